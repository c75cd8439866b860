import StackLayout
import Testing

@testable import StackScene

@Suite("Decoding scenes")
struct SceneDecodingTests {
  @Test func decodesEveryKey() throws {
    let json = """
      {
        "unit": "cell",
        "uikit": {
          "axis": "horizontal",
          "distribution": "equalSpacing",
          "alignment": "lastBaseline",
          "spacing": -4.5,
          "size": { "width": 80, "height": 24 },
          "layoutMargins": { "top": 1, "leading": 2, "bottom": 3, "trailing": 4 },
          "layoutMarginsRelative": true,
          "baselineRelative": true,
          "views": [
            {
              "name": "red",
              "color": "pink",
              "intrinsicSize": { "width": 50, "height": 0.5 },
              "hugging": { "horizontal": 251, "vertical": 1 },
              "compressionResistance": { "horizontal": 1000, "vertical": 999.5 },
              "hidden": true,
              "customSpacingAfter": -12,
              "firstBaseline": 40,
              "lastBaseline": 0
            }
          ]
        }
      }
      """
    let scene = try Scene.decode(json, source: "all.json")
    let expected = Scene(
      unit: .cell,
      stack: StackView(
        axis: .horizontal, distribution: .equalSpacing, alignment: .lastBaseline, spacing: -4.5,
        size: PartialSize(width: 80, height: 24),
        layoutMargins: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
        isLayoutMarginsRelativeArrangement: true, isBaselineRelativeArrangement: true,
        arrangedSubviews: [
          ArrangedView(
            name: "red", color: "pink", intrinsicSize: PartialSize(width: 50, height: 0.5),
            hugging: PerAxis(horizontal: 251, vertical: 1),
            compressionResistance: PerAxis(horizontal: 1000, vertical: 999.5), isHidden: true,
            customSpacingAfter: -12, firstBaseline: 40, lastBaseline: 0)
        ]))
    #expect(scene == expected)
  }

