import StackLayout

/// A text in the two languages of the program.
public struct LocalizedText: Hashable, Sendable {
  public var en: String
  public var ko: String

  public init(en: String, ko: String) {
    self.en = en
    self.ko = ko
  }
}

/// A frame a challenge asks for: the view (UIKit) or named node (SwiftUI)
/// and where it must end up, relative to the stack (the root), as
/// `stackplay render --format json` writes it.
public struct TargetFrame: Hashable, Sendable {
  public var name: String
  public var frame: Rect

  public init(name: String, frame: Rect) {
    self.name = name
    self.frame = frame
  }
}

/// The file of one challenge level (`Challenges/NAME.json`): a start scene, the
/// frames to reach, the title, the goal and two hints in English and Korean,
/// and optionally the keys the level allows and the most changes it allows.
///
/// ```json
/// { "title": { "en": "…", "ko": "…" },
///   "goal": { "en": "Make cancel stretch instead of ok", "ko": "…" },
///   "hints": [ { "en": "…", "ko": "…" }, { "en": "…", "ko": "…" } ],
///   "keys": ["h", "H"], "maxChanges": 1,
///   "scene": { "unit": "point", "uikit": { … } },
///   "target": { "frames": [ { "name": "ok", "x": 0, "y": 0, "width": 44, "height": 30 } ] } }
/// ```
///
/// The target names every view of a UIKit scene, or every named node of a
/// SwiftUI scene, exactly once. `keys` lists one character each (`"h"`, `"+"`)
/// or a key name (`tab`, `backtab`, `up`, `down`, `left`, `right`, `enter`).
public struct ChallengeFile: Hashable, Sendable {
  public var title: LocalizedText
  public var goal: LocalizedText
  /// The first and the second hint.
  public var hints: [LocalizedText]
  /// The keys that change the scene in this level; `nil`: every key.
  public var keys: [String]?
  /// The most changes (steps of undo) the level allows; `nil`: no limit.
  public var maxChanges: Int?
  public var scene: Scene
  public var target: [TargetFrame]

  /// The key names `keys` may hold besides single characters.
  public static let keyNames = ["tab", "backtab", "up", "down", "left", "right", "enter"]

  public init(
    title: LocalizedText, goal: LocalizedText, hints: [LocalizedText], keys: [String]?,
    maxChanges: Int?, scene: Scene, target: [TargetFrame]
  ) {
    self.title = title
    self.goal = goal
    self.hints = hints
    self.keys = keys
    self.maxChanges = maxChanges
    self.scene = scene
    self.target = target
  }

  /// Reads a challenge file; errors name `source`, the key path and the value
  /// as the scene decoder's do (`fill-tie.json: target.frames[1].width: expected
  /// a number, found the string "44"`), and the scene's own errors carry the
  /// `scene.` prefix.
  public static func decode(_ text: String, source: String) throws(SceneError) -> ChallengeFile {
    let bytes = Array(text.utf8)
    if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
      throw SceneError(
        source: source, keyPath: "", message: "the file is empty; expected a challenge")
    }
    let value = try Scene.parseJSON(bytes, source: source)
    return try ChallengeReader(reader: SceneReader(source: source)).challenge(value)
  }
}

/// Walks a parsed challenge file, with the scene reader's checks and errors.
private struct ChallengeReader {
  let reader: SceneReader

  static let keys = ["title", "goal", "hints", "keys", "maxChanges", "scene", "target"]

  func challenge(_ value: JSONValue) throws(SceneError) -> ChallengeFile {
    guard case .object = value else {
      throw reader.fail(
        .root,
        "a challenge must be an object with keys \(Self.keys.joined(separator: ", ")); found \(value.summary)"
      )
    }
    let fields = try reader.object(value, at: .root, allowed: Self.keys)
    let title = try text(fields.required("title"))
    let goal = try text(fields.required("goal"))
    let hintsField = try fields.required("hints")
    guard case .array(let hintValues) = hintsField.value else {
      throw reader.fail(
        hintsField.path, "expected an array of two hints, found \(hintsField.value.summary)")
    }
    guard hintValues.count == 2 else {
      throw reader.fail(
        hintsField.path, "expected two hints (a first and a second), found \(hintValues.count)")
    }
    var hints: [LocalizedText] = []
    for (index, hint) in hintValues.enumerated() {
      hints.append(try text((hint, hintsField.path.appending(index: index))))
    }
    var keys: [String]?
    if case (let value, let path)? = fields.member("keys") {
      keys = try keyList(value, at: path)
    }
    var maxChanges: Int?
    if case (let value, let path)? = fields.member("maxChanges") {
      let number = try reader.number(value, at: path)
      guard number >= 1, number <= 1000, number == number.rounded() else {
        throw reader.fail(path, "\(JSONText.number(number)) is not a whole number from 1 to 1000")
      }
      maxChanges = Int(number)
    }
    let sceneField = try fields.required("scene")
    let scene = try reader.scene(from: sceneField.value, at: sceneField.path)
    let targetField = try fields.required("target")
    let target = try targetFrames(targetField.value, at: targetField.path, scene: scene)
    return ChallengeFile(
      title: title, goal: goal, hints: hints, keys: keys, maxChanges: maxChanges, scene: scene,
      target: target)
  }

