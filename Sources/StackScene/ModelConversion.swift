import StackLayout

/// The result of carrying a scene over to the other model with `m`: the new
/// scene and what could only be approximated, in words for the message line.
public struct ModelConversion: Hashable, Sendable {
  public var scene: Scene
  /// What was approximated or dropped, such as `hidden blue dropped`; empty when
  /// the conversion is exact.
  public var approximations: [String]
}

extension Scene {
  /// The UIKit stack as a SwiftUI tree, as `m` carries it over.
  ///
  /// - horizontal → `HStack`, vertical → `VStack`; the spacing is carried as an
  ///   explicit spacing;
  /// - the nearest alignment: fill and center → `.center`; leading (top) →
  ///   `.top` or `.leading`; trailing (bottom) → `.bottom` or `.trailing`;
  ///   first/last baseline → `.firstTextBaseline`/`.lastTextBaseline` in an
  ///   HStack, `.leading`/`.trailing` in a VStack;
  /// - every visible arranged view → a `Color` of its colour with its name and
  ///   `.frame(width:height:)` from its intrinsic size (a missing dimension is
  ///   left out, so the Color is flexible there); hidden views are dropped;
  /// - a nested stack → a nested `HStack` or `VStack` with its name, by the
  ///   same rules;
  /// - the pinned size → the proposal (an unpinned axis is unspecified).
  ///
  /// Distribution, priorities, custom spacing and the margins and baseline
  /// flags have no SwiftUI counterpart and are named as approximations when
  /// they differ from the defaults.
  public func convertedToSwiftUI() -> ModelConversion {
    let stack = self.stack
    var notes: [String] = []
    let root = Self.swiftUINode(of: stack, name: nil, notes: &notes)
    let tree = SwiftUIScene(
      proposal: ProposedSize(width: stack.size.width, height: stack.size.height), root: root)
    return ModelConversion(scene: Scene(unit: unit, swiftUI: tree), approximations: notes)
  }

  /// `stack` as an `HStack` or `VStack` named `name`, its nested stacks as
  /// nested `HStack`s and `VStack`s (see ``convertedToSwiftUI()``); what is
  /// approximated is added to `notes`, naming the nested stack it is about.
  private static func swiftUINode(of stack: StackView, name: String?, notes: inout [String])
    -> SwiftUINode
  {
    let of = name.map { " of \($0)" } ?? ""
    var children: [SwiftUINode] = []
    for (index, view) in stack.arrangedSubviews.enumerated() {
      if view.isHidden {
        notes.append("hidden \(view.name) dropped")
        continue
      }
      if let nested = view.stack {
        children.append(swiftUINode(of: nested, name: view.name, notes: &notes))
        continue
      }
      let color = view.color ?? PaletteColor.automatic(forIndex: index).rawValue
      var node = SwiftUINode(.color(color), name: view.name)
      if view.intrinsicSize.width != nil || view.intrinsicSize.height != nil {
        node.modifiers = [
          .frame(FixedFrame(width: view.intrinsicSize.width, height: view.intrinsicSize.height))
        ]
      }
      children.append(node)
    }
    if stack.distribution != .fill {
      notes.append("distribution\(of) \(stack.distribution.rawValue)")
    }
    let plain = ArrangedView(name: "")
    if stack.arrangedSubviews.contains(where: {
      $0.stack == nil
        && ($0.hugging != plain.hugging || $0.compressionResistance != plain.compressionResistance)
    }) {
      notes.append("priorities\(of)")
    }
    if stack.arrangedSubviews.contains(where: { $0.customSpacingAfter != nil }) {
      notes.append("custom spacing\(of)")
    }
    if stack.isLayoutMarginsRelativeArrangement { notes.append("layout margins\(of)") }
    if stack.isBaselineRelativeArrangement { notes.append("baseline-relative arrangement\(of)") }

    let kind: SwiftUINode.Kind
    if stack.axis == .horizontal {
      let alignment: VerticalAlignment =
        switch stack.alignment {
        case .fill, .center: .center
        case .leading: .top
        case .trailing: .bottom
        case .firstBaseline: .firstTextBaseline
        case .lastBaseline: .lastTextBaseline
        }
      kind = .hstack(spacing: stack.spacing, alignment: alignment, children: children)
    } else {
      let alignment: HorizontalAlignment =
        switch stack.alignment {
        case .fill, .center: .center
        case .leading, .firstBaseline: .leading
        case .trailing, .lastBaseline: .trailing
        }
      kind = .vstack(spacing: stack.spacing, alignment: alignment, children: children)
    }
    if stack.alignment == .fill { notes.append("alignment fill\(of) as center") }
    if stack.axis == .vertical, [.firstBaseline, .lastBaseline].contains(stack.alignment) {
      notes.append("baseline alignment of a vertical stack\(name.map { " (\($0))" } ?? "")")
    }
    return SwiftUINode(kind, name: name)
  }

