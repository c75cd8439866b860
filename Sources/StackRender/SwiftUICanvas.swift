import StackLayout
import StackScene

/// Draws a laid-out SwiftUI tree into a cell buffer.
///
/// ```
/// ╭column╌╌╌╌╌╮   the root's bounds, dashed and dim, named on the outline
/// ╎Hello,      ╎   a Text is its lines, as laid out (truncated ones end with …)
/// ╎wonderful w…╎
/// ╎한국어····O▒╎   a Spacer is a dim dotted run along its length; a Color is a
/// ╰╌╌╌╌╌╌╌╌╌╌╌╌╯   box in its colour (its name, or its letter when narrow)
/// ```
///
/// - Nodes are drawn depth-first: a stack, then its children over it, in source
///   order (later children of a ZStack on top).
/// - A stack other than the root is a dim dashed box on its bounds, named on
///   its top border, when it is at least 2 × 2 cells; its children cover it
///   where they touch it.
/// - A Color is a box like the UIKit canvas's: filled in its colour (in
///   monochrome with its colour's fill character), bordered when at least
///   3 × 3, with its name (or the colour's letter) centred.
/// - A Text is its ``SwiftUINodeLayout/textLines``, one line per
///   ``SwiftUIMetrics/rowHeight``, cut to its box with an ellipsis.
/// - A Spacer is a run of dim dots along its length, on the row (or column) it
///   sits on, kept inside the root.
/// - Frames are rounded with
///   ``SwiftUILayout/roundedFrame(of:columnsPerUnit:rowsPerUnit:originX:originY:)``:
///   each edge once, in buffer coordinates, halves up.
/// - Everything is clipped to the root's bounds.
/// - ``CanvasOptions/selectedIndex`` is an index into ``SwiftUILayout/nodes``:
///   that node is highlighted (a Color gets a heavy border, a nested stack a
///   solid one, a Text is bold and underlined, a Spacer's dots bold).
public enum SwiftUICanvas {
  /// The viewport at which one character of Text is one cell: 1/8 column per
  /// point (and 1/16 row) for points, one cell per cell.
  public static func naturalViewport(unit: SceneUnit, metrics: SwiftUIMetrics) -> Viewport {
    Viewport(unit: unit, cellsPerUnitX: metrics.columnWidth > 0 ? 1 / metrics.columnWidth : 1)
  }

  /// The cells needed to show the whole root at `viewport`: its cells plus its outline.
  public static func requiredSize(layout: SwiftUILayout, viewport: Viewport) -> (
    columns: Int, rows: Int
  ) {
    (max(0, viewport.column(layout.size.width)) + 2, max(0, viewport.row(layout.size.height)) + 2)
  }

