import StackLayout
import StackScene
import Testing

@testable import Playground

/// `m`'s conversions between the UIKit and the SwiftUI model, with the
/// expected trees written out by hand from the rules in their doc comments.
@Suite("Model conversion")
struct ModelConversionTests {
  @Test func aVerticalStackWithAHiddenViewBecomesAVStack() {
    let scene = Scene(
      unit: .point,
      stack: StackView(
        axis: .vertical, distribution: .fillEqually, alignment: .trailing, spacing: 6,
        size: PartialSize(width: 200),
        arrangedSubviews: [
          ArrangedView(name: "a", color: "teal", intrinsicSize: PartialSize(width: 40)),
          ArrangedView(
            name: "b", color: "pink", intrinsicSize: PartialSize(width: 10, height: 20),
            isHidden: true),
          ArrangedView(name: "c", color: "gray"),
        ]))
    let conversion = scene.convertedToSwiftUI()
    let expected = SwiftUIScene(
      proposal: ProposedSize(width: 200, height: nil),
      root: SwiftUINode(
        .vstack(
          spacing: 6, alignment: .trailing,
          children: [
            SwiftUINode(.color("teal"), name: "a", modifiers: [.frame(FixedFrame(width: 40))]),
            SwiftUINode(.color("gray"), name: "c"),
          ])))
    #expect(conversion.scene == Scene(unit: .point, swiftUI: expected))
    #expect(conversion.approximations == ["hidden b dropped", "distribution fillEqually"])
  }

  @Test(arguments: [
    (Axis.horizontal, Alignment.fill, "hstack center"),
    (.horizontal, .leading, "hstack top"),
    (.horizontal, .center, "hstack center"),
    (.horizontal, .trailing, "hstack bottom"),
    (.horizontal, .firstBaseline, "hstack firstTextBaseline"),
    (.horizontal, .lastBaseline, "hstack lastTextBaseline"),
    (.vertical, .fill, "vstack center"),
    (.vertical, .leading, "vstack leading"),
    (.vertical, .center, "vstack center"),
    (.vertical, .trailing, "vstack trailing"),
    (.vertical, .firstBaseline, "vstack leading"),
    (.vertical, .lastBaseline, "vstack trailing"),
  ])
  func theNearestAlignment(axis: Axis, alignment: Alignment, expected: String) {
    let scene = Scene(stack: StackView(axis: axis, alignment: alignment, spacing: 3))
    let root = scene.convertedToSwiftUI().scene.swiftUI?.root
    switch root?.kind {
    case .hstack(let spacing, let alignment, let children):
      #expect("hstack \(alignment.rawValue)" == expected)
      #expect(spacing == 3 && children.isEmpty)
    case .vstack(let spacing, let alignment, let children):
      #expect("vstack \(alignment.rawValue)" == expected)
      #expect(spacing == 3 && children.isEmpty)
    default:
      Issue.record("not an HStack or a VStack: \(String(describing: root))")
    }
  }

