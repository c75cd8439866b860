import Testing

@testable import StackLayout

/// Lengths at the edges of `SceneLimits` (magnitudes up to 1,000,000), and the
/// configurations only large stacks reach (arrangement indices past 100 and 248):
/// the layout is finite, worked out by hand, and solved directly.
@Suite("Direct solver: lengths at the limits and large indices")
struct DirectSolverLimitsTests {
  static let limit = SceneLimits.maximumLength

  /// Every number of the layout is finite: frames, size and broken amounts.
  static func expectFinite(
    _ layout: StackViewLayout, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      layout.size.width.isFinite && layout.size.height.isFinite, sourceLocation: sourceLocation)
    for view in layout.views {
      let frame = view.frame
      #expect(
        frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite,
        "\(view.name): \(describe(frame))", sourceLocation: sourceLocation)
    }
    for solved in layout.constraints {
      if case .broken(let amount) = solved.status {
        #expect(amount.isFinite, sourceLocation: sourceLocation)
      }
    }
  }

  @Test("fillProportionally with every intrinsic length 0 falls back to fillEqually")
  func proportionallyAllZero() {
    // D = 0 + 3 × 10 = 30 <= max(10 × 3, 1): fillEqually, (100 - 30) / 4 = 17.5 each.
    let stack = StackView(
      distribution: .fillProportionally, spacing: 10, size: PartialSize(width: 100, height: 20),
      arrangedSubviews: (0..<4).map { arranged("v\($0)", width: 0, height: 20) })
    expectDirectAndReference(
      stack, size: Size(width: 100, height: 20),
      frames: [
        frame(0, 0, 17.5, 20), frame(27.5, 0, 17.5, 20), frame(55, 0, 17.5, 20),
        frame(82.5, 0, 17.5, 20),
      ])
  }

  @Test("fillProportionally with intrinsic lengths at the limit, no width given")
  func proportionallyHuge() {
    // D = 1e6 + 1e6 + 1 and the stack is D wide: each proportion 1e6 / D × D.
    let stack = StackView(
      distribution: .fillProportionally, alignment: .center, spacing: 1,
      arrangedSubviews: [
        arranged("a", width: Self.limit, height: 10), arranged("b", width: Self.limit, height: 10),
      ])
    expectDirectAndReference(
      stack, size: Size(width: 2_000_001, height: 10),
      frames: [frame(0, 0, 1_000_000, 10), frame(1_000_001, 0, 1_000_000, 10)])
  }

  @Test("fillProportionally at the limit, pinned to 1: the proportions shrink")
  func proportionallyHugePinnedSmall() {
    // Pinned 1, spacing 0: D = 2e6, each proportion 1e6 / 2e6 × 1 = 0.5.
    let stack = StackView(
      distribution: .fillProportionally, alignment: .center, spacing: 0,
      size: PartialSize(width: 1, height: nil),
      arrangedSubviews: [
        arranged("a", width: Self.limit, height: 10), arranged("b", width: Self.limit, height: 10),
      ])
    expectDirectAndReference(
      stack, size: Size(width: 1, height: 10),
      frames: [frame(0, 0, 0.5, 10), frame(0.5, 0, 0.5, 10)])
  }

  @Test("equalSpacing with spacing at the limit and a view at the limit")
  func equalSpacingHuge() {
    // No width given: gaps are the spacing, 1e6 each; width 10 + 10 + 1e6... of 3 views.
    // Heights 10, 10, 1e6, centred in the tallest.
    let stack = StackView(
      distribution: .equalSpacing, alignment: .center, spacing: Self.limit,
      arrangedSubviews: [
        arranged("n", width: 10, height: 10), arranged("m", width: 10, height: 10),
        arranged("w", width: 10, height: Self.limit),
      ])
    expectDirectAndReference(
      stack, size: Size(width: 2_000_030, height: 1_000_000),
      frames: [
        frame(0, 499_995, 10, 10), frame(1_000_010, 499_995, 10, 10),
        frame(2_000_020, 0, 10, 1_000_000),
      ])
  }

  @Test("equalCentering with spacing at the limit, no width given")
  func equalCenteringHuge() {
    // Views 10, 30, 10 wide: needs 20 + 1e6 on both pairs, centres 1e6 + 20 apart.
    // Width 5 + 2 × 1,000,020 + 5.
    let stack = StackView(
      distribution: .equalCentering, alignment: .center, spacing: Self.limit,
      arrangedSubviews: [
        arranged("a", width: 10, height: 10), arranged("b", width: 30, height: 10),
        arranged("c", width: 10, height: 10),
      ])
    expectDirectAndReference(
      stack, size: Size(width: 2_000_050, height: 10),
      frames: [
        frame(0, 0, 10, 10), frame(1_000_010, 0, 30, 10), frame(2_000_040, 0, 10, 10),
      ])
  }

  @Test("equalCentering with spacing -1,000,000, pinned: centres evenly spaced")
  func equalCenteringNegative() {
    // Pinned 100: the centres span 100 - 5 - 5 = 90, step 45 >= 10 - 1e6.
    let stack = StackView(
      distribution: .equalCentering, alignment: .center, spacing: -Self.limit,
      size: PartialSize(width: 100, height: nil),
      arrangedSubviews: (0..<3).map { arranged("v\($0)", width: 10, height: 10) })
    expectDirectAndReference(
      stack, size: Size(width: 100, height: 10),
      frames: [frame(0, 0, 10, 10), frame(45, 0, 10, 10), frame(90, 0, 10, 10)])
  }

  @Test("fill with spacing -1,000,000, no width given: the stack cannot be negative")
  func fillNegativeSpacing() {
    // The chain a + (-1e6) + b is the stack's width, never negative, and the
    // connections are required: a + b >= 1e6, which hugging (250) keeps as small
    // as it can, 1e6; the first view takes the excess (ties: the lowest index):
    // a = 999,990, b = 10 at 999,990 - 1e6 = -10. The width is 0.
    let stack = StackView(
      distribution: .fill, alignment: .center, spacing: -Self.limit,
      arrangedSubviews: [
        arranged("a", width: 10, height: 10), arranged("b", width: 10, height: 10),
      ])
    expectDirectAndReference(
      stack, size: Size(width: 0, height: 10),
      frames: [frame(0, 0, 999_990, 10), frame(-10, 0, 10, 10)])
  }

  @Test("random scenes with lengths up to the limits: every number finite")
  func randomExtremes() {
    var random = SplitMix64(seed: 0x4C49_4D49_5453)
    let magnitudes: [Double] = [0, 1e-6, 1, 1_000, 999_999.5, Self.limit]
    func length(_ random: inout SplitMix64, negative: Bool = false) -> Double {
      let value = random.element(of: magnitudes)
      return negative && random.chance(40) ? -value : value
    }
    for _ in 0..<1_000 {
      var stack = DifferentialScenes.scene(&random)
      stack.spacing = length(&random, negative: true)
      for axis in Axis.allCases where stack.size.length(along: axis) != nil {
        stack.size.setLength(length(&random), along: axis)
      }
      if random.chance(30) {
        stack.layoutMargins = EdgeInsets(
          top: length(&random), leading: length(&random), bottom: length(&random),
          trailing: length(&random))
      }
      for index in stack.arrangedSubviews.indices {
        var view = stack.arrangedSubviews[index]
        if view.intrinsicSize.width != nil { view.intrinsicSize.width = length(&random) }
        if view.intrinsicSize.height != nil { view.intrinsicSize.height = length(&random) }
        if view.customSpacingAfter != nil {
          view.customSpacingAfter = length(&random, negative: true)
        }
        if let height = view.intrinsicSize.height, view.firstBaseline != nil {
          view.firstBaseline = height / 3
          if view.lastBaseline != nil { view.lastBaseline = height / 2 }
        }
        stack.arrangedSubviews[index] = view
      }
      Self.expectFinite(stack.layout())
    }
  }

  // MARK: - Indices past 100: equalCentering's pairs at the fitting level

  /// 100 hidden views, then the visible ones: every pair's centring equality is
  /// at `max(150 - index, 50)` = 50, tied with `stack.width == 0 @50`.
  static func pastHundred(_ widths: [Double]) -> StackView {
    let hidden = (0..<100).map { arranged("h\($0)", width: 10, height: 10, isHidden: true) }
    let visible = widths.enumerated().map {
      arranged("v\($0.offset)", width: $0.element, height: 10)
    }
    return StackView(
      distribution: .equalCentering, alignment: .center, spacing: 0,
      arrangedSubviews: hidden + visible)
  }

  /// The frames of `pastHundred`'s views: hidden ones collapsed at x = 0.
  static func framesPastHundred(_ visible: [Rect]) -> [Rect] {
    Array(repeating: frame(0, 0, 0, 10), count: 100) + visible
  }

  @Test("unpinned equalCentering past index 100: fitting pairs keep their least distances")
  func centeringFittingPairs() {
    // Widths 10, 30, 10, 50, 10: needs 20, 20, 30, 30. Pair 0 sets d0 >= 20; at
    // 50 the width (5 + d0 + d1 + d2 + d3 + 5) ties with |d1 - d0| + |d2 - d0| +
    // |d3 - d0|. At d0 = 20: raising d0 by 1 costs 1 (width) + 1 (pair 1) and saves
    // 2 (pairs 2 and 3): no better, and the width (the highest rank) prefers
    // d0 = 20. Pairs 2 and 3 keep 30, pair 1 is at its need 20. Width 110; centres
    // 5, 25, 45, 75, 105.
    let stack = Self.pastHundred([10, 30, 10, 50, 10])
    expectDirectAndReference(
      stack, size: Size(width: 110, height: 10),
      frames: Self.framesPastHundred([
        frame(0, 0, 10, 10), frame(10, 0, 30, 10), frame(40, 0, 10, 10), frame(50, 0, 50, 10),
        frame(100, 0, 10, 10),
      ]))
  }

  @Test("unpinned equalCentering past index 100: wide fitting pairs widen the common distance")
  func centeringFittingPairsWiden() {
    // Widths 10, 10, 10, 50, 10, 50, 10: needs 10, 10, 30, 30, 30, 30. From d0 = 10,
    // raising d0 costs 1 (width) + 1 (pair 1, need 10) and saves 4: d0 rises to 30,
    // where it saves nothing more. Pair 1 stays at its need 10 (the smallest width).
    // Distances 30, 10, 30, 30, 30, 30: width 5 + 160 + 5 = 170; centres 5, 35, 45,
    // 75, 105, 135, 165.
    let stack = Self.pastHundred([10, 10, 10, 50, 10, 50, 10])
    expectDirectAndReference(
      stack, size: Size(width: 170, height: 10),
      frames: Self.framesPastHundred([
        frame(0, 0, 10, 10), frame(30, 0, 10, 10), frame(40, 0, 10, 10), frame(50, 0, 50, 10),
        frame(100, 0, 10, 10), frame(110, 0, 50, 10), frame(160, 0, 10, 10),
      ]))
  }

  @Test("unpinned equalCentering past index 100: a view resisting at 50 trades with the width")
  func centeringFittingPairsResisting() {
    // Widths 10, 40 (resisting at 50), 10, 10; pairs 1 and 2 centre at 50. At 50:
    // S = 10 + d0 + d1 + d2, plus |d1 - d0| + |d2 - d0|, plus 40 - b. With b kept,
    // d0 >= 5 + b/2, d1 >= b/2 + 5, d2 >= 10. b = 10: distances 10, 10, 10,
    // S = 40, errors 0, resistance 30: 70. Keeping e more (or less) costs e/2 in
    // S plus e/2 in pair 2's error (pairs 0 and 1 widen together), minus e (or
    // plus e) in resistance, and pair 2 cannot narrow: 70 + e/2 either way. So
    // b = 10, every distance 10, width 40.
    var stack = Self.pastHundred([10, 40, 10, 10])
    stack.arrangedSubviews[101].compressionResistance.horizontal = 50
    expectDirectAndReference(
      stack, size: Size(width: 40, height: 10),
      frames: Self.framesPastHundred([
        frame(0, 0, 10, 10), frame(10, 0, 10, 10), frame(20, 0, 10, 10), frame(30, 0, 10, 10),
      ]))
  }

  @Test("1,000 views 10x10, unpinned equalCentering: solved directly, centres 10 apart")
  func centeringThousand() {
    let stack = StackView(
      distribution: .equalCentering, alignment: .center, spacing: 0,
      arrangedSubviews: (0..<1_000).map { arranged("v\($0)", width: 10, height: 10) })
    var workspace = DirectSolverWorkspace()
    let direct = workspace.solveDirectly(stack)
    #expect(direct, "handed over at \(workspace.fallbackSite)")
    #expect(workspace.size == Size(width: 10_000, height: 10))
    for (index, rect) in workspace.frames.enumerated() {
      #expect(rect == frame(Double(index) * 10, 0, 10, 10))
    }
  }

  // MARK: - Indices past 248: fillProportionally's proportions tie at 751

  @Test("unpinned fillProportionally past index 248: the first tied proportion gives way")
  func proportionallyTied() {
    // 247 hidden views, then x (index 247, 100 wide, hugging 1000, 30 after it),
    // a and b (248 and 249, 100 wide), spacing 10. D = 300 + 2 × 10 = 320, every
    // multiplier 100 / 320. x's proportion (752) holds under its required hugging
    // only while A <= 320. At 751 a's and b's proportions tie: their errors add up
    // to at least |A - 40 - 3 × A / 3.2| = |A / 16 - 40|, least at A = 320 (20).
    // After the total, the later proportion (b) holds first: b = 100, and a takes
    // what is left, 320 - 40 - 100 - 100 = 80. Below 751 nothing moves A: the
    // stack's width 50 would shrink it, but that costs more at 751.
    let hidden = (0..<247).map { arranged("h\($0)", width: 10, height: 10, isHidden: true) }
    let stack = StackView(
      distribution: .fillProportionally, alignment: .center, spacing: 10,
      arrangedSubviews: hidden + [
        arranged(
          "x", width: 100, height: 10, hugging: PerAxis(horizontal: 1000, vertical: 250),
          customSpacingAfter: 30),
        arranged("a", width: 100, height: 10), arranged("b", width: 100, height: 10),
      ])
    expectDirectAndReference(
      stack, size: Size(width: 320, height: 10),
      frames: Array(repeating: frame(0, 0, 0, 10), count: 247) + [
        frame(0, 0, 100, 10), frame(130, 0, 80, 10), frame(220, 0, 100, 10),
      ])
  }
}
