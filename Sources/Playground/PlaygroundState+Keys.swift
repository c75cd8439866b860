import StackLayout
import StackRender
import StackScene

/// The priorities `h`/`H` and `c`/`C` step through: the landmarks where UIKit's
/// behaviour changes (fitting size 50, default low 250, default high 750, required).
public let priorityLandmarks: [Double] = [1, 50, 249, 250, 251, 749, 750, 751, 999, 1000]

extension PlaygroundState {
  /// The step `+`/`-` change the spacing by: 1 cell, or 4 points.
  var spacingStep: Double { scene.unit == .cell ? 1 : 4 }
  /// The step the arrow keys and `[`/`]`, `w`/`t` change lengths by: 1 cell, or 10 points.
  var lengthStep: Double { scene.unit == .cell ? 1 : 10 }

  /// Applies one key, without recording it in the history: the key bindings
  /// that ``handle(_:viewAt:)`` describes.
  mutating func handleKey(_ key: Key, viewAt: (Int, Int) -> Int?) {
    switch key {
    case .drag, .release:
      // Moves and releases matter only during a drag (handle(_:screen:)).
      return
    case .wheel(let up) where prompt == nil && panel != .code:
      scrollByWheel(up: up)
      return
    default:
      break
    }
    // A resize changes nothing of the state: the help, a prompt and the
    // message stay as they are (the screen is drawn again at the new size).
    if key == .resize { return }
    if isShowingHelp {
      // The arrows and PgUp/PgDn/Home/End scroll it; any other key (Esc too)
      // closes the overlay, back to the prompt it was opened from, if any;
      // q then quits, asking first if anything is unsaved.
      if scrollHelp(key) { return }
      isShowingHelp = false
      helpScroll = 0
      if prompt != nil { return }
      message = nil
      if key == .character("q") { requestQuit() }
      return
    }
    if prompt != nil {
      handlePrompt(key)
      return
    }
    if panel == .code {
      message = nil
      handleCodeKey(key)
      return
    }
    if key == .character("?") {
      // The message stays: the help shows it whole.
      isShowingHelp = true
      return
    }
    message = nil
    if handleKeyOfBothModes(key) { return }
    if isSwiftUI {
      handleSwiftUI(key, viewAt: viewAt)
      return
    }
    switch key {
    case .character("a"): toggleAxis()
    case .character("d"): cycleDistribution(by: 1)
    case .character("D"): cycleDistribution(by: -1)
    case .character("g"): cycleAlignment(by: 1)
    case .character("G"): cycleAlignment(by: -1)
    case .character("+"): changeSpacing(by: spacingStep)
    case .character("-"): changeSpacing(by: -spacingStep)
    case .tab, .right: select(selection + 1)
    case .backTab, .left: select(selection - 1)
    case .up: changeIntrinsic(across: false, by: lengthStep)
    case .down: changeIntrinsic(across: false, by: -lengthStep)
    case .character("]"): changeIntrinsic(across: true, by: lengthStep)
    case .character("["): changeIntrinsic(across: true, by: -lengthStep)
    case .character("h"): stepPriority(.hugging, up: true)
    case .character("H"): stepPriority(.hugging, up: false)
    case .character("c"): stepPriority(.compressionResistance, up: true)
    case .character("C"): stepPriority(.compressionResistance, up: false)
    case .character("y"): togglePriorityAxis()
    case .character("e"): changeCustomSpacing(by: spacingStep)
    case .character("E"): changeCustomSpacing(by: -spacingStep)
    case .character("="), .enter: startPrompt()
    case .character("n"): addView()
    case .character("x"): deleteView()
    case .character("v"): toggleHidden()
    case .character("p"): togglePinned()
    case .character("w"): changeStackLength(.horizontal, by: lengthStep)
    case .character("W"): changeStackLength(.horizontal, by: -lengthStep)
    case .character("t"): changeStackLength(.vertical, by: lengthStep)
    case .character("T"): changeStackLength(.vertical, by: -lengthStep)
    case .character(">"): enterNestedStack()
    case .character("<"): leaveNestedStack()
    case .character("{"): embedSelectedView()
    case .character("}"): unembedSelectedView()
    case .click(let column, let row):
      // In a tree the canvas names views by rank: the click edits their stack.
      if let index = viewAt(column, row) {
        if isTree { selectRank(index) } else { select(index) }
      }
    default:
      if handlePropertyKey(key) { return }
      message = "no key binding for that key; ? shows them all"
    }
  }

