/// A JSON document kept as it was written: members in order (duplicates kept),
/// strings and numbers as their raw bytes, so the fuzzer can change one piece
/// and write the rest back unchanged, and can hold what a strict parser would
/// refuse (a raw control byte or invalid UTF-8 inside a string, `NaN`).
public indirect enum JSONText: Equatable, Sendable {
  /// An object's members, in order; the same key may come twice.
  case object([Member])
  case array([JSONText])
  /// A string's bytes between the quotes, escapes as written.
  case string([UInt8])
  /// A number (or any bare word the lenient parser met) as written.
  case number([UInt8])
  case bool(Bool)
  case null
  /// Bytes written as they are: for nesting too deep to build as values.
  case raw([UInt8])

  public struct Member: Equatable, Sendable {
    /// The key's bytes between the quotes, escapes as written.
    public var key: [UInt8]
    public var value: JSONText

    public init(key: [UInt8], value: JSONText) {
      self.key = key
      self.value = value
    }

    public init(_ key: String, _ value: JSONText) {
      self.init(key: Array(key.utf8), value: value)
    }
  }

  /// A string value holding `text`, escaped as JSON requires.
  public static func string(_ text: String) -> JSONText {
    .string(escaped(text))
  }

  /// A number written as `text`.
  public static func number(_ text: String) -> JSONText {
    .number(Array(text.utf8))
  }

  /// The JSON escape of `text` (without the quotes): quote, backslash and every
  /// control character below U+0020 as `\uXXXX` or their short forms.
  public static func escaped(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": bytes += Array(#"\""#.utf8)
      case "\\": bytes += Array(#"\\"#.utf8)
      case "\n": bytes += Array(#"\n"#.utf8)
      case "\t": bytes += Array(#"\t"#.utf8)
      case "\r": bytes += Array(#"\r"#.utf8)
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        bytes += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
      default: bytes += Array(String(scalar).utf8)
      }
    }
    return bytes
  }

  /// The key of the member, decoded when it holds no escapes (keys of scene
  /// files never need them), or `nil`.
  public static func plainKey(_ key: [UInt8]) -> String? {
    key.contains(UInt8(ascii: "\\")) ? nil : String(validating: key, as: UTF8.self)
  }
}

// MARK: Writing

extension JSONText {
  /// The document as bytes: compact (`{"a":1}`), or indented by two spaces
  /// per level as the example files are.
  public func bytes(pretty: Bool = false) -> [UInt8] {
    var output: [UInt8] = []
    write(to: &output, pretty: pretty, indent: 0)
    if pretty { output.append(UInt8(ascii: "\n")) }
    return output
  }

  private func write(to output: inout [UInt8], pretty: Bool, indent: Int) {
    func newline(_ level: Int) {
      guard pretty else { return }
      output.append(UInt8(ascii: "\n"))
      output += repeatElement(UInt8(ascii: " "), count: 2 * level)
    }
    switch self {
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        newline(indent + 1)
        output.append(UInt8(ascii: "\""))
        output += member.key
        output += Array((pretty ? "\": " : "\":").utf8)
        member.value.write(to: &output, pretty: pretty, indent: indent + 1)
      }
      if !members.isEmpty { newline(indent) }
      output.append(UInt8(ascii: "}"))
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        newline(indent + 1)
        element.write(to: &output, pretty: pretty, indent: indent + 1)
      }
      if !elements.isEmpty { newline(indent) }
      output.append(UInt8(ascii: "]"))
    case .string(let bytes):
      output.append(UInt8(ascii: "\""))
      output += bytes
      output.append(UInt8(ascii: "\""))
    case .number(let bytes), .raw(let bytes):
      output += bytes
    case .bool(let value):
      output += Array((value ? "true" : "false").utf8)
    case .null:
      output += Array("null".utf8)
    }
  }
}

// MARK: Reading

extension JSONText {
  /// A document read leniently: strings may hold any byte but an unescaped
  /// quote, numbers are any run of letters, digits, `+`, `-` and `.`. Bytes
  /// before the value (a byte order mark, white space) and after it are kept.
  public struct Document: Equatable, Sendable {
    public var prefix: [UInt8]
    public var value: JSONText
    public var suffix: [UInt8]

