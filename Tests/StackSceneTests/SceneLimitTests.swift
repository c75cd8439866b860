import StackLayout
import Testing

@testable import StackScene

/// The "Limits" of scene-format.md: every length finite and at most 1,000,000
/// in magnitude (a spacing down to -1,000,000), at most 100,000 views or nodes,
/// nesting at most 32 deep, a Text at most 100,000 characters. A scene beyond
/// them is refused with the key path and the value.
@Suite("Scene limits")
struct SceneLimitTests {
  typealias BadScene = SceneErrorTests.BadScene

  static let limits = SceneErrorTests.limits

  /// A SwiftUI scene whose root is `node` (JSON text).
  static func root(_ node: String) -> String { SwiftUISceneErrorTests.root(node) }

  /// One length of every kind, just past its limit.
  static let lengthsPastTheLimit: [BadScene] = [
    BadScene(
      SceneFixtures.uikit(#""spacing": -1000001,"#), "uikit.spacing",
      "-1000001 is out of range; a spacing must be between -1000000 and 1000000\(limits)"),
    BadScene(
      SceneFixtures.uikit(#""size": {"width": 1000000.5},"#), "uikit.size.width",
      "1000000.5 is too large; a size must be at most 1000000\(limits)"),
    BadScene(
      SceneFixtures.uikit(#""layoutMargins": {"leading": 3e6},"#), "uikit.layoutMargins.leading",
      "3000000 is too large; a margin must be at most 1000000\(limits)"),
    BadScene(
      SceneFixtures.secondView(#""intrinsicSize": {"height": 1e308}"#),
      "uikit.views[1].intrinsicSize.height",
      "1e+308 is too large; a size must be at most 1000000\(limits)"),
    BadScene(
      SceneFixtures.secondView(#""customSpacingAfter": 1000001"#),
      "uikit.views[1].customSpacingAfter",
      "1000001 is out of range; a custom spacing must be between -1000000 and 1000000\(limits)"),
    BadScene(
      SceneFixtures.secondView(#""firstBaseline": 1000001"#), "uikit.views[1].firstBaseline",
      "1000001 is too large; a baseline must be at most 1000000\(limits)"),
    BadScene(
      #"{"swiftui": {"proposal": {"width": 1e10}, "root": {"text": "x"}}}"#,
      "swiftui.proposal.width", "10000000000 is too large; a size must be at most 1000000\(limits)"),
    BadScene(
      root(#"{"hstack": {"spacing": -2e6}}"#), "swiftui.root.hstack.spacing",
      "-2000000 is out of range; a spacing must be between -1000000 and 1000000\(limits)"),
    BadScene(
      root(#"{"vstack": {"spacing": 1000001}}"#), "swiftui.root.vstack.spacing",
      "1000001 is out of range; a spacing must be between -1000000 and 1000000\(limits)"),
    BadScene(
      root(#"{"spacer": {"minLength": 1e7}}"#), "swiftui.root.spacer.minLength",
      "10000000 is too large; a minLength must be at most 1000000\(limits)"),
    BadScene(
      root(#"{"text": "x", "modifiers": [{"frame": {"width": 1000001}}]}"#),
      "swiftui.root.modifiers[0].frame.width",
      "1000001 is too large; a frame length must be at most 1000000\(limits)"),
    BadScene(
      root(#"{"text": "x", "modifiers": [{"frame": {"minHeight": 2e6}}]}"#),
      "swiftui.root.modifiers[0].frame.minHeight",
      "2000000 is too large; a frame length must be at most 1000000\(limits)"),
    // "infinity" is the only max value beyond the limit.
    BadScene(
      root(#"{"text": "x", "modifiers": [{"frame": {"maxWidth": 1e300}}]}"#),
      "swiftui.root.modifiers[0].frame.maxWidth",
      "1e+300 is too large; a frame length must be at most 1000000\(limits)"),
    BadScene(
      root(#"{"text": "x", "modifiers": [{"padding": 1000001}]}"#),
      "swiftui.root.modifiers[0].padding",
      "1000001 is too large; a padding must be at most 1000000\(limits)"),
    BadScene(
      root(#"{"text": "x", "modifiers": [{"padding": {"bottom": 5e6}}]}"#),
      "swiftui.root.modifiers[0].padding.bottom",
      "5000000 is too large; a padding must be at most 1000000\(limits)"),
  ]

  @Test(arguments: lengthsPastTheLimit)
  func refusesALengthPastTheLimit(_ bad: BadScene) {
    #expect(throws: SceneError(source: "big.json", keyPath: bad.keyPath, message: bad.message)) {
      try Scene.decode(bad.json, source: "big.json")
    }
  }

  /// The three UIKit reproducers of issue 12 (a width of 1e15, a spacing and
  /// an intrinsic height of 1e308, two intrinsic widths of 1e308): refused,
  /// with the key path of the first length past the limit, and the whole line.
  @Test(arguments: [
    (
      #"{"uikit":{"axis":"vertical","distribution":"fill","alignment":"fill","spacing":1e4,"size":{"width":1e15,"height":10},"views":[{"name":"a"},{"name":"b"}]}}"#,
      "-: uikit.size.width: 1000000000000000 is too large; a size must be at most 1000000\(limits)"
    ),
    (
      #"{"uikit":{"axis":"horizontal","distribution":"equalSpacing","alignment":"center","spacing":1e308,"views":[{"name":"n"},{"name":"m"},{"name":"w","intrinsicSize":{"height":1e308}}]}}"#,
      "-: uikit.spacing: 1e+308 is out of range; a spacing must be between -1000000 and 1000000\(limits)"
    ),
    (
      #"{"uikit":{"axis":"horizontal","distribution":"fillProportionally","alignment":"center","spacing":1,"views":[{"name":"a","intrinsicSize":{"width":1e308}},{"name":"b","intrinsicSize":{"width":1e308}}]}}"#,
      "-: uikit.views[0].intrinsicSize.width: 1e+308 is too large; a size must be at most 1000000\(limits)"
    ),
  ])
  func refusesTheIssueReproducers(json: String, line: String) {
    do {
      _ = try Scene.decode(json, source: "-")
      Issue.record("the scene was accepted")
    } catch {
      #expect(error.description == line)
    }
  }

  /// Exactly at the limit is allowed, both ways for a spacing.
  @Test func acceptsLengthsAtTheLimit() throws {
    let uikit = try Scene.decode(
      SceneFixtures.uikit(
        #""spacing": -1000000, "size": {"width": 1000000, "height": 1000000}, "layoutMargins": {"top": 1000000},"#,
        views:
          #"[{"name": "a", "intrinsicSize": {"width": 1000000}, "customSpacingAfter": -1000000, "lastBaseline": 1000000}]"#
      ), source: "s.json")
    #expect(uikit.stack.spacing == -1_000_000)
    #expect(uikit.stack.size == PartialSize(width: 1_000_000, height: 1_000_000))
    #expect(uikit.stack.layoutMargins.top == 1_000_000)
    #expect(uikit.stack.arrangedSubviews[0].intrinsicSize.width == 1_000_000)
    #expect(uikit.stack.arrangedSubviews[0].customSpacingAfter == -1_000_000)
    #expect(uikit.stack.arrangedSubviews[0].lastBaseline == 1_000_000)

    let swiftUI = try Scene.decode(
      #"{"swiftui": {"proposal": {"width": 1000000}, "root": {"hstack": {"spacing": 1000000, "children": [{"spacer": {"minLength": 1000000}, "modifiers": [{"padding": 1000000}, {"frame": {"minWidth": 1000000, "maxWidth": "infinity"}}]}]}}}}"#,
      source: "s.json")
    let tree = try #require(swiftUI.swiftUI)
    #expect(tree.proposal.width == 1_000_000)
    guard case .hstack(let spacing, _, let children) = tree.root.kind else {
      Issue.record("the root is not an HStack")
      return
    }
    #expect(spacing == 1_000_000)
    #expect(children[0].kind == .spacer(minLength: 1_000_000))
    #expect(
      children[0].modifiers == [
        .padding(
          EdgeInsets(top: 1_000_000, leading: 1_000_000, bottom: 1_000_000, trailing: 1_000_000)),
        .flexibleFrame(FlexibleFrame(minWidth: 1_000_000, maxWidth: .infinity)),
      ])
  }

  // MARK: Counts, depth and text

  /// `count` UIKit views named v0, v1, ...
  static func uikitViews(_ count: Int) -> String {
    "[" + (0..<count).map { #"{"name":"v\#($0)"}"# }.joined(separator: ",") + "]"
  }

  @Test func refusesMoreThanAHundredThousandViews() {
    #expect(
      throws: SceneError(
        source: "s.json", keyPath: "uikit.views",
        message: "100001 views; a scene holds at most 100000\(Self.limits)")
    ) {
      try Scene.decode(SceneFixtures.uikit(views: Self.uikitViews(100_001)), source: "s.json")
    }
  }

  @Test func acceptsAHundredThousandViews() throws {
    let scene = try Scene.decode(
      SceneFixtures.uikit(views: Self.uikitViews(100_000)), source: "s.json")
    #expect(scene.stack.arrangedSubviews.count == 100_000)
  }

  /// The root and `children` Spacers under it.
  static func hstack(children: Int) -> String {
    root(
      #"{"hstack": {"children": ["#
        + Array(repeating: #"{"spacer":{}}"#, count: children).joined(separator: ",") + "]}}")
  }

  /// The root counts: with 100,000 children, the tree holds 100,001 nodes, and
  /// the last child is the one past the limit.
  @Test func refusesMoreThanAHundredThousandNodes() throws {
    #expect(
      throws: SceneError(
        source: "s.json", keyPath: "swiftui.root.hstack.children[99999]",
        message: "the tree holds more than 100000 nodes\(Self.limits)")
    ) {
      try Scene.decode(Self.hstack(children: 100_000), source: "s.json")
    }
    let scene = try Scene.decode(Self.hstack(children: 99_999), source: "s.json")
    #expect(scene.swiftUI?.root.kind.children.count == 99_999)
  }

  /// `depth` nested HStacks, the innermost holding a Text.
  static func nested(depth: Int) -> String {
    var node = #"{"text": "x"}"#
    for _ in 1..<depth { node = #"{"hstack": {"children": [\#(node)]}}"# }
    return root(node)
  }

  /// The root is at depth 1: 32 levels are allowed, the 33rd is refused at its path.
  @Test func refusesATreeDeeperThanThirtyTwo() throws {
    let path = "swiftui.root" + String(repeating: ".hstack.children[0]", count: 32)
    #expect(
      throws: SceneError(
        source: "s.json", keyPath: path,
        message: "this node is nested 33 deep; a tree nests at most 32 deep\(Self.limits)")
    ) {
      try Scene.decode(Self.nested(depth: 33), source: "s.json")
    }
    var node = try #require(
      try Scene.decode(Self.nested(depth: 32), source: "s.json").swiftUI?.root)
    var depth = 1
    while let child = node.kind.children.first {
      node = child
      depth += 1
    }
    #expect(depth == 32)
    #expect(node.kind == .text("x"))
  }

  /// Characters, not bytes nor scalars: 100,000 Hangul syllables (three bytes
  /// each) or family emoji (seven scalars each) are allowed, one more is not.
  @Test(arguments: ["a", "한", "👨‍👩‍👧"])
  func refusesATextLongerThanAHundredThousandCharacters(character: String) throws {
    let long = String(repeating: character, count: 100_001)
    #expect(
      throws: SceneError(
        source: "s.json", keyPath: "swiftui.root.text",
        message:
          "the Text is 100001 characters long; a Text holds at most 100000\(Self.limits)")
    ) {
      try Scene.decode(Self.root(#"{"text": "\#(long)"}"#), source: "s.json")
    }
    let longest = String(repeating: character, count: 100_000)
    let scene = try Scene.decode(Self.root(#"{"text": "\#(longest)"}"#), source: "s.json")
    #expect(scene.swiftUI?.root.kind == .text(longest))
  }
}
