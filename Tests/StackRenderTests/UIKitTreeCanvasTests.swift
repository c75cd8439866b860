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
    let scene = Scene(
      unit: .point,
      stack: StackView(
        axis: .horizontal, alignment: .center, spacing: 8, size: PartialSize(width: 300),
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
    let text = renderStackText(
      scene: scene, layout: scene.stack.layout(), columns: 80, rows: 24
    ).plainText()
    expectSnapshot(text, named: "tree-card-row")
  }
}
