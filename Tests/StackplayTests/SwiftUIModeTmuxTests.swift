import Foundation
import Playground
import StackLayout
import StackRender
import StackScene
import Testing

/// The SwiftUI mode as a user meets it: the real `stackplay` in tmux at 80x24,
/// `m` and the SwiftUI keys typed, every screen compared with the pure model
/// (`PlaygroundState.handle` then `PlaygroundScreen.draw`), and the layouts
/// checked against numbers worked out by hand from swiftui-stack.md.
@Suite("SwiftUI mode in a terminal (tmux)")
struct SwiftUIModeTmuxTests {
  static let term = "screen"

  /// Drives a session and the model side by side.
  final class Driver {
    let session: TmuxSession
    var state: PlaygroundState

    init(session: TmuxSession, scene: Scene) {
      self.session = session
      state = PlaygroundState(scene: scene)
    }

    /// Types `text` (each character a key; a tab is Tab, a line break Enter)
    /// into the app and the model, and waits for the app to show the model's screen.
    @discardableResult
    func type(_ text: String, _ what: String) async throws -> [String] {
      for character in text {
        switch character {
        case "\t":
          try session.press("Tab")
          state.handle(.tab)
        case "\n":
          try session.press("Enter")
          state.handle(.enter)
        default:
          try session.type(String(character))
          state.handle(.character(character))
        }
      }
      let expected = TerminalSessionTests.lines(
        TerminalSessionTests.model(state, term: SwiftUIModeTmuxTests.term))
      return try await session.waitForScreen(expected, what)
    }
  }

  @Test func mThenTheSwiftUIKeysGiveTheSpecsLayouts() async throws {
    let (session, _) = try await TerminalSessionTests.startPlayground(term: Self.term)
    defer { session.kill() }
    let driver = Driver(session: session, scene: .playgroundDefault)

    // m: the three views become Colors with fixed frames in an HStack,
    // 60 + 90 + 50 + 2 x 8 = 216 wide and as tall as green (80).
    var screen = try await driver.type("m", "the SwiftUI mode after m")
    #expect(screen[0] == "HStack(alignment: .center, spacing: 8)  proposal: 300x120  size: 216x80")
    #expect(screen[1] == "unit: point")
    #expect(screen[22] == "SwiftUI mode, nothing approximated")

    // f on each: three flexible Colors share 300 - 2 x 8 = 284 equally, 94.667
    // each; blue, the third, starts at 2 x (94.667 + 8) = 205.333 and, 60 tall,
    // sits at (80 - 60) / 2 = 10.
    screen = try await driver.type("f\tf\tf", "three flexible Colors")
    #expect(screen[0].hasSuffix("size: 300x80"))
    // The inspector's fields first: the row is one column too short for blue's x.
    #expect(
      fieldsRow(screen)
        == "frame w - h 60  layoutPriority 0  proposed 94.667x120  chose 94.667x60  at 205.…")

