import StackLayout
import StackPresets
import StackRender
import StackScene
import TestSupport
import Testing

@testable import Playground

/// The picture teaches (issue 10): the canvas at 80x24 and 120x40, for the
/// vertical 50/100/200 stack in every distribution and for the UIKit presets;
/// the screen arranges itself around the stack; one scale in both models;
/// zoom and pan.
@Suite("Canvas screens")
struct CanvasScreenTests {
  /// The UIKit spec's worked example with no size: views 50x50, 100x100 and
  /// 200x200 in a vertical stack, alignment center, spacing 0.
  static func squares(_ distribution: Distribution) -> Scene {
    Scene(
      stack: StackView(
        axis: .vertical, distribution: distribution, alignment: .center,
        arrangedSubviews: [
          ArrangedView(
            name: "red", color: "red", intrinsicSize: PartialSize(width: 50, height: 50)),
          ArrangedView(
            name: "green", color: "green", intrinsicSize: PartialSize(width: 100, height: 100)),
          ArrangedView(
            name: "blue", color: "blue", intrinsicSize: PartialSize(width: 200, height: 200)),
        ]))
  }

  static let sizes = [(80, 24), (120, 40)]

  func draw(_ state: PlaygroundState, _ columns: Int, _ rows: Int) -> DrawnScreen {
    PlaygroundScreen.draw(
      state, columns: columns, rows: rows, colorMode: .colors256, glyphs: .unicode)
  }

  @Test("The vertical 50/100/200 stack in every distribution", arguments: Distribution.allCases)
  func squaresSnapshots(distribution: Distribution) {
    for (columns, rows) in Self.sizes {
      let drawn = draw(PlaygroundState(scene: Self.squares(distribution)), columns, rows)
      expectSnapshot(
        drawn.buffer.plainText(), named: "squares-\(distribution.rawValue)-\(columns)x\(rows)")
      // Every view is a box (a border in each of its corners), and its name
      // and size are written whole somewhere on the screen.
      let text = drawn.buffer.plainText()
      for (index, view) in drawn.hitMap!.viewRects.enumerated() {
        let rect = view!
        #expect(rect.columns >= 2 && rect.rows >= 2)
        #expect("┌┏".contains(drawn.buffer[rect.x, rect.y].character))
        #expect("┘┛".contains(drawn.buffer[rect.maxX - 1, rect.maxY - 1].character))
        let name = ["red", "green", "blue"][index]
        #expect(text.contains(name))
      }
    }
  }

  /// At 80x24 the tall stack gets the inspector beside it. The stack is
  /// 200x350 points; beside, the canvas has 24 - 2 status - 2 message rows,
  /// less the outline's 2, for 18 rows: 350 points at 0.1 column (0.05 row)
  /// per point is 17.5, rounded to 18 rows (0.125 would need 22). The 18 rows
  /// go to 50, 100 and 200 points in proportion, 2.57, 5.14 and 10.29: whole
  /// parts 2 + 5 + 10 = 17 and the row left over to the largest fraction,
  /// 3, 5 and 10 rows: each within one row of 2.5, 5 and 10. Widths at 0.1:
  /// 5, 10 and 20 columns.
  @Test("At 80x24 the example shows three boxes, heights within a row of 1:2:4")
  func squaresAt80x24() {
    let drawn = draw(PlaygroundState(scene: Self.squares(.fill)), 80, 24)
    let rects = drawn.hitMap!.viewRects.map { $0! }
    #expect(rects.map(\.rows) == [3, 5, 10])
    #expect(rects.map(\.columns) == [5, 10, 20])
    let text = drawn.buffer.plainText()
    #expect(text.contains("red 50x50"))
    #expect(text.contains("green"))
    #expect(text.contains("100x100"))
    #expect(text.contains("blue"))
    #expect(text.contains("200x200"))
    // The inspector is beside the canvas: its title is on the canvas's first row.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[2].contains("▶ red (1 of 3)"))
  }

  /// `a p` on the default scene: a horizontal stack pinned 300x120 turned
  /// vertical (views 60x40, 90x80, 50x60, spacing 8) and sized to its content,
  /// 90 x 196. The views of 40 and 60 points must not be drawn the same height.
  @Test("After a p the 40- and 60-point views have different heights")
  func axisThenPin() {
    var state = PlaygroundState(scene: .playgroundDefault)
    state.handle(.character("a"))
    state.handle(.character("p"))
    let drawn = draw(state, 80, 24)
    let rects = drawn.hitMap!.viewRects.map { $0! }
    #expect(rects[0].rows < rects[2].rows)
    #expect(rects[2].rows < rects[1].rows)
  }

  @Test("The UIKit presets at 80x24 and 120x40")
  func presetSnapshots() throws {
    for preset in Preset.all {
      let scene = try preset.scene()
      guard scene.swiftUI == nil else { continue }
      for (columns, rows) in Self.sizes {
        let drawn = draw(PlaygroundState(scene: scene), columns, rows)
        expectSnapshot(drawn.buffer.plainText(), named: "preset-\(preset.name)-\(columns)x\(rows)")
      }
    }
  }

