import Foundation
import Playground
import StackRender
import StackScene
import Testing

/// `--record`, `--replay` and `s` in the real `stackplay`, in tmux at 80x24.
@Suite("Record, replay and save in a terminal (tmux)")
struct RecordReplayTests {
  static let term = "xterm-256color"

  /// The model's screen after `keys` on the default scene.
  static func expected(_ keys: [Key], scene: Scene = .playgroundDefault, filePath: String? = nil)
    -> [String]
  {
    var state = PlaygroundState(scene: scene, filePath: filePath)
    for key in keys { state.handle(key) }
    return TerminalSessionTests.lines(TerminalSessionTests.model(state, term: term))
  }

  static func keys(_ text: String) -> [Key] { text.map { Key.character($0) } }

  /// Records a short session, replays it in a new one and sees the same final
  /// screen; the replay then hands the keyboard over, and a recording that
  /// ends with `q` and the answer to its question, `d`, quits by itself.
  @Test func aRecordedSessionReplaysToTheSameScreen() async throws {
    let recording: URL
    // Up, then u undoes it, Ctrl-R redoes it and u undoes it again.
    let typed = Self.keys("ad+") + [.tab, .up, .character("u"), .control("r"), .character("u")]
    do {
      let session = try await TmuxSession(term: Self.term)
      defer { session.kill() }
      _ = try await session.startApp(
        try StackplayBinary.executable(), arguments: ["--record", "demo.keys"])
      try await session.waitForScreen(Self.expected([]), "the first screen")
      // One step at a time: the screen after the first u is the same as the
      // last one, so only waiting for each step shows that all were handled.
      try session.type("ad+")
      try await session.waitForScreen(Self.expected(Array(typed[..<3])), "the screen after a d +")
      try session.press("Tab", "Up")
      try await session.waitForScreen(Self.expected(Array(typed[..<5])), "the screen after Tab Up")
      try session.type("u")
      try await session.waitForScreen(Self.expected(Array(typed[..<6])), "the screen after u")
      try session.press("C-r")
      try await session.waitForScreen(Self.expected(Array(typed[..<7])), "the screen after C-r")
      try session.type("u")
      let screen = try await session.waitForScreen(
        Self.expected(typed), "the screen after a d + Tab Up u C-r u")
      #expect(screen[22] == "undid: intrinsic height of green 90 -> 80 (3 more to undo)")
      // The edits are unsaved: q asks, d quits.
      try session.type("q")
      try await session.waitForScreen(
        Self.expected(typed + [.character("q")]), "the quit question")
      try session.type("d")
      try await session.waitForPrompt()
      #expect(try await session.lastExitStatus() == 0)
      // Keep the file past the session's directory.
      let text = try String(
        contentsOf: session.directory.url.appendingPathComponent("demo.keys"), encoding: .utf8)
      recording = FileManager.default.temporaryDirectory
        .appendingPathComponent("stackplay-demo-\(UUID().uuidString).keys")
      try text.write(to: recording, atomically: true, encoding: .utf8)
    }
    defer { try? FileManager.default.removeItem(at: recording) }

    let text = try String(contentsOf: recording, encoding: .utf8)
    #expect(text.hasPrefix(KeyRecording.header + "\n"))
    let recorded = try KeyRecording.parse(text, source: recording.path)
    #expect(recorded.map(\.key) == typed + [.character("q"), .character("d")])
    #expect(zip(recorded, recorded.dropFirst()).allSatisfy { $0.milliseconds <= $1.milliseconds })

    // Without the final q and d: the replay ends on the same screen and the
    // user carries on from there.
    let withoutQuit = recording.deletingLastPathComponent()
      .appendingPathComponent("stackplay-demo-\(UUID().uuidString).keys")
    defer { try? FileManager.default.removeItem(at: withoutQuit) }
    let lines = text.split(separator: "\n").dropLast(2).joined(separator: "\n") + "\n"
    try lines.write(to: withoutQuit, atomically: true, encoding: .utf8)
    do {
      let session = try await TmuxSession(term: Self.term)
      defer { session.kill() }
      // Recorded again, so that the test can see when the last replayed key is
      // handled (its screen is also the screen after the first u): a key typed
      // before that would take the keyboard over and drop the rest.
      _ = try await session.startApp(
        try StackplayBinary.executable(),
        arguments: ["--replay", withoutQuit.path, "--replay-speed", "4", "--record", "again.keys"])
      let again = session.directory.url.appendingPathComponent("again.keys")
      // The keys come at their recorded times, a quarter as long: on a loaded
      // machine the recording itself may have lasted a minute.
      let replayLength = Duration.milliseconds((recorded.dropLast(2).last?.milliseconds ?? 0) / 4)
      try await session.waitFor(
        "every replayed key in again.keys", timeout: .seconds(8) + replayLength
      ) { _ in
        let text = (try? String(contentsOf: again, encoding: .utf8)) ?? ""
        let replayed = try? KeyRecording.parse(text, source: again.path)
        return replayed?.count == typed.count
      }
      try await session.waitForScreen(Self.expected(typed), "the replayed screen")
      try session.type("a")
      try await session.waitForScreen(
        Self.expected(typed + [.character("a")]), "a key typed after the replay")
      try session.type("qd")
      try await session.waitForPrompt()
      #expect(try await session.lastExitStatus() == 0)
    }

    // The whole recording, q and d included, quits by itself (once its last key is
    // due: on a loaded machine the recording may be long).
    do {
      let session = try await TmuxSession(term: Self.term)
      defer { session.kill() }
      _ = try await session.startApp(
        try StackplayBinary.executable(),
        arguments: ["--replay", recording.path, "--replay-speed", "4"])
      let length = Duration.milliseconds((recorded.last?.milliseconds ?? 0) / 4)
      try await session.waitForPrompt(timeout: .seconds(8) + length)
      #expect(try await session.lastExitStatus() == 0)
    }
  }

