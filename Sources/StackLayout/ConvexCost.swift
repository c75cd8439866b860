/// The convex, piecewise-linear costs the direct method for trees of nested
/// stacks composes (see ``TreeAxisSolver``).
///
/// A tree's program on one axis is lexicographic: the errors of the constraints
/// of the highest priority first (their sum, then each one from the highest
/// rank down), then the next priority, and once every priority has had its say
/// the views' lengths in depth-first order (the tie rule). So a cost is not a
/// number but a vector with one coordinate per constraint and one per view
/// length, compared in that order (``CostSlope/sign``). Its value as a function
/// of one length is convex and piecewise linear, like any linear program's value
/// as a function of its right-hand side; only its slopes matter here.

/// A tree's coordinates are the flat direct solver's ``ConstraintKey``s (a
/// larger key is settled first): a constraint's priority, its rank in the tree
/// and its row in the compiled program as the key's `kind`; and, below every
/// priority, one per view length (``length(_:)``).
extension ConstraintKey {
  /// The tie rule's coordinate for the length of the view of `rank`: after
  /// every priority, the earlier view first.
  static func length(_ rank: Int) -> ConstraintKey {
    ConstraintKey(priority: -2, rank: -rank, kind: 0)
  }

  /// Whether the key is a view length's (``length(_:)``): lengths are settled
  /// one by one, with no total first.
  var isLength: Bool { priority < 0 }
}

/// How fast every coordinate of the objective changes per point of one length:
/// a sparse vector, its terms in descending key order (the order they are
/// settled in).
struct CostSlope {
  private(set) var terms: [(key: ConstraintKey, rate: Double)] = []

  static let zero = CostSlope()

  init() {}

  init(_ key: ConstraintKey, _ rate: Double) { terms = [(key, rate)] }

  /// Rates under this are cancellations of floating-point noise.
  static let epsilon = 1e-9

  static func + (lhs: CostSlope, rhs: CostSlope) -> CostSlope {
    var result = CostSlope()
    result.terms = mergeSorted(
      lhs.terms, rhs.terms, precedes: { $0.key > $1.key },
      combine: { left, right in
        let rate = left.rate + right.rate
        return abs(rate) > 1e-12 ? (left.key, rate) : nil
      })
    return result
  }

  static func - (lhs: CostSlope, rhs: CostSlope) -> CostSlope { lhs + rhs.scaled(-1) }

  /// The sum of many slopes, in O(t log t) in their terms t (adding them one
  /// by one would copy the growing sum each time).
  static func total(_ slopes: [CostSlope]) -> CostSlope {
    if slopes.count <= 2 { return slopes.reduce(.zero, +) }
    var all = slopes.flatMap(\.terms)
    all.sort { $0.key > $1.key }
    var result = CostSlope()
    result.terms.reserveCapacity(all.count)
    for term in all {
      if let last = result.terms.last, last.key == term.key {
        result.terms[result.terms.count - 1].rate += term.rate
      } else {
        result.terms.append(term)
      }
    }
    result.terms.removeAll { abs($0.rate) <= 1e-12 }
    return result
  }

  /// This slope's terms of the constraints of `priority` alone.
  func only(at priority: Double) -> CostSlope {
    var result = CostSlope()
    result.terms = terms.filter { $0.key.priority == priority }
    return result
  }

  /// How fast the sum of the errors of the constraints of `priority` changes
  /// along this slope: the sum of those terms' rates.
  func rate(at priority: Double) -> Double {
    terms.reduce(0) { $1.key.priority == priority ? $0 + $1.rate : $0 }
  }

  func scaled(_ factor: Double) -> CostSlope {
    var result = self
    for index in result.terms.indices { result.terms[index].rate *= factor }
    return result
  }

