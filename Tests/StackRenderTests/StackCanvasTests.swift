import StackLayout
import StackScene
import TestSupport
import Testing

@testable import StackRender

@Suite("Stack canvas")
struct StackCanvasTests {
  /// The fixture drawn as the headless renderer draws it for an 80 × 24 terminal.
  func picture(
    _ fixture: Fixture, colorMode: ColorMode = .colors256, glyphs: GlyphSet = .unicode,
    selected: Int? = nil, columns: Int = 80, rows: Int = 24
  ) -> CellBuffer {
    renderStackText(
      scene: Scene(unit: .point, stack: fixture.stack), layout: fixture.layout, columns: columns,
      rows: rows,
      colorMode: colorMode, glyphs: glyphs, selected: selected)
  }

  // MARK: - Snapshots

  @Test("Three views in a horizontal stack")
  func threeHorizontal() {
    expectSnapshot(picture(Fixtures.threeHorizontal).plainText(), named: "three-horizontal")
  }

  @Test("Three views in a vertical stack")
  func threeVertical() {
    expectSnapshot(picture(Fixtures.threeVertical).plainText(), named: "three-vertical")
  }

  @Test("The selected view has a heavy border")
  func selected() {
    expectSnapshot(
      picture(Fixtures.threeHorizontal, selected: 1).plainText(), named: "selected")
  }

  @Test("Monochrome: fill characters and a letter on every box")
  func monochrome() {
    expectSnapshot(
      picture(Fixtures.threeHorizontal, colorMode: .monochrome, selected: 2).plainText(),
      named: "monochrome")
  }

  @Test("ASCII glyphs, monochrome")
  func ascii() {
    expectSnapshot(
      picture(Fixtures.threeHorizontal, colorMode: .monochrome, glyphs: .ascii, selected: 1)
        .plainText(),
      named: "ascii")
  }

  @Test("A view past the stack's edge is clipped and marked")
  func overflow() {
    expectSnapshot(picture(Fixtures.overflow).plainText(), named: "overflow")
    expectSnapshot(
      picture(Fixtures.overflow, colorMode: .monochrome, glyphs: .ascii).plainText(),
      named: "overflow-ascii")
  }

  @Test("Hidden views are listed below the stack")
  func hidden() {
    expectSnapshot(picture(Fixtures.hidden).plainText(), named: "hidden")
  }

  @Test("equalCentering marks each view's centre on the outline")
  func equalCentering() {
    expectSnapshot(
      picture(Fixtures.equalCenteringVertical).plainText(), named: "equal-centering-vertical")
    expectSnapshot(
      picture(Fixtures.equalCenteringHorizontal).plainText(),
      named: "equal-centering-horizontal")
  }

  /// The fixture drawn at a given scale into an 80 × 24 buffer.
  func picture(
    _ fixture: Fixture, scale: Double, colorMode: ColorMode = .colors256,
    glyphs: GlyphSet = .unicode, selected: Int? = nil
  ) -> (buffer: CellBuffer, map: CanvasHitMap) {
    var buffer = CellBuffer(columns: 80, rows: 24)
    let map = StackCanvas.draw(
      layout: fixture.layout, stack: fixture.stack, into: &buffer, area: buffer.bounds,
      options: CanvasOptions(
        viewport: Viewport(unit: .point, cellsPerUnitX: scale), colorMode: colorMode,
        glyphs: glyphs, selectedIndex: selected))
    return (buffer, map)
  }

  @Test("Views too small for a box make the whole stack compact: letters and a legend")
  func tiny() {
    let drawing = picture(Fixtures.tiny, scale: 0.2)
    expectSnapshot(drawing.buffer.plainText(), named: "tiny")
    expectSnapshot(
      picture(Fixtures.tiny, scale: 0.2, colorMode: .monochrome).buffer.plainText(),
      named: "tiny-monochrome")
    // 150, 60, 40, 20, 12, 6, 3, 9 points at 0.2: 30, 12, 8, 4, 2.4, 1.2, 0.6,
    // 1.8 columns; the whole parts make 58 of 60, and the two left over go to
    // the largest fractions, pink (0.8) and purple (0.6): purple gets a column
    // of its own at 57, pink the two after it.
    let stackX = drawing.map.stackRect.x
    #expect(drawing.map.viewRects[5] == CellRect(x: stackX + 56, y: 1, columns: 1, rows: 6))
    #expect(drawing.map.viewRects[6] == CellRect(x: stackX + 57, y: 1, columns: 1, rows: 6))
    #expect(drawing.map.viewRects[7] == CellRect(x: stackX + 58, y: 1, columns: 2, rows: 6))
    #expect(drawing.map.viewIndex(atColumn: stackX + 57, row: 3) == 6)
    #expect(drawing.map.viewIndex(atColumn: stackX + 58, row: 3) == 7)
    // Blue (1 column) is too narrow for a box, so no view has one.
    let text = drawing.buffer.plainText()
    #expect(!text.contains("┌"))
    #expect(text.contains("R red 150x60  O orange 60x60"))
  }

