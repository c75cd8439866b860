import StackExport
import StackLayout
import StackRender
import StackScene
import Testing

@testable import Playground

/// The code panel's `c` (copy with OSC 52) and `w` (write to a file), and the
/// mouse: drags of edges and the wheel, through the pure update function with
/// synthetic events (tmux has no command to drag in a detached pane).
@Suite("Code out and the mouse")
struct CodeOutAndMouseTests {
  func state(_ keys: [Key], scene: Scene = .playgroundDefault) -> PlaygroundState {
    var state = PlaygroundState(scene: scene)
    for key in keys { state.handle(key) }
    return state
  }

  func lines(_ state: PlaygroundState, columns: Int = 80, rows: Int = 24) -> [String] {
    PlaygroundScreen.draw(
      state, columns: columns, rows: rows, colorMode: .monochrome, glyphs: .unicode
    )
    .buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  // MARK: c

  /// `c` hands the code over for the clipboard, as `stackplay export` prints
  /// it, and says how many bytes go out: the OSC 52 sequence is 7 bytes
  /// (`ESC ] 52 ; c ;`), 4 of Base64 for every 3 (or part of 3) of code, and BEL.
  @Test func cCopiesTheCode() {
    let copied = state([.control("e"), .character("c")])
    let code = swiftCode(for: .playgroundDefault, flavor: .uikit)
    #expect(copied.pendingClipboard == code)
    let count = code.utf8.count
    let lineCount = code.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    let sent = 7 + (count + 2) / 3 * 4 + 1
    #expect(
      copied.message
        == "copied \(lineCount) lines of UIKit code (\(count) bytes): sent OSC 52, \(sent) bytes, to the terminal (tmux: set-clipboard on)"
    )
    #expect(copied.panel == .code)
    #expect(copied.history.undoCount == 0)
    // The message shows in the panel's last rows, wrapped.
    let screen = lines(copied)
    #expect(screen[22].hasPrefix("copied \(lineCount) lines of UIKit code"))
    #expect(screen[23].hasPrefix("terminal (tmux: set-clipboard on)"))
  }

  @Test func cCopiesSwiftUICodeInSwiftUIMode() {
    let copied = state([.character("m"), .control("e"), .character("c")])
    #expect(copied.pendingClipboard == swiftCode(for: copied.scene, flavor: .swiftui))
    #expect(copied.message?.contains("of SwiftUI code") == true)
  }

