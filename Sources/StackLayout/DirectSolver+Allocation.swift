/// Sharing out the room along the axis: the views, the trailing connection, the
/// stack's length and the gaps give way or grow, cheapest constraint first.

extension DirectSolverWorkspace {
  /// Shares out the room along the axis among the chained views: fill, and the
  /// lengths of equalSpacing (with `gap` the least total of its gaps) and
  /// equalCentering.
  ///
  /// Each participant (a view, the trailing connection's error, the stack's
  /// length when unpinned, the gaps) starts where its own constraints are happiest;
  /// the difference to the required total is then taken from, or given to, the
  /// cheapest participant first, cheapest meaning the least important constraint
  /// it breaks (``ConstraintKey``). That is the order the constraint solver's
  /// lexicographic tiers settle it in.
  ///
  /// When ``minimumLengths`` is not empty, it holds one least length per view,
  /// required: a view starts at the larger of that and its intrinsic length, and
  /// gives way only down to it.
  ///
  /// Returns the stack's length.
  mutating func allocateLengths(
    pinned: Double?, margins: Double, fixed: Double, gap: Double? = nil, gapGive: Double = 0,
    freeViewsGrow: Bool = true
  ) -> Double? {
    let bounded = !minimumLengths.isEmpty
    if !bounded,
      let length = allocateToOne(
        pinned: pinned, margins: margins, fixed: fixed, gap: gap, gapGive: gapGive,
        freeViewsGrow: freeViewsGrow)
    {
      return length
    }
    let count = items.count
    // Exactly `count` participants for the views (kept from the last solve when it
    // had as many or more), every one written below.
    if parts.count < count {
      parts.append(contentsOf: repeatElement(Participant.fixed, count: count - parts.count))
    } else if parts.count > count {
      parts.removeLast(parts.count - count)
    }
    var freeWithoutLength = false
    items.withUnsafeMutableBufferPointer { items in
      parts.withUnsafeMutableBufferPointer { parts in
        for k in 0..<count {
          let intrinsicLength = items[k].intrinsic
          if !items[k].chained {
            // A view whose last baseline carries the chain: only its own constraints.
            if intrinsicLength.isNaN { freeWithoutLength = true }
            items[k].length = max(intrinsicLength, 0)
            parts[k] = .fixed
          } else if intrinsicLength.isNaN {
            parts[k] = Participant(
              value: bounded ? minimumLengths[k] : 0, upCapacity: freeViewsGrow ? .infinity : 0,
              upKey: .free(k), downCapacity: 0, downKey: .zero)
          } else {
            let least = bounded ? minimumLengths[k] : 0
            let start = max(intrinsicLength, least, 0)
            parts[k] = Participant(
              value: start, upCapacity: .infinity,
              upKey: ConstraintKey(
                priority: items[k].hugging, rank: items[k].index, kind: ConstraintKey.Along.hugging),
              downCapacity: start - max(least, 0),
              downKey: ConstraintKey(
                priority: items[k].resistance, rank: items[k].index,
                kind: ConstraintKey.Along.compression))
          }
        }
      }
    }
    if freeWithoutLength { return fail(#line) }
    // The trailing connection's error.
    parts.append(
      Participant(
        value: 0, upCapacity: .infinity, upKey: .trailingConnection,
        downCapacity: .infinity, downKey: .trailingConnection))
    // The stack's length, negated, when the axis is not pinned.
    var negatedLength = -1
    if pinned == nil {
      negatedLength = parts.count
      parts.append(
        Participant(
          value: 0, upCapacity: 0, upKey: .zero,
          downCapacity: .infinity, downKey: .alongFitting))
    }
    // All the gaps together, which may grow for free. equalSpacing's equal gaps may
    // also shrink below the widest spacing, down to the narrowest: that breaks only
    // the spacings of some pairs while it shortens every gap, so it costs less of
    // the required tier than the trailing connection, which gives way after it.
    var gapIndex = -1
    if let gap {
      gapIndex = parts.count
      parts.append(
        Participant(
          value: gap, upCapacity: .infinity, upKey: .zero,
          downCapacity: gapGive, downKey: .equalGapsGive))
    }
    let target = pinned.map { $0 - margins - fixed } ?? -(fixed + margins)
    allocate(target: target)
    items.withUnsafeMutableBufferPointer { items in
      parts.withUnsafeBufferPointer { parts in
        for k in 0..<count where items[k].chained { items[k].length = parts[k].value }
      }
    }
    if gapIndex >= 0 { equalGap = parts[gapIndex].value / Double(count - 1) }
    if let pinned { return pinned }
    return -parts[negatedLength].value
  }

  /// ``allocateLengths`` in the usual case, where one participant takes the whole
  /// difference: the same result from one pass over the views, without writing
  /// their participants. Nil when the cheapest participant cannot take it all, or
  /// when a view's last baseline carries the chain; ``allocateLengths`` then does
  /// the general allocation.
  ///
  /// The participants are those of ``allocateLengths``, in the same order (the
  /// views, the trailing connection, the negated stack length when unpinned, the
  /// gaps), and the cheapest is chosen as ``allocate`` chooses it: the smallest key
  /// among those that can move, the first of equal keys.
  private mutating func allocateToOne(
    pinned: Double?, margins: Double, fixed: Double, gap: Double?, gapGive: Double,
    freeViewsGrow: Bool
  ) -> Double? {
    let count = items.count
    let target = pinned.map { $0 - margins - fixed } ?? -(fixed + margins)
    var sum = 0.0
    var scale = abs(target)
    var growBest = -1
    var growKey = ConstraintKey.zero
    var shrinkBest = -1
    var shrinkKey = ConstraintKey.zero
    var shrinkCapacity = 0.0
    let allChained = items.withUnsafeMutableBufferPointer { items in
      for k in 0..<count {
        guard items[k].chained else { return false }
        let intrinsicLength = items[k].intrinsic
        if intrinsicLength.isNaN {
          items[k].length = 0
          let key = ConstraintKey.free(k)
          if freeViewsGrow && (growBest < 0 || key < growKey) {
            growBest = k
            growKey = key
          }
          continue
        }
        let start = max(intrinsicLength, 0)
        items[k].length = start
        sum += start
        scale = max(scale, start)
        let up = ConstraintKey(
          priority: items[k].hugging, rank: items[k].index, kind: ConstraintKey.Along.hugging)
        if growBest < 0 || up < growKey {
          growBest = k
          growKey = up
        }
        if start > 0 {
          let down = ConstraintKey(
            priority: items[k].resistance, rank: items[k].index,
            kind: ConstraintKey.Along.compression)
          if shrinkBest < 0 || down < shrinkKey {
            shrinkBest = k
            shrinkKey = down
            shrinkCapacity = start
          }
        }
      }
      return true
    }
    guard allChained else { return nil }
    var gapValue = gap ?? 0
    sum += gapValue
    scale = max(scale, abs(gapValue))
    var negatedLength = 0.0
    var remaining = target - sum
    if abs(remaining) > 1e-12 * max(1, scale) {
      let growing = remaining > 0
      remaining = abs(remaining)
      // The cheapest: a view (-1 for none), the trailing connection (-2), the
      // stack's length (-3), or the gaps (-4).
      var best = growing ? growBest : shrinkBest
      var bestKey = growing ? growKey : shrinkKey
      var capacity = growing ? Double.infinity : shrinkCapacity
      func consider(_ candidate: Int, _ key: ConstraintKey, _ candidateCapacity: Double) {
        guard candidateCapacity > 0, best == -1 || key < bestKey else { return }
        best = candidate
        bestKey = key
        capacity = candidateCapacity
      }
      consider(-2, .trailingConnection, .infinity)
      if pinned == nil && !growing { consider(-3, .alongFitting, .infinity) }
      if gap != nil {
        if growing { consider(-4, .zero, .infinity) } else { consider(-4, .equalGapsGive, gapGive) }
      }
      if capacity >= remaining {
        let move = growing ? remaining : -remaining
        switch best {
        case -2: break  // the trailing connection's error: no length to set
        case -3: negatedLength += move
        case -4: gapValue += move
        default: items[best].length += move
        }
      } else {
        guard
          allocateByLevels(
            from: bestKey.priority, growing: growing, remaining: remaining,
            unpinned: pinned == nil, gapGive: gap == nil ? nil : gapGive,
            freeViewsGrow: freeViewsGrow, negatedLength: &negatedLength, gapValue: &gapValue)
        else { return nil }
      }
    }
    if gap != nil { equalGap = gapValue / Double(count - 1) }
    return pinned ?? -negatedLength
  }

  /// The rest of ``allocateToOne`` when several participants must move: priority
  /// level by priority level from `level`, each level in the order of its keys
  /// (the equal gaps giving, the trailing connection, the views in arrangement
  /// order, the gaps growing, the stack's length), one pass over the views per
  /// level, which also finds the next level. The views' lengths are their values:
  /// a view can grow without bound and shrink down to 0.
  ///
  /// `gapGive` is nil without equal gaps. False after eight levels with something
  /// left to move; ``allocateLengths`` then starts again with its heap.
  private mutating func allocateByLevels(
    from level: Double, growing: Bool, remaining: Double, unpinned: Bool, gapGive: Double?,
    freeViewsGrow: Bool, negatedLength: inout Double, gapValue: inout Double
  ) -> Bool {
    var level = level
    var remaining = remaining
    let hasGap = gapGive != nil
    var gapCapacity = growing ? Double.infinity : gapGive ?? 0
    let required = ConstraintKey.trailingConnection.priority
    let freePriority = ConstraintKey.free(0).priority
    var rounds = 0
    while remaining > 0 {
      guard rounds < 8, level < .infinity else { return false }
      rounds += 1
      // Ranked below every view: the equal gaps giving (-2), then the trailing
      // connection (-1), which takes everything.
      if hasGap && !growing && level == ConstraintKey.equalGapsGive.priority && gapCapacity > 0 {
        let taken = min(gapCapacity, remaining)
        gapValue -= taken
        gapCapacity -= taken
        remaining -= taken
      }
      if remaining > 0 && level == required { remaining = 0 }
      var nextLevel = Double.infinity
      items.withUnsafeMutableBufferPointer { items in
        for k in items.indices {
          if remaining <= 0 { break }
          let intrinsicLength = items[k].intrinsic
          if growing {
            let priority: Double
            if intrinsicLength.isNaN {
              guard freeViewsGrow else { continue }
              priority = freePriority
            } else {
              priority = items[k].hugging
            }
            if priority == level {
              items[k].length += remaining
              remaining = 0
            } else if priority < nextLevel {
              nextLevel = priority
            }
          } else {
            guard !intrinsicLength.isNaN, items[k].length > 0 else { continue }
            let priority = items[k].resistance
            if priority == level {
              let taken = min(items[k].length, remaining)
              items[k].length = taken == items[k].length ? 0 : items[k].length - taken
              remaining -= taken
            } else if priority < nextLevel {
              nextLevel = priority
            }
          }
        }
      }
      // Ranked after the views: the gaps growing, then the stack's length.
      if remaining > 0 && hasGap && growing && level == ConstraintKey.zero.priority {
        gapValue += remaining
        remaining = 0
      }
      if remaining > 0 && unpinned && !growing && level == ConstraintKey.alongFitting.priority {
        negatedLength -= remaining
        remaining = 0
      }
      // The next level among the participants that are not views.
      func next(_ priority: Double) {
        if priority > level && priority < nextLevel { nextLevel = priority }
      }
      next(required)
      if hasGap && growing { next(ConstraintKey.zero.priority) }
      if hasGap && !growing && gapCapacity > 0 { next(ConstraintKey.equalGapsGive.priority) }
      if unpinned && !growing { next(ConstraintKey.alongFitting.priority) }
      level = nextLevel
    }
    return true
  }

  /// Moves the participants' values until they add up to `target`, cheapest first.
  mutating func allocate(target: Double) {
    var sum = 0.0
    var scale = abs(target)
    parts.withUnsafeBufferPointer { parts in
      for part in parts {
        sum += part.value
        scale = max(scale, abs(part.value))
      }
    }
    var remaining = target - sum
    if abs(remaining) <= 1e-12 * max(1, scale) { return }
    let growing = remaining > 0
    remaining = abs(remaining)

    // Usually one participant takes everything: find the cheapest in one pass.
    var best = -1
    var bestKey = ConstraintKey.zero
    parts.withUnsafeBufferPointer { parts in
      for j in parts.indices {
        let capacity = growing ? parts[j].upCapacity : parts[j].downCapacity
        guard capacity > 0 else { continue }
        let key = growing ? parts[j].upKey : parts[j].downKey
        if best < 0 || key < bestKey {
          best = j
          bestKey = key
        }
      }
    }
    guard best >= 0 else { return }
    remaining = take(best, remaining, growing: growing)
    guard remaining > 0 else { return }

    // Several give way in turn, priority level by priority level: within a level,
    // special participants ranked below every view first, then the views in
    // arrangement order (their rank), then those ranked above every view. One
    // pass over the participants per level: the pass that takes from a level also
    // finds the next one. The special participants (ranked below or above every
    // view) are few; their indices are kept aside.
    var level = Double.infinity
    specials.removeAll(keepingCapacity: true)
    parts.withUnsafeBufferPointer { parts in
      for j in parts.indices {
        let key = growing ? parts[j].upKey : parts[j].downKey
        let capacity = growing ? parts[j].upCapacity : parts[j].downCapacity
        if capacity > 0 && key.priority < level { level = key.priority }
        if key.rank < 0 || key.rank == Int.max { specials.append(j) }
      }
    }
    var rounds = 0
    while remaining > 0 && rounds < 8 && level < .infinity {
      rounds += 1
      // Ranks below 0 first, lowest first (the first of equal ranks).
      while remaining > 0 {
        var next = -1
        var nextRank = 0
        for j in specials {
          let key = growing ? parts[j].upKey : parts[j].downKey
          let capacity = growing ? parts[j].upCapacity : parts[j].downCapacity
          if capacity > 0 && key.priority == level && key.rank < 0
            && (next < 0 || key.rank < nextRank || (key.rank == nextRank && j < next))
          {
            next = j
            nextRank = key.rank
          }
        }
        guard next >= 0 else { break }
        remaining = take(next, remaining, growing: growing)
      }
      var nextLevel = Double.infinity
      parts.withUnsafeMutableBufferPointer { parts in
        for j in parts.indices {
          // Once all is taken the next level does not matter.
          if remaining <= 0 { break }
          let key = growing ? parts[j].upKey : parts[j].downKey
          let capacity = growing ? parts[j].upCapacity : parts[j].downCapacity
          guard capacity > 0 else { continue }
          if key.priority != level {
            if key.priority < nextLevel { nextLevel = key.priority }
          } else if key.rank >= 0 && key.rank != Int.max {
            remaining = Self.take(&parts[j], remaining, growing: growing)
          }
        }
      }
      for j in specials where remaining > 0 {
        let key = growing ? parts[j].upKey : parts[j].downKey
        let capacity = growing ? parts[j].upCapacity : parts[j].downCapacity
        if capacity > 0 && key.priority == level && key.rank == Int.max {
          remaining = take(j, remaining, growing: growing)
        }
      }
      level = nextLevel
    }
    guard remaining > 0 else { return }

    // Many levels: a heap of the rest, cheapest on top.
    heap.removeAll(keepingCapacity: true)
    parts.withUnsafeBufferPointer { parts in
      for j in parts.indices {
        if growing {
          if parts[j].upCapacity > 0 { heap.append(HeapEntry(key: parts[j].upKey, participant: j)) }
        } else if parts[j].downCapacity > 0 {
          heap.append(HeapEntry(key: parts[j].downKey, participant: j))
        }
      }
    }
    heap.withUnsafeMutableBufferPointer { heap in
      var index = heap.count / 2
      while index > 0 {
        index -= 1
        Self.siftDown(heap, from: index, count: heap.count)
      }
    }
    var count = heap.count
    while remaining > 0 && count > 0 {
      let next = heap[0].participant
      remaining = take(next, remaining, growing: growing)
      count -= 1
      heap.withUnsafeMutableBufferPointer { heap in
        heap[0] = heap[count]
        Self.siftDown(heap, from: 0, count: count)
      }
    }
  }

  /// Takes up to `remaining` from participant `j`; returns what is left.
  private mutating func take(_ j: Int, _ remaining: Double, growing: Bool) -> Double {
    Self.take(&parts[j], remaining, growing: growing)
  }

  @inline(__always)
  private static func take(_ part: inout Participant, _ remaining: Double, growing: Bool)
    -> Double
  {
    let capacity = growing ? part.upCapacity : part.downCapacity
    if capacity >= remaining {
      part.value += growing ? remaining : -remaining
      if growing { part.upCapacity -= remaining } else { part.downCapacity -= remaining }
      return 0
    }
    // Exhausted: land exactly on its bound.
    part.value = growing ? part.value + capacity : part.value - capacity
    if growing { part.upCapacity = 0 } else { part.downCapacity = 0 }
    return remaining - capacity
  }

  /// A participant in the heap, with the cost order of its move.
  struct HeapEntry {
    var key: ConstraintKey
    var participant: Int
  }

  private static func siftDown(
    _ heap: UnsafeMutableBufferPointer<HeapEntry>, from start: Int, count: Int
  ) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      if left >= count { return }
      var child = left
      let right = left + 1
      if right < count && heap[right].key < heap[left].key { child = right }
      if !(heap[child].key < heap[parent].key) { return }
      heap.swapAt(parent, child)
      parent = child
    }
  }
}