  /// The SwiftUI tree as a UIKit stack, as `m` carries it back.
  ///
  /// - `HStack` → horizontal, `VStack` → vertical, `ZStack` → horizontal (an
  ///   approximation: UIKit stacks do not overlap their views);
  /// - `spacing: nil` → the unit's default spacing along the axis;
  /// - alignments: top/leading → leading, center → center, bottom/trailing →
  ///   trailing, first/last text baseline → first/last baseline;
  /// - every child → an arranged view with the child's name (or one made up),
  ///   the Color's colour (others take the colour their name names, as `k`
  ///   gives a Color the colour of its name; else gray for a Spacer and the
  ///   automatic colour of their index for the rest),
  ///   and an intrinsic size: the fixed frame's dimensions where given, else
  ///   for a Color none (a Color takes what it is offered, as a view without
  ///   an intrinsic size does), for a Text or a `ZStack` its ideal size;
  /// - a nested `HStack` or `VStack` → a nested stack by the same rules (its
  ///   modifiers are named as approximations: a stack has no intrinsic size);
  ///   a Spacer has no intrinsic length along the axis (it takes what the
  ///   stack leaves, as a Spacer does; its fixed frame, if any, still counts)
  ///   and hugging 1 along it;
  ///   an ideal length beyond the limit of a length (1,000,000) stops there,
  ///   and the approximations say so;
  /// - the proposal → the pinned size (an unspecified axis is not pinned).
  ///
  /// A root that is not a stack becomes a horizontal stack holding it.
  public func convertedToUIKit() -> ModelConversion {
    guard let tree = swiftUI else { return ModelConversion(scene: self, approximations: []) }
    let metrics = unit.swiftUIMetrics
    var notes: [String] = []
    var root = tree.root
    if !root.kind.isStack {
      notes.append("a \(root.kind.typeName) root put in a horizontal stack")
      root = SwiftUINode(.hstack(spacing: nil, alignment: .center, children: [root]))
    }
    if !root.modifiers.isEmpty { notes.append("the root's modifiers") }
    var names = Set(root.allNames)
    var stack = Self.uikitStack(of: root, metrics: metrics, names: &names, notes: &notes)
    stack.size = PartialSize(width: tree.proposal.width, height: tree.proposal.height)
    return ModelConversion(scene: Scene(unit: unit, stack: stack), approximations: notes)
  }

