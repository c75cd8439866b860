import StackExport
import StackLayout
import StackRender
import StackScene
import Testing

@testable import Playground

/// SwiftUI mode: `>` / `<` walk into and out of nested stacks, and every
/// child key acts on the stack being edited; `N` renames, `j` / `J` recolour
/// a Color; `m` there and back keeps a colour changed with `j`.
@Suite("SwiftUI nested children, names and colours")
struct NestedSwiftUIKeyTests {
  /// `HStack(spacing: 8) { red 40x40; VStack "column" (spacing 0) { Color.teal
  /// "a" 30x20; Text("hi") "b" }; blue 40x40 }` proposed 300x100.
  static let nested = Scene(
    unit: .point,
    swiftUI: SwiftUIScene(
      proposal: ProposedSize(width: 300, height: 100),
      root: SwiftUINode(
        .hstack(
          spacing: 8, alignment: .center,
          children: [
            SwiftUINode(
              .color("red"), name: "red", modifiers: [.frame(FixedFrame(width: 40, height: 40))]),
            SwiftUINode(
              .vstack(
                spacing: 0, alignment: .center,
                children: [
                  SwiftUINode(
                    .color("teal"), name: "a",
                    modifiers: [.frame(FixedFrame(width: 30, height: 20))]),
                  SwiftUINode(.text("hi"), name: "b"),
                ]), name: "column"),
            SwiftUINode(
              .color("blue"), name: "blue", modifiers: [.frame(FixedFrame(width: 40, height: 40))]),
          ]))))

  func state(_ keys: [Key], scene: Scene = nested) -> PlaygroundState {
    var state = PlaygroundState(scene: scene)
    for key in keys { state.handle(key) }
    return state
  }

  func keys(_ text: String) -> [Key] { text.map { $0 == "\t" ? Key.tab : Key.character($0) } }

  func node(_ state: PlaygroundState, _ path: [Int]) -> SwiftUINode? {
    PlaygroundState.node(at: path, in: state.tree.root)
  }

  // MARK: > and <

  @Test func greaterThanEntersTheSelectedStack() {
    let inside = state(keys("\t>"))
    #expect(inside.swiftUIPath == [1])
    #expect(inside.selection == 0)
    #expect(inside.selectedNode?.name == "a")
    #expect(inside.swiftUIChildren.map(\.name) == ["a", "b"])
    #expect(inside.message == "editing root > column: VStack(alignment: .center, spacing: 0)")
    let fields = PlaygroundScreen.swiftUIStatusFields(inside, inside.swiftUILayout)
    #expect(fields.first == "editing: root > column")
    #expect(inside.history.undoCount == 0)
  }

  @Test func lessThanLeavesWithTheStackSelected() {
    let back = state(keys("\t>\t<"))
    #expect(back.swiftUIPath == [])
    #expect(back.selection == 1)
    #expect(back.message == "editing root: HStack(alignment: .center, spacing: 8)")
    #expect(state(keys("<")).message == "already editing the root; > enters the selected stack")
    #expect(state(keys(">")).message == "red is a Color, not a stack: > enters stacks")
    #expect(state(keys(">")).swiftUIPath == [])
  }

  /// Tab steps among the siblings inside the nested stack (two of them).
  @Test func tabStepsAmongTheSiblings() {
    #expect(state(keys("\t>\t")).selectedNode?.name == "b")
    #expect(state(keys("\t>\t\t")).selectedNode?.name == "a")
    #expect(state(keys("\t>") + [.backTab]).selectedNode?.name == "b")
  }

  /// Up in the VStack lengthens the frame along its axis, the height: a 20
  /// tall, 30 now; `]` widens it (across): 40.
  @Test func frameKeysActOnTheNestedChild() {
    let taller = state(keys("\t>") + [.up])
    #expect(node(taller, [1, 0])?.fixedLength(along: .vertical) == 30)
    #expect(node(taller, [1, 0])?.fixedLength(along: .horizontal) == 30)
    #expect(taller.message == "frame height of a: 30: Color.teal.frame(width: 30, height: 30)")
    let wider = state(keys("\t>]"))
    #expect(node(wider, [1, 0])?.fixedLength(along: .horizontal) == 40)
    // The root's children are untouched.
    #expect(node(taller, [0]) == node(state([]), [0]))
  }

  @Test func kindPriorityAndTextActOnTheNestedChild() {
    #expect(node(state(keys("\t>k")), [1, 0])?.kind == .text("a"))
    #expect(node(state(keys("\t>h")), [1, 0])?.outerLayoutPriority == 1)
    let typed = state(keys("\t>\te") + [.backspace, .backspace] + keys("yo") + [.enter])
    #expect(node(typed, [1, 1])?.kind == .text("yo"))
  }

  /// `n` adds after the selected nested child, a Color in the first palette
  /// colour no name or sibling uses (red is a name): orange; `x` deletes.
  @Test func nAndXActInTheNestedStack() {
    let added = state(keys("\t>n"))
    #expect(added.swiftUIChildren.map(\.name) == ["a", "orange", "b"])
    #expect(added.selection == 1)
    #expect(added.tree.root.kind.children.count == 3)
    let deleted = state(keys("\t>x"))
    #expect(deleted.swiftUIChildren.map(\.name) == ["b"])
    #expect(deleted.tree.root.kind.children.count == 3)
  }

