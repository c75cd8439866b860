import StackLayout
import StackScene

/// Draws a laid-out SwiftUI tree into a cell buffer.
///
/// ```
///     ╭column╌╌╌╌╌╌╮       the root's bounds, dashed and dim, named on the outline
///     ╎Hello,      ╎       a Text is its lines, where the engine put them
///     ╎wonderful w…╎       (cut with … inside its frame)
/// row─╎한국어····O▒╎─dot   a Spacer is a dim dotted run; a Color a box in its
///     ╰╌╌╌╌╌╌╌╌╌╌╌╌╯       colour (its name; when narrow, its letter, the name
///     └─ ─ ─ ─ ─ ─ ┘       outside); a row one cell tall, too thin to outline,
///     proposal: 12x4       named outside (here left of the root, in the room a
///                          render keeps there); the proposal (12 x 4, a row
///                          taller than the root), a sparse dashed line, and
///                          what was proposed
/// ```
///
/// - **Leaves first, containers where there is room.** Colors, Texts and
///   Spacers are drawn first, in source order (later children of a ZStack on
///   top). Then every container (a stack other than the root, and every frame
///   or padding whose cells differ from what it wraps), innermost first, draws
///   its dim dashed outline only on the cells that no leaf and no other
///   container has taken, and its name only on a run of such cells on its top
///   (or else bottom) border, never touching a leaf's cell. A nested stack's
///   side that its content touches moves one cell outward where the cells
///   there are all free (as in a UIKit tree), so that a column its children
///   fill is still outlined, and named, around them. A nested stack whose
///   outline has no room for its name is named on the root's outline over
///   its columns when it reaches the root's top (or bottom) edge, else
///   outside its outline with a dim leader, as a Color is (below); one row or
///   column thin, or of no width or height (the line where it lies), it has
///   no outline and is named so too. The nesting also shows as a
///   background shade per depth (256 colours) and as the selected node's path
///   in the playground's inspector.
/// - **Text where the engine put it.** Line `i` of a Text starts at its
///   content frame's leading edge and at `contentFrame.y + i × rowHeight`,
///   scaled by the viewport: zooming in spreads the lines as the outlines
///   grow. No character lands outside the Text's cells: a line longer than
///   its frame, or the last line that fits when lines are left out, ends with
///   `…`; a Text with no whole cell shows nothing.
/// - **One style per stack.** A stack's Colors are all boxed (a border, the
///   name inside) when each of them has at least 3 × 3 cells, else all compact
///   (filled, the name or the colour's letter centred).
/// - **Every box named in full.** A Color whose name does not fit inside it
///   has it written whole outside, after the containers, on free cells only:
///   beside it on one of its rows (the middle first; right, else left), else
///   below it, joined to it by a dim leader (`─`, `│`) that may cross an
///   outline (the root's, a nested stack's or a modifier's, not a name on
///   it), as the UIKit canvas places its labels (``OutsideLabel``);
///   else beside it on blank cells left of the root that the caller gives
///   (the playground's canvas, the room a render keeps there), past a
///   sibling that blocks the right and a proposal's label that blocks the
///   cells below; last, above it, its leader up its first column (a line
///   at the foot of a crowded row, named past the outlines over it). Where
///   no place is free, the playground's inspector names it.
/// - A Color of length 0 on an axis is a marked line where it sits (`┃` for
///   no width, `━` for no height; `|`, `=` in ASCII) starting with its
///   colour's letter, drawn over its neighbours as the UIKit canvas draws a
///   view of length 0, its name outside.
/// - A Color the root's edge cuts off is named within the part of it that
///   shows (outside it when that part is too small). The Colors, Texts and
///   stacks no cell of the root shows are listed on the row below the picture
///   (`outside: right, "Hello…"`; not in the comparison grid, which draws no
///   proposal either).
/// - Frames are rounded with ``Viewport/cellRect(for:)``: each edge once.
/// - Everything is clipped to the root's bounds (the proposal and the outline
///   are drawn around them, within `area`).
/// - ``CanvasOptions/selectedIndex`` is an index into ``SwiftUILayout/nodes``:
///   that node is highlighted (a Color gets a heavy border, or is reversed when
///   compact; a nested stack a solid outline; a Text is bold and underlined; a
///   Spacer's dots bold). A Color or Text that leaves drawn later cover wholly
///   (listed as `covered:`) shows where it lies when selected: its cells are
///   reversed and bold over theirs, whose characters stay.
public enum SwiftUICanvas {
  /// The viewport at which one character of Text is one cell: 1/8 column per
  /// point (and 1/16 row) for points, one cell per cell.
  public static func naturalViewport(unit: SceneUnit, metrics: SwiftUIMetrics) -> Viewport {
    Viewport(unit: unit, cellsPerUnitX: metrics.columnWidth > 0 ? 1 / metrics.columnWidth : 1)
  }