  /// The keys that do the same in the UIKit and the SwiftUI mode: quit, Esc,
  /// the focus, the model switch, zoom, reset, the panels, presets, undo and save.
  /// Returns whether `key` was one of them.
  private mutating func handleKeyOfBothModes(_ key: Key) -> Bool {
    switch key {
    case .character("q"): requestQuit()
    case .escape: closeTopmost()
    case .character("i"): moveFocus(by: 1)
    case .character("I"): moveFocus(by: -1)
    case .character("m"): switchModel()
    case .character("z"): zoom(by: 1)
    case .character("Z"): zoom(by: -1)
    case .character("0"):
      zoom = 0
      pan = PanOffset()
      fitAnchor = nil
      message = "zoom: fit to the window"
    case .shiftLeft: pan(columns: -Self.panStep.columns, rows: 0)
    case .shiftRight: pan(columns: Self.panStep.columns, rows: 0)
    case .shiftUp: pan(columns: 0, rows: -Self.panStep.rows)
    case .shiftDown: pan(columns: 0, rows: Self.panStep.rows)
    case .character("r"): reset()
    case .character("l"): toggleConstraintPanel()
    case .character("o"): cycleGrid()
    case .control("e"): showCode()
    case .pageUp, .pageDown, .home, .end: scrollPanel(key)
    case .character(","): openPreset(by: -1)
    case .character("."): openPreset(by: 1)
    case .character("u"): undo()
    case .control("r"): redo()
    case .character("s"): save()
    case .character("S"): saveAs()
    case .resize: break
    default: return false
    }
    return true
  }

  // MARK: Stack properties

  private mutating func toggleAxis() {
    stack.axis = stack.axis.cross
    message = "axis: \(stack.axis.rawValue)"
  }

  private mutating func cycleDistribution(by step: Int) {
    stack.distribution = Self.cycle(Distribution.allCases, from: stack.distribution, by: step)
    message = "distribution: \(stack.distribution.rawValue)"
  }

  private mutating func cycleAlignment(by step: Int) {
    stack.alignment = Self.cycle(Alignment.allCases, from: stack.alignment, by: step)
    message = "alignment: \(stack.alignment.name(for: stack.axis))"
  }

  private mutating func changeSpacing(by step: Double) {
    let wanted = stack.spacing + step
    stack.spacing = Self.limitedLength(wanted, allowsNegative: true)
    lastField = .spacing
    message =
      "spacing: \(formatNumber(stack.spacing))\(Self.limitNote(wanted: wanted, got: stack.spacing))"
  }

  // The size is the root's: a nested stack is sized by its arrangement.
  private mutating func togglePinned() {
    let current = rootStack.layout().size
    let pinned = rootStack.size.width != nil || rootStack.size.height != nil
    if pinned {
      lastPinnedSize = rootStack.size
      rootStack.size = PartialSize()
      message = "stack: sized to its content"
    } else {
      rootStack.size =
        lastPinnedSize
        ?? PartialSize(
          width: Self.limitedLength(current.width.rounded()),
          height: Self.limitedLength(current.height.rounded()))
      message = "stack: pinned to \(Self.sizeText(rootStack.size, current))"
    }
  }

  private mutating func changeStackLength(_ axis: Axis, by step: Double) {
    let current = rootStack.layout().size.length(along: axis)
    let base = rootStack.size.length(along: axis) ?? Self.limitedLength(current.rounded())
    let wanted = max(0, base + step)
    let value = Self.limitedLength(wanted)
    rootStack.size.setLength(value, along: axis)
    lastField = axis == .horizontal ? .stackWidth : .stackHeight
    message =
      "stack \(axis == .horizontal ? "width" : "height"): \(formatNumber(value)) (pinned)\(Self.limitNote(wanted: wanted, got: value))"
  }