  /// The stack node `node` as a UIKit stack (see ``convertedToUIKit()``): its
  /// `HStack` and `VStack` children as nested stacks. `names` holds every name
  /// of the tree, and gets the names made up for unnamed children.
  private static func uikitStack(
    of node: SwiftUINode, metrics: SwiftUIMetrics, names: inout Set<String>,
    notes: inout [String]
  ) -> StackView {
    let axis: Axis
    let alignment: StackLayout.Alignment
    var spacing: Double?
    switch node.kind {
    case .vstack(let value, let horizontal, _):
      axis = .vertical
      spacing = value
      alignment =
        switch horizontal {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    case .hstack(let value, let vertical, _):
      axis = .horizontal
      spacing = value
      alignment = Self.uikitAlignment(vertical)
    case .zstack(let zAlignment, _):
      axis = .horizontal
      spacing = 0
      alignment = Self.uikitAlignment(zAlignment.vertical)
      notes.append("ZStack as a horizontal stack")
    default:
      axis = .horizontal
      alignment = .center
    }
    if spacing == nil {
      spacing = metrics.spacing[axis]
      let of = node.name.map { " of \($0)" } ?? ""
      notes.append("spacing\(of) nil as \(formatNumber(metrics.spacing[axis]))")
    }

    var views: [ArrangedView] = []
    for (index, child) in node.kind.children.enumerated() {
      var name = child.name ?? ""
      if name.isEmpty {
        var number = index + 1
        name = "\(child.kind.typeName.lowercased())\(number)"
        while names.contains(name) {
          number += 1
          name = "\(child.kind.typeName.lowercased())\(number)"
        }
        names.insert(name)
      }
      var view = ArrangedView(name: name)
      // A node that is not a Color has no colour of its own: the one its name
      // names (`k` turns the Color "green" into the Text "green", and back into
      // a green Color), else gray for a Spacer, else the automatic colour.
      var isSpacer = false
      if case .spacer = child.kind { isSpacer = true }
      let unnamed = isSpacer ? PaletteColor.gray : PaletteColor.automatic(forIndex: index)
      view.color = (PaletteColor(rawValue: name) ?? unnamed).rawValue
      switch child.kind {
      case .hstack, .vstack:
        // A nested stack stays a stack: it has no intrinsic size, so its frame
        // and other modifiers cannot be carried.
        view.stack = uikitStack(of: child, metrics: metrics, names: &names, notes: &notes)
        if !child.modifiers.isEmpty { notes.append("\(name)'s modifiers") }
        views.append(view)
        continue
      default:
        break
      }
      let ideal = child.layout(proposal: .unspecified, metrics: metrics).size
      var size = PartialSize()
      switch child.kind {
      case .color(let color):
        view.color = PaletteColor(rawValue: color)?.rawValue ?? view.color
      case .spacer:
        view.hugging[axis] = 1
        notes.append(
          "\(name) (a Spacer) as a view with no intrinsic \(axis == .horizontal ? "width" : "height") that hugs at 1"
        )
      case .text:
        size = PartialSize(width: ideal.width, height: ideal.height)
        notes.append("\(name) (a Text) as its ideal size")
      case .hstack, .vstack, .zstack:
        size = PartialSize(width: ideal.width, height: ideal.height)
        notes.append("\(name) (a \(child.kind.typeName)) as its ideal size")
      }
      if let width = child.fixedLength(along: .horizontal) { size.width = width }
      if let height = child.fixedLength(along: .vertical) { size.height = height }
      // An ideal size can pass the limit of a length (a long Text, a wide
      // nested stack); the view stops at it, so the scene can be saved.
      for axis in Axis.allCases {
        if let length = size.length(along: axis), length > SceneLimits.maximumLength {
          size.setLength(SceneLimits.maximumLength, along: axis)
          notes.append(
            "\(name)'s \(axis == .horizontal ? "width" : "height") cut to \(JSONText.number(SceneLimits.maximumLength))"
          )
        }
      }
      view.intrinsicSize = size
      if child.modifiers.contains(where: {
        switch $0 {
        case .frame: false
        default: true
        }
      }) {
        notes.append("\(name)'s modifiers")
      }
      views.append(view)
    }
    return StackView(
      axis: axis, distribution: .fill, alignment: alignment, spacing: spacing ?? 0,
      arrangedSubviews: views)
  }

  static func uikitAlignment(_ vertical: VerticalAlignment) -> StackLayout.Alignment {
    switch vertical {
    case .top: .leading
    case .center: .center
    case .bottom: .trailing
    case .firstTextBaseline: .firstBaseline
    case .lastTextBaseline: .lastBaseline
    }
  }
}
