/// The spelling of numbers and strings in the JSON this module writes.
enum JSONText {
  /// The largest magnitude below which integral values print as plain integers.
  ///
  /// 2^53: every integer up to it is exactly representable as a `Double`.
  static let largestPlainInteger: Double = 9_007_199_254_740_992

  /// A number as JSON: integral values without a decimal point (`375`, `-8`, `0`
  /// for negative zero), others as Swift's shortest round-trip spelling (`0.5`,
  /// `33.333333333333336`, `1e-05`).
  ///
  /// Non-finite values have no JSON spelling; they print as the strings `"inf"`,
  /// `"-inf"` and `"nan"`, which no reader in this module accepts as a number, so
  /// they cannot pass unnoticed.
  static func number(_ value: Double) -> String {
    guard value.isFinite else {
      return value.isNaN ? "\"nan\"" : value > 0 ? "\"inf\"" : "\"-inf\""
    }
    if value == value.rounded(), abs(value) < largestPlainInteger {
      return String(Int64(value))
    }
    return value.description
  }

  /// Whether a byte of UTF-8 is printable ASCII other than the quote and the
  /// backslash: written as it is inside a string literal.
  static func needsNoEscape(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C
  }

  /// A string as a JSON string literal, quotes included.
  ///
  /// Escapes the quote, the backslash, every control character (C0, DEL and
  /// C1, which a terminal could take for an escape sequence) and the Unicode
  /// line separators U+2028 and U+2029; everything else is written as itself
  /// (UTF-8).
  static func quoted(_ text: String) -> String {
    // Most names and values are printable ASCII with nothing to escape.
    if text.utf8.allSatisfy(needsNoEscape) {
      return "\"" + text + "\""
    }
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case _
      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16, uppercase: false)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

/// Writes JSON text into one byte buffer: the output of the scene encoders
/// and of the render answer, with no string made per field or line
/// (``Scene/jsonBytes()`` runs after every burst of edits, for the copy a
/// crash keeps). Numbers and strings are spelt as ``JSONText`` spells them.
struct JSONWriter {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int) { bytes.reserveCapacity(capacity) }

  /// `text` as it is.
  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// `text` as it is (nothing escaped).
  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// A line break, then `indent` spaces.
  mutating func newline(indent: Int) {
    bytes.append(0x0A)
    spaces(indent)
  }

  mutating func spaces(_ count: Int) {
    bytes.append(contentsOf: repeatElement(0x20, count: count))
  }

  /// `"key": `, for a key with nothing to escape.
  mutating func key(_ key: StaticString) {
    bytes.append(0x22)
    raw(key)
    raw("\": ")
  }

  /// A string literal, as ``JSONText/quoted(_:)`` writes it.
  mutating func quoted(_ text: String) {
    let plain = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
      guard utf8.allSatisfy(JSONText.needsNoEscape) else { return false }
      bytes.append(0x22)
      bytes.append(contentsOf: utf8)
      bytes.append(0x22)
      return true
    }
    if plain != true { bytes.append(contentsOf: JSONText.quoted(text).utf8) }
  }

  /// A number, as ``JSONText/number(_:)`` writes it.
  mutating func number(_ value: Double) {
    guard value.isFinite, value == value.rounded(), abs(value) < JSONText.largestPlainInteger
    else {
      bytes.append(contentsOf: JSONText.number(value).utf8)
      return
    }
    var magnitude = Int64(value).magnitude
    if value < 0 && magnitude != 0 { bytes.append(0x2D) }
    // At most 16 digits below 2^53, written backwards.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = digits.count
      repeat {
        start -= 1
        digits[start] = UInt8(truncatingIfNeeded: magnitude % 10) + 0x30
        magnitude /= 10
      } while magnitude > 0
      bytes.append(contentsOf: digits[start...])
    }
  }

  /// `{ "a": 1, "b": 2 }`: an object of numbers on one line.
  mutating func inlineObject(_ members: [(key: StaticString, value: Double)]) {
    raw("{ ")
    for (offset, member) in members.enumerated() {
      if offset > 0 { raw(", ") }
      key(member.key)
      number(member.value)
    }
    raw(" }")
  }
}
