import StackExport
import StackLayout
import StackRender
import StackScene

/// The layout priorities `h`/`H` step a SwiftUI child through.
public let layoutPrioritySteps: [Double] = [-1, 0, 1, 2]

extension PlaygroundState {
  /// The longest string the Text prompt takes, in characters.
  static let textLimit = 60

  /// The SwiftUI tree being edited (SwiftUI mode). Reading it in UIKit mode
  /// gives an empty HStack; setting it makes the scene a SwiftUI scene.
  public var tree: SwiftUIScene {
    get {
      scene.swiftUI
        ?? SwiftUIScene(root: SwiftUINode(.hstack(spacing: nil, alignment: .center, children: [])))
    }
    set { scene.content = .swiftUI(newValue) }
  }

  /// The kind of the stack being edited (the node at ``swiftUIPath``; the root
  /// when the path is empty or no longer leads anywhere).
  public var editedKind: SwiftUINode.Kind {
    get { Self.node(at: swiftUIPath, in: tree.root)?.kind ?? tree.root.kind }
    set {
      var root = tree.root
      if Self.modifyNode(at: swiftUIPath, in: &root, { $0.kind = newValue }) {
        tree.root = root
      } else {
        tree.root.kind = newValue
      }
    }
  }

  /// The children of the stack being edited: the nodes that SwiftUI mode
  /// selects and edits.
  public var swiftUIChildren: [SwiftUINode] {
    get { editedKind.children }
    set { editedKind = editedKind.withChildren(newValue) }
  }

  /// The node at `path` under `node` (each step a child index), if there is one.
  static func node(at path: [Int], in node: SwiftUINode) -> SwiftUINode? {
    var current = node
    for index in path {
      let children = current.kind.children
      guard children.indices.contains(index) else { return nil }
      current = children[index]
    }
    return current
  }

  /// Changes the node at `path` under `node`; returns whether there was one.
  static func modifyNode(
    at path: [Int], in node: inout SwiftUINode, _ change: (inout SwiftUINode) -> Void
  ) -> Bool {
    guard let first = path.first else {
      change(&node)
      return true
    }
    var children = node.kind.children
    guard children.indices.contains(first) else { return false }
    guard modifyNode(at: Array(path.dropFirst()), in: &children[first], change) else {
      return false
    }
    node.kind = node.kind.withChildren(children)
    return true
  }

  /// The index in `layout.nodes` of the stack being edited.
  func editedLayoutIndex(in layout: SwiftUILayout) -> Int? {
    guard !layout.nodes.isEmpty else { return nil }
    var index = 0
    for step in swiftUIPath {
      let children = layout.children(of: index)
      guard children.indices.contains(step) else { return nil }
      index = children[step]
    }
    return index
  }

  /// The stack being edited as a path of names, for the status line:
  /// `root > column > HStack 2` (the root's name, or `root`; then each step's
  /// name, else its type and place).
  public var swiftUIPathText: String {
    var parts = [tree.root.name ?? "root"]
    var current = tree.root
    for index in swiftUIPath {
      let children = current.kind.children
      guard children.indices.contains(index) else { break }
      current = children[index]
      parts.append(current.name ?? "\(current.kind.typeName) \(index + 1)")
    }
    return parts.joined(separator: " > ")
  }

  /// The selected child of the root, if it has any.
  public var selectedNode: SwiftUINode? {
    swiftUIChildren.indices.contains(selection) ? swiftUIChildren[selection] : nil
  }

  /// The tree laid out in the scene's unit: the layout ``handle(_:viewAt:)``
  /// kept for the tree as the last key left it, or worked out now when the
  /// tree has changed since (or no key was handled yet).
  public var swiftUILayout: SwiftUILayout {
    let tree = tree
    return swiftUILayoutCache.layout(of: tree, unit: scene.unit) ?? tree.layout(unit: scene.unit)
  }

