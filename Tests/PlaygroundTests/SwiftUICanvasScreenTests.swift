import StackLayout
import StackPresets
import StackRender
import StackScene
import TestSupport
import Testing

@testable import Playground

/// Whole SwiftUI-mode screens at 80x24 and 120x40 (issue 10): the SwiftUI
/// presets, nested rows zoomed in, and the UIKit presets carried over with `m`.
/// Drawn in monochrome, so that each Color's fill shows in the text.
@Suite("SwiftUI canvas screens")
struct SwiftUICanvasScreenTests {
  static let sizes = [(80, 24), (120, 40)]

  /// The preset in SwiftUI mode (`m` when it is a UIKit one), then `keys`.
  func state(_ preset: String, _ keys: [Key] = []) throws -> PlaygroundState {
    let scene = try #require(Preset.named(preset)).scene()
    var state = PlaygroundState(scene: scene)
    if scene.swiftUI == nil { state.handle(.character("m")) }
    for key in keys { state.handle(key) }
    return state
  }

  func lines(_ state: PlaygroundState, _ size: (Int, Int)) -> [String] {
    PlaygroundScreen.draw(
      state, columns: size.0, rows: size.1, colorMode: .monochrome, glyphs: .unicode
    ).buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
  }

  @Test(arguments: Preset.all.map(\.name))
  func presetScreens(_ name: String) throws {
    let state = try state(name)
    for size in Self.sizes {
      let lines = lines(state, size)
      #expect(lines.count == size.1)
      expectSnapshot(
        lines.joined(separator: "\n"), named: "swiftui-canvas-\(name)-\(size.0)x\(size.1)")
    }
  }

  @Test func theRowsNameNeverCoversItsText() throws {
    // Tour step 16 (swiftui-spacer-min-length): "Subtota" is the first line
    // of the squeezed Text; the row's name comes after it, never over it.
    let state = try state("swiftui-spacer-min-length")
    for size in Self.sizes {
      let lines = lines(state, size)
      #expect(!lines.contains { $0.contains("SubtotatRow") })
      let row = try #require(lines.first { $0.contains("Subtota") })
      let text = try #require(row.range(of: "Subtota"))
      let name = try #require(row.range(of: "def"))
      #expect(text.upperBound < name.lowerBound)
      // The inspector says where the selected child sits.
      #expect(lines.contains { $0.contains("▶ VStack › HStack \"defaultRow\" (1 of 2)") })
    }
  }

  @Test func zoomedInTheLinesMoveWithTheOutlines() throws {
    // The row's Text "Subtotal" is squeezed to 7 characters of 8 points (56
    // + the Spacer's 8 + "12.50"'s 40 = 104), two lines of 16 points, as tall
    // as its row; its second line ("l") goes on the row its top edge,
    // 16 points below the first, rounds to. At 120x40 the 104x56 root fits
    // 118 columns and 40 - 2 status - 7 below - 2 outline - 2 for labels = 27
    // rows at 0.8 column (0.4 row) per point (1 would need 56 x 0.5 = 28
    // rows): 16 x 0.4 = 6.4, 6 rows apart. Three steps closer (1, 1.25,
    // 1.5 columns, 0.75 row per point): 16 x 0.75 = 12 rows apart.
    let start = lines(try state("swiftui-spacer-min-length"), (120, 40))
    let zoomed = lines(
      try state("swiftui-spacer-min-length", Array(repeating: .character("z"), count: 3)),
      (120, 40))
    expectSnapshot(
      zoomed.joined(separator: "\n"), named: "swiftui-canvas-spacer-min-length-zoomed-120x40")
    func gap(_ lines: [String]) throws -> Int {
      let first = try #require(lines.firstIndex { $0.contains("╎Subtota") })
      let second = try #require(lines.firstIndex { $0.contains("╎l ") })
      return second - first
    }
    #expect(try gap(start) == 6)
    #expect(try gap(zoomed) == 12)
  }

  @Test func tinyWindowsNeverCrash() throws {
    for name in Preset.all.map(\.name) {
      for keys in [[], Array("zzzzzz"), Array("ZZZZZZ")] {
        let state = try state(name, keys.map { .character($0) })
        for columns in 1...12 {
          for rows in 1...12 {
            let screen = PlaygroundScreen.draw(
              state, columns: columns, rows: rows, colorMode: .colors256, glyphs: .unicode)
            #expect(screen.buffer.columns == columns && screen.buffer.rows == rows)
          }
        }
      }
    }
  }
}
