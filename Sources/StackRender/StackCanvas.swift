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
  /// A compact stack's legend names one view per line (for small areas such
  /// as the comparison grid's cells) instead of several per line.
  public var legendOnePerLine: Bool
  /// The columns the picture may take, when the caller knows them (the
  /// playground's canvas). Within them, a compact vertical stack whose views
  /// each have rows of their own names each beside its rows, as a box too
  /// small for its name is named, instead of in a legend below (which, cut
  /// at three lines, leaves some views of a long column named nowhere).
  /// `nil`, or with a legend of one view per line: the legend.
  public var namesBesideWithin: Int?

  /// Options with a viewport (one column per point by default), 256 colours,
  /// Unicode glyphs, no selection and a legend of several views per line
  /// unless given.
  public init(
    viewport: Viewport = Viewport(), colorMode: ColorMode = .colors256,
    glyphs: GlyphSet = .unicode, selectedIndex: Int? = nil, legendOnePerLine: Bool = false,
    namesBesideWithin: Int? = nil
  ) {
    self.viewport = viewport
    self.colorMode = colorMode
    self.glyphs = glyphs
    self.selectedIndex = selectedIndex
    self.legendOnePerLine = legendOnePerLine
    self.namesBesideWithin = namesBesideWithin
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

  /// The same map for a drawing moved by `columns` and `rows` (as when the
  /// playground draws the canvas apart and copies it into the screen).
  public func offsetBy(columns: Int, rows: Int) -> CanvasHitMap {
    func moved(_ rect: CellRect) -> CellRect {
      CellRect(x: rect.x + columns, y: rect.y + rows, columns: rect.columns, rows: rect.rows)
    }
    return CanvasHitMap(
      stackRect: moved(stackRect), viewRects: viewRects.map { $0.map(moved) },
      drawOrder: drawOrder)
  }

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
///   and there is room (`intrinsic 50x50`, or `i 50x50`; `intrinsic height 40`
///   for a view with an intrinsic height only). Cells come from
///   ``CanvasCells``: proportional, the boxes tiling the stack.
/// - **One style per stack.** When every view gets at least 2 × 2 cells, all
///   are boxes. A box whose name and size do not fit inside it whole (on two
///   lines, or one line in a box with one inner row) has them written outside:
///   to the right of the outline for a vertical stack, on a row each below it
///   for a horizontal one, joined to the box by a dim leader (`─`, `│`).
///   Otherwise (a view of one cell across or along) no view is boxed: each is a
///   block of its colour's letter, and a legend below the outline names them
///   (`R red 150x60  O orange 60x60`).
/// - A view of length 0 on an axis (or one that rounds to no cells) is a marked
///   line where it sits: `R━━━━` (`┃` across; `=`, `|` in ASCII), its name
///   and size outside.
/// - **Why.** A view larger than its intrinsic size shows where its intrinsic
///   box ends as a dotted line (`┊` `┈`; `:` `.` in ASCII) with the amount
///   (`+84`); a compressed one has the border on the cut side broken (`╏`
///   `╍`; `!` `_`) with the amount (`−56`, `-56` in ASCII). Amounts are written
///   whole or not at all, never over a label. The labels inside a box keep off
///   the dotted line of the intrinsic height (moved the fewest rows), unless
///   no row allows it; then the label is whole and the line broken around it. The spacing between neighbours
///   is written in the gap where it fits; with first/last baseline alignment
///   the baseline is a dotted line (`┄`) across the stack.
/// - Views are drawn in arrangement order: where they overlap (negative
///   spacing), the later one is on top, and a box partly covered is named on
///   the cells where it shows (``CanvasPlan/labelRuns``).
/// - The selected view has a heavy border and a bold label (a reversed box when
///   it is too small for a border). In colour the selected box is bold all
///   over and the others not at all; in monochrome each box's name is bold.
///   A selected view that later ones cover wholly (`covered:`, below) shows
///   where it lies: its cells reversed and bold over theirs, whose characters
///   stay.
/// - Whatever lies outside the stack's bounds is clipped, and the outline shows
///   `»` `«` `▲` `▼` (`>` `<` `^` `v` in ASCII) beside each cut-off view. A
///   cut-off box is named within the part of it that shows; when that part
///   has no room for its name and size, they go outside like any other
///   box's, joined to where it shows.
/// - With `equalCentering`, each view's centre is marked `┼` (`+`) on the
///   outline on both sides of the stack (top and bottom for a horizontal stack).
/// - Hidden views are listed on the row below the outline: `hidden: a, b`;
///   after them, the views no cell of the stack's bounds shows (wholly
///   outside them, or inside by less than a cell): `outside: c`; then those
///   wholly under later ones (not drawn): `covered: d`.
///
/// Nothing is drawn outside `area`.
public enum StackCanvas {
  /// Draws `layout` (the solved layout of `stack`) into `buffer` within `area`,
  /// and returns where each view landed.
  ///
  /// `stack` provides what the layout does not hold: colours, intrinsic sizes,
  /// distribution and margins. The two are matched by index. A stack with
  /// nested stacks is drawn by ``UIKitTreeCanvas`` (its views matched by rank).
  @discardableResult
  public static func draw(
    layout: StackViewLayout, stack: StackView, into buffer: inout CellBuffer, area: CellRect,
    options: CanvasOptions
  ) -> CanvasHitMap {
    draw(Plan(layout: layout, stack: stack, options: options), into: &buffer, area: area)
  }

  /// Draws a planned stack (see ``Plan``) into `buffer` within `area`, and
  /// returns where each view landed: as ``draw(layout:stack:into:area:options:)``
  /// with the plan's layout, stack and options. In a tree, a name with no
  /// place beside or below its box within `area` may go beside it on blank
  /// cells of `namesArea` (a flat stack places its labels within `area`).
  @discardableResult
  public static func draw(
    _ plan: Plan, into buffer: inout CellBuffer, area: CellRect, namesArea: CellRect? = nil
  ) -> CanvasHitMap {
    guard let canvas = plan.canvas else {
      return UIKitTreeCanvas.draw(
        layout: plan.layout, stack: plan.stack, into: &buffer, area: area, options: plan.options,
        namesArea: namesArea)
    }
    var painter = Painter(plan: plan, canvas: canvas, area: area, bufferBounds: buffer.bounds)
    return painter.draw(into: &buffer)
  }

  /// A stack planned for drawing with one set of options: each view's cells,
  /// whether the views are boxes or letters, and which labels go outside
  /// their boxes. Plan once to ask for the size (``requiredSize(maxColumns:)``)
  /// and draw (``StackCanvas/draw(_:into:area:namesArea:)``).
  public struct Plan {
    let layout: StackViewLayout
    let stack: StackView
    let options: CanvasOptions
    /// The cells of a flat stack; none for a tree of nested stacks, which
    /// ``UIKitTreeCanvas`` plans and draws.
    let canvas: CanvasPlan?

    /// Plans `layout` (the solved layout of `stack`) for drawing with `options`.
    public init(layout: StackViewLayout, stack: StackView, options: CanvasOptions) {
      // Names are measured again and again: a huge one is cut once here.
      let layout = layout.withShownNames()
      self.layout = layout
      self.stack = stack
      self.options = options
      canvas =
        stack.hasNestedStacks
        ? nil
        : CanvasPlan(
          layout: layout, stack: stack, viewport: options.viewport,
          legendOnePerLine: options.legendOnePerLine,
          namesBesideWithin: options.namesBesideWithin)
    }

    /// The cells the canvas needs, as
    /// ``StackCanvas/requiredSize(layout:stack:viewport:legendOnePerLine:maxColumns:)``
    /// counts them at the plan's viewport. The list of hidden, outside and
    /// covered views below the picture, when wider than `listLimit`, takes a
    /// row but none of its width (it is shortened to the picture's, as the
    /// playground shows it, rather than widening what may be panned across).
    /// So do the labels beside a flat vertical stack that do not fit whole
    /// in `calloutsWithin` columns, when their names do: each is then drawn
    /// as its name alone, without its size.
    public func requiredSize(
      maxColumns: Int? = nil, listLimit: Int = .max, calloutsWithin: Int? = nil
    ) -> (columns: Int, rows: Int) {
      guard let canvas else {
        return UIKitTreeCanvas.requiredSize(
          layout: layout, stack: stack, viewport: options.viewport, listLimit: listLimit)
      }
      return StackCanvas.requiredSize(
        canvas, layout: layout, stack: stack, maxColumns: maxColumns, listLimit: listLimit,
        calloutsWithin: calloutsWithin)
    }
  }

  /// The cells the canvas needs to show the whole stack at `viewport`: the
  /// stack's cells plus its outline; the labels drawn outside their boxes
  /// (a column of them to the right of a vertical stack, a row each below a
  /// horizontal one); the legend of a compact stack; and a row for the hidden
  /// list (as wide as the list) when a view is hidden. With
  /// `legendOnePerLine`, the legend takes a line per view, and when the labels
  /// of a vertical stack do not fit beside it in `maxColumns`, they take a row
  /// each below it (`G medium 375x100`, the box lettered).
  public static func requiredSize(
    layout: StackViewLayout, stack: StackView, viewport: Viewport, legendOnePerLine: Bool = false,
    maxColumns: Int? = nil
  ) -> (columns: Int, rows: Int) {
    if stack.hasNestedStacks {
      return UIKitTreeCanvas.requiredSize(layout: layout, stack: stack, viewport: viewport)
    }
    let layout = layout.withShownNames()
    return requiredSize(
      CanvasPlan(
        layout: layout, stack: stack, viewport: viewport, legendOnePerLine: legendOnePerLine),
      layout: layout, stack: stack, maxColumns: maxColumns)
  }

  /// The cells a planned stack needs (see ``requiredSize(layout:stack:viewport:legendOnePerLine:maxColumns:)``).
  static func requiredSize(
    _ plan: CanvasPlan, layout: StackViewLayout, stack: StackView, maxColumns: Int?,
    listLimit: Int = .max, calloutsWithin: Int? = nil
  ) -> (columns: Int, rows: Int) {
    var columns = plan.cells.columns + 2
    var rows = plan.cells.rows + 2
    if !plan.callouts.isEmpty {
      if plan.calloutsGoBelow(axis: stack.axis, columns: maxColumns) {
        rows += plan.callouts.count
        columns = max(columns, plan.calloutWidth + 2)
      } else if stack.axis == .vertical {
        var width = plan.calloutWidth
        if let within = calloutsWithin, columns + 1 + width > within {
          // Shortened to the names where they fit (see `calloutNameWidth`).
          width = max(plan.calloutNameWidth, within - columns - 1)
        }
        columns += 1 + width
      } else {
        rows += plan.callouts.count
        columns = max(columns, plan.calloutReach + 1)
      }
    }
    rows += plan.legend.count
    columns = max(columns, plan.legend.map { displayWidth(of: $0) }.max() ?? 0)
    let hiddenWidth = listWidth(
      hidden: layout.views.filter(\.isHidden).map(\.name),
      outside: plan.unseen.map { layout.views[$0].name },
      covered: plan.covered.map { layout.views[$0].name })
    if hiddenWidth == 0 { return (columns, rows) }
    return (hiddenWidth <= listLimit ? max(columns, hiddenWidth) : columns, rows + 1)
  }

  /// The largest zoom step at which the stack, its outline, the labels outside
  /// the boxes, the legend and the hidden list's row (everything
  /// ``requiredSize(layout:stack:viewport:)`` counts) fit in `columns` × `rows`
  /// cells (for up to 200 views; beyond, the stack, outline and hidden list).
  /// The smallest step if none does; with
  /// `belowLadder`, the largest scale below the ladder that fits, as
  /// ``Viewport/fitBelowLadder(size:unit:columns:rows:)`` finds it).
  public static func fit(
    layout: StackViewLayout, stack: StackView, unit: SceneUnit, columns: Int, rows: Int,
    belowLadder: Bool = false, legendOnePerLine: Bool = false
  ) -> Viewport {
    let layout = layout.withShownNames()
    if layout.views.count <= CanvasPlan.detailLimit {
      // The largest step at which everything the canvas draws fits, labels too.
      for scale in Viewport.zoomSteps.reversed() {
        let viewport = Viewport(unit: unit, cellsPerUnitX: scale)
        // The stack's cells and outline alone, first: a step they do not fit
        // is not planned (a plan works out names, callouts and coverage, at
        // a cost that grows with the cells at large steps).
        guard
          max(0, viewport.column(layout.size.width)) + 2 <= columns,
          max(0, viewport.row(layout.size.height)) + 2 <= rows
        else { continue }
        let needed = requiredSize(
          layout: layout, stack: stack, viewport: viewport, legendOnePerLine: legendOnePerLine,
          maxColumns: columns)
        if needed.columns <= columns, needed.rows <= rows { return viewport }
      }
    }
    let listRow = mayList(layout) ? 1 : 0
    let fit = belowLadder ? Viewport.fitBelowLadder : Viewport.fit
    return fit(layout.size, unit, columns - 2, rows - 2 - listRow)
  }

  /// The width of `hidden: a, b   outside: c   covered: d` (the names of the
  /// hidden views, of the shown views no cell of the bounds shows, and of
  /// those under others), or 0 when all are empty.
  static func listWidth(hidden: [String], outside: [String], covered: [String] = []) -> Int {
    listSegments(hidden: hidden, outside: outside, covered: covered).reduce(0) {
      $0 + displayWidth(of: $1.text)
    }
  }

  /// The row below a picture, `hidden: a, b   outside: c   covered: d` (each
  /// group when not empty), as segments of text and whether each is a prefix
  /// (drawn dim), each name a segment of its own; empty when there is
  /// nothing to list.
  static func listSegments(hidden: [String], outside: [String], covered: [String]) -> [(
    text: String, isPrefix: Bool
  )] {
    listEntries(hidden: hidden, outside: outside, covered: covered).map { ($0.text, $0.isPrefix) }
  }

  /// ``listSegments(hidden:outside:covered:)`` with, for each name, its place
  /// in `hidden + outside + covered` (`nil` for a prefix or a separator), so
  /// that a selected one can be marked.
  static func listEntries(hidden: [String], outside: [String], covered: [String]) -> [(
    text: String, isPrefix: Bool, entry: Int?
  )] {
    var segments: [(text: String, isPrefix: Bool, entry: Int?)] = []
    var entry = 0
    for (prefix, names) in [
      (hiddenPrefix, hidden), (outsidePrefix, outside), (coveredPrefix, covered),
    ]
    where !names.isEmpty {
      if !segments.isEmpty { segments.append((outsideGap, false, nil)) }
      segments.append((prefix, true, nil))
      for (number, name) in names.enumerated() {
        if number > 0 { segments.append((hiddenSeparator, false, nil)) }
        segments.append((name, false, entry))
        entry += 1
      }
    }
    return segments
  }

  /// Whether the row below the outline may list views at some zoom: a view is
  /// hidden, or a shown one reaches past the stack's bounds (where, at a small
  /// enough zoom, no cell may show it).
  static func mayList(_ layout: StackViewLayout) -> Bool {
    let size = layout.size
    return layout.views.contains { view in
      let frame = view.frame
      return view.isHidden || frame.x < 0 || frame.y < 0 || frame.x + frame.width > size.width
        || frame.y + frame.height > size.height
    }
  }

  /// Whether `frame` lies wholly outside a stack of `size` at the origin: past
  /// an edge by its whole length on some axis (where required constraints
  /// that cannot all hold push content past an edge). A view of no length on
  /// the edge is inside.
  static func isOutside(_ frame: Rect, size: Size) -> Bool {
    (frame.width > 0 && (frame.x + frame.width <= 0 || frame.x >= size.width))
      || (frame.height > 0 && (frame.y + frame.height <= 0 || frame.y >= size.height))
  }

  static let hiddenPrefix = "hidden: "
  static let hiddenSeparator = ", "
  static let outsidePrefix = "outside: "
  /// The prefix of the views (Colors, Texts) others cover wholly.
  static let coveredPrefix = "covered: "
  /// Between the hidden list and the outside list on one row.
  static let outsideGap = "   "
}

/// What the canvas draws, before drawing it: each view's cells, whether the
/// stack's views are boxes or compact letters, and which labels go outside
/// their boxes.
struct CanvasPlan {
  /// Above this many arranged views the canvas draws compact letters without
  /// callouts (their layout is a per-view cost on every key).
  static let detailLimit = 200

  let cells: CanvasCells
  /// All views are boxes (at least 2 × 2 cells each, or a marked line for a
  /// view of length 0); otherwise every view is a block of its letter, and
  /// the legend names them.
  let boxed: Bool
  /// The views drawn as a marked line: visible, with no cells on an axis.
  let lines: Set<Int>
  /// The views whose name and size are written outside their box, in
  /// arrangement order, with their text.
  let callouts: [(index: Int, text: String)]
  /// The widest callout text.
  let calloutWidth: Int
  /// The widest callout's name alone (its text when it has no name): what a
  /// callout beside a vertical stack is shortened to where it does not fit
  /// whole (the painter's `drawCalloutText` drops the size first).
  let calloutNameWidth: Int
  /// For a horizontal stack: the column (relative to the outline's left) up to
  /// which the callouts below reach.
  let calloutReach: Int
  /// The legend lines of a compact stack.
  let legend: [String]
  /// The legend takes a line per view (and callouts may go below).
  let legendOnePerLine: Bool
  /// The shown views (not drawn as a marked line) of which no cell lies in the
  /// stack's bounds: wholly outside them, or so little inside that it rounds
  /// to no cell. The row below the outline names them (`outside: c`).
  let unseen: [Int]
  /// The boxes that lie under boxes drawn later (negative spacing): no cell
  /// shows them, so they are not drawn, and the row below the outline names
  /// them after the others (`covered: b`).
  let covered: [Int]
  /// For a box that others cover in part: the run of cells inside its border,
  /// relative to the stack's top-left cell, where its name and size go, on
  /// two rows (two lines) or one (one line)
  /// (``CellCoverage/run(of:width:rows:in:bounds:tops:)``).
  /// A box not listed here and not covered at all writes them as usual.
  let labelRuns: [Int: CellRect]

  /// Whether the callouts of a vertical stack go on a row each below the
  /// outline, lettered (`G medium 375x100`), instead of beside it: with a
  /// legend of one view per line, when beside it they would not fit in
  /// `columns` (counted from the outline's left).
  func calloutsGoBelow(axis: Axis, columns: Int?) -> Bool {
    guard legendOnePerLine, axis == .vertical, !callouts.isEmpty, let columns else {
      return false
    }
    return cells.columns + 2 + 1 + calloutWidth > columns
  }
  /// With a legend of one view per line: each line's shorter form, the
  /// letter and name without the size (`G green`), for when the whole line
  /// does not fit the area. Empty otherwise.
  let legendShort: [String]

  init(
    layout: StackViewLayout, stack: StackView, viewport: Viewport, legendOnePerLine: Bool = false,
    namesBesideWithin: Int? = nil
  ) {
    let cells = CanvasCells(layout: layout, axis: stack.axis, viewport: viewport)
    self.cells = cells
    self.legendOnePerLine = legendOnePerLine
    var lines: Set<Int> = []
    var boxed = true
    for (index, frame) in cells.frames.enumerated() {
      guard let frame else { continue }
      if frame.columns == 0 || frame.rows == 0 {
        lines.insert(index)
      } else if frame.columns < 2 || frame.rows < 2 {
        boxed = false
      }
    }
    self.lines = lines
    unseen = cells.frames.indices.filter { index in
      guard let frame = cells.frames[index], !lines.contains(index) else { return false }
      return frame.intersection(cells.bounds).isEmpty
    }
    let detailed = layout.views.count <= Self.detailLimit
    self.boxed = boxed && detailed
    // Where boxes overlap (negative spacing), the one on top of each cell.
    let bounds = cells.bounds
    var tops: [Int32] = []
    var shown: [Int32] = []
    var covered: [Int] = []
    var labelRuns: [Int: CellRect] = [:]
    if boxed && detailed && bounds.columns * bounds.rows <= CellCoverage.cellLimit
      && Self.viewsOverlap(layout)
    {
      let boxes = cells.frames.indices.filter { cells.frames[$0] != nil && !lines.contains($0) }
      (tops, shown) = CellCoverage.topLeaves(
        boxes + lines.sorted(),
        cells: { cells.frames[$0]!.markedLine(inside: bounds) }, in: bounds,
        count: layout.views.count)
      covered = boxes.filter {
        CellCoverage.liesUnder(
          $0, rect: cells.frames[$0]!, in: bounds, tops: tops, shown: shown,
          frame: { layout.views[$0].frame })
      }
    }
    self.covered = covered
    var callouts: [(Int, String)] = []
    var legend: [String] = []
    var legendShort: [String] = []
    // A compact stack's views and their texts, in the legend's order.
    var named: [(index: Int, text: String)] = []
    if detailed {
      for (index, frame) in cells.frames.enumerated() {
        guard let frame else { continue }
        let view = layout.views[index]
        let size = Self.sizeText(view.frame)
        let text = view.name.isEmpty ? size : "\(view.name) \(size)"
        if boxed {
          // Inside: name and size on two lines, or on one line when the box has
          // one, within the part of the box the stack's bounds show. A box
          // no cell shows is listed instead (`unseen`, `covered`).
          let inside = frame.insetBy(1).intersection(cells.bounds)
          if covered.contains(index) { continue }
          if !tops.isEmpty, !lines.contains(index), !inside.isEmpty,
            !Self.isOnTop(index, of: inside, bounds: bounds, tops: tops)
          {
            // Boxes drawn later cover part of it: its name and size on cells
            // it shows, on two lines, else on one.
            let lines = [view.name, size].filter { !$0.isEmpty }
            let widest = lines.map { displayWidth(of: $0) }.max() ?? 0
            let tall = CellCoverage.run(
              of: index, width: widest, rows: 2, in: inside, bounds: bounds, tops: tops)
            let wide = CellCoverage.run(
              of: index, width: displayWidth(of: text), in: inside, bounds: bounds, tops: tops)
            if lines.count == 2, tall.columns >= widest {
              labelRuns[index] = tall
            } else if wide.columns >= displayWidth(of: text) {
              labelRuns[index] = wide
            } else {
              callouts.append((index, text))
            }
            continue
          }
          let twoLines =
            inside.rows >= 2
            && inside.columns >= max(displayWidth(of: view.name), displayWidth(of: size))
          let oneLine = inside.rows == 1 && inside.columns >= displayWidth(of: text)
          let isLine = lines.contains(index)
          if isLine || (!(twoLines || oneLine) && !frame.intersection(cells.bounds).isEmpty) {
            callouts.append((index, text))
          }
        } else {
          let letter = Self.color(of: index, stack: stack).letter
          legend.append("\(letter) \(text)")
          named.append((index, text))
          legendShort.append(view.name.isEmpty ? "\(letter) \(text)" : "\(letter) \(view.name)")
        }
      }
    }
    if !self.boxed, detailed, !legendOnePerLine, let columns = namesBesideWithin,
      stack.axis == .vertical, Self.rowsApart(cells)
    {
      // Each view beside its rows, when that fits (see `namesBesideWithin`).
      let width = named.map { displayWidth(of: $0.text) }.max() ?? 0
      if cells.columns + 2 + 1 + width <= columns {
        callouts = named.map { ($0.index, $0.text) }
        legend = []
        legendShort = []
      }
    }
    self.callouts = callouts
    self.labelRuns = labelRuns
    calloutWidth = callouts.map { displayWidth(of: $0.1) }.max() ?? 0
    calloutNameWidth =
      callouts.map { callout in
        let name = layout.views[callout.0].name
        return displayWidth(of: name.isEmpty ? callout.1 : name)
      }.max() ?? 0
    var reach = 0
    for (index, text) in callouts {
      if let anchor = Self.anchor(of: index, cells: cells, lines: lines) {
        reach = max(reach, anchor.x + 1 + displayWidth(of: text))
      }
    }
    calloutReach = reach
    if legendOnePerLine {
      self.legend = legend
      self.legendShort = legendShort
      return
    }
    self.legendShort = []
    // The legend wraps at the width of the outline (at least 30 columns), at most 3 lines.
    let width = max(cells.columns + 2, 30)
    var wrapped: [String] = []
    // The width of the last line, kept as it grows.
    var lastWidth = 0
    for entry in legend {
      let entryWidth = displayWidth(of: entry)
      if !wrapped.isEmpty, lastWidth + 2 + entryWidth <= width {
        wrapped[wrapped.count - 1] += "  " + entry
        lastWidth += 2 + entryWidth
      } else {
        wrapped.append(entry)
        lastWidth = entryWidth
      }
    }
    if wrapped.count > 3 {
      wrapped = Array(wrapped.prefix(3))
      wrapped[2] = truncate(wrapped[2] + "  …", toWidth: width, ellipsis: "…")
    }
    self.legend = wrapped.map { truncate($0, toWidth: width, ellipsis: "…") }
  }

  /// Whether every view with cells has at least one row and none shares a
  /// row with another, all inside the stack's bounds: a compact column whose
  /// views can each be named beside their own rows.
  static func rowsApart(_ cells: CanvasCells) -> Bool {
    var frames = cells.frames.compactMap { $0 }
    frames.sort { $0.y < $1.y }
    var below = 0
    for frame in frames {
      guard frame.rows >= 1, frame.y >= below, frame.maxY <= cells.bounds.maxY else {
        return false
      }
      below = frame.maxY
    }
    return true
  }

  /// Whether any two shown views' frames share an area (negative spacing):
  /// only then may a box lie over another.
  static func viewsOverlap(_ layout: StackViewLayout) -> Bool {
    let frames = layout.views.filter { !$0.isHidden }.map(\.frame).sorted { $0.x < $1.x }
    for (offset, frame) in frames.enumerated() {
      for other in frames[(offset + 1)...] {
        guard other.x < frame.maxX else { break }
        if CellCoverage.overlap(frame, other) { return true }
      }
    }
    return false
  }

  /// Whether box `index` is on top of every cell of `area` (`tops` holds the
  /// cells of `bounds`, row by row).
  static func isOnTop(_ index: Int, of area: CellRect, bounds: CellRect, tops: [Int32]) -> Bool {
    let me = Int32(index)
    return (area.y..<area.maxY).allSatisfy { y in
      let start = (y - bounds.y) * bounds.columns + (area.x - bounds.x)
      return tops[start..<(start + area.columns)].allSatisfy { $0 == me }
    }
  }

  /// The cells a callout of view `index` is joined to, relative to the
  /// stack's top-left cell: a marked line's cells, else the part of its box
  /// inside the stack's bounds; `nil` for a hidden view.
  static func anchor(of index: Int, cells: CanvasCells, lines: Set<Int>) -> CellRect? {
    guard let frame = cells.frames[index] else { return nil }
    return lines.contains(index) ? frame : frame.intersection(cells.bounds)
  }

  /// `50x50`.
  static func sizeText(_ frame: Rect) -> String {
    "\(formatNumber(frame.width))x\(formatNumber(frame.height))"
  }

  /// The colour view `index` is drawn in.
  static func color(of index: Int, stack: StackView) -> PaletteColor {
    let arranged = stack.arrangedSubviews.indices.contains(index)
    return PaletteColor.forView(
      named: arranged ? stack.arrangedSubviews[index].color : nil, at: index)
  }
}

/// The state of one drawing of the canvas.
private struct Painter {
  let layout: StackViewLayout
  let stack: StackView
  let options: CanvasOptions
  let plan: CanvasPlan
  /// The part of the area that is inside the buffer: nothing is drawn outside it.
  let visibleArea: CellRect
  /// The stack's dashed outline, one cell around its bounds.
  let outline: CellRect
  /// The stack's bounds in buffer cells.
  let stackRect: CellRect
  /// The visible part of the stack's bounds: boxes are clipped to it.
  let stackClip: CellRect
  /// A vertical stack's callouts go below the outline, each box lettered.
  let calloutsBelow: Bool

  var viewport: Viewport { options.viewport }
  var glyphs: GlyphSet { options.glyphs }
  var mode: ColorMode { options.colorMode }
  var unicode: Bool { glyphs == .unicode }

  init(
    plan planned: StackCanvas.Plan, canvas: CanvasPlan, area: CellRect, bufferBounds: CellRect
  ) {
    layout = planned.layout
    stack = planned.stack
    options = planned.options
    plan = canvas
    visibleArea = area.intersection(bufferBounds)
    let columns = plan.cells.columns
    let rows = plan.cells.rows
    outline = CellRect(x: area.x, y: area.y, columns: columns + 2, rows: rows + 2)
    stackRect = CellRect(x: area.x + 1, y: area.y + 1, columns: columns, rows: rows)
    stackClip = stackRect.intersection(visibleArea)
    calloutsBelow = plan.calloutsGoBelow(
      axis: stack.axis, columns: visibleArea.maxX - area.x)
  }

  /// A view's cells in buffer coordinates (a marked line is one cell thick).
  func rect(of index: Int) -> CellRect? {
    guard var rect = plan.cells.frames[index] else { return nil }
    rect.x += stackRect.x
    rect.y += stackRect.y
    return rect.markedLine(inside: stackRect)
  }

  mutating func draw(into buffer: inout CellBuffer) -> CanvasHitMap {
    buffer.drawBorder(
      outline, style: CellStyle(dim: true), glyphs: glyphs, weight: .dashed, clip: visibleArea)
    drawMargins(into: &buffer)

    var viewRects = [CellRect?](repeating: nil, count: layout.views.count)
    var boxes: [(index: Int, rect: CellRect)] = []
    var lineViews: [(index: Int, rect: CellRect)] = []
    for index in layout.views.indices {
      guard let rect = rect(of: index) else { continue }
      if plan.lines.contains(index) {
        lineViews.append((index, rect))
      } else {
        boxes.append((index, rect))
      }
    }
    let drawn = boxes + lineViews
    // A box under others would not show: it is listed below instead.
    let shownBoxes =
      plan.covered.isEmpty ? boxes : boxes.filter { !plan.covered.contains($0.index) }
    for (index, rect) in shownBoxes {
      if plan.boxed {
        drawBox(index: index, rect: rect, into: &buffer)
      } else {
        drawCompact(index: index, rect: rect, into: &buffer)
      }
    }
    if plan.boxed {
      drawSpacingValues(into: &buffer)
      drawBaseline(boxes: shownBoxes, into: &buffer)
      for (index, rect) in shownBoxes {
        drawGhost(index: index, rect: rect, labelRows: nil, into: &buffer)
      }
      for (index, rect) in shownBoxes {
        let labelRows =
          plan.callouts.contains(where: { $0.index == index })
          ? [] : drawInsideLabels(index: index, rect: rect, into: &buffer)
        drawGhost(index: index, rect: rect, labelRows: labelRows, into: &buffer)
      }
    }
    for (index, rect) in lineViews { drawLine(index: index, rect: rect, into: &buffer) }
    if let selected = options.selectedIndex, plan.covered.contains(selected),
      let rect = rect(of: selected)
    {
      buffer.markSelected(rect, clip: stackClip)
    }
    for (index, rect) in drawn {
      let shown = rect.intersection(stackClip)
      viewRects[index] = shown.isEmpty ? nil : shown
    }
    drawOverflowMarks(drawn, into: &buffer)
    if stack.distribution == .equalCentering {
      for (index, rect) in drawn {
        drawCenterMarks(index: index, rect: rect, into: &buffer)
      }
    }
    var nextRow = outline.maxY
    nextRow = drawCallouts(into: &buffer, below: nextRow)
    nextRow = drawLegend(into: &buffer, row: nextRow)
    drawHiddenList(into: &buffer, row: nextRow)
    return CanvasHitMap(stackRect: stackRect, viewRects: viewRects, drawOrder: drawn.map(\.index))
  }

  // MARK: - Boxes

  func color(of index: Int) -> PaletteColor { CanvasPlan.color(of: index, stack: stack) }

  /// The style of view `index`'s box: its colour, bold all over when selected
  /// (in colour, a box is bold all over or not at all: a switch between bold
  /// and plain costs a terminal a full attribute reset at every label).
  func boxStyle(of index: Int) -> CellStyle {
    var style = color(of: index).boxStyle(mode)
    if mode != .monochrome { style.bold = options.selectedIndex == index }
    return style
  }

  /// Draws one view's box (fill and border) clipped to the stack's bounds.
  func drawBox(index: Int, rect: CellRect, into buffer: inout CellBuffer) {
    let color = color(of: index)
    let isSelected = options.selectedIndex == index
    let style = boxStyle(of: index)
    let fill: Character = mode == .monochrome ? color.fillCharacter(glyphs) : " "
    buffer.fill(rect, with: Cell(fill, style: style), clip: stackClip)
    var borderStyle = style
    borderStyle.bold = isSelected
    buffer.drawBorder(
      rect, style: borderStyle, glyphs: glyphs, weight: isSelected ? .heavy : .light,
      clip: stackClip)
    if mode == .monochrome || calloutsBelow {
      // The colour's letter, on the top border just inside the visible corner.
      let left = max(rect.x, stackClip.x) + 1
      if left < rect.maxX - 1 {
        buffer.put(
          String(color.letter), x: left, y: rect.y, style: borderStyle, maxWidth: 1,
          ellipsis: nil, clip: stackClip)
      }
    }
  }

  /// A compact view: a block of its colour's letter (the legend names it).
  func drawCompact(index: Int, rect: CellRect, into buffer: inout CellBuffer) {
    var style = boxStyle(of: index)
    if options.selectedIndex == index {
      style.reverse = true
      style.bold = true
    }
    buffer.fill(rect, with: Cell(color(of: index).letter, style: style), clip: stackClip)
  }

  /// A view of length 0 (or one that rounds to no cells) on an axis: a heavy
  /// line in its colour where it sits (`━`, `┃`; `=`, `|` in ASCII), starting
  /// with its colour's letter (`R━━━━`); its name and size are a callout.
  func drawLine(index: Int, rect: CellRect, into buffer: inout CellBuffer) {
    var style = color(of: index).accentStyle(mode)
    if options.selectedIndex == index { style.reverse = true }
    let flat = plan.cells.frames[index].map { $0.rows == 0 } ?? true
    let glyph: Character = flat ? (unicode ? "━" : "=") : (unicode ? "┃" : "|")
    guard plan.boxed else {
      // Among compact blocks a line lies on the row (or column) of the view
      // after it, which may be that view's only one: it is drawn only over
      // what no block takes, and marked by its letter at its start, so that
      // the blocks it lies on still show.
      let hatch = Cell(glyphs.marginHatch, style: CellStyle(dim: true))
      let shown = rect.intersection(stackClip)
      for y in shown.y..<shown.maxY {
        for x in shown.x..<shown.maxX where buffer[x, y] == .blank || buffer[x, y] == hatch {
          buffer[x, y] = Cell(glyph, style: style)
        }
      }
      buffer.put(
        String(color(of: index).letter), x: rect.x, y: rect.y, style: style, maxWidth: 1,
        ellipsis: nil, clip: stackClip)
      return
    }
    buffer.fill(rect, with: Cell(glyph, style: style), clip: stackClip)
    // The colour's letter at its start, so that neighbouring lines stay apart.
    if max(rect.columns, rect.rows) >= 2 {
      buffer.put(
        String(color(of: index).letter), x: rect.x, y: rect.y, style: style, maxWidth: 1,
        ellipsis: nil, clip: stackClip)
    }
  }

  /// Writes a view's name, size and intrinsic size inside its box, centred,
  /// as many lines as fit (the plan put the labels of smaller boxes outside).
  /// Returns the rows the labels took.
  @discardableResult
  func drawInsideLabels(index: Int, rect: CellRect, into buffer: inout CellBuffer) -> Set<Int> {
    let style = boxStyle(of: index)
    let view = layout.views[index]
    if var run = plan.labelRuns[index] {
      // Partly covered: name and size on one line, on the cells it shows.
      run.x += stackRect.x
      run.y += stackRect.y
      var lines = [view.name, CanvasPlan.sizeText(view.frame)].filter { !$0.isEmpty }
      if run.rows == 1 { lines = [lines.joined(separator: " ")] }
      for (number, line) in lines.enumerated() {
        let width = displayWidth(of: line)
        var lineStyle = style
        if mode == .monochrome { lineStyle.bold = number == 0 }
        let left = run.x + (run.columns - width) / 2
        let clip = run.intersection(stackClip)
        buffer.put(
          line, x: left, y: run.y + number, style: lineStyle, maxWidth: run.columns,
          ellipsis: nil, clip: clip)
        // A space on each side when there is room, as in a whole box.
        guard width + 2 <= run.columns else { continue }
        for x in [left - 1, left + width] {
          buffer.put(
            " ", x: x, y: run.y + number, style: style, maxWidth: 1, ellipsis: nil, clip: clip)
        }
      }
      return Set(run.y..<(run.y + lines.count))
    }
    let area = rect.insetBy(1).intersection(stackClip)
    guard area.columns > 0, area.rows > 0 else { return [] }
    var lines = [view.name, CanvasPlan.sizeText(view.frame)].filter { !$0.isEmpty }
    if area.rows == 1 { lines = [lines.joined(separator: " ")] }
    if area.rows >= 3,
      let intrinsic = ghost(index: index, rect: rect)?.labels.first(where: {
        displayWidth(of: $0) <= area.columns
      })
    {
      lines.append(intrinsic)
    }
    lines = Array(lines.prefix(area.rows))
    // Centred, else kept off the dotted line of the intrinsic height.
    let top =
      ghost(index: index, rect: rect)?.labelTop(count: lines.count, area: area)
      ?? area.y + (area.rows - lines.count) / 2
    for (number, line) in lines.enumerated() {
      let width = min(displayWidth(of: line), area.columns)
      let left = area.x + (area.columns - width) / 2
      var lineStyle = style
      if mode == .monochrome { lineStyle.bold = number == 0 }
      buffer.put(
        line, x: left, y: top + number, style: lineStyle, maxWidth: area.columns,
        ellipsis: glyphs.ellipsis, clip: area)
      // A space on each side when there is room for both, so text stands out of a
      // fill pattern.
      guard width + 2 <= area.columns else { continue }
      for x in [left - 1, left + width] {
        buffer.put(" ", x: x, y: top + number, style: style, maxWidth: 1, ellipsis: nil, clip: area)
      }
    }
    return Set(top..<(top + lines.count))
  }

  // MARK: - Why: intrinsic ghosts, spacing, baseline

  /// View `index`'s intrinsic size against its frame, in its box `rect`
  /// (`nil` for an index the stack does not have).
  func ghost(index: Int, rect: CellRect) -> IntrinsicGhost? {
    guard stack.arrangedSubviews.indices.contains(index) else { return nil }
    return IntrinsicGhost(
      intrinsic: stack.arrangedSubviews[index].intrinsicSize, frame: layout.views[index].frame,
      rect: rect, viewport: viewport, glyphs: glyphs)
  }

  /// Shows a view's intrinsic size against its frame (see ``IntrinsicGhost``),
  /// in two passes: the lines before the labels (`labelRows` nil), the
  /// amounts after them (`labelRows`: the rows the labels took).
  func drawGhost(
    index: Int, rect: CellRect, labelRows: Set<Int>?, into buffer: inout CellBuffer
  ) {
    ghost(index: index, rect: rect)?.draw(
      style: boxStyle(of: index), mode: mode, labelRows: labelRows, clip: stackClip,
      into: &buffer)
  }

  /// Writes the spacing between neighbouring views in the gap, where it fits.
  func drawSpacingValues(into buffer: inout CellBuffer) {
    guard layout.views.count <= CanvasPlan.detailLimit else { return }
    let horizontal = stack.axis == .horizontal
    let visible = layout.views.indices.filter { !layout.views[$0].isHidden }
      .sorted { a, b in
        horizontal
          ? layout.views[a].frame.x < layout.views[b].frame.x
          : layout.views[a].frame.y < layout.views[b].frame.y
      }
    let style = CellStyle(dim: true)
    for (a, b) in zip(visible, visible.dropFirst()) {
      guard let first = plan.cells.frames[a], let second = plan.cells.frames[b] else { continue }
      let frameA = layout.views[a].frame
      let frameB = layout.views[b].frame
      let gap = horizontal ? frameB.x - frameA.maxX : frameB.y - frameA.maxY
      guard gap > 1e-9 else { continue }
      let text = formatNumber(gap)
      let width = displayWidth(of: text)
      if horizontal {
        let start = first.maxX
        let cells = second.x - start
        guard cells >= width else { continue }
        let x = stackRect.x + start + (cells - width) / 2
        let y = stackRect.y + (plan.cells.rows - 1) / 2
        buffer.put(text, x: x, y: y, style: style, maxWidth: width, ellipsis: nil, clip: stackClip)
      } else {
        let start = first.maxY
        let cells = second.y - start
        guard cells >= 1, width <= plan.cells.columns else { continue }
        let x = stackRect.x + (plan.cells.columns - width) / 2
        let y = stackRect.y + start + (cells - 1) / 2
        buffer.put(text, x: x, y: y, style: style, maxWidth: width, ellipsis: nil, clip: stackClip)
      }
    }
  }

  /// With first or last baseline alignment, draws the shared baseline as a
  /// dotted line (`┄`, `-` in ASCII) across the stack, in the gaps and inside
  /// the boxes (not over their borders).
  func drawBaseline(boxes: [(index: Int, rect: CellRect)], into buffer: inout CellBuffer) {
    guard stack.axis == .horizontal,
      stack.alignment == .firstBaseline || stack.alignment == .lastBaseline
    else { return }
    let first = stack.alignment == .firstBaseline
    var baseline: Double?
    for index in layout.views.indices where !layout.views[index].isHidden {
      guard stack.arrangedSubviews.indices.contains(index) else { continue }
      let view = stack.arrangedSubviews[index]
      if let offset = first ? view.firstBaseline : view.lastBaseline {
        baseline = layout.views[index].frame.y + offset
        break
      }
    }
    guard let baseline else { return }
    let y = stackRect.y + min(max(viewport.cellIndex(y: baseline), 0), plan.cells.rows - 1)
    guard y >= stackClip.y, y < stackClip.maxY else { return }
    let glyph: Character = unicode ? "┄" : "-"
    for x in stackClip.x..<stackClip.maxX {
      let box = boxes.last { $0.rect.contains(x: x, y: y) }
      if let box {
        let inner = box.rect.insetBy(1)
        guard inner.contains(x: x, y: y) else { continue }
      }
      var cell = buffer[x, y]
      cell.character = glyph
      cell.isContinuation = false
      if box == nil { cell.style = CellStyle(dim: true) }
      buffer[x, y] = cell
    }
  }

  // MARK: - Labels outside the boxes

  /// Writes the callouts: for a vertical stack to the right of the outline on
  /// the box's middle row, for a horizontal one on a row each below the
  /// outline (the rightmost box on the first row); a dim leader (`─`, `│`)
  /// joins each to its box through free cells. Returns the row below them.
  func drawCallouts(into buffer: inout CellBuffer, below row: Int) -> Int {
    guard !plan.callouts.isEmpty else { return row }
    func isFree(_ x: Int, _ y: Int) -> Bool {
      buffer[x, y] == .blank
    }
    if calloutsBelow {
      // A row each, in arrangement order, lettered like a legend.
      for (number, callout) in plan.callouts.enumerated() {
        let letter = String(color(of: callout.index).letter)
        drawCalloutText(
          index: callout.index, text: callout.text, x: outline.x, y: row + number,
          letter: letter, into: &buffer)
      }
      return row + plan.callouts.count
    }
    if stack.axis == .vertical {
      var used: Set<Int> = []
      for (index, text) in plan.callouts {
        guard let rect = calloutAnchor(of: index) else { continue }
        // The box's middle row, else the nearest free row (a line of length 0
        // can share its row with a neighbour's).
        let candidates = OutsideLabel.rowsOutward(
          from: rect.y + (rect.rows - 1) / 2, count: 2 * max(outline.rows, rect.rows) + 2)
        guard let y = candidates.first(where: { !used.contains($0) }) else { continue }
        used.insert(y)
        let x = outline.maxX + 1
        OutsideLabel.drawLeader(
          across: true,
          at: clampedRange(rect.maxX, outline.maxX - 1).filter { isFree($0, y) }.map { ($0, y) },
          glyphs: glyphs, into: &buffer, clip: visibleArea)
        drawCalloutText(index: index, text: text, x: x, y: y, into: &buffer)
      }
      return row
    }
    let ordered = plan.callouts.sorted { a, b in
      (calloutAnchor(of: a.index)?.x ?? 0) > (calloutAnchor(of: b.index)?.x ?? 0)
    }
    for (number, callout) in ordered.enumerated() {
      guard let rect = calloutAnchor(of: callout.index) else { continue }
      let y = row + number
      let x = rect.x
      OutsideLabel.drawLeader(
        across: false, at: clampedRange(rect.maxY, y).filter { isFree(x, $0) }.map { (x, $0) },
        glyphs: glyphs, into: &buffer, clip: visibleArea)
      drawCalloutText(index: callout.index, text: callout.text, x: x, y: y, into: &buffer)
    }
    return row + ordered.count
  }

  /// The cells view `index`'s callout is joined to, in buffer coordinates:
  /// a marked line's cells, else the part of its box inside the stack's
  /// bounds (a box cut off by an edge is joined where it shows).
  func calloutAnchor(of index: Int) -> CellRect? {
    guard let rect = rect(of: index) else { return nil }
    return plan.lines.contains(index) ? rect : rect.intersection(stackRect)
  }

  /// Writes a callout's text at `x`, `y`: whole where it fits the area, else
  /// the name alone (the size dropped before the name is cut), else the name
  /// shortened.
  /// A `letter` goes before the text (`G medium 375x100`).
  func drawCalloutText(
    index: Int, text: String, x: Int, y: Int, letter: String? = nil,
    into buffer: inout CellBuffer
  ) {
    var style = color(of: index).accentStyle(mode)
    if options.selectedIndex == index { style.reverse = true }
    let room = max(0, visibleArea.maxX - x)
    let name = layout.views[index].name
    let prefix = letter.map { $0 + " " } ?? ""
    let shown =
      displayWidth(of: prefix + text) <= room || name.isEmpty ? prefix + text : prefix + name
    buffer.put(
      shown, x: x, y: y, style: style, maxWidth: room,
      ellipsis: glyphs.ellipsis, clip: visibleArea)
  }

  /// The legend of a compact stack, below the outline (and the callouts).
  func drawLegend(into buffer: inout CellBuffer, row: Int) -> Int {
    let room = max(0, visibleArea.maxX - outline.x)
    for (offset, whole) in plan.legend.enumerated() {
      // One view per line: the size goes before the name is cut.
      let line =
        displayWidth(of: whole) > room && plan.legendShort.indices.contains(offset)
        ? plan.legendShort[offset] : whole
      buffer.put(
        line, x: outline.x, y: row + offset, style: .plain,
        maxWidth: max(0, visibleArea.maxX - outline.x), ellipsis: glyphs.ellipsis,
        clip: visibleArea)
    }
    return row + plan.legend.count
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

  /// Marks, on the outline, each edge of the stack that cuts a view off,
  /// beside the rows or columns of that view on show: in each cell, the mark
  /// of the last view drawn there (the one on top), in its colour. The views
  /// are taken from the top down and each cell of an edge is marked once
  /// (``EdgeCells``), so that the cost grows with the views and the cells on
  /// show, not with their product (18,502 views past a row's trailing edge
  /// took 4 s, a mark for every view on every row).
  func drawOverflowMarks(_ drawn: [(index: Int, rect: CellRect)], into buffer: inout CellBuffer) {
    let size = layout.size
    let tolerance = 1e-6
    // Only the rows and columns that can be seen, so that the cost grows with
    // the cells on show, not with the stack's length.
    let rows = clampedRange(
      max(stackRect.y, visibleArea.y), min(stackRect.maxY, visibleArea.maxY))
    let columns = clampedRange(
      max(stackRect.x, visibleArea.x), min(stackRect.maxX, visibleArea.maxX))
    // Trailing, leading (beside rows), bottom, top (beside columns).
    let edges: [GlyphSet.Edge] = [.trailing, .leading, .bottom, .top]
    var cells = edges.indices.map { EdgeCells(count: $0 < 2 ? rows.count : columns.count) }
    for (index, rect) in drawn.reversed() {
      guard cells.contains(where: { $0.left > 0 }) else { break }
      let frame = layout.views[index].frame
      let cut = [
        frame.maxX > size.width + tolerance, frame.x < -tolerance,
        frame.maxY > size.height + tolerance, frame.y < -tolerance,
      ]
      let style = color(of: index).accentStyle(mode)
      for (number, edge) in edges.enumerated() where cut[number] && cells[number].left > 0 {
        let besideRows = number < 2
        let range = besideRows ? rows : columns
        let first = max(besideRows ? rect.y : rect.x, range.lowerBound) - range.lowerBound
        let end = min(besideRows ? rect.maxY : rect.maxX, range.upperBound) - range.lowerBound
        guard first < end else { continue }
        let mark = String(glyphs.overflowMark(edge))
        cells[number].mark(first..<end) { offset in
          let position = range.lowerBound + offset
          let x =
            besideRows ? (edge == .trailing ? outline.maxX - 1 : outline.x) : position
          let y = besideRows ? position : (edge == .bottom ? outline.maxY - 1 : outline.y)
          buffer.put(mark, x: x, y: y, style: style, maxWidth: 1, ellipsis: nil, clip: visibleArea)
        }
      }
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

  /// Lists the hidden views, then the shown views no cell of the stack's
  /// bounds shows (``CanvasPlan/unseen``), then those under others
  /// (``CanvasPlan/covered``), on `row`, shortened to the area.
  func drawHiddenList(into buffer: inout CellBuffer, row y: Int) {
    let hidden = layout.views.indices.filter { layout.views[$0].isHidden }
    guard !hidden.isEmpty || !plan.unseen.isEmpty || !plan.covered.isEmpty else { return }
    var segments: [(text: String, style: CellStyle)] = []
    for (prefix, indices) in [
      (StackCanvas.hiddenPrefix, hidden), (StackCanvas.outsidePrefix, plan.unseen),
      (StackCanvas.coveredPrefix, plan.covered),
    ] where !indices.isEmpty {
      if !segments.isEmpty { segments.append((StackCanvas.outsideGap, .plain)) }
      segments.append((prefix, CellStyle(dim: true)))
      for (number, index) in indices.enumerated() {
        if number > 0 { segments.append((StackCanvas.hiddenSeparator, .plain)) }
        var style = color(of: index).accentStyle(mode)
        style.reverse = options.selectedIndex == index
        segments.append((layout.views[index].name, style))
      }
    }
    buffer.putList(segments, x: outline.x, y: y, ellipsis: glyphs.ellipsis, clip: visibleArea)
  }
}

/// A run of cells marked from the top view or leaf down, each once (an edge
/// of a stack's outline; a picture's cells, row after row, in
/// ``SwiftUIPainter/coveredLeaves(_:viewport:)``): the next unmarked cell at
/// or after a position is found
/// in near-constant time (each points on to the next unmarked one, the
/// pointers shortened as they are followed).
struct EdgeCells {
  /// `next[i]`: a position at or before the first unmarked cell at or after
  /// `i`; `count` (a sentinel) when there is none.
  private var next: [Int]
  /// How many cells are not marked yet.
  private(set) var left: Int

  init(count: Int) {
    next = Array(0...max(0, count))
    left = max(0, count)
  }

  /// The first unmarked position at or after `position`.
  private mutating func find(_ position: Int) -> Int {
    var root = position
    while next[root] != root { root = next[root] }
    var current = position
    while next[current] != root {
      let following = next[current]
      next[current] = root
      current = following
    }
    return root
  }

  /// Marks every unmarked position in `range`, calling `body` with each.
  mutating func mark(_ range: Range<Int>, _ body: (Int) -> Void) {
    var position = find(range.lowerBound)
    while position < range.upperBound {
      body(position)
      next[position] = position + 1
      left -= 1
      position = find(position + 1)
    }
  }
}
