import StackLayout
import StackRender
import StackScene

/// The comparison grid (`o`): the current children laid out under every
/// distribution (or every alignment) side by side, each labelled, the current
/// one marked, all at one scale; in SwiftUI mode under every stack kind (or
/// every alignment of the root's kind).
///
/// The grid takes the screen between a title row and the message and hint
/// rows. It picks the number of columns that gives the largest common scale
/// (a 3 x 2 grid for the five distributions of the default scene at 80x24);
/// when even the smallest zoom step does not fit a cell, each variant is
/// clipped to its cell and its outline marks the views cut off (`»`).
public enum ComparisonGrid {
  /// One cell of the grid.
  public struct Variant: Hashable, Sendable {
    /// The label: the distribution, alignment or stack kind, in the platform's words.
    public var label: String
    /// Whether this is what the scene has now.
    public var isCurrent: Bool
    /// The scene of this variant (the current scene with one property changed).
    public var scene: Scene
  }

  /// The variants of `state` for a page, in the platform's order.
  public static func variants(of state: PlaygroundState, page: GridPage) -> [Variant] {
    state.isSwiftUI ? swiftUIVariants(of: state, page: page) : uikitVariants(of: state, page: page)
  }

  static func uikitVariants(of state: PlaygroundState, page: GridPage) -> [Variant] {
    let stack = state.stack
    // The stack being edited changes (a nested one inside the whole tree).
    func variant(_ label: String, _ isCurrent: Bool, _ change: (inout StackView) -> Void) -> Variant
    {
      var changed = state
      change(&changed.stack)
      return Variant(label: label, isCurrent: isCurrent, scene: changed.scene)
    }
    switch page {
    case .arrangements:
      return Distribution.allCases.map { distribution in
        variant(distribution.rawValue, distribution == stack.distribution) {
          $0.distribution = distribution
        }
      }
    case .alignments:
      return Alignment.allCases.map { alignment in
        variant(alignment.name(for: stack.axis), alignment == stack.alignment) {
          $0.alignment = alignment
        }
      }
    }
  }

  static func swiftUIVariants(of state: PlaygroundState, page: GridPage) -> [Variant] {
    let root = state.tree.root.kind
    let children = root.children
    func variant(_ label: String, _ kind: SwiftUINode.Kind) -> Variant {
      var scene = state.scene
      var tree = state.tree
      tree.root.kind = kind
      scene.content = .swiftUI(tree)
      return Variant(label: label, isCurrent: kind == root, scene: scene)
    }
    switch page {
    case .arrangements:
      let spacing: Double?
      let vertical: VerticalAlignment
      let horizontal: HorizontalAlignment
      switch root {
      case .hstack(let rootSpacing, let alignment, _):
        spacing = rootSpacing
        vertical = alignment
        horizontal =
          switch alignment {
          case .top, .firstTextBaseline: .leading
          case .center: .center
          case .bottom, .lastTextBaseline: .trailing
          }
      case .vstack(let rootSpacing, let alignment, _):
        spacing = rootSpacing
        vertical = .center
        horizontal = alignment
      case .zstack(let alignment, _):
        spacing = nil
        vertical = alignment.vertical
        horizontal = alignment.horizontal
      default:
        return []
      }
      let zVertical: VerticalAlignment =
        switch vertical {
        case .firstTextBaseline: .top
        case .lastTextBaseline: .bottom
        default: vertical
        }
      return [
        variant("HStack", .hstack(spacing: spacing, alignment: vertical, children: children)),
        variant("VStack", .vstack(spacing: spacing, alignment: horizontal, children: children)),
        variant(
          "ZStack",
          .zstack(
            alignment: Alignment2D(horizontal: horizontal, vertical: zVertical),
            children: children)),
      ]
    case .alignments:
      switch root {
      case .hstack(let spacing, _, _):
        return VerticalAlignment.allCases.map {
          variant(".\($0.rawValue)", .hstack(spacing: spacing, alignment: $0, children: children))
        }
      case .vstack(let spacing, _, _):
        return HorizontalAlignment.allCases.map {
          variant(".\($0.rawValue)", .vstack(spacing: spacing, alignment: $0, children: children))
        }
      case .zstack:
        return Alignment2D.allNamed.map {
          variant(".\($0.name)", .zstack(alignment: $0.alignment, children: children))
        }
      default:
        return []
      }
    }
  }

