import StackRender

/// One cell as the terminal shows it: the bytes of its character, how many
/// columns it takes, and the pen it is written with.
///
/// A width of 0 marks the second column of a wide character, which is never
/// written itself.
struct ScreenCell: Hashable {
  var text: String
  var width: Int
  var pen: Pen

  /// What a cleared screen holds.
  static let blank = ScreenCell(text: " ", width: 1, pen: .plain)
  /// The second column of a wide character.
  static let covered = ScreenCell(text: "", width: 0, pen: .plain)
  /// A cell whose content is not known (half of a wide character that was
  /// partly overwritten); it equals no real cell, so it is always written.
  static let unknown = ScreenCell(text: "", width: -1, pen: .plain)

  /// Whether erasing with `background` as the current background gives a cell
  /// that looks the same: a space without reverse or underline on that background.
  func looksErased(background: Int) -> Bool {
    text == " " && width == 1 && pen.background == background
      && pen.attributes.isDisjoint(with: [.reverse, .underline])
  }
}

/// Turns cell buffers into the bytes that put them on a terminal, writing only
/// what changed since the last frame and choosing the cheapest way to do it.
///
/// The encoder keeps its own copy of what the screen shows, where the cursor is
/// and which pen (attributes and colours) the terminal writes with. It never
/// calls ncurses: everything it sends comes from a ``TerminalCapabilities``
/// table, so it can be tested against a model terminal.
///
/// The changed cells are grouped by pen, so that each pen is set once per
/// frame, and each group is written row by row or column by column, whichever
/// takes fewer bytes. For each cell it:
///
/// - moves the cursor by the shortest of: `cup`; `vpa`, `cud`/`cuu` or repeated
///   `cud1`/`cuu1` (and line feeds when the tty adds a carriage return) combined
///   with `hpa`, `cr`, `cuf`/`cub` or repeated `cuf1`/`cub1`; or, on the same
///   row, by writing again the unchanged cells in between when they are in the
///   current pen (cheaper than any escape sequence for short gaps);
/// - changes the pen by the shortest of: only what differs (`bold`, `dim`,
///   `rev`, `smul`, `rmul`, `setaf`, `setab`, `op`), a reset with `sgr0` and then
///   what is wanted, or `sgr` and the colours; adjacent `ESC [ … m` sequences are
///   merged into one (`ESC[1m ESC[38;5;16m` becomes `ESC[1;38;5;16m`), and once
///   the pen is known the resets leave out their character-set selection;
/// - erases instead of writing when the cells are blanks in one background
///   colour (with `bce`, or in the default background without it): the rest of
///   the row with `el`, or a run with `ech` when that and the move to the end
///   of the run are shorter than the blanks.
///
/// Overwriting half of a wide character spoils the other half; the encoder
/// tracks that and writes such cells again in a last pass in reading order.
///
/// After the last change the pen is reset to plain, so that anything ncurses
/// writes (on Ctrl-Z, resize, exit) starts from plain text.
///
/// A full repaint (first frame, after ``invalidate()``, a new size) resets the
/// pen, clears the screen, writes every cell that is not a default blank and
/// leaves the cursor at the start of the last line.
struct FrameEncoder {
  /// What the terminal can do.
  let capabilities: TerminalCapabilities
  /// How colours are shown.
  let colorSupport: TerminalColorSupport
  /// Whether -1 (the terminal's default colour) may be used; otherwise the
  /// default colours are white on black, as ncurses's pair 0 without
  /// `use_default_colors`.
  let defaultColors: Bool
  /// Whether characters beyond ASCII can be shown; if not they become `?`.
  let localeIsUTF8: Bool

  /// The attributes the terminal can show at all.
  private let availableAttributes: TextAttributes
  /// Whether `sgr0` and `sgr` also reset the colours (they contain SGR 0).
  private let exitAttributesResetsColors: Bool
  private let setAttributesResetsColors: Bool

  /// What the screen shows, row by row; empty while unknown.
  private var screen: [ScreenCell] = []
  private var columns = 0
  private var rows = 0
  /// The cursor; a `nil` column after writing the last column (the terminal
  /// may or may not have wrapped yet), a `nil` row when unknown.
  private var cursorRow: Int?
  private var cursorColumn: Int?
  /// The pen the terminal writes with; `nil` when unknown.
  private var pen: Pen?
  /// The frame being built.
  private var output: [UInt8] = []

