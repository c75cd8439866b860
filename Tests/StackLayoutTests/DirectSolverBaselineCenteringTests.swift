import Testing

@testable import StackLayout

/// Hand-worked layouts of baseline-relative equalCentering (a vertical stack whose
/// spacing runs from a view's last baseline to the next view's first baseline),
/// checked against the direct solver and the constraint solver.
///
/// The least distance between the centres of views `k` and `k + 1` (its need) is
/// `L[k] / 2 + L[k+1] / 2 + s - f[k+1]`, or `b[k] - L[k] / 2 + L[k+1] / 2 + s -
/// f[k+1]` when view `k` has a last baseline `b[k]` (it hangs the next view).
@Suite("Direct solver: baseline-relative equalCentering")
struct DirectSolverBaselineCenteringTests {
  /// Both solvers give the hand-worked frames, and the direct one solves it itself.
  private func expectBoth(
    _ stack: StackView, size: Size, frames: [Rect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectDirectAndReference(stack, size: size, frames: frames, sourceLocation: sourceLocation)
  }

  private func stack(_ height: Double?, _ views: [ArrangedView], spacing: Double = 10)
    -> StackView
  {
    StackView(
      axis: .vertical, distribution: .equalCentering, spacing: spacing,
      size: PartialSize(width: nil, height: height), isBaselineRelativeArrangement: true,
      arrangedSubviews: views)
  }

  /// The reason of a hanging view compressed by `amount` because the centring
  /// equality beside it, at `equality`, ranks above its compression resistance.
  private func tradedReason(_ amount: Int, equality: Int, resistance: Int) -> String {
    "compressed by \(amount): its length moves only its centre (the next view hangs from "
      + "its last baseline), and the centring equality beside it (\(equality)) ranks above "
      + "its compression resistance (\(resistance))"
  }

  /// a (40 tall, last baseline 30), b (30 tall, first baseline 6), c (20 tall).
  private var hanging: [ArrangedView] {
    [
      arranged("a", width: 50, height: 40, lastBaseline: 30),
      arranged("b", width: 50, height: 30, firstBaseline: 6),
      arranged("c", width: 50, height: 20),
    ]
  }

  @Test("first baselines only: plain equalCentering with the spacings lowered")
  func firstBaselinesOnly() {
    // Needs: a-b (40 + 30) / 2 + 10 - 6 = 39, b-c (30 + 20) / 2 + 10 - 4 = 31.
    // Unpinned: the common distance is the largest, 39; height 40/2 + 2 × 39 +
    // 20/2 = 108. Centres 20, 59, 98: tops 0, 44, 88.
    let views = [
      arranged("a", width: 50, height: 40),
      arranged("b", width: 50, height: 30, firstBaseline: 6),
      arranged("c", width: 50, height: 20, firstBaseline: 4),
    ]
    expectBoth(
      stack(nil, views), size: Size(width: 50, height: 108),
      frames: [frame(0, 0, 50, 40), frame(0, 44, 50, 30), frame(0, 88, 50, 20)])
  }

  @Test("a view hangs the next from its last baseline, no height: the widest need")
  func hangingUnpinned() {
    // Needs: a-b 30 - 40/2 + 30/2 + 10 - 6 = 29, b-c 15 + 10 + 10 = 35. The
    // common distance 35 (b-c: neither view gives way): height 20 + 70 + 10 = 100.
    // Centres 20, 55, 90: tops 0, 40, 80.
    expectBoth(
      stack(nil, hanging), size: Size(width: 50, height: 100),
      frames: [frame(0, 0, 50, 40), frame(0, 40, 50, 30), frame(0, 80, 50, 20)])
  }

  @Test("a view hangs the next, pinned with room: centres evenly spaced")
  func hangingPinnedRoom() {
    // 200 tall: the end centres 20 and 190 are 170 apart, 85 per pair (needs 29
    // and 35). Centres 20, 105, 190: tops 0, 90, 180.
    expectBoth(
      stack(200, hanging), size: Size(width: 50, height: 200),
      frames: [frame(0, 0, 50, 40), frame(0, 90, 50, 30), frame(0, 180, 50, 20)])
  }

  @Test("a view hangs the next, pinned: centres cannot be evenly spaced")
  func hangingPinnedUneven() {
    // a (40, last baseline 30), b (30, first baseline 6), c (60), d (20), 180 tall.
    // Needs: a-b 29, b-c 15 + 30 + 10 = 55, c-d 30 + 10 + 10 = 50. The end centres
    // 20 and 170 are 150 apart. Pair b-c's equality (@149) first: g1 = g0 would
    // need 2 × 55 + 50 = 160 > 150, so b-c takes its need 55, c-d its need 50 and
    // a-b the rest, 45 (the error 10, the least). Centres 20, 65, 120, 170: tops
    // 0, 50, 90, 160. Every length outranks the equalities (hugging 250,
    // resistance 750), so none trades.
    let views = [
      arranged("a", width: 50, height: 40, lastBaseline: 30),
      arranged("b", width: 50, height: 30, firstBaseline: 6),
      arranged("c", width: 50, height: 60),
      arranged("d", width: 50, height: 20),
    ]
    expectBoth(
      stack(180, views), size: Size(width: 50, height: 180),
      frames: [
        frame(0, 0, 50, 40), frame(0, 50, 50, 30), frame(0, 90, 50, 60), frame(0, 160, 50, 20),
      ])
  }

  @Test("a view hangs the next, pinned too short: the chain gives way as fill's does")
  func hangingPinnedOverflow() {
    // 80 tall. The chain: a's baseline 30 + (10 - 6) + b's 30 + 10 + c's 20 = 94,
    // 14 too long; a's length is not in it. c resists least (700 against b's 750):
    // c is 6 tall. Needs: a-b 30 - 20 + 15 + 4 = 29, b-c 15 + 3 + 10 = 28, which
    // fill the 80 - 20 - 3 = 57 between the end centres. Centres 20, 49, 77: tops
    // 0, 34, 74.
    var views = hanging
    views[2].compressionResistance = PerAxis(horizontal: 750, vertical: 700)
    expectBoth(
      stack(80, views), size: Size(width: 50, height: 80),
      frames: [frame(0, 0, 50, 40), frame(0, 34, 50, 30), frame(0, 74, 50, 6)])
  }

  @Test("no height, a middle view resisting below 50 beside a stiff widest need")
  func hangingUnpinnedStiff() {
    // a (40, last baseline 30, spacing 40 after it), b (30, first baseline 6), c (60,
    // resisting at 40), d (20). Needs: a-b 30 - 20 + 15 + 40 - 6 = 59, b-c 55, c-d
    // 50. The widest, a-b, involves neither c nor a view giving way, so c giving
    // way cannot shorten the stack: height 20 + 3 × 59 + 10 = 207, and below 50 c
    // has all its 60 (b-c 55 and c-d 50 stay within 59). Centres 20, 79, 138, 197:
    // tops 0, 64, 108, 187.
    let views = [
      arranged("a", width: 50, height: 40, customSpacingAfter: 40, lastBaseline: 30),
      arranged("b", width: 50, height: 30, firstBaseline: 6),
      arranged(
        "c", width: 50, height: 60, compressionResistance: PerAxis(horizontal: 750, vertical: 40)),
      arranged("d", width: 50, height: 20),
    ]
    expectBoth(
      stack(nil, views), size: Size(width: 50, height: 207),
      frames: [
        frame(0, 0, 50, 40), frame(0, 64, 50, 30), frame(0, 108, 50, 60), frame(0, 187, 50, 20),
      ])
  }

  @Test("no height, a middle view resisting below 50 takes back what the widest need leaves")
  func middleViewTakesBack() {
    // As above, but c is 100 tall: at its length b-c would need 15 + 50 + 10 = 75.
    // At 50 c gives all (b-c 25, c-d 20), the widest need is a-b's 59 (stiff):
    // height 20 + 3 × 59 + 10 = 207. At 40 c takes back up to b-c's 59:
    // 2 × (59 - 25) = 68 (c-d allows 2 × (59 - 20) = 78). Centres 20, 79, 138,
    // 197: tops 0, 64, 104, 187.
    let views = [
      arranged("a", width: 50, height: 40, customSpacingAfter: 40, lastBaseline: 30),
      arranged("b", width: 50, height: 30, firstBaseline: 6),
      arranged(
        "c", width: 50, height: 100, compressionResistance: PerAxis(horizontal: 750, vertical: 40)),
      arranged("d", width: 50, height: 20),
    ]
    expectBoth(
      stack(nil, views), size: Size(width: 50, height: 207),
      frames: [
        frame(0, 0, 50, 40), frame(0, 64, 50, 30), frame(0, 104, 50, 68), frame(0, 187, 50, 20),
      ])
  }

  @Test("no height, two views, the last resisting at exactly 50: the shorter stack wins")
  func twoViewsTieAtFifty() {
    // The stack is the chain: a's baseline 30 + 10 - 6 + b's length. Each unit b
    // gives saves a unit of the stack and costs a unit of b's resistance, both @50:
    // a tie, which goes to the stack's length (ranked highest). b is 0, the need
    // 30 - 20 + 0 + 4 = 14, height 20 + 14 + 0 = 34. Centres 20, 34: tops 0, 34.
    let views = [
      arranged("a", width: 50, height: 40, lastBaseline: 30),
      arranged(
        "b", width: 50, height: 30, compressionResistance: PerAxis(horizontal: 750, vertical: 50),
        firstBaseline: 6),
    ]
    expectBoth(
      stack(nil, views), size: Size(width: 50, height: 34),
      frames: [frame(0, 0, 50, 40), frame(0, 34, 50, 0)])
  }

  @Test("no height, the last view resisting below 50 gives all of its length")
  func lastViewGives() {
    // c resists at 25: each unit it gives shortens the stack by a half and narrows
    // b-c, so at 50 it gives all 20. Needs: a-b 29, b-c 15 + 0 + 10 = 25; height
    // 20 + 2 × 29 + 0 = 78. At 25 it cannot take any back: the stack would have to
    // narrow a-b below its need. Centres 20, 49, 78: tops 0, 34, 78.
    var views = hanging
    views[2].compressionResistance = PerAxis(horizontal: 750, vertical: 25)
    expectBoth(
      stack(nil, views), size: Size(width: 50, height: 78),
      frames: [frame(0, 0, 50, 40), frame(0, 34, 50, 30), frame(0, 78, 50, 0)])
  }

  @Test("no height, a hanging first view resisting below 50 gives until its need is the widest")
  func hangingFirstViewGives() {
    // a resists at 25. Its need below, 30 - L/2 + 15 + 10 - 6 = 49 - L/2, widens as
    // it gives; b-c needs 35. Height L/2 + 2 × max(35, 49 - L/2) + 10: 108 - L/2
    // while L < 28, L/2 + 80 after: least at L = 28, height 94. Taking back at 25
    // would need the b-c distance below 35. Centres 14, 49, 84: tops 0, 34, 74.
    var views = hanging
    views[0].compressionResistance = PerAxis(horizontal: 750, vertical: 25)
    expectBoth(
      stack(nil, views), size: Size(width: 50, height: 94),
      frames: [frame(0, 0, 50, 28), frame(0, 34, 50, 30), frame(0, 74, 50, 20)])
  }

  @Test("no height, a view resisting at 50 beside the only widest need: it gives all")
  func givingBesideWidestGivesAll() {
    // a hangs b and keeps its 40 (hugging 250 and resistance 750 rank above the
    // one centring equality, at 149): the stack is plain equalCentering with a
    // rigid and the pair's spacing 10 - 6 + 30 - 40 = -6. b resists at exactly 50.
    // Needs: a-b 20 + L_b / 2 - 6 = 14 + L_b / 2, b-c L_b / 2 + 10 + 10 = 20 + L_b / 2
    // (the widest). Each unit b gives narrows both by a half: the common distance
    // and so each gap falls by a half, the stack (20 + 2 d + 10) by 1. b's
    // resistance and the stack's wish to be short, both at 50, trade one for one;
    // the tie goes to the shorter stack (its constraint ranks highest), so b gives
    // all 30: d = 20, the stack is 70, b's centre at 40, c's at 60.
    var views = hanging
    views[1].compressionResistance = PerAxis(horizontal: 750, vertical: 50)
    let stack = stack(nil, views)
    expectBoth(
      stack, size: Size(width: 50, height: 70),
      frames: [frame(0, 0, 50, 40), frame(0, 40, 50, 0), frame(0, 50, 50, 20)])
    var workspace = DirectSolverWorkspace()
    #expect(workspace.solveDirectly(stack) && workspace.usedRigidHangingViews)
  }

  @Test(
    "pinned, centres not evenly spaced: the hanging view resisting below the centring gives way")
  func softHangingViewGives() {
    // 96 tall. a hangs b (last baseline 30) and resists at 100, below the one
    // centring equality (149): its length moves only its own centre, so the
    // direct solver searches over it. The chain (a's top to its baseline 30, then
    // 10 - 6, b 30, 10, c 20) is 94: it fits. Needs: a-b 30 - L_a / 2 + 15 + 4 =
    // 49 - L_a / 2, b-c 15 + 10 + 10 = 35. Centres from L_a / 2 to 86: 2 d =
    // 86 - L_a / 2. At 40, d = 33 < 35: the equality cannot hold. It ranks above
    // a's resistance: a gives until d = 35, L_a = 32 (a-b needs 33). Then a's
    // resistance takes back what it can: nothing. Centres 16, 51, 86: b's top 36
    // (its baseline 42, 12 below a's), c's 76.
    var views = hanging
    views[0].compressionResistance = PerAxis(horizontal: 750, vertical: 100)
    let stack = stack(96, views)
    expectBoth(
      stack, size: Size(width: 50, height: 96),
      frames: [frame(0, 0, 50, 32), frame(0, 36, 50, 30), frame(0, 76, 50, 20)])
    var workspace = DirectSolverWorkspace()
    #expect(workspace.solveDirectly(stack) && workspace.usedSoftHangingSearch)
    // The reason names the trade, not a lack of room (the chain fits).
    #expect(stack.layout().views[0].reason.along == tradedReason(8, equality: 149, resistance: 100))
  }

  @Test("pinned too short, a view in the chain gives more than the overflow to even the centres")
  func rigidHangingOverflow() {
    // 80 tall. a hangs b and keeps its 40 (hugging 250 and resistance 750 rank
    // above the equality at 149): plain equalCentering with a rigid. The chain,
    // a's top to its baseline 30, then 10 - 6, then b and 10 and c, is
    // 44 + L_b + L_c <= 80: 14 too long at 30 + 20, so b (resisting at 100, the
    // least) gives at least 14 and c keeps 20 (750). The centres run from a's 20
    // to c's 70: d0 + d1 = 50, with needs 14 + L_b / 2 and 20 + L_b / 2. The
    // equality d1 == d0 (149) ranks above b's resistance: d = 25 needs
    // 20 + L_b / 2 <= 25, so b gives 20 rather than 14, and keeps 10 (its
    // resistance, next, takes back all it can). b's centre 45: top 40; c's top 60.
    var views = hanging
    views[1].compressionResistance = PerAxis(horizontal: 750, vertical: 100)
    let stack = stack(80, views)
    expectBoth(
      stack, size: Size(width: 50, height: 80),
      frames: [frame(0, 0, 50, 40), frame(0, 40, 50, 10), frame(0, 60, 50, 20)])
    var workspace = DirectSolverWorkspace()
    #expect(workspace.solveDirectly(stack) && workspace.usedRigidHangingViews)
  }
}

/// Several hanging views whose lengths trade with a centring equality.
extension DirectSolverBaselineCenteringTests {
  /// a (40 tall, last baseline 30) hangs b (40 tall, first baseline 10, last
  /// baseline 20), which hangs c (20 tall), each resisting at its own priority.
  /// Spacing 10. Needs: a-b 30 - L_a / 2 + L_b / 2 + 10 - 10, b-c 20 - L_b / 2 +
  /// 10 + 10: 30 and 20 at the intrinsic lengths.
  private func twoHanging(_ resistanceA: Double, _ resistanceB: Double) -> [ArrangedView] {
    var a = arranged("a", width: 50, height: 40, lastBaseline: 30)
    a.compressionResistance = PerAxis(horizontal: 750, vertical: resistanceA)
    var b = arranged("b", width: 50, height: 40, firstBaseline: 10, lastBaseline: 20)
    b.compressionResistance = PerAxis(horizontal: 750, vertical: resistanceB)
    return [a, b, arranged("c", width: 50, height: 20)]
  }

