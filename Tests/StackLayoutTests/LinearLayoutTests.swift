import Testing

@testable import StackLayout

/// `layout()` on large stacks, and its statuses against the dictionary evaluation
/// (`AxisContext`) that the constraint solver uses.
@Suite("layout(): linear assembly, large stacks")
struct LinearLayoutTests {
  /// N views of 10 x 10 in a horizontal fill stack with alignment fill, pinned
  /// `extra` points wider than the views need and 20 high.
  static func pinnedFillStack(_ count: Int, extra: Double) -> StackView {
    StackView(
      axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 0,
      size: PartialSize(width: Double(count) * 10 + extra, height: 20),
      arrangedSubviews: (0..<count).map {
        ArrangedView(name: "v\($0)", intrinsicSize: PartialSize(width: 10, height: 10))
      })
  }

  @Test("10,000 views, pinned fill: the first view takes the room, the others keep 10")
  func pinnedFillTenThousand() {
    let count = 10_000
    let layout = Self.pinnedFillStack(count, extra: 500).layout()
    #expect(layout.size == Size(width: 100_500, height: 20))
    #expect(layout.views.count == count)
    // Every view hugs at 250: tied, the first takes the 500 to spare.
    #expect(layout.views[0].frame == Rect(x: 0, y: 0, width: 510, height: 20))
    #expect(layout.views[1].frame == Rect(x: 510, y: 0, width: 10, height: 20))
    // The last starts after the first (510) and 9,998 views of 10.
    #expect(layout.views[count - 1].frame == Rect(x: 100_490, y: 0, width: 10, height: 20))
    #expect(
      layout.views[0].reason.along
        == "stretched by 500: lowest hugging priority (250), tied with 9999 others, first in order"
    )
    #expect(layout.views[count - 1].reason.along == "keeps its intrinsic width 10")
    #expect(
      layout.views[count - 1].reason.across == "stretched to the stack's height 20 (alignment fill)"
    )

    // Along: pinned-size, 2 canvas connections, 9,999 spacings, 2 x 10,000 intrinsic.
    // Across: pinned-size, 2 x 10,000 intrinsic, 2 x 9,999 alignments, 2 connections.
    #expect(layout.constraints.count == 30_002 + 40_001)
    // Broken: the first view's width hugging (by 500) and every view's height
    // hugging (by 10: alignment fill stretches 10 to 20).
    let broken = layout.brokenConstraints
    #expect(broken.count == 1 + count)
    #expect(broken.allSatisfy { $0.constraint.kind == .contentHugging })
    #expect(
      broken.filter { $0.constraint.first.attribute == .width }.map(\.status) == [.broken(by: 500)])
    #expect(
      broken.filter { $0.constraint.first.attribute == .height }.allSatisfy {
        $0.status == .broken(by: 10)
      })
  }

  @Test("10,000 views, pinned fillEqually with spacing: equal shares of what the spacing leaves")
  func pinnedFillEquallyTenThousand() {
    let count = 10_000
    // 10,000 x 10 plus 9,999 gaps of 1.
    var stack = Self.pinnedFillStack(count, extra: 9_999)
    stack.distribution = .fillEqually
    stack.spacing = 1
    let layout = stack.layout()
    #expect(layout.views[0].frame == Rect(x: 0, y: 0, width: 10, height: 20))
    #expect(layout.views[count - 1].frame == Rect(x: 109_989, y: 0, width: 10, height: 20))
    #expect(
      layout.views[count - 1].reason.along
        == "equal share (fillEqually): (109999 - 9999 spacing) / 10000 = 10")
    #expect(layout.brokenConstraints.count == count)
  }

  @Test("10,000 views whose spacing overflows the pinned width: every reason says by how much")
  func overflowTenThousand() {
    let count = 10_000
    var stack = Self.pinnedFillStack(count, extra: 0)
    stack.spacing = 1
    stack.arrangedSubviews = stack.arrangedSubviews.map {
      var view = $0
      view.compressionResistance.horizontal = Priority.required
      return view
    }
    let layout = stack.layout()
    // 9,999 points of spacing that cannot fit: the trailing connection gives.
    #expect(layout.views[count - 1].frame.x == 109_989)
    #expect(
      layout.views[count - 1].reason.along
        == "keeps its intrinsic width 10; the stack is too short for its spacing: content overflows by 9999"
    )
    let connections = layout.constraints.filter {
      $0.constraint.kind == .canvasConnection && $0.constraint.axis == .horizontal
    }
    #expect(connections.map(\.status) == [.holds, .broken(by: 9_999)])
  }

  @Test("10,000 views 25 points short: tied views give in order, down to 0, then the next")
  func compressedInOrderTenThousand() {
    let count = 10_000
    let layout = Self.pinnedFillStack(count, extra: -25).layout()
    // Compression resistance 750 everywhere: v0 gives its 10, v1 its 10, v2 the last 5.
    #expect(layout.views[0].frame == Rect(x: 0, y: 0, width: 0, height: 20))
    #expect(layout.views[1].frame == Rect(x: 0, y: 0, width: 0, height: 20))
    #expect(layout.views[2].frame == Rect(x: 0, y: 0, width: 5, height: 20))
    #expect(layout.views[3].frame == Rect(x: 5, y: 0, width: 10, height: 20))
    #expect(layout.views[count - 1].frame == Rect(x: 99_965, y: 0, width: 10, height: 20))
    let tie = "lowest compression resistance (750), tied with 9999 others"
    #expect(layout.views[0].reason.along == "compressed to 0 (by 10): \(tie), first in order")
    #expect(
      layout.views[1].reason.along
        == "compressed to 0 (by 10): \(tie), the 1 before it in order has given all they can")
    #expect(
      layout.views[2].reason.along
        == "compressed by 5: \(tie), the 2 before it in order have given all they can")
    #expect(layout.views[3].reason.along == "keeps its intrinsic width 10")
  }

  @Test("two views tied at the lowest hugging: the first takes the room, tied with 1 other")
  func tiedWithOneOther() {
    let layout = Self.pinnedFillStack(2, extra: 4).layout()
    #expect(layout.views[0].frame.width == 14)
    #expect(
      layout.views[0].reason.along
        == "stretched by 4: lowest hugging priority (250), tied with 1 other, first in order")
  }

  @Test("constraint identifiers print as UIKit names them")
  func identifierTexts() {
    #expect(
      ConstraintIdentifier.allCases.map(\.rawValue) == [
        "pinned-size", "fitting-size", "content-hugging", "compression-resistance",
        "UISV-hiding", "UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally",
        "UISV-fill-proportionally", "UISV-distributing", "UISV-canvas-fit", "UISV-alignment",
        "UISV-spanning-boundary", "UISV-ambiguity-suppression", "UISV-spanning-fit",
      ])
    let layout = Self.pinnedFillStack(3, extra: 0).layout()
    #expect(
      layout.constraints.allSatisfy { $0.constraint.identifier == $0.constraint.kind.rawValue })
  }

  @Test("the constraint list and the reasons, built when read, are those of an equal layout")
  func builtWhenRead() {
    let stack = Self.pinnedFillStack(50, extra: 7)
    let first = stack.layout()
    let second = stack.layout()
    #expect(first.constraints == first.constraints)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    var edited = first
    edited.constraints = []
    edited.views[0].reason = SizeReason(along: "a", across: "b")
    #expect(edited.constraints.isEmpty && edited.views[0].reason.along == "a")
    // As in the 10,000-view case: along 1 + 2 + 49 + 2 x 50, across 1 + 2 x 50 + 2 x 49 + 2.
    #expect(first.constraints.count == 152 + 201)
    #expect(first.views[0].reason.along.hasPrefix("stretched by 7"))
  }

  @Test("random scenes: every status equals the dictionary evaluation at the frames")
  func statusesMatchDictionaryEvaluation() {
    var random = SplitMix64(seed: DifferentialScenes.seed ^ 0x4c49_4e45_4152)
    var compared = 0
    var mismatches: [String] = []
    for _ in 0..<500 {
      let stack = DifferentialScenes.scene(&random)
      var workspace = DirectSolverWorkspace(capacity: stack.arrangedSubviews.count)
      guard workspace.solveDirectly(stack) else { continue }
      let layout = stack.layout()
      let expected = Self.dictionaryStatuses(
        stack, frames: workspace.frames, size: workspace.size,
        spanningGuide: workspace.overfullGuide)
      compared += 1
      #expect(layout.constraints.map(\.constraint) == expected.map(\.constraint))
      for (got, want) in zip(layout.constraints, expected) where got.status != want.status {
        mismatches.append("\(got.constraint) \(got.status) != \(want.status)")
      }
    }
    #expect(compared > 400)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  /// Every constraint's status as `layout()` computed it before the statuses were
  /// evaluated without dictionaries: values in a `[Variable: Double]`, checked by
  /// `AxisContext.violation(of:at:)`.
  static func dictionaryStatuses(
    _ stack: StackView, frames: [Rect], size: Size, spanningGuide: (start: Double, length: Double)?
  ) -> [SolvedConstraint] {
    let axis = stack.axis
    func context(_ dimension: Axis) -> AxisContext {
      AxisContext(
        dimension: dimension, pinnedLength: stack.size.length(along: dimension),
        margins: stack.isLayoutMarginsRelativeArrangement
          ? stack.layoutMargins.insets(along: dimension) : (0, 0),
        baselines: stack.arrangedSubviews.map { ($0.firstBaseline, $0.lastBaseline) })
    }
    var along: [Variable: Double] = [.stackLength: size.length(along: axis)]
    var cross: [Variable: Double] = [.stackLength: size.length(along: axis.cross)]
    for (index, frame) in frames.enumerated() {
      along[.position(.view(index))] = frame.origin(along: axis)
      along[.length(.view(index))] = frame.length(along: axis)
      cross[.position(.view(index))] = frame.origin(along: axis.cross)
      cross[.length(.view(index))] = frame.length(along: axis.cross)
    }
    let distribution = stack.effectiveDistribution
    if distribution == .equalSpacing || distribution == .equalCentering {
      let visible = stack.visibleIndices
      for (previous, next) in zip(visible, visible.dropFirst()) {
        let from = frames[previous]
        let to = frames[next]
        let start =
          distribution == .equalSpacing
          ? from.origin(along: axis) + from.length(along: axis)
          : from.origin(along: axis) + from.length(along: axis) / 2
        let end =
          distribution == .equalSpacing
          ? to.origin(along: axis) : to.origin(along: axis) + to.length(along: axis) / 2
        along[.position(.gapGuide(after: previous))] = start
        along[.length(.gapGuide(after: previous))] = end - start
      }
    }
    let crossContext = context(axis.cross)
    cross[.position(.spanningGuide)] = spanningGuide?.start ?? crossContext.margins.start
    cross[.length(.spanningGuide)] =
      spanningGuide?.length
      ?? size.length(along: axis.cross) - crossContext.margins.start - crossContext.margins.end
    func status(
      _ constraint: LayoutConstraint, _ context: AxisContext, _ values: [Variable: Double]
    )
      -> SolvedConstraint
    {
      let violation = context.violation(of: constraint, at: values)
      let tolerance = 1e-7 * max(1, abs(context.expression(constraint).constant))
      return SolvedConstraint(
        constraint: constraint,
        status: violation <= tolerance ? .holds : .broken(by: snapped(violation)))
    }
    let alongContext = context(axis)
    return stack.alongAxisConstraints().map { status($0.constraint, alongContext, along) }
      + stack.crossAxisConstraints().map { status($0.constraint, crossContext, cross) }
  }
}
