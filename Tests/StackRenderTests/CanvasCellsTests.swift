import StackLayout
import StackScene
import TestSupport
import Testing

@testable import StackRender

/// The proportional rounding of the canvas (issue 10, §3), checked over random
/// stacks laid out by the solver, at every step of the zoom ladder:
///
/// - two views of the same length along the axis differ by at most one cell;
/// - a longer view is never drawn shorter than a shorter one;
/// - a view of length 0 is a marked line (`━` or `┃`, its letter at the start),
///   never a stray letter;
/// - the boxes and gaps add up to the stack, which is `round(length × scale)`.
@Suite("Canvas cells: proportional rounding")
struct CanvasCellsTests {
  /// A random stack whose views lie in order inside it (spacing of 0 or more,
  /// no view compressed past the stack's edge), with some views of length 0
  /// and some of equal length.
  static func randomStack(_ random: inout SeededGenerator) -> StackView {
    let count = Int.random(in: 1...8, using: &random)
    let lengths: [Double] = [0, 10, 25, 40, 40, 50, 60, 99.5, 100, 100, 137, 200, 0.4, 3]
    let views = (0..<count).map { index in
      ArrangedView(
        name: "v\(index)",
        intrinsicSize: PartialSize(
          width: lengths.randomElement(using: &random)!,
          height: lengths.randomElement(using: &random)!))
    }
    let pinned = Bool.random(using: &random)
    return StackView(
      axis: Bool.random(using: &random) ? .horizontal : .vertical,
      distribution: Distribution.allCases.randomElement(using: &random)!,
      alignment: [Alignment.fill, .leading, .center, .trailing].randomElement(using: &random)!,
      spacing: [0, 0, 4, 8, 13.5].randomElement(using: &random)!,
      size: pinned
        ? PartialSize(
          width: Double.random(in: 300...900, using: &random).rounded(),
          height: Double.random(in: 300...900, using: &random).rounded())
        : PartialSize(),
      arrangedSubviews: views)
  }

  /// Along-axis start and length of view `index`.
  static func along(_ frame: Rect, _ axis: Axis) -> (Double, Double) {
    axis == .horizontal ? (frame.x, frame.width) : (frame.y, frame.height)
  }

  @Test(
    "Equal lengths differ by at most one cell; a longer view is never shorter", arguments: 0..<4)
  func proportional(seed: UInt64) {
    var random = SeededGenerator(seed: 1000 + seed)
    var checkedPairs = 0
    for _ in 0..<150 {
      let stack = Self.randomStack(&random)
      let layout = stack.layout()
      let frames = layout.views.map(\.frame)
      // The rules hold for views that tile the stack; skip the rare overflow.
      let inside = frames.allSatisfy { frame in
        let (start, length) = Self.along(frame, stack.axis)
        let total = stack.axis == .horizontal ? layout.size.width : layout.size.height
        return start >= -1e-6 && start + length <= total + 1e-6
      }
      guard inside else { continue }
      for scale in Viewport.zoomSteps {
        let viewport = Viewport(unit: .point, cellsPerUnitX: scale)
        let cells = CanvasCells(layout: layout, axis: stack.axis, viewport: viewport)
        let drawn = cells.frames.map { rect in
          stack.axis == .horizontal ? rect!.columns : rect!.rows
        }
        let acrossDrawn = cells.frames.map { rect in
          stack.axis == .horizontal ? rect!.rows : rect!.columns
        }
        for a in frames.indices {
          for b in frames.indices where a != b {
            let lengthA = Self.along(frames[a], stack.axis).1
            let lengthB = Self.along(frames[b], stack.axis).1
            if abs(lengthA - lengthB) < 1e-9 {
              #expect(abs(drawn[a] - drawn[b]) <= 1, "\(stack) at \(scale)")
            } else if lengthA > lengthB {
              #expect(drawn[a] >= drawn[b], "\(stack) at \(scale): \(drawn)")
            }
            // Across the axis each length is rounded once: equal is equal.
            let acrossA = stack.axis == .horizontal ? frames[a].height : frames[a].width
            let acrossB = stack.axis == .horizontal ? frames[b].height : frames[b].width
            if abs(acrossA - acrossB) < 1e-9 {
              #expect(acrossDrawn[a] == acrossDrawn[b])
            } else if acrossA > acrossB {
              #expect(acrossDrawn[a] >= acrossDrawn[b])
            }
            checkedPairs += 1
          }
          // A view of length 0 has no cells along the axis.
          if Self.along(frames[a], stack.axis).1 == 0 { #expect(drawn[a] == 0) }
        }
        // Boxes and gaps tile the stack: the views' cells never overlap, and
        // none passes the stack's last cell.
        let total = stack.axis == .horizontal ? cells.columns : cells.rows
        let starts = cells.frames.map { stack.axis == .horizontal ? $0!.x : $0!.y }
        let order = starts.indices.sorted { starts[$0] < starts[$1] }
        var end = 0
        for index in order {
          #expect(starts[index] >= end)
          end = starts[index] + drawn[index]
        }
        #expect(end <= total)
        let length = stack.axis == .horizontal ? layout.size.width : layout.size.height
        #expect(
          total == (stack.axis == .horizontal ? viewport.column(length) : viewport.row(length)))
      }
    }
    #expect(checkedPairs > 1000)
  }

