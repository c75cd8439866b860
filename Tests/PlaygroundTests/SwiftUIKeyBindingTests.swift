import StackExport
import StackLayout
import StackRender
import StackScene
import Testing

@testable import Playground

/// Every key binding of the SwiftUI mode, through the pure update function.
///
/// `m` on the default scene gives
/// `HStack(alignment: .center, spacing: 8) { Color.red.frame(width: 60, height: 40);
/// Color.green.frame(width: 90, height: 80); Color.blue.frame(width: 50, height: 60) }`
/// proposed 300x120. Expected sizes are worked out from swiftui-stack.md.
@Suite("SwiftUI mode key bindings")
struct SwiftUIKeyBindingTests {
  func state(_ keys: Key..., scene: Scene = .playgroundDefault) -> PlaygroundState {
    var state = PlaygroundState(scene: scene)
    state.handle(.character("m"))
    for key in keys { state.handle(key) }
    return state
  }

  /// `m`, then `text` as keys (a tab character is Tab).
  func state(typing text: String, scene: Scene = .playgroundDefault) -> PlaygroundState {
    var state = PlaygroundState(scene: scene)
    state.handle(.character("m"))
    for character in text { state.handle(character == "\t" ? .tab : .character(character)) }
    return state
  }

  func codes(_ state: PlaygroundState) -> [String] {
    state.swiftUIChildren.map { swiftUIInlineCode(for: $0) }
  }

  /// The laid-out widths (or lengths along `axis`) of the root's children.
  func lengths(_ state: PlaygroundState, along axis: Axis = .horizontal) -> [Double] {
    let layout = state.swiftUILayout
    return layout.children(of: 0).map { layout.nodes[$0].size.length(along: axis) }
  }

  // MARK: m