  /// Keeps the layout of the tree as it is now (SwiftUI mode), so that the
  /// screen drawn after a key and the next key (Up on a child without a fixed
  /// length reads its laid-out length) share one layout of it.
  mutating func keepSwiftUILayout() {
    guard isSwiftUI else {
      swiftUILayoutCache = SwiftUILayoutCache()
      return
    }
    let tree = tree
    let unit = scene.unit
    guard swiftUILayoutCache.layout(of: tree, unit: unit) == nil else { return }
    swiftUILayoutCache = SwiftUILayoutCache(tree: tree, unit: unit, layout: tree.layout(unit: unit))
  }

  /// The root stack as SwiftUI code without its children, with the default
  /// spacing's value: `HStack(alignment: .center, spacing: nil (8))`.
  public var rootStackText: String {
    let metrics = scene.unit.swiftUIMetrics
    switch editedKind {
    case .hstack(let spacing, let alignment, _):
      let value = spacing.map(formatNumber) ?? "nil (\(formatNumber(metrics.spacing.horizontal)))"
      return "HStack(alignment: .\(alignment.rawValue), spacing: \(value))"
    case .vstack(let spacing, let alignment, _):
      let value = spacing.map(formatNumber) ?? "nil (\(formatNumber(metrics.spacing.vertical)))"
      return "VStack(alignment: .\(alignment.rawValue), spacing: \(value))"
    case .zstack(let alignment, _):
      return "ZStack(alignment: .\(alignment.name))"
    default:
      return swiftUIInlineCode(for: Self.node(at: swiftUIPath, in: tree.root) ?? tree.root)
    }
  }

  // MARK: Keys

  /// Applies one key of the SwiftUI mode's own (the keys both modes share are
  /// handled before this is called).
  mutating func handleSwiftUI(_ key: Key, viewAt: (Int, Int) -> Int?) {
    switch key {
    case .character("a"): cycleStackKind()
    case .character("g"): cycleRootAlignment(by: 1)
    case .character("G"): cycleRootAlignment(by: -1)
    case .character("+"): stepRootSpacing(up: true)
    case .character("-"): stepRootSpacing(up: false)
    case .tab, .right: selectChild(selection + 1)
    case .backTab, .left: selectChild(selection - 1)
    case .character(">"): enterChild()
    case .character("<"): leaveChild()
    case .character("N"): startRename()
    case .character("j"): cycleColor(by: 1)
    case .character("J"): cycleColor(by: -1)
    case .up: changeFrame(across: false, by: lengthStep)
    case .down: changeFrame(across: false, by: -lengthStep)
    case .character("]"): changeFrame(across: true, by: lengthStep)
    case .character("["): changeFrame(across: true, by: -lengthStep)
    case .character("f"): toggleFlexible()
    case .character("h"): stepLayoutPriority(up: true)
    case .character("H"): stepLayoutPriority(up: false)
    case .character("k"): cycleKind(by: 1)
    case .character("K"): cycleKind(by: -1)
    case .character("e"): startTextPrompt()
    case .character("="), .enter: startSwiftUIPrompt()
    case .character("n"): addChild()
    case .character("x"): deleteChild()
    case .character("p"): toggleProposal()
    case .character("w"): changeProposal(.horizontal, by: lengthStep)
    case .character("W"): changeProposal(.horizontal, by: -lengthStep)
    case .character("t"): changeProposal(.vertical, by: lengthStep)
    case .character("T"): changeProposal(.vertical, by: -lengthStep)
    case .click(let column, let row):
      if let index = viewAt(column, row) { selectChild(index) }
    default:
      message = "no key binding for that key in SwiftUI mode; ? shows them all"
    }
  }

  // MARK: Switching models

