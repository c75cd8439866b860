import StackLayout
import Testing

/// Hand-worked single cases of uikit-stack.md and solver-rules.md, one behaviour each.
@Suite("UIKit cases, worked by hand")
struct UIKitCaseTests {
  /// a 50, b 100, c 200 wide, with the given heights (default 30 each).
  static func threeViews(
    heights: [Double] = [30, 30, 30], customSpacing: [Double?] = [nil, nil, nil]
  ) -> [ArrangedView] {
    [
      arranged("a", width: 50, height: heights[0], customSpacingAfter: customSpacing[0]),
      arranged("b", width: 100, height: heights[1], customSpacingAfter: customSpacing[1]),
      arranged("c", width: 200, height: heights[2], customSpacingAfter: customSpacing[2]),
    ]
  }

  // MARK: - Spacing

  @Test("fill with spacing 8 and a custom spacing of 20 after b")
  func spacingAndCustomSpacing() {
    let views = Self.threeViews(customSpacing: [nil, 20, nil])
    let unpinned = laidOut(StackView(spacing: 8, arrangedSubviews: views))
    // W = 50 + 8 + 100 + 20 + 200 = 378; b at 50 + 8 = 58, c at 58 + 100 + 20 = 178.
    expectLayout(
      unpinned, size: Size(width: 378, height: 30),
      frames: [frame(0, 0, 50, 30), frame(58, 0, 100, 30), frame(178, 0, 200, 30)])
    #expect(identifiers(unpinned).contains("UISV-spacing"))

    let pinned = laidOut(
      StackView(spacing: 8, size: PartialSize(width: 400), arrangedSubviews: views))
    // 400 - 378 = 22 surplus -> a (first of the tied huggers): 50 + 22 = 72;
    // b at 72 + 8 = 80, c at 80 + 100 + 20 = 200.
    expectLayout(
      pinned, size: Size(width: 400, height: 30),
      frames: [frame(0, 0, 72, 30), frame(80, 0, 100, 30), frame(200, 0, 200, 30)])
  }

  @Test("a custom spacing after the last view changes nothing")
  func customSpacingAfterLastView() {
    let layout = laidOut(
      StackView(spacing: 8, arrangedSubviews: Self.threeViews(customSpacing: [nil, nil, 40])))
    // W = 50 + 8 + 100 + 8 + 200 = 366: no spacing follows the last view.
    expectLayout(
      layout, size: Size(width: 366, height: 30),
      frames: [frame(0, 0, 50, 30), frame(58, 0, 100, 30), frame(166, 0, 200, 30)])
  }

  @Test("negative spacing overlaps the views")
  func negativeSpacing() {
    let unpinned = laidOut(StackView(spacing: -10, arrangedSubviews: Self.threeViews()))
    // W = 350 - 10 - 10 = 330; b at 50 - 10 = 40, c at 40 + 100 - 10 = 130.
    expectLayout(
      unpinned, size: Size(width: 330, height: 30),
      frames: [frame(0, 0, 50, 30), frame(40, 0, 100, 30), frame(130, 0, 200, 30)])

    let pinned = laidOut(
      StackView(spacing: -10, size: PartialSize(width: 400), arrangedSubviews: Self.threeViews()))
    // 400 - 330 = 70 surplus -> a: 120; b at 120 - 10 = 110, c at 110 + 100 - 10 = 200.
    expectLayout(
      pinned, size: Size(width: 400, height: 30),
      frames: [frame(0, 0, 120, 30), frame(110, 0, 100, 30), frame(200, 0, 200, 30)])
  }

  // MARK: - Hugging and compression resistance

  @Test("lowering the middle view's hugging to 249 moves the stretch to it")
  func loweredHuggingStretchesMiddleView() {
    var views = Self.threeViews()
    views[1].hugging.horizontal = 249
    let layout = laidOut(
      StackView(size: PartialSize(width: 728, height: 375), arrangedSubviews: views))
    // 728 - 350 = 378 surplus -> b, the lowest hugging: 100 + 378 = 478; c at 50 + 478 = 528.
    expectLayout(
      layout, size: Size(width: 728, height: 375),
      frames: [frame(0, 0, 50, 375), frame(50, 0, 478, 375), frame(528, 0, 200, 375)])
  }

