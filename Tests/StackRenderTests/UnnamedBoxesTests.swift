import StackLayout
import StackScene
import TestSupport
import Testing

@testable import StackRender

/// The boxes a picture leaves without their names, found by searching its
/// text, and the rows below it that name them (`unnamed above:`).
@Suite("Boxes named below a cramped picture")
struct UnnamedBoxesTests {
  /// Three cramped trees (from a generator of random small trees): views of
  /// no size on one spot, rows of narrow views, nested stacks their views
  /// fill. At 80x20 and 60x14 each left some box named nowhere before.
  static let crampedTrees = [
    """
    {"axis":"horizontal","distribution":"fillProportionally","alignment":"leading","spacing":8,"views":[{"name":"col1","stack":{"axis":"vertical","distribution":"fillProportionally","alignment":"leading","spacing":0,"views":[{"name":"body2","intrinsicSize":{"width":44,"height":10}},{"name":"col3","stack":{"axis":"horizontal","distribution":"equalSpacing","alignment":"leading","spacing":0,"views":[{"name":"price4","intrinsicSize":{"width":10,"height":10}},{"name":"status5","intrinsicSize":{"width":20,"height":60}},{"name":"image6","intrinsicSize":{"width":80,"height":10},"hugging":{"horizontal":750,"vertical":251}},{"name":"label7","hugging":{"horizontal":251,"vertical":251}}]}},{"name":"group8","stack":{"axis":"vertical","distribution":"fillEqually","alignment":"center","spacing":16,"views":[{"name":"name9","intrinsicSize":{"width":44,"height":20},"hugging":{"horizontal":251,"vertical":250}},{"name":"text10","intrinsicSize":{"width":20,"height":20},"hugging":{"horizontal":251,"vertical":250}},{"name":"button11","intrinsicSize":{"width":120,"height":20}},{"name":"avatar12","intrinsicSize":{"width":20,"height":20}}]}}]}},{"name":"footer13","intrinsicSize":{"width":10,"height":20},"hugging":{"horizontal":750,"vertical":250}},{"name":"row14","stack":{"axis":"horizontal","distribution":"fillProportionally","alignment":"leading","spacing":16,"views":[{"name":"footer15","intrinsicSize":{"width":80,"height":44}}]}},{"name":"avatar16","intrinsicSize":{"width":60,"height":10}}]}
    """,
    """
    {"axis":"horizontal","distribution":"fillEqually","alignment":"center","spacing":8,"views":[{"name":"col1","stack":{"axis":"vertical","distribution":"fillEqually","alignment":"trailing","spacing":16,"views":[{"name":"row2","stack":{"axis":"vertical","distribution":"fillEqually","alignment":"fill","spacing":4,"views":[{"name":"badge3","intrinsicSize":{"width":30,"height":44}}]}}]}},{"name":"group4","stack":{"axis":"vertical","distribution":"fillEqually","alignment":"fill","spacing":4,"views":[{"name":"price5","intrinsicSize":{"width":80,"height":30},"hugging":{"horizontal":750,"vertical":250}},{"name":"col6","stack":{"axis":"vertical","distribution":"fillProportionally","alignment":"fill","spacing":16,"views":[{"name":"button7","intrinsicSize":{"width":20,"height":44}},{"name":"col8","intrinsicSize":{"width":120,"height":60}},{"name":"body9","intrinsicSize":{"width":30,"height":10},"hugging":{"horizontal":250,"vertical":251}},{"name":"title10","intrinsicSize":{"width":120,"height":10}}]}}]}}],"size":{"width":200}}
    """,
    """
    {"axis":"vertical","distribution":"equalCentering","alignment":"center","spacing":8,"views":[{"name":"row1","stack":{"axis":"horizontal","distribution":"equalSpacing","alignment":"leading","spacing":4,"views":[{"name":"name2","intrinsicSize":{"width":10,"height":44}},{"name":"spacer3"},{"name":"text4","intrinsicSize":{"width":30,"height":44}},{"name":"switch5"}]}},{"name":"col6","stack":{"axis":"vertical","distribution":"fillEqually","alignment":"center","spacing":16,"views":[{"name":"field7","intrinsicSize":{"width":30,"height":20}},{"name":"spacer8","intrinsicSize":{"width":44,"height":44}},{"name":"header9","intrinsicSize":{"width":30,"height":20},"hugging":{"horizontal":250,"vertical":251}}]}},{"name":"avatar10","intrinsicSize":{"width":44,"height":20}},{"name":"row11","intrinsicSize":{"width":80,"height":10}},{"name":"row12","stack":{"axis":"vertical","distribution":"fillEqually","alignment":"trailing","spacing":4,"views":[{"name":"group13","stack":{"axis":"horizontal","distribution":"fill","alignment":"fill","spacing":8,"views":[{"name":"text14","intrinsicSize":{"width":80,"height":20}}]}},{"name":"row15","intrinsicSize":{"width":120,"height":20},"hugging":{"horizontal":250,"vertical":250}},{"name":"group16","stack":{"axis":"horizontal","distribution":"fillEqually","alignment":"leading","spacing":0,"views":[{"name":"label17","intrinsicSize":{"width":10,"height":20}}]}}]}}],"size":{"width":375}}
    """,
  ]