  @Test func anHStackWithATextAndASpacerBecomesAHorizontalStack() {
    let tree = SwiftUIScene(
      proposal: ProposedSize(width: 200),
      root: SwiftUINode(
        .hstack(
          spacing: nil, alignment: .firstTextBaseline,
          children: [
            SwiftUINode(.color("red"), name: "a", modifiers: [.frame(FixedFrame(width: 30))]),
            SwiftUINode(.text("hello"), name: "t"),
            SwiftUINode(.spacer(minLength: nil)),
            SwiftUINode(.color("blue"), name: "b", modifiers: [.layoutPriority(1)]),
          ])))
    let conversion = Scene(unit: .point, swiftUI: tree).convertedToUIKit()
    let stack = conversion.scene.stack
    #expect(conversion.scene.swiftUI == nil)
    #expect(stack.axis == .horizontal)
    #expect(stack.distribution == .fill)
    #expect(stack.alignment == .firstBaseline)
    // spacing nil: the point default, 8.
    #expect(stack.spacing == 8)
    #expect(stack.size == PartialSize(width: 200, height: nil))
    #expect(stack.arrangedSubviews.map(\.name) == ["a", "t", "spacer3", "b"])
    // a: its fixed width, no height (the Color is flexible there).
    #expect(stack.arrangedSubviews[0].intrinsicSize == PartialSize(width: 30, height: nil))
    #expect(stack.arrangedSubviews[0].color == "red")
    // t: its ideal size, 5 characters x 8 points wide, one 16-point line tall,
    // and the automatic colour of index 1 (orange).
    #expect(stack.arrangedSubviews[1].intrinsicSize == PartialSize(width: 40, height: 16))
    #expect(stack.arrangedSubviews[1].color == "orange")
    // The Spacer: no intrinsic size, hugging 1 along the axis, gray (its
    // made-up name names no colour).
    #expect(stack.arrangedSubviews[2].intrinsicSize == PartialSize())
    #expect(stack.arrangedSubviews[2].color == "gray")
    #expect(stack.arrangedSubviews[2].hugging == PerAxis(horizontal: 1, vertical: 250))
    // b: a Color without a frame has no intrinsic size.
    #expect(stack.arrangedSubviews[3].intrinsicSize == PartialSize())
    #expect(
      conversion.approximations == [
        "spacing nil as 8", "t (a Text) as its ideal size",
        "spacer3 (a Spacer) as a view with no intrinsic width that hugs at 1",
        "b's modifiers",
      ])
  }

  /// A nested HStack of two Colors 1,000,000 wide has an ideal width of
  /// 2,000,000 (spacing 0), 10 tall: as a UIKit view it stops at the limit of
  /// a length, 1,000,000, and the approximations say so.
  @Test func anIdealSizeBeyondTheLimitStopsAtIt() {
    // A ZStack child is carried as its ideal size: 1,000,000 plus 10 of padding.
    let wide = SwiftUINode(
      .color("red"),
      modifiers: [
        .frame(FixedFrame(width: 1_000_000, height: 10)), .padding(EdgeInsets(leading: 10)),
      ])
    let tree = SwiftUIScene(
      root: SwiftUINode(
        .vstack(
          spacing: 0, alignment: .center,
          children: [SwiftUINode(.zstack(alignment: .center, children: [wide]))])))
    let conversion = Scene(unit: .point, swiftUI: tree).convertedToUIKit()
    let view = conversion.scene.stack.arrangedSubviews[0]
    #expect(view.name == "zstack1")
    #expect(view.intrinsicSize == PartialSize(width: 1_000_000, height: 10))
    #expect(
      conversion.approximations == [
        "zstack1 (a ZStack) as its ideal size", "zstack1's width cut to 1000000",
      ])
  }

  @Test func aNestedHStackBecomesANestedStack() {
    let wide = SwiftUINode(
      .color("red"), modifiers: [.frame(FixedFrame(width: 1_000_000, height: 10))])
    let tree = SwiftUIScene(
      root: SwiftUINode(
        .vstack(
          spacing: 0, alignment: .center,
          children: [
            SwiftUINode(
              .hstack(spacing: 3, alignment: .bottom, children: [wide, wide]), name: "row")
          ])))
    let conversion = Scene(unit: .point, swiftUI: tree).convertedToUIKit()
    let view = conversion.scene.stack.arrangedSubviews[0]
    #expect(view.name == "row")
    #expect(view.intrinsicSize == PartialSize())
    let nested = view.stack
    #expect(nested != nil)
    #expect(nested?.axis == .horizontal)
    #expect(nested?.alignment == .trailing)
    #expect(nested?.spacing == 3)
    #expect(nested?.arrangedSubviews.map(\.name) == ["color1", "color2"])
    #expect(
      nested?.arrangedSubviews.map(\.intrinsicSize)
        == Array(repeating: PartialSize(width: 1_000_000, height: 10), count: 2))
    #expect(conversion.approximations == [])
  }

  @Test func aNestedTreeGoesToSwiftUIAndBack() {
    let card = StackView(
      axis: .horizontal, distribution: .fill, alignment: .center, spacing: 8,
      size: PartialSize(width: 300),
      arrangedSubviews: [
        ArrangedView(
          name: "image", color: "blue", intrinsicSize: PartialSize(width: 60, height: 60)),
        // A SwiftUI stack has no colour: coming back, it takes its index's.
        ArrangedView(
          name: "text", color: PaletteColor.automatic(forIndex: 1).rawValue,
          stack: StackView(
            axis: .vertical, alignment: .leading, spacing: 4,
            arrangedSubviews: [
              ArrangedView(
                name: "title", color: "red", intrinsicSize: PartialSize(width: 100, height: 20)),
              ArrangedView(
                name: "subtitle", color: "green", intrinsicSize: PartialSize(width: 80, height: 16)),
            ])),
      ])
    let there = Scene(unit: .point, stack: card).convertedToSwiftUI()
    guard case .hstack(8, .center, let children) = there.scene.swiftUI?.root.kind,
      case .vstack(4, .leading, let column) = children[1].kind
    else {
      Issue.record("not an HStack holding a VStack: \(String(describing: there.scene.swiftUI))")
      return
    }
    #expect(children[1].name == "text")
    #expect(column.map(\.name) == ["title", "subtitle"])
    let back = there.scene.convertedToUIKit()
    #expect(back.scene.stack == card)
  }

  @Test func aZStackBecomesAHorizontalStack() {
    let tree = SwiftUIScene(
      root: SwiftUINode(
        .zstack(
          alignment: .bottomTrailing,
          children: [SwiftUINode(.color("red"), name: "a")])))
    let conversion = Scene(unit: .cell, swiftUI: tree).convertedToUIKit()
    #expect(conversion.scene.stack.axis == .horizontal)
    #expect(conversion.scene.stack.alignment == .trailing)
    #expect(conversion.scene.stack.spacing == 0)
    #expect(conversion.scene.stack.size == PartialSize())
    #expect(conversion.scene.unit == .cell)
    #expect(conversion.approximations == ["ZStack as a horizontal stack"])
  }

  @Test func aVStackInCellsTakesTheDefaultSpacingOfOneRow() {
    let tree = SwiftUIScene(
      root: SwiftUINode(
        .vstack(
          spacing: nil, alignment: .leading,
          children: [
            SwiftUINode(
              .vstack(
                spacing: 0, alignment: .center,
                children: [SwiftUINode(.text("ab")), SwiftUINode(.text("abcd"))]),
              name: "inner")
          ])))
    let conversion = Scene(unit: .cell, swiftUI: tree).convertedToUIKit()
    #expect(conversion.scene.stack.axis == .vertical)
    #expect(conversion.scene.stack.alignment == .leading)
    #expect(conversion.scene.stack.spacing == 1)
    // The nested VStack is a nested stack; its Texts are their ideal sizes.
    let inner = conversion.scene.stack.arrangedSubviews[0].stack
    #expect(
      inner?.arrangedSubviews.map(\.intrinsicSize) == [
        PartialSize(width: 2, height: 1), PartialSize(width: 4, height: 1),
      ])
  }

  @Test func theRoundTripFromUIKitKeepsTheStack() {
    let scene = Scene(
      unit: .cell,
      stack: StackView(
        axis: .vertical, alignment: .center, spacing: 2, size: PartialSize(height: 20),
        arrangedSubviews: [
          ArrangedView(name: "x", color: "yellow", intrinsicSize: PartialSize(width: 5, height: 3)),
          ArrangedView(name: "y", color: "purple", intrinsicSize: PartialSize(height: 4)),
        ]))
    let there = scene.convertedToSwiftUI()
    #expect(there.approximations.isEmpty)
    let back = there.scene.convertedToUIKit()
    #expect(back.scene == scene)
    #expect(back.approximations.isEmpty)
  }
}
