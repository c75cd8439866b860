/// Where a stack puts one child, and what it offered it.
struct StackItem {
  /// The child's final proposal.
  var proposal: ProposedSize
  /// The child's answer to it.
  var measured: Measured
  /// The child's top-left corner relative to the stack's.
  var x: Double
  var y: Double
  /// What the stack's words on the sizing order say (`proposed first: layoutPriority 1`).
  var order: OrderWords? = nil
  /// What the stack's words on the offer say (`150 left / 2`).
  var proposalNote: ShareNote? = nil
}

/// What a stack's words on one child's offer say, worded when a reason is read:
/// `150 left / 2`, `30 left`, `nothing left`, with the minimums kept back for
/// lower priorities when there are any.
struct ShareNote: Hashable, Sendable {
  var remaining: Double
  var sharedBy: Int
  var reserved: Double

  var text: String {
    SwiftUIEngine.shareNote(remaining: remaining, sharedBy: sharedBy, reserved: reserved)
  }
}

/// Where a stack put a child in its sizing order and why, without the words
/// (see ``text``), so that placing writes no strings.
enum OrderWords: Hashable, Sendable {
  /// A child of an HStack or VStack.
  case stack(StackOrderFacts)
  /// A child of a ZStack with the highest priority, `highest`.
  case zstackLeader(highest: Double)
  /// A child of a ZStack with a lower priority.
  case zstackFollower(priority: Double, highest: Double)

  /// `proposed first: layoutPriority 1`, `sizes the ZStack: …`.
  var text: String {
    switch self {
    case .stack(let facts):
      return facts.text
    case .zstackLeader(let highest):
      return "sizes the ZStack: layoutPriority \(formatNumber(highest)), the highest"
    case .zstackFollower(let priority, let highest):
      return
        "proposed the ZStack's size: layoutPriority \(formatNumber(priority)) is below \(formatNumber(highest))"
    }
  }
}

/// What ``SizingOrder/phrases()`` says of one child of an HStack or VStack.
struct StackOrderFacts: Hashable, Sendable {
  /// 0 for the first sized.
  var rank: Int
  var count: Int
  /// Whether the child is named a Spacer.
  var namesSpacer = false
  /// The priority worth saying, and whether it is the highest.
  var priority: Double? = nil
  var isHighest = false
  /// The words on flexibility, when the child's group has others.
  var flexibility: FlexibilityWords? = nil

  var text: String {
    let position =
      rank == 0
      ? "proposed first"
      : rank == count - 1 ? "sized last" : "proposed \(ordinal(rank + 1)) of \(count)"
    var reasons: [String] = []
    if namesSpacer { reasons.append("Spacer") }
    if let priority {
      reasons.append(
        "layoutPriority \(formatNumber(priority))" + (isHighest ? ", the highest" : ""))
    }
    if let flexibility { reasons.append(flexibility.text) }
    if reasons.isEmpty { reasons.append("source order") }
    return position + ": " + reasons.joined(separator: ", ")
  }
}

/// The words on one child's flexibility within its group of equal priority.
enum FlexibilityWords: Hashable, Sendable {
  case infiniteWithMinimum(Double)
  case infiniteMost
  case infiniteTied
  case finite(Double, FiniteTie)

  enum FiniteTie: Hashable, Sendable { case tied, least, most, none }

  var text: String {
    switch self {
    case .infiniteWithMinimum(let minimum):
      return "infinitely flexible with minimum \(formatNumber(minimum)) (larger minimums first)"
    case .infiniteMost: return "infinitely flexible, the most"
    case .infiniteTied: return "infinitely flexible, tied: source order"
    case .finite(let flexibility, let tie):
      let text = "flexibility \(formatNumber(flexibility))"
      switch tie {
      case .tied: return text + ", tied: source order"
      case .least: return text + ", the least"
      case .most: return text + ", the most"
      case .none: return text
      }
    }
  }
}

/// A stack's answer to a proposal: its size, its baselines, its children's places.
struct StackPlan {
  /// The axis of an HStack or VStack; `nil` for a ZStack.
  var axis: Axis?
  var size: Size
  var items: [StackItem]
  var firstBaseline: Double?
  var lastBaseline: Double?