  /// The same points per cell before and after `m`: the default scene's
  /// 90-point green view keeps its width within one cell.
  @Test("m keeps the scale", arguments: [(80, 24), (120, 40)])
  func modelSwitchKeepsTheScale(size: (Int, Int)) {
    var state = PlaygroundState(scene: .playgroundDefault)
    let uikit = draw(state, size.0, size.1)
    let before = uikit.hitMap!.viewRects[1]!.columns
    state.handle(.character("m"))
    let swiftUI = draw(state, size.0, size.1)
    let after = swiftUI.childRects[1]!.columns
    #expect(abs(before - after) <= 1, "\(before) → \(after)")
    // And back again.
    state.handle(.character("m"))
    let back = draw(state, size.0, size.1).hitMap!.viewRects[1]!.columns
    #expect(back == before)
    // 0 fits each model to its own size again.
    state.handle(.character("0"))
    #expect(state.fitAnchor == nil)
  }

  /// A vertical stack pinned tall and narrow, 375 x 1118, spacing 8,
  /// alignment center: `photo` 127x60, `caption` 261x44, `badge` 32x20. By
  /// fill's rule (uikit-stack.md) the room to spare, 1118 - 124 - 16 = 978,
  /// goes to the first view (hugging 250 tied): `photo` is 1038 tall. At
  /// 80x24 the inspector goes beside; at the scale the size alone fits,
  /// `caption` and `badge` are less than two rows, so the picture is letters
  /// and a legend below it, which the canvas has no rows for: that picture
  /// pans, its arrows over the legend. The scale that fits steps down the
  /// ladder until the whole picture fits: nothing to pan, the legend whole.
  /// After `m` (the app hands it the screen on show) the SwiftUI picture
  /// keeps that scale, and so does the UIKit one after `m` again.
  @Test("the scale that fits leaves room for the picture's labels; m keeps it")
  func fitLeavesRoomForTheLabels() throws {
    let views = [
      ArrangedView(name: "photo", intrinsicSize: PartialSize(width: 127, height: 60)),
      ArrangedView(name: "caption", intrinsicSize: PartialSize(width: 261, height: 44)),
      ArrangedView(name: "badge", intrinsicSize: PartialSize(width: 32, height: 20)),
    ]
    var state = PlaygroundState(
      scene: Scene(
        unit: .point,
        stack: StackView(
          axis: .vertical, alignment: .center, spacing: 8,
          size: PartialSize(width: 375, height: 1118), arrangedSubviews: views)))
    let uikit = draw(state, 80, 24)
    #expect(uikit.fitSteps >= 1)
    #expect(uikit.panLimit == PanOffset(columns: 0, rows: 0))
    let canvas = try #require(uikit.canvas)
    let text = uikit.buffer.rowTexts(in: canvas).joined(separator: "\n")
    for entry in ["R photo 127x1038", "O caption 261x44", "Y badge 32x20"] {
      #expect(text.contains(entry), "\(entry) in\n\(text)")
    }
    // The scale the size alone fits (one step closer) pans across the legend.
    var closer = state
    closer.zoom = uikit.fitSteps
    let base = draw(closer, 80, 24)
    #expect(base.unitsPerColumn < uikit.unitsPerColumn)
    #expect(base.panLimit != PanOffset(columns: 0, rows: 0))
    // `m` keeps the scale, and back.
    state.handle(.character("m"), screen: uikit)
    let swiftUI = draw(state, 80, 24)
    #expect(swiftUI.unitsPerColumn == uikit.unitsPerColumn)
    #expect(swiftUI.panLimit == PanOffset(columns: 0, rows: 0))
    // An `m` that closes the help switches nothing and keeps the scale.
    state.handle(.character("?"), screen: swiftUI)
    let help = draw(state, 80, 24)
    #expect(help.canvas == nil)
    state.handle(.character("m"), screen: help)
    #expect(state.isSwiftUI && !state.isShowingHelp)
    #expect(draw(state, 80, 24).unitsPerColumn == uikit.unitsPerColumn)
    state.handle(.character("m"), screen: swiftUI)
    #expect(draw(state, 80, 24).unitsPerColumn == uikit.unitsPerColumn)
  }