  @Test(
    "no height, two hanging views resisting below the centring: one at 49 gives, one at 100 keeps")
  func certifiedHangingViewGives() {
    // Both resist below the centring equality beside them (149), so either could
    // trade. With both kept: needs 30 and 20, the common distance 30, the stack
    // 20 + 2 × 30 + 10 = 90; its highest error is its own length, at 50. a resists
    // at 100, above that: the best layout keeps a's length too. b (49) is searched
    // for: giving δ makes the needs 30 - δ/2 and 20 + δ/2, so the stack
    // 30 + 2 × max(30 - δ/2, 20 + δ/2) is least, 80, at δ = 10 (b 30 tall). Its
    // resistance, below 50, takes nothing back. Centres 20, 45, 70.
    let stack = stack(nil, twoHanging(100, 49))
    expectBoth(
      stack, size: Size(width: 50, height: 80),
      frames: [frame(0, 0, 50, 40), frame(0, 30, 50, 30), frame(0, 60, 50, 20)])
    var workspace = DirectSolverWorkspace()
    #expect(workspace.solveDirectly(stack) && workspace.usedCertifiedHangingViews)
  }

  @Test("pinned, two hanging views resisting below the centring: each searched in turn")
  func certifiedHangingViewsInTurn() {
    // 80 tall: the centres run from a's 20 to c's 70, 50 for the two gaps, the
    // needs' sum at 40, 40 (30 + 20): they fit, but not evenly. With both views
    // kept the equality at 149 is 10 off, the highest error, above a's resistance
    // (120) and b's (100). With a searched for and b kept: a giving δ moves its
    // centre up by δ/2 and widens a-b by δ/2, so the equality is no better: a
    // keeps 40 and the highest error stays at 149. With b searched for and a kept:
    // b giving 10 makes both needs 25, and the centres 20, 45, 70 are even. The
    // highest error is then b's at 100, below a's resistance (120) and hugging
    // (250): a keeps its length in the best layout, and this is it. b's top 45 - 15,
    // c's 60.
    let stack = stack(80, twoHanging(120, 100))
    expectBoth(
      stack, size: Size(width: 50, height: 80),
      frames: [frame(0, 0, 50, 40), frame(0, 30, 50, 30), frame(0, 60, 50, 20)])
    var workspace = DirectSolverWorkspace()
    #expect(workspace.solveDirectly(stack) && workspace.usedCertifiedHangingViews)
    #expect(
      stack.layout().views[1].reason.along == tradedReason(10, equality: 149, resistance: 100))
  }

