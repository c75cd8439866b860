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
    ordered.withUnsafeMutableBufferPointer { $0.heapSort { $0.precedes($1) } }
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

  /// Unpinned equalCentering with pairs whose centring equality is at the fitting
  /// level (the view before the pair at arrangement index 100 or later:
  /// `max(150 - index, 50)`), every view keeping its length (resisting above 50),
  /// trading with the stack's length (resisting at exactly 50, no two of them
  /// neighbours) or giving way below the fitting level (resisting below 50: 0
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
  ///   two views resisting at 50 are neighbours or the stack would need a
  ///   negative length.
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
    for k in 0..<count where tradesAtFitting(k) {
      if k > 0 && tradesAtFitting(k - 1) { return fail(#line) }
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

  /// Pinned equalCentering whose centres cannot all be evenly spaced, when some
  /// view resists compression at less than 150 or has no intrinsic length.
  ///
  /// Views resisting at 150 or more keep the lengths the fill allocation gives
  /// them (every centring priority, `150 - index`, is below theirs). The rest is a
  /// sequence of decisions by priority, the highest first: pair `k`'s equality
  /// (`gap[k] == gap[0]` at `150 - index`, in pair order) and each remaining
  /// view's compression resistance. When a decision is made, views not yet decided
  /// are at 0 (they give way for free), so what is possible is one condition: with
  /// `K` pairs decided at offsets `d[j] = gap[j] - gap[0]`,
  ///
  ///     ends / 2 + K × max(need[j] - d[j], j < K) + Σ d[j] + Σ need[j], j >= K  <=  A
  ///
  /// (`need` the least centre distance of a pair, `A` the arrangement's length):
  /// the common gap must clear every decided pair's need, undecided gaps may grow.
  /// A pair holds (`d = 0`) if that allows; otherwise it takes the smallest offset
  /// that does, wider than the others when its own need is the widest, narrower
  /// when it is not. A view takes the longest length up to its intrinsic one that
  /// keeps the condition (it is piecewise linear in that length). At the end the
  /// common gap is what the sum leaves, and views without an intrinsic length grow
  /// in arrangement order as far as the gaps allow.
  ///
  /// - Returns: the stack's length, or nil (handed to the constraint solver) when
  ///   two decisions share a priority, or a length is negative.
  /// - Complexity: O(n log n).
  mutating func solveCenteringUneven(start: Double, available: Double, pinned: Double)
    -> Double?
  {
    let count = items.count
    guard count >= 3 else { return fail(#line) }
    for k in 1..<(count - 1) where items[k].index >= 100 { return fail(#line) }
    ordered.removeAll(keepingCapacity: true)
    for k in 0..<count {
      let intrinsic = items[k].intrinsic
      if intrinsic < 0 { return fail(#line) }
      items[k].position = 0  // pair k's offset while deciding
      if !(intrinsic > 0) {
        items[k].length = 0
      } else if items[k].resistance < 150 {
        items[k].length = 0
        ordered.append(OrderedEntry(value: items[k].resistance, position: k))
      }
    }
    for k in 1..<(count - 1) {
      ordered.append(OrderedEntry(value: 150 - Double(items[k].index), position: count + k))
    }
    sortOrdered()
    var decided = 1
    var widest = need(0)  // max(need[j] - d[j]) over decided pairs
    var offsets = 0.0
    var ends = (items[0].length + items[count - 1].length) / 2
    var rest = 0.0  // Σ need over undecided pairs
    for k in 1..<(count - 1) { rest += need(k) }
    let tolerance = 1e-9 * max(1, abs(available))
    var group = 0
    while group < ordered.count {
      let entry = ordered[group]
      var groupEnd = group + 1
      while groupEnd < ordered.count && ordered[groupEnd].value == entry.value { groupEnd += 1 }
      defer { group = groupEnd }
      if groupEnd == group + 2 && entry.position >= count {
        // A pair's equality and a view's resistance share the priority.
        let k = entry.position - count
        let view = ordered[group + 1].position
        guard k == decided, view < count else { return fail(#line) }
        let ownBefore = need(k)
        let fixed = ends + offsets + (rest - ownBefore)
        guard
          let (offset, length) = decideTie(
            pair: k, view: view, decided: decided, widest: widest, fixed: fixed,
            available: available)
        else { return fail(#line) }
        let isEnd: Double = view == 0 || view == count - 1 ? 1 : 0
        items[view].length = length
        ends += isEnd * length / 2
        rest -= ownBefore
        if view > 0 && view - 1 != k {
          if view - 1 < decided {
            widest = max(widest, need(view - 1) - items[view - 1].position)
          } else {
            rest += length / 2
          }
        }
        if view < count - 1 && view != k {
          if view < decided {
            widest = max(widest, need(view) - items[view].position)
          } else {
            rest += length / 2
          }
        }
        items[k].position = offset
        widest = max(widest, need(k) - offset)
        offsets += offset
        decided += 1
        continue
      }
      if groupEnd > group + 1 {
        for index in group..<groupEnd where ordered[index].position >= count {
          return fail(#line)
        }
        // Tied views: all at their intrinsic lengths, if the condition still holds.
        var newEnds = ends
        var newRest = rest
        var newWidest = widest
        for index in group..<groupEnd {
          let k = ordered[index].position
          let length = items[k].intrinsic
          items[k].length = length
          if k == 0 || k == count - 1 { newEnds += length / 2 }
          if k > 0 {
            if k - 1 < decided {
              newWidest = max(newWidest, need(k - 1) - items[k - 1].position)
            } else {
              newRest += length / 2
            }
          }
          if k < count - 1 {
            if k < decided {
              newWidest = max(newWidest, need(k) - items[k].position)
            } else {
              newRest += length / 2
            }
          }
        }
        let total = newEnds + Double(decided) * newWidest + offsets + newRest
        if total > available + tolerance {
          // They do not all fit. With no decided pair beside any, each costs the
          // condition a fixed amount per unit of length (half per undecided pair
          // beside it, half for an end view): the tier's total is largest when
          // the cheapest take the room first; of equally cheap ones, the later view
          // first.
          var besideDecided = false
          for index in group..<groupEnd {
            let k = ordered[index].position
            items[k].length = 0
            if k > 0 && k - 1 < decided || k < count - 1 && k < decided { besideDecided = true }
          }
          if besideDecided {
            // A middle view between two decided gaps grows for free while both
            // stay within the common gap's bound (later views first: the tier's
            // total is the same, the later view is settled first). Anything more
            // costs room: if there is none left, that is all; otherwise the tier
            // is a linear program of its own, left to the constraint solver.
            for index in group..<groupEnd {
              let k = ordered[index].position
              guard k > 0, k < count - 1, k < decided else { continue }
              let length = min(
                items[k].intrinsic,
                2 * (widest + items[k - 1].position - items[k - 1].spacingAfter)
                  - items[k - 1].length,
                2 * (widest + items[k].position - items[k].spacingAfter) - items[k + 1].length)
              items[k].length = max(0, length)
            }
            let slack = available - (ends + Double(decided) * widest + offsets + rest)
            if slack > tolerance {
              for index in group..<groupEnd {
                let k = ordered[index].position
                if items[k].length < items[k].intrinsic - tolerance { return fail(#line) }
              }
            }
            continue
          }
          var budget = available - (ends + Double(decided) * widest + offsets + rest)
          for cost in stride(from: 0.0, through: 1.0, by: 0.5) {
            for index in group..<groupEnd {
              let k = ordered[index].position
              var own = k == 0 || k == count - 1 ? 0.5 : 0
              if k > 0 { own += 0.5 }
              if k < count - 1 { own += 0.5 }
              guard own == cost else { continue }
              let length =
                own == 0 ? items[k].intrinsic : max(0, min(items[k].intrinsic, budget / own))
              items[k].length = length
              budget -= own * length
              if k == 0 || k == count - 1 { ends += length / 2 }
              if k > 0 { rest += length / 2 }
              if k < count - 1 { rest += length / 2 }
            }
          }
          continue
        }
        ends = newEnds
        rest = newRest
        widest = newWidest
        continue
      }
      if entry.position >= count {
        // Pair `decided`'s equality.
        let k = entry.position - count
        guard k == decided else { return fail(#line) }
        let own = need(k)
        let budget = available - ends - offsets - (rest - own)
        let pairs = Double(decided + 1)
        var offset = 0.0
        if pairs * max(widest, own) <= budget + tolerance {
          widest = max(widest, own)
        } else if own > widest {
          offset = (pairs * own - budget) / Double(decided)
          widest = own - offset
        } else {
          offset = budget - pairs * widest
        }
        items[k].position = offset
        offsets += offset
        rest -= own
        decided += 1
      } else {
        // A view takes back what it can.
        let k = entry.position
        let isEnd: Double = k == 0 || k == count - 1 ? 1 : 0
        var undecidedPairs = 0.0
        var own = -Double.infinity
        if k > 0 {
          if k - 1 < decided {
            own = max(own, need(k - 1) - items[k - 1].position)
          } else {
            undecidedPairs += 1
          }
        }
        if k < count - 1 {
          if k < decided {
            own = max(own, need(k) - items[k].position)
          } else {
            undecidedPairs += 1
          }
        }
        let fixed = ends + offsets + rest
        let linear = isEnd + undecidedPairs
        let scale = Double(decided)
        var length =
          linear > 0 ? 2 * (available - fixed - scale * widest) / linear : Double.infinity
        if own > -Double.infinity && length > 2 * (widest - own) {
          length = 2 * (available - fixed - scale * own) / (linear + scale)
        }
        length = max(0, min(items[k].intrinsic, length))
        items[k].length = length
        ends += isEnd * length / 2
        rest += undecidedPairs * length / 2
        if own > -Double.infinity { widest = max(widest, own + length / 2) }
      }
    }
    guard decided == count - 1 else { return fail(#line) }
    let pairs = Double(count - 1)
    // Views without an intrinsic length grow in arrangement order.
    for k in 0..<count where items[k].intrinsic.isNaN {
      let common = (available - (items[0].length + items[count - 1].length) / 2 - offsets) / pairs
      var length: Double
      if k > 0 && k < count - 1 {
        length = min(
          2 * (common + items[k - 1].position - items[k - 1].spacingAfter) - items[k - 1].length,
          2 * (common + items[k].position - items[k].spacingAfter) - items[k + 1].length)
      } else {
        // An end view: growing it narrows every gap through the common one.
        let other = k == 0 ? count - 1 : 0
        let pair = k == 0 ? 0 : count - 2
        let neighbour = k == 0 ? 1 : count - 2
        let room = available - items[other].length / 2 - offsets
        length =
          (room / pairs + items[pair].position - items[neighbour].length / 2
            - items[pair].spacingAfter) / (Double(count) / (2 * pairs))
        for j in 0..<(count - 1) where j != pair {
          length = min(length, 2 * (room - pairs * (need(j) - items[j].position)))
        }
      }
      items[k].length = max(0, length)
    }
    let common = (available - (items[0].length + items[count - 1].length) / 2 - offsets) / pairs
    var centre = start + items[0].length / 2
    for k in 0..<count {
      let offset = items[k].position
      items[k].position = centre - items[k].length / 2
      if k < count - 1 { centre += common + offset }
    }
    return pinned
  }

  /// Pair `pair`'s equality and view `view`'s compression resistance at one
  /// priority: the least `|offset| + (intrinsic - length)` under the condition of
  /// ``solveCenteringUneven(start:available:pinned:)``, a linear program in two
  /// unknowns, solved at its corners (at most 15 per sign of the offset). Of equally
  /// good corners, the constraint with the higher rank (the later view; the pair's
  /// when the ranks are equal, it comes later in the list) is minimised first.
  /// - Returns: the offset and the length, or nil if no corner is feasible.
  private func decideTie(
    pair k: Int, view i: Int, decided: Int, widest: Double, fixed: Double, available: Double
  ) -> (Double, Double)? {
    let count = items.count
    let intrinsic = items[i].intrinsic
    let scale = Double(decided + 1)
    // Φ = fixed + d + a·x + (K+1)·max(widest, v + x/2, w + b·x - d) <= available.
    var a = i == 0 || i == count - 1 ? 0.5 : 0
    var v = -Double.infinity
    if i > 0 && i - 1 != k {
      if i - 1 < decided { v = max(v, need(i - 1) - items[i - 1].position) } else { a += 0.5 }
    }
    if i < count - 1 && i != k {
      if i < decided { v = max(v, need(i) - items[i].position) } else { a += 0.5 }
    }
    let w = need(k)  // the view is at 0 while undecided
    let b = i == k || i == k + 1 ? 0.5 : 0
    let room = available - fixed
    // Rows: (dCoefficient, xCoefficient, bound) meaning dC·d + xC·x <= bound.
    var rows:
      (
        (Double, Double, Double), (Double, Double, Double), (Double, Double, Double),
        (Double, Double, Double), (Double, Double, Double), (Double, Double, Double)
      ) = (
        (1, a, room - scale * widest),
        v > -Double.infinity ? (1, a + scale / 2, room - scale * v) : (0, 0, 0),
        (1 - scale, a + scale * b, room - scale * w),
        (0, 1, intrinsic),
        (0, -1, 0),
        (0, 0, 0)
      )
    func row(_ index: Int) -> (Double, Double, Double) {
      switch index {
      case 0: rows.0
      case 1: rows.1
      case 2: rows.2
      case 3: rows.3
      case 4: rows.4
      default: rows.5
      }
    }
    let tolerance = 1e-9 * max(1, abs(available), intrinsic)
    let pairFirst = items[k].index >= items[i].index
    var best: (d: Double, x: Double, cost: Double)? = nil
    for sign in stride(from: 1.0, through: -1.0, by: -2.0) {
      rows.5 = (-sign, 0, 0)  // sign·d >= 0
      for first in 0..<6 {
        for second in (first + 1)..<6 {
          let (a1, b1, c1) = row(first)
          let (a2, b2, c2) = row(second)
          let determinant = a1 * b2 - a2 * b1
          guard determinant != 0 else { continue }
          let d = (c1 * b2 - c2 * b1) / determinant
          let x = (a1 * c2 - a2 * c1) / determinant
          var feasible = true
          for index in 0..<6 {
            let (p, q, r) = row(index)
            if p * d + q * x > r + tolerance { feasible = false }
          }
          guard feasible else { continue }
          let cost = abs(d) + (intrinsic - x)
          if let current = best {
            if cost < current.cost - tolerance {
              best = (d, x, cost)
            } else if cost <= current.cost + tolerance {
              let better =
                pairFirst
                ? (abs(d) < abs(current.d) - tolerance
                  || abs(d) <= abs(current.d) + tolerance && x > current.x)
                : (x > current.x + tolerance
                  || x >= current.x - tolerance && abs(d) < abs(current.d))
              if better { best = (d, x, cost) }
            }
          } else {
            best = (d, x, cost)
          }
        }
      }
    }
    guard let best else { return nil }
    return (best.d, max(0, min(intrinsic, best.x)))
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
