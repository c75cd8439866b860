import StackLayout

extension Scene {
  /// The canonical JSON of a SwiftUI scene, ending with a line break.
  ///
  /// Keys in the order of `scene-format.md`; a leaf node on one line, a stack
  /// over several with one child per line or block; modifiers on one line:
  ///
  /// ```json
  /// {
  ///   "unit": "point",
  ///   "swiftui": {
  ///     "proposal": { "width": 300, "height": 100 },
  ///     "root": {
  ///       "hstack": {
  ///         "spacing": 0,
  ///         "alignment": "center",
  ///         "children": [
  ///           { "name": "a", "color": "red", "modifiers": [{ "frame": { "maxWidth": 100 } }] },
  ///           { "name": "gap", "spacer": { "minLength": 0 } },
  ///           { "name": "t", "text": "Hello, world", "modifiers": [{ "layoutPriority": 1 }] }
  ///         ]
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// Always written: `unit`, `root`, a stack's `alignment` and `children`.
  /// Written only when set: `proposal` (with its present dimensions), `name`,
  /// `spacing` (left out for the default), `minLength`, `modifiers`. A frame
  /// writes its given values, `"infinity"` for an infinite max, and its
  /// alignment when not `center`; a padding is `true` for the default, a
  /// number when all edges agree, else an object of all four edges; a
  /// `fixedSize` on both axes is `true`, else an object of both axes.
  ///
  /// The one spelling that does not read back as it was built: a flexible frame
  /// with no bounds at all and a fixed frame with no size are both `{}`, which
  /// reads as the fixed one. They lay out the same way (the content is proposed
  /// the frame's proposal and centred in its own size).
  func swiftUIJSONText(_ tree: SwiftUIScene) -> String {
    var lines = ["{"]
    lines.append("  \"unit\": \(JSONText.quoted(unit.rawValue)),")
    lines.append("  \"swiftui\": {")
    var proposal: [(String, Double)] = []
    if let width = tree.proposal.width { proposal.append(("width", width)) }
    if let height = tree.proposal.height { proposal.append(("height", height)) }
    if !proposal.isEmpty {
      lines.append("    \"proposal\": \(Self.inlineObject(proposal)),")
    }
    var root = Self.nodeLines(tree.root, indent: "    ")
    root[0] = "    \"root\": " + root[0].dropFirst(4)
    lines += root
    lines.append("  }")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines of one node, each starting with `indent`, without a final comma.
  static func nodeLines(_ node: SwiftUINode, indent: String) -> [String] {
    var head: [String] = []
    if let name = node.name { head.append("\"name\": \(JSONText.quoted(name))") }
    let modifiers =
      node.modifiers.isEmpty
      ? nil : "\"modifiers\": [" + node.modifiers.map(modifierText).joined(separator: ", ") + "]"

    let stack: (key: String, fields: [String], children: [SwiftUINode])
    switch node.kind {
    case .text(let string):
      return [indent + inlineNode(head + ["\"text\": \(JSONText.quoted(string))"], modifiers)]
    case .color(let name):
      return [indent + inlineNode(head + ["\"color\": \(JSONText.quoted(name))"], modifiers)]
    case .spacer(let minLength):
      let body = minLength.map { "{ \"minLength\": \(JSONText.number($0)) }" } ?? "{}"
      return [indent + inlineNode(head + ["\"spacer\": \(body)"], modifiers)]
    case .hstack(let spacing, let alignment, let children):
      stack = ("hstack", stackFields(spacing, alignment.rawValue), children)
    case .vstack(let spacing, let alignment, let children):
      stack = ("vstack", stackFields(spacing, alignment.rawValue), children)
    case .zstack(let alignment, let children):
      stack = ("zstack", stackFields(nil, alignment.name), children)
    }

    let inner = indent + "  "
    var lines = [indent + "{"]
    for field in head { lines.append(inner + field + ",") }
    lines.append(inner + "\(JSONText.quoted(stack.key)): {")
    for field in stack.fields { lines.append(inner + "  " + field + ",") }
    if stack.children.isEmpty {
      lines.append(inner + "  \"children\": []")
    } else {
      lines.append(inner + "  \"children\": [")
      for (index, child) in stack.children.enumerated() {
        var childLines = nodeLines(child, indent: inner + "    ")
        if index < stack.children.count - 1 { childLines[childLines.count - 1] += "," }
        lines += childLines
      }
      lines.append(inner + "  ]")
    }
    lines.append(inner + "}" + (modifiers == nil ? "" : ","))
    if let modifiers { lines.append(inner + modifiers) }
    lines.append(indent + "}")
    return lines
  }

  private static func stackFields(_ spacing: Double?, _ alignment: String) -> [String] {
    var fields: [String] = []
    if let spacing { fields.append("\"spacing\": \(JSONText.number(spacing))") }
    fields.append("\"alignment\": \(JSONText.quoted(alignment))")
    return fields
  }

  private static func inlineNode(_ fields: [String], _ modifiers: String?) -> String {
    "{ " + (fields + (modifiers.map { [$0] } ?? [])).joined(separator: ", ") + " }"
  }

  /// One modifier as an object on one line: `{ "padding": 8 }`.
  static func modifierText(_ modifier: SwiftUIModifier) -> String {
    switch modifier {
    case .frame(let frame):
      var members: [String] = []
      if let width = frame.width { members.append("\"width\": \(JSONText.number(width))") }
      if let height = frame.height { members.append("\"height\": \(JSONText.number(height))") }
      return "{ \"frame\": \(frameObject(members, frame.alignment)) }"
    case .flexibleFrame(let frame):
      var members: [String] = []
      let values: [(String, Double?)] = [
        ("minWidth", frame.minWidth), ("idealWidth", frame.idealWidth),
        ("maxWidth", frame.maxWidth), ("minHeight", frame.minHeight),
        ("idealHeight", frame.idealHeight), ("maxHeight", frame.maxHeight),
      ]
      for (key, value) in values {
        guard let value else { continue }
        let text =
          key.hasPrefix("max") && value == .infinity ? "\"infinity\"" : JSONText.number(value)
        members.append("\(JSONText.quoted(key)): \(text)")
      }
      return "{ \"frame\": \(frameObject(members, frame.alignment)) }"
    case .padding(let insets):
      guard let insets else { return "{ \"padding\": true }" }
      if insets.top == insets.leading, insets.top == insets.bottom, insets.top == insets.trailing {
        return "{ \"padding\": \(JSONText.number(insets.top)) }"
      }
      let edges = inlineObject([
        ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom),
        ("trailing", insets.trailing),
      ])
      return "{ \"padding\": \(edges) }"
    case .layoutPriority(let priority):
      return "{ \"layoutPriority\": \(JSONText.number(priority)) }"
    case .fixedSize(let horizontal, let vertical):
      if horizontal && vertical { return "{ \"fixedSize\": true }" }
      return "{ \"fixedSize\": { \"horizontal\": \(horizontal), \"vertical\": \(vertical) } }"
    case .lineLimit(let limit):
      return "{ \"lineLimit\": \(limit.map(String.init) ?? "null") }"
    }
  }

  private static func frameObject(_ members: [String], _ alignment: Alignment2D) -> String {
    var members = members
    if alignment != .center {
      members.append("\"alignment\": \(JSONText.quoted(alignment.name))")
    }
    return members.isEmpty ? "{}" : "{ " + members.joined(separator: ", ") + " }"
  }
}