  /// The title row of a page.
  static func title(for state: PlaygroundState, page: GridPage) -> String {
    switch (page, state.isSwiftUI) {
    case (.arrangements, false):
      " every distribution of these views, at one scale  (o: every alignment) "
    case (.arrangements, true):
      " every stack kind with these children, at one scale  (o: every alignment) "
    case (.alignments, _):
      " every alignment of these views, at one scale  (o closes) "
    }
  }

  /// Where the grid drew each variant: the cell, and for UIKit where its views
  /// landed; and the names the grid's last rows give.
  struct Drawn {
    var cells: [CellRect]
    var hitMaps: [CanvasHitMap?]
    /// The views and stacks some cell shows without their whole name, named
    /// below the cells; empty when every cell names every box.
    var legendNames: [String] = []
    /// Where they are named: the spare cell, rows the cells leave below
    /// them, or rows taken from the cells (`nil` when `legendNames` is empty).
    var legendArea: CellRect?
    /// The cells of the spare cell its notes leave free (`nil` without one).
    var spareRoom: CellRect?
  }

  /// Draws the page into `area` (title row included).
  ///
  /// Every box is named: a view or nested stack that some cell shows
  /// without its whole name (too narrow for it, with no free cells around
  /// it, or a stack its views fill, which has no outline) is named after
  /// `unnamed above:`, each view after a swatch of its box's colour (its fill
  /// in monochrome). The names go in the spare cell below its notes when
  /// they fit there, else on rows the cells leave below them, else on rows
  /// taken from the cells, which may then be drawn at a smaller scale: the
  /// names are worked out again for that scale (at most ``UnnamedBoxes/rowLimit``
  /// rows are taken, and the names go on every row the cells then leave; a
  /// name past them is cut, with an ellipsis).
  @discardableResult
  static func draw(
    _ state: PlaygroundState, page: GridPage, into buffer: inout CellBuffer, area: CellRect,
    colorMode: ColorMode, glyphs: GlyphSet
  ) -> Drawn {
    buffer.fill(area, with: .blank)
    let titleStyle = CellStyle(bold: true, reverse: true)
    buffer.fill(
      CellRect(x: area.x, y: area.y, columns: area.columns, rows: 1),
      with: Cell(" ", style: titleStyle))
    buffer.put(
      title(for: state, page: page), x: area.x, y: area.y, style: titleStyle,
      maxWidth: area.columns, ellipsis: glyphs.ellipsis)
    let variants = variants(of: state, page: page)
    guard !variants.isEmpty else { return Drawn(cells: [], hitMaps: []) }
    let prepared = variants.map { Prepared($0) }
    let gridArea = CellRect(x: area.x, y: area.y + 1, columns: area.columns, rows: area.rows - 1)
    var drawn = drawCells(
      prepared, page: page, state: state, into: &buffer, gridArea: gridArea,
      colorMode: colorMode, glyphs: glyphs)
    var unnamed = unnamedBoxes(prepared, cells: drawn.cells, in: buffer)
    guard !unnamed.isEmpty else { return drawn }
    // First where the cells leave room: the spare cell below its notes, or
    // rows the cells leave at the foot of the area.
    let cellsBottom = drawn.cells.map(\.maxY).max() ?? gridArea.y
    let foot = CellRect(
      x: area.x, y: cellsBottom, columns: area.columns, rows: gridArea.maxY - cellsBottom)
    for var room in [drawn.spareRoom, foot].compactMap({ $0 }) where !room.isEmpty {
      let lines = UnnamedBoxes.lines(
        unnamed, width: room.columns, colorMode: colorMode, glyphs: glyphs)
      guard lines.count <= room.rows else { continue }
      // A blank row apart from what is above, when there is one to spare.
      if lines.count < room.rows {
        room.y += 1
        room.rows -= 1
      }
      drawn.legendArea = UnnamedBoxes.write(lines, in: room, into: &buffer, glyphs: glyphs)
      drawn.legendNames = unnamed.map(\.name)
      return drawn
    }
    // Else rows taken from the cells, and the names worked out again at the
    // scale that leaves (a smaller scale may cut more names).
    var reserved = 0
    // The rows naming `unnamed`, as the loop last found them.
    var lines: [[(text: String, style: CellStyle)]] = []
    while !unnamed.isEmpty {
      lines = UnnamedBoxes.lines(
        unnamed, width: area.columns, colorMode: colorMode, glyphs: glyphs)
      // Up to a third of the grid's rows when the names need them.
      let rows = min(lines.count, max(UnnamedBoxes.rowLimit, gridArea.rows / 3))
      guard rows > reserved, gridArea.rows - rows >= 3 else { break }
      reserved = rows
      buffer.fill(gridArea, with: .blank)
      var cellsArea = gridArea
      cellsArea.rows -= reserved
      drawn = drawCells(
        prepared, page: page, state: state, into: &buffer, gridArea: cellsArea,
        colorMode: colorMode, glyphs: glyphs)
      unnamed = unnamedBoxes(prepared, cells: drawn.cells, in: buffer)
    }
    guard reserved > 0, !unnamed.isEmpty else { return drawn }
    // Just below the cells, on every row they leave (at a smaller scale
    // they may leave more than were taken).
    let firstRow = min(drawn.cells.map(\.maxY).max() ?? gridArea.y, gridArea.maxY - reserved)
    drawn.legendArea = UnnamedBoxes.write(
      lines,
      in: CellRect(x: area.x, y: firstRow, columns: area.columns, rows: gridArea.maxY - firstRow),
      into: &buffer, glyphs: glyphs)
    drawn.legendNames = unnamed.map(\.name)
    return drawn
  }

