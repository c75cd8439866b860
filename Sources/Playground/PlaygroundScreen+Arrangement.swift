import StackLayout
import StackRender
import StackScene

/// Where the canvas and the inspector go, and the scale of the picture: the
/// same in the UIKit and the SwiftUI mode.
///
/// The screen arranges itself around the stack's shape. Below the status
/// line, either
///
/// - the canvas takes the whole width and the inspector its five rows below
///   it (a wide, short stack), or
/// - the canvas takes every row down to the message line and the inspector
///   goes in a column beside it (a tall, narrow stack),
///
/// whichever shows the stack at the larger scale (below on a tie).
///
/// **One scale model.** The scale that fits starts from the largest step of
/// the zoom ladder at which the stack's size fits the canvas, leaving room
/// for labels outside the boxes (a column of ``calloutColumns`` beside,
/// ``calloutRows`` rows below) and counting two status rows and a one-row
/// message whatever they take; the size fitted is the scene's own, or after
/// `m` the size of the picture before the switch (``PlaygroundState/fitAnchor``).
/// When the picture drawn there needs more (a compact stack's legend, a row
/// of labels below, the list of hidden views), it steps down the ladder
/// until the whole picture fits (``fitWholePicture(from:steps:room:searches:plan:)``),
/// so that a picture at the scale that fits is never panned while a smaller
/// step would show it all; `m` keeps those steps too (``PlaygroundState/fitAnchorSteps``).
/// A picture whose names then fit nowhere whole takes up to ``namingSteps``
/// more, to the first at which every box is named
/// (``drawPictureNamingEveryBox(into:canvas:room:fitted:zoom:zoomNamingSteps:searches:boxes:draw:)``).
/// So both models show the same points per cell, and `m` keeps the scale,
/// unless the other model's picture does not fit at it: then it steps down
/// from there. `z` / `Z` step along the ladder from the scale that fits
/// (``PlaygroundState/zoom``), `0` fits again. A message of several rows
/// never changes the scale: where the picture needs the rows it would take,
/// it takes others (``lendingMessageRows(_:needed:zoom:messageRows:screenRows:)``).
///
/// **Panning.** A picture larger than the canvas (zoomed in, or too large
/// at every step of the ladder) is drawn from
/// ``PlaygroundState/pan`` (its first column and row on show), and each edge
/// of the canvas that cuts it is marked with three arrows, at a quarter, half
/// and three quarters of it (`◂ ▸ ▴ ▾`, `< > ^ v` in ASCII). A smaller
/// picture is centred.
extension PlaygroundScreen {
  /// The canvas, the inspector and whether the inspector is beside the canvas.
  struct Arrangement: Equatable {
    var canvas: CellRect
    /// Where the inspector goes: five rows across the screen, or a column beside.
    var inspector: CellRect
    var isBeside: Bool
    /// Where the message goes when not across the screen above the hint
    /// line: at the screen's foot right of the picture, which kept the rows
    /// it needs beside the inspector
    /// (``messageBesideThePicture(_:in:canvas:screenRows:glyphs:)``).
    var messageArea: CellRect? = nil
  }

  /// The columns kept for labels outside the boxes when fitting beside.
  static let calloutColumns = 14
  /// The rows kept for labels outside the boxes when fitting below.
  static let calloutRows = 2

  /// The width of the inspector beside the canvas: 45 % of the window, at least 32.
  static func besideInspectorColumns(_ columns: Int) -> Int { max(32, columns * 9 / 20) }

  /// Arranges a `columns` × `rows` screen whose status line takes `statusRows`
  /// and whose inspector, message area and hint line take `bottomRows` (the
  /// message area takes 1 to ``maxMessageRows``: see ``bottomRows(_:columns:glyphs:)``)
  /// for a picture of `size`, and returns the arrangement and the scale that
  /// fits (always below without `allowsBeside`).
  ///
  /// The scale is fitted for the least rows below (``bottomRows``, a one-row
  /// message), whatever the message takes, so that a message never changes
  /// the scale; a longer message takes its rows from the canvas and the
  /// inspector goes up with it, never under it.
  static func arrange(
    columns: Int, rows: Int, statusRows: Int, bottomRows taken: Int, size: Size, unit: SceneUnit,
    allowsBeside: Bool = true
  ) -> (Arrangement, Viewport) {
    let below = Arrangement(
      canvas: CellRect(x: 0, y: statusRows, columns: columns, rows: rows - statusRows - taken),
      inspector: CellRect(x: 0, y: rows - taken, columns: columns, rows: inspectorRows),
      isBeside: false)
    let belowFit = Viewport.fit(
      size: size, unit: unit, columns: columns - 2,
      rows: rows - 2 - bottomRows - 2 - calloutRows)
    let inspectorColumns = besideInspectorColumns(columns)
    let canvasColumns = columns - inspectorColumns - 1
    // Beside, the inspector column goes down to the message area.
    let besideRows = rows - statusRows - (taken - inspectorRows)
    let besideFit = Viewport.fit(
      size: size, unit: unit, columns: canvasColumns - 2 - calloutColumns,
      rows: rows - 2 - 2 - 2)
    guard allowsBeside, size.width.isFinite, size.height.isFinite,
      besideFit.cellsPerUnitX > belowFit.cellsPerUnitX * (1 + 1e-9)
    else { return (below, belowFit) }
    let beside = Arrangement(
      canvas: CellRect(x: 0, y: statusRows, columns: canvasColumns, rows: besideRows),
      inspector: CellRect(
        x: columns - inspectorColumns, y: statusRows, columns: inspectorColumns, rows: besideRows),
      isBeside: true)
    return (beside, besideFit)
  }