  /// 2,000 views make far more than 100,000 bytes of code: refused.
  @Test func cRefusesCodeBeyondTheLimit() {
    let views = (0..<2000).map {
      ArrangedView(name: "v\($0)", intrinsicSize: PartialSize(width: 10, height: 10))
    }
    let scene = Scene(unit: .point, stack: StackView(arrangedSubviews: views))
    let refused = state([.control("e"), .character("c")], scene: scene)
    let count = swiftCode(for: scene, flavor: .uikit).utf8.count
    #expect(count > 100_000)
    #expect(refused.pendingClipboard == nil)
    #expect(
      refused.message
        == "not copied: the code is \(count) bytes, the clipboard takes at most 100000; w writes it to a file"
    )
  }

  @Test func theCodePanelNamesItsKeys() {
    let screen = lines(state([.control("e")]))
    #expect(screen[0].contains("c copy  j JSON  w write"))
    #expect(
      screen[23] == "c copy (OSC 52)  w write to a file  Up/Down/PgUp/PgDn scroll  other keys close"
    )
    // The code takes every row between the title and the footer.
    #expect(screen[0].contains("1-22 of"))
  }

  // MARK: w

  @Test func wAsksForAPathThenTheAppWrites() {
    let asking = state([.control("e"), .character("w")])
    #expect(asking.codePathPrompt == "StackView.swift")
    #expect(
      lines(asking)[23].hasPrefix(
        "write the code to: StackView.swift_   (Enter writes, Esc cancels)"))
    var state = asking
    for key in Array(repeating: Key.backspace, count: 5) + "Swift".map({ Key.character($0) }) + [
      .enter
    ] { state.handle(key) }
    #expect(state.pendingCodeWrite == CodeWrite(path: "StackView.Swift", replacing: false))
    #expect(state.codePathPrompt == nil && state.panel == .code)
    state.didWriteCode(to: "StackView.Swift", error: nil)
    #expect(state.pendingCodeWrite == nil)
    #expect(state.message == "wrote \(state.codeLines.count) lines of code to StackView.Swift")
  }

  @Test func wInSwiftUIModeOffersContentView() {
    #expect(
      state([.character("m"), .control("e"), .character("w")]).codePathPrompt == "ContentView.swift"
    )
  }

  /// A file that is there: the app asks back; `y` replaces it, any other key keeps it.
  @Test func anExistingFileIsReplacedOnlyAfterY() {
    var state = state([.control("e"), .character("w"), .enter])
    state.codeFileExists(at: "StackView.swift")
    #expect(state.pendingCodeWrite == nil)
    #expect(
      lines(state)[23].hasPrefix("StackView.swift exists: y replaces it, any other key keeps it"))
    var yes = state
    yes.handle(.character("y"))
    #expect(yes.pendingCodeWrite == CodeWrite(path: "StackView.swift", replacing: true))
    var no = state
    no.handle(.character("n"))
    #expect(no.pendingCodeWrite == nil)
    #expect(no.message == "not written: StackView.swift is left as it was")
    #expect(no.panel == .code)
  }

  @Test func escAndAnEmptyPathWriteNothing() {
    let escaped = state([.control("e"), .character("w"), .escape])
    #expect(escaped.codePathPrompt == nil && escaped.pendingCodeWrite == nil)
    #expect(escaped.message == "not written" && escaped.panel == .code)
    let empty = state(
      [.control("e"), .character("w")] + Array(repeating: .backspace, count: 20) + [.enter])
    #expect(empty.pendingCodeWrite == nil)
    #expect(empty.message == "not written: no path typed")
    // q is typed into the path, not quitting.
    let typed = state([.control("e"), .character("w"), .character("q")])
    #expect(typed.codePathPrompt == "StackView.swiftq" && !typed.shouldQuit)
  }

  @Test func aFailedWriteSaysWhy() {
    var state = state([.control("e"), .character("w"), .enter])
    state.didWriteCode(to: "/x/StackView.swift", error: "no such directory")
    #expect(state.message == "code not written: no such directory (any old file is unchanged)")
  }

  // MARK: Dragging (UIKit)

  /// The default scene at 80x24. The scale is the largest zoom step at which
  /// the 300x120 stack fits 80 - 2 = 78 columns and 24 - 2 status - 7 below -
  /// 2 outline - 2 for labels = 11 rows (a row is two columns' worth of
  /// points): 0.2 column per point would need 60 columns but 120 x 0.1 = 12
  /// rows; 0.15 needs 45 columns and 120 x 0.075 = 9 rows. So a column is
  /// 1 / 0.15 = 20/3 points and a row 1 / 0.075 = 40/3 (beside the inspector,
  /// in 80 - 36 - 1 - 2 - 14 = 27 columns, the scale would be 0.08: smaller).
  func screen(_ state: PlaygroundState) -> DrawnScreen {
    PlaygroundScreen.draw(state, columns: 80, rows: 24, colorMode: .monochrome, glyphs: .unicode)
  }

  @Test func theCanvasScaleIsReported() {
    let drawn = screen(PlaygroundState(scene: .playgroundDefault))
    #expect(abs(drawn.unitsPerColumn - 20.0 / 3) < 1e-9)
    #expect(abs(drawn.unitsPerRow - 40.0 / 3) < 1e-9)
  }

  /// Where the default scene is on screen: the canvas is rows 2 to 16 (24 - 2
  /// status - 7 below = 15 rows); the picture, 45 + 2 = 47 columns by 9 + 2 =
  /// 11 rows, is centred: its outline at column (80 - 47) / 2 = 16 and row
  /// 2 + (15 - 11) / 2 = 4, the stack's cells inside it from 17, 5. Along the
  /// axis the 45 columns are shared out by largest remainders among red 144,
  /// 8, green 90, 8, blue 50 (x 0.15: 21.6, 1.2, 13.5, 1.2, 7.5): 21, 1, 13, 1,
  /// 7 and the two left over to red (.6) and green (.5, longer than blue): 22,
  /// 1, 14, 1, 7. Green is 80 x 0.075 = 6 rows centred on 60 x 0.075 = 4.5:
  /// from row 1.5, 2. So green is 14 x 6 cells at 17 + 23 = 40, 5 + 2 = 7.
  @Test func theHitMapIsWhereTheBoxesAreDrawn() throws {
    let drawn = screen(PlaygroundState(scene: .playgroundDefault))
    let hitMap = try #require(drawn.hitMap)
    #expect(hitMap.stackRect == CellRect(x: 17, y: 5, columns: 45, rows: 9))
    #expect(hitMap.viewRects[1] == CellRect(x: 40, y: 7, columns: 14, rows: 6))
    let lines = drawn.buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false)
      .map { Array(String($0)) }
    #expect(lines[4][16] == "╭" && lines[4][62] == "╮" && lines[14][16] == "╰")
    #expect(lines[7][40] == "┌" && lines[7][53] == "┐" && lines[12][53] == "┘")
  }

  /// Green's right border, dragged 3 columns right: its intrinsic width
  /// grows by 3 x 20/3 = 20 points, 90 to 110 (one column: 90 + 6.67, 97 in
  /// whole points); the drag is one undoable change.
  @Test func draggingAViewsTrailingEdgeChangesItsIntrinsicLength() throws {
    var state = PlaygroundState(scene: .playgroundDefault)
    let drawn = screen(state)
    let green = try #require(drawn.hitMap?.viewRects[1])
    let edge = green.x + green.columns - 1
    #expect(edge == 53)
    let row = green.y + 2
    #expect(drawn.dragTarget(atColumn: edge, row: row, axis: .horizontal) == .viewEdge(1))
    #expect(drawn.dragTarget(atColumn: edge - 1, row: row, axis: .horizontal) == nil)
    state.handle(.click(column: edge, row: row), screen: drawn)
    #expect(state.selection == 1)
    #expect(state.message == "dragging the trailing edge of green")
    state.handle(.drag(column: edge + 1, row: row), screen: drawn)
    #expect(state.stack.arrangedSubviews[1].intrinsicSize.width == 97)
    state.handle(.drag(column: edge + 3, row: row + 1), screen: drawn)
    #expect(state.stack.arrangedSubviews[1].intrinsicSize.width == 110)
    #expect(state.stack.arrangedSubviews[1].intrinsicSize.height == 80)
    #expect(state.history.undoCount == 0)
    state.handle(.release(column: edge + 3, row: row), screen: drawn)
    #expect(state.message == "intrinsic width of green: 110 (drag)")
    #expect(state.history.undoCount == 1)
    state.handle(.character("u"))
    #expect(state.scene == .playgroundDefault)
  }

  /// Dragged left past nothing: the length stops at 0.
  @Test func aDragNeverMakesALengthNegative() throws {
    var state = PlaygroundState(scene: .playgroundDefault)
    let drawn = screen(state)
    let red = try #require(drawn.hitMap?.viewRects[0])
    let edge = red.x + red.columns - 1
    state.handle(.click(column: edge, row: red.y), screen: drawn)
    state.handle(.release(column: edge - 30, row: red.y), screen: drawn)
    #expect(state.stack.arrangedSubviews[0].intrinsicSize.width == 0)
  }

  /// The stack's right outline (column 17 + 45 = 62) dragged 6 columns left:
  /// 300 - 6 x 20/3 = 260 wide; its bottom outline (row 5 + 9 = 14) 3 rows
  /// down: 120 + 3 x 40/3 = 160 tall. The corner one column and one row out:
  /// 300 + 20/3 = 306.67 and 120 + 40/3 = 133.33, 307x133 in whole points.
  @Test func draggingTheStacksEdgesResizesIt() throws {
    var state = PlaygroundState(scene: .playgroundDefault)
    let drawn = screen(state)
    let stack = try #require(drawn.hitMap?.stackRect)
    let right = stack.x + stack.columns
    let bottom = stack.y + stack.rows
    #expect(right == 62 && bottom == 14)
    state.handle(.click(column: right, row: stack.y + 3), screen: drawn)
    state.handle(.release(column: right - 6, row: stack.y + 3), screen: drawn)
    #expect(state.stack.size == PartialSize(width: 260, height: 120))
    #expect(state.message == "stack: 260x120 pinned (drag)")
    state.handle(.click(column: stack.x + 4, row: bottom), screen: drawn)
    state.handle(.drag(column: stack.x + 4, row: bottom + 2), screen: drawn)
    state.handle(.release(column: stack.x + 4, row: bottom + 3), screen: drawn)
    #expect(state.stack.size == PartialSize(width: 260, height: 160))
    #expect(state.history.undoCount == 2)
    // The corner drags both.
    var corner = PlaygroundState(scene: .playgroundDefault)
    corner.handle(.click(column: right, row: bottom), screen: drawn)
    corner.handle(.release(column: right + 1, row: bottom + 1), screen: drawn)
    #expect(corner.stack.size == PartialSize(width: 307, height: 133))
  }

  /// Two steps closer (0.15, 0.2, 0.25 column per point): the stack is 300 x
  /// 0.25 = 75 columns by 120 x 0.125 = 15 rows, the picture 77 by 17, taller
  /// than the 15 rows of the canvas (rows 2 to 16): it is drawn from its top,
  /// the outline on row 2 and at column (80 - 77) / 2 = 1, the stack's cells
  /// from 2, 3, its bottom outline on row 3 + 15 = 18, past the canvas, where
  /// the inspector is. A press there drags nothing; the right outline, at
  /// column 2 + 75 = 77, still drags the width.
  @Test func anEdgeOffTheCanvasIsNotDragged() throws {
    var state = state([.character("z"), .character("z")])
    let drawn = screen(state)
    #expect(abs(drawn.unitsPerColumn - 4) < 1e-9)
    #expect(drawn.hitMap?.stackRect == CellRect(x: 2, y: 3, columns: 75, rows: 15))
    #expect(drawn.panLimit == PanOffset(columns: 0, rows: 2))
    #expect(drawn.dragTarget(atColumn: 6, row: 18, axis: .horizontal) == nil)
    #expect(
      drawn.dragTarget(atColumn: 77, row: 5, axis: .horizontal)
        == .stackEdge(width: true, height: false))
    state.handle(.click(column: 6, row: 18), screen: drawn)
    #expect(state.drag == nil)
    #expect(state.stack.size == PartialSize(width: 300, height: 120))
  }

  /// Three steps closer (0.3 column per point, 0.15 row) and panned 8
  /// columns right: the picture is 300 x 0.3 + 2 = 92 columns, so its outline
  /// starts at column -8 and the stack's cells at -7. Red 144, 8, green 90, 8,
  /// blue 50 are 43.2, 2.4, 27, 2.4, 15 columns: 43, 2, 27, 2, 15 and the one
  /// left over to the first gap (.4, tied with the second, first in order):
  /// green is 27 columns from -7 + 43 + 3 = 39; 80 x 0.15 = 12 rows centred on
  /// 60 x 0.15 = 9, from 3: rows 3 + 3 = 6 to 17, cut at the canvas's last
  /// row, 16 (11 rows). The hit map is where the box is drawn, and a drag of
  /// its edge counts 1 / 0.3 = 10/3 points a column: 3 columns, 90 + 10 = 100.
  @Test func aPannedPictureIsDraggedWhereItIsDrawn() throws {
    var state = state([.character("z"), .character("z"), .character("z"), .shiftRight])
    let drawn = screen(state)
    #expect(drawn.panLimit == PanOffset(columns: 12, rows: 5))
    let green = try #require(drawn.hitMap?.viewRects[1])
    #expect(green == CellRect(x: 39, y: 6, columns: 27, rows: 11))
    let lines = drawn.buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false)
      .map { Array(String($0)) }
    #expect(lines[6][39] == "┌" && lines[6][65] == "┐")
    state.handle(.click(column: 65, row: 8), screen: drawn)
    state.handle(.release(column: 68, row: 8), screen: drawn)
    #expect(state.stack.arrangedSubviews[1].intrinsicSize.width == 100)
  }

  /// An unpinned stack is pinned by the drag, from its fitting size.
  @Test func draggingAnUnpinnedStackPinsIt() throws {
    var state = state([.character("p")])
    let drawn = screen(state)
    let stack = try #require(drawn.hitMap?.stackRect)
    let fitting = state.stack.layout().size
    state.handle(.click(column: stack.x + stack.columns, row: stack.y), screen: drawn)
    state.handle(.release(column: stack.x + stack.columns, row: stack.y), screen: drawn)
    #expect(state.stack.size.width == fitting.width)
    #expect(state.stack.size.height == nil)
  }

  /// A click that is not on an edge selects as before, and a release after
  /// it does nothing (no message lost, no step).
  @Test func aClickInsideAViewStillSelects() throws {
    var state = PlaygroundState(scene: .playgroundDefault)
    let drawn = screen(state)
    let blue = try #require(drawn.hitMap?.viewRects[2])
    state.handle(.click(column: blue.x + 1, row: blue.y + 1), screen: drawn)
    state.handle(.release(column: blue.x + 1, row: blue.y + 1), screen: drawn)
    #expect(state.selection == 2)
    #expect(state.scene == .playgroundDefault && state.history.undoCount == 0)
  }

  /// A key during a drag (a lost release) ends the drag first: still one step.
  @Test func aKeyEndsADragWithoutRelease() throws {
    var state = PlaygroundState(scene: .playgroundDefault)
    let drawn = screen(state)
    let green = try #require(drawn.hitMap?.viewRects[1])
    let edge = green.x + green.columns - 1
    state.handle(.click(column: edge, row: green.y), screen: drawn)
    state.handle(.drag(column: edge + 2, row: green.y), screen: drawn)
    state.handle(.character("+"), screen: drawn)
    #expect(state.history.undoCount == 2)
    #expect(state.stack.spacing == 12)
    state.handle(.character("u"))
    state.handle(.character("u"))
    #expect(state.scene == .playgroundDefault)
  }

  // MARK: Dragging (SwiftUI)

  /// In SwiftUI mode the same default scene is proposed 300x120; green's
  /// trailing edge sets its fixed frame width, the root's outline the proposal.
  @Test func draggingInSwiftUIMode() throws {
    var state = state([.character("m")])
    let drawn = screen(state)
    #expect(drawn.unitsPerColumn > 0)
    let green = try #require(drawn.childRects[1])
    let edge = green.x + green.columns - 1
    let per = drawn.unitsPerColumn
    state.handle(.click(column: edge, row: green.y), screen: drawn)
    state.handle(.release(column: edge + 2, row: green.y), screen: drawn)
    #expect(state.swiftUIChildren[1].fixedLength(along: .horizontal) == (90 + 2 * per).rounded())
    #expect(state.history.undoCount == 2)  // m, then the drag
    let root = try #require(drawn.rootRect)
    var proposal = self.state([.character("m")])
    proposal.handle(.click(column: root.x + root.columns, row: root.y + 1), screen: drawn)
    proposal.handle(.release(column: root.x + root.columns - 4, row: root.y + 1), screen: drawn)
    #expect(proposal.tree.proposal.width == (300 - 4 * per).rounded())
    #expect(proposal.tree.proposal.height == 120)
  }

  // MARK: The wheel

  @Test func theWheelScrollsPanelsAndTheHelp() {
    #expect(state([.control("e"), .wheel(up: false)]).panelScroll == 3)
    #expect(
      state([.control("e"), .wheel(up: false), .wheel(up: false), .wheel(up: true)]).panelScroll
        == 3)
    #expect(state([.control("e"), .wheel(up: false)]).panel == .code)
    #expect(state([.character("l"), .wheel(up: false)]).panelScroll == 3)
    let help = state([.character("?"), .wheel(up: false)])
    #expect(help.isShowingHelp && help.helpScroll == 3)
    let nothing = state([.wheel(up: true)])
    #expect(
      nothing.message == "the wheel scrolls the constraints (l), the code (Ctrl-E) and the help (?)"
    )
    #expect(nothing.scene == .playgroundDefault)
  }

  /// Mouse events have names in a key recording, and read back.
  @Test func mouseEventsAreRecorded() throws {
    let events: [Key] = [
      .drag(column: 3, row: 4), .release(column: 5, row: 6), .wheel(up: true), .wheel(up: false),
    ]
    let text = events.enumerated().map {
      KeyRecording.line(RecordedKey(milliseconds: $0.offset, key: $0.element))
    }.joined(separator: "\n")
    #expect(text == "0 drag 3 4\n1 release 5 6\n2 wheelup\n3 wheeldown")
    #expect(try KeyRecording.parse(text, source: "t").map(\.key) == events)
  }
}
