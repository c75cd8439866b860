/// A rectangle of cells: `columns` wide and `rows` tall, with its top-left cell
/// at column `x`, row `y`.
///
/// A rectangle with no columns or no rows is empty; its position still says
/// where it is, so an empty rectangle can mark a place (such as an edge).
public struct CellRect: Hashable, Sendable {
  /// The column of the leftmost cell.
  public var x: Int
  /// The row of the top cell.
  public var y: Int
  /// The width in cells (never negative).
  public var columns: Int
  /// The height in cells (never negative).
  public var rows: Int

  /// A rectangle; a negative width or height is taken as 0.
  public init(x: Int, y: Int, columns: Int, rows: Int) {
    self.x = x
    self.y = y
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }

  /// The column just right of the rectangle.
  public var maxX: Int { x + columns }
  /// The row just below the rectangle.
  public var maxY: Int { y + rows }
  /// Whether the rectangle holds no cell.
  public var isEmpty: Bool { columns == 0 || rows == 0 }

  /// Whether the cell at column `x`, row `y` lies inside the rectangle.
  public func contains(x: Int, y: Int) -> Bool {
    x >= self.x && x < maxX && y >= self.y && y < maxY
  }

  /// The cells both rectangles share; empty (with no columns and no rows) when
  /// they do not overlap.
  public func intersection(_ other: CellRect) -> CellRect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return CellRect(x: left, y: top, columns: 0, rows: 0) }
    return CellRect(x: left, y: top, columns: right - left, rows: bottom - top)
  }

  /// The rectangle shrunk by `amount` cells on every side (never below empty).
  func insetBy(_ amount: Int) -> CellRect {
    CellRect(x: x + amount, y: y + amount, columns: columns - 2 * amount, rows: rows - 2 * amount)
  }

  /// The cells of a view drawn as a marked line: an axis with no cells gets
  /// one, where the rectangle's edge falls (the last cell inside `container`
  /// when it falls on the container's far edge).
  func markedLine(inside container: CellRect) -> CellRect {
    var rect = self
    if rect.columns == 0 {
      rect.columns = 1
      if rect.x >= container.maxX, container.columns > 0 { rect.x = container.maxX - 1 }
    }
    if rect.rows == 0 {
      rect.rows = 1
      if rect.y >= container.maxY, container.rows > 0 { rect.y = container.maxY - 1 }
    }
    return rect
  }
}