  /// The three views with the given horizontal compression resistances, pinned to
  /// `width` (height free).
  static func overflow(_ resistances: [Double], width: Double) -> StackViewLayout {
    var views = threeViews()
    for index in views.indices {
      views[index].compressionResistance.horizontal = resistances[index]
    }
    return laidOut(StackView(size: PartialSize(width: width), arrangedSubviews: views))
  }

  @Test("overflow, resistances 750, 749, 751: b shrinks first")
  func overflowMixedResistance() {
    // 350 - 300 = 50 deficit -> b (749): 100 - 50 = 50.
    expectLayout(
      Self.overflow([750, 749, 751], width: 300), size: Size(width: 300, height: 30),
      frames: [frame(0, 0, 50, 30), frame(50, 0, 50, 30), frame(100, 0, 200, 30)])
    // 350 - 200 = 150 deficit -> b gives all 100 and stops at 0, then a (750, below
    // c's 751) gives the other 50 and also reaches 0: c keeps 200.
    expectLayout(
      Self.overflow([750, 749, 751], width: 200), size: Size(width: 200, height: 30),
      frames: [frame(0, 0, 0, 30), frame(0, 0, 0, 30), frame(0, 0, 200, 30)])
  }

  @Test("overflow, resistances 751, 749, 750: after b, c gives before a")
  func overflowResistanceOrderBeatsIndex() {
    // 350 - 220 = 130 deficit -> b: 100 to 0, then c (750 < a's 751): 200 - 30 = 170.
    expectLayout(
      Self.overflow([751, 749, 750], width: 220), size: Size(width: 220, height: 30),
      frames: [frame(0, 0, 50, 30), frame(50, 0, 0, 30), frame(50, 0, 170, 30)])
  }

  @Test("overflow, resistances 750, 749, 750: after b, the lower index of the tie gives")
  func overflowTieAfterLowest() {
    // 130 deficit -> b: 100 to 0, then a and c tie at 750, a (index 0) gives 30: 20.
    expectLayout(
      Self.overflow([750, 749, 750], width: 220), size: Size(width: 220, height: 30),
      frames: [frame(0, 0, 20, 30), frame(20, 0, 0, 30), frame(20, 0, 200, 30)])
  }

  @Test("equal resistances: the first view shrinks first, down to 0, then the next")
  func shrinkingTie() {
    let all = [750.0, 750, 750]
    // 350 - 300 = 50 deficit: a gives all of its 50.
    expectLayout(
      Self.overflow(all, width: 300), size: Size(width: 300, height: 30),
      frames: [frame(0, 0, 0, 30), frame(0, 0, 100, 30), frame(100, 0, 200, 30)])
    // 100 deficit: a gives 50 (to 0), b the other 50.
    expectLayout(
      Self.overflow(all, width: 250), size: Size(width: 250, height: 30),
      frames: [frame(0, 0, 0, 30), frame(0, 0, 50, 30), frame(50, 0, 200, 30)])
    // 230 deficit: a 50 and b 100 to 0, c gives 80: 120.
    expectLayout(
      Self.overflow(all, width: 120), size: Size(width: 120, height: 30),
      frames: [frame(0, 0, 0, 30), frame(0, 0, 0, 30), frame(0, 0, 120, 30)])
  }

  // MARK: - No intrinsic length