  // MARK: The selected view

  private mutating func select(_ index: Int) {
    let count = stack.arrangedSubviews.count
    guard count > 0 else {
      message = "no views: n adds one"
      return
    }
    selection = ((index % count) + count) % count
    focusSelectedView()
  }

  /// Runs `change` on the selected view, or says there is none.
  mutating func withSelectedView(_ change: (inout ArrangedView) -> String) {
    guard stack.arrangedSubviews.indices.contains(selection) else {
      message = "no views: n adds one"
      return
    }
    message = change(&stack.arrangedSubviews[selection])
  }

  private mutating func changeIntrinsic(across: Bool, by step: Double) {
    guard refuseIntrinsicEditOfAStack() else { return }
    let axis = across ? stack.axis.cross : stack.axis
    lastField = across ? .intrinsicAcross : .intrinsicAlong
    withSelectedView { view in
      let word = axis == .horizontal ? "width" : "height"
      let old = view.intrinsicSize.length(along: axis)
      let wanted: Double? =
        switch old {
        case nil: step > 0 ? step : nil
        case .some(let value) where value + step < 0: nil
        case .some(let value): value + step
        }
      let new = wanted.map { Self.limitedLength($0) }
      view.intrinsicSize.setLength(new, along: axis)
      let note = wanted.map { Self.limitNote(wanted: $0, got: new ?? $0) } ?? ""
      return "intrinsic \(word) of \(view.name): \(new.map(formatNumber) ?? "none")\(note)"
    }
  }

  private mutating func stepPriority(_ field: Field, up: Bool) {
    guard refuseIntrinsicEditOfAStack() else { return }
    let axis = resolvedPriorityAxis
    lastField = field
    withSelectedView { view in
      let old = field == .hugging ? view.hugging[axis] : view.compressionResistance[axis]
      let new =
        up
        ? priorityLandmarks.first { $0 > old } ?? 1000
        : priorityLandmarks.last { $0 < old } ?? 1
      if field == .hugging {
        view.hugging[axis] = new
      } else {
        view.compressionResistance[axis] = new
      }
      let name = field == .hugging ? "hugging" : "compression resistance"
      return
        "\(name) (\(axis.rawValue)) of \(view.name): \(formatNumber(old)) -> \(formatNumber(new))"
    }
  }

  private mutating func togglePriorityAxis() {
    priorityAxis = priorityAxis == .along ? .across : .along
    message =
      "h/H and c/C now change \(resolvedPriorityAxis.rawValue) priorities (\(priorityAxis.rawValue) the axis)"
  }

  private mutating func changeCustomSpacing(by step: Double) {
    lastField = .customSpacing
    let spacing = stack.spacing
    withSelectedView { view in
      let wanted = (view.customSpacingAfter ?? spacing) + step
      let new = Self.limitedLength(wanted, allowsNegative: true)
      view.customSpacingAfter = new
      return
        "custom spacing after \(view.name): \(formatNumber(new))\(Self.limitNote(wanted: wanted, got: new))"
    }
  }

  private mutating func toggleHidden() {
    withSelectedView { view in
      view.isHidden.toggle()
      return "\(view.name): \(view.isHidden ? "hidden" : "shown")"
    }
  }

  private mutating func addView() {
    guard roomForOneMore(stack.arrangedSubviews.count, "views") else { return }
    // Names are unique across the whole tree.
    let names = treeNames
    let used = Set(stack.arrangedSubviews.compactMap(\.color))
    let color =
      PaletteColor.allCases.first { !used.contains($0.rawValue) }
      ?? PaletteColor.automatic(forIndex: stack.arrangedSubviews.count)
    var name = color.rawValue
    var suffix = 2
    while names.contains(name) {
      name = "\(color.rawValue)\(suffix)"
      suffix += 1
    }
    let side =
      scene.unit == .cell ? PartialSize(width: 6, height: 3) : PartialSize(width: 50, height: 50)
    let view = ArrangedView(name: name, color: color.rawValue, intrinsicSize: side)
    let index = stack.arrangedSubviews.isEmpty ? 0 : selection + 1
    stack.arrangedSubviews.insert(view, at: index)
    selection = index
    focusSelectedView()
    message = "added \(name)"
  }