  @Test("no height, a hanging view grows so that the view below takes back its length")
  func hangingViewGrowsForTheViewBelow() {
    // Spacing 10. z (20, spacing -30 after it), a (40, last baseline 30, hugging
    // at 49, resisting at 150), b (30, no baselines, hugging at 999, resisting at
    // 49), c (20, first baseline 18, spacing 0 after it), d (20). Needs: z-a
    // 10 + L_a / 2 - 30, a-b 30 - L_a / 2 + L_b / 2 + 10, b-c L_b / 2 + 2, c-d 20.
    // With a kept at 40, b gives all at 50 (the stack's wish to be short ranks
    // above its resistance): needs 0, 20, 2, 20, the common distance 20, the
    // stack 10 + 4 × 20 + 10 = 100. Growing a by δ narrows a-b by δ/2, so b can
    // take back δ there, widening only b-c (2 + δ/2) and z-a (δ/2), which have
    // room up to δ = 36. At 49, b's resistance and a's hugging then trade one
    // for one (the stack's length does not change): a tie the later view's
    // constraint wins, so b takes back all 30 and a grows to 70. The check that
    // would keep a at 40 must see that the need a-b it narrows is used by b.
    // Centres 10, 30, 50, 70, 90: a's top 30 - 35, b's 35.
    var a = arranged("a", width: 50, height: 40, lastBaseline: 30)
    a.hugging.vertical = 49
    a.compressionResistance.vertical = 150
    var b = arranged("b", width: 50, height: 30)
    b.hugging.vertical = 999
    b.compressionResistance.vertical = 49
    let stack = stack(
      nil,
      [
        arranged("z", width: 50, height: 20, customSpacingAfter: -30), a, b,
        arranged("c", width: 50, height: 20, customSpacingAfter: 0, firstBaseline: 18),
        arranged("d", width: 50, height: 20),
      ])
    expectBoth(
      stack, size: Size(width: 50, height: 100),
      frames: [
        frame(0, 0, 50, 20), frame(0, -5, 50, 70), frame(0, 35, 50, 30), frame(0, 60, 50, 20),
        frame(0, 80, 50, 20),
      ])
    var workspace = DirectSolverWorkspace()
    #expect(workspace.solveDirectly(stack) && workspace.usedSoftHangingSearch)
  }

