import StackLayout

/// Drawing into a cell buffer: text, filled rectangles and borders.
///
/// Every helper here keeps wide characters whole: a wide character takes its
/// cell and a continuation cell to its right; overwriting either half blanks
/// the other half, so no half of a character is ever left on screen.
extension CellBuffer {
  /// The whole buffer as a rectangle.
  public var bounds: CellRect { CellRect(x: 0, y: 0, columns: columns, rows: rows) }

  /// Writes `text` from column `x` on row `y`, one character per cell and two
  /// cells for a wide character, and returns the number of columns written.
  ///
  /// Writing stops after `maxWidth` columns (or at the buffer's edge). A wide
  /// character that does not fit in the room left is replaced by a space; it is
  /// never drawn by half. With an `ellipsis`, text wider than `maxWidth` is
  /// shortened to end with it (see ``truncate(_:toWidth:ellipsis:)``) instead of
  /// being cut. Characters of width 0 (control characters) are skipped.
  ///
  /// ```
  /// put("한국어", x: 0, y: 0, maxWidth: 5)   →  "한국 "   (어 does not fit)
  /// put("stack", x: 0, y: 0, maxWidth: 4, ellipsis: "…")  →  "sta…"
  /// ```
  @discardableResult
  public mutating func put(
    _ text: String, x: Int, y: Int, style: CellStyle = .plain, maxWidth: Int? = nil,
    ellipsis: Character? = nil
  ) -> Int {
    put(text, x: x, y: y, style: style, maxWidth: maxWidth, ellipsis: ellipsis, clip: bounds)
  }

  /// Writes `text` as the public `put`, but only inside `clip`.
  @discardableResult
  mutating func put(
    _ text: String, x: Int, y: Int, style: CellStyle, maxWidth: Int?, ellipsis: Character?,
    clip: CellRect
  ) -> Int {
    var text = text
    if let maxWidth, let ellipsis {
      text = truncate(text, toWidth: maxWidth, ellipsis: ellipsis)
    }
    let visible = clip.intersection(bounds)
    // The column writing stops at; clamped so that huge widths cannot overflow.
    let end = x + min(max(0, maxWidth ?? Int(Int32.max)), Int(Int32.max))
    var column = x
    for character in text {
      let width = displayWidth(of: character)
      if width == 0 { continue }
      if column >= end { break }
      if width == 2, column + 1 >= end {
        // A wide character with one column left: a space in its place.
        writeIfVisible(Cell(" ", style: style), x: column, y: y, clip: visible)
        column += 1
        break
      }
      if width == 1 {
        writeIfVisible(Cell(character, style: style), x: column, y: y, clip: visible)
      } else if visible.contains(x: column, y: y), visible.contains(x: column + 1, y: y) {
        writeWide(Cell(character, style: style), x: column, y: y)
      } else {
        // Half of it is clipped: spaces where it would show.
        writeIfVisible(Cell(" ", style: style), x: column, y: y, clip: visible)
        writeIfVisible(Cell(" ", style: style), x: column + 1, y: y, clip: visible)
      }
      column += width
    }
    return column - x
  }

  /// Sets every cell of `rect` (clipped to the buffer) to `cell`.
  ///
  /// The fill character should be one column wide; a wider (or zero-width) one
  /// is drawn as a space.
  public mutating func fill(_ rect: CellRect, with cell: Cell) {
    fill(rect, with: cell, clip: bounds)
  }

