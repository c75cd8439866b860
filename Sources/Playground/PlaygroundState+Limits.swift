import StackLayout

/// The limits of scene-format.md in the playground: keys that grow a value
/// stop at them, and a typed value beyond them is refused, each with a message
/// that says so, so the scene being edited always stays one that can be saved
/// and read back.
extension PlaygroundState {
  /// The largest magnitude of a length: ``StackLayout/SceneLimits/maximumLength``.
  static var lengthLimit: Double { SceneLimits.maximumLength }

  /// `value` held within the limits of a length: 0 (or, for a spacing,
  /// -``lengthLimit``) to ``lengthLimit``.
  static func limitedLength(_ value: Double, allowsNegative: Bool = false) -> Double {
    min(max(value, allowsNegative ? -lengthLimit : 0), lengthLimit)
  }

  /// What a message adds when a key asked for `wanted` and the limit gave
  /// `value` instead: ` (the limit)`, or nothing.
  static func limitNote(wanted: Double, got value: Double) -> String {
    wanted == value ? "" : " (the limit)"
  }

  /// Why a typed length is refused, or `nil` when it is within the limits.
  static func lengthProblem(_ value: Double, label: String, allowsNegative: Bool) -> String? {
    let limit = formatNumber(lengthLimit)
    if !allowsNegative && value < 0 { return "\(label) must not be negative" }
    guard SceneLimits.isValidLength(value, allowsNegative: allowsNegative) else {
      let range = allowsNegative ? "between -\(limit) and \(limit)" : "at most \(limit)"
      return "\(label) must be \(range), not \(formatNumber(value)) (unchanged)"
    }
    return nil
  }

  /// Whether the scene may take one more view or node; if not, says why.
  mutating func roomForOneMore(_ count: Int, _ what: String) -> Bool {
    guard count < SceneLimits.maximumViews else {
      message = "a scene holds at most \(SceneLimits.maximumViews) \(what)"
      return false
    }
    return true
  }

  /// The nodes of the tree under `node`, `node` included.
  static func nodeCount(_ node: SwiftUINode) -> Int {
    node.kind.children.reduce(1) { $0 + nodeCount($1) }
  }

  /// Whether `character` holds a control character (a C0 or C1 control or
  /// DEL), which the prompts do not take: it could only come from a
  /// recording, and would make a name or a path that a terminal cannot show.
  static func isControl(_ character: Character) -> Bool {
    character.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }
}
