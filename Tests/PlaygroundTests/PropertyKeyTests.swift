import StackExport
import StackLayout
import StackRender
import StackScene
import Testing

@testable import Playground

/// Every scene property from the keyboard (issue 11, section 6), in UIKit
/// mode: `N` rename, `j`/`J` colour, `b`/`B` margins, `M`, `L`, `f`/`F` and
/// `k`/`K` baselines, `P` device sizes. The default scene: horizontal fill,
/// center, spacing 8, pinned 300x120, red 60x40, green 90x80, blue 50x60.
@Suite("Scene property keys (UIKit)")
struct PropertyKeyTests {
  func state(_ keys: [Key], scene: Scene = .playgroundDefault) -> PlaygroundState {
    var state = PlaygroundState(scene: scene)
    for key in keys { state.handle(key) }
    return state
  }

  func keys(_ text: String) -> [Key] { text.map { Key.character($0) } }

  /// Backspace `count` times.
  func erase(_ count: Int) -> [Key] { Array(repeating: .backspace, count: count) }

  func names(_ state: PlaygroundState) -> [String] { state.stack.arrangedSubviews.map(\.name) }

  // MARK: N

  @Test func nOpensAPromptHoldingTheName() {
    let state = state(keys("N"))
    #expect(state.prompt == Prompt(field: .name, text: "red"))
    #expect(state.scene == .playgroundDefault)
  }

  @Test func nRenamesTheSelectedViewAndUndoGivesTheNameBack() {
    var renamed = state(keys("N") + erase(3) + keys("title") + [.enter])
    #expect(renamed.prompt == nil)
    #expect(names(renamed) == ["title", "green", "blue"])
    #expect(renamed.message == "renamed red to title")
    #expect(renamed.history.undoCount == 1)
    // The colour stays with the view, not the name.
    #expect(renamed.stack.arrangedSubviews[0].color == "red")
    renamed.handle(.character("u"))
    #expect(renamed.scene == .playgroundDefault)
  }

