/// What a session may run: the playground, the tour or a challenge, with a
/// preset and a language. An `exec` request names one of these; a shell
/// request is the playground itself. Nothing else is ever started.
public struct PlaygroundCommand: Hashable, Sendable {
  /// The arguments of the child `stackplay` after the program name.
  public var arguments: [String]

  /// The commands `exec` takes, as the refusal line lists them.
  public static let allowed = "tour, --preset NAME, --lang ko|en, challenge NAME"

  /// The longest NAME taken.
  static let nameLimit = 64

  /// The playground on the default scene (a shell request, or an empty command).
  public static let playground = PlaygroundCommand(arguments: ["play"])

  /// Parses an `exec` command: words separated by spaces, optionally `tour`
  /// or `challenge NAME` first, then `--preset NAME` (not with `tour` or
  /// `challenge`) and `--lang ko|en`, each at most once. A NAME is letters,
  /// digits, `-`, `_` and `.`, not starting with `-` or `.`. `preset NAME`
  /// and `lang ko|en` are taken too (ssh reads a leading `--preset` as its
  /// own option unless it comes after `--`). Anything else
  /// (a quote, a `$`, a path, another program) is refused: `nil`.
  public init?(exec command: String) {
    guard command.utf8.count <= 256,
      command.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\t" || Self.isNameScalar($0) })
    else { return nil }
    var words = command.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)[...]
    var arguments: [String]
    switch words.first {
    case "tour":
      arguments = ["tour"]
      words.removeFirst()
    case "challenge":
      words.removeFirst()
      guard let name = words.popFirst(), Self.isName(name) else { return nil }
      arguments = ["challenge", name]
    default:
      arguments = ["play"]
    }
    var preset: String?
    var language: String?
    while let word = words.popFirst() {
      switch word {
      case "--preset", "preset":
        guard arguments == ["play"], preset == nil, let name = words.popFirst(), Self.isName(name)
        else { return nil }
        preset = name
      case "--lang", "lang":
        guard language == nil, let value = words.popFirst(), value == "ko" || value == "en"
        else { return nil }
        language = value
      default:
        return nil
      }
    }
    if let preset { arguments += ["--preset", preset] }
    if let language { arguments += ["--lang", language] }
    self.arguments = arguments
  }

  init(arguments: [String]) {
    self.arguments = arguments
  }

  static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": true
    default: false
    }
  }

  static func isName(_ word: String) -> Bool {
    !word.isEmpty && word.utf8.count <= nameLimit && !word.hasPrefix("-") && !word.hasPrefix(".")
      && word.unicodeScalars.allSatisfy(isNameScalar)
  }

  /// `text` as it may be quoted in a line to the client: printable ASCII
  /// only (anything else is `?`), at most 60 characters.
  public static func quoted(_ text: String) -> String {
    let shown = text.unicodeScalars.prefix(60).map {
      $0.value >= 0x20 && $0.value < 0x7F ? Character($0) : "?"
    }
    return String(shown) + (text.unicodeScalars.count > 60 ? "..." : "")
  }
}
