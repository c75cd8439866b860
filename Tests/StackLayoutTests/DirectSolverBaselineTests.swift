import Testing

@testable import StackLayout

/// Hand-worked layouts for the configurations the direct solver once left to the
/// constraint solver: baseline alignment with views that hang from the line and
/// views that stand on it, views that do not fit a pinned cross length,
/// baseline-relative equalSpacing and fillProportionally, and fillEqually whose
/// required constraints contradict each other with no length given. Each is checked
/// against the direct solver and the constraint solver.
@Suite("Direct solver: baselines, overfull cross lengths, contradictions")
struct DirectSolverBaselineTests {
  /// Both solvers give the hand-worked frames, and the direct one solves it itself.
  private func expectBoth(
    _ stack: StackView, size: Size, frames: [Rect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectDirectAndReference(stack, size: size, frames: frames, sourceLocation: sourceLocation)
  }

  /// `a` (30 tall) hangs from the line by its last baseline 20; `b` (50 tall) has
  /// none, so it stands on the line.
  private func hangingAndStanding(height: Double?, standingResistance: Double = 750)
    -> StackView
  {
    StackView(
      axis: .horizontal, alignment: .lastBaseline, size: PartialSize(width: nil, height: height),
      arrangedSubviews: [
        arranged("a", width: 40, height: 30, lastBaseline: 20),
        arranged(
          "b", width: 40, height: 50,
          compressionResistance: PerAxis(horizontal: 750, vertical: standingResistance)),
      ])
  }

  @Test("lastBaseline, pinned: the line sits as high as the standing view allows")
  func mixedLastBaselinePinned() {
    // Line at U below the top. a needs U >= 20 above and 30 - 20 = 10 below
    // (U <= 90); b needs U >= 50. Nothing prefers a U in [50, 90]; positions are
    // minimised last, so U = 50: a's top 50 - 20 = 30, b's top 50 - 50 = 0.
    expectBoth(
      hangingAndStanding(height: 100), size: Size(width: 80, height: 100),
      frames: [frame(0, 30, 40, 30), frame(40, 0, 40, 50)])
  }

  @Test("lastBaseline, no height: room above the line for b, below it for a")
  func mixedLastBaselineUnpinned() {
    // Above the line: b's 50 (resisting at 750, above the stack's wish @51 and
    // @50). Below it: a's 30 - 20 = 10. Height 60; the line at 50.
    expectBoth(
      hangingAndStanding(height: nil), size: Size(width: 80, height: 60),
      frames: [frame(0, 30, 40, 30), frame(40, 0, 40, 50)])
  }

  @Test("lastBaseline, no height: a standing view resisting at 49 gives way")
  func mixedLastBaselineUnpinnedCompressed() {
    // b resists at 49, below the spanning guide's wish to be short (@51): the room
    // above the line is a's 20 only, b is 20 tall. Below the line a's 10: height 30.
    expectBoth(
      hangingAndStanding(height: nil, standingResistance: 49), size: Size(width: 80, height: 30),
      frames: [frame(0, 0, 40, 30), frame(40, 0, 40, 20)])
  }

  /// Three views 30 wide across a horizontal stack pinned 100 tall: a (150) and b
  /// (120) resist compression with required priority, c (80) at 750.
  private func overfull(_ alignment: Alignment) -> StackView {
    let required = PerAxis(horizontal: 750.0, vertical: 1000.0)
    return StackView(
      axis: .horizontal, alignment: alignment, size: PartialSize(width: nil, height: 100),
      arrangedSubviews: [
        arranged("a", width: 30, height: 150, compressionResistance: required),
        arranged("b", width: 30, height: 120, compressionResistance: required),
        arranged("c", width: 30, height: 80),
      ])
  }

  @Test("top alignment: two required views too tall break the top canvas connection")
  func overfullTop() {
    // Deficits 50 (a) and 20 (b). Raising the views' top edge by 1 breaks the top
    // canvas connection by 1 and saves 1 for each required view still short: a net
    // gain up to 20, a tie beyond (only a is short) where the connection, ranked
    // above every view, holds. So the top is at -20 and the room 120: a is
    // compressed to 120, b and c keep 120 and 80.
    expectBoth(
      overfull(.top), size: Size(width: 90, height: 100),
      frames: [frame(0, -20, 30, 120), frame(30, -20, 30, 120), frame(60, -20, 30, 80)])
  }

  @Test("center alignment: the spanning guide gives half of the deficit on each side")
  func overfullCenter() {
    // The centres stay at 50; the guide's top and bottom connections each give 10
    // (each side saves 1 per unit for both a and b, as above): room 120.
    expectBoth(
      overfull(.center), size: Size(width: 90, height: 100),
      frames: [frame(0, -10, 30, 120), frame(30, -10, 30, 120), frame(60, 10, 30, 80)])
  }

  @Test("margins longer than the pinned height: two views collapse above the top margin")
  func negativeRoomTwoViews() {
    // Arrangement area 20 - 15 - 15 = -10 tall: each view lacks 10 even at height 0.
    // Raising the top by 10 costs 10 once and saves 10 for each of the two views.
    let stack = StackView(
      axis: .horizontal, alignment: .top, size: PartialSize(width: nil, height: 20),
      layoutMargins: EdgeInsets(top: 15, leading: 0, bottom: 15, trailing: 0),
      isLayoutMarginsRelativeArrangement: true,
      arrangedSubviews: [
        arranged("a", width: 30, height: 40), arranged("b", width: 30, height: 40),
      ])
    expectBoth(
      stack, size: Size(width: 60, height: 20), frames: [frame(0, 5, 30, 0), frame(30, 5, 30, 0)])
  }

  @Test("margins longer than the pinned height: one centred view collapses at the centre")
  func negativeRoomOneView() {
    // One view: widening the room would cost as much as it saves, so the canvas
    // connections hold; the view's centre is the area's centre 15 + (-10) / 2 = 10,
    // and its boundaries, listed after its compression resistance, leave it height 0.
    let stack = StackView(
      axis: .horizontal, alignment: .center, size: PartialSize(width: nil, height: 20),
      layoutMargins: EdgeInsets(top: 15, leading: 0, bottom: 15, trailing: 0),
      isLayoutMarginsRelativeArrangement: true,
      arrangedSubviews: [arranged("a", width: 30, height: 40)])
    expectBoth(stack, size: Size(width: 30, height: 20), frames: [frame(0, 10, 30, 0)])
  }

  @Test("firstBaseline overflowing a pinned height: the guide stretches, c leaves the line")
  func overfullBaselines() {
    // Height 100. Needs above and below the shared line (first baselines 10, 20, 40):
    // a (150, required) 10 above, 140 below; b (130, required) 20 and 110; c (50,
    // resisting at 750, so it needs no room for its length) 40 and -40.
    // Above: the second-largest need is 20 (beyond it only c is short, a tie). Below:
    // 110 (beyond it only a). 20 + 110 = 130 > 100, so the guide's top connection
    // gives 30 (its bottom one, settled first, holds): the guide runs from -30 to
    // 100, the line at 100 - 110 = -10.
    // a (the first view, whose baseline is the line): top -20, room below the line
    // 110 + its offset 10 = 120, so it is compressed to 120.
    // b: top -30, 130 fits exactly.
    // c needs 40 above but has 20; below it has room to spare, so it leaves the line
    // (its top boundary is settled before its alignment) by 20: top -30, keeps 50.
    let required = PerAxis(horizontal: 750.0, vertical: 1000.0)
    let stack = StackView(
      axis: .horizontal, alignment: .firstBaseline, size: PartialSize(width: nil, height: 100),
      arrangedSubviews: [
        arranged("a", width: 40, height: 150, compressionResistance: required, firstBaseline: 10),
        arranged("b", width: 40, height: 130, compressionResistance: required, firstBaseline: 20),
        arranged("c", width: 40, height: 50, firstBaseline: 40),
      ])
    expectBoth(
      stack, size: Size(width: 120, height: 100),
      frames: [frame(0, -20, 40, 120), frame(40, -30, 40, 130), frame(80, -30, 40, 50)])
  }

  @Test("lastBaseline in a height too short, the line's height left open: settled by rank")
  func openLineHeight() {
    // Height 37. photo stands on the line (no baselines) and resists with
    // required priority: it needs 53 above the line, 0 below. caption hangs from
    // its last baseline 47 and resists at 750 (it needs no room for its length):
    // 47 above, -47 below. The second-largest needs, 47 above and -47 below, fit
    // in 37, so the guide holds and the room above the line `p` may be anything
    // in 47...53: only photo is short, by 53 - p above and p - 37 below, 16 in all
    // whatever `p`. The required constraints one at a time, the later view's
    // first: caption's hold for every `p`; photo's bottom boundary comes first
    // among its own and is least at p = 47 (10 short); then its top boundary
    // holds by compressing it to 47 (its resistance comes last). So photo is
    // 0...47, 10 past the bottom, and caption hangs from 47 at 0, its room below
    // the line 37 - 47 + 47 = 37: 0...37.
    let required = PerAxis(horizontal: 750.0, vertical: 1000.0)
    let stack = StackView(
      axis: .horizontal, alignment: .lastBaseline, size: PartialSize(width: nil, height: 37),
      arrangedSubviews: [
        arranged("photo", width: 40, height: 53, compressionResistance: required),
        arranged("caption", width: 40, height: 51, firstBaseline: 25, lastBaseline: 47),
      ])
    expectBoth(
      stack, size: Size(width: 80, height: 37),
      frames: [frame(0, 0, 40, 47), frame(40, 0, 40, 37)])
    #expect(
      stack.layout().views[0].reason.across
        == "compressed by 6, still 10 past the stack's bottom: its required constraints "
        + "cannot all hold (alignment lastBaseline)")
  }

