import Testing

@testable import StackLayout

/// Hand-worked cases the direct solver once handed to the constraint solver:
/// fillEqually whose required hugging and compression resistance contradict each
/// other, and pinned equalCentering whose centring pairs past index 99 tie at 50.
/// Each must be solved directly and match the constraint solver.
@Suite("Direct solver: ties and contradictions once left to the constraint solver")
struct DirectSolverTieTests {
  /// A view `width` wide (nil: none) and 50 high, with the given horizontal
  /// priorities.
  static func view(
    _ name: String, _ width: Double?, hugging: Double = 250, resistance: Double = 750
  ) -> ArrangedView {
    arranged(
      name, width: width, height: 50, hugging: PerAxis(horizontal: hugging, vertical: 250),
      compressionResistance: PerAxis(horizontal: resistance, vertical: 750))
  }

  static func equalStack(width: Double, spacing: Double, _ views: [ArrangedView]) -> StackView {
    StackView(
      distribution: .fillEqually, spacing: spacing,
      size: PartialSize(width: width, height: 50), arrangedSubviews: views)
  }

  // MARK: - fillEqually, required constraints that contradict

  @Test(
    "pinned fillEqually: the common length where most required maximums hold, earlier views leave it"
  )
  func equalLengthsLeaving() {
    // Width 120, spacing 0. a, d, e, f hug 10 (@1000); b and c resist 45 (@1000).
    // Required errors: with w the common length (a's), G(w) = 4 max(0, w - 10)
    // + 2 max(0, 45 - w). b and c may leave w toward 45 at no cost (their
    // fill-equally error is what their resistance saves), d, e, f toward 10 the
    // same; the chain 120 must hold exactly, or the trailing connection pays. So
    // 6w + (b's and c's rise) = 120 with each rise at most 45 - w: w >= 7.5, and
    // 6w - (d, e, f's fall) = 120 with each at most w - 10: w <= 30. G falls by 2
    // per point below 10 and rises by 2 above: w = 10, G = 70.
    // The chain needs 120 - 60 = 60 more. From the last view down, fill-equally
    // holds while the views before can still give it: f, e, d keep 10; c would
    // leave only b (35 of 60), so c takes 25 (35 long); b all it can (45).
    let stack = Self.equalStack(
      width: 120, spacing: 0,
      [
        Self.view("a", 10, hugging: 1000), Self.view("b", 45, resistance: 1000),
        Self.view("c", 45, resistance: 1000), Self.view("d", 10, hugging: 1000),
        Self.view("e", 10, hugging: 1000), Self.view("f", 10, hugging: 1000),
      ])
    expectDirectAndReference(
      stack, size: Size(width: 120, height: 50),
      frames: [
        frame(0, 0, 10, 50), frame(10, 0, 45, 50), frame(55, 0, 35, 50), frame(90, 0, 10, 50),
        frame(100, 0, 10, 50), frame(110, 0, 10, 50),
      ])
    // The reason does not claim the equal share (120 / 6 = 20).
    let layout = stack.layout()
    #expect(
      layout.views[2].reason.along
        == "fillEqually with required hugging and compression resistance that contradict each "
        + "other: 35, where the required constraints break the least (an equal share would be 20)")
  }

  @Test("pinned fillEqually: with room for one view, the common length is the room's share")
  func equalLengthsShare() {
    // Width 100, spacing 0. a resists 50 (@1000), b hugs 10 (@1000), c has no width.
    // G(w) = max(0, 50 - w) + max(0, w - 10) is 40 anywhere in 10...50. The chain:
    // b may fall to 10, so 2w + 10 <= 100 (w <= 45), and nothing may rise but a,
    // which is the common length itself: 3w >= 100. So w in 100/3...45. From the
    // last view: c keeps w; b keeping w leaves only 3w == 100. a's resistance then
    // has nothing left to choose: every view is 100/3.
    let stack = Self.equalStack(
      width: 100, spacing: 0,
      [
        Self.view("a", 50, resistance: 1000), Self.view("b", 10, hugging: 1000),
        Self.view("c", nil),
      ])
    let third = 100.0 / 3
    expectDirectAndReference(
      stack, size: Size(width: 100, height: 50),
      frames: [
        frame(0, 0, third, 50), frame(third, 0, third, 50), frame(2 * third, 0, third, 50),
      ])
  }

  @Test("pinned fillEqually: spacing past the width, every view at the smallest required minimum")
  func equalLengthsOverflowing() {
    // Width 20, spacing 20 twice: the views have -20 between them, so every point of
    // length adds to the trailing connection's error. a resists 30, b 15, c is 12
    // both ways (all @1000): up to w = 12 each point saves three resistances as the
    // overflow costs three more (a tie); past 12, c's hugging and the overflow cost
    // more than a's and b's resistance save. Of 0...12, c's resistance (the last
    // view's, settled first) takes 12. Views at 0, 32, 64, 12 wide.
    let stack = Self.equalStack(
      width: 20, spacing: 20,
      [
        Self.view("a", 30, resistance: 1000), Self.view("b", 15, resistance: 1000),
        Self.view("c", 12, hugging: 1000, resistance: 1000),
      ])
    expectDirectAndReference(
      stack, size: Size(width: 20, height: 50),
      frames: [frame(0, 0, 12, 50), frame(32, 0, 12, 50), frame(64, 0, 12, 50)])
  }

  @Test(
    "unpinned fillEqually with a negative chain: a view rises to its required minimum to keep the stack's length at 0"
  )
  func equalLengthsNegativeChain() {
    // Width free, spacing -30 twice: the chain's fixed part is -60, so the lengths
    // must add up to at least 60 or the trailing connection breaks. a and c hug 10,
    // b resists 40 (all @1000). G(w) = 2 max(0, w - 10) + max(0, 40 - w) is least
    // at 10 (30). b may rise to 40 for free (its fill-equally error is what its
    // resistance saves): 3w + (40 - w) >= 60 holds from w = 10. So w = 10 and the
    // chain needs 60 - 30 more: b, the only view that can, rises by 30 to 40.
    // The stack's length 10 + 40 + 10 - 60 = 0. Views at 0, -20, -10.
    let stack = StackView(
      distribution: .fillEqually, spacing: -30, size: PartialSize(width: nil, height: 50),
      arrangedSubviews: [
        Self.view("a", 10, hugging: 1000), Self.view("b", 40, resistance: 1000),
        Self.view("c", 10, hugging: 1000),
      ])
    expectDirectAndReference(
      stack, size: Size(width: 0, height: 50),
      frames: [frame(0, 0, 10, 50), frame(-20, 0, 40, 50), frame(-10, 0, 10, 50)])
  }

  @Test(
    "baseline-relative fillEqually: a view hanging the next from its last baseline is out of the chain"
  )
  func equalLengthsBaselineRelative() {
    // Vertical, 100 high, spacing 0, baseline-relative. a is 20 high with a last
    // baseline at 15: b hangs 15 below a's top whatever a's height, so a is out of
    // the chain; b and c (the last view) are in it: b + c == 100 - 15 = 85.
    // b resists 60, c hugs 20 (@1000); a has no required constraint.
    // G(w) = max(0, 60 - w) + max(0, w - 20) is 40 on 20...60. b may rise to 60
    // and c fall to 20 for free, so the chain can be exact for 2w + (60 - w) >= 85
    // and 2w - (w - 20) <= 85: w in 25...65; least total on 25...60. From the last
    // view: c keeping w leaves 2w <= 85, then its hugging takes w down to 25. b
    // rises to 60 (85 - 2 × 25 = 35 more). a at 0, b at 15, c at 75.
    let stack = StackView(
      axis: .vertical, distribution: .fillEqually, spacing: 0,
      size: PartialSize(width: 50, height: 100), isBaselineRelativeArrangement: true,
      arrangedSubviews: [
        arranged("a", width: 50, height: 20, lastBaseline: 15),
        arranged(
          "b", width: 50, height: 60,
          compressionResistance: PerAxis(horizontal: 750, vertical: 1000)),
        arranged("c", width: 50, height: 20, hugging: PerAxis(horizontal: 250, vertical: 1000)),
      ])
    expectDirectAndReference(
      stack, size: Size(width: 50, height: 100),
      frames: [frame(0, 0, 50, 25), frame(0, 15, 50, 60), frame(0, 75, 50, 25)])
  }

  // MARK: - equalCentering, pinned, pairs past index 99

  /// A pinned equalCentering stack 50 high whose visible views (`widths`, 10 high,
  /// the last resisting at 150 so that the centring equalities decide) come after
  /// 100 hidden ones: pair k's equality is at `max(150 - (100 + k), 50)`, 50 for
  /// every pair after the first.
  static func centeringPast100(width: Double, _ widths: [Double]) -> StackView {
    let hidden = (0..<100).map { index in
      arranged("h\(index)", width: 10, height: 10, isHidden: true)
    }
    let visible = widths.enumerated().map { offset, length in
      arranged(
        "v\(offset)", width: length, height: 10,
        compressionResistance: PerAxis(
          horizontal: offset == widths.count - 1 ? 150 : 750, vertical: 750))
    }
    return StackView(
      distribution: .equalCentering, alignment: .center,
      size: PartialSize(width: width, height: 50), arrangedSubviews: hidden + visible)
  }

  static func hiddenFrames() -> [Rect] {
    // Hidden: no length along the axis; across it, placed as any view (centred).
    Array(repeating: frame(0, 20, 0, 10), count: 100)
  }

  @Test(
    "pinned equalCentering past index 99: the pairs at 50 share the room left, the narrow one gives"
  )
  func centeringPairsAtFiftyShare() {
    // Width 150: views 20, 80, 20, 20 keep their lengths (the room holds them).
    // Centre distances g0 (pair 0, the reference), g1 >= 50, g2 >= 20 with
    // g0 >= 50 (pair 0's need) and g0 + g1 + g2 = 150 - (20 + 20) / 2 = 130.
    // Even spacing (43.3) is too narrow. At 50, |g1 - g0| + |g2 - g0|: g0 = 50,
    // g1 = 50, g2 = 30 costs 20; a wider g0 costs pair 2 as much and pair 1 too.
    // Centres 10, 60, 110, 140: views at 0, 20, 100, 130.
    let stack = Self.centeringPast100(width: 150, [20, 80, 20, 20])
    expectDirectAndReference(
      stack, size: Size(width: 150, height: 50),
      frames: Self.hiddenFrames() + [
        frame(0, 20, 20, 10), frame(20, 20, 80, 10), frame(100, 20, 20, 10),
        frame(130, 20, 20, 10),
      ])
  }

  @Test(
    "pinned equalCentering past index 99: of two narrow pairs at 50, the earlier gives all it can")
  func centeringPairsAtFiftyEarliestGives() {
    // Width 180, views 20, 80, 20, 20, 20: needs 50, 50, 20, 20; the distances
    // add up to 180 - 20 = 160. g0 = 50 (its need), g1 = 50, and g2 + g3 = 60
    // against 100 if both held: 40 short, the same total however it is split.
    // The later pair's equality is settled first: g3 keeps all it can (40), g2
    // is at its need (20). Centres 10, 60, 110, 130, 170.
    let stack = Self.centeringPast100(width: 180, [20, 80, 20, 20, 20])
    expectDirectAndReference(
      stack, size: Size(width: 180, height: 50),
      frames: Self.hiddenFrames() + [
        frame(0, 20, 20, 10), frame(20, 20, 80, 10), frame(100, 20, 20, 10),
        frame(120, 20, 20, 10), frame(160, 20, 20, 10),
      ])
  }

  // MARK: - equalCentering, pinned, a pair tied with several views

  /// Width `width`, spacing 0: a (20) and d (100) resist at 750; b and c (10 each)
  /// resist at 149, the priority of pair 1's centring equality (`150 - 1`);
  /// `hidden` hidden views after them.
  static func centeringTie(width: Double, hidden: Int = 0) -> StackView {
    StackView(
      distribution: .equalCentering, spacing: 0, size: PartialSize(width: width, height: 50),
      arrangedSubviews: [
        Self.view("a", 20), Self.view("b", 10, resistance: 149),
        Self.view("c", 10, resistance: 149), Self.view("d", 100),
      ] + (0..<hidden).map { index in arranged("h\(index)", width: 10, height: 50, isHidden: true) }
    )
  }

  @Test("pinned equalCentering: a pair tied with two views at 149, all of which hold")
  func centeringPairTiedWithViews() {
    // Width 185. The centres of a and d are fixed by the ends: 10 and 135, so the
    // three distances add up to 125. Evenly spaced with every view at full length
    // needs d0 >= (20 + 10) / 2 = 15 and d2 >= (10 + 100) / 2 = 55: 3 × 55 > 125.
    // At 149, pair 1 (d1 == d0) and b, c (>= 10): with d0 = d1 = g, b's left edge
    // clears a (g >= 15) and c's right edge clears d (10 + 2g + 5 <= 85, g <= 35):
    // all three hold for g in 15...35. At 148, pair 2 (d2 == d0): |125 - 3g| is
    // least at g = 35 (off by 20). Centres 10, 45, 80, 135.
    expectDirectAndReference(
      Self.centeringTie(width: 185), size: Size(width: 185, height: 50),
      frames: [
        frame(0, 0, 20, 50), frame(40, 0, 10, 50), frame(75, 0, 10, 50), frame(85, 0, 100, 50),
      ])
  }

  @Test("pinned equalCentering, 204 views: the same tie is laid out directly, past 64 views")
  func centeringPairTiedWithViewsLarge() {
    // The case above with 200 hidden views after d (past the constraint solver's
    // 64 views): the same frames for the visible ones.
    let stack = Self.centeringTie(width: 185, hidden: 200)
    var workspace = DirectSolverWorkspace()
    let direct = workspace.solveDirectly(stack)
    #expect(direct, "handed over at \(workspace.fallbackSite)")
    let layout = stack.layout()
    #expect(layout.notLaidOut == nil)
    #expect(
      Array(layout.frames.prefix(4)) == [
        frame(0, 0, 20, 50), frame(40, 0, 10, 50), frame(75, 0, 10, 50), frame(85, 0, 100, 50),
      ])
  }

  @Test("pinned equalCentering: a pair tied with two views at 149 that cannot all hold")
  func centeringPairTiedWithViewsTrade() {
    // Width 140: the centres of a and d are 10 and 90, the distances add up to 80.
    // With b and c at 10 and d1 == d0 = g, g >= 15 and d2 >= (10 + 100) / 2 = 55
    // need 2 × 15 + 55 = 85: not every constraint at 149 can hold. The tier's
    // least total is 5: with b at 10 - y (0 <= y <= 5), d0 = 15 - y / 2 and
    // d1 = 80 - 55 - d0, pair 1 is off by 5 - y and b by y; shrinking c instead
    // costs more (c by x, pair 1 off by 5 - x / 2). By rank, c's resistance (2)
    // holds first, then pair 1's equality (rank 1, later in the list than b's
    // resistance): y = 5. b is 5 wide, d0 = d1 = 12.5, d2 = 55: centres 10, 22.5,
    // 35, 90.
    expectDirectAndReference(
      Self.centeringTie(width: 140), size: Size(width: 140, height: 50),
      frames: [
        frame(0, 0, 20, 50), frame(20, 0, 5, 50), frame(30, 0, 10, 50), frame(40, 0, 100, 50),
      ])
  }
}
