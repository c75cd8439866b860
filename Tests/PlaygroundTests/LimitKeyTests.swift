import StackExport
import StackLayout
import StackRender
import StackScene
import Testing

@testable import Playground

/// The limits of scene-format.md in the playground: keys that grow a length
/// stop at 1,000,000 (a spacing also at -1,000,000) and say so, typed values
/// beyond them are refused, and adding stops at 100,000 views or nodes.
///
/// The default scene: horizontal fill, spacing 8, pinned 300x120, red 60x40,
/// green 90x80, blue 50x60; in points, `+`/`-` step 4 and lengths step 10.
@Suite("Limits in the playground")
struct LimitKeyTests {
  func chars(_ text: String) -> [Key] { text.map { Key.character($0) } }

  /// The default scene after `change`, then `keys`.
  func state(
    _ keys: [Key], scene: Scene = .playgroundDefault,
    change: (inout PlaygroundState) -> Void = { _ in }
  ) -> PlaygroundState {
    var state = PlaygroundState(scene: scene)
    change(&state)
    for key in keys { state.handle(key) }
    return state
  }

  // MARK: UIKit keys that grow a value

  @Test func spacingStopsAtTheLimitBothWays() {
    let up = state([.character("+")]) { $0.stack.spacing = 999_998 }
    #expect(up.stack.spacing == 1_000_000)
    #expect(up.message == "spacing: 1000000 (the limit)")
    let again = state([.character("+"), .character("+")]) { $0.stack.spacing = 999_998 }
    #expect(again.stack.spacing == 1_000_000)
    // A step that stays within says nothing more.
    let within = state([.character("-")]) { $0.stack.spacing = 1_000_000 }
    #expect(within.stack.spacing == 999_996)
    #expect(within.message == "spacing: 999996")
    let down = state([.character("-")]) { $0.stack.spacing = -999_999 }
    #expect(down.stack.spacing == -1_000_000)
    #expect(down.message == "spacing: -1000000 (the limit)")
  }

  @Test func intrinsicLengthsStopAtTheLimit() {
    let along = state([.up]) {
      $0.stack.arrangedSubviews[0].intrinsicSize.width = 999_995
    }
    #expect(along.stack.arrangedSubviews[0].intrinsicSize.width == 1_000_000)
    #expect(along.message == "intrinsic width of red: 1000000 (the limit)")
    let across = state([.character("]")]) {
      $0.stack.arrangedSubviews[0].intrinsicSize.height = 1_000_000
    }
    #expect(across.stack.arrangedSubviews[0].intrinsicSize.height == 1_000_000)
    #expect(across.message == "intrinsic height of red: 1000000 (the limit)")
  }

  @Test func customSpacingStopsAtTheLimit() {
    let up = state([.character("e")]) { $0.stack.arrangedSubviews[0].customSpacingAfter = 999_999 }
    #expect(up.stack.arrangedSubviews[0].customSpacingAfter == 1_000_000)
    #expect(up.message == "custom spacing after red: 1000000 (the limit)")
    let down = state([.character("E")]) {
      $0.stack.arrangedSubviews[0].customSpacingAfter = -1_000_000
    }
    #expect(down.stack.arrangedSubviews[0].customSpacingAfter == -1_000_000)
  }

  @Test func stackLengthsStopAtTheLimit() {
    let wide = state([.character("w")]) { $0.stack.size.width = 999_995 }
    #expect(wide.stack.size == PartialSize(width: 1_000_000, height: 120))
    #expect(wide.message == "stack width: 1000000 (pinned) (the limit)")
    let tall = state([.character("t")]) { $0.stack.size.height = 1_000_000 }
    #expect(tall.stack.size == PartialSize(width: 300, height: 1_000_000))
    #expect(tall.message == "stack height: 1000000 (pinned) (the limit)")
  }