  /// A column of views each 8 points tall, 40 wide, pinned to 40 x 32: at
  /// 0.25 columns per point (0.125 rows), each view is 10 columns by 1 row,
  /// too small for a box, so the stack is compact; each has a row of its own.
  static func compactColumn(_ height: Double = 8) -> (StackView, StackViewLayout) {
    let views = ["a", "b", "c", "d"].map {
      ArrangedView(name: $0, intrinsicSize: PartialSize(width: 40, height: height))
    }
    let stack = StackView(
      axis: .vertical, size: PartialSize(width: 40, height: 4 * height), arrangedSubviews: views)
    return (stack, stack.layout())
  }

  /// Draws `stack` at 0.25 columns per point into an 80 x 24 buffer, with
  /// names beside the picture allowed within `within` columns.
  func compactPicture(_ stack: StackView, _ layout: StackViewLayout, within: Int?) -> [String] {
    var buffer = CellBuffer(columns: 80, rows: 24)
    _ = StackCanvas.draw(
      layout: layout, stack: stack, into: &buffer, area: buffer.bounds,
      options: CanvasOptions(
        viewport: Viewport(unit: .point, cellsPerUnitX: 0.25), colorMode: .monochrome,
        namesBesideWithin: within))
    return buffer.rowTexts(in: buffer.bounds)
  }

