/// A label written outside the box it names, joined to it by a dim leader
/// (`─`, `│`; `-`, `|` in ASCII) through free cells. Shared by the UIKit
/// canvas (labels beside a vertical stack's outline, below a horizontal one's)
/// and the SwiftUI canvas (labels in free cells beside a leaf).
enum OutsideLabel {
  /// Where a label goes: its first cell, and the cells of its leader.
  struct Placement: Equatable {
    var x: Int
    var y: Int
    /// The cells the leader is drawn on (those between the box and the text
    /// that are free; a crossed outline is left as it is).
    var leader: [Int]
  }

  /// The rows to try for a label beside a box, nearest its middle first:
  /// `middle`, one above, one below, two above, and so on, `count` of them.
  static func rowsOutward(from middle: Int, count: Int) -> [Int] {
    (0..<max(0, count)).map { middle + ($0 % 2 == 0 ? $0 / 2 : -($0 + 1) / 2) }
  }

  /// The leader's cell across (`─`) or down (`│`).
  static func leader(across: Bool, glyphs: GlyphSet) -> Cell {
    let unicode = glyphs == .unicode
    return Cell(
      across ? (unicode ? "─" : "-") : (unicode ? "│" : "|"), style: CellStyle(dim: true))
  }

  /// Draws a leader across row `y` on the columns `xs`, or down column `x` on
  /// the rows `ys`, within `clip`.
  static func drawLeader(
    across: Bool, at cells: [(x: Int, y: Int)], glyphs: GlyphSet, into buffer: inout CellBuffer,
    clip: CellRect
  ) {
    let cell = leader(across: across, glyphs: glyphs)
    for (x, y) in cells {
      buffer.put(
        String(cell.character), x: x, y: y, style: cell.style, maxWidth: 1, ellipsis: nil,
        clip: clip)
    }
  }

  /// The place for a label `width` columns wide beside `box`, on one of the
  /// box's rows (the middle first): to its right, else to its left, the text
  /// one cell away (the leader between), or further when a cell `isPassable`
  /// (an outline, which the leader crosses without drawing on it) or free lies
  /// between. Every cell of the text must be free and inside `within`, and
  /// the cells on either side of it must not be text (`isText`: another
  /// label, a name or a letter), which would run into it (`row1g1_1`).
  /// `nil` when there is no such place.
  static func placeBeside(
    _ box: CellRect, width: Int, within: CellRect, isFree: (Int, Int) -> Bool,
    isPassable: (Int, Int) -> Bool, isText: (Int, Int) -> Bool = { _, _ in false }
  ) -> Placement? {
    guard width > 0, !box.isEmpty else { return nil }
    // Outward from the middle as far as the box's farther edge reaches, its
    // own rows only (from an upper middle row, an even count of steps would
    // end above the box and miss its last row).
    let rows = rowsOutward(from: box.y + (box.rows - 1) / 2, count: 2 * box.rows).filter {
      $0 >= box.y && $0 < box.maxY && $0 >= within.y && $0 < within.maxY
    }
    func textIsFree(_ x: Int, _ y: Int) -> Bool {
      x >= within.x && x + width <= within.maxX && (x..<(x + width)).allSatisfy { isFree($0, y) }
        && !isText(x - 1, y) && !isText(x + width, y)
    }
    for toRight in [true, false] {
      for y in rows {
        var leader: [Int] = []
        // The first leader cell touches the box; the text starts after at
        // least one leader cell.
        var near = toRight ? box.maxX : box.x - 1
        while near >= within.x, near < within.maxX {
          if isFree(near, y) {
            leader.append(near)
          } else if !isPassable(near, y) {
            break
          }
          let x = toRight ? near + 1 : near - width
          if !leader.isEmpty, textIsFree(x, y) { return Placement(x: x, y: y, leader: leader) }
          near += toRight ? 1 : -1
        }
      }
    }
    return nil
  }

  /// Where a label goes from its box: beside it, below it or above it.
  enum Side {
    case beside, below, above
  }

  /// The place for a label `width` columns wide below `box`: on the first row
  /// under it where the text, as far right as starting at the box's first
  /// column allows (and still covering that column), is all free, with a
  /// leader down that column from the box over free (or `isPassable`) cells;
  /// right under a crossed outline the text needs no leader (as the UIKit
  /// canvas writes its labels below a horizontal stack).
  /// The leader's cells are rows (in ``Placement/leader``), in the box's
  /// first column. `nil` when there is no such place.
  static func placeBelow(
    _ box: CellRect, width: Int, within: CellRect, isFree: (Int, Int) -> Bool,
    isPassable: (Int, Int) -> Bool, isText: (Int, Int) -> Bool = { _, _ in false }
  ) -> Placement? {
    placeInColumn(
      box, down: true, width: width, within: within, isFree: isFree, isPassable: isPassable,
      isText: isText)
  }

  /// The place for a label `width` columns wide above `box`, as
  /// ``placeBelow(_:width:within:isFree:isPassable:)`` places one below it:
  /// on the first row over it where the text is all free, with a leader up
  /// the box's first column over free (or `isPassable`) cells; right over a
  /// crossed outline the text needs no leader. `nil` when there is no such
  /// place.
  static func placeAbove(
    _ box: CellRect, width: Int, within: CellRect, isFree: (Int, Int) -> Bool,
    isPassable: (Int, Int) -> Bool, isText: (Int, Int) -> Bool = { _, _ in false }
  ) -> Placement? {
    placeInColumn(
      box, down: false, width: width, within: within, isFree: isFree, isPassable: isPassable,
      isText: isText)
  }

  /// Below (`down`) or above `box`: the text on the first row past the one
  /// next to the box (never right against it) where it is all free, the
  /// leader on the free cells of the box's first column between (passable
  /// ones crossed, any other ending the search); no text right beside the
  /// label's (`isText`).
  private static func placeInColumn(
    _ box: CellRect, down: Bool, width: Int, within: CellRect, isFree: (Int, Int) -> Bool,
    isPassable: (Int, Int) -> Bool, isText: (Int, Int) -> Bool
  ) -> Placement? {
    guard width > 0, !box.isEmpty else { return nil }
    let column = box.x
    let x = min(column, within.maxX - width)
    guard x >= within.x, x + width > column else { return nil }
    let next = down ? box.maxY : box.y - 1
    var leader: [Int] = []
    var y = next
    while y >= within.y, y < within.maxY {
      if !leader.isEmpty || y != next, (x..<(x + width)).allSatisfy({ isFree($0, y) }),
        !isText(x - 1, y), !isText(x + width, y)
      {
        return Placement(x: x, y: y, leader: leader)
      }
      if isFree(column, y) {
        leader.append(y)
      } else if !isPassable(column, y) {
        return nil
      }
      y += down ? 1 : -1
    }
    return nil
  }
}