  /// The cells needed to show the whole root at `viewport`: its cells plus its outline.
  ///
  /// The proposal's area and label are left out (see ``pictureSize(layout:viewport:)``),
  /// so that a huge proposal never makes the root small.
  public static func requiredSize(layout: SwiftUILayout, viewport: Viewport) -> (
    columns: Int, rows: Int
  ) {
    (max(0, viewport.column(layout.size.width)) + 2, max(0, viewport.row(layout.size.height)) + 2)
  }

  /// The cells needed to show the root with its outline and, when it differs
  /// from the root's size, the proposal's area and its label row; then the
  /// row naming the nodes no cell shows, when there are any.
  ///
  /// With `showsProposal` false (as ``draw(layout:into:area:options:tree:showsProposal:namesArea:)``
  /// draws it then), the proposal's area and label are left out.
  public static func pictureSize(
    layout: SwiftUILayout, viewport: Viewport, showsProposal: Bool = true
  ) -> (columns: Int, rows: Int) {
    let picture =
      showsProposal
      ? proposalPictureSize(layout: layout, viewport: viewport)
      : requiredSize(layout: layout, viewport: viewport)
    let list = outsideList(layout, viewport: viewport)
    guard !list.isEmpty else { return picture }
    let width = list.reduce(0) { $0 + displayWidth(of: $1.text) }
    return (max(picture.columns, width), picture.rows + 1)
  }

  /// ``pictureSize(layout:viewport:)`` without the row of nodes outside the root.
  static func proposalPictureSize(layout: SwiftUILayout, viewport: Viewport) -> (
    columns: Int, rows: Int
  ) {
    let root = requiredSize(layout: layout, viewport: viewport)
    guard let proposal = layout.nodes.first?.proposal,
      let drawing = ProposalDrawing(proposal: proposal, size: layout.size, viewport: viewport)
    else { return root }
    return (
      max(root.columns, drawing.columns + 2, displayWidth(of: drawing.label)),
      max(root.rows, drawing.rows + 2) + (drawing.labelBelow ? 1 : 0)
    )
  }

  /// `outside: a, "Hello…", VStack   covered: b`, as segments of text and
  /// whether each is a prefix (drawn dim); empty when every node shows.
  ///
  /// `outside:` lists the nodes no cell of the root shows at `viewport`
  /// (``SwiftUIPainter/showsNoCell(_:isLeaf:rootSize:viewport:)``): Colors,
  /// Texts and stacks (a Spacer is a gap). `covered:` lists the Colors and
  /// Texts inside the root whose every cell a leaf drawn later covers (a
  /// ZStack's child under a larger one; ``SwiftUIPainter/coveredLeaves(_:viewport:)``).
  /// Each in the layout's order, by its name, else a Text by its string
  /// (quoted, at most 12 characters), else by its type.
  static func outsideList(_ layout: SwiftUILayout, viewport: Viewport) -> [(
    text: String, isPrefix: Bool
  )] {
    outsideEntries(layout, viewport: viewport).map { ($0.text, $0.isPrefix) }
  }

  /// ``outsideList(_:viewport:)`` with the node each name stands for (`nil`
  /// for a prefix or a separator).
  static func outsideEntries(_ layout: SwiftUILayout, viewport: Viewport) -> [(
    text: String, isPrefix: Bool, node: Int?
  )] {
    func name(_ index: Int) -> String {
      if layout.nodes[index].name == nil, case .text(let string) = layout.nodes[index].kind {
        let flat = string.map { $0.isNewline ? " " : $0 }
        return "\"\(truncate(String(flat), toWidth: 12, ellipsis: "…"))\""
      }
      return shownName(label(layout.nodes[index]))
    }
    let outside = layout.nodes.indices.dropFirst().filter {
      isOutside($0, layout: layout, viewport: viewport)
    }
    let covered = SwiftUIPainter.coveredLeaves(layout, viewport: viewport)
    let nodes = outside + covered
    return StackCanvas.listEntries(
      hidden: [], outside: outside.map(name), covered: covered.map(name)
    ).map { ($0.text, $0.isPrefix, $0.entry.map { nodes[$0] }) }
  }

