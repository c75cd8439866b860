import StackLayout
import StackScene
import TestSupport
import Testing

@testable import StackRender

/// The rules of the SwiftUI canvas (issue 10): containers never overwrite
/// content, Text where the engine put it at every zoom, cut with `…` inside its
/// frame, one style per stack, the proposal around the root. Pictures are
/// worked out by hand from the frames.
@Suite("SwiftUI canvas rules")
struct SwiftUICanvasRuleTests {
  func scene(_ json: String) throws -> Scene { try Scene.decode(json, source: "test.json") }

  /// `json` drawn at `cellsPerUnitX` into a buffer of `columns` x `rows`, in
  /// monochrome, as plain text.
  func picture(_ json: String, scale: Double, columns: Int, rows: Int) throws -> String {
    let scene = try scene(json)
    let tree = try #require(scene.swiftUI)
    var buffer = CellBuffer(columns: columns, rows: rows)
    SwiftUICanvas.draw(
      layout: tree.layout(unit: scene.unit), into: &buffer, area: buffer.bounds,
      options: CanvasOptions(
        viewport: Viewport(unit: scene.unit, cellsPerUnitX: scale), colorMode: .monochrome),
      tree: tree.root)
    return buffer.plainText()
  }

  /// An HStack in a frame 30 x 4 cells, 1 between its Colors: left (red)
  /// and right (blue) framed `left` and `right` wide, overflowing the frame
  /// when they pass 29 together.
  static func overflowingRow(left: Int, right: Int) -> String {
    """
    {"unit": "cell", "swiftui": {"root": {
      "modifiers": [{"frame": {"width": 30, "height": 4}}],
      "hstack": {"spacing": 1, "children": [
        {"name": "left", "color": "red", "modifiers": [{"frame": {"width": \(left)}}]},
        {"name": "right", "color": "blue", "modifiers": [{"frame": {"width": \(right)}}]}]}}}}
    """
  }

