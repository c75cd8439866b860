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
    #expect(screen[0].contains("c copy  w write"))
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

  /// The default scene at 80x24: the 300-point stack is 60 columns wide (5
  /// points a column) and 120 points 12 rows tall (10 points a row).
  func screen(_ state: PlaygroundState) -> DrawnScreen {
    PlaygroundScreen.draw(state, columns: 80, rows: 24, colorMode: .monochrome, glyphs: .unicode)
  }

  @Test func theCanvasScaleIsReported() {
    let drawn = screen(PlaygroundState(scene: .playgroundDefault))
    #expect(drawn.unitsPerColumn == 5)
    #expect(drawn.unitsPerRow == 10)
  }

  /// Green's right border, dragged 3 columns right: its intrinsic width
  /// grows by 15 points, 90 to 105; the drag is one undoable change.
  @Test func draggingAViewsTrailingEdgeChangesItsIntrinsicLength() throws {
    var state = PlaygroundState(scene: .playgroundDefault)
    let drawn = screen(state)
    let green = try #require(drawn.hitMap?.viewRects[1])
    let edge = green.x + green.columns - 1
    let row = green.y + 2
    #expect(drawn.dragTarget(atColumn: edge, row: row, axis: .horizontal) == .viewEdge(1))
    #expect(drawn.dragTarget(atColumn: edge - 1, row: row, axis: .horizontal) == nil)
    state.handle(.click(column: edge, row: row), screen: drawn)
    #expect(state.selection == 1)
    #expect(state.message == "dragging the trailing edge of green")
    state.handle(.drag(column: edge + 1, row: row), screen: drawn)
    #expect(state.stack.arrangedSubviews[1].intrinsicSize.width == 95)
    state.handle(.drag(column: edge + 3, row: row + 1), screen: drawn)
    #expect(state.stack.arrangedSubviews[1].intrinsicSize.width == 105)
    #expect(state.stack.arrangedSubviews[1].intrinsicSize.height == 80)
    #expect(state.history.undoCount == 0)
    state.handle(.release(column: edge + 3, row: row), screen: drawn)
    #expect(state.message == "intrinsic width of green: 105 (drag)")
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

  /// The stack's right outline dragged 5 columns left: 300 - 25 = 275 wide;
  /// its bottom outline 2 rows down: 120 + 20 = 140 tall.
  @Test func draggingTheStacksEdgesResizesIt() throws {
    var state = PlaygroundState(scene: .playgroundDefault)
    let drawn = screen(state)
    let stack = try #require(drawn.hitMap?.stackRect)
    let right = stack.x + stack.columns
    let bottom = stack.y + stack.rows
    state.handle(.click(column: right, row: stack.y + 3), screen: drawn)
    state.handle(.release(column: right - 5, row: stack.y + 3), screen: drawn)
    #expect(state.stack.size == PartialSize(width: 275, height: 120))
    #expect(state.message == "stack: 275x120 pinned (drag)")
    state.handle(.click(column: stack.x + 4, row: bottom), screen: drawn)
    state.handle(.drag(column: stack.x + 4, row: bottom + 2), screen: drawn)
    state.handle(.release(column: stack.x + 4, row: bottom + 2), screen: drawn)
    #expect(state.stack.size == PartialSize(width: 275, height: 140))
    #expect(state.history.undoCount == 2)
    // The corner drags both.
    var corner = PlaygroundState(scene: .playgroundDefault)
    corner.handle(.click(column: right, row: bottom), screen: drawn)
    corner.handle(.release(column: right + 1, row: bottom + 1), screen: drawn)
    #expect(corner.stack.size == PartialSize(width: 305, height: 130))
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