  /// `a`, `g` and `+` act on the stack being edited, not the root.
  @Test func stackKeysActOnTheEditedStack() {
    let state = state(keys("\t>+"))
    #expect(state.rootStackText == "VStack(alignment: .center, spacing: 4)")
    #expect(node(state, [])?.kind.typeName == "HStack")
    let zstack = self.state(keys("\t>a"))
    #expect(node(zstack, [1])?.kind.typeName == "ZStack")
    #expect(node(zstack, [])?.kind.typeName == "HStack")
  }

  /// Undo goes back to the stack where the change was made.
  @Test func undoRestoresThePathOfTheChange() {
    var state = state(keys("\t>") + [.up] + keys("<"))
    #expect(state.swiftUIPath == [])
    state.handle(.character("u"))
    #expect(state.swiftUIPath == [1])
    #expect(state.scene == Self.nested)
  }

  /// `m` and a preset go back to the root.
  @Test func mLeavesTheNestedStack() {
    let uikit = state(keys("\t>m"))
    #expect(!uikit.isSwiftUI && uikit.swiftUIPath == [])
  }

  /// The inspector and the canvas follow the nested selection.
  @Test func theScreenShowsTheNestedSelection() {
    let state = state(keys("\t>\t"))
    let screen = PlaygroundScreen.draw(
      state, columns: 80, rows: 24, colorMode: .monochrome, glyphs: .unicode)
    let lines = screen.buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    #expect(lines[0].hasPrefix("editing: root > column"))
    // The inspector names the path from the root to the selected child.
    #expect(
      lines.contains {
        $0.contains("▶ HStack › VStack \"column\" › Text \"b\" (2 of 2)  Text(\"hi\")")
      })
    #expect(screen.childRects.count == 2)
  }

  // MARK: N

  @Test func nRenamesANestedChildAndNamesStayUniqueInTheTree() {
    let clash = state(keys("\t>N") + [.backspace] + keys("red") + [.enter])
    #expect(clash.prompt?.note == "red is already taken: names are unique")
    #expect(clash.scene == Self.nested)
    let renamed = state(keys("\t>N") + [.backspace] + keys("top") + [.enter])
    #expect(node(renamed, [1, 0])?.name == "top")
    #expect(renamed.message == "renamed a to top: Color.teal.frame(width: 30, height: 20)")
    #expect(renamed.history.undoCount == 1)
  }

  /// An unnamed child gets an empty prompt, and an empty name is refused.
  @Test func anUnnamedChildCanBeNamed() {
    var scene = Self.nested
    scene.content = .swiftUI(
      SwiftUIScene(
        proposal: ProposedSize(width: 300, height: 100),
        root: SwiftUINode(
          .hstack(
            spacing: nil, alignment: .center, children: [SwiftUINode(.spacer(minLength: nil))]))
      ))
    #expect(state(keys("N"), scene: scene).prompt == Prompt(field: .name, text: ""))
    #expect(state(keys("N") + [.enter], scene: scene).prompt?.note == "a name must not be empty")
    #expect(node(state(keys("Ngap") + [.enter], scene: scene), [0])?.name == "gap")
  }

  // MARK: j / J

  @Test func jRecoloursAColorChild() {
    let next = state(keys("j"))
    #expect(node(next, [0])?.kind == .color("orange"))
    #expect(next.message == "colour of red: red -> orange")
    #expect(node(state(keys("J")), [0])?.kind == .color("gray"))
    #expect(node(state(keys("\t>j")), [1, 0])?.kind == .color("blue"))
    let text = state(keys("\t>\tj"))
    #expect(text.message == "b is a Text: only a Color has a colour (k makes it one)")
    #expect(text.scene == Self.nested)
  }

  /// `m Tab j m`: green, made teal in SwiftUI, comes back to UIKit teal, and
  /// goes to SwiftUI again as Color.teal named green.
  @Test func aColourChangedInSwiftUISurvivesTheRoundTrip() {
    let back = state(keys("m\tjm"), scene: .playgroundDefault)
    #expect(back.stack.arrangedSubviews[1].name == "green")
    #expect(back.stack.arrangedSubviews[1].color == "teal")
    #expect(back.stack.arrangedSubviews[1].intrinsicSize == PartialSize(width: 90, height: 80))
    let again = state(keys("m\tjmm"), scene: .playgroundDefault)
    #expect(again.swiftUIChildren[1].kind == .color("teal"))
    #expect(again.swiftUIChildren[1].name == "green")
  }

  /// `Tab j m`: a colour changed in UIKit is the Color's colour in SwiftUI.
  @Test func aColourChangedInUIKitSurvivesTheRoundTrip() {
    let swiftUI = state(keys("\tjm"), scene: .playgroundDefault)
    #expect(swiftUI.swiftUIChildren[1].kind == .color("teal"))
    #expect(swiftUI.swiftUIChildren[1].name == "green")
    let back = state(keys("\tjmm"), scene: .playgroundDefault)
    #expect(back.stack.arrangedSubviews[1].color == "teal")
  }

  /// A renamed view keeps its new name both ways.
  @Test func aNameChangedSurvivesTheRoundTrip() {
    let back = state(
      keys("N") + [.backspace, .backspace, .backspace] + keys("hero") + [.enter] + keys("mm"),
      scene: .playgroundDefault)
    #expect(back.stack.arrangedSubviews.map(\.name) == ["hero", "green", "blue"])
    #expect(back.stack.arrangedSubviews[0].color == "red")
  }
}
