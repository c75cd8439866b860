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
///   largest scale that fits the limit. The buffer is as large as the
///   drawing, with the names a tree's canvas writes outside boxes too small
///   for them (``drawWithRoomForNames(needed:columns:rows:names:draw:)``).
///
/// So the picture is never larger than `columns` × `rows` (at most 1,000 ×
/// 1,000 from the command line) or the limit, and drawing it costs time in
/// proportion to its cells and views, however long the stack is in points.
///
/// A view or nested stack the picture still leaves without its whole name
/// (its box too narrow, no free cells around it) is named on rows below it,
/// after `unnamed above:` (``drawNamingEveryBox(_:columns:rows:colorMode:glyphs:draw:)``).
///
/// Turn the result into text with ``CellBuffer/plainText()`` or
/// ``CellBuffer/ansiText(colorMode:)``.
public func renderStackText(
  scene: Scene, layout: StackViewLayout, columns: Int? = nil,
  rows: Int? = nil, colorMode: ColorMode = .monochrome, glyphs: GlyphSet = .unicode,
  selected: Int? = nil
) -> CellBuffer {
  let stack = scene.stack
  return drawNamingEveryBox(
    UnnamedBoxes.boxes(of: stack), columns: columns, rows: rows, colorMode: colorMode,
    glyphs: glyphs
  ) { rows in
    renderStackPicture(
      scene: scene, layout: layout, columns: columns, rows: rows, colorMode: colorMode,
      glyphs: glyphs, selected: selected)
  }
}

/// ``renderStackText(scene:layout:columns:rows:colorMode:glyphs:selected:)``
/// without the rows that name the boxes the picture leaves unnamed.
private func renderStackPicture(
  scene: Scene, layout: StackViewLayout, columns: Int?, rows: Int?, colorMode: ColorMode,
  glyphs: GlyphSet, selected: Int?
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
  guard stack.hasNestedStacks else {
    // A flat stack's size includes its callouts.
    var buffer = CellBuffer(
      columns: columns ?? min(needed.columns, limit.columns),
      rows: rows ?? min(needed.rows, limit.rows))
    StackCanvas.draw(plan, into: &buffer, area: buffer.bounds)
    return buffer
  }
  return drawWithRoomForNames(
    needed: needed, columns: columns, rows: rows, names: layout.views.lazy.map(\.name)
  ) { StackCanvas.draw(plan, into: &$0, area: $1, namesArea: $0.bounds) }
}

