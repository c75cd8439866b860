import StackLayout
import StackPresets
import StackRender
import StackScene
import Testing

@testable import Playground

/// The inspector in the column beside a tall stack wraps its lines over the
/// rows it has instead of cutting them (issue 10, "use the window").
@Suite("Inspector beside the canvas")
struct InspectorBesideTests {
  // MARK: The flow

  @Test("Pieces wrap at their boundaries; the gap is dropped at a break")
  func piecesWrap() {
    var flow = InspectorFlow(width: 12)
    flow.add([
      InspectorFlow.Piece("hug h 250", gap: "  "), InspectorFlow.Piece("comp 750", gap: "  "),
      InspectorFlow.Piece("no", gap: "  "),
    ])
    // "hug h 250" (9) + "  comp 750" would be 19 > 12; "comp 750" (8) + "  no"
    // is 12, which fits exactly.
    let lines = flow.lines.map { String($0.map(\.character)) }
    #expect(lines == ["hug h 250", "comp 750  no"])
  }

  @Test("Words wrap at spaces; a word wider than the line is broken")
  func wordsWrap() {
    var flow = InspectorFlow(width: 8)
    flow.add(InspectorFlow.words("width: alignment fill"))
    flow.add(InspectorFlow.words("abcdefghijk x"))
    let lines = flow.lines.map { String($0.map(\.character)) }
    // "width:" (6) + " alignment" > 8; "alignment" (9) is broken after 8.
    #expect(lines == ["width:", "alignmen", "t fill", "abcdefgh", "ijk x"])
  }

  @Test("Only when the rows run out does the last row end with …")
  func ellipsisOnlyWhenCut() {
    var flow = InspectorFlow(width: 6)
    flow.add(InspectorFlow.words("one two three"))
    let all = flow.shown(rows: 3, ellipsis: "…").map { String($0.map(\.character)) }
    #expect(all == ["one", "two", "three"])
    // Two rows: "two" and its … (4 columns) fit in 6.
    let two = flow.shown(rows: 2, ellipsis: "…").map { String($0.map(\.character)) }
    #expect(two == ["one", "two…"])
    // A full last row gives up its last character for the mark.
    var full = InspectorFlow(width: 5)
    full.add(InspectorFlow.words("three four"))
    let one = full.shown(rows: 1, ellipsis: "…").map { String($0.map(\.character)) }
    #expect(one == ["thre…"])
  }

  @Test("Each character keeps its style, the gap the style of the space it replaces")
  func stylesFollowTheCharacters() {
    let focus = PlaygroundScreen.focusStyle
    var flow = InspectorFlow(width: 9)
    flow.add(InspectorFlow.words([("Text(", .plain), ("\"a b\"", focus), (")", .plain)]))
    // `Text("a` (7) + ` b")` (4) > 9: the break falls inside the string.
    let lines = flow.lines
    #expect(lines.map { String($0.map(\.character)) } == ["Text(\"a", "b\")"])
    #expect(lines[0].map(\.style) == [.plain, .plain, .plain, .plain, .plain, focus, focus])
    #expect(lines[1].map(\.style) == [focus, focus, .plain])
  }

  // MARK: The screen

  func draw(_ state: PlaygroundState, _ columns: Int = 80, _ rows: Int = 24) -> DrawnScreen {
    PlaygroundScreen.draw(
      state, columns: columns, rows: rows, colorMode: .colors256, glyphs: .unicode)
  }