  @Test("a view with no intrinsic width takes the surplus of a pinned fill stack")
  func noIntrinsicWidthPinned() {
    let views = [
      arranged("a", width: 50, height: 40), arranged("x", width: nil, height: 40),
      arranged("c", width: 200, height: 40),
    ]
    let layout = laidOut(StackView(size: PartialSize(width: 728), arrangedSubviews: views))
    // 728 - (50 + 200) = 478 all to x; no hugging constraint needs to break.
    expectLayout(
      layout, size: Size(width: 728, height: 40),
      frames: [frame(0, 0, 50, 40), frame(50, 0, 478, 40), frame(528, 0, 200, 40)])
    // The solver names them `content-hugging` (LayoutConstraint's doc says `hugging`).
    let hugging = layout.constraints.filter { $0.constraint.identifier.hasSuffix("hugging") }
    #expect(!hugging.isEmpty)
    #expect(hugging.allSatisfy { $0.status == .holds })

    let unpinned = laidOut(StackView(arrangedSubviews: views))
    // Nothing holds x open: the fitting size shrinks it to 0, W = 50 + 200 = 250.
    expectLayout(
      unpinned, size: Size(width: 250, height: 40),
      frames: [frame(0, 0, 50, 40), frame(50, 0, 0, 40), frame(50, 0, 200, 40)])
  }

  // MARK: - Hidden views

  /// a 50x20, b 100x30, c 200x40, spacing 10, unpinned, alignment fill; the view at
  /// `hidden` is hidden and made 90 tall, taller than all others, to show it does
  /// not size the stack.
  static func hiding(_ hidden: Int, customSpacing: [Double?] = [nil, nil, nil])
    -> StackViewLayout
  {
    var views = threeViews(heights: [20, 30, 40], customSpacing: customSpacing)
    views[hidden].isHidden = true
    views[hidden].intrinsicSize.height = 90
    let layout = laidOut(StackView(spacing: 10, arrangedSubviews: views))
    #expect(identifiers(layout).contains("UISV-hiding"))
    #expect(layout.views.map(\.isHidden) == views.map(\.isHidden))
    return layout
  }

  @Test("hidden first view: no room, no spacing, collapsed at the leading edge")
  func hiddenFirst() {
    // W = 100 + 10 + 200 = 310; H = max(30, 40) = 40; a collapsed at x 0, stretched to 40.
    expectLayout(
      Self.hiding(0), size: Size(width: 310, height: 40),
      frames: [frame(0, 0, 0, 40), frame(0, 0, 100, 40), frame(110, 0, 200, 40)])
  }

  @Test("hidden middle view: collapsed at the trailing edge of the previous view")
  func hiddenMiddle() {
    // W = 50 + 10 + 200 = 260; H = max(20, 40) = 40; b collapsed at a's trailing edge 50.
    expectLayout(
      Self.hiding(1), size: Size(width: 260, height: 40),
      frames: [frame(0, 0, 50, 40), frame(50, 0, 0, 40), frame(60, 0, 200, 40)])
  }

  @Test("hidden last view: collapsed after the last visible one")
  func hiddenLast() {
    // W = 50 + 10 + 100 = 160; H = max(20, 30) = 30; c collapsed at b's trailing edge 160.
    expectLayout(
      Self.hiding(2), size: Size(width: 160, height: 30),
      frames: [frame(0, 0, 50, 30), frame(60, 0, 100, 30), frame(160, 0, 0, 30)])
  }

  @Test("around a hidden view: the custom spacing after the previous visible view counts")
  func hiddenMiddleCustomSpacing() {
    // a's 25 is used between a and c; b's 30 is ignored since b is hidden.
    // W = 50 + 25 + 200 = 275.
    expectLayout(
      Self.hiding(1, customSpacing: [25, 30, nil]), size: Size(width: 275, height: 40),
      frames: [frame(0, 0, 50, 40), frame(50, 0, 0, 40), frame(75, 0, 200, 40)])
    // Custom spacing after the hidden b only: the stack spacing 10 is used.
    expectLayout(
      Self.hiding(1, customSpacing: [nil, 30, nil]), size: Size(width: 260, height: 40),
      frames: [frame(0, 0, 50, 40), frame(50, 0, 0, 40), frame(60, 0, 200, 40)])
  }

