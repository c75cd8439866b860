import Foundation
import Playground
import StackPresets
import StackRender
import StackScene
import Testing

/// `stackplay challenge` in a real terminal at 80x24 (TERM=screen): one level
/// from its first screen to `solved`, the hints, the progress file, the next
/// level and `q`, in English and in Korean; `--replay` of a solution; and
/// `stackplay challenges` marking the solved level.
@Suite("stackplay challenge in a terminal (tmux)")
struct ChallengeTmuxTests {
  static func model(_ challenge: ChallengeState) -> [String] {
    ChallengeScreen.draw(challenge, columns: 80, rows: 24, colorMode: .colors8, glyphs: .unicode)
      .buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("one level end to end", arguments: [Language.en, .ko])
  func oneLevel(_ language: Language) async throws {
    let session = try await TmuxSession(term: "screen")
    defer { session.kill() }
    var challenge = try ChallengeState(
      #require(Challenge.named("hugging-249")), language: language)
    // No key here is a click: any drawn screen does.
    let noScreen = ChallengeScreen.draw(
      challenge, columns: 80, rows: 24, colorMode: .colors8, glyphs: .unicode)
    _ = try await session.startApp(
      try StackplayBinary.executable(),
      arguments: ["challenge", "2", "--lang", language.rawValue])
    let first = try await session.waitForScreen(Self.model(challenge), "the level's first screen")
    #expect(
      first[0].hasPrefix(language == .en ? "challenge 2/27 hugging-249" : "도전 2/27 hugging-249"))
    #expect(first[1].hasPrefix(language == .en ? "goal: make cancel stretch" : "목표: ok 대신 cancel이"))
    #expect(first[0].hasSuffix(language == .en ? "changes 0/1" : "변경 0/1"))

    // ? gives the first hint.
    try session.type("?")
    challenge.handle(.character("?"), screen: noScreen)
    let hint = try await session.waitForScreen(Self.model(challenge), "the first hint")
    #expect(hint.contains { $0.hasPrefix(language == .en ? "hint 1/2: " : "힌트 1/2: ") })

    // A key the level does not take: a message, nothing changes.
    try session.type("d")
    challenge.handle(.character("d"), screen: noScreen)
    try await session.waitForScreen(Self.model(challenge), "the message for d")

    // Tab H solves it: cancel's hugging 249.
    try session.press("Tab")
    challenge.handle(.tab, screen: noScreen)
    try session.type("H")
    challenge.handle(.character("H"), screen: noScreen)
    #expect(challenge.isSolved)
    let solved = try await session.waitForScreen(Self.model(challenge), "the level solved")
    #expect(solved[0].hasSuffix("solved"))
    #expect(solved.contains { $0.hasPrefix("solved! ") })
    #expect(solved[23].contains(language == .en ? "Enter next level" : "Enter 다음 레벨"))

    // The progress file holds the level, written whole.
    let progressFile = session.directory.url.appendingPathComponent(
      ".local/state/stackplay/progress.json")
    let progress = try String(contentsOf: progressFile, encoding: .utf8)
    #expect(progress == "{\n  \"solved\": [\n    \"hugging-249\"\n  ]\n}\n")

    // Enter opens the next level.
    try session.press("Enter")
    challenge.handle(.enter, screen: noScreen)
    #expect(challenge.challenge.name == "fill-tie")
    try await session.waitForScreen(Self.model(challenge), "the next level")
    try session.type("q")
    try await session.waitForPrompt()
    #expect(
      try session.modes() == TmuxSession.PaneModes(cursorVisible: true, alternateScreen: false))
    #expect(try await session.lastExitStatus() == 0)

    // The list marks the solved level.
    let binary = TmuxSession.shellQuoted(try StackplayBinary.executable().path)
    try session.typeLine("clear; \(binary) challenges --lang \(language.rawValue) | head -3")
    let list = try await session.waitFor("the list of challenges") { screen in
      screen.contains { $0.hasPrefix("✓  2  hugging-249") }
    }
    #expect(list.contains { $0.hasPrefix("   1  spacing") })
    #expect(
      list.contains {
        $0.hasPrefix("   3  fill-tie")
          && $0.hasSuffix(language == .en ? "The first of a tie" : "동점이면 첫 번째")
      })
  }

  @Test("--replay plays a level's solution, and a corrupt progress file is a fresh start")
  func replaySolution() async throws {
    let session = try await TmuxSession(term: "screen")
    defer { session.kill() }
    let challenge = try #require(Challenge.named("equal-centering"))
    let keysPath = try session.directory.write(challenge.solutionText, to: "solution.keys")
    let stateDirectory = session.directory.url.appendingPathComponent("state/stackplay")
    try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true)
    try Data("{\"solved\": [1]}".utf8).write(
      to: stateDirectory.appendingPathComponent("progress.json"))
    _ = try await session.startApp(
      try StackplayBinary.executable(),
      arguments: [
        "challenge", "equal-centering", "--lang", "en", "--replay", keysPath, "--replay-speed", "4",
      ],
      environment: ["XDG_STATE_HOME": session.directory.url.appendingPathComponent("state").path])
    let screen = try await session.waitFor("the replayed solution") { $0[0].hasSuffix("solved") }
    #expect(screen[0].hasPrefix("challenge 8/27 equal-centering"))
    let progress = try String(
      contentsOf: stateDirectory.appendingPathComponent("progress.json"), encoding: .utf8)
    #expect(progress.contains("\"equal-centering\""))
    try session.type("q")
    try await session.waitForPrompt()
    #expect(try await session.lastExitStatus() == 0)
  }
  @Test("in a session of stackplay serve, a solved level writes no progress to the disk")
  func servedSessionKeepsProgressInMemory() async throws {
    let session = try await TmuxSession(term: "screen")
    defer { session.kill() }
    let challenge = try #require(Challenge.named("hugging-249"))
    let keysPath = try session.directory.write(challenge.solutionText, to: "solution.keys")
    let state = session.directory.url.appendingPathComponent("state")
    _ = try await session.startApp(
      try StackplayBinary.executable(),
      arguments: ["challenge", "hugging-249", "--lang", "en", "--replay", keysPath],
      environment: ["XDG_STATE_HOME": state.path, "STACKPLAY_SERVED": "1"])
    let screen = try await session.waitFor("the replayed solution") { $0[0].hasSuffix("solved") }
    #expect(screen.contains { $0.hasPrefix("solved! Enter: next level") })
    try session.type("q")
    try await session.waitForPrompt()
    #expect(try await session.lastExitStatus() == 0)
    // Nothing under XDG_STATE_HOME: no progress file, not even its folder.
    #expect(!FileManager.default.fileExists(atPath: state.path))
  }
}
