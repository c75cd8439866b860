#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which challenges the user has solved, kept in `progress.json` under
/// `$XDG_STATE_HOME/stackplay/` (or `~/.local/state/stackplay/`):
///
/// ```json
/// { "solved": ["fill-tie", "hugging-249"] }
/// ```
///
/// The file is written whole to a temporary file and renamed over the old one
/// (``Scene/writeAtomically(_:toFile:)``), so it is never half written. A file
/// that cannot be read as progress is reported and replaced by a fresh start.
public struct ChallengeProgress: Hashable, Sendable {
  /// The names of the solved levels, in the order they were solved.
  public var solved: [String]

  public init(solved: [String] = []) {
    self.solved = solved
  }

  /// Whether the level called `name` is solved.
  public func isSolved(_ name: String) -> Bool { solved.contains(name) }

  /// Marks `name` solved; returns whether it was not before.
  @discardableResult
  public mutating func markSolved(_ name: String) -> Bool {
    guard !solved.contains(name) else { return false }
    solved.append(name)
    return true
  }

  /// The file's text.
  public var text: String {
    let names = solved.map { "    " + JSONText.quoted($0) }
    if names.isEmpty { return "{ \"solved\": [] }\n" }
    return "{\n  \"solved\": [\n" + names.joined(separator: ",\n") + "\n  ]\n}\n"
  }

  /// Reads the text of a progress file; errors name `source` and the key path.
  public static func decode(_ text: String, source: String) throws(SceneError) -> ChallengeProgress
  {
    let value: JSONValue
    do {
      value = try JSONParser.parse(Array(text.utf8))
    } catch {
      throw SceneError(
        source: source, keyPath: "",
        message: "invalid JSON at line \(error.line), column \(error.column): \(error.message)",
        line: error.line, column: error.column)
    }
    let reader = SceneReader(source: source)
    guard case .object = value else {
      throw reader.fail(.root, "expected an object with the key solved, found \(value.summary)")
    }
    let fields = try reader.object(value, at: .root, allowed: ["solved"])
    let (solvedValue, path) = try fields.required("solved")
    guard case .array(let elements) = solvedValue else {
      throw reader.fail(path, "expected an array of names, found \(solvedValue.summary)")
    }
    var progress = ChallengeProgress()
    for (index, element) in elements.enumerated() {
      progress.markSolved(try reader.string(element, at: path.appending(index: index)))
    }
    return progress
  }

  /// Where the progress file goes: `$XDG_STATE_HOME/stackplay/progress.json`
  /// when that is an absolute path, else `$HOME/.local/state/stackplay/progress.json`;
  /// `nil` with neither.
  public static func path(environment: [String: String]) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return state + "/stackplay/progress.json"
    }
    if let home = environment["HOME"], !home.isEmpty {
      return home + "/.local/state/stackplay/progress.json"
    }
    return nil
  }

  /// The outcome of reading the progress file.
  public struct Loaded: Hashable, Sendable {
    public var progress: ChallengeProgress
    /// Why the file was not used, when it exists but is not progress (a fresh
    /// start then): one line naming the file.
    public var problem: String?
  }

  /// Reads the progress file at `path`: no file is no progress; a file that
  /// cannot be read or decoded is a fresh start, with the reason.
  public static func load(path: String) -> Loaded {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return Loaded(progress: ChallengeProgress()) }
      return Loaded(
        progress: ChallengeProgress(),
        problem: "\(path): cannot read the progress (\(systemErrorReason(errno))); starting afresh"
          .escapingControlCharacters())
    }
    defer { close(descriptor) }
    do {
      let bytes = try readAll(from: descriptor, limit: 1 << 20)
      let text = String(decoding: bytes, as: UTF8.self)
      return Loaded(progress: try decode(text, source: path))
    } catch let error as SceneError {
      return Loaded(
        progress: ChallengeProgress(),
        problem: "\(error.description); not a progress file, starting afresh")
    } catch {
      return Loaded(
        progress: ChallengeProgress(),
        problem: "\(path): \(error); starting afresh".escapingControlCharacters())
    }
  }

  /// Writes the progress to `path` atomically, creating its directory (and
  /// the ones above it) first.
  public func save(path: String) throws(SceneError) {
    var directory = ""
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    for (index, part) in parts.enumerated() {
      directory += (index == 0 ? "" : "/") + part
      if directory.isEmpty { continue }
      if mkdir(directory, 0o755) != 0, errno != EEXIST {
        throw SceneError(
          source: path, keyPath: "",
          message: "cannot create the directory \(directory): \(systemErrorReason(errno))")
      }
    }
    try Scene.writeAtomically(Array(text.utf8), toFile: path)
  }
}
