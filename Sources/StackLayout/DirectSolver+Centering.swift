/// equalCentering cases where views give way: an unpinned stack with views that
/// resist compression at the fitting level (50) or below.

/// A sort entry of the direct solver's extensions: a value and a visible position,
/// ordered by descending value, then descending position.
struct OrderedEntry {
  var value: Double
  var position: Int

  /// Whether `self` comes before `other`: the larger value first, and of equal
  /// values the later position first.
  @inline(__always)
  func precedes(_ other: OrderedEntry) -> Bool {
    value != other.value ? value > other.value : position > other.position
  }
}

extension DirectSolverWorkspace {
  /// Sorts ``ordered`` (larger values first, ties by the later position first)
  /// in place, without allocating: a heapsort.
  /// - Complexity: O(k log k) for k entries.
  mutating func sortOrdered() {
    ordered.withUnsafeMutableBufferPointer { entries in
      let count = entries.count
      guard count > 1 else { return }
      // A heap with the entry that comes LAST on top; then swap it to the end.
      func siftDown(_ start: Int, _ end: Int) {
        var parent = start
        while true {
          let left = 2 * parent + 1
          if left >= end { return }
          var child = left
          if left + 1 < end && entries[left].precedes(entries[left + 1]) { child = left + 1 }
          if !entries[parent].precedes(entries[child]) { return }
          entries.swapAt(parent, child)
          parent = child
        }
      }
      var index = count / 2
      while index > 0 {
        index -= 1
        siftDown(index, count)
      }
      var end = count
      while end > 1 {
        end -= 1
        entries.swapAt(0, end)
        siftDown(0, end)
      }
    }
  }

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
  /// - a view resisting at exactly 50 (never two of them neighbours) may keep
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
  ///   two views resisting at exactly 50 are neighbours, a length is negative, or
  ///   the stack would need a negative length.
  /// - Complexity: O(n log n).
  mutating func solveCenteringGiving(start: Double, margins: Double) -> Double? {
    let count = items.count
    let fitting = Priority.fittingSizeLevel
    // At 50: the least lengths (0 for views that give way at 50 or below).
    var atFitting = 0
    for k in 0..<count {
      let intrinsic = items[k].intrinsic
      if intrinsic < 0 { return fail(#line) }
      if intrinsic.isNaN || items[k].resistance <= fitting {
        items[k].length = 0
        if intrinsic > 0 && items[k].resistance == fitting {
          if k > 0 && items[k - 1].resistance == fitting && items[k - 1].intrinsic > 0 {
            return fail(#line)
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
    if atFitting > 0 {
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

  /// The most visible view `k` may keep of its intrinsic length with centres
  /// `step` apart, beside its neighbours' current lengths.
  private func keep(_ k: Int, step: Double) -> Double {
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
