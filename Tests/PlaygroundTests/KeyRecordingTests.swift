import StackRender
import Testing

@testable import Playground

/// The line format of `--record` and `--replay`.
@Suite("Key recordings")
struct KeyRecordingTests {
  /// Every case of `Key`, with awkward characters: a space, a backslash, a
  /// line break, a tab, Hangul, an emoji of several scalars, a combining accent.
  static let everyKey: [Key] =
    [
      .character("a"), .character("Q"), .character(" "), .character("\\"), .character("\n"),
      .character("\t"), .character("#"), .character("{"), .character("한"),
      .character("👩‍💻"), .character("e\u{301}"), .character("\u{7F}"),
      .control("r"), .control("e"), .control(" "),
      .up, .down, .left, .right, .tab, .backTab, .enter, .escape, .backspace, .delete,
      .home, .end, .pageUp, .pageDown, .function(1), .function(12), .resize,
      .click(column: 0, row: 0), .click(column: 79, row: 23),
    ]

  @Test(arguments: everyKey)
  func everyKeyRoundTrips(key: Key) throws {
    let recorded = RecordedKey(milliseconds: 1234, key: key)
    let line = KeyRecording.line(recorded)
    #expect(!line.contains("\n") && !line.contains("\t"))
    let parsed = try KeyRecording.parse(KeyRecording.header + "\n" + line + "\n", source: "t")
    #expect(parsed == [recorded])
  }

  @Test func theLinesAsDocumented() {
    func line(_ key: Key, _ milliseconds: Int = 0) -> String {
      KeyRecording.line(RecordedKey(milliseconds: milliseconds, key: key))
    }
    #expect(line(.character("a")) == "0 char a")
    #expect(line(.character("+"), 412) == "412 char +")
    #expect(line(.up, 980) == "980 up")
    #expect(line(.control("r"), 1530) == "1530 ctrl r")
    #expect(line(.click(column: 12, row: 5), 2210) == "2210 click 12 5")
    #expect(line(.character(" "), 3000) == "3000 char \\u{20}")
    #expect(line(.character("\\")) == "0 char \\u{5c}")
    #expect(line(.backTab) == "0 backtab")
    #expect(line(.pageDown) == "0 pagedown")
    #expect(line(.function(5)) == "0 f 5")
  }

  @Test func aWholeRecording() throws {
    let text = """
      # stackplay key recording

      0 char a
      412 char +
      412 up\r
      # a comment
      1530 ctrl r
      2210 click 12 5
      """
    #expect(
      try KeyRecording.parse(text, source: "demo.keys") == [
        RecordedKey(milliseconds: 0, key: .character("a")),
        RecordedKey(milliseconds: 412, key: .character("+")),
        RecordedKey(milliseconds: 412, key: .up),
        RecordedKey(milliseconds: 1530, key: .control("r")),
        RecordedKey(milliseconds: 2210, key: .click(column: 12, row: 5)),
      ])
    #expect(try KeyRecording.parse("", source: "empty.keys") == [])
  }

  @Test(arguments: [
    ("0 char a\njump", "demo.keys: line 2: expected a time in milliseconds and a key, got 'jump'"),
    ("0 jump", "demo.keys: line 1: unknown key 'jump'"),
    ("x up", "demo.keys: line 1: 'x' is not a time in milliseconds"),
    ("-5 up", "demo.keys: line 1: '-5' is not a time in milliseconds"),
    ("10 up\n\n5 down", "demo.keys: line 3: the time 5 is before the previous line's 10"),
    ("0 char ab", "demo.keys: line 1: unknown key 'char ab'"),
    ("0 char ", "demo.keys: line 1: unknown key 'char '"),
    ("0 char \\u{zz}", "demo.keys: line 1: unknown key 'char \\u{zz}'"),
    ("0 char \\u{d800}", "demo.keys: line 1: unknown key 'char \\u{d800}'"),
    ("0 click 1", "demo.keys: line 1: unknown key 'click 1'"),
    ("0 f x", "demo.keys: line 1: unknown key 'f x'"),
    ("0 up 2", "demo.keys: line 1: unknown key 'up 2'"),
    // Times: whole milliseconds, at most 24 hours.
    (
      "9223372036854775807 char a",
      "demo.keys: line 1: the time 9223372036854775807 is later than 86400000 (24 hours), the longest a recording lasts"
    ),
    (
      "86400001 up",
      "demo.keys: line 1: the time 86400001 is later than 86400000 (24 hours), the longest a recording lasts"
    ),
    (
      "99999999999999999999 up",
      "demo.keys: line 1: '99999999999999999999' is not a time in milliseconds"
    ),
    ("+5 up", "demo.keys: line 1: '+5' is not a time in milliseconds"),
    ("1.5 up", "demo.keys: line 1: '1.5' is not a time in milliseconds"),
    // Keys a terminal can send: F1 to F63, clicks below 100,000.
    ("0 f 0", "demo.keys: line 1: unknown key 'f 0'"),
    ("0 f 64", "demo.keys: line 1: unknown key 'f 64'"),
    ("0 click -1 0", "demo.keys: line 1: unknown key 'click -1 0'"),
    ("0 click 0 100000", "demo.keys: line 1: unknown key 'click 0 100000'"),
    // Control characters are escaped, and a long line is cut.
    ("1 \u{1B}]2;PWNED\u{07}", #"demo.keys: line 1: unknown key '\u{1B}]2;PWNED\u{7}'"#),
    (
      "\u{1B}[2J", #"demo.keys: line 1: expected a time in milliseconds and a key, got '\u{1B}[2J'"#
    ),
    (
      "0 " + String(repeating: "x", count: 1000),
      "demo.keys: line 1: unknown key '\(String(repeating: "x", count: 40))…'"
    ),
  ])
  func badLinesNameTheFileAndLine(text: String, message: String) {
    do {
      _ = try KeyRecording.parse(text, source: "demo.keys")
      Issue.record("parsed \(text)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func theLimitsThemselvesAreAccepted() throws {
    let text = "0 f 1\n1 f 63\n2 click 99999 99999\n86400000 up\n"
    #expect(
      try KeyRecording.parse(text, source: "t") == [
        RecordedKey(milliseconds: 0, key: .function(1)),
        RecordedKey(milliseconds: 1, key: .function(63)),
        RecordedKey(milliseconds: 2, key: .click(column: 99_999, row: 99_999)),
        RecordedKey(milliseconds: 86_400_000, key: .up),
      ])
  }

  @Test func aRecordingHoldsAtMostAMillionKeys() throws {
    #expect(KeyRecording.maximumKeys == 1_000_000)
    let text = "0 up\n# a comment\n\n1 down\n2 left\n"
    #expect(try KeyRecording.parse(text, source: "t", keyLimit: 3).count == 3)
    do {
      _ = try KeyRecording.parse(text, source: "t", keyLimit: 2)
      Issue.record("parsed 3 keys")
    } catch {
      #expect(error.description == "t: line 5: a recording holds at most 2 keys")
    }
  }

  /// The file name is escaped too.
  @Test func theFileNameIsEscaped() {
    let error = KeyRecordingError(source: "a\u{1B}b.keys", line: 2, message: "bad\u{07}")
    #expect(error.description == #"a\u{1B}b.keys: line 2: bad\u{7}"#)
  }
}