  /// Whether moving along this slope makes the objective worse (1), better (-1)
  /// or leaves every coordinate as it is (0): for each priority from the highest
  /// down, the sum of its errors decides, then its constraints one by one; then
  /// the lengths (a longer view is better, so its coordinate counts negatively
  /// in the slopes the solver builds).
  var sign: Int {
    var reader = SignReader()
    for term in terms {
      if let decided = reader.read(term.key, term.rate) { return decided }
    }
    return reader.finish()
  }

  /// The sign of `lhs - rhs`, without building it: -1 when `lhs` is the better
  /// slope to take first.
  static func compare(_ lhs: CostSlope, _ rhs: CostSlope) -> Int {
    var reader = SignReader()
    var left = 0
    var right = 0
    while left < lhs.terms.count || right < rhs.terms.count {
      let key: ConstraintKey
      let rate: Double
      if right == rhs.terms.count
        || (left < lhs.terms.count && lhs.terms[left].key > rhs.terms[right].key)
      {
        (key, rate) = (lhs.terms[left].key, lhs.terms[left].rate)
        left += 1
      } else if left == lhs.terms.count
        || rhs.terms[right].key > lhs.terms[left].key
      {
        (key, rate) = (rhs.terms[right].key, -rhs.terms[right].rate)
        right += 1
      } else {
        (key, rate) = (lhs.terms[left].key, lhs.terms[left].rate - rhs.terms[right].rate)
        left += 1
        right += 1
      }
      if let decided = reader.read(key, rate) { return decided }
    }
    return reader.finish()
  }
}

/// Reads a slope's terms in order and says as soon as its sign is decided.
private struct SignReader {
  private var priority: Double?
  private var sum = 0.0
  private var firstSign = 0

  mutating func read(_ key: ConstraintKey, _ rate: Double) -> Int? {
    if key.isLength || key.priority != priority {
      if let decided = closeGroup() { return decided }
    }
    if key.isLength {
      return abs(rate) > CostSlope.epsilon ? (rate > 0 ? 1 : -1) : nil
    }
    priority = key.priority
    sum += rate
    if firstSign == 0 && abs(rate) > CostSlope.epsilon { firstSign = rate > 0 ? 1 : -1 }
    return nil
  }

  mutating func finish() -> Int { closeGroup() ?? 0 }

  /// The sign of the priority just read: its sum, or its first constraint that moves.
  private mutating func closeGroup() -> Int? {
    defer {
      priority = nil
      sum = 0
      firstSign = 0
    }
    guard priority != nil else { return nil }
    if abs(sum) > CostSlope.epsilon { return sum > 0 ? 1 : -1 }
    return firstSign != 0 ? firstSign : nil
  }
}

/// A convex, piecewise-linear cost of one length on `lower...upper`: the
/// slope of each piece (``slopes``) between its break points (``breaks``).
/// Lengths outside the domain break a required constraint.
struct ConvexCost {
  var lower: Double
  var upper: Double
  /// The points where the slope changes, ascending, strictly inside the domain.
  var breaks: [Double]
  /// One more than ``breaks``: `slopes[k]` holds up to `breaks[k]`.
  var slopes: [CostSlope]

  /// A cost that is the same everywhere from `lower` on.
  static func flat(from lower: Double = 0) -> ConvexCost {
    ConvexCost(lower: lower, upper: .infinity, breaks: [], slopes: [.zero])
  }

  /// The start of piece `index`.
  func start(of index: Int) -> Double { index == 0 ? lower : breaks[index - 1] }

  /// The end of piece `index`.
  func end(of index: Int) -> Double { index == breaks.count ? upper : breaks[index] }

