import Testing

@testable import StackLayout

/// Hand-worked cases of baseline-relative fillProportionally with no height given,
/// solved by the direct solver as a one-variable problem in the canvas height `A`.
/// Each must be solved directly and match the constraint solver.
@Suite("Direct solver: baseline-relative fillProportionally, no height given")
struct DirectSolverBaselineProportionalTests {
  /// Both solvers give the hand-worked frames, and the direct one solves it itself.
  private func expectBoth(
    _ stack: StackView, size: Size, frames: [Rect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectDirectAndReference(stack, size: size, frames: frames, sourceLocation: sourceLocation)
  }

  /// Spacing 10: a (90 tall, last baseline 60, resisting at `resistance`) hangs b
  /// (100 tall) from its baseline.
  private func hanging(resistance: Double = 750, margins: EdgeInsets = EdgeInsets()) -> StackView {
    StackView(
      axis: .vertical, distribution: .fillProportionally, spacing: 10,
      layoutMargins: margins, isLayoutMarginsRelativeArrangement: true,
      isBaselineRelativeArrangement: true,
      arrangedSubviews: [
        arranged(
          "a", width: 50, height: 90,
          compressionResistance: PerAxis(horizontal: 750, vertical: resistance),
          lastBaseline: 60),
        arranged("b", width: 50, height: 100),
      ])
  }

  @Test("every proportion holds: the hanging view's length is its own")
  func proportionsHold() {
    // D = 90 + 100 + 10 = 200: a's share 0.45 (@999), b's 0.5 (@998). The chain
    // runs through a's baseline: 60 + 10 + b = A, so b = A - 70. b's proportion:
    // A - 70 = 0.5 × A, A = 140, b = 70. a's own length is its proportion,
    // 0.45 × 140 = 63 (its resistance, 750, is below 999). b starts at 60 + 10 = 70.
    expectBoth(
      hanging(), size: Size(width: 50, height: 140),
      frames: [frame(0, 0, 50, 63), frame(0, 70, 50, 70)])
  }

  @Test("margins: the shares are of the stack's full height, the chain runs inside the margins")
  func proportionsHoldWithMargins() {
    // As above inside margins 5 (top) and 7 (bottom), the stack H tall. The shares
    // are of H itself (uikit-stack.md, fillProportionally): a = 0.45 × H @999,
    // b = 0.5 × H @998. The chain: a starts at 5, b at 5 + 60 + 10 = 75, and b ends
    // at H - 7, so b = H - 82. b's proportion: H - 82 = 0.5 × H, H = 164, b = 82;
    // a is its own, 0.45 × 164 = 73.8 (its resistance, 750, is below 999).
    expectBoth(
      hanging(margins: EdgeInsets(top: 5, leading: 0, bottom: 7, trailing: 0)),
      size: Size(width: 50, height: 164),
      frames: [frame(0, 5, 50, 73.8), frame(0, 75, 50, 82)])
  }

  @Test("a hanging view's required resistance: its proportion stretches the stack")
  func hangingResistanceOutranks() {
    // a resists at 1000, so a >= 90, and its proportion (0.45 × A @999) holds only
    // with A >= 200. That settles before b's proportion (@998): |0.5 × A - 70| is
    // least at A = 200 (off by 30). b = 200 - 70 = 130, a = max(0.45 × 200, 90) = 90.
    expectBoth(
      hanging(resistance: 1000), size: Size(width: 50, height: 200),
      frames: [frame(0, 0, 50, 90), frame(0, 70, 50, 130)])
  }

  /// Spacing 0: a (100 tall), b (50 tall, first baseline 10, last baseline 40),
  /// c (50 tall, resisting at `resistance`).
  private func middleHanging(resistance: Double) -> StackView {
    StackView(
      axis: .vertical, distribution: .fillProportionally,
      isBaselineRelativeArrangement: true,
      arrangedSubviews: [
        arranged("a", width: 50, height: 100),
        arranged("b", width: 50, height: 50, firstBaseline: 10, lastBaseline: 40),
        arranged(
          "c", width: 50, height: 50,
          compressionResistance: PerAxis(horizontal: 750, vertical: resistance)),
      ])
  }

  @Test("a chained view before the last: the last chained view takes what is left")
  func lastChainedTakesRest() {
    // D = 200: shares a 0.5 (@999), b 0.25 (@998), c 0.25 (@997). The chain:
    // a + (0 - 10) + 40 + 0 + c = A, so with a = 0.5 × A, c = 0.5 × A - 30. c's
    // proportion: 0.5 × A - 30 = 0.25 × A, A = 120: a = 60, c = 30, b = 30 (its own,
    // 0.25 × 120). b starts at 60 - 10 = 50, c at 50 + 40 = 90.
    expectBoth(
      middleHanging(resistance: 750), size: Size(width: 50, height: 120),
      frames: [frame(0, 0, 50, 60), frame(0, 50, 50, 30), frame(0, 90, 50, 30)])
  }

  @Test("the last chained view's required resistance: its proportion gives way")
  func lastChainedGivesWay() {
    // As above with c resisting at 1000: 0.5 × A - 30 >= 50, A >= 160. c's
    // proportion |0.25 × A - 30| is least at A = 160 (off by 10): a = 80, c = 50,
    // b = 40 (its resistance, 750, is below its proportion, 998). b starts at
    // 80 - 10 = 70, c at 70 + 40 = 110.
    expectBoth(
      middleHanging(resistance: 1000), size: Size(width: 50, height: 160),
      frames: [frame(0, 0, 50, 80), frame(0, 70, 50, 40), frame(0, 110, 50, 50)])
  }

  @Test("the only share, hanging: a required proportion")
  func requiredHangingProportion() {
    // D = 100 (b has no intrinsic height: no share, length 0), so a's multiplier
    // is 1 and its proportion required: a = A. a hangs b from its last baseline 30:
    // A = 30 + 0 + b = 30. a is 30 tall (its resistance, 750, gives way); b at 30.
    let stack = StackView(
      axis: .vertical, distribution: .fillProportionally,
      isBaselineRelativeArrangement: true,
      arrangedSubviews: [
        arranged("a", width: 50, height: 100, lastBaseline: 30),
        arranged("b", width: 50, height: nil),
      ])
    expectBoth(
      stack, size: Size(width: 50, height: 30),
      frames: [frame(0, 0, 50, 30), frame(0, 30, 50, 0)])
  }

  @Test("a required hugging against the chain: the proportions give way in turn")
  func proportionsGiveWay() {
    // D = 100 + 300 = 400 (b, 0 tall, has no share: its length is 0). b hangs c
    // from its last baseline 40: A = a + 40 + c. a hugs at 1000: a = 0.25 × A <= 100,
    // A <= 400. c resists at 1000: c = 0.75 × A - 40 >= 300, A >= 453.3. So a's
    // proportion (@999) gives way: off by 0.25 × (a + 40 + c) - a, least with a as
    // long (100) and c as short (300) as they may be: A = 440. b at 100, c at 140.
    let stack = StackView(
      axis: .vertical, distribution: .fillProportionally,
      isBaselineRelativeArrangement: true,
      arrangedSubviews: [
        arranged(
          "a", width: 50, height: 100, hugging: PerAxis(horizontal: 250, vertical: 1000)),
        arranged("b", width: 50, height: 0, lastBaseline: 40),
        arranged(
          "c", width: 50, height: 300,
          compressionResistance: PerAxis(horizontal: 750, vertical: 1000)),
      ])
    expectBoth(
      stack, size: Size(width: 50, height: 440),
      frames: [frame(0, 0, 50, 100), frame(0, 100, 50, 0), frame(0, 140, 50, 300)])
  }

  @Test("proportions giving way beside a hanging view with a share: the search over the height")
  func tradeBySearch() {
    // D = 100 + 10 + 300 = 410. b (10 tall) hangs c from its last baseline 40:
    // c = A - a - 40. a hugs at 1000: a = 100/410 × A <= 100, so A <= 410. c resists
    // at 1000: c = 310/410 × A - 40 >= 300, so A >= 449.7. Both hold only if a's
    // proportion gives way to the chain (a = 100, c = 300, A = 440), a trade the
    // closed forms leave to the search over the stack's height.
    let stack = StackView(
      axis: .vertical, distribution: .fillProportionally,
      isBaselineRelativeArrangement: true,
      arrangedSubviews: [
        arranged(
          "a", width: 50, height: 100, hugging: PerAxis(horizontal: 250, vertical: 1000)),
        arranged("b", width: 50, height: 10, lastBaseline: 40),
        arranged(
          "c", width: 50, height: 300,
          compressionResistance: PerAxis(horizontal: 750, vertical: 1000)),
      ])
    var closedForms = DirectSolverWorkspace()
    closedForms.lengthSearch = .never
    let closedFormsSolve = closedForms.solveDirectly(stack)
    #expect(!closedFormsSolve)
    var workspace = DirectSolverWorkspace()
    let direct = workspace.solveDirectly(stack)
    #expect(direct, "handed over at \(workspace.fallbackSite)")
    // a's proportion (@999) is off by 100/410 × (a + 40 + c) - a: least with a as
    // long (100) and c as short (300) as they may be, A = 440. b is its own
    // 10/410 × 440 = 440/41, from 100 (a's bottom); c from 100 + 40 = 140.
    expectLayout(
      stack.layout(), size: Size(width: 50, height: 440),
      frames: [frame(0, 0, 50, 100), frame(0, 100, 50, 440 / 41), frame(0, 140, 50, 300)])
  }
}
