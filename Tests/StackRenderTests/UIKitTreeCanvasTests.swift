import StackLayout
import StackScene
import TestSupport
import Testing

@testable import StackRender

/// UIKit trees drawn as text: a nested stack is an outline drawn only on the
/// cells its views leave free, so it never overwrites them.
@Suite("UIKit tree canvas")
struct UIKitTreeCanvasTests {
  /// In cells: `a` (6 x 5) beside a column with margins of 1 and spacing 1
  /// holding `b` and `c` (8 x 1) and a hidden `h`. By hand: the column is
  /// 1 + 8 + 1 = 10 wide and 1 + 1 + 1 + 1 + 1 = 5 tall; b at (7, 1), c at
  /// (7, 3); the root 16 x 5.
  static let scene = Scene(
    unit: .cell,
    stack: StackView(
      axis: .horizontal,
      arrangedSubviews: [
        ArrangedView(name: "a", color: "red", intrinsicSize: PartialSize(width: 6, height: 5)),
        ArrangedView(
          name: "col", color: "gray",
          stack: StackView(
            axis: .vertical, spacing: 1,
            layoutMargins: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1),
            isLayoutMarginsRelativeArrangement: true,
            arrangedSubviews: [
              ArrangedView(
                name: "b", color: "blue", intrinsicSize: PartialSize(width: 8, height: 1)),
              ArrangedView(
                name: "h", color: "teal", intrinsicSize: PartialSize(width: 8, height: 1),
                isHidden: true),
              ArrangedView(
                name: "c", color: "green", intrinsicSize: PartialSize(width: 8, height: 1)),
            ])),
      ]))

  @Test("the column's outline takes the free cells around its views; the hidden one is listed")
  func outlineOnFreeCells() {
    let layout = Self.scene.stack.layout()
    #expect(
      layout.frames == [
        Rect(x: 0, y: 0, width: 6, height: 5), Rect(x: 6, y: 0, width: 10, height: 5),
        Rect(x: 7, y: 1, width: 8, height: 1), Rect(x: 7, y: 2, width: 8, height: 0),
        Rect(x: 7, y: 3, width: 8, height: 1),
      ])
    let text = renderStackText(scene: Self.scene, layout: layout).plainText()
    // The root's outline named root, a boxed (6 x 5 is at least 3 x 3), the
    // column's dashed outline named col in the free cells around b and c, which
    // are compact (one row each: filled, named in the middle, with their sizes,
    // which fit in 8 columns less 2; a's "a 6x5" does not fit in 6 less 2), and
    // h listed. The column's spacing between b and c (c at 3 less b's bottom
    // at 2: 1, the hidden h taking none) is written on the row between them,
    // centred across the column's 10 cells (4 cells in: column 7 + 4 = 11).
    // No view is stretched or compressed, so no ghost.
    #expect(
      text == """
        ╭root╌╌╌╌╌╌╌╌╌╌╌╌╮
        ╎┌────┐╭col╌╌╌╌╌╮╎
        ╎│░░░░│╎▚b 8x1▚▚╎╎
        ╎│░a░░│╎   1    ╎╎
        ╎│░░░░│╎·c 8x1··╎╎
        ╎└────┘╰╌╌╌╌╌╌╌╌╯╎
        ╰╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╯
        hidden: h
        """)
    // Selected (rank 3: a, col, b, h, c), h is marked in the list: the one
    // reversed cell of the buffer is its name's, column 8 of row 7.
    var buffer = CellBuffer(columns: 18, rows: 8)
    StackCanvas.draw(
      layout: layout, stack: Self.scene.stack, into: &buffer, area: buffer.bounds,
      options: CanvasOptions(viewport: Viewport(unit: .cell), selectedIndex: 3))
    #expect(buffer[8, 7].character == "h")
    for y in 0..<8 {
      for x in 0..<18 {
        #expect(buffer[x, y].style.reverse == (x == 8 && y == 7), "\(x), \(y)")
      }
    }
  }

  @Test("views pushed wholly outside the root's bounds are listed below it")
  func outsideListed() {
    // A column pinned 6 x 4 cells, aligned leading: a (10 wide) and b (8)
    // resist compression across with required priority, c (2) and a row
    // holding d (1) at 750; each a cell tall. a and b are short of the 6 by 4
    // and 2: the spanning guide passes the column by the second shortfall, 2,
    // a is squeezed to the guide's 8, and every view starts 2 before the
    // column (uikit-stack.md's overflow across, as NestedStackTests'
    // requiredOverflowLeading has it in points). c, the row and d then end
    // on the column's leading edge: no cell shows them, so they are listed.
    let required = PerAxis<Double>(horizontal: 1000, vertical: 750)
    let scene = Scene(
      unit: .cell,
      stack: StackView(
        axis: .vertical, alignment: .leading, size: PartialSize(width: 6, height: 4),
        arrangedSubviews: [
          ArrangedView(
            name: "a", intrinsicSize: PartialSize(width: 10, height: 1),
            compressionResistance: required),
          ArrangedView(
            name: "b", intrinsicSize: PartialSize(width: 8, height: 1),
            compressionResistance: required),
          ArrangedView(name: "c", intrinsicSize: PartialSize(width: 2, height: 1)),
          ArrangedView(
            name: "row",
            stack: StackView(
              axis: .horizontal,
              arrangedSubviews: [
                ArrangedView(name: "d", intrinsicSize: PartialSize(width: 1, height: 1))
              ])),
        ]))
    let layout = scene.stack.layout()
    #expect(
      layout.frames == [
        Rect(x: -2, y: 0, width: 8, height: 1), Rect(x: -2, y: 1, width: 8, height: 1),
        Rect(x: -2, y: 2, width: 2, height: 1), Rect(x: -2, y: 3, width: 1, height: 1),
        Rect(x: -2, y: 3, width: 1, height: 1),
      ])
    let lines = renderStackText(scene: scene, layout: layout).plainText().split(separator: "\n")
    #expect(lines.last == "outside: c, row, d")
    #expect(
      UIKitTreeCanvas.listedNames(stack: scene.stack, layout: layout).outside == ["c", "row", "d"])
    // With nothing outside, no list.
    #expect(
      UIKitTreeCanvas.listedNames(stack: Self.scene.stack, layout: Self.scene.stack.layout())
        .outside
        .isEmpty)
  }

  @Test("a view wholly under later ones in a nested row is listed, not drawn or named over them")
  func coveredInATree() {
    // StackCanvasTests' covering row (spacing -12: small under big and
    // third) nested in a column below a title 14 x 3, 1 apart. In the row,
    // small (0 to 8) lies under big (-4 to 16), drawn later: no cell shows
    // it, so it is listed after the others, and its name is nowhere else (not
    // beside the root with a leader into big). big and third are named.
    var tree = StackView(
      axis: .vertical, alignment: .leading, spacing: 1,
      arrangedSubviews: [
        ArrangedView(name: "title", intrinsicSize: PartialSize(width: 14, height: 3))
      ])
    tree.arrangedSubviews.append(
      ArrangedView(name: "row", stack: StackCanvasTests.coveringRow.stack))
    let scene = Scene(unit: .cell, stack: tree)
    let layout = tree.layout()
    #expect(layout.views.map(\.name) == ["title", "row", "small", "big", "third"])
    #expect(layout.views[2].frame == Rect(x: 0, y: 6, width: 8, height: 2))
    #expect(layout.views[3].frame == Rect(x: -4, y: 4, width: 20, height: 6))
    #expect(
      UIKitTreeCanvas.coveredNames(stack: tree, layout: layout, viewport: Viewport(unit: .cell))
        == ["small"])
    let lines = renderStackText(scene: scene, layout: layout).plainText().split(separator: "\n")
    #expect(lines.last == "covered: small")
    #expect(lines.dropLast().allSatisfy { !$0.contains("small") })
    #expect(lines.contains { $0.contains("big") } && lines.contains { $0.contains("third") })
  }

  @Test("a view cut off by the root's edge is named beside it, or listed when no cell shows it")
  func cutOffNamed() {
    // StackCanvasTests' cut-off row with second in a nested row: first (15)
    // and the row holding second (10) both resist with required priority,
    // 2 apart in a root 20 x 4 cells; the content overflows past the
    // trailing edge, so the row and second span 17 to 27.
    let stack = StackCanvasTests.cutOffRow.stack
    var tree = stack
    tree.arrangedSubviews[1] = ArrangedView(
      name: "row",
      stack: StackView(axis: .horizontal, arrangedSubviews: [stack.arrangedSubviews[1]]))
    let scene = Scene(unit: .cell, stack: tree)
    let layout = tree.layout()
    #expect(
      layout.frames == [
        Rect(x: 0, y: 0, width: 15, height: 4), Rect(x: 17, y: 0, width: 10, height: 4),
        Rect(x: 17, y: 0, width: 10, height: 4),
      ])
    // second shows its left border and 2 inner columns: its letter inside
    // (the 2 columns are too few for its name), its name beside the root on
    // its middle row (row 1 of 0 to 3), the leader crossing the root's
    // outline. The row's outline moves a cell out into the spacing, and its
    // name goes on the root's outline over its columns.
    func picture(_ viewport: Viewport) -> String {
      var buffer = CellBuffer(columns: 34, rows: 7)
      StackCanvas.draw(
        layout: layout, stack: scene.stack, into: &buffer, area: buffer.bounds,
        options: CanvasOptions(viewport: viewport, colorMode: .monochrome))
      return buffer.plainText()
    }
    #expect(
      picture(Viewport(unit: .cell)) == """
        ╭root╌╌╌╌╌╌╌╌╌╌╌╌╌row╮
        ╎┌─────────────┐ ╭┌──╎
        ╎│░first 15x4░░│2╎│O▒╎─second
        ╎│░░░░░░░░░░░░░│ ╎│▒▒╎
        ╎└─────────────┘ ╰└──╎
        ╰╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╯

        """)
    #expect(
      UIKitTreeCanvas.listedNames(stack: tree, layout: layout, viewport: Viewport(unit: .cell))
        .outside.isEmpty)
    // At 0.15 cells a unit (as in the flat test) neither the row nor second
    // has a cell inside the root's 3 columns: both are listed.
    let small = Viewport(unit: .cell, cellsPerUnitX: 0.15)
    #expect(
      UIKitTreeCanvas.listedNames(stack: tree, layout: layout, viewport: small).outside == [
        "row", "second",
      ])
    #expect(picture(small).split(separator: "\n").last == "outside: row, second")
  }

  @Test("the hit map names views by rank, inner views on top")
  func hitMap() {
    let layout = Self.scene.stack.layout()
    var buffer = CellBuffer(columns: 18, rows: 8)
    let map = StackCanvas.draw(
      layout: layout, stack: Self.scene.stack, into: &buffer, area: buffer.bounds,
      options: CanvasOptions(viewport: Viewport(unit: .cell), selectedIndex: 1))
    #expect(map.viewRects.count == 5)
    #expect(map.viewRects[3] == nil)  // h is hidden
    // b's cell (8, 2): b, not the column under it; the column's free cell (8, 3): col.
    #expect(map.viewIndex(atColumn: 8, row: 2) == 2)
    #expect(map.viewIndex(atColumn: 8, row: 3) == 1)
    #expect(map.viewIndex(atColumn: 2, row: 2) == 0)
    // The selected column's outline is solid, and it is underlined all over
    // with its views' characters unchanged.
    var plain = CellBuffer(columns: 18, rows: 8)
    StackCanvas.draw(
      layout: layout, stack: Self.scene.stack, into: &plain, area: plain.bounds,
      options: CanvasOptions(viewport: Viewport(unit: .cell)))
    #expect(buffer[7, 1].character == "┌" && plain[7, 1].character == "╭")
    for x in 8..<16 {
      for y in 2..<5 { #expect(buffer[x, y].character == plain[x, y].character) }
    }
    #expect(buffer[8, 2].style.underline && buffer[8, 3].style.underline)
    #expect(!buffer[2, 2].style.underline && !plain[8, 2].style.underline)
  }

  @Test("the card row at 80 x 24, as a snapshot")
  func cardRow() {
    let scene = Self.cardRow(alignment: .center)
    let text = renderStackText(
      scene: scene, layout: scene.stack.layout(), columns: 80, rows: 24
    ).plainText()
    expectSnapshot(text, named: "tree-card-row")
  }

  // MARK: - Every stack named, intrinsic sizes, gaps

  /// In cells: `a` (6 x 9) beside, 2 cells on, a column (spacing 1, centred)
  /// of `b` and `c` (8 x 3 each), which fill it.
  static let filledColumn = Scene(
    unit: .cell,
    stack: StackView(
      axis: .horizontal, alignment: .center, spacing: 2,
      arrangedSubviews: [
        ArrangedView(name: "a", color: "red", intrinsicSize: PartialSize(width: 6, height: 9)),
        ArrangedView(
          name: "col", color: "gray",
          stack: StackView(
            axis: .vertical, spacing: 1,
            arrangedSubviews: [
              ArrangedView(
                name: "b", color: "blue", intrinsicSize: PartialSize(width: 8, height: 3)),
              ArrangedView(
                name: "c", color: "green", intrinsicSize: PartialSize(width: 8, height: 3)),
            ])),
      ]))

  @Test("a column its views fill is outlined one cell outside them, named, with both gaps")
  func filledColumnIsOutlined() {
    let layout = Self.filledColumn.stack.layout()
    // By hand: the column is 3 + 1 + 3 = 7 tall and 8 wide; the root
    // 6 + 2 + 8 = 16 wide and 9 tall (a); the column centred at y (9 - 7) / 2 = 1.
    #expect(
      layout.frames == [
        Rect(x: 0, y: 0, width: 6, height: 9), Rect(x: 8, y: 1, width: 8, height: 7),
        Rect(x: 8, y: 1, width: 8, height: 3), Rect(x: 8, y: 5, width: 8, height: 3),
      ])
    let text = renderStackText(scene: Self.filledColumn, layout: layout).plainText()
    // b and c cover every cell of the column's border (columns 9-16, rows
    // 2-8 of the buffer) but its gap row 5. Its top, bottom and left sides
    // move one cell out, onto free cells (row 1, row 9, column 8 in the
    // root's spacing); its right side cannot (the root's outline is there),
    // so it shows only on the gap row. "col" is on its top. The root's
    // spacing 2 goes in the free cell left of the outline on the root's
    // middle row (5); the column's spacing 1 on its gap row, centred across
    // its 8 columns (9 + 3 = 12). The labels are whole: a's "a 6x9" does
    // not fit 6 - 2 columns, so "a"; b's "b 8x3" does, on its middle row.
    #expect(
      text == """
        ╭root╌╌╌╌╌╌╌╌╌╌╌╌╮
        ╎┌────┐ ╭col╌╌╌╌╮╎
        ╎│░░░░│ ╎┌──────┐╎
        ╎│░░░░│ ╎│b 8x3▚│╎
        ╎│░░░░│ ╎└──────┘╎
        ╎│░a░░│2╎   1   ╎╎
        ╎│░░░░│ ╎┌──────┐╎
        ╎│░░░░│ ╎│c 8x3·│╎
        ╎│░░░░│ ╎└──────┘╎
        ╎└────┘ ╰╌╌╌╌╌╌╌╯╎
        ╰╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╯
        """)
    // A click on the column's name, or on its outline in the root's spacing,
    // picks the column (rank 1); on b, b; on the root's spacing beside it, none.
    var buffer = CellBuffer(columns: 18, rows: 11)
    let map = StackCanvas.draw(
      layout: layout, stack: Self.filledColumn.stack, into: &buffer, area: buffer.bounds,
      options: CanvasOptions(viewport: Viewport(unit: .cell)))
    #expect(map.viewIndex(atColumn: 10, row: 1) == 1)
    #expect(map.viewIndex(atColumn: 8, row: 5) == 1)
    #expect(map.viewIndex(atColumn: 10, row: 3) == 2)
    #expect(map.viewIndex(atColumn: 7, row: 5) == nil)
  }

  /// In cells: the root pinned 16 wide holds `a` (intrinsic 8 x 3, horizontal
  /// compression resistance 749) and a column holding `b` (12 x 3, 750).
  static let compressed = Scene(
    unit: .cell,
    stack: StackView(
      axis: .horizontal, size: PartialSize(width: 16),
      arrangedSubviews: [
        ArrangedView(
          name: "a", color: "red", intrinsicSize: PartialSize(width: 8, height: 3),
          compressionResistance: PerAxis(horizontal: 749, vertical: 750)),
        ArrangedView(
          name: "col", color: "gray",
          stack: StackView(
            axis: .vertical,
            arrangedSubviews: [
              ArrangedView(
                name: "b", color: "blue", intrinsicSize: PartialSize(width: 12, height: 3))
            ])),
      ]))

  @Test(
    "a compressed view shows its cut side; a stack with no free cell is named on the root's outline"
  )
  func compressedViewAndNameOnTheRootOutline() {
    let layout = Self.compressed.stack.layout()
    // By hand: 8 + 12 = 20 wanted in 16; a's compression resistance (749) is
    // the lowest, so a gives the 4: a is 4 wide, the column and b 12.
    #expect(
      layout.frames == [
        Rect(x: 0, y: 0, width: 4, height: 3), Rect(x: 4, y: 0, width: 12, height: 3),
        Rect(x: 4, y: 0, width: 12, height: 3),
      ])
    let text = renderStackText(scene: Self.compressed, layout: layout).plainText()
    // a (4 x 3 cells) is compressed: its right border is broken (╏) on its
    // inner row and its bottom border says by how much (−4). b fills the
    // column, which touches the root on every side but a's: no cell is free
    // for its outline, so its name goes on the root's outline over its
    // columns (5 to 16), a cell of dashes clear of "root" (columns 1-4).
    #expect(
      text == """
        ╭root╌col╌╌╌╌╌╌╌╌╮
        ╎┌──┐┌──────────┐╎
        ╎│a░╏│▚▚b 12x3▚▚│╎
        ╎└−4┘└──────────┘╎
        ╰╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╯
        """)
  }

  /// The outline glyphs of a nested stack that is not selected (dashed).
  static let dashedGlyphs: Set<Character> = ["╌", "╎", "╭", "╮", "╰", "╯"]

  /// The card row of the spec, with its column centred or filling the row's height.
  static func cardRow(alignment: Alignment) -> Scene {
    Scene(
      unit: .point,
      stack: StackView(
        axis: .horizontal, alignment: alignment, spacing: 8, size: PartialSize(width: 300),
        arrangedSubviews: [
          ArrangedView(
            name: "image", color: "blue", intrinsicSize: PartialSize(width: 60, height: 60)),
          ArrangedView(
            name: "text", color: "gray",
            stack: StackView(
              axis: .vertical, spacing: 4,
              arrangedSubviews: [
                ArrangedView(
                  name: "title", color: "red", intrinsicSize: PartialSize(width: 100, height: 20)),
                ArrangedView(
                  name: "subtitle", color: "green",
                  intrinsicSize: PartialSize(width: 80, height: 16)),
              ])),
        ]))
  }

  /// Three label and field rows, as the preset `form-rows`.
  static let formRows: Scene = {
    func row(_ name: String, label: Double) -> ArrangedView {
      ArrangedView(
        name: name + "Row", color: "gray",
        stack: StackView(
          axis: .horizontal, alignment: .center, spacing: 8,
          arrangedSubviews: [
            ArrangedView(
              name: name + "Label", color: "orange",
              intrinsicSize: PartialSize(width: label, height: 20),
              hugging: PerAxis(horizontal: 251, vertical: 251)),
            ArrangedView(
              name: name + "Field", color: "teal",
              intrinsicSize: PartialSize(width: 100, height: 30)),
          ]))
    }
    return Scene(
      unit: .point,
      stack: StackView(
        axis: .vertical, spacing: 8, size: PartialSize(width: 320),
        arrangedSubviews: [
          row("name", label: 50), row("email", label: 80), row("phone", label: 60),
        ]))
  }()

  /// At 80 x 24 and 120 x 40 every stack has room for its name; at 40 x 12
  /// (the form's rows one or two rows tall) not all do, and a name may be
  /// shortened (`nam…`) or left to the inspector, but still nothing is drawn
  /// over a view.
  @Test(
    "every nested stack is named and no outline falls in a view's box",
    arguments: [(80, 24, true), (120, 40, true), (40, 12, false)])
  func everyStackNamedNothingOverwritten(columns: Int, rows: Int, allNamed: Bool) {
    let scenes = [
      Self.cardRow(alignment: .center), Self.cardRow(alignment: .fill), Self.formRows,
      Self.filledColumn, Self.compressed,
    ]
    for scene in scenes {
      let layout = scene.stack.layout()
      let plan = StackCanvas.Plan(
        layout: layout, stack: scene.stack,
        options: CanvasOptions(
          viewport: StackCanvas.fit(
            layout: layout, stack: scene.stack, unit: scene.unit, columns: columns, rows: rows),
          colorMode: .monochrome))
      var buffer = CellBuffer(columns: columns, rows: rows)
      let map = StackCanvas.draw(plan, into: &buffer, area: buffer.bounds)
      let text = buffer.plainText()
      var views: [ArrangedView] = []
      func collect(_ stack: StackView) {
        for view in stack.arrangedSubviews {
          views.append(view)
          if let nested = view.stack { collect(nested) }
        }
      }
      collect(scene.stack)
      #expect(views.count == map.viewRects.count)
      for (rank, view) in views.enumerated() {
        if view.stack != nil {
          guard allNamed else { continue }
          // Named somewhere on the picture, as a word of its own.
          let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
          #expect(
            words.contains(Substring(view.name)),
            "\(view.name) is not named at \(columns)x\(rows):\n\(text)")
          continue
        }
        guard let rect = map.viewRects[rank] else { continue }
        // No cell of a plain view's box has a stack's outline.
        for y in rect.y..<rect.maxY {
          for x in rect.x..<rect.maxX {
            #expect(
              !Self.dashedGlyphs.contains(buffer[x, y].character),
              "\(view.name)'s box has an outline at \(x), \(y) at \(columns)x\(rows):\n\(text)")
          }
        }
      }
    }
  }

  /// In cells: `a` (4 x 3) and, 1 cell on, a column holding only `bee`
  /// (3 x 1), centred.
  static let oneViewColumn = Scene(
    unit: .cell,
    stack: StackView(
      axis: .horizontal, alignment: .center, spacing: 1,
      arrangedSubviews: [
        ArrangedView(name: "a", color: "red", intrinsicSize: PartialSize(width: 4, height: 3)),
        ArrangedView(
          name: "col", color: "gray",
          stack: StackView(
            axis: .vertical,
            arrangedSubviews: [
              ArrangedView(
                name: "bee", color: "blue", intrinsicSize: PartialSize(width: 3, height: 1))
            ])),
      ]))

  @Test("the natural picture has room for a stack's name outside; a gap's value keeps off names")
  func roomForNamesAndGapValues() {
    let layout = Self.oneViewColumn.stack.layout()
    // By hand: the root is 4 + 1 + 3 = 8 wide and 3 tall; col and bee are
    // centred at y (3 - 1) / 2 = 1.
    #expect(
      layout.frames == [
        Rect(x: 0, y: 0, width: 4, height: 3), Rect(x: 5, y: 1, width: 3, height: 1),
        Rect(x: 5, y: 1, width: 3, height: 1),
      ])
    let text = renderStackText(scene: Self.oneViewColumn, layout: layout).plainText()
    // a is boxed (its name alone fits 4 - 2 columns); bee compact, its name
    // filling its 3 cells (columns 6-8 of the buffer, row 2). col's outline
    // would be its one row: it has none, and its name goes outside, beside
    // bee to the right of the root's outline after a leader, in the room the
    // picture keeps for it (before, it was 10 columns wide and col unnamed).
    // The root's spacing 1 has one column (5); on the middle row (2) it would
    // read as part of bee's name (`1bee`), so it goes on the row above,
    // between a's corner and a blank cell.
    #expect(
      text == """
        ╭root╌╌╌╌╮
        ╎┌──┐1   ╎
        ╎│a░│ bee╎─col
        ╎└──┘    ╎
        ╰╌╌╌╌╌╌╌╌╯
        """)
  }

  @Test("a row with no room for its name on its moved outline is named beside it, past it")
  func nameBesideAMovedOutline() throws {
    // In cells: three rows of i (10 x 3), spacing 1, j (9 x 3), in a column
    // with margins of 6 leading and trailing. By hand: each row 10 + 1 + 9
    // = 20 wide, 3 tall, at x 6; the root 6 + 20 + 6 = 32 wide, 9 tall.
    // Every cell of a row's bounds is a box's but its spacing column (16):
    // its left and right sides move out into the margins (columns 5 and 26);
    // its top and bottom stay (the root's edge, or the next row's boxes).
    // No run of its top or bottom border holds a name (only column 16 is
    // free there). r0 and r2 reach the root's top and bottom: named on the
    // root's outline over their columns. r1 is named beside its outline, on
    // its middle row (4): the leader on column 27, "r1" on columns 28-29,
    // in the trailing margin. Joined to the row's bounds instead, the
    // leader would start on the row's own outline and find no place.
    let scene = try Scene.decode(
      """
      {"unit": "cell", "uikit": {"axis": "vertical", "distribution": "fill", "alignment": "fill",
        "layoutMarginsRelative": true,
        "layoutMargins": {"top": 0, "leading": 6, "bottom": 0, "trailing": 6},
        "views": [\(Self.marginRow(0)), \(Self.marginRow(1)), \(Self.marginRow(2))]}}
      """, source: "test.json")
    let layout = scene.stack.layout()
    #expect(layout.size == Size(width: 32, height: 9))
    #expect(layout.frames[3] == Rect(x: 6, y: 3, width: 20, height: 3))
    #expect(
      renderStackText(scene: scene, layout: layout).plainText() == """
        ╭root╌╌r0╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╮
        ╎     ╭┌────────┐╌┌───────┐╮     ╎
        ╎     ╎│i0 10x3▚│1│j0 9x3·│╎     ╎
        ╎     ╰└────────┘╌└───────┘╯     ╎
        ╎     ╭┌────────┐╌┌───────┐╮     ╎
        ╎     ╎│i1 10x3▚│1│j1 9x3·│╎─r1  ╎
        ╎     ╰└────────┘╌└───────┘╯     ╎
        ╎     ╭┌────────┐╌┌───────┐╮     ╎
        ╎     ╎│i2 10x3▚│1│j2 9x3·│╎     ╎
        ╎     ╰└────────┘╌└───────┘╯     ╎
        ╰╌╌╌╌╌╌r2╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╯
        """)
  }

  static func marginRow(_ n: Int) -> String {
    """
    {"name": "r\(n)", "stack": {"axis": "horizontal", "distribution": "fill",
      "alignment": "fill", "spacing": 1, "views": [
      {"name": "i\(n)", "color": "blue", "intrinsicSize": {"width": 10, "height": 3}},
      {"name": "j\(n)", "color": "green", "intrinsicSize": {"width": 9, "height": 3}}]}}
    """
  }

  @Test("a column of no width is named beside the line where it lies, as its views are")
  func zeroWidthColumnNamed() throws {
    // In cells: a (6 x 4), a column of t and s (no width, 2 tall each),
    // b (6 x 4), spacing 4. By hand: the root is 6 + 4 + 0 + 4 + 6 = 20
    // wide and 4 tall; the column is at x 10, 0 wide, t at y 0 and s at y 2.
    // t and s are marked lines in column 10 (their letter, O and Y, first),
    // named on their first rows to the right ("─t", "─s": b starts at 14).
    // The column has no cell to outline: it is named beside the line where
    // it lies, its middle row (1) first; on the right "col" would reach b,
    // so it goes to the left, its leader on column 9 and "col" on 6-8. The
    // root's spacing 4 then goes on the free row above (0) on the left, and
    // on the middle row on the right.
    let scene = try Scene.decode(
      """
      {"unit": "cell", "uikit": {"axis": "horizontal", "distribution": "fill",
        "alignment": "fill", "spacing": 4, "views": [
        {"name": "a", "color": "red", "intrinsicSize": {"width": 6, "height": 4}},
        {"name": "col", "stack": {"axis": "vertical", "distribution": "fill",
          "alignment": "fill", "views": [
          {"name": "t", "color": "orange", "intrinsicSize": {"width": 0, "height": 2}},
          {"name": "s", "color": "yellow", "intrinsicSize": {"width": 0, "height": 2}}]}},
        {"name": "b", "color": "blue", "intrinsicSize": {"width": 6, "height": 4}}]}}
      """, source: "test.json")
    let layout = scene.stack.layout()
    #expect(layout.frames[1] == Rect(x: 10, y: 0, width: 0, height: 4))
    #expect(
      renderStackText(scene: scene, layout: layout).plainText() == """
        ╭root╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╮
        ╎┌────┐ 4  O─t ┌────┐╎
        ╎│░a░░│col─┃4  │▚b▚▚│╎
        ╎│░░░░│    Y─s │▚▚▚▚│╎
        ╎└────┘    ┃   └────┘╎
        ╰╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╯
        """)
  }

  /// Two rows of three views (30, 35 and 40 wide) in a column 320 wide, drawn
  /// at 34 x 8: `row1` and `g1_1` are both named below the root. Placed
  /// side by side they read as one word (`row1g1_1`); a name never starts
  /// or ends right against other text, so `row1` goes a row further down.
  @Test func namesOutsideNeverRunTogether() throws {
    let json = """
      {"unit": "point", "uikit": {"axis": "vertical", "distribution": "fillProportionally",
       "alignment": "trailing", "spacing": 0, "size": {"width": 320}, "views": [
        {"name": "row0", "stack": {"axis": "horizontal", "distribution": "fill", "alignment": "bottom", "spacing": 8,
         "views": [{"name": "g0_0", "intrinsicSize": {"width": 30, "height": 30}},
                   {"name": "g0_1", "intrinsicSize": {"width": 35, "height": 30}},
                   {"name": "g0_2", "intrinsicSize": {"width": 40, "height": 30}}]}},
        {"name": "row1", "stack": {"axis": "horizontal", "distribution": "fill", "alignment": "bottom", "spacing": 8,
         "views": [{"name": "g1_0", "intrinsicSize": {"width": 30, "height": 30}},
                   {"name": "g1_1", "intrinsicSize": {"width": 35, "height": 30}},
                   {"name": "g1_2", "intrinsicSize": {"width": 40, "height": 30}}]}}]}}
      """
    let scene = try Scene.decode(json, source: "test.json")
    let text = renderStackText(scene: scene, layout: scene.stack.layout(), columns: 34, rows: 8)
      .plainText()
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.contains("g1_1") } && lines.contains { $0.contains("row1") })
    #expect(!text.contains("row1g1_1") && !text.contains("g1_1row1"), "\(text)")
  }
}
