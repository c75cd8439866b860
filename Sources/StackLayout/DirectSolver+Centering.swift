/// equalCentering: lengths as with fill, then evenly spaced centres (views giving
/// way: DirectSolver+CenteringGiving.swift; uneven centres:
/// DirectSolver+CenteringUneven.swift).

extension DirectSolverWorkspace {
  /// equalCentering: lengths as with fill (the gaps may grow for free), then the
  /// centres as evenly spaced as the equal-centring priorities (150 - index) allow.
  mutating func solveEqualCentering(
    _ stack: StackView, pinned: Double?, margins: Double, spacingTotal: Double
  ) -> Double? {
    let count = items.count
    let insets =
      stack.isLayoutMarginsRelativeArrangement
      ? stack.layoutMargins.insets(along: stack.axis) : (0, 0)
    let start = insets.0
    if count == 1 {
      guard let solved = allocateLengths(pinned: pinned, margins: margins, fixed: 0) else {
        return fail(#line)
      }
      items[0].position = start
      return solved
    }
    if pinned == nil {
      // Pairs after arrangement index 99 centre at the fitting level, where they
      // trade with the stack's length.
      var fittingPairs = false
      for k in 1..<(count - 1) where items[k].index >= 100 {
        fittingPairs = true
        break
      }
      // Every centring equality above the fitting level outranks the stack's wish
      // to be small: views keep their lengths unless they resist less than that wish.
      for k in 0..<count {
        if items[k].intrinsic.isNaN {
          items[k].length = 0
        } else {
          if items[k].resistance <= Priority.fittingSizeLevel {
            guard fittingPairs else { return solveCenteringGiving(start: start, margins: margins) }
            // Views resisting at 50 or less: 0 until the fitting level is settled.
            items[k].length = 0
            continue
          }
          items[k].length = max(items[k].intrinsic, 0)
        }
      }
      if fittingPairs { return solveCenteringFittingPairs(start: start, margins: margins) }
      var step = -Double.infinity
      for k in 0..<(count - 1) {
        step = max(step, (items[k].length + items[k + 1].length) / 2 + items[k].spacingAfter)
      }
      let available = (items[0].length + items[count - 1].length) / 2 + Double(count - 1) * step
      guard available + margins >= 0, available >= 0 else { return fail(#line) }
      placeCentres(start: start, available: available, step: step)
      maximizeFreeViews(start: start, available: available)
      return snapped(available + margins)
    }

    guard
      allocateLengths(
        pinned: pinned, margins: margins, fixed: 0, gap: spacingTotal, freeViewsGrow: false)
        != nil
    else { return fail(#line) }
    let available = pinned! - margins
    var lengthTotal = 0.0
    for k in 0..<count { lengthTotal += items[k].length }
    let slack = available - spacingTotal - lengthTotal
    if slack < -1e-9 * max(1, abs(available)) {
      // Overflow: every gap is its spacing; the trailing edge breaks.
      var edge = start
      for k in 0..<count {
        items[k].position = edge
        if k < count - 1 { edge += items[k].length + items[k].spacingAfter }
      }
      return pinned
    }
    let centres = available - (items[0].length + items[count - 1].length) / 2
    var widest = -Double.infinity
    for k in 0..<(count - 1) {
      widest = max(widest, (items[k].length + items[k + 1].length) / 2 + items[k].spacingAfter)
    }
    let step = centres / Double(count - 1)
    if count == 2 || widest <= step + 1e-9 * max(1, abs(step)) {
      placeCentres(start: start, available: available, step: step)
      maximizeFreeViews(start: start, available: available)
      return pinned
    }
    // The centres cannot all be evenly spaced. The equalities give way from the
    // last pair; views must hold their lengths against them.
    for k in 0..<count where items[k].intrinsic.isNaN || items[k].resistance <= 150 {
      return solveCenteringUneven(start: start, available: available, pinned: pinned!)
    }
    // Pair j's equality is settled before pair j + 1's. The needs are the least
    // centre-to-centre distances; suffix sums give the least room the rest needs.
    // Once a pair breaks, every later pair is at its need (no room is left), so
    // the later pairs' priorities matter only if no pair before index 100 breaks:
    // from there the equalities tie at 50 (``solveCenteringTiedTail``).
    var suffix = 0.0
    for k in stride(from: count - 2, through: 1, by: -1) {
      suffix += need(k)
    }
    var widestSoFar = need(0)
    var rest = suffix
    var gaps = (each: 0.0, broken: 0, brokenGap: 0.0)
    var found = false
    for j in 1...(count - 2) {
      if items[j].index >= 100 {
        // The pairs from here on tie at 50.
        guard solveCenteringTiedTail(first: j, widest: widestSoFar, centres: centres, start: start)
        else { return fail(#line) }
        return pinned
      }
      rest -= need(j)
      let candidate = max(widestSoFar, need(j))
      if Double(j + 1) * candidate + rest <= centres + 1e-9 * max(1, abs(centres)) {
        widestSoFar = candidate
        continue
      }
      if need(j) > widestSoFar {
        gaps = (each: (centres - rest - need(j)) / Double(j), broken: j, brokenGap: need(j))
      } else {
        gaps = (
          each: widestSoFar, broken: j, brokenGap: centres - rest - Double(j) * widestSoFar
        )
      }
      found = true
      break
    }
    guard found else { return fail(#line) }
    var centre = start + items[0].length / 2
    for k in 0..<count {
      items[k].position = centre - items[k].length / 2
      if k < count - 1 {
        centre += k < gaps.broken ? gaps.each : (k == gaps.broken ? gaps.brokenGap : need(k))
      }
    }
    return pinned
  }

  /// The least distance between the centres of visible views `k` and `k + 1`.
  func need(_ k: Int) -> Double {
    (items[k].length + items[k + 1].length) / 2 + items[k].spacingAfter
  }

  mutating func placeCentres(start: Double, available: Double, step: Double) {
    var centre = start + items[0].length / 2
    for k in 0..<items.count {
      items[k].position = centre - items[k].length / 2
      centre += step
    }
  }

  /// Once every priority has had its say, views without an intrinsic length grow
  /// in arrangement order as far as evenly spaced centres allow.
  mutating func maximizeFreeViews(start: Double, available: Double) {
    let count = items.count
    var grew = false
    for j in 0..<count where items[j].intrinsic.isNaN {
      var bound = Double.infinity
      if count == 2 {
        bound = available - items[0].spacingAfter - items[1 - j].length
      } else if j > 0 && j < count - 1 {
        let step = (available - (items[0].length + items[count - 1].length) / 2) / Double(count - 1)
        bound = min(
          2 * (step - items[j - 1].spacingAfter) - items[j - 1].length,
          2 * (step - items[j].spacingAfter) - items[j + 1].length)
      } else {
        // An end view: growing it narrows every centre distance.
        let other = j == 0 ? count - 1 : 0
        let base = available - items[other].length / 2
        let pair = j == 0 ? 0 : count - 2
        let neighbour = j == 0 ? 1 : count - 2
        let n = Double(count - 1)
        bound =
          (base / n - items[neighbour].length / 2 - items[pair].spacingAfter)
          / (Double(count) / (2 * n))
        for k in 0..<(count - 1) where k != pair {
          bound = min(bound, 2 * (base - n * need(k)))
        }
      }
      items[j].length = max(0, bound)
      grew = true
    }
    if grew {
      let step = (available - (items[0].length + items[count - 1].length) / 2) / Double(count - 1)
      placeCentres(start: start, available: available, step: step)
    }
  }

  /// The most visible view `k` may keep of its intrinsic length with centres
  /// `step` apart, beside its neighbours' current lengths.
  func keep(_ k: Int, step: Double) -> Double {
    var length = items[k].intrinsic
    if k > 0 {
      length = min(length, 2 * (step - items[k - 1].spacingAfter) - items[k - 1].length)
    }
    if k < items.count - 1 {
      length = min(length, 2 * (step - items[k].spacingAfter) - items[k + 1].length)
    }
    return max(0, length)
  }
}