  /// Sets the stack's baselines from its children's: the first is the topmost
  /// first baseline, the last the lowest last baseline.
  mutating func combineBaselines() {
    for item in items {
      if let first = item.measured.firstBaseline {
        firstBaseline = min(firstBaseline ?? .infinity, item.y + first)
      }
      if let last = item.measured.lastBaseline {
        lastBaseline = max(lastBaseline ?? -.infinity, item.y + last)
      }
    }
    if let first = firstBaseline, !first.isFinite { firstBaseline = nil }
    if let last = lastBaseline, !last.isFinite { lastBaseline = nil }
  }
}

extension SwiftUIEngine {
  // MARK: - HStack and VStack

  /// Step 1 of an HStack or VStack: the distance before each child.
  ///
  /// `d[0] = 0`; then the explicit spacing, or by default the unit's spacing
  /// between two views and 0 when either neighbour is a Spacer (whatever its
  /// modifiers).
  func distances(_ children: [Int], axis: Axis, spacing: Double?) -> [Double] {
    var result = [Double](repeating: 0, count: children.count)
    for index in children.indices.dropFirst() {
      if let spacing {
        result[index] = spacing.isFinite ? spacing : 0
      } else if nodes[children[index - 1]].isSpacer || nodes[children[index]].isSpacer {
        result[index] = 0
      } else {
        result[index] = metrics.spacing[axis]
      }
    }
    return result
  }

  /// Lays out an HStack (`axis` horizontal) or a VStack (vertical) for a proposal.
  ///
  /// 1. The distances between children (``distances(_:axis:spacing:)``).
  /// 2. Along the axis, with an unspecified proposal every child is proposed
  ///    unspecified and keeps its answer. Otherwise each child's minimum and
  ///    maximum are its answers to 0 and infinity; the children are sorted by
  ///    layout priority (highest first), then flexibility `max - min`
  ///    (smallest first; between two infinitely flexible children the larger
  ///    minimum first), then source order; each run of equal priority is a
  ///    group. What is left is the proposal minus the distances minus the
  ///    minimums of every group but the first; each group in turn gets its own
  ///    minimums back, and each of its children is offered what is left
  ///    divided by the children of the group not yet sized (never below 0),
  ///    and what it takes is subtracted.
  /// 3. Across the axis each child is offered the stack's proposal. Children
  ///    are lined up on the alignment guide; the stack is as long across as
  ///    the union of their extents. When the proposal across is unspecified,
  ///    the children are proposed again with that length across, and lined up
  ///    again with their new answers.
  /// 4. Children are placed one after the other from the leading (top) edge,
  ///    with the distances between them; the stack's length is the sum of their
  ///    lengths and the distances, which may exceed the proposal (overflow),
  ///    never below 0.
  ///
  /// The facts for the words on the order and the offers (``StackItem/order``,
  /// ``StackItem/proposalNote``) are only kept when `explaining` (when placing).
  func planStack(
    _ node: Int, axis: Axis, spacing: Double?, proposal: ProposedSize,
    guide: (Measured) -> Double, explaining: Bool = false
  ) -> StackPlan {
    let firstChild = childStart[node]
    let count = childStart[node + 1] - firstChild
    guard count > 0 else {
      return StackPlan(axis: axis, size: Size(width: 0, height: 0), items: [])
    }
    func child(_ index: Int) -> Int { childList[firstChild + index] }
    // The distance before child `index` (step 1, ``distances(_:axis:spacing:)``).
    func distance(_ index: Int) -> Double {
      if index == 0 { return 0 }
      if let spacing { return spacing.isFinite ? spacing : 0 }
      if nodes[child(index - 1)].isSpacer || nodes[child(index)].isSpacer { return 0 }
      return metrics.spacing[axis]
    }
    var totalSpacing = 0.0
    for index in 0..<count { totalSpacing += distance(index) }
    let across = proposal.length(along: axis.cross)

    func measureChild(_ index: Int, _ along: Double?, _ across: Double?) -> Measured {
      let child = child(index)
      return measure(child, modifierCount(child), ProposedSize(along: axis, along, across: across))
    }

    // One array for the whole plan: each child's proposal and answer are kept
    // in its item as they are worked out.
    var items = [StackItem](
      repeating: StackItem(
        proposal: ProposedSize(along: axis, nil, across: across),
        measured: Measured(size: Size(width: 0, height: 0)), x: 0, y: 0),
      count: count)

    if let along = proposal.length(along: axis) {
      // Scratch space on the stack rather than arrays on the heap: this runs
      // for every stack and proposal.
      withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * count) { scratch in
        withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { order in
          withUnsafeTemporaryAllocation(of: Bool.self, capacity: count) { isSpacer in
            let minimums = UnsafeMutableBufferPointer(rebasing: scratch[0..<count])
            let flexibilities = UnsafeMutableBufferPointer(rebasing: scratch[count..<(2 * count)])
            let priorities = UnsafeMutableBufferPointer(
              rebasing: scratch[(2 * count)..<(3 * count)])
            for index in 0..<count {
              let minimum = measureChild(index, 0, across).length(along: axis)
              let maximum = measureChild(index, .infinity, across).length(along: axis)
              minimums.initializeElement(at: index, to: minimum)
              flexibilities.initializeElement(
                at: index, to: SizingOrder.flexibility(minimum: minimum, maximum: maximum))
              priorities.initializeElement(at: index, to: nodes[child(index)].priority)
              isSpacer.initializeElement(at: index, to: nodes[child(index)].isSpacer)
              order.initializeElement(at: index, to: index)
            }
            let sorting = SizingOrder(
              priorities: UnsafeBufferPointer(priorities), minimums: UnsafeBufferPointer(minimums),
              flexibilities: UnsafeBufferPointer(flexibilities),
              isSpacer: UnsafeBufferPointer(isSpacer), sorting: order)

            var remaining = along - totalSpacing
            var reserved = 0.0
            for rank in 1..<count where !sorting.isFirstGroup(rank) {
              reserved += minimums[order[rank]]
            }
            remaining -= reserved
            // An only child needs no words on order or shares.
            let explains = explaining && count > 1
            if explains {
              sorting.phrases { index, facts in items[index].order = .stack(facts) }
            }
            var start = 0
            while start < count {
              let end = sorting.groupEnd(from: start)
              if start > 0 {
                for rank in start..<end {
                  remaining += minimums[order[rank]]
                  reserved -= minimums[order[rank]]
                }
              }
              var left = end - start
              for rank in start..<end {
                let index = order[rank]
                let share = remaining / Double(left)
                let offered = share.isNaN ? 0 : max(share, 0)
                items[index].proposal = ProposedSize(along: axis, offered, across: across)
                let answer = measureChild(index, offered, across)
                items[index].measured = answer
                if explains {
                  items[index].proposalNote = ShareNote(
                    remaining: remaining, sharedBy: left, reserved: end < count ? reserved : 0)
                }
                if remaining.isFinite { remaining -= answer.length(along: axis) }
                left -= 1
              }
              start = end
            }
          }
        }
      }
    } else {
      for index in 0..<count { items[index].measured = measureChild(index, nil, across) }
    }