  @Test("only hidden views: the stack is 0x0 and every frame collapses at the origin")
  func onlyHiddenViews() {
    var views = Self.threeViews()
    for index in views.indices { views[index].isHidden = true }
    let layout = laidOut(StackView(spacing: 10, arrangedSubviews: views))
    expectLayout(
      layout, size: Size(width: 0, height: 0),
      frames: [frame(0, 0, 0, 0), frame(0, 0, 0, 0), frame(0, 0, 0, 0)])
  }

  // MARK: - Layout margins

  static let margins = EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
  static let twoSquares = [
    arranged("a", width: 50, height: 50), arranged("b", width: 100, height: 100),
  ]

  @Test("margins-relative arrangement, pinned 400x300")
  func marginsRelativePinned() {
    let stack = StackView(
      size: PartialSize(width: 400, height: 300), layoutMargins: Self.margins,
      isLayoutMarginsRelativeArrangement: true, arrangedSubviews: Self.twoSquares)
    // Area x 20...360 (340 wide), y 10...270 (260 tall). 340 - 150 = 190 surplus -> a: 240.
    expectLayout(
      laidOut(stack), size: Size(width: 400, height: 300),
      frames: [frame(20, 10, 240, 260), frame(260, 10, 100, 260)])

    var centred = stack
    centred.alignment = .center
    // Centre across: 10 + 260 / 2 = 140; a at 140 - 25 = 115, b at 140 - 50 = 90.
    expectLayout(
      laidOut(centred), size: Size(width: 400, height: 300),
      frames: [frame(20, 115, 240, 50), frame(260, 90, 100, 100)])
  }

  @Test("margins-relative arrangement, unpinned: the size includes the margins")
  func marginsRelativeUnpinned() {
    let horizontal = StackView(
      layoutMargins: Self.margins, isLayoutMarginsRelativeArrangement: true,
      arrangedSubviews: Self.twoSquares)
    // W = 20 + 50 + 100 + 40 = 210; H = 10 + 100 + 30 = 140.
    expectLayout(
      laidOut(horizontal), size: Size(width: 210, height: 140),
      frames: [frame(20, 10, 50, 100), frame(70, 10, 100, 100)])

    var vertical = horizontal
    vertical.axis = .vertical
    // H = 10 + 50 + 100 + 30 = 190; W = 20 + 100 + 40 = 160.
    expectLayout(
      laidOut(vertical), size: Size(width: 160, height: 190),
      frames: [frame(20, 10, 100, 50), frame(20, 60, 100, 100)])
  }

  @Test("margins are ignored without margins-relative arrangement")
  func marginsIgnored() {
    let unpinned = StackView(layoutMargins: Self.margins, arrangedSubviews: Self.twoSquares)
    expectLayout(
      laidOut(unpinned), size: Size(width: 150, height: 100),
      frames: [frame(0, 0, 50, 100), frame(50, 0, 100, 100)])

    var pinned = unpinned
    pinned.size = PartialSize(width: 400, height: 300)
    // 400 - 150 = 250 surplus -> a: 300.
    expectLayout(
      laidOut(pinned), size: Size(width: 400, height: 300),
      frames: [frame(0, 0, 300, 300), frame(300, 0, 100, 300)])
  }

  // MARK: - Baselines

  /// Widths 10, 20, 30; heights 40, 20, 60; first baselines 30, 15, 20; last
  /// baselines 35, 15, 50.
  static let baselineViews = [
    arranged("a", width: 10, height: 40, firstBaseline: 30, lastBaseline: 35),
    arranged("b", width: 20, height: 20, firstBaseline: 15, lastBaseline: 15),
    arranged("c", width: 30, height: 60, firstBaseline: 20, lastBaseline: 50),
  ]

