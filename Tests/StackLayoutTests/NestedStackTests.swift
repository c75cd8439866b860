import Testing

@testable import StackLayout

/// A view that is a stack.
func nested(_ name: String, _ stack: StackView, isHidden: Bool = false) -> ArrangedView {
  ArrangedView(name: name, isHidden: isHidden, stack: stack)
}

/// Trees of nested stacks, each worked out on paper from uikit-stack.md ("Nested
/// stacks" and the rules it builds on). Frames are relative to the root, in
/// depth-first pre-order (a view, then its own views if it is a stack).
@Suite("Nested stacks: hand-worked trees")
struct NestedStackTests {
  /// The spec's worked example.
  static let cardRow = StackView(
    axis: .horizontal, distribution: .fill, alignment: .center, spacing: 8,
    size: PartialSize(width: 300),
    arrangedSubviews: [
      arranged("image", width: 60, height: 60),
      nested(
        "text",
        StackView(
          axis: .vertical, distribution: .fill, alignment: .fill, spacing: 4,
          arrangedSubviews: [
            arranged("title", width: 100, height: 20),
            arranged("subtitle", width: 80, height: 16),
          ])),
    ])

  @Test("the spec's example: the 132 to spare goes to image, the column stays 100 wide")
  func specExample() {
    let layout = Self.cardRow.layout()
    // Along: 300 - 8 - 60 - 100 = 132 at tier 250: image (132 + 20) beats the
    // column (132 + 152). Across: the column is 20 + 4 + 16 = 40, centred in 60.
    expectLayout(
      layout, size: Size(width: 300, height: 60),
      frames: [
        frame(0, 0, 192, 60), frame(200, 10, 100, 40), frame(200, 10, 100, 20),
        frame(200, 34, 100, 16),
      ])
    #expect(layout.views.map(\.name) == ["image", "text", "title", "subtitle"])
    #expect(
      layout.views[1].reason.along
        == "not stretched: the 132 to spare went to image; stretching text would break two hugging constraints at 250 (title, subtitle) against one"
    )
    #expect(
      layout.views[0].reason.along
        == "stretched by 132: the lowest hugging priority (250); stretching text instead would break two hugging constraints at 250 (title, subtitle)"
    )
    #expect(
      layout.views[3].reason.across.hasPrefix("stretched to text's width 100: alignment fill"))
  }

  @Test("the constraint list names the stack of each constraint")
  func constraintOwners() {
    let layout = Self.cardRow.layout()
    let owners = Set(layout.constraints.map(\.stack))
    #expect(owners == [nil, "text"])
    // The column's spacing: subtitle.top == title.bottom + 4, the column's.
    let spacing = layout.constraints.first { $0.constraint.kind == .spacing && $0.stack == "text" }
    #expect(spacing?.constraint.first == LayoutAnchor(.view(3), .top))
    #expect(spacing?.constraint.second == LayoutAnchor(.view(2), .bottom))
    #expect(spacing?.constraint.constant == 4)
    // Subtitle's width hugging is broken by 20 (alignment fill stretches it to 100).
    let hugging = layout.constraints.first {
      $0.constraint.kind == .contentHugging && $0.constraint.first == LayoutAnchor(.view(3), .width)
    }
    #expect(hugging?.status == .broken(by: 20))
    #expect(hugging?.stack == "text")
    // Only the root is asked for its fitting size (its height: it is pinned 300 wide).
    #expect(layout.constraints.filter { $0.constraint.kind == .fittingSize }.count == 1)
    #expect(
      layout.constraints.contains {
        $0.constraint.kind == .ambiguitySuppression && $0.constraint.first.item == .view(1)
          && $0.stack == nil
      })
  }

  @Test("hugging of a nested stack changes nothing")
  func nestedHuggingIgnored() {
    var stack = Self.cardRow
    stack.arrangedSubviews[1].hugging = PerAxis(horizontal: 1, vertical: 1)
    stack.arrangedSubviews[1].compressionResistance = PerAxis(horizontal: 1, vertical: 1)
    stack.arrangedSubviews[1].intrinsicSize = PartialSize(width: 500, height: 500)
    #expect(stack.layout().frames == Self.cardRow.layout().frames)
  }

  @Test("mixed axes, unpinned root: a row under a header sets the width")
  func mixedAxesUnpinned() {
    // Width: alignment fill makes header and row one width w >= 20 + 5 + 40 = 65
    // (compression resistance); hugging at 250 then wants w as small as that.
    // Height: the row's alignment fill makes a and b one height >= 30; b's hugging
    // gives way by 10. The root is 10 + 30 tall.
    let stack = StackView(
      axis: .vertical, distribution: .fill, alignment: .fill,
      arrangedSubviews: [
        arranged("header", width: 50, height: 10),
        nested(
          "row",
          StackView(
            axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 5,
            arrangedSubviews: [
              arranged("a", width: 20, height: 30), arranged("b", width: 40, height: 20),
            ])),
      ])
    expectLayout(
      stack.layout(), size: Size(width: 65, height: 40),
      frames: [
        frame(0, 0, 65, 10), frame(0, 10, 65, 30), frame(0, 10, 20, 30), frame(25, 10, 40, 30),
      ])
  }

  @Test("fillEqually inside fill: hugging 251 on the icon makes the pair stretch")
  func fillEquallyInsideFill() {
    // 200 wide: icon's hugging at 251 holds (30), so the pair is 170 and each of
    // its equal halves (170 - 10) / 2 = 80. Across (top): the icon is 30 tall, the
    // pair as short as its content (10).
    let stack = StackView(
      axis: .horizontal, distribution: .fill, alignment: .leading, size: PartialSize(width: 200),
      arrangedSubviews: [
        arranged("icon", width: 30, height: 30, hugging: PerAxis(horizontal: 251, vertical: 250)),
        nested(
          "pair",
          StackView(
            axis: .horizontal, distribution: .fillEqually, alignment: .fill, spacing: 10,
            arrangedSubviews: [
              arranged("x", width: 10, height: 10), arranged("y", width: 50, height: 10),
            ])),
      ])
    expectLayout(
      stack.layout(), size: Size(width: 200, height: 30),
      frames: [
        frame(0, 0, 30, 30), frame(30, 0, 170, 10), frame(30, 0, 80, 10), frame(120, 0, 80, 10),
      ])
  }

  @Test("equalSpacing inside fill: the nested row is stretched and its gap takes the room")
  func equalSpacingInsideFill() {
    // Alignment fill makes the bar 100 wide; l and r keep 10 and 20, the gap is 70.
    // The bar is 20 tall (r), l centred in it; body is stretched to 100 wide.
    let stack = StackView(
      axis: .vertical, distribution: .fill, alignment: .fill, size: PartialSize(width: 100),
      arrangedSubviews: [
        nested(
          "bar",
          StackView(
            axis: .horizontal, distribution: .equalSpacing, alignment: .center,
            arrangedSubviews: [
              arranged("l", width: 10, height: 10), arranged("r", width: 20, height: 20),
            ])),
        arranged("body", width: 40, height: 40),
      ])
    expectLayout(
      stack.layout(), size: Size(width: 100, height: 60),
      frames: [
        frame(0, 0, 100, 20), frame(0, 5, 10, 10), frame(80, 0, 20, 20), frame(0, 20, 100, 40),
      ])
  }

  @Test("alignment bottom outside, leading inside")
  func bottomAndLeading() {
    // The column is as narrow as its widest view (30) and as tall as its content
    // (20): its ambiguity suppression at 25 gives way. Bottom-aligned with tall (50).
    let stack = StackView(
      axis: .horizontal, distribution: .fill, alignment: .trailing,
      arrangedSubviews: [
        arranged("tall", width: 10, height: 50),
        nested(
          "col",
          StackView(
            axis: .vertical, distribution: .fill, alignment: .leading,
            arrangedSubviews: [
              arranged("p", width: 30, height: 10), arranged("q", width: 20, height: 10),
            ])),
      ])
    expectLayout(
      stack.layout(), size: Size(width: 40, height: 50),
      frames: [
        frame(0, 0, 10, 50), frame(10, 30, 30, 20), frame(10, 30, 30, 10), frame(10, 40, 20, 10),
      ])
  }

  @Test("too little room: a nested view's lower compression resistance gives first")
  func compressionAcrossLevels() {
    // 60 + 30 + 30 = 120 in 100: b's resistance at 749 is the lowest in the tree.
    let stack = StackView(
      axis: .horizontal, distribution: .fill, alignment: .fill, size: PartialSize(width: 100),
      arrangedSubviews: [
        arranged("a", width: 60, height: 10),
        nested(
          "inner",
          StackView(
            axis: .horizontal, distribution: .fill, alignment: .fill,
            arrangedSubviews: [
              arranged(
                "b", width: 30, height: 10,
                compressionResistance: PerAxis(horizontal: 749, vertical: 750)),
              arranged("c", width: 30, height: 10),
            ])),
      ])
    let layout = stack.layout()
    expectLayout(
      layout, size: Size(width: 100, height: 10),
      frames: [
        frame(0, 0, 60, 10), frame(60, 0, 40, 10), frame(60, 0, 10, 10), frame(70, 0, 30, 10),
      ])
    #expect(
      layout.views[2].reason.along == "compressed by 20: its compression resistance (749) gives way"
    )
  }

  @Test("ties: the first view in depth-first pre-order takes the surplus")
  func preOrderTies() {
    // n, p, q, r rank 0, 1, 2, 3: 70 to spare, every option breaks one hugging at
    // 250 by 70; p (rank 1) is the first of the tied views.
    let stack = StackView(
      axis: .horizontal, distribution: .fill, alignment: .fill, size: PartialSize(width: 100),
      arrangedSubviews: [
        nested(
          "n",
          StackView(
            axis: .horizontal,
            arrangedSubviews: [
              arranged("p", width: 10, height: 10), arranged("q", width: 10, height: 10),
            ])),
        arranged("r", width: 10, height: 10),
      ])
    expectLayout(
      stack.layout(), size: Size(width: 100, height: 10),
      frames: [
        frame(0, 0, 90, 10), frame(0, 0, 80, 10), frame(80, 0, 10, 10), frame(90, 0, 10, 10),
      ])
  }

  @Test("a hidden nested stack takes no room; its views are laid out as it alone")
  func hiddenNested() {
    // a 20 tall, then b one spacing (10) below: the hidden column leaves nothing.
    // Alignment fill: 30 wide. The hidden column collapses at y 20, 30 wide; z sits
    // at its origin at its own size.
    let stack = StackView(
      axis: .vertical, distribution: .fill, alignment: .fill, spacing: 10,
      arrangedSubviews: [
        arranged("a", width: 20, height: 20),
        nested(
          "h",
          StackView(axis: .vertical, arrangedSubviews: [arranged("z", width: 5, height: 5)]),
          isHidden: true),
        arranged("b", width: 30, height: 10),
      ])
    let layout = stack.layout()
    expectLayout(
      layout, size: Size(width: 30, height: 40),
      frames: [
        frame(0, 0, 30, 20), frame(0, 20, 30, 0), frame(0, 20, 5, 5), frame(0, 30, 30, 10),
      ])
    #expect(layout.views[1].reason.along == "hidden: takes no room and leaves no spacing behind")
  }

  @Test("thousands of hidden views beside a nested stack: laid out as without them")
  func manyHiddenViews() {
    // A fuzzing find (seed 2814): each constraint across was checked against
    // every hidden view, so 64,000 of them took 6 s. The hidden views take no
    // room and, across the axis, are placed after the solve: a and the row
    // (holding z) are laid out as in the tree without them. Column aligned
    // fill, no size: as wide as the widest, 30; a 20 tall, the row 10 below
    // it (spacing 10), as tall as z, 5, and 30 wide; z, alone in the row
    // (fill), stretched to its 30.
    let hidden = (0..<3_000).map { index in
      ArrangedView(
        name: "h\(index)", intrinsicSize: PartialSize(width: 10, height: 10), isHidden: true)
    }
    let shown = [
      arranged("a", width: 30, height: 20),
      nested(
        "row", StackView(axis: .horizontal, arrangedSubviews: [arranged("z", width: 5, height: 5)])),
    ]
    let stack = StackView(
      axis: .vertical, distribution: .fill, alignment: .fill, spacing: 10,
      arrangedSubviews: hidden + shown)
    let layout = stack.layout()
    #expect(layout.notLaidOut == nil)
    #expect(layout.size == Size(width: 30, height: 35))
    #expect(
      Array(layout.frames.suffix(3)) == [
        frame(0, 0, 30, 20), frame(0, 30, 30, 5), frame(0, 30, 30, 5),
      ])
    var bare = stack
    bare.arrangedSubviews = shown
    #expect(bare.layout().frames == Array(layout.frames.suffix(3)))
  }

  @Test("equalSpacing nested in a leading-aligned pinned root keeps its minimum gap")
  func nestedEqualSpacingLeading() {
    // The row's canvas fit (@49) and ambiguity suppression (@25) shrink it to
    // 10 + 4 + 10 = 24; the root is pinned 100 wide and as tall as the row (10).
    let stack = StackView(
      axis: .vertical, distribution: .fill, alignment: .leading, size: PartialSize(width: 100),
      arrangedSubviews: [
        nested(
          "row",
          StackView(
            axis: .horizontal, distribution: .equalSpacing, alignment: .fill, spacing: 4,
            arrangedSubviews: [
              arranged("u", width: 10, height: 10), arranged("v", width: 10, height: 10),
            ]))
      ])
    expectLayout(
      stack.layout(), size: Size(width: 100, height: 10),
      frames: [frame(0, 0, 24, 10), frame(0, 0, 10, 10), frame(14, 0, 10, 10)])
  }

  @Test("firstBaseline: a vertical nested stack's first baseline is its first view's")
  func nestedBaseline() {
    // label's baseline at 15 meets t's at 8: the column starts 7 lower. The root
    // spans 0 ... 27.
    let stack = StackView(
      axis: .horizontal, distribution: .fill, alignment: .firstBaseline,
      arrangedSubviews: [
        arranged("label", width: 40, height: 20, firstBaseline: 15),
        nested(
          "col",
          StackView(
            axis: .vertical, distribution: .fill, alignment: .fill,
            arrangedSubviews: [
              arranged("t", width: 30, height: 10, firstBaseline: 8),
              arranged("s", width: 30, height: 10, firstBaseline: 8),
            ])),
      ])
    expectLayout(
      stack.layout(), size: Size(width: 70, height: 27),
      frames: [
        frame(0, 0, 40, 20), frame(40, 7, 30, 20), frame(40, 7, 30, 10), frame(40, 17, 30, 10),
      ])
  }

  @Test("firstBaseline: a horizontal nested stack aligned top has its tallest view's baseline")
  func nestedHorizontalBaseline() {
    // The row's baseline is its tallest view's, the icon's (25 below the
    // row's top, which the icon shares: alignment top). The shared baseline is
    // as high as the views let it be: 25, so the label (baseline 15) starts at
    // 10 and the row at 0. Heights: the label 20, the row its icon's 30 (the
    // text is 10, at the top); the stack fits its content, 30. Widths add up:
    // 50 + 30 + 40.
    let stack = StackView(
      axis: .horizontal, alignment: .firstBaseline,
      arrangedSubviews: [
        arranged("label", width: 50, height: 20, firstBaseline: 15),
        nested(
          "row",
          StackView(
            axis: .horizontal, alignment: .top,
            arrangedSubviews: [
              arranged("icon", width: 30, height: 30, firstBaseline: 25),
              arranged("text", width: 40, height: 10, firstBaseline: 8),
            ])),
      ])
    // The direct method covers it (the constraint solver is not asked).
    var solution = TreeSolution(tree: StackTree(stack))
    #expect(solution.solve(.vertical, direct: true, constraintSolverAllowed: false) == nil)
    for solver in UIKitSolverKind.allCases {
      expectLayout(
        stack.layout(using: solver), size: Size(width: 120, height: 30),
        frames: [
          frame(0, 10, 50, 20), frame(50, 0, 70, 30), frame(50, 0, 30, 30), frame(80, 0, 40, 10),
        ])
    }
  }

  /// 50 of the spec's card rows in a column pinned 300 wide: 250 views.
  static func cardColumn(changingRow changed: Int? = nil) -> StackView {
    var stack = StackView(
      axis: .vertical, size: PartialSize(width: 300),
      arrangedSubviews: (0..<50).map { row in
        var card = cardRow
        card.size = PartialSize()
        card.arrangedSubviews[0].name = "image\(row)"
        card.arrangedSubviews[1].name = "text\(row)"
        card.arrangedSubviews[1].stack!.arrangedSubviews[0].name = "title\(row)"
        card.arrangedSubviews[1].stack!.arrangedSubviews[1].name = "subtitle\(row)"
        return nested("row\(row)", card)
      })
    if let changed { stack.arrangedSubviews[changed].stack!.distribution = .equalCentering }
    return stack
  }

  /// The frames of ``cardColumn(changingRow:)``: each row the spec's
  /// example, 60 tall; the image of row `centred` 60 wide (its own width:
  /// the row spaced by equalCentering), not stretched to 192.
  static func cardColumnFrames(centred: Int? = nil) -> [Rect] {
    (0..<50).flatMap { row -> [Rect] in
      let y = Double(row) * 60
      return [
        frame(0, y, 300, 60), frame(0, y, row == centred ? 60 : 192, 60),
        frame(200, y + 10, 100, 40), frame(200, y + 10, 100, 20), frame(200, y + 34, 100, 16),
      ]
    }
  }

  @Test("a tree of 250 views: every row is the spec's example, 60 tall")
  func manyCardRows() {
    let layout = Self.cardColumn().layout()
    #expect(layout.notLaidOut == nil)
    expectLayout(layout, size: Size(width: 300, height: 3_000), frames: Self.cardColumnFrames())
    #expect(
      layout.views[7].reason.along.contains("two hugging constraints at 250 (title1, subtitle1)"))
  }

  /// A row aligned by last baselines (fill, spacing 8) of an icon 40x40
  /// with no baseline and a column (spacing 4, aligned fill, `distribution`)
  /// of a title 100x20 and a subtitle 80x16 whose last baselines are 16 and
  /// 12 below their tops.
  static func iconAndText(_ distribution: Distribution) -> StackView {
    StackView(
      axis: .horizontal, distribution: .fill, alignment: .lastBaseline, spacing: 8,
      arrangedSubviews: [
        arranged("icon", width: 40, height: 40),
        nested(
          "text",
          StackView(
            axis: .vertical, distribution: distribution, alignment: .fill, spacing: 4,
            arrangedSubviews: [
              arranged("title", width: 100, height: 20, lastBaseline: 16),
              arranged("subtitle", width: 80, height: 16, lastBaseline: 12),
            ])),
      ])
  }

  /// A row aligned by last baselines (fill, spacing 8): an icon 40x40 with no
  /// baseline, which stands on the row's baseline by its bottom, and a column
  /// spaced equally (spacing 4, aligned fill) of a title 100x20 and a
  /// subtitle 80x16 whose last baselines are 16 and 12 below their tops. The
  /// column's last baseline is the subtitle's: above it, the title, a gap of
  /// at least 4 and 12 of the subtitle (36 or more); below it, the
  /// subtitle's other 4. Free, the row is as short as it can be (fitting size
  /// 50, spanning fit 51): the baseline at 40 (the icon's bottom), 4 below.
  /// The column's canvas fit (49) keeps its gap at 4: it is 40 tall, from 4.
  /// Across: 40 + 8 + 100 (the title; the subtitle stretched).
  @Test("an equalSpacing column in a row aligned by last baselines, by hand")
  func spacedColumnOnABaseline() {
    let stack = Self.iconAndText(.equalSpacing)
    #expect(Self.coveredDirectly(stack))
    expectLayout(
      stack.layout(), size: Size(width: 148, height: 44),
      frames: [
        frame(0, 0, 40, 40), frame(48, 4, 100, 40), frame(48, 4, 100, 20),
        frame(48, 28, 100, 16),
      ])
  }

  /// The same row with its text column filled equally: subtitle (16 tall)
  /// is stretched to title's 20 (title's compression resistance at 750 beats
  /// subtitle's hugging at 250), so the column is 20 + 4 + 20 = 44 tall and
  /// its last baseline, subtitle's, is 20 + 4 + 12 = 36 below its top. icon
  /// has no baseline: it stands on it, which is then 40 below the row's
  /// top (icon's height; the column's top is 40 - 36 = 4 down), with
  /// 44 - 36 = 8 below it: the row is 48 tall.
  @Test("a fillEqually column on a last baseline, by hand")
  func equalColumnOnABaseline() {
    let stack = Self.iconAndText(.fillEqually)
    #expect(Self.coveredDirectly(stack))
    expectLayout(
      stack.layout(), size: Size(width: 148, height: 48),
      frames: [
        frame(0, 0, 40, 40), frame(48, 4, 100, 44), frame(48, 4, 100, 20),
        frame(48, 28, 100, 20),
      ])
    // Pinned 40 tall, the column cannot keep its length: its last baseline
    // would move with it, which the direct method leaves to the constraint
    // solver (title and subtitle give way at 750 and 250 in the program, not
    // as a plain view would).
    var short = stack
    short.size.height = 40
    #expect(!Self.coveredDirectly(short))
    #expect(short.layout().notLaidOut == nil)
    // The row in a column pinned 30 tall, over a footer: the column's length
    // 44 (the row 48 tall) is the method's assumption, not a required
    // constraint (the row can be 16 tall: the title and subtitle 0 each,
    // the baseline 0 + 4 + 12 below its top), so the direct method hands it
    // over for the moving baseline; it used to claim that the required
    // constraints of root conflict, which they do not: the constraint
    // solver breaks none of them.
    var squeezed = Self.column([
      nested("row", stack), arranged("footer", width: 10, height: 20),
    ])
    squeezed.size.height = 30
    var solution = TreeSolution(tree: StackTree(squeezed))
    #expect(
      solution.solve(.vertical, direct: true, constraintSolverAllowed: false)
        == "the last baseline of text moves with its content")
    let solved = squeezed.layout()
    #expect(solved.notLaidOut == nil)
    #expect(!solved.brokenConstraints.isEmpty)
    #expect(solved.brokenConstraints.allSatisfy { $0.constraint.priority < 1000 })
  }

  /// The same row, its column's last view a row (`meta`, aligned fill,
  /// spacing 4) of a subtitle 80x16 (last baseline 12) and a badge 12x12
  /// with no baseline: `meta`'s last baseline is the subtitle's (its
  /// tallest plain view), 12 below its top whatever its height. Filled
  /// equally, title and meta share one height e: title's compression
  /// resistance (750) holds e at 20 against meta's hugging (subtitle and
  /// badge, 250), so the column is 20 + 4 + 20 = 44 tall and its last
  /// baseline is 20 + 4 + 12 = 36 below its top, as in
  /// `equalColumnOnABaseline`: the row is 48 tall, the column from y 4,
  /// meta from 4 + 24 = 28, its views 20 tall (aligned fill). Across: the
  /// column is 100 wide (the title); meta's 80 + 4 + 12 = 96 gets 4 more,
  /// which the subtitle takes (hugging 250 against the badge's 251): 84,
  /// the badge at 48 + 84 + 4 = 136.
  @Test("a fillEqually column ending in a row, on a last baseline, by hand")
  func equalColumnEndingInARow() {
    var stack = Self.iconAndText(.fillEqually)
    stack.arrangedSubviews[1].stack!.arrangedSubviews[1] = nested(
      "meta",
      StackView(
        axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 4,
        arrangedSubviews: [
          arranged("subtitle", width: 80, height: 16, lastBaseline: 12),
          arranged(
            "badge", width: 12, height: 12, hugging: PerAxis(horizontal: 251, vertical: 250)),
        ]))
    // Before, a column whose last view is a stack was handed over.
    #expect(Self.coveredDirectly(stack))
    expectLayout(
      stack.layout(), size: Size(width: 148, height: 48),
      frames: [
        frame(0, 0, 40, 40), frame(48, 4, 100, 44), frame(48, 4, 100, 20),
        frame(48, 28, 100, 20), frame(48, 28, 84, 20), frame(136, 28, 12, 20),
      ])
    #expect(stack.layout(using: .constraintSolver).frames == stack.layout().frames)
  }

  /// Row 7 centred instead (equalCentering): its two views keep their widths,
  /// image 60 and the text column 100 (its title's compression resistance
  /// holds it at 100; wider, two hugging constraints at 250 grow), with
  /// 300 - 160 = 140 between them. The other rows as in `manyCardRows`.
  @Test("a tree of 250 views with one row centred, by hand")
  func centredCardRow() {
    let layout = Self.cardColumn(changingRow: 7).layout()
    #expect(layout.notLaidOut == nil)
    expectLayout(
      layout, size: Size(width: 300, height: 3_000), frames: Self.cardColumnFrames(centred: 7))
  }

  @Test("a tree the direct method does not cover, of more than 64 views, is not laid out")
  func treeLimit() {
    var stack = Self.cardColumn()
    // Baseline-relative arrangement along a column is not covered.
    stack.arrangedSubviews[7].stack!.arrangedSubviews[1].stack!.isBaselineRelativeArrangement = true
    let layout = stack.layout()
    #expect(layout.notLaidOut?.contains("text7 is baseline-relative") == true)
    #expect(layout.notLaidOut?.contains("this tree has 250") == true)
    #expect(layout.views.count == 250)
    #expect(layout.views.map(\.name).prefix(2) == ["row0", "image0"])
    #expect(Self.cardColumn().layout(using: .constraintSolver).notLaidOut != nil)
  }

  /// A row sharing its width by fillProportionally: `a` 100 and `b` 50 wide,
  /// both 20 tall, spacing 10 (D = 100 + 50 + 10 = 160).
  static func proportionalRow(_ name: String = "row") -> ArrangedView {
    nested(
      name,
      StackView(
        axis: .horizontal, distribution: .fillProportionally, alignment: .fill, spacing: 10,
        arrangedSubviews: [
          arranged("a\(name)", width: 100, height: 20),
          arranged("b\(name)", width: 50, height: 20),
        ]))
  }

  /// A column (vertical, fill, alignment fill, spacing 0) of `rows`, pinned
  /// `width` wide when given.
  static func column(_ rows: [ArrangedView], width: Double? = nil) -> StackView {
    StackView(
      axis: .vertical, distribution: .fill, alignment: .fill, spacing: 0,
      size: PartialSize(width: width), arrangedSubviews: rows)
  }

  /// Expects `stack`, a ``column(_:width:)`` of `count` rows 20 tall, laid out
  /// (not refused), `width` wide, each row's views at `views` (x and width).
  static func expectRows(
    _ stack: StackView, count: Int, width: Double, views: [(x: Double, width: Double)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let layout = stack.layout()
    #expect(layout.notLaidOut == nil, sourceLocation: sourceLocation)
    var frames: [Rect] = []
    for row in 0..<count {
      let y = Double(row) * 20
      frames += [frame(0, y, width, 20)] + views.map { frame($0.x, y, $0.width, 20) }
    }
    expectLayout(
      layout, size: Size(width: width, height: 20 * Double(count)), frames: frames,
      sourceLocation: sourceLocation)
  }

  /// Whether the direct method for trees lays `stack` out on both axes.
  static func coveredDirectly(_ stack: StackView) -> Bool {
    var solution = TreeSolution(tree: StackTree(stack))
    return Axis.allCases.allSatisfy {
      solution.solve($0, direct: true, constraintSolverAllowed: false) == nil
    }
  }

  @Test("fillProportionally nested in a column 300 wide: the last proportion gives way")
  func proportionalRowStretched() {
    let stack = Self.column([Self.proportionalRow()], width: 300)
    #expect(Self.coveredDirectly(stack))
    // The column makes the row 300 wide. a's proportion (999) holds: 100 / 160 of
    // 300 is 187.5; b's (998), 50 / 160 of 300 = 93.75, gives way: b takes the
    // 300 - 10 - 187.5 = 102.5 left.
    let layout = stack.layout()
    expectLayout(
      layout, size: Size(width: 300, height: 20),
      frames: [frame(0, 0, 300, 20), frame(0, 0, 187.5, 20), frame(197.5, 0, 102.5, 20)])
    #expect(
      layout.views[1].reason.along
        == "proportional (fillProportionally): 100 / 160 of row's width 300 = 187.5")
    #expect(
      layout.views[2].reason.along
        == "absorbs the spacing by 8.75: its share, 50 / 160 of row's width 300 = 93.75, has the lowest priority (998)"
    )
  }

  @Test("fillProportionally nested in an unpinned row: it keeps D, every view its length")
  func proportionalRowUnpinned() {
    let stack = StackView(
      axis: .horizontal, distribution: .fill, alignment: .center, spacing: 8,
      arrangedSubviews: [Self.proportionalRow(), arranged("c", width: 40, height: 30)])
    #expect(Self.coveredDirectly(stack))
    // b's proportion (998) is exact only at a row width of D = 160 (b's share of
    // it, 50, is what the 160 - 10 - 100 left by a's holds), and it ranks above
    // the root's fitting size (50): the row is 160 wide, c keeps 40 (hugging 250),
    // the root 160 + 8 + 40 = 208 wide and 30 tall, the row centred 5 down.
    expectLayout(
      stack.layout(), size: Size(width: 208, height: 30),
      frames: [
        frame(0, 5, 160, 20), frame(0, 5, 100, 20), frame(110, 5, 50, 20), frame(168, 0, 40, 30),
      ])
  }

  @Test("fillProportionally nested with margins: the spec's 25 and 75 in 200")
  func proportionalRowMargins() {
    var row = StackView(
      axis: .horizontal, distribution: .fillProportionally, alignment: .fill, spacing: 0,
      arrangedSubviews: [
        arranged("first", width: 25, height: 20), arranged("last", width: 75, height: 20),
      ])
    row.isLayoutMarginsRelativeArrangement = true
    row.layoutMargins = EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    let stack = Self.column([nested("row", row)], width: 200)
    #expect(Self.coveredDirectly(stack))
    // uikit-stack.md: the multiplier applies to the row's full 200, so first is
    // 25 % of it, 50, at x = 10; last gives way to 200 - 20 - 50 = 130 at 60.
    let layout = stack.layout()
    expectLayout(
      layout, size: Size(width: 200, height: 20),
      frames: [frame(0, 0, 200, 20), frame(10, 0, 50, 20), frame(60, 0, 130, 20)])
    #expect(
      layout.views[2].reason.along
        == "absorbs the margins by 20: its share, 75 / 100 of row's width 200 = 150, has the lowest priority (998)"
    )
  }

  @Test("a column of 40 proportional rows (120 views) is laid out directly")
  func manyProportionalRows() {
    let stack = Self.column((0..<40).map { Self.proportionalRow("row\($0)") }, width: 300)
    #expect(stack.treeViewCount == 120)
    Self.expectRows(stack, count: 40, width: 300, views: [(0, 187.5), (197.5, 102.5)])
  }

  /// An equalCentering row of four views 10 wide, 20 tall, spacing 0 but 20
  /// after the second: the centre distances need 10, 30 and 10.
  static func centeringRow(_ name: String = "row") -> ArrangedView {
    nested(
      name,
      StackView(
        axis: .horizontal, distribution: .equalCentering, alignment: .fill, spacing: 0,
        arrangedSubviews: [
          arranged("p\(name)", width: 10, height: 20),
          arranged("q\(name)", width: 10, height: 20, customSpacingAfter: 20),
          arranged("r\(name)", width: 10, height: 20),
          arranged("s\(name)", width: 10, height: 20),
        ]))
  }

  @Test(
    "equalCentering nested in a column: the pairs give up their centring as it narrows",
    arguments: [
      // Room for equal distances: (120 - 10) / 3 each.
      (120.0, [0, 110.0 / 3, 220.0 / 3, 110] as [Double]),
      // 80 to share: pair 1 (149) holds at its need 30, pair 2 (148) takes 20.
      (90.0, [0, 30, 60, 80] as [Double]),
      // 60 to share: pair 1 at its need, 30, pair 2 at 10, pair 0 the 20 left.
      (70.0, [0, 20, 50, 60] as [Double]),
    ])
  func centeringRowNarrowed(width: Double, xs: [Double]) {
    let stack = Self.column([Self.centeringRow()], width: width)
    #expect(Self.coveredDirectly(stack))
    expectLayout(
      stack.layout(), size: Size(width: width, height: 20),
      frames: [frame(0, 0, width, 20)] + xs.map { frame($0, 0, 10, 20) })
  }

  @Test("equalCentering nested too narrow for its views: the first view gives way")
  func centeringRowSqueezed() {
    let stack = Self.column([Self.centeringRow()], width: 50)
    #expect(Self.coveredDirectly(stack))
    // The views and the spacing take 4 × 10 + 20 = 60: every pair is at its
    // need and the views give 10 by compression resistance, all at 750, the
    // lowest index first: p is 0 wide. Needs: 5, 30, 10.
    expectLayout(
      stack.layout(), size: Size(width: 50, height: 20),
      frames: [
        frame(0, 0, 50, 20), frame(0, 0, 0, 20), frame(0, 0, 10, 20), frame(30, 0, 10, 20),
        frame(40, 0, 10, 20),
      ])
  }

  @Test("equalCentering nested with no size given: as narrow as equal distances allow")
  func centeringRowUnpinned() {
    let stack = Self.column([Self.centeringRow()])
    #expect(Self.coveredDirectly(stack))
    // The centring equalities (149, 148) rank above the root's fitting size (50)
    // and the row's canvas fit (49): every distance is the widest need, 30, and
    // the row 5 + 3 × 30 + 5 = 100 wide.
    expectLayout(
      stack.layout(), size: Size(width: 100, height: 20),
      frames: [frame(0, 0, 100, 20)] + [0.0, 30, 60, 90].map { frame($0, 0, 10, 20) })
  }

  @Test("a column of 30 equalCentering rows (150 views) is laid out directly")
  func manyCenteringRows() {
    let stack = Self.column((0..<30).map { Self.centeringRow("row\($0)") }, width: 90)
    #expect(stack.treeViewCount == 150)
    Self.expectRows(stack, count: 30, width: 90, views: [(0, 10), (30, 10), (60, 10), (80, 10)])
  }

  /// A row aligned by last baselines: an icon with no baseline (`iconSide`
  /// square) and a label 50x20 whose last baseline is 16 below its top.
  static func baselineRow(_ name: String = "row", iconSide: Double) -> ArrangedView {
    nested(
      name,
      StackView(
        axis: .horizontal, distribution: .fill, alignment: .lastBaseline, spacing: 8,
        arrangedSubviews: [
          arranged("icon\(name)", width: iconSide, height: iconSide),
          arranged("label\(name)", width: 50, height: 20, lastBaseline: 16),
        ]))
  }

  @Test(
    "lastBaseline nested: a view with no baseline stands on it by its bottom",
    arguments: [
      // The icon (30) stands higher than the label's baseline (16): the
      // baseline is 30 down, the label's top 14, its bottom 34.
      (30.0, [frame(0, 0, 88, 34), frame(0, 0, 30, 30), frame(38, 14, 50, 20)]),
      // The icon (10) is shorter: the baseline is the label's, 16 down; the
      // icon's top is 6.
      (10.0, [frame(0, 0, 68, 20), frame(0, 6, 10, 10), frame(18, 0, 50, 20)]),
    ])
  func baselineRowStanding(iconSide: Double, frames: [Rect]) {
    let stack = Self.column([Self.baselineRow(iconSide: iconSide)])
    #expect(Self.coveredDirectly(stack))
    // The row is as short as its views let it be (spanning fit at 51 beats
    // nothing above it: the views keep their heights at 750 and 250).
    expectLayout(
      stack.layout(), size: Size(width: frames[0].width, height: frames[0].height),
      frames: frames)
  }

  @Test("a column of 25 rows aligned by last baselines (75 views) is laid out directly")
  func manyBaselineRows() {
    let stack = Self.column(
      (0..<25).map { Self.baselineRow("row\($0)", iconSide: 10) }, width: 68)
    #expect(stack.treeViewCount == 75)
    let layout = stack.layout()
    #expect(layout.notLaidOut == nil)
    var frames: [Rect] = []
    for row in 0..<25 {
      let y = Double(row) * 20
      frames += [frame(0, y, 68, 20), frame(0, y + 6, 10, 10), frame(18, y, 50, 20)]
    }
    expectLayout(layout, size: Size(width: 68, height: 500), frames: frames)
  }

  /// A list row: an icon 40x40 whose last baseline is 30 below its top,
  /// beside a column (fill, alignment leading, spacing 2) of a title 100x20
  /// and a subtitle 80 wide and `subtitleHeight` tall whose last baseline is
  /// 12 below its top; the row aligned by last baselines, spacing 8.
  static func listRow(_ name: String, subtitleHeight: Double = 16) -> ArrangedView {
    nested(
      name,
      StackView(
        axis: .horizontal, distribution: .fill, alignment: .lastBaseline, spacing: 8,
        arrangedSubviews: [
          arranged("\(name).icon", width: 40, height: 40, lastBaseline: 30),
          nested(
            "\(name).text",
            StackView(
              axis: .vertical, distribution: .fill, alignment: .leading, spacing: 2,
              arrangedSubviews: [
                arranged("\(name).title", width: 100, height: 20, lastBaseline: 16),
                arranged(
                  "\(name).subtitle", width: 80, height: subtitleHeight, lastBaseline: 12),
              ])),
        ]))
  }

  @Test("lastBaseline: a column's last baseline is its last view's, and moves with its content")
  func columnLastBaseline() {
    // The column's last baseline is the subtitle's: 20 + 2 + 12 = 34 below the
    // column's top, 16 - 12 = 4 above its bottom. The icon's is 30 below its
    // top, 10 above its bottom. The shared baseline is as high as both let
    // it be, 34 below the row's top, and the row reaches 10 below it: 44
    // tall. The icon's top is 34 - 30 = 4; the column's 0. Across: 40 + 8 +
    // 100 = 148 wide.
    let short = Self.column([Self.listRow("row")])
    #expect(Self.coveredDirectly(short))
    expectLayout(
      short.layout(), size: Size(width: 148, height: 44),
      frames: [
        frame(0, 0, 148, 44), frame(0, 4, 40, 40), frame(48, 0, 100, 38),
        frame(48, 0, 100, 20), frame(48, 22, 80, 16),
      ])
    // A subtitle 30 tall reaches 30 - 12 = 18 below the baseline: the row is
    // 34 + 18 = 52 tall, and the icon stays 4 below its top.
    let tall = Self.column([Self.listRow("row", subtitleHeight: 30)])
    #expect(Self.coveredDirectly(tall))
    expectLayout(
      tall.layout(), size: Size(width: 148, height: 52),
      frames: [
        frame(0, 0, 148, 52), frame(0, 4, 40, 40), frame(48, 0, 100, 52),
        frame(48, 0, 100, 20), frame(48, 22, 80, 30),
      ])
  }

  @Test("lastBaseline: a nested row aligned by last baselines has its tallest view's")
  func rowInBaselineRow() {
    // The nested row (margins 5 above, 3 below) aligns a (20x20, last
    // baseline 16) and b (30x50, 40) by their last baselines: 40 below its
    // canvas's top, as high as both let it be, with b reaching 10 below it.
    // Its last baseline is b's, the tallest's: 5 + 40 = 45 below its top, 10
    // + 3 = 13 above its bottom. Beside the icon (40x40, 30; 10 below), the
    // outer baseline is 45 below the top, and the row reaches 13 below it: 58
    // tall. The icon's top is 45 - 30 = 15; the nested row's 0, 58 tall; a's
    // 5 + 40 - 16 = 29, b's 5. Across: 40 + 8 + 20 + 30 = 98.
    var inner = StackView(
      axis: .horizontal, distribution: .fill, alignment: .lastBaseline, spacing: 0,
      arrangedSubviews: [
        arranged("a", width: 20, height: 20, lastBaseline: 16),
        arranged("b", width: 30, height: 50, lastBaseline: 40),
      ])
    inner.isLayoutMarginsRelativeArrangement = true
    inner.layoutMargins = EdgeInsets(top: 5, leading: 0, bottom: 3, trailing: 0)
    let stack = StackView(
      axis: .horizontal, distribution: .fill, alignment: .lastBaseline, spacing: 8,
      arrangedSubviews: [
        arranged("icon", width: 40, height: 40, lastBaseline: 30), nested("pair", inner),
      ])
    #expect(Self.coveredDirectly(stack))
    expectLayout(
      stack.layout(), size: Size(width: 98, height: 58),
      frames: [
        frame(0, 15, 40, 40), frame(48, 0, 50, 58), frame(48, 29, 20, 20), frame(68, 5, 30, 50),
      ])
  }

  @Test("required widths past a pinned root's: its content overflows past the trailing edge")
  func requiredOverflowAlong() {
    // a (60 wide) and b (80 wide, in a column) resist compression with
    // required priority: the content needs 60 + 8 + 80 = 148 of the row's 100.
    // Every point of it costs one point of required error, whether a view, the
    // spacing or the trailing connection gives it up; the trailing connection
    // ranks below every view and gives way: the content runs 48 past the
    // trailing edge.
    let required = PerAxis<Double>(horizontal: 1000, vertical: 750)
    let stack = StackView(
      axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 8,
      size: PartialSize(width: 100),
      arrangedSubviews: [
        arranged("a", width: 60, height: 20, compressionResistance: required),
        nested(
          "column",
          StackView(
            axis: .vertical, distribution: .fill, alignment: .fill, spacing: 0,
            arrangedSubviews: [
              arranged("b", width: 80, height: 20, compressionResistance: required)
            ])),
      ])
    #expect(Self.coveredDirectly(stack))
    expectLayout(
      stack.layout(), size: Size(width: 100, height: 20),
      frames: [frame(0, 0, 60, 20), frame(68, 0, 80, 20), frame(68, 0, 80, 20)])
  }

  /// A column pinned 50x40, aligned `alignment`: a (100 wide) and b (80)
  /// resisting compression across with required priority, c (30) and a row
  /// holding d (20) at 750; every view 10 tall.
  static func overflowColumn(alignment: Alignment) -> StackView {
    let required = PerAxis<Double>(horizontal: 1000, vertical: 750)
    return StackView(
      axis: .vertical, distribution: .fill, alignment: alignment, spacing: 0,
      size: PartialSize(width: 50, height: 40),
      arrangedSubviews: [
        arranged("a", width: 100, height: 10, compressionResistance: required),
        arranged("b", width: 80, height: 10, compressionResistance: required),
        arranged("c", width: 30, height: 10),
        nested(
          "row",
          StackView(
            axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 0,
            arrangedSubviews: [arranged("d", width: 20, height: 10)])),
      ])
  }

  @Test("required widths past a pinned root aligned fill: the second-longest sets the width")
  func requiredOverflowAcross() {
    // A column 50 wide, aligned fill: a (100) and b (80) resist compression
    // with required priority, c (30) and the row's d (20) at 750. At a width
    // w of 80 to 100, a gives up 100 - w and the first view's leading
    // connection w - 50: 50 in all; below 80, b gives up too, and the sum
    // grows. Then the connection, ranked above every view, holds as far as
    // it can: w = 80, a squeezed by 20, the views' trailing edges on the
    // column's and their leading edges 30 before its own.
    let stack = Self.overflowColumn(alignment: .fill)
    #expect(Self.coveredDirectly(stack))
    expectLayout(
      stack.layout(), size: Size(width: 50, height: 40),
      frames: [
        frame(-30, 0, 80, 10), frame(-30, 10, 80, 10), frame(-30, 20, 80, 10),
        frame(-30, 30, 80, 10), frame(-30, 30, 80, 10),
      ])
  }

  @Test("required widths past a pinned root aligned leading: the guide passes it by the second")
  func requiredOverflowLeading() {
    // The column above aligned leading: a and b are short of the 50 by 50
    // and 30. Each point a view is short, and each point the spanning guide
    // passes the canvas, costs a point of required error: the guide passes
    // it by the second-largest shortfall, 30, and a alone is squeezed to the
    // guide's 80 (50 in all). Of the connections that could give way, the
    // first view's leading one comes first in UIKit's list and ranks lowest:
    // every view starts 30 before the column, the guide ending on its end.
    let stack = Self.overflowColumn(alignment: .leading)
    #expect(Self.coveredDirectly(stack))
    expectLayout(
      stack.layout(), size: Size(width: 50, height: 40),
      frames: [
        frame(-30, 0, 80, 10), frame(-30, 10, 80, 10), frame(-30, 20, 30, 10),
        frame(-30, 30, 20, 10), frame(-30, 30, 20, 10),
      ])
  }

  /// A column aligned fill holding one stack named `name` (of `axis` and
  /// `distribution`, aligned fill): plain views `width` wide and exactly
  /// their `exact` heights (hugging and compression resistance required
  /// vertically), then a column `inner.stack` holding `inner.view`, which
  /// resists compression to `inner.height` with required priority.
  static func conflictTree(
    _ name: String, axis: Axis, distribution: Distribution, width: Double,
    exact: [(name: String, height: Double)], inner: (stack: String, view: String, height: Double)
  ) -> StackView {
    let required = PerAxis<Double>(horizontal: 250, vertical: 1000)
    let plain = exact.map {
      arranged(
        $0.name, width: width, height: $0.height, hugging: required,
        compressionResistance: required)
    }
    let column = nested(
      inner.stack,
      StackView(
        axis: .vertical, distribution: .fill, alignment: .fill, spacing: 0,
        arrangedSubviews: [
          arranged(
            inner.view, width: width, height: inner.height,
            compressionResistance: PerAxis(horizontal: 750, vertical: 1000))
        ]))
    return StackView(
      axis: .vertical, distribution: .fill, alignment: .fill, spacing: 0,
      arrangedSubviews: [
        nested(
          name,
          StackView(
            axis: axis, distribution: distribution, alignment: .fill, spacing: 0,
            arrangedSubviews: plain + [column]))
      ])
  }

  @Test("a row whose views' required heights conflict: a nested view's alignment gives way")
  func requiredConflictInRow() {
    // p is exactly 20 tall and q exactly 40 (required hugging and compression
    // resistance), and the column n holds c, which resists compression to 60
    // with required priority. Across the row, each point a plain view is off
    // its height costs a point of required error at its own constraints,
    // which rank below its alignment with p (compiled after them, at the same
    // rank); n's content ranks above n's alignment, which gives way instead.
    // Below 40 the row's height would leave q short and n short: its sum
    // falls; above it p and q both err and only n gains: it rises. So the
    // row is 40 tall, p gives up 20 of its hugging, and n keeps c's 60 with
    // its trailing edge on p's: its top 20 above the row's.
    let stack = Self.conflictTree(
      "row", axis: .horizontal, distribution: .fill, width: 10,
      exact: [("p", 20), ("q", 40)], inner: ("n", "c", 60))
    #expect(Self.coveredDirectly(stack))
    let frames = [
      frame(0, 0, 30, 40), frame(0, 0, 10, 40), frame(10, 0, 10, 40), frame(20, -20, 10, 60),
      frame(20, -20, 10, 60),
    ]
    let layout = stack.layout()
    expectLayout(layout, size: Size(width: 30, height: 40), frames: frames)
    expectLayout(
      stack.layout(using: .constraintSolver), size: Size(width: 30, height: 40), frames: frames)
    #expect(layout.views[1].reason.across.contains("(its hugging, 1000, gives way by 20)"))
    #expect(
      layout.views[3].reason.across
        == "its content makes it 60: its alignment with p gives way by 20 (the required "
        + "constraints inside rank above it); row's height is 40")
  }

  @Test("a fillEqually column whose views' required heights conflict: one length, one view off it")
  func requiredConflictInFillEqually() {
    // a is exactly 10 tall and b exactly 30; the column n holds c, which
    // resists compression to 40 with required priority. Each plain view's
    // own constraints rank below its equality with a; n's content ranks above
    // n's equality. With the one length e: below 10 every view errs; from 10
    // to 30, a's hugging and b's and n's shortfalls, a point of required error
    // less per point; from 30 to 40, a's and b's hugging against n's equality:
    // more. So e is 30 (a gives up 20 of its hugging), and n keeps 40, its
    // equality 10 off: the column is 30 + 30 + 40 tall.
    let stack = Self.conflictTree(
      "column", axis: .vertical, distribution: .fillEqually, width: 20,
      exact: [("a", 10), ("b", 30)], inner: ("n", "c", 40))
    #expect(Self.coveredDirectly(stack))
    let frames = [
      frame(0, 0, 20, 100), frame(0, 0, 20, 30), frame(0, 30, 20, 30), frame(0, 60, 20, 40),
      frame(0, 60, 20, 40),
    ]
    let layout = stack.layout()
    expectLayout(layout, size: Size(width: 20, height: 100), frames: frames)
    expectLayout(
      stack.layout(using: .constraintSolver), size: Size(width: 20, height: 100), frames: frames)
    #expect(
      layout.views[2].reason.along
        == "equal share (fillEqually): 30, as a (a nested view whose equality gives way keeps "
        + "its own)")
    #expect(
      layout.views[3].reason.along
        == "its content makes it 40: its equality with a gives way by 10 (the required "
        + "constraints inside rank above it); the equal share is 30")
  }

  @Test("a list of 30 rows, each an icon beside a column, aligned by last baselines (150 views)")
  func listOfColumns() {
    // Each row as above, 44 tall; the list's spacing is 4.
    var stack = Self.column((0..<30).map { Self.listRow("row\($0)") })
    stack.spacing = 4
    #expect(stack.treeViewCount == 150)
    let layout = stack.layout()
    #expect(layout.notLaidOut == nil)
    var frames: [Rect] = []
    for row in 0..<30 {
      let y = Double(row) * 48
      frames += [
        frame(0, y, 148, 44), frame(0, y + 4, 40, 40), frame(48, y, 100, 38),
        frame(48, y, 100, 20), frame(48, y + 22, 80, 16),
      ]
    }
    expectLayout(layout, size: Size(width: 148, height: 30 * 44 + 29 * 4), frames: frames)
  }

  @Test("both solvers lay a tree out the same way")
  func solverKinds() {
    #expect(
      Self.cardRow.layout(using: .direct).frames
        == Self.cardRow.layout(using: .constraintSolver).frames)
  }
}