    if across == nil {
      let first = Self.alignAcross(&items, axis: axis, guide: guide)
      if first.isFinite {
        for index in 0..<count {
          let child = child(index)
          items[index].proposal = ProposedSize(
            along: axis, items[index].proposal.length(along: axis), across: first)
          items[index].measured = measure(child, modifierCount(child), items[index].proposal)
        }
      }
    }

    let extent = Self.alignAcross(&items, axis: axis, guide: guide)
    var position = 0.0
    var total = totalSpacing
    for index in 0..<count {
      if index > 0 {
        position += items[index - 1].measured.length(along: axis) + distance(index)
      }
      total += items[index].measured.length(along: axis)
      if axis == .horizontal {
        items[index].x = position
      } else {
        items[index].y = position
      }
    }
    let length = total.isNaN ? 0 : max(0, total)
    var plan = StackPlan(
      axis: axis,
      size: axis == .horizontal
        ? Size(width: length, height: extent) : Size(width: extent, height: length),
      items: items)
    plan.combineBaselines()
    return plan
  }

  /// Lines the items up across the stack's axis on their guides, as
  /// ``alignAcross(lengths:guides:)`` does: sets each item's position across
  /// the axis and returns the extent of their union.
  static func alignAcross(
    _ items: inout [StackItem], axis: Axis, guide: (Measured) -> Double
  ) -> Double {
    guard !items.isEmpty else { return 0 }
    let cross = axis.cross
    func setAcross(_ index: Int, _ value: Double) {
      if axis == .horizontal { items[index].y = value } else { items[index].x = value }
    }
    var allFinite = true
    var longest = 0.0
    var low = Double.infinity
    var high = -Double.infinity
    for item in items {
      let length = item.measured.length(along: cross)
      let itemGuide = guide(item.measured)
      longest = max(longest, length.isNaN ? 0 : length)
      if !length.isFinite || !itemGuide.isFinite { allFinite = false }
      low = min(low, -itemGuide)
      high = max(high, -itemGuide + length)
    }
    if !allFinite {
      for index in items.indices { setAcross(index, 0) }
      return longest
    }
    for index in items.indices { setAcross(index, -guide(items[index].measured) - low) }
    return max(0, high - low)
  }

  /// `150 left / 2`, `30 left`, `nothing left`, with the minimums kept back for
  /// lower priorities when there are any.
  static func shareNote(remaining: Double, sharedBy count: Int, reserved: Double) -> String {
    var note: String
    if remaining.isInfinite && remaining > 0 {
      note = "infinite"
    } else if remaining <= 0 {
      note = "nothing left"
    } else {
      note = "\(formatNumber(remaining)) left" + (count > 1 ? " / \(count)" : "")
    }
    if reserved > 0 {
      note += ", \(formatNumber(reserved)) kept for lower priorities"
    }
    return note
  }

  /// Lines views up on one axis: each view's near edge goes at minus its guide,
  /// then everything is shifted so that the union of the views starts at 0.
  ///
  /// - Returns: Each view's near edge, the extent of the union, and where the
  ///   shared guide line ends up. With a non-finite length or guide (only when
  ///   measuring a maximum), every view is at 0 and the extent is the largest length.
  static func alignAcross(lengths: [Double], guides: [Double]) -> (
    positions: [Double], extent: Double, guideLine: Double
  ) {
    guard !lengths.isEmpty else { return ([], 0, 0) }
    if lengths.contains(where: { !$0.isFinite }) || guides.contains(where: { !$0.isFinite }) {
      let longest = lengths.reduce(0) { max($0, $1.isNaN ? 0 : $1) }
      return (lengths.map { _ in 0 }, longest, 0)
    }
    var low = Double.infinity
    var high = -Double.infinity
    for (length, guide) in zip(lengths, guides) {
      low = min(low, -guide)
      high = max(high, -guide + length)
    }
    return (guides.map { -$0 - low }, max(0, high - low), -low)
  }

  // MARK: - ZStack

  /// Lays out a ZStack for a proposal.
  ///
  /// 1. The children with the highest layout priority are proposed the
  ///    ZStack's proposal and lined up on the alignment; the ZStack is as
  ///    large as the union of their extents on each axis (their largest width
  ///    and height, for every alignment but the text baselines).
  /// 2. Every child is then proposed that size and put with its guide on the
  ///    shared guide line. Children are drawn in source order, later ones on
  ///    top, whatever their priority.
  func planZStack(
    _ node: Int, alignment: Alignment2D, proposal: ProposedSize, explaining: Bool = false
  ) -> StackPlan {
    let children = Array(childList[childRange(node)])
    guard !children.isEmpty else {
      return StackPlan(axis: nil, size: Size(width: 0, height: 0), items: [])
    }
    let levels = children.map { modifierCount($0) }
    let priorities = children.map { nodes[$0].priority }
    let highest = priorities.max()!
    let leaders = children.indices.filter { priorities[$0] == highest }
    let first = leaders.map { measure(children[$0], levels[$0], proposal) }
    let horizontal = Self.alignAcross(
      lengths: first.map(\.size.width), guides: first.map { Self.guide($0, alignment.horizontal) })
    let vertical = Self.alignAcross(
      lengths: first.map(\.size.height), guides: first.map { Self.guide($0, alignment.vertical) })
    let size = Size(width: horizontal.extent, height: vertical.extent)
    let hasFollowers = leaders.count < children.count
    let offer = ProposedSize(width: size.width, height: size.height)
    var items: [StackItem] = []
    for index in children.indices {
      let answer = measure(children[index], levels[index], offer)
      var order: OrderWords? = nil
      if explaining && hasFollowers {
        order =
          priorities[index] == highest
          ? .zstackLeader(highest: highest)
          : .zstackFollower(priority: priorities[index], highest: highest)
      }
      items.append(
        StackItem(
          proposal: offer, measured: answer,
          x: Self.finiteOrZero(horizontal.guideLine - Self.guide(answer, alignment.horizontal)),
          y: Self.finiteOrZero(vertical.guideLine - Self.guide(answer, alignment.vertical)),
          order: order, proposalNote: nil))
    }
    var plan = StackPlan(axis: nil, size: size, items: items)
    plan.combineBaselines()
    return plan
  }
}