  /// Fills `rect` as the public `fill`, but only inside `clip`.
  mutating func fill(_ rect: CellRect, with cell: Cell, clip: CellRect) {
    var cell = cell
    cell.isContinuation = false
    if displayWidth(of: cell.character) != 1 { cell.character = " " }
    let area = rect.intersection(clip).intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        write(cell, x: x, y: y)
      }
    }
  }

  /// Draws a border on the outermost cells of `rect` (clipped to the buffer),
  /// leaving its inside as it is.
  ///
  /// ```
  /// light  ┌──┐   heavy  ┏━━┓   dashed  ╭╌╌╮      ASCII  +--+  ####  ....
  ///        │  │          ┃  ┃           ╎  ╎             |  |  #  #  :  :
  ///        └──┘          ┗━━┛           ╰╌╌╯             +--+  ####  :..:
  /// ```
  ///
  /// A rectangle one row tall is drawn as a horizontal line, one column wide as
  /// a vertical line.
  public mutating func drawBorder(
    _ rect: CellRect, style: CellStyle = .plain, glyphs: GlyphSet = .unicode,
    weight: BorderWeight = .light
  ) {
    drawBorder(rect, style: style, glyphs: glyphs, weight: weight, clip: bounds)
  }

  /// Draws a border as the public `drawBorder`, but only inside `clip`.
  mutating func drawBorder(
    _ rect: CellRect, style: CellStyle, glyphs: GlyphSet, weight: BorderWeight, clip: CellRect
  ) {
    guard !rect.isEmpty else { return }
    let lines = glyphs.border(weight)
    let visible = clip.intersection(bounds)
    func put(_ character: Character, _ x: Int, _ y: Int) {
      writeIfVisible(Cell(character, style: style), x: x, y: y, clip: visible)
    }
    let left = rect.x
    let right = rect.maxX - 1
    let top = rect.y
    let bottom = rect.maxY - 1
    if rect.rows == 1 {
      for x in clampedRange(max(left, visible.x), min(right + 1, visible.maxX)) {
        put(lines.horizontal, x, top)
      }
      return
    }
    if rect.columns == 1 {
      for y in clampedRange(max(top, visible.y), min(bottom + 1, visible.maxY)) {
        put(lines.vertical, left, y)
      }
      return
    }
    // Only the columns and rows that can be visible, so huge rectangles stay cheap.
    for x in clampedRange(max(left + 1, visible.x), min(right, visible.maxX)) {
      put(lines.horizontal, x, top)
      put(lines.horizontal, x, bottom)
    }
    for y in clampedRange(max(top + 1, visible.y), min(bottom, visible.maxY)) {
      put(lines.vertical, left, y)
      put(lines.vertical, right, y)
    }
    put(lines.topLeft, left, top)
    put(lines.topRight, right, top)
    put(lines.bottomLeft, left, bottom)
    put(lines.bottomRight, right, bottom)
  }

  /// Marks `rect` inside `clip` as selected: reversed and bold, keeping the
  /// characters (a compact box, or a view covered by others).
  mutating func markSelected(_ rect: CellRect, clip: CellRect) {
    restyle(rect, clip: clip) { style in
      style.reverse = true
      style.bold = true
    }
  }

  /// Changes the style of every cell of `rect` inside `clip`, keeping the characters.
  mutating func restyle(_ rect: CellRect, clip: CellRect, _ change: (inout CellStyle) -> Void) {
    let area = rect.intersection(clip).intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        change(&self[x, y].style)
      }
    }
  }

  // MARK: - Keeping wide characters whole

  /// Writes a one-column cell, if it lies inside `clip`.
  private mutating func writeIfVisible(_ cell: Cell, x: Int, y: Int, clip: CellRect) {
    guard clip.contains(x: x, y: y) else { return }
    write(cell, x: x, y: y)
  }

  /// Writes a one-column cell, blanking the other half of any wide character it
  /// overwrites half of.
  private mutating func write(_ cell: Cell, x: Int, y: Int) {
    guard contains(x: x, y: y) else { return }
    breakWideCharacter(at: x, y: y)
    self[x, y] = cell
  }

  /// Writes a wide character into the cell at `x` and its continuation at `x + 1`.
  private mutating func writeWide(_ cell: Cell, x: Int, y: Int) {
    guard contains(x: x, y: y), contains(x: x + 1, y: y) else { return }
    breakWideCharacter(at: x, y: y)
    breakWideCharacter(at: x + 1, y: y)
    self[x, y] = cell
    self[x + 1, y] = Cell(" ", style: cell.style, isContinuation: true)
  }

  /// Before the cell at `x` is overwritten: if it is half of a wide character,
  /// turns the other half into a space (keeping its style).
  private mutating func breakWideCharacter(at x: Int, y: Int) {
    if self[x, y].isContinuation {
      blank(x: x - 1, y: y)
    }
    if self[x + 1, y].isContinuation {
      blank(x: x + 1, y: y)
    }
  }

  /// Makes the cell a plain space, keeping its style.
  private mutating func blank(x: Int, y: Int) {
    guard contains(x: x, y: y) else { return }
    self[x, y] = Cell(" ", style: self[x, y].style)
  }
}

/// The integers from `lower` up to (not including) `upper`; empty when `upper <= lower`.
func clampedRange(_ lower: Int, _ upper: Int) -> Range<Int> {
  lower..<max(lower, upper)
}