  /// Above this many views (UIKit) or nodes (SwiftUI) the scale that fits
  /// is the size's alone: ``fitWholePicture(from:steps:room:searches:plan:)``
  /// plans the picture at each step it tries, at a cost that grows with
  /// them (a larger picture is drawn with letters and no labels outside its
  /// boxes, which the size's fit leaves room for).
  static let wholePictureFitLimit = 200

  /// The scale that fits the whole picture: from `base` (the size's fit,
  /// ``arrange(columns:rows:statusRows:bottomRows:size:unit:allowsBeside:)``)
  /// `steps` steps down the zoom ladder (the steps the picture before `m`
  /// took, ``PlaygroundState/fitAnchorSteps``), then, with `searches`, down
  /// the ladder while the picture `plan` plans at a step needs more than the
  /// canvas (its labels outside the boxes, a compact stack's legend, the
  /// list of hidden views: more than the size's fit leaves room for). When
  /// no step fits it all, the start, panned across as before.
  ///
  /// `room` is the canvas as the size's fit counts it: with a one-row
  /// message and two status rows, whatever they take (``fitRoom(_:statusRows:bottomRows:)``),
  /// so that, as with the size's fit, a message or a status line of another
  /// height never changes the scale.
  ///
  /// Returns the scale, its steps below `base`, and what `plan` made at it.
  static func fitWholePicture<Planned>(
    from base: Viewport, steps: Int, room canvas: (columns: Int, rows: Int), searches: Bool,
    plan: (Viewport) -> (planned: Planned, needed: (columns: Int, rows: Int))
  ) -> (
    viewport: Viewport, steps: Int, planned: Planned, needed: (columns: Int, rows: Int)
  ) {
    let start = base.zoomed(by: -steps)
    let first = plan(start)
    func fits(_ needed: (columns: Int, rows: Int)) -> Bool {
      needed.columns <= canvas.columns && needed.rows <= canvas.rows
    }
    guard searches, !fits(first.needed) else {
      return (start, steps, first.planned, first.needed)
    }
    var viewport = start
    var taken = steps
    while true {
      let next = viewport.zoomedOut()
      guard next != viewport else { break }
      viewport = next
      taken += 1
      let tried = plan(viewport)
      if fits(tried.needed) { return (viewport, taken, tried.planned, tried.needed) }
    }
    return (start, steps, first.planned, first.needed)
  }

  /// The arrangement with the rows a message of several rows took from the
  /// canvas given back where the picture at the scale that fits (not
  /// zoomed) needs them (`needed`) to be drawn whole, instead of cutting
  /// the picture's foot; the scale stays the fit's either way
  /// (``fitRoom(_:statusRows:bottomRows:)``). Below the canvas, the
  /// message's two or three rows then cover the inspector's last reason
  /// rows. Beside it, the inspector's column goes down to the hint line
  /// and the message goes at the screen's foot right of the picture, once
  /// it is drawn (``messageBesideThePicture(_:in:canvas:screenRows:glyphs:)``).
  /// Until the next key. `messageRows` is the message's rows across the
  /// screen past the one the fit counts; `screenRows` the screen's, the
  /// hint line the last.
  static func lendingMessageRows(
    _ arrangement: Arrangement, needed: (columns: Int, rows: Int), zoom: Int, messageRows: Int,
    screenRows: Int
  ) -> Arrangement {
    let missing = needed.rows - arrangement.canvas.rows
    guard zoom == 0, missing > 0, missing <= messageRows,
      needed.columns <= arrangement.canvas.columns
    else { return arrangement }
    var lent = arrangement
    lent.canvas.rows += missing
    if arrangement.isBeside {
      lent.inspector.rows = screenRows - 1 - lent.inspector.y
    } else {
      lent.inspector.y += missing
    }
    return lent
  }

