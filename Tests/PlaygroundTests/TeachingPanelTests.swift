import StackExport
import StackLayout
import StackPresets
import StackRender
import StackScene
import TestSupport
import Testing

@testable import Playground

/// The teaching panels: the constraint panel (`l`), the comparison grid (`o`),
/// the code overlay (Ctrl-E), presets cycled with `,` / `.`, and the help's
/// scrolling.
///
/// The default scene: a horizontal fill stack, alignment center, spacing 8,
/// pinned to 300x120; red 60x40, green 90x80, blue 50x60, default priorities.
@Suite("Teaching panels")
struct TeachingPanelTests {
  func state(_ keys: [Key], scene: Scene = .playgroundDefault) -> PlaygroundState {
    var state = PlaygroundState(scene: scene)
    for key in keys { state.handle(key) }
    return state
  }

  func screen(_ state: PlaygroundState, glyphs: GlyphSet = .unicode) -> DrawnScreen {
    PlaygroundScreen.draw(state, columns: 80, rows: 24, colorMode: .monochrome, glyphs: glyphs)
  }

  func lines(_ screen: DrawnScreen) -> [String] {
    screen.buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
  }

  // MARK: Key bindings

  @Test func lTogglesTheConstraintPanelAndTheKeysStillEdit() {
    let open = state([.character("l")])
    #expect(open.panel == .constraints)
    #expect(
      open.message == "constraints: the marked ones decide the selected view's size; l closes")
    #expect(state([.character("l"), .character("l")]).panel == nil)
    // d still changes the distribution, and the panel stays.
    let edited = state([.character("l"), .character("d")])
    #expect(edited.panel == .constraints)
    #expect(edited.stack.distribution == .fillEqually)
  }

  @Test func lInSwiftUIModeListsProposalsInstead() {
    let open = state([.character("m"), .character("l")])
    #expect(open.panel == .constraints)
    #expect(open.message?.hasPrefix("SwiftUI has no constraints") == true)
    let text = screen(open).buffer.plainText()
    #expect(text.contains("proposals and choices (SwiftUI has no constraints)"))
    // The root HStack was proposed the stack's pinned size.
    #expect(text.contains("HStack  proposed 300x120"))
  }

  @Test func pageKeysScrollTheConstraintPanel() {
    let total = state([.character("l")]).panelLineCount
    #expect(total == 48)
    #expect(state([.character("l"), .pageDown]).panelScroll == 10)
    #expect(state([.character("l"), .pageDown, .pageDown, .pageUp]).panelScroll == 10)
    #expect(state([.character("l"), .pageDown, .home]).panelScroll == 0)
    #expect(state([.character("l"), .end]).panelScroll == total - 1)
    #expect(state([.character("l"), .pageUp]).panelScroll == 0)
    // With no panel there is nothing to scroll.
    let none = state([.pageDown])
    #expect(none.panelScroll == 0)
    #expect(none.message == "nothing to scroll: l shows the constraints, Ctrl-E the code")
  }

  @Test func oCyclesTheGridPages() {
    #expect(state([.character("o")]).panel == .grid(.arrangements))
    #expect(state([.character("o"), .character("o")]).panel == .grid(.alignments))
    #expect(state([.character("o"), .character("o"), .character("o")]).panel == nil)
    #expect(
      state([.character("o")]).message == "comparison: every distribution (o: every alignment)")
    #expect(
      state([.character("m"), .character("o")]).message
        == "comparison: every stack kind (o: every alignment)")
    // l replaces the grid with the constraint panel.
    #expect(state([.character("o"), .character("l")]).panel == .constraints)
  }

  @Test func oRefusesWhenTheSwiftUIRootIsNotAStack() {
    let tree = SwiftUIScene(
      proposal: ProposedSize(width: 100, height: 50), root: SwiftUINode(.color("red")))
    let scene = Scene(unit: .point, swiftUI: tree)
    let refused = state([.character("o")], scene: scene)
    #expect(refused.panel == nil)
    #expect(refused.message == "the root is a Color, not a stack: nothing to compare")
  }

  @Test func controlEShowsTheCodeAndAnyOtherKeyClosesIt() {
    let open = state([.control("e")])
    #expect(open.panel == .code)
    #expect(
      open.codeLines
        == swiftCode(for: open.scene, flavor: .uikit).split(
          separator: "\n", omittingEmptySubsequences: false
        ).map(String.init).dropLastEmpty())
    // Down and PgDn scroll and leave it open.
    #expect(state([.control("e"), .down]).panelScroll == 1)
    #expect(state([.control("e"), .pageDown]).panel == .code)
    // Any other key closes it and does nothing else; q quits.
    let closed = state([.control("e"), .character("a")])
    #expect(closed.panel == nil)
    #expect(closed.stack.axis == .horizontal)
    #expect(state([.control("e"), .character("q")]).shouldQuit)
    // In SwiftUI mode, the SwiftUI code.
    let swiftUI = state([.character("m"), .control("e")])
    #expect(swiftUI.codeLines.contains("import SwiftUI"))
  }

  @Test func commaAndPeriodCycleThePresets() throws {
    let first = state([.character(".")])
    let preset = Preset.all[0]
    #expect(first.presetIndex == 0)
    #expect(first.scene == (try preset.scene()))
    #expect(first.message == "preset 1/\(Preset.all.count) \(preset.name): \(preset.summary)")
    // r resets to the preset as opened.
    #expect(state([.character("."), .character("a"), .character("r")]).scene == first.scene)
    let second = state([.character("."), .character(".")])
    #expect(second.scene == (try Preset.all[1].scene()))
    #expect(state([.character("."), .character("."), .character(",")]).scene == first.scene)
    // , with no preset open goes to the last one.
    let last = state([.character(",")])
    #expect(last.presetIndex == Preset.all.count - 1)
    #expect(last.isSwiftUI)
    // The same keys in SwiftUI mode.
    #expect(state([.character("m"), .character(".")]).scene == first.scene)
  }

  @Test func theHelpScrollsWithTheArrowsAndClosesOnOtherKeys() {
    let scrolled = state([.character("?"), .down])
    #expect(scrolled.isShowingHelp)
    #expect(scrolled.helpScroll == 1)
    #expect(state([.character("?"), .end]).helpScroll == keyBindings.count - 1)
    #expect(state([.character("?"), .pageDown, .pageUp]).helpScroll == 0)
    let closed = state([.character("?"), .down, .character("a")])
    #expect(!closed.isShowingHelp)
    #expect(closed.helpScroll == 0)
    #expect(closed.stack.axis == .horizontal)
  }

  // MARK: The constraint panel

  /// The default scene's constraints, worked out from UIKit's rules.
  ///
  /// Along (width): 300 = 8 + 8 + views; green and blue keep 90 and 50 and red,
  /// first of three tied at hugging 250, takes 300 - 16 - 140 = 144, so its
  /// hugging `red.width <= 60` is broken by 84. Across (height, alignment
  /// center): every view keeps its intrinsic height, so the ambiguity
  /// suppressors `height == 0 @25` are broken by 40, 80 and 60; the spanning
  /// guide is tied to the stack's top and bottom, so it is 120 tall and
  /// `UISV-spanning-fit` (`== 0 @51`) is broken by 120. All else holds.
  @Test func thePanelListsExactlyTheSolversConstraints() {
    let state = state([.character("l")])
    let layout = state.stack.layout()
    let entries = ConstraintPanel.entries(layout: layout, selection: 0)
    #expect(entries.map(\.solved) == layout.constraints)
    let names = ["red", "green", "blue"]
    let broken = entries.filter { !$0.solved.status.holds }.map {
      "\($0.solved.constraint.identifier) \($0.solved.constraint.formatted(names: names)) \(ConstraintPanel.statusText($0.solved.status))"
    }
    #expect(
      broken == [
        "content-hugging red.width <= 60 @250 broken by 84",
        "UISV-ambiguity-suppression red.height == 0 @25 broken by 40",
        "UISV-ambiguity-suppression green.height == 0 @25 broken by 80",
        "UISV-ambiguity-suppression blue.height == 0 @25 broken by 60",
        "UISV-spanning-fit spanningGuide.height == 0 @51 broken by 120",
      ])
    // The hugging and compression-resistance constraints of the three views.
    let intrinsic = entries.filter {
      ["content-hugging", "compression-resistance"].contains($0.solved.constraint.identifier)
    }
    #expect(intrinsic.count == 12)
    #expect(
      intrinsic.map { $0.solved.constraint.formatted(names: names) }.contains(
        "green.width <= 90 @250"))

    // The rows: one per constraint, each with its priority and status.
    let rows = ConstraintPanel.lines(for: state, width: 80)
    let entryRows = rows.filter {
      if case .entry = $0.kind { return true }
      return false
    }
    #expect(entryRows.count == layout.constraints.count)
    for solved in layout.constraints {
      let expression = ConstraintPanel.expressionText(solved.constraint, names: names)
      let status = ConstraintPanel.statusText(solved.status)
      let matching = entryRows.filter {
        $0.text.hasPrefix(expression + " ")
          && $0.text.hasSuffix("@\(formatNumber(solved.constraint.priority))  \(status)")
      }
      #expect(!matching.isEmpty, "\(expression)")
    }
    // Every identifier heads its group.
    let groups = rows.compactMap { row -> String? in
      if case .group = row.kind { return row.text }
      return nil
    }
    #expect(groups.contains("UISV-spacing") && groups.contains("UISV-ambiguity-suppression"))
  }

  @Test func theConstraintsDecidingTheSelectedViewsSize() {
    let names = ["red", "green", "blue"]
    func deciding(_ keys: [Key]) -> [String] {
      let state = state(keys)
      let layout = state.stack.layout()
      return ConstraintPanel.entries(layout: layout, selection: state.selection)
        .filter(\.decides).map { $0.solved.constraint.formatted(names: names) }
    }
    // Red's width was pushed out to 144: its hugging gave way, and green's and
    // blue's hugging at the same priority held (the tie red lost). Its height
    // sits at 40, where its hugging and compression resistance both hold.
    #expect(
      deciding([]) == [
        "red.width <= 60 @250", "green.width <= 90 @250", "blue.width <= 50 @250",
        "red.height <= 40 @250", "red.height >= 40 @750",
      ])
    // Green keeps 90x80: its own four intrinsic-size constraints.
    #expect(
      deciding([.tab]) == [
        "green.width <= 90 @250", "green.width >= 90 @750", "green.height <= 80 @250",
        "green.height >= 80 @750",
      ])
    // fillEqually: red's width (284 / 3) is decided by the fill-equally
    // constraints that tie the others to it.
    #expect(
      deciding([.character("d")]) == [
        "green.width == red.width @1000", "blue.width == red.width @1000",
        "red.height <= 40 @250", "red.height >= 40 @750",
      ])
  }

  @Test func theConstraintPanelScreen() {
    let drawn = screen(state([.character("l")]))
    expectSnapshot(drawn.buffer.plainText(), named: "constraints-80x24")
    let lines = lines(drawn)
    #expect(
      lines[2].hasPrefix(" constraints: 33, 5 broken  ▶ decides red's size  PgUp/PgDn  1-14 of 48"))
    #expect(lines.contains(" ▶ red.width <= 60                        @250  broken by 84"))
    #expect(drawn.hitMap == nil)
    // Marked rows are reversed as well as marked.
    let row = lines.firstIndex { $0.contains("▶ red.width <= 60") }!
    #expect(drawn.buffer[1, row].style.reverse)

    let scrolled = screen(state([.character("l"), .end]))
    expectSnapshot(scrolled.buffer.plainText(), named: "constraints-end")
    #expect(scrolled.buffer.plainText().contains("spanningGuide.height == 0"))
    #expect(self.lines(scrolled)[2].contains("35-48 of 48"))

    let ascii = screen(state([.character("l"), .pageDown]), glyphs: .ascii)
    expectSnapshot(ascii.buffer.plainText(), named: "constraints-ascii-page-2")
    #expect(ascii.buffer.plainText().contains(" > red.height <= 40"))
  }

  @Test func fillProportionallyInASCIIWritesTheMultiplierWithAStar() {
    // fillProportionally: D = 60 + 90 + 50 + 2 × 8 = 216, so red's share is 60 / 216.
    let state = state([.character("d"), .character("d"), .character("l"), .pageDown])
    let text = screen(state, glyphs: .ascii).buffer.plainText()
    #expect(text.contains("red.width == 0.278 * stack.width"))
    #expect(!text.contains("×"))
    #expect(screen(state).buffer.plainText().contains("red.width == 0.278 × stack.width"))
  }

  @Test func theSwiftUIProposalPanelScreen() {
    let drawn = screen(state([.character("m"), .character("l")]))
    expectSnapshot(drawn.buffer.plainText(), named: "swiftui-proposals")
    #expect(drawn.buffer.plainText().contains("▶   Color red  proposed"))
  }

  // MARK: The comparison grid

  @Test func theDistributionVariantsAreTheSolversLayouts() {
    let state = state([.character("o")])
    let variants = ComparisonGrid.variants(of: state, page: .arrangements)
    #expect(
      variants.map(\.label) == [
        "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering",
      ])
    #expect(variants.map(\.isCurrent) == [true, false, false, false, false])
    for (variant, distribution) in zip(variants, Distribution.allCases) {
      var expected = state.stack
      expected.distribution = distribution
      #expect(variant.scene.stack == expected)
    }
    let frames = variants.map { $0.scene.stack.layout().frames }
    // fill: red takes the 84 to spare (300 - 16 - 200).
    #expect(frames[0].map(\.width) == [144, 90, 50])
    // fillEqually: (300 - 16) / 3 each.
    for width in frames[1].map(\.width) { #expect(abs(width - 284.0 / 3) < 1e-9) }
    // equalSpacing: the views keep 60, 90, 50; the 100 left makes two gaps of 50.
    #expect(frames[3].map(\.x) == [0, 110, 250])
    // equalCentering: centres at 30 and 275, the middle one at 152.5.
    #expect(frames[4].map(\.x) == [0, 107.5, 250])

    // Drawn at one scale: the fill cell's red box is the widest, and the
    // fillEqually cell's boxes are equal to within a column.
    let drawn = screen(state)
    expectSnapshot(drawn.buffer.plainText(), named: "grid-distributions")
    var buffer = CellBuffer(columns: 80, rows: 24)
    let grid = ComparisonGrid.draw(
      state, page: .arrangements, into: &buffer,
      area: CellRect(x: 0, y: 0, columns: 80, rows: 22), colorMode: .monochrome,
      glyphs: .unicode)
    #expect(grid.cells.count == 5)
    // Three cells a row, two rows.
    #expect(grid.cells[2].y == grid.cells[0].y && grid.cells[3].y > grid.cells[0].y)
    let fill = grid.hitMaps[0]!.viewRects.map { $0!.columns }
    #expect(fill[0] > fill[1] && fill[1] > fill[2])
    let equally = grid.hitMaps[1]!.viewRects.map { $0!.columns }
    #expect(equally.max()! - equally.min()! <= 1)
    #expect(lines(drawn)[1].contains("▶ fill (now)"))
  }

  @Test func theAlignmentVariants() {
    let state = state([.character("o"), .character("o")])
    let variants = ComparisonGrid.variants(of: state, page: .alignments)
    #expect(
      variants.map(\.label) == ["fill", "top", "center", "bottom", "firstBaseline", "lastBaseline"])
    #expect(variants.filter(\.isCurrent).map(\.label) == ["center"])
    func frames(_ label: String) -> [Rect] {
      variants.first { $0.label == label }!.scene.stack.layout().frames
    }
    // fill: every view 120 tall; top: y 0; center: (120 - h) / 2; bottom: 120 - h.
    #expect(frames("fill").map(\.height) == [120, 120, 120])
    #expect(frames("top").map(\.y) == [0, 0, 0])
    #expect(frames("center").map(\.y) == [40, 20, 30])
    #expect(frames("bottom").map(\.y) == [80, 40, 60])
    let drawn = screen(state)
    expectSnapshot(drawn.buffer.plainText(), named: "grid-alignments")
    #expect(lines(drawn)[0].hasPrefix(" every alignment of these views, at one scale"))
  }

  @Test func theSwiftUIGrid() {
    let kinds = state([.character("m"), .character("o")])
    let variants = ComparisonGrid.variants(of: kinds, page: .arrangements)
    #expect(variants.map(\.label) == ["HStack", "VStack", "ZStack"])
    #expect(variants.map(\.isCurrent) == [true, false, false])
    let drawn = screen(kinds)
    expectSnapshot(drawn.buffer.plainText(), named: "swiftui-grid-stacks")
    let alignments = ComparisonGrid.variants(
      of: state([.character("m"), .character("o"), .character("o")]), page: .alignments)
    #expect(
      alignments.map(\.label) == [
        ".top", ".center", ".bottom", ".firstTextBaseline", ".lastTextBaseline",
      ])
    #expect(alignments.filter(\.isCurrent).map(\.label) == [".center"])
  }

  /// card-row's comparison grid at 80x24: spaced equally, image (60 of 300)
  /// is too narrow for its name, which goes outside it into the 140 between
  /// it and text, on the gap's middle row; the gap's value goes on another
  /// row of the gap (it ran into the name, `─image140`, and a space apart
  /// would read as image's width).
  @Test func aGapValueKeepsOffANamePlacedInTheGap() throws {
    let cardRow = try #require(try Preset.named("card-row")?.scene())
    var buffer = CellBuffer(columns: 80, rows: 24)
    _ = ComparisonGrid.draw(
      state([.character("o")], scene: cardRow), page: .arrangements, into: &buffer,
      area: CellRect(x: 0, y: 0, columns: 80, rows: 22), colorMode: .monochrome,
      glyphs: .unicode)
    let lines = buffer.plainText().split(separator: "\n").map(String.init)
    let named = lines.filter { $0.contains("─image") }
    // The equalSpacing and equalCentering cells.
    #expect(named.count == 2)
    for line in named {
      #expect(!line.contains("140"), "\(line)")
      #expect(!line.contains("─image1") && !line.contains("─image 1"), "\(line)")
    }
    #expect(lines.filter { $0.contains(" 140 ") }.count == 2)
  }

  @Test func theSwiftUIGridNamesTheChildrenNoCellShows() throws {
    // An HStack framed 30 x 4 cells: left 60 wide, 1, then right 10 wide,
    // centred, so right spans 40.5 to 50.5, past the frame's trailing edge:
    // no cell of the HStack cell shows it, and the row below its outline
    // names it. Stacked in a VStack or a ZStack, right is inside the frame.
    let scene = try Scene.decode(
      """
      {"unit": "cell", "swiftui": {"root": {
        "modifiers": [{"frame": {"width": 30, "height": 4}}],
        "hstack": {"spacing": 1, "children": [
          {"name": "left", "color": "red", "modifiers": [{"frame": {"width": 60}}]},
          {"name": "right", "color": "blue", "modifiers": [{"frame": {"width": 10}}]}]}}}}
      """, source: "test.json")
    var buffer = CellBuffer(columns: 80, rows: 24)
    let grid = ComparisonGrid.draw(
      state([.character("o")], scene: scene), page: .arrangements, into: &buffer,
      area: CellRect(x: 0, y: 0, columns: 80, rows: 22), colorMode: .monochrome,
      glyphs: .unicode)
    let rows = buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false)
      .map { Array(String($0)) }
    func text(_ cell: CellRect, row: Int) -> String {
      String(rows[row].dropFirst(cell.x).prefix(cell.columns))
    }
    for (index, cell) in grid.cells.enumerated() {
      let bottom = try #require(
        (cell.y..<cell.maxY).first { text(cell, row: $0).contains("╰") })
      let below = text(cell, row: bottom + 1).trimmingCharacters(in: .whitespaces)
      #expect(below == (index == 0 ? "outside: right" : ""), "cell \(index)")
    }
  }

  // MARK: The code overlay and presets

  @Test func theCodeScreen() {
    let drawn = screen(state([.control("e")]))
    expectSnapshot(drawn.buffer.plainText(), named: "code-uikit")
    let lines = lines(drawn)
    let count = state([.control("e")]).codeLines.count
    // The last row names the panel's keys (c, w): 22 rows of code.
    #expect(
      lines[0].hasPrefix(
        " UIKit code  1-22 of \(count)  c copy  j JSON  w write  Up/Down  other keys close"))
    #expect(lines[1] == "// Generated by stackplay export --swift uikit.")
  }

  @Test func aPresetsSummaryWrapsInTheMessageArea() {
    let drawn = screen(state([.character(".")]))
    expectSnapshot(drawn.buffer.plainText(), named: "preset-next")
    let lines = lines(drawn)
    // Two rows across the screen would cut the column's foot: three rows
    // right of it, over the inspector's column, wrapped at spaces, and the
    // hints below them. The column's outline is whole.
    #expect(drawn.panLimit == PanOffset(columns: 0, rows: 0))
    #expect(
      lines[20].hasSuffix(
        "┘╎ preset 1/\(Preset.all.count) squares-pinned: Three squares (50, 100,"))
    #expect(lines[21].hasSuffix("╯ 200) in a vertical fill stack pinned to 375x728: the"))
    #expect(lines[22].hasSuffix("  first one stretches to 428."))
    #expect(lines[23].hasSuffix("q quit  ? help"))
  }
}

extension Array where Element == String {
  /// The lines without the empty ones at the end.
  fileprivate func dropLastEmpty() -> [String] {
    var lines = self
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}
