import Playground
import StackPresets
import Testing

/// `stackplay --preset NAME` in a real terminal: the first screen is the model's
/// screen of the preset's scene, and `q` leaves with status 0.
@Suite("stackplay --preset in a terminal (tmux)")
struct PresetTerminalTests {
  @Test("each preset opens at 80x24", arguments: Preset.all.map(\.name))
  func opens(_ name: String) async throws {
    let scene = try #require(Preset.named(name)).scene()
    let term = "xterm-256color"
    let session = try await TmuxSession(term: term)
    defer { session.kill() }
    _ = try await session.startApp(
      try StackplayBinary.executable(), arguments: ["--preset", name])
    try await session.waitForScreen(
      TerminalSessionTests.lines(
        TerminalSessionTests.model(PlaygroundState(scene: scene), term: term)),
      "the first screen of preset \(name)")
    try session.press("q")
    try await session.waitForPrompt()
    #expect(try await session.lastExitStatus() == 0)
  }
}