  private mutating func deleteView() {
    guard stack.arrangedSubviews.indices.contains(selection) else {
      message = "no views to delete"
      return
    }
    let removed = stack.arrangedSubviews.remove(at: selection)
    selection = max(0, min(selection, stack.arrangedSubviews.count - 1))
    message = "deleted \(removed.name)"
  }

  // MARK: View

  mutating func zoom(by step: Int) {
    zoom = max(-12, min(12, zoom + step))
    message = "zoom: \(zoom > 0 ? "+" : "")\(zoom) (0 fits to the window)"
  }

  /// How far one Shift-arrow pans the picture: 8 columns or 4 rows.
  static let panStep = (columns: 8, rows: 4)

  /// Pans the zoomed picture (never before its top-left corner; the screen
  /// stops it at the far edge).
  mutating func pan(columns: Int, rows: Int) {
    pan.columns = max(0, min(pan.columns + columns, 1_000_000))
    pan.rows = max(0, min(pan.rows + rows, 1_000_000))
    message = "pan: \(pan.columns),\(pan.rows) cells from the top-left corner (0 fits)"
  }

  /// Stops the pan at the picture's far edge, as the last drawn screen found
  /// it (``DrawnScreen/panLimit``): the app calls it after each drawing, so
  /// that a Shift-arrow the other way moves the picture at once.
  public mutating func clampPan(to limit: PanOffset) {
    pan.columns = max(0, min(pan.columns, limit.columns))
    pan.rows = max(0, min(pan.rows, limit.rows))
  }

  mutating func reset() {
    let old = self
    self = PlaygroundState(scene: original)
    self.zoom = old.zoom
    self.pan = old.pan
    self.fitAnchor = old.fitAnchor
    self.fitAnchorSteps = old.fitAnchorSteps
    self.zoomNamingSteps = old.zoomNamingSteps
    self.language = old.language
    self.presetIndex = old.presetIndex
    keepDocumentInfo(from: old)
    message = "reset to the scene as opened (u undoes it)"
  }

  // MARK: Typing a value

  /// `=` and Enter: types a new value for the focused field (always one on
  /// screen, see ``focus``).
  private mutating func startPrompt() {
    lastField = focus
    if [
      .hugging, .compressionResistance, .intrinsicAlong, .intrinsicAcross, .customSpacing,
      .firstBaseline, .lastBaseline,
    ]
    .contains(lastField), selectedView == nil {
      message = "no views: n adds one"
      return
    }
    if [
      .hugging, .compressionResistance, .intrinsicAlong, .intrinsicAcross, .firstBaseline,
      .lastBaseline,
    ]
    .contains(lastField), !refuseIntrinsicEditOfAStack() {
      return
    }
    prompt = Prompt(field: lastField, text: "")
  }

  private mutating func handlePrompt(_ key: Key) {
    guard var prompt else { return }
    switch key {
    case .escape:
      self.prompt = nil
      message = "cancelled"
    case .backspace, .delete:
      if !prompt.text.isEmpty { prompt.text.removeLast() }
      prompt.note = nil
      self.prompt = prompt
    case .enter:
      self.prompt = nil
      if prompt.field == .name {
        commitName(prompt)
      } else if isSwiftUI {
        commitSwiftUI(prompt)
      } else {
        commit(prompt)
      }
    case .character(let character) where prompt.field == .text || prompt.field == .name:
      guard !Self.isControl(character) else {
        message =
          "a control character cannot be typed into a \(prompt.field == .name ? "name" : "Text")"
        return
      }
      let limit = prompt.field == .name ? Self.nameLimit : Self.textLimit
      if prompt.text.count < limit { prompt.text.append(character) }
      prompt.note = nil
      self.prompt = prompt
    case .character(let character) where character.isNumber || character == "." || character == "-":
      if prompt.text.count < 12 { prompt.text.append(character) }
      self.prompt = prompt
    case .character("?"):
      // The help over the prompt; any key closes it, back to the prompt.
      isShowingHelp = true
    default:
      message = "type a number, Enter to set it, Esc to cancel"
    }
  }

