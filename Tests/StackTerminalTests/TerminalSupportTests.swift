import StackRender
import Testing

@testable import StackTerminal

@Suite("Locale, reset bytes and redraw decisions")
struct TerminalSupportTests {
  static let codesets: [(String, Bool)] = [
    ("UTF-8", true),
    ("utf-8", true),
    ("utf8", true),
    ("UTF8", true),
    ("ANSI_X3.4-1968", false),
    ("ISO-8859-1", false),
    ("US-ASCII", false),
    ("", false),
    ("UTF-16", false),
  ]

  @Test("UTF-8 locale detection", arguments: codesets)
  func codeset(name: String, isUTF8: Bool) {
    #expect(codesetIsUTF8(name) == isUTF8)
  }

  @Test("the reset bytes, from xterm-256color's terminfo strings")
  func resetSequence() {
    let xterm: [String: String] = [
      "sgr0": "\u{1B}(B\u{1B}[m",
      "op": "\u{1B}[39;49m",
      "rmkx": "\u{1B}[?1l\u{1B}>",
      "cnorm": "\u{1B}[?12l\u{1B}[?25h",
      "rmcup": "\u{1B}[?1049l\u{1B}[23;0;0t",
    ]
    let bytes = EmergencyRestore.resetSequence(capability: { xterm[$0] })
    let expected =
      "\u{18}\u{1B}(B\u{1B}[m\u{1B}[39;49m"
      + "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l"
      + "\u{1B}[?1l\u{1B}>\u{1B}[?12l\u{1B}[?25h\u{1B}[?1049l\u{1B}[23;0;0t"
    #expect(String(decoding: bytes, as: UTF8.self) == expected)
  }

  @Test("missing capabilities are left out")
  func resetSequenceWithoutCapabilities() {
    let bytes = EmergencyRestore.resetSequence(capability: { _ in nil })
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "\u{18}\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l")
  }

  @Test("terminfo padding is removed")
  func padding() {
    #expect(EmergencyRestore.withoutPadding("\u{1B}[m$<2>") == "\u{1B}[m")
    #expect(EmergencyRestore.withoutPadding("a$<5*/>b$<1>c") == "abc")
    #expect(EmergencyRestore.withoutPadding("no padding") == "no padding")
    #expect(EmergencyRestore.withoutPadding("cost $<unterminated") == "cost $<unterminated")
  }

  @Test("error messages say what to do")
  func errorMessages() {
    #expect(
      TerminalError.unknownTerminal("foo").description
        == "cannot drive the terminal type 'foo' (TERM): no terminfo entry for it;"
        + " try TERM=xterm-256color")
    #expect(TerminalError.unknownTerminal(nil).description.contains("TERM"))
    #expect(TerminalError.notATerminal.description.contains("redirected"))
  }
}