  @Test func appliesUIKitDefaults() throws {
    let scene = try Scene.decode(
      SceneFixtures.uikit(views: #"[{"name": "a"}, {"name": "b"}]"#), source: "minimal.json")
    #expect(scene.unit == .point)
    let stack = scene.stack
    #expect(stack.spacing == 0)
    #expect(stack.size == PartialSize(width: nil, height: nil))
    #expect(stack.layoutMargins == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    #expect(!stack.isLayoutMarginsRelativeArrangement)
    #expect(!stack.isBaselineRelativeArrangement)
    #expect(stack.arrangedSubviews.count == 2)
    for view in stack.arrangedSubviews {
      #expect(view.intrinsicSize == PartialSize(width: nil, height: nil))
      #expect(view.hugging == PerAxis(horizontal: 250, vertical: 250))
      #expect(view.compressionResistance == PerAxis(horizontal: 750, vertical: 750))
      #expect(!view.isHidden)
      #expect(view.customSpacingAfter == nil)
      #expect(view.firstBaseline == nil)
      #expect(view.lastBaseline == nil)
    }
    #expect(stack.arrangedSubviews.map(\.color) == ["red", "orange"])
  }

  @Test func givesViewsWithoutAColourTheAutomaticOne() throws {
    let views = (0..<12).map { #"{"name": "v\#($0)"}"# }.joined(separator: ", ")
    let scene = try Scene.decode(
      SceneFixtures.uikit(views: "[\(views), {\"name\": \"named\", \"color\": \"gray\"}]"),
      source: "s.json")
    let expected =
      (0..<12).map { PaletteColor.automatic(forIndex: $0).rawValue } + ["gray"]
    #expect(scene.stack.arrangedSubviews.map(\.color) == expected)
    #expect(expected[10] == "red")
  }

  @Test func acceptsAnEmptyViewsArray() throws {
    #expect(
      try Scene.decode(SceneFixtures.uikit(views: "[]"), source: "s.json").stack.arrangedSubviews
        == [])
  }

  @Test(arguments: [
    ("fill", Alignment.fill), ("leading", .leading), ("top", .leading), ("center", .center),
    ("trailing", .trailing), ("bottom", .trailing), ("firstBaseline", .firstBaseline),
    ("lastBaseline", .lastBaseline),
  ])
  func decodesEveryAlignmentName(name: String, expected: Alignment) throws {
    for axis in Axis.allCases {
      let json = """
        {"uikit": {"axis": "\(axis.rawValue)", "distribution": "fill", "alignment": "\(name)", "views": []}}
        """
      #expect(try Scene.decode(json, source: "s.json").stack.alignment == expected)
    }
  }

  @Test(arguments: Distribution.allCases)
  func decodesEveryDistribution(_ distribution: Distribution) throws {
    let json = """
      {"uikit": {"axis": "vertical", "distribution": "\(distribution.rawValue)", "alignment": "fill", "views": []}}
      """
    #expect(try Scene.decode(json, source: "s.json").stack.distribution == distribution)
  }

  @Test(arguments: Axis.allCases)
  func decodesEveryAxis(_ axis: Axis) throws {
    let json = """
      {"uikit": {"axis": "\(axis.rawValue)", "distribution": "fill", "alignment": "fill", "views": []}}
      """
    #expect(try Scene.decode(json, source: "s.json").stack.axis == axis)
  }

  @Test(arguments: SceneUnit.allCases)
  func decodesEveryUnit(_ unit: SceneUnit) throws {
    let json =
      #"{"unit": "\#(unit.rawValue)", "uikit": {"axis": "vertical", "distribution": "fill", "alignment": "fill", "views": []}}"#
    #expect(try Scene.decode(json, source: "s.json").unit == unit)
  }

  @Test(arguments: PaletteColor.allCases)
  func decodesEveryPaletteColour(_ color: PaletteColor) throws {
    let scene = try Scene.decode(
      SceneFixtures.uikit(views: #"[{"name": "a", "color": "\#(color.rawValue)"}]"#),
      source: "s.json")
    #expect(scene.stack.arrangedSubviews[0].color == color.rawValue)
  }

  @Test(arguments: [
    (#"{}"#, PartialSize(width: nil, height: nil)),
    (#"{"width": 10}"#, PartialSize(width: 10, height: nil)),
    (#"{"height": 10}"#, PartialSize(width: nil, height: 10)),
    (#"{"width": null, "height": 0}"#, PartialSize(width: nil, height: 0)),
    (#"{"width": 3, "height": null}"#, PartialSize(width: 3, height: nil)),
    (#"{"width": null, "height": null}"#, PartialSize(width: nil, height: nil)),
  ])
  func intrinsicSizeKeysMayBeAbsentOrNull(json: String, expected: PartialSize) throws {
    let scene = try Scene.decode(
      SceneFixtures.uikit(views: #"[{"name": "a", "intrinsicSize": \#(json)}]"#), source: "s.json")
    #expect(scene.stack.arrangedSubviews[0].intrinsicSize == expected)
  }

  @Test(arguments: [
    (#"{}"#, PartialSize(width: nil, height: nil)),
    (#"{"width": 375}"#, PartialSize(width: 375, height: nil)),
    (#"{"height": 0}"#, PartialSize(width: nil, height: 0)),
  ])
  func sizeKeysMayBeAbsent(json: String, expected: PartialSize) throws {
    let scene = try Scene.decode(SceneFixtures.uikit(#""size": \#(json),"#), source: "s.json")
    #expect(scene.stack.size == expected)
  }

  @Test func priorityAndMarginKeysDefaultOneByOne() throws {
    let scene = try Scene.decode(
      SceneFixtures.uikit(
        #""layoutMargins": {"leading": 8},"#,
        views:
          #"[{"name": "a", "hugging": {"vertical": 1}, "compressionResistance": {"horizontal": 2}}]"#
      ),
      source: "s.json")
    #expect(scene.stack.layoutMargins == EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 0))
    let view = scene.stack.arrangedSubviews[0]
    #expect(view.hugging == PerAxis(horizontal: 250, vertical: 1))
    #expect(view.compressionResistance == PerAxis(horizontal: 2, vertical: 750))
  }

  @Test func acceptsBoundaryValues() throws {
    let scene = try Scene.decode(
      SceneFixtures.uikit(
        #""spacing": -1e6, "size": {"width": 0, "height": 1e6},"#,
        views:
          #"[{"name": " ", "hugging": {"horizontal": 1, "vertical": 1000}, "firstBaseline": 0, "customSpacingAfter": -0.25}]"#
      ), source: "s.json")
    #expect(scene.stack.spacing == -1e6)
    #expect(scene.stack.size == PartialSize(width: 0, height: 1e6))
    #expect(scene.stack.arrangedSubviews[0].name == " ")
    #expect(scene.stack.arrangedSubviews[0].hugging == PerAxis(horizontal: 1, vertical: 1000))
    #expect(scene.stack.arrangedSubviews[0].customSpacingAfter == -0.25)
  }

  @Test func acceptsAByteOrderMarkAndSurroundingWhitespace() throws {
    let bytes: [UInt8] =
      [0xEF, 0xBB, 0xBF] + Array(("\n\t " + SceneFixtures.uikit() + "\r\n").utf8)
    #expect(try Scene.decode(bytes, source: "s.json").stack.arrangedSubviews.map(\.name) == ["a"])
  }

  @Test func keepsNamesExactly() throws {
    let scene = try Scene.decode(
      SceneFixtures.uikit(
        views: #"[{"name": "Ünïcode \"quoted\"\n"}, {"name": "ünïcode \"quoted\"\n"}]"#),
      source: "s.json")
    #expect(
      scene.stack.arrangedSubviews.map(\.name) == ["Ünïcode \"quoted\"\n", "ünïcode \"quoted\"\n"])
  }
}
