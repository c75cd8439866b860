import Foundation
import Playground
import StackRender
import StackScene
import Testing

/// Nothing is lost by a key, in the real `stackplay` in tmux at 80x24: Esc and
/// Alt chords never quit, and `q` asks before it drops unsaved changes.
@Suite("Esc, Alt and the quit question in a terminal (tmux)")
struct NoLostEditsTmuxTests {
  /// The model's screen after `keys`.
  static func expected(
    _ keys: [Key], scene: Scene = .playgroundDefault, filePath: String? = nil,
    term: String = "xterm-256color"
  ) -> [String] {
    var state = PlaygroundState(scene: scene, filePath: filePath)
    for key in keys { state.handle(key) }
    return TerminalSessionTests.lines(TerminalSessionTests.model(state, term: term))
  }

  static let question = "Unsaved changes: s save  d discard  Esc cancel"

  // MARK: Esc

  /// Esc closes the help; with nothing on top it only says how to quit, even
  /// with an edit unsaved; at the quit question it cancels.
  @Test(
    "Esc closes the help, never quits, and cancels the quit question",
    arguments: TerminalSessionTests.terms)
  func escape(term: String) async throws {
    let (session, _) = try await TerminalSessionTests.startPlayground(term: term)
    defer { session.kill() }
    var keys: [Key] = []
    /// Sends a key (a character, or Esc), adds it to the model, and waits for
    /// the model's screen.
    func press(_ key: Key, _ what: String) async throws -> [String] {
      if case .character(let character) = key {
        try session.type(String(character))
      } else {
        try session.press("Escape")
      }
      keys.append(key)
      return try await session.waitForScreen(Self.expected(keys, term: term), what)
    }
    _ = try await press(.character("+"), "the screen after +")
    let help = try await press(.character("?"), "the help")
    #expect(help[0].hasPrefix("stackplay keys"))
    let closed = try await press(.escape, "the help closed by Esc")
    #expect(closed[0].hasSuffix("spacing: 12"))
    let nothing = try await press(.escape, "Esc with nothing on top")
    #expect(nothing[22] == "Esc closes the help, a panel or a prompt; q quits")
    #expect(try session.modes().alternateScreen)

    let asking = try await press(.character("q"), "the quit question")
    #expect(asking[22] == Self.question)
    let cancelled = try await press(.escape, "the question cancelled")
    #expect(cancelled[22] == "quit cancelled: the changes are still here (s saves them)")
    #expect(try session.modes().alternateScreen)

    try session.type("qd")
    try await session.waitForPrompt()
    #expect(try await session.lastExitStatus() == 0)
  }

  // MARK: Alt

  /// Alt-a (ESC a) is one key the app skips: it neither toggles the axis (as
  /// `a` would) nor closes the help (as Esc would), and never quits. Alt-q,
  /// on a scene with nothing unsaved (where `q` would quit at once), does not
  /// quit either.
  @Test(
    "Alt-a and Alt-q do nothing, on the canvas or over the help",
    arguments: TerminalSessionTests.terms)
  func altA(term: String) async throws {
    let (session, _) = try await TerminalSessionTests.startPlayground(term: term)
    defer { session.kill() }
    try session.press("M-q")
    try session.press("M-a")
    try session.type("g")
    let after = try await session.waitForScreen(
      Self.expected([.character("g")], term: term), "the screen after Alt-a and g")
    #expect(after[0].hasPrefix("axis: horizontal"))

    try session.type("?")
    try session.press("M-a")
    try session.press("Down")
    let help = try await session.waitForScreen(
      Self.expected([.character("g"), .character("?"), .down], term: term),
      "the help after Alt-a, scrolled by Down")
    #expect(help[0].hasPrefix("stackplay keys"))

    // Esc, awaited: a key typed within the escape delay after it would make
    // an Alt chord of the two.
    try session.press("Escape")
    try await session.waitForScreen(
      Self.expected([.character("g"), .character("?"), .down, .escape], term: term),
      "the help closed by Esc")
    try session.type("qd")
    try await session.waitForPrompt()
    #expect(try await session.lastExitStatus() == 0)
  }