  /// The replay keeps the recorded times: a key recorded at 1.5 s is not played
  /// before 1.5 s, nor one recorded at 0.75 s with `--replay-speed 0.5`. (Only
  /// the lower bound is checked: a loaded machine may start the app late.)
  @Test(arguments: [("1", "1500"), ("0.5", "750")])
  func theReplayKeepsTheTiming(speed: String, milliseconds: String) async throws {
    let session = try await TmuxSession(term: Self.term)
    defer { session.kill() }
    _ = try session.directory.write("0 char a\n\(milliseconds) char d\n", to: "timed.keys")
    let clock = ContinuousClock()
    let start = clock.now
    _ = try await session.startApp(
      try StackplayBinary.executable(),
      arguments: ["--replay", "timed.keys", "--replay-speed", speed])
    try await session.waitForScreen(Self.expected(Self.keys("ad")), "the second replayed key")
    #expect(clock.now - start >= .milliseconds(1500))
    try session.type("qd")
    try await session.waitForPrompt()
  }

  /// `s` on an opened file saves it in place; the message says so.
  @Test func sSavesTheOpenedFile() async throws {
    let session = try await TmuxSession(term: Self.term)
    defer { session.kill() }
    let file = session.directory.url.appendingPathComponent("scene.json")
    try Scene.playgroundDefault.jsonText().write(to: file, atomically: true, encoding: .utf8)
    _ = try await session.startApp(
      try StackplayBinary.executable(), arguments: ["open", "scene.json"])
    try await session.waitForScreen(
      Self.expected([], filePath: "scene.json"), "the opened scene")
    try session.type("+s")
    var state = PlaygroundState(scene: .playgroundDefault, filePath: "scene.json")
    state.handle(.character("+"))
    state.handle(.character("s"))
    state.didSave(to: "scene.json", error: nil)
    try await session.waitForScreen(
      TerminalSessionTests.lines(TerminalSessionTests.model(state, term: Self.term)),
      "the screen after + s")
    #expect(try session.capture()[22] == "saved to scene.json")
    let saved = try Scene.load(contentsOfFile: file.path)
    #expect(saved.stack.spacing == 12)
    #expect(saved == state.scene)
    try session.type("q")
    try await session.waitForPrompt()
  }

