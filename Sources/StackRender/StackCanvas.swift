import StackLayout
import StackScene

/// What the canvas draws with: the zoom, the colours, the glyphs and the selection.
public struct CanvasOptions: Hashable, Sendable {
  /// How scene units map to cells.
  public var viewport: Viewport
  /// How many colours to draw with.
  public var colorMode: ColorMode
  /// Unicode box drawing or ASCII.
  public var glyphs: GlyphSet
  /// The arranged view to highlight (an index into `arrangedSubviews`), if any.
  public var selectedIndex: Int?

  /// Options with a viewport (one column per point by default), 256 colours,
  /// Unicode glyphs and no selection unless given.
  public init(
    viewport: Viewport = Viewport(), colorMode: ColorMode = .colors256,
    glyphs: GlyphSet = .unicode, selectedIndex: Int? = nil
  ) {
    self.viewport = viewport
    self.colorMode = colorMode
    self.glyphs = glyphs
    self.selectedIndex = selectedIndex
  }
}

/// Where the canvas drew the stack and its views, for mouse hit-testing.
public struct CanvasHitMap: Hashable, Sendable {
  /// The cells of the stack's bounds (inside its outline), in buffer coordinates.
  public var stackRect: CellRect
  /// One entry per arranged view, in arrangement order: the cells of its box that
  /// are on screen, or `nil` for a hidden view or one clipped away entirely.
  public var viewRects: [CellRect?]
  /// The view indices in the order they were drawn (the last one is on top).
  var drawOrder: [Int]

  /// The arranged view drawn on top at a cell, if any: the one a click there picks.
  public func viewIndex(atColumn column: Int, row: Int) -> Int? {
    drawOrder.reversed().first { index in
      viewRects[index]?.contains(x: column, y: row) ?? false
    }
  }
}

/// Draws a laid-out stack into a cell buffer: the widget at the heart of the playground.
///
/// ```
/// ╭╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╮   the stack's bounds, dashed and dim
/// ╎┌──────────┐  ┏━━━━━━━━┓┌───────»   a gap shows the background; the
/// ╎│   red    │  ┃ green  ┃│       »   selected view has a heavy border;
/// ╎│  120x40  │  ┃ 70x40  ┃│ blue  »   a view cut off by the stack's edge
/// ╎│ i 100x40 │  ┃        ┃│ 60x40 »   loses that border and is marked on
/// ╎└──────────┘  ┗━━━━━━━━┛└───────»   the outline (»)
/// ╰╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╯
/// hidden: yellow
/// ```
///
/// - The stack's bounds are the cells inside a dashed outline, which the canvas
///   draws one cell outside them, at the top-left corner of `area`. With
///   margins-relative arrangement, the band between the bounds and the layout
///   margins is hatched (`╱`).
/// - Each visible view is a box in its colour (in monochrome: filled with its
///   colour's fill character, with its colour's letter on the top border), with
///   a border, its name, its size, and its intrinsic size when that differs
///   (`intrinsic 50x50`, or `i 50x50` where that does not fit; `intrinsic
///   height 40` for a view with an intrinsic height only). A box keeps
///   what fits: name, size and intrinsic size on three lines, then fewer lines,
///   then a shortened name (`gre…`), then only its colour's letter (under
///   three columns). A box less
///   than three cells wide or tall has no border.
/// - Boxes use the edges of ``Viewport``: neighbours tile exactly. A view that
///   rounds to no column (or no row) still shows as a one-cell-wide marker at
///   its edge, drawn after the other boxes so it is never covered.
/// - Views are drawn in arrangement order: where they overlap (negative
///   spacing), the later one is on top.
/// - The selected view has a heavy border and a bold label (a reversed box when
///   it is too small for a border). In colour the selected box is bold all
///   over and the others not at all; in monochrome each box's name is bold.
/// - Whatever lies outside the stack's bounds is clipped, and the outline shows
///   `»` `«` `▲` `▼` (`>` `<` `^` `v` in ASCII) beside each cut-off view.
/// - With `equalCentering`, each view's centre is marked `┼` (`+`) on the
///   outline on both sides of the stack (top and bottom for a horizontal stack).
/// - Hidden views are listed on the row below the outline: `hidden: a, b`.
///
/// Nothing is drawn outside `area`.
public enum StackCanvas {
  /// Draws `layout` (the solved layout of `stack`) into `buffer` within `area`,
  /// and returns where each view landed.
  ///
  /// `stack` provides what the layout does not hold: colours, intrinsic sizes,
  /// distribution and margins. The two are matched by index.
  @discardableResult
  public static func draw(
    layout: StackViewLayout, stack: StackView, into buffer: inout CellBuffer, area: CellRect,
    options: CanvasOptions
  ) -> CanvasHitMap {
    var painter = Painter(
      layout: layout, stack: stack, options: options, area: area, bufferBounds: buffer.bounds)
    return painter.draw(into: &buffer)
  }

