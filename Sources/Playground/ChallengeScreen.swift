import StackLayout
import StackPresets
import StackRender
import StackScene

/// Draws a challenge: the level's title and goal on top, the playground screen
/// of its scene below (UIKit or SwiftUI), the target frames as ghost outlines
/// over the canvas, and the level's keys on the hint line.
///
/// ```
/// challenge 2/24 hugging-249: Hug less                           changes 0/1
/// goal: make cancel stretch instead of ok
/// axis: horizontal  distribution: fill  alignment: fill  spacing: 8  stack: …
///  ╭╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╮
///  ╎┏━━━━━━━━━━━━━━━━━━━━━━━━━━┓ ┌────────┐ ┌──────────────┐            ╎
///  ╎┃ok ┊     132x30      ┊    ┃ │cancel  │ │learnMore     │            ╎
///  ...
/// keys: H  Tab select  u undo  r start over                  ? hint 1  q quit
/// ```
///
/// A ghost outline (`┈`, `┊`, corners `·`; `.`, `:` and `+` in ASCII) is
/// drawn only on cells the playground left blank, so it never hides a name,
/// a border or a number; where a box already has its target frame, its
/// border hides the ghost.
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
    let statusWidth = displayWidth(of: status)
    let statusStyle =
      challenge.isSolved
      ? CellStyle(foreground: colorMode == .monochrome ? .default : .indexed(2), bold: true)
      : CellStyle(dim: true)
    buffer.put(
      title, x: 0, y: 0, style: CellStyle(bold: true), maxWidth: max(0, columns - statusWidth - 2),
      ellipsis: glyphs.ellipsis)
    buffer.put(status, x: max(0, columns - statusWidth), y: 0, style: statusStyle, maxWidth: columns)
    for (offset, line) in goal.prefix(goalRows).enumerated() {
      buffer.put(line, x: 0, y: 1 + offset, maxWidth: columns, ellipsis: glyphs.ellipsis)
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
      let rects = ghostRects(challenge, drawn)
      let style = CellStyle(
        foreground: colorMode == .monochrome ? .default : .indexed(13), bold: true)
      for rect in rects {
        drawGhost(rect, clip: canvas, style: style, glyphs: glyphs, into: &drawn.buffer)
      }
    }

    let play = challenge.play
    let tooSmall =
      columns < PlaygroundScreen.minimumSize.columns
      || rows - header < PlaygroundScreen.minimumSize.rows
    if !challenge.isModal, !tooSmall {
      let keys =
        level.keys.map { Localization.challengeKeyHints($0, language) }
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
  static func ghostRects(_ challenge: ChallengeState, _ drawn: DrawnScreen) -> [CellRect] {
    guard drawn.unitsPerColumn > 0, drawn.unitsPerRow > 0 else { return [] }
    let play = challenge.play
    let target = challenge.level.target
    if play.isSwiftUI {
      guard let root = drawn.rootRect else { return [] }
      return target.map { wanted in
        let frame = SwiftUILayout.roundedFrame(
          of: wanted.frame, columnsPerUnit: 1 / drawn.unitsPerColumn,
          rowsPerUnit: 1 / drawn.unitsPerRow, originX: Double(root.x), originY: Double(root.y))
        return CellRect(x: frame.column, y: frame.row, columns: frame.columns, rows: frame.rows)
      }
    }
    guard let stackRect = drawn.hitMap?.stackRect else { return [] }
    let stack = play.stack
    let layout = stack.layout()
    let horizontal = stack.axis == .horizontal
    let views = stack.arrangedSubviews.map { view -> ViewLayout in
      let frame = target.first { $0.name == view.name }?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
      let along = horizontal ? frame.width : frame.height
      return ViewLayout(name: view.name, frame: frame, isHidden: along == 0)
    }
    let cells = CanvasCells(
      layout: StackViewLayout(size: layout.size, views: views), axis: stack.axis,
      viewport: Viewport(unit: play.scene.unit, cellsPerUnitX: 1 / drawn.unitsPerColumn))
    return cells.frames.compactMap { rect in
      rect.map {
        CellRect(x: $0.x + stackRect.x, y: $0.y + stackRect.y, columns: $0.columns, rows: $0.rows)
      }
    }
  }

  /// Draws the outline of `rect` on the blank cells of `buffer` inside `clip`.
  static func drawGhost(
    _ rect: CellRect, clip: CellRect, style: CellStyle, glyphs: GlyphSet,
    into buffer: inout CellBuffer
  ) {
    guard rect.columns > 0, rect.rows > 0 else { return }
    let unicode = glyphs == .unicode
    let horizontal: Character = unicode ? "┈" : "."
    let vertical: Character = unicode ? "┊" : ":"
    let corner: Character = unicode ? "·" : "+"
    func put(_ x: Int, _ y: Int, _ character: Character) {
      guard clip.contains(x: x, y: y), buffer.bounds.contains(x: x, y: y) else { return }
      let cell = buffer[x, y]
      guard cell.character == " ", !cell.isContinuation else { return }
      if x + 1 < buffer.columns, buffer[x + 1, y].isContinuation { return }
      var ghost = style
      ghost.background = cell.style.background
      buffer[x, y] = Cell(character, style: ghost)
    }
    let right = rect.x + rect.columns - 1
    let bottom = rect.y + rect.rows - 1
    for x in rect.x...right {
      let isCorner = x == rect.x || x == right
      put(x, rect.y, isCorner ? corner : horizontal)
      put(x, bottom, isCorner ? corner : horizontal)
    }
    if rect.rows > 2 {
      for y in (rect.y + 1)..<bottom {
        put(rect.x, y, vertical)
        put(right, y, vertical)
      }
    }
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
