import StackLayout
import Testing

/// Every axis, distribution and alignment, pinned and unpinned, for the three
/// squares of uikit-stack.md: a 50x50, b 100x100, c 200x200, spacing 0, default
/// priorities (hugging 250, compression resistance 750), no baselines.
///
/// Pinned means 728 along the axis and 375 across it (375x728 for a vertical
/// stack, 728x375 for a horizontal one); unpinned means no size on either axis.
/// The squares make the two axes independent: the along-axis numbers depend only
/// on the distribution, the cross-axis numbers only on the alignment, so the
/// expectations are two small hand-worked tables combined into frames.
@Suite("UIKit matrix: three squares, every axis x distribution x alignment x pinning")
struct UIKitMatrixTests {
  /// One cell of the matrix.
  struct Case: Sendable, CustomTestStringConvertible {
    var axis: Axis
    var distribution: Distribution
    var alignment: Alignment
    var pinned: Bool

    var testDescription: String {
      "\(axis) \(distribution) \(alignment.name(for: axis)) \(pinned ? "pinned" : "unpinned")"
    }

    /// Every combination: 2 axes x 5 distributions x 6 alignments x 2 = 120 cases.
    static let all: [Case] = Axis.allCases.flatMap { axis in
      Distribution.allCases.flatMap { distribution in
        Alignment.allCases.flatMap { alignment in
          [true, false].map { pinned in
            Case(axis: axis, distribution: distribution, alignment: alignment, pinned: pinned)
          }
        }
      }
    }

    var stack: StackView {
      var size = PartialSize()
      if pinned {
        size.setLength(728, along: axis)
        size.setLength(375, along: axis.cross)
      }
      return StackView(
        axis: axis, distribution: distribution, alignment: alignment, spacing: 0, size: size,
        arrangedSubviews: [
          arranged("a", width: 50, height: 50),
          arranged("b", width: 100, height: 100),
          arranged("c", width: 200, height: 200),
        ])
    }
  }

  /// Positions and lengths of a, b and c on one axis, and the stack's length there.
  struct Strip {
    var origins: [Double]
    var lengths: [Double]
    var stack: Double
  }

  /// Along the axis: intrinsic lengths 50, 100, 200 (sum 350); pinned length 728.
  static func along(_ distribution: Distribution, pinned: Bool) -> Strip {
    switch (distribution, pinned) {
    case (.fill, true):
      // 728 - 350 = 378 surplus; all three hug at 250, the tie goes to the first:
      // a = 50 + 378 = 428, b at 428, c at 428 + 100 = 528.
      Strip(origins: [0, 428, 528], lengths: [428, 100, 200], stack: 728)
    case (.fill, false):
      // W = 50 + 100 + 200 = 350, everyone at its intrinsic length.
      Strip(origins: [0, 50, 150], lengths: [50, 100, 200], stack: 350)
    case (.fillEqually, true):
      // 728 / 3 each, whatever hugging and compression resistance say.
      Strip(
        origins: [0, 728.0 / 3, 2 * 728.0 / 3], lengths: [728.0 / 3, 728.0 / 3, 728.0 / 3],
        stack: 728)
    case (.fillEqually, false):
      // Every view max(L) = 200 (c's resistance @750 beats a's and b's hugging @250),
      // W = 3 x 200 = 600.
      Strip(origins: [0, 200, 400], lengths: [200, 200, 200], stack: 600)
    case (.fillProportionally, true):
      // D = 350; 728 / 350 = 2.08: a = 50 x 2.08 = 104, b = 208, c = 416; b at 104,
      // c at 104 + 208 = 312.
      Strip(origins: [0, 104, 312], lengths: [104, 208, 416], stack: 728)
    case (.fillProportionally, false):
      // W = D = 350: every proportion L / 350 x 350 = L holds with intrinsic lengths.
      Strip(origins: [0, 50, 150], lengths: [50, 100, 200], stack: 350)
    case (.equalSpacing, true):
      // Gaps (728 - 350) / 2 = 189: b at 50 + 189 = 239, c at 239 + 100 + 189 = 528.
      Strip(origins: [0, 239, 528], lengths: [50, 100, 200], stack: 728)
    case (.equalSpacing, false):
      // Gaps fall to the spacing 0: W = 350.
      Strip(origins: [0, 50, 150], lengths: [50, 100, 200], stack: 350)
    case (.equalCentering, true):
      // Intrinsic lengths (hugging 250 beats the centring @150). Centres: a 25,
      // c 728 - 100 = 628, b halfway (25 + 628) / 2 = 326.5, so b at 326.5 - 50 = 276.5.
      // Gaps 276.5 - 50 = 226.5 and 528 - 376.5 = 151.5, both >= 0.
      Strip(origins: [0, 276.5, 528], lengths: [50, 100, 200], stack: 728)
    case (.equalCentering, false):
      // b at y, c at z: centres 25, y + 50, z + 100 equally spaced gives z = 2y - 25;
      // gap z - (y + 100) >= 0 needs y >= 125. Smallest: y = 125, z = 225,
      // W = 225 + 200 = 425 (gaps 75 and 0).
      Strip(origins: [0, 125, 225], lengths: [50, 100, 200], stack: 425)
    }
  }