  /// `m`: carries the scene over to the other model (see
  /// ``StackScene/Scene/convertedToSwiftUI()`` and
  /// ``StackScene/Scene/convertedToUIKit()``) and says what was approximated.
  mutating func switchModel() {
    let toSwiftUI = !isSwiftUI
    // The scale stays: both models fit the size of the picture before the switch.
    if fitAnchor == nil { fitAnchor = isSwiftUI ? swiftUILayout.size : rootStack.layout().size }
    let conversion = toSwiftUI ? scene.convertedToSwiftUI() : scene.convertedToUIKit()
    scene = conversion.scene
    swiftUIPath = []
    let count = toSwiftUI ? swiftUIChildren.count : stack.arrangedSubviews.count
    selection = max(0, min(selection, count - 1))
    resetFocus()
    lastPinnedSize = nil
    lastProposal = nil
    // The status line shows the stack just carried over, so the message says
    // only what changed on the way: at 80 columns it then fits one row more
    // often, and a tall picture fitted for a one-row message is not cut.
    let title = toSwiftUI ? "SwiftUI mode" : "UIKit mode"
    message =
      conversion.approximations.isEmpty
      ? "\(title), nothing approximated"
      : "\(title); approximated: \(conversion.approximations.joined(separator: ", "))"
  }

  // MARK: The root stack

  /// Says why a key that needs a root stack did nothing; `true` when the root is one.
  private mutating func requireStack() -> Bool {
    if editedKind.isStack { return true }
    message = "the root is a \(editedKind.typeName), not a stack; m makes a UIKit stack of it"
    return false
  }

  /// `a`: HStack → VStack → ZStack → HStack, keeping the children and the
  /// nearest alignment; a ZStack has no spacing, so an HStack made from one
  /// gets the default (`nil`).
  private mutating func cycleStackKind() {
    guard requireStack() else { return }
    let root = editedKind
    let children = root.children
    switch root {
    case .hstack(let spacing, let alignment, _):
      let horizontal: HorizontalAlignment =
        switch alignment {
        case .top, .firstTextBaseline: .leading
        case .center: .center
        case .bottom, .lastTextBaseline: .trailing
        }
      editedKind = .vstack(spacing: spacing, alignment: horizontal, children: children)
    case .vstack(_, let alignment, _):
      editedKind = .zstack(
        alignment: Alignment2D(horizontal: alignment, vertical: .center), children: children)
    case .zstack(let alignment, _):
      editedKind = .hstack(spacing: nil, alignment: alignment.vertical, children: children)
    default:
      return
    }
    message = "stack: \(rootStackText)"
  }

  /// `g`/`G`: the root's alignments, in SwiftUI's order.
  private mutating func cycleRootAlignment(by step: Int) {
    guard requireStack() else { return }
    switch editedKind {
    case .hstack(let spacing, let alignment, let children):
      let next = Self.cycle(VerticalAlignment.allCases, from: alignment, by: step)
      editedKind = .hstack(spacing: spacing, alignment: next, children: children)
    case .vstack(let spacing, let alignment, let children):
      let next = Self.cycle(HorizontalAlignment.allCases, from: alignment, by: step)
      editedKind = .vstack(spacing: spacing, alignment: next, children: children)
    case .zstack(let alignment, let children):
      let next = Self.cycle(Alignment2D.allNamed.map(\.alignment), from: alignment, by: step)
      editedKind = .zstack(alignment: next, children: children)
    default:
      return
    }
    message = "alignment: \(rootStackText)"
  }

  /// `+`/`-`: the spacing steps `nil` (the default) → 0 → 4 → 8 …; `-` from 0
  /// goes back to `nil`, the lowest step (type a negative value with `=`).
  private mutating func stepRootSpacing(up: Bool) {
    guard requireStack() else { return }
    lastField = .spacing
    guard case let spacing? = spacingOfRoot else {
      message = "a ZStack has no spacing"
      return
    }
    let new: Double?
    switch (spacing, up) {
    case (nil, true): new = 0
    case (nil, false):
      message = "spacing: nil is the lowest step; = types any value"
      return
    case (let value?, true): new = value + spacingStep
    case (let value?, false): new = value <= 0 ? nil : max(0, value - spacingStep)
    }
    let limited = new.map { Self.limitedLength($0, allowsNegative: true) }
    setRootSpacing(limited)
    let note = new.map { Self.limitNote(wanted: $0, got: limited ?? $0) } ?? ""
    message = "spacing: \(rootStackText)\(note)"
  }