/// Random trees against the flat constraint solver: a view embedded alone in a
/// nested stack (fill, alignment fill, no margins) is pinned to that stack's four
/// edges, and a stack brings no intrinsic constraints of its own, so embedding
/// views one by one must change no visible frame and not the stack's size
/// (uikit-stack.md, "Nested stacks"). fillProportionally is left out: its
/// shares are of intrinsic lengths, which a stack has none of. So are exact
/// ties between a view's own priority and one the stack gives a constraint on
/// that view (25, 49, 50, 51, equalCentering's 50...150): ties go by rank, and
/// the embedded view ranks after its stack, where the flat view shares a rank
/// with its stack's constraint (the tie rule is a chosen one, not measured);
/// and required (1000) hugging or compression resistance, which can conflict
/// with the stack's required constraints, where which one gives way is again
/// decided by rank (UIKit logs the conflict and breaks one).
@Suite("Nested stacks: random trees against the flat constraint solver")
struct NestedStackDifferentialTests {
  static let generator = RandomSceneGenerator(
    landmarks: [1, 48, 52, 249, 250, 251, 749, 750, 751, 999],
    baselineRelativePercent: { _ in 15 }, viewCounts: 1...6)

  /// A priority moved off the stack's own ones (see above).
  static func untied(_ priority: Double) -> Double {
    if priority == Priority.required { return 999 }
    return priority == 25 || (49...151).contains(priority) && priority == priority.rounded()
      ? priority + 0.25 : priority
  }

