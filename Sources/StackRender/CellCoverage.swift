import StackLayout

/// Which of a picture's overlapping boxes is on top of each cell: the
/// SwiftUI canvas (a ZStack's children, offsets) and the flat UIKit canvas
/// (negative spacing) name a box where it shows, and list one that shows
/// nowhere because others cover it.
enum CellCoverage {
  /// The most cells of a stack's or root's bounds whose coverage is worked
  /// out for a plan or a list (a picture at its largest, 1,000 x 1,000
  /// cells): past it (zoomed far in, say), a flat stack's boxes are drawn and
  /// named as if nothing covered them, and no canvas lists covered ones. (The
  /// SwiftUI painter works on the cells on show, which the area bounds.)
  static let cellLimit = 1_000_000

  /// Marks the cells of `area` each box of `order` (by number, in the order
  /// drawn) takes, from the last drawn (on top) down, each cell once
  /// (``EdgeCells``): the box on top of each cell of `area`, row by row (-1
  /// where none is), and how many cells each box is on top of (`count`
  /// numbers). The cost grows with the boxes' rows and the area's cells, not
  /// with how much the boxes overlap.
  static func topLeaves(
    _ order: [Int], cells: (Int) -> CellRect, in area: CellRect, count: Int
  ) -> (tops: [Int32], shown: [Int32]) {
    var tops = [Int32](repeating: -1, count: area.columns * area.rows)
    var shown = [Int32](repeating: 0, count: count)
    var marks = EdgeCells(count: tops.count)
    for index in order.reversed() where marks.left > 0 {
      let rect = cells(index).intersection(area)
      guard !rect.isEmpty else { continue }
      var taken: Int32 = 0
      for y in rect.y..<rect.maxY where marks.left > 0 {
        let start = (y - area.y) * area.columns + (rect.x - area.x)
        marks.mark(start..<(start + rect.columns)) { slot in
          tops[slot] = Int32(index)
          taken += 1
        }
      }
      shown[index] = taken
    }
    return (tops, shown)
  }

  /// Whether the frames `a` and `b` share an area (not only an edge).
  static func overlap(_ a: Rect, _ b: Rect) -> Bool {
    min(a.maxX, b.maxX) > max(a.x, b.x) && min(a.maxY, b.maxY) > max(a.y, b.y)
  }

  /// Whether box `index`, whose cells in `area` are `rect`, is on top of
  /// none of them (``topLeaves(_:cells:in:count:)``), and a box whose frame
  /// overlaps its own in points is on top of one: it lies under others, not
  /// only beside a neighbour its cells round into (zoomed out).
  static func liesUnder(
    _ index: Int, rect: CellRect, in area: CellRect, tops: [Int32], shown: [Int32],
    frame: (Int) -> Rect
  ) -> Bool {
    let visible = rect.intersection(area)
    guard shown[index] == 0, !visible.isEmpty else { return false }
    let own = frame(index)
    var last: Int32 = -1
    for y in visible.y..<visible.maxY {
      let start = (y - area.y) * area.columns + (visible.x - area.x)
      for slot in start..<(start + visible.columns) where tops[slot] != last {
        last = tops[slot]
        if last >= 0, overlap(frame(Int(last)), own) { return true }
      }
    }
    return false
  }

  /// The run of cells `rows` tall in `area` (inside `bounds`, whose cells
  /// `tops` holds row by row) that box `index` is on top of and that is at
  /// least `width` long, its top row nearest to centring it in `area`; else
  /// the longest such run; empty when there is none.
  static func run(
    of index: Int, width: Int, rows: Int = 1, in area: CellRect, bounds: CellRect,
    tops: [Int32]
  ) -> CellRect {
    var longest = CellRect(x: area.x, y: area.y, columns: 0, rows: 0)
    guard rows >= 1, area.rows >= rows else { return longest }
    let me = Int32(index)
    func isMine(_ x: Int, _ top: Int) -> Bool {
      (top..<(top + rows)).allSatisfy { y in
        tops[(y - bounds.y) * bounds.columns + (x - bounds.x)] == me
      }
    }
    let last = area.maxY - rows
    for top in OutsideLabel.rowsOutward(
      from: area.y + (area.rows - rows) / 2, count: 2 * area.rows)
    where top >= area.y && top <= last {
      var x = area.x
      while x < area.maxX {
        guard isMine(x, top) else {
          x += 1
          continue
        }
        var end = x + 1
        while end < area.maxX && isMine(end, top) { end += 1 }
        let run = CellRect(x: x, y: top, columns: end - x, rows: rows)
        if run.columns >= width { return run }
        if run.columns > longest.columns { longest = run }
        x = end
      }
    }
    return longest
  }
}