  static func scene(_ root: String) throws -> Scene {
    try Scene.decode(#"{"unit":"point","uikit":"# + root + "}", source: "tree.json")
  }

  @Test func aNameIsFoundOnlyAsAWordOfItsOwn() {
    var buffer = CellBuffer(columns: 20, rows: 3)
    buffer.put("row12 subtitle", x: 0, y: 0)
    buffer.put("╎가나다╎", x: 0, y: 1)
    buffer.put("x─image6", x: 0, y: 2)
    let boxes = ["row1", "row12", "title", "subtitle", "가나다", "image", "image6"].map {
      UnnamedBoxes.Box(name: $0, color: nil)
    }
    let unnamed = UnnamedBoxes.unnamed(boxes, in: buffer, rect: buffer.bounds)
    // row1 is only part of row12, title of subtitle, image of image6.
    #expect(unnamed.map(\.name) == ["row1", "title", "image"])
    // Only the rectangle is searched.
    let firstRow = CellRect(x: 0, y: 0, columns: 20, rows: 1)
    #expect(
      UnnamedBoxes.unnamed(boxes, in: buffer, rect: firstRow).map(\.name)
        == ["row1", "title", "가나다", "image", "image6"])
  }

  /// A name is sought as the canvas writes it: a control character in it
  /// takes no cell and is not written, so `ab` BEL `cd` shows as `abcd`.
  @Test func aNameIsSoughtAsItIsDrawn() throws {
    var buffer = CellBuffer(columns: 10, rows: 1)
    buffer.put("ab\u{7}cd", x: 0, y: 0)
    #expect(buffer.rowTexts(in: buffer.bounds) == ["abcd      "])
    let boxes = ["ab\u{7}cd", "\u{1b}", "abc"].map { UnnamedBoxes.Box(name: $0, color: nil) }
    // A name of control characters alone has nothing to show.
    #expect(UnnamedBoxes.unnamed(boxes, in: buffer, rect: buffer.bounds).map(\.name) == ["abc"])
    // The headless picture of a view so named names it in its box, and has no
    // names below it.
    let scene = try Self.scene(
      #"{"axis":"horizontal","distribution":"fill","alignment":"fill","spacing":0,"size":{"width":40,"height":10},"views":[{"name":"ab\u0007cd","intrinsicSize":{"width":10,"height":10}},{"name":"x","intrinsicSize":{"width":10,"height":10}}]}"#
    )
    let text = renderStackText(scene: scene, layout: scene.stack.layout(), columns: 30, rows: 10)
      .plainText()
    #expect(text.contains("abcd") && !text.contains("unnamed above:"), "\(text)")
  }

  @Test func theRowsWrapBetweenNamesAndMarkEachViewWithItsColour() {
    let boxes = [
      UnnamedBoxes.Box(name: "alpha", color: .red), UnnamedBoxes.Box(name: "stack", color: nil),
      UnnamedBoxes.Box(name: "beta", color: .orange),
    ]
    let lines = UnnamedBoxes.lines(boxes, width: 24, colorMode: .monochrome, glyphs: .unicode)
    // "unnamed above: ░alpha" is 21 columns; " stack" would make 27.
    #expect(lines.map { $0.map(\.text).joined() } == ["unnamed above: ░alpha", "stack ▒beta"])
    // A stack's name is dim; a view's swatch has its box's style.
    #expect(lines[1][0].style == CellStyle(dim: true))
    let swatch = lines[0].first { $0.text == "░" }
    #expect(swatch?.style == PaletteColor.red.boxStyle(.monochrome))
  }

