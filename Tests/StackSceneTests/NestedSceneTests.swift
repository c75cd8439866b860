import StackLayout
import Testing

@testable import StackScene

/// Scenes whose views are stacks (scene-format.md, "Nested stacks").
@Suite("Nested stack scenes")
struct NestedSceneTests {
  /// The format's example: an image beside a column of a title and a subtitle.
  static let cardRow = """
    { "unit": "point",
      "uikit": { "axis": "horizontal", "distribution": "fill", "alignment": "center",
        "spacing": 8, "size": { "width": 300 },
        "views": [
          { "name": "image", "color": "blue", "intrinsicSize": { "width": 60, "height": 60 } },
          { "name": "text", "color": "gray",
            "stack": { "axis": "vertical", "distribution": "fill", "alignment": "fill", "spacing": 4,
              "views": [
                { "name": "title", "color": "red", "intrinsicSize": { "width": 100, "height": 20 } },
                { "name": "subtitle", "color": "green", "intrinsicSize": { "width": 80, "height": 16 } } ] } } ] } }
    """

  /// A scene of one view holding `stack` (a JSON object) as its nested stack.
  static func holding(_ stack: String, extra: String = "") -> String {
    SceneFixtures.uikit(views: #"[{"name": "a"}, {"name": "n", \#(extra) "stack": \#(stack)}]"#)
  }

  @Test func readsTheFormatsExample() throws {
    let scene = try Scene.decode(Self.cardRow, source: "card.json")
    let text = try #require(scene.stack.arrangedSubviews[1].stack)
    #expect(text.axis == .vertical)
    #expect(text.spacing == 4)
    #expect(text.arrangedSubviews.map(\.name) == ["title", "subtitle"])
    #expect(text.arrangedSubviews[1].intrinsicSize == PartialSize(width: 80, height: 16))
    #expect(scene.stack.arrangedSubviews[1].color == "gray")
    #expect(scene.stack.arrangedSubviews[1].intrinsicSize == PartialSize())
  }

  @Test func rendersEveryViewOfTheTreeRelativeToTheRoot() throws {
    let scene = try Scene.decode(Self.cardRow, source: "card.json")
    // uikit-stack.md's worked example: image 192 wide, the column 100 x 40 centred in 60.
    #expect(
      try renderJSON(scene.stack.layout()) == """
        {
          "size": { "width": 300, "height": 60 },
          "frames": [
            { "name": "image", "x": 0, "y": 0, "width": 192, "height": 60 },
            { "name": "text", "x": 200, "y": 10, "width": 100, "height": 40 },
            { "name": "title", "x": 200, "y": 10, "width": 100, "height": 20 },
            { "name": "subtitle", "x": 200, "y": 34, "width": 100, "height": 16 }
          ]
        }

        """)
  }

  @Test func savesAndReadsBackANestedTree() throws {
    let scene = try Scene.decode(Self.cardRow, source: "card.json")
    let text = scene.jsonText()
    #expect(try Scene.decode(text, source: "saved.json") == scene)
    #expect(text.contains(#""stack": {"#))
    #expect(!text.contains(#""size": { "width": 300 }"#) == false)
    // The nested stack has no intrinsicSize and no size of its own.
    #expect(text.components(separatedBy: "\"size\"").count == 2)
  }

  @Test func savesThreeLevelsWithHiddenAndPriorities() throws {
    var inner = StackView(axis: .horizontal, distribution: .equalSpacing, alignment: .center)
    inner.arrangedSubviews = [
      ArrangedView(
        name: "deep", color: "red", intrinsicSize: PartialSize(width: 5),
        hugging: PerAxis(horizontal: 1, vertical: 999), customSpacingAfter: 3)
    ]
    inner.layoutMargins = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    inner.isLayoutMarginsRelativeArrangement = true
    let middle = StackView(
      axis: .vertical, spacing: -2,
      arrangedSubviews: [
        ArrangedView(name: "inner", color: "blue", isHidden: true, stack: inner),
        ArrangedView(name: "leaf", color: "green", firstBaseline: 4),
      ])
    let scene = Scene(
      stack: StackView(
        size: PartialSize(height: 40),
        arrangedSubviews: [ArrangedView(name: "middle", color: "gray", stack: middle)]))
    #expect(try Scene.decode(scene.jsonText(), source: "s.json") == scene)
  }