  /// A ``labelColumn(prefix:lower:)`` laid out directly, the views shown to keep
  /// their lengths: every label 20 tall at 8k, the stack 8 × 199 + 20 = 1612.
  private func expectEvenLabelColumn(
    _ stack: StackView, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var workspace = DirectSolverWorkspace()
    #expect(
      workspace.solveDirectly(stack) && workspace.usedCertifiedHangingViews,
      sourceLocation: sourceLocation)
    let layout = stack.layout()
    #expect(layout.notLaidOut == nil, sourceLocation: sourceLocation)
    #expect(layout.size == Size(width: 100, height: 1612), sourceLocation: sourceLocation)
    #expect(
      layout.views.indices.allSatisfy {
        layout.views[$0].frame == frame(0, Double(8 * $0), 100, 20)
      }, sourceLocation: sourceLocation)
  }

  @Test("no height, a column of 200 labels, two of them resisting at 100: every label keeps 20")
  func labelColumnKeepsLengths() {
    // Each label is 20 tall with both baselines at 16, 8 apart: every need is
    // 16 - 10 + 10 + 8 - 16 = 8. Labels 10 and 30 resist at 100, below the
    // equalities beside them (140 and 120). With every label kept, the centres are
    // 8 apart and the only errors are the stack's length, at 50 and 49: both
    // labels resist above it and keep 20. Tops 8k, the stack 8 × 199 + 20 = 1612.
    expectEvenLabelColumn(
      labelColumn { views in
        for k in [10, 30] { views[k].compressionResistance.vertical = 100 }
      })
  }
}

