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

  /// A string as a JSON string literal, quotes included.
  ///
  /// Escapes the quote, the backslash, every control character (C0, DEL and
  /// C1, which a terminal could take for an escape sequence) and the Unicode
  /// line separators U+2028 and U+2029; everything else is written as itself
  /// (UTF-8).
  static func quoted(_ text: String) -> String {
    // Most names and values are printable ASCII with nothing to escape.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
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