  @Test("firstBaseline alignment, unpinned and pinned taller than the views")
  func firstBaselineAlignment() {
    // Common baseline B: tops B - 30, B - 15, B - 20, all >= 0, so B = 30 at the
    // highest: tops 0, 15, 10; bottoms 40, 35, 70 -> content 70 tall. W = 60.
    let frames = [frame(0, 0, 10, 40), frame(10, 15, 20, 20), frame(30, 10, 30, 60)]
    let unpinned = laidOut(
      StackView(alignment: .firstBaseline, arrangedSubviews: Self.baselineViews))
    expectLayout(unpinned, size: Size(width: 60, height: 70), frames: frames)
    let ids = identifiers(unpinned)
    #expect(ids.contains("UISV-spanning-fit") && ids.contains("UISV-ambiguity-suppression"))

    let pinned = laidOut(
      StackView(
        alignment: .firstBaseline, size: PartialSize(width: 60, height: 100),
        arrangedSubviews: Self.baselineViews))
    // Taller stack: the group stays at the top.
    expectLayout(pinned, size: Size(width: 60, height: 100), frames: frames)
  }

  @Test("lastBaseline alignment, unpinned and pinned taller than the views")
  func lastBaselineAlignment() {
    // Tops B - 35, B - 15, B - 50 >= 0 -> B = 50: tops 15, 35, 0; bottoms 55, 55, 60.
    let frames = [frame(0, 15, 10, 40), frame(10, 35, 20, 20), frame(30, 0, 30, 60)]
    let unpinned = laidOut(
      StackView(alignment: .lastBaseline, arrangedSubviews: Self.baselineViews))
    expectLayout(unpinned, size: Size(width: 60, height: 60), frames: frames)

    let pinned = laidOut(
      StackView(
        alignment: .lastBaseline, size: PartialSize(width: 60, height: 100),
        arrangedSubviews: Self.baselineViews))
    expectLayout(pinned, size: Size(width: 60, height: 100), frames: frames)
  }

  @Test("baseline alignment with a view without baselines: its top or bottom stands in")
  func baselineFallback() {
    let views = [
      arranged("a", width: 10, height: 40, firstBaseline: 30, lastBaseline: 35),
      arranged("d", width: 10, height: 10),
    ]
    // First: a's baseline at top + 30, d's at its top: tops B - 30 and B, B = 30.
    expectLayout(
      laidOut(StackView(alignment: .firstBaseline, arrangedSubviews: views)),
      size: Size(width: 20, height: 40), frames: [frame(0, 0, 10, 40), frame(10, 30, 10, 10)])
    // Last: a's at top + 35, d's at its bottom (top + 10): tops B - 35 and B - 10,
    // B = 35 -> tops 0 and 25; bottoms 40 and 35.
    expectLayout(
      laidOut(StackView(alignment: .lastBaseline, arrangedSubviews: views)),
      size: Size(width: 20, height: 40), frames: [frame(0, 0, 10, 40), frame(10, 25, 10, 10)])
  }

  /// Widths 50; a 40 tall (baselines 10, 30), b 20 tall (15, 15), c 30 tall (none).
  static let baselineRelativeViews = [
    arranged("a", width: 50, height: 40, firstBaseline: 10, lastBaseline: 30),
    arranged("b", width: 50, height: 20, firstBaseline: 15, lastBaseline: 15),
    arranged("c", width: 50, height: 30),
  ]

  @Test("baseline-relative arrangement in a vertical stack")
  func baselineRelativeVertical() {
    let stack = StackView(
      axis: .vertical, spacing: 20, isBaselineRelativeArrangement: true,
      arrangedSubviews: Self.baselineRelativeViews)
    // a's last baseline at 30 -> b's first baseline at 30 + 20 = 50 -> b's top 50 - 15 = 35;
    // b's last baseline 35 + 15 = 50 -> c's first baseline (its top) at 70; H = 70 + 30 = 100.
    expectLayout(
      laidOut(stack), size: Size(width: 50, height: 100),
      frames: [frame(0, 0, 50, 40), frame(0, 35, 50, 20), frame(0, 70, 50, 30)])

    var pinned = stack
    pinned.size = PartialSize(width: 50, height: 150)
    // The chain from a's top to c's top is fixed by the baselines (70 whatever a's and
    // b's heights), so only c can take the 150 - 100 = 50 surplus: c 30 + 50 = 80.
    expectLayout(
      laidOut(pinned), size: Size(width: 50, height: 150),
      frames: [frame(0, 0, 50, 40), frame(0, 35, 50, 20), frame(0, 70, 50, 80)])
  }

