import Foundation
import Playground
import StackLayout
import StackRender
import StackScene
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The playground as a user sees it: the real `stackplay` in a tmux window, keys
/// sent, the screen captured and compared with the pure model
/// (`PlaygroundState.handle` then `PlaygroundScreen.draw`) and with facts worked
/// out by hand from the solver's rules; and the terminal back to normal on every
/// way out.
@Suite("stackplay in a terminal (tmux)")
struct TerminalSessionTests {
  /// The terminals every test runs under: one with 256 colours and xterm's SGR
  /// mouse, one with 8 colours and the old X10 mouse encoding.
  static let terms = ["xterm-256color", "screen"]

  /// The screen the model predicts for `state` at a size, as the app would draw
  /// it under `term` (colour does not show in a capture, but monochrome would
  /// draw fill characters, so the mode is the app's: 256 or 8 colours).
  static func model(_ state: PlaygroundState, term: String, columns: Int = 80, rows: Int = 24)
    -> DrawnScreen
  {
    PlaygroundScreen.draw(
      state, columns: columns, rows: rows,
      colorMode: term == "screen" ? .colors8 : .colors256, glyphs: .unicode)
  }

  static func lines(_ screen: DrawnScreen) -> [String] {
    screen.buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
  }

  /// A session with `stackplay` started and its first screen checked against the model.
  static func startPlayground(term: String) async throws -> (TmuxSession, pid_t) {
    let session = try await TmuxSession(term: term)
    do {
      let pid = try await session.startApp(try StackplayBinary.executable())
      try await session.waitForScreen(
        lines(model(PlaygroundState(scene: .playgroundDefault), term: term)), "the first screen")
      return (session, pid)
    } catch {
      session.kill()
      throw error
    }
  }

  // MARK: The first screen

  @Test("the first screen is the model's, cursor hidden, alternate screen on", arguments: terms)
  func firstScreen(term: String) async throws {
    let (session, _) = try await Self.startPlayground(term: term)
    defer { session.kill() }
    let screen = try session.capture()
    // Worked out by hand: the status fields take 90 columns, so the stack's size
    // wraps to a second row; the canvas has 24 - 2 - 7 = 15 rows (a wide stack
    // keeps the inspector below). The scale fits 300x120 points in 78 columns
    // and 24 - 2 - 7 - 2 (outline) - 2 (labels) = 11 rows: 0.15 column per point
    // (0.2 would need 12 rows): 45x9 cells, 47x11 with the outline, centred at
    // column (80 - 47) / 2 = 16, row 2 + (15 - 11) / 2 = 4.
    #expect(screen[0] == "axis: horizontal  distribution: fill  alignment: center  spacing: 8")
    #expect(screen[1] == "stack: 300x120 pinned")
    #expect(screen.character(atColumn: 16, row: 4) == "╭")
    #expect(screen.character(atColumn: 62, row: 14) == "╯")
    // Red takes the 300 - 200 - 16 = 84 points to spare (lowest index among equal
    // hugging): 144x40, centred across at y 40. Along, the 45 columns are shared
    // in proportion: red 21.6, gap 1.2, green 13.5, gap 1.2, blue 7.5; whole
    // parts 43, and the 2 left over to red (0.6) and green (0.5, longer than
    // blue): red 22 columns from column 17. Across, 40 points are 3 rows, centred
    // at 60 x 0.075 = 4.5: rows 5 + 3 ..< 5 + 6; selected, so heavy.
    #expect(screen.character(atColumn: 17, row: 8) == "┏")
    #expect(screen.character(atColumn: 38, row: 10) == "┛")
    #expect(screen[17].contains("▶ red (1 of 3)  intrinsic 60x40  frame 144x40 at 0,40"))
    let modes = try session.modes()
    #expect(!modes.cursorVisible)
    #expect(modes.alternateScreen)
    #expect(modes.mouseReporting)
    // xterm-256color's kmous is SGR (ESC [ <), screen's is X10 (ESC [ M).
    #expect(modes.sgrMouse == (term == "xterm-256color"))
  }

  // MARK: Keys

