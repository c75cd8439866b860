/// fillProportionally: the proportions with room to share, pinned allocations
/// (unpinned proportions that cannot all hold: DirectSolver+ProportionalGiving.swift).

extension DirectSolverWorkspace {
  /// fillProportionally along the axis: each view with an intrinsic length `I > 0`
  /// has `L == (I / D) × W` at `max(999 - index, 751)`, `W` being the stack's full
  /// length (not the margins guide's: margins do not change the shares), and the
  /// chain from the leading margin to the trailing one is `Σ L + T == W - margins`
  /// (required; `T` the spacings actually used). Returns the stack's length, or
  /// nil to hand the stack to the constraint solver.
  mutating func solveProportional(
    _ stack: StackView, pinned: Double?, margins: Double, spacingTotal: Double, total: Double
  ) -> Double? {
    let count = items.count
    // The least important proportion: the one that gives way.
    if let pinned {
      let target = pinned - margins - spacingTotal
      if allocateProportionsToOne(length: pinned, total: total, target: target) {
        return pinned
      }
      if parts.count < count {
        parts.append(contentsOf: repeatElement(Participant.fixed, count: count - parts.count))
      } else if parts.count > count {
        parts.removeLast(parts.count - count)
      }
      var outranked = false
      items.withUnsafeBufferPointer { items in
        parts.withUnsafeMutableBufferPointer { parts in
          for k in 0..<count {
            let intrinsicLength = items[k].intrinsic
            guard intrinsicLength > 0 else {
              // No share: required to be 0.
              parts[k] = .fixed
              continue
            }
            let multiplier = intrinsicLength / total
            let key = ConstraintKey.proportion(multiplier: multiplier, index: items[k].index)
            // The proportion must outrank the view's own constraints for one key to
            // describe every move of the view.
            if items[k].hugging >= key.priority || items[k].resistance >= key.priority {
              outranked = true
            }
            let start = max(multiplier * pinned, 0)
            parts[k] = Participant(
              value: start, upCapacity: .infinity, upKey: key, downCapacity: start, downKey: key)
          }
        }
      }
      if outranked {
        allocateProportions(length: pinned, total: total, target: target)
        return pinned
      }
      parts.append(
        Participant(
          value: 0, upCapacity: .infinity, upKey: .trailingConnection,
          downCapacity: .infinity, downKey: .trailingConnection))
      allocate(target: target)
      items.withUnsafeMutableBufferPointer { items in
        parts.withUnsafeBufferPointer { parts in
          for k in 0..<count { items[k].length = parts[k].value }
        }
      }
      return pinned
    }

    // Unpinned: the chain against the stack's full length is `Σ L + fixed == W`.
    let fixed = spacingTotal + margins
    // With spacing, the proportions all hold at one stack length only.
    let spacing = stack.spacing
    if count > 1 && spacing != 0 {
      let length = fixed * total / (Double(count - 1) * spacing)
      guard length >= 0 else {
        return solveProportionalGiving(spacing: spacing, fixed: fixed, total: total)
      }
      var lowest = Priority.required
      for k in 0..<count where items[k].intrinsic > 0 {
        let multiplier = items[k].intrinsic / total
        lowest = min(lowest, proportionPriority(multiplier: multiplier, index: items[k].index))
      }
      for k in 0..<count {
        let intrinsicLength = items[k].intrinsic
        guard intrinsicLength > 0 else {
          items[k].length = 0
          continue
        }
        let each = intrinsicLength / total * length
        let tolerance = 1e-9 * max(1, abs(intrinsicLength))
        if items[k].hugging >= lowest && each > intrinsicLength + tolerance
          || items[k].resistance >= lowest && each < intrinsicLength - tolerance
        {
          return solveProportionalGiving(spacing: spacing, fixed: fixed, total: total)
        }
        items[k].length = each
      }
      return length
    }
    // No spacing (or one view): every stack length keeps the proportions, as long
    // as the chain adds nothing (no custom spacings, no margins); the views' own
    // priorities choose it. So does a single share of the whole (multiplier 1, a
    // required proportion): what the chain adds, the trailing connection takes
    // (ranked below every other required constraint), and the content runs past
    // the trailing margin.
    var shares = 0
    for k in 0..<count where items[k].intrinsic > 0 { shares += 1 }
    guard fixed == 0 || shares == 1 else {
      return solveProportionalGiving(spacing: spacing, fixed: fixed, total: total)
    }
    terms.removeAll(keepingCapacity: true)
    for k in 0..<count where items[k].intrinsic > 0 {
      let weight = items[k].intrinsic / total
      terms.append(
        LineTerm(
          key: ConstraintKey(
            priority: items[k].hugging, rank: items[k].index, kind: ConstraintKey.Along.hugging),
          point: total, weight: weight, shape: .rising))
      terms.append(
        LineTerm(
          key: ConstraintKey(
            priority: items[k].resistance, rank: items[k].index,
            kind: ConstraintKey.Along.compression),
          point: total, weight: weight, shape: .falling))
    }
    terms.append(LineTerm(key: .alongFitting, point: 0, weight: 1, shape: .rising))
    guard
      let solved = minimizeLexicographically(
        &terms, lower: 0, upper: .infinity, points: &points),
      solved.upper.isFinite
    else { return fail(#line) }
    let length = solved.upper
    for k in 0..<count {
      items[k].length = items[k].intrinsic > 0 ? items[k].intrinsic / total * length : 0
    }
    return length
  }

  /// The pinned fillProportionally allocation of ``solveProportional`` in the usual
  /// case, where one proportion (or the trailing connection) takes the whole
  /// difference: one pass over the views, without writing their participants.
  /// False, with nothing decided, when a view's own constraints outrank its
  /// proportion or the cheapest cannot take it all.
  /// `length` is the stack's full length (the shares are of it), `target` what the
  /// views' lengths must add up to.
  private mutating func allocateProportionsToOne(
    length: Double, total: Double, target: Double
  ) -> Bool {
    let count = items.count
    var sum = 0.0
    var scale = abs(target)
    // The cheapest proportion to grow (any) and to shrink (one with a share).
    var growBest = -1
    var shrinkBest = -1
    var growKey = ConstraintKey.zero
    var shrinkKey = ConstraintKey.zero
    let simple = items.withUnsafeMutableBufferPointer { items in
      for k in 0..<count {
        let intrinsicLength = items[k].intrinsic
        guard intrinsicLength > 0 else {
          // No share: required to be 0.
          items[k].length = 0
          continue
        }
        let multiplier = intrinsicLength / total
        let key = ConstraintKey.proportion(multiplier: multiplier, index: items[k].index)
        if items[k].hugging >= key.priority || items[k].resistance >= key.priority { return false }
        let start = max(multiplier * length, 0)
        items[k].length = start
        sum += start
        scale = max(scale, start)
        if growBest < 0 || key < growKey {
          growBest = k
          growKey = key
        }
        if start > 0 && (shrinkBest < 0 || key < shrinkKey) {
          shrinkBest = k
          shrinkKey = key
        }
      }
      return true
    }
    guard simple else { return false }
    let difference = target - sum
    if abs(difference) <= 1e-12 * max(1, scale) { return true }
    let growing = difference > 0
    let best = growing ? growBest : shrinkBest
    let key = growing ? growKey : shrinkKey
    // The trailing connection (-1 here) when no proportion is cheaper.
    if best < 0 || !(key < .trailingConnection) { return true }
    if growing {
      items[best].length += difference
      return true
    }
    guard items[best].length >= -difference else { return false }
    items[best].length += difference
    return true
  }

  /// One segment of a view's cost in the general proportional allocation.
  struct Segment {
    var slope: LexSlope
    var length: Double
    var view: Int
    var next: Int
  }

  /// Pinned fillProportionally when some view's hugging or compression resistance
  /// outranks its proportion: each view's cost has two kinks (its proportional
  /// length and its intrinsic length) and moves that break two constraints at once,
  /// so the moves are ordered by their full lexicographic slope. The segments of
  /// every view and of the trailing connection are consumed cheapest first; a view's
  /// next segment becomes available when the one before is used up. `length` is
  /// the stack's full length (the shares are of it), `target` what the chained
  /// views' lengths must add up to.
  /// - Complexity: O(n log n).
  mutating func allocateProportions(length: Double, total: Double, target: Double) {
    let count = items.count
    // The workspace's buffers, moved in (and back out at the end) so that a
    // re-solve reuses their storage.
    var segments: [Segment] = []
    var heads: [Int] = []  // per participant: the first segment in the needed direction
    var values: [Double] = []
    var pointsOf: [(Double, Double, Double)] = []  // per view: 0, first kink, second kink
    var heap: [Int] = []
    swap(&segments, &proportionBuffers.segments)
    swap(&heads, &proportionBuffers.heads)
    swap(&values, &proportionBuffers.values)
    swap(&pointsOf, &proportionBuffers.kinks)
    swap(&heap, &proportionBuffers.heap)
    segments.removeAll(keepingCapacity: true)
    heads.removeAll(keepingCapacity: true)
    values.removeAll(keepingCapacity: true)
    pointsOf.removeAll(keepingCapacity: true)
    heap.removeAll(keepingCapacity: true)
    defer {
      swap(&segments, &proportionBuffers.segments)
      swap(&heads, &proportionBuffers.heads)
      swap(&values, &proportionBuffers.values)
      swap(&pointsOf, &proportionBuffers.kinks)
      swap(&heap, &proportionBuffers.heap)
    }
    // Right-hand slope of view k on the interval starting at x.
    func slope(_ k: Int, at middle: Double) -> LexSlope {
      var result = LexSlope()
      let item = items[k]
      let multiplier = item.intrinsic / total
      let target = multiplier * length
      result.add(
        ConstraintKey.proportion(multiplier: multiplier, index: item.index),
        middle > target ? 1 : -1)
      if middle > item.intrinsic {
        result.add(
          ConstraintKey(
            priority: item.hugging, rank: item.index, kind: ConstraintKey.Along.hugging), 1)
      } else {
        result.add(
          ConstraintKey(
            priority: item.resistance, rank: item.index, kind: ConstraintKey.Along.compression),
          -1)
      }
      return result
    }
    var sum = 0.0
    for k in 0..<count {
      guard items[k].intrinsic > 0 && items[k].chained else {
        values.append(0)
        pointsOf.append((0, 0, 0))
        continue
      }
      let target = max(items[k].intrinsic / total * length, 0)
      let low = min(target, items[k].intrinsic)
      let high = max(target, items[k].intrinsic)
      pointsOf.append((0, low, high))
      // The minimiser: the first point whose right-hand slope is not negative.
      var start = high
      for candidate in 0..<2 {
        let point = candidate == 0 ? 0 : low
        guard point < high else { continue }
        let next = point == 0 && low > 0 ? low : high
        if slope(k, at: (point + next) / 2).sign >= 0 {
          start = point
          break
        }
      }
      values.append(start)
      sum += start
    }
    var remaining = target - sum
    let growing = remaining > 0
    remaining = abs(remaining)
    if remaining <= 1e-12 * max(1, abs(target)) {
      for k in 0..<count where items[k].chained { items[k].length = values[k] }
      return
    }
    // Segments in the needed direction, chained per view.
    for k in 0..<count {
      heads.append(-1)
      guard items[k].intrinsic > 0 && items[k].chained else { continue }
      let (first, second, third) = pointsOf[k]
      func kink(_ index: Int) -> Double {
        switch index {
        case 0: first
        case 1: second
        case 2: third
        default: .infinity
        }
      }
      var last = -1
      if growing {
        for index in 0..<3 where kink(index) >= values[k] && kink(index + 1) > kink(index) {
          let from = kink(index)
          let to = kink(index + 1)
          let middle = to.isFinite ? (from + to) / 2 : from + 1
          let segment = Segment(
            slope: slope(k, at: middle), length: to - from, view: k, next: -1)
          segments.append(segment)
          if last >= 0 {
            segments[last].next = segments.count - 1
          } else {
            heads[k] = segments.count - 1
          }
          last = segments.count - 1
        }
      } else {
        for index in stride(from: 2, through: 0, by: -1)
        where kink(index + 1) <= values[k] && kink(index + 1) > kink(index) {
          let from = kink(index)
          let to = kink(index + 1)
          let segment = Segment(
            slope: slope(k, at: (from + to) / 2).negated, length: to - from, view: k, next: -1)
          segments.append(segment)
          if last >= 0 {
            segments[last].next = segments.count - 1
          } else {
            heads[k] = segments.count - 1
          }
          last = segments.count - 1
        }
      }
    }
    // The trailing connection's error: unbounded either way.
    var error = LexSlope()
    error.add(.trailingConnection, 1)
    segments.append(Segment(slope: error, length: .infinity, view: -1, next: -1))
    for head in heads where head >= 0 { heap.append(head) }
    heap.append(segments.count - 1)
    func less(_ a: Int, _ b: Int) -> Bool {
      LexSlope.compare(segments[a].slope, segments[b].slope) < 0
    }
    func siftDown(_ start: Int) {
      var parent = start
      while true {
        let left = 2 * parent + 1
        if left >= heap.count { return }
        var child = left
        if left + 1 < heap.count && less(heap[left + 1], heap[left]) { child = left + 1 }
        if !less(heap[child], heap[parent]) { return }
        heap.swapAt(parent, child)
        parent = child
      }
    }
    for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
    while remaining > 0 && !heap.isEmpty {
      let top = heap[0]
      let segment = segments[top]
      let taken = min(segment.length, remaining)
      remaining -= taken
      if segment.view >= 0 {
        values[segment.view] += growing ? taken : -taken
      }
      if taken == segment.length && segment.next >= 0 {
        heap[0] = segment.next
      } else {
        heap[0] = heap[heap.count - 1]
        heap.removeLast()
      }
      if !heap.isEmpty { siftDown(0) }
    }
    for k in 0..<count where items[k].chained { items[k].length = max(0, values[k]) }
  }
}