  /// Across the axis: intrinsic cross lengths 50, 100, 200; pinned cross length 375.
  ///
  /// The baseline alignments give the same numbers on both axes. In a horizontal
  /// stack a view without baselines uses its top as first baseline and its bottom
  /// as last baseline; in a vertical one (no horizontal baselines) the leading and
  /// trailing edges play those parts. Either way the boundaries are inequalities
  /// and the group sits at the top / leading side (solver-rules 8).
  static func across(_ alignment: Alignment, pinned: Bool) -> Strip {
    let cross = pinned ? 375.0 : 200  // unpinned: the largest cross length, c's 200
    switch alignment {
    case .fill:
      // Everyone stretched to the stack; unpinned, c's resistance @750 keeps 200 and the
      // others' hugging @250 is broken.
      return Strip(origins: [0, 0, 0], lengths: [cross, cross, cross], stack: cross)
    case .leading:
      return Strip(origins: [0, 0, 0], lengths: [50, 100, 200], stack: cross)
    case .center:
      // Centres at cross / 2: pinned 187.5 - 25 = 162.5, 187.5 - 50 = 137.5,
      // 187.5 - 100 = 87.5; unpinned 100 - 25 = 75, 100 - 50 = 50, 100 - 100 = 0.
      let middle = cross / 2
      return Strip(
        origins: [middle - 25, middle - 50, middle - 100], lengths: [50, 100, 200], stack: cross)
    case .trailing:
      // Far edges at the stack's: pinned 375 - 50 = 325, 375 - 100 = 275, 375 - 200 = 175.
      return Strip(
        origins: [cross - 50, cross - 100, cross - 200], lengths: [50, 100, 200], stack: cross)
    case .firstBaseline:
      // First baseline = top (leading) edge: tops aligned, group at the top.
      return Strip(origins: [0, 0, 0], lengths: [50, 100, 200], stack: cross)
    case .lastBaseline:
      // Last baseline = bottom (trailing) edge: far edges aligned at 200, the group as
      // high as it can go (c at 0), pinned or not: 200 - 50 = 150, 200 - 100 = 100.
      return Strip(origins: [150, 100, 0], lengths: [50, 100, 200], stack: cross)
    }
  }

  /// The expected frames and size, combining the two tables on the case's axis.
  static func expected(_ test: Case) -> (size: Size, frames: [Rect]) {
    let along = along(test.distribution, pinned: test.pinned)
    let across = across(test.alignment, pinned: test.pinned)
    let frames = (0..<3).map { index in
      test.axis == .horizontal
        ? frame(
          along.origins[index], across.origins[index], along.lengths[index], across.lengths[index])
        : frame(
          across.origins[index], along.origins[index], across.lengths[index], along.lengths[index])
    }
    let size =
      test.axis == .horizontal
      ? Size(width: along.stack, height: across.stack)
      : Size(width: across.stack, height: along.stack)
    return (size, frames)
  }

  @Test("frames and stack size", arguments: Case.all)
  func frames(_ test: Case) {
    let layout = test.stack.layout()
    let expected = Self.expected(test)
    expectLayout(layout, size: expected.size, frames: expected.frames)
    #expect(layout.views.map(\.name) == ["a", "b", "c"])
    #expect(layout.views.allSatisfy { !$0.isHidden })
  }

  @Test("generated constraints: UIKit identifiers, required ones hold", arguments: Case.all)
  func constraints(_ test: Case) {
    let layout = test.stack.layout()
    expectRequiredConstraintsHold(layout)
    let ids = identifiers(layout)
    #expect(ids.contains("UISV-canvas-connection"))
    #expect(ids.contains("UISV-spacing"))
    #expect(ids.contains("UISV-alignment"))
    #expect(!ids.contains("UISV-hiding"))
    let distribution = test.distribution
    #expect(ids.contains("UISV-fill-equally") == (distribution == .fillEqually))
    #expect(ids.contains("UISV-fill-proportionally") == (distribution == .fillProportionally))
    let distributing = distribution == .equalSpacing || distribution == .equalCentering
    #expect(ids.contains("UISV-distributing") == distributing)
    if distributing { #expect(ids.contains("UISV-canvas-fit")) }
    let notFill = test.alignment != .fill
    #expect(ids.contains("UISV-spanning-fit") == notFill)
    #expect(ids.contains("UISV-ambiguity-suppression") == notFill)
  }
}
