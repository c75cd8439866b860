import StackLayout
import StackRender
import StackScene
import TestSupport
import Testing

@testable import Playground

/// Whole screens of the SwiftUI mode at 80x24.
@Suite("Playground screen, SwiftUI mode")
struct SwiftUIScreenTests {
  /// `m` on `scene` (unless it is a SwiftUI scene already), then `keys`.
  func state(_ keys: [Key], scene: Scene = .playgroundDefault) -> PlaygroundState {
    var state = PlaygroundState(scene: scene)
    if scene.swiftUI == nil { state.handle(.character("m")) }
    for key in keys { state.handle(key) }
    return state
  }

  func screen(_ state: PlaygroundState, glyphs: GlyphSet = .unicode) -> DrawnScreen {
    PlaygroundScreen.draw(state, columns: 80, rows: 24, colorMode: .colors256, glyphs: glyphs)
  }

  func lines(_ screen: DrawnScreen) -> [String] {
    screen.buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
  }

  static let nested = Scene(
    unit: .point,
    swiftUI: SwiftUIScene(
      proposal: ProposedSize(width: 320, height: 128),
      root: SwiftUINode(
        .hstack(
          spacing: nil, alignment: .center,
          children: [
            SwiftUINode(.color("red"), name: "red", modifiers: [.frame(FixedFrame(width: 80))]),
            SwiftUINode(
              .vstack(
                spacing: 0, alignment: .trailing,
                children: [
                  SwiftUINode(.text("Hello"), name: "hello"),
                  SwiftUINode(.color("blue"), name: "blue"),
                ]), name: "column"),
          ]))))

