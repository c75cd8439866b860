/// equalCentering along a stack's axis when each view has a length it keeps
/// unless the room runs out: growing past it costs the view something, and
/// shrinking below it costs more than every centring equality (as the default
/// compression resistance 750 does above 150; growing a view only widens the
/// needs beside it, so none grows, whatever its hugging). A plain view keeps its
/// intrinsic length, a nested stack the least length of its content's cost.
/// Its views' lengths and centre distances as a function of the stack's
/// length, and the cost of that length, for the direct method for trees
/// (``TreeAxisSolver``).
///
/// With the views' lengths fixed, pair `k`'s centre distance `d[k]` is at least
/// its need `need[k]` (half of each view and the spacing between them), and
/// the distances add up to `T`: the stack's length less its margins and half of
/// its first and last views. Each pair `k >= 1` wants `d[k] == d[0]` at
/// `max(150 - index, 50)`, the index of the view before it: the pairs hold in
/// turn, pair 1 first. Pairs `1...j` can all hold when `(j + 1) × max(need[0...j])
/// + Σ need[j+1...]` fits in `T` (``thresholds``); with `J` the last that do, pair
/// `J + 1` is as near `d[0]` as the room lets it be, every later pair at its
/// need (any room given to one would come from pair `J + 1`):
///
/// - when pair `J + 1`'s need is wider than what the first `J + 2` pairs would
///   share equally, it is at its need and the first `J + 1` pairs share the
///   rest (`d[0]` grows with `T`, by `1 / (J + 1)` a point);
/// - otherwise the first `J + 1` pairs stay at the widest of their needs and
///   pair `J + 1` takes the rest (it grows with `T`).
///
/// So every distance is piecewise linear in `T`, and so is each equality's
/// error: the cost's break points are the thresholds, where the two cases meet,
/// and where `d[0]` passes a later pair's need. Below `Σ need` (the stack
/// shorter than its views and spacing) every pair is at its need and the views
/// give way, the stretch that costs least first (``layout(_:)``).
struct RigidCentering {
  /// A stretch of one view's length it gives way by below ``natural``:
  /// `amount` points, each costing `slope` (as the view's length grows; the
  /// piece of the view's cost there).
  struct Giving {
    var view: Int
    var amount: Double
    var slope: CostSlope
  }

  /// The views' lengths, in order.
  let lengths: [Double]
  /// The spacing after each view but the last.
  let spacings: [Double]
  /// The stretches the views give way by below ``natural``, in the order they
  /// give: a plain view's whole length at its compression resistance (unless
  /// that is required), a nested stack's its cost's pieces, the nearest first.
  let giving: [Giving]
  /// Each pair's need, in order.
  let needs: [Double]
  /// Pair `k`'s equality `d[k] == d[0]` (`k >= 1`; index 0 unused).
  let keys: [ConstraintKey?]
  /// `max(need[0...j])` and `Σ need[j+1...]` for each `j`.
  private let widest: [Double]
  private let after: [Double]
  /// The least `T` at which pairs `1...j` all hold, for each `j` (0 for `j`
  /// = 0: `Σ need`).
  let thresholds: [Double]

  init(
    lengths: [Double], spacings: [Double], keys: [ConstraintKey?], giving: [Giving] = []
  ) {
    self.lengths = lengths
    self.spacings = spacings
    self.giving = giving
    var needs: [Double] = []
    for k in spacings.indices {
      let halves: Double = lengths[k] / 2 + lengths[k + 1] / 2
      needs.append(halves + spacings[k])
    }
    self.needs = needs
    self.keys = keys
    let count = needs.count
    var widest = [Double](repeating: 0, count: count)
    var after = [Double](repeating: 0, count: count)
    var running = -Double.infinity
    for k in 0..<count {
      running = max(running, needs[k])
      widest[k] = running
    }
    var sum = 0.0
    for k in stride(from: count - 1, through: 0, by: -1) {
      after[k] = sum
      sum += needs[k]
    }
    self.widest = widest
    self.after = after
    var thresholds: [Double] = []
    for k in 0..<count {
      let held: Double = Double(k + 1) * widest[k]
      thresholds.append(held + after[k])
    }
    self.thresholds = thresholds
  }

  /// The pairs' distances when they share `room` (the content less half of
  /// each end view; at least `thresholds[0]`, every need) with the views kept,
  /// and how fast each grows with it.
  func distances(_ room: Double) -> (values: [Double], rates: [Double]) {
    let count = needs.count
    // The last pair `J` up to which every pair holds.
    var last = 0
    while last + 1 < count && thresholds[last + 1] <= room { last += 1 }
    if last == count - 1 {
      let each = room / Double(count)
      return (
        Array(repeating: each, count: count), Array(repeating: 1 / Double(count), count: count)
      )
    }
    var values = needs
    var rates = [Double](repeating: 0, count: count)
    let next = last + 1
    let shared = room - after[next]
    let held = Double(last + 1)
    if Double(last + 2) * needs[next] > shared {
      // Pair `J + 1` at its need; the first `J + 1` share the rest.
      let common = (shared - needs[next]) / held
      for k in 0...last {
        values[k] = common
        rates[k] = 1 / held
      }
    } else {
      // The first `J + 1` at the widest of their needs; pair `J + 1` the rest.
      for k in 0...last { values[k] = widest[last] }
      values[next] = shared - held * widest[last]
      rates[next] = 1
    }
    return (values, rates)
  }