  @Test("one baseline-aligned view overflowing: it sits at the top, cut to the room")
  func overfullSingleBaselineView() {
    // Alone, the view has no alignment to keep and the guide's connections hold
    // (stretching them would cost what it saves). Its bottom boundary is settled
    // first: compressing the view (its required resistance ranks below its
    // boundaries) keeps it; then its top boundary puts the line at the offset 30:
    // the view at 0, 50 tall.
    let stack = StackView(
      axis: .horizontal, alignment: .firstBaseline, size: PartialSize(width: nil, height: 50),
      arrangedSubviews: [
        arranged(
          "a", width: 40, height: 80,
          compressionResistance: PerAxis(horizontal: 750, vertical: 1000), firstBaseline: 30)
      ])
    expectBoth(stack, size: Size(width: 40, height: 50), frames: [frame(0, 0, 40, 50)])
  }

  @Test("one baseline-aligned view, margins longer than the height: at the area's bottom edge")
  func negativeRoomSingleBaselineView() {
    // Area 20 - 15 - 15 = -10 tall, from 15 to 5. The bottom boundary is settled
    // first: at height 0 the view's bottom is at most 5; then the top boundary
    // (at least 15) is broken as little as that allows: the view at 5, height 0.
    let stack = StackView(
      axis: .horizontal, alignment: .lastBaseline, size: PartialSize(width: nil, height: 20),
      layoutMargins: EdgeInsets(top: 15, leading: 0, bottom: 15, trailing: 0),
      isLayoutMarginsRelativeArrangement: true,
      arrangedSubviews: [arranged("a", width: 30, height: 40, lastBaseline: 30)])
    expectBoth(stack, size: Size(width: 30, height: 20), frames: [frame(0, 5, 30, 0)])
  }

