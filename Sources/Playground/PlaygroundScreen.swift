import StackLayout
import StackRender
import StackScene

/// A drawn screen: the cells, and where the views landed for mouse clicks.
public struct DrawnScreen: Hashable, Sendable {
  public var buffer: CellBuffer
  /// Where the canvas drew each view; `nil` when no canvas was drawn (help, too
  /// small, SwiftUI mode).
  public var hitMap: CanvasHitMap?
  /// SwiftUI mode: the cells of each child of the root (the whole child with its
  /// modifiers, clipped to the root), by child index; later children are on top.
  public var childRects: [CellRect?] = []
  /// How many points (cells, in a cell scene) one column and one row of the
  /// canvas stand for; 0 when no canvas was drawn. A drag turns cells back
  /// into lengths with them.
  public var unitsPerColumn: Double = 0
  public var unitsPerRow: Double = 0
  /// SwiftUI mode: the cells of the root (inside its outline), for drags of its edge.
  public var rootRect: CellRect? = nil
  /// How far the picture on show can be panned (0 when it fits the canvas):
  /// the app stops ``PlaygroundState/pan`` there after each drawing.
  public var panLimit = PanOffset()
  /// The canvas's cells on screen, when a picture was drawn: a zoomed-in
  /// picture runs on past them (under the inspector, the status line), and a
  /// press there starts no drag of an edge that is not on show.
  public var canvas: CellRect? = nil
  /// How many steps of the zoom ladder the scale that fits is below the one
  /// the size alone fits (``PlaygroundScreen/fitWholePicture(from:steps:room:searches:plan:)``):
  /// `m` keeps it (``PlaygroundState/fitAnchorSteps``), with the steps the
  /// picture took further down to name every box (``namingSteps``).
  public var fitSteps = 0
  /// Of ``fitSteps``, the steps the picture took below the scale that fits
  /// it whole to name every box
  /// (``PlaygroundScreen/drawPictureNamingEveryBox(into:canvas:room:fitted:zoom:zoomNamingSteps:searches:boxes:draw:)``).
  public var namingSteps = 0

  /// The index of the view (UIKit) or root child (SwiftUI) drawn at a cell, if any.
  public func viewIndex(atColumn column: Int, row: Int) -> Int? {
    if let hitMap { return hitMap.viewIndex(atColumn: column, row: row) }
    return childRects.indices.reversed().first {
      childRects[$0]?.contains(x: column, y: row) ?? false
    }
  }
}

/// Draws the whole playground screen from a state.
///
/// ```
/// axis: horizontal  distribution: fill  alignment: center  spacing: 8  stack: 300x120 pinned
///  ╭╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╮      the canvas
///  ╎┏━━━━━━━━━━━━━━━━━━━━━┓ ┌──────────┐ ┌──────┐╎
///  ...
/// ▶ red (1 of 3)  intrinsic 60x40  frame 144x40 at 0,40         the inspector
/// hugging h 250 v 250   compression h 750 v 750   hidden no   spacing after -
/// width: stretched by 94: lowest hugging priority (250), tied with 2 others, ...
/// height: keeps its intrinsic height 40, centred (alignment center)
/// (message or prompt, 1 to 3 rows)                              the message area
/// = edit intrinsic width  i/I field  Tab select  ...  q quit  ? help   key hints
/// ```
public enum PlaygroundScreen {
  /// The smallest window the playground draws in; a smaller one gets a message
  /// saying how large it must be.
  public static let minimumSize = (columns: 60, rows: 16)

  /// Rows below the canvas at the least: inspector (2), reasons (3), message
  /// (1, up to ``maxMessageRows``), hints (1).
  static let bottomRows = 7

  /// Draws `state` into a `columns` × `rows` screen.
  public static func draw(
    _ state: PlaygroundState, columns: Int, rows: Int, colorMode: ColorMode, glyphs: GlyphSet
  ) -> DrawnScreen {
    draw(
      state, columns: columns, rows: rows, colorMode: colorMode, glyphs: glyphs, allowsBeside: true)
  }

