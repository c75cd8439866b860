import SceneFuzzing
import Testing

@Suite("JSONText: JSON kept as written")
struct JSONTextTests {
  @Test("compact text reads and writes back byte for byte, duplicates and order kept")
  func roundTrip() throws {
    let text = #"{"b":1e308,"a":[true,false,null,"x\"y"],"b":{"c":-0.0,"d":[]},"e":{}}"#
    let document = try #require(JSONText.parse(Array(text.utf8)))
    #expect(document.value.bytes() == Array(text.utf8))
    guard case .object(let members) = document.value else {
      Issue.record("not an object: \(document.value)")
      return
    }
    #expect(members.map { String(decoding: $0.key, as: UTF8.self) } == ["b", "a", "b", "e"])
    #expect(members[0].value == .number("1e308"))
  }

  @Test("pretty text is indented by two spaces, as the example files are")
  func pretty() throws {
    let document = try #require(JSONText.parse(Array(#"{"a":[1,{"b":2}],"c":{}}"#.utf8)))
    let expected = """
      {
        "a": [
          1,
          {
            "b": 2
          }
        ],
        "c": {}
      }

      """
    #expect(String(decoding: document.value.bytes(pretty: true), as: UTF8.self) == expected)
  }

  @Test(
    "what a strict parser refuses is kept: raw control bytes, invalid UTF-8, NaN, a BOM, garbage")
  func lenient() throws {
    let bytes: [UInt8] =
      [0xEF, 0xBB, 0xBF, 0x20] + Array(#"{"n":""#.utf8) + [0x1B, 0xFF] + Array(#"","x":NaN}"#.utf8)
      + Array(" trailing".utf8)
    let document = try #require(JSONText.parse(bytes))
    #expect(document.prefix == [0xEF, 0xBB, 0xBF, 0x20])
    #expect(document.suffix == Array(" trailing".utf8))
    #expect(document.bytes() == bytes)
    #expect(document.value[[.member(0)]] == .string([0x1B, 0xFF]))
    #expect(document.value[[.member(1)]] == .number("NaN"))
  }

  @Test(
    "not a value, unfinished, or nested past the bound: nil",
    arguments: [
      "", "   ", "{", #"{"a":}"#, #"{"a" 1}"#, "[1,", #""abc"#, "}",
    ])
  func refused(text: String) {
    #expect(JSONText.parse(Array(text.utf8)) == nil)
  }

  @Test("nesting deeper than the bound is refused, not recursed into")
  func depth() {
    let deep = String(repeating: "[", count: 50) + String(repeating: "]", count: 50)
    #expect(JSONText.parse(Array(deep.utf8), maximumDepth: 49) == nil)
    #expect(JSONText.parse(Array(deep.utf8), maximumDepth: 50) != nil)
  }

  @Test("strings are escaped as JSON requires")
  func escaping() {
    #expect(JSONText.escaped("a\"b\\c\n\u{1B}한") == Array(#"a\"b\\c\n\u001b한"#.utf8))
  }

  @Test("paths: every value depth-first, reading, changing and removing one")
  func paths() throws {
    let value = try #require(JSONText.parse(Array(#"{"a":[1,2],"b":{"c":3}}"#.utf8))).value
    #expect(value.paths().count == 6)
    #expect(value[[.member(0), .element(1)]] == .number("2"))
    #expect(value[[.member(0), .element(2)]] == nil)
    #expect(value.key(at: [.member(1), .member(0)]) == Array("c".utf8))
    let changed = value.updating([.member(1), .member(0)]) { $0 = .null }
    #expect(changed.bytes() == Array(#"{"a":[1,2],"b":{"c":null}}"#.utf8))
    #expect(
      value.removing([.member(0), .element(0)]).bytes() == Array(#"{"a":[2],"b":{"c":3}}"#.utf8))
    #expect(value.removing([.member(0)]).bytes() == Array(#"{"b":{"c":3}}"#.utf8))
  }
}