  /// A vertical baseline-relative stack, spacing 10: a (40 tall, last baseline 38),
  /// b (30 tall, first baseline 2, custom spacing 0 after it), c (20 tall).
  private func baselineRelativeSpacing(height: Double?) -> StackView {
    StackView(
      axis: .vertical, distribution: .equalSpacing, spacing: 10,
      size: PartialSize(width: nil, height: height), isBaselineRelativeArrangement: true,
      arrangedSubviews: [
        arranged("a", width: 50, height: 40, lastBaseline: 38),
        arranged("b", width: 50, height: 30, customSpacingAfter: 0, firstBaseline: 2),
        arranged("c", width: 50, height: 20),
      ])
  }

  @Test("baseline-relative equalSpacing, no height: the gap is the largest need")
  func baselineRelativeSpacingUnpinned() {
    // Gap a-b (bottom to top) must be at least 10 - 2 + (38 - 40) = 6; gap b-c at
    // least 0 - 0 = 0. Equal gaps of 6: a 0..40, b 46..76, c 82..102.
    expectBoth(
      baselineRelativeSpacing(height: nil), size: Size(width: 50, height: 102),
      frames: [frame(0, 0, 50, 40), frame(0, 46, 50, 30), frame(0, 82, 50, 20)])
  }

  @Test("baseline-relative equalSpacing, pinned with room to spare: the gaps share it")
  func baselineRelativeSpacingPinned() {
    // 200 - 90 of views = 110 for two equal gaps of 55 (both above their needs).
    expectBoth(
      baselineRelativeSpacing(height: 200), size: Size(width: 50, height: 200),
      frames: [frame(0, 0, 50, 40), frame(0, 95, 50, 30), frame(0, 180, 50, 20)])
  }

