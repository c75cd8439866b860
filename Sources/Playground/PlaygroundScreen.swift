import StackLayout
import StackRender
import StackScene

/// A drawn screen: the cells, and where the views landed for mouse clicks.
public struct DrawnScreen: Hashable, Sendable {
  public var buffer: CellBuffer
  /// Where the canvas drew each view; `nil` when no canvas was drawn (help, too
  /// small, SwiftUI mode).
  public var hitMap: CanvasHitMap?
  /// SwiftUI mode: the cells of each child of the root (the whole child with its
  /// modifiers, clipped to the root), by child index; later children are on top.
  public var childRects: [CellRect?] = []
  /// How far the picture on show can be panned (0 when it fits the canvas):
  /// the app stops ``PlaygroundState/pan`` there after each drawing.
  public var panLimit = PanOffset()

  /// The index of the view (UIKit) or root child (SwiftUI) drawn at a cell, if any.
  public func viewIndex(atColumn column: Int, row: Int) -> Int? {
    if let hitMap { return hitMap.viewIndex(atColumn: column, row: row) }
    return childRects.indices.reversed().first {
      childRects[$0]?.contains(x: column, y: row) ?? false
    }
  }
}

/// Draws the whole playground screen from a state.
///
/// ```
/// axis: horizontal  distribution: fill  alignment: center  spacing: 8  stack: 300x120 pinned
///  ╭╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╮      the canvas
///  ╎┏━━━━━━━━━━━━━━━━━━━━━┓ ┌──────────┐ ┌──────┐╎
///  ...
/// ▶ red (1 of 3)  intrinsic 60x40  frame 144x40 at 0,40         the inspector
/// hugging h 250 v 250   compression h 750 v 750   hidden no   spacing after -
/// width: stretched by 94: lowest hugging priority (250), tied with 2 others, ...
/// height: keeps its intrinsic height 40, centred (alignment center)
/// (message or prompt)
/// q quit  ? help  a axis  d distribution  g alignment  ...      key hints
/// ```
public enum PlaygroundScreen {
  /// The smallest window the playground draws in; a smaller one gets a message
  /// saying how large it must be.
  public static let minimumSize = (columns: 60, rows: 16)

  /// Rows below the canvas: inspector (2), reasons (3), message (1), hints (1).
  static let bottomRows = 7

  /// Draws `state` into a `columns` × `rows` screen.
  public static func draw(
    _ state: PlaygroundState, columns: Int, rows: Int, colorMode: ColorMode, glyphs: GlyphSet
  ) -> DrawnScreen {
    draw(
      state, columns: columns, rows: rows, colorMode: colorMode, glyphs: glyphs, allowsBeside: true)
  }

