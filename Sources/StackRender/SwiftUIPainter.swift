import StackLayout
import StackScene

/// One drawing of a SwiftUI tree (see ``SwiftUICanvas`` for what it draws).
///
/// The painter keeps, for every visible cell of the root, who has taken it: a
/// leaf, a container's outline, or nobody. Leaves take their cells first;
/// containers then draw only on cells nobody has taken, so no outline or name
/// ever covers content or another container's name.
struct SwiftUIPainter {
  let layout: SwiftUILayout
  let options: CanvasOptions
  /// For every node, the names of its modifiers, innermost first (may be empty).
  let modifierNames: [[String]]
  /// Whether the root's proposal is drawn.
  let showsProposal: Bool
  /// What a UIKit tree adds to the drawing (``UIKitTreeCanvas``); `nil` for
  /// a SwiftUI tree.
  let treeMarks: TreeMarks?
  /// The part of the area inside the buffer: nothing is drawn outside it,
  /// except a name that has no place in it (``labelArea``).
  let visibleArea: CellRect
  /// Where a Color's name that finds no place beside or below it in
  /// `visibleArea` may still go beside it, on blank cells of the buffer
  /// (`visibleArea` unless the caller gives more: the playground's whole
  /// canvas, a render's room left of the picture).
  let labelArea: CellRect
  /// The root's dashed outline, one cell around its bounds.
  let outline: CellRect
  /// The root's bounds in buffer cells.
  let rootRect: CellRect
  /// The visible part of the root's bounds: nodes are clipped to it.
  let clip: CellRect
  /// Who has taken each cell of `clip`, row by row: ``free``, ``leaf``, or
  /// the number of the container whose outline is there.
  private var owners: [Int32]
  /// The nesting depth of the innermost stack over each cell of `clip`.
  private var depths: [UInt8]
  /// The leaf drawn last on each cell of `clip` (the one on top), by node
  /// number; -1 where none is (``markTops(_:)``).
  private var tops: [Int32] = []
  /// How many cells of `clip` each node is the leaf on top of.
  private var shownCells: [Int32] = []
  /// The same for the Colors alone (``colorTops``): a Text is drawn over the
  /// Color under it, whose fill shows around and behind its glyphs, so a
  /// Color lies under the Colors drawn after it only.
  private var colorTops: [Int32] = []
  private var colorShown: [Int32] = []
  /// After drawing: the cells each nested stack's outline encloses (its
  /// bounds and the sides moved out of its views' way; see ``outlineRect(_:)``),
  /// by node; `nil` for other nodes, and for a stack too small to outline.
  private(set) var stackOutlines: [CellRect?] = []

  static let free: Int32 = 0
  static let leaf: Int32 = -1

  var viewport: Viewport { options.viewport }
  var glyphs: GlyphSet { options.glyphs }
  var mode: ColorMode { options.colorMode }

  /// What a UIKit tree of nested stacks adds to the drawing of its tree
  /// (see ``UIKitTreeCanvas``): the intrinsic sizes of its plain views, drawn
  /// as in a flat stack (``IntrinsicGhost``); a nested stack's outline moved
  /// out of its views' way; a stack named outside when its outline has no
  /// room for its name; and the spacing between neighbours.
  struct TreeMarks {
    /// For each node, a plain view's intrinsic size (`nil` for a stack).
    var intrinsic: [PartialSize?]
  }

  init(
    layout: SwiftUILayout, options: CanvasOptions, area: CellRect, bufferBounds: CellRect,
    modifierNames: [[String]], showsProposal: Bool, treeMarks: TreeMarks? = nil,
    namesArea: CellRect? = nil
  ) {
    self.showsProposal = showsProposal
    self.treeMarks = treeMarks?.intrinsic.count == layout.nodes.count ? treeMarks : nil
    // Names are measured again and again: a huge one is cut once here.
    self.layout = layout.withShownNames()
    self.options = options
    self.modifierNames = modifierNames.count == layout.nodes.count ? modifierNames : []
    visibleArea = area.intersection(bufferBounds)
    labelArea = namesArea?.intersection(bufferBounds) ?? visibleArea
    let columns = max(0, options.viewport.column(layout.size.width))
    let rows = max(0, options.viewport.row(layout.size.height))
    outline = CellRect(x: area.x, y: area.y, columns: columns + 2, rows: rows + 2)
    rootRect = CellRect(x: area.x + 1, y: area.y + 1, columns: columns, rows: rows)
    clip = rootRect.intersection(visibleArea)
    owners = Array(repeating: Self.free, count: clip.columns * clip.rows)
    depths = Array(repeating: 0, count: clip.columns * clip.rows)
  }

  /// The cells a frame of the layout covers, in buffer coordinates.
  func cells(_ frame: Rect) -> CellRect {
    var rect = viewport.cellRect(for: frame)
    rect.x += rootRect.x
    rect.y += rootRect.y
    return rect
  }

  /// The cells a leaf (a Text or a Color) is drawn in: those of its content
  /// frame, except that an axis whose frame has a length but rounds to no
  /// cell gets the one cell its centre falls in, so that no leaf with a size
  /// vanishes when zoomed out.
  func leafCells(_ frame: Rect) -> CellRect {
    var rect = Self.leafCells(frame, viewport: viewport)
    rect.x += rootRect.x
    rect.y += rootRect.y
    return rect
  }

  /// Whether no cell of a root of `rootSize` shows a node whose content frame
  /// is `frame`, at `viewport`: wholly outside the root's bounds
  /// (``StackCanvas/isOutside(_:size:)``), or inside them by less than the
  /// cells the painter gives it (a leaf's ``leafCells(_:viewport:)``, a
  /// container's cells). A node of no length on an axis is a line the painter
  /// keeps inside.
  static func showsNoCell(_ frame: Rect, isLeaf: Bool, rootSize: Size, viewport: Viewport)
    -> Bool
  {
    if StackCanvas.isOutside(frame, size: rootSize) { return true }
    guard frame.width > 0, frame.height > 0 else { return false }
    let cells = isLeaf ? leafCells(frame, viewport: viewport) : viewport.cellRect(for: frame)
    let root = CellRect(
      x: 0, y: 0, columns: max(0, viewport.column(rootSize.width)),
      rows: max(0, viewport.row(rootSize.height)))
    return cells.intersection(root).isEmpty
  }

