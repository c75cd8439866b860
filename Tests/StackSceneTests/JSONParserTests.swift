import Testing

@testable import StackScene

@Suite("JSON parser")
struct JSONParserTests {
  private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  @Test func parsesEveryKindOfValue() throws {
    let value = try parse(
      #" { "a": [1, -2.5, 3e2, 0, -0, true, false, null, "x"], "b": {}, "c": [] } "#)
    #expect(
      value
        == .object([
          JSONMember(
            "a",
            .array([
              .number(1), .number(-2.5), .number(300), .number(0), .number(-0.0), .bool(true),
              .bool(false), .null, .string("x"),
            ])),
          JSONMember("b", .object([])),
          JSONMember("c", .array([])),
        ]))
  }

  @Test func keepsMembersInOrderWithDuplicates() throws {
    let value = try parse(#"{"z": 1, "a": 2, "z": 3}"#)
    #expect(
      value
        == .object([
          JSONMember("z", .number(1)), JSONMember("a", .number(2)), JSONMember("z", .number(3)),
        ]))
  }

  @Test func booleansAndNumbersStayDistinct() throws {
    #expect(try parse("true") == .bool(true))
    #expect(try parse("1") == .number(1))
    #expect(try parse("true") != .number(1))
    #expect(try parse("0") != .bool(false))
  }

