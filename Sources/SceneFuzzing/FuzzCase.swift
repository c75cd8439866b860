import Foundation

/// One input for `stackplay` and how it is run: the scene's bytes, the
/// subcommand, and where the scene comes from.
public struct FuzzCase: Sendable, Equatable {
  /// The case's number in its run (its generator is derived from the seed and this).
  public var index: Int
  /// The name of the example or preset the case was made from.
  public var seedName: String
  /// What the mutator did, in order, for the report.
  public var mutations: [String]
  /// The scene's bytes (ignored for a ``Source/device(_:)`` source).
  public var input: [UInt8]
  public var invocation: Invocation
  public var source: Source

  public init(
    index: Int, seedName: String, mutations: [String], input: [UInt8], invocation: Invocation,
    source: Source
  ) {
    self.index = index
    self.seedName = seedName
    self.mutations = mutations
    self.input = input
    self.invocation = invocation
    self.source = source
  }

  /// Where `stackplay` reads the scene from.
  public enum Source: Sendable, Hashable {
    /// `-`, with the bytes on standard input.
    case standardInput
    /// A file of this name (in a scratch directory) holding the bytes.
    case file(String)
    /// A path given as it is (`/dev/zero`, a directory); the bytes are not used.
    case path(String)
    /// `-`, with standard input opened on this path (`/dev/zero`).
    case standardInputFrom(String)

    /// Whether the case's bytes are what `stackplay` reads.
    public var usesInput: Bool {
      switch self {
      case .standardInput, .file: true
      case .path, .standardInputFrom: false
      }
    }

    /// The name or path `stackplay` is given, which its messages may quote.
    public var quotable: [UInt8] {
      switch self {
      case .standardInput: []
      case .file(let name): Array(name.utf8)
      case .path(let path), .standardInputFrom(let path): Array(path.utf8)
      }
    }
  }

  /// What `stackplay` may quote back: the bytes it reads, then (after a line
  /// break, so no word runs across) the file name or path it is given. A `nan`
  /// or `inf` in the output that stands in these is not a non-finite number.
  public var quotableInput: [UInt8] {
    (source.usesInput ? input : []) + [0x0A] + source.quotable
  }

  /// The command line, with `scene` standing for the file's path, for the report.
  public func commandLine(executable: String = "stackplay", scene: String = "reproducer")
    -> String
  {
    let argument: String
    var redirection = ""
    switch source {
    case .standardInput:
      argument = "-"
      redirection = " < " + shellQuoted(scene)
    case .file:
      argument = scene
    case .path(let path):
      argument = path
    case .standardInputFrom(let path):
      argument = "-"
      redirection = " < " + shellQuoted(path)
    }
    return ([executable] + invocation.arguments(scene: argument)).map(shellQuoted).joined(
      separator: " ") + redirection
  }
}

/// A `stackplay` subcommand and its options.
public struct Invocation: Sendable, Hashable {
  public enum Command: String, Sendable, CaseIterable, Hashable {
    case renderJSON = "render --format json"
    case renderText = "render --format text"
    case exportUIKit = "export --swift uikit"
    case exportSwiftUI = "export --swift swiftui"
  }

  public var command: Command
  /// `--columns` and `--rows` for `render --format text`.
  public var columns: Int?
  public var rows: Int?

  public init(_ command: Command, columns: Int? = nil, rows: Int? = nil) {
    self.command = command
    self.columns = columns
    self.rows = rows
  }

  /// The arguments after the executable's name, reading the scene from `scene`.
  public func arguments(scene: String) -> [String] {
    var arguments: [String]
    switch command {
    case .renderJSON: arguments = ["render", scene, "--format", "json"]
    case .renderText: arguments = ["render", scene, "--format", "text"]
    case .exportUIKit: arguments = ["export", scene, "--swift", "uikit"]
    case .exportSwiftUI: arguments = ["export", scene, "--swift", "swiftui"]
    }
    if let columns { arguments += ["--columns", String(columns)] }
    if let rows { arguments += ["--rows", String(rows)] }
    return arguments
  }

  /// `render --format text --columns 4`, for the report.
  public var name: String {
    command.rawValue + (columns.map { " --columns \($0)" } ?? "")
      + (rows.map { " --rows \($0)" } ?? "")
  }
}

/// `text` in single quotes for a POSIX shell, unless it needs none.
func shellQuoted(_ text: String) -> String {
  let plain = text.utf8.allSatisfy { byte in
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
      UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: ":"):
      true
    default: false
    }
  }
  if plain && !text.isEmpty { return text }
  return "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
}

/// `bytes` as printable text: ASCII as it is, `\n`, `\t`, `\u{1B}`-style escapes
/// for other controls, `\xFF` for bytes that are not UTF-8, other characters as they are.
public func printable(_ bytes: [UInt8], limit: Int = 600) -> String {
  var text = ""
  var index = 0
  while index < bytes.count {
    if text.utf8.count >= limit {
      text += "… (\(bytes.count) bytes in all)"
      break
    }
    let byte = bytes[index]
    if byte < 0x80 {
      switch byte {
      case 0x0A: text += "\\n"
      case 0x09: text += "\\t"
      case 0x0D: text += "\\r"
      case UInt8(ascii: "\\"): text += "\\\\"
      case 0x20..<0x7F: text.unicodeScalars.append(Unicode.Scalar(byte))
      default: text += "\\u{" + String(byte, radix: 16, uppercase: true) + "}"
      }
      index += 1
      continue
    }
    let length: Int
    switch byte {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: length = 0
    }
    if length > 0, index + length <= bytes.count,
      let scalar = String(validating: bytes[index..<(index + length)], as: UTF8.self)?
        .unicodeScalars.first
    {
      if (0x80...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .format {
        text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        text.unicodeScalars.append(scalar)
      }
      index += length
    } else {
      text += "\\x" + String(byte, radix: 16, uppercase: true)
      index += 1
    }
  }
  return text
}