  /// Draws the picture of `state` naming every box
  /// (``drawPictureNamingEveryBox(into:canvas:room:fitted:zoom:zoomNamingSteps:searches:boxes:draw:)``,
  /// with `draw`) in the canvas of `fit` with the rows the message lends
  /// the picture of `needed` (``lendingMessageRows(_:needed:zoom:messageRows:screenRows:)``), and,
  /// beside the inspector where the message lent rows, places the message
  /// right of the picture (``messageBesideThePicture(_:in:canvas:screenRows:glyphs:)``),
  /// or, when it has no place there, draws the picture again in the
  /// canvas of `fit` (the arrangement before the rows were lent). Below the
  /// canvas, a picture that names some box nowhere in the rows the message
  /// leaves it takes the rest of the `messageRows` the message took (the
  /// message covers the inspector's last rows instead) when it names every
  /// box there. Returns the arrangement the screen takes and what the
  /// drawing returned.
  static func drawPicture<Result>(
    _ state: PlaygroundState, into buffer: inout CellBuffer, fit: Arrangement,
    needed: (columns: Int, rows: Int), messageRows: Int, screenRows: Int, glyphs: GlyphSet,
    room: (columns: Int, rows: Int),
    fitted: Viewport, searches: Bool, boxes: [UnnamedBoxes.Box],
    draw: (Viewport, inout CellBuffer, CellRect) -> (
      result: Result, limit: PanOffset, naming: Naming
    )
  ) -> (
    arrangement: Arrangement,
    drawn: (result: Result, limit: PanOffset, viewport: Viewport, namingSteps: Int)
  ) {
    func drawPicture(_ buffer: inout CellBuffer, _ canvas: CellRect) -> (
      result: Result, limit: PanOffset, viewport: Viewport, namingSteps: Int
    ) {
      drawPictureNamingEveryBox(
        into: &buffer, canvas: canvas, room: room, fitted: fitted, zoom: state.zoom,
        zoomNamingSteps: state.zoomNamingSteps, searches: searches, boxes: boxes, draw: draw)
    }
    var arrangement = lendingMessageRows(
      fit, needed: needed, zoom: state.zoom, messageRows: messageRows, screenRows: screenRows)
    let drawn = drawPicture(&buffer, arrangement.canvas)
    guard arrangement.isBeside else {
      let spare = messageRows - (arrangement.canvas.rows - fit.canvas.rows)
      guard spare > 0, state.zoom == 0, drawn.limit == PanOffset(columns: 0, rows: 0),
        !UnnamedBoxes.unnamed(boxes, in: buffer, rect: arrangement.canvas).isEmpty
      else { return (arrangement, drawn) }
      var taller = arrangement
      taller.canvas.rows += spare
      taller.inspector.y += spare
      var trial = buffer
      trial.fill(taller.canvas, with: .blank)
      let tried = drawPicture(&trial, taller.canvas)
      guard tried.limit == PanOffset(columns: 0, rows: 0),
        UnnamedBoxes.unnamed(boxes, in: trial, rect: taller.canvas).isEmpty
      else { return (arrangement, drawn) }
      buffer = trial
      return (taller, tried)
    }
    guard arrangement.canvas != fit.canvas else { return (arrangement, drawn) }
    if let area = messageBesideThePicture(
      state, in: buffer, canvas: arrangement.canvas, screenRows: screenRows, glyphs: glyphs)
    {
      arrangement.messageArea = area
      return (arrangement, drawn)
    }
    buffer.fill(arrangement.canvas, with: .blank)
    return (fit, drawPicture(&buffer, fit.canvas))
  }

  /// Where the message goes when the picture beside the inspector kept the
  /// rows it would take across the screen
  /// (``lendingMessageRows(_:needed:zoom:messageRows:screenRows:)``): on the
  /// screen's last rows above the hint line, from two columns right of the
  /// last cell the picture drew on them to the screen's right edge, over
  /// the inspector's column, in the fewest rows (up to
  /// ``maxMessageRowsBeside``) that show it whole. A message cut across the
  /// screen too (longer than ``maxMessageRows`` rows there) goes in the most
  /// rows, cut with the mark that `?` shows it whole, where they hold at
  /// least as many cells as its rows across: the picture then stays whole
  /// and no less of the message shows. Nil otherwise: the message then goes
  /// across the screen, and the picture in the rows it leaves.
  static func messageBesideThePicture(
    _ state: PlaygroundState, in buffer: CellBuffer, canvas: CellRect, screenRows: Int,
    glyphs: GlyphSet
  ) -> CellRect? {
    var most: CellRect?
    // Two columns right of the last cell the picture drew on the rows so
    // far; each count of rows adds the row above them, when it is one of
    // the canvas's.
    var clear = canvas.x
    let bottom = min(screenRows - 1, canvas.maxY)
    for rows in 1...maxMessageRowsBeside {
      let top = screenRows - 1 - rows
      if top >= canvas.y, top < bottom,
        let last = (canvas.x..<canvas.maxX).last(where: { buffer[$0, top] != .blank })
      {
        clear = max(clear, last + 2)
      }
      // Right after the rule at the canvas's edge, a space, as the
      // inspector's own lines leave.
      let left = clear == canvas.maxX + 1 ? clear + 1 : clear
      guard left < buffer.columns else { continue }
      let area = CellRect(x: left, y: top, columns: buffer.columns - left, rows: rows)
      let message = messageLines(state, width: area.columns, glyphs: glyphs, maxLines: rows)
      if !message.isCut, message.lines.count <= rows { return area }
      most = area
    }
    guard let most, most.rows == maxMessageRowsBeside,
      most.columns * most.rows >= buffer.columns * maxMessageRows,
      messageLines(state, width: buffer.columns, glyphs: glyphs).isCut
    else { return nil }
    return most
  }

