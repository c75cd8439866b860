import StackRender
import Testing

@testable import StackTerminal

/// A tiny terminal: only the sequences ``FrameEncoder`` sends (cursor moves, SGR
/// subsets, ECH, EL, clear), with xterm's automatic margins and pending wrap.
/// Anything else is recorded as a failure.
struct ModelTerminal {
  let columns: Int
  let rows: Int
  let backColorErase: Bool
  var cells: [ScreenCell]
  var row = 0
  var column = 0
  var pendingWrap = false
  var pen = Pen.plain
  var failures: [String] = []

  /// The test's wide characters; every other character is one column.
  static let wide: Set<String> = ["界", "😀"]
  /// What a cell spoilt by half-overwriting a wide character holds.
  static let spoilt = ScreenCell(text: "#", width: 1, pen: .plain)

  init(columns: Int, rows: Int, backColorErase: Bool) {
    self.columns = columns
    self.rows = rows
    self.backColorErase = backColorErase
    // Junk, so that a full repaint has to clear it.
    cells = Array(repeating: ScreenCell(text: "~", width: 1, pen: .plain), count: columns * rows)
  }

  mutating func feed(_ bytes: [UInt8]) {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        index = escape(bytes, at: index)
        continue
      case 0x0D: column = 0; pendingWrap = false
      case 0x0A: row += 1; pendingWrap = false
      case 0x08: column -= 1; pendingWrap = false
      case 0x0F: break  // shift in: the normal character set
      case 0x00..<0x20, 0x7F: failures.append("control byte \(byte)")
      default:
        var end = index + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        put(String(decoding: bytes[index..<end], as: UTF8.self))
        index = end
        continue
      }
      index += 1
      check()
    }
  }

  private mutating func check() {
    if row < 0 || row >= rows || column < 0 || column >= columns {
      failures.append("cursor off screen at \(row),\(column)")
      row = max(0, min(rows - 1, row))
      column = max(0, min(columns - 1, column))
    }
  }

  private mutating func put(_ text: String) {
    let width = Self.wide.contains(text) ? 2 : 1
    if pendingWrap {
      pendingWrap = false
      column = 0
      row += 1
      if row >= rows { failures.append("scrolled"); row = rows - 1 }
    }
    if column + width > columns { failures.append("wide character wraps"); return }
    let index = row * columns + column
    if cells[index].width == 0 && column > 0 { cells[index - 1] = Self.spoilt }
    let end = column + width
    if end < columns && cells[row * columns + end].width == 0 {
      cells[row * columns + end] = Self.spoilt
    }
    cells[index] = ScreenCell(text: text, width: width, pen: pen)
    if width == 2 { cells[index + 1] = .covered }
    column = end
    if column >= columns {
      column = columns - 1
      pendingWrap = true
    }
  }

  private mutating func erase(from start: Int, count: Int) {
    let background = backColorErase || pen.background == -1 ? pen.background : -99
    let blank = ScreenCell(
      text: " ", width: 1, pen: Pen(attributes: [], foreground: -1, background: background))
    for x in start..<min(columns, start + count) {
      let index = row * columns + x
      if cells[index].width == 0 && x > 0 && x == start { cells[index - 1] = Self.spoilt }
      cells[index] = blank
    }
    let end = start + count
    if end < columns && cells[row * columns + end].width == 0 {
      cells[row * columns + end] = Self.spoilt
    }
  }

  private mutating func escape(_ bytes: [UInt8], at start: Int) -> Int {
    guard start + 1 < bytes.count else {
      failures.append("cut escape")
      return bytes.count
    }
    switch bytes[start + 1] {
    case UInt8(ascii: "("):
      if start + 2 < bytes.count && bytes[start + 2] == UInt8(ascii: "B") { return start + 3 }
      failures.append("character set")
      return start + 3
    case UInt8(ascii: "M"):
      row -= 1
      pendingWrap = false
      check()
      return start + 2
    case UInt8(ascii: "["):
      var end = start + 2
      while end < bytes.count
        && (bytes[end] == UInt8(ascii: ";") || (0x30...0x39).contains(bytes[end]))
      {
        end += 1
      }
      guard end < bytes.count else {
        failures.append("cut CSI")
        return bytes.count
      }
      let text = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
      let parameters = text.split(separator: ";", omittingEmptySubsequences: false).map {
        Int($0) ?? 0
      }
      csi(bytes[end], parameters)
      return end + 1
    default:
      failures.append("escape \(bytes[start + 1])")
      return start + 2
    }
  }

  private mutating func csi(_ final: UInt8, _ parameters: [Int]) {
    let first = max(1, parameters.first ?? 1)
    if final != UInt8(ascii: "m") { pendingWrap = false }
    switch final {
    case UInt8(ascii: "H"):
      row = first - 1
      column = max(1, parameters.count > 1 ? parameters[1] : 1) - 1
    case UInt8(ascii: "G"): column = first - 1
    case UInt8(ascii: "d"): row = first - 1
    case UInt8(ascii: "C"): column += first
    case UInt8(ascii: "D"): column -= first
    case UInt8(ascii: "A"): row -= first
    case UInt8(ascii: "B"): row += first
    case UInt8(ascii: "X"): erase(from: column, count: first)
    case UInt8(ascii: "K"): erase(from: column, count: columns - column)
    case UInt8(ascii: "J"):
      let saved = row
      for line in row..<rows {
        row = line
        erase(from: line == saved ? column : 0, count: columns)
      }
      row = saved
    case UInt8(ascii: "m"): sgr(parameters)
    default: failures.append("CSI \(final)")
    }
    check()
  }

  private mutating func sgr(_ parameters: [Int]) {
    var index = 0
    while index < parameters.count {
      let value = parameters[index]
      switch value {
      case 0: pen = .plain
      case 1: pen.attributes.insert(.bold)
      case 2: pen.attributes.insert(.dim)
      case 4: pen.attributes.insert(.underline)
      case 7: pen.attributes.insert(.reverse)
      case 24: pen.attributes.remove(.underline)
      case 30...37: pen.foreground = value - 30
      case 40...47: pen.background = value - 40
      case 90...97: pen.foreground = value - 90 + 8
      case 100...107: pen.background = value - 100 + 8
      case 39: pen.foreground = -1
      case 49: pen.background = -1
      case 38, 48:
        guard index + 2 < parameters.count, parameters[index + 1] == 5 else {
          failures.append("SGR \(value) without 5;n")
          return
        }
        if value == 38 {
          pen.foreground = parameters[index + 2]
        } else {
          pen.background = parameters[index + 2]
        }
        index += 2
      default: failures.append("SGR \(value)")
      }
      index += 1
    }
  }

  /// Whether the screen looks like `expected`: the same characters in the same
  /// pens, where a plain space only shows its background.
  func looks(like expected: [ScreenCell]) -> Bool {
    zip(cells, expected).allSatisfy { Self.appearance($0) == Self.appearance($1) }
  }

  static func appearance(_ cell: ScreenCell) -> ScreenCell {
    if cell.looksErased(background: cell.pen.background) {
      return ScreenCell(
        text: " ", width: 1,
        pen: Pen(attributes: [], foreground: 0, background: cell.pen.background))
    }
    return cell
  }
}

