import StackLayout
import Testing

@testable import StackRender

/// Issue 10: every view named in full in a small area (the comparison grid's
/// cells), and in-box labels kept off the dotted line of the intrinsic height.
/// The expected cells are worked out by hand from the viewport's rounding
/// (`round(x × cellsPerUnitX)`, rows at half that for points).
@Suite("Canvas label placement")
struct CanvasLabelPlacementTests {
  func draw(
    _ stack: StackView, scale: Double, columns: Int, rows: Int, areaColumns: Int? = nil,
    legendOnePerLine: Bool = false
  ) -> [String] {
    var buffer = CellBuffer(columns: columns, rows: rows)
    let options = CanvasOptions(
      viewport: Viewport(unit: .point, cellsPerUnitX: scale), legendOnePerLine: legendOnePerLine)
    StackCanvas.draw(
      layout: stack.layout(), stack: stack, into: &buffer,
      area: CellRect(x: 0, y: 0, columns: areaColumns ?? columns, rows: rows), options: options)
    return buffer.plainText().components(separatedBy: "\n")
  }

  /// One view, intrinsic 60 × 40, in a stack pinned at 160 × 80 (fill/fill):
  /// its frame is the stack, 0, 0, 160, 80.
  static let stretched = StackView(
    size: PartialSize(width: 160, height: 80),
    arrangedSubviews: [
      ArrangedView(name: "red", color: "red", intrinsicSize: PartialSize(width: 60, height: 40))
    ])