  /// The most steps down the ladder, past the scale that fits the whole
  /// picture, that the picture takes to name every box.
  static let namingSteps = 2

  /// Draws the picture at the scale that fits (`fitted`), with `draw`
  /// (``drawPictureNamingBoxes(into:canvas:needed:pan:boxes:colorMode:glyphs:draw:)``
  /// at a scale, into a canvas), and, when `searches` and that picture names
  /// some box of `boxes` nowhere (a cramped tree whose labels leave no blank
  /// rows and no band beside it: the names fit nowhere whole), at the first
  /// scale up to ``namingSteps`` steps further down the ladder at which the
  /// picture fits and names every box. A smaller picture leaves the names
  /// more room: their rows below it, a band beside it. When no step names
  /// every box, the scale that fits stays.
  ///
  /// The steps are those the picture needs on the canvas the size's fit
  /// counts (`room`, see ``fitRoom(_:statusRows:bottomRows:)``), so that a
  /// message of two or three rows never changes the scale. Zoomed (`zoom`
  /// not 0), the picture is drawn `zoom` steps from the scale `z` or `Z`
  /// left (`zoomNamingSteps` below the fit, ``PlaygroundState/zoomNamingSteps``)
  /// and no steps are searched.
  ///
  /// Returns what `draw` returned, the scale, and the steps taken for the names.
  static func drawPictureNamingEveryBox<Result>(
    into buffer: inout CellBuffer, canvas: CellRect, room: (columns: Int, rows: Int),
    fitted: Viewport, zoom: Int, zoomNamingSteps: Int, searches: Bool,
    boxes: [UnnamedBoxes.Box],
    draw: (Viewport, inout CellBuffer, CellRect) -> (
      result: Result, limit: PanOffset, naming: Naming
    )
  ) -> (result: Result, limit: PanOffset, viewport: Viewport, namingSteps: Int) {
    guard zoom == 0 else {
      let steps = searches ? zoomNamingSteps : 0
      let viewport = fitted.zoomed(by: -steps).zoomed(by: zoom)
      let drawn = draw(viewport, &buffer, canvas)
      return (drawn.result, drawn.limit, viewport, steps)
    }
    let first = draw(fitted, &buffer, canvas)
    let whole = PanOffset(columns: 0, rows: 0)
    // The common case: the picture names every box itself, on any canvas
    // it fits.
    guard searches, !boxes.isEmpty, first.limit == whole, first.naming != .inPicture else {
      return (first.result, first.limit, fitted, 0)
    }
    /// The screen as it was before the picture: the canvas blank.
    func blank() -> CellBuffer {
      var blank = buffer
      blank.fill(canvas, with: .blank)
      return blank
    }
    func namesEveryBox(_ drawn: CellBuffer, in rect: CellRect) -> Bool {
      UnnamedBoxes.unnamed(boxes, in: drawn, rect: rect).isEmpty
    }
    /// The first step below the fit at which the picture drawn into
    /// `rect` (of `blank`'s copy, or of a buffer of its own) names every box.
    func firstNamingStep(in rect: CellRect, onScreen: Bool) -> (
      step: Int, drawn: (buffer: CellBuffer, result: Result, limit: PanOffset)
    )? {
      var viewport = fitted
      for step in 1...namingSteps {
        let smaller = viewport.zoomedOut()
        guard smaller != viewport else { break }
        viewport = smaller
        var trial = onScreen ? blank() : CellBuffer(columns: rect.maxX, rows: rect.maxY)
        let drawn = draw(viewport, &trial, rect)
        if drawn.limit == whole, drawn.naming != .partly || namesEveryBox(trial, in: rect) {
          return (step, (trial, drawn.result, drawn.limit))
        }
      }
      return nil
    }
    let fitCanvas = CellRect(x: canvas.x, y: canvas.y, columns: room.columns, rows: room.rows)
    /// Whether the picture at the fit names every box on the fit's canvas.
    func namesEveryBoxOnTheFitsCanvas() -> Bool {
      var fit = CellBuffer(columns: fitCanvas.maxX, rows: fitCanvas.maxY)
      let drawn = draw(fitted, &fit, fitCanvas)
      return drawn.naming != .partly || namesEveryBox(fit, in: fitCanvas)
    }
    if first.naming == .listed || namesEveryBox(buffer, in: canvas) {
      // Named on this canvas, so on the fit's too when that is as large or
      // what was drawn leaves blank rows above and below it for the rows
      // the fit's lacks (the picture is only placed lower in more rows);
      // else named only thanks to a status line of one row.
      if fitCanvas.rows >= canvas.rows
        || blankRows(atTheEdgesOf: canvas, in: buffer, upTo: canvas.rows - fitCanvas.rows)
          >= canvas.rows - fitCanvas.rows
        || namesEveryBoxOnTheFitsCanvas()
      {
        return (first.result, first.limit, fitted, 0)
      }
    } else if fitCanvas == canvas {
      // The common case: the search on the canvas on show.
      guard let found = firstNamingStep(in: canvas, onScreen: true) else {
        return (first.result, first.limit, fitted, 0)
      }
      buffer = found.drawn.buffer
      return (found.drawn.result, found.drawn.limit, fitted.zoomed(by: -found.step), found.step)
    } else if namesEveryBoxOnTheFitsCanvas() {
      // A message of several rows takes the rows the names need.
      return (first.result, first.limit, fitted, 0)
    }
    guard let found = firstNamingStep(in: fitCanvas, onScreen: false) else {
      return (first.result, first.limit, fitted, 0)
    }
    let viewport = fitted.zoomed(by: -found.step)
    buffer = blank()
    let drawn = draw(viewport, &buffer, canvas)
    return (drawn.result, drawn.limit, viewport, found.step)
  }

