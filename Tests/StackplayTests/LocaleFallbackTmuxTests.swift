import Foundation
import Playground
import StackRender
import StackScene
import Testing

/// The locale fallback in the real `stackplay` in tmux at 80x24 (TERM=screen):
/// a locale that is not installed never turns Hangul into `?`, and the first
/// message says what happened.
@Suite("A locale that is not installed, in a terminal (tmux)")
struct LocaleFallbackTmuxTests {
  /// The installed locales, as `locale -a` lists them (`ko_KR.utf8`), lowercased
  /// and without hyphens so that `ko_KR.UTF-8` matches `ko_kr.utf8`.
  static func installedLocales() throws -> Set<String> {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["locale", "-a"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Set(
      String(decoding: data, as: UTF8.self).split(separator: "\n").map {
        $0.lowercased().replacingOccurrences(of: "-", with: "")
      })
  }

  /// A Korean UTF-8 locale this machine lacks: `ko_KR.UTF-8` on a fresh Debian
  /// (CI has only C, C.UTF-8 and POSIX), a made-up region otherwise.
  static func missingKoreanLocale() throws -> String {
    try installedLocales().contains("ko_kr.utf8") ? "ko_ZZ.UTF-8" : "ko_KR.UTF-8"
  }

  static func screen(_ state: PlaygroundState, glyphs: GlyphSet) -> [String] {
    PlaygroundScreen.draw(state, columns: 80, rows: 24, colorMode: .colors8, glyphs: glyphs)
      .buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  /// `LC_ALL=ko_KR.UTF-8` without that locale: C.UTF-8 stands in, so the hints
  /// are in Korean with every Hangul character drawn, box drawing stays Unicode,
  /// and the first message names the missing locale.
  @Test func missingUTF8LocaleStandsInCUTF8() async throws {
    let locale = try Self.missingKoreanLocale()
    var state = PlaygroundState(scene: .playgroundDefault)
    state.language = .ko
    state.message = "Locale \(locale) is not installed: using C.UTF-8 instead."
    let session = try await TmuxSession(term: "screen")
    defer { session.kill() }
    _ = try await session.startApp(
      try StackplayBinary.executable(), environment: ["LC_ALL": locale, "LANG": locale])
    let first = try await session.waitForScreen(
      Self.screen(state, glyphs: .unicode), "the first screen in Korean, with the notice")
    #expect(first[22] == "Locale \(locale) is not installed: using C.UTF-8 instead.")
    #expect(first[23].hasSuffix("q 종료  ? 도움말"))
    #expect(!first.joined().contains("??"))
    try session.type("q")
    try await session.waitForPrompt()
    #expect(try await session.lastExitStatus() == 0)
  }

  /// `LC_ALL=C stackplay --lang ko`: no UTF-8 locale, so English with ASCII
  /// drawing, and the first message says why the screen is not in Korean.
  @Test func koreanWithoutAUTF8LocaleRunsInEnglishAndASCII() async throws {
    var state = PlaygroundState(scene: .playgroundDefault)
    state.message = "Korean needs a UTF-8 locale (such as C.UTF-8): showing English."
    let session = try await TmuxSession(term: "screen")
    defer { session.kill() }
    _ = try await session.startApp(
      try StackplayBinary.executable(), arguments: ["--lang", "ko"],
      environment: ["LC_ALL": "C", "LANG": "C"])
    let first = try await session.waitForScreen(
      Self.screen(state, glyphs: .ascii), "the first screen in English and ASCII")
    #expect(first[23].hasSuffix("q quit  ? help"))
    #expect(first.allSatisfy { $0.allSatisfy(\.isASCII) })
    try session.type("q")
    try await session.waitForPrompt()
    #expect(try await session.lastExitStatus() == 0)
  }
}