  /// `setcchar` keeps a spacing character and up to four combining ones; the
  /// same limit keeps a cell's text bounded here.
  private static let maximumScalarsPerCell = 5

  init(
    capabilities: TerminalCapabilities, colorSupport: TerminalColorSupport,
    defaultColors: Bool, localeIsUTF8: Bool
  ) {
    self.capabilities = capabilities
    let colors = capabilities.setForeground != nil && capabilities.setBackground != nil
    self.colorSupport = colors ? colorSupport : .monochrome
    self.defaultColors = defaultColors
    self.localeIsUTF8 = localeIsUTF8
    var available: TextAttributes = []
    if capabilities.setAttributes != nil {
      available = [.bold, .dim, .reverse, .underline]
    } else {
      if capabilities.enterBold != nil { available.insert(.bold) }
      if capabilities.enterDim != nil { available.insert(.dim) }
      if capabilities.enterReverse != nil { available.insert(.reverse) }
      if capabilities.enterUnderline != nil { available.insert(.underline) }
    }
    availableAttributes = available
    exitAttributesResetsColors = capabilities.exitAttributes.map(Self.containsSGRReset) ?? false
    setAttributesResetsColors =
      capabilities.setAttributes.map { Self.containsSGRReset($0([])) } ?? false
  }

  /// Where the encoder believes the cursor is (row, column), for tests.
  var believedCursor: (row: Int?, column: Int?) { (cursorRow, cursorColumn) }

  /// Forgets what the screen shows: the next frame repaints everything.
  mutating func invalidate() {
    screen = []
    cursorRow = nil
    cursorColumn = nil
    pen = nil
  }

  /// The bytes that turn the screen into `buffer`, clipped to (or padded with
  /// blanks to) a screen of `columns` x `rows`; empty when nothing changed.
  mutating func encode(_ buffer: CellBuffer, columns: Int, rows: Int) -> [UInt8] {
    output = []
    let target = screenCells(of: buffer, columns: columns, rows: rows)
    let full = screen.isEmpty || columns != self.columns || rows != self.rows
    if full {
      self.columns = columns
      self.rows = rows
      setPen(.plain)
      output += capabilities.clearScreen
      screen = Array(repeating: .blank, count: columns * rows)
      cursorRow = 0
      cursorColumn = 0
    }
    writeChangedCells(target: target)
    if full && rows > 0 {
      // After a full repaint the cursor waits at the start of the last line,
      // where ncurses leaves it and where a shell prompts should the process
      // be killed without a chance to restore the terminal.
      move(toRow: rows - 1, column: 0)
    }
    if !output.isEmpty { setPen(.plain) }
    return output
  }

  // MARK: Cells

  /// What `buffer` looks like on the terminal, cell by cell.
  func screenCells(of buffer: CellBuffer, columns: Int, rows: Int) -> [ScreenCell] {
    var cells = [ScreenCell](repeating: .blank, count: columns * rows)
    for y in 0..<min(rows, buffer.rows) {
      for x in 0..<min(columns, buffer.columns) {
        let cell = buffer[x, y]
        let pen = self.pen(for: cell.style)
        if cell.isContinuation {
          // Covered by the wide character before it; a blank where there is
          // none (a wide character shown as `?`, or a stray continuation).
          let covered = x > 0 && cells[y * columns + x - 1].width == 2
          cells[y * columns + x] = covered ? .covered : ScreenCell(text: " ", width: 1, pen: pen)
          continue
        }
        let wide = buffer[x + 1, y].isContinuation
        var text = String(cell.character.unicodeScalars.prefix(Self.maximumScalarsPerCell))
        if !localeIsUTF8 && !cell.character.isASCII {
          text = "?"
        } else if let first = cell.character.unicodeScalars.first?.value,
          first < 0x20 || (0x7F...0x9F).contains(first)
        {
          // A control character would move the cursor instead of filling the cell.
          text = " "
        }
        var width = wide && text != "?" && text != " " ? 2 : 1
        if width == 2 && x + 1 >= columns {
          // A wide character cut by the right edge would wrap to the next line.
          text = " "
          width = 1
        }
        cells[y * columns + x] = ScreenCell(text: text, width: width, pen: pen)
      }
    }
    return cells
  }

