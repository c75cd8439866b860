import Foundation
import Playground
import StackScene
import Testing

/// The reproducers of issue 12 ("Hostile and huge input") that are about
/// input: scenes beyond the limits, endless inputs, a full standard output,
/// replay files and options, and saving over a read-only file or a link.
/// Each is refused with one line on standard error and nothing on standard
/// output, or, in the playground, with a message.
@Suite("Hostile and huge input")
struct HostileInputTests {
  static let limits = " (scene-format.md, Limits)"

  /// A reproducer, the formats it was run with, and the one line expected.
  struct Reproducer: Sendable, CustomTestStringConvertible {
    var json: String
    var error: String
    var testDescription: String { error }
  }

  static let reproducers: [Reproducer] = [
    // `text` and `open` never finished: the time grew with the width in points.
    Reproducer(
      json:
        #"{"uikit":{"axis":"vertical","distribution":"fill","alignment":"fill","spacing":1e4,"size":{"width":1e15,"height":10},"views":[{"name":"a"},{"name":"b"}]}}"#,
      error:
        "uikit.size.width: 1000000000000000 is too large; a size must be at most 1000000\(limits)"
    ),
    // `json` printed "x": "inf", `text` hung.
    Reproducer(
      json:
        #"{"uikit":{"axis":"horizontal","distribution":"equalSpacing","alignment":"center","spacing":1e308,"views":[{"name":"n"},{"name":"m"},{"name":"w","intrinsicSize":{"height":1e308}}]}}"#,
      error:
        "uikit.spacing: 1e+308 is out of range; a spacing must be between -1000000 and 1000000\(limits)"
    ),
    // `json` printed "width": "nan".
    Reproducer(
      json:
        #"{"uikit":{"axis":"horizontal","distribution":"fillProportionally","alignment":"center","spacing":1,"views":[{"name":"a","intrinsicSize":{"width":1e308}},{"name":"b","intrinsicSize":{"width":1e308}}]}}"#,
      error:
        "uikit.views[0].intrinsicSize.width: 1e+308 is too large; a size must be at most 1000000\(limits)"
    ),
    // `text` took 20 s, growing with the proposal.
    Reproducer(
      json:
        #"{"swiftui":{"proposal":{"width":1e10},"root":{"hstack":{"children":[{"spacer":{}}]}}}}"#,
      error:
        "swiftui.proposal.width: 10000000000 is too large; a size must be at most 1000000\(limits)"
    ),
    // A number beyond a Double is invalid JSON, not infinity.
    Reproducer(
      json:
        #"{"uikit":{"axis":"vertical","distribution":"fill","alignment":"fill","spacing":1e400,"views":[]}}"#,
      error:
        "invalid JSON at line 1, column 80: the number 1e400 is too large (a number must be finite)"
    ),
  ]

  @Test(arguments: reproducers, ["json", "text", "ansi"])
  func theSceneReproducersAreRefusedWithTheKeyPath(_ reproducer: Reproducer, format: String)
    throws
  {
    let result = try StackplayBinary.run(
      ["render", "-", "--format", format], input: reproducer.json)
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(result.errorLines == ["stackplay: <stdin>: \(reproducer.error)"[...]])
  }