  @Test("A plan made once gives the size and the drawing of the canvas planned twice")
  func planOnce() {
    var random = SeededGenerator(seed: 2100)
    for round in 0..<60 {
      let stack = Self.randomStack(&random)
      let layout = stack.layout()
      let scale = Viewport.zoomSteps[Int.random(in: 8..<Viewport.zoomSteps.count, using: &random)]
      let viewport = Viewport(unit: .point, cellsPerUnitX: scale)
      let onePerLine = round % 2 == 1
      let options = CanvasOptions(
        viewport: viewport, colorMode: .monochrome, selectedIndex: 0,
        legendOnePerLine: onePerLine)
      let plan = StackCanvas.Plan(layout: layout, stack: stack, options: options)
      let needed = StackCanvas.requiredSize(
        layout: layout, stack: stack, viewport: viewport, legendOnePerLine: onePerLine,
        maxColumns: 60)
      let planned = plan.requiredSize(maxColumns: 60)
      #expect(planned.columns == needed.columns && planned.rows == needed.rows)
      guard needed.columns <= 400, needed.rows <= 400 else { continue }
      var once = CellBuffer(columns: needed.columns, rows: needed.rows)
      var twice = once
      let onceMap = StackCanvas.draw(plan, into: &once, area: once.bounds)
      let twiceMap = StackCanvas.draw(
        layout: layout, stack: stack, into: &twice, area: twice.bounds, options: options)
      #expect(once == twice)
      #expect(onceMap == twiceMap)
    }
  }

  @Test(
    "A view of length 0 is a marked line, or its letter where it lies on a compact block",
    arguments: 0..<2)
  func zeroLength(seed: UInt64) {
    var random = SeededGenerator(seed: 2000 + seed)
    var lines = 0
    for _ in 0..<120 {
      let stack = Self.randomStack(&random)
      let layout = stack.layout()
      let scale = Viewport.zoomSteps[Int.random(in: 8..<Viewport.zoomSteps.count, using: &random)]
      let viewport = Viewport(unit: .point, cellsPerUnitX: scale)
      let needed = StackCanvas.requiredSize(layout: layout, stack: stack, viewport: viewport)
      guard needed.columns <= 400, needed.rows <= 400 else { continue }
      var buffer = CellBuffer(columns: needed.columns, rows: needed.rows)
      let map = StackCanvas.draw(
        layout: layout, stack: stack, into: &buffer, area: buffer.bounds,
        options: CanvasOptions(viewport: viewport, colorMode: .monochrome))
      for (index, view) in layout.views.enumerated() {
        let (_, length) = Self.along(view.frame, stack.axis)
        guard length == 0, let rect = map.viewRects[index], rect.columns > 1 || rect.rows > 1
        else { continue }
        // One cell thick along the axis; the letter at the start, then the line.
        #expect(stack.axis == .horizontal ? rect.columns == 1 : rect.rows == 1)
        let (x, y) = stack.axis == .horizontal ? (rect.x, rect.y + 1) : (rect.x + 1, rect.y)
        let second = buffer[x, y]
        // A later view's line may cross it; either way it is a line. Among
        // compact blocks it is drawn only where no block is: past its
        // letter, the block of the view it lies on may show.
        let onBlock = layout.views.indices.contains { other in
          guard other != index, let shown = map.viewRects[other], shown.contains(x: x, y: y)
          else { return false }
          let letter = PaletteColor.forView(named: stack.arrangedSubviews[other].color, at: other)
            .letter
          return second.character == letter && !buffer.plainText().contains("┌")
        }
        #expect(["━", "┃"].contains(second.character) || onBlock, "\(buffer.plainText())")
        // Its name and size are written out, outside the stack's outline.
        #expect(buffer.plainText().contains("\(view.name) \(formatNumber(view.frame.width))x"))
        lines += 1
      }
    }
    #expect(lines > 10)
  }
}
