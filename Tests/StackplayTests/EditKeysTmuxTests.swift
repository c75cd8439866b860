import Foundation
import Playground
import StackExport
import StackRender
import StackScene
import Testing

/// The keys of issue 11 (sections 6 to 8) in the real `stackplay` in tmux at
/// 80x24: renaming, the code panel's copy (OSC 52, which tmux keeps as a
/// paste buffer with `set-clipboard on`) and write, and a drag sent as the
/// SGR mouse reports a terminal would send.
@Suite("Rename, copy, write and drag in a terminal (tmux)")
struct EditKeysTmuxTests {
  /// The model's screen after `keys`.
  static func expected(_ keys: [Key], term: String) -> [String] {
    var state = PlaygroundState(scene: .playgroundDefault)
    for key in keys { state.handle(key) }
    return TerminalSessionTests.lines(TerminalSessionTests.model(state, term: term))
  }

  @Test(
    "N renames the selected view; a name taken keeps the prompt",
    arguments: TerminalSessionTests.terms)
  func rename(term: String) async throws {
    let (session, _) = try await TerminalSessionTests.startPlayground(term: term)
    defer { session.kill() }
    try session.type("N")
    let prompt = try await session.waitForScreen(
      Self.expected([.character("N")], term: term), "the rename prompt")
    #expect(prompt[22].hasPrefix("name = red_   (now red)"))
    try session.press("BSpace", "BSpace", "BSpace")
    try session.type("title")
    try session.press("Enter")
    var keys: [Key] = [.character("N"), .backspace, .backspace, .backspace]
    keys += "title".map { Key.character($0) } + [.enter]
    let renamed = try await session.waitForScreen(Self.expected(keys, term: term), "red renamed")
    #expect(renamed[22] == "renamed red to title")
    #expect(renamed.contains { $0.contains("▶ title (1 of 3)") })

    try session.press("Tab")
    try session.type("N")
    try session.press("BSpace", "BSpace", "BSpace", "BSpace", "BSpace")
    try session.type("title")
    try session.press("Enter")
    keys += [.tab, .character("N")] + Array(repeating: .backspace, count: 5)
    keys += "title".map { Key.character($0) } + [.enter]
    let clash = try await session.waitForScreen(Self.expected(keys, term: term), "the clash")
    #expect(clash[22].hasPrefix("name = title_   title is already taken: names are unique"))
    try session.press("Escape")
    // Wait: a key right behind the Esc would make it an Alt chord.
    try await session.waitFor("the prompt cancelled") { $0[22] == "cancelled" }
    try session.type("qd")
    try await session.waitForPrompt()
  }

  @Test(
    "c in the code panel puts the code on tmux's clipboard", arguments: TerminalSessionTests.terms)
  func copy(term: String) async throws {
    let (session, _) = try await TerminalSessionTests.startPlayground(term: term)
    defer { session.kill() }
    try session.serverCommand(["set-option", "-s", "set-clipboard", "on"])
    try session.press("C-e")
    try session.type("c")
    let code = swiftCode(for: .playgroundDefault, flavor: .uikit)
    try await session.waitForScreen(
      Self.expected([.control("e"), .character("c")], term: term), "the code copied")
    var buffer = ""
    try await session.waitFor("tmux's paste buffer") { _ in
      buffer = (try? session.serverCommand(["show-buffer"])) ?? ""
      return !buffer.isEmpty
    }
    #expect(buffer == code)
    try session.type("q")
    try await session.waitForPrompt()
  }

