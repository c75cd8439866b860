import StackLayout
import TestSupport
import Testing

@testable import StackRender

@Suite("Viewport")
struct ViewportTests {
  @Test("Rows per unit: half the columns for points, equal for cells")
  func aspect() {
    #expect(Viewport(unit: .point, cellsPerUnitX: 0.5).cellsPerUnitY == 0.25)
    #expect(Viewport(unit: .cell, cellsPerUnitX: 1).cellsPerUnitY == 1)
    #expect(Viewport(unit: .cell, cellsPerUnitX: 2).cellsPerUnitY == 2)
  }

  @Test(
    "Edges round to the nearest, halves away from zero",
    arguments: [
      (0.0, 0), (0.49, 0), (0.5, 1), (1.5, 2), (2.5, 3), (2.4999999999, 3), (-0.5, -1),
      (-0.4, 0), (9.99, 10),
    ])
  func edgeRounding(position: Double, column: Int) {
    #expect(Viewport(unit: .cell, cellsPerUnitX: 1).column(position) == column)
  }

  @Test("A box covers the columns between its rounded edges")
  func cellRect() {
    let viewport = Viewport(unit: .point, cellsPerUnitX: 0.1)
    // x 33...67 → columns 3..<7; y 10...50 → rows 0.5 → 1 ..< 2.5 → 3.
    let rect = viewport.cellRect(for: Rect(x: 33, y: 10, width: 34, height: 40))
    #expect(rect == CellRect(x: 3, y: 1, columns: 4, rows: 2))
    // Narrower than a cell after rounding: empty (the canvas shows a marker).
    let thin = viewport.cellRect(for: Rect(x: 41, y: 0, width: 3, height: 40))
    #expect(thin.columns == 0)
    #expect(thin.x == 4)
  }

  @Test("Huge and non-finite positions do not trap")
  func hugePositions() {
    let viewport = Viewport(unit: .point, cellsPerUnitX: 4)
    #expect(viewport.column(1e300) == 1_000_000_000)
    #expect(viewport.column(-.infinity) == -1_000_000_000)
    #expect(viewport.column(.nan) == 0)
    #expect(Viewport(unit: .point, cellsPerUnitX: .nan).cellsPerUnitX == 1)
  }

  @Test("The zoom ladder runs from 0.02 to 4, each step about 1.25 times the last")
  func ladder() {
    let steps = Viewport.zoomSteps
    #expect(steps.first == 0.02)
    #expect(steps.last == 4)
    #expect(steps.contains(1))
    for (small, large) in zip(steps, steps.dropFirst()) {
      #expect(large / small > 1.15 && large / small < 1.35, "\(small) → \(large)")
    }
  }

  @Test("Zooming steps along the ladder and stops at its ends")
  func zooming() {
    let viewport = Viewport(unit: .point, cellsPerUnitX: 1)
    #expect(viewport.zoomedIn().cellsPerUnitX == 1.25)
    #expect(viewport.zoomedOut().cellsPerUnitX == 0.8)
    #expect(viewport.zoomedIn().zoomedOut() == viewport)
    // A scale between steps goes to the neighbouring step.
    #expect(Viewport(cellsPerUnitX: 0.7).zoomedIn().cellsPerUnitX == 0.8)
    #expect(Viewport(cellsPerUnitX: 0.7).zoomedOut().cellsPerUnitX == 0.6)
    #expect(Viewport(cellsPerUnitX: 4).zoomedIn().cellsPerUnitX == 4)
    #expect(Viewport(cellsPerUnitX: 0.02).zoomedOut().cellsPerUnitX == 0.02)
  }

  @Test("zoomed(by:) moves several steps at once, stopping at the ends")
  func zoomedBy() {
    let viewport = Viewport(unit: .cell, cellsPerUnitX: 0.5)
    #expect(viewport.zoomed(by: 0) == viewport)
    #expect(viewport.zoomed(by: 3).cellsPerUnitX == 1)  // 0.6, 0.8, 1
    #expect(viewport.zoomed(by: -2).cellsPerUnitX == 0.3)  // 0.4, 0.3
    #expect(viewport.zoomed(by: 100).cellsPerUnitX == 4)
    #expect(viewport.zoomed(by: -100).cellsPerUnitX == 0.02)
    #expect(viewport.zoomed(by: 3).unit == .cell)
  }