  @Test func afterM() {
    let drawn = screen(state([]))
    expectSnapshot(drawn.buffer.plainText(), named: "swiftui-after-m")
    let lines = lines(drawn)
    // 60 + 90 + 50 + 2 x 8 = 216 wide, green's 80 tall.
    #expect(lines[0] == "HStack(alignment: .center, spacing: 8)  proposal: 300x120  size: 216x80")
    #expect(lines[1] == "unit: point")
    #expect(lines[17].hasPrefix("─ ▶ red (1 of 3)  Color.red.frame(width: 60, height: 40) ─"))
    // Proposed (300 - 16) / 3, chose its frame; centred in 80: y = (80 - 40) / 2.
    // The fields = edits first (red's frame is 60x40), then what red was proposed and chose.
    #expect(
      lines[18] == "frame w 60 h 40  layoutPriority 0  proposed 94.667x120  chose 60x40  at 0,20")
    #expect(lines[22] == "SwiftUI mode, nothing approximated")
    // The focus (red's frame width) and the child's keys first; q and ? at the end.
    #expect(
      lines[23]
        == "= edit frame width  i/I field  Tab select  Up/Down frame          q quit  ? help")
  }

  @Test func theHigherPriorityChildFillsTheStack() {
    let drawn = screen(state(Array("f\tf\tf\t\th").map { $0 == "\t" ? .tab : .character($0) }))
    expectSnapshot(drawn.buffer.plainText(), named: "swiftui-priority")
    let lines = lines(drawn)
    #expect(lines[0] == "HStack(alignment: .center, spacing: 8)  proposal: 300x120  size: 300x80")
    // Green takes 300 - 2 x 8 = 284 at x 8. The scale that fits 300x80 into
    // the canvas (78 columns, 24 - 2 status - 7 below - 2 outline - 2 for
    // labels = 11 rows) is 0.25 column per point (0.3 would need 90 columns):
    // green's box runs from edge round(8 x 0.25) = 2 to round(292 x 0.25) = 73,
    // 71 columns.
    // f removed green's fixed width; its height stays 80.
    #expect(lines[18] == "frame w - h 80  layoutPriority 1  proposed 284x120  chose 284x80  at 8,0")
    let boxRows = lines.filter { $0.contains("┏") }
    #expect(boxRows.count == 1)
    let row = boxRows[0]
    let start = row.firstIndex(of: "┏")!
    let end = row.firstIndex(of: "┓")!
    #expect(row.distance(from: start, to: end) + 1 == 71)
  }

  @Test func aNestedStackIsABoxHoldingItsChildren() {
    let drawn = screen(state([], scene: Self.nested))
    expectSnapshot(drawn.buffer.plainText(), named: "swiftui-nested")
    let lines = lines(drawn)
    #expect(lines[0].hasPrefix("HStack(alignment: .center, spacing: nil (8))  proposal: 320x128"))
    // The nested VStack is named on its dashed border, its Text inside it.
    let border = lines.firstIndex { $0.contains("╭column") }
    let text = lines.firstIndex { $0.contains("Hello") }
    #expect(border != nil)
    // The scale: 320x128 into 78 columns and 24 - 2 status - 7 below - 2
    // outline - 2 for labels = 11 rows: 0.2 column per point needs 64 columns
    // but 128 x 0.1 = 12.8, 13 rows; 0.15 needs 48 columns and 128 x 0.075 =
    // 9.6, 10 rows. The Text sits at the VStack's trailing edge, on its top
    // row (children cover the box where they touch it): the VStack is 320 -
    // 80 - 8 = 232 wide from x 88, Hello 5 x 8 = 40 wide from 320 - 40 = 280,
    // columns round(280 x 0.15) = 42 to round(320 x 0.15) = 48 of the root:
    // 6 columns, its 5 characters from the leading edge, then one blank cell
    // of its frame, then the root's outline. Blue fills the rest of the box.
    #expect(text == border)
    if let border {
      #expect(lines[border].contains("╭column╌"))
      #expect(lines[border].contains("Hello ╎"))
      #expect(lines[border + 1].contains("┌───"))
    }
  }

  @Test func clicksFindTheChildren() {
    let drawn = screen(state([], scene: Self.nested))
    #expect(drawn.childRects.count == 2)
    for (index, rect) in drawn.childRects.enumerated() {
      guard let rect else {
        Issue.record("child \(index) has no cells")
        continue
      }
      #expect(
        drawn.viewIndex(atColumn: rect.x + rect.columns / 2, row: rect.y + rect.rows / 2) == index)
    }
    #expect(drawn.viewIndex(atColumn: 0, row: 23) == nil)
    // The key handler takes the hit map's answer.
    var state = state([], scene: Self.nested)
    let rect = drawn.childRects[1]!
    state.handle(.click(column: rect.x, row: rect.y)) { drawn.viewIndex(atColumn: $0, row: $1) }
    #expect(state.selection == 1)
  }

  @Test func helpListsTheSwiftUIBindings() {
    let drawn = screen(state([.character("?")]))
    expectSnapshot(drawn.buffer.plainText(), named: "swiftui-help")
    let lines = lines(drawn)
    #expect(lines[0] == "stackplay keys (SwiftUI)  x/X: next/previous, more/less  Esc closes")
    for binding in swiftUIKeyBindings {
      #expect(lines.contains { $0.contains(" \(binding.shortKeys) ") }, "\(binding.shortKeys)")
      #expect(lines.contains { $0.contains(binding.shortAction) }, "\(binding.shortAction)")
    }
    for group in ["Root stack", "Selected child", "Edit", "Screen and files", "Panels"] {
      #expect(lines.contains { $0.hasPrefix(group) || $0.contains("  \(group)") })
    }
  }

  @Test func theTextPromptShowsWhatIsTyped() {
    let drawn = screen(state([.character("e")] + "안녕 hi".map { .character($0) }))
    // The prompt names the field and its value now (red is a Color: no text).
    #expect(lines(drawn)[22] == "Text = 안녕 hi_   (now none)")
    // Enter and Esc lead the hint line; ? is typed into a Text, so no ? help.
    #expect(lines(drawn)[23] == "Enter set  Esc cancel  Backspace erase")
  }

  @Test func asciiAndTheDefaultSpacing() {
    let drawn = screen(state(Array("---").map { .character($0) }), glyphs: .ascii)
    expectSnapshot(drawn.buffer.plainText(), named: "swiftui-ascii-nil-spacing")
    #expect(lines(drawn)[0].hasPrefix("HStack(alignment: .center, spacing: nil (8))"))
  }

  /// Random SwiftUI-mode keys never crash the update or the drawing, and the
  /// selection stays on a child.
  @Test(arguments: [UInt64(1), 2, 3, 4])
  func randomKeysKeepTheScreenDrawable(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let keys: [Key] =
      "aAgG+-fhHkKnxpwWtTzZ0[]e=r1 \u{D55C}".map { .character($0) } + [
        .tab, .backTab, .up, .down, .left, .right, .enter, .escape, .backspace,
        .click(column: 40, row: 10),
      ]
    var state = state([], scene: Self.nested)
    for _ in 0..<400 {
      let key = keys.randomElement(using: &generator)!
      state.handle(key) { _, _ in 0 }
      if state.shouldQuit || !state.isSwiftUI { state = self.state([], scene: Self.nested) }
      let drawn = PlaygroundScreen.draw(
        state, columns: 80, rows: 24, colorMode: .colors8, glyphs: .unicode)
      #expect(drawn.buffer.rows == 24)
      let count = state.swiftUIChildren.count
      #expect(count == 0 ? state.selection == 0 : (0..<count).contains(state.selection))
    }
  }
}
