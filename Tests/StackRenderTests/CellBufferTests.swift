import TestSupport
import Testing

@testable import StackRender

@Suite("Cell buffer drawing")
struct CellBufferTests {
  /// The buffer's rows as plain text, every row (trailing spaces trimmed).
  func lines(_ buffer: CellBuffer) -> [String] {
    buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("put writes characters and returns the columns used")
  func putASCII() {
    var buffer = CellBuffer(columns: 8, rows: 1)
    let used = buffer.put("stack", x: 1, y: 0)
    #expect(used == 5)
    #expect(buffer.plainText() == " stack")
  }

  @Test("A wide character takes its cell and a continuation cell")
  func wideCharacter() {
    var buffer = CellBuffer(columns: 8, rows: 1)
    let used = buffer.put("한국", x: 0, y: 0)
    #expect(used == 4)
    #expect(buffer[0, 0].character == "한")
    #expect(buffer[1, 0].isContinuation)
    #expect(buffer[2, 0].character == "국")
    #expect(buffer[3, 0].isContinuation)
    #expect(!buffer[4, 0].isContinuation)
    #expect(buffer.plainText() == "한국")  // each wide character once
  }

  @Test("Both cells of a wide character show it, so a name placed after it touches text")
  func shownCharacterOfAWideCharacter() {
    var buffer = CellBuffer(columns: 6, rows: 1)
    buffer.put("가나", x: 0, y: 0)
    // The cell right after `나` is what a name placed at column 4 has before it.
    #expect(buffer.shownCharacter(x: 3, y: 0) == "나")
    #expect(buffer.shownCharacter(x: 3, y: 0).isLetter)
    #expect(buffer.shownCharacter(x: 0, y: 0) == "가")
    #expect(buffer.shownCharacter(x: 4, y: 0) == " ")
    // Outside the buffer: a blank.
    #expect(buffer.shownCharacter(x: -1, y: 0) == " " && buffer.shownCharacter(x: 6, y: 0) == " ")
  }

  @Test("drawnBounds is the smallest rectangle of a region's cells that are not blank")
  func drawnBounds() {
    var buffer = CellBuffer(columns: 10, rows: 5)
    #expect(buffer.drawnBounds(in: buffer.bounds) == nil)
    buffer.put("ab", x: 2, y: 1)
    buffer.put("c", x: 6, y: 3)
    #expect(buffer.drawnBounds(in: buffer.bounds) == CellRect(x: 2, y: 1, columns: 5, rows: 3))
    // Only the region counts, clipped to the buffer.
    #expect(
      buffer.drawnBounds(in: CellRect(x: 5, y: -2, columns: 20, rows: 20))
        == CellRect(x: 6, y: 3, columns: 1, rows: 1))
    #expect(buffer.drawnBounds(in: CellRect(x: 0, y: 4, columns: 10, rows: 1)) == nil)
    // drawnExtent: up to the last drawn column and row, from the first column.
    #expect(buffer.drawnExtent() == (columns: 7, rows: 4, firstColumn: 2))
  }

  @Test("A wide character that does not fit the width becomes a space")
  func wideCharacterAtMaxWidth() {
    var buffer = CellBuffer(columns: 8, rows: 1, fill: Cell("."))
    let used = buffer.put("한국어", x: 0, y: 0, maxWidth: 5)
    #expect(used == 5)
    #expect(buffer.plainText() == "한국 ...")
  }

  @Test("A wide character at the buffer's right edge becomes a space")
  func wideCharacterAtRightEdge() {
    var buffer = CellBuffer(columns: 5, rows: 1, fill: Cell("."))
    buffer.put("a한국", x: 0, y: 0)
    #expect(buffer.plainText() == "a한국")  // 국 takes columns 3 and 4: it fits
    var narrow = CellBuffer(columns: 4, rows: 1, fill: Cell("."))
    narrow.put("a한국", x: 0, y: 0)
    #expect(lines(narrow) == ["a한"])  // 국 would need column 4: only its space is drawn
    #expect(narrow[3, 0] == Cell(" "))
    #expect(!narrow[3, 0].isContinuation)
  }

  @Test("A wide character half off the left edge leaves a space")
  func wideCharacterAtLeftEdge() {
    var buffer = CellBuffer(columns: 4, rows: 1, fill: Cell("."))
    buffer.put("한국", x: -1, y: 0)
    #expect(buffer.plainText() == " 국.")
  }

  @Test("Overwriting half of a wide character blanks the other half")
  func overwriteHalf() {
    var buffer = CellBuffer(columns: 6, rows: 1)
    buffer.put("한국어", x: 0, y: 0)
    buffer.put("x", x: 1, y: 0)  // the second half of 한
    #expect(buffer.plainText() == " x국어")
    buffer.put("y", x: 2, y: 0)  // the first half of 국
    #expect(buffer.plainText() == " xy 어")
    #expect(!buffer[3, 0].isContinuation)
    buffer.fill(CellRect(x: 5, y: 0, columns: 1, rows: 1), with: Cell("z"))
    #expect(buffer.plainText() == " xy  z")
  }