  // MARK: The quit question

  /// `s` at the question saves the opened file and quits, with the terminal
  /// back to normal; the file holds the edit.
  @Test func sSavesTheOpenedFileThenQuits() async throws {
    let term = "xterm-256color"
    let session = try await TmuxSession(term: term)
    defer { session.kill() }
    let before = try session.modes()
    let file = session.directory.url.appendingPathComponent("scene.json")
    try Scene.playgroundDefault.jsonText().write(to: file, atomically: true, encoding: .utf8)
    _ = try await session.startApp(
      try StackplayBinary.executable(), arguments: ["open", "scene.json"])
    try await session.waitForScreen(
      Self.expected([], filePath: "scene.json"), "the opened scene")
    try session.type("+")
    try await session.waitForScreen(
      Self.expected([.character("+")], filePath: "scene.json"), "the screen after +")
    try session.type("q")
    let asking = try await session.waitForScreen(
      Self.expected([.character("+"), .character("q")], filePath: "scene.json"),
      "the quit question")
    #expect(asking[22] == Self.question)
    try session.type("s")
    try await session.waitForPrompt()
    #expect(try await session.lastExitStatus() == 0)
    #expect(try session.modes() == before)
    #expect(try await session.inputModes() == ["icanon", "echo"])
    let saved = try Scene.load(contentsOfFile: file.path)
    #expect(saved.stack.spacing == 12)
  }

  /// On the default scene (no file) `s` at the question asks for a path, saves
  /// there and quits.
  @Test func sWithoutAFileAsksForAPathThenQuits() async throws {
    let (session, _) = try await TerminalSessionTests.startPlayground(term: "xterm-256color")
    defer { session.kill() }
    try session.type("+q")
    try await session.waitForScreen(
      Self.expected([.character("+"), .character("q")]), "the quit question")
    try session.type("s")
    let prompting = try await session.waitForScreen(
      Self.expected([.character("+"), .character("q"), .character("s")]), "the path prompt")
    #expect(prompting[22] == "save to: _   (Enter saves and quits, Esc cancels)")
    try session.type("b.json")
    try session.press("Enter")
    try await session.waitForPrompt()
    #expect(try await session.lastExitStatus() == 0)
    let saved = try Scene.load(
      contentsOfFile: session.directory.url.appendingPathComponent("b.json").path)
    #expect(saved.stack.spacing == 12)
  }

  /// A save that fails does not quit, and says why; the app goes on.
  @Test func aFailedSaveDoesNotQuit() async throws {
    let (session, _) = try await TerminalSessionTests.startPlayground(term: "xterm-256color")
    defer { session.kill() }
    try session.type("+qsmissing/a.json")
    try session.press("Enter")
    let screen = try await session.waitFor("the failure message") {
      $0.count == 24 && ($0[22] + " " + $0[23]).contains("; not quitting")
    }
    // Two rows of message, above the hint line.
    #expect(screen[21].hasPrefix("not saved: missing/a.json: cannot save the file: No such file"))
    #expect(screen[22].hasSuffix("; not quitting"))
    #expect(try session.modes().alternateScreen)
    // Still editing: q asks again, and d quits.
    try session.type("q")
    try await session.waitFor("the quit question again") {
      $0.count == 24 && $0[22] == Self.question
    }
    try session.type("d")
    try await session.waitForPrompt()
    #expect(try await session.lastExitStatus() == 0)
  }

  /// A recording made before the question existed, ending with `q` after an
  /// edit, stops at the question; the user answers it.
  @Test func aReplayedQAfterAnEditAsks() async throws {
    let session = try await TmuxSession(term: "xterm-256color")
    defer { session.kill() }
    _ = try session.directory.write("0 char +\n0 char q\n", to: "old.keys")
    _ = try await session.startApp(
      try StackplayBinary.executable(), arguments: ["--replay", "old.keys"])
    try await session.waitForScreen(
      Self.expected([.character("+"), .character("q")]), "the quit question after the replay")
    try session.type("d")
    try await session.waitForPrompt()
    #expect(try await session.lastExitStatus() == 0)
  }
}
