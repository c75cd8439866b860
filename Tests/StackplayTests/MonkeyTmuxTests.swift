import Foundation
import SceneFuzzing
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fixed-seed monkey: the real playground in tmux under random keys and
/// window sizes (down to 1x1 and back), in the UIKit and the SwiftUI model
/// (`m` switches). The playground must never die, the pane never show a crash,
/// and after `q` the terminal must be as before.
///
/// The random keys leave out what would end the run or write files: `q`, Esc,
/// Ctrl-C, Ctrl-Z, Ctrl-\ and Meta keys (which start with Esc), and `s`/`S`
/// (save, which asks for a path with no file open).
@Suite("The playground under random keys and resizes (tmux)")
struct MonkeyTmuxTests {
  /// Keys typed as characters, weighted towards the ones that change the scene.
  static let characters = Array("aaddDDggGG++--][hHcCyeEnnxvpwWtTzZ0rlou?mmmfkK,.123456789=")
  /// Keys pressed by their tmux names.
  static let named = [
    "Tab", "BTab", "Up", "Down", "Left", "Right", "S-Up", "S-Down", "S-Left", "S-Right",
    "PPage", "NPage", "Home", "End", "Enter", "BSpace", "DC", "IC", "F1", "F5", "C-e", "C-r",
    "C-l", "Space",
  ]
  /// Window sizes to switch to, the smallest first; 80x24 comes back often.
  static let sizes = [
    (1, 1), (2, 1), (1, 2), (3, 3), (10, 4), (20, 6), (40, 12), (80, 24), (80, 24), (132, 40),
    (200, 60),
  ]
  /// What a crash leaves on the screen (the Swift runtime, the backtracer, the shell).
  static let crashSigns = [
    "Fatal error", "Program crashed", "Crashed", "Segmentation fault", "Illegal instruction",
    "Aborted", "core dumped", "Trace/breakpoint", "Backtrace", "💣",
  ]

  /// The screen once two captures 100 ms apart agree (at most 10 s).
  static func settled(_ session: TmuxSession) async throws -> [String] {
    var screen = try session.capture()
    let deadline = ContinuousClock.now.advanced(by: .seconds(10))
    while ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(100))
      let again = try session.capture()
      if again == screen { break }
      screen = again
    }
    return screen
  }

  @Test(
    "random keys and resizes in both models; q restores the terminal",
    arguments: [
      "xterm-256color", "screen",
    ])
  func monkey(term: String) async throws {
    let session = try await TmuxSession(term: term)
    defer { session.kill() }
    let before = try session.modes()
    let pid = try await session.startApp(try StackplayBinary.executable())
    try await session.waitFor("the first screen") { $0.first?.hasPrefix("axis:") == true }

    var random = FuzzRandom(seed: 12, index: term == "screen" ? 1 : 0)
    var log: [String] = []
    for round in 0..<150 {
      if random.chance(0.12) {
        let (columns, rows) = random.pick(Self.sizes)
        try session.resize(columns: columns, rows: rows)
        log.append("resize \(columns)x\(rows)")
      }
      var typed = ""
      for _ in 0..<random.int(in: 1...10) {
        if random.chance(0.7) {
          typed.append(random.pick(Self.characters))
        } else {
          if !typed.isEmpty {
            try session.type(typed)
            log.append(typed)
            typed = ""
          }
          let key = random.pick(Self.named)
          try session.press(key)
          log.append(key)
        }
      }
      if !typed.isEmpty {
        try session.type(typed)
        log.append(typed)
      }
      // Once it has caught up (the debug build draws a large window slowly),
      // the app is alive, in its alternate screen, and shows no crash.
      let screen = try await Self.settled(session)
      let alive = kill(pid, 0) == 0
      let crash = Self.crashSigns.first { sign in screen.contains { $0.contains(sign) } }
      let modes = try session.modes()
      guard alive, crash == nil, modes.alternateScreen else {
        var problems: [String] = []
        if !alive { problems.append("the playground died") }
        if let crash { problems.append("the pane shows '\(crash)'") }
        if !modes.alternateScreen { problems.append("the alternate screen is off") }
        let keys = log.suffix(12).joined(separator: " | ")
        let framed = TmuxSession.framed(screen)
        let summary = problems.joined(separator: "; ")
        Issue.record("round \(round), TERM=\(term): \(summary); the last keys: \(keys)\n\(framed)")
        return
      }
    }

    // Back to a normal size, out of any prompt or overlay, and quit.
    try session.resize(columns: 80, rows: 24)
    // Esc closes a prompt, the help or the code, one at a time, until the
    // hint line of the canvas (or of a panel over it) shows at 80 columns: the
    // app has caught up with every key and the resize. Esc is sent only when
    // a prompt or an overlay is on screen, and alone, after the screen
    // settled, so that it and the next key are never read as one Alt chord.
    // The resize is never sent again: an app that sits at the old size after
    // a burst of keys and a resize (a SIGWINCH ncurses did not report) must
    // fail here.
    var caughtUp = false
    for _ in 0..<30 {
      let screen = try await Self.settled(session)
      guard screen.count == 24 else { continue }
      if screen[23].hasSuffix("q quit  ? help") {
        caughtUp = true
        break
      }
      let prompt = screen[23].hasPrefix("Enter set") || screen[23].hasPrefix("Enter save")
      let overlay = ["stackplay keys", "keys (", " UIKit code", " SwiftUI code"].contains {
        screen[0].hasPrefix($0)
      }
      if prompt || overlay { try session.press("Escape") }
      try await Task.sleep(for: .milliseconds(300))
    }
    #expect(caughtUp, "the screen never showed the canvas's hint line at 80x24 (TERM=\(term))")
    // The random keys almost surely changed the scene: `q` then asks before it
    // quits, and `d` discards (Esc never quits, so it closed what was open).
    // With edits left behind a preset (`,` or `.` after an edit), the first
    // `q` says so, and the second asks.
    func isWarning(_ screen: [String]) -> Bool {
      screen.joined(separator: " ").split(separator: " ").joined(separator: " ")
        .contains("are behind the preset: u brings them back")
    }
    try session.type("q")
    var asked = try await session.waitFor("the quit question, the shell or a warning") {
      screen in
      screen.contains { $0.contains("Unsaved changes: s save  d discard  Esc cancel") }
        || kill(pid, 0) != 0 || isWarning(screen)
    }
    if isWarning(asked) {
      try session.type("q")
      asked = try await session.waitFor("the quit question or the shell") { screen in
        screen.contains { $0.contains("Unsaved changes: s save  d discard  Esc cancel") }
          || kill(pid, 0) != 0
      }
    }
    if asked.contains(where: { $0.contains("Unsaved changes:") }) {
      try session.type("d")
    }
    do {
      try await session.waitForPrompt()
    } catch {
      Issue.record("q did not end the playground; the last keys: \(log.suffix(12))")
      throw error
    }
    #expect(try session.modes() == before, "the pane's modes after q")
    #expect(try await session.lastExitStatus() == 0)
    #expect(try await session.inputModes() == ["icanon", "echo"])
    let screen = try session.capture()
    #expect(!Self.crashSigns.contains { sign in screen.contains { $0.contains(sign) } })
  }
}
