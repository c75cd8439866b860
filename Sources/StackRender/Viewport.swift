import StackLayout
import StackScene

/// How scene units map to terminal cells: the zoom of the canvas.
///
/// A terminal cell is about twice as tall as it is wide, so a scene in points
/// gets half as many rows per point as columns per point, and a square stays
/// square on screen. A scene in cells (`"unit": "cell"`) maps one unit to one
/// column and one row at zoom 1.
///
/// **Edges, not sizes, are rounded.** A position `x` maps to the edge between
/// columns `round(x × cellsPerUnitX)`, rounding to the nearest edge and halves
/// away from zero (`0.5 → 1`, `2.5 → 3`). A box from `x0` to `x1` covers the
/// columns `round(x0 × s) ..< round(x1 × s)`. Two views that share an edge in
/// the scene share it in cells: they tile with no gap and no overlap, and the
/// columns of all the boxes add up to the stack's columns, whatever the scale.
///
/// ```
/// scale 0.1, views 0..<33, 33..<67, 67..<100 (points)
/// edges 3.3 → 3, 6.7 → 7, 10 → 10:   aaabbbbccc   (3 + 4 + 3 = 10 columns)
/// ```
///
/// Positions are first snapped to a millionth of a cell, so a sum that comes
/// out as 2.4999999999 rounds like the 2.5 it stands for.
public struct Viewport: Hashable, Sendable {
  /// The zoom ladder: the scales `fit` chooses from and zooming steps along,
  /// in columns per unit, from 0.02 to 4, each about 1.25 times the one before.
  public static let zoomSteps: [Double] = [
    0.02, 0.025, 0.03, 0.04, 0.05, 0.06, 0.08, 0.1, 0.125, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6,
    0.8, 1, 1.25, 1.5, 2, 2.5, 3, 4,
  ]

  /// The unit of the scene on show.
  public var unit: SceneUnit
  /// Columns per scene unit.
  public var cellsPerUnitX: Double

  /// Rows per scene unit: half of ``cellsPerUnitX`` for points, equal for cells.
  public var cellsPerUnitY: Double { unit == .point ? cellsPerUnitX / 2 : cellsPerUnitX }

  /// A viewport for a scene in `unit`, at `cellsPerUnitX` columns per unit
  /// (1 by default: one column per point, or one cell per cell).
  public init(unit: SceneUnit = .point, cellsPerUnitX: Double = 1) {
    self.unit = unit
    self.cellsPerUnitX = cellsPerUnitX.isFinite && cellsPerUnitX > 0 ? cellsPerUnitX : 1
  }

  /// The largest zoom step at which a stack of `size` takes at most `columns`
  /// columns and `rows` rows; the smallest step when even that is too big.
  ///
  /// - Complexity: O(number of zoom steps).
  public static func fit(size: Size, unit: SceneUnit, columns: Int, rows: Int) -> Viewport {
    for scale in zoomSteps.reversed() {
      let viewport = Viewport(unit: unit, cellsPerUnitX: scale)
      if viewport.column(size.width) <= columns, viewport.row(size.height) <= rows {
        return viewport
      }
    }
    return Viewport(unit: unit, cellsPerUnitX: zoomSteps[0])
  }

  /// The largest scale at which a picture of `size` takes at most `columns`
  /// columns and `rows` rows, going on below the ladder when even its
  /// smallest step is too big: `render` scales a picture down until it fits
  /// (the playground, with ``fit(size:unit:columns:rows:)``, stops at the
  /// ladder and clips).
  ///
  /// Below the ladder the steps go on in the same pattern, ten to a decade:
  /// 0.015, 0.0125, 0.01, 0.008, 0.006, 0.005, 0.004, 0.003, 0.0025, 0.002,
  /// 0.0015… down to 10⁻¹⁵ (a negative room counts as none).
  ///
  /// ```
  /// 1,000,000 x 10 points into 998 x 998 cells: 0.02 gives 20,000 columns,
  /// 0.001 gives 1,000, 0.0008 gives 800: 0.0008
  /// ```
  ///
  /// - Complexity: O(number of steps down to the scale): at most about 160.
  public static func fitBelowLadder(size: Size, unit: SceneUnit, columns: Int, rows: Int)
    -> Viewport
  {
    let columns = max(0, columns)
    let rows = max(0, rows)
    func fits(_ viewport: Viewport) -> Bool {
      viewport.column(size.width) <= columns && viewport.row(size.height) <= rows
    }
    let onLadder = fit(size: size, unit: unit, columns: columns, rows: rows)
    if fits(onLadder) { return onLadder }
    var smallest = onLadder
    for exponent in 2...15 {
      let decade = pow10(exponent)
      for mantissa in belowLadderMantissas {
        let scale = mantissa / decade
        guard scale < zoomSteps[0] else { continue }
        smallest = Viewport(unit: unit, cellsPerUnitX: scale)
        if fits(smallest) { return smallest }
      }
    }
    return smallest
  }

