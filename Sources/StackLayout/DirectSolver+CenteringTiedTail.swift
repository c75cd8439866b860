/// equalCentering, pinned, views keeping their lengths, when the centring
/// equalities that must give way include the pairs from arrangement index 100
/// on, tied at priority 50.

extension DirectSolverWorkspace {
  /// Pinned equalCentering whose views keep the lengths the fill allocation gave
  /// them (each resists compression above every centring priority), whose pairs
  /// before `first` all hold, and whose pairs from `first` on (arrangement index
  /// 100 and later) share priority 50 (`max(150 - index, 50)`) and cannot all hold.
  ///
  /// The common centre distance `G` (pair 0's) is then the one unknown left:
  /// pairs before `first` are `G` apart, and the tied pairs take what the
  /// arrangement leaves. For a given `G`, each tied pair's offset `d = gap - G`
  /// is at least `need - G`, and the offsets add up to what the sum leaves,
  /// `S = centres - (pairs) × G`. The constraint solver first makes the tied
  /// pairs' total error `Σ |d|` least, then each pair's own error from the
  /// highest index down, so what is over goes to the earliest tied pair, and
  /// what is short is taken from the earliest pairs with room below `G`. The
  /// errors, as a vector read in that order, are a convex function of `G`
  /// (the value of the linear program as a function of one of its unknowns), so
  /// a golden-section search between the widest need of the holding pairs and
  /// the largest `G` the tied pairs' needs allow brackets the least. The least
  /// is at a kink; the answer is the best of exact candidates near the bracket:
  /// the needs, where the sum leaves the tied pairs just their forced offsets,
  /// and where the lines of the first changing error cross on either side.
  ///
  /// `centres` is the distance from the first view's centre to the last's;
  /// `hanging` reads the needs of baseline-relative arrangement
  /// (``hangingNeed(_:)``). Returns false (hand over) when no `G` is feasible.
  /// - Complexity: O(m) per evaluation for m tied pairs, about 150 evaluations
  ///   (of the needs, at most the 16 distinct ones nearest the search's value
  ///   are weighed), and a sort of the needs near it, O(m log m).
  mutating func solveCenteringTiedTail(
    first: Int, widest: Double, centres: Double, start: Double, hanging: Bool = false
  ) -> Bool {
    /// A pair's least centre distance (``hangingNeed(_:)`` for baseline-relative
    /// arrangement, whose views may hang the next one from a last baseline).
    func need(_ k: Int) -> Double { hanging ? hangingNeed(k) : self.need(k) }
    let count = items.count
    let last = count - 2  // the last pair
    let holding = Double(first)  // pairs 0..<first, all `G` apart
    var needs: Double = 0
    for k in first...last { needs += need(k) }
    let tied = Double(last - first + 1)
    let upper = (centres - needs) / holding
    let scale = max(1, abs(centres))
    guard upper >= widest - 1e-9 * scale else { return false }
    usedTiedTail = true
    let lower = widest
    let high = max(lower, upper)

    /// The tied pairs' offsets at common distance `common`, in `items[k].position`.
    func offsets(_ common: Double) {
      var total = centres - (holding + tied) * common
      for k in first...last {
        let forced = max(0, need(k) - common)
        items[k].position = forced
        total -= forced
      }
      if total >= 0 {
        items[first].position += total
        return
      }
      var short = -total
      for k in first...last where short > 0 && need(k) < common {
        let room = min(short, common - need(k))
        items[k].position -= room
        short -= room
      }
    }
    /// The tied pairs' errors at common distance `common`, in the order they are
    /// settled: their total, then each pair's from the highest index down.
    var vector: [Double] = []
    vector.reserveCapacity(last - first + 2)
    func cost(_ common: Double) -> [Double] {
      offsets(common)
      vector.removeAll(keepingCapacity: true)
      var total = 0.0
      for k in first...last { total += abs(items[k].position) }
      vector.append(total)
      for k in stride(from: last, through: first, by: -1) { vector.append(abs(items[k].position)) }
      return vector
    }
    // Differences within rounding count as none (the total adds up every pair's).
    let noise = 1e-14 * scale
    func allowance(_ index: Int) -> Double { index == 0 ? noise * (tied + 1) : noise }
    /// The sign of `lhs - rhs`, the first coordinate that differs deciding.
    func compare(_ lhs: [Double], _ rhs: [Double]) -> Int {
      for index in lhs.indices where abs(lhs[index] - rhs[index]) > allowance(index) {
        return lhs[index] > rhs[index] ? 1 : -1
      }
      return 0
    }

    guard
      let found = KinkSearch.bracket(
        lower, high, until: { low, top in top - low <= 1e-14 * scale }, cost: cost,
        compare: compare)
    else { return false }
    // The least is at a kink, which the search only brackets. Exact candidates:
    // the ends of the range, the needs, where the sum leaves the tied pairs just
    // their forced offsets (`S(G) = Σ max(0, need - G)`, with the pairs wider
    // than the search's value), and where the lines of the first coordinate that
    // changes cross on either side (at three widths: kinks can lie close).
    var candidates = [snapped(found), lower, high]
    let reach = 1e-6 * scale
    var wider = 0.0
    var widerNeeds = 0.0
    var nearNeeds: [Double] = []
    for k in first...last {
      let value = need(k)
      if value >= lower && value <= high && abs(value - found) <= reach { nearNeeds.append(value) }
      if value > found {
        wider += 1
        widerNeeds += value
      }
    }
    // The needs nearest the search's value, each once: thousands of pairs may
    // share one, and each candidate costs O(m) to weigh.
    nearNeeds.sort { abs($0 - found) < abs($1 - found) }
    var distinct = 0
    for value in nearNeeds where distinct < 16 && !candidates.suffix(distinct).contains(value) {
      candidates.append(value)
      distinct += 1
    }
    if holding + tied - wider != 0 {
      candidates.append((centres - widerNeeds) / (holding + tied - wider))
    }
    for (crossing, _) in KinkSearch.crossings(
      around: found, scale: scale, minimum: -.infinity, cost: { Array(cost($0)) },
      firstChange: { sides in
        sides[0].indices.first { index in
          sides.dropFirst().contains { abs($0[index] - sides[0][index]) > allowance(index) }
        }
      })
    {
      candidates.append(snapped(crossing))
    }
    var best = snapped(found)
    var bestCost = Array(cost(best))
    for candidate in candidates
    where candidate >= lower && candidate <= high && abs(candidate - found) <= reach {
      let value = Array(cost(candidate))
      let order = compare(value, bestCost)
      let closer = abs(candidate - found) < abs(best - found)
      if order < 0 || (order == 0 && closer) {
        best = candidate
        bestCost = value
      }
    }
    offsets(best)
    var centre = start + items[0].length / 2
    for k in 0..<count {
      let gap = k < first ? best : (k <= last ? best + items[k].position : 0)
      items[k].position = centre - items[k].length / 2
      centre += gap
    }
    return true
  }
}
