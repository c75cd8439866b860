import Testing

@testable import StackLayout

/// The search over the gap of baseline-relative equalSpacing compares layouts
/// whose positions are sums along the chain: far from the least, the gaps it
/// tries put the views of a long column billions of points apart, where the
/// rounding of an error is far above the noise the views' own lengths give.
@Suite("Baseline-relative equalSpacing: the gap searched at the rounding of each layout")
struct BaselineEqualSpacingRoundingTests {
  /// A column of `count` labels 20, 30 and 44 tall in turn, first and last
  /// baselines 6 above their bottoms, vertical baseline-relative equalSpacing,
  /// spacing 28, no height; the label at `count / 2` (44 tall in turn) has no
  /// intrinsic height, so its length trades with the gap and the gap is
  /// searched for.
  static func labelColumn(_ count: Int) -> StackView {
    let heights: [Double] = [20, 30, 44]
    var views = (0..<count).map { index in
      let height = heights[index % 3]
      return ArrangedView(
        name: "l\(index)", intrinsicSize: PartialSize(width: 120, height: height),
        firstBaseline: height - 6, lastBaseline: height - 6)
    }
    views[count / 2].intrinsicSize.height = nil
    return StackView(
      axis: .vertical, distribution: .equalSpacing, alignment: .leading, spacing: 28,
      isBaselineRelativeArrangement: true, arrangedSubviews: views)
  }

  /// By hand (uikit-stack.md, baseline-relative arrangement): every gap, edge
  /// to edge, is one length `γ`, so the lower label's top is the upper one's
  /// plus `h(prev) + γ`, and the spacing of 28 runs from the upper label's last
  /// baseline (`h(prev) - 6` down) to the lower one's first (`h(next) - 6`
  /// down): `h(prev) + γ + h(next) - 6 >= h(prev) - 6 + 28`, that is
  /// `γ >= 28 - h(next)`, 8 above a label 20 tall. The label with no height,
  /// at index `count / 2` (44 in turn, baselines at 38), has a label 20 tall
  /// below it (baseline at 14): `L + γ + 14 >= 38 + 28`, so `L >= 44` at
  /// `γ = 8`. Every unit of `γ` lengthens the stack by `count - 1`, every unit
  /// of `L` by one, and the stack wants to be short: `γ = 8`, `L = 44`. At
  /// 10,000 labels (3,334 of 20, 3,333 each of 30 and 44): 313,322 of labels
  /// and 9,999 gaps of 8, 393,314 in all. Before the search compared layouts
  /// at the rounding of each, the 10,000 were handed over (not laid out).
  @Test(
    "a column of labels, one without a height: every gap 8, that label 44 tall",
    arguments: [1000, 10000])
  func labelColumnGaps(count: Int) {
    let stack = Self.labelColumn(count)
    var workspace = DirectSolverWorkspace(capacity: count)
    let solved = workspace.solveWithoutHandover(stack)
    #expect(solved && workspace.usedGapSearch)
    let layout = stack.layout()
    var top = 0.0
    var wrong: [String] = []
    for (index, view) in layout.views.enumerated() {
      let height = [20.0, 30, 44][index % 3]
      if view.frame != Rect(x: 0, y: top, width: 120, height: height) { wrong.append(view.name) }
      top += height + 8
    }
    #expect(wrong.isEmpty, "\(wrong.count) views misplaced, the first \(wrong.prefix(3))")
    let labels = Double(count / 3) * (20 + 30 + 44) + (count % 3 == 1 ? 20 : 0)
    #expect(layout.size == Size(width: 120, height: labels + Double(count - 1) * 8))
  }
}
