import StackExport
import StackLayout
import StackRender
import StackScene

/// The SwiftUI mode's screen:
///
/// ```
/// HStack(alignment: .center, spacing: 8)  proposal: 300x120  size: 300x80  unit: point
///  ╭HStack╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╮      the canvas (SwiftUICanvas)
///  ...
/// ▶ red (1 of 3)  Color.red.frame(width: 60, height: 40)        the inspector
/// proposed 94.667x120  chose 60x40  at 0,20  layoutPriority 0
/// proposed 1st of 3: ... (the engine's reason, up to three rows)
/// (message or prompt)
/// q quit  ? help  m UIKit  a stack  g align  +- spacing  ...      key hints
/// ```
extension PlaygroundScreen {
  /// A node's layout priority in the inspector: `layoutPriority 1`, or for a
  /// Spacer (whose priority is minus infinity) how that sizes it, in words.
  static func priorityText(_ priority: Double) -> String {
    priority == -.infinity
      ? "Spacer: takes what is left"
      : "layoutPriority \(formatNumber(priority))"
  }

  /// The status line's fields in SwiftUI mode, in SwiftUI's own words:
  /// `HStack(alignment: .center, spacing: nil (8))`, `proposal: 300x120`
  /// (`300xnil`, `.unspecified`), `size: 300x80` (what the root chose),
  /// `unit: point`.
  public static func swiftUIStatusFields(_ state: PlaygroundState, _ layout: SwiftUILayout)
    -> [String]
  {
    [
      state.rootStackText,
      "proposal: \(proposalText(state.tree.proposal))",
      "size: \(formatNumber(layout.size.width))x\(formatNumber(layout.size.height))",
      "unit: \(state.scene.unit.rawValue)",
    ]
  }

  static func drawSwiftUI(
    _ state: PlaygroundState, into buffer: CellBuffer, colorMode: ColorMode, glyphs: GlyphSet,
    allowsBeside: Bool = true
  ) -> DrawnScreen {
    var buffer = buffer
    let rows = buffer.rows
    let layout = state.swiftUILayout
    let statusRows = drawStatus(swiftUIStatusFields(state, layout), into: &buffer)
    let canvasArea = CellRect(
      x: 0, y: statusRows, columns: buffer.columns, rows: rows - statusRows - bottomRows)
    if state.panel == .constraints {
      ConstraintPanel.draw(state, into: &buffer, area: canvasArea, glyphs: glyphs)
      drawSwiftUIInspector(state, layout, into: &buffer, top: rows - bottomRows, glyphs: glyphs)
      drawMessageAndHints(state, into: &buffer, glyphs: glyphs)
      return DrawnScreen(buffer: buffer, hitMap: nil)
    }

    // The scale of the UIKit mode too (see PlaygroundScreen+Arrangement).
    let (arrangement, base) = arrange(
      columns: buffer.columns, rows: rows, statusRows: statusRows,
      size: state.fitAnchor ?? layout.size, unit: state.scene.unit, allowsBeside: allowsBeside)
    let viewport = base.zoomed(by: state.zoom)
    let needed = SwiftUICanvas.requiredSize(layout: layout, viewport: viewport)
    let childNodes = layout.nodes.isEmpty ? [] : layout.children(of: 0)
    let selected = childNodes.indices.contains(state.selection) ? childNodes[state.selection] : nil
    let canvas = arrangement.canvas
    let (origin, limit) = drawPicture(
      into: &buffer, canvas: canvas, needed: needed, pan: state.pan, glyphs: glyphs
    ) { picture, area in
      SwiftUICanvas.draw(
        layout: layout, into: &picture, area: area,
        options: CanvasOptions(
          viewport: viewport, colorMode: colorMode, glyphs: glyphs, selectedIndex: selected))
      return (x: area.x + canvas.x, y: area.y + canvas.y)
    }

    // Where each child landed, for clicks: its whole frame, clipped to the root
    // and the canvas.
    let rootRect = CellRect(
      x: origin.x + 1, y: origin.y + 1, columns: max(0, viewport.column(layout.size.width)),
      rows: max(0, viewport.row(layout.size.height))
    ).intersection(canvas)
    let childRects = childNodes.map { index -> CellRect? in
      let frame = SwiftUILayout.roundedFrame(
        of: layout.nodes[index].frame, columnsPerUnit: viewport.cellsPerUnitX,
        rowsPerUnit: viewport.cellsPerUnitY, originX: Double(origin.x + 1),
        originY: Double(origin.y + 1))
      let rect = CellRect(x: frame.column, y: frame.row, columns: frame.columns, rows: frame.rows)
        .intersection(rootRect)
      return rect.isEmpty ? nil : rect
    }

    drawInspectorArea(arrangement, into: &buffer, glyphs: glyphs) { target, top in
      drawSwiftUIInspector(state, layout, into: &target, top: top, glyphs: glyphs)
    }
    drawMessageAndHints(state, into: &buffer, glyphs: glyphs)
    return DrawnScreen(buffer: buffer, hitMap: nil, childRects: childRects, panLimit: limit)
  }

