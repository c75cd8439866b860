import Testing

@testable import StackLayout

/// Hand-worked cases the direct solver once handed to the constraint solver:
/// pinned fillEqually whose required hugging and compression resistance contradict
/// each other. Each must be solved directly and match the constraint solver.
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
}