  /// The content's least length with every view kept: the views and every
  /// pair at its need.
  var natural: Double { lengths.reduce(0, +) + spacings.reduce(0, +) }

  /// The content's least length at all: every stretch given way.
  var shortest: Double { natural - giving.reduce(0) { $0 + $1.amount } }

  /// The views' lengths and the pairs' distances when the content (the stack
  /// less its margins) is `content` long, and how fast each grows with it.
  ///
  /// From ``natural`` up, the views keep their lengths and the pairs share the
  /// room (``distances(_:)``). Below it every pair is at its need and the views
  /// give way by ``giving``'s stretches in order, each whole before the next
  /// (each costs more than every centring equality, and which gives first is
  /// settled by those costs alone); `active` is the stretch giving way.
  func layout(_ content: Double)
    -> (
      lengths: [Double], lengthRates: [Double], distances: [Double], distanceRates: [Double],
      active: Int?
    )
  {
    let count = lengths.count
    if content >= natural {
      let (values, rates) = distances(content - lengths[0] / 2 - lengths[count - 1] / 2)
      return (lengths, Array(repeating: 0, count: count), values, rates, nil)
    }
    var current = lengths
    var lengthRates = [Double](repeating: 0, count: count)
    var deficit = natural - content
    var active: Int?
    for (offset, entry) in giving.enumerated() where deficit > 0 {
      let taken = min(deficit, entry.amount)
      current[entry.view] -= taken
      deficit -= taken
      if deficit <= 0 {
        lengthRates[entry.view] = 1
        active = offset
      }
    }
    var values: [Double] = []
    var rates: [Double] = []
    for k in 0..<(count - 1) {
      values.append(current[k] / 2 + current[k + 1] / 2 + spacings[k])
      rates.append(lengthRates[k] / 2 + lengthRates[k + 1] / 2)
    }
    return (current, lengthRates, values, rates, active)
  }

  /// The cost of the content's length from ``shortest`` on: each equality's
  /// error's slope, and below ``natural`` the slope of the stretch giving
  /// way, piece by piece.
  func cost() -> ConvexCost {
    let count = needs.count
    let ends = lengths[0] / 2 + lengths[count] / 2
    var points: [Double] = []
    for j in 0..<(count - 1) {
      let next = j + 1
      points.append(thresholds[next] + ends)
      // Where the two cases meet, and where `d[0]` passes a later pair's need.
      points.append(Double(j + 2) * needs[next] + after[next] + ends)
      for k in (next + 1)..<count {
        points.append(Double(j + 1) * needs[k] + needs[next] + after[next] + ends)
      }
    }
    // Below: where each stretch is given, and where a pair's distance passes
    // pair 0's while one gives.
    var top = natural
    for entry in giving {
      let bottom = top - entry.amount
      points.append(top)
      let (upper, lower) = (layout(top - 1e-9 * max(1, abs(top))), layout(bottom))
      if bottom < top {
        for k in 1..<count {
          let a = upper.distances[k] - upper.distances[0]
          let b = lower.distances[k] - lower.distances[0]
          if (a > 0 && b < 0) || (a < 0 && b > 0) {
            points.append(bottom + (top - bottom) * b / (b - a))
          }
        }
      }
      top = bottom
    }
    let lowest = shortest
    points = Array(Set(points.filter { $0 > lowest })).sorted()
    var cost = ConvexCost(lower: lowest, upper: .infinity, breaks: [], slopes: [])
    for (index, start) in ([lowest] + points).enumerated() {
      let end = index < points.count ? points[index] : start + max(1, abs(start))
      let slope = slopeAt((start + end) / 2)
      // A point where nothing changes (two cases giving the same rates).
      if let previous = cost.slopes.last, previous.terms.count == slope.terms.count,
        zip(previous.terms, slope.terms).allSatisfy({
          $0.key == $1.key && abs($0.rate - $1.rate) <= 1e-12
        })
      {
        continue
      }
      if index > 0 { cost.breaks.append(start) }
      cost.slopes.append(slope)
    }
    return cost
  }

  /// How fast every equality's error, and the giving view's cost, grows with
  /// the content's length at `content`.
  private func slopeAt(_ content: Double) -> CostSlope {
    let (_, _, values, rates, active) = layout(content)
    var terms: [CostSlope] = []
    for k in 1..<needs.count {
      guard let key = keys[k] else { continue }
      let gap = values[k] - values[0]
      let rate = rates[k] - rates[0]
      guard rate != 0, gap != 0 else { continue }
      terms.append(CostSlope(key, gap > 0 ? rate : -rate))
    }
    // The view giving way grows with the content, point for point.
    if let active { terms.append(giving[active].slope) }
    return CostSlope.total(terms)
  }
}