  @Test(arguments: [
    (#""a\"b\\c\/d""#, "a\"b\\c/d"),
    (#""\b\f\n\r\t""#, "\u{08}\u{0C}\n\r\t"),
    (#""\u00e9\u0041""#, "éA"),
    (#""\ud83d\ude00""#, "😀"),
    ("\"caf\u{E9} 😀\"", "café 😀"),
  ])
  func decodesStrings(json: String, expected: String) throws {
    #expect(try parse(json) == .string(expected))
  }

  @Test(arguments: [
    ("1e-400", 0),
    ("1.7976931348623157e308", Double.greatestFiniteMagnitude),
    ("0.1", 0.1),
    ("-0.000001", -0.000001),
    ("123456789", 123_456_789),
    ("1E+2", 100),
  ])
  func decodesNumbers(json: String, expected: Double) throws {
    #expect(try parse(json) == .number(expected))
  }

  @Test func skipsAByteOrderMark() throws {
    #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8)) == .array([]))
  }

  /// One malformed input and where the parser should say the problem is.
  struct BadInput: Sendable, CustomTestStringConvertible {
    var json: String
    var line: Int
    var column: Int
    var message: String
    var testDescription: String { json.debugDescription }
  }

  @Test(arguments: [
    BadInput(
      json: "{", line: 1, column: 2,
      message: "unexpected end of the file, expected a string key in double quotes"),
    BadInput(
      json: "{\n  \"a\": 1,\n}", line: 3, column: 1,
      message: "unexpected '}' after ',': trailing commas are not allowed"),
    BadInput(
      json: "[1, 2,]", line: 1, column: 7,
      message: "unexpected ']' after ',': trailing commas are not allowed"),
    BadInput(
      json: "{\"a\" 1}", line: 1, column: 6,
      message: "unexpected '1', expected ':' after the key \"a\""),
    BadInput(
      json: "{\"a\": 1 \"b\": 2}", line: 1, column: 9,
      message: "unexpected '\"', expected ',' or '}' after an object member"),
    BadInput(
      json: "[1 2]", line: 1, column: 4,
      message: "unexpected '2', expected ',' or ']' after an array element"),
    BadInput(
      json: "{'a': 1}", line: 1, column: 2,
      message: "unexpected \"'\", expected a string key in double quotes"),
    BadInput(json: "True", line: 1, column: 1, message: "unexpected 'True', expected a value"),
    BadInput(json: "[NaN]", line: 1, column: 2, message: "unexpected 'NaN', expected a value"),
    BadInput(json: "[tru]", line: 1, column: 2, message: "unexpected 'tru', expected a value"),
    BadInput(
      json: "01", line: 1, column: 1, message: "invalid number: leading zeros are not allowed"),
    BadInput(json: "+1", line: 1, column: 1, message: "unexpected '+', expected a value"),
    BadInput(json: "1.", line: 1, column: 3, message: "invalid number: expected a digit after '.'"),
    BadInput(json: "-x", line: 1, column: 2, message: "invalid number: expected a digit after '-'"),
    BadInput(
      json: "1e", line: 1, column: 3, message: "invalid number: expected a digit in the exponent"),
    BadInput(
      json: "\"abc", line: 1, column: 5,
      message: "unexpected end of the file inside a string (missing closing '\"')"),
    BadInput(
      json: "\"a\nb\"", line: 1, column: 3,
      message: "control character U+000A in a string must be escaped (for example \\n)"),
    BadInput(
      json: #""\x""#, line: 1, column: 2, message: "invalid escape sequence '\\x' in a string"),
    BadInput(
      json: #""\u12g4""#, line: 1, column: 2,
      message: "invalid \\u escape: expected four hexadecimal digits"),
    BadInput(
      json: #""\ud83d""#, line: 1, column: 2, message: "unpaired surrogate \\uD83D in a string"),
    BadInput(
      json: #""\ude00""#, line: 1, column: 2, message: "unpaired surrogate \\uDE00 in a string"),
    BadInput(json: "{} {}", line: 1, column: 4, message: "unexpected '{' after the JSON value"),
    BadInput(
      json: "[1] // note", line: 1, column: 5, message: "unexpected '/' after the JSON value"),
    BadInput(json: "\"é\" x", line: 1, column: 5, message: "unexpected 'x' after the JSON value"),
    // Numbers beyond a Double are errors, never infinity.
    BadInput(
      json: "1e400", line: 1, column: 1,
      message: "the number 1e400 is too large (a number must be finite)"),
    BadInput(
      json: "[0, -1E999]", line: 1, column: 5,
      message: "the number -1E999 is too large (a number must be finite)"),
    BadInput(
      json: "1" + String(repeating: "0", count: 400), line: 1, column: 1,
      message: "the number 100000000000…000000000000 is too large (a number must be finite)"),
  ])
  func rejectsMalformedJSON(_ input: BadInput) {
    #expect(throws: JSONSyntaxError(message: input.message, line: input.line, column: input.column))
    {
      try parse(input.json)
    }
  }

  @Test func rejectsInvalidUTF8() {
    let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0x22]
    #expect(throws: JSONSyntaxError(message: "the string is not valid UTF-8", line: 1, column: 2)) {
      try JSONParser.parse(bytes)
    }
  }

  @Test func rejectsDeepNestingWithoutCrashing() {
    let depth = JSONParser.maximumDepth + 1
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(
      throws: JSONSyntaxError(
        message: "arrays and objects are nested more than \(JSONParser.maximumDepth) deep", line: 1,
        column: depth)
    ) {
      try parse(text)
    }
    let allowed = JSONParser.maximumDepth
    #expect(
      (try? parse(String(repeating: "[", count: allowed) + String(repeating: "]", count: allowed)))
        != nil)
  }

  /// Values beyond the limit stop the parsing where they start, whatever
  /// they are nested in; the limit itself leaves room for 40 values for each
  /// of the 100,000 views a scene may hold.
  @Test func rejectsMoreValuesThanTheLimit() throws {
    #expect(JSONParser.maximumValues == 40 * 100_000)
    // The array, its four elements, the object and its member's value: 7 values.
    let text = #"[1, [2, 3], {"a": null}]"#
    #expect(throws: Never.self) { try JSONParser.parse(Array(text.utf8), valueLimit: 7) }
    #expect(
      throws: JSONSyntaxError(
        message: "the file holds more than 6 values, more than a scene within the limits needs",
        line: 1, column: 19)
    ) {
      try JSONParser.parse(Array(text.utf8), valueLimit: 6)
    }
  }

  /// A million open brackets (or braces and keys) stop at the depth bound,
  /// without recursing a million deep.
  @Test(arguments: ["[", #"{"a":"#])
  func rejectsAMillionOpenContainers(opening: String) {
    let text = String(repeating: opening, count: 1_000_000)
    let column = JSONParser.maximumDepth * opening.count + 1
    #expect(
      throws: JSONSyntaxError(
        message: "arrays and objects are nested more than \(JSONParser.maximumDepth) deep",
        line: 1, column: column)
    ) {
      try parse(text)
    }
  }
}