  /// The blank rows of `buffer` at the top and the bottom of `rect`, counted
  /// up to `limit` (a row is read only to its first cell drawn).
  static func blankRows(atTheEdgesOf rect: CellRect, in buffer: CellBuffer, upTo limit: Int)
    -> Int
  {
    func isBlank(_ y: Int) -> Bool {
      (rect.x..<rect.maxX).allSatisfy { buffer[$0, y] == .blank }
    }
    var count = 0
    var top = rect.y
    while count < limit, top < rect.maxY, isBlank(top) {
      count += 1
      top += 1
    }
    var bottom = rect.maxY - 1
    while count < limit, bottom >= top, isBlank(bottom) {
      count += 1
      bottom -= 1
    }
    return count
  }

  /// The canvas's columns, and its rows with a one-row message and two
  /// status rows (``arrange(columns:rows:statusRows:bottomRows:size:unit:allowsBeside:)``
  /// fits the size to them), given the rows the status line and the rows
  /// below the canvas take.
  static func fitRoom(_ canvas: CellRect, statusRows: Int, bottomRows taken: Int) -> (
    columns: Int, rows: Int
  ) {
    (canvas.columns, canvas.rows + (taken - Self.bottomRows) + (statusRows - 2))
  }

  /// Draws the inspector where the arrangement puts it: `draw` draws it into
  /// a buffer of the inspector's width from row `top`, which is copied in.
  /// Beside the canvas, `draw` is given the rows it may take (nil below):
  /// those of the column above the `reservedBelow` rows of the message area
  /// and the hint line.
  static func drawInspectorArea(
    _ arrangement: Arrangement, into buffer: inout CellBuffer, glyphs: GlyphSet,
    reservedBelow: Int, draw: (inout CellBuffer, _ top: Int, _ rows: Int?) -> Void
  ) {
    guard arrangement.isBeside else {
      draw(&buffer, arrangement.inspector.y, nil)
      return
    }
    let area = arrangement.inspector
    var side = CellBuffer(columns: area.columns, rows: max(area.rows, bottomRows))
    draw(&side, 0, max(1, min(area.rows, buffer.rows - reservedBelow - area.y)))
    copy(side, into: &buffer, at: area)
    let separator = Cell(glyphs == .unicode ? "│" : "|", style: CellStyle(dim: true))
    for y in area.y..<area.maxY { buffer[area.x - 1, y] = separator }
  }

