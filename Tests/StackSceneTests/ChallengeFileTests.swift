import Foundation
import StackLayout
import Testing

@testable import StackScene

/// Challenge files (`Challenges/NAME.json`) and the progress file: errors name
/// the file, the key path and the value, as the scene decoder's do; progress
/// is written atomically, and a corrupt file is a fresh start.
@Suite("Challenge files and progress")
struct ChallengeFileTests {
  /// A small valid level; `replacing` swaps a piece of its text.
  static func level(replacing old: String = "", with new: String = "") -> String {
    let text = """
      {
        "title": { "en": "Hug less", "ko": "덜 끌어안기" },
        "goal": { "en": "make b stretch", "ko": "b를 늘리세요" },
        "hints": [ { "en": "one", "ko": "하나" }, { "en": "two", "ko": "둘" } ],
        "keys": ["H", "tab"],
        "maxChanges": 1,
        "scene": { "unit": "point", "uikit": { "axis": "horizontal", "distribution": "fill",
          "alignment": "fill", "spacing": 0, "size": { "width": 100 },
          "views": [ { "name": "a", "intrinsicSize": { "width": 20, "height": 10 } },
                     { "name": "b", "intrinsicSize": { "width": 30, "height": 10 } } ] } },
        "target": { "frames": [
          { "name": "a", "x": 0, "y": 0, "width": 20, "height": 10 },
          { "name": "b", "x": 20, "y": 0, "width": 80, "height": 10 } ] }
      }
      """
    return old.isEmpty ? text : text.replacingOccurrences(of: old, with: new)
  }

