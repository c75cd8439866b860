import Testing

@testable import StackTerminal

/// OSC 52: `ESC ] 52 ; c ; BASE64 BEL`, with RFC 4648's Base64.
@Suite("Clipboard (OSC 52)")
struct ClipboardTests {
  /// RFC 4648, section 10: the test vectors.
  @Test(
    arguments: [
      ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
      ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
    ])
  func base64(_ text: String, _ expected: String) {
    #expect(Clipboard.base64(Array(text.utf8)) == Array(expected.utf8))
  }

  /// "hi" is 0x68 0x69: 011010 000110 1001(00) -> a G k, padded with one `=`.
  @Test func theSequenceForASmallText() {
    let bytes = Clipboard.osc52(Array("hi".utf8))
    #expect(bytes == [0x1B, 0x5D, 0x35, 0x32, 0x3B, 0x63, 0x3B, 0x61, 0x47, 0x6B, 0x3D, 0x07])
    #expect(Clipboard.osc52Length(ofBytes: 2) == bytes.count)
  }

  /// Bytes beyond ASCII go as they are (UTF-8), and every byte value is encoded.
  @Test func hangulAndHighBytes() {
    // "가" is EA B0 80: 111010 101011 000010 000000 -> 6 r C A.
    #expect(Clipboard.base64(Array("가".utf8)) == Array("6rCA".utf8))
    #expect(Clipboard.base64([0xFF, 0xFF, 0xFF]) == Array("////".utf8))
    #expect(Clipboard.base64([0xFB, 0xEF]) == Array("++8=".utf8))
  }

  @Test func theLengthFormula() {
    for count in [0, 1, 2, 3, 4, 99, 100_000] {
      #expect(
        Clipboard.osc52Length(ofBytes: count)
          == Clipboard.osc52([UInt8](repeating: 65, count: count)).count)
    }
  }
}