  /// Draws `state`; without `allowsBeside` the inspector always goes below the
  /// canvas (the tour writes its caption over those rows).
  static func draw(
    _ state: PlaygroundState, columns: Int, rows: Int, colorMode: ColorMode, glyphs: GlyphSet,
    allowsBeside: Bool
  ) -> DrawnScreen {
    var buffer = CellBuffer(columns: columns, rows: rows)
    guard columns >= minimumSize.columns, rows >= minimumSize.rows else {
      drawTooSmall(
        into: &buffer,
        question: state.isAskingToQuit ? Localization.quitQuestion(state.language) : nil)
      return DrawnScreen(buffer: buffer, hitMap: nil)
    }
    if state.isShowingHelp {
      drawHelp(state, into: &buffer, glyphs: glyphs)
      return DrawnScreen(buffer: buffer, hitMap: nil)
    }
    if let drawn = drawFullScreenPanel(state, into: &buffer, colorMode: colorMode, glyphs: glyphs) {
      return drawn
    }
    if state.isSwiftUI {
      return drawSwiftUI(
        state, into: buffer, colorMode: colorMode, glyphs: glyphs, allowsBeside: allowsBeside)
    }

    // The whole tree: a nested stack's views are laid out with the root's.
    let layout = state.rootStack.layout()
    let fields = statusFields(state, layout)
    let statusRows = drawStatus(
      fields, highlight: statusHighlight(state, fields), into: &buffer)
    let canvasTop = statusRows
    let bottomRows = bottomRows(state, columns: columns, glyphs: glyphs)
    let canvasRows = rows - statusRows - bottomRows
    let canvasArea = CellRect(x: 0, y: canvasTop, columns: columns, rows: canvasRows)
    if state.panel == .constraints {
      ConstraintPanel.draw(state, into: &buffer, area: canvasArea, glyphs: glyphs)
      drawInspector(state, layout, into: &buffer, top: rows - bottomRows, glyphs: glyphs)
      drawMessageAndHints(state, into: &buffer, glyphs: glyphs)
      return DrawnScreen(buffer: buffer, hitMap: nil)
    }
    if let why = layout.notLaidOut {
      // Too many views for the constraint solver: say so where the stack would be.
      let lines = wrap(why, width: max(1, canvasArea.columns - 2))
      for (offset, line) in lines.prefix(canvasArea.rows).enumerated() {
        buffer.put(
          line, x: canvasArea.x + 1, y: canvasArea.y + offset, maxWidth: canvasArea.columns - 1)
      }
      drawInspector(state, layout, into: &buffer, top: rows - bottomRows, glyphs: glyphs)
      drawMessageAndHints(state, into: &buffer, glyphs: glyphs)
      return DrawnScreen(buffer: buffer, hitMap: nil)
    }
    let (fitArrangement, base) = arrange(
      columns: columns, rows: rows, statusRows: statusRows, bottomRows: bottomRows,
      size: state.fitAnchor ?? layout.size, unit: state.scene.unit, allowsBeside: allowsBeside)
    // The canvas before a message of several rows gives any back.
    let fitCanvas = fitArrangement.canvas
    // Planned once per scale, for the size and the drawing.
    func planned(_ viewport: Viewport) -> (
      planned: StackCanvas.Plan, needed: (columns: Int, rows: Int)
    ) {
      let options = CanvasOptions(
        viewport: viewport, colorMode: colorMode, glyphs: glyphs,
        selectedIndex: state.stack.arrangedSubviews.isEmpty ? nil : state.selectedRank,
        namesBesideWithin: fitCanvas.columns)
      let plan = StackCanvas.Plan(layout: layout, stack: state.rootStack, options: options)
      // A list below the picture wider than the canvas is shortened to it (as
      // in the SwiftUI mode): panning across it would show empty rows with
      // arrows on them (the nested stacks of a long list of cards, each less
      // than a cell at the scale that shows it all, listed as outside).
      return (
        plan, plan.requiredSize(listLimit: fitCanvas.columns, calloutsWithin: fitCanvas.columns)
      )
    }
    let room = fitRoom(fitCanvas, statusRows: statusRows, bottomRows: bottomRows)
    let searches = layout.views.count <= wholePictureFitLimit
    let fitted = fitWholePicture(
      from: base, steps: state.fitAnchor == nil ? 0 : state.fitAnchorSteps, room: room,
      searches: searches, plan: planned)
    let boxes = UnnamedBoxes.boxes(of: state.rootStack)
    let (arrangement, (hitMap, limit, viewport, namingSteps)) = drawPicture(
      state, into: &buffer, fit: fitArrangement, needed: fitted.needed,
      messageRows: bottomRows - Self.bottomRows, screenRows: rows, glyphs: glyphs, room: room,
      fitted: fitted.viewport, searches: searches, boxes: boxes
    ) { viewport, buffer, canvas in
      let (plan, needed) =
        viewport == fitted.viewport ? (fitted.planned, fitted.needed) : planned(viewport)
      return drawPictureNamingBoxes(
        into: &buffer, canvas: canvas, needed: needed, pan: state.pan, boxes: boxes,
        colorMode: colorMode, glyphs: glyphs
      ) { picture, area in
        // A name with no place beside or below its box may go on the canvas's
        // blank cells left of the picture.
        StackCanvas.draw(plan, into: &picture, area: area, namesArea: picture.bounds)
      }
    }
    let canvas = arrangement.canvas

    drawInspectorArea(
      arrangement, into: &buffer, glyphs: glyphs,
      reservedBelow: arrangement.messageArea.map { rows - $0.y } ?? bottomRows - inspectorRows
    ) { target, top, rows in
      drawInspector(state, layout, into: &target, top: top, glyphs: glyphs, rows: rows)
    }
    drawMessageAndHints(state, into: &buffer, glyphs: glyphs, area: arrangement.messageArea)
    return DrawnScreen(
      buffer: buffer, hitMap: hitMap.offsetBy(columns: canvas.x, rows: canvas.y),
      unitsPerColumn: 1 / viewport.cellsPerUnitX, unitsPerRow: 1 / viewport.cellsPerUnitY,
      panLimit: limit, canvas: canvas, fitSteps: fitted.steps + namingSteps,
      namingSteps: namingSteps)
  }

