import Foundation
import StackLayout
import StackRender
import StackScene
import Testing

@testable import Playground

/// Every key binding of the playground, through the pure update function.
@Suite("Key bindings")
struct KeyBindingTests {
  /// The default scene: horizontal fill, center, spacing 8, pinned 300x120,
  /// red 60x40, green 90x80, blue 50x60.
  func state(_ keys: Key...) -> PlaygroundState {
    var state = PlaygroundState(scene: .playgroundDefault)
    for key in keys { state.handle(key) }
    return state
  }

  func chars(_ text: String) -> [Key] { text.map { Key.character($0) } }

  func state(typing text: String) -> PlaygroundState {
    var state = PlaygroundState(scene: .playgroundDefault)
    for key in chars(text) { state.handle(key) }
    return state
  }

  /// `q` quits at once when nothing is unsaved; Esc never quits.
  @Test func qQuitsAndEscapeDoesNot() {
    #expect(state(.character("q")).shouldQuit)
    #expect(!state(.character("q")).isAskingToQuit)
    let escaped = state(.escape)
    #expect(!escaped.shouldQuit)
    #expect(escaped.scene == Scene.playgroundDefault && escaped.history.undoCount == 0)
    #expect(escaped.message == "Esc closes the help, a panel or a prompt; q quits")
    #expect(!state(.character("a")).shouldQuit)
  }

  @Test func helpOpensAndAnyKeyClosesIt() {
    #expect(state(.character("?")).isShowingHelp)
    let closed = state(.character("?"), .character("a"))
    #expect(!closed.isShowingHelp)
    // The key that closes the help does nothing else...
    #expect(closed.stack.axis == .horizontal)
    // ...except q, which still quits.
    #expect(state(.character("?"), .character("q")).shouldQuit)
  }

  @Test func axisToggles() {
    #expect(state(.character("a")).stack.axis == .vertical)
    #expect(state(.character("a"), .character("a")).stack.axis == .horizontal)
  }

  @Test func distributionCyclesBothWays() {
    #expect(state(.character("d")).stack.distribution == .fillEqually)
    #expect(state(.character("D")).stack.distribution == .equalCentering)
    #expect(state(typing: "ddddd").stack.distribution == .fill)
  }

  @Test func alignmentCyclesBothWays() {
    // center -> trailing -> firstBaseline; back: center -> leading.
    #expect(state(.character("g")).stack.alignment == .trailing)
    #expect(state(typing: "gg").stack.alignment == .firstBaseline)
    #expect(state(.character("G")).stack.alignment == .leading)
    #expect(state(typing: "gggggg").stack.alignment == .center)
  }

  @Test func spacingStepsByFourPointsOrOneCell() {
    #expect(state(.character("+")).stack.spacing == 12)
    #expect(state(.character("-"), .character("-"), .character("-")).stack.spacing == -4)
    var cells = PlaygroundState(scene: Scene(unit: .cell, stack: Scene.playgroundDefault.stack))
    cells.handle(.character("+"))
    #expect(cells.stack.spacing == 9)
  }

  @Test func selectionMovesAndWraps() {
    #expect(state(.tab).selection == 1)
    #expect(state(.right, .right).selection == 2)
    #expect(state(.right, .right, .right).selection == 0)
    #expect(state(.backTab).selection == 2)
    #expect(state(.left, .left).selection == 1)
  }

  @Test func clickSelectsTheViewUnderTheMouse() {
    var state = PlaygroundState(scene: .playgroundDefault)
    state.handle(.click(column: 40, row: 5)) { column, row in column == 40 && row == 5 ? 2 : nil }
    #expect(state.selection == 2)
    state.handle(.click(column: 0, row: 0)) { _, _ in nil }
    #expect(state.selection == 2)
  }

