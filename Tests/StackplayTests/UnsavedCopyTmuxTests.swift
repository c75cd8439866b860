import Foundation
import Playground
import StackPresets
import StackRender
import StackScene
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A signal that ends the real `stackplay` in tmux (SIGHUP from a dropped
/// connection, SIGTERM) keeps the unsaved changes in a new file beside the
/// opened one, never over it, and the next `open` of that file says so. (The
/// default scene's copy, after SIGTERM, SIGHUP, Ctrl-C, SIGQUIT, Ctrl-\ and
/// crashes, is checked with the other ways out in
/// `TerminalSessionTests.terminalRestored`.)
@Suite("unsaved changes kept when a signal ends the app (tmux)")
struct UnsavedCopyTmuxTests {
  static let term = "xterm-256color"

  /// The model's screen of `state`, as the app draws it under ``term``.
  static func lines(_ state: PlaygroundState) -> [String] {
    TerminalSessionTests.lines(TerminalSessionTests.model(state, term: term))
  }

  /// Writes the default scene to `card.json` in `folder`.
  static func writeDefaultCard(in folder: URL) throws {
    try Scene.playgroundDefault.jsonText().write(
      to: folder.appendingPathComponent("card.json"), atomically: false, encoding: .utf8)
  }

  /// Opens `path` (relative to the session's directory), waits for the first
  /// screen, types `keys` and waits for the model's screen after them.
  /// Returns the app's pid and the state after the keys.
  static func openAndEdit(
    _ session: TmuxSession, _ path: String, scene: Scene, keys: String, message: String? = nil,
    environment: [String: String] = [:]
  ) async throws -> (pid_t, PlaygroundState) {
    let pid = try await session.startApp(
      try StackplayBinary.executable(), arguments: ["open", path], environment: environment)
    var state = PlaygroundState(scene: scene, filePath: path)
    state.message = message
    try await session.waitForScreen(lines(state), "the first screen of \(path)")
    for character in keys {
      try session.type(String(character))
      state.handle(.character(character))
    }
    if !keys.isEmpty {
      try await session.waitForScreen(lines(state), "the screen after \(keys)")
    }
    return (pid, state)
  }

  @Test("SIGHUP, then SIGTERM: two copies beside the file, which is untouched; open names them")
  func copiesBesideTheFile() async throws {
    let session = try await TmuxSession(term: Self.term)
    defer { session.kill() }
    let directory = session.directory.url
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("scenes"), withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("scenes/card.json")
    let original = Scene.playgroundDefault.jsonText()
    try original.write(to: file, atomically: false, encoding: .utf8)
    let before = try session.modes()

    // A dropped connection after `+` (spacing 8 to 12).
    let (firstPid, spaced) = try await Self.openAndEdit(
      session, "scenes/card.json", scene: .playgroundDefault, keys: "+")
    #expect(kill(firstPid, SIGHUP) == 0)
    try await session.waitForPrompt()
    #expect(try await session.lastExitStatus() == 128 + Int(SIGHUP))
    #expect(try session.modes() == before)
    let firstCopy = directory.appendingPathComponent("scenes/card.unsaved.json").path
    #expect(try Scene.load(contentsOfFile: firstCopy) == spaced.scene)
    #expect(spaced.scene.stack.spacing == 12)
    #expect(try String(contentsOf: file, encoding: .utf8) == original)

    // The next session of the same file says where the first copy is; SIGTERM
    // after `a` takes the next name and leaves the first copy alone.
    let (secondPid, turned) = try await Self.openAndEdit(
      session, "scenes/card.json", scene: .playgroundDefault, keys: "a",
      message: UnsavedCopy.notice(existing: ["scenes/card.unsaved.json"]))
    #expect(kill(secondPid, SIGTERM) == 0)
    try await session.waitForPrompt()
    #expect(try await session.lastExitStatus() == 128 + Int(SIGTERM))
    let secondCopy = directory.appendingPathComponent("scenes/card.unsaved-2.json").path
    #expect(try Scene.load(contentsOfFile: secondCopy) == turned.scene)
    #expect(turned.scene.stack.axis == .vertical)
    #expect(try Scene.load(contentsOfFile: firstCopy) == spaced.scene)
    #expect(try String(contentsOf: file, encoding: .utf8) == original)
    let text = try session.capture(includingHistory: true).joined(separator: "\n")
    #expect(
      text.contains(
        "stackplay: SIGTERM with unsaved changes: kept them in scenes/card.unsaved-2.json"
          + " (stackplay open scenes/card.unsaved-2.json)"), "the shell's screen:\n\(text)")

    // The third names the latest copy and counts the other; with nothing
    // changed, `q` quits at once and no copy is made.
    let notice =
      "unsaved changes kept: stackplay open scenes/card.unsaved-2.json (and 1 older)"
    #expect(
      UnsavedCopy.notice(existing: ["scenes/card.unsaved.json", "scenes/card.unsaved-2.json"])
        == notice)
    let (thirdPid, _) = try await Self.openAndEdit(
      session, "scenes/card.json", scene: .playgroundDefault, keys: "", message: notice)
    try session.type("q")
    try await session.waitForPrompt()
    #expect(try await session.lastExitStatus() == 0)
    #expect(kill(thirdPid, 0) == -1)
    let third = directory.appendingPathComponent("scenes/card.unsaved-3.json").path
    #expect(access(third, F_OK) != 0)
  }

  /// Edits to the opened file that a preset put out of sight (`,` and `.`
  /// browse presets over them; only `u` brings them back) are what a signal
  /// keeps, beside that file; the preset on show is kept too when it was
  /// edited (as a scene with no file), and only then: SIGHUP as the app
  /// keeps them, SIGQUIT as its signal handler does.
  @Test(
    "edits left for a preset are kept beside their file, and the preset's own edits apart",
    arguments: [SIGHUP, SIGQUIT], [false, true])
  func editsLeftForAPresetAreKept(signal: Int32, editsThePreset: Bool) async throws {
    let session = try await TmuxSession(term: Self.term)
    defer { session.kill() }
    let file = session.directory.url.appendingPathComponent("card.json")
    try Self.writeDefaultCard(in: session.directory.url)
    var (pid, state) = try await Self.openAndEdit(
      session, "card.json", scene: .playgroundDefault, keys: editsThePreset ? "+..+" : "+..")
    #expect(state.presetIndex == 1)
    // One more key, which changes nothing kept: its screen says the copy of
    // the burst before is prepared.
    try session.type("i")
    state.handle(.character("i"))
    try await session.waitForScreen(Self.lines(state), "the screen after i")
    #expect(kill(pid, signal) == 0)
    try await session.waitForPrompt(timeout: .seconds(25))
    #expect(try await session.lastExitStatus() == 128 + Int(signal))
    var edited = Scene.playgroundDefault
    edited.stack.spacing += 4
    let kept = try Scene.load(
      contentsOfFile: session.directory.url.appendingPathComponent("card.unsaved.json").path)
    #expect(kept == edited)
    #expect(try Scene.load(contentsOfFile: file.path) == .playgroundDefault)
    let presetCopy = session.directory.url.appendingPathComponent("stackplay-unsaved.json").path
    let text = try session.capture(includingHistory: true).joined(separator: "\n")
    #expect(text.contains("with unsaved changes: kept them in card.unsaved.json"), "\(text)")
    if editsThePreset {
      var preset = try Preset.all[1].scene()
      preset.stack.spacing += 4
      #expect(state.scene == preset)
      #expect(try Scene.load(contentsOfFile: presetCopy) == preset)
      #expect(
        text.contains("with unsaved changes: kept them in stackplay-unsaved.json"), "\(text)")
    } else {
      #expect(access(presetCopy, F_OK) != 0)
    }

    // The starting directory is the home directory here (see TmuxSession):
    // the next session names the copy once, not once for each of the two.
    _ = try await Self.openAndEdit(
      session, "card.json", scene: .playgroundDefault, keys: "",
      message: UnsavedCopy.notice(existing: ["card.unsaved.json"]))
    try session.type("q")
    try await session.waitForPrompt()
  }

  /// The file's directory is gone by the time the signal comes (nothing there
  /// can be written): the copy goes to the home directory, and the next
  /// session of the file names it there.
  @Test("a copy that cannot go beside the file goes to the home directory")
  func homeWhenTheDirectoryIsGone() async throws {
    let session = try await TmuxSession(term: Self.term)
    defer { session.kill() }
    let directory = session.directory.url
    let folder = directory.appendingPathComponent("gone")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Self.writeDefaultCard(in: folder)

    let (pid, state) = try await Self.openAndEdit(
      session, "gone/card.json", scene: .playgroundDefault, keys: "++")
    try FileManager.default.removeItem(at: folder)
    #expect(kill(pid, SIGTERM) == 0)
    try await session.waitForPrompt()
    #expect(try await session.lastExitStatus() == 128 + Int(SIGTERM))
    // HOME is the session's directory (see TmuxSession).
    let home = directory.appendingPathComponent("card.unsaved.json").path
    #expect(try Scene.load(contentsOfFile: home) == state.scene)
    #expect(state.scene.stack.spacing == 16)
    let text = try session.capture(includingHistory: true).joined(separator: "\n")
    #expect(text.contains("kept them in \(home)"), "the shell's screen:\n\(text)")

    // The file back where it was: its next session names the copy in the
    // home directory (after a dropped connection, no one saw the line above).
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Self.writeDefaultCard(in: folder)
    _ = try await Self.openAndEdit(
      session, "gone/card.json", scene: .playgroundDefault, keys: "",
      message: UnsavedCopy.notice(existing: [home]))
    try session.type("q")
    try await session.waitForPrompt()
    #expect(try await session.lastExitStatus() == 0)
  }

  /// With neither the file's directory nor the home directory there, nothing
  /// can be kept, and the line says so instead of naming a file.
  @Test("when no directory can be written, the line says the changes are lost")
  func nowhereToKeepIt() async throws {
    let session = try await TmuxSession(term: Self.term)
    defer { session.kill() }
    let folder = session.directory.url.appendingPathComponent("gone")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Self.writeDefaultCard(in: folder)
    let (pid, _) = try await Self.openAndEdit(
      session, "gone/card.json", scene: .playgroundDefault, keys: "+",
      environment: ["HOME": "/nonexistent-home"])
    try FileManager.default.removeItem(at: folder)
    #expect(kill(pid, SIGTERM) == 0)
    try await session.waitForPrompt()
    #expect(try await session.lastExitStatus() == 128 + Int(SIGTERM))
    let text = try session.capture(includingHistory: true).joined(separator: "\n")
    #expect(
      text.contains(
        "stackplay: SIGTERM with unsaved changes: no copy could be written, they are lost"),
      "the shell's screen:\n\(text)")
    let left = try FileManager.default.contentsOfDirectory(atPath: session.directory.url.path)
    #expect(!left.contains { $0.contains("unsaved") })
  }

  /// An app that never gets back to its loop (the debug build's test-only
  /// `hang`, on the key after an edit) is still ended by the signal once the
  /// grace has passed, with the terminal restored, and the changes prepared
  /// after the edit are kept by the signal handler, beside the file.
  @Test(
    "a signal ends an app stuck with unsaved changes after its grace, terminal restored, changes kept"
  )
  func stuckAppEndsAfterTheGrace() async throws {
    let session = try await TmuxSession(term: Self.term)
    defer { session.kill() }
    try Self.writeDefaultCard(in: session.directory.url)
    let before = try session.modes()
    let (pid, state) = try await Self.openAndEdit(
      session, "card.json", scene: .playgroundDefault, keys: "+",
      environment: ["STACKPLAY_TEST_CRASH": "hang"])
    try session.type("a")
    // The hook says when the app is stuck on the key.
    let marker = session.directory.url.appendingPathComponent("stackplay-hanging").path
    try await session.waitFor("the app stuck on a") { _ in access(marker, F_OK) == 0 }
    let clock = ContinuousClock()
    let start = clock.now
    #expect(kill(pid, SIGTERM) == 0)
    try await session.waitForPrompt(timeout: .seconds(20))
    // The signal waited for the loop (which never came back), for the grace
    // of 5 seconds, before it ended the app.
    #expect(clock.now - start >= .seconds(4))
    #expect(try session.modes() == before)
    #expect(try await session.lastExitStatus() == 128 + Int(SIGTERM))
    #expect(try await session.inputModes() == ["icanon", "echo"])
    let kept = try Scene.load(
      contentsOfFile: session.directory.url.appendingPathComponent("card.unsaved.json").path)
    #expect(kept == state.scene, "the copy holds the scene after +")
    let original = try Scene.load(
      contentsOfFile: session.directory.url.appendingPathComponent("card.json").path)
    #expect(original == .playgroundDefault, "the opened file is untouched")
    let text = try session.capture(includingHistory: true).joined(separator: "\n")
    #expect(
      text.contains(
        "stackplay: SIGTERM with unsaved changes: kept them in card.unsaved.json"
          + " (stackplay open card.unsaved.json)"), "the shell's screen:\n\(text)")
  }

  /// The changes a crash keeps are prepared before the screen of a burst of
  /// keys is drawn, so a crash in that drawing (the debug build's test-only
  /// `drawing`, on the first screen with unsaved changes) keeps the edit whose
  /// screen it never showed.
  @Test("a crash while drawing an edit's screen keeps that edit, beside the file")
  func crashWhileDrawing() async throws {
    let session = try await TmuxSession(term: Self.term)
    defer { session.kill() }
    try Self.writeDefaultCard(in: session.directory.url)
    let before = try session.modes()
    var state = PlaygroundState(scene: .playgroundDefault, filePath: "card.json")
    _ = try await session.startApp(
      try StackplayBinary.executable(), arguments: ["open", "card.json"],
      environment: ["STACKPLAY_TEST_CRASH": "drawing"])
    try await session.waitForScreen(Self.lines(state), "the first screen of card.json")
    try session.type("+")
    state.handle(.character("+"))
    // The backtracer symbolicates a debug build for a few seconds.
    try await session.waitForPrompt(timeout: .seconds(25))
    #expect(try session.modes() == before)
    let exit = TerminalSessionTests.Exit.crash
    #expect(try await session.lastExitStatus() == exit.expectedStatus)
    #expect(try await session.inputModes() == ["icanon", "echo"])
    let kept = try Scene.load(
      contentsOfFile: session.directory.url.appendingPathComponent("card.unsaved.json").path)
    #expect(kept == state.scene, "the copy holds the scene after +")
    #expect(kept.stack.spacing != Scene.playgroundDefault.stack.spacing)
    let text = try session.capture(includingHistory: true).joined(separator: "\n")
    #expect(
      text.contains(
        "stackplay: \(exit.cause) with unsaved changes: kept them in card.unsaved.json"
          + " (stackplay open card.unsaved.json)"), "the shell's screen:\n\(text)")
  }
}