extension DirectSolverBaselineCenteringTests {
  @Test("no height, a column of 200 labels, two of them hugging at 1: every label keeps 20")
  func labelColumnHuggingKeepsLengths() {
    // As above, labels 5 and 8 hugging at 1 instead: below the stack's wish to be
    // short (50), so their priorities alone do not keep them. Growing one narrows
    // the need below it, but every need is 8 and every pair's equality (146 and
    // 143 there) ranks above 50: the common distance cannot fall while another
    // pair of kept labels is at its need, and the label below cannot grow into
    // the room (it is kept at its length by its hugging at 250). Nothing is
    // gained: every label keeps 20, tops 8k.
    expectEvenLabelColumn(
      labelColumn { views in
        for k in [5, 8] { views[k].hugging.vertical = 1 }
      })
  }

  @Test("no height, label 150 hugging at 1 above a taller label: it grows to 60, by runs too")
  func tradingRunGrowsLabel() {
    // The column of 200 labels (needs 8), label 150 hugging at 1 and label 151
    // 60 tall (baselines 16): pair 150's need is 16 - 10 + 30 + 8 - 16 = 28 and
    // pair 151's 16 - 30 + 10 + 8 - 16 = -12. Pair 0 holds the common distance
    // at 8 or more, and pairs 1 to 99 rank above 50: it is 8. Pairs from 100 on
    // rank at 50, where each is its need (a unit over it costs the stack's
    // length as much as it saves the pair): errors 20 and 20. Growing label 150
    // by 2t widens pair 149's need by t and narrows pair 150's by t: the total at
    // 50 and the stack's length do not change, but the error of pair 150 (rank
    // 150, settled before pair 149's) falls, down to 0 at t = 20. Label 150 is
    // 60 tall (its hugging, at 1, comes last); tops stay 8k (each view hangs the
    // next from its baseline), the stack 1612 tall.
    let stack = labelColumn { views in
      views[150].hugging.vertical = 1
      views[151] = arranged("label151", width: 100, height: 60, firstBaseline: 16, lastBaseline: 16)
    }
    for preferRuns in [false, true] {
      var workspace = DirectSolverWorkspace()
      workspace.preferTradingRuns = preferRuns
      let solved = workspace.solveDirectly(stack)
      #expect(solved)
      #expect(workspace.usedTradingRuns == preferRuns)
      #expect(workspace.size == Size(width: 100, height: 1612))
      let frames = workspace.frames
      for k in 0..<200 {
        let height: Double = k == 150 || k == 151 ? 60 : 20
        #expect(frames[k] == frame(0, Double(8 * k), 100, height), "label \(k)")
      }
    }
  }

