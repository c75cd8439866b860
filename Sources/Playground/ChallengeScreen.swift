import StackLayout
import StackPresets
import StackRender
import StackScene

/// Draws a challenge: the level's title and goal on top, the playground screen
/// of its scene below (UIKit or SwiftUI), the target frames as ghost outlines
/// over the canvas, and the level's keys on the hint line.
///
/// ```
/// challenge 2/27 hugging-249: Hug less                           changes 0/1
/// goal: make cancel stretch instead of ok
/// axis: horizontal  distribution: fill  alignment: fill  spacing: 8  stack: …
///  ╭╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╮
///  ╎┏━━━━━━━━━━━━━━━━━━━━━━━━━━┓ ┌────────┐ ┌──────────────┐            ╎
///  ╎┃ok ┊     132x30      ┊    ┃ │cancel  │ │learnMore     │            ╎
///  ...
/// keys: H  Tab select  u undo  r start over                  ? hint 1  q quit
/// ```
///
/// A ghost outline (`┉` and `┋`, `'` and `:` in ASCII, magenta in colour)
/// is drawn only on cells the playground left blank and not beside text, so
/// it never hides or runs into a name, a border or a number; a view already
/// at its target frame gets no ghost.
public enum ChallengeScreen {
  /// Draws `challenge` into a `columns` × `rows` screen.
  public static func draw(
    _ challenge: ChallengeState, columns: Int, rows: Int, colorMode: ColorMode, glyphs: GlyphSet
  ) -> DrawnScreen {
    let language = challenge.language
    let level = challenge.level
    let title = Localization.challengeTitle(
      number: challenge.index + 1, of: Challenge.all.count, name: challenge.challenge.name,
      title: Localization.text(level.title, language), language)
    let status = Localization.challengeStatus(
      solved: challenge.isSolved, changes: challenge.changes, most: level.maxChanges, language)
    let goal = PlaygroundScreen.wrap(
      Localization.challengeGoal(Localization.text(level.goal, language), language),
      width: max(1, columns))
    let goalRows = min(goal.count, 2)
    let header = 1 + goalRows

    var buffer = CellBuffer(columns: columns, rows: rows)
    // The playground's smallest window, and the header above it.
    let minimum = (
      columns: PlaygroundScreen.minimumSize.columns,
      rows: PlaygroundScreen.minimumSize.rows + header
    )
    guard columns >= minimum.columns, rows >= minimum.rows else {
      PlaygroundScreen.drawTooSmall(into: &buffer, minimum: minimum)
      return DrawnScreen(buffer: buffer, hitMap: nil)
    }
    let statusWidth = displayWidth(of: status)
    let statusStyle =
      challenge.isSolved
      ? CellStyle(foreground: colorMode == .monochrome ? .default : .indexed(2), bold: true)
      : CellStyle(dim: true)
    buffer.put(
      title, x: 0, y: 0, style: CellStyle(bold: true), maxWidth: max(0, columns - statusWidth - 2),
      ellipsis: glyphs.ellipsis)
    buffer.put(
      status, x: max(0, columns - statusWidth), y: 0, style: statusStyle, maxWidth: columns)
    let ghostStyle = CellStyle(
      foreground: colorMode == .monochrome ? .default : .indexed(13), bold: true)
    let legend = "\(ghostGlyphs(glyphs).horizontal) " + (language == .ko ? "목표 위치" : "target")
    let legendWidth = displayWidth(of: legend)
    for (offset, line) in goal.prefix(goalRows).enumerated() {
      buffer.put(line, x: 0, y: 1 + offset, maxWidth: columns, ellipsis: glyphs.ellipsis)
    }
    if let last = goal.prefix(goalRows).last, displayWidth(of: last) + 2 + legendWidth <= columns {
      buffer.put(
        legend, x: columns - legendWidth, y: goalRows, style: ghostStyle, maxWidth: columns)
    }

    var drawn = PlaygroundScreen.draw(
      challenge.play, columns: columns, rows: max(0, rows - header), colorMode: colorMode,
      glyphs: glyphs)
    PlaygroundScreen.copy(
      drawn.buffer, into: &buffer,
      at: CellRect(x: 0, y: header, columns: columns, rows: max(0, rows - header)))
    drawn = drawn.movedDown(by: header)
    drawn.buffer = buffer

    if let canvas = drawn.canvas {
      // Where a box is in the way, most of a ghost is hidden (its edges fall
      // on borders and labels): in a horizontal stack the targets whose
      // columns differ from the views' are also drawn on the row above the
      // stack's outline, named (a ruler). A ghost of one or two rows, all
      // edge, would cross out the content of its rows: it is only a ruler then.
      let current = ChallengeState.frames(of: challenge.play)
      let horizontal = challenge.play.isSwiftUI || challenge.play.rootStack.axis == .horizontal
      let rulerRow = (drawn.hitMap?.stackRect.y ?? drawn.rootRect?.y).map { $0 - 2 }
      for ghost in ghostRects(challenge, drawn) {
        let target = level.target.first { $0.name == ghost.name }?.frame
        let now = current.first { $0.name == ghost.name }?.frame
        var ruler = false
        if horizontal, let rulerRow, let target, let now,
          abs(target.x - now.x) > 0.5 || abs(target.width - now.width) > 0.5
        {
          ruler = drawRuler(
            ghost.name, from: ghost.rect.x, to: ghost.rect.maxX, row: rulerRow, clip: canvas,
            style: ghostStyle, glyphs: glyphs, into: &drawn.buffer)
        }
        if ghost.rect.rows >= 3 || !ruler {
          drawGhost(
            ghost.rect, clip: canvas, style: ghostStyle, glyphs: glyphs,
            avoiding: otherBoxes(of: ghost.name, challenge.play, drawn), into: &drawn.buffer)
        }
      }
    }

    let play = challenge.play
    if !challenge.isModal {
      let keys =
        level.keys.map { Localization.challengeKeyHints($0, nested: play.isTree, language) }
        ?? Localization.hints(for: play).keys
      let pinned = Localization.challengePinnedHints(
        solved: challenge.isSolved, hintsShown: challenge.hintsShown,
        hasNext: challenge.next != nil, language)
      drawn.buffer.fill(CellRect(x: 0, y: rows - 1, columns: columns, rows: 1), with: Cell(" "))
      PlaygroundScreen.drawHints(keys, pinned: pinned, into: &drawn.buffer, row: rows - 1)
    }
    return drawn
  }

