extension StackView {
  /// Lays the stack out as UIKit's `UIStackView` would.
  ///
  /// The configuration is compiled into the constraints UIKit generates
  /// (`UISV-spacing`, `UISV-canvas-connection`, each view's hugging and compression
  /// resistance, ...), and each axis is solved on its own as a lexicographic linear
  /// program:
  ///
  /// 1. Priorities are tiers. From required (1000) down, each tier's total error
  ///    is made as small as possible before any lower tier is considered, so many
  ///    low-priority constraints never outvote one higher-priority constraint.
  /// 2. Ties left after every priority go by arrangement index: within a tier the
  ///    constraints of later views are satisfied first, so the *first* of several
  ///    tied views takes the whole surplus, or gives first when space runs short
  ///    (down to 0, then the next one gives).
  /// 3. What no constraint decides (a view with no intrinsic length) goes to the
  ///    first such view; positions that are still free are as small as possible.
  ///
  /// An axis the stack is not pinned on gets `stack.length == 0` at
  /// ``Priority/fittingSizeLevel``, as `systemLayoutSizeFitting` does: the stack
  /// is as small as its content allows. Lengths are never negative; when the
  /// required constraints cannot all hold (spacing alone longer than the stack),
  /// the content overflows past the trailing edge.
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
  ///   index `i`, hidden views counted, and its proportions are of the arrangement
  ///   area (the margins guide with margins-relative arrangement).
  ///
  /// - Returns: every view's frame relative to the stack's origin, the stack's size,
  ///   every constraint with its status, and a reason for every view's size.
  /// - Complexity: a few small dense simplex solves per axis; fine for tens of views.
  public func layout() -> StackViewLayout {
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

    let solved =
      alongConstraints.map { status($0.constraint, alongContext, along) }
      + crossConstraints.map { status($0.constraint, crossContext, cross) }

    var views: [ViewLayout] = []
    for (index, view) in arrangedSubviews.enumerated() {
      let alongPosition = along[.position(.view(index)), default: 0]
      let alongSize = along[.length(.view(index)), default: 0]
      let crossPosition = cross[.position(.view(index)), default: 0]
      let crossSize = cross[.length(.view(index)), default: 0]
      let frame =
        axis == .horizontal
        ? Rect(x: alongPosition, y: crossPosition, width: alongSize, height: crossSize)
        : Rect(x: crossPosition, y: alongPosition, width: crossSize, height: alongSize)
      views.append(
        ViewLayout(
          name: view.name, frame: frame, isHidden: view.isHidden,
          reason: SizeReason(along: "", across: "")))
    }
    var result = StackViewLayout(size: stackSize, views: views, constraints: solved)
    for index in arrangedSubviews.indices {
      result.views[index].reason = Explainer(stack: self, layout: result).reason(for: index)
    }
    return result
  }

  /// Where a hidden view sits across the axis: aligned with the first visible view
  /// as its alignment says, at its intrinsic cross length (0 when it has none), or
  /// stretched like the others with alignment fill.
  private func hiddenCrossFrame(
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

  private func context(for dimension: Axis) -> AxisContext {
    AxisContext(
      dimension: dimension,
      pinnedLength: size.length(along: dimension),
      margins: isLayoutMarginsRelativeArrangement ? layoutMargins.insets(along: dimension) : (0, 0),
      baselines: arrangedSubviews.map { ($0.firstBaseline, $0.lastBaseline) })
  }

  private func status(
    _ constraint: LayoutConstraint, _ context: AxisContext, _ values: [Variable: Double]
  ) -> SolvedConstraint {
    let violation = context.violation(of: constraint, at: values)
    let tolerance = 1e-7 * max(1, abs(context.expression(constraint).constant))
    return SolvedConstraint(
      constraint: constraint,
      status: violation <= tolerance ? .holds : .broken(by: snapped(violation)))
  }
}

/// Rounds away the noise of floating-point pivoting: a value within 1e-9 (relative)
/// of a whole number becomes that number.
func snapped(_ value: Double) -> Double {
  let whole = value.rounded()
  return abs(value - whole) <= 1e-9 * max(1, abs(value)) ? whole + 0 : value
}
