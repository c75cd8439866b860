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
  /// A SwiftUI scene is written as ``swiftUIJSONBytes(_:)`` describes.
  ///
  /// A scene that ``decode(_:source:)`` would reject (say a negative size, a
  /// colour outside the palette, or a non-finite number, written as the string
  /// `"inf"` or `"nan"`) is written as it is, and the text is rejected when read
  /// back.
  public func jsonText() -> String {
    String(decoding: jsonBytes(), as: UTF8.self)
  }

  /// ``jsonText()`` as UTF-8 bytes, without making the string: what saving
  /// writes, and what the playground prepares for the copy a crash keeps.
  /// Written into one buffer, with no string made per field or line. O(n) in
  /// the scene's views or nodes.
  public func jsonBytes() -> [UInt8] {
    switch content {
    case .uikit(let stack): return uikitJSONBytes(stack)
    case .swiftUI(let tree): return swiftUIJSONBytes(tree)
    }
  }

  private func uikitJSONBytes(_ stack: StackView) -> [UInt8] {
    var json = JSONWriter(capacity: 256 + 128 * stack.arrangedSubviews.count)
    json.raw("{\n  ")
    json.key("unit")
    json.quoted(unit.rawValue)
    json.raw(",\n  ")
    json.key("uikit")
    json.raw("{\n")
    Self.writeStackFields(stack, indent: 4, isNested: false, to: &json)
    json.raw("  }\n}\n")
    return json.bytes
  }

  /// The members of a stack object (the `uikit` object, or a view's nested
  /// `stack`, which has no `size`), a line each starting with `indent`
  /// spaces, each line ended.
  private static func writeStackFields(
    _ stack: StackView, indent: Int, isNested: Bool, to json: inout JSONWriter
  ) {
    json.spaces(indent)
    json.key("axis")
    json.quoted(stack.axis.rawValue)
    json.raw(",")
    json.newline(indent: indent)
    json.key("distribution")
    json.quoted(stack.distribution.rawValue)
    json.raw(",")
    json.newline(indent: indent)
    json.key("alignment")
    json.quoted(stack.alignment.name(for: stack.axis))
    json.raw(",")
    json.newline(indent: indent)
    json.key("spacing")
    json.number(stack.spacing)
    json.raw(",")
    if !isNested, let size = inlineSize(stack.size) {
      json.newline(indent: indent)
      json.key("size")
      json.inlineObject(size)
      json.raw(",")
    }
    if stack.layoutMargins != .zero {
      let margins = stack.layoutMargins
      json.newline(indent: indent)
      json.key("layoutMargins")
      json.inlineObject([
        ("top", margins.top), ("leading", margins.leading), ("bottom", margins.bottom),
        ("trailing", margins.trailing),
      ])
      json.raw(",")
    }
    if stack.isLayoutMarginsRelativeArrangement {
      json.newline(indent: indent)
      json.raw("\"layoutMarginsRelative\": true,")
    }
    if stack.isBaselineRelativeArrangement {
      json.newline(indent: indent)
      json.raw("\"baselineRelative\": true,")
    }
    json.newline(indent: indent)
    json.key("views")
    if stack.arrangedSubviews.isEmpty {
      json.raw("[]\n")
      return
    }
    json.raw("[")
    for (index, view) in stack.arrangedSubviews.enumerated() {
      json.newline(indent: indent + 2)
      json.raw("{")
      writeViewFields(view, index: index, indent: indent + 4, to: &json)
      if let nested = view.stack {
        json.raw(",")
        json.newline(indent: indent + 4)
        json.key("stack")
        json.raw("{\n")
        writeStackFields(nested, indent: indent + 6, isNested: true, to: &json)
        json.spaces(indent + 4)
        json.raw("}")
      }
      json.newline(indent: indent + 2)
      json.raw(index == stack.arrangedSubviews.count - 1 ? "}" : "},")
    }
    json.newline(indent: indent)
    json.raw("]\n")
  }

  /// The `"key": value` members of one view, each on a line of its own
  /// after a line break and `indent` spaces, with commas between them and
  /// none after the last.
  private static func writeViewFields(
    _ view: ArrangedView, index: Int, indent: Int, to json: inout JSONWriter
  ) {
    json.newline(indent: indent)
    json.key("name")
    json.quoted(view.name)
    json.raw(",")
    json.newline(indent: indent)
    json.key("color")
    json.quoted(view.color ?? PaletteColor.automatic(forIndex: index).rawValue)
    // A nested stack has no intrinsic size: its `stack` key is written instead.
    if view.stack == nil, let size = inlineSize(view.intrinsicSize) {
      json.raw(",")
      json.newline(indent: indent)
      json.key("intrinsicSize")
      json.inlineObject(size)
    }
    if view.hugging != PerAxis(horizontal: Priority.defaultLow, vertical: Priority.defaultLow) {
      json.raw(",")
      json.newline(indent: indent)
      json.key("hugging")
      json.inlineObject(priorities(view.hugging))
    }
    if view.compressionResistance
      != PerAxis(horizontal: Priority.defaultHigh, vertical: Priority.defaultHigh)
    {
      json.raw(",")
      json.newline(indent: indent)
      json.key("compressionResistance")
      json.inlineObject(priorities(view.compressionResistance))
    }
    if view.isHidden {
      json.raw(",")
      json.newline(indent: indent)
      json.raw("\"hidden\": true")
    }
    let numbers: [(key: StaticString, value: Double?)] = [
      ("customSpacingAfter", view.customSpacingAfter), ("firstBaseline", view.firstBaseline),
      ("lastBaseline", view.lastBaseline),
    ]
    for (key, value) in numbers {
      guard let value else { continue }
      json.raw(",")
      json.newline(indent: indent)
      json.key(key)
      json.number(value)
    }
  }

  /// The members of `{ "width": w, "height": h }` with only the present
  /// dimensions; `nil` when neither is present.
  private static func inlineSize(_ size: PartialSize) -> [(key: StaticString, value: Double)]? {
    switch (size.width, size.height) {
    case (nil, nil): nil
    case (let width?, nil): [("width", width)]
    case (nil, let height?): [("height", height)]
    case (let width?, let height?): [("width", width), ("height", height)]
    }
  }

  private static func priorities(_ priorities: PerAxis<Double>) -> [(
    key: StaticString, value: Double
  )] {
    [("horizontal", priorities.horizontal), ("vertical", priorities.vertical)]
  }
}