  /// The pen a style is written with, limited to what the terminal can show.
  func pen(for style: CellStyle) -> Pen {
    var attributes: TextAttributes = []
    if style.bold { attributes.insert(.bold) }
    if style.dim { attributes.insert(.dim) }
    if style.reverse { attributes.insert(.reverse) }
    if style.underline { attributes.insert(.underline) }
    attributes.formIntersection(availableAttributes)
    guard colorSupport != .monochrome else {
      return Pen(attributes: attributes, foreground: -1, background: -1)
    }
    return Pen(
      attributes: attributes,
      foreground: cursesColorNumber(
        for: style.foreground, support: colorSupport, defaultColors: defaultColors,
        isForeground: true),
      background: cursesColorNumber(
        for: style.background, support: colorSupport, defaultColors: defaultColors,
        isForeground: false))
  }

  // MARK: Writing cells

  /// Writes every changed cell, one pen at a time.
  ///
  /// The changed cells are grouped by pen (in the order the pens first appear)
  /// and each group is written in reading order, so the pen changes once per
  /// pen in use rather than at every colour boundary of every row; the cursor
  /// moves between the cells of a group are short relative ones (a box edge
  /// one row down is `\n` and a backspace). Overwriting half of a wide
  /// character on screen spoils its other half; a last pass in reading order
  /// writes whatever is still not right.
  private mutating func writeChangedCells(target: [ScreenCell]) {
    var groups: [Pen: [Int]] = [:]
    var order: [Pen] = []
    for index in target.indices where target[index].width > 0 && isChanged(index, target: target) {
      let pen = target[index].pen
      if groups[pen] == nil { order.append(pen) }
      groups[pen, default: []].append(index)
    }
    // The current pen first: it needs no change.
    if let pen, let first = order.firstIndex(of: pen) { order.swapAt(0, first) }
    for pen in order {
      let cells = groups[pen] ?? []
      // Row by row, or column by column (a vertical edge), whichever is shorter.
      var byRows = self
      byRows.writeCells(cells, target: target)
      if cells.count > 1 {
        var byColumns = self
        byColumns.writeCells(
          cells.sorted { ($0 % columns, $0) < ($1 % columns, $1) }, target: target)
        if byColumns.output.count < byRows.output.count {
          self = byColumns
          continue
        }
      }
      self = byRows
    }
    // A pass in reading order reaches what it spoils to the right of a write;
    // a second pass catches a wide character's first half spoilt to the left.
    for _ in 0..<2 {
      for index in target.indices where target[index].width > 0 && isChanged(index, target: target)
      {
        writeCell(at: index, target: target)
      }
    }
  }

  /// Writes the cells at `indices`, in that order, that still need it.
  private mutating func writeCells(_ indices: [Int], target: [ScreenCell]) {
    for index in indices where isChanged(index, target: target) {
      writeCell(at: index, target: target)
    }
  }

  /// Writes the cell at `index` (or erases the rest of its row when cheaper).
  private mutating func writeCell(at index: Int, target: [ScreenCell]) {
    let y = index / columns
    let x = index % columns
    let wanted = target[index]
    // Without xenl, writing the bottom-right cell would scroll the screen.
    if capabilities.autoMargins && !capabilities.eatNewlineGlitch && y == rows - 1
      && x + wanted.width >= columns
    {
      return
    }
    if erasesRest(from: x, row: y, target: target) { return }
    if erasesRun(from: x, row: y, target: target) { return }
    move(toRow: y, column: x)
    setPen(wanted.pen)
    output += wanted.text.utf8
    // Writing over half of a wide character spoils the other half.
    if screen[index].width == 0 && x > 0 { screen[index - 1] = .unknown }
    let end = x + wanted.width
    if end < columns && screen[end].width == 0 && screen[end - 1].width != 0 {
      screen[end] = .unknown
    }
    if screen[index].width == 2 && wanted.width == 1 && x + 1 < columns {
      screen[index + 1] = .unknown
    }
    screen[index] = wanted
    if wanted.width == 2 { screen[index + 1] = target[index + 1] }
    cursorColumn = end < columns ? end : nil
    if end >= columns && capabilities.autoMargins && !capabilities.eatNewlineGlitch {
      cursorRow = y + 1
      cursorColumn = 0
    }
  }

  /// Whether the cell at `index` (not a covered one) must be written: it
  /// differs, or it is wide and what follows it on screen is not its cover.
  private func isChanged(_ index: Int, target: [ScreenCell]) -> Bool {
    if target[index] != screen[index] { return true }
    return target[index].width == 2 && screen[index + 1] != target[index + 1]
  }

