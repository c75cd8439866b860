/// equalCentering cases where views give way: an unpinned stack with views that
/// resist compression at the fitting level (50) or below.

extension DirectSolverWorkspace {
  /// Unpinned equalCentering where a view resists compression at 50 or less.
  ///
  /// The constraints, with `g` the common distance between consecutive centres
  /// and `L` the views' lengths: `g >= (L[k] + L[k+1]) / 2 + spacing[k]` for each
  /// pair (required), and the stack's length
  /// `S = margins + (L[first] + L[last]) / 2 + (n - 1) × g`, which
  /// `stack.length == 0 @50` wants small. Every priority above 50 can hold at
  /// once (the centres can always be spaced evenly by widening `g`), so views
  /// resisting above 50 keep their intrinsic lengths and `g` is common to all
  /// pairs. At 50 the stack's length trades with the views resisting at exactly 50:
  ///
  /// - a view resisting below 50 costs nothing at that level: it is 0 there;
  /// - a view resisting at exactly 50 (with no such neighbour: neighbours are
  ///   settled by ``settleNeighboursAtFitting(fittingPairs:)``) may keep
  ///   `min(I, 2(g - spacing) - neighbour)` on each side; while `g` is below its
  ///   threshold (the `g` at which it keeps all of `I`), lowering `g` by 1
  ///   compresses it by 2 (a middle view) or, for an end view, by 2 while the
  ///   stack shrinks by 1 more through its half length: a cost of 2 or 1.
  ///   Lowering `g` saves `n - 1`. The total is convex in `g`: `g` is the largest
  ///   threshold below which the summed costs exceed `n - 1` (a tie goes to the
  ///   smaller stack: its constraint has the highest rank), or the least `g` the
  ///   fixed views allow.
  ///
  /// With `g` and the ends settled, the views resisting below 50 take back what
  /// room they can, the most resistant first (ties: the later view first), each as
  /// long as its neighbours allow; then views without an intrinsic length grow in
  /// arrangement order.
  ///
  /// - Returns: the stack's length, or nil (handed to the constraint solver) when
  ///   a length is negative, the stack would need a negative length, or the
  ///   search for neighbours at 50 does not settle.
  /// - Complexity: O(n log n); with neighbours at 50, that search's.
  mutating func solveCenteringGiving(start: Double, margins: Double) -> Double? {
    let count = items.count
    let fitting = Priority.fittingSizeLevel
    // At 50: the least lengths (0 for views that give way at 50 or below).
    var atFitting = 0
    var neighbours = false
    for k in 0..<count {
      let intrinsic = items[k].intrinsic
      if intrinsic < 0 { return fail(#line) }
      if intrinsic.isNaN || items[k].resistance <= fitting {
        items[k].length = 0
        if intrinsic > 0 && items[k].resistance == fitting {
          if k > 0 && items[k - 1].resistance == fitting && items[k - 1].intrinsic > 0 {
            neighbours = true
          }
          atFitting += 1
        }
      } else {
        items[k].length = intrinsic
      }
    }
    var step = -Double.infinity
    for k in 0..<(count - 1) { step = max(step, need(k)) }
    // Thresholds of the views resisting at exactly 50, above the least step.
    ordered.removeAll(keepingCapacity: true)
    if neighbours {
      guard let common = settleNeighboursAtFitting(fittingPairs: false) else { return nil }
      step = common
    } else if atFitting > 0 {
      for k in 0..<count
      where items[k].resistance == fitting && items[k].intrinsic > 0 {
        let intrinsic = items[k].intrinsic
        var threshold = -Double.infinity
        if k > 0 {
          threshold = max(
            threshold, (intrinsic + items[k - 1].length) / 2 + items[k - 1].spacingAfter)
        }
        if k < count - 1 {
          threshold = max(threshold, (intrinsic + items[k + 1].length) / 2 + items[k].spacingAfter)
        }
        if threshold > step { ordered.append(OrderedEntry(value: threshold, position: k)) }
      }
      sortOrdered()
      let saving = Double(count - 1)
      var cost = 0.0
      for entry in ordered {
        let k = entry.position
        cost += k == 0 || k == count - 1 ? 1 : 2
        if cost > saving {
          step = entry.value
          break
        }
      }
      // Each keeps what the step leaves it beside its neighbours' least lengths.
      for k in 0..<count where items[k].resistance == fitting && items[k].intrinsic > 0 {
        items[k].length = keep(k, step: step)
      }
    }
    let available = (items[0].length + items[count - 1].length) / 2 + Double(count - 1) * step
    guard available + margins >= 0, available >= 0 else { return fail(#line) }

    // Below 50: views in the middle take back room, the most resistant first.
    ordered.removeAll(keepingCapacity: true)
    for k in 1..<(count - 1)
    where items[k].intrinsic > 0 && items[k].resistance < fitting {
      ordered.append(OrderedEntry(value: items[k].resistance, position: k))
    }
    sortOrdered()
    for entry in ordered {
      items[entry.position].length = keep(entry.position, step: step)
    }
    placeCentres(start: start, available: available, step: step)
    maximizeFreeViews(start: start, available: available)
    return snapped(available + margins)
  }

  /// Unpinned equalCentering with pairs whose centring equality is at the fitting
  /// level (the view before the pair at arrangement index 100 or later:
  /// `max(150 - index, 50)`), every view keeping its length (resisting above 50),
  /// trading with the stack's length (resisting at exactly 50; neighbours at 50
  /// are settled by ``settleNeighboursAtFitting(fittingPairs:)``) or giving way below the fitting level (resisting below 50: 0
  /// until 50 is settled).
  ///
  /// With `d[k]` the distance between the centres of pair `k` and `need[k]` its
  /// least value (`d[k] >= need[k]`, required), the priorities above 50 make
  /// `d[k] == d[0]` for the pairs `H` before index 100 (they can all hold: the
  /// common distance may widen), so `d[0] >= G`, the widest need of pair 0 and `H`.
  /// At 50, the stack's length `S = ends + (1 + |H|) d[0] + Σ d[k]` (the fitting
  /// pairs `F`) ties with `Σ |d[k] - d[0]|` over `F`. A fitting pair costs `d[0]`
  /// whatever its distance in `[need[k], d[0]]` when its need is at most `d[0]`,
  /// and `2 need[k] - d[0]` (at `d[k] = need[k]`) when it is wider. So the total
  /// falls with `d[0]` while more than `1 + |H|` plus the narrower fitting pairs
  /// are wider: `d[0]` is the least value at or above `G` where that stops. A
  /// view resisting at 50 (at 0 while `G` is found) keeps what `d[0]` leaves it
  /// beside its neighbours, which saves 2 per unit of `d[0]` (1 for an end view,
  /// whose half length is in `S`) between the widest need of its pairs without it
  /// and its threshold, where it keeps all of its length: the slope counts that
  /// too. The stack's length has the highest rank at 50: of equal totals it takes the
  /// smallest, so `d[0]` is that least value and every fitting pair is at its
  /// need. Nothing at 49 or below moves anything but views without an intrinsic
  /// length, which then grow in arrangement order as far as their pairs' fixed
  /// distances allow; an end view only when every fitting pair is at `d[0]`
  /// (otherwise growing it would need `d[0]` to shrink, which a fitting pair's
  /// settled error forbids). Before them, views resisting below 50 take back
  /// room in the middle the same way, the most resistant first (ties: the later
  /// view first).
  ///
  /// - Returns: the stack's length, or nil (handed to the constraint solver) when
  ///   the stack would need a negative length or the search for neighbours at 50
  ///   does not settle.
  /// - Complexity: O(n log n) (the breakpoints above `G` are sorted).
  mutating func solveCenteringFittingPairs(start: Double, margins: Double) -> Double? {
    let count = items.count
    let fitting = Priority.fittingSizeLevel
    /// Whether view `k` resists at exactly 50 (at 0 so far): it trades with `d[0]`.
    func tradesAtFitting(_ k: Int) -> Bool {
      items[k].resistance == fitting && items[k].intrinsic > 0
    }
    var widest = need(0)
    var higher = 1.0  // pair 0 and the pairs of H
    for k in 1..<(count - 1) where items[k].index < 100 {
      widest = max(widest, need(k))
      higher += 1
    }
    // The fitting pairs wider than G (position count + k), how many are not, and
    // the views resisting at exactly 50 whose threshold (the d[0] at which they
    // keep all of their length) is above G (position k).
    ordered.removeAll(keepingCapacity: true)
    var narrower = 0.0
    var wider = 0.0
    for k in 1..<(count - 1) where items[k].index >= 100 {
      let value = need(k)
      if value > widest {
        ordered.append(OrderedEntry(value: value, position: count + k))
        wider += 1
      } else {
        narrower += 1
      }
    }
    // Each view resisting at 50 keeps min(I, 2 (d[0] - spacing) - neighbour) on
    // each side (never two such views neighbours): nothing below `z`, the widest
    // of its pairs' needs without it, all of I from its threshold `t` on. Between
    // them, lowering d[0] by 1 compresses it by 2 (a middle view) or, for an end
    // view, by 2 while the stack shrinks by 1 more: a cost of 2 or 1 at 50; a
    // fitting pair beside it is then at d[0] (it would cost as much as it saves
    // to widen it further, and the stack's length, the highest rank at 50, prefers
    // not to). Entries: `t` at position k, `z` at position 2 count + k.
    var giving = 0.0
    for k in 1..<count where tradesAtFitting(k) && tradesAtFitting(k - 1) {
      // Neighbours at 50: the tier is searched (``settleNeighboursAtFitting``).
      guard let common = settleNeighboursAtFitting(fittingPairs: true) else { return nil }
      return finishCenteringFittingPairs(common: common, start: start, margins: margins)
    }
    for k in 0..<count where tradesAtFitting(k) {
      let intrinsic = items[k].intrinsic
      var threshold = -Double.infinity
      var zero = -Double.infinity
      if k > 0 {
        threshold = max(
          threshold, (intrinsic + items[k - 1].length) / 2 + items[k - 1].spacingAfter)
        zero = max(zero, need(k - 1))
      }
      if k < count - 1 {
        threshold = max(threshold, (intrinsic + items[k + 1].length) / 2 + items[k].spacingAfter)
        zero = max(zero, need(k))
      }
      guard threshold > widest else { continue }
      let cost: Double = k == 0 || k == count - 1 ? 1 : 2
      ordered.append(OrderedEntry(value: threshold, position: k))
      if zero > widest {
        ordered.append(OrderedEntry(value: zero, position: 2 * count + k))
      } else {
        giving += cost
      }
    }
    sortOrdered()  // largest first: walked from the end
    var common = widest
    var next = ordered.count - 1
    // The right-hand slope of the total at 50 in d[0]: the stack's length gains
    // 1 + |H|, each fitting pair 1 when its need is at most d[0] and -1 when wider,
    // each view between `z` and its threshold -2 or -1. d[0] is the least point
    // where it is not negative.
    while higher + narrower - wider - giving < 0 {
      let value = ordered[next].value
      common = value
      while next >= 0 && ordered[next].value == value {
        let position = ordered[next].position
        if position >= 2 * count {
          let k = position - 2 * count
          giving += k == 0 || k == count - 1 ? 1 : 2
        } else if position >= count {
          narrower += 1
          wider -= 1
        } else {
          giving -= position == 0 || position == count - 1 ? 1 : 2
        }
        next -= 1
      }
    }
    for k in 0..<count where tradesAtFitting(k) { items[k].length = keep(k, step: common) }
    return finishCenteringFittingPairs(common: common, start: start, margins: margins)
  }

  /// The end of ``solveCenteringFittingPairs(start:margins:)`` once the common
  /// distance `common` and the lengths at 50 are settled: the pairs' distances,
  /// then what the views below 50 and those without an intrinsic length take.
  mutating func finishCenteringFittingPairs(common: Double, start: Double, margins: Double)
    -> Double?
  {
    let count = items.count
    var available = (items[0].length + items[count - 1].length) / 2
    var allAtCommon = true
    for k in 0..<(count - 1) {
      if k == 0 || items[k].index < 100 {
        available += common
      } else {
        let value = need(k)
        available += value
        if value != common { allAtCommon = false }
      }
    }
    guard available + margins >= 0, available >= 0 else { return fail(#line) }
    // Each pair's distance is settled: kept in the position field for now.
    for k in 0..<(count - 1) {
      items[k].position = k == 0 || items[k].index < 100 ? common : need(k)
    }
    /// The longest length view `j` in the middle may take, up to `limit`, within
    /// its pairs' settled distances.
    func room(_ j: Int, _ limit: Double) -> Double {
      max(
        0,
        min(
          limit,
          2 * (items[j - 1].position - items[j - 1].spacingAfter) - items[j - 1].length,
          2 * (items[j].position - items[j].spacingAfter) - items[j + 1].length))
    }
    // Views resisting below 50 (at 0 so far) take back room in the middle, the
    // most resistant first (ties: the later view first).
    ordered.removeAll(keepingCapacity: true)
    for k in 1..<(count - 1)
    where items[k].intrinsic > 0 && items[k].resistance < Priority.fittingSizeLevel {
      ordered.append(OrderedEntry(value: items[k].resistance, position: k))
    }
    sortOrdered()
    for entry in ordered {
      items[entry.position].length = room(entry.position, items[entry.position].intrinsic)
    }
    if allAtCommon {
      placeCentres(start: start, available: available, step: common)
      maximizeFreeViews(start: start, available: available)
      return snapped(available + margins)
    }
    for j in 1..<(count - 1) where items[j].intrinsic.isNaN {
      items[j].length = room(j, .infinity)
    }
    var centre = start + items[0].length / 2
    for k in 0..<count {
      let distance = items[k].position
      items[k].position = centre - items[k].length / 2
      if k < count - 1 { centre += distance }
    }
    return snapped(available + margins)
  }
}