    public init(prefix: [UInt8] = [], value: JSONText, suffix: [UInt8] = []) {
      self.prefix = prefix
      self.value = value
      self.suffix = suffix
    }

    public func bytes(pretty: Bool = false) -> [UInt8] {
      prefix + value.bytes(pretty: pretty) + suffix
    }
  }

  /// Parses `bytes`, or returns `nil` when there is no value, or it has more than
  /// `maximumDepth` objects and arrays one inside the other (the parser recurses).
  public static func parse(_ bytes: [UInt8], maximumDepth: Int = 400) -> Document? {
    var parser = Parser(bytes: bytes, maximumDepth: maximumDepth)
    let start = parser.skipPrefix()
    guard let value = parser.value(depth: 1) else { return nil }
    return Document(
      prefix: Array(bytes[..<start]), value: value, suffix: Array(bytes[parser.position...]))
  }

  private struct Parser {
    let bytes: [UInt8]
    let maximumDepth: Int
    var position = 0

    init(bytes: [UInt8], maximumDepth: Int) {
      self.bytes = bytes
      self.maximumDepth = maximumDepth
    }

    /// Skips a UTF-8 byte order mark and white space, and returns where the value starts.
    mutating func skipPrefix() -> Int {
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
      skipSpace()
      return position
    }

    mutating func skipSpace() {
      while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) {
        position += 1
      }
    }

    mutating func value(depth: Int) -> JSONText? {
      guard depth <= maximumDepth, position < bytes.count else { return nil }
      switch bytes[position] {
      case UInt8(ascii: "{"):
        position += 1
        var members: [Member] = []
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
          position += 1
          return .object(members)
        }
        while true {
          skipSpace()
          guard let key = string() else { return nil }
          skipSpace()
          guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
          position += 1
          skipSpace()
          guard let value = value(depth: depth + 1) else { return nil }
          members.append(Member(key: key, value: value))
          skipSpace()
          guard position < bytes.count else { return nil }
          if bytes[position] == UInt8(ascii: ",") {
            position += 1
          } else if bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(members)
          } else {
            return nil
          }
        }
      case UInt8(ascii: "["):
        position += 1
        var elements: [JSONText] = []
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
          position += 1
          return .array(elements)
        }
        while true {
          skipSpace()
          guard let element = value(depth: depth + 1) else { return nil }
          elements.append(element)
          skipSpace()
          guard position < bytes.count else { return nil }
          if bytes[position] == UInt8(ascii: ",") {
            position += 1
          } else if bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
          } else {
            return nil
          }
        }
      case UInt8(ascii: "\""):
        return string().map { .string($0) }
      default:
        let start = position
        while position < bytes.count, Self.isWordByte(bytes[position]) { position += 1 }
        guard position > start else { return nil }
        let word = Array(bytes[start..<position])
        switch word {
        case Array("true".utf8): return .bool(true)
        case Array("false".utf8): return .bool(false)
        case Array("null".utf8): return .null
        default: return .number(word)
        }
      }
    }

    /// The bytes of a string between its quotes (the position at the opening quote).
    mutating func string() -> [UInt8]? {
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
      var index = position + 1
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\\"): index += 2
        case UInt8(ascii: "\""):
          let content = Array(bytes[(position + 1)..<index])
          position = index + 1
          return content
        default: index += 1
        }
      }
      return nil
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
        UInt8(ascii: "."):
        true
      default: false
      }
    }
  }
}

// MARK: Paths

extension JSONText {
  /// One step into a value: the member at an index of an object, or the element
  /// at an index of an array.
  public enum Step: Equatable, Hashable, Sendable {
    case member(Int)
    case element(Int)
  }

  public typealias Path = [Step]

  /// Every path in the value, itself (`[]`) first, then depth-first in order.
  public func paths() -> [Path] {
    var result: [Path] = []
    collectPaths(prefix: [], into: &result)
    return result
  }

