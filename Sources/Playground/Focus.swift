import StackLayout
import StackRender
import StackScene

/// The inspector's focus: the field `=` and Enter edit.
///
/// The focus is always a field on screen, drawn highlighted, and named by the
/// hint line (`= edit intrinsic width`). `i` / `I` step through the fields of
/// the mode in the order ``PlaygroundState/focusableFields`` gives (the
/// selected view's first, then the stack's); a key that changes a field moves
/// the focus to it (`+` then `=` edits the spacing). Selecting a view (Tab,
/// the arrows, a click) moves a focus on a stack field to the view's first
/// field, so `Tab Tab =` edits the view selected. When the focused field is
/// not on screen (the last view deleted, the model switched, a preset
/// opened), the focus is the first field that is.
extension PlaygroundState {
  /// The fields the focus steps through in this mode and scene, in order.
  ///
  /// UIKit: the selected view's intrinsic length along and across the axis,
  /// its hugging and compression resistance (on the axis `y` chose), its custom
  /// spacing after; then the stack's spacing, width and height. SwiftUI: the
  /// selected child's fixed frame along and across, its layoutPriority, a
  /// Text's string; then the root's spacing (an HStack or VStack) and the
  /// proposed width and height.
  public var focusableFields: [Field] {
    if isSwiftUI {
      var fields: [Field] = []
      if let node = selectedNode {
        fields += [.frameAlong, .frameAcross, .layoutPriority]
        if case .text = node.kind { fields.append(.text) }
      }
      switch tree.root.kind {
      case .hstack, .vstack: fields.append(.spacing)
      default: break
      }
      return fields + [.proposalWidth, .proposalHeight]
    }
    var viewFields: [Field] = []
    if let view = selectedView, view.stack != nil {
      // A nested stack has no intrinsic size, so no hugging or compression
      // resistance that changes anything: only the spacing after it.
      viewFields = [.customSpacing]
    } else if let view = selectedView {
      viewFields = [
        .intrinsicAlong, .intrinsicAcross, .hugging, .compressionResistance, .customSpacing,
      ]
      // The baselines are on screen (in the inspector's title) once the view has one.
      if view.firstBaseline != nil || view.lastBaseline != nil {
        viewFields += [.firstBaseline, .lastBaseline]
      }
    }
    var stackFields: [Field] = [.spacing, .stackWidth, .stackHeight]
    // The margins are on the status line once they are set or used.
    if stack.layoutMargins != .zero || stack.isLayoutMarginsRelativeArrangement {
      stackFields.append(.margins)
    }
    return viewFields + stackFields
  }

  /// The focused field: the one the last key changed or `i` chose, when it
  /// is on screen; else the first that is.
  public var focus: Field {
    let fields = focusableFields
    return fields.contains(lastField) ? lastField : fields[0]
  }

  /// Whether `field` belongs to the selected view or child (not the stack).
  static func isViewField(_ field: Field) -> Bool {
    switch field {
    case .intrinsicAlong, .intrinsicAcross, .hugging, .compressionResistance, .customSpacing,
      .frameAlong, .frameAcross, .layoutPriority, .text, .name, .firstBaseline, .lastBaseline:
      true
    case .spacing, .stackWidth, .stackHeight, .proposalWidth, .proposalHeight, .margins: false
    }
  }

  /// `i` / `I`: focuses the next / previous field, wrapping around.
  mutating func moveFocus(by step: Int) {
    let fields = focusableFields
    let index = fields.firstIndex(of: focus) ?? 0
    lastField = fields[((index + step) % fields.count + fields.count) % fields.count]
    message = "focus: \(lastField.label(self)) (= edits it)"
  }

  /// After a view is selected: a focus on a stack field moves to the view's
  /// first field; a focus on a view field stays on the same field.
  mutating func focusSelectedView() {
    if !Self.isViewField(focus) { lastField = focusableFields[0] }
  }

  /// The focus of a new screen (the model switched, a preset opened): the
  /// selected view's first field.
  mutating func resetFocus() {
    lastField = focusableFields[0]
  }

  /// The focused field's value as the screen shows it, for the prompt:
  /// `8`, `none`, `nil (8)`, `"Hello"`.
  public func focusValueText(_ field: Field) -> String {
    if isSwiftUI { return swiftUIValueText(field) }
    let view = selectedView
    let axis = resolvedPriorityAxis
    switch field {
    case .spacing: return formatNumber(stack.spacing)
    case .stackWidth, .stackHeight:
      let axis: Axis = field == .stackWidth ? .horizontal : .vertical
      if let pinned = rootStack.size.length(along: axis) { return formatNumber(pinned) }
      return "\(formatNumber(rootStack.layout().size.length(along: axis))), not pinned"
    case .intrinsicAlong, .intrinsicAcross:
      let along = field == .intrinsicAlong ? stack.axis : stack.axis.cross
      return view?.intrinsicSize.length(along: along).map(formatNumber) ?? "none"
    case .hugging: return view.map { formatNumber($0.hugging[axis]) } ?? "-"
    case .compressionResistance:
      return view.map { formatNumber($0.compressionResistance[axis]) } ?? "-"
    case .customSpacing: return view?.customSpacingAfter.map(formatNumber) ?? "none"
    case .firstBaseline: return view?.firstBaseline.map(formatNumber) ?? "none"
    case .lastBaseline: return view?.lastBaseline.map(formatNumber) ?? "none"
    case .margins: return Self.marginsText(stack.layoutMargins)
    case .name: return view?.name ?? "-"
    default: return "-"
    }
  }

  private func swiftUIValueText(_ field: Field) -> String {
    let axis = tree.root.kind.editAxis
    let node = selectedNode
    switch field {
    case .frameAlong, .intrinsicAlong:
      return node?.fixedLength(along: axis).map(formatNumber) ?? "none"
    case .frameAcross, .intrinsicAcross:
      return node?.fixedLength(along: axis.cross).map(formatNumber) ?? "none"
    case .layoutPriority, .hugging, .compressionResistance:
      return node.map { formatNumber($0.outerLayoutPriority) } ?? "-"
    case .text:
      if case .text(let string)? = node?.kind { return "\"\(string)\"" }
      return "none"
    case .proposalWidth, .stackWidth: return tree.proposal.width.map(formatNumber) ?? "nil"
    case .proposalHeight, .stackHeight: return tree.proposal.height.map(formatNumber) ?? "nil"
    case .spacing, .customSpacing:
      switch tree.root.kind {
      case .hstack(let spacing, _, _), .vstack(let spacing, _, _):
        return spacing.map(formatNumber) ?? "nil"
      default: return "-"
      }
    case .name: return node?.name ?? "-"
    case .firstBaseline, .lastBaseline, .margins: return "-"
    }
  }
}