  @Test func decodesAValidLevel() throws {
    let level = try ChallengeFile.decode(Self.level(), source: "l.json")
    #expect(level.title == LocalizedText(en: "Hug less", ko: "덜 끌어안기"))
    #expect(level.hints.map(\.en) == ["one", "two"])
    #expect(level.keys == ["H", "tab"])
    #expect(level.maxChanges == 1)
    #expect(level.scene.stack.arrangedSubviews.map(\.name) == ["a", "b"])
    #expect(
      level.target == [
        TargetFrame(name: "a", frame: Rect(x: 0, y: 0, width: 20, height: 10)),
        TargetFrame(name: "b", frame: Rect(x: 20, y: 0, width: 80, height: 10)),
      ])
  }

  /// Each broken level and the exact line it gets.
  static let errors: [(String, String, String)] = [
    (
      #""width": 80, "height": 10 }"#, #""width": "80", "height": 10 }"#,
      #"l.json: target.frames[1].width: expected a number, found the string "80""#
    ),
    (
      #"{ "name": "b", "x": 20"#, #"{ "name": "c", "x": 20"#,
      #"l.json: target.frames[1].name: "c" names no view of the scene; its views are a, b"#
    ),
    (
      #""keys": ["H", "tab"]"#, #""keys": ["H", "jump"]"#,
      #"l.json: keys[1]: "jump" is not a key; a key is one character or one of tab, backtab, up, down, left, right, enter"#
    ),
    (
      #""maxChanges": 1"#, #""maxChanges": 1.5"#,
      #"l.json: maxChanges: 1.5 is not a whole number from 1 to 1000"#
    ),
    (
      #", { "en": "two", "ko": "둘" }"#, "",
      #"l.json: hints: expected two hints (a first and a second), found 1"#
    ),
    (
      #""ko": "b를 늘리세요""#, #""kr": "b를 늘리세요""#,
      #"l.json: goal.kr: unknown key; allowed keys: en, ko"#
    ),
    (
      #""axis": "horizontal""#, #""axis": "diagonal""#,
      #"l.json: scene.uikit.axis: "diagonal" is not a valid axis; allowed: horizontal, vertical"#
    ),
    (
      ",\n    { \"name\": \"b\", \"x\": 20, \"y\": 0, \"width\": 80, \"height\": 10 } ]", "]",
      #"l.json: target.frames: no frame for "b"; the target names every view"#
    ),
    (
      #""maxChanges": 1,"#, #""maxChanges": 1, "level": 3,"#,
      #"l.json: level: unknown key; allowed keys: title, goal, hints, keys, maxChanges, scene, target"#
    ),
  ]

  @Test("a broken level names the file, the key path and the value", arguments: errors.indices)
  func decodingErrors(_ index: Int) throws {
    let (old, new, expected) = Self.errors[index]
    let text = Self.level(replacing: old, with: new)
    #expect(text != Self.level(), "the replacement must apply")
    #expect(throws: SceneError.self) { try ChallengeFile.decode(text, source: "l.json") }
    do {
      _ = try ChallengeFile.decode(text, source: "l.json")
    } catch {
      #expect(error.description == expected)
    }
  }

  @Test func notJSON() {
    do {
      _ = try ChallengeFile.decode("{ \"title\": ", source: "l.json")
      Issue.record("decoded")
    } catch {
      #expect(
        error.description.hasPrefix(
          "l.json: invalid JSON at line 1, column 12: unexpected end of the file"))
    }
  }

  // MARK: Progress

  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("stackplay-progress-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func progressPath() {
    #expect(
      ChallengeProgress.path(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])
        == "/s/stackplay/progress.json")
    // A relative XDG_STATE_HOME is ignored, as the XDG spec says.
    #expect(
      ChallengeProgress.path(environment: ["XDG_STATE_HOME": "s", "HOME": "/h"])
        == "/h/.local/state/stackplay/progress.json")
    #expect(ChallengeProgress.path(environment: [:]) == nil)
  }

  @Test("progress is written whole, in a directory made for it, and read back")
  func progressRoundTrip() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("state/stackplay/progress.json").path
    #expect(ChallengeProgress.load(path: path) == .init(progress: ChallengeProgress()))
    var progress = ChallengeProgress()
    progress.markSolved("spacing")
    progress.markSolved("fill-tie")
    let solvedAgain = progress.markSolved("spacing")
    #expect(!solvedAgain)
    try progress.save(path: path)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == "{\n  \"solved\": [\n    \"spacing\",\n    \"fill-tie\"\n  ]\n}\n")
    #expect(ChallengeProgress.load(path: path) == .init(progress: progress))
    // No temporary file is left beside it.
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: directory.appendingPathComponent("state/stackplay").path) == ["progress.json"])
  }

  @Test("a save that fails leaves the old progress file as it was")
  func failedSaveKeepsTheOldFile() throws {
    let directory = try temporaryDirectory()
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: directory.path)
      try? FileManager.default.removeItem(at: directory)
    }
    let path = directory.appendingPathComponent("progress.json").path
    try ChallengeProgress(solved: ["spacing"]).save(path: path)
    let before = try String(contentsOfFile: path, encoding: .utf8)
    // A directory no one may write: the temporary file cannot be made.
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
    guard access(directory.path, W_OK) != 0 else { return }  // root writes anyway
    #expect(throws: SceneError.self) {
      try ChallengeProgress(solved: ["spacing", "fill-tie"]).save(path: path)
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
  }

  @Test(
    "a corrupt progress file is a fresh start with a message naming it",
    arguments: [
      ("{\"solved\": [1]}", "solved[0]: expected a string, found the number 1"),
      ("not json", "invalid JSON at line 1, column 1"),
      ("[]", "expected an object with the key solved, found an array"),
      ("{\"solved\": []", "invalid JSON"),
    ])
  func corruptProgress(_ text: String, _ reason: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("progress.json").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let loaded = ChallengeProgress.load(path: path)
    #expect(loaded.progress == ChallengeProgress())
    let problem = try #require(loaded.problem)
    #expect(problem.hasPrefix("\(path): "))
    #expect(problem.contains(reason))
    #expect(problem.hasSuffix("; not a progress file, starting afresh"))
  }

  @Test("a progress file that is a directory is a fresh start too")
  func progressIsADirectory() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let loaded = ChallengeProgress.load(path: directory.path)
    #expect(loaded.progress == ChallengeProgress())
    #expect(loaded.problem?.contains("Is a directory") == true)
  }
}
