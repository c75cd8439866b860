import StackLayout
import StackScene

/// A UIKit stack as a SwiftUI tree: an `HStack` or `VStack` (spacing as
/// given) of Colors framed to their intrinsic sizes, in a frame of the pinned
/// size, with notes on what has no SwiftUI equivalent.
func convertToSwiftUI(_ stack: StackView) -> (tree: SwiftUIScene, notes: [String]) {
  var notes = [
    "Converted from a UIKit scene: each arranged view is a Color framed to its intrinsic size."
  ]
  var children: [SwiftUINode] = []
  for (index, view) in stack.arrangedSubviews.enumerated() where !view.isHidden {
    let color = view.color.flatMap(PaletteColor.init(rawValue:)) ?? .automatic(forIndex: index)
    var modifiers: [SwiftUIModifier] = []
    if view.intrinsicSize.width != nil || view.intrinsicSize.height != nil {
      modifiers.append(
        .frame(FixedFrame(width: view.intrinsicSize.width, height: view.intrinsicSize.height)))
    }
    children.append(SwiftUINode(.color(color.rawValue), name: view.name, modifiers: modifiers))
  }
  let spacing: Double? = stack.spacing
  let root: SwiftUINode
  switch stack.axis {
  case .horizontal:
    let alignment: VerticalAlignment =
      switch stack.alignment {
      case .leading: .top
      case .trailing: .bottom
      case .firstBaseline: .firstTextBaseline
      case .lastBaseline: .lastTextBaseline
      case .fill, .center: .center
      }
    root = SwiftUINode(.hstack(spacing: spacing, alignment: alignment, children: children))
  case .vertical:
    let alignment: HorizontalAlignment =
      switch stack.alignment {
      case .leading, .firstBaseline: .leading
      case .trailing, .lastBaseline: .trailing
      case .fill, .center: .center
      }
    root = SwiftUINode(.vstack(spacing: spacing, alignment: alignment, children: children))
  }

  var lost: [String] = []
  if stack.distribution != .fill { lost.append("distribution \(stack.distribution.rawValue)") }
  if stack.alignment == .fill { lost.append("alignment fill") }
  if stack.arrangedSubviews.contains(where: {
    $0.hugging != PerAxis(horizontal: Priority.defaultLow, vertical: Priority.defaultLow)
      || $0.compressionResistance
        != PerAxis(horizontal: Priority.defaultHigh, vertical: Priority.defaultHigh)
  }) {
    lost.append("hugging and compression-resistance priorities")
  }
  if stack.arrangedSubviews.contains(where: { $0.customSpacingAfter != nil }) {
    lost.append("custom spacing")
  }
  if stack.layoutMargins != .zero || stack.isLayoutMarginsRelativeArrangement {
    lost.append("layout margins")
  }
  if stack.isBaselineRelativeArrangement { lost.append("baseline-relative arrangement") }
  if stack.arrangedSubviews.contains(where: { $0.firstBaseline != nil || $0.lastBaseline != nil }) {
    lost.append("baselines")
  }
  if stack.arrangedSubviews.contains(where: \.isHidden) { lost.append("hidden views (left out)") }
  if !lost.isEmpty {
    notes.append("Not carried over (no SwiftUI equivalent): " + lost.joined(separator: ", ") + ".")
  }
  let proposal = ProposedSize(width: stack.size.width, height: stack.size.height)
  return (SwiftUIScene(proposal: proposal, root: root), notes)
}

/// A SwiftUI tree as a UIKit stack: the root stack's children (or the root
/// alone) become views whose intrinsic size is the child's ideal size, in a
/// fill stack of the root's axis, spacing and alignment, pinned to the
/// proposal.
func convertToUIKit(_ tree: SwiftUIScene, unit: SceneUnit) -> (stack: StackView, notes: [String]) {
  let metrics = unit.swiftUIMetrics
  var notes = [
    "Converted from a SwiftUI scene: each child of the root stack is a view sized to its ideal size."
  ]
  var stack = StackView(
    distribution: .fill, alignment: .center,
    size: PartialSize(width: tree.proposal.width, height: tree.proposal.height))
  let children: [SwiftUINode]
  switch tree.root.kind {
  case .hstack(let spacing, let alignment, let nodes):
    stack.axis = .horizontal
    stack.spacing = spacing ?? metrics.spacing.horizontal
    stack.alignment =
      switch alignment {
      case .top: .leading
      case .center: .center
      case .bottom: .trailing
      case .firstTextBaseline: .firstBaseline
      case .lastTextBaseline: .lastBaseline
      }
    children = nodes
  case .vstack(let spacing, let alignment, let nodes):
    stack.axis = .vertical
    stack.spacing = spacing ?? metrics.spacing.vertical
    stack.alignment =
      switch alignment {
      case .leading: .leading
      case .center: .center
      case .trailing: .trailing
      }
    children = nodes
  case .zstack, .text, .color, .spacer:
    notes.append("The root is not an HStack or VStack: it becomes the only arranged view.")
    children = [tree.root]
  }
  if !tree.root.modifiers.isEmpty || children.contains(where: { !$0.modifiers.isEmpty }) {
    notes.append("Modifiers are not carried over; their effect is in the ideal sizes.")
  }

  var names = Set<String>()
  for (index, child) in children.enumerated() {
    var name = child.name ?? "\(child.kind.typeName.lowercased())\(index + 1)"
    while names.contains(name) { name += "_" }
    names.insert(name)
    let ideal = child.layout(proposal: .unspecified, metrics: metrics).size
    var view = ArrangedView(
      name: name, color: PaletteColor.automatic(forIndex: index).rawValue,
      intrinsicSize: PartialSize(width: ideal.width, height: ideal.height))
    switch child.kind {
    case .color(let color):
      if PaletteColor(rawValue: color) != nil { view.color = color }
    case .text:
      view.color = PaletteColor.gray.rawValue
    case .spacer:
      // A Spacer stretches: no intrinsic length along the stack, the lowest
      // hugging, and 0 across it (as in a SwiftUI stack).
      view.intrinsicSize.setLength(nil, along: stack.axis)
      view.intrinsicSize.setLength(0, along: stack.axis.cross)
      view.hugging[stack.axis] = 1
    case .hstack, .vstack, .zstack:
      break
    }
    stack.arrangedSubviews.append(view)
  }
  return (stack, notes)
}