  private mutating func commit(_ prompt: Prompt) {
    let label = prompt.field.label(self)
    let trimmed = prompt.text
    let allowsNone = [
      .intrinsicAlong, .intrinsicAcross, .customSpacing, .firstBaseline, .lastBaseline,
    ]
    .contains(prompt.field)
    if trimmed.isEmpty && allowsNone {
      apply(nil, to: prompt.field)
      message = "\(label): none"
      return
    }
    guard let value = Double(trimmed), value.isFinite else {
      message = "not a number: '\(trimmed)' (\(label) unchanged)"
      return
    }
    switch prompt.field {
    case .hugging, .compressionResistance:
      guard Priority.range.contains(value) else {
        message = "\(label) must be in 1...1000, not \(formatNumber(value))"
        return
      }
    case .intrinsicAlong, .intrinsicAcross, .stackWidth, .stackHeight, .spacing, .customSpacing,
      .firstBaseline, .lastBaseline, .margins:
      let allowsNegative = [.spacing, .customSpacing].contains(prompt.field)
      if let problem = Self.lengthProblem(value, label: label, allowsNegative: allowsNegative) {
        message = problem
        return
      }
    case .frameAlong, .frameAcross, .layoutPriority, .text, .proposalWidth, .proposalHeight, .name:
      break
    }
    apply(value, to: prompt.field)
    message = "\(label): \(formatNumber(value))"
  }

  private mutating func apply(_ value: Double?, to field: Field) {
    let axis = resolvedPriorityAxis
    switch field {
    case .spacing: stack.spacing = value ?? 0
    case .stackWidth: rootStack.size.width = value
    case .stackHeight: rootStack.size.height = value
    case .frameAlong, .frameAcross, .layoutPriority, .text, .proposalWidth, .proposalHeight, .name:
      break
    case .margins:
      let edge = value ?? 0
      stack.layoutMargins = EdgeInsets(top: edge, leading: edge, bottom: edge, trailing: edge)
    case .firstBaseline, .lastBaseline:
      guard stack.arrangedSubviews.indices.contains(selection) else { return }
      if field == .firstBaseline {
        stack.arrangedSubviews[selection].firstBaseline = value
      } else {
        stack.arrangedSubviews[selection].lastBaseline = value
      }
    case .hugging, .compressionResistance, .intrinsicAlong, .intrinsicAcross, .customSpacing:
      guard stack.arrangedSubviews.indices.contains(selection) else { return }
      switch field {
      case .hugging: stack.arrangedSubviews[selection].hugging[axis] = value ?? Priority.defaultLow
      case .compressionResistance:
        stack.arrangedSubviews[selection].compressionResistance[axis] =
          value ?? Priority.defaultHigh
      case .intrinsicAlong:
        stack.arrangedSubviews[selection].intrinsicSize.setLength(value, along: stack.axis)
      case .intrinsicAcross:
        stack.arrangedSubviews[selection].intrinsicSize.setLength(value, along: stack.axis.cross)
      default: stack.arrangedSubviews[selection].customSpacingAfter = value
      }
    }
  }

  // MARK: Helpers

  static func cycle<T: Equatable>(_ all: [T], from current: T, by step: Int) -> T {
    let index = all.firstIndex(of: current) ?? 0
    return all[((index + step) % all.count + all.count) % all.count]
  }

  static func sizeText(_ pinned: PartialSize, _ solved: Size) -> String {
    "\(formatNumber(pinned.width ?? solved.width))x\(formatNumber(pinned.height ?? solved.height))"
  }
}