  /// A free stack can be wider than any length may be: red and green 1,000,000
  /// wide make 1,000,000 + 8 + 1,000,000 + 8 + 50 = 2,000,066, 80 tall (green).
  /// Pinning it, or `w` from it, starts at the limit instead.
  @Test func pinningAStackLargerThanTheLimitPinsItAtTheLimit() {
    func large(_ state: inout PlaygroundState) {
      state.stack.size = PartialSize()
      state.stack.arrangedSubviews[0].intrinsicSize.width = 1_000_000
      state.stack.arrangedSubviews[1].intrinsicSize.width = 1_000_000
    }
    #expect(state([], change: large).stack.layout().size == Size(width: 2_000_066, height: 80))
    let pinned = state([.character("p")], change: large)
    #expect(pinned.stack.size == PartialSize(width: 1_000_000, height: 80))
    let widened = state([.character("w")], change: large)
    #expect(widened.stack.size == PartialSize(width: 1_000_000, height: nil))
    #expect(widened.message == "stack width: 1000000 (pinned) (the limit)")
  }

  // MARK: UIKit typed values

  /// `=` after a key: the last field, then `text` and Enter.
  func typed(_ field: Key, _ text: String) -> PlaygroundState {
    state([field, .character("=")] + chars(text) + [.enter])
  }

