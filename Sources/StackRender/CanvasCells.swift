import StackLayout

/// Where each arranged view of a UIKit stack lands in cells, at a viewport:
/// the proportional rounding of the canvas.
///
/// The stack covers `round(width × s)` columns and `round(height × s)` rows.
///
/// **Along the stack's axis**, when the visible views lie in order without
/// overlapping (spacing of 0 or more, nothing sticking out of the stack), the
/// stack's length is a row of segments, gap, view, gap, view, …, gap, and its
/// cells are shared out among them once, in proportion to their lengths
/// (largest remainders: each segment gets the whole cells of its share, and
/// the cells left over go to the largest fractions, the longer segment first
/// on a tie). So
///
/// - the boxes tile the stack exactly, as the views do;
/// - a longer view is never drawn shorter than a shorter one, and two views of
///   the same length differ by at most one cell;
/// - a view of length 0 gets no cells (the canvas draws it as a marked line).
///
/// ```
/// rows for 50, 100, 200 points at 18 rows for 350:  2.57 5.14 10.29
/// whole parts 2 5 10 (17), one left over → the largest fraction (0.57): 3 5 10
/// ```
///
/// Otherwise (overlapping views, views outside the stack) each edge is
/// ``Viewport``'s rounded edge.
///
/// **Across the axis** each view's length is rounded once (equal lengths are
/// equal cells, a longer view is never shorter), then placed so that its
/// centre stays where it is, kept inside the stack when the view is.
public struct CanvasCells: Hashable, Sendable {
  /// The stack's columns and rows.
  public var columns: Int
  public var rows: Int
  /// Each arranged view's cells, relative to the stack's top-left cell; `nil`
  /// for a hidden view. A rectangle with no columns or no rows is a view that
  /// rounds to no length on that axis.
  public var frames: [CellRect?]

  /// The stack's own cells, in the frames' coordinates.
  public var bounds: CellRect { CellRect(x: 0, y: 0, columns: columns, rows: rows) }

  /// The cells of `layout` at `viewport`; `axis` is the stack's axis.
  public init(layout: StackViewLayout, axis: Axis, viewport: Viewport) {
    let size = layout.size
    columns = max(0, viewport.column(size.width))
    rows = max(0, viewport.row(size.height))
    let horizontal = axis == .horizontal
    let scaleAlong = horizontal ? viewport.cellsPerUnitX : viewport.cellsPerUnitY
    let scaleAcross = horizontal ? viewport.cellsPerUnitY : viewport.cellsPerUnitX
    let length = horizontal ? size.width : size.height
    let breadth = horizontal ? size.height : size.width
    let cellsAlong = horizontal ? columns : rows
    let cellsAcross = horizontal ? rows : columns

    let visible = layout.views.indices.filter { !layout.views[$0].isHidden }
    func start(_ index: Int) -> Double {
      horizontal ? layout.views[index].frame.x : layout.views[index].frame.y
    }
    func extent(_ index: Int) -> Double {
      horizontal ? layout.views[index].frame.width : layout.views[index].frame.height
    }
    let along = Self.along(
      visible.map { (start($0), extent($0)) }, length: length, cells: cellsAlong,
      scale: scaleAlong,
      edge: horizontal ? viewport.column : viewport.row)

    var frames = [CellRect?](repeating: nil, count: layout.views.count)
    for (number, index) in visible.enumerated() {
      let frame = layout.views[index].frame
      let acrossStart = horizontal ? frame.y : frame.x
      let acrossLength = horizontal ? frame.height : frame.width
      let across = Self.across(
        start: acrossStart, length: acrossLength, breadth: breadth, cells: cellsAcross,
        scale: scaleAcross)
      let (alongStart, alongCells) = along[number]
      frames[index] =
        horizontal
        ? CellRect(x: alongStart, y: across.start, columns: alongCells, rows: across.cells)
        : CellRect(x: across.start, y: alongStart, columns: across.cells, rows: alongCells)
    }
    self.frames = frames
  }

  /// Start cell and cells of each segment along the axis.
  static func along(
    _ views: [(start: Double, length: Double)], length: Double, cells: Int, scale: Double,
    edge: (Double) -> Int
  ) -> [(Int, Int)] {
    let tolerance = 1e-6
    let order = views.indices.sorted { views[$0].start < views[$1].start }
    var tiled = length.isFinite && length > 0 && cells > 0 && views.count <= 100_000
    var previousEnd = 0.0
    for index in order where tiled {
      let view = views[index]
      let end = view.start + max(0, view.length)
      if !view.start.isFinite || !view.length.isFinite || view.length < 0
        || view.start < previousEnd - tolerance || end > length + tolerance
      {
        tiled = false
      }
      previousEnd = max(previousEnd, end)
    }
    guard tiled else {
      return views.map { view in
        let first = edge(view.start)
        return (first, max(0, edge(view.start + view.length) - first))
      }
    }
    // Segments: gap before each view (in order), the view, and the gap after the last.
    var lengths: [Double] = []
    lengths.reserveCapacity(order.count * 2 + 1)
    var position = 0.0
    for index in order {
      lengths.append(max(0, views[index].start - position))
      lengths.append(max(0, views[index].length))
      position = max(position, views[index].start + views[index].length)
    }
    lengths.append(max(0, length - position))
    let shares = apportion(lengths, cells: cells)
    var result = [(Int, Int)](repeating: (0, 0), count: views.count)
    var cursor = 0
    for (number, index) in order.enumerated() {
      cursor += shares[number * 2]
      result[index] = (cursor, shares[number * 2 + 1])
      cursor += shares[number * 2 + 1]
    }
    return result
  }

  /// `cells` whole cells shared among `lengths` in proportion (largest remainders).
  static func apportion(_ lengths: [Double], cells: Int) -> [Int] {
    let total = lengths.reduce(0, +)
    guard total > 0, cells > 0 else { return lengths.map { _ in 0 } }
    let quotas = lengths.map { $0 / total * Double(cells) }
    // Snapped to a millionth of a cell, like Viewport's edges, so 2.9999999 is 3.
    var shares = quotas.map { Int((($0 * 1e6).rounded() / 1e6).rounded(.down)) }
    var left = cells - shares.reduce(0, +)
    if left > 0 {
      let order = quotas.indices.sorted { a, b in
        let ra = quotas[a] - Double(shares[a])
        let rb = quotas[b] - Double(shares[b])
        if abs(ra - rb) > 1e-9 { return ra > rb }
        if abs(lengths[a] - lengths[b]) > 1e-12 { return lengths[a] > lengths[b] }
        return a < b
      }
      for index in order where left > 0 && lengths[index] > 0 {
        shares[index] += 1
        left -= 1
      }
    }
    return shares
  }

  /// Start cell and cells of a view across the axis.
  static func across(start: Double, length: Double, breadth: Double, cells: Int, scale: Double)
    -> (start: Int, cells: Int)
  {
    guard start.isFinite, length.isFinite else { return (0, 0) }
    let count = Viewport.edge(max(0, length) * scale)
    var first = Viewport.edge((start + max(0, length) / 2) * scale - Double(count) / 2)
    let tolerance = 1e-6
    if start >= -tolerance, start + length <= breadth + tolerance, count <= cells {
      first = min(max(first, 0), cells - count)
    }
    return (first, count)
  }
}
