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
    ])
  func widthOfString(text: String, width: Int) {
    #expect(displayWidth(of: text) == width)
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
    ])
  func truncation(text: String, width: Int, expected: String) {
    let result = truncate(text, toWidth: width, ellipsis: "…")
    #expect(result == expected)
    #expect(displayWidth(of: result) <= max(0, width))
  }
}
