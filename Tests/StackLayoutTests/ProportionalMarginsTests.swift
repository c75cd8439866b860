import Testing

@testable import StackLayout

/// fillProportionally with margins-relative arrangement (issue 17): the multiplier
/// applies to the stack's full length, not to the margins guide (uikit-stack.md,
/// fillProportionally, measured on a device), and a single share of the whole
/// stack is a required proportion that beats the trailing connection.
///
/// Every case is worked by hand from the spec and checked through `layout()` (the
/// direct solver, which must solve it itself) and the constraint solver.
@Suite("fillProportionally with layout margins")
struct ProportionalMarginsTests {
  /// A fillProportionally stack along `axis`, margins-relative with `before` and
  /// `after` margins along the axis (0 across it), holding views `a`, `b`, ... of
  /// intrinsic lengths `lengths` along the axis and 20 across. Pinned to `length`
  /// along the axis (free when nil) and 40 across, alignment fill.
  private func stack(
    _ axis: Axis, length: Double?, margins before: Double, _ after: Double,
    spacing: Double = 0, lengths: [Double]
  ) -> StackView {
    let names = ["a", "b", "c", "d"]
    let views = lengths.enumerated().map { index, length in
      axis == .horizontal
        ? arranged(names[index], width: length, height: 20)
        : arranged(names[index], width: 20, height: length)
    }
    let size =
      axis == .horizontal
      ? PartialSize(width: length, height: 40) : PartialSize(width: 40, height: length)
    let margins =
      axis == .horizontal
      ? EdgeInsets(top: 0, leading: before, bottom: 0, trailing: after)
      : EdgeInsets(top: before, leading: 0, bottom: after, trailing: 0)
    return StackView(
      axis: axis, distribution: .fillProportionally, alignment: .fill, spacing: spacing,
      size: size, layoutMargins: margins, isLayoutMarginsRelativeArrangement: true,
      arrangedSubviews: views)
  }

  /// A frame at `start` along the axis, `length` long, 40 across at 0.
  private func along(_ axis: Axis, _ start: Double, _ length: Double) -> Rect {
    axis == .horizontal ? frame(start, 0, length, 40) : frame(0, start, 40, length)
  }

  private func size(_ axis: Axis, _ length: Double) -> Size {
    axis == .horizontal ? Size(width: length, height: 40) : Size(width: 40, height: length)
  }

  /// Both solvers' layouts.
  private func layouts(_ stack: StackView) -> [StackViewLayout] {
    [stack.layout(), stack.layout(using: .constraintSolver)]
  }

  /// The status of the first constraint with this identifier from `first` to `second`.
  private func status(
    _ layout: StackViewLayout, _ kind: ConstraintIdentifier, _ first: LayoutAnchor,
    _ second: LayoutAnchor?
  ) -> ConstraintStatus? {
    layout.constraints.first {
      $0.constraint.kind == kind && $0.constraint.first == first && $0.constraint.second == second
    }?.status
  }

  // MARK: - The two examples of the spec

