/// fillEqually pinned along its axis whose required hugging and compression
/// resistance contradict each other.

extension DirectSolverWorkspace {
  /// The lengths a view's required constraints allow: its intrinsic length as a
  /// minimum (compression resistance 1000) and a maximum (hugging 1000).
  @inline(__always)
  private func requiredBox(_ k: Int) -> (low: Double, high: Double) {
    let item = items[k]
    guard !item.intrinsic.isNaN else { return (0, .infinity) }
    return (
      item.resistance >= Priority.required ? item.intrinsic : 0,
      item.hugging >= Priority.required ? item.intrinsic : .infinity
    )
  }

  /// Pinned fillEqually where no single length satisfies every required hugging
  /// and compression resistance.
  ///
  /// The required tier is settled as one program: with `w` the first view's
  /// length (the length every `fill-equally` constraint refers to), `x[k]` the
  /// others' and `T` the room for the lengths (the pinned length less the
  /// spacings and margins), its errors add up to
  /// `Σ g[k](x[k]) + Σ |x[k] - w| + |Σ x - T|`, `g[k]` the view's required
  /// constraints' errors. A view leaving `w` pays as much in its `fill-equally`
  /// constraint as it can save in its own, so it does so only toward its required
  /// range (a view held below its required minimum may grow to it, one held above
  /// its maximum may shrink to it), and only to keep the chain `Σ x == T` exact:
  /// the least total is `min over w of G(w)` (`G` the sum of every view's required
  /// errors at `w`) over the `w` where those moves can make the chain exact,
  /// `A(w) <= T <= B(w)`. (Where they cannot, the trailing connection breaks at a
  /// cost of 1 per point; those cases are left to the constraint solver.)
  ///
  /// Then the tier's constraints are settled one at a time from the last view to
  /// the first: each view keeps the common length (`fill-equally`) if the views
  /// before it can still make the chain exact, then its own required constraints
  /// pull the common length toward its range. Once `w` is settled, the views that
  /// must leave it are the first ones that can: the earliest give all they can, the
  /// last of them what is left. Every length is then fixed; the lower priorities
  /// decide nothing.
  ///
  /// - Returns: the stack's length, or nil (handed to the constraint solver) when
  ///   the trailing connection must break, a view is not chained, an intrinsic
  ///   length is negative, or the tie rules leave a case this does not follow.
  /// - Complexity: O(n log n).
  mutating func solveConflictingEqualLengths(pinned: Double?, margins: Double, fixed: Double)
    -> Double?
  {
    let count = items.count
    guard count > 1 else { return fail(#line) }
    // Pinned, the chain must be exact; unpinned, the stack's length takes any
    // excess, and only a chain shorter than nothing breaks the trailing connection.
    let exact = pinned != nil
    let room = (pinned ?? 0) - margins - fixed
    let scale = max(1, abs(pinned ?? 0), abs(margins), abs(fixed))
    let tolerance = 1e-9 * scale
    // The breakpoints of G, A and B, in ascending order: minimums (position k) and
    // maximums (position count + k).
    ordered.removeAll(keepingCapacity: true)
    var chainedCount = 0.0
    for k in 0..<count {
      if items[k].chained { chainedCount += 1 }
      let box = requiredBox(k)
      if box.low > 0 { ordered.append(OrderedEntry(value: box.low, position: k)) }
      if box.high.isFinite {
        guard box.high >= 0 else { return fail(#line) }
        ordered.append(OrderedEntry(value: box.high, position: count + k))
      }
    }
    sortOrdered()
    ordered.reverse()
    if room < 0, let pinned {
      return solveOverflowingEqualLengths(pinned: pinned, chainedCount: chainedCount)
    }
    let n = chainedCount

    // The least w with B(w) >= T: B(w) = n w + Σ over the views but the first of
    // max(0, low - w).
    var lowSum = 0.0
    var lowCount = 0.0
    for entry in ordered where entry.position < count && movable(entry.position) {
      lowSum += entry.value
      lowCount += 1
    }
    var chainLower = 0.0
    if lowSum < room {
      var found: Double?
      var previous = 0.0
      for entry in ordered {
        guard entry.position < count && movable(entry.position) else { continue }
        // On [previous, entry.value]: B(w) = (n - lowCount) w + lowSum.
        let value = (n - lowCount) * entry.value + lowSum
        if value >= room {
          guard n > lowCount else { return fail(#line) }
          found = max(previous, (room - lowSum) / (n - lowCount))
          break
        }
        lowSum -= entry.value
        lowCount -= 1
        previous = entry.value
      }
      chainLower = found ?? max(previous, room / n)
    }
    // The largest w with A(w) <= T: A(w) = n w - Σ over the views but the first of
    // max(0, w - high).
    var chainUpper = exact ? Double.nan : Double.infinity
    var highSum = 0.0
    var highCount = 0.0
    for entry in ordered where exact {
      guard entry.position >= count && movable(entry.position - count) else { continue }
      // On [previous, entry.value]: A(w) = (n - highCount) w + highSum.
      if (n - highCount) * entry.value + highSum > room {
        guard n > highCount else { return fail(#line) }
        chainUpper = (room - highSum) / (n - highCount)
        break
      }
      highSum += entry.value
      highCount += 1
    }
    if chainUpper.isNaN {
      guard n > highCount else { return fail(#line) }
      chainUpper = (room - highSum) / (n - highCount)
    }
    guard chainLower <= chainUpper + tolerance else { return fail(#line) }
    chainUpper = max(chainLower, chainUpper)

    // G's least value on [chainLower, chainUpper]: its slope is the number of
    // maximums below w less the number of minimums above it.
    var slope = 0.0
    for entry in ordered {
      if entry.position < count {
        if entry.value > chainLower { slope -= 1 }
      } else if entry.value <= chainLower {
        slope += 1
      }
    }
    var lower: Double? = slope >= 0 ? chainLower : nil
    var upper: Double? = slope > 0 ? chainLower : nil
    var index = 0
    while upper == nil && index < ordered.count {
      let point = ordered[index].value
      guard point > chainLower else {
        index += 1
        continue
      }
      guard point < chainUpper else { break }
      while index < ordered.count && ordered[index].value == point {
        slope += 1
        index += 1
      }
      if lower == nil && slope >= 0 { lower = point }
      if slope > 0 { upper = point }
    }
    var wa = lower ?? chainUpper
    var wb = max(wa, min(upper ?? chainUpper, chainUpper))
    guard wb.isFinite else { return fail(#line) }
    // Outside [chainLower, chainUpper] the total changes by the trailing
    // connection's error less what the views' moves save there: it must grow, or
    // the least total is not where this looks for it.
    if exact && wb >= chainUpper - tolerance {
      var slope = n
      for k in 0..<count {
        let box = requiredBox(k)
        if box.low > chainUpper { slope -= 1 }
        if box.high <= chainUpper && !movable(k) { slope += 1 }
      }
      if slope <= 0 { return fail(#line) }
    }
    if wa <= chainLower + tolerance && chainLower > 0 {
      var slope = -n
      for k in 0..<count {
        let box = requiredBox(k)
        if box.high < chainLower { slope += 1 }
        if box.low >= chainLower && !movable(k) { slope -= 1 }
      }
      if slope >= 0 { return fail(#line) }
    }

    // The tie rules, from the last view to the first. Chain sums at both ends of
    // [wa, wb] with the views decided so far at w: A (every undecided view at its
    // least) and B (at its most).
    var decidedFrom = count  // views k >= decidedFrom keep w
    var sums = (aLow: 0.0, aHigh: 0.0, bLow: 0.0, bHigh: 0.0)
    if wb - wa > tolerance { sums = equalChainSums(wa, wb, from: decidedFrom) }
    var shrinks = 0
    var k = count - 1
    while wb - wa > tolerance && k >= 0 {
      if k >= 1 {
        // fill-equally of view k: it keeps w if the views before it can still make
        // the chain exact somewhere in [wa, wb]. (A view not in the chain keeps it.)
        let box = movable(k) ? requiredBox(k) : (low: 0.0, high: Double.infinity)
        let keep = movable(k) ? 1.0 : 0.0
        let next = (
          aLow: sums.aLow + keep * (wa - min(wa, box.high)),
          aHigh: sums.aHigh + keep * (wb - min(wb, box.high)),
          bLow: sums.bLow + keep * (wa - max(wa, box.low)),
          bHigh: sums.bHigh + keep * (wb - max(wb, box.low))
        )
        if next.bHigh < room - tolerance {
          wa = wb  // view k leaves w, by the least at the largest w
          break
        }
        if exact && next.aLow > room + tolerance {
          wb = wa
          break
        }
        sums = next
        decidedFrom = k
        if next.bLow < room - tolerance || exact && next.aHigh > room + tolerance {
          // Only part of [wa, wb] remains where the chain can be exact.
          shrinks += 1
          guard shrinks <= 16 else { return fail(#line) }
          let (newLower, newUpper) = (
            next.bLow < room - tolerance
              ? equalChainRoot(
                from: wa, to: wb, value: next.bLow, room: room, before: k, most: true)
              : wa,
            exact && next.aHigh > room + tolerance
              ? equalChainRoot(
                from: wa, to: wb, value: next.aLow, room: room, before: k, most: false)
              : wb
          )
          guard !newLower.isNaN && !newUpper.isNaN else { return fail(#line) }
          wa = min(max(wa, newLower), wb)
          wb = max(wa, min(wb, newUpper))
          if wb - wa > tolerance { sums = equalChainSums(wa, wb, from: decidedFrom) }
        }
      }
      // View k's required constraints at w: compression resistance, then hugging.
      let box = requiredBox(k)
      let (oldA, oldB) = (wa, wb)
      if wb < box.low {
        wa = wb
      } else if wa < box.low {
        wa = box.low
      }
      if wa > box.high {
        wb = wa
      } else if wb > box.high {
        wb = box.high
      }
      if (wa != oldA || wb != oldB) && wb - wa > tolerance {
        shrinks += 1
        guard shrinks <= 8 else { return fail(#line) }
        sums = equalChainSums(wa, wb, from: decidedFrom)
      }
      k -= 1
    }
    guard wb - wa <= tolerance else { return fail(#line) }
    let w = wb

    // w is settled: views from `decidedFrom` on keep it; of the others, the first
    // ones that can give what the chain needs, each all it can, the last of them
    // what is left.
    let need = exact ? room - n * w : max(0, room - n * w)
    var capacity = 0.0
    for k in 1..<decidedFrom where movable(k) {
      let box = requiredBox(k)
      capacity += need > 0 ? max(0, box.low - w) : max(0, w - max(box.high, 0))
    }
    guard abs(need) <= capacity + tolerance else { return fail(#line) }
    var left = abs(need)
    for k in 0..<count { items[k].length = w }
    var j = decidedFrom - 1
    while j >= 1 && left > tolerance {
      let box = movable(j) ? requiredBox(j) : (low: 0.0, high: Double.infinity)
      let own = need > 0 ? max(0, box.low - w) : max(0, w - max(box.high, 0))
      capacity -= own
      if capacity < left - tolerance {
        let move = left - max(0, capacity)
        items[j].length = need > 0 ? w + move : w - move
        left -= move
      }
      j -= 1
    }
    if let pinned { return pinned }
    var total = fixed + margins
    for k in 0..<count where items[k].chained { total += items[k].length }
    return max(0, total)
  }

  /// Whether view `k` may leave the common length to make the chain exact: any
  /// chained view but the first (whose length is the common length).
  @inline(__always)
  private func movable(_ k: Int) -> Bool { k > 0 && items[k].chained }

  /// The chain's least (A) and most (B) total at `wa` and `wb` when the views from
  /// `from` on keep the common length and the others may move within their
  /// required ranges (the first view always keeps it).
  private func equalChainSums(_ wa: Double, _ wb: Double, from: Int) -> (
    aLow: Double, aHigh: Double, bLow: Double, bHigh: Double
  ) {
    let first = items[0].chained ? 1.0 : 0.0
    var result = (aLow: first * wa, aHigh: first * wb, bLow: first * wa, bHigh: first * wb)
    for k in 1..<items.count where items[k].chained {
      if k >= from {
        result.aLow += wa
        result.aHigh += wb
        result.bLow += wa
        result.bHigh += wb
      } else {
        let box = requiredBox(k)
        result.aLow += min(wa, box.high)
        result.aHigh += min(wb, box.high)
        result.bLow += max(wa, box.low)
        result.bHigh += max(wb, box.low)
      }
    }
    return result
  }

  /// Where the chain's most total (`most`, B) reaches `room` from below, or its
  /// least total (A) passes it, between `wa` and `wb`, with the views from `before`
  /// on at the common length. `value` is the total at `wa`; ``ordered`` holds the
  /// breakpoints in ascending order.
  private func equalChainRoot(
    from wa: Double, to wb: Double, value: Double, room: Double, before: Int, most: Bool
  ) -> Double {
    let count = items.count
    // The slope at wa: every chained view adds w, less the undecided views still
    // below their minimum (B) or above their maximum (A). NaN if the total is flat.
    var slope = 0.0
    for k in 0..<count where items[k].chained { slope += 1 }
    for j in 1..<before where movable(j) {
      let box = requiredBox(j)
      if most ? box.low > wa : box.high < wa { slope -= 1 }
    }
    var at = wa
    var total = value
    for entry in ordered {
      let j = most ? entry.position : entry.position - count
      guard j >= 1 && j < before && movable(j), entry.value > wa else { continue }
      if entry.value >= wb { break }
      let next = total + slope * (entry.value - at)
      if most ? next >= room : next > room {
        return slope > 0 ? at + (room - total) / slope : .nan
      }
      at = entry.value
      total = next
      slope += most ? 1 : -1
    }
    return slope > 0 ? at + (room - total) / slope : .nan
  }

  /// Pinned fillEqually with conflicting required constraints whose spacings and
  /// margins alone pass the pinned length: the trailing connection breaks whatever
  /// the lengths, and every point of a chained view's length adds to its error.
  ///
  /// A view that may leave the common length `w` (``movable(_:)``) and is above its
  /// required maximum falls to it: that saves its hugging and the overflow as much
  /// as its fill-equally constraint costs, twice over. The tier's total then
  /// changes with `w` by the chained views' count, less the required minimums above
  /// `w`, plus the maximums below it of the views that keep `w`: it is least from
  /// where that first reaches 0 to where it passes 0. The tie rules then settle
  /// `w` from the last view to the first: its fill-equally constraint (how far it
  /// fell), then its required constraints.
  /// - Complexity: O(n) after ``ordered`` is sorted ascending.
  private mutating func solveOverflowingEqualLengths(pinned: Double, chainedCount: Double)
    -> Double?
  {
    let count = items.count
    var slope = chainedCount
    for k in 0..<count {
      let box = requiredBox(k)
      if box.low > 0 { slope -= 1 }
      if box.high <= 0 && !movable(k) { slope += 1 }
    }
    var wa: Double? = slope >= 0 ? 0 : nil
    var wb: Double? = slope > 0 ? 0 : nil
    var index = 0
    while wb == nil && index < ordered.count {
      let point = ordered[index].value
      while index < ordered.count && ordered[index].value == point {
        let position = ordered[index].position
        if point > 0 && (position < count || !movable(position - count)) { slope += 1 }
        index += 1
      }
      if wa == nil && slope >= 0 { wa = point }
      if slope > 0 { wb = point }
    }
    guard var lower = wa, var upper = wb else { return fail(#line) }
    var k = count - 1
    while upper > lower && k >= 0 {
      let box = requiredBox(k)
      // Fill-equally: a view that falls to its maximum wants w there.
      if movable(k) && box.high.isFinite {
        if lower >= box.high { upper = lower } else { upper = min(upper, box.high) }
      }
      if upper < box.low { lower = upper } else { lower = max(lower, box.low) }
      if lower > box.high { upper = lower } else { upper = min(upper, box.high) }
      k -= 1
    }
    guard upper <= lower else { return fail(#line) }
    for k in 0..<count {
      let high = requiredBox(k).high
      items[k].length = movable(k) ? min(lower, max(high, 0)) : lower
    }
    return pinned
  }
}
