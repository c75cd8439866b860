/// The line searches the direct solver's searches share: a convex, piecewise
/// linear cost of one length whose value is a vector compared lexicographically
/// (``DirectSolverWorkspace/solveAlongBySearch(_:)`` over the stack's length,
/// ``DirectSolverWorkspace/solveCenteringTiedTail(first:widest:centres:start:hanging:)``
/// over the common centre distance).
enum KinkSearch {
  /// Golden-section search for where `cost` is least on `low...high`, by
  /// `compare` (negative when its first argument is the lesser cost), until
  /// `done(low, high)` or 200 steps: the middle of the last bracket, or nil as
  /// soon as `cost` is.
  static func bracket<Cost>(
    _ low: Double, _ high: Double, until done: (Double, Double) -> Bool,
    cost: (Double) -> Cost?, compare: (Cost, Cost) -> Int
  ) -> Double? {
    let ratio = (5.0.squareRoot() - 1) / 2
    var low = low
    var high = high
    var inner = high - ratio * (high - low)
    var outer = low + ratio * (high - low)
    guard var innerCost = cost(inner), var outerCost = cost(outer) else { return nil }
    var steps = 0
    while !done(low, high) && steps < 200 {
      steps += 1
      if compare(innerCost, outerCost) <= 0 {
        high = outer
        outer = inner
        outerCost = innerCost
        inner = high - ratio * (high - low)
        guard let next = cost(inner) else { return nil }
        innerCost = next
      } else {
        low = inner
        inner = outer
        innerCost = outerCost
        outer = low + ratio * (high - low)
        guard let next = cost(outer) else { return nil }
        outerCost = next
      }
    }
    return (low + high) / 2
  }

  /// The least of such a cost is at a kink, which a search only brackets: on
  /// either side of `found`, the lines of the first coordinate that changes
  /// (`firstChange` of four costs, coordinates in the order they are settled)
  /// cross there. Kinks may lie close together, so the lines are drawn at three
  /// widths (`reach`, 1e-6, 1e-8 and 1e-10 of `scale`); each crossing comes with
  /// its reach. Points below `minimum` are not read, nor any after one whose cost
  /// is nil; a width without four costs gives no crossing.
  static func crossings(
    around found: Double, scale: Double, minimum: Double,
    cost: (Double) -> [Double]?, firstChange: ([[Double]]) -> Int?
  ) -> [(crossing: Double, reach: Double)] {
    var result: [(crossing: Double, reach: Double)] = []
    for width in [1e-6, 1e-8, 1e-10] {
      let reach = width * scale
      let points = [found - 2 * reach, found - reach, found + reach, found + 2 * reach]
      var sides: [[Double]] = []
      for point in points where point >= minimum {
        guard let values = cost(point) else { break }
        sides.append(values)
      }
      guard sides.count == 4, let index = firstChange(sides) else { continue }
      let leftSlope = (sides[1][index] - sides[0][index]) / reach
      let rightSlope = (sides[3][index] - sides[2][index]) / reach
      guard rightSlope - leftSlope > 0 else { continue }
      // left(x) = sides[1] + leftSlope (x - points[1]), and so on the right.
      let rise: Double = sides[2][index] - sides[1][index]
      let offset: Double = leftSlope * points[1] - rightSlope * points[2]
      result.append(((rise + offset) / (leftSlope - rightSlope), reach))
    }
    return result
  }

  /// The best of `candidates` by `compare` (negative when its first argument is
  /// the lesser cost), with its cost: a later candidate replaces the best only
  /// when its cost is strictly less, so list the exact candidates first. Nil
  /// when the first candidate's cost is; later candidates whose cost is nil are
  /// skipped.
  static func best<Cost>(
    of candidates: [Double], cost: (Double) -> Cost?, compare: (Cost, Cost) -> Int
  ) -> (point: Double, cost: Cost)? {
    guard let first = candidates.first, let firstCost = cost(first) else { return nil }
    var result = (point: first, cost: firstCost)
    for candidate in candidates.dropFirst() {
      guard let value = cost(candidate) else { continue }
      if compare(value, result.cost) < 0 { result = (candidate, value) }
    }
    return result
  }
}