  /// The cells of each target frame on screen, as the canvas would draw a
  /// view of that frame.
  static func ghostRects(_ challenge: ChallengeState, _ drawn: DrawnScreen) -> [(
    name: String, rect: CellRect
  )] {
    guard drawn.unitsPerColumn > 0, drawn.unitsPerRow > 0 else { return [] }
    let play = challenge.play
    let current = ChallengeState.frames(of: play)
    // A frame already where it should be needs no ghost.
    let target = challenge.level.target.filter { wanted in
      !ChallengeState.matches([wanted], current.filter { $0.name == wanted.name })
    }
    if play.isSwiftUI {
      guard let root = drawn.rootRect else { return [] }
      // Only the leaves: a stack's ghost would run across its children's.
      let layout = play.swiftUILayout
      let leaves = target.filter { wanted in
        guard let index = layout.nodes.firstIndex(where: { $0.name == wanted.name }) else {
          return false
        }
        return layout.children(of: index).isEmpty
      }
      return leaves.map { wanted in
        let frame = SwiftUILayout.roundedFrame(
          of: wanted.frame, columnsPerUnit: 1 / drawn.unitsPerColumn,
          rowsPerUnit: 1 / drawn.unitsPerRow, originX: Double(root.x), originY: Double(root.y))
        return (
          wanted.name,
          CellRect(x: frame.column, y: frame.row, columns: frame.columns, rows: frame.rows)
        )
      }
    }
    guard let stackRect = drawn.hitMap?.stackRect else { return [] }
    if play.isTree {
      // Nested stacks: the leaves, rounded as the tree canvas rounds its boxes
      // (a nested stack's ghost would run across its views' ghosts).
      let layout = play.rootStack.layout()
      let leaves = target.filter { wanted in
        guard let index = layout.views.firstIndex(where: { $0.name == wanted.name }) else {
          return false
        }
        return !ChallengeState.isStack(rank: index, in: play.rootStack)
      }
      return leaves.map { wanted in
        let frame = SwiftUILayout.roundedFrame(
          of: wanted.frame, columnsPerUnit: 1 / drawn.unitsPerColumn,
          rowsPerUnit: 1 / drawn.unitsPerRow, originX: Double(stackRect.x),
          originY: Double(stackRect.y))
        return (
          wanted.name,
          CellRect(x: frame.column, y: frame.row, columns: frame.columns, rows: frame.rows)
        )
      }
    }
    let stack = play.stack
    let layout = stack.layout()
    let horizontal = stack.axis == .horizontal
    let views = stack.arrangedSubviews.map { view -> ViewLayout in
      let frame =
        target.first { $0.name == view.name }?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
      let along = horizontal ? frame.width : frame.height
      return ViewLayout(name: view.name, frame: frame, isHidden: along == 0)
    }
    let cells = CanvasCells(
      layout: StackViewLayout(size: layout.size, views: views), axis: stack.axis,
      viewport: Viewport(unit: play.scene.unit, cellsPerUnitX: 1 / drawn.unitsPerColumn))
    return zip(stack.arrangedSubviews, cells.frames).compactMap { view, rect in
      guard let rect, target.contains(where: { $0.name == view.name }) else { return nil }
      return (
        view.name,
        CellRect(
          x: rect.x + stackRect.x, y: rect.y + stackRect.y, columns: rect.columns, rows: rect.rows)
      )
    }
  }

