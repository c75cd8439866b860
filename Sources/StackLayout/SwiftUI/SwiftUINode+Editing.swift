// Small edits to a SwiftUI tree, as the playground's SwiftUI mode makes them:
// a stack's children, a node's fixed frame, its `maxWidth: .infinity` frame and
// its outermost layoutPriority.

extension SwiftUINode.Kind {
  /// The same kind with other children; a leaf is returned unchanged.
  public func withChildren(_ children: [SwiftUINode]) -> SwiftUINode.Kind {
    switch self {
    case .hstack(let spacing, let alignment, _):
      .hstack(spacing: spacing, alignment: alignment, children: children)
    case .vstack(let spacing, let alignment, _):
      .vstack(spacing: spacing, alignment: alignment, children: children)
    case .zstack(let alignment, _): .zstack(alignment: alignment, children: children)
    case .text, .color, .spacer: self
    }
  }

  /// Whether this is an HStack, VStack or ZStack.
  public var isStack: Bool {
    switch self {
    case .hstack, .vstack, .zstack: true
    case .text, .color, .spacer: false
    }
  }

  /// The axis a child's "along" lengths are on: vertical for a VStack,
  /// horizontal otherwise (a ZStack has no axis; its keys act on widths).
  public var editAxis: Axis {
    if case .vstack = self { return .vertical }
    return .horizontal
  }

  /// The stack's spacing (`nil` for the default, and for a ZStack or a leaf).
  public var spacing: Double? {
    switch self {
    case .hstack(let spacing, _, _), .vstack(let spacing, _, _): spacing
    default: nil
    }
  }
}

extension SwiftUINode {
  /// The dimensions of the first `frame(width:height:)`, if any.
  public var fixedFrame: FixedFrame? {
    for modifier in modifiers {
      if case .frame(let frame) = modifier { return frame }
    }
    return nil
  }

  /// The fixed frame's length along `axis`, if it has one.
  public func fixedLength(along axis: Axis) -> Double? {
    guard let frame = fixedFrame else { return nil }
    return axis == .horizontal ? frame.width : frame.height
  }

  /// Sets the fixed frame's length along `axis` (`nil` removes that dimension;
  /// a frame with no dimension left is removed). A new frame is the innermost
  /// modifier.
  public mutating func setFixedLength(_ value: Double?, along axis: Axis) {
    var frame = fixedFrame ?? FixedFrame()
    if axis == .horizontal { frame.width = value } else { frame.height = value }
    let index = modifiers.firstIndex {
      if case .frame = $0 { return true }
      return false
    }
    let empty = frame.width == nil && frame.height == nil
    switch (index, empty) {
    case (let index?, true): modifiers.remove(at: index)
    case (let index?, false): modifiers[index] = .frame(frame)
    case (nil, true): break
    case (nil, false): modifiers.insert(.frame(frame), at: 0)
    }
  }

  /// Whether a flexible frame lets the node grow without limit along `axis`.
  public func isFlexible(along axis: Axis) -> Bool {
    modifiers.contains {
      if case .flexibleFrame(let frame) = $0 { return frame.bounds(along: axis).max == .infinity }
      return false
    }
  }

  /// Adds `frame(maxWidth: .infinity)` (or `maxHeight`) along `axis`, just
  /// inside the layoutPriority, or removes every such bound.
  public mutating func setFlexible(_ flexible: Bool, along axis: Axis) {
    if flexible {
      guard !isFlexible(along: axis) else { return }
      let frame =
        axis == .horizontal
        ? FlexibleFrame(maxWidth: .infinity) : FlexibleFrame(maxHeight: .infinity)
      let index =
        modifiers.firstIndex {
          if case .layoutPriority = $0 { return true }
          return false
        } ?? modifiers.endIndex
      modifiers.insert(.flexibleFrame(frame), at: index)
      return
    }
    modifiers = modifiers.compactMap { modifier in
      guard case .flexibleFrame(var frame) = modifier else { return modifier }
      if axis == .horizontal, frame.maxWidth == .infinity { frame.maxWidth = nil }
      if axis == .vertical, frame.maxHeight == .infinity { frame.maxHeight = nil }
      let empty =
        frame.minWidth == nil && frame.idealWidth == nil && frame.maxWidth == nil
        && frame.minHeight == nil && frame.idealHeight == nil && frame.maxHeight == nil
      return empty ? nil : .flexibleFrame(frame)
    }
  }

  /// The layout priority a parent stack sees: the outermost modifier's, 0 when
  /// the outermost modifier is not a `layoutPriority`.
  public var outerLayoutPriority: Double {
    for modifier in modifiers.reversed() {
      switch modifier {
      case .layoutPriority(let value): return value
      case .fixedSize, .lineLimit: continue
      default: return 0
      }
    }
    return 0
  }

  /// Removes every `layoutPriority` and, unless `value` is 0, adds one as the
  /// outermost modifier, where the parent sees it.
  public mutating func setLayoutPriority(_ value: Double) {
    modifiers.removeAll {
      if case .layoutPriority = $0 { return true }
      return false
    }
    if value != 0 { modifiers.append(.layoutPriority(value)) }
  }

  /// Every name in the tree, depth-first.
  public var allNames: [String] {
    (name.map { [$0] } ?? []) + kind.children.flatMap(\.allNames)
  }
}