  /// The cost of a length with a preferred value: above it, `above` per point;
  /// below it, `below` per point; `nil` slopes are required (the length cannot
  /// pass the value). `nil` when the requirements leave no length of at least 0.
  static func around(_ value: Double, below: CostSlope?, above: CostSlope?) -> ConvexCost? {
    var lower = 0.0
    var upper = Double.infinity
    if above == nil { upper = value }
    if below == nil { lower = max(lower, value) }
    guard lower <= upper else { return nil }
    // A required side leaves a single point, or none of the other side's pieces.
    if value <= lower {
      return ConvexCost(lower: lower, upper: upper, breaks: [], slopes: [above ?? below ?? .zero])
    }
    if value >= upper {
      return ConvexCost(lower: lower, upper: upper, breaks: [], slopes: [below ?? above ?? .zero])
    }
    return ConvexCost(lower: lower, upper: upper, breaks: [value], slopes: [below!, above!])
  }

  /// The same cost with `slope` added to every piece.
  func adding(_ slope: CostSlope) -> ConvexCost {
    var result = self
    for index in result.slopes.indices { result.slopes[index] = result.slopes[index] + slope }
    return result
  }

  /// The cost of a length `x` that the length this is the cost of may differ
  /// from at `slope` per point of difference (a required alignment that gives
  /// way instead of what the length's slopes would give up): the least, over
  /// lengths `y`, of this cost at `y` plus `slope` per point from `x` to `y`.
  /// Where this cost's slope passes `slope` (or falls below its negative) the
  /// difference is cheaper, so its slopes are cut there, and beyond its domain
  /// (down to 0) it has `slope`. Also the lengths `y` takes: `x` itself
  /// between the two cuts, the nearer cut outside them. `nil` when the
  /// slopes fall past `slope`'s negative for ever.
  func yielding(_ slope: CostSlope) -> (cost: ConvexCost, range: (lower: Double, upper: Double))? {
    let down = slope.scaled(-1)
    // The pieces whose slope lies within `down...slope` keep it.
    let first = slopes.firstIndex { CostSlope.compare($0, down) >= 0 } ?? slopes.count
    let last = slopes.lastIndex { CostSlope.compare($0, slope) <= 0 } ?? -1
    let low = first < slopes.count ? start(of: first) : upper
    let high = last >= 0 ? end(of: last) : lower
    guard low.isFinite else { return nil }
    let range = (lower: low, upper: max(low, high))
    // Each piece from its start: `down` up to the lower cut, the slopes kept
    // between the cuts, `slope` from the upper cut on; none of no length.
    let from = min(lower, 0)
    var pieces: [(start: Double, slope: CostSlope)] = [(from, down)]
    if first <= last {
      for piece in first...last {
        pieces.append((max(start(of: piece), range.lower), slopes[piece]))
      }
    }
    if range.upper.isFinite { pieces.append((range.upper, slope)) }
    var result = ConvexCost(lower: from, upper: .infinity, breaks: [], slopes: [])
    for (index, piece) in pieces.enumerated()
    where index == pieces.count - 1 || pieces[index + 1].start > piece.start {
      if !result.slopes.isEmpty { result.breaks.append(piece.start) }
      result.slopes.append(piece.slope)
    }
    return (result, range)
  }

  /// This cost on the lengths where the errors of the constraints of
  /// `priority` are least as the program compares them (their sum, then each
  /// one from the highest rank down): where the slope's terms of that
  /// priority, read in that order, neither fall before nor rise after.
  /// `nil` when they fall for ever.
  func leastErrors(at priority: Double) -> ConvexCost? {
    least { $0.only(at: priority).sign }
  }

  /// This cost on the lengths where the sum of the errors of the constraints
  /// of `priority` is least (the required tier's, where required constraints
  /// cannot all hold): the sum's slope does not fall from the start of the
  /// first piece on, and does not rise up to the end of the last. `nil` when
  /// it falls for ever.
  func leastTotal(at priority: Double) -> ConvexCost? {
    least { slope in
      let total = slope.rate(at: priority)
      return total >= CostSlope.epsilon ? 1 : total <= -CostSlope.epsilon ? -1 : 0
    }
  }