  @Test("w in the code panel writes a file, and asks before replacing it")
  func write() async throws {
    let term = "xterm-256color"
    let (session, _) = try await TerminalSessionTests.startPlayground(term: term)
    defer { session.kill() }
    let code = swiftCode(for: .playgroundDefault, flavor: .uikit)
    let lineCount = code.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    try session.press("C-e")
    try session.type("w")
    try await session.waitFor("the path prompt") {
      $0.last?.hasPrefix("write the code to: StackView.swift_") == true
    }
    try session.press("Enter")
    try await session.waitFor("the code written") {
      $0.last == "wrote \(lineCount) lines of code to StackView.swift"
    }
    let file = session.directory.url.appendingPathComponent("StackView.swift")
    #expect(try String(contentsOf: file, encoding: .utf8) == code)
    try "old".write(to: file, atomically: true, encoding: .utf8)
    try session.type("w")
    try session.press("Enter")
    try await session.waitFor("the question") {
      $0.last == "StackView.swift exists: y replaces it, any other key keeps it"
    }
    try session.type("n")
    try await session.waitFor("the file kept") {
      $0.last == "not written: StackView.swift is left as it was"
    }
    #expect(try String(contentsOf: file, encoding: .utf8) == "old")
    try session.type("w")
    try session.press("Enter")
    try await session.waitFor("the question again") {
      $0.last?.hasSuffix("any other key keeps it") == true
    }
    try session.type("y")
    try await session.waitFor("the file replaced") {
      $0.last == "wrote \(lineCount) lines of code to StackView.swift"
    }
    #expect(try String(contentsOf: file, encoding: .utf8) == code)
    try session.type("q")
    try await session.waitForPrompt()
  }

  /// tmux cannot make mouse events in a detached pane, but the SGR reports a
  /// terminal sends (button-event mode 1002, which stackplay turns on) can be
  /// typed: a press on green's right border, a move and a release 3 columns
  /// right. At 80x24 the default scene is drawn at 0.15 column per point
  /// (20/3 points a column), green's box 14 columns from column 40, rows 7
  /// to 12 (see CodeOutAndMouseTests): its right border is column 53. Green's
  /// intrinsic width grows by 3 x 20/3 = 20, 90 to 110.
  @Test("dragging green's trailing edge in a terminal")
  func drag() async throws {
    let term = "xterm-256color"
    let (session, _) = try await TerminalSessionTests.startPlayground(term: term)
    defer { session.kill() }
    #expect(try session.modes().mouseReporting)
    // SGR reports count columns and rows from 1.
    try session.type("\u{1B}[<0;54;10M")
    try session.type("\u{1B}[<32;56;10M")
    try session.type("\u{1B}[<32;57;10M")
    try session.type("\u{1B}[<0;57;10m")
    var state = PlaygroundState(scene: .playgroundDefault)
    let first = TerminalSessionTests.model(state, term: term)
    #expect(first.dragTarget(atColumn: 53, row: 9, axis: .horizontal) == .viewEdge(1))
    for key in [
      Key.click(column: 53, row: 9), .drag(column: 55, row: 9), .drag(column: 56, row: 9),
      .release(column: 56, row: 9),
    ] {
      state.handle(key, screen: first)
    }
    #expect(state.stack.arrangedSubviews[1].intrinsicSize.width == 110)
    let dragged = try await session.waitForScreen(
      TerminalSessionTests.lines(TerminalSessionTests.model(state, term: term)), "green dragged")
    #expect(dragged[22] == "intrinsic width of green: 110 (drag)")
    try session.type("u")
    try await session.waitFor("the drag undone") {
      $0[22].hasPrefix("undid: intrinsic width of green 110 -> 90")
    }
    try session.type("q")
    try await session.waitForPrompt()
  }

  /// The same drag as one burst, as a quick flick (or a slow link) delivers
  /// it: the press, both moves and the release in one write. ncurses makes
  /// them one `KEY_MOUSE`; the app takes every event of it, oldest first, so
  /// the press is not lost (it was: the moves and the release then dragged
  /// nothing).
  @Test("a drag that arrives in one burst is not lost")
  func burstDrag() async throws {
    let term = "xterm-256color"
    let (session, _) = try await TerminalSessionTests.startPlayground(term: term)
    defer { session.kill() }
    try session.type("\u{1B}[<0;54;10M\u{1B}[<32;56;10M\u{1B}[<32;57;10M\u{1B}[<0;57;10m")
    var state = PlaygroundState(scene: .playgroundDefault)
    let first = TerminalSessionTests.model(state, term: term)
    for key in [
      Key.click(column: 53, row: 9), .drag(column: 55, row: 9), .drag(column: 56, row: 9),
      .release(column: 56, row: 9),
    ] {
      state.handle(key, screen: first)
    }
    let dragged = try await session.waitForScreen(
      TerminalSessionTests.lines(TerminalSessionTests.model(state, term: term)), "green dragged")
    #expect(dragged[22] == "intrinsic width of green: 110 (drag)")
    try session.type("q")
    try session.type("d")
    try await session.waitForPrompt()
  }
}