  /// Draws every variant in its cell of `gridArea`, and the notes in a spare cell.
  private static func drawCells(
    _ prepared: [Prepared], page: GridPage, state: PlaygroundState,
    into buffer: inout CellBuffer, gridArea: CellRect, colorMode: ColorMode, glyphs: GlyphSet
  ) -> Drawn {
    let (gridColumns, viewport) = shape(prepared, in: gridArea, unit: state.scene.unit)
    let gridRows = (prepared.count + gridColumns - 1) / gridColumns
    let cellColumns = (gridArea.columns - (gridColumns - 1)) / gridColumns
    let cellRows = gridArea.rows / gridRows
    var drawn = Drawn(cells: [], hitMaps: [])
    for (index, variant) in prepared.enumerated() {
      let cell = CellRect(
        x: gridArea.x + (index % gridColumns) * (cellColumns + 1),
        y: gridArea.y + (index / gridColumns) * cellRows, columns: cellColumns, rows: cellRows)
      drawn.cells.append(cell)
      drawn.hitMaps.append(
        drawCell(
          variant, cell: cell, viewport: viewport, state: state, into: &buffer,
          colorMode: colorMode, glyphs: glyphs))
    }
    // A spare cell explains the grid.
    if prepared.count < gridColumns * gridRows {
      let index = prepared.count
      let cell = CellRect(
        x: gridArea.x + (index % gridColumns) * (cellColumns + 1),
        y: gridArea.y + (index / gridColumns) * cellRows, columns: cellColumns, rows: cellRows)
      let marker = glyphs == .unicode ? "▶" : ">"
      let notes = [
        "\(marker) marks the current one.",
        "Keys still edit: every cell follows.",
        page == .arrangements ? "o: every alignment" : "o: close",
      ]
      var row = cell.y + 1
      for note in notes {
        for line in PlaygroundScreen.wrap(note, width: max(1, cell.columns - 2)) {
          guard row < cell.maxY else { break }
          buffer.put(
            line, x: cell.x + 1, y: row, style: CellStyle(dim: true), maxWidth: cell.columns - 2)
          row += 1
        }
      }
      drawn.spareRoom = CellRect(
        x: cell.x + 1, y: row, columns: max(0, cell.columns - 2), rows: max(0, cell.maxY - row))
    }
    return drawn
  }