  /// `s` asks before it saves over an opened file that another program
  /// changed since it was opened (an editor, say), and `S` before it replaces
  /// another file; any other key than `y` keeps the file, byte for byte.
  @Test func aSaveOverAChangedOrAnotherFileAsksFirst() async throws {
    let session = try await TmuxSession(term: Self.term)
    defer { session.kill() }
    let file = session.directory.url.appendingPathComponent("scene.json")
    let other = session.directory.url.appendingPathComponent("other.json")
    try Scene.playgroundDefault.jsonText().write(to: file, atomically: true, encoding: .utf8)
    _ = try await session.startApp(
      try StackplayBinary.executable(), arguments: ["open", "scene.json"])
    try await session.waitForScreen(
      Self.expected([], filePath: "scene.json"), "the opened scene")
    var state = PlaygroundState(scene: .playgroundDefault, filePath: "scene.json")
    func expectScreen(_ what: String) async throws -> [String] {
      try await session.waitForScreen(
        TerminalSessionTests.lines(TerminalSessionTests.model(state, term: Self.term)), what)
    }

    // Another program writes the file; + then s asks, n keeps its text.
    let edited = "{ \"edited\": \"elsewhere\" }\n"
    try edited.write(to: file, atomically: false, encoding: .utf8)
    try session.type("+s")
    state.handle(.character("+"))
    state.handle(.character("s"))
    state.askBeforeSaving(over: "scene.json", because: .changedOnDisk)
    var screen = try await expectScreen("the question after + s")
    // 80 columns: the question wraps at the last space that fits.
    #expect(
      screen[21] == "scene.json changed on disk since it was opened or saved: y saves over it, any")
    #expect(screen[22] == "other key keeps it")
    try session.type("n")
    state.handle(.character("n"))
    screen = try await expectScreen("the file kept")
    #expect(screen[22] == "not saved: scene.json is left as it was")
    #expect(try String(contentsOf: file, encoding: .utf8) == edited)

    // s again asks again (the file is still not what was opened); y saves.
    try session.type("sy")
    state.handle(.character("s"))
    state.askBeforeSaving(over: "scene.json", because: .changedOnDisk)
    state.handle(.character("y"))
    state.didSave(to: "scene.json", error: nil)
    screen = try await expectScreen("saved over the changed file")
    #expect(screen[22] == "saved to scene.json")
    #expect(try Scene.load(contentsOfFile: file.path) == state.scene)

    // Now the file is as saved: + s saves at once.
    try session.type("+s")
    state.handle(.character("+"))
    state.handle(.character("s"))
    state.didSave(to: "scene.json", error: nil)
    _ = try await expectScreen("saved without a question")
    #expect(try Scene.load(contentsOfFile: file.path).stack.spacing == 16)