  /// This cost from the start of the first piece whose slope's `sign` does
  /// not fall to the end of the last whose slope's does not rise (a point
  /// where they cross); `nil` when every piece falls or the start is not
  /// finite.
  private func least(by sign: (CostSlope) -> Int) -> ConvexCost? {
    let signs = slopes.map(sign)
    guard let first = signs.firstIndex(where: { $0 >= 0 }) else { return nil }
    let start = self.start(of: first)
    guard start.isFinite else { return nil }
    guard let last = signs.lastIndex(where: { $0 <= 0 }), last >= first else {
      return ConvexCost(lower: start, upper: start, breaks: [], slopes: [slopes[first]])
    }
    return ConvexCost(
      lower: start, upper: end(of: last), breaks: Array(breaks[first..<last]),
      slopes: Array(slopes[first...last]))
  }

  /// The cost of `x + offset` where this is the cost of `x`.
  func shifted(by offset: Double) -> ConvexCost {
    ConvexCost(
      lower: lower + offset, upper: upper + offset, breaks: breaks.map { $0 + offset },
      slopes: slopes)
  }

  /// The cost of `factor × x` where this is the cost of `x` (`factor` > 0).
  func stretched(by factor: Double) -> ConvexCost {
    ConvexCost(
      lower: lower * factor, upper: upper * factor, breaks: breaks.map { $0 * factor },
      slopes: slopes.map { $0.scaled(1 / factor) })
  }

  /// The sum of costs of one and the same length, or `nil` when their domains
  /// do not meet. O(b log b) in their break points b, plus the terms of the
  /// slopes it makes, which it takes from `budget`: when the budget runs out
  /// it stops and returns `nil` with `budget` below 0. (Every piece of a sum
  /// carries a term for each part, so a sum of n parts with n break points has
  /// n² terms.)
  static func sum(_ parts: [ConvexCost], budget: inout Int) -> ConvexCost? {
    guard let first = parts.first else { return flat() }
    if parts.count == 1 { return first }
    guard let (lower, upper, starting, changes) = sweep(parts) else { return nil }
    var slope = CostSlope.total(starting)
    var result = ConvexCost(lower: lower, upper: max(lower, upper), breaks: [], slopes: [])
    // The changes at one point are kept in `pending` and added to the slope,
    // which has a term for every part, once per point: first together (many
    // parts may change at one point, thousands of equal views, and adding them
    // one by one would copy the growing sum each time), then in one merge.
    var pending: [CostSlope] = []
    func settled(_ slope: CostSlope) -> CostSlope {
      switch pending.count {
      case 0: slope
      case 1: slope + pending[0]
      default: slope + CostSlope.total(pending)
      }
    }
    for change in changes {
      if result.breaks.last.map({ change.at > $0 }) ?? true {
        slope = settled(slope)
        pending.removeAll(keepingCapacity: true)
        budget -= slope.terms.count
        if budget < 0 { return nil }
        result.slopes.append(slope)
        result.breaks.append(change.at)
      }
      let part = parts[change.part]
      pending.append(part.slopes[change.piece + 1] - part.slopes[change.piece])
    }
    result.slopes.append(settled(slope))
    return result
  }

  /// Where the sum of `parts`, plus `extra` per point, is least: the start of
  /// the first piece of the sum that does not go down. The same as
  /// `sum(parts).adding(extra).leastAt`, without building the sum's pieces (a
  /// sum of n parts with n break points holds n² terms; this keeps a running
  /// slope and reads its sign at each break point). It takes the terms it adds
  /// from `budget`, and stops when that runs out (`budget` below 0).
  static func leastOfSum(_ parts: [ConvexCost], adding extra: CostSlope, budget: inout Int)
    -> LeastOfSum
  {
    guard let (lower, upper, starting, changes) = sweep(parts) else { return .none }
    var total = RunningSlope()
    total.add(extra, 1)
    for slope in starting { total.add(slope, 1) }
    if total.sign(budget: &budget) >= 0 { return .at(lower) }
    var index = 0
    while index < changes.count {
      let point = changes[index].at
      while index < changes.count && changes[index].at == point {
        let part = parts[changes[index].part]
        let piece = changes[index].piece
        budget -= part.slopes[piece].terms.count + part.slopes[piece + 1].terms.count
        total.add(part.slopes[piece], -1)
        total.add(part.slopes[piece + 1], 1)
        index += 1
      }
      if budget < 0 { return .none }
      if total.sign(budget: &budget) >= 0 { return .at(point) }
    }
    return upper.isFinite ? .at(upper) : .unbounded
  }

