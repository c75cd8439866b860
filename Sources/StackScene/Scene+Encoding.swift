import StackLayout

extension Scene {
  /// The scene as canonical scene-file JSON, ending with a line break.
  ///
  /// The text decodes back to an equal scene with ``decode(_:source:)``. It is
  /// pretty-printed with two-space indentation, keys in the order of
  /// `scene-format.md`, and small objects of numbers on one line:
  ///
  /// ```json
  /// {
  ///   "unit": "point",
  ///   "uikit": {
  ///     "axis": "vertical",
  ///     "distribution": "fill",
  ///     "alignment": "fill",
  ///     "spacing": 0,
  ///     "size": { "width": 375, "height": 728 },
  ///     "views": [
  ///       {
  ///         "name": "red",
  ///         "color": "red",
  ///         "intrinsicSize": { "width": 50, "height": 50 }
  ///       }
  ///     ]
  ///   }
  /// }
  /// ```
  ///
  /// What is always written: `unit`, `axis`, `distribution`, `alignment`,
  /// `spacing`, `views`, and each view's `name` and `color`. Every other key is
  /// written only when its value differs from the default: `size` and
  /// `intrinsicSize` with only their present dimensions, `layoutMargins` (all four
  /// edges) when any edge is not 0, `hugging` and `compressionResistance` (both
  /// axes) when either axis is not 250 or 750, the flags when true, spacing and
  /// baselines when set. The alignment is spelt as UIKit spells it for the axis
  /// (`top` and `bottom` in a horizontal stack). A view that is a nested stack
  /// has its `stack` object (the stack's keys but `size`) after its other keys,
  /// and no `intrinsicSize` (a stack has none). Numbers are written as in
  /// ``renderJSON(_:)-(StackViewLayout)``.
  ///
  /// A SwiftUI scene is written as ``swiftUIJSONText(_:)`` describes.
  ///
  /// A scene that ``decode(_:source:)`` would reject (say a negative size, a
  /// colour outside the palette, or a non-finite number, written as the string
  /// `"inf"` or `"nan"`) is written as it is, and the text is rejected when read
  /// back.
  public func jsonText() -> String {
    switch content {
    case .uikit(let stack): return uikitJSONText(stack)
    case .swiftUI(let tree): return swiftUIJSONText(tree)
    }
  }

  private func uikitJSONText(_ stack: StackView) -> String {
    var lines = ["{"]
    lines.append("  \"unit\": \(JSONText.quoted(unit.rawValue)),")
    lines.append("  \"uikit\": {")
    Self.appendStackFields(stack, indent: "    ", isNested: false, to: &lines)
    lines.append("  }")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The members of a stack object (the `uikit` object, or a view's nested
  /// `stack`, which has no `size`), each line starting with `indent`.
  private static func appendStackFields(
    _ stack: StackView, indent: String, isNested: Bool, to lines: inout [String]
  ) {
    var fields: [String] = [
      "\"axis\": \(JSONText.quoted(stack.axis.rawValue))",
      "\"distribution\": \(JSONText.quoted(stack.distribution.rawValue))",
      "\"alignment\": \(JSONText.quoted(stack.alignment.name(for: stack.axis)))",
      "\"spacing\": \(JSONText.number(stack.spacing))",
    ]
    if !isNested, let size = Self.inlineSize(stack.size) {
      fields.append("\"size\": \(size)")
    }
    if stack.layoutMargins != .zero {
      let margins = stack.layoutMargins
      fields.append(
        "\"layoutMargins\": "
          + Self.inlineObject([
            ("top", margins.top), ("leading", margins.leading), ("bottom", margins.bottom),
            ("trailing", margins.trailing),
          ]))
    }
    if stack.isLayoutMarginsRelativeArrangement {
      fields.append("\"layoutMarginsRelative\": true")
    }
    if stack.isBaselineRelativeArrangement {
      fields.append("\"baselineRelative\": true")
    }
    for field in fields { lines.append("\(indent)\(field),") }
    if stack.arrangedSubviews.isEmpty {
      lines.append("\(indent)\"views\": []")
      return
    }
    lines.append("\(indent)\"views\": [")
    for (index, view) in stack.arrangedSubviews.enumerated() {
      let viewLines = Self.viewFields(view, index: index)
      lines.append("\(indent)  {")
      for (fieldIndex, field) in viewLines.enumerated() {
        let isLast = fieldIndex == viewLines.count - 1 && view.stack == nil
        lines.append("\(indent)    \(field)\(isLast ? "" : ",")")
      }
      if let nested = view.stack {
        lines.append("\(indent)    \"stack\": {")
        appendStackFields(nested, indent: indent + "      ", isNested: true, to: &lines)
        lines.append("\(indent)    }")
      }
      lines.append(index == stack.arrangedSubviews.count - 1 ? "\(indent)  }" : "\(indent)  },")
    }
    lines.append("\(indent)]")
  }

  /// The `"key": value` lines of one view, without commas.
  private static func viewFields(_ view: ArrangedView, index: Int) -> [String] {
    let color = view.color ?? PaletteColor.automatic(forIndex: index).rawValue
    var fields = [
      "\"name\": \(JSONText.quoted(view.name))",
      "\"color\": \(JSONText.quoted(color))",
    ]
    // A nested stack has no intrinsic size: its `stack` key is written instead.
    if view.stack == nil, let size = inlineSize(view.intrinsicSize) {
      fields.append("\"intrinsicSize\": \(size)")
    }
    if view.hugging != PerAxis(horizontal: Priority.defaultLow, vertical: Priority.defaultLow) {
      fields.append("\"hugging\": \(inlinePriorities(view.hugging))")
    }
    if view.compressionResistance
      != PerAxis(horizontal: Priority.defaultHigh, vertical: Priority.defaultHigh)
    {
      fields.append("\"compressionResistance\": \(inlinePriorities(view.compressionResistance))")
    }
    if view.isHidden { fields.append("\"hidden\": true") }
    if let spacing = view.customSpacingAfter {
      fields.append("\"customSpacingAfter\": \(JSONText.number(spacing))")
    }
    if let baseline = view.firstBaseline {
      fields.append("\"firstBaseline\": \(JSONText.number(baseline))")
    }
    if let baseline = view.lastBaseline {
      fields.append("\"lastBaseline\": \(JSONText.number(baseline))")
    }
    return fields
  }

  /// `{ "width": w, "height": h }` with only the present dimensions; `nil` when
  /// neither is present.
  private static func inlineSize(_ size: PartialSize) -> String? {
    var members: [(String, Double)] = []
    if let width = size.width { members.append(("width", width)) }
    if let height = size.height { members.append(("height", height)) }
    return members.isEmpty ? nil : inlineObject(members)
  }

  private static func inlinePriorities(_ priorities: PerAxis<Double>) -> String {
    inlineObject([("horizontal", priorities.horizontal), ("vertical", priorities.vertical)])
  }

  /// An object of numbers on one line: `{ "width": 375, "height": 728 }`.
  static func inlineObject(_ members: [(String, Double)]) -> String {
    let body = members.map { "\(JSONText.quoted($0.0)): \(JSONText.number($0.1))" }
    return "{ " + body.joined(separator: ", ") + " }"
  }
}