  /// A random flat scene with no such ties, and not fillProportionally.
  static func scene(_ random: inout SplitMix64) -> StackView {
    var stack = generator.scene(&random)
    if stack.distribution == .fillProportionally { stack.distribution = .fill }
    for index in stack.arrangedSubviews.indices {
      for axis in Axis.allCases {
        stack.arrangedSubviews[index].hugging[axis] = untied(
          stack.arrangedSubviews[index].hugging[axis])
        stack.arrangedSubviews[index].compressionResistance[axis] = untied(
          stack.arrangedSubviews[index].compressionResistance[axis])
      }
    }
    return stack
  }

  /// Each view, with a chance of one in two, alone in a nested stack of either
  /// axis (a hidden view's stack is hidden instead, and keeps its spacing after).
  static func embedding(_ stack: StackView, _ random: inout SplitMix64) -> StackView {
    var tree = stack
    for index in tree.arrangedSubviews.indices where random.chance(50) {
      var view = tree.arrangedSubviews[index]
      let holder = ArrangedView(
        name: "s\(index)", isHidden: view.isHidden, customSpacingAfter: view.customSpacingAfter,
        // Vertical: a one-view vertical stack's baselines are its view's.
        stack: StackView(axis: .vertical, arrangedSubviews: [view]))
      view.isHidden = false
      tree.arrangedSubviews[index] = holder
      tree.arrangedSubviews[index].stack?.arrangedSubviews[0] = view
    }
    return tree
  }