  /// The boxes of a variant, in pre-order (``UnnamedBoxes/boxes(of:)-(StackView)``).
  static func boxes(of prepared: Prepared) -> [UnnamedBoxes.Box] {
    prepared.swiftUI.map { UnnamedBoxes.boxes(of: $0) }
      ?? UnnamedBoxes.boxes(of: prepared.variant.scene.stack)
  }

  /// The boxes some cell does not name whole (its name appears nowhere in the
  /// cell's text: not inside the box, on its outline, beside it with a
  /// leader nor in the list below it), in the first variant's order.
  /// None for a tree of more than ``UnnamedBoxes/boxLimit`` boxes, drawn as
  /// letters rather than names (a canvas places no names outside its boxes
  /// past 200 views either).
  static func unnamedBoxes(_ prepared: [Prepared], cells: [CellRect], in buffer: CellBuffer)
    -> [UnnamedBoxes.Box]
  {
    var unnamed: [UnnamedBoxes.Box] = []
    var listed = Set<String>()
    for (variant, cell) in zip(prepared, cells) {
      for box in UnnamedBoxes.unnamed(boxes(of: variant), in: buffer, rect: cell)
      where !listed.contains(box.name) {
        unnamed.append(box)
        listed.insert(box.name)
      }
    }
    return unnamed
  }

  /// A variant laid out once.
  struct Prepared {
    var variant: Variant
    var uikit: StackViewLayout?
    var swiftUI: SwiftUILayout?

    init(_ variant: Variant) {
      self.variant = variant
      if variant.scene.swiftUI != nil {
        swiftUI = variant.scene.swiftUI!.layout(unit: variant.scene.unit)
      } else {
        uikit = variant.scene.stack.layout()
      }
    }

    /// The largest viewport at which the variant fits `columns` x `rows` cells.
    func fit(columns: Int, rows: Int, unit: SceneUnit) -> Viewport {
      if let uikit {
        return StackCanvas.fit(
          layout: uikit, stack: variant.scene.stack, unit: unit, columns: columns, rows: rows,
          legendOnePerLine: true)
      }
      let layout = swiftUI!
      let natural = SwiftUICanvas.naturalViewport(unit: unit, metrics: layout.metrics)
      // The root first: the row below it is only looked for when the root fits.
      let root = SwiftUICanvas.requiredSize(layout: layout, viewport: natural)
      if !(layout.size.width.isFinite && layout.size.height.isFinite)
        || (root.columns <= columns && root.rows <= rows
          && requiredSize(natural, columns: columns).rows <= rows)
      {
        return natural
      }
      // The root and its outline; a row less when, at that scale, some node
      // shows in no cell and the row below names it.
      let fitted = Viewport.fit(size: layout.size, unit: unit, columns: columns - 2, rows: rows - 2)
      guard requiredSize(fitted, columns: columns).rows > rows, rows > 3 else { return fitted }
      return Viewport.fit(size: layout.size, unit: unit, columns: columns - 2, rows: rows - 3)
    }

