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
      let messageRows = messageLines(state, width: buffer.columns, glyphs: glyphs).lines.count
      let area = CellRect(
        x: 0, y: 0, columns: buffer.columns, rows: buffer.rows - 1 - messageRows)
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
      + (state.isServed
        ? "  c copy  j JSON  Up/Down scroll  any other key closes "
        : "  c copy  j JSON  w write  Up/Down  other keys close ")
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
}
