import StackLayout
import StackScene
import Testing

@testable import StackRender

/// The drawing of SwiftUI trees; every picture is worked out by hand from the
/// frames (which the engine's own tests check).
@Suite("SwiftUI canvas")
struct SwiftUICanvasTests {
  func picture(_ json: String, columns: Int? = nil, rows: Int? = nil, glyphs: GlyphSet = .unicode)
    throws -> String
  {
    let scene = try Scene.decode(json, source: "test.json")
    let layout = try #require(scene.swiftUI).layout(unit: scene.unit)
    return renderSwiftUIText(
      scene: scene, layout: layout, columns: columns, rows: rows, glyphs: glyphs
    ).plainText()
  }

  @Test func textStacksSpacersAndColoursInCells() throws {
    // Frames (see Examples/README.md): column (0,0,12,3), title (0,0,12,2), row
    // (0,2,12,1), hangul (0,2,6,1), gap (6,2.5,4,0), dot (10,2,2,1). The outline
    // is one cell around, named after the root. The title's two lines, the
    // Hangul (6 columns), the Spacer's dots on its row (2.5 rounds up to 3, the
    // outline's row, so they are kept on the root's last row), the orange dot
    // too narrow for its name: its letter O and its fill ▒, and its name whole
    // outside, right of the outline on its row, after a leader (the picture
    // has room for it to the right of the root). The row is one cell tall,
    // too thin to outline: its name goes outside too, after the Colors'. Right
    // of it "─dot" is taken, and below it are the outline, the proposal's line
    // and its label, so it goes left of the root, in the room the render keeps
    // there for names (the picture starts 4 columns in). The proposal is
    // a row taller than the root: its dashed bottom line one row below the
    // outline (dashes on every other column), its label too wide for that
    // line, so on the row below.
    let json = """
      {"unit": "cell", "swiftui": {"proposal": {"width": 12, "height": 4}, "root": {"name": "column",
        "vstack": {"spacing": 0, "alignment": "leading", "children": [
          {"name": "title", "text": "Hello, wonderful world", "modifiers": [{"lineLimit": 2}]},
          {"name": "row", "hstack": {"children": [{"name": "hangul", "text": "한국어"},
            {"name": "gap", "spacer": {}},
            {"name": "dot", "color": "orange", "modifiers": [{"frame": {"width": 2, "height": 1}}]}]}}]}}}}
      """
    #expect(
      try picture(json) == """
            ╭column╌╌╌╌╌╌╮
            ╎Hello,      ╎
            ╎wonderful w…╎
        row─╎한국어····O▒╎─dot
            ╰╌╌╌╌╌╌╌╌╌╌╌╌╯
            └─ ─ ─ ─ ─ ─ ┘
            proposal: 12x4
        """)
  }

  @Test func coloursAreBoxesWithTheirNames() throws {
    // Three 3 x 3 Colors side by side: each a light box with its name inside.
    let json = """
      {"unit": "cell", "swiftui": {"proposal": {"width": 9, "height": 3}, "root": {"hstack": {
        "spacing": 0, "children": [{"name": "a", "color": "red"}, {"name": "b", "color": "green"},
        {"name": "c", "color": "blue"}]}}}}
      """
    #expect(
      try picture(json) == """
        ╭HStack╌╌╌╮
        ╎┌─┐┌─┐┌─┐╎
        ╎│a││b││c│╎
        ╎└─┘└─┘└─┘╎
        ╰╌╌╌╌╌╌╌╌╌╯
        """)
  }

  @Test func nestedStacksAreDashedBoxesUnderTheirChildren() throws {
    // The VStack "v" is 3 x 2 ("abc" over "d", leading): its dashed box shows
    // where its children do not cover it. The outline's name is cut to "HS…".
    // v's own outline has no run for its name (its top row is "abc", its
    // bottom row's one free cell is beside "d"), and no side can move out (the
    // root's outline is all around it): v reaches the root's bottom edge, so
    // its name goes on the root's outline there, over its first column (the
    // top row's columns hold "HS…"). No proposal: the row below says so.
    let json = """
      {"unit": "cell", "swiftui": {"root": {"hstack": {"children": [{"name": "v", "vstack": {
        "spacing": 0, "alignment": "leading", "children": [{"text": "abc"}, {"text": "d"}]}}]}}}}
      """
    #expect(
      try picture(json) == """
        ╭HS…╮
        ╎abc╎
        ╎d╌╯╎
        ╰v╌╌╯
        proposal: .unspecified
        """)
  }

  @Test func pointScenesDrawACharacterPerCell() throws {
    // Points: a Text character is 8 x 16, so the natural scale is 1/8 column and
    // 1/16 row per point. "Hi" padded by 16 points is 48 x 48: 6 x 3 cells, the
    // text at column 2, row 1 of the root. The padding's frame is the root's
    // bounds, so it has no outline of its own.
    let json = """
      {"swiftui": {"root": {"name": "t", "text": "Hi", "modifiers": [{"padding": true}]}}}
      """
    #expect(
      try picture(json) == """
        ╭t╌╌╌╌╌╮
        ╎      ╎
        ╎  Hi  ╎
        ╎      ╎
        ╰╌╌╌╌╌╌╯
        proposal: .unspecified
        """)
  }

  @Test func verticalSpacersAndASCII() throws {
    // A VStack 1 column wide: "x", a Spacer taking the 3 rows left (0 wide, so a
    // column of dots), "y". ASCII outline and dots.
    let json = """
      {"unit": "cell", "swiftui": {"proposal": {"width": 1, "height": 5}, "root": {"name": "v",
        "vstack": {"spacing": 0, "children": [{"text": "x"}, {"spacer": {}}, {"text": "y"}]}}}}
      """
    #expect(
      try picture(json, glyphs: .ascii) == """
        .v.
        :x:
        :.:
        :.:
        :.:
        :y:
        :.:
        """)
  }

  @Test func aGivenSizeFitsTheDrawing() throws {
    // 300 x 100 points in 22 x 8 cells: the largest zoom step that fits 20 x 6
    // cells inside the outline is 0.06 (18 x 3); 0.08 would need 24 columns.
    let json = """
      {"swiftui": {"proposal": {"width": 300, "height": 100}, "root": {"hstack": {"spacing": 0,
        "children": [{"name": "a", "color": "red"}, {"name": "b", "color": "blue"}]}}}}
      """
    let lines = try picture(json, columns: 22, rows: 8).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 8)
    // (plainText trims the spaces at the end of each line.)
    #expect(lines.allSatisfy { $0.count <= 22 })
    #expect(lines[0].hasPrefix("╭HStack╌╌╌╌╌╌╌╌╌╌╌╌╮"))
    // 18 columns and 3 rows inside the outline.
    #expect(lines[4] == "╰" + String(repeating: "╌", count: 18) + "╯")
    let rest = lines[5...].allSatisfy { $0.isEmpty }
    #expect(rest)
  }
}
