/// fillProportionally with no size given, in every configuration: a search for
/// the stack's length.
///
/// With the stack's length `W` fixed, the pinned allocation
/// (``DirectSolverWorkspace/solveProportional(_:pinned:margins:spacingTotal:total:)``)
/// finds the views' lengths the constraint solver would. The least cost over the
/// views' lengths, as a function of `W`, is convex (the value of a linear program
/// as a function of one of its variables) and piecewise linear, and its value is
/// a vector compared lexicographically (every priority's total, then its
/// constraints one by one); so the unpinned program is solved by finding where
/// that function is least:
///
/// - at a length `W`, the pinned allocation gives the views' lengths; the
///   directional derivative of the least cost towards a longer (or a shorter)
///   stack is the cheapest way to share one point of length among the views
///   and the trailing connection, each of whose costs is convex with at most two
///   kinks in the rate it takes (``probeProportional(at:)``);
/// - a derivative that improves the cost says which side the least cost lies
///   on, and the same sharing, followed until a constraint changes state, gives
///   the next kink on that side;
/// - bisection and those jumps close in on the kink where neither direction
///   improves, and the pinned allocation there is the answer.
///
/// It is the fallback for the configurations the closed forms of
/// DirectSolver+Proportional.swift and +ProportionalGiving.swift do not cover
/// (proportions tied at 751 beside stiff views, shares that trade with the
/// views' own constraints, a last share of the whole stack).
extension DirectSolverWorkspace {
  /// Where the least cost lies, seen from one stack length.
  enum ProportionalProbe {
    /// Neither a longer nor a shorter stack is better: the length is the answer.
    case least
    /// A longer stack is better, up to the next kink at `next`.
    case longer(next: Double)
    /// A shorter stack is better, down to the next kink at `next`.
    case shorter(next: Double)
  }

  /// A view's (or the trailing connection's) cost as a function of the rate at
  /// which its length changes while the stack grows or shrinks by one point:
  /// convex, with kinks at `first` and `second` (equal when it has one or none).
  private struct RateCost {
    var participant: Int
    var first: Double
    var second: Double
    var left: LexSlope
    var middle: LexSlope
    var right: LexSlope
  }

  /// The unpinned fillProportionally layout by search over the stack's length:
  /// the views' lengths in ``items`` and the stack's length, or nil when the
  /// search does not settle (the stack is then handed over). The probe that finds
  /// the answer leaves the pinned allocation there in ``items``.
  /// - Complexity: O(n log n) per probe, and a few dozen probes.
  mutating func solveProportionalBySearch(
    _ stack: StackView, margins: Double, spacingTotal: Double, total: Double
  ) -> Double? {
    let context = ProportionalSearch(
      stack: stack, margins: margins, spacingTotal: spacingTotal, total: total)
    var lower = 0.0
    var lowerNext: Double
    switch probeProportional(at: 0, context) {
    case .least: return 0
    case .shorter: return nil
    case .longer(let next): lowerNext = next
    }
    // An upper end from which a shorter stack is better.
    var upper = max(1, 2 * (abs(context.fixed) + total))
    var upperNext: Double
    while true {
      guard upper < 1e15 else { return nil }
      switch probeProportional(at: upper, context) {
      case .least: return upper
      case .longer(let next):
        lower = upper
        lowerNext = next
        upper *= 4
        continue
      case .shorter(let next):
        upperNext = next
      }
      break
    }
    // Between them: the next kink on each side, then the middle, until one is
    // where neither direction improves.
    for _ in 0..<200 {
      for candidate in [lowerNext, upperNext, (lower + upper) / 2]
      where candidate > lower && candidate < upper {
        switch probeProportional(at: candidate, context) {
        case .least: return candidate
        case .longer(let next):
          lower = candidate
          lowerNext = next
        case .shorter(let next):
          upper = candidate
          upperNext = next
        }
      }
      if upper - lower <= 1e-12 * max(1, upper) { break }
    }
    return nil
  }