  @Test func mSwitchesToSwiftUIWithTheChildrenCarriedOver() {
    let state = state()
    #expect(state.isSwiftUI)
    #expect(state.rootStackText == "HStack(alignment: .center, spacing: 8)")
    #expect(state.tree.proposal == ProposedSize(width: 300, height: 120))
    #expect(
      codes(state) == [
        "Color.red.frame(width: 60, height: 40)", "Color.green.frame(width: 90, height: 80)",
        "Color.blue.frame(width: 50, height: 60)",
      ])
    #expect(state.swiftUIChildren.map(\.name) == ["red", "green", "blue"])
    #expect(state.message == "SwiftUI mode, nothing approximated")
    // Fixed frames: 60 + 90 + 50 + 2 x 8 = 216 wide, as tall as green (80).
    #expect(state.swiftUILayout.size == Size(width: 216, height: 80))
  }

  @Test func mTwiceGivesTheUIKitSceneBack() {
    let back = state(.character("m"))
    #expect(!back.isSwiftUI)
    #expect(back.scene == Scene.playgroundDefault)
    #expect(back.message == "UIKit mode, nothing approximated")
  }

  @Test func mKeepsTheSelection() {
    #expect(state(.tab, .tab).selection == 2)
    var uikit = PlaygroundState(scene: .playgroundDefault)
    uikit.handle(.tab)
    uikit.handle(.character("m"))
    #expect(uikit.selection == 1)
  }

  // MARK: The root stack

  @Test func aCyclesTheRootStackKind() {
    #expect(state(.character("a")).rootStackText == "VStack(alignment: .center, spacing: 8)")
    #expect(state(typing: "aa").rootStackText == "ZStack(alignment: .center)")
    // A ZStack has no spacing, so the HStack made from it has the default.
    #expect(state(typing: "aaa").rootStackText == "HStack(alignment: .center, spacing: nil (8))")
    #expect(codes(state(typing: "aaa")) == codes(state()))
    // A VStack of the three: 40 + 80 + 60 + 2 x 8 = 196 tall, as wide as green (90).
    #expect(state(.character("a")).swiftUILayout.size == Size(width: 90, height: 196))
  }

  @Test func aCarriesTheNearestAlignment() {
    // HStack .bottom -> VStack .trailing -> ZStack .trailing -> HStack .center.
    let bottom = state(.character("g"))
    #expect(bottom.rootStackText == "HStack(alignment: .bottom, spacing: 8)")
    var next = bottom
    next.handle(.character("a"))
    #expect(next.rootStackText == "VStack(alignment: .trailing, spacing: 8)")
    next.handle(.character("a"))
    #expect(next.rootStackText == "ZStack(alignment: .trailing)")
    next.handle(.character("a"))
    #expect(next.rootStackText == "HStack(alignment: .center, spacing: nil (8))")
  }

  @Test func gCyclesTheHStackAlignments() {
    #expect(state(.character("g")).rootStackText.hasPrefix("HStack(alignment: .bottom"))
    #expect(state(typing: "gg").rootStackText.hasPrefix("HStack(alignment: .firstTextBaseline"))
    #expect(state(typing: "ggg").rootStackText.hasPrefix("HStack(alignment: .lastTextBaseline"))
    #expect(state(typing: "gggg").rootStackText.hasPrefix("HStack(alignment: .top"))
    #expect(state(typing: "ggggg").rootStackText.hasPrefix("HStack(alignment: .center"))
    #expect(state(.character("G")).rootStackText.hasPrefix("HStack(alignment: .top"))
    // .bottom: red (40 tall) sits at y = 80 - 40 = 40.
    let layout = state(.character("g")).swiftUILayout
    #expect(layout.node(named: "red")?.frame.y == 40)
  }

  @Test func gCyclesTheVStackAndZStackAlignments() {
    #expect(state(typing: "ag").rootStackText.hasPrefix("VStack(alignment: .trailing"))
    #expect(state(typing: "agg").rootStackText.hasPrefix("VStack(alignment: .leading"))
    #expect(state(typing: "aG").rootStackText.hasPrefix("VStack(alignment: .leading"))
    // ZStack: the nine of a square in SwiftUI's order, then the baseline ones.
    #expect(state(typing: "aag").rootStackText == "ZStack(alignment: .trailing)")
    #expect(state(typing: "aagg").rootStackText == "ZStack(alignment: .bottomLeading)")
    #expect(state(typing: "aaG").rootStackText == "ZStack(alignment: .leading)")
    // .trailing in a ZStack 90 x 80: blue (50 x 60) at x = 90 - 50 = 40, y = (80 - 60) / 2 = 10.
    let blue = state(typing: "aag").swiftUILayout.node(named: "blue")?.frame
    #expect(blue == Rect(x: 40, y: 10, width: 50, height: 60))
  }

  @Test func plusAndMinusStepTheSpacingThroughNil() {
    #expect(state(.character("+")).rootStackText.hasSuffix("spacing: 12)"))
    #expect(state(.character("-")).rootStackText.hasSuffix("spacing: 4)"))
    #expect(state(typing: "--").rootStackText.hasSuffix("spacing: 0)"))
    // Below 0 comes nil, the default (8 points)...
    let none = state(typing: "---")
    #expect(none.rootStackText == "HStack(alignment: .center, spacing: nil (8))")
    #expect(none.tree.root.kind.spacing == nil)
    // ...which is the lowest step; + from nil gives 0.
    #expect(state(typing: "----").tree.root.kind.spacing == nil)
    #expect(state(typing: "----").message == "spacing: nil is the lowest step; = types any value")
    #expect(state(typing: "---+").rootStackText.hasSuffix("spacing: 0)"))
    // Spacing 0: 60 + 90 + 50 = 200 wide.
    #expect(state(typing: "--").swiftUILayout.size.width == 200)
    // A ZStack has none.
    #expect(state(typing: "aa+").message == "a ZStack has no spacing")
  }

  @Test func theDefaultSpacingInCellsIsOneCell() {
    let cells = Scene(
      unit: .cell,
      stack: StackView(
        spacing: 2, arrangedSubviews: [ArrangedView(name: "a"), ArrangedView(name: "b")]))
    // 2 -> 1 -> 0 -> nil: steps of one cell.
    #expect(state(typing: "-", scene: cells).rootStackText.hasSuffix("spacing: 1)"))
    #expect(
      state(typing: "---", scene: cells).rootStackText
        == "HStack(alignment: .center, spacing: nil (1))")
  }

  // MARK: Selection

  @Test func tabAndArrowsWalkTheChildren() {
    #expect(state(.tab).selection == 1)
    #expect(state(.right, .right).selection == 2)
    #expect(state(.tab, .tab, .tab).selection == 0)
    #expect(state(.backTab).selection == 2)
    #expect(state(.left).selection == 2)
    #expect(state(.tab).selectedNode?.name == "green")
  }

  @Test func aClickSelectsTheChildUnderTheMouse() {
    var state = state()
    state.handle(.click(column: 5, row: 5)) { column, row in column == 5 && row == 5 ? 2 : nil }
    #expect(state.selection == 2)
    state.handle(.click(column: 0, row: 0)) { _, _ in nil }
    #expect(state.selection == 2)
  }

  // MARK: Frames

  @Test func upAndDownChangeTheFixedFrameAlongTheAxis() {
    #expect(codes(state(.up))[0] == "Color.red.frame(width: 70, height: 40)")
    #expect(codes(state(.down))[0] == "Color.red.frame(width: 50, height: 40)")
    #expect(state(.up).message == "frame width of red: 70: Color.red.frame(width: 70, height: 40)")
    // In a VStack they change the height.
    #expect(codes(state(.character("a"), .up))[0] == "Color.red.frame(width: 60, height: 50)")
  }

  @Test func bracketsChangeTheFixedFrameAcrossTheAxis() {
    #expect(codes(state(.character("]")))[0] == "Color.red.frame(width: 60, height: 50)")
    #expect(codes(state(.character("[")))[0] == "Color.red.frame(width: 60, height: 30)")
  }

  @Test func goingBelowZeroRemovesTheDimension() {
    var state = state(.up)
    for key in "=5" { state.handle(.character(key)) }
    state.handle(.enter)
    #expect(codes(state)[0] == "Color.red.frame(width: 5, height: 40)")
    state.handle(.down)
    #expect(codes(state)[0] == "Color.red.frame(height: 40)")
    #expect(state.message == "frame width of red: none: Color.red.frame(height: 40)")
  }

  @Test func fMakesTheChildFlexibleAlongTheAxis() {
    let flexible = state(.character("f"))
    #expect(codes(flexible)[0] == "Color.red.frame(height: 40).frame(maxWidth: .infinity)")
    // green (90) and blue (50) are inflexible and go first: green is proposed
    // (300 - 16) / 3 and takes 90, blue 194 / 2 and takes 50, red the 144 left.
    #expect(lengths(flexible) == [144, 90, 50])
    // f again removes the flexible frame (the fixed width stays removed).
    #expect(codes(state(typing: "ff"))[0] == "Color.red.frame(height: 40)")
    // In a VStack it is maxHeight and removes the fixed height.
    #expect(
      codes(state(typing: "af"))[0] == "Color.red.frame(width: 60).frame(maxHeight: .infinity)")
  }

  @Test func upOnAFlexibleChildStartsFromItsLength() {
    // Red is 144 wide (see above); Up gives it a fixed width of 154 inside the flexible frame.
    #expect(
      codes(state(.character("f"), .up))[0]
        == "Color.red.frame(width: 154, height: 40).frame(maxWidth: .infinity)")
  }

  @Test func theLayoutKeptForTheLastKeyFollowsTheTree() {
    // After f, red is 144 wide (see above); the layout kept by the key says so.
    var flexible = state(.character("f"))
    #expect(lengths(flexible) == [144, 90, 50])
    // A tree changed without a key is laid out anew: green made flexible as f
    // does it takes a share too: blue first (50), then (300 - 16 - 50) / 2 = 117
    // each for red and green.
    flexible.swiftUIChildren[1].setFixedLength(nil, along: .horizontal)
    flexible.swiftUIChildren[1].setFlexible(true, along: .horizontal)
    #expect(lengths(flexible) == [117, 117, 50])
    // Up then starts from green's laid-out length: 117 + 10.
    flexible.selection = 1
    flexible.handle(.up)
    #expect(codes(flexible)[1].hasPrefix("Color.green.frame(width: 127"))
  }

  @Test func threeFlexibleColorsShareTheProposalEqually() {
    let shared = state(typing: "f\tf\tf")
    // (300 - 2 x 8) / 3 = 94.667 each.
    for length in lengths(shared) { #expect(abs(length - 284.0 / 3) < 1e-9) }
  }

  // MARK: layoutPriority

  @Test func hStepsTheLayoutPriorityAsTheOutermostModifier() {
    #expect(
      codes(state(.character("h")))[0] == "Color.red.frame(width: 60, height: 40).layoutPriority(1)"
    )
    #expect(state(typing: "hh").swiftUIChildren[0].outerLayoutPriority == 2)
    #expect(state(typing: "hhh").swiftUIChildren[0].outerLayoutPriority == 2)
    #expect(state(.character("H")).swiftUIChildren[0].outerLayoutPriority == -1)
    #expect(state(typing: "HH").swiftUIChildren[0].outerLayoutPriority == -1)
    #expect(state(typing: "hH").swiftUIChildren[0].modifiers.count == 1)
    #expect(state(.character("h")).message == "layoutPriority of red: 0 -> 1")
    // f after h keeps layoutPriority outermost.
    #expect(
      codes(state(typing: "hf"))[0]
        == "Color.red.frame(height: 40).frame(maxWidth: .infinity).layoutPriority(1)")
  }

  @Test func theHigherPriorityTakesEverythingTheSpacingLeaves() {
    // Three flexible Colors, green with layoutPriority 1: green is proposed
    // 300 - 16 - 0 (the others' minimums) = 284 and takes it; the others get 0.
    let greedy = state(typing: "f\tf\tf\t\th")
    #expect(greedy.selectedNode?.name == "green")
    #expect(lengths(greedy) == [0, 284, 0])
    let green = greedy.swiftUILayout.node(named: "green")
    #expect(green?.frame.x == 8)
    #expect(green?.layoutPriority == 1)
  }

  // MARK: Kinds and text

  /// `k` keeps the name; the Color's frame (its UIKit intrinsic size) goes as
  /// soon as it is no longer a Color, so a Color that comes back is flexible.
  @Test func kCyclesColorTextSpacer() {
    #expect(codes(state(.character("k")))[0] == "Text(\"red\")")
    #expect(codes(state(typing: "kk"))[0] == "Spacer()")
    #expect(codes(state(typing: "kkk"))[0] == "Color.red")
    #expect(codes(state(.character("K")))[0] == "Spacer()")
  }

  @Test func eTypesAnyTextIncludingHangul() {
    var state = state(.character("e"))
    #expect(state.prompt == Prompt(field: .text, text: ""))
    for character in "안녕, \"hi\"!" { state.handle(.character(character)) }
    state.handle(.backspace)
    state.handle(.enter)
    #expect(codes(state)[0] == "Text(\"안녕, \\\"hi\\\"\").frame(width: 60, height: 40)")
    // e on a Text starts from its string; Esc cancels.
    state.handle(.character("e"))
    #expect(state.prompt?.text == "안녕, \"hi\"")
    state.handle(.escape)
    #expect(state.prompt == nil)
    #expect(state.message == "cancelled")
  }

  @Test func aTextTakesItsWidthInCharacters() {
    // "안녕" is 4 columns = 32 points, one line = 16 points; no frame.
    // 60 -> 50 ... -> 0 -> none, then 40 -> 30 ... -> 0 -> none.
    var state = state(.down, .down, .down, .down, .down, .down, .down)
    for _ in 0..<5 { state.handle(.character("[")) }
    #expect(codes(state)[0] == "Color.red")
    state.handle(.character("e"))
    for character in "안녕" { state.handle(.character(character)) }
    state.handle(.enter)
    state.handle(.character("p"))  // ideal sizes
    #expect(lengths(state) == [32, 90, 50])
    #expect(lengths(state, along: .vertical) == [16, 80, 60])
  }

  // MARK: Typing values

  @Test func equalsTypesTheFocusedField() {
    // After m, the focus is red's frame width, the selected child's first field.
    #expect(state(.character("=")).prompt?.field == .frameAlong)
    #expect(state(.enter).prompt?.field == .frameAlong)
    // i steps to the frame height, layoutPriority, then the root's spacing.
    var spacing = state(.character("i"), .character("i"), .character("i"), .character("="))
    #expect(spacing.prompt?.field == .spacing)
    spacing.handle(.enter)  // empty: nil
    #expect(spacing.tree.root.kind.spacing == nil)

    var width = state(.up, .character("="))
    #expect(width.prompt?.field == .frameAlong)
    for key in "120" { width.handle(.character(key)) }
    width.handle(.enter)
    #expect(codes(width)[0] == "Color.red.frame(width: 120, height: 40)")

    var priority = state(.character("h"), .character("="))
    #expect(priority.prompt?.field == .layoutPriority)
    for key in "5" { priority.handle(.character(key)) }
    priority.handle(.enter)
    #expect(priority.swiftUIChildren[0].outerLayoutPriority == 5)

    var proposal = state(.character("w"), .character("="))
    #expect(proposal.prompt?.field == .proposalWidth)
    proposal.handle(.enter)
    #expect(proposal.tree.proposal == ProposedSize(width: nil, height: 120))

    var negative = state(.up, .character("="))
    for key in "-3" { negative.handle(.character(key)) }
    negative.handle(.enter)
    #expect(negative.message == "frame width must not be negative")
    #expect(codes(negative)[0] == "Color.red.frame(width: 70, height: 40)")
  }

  @Test func theNumberPromptRefusesLetters() {
    var state = state(.character("="))
    state.handle(.character("x"))
    #expect(state.prompt?.text == "")
    #expect(state.message == "type a number, Enter to set it, Esc to cancel")
  }

  // MARK: Children

  @Test func nAddsAColorAfterTheSelectedChild() {
    let added = state(.character("n"))
    #expect(added.swiftUIChildren.count == 4)
    #expect(added.selection == 1)
    #expect(codes(added)[1] == "Color.orange.frame(width: 50, height: 50)")
    #expect(added.message == "added Color.orange.frame(width: 50, height: 50)")
  }

  @Test func xDeletesTheSelectedChild() {
    let deleted = state(.character("x"))
    #expect(deleted.swiftUIChildren.map(\.name) == ["green", "blue"])
    #expect(deleted.message == "deleted red")
    let empty = state(typing: "xxxx")
    #expect(empty.swiftUIChildren.isEmpty)
    #expect(empty.message == "no children to delete")
    #expect(state(typing: "xxxh").message == "no children: n adds one")
  }

  // MARK: The proposal

  @Test func pTogglesTheProposal() {
    let ideal = state(.character("p"))
    #expect(ideal.tree.proposal == .unspecified)
    #expect(ideal.message == "proposal: .unspecified (the root takes its ideal size)")
    #expect(state(typing: "pp").tree.proposal == ProposedSize(width: 300, height: 120))
    // From a scene proposed nothing, p proposes the root's ideal size.
    let scene = Scene(
      swiftUI: SwiftUIScene(
        root: SwiftUINode(
          .hstack(
            spacing: nil, alignment: .center,
            children: [
              SwiftUINode(.color("red"), name: "a")
            ]))))
    var fromIdeal = PlaygroundState(scene: scene)
    fromIdeal.handle(.character("p"))
    // A Color's ideal size is 10 x 10.
    #expect(fromIdeal.tree.proposal == ProposedSize(width: 10, height: 10))
  }

  @Test func wAndTChangeTheProposal() {
    #expect(state(.character("w")).tree.proposal == ProposedSize(width: 310, height: 120))
    #expect(state(.character("W")).tree.proposal == ProposedSize(width: 290, height: 120))
    #expect(state(.character("t")).tree.proposal == ProposedSize(width: 300, height: 130))
    #expect(state(.character("T")).tree.proposal == ProposedSize(width: 300, height: 110))
    #expect(state(.character("w")).message == "proposal: 310x120")
  }

  // MARK: The rest

  @Test func zoomResetQuitAndHelp() {
    #expect(state(.character("z")).zoom == 1)
    #expect(state(.character("Z")).zoom == -1)
    #expect(state(.character("z"), .character("0")).zoom == 0)
    let reset = state(.character("x"), .character("r"))
    #expect(reset.scene == Scene.playgroundDefault)
    // m made the SwiftUI scene, a change: q asks first, d quits.
    #expect(state(.character("q")).isAskingToQuit)
    #expect(state(.character("q"), .character("d")).shouldQuit)
    #expect(!state(.escape).shouldQuit)
    #expect(state(.character("?")).isShowingHelp)
    #expect(
      state(.character("d")).message
        == "no key binding for that key in SwiftUI mode; ? shows them all")
  }

  @Test func aRootThatIsNotAStack() {
    let scene = Scene(swiftUI: SwiftUIScene(root: SwiftUINode(.text("hi"), name: "t")))
    var state = PlaygroundState(scene: scene)
    state.handle(.character("a"))
    #expect(state.message == "the root is a Text, not a stack; m makes a UIKit stack of it")
    state.handle(.tab)
    #expect(state.message == "the root has no children")
    state.handle(.character("m"))
    #expect(!state.isSwiftUI)
    #expect(state.stack.arrangedSubviews.map(\.name) == ["t"])
  }

  @Test func kLeavesANestedStackAlone() {
    let scene = Scene(
      swiftUI: SwiftUIScene(
        root: SwiftUINode(
          .hstack(
            spacing: nil, alignment: .center,
            children: [
              SwiftUINode(.vstack(spacing: nil, alignment: .center, children: []), name: "column")
            ]))))
    var state = PlaygroundState(scene: scene)
    state.handle(.character("k"))
    #expect(state.message == "column is a nested VStack; k changes Colors, Texts and Spacers")
  }
}
