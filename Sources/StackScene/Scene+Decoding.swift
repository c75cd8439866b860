extension Scene {
  /// Reads a scene from the bytes of a scene file, checking every value.
  ///
  /// The bytes must be UTF-8 JSON (RFC 8259, strictly: no comments, no trailing
  /// commas) holding a top-level object with an optional `unit` and exactly one of
  /// `uikit` or `swiftui`, as `scene-format.md` describes. Unknown keys, values of
  /// the wrong type, unknown names, negative or non-finite sizes, priorities
  /// outside 1...1000, empty or duplicate view names are all errors. SwiftUI
  /// scenes are recognised but rejected for now.
  ///
  /// Optional keys take UIKit's defaults: `unit` point, `spacing` 0, no pinned
  /// size, margins 0, both arrangement flags false; per view hugging 250,
  /// compression resistance 750, not hidden, no custom spacing, no baselines, no
  /// intrinsic size, and the automatic palette colour for its index.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - source: The name to put in errors, usually the path as the user gave it.
  /// - Throws: A ``SceneError`` naming `source`, the key path of the first
  ///   problem (or the line and column, when the text is not JSON) and the problem.
  public static func decode(_ bytes: [UInt8], source: String) throws(SceneError) -> Scene {
    let content = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    if content.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
      let what = content.isEmpty ? "the file is empty" : "the file holds only whitespace"
      throw SceneError(source: source, keyPath: "", message: "\(what); expected a JSON scene")
    }
    let value: JSONValue
    do {
      value = try JSONParser.parse(bytes)
    } catch {
      throw SceneError(
        source: source, keyPath: "",
        message: "invalid JSON at line \(error.line), column \(error.column): \(error.message)",
        line: error.line, column: error.column)
    }
    return try SceneReader(source: source).scene(from: value)
  }

  /// Reads a scene from the text of a scene file, as the `[UInt8]` overload does.
  public static func decode(_ text: String, source: String) throws(SceneError) -> Scene {
    try decode(Array(text.utf8), source: source)
  }
}
