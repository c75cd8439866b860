import StackLayout
import Testing

@testable import StackScene

/// The SwiftUI part of scene-format.md: reading, writing, errors, the render answer.
@Suite("SwiftUI scenes")
struct SwiftUISceneTests {
  /// The example of scene-format.md, as written there.
  static let formatExample = """
    {
      "unit": "point",
      "swiftui": {
        "proposal": { "width": 300, "height": 100 },
        "root": {
          "hstack": {
            "spacing": 0,
            "alignment": "center",
            "children": [
              { "name": "a", "color": "red", "modifiers": [ { "frame": { "maxWidth": 100 } } ] },
              { "name": "gap", "spacer": { "minLength": 0 } },
              { "name": "t", "text": "Hello, world", "modifiers": [ { "layoutPriority": 1 } ] }
            ]
          }
        }
      }
    }
    """

  static let formatExampleTree = SwiftUIScene(
    proposal: ProposedSize(width: 300, height: 100),
    root: SwiftUINode(
      .hstack(
        spacing: 0, alignment: .center,
        children: [
          SwiftUINode(
            .color("red"), name: "a", modifiers: [.flexibleFrame(FlexibleFrame(maxWidth: 100))]),
          SwiftUINode(.spacer(minLength: 0), name: "gap"),
          SwiftUINode(.text("Hello, world"), name: "t", modifiers: [.layoutPriority(1)]),
        ])))

  @Test func decodesTheFormatExample() throws {
    let scene = try Scene.decode(Self.formatExample, source: "example.json")
    #expect(scene == Scene(unit: .point, swiftUI: Self.formatExampleTree))
    #expect(scene.swiftUI != nil)
    // A SwiftUI scene has no UIKit stack.
    #expect(scene.stack == StackView())
  }