  @Test("baseline-relative arrangement does nothing in a horizontal stack")
  func baselineRelativeHorizontal() {
    let stack = StackView(
      axis: .horizontal, spacing: 20, isBaselineRelativeArrangement: true,
      arrangedSubviews: Self.baselineRelativeViews)
    // Edge to edge: x 0, 50 + 20 = 70, 70 + 50 + 20 = 140; W = 190, H = 40 (fill).
    expectLayout(
      laidOut(stack), size: Size(width: 190, height: 40),
      frames: [frame(0, 0, 50, 40), frame(70, 0, 50, 40), frame(140, 0, 50, 40)])
  }

  // MARK: - Degenerate stacks

  @Test(
    "a single view stretches to both ends whatever the distribution",
    arguments: Distribution.allCases)
  func singleView(_ distribution: Distribution) {
    let view = [arranged("a", width: 50, height: 50)]
    let pinned = laidOut(
      StackView(
        distribution: distribution, size: PartialSize(width: 728, height: 375),
        arrangedSubviews: view))
    expectLayout(pinned, size: Size(width: 728, height: 375), frames: [frame(0, 0, 728, 375)])
    #expect(!identifiers(pinned).contains("UISV-spacing"))
    #expect(identifiers(pinned).contains("UISV-canvas-connection"))

    let unpinned = laidOut(StackView(distribution: distribution, arrangedSubviews: view))
    expectLayout(unpinned, size: Size(width: 50, height: 50), frames: [frame(0, 0, 50, 50)])
  }

  @Test("no views: 0x0 unpinned, the pinned size kept, no frames")
  func noViews() {
    for distribution in Distribution.allCases {
      for alignment in Alignment.allCases {
        let unpinned = laidOut(StackView(distribution: distribution, alignment: alignment))
        expectLayout(unpinned, size: Size(width: 0, height: 0), frames: [])
        let pinned = laidOut(
          StackView(
            axis: .vertical, distribution: distribution, alignment: alignment,
            size: PartialSize(width: 100, height: 50)))
        expectLayout(pinned, size: Size(width: 100, height: 50), frames: [])
      }
    }
  }

  // MARK: - fillProportionally

  @Test("fillProportionally with spacing: the last view absorbs the error")
  func fillProportionallyWithSpacing() {
    let pinned = laidOut(
      StackView(
        distribution: .fillProportionally, spacing: 10, size: PartialSize(width: 740),
        arrangedSubviews: Self.threeViews()))
    // D = 350 + 2 x 10 = 370. a = 50/370 x 740 = 100 (@999), b = 100/370 x 740 = 200
    // (@998); c's 200/370 x 740 = 400 (@997) gives: 740 - 100 - 10 - 200 - 10 = 420.
    expectLayout(
      pinned, size: Size(width: 740, height: 30),
      frames: [frame(0, 0, 100, 30), frame(110, 0, 200, 30), frame(320, 0, 420, 30)])
    #expect(identifiers(pinned).contains("UISV-fill-proportionally"))

    let unpinned = laidOut(
      StackView(
        distribution: .fillProportionally, spacing: 10, arrangedSubviews: Self.threeViews()))
    // W = D = 370: every view keeps L (L / 370 x 370 = L); b at 60, c at 60 + 110 = 170.
    expectLayout(
      unpinned, size: Size(width: 370, height: 30),
      frames: [frame(0, 0, 50, 30), frame(60, 0, 100, 30), frame(170, 0, 200, 30)])
  }