  /// A tree `depth` stacks deep (the root is 1).
  static func tree(depth: Int) -> String {
    var stack =
      #"{"axis": "vertical", "distribution": "fill", "alignment": "fill", "views": [{"name": "leaf"}]}"#
    for level in stride(from: depth - 1, to: 1, by: -1) {
      stack =
        #"{"axis": "vertical", "distribution": "fill", "alignment": "fill", "views": [{"name": "s\#(level)", "stack": \#(stack)}]}"#
    }
    return
      #"{"uikit": {"axis": "vertical", "distribution": "fill", "alignment": "fill", "views": [{"name": "s1", "stack": \#(stack)}]}}"#
  }

  @Test func acceptsATree32Deep() throws {
    let scene = try Scene.decode(Self.tree(depth: 32), source: "deep.json")
    #expect(scene.stack.treeDepth == 32)
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    var json: String
    var keyPath: String
    var message: String
    var testDescription: String { keyPath }
  }

  static let stack =
    #"{"axis": "vertical", "distribution": "fill", "alignment": "fill", "views": [{"name": "x"}]}"#

  static let bad: [Bad] = [
    Bad(
      json: holding(stack, extra: #""intrinsicSize": {"width": 5},"#),
      keyPath: "uikit.views[1].intrinsicSize",
      message:
        "a view holds either a stack or an intrinsicSize, not both (a stack has no intrinsic size)"),
    Bad(
      json: holding(
        #"{"axis": "vertical", "distribution": "fill", "alignment": "fill", "views": [{"name": "x", "intrinsicSize": {"width": 1}, "stack": \#(stack.replacingOccurrences(of: "\"x\"", with: "\"y\""))}]}"#
      ),
      keyPath: "uikit.views[1].stack.views[0].intrinsicSize",
      message:
        "a view holds either a stack or an intrinsicSize, not both (a stack has no intrinsic size)"),
    Bad(
      json: holding(
        #"{"axis": "vertical", "distribution": "fill", "alignment": "fill", "size": {"width": 5}, "views": []}"#
      ),
      keyPath: "uikit.views[1].stack.size",
      message: "a nested stack has no size: it is sized by its arrangement (scene-format.md)"),
    Bad(
      json: holding(stack.replacingOccurrences(of: "\"x\"", with: "\"a\"")),
      keyPath: "uikit.views[1].stack.views[0].name",
      message: #""a" is already the name of uikit.views[0]; names must be unique"#),
    Bad(
      json: holding(stack.replacingOccurrences(of: "\"x\"", with: "\"n\"")),
      keyPath: "uikit.views[1].stack.views[0].name",
      message: #""n" is already the name of uikit.views[1]; names must be unique"#),
    Bad(
      json: holding(
        stack.replacingOccurrences(of: "\"fill\", \"views\"", with: "\"middle\", \"views\"")),
      keyPath: "uikit.views[1].stack.alignment",
      message:
        #""middle" is not a valid alignment; allowed: fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline"#
    ),
    Bad(
      json: tree(depth: 33),
      keyPath: "uikit" + String(repeating: ".views[0].stack", count: 32),
      message:
        "this stack is nested 33 deep; a tree nests at most 32 deep (scene-format.md, Limits)"),
  ]

  @Test(arguments: bad)
  func rejects(_ bad: Bad) {
    #expect(
      throws: SceneError(source: "bad.json", keyPath: bad.keyPath, message: bad.message)
    ) {
      try Scene.decode(bad.json, source: "bad.json")
    }
  }
}
