/// equalCentering along a nested stack's axis when its views keep their
/// intrinsic lengths (each hugs and resists compression above every centring
/// equality, as the defaults 250 and 750 do above 150): its centre distances as
/// a function of the room they share, and the cost of that room, for the direct
/// method for trees (``TreeAxisSolver``).
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
/// and where `d[0]` passes a later pair's need. Below `Σ need` the views would
/// have to shrink; that is outside what this covers (``lowest``).
struct RigidCentering {
  /// The views' lengths, in order.
  let lengths: [Double]
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

  init(lengths: [Double], needs: [Double], keys: [ConstraintKey?]) {
    self.lengths = lengths
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
    thresholds = (0..<count).map { Double($0 + 1) * widest[$0] + after[$0] }
  }

  /// The least room the pairs can share with the views kept: every pair at its
  /// need.
  var lowest: Double { thresholds[0] }

  /// The pairs' distances when they share `room` (at least ``lowest``), and how
  /// fast each grows with it.
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

  /// The cost of the room `T` from ``lowest`` on: each equality's error's
  /// slope, piece by piece.
  func cost() -> ConvexCost {
    let count = needs.count
    var points: [Double] = []
    for j in 0..<(count - 1) {
      let next = j + 1
      points.append(thresholds[next])
      // Where the two cases meet, and where `d[0]` passes a later pair's need.
      points.append(Double(j + 2) * needs[next] + after[next])
      for k in (next + 1)..<count {
        points.append(Double(j + 1) * needs[k] + needs[next] + after[next])
      }
    }
    let lowest = self.lowest
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

  /// How fast every equality's error grows with the room at `room`.
  private func slopeAt(_ room: Double) -> CostSlope {
    let (values, rates) = distances(room)
    var terms: [CostSlope] = []
    for k in 1..<needs.count {
      guard let key = keys[k] else { continue }
      let gap = values[k] - values[0]
      let rate = rates[k] - rates[0]
      guard rate != 0, gap != 0 else { continue }
      terms.append(CostSlope(key, gap > 0 ? rate : -rate))
    }
    return CostSlope.total(terms)
  }
}
