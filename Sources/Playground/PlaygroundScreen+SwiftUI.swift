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
/// frame w 60 h 40  layoutPriority 0  proposed 94.667x120  chose 60x40  at 0,20
/// proposed 1st of 3: ... (the engine's reason, up to three rows)
/// (message or prompt, 1 to 3 rows)
/// = edit frame width  i/I field  Tab select  ...      q quit  ? help   key hints
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
    (state.swiftUIPath.isEmpty ? [] : ["editing: \(state.swiftUIPathText)"]) + [
      state.rootStackText,
      "proposal: \(proposalText(state.tree.proposal))",
      "size: \(formatNumber(layout.size.width))x\(formatNumber(layout.size.height))",
      "unit: \(state.scene.unit.rawValue)",
    ]
  }

  /// Where the focus is on the SwiftUI status line, if it is there: the
  /// root's `spacing: 8`, or the proposal's width or height.
  static func swiftUIStatusHighlight(_ state: PlaygroundState, _ fields: [String])
    -> StatusHighlight?
  {
    switch state.focus {
    case .spacing:
      // `HStack(alignment: .center, spacing: nil (8))`
      let text = fields[0]
      guard let start = text.firstRange(of: "spacing: ")?.lowerBound else { return nil }
      let offset = displayWidth(of: String(text[..<start]))
      return StatusHighlight(field: 0, offset: offset, width: displayWidth(of: text) - offset - 1)
    case .proposalWidth, .proposalHeight:
      // `proposal: 300x120`, `proposal: .unspecified`
      let value = String(fields[1].dropFirst("proposal: ".count))
      let parts = value.split(separator: "x", maxSplits: 1).map(String.init)
      guard parts.count == 2 else {
        return StatusHighlight(field: 1, offset: 10, width: displayWidth(of: value))
      }
      return state.focus == .proposalWidth
        ? StatusHighlight(field: 1, offset: 10, width: displayWidth(of: parts[0]))
        : StatusHighlight(
          field: 1, offset: 10 + displayWidth(of: parts[0]) + 1, width: displayWidth(of: parts[1]))
    default:
      return nil
    }
  }

  static func drawSwiftUI(
    _ state: PlaygroundState, into buffer: CellBuffer, colorMode: ColorMode, glyphs: GlyphSet,
    allowsBeside: Bool = true
  ) -> DrawnScreen {
    var buffer = buffer
    let rows = buffer.rows
    let layout = state.swiftUILayout
    let fields = swiftUIStatusFields(state, layout)
    let statusRows = drawStatus(
      fields, highlight: swiftUIStatusHighlight(state, fields), into: &buffer)
    let bottomRows = bottomRows(state, columns: buffer.columns, glyphs: glyphs)
    let canvasArea = CellRect(
      x: 0, y: statusRows, columns: buffer.columns, rows: rows - statusRows - bottomRows)
    if state.panel == .constraints {
      ConstraintPanel.draw(state, into: &buffer, area: canvasArea, glyphs: glyphs)
      drawSwiftUIInspector(state, layout, into: &buffer, top: rows - bottomRows, glyphs: glyphs)
      drawMessageAndHints(state, into: &buffer, glyphs: glyphs)
      return DrawnScreen(buffer: buffer, hitMap: nil)
    }

    // The scale of the UIKit mode too (see PlaygroundScreen+Arrangement).
    let (fitArrangement, base) = arrange(
      columns: buffer.columns, rows: rows, statusRows: statusRows, bottomRows: bottomRows,
      size: state.fitAnchor ?? layout.size, unit: state.scene.unit, allowsBeside: allowsBeside)
    // The canvas before a message of several rows gives any back, and the
    // rows it gives below the canvas
    // (``lendingMessageRows(_:needed:zoom:messageRows:screenRows:)``).
    let fitCanvas = fitArrangement.canvas
    let messageRows = bottomRows - Self.bottomRows
    let lendable = fitArrangement.isBeside || state.zoom != 0 ? 0 : messageRows
    // Centred with the proposal's area on an axis where that fits, else the
    // root alone (the proposal's lines are then cut at the canvas's edge).
    func planned(_ viewport: Viewport) -> (planned: Void, needed: (columns: Int, rows: Int)) {
      let root = SwiftUICanvas.requiredSize(layout: layout, viewport: viewport)
      let picture = SwiftUICanvas.pictureSize(layout: layout, viewport: viewport)
      return (
        (),
        (
          columns: picture.columns <= fitCanvas.columns ? picture.columns : root.columns,
          rows: picture.rows <= fitCanvas.rows + lendable ? picture.rows : root.rows
        )
      )
    }
    let room = fitRoom(fitCanvas, statusRows: statusRows, bottomRows: bottomRows)
    let searches = layout.nodes.count <= wholePictureFitLimit
    let fitted = fitWholePicture(
      from: base, steps: state.fitAnchor == nil ? 0 : state.fitAnchorSteps, room: room,
      searches: searches, plan: planned)
    let childNodes = state.editedLayoutIndex(in: layout).map { layout.children(of: $0) } ?? []
    let selected = childNodes.indices.contains(state.selection) ? childNodes[state.selection] : nil
    let boxes = UnnamedBoxes.boxes(of: layout)
    let (arrangement, (origin, limit, viewport, namingSteps)) = drawPicture(
      state, into: &buffer, fit: fitArrangement, needed: fitted.needed,
      messageRows: messageRows, screenRows: rows, glyphs: glyphs, room: room,
      fitted: fitted.viewport, searches: searches, boxes: boxes
    ) { viewport, buffer, canvas in
      let needed = viewport == fitted.viewport ? fitted.needed : planned(viewport).needed
      return drawPictureNamingBoxes(
        into: &buffer, canvas: canvas, needed: needed, pan: state.pan, boxes: boxes,
        colorMode: colorMode, glyphs: glyphs
      ) { picture, area in
        SwiftUICanvas.draw(
          layout: layout, into: &picture, area: area,
          options: CanvasOptions(
            viewport: viewport, colorMode: colorMode, glyphs: glyphs, selectedIndex: selected),
          tree: state.tree.root, namesArea: picture.bounds)
        return (x: area.x + canvas.x, y: area.y + canvas.y)
      }
    }
    let canvas = arrangement.canvas

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

    drawInspectorArea(
      arrangement, into: &buffer, glyphs: glyphs,
      reservedBelow: arrangement.messageArea.map { rows - $0.y } ?? bottomRows - inspectorRows
    ) { target, top, rows in
      drawSwiftUIInspector(state, layout, into: &target, top: top, glyphs: glyphs, rows: rows)
    }
    drawMessageAndHints(state, into: &buffer, glyphs: glyphs, area: arrangement.messageArea)
    return DrawnScreen(
      buffer: buffer, hitMap: nil, childRects: childRects,
      unitsPerColumn: 1 / viewport.cellsPerUnitX, unitsPerRow: 1 / viewport.cellsPerUnitY,
      rootRect: CellRect(
        x: origin.x + 1, y: origin.y + 1, columns: max(0, viewport.column(layout.size.width)),
        rows: max(0, viewport.row(layout.size.height))),
      panLimit: limit, canvas: canvas, fitSteps: fitted.steps + namingSteps,
      namingSteps: namingSteps)
  }

  /// The selected child: its code, what it was proposed and chose, and why.
  /// Below the canvas it takes five rows; beside it (`rows` given), it is
  /// wrapped over up to `rows` rows.
  static func drawSwiftUIInspector(
    _ state: PlaygroundState, _ layout: SwiftUILayout, into buffer: inout CellBuffer, top: Int,
    glyphs: GlyphSet, rows: Int? = nil
  ) {
    let width = buffer.columns
    let ellipsis = glyphs.ellipsis
    buffer.fill(
      CellRect(x: 0, y: top, columns: width, rows: 1),
      with: Cell(glyphs == .unicode ? "─" : "-", style: CellStyle(dim: true)))
    let childNodes = state.editedLayoutIndex(in: layout).map { layout.children(of: $0) } ?? []
    guard let node = state.selectedNode, childNodes.indices.contains(state.selection) else {
      let text =
        state.editedKind.isStack
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
    // When stacks nest, the path from the root says where the child sits,
    // even where the canvas has no room for a container's outline; in a flat
    // tree the name is enough (and leaves room for the code).
    let nests = layout.nodes.contains { $0.depth >= 2 }
    let name =
      nests
      ? SwiftUICanvas.path(to: childNodes[state.selection], in: layout, glyphs: glyphs)
      : node.name ?? "child \(state.selection + 1)"
    if let rows {
      drawSwiftUIInspectorBeside(
        state, node: node, nodeLayout: nodeLayout, name: name, count: childNodes.count,
        into: &buffer, top: top, rows: rows, glyphs: glyphs)
      return
    }
    let title =
      " \(marker) \(name) (\(state.selection + 1) of \(childNodes.count))  \(swiftUIInlineCode(for: node)) "
    buffer.put(
      title, x: 1, y: top, style: CellStyle(bold: true), maxWidth: width - 2, ellipsis: ellipsis)
    if state.focus == .text, let start = title.firstRange(of: "Text(\"")?.upperBound,
      let end = title[start...].firstRange(of: "\")")?.lowerBound
    {
      // The string of `Text("Hello")`, its quotes included.
      restyle(
        &buffer, x: 1 + displayWidth(of: String(title[..<start])) - 1, y: top,
        width: displayWidth(of: String(title[start..<end])) + 2, limit: width - 2,
        style: focusStyle)
    }

    // The fields `=` edits (the fixed frame, layoutPriority), then what the
    // child was proposed and chose.
    let frame = nodeLayout.frame
    let proposal = nodeLayout.proposal
    let alongIsWidth = state.tree.root.kind.editAxis == .horizontal
    let widthField: Field = alongIsWidth ? .frameAlong : .frameAcross
    let heightField: Field = alongIsWidth ? .frameAcross : .frameAlong
    let spans: [(String, Field?)] = [
      ("frame ", nil),
      ("w \(node.fixedLength(along: .horizontal).map(formatNumber) ?? "-")", widthField),
      (" ", nil),
      ("h \(node.fixedLength(along: .vertical).map(formatNumber) ?? "-")", heightField),
      ("  ", nil),
      (Self.priorityText(nodeLayout.layoutPriority), .layoutPriority),
      (
        "  proposed \(proposal.width.map(formatNumber) ?? "nil")x\(proposal.height.map(formatNumber) ?? "nil")"
          + "  chose \(formatNumber(nodeLayout.size.width))x\(formatNumber(nodeLayout.size.height))"
          + "  at \(formatNumber(frame.x)),\(formatNumber(frame.y))", nil
      ),
    ]
    buffer.put(
      spans.map(\.0).joined(), x: 0, y: top + 1, maxWidth: width, ellipsis: ellipsis)
    var column = 0
    for (text, field) in spans {
      if let field, field == state.focus {
        restyle(
          &buffer, x: column, y: top + 1, width: displayWidth(of: text), limit: width,
          style: focusStyle)
      }
      column += displayWidth(of: text)
    }

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
