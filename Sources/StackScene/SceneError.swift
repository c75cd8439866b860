/// Why a scene file could not be read, and where.
///
/// The description is one line that names the file, the key path and the
/// problem, ready to print after the program's name:
///
/// ```
/// scene.json: uikit.views[1].hugging.horizontal: 1200 is outside 1...1000
/// scene.json: invalid JSON at line 4, column 15: unexpected '}', expected a value
/// ```
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file the scene came from, as the caller named it (`scene.json`, `<stdin>`).
  public var source: String
  /// The key path of the offending value, such as `uikit.views[1].hugging.horizontal`;
  /// empty when the problem is with the file as a whole (empty, not JSON, or the
  /// top-level value).
  public var keyPath: String
  /// What is wrong, such as `1200 is outside 1...1000`.
  public var message: String
  /// For text that is not valid JSON, the 1-based line of the problem.
  public var line: Int?
  /// For text that is not valid JSON, the 1-based column (in Unicode scalars).
  public var column: Int?

  public init(
    source: String, keyPath: String, message: String, line: Int? = nil, column: Int? = nil
  ) {
    self.source = source
    self.keyPath = keyPath
    self.message = message
    self.line = line
    self.column = column
  }

  /// `source: keyPath: message`, or `source: message` when the key path is empty
  /// (the message of a syntax error names the line and column itself).
  ///
  /// Always one line: a line feed or carriage return in any part (a file name
  /// can hold one) is written as `\n` or `\r`, other control characters and
  /// Unicode line separators as `\u{...}`.
  public var description: String {
    var parts = [source]
    if !keyPath.isEmpty { parts.append(keyPath) }
    parts.append(message)
    return parts.joined(separator: ": ")
      .escapingControlCharacters()
  }
}

extension String {
  /// The string with everything that could break a terminal line, or drive the
  /// terminal, escaped: a line feed as `\n`, a carriage return as `\r`, other
  /// C0 and C1 controls, DEL and the Unicode line separators as `\u{...}`.
  ///
  /// Every message that quotes input (a file name, a key, a value, a name)
  /// goes through it, so no byte of the input can reach the terminal as an
  /// escape sequence.
  public func escapingControlCharacters() -> String {
    var result = ""
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x0A: result += "\\n"
      case 0x0D: result += "\\r"
      case 0x09: result += "\\t"
      case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029:
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
