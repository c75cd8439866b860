import StackLayout
import StackPresets
import StackRender
import StackScene
import TestSupport
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
        let missing = names.filter { !shows(canvas, $0) }
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
            let unnamed = names.filter { !shows(text, $0) }
            unnamedSomewhere.formUnion(unnamed)
            let missing = unnamed.filter { !shows(legend, $0) }
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

  /// A cramped tree on the main screen (views of no size on one spot, in
  /// stacks of no width), at 80x24, in its own model and after `m`: every
  /// box is named in the canvas, the ones the picture leaves unnamed on rows
  /// below it after `unnamed above:`, over nothing the picture drew. At
  /// 120x40 too. (A picture larger than the canvas is panned across, and
  /// gets no such rows.)
  @Test func aCrampedTreeNamesItsBoxesBelowThePicture() throws {
    let json =
      #"{"unit":"point","uikit":"# + """
        {"axis":"horizontal","distribution":"fillProportionally","alignment":"leading","spacing":8,"views":[{"name":"col1","stack":{"axis":"vertical","distribution":"fillProportionally","alignment":"leading","spacing":0,"views":[{"name":"body2","intrinsicSize":{"width":44,"height":10}},{"name":"col3","stack":{"axis":"horizontal","distribution":"equalSpacing","alignment":"leading","spacing":0,"views":[{"name":"price4","intrinsicSize":{"width":10,"height":10}},{"name":"status5","intrinsicSize":{"width":20,"height":60}},{"name":"image6","intrinsicSize":{"width":80,"height":10},"hugging":{"horizontal":750,"vertical":251}},{"name":"label7","hugging":{"horizontal":251,"vertical":251}}]}},{"name":"group8","stack":{"axis":"vertical","distribution":"fillEqually","alignment":"center","spacing":16,"views":[{"name":"name9","intrinsicSize":{"width":44,"height":20},"hugging":{"horizontal":251,"vertical":250}},{"name":"text10","intrinsicSize":{"width":20,"height":20},"hugging":{"horizontal":251,"vertical":250}},{"name":"button11","intrinsicSize":{"width":120,"height":20}},{"name":"avatar12","intrinsicSize":{"width":20,"height":20}}]}}]}},{"name":"footer13","intrinsicSize":{"width":10,"height":20},"hugging":{"horizontal":750,"vertical":250}},{"name":"row14","stack":{"axis":"horizontal","distribution":"fillProportionally","alignment":"leading","spacing":16,"views":[{"name":"footer15","intrinsicSize":{"width":80,"height":44}}]}},{"name":"avatar16","intrinsicSize":{"width":60,"height":10}}]}
        """ + "}"
    let scene = try Scene.decode(json, source: "tree.json")
    var legends = 0
    for switched in [false, true] {
      var state = PlaygroundState(scene: scene)
      if switched { state.handle(.character("m")) }
      let names = Self.names(state)
      for (columns, rows) in [(80, 24), (120, 40)] {
        let drawn = PlaygroundScreen.draw(
          state, columns: columns, rows: rows, colorMode: .monochrome, glyphs: .unicode)
        let canvas = try #require(drawn.canvas)
        // A picture larger than the canvas (SwiftUI's after `m`, at the
        // UIKit mode's scale) is panned across: its names are not all on show.
        guard drawn.panLimit == PanOffset(columns: 0, rows: 0) else { continue }
        let lines = drawn.buffer.rowTexts(in: canvas)
        let context =
          "\(switched ? "SwiftUI" : "UIKit") \(columns)x\(rows):\n" + lines.joined(separator: "\n")
        let missing = names.filter { name in !lines.contains { shows($0, name) } }
        #expect(missing.isEmpty, "\(missing) in \(context)")
        guard let legend = lines.firstIndex(where: { $0.hasPrefix("unnamed above:") }) else {
          continue
        }
        legends += 1
        // Below the root's outline, whose bottom corner is the last ╰ above.
        let outline = lines[..<legend].lastIndex { $0.contains("╰") }
        #expect(outline != nil, "\(context)")
        for name in names where lines[legend...].contains(where: { shows($0, name) }) {
          #expect(!lines[..<legend].contains { shows($0, name) }, "\(name) in \(context)")
        }
      }
    }
    #expect(legends > 0)
  }

  /// A phone-sized settings column, 12 rows 44 points tall in a stack pinned
  /// to 375 x 800, spacing 8, at 80x24: the inspector goes beside the
  /// canvas, and at the scale that fits the rows are a cell tall, too small
  /// for boxes. Each is named beside its own row (its colour's letter fills
  /// it), so the picture needs no legend below and fits the canvas: nothing
  /// to pan, every row named. (A legend below took rows the canvas did not
  /// have, was cut after five rows with `…`, and the picture panned: its
  /// arrows were drawn over the legend's text, and seven rows were named
  /// nowhere.) The first row takes the room to spare: 800 - 12 x 44 -
  /// 11 x 8 = 184 more than its 44 (uikit-stack.md, fill: the lowest hugging
  /// priority, tied, the first view).
  @Test func aLongCompactColumnNamesEachRowBesideIt() throws {
    let views = (0..<12).map {
      ArrangedView(name: "item\($0)", intrinsicSize: PartialSize(width: 60, height: 44))
    }
    let scene = Scene(
      unit: .point,
      stack: StackView(
        axis: .vertical, spacing: 8, size: PartialSize(width: 375, height: 800),
        arrangedSubviews: views))
    let state = PlaygroundState(scene: scene)
    let drawn = PlaygroundScreen.draw(
      state, columns: 80, rows: 24, colorMode: .monochrome, glyphs: .unicode)
    #expect(drawn.panLimit == PanOffset(columns: 0, rows: 0))
    let canvas = try #require(drawn.canvas)
    let lines = drawn.buffer.rowTexts(in: canvas)
    let context = lines.joined(separator: "\n")
    #expect(!context.contains("…") && !context.contains("unnamed"), "\(context)")
    for index in 0..<12 {
      let size = index == 0 ? "375x228" : "375x44"
      let letter = PaletteColor.forView(named: nil, at: index).letter
      // The name on a row the view's letter fills up to the outline.
      let row = lines.first { $0.contains("╎ item\(index) \(size)") }
      #expect(row?.contains("\(letter)\(letter)╎ item\(index) \(size)") == true, "\(context)")
    }
  }

  /// A column pinned to 375x812 of twelve fillEqually sections (a header
  /// that must be 44 tall and three rows), squeezed: seven sections and their
  /// views are 0 tall on one line. At 80x24 the labels beside the picture
  /// leave no band for the names, and the one blank row below holds few of
  /// them: it names as many as fit, in order, with `+N more` for the others
  /// named nowhere in the picture.
  @Test func namesThatFitNowhereWholeEndWithHowManyMore() throws {
    let sections = (0..<12).map { section in
      ArrangedView(
        name: "section\(section)",
        stack: StackView(
          axis: .vertical, distribution: .fillEqually,
          arrangedSubviews: [
            ArrangedView(
              name: "header\(section)", intrinsicSize: PartialSize(width: 375, height: 44),
              compressionResistance: PerAxis(horizontal: 750, vertical: 1000))
          ]
            + ["a", "b", "c"].map {
              ArrangedView(
                name: "r\(section)\($0)", intrinsicSize: PartialSize(width: 375, height: 20))
            }))
    }
    let state = PlaygroundState(
      scene: Scene(
        unit: .point,
        stack: StackView(
          axis: .vertical, size: PartialSize(width: 375, height: 812),
          arrangedSubviews: sections)))
    let drawn = PlaygroundScreen.draw(
      state, columns: 80, rows: 24, colorMode: .monochrome, glyphs: .unicode)
    let canvas = try #require(drawn.canvas)
    let lines = drawn.buffer.rowTexts(in: canvas)
    let context = lines.joined(separator: "\n")
    let row = try #require(lines.firstIndex { $0.hasPrefix("unnamed above:") }, "\(context)")
    let picture = lines[..<row].joined(separator: "\n")
    let unnamed = Self.names(state).filter { !shows(picture, $0) }
    let listed = unnamed.filter { shows(lines[row], $0) }
    #expect(!listed.isEmpty && listed == Array(unnamed.prefix(listed.count)), "\(context)")
    let text = String(lines[row].reversed().drop { $0 == " " }.reversed())
    #expect(text.hasSuffix(" +\(unnamed.count - listed.count) more"), "\(context)")
  }

  /// A tree whose names fill the canvas's rows above and below the picture
  /// (a column of nested stacks of no width, named with leaders), at 120x40:
  /// the names the picture leaves unnamed go in the blank band left of it,
  /// after `unnamed to the right:`, a blank column apart from what it drew.
  @Test func namesWithNoRowBelowGoInABandBesideThePicture() throws {
    let json =
      #"{"unit":"point","uikit":"# + """
        {"axis":"horizontal","distribution":"fillProportionally","alignment":"trailing","spacing":16,"views":[{"name":"row1","intrinsicSize":{"width":30,"height":60}},{"name":"col2","stack":{"axis":"vertical","distribution":"fill","alignment":"trailing","spacing":16,"views":[{"name":"row3","intrinsicSize":{"width":20,"height":30}},{"name":"button4"}]}},{"name":"col5"},{"name":"row6","stack":{"axis":"vertical","distribution":"fillEqually","alignment":"leading","spacing":4,"views":[{"name":"price7","intrinsicSize":{"width":44,"height":20}},{"name":"col8","stack":{"axis":"vertical","distribution":"equalCentering","alignment":"trailing","spacing":16,"views":[{"name":"title9","intrinsicSize":{"width":60,"height":60},"hugging":{"horizontal":250,"vertical":250}}]}},{"name":"row10","hugging":{"horizontal":251,"vertical":251}},{"name":"row11","stack":{"axis":"horizontal","distribution":"equalSpacing","alignment":"center","spacing":16,"views":[{"name":"button12","intrinsicSize":{"width":60,"height":60}},{"name":"footer13","intrinsicSize":{"width":10,"height":20}},{"name":"label14","intrinsicSize":{"width":10,"height":10}}]}}]}},{"name":"row15","stack":{"axis":"vertical","distribution":"fill","alignment":"trailing","spacing":0,"views":[{"name":"date16","intrinsicSize":{"width":30,"height":60},"hugging":{"horizontal":750,"vertical":750}}]}}],"size":{"width":200}}
        """ + "}"
    let state = PlaygroundState(scene: try Scene.decode(json, source: "tree.json"))
    let (_, lines, context) = try Self.cramped(state, columns: 120, rows: 40)
    let names = Self.names(state)
    // No blank row below the picture: its names below boxes reach the last row.
    #expect(lines.last?.contains { $0 != " " } == true, "\(context)")
    let row = try #require(lines.firstIndex { $0.hasPrefix("unnamed to the right:") }, "\(context)")
    // The band ends a blank column before the leftmost cell the picture drew.
    let pictureColumn = try #require(
      lines.indices.filter { $0 != row }.compactMap { y in
        lines[y].firstIndex { $0 != " " }.map {
          lines[y].distance(from: lines[y].startIndex, to: $0)
        }
      }.min())
    let band = String(lines[row].prefix(pictureColumn - 1))
    #expect(lines[row].dropFirst(pictureColumn - 1).first == " ", "\(context)")
    let listed = names.filter { shows(band, $0) }
    #expect(!listed.isEmpty, "\(context)")
    // What the band names, the picture names nowhere else.
    let rest = lines.enumerated().map {
      $0.offset == row ? String(lines[row].dropFirst(pictureColumn - 1)) : $0.element
    }
    for name in listed {
      #expect(!rest.contains { shows($0, name) }, "\(name) in \(context)")
    }
  }

  /// A band beside the picture narrower than `unnamed to the left:` still
  /// takes the names: the prefix wraps between its words (a tree after `m`,
  /// at 80x24, whose picture leaves 12 columns on its right and no row below).
  @Test func aNarrowBandBesideThePictureWrapsItsPrefix() throws {
    let json =
      #"{"unit":"point","uikit":"# + """
        {"axis":"horizontal","distribution":"fill","alignment":"fill","spacing":16,"views":[{"name":"col1","stack":{"axis":"horizontal","distribution":"fill","alignment":"fill","spacing":16,"views":[{"name":"icon2"},{"name":"footer3","intrinsicSize":{"width":80,"height":44}},{"name":"text4","hugging":{"horizontal":251,"vertical":750}}]}},{"name":"group5","stack":{"axis":"vertical","distribution":"equalCentering","alignment":"fill","spacing":0,"views":[{"name":"group6","stack":{"axis":"vertical","distribution":"equalSpacing","alignment":"center","spacing":16,"views":[{"name":"name7","intrinsicSize":{"width":44,"height":60},"hugging":{"horizontal":750,"vertical":250}}]}},{"name":"label8","intrinsicSize":{"width":20,"height":10}},{"name":"switch9","intrinsicSize":{"width":10,"height":30}},{"name":"badge10","intrinsicSize":{"width":120,"height":30}}]}},{"name":"row11","intrinsicSize":{"width":80,"height":30},"hugging":{"horizontal":251,"vertical":250}}]}
        """ + "}"
    var state = PlaygroundState(scene: try Scene.decode(json, source: "tree.json"))
    state.handle(.character("m"))
    #expect(state.isSwiftUI)
    let (_, rows, context) = try Self.cramped(state, columns: 80, rows: 24)
    let lines = rows.map(Array.init)
    let names = Self.names(state)
    let (row, column, band, picture) = try Self.bandOnTheRight(lines, context: context)
    // Narrower than the prefix on one row: the reason it wraps.
    #expect(lines[row].count - column < UnnamedBoxes.leftPrefix.count)
    let listed = names.filter { name in band.contains { shows($0, name) } }
    // The two names the picture cuts short (`grou…`, `la…`), listed whole
    // beside it and nowhere in the picture.
    #expect(listed == ["group5", "label8"], "\(context)")
    for name in listed {
      #expect(!picture.contains { shows($0, name) }, "\(name) in \(context)")
    }
  }

  /// The band of names right of a picture, in a canvas's `lines`: the row and
  /// column where `unnamed to` / `the left:` begins, the band's rows below
  /// the prefix, and the rest of the canvas (the picture). Checks that the
  /// prefix's second row is just below its first, and that a blank column
  /// keeps the band apart from the picture on every row from its first.
  static func bandOnTheRight(_ lines: [[Character]], context: String) throws -> (
    row: Int, column: Int, band: [String], picture: [String]
  ) {
    let row = try #require(
      lines.firstIndex { line in
        String(line).reversed().drop { $0 == " " }.reversed().map(String.init).joined()
          .hasSuffix(" unnamed to")
      }, "\(context)")
    let column = try #require(
      lines[row].indices.first { String(lines[row][$0...]).hasPrefix("unnamed to") })
    #expect(String(lines[row + 1][column...]).hasPrefix("the left:"), "\(context)")
    for y in row..<lines.count { #expect(lines[y][column - 1] == " ", "\(context)") }
    let band = lines[(row + 2)...].map { String($0[column...]) }
    let picture = lines.enumerated().map { y, line in
      y >= row ? String(line[..<column]) : String(line)
    }
    return (row, column, band, picture)
  }

  /// When the blank columns on either side of the picture are too few for
  /// the names but both together are enough, the picture is drawn again
  /// left of the middle, at the same scale, and the names go on its right
  /// (a tree at 80x24 beside the inspector: 8 and 7 blank columns, and
  /// `status11` with its swatch needs 9 and a blank column).
  @Test func thePictureMovesLeftToLeaveTheNamesABand() throws {
    let json =
      #"{"unit":"point","uikit":"# + """
        {"axis":"vertical","distribution":"equalCentering","alignment":"center","spacing":4,"views":[{"name":"spacer1","intrinsicSize":{"width":30,"height":30}},{"name":"row2","stack":{"axis":"vertical","distribution":"equalCentering","alignment":"trailing","spacing":4,"views":[{"name":"status3","intrinsicSize":{"width":44,"height":60},"hugging":{"horizontal":250,"vertical":750}},{"name":"col4","stack":{"axis":"vertical","distribution":"equalCentering","alignment":"trailing","spacing":8,"views":[{"name":"status5","intrinsicSize":{"width":30,"height":60},"hugging":{"horizontal":250,"vertical":251}},{"name":"field6","intrinsicSize":{"width":20,"height":60},"hugging":{"horizontal":250,"vertical":251}}]}},{"name":"price7","intrinsicSize":{"width":30,"height":44}},{"name":"row8","stack":{"axis":"horizontal","distribution":"equalCentering","alignment":"trailing","spacing":0,"views":[{"name":"body9"},{"name":"field10","intrinsicSize":{"width":60,"height":20},"hugging":{"horizontal":250,"vertical":251}},{"name":"status11","intrinsicSize":{"width":44,"height":44},"hugging":{"horizontal":251,"vertical":750}},{"name":"col12","intrinsicSize":{"width":44,"height":60}}]}}]}},{"name":"col13","intrinsicSize":{"width":120,"height":10}},{"name":"row14","stack":{"axis":"horizontal","distribution":"fillProportionally","alignment":"center","spacing":16,"views":[{"name":"image15","intrinsicSize":{"width":120,"height":44},"hugging":{"horizontal":251,"vertical":750}},{"name":"footer16","intrinsicSize":{"width":30,"height":60},"hugging":{"horizontal":251,"vertical":251}}]}},{"name":"col17","stack":{"axis":"horizontal","distribution":"fillEqually","alignment":"trailing","spacing":16,"views":[{"name":"col18","stack":{"axis":"horizontal","distribution":"equalSpacing","alignment":"trailing","spacing":0,"views":[{"name":"price19","hugging":{"horizontal":750,"vertical":250}}]}}]}}]}
        """ + "}"
    let state = PlaygroundState(scene: try Scene.decode(json, source: "tree.json"))
    let (canvas, rows, context) = try Self.cramped(state, columns: 80, rows: 24)
    // The inspector is beside the canvas: the canvas is narrow.
    #expect(canvas.columns < 50)
    let lines = rows.map(Array.init)
    let names = Self.names(state)
    let (_, column, band, picture) = try Self.bandOnTheRight(lines, context: context)
    let listed = names.filter { name in band.contains { shows($0, name) } }
    #expect(listed == ["status11"], "\(context)")
    #expect(!picture.contains { shows($0, "status11") }, "\(context)")
    // Left of the middle: fewer blank columns on its left than on its right
    // (the band's included).
    let drawnColumns = picture.flatMap { line in
      line.enumerated().filter { $0.offset < column - 1 && $0.element != " " }.map(\.offset)
    }
    let first = try #require(drawnColumns.min())
    let last = try #require(drawnColumns.max())
    #expect(first < canvas.columns - 1 - last, "\(context)")
  }

  /// Rows taken for the names when the picture moves up can turn out too
  /// few: drawn higher, it leaves more names cut, and labels outside the
  /// boxes can keep it from the top. It moves up again while blank rows are
  /// left above it (a tree at 80x24 whose list of names needs a second row
  /// after the first move).
  @Test func thePictureMovesUpAgainWhenTheNamesNeedMoreRows() throws {
    let json =
      #"{"unit":"point","uikit":"# + """
        {"axis":"vertical","distribution":"fillProportionally","alignment":"fill","spacing":8,"views":[{"name":"status1","intrinsicSize":{"width":20,"height":30},"hugging":{"horizontal":750,"vertical":750}},{"name":"row2","stack":{"axis":"horizontal","distribution":"fill","alignment":"trailing","spacing":16,"views":[{"name":"group3","stack":{"axis":"vertical","distribution":"fill","alignment":"trailing","spacing":4,"views":[{"name":"image4","intrinsicSize":{"width":10,"height":20}},{"name":"icon5","intrinsicSize":{"width":44,"height":20}}]}},{"name":"row6","stack":{"axis":"horizontal","distribution":"fillProportionally","alignment":"fill","spacing":0,"views":[{"name":"name7","intrinsicSize":{"width":80,"height":60}},{"name":"spacer8","intrinsicSize":{"width":10,"height":44}},{"name":"avatar9","intrinsicSize":{"width":120,"height":30}},{"name":"button10","intrinsicSize":{"width":44,"height":30}}]}},{"name":"col11","stack":{"axis":"horizontal","distribution":"equalSpacing","alignment":"leading","spacing":8,"views":[{"name":"header12","hugging":{"horizontal":250,"vertical":251}},{"name":"icon13"}]}}]}},{"name":"button14","intrinsicSize":{"width":10,"height":30}},{"name":"col15","stack":{"axis":"horizontal","distribution":"fillProportionally","alignment":"trailing","spacing":16,"views":[{"name":"row16","stack":{"axis":"vertical","distribution":"equalCentering","alignment":"trailing","spacing":0,"views":[{"name":"body17","intrinsicSize":{"width":60,"height":20}}]}},{"name":"col18","stack":{"axis":"horizontal","distribution":"equalCentering","alignment":"trailing","spacing":8,"views":[{"name":"header19","intrinsicSize":{"width":20,"height":60}},{"name":"image20","intrinsicSize":{"width":60,"height":60}},{"name":"body21","intrinsicSize":{"width":30,"height":10},"hugging":{"horizontal":750,"vertical":250}}]}}]}},{"name":"row22","stack":{"axis":"vertical","distribution":"equalCentering","alignment":"trailing","spacing":8,"views":[{"name":"icon23","intrinsicSize":{"width":44,"height":30},"hugging":{"horizontal":250,"vertical":251}}]}}]}
        """ + "}"
    let state = PlaygroundState(scene: try Scene.decode(json, source: "tree.json"))
    let (_, lines, context) = try Self.cramped(state, columns: 80, rows: 24)
    let legend = try #require(lines.firstIndex { $0.hasPrefix("unnamed above:") }, "\(context)")
    // Two rows of names, none left out (no ellipsis), below the outline.
    #expect(legend == lines.count - 2, "\(context)")
    #expect(!lines[legend...].contains { $0.contains("…") }, "\(context)")
    #expect(lines[..<legend].contains { $0.contains("╰") }, "\(context)")
    // The picture went up to the canvas's first row to make room.
    #expect(lines[0].contains { $0 != " " }, "\(context)")
  }

  /// A dense tree whose labels outside the boxes fill the canvas's rows and
  /// both sides at the scale that fits its whole picture (a row of 28 views
  /// and nested stacks at 80x24): there its names fit nowhere whole, so the
  /// picture takes one step further down the ladder, where it names every
  /// box. `z` steps from that scale: one step closer is the scale that fits,
  /// which leaves boxes named nowhere. `m` keeps the step.
  @Test func aCrampedTreeStepsDownTheLadderToNameEveryBox() throws {
    let json =
      #"{"unit":"point","uikit":"# + """
        {"axis":"horizontal","distribution":"fillProportionally","alignment":"fill","spacing":8,"views":[{"name":"row1","stack":{"axis":"horizontal","distribution":"fill","alignment":"fill","spacing":0,"views":[{"name":"spacer2","intrinsicSize":{"width":120,"height":10}},{"name":"field3","intrinsicSize":{"width":10,"height":30}},{"name":"row4","stack":{"axis":"horizontal","distribution":"equalSpacing","alignment":"leading","spacing":8,"views":[{"name":"row5","hugging":{"horizontal":250,"vertical":251}},{"name":"header6","intrinsicSize":{"width":60,"height":10}},{"name":"icon7","intrinsicSize":{"width":60,"height":44},"hugging":{"horizontal":250,"vertical":251}},{"name":"title8"}]}},{"name":"group9","stack":{"axis":"horizontal","distribution":"equalSpacing","alignment":"center","spacing":8,"views":[{"name":"col10","intrinsicSize":{"width":30,"height":44}},{"name":"spacer11","intrinsicSize":{"width":20,"height":10}},{"name":"badge12","intrinsicSize":{"width":20,"height":20},"hugging":{"horizontal":750,"vertical":251}},{"name":"button13","intrinsicSize":{"width":10,"height":44}}]}}]}},{"name":"spacer14"},{"name":"row15","stack":{"axis":"horizontal","distribution":"fillProportionally","alignment":"leading","spacing":0,"views":[{"name":"col16","stack":{"axis":"vertical","distribution":"fillEqually","alignment":"center","spacing":16,"views":[{"name":"text17","intrinsicSize":{"width":10,"height":30}},{"name":"body18","intrinsicSize":{"width":20,"height":30}}]}},{"name":"switch19","intrinsicSize":{"width":60,"height":10}},{"name":"badge20","intrinsicSize":{"width":120,"height":30},"hugging":{"horizontal":250,"vertical":251}}]}},{"name":"col21"},{"name":"col22","stack":{"axis":"horizontal","distribution":"fill","alignment":"center","spacing":4,"views":[{"name":"title23","intrinsicSize":{"width":60,"height":30}},{"name":"price24","intrinsicSize":{"width":30,"height":44},"hugging":{"horizontal":251,"vertical":250}},{"name":"row25","stack":{"axis":"horizontal","distribution":"equalCentering","alignment":"leading","spacing":4,"views":[{"name":"badge26","intrinsicSize":{"width":120,"height":10}},{"name":"switch27","intrinsicSize":{"width":20,"height":20},"hugging":{"horizontal":750,"vertical":750}}]}},{"name":"badge28","intrinsicSize":{"width":20,"height":10},"hugging":{"horizontal":750,"vertical":750}}]}}],"size":{"width":375}}
        """ + "}"
    let state = PlaygroundState(scene: try Scene.decode(json, source: "tree.json"))
    func draw(_ state: PlaygroundState) -> DrawnScreen {
      PlaygroundScreen.draw(state, columns: 80, rows: 24, colorMode: .monochrome, glyphs: .unicode)
    }
    _ = try Self.cramped(state, columns: 80, rows: 24)
    let named = draw(state)

    #expect(named.namingSteps == 1)
    var closer = state
    closer.handle(.character("z"), screen: named)
    #expect(closer.zoom == 1 && closer.zoomNamingSteps == 1)
    let fit = draw(closer)
    let fitCanvas = try #require(Self.canvasText(fit))
    // One step: the whole picture fits there, at a larger scale.
    #expect(fit.panLimit == PanOffset(columns: 0, rows: 0), "\(fitCanvas)")
    #expect(named.unitsPerColumn > fit.unitsPerColumn * 1.1)
    #expect(fit.fitSteps == named.fitSteps)
    let missing = Self.names(state).filter { !shows(fitCanvas, $0) }
    #expect(!missing.isEmpty, "\(fitCanvas)")
    // `Z` shows a smaller picture than the one named.
    var further = state
    further.handle(.character("Z"), screen: named)
    #expect(draw(further).unitsPerColumn > named.unitsPerColumn * 1.1)
    // `m` keeps the steps taken for the names.
    var switched = state
    switched.handle(.character("m"), screen: named)
    #expect(switched.fitAnchorSteps == named.fitSteps)
  }

  /// A message never steps the picture down for the names (the steps are
  /// found on the canvas the size's fit counts, with a one-row message), nor
  /// takes the rows they need: a tree after `m` at 80x24 whose picture names
  /// every box at the scale that fits only on the rows below it that `m`'s
  /// message of three rows would take. The canvas keeps them, at the same
  /// scale, and the message covers the inspector's reasons instead.
  @Test func aMessageNeverStepsThePictureDownForTheNames() throws {
    let json =
      #"{"unit":"point","uikit":"# + """
        {"axis":"vertical","distribution":"equalCentering","alignment":"center","spacing":16,"views":[{"name":"group1","stack":{"axis":"horizontal","distribution":"equalCentering","alignment":"center","spacing":4,"views":[{"name":"icon2","intrinsicSize":{"width":44,"height":20}},{"name":"col3","stack":{"axis":"horizontal","distribution":"fillProportionally","alignment":"fill","spacing":0,"views":[{"name":"header4"},{"name":"price5","intrinsicSize":{"width":10,"height":30}},{"name":"image6","intrinsicSize":{"width":30,"height":30}},{"name":"header7","intrinsicSize":{"width":30,"height":30}}]}},{"name":"avatar8","intrinsicSize":{"width":10,"height":30}},{"name":"group9","stack":{"axis":"horizontal","distribution":"fill","alignment":"leading","spacing":4,"views":[{"name":"body10","intrinsicSize":{"width":44,"height":44}},{"name":"icon11","intrinsicSize":{"width":20,"height":60}},{"name":"title12","intrinsicSize":{"width":60,"height":30}}]}}]}},{"name":"date13","intrinsicSize":{"width":60,"height":30}}],"size":{"width":375}}
        """ + "}"
    var state = PlaygroundState(scene: try Scene.decode(json, source: "tree.json"))
    state.handle(.character("m"))
    #expect(state.isSwiftUI)
    func draw(_ state: PlaygroundState) -> DrawnScreen {
      PlaygroundScreen.draw(state, columns: 80, rows: 24, colorMode: .monochrome, glyphs: .unicode)
    }
    let (_, _, context) = try Self.cramped(state, columns: 80, rows: 24)
    let told = draw(state)
    let screen = told.buffer.rowTexts(in: CellRect(x: 0, y: 0, columns: 80, rows: 24))
    #expect(screen[20].hasPrefix("SwiftUI mode; approximated:"), "\(context)")
    #expect(screen[17].hasPrefix("─ ▶ VStack › HStack \"group1\""), "\(context)")
    state.message = nil
    let quiet = draw(state)
    #expect(told.canvas == quiet.canvas)
    #expect(told.unitsPerColumn == quiet.unitsPerColumn)
    #expect(told.fitSteps == quiet.fitSteps)
  }

  /// A grid whose list of names needs more than three rows takes up to a
  /// third of its rows for them, and writes them on every row its cells
  /// leave: none is cut with `…` (a tree of 28 views at 80x24, whose cells
  /// name few of them).
  @Test func aLongListOfNamesInTheGridIsWhole() throws {
    let json =
      #"{"unit":"point","uikit":"# + """
        {"axis":"vertical","distribution":"fill","alignment":"fill","spacing":0,"views":[{"name":"group1","stack":{"axis":"vertical","distribution":"fill","alignment":"trailing","spacing":16,"views":[{"name":"col2","stack":{"axis":"horizontal","distribution":"fill","alignment":"center","spacing":16,"views":[{"name":"date3","intrinsicSize":{"width":10,"height":10}},{"name":"price4","intrinsicSize":{"width":10,"height":60},"hugging":{"horizontal":750,"vertical":250}},{"name":"price5","intrinsicSize":{"width":30,"height":30}}]}},{"name":"col6","stack":{"axis":"horizontal","distribution":"fillEqually","alignment":"trailing","spacing":4,"views":[{"name":"date7","intrinsicSize":{"width":20,"height":10}},{"name":"price8","intrinsicSize":{"width":60,"height":60},"hugging":{"horizontal":750,"vertical":750}},{"name":"field9","intrinsicSize":{"width":10,"height":20},"hugging":{"horizontal":250,"vertical":750}},{"name":"image10","intrinsicSize":{"width":60,"height":60},"hugging":{"horizontal":250,"vertical":251}}]}},{"name":"date11","intrinsicSize":{"width":120,"height":10}}]}},{"name":"row12","stack":{"axis":"horizontal","distribution":"equalSpacing","alignment":"center","spacing":16,"views":[{"name":"group13","stack":{"axis":"horizontal","distribution":"equalSpacing","alignment":"center","spacing":8,"views":[{"name":"status14","intrinsicSize":{"width":30,"height":10}},{"name":"switch15","intrinsicSize":{"width":80,"height":44}}]}},{"name":"col16","stack":{"axis":"horizontal","distribution":"equalCentering","alignment":"trailing","spacing":8,"views":[{"name":"image17","intrinsicSize":{"width":80,"height":10}}]}},{"name":"col18","stack":{"axis":"horizontal","distribution":"equalCentering","alignment":"trailing","spacing":0,"views":[{"name":"header19","intrinsicSize":{"width":10,"height":10}},{"name":"header20"},{"name":"status21","intrinsicSize":{"width":120,"height":30},"hugging":{"horizontal":750,"vertical":250}},{"name":"footer22","intrinsicSize":{"width":10,"height":60}}]}}]}},{"name":"label23","intrinsicSize":{"width":60,"height":30}},{"name":"header24","intrinsicSize":{"width":30,"height":60}},{"name":"row25","stack":{"axis":"vertical","distribution":"fill","alignment":"center","spacing":4,"views":[{"name":"body26","intrinsicSize":{"width":10,"height":44},"hugging":{"horizontal":750,"vertical":250}},{"name":"footer27","intrinsicSize":{"width":10,"height":60}},{"name":"name28","intrinsicSize":{"width":120,"height":44}}]}}]}
        """ + "}"
    let state = PlaygroundState(scene: try Scene.decode(json, source: "tree.json"))
    let names = Self.names(state)
    var buffer = CellBuffer(columns: 80, rows: 24)
    let grid = ComparisonGrid.draw(
      state, page: .arrangements, into: &buffer,
      area: CellRect(x: 0, y: 0, columns: 80, rows: 22), colorMode: .monochrome,
      glyphs: .unicode)
    let area = try #require(grid.legendArea)
    let legend = Self.text(buffer, area)
    let context = buffer.rowTexts(in: buffer.bounds).joined(separator: "\n")
    #expect(area.rows > UnnamedBoxes.rowLimit, "\(context)")
    #expect(!legend.contains("…"), "\(context)")
    #expect(grid.cells.allSatisfy { $0.intersection(area).isEmpty }, "\(context)")
    for cell in grid.cells {
      let text = Self.text(buffer, cell)
      let missing = names.filter { !shows(text, $0) && !shows(legend, $0) }
      #expect(missing.isEmpty, "\(missing) in \(context)")
    }
  }

  /// `state` drawn at `columns` x `rows` in monochrome, for the cramped trees'
  /// tests: the picture fits the canvas (nothing to pan) and shows every
  /// name. The canvas, its rows as text, and that text for messages.
  static func cramped(_ state: PlaygroundState, columns: Int, rows: Int) throws -> (
    canvas: CellRect, lines: [String], context: String
  ) {
    let drawn = PlaygroundScreen.draw(
      state, columns: columns, rows: rows, colorMode: .monochrome, glyphs: .unicode)
    let canvas = try #require(drawn.canvas)
    #expect(drawn.panLimit == PanOffset(columns: 0, rows: 0))
    let lines = drawn.buffer.rowTexts(in: canvas)
    let context = lines.joined(separator: "\n")
    let missing = names(state).filter { name in !lines.contains { shows($0, name) } }
    #expect(missing.isEmpty, "\(missing) in \(context)")
    return (canvas, lines, context)
  }
}
