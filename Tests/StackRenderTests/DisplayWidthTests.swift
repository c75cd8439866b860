import StackLayout
import Testing

@testable import StackRender

@Suite("Display width")
struct DisplayWidthTests {
  @Test(
    "Width of a string",
    arguments: [
      ("", 0),
      ("stack", 5),
      ("100x50", 6),
      ("한국어", 6),  // Hangul syllables are wide
      ("한a", 3),
      ("漢字", 4),  // CJK ideographs
      ("カタカナ", 8),  // katakana
      ("ＡＢ", 4),  // fullwidth forms
      ("e\u{301}", 1),  // e + combining acute accent: one character, one column
      ("cafe\u{301}", 4),
      ("\u{1112}\u{1161}\u{11AB}", 2),  // 한 spelled with conjoining jamo
      ("a\tb", 2),  // a control character takes no column
      ("a\r\nb", 2),  // CR LF: one character of two controls, no column
      ("\u{7F}x", 1),  // DEL is a control character
      ("x\u{7F}é", 2),  // the same outside ASCII
      ("┌─┐", 3),  // box drawing (East Asian Ambiguous) counts as narrow
      ("░▒▓·…", 5),
      ("🙂", 2),  // emoji presentation
      ("👍🏽", 2),  // emoji with a skin-tone modifier: one character
      ("🇰🇷", 2),  // a flag: two regional indicators, one character
      ("é한漢ß©", 7),  // scalars that are characters of their own
      ("한\u{11A8}", 2),  // a syllable and a final consonant: one character
      ("ñ\u{303}", 1),  // a Latin letter and a combining tilde: one character
      ("a\u{AD}b", 2),  // a soft hyphen takes no column
    ])
  func widthOfString(text: String, width: Int) {
    #expect(displayWidth(of: text) == width)
  }

  @Test("A string is as wide as its characters, whichever way it is counted")
  func stringIsItsCharacters() {
    let pieces = [
      "a", "é", "한", "漢", "ß", "©", "\u{301}", "\u{11A8}", "\u{AD}", "\u{200D}", "🙂", "🏽", "🇰",
      "\u{FE0F}", "\t", "カ", "\u{1161}",
    ]
    // Every text of one to three pieces.
    var texts = pieces
    for first in pieces {
      for second in pieces {
        texts.append(first + second)
        texts += pieces.map { first + second + $0 }
      }
    }
    for text in texts {
      #expect(displayWidth(of: text) == text.reduce(0) { $0 + displayWidth(of: $1) }, "\(text)")
    }
  }

  @Test("Width of a character")
  func widthOfCharacter() {
    #expect(displayWidth(of: "a" as Character) == 1)
    #expect(displayWidth(of: "한" as Character) == 2)
    #expect(displayWidth(of: "e\u{301}" as Character) == 1)
    #expect(displayWidth(of: "\n" as Character) == 0)
    #expect(displayWidth(of: "\u{200B}" as Character) == 0)  // zero-width space (format)
    #expect(displayWidth(of: "\u{7F}" as Character) == 0)  // delete
  }

  @Test(
    "Truncation keeps within the width and never cuts a wide character",
    arguments: [
      ("purple", 6, "purple"),
      ("purple", 10, "purple"),
      ("purple", 4, "pur…"),
      ("purple", 1, "…"),
      ("purple", 0, ""),
      ("한국어", 6, "한국어"),
      ("한국어", 5, "한국…"),
      ("한국어", 4, "한…"),  // 한 + … is 3 columns: 국 would need 2 more
      ("한국어", 2, "…"),
      // More bytes than columns, yet fits: combining accents take none.
      ("e\u{301}e\u{301}e\u{301}", 3, "e\u{301}e\u{301}e\u{301}"),
      (String(repeating: "한", count: 100_000), 5, "한한…"),
    ])
  func truncation(text: String, width: Int, expected: String) {
    let result = truncate(text, toWidth: width, ellipsis: "…")
    #expect(result == expected)
    #expect(displayWidth(of: result) <= max(0, width))
  }

  @Test("A name wider than any picture is cut once just past shownNameLimit columns")
  func shownNames() {
    #expect(shownName("purple") == "purple")
    // Up to 4 × shownNameLimit bytes a name is kept whole (it costs little to
    // measure), however wide.
    let kept = String(repeating: "a", count: 4 * shownNameLimit)
    #expect(shownName(kept) == kept)
    // 2 columns a syllable: the first past 2,000 columns is the 1,001st.
    let huge = String(repeating: "한", count: 300_000)
    #expect(shownName(huge) == String(repeating: "한", count: 1_001))
    #expect(shownName(shownName(huge)) == shownName(huge))
    let ascii = String(repeating: "b", count: 300_000)
    #expect(shownName(ascii) == String(repeating: "b", count: shownNameLimit + 1))
    // Characters of no column are cut at the bytes: 4,000 of them, 2 bytes each.
    let marks = "e" + String(repeating: "\u{200B}", count: 300_000)
    #expect(shownName(marks).utf8.count <= 4 * shownNameLimit)
    #expect(shownName(marks).utf8.count > 4 * shownNameLimit - 3)
    // One character of more bytes than that: its first scalar.
    #expect(shownName("e" + String(repeating: "\u{301}", count: 300_000)) == "e")
  }
}