  @Test("Labels move off the intrinsic height's dotted line, which keeps its amount")
  func labelsKeepOffTheHeightLine() {
    // At 0.25 columns per point the box is 40 × 10 cells at column 1, row 1
    // (inside the outline); its inner area is columns 2…39, rows 2…9. The
    // intrinsic height 40 ends round(40 × 0.125) = 5 rows down: the dotted
    // line is row 6. The three labels (red, 160x80, intrinsic 60x40) centred
    // would take rows 4…6; one row up, rows 3…5, they keep off it. The
    // intrinsic width 60 ends round(60 × 0.25) = 15 columns in: `┊` at
    // column 16, its amount +100 on the bottom border from column 17.
    let lines = draw(Self.stretched, scale: 0.25, columns: 42, rows: 12)
    let space = { (count: Int) in String(repeating: " ", count: count) }
    #expect(lines[3] == "╎│" + space(14) + "┊" + space(2) + "red" + space(18) + "│╎")
    #expect(lines[4] == "╎│" + space(14) + "┊" + space(1) + "160x80" + space(16) + "│╎")
    // The widest label crosses the `┊` line: the label stays whole.
    #expect(lines[5] == "╎│" + space(11) + "intrinsic 60x40" + space(12) + "│╎")
    // The dotted line whole, its amount (80 − 40) at its end.
    #expect(lines[6] == "╎│" + String(repeating: "┈", count: 35) + "+40" + "│╎")
    #expect(lines[7] == "╎│" + space(14) + "┊" + space(23) + "│╎")
    #expect(
      lines[10]
        == "╎└" + String(repeating: "─", count: 15) + "+100" + String(repeating: "─", count: 19)
        + "┘╎")
  }

  @Test("With no row free of the dotted line, the label stays whole on it")
  func aFullBoxKeepsItsLabelWhole() {
    // At 0.125 the box is 20 × 5 cells at column 1, row 1: inner columns
    // 2…19, rows 2…4 (three rows). The dotted line is row 1 + round(40 ×
    // 0.0625) = row 4 (2.5 rounds away from zero to 3). Three labels fill the
    // three inner rows, so the last, `intrinsic 60x40` (15 of 18 columns,
    // from column 3), lies on the line: whole, with a space each side, the
    // line left only at column 19. The amount goes to the row nearest the
    // line without a label: row 5 is the border and rows 3 and 2 hold
    // labels, so it is left out rather than drawn over one.
    let lines = draw(Self.stretched, scale: 0.125, columns: 22, rows: 7)
    #expect(lines[2].contains(" red "))
    #expect(lines[3].contains(" 160x80 "))
    #expect(lines[4] == "╎│ intrinsic 60x40 ┈│╎")
    #expect(!lines.joined().contains("+40"))
  }

  /// Two views side by side, 40 × 40 and 40 × 80 intrinsic, unpinned
  /// (fill/fill): 80 × 80, frames 0, 0, 40, 80 and 40, 0, 40, 80.
  static let pair = StackView(
    arrangedSubviews: [
      ArrangedView(name: "red", color: "red", intrinsicSize: PartialSize(width: 40, height: 40)),
      ArrangedView(
        name: "green", color: "green", intrinsicSize: PartialSize(width: 40, height: 80)),
    ])

  @Test("A legend of one view per line drops the size before the name, within the area")
  func legendOnePerLine() {
    // At 0.025 each view is 1 column by 1 row: compact letters, a legend.
    let wide = draw(Self.pair, scale: 0.025, columns: 30, rows: 6, legendOnePerLine: true)
    #expect(Array(wide.prefix(5)) == ["╭╌╌╮", "╎RG╎", "╰╌╌╯", "R red 40x80", "G green 40x80"])
    // Without it, both on one line.
    let shared = draw(Self.pair, scale: 0.025, columns: 30, rows: 6)
    #expect(shared[3] == "R red 40x80  G green 40x80")
    // In 10 columns (of a 14-column buffer) neither fits whole: the names
    // alone, and nothing beyond the area.
    let narrow = draw(
      Self.pair, scale: 0.025, columns: 14, rows: 6, areaColumns: 10, legendOnePerLine: true)
    #expect(Array(narrow.prefix(5)) == ["╭╌╌╮", "╎RG╎", "╰╌╌╯", "R red", "G green"])
    // A line per view in the size the grid asks for.
    let size = StackCanvas.requiredSize(
      layout: Self.pair.layout(), stack: Self.pair,
      viewport: Viewport(unit: .point, cellsPerUnitX: 0.025), legendOnePerLine: true)
    #expect(size.columns == 13 && size.rows == 5)
  }

  /// A vertical stack of 100 × 100 and 200 × 200 intrinsic, unpinned
  /// (fill/fill): 200 × 300, frames 0, 0, 200, 100 and 0, 100, 200, 200.
  static let column = StackView(
    axis: .vertical,
    arrangedSubviews: [
      ArrangedView(
        name: "medium", color: "green", intrinsicSize: PartialSize(width: 100, height: 100)),
      ArrangedView(
        name: "large", color: "blue", intrinsicSize: PartialSize(width: 200, height: 200)),
    ])

  @Test("A vertical stack's labels that do not fit beside it go below it, lettered")
  func calloutsBelowInANarrowArea() {
    // At 0.05: 10 columns; rows at 0.025: edges 0, round(2.5) = 3, round(7.5)
    // = 8. medium is 10 × 3 (one inner row of 8 columns: `medium 200x100`
    // does not fit, a callout); large is 10 × 5 (three inner rows: inside).
    // Beside the 12-column outline the callout needs 12 + 1 + 14 = 27
    // columns; in 20 it goes on the row below the outline (row 10), with the
    // box's letter, which is also on the box's top border.
    let lines = draw(
      Self.column, scale: 0.05, columns: 30, rows: 12, areaColumns: 20,
      legendOnePerLine: true)
    #expect(lines[1] == "╎┌G───────┐╎")
    #expect(lines[10] == "G medium 200x100")
    #expect(!lines[4].contains("medium"))
    // In 14 columns the size goes first.
    let narrow = draw(
      Self.column, scale: 0.05, columns: 30, rows: 12, areaColumns: 14, legendOnePerLine: true)
    #expect(narrow[10] == "G medium")
    // The grid's size for it: the callout's row, as wide as `G medium 200x100`.
    let size = StackCanvas.requiredSize(
      layout: Self.column.layout(), stack: Self.column,
      viewport: Viewport(unit: .point, cellsPerUnitX: 0.05), legendOnePerLine: true,
      maxColumns: 20)
    #expect(size.columns == 16 && size.rows == 11)
    // Without the one-per-line legend (the main canvas), beside the outline.
    let beside = draw(Self.column, scale: 0.05, columns: 30, rows: 12)
    #expect(beside[2].hasSuffix("╎ medium 200x100"))
  }
}