  @Test func typedLengthsBeyondTheLimitAreRefused() {
    // + then =: the spacing (8 + 4 = 12 before the refusal).
    let spacing = typed(.character("+"), "10000000")
    #expect(spacing.stack.spacing == 12)
    #expect(
      spacing.message == "spacing must be between -1000000 and 1000000, not 10000000 (unchanged)")
    let negative = typed(.character("+"), "-1000000.5")
    #expect(negative.stack.spacing == 12)
    #expect(
      negative.message
        == "spacing must be between -1000000 and 1000000, not -1000000.5 (unchanged)")
    // Up then =: red's intrinsic width (70 before the refusal).
    let intrinsic = typed(.up, "1000001")
    #expect(intrinsic.stack.arrangedSubviews[0].intrinsicSize.width == 70)
    #expect(intrinsic.message == "intrinsic width must be at most 1000000, not 1000001 (unchanged)")
    let stack = typed(.character("t"), "999999999999")
    #expect(stack.stack.size.height == 130)
    #expect(
      stack.message == "stack height must be at most 1000000, not 999999999999 (unchanged)")
    let custom = typed(.character("e"), "-2000000")
    #expect(custom.stack.arrangedSubviews[0].customSpacingAfter == 12)
    #expect(
      custom.message
        == "custom spacing after must be between -1000000 and 1000000, not -2000000 (unchanged)")
  }

  @Test func typedLengthsAtTheLimitAreSet() {
    #expect(typed(.character("+"), "-1000000").stack.spacing == -1_000_000)
    #expect(typed(.character("w"), "1000000").stack.size.width == 1_000_000)
    #expect(typed(.up, "1000000").stack.arrangedSubviews[0].intrinsicSize.width == 1_000_000)
  }

  @Test func addingStopsAtAHundredThousandViews() {
    let names = (0..<100_000).map { "v\($0)" }
    let full = state([.character("n")]) { state in
      state.stack.arrangedSubviews = names.map { ArrangedView(name: $0) }
    }
    #expect(full.stack.arrangedSubviews.count == 100_000)
    #expect(full.message == "a scene holds at most 100000 views")
    let room = state([.character("n")]) { state in
      state.stack.arrangedSubviews = names.dropLast().map { ArrangedView(name: $0) }
    }
    #expect(room.stack.arrangedSubviews.count == 100_000)
  }

  // MARK: SwiftUI

  /// The issue's reproducer: `m k k f w = 10000000000 Enter` froze the
  /// playground with a frame 1e10 wide. The proposal stays 310 wide (`w`).
  @Test func aProposalOfTenBillionIsRefused() {
    let state = state(
      [
        .character("m"), .character("k"), .character("k"), .character("f"), .character("w"),
        .character("="),
      ] + chars("10000000000") + [.enter])
    #expect(state.tree.proposal == ProposedSize(width: 310, height: 120))
    #expect(
      state.message == "proposal width must be at most 1000000, not 10000000000 (unchanged)")
  }

  @Test func swiftUIKeysStopAtTheLimit() {
    var proposal = state([.character("m")])
    proposal.tree.proposal.width = 999_995
    proposal.handle(.character("w"))
    #expect(proposal.tree.proposal == ProposedSize(width: 1_000_000, height: 120))
    #expect(proposal.message == "proposal: 1000000x120 (the limit)")

    // Up makes red's frame width 70 and the field of `=`; 999,995 + 10 stops at the limit.
    var frame = state([.character("m"), .up, .character("=")] + chars("999995") + [.enter])
    frame.handle(.up)
    #expect(
      frame.selectedNode.map { swiftUIInlineCode(for: $0) }
        == "Color.red.frame(width: 1000000, height: 40)")
    #expect(
      frame.message
        == "frame width of red: 1000000 (the limit): Color.red.frame(width: 1000000, height: 40)")

    var spacing = state([.character("m")] + chars("iii=") + chars("999998") + [.enter])
    #expect(spacing.rootStackText == "HStack(alignment: .center, spacing: 999998)")
    spacing.handle(.character("+"))
    #expect(spacing.rootStackText == "HStack(alignment: .center, spacing: 1000000)")
    #expect(spacing.message == "spacing: HStack(alignment: .center, spacing: 1000000) (the limit)")
  }

  @Test func swiftUITypedLengthsBeyondTheLimitAreRefused() {
    let frame = state([.character("m"), .up, .character("=")] + chars("1000001") + [.enter])
    #expect(
      frame.selectedNode.map { swiftUIInlineCode(for: $0) }
        == "Color.red.frame(width: 70, height: 40)")
    #expect(frame.message == "frame width must be at most 1000000, not 1000001 (unchanged)")
    let spacing = state([.character("m")] + chars("iii=") + chars("-1000001") + [.enter])
    #expect(spacing.rootStackText == "HStack(alignment: .center, spacing: 8)")
    #expect(
      spacing.message == "spacing must be between -1000000 and 1000000, not -1000001 (unchanged)")
    let negative = state([.character("m")] + chars("iii=") + chars("-1000000") + [.enter])
    #expect(negative.rootStackText == "HStack(alignment: .center, spacing: -1000000)")
  }

  /// Two Colors 1,000,000 wide side by side, spacing 0, proposed nothing:
  /// the root's ideal size is 2,000,000 x 10; `p` proposes the limit instead.
  @Test func proposingTheSizeOfALargeRootProposesTheLimit() {
    let color = { (name: String) in
      SwiftUINode(
        .color(name), name: name,
        modifiers: [.frame(FixedFrame(width: 1_000_000, height: 10))])
    }
    let scene = Scene(
      swiftUI: SwiftUIScene(
        root: SwiftUINode(
          .hstack(spacing: 0, alignment: .center, children: [color("red"), color("blue")]))))
    #expect(scene.swiftUI?.layout(unit: .point).size == Size(width: 2_000_000, height: 10))
    let state = state([.character("p")], scene: scene)
    #expect(state.tree.proposal == ProposedSize(width: 1_000_000, height: 10))
  }

  @Test func addingStopsAtAHundredThousandNodes() {
    // The root and 99,999 children: 100,000 nodes.
    let children = (0..<99_999).map { _ in SwiftUINode(.spacer(minLength: nil)) }
    let scene = Scene(
      swiftUI: SwiftUIScene(
        root: SwiftUINode(.hstack(spacing: nil, alignment: .center, children: children))))
    let full = state([.character("n")], scene: scene)
    #expect(full.swiftUIChildren.count == 99_999)
    #expect(full.message == "a scene holds at most 100000 nodes")
  }

  // MARK: Control characters

  /// A name from a file can hold an escape sequence; the message quoting it
  /// shows it escaped.
  @Test func messagesEscapeControlCharacters() {
    let state = state([.character("v")]) {
      $0.stack.arrangedSubviews[0].name = "red\u{1B}]2;PWNED\u{07}"
    }
    #expect(state.message == #"red\u{1B}]2;PWNED\u{7}: hidden"#)
  }

  @Test func promptsRefuseControlCharacters() {
    var text = state([.character("m"), .character("e")])
    #expect(text.prompt?.text == "")
    text.handle(.character("\u{1B}"))
    #expect(text.prompt?.text == "")
    #expect(text.message == "a control character cannot be typed into a Text")
    text.handle(.character("a"))
    text.handle(.enter)
    #expect(
      text.selectedNode.map { swiftUIInlineCode(for: $0) }
        == #"Text("a").frame(width: 60, height: 40)"#)

    var path = state([.character("s"), .character("a"), .character("\u{07}"), .character("b")])
    #expect(path.pathPrompt == "ab")
    path.handle(.escape)
    #expect(path.pathPrompt == nil)
  }
}
