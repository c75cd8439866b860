import StackLayout
import StackRender
import StackScene
import TestSupport
import Testing

@testable import Playground

/// Whole screens as text: what a learner sees at 80x24.
@Suite("Playground screen")
struct ScreenTests {
  func screen(
    _ keys: [Key] = [], columns: Int = 80, rows: Int = 24, colorMode: ColorMode = .colors256,
    glyphs: GlyphSet = .unicode, scene: Scene = .playgroundDefault
  ) -> DrawnScreen {
    var state = PlaygroundState(scene: scene)
    for key in keys { state.handle(key) }
    return PlaygroundScreen.draw(
      state, columns: columns, rows: rows, colorMode: colorMode, glyphs: glyphs)
  }

  func lines(_ screen: DrawnScreen) -> [String] {
    screen.buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
  }

  @Test func defaultScreen() {
    let screen = screen()
    expectSnapshot(screen.buffer.plainText(), named: "default-80x24")
    let lines = lines(screen)
    // The status line, in UIKit's names (two rows at 80 columns).
    #expect(lines[0] == "axis: horizontal  distribution: fill  alignment: center  spacing: 8")
    #expect(lines[1] == "stack: 300x120 pinned")
    // The solver's reason for the selected (first) view: 300 - 16 - 200 = 84 to spare.
    #expect(
      lines.contains { $0.hasPrefix("width: stretched by 84: lowest hugging priority (250)") })
  }

  @Test func boxesSitWhereTheSolverPutsThem() {
    let state = PlaygroundState(scene: .playgroundDefault)
    let layout = state.stack.layout()
    let drawn = screen()
    // Every view is hit-testable at the centre of the cells its frame maps to.
    for (index, rect) in (drawn.hitMap?.viewRects ?? []).enumerated() {
      guard let rect else {
        Issue.record("view \(index) has no cells")
        continue
      }
      #expect(
        drawn.viewIndex(atColumn: rect.x + rect.columns / 2, row: rect.y + rect.rows / 2) == index)
    }
    // Widths in cells follow the frames: red 144, green 90, blue 50 points on one
    // scale, so red's box is the widest and blue's the narrowest.
    let widths = drawn.hitMap!.viewRects.map { $0!.columns }
    #expect(layout.frames.map(\.width) == [144, 90, 50])
    #expect(widths[0] > widths[1] && widths[1] > widths[2])
  }

  @Test func afterKeys() {
    let keys: [Key] = [
      .character("a"), .character("d"), .character("g"), .character("+"), .character("h"),
    ]
    let screen = screen(keys)
    expectSnapshot(screen.buffer.plainText(), named: "after-a-d-g-plus-h")
    let lines = lines(screen)
    #expect(
      lines[0] == "axis: vertical  distribution: fillEqually  alignment: trailing  spacing: 12")
    // h acts along the axis: the vertical hugging of red is now 251.
    #expect(lines.contains { $0.hasPrefix("hugging h 250 v 251") })
  }

  @Test func helpListsEveryBinding() {
    let screen = screen([.character("?")])
    expectSnapshot(screen.buffer.plainText(), named: "help")
    // Every binding fits 80x24 at once, grouped, in its short form.
    let text = screen.buffer.plainText()
    for binding in keyBindings {
      #expect(
        lines(screen).contains { $0.contains(" \(binding.shortKeys) ") },
        "\(binding.shortKeys)")
      #expect(text.contains(binding.shortAction), "\(binding.shortAction)")
    }
    for group in ["Stack", "Selected view", "Edit", "Screen and files", "Panels"] {
      #expect(lines(screen).contains { $0.hasPrefix(group) || $0.contains("  \(group)") })
    }
    // Nothing scrolls, and the title does not claim that any key closes it.
    #expect(lines(screen)[0] == "stackplay keys (UIKit)  x/X: next/previous, more/less  Esc closes")
    #expect(self.screen([.character("?"), .end]).buffer == screen.buffer)
    #expect(screen.hitMap == nil)
  }

  @Test func tooSmallSaysHowLargeItMustBe() {
    let screen = screen(columns: 50, rows: 12)
    let text = screen.buffer.plainText()
    #expect(text.contains("at least 60x16"))
    #expect(text.contains("50x12"))
    #expect(screen.hitMap == nil)
  }

  @Test func promptShowsWhatIsTyped() {
    let screen = screen([.character("h"), .character("="), .character("2"), .character("4")])
    #expect(lines(screen)[22].hasPrefix("hugging (horizontal) = 24_"))
  }

  @Test func monochromeAsciiScreen() {
    let screen = screen(colorMode: .monochrome, glyphs: .ascii)
    expectSnapshot(screen.buffer.plainText(), named: "default-monochrome-ascii")
    #expect(screen.buffer.plainText().unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test func emptyStack() {
    let screen = screen([.character("x"), .character("x"), .character("x")])
    let text = screen.buffer.plainText()
    #expect(text.contains("no views: n adds one"))
    #expect(text.contains("stack: 300x120 pinned"))
  }
}
