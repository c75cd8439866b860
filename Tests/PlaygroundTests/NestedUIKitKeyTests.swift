import StackLayout
import StackPresets
import StackRender
import StackScene
import Testing

@testable import Playground

/// UIKit nested stacks in the playground: `>` / `<` walk into and out of
/// nested stacks, the stack keys act on the stack being edited, `n` / `x` /
/// `N` work at any level with names unique in the tree, `{` / `}` embed and
/// unembed, and the size keys stay the root's.
@Suite("UIKit nested stacks: keys")
struct NestedUIKitKeyTests {
  static let cardRow = try! Preset.named("card-row")!.scene()

  func state(_ keys: [Key], scene: Scene = cardRow) -> PlaygroundState {
    var state = PlaygroundState(scene: scene)
    for key in keys { state.handle(key) }
    return state
  }

  @Test func entersAndLeavesTheSelectedNestedStack() {
    let inside = state([.tab, .character(">")])
    #expect(inside.swiftUIPath == [1])
    #expect(inside.selection == 0)
    #expect(inside.stack.axis == .vertical)
    #expect(inside.selectedView?.name == "title")
    #expect(inside.selectedRank == 2)
    #expect(inside.message == "editing root › text (< goes back)")
    let fields = PlaygroundScreen.statusFields(inside, inside.rootStack.layout())
    #expect(fields.first == "editing: root › text")
    #expect(fields[1] == "axis: vertical")
    #expect(fields.contains("stack: 300x60 width pinned"))
    #expect(inside.selectedPathText() == "root › text › title")

    let back = state([.tab, .character(">"), .tab, .character("<")])
    #expect(back.swiftUIPath == [])
    #expect(back.selection == 1)
    #expect(back.selectedView?.name == "text")
    #expect(state([.character("<")]).message == "already at the root stack")
    #expect(state([.character(">")]).message == "image is not a stack ({ embeds it in one)")
  }

  /// A selected nested stack has no intrinsic size or priorities that change
  /// anything: the focus and the hint line offer only what does.
  @Test func aSelectedNestedStackOffersOnlyWhatChangesIt() {
    let selected = state([.tab])
    #expect(selected.selectedView?.name == "text")
    #expect(selected.focusableFields == [.customSpacing, .spacing, .stackWidth, .stackHeight])
    let hints = Localization.hints(for: selected).keys
    #expect(hints.contains("> enter") && hints.contains("} unembed"))
    #expect(!hints.contains("h/H hugging") && !hints.contains("Up/Down length"))
    // image, a plain view, keeps its intrinsic fields and priorities.
    let image = state([])
    #expect(image.focusableFields.first == .intrinsicAlong)
    #expect(Localization.hints(for: image).keys.contains("h/H hugging"))
  }

