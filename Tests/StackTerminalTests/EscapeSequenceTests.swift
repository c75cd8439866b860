import Testing

@testable import StackTerminal

/// What follows an Esc that did not come alone, input by input. The key codes
/// are ncurses's values (curses.h, octal there), written out by hand.
@Suite("Escape sequences after an Esc")
struct EscapeSequenceTests {
  static let resize: Int32 = 0o632  // KEY_RESIZE
  static let up: Int32 = 0o403  // KEY_UP

  static func characters(_ text: String) -> [RawInput] {
    text.unicodeScalars.map { .character($0.value) }
  }

  /// Feeds `inputs` (what follows the Esc) and returns how many belong to the
  /// sequence, and whether it was complete after them.
  static func scan(_ inputs: [RawInput]) -> (taken: Int, complete: Bool) {
    var sequence = EscapeSequence()
    var taken = 0
    for input in inputs {
      guard sequence.consume(input) else { break }
      taken += 1
      if sequence.isComplete { break }
    }
    return (taken, sequence.isComplete)
  }

  /// The rest of a sequence as terminals send it, and how many of the inputs
  /// that follow belong to it (the rest are inputs of their own).
  static let cases: [(String, [RawInput], Int, Bool)] = [
    // tmux and xterm: Shift-Up, Ctrl-Left, Alt-Up, Shift-F1 (CSI with parameters).
    ("Shift-Up", characters("[1;2Aq"), 5, true),
    ("Ctrl-Left", characters("[1;5D"), 5, true),
    ("Alt-Up", characters("[1;3A"), 5, true),
    ("Shift-F1", characters("[1;2P"), 5, true),
    ("Ctrl-Delete", characters("[3;5~x"), 5, true),
    ("SGR mouse report", characters("[<0;12;5M"), 9, true),
    ("focus in", characters("[I"), 2, true),
    // SS3: one character after O.
    ("F1 in SS3 form", characters("OPa"), 2, true),
    // Alt chords.
    ("Alt-x", characters("xy"), 1, true),
    ("Alt-é", characters("é"), 1, true),
    ("Alt-Enter", [.character(13)], 1, true),
    ("Alt with a key ncurses knows (ESC ESC [ A)", [.keyCode(up)], 1, true),
    // A second Esc starts over: Alt with a key that itself starts with Esc.
    ("ESC ESC [ 1 ; 2 A", characters("\u{1B}[1;2Aq"), 6, true),
    // Strings end with BEL or ESC \.
    ("OSC ended by BEL", characters("]2;title\u{07}q"), 9, true),
    ("OSC ended by ESC \\", characters("]2;t\u{1B}\\q"), 6, true),
    ("DCS", characters("P1$r0m\u{1B}\\"), 8, true),
    // Not complete yet: the caller waits for more, then gives up.
    ("ESC [ alone (Alt-[)", characters("["), 1, false),
    ("ESC O alone (Alt-O)", characters("O"), 1, false),
    ("CSI cut short", characters("[1;"), 3, false),
    // Inputs that cannot belong end the sequence and stay inputs of their own.
    ("a resize after the Esc", [.keyCode(resize)], 0, true),
    ("a resize inside a CSI", characters("[1") + [.keyCode(resize)], 2, true),
    ("a key code inside a CSI", characters("[") + [.keyCode(up)], 1, true),
    ("a click after the Esc", [.mouse(column: 1, row: 1, buttons: 2)], 0, true),
    ("a control character inside a CSI", characters("[1\u{0D}"), 2, true),
    ("a control character after SS3", characters("O\u{0D}"), 1, true),
  ]

  @Test("sequences", arguments: cases)
  func sequence(name: String, inputs: [RawInput], taken: Int, complete: Bool) {
    let result = Self.scan(inputs)
    #expect(result.taken == taken, "\(name)")
    #expect(result.complete == complete, "\(name)")
  }

  @Test("a sequence ends after 64 inputs, whatever they are")
  func lengthLimit() {
    let endless = Self.characters("[" + String(repeating: "1;", count: 100))
    let result = Self.scan(endless)
    #expect(result.taken == EscapeSequence.maximumLength)
    #expect(result.complete)
    let endlessString = Self.characters("]" + String(repeating: "x", count: 100))
    #expect(Self.scan(endlessString).taken == 64)
  }

  @Test("nothing belongs to a complete sequence")
  func afterCompletion() {
    var sequence = EscapeSequence()
    let first = sequence.consume(.character(0x78))
    #expect(first)
    #expect(sequence.isComplete)
    let second = sequence.consume(.character(0x79))
    #expect(!second)
  }
}

/// The ncurses read timeout for a deadline: only the cases that do not depend
/// on how long the call takes.
@Suite("Read timeouts")
struct ReadTimeoutTests {
  @Test("a deadline that has passed does not wait")
  func passed() {
    #expect(Terminal.timeoutMilliseconds(until: .now - .seconds(1)) == 0)
  }

  @Test("a far deadline waits a minute at most, then reads again")
  func far() {
    #expect(Terminal.timeoutMilliseconds(until: .now + .seconds(3600)) == 60_000)
    #expect(Terminal.timeoutMilliseconds(until: .now + .seconds(365 * 24 * 3600)) == 60_000)
  }
}
