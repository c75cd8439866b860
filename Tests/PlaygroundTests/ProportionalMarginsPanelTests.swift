import StackLayout
import StackRender
import StackScene
import Testing

@testable import Playground

/// What the playground shows for fillProportionally with margins-relative
/// arrangement (issue 17): one view of intrinsic width 25 in a stack pinned 200
/// wide with margins 10 and 10. Its share is the whole stack (multiplier 1, a
/// required proportion), so it is 200 wide at x 10 and the trailing connection
/// gives way by 20 (210 against the trailing margin at 190).
@Suite("fillProportionally with margins on screen")
struct ProportionalMarginsPanelTests {
  static let scene = Scene(
    stack: StackView(
      distribution: .fillProportionally, alignment: .fill,
      size: PartialSize(width: 200, height: 40),
      layoutMargins: EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10),
      isLayoutMarginsRelativeArrangement: true,
      arrangedSubviews: [
        ArrangedView(name: "a", intrinsicSize: PartialSize(width: 25, height: 20))
      ]))

  func lines(_ keys: [Key]) -> [String] {
    var state = PlaygroundState(scene: Self.scene)
    for key in keys { state.handle(key) }
    let screen = PlaygroundScreen.draw(
      state, columns: 80, rows: 24, colorMode: .monochrome, glyphs: .unicode)
    return screen.buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  @Test func theConstraintPanelShowsTheTrailingConnectionBroken() {
    let rows = lines([.character("l")])
    let connections = rows.filter { $0.contains("a.leading") || $0.contains("a.trailing") }
    #expect(connections.count == 2, "\(rows.joined(separator: "\n"))")
    // The leading connection holds; the trailing one is broken by 20.
    #expect(
      connections.contains {
        $0.contains("margins.leading == a.leading") && $0.contains("@1000  holds")
      })
    #expect(
      connections.contains {
        $0.contains("a.trailing == margins.trailing") && $0.contains("@1000  broken by 20")
      })
    // The required proportion a.width == stack.width holds (the multiplier 1 is not
    // written).
    #expect(rows.contains { $0.contains("a.width == stack.width") && $0.contains("holds") })
  }

  @Test func theInspectorSaysWhichConnectionGaveWay() {
    // The reason wraps in the inspector; joined, it reads as one sentence.
    let text = lines([]).joined(separator: " ")
      .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    #expect(
      text.contains(
        "width: required share: 25 / 25 of the stack's width 200 = 200; the connection to the "
          + "trailing margin gives way by 20 (runs 10 past the edge) height:"))
  }
}