  @Test func writesTheFormatExampleCanonically() throws {
    let scene = try Scene.decode(Self.formatExample, source: "example.json")
    #expect(
      scene.jsonText() == """
        {
          "unit": "point",
          "swiftui": {
            "proposal": { "width": 300, "height": 100 },
            "root": {
              "hstack": {
                "spacing": 0,
                "alignment": "center",
                "children": [
                  { "name": "a", "color": "red", "modifiers": [{ "frame": { "maxWidth": 100 } }] },
                  { "name": "gap", "spacer": { "minLength": 0 } },
                  { "name": "t", "text": "Hello, world", "modifiers": [{ "layoutPriority": 1 }] }
                ]
              }
            }
          }
        }

        """)
  }

  @Test func appliesDefaults() throws {
    let scene = try Scene.decode(
      #"{"swiftui": {"root": {"vstack": {}}}}"#, source: "minimal.json")
    #expect(scene.unit == .point)
    #expect(
      scene.swiftUI
        == SwiftUIScene(
          proposal: .unspecified,
          root: SwiftUINode(.vstack(spacing: nil, alignment: .center, children: []))))
    // null spacing is the default spacing, null proposal dimensions are unspecified.
    let nulls = try Scene.decode(
      #"{"swiftui": {"proposal": {"width": null, "height": 4}, "root": {"hstack": {"spacing": null}}}}"#,
      source: "nulls.json")
    #expect(nulls.swiftUI?.proposal == ProposedSize(width: nil, height: 4))
    #expect(nulls.swiftUI?.root.kind == .hstack(spacing: nil, alignment: .center, children: []))
  }

  @Test func decodesEveryModifierAndKind() throws {
    let json = """
      {
        "unit": "cell",
        "swiftui": {
          "root": {
            "name": "z",
            "zstack": {
              "alignment": "bottomTrailing",
              "children": [
                { "spacer": {} },
                { "text": "x", "modifiers": [
                  { "frame": { "width": 5, "alignment": "leadingFirstTextBaseline" } },
                  { "frame": { "minWidth": 1, "idealWidth": 2, "maxWidth": "infinity", "maxHeight": 3 } },
                  { "padding": true },
                  { "padding": 2 },
                  { "padding": { "leading": 1, "bottom": 0.5 } },
                  { "fixedSize": true },
                  { "fixedSize": { "vertical": true } },
                  { "layoutPriority": -2.5 },
                  { "lineLimit": 3 },
                  { "lineLimit": null }
                ] },
                { "vstack": { "spacing": -1, "alignment": "trailing", "children": [] } },
                { "hstack": { "alignment": "lastTextBaseline", "children": [] } }
              ]
            }
          }
        }
      }
      """
    let scene = try Scene.decode(json, source: "all.json")
    let expected = SwiftUINode(
      .zstack(
        alignment: .bottomTrailing,
        children: [
          SwiftUINode(.spacer(minLength: nil)),
          SwiftUINode(
            .text("x"),
            modifiers: [
              .frame(
                FixedFrame(
                  width: 5,
                  alignment: Alignment2D(horizontal: .leading, vertical: .firstTextBaseline))),
              .flexibleFrame(
                FlexibleFrame(minWidth: 1, idealWidth: 2, maxWidth: .infinity, maxHeight: 3)),
              .padding(nil),
              .padding(EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)),
              .padding(EdgeInsets(leading: 1, bottom: 0.5)),
              .fixedSize(horizontal: true, vertical: true),
              .fixedSize(horizontal: false, vertical: true),
              .layoutPriority(-2.5),
              .lineLimit(3),
              .lineLimit(nil),
            ]),
          SwiftUINode(.vstack(spacing: -1, alignment: .trailing, children: [])),
          SwiftUINode(.hstack(spacing: nil, alignment: .lastTextBaseline, children: [])),
        ]), name: "z")
    #expect(scene == Scene(unit: .cell, swiftUI: SwiftUIScene(root: expected)))
    // And back.
    #expect(try Scene.decode(scene.jsonText(), source: "again.json") == scene)
  }

  @Test func everyAlignmentNameReadsBack() throws {
    for (name, alignment) in Alignment2D.allNamed {
      let scene = try Scene.decode(
        #"{"swiftui": {"root": {"zstack": {"alignment": "\#(name)"}}}}"#, source: "a.json")
      #expect(scene.swiftUI?.root.kind == .zstack(alignment: alignment, children: []))
      #expect(try Scene.decode(scene.jsonText(), source: "b.json") == scene)
    }
    #expect(Alignment2D.allNamed.map(\.name).contains("trailingLastTextBaseline"))
    #expect(Set(Alignment2D.allNamed.map(\.name)).count == 15)
  }

  // MARK: Round trips

  @Test(arguments: 0..<100)
  func roundTripsRandomTrees(seed: Int) throws {
    var random = SplitMix64(seed: UInt64(seed) + 1000)
    var count = 0
    let scene = Scene(
      unit: random.next(below: 2) == 0 ? .point : .cell,
      swiftUI: SwiftUIScene(
        proposal: ProposedSize(
          width: Self.maybe(&random, Self.length(&random)),
          height: Self.maybe(&random, Self.length(&random))),
        root: Self.randomNode(&random, depth: 0, count: &count)))
    let text = scene.jsonText()
    let decoded = try Scene.decode(text, source: "random-\(seed).json")
    #expect(decoded == scene, "\(text)")
    #expect(decoded.jsonText() == text)
  }

  static func length(_ random: inout SplitMix64) -> Double {
    switch random.next(below: 3) {
    case 0: Double(random.next(below: 400))
    case 1: Double(random.next(below: 40_000)) / 100
    default: 100 / Double(random.next(below: 9) + 1)
    }
  }

  static func maybe(_ random: inout SplitMix64, _ value: Double) -> Double? {
    random.next(below: 2) == 0 ? nil : value
  }

  static func randomNode(_ random: inout SplitMix64, depth: Int, count: inout Int) -> SwiftUINode {
    count += 1
    let name: String? =
      random.next(below: 3) == 0
      ? nil
      : ["n\(count)", "ü \"\(count)\""][
        Int(random.next(below: 2))]
    let kind: SwiftUINode.Kind
    switch depth >= 3 ? 3 + random.next(below: 3) : random.next(below: 6) {
    case 0, 1, 2:
      let children = (0..<random.next(below: 4)).map { _ in
        randomNode(&random, depth: depth + 1, count: &count)
      }
      let spacing = maybe(&random, length(&random) - 50)
      switch random.next(below: 3) {
      case 0:
        kind = .hstack(
          spacing: spacing,
          alignment: VerticalAlignment.allCases[Int(random.next(below: 5))],
          children: children)
      case 1:
        kind = .vstack(
          spacing: spacing,
          alignment: HorizontalAlignment.allCases[Int(random.next(below: 3))],
          children: children)
      default:
        kind = .zstack(
          alignment: Alignment2D.allNamed[Int(random.next(below: 15))].alignment,
          children: children)
      }
    case 3:
      kind = .text(
        ["", "Hi", "a \"quoted\"\nline", "한국어", "tab\there"][Int(random.next(below: 5))])
    case 4: kind = .color(PaletteColor.allCases[Int(random.next(below: 10))].rawValue)
    default: kind = .spacer(minLength: maybe(&random, length(&random)))
    }
    var modifiers: [SwiftUIModifier] = []
    for _ in 0..<random.next(below: 4) {
      switch random.next(below: 6) {
      case 0:
        modifiers.append(
          .frame(
            FixedFrame(
              width: maybe(&random, length(&random)), height: maybe(&random, length(&random)),
              alignment: Alignment2D.allNamed[Int(random.next(below: 15))].alignment)))
      case 1:
        let low = length(&random)
        let high = random.next(below: 2) == 0 ? Double.infinity : low + length(&random)
        var frame = FlexibleFrame(
          minWidth: maybe(&random, low), idealWidth: maybe(&random, low),
          maxWidth: maybe(&random, high), minHeight: maybe(&random, low),
          maxHeight: maybe(&random, high))
        // A flexible frame with no bounds at all is written as `{}`, which reads
        // back as the fixed frame with no size (see emptyFramesAreOneFrame).
        if frame == FlexibleFrame() { frame.maxHeight = high }
        modifiers.append(.flexibleFrame(frame))
      case 2:
        switch random.next(below: 3) {
        case 0: modifiers.append(.padding(nil))
        case 1:
          let all = length(&random)
          modifiers.append(.padding(EdgeInsets(top: all, leading: all, bottom: all, trailing: all)))
        default:
          modifiers.append(
            .padding(
              EdgeInsets(
                top: length(&random), leading: 0, bottom: length(&random),
                trailing: length(&random))))
        }
      case 3:
        modifiers.append(
          .fixedSize(
            horizontal: random.next(below: 2) == 0, vertical: random.next(below: 2) == 0))
      case 4: modifiers.append(.layoutPriority(length(&random) - 100))
      default:
        modifiers.append(
          .lineLimit(random.next(below: 2) == 0 ? nil : Int(random.next(below: 5)) + 1))
      }
    }
    return SwiftUINode(kind, name: name, modifiers: modifiers)
  }

  @Test func emptyFramesAreOneFrame() throws {
    // frame() with nothing set, fixed or flexible, is written as {} and read back
    // as the fixed one; both lay out the same way.
    let flexible = Scene(
      swiftUI: SwiftUIScene(
        root: SwiftUINode(.text("Hi"), modifiers: [.flexibleFrame(FlexibleFrame())])))
    let read = try Scene.decode(flexible.jsonText(), source: "frame.json")
    #expect(read.swiftUI?.root.modifiers == [.frame(FixedFrame())])
    for proposal in [ProposedSize.unspecified, ProposedSize(width: 5, height: 50)] {
      #expect(
        read.swiftUI!.root.layout(proposal: proposal).size
          == flexible.swiftUI!.root.layout(proposal: proposal).size)
    }
  }

  // MARK: The render answer

  @Test func rendersNamedNodesDepthFirst() throws {
    let scene = try Scene.decode(
      #"""
      {"unit": "cell", "swiftui": {"proposal": {"width": 10, "height": 4},
        "root": {"name": "root", "vstack": {"spacing": 0, "children": [
          {"hstack": {"spacing": 0, "children": [{"name": "a", "color": "red"}, {"name": "b", "color": "blue"}]}},
          {"name": "t", "text": "Hi"}]}}}}
      """#, source: "nested.json")
    let layout = try #require(scene.swiftUI).layout(unit: scene.unit)
    // VStack of 10 x 4, spacing 0: the HStack (infinitely flexible in height) and the
    // Text (min 1 = max 1, flexibility 0). The Text first: 4 / 2 = 2 -> 1 row; the
    // HStack gets 3. Its Colors share 10: 5 each. The Text is 2 wide, centred: x = 4.
    // The unnamed HStack is not listed; its children are.
    #expect(
      try renderJSON(layout) == """
        {
          "size": { "width": 10, "height": 4 },
          "frames": [
            { "name": "root", "x": 0, "y": 0, "width": 10, "height": 4 },
            { "name": "a", "x": 0, "y": 0, "width": 5, "height": 3 },
            { "name": "b", "x": 5, "y": 0, "width": 5, "height": 3 },
            { "name": "t", "x": 4, "y": 3, "width": 2, "height": 1 }
          ]
        }

        """)
  }

  @Test func cellScenesUseCellMetrics() throws {
    let points = try Scene.decode(
      #"{"swiftui": {"root": {"text": "Hi"}}}"#, source: "p.json")
    let cells = try Scene.decode(
      #"{"unit": "cell", "swiftui": {"root": {"text": "Hi"}}}"#, source: "c.json")
    #expect(points.swiftUI!.layout(unit: points.unit).size == Size(width: 16, height: 16))
    #expect(cells.swiftUI!.layout(unit: cells.unit).size == Size(width: 2, height: 1))
    #expect(SceneUnit.cell.swiftUIMetrics == .cell)
  }
}