  /// Draws `layout` into `buffer` with the root's outline at the top-left corner of
  /// `area`; nothing is drawn outside `area`.
  public static func draw(
    layout: SwiftUILayout, into buffer: inout CellBuffer, area: CellRect, options: CanvasOptions
  ) {
    let viewport = options.viewport
    let visibleArea = area.intersection(buffer.bounds)
    let columns = max(0, viewport.column(layout.size.width))
    let rows = max(0, viewport.row(layout.size.height))
    let outline = CellRect(x: area.x, y: area.y, columns: columns + 2, rows: rows + 2)
    let rootRect = CellRect(x: area.x + 1, y: area.y + 1, columns: columns, rows: rows)
    let clip = rootRect.intersection(visibleArea)
    let glyphs = options.glyphs
    let mode = options.colorMode
    let dim = CellStyle(dim: true)

    buffer.drawBorder(outline, style: dim, glyphs: glyphs, weight: .dashed, clip: visibleArea)
    if let root = layout.nodes.first, outline.columns > 2 {
      buffer.put(
        label(root), x: outline.x + 1, y: outline.y, style: dim, maxWidth: outline.columns - 2,
        ellipsis: glyphs.ellipsis, clip: visibleArea)
    }

    func cells(_ rect: Rect) -> CellRect {
      let frame = SwiftUILayout.roundedFrame(
        of: rect, columnsPerUnit: viewport.cellsPerUnitX, rowsPerUnit: viewport.cellsPerUnitY,
        originX: Double(rootRect.x), originY: Double(rootRect.y))
      return CellRect(x: frame.column, y: frame.row, columns: frame.columns, rows: frame.rows)
    }

    for (index, node) in layout.nodes.enumerated() {
      let rect = cells(node.contentFrame)
      let isSelected = index == options.selectedIndex
      switch node.kind {
      case .hstack, .vstack, .zstack:
        guard index > 0, rect.columns >= 2, rect.rows >= 2 else { continue }
        let style = isSelected ? CellStyle(bold: true) : dim
        buffer.drawBorder(
          rect, style: style, glyphs: glyphs, weight: isSelected ? .light : .dashed, clip: clip)
        if rect.columns > 2 {
          buffer.put(
            label(node), x: rect.x + 1, y: rect.y, style: style, maxWidth: rect.columns - 2,
            ellipsis: glyphs.ellipsis, clip: clip)
        }

      case .color(let name):
        guard !rect.isEmpty else { continue }
        let color = PaletteColor(rawValue: name) ?? .gray
        let style = color.boxStyle(mode)
        let fill: Character = mode == .monochrome ? color.fillCharacter(glyphs) : " "
        buffer.fill(rect, with: Cell(fill, style: style), clip: clip)
        var textArea = rect
        if rect.columns >= 3 && rect.rows >= 3 {
          buffer.drawBorder(
            rect, style: style, glyphs: glyphs, weight: isSelected ? .heavy : .light, clip: clip)
          textArea = rect.insetBy(1)
        }
        let name = node.name ?? name
        let text =
          displayWidth(of: name) <= textArea.columns || textArea.columns >= 3
          ? truncate(name, toWidth: textArea.columns, ellipsis: glyphs.ellipsis)
          : String(color.letter)
        guard !textArea.isEmpty else { continue }
        let width = displayWidth(of: text)
        var labelStyle = style
        labelStyle.bold = true
        buffer.put(
          text, x: textArea.x + (textArea.columns - width) / 2,
          y: textArea.y + (textArea.rows - 1) / 2, style: labelStyle, maxWidth: textArea.columns,
          ellipsis: nil, clip: clip.intersection(textArea))

      case .text:
        guard rect.columns > 0 else { continue }
        let rowHeight = layout.metrics.rowHeight * viewport.cellsPerUnitY
        for (number, line) in node.textLines.enumerated() {
          let y = rect.y + Int((Double(number) * rowHeight).rounded(.down))
          guard y < rect.maxY || (rect.rows == 0 && number == 0) else { break }
          // A line on a row that cannot be seen: nothing of it would show.
          guard y >= clip.y, y < clip.maxY else { continue }
          buffer.put(
            line, x: rect.x, y: y,
            style: isSelected ? CellStyle(bold: true, underline: true) : .plain,
            maxWidth: rect.columns,
            ellipsis: glyphs.ellipsis, clip: clip)
        }

      case .spacer:
        let dot = String(glyphs == .unicode ? "·" : ".")
        let dim = isSelected ? CellStyle(bold: true) : dim
        // Only the cells that can be seen, so that the cost grows with the
        // cells on show, not with the Spacer's length.
        if rect.columns >= rect.rows {
          let y = min(max(rect.y, clip.y), clip.maxY - 1)
          for x in clampedRange(max(rect.x, clip.x), min(rect.maxX, clip.maxX)) {
            buffer.put(dot, x: x, y: y, style: dim, maxWidth: 1, ellipsis: nil, clip: clip)
          }
        } else {
          let x = min(max(rect.x, clip.x), clip.maxX - 1)
          for y in clampedRange(max(rect.y, clip.y), min(rect.maxY, clip.maxY)) {
            buffer.put(dot, x: x, y: y, style: dim, maxWidth: 1, ellipsis: nil, clip: clip)
          }
        }
      }
    }
  }

  /// A node's name, or what it is: `HStack`, `Text`.
  static func label(_ node: SwiftUINodeLayout) -> String {
    if let name = node.name { return name }
    switch node.kind {
    case .hstack: return "HStack"
    case .vstack: return "VStack"
    case .zstack: return "ZStack"
    case .text: return "Text"
    case .color: return "Color"
    case .spacer: return "Spacer"
    }
  }
}

/// Draws a SwiftUI scene's laid-out tree for the headless
/// `stackplay render --format text|ansi`.
///
/// `layout` is `scene.swiftUI!.layout(unit: scene.unit)`. The scale is chosen
/// as ``renderStackText(scene:layout:columns:rows:colorMode:glyphs:selected:)``
/// chooses it (going below the zoom ladder until the picture fits), except that the natural scale is the one at which a character
/// of Text is one cell (``SwiftUICanvas/naturalViewport(unit:metrics:)``: 1/8
/// column per point).
public func renderSwiftUIText(
  scene: Scene, layout: SwiftUILayout, columns: Int? = nil, rows: Int? = nil,
  colorMode: ColorMode = .monochrome, glyphs: GlyphSet = .unicode
) -> CellBuffer {
  let limit = naturalRenderLimit
  let natural = SwiftUICanvas.naturalViewport(unit: scene.unit, metrics: layout.metrics)
  let viewport: Viewport
  if columns != nil || rows != nil {
    viewport = Viewport.fitBelowLadder(
      size: layout.size, unit: scene.unit, columns: (columns ?? limit.columns) - 2,
      rows: (rows ?? limit.rows) - 2)
  } else {
    let size = SwiftUICanvas.requiredSize(layout: layout, viewport: natural)
    viewport =
      size.columns <= limit.columns && size.rows <= limit.rows
      ? natural
      : Viewport.fitBelowLadder(
        size: layout.size, unit: scene.unit, columns: limit.columns - 2, rows: limit.rows - 2)
  }
  let needed = SwiftUICanvas.requiredSize(layout: layout, viewport: viewport)
  var buffer = CellBuffer(
    columns: columns ?? min(needed.columns, limit.columns),
    rows: rows ?? min(needed.rows, limit.rows))
  SwiftUICanvas.draw(
    layout: layout, into: &buffer, area: buffer.bounds,
    options: CanvasOptions(viewport: viewport, colorMode: colorMode, glyphs: glyphs))
  return buffer
}