  @Test("fillProportionally: a view without intrinsic width gets 0")
  func fillProportionallyNoIntrinsicWidth() {
    let views = [
      arranged("a", width: 50, height: 30), arranged("x", width: nil, height: 30),
      arranged("c", width: 150, height: 30),
    ]
    let layout = laidOut(
      StackView(
        distribution: .fillProportionally, size: PartialSize(width: 400), arrangedSubviews: views))
    // D = 50 + 0 + 150 = 200: a = 50/200 x 400 = 100, x = 0, c = 150/200 x 400 = 300.
    expectLayout(
      layout, size: Size(width: 400, height: 30),
      frames: [frame(0, 0, 100, 30), frame(100, 0, 0, 30), frame(100, 0, 300, 30)])
  }

  @Test("fillProportionally with no intrinsic widths falls back to fillEqually")
  func fillProportionallyFallback() {
    let views = [arranged("x", width: nil, height: 30), arranged("y", width: nil, height: 30)]
    let layout = laidOut(
      StackView(
        distribution: .fillProportionally, size: PartialSize(width: 100), arrangedSubviews: views))
    // D = 0 <= max(0, 1): fillEqually, 100 / 2 = 50 each.
    expectLayout(
      layout, size: Size(width: 100, height: 30),
      frames: [frame(0, 0, 50, 30), frame(50, 0, 50, 30)])
    #expect(identifiers(layout).contains("UISV-fill-equally"))
  }

  // MARK: - equalSpacing and equalCentering

  @Test("equalSpacing with room: the gaps share the surplus")
  func equalSpacingRoom() {
    let layout = laidOut(
      StackView(
        distribution: .equalSpacing, spacing: 10, size: PartialSize(width: 500),
        arrangedSubviews: Self.threeViews()))
    // Gaps (500 - 350) / 2 = 75 >= 10: b at 50 + 75 = 125, c at 125 + 100 + 75 = 300.
    expectLayout(
      layout, size: Size(width: 500, height: 30),
      frames: [frame(0, 0, 50, 30), frame(125, 0, 100, 30), frame(300, 0, 200, 30)])
    let ids = identifiers(layout)
    #expect(ids.contains("UISV-distributing") && ids.contains("UISV-canvas-fit"))
  }

  @Test("equalSpacing with too little room: gaps at the spacing, views shrink")
  func equalSpacingTight() {
    let layout = laidOut(
      StackView(
        distribution: .equalSpacing, spacing: 10, size: PartialSize(width: 300),
        arrangedSubviews: Self.threeViews()))
    // Needs 350 + 20 = 370, 70 too many: gaps 10; a (first of the tie) gives 50 to 0,
    // b gives 20: 80. b at 0 + 10 = 10, c at 10 + 80 + 10 = 100.
    expectLayout(
      layout, size: Size(width: 300, height: 30),
      frames: [frame(0, 0, 0, 30), frame(10, 0, 80, 30), frame(100, 0, 200, 30)])
  }

  @Test("equalSpacing unpinned: gaps at the spacing")
  func equalSpacingUnpinned() {
    let layout = laidOut(
      StackView(distribution: .equalSpacing, spacing: 10, arrangedSubviews: Self.threeViews()))
    // W = 350 + 2 x 10 = 370.
    expectLayout(
      layout, size: Size(width: 370, height: 30),
      frames: [frame(0, 0, 50, 30), frame(60, 0, 100, 30), frame(170, 0, 200, 30)])
  }

  @Test("equalCentering pinned with room: centres equally spaced")
  func equalCenteringRoom() {
    let layout = laidOut(
      StackView(
        distribution: .equalCentering, spacing: 10, size: PartialSize(width: 600),
        arrangedSubviews: Self.threeViews()))
    // Centres: a 25, c 600 - 100 = 500, b (25 + 500) / 2 = 262.5 -> b at 212.5.
    // Gaps 212.5 - 50 = 162.5 and 400 - 312.5 = 87.5, both >= 10.
    expectLayout(
      layout, size: Size(width: 600, height: 30),
      frames: [frame(0, 0, 50, 30), frame(212.5, 0, 100, 30), frame(400, 0, 200, 30)])
    let ids = identifiers(layout)
    #expect(ids.contains("UISV-distributing") && ids.contains("UISV-canvas-fit"))
  }

