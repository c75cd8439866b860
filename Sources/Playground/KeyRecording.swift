import StackRender
import StackScene

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
/// `pagedown`, `f N`, `resize`, `click COLUMN ROW`, `drag COLUMN ROW`,
/// `release COLUMN ROW`, `wheelup` and `wheeldown`. A character that is a
/// space, a backslash or not printable is written as `\u{HEX}`, one escape per
/// Unicode scalar. Blank lines and lines starting with `#` are skipped; times
/// never go down and stay within ``maximumMilliseconds`` (24 hours), a
/// recording holds at most ``maximumKeys`` keys, a function key is F1 to F63
/// and a click's column and row are below ``maximumClickCoordinate``.
public enum KeyRecording {
  /// The first line of a recording file.
  public static let header = "# stackplay key recording"
  /// The latest time a key may have: 24 hours, in milliseconds.
  public static let maximumMilliseconds = 24 * 60 * 60 * 1000
  /// The most keys a recording may hold.
  public static let maximumKeys = 1_000_000
  /// The bound (exclusive) of a recorded click's column and row.
  public static let maximumClickCoordinate = 100_000

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
    case .shiftUp: "shift-up"
    case .shiftDown: "shift-down"
    case .shiftLeft: "shift-left"
    case .shiftRight: "shift-right"
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
    case .drag(let column, let row): "drag \(column) \(row)"
    case .release(let column, let row): "release \(column) \(row)"
    case .wheel(let up): up ? "wheelup" : "wheeldown"
    }
  }

  private static let plainKeys: [String: Key] = [
    "up": .up, "down": .down, "left": .left, "right": .right, "tab": .tab, "backtab": .backTab,
    "enter": .enter, "escape": .escape, "backspace": .backspace, "delete": .delete,
    "home": .home, "end": .end, "pageup": .pageUp, "pagedown": .pageDown, "resize": .resize,
    "wheelup": .wheel(up: true), "wheeldown": .wheel(up: false),
    "shift-up": .shiftUp, "shift-down": .shiftDown, "shift-left": .shiftLeft,
    "shift-right": .shiftRight,
  ]

  /// Reads a whole recording.
  ///
  /// - Parameter source: the file's name, for errors.
  /// - Throws: a ``KeyRecordingError`` naming `source` and the line (counting
  ///   from 1) of the first line that is not a key.
  public static func parse(_ text: String, source: String) throws(KeyRecordingError)
    -> [RecordedKey]
  {
    try parse(text, source: source, keyLimit: maximumKeys)
  }

  /// ``parse(_:source:)`` with another bound than ``maximumKeys`` (for tests).
  static func parse(_ text: String, source: String, keyLimit: Int) throws(KeyRecordingError)
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
        throw failure("expected a time in milliseconds and a key, got \(quoted(line))")
      }
      let time = line[..<space]
      guard time.allSatisfy(\.isASCIIDigitCharacter), let milliseconds = Int(time) else {
        throw failure("\(quoted(time)) is not a time in milliseconds")
      }
      guard milliseconds <= maximumMilliseconds else {
        throw failure(
          "the time \(milliseconds) is later than \(maximumMilliseconds) (24 hours), the longest a recording lasts"
        )
      }
      if let last = keys.last, milliseconds < last.milliseconds {
        throw failure(
          "the time \(milliseconds) is before the previous line's \(last.milliseconds)")
      }
      let name = line[line.index(after: space)...]
      guard let key = key(named: name) else {
        throw failure("unknown key \(quoted(name))")
      }
      guard keys.count < keyLimit else {
        throw failure("a recording holds at most \(keyLimit) keys")
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
    case "f":
      guard let number = Int(argument), (1...63).contains(number) else { return nil }
      return .function(number)
    case "click", "drag", "release":
      let numbers = argument.split(separator: " ").map { Int($0) }
      let coordinates = 0..<maximumClickCoordinate
      guard numbers.count == 2, let column = numbers[0], let row = numbers[1],
        coordinates.contains(column), coordinates.contains(row)
      else { return nil }
      switch parts[0] {
      case "click": return .click(column: column, row: row)
      case "drag": return .drag(column: column, row: row)
      default: return .release(column: column, row: row)
      }
    default: return nil
    }
  }

  /// Part of a line as an error quotes it: in single quotes, with control
  /// characters escaped (a recording can hold any byte, an escape sequence
  /// included) and cut to 40 characters.
  static func quoted(_ text: Substring) -> String {
    let shown = text.count > 40 ? text.prefix(40) + "…" : text
    return "'\(String(shown).escapingControlCharacters())'"
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

  /// One line: `demo.keys: line 3: unknown key 'jump'`, with every control
  /// character (of the file name too) escaped.
  public var description: String {
    "\(source): line \(line): \(message)".escapingControlCharacters()
  }
}

extension Character {
  /// Whether the character is one of the ASCII digits 0 to 9.
  fileprivate var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}