  /// A name another view has: the prompt stays, with why, and nothing changes.
  @Test func aNameTakenIsRefusedAndThePromptStays() {
    let clash = state([.tab] + keys("N") + erase(5) + keys("blue") + [.enter])
    #expect(
      clash.prompt
        == Prompt(field: .name, text: "blue", note: "blue is already taken: names are unique"))
    #expect(clash.scene == .playgroundDefault)
    #expect(clash.history.undoCount == 0)
    let lines = PlaygroundScreen.draw(
      clash, columns: 80, rows: 24, colorMode: .monochrome, glyphs: .unicode
    )
    .buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      lines[22].hasPrefix("name = blue_   blue is already taken: names are unique (Esc cancels)"))
    // Typing clears the note; another name goes through.
    var state = clash
    for key in keys("2") + [.enter] { state.handle(key) }
    #expect(names(state) == ["red", "blue2", "blue"])
    // Esc cancels a refused prompt.
    var cancelled = clash
    cancelled.handle(.escape)
    #expect(cancelled.prompt == nil && cancelled.scene == .playgroundDefault)
  }

  @Test func anEmptyNameIsRefused() {
    let empty = state(keys("N") + erase(3) + [.enter])
    #expect(empty.prompt?.note == "a name must not be empty")
    #expect(empty.scene == .playgroundDefault)
  }

  @Test func theSameNameChangesNothing() {
    let same = state(keys("N") + [.enter])
    #expect(same.prompt == nil && same.history.undoCount == 0)
    #expect(same.message == "name unchanged: red")
  }

  /// Hangul goes in; a name stops at 60 characters; control characters are refused.
  @Test func theNamePromptTakesAnyCharacterUpToItsLimit() {
    let hangul = state(keys("N") + erase(3) + keys("빨강") + [.enter])
    #expect(names(hangul) == ["빨강", "green", "blue"])
    let long = state(keys("N") + erase(3) + keys(String(repeating: "a", count: 70)) + [.enter])
    #expect(names(long)[0] == String(repeating: "a", count: 60))
    let control = state(keys("N") + [.character("\u{7}")])
    #expect(control.prompt?.text == "red")
    #expect(control.message == "a control character cannot be typed into a name")
  }

  // MARK: j / J

  /// The palette's order: red, orange, yellow, green, teal, blue, purple,
  /// pink, brown, gray.
  @Test func jAndJStepThroughThePalette() {
    let next = state(keys("j"))
    #expect(next.stack.arrangedSubviews[0].color == "orange")
    #expect(next.message == "colour of red: red -> orange")
    #expect(next.history.undoCount == 1)
    let previous = state(keys("J"))
    #expect(previous.stack.arrangedSubviews[0].color == "gray")
    let blue = state([.tab, .tab] + keys("jj"))
    #expect(blue.stack.arrangedSubviews[2].color == "pink")
    var undone = next
    undone.handle(.character("u"))
    #expect(undone.scene == .playgroundDefault)
  }

  // MARK: b / B, M

  @Test func bClimbsTheMarginLadderOnEveryEdge() {
    let expected: [Double] = [4, 8, 16, 20, 32, 32]
    for (count, value) in expected.enumerated() {
      let state = state(Array(repeating: .character("b"), count: count + 1))
      #expect(
        state.stack.layoutMargins
          == EdgeInsets(top: value, leading: value, bottom: value, trailing: value))
    }
    let top = state(keys("bbbbbb"))
    #expect(top.message == "layout margins: 32 is the largest step; = types any value")
    #expect(top.history.undoCount == 5)
    let down = state(keys("bbbbbB"))
    #expect(down.stack.layoutMargins.top == 20)
    let floor = state(keys("B"))
    #expect(floor.message == "layout margins: already 0")
    #expect(floor.history.undoCount == 0)
    #expect(
      state(keys("b")).message
        == "layout margins: 4 on every edge (M arranges the views inside them)")
  }

  /// Uneven margins (from a file) step from the largest edge.
  @Test func unevenMarginsStepFromTheLargestEdge() {
    var scene = Scene.playgroundDefault
    scene.stack.layoutMargins = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 10)
    #expect(state(keys("b"), scene: scene).stack.layoutMargins.leading == 16)
    #expect(state(keys("B"), scene: scene).stack.layoutMargins.bottom == 8)
  }

  /// `M b b`: margins of 8 inside the pinned 300x120. The views get 300 - 16
  /// = 284, less two spacings of 8: 268 for 200 of intrinsic width, so red
  /// (the first of the tied views) takes the 68 to spare: 128 wide, at x 8.
  /// Without `M` the margins change nothing: red is 144 wide at x 0.
  @Test func mArrangesTheViewsInsideTheMargins() {
    let relative = state(keys("Mbb"))
    #expect(relative.stack.isLayoutMarginsRelativeArrangement)
    let red = relative.stack.layout().views[0].frame
    #expect(red.x == 8 && red.width == 128)
    let plain = state(keys("bb")).stack.layout().views[0].frame
    #expect(plain.x == 0 && plain.width == 144)
    #expect(
      state(keys("M")).message
        == "isLayoutMarginsRelativeArrangement: true (views inside margins of 0; b/B change them)")
    let off = state(keys("MM"))
    #expect(!off.stack.isLayoutMarginsRelativeArrangement)
    #expect(
      off.message == "isLayoutMarginsRelativeArrangement: false (views fill the stack's bounds)")
  }

  /// `=` after `b` types all four margins.
  @Test func equalsTypesTheMargins() {
    let typed = state(keys("b=12") + [.enter])
    #expect(typed.stack.layoutMargins == EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12))
    #expect(typed.message == "layout margins: 12")
    let refused = state(keys("b=-1") + [.enter])
    #expect(refused.stack.layoutMargins.top == 4)
    #expect(refused.message == "layout margins must not be negative")
  }

  /// The status line names the margins when there are any.
  @Test func theStatusLineShowsTheMargins() {
    let state = state(keys("bbM"))
    let fields = PlaygroundScreen.statusFields(state, state.stack.layout())
    #expect(fields.contains("margins: 8"))
    #expect(fields.contains("margins-relative"))
    let plain = PlaygroundState(scene: .playgroundDefault)
    #expect(
      !PlaygroundScreen.statusFields(plain, plain.stack.layout()).contains {
        $0.hasPrefix("margins")
      })
  }

  // MARK: L

  @Test func lTogglesBaselineRelativeArrangement() {
    let horizontal = state(keys("L"))
    #expect(horizontal.stack.isBaselineRelativeArrangement)
    #expect(
      horizontal.message == "isBaselineRelativeArrangement: true (it acts on vertical stacks only)")
    let vertical = state(keys("aL"))
    #expect(
      vertical.message
        == "isBaselineRelativeArrangement: true (spacing runs from last baseline to first baseline)"
    )
    #expect(!state(keys("LL")).stack.isBaselineRelativeArrangement)
    #expect(state(keys("LL")).history.undoCount == 2)
  }

  /// A vertical stack, spacing 8, with baseline-relative arrangement: the
  /// spacing runs from red's last baseline (30, set with `k`) to green's top
  /// (green has no baseline): green's top is 30 + 8 = 38, not 40 + 8.
  @Test func baselineRelativeSpacingUsesTheBaselineSetByK() {
    var scene = Scene.playgroundDefault
    scene.stack.axis = .vertical
    scene.stack.size = PartialSize()
    let state = state(keys("Lk"), scene: scene)
    #expect(state.stack.arrangedSubviews[0].lastBaseline == 30)
    #expect(state.stack.layout().views[1].frame.y == 38)
  }

  // MARK: f / F, k / K

  /// A view without a baseline starts from its bottom (its height, 40 for
  /// red); `f` moves the first baseline up by 10, `F` down.
  @Test func fAndFMoveTheFirstBaseline() {
    let up = state(keys("f"))
    #expect(up.stack.arrangedSubviews[0].firstBaseline == 30)
    #expect(up.stack.arrangedSubviews[0].lastBaseline == nil)
    #expect(
      up.message
        == "first baseline of red: 30 below its top (it had none: started from its bottom, 40)")
    let down = state(keys("FF"))
    #expect(down.stack.arrangedSubviews[0].firstBaseline == 60)
    #expect(down.message == "first baseline of red: 60 below its top")
    let top = state(keys("ffffff"))
    #expect(top.stack.arrangedSubviews[0].firstBaseline == 0)
    var undone = up
    undone.handle(.character("u"))
    #expect(undone.scene == .playgroundDefault)
  }

  @Test func kAndKMoveTheLastBaseline() {
    let green = state([.tab] + keys("k"))
    #expect(green.stack.arrangedSubviews[1].lastBaseline == 70)
    #expect(green.stack.arrangedSubviews[1].firstBaseline == nil)
    #expect(state([.tab] + keys("K")).stack.arrangedSubviews[1].lastBaseline == 90)
    // `=` types it; empty removes it.
    let typed = state(keys("k=12") + [.enter])
    #expect(typed.stack.arrangedSubviews[0].lastBaseline == 12)
    let removed = state(keys("k=") + [.enter])
    #expect(removed.stack.arrangedSubviews[0].lastBaseline == nil)
    #expect(removed.message == "last baseline: none")
  }

  /// The inspector's title shows the baselines once a view has one.
  @Test func theInspectorShowsTheBaselines() {
    func title(_ state: PlaygroundState, columns: Int) -> String {
      let screen = PlaygroundScreen.draw(
        state, columns: columns, rows: 24, colorMode: .monochrome, glyphs: .unicode)
      // The inspector's title: the row with the selection marker.
      return screen.buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init
      ).first { $0.contains("▶") } ?? ""
    }
    let plain = PlaygroundState(scene: .playgroundDefault)
    #expect(!title(plain, columns: 80).contains("baseline"))
    let state = state(keys("fK"))
    #expect(title(state, columns: 120).contains("frame 144x40 at 0,40  baselines first 30 last 50"))
    #expect(title(state, columns: 80).contains("frame 144x40 at 0,40  baselines 30/50"))
  }

  // MARK: P

  @Test func pCyclesThroughDeviceSizes() {
    let se = state(keys("P"))
    #expect(se.stack.size == PartialSize(width: 375, height: 667))
    #expect(se.message == "stack: pinned to iPhone SE, 375x667")
    let fifteen = state(keys("PP"))
    #expect(fifteen.stack.size == PartialSize(width: 393, height: 852))
    #expect(fifteen.message == "stack: pinned to iPhone 15, 393x852")
    let pad = state(keys("PPP"))
    #expect(pad.stack.size == PartialSize(width: 820, height: 1180))
    #expect(pad.message == "stack: pinned to iPad, 820x1180")
    #expect(state(keys("PPPP")).stack.size == PartialSize(width: 375, height: 667))
    // Unpinned (p): P pins it.
    let unpinned = state(keys("pP"))
    #expect(unpinned.stack.size == PartialSize(width: 375, height: 667))
    var undone = se
    undone.handle(.character("u"))
    #expect(undone.stack.size == PartialSize(width: 300, height: 120))
  }

  /// In the default stack pinned to the iPhone SE, red takes 375 - 16 - 200 =
  /// 159 to spare: 219 wide.
  @Test func aDeviceSizeLaysTheStackOut() {
    #expect(state(keys("P")).stack.layout().views[0].frame.width == 219)
  }

  @Test func aCellSceneHasNoDeviceSizes() {
    var scene = Scene.playgroundDefault
    scene.unit = .cell
    let state = state(keys("P"), scene: scene)
    #expect(state.stack.size == PartialSize(width: 300, height: 120))
    #expect(state.message == "device sizes are in points; this scene counts in cells (w/t size it)")
  }

  @Test func cellScenesStepMarginsByCells() {
    var scene = Scene.playgroundDefault
    scene.unit = .cell
    #expect(state(keys("bb"), scene: scene).stack.layoutMargins.top == 2)
    #expect(state(keys("f"), scene: scene).stack.arrangedSubviews[0].firstBaseline == 39)
  }

  // MARK: No views

  @Test func keysThatNeedAViewSaySo() {
    let empty = Scene(unit: .point, stack: StackView(size: PartialSize(width: 100, height: 100)))
    for key in ["N", "j", "f", "K"] {
      let state = state(keys(key), scene: empty)
      #expect(state.message == "no views: n adds one", "\(key)")
      #expect(state.prompt == nil)
    }
    // The stack's own keys work without views.
    #expect(state(keys("bML"), scene: empty).stack.layoutMargins.top == 4)
  }
}

