import StackLayout
import StackScene

// The small edits the SwiftUI mode makes to a tree: the root stack's children,
// a child's fixed frame, its `maxWidth: .infinity` frame and its outermost
// layoutPriority, and how a node is written as SwiftUI code.

extension SwiftUINode.Kind {
  /// The same kind with other children; a leaf is returned unchanged.
  func withChildren(_ children: [SwiftUINode]) -> SwiftUINode.Kind {
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
  var isStack: Bool {
    switch self {
    case .hstack, .vstack, .zstack: true
    case .text, .color, .spacer: false
    }
  }

  /// The axis a child's "along" lengths are on: vertical for a VStack,
  /// horizontal otherwise (a ZStack has no axis; its keys act on widths).
  var editAxis: Axis {
    if case .vstack = self { return .vertical }
    return .horizontal
  }

  /// The stack's spacing (`nil` for the default, and for a ZStack or a leaf).
  var spacing: Double? {
    switch self {
    case .hstack(let spacing, _, _), .vstack(let spacing, _, _): spacing
    default: nil
    }
  }
}

extension SwiftUINode {
  /// The dimensions of the first `frame(width:height:)`, if any.
  var fixedFrame: FixedFrame? {
    for modifier in modifiers {
      if case .frame(let frame) = modifier { return frame }
    }
    return nil
  }

  /// The fixed frame's length along `axis`, if it has one.
  func fixedLength(along axis: Axis) -> Double? {
    guard let frame = fixedFrame else { return nil }
    return axis == .horizontal ? frame.width : frame.height
  }

  /// Sets the fixed frame's length along `axis` (`nil` removes that dimension;
  /// a frame with no dimension left is removed). A new frame is the innermost
  /// modifier.
  mutating func setFixedLength(_ value: Double?, along axis: Axis) {
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
  func isFlexible(along axis: Axis) -> Bool {
    modifiers.contains {
      if case .flexibleFrame(let frame) = $0 { return frame.bounds(along: axis).max == .infinity }
      return false
    }
  }

  /// Adds `frame(maxWidth: .infinity)` (or `maxHeight`) along `axis`, just
  /// inside the layoutPriority, or removes every such bound.
  mutating func setFlexible(_ flexible: Bool, along axis: Axis) {
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
  var outerLayoutPriority: Double {
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
  mutating func setLayoutPriority(_ value: Double) {
    modifiers.removeAll {
      if case .layoutPriority = $0 { return true }
      return false
    }
    if value != 0 { modifiers.append(.layoutPriority(value)) }
  }

  /// Every name in the tree, depth-first.
  var allNames: [String] {
    (name.map { [$0] } ?? []) + kind.children.flatMap(\.allNames)
  }

  /// The node as SwiftUI code, such as
  /// `Color.red.frame(width: 60, height: 40).layoutPriority(1)`.
  var code: String {
    kindCode + modifiers.map(Self.code(of:)).joined()
  }

  var kindCode: String {
    switch kind {
    case .hstack(let spacing, let alignment, let children):
      "HStack(alignment: .\(alignment.rawValue), spacing: \(spacing.map(formatNumber) ?? "nil")) { \(children.count) }"
    case .vstack(let spacing, let alignment, let children):
      "VStack(alignment: .\(alignment.rawValue), spacing: \(spacing.map(formatNumber) ?? "nil")) { \(children.count) }"
    case .zstack(let alignment, let children):
      "ZStack(alignment: .\(alignment.name)) { \(children.count) }"
    case .text(let string): "Text(\(quoted(string)))"
    case .color(let color): "Color.\(color)"
    case .spacer(let minLength):
      minLength.map { "Spacer(minLength: \(formatNumber($0)))" } ?? "Spacer()"
    }
  }

  static func code(of modifier: SwiftUIModifier) -> String {
    switch modifier {
    case .frame(let frame):
      let parts = [
        frame.width.map { "width: \(formatNumber($0))" },
        frame.height.map { "height: \(formatNumber($0))" },
        frame.alignment == .center ? nil : "alignment: .\(frame.alignment.name)",
      ].compactMap { $0 }
      return ".frame(\(parts.joined(separator: ", ")))"
    case .flexibleFrame(let frame):
      func number(_ value: Double) -> String {
        value == .infinity ? ".infinity" : formatNumber(value)
      }
      let parts = [
        frame.minWidth.map { "minWidth: \(number($0))" },
        frame.idealWidth.map { "idealWidth: \(number($0))" },
        frame.maxWidth.map { "maxWidth: \(number($0))" },
        frame.minHeight.map { "minHeight: \(number($0))" },
        frame.idealHeight.map { "idealHeight: \(number($0))" },
        frame.maxHeight.map { "maxHeight: \(number($0))" },
        frame.alignment == .center ? nil : "alignment: .\(frame.alignment.name)",
      ].compactMap { $0 }
      return ".frame(\(parts.joined(separator: ", ")))"
    case .padding(let insets?):
      return
        ".padding(top: \(formatNumber(insets.top)), leading: \(formatNumber(insets.leading)), bottom: \(formatNumber(insets.bottom)), trailing: \(formatNumber(insets.trailing)))"
    case .padding(nil): return ".padding()"
    case .fixedSize(let horizontal, let vertical):
      return horizontal && vertical
        ? ".fixedSize()" : ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
    case .layoutPriority(let value): return ".layoutPriority(\(formatNumber(value)))"
    case .lineLimit(let limit): return ".lineLimit(\(limit.map(String.init) ?? "nil"))"
    }
  }
}

/// `"text"` with quotes and backslashes escaped and line breaks as `\n`.
func quoted(_ text: String) -> String {
  var result = "\""
  for character in text {
    switch character {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    default: result.append(character)
    }
  }
  return result + "\""
}

/// What a root is proposed, in SwiftUI's words: `300x120`, `300xnil`,
/// `.unspecified`.
func proposalText(_ proposal: ProposedSize) -> String {
  if proposal.width == nil && proposal.height == nil { return ".unspecified" }
  return
    "\(proposal.width.map(formatNumber) ?? "nil")x\(proposal.height.map(formatNumber) ?? "nil")"
}