  @Test("a, d, g, + and h change the screen as the solver says", arguments: terms)
  func keysFollowTheSolver(term: String) async throws {
    let (session, _) = try await Self.startPlayground(term: term)
    defer { session.kill() }
    var state = PlaygroundState(scene: .playgroundDefault)

    /// Sends one key, applies it to the model, and waits for the model's screen.
    func press(_ key: Character) async throws -> [String] {
      try session.type(String(key))
      state.handle(.character(key))
      return try await session.waitForScreen(
        Self.lines(Self.model(state, term: term)), "the screen after \(key)")
    }

    // The rows below are fixed: 24 rows, 7 at the bottom, so the inspector's
    // title is row 17, the priorities row 18, the message row 22. The status line
    // takes two rows after every key here (each line is over 80 columns), so the
    // canvas keeps rows 2 ..< 17, and the stack, still 300x120, the 0.15 column
    // (0.075 row) per point of the first screen: 45x9 cells from row 5. Along the
    // (now vertical) axis the 9 rows are shared among the views and gaps in
    // proportion (whole parts first, the rows left over to the largest
    // fractions); across, each view's length is rounded (x.5 up) and centred
    // on its centre. Names that do not fit a box go to the right of the
    // outline, so the picture (centred) moves with the widest of them.

    // a: vertical, fill, pinned 300x120. Along: 40 + 80 + 60 + 2 * 8 = 196, 76 too
    // many; equal compression resistance, so the lowest index gives first: red
    // 40 -> 0, then green 80 -> 44. Red at y 0, green 8 ..< 52, blue 60 ..< 120.
    // Across, centred in 300: red x 120, green 105 ..< 195, blue 125 ..< 175.
    var screen = try await press("a")
    #expect(screen[0] == "axis: vertical  distribution: fill  alignment: center  spacing: 8")
    #expect(screen[1] == "stack: 300x120 pinned")
    #expect(screen[22] == "axis: vertical")
    #expect(screen[17].contains("▶ red (1 of 3)  intrinsic 60x40  frame 60x0 at 120,0"))
    // Rows: gaps 0.6 and 0.6, green 3.3, blue 4.5: whole parts 7, the 2 left to
    // the gaps (0.6): red 0 rows at row 0, green 1 ..< 4, blue 5 ..< 9. Red, 0
    // tall, is a marked line with its name outside ("red 60x0", 8 columns): the
    // picture is 45 + 2 + 1 + 8 = 56 columns, at column 12; the stack at 13.
    // Red: 9 columns centred at 22.5: 18 ..< 27, a line on row 5.
    #expect(screen.character(atColumn: 31, row: 5) == "R")
    #expect(screen.character(atColumn: 32, row: 5) == "━")
    #expect(screen[5].hasSuffix("red 60x0"))
    // Green: 13.5 -> 14 columns, 15.5 -> 16 ..< 30: columns 29 ..< 43, rows 6 ..< 9.
    #expect(screen.character(atColumn: 29, row: 6) == "┌")
    #expect(screen.character(atColumn: 42, row: 8) == "┘")
    // Blue: 7.5 -> 8 columns, 18.5 -> 19 ..< 27: columns 32 ..< 40, rows 10 ..< 14.
    #expect(screen.character(atColumn: 32, row: 10) == "┌")
    #expect(screen.character(atColumn: 39, row: 13) == "┘")

    // d: fillEqually, every view (120 - 2 * 8) / 3 = 34.667 tall: 2.6 rows each,
    // the gaps 0.6; whole parts 6, and the 3 rows left go to the longer of the
    // equal fractions, the views: 3 rows each, rows 5 ..< 8, 8 ..< 11, 11 ..< 14.
    // No name fits its box; the widest, "green 90x34.667", takes 15 columns:
    // the picture is 63 wide, at column 8; the stack at 9.
    screen = try await press("d")
    #expect(
      screen[0] == "axis: vertical  distribution: fillEqually  alignment: center  spacing: 8")
    #expect(screen[22] == "distribution: fillEqually")
    #expect(screen[17].contains("frame 60x34.667 at 120,0"))
    #expect(screen.character(atColumn: 27, row: 5) == "┏")
    #expect(screen.character(atColumn: 35, row: 7) == "┛")
    #expect(screen.character(atColumn: 25, row: 8) == "┌")
    #expect(screen.character(atColumn: 38, row: 10) == "┘")
    #expect(screen.character(atColumn: 28, row: 11) == "┌")