  /// A vertical fillProportionally stack, spacing 8, alignment center, with
  /// no size: each view keeps its length (uikit-stack.md), 10 + 20 + 20 and
  /// two spacings, 233 x 66. At 80x24 the canvas takes the whole width; `v0`,
  /// 184 x 10, is a box too thin for its name, which goes beside the stack,
  /// and `v0 184x10` is a little too wide for the columns left. The name
  /// alone fits: that is what is drawn, and the picture keeps the size's
  /// scale, boxes and all, with nothing to pan (it panned across by the size's
  /// few columns).
  @Test("a name beside the stack that fits without its size does not pan the picture")
  func aCalloutShortenedToItsName() throws {
    let views = [
      ArrangedView(name: "v0", intrinsicSize: PartialSize(width: 184, height: 10)),
      ArrangedView(name: "v1", intrinsicSize: PartialSize(width: 233, height: 20)),
      ArrangedView(name: "v2", intrinsicSize: PartialSize(width: 174, height: 20)),
    ]
    let state = PlaygroundState(
      scene: Scene(
        unit: .point,
        stack: StackView(
          axis: .vertical, distribution: .fillProportionally, alignment: .center, spacing: 8,
          arrangedSubviews: views)))
    let drawn = draw(state, 80, 24)
    #expect(drawn.fitSteps == 0)
    #expect(drawn.panLimit == PanOffset(columns: 0, rows: 0))
    let canvas = try #require(drawn.canvas)
    let lines = drawn.buffer.rowTexts(in: canvas)
    let text = lines.joined(separator: "\n")
    #expect(
      text.contains("┏") && text.contains("v1 233x20") && text.contains("v2 174x20"), "\(text)")
    // `v0` right of the outline (╎) on the row of its box's top.
    let row = try #require(lines.firstIndex { $0.contains("┏") }, "\(text)")
    #expect(lines[row].hasSuffix("╎ v0     "), "\(text)")
    #expect(!text.contains("184x10"))
  }

  @Test("z zooms in both models, 0 fits")
  func zoom() {
    for swiftUI in [false, true] {
      var state = PlaygroundState(scene: .playgroundDefault)
      if swiftUI { state.handle(.character("m")) }
      state.handle(.character("0"))
      func greenWidth(_ state: PlaygroundState) -> Int {
        let drawn = draw(state, 80, 24)
        return swiftUI ? drawn.childRects[1]!.columns : drawn.hitMap!.viewRects[1]!.columns
      }
      let fit = greenWidth(state)
      state.handle(.character("z"))
      #expect(greenWidth(state) > fit)
      state.handle(.character("Z"))
      state.handle(.character("Z"))
      #expect(greenWidth(state) < fit)
      state.handle(.character("0"))
      #expect(greenWidth(state) == fit)
    }
  }

  /// Zoomed in past the window, the picture is drawn from its top-left
  /// corner and the canvas's right and bottom edges are marked as cut; a
  /// Shift-Right moves it 8 columns left and marks the left edge too.
  @Test("Shift-arrows pan a zoomed picture, and cut edges are marked")
  func pan() {
    var state = PlaygroundState(scene: .playgroundDefault)
    for _ in 0..<4 { state.handle(.character("z")) }
    let zoomed = draw(state, 80, 24)
    #expect(zoomed.panLimit.columns > 8)
    let lines = zoomed.buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false)
    // Rows 2 ..< 17 are the canvas; its last column holds the cut marks, at a
    // quarter (row 2 + 3), half and three quarters of it.
    #expect(lines[5].hasSuffix("▸"))
    #expect(!lines[5].hasPrefix("◂"))
    let before = zoomed.hitMap!.viewRects[1]!
    state.handle(.shiftRight)
    #expect(state.pan == PanOffset(columns: 8, rows: 0))
    let panned = draw(state, 80, 24)
    let after = panned.hitMap!.viewRects[1]!
    #expect(after.x == before.x - 8)
    let pannedLines = panned.buffer.plainText().split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(pannedLines[5].hasPrefix("◂"))
    // Panning stops at the picture's far edge: the app clamps to the limit.
    for _ in 0..<100 { state.handle(.shiftRight) }
    state.clampPan(to: panned.panLimit)
    #expect(state.pan.columns == panned.panLimit.columns)
    state.handle(.shiftLeft)
    #expect(state.pan.columns == panned.panLimit.columns - 8)
    // m keeps the pan and the zoom; 0 resets both.
    state.handle(.character("m"))
    #expect(state.zoom == 4)
    #expect(state.pan.columns == panned.panLimit.columns - 8)
    state.handle(.character("0"))
    #expect(state.zoom == 0 && state.pan == PanOffset())
  }

  @Test("Windows down to 1x1 never crash; below the minimum size the message stays")
  func tinyWindows() {
    var state = PlaygroundState(scene: Self.squares(.fill))
    for _ in 0..<3 { state.handle(.character("z")) }
    state.handle(.shiftDown)
    for columns in [1, 2, 10, 59, 60, 80] {
      for rows in [1, 2, 5, 15, 16, 24] {
        for swiftUI in [false, true] {
          var shown = state
          if swiftUI { shown.handle(.character("m")) }
          let drawn = draw(shown, columns, rows)
          #expect(drawn.buffer.columns == columns && drawn.buffer.rows == rows)
          if columns < 60 || rows < 16, columns >= 60, rows >= 5 {
            #expect(drawn.buffer.plainText().contains("stackplay needs a window of at least 60x16"))
          }
        }
      }
    }
  }
}