  @Test("no height, four labels past index 99 hugging at 1: laid out by runs, all keep 20")
  func tradingRunsKeepLabels() {
    // Growing label k (k >= 100) by 2t widens pair k - 1's need by t and
    // narrows pair k's by t. Both pairs rank at 50, where each is its need (8,
    // the common distance): their errors grow by t each. Every label keeps 20.
    let stack = labelColumn { views in
      for k in [150, 160, 170, 180] { views[k].hugging.vertical = 1 }
    }
    var workspace = DirectSolverWorkspace()
    let solved = workspace.solveDirectly(stack)
    #expect(solved && workspace.usedTradingRuns)
    #expect(workspace.size == Size(width: 100, height: 1612))
    let frames = workspace.frames
    #expect(frames.indices.allSatisfy { frames[$0] == frame(0, Double(8 * $0), 100, 20) })
  }

  @Test("no height, a view with no intrinsic height beside views giving way: both solvers agree")
  func noIntrinsicViewBesideGivingViews() {
    // Found by the runs' differential with the height left out: the closed form
    // for no height grew the view with no intrinsic height (v4) into the room
    // and made the stack 457.5 tall, where the constraint solver has 441 (v0 and
    // v1, resisting at 49, give 174 and 33; v4 is 88). Left to the runs now.
    var last = view("v5", 22, hugging: 145, resistance: 146, baselines: (2, 4))
    last.customSpacingAfter = 10
    let stack = StackView(
      axis: .vertical, distribution: .equalCentering, alignment: .trailing, spacing: 15,
      layoutMargins: EdgeInsets(top: 26, leading: 37, bottom: 30, trailing: 27),
      isLayoutMarginsRelativeArrangement: true, isBaselineRelativeArrangement: true,
      arrangedSubviews: [
        view("v0", 242, hugging: 151, resistance: 49, baselines: (69, 85)),
        view("v1", 181, hugging: 149, resistance: 49, baselines: (72, 102)),
        view("v2", 146, hugging: 149, resistance: 150, baselines: (48, 120)),
        view("v3", 16, hugging: 149, resistance: 148, baselines: (2, 16)),
        view("v4", nil, hugging: 750, resistance: 50, baselines: nil),
        last,
      ])
    var workspace = DirectSolverWorkspace()
    let solved = workspace.solveDirectly(stack)
    #expect(solved && workspace.usedTradingRuns)
    #expect(workspace.size.height == 441)
    let reference = stack.layout(using: .constraintSolver)
    #expect(reference.size == workspace.size)
    #expect(reference.frames == workspace.frames)
  }

