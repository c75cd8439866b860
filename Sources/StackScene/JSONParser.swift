/// Why some bytes are not JSON, and where.
struct JSONSyntaxError: Error, Hashable, Sendable {
  /// What is wrong, such as `expected ',' or '}' after an object member`.
  var message: String
  /// 1-based line of the offending byte.
  var line: Int
  /// 1-based column of the offending byte, counted in Unicode scalars.
  var column: Int
}

/// A strict JSON parser (RFC 8259) that builds a ``JSONValue`` tree.
///
/// Strict means: no comments, no trailing commas, no single quotes, no
/// `NaN`/`Infinity`, no leading zeros or `+` signs on numbers, no unescaped
/// control characters in strings, valid UTF-8 only, unpaired surrogate escapes
/// rejected, no number too large for a `Double` (`1e400` is an error, never
/// infinity). A leading UTF-8 byte-order mark is skipped. Nesting deeper than
/// ``maximumDepth`` is rejected as soon as it is reached, so no input (not even
/// `[[[[…` a million deep) can exhaust the stack; more than ``maximumValues``
/// values are rejected too, so that the tree built stays small (a 64 MiB file
/// of `[0,0,0,…` would otherwise take some 800 MB).
struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 256
  /// The most values (numbers, strings, literals, arrays and objects, members'
  /// values included) in one document: 40 for each of the 100,000 views or
  /// nodes a scene may hold (`SceneLimits.maximumViews`), where
  /// one with every key and modifier needs about 35.
  static let maximumValues = 4_000_000

  private let bytes: [UInt8]
  private var offset = 0
  private var depth = 0
  private var valueCount = 0

  private let valueLimit: Int

  private init(_ bytes: [UInt8], valueLimit: Int) {
    self.bytes = bytes
    self.valueLimit = valueLimit
  }

  /// Parses `bytes` as exactly one JSON value surrounded by optional whitespace.
  /// - Parameter valueLimit: the most values accepted (tests lower it).
  static func parse(_ bytes: [UInt8], valueLimit: Int = maximumValues) throws(JSONSyntaxError)
    -> JSONValue
  {
    var parser = JSONParser(bytes, valueLimit: valueLimit)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.offset = 3 }
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    if parser.offset < bytes.count {
      throw parser.error("unexpected \(parser.describeCurrent()) after the JSON value")
    }
    return value
  }

  // MARK: Values

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    guard let byte = current else { throw error("unexpected end of the file, expected a value") }
    valueCount += 1
    if valueCount > valueLimit {
      throw error(
        "the file holds more than \(valueLimit) values, more than a scene within the limits needs"
      )
    }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    default: throw error("unexpected \(describeWord()), expected a value")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONSyntaxError)
    -> JSONValue
  {
    let start = offset
    for expected in word.utf8 {
      guard current == expected else {
        offset = start
        throw error("unexpected \(describeWord()), expected a value")
      }
      offset += 1
    }
    return value
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    try enterContainer()
    offset += 1  // {
    var members: [JSONMember] = []
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      offset += 1
      depth -= 1
      return .object(members)
    }
    while true {
      guard current == UInt8(ascii: "\"") else {
        if current == UInt8(ascii: "}"), !members.isEmpty {
          throw error("unexpected '}' after ',': trailing commas are not allowed")
        }
        throw error("unexpected \(describeCurrent()), expected a string key in double quotes")
      }
      let key = try parseString()
      skipWhitespace()
      guard current == UInt8(ascii: ":") else {
        throw error(
          "unexpected \(describeCurrent()), expected ':' after the key \(JSONText.quoted(key))")
      }
      offset += 1
      skipWhitespace()
      members.append(JSONMember(key, try parseValue()))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","):
        offset += 1
        skipWhitespace()
      case UInt8(ascii: "}"):
        offset += 1
        depth -= 1
        return .object(members)
      default:
        throw error("unexpected \(describeCurrent()), expected ',' or '}' after an object member")
      }
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    try enterContainer()
    offset += 1  // [
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      offset += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      if current == UInt8(ascii: "]") {
        throw error("unexpected ']' after ',': trailing commas are not allowed")
      }
      elements.append(try parseValue())
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","):
        offset += 1
        skipWhitespace()
      case UInt8(ascii: "]"):
        offset += 1
        depth -= 1
        return .array(elements)
      default:
        throw error("unexpected \(describeCurrent()), expected ',' or ']' after an array element")
      }
    }
  }

  private mutating func enterContainer() throws(JSONSyntaxError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw error("arrays and objects are nested more than \(Self.maximumDepth) deep")
    }
  }

  // MARK: Strings

  /// Parses a string literal starting at the opening quote.
  private mutating func parseString() throws(JSONSyntaxError) -> String {
    offset += 1  // "
    var scalars = String.UnicodeScalarView()
    var runStart = offset
    var runIsASCII = true
    while true {
      guard let byte = current else {
        throw error("unexpected end of the file inside a string (missing closing '\"')")
      }
      if byte == UInt8(ascii: "\""), scalars.isEmpty {
        // No escape before the closing quote: the bytes are the string, one copy.
        let text = try validatedRun(from: runStart, isASCII: runIsASCII)
        offset += 1
        return text
      }
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        try appendRun(from: runStart, to: &scalars)
        if byte == UInt8(ascii: "\"") {
          offset += 1
          return String(scalars)
        }
        scalars.append(try parseEscape())
        runStart = offset
        runIsASCII = true
      } else if byte < 0x20 {
        throw error(
          "control character U+\(hex4(UInt32(byte))) in a string must be escaped (for example \\n)")
      } else {
        if byte >= 0x80 { runIsASCII = false }
        offset += 1
      }
    }
  }

  /// Appends the raw bytes `runStart..<offset` to `scalars`, checking that they are UTF-8.
  private func appendRun(from runStart: Int, to scalars: inout String.UnicodeScalarView)
    throws(JSONSyntaxError)
  {
    guard runStart < offset else { return }
    scalars.append(contentsOf: try validatedRun(from: runStart).unicodeScalars)
  }

  /// The raw bytes `runStart..<offset` as a string, checking that they are UTF-8
  /// unless the caller saw only ASCII bytes (which always are).
  private func validatedRun(from runStart: Int, isASCII: Bool = false) throws(JSONSyntaxError)
    -> String
  {
    if isASCII {
      return bytes.withUnsafeBufferPointer { buffer in
        String(decoding: UnsafeBufferPointer(rebasing: buffer[runStart..<offset]), as: UTF8.self)
      }
    }
    guard let text = String(validating: bytes[runStart..<offset], as: UTF8.self) else {
      let (line, column) = position(of: runStart)
      throw JSONSyntaxError(message: "the string is not valid UTF-8", line: line, column: column)
    }
    return text
  }

  /// Parses an escape sequence starting at the backslash.
  private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let start = offset
    offset += 1  // backslash
    guard let byte = current else { throw error("unexpected end of the file inside a string") }
    offset += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let first = try parseHex4(escapeStart: start)
      if (0xD800...0xDBFF).contains(first) {
        guard current == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
          throw error("unpaired surrogate \\u\(hex4(first)) in a string", at: start)
        }
        let lowStart = offset
        offset += 2
        let second = try parseHex4(escapeStart: lowStart)
        guard (0xDC00...0xDFFF).contains(second) else {
          throw error("unpaired surrogate \\u\(hex4(first)) in a string", at: start)
        }
        let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        return Unicode.Scalar(combined)!
      }
      guard let scalar = Unicode.Scalar(first) else {
        throw error("unpaired surrogate \\u\(hex4(first)) in a string", at: start)
      }
      return scalar
    default:
      offset = start
      throw error("invalid escape sequence \(describeEscape()) in a string")
    }
  }

  /// Reads the four hex digits of a `\u` escape whose backslash is at `escapeStart`.
  private mutating func parseHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = hexDigitValue(byte) else {
        throw error("invalid \\u escape: expected four hexadecimal digits", at: escapeStart)
      }
      value = value * 16 + digit
      offset += 1
    }
    return value
  }

  private func hexDigitValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  // MARK: Numbers

  /// Parses `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = offset
    if current == UInt8(ascii: "-") { offset += 1 }
    guard let first = current, isDigit(first) else {
      throw error("invalid number: expected a digit after '-'")
    }
    offset += 1
    if first == UInt8(ascii: "0"), let next = current, isDigit(next) {
      throw error("invalid number: leading zeros are not allowed", at: start)
    }
    skipDigits()
    if current == UInt8(ascii: ".") {
      offset += 1
      guard let next = current, isDigit(next) else {
        throw error("invalid number: expected a digit after '.'")
      }
      skipDigits()
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      offset += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
      guard let next = current, isDigit(next) else {
        throw error("invalid number: expected a digit in the exponent")
      }
      skipDigits()
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    guard let value = Double(text) else {
      throw error("invalid number \(Self.shortened(text))", at: start)
    }
    guard value.isFinite else {
      throw error(
        "the number \(Self.shortened(text)) is too large (a number must be finite)", at: start)
    }
    return value
  }

  /// The spelling of a number as an error message quotes it: at most 24
  /// characters, a longer one cut in the middle (`100000000000…000000000000`).
  static func shortened(_ text: String) -> String {
    guard text.count > 24 else { return text }
    return "\(text.prefix(12))…\(text.suffix(12))"
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func skipDigits() {
    while let byte = current, isDigit(byte) { offset += 1 }
  }

  // MARK: Reading

  private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  private func peek(_ distance: Int) -> UInt8? {
    offset + distance < bytes.count ? bytes[offset + distance] : nil
  }

  private mutating func skipWhitespace() {
    while let byte = current,
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        || byte == UInt8(ascii: "\t")
    {
      offset += 1
    }
  }

  // MARK: Errors

  private func error(_ message: String, at errorOffset: Int? = nil) -> JSONSyntaxError {
    let (line, column) = position(of: errorOffset ?? offset)
    return JSONSyntaxError(message: message, line: line, column: column)
  }

  /// The 1-based line and column (in Unicode scalars) of the byte at `target`.
  private func position(of target: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<min(target, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        // Count only the first byte of each UTF-8 sequence.
        column += 1
      }
    }
    return (line, column)
  }

  /// The byte at the current offset in words: `'x'`, `end of the file`.
  private func describeCurrent() -> String {
    guard let byte = current else { return "end of the file" }
    if byte == UInt8(ascii: "'") { return "\"'\"" }
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  /// The bare word at the current offset, for misspelt literals: `'True'`, `'NaN'`.
  private func describeWord() -> String {
    var end = offset
    while end < bytes.count, end - offset < 20,
      (bytes[end] >= UInt8(ascii: "a") && bytes[end] <= UInt8(ascii: "z"))
        || (bytes[end] >= UInt8(ascii: "A") && bytes[end] <= UInt8(ascii: "Z"))
    {
      end += 1
    }
    guard end > offset else { return describeCurrent() }
    return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
  }

  /// The escape sequence at the current offset (a backslash and one character).
  private func describeEscape() -> String {
    guard let next = peek(1), next >= 0x20, next < 0x7F else { return "'\\'" }
    return "'\\\(Character(Unicode.Scalar(next)))'"
  }

  private func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
