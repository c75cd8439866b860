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

  /// `value` on the grid of 1/64 when it is within 1e-9 of it (relative): the
  /// kinks of stacks whose lengths are whole or halves are on it, and the
  /// search and the crossings find them only to about that.
  static func snappedToGrid(_ value: Double) -> Double {
    let grid = snapped(value * 64) / 64
    return abs(value - grid) <= 1e-9 * max(1, abs(value)) ? grid : value
  }

  /// Where a cost of one length `x >= 0` whose least may lie anywhere is least:
  /// a golden-section search on `0...4 scale` (on a range 16 times as long while
  /// the least is at its upper end, up to 8 times), then the best of 0 (when
  /// the search's value is close to it), the search's own value and the
  /// crossings of the lines at the kink beside it
  /// (``crossings(around:scale:minimum:cost:firstChange:)``), each snapped to
  /// the grid of 1/64 (``snappedToGrid(_:)``), checked:
  /// no point `1e-7 scale` off on either side may be better (by convexity, that
  /// makes it the least, up to that distance). `settled` puts a cost's
  /// coordinates in the order they are settled, for the crossings.
  ///
  /// The last call of `cost` is at the answer, so that a caller whose `cost`
  /// solves something is left with the answer's solution.
  /// - Returns: the answer, or nil when a cost is nil on the way, the least is
  ///   never inside the range or the check fails.
  static func least(
    scale: Double, cost: (Double) -> [Double]?, settled: ([Double]) -> [Double],
    compare: ([Double], [Double]) -> Int, firstChange: ([[Double]]) -> Int?
  ) -> Double? {
    var upper = 4 * scale
    for _ in 0..<8 {
      guard
        let found = bracket(
          0, upper, until: { low, high in high - low <= 1e-13 * max(1, high) }, cost: cost,
          compare: compare)
      else { return nil }
      if found < upper * 0.999 {
        // At the lower end, the least has no line on its left: 0 itself, first.
        var candidates = found <= 1e-6 * scale ? [0.0] : []
        candidates.append(max(0, snappedToGrid(found)))
        for (crossing, reach) in crossings(
          around: found, scale: scale, minimum: 0, cost: { cost($0).map(settled) },
          firstChange: firstChange)
        where abs(crossing - found) <= 2 * reach {
          candidates.append(max(0, snappedToGrid(crossing)))
        }
        guard let (point, least) = best(of: candidates, cost: cost, compare: compare) else {
          return nil
        }
        let step = 1e-7 * scale
        for neighbour in [point - step, point + step] where neighbour >= 0 {
          guard let near = cost(neighbour), compare(near, least) >= 0 else { return nil }
        }
        guard cost(point) != nil else { return nil }
        return point
      }
      upper *= 16
    }
    return nil
  }
}