  /// A view 100 wide with `length` (nil: none) along a vertical stack.
  private func view(
    _ name: String, _ length: Double?, hugging: Double, resistance: Double,
    baselines: (first: Double, last: Double)?
  ) -> ArrangedView {
    arranged(
      name, width: 100, height: length, hugging: PerAxis(horizontal: 250, vertical: hugging),
      compressionResistance: PerAxis(horizontal: 750, vertical: resistance),
      firstBaseline: baselines?.first, lastBaseline: baselines?.last)
  }

  @Test("no height, views that may trade laid out by runs: both solvers agree")
  func tradingRunsAgree() {
    // Every scene with no height whose views may trade goes to the runs first.
    func scene(_ random: inout SplitMix64) -> StackView {
      var stack = FocusedDifferentialScenes.hangingViews(&random, softPercent: 60)
      stack.size.height = nil
      return stack
    }
    var workspace = DirectSolverWorkspace()
    workspace.preferTradingRuns = true
    let seed: UInt64 = 0x5255_4e53
    var random = SplitMix64(seed: seed)
    var reached = 0
    for _ in 0..<1000 where workspace.solveDirectly(scene(&random)) && workspace.usedTradingRuns {
      reached += 1
    }
    let (handled, failures) = DifferentialScenes.compare(
      "trading runs", count: 1000, seed: seed, recording: 3, workspace: workspace,
      tolerance: 1e-9, scene)
    #expect(failures == 0, "\(failures) of \(handled) directly solved scenes disagree")
    #expect(reached >= 150, "only \(reached) scenes reach the runs")
  }