  /// The steps of one decade below the ladder, largest first.
  private static let belowLadderMantissas: [Double] = [8, 6, 5, 4, 3, 2.5, 2, 1.5, 1.25, 1]

  /// 10 to the power `exponent` (exact up to 10²²).
  private static func pow10(_ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<exponent { result *= 10 }
    return result
  }

  /// The next larger step of the ladder (the largest stays as it is).
  public func zoomedIn() -> Viewport {
    let next = Self.zoomSteps.first { $0 > cellsPerUnitX * (1 + 1e-9) }
    return Viewport(unit: unit, cellsPerUnitX: next ?? Self.zoomSteps.last!)
  }

  /// The next smaller step of the ladder (the smallest stays as it is).
  public func zoomedOut() -> Viewport {
    let next = Self.zoomSteps.last { $0 < cellsPerUnitX * (1 - 1e-9) }
    // A scale below the ladder (``fitBelowLadder(size:unit:columns:rows:)``) stays.
    return Viewport(unit: unit, cellsPerUnitX: next ?? min(cellsPerUnitX, Self.zoomSteps[0]))
  }

  /// The viewport `steps` steps along the ladder: closer (larger) for positive
  /// steps, further (smaller) for negative ones, stopping at the ladder's ends.
  ///
  /// The playground keeps its zoom as a number of steps from the scale that fits
  /// the window: `StackCanvas.fit(…).zoomed(by: zoom)`.
  public func zoomed(by steps: Int) -> Viewport {
    var viewport = self
    for _ in 0..<abs(steps) {
      viewport = steps > 0 ? viewport.zoomedIn() : viewport.zoomedOut()
    }
    return viewport
  }

  /// The column edge a horizontal position maps to: `round(x × cellsPerUnitX)`.
  public func column(_ x: Double) -> Int { Self.edge(x * cellsPerUnitX) }

  /// The row edge a vertical position maps to: `round(y × cellsPerUnitY)`.
  public func row(_ y: Double) -> Int { Self.edge(y * cellsPerUnitY) }

  /// The cells a rectangle of the scene covers: from the rounded edge of its
  /// leading side to the rounded edge of its trailing side (and top to bottom).
  ///
  /// The result is empty on an axis where both edges round to the same edge;
  /// ``StackCanvas`` still shows such a view, as a one-cell marker.
  public func cellRect(for rect: Rect) -> CellRect {
    let left = column(rect.x)
    let top = row(rect.y)
    return CellRect(
      x: left, y: top, columns: column(rect.maxX) - left, rows: row(rect.maxY) - top)
  }

  /// The cell a position falls in (rounding down), as opposed to the edge it is
  /// nearest to: used to mark a view's centre.
  func cellIndex(x: Double) -> Int { Self.cell(x * cellsPerUnitX) }

  /// The row a vertical position falls in (rounding down).
  func cellIndex(y: Double) -> Int { Self.cell(y * cellsPerUnitY) }

  /// A position in cells rounded to the nearest edge, halves away from zero.
  static func edge(_ cells: Double) -> Int {
    clampedInt(snapped(cells).rounded(.toNearestOrAwayFromZero))
  }

  /// A position in cells rounded down to the cell it falls in.
  static func cell(_ cells: Double) -> Int {
    clampedInt(snapped(cells).rounded(.down))
  }

  /// The value snapped to a millionth of a cell.
  private static func snapped(_ cells: Double) -> Double {
    guard cells.isFinite, abs(cells) < 1e9 else { return cells }
    return (cells * 1e6).rounded() / 1e6
  }

  /// An integer from a double, without trapping on huge or non-finite values.
  private static func clampedInt(_ value: Double) -> Int {
    if value.isNaN { return 0 }
    return Int(min(max(value, -1e9), 1e9))
  }
}
