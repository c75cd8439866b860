import StackRender

/// A key and when it was pressed: one line of a key recording.
public struct RecordedKey: Hashable, Sendable {
  /// Milliseconds since the recording started.
  public var milliseconds: Int
  /// The key or event.
  public var key: Key

  public init(milliseconds: Int, key: Key) {
    self.milliseconds = milliseconds
    self.key = key
  }
}

/// The text format of `stackplay --record` and `--replay`: one key a line.
///
/// Each line is the time in milliseconds since the recording started, a space,
/// and the key's name, then its argument if it has one:
///
/// ```
/// # stackplay key recording
/// 0 char a
/// 412 char +
/// 980 up
/// 1530 ctrl r
/// 2210 click 12 5
/// 3000 char \u{20}
/// ```
///
/// The names are `char C`, `ctrl C`, `up`, `down`, `left`, `right`, `tab`,
/// `backtab`, `enter`, `escape`, `backspace`, `delete`, `home`, `end`, `pageup`,
/// `pagedown`, `f N`, `resize` and `click COLUMN ROW`. A character that is a
/// space, a backslash or not printable is written as `\u{HEX}`, one escape per
/// Unicode scalar. Blank lines and lines starting with `#` are skipped; times
/// never go down.
public enum KeyRecording {
  /// The first line of a recording file.
  public static let header = "# stackplay key recording"

  /// The line for one recorded key, without a line break.
  public static func line(_ recorded: RecordedKey) -> String {
    "\(recorded.milliseconds) \(name(of: recorded.key))"
  }

  /// The name of `key` as a recording writes it: `char a`, `ctrl r`, `up`.
  public static func name(of key: Key) -> String {
    switch key {
    case .character(let character): "char \(escaped(character))"
    case .control(let character): "ctrl \(escaped(character))"
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .tab: "tab"
    case .backTab: "backtab"
    case .enter: "enter"
    case .escape: "escape"
    case .backspace: "backspace"
    case .delete: "delete"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pageup"
    case .pageDown: "pagedown"
    case .function(let number): "f \(number)"
    case .resize: "resize"
    case .click(let column, let row): "click \(column) \(row)"
    }
  }

  private static let plainKeys: [String: Key] = [
    "up": .up, "down": .down, "left": .left, "right": .right, "tab": .tab, "backtab": .backTab,
    "enter": .enter, "escape": .escape, "backspace": .backspace, "delete": .delete,
    "home": .home, "end": .end, "pageup": .pageUp, "pagedown": .pageDown, "resize": .resize,
  ]

  /// Reads a whole recording.
  ///
  /// - Parameter source: the file's name, for errors.
  /// - Throws: a ``KeyRecordingError`` naming `source` and the line (counting
  ///   from 1) of the first line that is not a key.
  public static func parse(_ text: String, source: String) throws(KeyRecordingError)
    -> [RecordedKey]
  {
    var keys: [RecordedKey] = []
    var lineNumber = 0
    // "\r\n" is one Character, so both line ends are separators.
    let lines = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    for line in lines {
      lineNumber += 1
      if line.allSatisfy({ $0 == " " || $0 == "\t" }) || line.hasPrefix("#") { continue }
      func failure(_ message: String) -> KeyRecordingError {
        KeyRecordingError(source: source, line: lineNumber, message: message)
      }
      guard let space = line.firstIndex(of: " ") else {
        throw failure("expected a time in milliseconds and a key, got '\(line)'")
      }
      guard let milliseconds = Int(line[..<space]), milliseconds >= 0 else {
        throw failure("'\(line[..<space])' is not a time in milliseconds")
      }
      if let last = keys.last, milliseconds < last.milliseconds {
        throw failure(
          "the time \(milliseconds) is before the previous line's \(last.milliseconds)")
      }
      let name = line[line.index(after: space)...]
      guard let key = key(named: name) else {
        throw failure("unknown key '\(name)'")
      }
      keys.append(RecordedKey(milliseconds: milliseconds, key: key))
    }
    return keys
  }

  /// The key for a name as ``name(of:)`` writes it, or `nil`.
  static func key(named name: Substring) -> Key? {
    if let key = plainKeys[String(name)] { return key }
    let parts = name.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2 else { return nil }
    let argument = parts[1]
    switch parts[0] {
    case "char": return unescaped(argument).map { .character($0) }
    case "ctrl": return unescaped(argument).map { .control($0) }
    case "f": return Int(argument).map { .function($0) }
    case "click":
      let numbers = argument.split(separator: " ").map { Int($0) }
      guard numbers.count == 2, let column = numbers[0], let row = numbers[1] else { return nil }
      return .click(column: column, row: row)
    default: return nil
    }
  }

  /// A character as a recording writes it: itself, or `\u{HEX}` escapes for a
  /// space, a backslash, or a character with a control, format or separator scalar.
  static func escaped(_ character: Character) -> String {
    let plain = character.unicodeScalars.allSatisfy { scalar in
      switch scalar.properties.generalCategory {
      case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
        .surrogate, .privateUse, .unassigned:
        false
      default: scalar != "\\"
      }
    }
    if plain { return String(character) }
    return character.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined()
  }

  /// The one character `text` writes (itself or `\u{HEX}` escapes), or `nil`.
  static func unescaped(_ text: Substring) -> Character? {
    var scalars = String.UnicodeScalarView()
    var rest = text
    if rest.hasPrefix("\\u{") {
      while rest.hasPrefix("\\u{") {
        guard let close = rest.firstIndex(of: "}") else { return nil }
        let hex = rest[rest.index(rest.startIndex, offsetBy: 3)..<close]
        guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
          return nil
        }
        scalars.append(scalar)
        rest = rest[rest.index(after: close)...]
      }
      guard rest.isEmpty else { return nil }
    } else {
      scalars.append(contentsOf: rest.unicodeScalars)
    }
    let string = String(scalars)
    guard string.count == 1 else { return nil }
    return string.first
  }
}

/// A recording that cannot be replayed: the file, the line and what is wrong.
public struct KeyRecordingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file, as the user named it.
  public var source: String
  /// The line, counting from 1.
  public var line: Int
  /// What is wrong with it.
  public var message: String

  public init(source: String, line: Int, message: String) {
    self.source = source
    self.line = line
    self.message = message
  }

  /// One line: `demo.keys: line 3: unknown key 'jump'`.
  public var description: String { "\(source): line \(line): \(message)" }
}