  private mutating func allocateProportional(_ length: Double, _ context: ProportionalSearch) {
    _ = solveProportional(
      context.stack, pinned: length, margins: context.margins,
      spacingTotal: context.spacingTotal, total: context.total)
  }

  /// The views' lengths at stack length `length` (the pinned allocation), and
  /// which side of it the least cost lies on (a direction no finite move takes,
  /// such as shortening a stack whose views are all at 0, does not improve it).
  mutating func probeProportional(at length: Double, _ context: ProportionalSearch)
    -> ProportionalProbe
  {
    allocateProportional(length, context)
    if let longer = directionalCost(at: length, towards: 1, context), longer.sign < 0 {
      return .longer(next: length + nextKink(at: length, moves: longer.moves, towards: 1, context))
    }
    if length > 0, let shorter = directionalCost(at: length, towards: -1, context),
      shorter.sign < 0
    {
      let step = nextKink(at: length, moves: shorter.moves, towards: -1, context)
      return .shorter(next: max(0, length - step))
    }
    return .least
  }

  /// The change in cost when the stack grows by `direction` (±1) points from
  /// `length` and the views and the trailing connection take it as cheaply as
  /// they can: its lexicographic sign, and the rate each participant takes
  /// (views in ``items`` order, the trailing connection last).
  private func directionalCost(
    at length: Double, towards direction: Double, _ context: ProportionalSearch
  ) -> (sign: Int, moves: [Double])? {
    let count = items.count
    var costs: [RateCost] = []
    costs.reserveCapacity(count + 1)
    var value = LexicalSum()
    var chainLength = 0.0
    for k in 0..<count {
      let item = items[k]
      chainLength += item.length
      guard item.intrinsic > 0 else { continue }  // required to be 0
      let shape = ViewRateShape(item: item, length: length, total: context.total)
      let kink = shape.multiplier * direction
      var points: [Double] = []
      if shape.atIntrinsic || shape.atZero { points.append(0) }
      if shape.atProportion && !(shape.atZero && kink < 0) { points.append(kink) }
      points.sort()
      let first = points.first ?? 0
      let second = points.last ?? first
      costs.append(
        RateCost(
          participant: k, first: first, second: second,
          left: shape.slope(at: first - 1, direction: direction),
          middle: shape.slope(at: (first + second) / 2, direction: direction),
          right: shape.slope(at: second + 1, direction: direction)))
      shape.addValue(at: first, direction: direction, to: &value)
    }
    // The trailing connection: the chain's error, `W - fixed - Σ lengths`.
    let trailing = length - context.fixed - chainLength
    let trailingTolerance = 1e-9 * max(1, abs(length), abs(context.fixed))
    var trailingCost = RateCost(
      participant: count, first: 0, second: 0, left: LexSlope(), middle: LexSlope(),
      right: LexSlope())
    if abs(trailing) <= trailingTolerance {
      trailingCost.left.add(.trailingConnection, -1)
      trailingCost.right.add(.trailingConnection, 1)
    } else {
      let sign: Double = trailing > 0 ? 1 : -1
      trailingCost.left.add(.trailingConnection, sign)
      trailingCost.right.add(.trailingConnection, sign)
    }
    trailingCost.middle = trailingCost.right
    costs.append(trailingCost)
    // The stack's own fitting size, `W == 0 @50`.
    value.add(.alongFitting, direction)

    // Sharing `direction` among them: the least rate on the left is taken by the
    // participant whose left ray gives back most, the rest by the cheapest
    // middles and then the cheapest right ray.
    var leftBest = 0
    var rightBest = 0
    for index in 1..<costs.count {
      if LexSlope.compare(costs[index].left, costs[leftBest].left) > 0 { leftBest = index }
      if LexSlope.compare(costs[index].right, costs[rightBest].right) < 0 { rightBest = index }
    }
    let leftRay = costs[leftBest].left
    let rightRay = costs[rightBest].right
    var moves = Array(repeating: 0.0, count: count + 1)
    var taken = 0.0
    var candidates: [Int] = []
    for index in costs.indices {
      let cost = costs[index]
      moves[cost.participant] = cost.first
      taken += cost.first
      guard cost.second > cost.first else { continue }
      if LexSlope.compare(cost.middle, leftRay) < 0 {
        moves[cost.participant] = cost.second
        taken += cost.second - cost.first
        value.add(cost.middle, times: cost.second - cost.first)
      } else if LexSlope.compare(cost.middle, rightRay) < 0 {
        candidates.append(index)
      }
    }
    var remaining = direction - taken
    let tolerance = 1e-12 * Double(count + 1)
    if remaining < -tolerance {
      if leftRay.count > 0 && leftRay.term(0).0 == .impossible { return nil }
      moves[costs[leftBest].participant] += remaining
      value.add(leftRay, times: remaining)
    } else if remaining > tolerance {
      candidates.sort { LexSlope.compare(costs[$0].middle, costs[$1].middle) < 0 }
      for index in candidates where remaining > 0 {
        let cost = costs[index]
        let amount = min(remaining, cost.second - cost.first)
        moves[cost.participant] += amount
        value.add(cost.middle, times: amount)
        remaining -= amount
      }
      if remaining > tolerance {
        moves[costs[rightBest].participant] += remaining
        value.add(rightRay, times: remaining)
      }
    }
    return (value.sign, moves)
  }