  /// What a sum of `parts` is made of: its domain, each part's slope at the
  /// domain's start, and each later break point of a part inside the domain
  /// (where that part's slope goes from `piece` to `piece + 1`), in order.
  /// `nil` when the domains do not meet.
  private static func sweep(_ parts: [ConvexCost]) -> (
    lower: Double, upper: Double, starting: [CostSlope],
    changes: [(at: Double, part: Int, piece: Int)]
  )? {
    let lower = parts.map(\.lower).max() ?? 0
    let upper = parts.map(\.upper).min() ?? .infinity
    guard lower <= upper + 1e-9 else { return nil }
    var starting: [CostSlope] = []
    starting.reserveCapacity(parts.count)
    var changes: [(at: Double, part: Int, piece: Int)] = []
    for (index, part) in parts.enumerated() {
      var piece = 0
      while piece < part.breaks.count && part.breaks[piece] <= lower { piece += 1 }
      starting.append(part.slopes[piece])
      for next in piece..<part.breaks.count where part.breaks[next] < upper {
        changes.append((part.breaks[next], index, next))
      }
    }
    changes.sort { ($0.at, $0.part) < ($1.at, $1.part) }
    return (lower, upper, starting, changes)
  }

  /// What ``leastOfSum(_:adding:budget:)`` found.
  enum LeastOfSum {
    /// The least cost is at this length.
    case at(Double)
    /// The cost goes down for ever.
    case unbounded
    /// The parts' domains do not meet, or the budget ran out.
    case none
  }

  /// One piece of a cost, for sharing a total among several lengths.
  struct Piece {
    /// Which of the costs shared out the piece is of.
    var owner: Int
    var length: Double
    var slope: CostSlope
  }

  /// The pieces of several costs, the cheapest first: a total is shared out
  /// among the lengths at the least cost by giving each its lower bound, then
  /// the pieces in this order (each cost's own pieces stay in order, since it is
  /// convex; pieces of equal slope go in the parts' order). O(p log p)
  /// comparisons in the pieces p.
  static func cheapestPieces(_ parts: [ConvexCost]) -> [Piece] {
    var pieces: [Piece] = []
    for (owner, part) in parts.enumerated() {
      for index in part.slopes.indices {
        let length = part.end(of: index) - part.start(of: index)
        if length > 0 {
          pieces.append(Piece(owner: owner, length: length, slope: part.slopes[index]))
        }
      }
    }
    // Equal slopes keep the parts' order: the earlier part's piece first.
    var order = Array(pieces.indices)
    order.sort { left, right in
      let sign = CostSlope.compare(pieces[left].slope, pieces[right].slope)
      return sign != 0 ? sign < 0 : left < right
    }
    pieces = order.map { pieces[$0] }
    if let unbounded = pieces.firstIndex(where: { $0.length == .infinity }) {
      pieces.removeSubrange((unbounded + 1)...)
    }
    return pieces
  }

  /// The least cost of lengths that add up to the argument: the infimal
  /// convolution of `parts`, from their cheapest pieces.
  static func sharing(_ parts: [ConvexCost], pieces: [Piece]) -> ConvexCost {
    var result = ConvexCost(
      lower: parts.reduce(0) { $0 + $1.lower }, upper: 0, breaks: [], slopes: [])
    var edge = result.lower
    for piece in pieces {
      if !result.slopes.isEmpty { result.breaks.append(edge) }
      result.slopes.append(piece.slope)
      edge += piece.length
    }
    if result.slopes.isEmpty { result.slopes = [.zero] }
    result.upper = edge
    return result
  }