  /// Whether ``outsideList(_:viewport:)`` lists anything, found without
  /// naming: what a picture's size needs.
  public static func listsNodes(_ layout: SwiftUILayout, viewport: Viewport) -> Bool {
    layout.nodes.indices.dropFirst().contains { isOutside($0, layout: layout, viewport: viewport) }
      || !SwiftUIPainter.coveredLeaves(layout, viewport: viewport).isEmpty
  }

  /// Whether node `index` is a Color, Text or stack no cell of the root shows
  /// (a Spacer is a gap).
  static func isOutside(_ index: Int, layout: SwiftUILayout, viewport: Viewport) -> Bool {
    let isLeaf: Bool
    switch layout.nodes[index].kind {
    case .spacer: return false
    case .color, .text: isLeaf = true
    case .hstack, .vstack, .zstack: isLeaf = false
    }
    return SwiftUIPainter.showsNoCell(
      layout.nodes[index].contentFrame, isLeaf: isLeaf, rootSize: layout.size, viewport: viewport)
  }

  /// Draws `layout` into `buffer` with the root's outline at the top-left corner of
  /// `area`; nothing is drawn outside `area`.
  ///
  /// `tree` is the tree `layout` was laid out from, when known: it names the
  /// outlines of frames and paddings (`frame`, `padding`). With
  /// `showsProposal` false the proposal is not drawn (a comparison grid,
  /// where every picture has the same one, leaves it out). The nodes no cell
  /// of the root shows are named on the row below the picture
  /// (``pictureSize(layout:viewport:showsProposal:)`` counts it).
  ///
  /// `namesArea`, when given, holds `area` and more of the buffer: a Color's
  /// name with no place beside or below it within `area` may go beside it on
  /// blank cells there (left of the root, where its sibling blocks the right
  /// and the proposal's label the cells below).
  public static func draw(
    layout: SwiftUILayout, into buffer: inout CellBuffer, area: CellRect, options: CanvasOptions,
    tree: SwiftUINode? = nil, showsProposal: Bool = true, namesArea: CellRect? = nil
  ) {
    var painter = SwiftUIPainter(
      layout: layout, options: options, area: area, bufferBounds: buffer.bounds,
      modifierNames: tree.map(modifierNames(of:)) ?? [], showsProposal: showsProposal,
      namesArea: namesArea)
    // The nodes no cell shows, on the row below the picture; first, so that
    // no name placed outside a Color lands on the row.
    drawList(
      layout, painter: painter, area: area, options: options, showsProposal: showsProposal,
      into: &buffer)
    painter.draw(into: &buffer)
  }

  /// Writes ``outsideList(_:viewport:)`` on the row below the picture (or,
  /// when a proposed area taller than `area` cuts that row off, on `area`'s
  /// last row inside the proposal's lines).
  static func drawList(
    _ layout: SwiftUILayout, painter: SwiftUIPainter, area: CellRect, options: CanvasOptions,
    showsProposal: Bool, into buffer: inout CellBuffer
  ) {
    let list = outsideEntries(layout, viewport: options.viewport)
    guard !list.isEmpty else { return }
    let visible = area.intersection(buffer.bounds)
    var y =
      area.y
      + (showsProposal
      ? proposalPictureSize(layout: layout, viewport: options.viewport)
      : requiredSize(layout: layout, viewport: options.viewport)).rows
    var x = area.x
    var clip = visible
    if y >= visible.maxY, showsProposal, let proposal = layout.nodes.first?.proposal,
      let drawing = ProposalDrawing(
        proposal: proposal, size: layout.size, viewport: options.viewport),
      drawing.bottomEdge != nil
    {
      // A proposed area taller than the drawing area is cut off, and the row
      // below it with it: the list goes on the area's last row, inside the
      // proposed area's lines and below the root's outline.
      let outline = painter.outline
      let right = drawing.rightEdge.map { outline.x + 1 + $0 } ?? (outline.maxX - 1)
      y = visible.maxY - 1
      x = outline.x + 2
      clip = visible.intersection(
        CellRect(
          x: x, y: outline.maxY, columns: max(0, right - x), rows: max(0, y + 1 - outline.maxY)))
    }
    // The selected node's name is marked where it is listed.
    buffer.putList(
      list.map { entry in
        if entry.isPrefix { return (entry.text, CellStyle(dim: true)) }
        return (
          entry.text,
          CellStyle(reverse: entry.node != nil && entry.node == options.selectedIndex)
        )
      }, x: x, y: y, ellipsis: options.glyphs.ellipsis, clip: clip)
  }

