extension Scene {
  /// Reads a scene from the bytes of a scene file, checking every value.
  ///
  /// The bytes must be UTF-8 JSON (RFC 8259, strictly: no comments, no trailing
  /// commas) holding a top-level object with an optional `unit` and exactly one of
  /// `uikit` or `swiftui`, as `scene-format.md` describes. Unknown keys, values of
  /// the wrong type, unknown names, negative sizes, priorities outside
  /// 1...1000, empty or duplicate view names are all errors, and so is a scene
  /// beyond the format's limits (``StackLayout/SceneLimits``): a length larger
  /// than 1,000,000 in magnitude, more than 100,000 views or nodes, a tree
  /// nested deeper than 32, a Text longer than 100,000 characters. A number too
  /// large for a `Double` (`1e400`) is invalid JSON.
  ///
  /// Optional keys take UIKit's defaults: `unit` point, `spacing` 0, no pinned
  /// size, margins 0, both arrangement flags false; per view hugging 250,
  /// compression resistance 750, not hidden, no custom spacing, no baselines, no
  /// intrinsic size, and the automatic palette colour for its index.
  ///
  /// A `swiftui` scene holds an optional `proposal` (a missing or `null`
  /// dimension is unspecified) and a `root` node. A node has an optional `name`
  /// (unique in the scene), exactly one kind key (`hstack`, `vstack`, `zstack`,
  /// `text`, `color` or `spacer`) and optional `modifiers`, innermost first:
  /// `frame`, `padding`, `layoutPriority`, `fixedSize` and `lineLimit`. Beyond
  /// `scene-format.md`, and strictly:
  /// - a stack's `spacing` may be `null` (the default) or any finite number,
  ///   negative included; `alignment` defaults to `center`; `children` defaults
  ///   to none; a `zstack` has no `spacing` (an error that says so);
  /// - `alignment` names are SwiftUI's: `top`, `center`, `bottom`,
  ///   `firstTextBaseline`, `lastTextBaseline` for an HStack; `leading`,
  ///   `center`, `trailing` for a VStack; for a ZStack and a frame the nine of a
  ///   square (`topLeading` … `bottomTrailing`) and the six text-baseline ones
  ///   (`leadingFirstTextBaseline` … `trailingLastTextBaseline`);
  /// - a `frame` holds `width`/`height` (SwiftUI's fixed frame) or the
  ///   min/ideal/max values (the flexible frame), never both; lengths are 0 or
  ///   more, only the max values may be `"infinity"`, and min, ideal and max must
  ///   not decrease;
  /// - `padding` is a number for every edge, `true` for the default padding, or
  ///   an object of `top`, `leading`, `bottom`, `trailing` (missing edges 0),
  ///   never negative;
  /// - `fixedSize` is `true` (both axes) or an object of `horizontal` and
  ///   `vertical` (missing axes false); `layoutPriority` any finite number;
  /// - `lineLimit` is a whole number from 1, or `null` to lift a limit set
  ///   higher up the tree;
  /// - `spacer` is an object with an optional `minLength` (0 or more); `color`
  ///   a palette name; `text` a string.
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
    let value = try parseJSON(bytes, source: source)
    return try SceneReader(source: source).scene(from: value)
  }

  /// Parses `bytes` as JSON; malformed JSON is an error naming `source`, the
  /// line and the column.
  static func parseJSON(_ bytes: [UInt8], source: String) throws(SceneError) -> JSONValue {
    do {
      return try JSONParser.parse(bytes)
    } catch {
      throw SceneError(
        source: source, keyPath: "",
        message: "invalid JSON at line \(error.line), column \(error.column): \(error.message)",
        line: error.line, column: error.column)
    }
  }

  /// Reads a scene from the text of a scene file, as the `[UInt8]` overload does.
  public static func decode(_ text: String, source: String) throws(SceneError) -> Scene {
    try decode(Array(text.utf8), source: source)
  }
}