  @Test("A compact column names each view beside its own row when that fits")
  func compactColumnNamedBeside() {
    let (stack, layout) = Self.compactColumn()
    // Outline: columns 0 to 11, rows 0 to 5; view k on row 1 + k, its
    // colour's letter in columns 1 to 10, its name from column 13.
    let lines = compactPicture(stack, layout, within: 80)
    for (offset, (name, letter)) in zip(["a", "b", "c", "d"], ["R", "O", "Y", "G"]).enumerated() {
      #expect(
        lines[1 + offset].hasPrefix("╎" + String(repeating: letter, count: 10) + "╎ \(name) 40x8"),
        "\(lines.joined(separator: "\n"))")
    }
    #expect(lines[5].hasPrefix("╰"))
    #expect(lines[6...].allSatisfy { $0.allSatisfy { $0 == " " } }, "no legend below")
    // 12 columns of outline, a blank one and `a 40x8`: 19 columns.
    let needed = StackCanvas.Plan(
      layout: layout, stack: stack,
      options: CanvasOptions(
        viewport: Viewport(unit: .point, cellsPerUnitX: 0.25), namesBesideWithin: 19)
    ).requiredSize()
    #expect(needed.columns == 19 && needed.rows == 6)
  }

  @Test("A compact column keeps its legend without the columns, or when views share rows")
  func compactColumnKeepsItsLegend() {
    // The legend wraps at 30 columns (the outline is narrower).
    let (stack, layout) = Self.compactColumn()
    for within in [nil, 18] {
      let lines = compactPicture(stack, layout, within: within)
      #expect(lines[1] == "╎RRRRRRRRRR╎" + String(repeating: " ", count: 68))
      #expect(
        lines[6].hasPrefix("R a 40x8  O b 40x8  Y c 40x8 ") && lines[7].hasPrefix("G d 40x8 "),
        "\(lines.joined(separator: "\n"))")
    }
    // 4 points tall: half a row each, two views to a row.
    let (shared, sharedLayout) = Self.compactColumn(4)
    let lines = compactPicture(shared, sharedLayout, within: 80)
    #expect(
      lines[4].hasPrefix("R a 40x4  O b 40x4  Y c 40x4 ") && lines[5].hasPrefix("G d 40x4 "),
      "\(lines.joined(separator: "\n"))")
  }

  /// A compact column with a hairline between two views (`a`, `sep` 1 point
  /// tall, `b`, `c`, 40 wide; `a`, `b` and `c` 8 points tall): at 0.125 rows
  /// per point `sep` has no row, and lies on the row of `b` after it, `b`'s
  /// only one. The line is drawn only where no block is, so it is its letter
  /// alone at its start, and `b` still shows on the rest of its row.
  @Test("A line among compact blocks does not hide the block it lies on")
  func compactLineLeavesTheBlockItLiesOn() {
    let views = [
      ArrangedView(name: "a", intrinsicSize: PartialSize(width: 40, height: 8)),
      ArrangedView(name: "sep", intrinsicSize: PartialSize(width: 40, height: 1)),
      ArrangedView(name: "b", intrinsicSize: PartialSize(width: 40, height: 8)),
      ArrangedView(name: "c", intrinsicSize: PartialSize(width: 40, height: 8)),
    ]
    let stack = StackView(
      axis: .vertical, size: PartialSize(width: 40, height: 25), arrangedSubviews: views)
    let lines = compactPicture(stack, stack.layout(), within: nil)
    let picture = lines.prefix { !$0.hasPrefix("╰") }.joined(separator: "\n")
    // R a, O sep, Y b, G c: each block a whole row but for the line's letter.
    #expect(lines[1] == "╎RRRRRRRRRR╎" + String(repeating: " ", count: 68), "\(picture)")
    #expect(lines[2] == "╎OYYYYYYYYY╎" + String(repeating: " ", count: 68), "\(picture)")
    #expect(lines[3] == "╎GGGGGGGGGG╎" + String(repeating: " ", count: 68), "\(picture)")
  }

  @Test("A selected box too small for a border is reversed")
  func tinySelected() {
    let drawing = picture(Fixtures.tiny, scale: 0.2, selected: 5)
    let blue = drawing.map.viewRects[5]!
    for y in blue.y..<blue.maxY {
      for x in blue.x..<blue.maxX {
        #expect(drawing.buffer[x, y].style.reverse)
      }
    }
    #expect(!drawing.buffer[blue.x - 1, blue.y].style.reverse)
  }

  @Test("A selected hidden view is reversed in the hidden list")
  func hiddenSelected() {
    let buffer = picture(Fixtures.hidden, selected: 3)
    // "hidden: yellow, pink" on the row below the outline.
    let y = (0..<buffer.rows).first { buffer[0, $0].character == "h" }!
    #expect(buffer[16, y].character == "p")
    #expect(buffer[16, y].style.reverse)
    #expect(!buffer[8, y].style.reverse)  // yellow
  }

  @Test("Views wholly outside a flat stack's bounds are listed after the hidden ones")
  func outsideListed() {
    // A column pinned 6 x 3 cells, aligned leading: a (10 wide) and b (8)
    // resist compression across with required priority, c (2) at 750, and h
    // is hidden; each a cell tall. The guide passes the column by the second
    // shortfall, 2: every view starts 2 before it, and c ends on its leading
    // edge, where no cell shows it.
    let required = PerAxis<Double>(horizontal: 1000, vertical: 750)
    let scene = Scene(
      unit: .cell,
      stack: StackView(
        axis: .vertical, alignment: .leading, size: PartialSize(width: 6, height: 3),
        arrangedSubviews: [
          ArrangedView(
            name: "a", intrinsicSize: PartialSize(width: 10, height: 1),
            compressionResistance: required),
          ArrangedView(
            name: "b", intrinsicSize: PartialSize(width: 8, height: 1),
            compressionResistance: required),
          ArrangedView(name: "h", intrinsicSize: PartialSize(width: 1, height: 1), isHidden: true),
          ArrangedView(name: "c", intrinsicSize: PartialSize(width: 2, height: 1)),
        ]))
    let layout = scene.stack.layout()
    #expect(layout.views[3].frame == Rect(x: -2, y: 2, width: 2, height: 1))
    let lines = renderStackText(scene: scene, layout: layout).plainText().split(separator: "\n")
    #expect(lines.last == "hidden: h   outside: c")
    let viewport = Viewport(unit: .cell)
    #expect(CanvasPlan(layout: layout, stack: scene.stack, viewport: viewport).unseen == [3])
    let hidden = Fixtures.hidden.stack
    #expect(CanvasPlan(layout: hidden.layout(), stack: hidden, viewport: viewport).unseen.isEmpty)
  }

  /// A row pinned 20 x 4 cells: first (15 wide) hugs and resists
  /// compression with required priority, second (10) resists with required
  /// priority, 2 apart. 15 + 2 + 10 = 27 cannot fit 20: the content
  /// overflows past the trailing edge (uikit-stack.md), so second spans 17
  /// to 27 and the stack shows its first 3 columns.
  static let cutOffRow = Scene(
    unit: .cell,
    stack: StackView(
      axis: .horizontal, spacing: 2, size: PartialSize(width: 20, height: 4),
      arrangedSubviews: [
        ArrangedView(
          name: "first", intrinsicSize: PartialSize(width: 15, height: 4),
          hugging: PerAxis(horizontal: 1000, vertical: 250),
          compressionResistance: PerAxis(horizontal: 1000, vertical: 750)),
        ArrangedView(
          name: "second", intrinsicSize: PartialSize(width: 10, height: 4),
          compressionResistance: PerAxis(horizontal: 1000, vertical: 750)),
      ]))

  @Test("A box cut off by the stack's edge is named outside when the part that shows has no room")
  func cutOffNamedOutside() {
    let layout = Self.cutOffRow.stack.layout()
    #expect(
      layout.frames == [
        Rect(x: 0, y: 0, width: 15, height: 4), Rect(x: 17, y: 0, width: 10, height: 4),
      ])
    // second shows its left border and 2 inner columns (17 to 19), too few
    // for "second" or "10x4": its name and size go below the outline, from
    // its first column, which the outline's crossing joins to it. The 2 of
    // the spacing is on the middle row (rows 0 to 3: row 1), in the gap.
    let text = renderStackText(scene: Self.cutOffRow, layout: layout).plainText()
    #expect(
      text == """
        ╭╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╮
        ╎┌R────────────┐  ┌O─»
        ╎│░░░ first ░░░│2 │▒▒»
        ╎│░░░ 15x4 ░░░░│  │▒▒»
        ╎└─────────────┘  └──»
        ╰╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╯
                          second 10x4
        """)
    // At 0.15 cells a unit, the stack has round(3) = 3 columns and second
    // starts at round(2.55) = 3: inside the bounds by 3 units, it has no
    // cell there, so it is listed with those wholly outside.
    let small = Viewport(unit: .cell, cellsPerUnitX: 0.15)
    #expect(!StackCanvas.isOutside(layout.views[1].frame, size: layout.size))
    let plan = CanvasPlan(layout: layout, stack: Self.cutOffRow.stack, viewport: small)
    #expect(plan.unseen == [1])
    var buffer = CellBuffer(columns: 30, rows: 6)
    StackCanvas.draw(
      layout: layout, stack: Self.cutOffRow.stack, into: &buffer, area: buffer.bounds,
      options: CanvasOptions(viewport: small, colorMode: .monochrome))
    #expect(buffer.plainText().split(separator: "\n").last == "outside: second")
  }

  /// A row of cells, spacing -12 (unpinned, centred): small 8 x 2, big 20 x 6
  /// and third 10 x 4. small spans 0 to 8, big -4 to 16, third 4 to 14; the
  /// stack is 14 wide (8 + 20 + 10 - 24) and 6 tall, small at rows 2 to 4,
  /// third 1 to 5.
  static let coveringRow = Scene(
    unit: .cell,
    stack: StackView(
      axis: .horizontal, alignment: .center, spacing: -12,
      arrangedSubviews: [
        ArrangedView(name: "small", intrinsicSize: PartialSize(width: 8, height: 2)),
        ArrangedView(name: "big", intrinsicSize: PartialSize(width: 20, height: 6)),
        ArrangedView(name: "third", intrinsicSize: PartialSize(width: 10, height: 4)),
      ]))

  @Test("A box under later ones is listed, a partly covered one named where it shows")
  func coveredBoxes() {
    let layout = Self.coveringRow.stack.layout()
    #expect(
      layout.frames == [
        Rect(x: 0, y: 2, width: 8, height: 2), Rect(x: -4, y: 0, width: 20, height: 6),
        Rect(x: 4, y: 1, width: 10, height: 4),
      ])
    // Cells 1:1. Taken from the top down: third takes columns 4 to 13 of
    // rows 1 to 4; big the rest of the stack's 14 x 6 (rows 0 and 5, and
    // columns 0 to 3 of rows 1 to 4); small (0 to 7, rows 2 and 3) none:
    // covered, not drawn, listed. big's inner cells it is on top of are
    // columns 0 to 3 of rows 1 to 4: "big" and "20x6" (4 wide) on the two
    // middle rows, 2 and 3. third, on top of all its cells, is named as
    // usual: its inner columns 5 to 12, rows 2 and 3.
    let plan = CanvasPlan(
      layout: layout, stack: Self.coveringRow.stack, viewport: Viewport(unit: .cell))
    #expect(plan.covered == [0])
    #expect(plan.labelRuns == [1: CellRect(x: 0, y: 2, columns: 4, rows: 2)])
    #expect(plan.callouts.isEmpty)
    let lines = renderStackText(scene: Self.coveringRow, layout: layout).plainText()
      .split(separator: "\n").map { Array(String($0)) }
    // The outline takes column 0 and row 0: the stack's cells are offset by 1.
    func text(row: Int, column: Int, count: Int) -> String {
      String(lines[row + 1][(column + 1)..<(column + 1 + count)])
    }
    #expect(text(row: 2, column: 0, count: 3) == "big")
    #expect(text(row: 3, column: 0, count: 4) == "20x6")
    #expect(text(row: 2, column: 5, count: 7) == " third ")
    #expect(text(row: 3, column: 6, count: 6) == " 10x4 ")
    #expect(String(lines.last!) == "covered: small")
    #expect(!lines.contains { String($0).contains("small") && !String($0).hasPrefix("covered") })
    // Selected, small shows where it lies: its cells (columns 0 to 7, rows 2
    // and 3, offset by the outline) reversed and bold over big's and third's,
    // which keep their characters; no other cell is reversed but its name in
    // the list (`covered: small` on the last row, columns 9 to 13).
    func drawn(selecting selected: Int?) -> CellBuffer {
      var buffer = CellBuffer(columns: 16, rows: 9)
      StackCanvas.draw(
        layout: layout, stack: Self.coveringRow.stack, into: &buffer, area: buffer.bounds,
        options: CanvasOptions(
          viewport: Viewport(unit: .cell), colorMode: .monochrome, selectedIndex: selected))
      return buffer
    }
    let plain = drawn(selecting: nil)
    let selected = drawn(selecting: 0)
    #expect(selected.plainText() == plain.plainText())
    for y in 0..<9 {
      for x in 0..<16 {
        let isSmall = (1...8).contains(x) && (3...4).contains(y)
        let isListed = y == 8 && (9...13).contains(x)
        #expect(selected[x, y].style.reverse == (isSmall || isListed), "\(x), \(y)")
        #expect(!isSmall || selected[x, y].style.bold, "\(x), \(y)")
      }
    }
    // Spaced 0 apart instead, nothing overlaps: nothing is covered.
    var apart = Self.coveringRow.stack
    apart.spacing = 0
    let flat = CanvasPlan(layout: apart.layout(), stack: apart, viewport: Viewport(unit: .cell))
    #expect(flat.covered.isEmpty && flat.labelRuns.isEmpty)
  }

  @Test("Overlapping views: the later one is on top")
  func overlap() {
    expectSnapshot(picture(Fixtures.overlap).plainText(), named: "overlap")
  }

  @Test("Margins-relative arrangement hatches the margins")
  func margins() {
    expectSnapshot(picture(Fixtures.margins).plainText(), named: "margins")
  }

  @Test("Korean names are drawn double width without breaking the boxes")
  func korean() {
    let wide = picture(Fixtures.korean)
    expectSnapshot(wide.plainText(), named: "korean")
    // At 40 columns the names do not fit their boxes: each is written whole
    // below the stack, joined to its box.
    let narrow = picture(Fixtures.korean, columns: 40, rows: 12)
    expectSnapshot(narrow.plainText(), named: "korean-narrow")
    #expect(narrow.plainText().contains("아주긴이름입니다 94.667x60"))
    // Every line of the outline is as wide on screen as its top: no box is pushed out.
    for buffer in [wide, narrow] {
      let lines = buffer.plainText().split(separator: "\n").map(String.init)
      let outline = displayWidth(of: lines[0])
      let bottom = lines.firstIndex { $0.hasPrefix("╰") }!
      for line in lines[...bottom] {
        #expect(displayWidth(of: line) == outline, "\(line)")
      }
    }
  }

  @Test("ANSI output of a small canvas, in 256 and 8 colours")
  func ansi() {
    let buffer = picture(Fixtures.threeHorizontal, selected: 0, columns: 40, rows: 8)
    let escape = "\u{1B}"
    expectSnapshot(
      buffer.ansiText(colorMode: .colors256).replacingEvery(escape, with: "␛"),
      named: "ansi-256")
    let eight = picture(
      Fixtures.threeHorizontal, colorMode: .colors8, selected: 0, columns: 40, rows: 8)
    expectSnapshot(
      eight.ansiText(colorMode: .colors8).replacingEvery(escape, with: "␛"), named: "ansi-8")
  }

  // MARK: - Behaviour

  @Test("Boxes are filled in their colour with readable text")
  func colours() {
    let buffer = picture(Fixtures.threeHorizontal, columns: 80, rows: 24)
    // Red's box: inside the outline at (1, 1); its fill one cell further in.
    let inside = buffer[3, 3]
    #expect(inside.style.background == .indexed(PaletteColor.red.xterm256Index))
    #expect(inside.style.foreground == .indexed(231))
    let eight = picture(Fixtures.threeHorizontal, colorMode: .colors8)
    #expect(eight[3, 3].style.background == .indexed(1))
    let mono = picture(Fixtures.threeHorizontal, colorMode: .monochrome)
    #expect(mono[3, 3].character == PaletteColor.red.fillCharacter(.unicode))
    #expect(mono[3, 3].style.background == .default)
  }

  @Test(
    "In colour the selected box is bold all over and the others not at all; in monochrome names are bold",
    arguments: [ColorMode.colors256, .colors8, .monochrome])
  func boldBoxes(mode: ColorMode) throws {
    let fixture = Fixtures.threeHorizontal
    var buffer = CellBuffer(columns: 80, rows: 24)
    let map = StackCanvas.draw(
      layout: fixture.layout, stack: fixture.stack, into: &buffer, area: buffer.bounds,
      options: CanvasOptions(
        viewport: Viewport(unit: .point, cellsPerUnitX: 0.25), colorMode: mode, selectedIndex: 0))
    let selected = try #require(map.viewRects[0])
    let other = try #require(map.viewRects[1])
    func cells(_ rect: CellRect) -> [Cell] {
      (rect.y..<rect.maxY).flatMap { y in (rect.x..<rect.maxX).map { x in buffer[x, y] } }
    }
    let name = cells(other).filter { $0.character == "g" }
    #expect(!name.isEmpty)
    if mode == .monochrome {
      #expect(name.allSatisfy { $0.style.bold })
    } else {
      // A switch between bold and plain costs a terminal a full attribute reset.
      #expect(cells(selected).allSatisfy { $0.style.bold })
      #expect(cells(other).allSatisfy { !$0.style.bold })
    }
  }

  @Test("Monochrome fill characters and letters are distinct for every colour")
  func distinctFills() {
    for glyphs in GlyphSet.allCases {
      let fills = Set(PaletteColor.allCases.map { $0.fillCharacter(glyphs) })
      #expect(fills.count == PaletteColor.allCases.count)
      // No fill looks like a border, a mark or a label character.
      let reserved: Set<Character> = [
        "┌", "─", "┐", "│", "└", "┘", "┏", "━", "┓", "┃", "┗", "┛", "╭", "╌", "╮", "╎", "╰", "╯",
        "+", "-", "|", "#", ".", ":", "┼", "╱", "/", "»", "«", "▲", "▼", ">", "<", "^", "v", "x",
        " ", "…",
      ]
      #expect(fills.isDisjoint(with: reserved))
      for fill in fills { #expect(displayWidth(of: fill) == 1) }
    }
    let letters = Set(PaletteColor.allCases.map(\.letter))
    #expect(letters.count == PaletteColor.allCases.count)
  }

  @Test("The hit map gives each visible view its cells; hidden views none")
  func hitMap() {
    let fixture = Fixtures.hidden
    var buffer = CellBuffer(columns: 80, rows: 24)
    // 0.25 columns per point: red 0..<25, green 27..<52, blue 54..<79 inside the outline.
    let map = StackCanvas.draw(
      layout: fixture.layout, stack: fixture.stack, into: &buffer,
      area: CellRect(x: 0, y: 0, columns: 80, rows: 24),
      options: CanvasOptions(viewport: Viewport(unit: .point, cellsPerUnitX: 0.25)))
    #expect(map.stackRect == CellRect(x: 1, y: 1, columns: 79, rows: 6))
    #expect(map.viewRects[0] == CellRect(x: 1, y: 1, columns: 25, rows: 6))
    #expect(map.viewRects[1] == nil)
    #expect(map.viewRects[2] == CellRect(x: 28, y: 1, columns: 25, rows: 6))
    #expect(map.viewRects[3] == nil)
    #expect(map.viewRects[4] == CellRect(x: 55, y: 1, columns: 25, rows: 6))
    #expect(map.viewIndex(atColumn: 1, row: 1) == 0)
    #expect(map.viewIndex(atColumn: 27, row: 3) == nil)  // in the gap
    #expect(map.viewIndex(atColumn: 60, row: 6) == 4)
    #expect(map.viewIndex(atColumn: 0, row: 0) == nil)  // on the outline
  }

  @Test("Where views overlap, a click picks the one on top (the later one)")
  func hitOverlap() {
    let fixture = Fixtures.overlap
    var buffer = CellBuffer(columns: 80, rows: 24)
    // 0.25: red 0..<25, green 20..<45, blue 40..<65 (+1 for the outline).
    let map = StackCanvas.draw(
      layout: fixture.layout, stack: fixture.stack, into: &buffer,
      area: CellRect(x: 0, y: 0, columns: 80, rows: 24),
      options: CanvasOptions(viewport: Viewport(unit: .point, cellsPerUnitX: 0.25)))
    #expect(map.viewIndex(atColumn: 22, row: 2) == 1)
    #expect(map.viewIndex(atColumn: 20, row: 2) == 0)
    #expect(map.viewIndex(atColumn: 42, row: 2) == 2)
  }

  @Test("Clipped views keep only their cells inside the stack")
  func hitOverflow() {
    let fixture = Fixtures.overflow
    var buffer = CellBuffer(columns: 80, rows: 24)
    // 0.3: stack 60 columns; blue 54..<72 is cut to 54..<60.
    let map = StackCanvas.draw(
      layout: fixture.layout, stack: fixture.stack, into: &buffer,
      area: CellRect(x: 0, y: 0, columns: 80, rows: 24),
      options: CanvasOptions(viewport: Viewport(unit: .point, cellsPerUnitX: 0.3)))
    #expect(map.viewRects[2] == CellRect(x: 55, y: 1, columns: 6, rows: 9))
    #expect(buffer[61, 5].character == "»")
    #expect(buffer[62, 5].character == " ")  // nothing drawn past the outline
  }

  @Test("Nothing is drawn outside the area")
  func staysInArea() {
    var buffer = CellBuffer(columns: 30, rows: 10, fill: Cell("@"))
    StackCanvas.draw(
      layout: Fixtures.threeVertical.layout, stack: Fixtures.threeVertical.stack, into: &buffer,
      area: CellRect(x: 5, y: 2, columns: 20, rows: 6),
      options: CanvasOptions(viewport: Viewport(unit: .point, cellsPerUnitX: 1)))
    for y in 0..<10 {
      for x in 0..<30 where !CellRect(x: 5, y: 2, columns: 20, rows: 6).contains(x: x, y: y) {
        #expect(buffer[x, y].character == "@", "cell \(x), \(y)")
      }
    }
  }

  /// Property: boxes that tile the stack in the scene tile it on screen, and
  /// their hit rectangles add up to the stack's columns.
  @Test("Canvas boxes tile the stack (random frames)", arguments: 0..<4)
  func canvasTiling(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<40 {
      let count = Int.random(in: 1...6, using: &random)
      let widths = (0..<count).map { _ in Double.random(in: 20...200, using: &random) }
      let total = widths.reduce(0, +)
      var x = 0.0
      var frames: [(x: Double, y: Double, width: Double, height: Double)] = []
      for width in widths {
        frames.append((x, 0, width, 80))
        x += width
      }
      let fixture = Fixture(
        StackView(
          arrangedSubviews: (0..<count).map { ArrangedView(name: "v\($0)") }),
        size: Size(width: total, height: 80), frames: frames)
      var buffer = CellBuffer(columns: 200, rows: 60)
      let viewport = Viewport(unit: .point, cellsPerUnitX: 0.1)
      let map = StackCanvas.draw(
        layout: fixture.layout, stack: fixture.stack, into: &buffer, area: buffer.bounds,
        options: CanvasOptions(viewport: viewport))
      let rects = map.viewRects.compactMap { $0 }
      #expect(rects.count == count)
      #expect(rects.first?.x == map.stackRect.x)
      #expect(rects.last?.maxX == map.stackRect.maxX)
      for (before, after) in zip(rects, rects.dropFirst()) {
        #expect(before.maxX == after.x)
      }
    }
  }

  @Test("Without a size, the natural scale: one column per point, half a row")
  func naturalSize() {
    // 320 × 80 points → 320 columns and 40 rows, within the 1,000 × 1,000 of
    // the limits: drawn at one column a point, plus the outline: 322 × 42.
    let buffer = renderStackText(
      scene: Scene(unit: .point, stack: Fixtures.threeHorizontal.stack),
      layout: Fixtures.threeHorizontal.layout)
    #expect(buffer.columns == 322)
    #expect(buffer.rows == 42)
    // A scene in cells, 30 × 6: drawn one cell per cell, with its outline.
    let cells = Fixture(
      StackView(arrangedSubviews: [view("a"), view("b")]), size: Size(width: 30, height: 6),
      frames: [(0, 0, 10, 6), (10, 0, 20, 6)])
    let natural = renderStackText(
      scene: Scene(unit: .cell, stack: cells.stack), layout: cells.layout)
    #expect(natural.columns == 32)
    #expect(natural.rows == 8)
  }

  @Test("With only columns given, rows follow the drawing")
  func columnsOnly() {
    let fixture = Fixtures.hidden
    // 316 points into 80 - 2 columns: 0.2 → 63 columns; 50 × 0.1 = 5 rows.
    let buffer = renderStackText(
      scene: Scene(unit: .point, stack: fixture.stack), layout: fixture.layout, columns: 80)
    #expect(buffer.columns == 80)
    #expect(buffer.rows == 5 + 2 + 1)
  }
}