  /// How far the stack can grow (`direction` 1) or shrink (-1) from `length`,
  /// each participant taking its rate of `moves`, before a constraint changes
  /// state: a view reaching its intrinsic length, its share or 0, or the trailing
  /// connection reaching 0.
  private func nextKink(
    at length: Double, moves: [Double], towards direction: Double, _ context: ProportionalSearch
  ) -> Double {
    var step = Double.infinity
    func event(_ error: Double, _ rate: Double, tolerance: Double) {
      guard abs(error) > tolerance, error * rate < 0 else { return }
      step = min(step, -error / rate)
    }
    var chainLength = 0.0
    for k in items.indices {
      let item = items[k]
      chainLength += item.length
      guard item.intrinsic > 0 else { continue }
      let rate = moves[k]
      let multiplier = item.intrinsic / context.total
      let tolerance = 1e-9 * max(1, item.intrinsic, abs(item.length))
      event(item.length - item.intrinsic, rate, tolerance: tolerance)
      event(item.length - multiplier * length, rate - multiplier * direction, tolerance: tolerance)
      event(item.length, rate, tolerance: tolerance)
    }
    let trailing = length - context.fixed - chainLength
    event(trailing, moves[items.count], tolerance: 1e-9 * max(1, abs(length), abs(context.fixed)))
    if direction < 0 { step = min(step, length) }
    return step.isFinite ? step : length + 1
  }
}

/// What the search over the stack's length keeps fixed.
struct ProportionalSearch {
  var stack: StackView
  var margins: Double
  var spacingTotal: Double
  var total: Double
  /// What the chain adds to the views' lengths: spacings and margins.
  var fixed: Double { margins + spacingTotal }
}

/// One view's constraints along the axis, as functions of the rate `x` at which
/// its length changes while the stack's length changes at `direction`: its
/// hugging and compression resistance (kink at 0 when it is at its intrinsic
/// length), its proportion (kink at `multiplier × direction` when it holds) and
/// its length's floor (kink at 0 when it is 0).
private struct ViewRateShape {
  var hugging: ConstraintKey
  var resistance: ConstraintKey
  var proportion: ConstraintKey
  var multiplier: Double
  /// `length - intrinsic` and `length - multiplier × W`.
  var intrinsicError: Double
  var proportionError: Double
  var atIntrinsic: Bool
  var atProportion: Bool
  var atZero: Bool