  /// The root's spacing: `.some(nil)` for the default, `nil` for a ZStack or a leaf.
  private var spacingOfRoot: Double?? {
    switch editedKind {
    case .hstack(let spacing, _, _), .vstack(let spacing, _, _): .some(spacing)
    default: nil
    }
  }

  private mutating func setRootSpacing(_ spacing: Double?) {
    switch editedKind {
    case .hstack(_, let alignment, let children):
      editedKind = .hstack(spacing: spacing, alignment: alignment, children: children)
    case .vstack(_, let alignment, let children):
      editedKind = .vstack(spacing: spacing, alignment: alignment, children: children)
    default: break
    }
  }

  // MARK: The root's proposal

  /// `p`: the proposal becomes unspecified (the root's ideal size), or the
  /// size it had before, or the root's current size.
  private mutating func toggleProposal() {
    if tree.proposal.width != nil || tree.proposal.height != nil {
      lastProposal = tree.proposal
      tree.proposal = .unspecified
      message = "proposal: .unspecified (the root takes its ideal size)"
    } else {
      let size = swiftUILayout.size
      tree.proposal =
        lastProposal
        ?? ProposedSize(
          width: size.width.isFinite ? Self.limitedLength(size.width.rounded()) : nil,
          height: size.height.isFinite ? Self.limitedLength(size.height.rounded()) : nil)
      message = "proposal: \(proposalText(tree.proposal))"
    }
  }

  /// `w`/`W`/`t`/`T`: the proposed width or height, from the root's current
  /// size when that axis was unspecified.
  private mutating func changeProposal(_ axis: Axis, by step: Double) {
    let current = tree.proposal.length(along: axis) ?? swiftUILayout.size.length(along: axis)
    let base = current.isFinite ? Self.limitedLength(current.rounded()) : 0
    let wanted = max(0, base + step)
    let value = Self.limitedLength(wanted)
    if axis == .horizontal { tree.proposal.width = value } else { tree.proposal.height = value }
    lastField = axis == .horizontal ? .proposalWidth : .proposalHeight
    message =
      "proposal: \(proposalText(tree.proposal))\(Self.limitNote(wanted: wanted, got: value))"
  }

  // MARK: The selected child

  private mutating func selectChild(_ index: Int) {
    let count = swiftUIChildren.count
    guard count > 0 else {
      message = editedKind.isStack ? "no children: n adds one" : "the root has no children"
      return
    }
    selection = ((index % count) + count) % count
    focusSelectedView()
  }

  /// Runs `change` on the selected child, or says there is none.
  private mutating func withSelectedChild(_ change: (inout SwiftUINode, Int) -> String) {
    guard swiftUIChildren.indices.contains(selection) else {
      message = editedKind.isStack ? "no children: n adds one" : "the root has no children"
      return
    }
    var children = swiftUIChildren
    message = change(&children[selection], selection)
    swiftUIChildren = children
  }

  /// Runs `change` on the selected child, or says there is none.
  mutating func withSelectedChildNode(_ change: (inout SwiftUINode) -> String) {
    withSelectedChild { node, _ in change(&node) }
  }

  /// `>`: edits the selected child's children, when it is a stack (its first
  /// child selected).
  private mutating func enterChild() {
    guard let node = selectedNode else {
      message = editedKind.isStack ? "no children: n adds one" : "the root has no children"
      return
    }
    guard node.kind.isStack else {
      message =
        "\(Self.childName(node, selection)) is a \(node.kind.typeName), not a stack: > enters stacks"
      return
    }
    swiftUIPath.append(selection)
    selection = 0
    message =
      "editing \(swiftUIPathText): \(rootStackText)"
      + (node.kind.children.isEmpty ? " (no children: n adds one)" : "")
  }

  /// `<`: back to the stack around the one being edited, the stack left selected.
  private mutating func leaveChild() {
    guard let last = swiftUIPath.popLast() else {
      message = "already editing the root; > enters the selected stack"
      return
    }
    selection = last
    message = "editing \(swiftUIPathText): \(rootStackText)"
  }

