/// Turning a cell buffer into text: plain (for tests and `render --format text`)
/// or with ANSI escape sequences (for `render --format ansi`).
extension CellBuffer {
  /// The buffer as lines of text joined by `"\n"`, with no escape codes.
  ///
  /// Each wide character is written once (its continuation cell adds nothing),
  /// and spaces at the end of each line are trimmed. Every row gives a line,
  /// including empty ones; there is no newline after the last line.
  public func plainText() -> String {
    rowTexts(in: bounds).map { line in
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }

  /// The text of each row of `rect` (within the buffer), untrimmed: each wide
  /// character once (its continuation cell adds nothing).
  public func rowTexts(in rect: CellRect) -> [String] {
    // Clamped to the buffer; a row of no columns gives an empty line.
    let left = max(rect.x, 0)
    let right = max(left, min(rect.maxX, columns))
    let top = max(rect.y, 0)
    return (top..<max(top, min(rect.maxY, rows))).map { y in
      var line = ""
      for x in left..<right where !self[x, y].isContinuation {
        line.append(self[x, y].character)
      }
      return line
    }
  }

  /// The buffer as lines of text with SGR escape sequences, joined by `"\n"`.
  ///
  /// An escape sequence is written only where the style changes from the cell
  /// before; each sequence starts from a reset (`ESC[0;…m`), so it never depends
  /// on what came before it. Each line that changed the style ends with a reset
  /// (`ESC[0m`). Colours are written as `38;5;n` / `48;5;n` with
  /// ``ColorMode/colors256``, as `30-37` / `40-47` with ``ColorMode/colors8``
  /// (a 256-colour index is mapped to the nearest of the 8), and not at all in
  /// ``ColorMode/monochrome``. Blank cells at the end of a line that would show
  /// nothing (no background, no reverse, no underline) are trimmed.
  public func ansiText(colorMode: ColorMode) -> String {
    var lines: [String] = []
    lines.reserveCapacity(rows)
    for y in 0..<rows {
      // The last cell that shows anything.
      var end = columns
      while end > 0 {
        let cell = self[end - 1, y]
        let style = cell.style.shown(in: colorMode)
        let showsNothing =
          cell.character == " " && !cell.isContinuation && style.background == .default
          && !style.reverse && !style.underline
        if !showsNothing { break }
        end -= 1
      }
      var line = ""
      var current = CellStyle.plain
      for x in 0..<end {
        let cell = self[x, y]
        if cell.isContinuation { continue }
        let style = cell.style.shown(in: colorMode)
        if style != current {
          line += style.selectGraphicRendition(colorMode)
          current = style
        }
        line.append(cell.character)
      }
      if current != .plain { line += "\u{1B}[0m" }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}

extension CellStyle {
  /// The style as a terminal in `mode` shows it: without colours in monochrome.
  func shown(in mode: ColorMode) -> CellStyle {
    guard mode == .monochrome else { return self }
    var style = self
    style.foreground = .default
    style.background = .default
    return style
  }

  /// The SGR escape sequence that sets this style from scratch.
  func selectGraphicRendition(_ mode: ColorMode) -> String {
    var codes = ["0"]
    if bold { codes.append("1") }
    if dim { codes.append("2") }
    if underline { codes.append("4") }
    if reverse { codes.append("7") }
    if let code = foreground.sgrCode(base: 30, mode: mode) { codes.append(code) }
    if let code = background.sgrCode(base: 40, mode: mode) { codes.append(code) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}

extension TerminalColor {
  /// The SGR parameters for this colour as a foreground (`base` 30) or a
  /// background (`base` 40); `nil` for the default colour.
  func sgrCode(base: Int, mode: ColorMode) -> String? {
    guard case .indexed(let index) = self else { return nil }
    switch mode {
    case .colors256: return "\(base + 8);5;\(index)"
    case .colors8: return String(base + Int(Self.nearestOfEight(index)))
    case .monochrome: return nil
    }
  }

  /// The one of the 8 ANSI colours closest to an xterm colour index.
  ///
  /// 0-7 are themselves, 8-15 their dim twins; a colour of the 6×6×6 cube keeps
  /// each of red, green and blue that is at least at level 3 of 5; greys below
  /// the middle become black, the others white.
  static func nearestOfEight(_ index: UInt8) -> UInt8 {
    switch index {
    case 0..<8: return index
    case 8..<16: return index - 8
    case 16..<232:
      let cube = Int(index) - 16
      let red = cube / 36 >= 3 ? 1 : 0
      let green = cube / 6 % 6 >= 3 ? 2 : 0
      let blue = cube % 6 >= 3 ? 4 : 0
      return UInt8(red + green + blue)
    default:
      return index >= 244 ? 7 : 0
    }
  }
}
