import Testing

@testable import StackLayout

/// The worked examples of uikit-stack.md ("A worked example to check against").
@Suite("uikit-stack.md worked examples")
struct SpecExampleTests {
  static func threeSquares(
    distribution: Distribution, size: PartialSize = PartialSize()
  ) -> StackView {
    StackView(
      axis: .vertical, distribution: distribution, alignment: .fill, spacing: 0, size: size,
      arrangedSubviews: [50.0, 100, 200].enumerated().map { index, side in
        ArrangedView(
          name: ["a", "b", "c"][index], intrinsicSize: PartialSize(width: side, height: side))
      })
  }

  @Test("pinned 375x728, fill/fill: the first view stretches to 428")
  func pinnedFill() {
    let layout = Self.threeSquares(distribution: .fill, size: PartialSize(width: 375, height: 728))
      .layout()
    #expect(layout.size == Size(width: 375, height: 728))
    // 728 - (50 + 100 + 200) = 378 surplus; all hug at 250, so the first (index 0) takes it.
    #expect(
      layout.frames == [
        Rect(x: 0, y: 0, width: 375, height: 428),
        Rect(x: 0, y: 428, width: 375, height: 100),
        Rect(x: 0, y: 528, width: 375, height: 200),
      ])
    #expect(
      layout.views[0].reason.along.hasPrefix("stretched by 378: lowest hugging priority (250)"))
    #expect(layout.views[0].reason.along.contains("tied with 2 others, first in order"))
    #expect(layout.views[1].reason.along == "keeps its intrinsic height 100")
  }

  @Test("no size, fillEqually: every view is 200 tall, the stack 600")
  func unpinnedFillEqually() {
    let layout = Self.threeSquares(distribution: .fillEqually).layout()
    #expect(layout.size == Size(width: 200, height: 600))
    #expect(layout.frames.map(\.height) == [200, 200, 200])
    #expect(layout.frames.map(\.y) == [0, 200, 400])
  }

  @Test("no size, equalCentering: 425 tall, gaps 75 and 0")
  func unpinnedEqualCentering() {
    let layout = Self.threeSquares(distribution: .equalCentering).layout()
    #expect(layout.size.height == 425)
    // Centres 25, 175, 325: equally spaced by 150.
    #expect(layout.frames.map(\.y) == [0, 125, 225])
    #expect(layout.frames.map(\.height) == [50, 100, 200])
    let gaps = zip(layout.frames, layout.frames.dropFirst()).map { $1.y - $0.maxY }
    #expect(gaps == [75, 0])
  }

  @Test("every required constraint holds in the worked examples")
  func requiredHold() {
    for layout in [
      Self.threeSquares(distribution: .fill, size: PartialSize(width: 375, height: 728)).layout(),
      Self.threeSquares(distribution: .fillEqually).layout(),
      Self.threeSquares(distribution: .equalCentering).layout(),
    ] {
      for solved in layout.constraints where solved.constraint.isRequired {
        #expect(solved.status == .holds, "\(solved.constraint.formatted(names: ["a", "b", "c"]))")
      }
    }
  }
}