  /// Draws `state`; without `allowsBeside` the inspector always goes below the
  /// canvas (the tour writes its caption over those rows).
  static func draw(
    _ state: PlaygroundState, columns: Int, rows: Int, colorMode: ColorMode, glyphs: GlyphSet,
    allowsBeside: Bool
  ) -> DrawnScreen {
    var buffer = CellBuffer(columns: columns, rows: rows)
    guard columns >= minimumSize.columns, rows >= minimumSize.rows else {
      drawTooSmall(
        into: &buffer,
        question: state.isAskingToQuit ? Localization.quitQuestion(state.language) : nil)
      return DrawnScreen(buffer: buffer, hitMap: nil)
    }
    if state.isShowingHelp {
      drawHelp(
        Localization.keyBindings(swiftUI: state.isSwiftUI, state.language),
        title: Localization.helpTitle(swiftUI: state.isSwiftUI, state.language),
        scroll: state.helpScroll, language: state.language, into: &buffer)
      return DrawnScreen(buffer: buffer, hitMap: nil)
    }
    if let drawn = drawFullScreenPanel(state, into: &buffer, colorMode: colorMode, glyphs: glyphs) {
      return drawn
    }
    if state.isSwiftUI {
      return drawSwiftUI(
        state, into: buffer, colorMode: colorMode, glyphs: glyphs, allowsBeside: allowsBeside)
    }

    let layout = state.stack.layout()
    let statusRows = drawStatus(statusFields(state, layout), into: &buffer)
    let canvasTop = statusRows
    let canvasRows = rows - statusRows - bottomRows
    let canvasArea = CellRect(x: 0, y: canvasTop, columns: columns, rows: canvasRows)
    if state.panel == .constraints {
      ConstraintPanel.draw(state, into: &buffer, area: canvasArea, glyphs: glyphs)
      drawInspector(state, layout, into: &buffer, top: rows - bottomRows, glyphs: glyphs)
      drawMessageAndHints(state, into: &buffer, glyphs: glyphs)
      return DrawnScreen(buffer: buffer, hitMap: nil)
    }
    if let why = layout.notLaidOut {
      // Too many views for the constraint solver: say so where the stack would be.
      let lines = wrap(why, width: max(1, canvasArea.columns - 2))
      for (offset, line) in lines.prefix(canvasArea.rows).enumerated() {
        buffer.put(
          line, x: canvasArea.x + 1, y: canvasArea.y + offset, maxWidth: canvasArea.columns - 1)
      }
      drawInspector(state, layout, into: &buffer, top: rows - bottomRows, glyphs: glyphs)
      drawMessageAndHints(state, into: &buffer, glyphs: glyphs)
      return DrawnScreen(buffer: buffer, hitMap: nil)
    }
    let (arrangement, base) = arrange(
      columns: columns, rows: rows, statusRows: statusRows, size: state.fitAnchor ?? layout.size,
      unit: state.scene.unit, allowsBeside: allowsBeside)
    let viewport = base.zoomed(by: state.zoom)
    let needed = StackCanvas.requiredSize(layout: layout, stack: state.stack, viewport: viewport)
    let options = CanvasOptions(
      viewport: viewport, colorMode: colorMode, glyphs: glyphs,
      selectedIndex: state.stack.arrangedSubviews.isEmpty ? nil : state.selection)
    let canvas = arrangement.canvas
    let (hitMap, limit) = drawPicture(
      into: &buffer, canvas: canvas, needed: needed, pan: state.pan, glyphs: glyphs
    ) { picture, area in
      StackCanvas.draw(
        layout: layout, stack: state.stack, into: &picture, area: area, options: options)
    }

    drawInspectorArea(arrangement, into: &buffer, glyphs: glyphs) { target, top in
      drawInspector(state, layout, into: &target, top: top, glyphs: glyphs)
    }
    drawMessageAndHints(state, into: &buffer, glyphs: glyphs)
    return DrawnScreen(
      buffer: buffer, hitMap: hitMap.offsetBy(columns: canvas.x, rows: canvas.y), panLimit: limit)
  }

  // MARK: Status line

  /// The status line's fields, in UIKit's own names:
  /// `axis: horizontal`, `distribution: fill`, `alignment: center`, `spacing: 8`,
  /// `stack: 300x120 pinned`.
  public static func statusFields(_ state: PlaygroundState, _ layout: StackViewLayout) -> [String] {
    let stack = state.stack
    let size = "\(formatNumber(layout.size.width))x\(formatNumber(layout.size.height))"
    let pinning: String
    switch (stack.size.width != nil, stack.size.height != nil) {
    case (true, true): pinning = "pinned"
    case (true, false): pinning = "width pinned"
    case (false, true): pinning = "height pinned"
    case (false, false): pinning = "fits content"
    }
    var fields = [
      "axis: \(stack.axis.rawValue)",
      "distribution: \(stack.distribution.rawValue)",
      "alignment: \(stack.alignment.name(for: stack.axis))",
      "spacing: \(formatNumber(stack.spacing))",
      "stack: \(size) \(pinning)",
    ]
    if stack.isLayoutMarginsRelativeArrangement { fields.append("margins-relative") }
    if stack.isBaselineRelativeArrangement { fields.append("baseline-relative") }
    if state.scene.unit == .cell { fields.append("unit: cell") }
    return fields
  }