extension String {
  /// The string with every occurrence of `target` replaced (no Foundation needed).
  func replacingEvery(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}

@Suite("Stack canvas edge cases")
struct StackCanvasEdgeCaseTests {
  @Test("An empty stack is just its outline")
  func emptyStack() {
    let fixture = Fixture(StackView(), size: Size(width: 0, height: 0), frames: [])
    let buffer = renderStackText(
      scene: Scene(unit: .point, stack: fixture.stack), layout: fixture.layout)
    #expect(buffer.plainText() == "╭╮\n╰╯")
  }

  @Test("Odd areas and scales draw without trapping and stay in the buffer")
  func oddAreas() {
    let fixture = Fixtures.threeVertical
    for area in [
      CellRect(x: -10, y: -3, columns: 30, rows: 12), CellRect(x: 0, y: 0, columns: 0, rows: 0),
      CellRect(x: 70, y: 20, columns: 40, rows: 40), CellRect(x: 5, y: 5, columns: 1, rows: 1),
    ] {
      for scale in [0.02, 1, 4] {
        var buffer = CellBuffer(columns: 80, rows: 24)
        let map = StackCanvas.draw(
          layout: fixture.layout, stack: fixture.stack, into: &buffer, area: area,
          options: CanvasOptions(
            viewport: Viewport(unit: .point, cellsPerUnitX: scale), selectedIndex: 1))
        for rect in map.viewRects.compactMap({ $0 }) {
          #expect(!rect.intersection(buffer.bounds).isEmpty)
          #expect(rect.intersection(area) == rect)
        }
      }
    }
  }