  /// `{ "en": "…", "ko": "…" }`, both present and not empty.
  func text(_ field: (value: JSONValue, path: ScenePath)) throws(SceneError) -> LocalizedText {
    let fields = try reader.object(field.value, at: field.path, allowed: ["en", "ko"])
    var texts: [String] = []
    for language in ["en", "ko"] {
      let (value, path) = try fields.required(language)
      let string = try reader.string(value, at: path)
      guard !string.allSatisfy(\.isWhitespace) else { throw reader.fail(path, "the text is empty") }
      texts.append(string)
    }
    return LocalizedText(en: texts[0], ko: texts[1])
  }

  func keyList(_ value: JSONValue, at path: ScenePath) throws(SceneError) -> [String] {
    guard case .array(let elements) = value else {
      throw reader.fail(path, "expected an array of keys, found \(value.summary)")
    }
    var keys: [String] = []
    for (index, element) in elements.enumerated() {
      let elementPath = path.appending(index: index)
      let key = try reader.string(element, at: elementPath)
      let isCharacter =
        key.count == 1 && key.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value != 0x7F }
      guard isCharacter || ChallengeFile.keyNames.contains(key) else {
        throw reader.fail(
          elementPath,
          "\(JSONText.quoted(key)) is not a key; a key is one character or one of "
            + ChallengeFile.keyNames.joined(separator: ", "))
      }
      keys.append(key)
    }
    return keys
  }

  /// `{ "frames": [ { "name", "x", "y", "width", "height" }, … ] }`, naming
  /// each view (UIKit) or named node (SwiftUI) of `scene` once.
  func targetFrames(_ value: JSONValue, at path: ScenePath, scene: Scene) throws(SceneError)
    -> [TargetFrame]
  {
    let fields = try reader.object(value, at: path, allowed: ["frames"])
    let (framesValue, framesPath) = try fields.required("frames")
    guard case .array(let elements) = framesValue else {
      throw reader.fail(framesPath, "expected an array of frames, found \(framesValue.summary)")
    }
    let names = Self.frameNames(scene)
    var frames: [TargetFrame] = []
    for (index, element) in elements.enumerated() {
      let elementPath = framesPath.appending(index: index)
      let entry = try reader.object(
        element, at: elementPath, allowed: ["name", "x", "y", "width", "height"])
      let (nameValue, namePath) = try entry.required("name")
      let name = try reader.string(nameValue, at: namePath)
      guard names.contains(name) else {
        throw reader.fail(
          namePath,
          "\(JSONText.quoted(name)) names no view of the scene; its views are "
            + names.joined(separator: ", "))
      }
      guard !frames.contains(where: { $0.name == name }) else {
        throw reader.fail(namePath, "\(JSONText.quoted(name)) has a frame already")
      }
      var numbers: [Double] = []
      for key in ["x", "y", "width", "height"] {
        let (value, keyPath) = try entry.required(key)
        numbers.append(
          try reader.length(value, at: keyPath, what: "a frame's \(key)", allowsNegative: true))
      }
      guard numbers[2] >= 0, numbers[3] >= 0 else {
        throw reader.fail(
          elementPath.appending(numbers[2] < 0 ? "width" : "height"),
          "\(JSONText.number(min(numbers[2], numbers[3]))) is negative; a frame's size must be 0 or more"
        )
      }
      frames.append(
        TargetFrame(
          name: name,
          frame: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])))
    }
    if let missing = names.first(where: { name in !frames.contains { $0.name == name } }) {
      throw reader.fail(
        framesPath, "no frame for \(JSONText.quoted(missing)); the target names every view")
    }
    return frames
  }

  /// The names the target must give a frame each: the views of a UIKit
  /// scene (with nested stacks, every view of the tree), the named nodes of a
  /// SwiftUI one (depth-first).
  static func frameNames(_ scene: Scene) -> [String] {
    if let swiftUI = scene.swiftUI {
      var names: [String] = []
      func walk(_ node: SwiftUINode) {
        if let name = node.name { names.append(name) }
        for child in node.kind.children { walk(child) }
      }
      walk(swiftUI.root)
      return names
    }
    // Every view of the tree, depth-first, as the layout lists them.
    var names: [String] = []
    func walk(_ stack: StackView) {
      for view in stack.arrangedSubviews {
        names.append(view.name)
        if let nested = view.stack { walk(nested) }
      }
    }
    walk(scene.stack)
    return names
  }
}