  /// Draws the status line (two rows when the fields do not fit one) and returns
  /// how many rows it took.
  static func drawStatus(_ fields: [String], into buffer: inout CellBuffer) -> Int {
    let style = CellStyle(bold: true, reverse: true)
    var lines: [String] = [""]
    for field in fields {
      let candidate = lines[lines.count - 1].isEmpty ? field : lines[lines.count - 1] + "  " + field
      if displayWidth(of: candidate) <= buffer.columns || lines[lines.count - 1].isEmpty {
        lines[lines.count - 1] = candidate
      } else {
        lines.append(field)
      }
    }
    for (row, line) in lines.prefix(2).enumerated() {
      buffer.fill(
        CellRect(x: 0, y: row, columns: buffer.columns, rows: 1), with: Cell(" ", style: style))
      buffer.put(line, x: 0, y: row, style: style, maxWidth: buffer.columns)
    }
    return min(lines.count, 2)
  }

  // MARK: Inspector

  static func drawInspector(
    _ state: PlaygroundState, _ layout: StackViewLayout, into buffer: inout CellBuffer, top: Int,
    glyphs: GlyphSet
  ) {
    let width = buffer.columns
    let ellipsis = glyphs.ellipsis
    let separator = CellStyle(dim: true)
    buffer.fill(
      CellRect(x: 0, y: top, columns: width, rows: 1),
      with: Cell(glyphs == .unicode ? "─" : "-", style: separator))
    guard let view = state.selectedView else {
      buffer.put(" no views: n adds one ", x: 2, y: top, style: CellStyle(bold: true))
      return
    }
    let index = state.selection
    let frame = layout.views[index].frame
    let count = state.stack.arrangedSubviews.count
    let marker = glyphs == .unicode ? "▶" : ">"
    let title =
      " \(marker) \(view.name) (\(index + 1) of \(count))  intrinsic \(sizeText(view.intrinsicSize))"
      + "  frame \(formatNumber(frame.width))x\(formatNumber(frame.height))"
      + " at \(formatNumber(frame.x)),\(formatNumber(frame.y)) "
    buffer.put(
      title, x: 1, y: top, style: CellStyle(bold: true), maxWidth: width - 2, ellipsis: ellipsis)

    // Priorities: the axis the priority keys act on is underlined.
    var column = 0
    let row = top + 1
    func put(_ text: String, _ style: CellStyle = .plain) {
      column += buffer.put(text, x: column, y: row, style: style, maxWidth: max(0, width - column))
    }
    let edited = state.resolvedPriorityAxis
    let active = CellStyle(bold: true, underline: true)
    put("hugging ")
    put("h \(formatNumber(view.hugging.horizontal))", edited == .horizontal ? active : .plain)
    put(" ")
    put("v \(formatNumber(view.hugging.vertical))", edited == .vertical ? active : .plain)
    put("   compression ")
    put(
      "h \(formatNumber(view.compressionResistance.horizontal))",
      edited == .horizontal ? active : .plain)
    put(" ")
    put(
      "v \(formatNumber(view.compressionResistance.vertical))",
      edited == .vertical ? active : .plain)
    put("   hidden \(view.isHidden ? "yes" : "no")")
    put("   spacing after \(view.customSpacingAfter.map(formatNumber) ?? "-")")

    // Why: the solver's reasons, wrapped over three rows.
    let alongWord = state.stack.axis == .horizontal ? "width" : "height"
    let acrossWord = state.stack.axis == .horizontal ? "height" : "width"
    let reason = layout.views[index].reason
    var lines = wrap("\(alongWord): \(reason.along)", width: width)
    lines += wrap("\(acrossWord): \(reason.across)", width: width)
    if lines.count > 3 {
      // Keep the along-axis reason whole if possible; cut the across one.
      let along = wrap("\(alongWord): \(reason.along)", width: width)
      let acrossRows = max(1, 3 - along.count)
      lines =
        Array(along.prefix(3 - acrossRows)) + [
          truncate("\(acrossWord): \(reason.across)", toWidth: width, ellipsis: ellipsis)
        ]
    }
    for (offset, line) in lines.prefix(3).enumerated() {
      buffer.put(line, x: 0, y: top + 2 + offset, maxWidth: width, ellipsis: ellipsis)
    }
  }