  private static func childName(_ node: SwiftUINode, _ index: Int) -> String {
    node.name ?? "child \(index + 1)"
  }

  /// The laid-out size of root child `index`.
  private func childSize(_ index: Int) -> Size? {
    let layout = swiftUILayout
    guard let parent = editedLayoutIndex(in: layout) else { return nil }
    let children = layout.children(of: parent)
    return children.indices.contains(index) ? layout.nodes[children[index]].size : nil
  }

  /// Up/Down, `]`/`[`: the fixed frame along or across the root's axis. A
  /// child without one starts from its current length; going below 0 removes
  /// the dimension.
  private mutating func changeFrame(across: Bool, by step: Double) {
    let rootAxis = editedKind.editAxis
    let axis = across ? rootAxis.cross : rootAxis
    lastField = across ? .frameAcross : .frameAlong
    // The laid-out length is needed only by a child without a fixed one: a
    // layout of the whole tree is not done for nothing on every key.
    let laidOut =
      selectedNode?.fixedLength(along: axis) == nil
      ? childSize(selection)?.length(along: axis) : nil
    withSelectedChild { node, index in
      let word = axis == .horizontal ? "width" : "height"
      let old =
        node.fixedLength(along: axis)
        ?? laidOut.map { $0.isFinite ? Self.limitedLength($0.rounded()) : 0 }
      let wanted: Double? =
        switch old {
        case nil: step > 0 ? step : nil
        case .some(let value) where value + step < 0: nil
        case .some(let value): value + step
        }
      let new = wanted.map { Self.limitedLength($0) }
      node.setFixedLength(new, along: axis)
      let note = wanted.map { Self.limitNote(wanted: $0, got: new ?? $0) } ?? ""
      return
        "frame \(word) of \(Self.childName(node, index)): \(new.map(formatNumber) ?? "none")\(note): \(swiftUIInlineCode(for: node))"
    }
  }

  /// `f`: toggles `frame(maxWidth: .infinity)` (or `maxHeight` in a VStack);
  /// making a child flexible removes its fixed length along the axis.
  private mutating func toggleFlexible() {
    let axis = editedKind.editAxis
    withSelectedChild { node, index in
      if node.isFlexible(along: axis) {
        node.setFlexible(false, along: axis)
        return "\(Self.childName(node, index)) no longer flexible: \(swiftUIInlineCode(for: node))"
      }
      node.setFixedLength(nil, along: axis)
      node.setFlexible(true, along: axis)
      return "\(Self.childName(node, index)) flexible: \(swiftUIInlineCode(for: node))"
    }
  }

  /// `h`/`H`: steps the outermost `layoutPriority` through -1, 0, 1, 2.
  private mutating func stepLayoutPriority(up: Bool) {
    lastField = .layoutPriority
    withSelectedChild { node, index in
      let old = node.outerLayoutPriority
      let new =
        up
        ? layoutPrioritySteps.first { $0 > old } ?? layoutPrioritySteps.last ?? old
        : layoutPrioritySteps.last { $0 < old } ?? layoutPrioritySteps.first ?? old
      node.setLayoutPriority(new)
      return
        "layoutPriority of \(Self.childName(node, index)): \(formatNumber(old)) -> \(formatNumber(new))"
    }
  }

