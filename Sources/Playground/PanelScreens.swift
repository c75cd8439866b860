import StackLayout
import StackRender
import StackScene

/// Drawing the teaching panels into the playground screen.
extension PlaygroundScreen {
  /// Draws the whole-screen panels (the code, the comparison grid), or returns
  /// `nil` when the state shows none and the normal screen is drawn.
  static func drawFullScreenPanel(
    _ state: PlaygroundState, into buffer: inout CellBuffer, colorMode: ColorMode,
    glyphs: GlyphSet
  ) -> DrawnScreen? {
    switch state.panel {
    case .code:
      drawCode(state, into: &buffer, glyphs: glyphs)
      return DrawnScreen(buffer: buffer, hitMap: nil)
    case .grid(let page):
      let area = CellRect(x: 0, y: 0, columns: buffer.columns, rows: buffer.rows - 2)
      ComparisonGrid.draw(
        state, page: page, into: &buffer, area: area, colorMode: colorMode, glyphs: glyphs)
      drawMessageAndHints(state, into: &buffer, glyphs: glyphs)
      return DrawnScreen(buffer: buffer, hitMap: nil)
    case .constraints, nil:
      return nil
    }
  }

  /// The Ctrl-E overlay: the exported Swift code under a title row.
  static func drawCode(_ state: PlaygroundState, into buffer: inout CellBuffer, glyphs: GlyphSet) {
    let lines = state.codeLines
    // The last rows: the path prompt, the overwrite question, what c or w
    // did, or the panel's keys, wrapped over two rows at most.
    let footer = wrap(state.codeFooter, width: buffer.columns)
    let footerRows = max(1, min(2, footer.count))
    let visible = max(1, buffer.rows - 1 - footerRows)
    let first = max(0, min(state.panelScroll, lines.count - visible))
    let last = min(lines.count, first + visible)
    let flavor = state.isSwiftUI ? "SwiftUI" : "UIKit"
    let title =
      " \(flavor) code  \(first + 1)-\(last) of \(lines.count)"
      + "  c copy  w write  Up/Down scroll  any other key closes "
    let style = CellStyle(bold: true, reverse: true)
    buffer.fill(
      CellRect(x: 0, y: 0, columns: buffer.columns, rows: 1), with: Cell(" ", style: style))
    buffer.put(title, x: 0, y: 0, style: style, maxWidth: buffer.columns, ellipsis: glyphs.ellipsis)
    for (offset, line) in lines[first..<last].enumerated() {
      buffer.put(
        line, x: 0, y: 1 + offset, maxWidth: buffer.columns, ellipsis: glyphs.ellipsis)
    }
    let asking = state.codePathPrompt != nil || state.codeOverwritePath != nil
    let footerStyle = asking ? CellStyle(bold: true) : CellStyle(dim: true)
    for (offset, line) in footer.prefix(footerRows).enumerated() {
      let text =
        offset == 1 && footer.count > 2 ? footer[1...].joined(separator: " ") : line
      buffer.put(
        text, x: 0, y: buffer.rows - footerRows + offset, style: footerStyle,
        maxWidth: buffer.columns, ellipsis: glyphs.ellipsis)
    }
  }

  /// The message, and the hints below it; a message too long for its row
  /// goes on over the hints' row (a preset's summary, for instance).
  static func drawMessageAndHints(
    _ state: PlaygroundState, into buffer: inout CellBuffer, glyphs: GlyphSet
  ) {
    let rows = buffer.rows
    if state.prompt == nil, let message = state.message,
      displayWidth(of: message) > buffer.columns
    {
      let lines = wrap(message, width: buffer.columns)
      for (offset, line) in lines.prefix(2).enumerated() {
        let text =
          offset == 1 && lines.count > 2
          ? ([line] + lines[2...]).joined(separator: " ") : line
        buffer.put(
          text, x: 0, y: rows - 2 + offset, maxWidth: buffer.columns, ellipsis: glyphs.ellipsis)
      }
      return
    }
    drawMessage(state, into: &buffer, row: rows - 2, glyphs: glyphs)
    drawHints(
      Localization.hints(swiftUI: state.isSwiftUI, state.language), into: &buffer, row: rows - 1)
  }

  /// The `?` overlay from the state's scroll position: a title row, then one
  /// key binding per row; when they do not all fit, the title says how to
  /// scroll and which rows are on show.
  static func drawHelp(
    _ keyBindings: [KeyBinding], title: String, scroll: Int, language: Language,
    into buffer: inout CellBuffer
  ) {
    let visible = buffer.rows - 1
    let first = max(0, min(scroll, keyBindings.count - visible))
    let last = min(keyBindings.count, first + visible)
    // The position with how to scroll, or only the position when that does not fit.
    let long =
      language == .ko
      ? "\(title)  \(first + 1)-\(last)/\(keyBindings.count), 위/아래 키로 스크롤"
      : "\(title)  \(first + 1)-\(last) of \(keyBindings.count), Up/Down scroll"
    let short = "\(title)  \(first + 1)-\(last)/\(keyBindings.count)"
    let fullTitle =
      keyBindings.count <= visible
      ? title : displayWidth(of: long) <= buffer.columns ? long : short
    drawHelp(Array(keyBindings[first..<last]), title: fullTitle, into: &buffer)
  }
}