/// What the new keys edit is saved and opened again as it was: names,
/// colours, margins, the two arrangements and baselines (UIKit), nested
/// names and colours (SwiftUI).
@Suite("Edited properties through save and open")
struct EditedPropertiesRoundTripTests {
  func state(_ text: [Key], scene: Scene = .playgroundDefault) -> PlaygroundState {
    var state = PlaygroundState(scene: scene)
    for key in text { state.handle(key) }
    return state
  }

  func keys(_ text: String) -> [Key] { text.map { $0 == "\t" ? Key.tab : Key.character($0) } }

  func reopened(_ scene: Scene) throws -> Scene {
    try Scene.decode(scene.jsonText(), source: "saved.json")
  }

  @Test func uikitPropertiesComeBack() throws {
    let edited = state(
      keys("N") + [.backspace, .backspace, .backspace] + keys("title") + [.enter]
        + keys("jbbbMLfK\tkkP"))
    let stack = edited.stack
    #expect(stack.arrangedSubviews[0].name == "title")
    #expect(stack.arrangedSubviews[0].color == "orange")
    #expect(stack.layoutMargins == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
    #expect(stack.isLayoutMarginsRelativeArrangement && stack.isBaselineRelativeArrangement)
    #expect(stack.arrangedSubviews[0].firstBaseline == 30)
    #expect(stack.arrangedSubviews[0].lastBaseline == 50)
    #expect(stack.arrangedSubviews[1].lastBaseline == 60)
    #expect(stack.size == PartialSize(width: 375, height: 667))
    let text = edited.scene.jsonText()
    #expect(text.contains("\"layoutMarginsRelative\": true"))
    #expect(text.contains("\"firstBaseline\": 30"))
    #expect(try reopened(edited.scene) == edited.scene)
  }