  private func collectPaths(prefix: Path, into result: inout [Path]) {
    result.append(prefix)
    switch self {
    case .object(let members):
      for (index, member) in members.enumerated() {
        member.value.collectPaths(prefix: prefix + [.member(index)], into: &result)
      }
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        element.collectPaths(prefix: prefix + [.element(index)], into: &result)
      }
    default: break
    }
  }

  /// The value at `path`, or `nil` when the path does not lead anywhere.
  public subscript(path: Path) -> JSONText? {
    var value = self
    for step in path {
      switch (step, value) {
      case (.member(let index), .object(let members)) where members.indices.contains(index):
        value = members[index].value
      case (.element(let index), .array(let elements)) where elements.indices.contains(index):
        value = elements[index]
      default: return nil
      }
    }
    return value
  }

  /// The key of the member that `path` ends in, or `nil` when it ends in an
  /// array element (or nowhere).
  public func key(at path: Path) -> [UInt8]? {
    guard case .member(let index) = path.last,
      case .object(let members) = self[Array(path.dropLast())]
    else { return nil }
    return members[index].key
  }

  /// A copy with the value at `path` changed by `change`; the same value when
  /// the path leads nowhere.
  public func updating(_ path: Path, _ change: (inout JSONText) -> Void) -> JSONText {
    guard let step = path.first else {
      var copy = self
      change(&copy)
      return copy
    }
    let rest = Array(path.dropFirst())
    switch (step, self) {
    case (.member(let index), .object(var members)) where members.indices.contains(index):
      members[index].value = members[index].value.updating(rest, change)
      return .object(members)
    case (.element(let index), .array(var elements)) where elements.indices.contains(index):
      elements[index] = elements[index].updating(rest, change)
      return .array(elements)
    default:
      return self
    }
  }

  /// A copy without the member or element at `path` (not the root).
  public func removing(_ path: Path) -> JSONText {
    guard let last = path.last else { return self }
    return updating(Array(path.dropLast())) { parent in
      switch (last, parent) {
      case (.member(let index), .object(var members)) where members.indices.contains(index):
        members.remove(at: index)
        parent = .object(members)
      case (.element(let index), .array(var elements)) where elements.indices.contains(index):
        elements.remove(at: index)
        parent = .array(elements)
      default: break
      }
    }
  }

  /// One value met by ``forEachValue(_:)``.
  public struct Visit {
    /// Where it is (valid only during the call).
    public var path: Path
    /// Its key, when it is an object's member and the key holds no escapes.
    public var key: String?
    /// For an array's element, the key of the member holding the array.
    public var containerKey: String?
    public var value: JSONText
  }

  /// Calls `body` for every value inside this one (not itself), depth-first,
  /// without building a list of paths.
  public func forEachValue(_ body: (Visit) -> Void) {
    var visit = Visit(path: [], key: nil, containerKey: nil, value: self)
    visitChildren(&visit, body)
  }

  private func visitChildren(_ visit: inout Visit, _ body: (Visit) -> Void) {
    switch self {
    case .object(let members):
      for (index, member) in members.enumerated() {
        visit.path.append(.member(index))
        let key = JSONText.plainKey(member.key)
        var child = Visit(path: visit.path, key: key, containerKey: nil, value: member.value)
        body(child)
        member.value.visitChildren(&child, body)
        visit.path.removeLast()
      }
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        visit.path.append(.element(index))
        var child = Visit(path: visit.path, key: nil, containerKey: visit.key, value: element)
        body(child)
        element.visitChildren(&child, body)
        visit.path.removeLast()
      }
    default: break
    }
  }

  /// The length of ``bytes(pretty:)`` without the pretty layout, without building it.
  public var byteCount: Int {
    switch self {
    case .object(let members):
      2 + max(0, members.count - 1)
        + members.reduce(0) { $0 + $1.key.count + 3 + $1.value.byteCount }
    case .array(let elements):
      2 + max(0, elements.count - 1) + elements.reduce(0) { $0 + $1.byteCount }
    case .string(let bytes): bytes.count + 2
    case .number(let bytes), .raw(let bytes): bytes.count
    case .bool(let value): value ? 4 : 5
    case .null: 4
    }
  }

  /// How many values the document holds, itself included.
  public var count: Int {
    switch self {
    case .object(let members): 1 + members.reduce(0) { $0 + $1.value.count }
    case .array(let elements): 1 + elements.reduce(0) { $0 + $1.count }
    default: 1
    }
  }
}