  /// The cells the canvas needs to show the whole stack at `viewport`: the
  /// stack's cells plus its outline, plus a row for the hidden list (as wide as
  /// the list) when a view is hidden.
  public static func requiredSize(
    layout: StackViewLayout, stack: StackView, viewport: Viewport
  ) -> (columns: Int, rows: Int) {
    let columns = max(0, viewport.column(layout.size.width)) + 2
    let rows = max(0, viewport.row(layout.size.height)) + 2
    let hiddenWidth = hiddenListWidth(layout)
    if hiddenWidth == 0 { return (columns, rows) }
    return (max(columns, hiddenWidth), rows + 1)
  }

  /// The largest zoom step at which the stack, its outline and the hidden list's
  /// row fit in `columns` × `rows` cells (the smallest step if none does; with
  /// `belowLadder`, the largest scale below the ladder that fits, as
  /// ``Viewport/fitBelowLadder(size:unit:columns:rows:)`` finds it).
  public static func fit(
    layout: StackViewLayout, stack: StackView, unit: SceneUnit, columns: Int, rows: Int,
    belowLadder: Bool = false
  ) -> Viewport {
    let listRow = layout.views.contains(where: \.isHidden) ? 1 : 0
    let fit = belowLadder ? Viewport.fitBelowLadder : Viewport.fit
    return fit(layout.size, unit, columns - 2, rows - 2 - listRow)
  }

  /// The width of `hidden: a, b`, or 0 when no view is hidden.
  static func hiddenListWidth(_ layout: StackViewLayout) -> Int {
    let names = layout.views.filter(\.isHidden).map(\.name)
    if names.isEmpty { return 0 }
    return displayWidth(of: hiddenPrefix + names.joined(separator: hiddenSeparator))
  }

  static let hiddenPrefix = "hidden: "
  static let hiddenSeparator = ", "
}

/// The state of one drawing of the canvas.
private struct Painter {
  let layout: StackViewLayout
  let stack: StackView
  let options: CanvasOptions
  /// The part of the area that is inside the buffer: nothing is drawn outside it.
  let visibleArea: CellRect
  /// The stack's dashed outline, one cell around its bounds.
  let outline: CellRect
  /// The stack's bounds in buffer cells.
  let stackRect: CellRect
  /// The visible part of the stack's bounds: boxes are clipped to it.
  let stackClip: CellRect

  var viewport: Viewport { options.viewport }
  var glyphs: GlyphSet { options.glyphs }
  var mode: ColorMode { options.colorMode }

  init(
    layout: StackViewLayout, stack: StackView, options: CanvasOptions, area: CellRect,
    bufferBounds: CellRect
  ) {
    self.layout = layout
    self.stack = stack
    self.options = options
    visibleArea = area.intersection(bufferBounds)
    let columns = max(0, options.viewport.column(layout.size.width))
    let rows = max(0, options.viewport.row(layout.size.height))
    outline = CellRect(x: area.x, y: area.y, columns: columns + 2, rows: rows + 2)
    stackRect = CellRect(x: area.x + 1, y: area.y + 1, columns: columns, rows: rows)
    stackClip = stackRect.intersection(visibleArea)
  }