  /// With nested stacks, the boxes of the plain views other than `name`, as
  /// drawn: a ghost's top and bottom stay out of them, since the boxes'
  /// heights differ and a dotted run across another view's box would read as
  /// its ruler (its sides still show where it starts and ends). None for a
  /// flat stack, whose boxes share their rows with the ghosts' edges.
  static func otherBoxes(of name: String, _ play: PlaygroundState, _ drawn: DrawnScreen)
    -> [CellRect]
  {
    guard play.isTree, let hitMap = drawn.hitMap else { return [] }
    let layout = play.rootStack.layout()
    return hitMap.viewRects.enumerated().compactMap { rank, rect in
      guard let rect, layout.views.indices.contains(rank), layout.views[rank].name != name,
        !ChallengeState.isStack(rank: rank, in: play.rootStack)
      else { return nil }
      return rect
    }
  }

  /// The ghost's glyphs: heavy dotted lines, which the canvas uses nowhere
  /// else (its own dotted lines, for intrinsic sizes and baselines, are light).
  static func ghostGlyphs(_ glyphs: GlyphSet) -> (horizontal: Character, vertical: Character) {
    glyphs == .unicode ? ("┉", "┋") : ("'", ":")
  }

  /// Draws the outline of `rect` on the blank cells of `buffer` inside
  /// `clip`, its top and bottom only outside `boxes` (its sides also inside
  /// them), leaving a blank cell beside text alone (so a ghost never runs
  /// into a name, a size or the words of a Text).
  static func drawGhost(
    _ rect: CellRect, clip: CellRect, style: CellStyle, glyphs: GlyphSet,
    avoiding boxes: [CellRect] = [], into buffer: inout CellBuffer
  ) {
    guard rect.columns > 0, rect.rows > 0 else { return }
    let (horizontal, vertical) = ghostGlyphs(glyphs)
    func isText(_ x: Int, _ y: Int) -> Bool {
      guard buffer.bounds.contains(x: x, y: y) else { return false }
      let cell = buffer[x, y]
      if cell.isContinuation { return true }
      guard let scalar = cell.character.unicodeScalars.first else { return false }
      if cell.character == " " || cell.character == horizontal || cell.character == vertical {
        return false
      }
      // Box drawing (borders, outlines, dotted marks) is not text.
      return !(0x2500...0x257F).contains(scalar.value)
    }
    func put(_ x: Int, _ y: Int, _ character: Character) {
      guard clip.contains(x: x, y: y), buffer.bounds.contains(x: x, y: y),
        character == vertical || !boxes.contains(where: { $0.contains(x: x, y: y) })
      else { return }
      let cell = buffer[x, y]
      guard cell.character == " ", !cell.isContinuation else { return }
      if isText(x - 1, y) || isText(x + 1, y) { return }
      var ghost = style
      ghost.background = cell.style.background
      buffer[x, y] = Cell(character, style: ghost)
    }
    let right = rect.x + rect.columns - 1
    let bottom = rect.y + rect.rows - 1
    for x in rect.x...right {
      put(x, rect.y, horizontal)
      put(x, bottom, horizontal)
    }
    if rect.rows > 2 {
      for y in (rect.y + 1)..<bottom {
        put(rect.x, y, vertical)
        put(right, y, vertical)
      }
    }
  }
}

extension ChallengeScreen {
  /// Draws a target's extent along a row, `┋┉┉ name ┉┉┋`, on blank cells;
  /// returns whether it did (a ruler is drawn whole or not at all).
  @discardableResult
  static func drawRuler(
    _ name: String, from start: Int, to end: Int, row: Int, clip: CellRect, style: CellStyle,
    glyphs: GlyphSet, into buffer: inout CellBuffer
  ) -> Bool {
    let length = end - start
    guard length >= 2 else { return false }
    let (horizontal, vertical) = ghostGlyphs(glyphs)
    var characters = [Character](repeating: horizontal, count: length)
    characters[0] = vertical
    characters[length - 1] = vertical
    let label = " \(name) "
    let labelWidth = displayWidth(of: label)
    let labelStart = (length - labelWidth) / 2
    let hasLabel = labelWidth <= length - 2 && label.count == labelWidth
    if hasLabel {
      for (offset, character) in label.enumerated() { characters[labelStart + offset] = character }
    }
    // The whole run or nothing, so a ruler never comes out half drawn.
    for (offset, _) in characters.enumerated() {
      let x = start + offset
      guard clip.contains(x: x, y: row), buffer.bounds.contains(x: x, y: row),
        buffer[x, row].character == " ", !buffer[x, row].isContinuation
      else { return false }
    }
    for (offset, character) in characters.enumerated() {
      buffer[start + offset, row] = Cell(character, style: style)
    }
    return true
  }
}

extension DrawnScreen {
  /// The same screen drawn `rows` lower (under the challenge's header).
  func movedDown(by rows: Int) -> DrawnScreen {
    func moved(_ rect: CellRect) -> CellRect {
      CellRect(x: rect.x, y: rect.y + rows, columns: rect.columns, rows: rect.rows)
    }
    var screen = self
    screen.hitMap = hitMap?.offsetBy(columns: 0, rows: rows)
    screen.childRects = childRects.map { $0.map(moved) }
    screen.rootRect = rootRect.map(moved)
    screen.canvas = canvas.map(moved)
    return screen
  }
}
