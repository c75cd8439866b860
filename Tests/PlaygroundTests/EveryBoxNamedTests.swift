import StackLayout
import StackPresets
import StackRender
import StackScene
import Testing

@testable import Playground

/// The brief's check of a picture, on the seeds' cases: every preset (the
/// 50/100/200 column is squares-unpinned), opened at 80x24 and 120x40, in its
/// own model and after `m`, names every view and nested stack somewhere on
/// the canvas: inside its box, on an outline, or outside it with a leader.
/// A SwiftUI Text shows its string rather than its name and a Spacer is a
/// gap, so those two are left out.
@Suite("Every box named on the presets")
struct EveryBoxNamedTests {
  /// The canvas's cells as text, a row per line.
  static func canvasText(_ drawn: DrawnScreen) -> String? {
    guard let canvas = drawn.canvas else { return nil }
    return (canvas.y..<canvas.maxY).map { y in
      String((canvas.x..<canvas.maxX).map { drawn.buffer[$0, y].character })
    }.joined(separator: "\n")
  }

  /// The names the picture of `state` must show.
  static func names(_ state: PlaygroundState) -> [String] {
    guard state.isSwiftUI else { return state.stack.layout().views.map(\.name) }
    return state.swiftUILayout.nodes.dropFirst().compactMap { node in
      switch node.kind {
      case .text, .spacer: nil
      case .color, .hstack, .vstack, .zstack: node.name
      }
    }
  }

  @Test(arguments: Preset.all.map(\.name))
  func everyBoxIsNamed(_ preset: String) throws {
    let scene = try #require(Preset.named(preset)).scene()
    for switched in [false, true] {
      var state = PlaygroundState(scene: scene)
      if switched { state.handle(.character("m")) }
      let names = Self.names(state)
      // Every UIKit view has a name; a SwiftUI tree of Texts has none to check.
      if !state.isSwiftUI { #expect(!names.isEmpty) }
      for (columns, rows) in [(80, 24), (120, 40)] {
        let drawn = PlaygroundScreen.draw(
          state, columns: columns, rows: rows, colorMode: .monochrome, glyphs: .unicode)
        let canvas = try #require(Self.canvasText(drawn))
        let missing = names.filter { !canvas.contains($0) }
        #expect(
          missing.isEmpty,
          "\(preset) \(state.isSwiftUI ? "SwiftUI" : "UIKit") \(columns)x\(rows): \(missing)")
      }
    }
  }
}
