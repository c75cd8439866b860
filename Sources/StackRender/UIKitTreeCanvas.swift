import StackLayout
import StackScene

/// Draws a UIKit stack that holds nested stacks: the tree as ``SwiftUICanvas``
/// draws a SwiftUI tree, so that a nested stack is an outline that never
/// overwrites its content, with what the flat ``StackCanvas`` shows of each
/// view and stack: intrinsic sizes and spacing.
///
/// ```
/// ╭root╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╮  the card row, 50 x 12
/// ╎┌───────────────────────────┐╭text╌╌╌╌╌╌╌╌╌╌╮╎  text's views fill it: its
/// ╎│       image 192x60        │╎ title 100x20  ╎  outline is one cell out
/// ╎│      intrinsic 60x60      │╎       4      ╎╎  4: text's spacing
/// ╎│        ┊                  │╎   subtitle    ╎  ┊: image's intrinsic
/// ╎└─────────+132──────────────┘╰╌╌╌╌╌╌╌╌╌╌╌╌╌╌╯╎  width ends; +132 past it
/// ╰╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╯
/// ```
///
/// - Every visible view that is not a stack is a box in its colour (or, when
///   the boxes are too small, a block of its colour named by its letter), named
///   with its size where that fits (`title 100x20`), drawn first.
/// - **Nothing is drawn over anything else.** Leaves take their cells first;
///   every other mark (outlines, names, amounts, gap values) goes only on cells
///   nobody has taken yet, in this order: the nested stacks, innermost first,
///   then names outside, then gap values.
/// - **Every nested stack is outlined and named.** Its outline is its bounds,
///   except that a side its views touch (a cell of it taken by a view or by the
///   outline or name of a stack inside it) moves one cell outward when the
///   cells there are all free (in the spacing, or in the parent's free cells),
///   so that a stack its views fill is still outlined around them. The outline
///   is drawn on its free cells only (a side that can neither stay clear nor
///   move shows where its views leave it free). The name goes on the first run
///   of the outline's top (else bottom) border that fits it; else, for a stack
///   that reaches the root's top (or bottom) edge, on the root's outline over
///   its columns (`╭root╌╌╌text╌╌╮`); else outside, beside or below its
///   outline, joined by a dim leader, where there is room (else left of the
///   root, on blank cells the caller gives; else the inspector names it). A
///   stack of no width or height has no outline: it is named so beside the
///   line where it lies, as a view of length 0 is. A leader may cross an
///   outline (not a name on it), which stays as it is.
/// - **Intrinsic sizes.** A boxed plain view whose frame differs from its
///   intrinsic size shows it inside its box as the flat canvas does
///   (``IntrinsicGhost``): a dotted line where the intrinsic size ends and the
///   amount stretched (`+132`), or a broken border on the cut side and the
///   amount compressed (`−56`), and `intrinsic 60x60` below its name when the
///   box has a row for it.
/// - **Spacing.** Between neighbouring views of each stack (the root's too) the
///   spacing is written dim in the cells between them, on free cells, when it
///   is more than 0 and fits (`8`).
/// - Frames are the layout's, relative to the root; each edge is rounded once.
/// - Hidden views, and the views of a hidden stack, are not drawn; the hidden
///   views of shown stacks are listed on the row below the outline, and so are
///   the drawn views no cell of the root shows (wholly outside its bounds,
///   where required constraints that cannot all hold push content past an
///   edge, or inside them by less than a cell): `hidden: a   outside: c, row, d`.
/// - A view cut off by the root's edge is named within the part of it that
///   shows; when that part has no room, outside it, joined to where it shows.
/// - ``CanvasOptions/selectedIndex`` is the rank of a view in the tree (an index
///   of ``StackViewLayout/views``): a box gets a heavy border; a nested stack a
///   solid outline, and every cell its outline encloses bold and underlined.
///
/// The hit map gives each nested stack the cells its outline encloses (so a
/// click on its name selects it), its views on top.
public enum UIKitTreeCanvas {
  /// The tree of `stack`, laid out in `layout`, as a SwiftUI layout: the root an
  /// `HStack` or `VStack` named `root`, each visible nested stack one named by its
  /// name, each visible plain view a Color of its colour. Also the node of each
  /// view of the tree (by rank), `nil` for a view that is not drawn. With a
  /// `viewport`, a plain view whose box has room for it is named with its size
  /// (`title 100x20`), as in a flat stack's canvas.
  public static func drawing(stack: StackView, layout: StackViewLayout, viewport: Viewport? = nil)
    -> (
      layout: SwiftUILayout, nodeOfRank: [Int?]
    )
  {
    let drawn = marked(stack: stack, layout: layout, viewport: viewport)
    return (drawn.layout, drawn.nodeOfRank)
  }