  @Test func aColorCutOffByTheRootIsNamedWhereItShows() throws {
    // 30 + 1 + 20 = 51 in a frame 30 wide, centred: left spans -10.5 to
    // 19.5 (cells -11 to 20), right 20.5 to 40.5 (cells 21 to 41). Each name
    // is centred in the part of its box inside the root: left's inner
    // columns 0 to 18 put "left" at 7 (not at 2, the middle of the whole
    // box), right's 22 to 29 put "right" at 23 (not cut to "ri" at 28).
    let json = Self.overflowingRow(left: 30, right: 20)
    #expect(
      try picture(json, scale: 1, columns: 32, rows: 6) == """
        ╭HStack╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╮
        ╎───────────────────┐ ┌────────╎
        ╎░░░░░░░left░░░░░░░░│ │▚right▚▚╎
        ╎░░░░░░░░░░░░░░░░░░░│ │▚▚▚▚▚▚▚▚╎
        ╎───────────────────┘ └────────╎
        ╰╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╯
        """)
  }

  @Test func aColorsNameKeepsOffTheLeavesDrawnOverIt() throws {
    // The same Colors in a ZStack, centred: left spans -15 to 45 (cells 0 to
    // 29 show, its border's rows 0 and 3), right 10 to 20 on top of it (its
    // border at columns 10 and 19). Left's name is not centred in its inner
    // cells (columns 0 to 29, where right would cover it) but in the run of
    // them right leaves on the middle row: columns 0 to 9, so at 3.
    let json = Self.overflowingRow(left: 60, right: 10)
      .replacingOccurrences(of: #""hstack": {"spacing": 1,"#, with: #""zstack": {"#)
    #expect(
      try picture(json, scale: 1, columns: 32, rows: 7) == """
        ╭ZStack╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╮
        ╎──────────┌────────┐──────────╎
        ╎░░░left░░░│▚right▚▚│░░░░░░░░░░╎
        ╎░░░░░░░░░░│▚▚▚▚▚▚▚▚│░░░░░░░░░░╎
        ╎──────────└────────┘──────────╎
        ╰╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╯
        proposal: .unspecified
        """)
    // Three Colors from the top-leading corner, each smaller than the one
    // below, all compact (top is 2 rows tall): under 20 x 6, middle 14 x 4,
    // top 6 x 2. On under's middle row (2) middle covers columns 0 to 13,
    // leaving 14 to 19 ("under" at 14); on middle's (1) top covers 0 to 5,
    // leaving 6 to 13 ("middle" at 7); top, uncovered, is centred (1).
    let layered = """
      {"unit": "cell", "swiftui": {"root": {
        "zstack": {"alignment": "topLeading", "children": [
          {"name": "under", "color": "blue", "modifiers": [{"frame": {"width": 20, "height": 6}}]},
          {"name": "middle", "color": "red", "modifiers": [{"frame": {"width": 14, "height": 4}}]},
          {"name": "top", "color": "green", "modifiers": [{"frame": {"width": 6, "height": 2}}]}]}}}}
      """
    #expect(
      try picture(layered, scale: 1, columns: 22, rows: 9) == """
        ╭ZStack╌╌╌╌╌╌╌╌╌╌╌╌╌╌╮
        ╎·top··░░░░░░░░▚▚▚▚▚▚╎
        ╎······░middle░▚▚▚▚▚▚╎
        ╎░░░░░░░░░░░░░░under▚╎
        ╎░░░░░░░░░░░░░░▚▚▚▚▚▚╎
        ╎▚▚▚▚▚▚▚▚▚▚▚▚▚▚▚▚▚▚▚▚╎
        ╎▚▚▚▚▚▚▚▚▚▚▚▚▚▚▚▚▚▚▚▚╎
        ╰╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╯
        proposal: .unspecified
        """)
  }

  @Test func aLeafWhollyCoveredIsListedBelowThePicture() throws {
    // A ZStack: hidden 8 x 3, then cover 20 x 6 over it. No cell shows
    // hidden (it lies inside cover's box, drawn after it), so it gets no
    // name beside it (its leader would point into cover) and is listed on
    // the row below: `covered: hidden`. pictureSize counts the row.
    let json = """
      {"unit": "cell", "swiftui": {"root": {"zstack": {"children": [
        {"name": "hidden", "color": "blue", "modifiers": [{"frame": {"width": 8, "height": 3}}]},
        {"name": "cover", "color": "red", "modifiers": [{"frame": {"width": 20, "height": 6}}]}]}}}}
      """
    #expect(
      try picture(json, scale: 1, columns: 30, rows: 10) == """
        ╭ZStack╌╌╌╌╌╌╌╌╌╌╌╌╌╌╮
        ╎┌──────────────────┐╎
        ╎│░░░░░░░░░░░░░░░░░░│╎
        ╎│░░░░░░cover░░░░░░░│╎
        ╎│░░░░░░░░░░░░░░░░░░│╎
        ╎│░░░░░░░░░░░░░░░░░░│╎
        ╎└──────────────────┘╎
        ╰╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╯
        proposal: .unspecified
        covered: hidden
        """)
    let layout = try #require(try scene(json).swiftUI).layout(unit: .cell)
    let size = SwiftUICanvas.pictureSize(layout: layout, viewport: Viewport(unit: .cell))
    #expect(size.columns == 22 && size.rows == 10)
    // In the other order, hidden (drawn last) covers part of cover: nothing is
    // listed, and cover's name keeps off it (row 3, columns 1 to 5).
    let swapped = """
      {"unit": "cell", "swiftui": {"root": {"zstack": {"children": [
        {"name": "cover", "color": "red", "modifiers": [{"frame": {"width": 20, "height": 6}}]},
        {"name": "hidden", "color": "blue", "modifiers": [{"frame": {"width": 8, "height": 3}}]}]}}}}
      """
    let lines = try picture(swapped, scale: 1, columns: 30, rows: 10).split(separator: "\n")
    #expect(lines.count == 9 && lines.last == "proposal: .unspecified")
    #expect(lines.contains { $0.contains("cover") })
  }

  /// A ZStack of chip (red, 9 x 3, boxed) and, over it, a Text "Hello" (5 x
  /// 1, centred): SwiftUI shows the red around and behind the glyphs, so
  /// chip is drawn and not covered. Its name keeps off the Text's cells: the
  /// box's one inner row has a cell free on either side of "Hello", too few
  /// for it (its letter there would read `RHello`), so it goes outside. In
  /// colour the glyphs keep chip's colours. A Text under a later Color is
  /// covered, as a Color is.
  @Test func aSelectedCoveredColorShowsWhereItLies() throws {
    // small (6 x 2) under big (20 x 6) in a ZStack: centred, small is at
    // ((20 - 6) / 2, (6 - 2) / 2) = (7, 2), so at columns 8-13 and rows 3-4
    // of the buffer (the outline takes column and row 0). Nodes: 0 the
    // ZStack, 1 small, 2 big.
    let json = """
      {"unit": "cell", "swiftui": {"root": {"zstack": {"children": [
        {"name": "small", "color": "red", "modifiers": [{"frame": {"width": 6, "height": 2}}]},
        {"name": "big", "color": "blue", "modifiers": [{"frame": {"width": 20, "height": 6}}]}]}}}}
      """
    let tree = try #require(try scene(json).swiftUI)
    let layout = tree.layout(unit: .cell)
    func drawn(selecting selected: Int?) -> CellBuffer {
      var buffer = CellBuffer(columns: 30, rows: 10)
      SwiftUICanvas.draw(
        layout: layout, into: &buffer, area: buffer.bounds,
        options: CanvasOptions(
          viewport: Viewport(unit: .cell), colorMode: .monochrome, selectedIndex: selected),
        tree: tree.root)
      return buffer
    }
    let plain = drawn(selecting: nil)
    let small = drawn(selecting: 1)
    // The characters are big's (and the list's) either way.
    #expect(small.plainText() == plain.plainText())
    // The outline takes rows 0-7, the proposal's label row 8, the list row 9:
    // `covered: small`, small's name at columns 9-13, marked too.
    #expect(plain.plainText().split(separator: "\n")[9] == "covered: small")
    for y in 0..<10 {
      for x in 0..<30 {
        let inside = (8..<14).contains(x) && (3..<5).contains(y)
        let listed = y == 9 && (9..<14).contains(x)
        #expect(small[x, y].style.reverse == (inside || listed), "\(x), \(y)")
        #expect(!inside || small[x, y].style.bold, "\(x), \(y)")
        #expect(!plain[x, y].style.reverse, "\(x), \(y)")
      }
    }
    // big, on top and compact (small's 2 rows make the ZStack's Colors all
    // compact), is selected as such: all its cells reversed (columns and
    // rows 1-20 and 1-6), small's the same as the others.
    let big = drawn(selecting: 2)
    for y in 0..<10 {
      for x in 0..<30 {
        #expect(big[x, y].style.reverse == ((1...20).contains(x) && (1...6).contains(y)))
      }
    }
  }

  @Test func aColorShowsBehindATextOverIt() throws {
    let json = """
      {"unit": "cell", "swiftui": {"root": {"zstack": {"children": [
        {"name": "chip", "color": "red", "modifiers": [{"frame": {"width": 9, "height": 3}}]},
        {"name": "label", "text": "Hello"}]}}}}
      """
    #expect(
      try picture(json, scale: 1, columns: 24, rows: 6) == """
        ╭ZStack╌╌╌╮
        ╎┌───────┐╎
        ╎│░Hello░│╎─chip
        ╎└───────┘╎
        ╰╌╌╌╌╌╌╌╌╌╯
        proposal: .unspecified
        """)
    let tree = try #require(try scene(json).swiftUI)
    let layout = tree.layout(unit: .cell)
    #expect(SwiftUICanvas.outsideList(layout, viewport: Viewport(unit: .cell)).isEmpty)
    var buffer = CellBuffer(columns: 20, rows: 8)
    SwiftUICanvas.draw(
      layout: layout, into: &buffer, area: buffer.bounds,
      options: CanvasOptions(viewport: Viewport(unit: .cell), colorMode: .colors256),
      tree: tree.root)
    // "Hello" at row 2, columns 3 to 7, on chip's red.
    let chipRed = buffer[1, 1].style.background
    #expect(chipRed != .default)
    for x in 3..<8 {
      #expect(buffer[x, 2].style.background == chipRed, "column \(x)")
    }
    #expect(buffer[3, 2].character == "H")

    let under = """
      {"unit": "cell", "swiftui": {"root": {"zstack": {"children": [
        {"name": "label", "text": "Hello"},
        {"name": "chip", "color": "red", "modifiers": [{"frame": {"width": 9, "height": 3}}]}]}}}}
      """
    let lines = try picture(under, scale: 1, columns: 20, rows: 8).split(separator: "\n")
    #expect(lines.last == "covered: label")
  }

  @Test func coloursThatOnlyRoundIntoOneCellAreNotCovered() throws {
    // a 1 wide, b 1 wide, c 6 wide, 8 tall, at a quarter of a cell a unit.
    // In an HStack a spans 0 to 1 and b 1 to 2: both centres fall in
    // column 0, where b (drawn later) is on top, but their frames only touch,
    // so nothing is listed. In a ZStack a and b lie inside c (0 to 6), drawn
    // last: both are covered.
    func layout(_ kind: String) throws -> SwiftUILayout {
      let json = """
        {"unit": "cell", "swiftui": {"root": {"\(kind)": {\(kind == "hstack" ? #""spacing": 0,"# : "")
          "children": [
          {"name": "a", "color": "red", "modifiers": [{"frame": {"width": 1, "height": 8}}]},
          {"name": "b", "color": "blue", "modifiers": [{"frame": {"width": 1, "height": 8}}]},
          {"name": "c", "color": "green", "modifiers": [{"frame": {"width": 6, "height": 8}}]}]}}}}
        """
      return try #require(try scene(json).swiftUI).layout(unit: .cell)
    }
    let viewport = Viewport(unit: .cell, cellsPerUnitX: 0.25)
    let row = try layout("hstack")
    #expect(row.nodes.map(\.name) == [nil, "a", "b", "c"])
    #expect(SwiftUIPainter.coveredLeaves(row, viewport: viewport) == [])
    #expect(!SwiftUICanvas.listsNodes(row, viewport: viewport))
    let pile = try layout("zstack")
    #expect(SwiftUIPainter.coveredLeaves(pile, viewport: viewport) == [1, 2])
    #expect(SwiftUICanvas.listsNodes(pile, viewport: viewport))
    // Zoomed in to a cell a unit, b still covers a wholly (the same frame),
    // and c covers both.
    #expect(SwiftUIPainter.coveredLeaves(pile, viewport: Viewport(unit: .cell)) == [1, 2])
  }

  @Test func theCoveredListStaysInsideACutOffProposal() throws {
    // The same ZStack proposed 20 x 30 cells, drawn into 12 rows: the
    // proposed area runs past the bottom, and the row below it with it, so
    // the list goes on the last row, inside the proposal's lines (the dashed
    // left line on rows 8 and 10, the root's right outline carried down).
    let json = """
      {"unit": "cell", "swiftui": {"proposal": {"width": 20, "height": 30},
        "root": {"zstack": {"children": [
        {"name": "hidden", "color": "blue", "modifiers": [{"frame": {"width": 8, "height": 3}}]},
        {"name": "cover", "color": "red", "modifiers": [{"frame": {"width": 20, "height": 6}}]}]}}}}
      """
    let lines = try picture(json, scale: 1, columns: 30, rows: 12)
      .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 12)
    #expect(
      Array(lines[8...]) == [
        "│                    │", "", "│                    │", "  covered: hidden",
      ])
  }

  @Test func nodesNoCellShowsAreListedBelowThePicture() throws {
    // 60 + 1 + 10 = 71 in a frame 30 wide, centred: left spans -20.5 to
    // 39.5, its name centred in its inner columns inside the root (0 to 29:
    // "left" at 13); right spans 40.5 to 50.5, wholly past the root's
    // trailing edge: no cell shows it, so the row below the proposal's label
    // names it. pictureSize counts that row.
    let json = Self.overflowingRow(left: 60, right: 10)
    #expect(
      try picture(json, scale: 1, columns: 32, rows: 8) == """
        ╭HStack╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╮
        ╎──────────────────────────────╎
        ╎░░░░░░░░░░░░░left░░░░░░░░░░░░░╎
        ╎░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░╎
        ╎──────────────────────────────╎
        ╰╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╯
        proposal: .unspecified
        outside: right
        """)
    let layout = try #require(try scene(json).swiftUI).layout(unit: .cell)
    let size = SwiftUICanvas.pictureSize(layout: layout, viewport: Viewport(unit: .cell))
    #expect(size.columns == 32 && size.rows == 8)
    // An unnamed Text is listed by its string, shortened to 12 columns.
    let text = json.replacingOccurrences(
      of: #"{"name": "right", "color": "blue","#, with: #"{"text": "far beyond the edge","#)
    let lines = try picture(text, scale: 1, columns: 32, rows: 8).split(separator: "\n")
    #expect(lines.last == #"outside: "far beyond …""#)
  }

  // MARK: - Text

  @Test func zoomedOutTextIsCutWithAnEllipsisInsideItsFrame() throws {
    // 8 characters, 8 x 1 cells; at half a cell per cell the frame is 4
    // columns (and 0.5 row, which rounds to 1): three characters and `…`.
    let json = """
      {"unit": "cell", "swiftui": {"root": {"name": "t", "text": "abcdefgh"}}}
      """
    #expect(
      try picture(json, scale: 0.5, columns: 6, rows: 3) == """
        ╭t╌╌╌╮
        ╎abc…╎
        ╰╌╌╌╌╯
        """)
  }

  static let threeLines = """
    {"unit": "cell", "swiftui": {"root": {"name": "t", "text": "aaaa bbbb cccc",
      "modifiers": [{"frame": {"width": 4}}]}}}
    """

  @Test func zoomedInTheLinesSpreadWithTheirFrame() throws {
    // Proposed 4 columns, the Text wraps to three lines, 4 x 3 cells. At 2
    // cells per cell: 8 x 6, line i on row 2i (its top edge, i x 1 x 2), each
    // line one character per cell from the frame's leading edge.
    #expect(
      try picture(Self.threeLines, scale: 2, columns: 10, rows: 8) == """
        ╭t╌╌╌╌╌╌╌╮
        ╎aaaa    ╎
        ╎        ╎
        ╎bbbb    ╎
        ╎        ╎
        ╎cccc    ╎
        ╎        ╎
        ╰╌╌╌╌╌╌╌╌╯
        """)
  }

  @Test func zoomedOutLinesThatShareARowAreLeftOutWithAnEllipsis() throws {
    // At 0.5: 2 x 2 cells (1.5 rows round to 2). Line 0 on row 0, line 1's top
    // edge 0.5 rounds to row 1, line 2's (1.0) to row 1 too: line 2 is left
    // out, so line 1 ends with `…`; each line is cut to 2 columns.
    #expect(
      try picture(Self.threeLines, scale: 0.5, columns: 4, rows: 4) == """
        ╭t╌╮
        ╎a…╎
        ╎b…╎
        ╰╌╌╯
        """)
  }

  @Test func aTextTooShortForARowStillGetsTheCellOfItsCentre() throws {
    // Points: "A title" (56 x 16) centred beside a 3-line Text (48 tall): it
    // sits at y 16..32. At 0.08 columns per point (0.04 rows) that is rows
    // 0.64..1.28, which round to the same edge: the Text gets the row its
    // centre (0.96) falls in, row 0. Its columns run from 0 to round(4.48) =
    // 4: three characters and `…`.
    let json = """
      {"swiftui": {"root": {"name": "r", "hstack": {"spacing": 0, "children": [
        {"name": "a", "text": "A title"},
        {"name": "b", "text": "x\\ny\\nz"}]}}}}
      """
    let lines = try picture(json, scale: 0.08, columns: 10, rows: 5).split(separator: "\n")
    #expect(lines[1].hasPrefix("╎A t…"))
  }

  // MARK: - Containers

  static let spacerMinLength = """
    {"unit": "point", "swiftui": {"proposal": {"width": 104}, "root": {"vstack": {
      "spacing": 8, "alignment": "leading", "children": [
        {"name": "defaultRow", "hstack": {"alignment": "center", "children": [
          {"name": "label1", "text": "Subtotal"}, {"name": "spacer1", "spacer": {}},
          {"name": "value1", "text": "12.50"}]}},
        {"name": "zeroRow", "hstack": {"alignment": "center", "children": [
          {"name": "label2", "text": "Subtotal"}, {"name": "spacer2", "spacer": {"minLength": 0}},
          {"name": "value2", "text": "12.50"}]}}]}}}}
    """

  @Test func aRowsNameNeverCoversItsText() throws {
    // The preset swiftui-spacer-min-length at one cell per character. Row 1:
    // Subtotal squeezed to 56 (7 columns) breaks into "Subtota" / "l" (2
    // rows); the Spacer is column 7 on row 1 (its centre); "12.50" is centred,
    // y 8..24, rows 0.5..1.5, which round to row 1. The row's box (13 x 2) has
    // free cells only on its top border, columns 7-12: its outline goes
    // there. Its last row is taken, and the row below (2, the 8 points of
    // spacing) is free, so its bottom side moves out to row 2 and runs whole:
    // the name goes there, whole (on the top border, kept one cell from the
    // Text, it would have only columns 8-11). zeroRow (y 40: 2.5 rounds to
    // row 3) is one row tall: no outline; it is named outside, beside it on
    // the right after a leader that crosses the root's outline.
    let scene = try scene(Self.spacerMinLength)
    let layout = try #require(scene.swiftUI).layout(unit: scene.unit)
    #expect(
      renderSwiftUIText(scene: scene, layout: layout).plainText() == """
        ╭VStack╌╌╌╌╌╌╌╮
        ╎Subtota╌╌╌╌╌╮╎
        ╎l      ·12.50╎
        ╎╰defaultRow╌╯╎
        ╎Subtotal12.50╎─zeroRow
        ╰╌╌╌╌╌╌╌╌╌╌╌╌╌╯
        proposal: 104xnil
        """)
  }

  @Test func aColumnItsChildrenFillIsOutlinedOneCellOutAndNamed() throws {
    // Cells: a is 3 x 6 at x 0; the column (two Colors 6 x 2, no spacing) is
    // 6 x 4, 2 after a (x 5) and centred in the row's 6 rows (y 1). b and c
    // take every cell of it, so its outline has no free cell where its bounds
    // are. Each side its children touch moves one cell out where that line is
    // free: the top to row 0 and the bottom to row 5 (a's 3 columns end at
    // x 2), the left to column 4 (the spacing); the right stays, at the
    // root's edge, and shows no cell. The name goes on the top border's run,
    // columns 5 to 9. a is boxed (3 x 3 or more), b and c compact (2 rows).
    let json = """
      {"unit": "cell", "swiftui": {"root": {"hstack": {"spacing": 2, "alignment": "center",
        "children": [
          {"name": "a", "color": "red", "modifiers": [{"frame": {"width": 3, "height": 6}}]},
          {"name": "col", "vstack": {"spacing": 0, "children": [
            {"name": "b", "color": "green", "modifiers": [{"frame": {"width": 6, "height": 2}}]},
            {"name": "c", "color": "blue", "modifiers": [{"frame": {"width": 6, "height": 2}}]}]}}]}}}}
      """
    let scene = try scene(json)
    let layout = try #require(scene.swiftUI).layout(unit: scene.unit)
    #expect(
      renderSwiftUIText(scene: scene, layout: layout).plainText() == """
        ╭HStack╌╌╌╌╌╮
        ╎┌─┐ ╭col╌╌╮╎
        ╎│░│ ╎··b···╎
        ╎│a│ ╎······╎
        ╎│░│ ╎▚▚c▚▚▚╎
        ╎│░│ ╎▚▚▚▚▚▚╎
        ╎└─┘ ╰╌╌╌╌╌╯╎
        ╰╌╌╌╌╌╌╌╌╌╌╌╯
        proposal: .unspecified
        """)
  }

  @Test func aColumnInAPaddingLeavesTheOutlineAroundItToThePadding() throws {
    // Cells: a is 3 x 4; the column's content (b over c, 6 x 1 each) is 6 x 2
    // at (5, 1), its padding of 1 makes it 8 x 4 at x 4 (a + spacing 1). The
    // padding's outline (columns 4 to 11, rows 0 to 3) has 6 free cells on its
    // top border: "padding" is cut to "paddi…". The column's own bounds have
    // no free cell, and moved out they would lie on the padding's outline:
    // they stay, so the outline around b and c is the padding's, named so,
    // and the column shows as large as it is. The column is named outside,
    // beside its first row (1): its leader crosses the padding's outline
    // (column 11) and the root's, and the name follows one leader cell.
    let json = """
      {"unit": "cell", "swiftui": {"root": {"hstack": {"spacing": 1, "alignment": "center",
        "children": [
          {"name": "a", "color": "red", "modifiers": [{"frame": {"width": 3, "height": 4}}]},
          {"name": "col", "vstack": {"spacing": 0, "children": [
            {"name": "b", "color": "green", "modifiers": [{"frame": {"width": 6, "height": 1}}]},
            {"name": "c", "color": "blue", "modifiers": [{"frame": {"width": 6, "height": 1}}]}]},
           "modifiers": [{"padding": 1}]}]}}}}
      """
    let scene = try scene(json)
    let layout = try #require(scene.swiftUI).layout(unit: scene.unit)
    #expect(
      renderSwiftUIText(scene: scene, layout: layout).plainText() == """
        ╭HStack╌╌╌╌╌╌╮
        ╎┌─┐ ╭paddi…╮╎
        ╎│a│ ╎··b···╎╎─col
        ╎│░│ ╎▚▚c▚▚▚╎╎
        ╎└─┘ ╰╌╌╌╌╌╌╯╎
        ╰╌╌╌╌╌╌╌╌╌╌╌╌╯
        proposal: .unspecified
        """)
  }

  @Test func zoomedInTheRowGetsItsWholeName() throws {
    // At 0.5 columns per point (0.25 rows): the row is 52 x 8 cells; Subtotal
    // (56 points) covers columns 0-27 and rows 0-7, "12.50" (x 64..104, y
    // 8..24) columns 32-51, rows 2-5, the Spacer's dots columns 28-31 on row 4
    // (its centre, y 16). The top border is free from column 28: the name
    // whole, one cell after the Text; the right border where "12.50" is not.
    // Subtotal's cells reach the row's last row (7), so its bottom side moves
    // out into the spacing (8 points: rows 8 and 9, all free) and runs whole
    // along row 8. zeroRow (y 40, from row 10) has its own Subtotal on its
    // top row: its top side moves up into row 9, where its name goes whole.
    let lines = try picture(Self.spacerMinLength, scale: 0.5, columns: 54, rows: 16).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[1] == "╎Subtota" + String(repeating: " ", count: 21) + "╌defaultRow"
        + String(repeating: "╌", count: 12) + "╮╎")
    #expect(lines[3].hasSuffix("12.50" + String(repeating: " ", count: 15) + "╎"))
    #expect(lines[5].hasPrefix("╎l" + String(repeating: " ", count: 27) + "····"))
    #expect(lines[8] == "╎" + String(repeating: " ", count: 51) + "╎╎")
    #expect(lines[9] == "╎╰" + String(repeating: "╌", count: 50) + "╯╎")
    #expect(lines[10] == "╎╭zeroRow" + String(repeating: "╌", count: 43) + "╮╎")
  }

  @Test func thePathNamesEveryNodeFromTheRoot() throws {
    let scene = try scene(Self.spacerMinLength)
    let layout = try #require(scene.swiftUI).layout(unit: scene.unit)
    #expect(
      SwiftUICanvas.path(to: 2, in: layout, glyphs: .unicode)
        == "VStack › HStack \"defaultRow\" › Text \"label1\"")
    #expect(SwiftUICanvas.path(to: 0, in: layout, glyphs: .ascii) == "VStack")
    #expect(
      SwiftUICanvas.path(to: 5, in: layout, glyphs: .ascii) == "VStack > HStack \"zeroRow\"")
  }

  @Test func nestedStacksAreShadedByDepth() throws {
    // In 256 colours every cell of a nested stack has a grey for its depth:
    // depth 1 is 235, depth 2 is 237; text on it is light grey (252).
    let json = """
      {"unit": "cell", "swiftui": {"root": {"vstack": {"spacing": 0, "alignment": "leading",
        "children": [{"name": "one", "hstack": {"spacing": 0, "children": [{"text": "ab"},
          {"name": "two", "vstack": {"children": [{"text": "c"}]}}]}}]}}}}
      """
    let scene = try scene(json)
    let layout = try #require(scene.swiftUI).layout(unit: scene.unit)
    var buffer = CellBuffer(columns: 5, rows: 3)
    SwiftUICanvas.draw(
      layout: layout, into: &buffer, area: buffer.bounds,
      options: CanvasOptions(viewport: Viewport(unit: .cell), colorMode: .colors256))
    // "ab" at columns 1-2 of the buffer (depth 1), "c" at column 3 (depth 2).
    #expect(buffer[1, 1].character == "a")
    #expect(buffer[1, 1].style.background == .indexed(235))
    #expect(buffer[1, 1].style.foreground == .indexed(252))
    #expect(buffer[3, 1].character == "c")
    #expect(buffer[3, 1].style.background == .indexed(237))
    // The root and its outline keep the terminal's background.
    #expect(buffer[0, 0].style.background == .default)
    var monochrome = CellBuffer(columns: 5, rows: 3)
    SwiftUICanvas.draw(
      layout: layout, into: &monochrome, area: monochrome.bounds,
      options: CanvasOptions(viewport: Viewport(unit: .cell), colorMode: .monochrome))
    #expect(monochrome[3, 1].style.background == .default)
  }

  @Test func aStacksColorsAreAllBoxedOrAllCompact() throws {
    // a is 3 x 3 (room for a border), b 3 x 2 (none): both compact, filled
    // (monochrome: red ░, green ·) with their names centred (b's on its first
    // row: (2 - 1) / 2 = 0).
    let json = """
      {"unit": "cell", "swiftui": {"root": {"name": "r", "hstack": {"spacing": 0,
        "alignment": "top", "children": [
        {"name": "a", "color": "red", "modifiers": [{"frame": {"width": 3, "height": 3}}]},
        {"name": "b", "color": "green", "modifiers": [{"frame": {"width": 3, "height": 2}}]}]}}}}
      """
    #expect(
      try picture(json, scale: 1, columns: 8, rows: 5) == """
        ╭r╌╌╌╌╌╮
        ╎░░░·b·╎
        ╎░a░···╎
        ╎░░░   ╎
        ╰╌╌╌╌╌╌╯
        """)
  }

  // MARK: - The proposal

  @Test func aLargerProposalIsADashedAreaAroundTheRoot() throws {
    // Proposed 6 x 4 cells, the root (a 3 x 2 Color) chooses 3 x 2. The
    // proposal's lines are one cell outside the proposed area, as the outline
    // is outside the root: the right one at column 1 + 6, the bottom one at
    // row 1 + 4, a dash on every other cell, the corners joined; the label is
    // too wide for the bottom line, so it goes below.
    let json = """
      {"unit": "cell", "swiftui": {"proposal": {"width": 6, "height": 4}, "root": {"name": "R",
        "color": "red", "modifiers": [{"frame": {"width": 3, "height": 2}}]}}}
      """
    let scene = try scene(json)
    let layout = try #require(scene.swiftUI).layout(unit: scene.unit)
    #expect(
      renderSwiftUIText(scene: scene, layout: layout).plainText() == """
        ╭R╌╌╮─ ┐
        ╎░R░╎  │
        ╎░░░╎
        ╰╌╌╌╯  │
        │
        └─ ─ ─ ┘
        proposal: 6x4
        """)
  }

  @Test func anUnspecifiedHeightIsNotDashed() throws {
    // Width 6 proposed, height unspecified: only the width's line, open at
    // the bottom, and the label says nil for the height.
    let json = """
      {"unit": "cell", "swiftui": {"proposal": {"width": 6}, "root": {"name": "R",
        "color": "red", "modifiers": [{"frame": {"width": 3, "height": 2}}]}}}
      """
    let scene = try scene(json)
    let layout = try #require(scene.swiftUI).layout(unit: scene.unit)
    #expect(
      renderSwiftUIText(scene: scene, layout: layout).plainText() == """
        ╭R╌╌╮─ ┐
        ╎░R░╎  │
        ╎░░░╎
        ╰╌╌╌╯  │
        proposal: 6xnil
        """)
  }

  @Test func aSmallerProposalIsMarkedOnTheRootsOutline() throws {
    // Proposed 2 columns and 1 row, the root (a fixed 3 x 2 Color) overflows
    // both: the marks are in the first column past the proposed width
    // (column 1 + 2) and the first row past the proposed height (row 1 + 1).
    let json = """
      {"unit": "cell", "swiftui": {"proposal": {"width": 2, "height": 1}, "root": {"name": "R",
        "color": "red", "modifiers": [{"frame": {"width": 3, "height": 2}}]}}}
      """
    let scene = try scene(json)
    let layout = try #require(scene.swiftUI).layout(unit: scene.unit)
    #expect(
      renderSwiftUIText(scene: scene, layout: layout).plainText() == """
        ╭R╌┬╮
        ╎░R░╎
        ├░░░┤
        ╰╌╌┴╯
        proposal: 2x1
        """)
  }

  // MARK: - Properties over random trees

  /// Texts are written in digits (the `k`th Text in digit `k`), stacks are
  /// named `S` and Colors `Q`, so that a digit on screen can only come from
  /// its Text and a lowercase letter or a dashed line only from a container.
  static func randomScene(_ random: inout SeededGenerator) -> SwiftUIScene {
    var texts = 0
    func modifiers() -> [SwiftUIModifier] {
      var result: [SwiftUIModifier] = []
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: result.append(.padding(nil))
        case 1:
          result.append(
            .padding(EdgeInsets(top: 4, leading: 10, bottom: 20, trailing: 0)))
        case 2:
          result.append(
            .frame(
              FixedFrame(
                width: Bool.random(using: &random)
                  ? Double.random(in: 0...160, using: &random) : nil,
                height: Bool.random(using: &random)
                  ? Double.random(in: 0...90, using: &random) : nil,
                alignment: [.topLeading, .center, .bottomTrailing].randomElement(using: &random)!)))
        case 3: result.append(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)))
        default: result.append(.lineLimit(Int.random(in: 1...3, using: &random)))
        }
      }
      return result
    }
    func node(depth: Int) -> SwiftUINode {
      let choice = Int.random(in: 0..<(depth < 3 ? 6 : 3), using: &random)
      if choice >= 3 {
        let children = (0..<Int.random(in: 1...4, using: &random)).map { _ in
          node(depth: depth + 1)
        }
        let spacing: Double? =
          Bool.random(using: &random) ? nil : Double.random(in: 0...16, using: &random)
        let kind: SwiftUINode.Kind =
          switch choice {
          case 3: .hstack(spacing: spacing, alignment: .center, children: children)
          case 4: .vstack(spacing: spacing, alignment: .leading, children: children)
          default: .zstack(alignment: .center, children: children)
          }
        return SwiftUINode(kind, name: "S", modifiers: modifiers())
      }
      if choice == 0, texts < 10 {
        let digit = Character(String(texts))
        texts += 1
        let words = (0..<Int.random(in: 1...5, using: &random)).map { _ in
          String(repeating: digit, count: Int.random(in: 1...7, using: &random))
        }
        return SwiftUINode(
          .text(words.joined(separator: " ")), name: "T", modifiers: modifiers())
      }
      if choice == 1 {
        return SwiftUINode(
          .spacer(minLength: Bool.random(using: &random) ? nil : 0), name: "P")
      }
      return SwiftUINode(
        .color(["red", "green", "blue"].randomElement(using: &random)!), name: "Q",
        modifiers: modifiers())
    }
    let root = node(depth: 0)
    let proposal = ProposedSize(
      width: Bool.random(using: &random) ? Double.random(in: 0...400, using: &random) : nil,
      height: Bool.random(using: &random) ? Double.random(in: 0...240, using: &random) : nil)
    return SwiftUIScene(proposal: proposal, root: root)
  }

  /// The cells a leaf may draw in: its rounded content frame, an axis that
  /// rounds to nothing getting the one cell its centre falls in.
  static func leafCells(_ frame: Rect, viewport: Viewport) -> CellRect {
    var rect = viewport.cellRect(for: frame)
    if rect.columns == 0, frame.width > 0 {
      rect = CellRect(
        x: Int(((frame.x + frame.width / 2) * viewport.cellsPerUnitX).rounded(.down)), y: rect.y,
        columns: 1, rows: rect.rows)
    }
    if rect.rows == 0, frame.height > 0 {
      rect = CellRect(
        x: rect.x, y: Int(((frame.y + frame.height / 2) * viewport.cellsPerUnitY).rounded(.down)),
        columns: rect.columns, rows: 1)
    }
    return CellRect(x: rect.x + 1, y: rect.y + 1, columns: rect.columns, rows: rect.rows)
  }

  /// Whether the cell is on the outermost ring of `rect`'s cells.
  static func onBorder(_ rect: CellRect, x: Int, y: Int) -> Bool {
    rect.contains(x: x, y: y)
      && (x == rect.x || x == rect.maxX - 1 || y == rect.y || y == rect.maxY - 1)
  }

  static let scales: [Double] = [0.02, 0.05, 0.1, 0.125, 0.2, 0.25, 0.5, 1]

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
  func noCharacterOfATextLandsOutsideItsFrame(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<40 {
      let scene = Self.randomScene(&random)
      let layout = scene.layout(unit: .point)
      guard layout.size.width.isFinite, layout.size.height.isFinite else { continue }
      for scale in Self.scales {
        let viewport = Viewport(unit: .point, cellsPerUnitX: scale)
        var buffer = CellBuffer(columns: 120, rows: 60)
        SwiftUICanvas.draw(
          layout: layout, into: &buffer, area: buffer.bounds,
          options: CanvasOptions(viewport: viewport, colorMode: .monochrome), tree: scene.root)
        var texts: [Character: CellRect] = [:]
        for node in layout.nodes {
          guard case .text(let string) = node.kind, let digit = string.first else { continue }
          texts[digit] = Self.leafCells(node.contentFrame, viewport: viewport)
        }
        let borders = layout.nodes.flatMap { node in
          ([node.contentFrame] + node.modifierFrames).map { frame in
            var rect = viewport.cellRect(for: frame)
            rect.x += 1
            rect.y += 1
            return rect
          }
        }
        let root = CellRect(
          x: 1, y: 1, columns: viewport.column(layout.size.width),
          rows: viewport.row(layout.size.height)
        ).intersection(buffer.bounds)
        guard !root.isEmpty else { continue }
        for y in root.y..<root.maxY {
          for x in root.x..<root.maxX {
            let character = buffer[x, y].character
            if character.isNumber {
              #expect(
                texts[character]?.contains(x: x, y: y) == true,
                "\(character) at \(x),\(y), scale \(scale): \(scene)")
            } else if character == "…" {
              // A Text's, or a shortened name on a container's border.
              #expect(
                texts.values.contains { $0.contains(x: x, y: y) }
                  || borders.contains { Self.onBorder($0, x: x, y: y) },
                "… at \(x),\(y), scale \(scale): \(scene)")
            }
          }
        }
      }
    }
  }

  @Test(arguments: [UInt64(11), 12, 13, 14, 15, 16])
  func noContainerCellCoversALeaf(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let containerGlyphs = Set("╭╌╮╎╰╯S")
    for _ in 0..<40 {
      let scene = Self.randomScene(&random)
      let layout = scene.layout(unit: .point)
      guard layout.size.width.isFinite, layout.size.height.isFinite else { continue }
      for scale in Self.scales {
        let viewport = Viewport(unit: .point, cellsPerUnitX: scale)
        var buffer = CellBuffer(columns: 120, rows: 60)
        SwiftUICanvas.draw(
          layout: layout, into: &buffer, area: buffer.bounds,
          options: CanvasOptions(viewport: viewport, colorMode: .monochrome), tree: scene.root)
        let root = CellRect(
          x: 1, y: 1, columns: viewport.column(layout.size.width),
          rows: viewport.row(layout.size.height)
        ).intersection(buffer.bounds)
        for node in layout.nodes {
          switch node.kind {
          case .text, .color: break
          case .hstack, .vstack, .zstack, .spacer: continue
          }
          let cells = Self.leafCells(node.contentFrame, viewport: viewport).intersection(root)
          guard !cells.isEmpty else { continue }
          for y in cells.y..<cells.maxY {
            for x in cells.x..<cells.maxX {
              let character = buffer[x, y].character
              // Lowercase letters: the names of frames and paddings.
              #expect(
                !containerGlyphs.contains(character)
                  && !(character.isLowercase && character.isASCII),
                "\(character) at \(x),\(y) in a leaf, scale \(scale): \(scene)")
            }
          }
        }
      }
    }
  }

  @Test func tinyBuffersAndAreasNeverCrash() throws {
    let scene = try scene(Self.spacerMinLength)
    let layout = try #require(scene.swiftUI).layout(unit: scene.unit)
    for columns in 0...6 {
      for rows in 0...6 {
        for scale in [0.02, 0.125, 1, 4] {
          var buffer = CellBuffer(columns: columns, rows: rows)
          for area in [
            buffer.bounds, CellRect(x: -3, y: -2, columns: 5, rows: 4),
            CellRect(x: 2, y: 1, columns: 0, rows: 0),
          ] {
            SwiftUICanvas.draw(
              layout: layout, into: &buffer, area: area,
              options: CanvasOptions(viewport: Viewport(unit: .point, cellsPerUnitX: scale)),
              tree: scene.swiftUI?.root)
          }
          #expect(buffer.columns == columns && buffer.rows == rows)
        }
      }
    }
    for size in 1...3 {
      let buffer = renderSwiftUIText(scene: scene, layout: layout, columns: size, rows: size)
      #expect(buffer.columns == size && buffer.rows == size)
    }
  }
}