    // h on green: layoutPriority 1 puts it in a group of its own, proposed
    // 284 - 0 (the others' minimums) = 284, which it takes; red and blue get 0.
    screen = try await driver.type("\t\th", "green with layoutPriority 1")
    #expect(
      fieldsRow(screen)
        == "frame w - h 80  layoutPriority 1  proposed 284x120  chose 284x80  at 8,0")
    // The edits fitted the picture to its own size again (only m keeps the
    // other model's scale): 300x80 fits 78 columns and 11 rows at 0.25 column
    // per point. Green runs from edge 8 x 0.25 = 2 to 292 x 0.25 = 73 of the
    // root: a 71-column box with a heavy border (it is selected).
    let top = try #require(screen.firstIndex { $0.contains("┏") })
    let row = [Character](screen[top])
    let left = try #require(row.firstIndex(of: "┏"))
    let right = try #require(row.firstIndex(of: "┓"))
    #expect(right - left + 1 == 71)
    // The root's outline, two empty columns (red's 0 and the 8 points of spacing) between.
    #expect(row[left - 3] == "╎")

    // a: a VStack. The heights are fixed (40, 80, 60), so green, first, is
    // proposed 120 - 2 x 8 - (40 + 60) = 4 tall and keeps its 80; the stack
    // overflows to 40 + 80 + 60 + 16 = 196. Green sits at 40 + 8 = 48.
    screen = try await driver.type("a", "a VStack")
    #expect(screen[0].hasPrefix("VStack(alignment: .center, spacing: 8)  proposal: 300x120"))
    #expect(screen[0].hasSuffix("size: 300x196") || screen[1].hasPrefix("size: 300x196"))
    #expect(
      fieldsRow(screen) == "frame w - h 80  layoutPriority 1  proposed 300x4  chose 300x80  at 0,48"
    )

    // Back to an HStack (via ZStack), green made a Text by typing Hangul.
    screen = try await driver.type("aae안녕\n", "green as a Text")
    #expect(screen[0].hasPrefix("HStack(alignment: .center, spacing: nil (8))"))
    #expect(
      screen.contains {
        $0.hasPrefix("─ ▶")
          && $0.contains("Text(\"안녕\").frame(height: 80).frame(maxWidth: .infinity)")
      })
    #expect(screen.contains { $0.contains("안녕") && !$0.contains("Text(") })

    // m back: a horizontal UIKit stack again.
    screen = try await driver.type("m", "back in UIKit mode")
    #expect(
      screen[0].hasPrefix("axis: horizontal  distribution: fill  alignment: center  spacing: 8"))

    // The edits are unsaved: q asks, d quits.
    try session.type("qd")
    try await session.waitForPrompt()
  }

  @Test func openStartsASwiftUISceneInSwiftUIMode() async throws {
    let path = examplesDirectory.appendingPathComponent("swiftui-layout-priority.json")
    let scene = try Scene.decode(
      String(contentsOf: path, encoding: .utf8), source: path.lastPathComponent)
    let session = try await TmuxSession(term: Self.term)
    defer { session.kill() }
    // A copy in the session's directory: should the test stop with the edits
    // unsaved, the app keeps them beside the file it opened, never in Examples/.
    let copy = try session.directory.write(
      String(contentsOf: path, encoding: .utf8), to: path.lastPathComponent)
    _ = try await session.startApp(try StackplayBinary.executable(), arguments: ["open", copy])
    let driver = Driver(session: session, scene: scene)
    let screen = try await session.waitForScreen(
      TerminalSessionTests.lines(TerminalSessionTests.model(driver.state, term: Self.term)),
      "the SwiftUI scene as opened")
    // The spec's example: first, with layoutPriority 1, takes all that the
    // default spacing leaves, 300 - 8 = 292.
    #expect(
      screen[0]
        == "HStack(alignment: .center, spacing: nil (8))  proposal: 300x100  size: 300x100")
    #expect(
      fieldsRow(screen)
        == "frame w - h -  layoutPriority 1  proposed 292x100  chose 292x100  at 0,0")
    // `+` from nil gives spacing 0: first takes all 300; `g` aligns to the bottom.
    let after = try await driver.type("+g", "spacing and alignment changed")
    #expect(
      after[0] == "HStack(alignment: .bottom, spacing: 0)  proposal: 300x100  size: 300x100")
    #expect(
      fieldsRow(after) == "frame w - h -  layoutPriority 1  proposed 300x100  chose 300x100  at 0,0"
    )
    try session.type("qd")
    try await session.waitForPrompt()
  }

  /// The inspector's second row (the selected child's frame, layoutPriority,
  /// proposal and choice), under its title row, wherever the message area
  /// left it.
  func fieldsRow(_ screen: [String]) -> String? {
    guard let title = screen.firstIndex(where: { $0.hasPrefix("─ ▶") }), title + 1 < screen.count
    else { return nil }
    return screen[title + 1]
  }
}
