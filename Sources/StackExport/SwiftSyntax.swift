/// Spelling values as Swift source.
enum SwiftSyntax {
  /// A number as a Swift literal: `50`, `51.5625`, `.infinity`, `-8`.
  ///
  /// NaN, which no scene holds, is written as `0`.
  static func number(_ value: Double) -> String {
    if value.isNaN { return "0" }
    if value.isInfinite { return value > 0 ? ".infinity" : "-.infinity" }
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int(value))
    }
    return value.description
  }

  /// `text` as a Swift string literal, in double quotes: quotes, backslashes
  /// and control characters (line breaks included) escaped, everything else,
  /// non-ASCII included, kept as it is.
  static func stringLiteral(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\0": result += "\\0"
      default:
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator:
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default:
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// A comment line's text: line breaks and control characters escaped so
  /// the comment stays on one line.
  static func commentText(_ text: String) -> String {
    let literal = stringLiteral(text)
    return String(literal.dropFirst().dropLast())
  }

  /// Swift's keywords that cannot be a variable's name without backquotes.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false",
    "is", "nil", "self", "super", "throws", "true", "try", "Any", "Self", "Type", "await",
    "async", "some", "any", "consume", "copy", "discard", "each", "borrowing", "consuming",
  ]

  /// Variable names for views called `names`: lowerCamelCase from the ASCII
  /// letters and digits of each name (`"learn more"` becomes `learnMore`),
  /// `view1`, `view2`... when a name has none, never a keyword, never one of
  /// `reserved`, and all different (a clash gets a number).
  static func identifiers(for names: [String], reserved: Set<String>) -> [String] {
    var used = reserved
    var result: [String] = []
    for (index, name) in names.enumerated() {
      var base = camelCase(name)
      if base.isEmpty { base = "view\(index + 1)" }
      if let first = base.first, first.isNumber { base = "view" + base }
      if keywords.contains(base) { base += "View" }
      var candidate = base
      var suffix = 2
      while used.contains(candidate) {
        candidate = base + String(suffix)
        suffix += 1
      }
      used.insert(candidate)
      result.append(candidate)
    }
    return result
  }

  /// The ASCII letters and digits of `name` in lowerCamelCase: words are runs of
  /// letters and digits; the first word's first letter is lowered, the others'
  /// raised; inner capitals are kept (`learnMore` stays `learnMore`).
  static func camelCase(_ name: String) -> String {
    var words: [String] = []
    var current = ""
    for character in name {
      if character.isASCII, character.isLetter || character.isNumber {
        current.append(character)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    var result = ""
    for (index, word) in words.enumerated() {
      let head = String(word.prefix(1))
      result += (index == 0 ? head.lowercased() : head.uppercased()) + word.dropFirst()
    }
    return result
  }
}