    // g: center -> trailing: right edges at x 300, column 9 + 45 = 54: red 9
    // columns from 45, green 14 from 40, blue 8 from 46.
    screen = try await press("g")
    #expect(
      screen[0] == "axis: vertical  distribution: fillEqually  alignment: trailing  spacing: 8")
    #expect(screen[22] == "alignment: trailing")
    #expect(screen[17].contains("frame 60x34.667 at 240,0"))
    #expect(screen.character(atColumn: 45, row: 5) == "┏")
    #expect(screen.character(atColumn: 53, row: 5) == "┓")
    #expect(screen.character(atColumn: 40, row: 8) == "┌")
    #expect(screen.character(atColumn: 53, row: 8) == "┐")
    #expect(screen.character(atColumn: 46, row: 11) == "┌")
    #expect(screen.character(atColumn: 53, row: 13) == "┘")

    // +: spacing 8 + 4 = 12; every view (120 - 24) / 3 = 32 tall: 2.4 rows, the
    // gaps 0.9. Whole parts 6; the 3 rows left go to the gaps (0.9) and then to
    // red, first of the equal views: rows 5 ..< 8, 9 ..< 11, 12 ..< 14. The
    // widest name, "green 90x32", takes 11 columns: the picture is 59 wide, at
    // column 10; the stack at 11, its right edge at 56.
    screen = try await press("+")
    #expect(
      screen[0] == "axis: vertical  distribution: fillEqually  alignment: trailing  spacing: 12")
    #expect(screen[22] == "spacing: 12")
    #expect(screen[17].contains("frame 60x32 at 240,0"))
    #expect(screen.character(atColumn: 47, row: 7) == "┗")
    #expect(screen.character(atColumn: 42, row: 9) == "┌")
    #expect(screen.character(atColumn: 42, row: 10) == "└")
    #expect(screen.character(atColumn: 48, row: 12) == "┌")

    // h: priorities act along the axis, now vertical: red's vertical hugging
    // steps from 250 to the next landmark, 251. fillEqually ignores hugging, so
    // the frames stay.
    screen = try await press("h")
    #expect(screen[18].hasPrefix("hugging h 250 v 251   compression h 750 v 750"))
    #expect(screen[22] == "hugging (vertical) of red: 250 -> 251")
    #expect(screen[17].contains("frame 60x32 at 240,0"))
    #expect(screen.character(atColumn: 47, row: 5) == "┏")
  }

  @Test("Tab then a mouse click selects the view under the mouse", arguments: terms)
  func tabThenClick(term: String) async throws {
    let (session, _) = try await Self.startPlayground(term: term)
    defer { session.kill() }
    var state = PlaygroundState(scene: .playgroundDefault)

    try session.press("Tab")
    state.handle(.tab)
    let afterTab = Self.model(state, term: term)
    var screen = try await session.waitForScreen(Self.lines(afterTab), "the screen after Tab")
    #expect(screen[17].contains("▶ green (2 of 3)  intrinsic 90x80  frame 90x80 at 152,20"))

    // Blue: x 144 + 8 + 90 + 8 = 250 ..< 300, y (120 - 60) / 2 = 30 ..< 90. At
    // 0.15 column per point (see the first screen) its 7 columns are the last
    // of the stack's 45 (22 + 1 + 14 + 1 before it): columns 17 + 38 ..< 17 + 45;
    // 60 points are 4.5 -> 5 rows centred at 4.5: rows 5 + 2 ..< 5 + 7. Click at
    // column 58, row 9.
    let (column, row) = (58, 9)
    #expect(afterTab.viewIndex(atColumn: column, row: row) == 2)
    // tmux has no command to make a mouse event in a detached pane, so the click
    // is typed as the bytes the terminal would send, in the encoding TERM's kmous
    // names: SGR for xterm-256color, X10 for screen (press, then release).
    if term == "xterm-256color" {
      try session.type("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
    } else {
      let position =
        String(UnicodeScalar(UInt8(32 + column + 1))) + String(UnicodeScalar(UInt8(32 + row + 1)))
      try session.type("\u{1B}[M " + position + "\u{1B}[M#" + position)
    }
    state.handle(.click(column: column, row: row)) { afterTab.viewIndex(atColumn: $0, row: $1) }
    screen = try await session.waitForScreen(
      Self.lines(Self.model(state, term: term)), "the screen after the click")
    #expect(screen[17].contains("▶ blue (3 of 3)  intrinsic 50x60  frame 50x60 at 250,30"))
  }

  // MARK: Resizing

  @Test("a resize redraws at the new size; too small a window says so", arguments: terms)
  func resize(term: String) async throws {
    let (session, _) = try await Self.startPlayground(term: term)
    defer { session.kill() }
    let state = PlaygroundState(scene: .playgroundDefault)

    try session.resize(columns: 100, rows: 30)
    let screen = try await session.waitForScreen(
      Self.lines(Self.model(state, term: term, columns: 100, rows: 30)), "the screen at 100x30")
    // Worked out by hand: the status fits one row at 100 columns; the canvas has
    // 30 - 1 - 7 = 22 rows. The scale fits 300x120 in 98 columns and 30 - 2 - 7
    // - 2 - 2 = 17 rows: 0.25 column per point (0.3 would need 18 rows): 75x15
    // cells, 77x17 with the outline, at column (100 - 77) / 2 = 11, row
    // 1 + (22 - 17) / 2 = 3. Red (144x40 at 0,40): 36 columns from column 12;
    // 5 rows centred at 60 x 0.125 = 7.5: rows 4 + 5 ..< 4 + 10.
    #expect(
      screen[0]
        == "axis: horizontal  distribution: fill  alignment: center  spacing: 8  stack: 300x120 pinned"
    )
    #expect(screen.character(atColumn: 11, row: 3) == "╭")
    #expect(screen.character(atColumn: 12, row: 9) == "┏")
    #expect(screen.character(atColumn: 12, row: 13) == "┗")
    #expect(screen.count == 30 && screen[23].contains("▶ red (1 of 3)"))

    try session.resize(columns: 50, rows: 12)
    let small = try await session.waitForScreen(
      Self.lines(Self.model(state, term: term, columns: 50, rows: 12)), "the screen at 50x12")
    #expect(small.contains { $0.contains("stackplay needs a window of at least 60x16;") })
    #expect(small.contains { $0.contains("this one is 50x12.") })

    // And back: the playground again, at the new size.
    try session.resize(columns: 80, rows: 24)
    try await session.waitForScreen(
      Self.lines(Self.model(state, term: term)), "the screen at 80x24")
  }

  // MARK: Leaving

  /// The ways out of the app, and the exit status the shell should report.
  enum Exit: String, CaseIterable, Sendable {
    case quitKey = "q"
    case terminate = "SIGTERM"
    case hangUp = "SIGHUP"
    case controlC = "Ctrl-C"
    case quitSignal = "SIGQUIT"
    case controlBackslash = "Ctrl-\\"
    case crash = "a crash"
    case stackOverflow = "a stack overflow"
    case stackOverflowWithoutBacktracer = "a stack overflow with SWIFT_BACKTRACE=enable=no"

    var expectedStatus: Int {
      switch self {
      case .quitKey: 0
      case .terminate: 128 + Int(SIGTERM)
      case .hangUp: 128 + Int(SIGHUP)
      case .controlC: 128 + Int(SIGINT)
      case .quitSignal, .controlBackslash: 128 + Int(SIGQUIT)
      // A failed Double to Int conversion is the trap instruction: ud2 on
      // x86_64 (SIGILL), brk on arm64 (SIGTRAP).
      #if arch(x86_64)
        case .crash: 128 + Int(SIGILL)
      #else
        case .crash: 128 + Int(SIGTRAP)
      #endif
      case .stackOverflow, .stackOverflowWithoutBacktracer: 128 + Int(SIGSEGV)
      }
    }

    /// How the message about the kept changes names this way out.
    var cause: String {
      switch self {
      case .quitKey: "q"
      case .terminate: "SIGTERM"
      case .hangUp: "SIGHUP (the terminal hung up)"
      case .controlC: "Ctrl-C (SIGINT)"
      case .quitSignal, .controlBackslash: "SIGQUIT (Ctrl-\\)"
      #if arch(x86_64)
        case .crash: "a crash (SIGILL)"
      #else
        case .crash: "a crash (SIGTRAP)"
      #endif
      case .stackOverflow, .stackOverflowWithoutBacktracer: "a crash (SIGSEGV)"
      }
    }

    /// Whether the Swift runtime's backtracer reports this way out.
    var isReported: Bool {
      switch self {
      case .quitSignal, .controlBackslash, .crash, .stackOverflow: true
      default: false
      }
    }

    /// The app's environment: crashes are the debug build's test-only trigger
    /// (see `crashForTesting` in Play.swift): the first key pressed with
    /// unsaved changes converts 1e400 to Int, or recurses without end. Without the runtime's backtracer, nothing
    /// else sets up the alternate signal stack a stack overflow is handled on.
    var environment: [String: String] {
      switch self {
      case .crash: ["STACKPLAY_TEST_CRASH": "1e400"]
      case .stackOverflow: ["STACKPLAY_TEST_CRASH": "overflow"]
      case .stackOverflowWithoutBacktracer:
        ["STACKPLAY_TEST_CRASH": "overflow", "SWIFT_BACKTRACE": "enable=no"]
      default: [:]
      }
    }
  }

  @Test(
    "the terminal is back to normal after the app leaves",
    arguments: terms, Exit.allCases)
  func terminalRestored(term: String, exit: Exit) async throws {
    let session = try await TmuxSession(term: term)
    defer { session.kill() }
    // What the shell had before the app: the modes to come back to.
    let before = try session.modes()
    #expect(before.cursorVisible && !before.alternateScreen && !before.mouseReporting)
    let inputModesBefore = try await session.inputModes()
    #expect(inputModesBefore == ["icanon", "echo"])

    let pid = try await session.startApp(
      try StackplayBinary.executable(), environment: exit.environment)
    try await session.waitForScreen(
      Self.lines(Self.model(PlaygroundState(scene: .playgroundDefault), term: term)),
      "the first screen")
    let running = try session.modes()
    #expect(!running.cursorVisible && running.alternateScreen && running.mouseReporting)

    // Every way out comes after an edit: the signals and crashes leave at once
    // all the same; q asks first, and d quits.
    var state = PlaygroundState(scene: .playgroundDefault)
    try session.type("+")
    state.handle(.character("+"))
    try await session.waitForScreen(
      Self.lines(Self.model(state, term: term)), "the screen after +")
    // The app prepares what a signal it cannot wait out (SIGQUIT, a crash)
    // keeps before it draws a burst of keys: the screen after + says it is
    // ready.
    switch exit {
    case .quitKey:
      try session.type("q")
      state.handle(.character("q"))
      let asking = try await session.waitForScreen(
        Self.lines(Self.model(state, term: term)), "the quit question")
      #expect(asking[22] == "Unsaved changes: s save  d discard  Esc cancel")
      try session.type("d")
    case .terminate: #expect(kill(pid, SIGTERM) == 0)
    case .hangUp: #expect(kill(pid, SIGHUP) == 0)
    case .controlC: try session.press("C-c")
    case .quitSignal: #expect(kill(pid, SIGQUIT) == 0)
    case .controlBackslash: try session.press("C-\\")
    case .crash, .stackOverflow, .stackOverflowWithoutBacktracer: try session.type("a")
    }
    // The runtime's backtracer takes a few seconds to symbolicate a debug build;
    // an interactive one would wait 30 s for a key (and then clear its
    // prompt), so the prompt must be back well before that.
    try await session.waitForPrompt(timeout: exit.isReported ? .seconds(25) : .seconds(8))
    #expect(try session.modes() == before, "the pane's modes after \(exit.rawValue)")
    if exit.isReported {
      // The report is on the shell's screen, so it was written after the
      // alternate screen was left, and it did not stop to ask for a key (the
      // prompt came back without one).
      let text = try session.capture(includingHistory: true).joined(separator: "\n")
      #expect(text.contains("Program crashed: "), "the crash report:\n\(text)")
      #expect(!text.contains("Press space to interact"))
      if exit == .crash {
        // The runtime's own message, written to standard error just before the
        // trap, while the full screen was up: kept and shown after it.
        #expect(text.contains("Fatal error: Double value cannot be converted to Int"))
      }
    }
    let status = try await session.lastExitStatus()
    #expect(status == exit.expectedStatus)
    let inputModes = try await session.inputModes()
    #expect(inputModes == ["icanon", "echo"], "stty -a after \(exit.rawValue)")
    // The shell has reaped the app.
    let isGone = kill(pid, 0) == -1 && errno == ESRCH
    #expect(isGone)

    // The edit a signal or a crash ended the app with is kept where it was
    // started (the default scene has no file), and the shell's screen says
    // where, before any crash report; `q` then `d` threw it away.
    let copy = session.directory.url.appendingPathComponent("stackplay-unsaved.json").path
    let text = try session.capture(includingHistory: true).joined(separator: "\n")
    if exit == .quitKey {
      #expect(access(copy, F_OK) != 0, "no copy after q and d")
      #expect(!text.contains("unsaved changes"))
    } else {
      let kept = try Scene.load(contentsOfFile: copy)
      #expect(kept == state.scene, "the copy holds the scene after +")
      #expect(kept.stack.spacing != Scene.playgroundDefault.stack.spacing)
      let message =
        "stackplay: \(exit.cause) with unsaved changes: kept them in stackplay-unsaved.json"
        + " (stackplay open stackplay-unsaved.json)"
      #expect(text.contains(message), "the shell's screen:\n\(text)")
      if exit.isReported, let said = text.range(of: message),
        let report = text.range(of: "Program crashed: ")
      {
        #expect(said.lowerBound < report.lowerBound, "the message before the crash report")
      }
      // Only the copy is left: no temporary file beside it.
      let left = try FileManager.default.contentsOfDirectory(atPath: session.directory.url.path)
      #expect(!left.contains { $0.hasPrefix(".stackplay-") }, "left: \(left)")
    }
  }

  /// Ctrl-Z gives the shell its terminal back as it was; `fg` brings the app
  /// back on its full screen, with the arrow keys working (keypad mode back on).
  @Test("Ctrl-Z restores the terminal, and fg brings the app back", arguments: terms)
  func suspendAndResume(term: String) async throws {
    let session = try await TmuxSession(term: term)
    defer { session.kill() }
    let before = try session.modes()
    _ = try await session.startApp(try StackplayBinary.executable())
    var state = PlaygroundState(scene: .playgroundDefault)
    try await session.waitForScreen(Self.lines(Self.model(state, term: term)), "the first screen")

    try session.press("C-z")
    try await session.waitForPrompt()
    #expect(try session.modes() == before)
    let inputModes = try await session.inputModes()
    #expect(inputModes == ["icanon", "echo"])

    try session.typeLine("fg")
    try await session.waitForScreen(
      Self.lines(Self.model(state, term: term)), "the app's screen after fg")
    let running = try session.modes()
    #expect(!running.cursorVisible && running.alternateScreen && running.mouseReporting)
    try session.press("Up")
    state.handle(.up)
    try await session.waitForScreen(
      Self.lines(Self.model(state, term: term)), "the screen after Up")
    // Up is an unsaved change: q asks, d quits.
    try session.type("qd")
    try await session.waitForPrompt()
    #expect(try session.modes() == before)
    let status = try await session.lastExitStatus()
    #expect(status == 0)
  }

  /// The control for the test above: SIGKILL cannot be caught, so nothing restores
  /// the terminal, and the same checks must see it broken. This shows they are
  /// not vacuous, and that the shell (`sh`, dash) does not repair the terminal
  /// on its own, so the restores above are the app's doing.
  @Test("after SIGKILL the same checks see a broken terminal", arguments: terms)
  func brokenTerminalIsSeen(term: String) async throws {
    let session = try await TmuxSession(term: term)
    defer { session.kill() }
    let before = try session.modes()
    let pid = try await session.startApp(try StackplayBinary.executable())
    try await session.waitForScreen(
      Self.lines(Self.model(PlaygroundState(scene: .playgroundDefault), term: term)),
      "the first screen")

    #expect(kill(pid, SIGKILL) == 0)
    // The shell reaps the app and prompts; the alternate screen is still on.
    // With no carriage-return translation left, lines must end with Ctrl-J.
    try await session.waitFor("the shell's prompt after SIGKILL") { screen in
      kill(pid, 0) == -1 && screen.last { !$0.isEmpty }?.hasSuffix("$") == true
    }
    let after = try session.modes()
    #expect(after != before)
    #expect(!after.cursorVisible && after.alternateScreen && after.mouseReporting)
    let status = try await session.lastExitStatus(lineEnd: "C-j")
    #expect(status == 128 + Int(SIGKILL))
    let inputModes = try await session.inputModes(lineEnd: "C-j")
    #expect(inputModes == ["-icanon", "-echo"])
  }

  // MARK: Idle

  /// A weak check: it only shows that the screen does not change on its own, not
  /// that nothing is written (a redraw of the same cells would pass).
  @Test("an idle app leaves the screen alone", arguments: terms)
  func idle(term: String) async throws {
    let (session, _) = try await Self.startPlayground(term: term)
    defer { session.kill() }
    let first = try session.capture()
    try await Task.sleep(for: .milliseconds(500))
    let second = try session.capture()
    #expect(first == second, "\(TmuxSession.comparison(expected: first, captured: second))")
  }
}