/// Shortens `text` to at most `width` columns, ending it with `ellipsis` when
/// anything was cut off.
///
/// Text that fits is returned unchanged. Otherwise the result is the longest
/// prefix that leaves room for the ellipsis, then the ellipsis; a wide
/// character is never cut in half, so the result may be one column narrower
/// than `width`. A width of 0 or less gives an empty string, a width of 1 just
/// the ellipsis.
///
/// ```
/// truncate("purple", toWidth: 4, ellipsis: "…")  →  "pur…"
/// truncate("한국어", toWidth: 4, ellipsis: "…")   →  "한…"
/// ```
public func truncate(_ text: String, toWidth width: Int, ellipsis: Character) -> String {
  guard width > 0 else { return "" }
  // No character is wider than its UTF-8 bytes: a text of no more bytes fits.
  if text.utf8.count <= width { return text }
  let room = width - displayWidth(of: ellipsis)
  // One pass, stopping as soon as the text is known not to fit (so a long
  // text costs as much as `width` characters of it).
  var used = 0
  var cut: String.Index?
  var index = text.startIndex
  while index < text.endIndex {
    let characterWidth = displayWidth(of: text[index])
    if cut == nil, used + characterWidth > room { cut = index }
    used += characterWidth
    if used > width, let cut { return String(text[..<cut]) + String(ellipsis) }
    index = text.index(after: index)
  }
  return text
}

/// The most columns the canvases measure a name over: wider than any picture
/// or screen they draw, so a longer name (scene files may hold names of
/// megabytes) is cut to about this once, and every later measure of it is
/// bounded.
public let shownNameLimit = 2_000

/// The bytes up to which a name is kept whole (no character is wider than
/// its bytes, and measuring that many costs little).
let shownNameBytes = 4 * shownNameLimit

/// `name`, or, when it has more than 4 × ``shownNameLimit`` bytes, its first
/// characters up to just past ``shownNameLimit`` columns (or to that many
/// bytes, for characters that take no column; the first scalar of a first
/// character longer than that): still too wide for any
/// picture, so wherever it is drawn it is cut with an ellipsis as the whole
/// name would be. A name it returns is returned again unchanged.
public func shownName(_ name: String) -> String {
  let bytes = shownNameBytes
  guard name.utf8.count > bytes else { return name }
  var used = 0
  var taken = 0
  var index = name.startIndex
  while index < name.endIndex, used <= shownNameLimit {
    let character = name[index]
    let size = character.utf8.count
    guard taken + size <= bytes else {
      // One character of more bytes than that (a letter under thousands of
      // accents): its first scalar stands for it.
      if taken == 0, let first = character.unicodeScalars.first { return String(first) }
      break
    }
    used += displayWidth(of: character)
    taken += size
    index = name.index(after: index)
  }
  return String(name[..<index])
}

extension StackViewLayout {
  /// The layout with every view's name as ``shownName(_:)`` cuts it (itself
  /// when no name is that long: a pass over the names' byte counts).
  func withShownNames() -> StackViewLayout {
    guard views.contains(where: { $0.name.utf8.count > shownNameBytes }) else { return self }
    var layout = self
    for index in layout.views.indices { layout.views[index].name = shownName(views[index].name) }
    return layout
  }
}

extension SwiftUILayout {
  /// The layout with every node's name as ``shownName(_:)`` cuts it (itself
  /// when no name is that long).
  func withShownNames() -> SwiftUILayout {
    guard nodes.contains(where: { ($0.name?.utf8.count ?? 0) > shownNameBytes }) else {
      return self
    }
    var layout = self
    for index in layout.nodes.indices {
      layout.nodes[index].name = nodes[index].name.map(shownName)
    }
    return layout
  }
}

extension CellBuffer {
  /// Writes `segments` one after another on row `y` from column `x`, each in
  /// its style, up to `clip`'s right edge: the first that does not fit is
  /// cut with `ellipsis`, and nothing follows it (the canvases' row of
  /// hidden and outside names).
  public mutating func putList(
    _ segments: [(text: String, style: CellStyle)], x: Int, y: Int, ellipsis: Character?,
    clip: CellRect
  ) {
    var x = x
    for segment in segments {
      let room = clip.maxX - x
      guard room > 0 else { break }
      let fits = displayWidth(of: segment.text) <= room
      x += put(
        segment.text, x: x, y: y, style: segment.style, maxWidth: room, ellipsis: ellipsis,
        clip: clip)
      if !fits { break }
    }
  }
}
