import StackLayout
import StackScene

/// The most cells `renderStackText` uses when it picks the size itself: the
/// 1,000 x 1,000 of scene-format.md's Limits.
public let naturalRenderLimit = (
  columns: SceneLimits.maximumPictureCells, rows: SceneLimits.maximumPictureCells
)

/// Draws a scene's laid-out stack for the headless `stackplay render --format text|ansi`.
///
/// `layout` is the solved layout of `scene.stack` (`scene.stack.layout()`).
///
/// The scale is chosen as follows:
/// - With `columns` and/or `rows`: the largest zoom step at which the stack
///   fits them (see ``StackCanvas/fit(layout:stack:unit:columns:rows:belowLadder:)``),
///   going on below the ladder when even its smallest step is too big; the
///   buffer has exactly that size. A dimension left out is bounded by
///   ``naturalRenderLimit`` and sized to the drawing.
/// - With neither: the scene's natural size, one column per unit (for points,
///   half a row per point; for cells, one row per cell), unless that would
///   exceed ``naturalRenderLimit`` (1,000 × 1,000 cells), in which case the
///   largest scale that fits the limit. The buffer is as large as the drawing.
///
/// So the picture is never larger than `columns` × `rows` (at most 1,000 ×
/// 1,000 from the command line) or the limit, and drawing it costs time in
/// proportion to its cells and views, however long the stack is in points.
///
/// Turn the result into text with ``CellBuffer/plainText()`` or
/// ``CellBuffer/ansiText(colorMode:)``.
public func renderStackText(
  scene: Scene, layout: StackViewLayout, columns: Int? = nil,
  rows: Int? = nil, colorMode: ColorMode = .monochrome, glyphs: GlyphSet = .unicode,
  selected: Int? = nil
) -> CellBuffer {
  let stack = scene.stack
  let unit = scene.unit
  let limit = naturalRenderLimit
  let viewport: Viewport
  if columns != nil || rows != nil {
    viewport = StackCanvas.fit(
      layout: layout, stack: stack, unit: unit, columns: columns ?? limit.columns,
      rows: rows ?? limit.rows, belowLadder: true)
  } else {
    let natural = Viewport(unit: unit, cellsPerUnitX: 1)
    let size = StackCanvas.requiredSize(layout: layout, stack: stack, viewport: natural)
    if size.columns <= limit.columns, size.rows <= limit.rows {
      viewport = natural
    } else {
      viewport = StackCanvas.fit(
        layout: layout, stack: stack, unit: unit, columns: limit.columns, rows: limit.rows,
        belowLadder: true)
    }
  }
  let plan = StackCanvas.Plan(
    layout: layout, stack: stack,
    options: CanvasOptions(
      viewport: viewport, colorMode: colorMode, glyphs: glyphs, selectedIndex: selected))
  let needed = plan.requiredSize()
  var buffer = CellBuffer(
    columns: columns ?? min(needed.columns, limit.columns),
    rows: rows ?? min(needed.rows, limit.rows))
  StackCanvas.draw(plan, into: &buffer, area: buffer.bounds)
  return buffer
}
