import Foundation
import Playground
import StackRender
import Testing

/// Keys that must never break the playground, in the real `stackplay` in tmux:
/// keys typed while a replay waits, and modified keys that `TERM`'s terminfo
/// entry does not name.
@Suite("Live keys during a replay, and unknown key sequences (tmux)")
struct LiveKeysTmuxTests {
  /// The model's screen after `keys` on the default scene.
  static func expected(_ keys: [Key], term: String, columns: Int = 80, rows: Int = 24)
    -> [String]
  {
    var state = PlaygroundState(scene: .playgroundDefault)
    for key in keys { state.handle(key) }
    return TerminalSessionTests.lines(
      TerminalSessionTests.model(state, term: term, columns: columns, rows: rows))
  }

  // MARK: Replay

  /// A replay whose second key is a day away (the longest a recording lasts):
  /// a resize during the wait is handled (and the replay goes on waiting), and
  /// `q` takes over at once (it asks first, the replayed `a` being an unsaved
  /// change; `d` quits). Ten minutes away was not enough: on a loaded machine
  /// with two cores, the test's waits once resumed more than ten minutes late,
  /// after the replayed `d` had come.
  @Test(
    "a resize is handled and q quits while a replay waits for a key far ahead",
    arguments: TerminalSessionTests.terms)
  func quitDuringAReplay(term: String) async throws {
    let session = try await TmuxSession(term: term)
    defer { session.kill() }
    _ = try session.directory.write("0 char a\n86400000 char d\n", to: "far.keys")
    _ = try await session.startApp(
      try StackplayBinary.executable(), arguments: ["--replay", "far.keys"])
    try await session.waitForScreen(
      Self.expected([.character("a")], term: term), "the first replayed key")
    try session.resize(columns: 100, rows: 30)
    // The resize is a key to the model too: it clears the message.
    try await session.waitForScreen(
      Self.expected([.character("a"), .resize], term: term, columns: 100, rows: 30),
      "the replayed key redrawn at 100x30")
    try session.type("q")
    try await session.waitForScreen(
      Self.expected(
        [.character("a"), .resize, .character("q")], term: term, columns: 100, rows: 30),
      "the quit question")
    try session.type("d")
    try await session.waitForPrompt()
    let status = try await session.lastExitStatus()
    #expect(status == 0)
  }

  /// A key the user types during a replay is handled and stops the replay: the
  /// key recorded for later never comes.
  @Test("a typed key takes over from a replay")
  func typingTakesOver() async throws {
    let term = "xterm-256color"
    let session = try await TmuxSession(term: term)
    defer { session.kill() }
    // d is due 5 s after the app starts.
    _ = try session.directory.write("0 char a\n5000 char d\n", to: "soon.keys")
    _ = try await session.startApp(
      try StackplayBinary.executable(), arguments: ["--replay", "soon.keys"])
    let a = Self.expected([.character("a")], term: term)
    let ad = Self.expected([.character("a"), .character("d")], term: term)
    let ag = Self.expected([.character("a"), .character("g")], term: term)
    let adg = Self.expected([.character("a"), .character("d"), .character("g")], term: term)
    // On a machine so loaded that d comes first, the test proves nothing
    // either way and stops there.
    let first = try await session.waitFor("the first replayed key") { $0 == a || $0 == ad }
    guard first == a else { return }
    // The app started before a showed: d is due before then + 5 s.
    let clock = ContinuousClock()
    let dueBound = clock.now + .seconds(5)
    try session.type("g")
    let typed = try await session.waitFor("the typed g") { $0 == ag || $0 == adg }
    guard typed == ag else { return }

    // Past d's time (with a second's margin), the screen is still a then g.
    try await Task.sleep(until: dueBound + .seconds(1), clock: clock)
    #expect(try session.capture() == ag, "the recorded d came after the user took over")
    // The edits are unsaved: q asks, d quits.
    try session.type("qd")
    try await session.waitForPrompt()
  }

  // MARK: Unknown key sequences

  /// tmux sends modified keys the way xterm does (`ESC [ 1 ; 2 A` for
  /// Shift-Up). xterm-256color's terminfo names them (ncurses reports codes
  /// the app does not use); screen's does not, and ncurses hands them over as
  /// Esc and characters, which once quit the playground. Either way they must
  /// do nothing; F1, F5 and F12 are known to both and only say that they have
  /// no binding; Alt-x (`ESC x`) does nothing.
  ///
  /// After the keys, `a` is typed: the screen must be the model's after the
  /// function keys and `a` alone, so the app is still running and no part of
  /// a sequence acted as a key (Esc would have quit; `A` or `D` would show).
  @Test(
    "Shift, Ctrl and Alt with arrows, Alt-x and F-keys do nothing harmful",
    arguments: TerminalSessionTests.terms)
  func modifiedKeys(term: String) async throws {
    let session = try await TmuxSession(term: term)
    defer { session.kill() }
    _ = try await session.startApp(try StackplayBinary.executable())
    try await session.waitForScreen(Self.expected([], term: term), "the first screen")

    let keys: [(tmuxName: String, key: Key?)] = [
      ("S-Up", nil), ("C-Left", nil), ("M-Up", nil), ("F1", .function(1)), ("S-Right", nil),
      ("C-Up", nil), ("M-x", nil), ("F5", .function(5)), ("M-Left", nil), ("S-Down", nil),
      ("C-Right", nil), ("F12", .function(12)), ("M-Down", nil),
    ]
    for (name, _) in keys {
      try session.press(name)
    }
    try session.type("a")
    let handled = keys.compactMap(\.key) + [.character("a")]
    try await session.waitForScreen(
      Self.expected(handled, term: term), "the screen after the modified keys and a")
    let modes = try session.modes()
    #expect(modes.alternateScreen)
    // a is an unsaved change: q asks, d quits.
    try session.type("qd")
    try await session.waitForPrompt()
    let status = try await session.lastExitStatus()
    #expect(status == 0)
  }
}