  /// Erases the row from column `x` on with `el` when all of it is blank in one
  /// background and that is cheaper than writing the changed cells.
  private mutating func erasesRest(from x: Int, row y: Int, target: [ScreenCell]) -> Bool {
    guard let erase = capabilities.clearToEndOfLine else { return false }
    let start = y * columns
    let first = target[start + x]
    let background = first.pen.background
    guard capabilities.backColorErase || background == -1 else { return false }
    var changed = 0
    for index in (start + x)..<(start + columns) {
      guard target[index].looksErased(background: background) else { return false }
      if target[index] != screen[index] { changed += 1 }
    }
    guard changed > erase.count else { return false }
    move(toRow: y, column: x)
    setPen(first.pen)
    output += erase
    // Erasing the second half of a wide character spoils its first half.
    if screen[start + x].width == 0 && x > 0 { screen[start + x - 1] = .unknown }
    for index in (start + x)..<(start + columns) { screen[index] = target[index] }
    return true
  }

  /// Erases a run of blanks from column `x` with `ech` when all of it is blank
  /// in one background and `ech` plus a move to the end of the run (where
  /// writing the blanks would leave the cursor) is shorter than the blanks.
  private mutating func erasesRun(from x: Int, row y: Int, target: [ScreenCell]) -> Bool {
    guard let erase = capabilities.eraseCharacters else { return false }
    let start = y * columns
    let first = target[start + x]
    let background = first.pen.background
    guard capabilities.backColorErase || background == -1,
      first.looksErased(background: background)
    else { return false }
    // The run ends at its last changed cell.
    var end = x
    var column = x
    while column < columns && target[start + column].looksErased(background: background) {
      if target[start + column] != screen[start + column] { end = column + 1 }
      column += 1
    }
    let count = end - x
    let bytes = erase(count)
    // Writing the blanks leaves the cursor after them; ech leaves it at `x`.
    let catchUp = end < columns ? horizontalMove(from: x, to: end, row: y, mayRewrite: false) : []
    guard let catchUp, bytes.count + catchUp.count < count else { return false }
    move(toRow: y, column: x)
    setPen(first.pen)
    output += bytes
    // Erasing half of a wide character spoils its other half.
    if screen[start + x].width == 0 && x > 0 { screen[start + x - 1] = .unknown }
    if end < columns && screen[start + end].width == 0 { screen[start + end] = .unknown }
    for index in (start + x)..<(start + end) { screen[index] = target[index] }
    return true
  }

  // MARK: Cursor

  /// Moves the cursor to (row, column) by the shortest sequence.
  private mutating func move(toRow row: Int, column: Int) {
    if cursorRow == row && cursorColumn == column { return }
    if !capabilities.moveInStandoutMode, let pen, !pen.attributes.isEmpty {
      setPen(Pen(attributes: [], foreground: pen.foreground, background: pen.background))
    }
    output += moveBytes(toRow: row, column: column)
    cursorRow = row
    cursorColumn = column
  }

  /// The shortest bytes that move the cursor to (row, column).
  private func moveBytes(toRow row: Int, column: Int) -> [UInt8] {
    if cursorRow == row && cursorColumn == column { return [] }
    var best = capabilities.cursorAddress(row, column)
    if let fromRow = cursorRow {
      for (vertical, landsInFirstColumn) in verticalMoves(from: fromRow, to: row) {
        if vertical.count >= best.count { continue }
        let fromColumn = landsInFirstColumn ? 0 : cursorColumn
        let horizontal = horizontalMove(
          from: fromColumn, to: column, row: row, mayRewrite: row == fromRow)
        if let horizontal, vertical.count + horizontal.count < best.count {
          best = vertical + horizontal
        }
      }
    }
    return best
  }

  /// The ways to change rows, each with whether it also goes to column 0.
  private func verticalMoves(from: Int, to: Int) -> [([UInt8], Bool)] {
    if from == to { return [([], false)] }
    let caps = capabilities
    var moves: [([UInt8], Bool)] = []
    if let vpa = caps.rowAddress { moves.append((vpa(to), false)) }
    let count = abs(to - from)
    if to > from {
      if let down = caps.cursorDown { moves.append((down(count), false)) }
      if let down1 = caps.cursorDown1, count <= 8 {
        let returns = caps.lineFeedReturns && down1 == [0x0A]
        moves.append((Array([[UInt8]](repeating: down1, count: count).joined()), returns))
      }
    } else {
      if let up = caps.cursorUp { moves.append((up(count), false)) }
      if let up1 = caps.cursorUp1, count <= 8 {
        moves.append((Array([[UInt8]](repeating: up1, count: count).joined()), false))
      }
    }
    return moves
  }