  func squaresUnpinned() throws -> PlaygroundState {
    PlaygroundState(scene: try #require(Preset.named("squares-unpinned")).scene())
  }

  /// The text of row `y` from column `x` on, trailing blanks dropped.
  func text(_ buffer: CellBuffer, row y: Int, from x: Int) -> String {
    var result = ""
    var column = x
    while column < buffer.columns {
      let cell = buffer[column, y]
      if !cell.isContinuation { result.append(cell.character) }
      column += 1
    }
    while result.last == " " { result.removeLast() }
    return result
  }

  /// At 80x24 the column beside the canvas is 36 columns from column 44 (45 %
  /// of 80), after a rule at 43; its lines start at column 45, 35 wide. Rows 2
  /// to 21 are the column's (two status rows above, message and hints below).
  static let column = 45

  @Test("UIKit: at 80x24 every inspector line is wrapped into the column, none cut")
  func uikitLinesWrap() throws {
    let state = try squaresUnpinned()
    let drawn = draw(state)
    let buffer = drawn.buffer
    let lines = (2..<22).map { text(buffer, row: $0, from: Self.column) }
    // The title alone on the rule; `intrinsic 50x50  frame 200x50 at 0,0` is
    // 36 columns, one too many; the priorities a field at a time where two do
    // not fit (19 + 2 + 23 > 35, 23 + 2 + 9 = 34).
    #expect(lines[0].hasPrefix(" ▶ small (1 of 3) ─"))
    #expect(lines[1] == "intrinsic 50x50")
    #expect(lines[2] == "frame 200x50 at 0,0")
    #expect(lines[3] == "hugging h 250 v 250")
    #expect(lines[4] == "compression h 750 v 750  hidden no")
    #expect(lines[5] == "spacing after -")
    // The reasons, each from a new line, whole: joined again they are the
    // solver's words, and nothing ends with the cut mark.
    let reason = state.stack.layout().views[0].reason
    let body = lines[6...].filter { !$0.isEmpty }
    let heightLines = Array(body.prefix { !$0.hasPrefix("width:") })
    let widthLines = Array(body.drop { !$0.hasPrefix("width:") })
    #expect(heightLines.joined(separator: " ") == "height: \(reason.along)")
    #expect(widthLines.joined(separator: " ") == "width: \(reason.across)")
    #expect(!lines.contains { $0.hasSuffix("…") })
    #expect(lines.allSatisfy { displayWidth(of: $0) <= 35 })
  }

  @Test("UIKit: the focus lands on the wrapped field's cells")
  func uikitFocusAfterWrapping() throws {
    var state = try squaresUnpinned()
    let focus = PlaygroundScreen.focusStyle
    // The intrinsic height (the length along a vertical stack): the second
    // `50` of `intrinsic 50x50` on row 3, columns 45 + 13 and 45 + 14.
    var buffer = draw(state).buffer
    #expect((55...59).map { buffer[$0, 3].style == focus } == [false, false, false, true, true])
    // `i`: the intrinsic width, the first `50`.
    state.handle(.character("i"))
    buffer = draw(state).buffer
    #expect((55...59).map { buffer[$0, 3].style == focus } == [true, true, false, false, false])
    // `i`: hugging on the vertical axis, `v 250` of row 5 (columns 59 to 63).
    state.handle(.character("i"))
    buffer = draw(state).buffer
    #expect(
      (58...64).map { buffer[$0, 5].style == focus } == [
        false, true, true, true, true, true, false,
      ])
    // `i`: compression, `v 750` of row 6 (columns 45 + 18 to 45 + 22).
    state.handle(.character("i"))
    buffer = draw(state).buffer
    #expect(
      (62...68).map { buffer[$0, 6].style == focus } == [
        false, true, true, true, true, true, false,
      ])
    // `i`: spacing after, the whole of row 7's `spacing after -`.
    state.handle(.character("i"))
    buffer = draw(state).buffer
    #expect((45..<60).allSatisfy { buffer[$0, 7].style == focus })
    #expect(buffer[60, 7].style != focus)
  }

  @Test("SwiftUI: the code and the fields wrap; the focus follows them")
  func swiftUILinesWrap() throws {
    var state = try squaresUnpinned()
    state.handle(.character("m"))
    let buffer = draw(state).buffer
    let lines = (2..<22).map { text(buffer, row: $0, from: Self.column) }
    // `Color.red.frame(width: 50, height: 50)` is 38 columns: it breaks
    // before the last `50)`. The fields: 15 + 2 + 16 = 33 fit; `proposed
    // 200xnil  chose 50x50` is 29, and `  at 75,0` would make 38.
    #expect(lines[0].hasPrefix(" ▶ small (1 of 3) ─"))
    #expect(lines[1] == "Color.red.frame(width: 50, height:")
    #expect(lines[2] == "50)")
    #expect(lines[3] == "frame w 50 h 50  layoutPriority 0")
    #expect(lines[4] == "proposed 200xnil  chose 50x50")
    #expect(lines[5] == "at 75,0")
    #expect(!lines.contains { $0.hasSuffix("…") })
    // The frame's height (the length along the VStack) is focused: `h 50`,
    // columns 45 + 11 to 45 + 14 of row 5.
    let focus = PlaygroundScreen.focusStyle
    #expect(
      (55...60).map { buffer[$0, 5].style == focus } == [
        false, true, true, true, true, false,
      ])
  }

  @Test("When the rows run out, the last row shown ends with …")
  func cutWhenTheRowsRunOut() throws {
    // The column's inspector given 5 rows in a 36-column buffer (lines 35
    // wide from column 1): the title, the two rows of sizes, the priorities'
    // first two rows; the second (34 columns) takes the mark in the 35th.
    let state = try squaresUnpinned()
    var buffer = CellBuffer(columns: 36, rows: 8)
    PlaygroundScreen.drawInspector(
      state, state.stack.layout(), into: &buffer, top: 0, glyphs: .unicode, rows: 5)
    let lines = (0..<8).map { text(buffer, row: $0, from: 1) }
    #expect(lines[1] == "intrinsic 50x50")
    #expect(lines[3] == "hugging h 250 v 250")
    #expect(lines[4] == "compression h 750 v 750  hidden no…")
    #expect(lines[5...].allSatisfy { $0.isEmpty })
  }

  @Test("A wide stack keeps the inspector below the canvas, as before")
  func belowIsUnchanged() {
    let drawn = draw(PlaygroundState(scene: .playgroundDefault))
    let lines = drawn.buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false)
    // Five rows from 24 - 7: the title on the rule, then one row of priorities.
    #expect(lines[17].hasPrefix("─ ▶ red (1 of 3)  intrinsic 60x40"))
    #expect(lines[18].hasPrefix("hugging h 250 v 250   compression h 750 v 750"))
  }
}