  /// ``leafCells(_:)`` relative to the root's top-left cell.
  static func leafCells(_ frame: Rect, viewport: Viewport) -> CellRect {
    var rect = viewport.cellRect(for: frame)
    if rect.columns == 0, frame.width > 0 {
      rect.x = viewport.cellIndex(x: frame.x + frame.width / 2)
      rect.columns = 1
    }
    if rect.rows == 0, frame.height > 0 {
      rect.y = viewport.cellIndex(y: frame.y + frame.height / 2)
      rect.rows = 1
    }
    return rect
  }

  // MARK: - Who has a cell

  private func slot(_ x: Int, _ y: Int) -> Int? {
    guard clip.contains(x: x, y: y) else { return nil }
    return (y - clip.y) * clip.columns + (x - clip.x)
  }

  /// Who has taken the cell at `x`, `y` (a cell outside the clip counts as a leaf's).
  func owner(_ x: Int, _ y: Int) -> Int32 {
    slot(x, y).map { owners[$0] } ?? Self.leaf
  }

  private mutating func take(_ x: Int, _ y: Int, by owner: Int32) {
    if let slot = slot(x, y) { owners[slot] = owner }
  }

  /// Marks every visible cell of `rect` as a leaf's.
  private mutating func takeForLeaf(_ rect: CellRect) {
    let area = rect.intersection(clip)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      let start = (y - clip.y) * clip.columns + (area.x - clip.x)
      for slot in start..<(start + area.columns) { owners[slot] = Self.leaf }
    }
  }

  // MARK: - Drawing

  mutating func draw(into buffer: inout CellBuffer) {
    let dim = CellStyle(dim: true)
    let proposal =
      showsProposal
      ? layout.nodes.first.flatMap {
        ProposalDrawing(proposal: $0.proposal, size: layout.size, viewport: viewport)
      } : nil
    proposal?.draw(around: outline, into: &buffer, glyphs: glyphs, visible: visibleArea)
    buffer.drawBorder(outline, style: dim, glyphs: glyphs, weight: .dashed, clip: visibleArea)
    proposal?.drawInnerEdges(on: outline, into: &buffer, glyphs: glyphs, visible: visibleArea)
    if let root = layout.nodes.first, outline.columns > 2 {
      buffer.put(
        SwiftUICanvas.label(root), x: outline.x + 1, y: outline.y, style: dim,
        maxWidth: outline.columns - 2, ellipsis: glyphs.ellipsis, clip: visibleArea)
    }
    guard !clip.isEmpty else { return }

    let rects = nodeRects()
    markDepths(rects)
    markTops(rects)
    let boxed = boxedColors(rects)
    var coveredSelection: CellRect?
    for (index, node) in layout.nodes.enumerated() {
      let isSelected = index == options.selectedIndex
      // A leaf whose every cell a leaf drawn later covers would not show (a
      // Color shows through a Text).
      let isUnder = (node.kind.isColor ? colorShown : shownCells)[index] == 0
      switch node.kind {
      case .color where Self.isLine(node):
        break
      case .color where isUnder, .text where isUnder:
        if isSelected { coveredSelection = rects[index] }
      case .color(let name):
        drawColor(
          index, name: name, rect: rects[index], boxed: boxed[index], isSelected: isSelected,
          ghost: boxed[index] ? ghost(of: index, rect: rects[index]) : nil, into: &buffer)
      case .text:
        drawText(node, rect: rects[index], isSelected: isSelected, into: &buffer)
      case .spacer:
        drawSpacer(rect: rects[index], isSelected: isSelected, into: &buffer)
      case .hstack, .vstack, .zstack:
        break
      }
    }
    // Colors of length 0 last, over the leaves, as the UIKit canvas draws
    // views of length 0: a line at the far edge shares a cell with its
    // neighbour's border.
    for (index, node) in layout.nodes.enumerated() where Self.isLine(node) {
      guard case .color(let name) = node.kind else { continue }
      drawLine(
        node, name: name, rect: rects[index], isSelected: index == options.selectedIndex,
        into: &buffer)
    }
    // The selected leaf, when leaves drawn later cover it wholly, shows where
    // it lies: its cells reversed over theirs (which keep their text).
    if let coveredSelection {
      buffer.markSelected(coveredSelection, clip: clip)
    }
    let unnamed = drawContainers(rects, into: &buffer)
    drawOutsideLabels(rects, boxed: boxed, unnamedStacks: unnamed, into: &buffer)
    drawGapValues(rects, into: &buffer)
    applyTints(into: &buffer)
  }

  /// The cells each node is drawn in: a leaf's ``leafCells(_:)`` (a Color of
  /// length 0 on an axis, its ``lineCells(_:)``), a stack's or Spacer's
  /// content frame.
  func nodeRects() -> [CellRect] {
    layout.nodes.map { node -> CellRect in
      switch node.kind {
      case .color where Self.isLine(node): lineCells(node.contentFrame)
      case .text, .color: leafCells(node.contentFrame)
      case .hstack, .vstack, .zstack, .spacer: cells(node.contentFrame)
      }
    }
  }

  /// The leaves in the order they are drawn: Colors and Texts in the
  /// layout's order, then the Colors drawn as lines.
  static func leafDrawOrder(_ layout: SwiftUILayout) -> [Int] {
    var order: [Int] = []
    var lines: [Int] = []
    for index in layout.nodes.indices {
      switch layout.nodes[index].kind {
      case .color where isLine(layout.nodes[index]): lines.append(index)
      case .color, .text: order.append(index)
      case .spacer, .hstack, .vstack, .zstack: break
      }
    }
    return order + lines
  }

  /// Fills ``tops`` and ``shownCells``, and ``colorTops`` and ``colorShown``,
  /// for the clip (``CellCoverage/topLeaves(_:cells:in:count:)``).
  mutating func markTops(_ rects: [CellRect]) {
    let order = Self.leafDrawOrder(layout)
    (tops, shownCells) = CellCoverage.topLeaves(
      order, cells: { rects[$0] }, in: clip, count: layout.nodes.count)
    let colors = order.filter { layout.nodes[$0].kind.isColor }
    (colorTops, colorShown) =
      colors.count == order.count
      ? (tops, shownCells)
      : CellCoverage.topLeaves(colors, cells: { rects[$0] }, in: clip, count: layout.nodes.count)
  }

  /// The Colors (not drawn as lines) with cells inside the root at `viewport`
  /// that lie under Colors drawn later, and the Texts that lie under leaves
  /// drawn later (``CellCoverage/liesUnder(_:rect:in:tops:shown:frame:)``), in
  /// the layout's order: a ZStack's child under a larger one. A Color under a
  /// Text shows behind its glyphs. None when the root has more than
  /// ``CellCoverage/cellLimit`` cells.
  static func coveredLeaves(_ layout: SwiftUILayout, viewport: Viewport) -> [Int] {
    let root = CellRect(
      x: 0, y: 0, columns: max(0, viewport.column(layout.size.width)),
      rows: max(0, viewport.row(layout.size.height)))
    guard layout.nodes.count > 2, !root.isEmpty, root.columns * root.rows <= CellCoverage.cellLimit
    else { return [] }
    let order = leafDrawOrder(layout)
    guard order.count > 1 else { return [] }
    func cells(_ index: Int) -> CellRect {
      let rect = leafCells(layout.nodes[index].contentFrame, viewport: viewport)
      return isLine(layout.nodes[index]) ? rect.markedLine(inside: root) : rect
    }
    let (tops, shown) = CellCoverage.topLeaves(
      order, cells: cells, in: root, count: layout.nodes.count)
    let colors = order.filter { layout.nodes[$0].kind.isColor }
    let (colorTops, colorShown) =
      colors.count == order.count
      ? (tops, shown)
      : CellCoverage.topLeaves(colors, cells: cells, in: root, count: layout.nodes.count)
    return order.filter { index in
      let isColor = layout.nodes[index].kind.isColor
      let (over, seen) = isColor ? (colorTops, colorShown) : (tops, shown)
      return seen[index] == 0 && !isLine(layout.nodes[index])
        && CellCoverage.liesUnder(
          index, rect: cells(index), in: root, tops: over, shown: seen,
          frame: { layout.nodes[$0].contentFrame })
    }.sorted()
  }

  /// Where the name of Color `index`, drawn in `rect`, is written: inside its
  /// border when `boxed`, within the root's clip, as `area` below. That area
  /// itself when the Color is on top of all its cells, as in a stack whose
  /// children lie side by side. Otherwise (a ZStack, an offset, cells that
  /// round into a neighbour's) the run of cells on one row of it that the
  /// Color is on top of and that holds the name whole, on the row nearest the
  /// middle; else the longest such run, for a shortened name; empty when it
  /// is on top of none.
  func nameArea(_ index: Int, rect: CellRect, boxed: Bool, label: String) -> CellRect {
    let area = (boxed ? rect.insetBy(1) : rect).intersection(clip)
    let visible = rect.intersection(clip)
    guard !area.isEmpty, !tops.isEmpty, Int(shownCells[index]) < visible.columns * visible.rows
    else { return area }
    guard shownCells[index] > 0 else { return CellRect(x: area.x, y: area.y, columns: 0, rows: 0) }
    return CellCoverage.run(
      of: index, width: displayWidth(of: label), in: area, bounds: clip, tops: tops)
  }

  /// Whether a node is a Color of length 0 on an axis: drawn as a marked line.
  static func isLine(_ node: SwiftUINodeLayout) -> Bool {
    guard case .color = node.kind else { return false }
    return node.contentFrame.width == 0 || node.contentFrame.height == 0
  }

  /// The cells of a line of length 0 on an axis: one cell thick where the
  /// frame's edge falls (the last cell inside the root when it falls on the
  /// root's far edge), along its other length (at least one cell).
  func lineCells(_ frame: Rect) -> CellRect {
    // A length above 0 already has a cell (``leafCells(_:)``): only a length
    // of 0 has none.
    leafCells(frame).markedLine(inside: rootRect)
  }

  /// The Colors whose name goes outside them: those drawn as a line, and
  /// those whose name (or colour, unnamed) is not written whole inside; with
  /// their name. None in a tree of more than ``CanvasPlan/detailLimit`` nodes.
  func outsideLabelNeeds(_ rects: [CellRect], boxed: [Bool]) -> [(index: Int, text: String)] {
    var needs: [(index: Int, text: String)] = []
    // As in the UIKit canvas, a huge tree gets no names outside (their
    // placement is a per-node cost on every key).
    guard layout.nodes.count <= CanvasPlan.detailLimit else { return [] }
    for (index, node) in layout.nodes.enumerated() {
      // A Color wholly under others is listed below the picture instead
      // (`covered:`): a leader would point at the leaf over it.
      guard case .color(let name) = node.kind, !labelAnchor(index, rects).isEmpty,
        Self.isLine(node)
          || !CellCoverage.liesUnder(
            index, rect: rects[index], in: clip, tops: colorTops, shown: colorShown,
            frame: { layout.nodes[$0].contentFrame })
      else { continue }
      let label = node.name ?? name
      // The part of the box inside the root and the area, and on top, where
      // its name is written.
      let inside = nameArea(index, rect: rects[index], boxed: boxed[index], label: label)
      if Self.isLine(node) || inside.isEmpty || displayWidth(of: label) > inside.columns {
        needs.append((index, label))
      }
    }
    return needs
  }

  /// Writes the name of each Color that needs it (``outsideLabelNeeds(_:boxed:)``)
  /// whole beside it, on free cells only (inside the root those no leaf,
  /// outline or other name has taken; outside it, blank ones in the area),
  /// joined to it by a dim leader, as the UIKit canvas does
  /// (``OutsideLabel``): beside it, else below it, else beside it on blank
  /// cells of ``labelArea`` outside the area (to the left of the root, where a
  /// sibling blocks the right and the proposal's label the cells below), else
  /// above it, within ``labelArea``. Where there is no such place, the name
  /// is left to the inspector.
  ///
  /// So are the nested stacks in `unnamedStacks`: those whose outline had
  /// no room for their name, or too thin to outline (dim, after the Colors).
  mutating func drawOutsideLabels(
    _ rects: [CellRect], boxed: [Bool], unnamedStacks: [Int] = [], into buffer: inout CellBuffer
  ) {
    // Beside each Color first; then below, the rightmost Color first (its
    // leader then runs down beside the names of those to its left).
    var left: [(index: Int, text: String)] = []
    let stacks =
      layout.nodes.count <= CanvasPlan.detailLimit
      ? unnamedStacks.map { (index: $0, text: SwiftUICanvas.label(layout.nodes[$0])) } : []
    for need in outsideLabelNeeds(rects, boxed: boxed) + stacks {
      if !placeOutsideLabel(
        need, labelAnchor(need.index, rects), .beside, within: visibleArea, into: &buffer)
      {
        left.append(need)
      }
    }
    var unplaced: [(index: Int, text: String)] = []
    for need in left.sorted(by: {
      labelAnchor($0.index, rects).x > labelAnchor($1.index, rects).x
    })
    where !placeOutsideLabel(
      need, labelAnchor(need.index, rects), .below, within: visibleArea, into: &buffer)
    {
      unplaced.append(need)
    }
    // Then beside on the blank cells the caller gives; last, above, there or
    // in the area (a line at the foot of a crowded row, past its outlines).
    if labelArea != visibleArea {
      unplaced.removeAll { need in
        placeOutsideLabel(
          need, labelAnchor(need.index, rects), .beside, within: labelArea, into: &buffer)
      }
    }
    for need in unplaced {
      placeOutsideLabel(
        need, labelAnchor(need.index, rects), .above, within: labelArea, into: &buffer)
    }
  }

  /// The cells a name written outside node `index` is joined to: a line's
  /// cells; for a nested stack, its outline (so the leader starts outside
  /// it), or for one of length 0 on an axis the line where it lies; else the
  /// part of its cells inside the root and the area (a node cut off by the
  /// root's edge, or the area's, is joined where it shows; none when it
  /// shows nowhere).
  func labelAnchor(_ index: Int, _ rects: [CellRect]) -> CellRect {
    let node = layout.nodes[index]
    if Self.isLine(node) { return rects[index] }
    if node.kind.isStack {
      if stackOutlines.indices.contains(index), let outline = stackOutlines[index] {
        return outline.intersection(clip)
      }
      if rects[index].isEmpty, node.contentFrame.width == 0 || node.contentFrame.height == 0 {
        return lineCells(node.contentFrame).intersection(clip)
      }
    }
    return rects[index].intersection(clip)
  }

  /// Writes one name outside its node, beside, below or above it, on cells
  /// of `within` (outside the root, blank ones off the root's outline);
  /// returns whether it found a place.
  @discardableResult
  mutating func placeOutsideLabel(
    _ need: (index: Int, text: String), _ rect: CellRect, _ side: OutsideLabel.Side,
    within: CellRect, into buffer: inout CellBuffer
  ) -> Bool {
    let free = { (x: Int, y: Int) -> Bool in
      self.clip.contains(x: x, y: y)
        ? self.owner(x, y) == Self.free
        : within.contains(x: x, y: y) && !self.outline.contains(x: x, y: y)
          && buffer[x, y] == .blank
    }
    // The leader may cross the root's outline and a nested stack's or
    // modifier's (a cell of its line, not of its name), leaving them as they
    // are: a line inside a column gets out of it.
    let crossesOutline = { (x: Int, y: Int) -> Bool in
      if self.clip.contains(x: x, y: y) { return self.owner(x, y) > Self.free }
      guard self.outline.contains(x: x, y: y) else { return false }
      return buffer[x, y] != .blank
    }
    // A letter or digit already there: a name, a label or a compact box's
    // letter (the second cell of a wide one too: `가나` ends a name).
    let isText = { (x: Int, y: Int) -> Bool in
      let character = buffer.shownCharacter(x: x, y: y)
      return buffer.bounds.contains(x: x, y: y) && (character.isLetter || character.isNumber)
    }
    let width = displayWidth(of: need.text)
    let found =
      switch side {
      case .beside:
        OutsideLabel.placeBeside(
          rect, width: width, within: within, isFree: free, isPassable: crossesOutline,
          isText: isText)
      case .below:
        OutsideLabel.placeBelow(
          rect, width: width, within: within, isFree: free, isPassable: crossesOutline,
          isText: isText)
      case .above:
        OutsideLabel.placeAbove(
          rect, width: width, within: within, isFree: free, isPassable: crossesOutline,
          isText: isText)
      }
    guard let place = found else { return false }
    let across = side == .beside
    let leaderCells =
      across ? place.leader.map { ($0, place.y) } : place.leader.map { (rect.x, $0) }
    OutsideLabel.drawLeader(
      across: across, at: leaderCells, glyphs: glyphs, into: &buffer, clip: within)
    // A Color's name in its colour; a stack's dim, as on its outline.
    var style = CellStyle(dim: true)
    if case .color(let name) = layout.nodes[need.index].kind {
      style = (PaletteColor(rawValue: name) ?? .gray).accentStyle(mode)
    }
    if need.index == options.selectedIndex { style.reverse = true }
    buffer.put(
      need.text, x: place.x, y: place.y, style: style, maxWidth: width, ellipsis: nil,
      clip: within)
    for (x, y) in leaderCells { take(x, y, by: Self.leaf) }
    for x in place.x..<(place.x + width) { take(x, place.y, by: Self.leaf) }
    return true
  }

  // MARK: - Leaves

  /// The intrinsic size of node `index` against its frame in its box `rect`,
  /// for a plain view of a UIKit tree that has one (`nil` otherwise).
  func ghost(of index: Int, rect: CellRect) -> IntrinsicGhost? {
    guard let treeMarks, let intrinsic = treeMarks.intrinsic[index],
      intrinsic.width != nil || intrinsic.height != nil
    else { return nil }
    return IntrinsicGhost(
      intrinsic: intrinsic, frame: layout.nodes[index].contentFrame, rect: rect,
      viewport: viewport, glyphs: glyphs)
  }

  /// Whether each node, if it is a Color, is drawn as a box: the Colors of a
  /// stack are all boxed when each has at least 3 × 3 cells, else all compact.
  func boxedColors(_ rects: [CellRect]) -> [Bool] {
    var compactParents = Set<Int>()
    for (index, node) in layout.nodes.enumerated() {
      guard case .color = node.kind, !rects[index].isEmpty, !Self.isLine(node) else { continue }
      if rects[index].columns < 3 || rects[index].rows < 3 {
        compactParents.insert(node.parent ?? -1)
      }
    }
    return layout.nodes.enumerated().map { index, node in
      guard case .color = node.kind else { return false }
      return !compactParents.contains(node.parent ?? -1) && rects[index].columns >= 3
        && rects[index].rows >= 3
    }
  }

  /// A Color: filled in its colour (its fill character in monochrome), bordered
  /// when boxed, its name (or its colour's letter) centred where it shows
  /// (``nameArea(_:rect:boxed:label:)``). With a `ghost`
  /// (a boxed plain view of a UIKit tree), its intrinsic size is drawn inside
  /// its box as in a flat stack, and written below its name when the box has
  /// a row for it; the labels keep off the ghost's dotted line.
  mutating func drawColor(
    _ index: Int, name: String, rect: CellRect, boxed: Bool, isSelected: Bool,
    ghost: IntrinsicGhost? = nil, into buffer: inout CellBuffer
  ) {
    guard !rect.isEmpty else { return }
    let node = layout.nodes[index]
    let color = PaletteColor(rawValue: name) ?? .gray
    let style = color.boxStyle(mode)
    let fill: Character = mode == .monochrome ? color.fillCharacter(glyphs) : " "
    buffer.fill(rect, with: Cell(fill, style: style), clip: clip)
    takeForLeaf(rect)
    if boxed {
      buffer.drawBorder(
        rect, style: style, glyphs: glyphs, weight: isSelected ? .heavy : .light, clip: clip)
    }
    // The name goes in the part of the box inside the root and the area, on
    // cells no leaf drawn later covers.
    let label = node.name ?? name
    let textArea = nameArea(index, rect: rect, boxed: boxed, label: label)
    ghost?.draw(style: style, mode: mode, labelRows: nil, clip: clip, into: &buffer)
    let text =
      displayWidth(of: label) <= textArea.columns || textArea.columns >= 3
      ? truncate(label, toWidth: textArea.columns, ellipsis: glyphs.ellipsis)
      : String(color.letter)
    // A letter squeezed between leaves over the Color would run into their
    // text (`RHello`): the name goes outside instead.
    let squeezed =
      textArea.columns < 3 && displayWidth(of: label) > textArea.columns
      && Int(shownCells[index]) < rect.intersection(clip).columns * rect.intersection(clip).rows
    if !textArea.isEmpty && !squeezed {
      var lines = [text]
      if let ghost, textArea.rows >= 2,
        let intrinsic = ghost.labels.first(where: { displayWidth(of: $0) <= textArea.columns })
      {
        lines.append(intrinsic)
      }
      let top =
        ghost?.labelTop(count: lines.count, area: textArea)
        ?? textArea.y + (textArea.rows - 1) / 2
      for (number, line) in lines.enumerated() {
        let width = displayWidth(of: line)
        var labelStyle = style
        labelStyle.bold = number == 0
        buffer.put(
          line, x: textArea.x + (textArea.columns - width) / 2, y: top + number,
          style: labelStyle, maxWidth: textArea.columns, ellipsis: nil,
          clip: clip.intersection(textArea))
      }
      ghost?.draw(
        style: style, mode: mode, labelRows: Set(top..<(top + lines.count)), clip: clip,
        into: &buffer)
    }
    if isSelected, !boxed {
      buffer.markSelected(rect, clip: clip)
    }
  }

  /// A Color of length 0 on an axis: a heavy line in its colour where it
  /// sits (`┃` for no width, `━` for no height; `|`, `=` in ASCII), starting
  /// with its colour's letter when it has two cells or more, as the UIKit
  /// canvas draws a view of length 0 (over a neighbour's cell where it
  /// falls on one); reversed when selected.
  mutating func drawLine(
    _ node: SwiftUINodeLayout, name: String, rect: CellRect, isSelected: Bool,
    into buffer: inout CellBuffer
  ) {
    let color = PaletteColor(rawValue: name) ?? .gray
    var style = color.accentStyle(mode)
    if isSelected { style.reverse = true }
    let unicode = glyphs == .unicode
    let flat = node.contentFrame.height == 0
    let glyph = flat ? (unicode ? "━" : "=") : (unicode ? "┃" : "|")
    let area = rect.intersection(clip)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        let first = x == rect.x && y == rect.y && max(rect.columns, rect.rows) >= 2
        buffer.put(
          first ? String(color.letter) : glyph, x: x, y: y, style: style, maxWidth: 1,
          ellipsis: nil, clip: clip)
        take(x, y, by: Self.leaf)
      }
    }
  }

  /// A Text: line `i` on the row of `contentFrame.y + i × rowHeight`, from the
  /// frame's leading edge, cut to the frame with `…`.
  mutating func drawText(
    _ node: SwiftUINodeLayout, rect: CellRect, isSelected: Bool, into buffer: inout CellBuffer
  ) {
    guard !rect.isEmpty else { return }
    takeForLeaf(rect)
    let area = rect.intersection(clip)
    guard !area.isEmpty else { return }
    let placed = Self.textRows(
      lines: node.textLines.count, top: node.contentFrame.y,
      rowHeight: layout.metrics.rowHeight, viewport: viewport, originY: rootRect.y, rect: rect)
    let style = isSelected ? CellStyle(bold: true, underline: true) : CellStyle.plain
    for line in placed where line.row >= area.y && line.row < area.maxY {
      var text = node.textLines[line.index]
      if line.cutAfter { text = Self.endingWithEllipsis(text, width: rect.columns, glyphs) }
      // A Color under the Text shows behind its glyphs: each keeps the
      // colours of the cell it is written on.
      let under = (area.x..<area.maxX).map { buffer[$0, line.row].style }
      buffer.put(
        text, x: rect.x, y: line.row, style: style, maxWidth: rect.columns,
        ellipsis: glyphs.ellipsis, clip: area)
      for (offset, below) in under.enumerated()
      where below.background != .default || below.foreground != .default {
        var cell = buffer[area.x + offset, line.row]
        guard cell.style != below else { continue }
        cell.style.foreground = below.foreground
        cell.style.background = below.background
        buffer[area.x + offset, line.row] = cell
      }
    }
  }

  /// The row each line of a Text goes on, for the lines that get a row of
  /// their own inside `rect`, and whether lines after it are left out (so it
  /// ends with `…`).
  ///
  /// Line `i` goes on the row its top edge (`top + i × rowHeight`) rounds to;
  /// the first line on the frame's first row.
  /// When zoomed out, several lines round to the same row: the first of them
  /// is shown. Lines whose row is below the frame are left out.
  static func textRows(
    lines count: Int, top: Double, rowHeight: Double, viewport: Viewport, originY: Int,
    rect: CellRect
  ) -> [(index: Int, row: Int, cutAfter: Bool)] {
    var placed: [(index: Int, row: Int, cutAfter: Bool)] = []
    var previousRow: Int? = nil
    for index in 0..<count {
      // The first line is on the frame's first row (its top edge rounds
      // there, unless the frame was widened to the cell of its centre).
      let row = index == 0 ? rect.y : originY + viewport.row(top + Double(index) * rowHeight)
      let shown = row >= rect.y && row < rect.maxY && row != previousRow
      if shown {
        placed.append((index, row, false))
        previousRow = row
      } else if !placed.isEmpty, placed[placed.count - 1].index == index - 1 {
        placed[placed.count - 1].cutAfter = true
      }
      if row >= rect.maxY { break }
    }
    return placed
  }

  /// `text` ending with an ellipsis within `width` columns: all of it and `…`
  /// when that fits, else as much as fits before the `…`.
  static func endingWithEllipsis(_ text: String, width: Int, _ glyphs: GlyphSet) -> String {
    if text.last == glyphs.ellipsis { return text }
    if displayWidth(of: text) + 1 <= width { return text + String(glyphs.ellipsis) }
    return truncate(text + " " + String(glyphs.ellipsis), toWidth: width, ellipsis: glyphs.ellipsis)
  }

  /// A Spacer: dim dots along its length on the row (or column) it sits on,
  /// kept inside the root, on cells no leaf has taken.
  mutating func drawSpacer(rect: CellRect, isSelected: Bool, into buffer: inout CellBuffer) {
    let dot = String(glyphs == .unicode ? "·" : ".")
    let style = isSelected ? CellStyle(bold: true) : CellStyle(dim: true)
    // Only the cells that can be seen, so that the cost grows with the cells
    // on show, not with the Spacer's length.
    if rect.columns >= rect.rows {
      let y = min(max(rect.y, clip.y), clip.maxY - 1)
      for x in clampedRange(max(rect.x, clip.x), min(rect.maxX, clip.maxX))
      where owner(x, y) != Self.leaf {
        buffer.put(dot, x: x, y: y, style: style, maxWidth: 1, ellipsis: nil, clip: clip)
        take(x, y, by: Self.leaf)
      }
    } else {
      let x = min(max(rect.x, clip.x), clip.maxX - 1)
      for y in clampedRange(max(rect.y, clip.y), min(rect.maxY, clip.maxY))
      where owner(x, y) != Self.leaf {
        buffer.put(dot, x: x, y: y, style: style, maxWidth: 1, ellipsis: nil, clip: clip)
        take(x, y, by: Self.leaf)
      }
    }
  }

  // MARK: - Containers

  /// A stack's bounds or a modifier's frame, drawn as an outline where there is room.
  struct Container {
    var node: Int
    /// 0 for a stack's own bounds, `i` for the node's `i`th modifier.
    var layer: Int
    var rect: CellRect
    var name: String
    var depth: Int
  }

  /// The containers to outline, innermost first: stacks other than the root
  /// (2 × 2 cells or more), and frames and paddings whose cells differ from
  /// what they wrap (and from the root's bounds).
  func containers(_ rects: [CellRect]) -> [Container] {
    var result: [Container] = []
    for (index, node) in layout.nodes.enumerated() {
      if node.kind.isStack, index > 0 {
        result.append(
          Container(
            node: index, layer: 0, rect: rects[index], name: SwiftUICanvas.label(node),
            depth: node.depth))
      }
      var inner = rects[index]
      let names = modifierNames.isEmpty ? [] : modifierNames[index]
      for (number, frame) in node.modifierFrames.enumerated() {
        let rect = cells(frame)
        defer { inner = rect }
        guard rect != inner, rect != rootRect else { continue }
        let name = names.indices.contains(number) ? names[number] : "modifier"
        result.append(
          Container(node: index, layer: number + 1, rect: rect, name: name, depth: node.depth))
      }
    }
    return
      result
      .filter { $0.rect.columns >= 2 && $0.rect.rows >= 2 }
      .sorted { ($1.depth, $0.layer, $0.node) < ($0.depth, $1.layer, $1.node) }
  }

  /// Outlines each container on the cells nobody has taken, and names it on
  /// a run of them. A nested stack's outline is its ``outlineRect(_:)``
  /// (its bounds when a frame or padding of it is outlined too); returns the
  /// nested stacks (with cells on show) that got no name there, in the order
  /// of the nodes.
  @discardableResult
  mutating func drawContainers(_ rects: [CellRect], into buffer: inout CellBuffer) -> [Int] {
    var named = Set<Int>()
    // The cells of the root's outline taken by a name (the root's first):
    // its top row's columns, then its bottom row's.
    var rootOutlineNames: [Bool] = []
    if let root = layout.nodes.first {
      rootOutlineNames = Array(repeating: false, count: 2 * outline.columns)
      let width = min(displayWidth(of: SwiftUICanvas.label(root)), max(0, outline.columns - 2))
      for column in 1..<(1 + width) { rootOutlineNames[column] = true }
    }
    let containers = containers(rects)
    // A stack with a frame or padding outlined around it keeps its outline on
    // its bounds: moved out, it would take the cells and the name of the
    // modifier's outline and show the stack as large as that.
    let wrapped = Set(containers.lazy.filter { $0.layer > 0 }.map(\.node))
    for (number, container) in containers.enumerated() {
      let id = Int32(number + 1)
      let isSelected = container.layer == 0 && container.node == options.selectedIndex
      let style = isSelected ? CellStyle(bold: true) : CellStyle(dim: true)
      let lines = glyphs.border(isSelected ? .light : .dashed)
      let rect =
        container.layer == 0 && !wrapped.contains(container.node)
        ? outlineRect(container.rect) : container.rect
      if container.layer == 0 {
        if stackOutlines.count != layout.nodes.count {
          stackOutlines = Array(repeating: nil, count: layout.nodes.count)
        }
        stackOutlines[container.node] = rect
      }
      let area = rect.intersection(clip)
      guard !area.isEmpty else { continue }
      func glyph(_ x: Int, _ y: Int) -> Character? {
        let left = x == rect.x
        let right = x == rect.maxX - 1
        let top = y == rect.y
        let bottom = y == rect.maxY - 1
        switch (left, right, top, bottom) {
        case (true, _, true, _): return lines.topLeft
        case (_, true, true, _): return lines.topRight
        case (true, _, _, true): return lines.bottomLeft
        case (_, true, _, true): return lines.bottomRight
        case (_, _, true, _), (_, _, _, true): return lines.horizontal
        case (true, _, _, _), (_, true, _, _): return lines.vertical
        default: return nil
        }
      }
      var border: [(Int, Int)] = []
      for y in [rect.y, rect.maxY - 1] where y >= area.y && y < area.maxY {
        for x in area.x..<area.maxX { border.append((x, y)) }
      }
      for x in [rect.x, rect.maxX - 1] where x >= area.x && x < area.maxX {
        for y in clampedRange(max(rect.y + 1, area.y), min(rect.maxY - 1, area.maxY)) {
          border.append((x, y))
        }
      }
      for (x, y) in border where owner(x, y) == Self.free {
        guard let character = glyph(x, y) else { continue }
        buffer.put(
          String(character), x: x, y: y, style: style, maxWidth: 1, ellipsis: nil, clip: clip)
        take(x, y, by: id)
      }
      if placeName(container.name, of: rect, id: id, style: style, into: &buffer)
        || (container.layer == 0
          && placeNameOnRootOutline(
            container.name, of: container.rect, style: style, taken: &rootOutlineNames,
            into: &buffer)),
        container.layer == 0
      {
        named.insert(container.node)
      }
    }
    // Those with cells on show, and those of length 0 on an axis where their
    // line lies in the root (as a Color of length 0 is a line).
    return layout.nodes.indices.filter { index in
      guard index > 0, !named.contains(index), layout.nodes[index].kind.isStack else {
        return false
      }
      return !labelAnchor(index, rects).isEmpty
    }
  }

  /// Writes a nested stack's name on the root's outline, over the stack's
  /// own columns, when its bounds reach the root's top (else bottom) edge
  /// and its outline had no room for the name: whole, with a cell of the
  /// root's outline on each side clear of the root's name and of other names
  /// put there (`taken`: for each column of the outline, from its left,
  /// whether a name is on the top row; then the same for the bottom row).
  /// Returns whether it did.
  mutating func placeNameOnRootOutline(
    _ name: String, of rect: CellRect, style: CellStyle, taken: inout [Bool],
    into buffer: inout CellBuffer
  ) -> Bool {
    let width = displayWidth(of: name)
    let start = max(rect.x, rootRect.x, visibleArea.x)
    let end = min(rect.maxX, rootRect.maxX, visibleArea.maxX)
    guard width > 0, end - start >= width, taken.count == 2 * outline.columns else {
      return false
    }
    let rows = [
      (y: outline.y, offset: 0, reaches: rect.y <= rootRect.y),
      (y: outline.maxY - 1, offset: outline.columns, reaches: rect.maxY >= rootRect.maxY),
    ]
    for row in rows where row.reaches && row.y >= visibleArea.y && row.y < visibleArea.maxY {
      // The column's slot in `taken` (the corners are never taken).
      func isTaken(_ x: Int) -> Bool {
        let column = x - outline.x
        return column > 0 && column < outline.columns - 1 && taken[row.offset + column]
      }
      for x in start...(end - width) where !((x - 1)...(x + width)).contains(where: isTaken) {
        buffer.put(
          name, x: x, y: row.y, style: style, maxWidth: width, ellipsis: nil, clip: visibleArea)
        for column in x..<(x + width) { taken[row.offset + column - outline.x] = true }
        return true
      }
    }
    return false
  }

  /// Where a nested stack is outlined: its bounds `rect`, except that each
  /// side with a cell its content has taken (a view, or the outline or name
  /// of a stack inside it) moves one cell outward when the cells there are
  /// all free (none taken, inside the root), so that a stack its views fill
  /// is still outlined around them.
  func outlineRect(_ rect: CellRect) -> CellRect {
    guard !rect.isEmpty else { return rect }
    // Whether every cell of a line is free: none taken, all inside the root
    // (so that the cost is bounded by the cells on show).
    func allFree(_ xs: Range<Int>, _ ys: Range<Int>) -> Bool {
      guard !xs.isEmpty, !ys.isEmpty, xs.lowerBound >= clip.x, xs.upperBound <= clip.maxX,
        ys.lowerBound >= clip.y, ys.upperBound <= clip.maxY
      else { return false }
      for y in ys {
        for x in xs where owner(x, y) != Self.free { return false }
      }
      return true
    }
    let columns = rect.x..<rect.maxX
    let rows = rect.y..<rect.maxY
    var result = rect
    // A side moves when a cell of it is taken and the line outside is free.
    if !allFree(columns, rect.y..<(rect.y + 1)), allFree(columns, (rect.y - 1)..<rect.y) {
      result.y -= 1
      result.rows += 1
    }
    if !allFree(columns, (rect.maxY - 1)..<rect.maxY), allFree(columns, rect.maxY..<(rect.maxY + 1))
    {
      result.rows += 1
    }
    if !allFree(rect.x..<(rect.x + 1), rows), allFree((rect.x - 1)..<rect.x, rows) {
      result.x -= 1
      result.columns += 1
    }
    if !allFree((rect.maxX - 1)..<rect.maxX, rows), allFree(rect.maxX..<(rect.maxX + 1), rows) {
      result.columns += 1
    }
    return result
  }

  /// Writes `name` on the first run of cells of the container's top (else
  /// bottom) border that it has taken, not touching a leaf's cell: whole when
  /// a run is wide enough, else shortened with `…` to at least 4 columns.
  /// Returns whether it found a run.
  @discardableResult
  mutating func placeName(
    _ name: String, of rect: CellRect, id: Int32, style: CellStyle, into buffer: inout CellBuffer
  ) -> Bool {
    let width = displayWidth(of: name)
    var runs: [(x: Int, y: Int, columns: Int)] = []
    for y in [rect.y, rect.maxY - 1] where y >= clip.y && y < clip.maxY {
      var x = max(rect.x + 1, clip.x)
      let end = min(rect.maxX - 1, clip.maxX)
      while x < end {
        guard owner(x, y) == id else {
          x += 1
          continue
        }
        var stop = x
        while stop < end, owner(stop, y) == id { stop += 1 }
        // A cell of line between the name and a leaf.
        let start = owner(x - 1, y) == Self.leaf ? x + 1 : x
        let last = owner(stop, y) == Self.leaf ? stop - 1 : stop
        if last > start { runs.append((start, y, last - start)) }
        x = stop
      }
    }
    let chosen =
      runs.first { $0.columns >= width }
      ?? runs.first { $0.columns >= 4 }
    guard let run = chosen else { return false }
    buffer.put(
      name, x: run.x, y: run.y, style: style, maxWidth: run.columns, ellipsis: glyphs.ellipsis,
      clip: clip)
    // The name's cells are no longer the outline's: no leader crosses them.
    for x in run.x..<(run.x + min(width, run.columns)) { take(x, run.y, by: Self.leaf) }
    return true
  }

  // MARK: - Spacing

  /// Writes, in a UIKit tree, the spacing between neighbouring views of each
  /// stack (the root's included) in the cells between theirs, on free cells
  /// only, dim, as a flat stack's canvas does: for a horizontal stack on
  /// the stack's middle row (else the nearest row with room), for a vertical
  /// one centred across the stack (else the nearest place with room), never
  /// on a row of the gap holding a name nor against a name beside it (it
  /// would read as part of it). A gap of no cells, or one whose free cells
  /// are too few for the number, shows none. Nothing for more than ``CanvasPlan/detailLimit`` nodes.
  mutating func drawGapValues(_ rects: [CellRect], into buffer: inout CellBuffer) {
    guard treeMarks != nil, layout.nodes.count <= CanvasPlan.detailLimit else { return }
    var children = [[Int]](repeating: [], count: layout.nodes.count)
    for (index, node) in layout.nodes.enumerated() {
      if let parent = node.parent, children.indices.contains(parent) {
        children[parent].append(index)
      }
    }
    let style = CellStyle(dim: true)
    let ellipsis = glyphs.ellipsis
    for (index, node) in layout.nodes.enumerated() {
      let horizontal: Bool
      switch node.kind {
      case .hstack: horizontal = true
      case .vstack: horizontal = false
      case .zstack, .text, .color, .spacer: continue
      }
      let area = (index == 0 ? rootRect : rects[index]).intersection(clip)
      guard !area.isEmpty else { continue }
      let ordered = children[index].sorted { a, b in
        let frameA = layout.nodes[a].contentFrame
        let frameB = layout.nodes[b].contentFrame
        return horizontal ? frameA.x < frameB.x : frameA.y < frameB.y
      }
      for (a, b) in zip(ordered, ordered.dropFirst()) {
        let frameA = layout.nodes[a].contentFrame
        let frameB = layout.nodes[b].contentFrame
        let gap = horizontal ? frameB.x - frameA.maxX : frameB.y - frameA.maxY
        guard gap > 1e-9 else { continue }
        let text = formatNumber(gap)
        let width = displayWidth(of: text)
        // The cells between the two views, across the stack.
        let between =
          horizontal
          ? CellRect(
            x: rects[a].maxX, y: area.y, columns: rects[b].x - rects[a].maxX, rows: area.rows)
          : CellRect(
            x: area.x, y: rects[a].maxY, columns: area.columns, rows: rects[b].y - rects[a].maxY)
        let room = between.intersection(area)
        guard room.columns >= width, room.rows >= 1 else { continue }
        let middleRow = horizontal ? area.y + (area.rows - 1) / 2 : room.y + (room.rows - 1) / 2
        let middleX = room.x + (room.columns - width) / 2
        // Nearest the middle first, as OutsideLabel.rowsOutward orders them.
        func outward(_ middle: Int, _ step: Int) -> Int {
          middle + (step % 2 == 0 ? step / 2 : -(step + 1) / 2)
        }
        // Not on a row of the gap that holds a name placed outside a view:
        // the number would read as part of it (`image 140`).
        func isText(_ x: Int, _ y: Int) -> Bool {
          guard clip.contains(x: x, y: y) else { return false }
          let character = buffer.shownCharacter(x: x, y: y)
          return character.isLetter || character.isNumber || character == ellipsis
        }
        func holdsText(_ y: Int) -> Bool {
          (room.x..<room.maxX).contains { isText($0, y) }
        }
        search: for rowStep in 0..<(2 * area.rows + 1) {
          let y = outward(middleRow, rowStep)
          guard y >= room.y, y < room.maxY, !holdsText(y) else { continue }
          for xStep in 0..<(2 * room.columns + 1) {
            let x = outward(middleX, xStep)
            // Nor against a name beside the gap (`8subt…` reads as one name).
            guard x >= room.x, x + width <= room.maxX,
              (x..<(x + width)).allSatisfy({ owner($0, y) == Self.free }),
              !isText(x - 1, y), !isText(x + width, y)
            else { continue }
            buffer.put(text, x: x, y: y, style: style, maxWidth: width, ellipsis: nil, clip: clip)
            for column in x..<(x + width) { take(column, y, by: Self.leaf) }
            break search
          }
        }
      }
    }
  }

  // MARK: - Tints

  /// Records, for every cell, the depth of the innermost stack (other than
  /// the root) that covers it.
  mutating func markDepths(_ rects: [CellRect]) {
    guard mode == .colors256 else { return }
    // Depth-first order: a stack comes before the stacks inside it.
    for (index, node) in layout.nodes.enumerated() where index > 0 && node.kind.isStack {
      let area = rects[index].intersection(clip)
      guard !area.isEmpty else { continue }
      let depth = UInt8(min(node.depth, 255))
      for y in area.y..<area.maxY {
        let start = (y - clip.y) * clip.columns + (area.x - clip.x)
        for slot in start..<(start + area.columns) { depths[slot] = depth }
      }
    }
  }

  /// Gives every cell inside a nested stack that has no background of its own
  /// a grey for its depth (256 colours only): 235, 237, 239, 241, 243, then
  /// again from 235; text on it is light grey.
  func applyTints(into buffer: inout CellBuffer) {
    guard mode == .colors256 else { return }
    for y in clip.y..<clip.maxY {
      for x in clip.x..<clip.maxX {
        let depth = Int(depths[(y - clip.y) * clip.columns + (x - clip.x)])
        guard depth > 0, buffer[x, y].style.background == .default else { continue }
        var cell = buffer[x, y]
        cell.style.background = .indexed(UInt8(235 + 2 * ((depth - 1) % 5)))
        if cell.style.foreground == .default { cell.style.foreground = .indexed(252) }
        buffer[x, y] = cell
      }
    }
  }
}

extension SwiftUINodeLayout.Kind {
  /// Whether the node is a Color: opaque, unlike a Text, whose glyphs let the
  /// Color under it show.
  var isColor: Bool {
    if case .color = self { return true }
    return false
  }

  /// Whether the node is an HStack, VStack or ZStack.
  var isStack: Bool {
    switch self {
    case .hstack, .vstack, .zstack: true
    case .color, .text, .spacer: false
    }
  }
}
