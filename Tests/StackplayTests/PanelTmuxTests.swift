import Playground
import StackPresets
import StackRender
import Testing

/// The teaching panels in the real binary at 80x24: each screen is the model's
/// screen after the same keys.
@Suite("Teaching panels in a terminal (tmux)")
struct PanelTmuxTests {
  @Test func panelsAndPresetsInTheRealBinary() async throws {
    let term = "xterm-256color"
    let (session, _) = try await TerminalSessionTests.startPlayground(term: term)
    defer { session.kill() }
    var state = PlaygroundState(scene: .playgroundDefault)
    // tmux key names, and the keys the app reads for them.
    let steps: [(String, Key, String)] = [
      ("l", .character("l"), "the constraint panel"),
      ("NPage", .pageDown, "the constraint panel, one page down"),
      ("o", .character("o"), "the grid of distributions"),
      ("o", .character("o"), "the grid of alignments"),
      ("o", .character("o"), "the grid closed"),
      ("C-e", .control("e"), "the UIKit code"),
      ("Down", .down, "the code, one line down"),
      ("x", .character("x"), "the code closed, nothing deleted"),
      (".", .character("."), "the first preset"),
      (",", .character(","), "the last preset"),
    ]
    for (name, key, description) in steps {
      try session.press(name)
      state.handle(key)
      try await session.waitForScreen(
        TerminalSessionTests.lines(TerminalSessionTests.model(state, term: term)), description)
    }
    #expect(state.presetIndex == Preset.all.count - 1)
    try session.press("q")
    try await session.waitForPrompt()
    #expect(try await session.lastExitStatus() == 0)
  }
}
