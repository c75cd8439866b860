import Testing

@testable import StackLayout

/// Hand-worked cases of the direct solver where views or proportions give way:
/// unpinned equalCentering with views resisting at 50 or less, pinned equalCentering
/// whose centres cannot be evenly spaced, unpinned fillProportionally whose
/// proportions cannot all hold. Each must be solved directly and match the
/// constraint solver.
@Suite("Direct solver: views and proportions giving way")
struct DirectSolverGivingTests {
  /// A view `width` wide (nil: no intrinsic width) and 50 high, resisting
  /// horizontal compression at `resistance`.
  static func view(
    _ name: String, _ width: Double?, resistance: Double = 750, spacingAfter: Double? = nil
  ) -> ArrangedView {
    arranged(
      name, width: width, height: 50,
      compressionResistance: PerAxis(horizontal: resistance, vertical: 750),
      customSpacingAfter: spacingAfter)
  }

  /// Checks the direct solver handles `stack` itself and gives `frames` and
  /// `width`, and that the constraint solver agrees.
  static func check(
    _ stack: StackView, width: Double, frames: [Rect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectDirectAndReference(
      stack, size: Size(width: width, height: 50), frames: frames,
      sourceLocation: sourceLocation)
  }

  // MARK: - equalCentering, no width given

  @Test("unpinned equalCentering: views resisting below 50 give way, then take back room")
  func centeringBelowFitting() {
    // Views 40, 60 (@25), 80 (@40), 60 (@25), 40 wide, spacing 10, width free.
    // Every centring equality (149, 148, 147) holds: one distance g between centres.
    // Width = 40/2 + 4g + 40/2. stack.width == 0 @50 outranks the three middle
    // resistances: they go to 0, and g = max over pairs of (L + L')/2 + 10:
    // (40 + 0)/2 + 10 = 30 at both ends, 10 in the middle, so g = 30, width 160.
    // Below 50, c (@40) first: 2 × (30 - 10) - 0 on either side = 40 (of its 80).
    // Then b and d (@25, the later first): 2 × 20 - 40 = 0 beside c. So b, d = 0.
    // Centres 20, 50, 80, 110, 140.
    let stack = StackView(
      distribution: .equalCentering, spacing: 10, size: PartialSize(width: nil, height: 50),
      arrangedSubviews: [
        Self.view("a", 40), Self.view("b", 60, resistance: 25),
        Self.view("c", 80, resistance: 40), Self.view("d", 60, resistance: 25),
        Self.view("e", 40),
      ])
    Self.check(
      stack, width: 160,
      frames: [
        frame(0, 0, 40, 50), frame(50, 0, 0, 50), frame(60, 0, 40, 50), frame(110, 0, 0, 50),
        frame(120, 0, 40, 50),
      ])
  }

  @Test("unpinned equalCentering: a view resisting at exactly 50 ties with the width")
  func centeringAtFitting() {
    // Views 80, 200 (@50), 40 wide, spacing 0, width free: width = 80/2 + 2g + 40/2.
    // At 50, b's resistance ties with stack.width == 0. With b at 0, g >= 40 (a and
    // b: (80 + 0)/2). Lowering g by 1 below 140 (where b keeps 200 beside a) shrinks
    // the width by 2 and compresses b by 2: the tier's total is the same for every
    // g in 40...140; of those the width's constraint (the highest rank) is settled
    // first, so g = 40, b = 2 × 40 - 80 = 0, width 140. Centres 40, 80, 120.
    let stack = StackView(
      distribution: .equalCentering, size: PartialSize(width: nil, height: 50),
      arrangedSubviews: [
        Self.view("a", 80), Self.view("b", 200, resistance: 50), Self.view("c", 40),
      ])
    Self.check(
      stack, width: 140,
      frames: [frame(0, 0, 80, 50), frame(80, 0, 0, 50), frame(100, 0, 40, 50)])
  }

  // MARK: - equalCentering, pinned, centres not evenly spaced

  @Test("pinned equalCentering: the centring equality outranks a view's resistance")
  func centeringOutranksResistance() {
    // Views 100, 60 (@100), 20 wide in 200, spacing 0. Evenly spaced centres would
    // need g = (200 - (100 + 20)/2) / 2 = 70, but a and b need (100 + 60)/2 = 80.
    // The equality of the two gaps (@149) comes before b's resistance (@100): with b
    // at 0 it holds (needs 50 and 10, both <= 70), so g = 70; then b takes what the
    // gaps leave: 2 × 70 - 100 = 40. Centres 50, 120, 190.
    let stack = StackView(
      distribution: .equalCentering, size: PartialSize(width: 200, height: 50),
      arrangedSubviews: [
        Self.view("a", 100), Self.view("b", 60, resistance: 100), Self.view("c", 20),
      ])
    Self.check(
      stack, width: 200,
      frames: [frame(0, 0, 100, 50), frame(100, 0, 40, 50), frame(180, 0, 20, 50)])
  }

  @Test("pinned equalCentering: a view without an intrinsic width grows into uneven gaps")
  func centeringFreeViewGrows() {
    // Views 20, none, 20, 100 wide in 200, spacing 0; b is 0 while priorities
    // decide. Centre distances g0, g1, g2 with 20/2 + g0 + g1 + g2 + 100/2 = 200.
    // Needs: 10, 10, 60. Pair 1 (@149): g1 = g0 holds (2 × 10 + 60 <= 140). Pair 2
    // (@148): g2 = g0 would need 3 × 60 > 140; the least break widens g2 past the
    // others: 2 g0 + g2 = 140 with g2 = 60 gives g0 = 40, g2 - g0 = 20. Then b grows
    // as far as both its gaps allow: 2 × 40 - 20 = 60. Centres 10, 50, 90, 150.
    let stack = StackView(
      distribution: .equalCentering, size: PartialSize(width: 200, height: 50),
      arrangedSubviews: [
        Self.view("a", 20), Self.view("b", nil), Self.view("c", 20), Self.view("d", 100),
      ])
    Self.check(
      stack, width: 200,
      frames: [
        frame(0, 0, 20, 50), frame(20, 0, 60, 50), frame(80, 0, 20, 50), frame(100, 0, 100, 50),
      ])
  }

  @Test("pinned equalCentering: a centring equality and a resistance share a priority")
  func centeringTiesWithResistance() {
    // Views 100, 20, 60 (@149), 20 wide in 200, spacing 0: the lengths alone fill
    // 200. Gaps g0, g1, g2 between centres, 100/2 + g0 + g1 + g2 + 20/2 = 200. Pair
    // 1's equality g1 == g0 is also @149 (150 - b's index 1): one tier with c's
    // resistance. g0 >= (100 + 20)/2 = 60. Holding g1 = g0 >= 60 leaves
    // g2 <= 140 - 120 = 20 >= (c + 20)/2, so c <= 20: the tier's error is 40.
    // Narrowing g1 by e instead: g2 = 20 + e >= (c + 20)/2 lets c = 20 + 2e, and
    // g1 = 60 - e >= (20 + c)/2 lets c <= 100 - 2e: at e = 20, c keeps all 60 and the
    // error is 20, the least. Pair 2 (@148) then cannot hold either: everything is
    // tight, g = 60, 40, 40. Centres 50, 110, 150, 190.
    let stack = StackView(
      distribution: .equalCentering, size: PartialSize(width: 200, height: 50),
      arrangedSubviews: [
        Self.view("a", 100), Self.view("b", 20), Self.view("c", 60, resistance: 149),
        Self.view("d", 20),
      ])
    Self.check(
      stack, width: 200,
      frames: [
        frame(0, 0, 100, 50), frame(100, 0, 20, 50), frame(120, 0, 60, 50), frame(180, 0, 20, 50),
      ])
  }

  // MARK: - fillProportionally, no width given

  @Test("unpinned fillProportionally: a custom spacing the proportions cannot absorb")
  func proportionsWithCustomSpacing() {
    // Views 100 and 100 wide, spacing 0 but 20 after a; width free. D = 200, each
    // proportion is A / 2 (a @999, b @998), and a + 20 + b = A. a's holds:
    // a = A/2, b = A/2 - 20, whatever A is (b's proportion is off by 20). Then the
    // resistances (@750): A/2 >= 100 and A/2 - 20 >= 100, so A >= 240; the huggings
    // (@250) want A small: A = 240, a = 120 (its hugging broken by 20), b = 100.
    let stack = StackView(
      distribution: .fillProportionally, size: PartialSize(width: nil, height: 50),
      arrangedSubviews: [Self.view("a", 100, spacingAfter: 20), Self.view("b", 100)])
    Self.check(stack, width: 240, frames: [frame(0, 0, 120, 50), frame(140, 0, 100, 50)])
  }

  @Test("unpinned fillProportionally: proportions that would need a negative width")
  func proportionsNeedingNegativeWidth() {
    // Views 100 and 100 wide, spacing 10 but -30 after a; width free. D = 210.
    // a = (100/210) A holds (@999); b = A + 30 - a = (110/210) A + 30, so b's
    // proportion (@998) is off by |30 + (10/210) A|, least at A = -630: but a >= 0
    // needs A >= 0, so A = 0, a = 0, b = 30 at x = -30. Both resistances (@750)
    // rank below the proportions and break.
    let stack = StackView(
      distribution: .fillProportionally, spacing: 10, size: PartialSize(width: nil, height: 50),
      arrangedSubviews: [Self.view("a", 100, spacingAfter: -30), Self.view("b", 100)])
    Self.check(stack, width: 0, frames: [frame(0, 0, 0, 50), frame(-30, 0, 30, 50)])
  }

  @Test("unpinned fillProportionally: required constraints break the first proportion")
  func requiredBreaksProportion() {
    // Views 100 (hugging required) and 150 (compression resistance required) wide,
    // spacing 0 but 20 after a; width free. D = 250: a's proportion (@999) is
    // 0.4 A, b's (@998) 0.6 A, and a + 20 + b = A. Holding a's would need
    // 0.4 A <= 100 (A <= 250) and b = 0.6 A - 20 >= 150 (A >= 283.3): it must give.
    // With a = 0.4 A + e: a <= 100 gives e <= 100 - 0.4 A, b = 0.6 A - 20 - e >= 150
    // gives e <= 0.6 A - 170; the e nearest 0 is where both meet: A = 270, e = -8.
    // So a = 100, b = 150, width 270 (b's proportion, 162, breaks by 12).
    let stack = StackView(
      distribution: .fillProportionally, size: PartialSize(width: nil, height: 50),
      arrangedSubviews: [
        arranged(
          "a", width: 100, height: 50, hugging: PerAxis(horizontal: 1000, vertical: 250),
          customSpacingAfter: 20),
        arranged(
          "b", width: 150, height: 50,
          compressionResistance: PerAxis(horizontal: 1000, vertical: 750)),
      ])
    Self.check(stack, width: 270, frames: [frame(0, 0, 100, 50), frame(120, 0, 150, 50)])
  }
}