  @Test("embedding views in one-view stacks changes no frame", arguments: 0..<1000)
  func embeddingChangesNothing(seed: Int) {
    var random = SplitMix64(seed: 0x4e45_5354_4544 &+ UInt64(seed))
    let stack = Self.scene(&random)
    let tree = Self.embedding(stack, &random)
    let flat = stack.layout(using: .constraintSolver)
    let nested = tree.layout()
    func far(_ a: Double, _ b: Double) -> Bool { !(abs(a - b) <= 1e-6 * max(1, abs(b))) }
    #expect(
      !far(flat.size.width, nested.size.width) && !far(flat.size.height, nested.size.height),
      "size \(flat.size) flat, \(nested.size) nested")
    // The rank of each original view: its holder's plus one when embedded.
    var rank = 0
    for (index, view) in tree.arrangedSubviews.enumerated() {
      let inner = view.stack == nil ? rank : rank + 1
      rank += view.stack == nil ? 1 : 2
      guard !stack.arrangedSubviews[index].isHidden else { continue }
      let a = flat.frames[index]
      let b = nested.frames[inner]
      #expect(
        !(far(a.x, b.x) || far(a.y, b.y) || far(a.width, b.width) || far(a.height, b.height)),
        "view \(index): flat \(describe(a)), nested \(describe(b))")
      if view.stack != nil {
        let holder = nested.frames[inner - 1]
        #expect(
          !(far(holder.x, b.x) || far(holder.y, b.y) || far(holder.width, b.width)
            || far(holder.height, b.height)),
          "stack \(index): \(describe(holder)), its view \(describe(b))")
      }
    }
  }
}
