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
  func swiftUIJSONBytes(_ tree: SwiftUIScene) -> [UInt8] {
    var json = JSONWriter(capacity: 4096)
    json.raw("{\n  ")
    json.key("unit")
    json.quoted(unit.rawValue)
    json.raw(",\n  ")
    json.key("swiftui")
    json.raw("{\n")
    var proposal: [(key: StaticString, value: Double)] = []
    if let width = tree.proposal.width { proposal.append(("width", width)) }
    if let height = tree.proposal.height { proposal.append(("height", height)) }
    if !proposal.isEmpty {
      json.spaces(4)
      json.key("proposal")
      json.inlineObject(proposal)
      json.raw(",\n")
    }
    json.spaces(4)
    json.key("root")
    Self.writeNode(tree.root, indent: 4, to: &json)
    json.raw("\n  }\n}\n")
    return json.bytes
  }

  /// One node, its first line from where the writer is (the caller wrote
  /// that line's indentation), its other lines starting with `indent`
  /// spaces; the last line is not ended.
  static func writeNode(_ node: SwiftUINode, indent: Int, to json: inout JSONWriter) {
    let key: StaticString
    let spacing: Double?
    let alignment: String
    let children: [SwiftUINode]
    switch node.kind {
    case .text(let string):
      writeLeaf(node, key: "text", to: &json) { $0.quoted(string) }
      return
    case .color(let name):
      writeLeaf(node, key: "color", to: &json) { $0.quoted(name) }
      return
    case .spacer(let minLength):
      writeLeaf(node, key: "spacer", to: &json) { json in
        if let minLength {
          json.inlineObject([("minLength", minLength)])
        } else {
          json.raw("{}")
        }
      }
      return
    case .hstack(let stackSpacing, let stackAlignment, let stackChildren):
      (key, spacing, alignment, children) = (
        "hstack", stackSpacing, stackAlignment.rawValue, stackChildren
      )
    case .vstack(let stackSpacing, let stackAlignment, let stackChildren):
      (key, spacing, alignment, children) = (
        "vstack", stackSpacing, stackAlignment.rawValue, stackChildren
      )
    case .zstack(let stackAlignment, let stackChildren):
      (key, spacing, alignment, children) = ("zstack", nil, stackAlignment.name, stackChildren)
    }

    let inner = indent + 2
    json.raw("{")
    if let name = node.name {
      json.newline(indent: inner)
      json.key("name")
      json.quoted(name)
      json.raw(",")
    }
    json.newline(indent: inner)
    json.key(key)
    json.raw("{")
    if let spacing {
      json.newline(indent: inner + 2)
      json.key("spacing")
      json.number(spacing)
      json.raw(",")
    }
    json.newline(indent: inner + 2)
    json.key("alignment")
    json.quoted(alignment)
    json.raw(",")
    json.newline(indent: inner + 2)
    json.key("children")
    if children.isEmpty {
      json.raw("[]")
    } else {
      json.raw("[")
      for (index, child) in children.enumerated() {
        json.newline(indent: inner + 4)
        writeNode(child, indent: inner + 4, to: &json)
        if index < children.count - 1 { json.raw(",") }
      }
      json.newline(indent: inner + 2)
      json.raw("]")
    }
    json.newline(indent: inner)
    json.raw("}")
    if !node.modifiers.isEmpty {
      json.raw(",")
      json.newline(indent: inner)
      writeModifiers(node, inline: false, to: &json)
    }
    json.newline(indent: indent)
    json.raw("}")
  }

  /// A leaf node on one line: `{ "name": "…", "key": value, "modifiers": […] }`,
  /// the name and the modifiers when it has them, `value` written by `body`.
  private static func writeLeaf(
    _ node: SwiftUINode, key: StaticString, to json: inout JSONWriter,
    _ body: (inout JSONWriter) -> Void
  ) {
    json.raw("{ ")
    if let name = node.name {
      json.key("name")
      json.quoted(name)
      json.raw(", ")
    }
    json.key(key)
    body(&json)
    writeModifiers(node, inline: true, to: &json)
    json.raw(" }")
  }

  /// `"modifiers": [{ … }, { … }]` when the node has modifiers; `inline`,
  /// after the fields before it on a leaf's one line (with `, ` first).
  private static func writeModifiers(_ node: SwiftUINode, inline: Bool, to json: inout JSONWriter) {
    guard !node.modifiers.isEmpty else { return }
    if inline { json.raw(", ") }
    json.key("modifiers")
    json.raw("[")
    for (index, modifier) in node.modifiers.enumerated() {
      if index > 0 { json.raw(", ") }
      writeModifier(modifier, to: &json)
    }
    json.raw("]")
  }

  /// One modifier as an object on one line: `{ "padding": 8 }`.
  private static func writeModifier(_ modifier: SwiftUIModifier, to json: inout JSONWriter) {
    json.raw("{ ")
    switch modifier {
    case .frame(let frame):
      json.key("frame")
      let members: [(key: StaticString, value: Double?)] = [
        ("width", frame.width), ("height", frame.height),
      ]
      writeFrame(members, frame.alignment, to: &json)
    case .flexibleFrame(let frame):
      json.key("frame")
      let members: [(key: StaticString, value: Double?)] = [
        ("minWidth", frame.minWidth), ("idealWidth", frame.idealWidth),
        ("maxWidth", frame.maxWidth), ("minHeight", frame.minHeight),
        ("idealHeight", frame.idealHeight), ("maxHeight", frame.maxHeight),
      ]
      writeFrame(members, frame.alignment, to: &json)
    case .padding(let insets):
      json.key("padding")
      if let insets {
        if insets.top == insets.leading, insets.top == insets.bottom,
          insets.top == insets.trailing
        {
          json.number(insets.top)
        } else {
          json.inlineObject([
            ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom),
            ("trailing", insets.trailing),
          ])
        }
      } else {
        json.raw("true")
      }
    case .layoutPriority(let priority):
      json.key("layoutPriority")
      json.number(priority)
    case .fixedSize(let horizontal, let vertical):
      json.key("fixedSize")
      if horizontal && vertical {
        json.raw("true")
      } else {
        json.raw("{ ")
        json.key("horizontal")
        json.raw(horizontal ? "true" : "false")
        json.raw(", ")
        json.key("vertical")
        json.raw(vertical ? "true" : "false")
        json.raw(" }")
      }
    case .lineLimit(let limit):
      json.key("lineLimit")
      if let limit {
        json.append(String(limit))
      } else {
        json.raw("null")
      }
    }
    json.raw(" }")
  }

  /// A frame's object: its values given (`"infinity"` for an infinite max)
  /// and its alignment when not `center`; `{}` when it has none of them.
  private static func writeFrame(
    _ members: [(key: StaticString, value: Double?)], _ alignment: Alignment2D,
    to json: inout JSONWriter
  ) {
    var first = true
    func separate(_ json: inout JSONWriter) {
      json.raw(first ? "{ " : ", ")
      first = false
    }
    for (key, value) in members {
      guard let value else { continue }
      separate(&json)
      json.key(key)
      if value == .infinity && key.description.hasPrefix("max") {
        json.raw("\"infinity\"")
      } else {
        json.number(value)
      }
    }
    if alignment != .center {
      separate(&json)
      json.key("alignment")
      json.quoted(alignment.name)
    }
    json.raw(first ? "{}" : " }")
  }
}
