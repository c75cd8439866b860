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
  /// the largest `G` the tied pairs' needs allow finds the least; the needs,
  /// which are where it can have kinks, are tried as exact answers.
  ///
  /// `centres` is the distance from the first view's centre to the last's.
  /// Returns false (hand over) when no `G` is feasible.
  /// - Complexity: O(m) per evaluation for m tied pairs, about 150 evaluations.
  mutating func solveCenteringTiedTail(
    first: Int, widest: Double, centres: Double, start: Double
  ) -> Bool {
    let count = items.count
    let last = count - 2  // the last pair
    let holding = Double(first)  // pairs 0..<first, all `G` apart
    var needs: Double = 0
    for k in first...last { needs += need(k) }
    let tied = Double(last - first + 1)
    let upper = (centres - needs) / holding
    let scale = max(1, abs(centres))
    let tolerance = 1e-9 * scale
    guard upper >= widest - tolerance else { return false }
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
    /// The sign of cost(a) - cost(b): the tied pairs' total error, then each
    /// pair's from the highest index down.
    var errorsA: [Double] = []
    errorsA.reserveCapacity(last - first + 1)
    func compare(_ a: Double, _ b: Double) -> Int {
      offsets(a)
      errorsA.removeAll(keepingCapacity: true)
      var totalA = 0.0
      for k in first...last {
        errorsA.append(abs(items[k].position))
        totalA += abs(items[k].position)
      }
      offsets(b)
      var totalB = 0.0
      for k in first...last { totalB += abs(items[k].position) }
      if abs(totalA - totalB) > tolerance { return totalA > totalB ? 1 : -1 }
      for k in stride(from: last, through: first, by: -1) {
        let a = errorsA[k - first]
        let b = abs(items[k].position)
        if abs(a - b) > tolerance { return a > b ? 1 : -1 }
      }
      return 0
    }

    let ratio = (5.0.squareRoot() - 1) / 2
    var low = lower
    var top = high
    var inner = top - ratio * (top - low)
    var outer = low + ratio * (top - low)
    var steps = 0
    while top - low > 1e-14 * scale && steps < 200 {
      steps += 1
      if compare(inner, outer) <= 0 {
        top = outer
        outer = inner
        inner = top - ratio * (top - low)
      } else {
        low = inner
        inner = outer
        outer = low + ratio * (top - low)
      }
    }
    // The least is at a kink: a need, an end of the range, or where the
    // offsets change sign; the exact ones are preferred to the search's value.
    var best = snapped((low + top) / 2)
    var candidates = [lower, high]
    for k in first...last where need(k) >= lower && need(k) <= high { candidates.append(need(k)) }
    for candidate in candidates
    where abs(candidate - best) <= 1e-6 * scale && compare(candidate, best) <= 0 {
      best = candidate
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