    /// The cells the variant needs at `viewport` in a cell `columns` wide.
    func requiredSize(_ viewport: Viewport, columns: Int) -> (columns: Int, rows: Int) {
      if let uikit {
        return StackCanvas.requiredSize(
          layout: uikit, stack: variant.scene.stack, viewport: viewport, legendOnePerLine: true,
          maxColumns: columns)
      }
      // The row of nodes outside or covered is cut to the cell's width when
      // drawn: only the row counts.
      let root = SwiftUICanvas.requiredSize(layout: swiftUI!, viewport: viewport)
      return (
        root.columns,
        root.rows + (SwiftUICanvas.listsNodes(swiftUI!, viewport: viewport) ? 1 : 0)
      )
    }
  }

  /// The number of grid columns giving the largest common scale, and that scale.
  static func shape(_ variants: [Prepared], in area: CellRect, unit: SceneUnit) -> (Int, Viewport) {
    var best: (columns: Int, viewport: Viewport)?
    for columns in 1...variants.count {
      let rows = (variants.count + columns - 1) / columns
      let cellColumns = (area.columns - (columns - 1)) / columns
      let cellRows = area.rows / rows
      guard cellColumns >= 3, cellRows >= 3 else { continue }
      let scale =
        variants.map {
          $0.fit(columns: cellColumns, rows: cellRows - 1, unit: unit).cellsPerUnitX
        }.min() ?? 1
      if best == nil || scale >= best!.viewport.cellsPerUnitX {
        best = (columns, Viewport(unit: unit, cellsPerUnitX: scale))
      }
    }
    return best.map { ($0.columns, $0.viewport) }
      ?? (variants.count, Viewport(unit: unit, cellsPerUnitX: Viewport.zoomSteps[0]))
  }

  /// Draws one variant: its label on the cell's first row, its stack centred below.
  static func drawCell(
    _ prepared: Prepared, cell: CellRect, viewport: Viewport, state: PlaygroundState,
    into buffer: inout CellBuffer, colorMode: ColorMode, glyphs: GlyphSet
  ) -> CanvasHitMap? {
    let variant = prepared.variant
    let marker = glyphs == .unicode ? "▶" : ">"
    let label = variant.isCurrent ? "\(marker) \(variant.label) (now)" : variant.label
    let labelStyle =
      variant.isCurrent ? CellStyle(bold: true, reverse: true) : CellStyle(bold: true)
    let labelWidth = min(displayWidth(of: label), cell.columns)
    buffer.put(
      label, x: cell.x + max(0, (cell.columns - labelWidth) / 2), y: cell.y, style: labelStyle,
      maxWidth: cell.columns, ellipsis: glyphs.ellipsis)
    let body = CellRect(x: cell.x, y: cell.y + 1, columns: cell.columns, rows: cell.rows - 1)
    // A UIKit variant is planned once, for its size and its drawing.
    let plan = prepared.uikit.map { layout in
      let stack = variant.scene.stack
      return StackCanvas.Plan(
        layout: layout, stack: stack,
        options: CanvasOptions(
          viewport: viewport, colorMode: colorMode, glyphs: glyphs,
          selectedIndex: state.stack.arrangedSubviews.isEmpty ? nil : state.selectedRank,
          legendOnePerLine: true))
    }
    let needed =
      plan?.requiredSize(maxColumns: body.columns)
      ?? prepared.requiredSize(viewport, columns: body.columns)
    let left = max(0, (body.columns - needed.columns) / 2)
    let top = max(0, (body.rows - needed.rows) / 2)
    let area = CellRect(
      x: body.x + left, y: body.y + top, columns: body.columns - left, rows: body.rows - top)
    if let plan {
      return StackCanvas.draw(plan, into: &buffer, area: area)
    }
    let layout = prepared.swiftUI!
    let children = layout.nodes.isEmpty ? [] : layout.children(of: 0)
    let selected = children.indices.contains(state.selection) ? children[state.selection] : nil
    SwiftUICanvas.draw(
      layout: layout, into: &buffer, area: area,
      options: CanvasOptions(
        viewport: viewport, colorMode: colorMode, glyphs: glyphs, selectedIndex: selected),
      tree: variant.scene.swiftUI?.root, showsProposal: false)
    return nil
  }
}
