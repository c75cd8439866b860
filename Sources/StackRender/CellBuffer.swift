/// A terminal colour as the renderer asks for it; the terminal backend maps it to
/// what the terminal can show (256 colours, 8 colours, or none).
public enum TerminalColor: Hashable, Sendable {
  /// The terminal's own default foreground or background.
  case `default`
  /// One of the 256 xterm colours (0-15 are the ANSI colours).
  case indexed(UInt8)
}

/// How a cell is drawn.
public struct CellStyle: Hashable, Sendable {
  public var foreground: TerminalColor
  public var background: TerminalColor
  public var bold: Bool
  public var dim: Bool
  public var reverse: Bool
  public var underline: Bool

  public init(
    foreground: TerminalColor = .default, background: TerminalColor = .default,
    bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.reverse = reverse
    self.underline = underline
  }

  public static let plain = CellStyle()
}

/// One character cell of the screen.
public struct Cell: Hashable, Sendable {
  /// The grapheme shown in the cell. A wide character (two columns) is stored in
  /// its first cell; the second cell has `isContinuation` set and is not drawn.
  public var character: Character
  public var style: CellStyle
  public var isContinuation: Bool

  public init(_ character: Character = " ", style: CellStyle = .plain, isContinuation: Bool = false)
  {
    self.character = character
    self.style = style
    self.isContinuation = isContinuation
  }

  public static let blank = Cell()
}

/// A rectangle of cells that widgets draw into and a backend puts on screen.
///
/// Row 0 is the top line, column 0 the leftmost column. Writes outside the buffer
/// are clipped silently, so drawing code never has to bounds-check.
public struct CellBuffer: Hashable, Sendable {
  public private(set) var columns: Int
  public private(set) var rows: Int
  public private(set) var cells: [Cell]

  public init(columns: Int, rows: Int, fill: Cell = .blank) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    self.cells = Array(repeating: fill, count: self.columns * self.rows)
  }

  /// The cell at column `x`, row `y`; reading outside the buffer gives a blank cell.
  public subscript(x: Int, y: Int) -> Cell {
    get {
      guard contains(x: x, y: y) else { return .blank }
      return cells[y * columns + x]
    }
    set {
      guard contains(x: x, y: y) else { return }
      cells[y * columns + x] = newValue
    }
  }

  /// The character that shows at column `x`, row `y`: a wide character's for
  /// both its cells (its second cell holds no character of its own); a blank
  /// outside the buffer.
  public func shownCharacter(x: Int, y: Int) -> Character {
    let cell = self[x, y]
    return cell.isContinuation ? self[x - 1, y].character : cell.character
  }

  /// Whether column `x`, row `y` lies inside the buffer.
  public func contains(x: Int, y: Int) -> Bool {
    x >= 0 && y >= 0 && x < columns && y < rows
  }

  /// The columns and rows up to the last cell that is not blank (0 x 0 for
  /// a blank buffer), and the first column that holds one (the buffer's
  /// width for a blank buffer).
  public func drawnExtent() -> (columns: Int, rows: Int, firstColumn: Int) {
    guard let drawn = drawnBounds(in: bounds) else { return (0, 0, columns) }
    return (drawn.maxX, drawn.maxY, drawn.x)
  }

  /// The smallest rectangle holding every cell of `rect` (within the buffer)
  /// that is not blank; `nil` when all are.
  public func drawnBounds(in rect: CellRect) -> CellRect? {
    let clipped = rect.intersection(bounds)
    var first = (x: Int.max, y: Int.max)
    var last = (x: Int.min, y: Int.min)
    for y in clipped.y..<clipped.maxY {
      for x in clipped.x..<clipped.maxX where cells[y * columns + x] != .blank {
        first = (min(first.x, x), min(first.y, y))
        last = (max(last.x, x), max(last.y, y))
      }
    }
    guard first.y <= last.y else { return nil }
    return CellRect(
      x: first.x, y: first.y, columns: last.x - first.x + 1, rows: last.y - first.y + 1)
  }

  /// `columns` of the buffer from column `x` (0 unless given), and its first
  /// `rows` (blank past its own).
  public func cropped(x: Int = 0, columns: Int, rows: Int) -> CellBuffer {
    var result = CellBuffer(columns: columns, rows: rows)
    for y in 0..<min(rows, self.rows) {
      for column in 0..<max(0, min(columns, self.columns - x)) {
        result.cells[y * result.columns + column] = cells[y * self.columns + x + column]
      }
    }
    return result
  }
}