/// A headless picture in which every box is named: `draw(rows)` draws the
/// picture within `rows` (or at its natural height, `nil`); the boxes whose
/// whole name it shows nowhere (``UnnamedBoxes``) are named on rows below it,
/// after `unnamed above:`.
///
/// With `rows` given, the names go on the rows the picture leaves blank at its
/// foot (after a blank row when there is one to spare); else on up to
/// ``UnnamedBoxes/rowLimit`` rows taken from the picture, which is drawn
/// again within the rows left (a smaller scale, which may cut other names:
/// they are searched for again; a name past the last row is cut, with an
/// ellipsis). Without `rows`, the buffer grows by a blank row and the names'
/// rows. The buffer keeps `columns` (and `rows`) when they are given.
func drawNamingEveryBox(
  _ boxes: @autoclosure () -> [UnnamedBoxes.Box], columns: Int?, rows: Int?,
  colorMode: ColorMode, glyphs: GlyphSet, draw: (_ rows: Int?) -> CellBuffer
) -> CellBuffer {
  var buffer = draw(rows)
  let boxes = boxes()
  var unnamed = UnnamedBoxes.unnamed(boxes, in: buffer, rect: buffer.bounds)
  guard !unnamed.isEmpty, buffer.columns > 0 else { return buffer }
  func lines() -> [[(text: String, style: CellStyle)]] {
    UnnamedBoxes.lines(unnamed, width: buffer.columns, colorMode: colorMode, glyphs: glyphs)
  }
  guard let rows else {
    // The picture's own height, then a blank row and the names.
    let names = lines()
    let picture = buffer
    let total = min(picture.rows + 1 + names.count, naturalRenderLimit.rows)
    buffer = picture.cropped(columns: picture.columns, rows: total)
    UnnamedBoxes.write(
      names,
      in: CellRect(
        x: 0, y: picture.rows + 1, columns: buffer.columns,
        rows: max(0, total - picture.rows - 1)),
      into: &buffer, glyphs: glyphs)
    return buffer
  }
  var names = lines()
  var bottom = buffer.drawnExtent().rows
  if rows - bottom < min(names.count, UnnamedBoxes.rowLimit) {
    // Rows taken from the picture, as few as the names need, drawn again.
    var reserved = 0
    while !unnamed.isEmpty {
      let needed = min(names.count, UnnamedBoxes.rowLimit)
      guard needed > reserved, rows - needed >= 3 else { break }
      reserved = needed
      buffer = draw(rows - reserved).cropped(columns: buffer.columns, rows: rows)
      unnamed = UnnamedBoxes.unnamed(
        boxes, in: buffer,
        rect: CellRect(x: 0, y: 0, columns: buffer.columns, rows: rows - reserved))
      names = lines()
    }
    guard !unnamed.isEmpty else { return buffer }
    bottom = min(buffer.drawnExtent().rows, rows - reserved)
  }
  // A blank row apart from the picture, when there is one to spare.
  let room = rows - bottom
  let top = room > min(names.count, UnnamedBoxes.rowLimit) ? bottom + 1 : bottom
  UnnamedBoxes.write(
    names,
    in: CellRect(
      x: 0, y: top, columns: buffer.columns, rows: min(rows - top, UnnamedBoxes.rowLimit)),
    into: &buffer, glyphs: glyphs)
  return buffer
}

/// Draws a tree's picture, whose boxes too small for their names have them
/// written outside (beside the box, else below it, else beside it to the
/// left of the root's outline, joined by a leader), into a buffer with room
/// for those names on each dimension the caller left to the drawing
/// (`columns` or `rows` `nil`): the longest of `names` and its leader to
/// the right and to the left, a row for each name below, within
/// ``naturalRenderLimit``. `draw` is given the buffer and the area the
/// picture goes in (its outline at the area's top-left corner; the room to
/// the left is outside it). Then crops that dimension to the cells drawn,
/// never below `needed`. A tree of more than ``CanvasPlan/detailLimit``
/// nodes writes no name outside: it gets no room.
func drawWithRoomForNames<Names: Collection<String>>(
  needed: (columns: Int, rows: Int), columns: Int?, rows: Int?, names: Names,
  draw: (inout CellBuffer, _ area: CellRect) -> Void
) -> CellBuffer {
  let limit = naturalRenderLimit
  let named = !names.isEmpty && names.count <= CanvasPlan.detailLimit
  // Past the outline's cell, a cell of leader before the name.
  let room = (
    columns: named ? (names.lazy.map { displayWidth(of: $0) }.max() ?? 0) + 2 : 0,
    rows: named ? names.count + 1 : 0
  )
  // The room to the left only where the limit leaves it beside the picture
  // and the room to its right.
  let left =
    columns == nil ? max(0, min(room.columns, limit.columns - needed.columns - room.columns)) : 0
  var buffer = CellBuffer(
    columns: columns ?? min(left + needed.columns + room.columns, limit.columns),
    rows: rows ?? min(needed.rows + room.rows, limit.rows))
  draw(
    &buffer,
    CellRect(x: left, y: 0, columns: buffer.columns - left, rows: buffer.rows))
  guard columns == nil || rows == nil else { return buffer }
  let drawn = buffer.drawnExtent()
  // The room to the left is dropped up to the first column drawn in it.
  let first = min(left, drawn.firstColumn)
  return buffer.cropped(
    x: first,
    columns: columns ?? min(max(left + needed.columns, drawn.columns), buffer.columns) - first,
    rows: rows ?? min(max(needed.rows, drawn.rows), buffer.rows))
}