  /// Beside a picture the band may be narrower than the prefix: the prefix
  /// wraps between its words, and no name is cut as long as the band is as
  /// wide as the widest word or swatch and name.
  @Test func aNarrowBandWrapsThePrefixBetweenItsWords() {
    let boxes = [
      UnnamedBoxes.Box(name: "group5", color: nil), UnnamedBoxes.Box(name: "label8", color: .red),
    ]
    // "unnamed" is 7 columns, "░label8" 7, "group5" 6.
    #expect(UnnamedBoxes.narrowestWidth(boxes, prefix: UnnamedBoxes.leftPrefix) == 7)
    #expect(UnnamedBoxes.narrowestWidth([], prefix: UnnamedBoxes.rightPrefix) == 7)
    let wide = UnnamedBoxes.Box(name: "subtitle12", color: .orange)
    #expect(UnnamedBoxes.narrowestWidth(boxes + [wide], prefix: UnnamedBoxes.leftPrefix) == 11)
    let lines = UnnamedBoxes.lines(
      boxes, width: 10, colorMode: .monochrome, glyphs: .unicode, prefix: UnnamedBoxes.leftPrefix)
    #expect(
      lines.map { $0.map(\.text).joined() } == ["unnamed to", "the left:", "group5", "░label8"])
    // Every word of the prefix is dim, as the whole prefix is on a wide row.
    for line in lines.prefix(2) {
      #expect(line.allSatisfy { $0.text == " " || $0.style == CellStyle(dim: true) })
    }
    // Wide enough, the prefix is one run of words, as before.
    let row = UnnamedBoxes.lines(boxes, width: 80, colorMode: .monochrome, glyphs: .unicode)
    #expect(row.map { $0.map(\.text).joined() } == ["unnamed above: group5 ░label8"])
  }

  /// In fewer rows than the names need, as many boxes as fit, in order,
  /// with `+N more` for the others; `nil` when not even that fits.
  @Test func namesCutToTheRowsEndWithHowManyMore() {
    let boxes = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot"].map {
      UnnamedBoxes.Box(name: $0, color: nil)
    }
    func texts(_ rows: Int, width: Int = 20) -> [String]? {
      UnnamedBoxes.lines(boxes, width: width, rows: rows, colorMode: .monochrome, glyphs: .unicode)?
        .map { $0.map(\.text).joined() }
    }
    // Whole, they take 3 rows of 20: "unnamed above: alpha" (20), "bravo
    // charlie delta" (19), "echo foxtrot".
    #expect(texts(3) == ["unnamed above: alpha", "bravo charlie delta", "echo foxtrot"])
    // In 2: "bravo charlie +3 more" is 21 wide, "bravo +4 more" 13.
    #expect(texts(2) == ["unnamed above: alpha", "bravo +4 more"])
    // In 1: "unnamed above: +6 more" is 22 wide.
    #expect(texts(1) == nil)
    #expect(texts(1, width: 22) == ["unnamed above: +6 more"])
  }

  /// In a band narrower than `+N more` (the names beside a picture are often
  /// six columns wide), `+N` alone: the count whole, not cut to `+9 mo…`.
  @Test func aNarrowBandSaysHowManyMoreInItsWidth() {
    let boxes = (1...12).map { UnnamedBoxes.Box(name: "v\($0)", color: nil) }
    let lines = UnnamedBoxes.lines(
      boxes, width: 6, rows: 4, colorMode: .monochrome, glyphs: .unicode)
    // The prefix's words take a row each ("unnamed" is cut where it is
    // written); "v1 v2" is 5 wide; with three boxes kept, "v3 +9" (5) fits
    // and "v3 +9 more" (10) would not.
    #expect(lines?.map { $0.map(\.text).joined() } == ["unnamed", "above:", "v1 v2", "v3 +9"])
    // Wide enough for the words, as before.
    let wide = UnnamedBoxes.lines(
      boxes, width: 14, rows: 2, colorMode: .monochrome, glyphs: .unicode)
    #expect(wide?.map { $0.map(\.text).joined() } == ["unnamed above:", "v1 v2 +10 more"])
  }

  /// `render --format text` of each cramped tree at 80x20 and 60x14: exactly
  /// that many rows; every box named as a word; the names below the picture
  /// after `unnamed above:`, on rows below the root's outline, naming only
  /// boxes the rows above leave unnamed.
  @Test(arguments: 0..<3)
  func aCrampedRenderNamesEveryBox(_ tree: Int) throws {
    let scene = try Self.scene(Self.crampedTrees[tree])
    // Every view and nested stack (none is hidden), from the layout.
    let layout = scene.stack.layout()
    let names = layout.views.map(\.name)
    var legends = 0
    for (columns, rows) in [(80, 20), (60, 14)] {
      let buffer = renderStackText(scene: scene, layout: layout, columns: columns, rows: rows)
      #expect(buffer.columns == columns && buffer.rows == rows)
      let lines = buffer.rowTexts(in: buffer.bounds)
      let context = "tree \(tree) at \(columns)x\(rows):\n\(lines.joined(separator: "\n"))"
      for name in names {
        #expect(lines.contains { shows($0, name) }, "\(name) in \(context)")
      }
      guard let legend = lines.firstIndex(where: { $0.hasPrefix("unnamed above:") }) else {
        continue
      }
      legends += 1
      let bottom = try #require(lines.lastIndex { $0.hasPrefix("╰") }, "\(context)")
      #expect(legend > bottom, "\(context)")
      let above = lines[..<legend]
      for name in names where lines[legend...].contains(where: { shows($0, name) }) {
        #expect(!above.contains { shows($0, name) }, "\(name) in \(context)")
      }
    }
    // Each tree needs the names below at one size at least.
    #expect(legends > 0)
  }
}