  /// `k`/`K`: Color → Text → Spacer → Color, keeping the name and the
  /// modifiers that still make sense for the new kind (see
  /// ``modifierMakesSense(_:for:)``); the message names those it dropped.
  private mutating func cycleKind(by step: Int) {
    let used = Set(
      swiftUIChildren.compactMap { node -> String? in
        if case .color(let color) = node.kind { return color }
        return nil
      })
    withSelectedChild { node, index in
      let order = ["Color", "Text", "Spacer"]
      guard let current = order.firstIndex(of: node.kind.typeName) else {
        return
          "\(Self.childName(node, index)) is a nested \(node.kind.typeName); k changes Colors, Texts and Spacers"
      }
      switch order[((current + step) % 3 + 3) % 3] {
      case "Color":
        let color =
          node.name.flatMap { PaletteColor(rawValue: $0) }
          ?? PaletteColor.allCases.first { !used.contains($0.rawValue) }
          ?? PaletteColor.automatic(forIndex: index)
        node.kind = .color(color.rawValue)
      case "Text": node.kind = .text(node.name ?? "Text")
      default: node.kind = .spacer(minLength: nil)
      }
      let dropped = node.modifiers.filter { !Self.modifierMakesSense($0, for: node.kind) }
      node.modifiers.removeAll { !Self.modifierMakesSense($0, for: node.kind) }
      let result = "\(Self.childName(node, index)): \(swiftUIInlineCode(for: node))"
      guard !dropped.isEmpty else { return result }
      // The modifiers' code alone: after a bare Spacer's `Spacer()`.
      let bare = SwiftUINode(.spacer(minLength: nil), modifiers: dropped)
      let code = swiftUIInlineCode(for: bare).dropFirst(
        swiftUIInlineCode(for: SwiftUINode(.spacer(minLength: nil))).count)
      return "\(result); dropped \(code)"
    }
  }

  /// Whether a modifier still makes sense on a node `k` turned into `kind`.
  ///
  /// - A fixed `.frame` is how `m` carries a UIKit view's intrinsic size to a
  ///   Color; a Text sizes to its string and a Spacer to what is left, so the
  ///   frame goes when the node stops being a Color.
  /// - A Spacer is flexible along the stack already, so a
  ///   `.frame(maxWidth: .infinity)` goes too.
  /// - `.lineLimit` only acts on a Text.
  /// - `.padding`, `.fixedSize` and `.layoutPriority` act on any view and stay.
  static func modifierMakesSense(_ modifier: SwiftUIModifier, for kind: SwiftUINode.Kind) -> Bool {
    switch (modifier, kind) {
    case (.frame, .color): true
    case (.frame, _): false
    case (.flexibleFrame, .spacer): false
    case (.lineLimit, .text): true
    case (.lineLimit, _): false
    default: true
    }
  }

  /// `n`: a Color with a 50 × 50 frame (6 × 3 in cells) after the selected child.
  private mutating func addChild() {
    guard requireStack() else { return }
    guard roomForOneMore(Self.nodeCount(tree.root), "nodes") else { return }
    let names = Set(tree.root.allNames)
    let used = Set(
      swiftUIChildren.compactMap { node -> String? in
        if case .color(let color) = node.kind { return color }
        return nil
      })
    let color =
      PaletteColor.allCases.first { !used.contains($0.rawValue) && !names.contains($0.rawValue) }
      ?? PaletteColor.automatic(forIndex: swiftUIChildren.count)
    var name = color.rawValue
    var suffix = 2
    while names.contains(name) {
      name = "\(color.rawValue)\(suffix)"
      suffix += 1
    }
    let frame =
      scene.unit == .cell ? FixedFrame(width: 6, height: 3) : FixedFrame(width: 50, height: 50)
    let node = SwiftUINode(.color(color.rawValue), name: name, modifiers: [.frame(frame)])
    let index = swiftUIChildren.isEmpty ? 0 : selection + 1
    swiftUIChildren.insert(node, at: index)
    selection = index
    focusSelectedView()
    message = "added \(swiftUIInlineCode(for: node))"
  }

  /// `x`: deletes the selected child.
  private mutating func deleteChild() {
    guard swiftUIChildren.indices.contains(selection) else {
      message = "no children to delete"
      return
    }
    let removed = swiftUIChildren.remove(at: selection)
    selection = max(0, min(selection, swiftUIChildren.count - 1))
    message = "deleted \(removed.name ?? removed.kind.typeName)"
  }

  // MARK: Typing

