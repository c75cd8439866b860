/// Where the playground keeps unsaved changes when it is ended by a signal
/// rather than by `q`: Ctrl-C, SIGTERM, or SIGHUP (a dropped SSH connection),
/// which the app handles itself, and SIGQUIT, a crash, or an app stuck past
/// the signal's grace, whose copy the terminal's signal handlers write (the
/// same names, tried in the same order, with the same message).
///
/// The scene is written, as `s` writes it, to a new file beside the one it was
/// opened from: `card.json` gives `card.unsaved.json`. A scene with no file
/// (the default scene, a preset, standard input) gives `stackplay-unsaved.json`
/// in the directory `stackplay` was started in. A copy never replaces a file:
/// when the name is taken, `-2`, `-3`, ... up to ``limit`` go before `.json`.
/// When that directory cannot be written, the same names are tried in the home
/// directory. The opened file itself is never touched.
///
/// The next time the same file (or, for the default scene, the same directory)
/// is opened, the first message names the latest copy, beside it or in the
/// home directory (``notice(existing:)``).
public enum UnsavedCopy {
  /// The highest number a copy's name takes in one directory.
  public static let limit = 99

  /// The name of the copies of a scene with no file.
  static let defaultStem = "stackplay-unsaved"

  /// The paths to try, in order, for the copy of a scene opened from `path`
  /// (`nil`: no file): the file's directory (or the starting directory), then
  /// `homeDirectory` when one is given and it is not that directory. The
  /// same paths, in the same order, are where the next session looks for
  /// copies kept earlier. A copy in the home directory is named by the file's
  /// name alone, so it may be one of another file of that name; the notice
  /// names it all the same, since a copy nobody hears of is lost work. When
  /// the starting directory is the home directory, a relative path and its
  /// home path name one file: the caller keeps one.
  public static func paths(forFile path: String?, homeDirectory: String?) -> [String] {
    let (directory, stem) = location(of: path)
    var directories = [directory]
    if let homeDirectory, !homeDirectory.isEmpty, homeDirectory != directory {
      directories.append(homeDirectory)
    }
    return directories.flatMap { names(in: $0, stem: stem) }
  }

  /// The message that says where the unsaved changes were kept, or that no
  /// copy could be written; `signal` names what ended the session.
  public static func keptMessage(signal: String, path: String?) -> String {
    guard let path else {
      return "\(signal) with unsaved changes: no copy could be written, they are lost"
    }
    return "\(signal) with unsaved changes: kept them in \(path) (stackplay open \(path))"
  }

  /// The first message of a session whose file has copies kept from earlier
  /// sessions: how to open the last of `existing` (the most recent name
  /// taken), and how many more there are; `nil` when there are none. Short,
  /// so that it takes one row of 80 columns with a short path.
  public static func notice(existing: [String]) -> String? {
    guard let last = existing.last else { return nil }
    let more = existing.count - 1
    return "unsaved changes kept: stackplay open \(last)"
      + (more == 0 ? "" : " (and \(more) older)")
  }

  /// The directory a copy goes to first, and its name without `.json`.
  private static func location(of path: String?) -> (directory: String?, stem: String) {
    guard let path, !path.isEmpty else { return (nil, defaultStem) }
    let slash = path.lastIndex(of: "/")
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let directory: String? = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) }
    let bare = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    return (directory, bare.isEmpty ? defaultStem : bare + ".unsaved")
  }

  /// `stem.json`, then `stem-2.json` up to `stem-limit.json`, in `directory`
  /// (`nil`: the starting directory, as a relative path).
  private static func names(in directory: String?, stem: String) -> [String] {
    let prefix = directory.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
    return (1...limit).map { number in
      number == 1 ? "\(prefix)\(stem).json" : "\(prefix)\(stem)-\(number).json"
    }
  }
}
