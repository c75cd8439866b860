/// What measuring one axis of a separable node needs to know about the view
/// itself, without its children or strings (nothing reference-counted).
enum ViewShape {
  case color
  case text
  case spacer(minLength: Double?)
  /// An HStack (`axis` horizontal) or VStack; `guide` is where its alignment
  /// puts a child's guide across the axis when the child has no baselines.
  case stack(axis: Axis, spacing: Double?, guide: GuideFraction)
  case zstack(horizontal: GuideFraction, vertical: GuideFraction)

  init(_ kind: SwiftUINode.Kind) {
    switch kind {
    case .color: self = .color
    case .text: self = .text
    case .spacer(let minLength): self = .spacer(minLength: minLength)
    case .hstack(let spacing, let alignment, _):
      self = .stack(axis: .horizontal, spacing: spacing, guide: GuideFraction(alignment))
    case .vstack(let spacing, let alignment, _):
      self = .stack(axis: .vertical, spacing: spacing, guide: GuideFraction(alignment))
    case .zstack(let alignment, _):
      self = .zstack(
        horizontal: GuideFraction(alignment.horizontal),
        vertical: GuideFraction(alignment.vertical))
    }
  }
}

/// An alignment guide of a view without baselines: at its near edge, its
/// middle or its far edge (a text baseline falls back to the far edge, as in
/// ``SwiftUIEngine/guide(_:_:)-(Measured,VerticalAlignment)``).
enum GuideFraction {
  case start, center, end

  init(_ alignment: VerticalAlignment) {
    switch alignment {
    case .top: self = .start
    case .center: self = .center
    case .bottom, .firstTextBaseline, .lastTextBaseline: self = .end
    }
  }

  init(_ alignment: HorizontalAlignment) {
    switch alignment {
    case .leading: self = .start
    case .center: self = .center
    case .trailing: self = .end
    }
  }

  /// The guide of a view `length` long, as ``SwiftUIEngine/guide(_:_:)-(Measured,VerticalAlignment)``
  /// computes it.
  func guide(_ length: Double) -> Double {
    switch self {
    case .start: 0
    case .center: length / 2
    case .end: length
    }
  }
}

/// The extent of views lined up on their guides, as
/// ``SwiftUIEngine/alignAcross(lengths:guides:)`` computes it, one view at a time.
struct ExtentAccumulator {
  private var low = Double.infinity
  private var high = -Double.infinity
  private var longest = 0.0
  private var allFinite = true
  private var isEmpty = true

  mutating func add(length: Double, guide: Double) {
    isEmpty = false
    longest = max(longest, length.isNaN ? 0 : length)
    if !length.isFinite || !guide.isFinite { allFinite = false }
    if allFinite {
      low = min(low, -guide)
      high = max(high, -guide + length)
    }
  }

  var extent: Double {
    if isEmpty { return 0 }
    return allFinite ? max(0, high - low) : longest
  }
}

extension SwiftUIEngine {
  /// The length along `axis` of the separable element `(node, level)` (no Text
  /// inside) for a proposal of `proposed` on that axis; the other axis does
  /// not matter (see ``FlatNode/isSeparable``).
  ///
  /// The same arithmetic as ``measure(_:_:_:)`` on one axis only: a child is
  /// asked only for the lengths the answer needs (a flexible frame with a
  /// minimum and a maximum does not ask its content at all when proposed a
  /// length), and each answer is cached by element, axis and length.
  func separableLength(_ node: Int, _ level: Int, _ axis: Axis, _ proposed: Double?) -> Double {
    if level > 0, let length = frameLength(node, level, axis, proposed) {
      // Worked out faster than looked up: not cached.
      return length
    }
    let horizontal = axis == .horizontal
    if horizontal {
      if let known = widthCache.value(node, level, proposed, nil) { return known }
    } else if let known = heightCache.value(node, level, nil, proposed) {
      return known
    }
    let result =
      level == 0
      ? separableViewLength(node, axis, proposed)
      : separableModifierLength(node, level, axis, proposed)
    if horizontal {
      widthCache.set(result, node, level, proposed, nil)
    } else {
      heightCache.set(result, node, level, nil, proposed)
    }
    return result
  }