  /// The shortest way to go from column `from` (`nil`: unknown) to `to` in a
  /// row, or `nil` when there is none besides `cup`.
  private func horizontalMove(from: Int?, to: Int, row: Int, mayRewrite: Bool) -> [UInt8]? {
    if from == to { return [] }
    let caps = capabilities
    var best: [UInt8]?
    func consider(_ candidate: [UInt8]?) {
      guard let candidate else { return }
      if best == nil || candidate.count < best!.count { best = candidate }
    }
    consider(caps.columnAddress?(to))
    if let cr = caps.carriageReturn {
      consider(to == 0 ? cr : relative(from: 0, to: to).map { cr + $0 })
    }
    if let from {
      consider(relative(from: from, to: to))
      if mayRewrite, to > from, let rewrite = rewrite(row: row, from: from, to: to) {
        consider(rewrite)
      }
    }
    return best
  }

  /// `cuf`/`cub` or repeated `cuf1`/`cub1`, whichever is shorter.
  private func relative(from: Int, to: Int) -> [UInt8]? {
    let caps = capabilities
    let count = abs(to - from)
    let (one, many) =
      to > from ? (caps.cursorRight1, caps.cursorRight) : (caps.cursorLeft1, caps.cursorLeft)
    var best = many?(count)
    if let one, count <= 8, best == nil || one.count * count < best!.count {
      best = Array([[UInt8]](repeating: one, count: count).joined())
    }
    return best
  }

  /// The unchanged cells between two columns written again, when they all are
  /// in the current pen and no longer than 8 cells.
  private func rewrite(row: Int, from: Int, to: Int) -> [UInt8]? {
    guard let pen, to - from <= 8 else { return nil }
    var bytes: [UInt8] = []
    var x = from
    while x < to {
      let cell = screen[row * columns + x]
      guard cell.width > 0, cell.pen == pen, x + cell.width <= to else { return nil }
      bytes += cell.text.utf8
      x += cell.width
    }
    return bytes
  }

  // MARK: Pen

  /// Changes the pen to `wanted` by the shortest sequence.
  private mutating func setPen(_ wanted: Pen) {
    if pen == wanted { return }
    output += penChange(from: pen, to: wanted)
    pen = wanted
  }

  /// The shortest bytes that change the pen from `current` (`nil`: unknown) to `wanted`.
  func penChange(from current: Pen?, to wanted: Pen) -> [UInt8] {
    let caps = capabilities
    var best: [UInt8]?
    func consider(_ candidate: [UInt8]?) {
      guard let candidate else { return }
      let merged = Self.mergingSGR(candidate)
      if best == nil || merged.count < best!.count { best = merged }
    }
    // Only what differs, when nothing but underline has to be turned off.
    if let current {
      let off = current.attributes.subtracting(wanted.attributes)
      if off.isEmpty || (off == .underline && caps.exitUnderline != nil) {
        var bytes: [UInt8]? = off.isEmpty ? [] : caps.exitUnderline
        for attribute in TextAttributes.all
        where wanted.attributes.contains(attribute) && !current.attributes.contains(attribute) {
          bytes = joined(bytes, enter(attribute))
        }
        let colors = colorChange(
          from: (current.foreground, current.background), to: wanted)
        consider(joined(bytes, colors))
      }
    }
    // A reset, then what is wanted.
    // Once the pen is known, the character-set selections in sgr0 and sgr
    // (xterm's ESC ( B, screen's SI) have nothing to undo: the encoder never
    // selects another character set, and the reset from an unknown pen (a
    // full repaint) keeps them.
    func reset(_ bytes: [UInt8]) -> [UInt8] {
      current == nil ? bytes : Self.withoutCharacterSetSelection(bytes)
    }
    if let exit = caps.exitAttributes {
      var bytes: [UInt8]? = reset(exit)
      for attribute in TextAttributes.all where wanted.attributes.contains(attribute) {
        bytes = joined(bytes, enter(attribute))
      }
      let colors = colorChange(from: exitAttributesResetsColors ? (-1, -1) : nil, to: wanted)
      consider(joined(bytes, colors))
    }
    // sgr sets all attributes at once.
    if let sgr = caps.setAttributes {
      let colors = colorChange(from: setAttributesResetsColors ? (-1, -1) : nil, to: wanted)
      consider(joined(reset(sgr(wanted.attributes)), colors))
    }
    return best ?? []
  }