  @Test(
    "25 and 75 in 200 with margins 10 and 10: 50 at 10, the last gives way to 130 at 60",
    arguments: Axis.allCases)
  func twoViews(axis: Axis) {
    // D = 25 + 75 = 100. The shares are of the stack's 200, not of the margins
    // guide's 180: a = 25 / 100 × 200 = 50 (@999), b's 75 / 100 × 200 = 150 (@998)
    // cannot hold with the chain 10 + a + b == 200 - 10, so b gives way: 180 - 50 =
    // 130, off by 20. a starts at the leading margin, 10; b at 10 + 50 = 60.
    let stack = stack(axis, length: 200, margins: 10, 10, lengths: [25, 75])
    expectDirectAndReference(
      stack, size: size(axis, 200), frames: [along(axis, 10, 50), along(axis, 60, 130)])
    let word = axis == .horizontal ? "width" : "height"
    for layout in layouts(stack) {
      #expect(
        layout.views[0].reason.along
          == "proportional (fillProportionally): 25 / 100 of the stack's \(word) 200 = 50; "
          + "margins do not change the share")
      #expect(
        layout.views[1].reason.along
          == "absorbs the margins by 20: its share, 75 / 100 of the stack's \(word) 200 = 150, "
          + "has the lowest priority (998)")
      // Every required constraint holds (the connections to the margins too); of
      // the proportions, b's is broken and a's holds.
      #expect(layout.brokenConstraints.filter(\.constraint.isRequired).isEmpty)
      let length = AnchorKind.length.attribute(on: axis)
      #expect(
        status(
          layout, .fillProportionally, LayoutAnchor(.view(0), length), LayoutAnchor(.stack, length))
          == .holds)
      #expect(
        status(
          layout, .fillProportionally, LayoutAnchor(.view(1), length), LayoutAnchor(.stack, length))
          == .broken(by: 20))
    }
  }

  @Test("a single view: 200 at 10, the trailing connection gives way", arguments: Axis.allCases)
  func singleView(axis: Axis) {
    // D = 25: a's multiplier is 1, so its proportion a == stack is required, and it
    // conflicts with both margin connections. The trailing one gives way (it ranks
    // below every other required constraint): a is 200 long at 10, ending at 210,
    // 10 past the stack's trailing edge and 20 past the trailing margin (190).
    let stack = stack(axis, length: 200, margins: 10, 10, lengths: [25])
    expectDirectAndReference(stack, size: size(axis, 200), frames: [along(axis, 10, 200)])
    let (word, edge) = axis == .horizontal ? ("width", "trailing") : ("height", "bottom")
    let start = AnchorKind.start.attribute(on: axis)
    let end = AnchorKind.end.attribute(on: axis)
    let length = AnchorKind.length.attribute(on: axis)
    for layout in layouts(stack) {
      #expect(
        layout.views[0].reason.along
          == "required share: 25 / 25 of the stack's \(word) 200 = 200; the connection to the "
          + "\(edge) margin gives way by 20 (runs 10 past the edge)")
      // The constraint list shows which connection broke: the trailing one, by 20.
      #expect(
        status(
          layout, .canvasConnection, LayoutAnchor(.view(0), end), LayoutAnchor(.margins, end))
          == .broken(by: 20))
      #expect(
        status(
          layout, .canvasConnection, LayoutAnchor(.margins, start), LayoutAnchor(.view(0), start))
          == .holds)
      #expect(
        status(
          layout, .fillProportionally, LayoutAnchor(.view(0), length), LayoutAnchor(.stack, length))
          == .holds)
      let names = layout.views.map(\.name)
      #expect(
        layout.brokenConstraints.filter(\.constraint.isRequired).map {
          $0.constraint.formatted(names: names)
        } == ["a.\(end.rawValue) == margins.\(end.rawValue) @1000"])
    }
  }

  // MARK: - More cases worked from the same rule

  @Test("spacing and margins: the last share absorbs both")
  func spacingAndMargins() {
    // 30 and 60 with spacing 10: D = 30 + 60 + 10 = 100. a = 30 / 100 × 200 = 60
    // (@999); b's 120 (@998) gives way to 190 - 10 - 60 - 10 = 110, off by 10.
    // a at 10, b at 10 + 60 + 10 = 80.
    for axis in Axis.allCases {
      let stack = stack(axis, length: 200, margins: 10, 10, spacing: 10, lengths: [30, 60])
      expectDirectAndReference(
        stack, size: size(axis, 200), frames: [along(axis, 10, 60), along(axis, 80, 110)])
      let word = axis == .horizontal ? "width" : "height"
      for layout in layouts(stack) {
        #expect(
          layout.views[1].reason.along
            == "absorbs the spacing and the margins by 10: its share, 60 / 100 of the stack's "
            + "\(word) 200 = 120, has the lowest priority (998)")
      }
    }
  }

  @Test(
    "no length given: the shares of the stack's own length, the last one off by the margins",
    arguments: Axis.allCases)
  func twoViewsUnpinned(axis: Axis) {
    // 25 and 75, margins 15 and 15, no length given (L the stack's length). @999:
    // a = 0.25 × L. @998: b = 0.75 × L cannot hold, as the chain makes
    // b = L - 30 - a = 0.75 × L - 30: off by 30 whatever L. @750: a >= 25 needs
    // L >= 100, b >= 75 needs L >= 140. @250: a <= 25 and b <= 75 want L as small
    // as that allows: L = 140. a = 35 at 15, b = 75 at 50; the stack is 140 long.
    let stack = stack(axis, length: nil, margins: 15, 15, lengths: [25, 75])
    expectDirectAndReference(
      stack, size: size(axis, 140), frames: [along(axis, 15, 35), along(axis, 50, 75)])
  }

  @Test(
    "a single view, no length given: as long as its intrinsic length, past the margin",
    arguments: Axis.allCases)
  func singleViewUnpinned(axis: Axis) {
    // a == L is required; the trailing connection gives way (by 20). a's hugging and
    // compression resistance settle L = 25: a is 25 long at 10, ending at 35, 10
    // past the stack's trailing edge.
    let stack = stack(axis, length: nil, margins: 10, 10, lengths: [25])
    expectDirectAndReference(stack, size: size(axis, 25), frames: [along(axis, 10, 25)])
    let end = AnchorKind.end.attribute(on: axis)
    for layout in layouts(stack) {
      #expect(
        status(
          layout, .canvasConnection, LayoutAnchor(.view(0), end), LayoutAnchor(.margins, end))
          == .broken(by: 20))
    }
  }

  @Test("without margins-relative arrangement the margins play no part")
  func marginsIgnoredWhenNotRelative() {
    // The same two views and margins, isLayoutMarginsRelativeArrangement false:
    // a = 50 at 0, b = 150 at 50, every proportion holds.
    var stack = stack(.horizontal, length: 200, margins: 10, 10, lengths: [25, 75])
    stack.isLayoutMarginsRelativeArrangement = false
    expectDirectAndReference(
      stack, size: Size(width: 200, height: 40),
      frames: [frame(0, 0, 50, 40), frame(50, 0, 150, 40)])
    #expect(
      stack.layout().views[0].reason.along
        == "proportional (fillProportionally): 25 / 100 of the stack's width 200 = 50")
  }

  // MARK: - D and custom spacing

  @Test("D counts the stack's spacing, not custom spacings")
  func customSpacingIsNotInD() {
    // uikit-stack.md: D = Σ max(L_i, 0) + (n - 1)s, s the stack's spacing (custom
    // spacings are c in the spacing rule). Spacing 0 and 20 after a: D = 25 + 75 = 100.
    // a = 25 / 100 × 200 = 50 (@999); b's 150 (@998) gives way to 200 - 50 - 20 = 130.
    // (With the custom spacing in D, 120, a would be 41.67.)
    let stack = StackView(
      distribution: .fillProportionally, alignment: .fill,
      size: PartialSize(width: 200, height: 40),
      arrangedSubviews: [
        arranged("a", width: 25, height: 20, customSpacingAfter: 20),
        arranged("b", width: 75, height: 20),
      ])
    expectDirectAndReference(
      stack, size: Size(width: 200, height: 40),
      frames: [frame(0, 0, 50, 40), frame(70, 0, 130, 40)])
    #expect(stack.proportionalLength == 100)
  }
}