  /// The length of a frame element that does not ask its content on
  /// `axis`: a fixed frame's length, or a flexible frame's with a minimum and
  /// a maximum when proposed a length (the proposal clamped). `nil` for any
  /// other element.
  private func frameLength(_ node: Int, _ level: Int, _ axis: Axis, _ proposed: Double?)
    -> Double?
  {
    switch modifierList[modifierStart[node] + level - 1] {
    case .frame(let frame):
      return axis == .horizontal ? frame.width : frame.height
    case .flexibleFrame(let frame):
      let bounds = frame.bounds(along: axis)
      guard let proposed, bounds.min != nil, bounds.max != nil else { return nil }
      return Self.flexibleLength(proposed, child: 0, bounds)
    case .padding, .fixedSize, .layoutPriority, .lineLimit:
      return nil
    }
  }

  private func separableModifierLength(
    _ node: Int, _ level: Int, _ axis: Axis, _ proposed: Double?
  ) -> Double {
    let inner = level - 1
    switch modifierList[modifierStart[node] + inner] {
    case .frame(let frame):
      if let fixed = axis == .horizontal ? frame.width : frame.height { return fixed }
      return separableLength(node, inner, axis, proposed)

    case .flexibleFrame(let frame):
      let bounds = frame.bounds(along: axis)
      if proposed != nil, bounds.min != nil, bounds.max != nil {
        // The frame's length is the proposal clamped; the content's does not count.
        return Self.flexibleLength(proposed, child: 0, bounds)
      }
      let child = separableLength(node, inner, axis, Self.flexibleProposal(proposed, bounds))
      return Self.flexibleLength(proposed, child: child, bounds)

    case .padding(let given):
      let insets = Self.paddingInsets(given, metrics: metrics)
      let (near, far) =
        axis == .horizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
      let amount = near + far
      let child = separableLength(node, inner, axis, proposed.map { max(0, $0 - amount) })
      return child + near + far

    case .fixedSize(let horizontal, let vertical):
      let fixed = axis == .horizontal ? horizontal : vertical
      return separableLength(node, inner, axis, fixed ? nil : proposed)

    case .layoutPriority, .lineLimit:
      return separableLength(node, inner, axis, proposed)
    }
  }

  private func separableViewLength(_ node: Int, _ axis: Axis, _ proposed: Double?) -> Double {
    switch shapes[node] {
    case .color:
      return proposed ?? metrics.colorIdealSize.length(along: axis)

    case .spacer(let minLength):
      if let stackAxis = nodes[node].stackAxis, stackAxis != axis { return 0 }
      let minimum = max(0, minLength ?? metrics.spacing[axis])
      return max(proposed ?? minimum, minimum)

    case .text:
      preconditionFailure("a Text is never separable")

    case .stack(let stackAxis, let spacing, let guide):
      if stackAxis == axis {
        return separableAlongLength(node, axis, spacing: spacing, proposed)
      }
      return separableAcrossLength(node, axis, guide: guide, proposed)

    case .zstack(let horizontal, let vertical):
      let range = childRange(node)
      guard !range.isEmpty else { return 0 }
      var highest = -Double.infinity
      for position in range { highest = max(highest, nodes[childList[position]].priority) }
      let fraction = axis == .horizontal ? horizontal : vertical
      var extent = ExtentAccumulator()
      for position in range where nodes[childList[position]].priority == highest {
        let child = childList[position]
        let length = separableLength(child, modifierCount(child), axis, proposed)
        extent.add(length: length, guide: fraction.guide(length))
      }
      return extent.extent
    }
  }