  @Test("baseline-relative fillProportionally: a view hanging the next from its baseline")
  func baselineRelativeProportions() {
    // D = 100 + 100 = 200, so each proportion is half of 300 = 150 (a @999, b @998).
    // a's last baseline (80) hangs b, so a's length is its own: 150. The chain is
    // 80 (a's baseline) + 0 (spacing) + b = 300: b takes 220, its proportion
    // giving way to the required trailing connection.
    let stack = StackView(
      axis: .vertical, distribution: .fillProportionally,
      size: PartialSize(width: nil, height: 300),
      isBaselineRelativeArrangement: true,
      arrangedSubviews: [
        arranged("a", width: 50, height: 100, lastBaseline: 80),
        arranged("b", width: 50, height: 100),
      ])
    expectBoth(
      stack, size: Size(width: 50, height: 300),
      frames: [frame(0, 0, 50, 150), frame(0, 80, 50, 220)])
  }

  @Test("baseline-relative fillProportionally: a required hugging outranks the proportion")
  func baselineRelativeProportionsOutranked() {
    // As above, but b hugs at 1000. a (hanging b from its baseline 80) is 150. b's
    // proportion (150 @998) and the chain (b = 300 - 80 = 220, the trailing
    // connection, required) both lose to its required hugging (100): the hugging and
    // the trailing connection are both required and conflict by 120 either way, and
    // b's hugging (rank 1) is settled before the trailing connection (rank -1). So b
    // is 100 and ends at 180, short of the stack's bottom.
    let stack = StackView(
      axis: .vertical, distribution: .fillProportionally,
      size: PartialSize(width: nil, height: 300),
      isBaselineRelativeArrangement: true,
      arrangedSubviews: [
        arranged("a", width: 50, height: 100, lastBaseline: 80),
        arranged("b", width: 50, height: 100, hugging: PerAxis(horizontal: 250, vertical: 1000)),
      ])
    expectBoth(
      stack, size: Size(width: 50, height: 300),
      frames: [frame(0, 0, 50, 150), frame(0, 80, 50, 100)])
  }

  @Test("fillEqually, no width: required hugging and compression resistance contradict")
  func fillEquallyContradiction() {
    // a must be at most 100 (hugging 1000), b at least 150 (resistance 1000). One
    // of them, or b's fill-equally constraint, breaks by 50: a tie. b's constraints
    // rank above a's and its fill-equally constraint is listed after its own, so
    // both hold: every view is 150 and a's hugging breaks by 50.
    let stack = StackView(
      distribution: .fillEqually,
      arrangedSubviews: [
        arranged("a", width: 100, height: 50, hugging: PerAxis(horizontal: 1000, vertical: 250)),
        arranged(
          "b", width: 150, height: 50,
          compressionResistance: PerAxis(horizontal: 1000, vertical: 750)),
      ])
    expectBoth(
      stack, size: Size(width: 300, height: 50),
      frames: [frame(0, 0, 150, 50), frame(150, 0, 150, 50)])
  }
}