  @Test func upAndDownChangeTheIntrinsicLengthAlongTheAxis() {
    #expect(
      state(.up).stack.arrangedSubviews[0].intrinsicSize == PartialSize(width: 70, height: 40))
    #expect(
      state(.down).stack.arrangedSubviews[0].intrinsicSize == PartialSize(width: 50, height: 40))
    // Below zero the view has no intrinsic width; Up gives it one again.
    let none = state(.down, .down, .down, .down, .down, .down, .down)
    #expect(none.stack.arrangedSubviews[0].intrinsicSize.width == nil)
    #expect(
      state(.down, .down, .down, .down, .down, .down, .down, .up).stack.arrangedSubviews[0]
        .intrinsicSize.width == 10)
    // In a vertical stack, the same keys change the height.
    #expect(state(.character("a"), .up).stack.arrangedSubviews[0].intrinsicSize.height == 50)
  }

  @Test func bracketsChangeTheIntrinsicLengthAcrossTheAxis() {
    #expect(state(.character("]")).stack.arrangedSubviews[0].intrinsicSize.height == 50)
    #expect(state(.character("[")).stack.arrangedSubviews[0].intrinsicSize.height == 30)
  }

  @Test func huggingStepsThroughTheLandmarks() {
    #expect(state(.character("h")).stack.arrangedSubviews[0].hugging.horizontal == 251)
    #expect(state(.character("H")).stack.arrangedSubviews[0].hugging.horizontal == 249)
    #expect(state(typing: "HH").stack.arrangedSubviews[0].hugging.horizontal == 50)
    #expect(state(typing: "hhhhhhhhhh").stack.arrangedSubviews[0].hugging.horizontal == 1000)
    #expect(state(typing: "HHHHH").stack.arrangedSubviews[0].hugging.horizontal == 1)
    // The other axis is untouched.
    #expect(state(.character("h")).stack.arrangedSubviews[0].hugging.vertical == 250)
  }

  @Test func huggingFromAValueBetweenLandmarks() {
    var state = PlaygroundState(scene: .playgroundDefault)
    state.stack.arrangedSubviews[0].hugging.horizontal = 300
    var up = state
    up.handle(.character("h"))
    #expect(up.stack.arrangedSubviews[0].hugging.horizontal == 749)
    state.handle(.character("H"))
    #expect(state.stack.arrangedSubviews[0].hugging.horizontal == 251)
  }

  @Test func compressionResistanceStepsThroughTheLandmarks() {
    #expect(
      state(.character("c")).stack.arrangedSubviews[0].compressionResistance.horizontal == 751)
    #expect(
      state(.character("C")).stack.arrangedSubviews[0].compressionResistance.horizontal == 749)
    #expect(
      state(typing: "cccc").stack.arrangedSubviews[0].compressionResistance.horizontal == 1000)
  }

  @Test func yMakesPriorityKeysActAcrossTheAxis() {
    let across = state(.character("y"), .character("h"), .character("C"))
    #expect(across.priorityAxis == .across)
    #expect(across.stack.arrangedSubviews[0].hugging.vertical == 251)
    #expect(across.stack.arrangedSubviews[0].hugging.horizontal == 250)
    #expect(across.stack.arrangedSubviews[0].compressionResistance.vertical == 749)
    #expect(state(.character("y"), .character("y")).priorityAxis == .along)
  }

  @Test func customSpacingAfterTheSelectedView() {
    // No custom spacing yet: starts from the stack's 8.
    #expect(state(.character("e")).stack.arrangedSubviews[0].customSpacingAfter == 12)
    #expect(state(.character("E")).stack.arrangedSubviews[0].customSpacingAfter == 4)
  }

  @Test func equalsTypesAnExactValueForTheLastField() {
    var state = state(.character("h"))
    state.handle(.character("="))
    #expect(state.prompt?.field == .hugging)
    for key in chars("249") { state.handle(key) }
    state.handle(.enter)
    #expect(state.prompt == nil)
    #expect(state.stack.arrangedSubviews[0].hugging.horizontal == 249)
  }

  @Test func typedValuesAreValidated() {
    var state = state(.character("h"), .character("="))
    for key in chars("2000") { state.handle(key) }
    state.handle(.enter)
    #expect(state.stack.arrangedSubviews[0].hugging.horizontal == 251)
    #expect(state.message?.contains("1...1000") == true)

    // I three times: from red's intrinsic width back past the stack's height
    // and width to the spacing.
    var spacing = self.state(.character("I"), .character("I"), .character("I"), .character("="))
    #expect(spacing.prompt?.field == .spacing)
    for key in chars("-2.5") { spacing.handle(key) }
    spacing.handle(.enter)
    #expect(spacing.stack.spacing == -2.5)
  }

  @Test func typingCanBeCorrectedAndCancelled() {
    var state = state(.up, .character("="))
    for key in chars("123") { state.handle(key) }
    state.handle(.backspace)
    state.handle(.enter)
    #expect(state.stack.arrangedSubviews[0].intrinsicSize.width == 12)

    var cancelled = self.state(.character("="), .character("5"), .escape)
    #expect(cancelled.prompt == nil)
    #expect(cancelled.stack.spacing == 8)
    #expect(!cancelled.shouldQuit)
    // An empty value removes an intrinsic length.
    cancelled = self.state(.up, .character("="), .enter)
    #expect(cancelled.stack.arrangedSubviews[0].intrinsicSize.width == nil)
  }

  @Test func addDeleteAndHide() {
    let added = state(.tab, .character("n"))
    #expect(added.stack.arrangedSubviews.map(\.name) == ["red", "green", "orange", "blue"])
    #expect(added.selection == 2)
    #expect(added.stack.arrangedSubviews[2].intrinsicSize == PartialSize(width: 50, height: 50))

    let deleted = state(.tab, .character("x"))
    #expect(deleted.stack.arrangedSubviews.map(\.name) == ["red", "blue"])
    #expect(deleted.selection == 1)
    let lastDeleted = state(.backTab, .character("x"))
    #expect(lastDeleted.selection == 1)

    var empty = state(typing: "xxx")
    #expect(empty.stack.arrangedSubviews.isEmpty)
    empty.handle(.character("x"))
    #expect(empty.message == "no views to delete")
    empty.handle(.character("n"))
    #expect(empty.stack.arrangedSubviews.map(\.name) == ["red"])

    #expect(state(.character("v")).stack.arrangedSubviews[0].isHidden)
    #expect(!state(.character("v"), .character("v")).stack.arrangedSubviews[0].isHidden)
  }

  @Test func pinToggles() {
    let unpinned = state(.character("p"))
    #expect(unpinned.stack.size == PartialSize())
    #expect(
      state(.character("p"), .character("p")).stack.size == PartialSize(width: 300, height: 120))
    // A stack opened unpinned is pinned at the size it had: 60 + 8 + 90 + 8 + 50 = 216 by 80.
    var free = PlaygroundState(scene: .playgroundDefault)
    free.stack.size = PartialSize()
    free.handle(.character("p"))
    #expect(free.stack.size == PartialSize(width: 216, height: 80))
  }

  @Test func pinnedSizeKeys() {
    #expect(state(.character("w")).stack.size == PartialSize(width: 310, height: 120))
    #expect(state(.character("W")).stack.size == PartialSize(width: 290, height: 120))
    #expect(state(.character("t")).stack.size == PartialSize(width: 300, height: 130))
    #expect(state(.character("T")).stack.size == PartialSize(width: 300, height: 110))
    // On a free stack, w pins the width at its fitting size first.
    let free = state(.character("p"), .character("w"))
    #expect(free.stack.size == PartialSize(width: 226, height: nil))
  }

  @Test func zoomSteps() {
    #expect(state(.character("z")).zoom == 1)
    #expect(state(.character("z"), .character("z"), .character("Z")).zoom == 1)
    #expect(state(.character("Z")).zoom == -1)
    #expect(state(.character("z"), .character("0")).zoom == 0)
  }

  @Test func resetRestoresTheSceneAsOpened() {
    let reset = state(.character("a"), .character("d"), .up, .tab, .character("r"))
    #expect(reset.scene == Scene.playgroundDefault)
    #expect(reset.selection == 0)
  }

  @Test func unknownKeysSaySo() {
    let state = state(.function(5))
    #expect(state.message?.contains("?") == true)
    #expect(state.scene == Scene.playgroundDefault)
  }

  @Test func resizeChangesNothing() {
    #expect(state(.resize) == PlaygroundState(scene: .playgroundDefault))
  }
}