  @Test("equalCentering unpinned with spacing: larger than the plain sum")
  func equalCenteringUnpinned() {
    let layout = laidOut(
      StackView(distribution: .equalCentering, spacing: 10, arrangedSubviews: Self.threeViews()))
    // b at y, c at z: centres 25, y + 50, z + 100 equally spaced -> z = 2y - 25;
    // z >= y + 100 + 10 -> y >= 135. y = 135, z = 245, W = 445 (> 350 + 20).
    expectLayout(
      layout, size: Size(width: 445, height: 30),
      frames: [frame(0, 0, 50, 30), frame(135, 0, 100, 30), frame(245, 0, 200, 30)])
  }

  // MARK: - Required conflict

  @Test("spacing longer than the pinned width: views at 0, content past the trailing edge")
  func requiredConflict() {
    let layout = StackView(
      spacing: 100, size: PartialSize(width: 150), arrangedSubviews: Self.threeViews()
    ).layout()
    // 2 x 100 = 200 > 150: every view shrinks to 0, b at 100, c at 200; the trailing
    // canvas connection (c.trailing == stack.trailing) misses by 200 - 150 = 50.
    expectLayout(
      layout, size: Size(width: 150, height: 30),
      frames: [frame(0, 0, 0, 30), frame(100, 0, 0, 30), frame(200, 0, 0, 30)])
    let brokenRequired = layout.brokenConstraints.filter(\.constraint.isRequired)
    #expect(brokenRequired.count == 1)
    if let broken = brokenRequired.first {
      #expect(broken.constraint.identifier == "UISV-canvas-connection")
      let attributes = [broken.constraint.first.attribute, broken.constraint.second?.attribute]
      #expect(attributes.allSatisfy { $0 == .trailing })
      if case .broken(let amount) = broken.status {
        #expect(close(amount, 50))
      }
    }
  }

  @Test("equalCentering too short for its spacings: still the trailing connection breaks")
  func requiredConflictEqualCentering() {
    let views = [
      arranged("a", width: nil, height: 20),
      arranged("b", width: nil, height: 20, customSpacingAfter: 50),
      arranged("c", width: nil, height: 20),
    ]
    let layout = StackView(
      distribution: .equalCentering, spacing: 10, size: PartialSize(width: 40),
      arrangedSubviews: views
    ).layout()
    // The gaps need at least 10 + 50 = 60 > 40: views at 0 wide, b at 10, c at 60, and
    // the trailing canvas connection misses by 60 - 40 = 20 (rule 4), even though the
    // centring equalities (@149 and below) would rather see c at 40.
    expectLayout(
      layout, size: Size(width: 40, height: 20),
      frames: [frame(0, 0, 0, 20), frame(10, 0, 0, 20), frame(60, 0, 0, 20)])
    let brokenRequired = layout.brokenConstraints.filter(\.constraint.isRequired)
    let names = layout.views.map(\.name)
    #expect(
      brokenRequired.map { $0.constraint.formatted(names: names) } == [
        "c.trailing == stack.trailing @1000"
      ])
  }

  // MARK: - Explanations

  @Test("the spec's pinned fill example explains the stretch")
  func stretchReason() {
    let layout = laidOut(
      StackView(
        axis: .vertical, size: PartialSize(width: 375, height: 728),
        arrangedSubviews: [
          arranged("a", width: 50, height: 50), arranged("b", width: 100, height: 100),
          arranged("c", width: 200, height: 200),
        ]))
    let reason = layout.views[0].reason.along
    // 728 - 350 = 378, given by the hugging priority 250.
    #expect(reason.hasPrefix("stretched by 378"), "\(reason)")
    #expect(reason.contains("250"), "\(reason)")
  }
}