  @Test("A view collapsed across the axis is a marked line, its name outside")
  func collapsedAcross() {
    // Horizontal, alignment center, no intrinsic heights: both views 0 tall at y = 40.
    let fixture = Fixture(
      StackView(
        axis: .horizontal, alignment: .center, size: PartialSize(width: 200, height: 80),
        arrangedSubviews: [view("left", "red", width: 100), view("right", "blue", width: 100)]),
      size: Size(width: 200, height: 80), frames: [(0, 40, 100, 0), (100, 40, 100, 0)])
    var buffer = CellBuffer(columns: 42, rows: 10)
    let map = StackCanvas.draw(
      layout: fixture.layout, stack: fixture.stack, into: &buffer, area: buffer.bounds,
      options: CanvasOptions(viewport: Viewport(unit: .point, cellsPerUnitX: 0.2)))
    // y 40 → row 4 (40 × 0.1); the strip takes that one row.
    #expect(map.viewRects[0] == CellRect(x: 1, y: 5, columns: 20, rows: 1))
    #expect(map.viewRects[1] == CellRect(x: 21, y: 5, columns: 20, rows: 1))
    let lines = buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false)
    // Both are 0 tall: marked lines, each starting with its colour's letter.
    #expect(
      lines[5]
        == "╎R" + String(repeating: "━", count: 19) + "B" + String(repeating: "━", count: 19) + "╎")
  }
}

@Suite("Edge cells")
struct EdgeCellsTests {
  @Test("Each cell of an edge is marked once, by the first range that covers it")
  func eachCellOnce() {
    var cells = EdgeCells(count: 10)
    var marked: [Int] = []
    cells.mark(3..<6) { marked.append($0) }
    #expect(marked == [3, 4, 5])
    marked = []
    // Over the marked cells: only the unmarked ones on either side.
    cells.mark(1..<8) { marked.append($0) }
    #expect(marked == [1, 2, 6, 7])
    #expect(cells.left == 3)
    marked = []
    cells.mark(0..<10) { marked.append($0) }
    #expect(marked == [0, 8, 9])
    #expect(cells.left == 0)
    cells.mark(0..<10) { _ in Issue.record("a cell marked twice") }
    // An empty edge takes nothing.
    var none = EdgeCells(count: 0)
    none.mark(0..<0) { _ in Issue.record("a cell of an empty edge") }
    #expect(none.left == 0)
  }
}