/// A small seeded generator (xorshift64*), so every run sees the same cases.
struct Xorshift: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    return state &* 2_685_821_657_736_338_717
  }
}

@Suite("Frame encoder", .serialized)
struct FrameEncoderTests {
  // Read once, one after the other: setupterm replaces ncurses's current terminal.
  // The suite is serialized: the tables format strings with tiparm, which
  // shares one buffer.
  nonisolated(unsafe) static let terminals: [String: TerminalCapabilities] = {
    var table: [String: TerminalCapabilities] = [:]
    for name in ["xterm-256color", "screen"] {
      table[name] = TerminalCapabilities.named(name)
    }
    return table
  }()

  static func encoder(
    _ name: String, colors: TerminalColorSupport = .colors256, utf8: Bool = true
  ) throws -> FrameEncoder {
    let capabilities = try #require(terminals[name], "no terminfo entry for \(name)")
    return FrameEncoder(
      capabilities: capabilities, colorSupport: colors, defaultColors: true, localeIsUTF8: utf8)
  }

  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  static func row(_ text: String, style: CellStyle = .plain) -> CellBuffer {
    var buffer = CellBuffer(columns: text.count, rows: 1)
    for (x, character) in text.enumerated() { buffer[x, 0] = Cell(character, style: style) }
    return buffer
  }