  /// `first` then `second`; `nil` when either is missing.
  private func joined(_ first: [UInt8]?, _ second: [UInt8]?) -> [UInt8]? {
    guard let first, let second else { return nil }
    return first + second
  }

  private func enter(_ attribute: TextAttributes) -> [UInt8]? {
    switch attribute {
    case .bold: capabilities.enterBold
    case .dim: capabilities.enterDim
    case .reverse: capabilities.enterReverse
    default: capabilities.enterUnderline
    }
  }

  /// The shortest bytes that change the colours from `current` (`nil`:
  /// unknown) to the pen's; `nil` when the terminal cannot do it.
  private func colorChange(from current: (Int, Int)?, to wanted: Pen) -> [UInt8]? {
    let caps = capabilities
    let (foreground, background) = (wanted.foreground, wanted.background)
    if let current, current == (foreground, background) { return [] }
    func set(_ color: Int, _ capability: TerminalCapabilities.OneParameter?) -> [UInt8]? {
      capability?(color)
    }
    var best: [UInt8]?
    func consider(_ candidate: [UInt8]?) {
      guard let candidate else { return }
      if best == nil || candidate.count < best!.count { best = candidate }
    }
    // Set the colours that change, when none goes back to the default.
    if let current {
      var bytes: [UInt8]? = []
      if foreground != current.0 {
        bytes = foreground == -1 ? nil : joined(bytes, set(foreground, caps.setForeground))
      }
      if background != current.1 {
        bytes = background == -1 ? nil : joined(bytes, set(background, caps.setBackground))
      }
      consider(bytes)
    } else if foreground != -1 && background != -1 {
      consider(
        joined(set(foreground, caps.setForeground), set(background, caps.setBackground)))
    }
    // `op`, then the colours that are not the default.
    if let original = caps.originalColors {
      var bytes: [UInt8]? = original
      if foreground != -1 { bytes = joined(bytes, set(foreground, caps.setForeground)) }
      if background != -1 { bytes = joined(bytes, set(background, caps.setBackground)) }
      consider(bytes)
    }
    return best
  }

  // MARK: Byte-level helpers

  /// `bytes` without `ESC ( B` (G0 is ASCII) and SI (shift to G0).
  static func withoutCharacterSetSelection(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x1B, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "("),
        bytes[index + 2] == UInt8(ascii: "B")
      {
        index += 3
        continue
      }
      if bytes[index] != 0x0F { result.append(bytes[index]) }
      index += 1
    }
    return result
  }

  /// Whether a string contains an SGR that resets everything (`ESC[m`,
  /// `ESC[0m`, `ESC[0;…m`), colours included.
  static func containsSGRReset(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while index + 2 < bytes.count {
      if bytes[index] == 0x1B && bytes[index + 1] == UInt8(ascii: "[") {
        let next = bytes[index + 2]
        if next == UInt8(ascii: "m") || next == UInt8(ascii: ";") { return true }
        if next == UInt8(ascii: "0"), index + 3 < bytes.count,
          bytes[index + 3] == UInt8(ascii: "m") || bytes[index + 3] == UInt8(ascii: ";")
        {
          return true
        }
      }
      index += 1
    }
    return false
  }

  /// `bytes` with each run of adjacent `ESC [ params m` sequences (params of
  /// digits and semicolons only) joined into one; an empty list counts as 0.
  ///
  /// The terminal applies an SGR's parameters in order, so `ESC[1m ESC[31m`
  /// and `ESC[1;31m` do the same.
  static func mergingSGR(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    // Where the parameters of the SGR that ends `result` start, if one does.
    var openParameters: Int?
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
        var end = index + 2
        while end < bytes.count,
          bytes[end] == UInt8(ascii: ";")
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end])
        {
          end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "m") {
          let parameters = bytes[(index + 2)..<end]
          if let start = openParameters {
            result.removeLast()  // the "m"
            if result.count == start { result.append(UInt8(ascii: "0")) }
            result.append(UInt8(ascii: ";"))
            if parameters.isEmpty { result.append(UInt8(ascii: "0")) } else { result += parameters }
            result.append(UInt8(ascii: "m"))
          } else {
            result += [0x1B, UInt8(ascii: "[")]
            openParameters = result.count
            result += parameters
            result.append(UInt8(ascii: "m"))
          }
          index = end + 1
          continue
        }
      }
      result.append(bytes[index])
      openParameters = nil
      index += 1
    }
    return result
  }
}