  /// `open` and `export` read the scene the same way (`open` before it
  /// starts the terminal).
  @Test(arguments: reproducers, [["open"], ["export", "--swift", "swiftui"]])
  func openAndExportRefuseThemToo(_ reproducer: Reproducer, command: [String]) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(reproducer.json, to: "scene.json")
    let result = try StackplayBinary.run([command[0], path] + command.dropFirst())
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(result.errorLines == ["stackplay: \(path): \(reproducer.error)"[...]])
  }

  // MARK: Endless input, full output

  static let tooLarge =
    "the input is larger than 67108864 bytes (64 MiB), the most stackplay reads"

  /// `render - < /dev/zero`, `open /dev/zero`, `export /dev/urandom` grew past
  /// 1 GB; now the reading stops at 64 MiB.
  @Test(arguments: [
    (["render", "-"], "<stdin>"), (["render", "-", "--format", "text"], "<stdin>"),
    (["open", "/dev/zero"], "/dev/zero"),
    (["export", "/dev/urandom", "--swift", "uikit"], "/dev/urandom"),
    (["--replay", "/dev/zero"], "/dev/zero"),
  ])
  func endlessInputIsRefusedAtTheLimit(arguments: [String], source: String) throws {
    let result = try Self.run(arguments, standardInput: "/dev/zero")
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(result.errorLines == ["stackplay: \(source): \(Self.tooLarge)"[...]])
  }

  /// `render X.json > /dev/full` exited 0; every command that prints now
  /// fails with one line.
  @Test(arguments: [
    ["render", "three-squares-pinned-fill.json"],
    ["render", "three-squares-pinned-fill.json", "--format", "text"],
    ["render", "swiftui-scene-format-example.json", "--format", "ansi"],
    ["export", "three-squares-pinned-fill.json", "--swift", "uikit"],
    ["presets"], ["--help"], ["render", "--help"],
  ])
  func aFullStandardOutputIsAnError(arguments: [String]) throws {
    let resolved = arguments.map { argument in
      argument.hasSuffix(".json")
        ? examplesDirectory.appendingPathComponent(argument).path : argument
    }
    let result = try Self.run(resolved, standardOutput: "/dev/full")
    #expect(result.status == 1)
    #expect(
      result.errorLines == [
        "stackplay: cannot write to standard output: No space left on device"
      ])
  }

  // MARK: Replay

  /// Writes `text` to a recording and runs `stackplay --replay` on it (the
  /// error comes before the terminal would start).
  func replay(_ text: String, _ extra: [String] = []) throws -> (String, StackplayBinary.Result) {
    let directory = try TemporaryDirectory()
    let path = try directory.write(text, to: "demo.keys")
    return (path, try StackplayBinary.run(["--replay", path] + extra))
  }

  /// A time of Int.max was a SIGILL (a Double converted to Int).
  @Test func aRecordedTimeBeyondADayIsAnError() throws {
    let (path, result) = try replay("9223372036854775807 char a\n")
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(
      result.errorLines == [
        "stackplay: \(path): line 1: the time 9223372036854775807 is later than 86400000 (24 hours), the longest a recording lasts"[
          ...]
      ])
  }

  /// A speed of 1e-300 was a SIGILL; any speed outside 0.01...1000 is one line.
  @Test(arguments: ["1e-300", "0.001", "1001", "0", "-1", "nan", "inf"])
  func aReplaySpeedOutsideTheRangeIsAnError(speed: String) throws {
    let (_, result) = try replay("0 char a\n", ["--replay-speed=\(speed)"])
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(result.errorLines.count == 1)
    #expect(
      result.errorLines.first?.hasPrefix(
        "stackplay: --replay-speed must be between 0.01 and 1000, not ")
        == true)
  }

  /// `1 ESC]2;PWNED BEL` changed the terminal's title through the error
  /// message; now the message shows the bytes escaped, and none reaches
  /// standard error raw.
  @Test func controlCharactersOfARecordingAreEscaped() throws {
    let (path, result) = try replay("1 \u{1B}]2;PWNED\u{07}\n")
    #expect(result.status == 1)
    #expect(
      result.errorLines == [
        #"stackplay: \#(path): line 1: unknown key '\u{1B}]2;PWNED\u{7}'"#[...]
      ])
    #expect(!result.standardError.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  /// A file name holding an escape sequence is escaped in every message.
  @Test(arguments: [["render"], ["--replay"], ["export", "--swift", "uikit"]])
  func controlCharactersOfAFileNameAreEscaped(command: [String]) throws {
    let name = "/nonexistent/\u{1B}]2;PWNED\u{07}.json"
    let result = try StackplayBinary.run([command[0], name] + command.dropFirst())
    #expect(result.status == 1)
    #expect(
      result.errorLines == [
        #"stackplay: /nonexistent/\u{1B}]2;PWNED\u{7}.json: cannot read the file: No such file or directory"#[
          ...]
      ])
  }

  /// An argument swift-argument-parser does not know is quoted escaped too.
  @Test func controlCharactersOfAnUnknownOptionAreEscaped() throws {
    let result = try StackplayBinary.run(["--\u{1B}]2;PWNED\u{07}"])
    #expect(result.status != 0)
    #expect(result.standardOutput == "")
    #expect(result.standardError.contains(#"--\u{1B}]2;PWNED\u{7}"#))
    #expect(!result.standardError.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  // MARK: Running with devices

  /// Runs `stackplay arguments...` with standard input and output on the
  /// given files (devices such as /dev/zero or /dev/full), standard error
  /// captured; gives up (and fails) after 60 seconds.
  static func run(
    _ arguments: [String], standardInput: String = "/dev/null", standardOutput: String? = nil
  ) throws -> StackplayBinary.Result {
    let scratch = try TemporaryDirectory()
    let outputPath = standardOutput ?? scratch.url.appendingPathComponent("stdout").path
    let errorURL = scratch.url.appendingPathComponent("stderr")
    if standardOutput == nil { try Data().write(to: URL(fileURLWithPath: outputPath)) }
    try Data().write(to: errorURL)
    let input = try #require(FileHandle(forReadingAtPath: standardInput))
    let output = try #require(FileHandle(forWritingAtPath: outputPath))
    let error = try FileHandle(forWritingTo: errorURL)
    defer {
      try? input.close()
      try? output.close()
      try? error.close()
    }
    let process = Process()
    process.executableURL = try StackplayBinary.executable()
    process.arguments = arguments
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning {
      process.terminate()
      Issue.record("stackplay \(arguments) still ran after 60 s")
    }
    process.waitUntilExit()
    let printed =
      standardOutput == nil ? try String(contentsOfFile: outputPath, encoding: .utf8) : ""
    return StackplayBinary.Result(
      status: process.terminationStatus, standardOutput: printed,
      standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
  }
}

/// Saving in the playground over a read-only file, or through a link.
@Suite("Saving over a read-only file or a link (tmux)")
struct HostileSaveTests {
  static let term = "xterm-256color"

  /// The screen of the model after `+` and a save to `path` that `error` says
  /// failed (or succeeded, for `nil`).
  static func expected(path: String, error: String?) -> [String] {
    var state = PlaygroundState(scene: .playgroundDefault, filePath: path)
    state.handle(.character("+"))
    state.handle(.character("s"))
    state.didSave(to: path, error: error)
    return TerminalSessionTests.lines(TerminalSessionTests.model(state, term: term))
  }

  /// Saving over a 0444 file replaced it silently; now it is refused, the
  /// message names the file, and the file is unchanged.
  @Test func aReadOnlyFileIsNotReplaced() async throws {
    let session = try await TmuxSession(term: Self.term)
    defer { session.kill() }
    let file = session.directory.url.appendingPathComponent("scene.json")
    let original = Scene.playgroundDefault.jsonText()
    try original.write(to: file, atomically: true, encoding: .utf8)
    chmod(file.path, 0o444)
    _ = try await session.startApp(
      try StackplayBinary.executable(), arguments: ["open", "scene.json"])
    try session.type("+s")
    try await session.waitForScreen(
      Self.expected(
        path: "scene.json", error: "scene.json: cannot save the file: it is read-only (mode 444)"),
      "the refusal")
    // The message is longer than the window: it wraps onto two rows above the hints.
    #expect(
      try session.capture()[21].hasPrefix(
        "not saved: scene.json: cannot save the file: it is read-only (mode 444)"))
    #expect(try String(contentsOf: file, encoding: .utf8) == original)
    // The edit is still unsaved, so `q` asks first; `d` discards it.
    try session.type("q")
    try await session.waitFor("the quit question") {
      $0.contains { $0.contains("Unsaved changes: s save  d discard  Esc cancel") }
    }
    try session.type("d")
    try await session.waitForPrompt()
    #expect(try await session.lastExitStatus() == 0)
  }

  /// Saving a scene opened through a link replaced the link with a regular
  /// file; now the target is saved, and the link stays.
  @Test func aLinkIsFollowed() async throws {
    let session = try await TmuxSession(term: Self.term)
    defer { session.kill() }
    let directory = session.directory.url
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("real"), withIntermediateDirectories: false)
    let target = directory.appendingPathComponent("real/scene.json")
    try Scene.playgroundDefault.jsonText().write(to: target, atomically: true, encoding: .utf8)
    chmod(target.path, 0o600)
    let link = directory.appendingPathComponent("link.json")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "real/scene.json")
    _ = try await session.startApp(
      try StackplayBinary.executable(), arguments: ["open", "link.json"])
    try session.type("+s")
    try await session.waitForScreen(Self.expected(path: "link.json", error: nil), "the save")
    #expect(try session.capture()[22] == "saved to link.json")
    #expect(try Scene.load(contentsOfFile: target.path).stack.spacing == 12)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real/scene.json")
    var status = stat()
    #expect(stat(target.path, &status) == 0)
    #expect(status.st_mode & 0o7777 == 0o600)
    try session.type("q")
    try await session.waitForPrompt()
  }
}