    // S to another file that is there asks; Esc keeps it.
    try "keep me\n".write(to: other, atomically: false, encoding: .utf8)
    try session.type("S")
    state.handle(.character("S"))
    for _ in 0..<"scene.json".count {
      try session.press("BSpace")
      state.handle(.backspace)
    }
    try session.type("other.json")
    for character in "other.json" { state.handle(.character(character)) }
    try session.press("Enter")
    state.handle(.enter)
    state.askBeforeSaving(over: "other.json", because: .exists)
    screen = try await expectScreen("the question after S other.json")
    #expect(screen[22] == "other.json exists: y replaces it, any other key keeps it")
    try session.press("Escape")
    state.handle(.escape)
    _ = try await expectScreen("other.json kept")
    #expect(try String(contentsOf: other, encoding: .utf8) == "keep me\n")
    // Saved, with nothing unsaved: q quits at once.
    try session.type("q")
    try await session.waitForPrompt()
    #expect(try await session.lastExitStatus() == 0)
  }

  /// A save that fails is a message on screen, and the app carries on.
  @Test func aFailedSaveIsAMessage() async throws {
    let session = try await TmuxSession(term: Self.term)
    defer { session.kill() }
    _ = try await session.startApp(try StackplayBinary.executable())
    try await session.waitForScreen(Self.expected([]), "the first screen")
    try session.type("smissing/a.json")
    try session.press("Enter")
    // Two rows of message (it wraps, never cut), above the hint line.
    let screen = try await session.waitFor("the failure message") {
      $0.count == 24
        && $0[21].hasPrefix("not saved: missing/a.json: cannot save the file: No such file")
    }
    #expect(screen[21].count <= 80 && screen[22].count <= 80)
    #expect(screen[23].hasSuffix("q quit  ? help"))
    try session.type("q")
    try await session.waitForPrompt()
    #expect(try await session.lastExitStatus() == 0)
  }

  /// A replay file that is not a recording is one line naming the file and
  /// the line, and exit status 1, before the terminal is touched.
  @Test func anInvalidReplayFileIsAnError() throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("stackplay-bad-\(UUID().uuidString).keys")
    defer { try? FileManager.default.removeItem(at: scratch) }
    try "# stackplay key recording\n0 char a\n50 jump\n".write(
      to: scratch, atomically: true, encoding: .utf8)
    let result = try StackplayBinary.run(["--replay", scratch.path])
    #expect(result.status == 1)
    #expect(result.errorLines == ["stackplay: \(scratch.path): line 3: unknown key 'jump'"[...]])
    #expect(result.standardOutput.isEmpty)

    let missing = try StackplayBinary.run(["--replay", "/nonexistent/demo.keys"])
    #expect(missing.status == 1)
    #expect(
      missing.errorLines == [
        "stackplay: /nonexistent/demo.keys: cannot read the file: No such file or directory"
      ])

    let unwritable = try StackplayBinary.run(["--record", "/nonexistent/demo.keys"])
    #expect(unwritable.status == 1)
    #expect(
      unwritable.errorLines == [
        "stackplay: /nonexistent/demo.keys: cannot record: No such file or directory"
      ])
  }

  /// `--record` over an earlier recording replaces it with the new session's
  /// keys, once the terminal is up.
  @Test func recordingOverAnEarlierRecording() async throws {
    let session = try await TmuxSession(term: Self.term)
    defer { session.kill() }
    let path = try session.directory.write(
      "# stackplay key recording\n0 char a\n10 char d\n", to: "demo.keys")
    _ = try await session.startApp(
      try StackplayBinary.executable(), arguments: ["--record", "demo.keys"])
    try await session.waitForScreen(Self.expected([]), "the first screen")
    try session.type("+")
    try await session.waitForScreen(Self.expected(Self.keys("+")), "the screen after +")
    try session.type("qd")
    try await session.waitForPrompt()
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.first == "# stackplay key recording")
    #expect(
      lines.dropFirst().map { $0.split(separator: " ").dropFirst().joined(separator: " ") }
        == ["char +", "char q", "char d"])
  }

  /// `--record` over a file that is not a recording (a scene, typed by
  /// mistake) is refused with one line, before the terminal is touched, and
  /// the file keeps every byte; an empty file or an earlier recording is
  /// recorded over.
  @Test func recordingNeverReplacesAnotherFile() throws {
    let directory = try TemporaryDirectory()
    let scene = try String(
      contentsOf: examplesDirectory.appendingPathComponent("three-squares-fill-equally.json"),
      encoding: .utf8)
    let scenePath = try directory.write(scene, to: "scene.json")
    let refused = try StackplayBinary.run(["--record", scenePath])
    #expect(refused.status == 1)
    #expect(
      refused.errorLines == [
        "stackplay: \(scenePath): not recorded over: it exists and is not a key recording"
          + " (its first line is not '# stackplay key recording'); record to a new file"[...]
      ])
    #expect(refused.standardOutput.isEmpty)
    #expect(try String(contentsOfFile: scenePath, encoding: .utf8) == scene)
    // A file as short as part of the header is not a recording either.
    let short = try directory.write("# stack", to: "short.keys")
    #expect(try StackplayBinary.run(["--record", short]).status == 1)
    #expect(try String(contentsOfFile: short, encoding: .utf8) == "# stack")

    // Allowed: the run then stops at the terminal it needs (there is none
    // here), before a key could be recorded: the file is left as it was, and
    // a new one is not left behind.
    for (name, text) in [("empty.keys", ""), ("old.keys", "# stackplay key recording\n0 char a\n")]
    {
      let path = try directory.write(text, to: name)
      let result = try StackplayBinary.run(["--record", path])
      #expect(result.status == 1)
      #expect(result.errorLines.count == 1)
      #expect(result.errorLines.first?.contains("needs a terminal") == true)
      #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }
    let new = directory.url.appendingPathComponent("new.keys").path
    #expect(try StackplayBinary.run(["--record", new]).status == 1)
    #expect(access(new, F_OK) != 0)
  }
}