  /// The picture drawn into the canvas: centred when it fits, else from the
  /// pan offset, with the cut edges marked. `draw` draws the picture into a
  /// buffer of the canvas's size, in an area it is given (which may start
  /// before the buffer's corner).
  ///
  /// Returns what `draw` returned, where the buffer's top-left corner went on
  /// screen, and how far the picture can be panned.
  static func drawPicture<Result>(
    into buffer: inout CellBuffer, canvas: CellRect, needed: (columns: Int, rows: Int),
    pan: PanOffset, glyphs: GlyphSet, draw: (inout CellBuffer, CellRect) -> Result
  ) -> (result: Result, limit: PanOffset) {
    let limit = PanOffset(
      columns: max(0, needed.columns - canvas.columns), rows: max(0, needed.rows - canvas.rows))
    let panX = min(max(0, pan.columns), limit.columns)
    let panY = min(max(0, pan.rows), limit.rows)
    let left = limit.columns > 0 ? -panX : (canvas.columns - needed.columns) / 2
    let top = limit.rows > 0 ? -panY : (canvas.rows - needed.rows) / 2
    var picture = CellBuffer(columns: canvas.columns, rows: canvas.rows)
    let area = CellRect(
      x: left, y: top, columns: max(needed.columns, canvas.columns - left),
      rows: max(needed.rows, canvas.rows - top))
    let result = draw(&picture, area)
    let unicode = glyphs == .unicode
    let mark = CellStyle(bold: true)
    let last = picture.columns - 1
    // Three arrows on each cut edge, at a quarter, half and three quarters of
    // it: a whole column of them would make the terminal write every row of
    // the canvas out to its right edge on every frame.
    func marks(_ count: Int) -> Set<Int> {
      Set([count / 4, count / 2, count * 3 / 4].filter { $0 >= 0 && $0 < count })
    }
    if panX > 0 {
      for y in marks(picture.rows) {
        picture[0, y] = Cell(unicode ? "◂" : "<", style: mark)
        if picture[1, y].isContinuation { picture[1, y] = .blank }
      }
    }
    if panX < limit.columns {
      for y in marks(picture.rows) {
        if picture[last, y].isContinuation { picture[last - 1, y] = .blank }
        picture[last, y] = Cell(unicode ? "▸" : ">", style: mark)
      }
    }
    if panY > 0 {
      for x in marks(picture.columns) {
        if picture[x, 0].isContinuation { picture[x - 1, 0] = .blank }
        if picture[x + 1, 0].isContinuation { picture[x + 1, 0] = .blank }
        picture[x, 0] = Cell(unicode ? "▴" : "^", style: mark)
      }
    }
    if panY < limit.rows {
      let bottom = picture.rows - 1
      for x in marks(picture.columns) {
        if picture[x, bottom].isContinuation { picture[x - 1, bottom] = .blank }
        if picture[x + 1, bottom].isContinuation { picture[x + 1, bottom] = .blank }
        picture[x, bottom] = Cell(unicode ? "▾" : "v", style: mark)
      }
    }
    copy(picture, into: &buffer, at: canvas)
    return (result, limit)
  }

  /// ``drawPicture(into:canvas:needed:pan:glyphs:draw:)``, then, when the
  /// picture fits the canvas (nothing to pan), the boxes it leaves without
  /// their whole names (``UnnamedBoxes``) named on the canvas's rows below
  /// it, after `unnamed above:`: on the blank rows below the picture (after
  /// a blank row when there is one to spare), else on rows taken from those
  /// above it, the picture drawn again in the rows left (the same scale: the
  /// scale is the fit's, the same in both models). Where the canvas has no
  /// blank rows for them, they go in the widest blank band beside the
  /// picture (``nameBeside(_:in:canvas:drawn:colorMode:glyphs:)``), and when
  /// neither band is wide enough, the picture is drawn again at the canvas's
  /// left, at the same scale, to leave the blank columns of both on its
  /// right. Where even that leaves no room, the picture stays in the middle
  /// and they are not named there (the inspector names the selected one).
  static func drawPictureNamingBoxes<Result>(
    into buffer: inout CellBuffer, canvas: CellRect, needed: (columns: Int, rows: Int),
    pan: PanOffset, boxes: @autoclosure () -> [UnnamedBoxes.Box], colorMode: ColorMode,
    glyphs: GlyphSet, draw: (inout CellBuffer, CellRect) -> Result
  ) -> (result: Result, limit: PanOffset, naming: Naming) {
    let drawn = drawPicture(
      into: &buffer, canvas: canvas, needed: needed, pan: pan, glyphs: glyphs, draw: draw)
    guard drawn.limit == PanOffset(columns: 0, rows: 0) else {
      return (drawn.result, drawn.limit, .partly)
    }
    let boxes = boxes()
    let unnamed = UnnamedBoxes.unnamed(boxes, in: buffer, rect: canvas)
    guard !unnamed.isEmpty else { return (drawn.result, drawn.limit, .inPicture) }
    return nameUnnamed(
      unnamed, boxes: boxes, drawn: drawn, into: &buffer, canvas: canvas, needed: needed,
      pan: pan, colorMode: colorMode, glyphs: glyphs, draw: draw)
  }