  mutating func draw(into buffer: inout CellBuffer) -> CanvasHitMap {
    buffer.drawBorder(
      outline, style: CellStyle(dim: true), glyphs: glyphs, weight: .dashed, clip: visibleArea)
    drawMargins(into: &buffer)

    var viewRects = [CellRect?](repeating: nil, count: layout.views.count)
    var boxes: [(index: Int, rect: CellRect)] = []
    var markers: [(index: Int, rect: CellRect)] = []
    for (index, view) in layout.views.enumerated() where !view.isHidden {
      let (rect, isMarker) = boxRect(for: view.frame)
      if isMarker {
        markers.append((index, rect))
      } else {
        boxes.append((index, rect))
      }
    }
    let drawn = boxes + markers
    for (index, rect) in drawn {
      drawBox(index: index, rect: rect, into: &buffer)
      let shown = rect.intersection(stackClip)
      viewRects[index] = shown.isEmpty ? nil : shown
    }
    for (index, rect) in drawn {
      drawOverflowMarks(index: index, rect: rect, into: &buffer)
    }
    if stack.distribution == .equalCentering {
      for (index, rect) in drawn {
        drawCenterMarks(index: index, rect: rect, into: &buffer)
      }
    }
    drawHiddenList(into: &buffer)
    return CanvasHitMap(stackRect: stackRect, viewRects: viewRects, drawOrder: drawn.map(\.index))
  }

  // MARK: - Boxes

  /// The cells of a view's box in buffer coordinates, and whether it is a
  /// marker: a view that rounds to no column or no row gets one there.
  func boxRect(for frame: Rect) -> (CellRect, isMarker: Bool) {
    var rect = viewport.cellRect(for: frame)
    rect.x += stackRect.x
    rect.y += stackRect.y
    var isMarker = false
    if rect.columns == 0 {
      isMarker = true
      rect.columns = 1
      // A view at the stack's trailing edge shows in the stack's last column.
      if rect.x == stackRect.maxX, stackRect.columns > 0, frame.x <= layout.size.width {
        rect.x -= 1
      }
    }
    if rect.rows == 0 {
      isMarker = true
      rect.rows = 1
      if rect.y == stackRect.maxY, stackRect.rows > 0, frame.y <= layout.size.height {
        rect.y -= 1
      }
    }
    return (rect, isMarker)
  }

  /// The colour view `index` is drawn in.
  func color(of index: Int) -> PaletteColor {
    let arranged = stack.arrangedSubviews.indices.contains(index)
    return PaletteColor.forView(
      named: arranged ? stack.arrangedSubviews[index].color : nil, at: index)
  }

  /// Draws one view's box (fill, border, labels) clipped to the stack's bounds.
  func drawBox(index: Int, rect: CellRect, into buffer: inout CellBuffer) {
    let color = color(of: index)
    let isSelected = options.selectedIndex == index
    var style = color.boxStyle(mode)
    // In colour, a box is bold all over or not at all (bold on the fill's spaces
    // cannot be seen): a switch between bold and plain costs a terminal a full
    // attribute reset and both colours again, at every label and border.
    if mode != .monochrome { style.bold = isSelected }
    let fill: Character = mode == .monochrome ? color.fillCharacter(glyphs) : " "
    buffer.fill(rect, with: Cell(fill, style: style), clip: stackClip)

    let hasBorder = rect.columns >= 3 && rect.rows >= 3
    let textArea: CellRect
    if hasBorder {
      var borderStyle = style
      borderStyle.bold = isSelected
      buffer.drawBorder(
        rect, style: borderStyle, glyphs: glyphs, weight: isSelected ? .heavy : .light,
        clip: stackClip)
      if mode == .monochrome {
        // The colour's letter, on the top border just inside the visible corner.
        let left = max(rect.x, stackClip.x) + 1
        if left < rect.maxX - 1 {
          buffer.put(
            String(color.letter), x: left, y: rect.y, style: borderStyle, maxWidth: 1,
            ellipsis: nil, clip: stackClip)
        }
      }
      textArea = rect.insetBy(1).intersection(stackClip)
    } else {
      textArea = rect.intersection(stackClip)
    }
    drawLabels(index: index, letter: color.letter, style: style, in: textArea, into: &buffer)
    if isSelected, !hasBorder {
      buffer.restyle(rect, clip: stackClip) { style in
        style.reverse = true
        style.bold = true
      }
    }
  }