  // MARK: Hand-checked bytes (xterm-256color)

  @Test("the first frame resets the pen, clears, and waits on the last line")
  func firstFrame() throws {
    var encoder = try Self.encoder("xterm-256color")
    let bytes = encoder.encode(CellBuffer(columns: 10, rows: 3), columns: 10, rows: 3)
    // sgr0 (which resets colours too), clear, then two line feeds to the start
    // of the last line (vpa ESC[3d is 4 bytes, cup 6).
    #expect(Self.text(bytes) == "\u{1B}(B\u{1B}[m\u{1B}[H\u{1B}[2J\n\n")
    #expect(encoder.encode(CellBuffer(columns: 10, rows: 3), columns: 10, rows: 3).isEmpty)
  }

  @Test("one changed cell: a cursor move and the character")
  func oneCell() throws {
    var encoder = try Self.encoder("xterm-256color")
    var buffer = CellBuffer(columns: 10, rows: 3)
    _ = encoder.encode(buffer, columns: 10, rows: 3)
    buffer[5, 2] = Cell("X")
    // From (2,0): hpa ESC[6G and cuf ESC[5C are 4 bytes, five blanks written
    // again 5; the first of the shortest is kept.
    #expect(Self.text(encoder.encode(buffer, columns: 10, rows: 3)) == "\u{1B}[6GX")
  }

  @Test("only the changed cell is written; an unchanged one may serve as a move")
  func changedCell() throws {
    var encoder = try Self.encoder("xterm-256color")
    _ = encoder.encode(Self.row("abc"), columns: 3, rows: 1)
    // From (0,0): "a" again (1 byte) beats cuf1 ESC[C (3 bytes); "c" is left.
    #expect(Self.text(encoder.encode(Self.row("aXc"), columns: 3, rows: 1)) == "aX")
  }

  @Test("overwriting a wide character writes both of its columns again")
  func wideCharacterReplaced() throws {
    var encoder = try Self.encoder("xterm-256color")
    var buffer = Self.row("  b")
    buffer[0, 0] = Cell("界")
    buffer[1, 0] = Cell(" ", isContinuation: true)
    _ = encoder.encode(buffer, columns: 3, rows: 1)
    // Both halves change: "a" over the first, "c" over the second.
    #expect(Self.text(encoder.encode(Self.row("acb"), columns: 3, rows: 1)) == "ac")
  }