  @Test("several hanging views whose lengths trade, all but one kept: both solvers agree")
  func certifiedHangingViewsAgree() {
    let (reached, handled, failures) = DifferentialScenes.compareFocused(
      "certified hanging views", count: 1000, seed: 0x4345_5254_4946_4945,
      reaching: \.usedCertifiedHangingViews
    ) { FocusedDifferentialScenes.hangingViews(&$0, softPercent: 60) }
    #expect(failures == 0, "\(failures) of \(handled) directly solved scenes disagree")
    #expect(reached >= 40, "only \(reached) scenes reach the kept or searched hanging views")
  }
}

extension FocusedDifferentialScenes {
  /// Vertical baseline-relative equalCentering of 2 to 12 views, a fifth of the
  /// time after 95 to 105 hidden ones (the pairs' priorities then reach 50), most
  /// with baselines. A view with a last baseline (it hangs the next) hugs and
  /// resists well above the centring equalities (151 to 1000) three times in
  /// four; otherwise around them: one off or at the highest equality beside it
  /// (`max(150 - index, 50)` of the view before it, pair 1's for the first two
  /// views), or near 50, 100 or 150. The others draw any priority. Pinned (three
  /// times in four) between 40 % and 160 % of the views' chain, so that the
  /// chain often gives way or the centres cannot be evenly spaced.
  static func rigidHangingViews(_ random: inout SplitMix64) -> StackView {
    hangingViews(&random, softPercent: 25)
  }

  /// As ``rigidHangingViews(_:)``, with a view of `softPercent` percent of the
  /// hanging ones near the priority of the pair above it.
  static func hangingViews(_ random: inout SplitMix64, softPercent: Int) -> StackView {
    var generator = DifferentialScenes.generator
    generator.viewCounts = 2...12
    var stack = generator.scene(&random)
    stack.axis = .vertical
    stack.distribution = .equalCentering
    stack.isBaselineRelativeArrangement = true
    var views = stack.arrangedSubviews.filter { !$0.isHidden }
    let hidden = random.chance(20) ? random.int(95...105) : 0
    let around: [Double] = [49, 50, 51, 99, 100, 101, 148, 149, 150, 151]
    let above: [Double] = [151, 250, 750, 999, 1000]
    func near(_ position: Int) -> Double {
      if random.chance(50) { return random.element(of: around) }
      // The arrangement index of the view before the pair, pair 1's for the
      // first two.
      let before = hidden + max(position - 1, 1)
      return max(150 - Double(before), 50) + Double(random.int(-1...1))
    }
    var chain = 0.0
    for index in views.indices {
      if views[index].intrinsicSize.height != nil && random.chance(60) {
        let height = Int(views[index].intrinsicSize.height ?? 0)
        views[index].firstBaseline = Double(random.int(0...height))
        views[index].lastBaseline = Double(random.int(Int(views[index].firstBaseline!)...height))
      }
      if views[index].lastBaseline != nil {
        let soft = random.chance(softPercent)
        views[index].hugging.vertical = soft ? near(index) : random.element(of: above)
        views[index].compressionResistance.vertical = soft ? near(index) : random.element(of: above)
      }
      chain += max(0, views[index].intrinsicSize.height ?? 0)
      chain += views[index].customSpacingAfter ?? stack.spacing
    }
    stack.arrangedSubviews = DifferentialScenes.hiddenViews(hidden) + views
    stack.size.height =
      random.chance(75) ? Double(Int(max(0, chain) * Double(random.int(40...160)) / 100)) : nil
    return stack
  }
}

extension DirectSolverBaselineCenteringTests {
  @Test("hanging views that keep their lengths, or one searched for: both solvers agree")
  func rigidHangingViewsAgree() {
    let (reached, handled, failures) = DifferentialScenes.compareFocused(
      "rigid hanging views", count: 800, seed: 0x5249_4749_4448_4e47,
      reaching: { $0.usedRigidHangingViews || $0.usedSoftHangingSearch },
      FocusedDifferentialScenes.rigidHangingViews)
    #expect(failures == 0, "\(failures) of \(handled) directly solved scenes disagree")
    #expect(reached >= 100, "only \(reached) scenes reach the rigid or searched hanging views")
  }
}