  @Test("fit picks the largest step that fits both ways")
  func fit() {
    // 375 × 728 points into 78 × 22 cells: height decides.
    // 0.06 → 22.5 → 23 columns, 728 × 0.03 = 21.84 → 22 rows: fits; 0.08 → 29 rows: does not.
    let phone = Viewport.fit(
      size: Size(width: 375, height: 728), unit: .point, columns: 78, rows: 22)
    #expect(phone.cellsPerUnitX == 0.06)
    // 320 × 80 into 78 × 22: width decides. 0.2 → 64 columns; 0.25 → 80: too wide.
    let wide = Viewport.fit(size: Size(width: 320, height: 80), unit: .point, columns: 78, rows: 22)
    #expect(wide.cellsPerUnitX == 0.2)
    // A small scene in cells is enlarged up to the top of the ladder.
    let cells = Viewport.fit(size: Size(width: 10, height: 4), unit: .cell, columns: 80, rows: 24)
    #expect(cells.cellsPerUnitX == 4)
    #expect(cells.unit == .cell)
    // Too big for any step: the smallest.
    let huge = Viewport.fit(
      size: Size(width: 100_000, height: 10), unit: .point, columns: 10, rows: 10)
    #expect(huge.cellsPerUnitX == 0.02)
  }

  @Test("fitBelowLadder goes on below the smallest step until the picture fits")
  func fitBelowLadder() {
    // On the ladder it is fit: 320 x 80 into 78 x 22 is 0.2 (see above).
    let wide = Viewport.fitBelowLadder(
      size: Size(width: 320, height: 80), unit: .point, columns: 78, rows: 22)
    #expect(wide.cellsPerUnitX == 0.2)
    // 1,000,000 x 10 points into 998 x 998: 0.02 gives 20,000 columns, then
    // 0.015, 0.0125, 0.01 (10,000), ..., 0.001 gives 1,000, 0.0008 gives 800.
    let huge = Viewport.fitBelowLadder(
      size: Size(width: 1_000_000, height: 10), unit: .point, columns: 998, rows: 998)
    #expect(huge.cellsPerUnitX == 0.0008)
    #expect(huge.column(1_000_000) == 800)
    // No room at all (a 1 x 1 picture leaves -1 inside its outline): a scale at
    // which 1,000 points round to no column, 0.0004 (0.4 rounds to 0; 0.0005
    // gives 0.5, which rounds to 1).
    let none = Viewport.fitBelowLadder(
      size: Size(width: 1_000, height: 0), unit: .cell, columns: -1, rows: -1)
    #expect(none.cellsPerUnitX == 0.0004)
    // Zooming out stays below the ladder; zooming in goes back to its first step.
    #expect(huge.zoomedOut().cellsPerUnitX == 0.0008)
    #expect(huge.zoomedIn().cellsPerUnitX == 0.02)
  }

  /// Property: views that tile a stack in the scene tile it in cells, at any
  /// scale. Each view's columns start where the previous one's end (no gap, no
  /// overlap), the first starts at 0 and the columns add up to the stack's.
  @Test("Shared edges tile exactly at every scale (random frames)", arguments: 0..<8)
  func tiling(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<250 {
      let count = Int.random(in: 1...9, using: &random)
      let weights = (0..<count).map { _ in Double.random(in: 0.001...1, using: &random) }
      let total = weights.reduce(0, +)
      let width = Double.random(in: 1...2000, using: &random)
      let scale = Viewport.zoomSteps.randomElement(using: &random)!
      let viewport = Viewport(unit: .point, cellsPerUnitX: scale)
      var x = 0.0
      var spans: [Range<Int>] = []
      for weight in weights {
        let rect = Rect(x: x, y: 0, width: width * weight / total, height: 10)
        let cells = viewport.cellRect(for: rect)
        spans.append(cells.x..<cells.maxX)
        x = rect.maxX
      }
      let stackColumns = viewport.column(width)
      #expect(spans.first?.lowerBound == 0)
      #expect(spans.last?.upperBound == stackColumns, "width \(width) at \(scale)")
      for (before, after) in zip(spans, spans.dropFirst()) {
        #expect(before.upperBound == after.lowerBound, "gap or overlap at \(scale)")
      }
      #expect(spans.map(\.count).reduce(0, +) == stackColumns)
    }
  }

  /// Property: with spacing, each gap in cells is the difference of the rounded
  /// edges on either side of it, so boxes and gaps together still add up to the stack.
  @Test("Boxes and gaps add up to the stack (random frames with spacing)", arguments: 0..<4)
  func tilingWithGaps(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<250 {
      let count = Int.random(in: 2...6, using: &random)
      let spacing = Double.random(in: 0...40, using: &random)
      let widths = (0..<count).map { _ in Double.random(in: 0...300, using: &random) }
      let scale = Viewport.zoomSteps.randomElement(using: &random)!
      let viewport = Viewport(unit: .point, cellsPerUnitX: scale)
      var x = 0.0
      var covered = 0
      var gaps = 0
      var previousEnd = 0
      for width in widths {
        let cells = viewport.cellRect(for: Rect(x: x, y: 0, width: width, height: 1))
        #expect(cells.x >= previousEnd)
        gaps += cells.x - previousEnd
        covered += cells.columns
        previousEnd = cells.maxX
        x += width + spacing
      }
      let stackWidth = x - spacing
      #expect(covered + gaps == viewport.column(stackWidth))
    }
  }
}