  init(item: DirectSolverWorkspace.Item, length: Double, total: Double) {
    multiplier = item.intrinsic / total
    hugging = ConstraintKey(
      priority: item.hugging, rank: item.index, kind: ConstraintKey.Along.hugging)
    resistance = ConstraintKey(
      priority: item.resistance, rank: item.index, kind: ConstraintKey.Along.compression)
    proportion = .proportion(multiplier: multiplier, index: item.index)
    let tolerance = 1e-9 * max(1, item.intrinsic, abs(item.length))
    intrinsicError = item.length - item.intrinsic
    proportionError = item.length - multiplier * length
    atIntrinsic = abs(intrinsicError) <= tolerance
    atProportion = abs(proportionError) <= tolerance
    atZero = item.length <= tolerance
  }

  /// The slope at rate `x` (not at a kink).
  func slope(at x: Double, direction: Double) -> LexSlope {
    var result = LexSlope()
    if atIntrinsic ? x > 0 : intrinsicError > 0 { result.add(hugging, 1) }
    if atIntrinsic ? x < 0 : intrinsicError < 0 { result.add(resistance, -1) }
    let rising = atProportion ? x > multiplier * direction : proportionError > 0
    result.add(proportion, rising ? 1 : -1)
    if atZero && x < 0 { result.add(.impossible, -1) }
    return result
  }

  /// Adds the cost at rate `x` (never below 0 when the length is 0).
  func addValue(at x: Double, direction: Double, to sum: inout LexicalSum) {
    if atIntrinsic ? x > 0 : intrinsicError > 0 { sum.add(hugging, x) }
    if atIntrinsic ? x < 0 : intrinsicError < 0 { sum.add(resistance, -x) }
    let offset = x - multiplier * direction
    if atProportion {
      sum.add(proportion, abs(offset))
    } else {
      sum.add(proportion, proportionError > 0 ? offset : -offset)
    }
  }
}

extension ConstraintKey {
  /// The key of a move no finite cost allows (a length below 0): above every
  /// priority.
  fileprivate static let impossible = ConstraintKey(priority: 2_000, rank: Int.max, kind: 0)
}

/// A lexicographic cost vector built from many small terms, read with a
/// tolerance relative to the terms that made each coordinate (sums of rates
/// such as `I / D` cancel only up to rounding).
struct LexicalSum {
  private var terms: [(key: ConstraintKey, rate: Double)] = []

  mutating func add(_ key: ConstraintKey, _ rate: Double) {
    if rate != 0 { terms.append((key, rate)) }
  }

  mutating func add(_ slope: LexSlope, times amount: Double) {
    for index in 0..<slope.count {
      let (key, sign) = slope.term(index)
      add(key, sign * amount)
    }
  }

  /// -1 when the cost improves, 1 when it gets worse, 0 when no coordinate moves:
  /// each priority's total first, then its constraints from the highest key down.
  var sign: Int {
    var sorted = terms
    sorted.sort { $0.key > $1.key }
    var start = 0
    while start < sorted.count {
      let priority = sorted[start].key.priority
      var end = start
      var total = 0.0
      var magnitude = 0.0
      while end < sorted.count && sorted[end].key.priority == priority {
        total += sorted[end].rate
        magnitude += abs(sorted[end].rate)
        end += 1
      }
      if abs(total) > 1e-10 * magnitude { return total > 0 ? 1 : -1 }
      var index = start
      while index < end {
        let key = sorted[index].key
        var sum = 0.0
        var size = 0.0
        while index < end && sorted[index].key == key {
          sum += sorted[index].rate
          size += abs(sorted[index].rate)
          index += 1
        }
        if abs(sum) > 1e-10 * size { return sum > 0 ? 1 : -1 }
      }
      start = end
    }
    return 0
  }
}