  @Test func stackKeysActOnTheStackBeingEdited() {
    // a inside: the column becomes a row of title (100) and subtitle (80), 4
    // apart: at least 184 wide. The 300 - 8 - 60 - 184 = 48 to spare: one
    // hugging constraint at 250 either way (image, or one view of the row), so
    // image, first in pre-order, takes it: 108. The row is as tall as title (20),
    // centred in image's 60.
    let edited = state([.tab, .character(">"), .character("a")])
    #expect(edited.rootStack.axis == .horizontal)
    #expect(edited.stack.axis == .horizontal)
    let layout = edited.rootStack.layout()
    #expect(
      layout.frames == [
        Rect(x: 0, y: 0, width: 108, height: 60), Rect(x: 116, y: 20, width: 184, height: 20),
        Rect(x: 116, y: 20, width: 100, height: 20), Rect(x: 220, y: 20, width: 80, height: 20),
      ])
    #expect(
      layout.views[1].reason.along
        == "not stretched: the 48 to spare went to image, first in order (tied at hugging 250)")
    // + and - change the column's spacing, d and g its distribution and alignment.
    let spaced = state([.tab, .character(">"), .character("+"), .character("d"), .character("g")])
    #expect(spaced.stack.spacing == 8)
    #expect(spaced.stack.distribution == .fillEqually)
    #expect(spaced.stack.alignment == .leading)
    #expect(spaced.rootStack.spacing == 8)
    #expect(spaced.rootStack.distribution == .fill)
  }

  @Test func theSizeKeysStayTheRoots() {
    let widened = state([.tab, .character(">"), .character("w"), .character("t")])
    #expect(widened.rootStack.size == PartialSize(width: 310, height: 70))
    #expect(widened.stack.size == PartialSize())
    let unpinned = state([.tab, .character(">"), .character("p")])
    #expect(unpinned.rootStack.size == PartialSize())
  }

  @Test func addAndDeleteAtAnyLevelWithNamesUniqueInTheTree() {
    // n in the column adds after title; red is taken (title), so it is orange.
    var edited = state([.tab, .character(">"), .character("n")])
    #expect(edited.stack.arrangedSubviews.map(\.name) == ["title", "orange", "subtitle"])
    #expect(edited.selectedRank == 3)
    edited.handle(.character("n"))
    // blue is image's and gray the column's (their colours are used in the tree
    // only by name here): the next unused colour name is checked across the tree.
    let names = edited.stack.arrangedSubviews.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(!names.contains("image") && !names.contains("text"))
    // x deletes the view just added; Left selects orange, and x deletes it too.
    edited.handle(.character("x"))
    edited.handle(.left)
    edited.handle(.character("x"))
    #expect(edited.stack.arrangedSubviews.map(\.name) == ["title", "subtitle"])
    #expect(edited.selection == 1)

    // N: a name of another level is taken.
    var renaming = state([.tab, .character(">"), .character("N")])
    for _ in 0..<10 { renaming.handle(.backspace) }
    for character in "image" { renaming.handle(.character(character)) }
    renaming.handle(.enter)
    #expect(renaming.prompt?.note == "image is already taken: names are unique")
  }

  @Test func embedAndUnembed() {
    // { on image: image alone in a new vertical stack named stack.
    let embedded = state([.character("{")])
    let holder = embedded.rootStack.arrangedSubviews[0]
    #expect(holder.name == "stack")
    #expect(holder.stack?.axis == .vertical)
    #expect(holder.stack?.arrangedSubviews.map(\.name) == ["image"])
    #expect(
      embedded.message == "embedded image in a new vertical stack named stack (> enters it)")
    // The layout is unchanged: a one-view stack is pinned to its view.
    let before = state([]).rootStack.layout().frames
    let after = embedded.rootStack.layout().frames
    #expect(after[0] == before[0] && after[1] == before[0])
    #expect(Array(after[2...]) == Array(before[1...]))

    // } on the column: title and subtitle take its place in the root.
    let unembedded = state([.tab, .character("}")])
    #expect(unembedded.rootStack.arrangedSubviews.map(\.name) == ["image", "title", "subtitle"])
    #expect(!unembedded.rootStack.hasNestedStacks)
    #expect(
      state([.character("}")]).message == "image is not a stack: only a stack can be unembedded")

    // u undoes the embedding.
    var undone = embedded
    undone.handle(.character("u"))
    #expect(undone.scene == Self.cardRow)
  }

  @Test func aClickSelectsAViewOfTheTreeInItsStack() {
    var clicked = PlaygroundState(scene: Self.cardRow)
    // The canvas names views by rank: 3 is subtitle, in the column.
    clicked.handle(.click(column: 0, row: 0)) { _, _ in 3 }
    #expect(clicked.swiftUIPath == [1])
    #expect(clicked.selection == 1)
    #expect(clicked.selectedView?.name == "subtitle")
  }

  @Test func theInspectorShowsThePath() {
    let screen = PlaygroundScreen.draw(
      state([.tab, .character(">"), .tab]), columns: 80, rows: 24, colorMode: .monochrome,
      glyphs: .unicode
    ).buffer.plainText()
    #expect(screen.contains("▶ root › text › subtitle (2 of 2)  intrinsic 80x16  frame 100x16"))
    #expect(screen.contains("width: stretched to text's width 100: alignment fill"))
  }

  /// A view of the root after a nested stack is past every view of that
  /// stack in the tree's layout: form-rows' emailRow is rank 3 (nameRow,
  /// nameLabel, nameField before it), 30 tall below nameRow's 30 and the
  /// spacing 8. The inspector, the highlight and the reasons read that
  /// rank's frame (they read nameLabel's, index 1, before).
  @Test func aRootViewAfterANestedStackIsItself() throws {
    let formRows = try #require(try Preset.named("form-rows")?.scene())
    let selected = state([.tab], scene: formRows)
    #expect(selected.selectedView?.name == "emailRow")
    #expect(selected.selectedRank == 3)
    #expect(state([.tab, .tab], scene: formRows).selectedRank == 6)
    let screen = PlaygroundScreen.draw(
      selected, columns: 120, rows: 40, colorMode: .monochrome, glyphs: .unicode
    ).buffer.plainText()
    #expect(
      screen.contains(
        "▶ root › emailRow [horizontal stack] (2 of 3)  intrinsic none  frame 320x30 at 0,38"))
    #expect(
      screen.contains("height: a nested stack has no intrinsic height: its content makes it 30"))
    #expect(!screen.contains("nameLabel 50x20"))
  }

  @Test func mCarriesTheTreeToSwiftUIAndBack() {
    let swiftUI = state([.character("m")])
    guard case .hstack(8, .center, let children) = swiftUI.tree.root.kind,
      case .vstack(4, .center, let column) = children[1].kind
    else {
      Issue.record("not an HStack holding a VStack")
      return
    }
    #expect(column.map(\.name) == ["title", "subtitle"])
    let back = state([.character("m"), .character("m")])
    #expect(
      back.rootStack.arrangedSubviews[1].stack?.arrangedSubviews.map(\.name) == [
        "title", "subtitle",
      ])
  }

  @Test func theConstraintListNamesEachStack() {
    let rows = ConstraintPanel.lines(for: state([.character("l")]), width: 100).map(\.text)
    // The column's own spacing, named by the column.
    #expect(rows.contains { $0.hasPrefix("subtitle.top == title.bottom + 4") })
    #expect(rows.contains { $0.hasPrefix("text.leading == title.leading") })
    #expect(rows.contains { $0.hasPrefix("stack.leading == image.leading") })
  }
}

@Suite("UIKit nested stacks: undo")
struct NestedUIKitUndoTests {
  @Test func undoNamesTheNestedStackAndKeepsThePath() {
    var state = PlaygroundState(scene: NestedUIKitKeyTests.cardRow)
    for key: Key in [.tab, .character(">"), .character("+")] { state.handle(key) }
    #expect(state.stack.spacing == 8)
    state.handle(.character("u"))
    #expect(state.message == "undid: text: spacing 8 -> 4 (nothing more to undo)")
    #expect(state.stack.spacing == 4)
    #expect(state.swiftUIPath == [1])
  }
}

@Suite("UIKit nested stacks: a stack has no intrinsic size to edit")
struct NestedUIKitIntrinsicTests {
  @Test(arguments: [Key.up, .character("]"), .character("h"), .character("C"), .character("f")])
  func keysOnAStackSaySo(_ key: Key) {
    var state = PlaygroundState(scene: NestedUIKitKeyTests.cardRow)
    state.handle(.tab)
    state.handle(key)
    #expect(state.scene == NestedUIKitKeyTests.cardRow)
    #expect(
      state.message
        == "text is a stack: it has no intrinsic size, so its own priorities and baselines change nothing (> edits its views)"
    )
  }
}