/// The README's key tables and the `?` overlays are the same lists.
@Suite("README key tables")
struct ReadmeKeyTableTests {
  /// The key-table rows (`| \`keys\` | action |`) of the README section under
  /// the heading `## title`, up to the next `## ` heading.
  func tableRows(under title: String) throws -> [String] {
    let readme = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("README.md")
    let lines = try String(contentsOf: readme, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "## \(title)"[...]) else {
      Issue.record("README has no section ## \(title)")
      return []
    }
    let section = lines[(start + 1)...].prefix { !$0.hasPrefix("## ") }
    return section.filter { $0.hasPrefix("| `") }.map(String.init)
  }

  func rows(_ bindings: [KeyBinding]) -> [String] {
    bindings.map { "| `\($0.keys)` | \($0.action) |" }
  }

  @Test func theUIKitTableIsTheUIKitHelp() throws {
    #expect(try tableRows(under: "Keys") == rows(keyBindings))
  }

  @Test func theSwiftUITableIsTheSwiftUIHelp() throws {
    #expect(try tableRows(under: "SwiftUI mode") == rows(swiftUIKeyBindings))
  }

  @Test func noOtherKeyTables() throws {
    let readme = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("README.md")
    let all = try String(contentsOf: readme, encoding: .utf8).split(separator: "\n")
      .filter { $0.hasPrefix("| `") && !$0.hasPrefix("| `--") }  // not the options of serve
    #expect(all.count == keyBindings.count + swiftUIKeyBindings.count)
  }
}

/// The README's picture of the screen is the screen the playground draws.
@Suite("README screen")
struct ReadmeScreenTests {
  @Test func theReadmeShowsTheDefaultScreen() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let screen = PlaygroundScreen.draw(
      PlaygroundState(scene: .playgroundDefault), columns: 80, rows: 24, colorMode: .colors256,
      glyphs: .unicode
    ).buffer.plainText()
    #expect(readme.contains("```\n" + screen + "\n```"), "README's screen picture is out of date")
  }
}