  @Test("A wide character written over another's second half")
  func wideOverWide() {
    var buffer = CellBuffer(columns: 6, rows: 1)
    buffer.put("한국", x: 0, y: 0)
    buffer.put("어", x: 1, y: 0)
    #expect(buffer.plainText() == " 어")
    #expect(buffer[1, 0].character == "어")
    #expect(buffer[2, 0].isContinuation)
    #expect(!buffer[3, 0].isContinuation)  // 국's second half, now blank
  }

  @Test("put shortens with an ellipsis when asked")
  func putWithEllipsis() {
    var buffer = CellBuffer(columns: 10, rows: 1)
    buffer.put("purple", x: 0, y: 0, maxWidth: 4, ellipsis: "…")
    #expect(buffer.plainText() == "pur…")
    buffer.put("purple", x: 5, y: 0, maxWidth: 4)
    #expect(buffer.plainText() == "pur… purp")
  }

  @Test("put skips control characters and keeps combining marks with their letter")
  func putControlAndCombining() {
    var buffer = CellBuffer(columns: 6, rows: 1)
    let used = buffer.put("a\tcafe\u{301}", x: 0, y: 0)
    #expect(used == 5)
    #expect(buffer.plainText() == "acafe\u{301}")
  }

  @Test("Writes outside the buffer are clipped silently")
  func clipping() {
    var buffer = CellBuffer(columns: 3, rows: 2)
    buffer.put("abc", x: -2, y: 0)
    buffer.put("abc", x: 0, y: 5)
    buffer.fill(CellRect(x: 2, y: 1, columns: 10, rows: 10), with: Cell("#"))
    buffer.drawBorder(CellRect(x: -5, y: -5, columns: 3, rows: 3))
    #expect(lines(buffer) == ["c", "  #"])
  }

  @Test("Borders in each weight and glyph set")
  func borders() {
    var buffer = CellBuffer(columns: 19, rows: 3)
    buffer.drawBorder(CellRect(x: 0, y: 0, columns: 4, rows: 3))
    buffer.drawBorder(CellRect(x: 5, y: 0, columns: 4, rows: 3), weight: .heavy)
    buffer.drawBorder(CellRect(x: 10, y: 0, columns: 4, rows: 3), weight: .dashed)
    buffer.drawBorder(CellRect(x: 15, y: 0, columns: 4, rows: 3), glyphs: .ascii)
    #expect(
      lines(buffer) == [
        "┌──┐ ┏━━┓ ╭╌╌╮ +--+",
        "│  │ ┃  ┃ ╎  ╎ |  |",
        "└──┘ ┗━━┛ ╰╌╌╯ +--+",
      ])
    var ascii = CellBuffer(columns: 9, rows: 3)
    ascii.drawBorder(CellRect(x: 0, y: 0, columns: 4, rows: 3), glyphs: .ascii, weight: .heavy)
    ascii.drawBorder(CellRect(x: 5, y: 0, columns: 4, rows: 3), glyphs: .ascii, weight: .dashed)
    #expect(lines(ascii) == ["#### ....", "#  # :  :", "#### :..:"])
  }

  @Test("A border one row tall or one column wide is a line")
  func thinBorders() {
    var buffer = CellBuffer(columns: 4, rows: 3)
    buffer.drawBorder(CellRect(x: 0, y: 0, columns: 3, rows: 1))
    buffer.drawBorder(CellRect(x: 3, y: 0, columns: 1, rows: 3))
    #expect(lines(buffer) == ["───│", "   │", "   │"])
  }

  @Test("fill keeps the inside of a rectangle and the rest apart")
  func fill() {
    var buffer = CellBuffer(columns: 5, rows: 3)
    buffer.fill(CellRect(x: 1, y: 1, columns: 3, rows: 1), with: Cell("░"))
    #expect(lines(buffer) == ["", " ░░░", ""])
    // A wide fill character would break the grid: it is drawn as spaces.
    buffer.fill(CellRect(x: 1, y: 1, columns: 2, rows: 1), with: Cell("한"))
    #expect(lines(buffer) == ["", "   ░", ""])
  }

  @Test("Glyph sets follow the locale")
  func glyphsForLocale() {
    #expect(GlyphSet.forLocale("en_US.UTF-8") == .unicode)
    #expect(GlyphSet.forLocale("C.utf8") == .unicode)
    #expect(GlyphSet.forLocale("ko_KR.EUC-KR") == .ascii)
    #expect(GlyphSet.forLocale("C") == .ascii)
    #expect(GlyphSet.forLocale(nil) == .ascii)
  }
}
