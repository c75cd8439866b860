import Foundation
import Playground
import StackRender
import StackScene
import Testing

/// The focus in the real `stackplay` in tmux at 80x24: `Tab Tab = 200 Enter`
/// edits the focused field, which is on screen: blue's intrinsic width, not
/// the spacing (the lost keystrokes).
@Suite("The focus of = in a terminal (tmux)")
struct FocusTmuxTests {
  /// The model's screen after `keys`.
  static func expected(_ keys: [Key], term: String) -> [String] {
    var state = PlaygroundState(scene: .playgroundDefault)
    for key in keys { state.handle(key) }
    return TerminalSessionTests.lines(TerminalSessionTests.model(state, term: term))
  }

  @Test(
    "Tab Tab = 200 Enter sets blue's intrinsic width, in UIKit and SwiftUI mode",
    arguments: [false, true])
  func tabTabEquals(swiftUI: Bool) async throws {
    let term = "xterm-256color"
    let (session, _) = try await TerminalSessionTests.startPlayground(term: term)
    defer { session.kill() }
    var keys: [Key] = []
    /// Sends a key, adds it to the model, and waits for the model's screen.
    func press(_ key: Key, _ tmuxKey: String, _ what: String) async throws -> [String] {
      if case .character(let character) = key {
        try session.type(String(character))
      } else {
        try session.press(tmuxKey)
      }
      keys.append(key)
      return try await session.waitForScreen(Self.expected(keys, term: term), what)
    }
    if swiftUI { _ = try await press(.character("m"), "m", "SwiftUI mode") }
    _ = try await press(.tab, "Tab", "green selected")
    let blue = try await press(.tab, "Tab", "blue selected")
    // The focus is named before = is pressed: blue's width along the axis.
    let focusName = swiftUI ? "frame width" : "intrinsic width"
    #expect(blue[23].hasPrefix("= edit \(focusName)  i/I field"))
    let prompt = try await press(.character("="), "=", "the prompt")
    #expect(prompt[22] == "\(focusName) = _   (now 50)")
    for digit in "200" { _ = try await press(.character(digit), String(digit), "typing \(digit)") }
    let done = try await press(.enter, "Enter", "the value set")
    if swiftUI {
      #expect(done[0].hasPrefix("HStack(alignment: .center, spacing: 8)"))
      #expect(done[17].contains("▶ blue (3 of 3)  Color.blue.frame(width: 200, height: 60)"))
    } else {
      #expect(done[0].hasSuffix("spacing: 8"))
      #expect(done[17].contains("▶ blue (3 of 3)  intrinsic 200x60"))
    }
    // The model agrees the spacing is untouched and blue is 200 wide.
    var state = PlaygroundState(scene: .playgroundDefault)
    for key in keys { state.handle(key) }
    #expect(state.history.undoCount == (swiftUI ? 2 : 1))
    try session.type("qd")
    try await session.waitForPrompt()
  }
}