  // MARK: Status line

  /// The status line's fields, in UIKit's own names:
  /// `axis: horizontal`, `distribution: fill`, `alignment: center`, `spacing: 8`,
  /// `stack: 300x120 pinned`. Inside a nested stack the first field is the
  /// stack being edited, `editing: root › text`, and the others are that
  /// stack's, except `stack:`, the root's size.
  public static func statusFields(_ state: PlaygroundState, _ layout: StackViewLayout) -> [String] {
    let stack = state.stack
    let root = state.rootStack
    let size = "\(formatNumber(layout.size.width))x\(formatNumber(layout.size.height))"
    let pinning: String
    switch (root.size.width != nil, root.size.height != nil) {
    case (true, true): pinning = "pinned"
    case (true, false): pinning = "width pinned"
    case (false, true): pinning = "height pinned"
    case (false, false): pinning = "fits content"
    }
    let path = state.validUIKitPath
    var fields = path.isEmpty ? [] : ["editing: \(state.stackPathText(path))"]
    fields += [
      "axis: \(stack.axis.rawValue)",
      "distribution: \(stack.distribution.rawValue)",
      "alignment: \(stack.alignment.name(for: stack.axis))",
      "spacing: \(formatNumber(stack.spacing))",
      "stack: \(size) \(pinning)",
    ]
    if stack.layoutMargins != .zero || stack.isLayoutMarginsRelativeArrangement {
      fields.append("margins: \(PlaygroundState.marginsText(stack.layoutMargins))")
    }
    if stack.isLayoutMarginsRelativeArrangement { fields.append("margins-relative") }
    if stack.isBaselineRelativeArrangement { fields.append("baseline-relative") }
    if state.scene.unit == .cell { fields.append("unit: cell") }
    return fields
  }

  /// A part of a status field drawn as the focus: `offset` columns into field
  /// `field`, `width` columns wide.
  struct StatusHighlight {
    var field: Int
    var offset: Int
    var width: Int
  }

  /// The style of the focused field: reverse video, and on the status line
  /// (itself reversed) plain, both bold and underlined so they read in any
  /// terminal.
  static let focusStyle = CellStyle(bold: true, reverse: true, underline: true)
  static let statusFocusStyle = CellStyle(bold: true, underline: true)

  /// Draws the status line (two rows when the fields do not fit one) and returns
  /// how many rows it took; `highlight` is the focus, when it is on the line.
  static func drawStatus(
    _ fields: [String], highlight: StatusHighlight? = nil, into buffer: inout CellBuffer
  ) -> Int {
    let style = CellStyle(bold: true, reverse: true)
    var lines: [String] = [""]
    var places: [(row: Int, x: Int)] = []
    for field in fields {
      let current = lines[lines.count - 1]
      let candidate = current.isEmpty ? field : current + "  " + field
      if displayWidth(of: candidate) <= buffer.columns || current.isEmpty {
        places.append((lines.count - 1, current.isEmpty ? 0 : displayWidth(of: current) + 2))
        lines[lines.count - 1] = candidate
      } else {
        places.append((lines.count, 0))
        lines.append(field)
      }
    }
    for (row, line) in lines.prefix(2).enumerated() {
      buffer.fill(
        CellRect(x: 0, y: row, columns: buffer.columns, rows: 1), with: Cell(" ", style: style))
      buffer.put(line, x: 0, y: row, style: style, maxWidth: buffer.columns)
    }
    if let highlight, places.indices.contains(highlight.field),
      places[highlight.field].row < 2
    {
      let place = places[highlight.field]
      let x = place.x + highlight.offset
      for column in x..<min(buffer.columns, x + highlight.width) {
        buffer[column, place.row].style = statusFocusStyle
      }
    }
    return min(lines.count, 2)
  }

