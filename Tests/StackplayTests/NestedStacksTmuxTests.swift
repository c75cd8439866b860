import Playground
import StackLayout
import StackPresets
import StackScene
import Testing

/// UIKit nested stacks as a user meets them: the real `stackplay --preset
/// card-row` in tmux at 80x24; Tab and `>` enter the column, `a` turns it into
/// a row, `<` leaves it, `{` embeds the image; every screen is compared with the
/// pure model, and the numbers were worked out by hand from uikit-stack.md.
@Suite("UIKit nested stacks in a terminal (tmux)")
struct NestedStacksTmuxTests {
  @Test func enterEditAndLeaveANestedStack() async throws {
    let term = "screen"
    let scene = try #require(Preset.named("card-row")).scene()
    let session = try await TmuxSession(term: term)
    defer { session.kill() }
    _ = try await session.startApp(
      try StackplayBinary.executable(), arguments: ["--preset", "card-row"])
    let driver = SwiftUIModeTmuxTests.Driver(session: session, scene: scene)
    var screen = try await session.waitForScreen(
      TerminalSessionTests.lines(TerminalSessionTests.model(driver.state, term: term)),
      "card-row as opened")
    // The spec's example: image 192 wide, the 132 to spare.
    #expect(
      screen.contains { $0.hasPrefix("─ ▶ root › image (1 of 2)  intrinsic 60x60  frame 192x60") })

    // Tab selects the column; its reason crosses levels.
    screen = try await driver.type("\t", "the column selected")
    #expect(
      screen.contains("width: not stretched: the 132 to spare went to image; stretching text would")
    )

    // > edits the column: the status line names it, the inspector its path.
    screen = try await driver.type(">", "inside the column")
    #expect(screen[0].hasPrefix("editing: root › text  axis: vertical  distribution: fill"))
    #expect(screen.contains { $0.hasPrefix("─ ▶ root › text › title (1 of 2)") })

    // a: the column becomes a row 100 + 4 + 80 = 184 wide; the 48 left over
    // goes to image (one hugging constraint either way, image first): 108.
    screen = try await driver.type("a", "the column made a row")
    #expect(screen[0].hasPrefix("editing: root › text  axis: horizontal"))
    #expect(
      screen.contains {
        $0.hasPrefix("─ ▶ root › text › title (1 of 2)  intrinsic 100x20  frame 100x20 at 116,20")
      })

    // < back to the root, the column selected; Tab, { embeds image in a new stack.
    screen = try await driver.type("<", "back at the root")
    #expect(screen[0].hasPrefix("axis: horizontal  distribution: fill  alignment: center"))
    #expect(screen.contains { $0.hasPrefix("─ ▶ root › text [horizontal stack] (2 of 2)") })
    screen = try await driver.type("\t{", "image embedded")
    #expect(screen.contains("embedded image in a new vertical stack named stack (> enters it)"))
    #expect(screen.contains { $0.hasPrefix("─ ▶ root › stack [vertical stack] (1 of 2)") })

    // The edits are unsaved: q asks, d quits.
    try session.type("qd")
    try await session.waitForPrompt()
  }
}
