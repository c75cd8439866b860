import StackLayout
import StackScene
import Testing

@testable import StackRender

/// Every box named in full (issue 10) in the SwiftUI canvas: a Color whose
/// name does not fit inside it has it written outside, on free cells beside
/// (else below) it with a dim leader, as the UIKit canvas does; a Color of
/// length 0 is a marked line. Pictures worked out by hand from the frames, in
/// 256 colours (boxes filled with blanks), one cell per cell.
@Suite("SwiftUI canvas: names outside the boxes")
struct SwiftUIOutsideLabelTests {
  func picture(_ json: String, columns: Int, rows: Int) throws -> String {
    let scene = try Scene.decode(json, source: "test.json")
    let tree = try #require(scene.swiftUI)
    var buffer = CellBuffer(columns: columns, rows: rows)
    SwiftUICanvas.draw(
      layout: tree.layout(unit: scene.unit), into: &buffer, area: buffer.bounds,
      options: CanvasOptions(viewport: Viewport(unit: scene.unit), colorMode: .colors256),
      tree: tree.root)
    return buffer.plainText()
  }

  @Test func aNameThatDoesNotFitGoesBesideTheBoxInFreeCells() throws {
    // The VStack is 16 x 6: `small` (4 x 3) centred at column 6 (buffer
    // columns 7-10), `wide` (16 x 3) below. Both have 3 x 3 cells: boxed.
    // `small` leaves 2 x 1 inside its border: its letter R there, and the
    // name on its middle row (2) to the right: a leader in column 11, the
    // name in 12-16, free cells of the root before its outline (17).
    let json = """
      {"unit": "cell", "swiftui": {"root": {"vstack": {"spacing": 0, "children": [
        {"name": "small", "color": "red", "modifiers": [{"frame": {"width": 4, "height": 3}}]},
        {"name": "wide", "color": "green", "modifiers": [{"frame": {"width": 16, "height": 3}}]}
      ]}}}}
      """
    #expect(
      try picture(json, columns: 18, rows: 8) == """
        ╭VStack╌╌╌╌╌╌╌╌╌╌╮
        ╎      ┌──┐      ╎
        ╎      │R │─small╎
        ╎      └──┘      ╎
        ╎┌──────────────┐╎
        ╎│     wide     │╎
        ╎└──────────────┘╎
        ╰╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╯
        """)
  }

  @Test func withNoRoomBesideTheNamesGoBelowWithoutOverwritingEachOther() throws {
    // An HStack of two 4 x 3 boxes fills its root (8 x 3): beside each is the
    // other box or the edge of the buffer (12 columns: `beta` would need
    // columns 11-14 after a leader in 10). Below, the rightmost first: `beta`
    // right under the outline at its box's column (5); `alpha`'s row there
    // is taken at column 5, so its leader goes down column 1 one row and the
    // name follows on the next. (Proposed the root's own size, so no
    // proposal is drawn.)
    let json = """
      {"unit": "cell", "swiftui": {"proposal": {"width": 8, "height": 3},
        "root": {"hstack": {"spacing": 0, "children": [
        {"name": "alpha", "color": "red", "modifiers": [{"frame": {"width": 4, "height": 3}}]},
        {"name": "beta", "color": "green", "modifiers": [{"frame": {"width": 4, "height": 3}}]}
      ]}}}}
      """
    #expect(
      try picture(json, columns: 12, rows: 7) == """
        ╭HStack╌╌╮
        ╎┌──┐┌──┐╎
        ╎│R ││G │╎
        ╎└──┘└──┘╎
        ╰╌╌╌╌╌╌╌╌╯
         │   beta
         alpha
        """)
  }

  @Test func withNoFreePlaceTheNameIsLeftToTheInspector() throws {
    // The same boxes in a buffer just as large as the outline: no free cell
    // outside the root, none inside. Nothing is written over the boxes.
    let json = """
      {"unit": "cell", "swiftui": {"root": {"hstack": {"spacing": 0, "children": [
        {"name": "alpha", "color": "red", "modifiers": [{"frame": {"width": 4, "height": 3}}]},
        {"name": "beta", "color": "green", "modifiers": [{"frame": {"width": 4, "height": 3}}]}
      ]}}}}
      """
    #expect(
      try picture(json, columns: 10, rows: 5) == """
        ╭HStack╌╌╮
        ╎┌──┐┌──┐╎
        ╎│R ││G │╎
        ╎└──┘└──┘╎
        ╰╌╌╌╌╌╌╌╌╯
        """)
  }

  @Test func aColorOfWidthZeroIsAMarkedLineWithItsNameOutside() throws {
    // `a` is 6 x 3 (columns 1-6); `z` has width 0 at x 6, the root's far
    // edge: its line is the root's last column (6), over a's border, with the
    // colour's letter G on its first row. Its name goes on its middle row to
    // the right: the leader crosses the outline (7) and takes column 8, the
    // name column 9.
    let json = """
      {"unit": "cell", "swiftui": {"root": {"hstack": {"spacing": 0, "children": [
        {"name": "a", "color": "red", "modifiers": [{"frame": {"width": 6, "height": 3}}]},
        {"name": "z", "color": "green", "modifiers": [{"frame": {"width": 0, "height": 3}}]}
      ]}}}}
      """
    #expect(
      try picture(json, columns: 14, rows: 5) == """
        ╭HStack╮
        ╎┌────G╎
        ╎│ a  ┃╎─z
        ╎└────┃╎
        ╰╌╌╌╌╌╌╯
        """)
  }

  @Test func theSharedPlacementTriesTheMiddleRowFirst() {
    #expect(OutsideLabel.rowsOutward(from: 5, count: 5) == [5, 4, 6, 3, 7])
    // A 1 x 3 box at column 2, rows 0-2, in a 10 x 3 area where only row 0
    // is free to the right: the name goes there, not on the middle row.
    let place = OutsideLabel.placeBeside(
      CellRect(x: 2, y: 0, columns: 1, rows: 3), width: 3,
      within: CellRect(x: 0, y: 0, columns: 10, rows: 3), isFree: { x, y in y == 0 && x >= 3 },
      isPassable: { _, _ in false })
    #expect(place == OutsideLabel.Placement(x: 4, y: 0, leader: [3]))
  }
  @Test func aBoxOfEvenRowsIsNamedOnItsOwnRows() {
    // A 1 x 2 box at column 2, rows 1-2, in a 10 x 4 area where rows 0 and 2
    // are free to the right: its rows are 1 (the upper middle) and 2, so the
    // name goes on row 2. Going outward an even number of steps from row 1
    // reached row 0, above the box, and never row 2: the name was put on
    // the row above, joined to nothing.
    let place = OutsideLabel.placeBeside(
      CellRect(x: 2, y: 1, columns: 1, rows: 2), width: 3,
      within: CellRect(x: 0, y: 0, columns: 10, rows: 4),
      isFree: { x, y in (y == 0 || y == 2) && x >= 3 }, isPassable: { _, _ in false })
    #expect(place == OutsideLabel.Placement(x: 4, y: 2, leader: [3]))
  }

  @Test func aLabelNeverRunsIntoOtherText() {
    // A 1 x 1 box at (5, 5) in a 20 x 10 area, a name 3 wide; every cell free.
    let box = CellRect(x: 5, y: 5, columns: 1, rows: 1)
    let area = CellRect(x: 0, y: 0, columns: 20, rows: 10)
    let free = { (_: Int, _: Int) -> Bool in true }
    let never = { (_: Int, _: Int) -> Bool in false }
    // Below: on row 7 (a leader on row 6) at columns 5-7, unless text lies
    // right before (4) or after (8) it on that row, which would read as one
    // word (`row1g1_1`): then a row further down.
    #expect(
      OutsideLabel.placeBelow(box, width: 3, within: area, isFree: free, isPassable: never)
        == OutsideLabel.Placement(x: 5, y: 7, leader: [6]))
    for column in [4, 8] {
      #expect(
        OutsideLabel.placeBelow(
          box, width: 3, within: area, isFree: free, isPassable: never,
          isText: { x, y in x == column && y == 7 })
          == OutsideLabel.Placement(x: 5, y: 8, leader: [6, 7]))
    }
    // Text two cells away leaves a blank between: the place stands.
    #expect(
      OutsideLabel.placeBelow(
        box, width: 3, within: area, isFree: free, isPassable: never,
        isText: { x, y in x == 9 && y == 7 })
        == OutsideLabel.Placement(x: 5, y: 7, leader: [6]))
    // Beside: right of the box after one leader cell (7-9). With a name's
    // letter at 10, a place there would touch it and every place further
    // right covers it: the name goes left (1-3, the leader on 4).
    #expect(
      OutsideLabel.placeBeside(box, width: 3, within: area, isFree: free, isPassable: never)
        == OutsideLabel.Placement(x: 7, y: 5, leader: [6]))
    let letter = { (x: Int, y: Int) -> Bool in x == 10 && y == 5 }
    #expect(
      OutsideLabel.placeBeside(
        box, width: 3, within: area, isFree: { !letter($0, $1) }, isPassable: never,
        isText: letter)
        == OutsideLabel.Placement(x: 1, y: 5, leader: [4]))
  }

  @Test func aNameWithNoPlaceBesideOrBelowGoesLeftOfTheRoot() throws {
    // An HStack of two compact 3 x 1 Colors, spacing 1 (7 x 1), proposed
    // nothing: `averylongname` shows `av…` in its 3 cells. To its right is
    // `b`; to its left the root's outline and the buffer's edge; below, the
    // outline and then the proposal's label, which a leader may not cross.
    // The render keeps room to the left of the root (the longest name and a
    // leader: 15 columns) and the name goes there, on its row (1), its
    // leader touching the outline; the unused room (1 column) is cropped.
    // Before, the name had no place at all.
    let json = """
      {"unit": "cell", "swiftui": {"root": {"hstack": {"spacing": 1, "children": [
        {"name": "averylongname", "color": "red", "modifiers": [{"frame": {"width": 3, "height": 1}}]},
        {"name": "b", "color": "blue", "modifiers": [{"frame": {"width": 3, "height": 1}}]}
      ]}}}}
      """
    let scene = try Scene.decode(json, source: "test.json")
    let layout = try #require(scene.swiftUI).layout(unit: scene.unit)
    #expect(
      renderSwiftUIText(scene: scene, layout: layout).plainText() == """
                      ╭HStack╌╮
        averylongname─╎av… ▚b▚╎
                      ╰╌╌╌╌╌╌╌╯
                      proposal: .unspecified
        """)
    // In a buffer the caller sized, the cells left of the area are the
    // caller's to give (the playground gives its whole canvas): without them,
    // the name has no place. (In 256 colours a compact Color is blanks
    // around its name: `av…`, the gap, ` b `.)
    let area = CellRect(x: 15, y: 0, columns: 15, rows: 4)
    let options = CanvasOptions(viewport: Viewport(unit: scene.unit), colorMode: .colors256)
    var buffer = CellBuffer(columns: 30, rows: 4)
    SwiftUICanvas.draw(layout: layout, into: &buffer, area: area, options: options)
    #expect(!buffer.plainText().contains("averylongname"))
    buffer = CellBuffer(columns: 30, rows: 4)
    SwiftUICanvas.draw(
      layout: layout, into: &buffer, area: area, options: options, namesArea: buffer.bounds)
    #expect(buffer.plainText().split(separator: "\n")[1] == " averylongname─╎av…  b ╎")
  }

  @Test func aboveTheBoxTheTextNeedsALeaderOrACrossedOutline() {
    // A 1 x 1 box at (5, 5) in a 20 x 10 area, a name 3 wide.
    let box = CellRect(x: 5, y: 5, columns: 1, rows: 1)
    let area = CellRect(x: 0, y: 0, columns: 20, rows: 10)
    // All free: not on row 4, right over the box (it would read as its
    // text), but one row up, with a leader on row 4 in the box's column.
    #expect(
      OutsideLabel.placeAbove(
        box, width: 3, within: area, isFree: { _, _ in true }, isPassable: { _, _ in false })
        == OutsideLabel.Placement(x: 5, y: 3, leader: [4]))
    // Row 4 an outline (crossed, not free): the text right over it, no leader.
    #expect(
      OutsideLabel.placeAbove(
        box, width: 3, within: area, isFree: { _, y in y != 4 }, isPassable: { _, y in y == 4 })
        == OutsideLabel.Placement(x: 5, y: 3, leader: []))
    // Row 4 taken in the box's column: no place.
    #expect(
      OutsideLabel.placeAbove(
        box, width: 3, within: area, isFree: { x, y in !(x == 5 && y == 4) },
        isPassable: { _, _ in false }) == nil)
    // At the area's right edge the text moves left, still over the box's column.
    #expect(
      OutsideLabel.placeAbove(
        CellRect(x: 18, y: 5, columns: 1, rows: 1), width: 5, within: area,
        isFree: { _, _ in true }, isPassable: { _, _ in false })
        == OutsideLabel.Placement(x: 15, y: 3, leader: [4]))
  }

  @Test func aLineWithNoPlaceBesideOrBelowIsNamedAboveItAcrossAnOutline() throws {
    // Cells: a VStack of an HStack (bottom-aligned, spacing 1: a 6 x 4, zed
    // 3 wide and 0 tall, b 6 x 4; 17 x 4) over c (17 x 2). zed is at
    // (7, 4): the HStack's bottom edge, c's top: its line is drawn on row 4,
    // columns 7-9 (O━━), over c. a and b are boxed; c is compact, its name
    // centred in the run of its cells left of the line (columns 0-6). The
    // HStack's outline shows on columns 6-10 of rows 0 and 3; no run there
    // holds "HStack" (3 cells between the boxes' leader gaps), and it reaches
    // the root's top: its name goes on the root's outline after "VStack".
    // zed's name has no place beside (c on both sides), below (c) or left of
    // the root (c): above it, row 3 is the HStack's outline, crossed, and
    // "zed" goes right over it on row 2, columns 7-9. Before, it was unnamed.
    let json = """
      {"unit": "cell", "swiftui": {"root": {"vstack": {"spacing": 0, "children": [
        {"hstack": {"spacing": 1, "alignment": "bottom", "children": [
          {"name": "a", "color": "red", "modifiers": [{"frame": {"width": 6, "height": 4}}]},
          {"name": "zed", "color": "orange", "modifiers": [{"frame": {"width": 3, "height": 0}}]},
          {"name": "b", "color": "blue", "modifiers": [{"frame": {"width": 6, "height": 4}}]}]}},
        {"name": "c", "color": "green", "modifiers": [{"frame": {"width": 17, "height": 2}}]}]}}}}
      """
    let scene = try Scene.decode(json, source: "test.json")
    let layout = try #require(scene.swiftUI).layout(unit: scene.unit)
    #expect(
      renderSwiftUIText(scene: scene, layout: layout).plainText() == """
        ╭VStack╌HStack╌╌╌╌╮
        ╎┌────┐╌╌╌╌╌┌────┐╎
        ╎│░a░░│     │▚b▚▚│╎
        ╎│░░░░│ zed │▚▚▚▚│╎
        ╎└────┘╌╌╌╌╌└────┘╎
        ╎···c···O━━·······╎
        ╎·················╎
        ╰╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╯
        proposal: .unspecified
        """)
  }
}