  /// Writes a view's name, size and intrinsic size, centred in `area`, as many
  /// lines as fit.
  func drawLabels(
    index: Int, letter: Character, style: CellStyle, in area: CellRect,
    into buffer: inout CellBuffer
  ) {
    let lines = labelLines(index: index, letter: letter, width: area.columns, rows: area.rows)
    let top = area.y + (area.rows - lines.count) / 2
    for (number, line) in lines.enumerated() {
      let width = displayWidth(of: line)
      let left = area.x + (area.columns - width) / 2
      var lineStyle = style
      // In monochrome the name is bold; in colour every line is in the box's own
      // style (bold when the box is selected).
      if mode == .monochrome { lineStyle.bold = number == 0 }
      buffer.put(
        line, x: left, y: top + number, style: lineStyle, maxWidth: width, ellipsis: nil,
        clip: area)
      // A space on each side when there is room for both, so text stands out of a
      // fill pattern.
      guard width + 2 <= area.columns else { continue }
      for x in [left - 1, left + width] {
        buffer.put(" ", x: x, y: top + number, style: style, maxWidth: 1, ellipsis: nil, clip: area)
      }
    }
  }

  /// The label lines that fit a text area of `width` × `rows` cells: the name
  /// (shortened when it does not fit; the colour's letter when fewer than three
  /// columns are left), then the size,
  /// then the intrinsic size when it differs. A size that does not fit whole is
  /// left out (a shortened number would mislead).
  func labelLines(index: Int, letter: Character, width: Int, rows: Int) -> [String] {
    guard width > 0, rows > 0 else { return [] }
    let view = layout.views[index]
    var lines: [String] = []
    if view.name.isEmpty || width < 3 && displayWidth(of: view.name) > width {
      // Two columns would only hold one letter of the name and an ellipsis.
      lines.append(String(letter))
    } else {
      lines.append(truncate(view.name, toWidth: width, ellipsis: glyphs.ellipsis))
    }
    let size = "\(formatNumber(view.frame.width))x\(formatNumber(view.frame.height))"
    guard rows >= 2, displayWidth(of: size) <= width else { return lines }
    lines.append(size)
    guard rows >= 3 else { return lines }
    if let intrinsic = intrinsicLabels(index: index).first(where: { displayWidth(of: $0) <= width })
    {
      lines.append(intrinsic)
    }
    return lines
  }

  /// The ways to write the view's intrinsic size, longest first, when it has
  /// one that differs from its frame: `intrinsic 60x40` / `i 60x40`, or for a
  /// view with an intrinsic length on one axis only, `intrinsic height 40` /
  /// `intrinsic h 40` / `i h40`. Empty when there is nothing to say.
  func intrinsicLabels(index: Int) -> [String] {
    guard stack.arrangedSubviews.indices.contains(index) else { return [] }
    let intrinsic = stack.arrangedSubviews[index].intrinsicSize
    let frame = layout.views[index].frame
    func differs(_ intrinsic: Double?, _ actual: Double) -> Bool {
      guard let intrinsic else { return false }
      return abs(intrinsic - actual) > 1e-9
    }
    guard differs(intrinsic.width, frame.width) || differs(intrinsic.height, frame.height) else {
      return []
    }
    switch (intrinsic.width, intrinsic.height) {
    case (let width?, let height?):
      let size = "\(formatNumber(width))x\(formatNumber(height))"
      return ["intrinsic " + size, "i " + size]
    case (let width?, nil):
      let value = formatNumber(width)
      return ["intrinsic width \(value)", "intrinsic w \(value)", "i w\(value)"]
    case (nil, let height?):
      let value = formatNumber(height)
      return ["intrinsic height \(value)", "intrinsic h \(value)", "i h\(value)"]
    case (nil, nil):
      return []
    }
  }

  // MARK: - The stack's own marks

  /// Hatches the band between the stack's bounds and its layout margins, when
  /// the arrangement is margins-relative.
  func drawMargins(into buffer: inout CellBuffer) {
    let margins = stack.layoutMargins
    guard stack.isLayoutMarginsRelativeArrangement, margins != .zero else { return }
    buffer.fill(
      stackRect, with: Cell(glyphs.marginHatch, style: CellStyle(dim: true)), clip: stackClip)
    let size = layout.size
    var inner = viewport.cellRect(
      for: Rect(
        x: margins.leading, y: margins.top,
        width: max(0, size.width - margins.leading - margins.trailing),
        height: max(0, size.height - margins.top - margins.bottom)))
    inner.x += stackRect.x
    inner.y += stackRect.y
    buffer.fill(inner, with: .blank, clip: stackClip)
  }