  /// How a picture ``drawPictureNamingBoxes(into:canvas:needed:pan:boxes:colorMode:glyphs:draw:)``
  /// drew names its boxes.
  enum Naming {
    /// Every box in the picture itself: inside it, on its outline, beside it.
    case inPicture
    /// Every box, some of them in a list below or beside the picture.
    case listed
    /// Some box maybe nowhere: the names fit nowhere whole (`+N more`), or
    /// the picture is panned and not searched.
    case partly
  }

  /// The names `drawPictureNamingBoxes` places for the boxes the picture
  /// (`drawn`) left `unnamed`.
  private static func nameUnnamed<Result>(
    _ unnamed: [UnnamedBoxes.Box], boxes: [UnnamedBoxes.Box],
    drawn: (result: Result, limit: PanOffset),
    into buffer: inout CellBuffer, canvas: CellRect, needed: (columns: Int, rows: Int),
    pan: PanOffset, colorMode: ColorMode, glyphs: GlyphSet,
    draw: (inout CellBuffer, CellRect) -> Result
  ) -> (result: Result, limit: PanOffset, naming: Naming) {
    var drawn = drawn
    var unnamed = unnamed
    guard let extent = buffer.drawnBounds(in: canvas) else {
      return (drawn.result, drawn.limit, .partly)
    }
    var lines = UnnamedBoxes.lines(
      unnamed, width: canvas.columns, colorMode: colorMode, glyphs: glyphs)
    var wanted = min(lines.count, UnnamedBoxes.rowLimit)
    var bottom = extent.maxY
    if canvas.maxY - bottom < wanted {
      // The picture moved up by drawing it in fewer rows, when it fits them.
      let blank = canvas.maxY - bottom + extent.y - canvas.y
      guard blank >= wanted, needed.rows <= canvas.rows - wanted else {
        if nameBeside(
          unnamed, in: &buffer, canvas: canvas, drawn: extent, colorMode: colorMode,
          glyphs: glyphs)
        {
          return (drawn.result, drawn.limit, .listed)
        }
        // The blank columns on both sides of the picture are too few for
        // the names apart: the picture drawn again at the canvas's left, in
        // fewer columns at the same scale, leaves them all on its right.
        let band = UnnamedBoxes.narrowestWidth(unnamed, prefix: UnnamedBoxes.leftPrefix) + 1
        guard needed.columns <= canvas.columns - band else {
          nameWhatFits(
            unnamed, in: &buffer, canvas: canvas, drawn: extent, colorMode: colorMode,
            glyphs: glyphs)
          return (drawn.result, drawn.limit, .partly)
        }
        var narrower = canvas
        narrower.columns -= band
        buffer.fill(canvas, with: .blank)
        let moved = drawPicture(
          into: &buffer, canvas: narrower, needed: needed, pan: pan, glyphs: glyphs, draw: draw)
        let left = UnnamedBoxes.unnamed(boxes, in: buffer, rect: canvas)
        if left.isEmpty { return (moved.result, moved.limit, .inPicture) }
        if let extent = buffer.drawnBounds(in: canvas),
          nameBeside(
            left, in: &buffer, canvas: canvas, drawn: extent, colorMode: colorMode, glyphs: glyphs)
        {
          return (moved.result, moved.limit, .listed)
        }
        // Still no room: the picture back in the middle, as it was, and as
        // many names beside it as fit.
        buffer.fill(canvas, with: .blank)
        let middle = drawPicture(
          into: &buffer, canvas: canvas, needed: needed, pan: pan, glyphs: glyphs, draw: draw)
        if let extent = buffer.drawnBounds(in: canvas) {
          nameWhatFits(
            unnamed, in: &buffer, canvas: canvas, drawn: extent, colorMode: colorMode,
            glyphs: glyphs)
        }
        return (middle.result, middle.limit, .partly)
      }
      var taken = wanted
      while true {
        var shorter = canvas
        shorter.rows -= taken
        buffer.fill(canvas, with: .blank)
        drawn = drawPicture(
          into: &buffer, canvas: shorter, needed: needed, pan: pan, glyphs: glyphs, draw: draw)
        // Names placed below boxes had fewer rows: search again.
        unnamed = UnnamedBoxes.unnamed(boxes, in: buffer, rect: shorter)
        guard !unnamed.isEmpty else { return (drawn.result, drawn.limit, .inPicture) }
        lines = UnnamedBoxes.lines(
          unnamed, width: canvas.columns, colorMode: colorMode, glyphs: glyphs)
        wanted = min(lines.count, UnnamedBoxes.rowLimit)
        let found = buffer.drawnBounds(in: shorter)
        bottom = min(found?.maxY ?? shorter.y, shorter.maxY)
        // More names than rows below now (the search found more, or labels
        // outside the boxes kept the picture from the top), and blank rows
        // still above it: take the rows missing too.
        let missing = wanted - (canvas.maxY - bottom)
        guard missing > 0, let found, found.y > shorter.y,
          needed.rows <= canvas.rows - taken - missing
        else { break }
        taken += missing
      }
    }
    // A blank row apart from the picture, when there is one to spare.
    let top = canvas.maxY - bottom > wanted ? bottom + 1 : bottom
    let rows = min(canvas.maxY - top, UnnamedBoxes.rowLimit)
    UnnamedBoxes.write(
      lines, in: CellRect(x: canvas.x, y: top, columns: canvas.columns, rows: rows),
      into: &buffer, glyphs: glyphs)
    // Past its rows, the list is cut with an ellipsis.
    return (drawn.result, drawn.limit, lines.count <= rows ? .listed : .partly)
  }