  /// `e`: types the selected child's Text string (any characters); Enter
  /// makes the child a Text with it.
  private mutating func startTextPrompt() {
    guard let node = selectedNode else {
      message = editedKind.isStack ? "no children: n adds one" : "the root has no children"
      return
    }
    guard !node.kind.isStack else {
      message = "\(Self.childName(node, selection)) is a nested stack; e edits a leaf's text"
      return
    }
    lastField = .text
    var text = ""
    if case .text(let string) = node.kind { text = string }
    prompt = Prompt(field: .text, text: text)
  }

  /// `=` and Enter: types a new value for the focused field (see ``focus``).
  private mutating func startSwiftUIPrompt() {
    lastField = focus
    if lastField == .text {
      startTextPrompt()
      return
    }
    prompt = Prompt(field: lastField, text: "")
  }

  /// Enter in SwiftUI mode: sets the typed value. An empty value is `nil` for
  /// the spacing, a frame dimension and a proposal axis, 0 for layoutPriority.
  mutating func commitSwiftUI(_ prompt: Prompt) {
    let label = prompt.field.label(self)
    if prompt.field == .text {
      withSelectedChild { node, index in
        guard !node.kind.isStack else { return "\(Self.childName(node, index)) is a nested stack" }
        node.kind = .text(prompt.text)
        return "\(Self.childName(node, index)): \(swiftUIInlineCode(for: node))"
      }
      return
    }
    let value: Double?
    if prompt.text.isEmpty {
      value = prompt.field == .layoutPriority ? 0 : nil
    } else {
      guard let number = Double(prompt.text), number.isFinite else {
        message = "not a number: '\(prompt.text)' (\(label) unchanged)"
        return
      }
      value = number
    }
    if let value, prompt.field != .layoutPriority,
      let problem = Self.lengthProblem(
        value, label: label, allowsNegative: prompt.field == .spacing)
    {
      message = problem
      return
    }
    let rootAxis = editedKind.editAxis
    switch prompt.field {
    case .frameAlong, .frameAcross:
      let axis = prompt.field == .frameAlong ? rootAxis : rootAxis.cross
      withSelectedChild { node, _ in
        node.setFixedLength(value, along: axis)
        return "\(label): \(value.map(formatNumber) ?? "none"): \(swiftUIInlineCode(for: node))"
      }
    case .layoutPriority:
      withSelectedChild { node, _ in
        node.setLayoutPriority(value ?? 0)
        return "\(label): \(formatNumber(value ?? 0)): \(swiftUIInlineCode(for: node))"
      }
    case .proposalWidth:
      tree.proposal.width = value
      message = "proposal: \(proposalText(tree.proposal))"
    case .proposalHeight:
      tree.proposal.height = value
      message = "proposal: \(proposalText(tree.proposal))"
    default:
      guard requireStack() else { return }
      guard spacingOfRoot != nil else {
        message = "a ZStack has no spacing"
        return
      }
      setRootSpacing(value)
      message = "spacing: \(rootStackText)"
    }
  }
}

/// A SwiftUI layout kept with the tree and unit it was worked out for
/// (``PlaygroundState/swiftUILayout``). It follows from the state's scene, so
/// it takes no part in comparing or hashing states: every cache is equal.
struct SwiftUILayoutCache: Hashable, Sendable {
  private struct Entry: Sendable {
    var tree: SwiftUIScene
    var unit: SceneUnit
    var layout: SwiftUILayout
  }
  private var entry: Entry?

  /// An empty cache.
  init() {}

  init(tree: SwiftUIScene, unit: SceneUnit, layout: SwiftUILayout) {
    entry = Entry(tree: tree, unit: unit, layout: layout)
  }

  /// The layout kept for `tree` in `unit`, if that is the one kept. (An
  /// unchanged tree shares its storage with the kept one, so comparing them
  /// is quick.)
  func layout(of tree: SwiftUIScene, unit: SceneUnit) -> SwiftUILayout? {
    guard let entry, entry.unit == unit, entry.tree == tree else { return nil }
    return entry.layout
  }

  static func == (lhs: Self, rhs: Self) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}
