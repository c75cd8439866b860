/// Builds scene-file text for tests.
enum SceneFixtures {
  /// A UIKit scene with the required stack keys, then `extra` (stack keys,
  /// ending with a comma) and `views` (the JSON of the views array).
  static func uikit(_ extra: String = "", views: String = #"[{"name": "a"}]"#) -> String {
    """
    {"uikit": {"axis": "vertical", "distribution": "fill", "alignment": "fill", \(extra) "views": \(views)}}
    """
  }

  /// A UIKit scene whose second view (index 1) has the extra `fields` after its name;
  /// the first view is `{"name": "a"}`.
  static func secondView(_ fields: String) -> String {
    uikit(views: #"[{"name": "a"}, {"name": "b", \#(fields)}]"#)
  }
}