  /// Marks, on the outline, each edge of the stack that cuts view `index` off.
  func drawOverflowMarks(index: Int, rect: CellRect, into buffer: inout CellBuffer) {
    let frame = layout.views[index].frame
    let size = layout.size
    let tolerance = 1e-6
    let style = color(of: index).accentStyle(mode)
    // Only the rows and columns that can be seen, so that the cost grows with
    // the cells on show, not with the stack's length.
    let rows = clampedRange(
      max(rect.y, stackRect.y, visibleArea.y), min(rect.maxY, stackRect.maxY, visibleArea.maxY))
    let columns = clampedRange(
      max(rect.x, stackRect.x, visibleArea.x), min(rect.maxX, stackRect.maxX, visibleArea.maxX))
    func mark(_ edge: GlyphSet.Edge, x: Int, y: Int) {
      buffer.put(
        String(glyphs.overflowMark(edge)), x: x, y: y, style: style, maxWidth: 1, ellipsis: nil,
        clip: visibleArea)
    }
    if frame.maxX > size.width + tolerance {
      for y in rows { mark(.trailing, x: outline.maxX - 1, y: y) }
    }
    if frame.x < -tolerance {
      for y in rows { mark(.leading, x: outline.x, y: y) }
    }
    if frame.maxY > size.height + tolerance {
      for x in columns { mark(.bottom, x: x, y: outline.maxY - 1) }
    }
    if frame.y < -tolerance {
      for x in columns { mark(.top, x: x, y: outline.y) }
    }
  }

  /// Marks view `index`'s centre on the outline, on both sides of the stack
  /// (equalCentering): in the cell the centre falls in, kept within the box.
  func drawCenterMarks(index: Int, rect: CellRect, into buffer: inout CellBuffer) {
    let frame = layout.views[index].frame
    let style = color(of: index).accentStyle(mode)
    let mark = String(glyphs.centerMark)
    if stack.axis == .horizontal {
      let cell = stackRect.x + viewport.cellIndex(x: frame.x + frame.width / 2)
      let x = min(max(cell, rect.x), rect.maxX - 1)
      guard x >= stackRect.x, x < stackRect.maxX else { return }
      for y in [outline.y, outline.maxY - 1] {
        buffer.put(mark, x: x, y: y, style: style, maxWidth: 1, ellipsis: nil, clip: visibleArea)
      }
    } else {
      let cell = stackRect.y + viewport.cellIndex(y: frame.y + frame.height / 2)
      let y = min(max(cell, rect.y), rect.maxY - 1)
      guard y >= stackRect.y, y < stackRect.maxY else { return }
      for x in [outline.x, outline.maxX - 1] {
        buffer.put(mark, x: x, y: y, style: style, maxWidth: 1, ellipsis: nil, clip: visibleArea)
      }
    }
  }

  /// Lists the hidden views on the row below the outline, shortened to the area.
  func drawHiddenList(into buffer: inout CellBuffer) {
    let hidden = layout.views.indices.filter { layout.views[$0].isHidden }
    guard !hidden.isEmpty else { return }
    let y = outline.maxY
    let end = visibleArea.maxX
    var x = outline.x
    var segments: [(text: String, style: CellStyle)] = [
      (StackCanvas.hiddenPrefix, CellStyle(dim: true))
    ]
    for (number, index) in hidden.enumerated() {
      if number > 0 { segments.append((StackCanvas.hiddenSeparator, .plain)) }
      var style = color(of: index).accentStyle(mode)
      style.reverse = options.selectedIndex == index
      segments.append((layout.views[index].name, style))
    }
    for segment in segments {
      let room = end - x
      guard room > 0 else { break }
      let fits = displayWidth(of: segment.text) <= room
      x += buffer.put(
        segment.text, x: x, y: y, style: segment.style, maxWidth: room,
        ellipsis: glyphs.ellipsis, clip: visibleArea)
      if !fits { break }
    }
  }
}
