import Testing

@testable import StackLayout

/// Text in cells: wrapping, wide characters, line breaks, truncation.
@Suite("SwiftUI Text in cells")
struct SwiftUITextTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var columns: Int?
    var maxLines: Int?
    var lines: [String]
    var truncated: Bool = false
    var testDescription: String {
      "\"\(text)\" in \(columns.map(String.init) ?? "any") columns, \(maxLines.map(String.init) ?? "any") lines"
    }
  }

  static let cases: [Case] = [
    // No width: one line per line of the string.
    Case(text: "Hello world", columns: nil, maxLines: nil, lines: ["Hello world"]),
    Case(text: "a\n\nb", columns: nil, maxLines: nil, lines: ["a", "", "b"]),
    Case(text: "a\r\nb\rc", columns: nil, maxLines: nil, lines: ["a", "b", "c"]),
    // Greedy wrapping at spaces: "Hello world" is 11; in 7, "world" moves down.
    Case(text: "Hello world", columns: 7, maxLines: nil, lines: ["Hello", "world"]),
    Case(text: "Hello world", columns: 11, maxLines: nil, lines: ["Hello world"]),
    // Exactly full lines: "ab cd" is 5.
    Case(text: "ab cd ef", columns: 5, maxLines: nil, lines: ["ab cd", "ef"]),
    // A word longer than the width starts a new line and breaks inside; the rest of
    // it then continues like any line ("lo" has room for nothing more).
    Case(text: "Hello world", columns: 3, maxLines: nil, lines: ["Hel", "lo", "wor", "ld"]),
    Case(text: "a wonderful", columns: 4, maxLines: nil, lines: ["a", "wond", "erfu", "l"]),
    // Several spaces between words stay inside a line, go at a break.
    Case(text: "a  b    c", columns: 4, maxLines: nil, lines: ["a  b", "c"]),
    // Spaces at the start of a paragraph stay; at the end of a line they take no room.
    Case(text: "  ab", columns: nil, maxLines: nil, lines: ["  ab"]),
    Case(text: "ab  ", columns: nil, maxLines: nil, lines: ["ab"]),
    Case(text: "  ab cd", columns: 4, maxLines: nil, lines: ["  ab", "cd"]),
    // Hangul: two columns a character. "한국" is 4; in 5 columns "어" moves down.
    Case(text: "한국어", columns: 5, maxLines: nil, lines: ["한국", "어"]),
    Case(text: "한국어 text", columns: 6, maxLines: nil, lines: ["한국어", "text"]),
    // Mixed widths inside a broken word: "ab" (2) then "한" would make 4 > 3.
    Case(text: "ab한", columns: 3, maxLines: nil, lines: ["ab", "한"]),
    // A combining mark belongs to its letter: "été" is 3 columns.
    Case(text: "e\u{301}te\u{301}", columns: 2, maxLines: nil, lines: ["e\u{301}t", "e\u{301}"]),
    // A wide character cannot fit one column: cut there, with an ellipsis.
    Case(text: "한국어", columns: 1, maxLines: nil, lines: ["…"], truncated: true),
    Case(text: "a한b", columns: 1, maxLines: nil, lines: ["a", "…"], truncated: true),
    // Nothing fits 0 columns, not even the ellipsis.
    Case(text: "Hello", columns: 0, maxLines: nil, lines: [""], truncated: true),
    // Too many lines: the last kept one is redone from its start to the end of its
    // paragraph, cut to leave a column for the ellipsis. "two three" in 4: "two" +
    // "…" (the space before the ellipsis goes).
    Case(text: "one two three", columns: 5, maxLines: 2, lines: ["one", "two…"], truncated: true),
    Case(text: "one two", columns: 3, maxLines: 1, lines: ["on…"], truncated: true),
    // No width: the ellipsis follows the last kept line.
    Case(text: "a\nb", columns: nil, maxLines: 1, lines: ["a…"], truncated: true),
    // The paragraph's rest fits: the ellipsis stands for the paragraphs cut.
    Case(text: "ab\ncd", columns: 5, maxLines: 1, lines: ["ab…"], truncated: true),
    // Wide characters are never cut in half: 3 columns hold "한" and "…".
    Case(text: "한국어 말", columns: 4, maxLines: 1, lines: ["한…"], truncated: true),
    // At least one line, even for a limit of 0.
    Case(text: "abc", columns: 10, maxLines: 0, lines: ["abc"]),
    // Nothing to lay out.
    Case(text: "", columns: 5, maxLines: nil, lines: []),
  ]

  @Test(arguments: cases)
  func layOut(_ test: Case) {
    let layout = layoutText(test.text, columns: test.columns, maxLines: test.maxLines)
    #expect(layout.lines == test.lines)
    #expect(layout.isTruncated == test.truncated)
    #expect(layout.widths == test.lines.map { displayWidth(of: $0) })
    if let columns = test.columns {
      #expect(layout.columns <= columns)
    }
  }

  @Test("a Text node is its widest line by its line count, in the unit")
  func textNodeSize() {
    // Points: 8 x 16 a character. "한국어 text" in 48 points (6 columns): 2 lines,
    // "한국어" 6 columns and "text" 4: 48 x 32.
    let layout = text("t", "한국어 text").layout(proposal: propose(48, nil))
    #expect(layout.size == Size(width: 48, height: 32))
    #expect(layout.nodes[0].textLines == ["한국어", "text"])
    #expect(layout.nodes[0].firstBaseline == 16)
    #expect(layout.nodes[0].lastBaseline == 32)
    // 20 points of height hold one line of 16.
    let short = text("t", "한국어 text").layout(proposal: propose(48, 20))
    #expect(short.nodes[0].textLines == ["한국…"])
    #expect(short.size == Size(width: 40, height: 16))
  }

  @Test("an empty Text is 0 x 0 and has no baseline")
  func emptyText() {
    let layout = text("t", "").layout(proposal: propose(10, 10), metrics: .cell)
    #expect(layout.size == Size(width: 0, height: 0))
    #expect(layout.nodes[0].firstBaseline == nil)
  }

  @Test("no scaling: a Text never gets smaller characters, it truncates")
  func noScaling() {
    let layout = hstack(spacing: 0, text("t", "abcdef").frame(width: 4, height: 1))
      .layout(proposal: propose(4, 1), metrics: .cell)
    // 4 columns and 1 row: "abcd", "ef" kept to one line: "abc…".
    #expect(layout.node(named: "t")?.textLines == ["abc…"])
  }
}
