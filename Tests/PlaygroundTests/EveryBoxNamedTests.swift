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
    drawn.canvas.map { text(drawn.buffer, $0) }
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

  /// The text of `rect` in `buffer`, a row per line.
  static func text(_ buffer: CellBuffer, _ rect: CellRect) -> String {
    buffer.rowTexts(in: rect).joined(separator: "\n")
  }

  /// The comparison grid (`o`, then `o` again) of every preset, at 80x24 and
  /// 120x40, in its own model and after `m`: each cell names every box, or
  /// the rows below the cells do (`unnamed above:`); those rows name only
  /// boxes some cell leaves unnamed.
  @Test(arguments: Preset.all.map(\.name))
  func everyBoxIsNamedInTheComparisonGrid(_ preset: String) throws {
    let scene = try #require(Preset.named(preset)).scene()
    for switched in [false, true] {
      var state = PlaygroundState(scene: scene)
      if switched { state.handle(.character("m")) }
      let names = Self.names(state)
      for page in [GridPage.arrangements, .alignments] {
        for (columns, rows) in [(80, 24), (120, 40)] {
          var buffer = CellBuffer(columns: columns, rows: rows)
          // The area the playground gives the grid: above a message row and the hints.
          let grid = ComparisonGrid.draw(
            state, page: page, into: &buffer,
            area: CellRect(x: 0, y: 0, columns: columns, rows: rows - 2),
            colorMode: .monochrome, glyphs: .unicode)
          let context =
            "\(preset) \(state.isSwiftUI ? "SwiftUI" : "UIKit") \(page) \(columns)x\(rows)"
          #expect(!grid.cells.isEmpty, "\(context)")
          let legend = grid.legendArea.map { Self.text(buffer, $0) } ?? ""
          #expect(grid.legendNames.isEmpty == (grid.legendArea == nil), "\(context)")
          if let area = grid.legendArea {
            #expect(legend.hasPrefix("unnamed above:"), "\(context)")
            // Over no cell.
            #expect(grid.cells.allSatisfy { $0.intersection(area).isEmpty }, "\(context)")
          }
          var unnamedSomewhere: Set<String> = []
          for cell in grid.cells {
            let text = Self.text(buffer, cell)
            let unnamed = names.filter { !text.contains($0) }
            unnamedSomewhere.formUnion(unnamed)
            let missing = unnamed.filter { !legend.contains($0) }
            #expect(missing.isEmpty, "\(context): \(missing)")
          }
          #expect(Set(grid.legendNames) == unnamedSomewhere, "\(context)")
        }
      }
    }
  }

  /// form-rows' grid at 80x24: a label 50 points wide in a row of 320 is
  /// 4 columns, too narrow for `nameLabel`, and its row, which its views
  /// fill, has no outline to name it on. On the distributions' page the
  /// spare sixth cell names them below its notes, so the five cells keep the
  /// scale they had (2 columns of 3 cells 7 rows tall); the alignments' six
  /// cells leave no spare one, and the names take the row below them.
  @Test func theFormRowsGridNamesItsLabelsAndRows() throws {
    let scene = try #require(Preset.named("form-rows")).scene()
    let state = PlaygroundState(scene: scene)
    let orange = PaletteColor.orange.fillCharacter(.unicode)
    for page in [GridPage.arrangements, .alignments] {
      var buffer = CellBuffer(columns: 80, rows: 24)
      let grid = ComparisonGrid.draw(
        state, page: page, into: &buffer, area: CellRect(x: 0, y: 0, columns: 80, rows: 22),
        colorMode: .monochrome, glyphs: .unicode)
      #expect(grid.legendNames.contains("nameLabel") && grid.legendNames.contains("nameRow"))
      let area = try #require(grid.legendArea)
      let legend = Self.text(buffer, area)
      #expect(legend.hasPrefix("unnamed above:"))
      #expect(legend.contains("\(orange)nameLabel"), "\(legend)")
      #expect(legend.contains("nameRow"), "\(legend)")
      if page == .arrangements {
        #expect(grid.cells.count == 5 && grid.cells.allSatisfy { $0.rows == 7 })
        #expect(grid.cells[1].y == grid.cells[0].y && grid.cells[2].y > grid.cells[0].y)
        // In the spare cell: right of the fifth cell, on its rows.
        #expect(area.x > grid.cells[4].maxX && area.y >= grid.cells[4].y)
        #expect(area.maxY <= grid.cells[4].maxY)
      } else {
        #expect(grid.cells.count == 6)
        #expect(grid.cells.allSatisfy { $0.maxY <= area.y } && area.maxY <= 22)
        #expect(area.columns == 80)
      }
    }
  }

  /// A name of wide characters (Hangul, two columns each) written whole in
  /// every cell is named there: the grid reads a wide character once, not
  /// followed by the blank second cell that would split `가나다`.
  @Test func aWideNameWrittenWholeIsNamed() throws {
    let json = """
      {"unit": "point", "uikit": {"axis": "horizontal", "distribution": "fill",
       "alignment": "fill", "spacing": 8, "size": {"width": 300, "height": 60}, "views": [
        {"name": "가나다", "intrinsicSize": {"width": 200, "height": 40}},
        {"name": "b", "intrinsicSize": {"width": 60, "height": 40}}]}}
      """
    let state = PlaygroundState(scene: try Scene.decode(json, source: "test.json"))
    var buffer = CellBuffer(columns: 120, rows: 40)
    let grid = ComparisonGrid.draw(
      state, page: .arrangements, into: &buffer, area: CellRect(x: 0, y: 0, columns: 120, rows: 38),
      colorMode: .monochrome, glyphs: .unicode)
    #expect(grid.cells.allSatisfy { Self.text(buffer, $0).contains("가나다") })
    #expect(grid.legendNames.isEmpty && grid.legendArea == nil)
  }
}