  /// Names `unnamed` in the widest blank band of the canvas beside the
  /// picture (left of it, `unnamed to the right:`, or right of it, `unnamed
  /// to the left:`), a blank column apart from what the canvas holds
  /// (`drawn`, its cells that are not blank), from its first row, when the
  /// names fit there whole (the prefix may wrap between its words); else
  /// nowhere. Returns whether it named them.
  @discardableResult
  private static func nameBeside(
    _ unnamed: [UnnamedBoxes.Box], in buffer: inout CellBuffer, canvas: CellRect,
    drawn: CellRect, colorMode: ColorMode, glyphs: GlyphSet
  ) -> Bool {
    let (band, prefix) = widestBand(beside: drawn, in: canvas)
    // The prefix wraps between its words; no name may be cut.
    guard band.columns >= UnnamedBoxes.narrowestWidth(unnamed, prefix: prefix), band.rows > 0
    else { return false }
    let lines = UnnamedBoxes.lines(
      unnamed, width: band.columns, colorMode: colorMode, glyphs: glyphs, prefix: prefix)
    guard lines.count <= band.rows else { return false }
    UnnamedBoxes.write(lines, in: band, into: &buffer, glyphs: glyphs)
    return true
  }

  /// The wider blank band of the canvas beside the picture (`drawn`), a
  /// blank column apart from it, from its first row down, with the prefix
  /// its names start with.
  private static func widestBand(beside drawn: CellRect, in canvas: CellRect) -> (
    band: CellRect, prefix: String
  ) {
    let rows = canvas.maxY - drawn.y
    let left = CellRect(x: canvas.x, y: drawn.y, columns: drawn.x - 1 - canvas.x, rows: rows)
    let right = CellRect(
      x: drawn.maxX + 1, y: drawn.y, columns: canvas.maxX - drawn.maxX - 1, rows: rows)
    return left.columns >= right.columns
      ? (left, UnnamedBoxes.rightPrefix) : (right, UnnamedBoxes.leftPrefix)
  }

  /// The last resort when `unnamed` fit nowhere whole: as many of them as
  /// fit, with `+N more` after them, beside the picture (`drawn`) when a band
  /// there holds the widest name, else on the blank rows below it (up to
  /// ``UnnamedBoxes/rowLimit``), else nowhere. The others are still named
  /// in the inspector as Tab reaches them.
  private static func nameWhatFits(
    _ unnamed: [UnnamedBoxes.Box], in buffer: inout CellBuffer, canvas: CellRect,
    drawn: CellRect, colorMode: ColorMode, glyphs: GlyphSet
  ) {
    let (band, prefix) = widestBand(beside: drawn, in: canvas)
    if band.rows > 0, band.columns >= UnnamedBoxes.narrowestWidth(unnamed, prefix: prefix),
      let lines = UnnamedBoxes.lines(
        unnamed, width: band.columns, rows: band.rows, colorMode: colorMode, glyphs: glyphs,
        prefix: prefix)
    {
      UnnamedBoxes.write(lines, in: band, into: &buffer, glyphs: glyphs)
      return
    }
    let rows = min(canvas.maxY - drawn.maxY, UnnamedBoxes.rowLimit)
    guard rows > 0,
      let lines = UnnamedBoxes.lines(
        unnamed, width: canvas.columns, rows: rows, colorMode: colorMode, glyphs: glyphs)
    else { return }
    UnnamedBoxes.write(
      lines, in: CellRect(x: canvas.x, y: drawn.maxY, columns: canvas.columns, rows: rows),
      into: &buffer, glyphs: glyphs)
  }

  /// Copies `source` into `buffer` with its top-left corner at `rect`'s,
  /// within `rect`.
  static func copy(_ source: CellBuffer, into buffer: inout CellBuffer, at rect: CellRect) {
    for y in 0..<min(source.rows, rect.rows) {
      for x in 0..<min(source.columns, rect.columns) {
        buffer[rect.x + x, rect.y + y] = source[x, y]
      }
    }
  }
}
