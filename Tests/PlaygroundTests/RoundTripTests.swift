import StackLayout
import StackRender
import StackScene
import Testing

@testable import Playground

/// `m` there and back keeps each view's identity, `k` drops the modifiers that
/// stop making sense and says so, and a Spacer's inspector says how it is sized.
/// Expected values come from the rules in the doc comments of
/// `Scene.convertedToSwiftUI()`, `Scene.convertedToUIKit()` and `k`.
@Suite("Round trips between the models keep identity")
struct RoundTripTests {
  func state(_ keys: [Key], scene: Scene = .playgroundDefault) -> PlaygroundState {
    var state = PlaygroundState(scene: scene)
    for key in keys { state.handle(key) { _, _ in nil } }
    return state
  }

  func view(_ state: PlaygroundState, _ name: String) -> ArrangedView? {
    state.scene.stack.arrangedSubviews.first { $0.name == name }
  }

  /// `m m`: the default scene comes back exactly, names, colours and
  /// intrinsic sizes included.
  @Test func thereAndBackKeepsTheDefaultScene() {
    let back = state([.character("m"), .character("m")])
    #expect(!back.isSwiftUI)
    #expect(back.scene == .playgroundDefault)
  }

  /// `m Tab k m`: green becomes the Text "green" (its 90x80 frame dropped), and
  /// comes back green, with the Text's ideal size: 5 characters of 8 points by
  /// one 16-point line. red and blue are untouched.
  @Test func aColorTurnedTextComesBackInItsColour() {
    let back = state([.character("m"), .tab, .character("k"), .character("m")])
    let green = view(back, "green")
    #expect(green?.color == "green")
    #expect(green?.intrinsicSize == PartialSize(width: 40, height: 16))
    #expect(view(back, "red")?.color == "red")
    #expect(view(back, "red")?.intrinsicSize == PartialSize(width: 60, height: 40))
    #expect(view(back, "blue")?.color == "blue")
    #expect(view(back, "blue")?.intrinsicSize == PartialSize(width: 50, height: 60))
  }

  /// `m Tab k k m`: green as a Spacer (no frame left) comes back as the view
  /// "green", green, with no intrinsic size and hugging 1 along the axis, so it
  /// takes the width left over.
  @Test func aSpacerComesBackAsANamedViewWithoutAnIntrinsicLength() {
    let back = state([.character("m"), .tab, .character("k"), .character("k"), .character("m")])
    let green = view(back, "green")
    #expect(green?.color == "green")
    #expect(green?.intrinsicSize == PartialSize())
    #expect(green?.hugging == PerAxis(horizontal: 1, vertical: 250))
    #expect(
      back.message
        == "UIKit mode; approximated: "
        + "green (a Spacer) as a view with no intrinsic width that hugs at 1")
    // The pinned 300-point row: red 60 + blue 50 + two spacings of 8 leave
    // 174 for the Spacer's view.
    #expect(back.stack.layout().frames[1].width == 174)
  }

  /// An unnamed Spacer in a VStack: a made-up name, gray (no colour of its own,
  /// no name naming one), no intrinsic height, hugging 1 vertically.
  @Test func anUnnamedSpacerBecomesAGrayNamedView() {
    let tree = SwiftUIScene(
      root: SwiftUINode(
        .vstack(
          spacing: 0, alignment: .center,
          children: [
            SwiftUINode(.color("red"), name: "top", modifiers: [.frame(FixedFrame(height: 10))]),
            SwiftUINode(.spacer(minLength: nil)),
          ])))
    let conversion = Scene(unit: .point, swiftUI: tree).convertedToUIKit()
    let spacer = conversion.scene.stack.arrangedSubviews[1]
    #expect(spacer.name == "spacer2")
    #expect(spacer.color == "gray")
    #expect(spacer.intrinsicSize == PartialSize())
    #expect(spacer.hugging == PerAxis(horizontal: 250, vertical: 1))
    #expect(
      conversion.approximations == [
        "spacer2 (a Spacer) as a view with no intrinsic height that hugs at 1"
      ])
  }

  static let swiftUIScene = Scene(
    unit: .point,
    swiftUI: SwiftUIScene(
      proposal: ProposedSize(width: 300, height: 120),
      root: SwiftUINode(
        .hstack(
          spacing: 8, alignment: .center,
          children: [
            SwiftUINode(
              .color("red"), name: "red",
              modifiers: [.frame(FixedFrame(width: 60, height: 40)), .layoutPriority(1)]),
            SwiftUINode(
              .text("wrap me"), name: "note",
              modifiers: [
                .lineLimit(1), .flexibleFrame(FlexibleFrame(maxWidth: .infinity)), .padding(nil),
              ]),
          ]))))

  /// `k` on a Color with a frame: the Text sizes to its string, so the frame
  /// goes and the message says so; layoutPriority acts on any view and stays.
  @Test func aColorTurnedTextDropsItsFrameAndSaysSo() {
    let after = state([.character("k")], scene: Self.swiftUIScene)
    #expect(after.swiftUIChildren[0].kind == .text("red"))
    #expect(after.swiftUIChildren[0].modifiers == [.layoutPriority(1)])
    #expect(
      after.message
        == "red: Text(\"red\").layoutPriority(1); dropped .frame(width: 60, height: 40)")
  }

  /// `k` on a Color straight to a Spacer (`K`) drops the frame too.
  @Test func aColorTurnedSpacerDropsItsFrame() {
    let after = state([.character("K")], scene: Self.swiftUIScene)
    #expect(after.swiftUIChildren[0].kind == .spacer(minLength: nil))
    #expect(after.swiftUIChildren[0].modifiers == [.layoutPriority(1)])
    #expect(
      after.message
        == "red: Spacer().layoutPriority(1); dropped .frame(width: 60, height: 40)")
  }

  /// A Text turned Spacer loses `.lineLimit` (only a Text has lines) and
  /// `.frame(maxWidth: .infinity)` (a Spacer is flexible already); `.padding`
  /// stays.
  @Test func aTextTurnedSpacerDropsLineLimitAndTheFlexibleFrame() {
    let after = state([.tab, .character("k")], scene: Self.swiftUIScene)
    #expect(after.swiftUIChildren[1].kind == .spacer(minLength: nil))
    #expect(after.swiftUIChildren[1].modifiers == [.padding(nil)])
    #expect(
      after.message
        == "note: Spacer().padding(); dropped .lineLimit(1).frame(maxWidth: .infinity)")
  }

  /// A Spacer turned Color keeps what it has and drops nothing: no "dropped". "note" names no colour, so it takes the first one unused: orange (red is taken).
  @Test func aSpacerTurnedColorDropsNothing() {
    let after = state([.tab, .character("k"), .character("k")], scene: Self.swiftUIScene)
    #expect(after.swiftUIChildren[1].kind == .color("orange"))
    #expect(after.swiftUIChildren[1].modifiers == [.padding(nil)])
    #expect(after.message == "note: Color.orange.padding()")
  }

  /// The inspector says how a Spacer is sized, never `layoutPriority -inf`.
  @Test func aSpacersInspectorSaysHowItIsSized() {
    let after = state([.character("m"), .tab, .character("k"), .character("k")])
    let screen = PlaygroundScreen.draw(
      after, columns: 80, rows: 24, colorMode: .monochrome, glyphs: .unicode
    ).buffer.plainText()
    #expect(screen.contains("Spacer: takes what is left"))
    #expect(!screen.contains("-inf"))
    #expect(PlaygroundScreen.priorityText(-.infinity) == "Spacer: takes what is left")
    #expect(PlaygroundScreen.priorityText(1) == "layoutPriority 1")
  }
}