  /// The selected child: its code, what it was proposed and chose, and why.
  static func drawSwiftUIInspector(
    _ state: PlaygroundState, _ layout: SwiftUILayout, into buffer: inout CellBuffer, top: Int,
    glyphs: GlyphSet
  ) {
    let width = buffer.columns
    let ellipsis = glyphs.ellipsis
    buffer.fill(
      CellRect(x: 0, y: top, columns: width, rows: 1),
      with: Cell(glyphs == .unicode ? "─" : "-", style: CellStyle(dim: true)))
    let childNodes = layout.nodes.isEmpty ? [] : layout.children(of: 0)
    guard let node = state.selectedNode, childNodes.indices.contains(state.selection) else {
      let text =
        state.tree.root.kind.isStack
        ? " no children: n adds one " : " the root is a \(state.tree.root.kind.typeName) "
      buffer.put(text, x: 2, y: top, style: CellStyle(bold: true))
      if let root = layout.nodes.first {
        for (offset, line) in wrap(root.reason, width: width).prefix(3).enumerated() {
          buffer.put(line, x: 0, y: top + 2 + offset, maxWidth: width, ellipsis: ellipsis)
        }
      }
      return
    }
    let nodeLayout = layout.nodes[childNodes[state.selection]]
    let marker = glyphs == .unicode ? "▶" : ">"
    let name = node.name ?? "child \(state.selection + 1)"
    let title =
      " \(marker) \(name) (\(state.selection + 1) of \(childNodes.count))  \(swiftUIInlineCode(for: node)) "
    buffer.put(
      title, x: 1, y: top, style: CellStyle(bold: true), maxWidth: width - 2, ellipsis: ellipsis)

    let frame = nodeLayout.frame
    let proposal = nodeLayout.proposal
    let details =
      "proposed \(proposal.width.map(formatNumber) ?? "nil")x\(proposal.height.map(formatNumber) ?? "nil")"
      + "  chose \(formatNumber(nodeLayout.size.width))x\(formatNumber(nodeLayout.size.height))"
      + "  at \(formatNumber(frame.x)),\(formatNumber(frame.y))"
      + "  \(Self.priorityText(nodeLayout.layoutPriority))"
    buffer.put(details, x: 0, y: top + 1, maxWidth: width, ellipsis: ellipsis)

    var lines = wrap(nodeLayout.reason, width: width)
    if lines.count > 3 {
      lines =
        Array(lines.prefix(2)) + [
          truncate(lines[2...].joined(separator: " "), toWidth: width, ellipsis: ellipsis)
        ]
    }
    for (offset, line) in lines.enumerated() {
      buffer.put(line, x: 0, y: top + 2 + offset, maxWidth: width, ellipsis: ellipsis)
    }
  }
}