  /// The tree as ``drawing(stack:layout:viewport:)`` makes it, with what the
  /// painter adds for a UIKit tree: the intrinsic size of each node's view
  /// (`nil` for the root and the nested stacks).
  static func marked(stack: StackView, layout: StackViewLayout, viewport: Viewport?)
    -> (layout: SwiftUILayout, nodeOfRank: [Int?], marks: SwiftUIPainter.TreeMarks)
  {
    func kind(_ axis: Axis) -> SwiftUINodeLayout.Kind { axis == .horizontal ? .hstack : .vstack }
    let bounds = Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height)
    var nodes = [
      SwiftUINodeLayout(
        name: "root", kind: kind(stack.axis), depth: 0, parent: nil, frame: bounds,
        contentFrame: bounds, proposal: .unspecified, size: layout.size)
    ]
    var nodeOfRank: [Int?] = []
    nodeOfRank.reserveCapacity(layout.views.count)
    var intrinsic: [PartialSize?] = [nil]
    // Pre-order, with the node of each stack on the path.
    var path: [(views: [ArrangedView], next: Int, node: Int?, depth: Int)] = [
      (stack.arrangedSubviews, 0, 0, 0)
    ]
    var rank = 0
    while let top = path.last {
      guard top.next < top.views.count else {
        path.removeLast()
        continue
      }
      path[path.count - 1].next += 1
      let view = top.views[top.next]
      guard rank < layout.views.count else { break }
      let frame = layout.views[rank].frame
      var node: Int?
      if let parent = top.node, !view.isHidden {
        node = nodes.count
        let color = view.color ?? PaletteColor.automatic(forIndex: top.next).rawValue
        let name = shownName(view.name)
        var label = name
        if view.stack == nil, let viewport {
          let sized = "\(name) \(formatNumber(frame.width))x\(formatNumber(frame.height))"
          // Within the columns of the box inside the root, where the name goes.
          let cells = viewport.cellRect(for: frame)
          let columns =
            min(cells.maxX, max(0, viewport.column(layout.size.width))) - max(cells.x, 0)
          if displayWidth(of: sized) <= columns - 2 { label = sized }
        }
        nodes.append(
          SwiftUINodeLayout(
            name: label, kind: view.stack.map { kind($0.axis) } ?? .color(color),
            depth: top.depth + 1, parent: parent, frame: frame, contentFrame: frame,
            proposal: .unspecified, size: Size(width: frame.width, height: frame.height)))
        intrinsic.append(view.stack == nil ? view.intrinsicSize : nil)
      }
      nodeOfRank.append(node)
      rank += 1
      if let nested = view.stack {
        path.append((nested.arrangedSubviews, 0, node, top.depth + 1))
      }
    }
    return (
      SwiftUILayout(size: layout.size, nodes: nodes, metrics: .cell), nodeOfRank,
      SwiftUIPainter.TreeMarks(intrinsic: intrinsic)
    )
  }

  /// The names of the hidden views of shown stacks, and of the drawn views
  /// (shown, in drawn stacks) no cell of the root shows at `viewport`
  /// (``SwiftUIPainter/showsNoCell(_:isLeaf:rootSize:viewport:)``; without
  /// one, those wholly outside the root's bounds), each in pre-order.
  static func listedNames(stack: StackView, layout: StackViewLayout, viewport: Viewport? = nil)
    -> (hidden: [String], outside: [String])
  {
    var hidden: [String] = []
    var outside: [String] = []
    // A hidden view is listed when its stack is drawn: the root, or a drawn stack.
    var path: [(views: [ArrangedView], next: Int, shown: Bool)] = [
      (stack.arrangedSubviews, 0, true)
    ]
    var rank = 0
    while let top = path.last {
      guard top.next < top.views.count else {
        path.removeLast()
        continue
      }
      path[path.count - 1].next += 1
      let view = top.views[top.next]
      if top.shown && view.isHidden { hidden.append(shownName(view.name)) }
      // Drawn as in `drawing(stack:layout:viewport:)`: shown, in a drawn stack.
      let drawn = top.shown && !view.isHidden && rank < layout.views.count
      if drawn {
        let frame = layout.views[rank].frame
        let unseen =
          viewport.map {
            SwiftUIPainter.showsNoCell(
              frame, isLeaf: view.stack == nil, rootSize: layout.size, viewport: $0)
          } ?? StackCanvas.isOutside(frame, size: layout.size)
        if unseen { outside.append(shownName(view.name)) }
      }
      rank += 1
      if let nested = view.stack { path.append((nested.arrangedSubviews, 0, drawn)) }
    }
    return (hidden, outside)
  }

  /// The row below the outline: `hidden: a, b`, `outside: c` and `covered:
  /// d` (each when not empty), as segments of text and whether each is a prefix; empty
  /// when there is nothing to list.
  ///
  /// `drawn` is the tree ``marked(stack:layout:viewport:)`` built for drawing,
  /// when there is one (it is not built again).
  static func listSegments(
    stack: StackView, layout: StackViewLayout, viewport: Viewport,
    drawn: (layout: SwiftUILayout, nodeOfRank: [Int?])? = nil
  ) -> [(text: String, isPrefix: Bool)] {
    listEntries(stack: stack, layout: layout, viewport: viewport, drawn: drawn).segments.map {
      ($0.text, $0.isPrefix)
    }
  }

  /// ``listSegments(stack:layout:viewport:drawn:)`` with the names listed, in
  /// order, and for each name's segment its place among them.
  static func listEntries(
    stack: StackView, layout: StackViewLayout, viewport: Viewport,
    drawn: (layout: SwiftUILayout, nodeOfRank: [Int?])? = nil
  ) -> (segments: [(text: String, isPrefix: Bool, entry: Int?)], names: [String]) {
    let (hidden, outside) = listedNames(stack: stack, layout: layout, viewport: viewport)
    let covered = coveredNames(stack: stack, layout: layout, viewport: viewport, drawn: drawn)
    return (
      StackCanvas.listEntries(hidden: hidden, outside: outside, covered: covered),
      hidden + outside + covered
    )
  }

  /// The names of the drawn plain views wholly under views drawn later (a
  /// negative spacing) at `viewport`, in pre-order
  /// (``SwiftUIPainter/coveredLeaves(_:viewport:)`` on the drawn tree).
  static func coveredNames(
    stack: StackView, layout: StackViewLayout, viewport: Viewport,
    drawn: (layout: SwiftUILayout, nodeOfRank: [Int?])? = nil
  ) -> [String] {
    // The nodes' names do not matter here: a tree built without a viewport will do.
    let (tree, nodeOfRank) =
      drawn
      ?? {
        let built = marked(stack: stack, layout: layout, viewport: nil)
        return (built.layout, built.nodeOfRank)
      }()
    let covered = Set(SwiftUIPainter.coveredLeaves(tree, viewport: viewport))
    guard !covered.isEmpty else { return [] }
    return nodeOfRank.indices.compactMap { rank in
      guard let node = nodeOfRank[rank], covered.contains(node) else { return nil }
      return shownName(layout.views[rank].name)
    }
  }

  /// The cells the tree needs at `viewport`: its cells and outline, and a row
  /// for the list of hidden views and views outside the bounds when there is
  /// one, as wide as the list unless that is more than `listLimit` (then
  /// shortened to the picture).
  static func requiredSize(
    layout: StackViewLayout, stack: StackView, viewport: Viewport, listLimit: Int = .max
  ) -> (columns: Int, rows: Int) {
    let columns = max(0, viewport.column(layout.size.width)) + 2
    let rows = max(0, viewport.row(layout.size.height)) + 2
    let list = listSegments(stack: stack, layout: layout, viewport: viewport)
    guard !list.isEmpty else { return (columns, rows) }
    let width = list.reduce(0) { $0 + displayWidth(of: $1.text) }
    return (width <= listLimit ? max(columns, width) : columns, rows + 1)
  }

  /// Draws the tree into `buffer` within `area` (its outline at the top-left
  /// corner) and returns where each view landed, by rank. A name with no
  /// place beside or below its box within `area` may go beside it on blank
  /// cells of `namesArea` (see ``SwiftUICanvas/draw(layout:into:area:options:tree:showsProposal:namesArea:)``).
  static func draw(
    layout: StackViewLayout, stack: StackView, into buffer: inout CellBuffer, area: CellRect,
    options: CanvasOptions, namesArea: CellRect? = nil
  ) -> CanvasHitMap {
    let (tree, nodeOfRank, marks) = marked(
      stack: stack, layout: layout, viewport: options.viewport)
    var treeOptions = options
    treeOptions.selectedIndex = options.selectedIndex.flatMap {
      nodeOfRank.indices.contains($0) ? nodeOfRank[$0] : nil
    }
    let visible = area.intersection(buffer.bounds)
    let columns = max(0, options.viewport.column(layout.size.width))
    let rows = max(0, options.viewport.row(layout.size.height))
    // The hidden views and those outside the bounds or covered, below the
    // outline; first, so that no name placed outside a view lands on the row.
    let listRow = area.y + rows + 2
    if listRow < visible.maxY {
      let entries = listEntries(
        stack: stack, layout: layout, viewport: options.viewport, drawn: (tree, nodeOfRank))
      // The selected view's name is marked where it is listed (names are
      // unique in a UIKit tree).
      let selected = options.selectedIndex.flatMap {
        layout.views.indices.contains($0) ? shownName(layout.views[$0].name) : nil
      }
      buffer.putList(
        entries.segments.map { segment in
          if segment.isPrefix { return (segment.text, CellStyle(dim: true)) }
          let isSelected = segment.entry.map { entries.names[$0] == selected } ?? false
          return (segment.text, CellStyle(reverse: isSelected))
        }, x: area.x, y: listRow, ellipsis: options.glyphs.ellipsis, clip: visible)
    }
    var painter = SwiftUIPainter(
      layout: tree, options: treeOptions, area: area, bufferBounds: buffer.bounds,
      modifierNames: [], showsProposal: false, treeMarks: marks, namesArea: namesArea)
    painter.draw(into: &buffer)
    let outlines = painter.stackOutlines
    let stackRect = CellRect(x: area.x + 1, y: area.y + 1, columns: columns, rows: rows)
    let clip = stackRect.intersection(visible)
    // Where each drawn view is, clipped to the root; nested stacks before their views.
    var viewRects: [CellRect?] = []
    viewRects.reserveCapacity(layout.views.count)
    for (rank, view) in layout.views.enumerated() {
      guard rank < nodeOfRank.count, nodeOfRank[rank] != nil else {
        viewRects.append(nil)
        continue
      }
      var rect = options.viewport.cellRect(for: view.frame)
      rect.x += stackRect.x
      rect.y += stackRect.y
      // A nested stack has the cells its outline encloses.
      if let node = nodeOfRank[rank], outlines.indices.contains(node), let outline = outlines[node]
      {
        rect = outline
      }
      let shown = rect.intersection(clip)
      viewRects.append(shown.isEmpty ? nil : shown)
    }
    // A selected nested stack is also underlined all over (in bold), since its
    // outline shows only where its views leave its border free.
    if let selected = options.selectedIndex, viewRects.indices.contains(selected),
      let rect = viewRects[selected], let node = nodeOfRank[selected],
      tree.nodes[node].kind == .hstack || tree.nodes[node].kind == .vstack
    {
      buffer.restyle(rect, clip: clip) { style in
        style.underline = true
        style.bold = true
      }
    }
    return CanvasHitMap(
      stackRect: stackRect, viewRects: viewRects, drawOrder: Array(layout.views.indices))
  }
}
