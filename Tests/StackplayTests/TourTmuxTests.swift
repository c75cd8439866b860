import Playground
import StackRender
import Testing

/// `stackplay tour` in a real terminal at 80x24 (TERM=screen): every step's
/// screen is the model's, from the first to the closing caption, in English and
/// in Korean (Hangul two columns wide); Left goes back once; `q` leaves with the
/// terminal restored and status 0.
@Suite("stackplay tour in a terminal (tmux)")
struct TourTmuxTests {
  static func model(_ tour: TourState, term: String) -> [String] {
    TourScreen.draw(
      tour, columns: 80, rows: 24, colorMode: term == "screen" ? .colors8 : .colors256,
      glyphs: .unicode
    ).plainText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("the tour from start to end", arguments: [Language.en, .ko])
  func wholeTour(_ language: Language) async throws {
    let term = "screen"
    var tour = try TourState(language: language)
    let session = try await TmuxSession(term: term)
    defer { session.kill() }
    _ = try await session.startApp(
      try StackplayBinary.executable(), arguments: ["tour", "--lang", language.rawValue])
    let count = tour.steps.count
    for step in 1...count {
      let screen = try await session.waitForScreen(
        Self.model(tour, term: term), "step \(step) of the tour (\(language))")
      #expect(screen[17].contains("\(step)/\(count)"))
      if step == 2 {
        // Left goes back once, and Right comes forward again.
        try session.press("Left")
        tour.handle(.left)
        let back = try await session.waitForScreen(
          Self.model(tour, term: term), "step 1 again after Left (\(language))")
        #expect(back[17].contains("1/\(count)"))
        try session.press("Right")
        tour.handle(.right)
        try await session.waitForScreen(Self.model(tour, term: term), "step 2 after Right")
      }
      if step < count {
        try session.press("Space")
        tour.handle(.character(" "))
      }
    }
    // The last screen is the closing caption.
    let last = try session.capture()
    let closing = language == .en ? "That is the tour." : "둘러보기가 끝났습니다."
    #expect(last[18].hasPrefix(closing))
    try session.press("q")
    try await session.waitForPrompt()
    #expect(
      try session.modes() == TmuxSession.PaneModes(cursorVisible: true, alternateScreen: false))
    #expect(try await session.lastExitStatus() == 0)
  }
}

/// `stackplay --lang ko`: the playground's hint line and `?` overlay in Korean.
@Suite("stackplay --lang ko in a terminal (tmux)")
struct KoreanPlaygroundTmuxTests {
  @Test func hintsAndHelpInKorean() async throws {
    let term = "screen"
    var state = PlaygroundState(scene: .playgroundDefault)
    state.language = .ko
    let session = try await TmuxSession(term: term)
    defer { session.kill() }
    _ = try await session.startApp(try StackplayBinary.executable(), arguments: ["--lang", "ko"])
    let first = try await session.waitForScreen(
      TerminalSessionTests.lines(TerminalSessionTests.model(state, term: term)),
      "the first screen in Korean")
    #expect(first[23].hasSuffix("q 종료  ? 도움말"))
    try session.type("?")
    state.handle(.character("?"))
    let help = try await session.waitForScreen(
      TerminalSessionTests.lines(TerminalSessionTests.model(state, term: term)),
      "the help in Korean")
    #expect(help[0].hasPrefix("stackplay 키"))
    try session.type("q")
    try await session.waitForPrompt()
    #expect(try await session.lastExitStatus() == 0)
  }
}

/// `stackplay tour` on the command line, without a terminal.
@Suite("stackplay tour options")
struct TourCommandTests {
  @Test func unknownLanguageIsRefused() throws {
    let result = try StackplayBinary.run(["tour", "--lang", "fr"])
    #expect(result.status != 0)
    #expect(result.standardError.contains("--lang"))
    #expect(result.standardOutput.isEmpty)
  }

  @Test func helpNamesTheTourAndTheLanguages() throws {
    let root = try StackplayBinary.run(["--help"])
    #expect(root.standardOutput.contains("tour"))
    let tour = try StackplayBinary.run(["tour", "--help"])
    #expect(tour.status == 0)
    #expect(tour.standardOutput.contains("--lang"))
    #expect(tour.standardOutput.contains("LC_ALL"))
  }
}
