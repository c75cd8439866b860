import Testing

@testable import StackScene

@Suite("SwiftUI scene errors")
struct SwiftUISceneErrorTests {
  typealias BadScene = SceneErrorTests.BadScene

  /// A scene whose root is `node` (JSON text).
  static func root(_ node: String) -> String { #"{"swiftui": {"root": \#(node)}}"# }

  /// A scene whose root Text has these modifiers (JSON array text).
  static func modifiers(_ list: String) -> String {
    root(#"{"text": "x", "modifiers": \#(list)}"#)
  }

  static let kinds = "hstack, vstack, zstack, text, color, spacer"
  static let modifierKeys = "frame, padding, layoutPriority, fixedSize, lineLimit"
  static let alignments =
    "topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing, leadingFirstTextBaseline, centerFirstTextBaseline, trailingFirstTextBaseline, leadingLastTextBaseline, centerLastTextBaseline, trailingLastTextBaseline"

  static let treeErrors: [BadScene] = [
    BadScene(
      #"{"swiftui": []}"#, "swiftui",
      "this value must be an object with keys proposal, root; found an array"),
    BadScene(
      #"{"swiftui": {"root": {"text": "x"}, "size": {}}}"#, "swiftui.size",
      "unknown key; allowed keys: proposal, root"),
    BadScene(
      #"{"swiftui": {"proposal": {"width": -1}, "root": {"text": "x"}}}"#,
      "swiftui.proposal.width", "-1 is negative; a size must be 0 or more"),
    BadScene(
      #"{"swiftui": {"proposal": {"height": 1e10}, "root": {"text": "x"}}}"#,
      "swiftui.proposal.height",
      "10000000000 is too large; a size must be at most 1000000\(SceneErrorTests.limits)"),
    BadScene(
      root(#"{"name": "a"}"#), "swiftui.root",
      "a node needs exactly one of \(kinds); found none"),
    BadScene(
      root(#"{"text": "x", "spacer": {}}"#), "swiftui.root.spacer",
      "a node holds exactly one of \(kinds); this one also has text"),
    BadScene(
      root(#"{"text": "x", "colour": "red"}"#), "swiftui.root.colour",
      "unknown key; allowed keys: name, \(kinds), modifiers"),
    BadScene(
      root(#"{"name": "a", "hstack": {"children": [{"name": "a", "text": "x"}]}}"#),
      "swiftui.root.hstack.children[0].name",
      #""a" is already the name of swiftui.root; names must be unique"#),
    BadScene(root(#"{"name": "", "text": "x"}"#), "swiftui.root.name", "a name must not be empty"),
    BadScene(
      root(#"{"hstack": {"alignment": "leading"}}"#), "swiftui.root.hstack.alignment",
      #""leading" is not a valid hstack alignment; allowed: top, center, bottom, firstTextBaseline, lastTextBaseline"#
    ),
    BadScene(
      root(#"{"vstack": {"alignment": "top"}}"#), "swiftui.root.vstack.alignment",
      #""top" is not a valid vstack alignment; allowed: leading, center, trailing"#),
    BadScene(
      root(#"{"zstack": {"alignment": "middle"}}"#), "swiftui.root.zstack.alignment",
      #""middle" is not a valid zstack alignment; allowed: \#(alignments)"#),
    BadScene(
      root(#"{"zstack": {"spacing": 8}}"#), "swiftui.root.zstack.spacing",
      "a ZStack has no spacing (its children lie on top of each other); allowed keys: alignment, children"
    ),
    BadScene(
      root(#"{"vstack": {"children": {}}}"#), "swiftui.root.vstack.children",
      "expected an array of nodes, found an object"),
    BadScene(
      root(#"{"hstack": {"spacing": "8"}}"#), "swiftui.root.hstack.spacing",
      #"expected a number, found the string "8""#),
    BadScene(
      root(#"{"hstack": {"children": [{"text": 5}]}}"#), "swiftui.root.hstack.children[0].text",
      "expected a string, found the number 5"),
    BadScene(
      root(#"{"color": "magenta"}"#), "swiftui.root.color",
      #""magenta" is not a valid palette color; allowed: red, orange, yellow, green, teal, blue, purple, pink, brown, gray"#
    ),
    BadScene(
      root(#"{"spacer": {"minLength": -2}}"#), "swiftui.root.spacer.minLength",
      "-2 is negative; a minLength must be 0 or more"),
    BadScene(
      root(#"{"spacer": null}"#), "swiftui.root.spacer",
      "this value must be an object with keys minLength; found null"),
    BadScene(
      root(#"{"text": "x", "modifiers": {}}"#), "swiftui.root.modifiers",
      "expected an array of modifiers, found an object"),
  ]

  static let modifierErrors: [BadScene] = [
    BadScene(
      modifiers(#"[{"padding": 1, "layoutPriority": 1}]"#),
      "swiftui.root.modifiers[0].layoutPriority",
      "a modifier is an object with exactly one key (\(modifierKeys)); put padding and layoutPriority in separate modifiers, innermost first"
    ),
    BadScene(
      modifiers("[{}]"), "swiftui.root.modifiers[0]",
      "a modifier is an object with exactly one of \(modifierKeys); found none"),
    BadScene(
      modifiers(#"[{"offset": 1}]"#), "swiftui.root.modifiers[0].offset",
      "unknown key; allowed keys: \(modifierKeys)"),
    BadScene(
      modifiers(#"[{"padding": 1}, {"frame": {"width": 10, "maxWidth": 20}}]"#),
      "swiftui.root.modifiers[1].frame.maxWidth",
      "a frame has either width/height or min/ideal/max values, not both (they are two SwiftUI modifiers); this one also has width"
    ),
    BadScene(
      modifiers(#"[{"frame": {"minWidth": 100, "maxWidth": 50}}]"#),
      "swiftui.root.modifiers[0].frame.maxWidth",
      "maxWidth 50 is less than minWidth 100; a frame's min, ideal and max must not decrease"),
    BadScene(
      modifiers(#"[{"frame": {"minHeight": 10, "idealHeight": 5}}]"#),
      "swiftui.root.modifiers[0].frame.idealHeight",
      "idealHeight 5 is less than minHeight 10; a frame's min, ideal and max must not decrease"),
    BadScene(
      modifiers(#"[{"frame": {"width": "infinity"}}]"#), "swiftui.root.modifiers[0].frame.width",
      #"expected a number, found the string "infinity""#),
    BadScene(
      modifiers(#"[{"frame": {"maxWidth": "inf"}}]"#), "swiftui.root.modifiers[0].frame.maxWidth",
      #"expected a number or "infinity", found the string "inf""#),
    BadScene(
      modifiers(#"[{"frame": {"height": -5}}]"#), "swiftui.root.modifiers[0].frame.height",
      "-5 is negative; a frame length must be 0 or more"),
    BadScene(
      modifiers(#"[{"frame": {"depth": 5}}]"#), "swiftui.root.modifiers[0].frame.depth",
      "unknown key; allowed keys: width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment"
    ),
    BadScene(
      modifiers(#"[{"frame": {"alignment": "middle"}}]"#),
      "swiftui.root.modifiers[0].frame.alignment",
      #""middle" is not a valid frame alignment; allowed: \#(alignments)"#),
    BadScene(
      modifiers(#"[{"padding": -1}]"#), "swiftui.root.modifiers[0].padding",
      "-1 is negative; a padding must be 0 or more"),
    BadScene(
      modifiers(#"[{"padding": {"top": -1}}]"#), "swiftui.root.modifiers[0].padding.top",
      "-1 is negative; a padding must be 0 or more"),
    BadScene(
      modifiers(#"[{"padding": "big"}]"#), "swiftui.root.modifiers[0].padding",
      #"expected a number, true (the default padding) or an object with top, leading, bottom, trailing; found the string "big""#
    ),
    BadScene(
      modifiers(#"[{"padding": false}]"#), "swiftui.root.modifiers[0].padding",
      "expected a number, true (the default padding) or an object with top, leading, bottom, trailing; found false"
    ),
    BadScene(
      modifiers(#"[{"fixedSize": false}]"#), "swiftui.root.modifiers[0].fixedSize",
      "expected true or an object with horizontal, vertical; found false"),
    BadScene(
      modifiers(#"[{"fixedSize": {"width": true}}]"#), "swiftui.root.modifiers[0].fixedSize.width",
      "unknown key; allowed keys: horizontal, vertical"),
    BadScene(
      modifiers(#"[{"lineLimit": 0}]"#), "swiftui.root.modifiers[0].lineLimit",
      "0 is not a line count; a lineLimit is a whole number from 1 (or null for no limit)"),
    BadScene(
      modifiers(#"[{"lineLimit": 1.5}]"#), "swiftui.root.modifiers[0].lineLimit",
      "1.5 is not a line count; a lineLimit is a whole number from 1 (or null for no limit)"),
    BadScene(
      modifiers(#"[{"layoutPriority": "high"}]"#), "swiftui.root.modifiers[0].layoutPriority",
      #"expected a number, found the string "high""#),
  ]

  @Test(arguments: treeErrors + modifierErrors)
  func rejectsWithTheKeyPath(_ bad: BadScene) {
    #expect(throws: SceneError(source: "scene.json", keyPath: bad.keyPath, message: bad.message)) {
      try Scene.decode(bad.json, source: "scene.json")
    }
  }
}