  static func sizeText(_ size: PartialSize) -> String {
    switch (size.width, size.height) {
    case (let width?, let height?): "\(formatNumber(width))x\(formatNumber(height))"
    case (let width?, nil): "width \(formatNumber(width)), no height"
    case (nil, let height?): "height \(formatNumber(height)), no width"
    case (nil, nil): "none"
    }
  }

  /// Splits `text` into lines of at most `width` columns at spaces (a word longer
  /// than the width is cut).
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if displayWidth(of: candidate) <= width {
        line = candidate
      } else {
        if !line.isEmpty { lines.append(line) }
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  // MARK: Message, hints, help

  static func drawMessage(
    _ state: PlaygroundState, into buffer: inout CellBuffer, row: Int, glyphs: GlyphSet
  ) {
    if state.isAskingToQuit {
      buffer.put(
        Localization.quitQuestion(state.language), x: 0, y: row,
        style: CellStyle(bold: true, reverse: true), maxWidth: buffer.columns,
        ellipsis: glyphs.ellipsis)
    } else if let prompt = state.prompt {
      let text = "\(prompt.field.label(state)) = \(prompt.text)_   (Enter sets it, Esc cancels)"
      buffer.put(
        text, x: 0, y: row, style: CellStyle(bold: true), maxWidth: buffer.columns,
        ellipsis: glyphs.ellipsis)
    } else if let message = state.message {
      buffer.put(message, x: 0, y: row, maxWidth: buffer.columns, ellipsis: glyphs.ellipsis)
    }
  }

  static func drawHints(_ hints: [String], into buffer: inout CellBuffer, row: Int) {
    var text = ""
    for hint in hints {
      let candidate = text.isEmpty ? hint : text + "  " + hint
      if displayWidth(of: candidate) > buffer.columns { break }
      text = candidate
    }
    buffer.put(text, x: 0, y: row, style: CellStyle(dim: true), maxWidth: buffer.columns)
  }

  /// The `?` overlay: every key binding of the mode, on the whole screen.
  static func drawHelp(_ keyBindings: [KeyBinding], title: String, into buffer: inout CellBuffer) {
    buffer.put(
      title, x: 0, y: 0, style: CellStyle(bold: true, reverse: true), maxWidth: buffer.columns)
    let keyWidth = (keyBindings.map { displayWidth(of: $0.keys) }.max() ?? 0) + 2
    for (offset, binding) in keyBindings.enumerated() {
      let row = offset + 1
      guard row < buffer.rows else { break }
      buffer.put(binding.keys, x: 1, y: row, style: CellStyle(bold: true), maxWidth: keyWidth)
      buffer.put(
        binding.action, x: 1 + keyWidth, y: row, maxWidth: max(0, buffer.columns - 1 - keyWidth),
        ellipsis: "…")
    }
  }

  /// The screen of a window too small to draw in; the quit question, when `q`
  /// asked it, shows below (every key still works).
  static func drawTooSmall(into buffer: inout CellBuffer, question: String? = nil) {
    let lines =
      [
        "stackplay needs a window of at least \(minimumSize.columns)x\(minimumSize.rows);",
        "this one is \(buffer.columns)x\(buffer.rows). Enlarge it, or press q to quit.",
      ] + (question.map { ["", $0] } ?? [])
    for (offset, line) in lines.enumerated() {
      let width = displayWidth(of: line)
      let x = max(0, (buffer.columns - width) / 2)
      let y = max(0, buffer.rows / 2 - 1) + offset
      buffer.put(line, x: x, y: y, maxWidth: buffer.columns - x)
    }
  }
}
