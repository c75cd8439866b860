extension StackView {
  /// Lays the stack out as UIKit's `UIStackView` would, with the direct solver.
  ///
  /// The same as `layout(using: .direct)`; see ``layout(using:)``.
  ///
  /// Choices where the spec leaves room (see uikit-stack.md):
  /// - A hidden view's collapsed frame has length 0 along the axis, at the trailing
  ///   edge of the visible view before it (or the leading edge of the arrangement).
  ///   Across the axis it is aligned like the others, at its intrinsic cross length,
  ///   but it never sizes the stack.
  /// - Baselines are distances below a view's top edge; a view without one uses its
  ///   top (first baseline) or bottom (last baseline). A vertical stack's views have
  ///   no horizontal baseline, so baseline alignments align leading or trailing
  ///   edges there. When the stack is taller than baseline-aligned views, they sit
  ///   as high as they can.
  /// - fillProportionally's priorities `max(999 - i, 751)` use the arrangement
  ///   index `i`, hidden views counted. (Its proportions are of the stack's full
  ///   length, margins-relative or not, as the spec says; that is not a choice.)
  ///
  /// - Returns: every view's frame relative to the stack's origin, the stack's size,
  ///   every constraint with its status, and a reason for every view's size. The
  ///   reasons and the constraint list are written when they are read.
  /// - Complexity: O(n log n) for the frames (O(n) for the common cases), plus O(n)
  ///   for the facts the reasons share; O(1) per reason read, and O(n) for the
  ///   constraint list the first time it is read. On an axis with no size given,
  ///   what no closed form covers is found by a search over the stack's length:
  ///   O(n log n) per pinned solution tried, a few dozen to a couple of hundred
  ///   of them (about 25 ms at 1,000 views and 0.3 s at 10,000 at worst). The
  ///   searches over a common gap (baseline-relative equalSpacing) or centre
  ///   distance (equalCentering with neighbouring views at 50), and the small
  ///   programs of a centring pair tied with a group of views, stay within the
  ///   same bounds.
  public func layout() -> StackViewLayout {
    layout(using: .direct)
  }

  /// Lays the stack out as UIKit's `UIStackView` would, with the given solver.
  ///
  /// Both solvers give the same frames and size (within floating-point noise);
  /// the test suite checks that on thousands of random scenes.
  ///
  /// - ``UIKitSolverKind/direct`` (the default of ``layout()``) computes the frames
  ///   with an algorithm per distribution and alignment (``DirectSolverWorkspace``),
  ///   then compiles UIKit's constraints and evaluates each one's status against
  ///   those frames (no simplex). On an axis with no size given, what those
  ///   algorithms leave is found by a search over the stack's length through
  ///   the pinned solutions (every fillProportionally stack, among others); a
  ///   few configurations are a search over one common length of their own, or
  ///   settle one priority tier as a small lexicographic program.
  ///   Configurations the direct solver does not cover are handed to the
  ///   constraint solver.
  /// - ``UIKitSolverKind/constraintSolver`` is the reference: the configuration is
  ///   compiled into the constraints UIKit generates (`UISV-spacing`,
  ///   `UISV-canvas-connection`, each view's hugging and compression resistance,
  ///   ...), and each axis is solved on its own as a lexicographic linear program:
  ///
  ///   1. Priorities are tiers. From required (1000) down, each tier's total error
  ///      is made as small as possible, then, still before any lower tier, the
  ///      tier's constraints are minimised one at a time in descending rank (the
  ///      arrangement index for a view's constraints), so what is left lands on
  ///      the lowest rank: the *first* of several tied views takes the whole
  ///      surplus, or gives first when space runs short (down to 0, then the next).
  ///      Many low-priority constraints never outvote one higher-priority one.
  ///   2. What no constraint decides (a view with no intrinsic length) goes to the
  ///      first such view; positions that are still free are as small as possible.
  ///
  ///   An axis the stack is not pinned on gets `stack.length == 0` at
  ///   ``Priority/fittingSizeLevel``, as `systemLayoutSizeFitting` does: the stack
  ///   is as small as its content allows. Lengths are never negative; when the
  ///   required constraints cannot all hold (spacing alone longer than the stack),
  ///   the content overflows past the trailing edge.
  ///
  /// **Nested stacks.** When an arranged view is itself a stack
  /// (``ArrangedView/stack``), the whole tree is one constraint system, as
  /// uikit-stack.md ("Nested stacks") describes: each axis is one program over
  /// every view of the tree (a nested stack has no intrinsic size, the
  /// fitting-size constraint is the root's alone, ties go by depth-first
  /// pre-order rank across the tree, and a nested stack's canvas connections
  /// hold when required constraints conflict, so content overflows past the
  /// root's trailing edge). With `.direct`, the direct method for trees solves
  /// it: each stack's content, as a convex cost of the stack's length, stands in
  /// for it in the stack around it, so the tree is solved from the leaves up and
  /// the lengths handed down. It covers the distributions fill, fillEqually and
  /// equalSpacing (and fillProportionally and equalCentering in their common
  /// cases) and every alignment where baselines are fixed distances below the
  /// views' tops, when the required constraints can all hold, and some trees
  /// where they cannot: a pinned root that overflows (its fillEqually stacks of
  /// plain views squeezed first while that costs less required error than the
  /// trailing connection), and views of one stack whose required lengths
  /// cannot all be one. Other trees go to the constraint solver, for at most
  /// ``constraintSolverViewLimit`` views (all levels counted), and are not
  /// laid out beyond that. The layout's
  /// ``StackViewLayout/views`` are every view of the tree in depth-first
  /// pre-order, frames relative to the root; a view of a hidden nested stack is
  /// where it would be if that stack were laid out alone, at its fitting size,
  /// from its collapsed frame.
  ///
  /// - Returns: every view's frame relative to the stack's origin, the stack's size,
  ///   every constraint with its status, and a reason for every view's size.
  /// - Complexity: direct: see ``layout()``; a tree: O(n log n) in its views and
  ///   the break points of its stacks' costs (a sum of costs across the axis
  ///   holds a term per view in each piece, within a budget of a million terms
  ///   per axis). Constraint solver: a few dense simplex solves per axis; fine
  ///   for tens of views, slow for hundreds.
  public func layout(using solver: UIKitSolverKind) -> StackViewLayout {
    // A tree of nested stacks is one constraint system (uikit-stack.md, "Nested
    // stacks"), which the direct method for trees or the constraint solver solves.
    if hasNestedStacks { return treeLayout(using: solver) }
    switch solver {
    case .constraintSolver:
      return constraintSolverLayout()
    case .direct:
      var workspace = DirectSolverWorkspace(capacity: arrangedSubviews.count)
      guard workspace.solveDirectly(self) else {
        return handedOverLayout(tradingViews: workspace.handoverTradingViews)
      }
      return assembleLayout(
        frames: workspace.frames, size: workspace.size, spanningGuide: workspace.overfullGuide)
    }
  }

  /// The most views ``layout()`` hands to the constraint solver when the direct
  /// solver does not cover a stack's configuration (BENCHMARKS.md lists those
  /// configurations). The dense simplex takes about 0.2 s at 64 views and grows
  /// like n³, so a larger stack of that kind is not laid out at all
  /// (``StackViewLayout/notLaidOut``) rather than left to run for minutes.
  public static let constraintSolverViewLimit = 64

  /// The layout of a stack the direct solver leaves to the constraint solver:
  /// solved by it for at most ``constraintSolverViewLimit`` views, not laid out
  /// beyond that. `tradingViews`: the hanging views whose lengths may trade with
  /// the centring, when that is why the direct solver handed it over
  /// (``DirectSolverWorkspace/handoverTradingViews``).
  func handedOverLayout(tradingViews: [Int] = []) -> StackViewLayout {
    arrangedSubviews.count <= Self.constraintSolverViewLimit
      ? constraintSolverLayout() : notLaidOutLayout(tradingViews: tradingViews)
  }

  /// The layout of a stack that is not laid out: every frame empty at the origin,
  /// the size pinned or 0, and the same reason for every view.
  private func notLaidOutLayout(tradingViews: [Int]) -> StackViewLayout {
    var why =
      "not laid out: the direct solver does not cover this combination of distribution, "
      + "alignment, priorities and size, and the constraint solver takes at most "
      + "\(Self.constraintSolverViewLimit) views (this stack has \(arrangedSubviews.count))"
    if tradingViews.count > 1 {
      // Name what the direct solver does not cover here, and so what to change.
      let shown = tradingViews.prefix(4).map { arrangedSubviews[$0].name }
      let more = tradingViews.count - shown.count
      let names =
        more > 0
        ? shown.joined(separator: ", ") + " and \(more) more"
        : shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
      why +=
        "; here, \(tradingViews.count) views that hang the next from their last baselines "
        + "hug or resist compression at or below the centring equality beside them, so "
        + "their lengths may trade with the centring (\(names))"
    }
    let size = Size(width: size.width ?? 0, height: size.height ?? 0)
    var layout = StackViewLayout(
      size: size,
      views: arrangedSubviews.map { view in
        ViewLayout(
          name: view.name, frame: Rect(x: 0, y: 0, width: 0, height: 0), isHidden: view.isHidden,
          reason: SizeReason(along: why, across: why))
      })
    layout.notLaidOut = why
    return layout
  }

  /// The full layout from frames found by the direct solver: the compiled
  /// constraints with their statuses at those frames, and the reasons.
  /// `spanningGuide` is where the spanning guide lies across the axis when it is not
  /// the arrangement area (views that do not fit broke a canvas connection). O(n).
  private func assembleLayout(
    frames: [Rect], size: Size, spanningGuide: (start: Double, length: Double)? = nil
  ) -> StackViewLayout {
    let visible = visibleIndices
    var along = AxisValues(dimension: axis, stackLength: size.length(along: axis), frames: frames)
    // Gap guides run between the views' edges (equalSpacing) or centres (equalCentering).
    let distribution = effectiveDistribution
    if distribution == .equalSpacing || distribution == .equalCentering {
      along.gapPositions = Array(repeating: 0, count: frames.count)
      along.gapLengths = Array(repeating: 0, count: frames.count)
      for (previous, next) in zip(visible, visible.dropFirst()) {
        let from = frames[previous]
        let to = frames[next]
        let startValue =
          distribution == .equalSpacing
          ? from.origin(along: axis) + from.length(along: axis)
          : from.origin(along: axis) + from.length(along: axis) / 2
        let endValue =
          distribution == .equalSpacing
          ? to.origin(along: axis) : to.origin(along: axis) + to.length(along: axis) / 2
        along.gapPositions[previous] = startValue
        along.gapLengths[previous] = endValue - startValue
      }
    }
    // The spanning guide covers the arrangement area across the axis.
    let crossLength = size.length(along: axis.cross)
    let margins =
      isLayoutMarginsRelativeArrangement ? layoutMargins.insets(along: axis.cross) : (0, 0)
    var cross = AxisValues(dimension: axis.cross, stackLength: crossLength, frames: frames)
    cross.spanningPosition = spanningGuide?.start ?? margins.0
    cross.spanningLength = spanningGuide?.length ?? crossLength - margins.0 - margins.1
    return finishLayout(size: size, frames: frames, visible: visible, along: along, cross: cross)
  }

  /// The layout with these frames: what the reasons need now (the canvas
  /// connections' and each view's proportion's statuses, the ties), a view's reason
  /// when it is read, and every constraint with its status at `along` and `cross`
  /// when the list is first read. O(n).
  private func finishLayout(
    size: Size, frames: [Rect], visible: [Int], along: AxisValues, cross: AxisValues
  ) -> StackViewLayout {
    let evaluator = StatusEvaluator(stack: self, dimension: axis)
    var overflow: Double?
    var proportions: [SolvedConstraint?] = []
    if let first = visible.first, let last = visible.last {
      let connections = canvasConnections(first: first, last: last)
      for connection in [connections.leading, connections.trailing] where overflow == nil {
        if case .broken(let amount) = evaluator.status(of: connection, at: along) {
          overflow = amount
        }
      }
      if effectiveDistribution == .fillProportionally {
        let total = proportionalLength
        proportions = Array(repeating: nil, count: arrangedSubviews.count)
        for index in visible {
          let constraint = proportionConstraint(of: index, total: total)
          proportions[index] = SolvedConstraint(
            constraint: constraint, status: evaluator.status(of: constraint, at: along))
        }
      }
    }
    let explanation = Explanation(
      Explainer(
        stack: self, frames: frames, size: size, overflow: overflow, proportions: proportions))
    var views: [ViewLayout] = []
    views.reserveCapacity(arrangedSubviews.count)
    for (index, view) in arrangedSubviews.enumerated() {
      views.append(
        ViewLayout(
          name: view.name, frame: frames[index], isHidden: view.isHidden,
          explanation: explanation, index: index))
    }
    let stack = self
    return StackViewLayout(size: size, views: views) {
      stack.solvedConstraints(visible: visible, along: along, cross: cross)
    }
  }

  /// Every constraint, along the axis then across it, with its status at `along`
  /// and `cross`. O(n).
  private func solvedConstraints(visible: [Int], along: AxisValues, cross: AxisValues)
    -> [SolvedConstraint]
  {
    let alongEvaluator = StatusEvaluator(stack: self, dimension: axis)
    let crossEvaluator = StatusEvaluator(stack: self, dimension: axis.cross)
    var solved: [SolvedConstraint] = []
    solved.reserveCapacity(8 * arrangedSubviews.count + 8)
    compileAlongAxis(visible: visible) { constraint, _ in
      solved.append(
        SolvedConstraint(
          constraint: constraint, status: alongEvaluator.status(of: constraint, at: along)))
    }
    compileCrossAxis(visible: visible) { constraint, _ in
      solved.append(
        SolvedConstraint(
          constraint: constraint, status: crossEvaluator.status(of: constraint, at: cross)))
    }
    return solved
  }

  /// The reference: both axes solved as lexicographic linear programs.
  private func constraintSolverLayout() -> StackViewLayout {
    let alongConstraints = alongAxisConstraints()
    let crossConstraints = crossAxisConstraints()
    let alongContext = context(for: axis)
    let crossContext = context(for: axis.cross)
    let visible = visibleIndices

    var along = AxisProgram(
      context: alongContext, constraints: alongConstraints, tieBreakViews: visible
    )
    .solve()
    // Hidden views keep their alignment across the axis, but must not size the
    // stack: the program solves the visible views, and hidden ones are placed after.
    let hidden = arrangedSubviews.indices.filter { arrangedSubviews[$0].isHidden }
    var cross = AxisProgram(
      context: crossContext,
      constraints: crossConstraints.filter { ranked in
        !hidden.contains { ranked.constraint.mentions(.view($0)) }
      },
      tieBreakViews: visible
    ).solve()
    along = along.mapValues(snapped)
    cross = cross.mapValues(snapped)

    // Hidden views: collapsed where they would start along the axis.
    var edge = alongContext.margins.start
    for index in arrangedSubviews.indices {
      if arrangedSubviews[index].isHidden {
        along[.position(.view(index))] = edge
        along[.length(.view(index))] = 0
      } else {
        edge = along[.position(.view(index)), default: 0] + along[.length(.view(index)), default: 0]
      }
    }
    for index in hidden {
      let (position, length) = hiddenCrossFrame(
        index, firstVisible: visible.first, cross, crossContext)
      cross[.position(.view(index))] = snapped(position)
      cross[.length(.view(index))] = snapped(length)
    }

    let alongLength = along[.stackLength] ?? 0
    let crossLength = cross[.stackLength] ?? 0
    let stackSize =
      axis == .horizontal
      ? Size(width: alongLength, height: crossLength)
      : Size(width: crossLength, height: alongLength)

    var frames: [Rect] = []
    frames.reserveCapacity(arrangedSubviews.count)
    for index in arrangedSubviews.indices {
      let alongPosition = along[.position(.view(index)), default: 0]
      let alongSize = along[.length(.view(index)), default: 0]
      let crossPosition = cross[.position(.view(index)), default: 0]
      let crossSize = cross[.length(.view(index)), default: 0]
      frames.append(
        axis == .horizontal
          ? Rect(x: alongPosition, y: crossPosition, width: alongSize, height: crossSize)
          : Rect(x: crossPosition, y: alongPosition, width: crossSize, height: alongSize))
    }
    var alongValues = AxisValues(dimension: axis, stackLength: alongLength, frames: frames)
    alongValues.gapPositions = arrangedSubviews.indices.map {
      along[.position(.gapGuide(after: $0)), default: 0]
    }
    alongValues.gapLengths = arrangedSubviews.indices.map {
      along[.length(.gapGuide(after: $0)), default: 0]
    }
    var crossValues = AxisValues(dimension: axis.cross, stackLength: crossLength, frames: frames)
    crossValues.spanningPosition = cross[.position(.spanningGuide), default: 0]
    crossValues.spanningLength = cross[.length(.spanningGuide), default: 0]
    return finishLayout(
      size: stackSize, frames: frames, visible: visible, along: alongValues, cross: crossValues)
  }

  /// Where a hidden view sits across the axis: aligned with the first visible view
  /// as its alignment says, at its intrinsic cross length (0 when it has none), or
  /// stretched like the others with alignment fill.
  func hiddenCrossFrame(
    _ index: Int, firstVisible: Int?, _ values: [Variable: Double], _ context: AxisContext
  ) -> (position: Double, length: Double) {
    guard let first = firstVisible else { return (context.margins.start, 0) }
    let firstPosition = values[.position(.view(first)), default: 0]
    let firstLength = values[.length(.view(first)), default: 0]
    let view = arrangedSubviews[index]
    let length =
      alignment == .fill ? firstLength : view.intrinsicSize.length(along: context.dimension) ?? 0
    let baselines = context.dimension == .vertical
    switch alignment {
    case .fill, .leading:
      return (firstPosition, length)
    case .center:
      return (firstPosition + (firstLength - length) / 2, length)
    case .trailing:
      return (firstPosition + firstLength - length, length)
    case .firstBaseline:
      guard baselines else { return (firstPosition, length) }
      let shared = firstPosition + (arrangedSubviews[first].firstBaseline ?? 0)
      return (shared - (view.firstBaseline ?? 0), length)
    case .lastBaseline:
      guard baselines else { return (firstPosition + firstLength - length, length) }
      let shared = firstPosition + (arrangedSubviews[first].lastBaseline ?? firstLength)
      return (shared - (view.lastBaseline ?? length), length)
    }
  }

  func context(for dimension: Axis) -> AxisContext {
    AxisContext(
      dimension: dimension,
      pinnedLength: size.length(along: dimension),
      margins: isLayoutMarginsRelativeArrangement ? layoutMargins.insets(along: dimension) : (0, 0),
      baselines: arrangedSubviews.map { ($0.firstBaseline, $0.lastBaseline) })
  }
}

/// Rounds away the noise of floating-point pivoting: a value within 1e-9 (relative)
/// of a whole number becomes that number.
@inline(__always)
func snapped(_ value: Double) -> Double {
  // Nearest whole number without a libm call: adding and removing 1.5 × 2^52
  // rounds to an integer (ties to even; a tie is 0.5 away, never snapped anyway).
  let magic = 6_755_399_441_055_744.0
  let whole = abs(value) < 1e15 ? (value + magic) - magic : value.rounded()
  return abs(value - whole) <= 1e-9 * max(1, abs(value)) ? whole + 0 : value
}