  @Test("attributes and both colours in one SGR, and a reset after the frame")
  func mergedRendition() throws {
    var encoder = try Self.encoder("xterm-256color")
    var buffer = CellBuffer(columns: 4, rows: 1)
    _ = encoder.encode(buffer, columns: 4, rows: 1)
    buffer[0, 0] = Cell(
      "X", style: CellStyle(foreground: .indexed(196), background: .indexed(21), bold: true))
    // bold, setaf 196 and setab 21 merged (21 bytes); the reset is sgr0
    // without its ESC ( B (3 bytes), shorter than sgr with nothing on (4).
    #expect(
      Self.text(encoder.encode(buffer, columns: 4, rows: 1))
        == "\u{1B}[1;38;5;196;48;5;21mX\u{1B}[m")
  }

  @Test("a short gap in the current pen is written again instead of skipped")
  func gapRewrite() throws {
    var encoder = try Self.encoder("xterm-256color")
    let first = encoder.encode(Self.row("abcdef"), columns: 6, rows: 1)
    // After "f" the column is unknown (pending wrap): a carriage return goes
    // back to the start of the (last) line.
    #expect(Self.text(first) == "\u{1B}(B\u{1B}[m\u{1B}[H\u{1B}[2Jabcdef\r")
    // "A", then "bc" written again (2 bytes) beats ESC[2C (4 bytes).
    #expect(Self.text(encoder.encode(Self.row("AbcDef"), columns: 6, rows: 1)) == "AbcD")
  }

  @Test("a blank end of line is erased with el")
  func eraseLineEnd() throws {
    var encoder = try Self.encoder("xterm-256color")
    _ = encoder.encode(Self.row("abcdefgh"), columns: 8, rows: 1)
    // Five changed blanks: el (3 bytes) after "abc" written again from column 0
    // (3 bytes; hpa ESC[4G is 4).
    #expect(
      Self.text(encoder.encode(Self.row("abc     "), columns: 8, rows: 1)) == "abc\u{1B}[K")
  }

  @Test("a run of blanks is erased with ech when that and a move are shorter")
  func eraseCharacters() throws {
    var encoder = try Self.encoder("xterm-256color")
    _ = encoder.encode(Self.row("abcdefghijklmnopqrst"), columns: 20, rows: 1)
    // 18 changed blanks: ech ESC[18X (5 bytes) plus ESC[18C to their end (5)
    // beat writing them (18). "a" again is the move from (0,0) to (0,1); the
    // "t" after the run is unchanged, so the cursor need not catch up.
    let blanks = "a" + String(repeating: " ", count: 18) + "t"
    #expect(Self.text(encoder.encode(Self.row(blanks), columns: 20, rows: 1)) == "a\u{1B}[18X")
    // Eight are not worth it: ESC[8X plus ESC[8C (8 bytes) is not shorter
    // than the 8 blanks. (A new size: the first encode repaints everything.)
    _ = encoder.encode(Self.row("abcdefghij"), columns: 10, rows: 1)
    #expect(
      Self.text(encoder.encode(Self.row("a        j"), columns: 10, rows: 1))
        == "a" + String(repeating: " ", count: 8))
  }

  @Test("xterm turns underline off with rmul when the colour stays")
  func underlineOff() throws {
    var encoder = try Self.encoder("xterm-256color")
    var buffer = CellBuffer(columns: 2, rows: 1)
    _ = encoder.encode(buffer, columns: 2, rows: 1)
    buffer[0, 0] = Cell("x", style: CellStyle(foreground: .indexed(1), underline: true))
    buffer[1, 0] = Cell("y", style: CellStyle(foreground: .indexed(1)))
    // smul and setaf 1 merged; then rmul ESC[24m (5 bytes) beats a reset and
    // setaf again (ESC[0;31m, 7); at the end the reset ESC[m (3) beats op (8).
    #expect(
      Self.text(encoder.encode(buffer, columns: 2, rows: 1))
        == "\u{1B}[4;31mx\u{1B}[24my\u{1B}[m")
  }

  @Test("screen's reset is its sgr0, with shift-in only from an unknown pen")
  func screenReset() throws {
    var encoder = try Self.encoder("screen", colors: .colors8)
    var buffer = CellBuffer(columns: 2, rows: 1)
    let first = encoder.encode(buffer, columns: 2, rows: 1)
    #expect(Self.text(first) == "\u{1B}[m\u{0F}\u{1B}[H\u{1B}[J")
    buffer[1, 0] = Cell("x", style: CellStyle(bold: true))
    // From (0,0): the blank at column 0 written again (1 byte; cuf1 ESC[C is
    // 3), bold, "x", sgr0 without its SI once the pen is known (3 bytes).
    #expect(
      Self.text(encoder.encode(buffer, columns: 2, rows: 1)) == " \u{1B}[1mx\u{1B}[m")
  }

  @Test("character set selections are dropped from a reset")
  func characterSets() {
    func stripped(_ text: String) -> String {
      Self.text(FrameEncoder.withoutCharacterSetSelection(Array(text.utf8)))
    }
    #expect(stripped("\u{1B}(B\u{1B}[m") == "\u{1B}[m")
    #expect(stripped("\u{1B}[m\u{0F}") == "\u{1B}[m")
    #expect(stripped("\u{1B}(0x") == "\u{1B}(0x")
  }

  @Test("SGR sequences next to each other are merged")
  func merging() {
    func merged(_ text: String) -> String {
      Self.text(FrameEncoder.mergingSGR(Array(text.utf8)))
    }
    #expect(merged("\u{1B}[m\u{1B}[1m") == "\u{1B}[0;1m")
    #expect(merged("\u{1B}[1m\u{1B}[38;5;16m\u{1B}[48;5;71m") == "\u{1B}[1;38;5;16;48;5;71m")
    #expect(merged("\u{1B}(B\u{1B}[m\u{1B}[2m") == "\u{1B}(B\u{1B}[0;2m")
    #expect(merged("\u{1B}[1mX\u{1B}[2m") == "\u{1B}[1mX\u{1B}[2m")
    #expect(merged("\u{1B}[m\u{0F}\u{1B}[1m") == "\u{1B}[m\u{0F}\u{1B}[1m")
    #expect(merged("\u{1B}[3;6H\u{1B}[1m") == "\u{1B}[3;6H\u{1B}[1m")
  }

  @Test("what the cells look like: control characters, ? without UTF-8, cut wide characters")
  func screenCells() throws {
    var buffer = CellBuffer(columns: 5, rows: 1)
    buffer[0, 0] = Cell("\u{07}")
    buffer[1, 0] = Cell("界")
    buffer[2, 0] = Cell(" ", isContinuation: true)
    buffer[3, 0] = Cell("界")
    buffer[4, 0] = Cell(" ", isContinuation: true)
    let utf8 = try Self.encoder("xterm-256color").screenCells(of: buffer, columns: 4, rows: 1)
    #expect(utf8.map(\.text) == [" ", "界", "", " "])
    #expect(utf8.map(\.width) == [1, 2, 0, 1])
    let ascii = try Self.encoder("xterm-256color", utf8: false).screenCells(
      of: buffer, columns: 5, rows: 1)
    #expect(ascii.map(\.text) == [" ", "?", " ", "?", " "])
  }

  // MARK: Random frames through the model terminal

  static let characters: [Character] = ["a", "b", "─", "é", " ", " ", " ", "界", "😀", "\u{01}"]
  static let colors: [TerminalColor] = [
    .default, .indexed(1), .indexed(16), .indexed(71), .indexed(231),
  ]

  static func randomBuffer(columns: Int, rows: Int, using generator: inout Xorshift) -> CellBuffer {
    let styles: [CellStyle] = (0..<4).map { _ in
      CellStyle(
        foreground: colors.randomElement(using: &generator)!,
        background: colors.randomElement(using: &generator)!,
        bold: Int.random(in: 0..<3, using: &generator) == 0,
        dim: Int.random(in: 0..<6, using: &generator) == 0,
        reverse: Int.random(in: 0..<6, using: &generator) == 0,
        underline: Int.random(in: 0..<6, using: &generator) == 0)
    }
    var buffer = CellBuffer(columns: columns, rows: rows)
    var style = styles[0]
    for y in 0..<rows {
      var x = 0
      while x < columns {
        if Int.random(in: 0..<4, using: &generator) == 0 {
          style = styles.randomElement(using: &generator)!
        }
        var character = characters.randomElement(using: &generator)!
        // A wide character always has its continuation cell, as drawing makes it.
        if ModelTerminal.wide.contains(String(character)) && x + 1 >= columns { character = "c" }
        buffer[x, y] = Cell(character, style: style)
        if ModelTerminal.wide.contains(String(character)) {
          buffer[x + 1, y] = Cell(" ", style: style, isContinuation: true)
          x += 1
        }
        x += 1
      }
    }
    return buffer
  }

  /// Changes a few cells, rows or spans of `buffer`, as a key does.
  static func edited(_ buffer: CellBuffer, using generator: inout Xorshift) -> CellBuffer {
    let fresh = randomBuffer(columns: buffer.columns, rows: buffer.rows, using: &generator)
    var result = buffer
    for _ in 0..<Int.random(in: 1...6, using: &generator) {
      let y = Int.random(in: 0..<buffer.rows, using: &generator)
      let from = Int.random(in: 0..<buffer.columns, using: &generator)
      let to = Int.random(in: from..<buffer.columns, using: &generator)
      for x in from...to { result[x, y] = fresh[x, y] }
    }
    // Repair wide characters the copy cut in half.
    for y in 0..<result.rows {
      for x in 0..<result.columns {
        let cell = result[x, y]
        let wide = ModelTerminal.wide.contains(String(cell.character)) && !cell.isContinuation
        if wide && !result[x + 1, y].isContinuation {
          result[x, y] = Cell("a", style: cell.style)
        }
        if cell.isContinuation
          && !(x > 0 && ModelTerminal.wide.contains(String(result[x - 1, y].character))
            && !result[x - 1, y].isContinuation)
        {
          result[x, y] = Cell("b", style: cell.style)
        }
      }
    }
    return result
  }

  static let cases: [(String, TerminalColorSupport, Bool)] = [
    ("xterm-256color", .colors256, true),
    ("xterm-256color", .colors8, true),
    ("xterm-256color", .monochrome, false),
    ("screen", .colors8, true),
    ("screen", .monochrome, true),
  ]

  @Test("random frames put the right picture on a model terminal", arguments: cases)
  func randomFrames(name: String, colors: TerminalColorSupport, utf8: Bool) throws {
    let capabilities = try #require(Self.terminals[name])
    var generator = Xorshift(state: 0x5EED_0000_0000_0001 &+ UInt64(name.count))
    for round in 0..<300 {
      let columns = Int.random(in: 1...14, using: &generator)
      let rows = Int.random(in: 1...6, using: &generator)
      // Sometimes wider than the screen, so a wide character is cut at the edge.
      let bufferColumns = columns + (round % 5 == 0 ? 1 : 0)
      var encoder = FrameEncoder(
        capabilities: capabilities, colorSupport: colors, defaultColors: true,
        localeIsUTF8: utf8)
      var terminal = ModelTerminal(
        columns: columns, rows: rows, backColorErase: capabilities.backColorErase)
      var buffer = Self.randomBuffer(columns: bufferColumns, rows: rows, using: &generator)
      for frame in 0..<6 {
        let bytes = encoder.encode(buffer, columns: columns, rows: rows)
        terminal.feed(bytes)
        let expected = encoder.screenCells(of: buffer, columns: columns, rows: rows)
        #expect(terminal.failures.isEmpty, "round \(round) frame \(frame): \(terminal.failures)")
        #expect(
          terminal.looks(like: expected),
          "round \(round) frame \(frame) \(name): \(Self.text(bytes).debugDescription)")
        #expect(terminal.pen == .plain, "the pen is reset after every frame")
        let again = encoder.encode(buffer, columns: columns, rows: rows)
        terminal.feed(again)
        #expect(
          again.isEmpty, "round \(round) frame \(frame): \(Self.text(again).debugDescription)")
        #expect(terminal.row == encoder.believedCursor.row)
        if !terminal.failures.isEmpty || !terminal.looks(like: expected) { return }
        buffer = Self.edited(buffer, using: &generator)
      }
    }
  }
}