  /// Shares `total` among lengths with costs `lowers` (their lower bounds) and
  /// `pieces` (``cheapestPieces(_:)``). `nil` when the total is out of reach.
  static func share(_ total: Double, lowers: [Double], pieces: [Piece]) -> [Double]? {
    var lengths = lowers
    var left = total - lowers.reduce(0, +)
    let tolerance = 1e-9 * max(1, abs(total))
    guard left >= -tolerance else { return nil }
    for piece in pieces where left > 0 {
      let taken = min(left, piece.length)
      lengths[piece.owner] += taken
      left -= taken
    }
    return left <= tolerance ? lengths : nil
  }

  /// Where the cost is least: the start of the first piece that does not go
  /// down. `nil` when it goes down for ever.
  var leastAt: Double? {
    for index in slopes.indices where slopes[index].sign >= 0 { return start(of: index) }
    return upper.isFinite ? upper : nil
  }

  /// The least cost of a length of at most the argument: this cost up to
  /// ``leastAt``, flat after it, from ``lower`` to infinity.
  func leastUpTo() -> (cost: ConvexCost, at: Double)? {
    guard let at = leastAt else { return nil }
    var result = ConvexCost(lower: lower, upper: .infinity, breaks: [], slopes: [])
    for index in slopes.indices where start(of: index) < at {
      result.slopes.append(slopes[index])
      result.breaks.append(end(of: index))
    }
    result.slopes.append(.zero)
    if result.breaks.last.map({ $0 <= lower }) == true {
      result = .flat(from: lower)
    }
    return (result, at)
  }
}

/// A slope being summed term by term, whose sign can be read at any time
/// (``CostSlope/sign``'s rule): per priority, the sum of its terms and how many
/// are not zero, so a priority whose terms all cancel is passed over without
/// looking at them.
private struct RunningSlope {
  private var rates: [ConstraintKey: Double] = [:]
  private var sums: [Double: Double] = [:]
  private var nonZero: [Double: Int] = [:]

  mutating func add(_ slope: CostSlope, _ factor: Double) {
    for (key, rate) in slope.terms {
      let group = key.isLength ? -1 : key.priority
      let before = rates[key] ?? 0
      let after = before + factor * rate
      if abs(before) > 1e-12 { nonZero[group, default: 0] -= 1 }
      if abs(after) > 1e-12 {
        nonZero[group, default: 0] += 1
        rates[key] = after
      } else {
        rates[key] = nil
      }
      if !key.isLength { sums[key.priority, default: 0] += factor * rate }
    }
  }

  /// The sign of the slope so far. A priority whose sum cancels while some of
  /// its terms do not costs a look at every term (taken from `budget`).
  func sign(budget: inout Int) -> Int {
    for priority in sums.keys.sorted(by: >) {
      let sum = sums[priority]!
      if abs(sum) > CostSlope.epsilon { return sum > 0 ? 1 : -1 }
      if let decided = first(in: priority, budget: &budget) { return decided }
    }
    return first(in: -1, budget: &budget) ?? 0
  }

  /// The sign of the first term of `group` in the program's order that is not
  /// zero (`nil` when there is none).
  private func first(in group: Double, budget: inout Int) -> Int? {
    guard nonZero[group, default: 0] > 0 else { return nil }
    budget -= rates.count
    var best: (key: ConstraintKey, rate: Double)?
    for (key, rate) in rates where (key.isLength ? -1 : key.priority) == group {
      guard abs(rate) > CostSlope.epsilon else { continue }
      if best == nil || key > best!.key { best = (key, rate) }
    }
    return best.map { $0.rate > 0 ? 1 : -1 }
  }
}