  /// Where the focus is on the UIKit status line, if it is there.
  static func statusHighlight(_ state: PlaygroundState, _ fields: [String]) -> StatusHighlight? {
    // Inside a nested stack, `editing: root › text` comes first.
    let shift = state.validUIKitPath.isEmpty ? 0 : 1
    switch state.focus {
    case .spacing:
      return StatusHighlight(
        field: 3 + shift, offset: 0, width: displayWidth(of: fields[3 + shift]))
    case .stackWidth, .stackHeight:
      // `stack: 300x120 pinned`
      let size = fields[4 + shift].dropFirst("stack: ".count).prefix { $0 != " " }
      let parts = size.split(separator: "x", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { return nil }
      return state.focus == .stackWidth
        ? StatusHighlight(field: 4 + shift, offset: 7, width: displayWidth(of: parts[0]))
        : StatusHighlight(
          field: 4 + shift, offset: 7 + displayWidth(of: parts[0]) + 1,
          width: displayWidth(of: parts[1]))
    case .margins:
      // `margins: 8` or `margins: 8 4 8 4`
      guard let index = fields.firstIndex(where: { $0.hasPrefix("margins: ") }) else { return nil }
      let value = fields[index].dropFirst("margins: ".count)
      return StatusHighlight(field: index, offset: 9, width: displayWidth(of: String(value)))
    default:
      return nil
    }
  }

  // MARK: Inspector

  /// Draws the inspector from row `top`: below the canvas, five rows across
  /// the screen; beside it (`rows` given), wrapped over up to `rows` rows
  /// (see ``InspectorFlow``).
  static func drawInspector(
    _ state: PlaygroundState, _ layout: StackViewLayout, into buffer: inout CellBuffer, top: Int,
    glyphs: GlyphSet, rows: Int? = nil
  ) {
    let width = buffer.columns
    let ellipsis = glyphs.ellipsis
    let separator = CellStyle(dim: true)
    buffer.fill(
      CellRect(x: 0, y: top, columns: width, rows: 1),
      with: Cell(glyphs == .unicode ? "─" : "-", style: separator))
    guard let view = state.selectedView else {
      buffer.put(" no views: n adds one ", x: 2, y: top, style: CellStyle(bold: true))
      return
    }
    if let rows {
      drawInspectorBeside(state, layout, view, into: &buffer, top: top, rows: rows, glyphs: glyphs)
      return
    }
    let index = state.selectedRank
    let frame = layout.views[index].frame
    let count = state.stack.arrangedSubviews.count
    let marker = glyphs == .unicode ? "▶" : ">"
    let intrinsic = sizeText(view.intrinsicSize)
    let prefix =
      " \(marker) \(inspectorName(state, view, glyphs)) (\(state.selection + 1) of \(count))  intrinsic "
    let plainTitle =
      prefix + intrinsic
      + "  frame \(formatNumber(frame.width))x\(formatNumber(frame.height))"
      + " at \(formatNumber(frame.x)),\(formatNumber(frame.y)) "
    let baselines = baselineText(view, room: width - 2 - displayWidth(of: plainTitle))
    let title = plainTitle + baselines
    if state.focus == .firstBaseline || state.focus == .lastBaseline {
      let part = baselinePart(view, in: baselines, first: state.focus == .firstBaseline)
      restyle(
        &buffer, x: 1 + displayWidth(of: plainTitle) + part.offset, y: top, width: part.width,
        limit: width - 2, style: focusStyle)
    }
    buffer.put(
      title, x: 1, y: top, style: CellStyle(bold: true), maxWidth: width - 2, ellipsis: ellipsis)
    if state.focus == .intrinsicAlong || state.focus == .intrinsicAcross {
      let axis = state.focus == .intrinsicAlong ? state.stack.axis : state.stack.axis.cross
      let part = sizePart(view.intrinsicSize, axis)
      restyle(
        &buffer, x: 1 + displayWidth(of: prefix) + part.offset, y: top, width: part.width,
        limit: width - 2, style: focusStyle)
    }

    // Priorities: the axis the priority keys act on is underlined.
    var column = 0
    let row = top + 1
    func put(_ text: String, _ style: CellStyle = .plain) {
      column += buffer.put(text, x: column, y: row, style: style, maxWidth: max(0, width - column))
    }
    // The focused one (h on hugging, say) in the focus style.
    let fields = PriorityFields(state, view)
    let style = fields.style
    let (hugging, compression) = (fields.hugging, fields.compression)
    let (spacingAfter, hidden) = (fields.spacingAfter, fields.hidden)
    // In a narrow window, shorter words, so that every field stays on screen.
    let full =
      "hugging h \(hugging.0) v \(hugging.1)   compression h \(compression.0) v \(compression.1)"
      + "   hidden \(hidden)   spacing after \(spacingAfter)"
    let narrow = displayWidth(of: full) > width
    let gap = narrow ? "  " : "   "
    put(narrow ? "hug " : "hugging ")
    put("h \(hugging.0)", style(.hugging, .horizontal))
    put(" ")
    put("v \(hugging.1)", style(.hugging, .vertical))
    put(gap + (narrow ? "comp " : "compression "))
    put("h \(compression.0)", style(.compressionResistance, .horizontal))
    put(" ")
    put("v \(compression.1)", style(.compressionResistance, .vertical))
    put(gap + "hidden \(hidden)" + gap)
    put((narrow ? "after " : "spacing after ") + spacingAfter, fields.spacingAfterStyle)

    // Why: the solver's reasons, wrapped over three rows.
    let reasons = reasonLines(state, layout, index)
    let along = wrap(reasons.along, width: width)
    var lines = along + wrap(reasons.across, width: width)
    if lines.count > 3 {
      // Keep the along-axis reason whole if possible; cut the across one.
      let acrossRows = max(1, 3 - along.count)
      lines =
        Array(along.prefix(3 - acrossRows)) + [
          truncate(reasons.across, toWidth: width, ellipsis: ellipsis)
        ]
    }
    for (offset, line) in lines.prefix(3).enumerated() {
      buffer.put(line, x: 0, y: top + 2 + offset, maxWidth: width, ellipsis: ellipsis)
    }
  }

  /// Where the length along `axis` is in ``sizeText(_:)``: `60` of `60x40`,
  /// `no height` of `width 60, no height`, all of `none`; in columns.
  static func sizePart(_ size: PartialSize, _ axis: Axis) -> (offset: Int, width: Int) {
    let text = sizeText(size)
    switch (size.width, size.height) {
    case (let width?, let height?):
      let first = displayWidth(of: formatNumber(width))
      return axis == .horizontal
        ? (0, first) : (first + 1, displayWidth(of: formatNumber(height)))
    case (.some, nil), (nil, .some):
      // `width 60, no height`: the first part names the length that is set.
      let parts = text.split(separator: ",", maxSplits: 1).map(String.init)
      let firstIsAxis = (size.width != nil) == (axis == .horizontal)
      return firstIsAxis
        ? (0, displayWidth(of: parts[0]))
        : (displayWidth(of: parts[0]) + 2, displayWidth(of: parts[1]) - 1)
    case (nil, nil):
      return (0, displayWidth(of: text))
    }
  }

  /// Gives `width` cells from column `x` of row `y` `style`, keeping their
  /// characters, up to column `limit`.
  static func restyle(
    _ buffer: inout CellBuffer, x: Int, y: Int, width: Int, limit: Int, style: CellStyle
  ) {
    guard x < limit else { return }
    for column in max(0, x)..<min(limit, x + width) {
      buffer[column, y].style = style
    }
  }

  /// The view's baselines for the inspector's title, when it has any:
  /// `first baseline 30  last baseline -`, or `baselines 30/-` when `room`
  /// (columns) is short.
  static func baselineText(_ view: ArrangedView, room: Int) -> String {
    guard view.firstBaseline != nil || view.lastBaseline != nil else { return "" }
    let first = view.firstBaseline.map(formatNumber) ?? "-"
    let last = view.lastBaseline.map(formatNumber) ?? "-"
    let long = " baselines first \(first) last \(last) "
    return displayWidth(of: long) <= room ? long : " baselines \(first)/\(last) "
  }

  /// The priorities row's values and styles, the same below the canvas and
  /// beside it: the axis the priority keys act on underlined, the focused
  /// field (h on hugging, say) in the focus style.
  struct PriorityFields {
    var hugging: (String, String)
    var compression: (String, String)
    var spacingAfter: String
    var hidden: String
    var spacingAfterStyle: CellStyle
    var style: (Field, Axis) -> CellStyle

    init(_ state: PlaygroundState, _ view: ArrangedView) {
      hugging = (formatNumber(view.hugging.horizontal), formatNumber(view.hugging.vertical))
      compression = (
        formatNumber(view.compressionResistance.horizontal),
        formatNumber(view.compressionResistance.vertical)
      )
      spacingAfter = view.customSpacingAfter.map(formatNumber) ?? "-"
      hidden = view.isHidden ? "yes" : "no"
      spacingAfterStyle = state.focus == .customSpacing ? focusStyle : .plain
      let edited = state.resolvedPriorityAxis
      let focus = state.focus
      style = { field, axis in
        guard edited == axis else { return .plain }
        return focus == field ? focusStyle : CellStyle(bold: true, underline: true)
      }
    }
  }

  /// The selected view's reasons as the inspector words them:
  /// `width: stretched by 84: …` along the axis, then across it.
  static func reasonLines(_ state: PlaygroundState, _ layout: StackViewLayout, _ index: Int)
    -> (along: String, across: String)
  {
    let alongWord = state.stack.axis == .horizontal ? "width" : "height"
    let acrossWord = state.stack.axis == .horizontal ? "height" : "width"
    let reason = layout.views[index].reason
    return ("\(alongWord): \(reason.along)", "\(acrossWord): \(reason.across)")
  }

  /// Where the first or last baseline's value is in ``baselineText(_:room:)``,
  /// in columns.
  static func baselinePart(_ view: ArrangedView, in text: String, first: Bool) -> (
    offset: Int, width: Int
  ) {
    let firstText = view.firstBaseline.map(formatNumber) ?? "-"
    let lastText = view.lastBaseline.map(formatNumber) ?? "-"
    if text.hasPrefix(" baselines first ") {
      let firstOffset = displayWidth(of: " baselines first ")
      return first
        ? (firstOffset, displayWidth(of: firstText))
        : (
          firstOffset + displayWidth(of: firstText) + displayWidth(of: " last "),
          displayWidth(of: lastText)
        )
    }
    let offset = displayWidth(of: " baselines ")
    return first
      ? (offset, displayWidth(of: firstText))
      : (offset + displayWidth(of: firstText) + 1, displayWidth(of: lastText))
  }

  /// How the inspector names the selected view: its name, or in a tree its
  /// path from the root (`root › text › title`); a nested stack says what it is
  /// (`root › text [vertical stack]`).
  static func inspectorName(_ state: PlaygroundState, _ view: ArrangedView, _ glyphs: GlyphSet)
    -> String
  {
    // A huge name is cut once: the title is measured again and again.
    let name = shownName(state.isTree ? state.selectedPathText(glyphs: glyphs) : view.name)
    guard let nested = view.stack else { return name }
    return "\(name) [\(nested.axis.rawValue) stack]"
  }

  static func sizeText(_ size: PartialSize) -> String {
    switch (size.width, size.height) {
    case (let width?, let height?): "\(formatNumber(width))x\(formatNumber(height))"
    case (let width?, nil): "width \(formatNumber(width)), no height"
    case (nil, let height?): "height \(formatNumber(height)), no width"
    case (nil, nil): "none"
    }
  }

  /// Splits `text` into lines of at most `width` columns at spaces (a word longer
  /// than the width is cut).
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if displayWidth(of: candidate) <= width {
        line = candidate
      } else {
        if !line.isEmpty { lines.append(line) }
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// The screen of a window too small to draw in; the quit question, when `q`
  /// asked it, shows below (every key still works).
  static func drawTooSmall(
    into buffer: inout CellBuffer, question: String? = nil,
    minimum: (columns: Int, rows: Int) = minimumSize
  ) {
    let lines =
      [
        "stackplay needs a window of at least \(minimum.columns)x\(minimum.rows);",
        "this one is \(buffer.columns)x\(buffer.rows). Enlarge it, or press q to quit.",
      ] + (question.map { ["", $0] } ?? [])
    for (offset, line) in lines.enumerated() {
      let width = displayWidth(of: line)
      let x = max(0, (buffer.columns - width) / 2)
      let y = max(0, buffer.rows / 2 - 1) + offset
      buffer.put(line, x: x, y: y, maxWidth: buffer.columns - x)
    }
  }
}