  @Test func nestedSwiftUINamesAndColoursComeBack() throws {
    let edited = state(
      keys("\t>N") + [.backspace] + keys("top") + [.enter] + keys("jn<"),
      scene: NestedSwiftUIKeyTests.nested)
    let column = edited.tree.root.kind.children[1].kind.children
    #expect(column.map(\.name) == ["top", "orange", "b"])
    #expect(column[0].kind == .color("blue"))
    #expect(try reopened(edited.scene) == edited.scene)
  }
}

/// Undo and redo name what the new keys changed.
@Suite("Undo messages of the property keys")
struct PropertyUndoMessageTests {
  @Test(arguments: [
    ("j", "undid: colour of red orange -> red (nothing more to undo)"),
    ("b", "undid: layout margins 4 -> 0 (nothing more to undo)"),
    ("M", "undid: isLayoutMarginsRelativeArrangement true -> false (nothing more to undo)"),
    ("L", "undid: isBaselineRelativeArrangement true -> false (nothing more to undo)"),
    ("f", "undid: first baseline of red 30 -> none (nothing more to undo)"),
    ("K", "undid: last baseline of red 50 -> none (nothing more to undo)"),
    // Two changes (width and height): the key's own message.
    ("P", "undid: stack: pinned to iPhone SE, 375x667 (nothing more to undo)"),
  ])
  func undoSaysWhatChangedBack(_ key: String, _ expected: String) {
    var state = PlaygroundState(scene: .playgroundDefault)
    state.handle(.character(Character(key)))
    state.handle(.character("u"))
    #expect(state.message == expected)
  }
}