  /// An HStack's width or a VStack's height (step 2 of
  /// ``planStack(_:axis:spacing:proposal:guide:explaining:)``).
  private func separableAlongLength(
    _ node: Int, _ axis: Axis, spacing: Double?, _ proposed: Double?
  ) -> Double {
    let range = childRange(node)
    let count = range.count
    guard count > 0 else { return 0 }
    var totalSpacing = 0.0
    for position in range.dropFirst() {
      if let spacing {
        totalSpacing += spacing.isFinite ? spacing : 0
      } else if !nodes[childList[position - 1]].isSpacer && !nodes[childList[position]].isSpacer {
        totalSpacing += metrics.spacing[axis]
      }
    }
    var total = totalSpacing
    guard let along = proposed else {
      for position in range {
        let child = childList[position]
        total += separableLength(child, modifierCount(child), axis, nil)
      }
      return total.isNaN ? 0 : max(0, total)
    }
    // Scratch space on the stack rather than arrays on the heap: this runs
    // for every stack and proposal.
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * count) { scratch in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { order in
        let minimums = UnsafeMutableBufferPointer(rebasing: scratch[0..<count])
        let flexibilities = UnsafeMutableBufferPointer(rebasing: scratch[count..<(2 * count)])
        let priorities = UnsafeMutableBufferPointer(rebasing: scratch[(2 * count)..<(3 * count)])
        for index in 0..<count {
          let child = childList[range.lowerBound + index]
          let level = modifierCount(child)
          let minimum = separableLength(child, level, axis, 0)
          let maximum = separableLength(child, level, axis, .infinity)
          minimums.initializeElement(at: index, to: minimum)
          flexibilities.initializeElement(
            at: index, to: SizingOrder.flexibility(minimum: minimum, maximum: maximum))
          priorities.initializeElement(at: index, to: nodes[child].priority)
          order.initializeElement(at: index, to: index)
        }
        SizingOrder.sort(
          order, priorities: UnsafeBufferPointer(priorities),
          minimums: UnsafeBufferPointer(minimums), flexibilities: UnsafeBufferPointer(flexibilities)
        )
        // Runs of equal priority in the order are the groups; every group but the
        // first keeps its minimums back until its turn.
        var remaining = along - totalSpacing
        var reserved = 0.0
        for (rank, index) in order.enumerated() where rank > 0 {
          if priorities[index] != priorities[order[0]] { reserved += minimums[index] }
        }
        remaining -= reserved
        var start = 0
        while start < count {
          var end = start + 1
          while end < count && priorities[order[end]] == priorities[order[start]] { end += 1 }
          if start > 0 {
            for rank in start..<end { remaining += minimums[order[rank]] }
          }
          var left = end - start
          for rank in start..<end {
            let index = order[rank]
            let share = remaining / Double(left)
            let offered = share.isNaN ? 0 : max(share, 0)
            let child = childList[range.lowerBound + index]
            let answer = separableLength(child, modifierCount(child), axis, offered)
            // The flexibilities are sorted by; their space keeps the answers.
            flexibilities[index] = answer
            if remaining.isFinite { remaining -= answer }
            left -= 1
          }
          start = end
        }
        // Added up in source order (a sum of doubles depends on the order).
        for index in 0..<count { total += flexibilities[index] }
        return total.isNaN ? 0 : max(0, total)
      }
    }
  }

  /// An HStack's height or a VStack's width (step 3 of
  /// ``planStack(_:axis:spacing:proposal:guide:explaining:)``): the children
  /// lined up on the guide; proposed again with that length when the proposal
  /// across is unspecified.
  private func separableAcrossLength(
    _ node: Int, _ axis: Axis, guide: GuideFraction, _ proposed: Double?
  ) -> Double {
    let range = childRange(node)
    guard !range.isEmpty else { return 0 }
    func extent(_ across: Double?) -> Double {
      var extent = ExtentAccumulator()
      for position in range {
        let child = childList[position]
        let length = separableLength(child, modifierCount(child), axis, across)
        extent.add(length: length, guide: guide.guide(length))
      }
      return extent.extent
    }
    let first = extent(proposed)
    if proposed == nil && first.isFinite { return extent(first) }
    return first
  }
}