  /// A node's name, or what it is: `HStack`, `Text`.
  static func label(_ node: SwiftUINodeLayout) -> String {
    if let name = node.name { return name }
    return node.kind.typeName
  }

  /// The path from the root to node `index`, each node as its type and, when
  /// it has one, its name in quotes: `VStack › HStack "row" › Text "label"`.
  public static func path(to index: Int, in layout: SwiftUILayout, glyphs: GlyphSet) -> String {
    guard layout.nodes.indices.contains(index) else { return "" }
    var chain: [Int] = []
    var current: Int? = index
    while let node = current, layout.nodes.indices.contains(node), chain.count <= layout.nodes.count
    {
      chain.append(node)
      current = layout.nodes[node].parent
    }
    let separator = glyphs == .unicode ? " › " : " > "
    return chain.reversed().map { node in
      let item = layout.nodes[node]
      let type = item.kind.typeName
      return item.name.map { "\(type) \"\($0)\"" } ?? type
    }.joined(separator: separator)
  }

  /// For every node of `tree`, depth-first as ``SwiftUILayout/nodes`` lists
  /// them, the name of each of its modifiers, innermost first.
  static func modifierNames(of tree: SwiftUINode) -> [[String]] {
    var result: [[String]] = []
    var stack: [SwiftUINode] = [tree]
    while let node = stack.popLast() {
      result.append(
        node.modifiers.map { modifier in
          switch modifier {
          case .frame, .flexibleFrame: "frame"
          case .padding: "padding"
          case .fixedSize: "fixedSize"
          case .layoutPriority: "layoutPriority"
          case .lineLimit: "lineLimit"
          }
        })
      stack.append(contentsOf: node.kind.children.reversed())
    }
    return result
  }
}

/// Draws a SwiftUI scene's laid-out tree for the headless
/// `stackplay render --format text|ansi`.
///
/// `layout` is `scene.swiftUI!.layout(unit: scene.unit)`. The scale is chosen
/// as ``renderStackText(scene:layout:columns:rows:colorMode:glyphs:selected:)``
/// chooses it (going below the zoom ladder until the picture fits), except that the natural scale is the one at which a character
/// of Text is one cell (``SwiftUICanvas/naturalViewport(unit:metrics:)``: 1/8
/// column per point). Without `columns` and `rows`, the picture is as large as
/// the root, its outline and the proposal's area need
/// (``SwiftUICanvas/pictureSize(layout:viewport:)``), and the names written
/// outside Colors too small for them
/// (``drawWithRoomForNames(needed:columns:rows:names:draw:)``). A named Color
/// or stack the picture still leaves without its whole name is named below it
/// (``drawNamingEveryBox(_:columns:rows:colorMode:glyphs:draw:)``).
public func renderSwiftUIText(
  scene: Scene, layout: SwiftUILayout, columns: Int? = nil, rows: Int? = nil,
  colorMode: ColorMode = .monochrome, glyphs: GlyphSet = .unicode
) -> CellBuffer {
  drawNamingEveryBox(
    UnnamedBoxes.boxes(of: layout), columns: columns, rows: rows, colorMode: colorMode,
    glyphs: glyphs
  ) { rows in
    renderSwiftUIPicture(
      scene: scene, layout: layout, columns: columns, rows: rows, colorMode: colorMode,
      glyphs: glyphs)
  }
}

/// ``renderSwiftUIText(scene:layout:columns:rows:colorMode:glyphs:)`` without
/// the rows that name the boxes the picture leaves unnamed.
private func renderSwiftUIPicture(
  scene: Scene, layout: SwiftUILayout, columns: Int?, rows: Int?, colorMode: ColorMode,
  glyphs: GlyphSet
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
  let needed = SwiftUICanvas.pictureSize(layout: layout, viewport: viewport)
  return drawWithRoomForNames(
    needed: needed, columns: columns, rows: rows,
    names: layout.nodes.lazy.map { SwiftUICanvas.label($0) }
  ) {
    SwiftUICanvas.draw(
      layout: layout, into: &$0, area: $1,
      options: CanvasOptions(viewport: viewport, colorMode: colorMode, glyphs: glyphs),
      tree: scene.swiftUI?.root, namesArea: $0.bounds)
  }
}
