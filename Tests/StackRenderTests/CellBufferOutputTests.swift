import Testing

@testable import StackRender

@Suite("Cell buffer output")
struct CellBufferOutputTests {
  @Test("plainText trims each line and keeps every row")
  func plainText() {
    var buffer = CellBuffer(columns: 6, rows: 3)
    buffer.put("ab", x: 0, y: 0)
    buffer.put("c", x: 4, y: 2)
    #expect(buffer.plainText() == "ab\n\n    c")
  }

  @Test("ansiText writes a sequence only where the style changes, and resets at line end")
  func ansiMinimal() {
    let red = CellStyle(foreground: .indexed(231), background: .indexed(160), bold: true)
    var buffer = CellBuffer(columns: 6, rows: 2)
    buffer.put("ab", x: 0, y: 0, style: red)
    buffer.put("c", x: 2, y: 0)
    buffer.put("d", x: 0, y: 1)
    #expect(
      buffer.ansiText(colorMode: .colors256)
        == "\u{1B}[0;1;38;5;231;48;5;160mab\u{1B}[0mc\nd")
  }

  @Test("A line that ends in a style ends with a reset")
  func ansiResetAtEnd() {
    var buffer = CellBuffer(columns: 3, rows: 1)
    buffer.fill(buffer.bounds, with: Cell(" ", style: CellStyle(background: .indexed(4))))
    #expect(buffer.ansiText(colorMode: .colors8) == "\u{1B}[0;44m   \u{1B}[0m")
    #expect(buffer.ansiText(colorMode: .colors256) == "\u{1B}[0;48;5;4m   \u{1B}[0m")
    // In monochrome a background shows nothing: the blank line is trimmed.
    #expect(buffer.ansiText(colorMode: .monochrome) == "")
  }

  @Test("8 colours: the ANSI codes, and 256-colour indices mapped to the nearest")
  func ansiEightColors() {
    var buffer = CellBuffer(columns: 3, rows: 1)
    buffer.put("a", x: 0, y: 0, style: CellStyle(foreground: .indexed(1)))
    buffer.put("b", x: 1, y: 0, style: CellStyle(foreground: .indexed(220)))  // gold → yellow
    buffer.put("c", x: 2, y: 0, style: CellStyle(foreground: .indexed(9)))  // bright red → red
    #expect(
      buffer.ansiText(colorMode: .colors8)
        == "\u{1B}[0;31ma\u{1B}[0;33mb\u{1B}[0;31mc\u{1B}[0m")
  }

  @Test("Monochrome keeps bold, dim, underline and reverse, drops colours")
  func ansiMonochrome() {
    var buffer = CellBuffer(columns: 4, rows: 1)
    buffer.put("ab", x: 0, y: 0, style: CellStyle(foreground: .indexed(1), bold: true))
    buffer.put("c", x: 2, y: 0, style: CellStyle(dim: true, reverse: true, underline: true))
    #expect(
      buffer.ansiText(colorMode: .monochrome) == "\u{1B}[0;1mab\u{1B}[0;2;4;7mc\u{1B}[0m")
  }

  @Test("Wide characters are written once in ANSI text too")
  func ansiWide() {
    var buffer = CellBuffer(columns: 4, rows: 1)
    buffer.put("한국", x: 0, y: 0, style: CellStyle(bold: true))
    #expect(buffer.ansiText(colorMode: .colors256) == "\u{1B}[0;1m한국\u{1B}[0m")
  }

  @Test("Colour modes from a terminal's colour count")
  func colorModes() {
    #expect(ColorMode(colorCount: 256) == .colors256)
    #expect(ColorMode(colorCount: 16_777_216) == .colors256)
    #expect(ColorMode(colorCount: 16) == .colors8)
    #expect(ColorMode(colorCount: 8) == .colors8)
    #expect(ColorMode(colorCount: 2) == .monochrome)
    #expect(ColorMode(colorCount: -1) == .monochrome)
  }
}
