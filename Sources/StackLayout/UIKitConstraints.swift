/// Compiling a ``StackView`` into the constraints UIKit generates for it.
extension StackView {
  /// The indices of the arranged views that are not hidden.
  var visibleIndices: [Int] {
    arrangedSubviews.indices.filter { !arrangedSubviews[$0].isHidden }
  }

  /// The item the arrangement is attached to: the margins guide when the
  /// arrangement is margins-relative, the stack's bounds otherwise.
  var canvas: LayoutItem { isLayoutMarginsRelativeArrangement ? .margins : .stack }

  /// The distribution actually used: fillProportionally falls back to fillEqually
  /// when the views have (almost) no intrinsic length to share out.
  var effectiveDistribution: Distribution {
    guard distribution == .fillProportionally else { return distribution }
    let visible = visibleIndices
    let lengthSum = proportionalLength
    let floor = max(spacing * Double(visible.count - 1), 1)
    return lengthSum <= floor ? .fillEqually : .fillProportionally
  }

  /// `D` of fillProportionally: the sum of the visible views' intrinsic lengths
  /// (negative or absent counted as 0) plus `(n - 1) × spacing`, `n` the visible
  /// views and `spacing` the stack's own: custom spacings are not counted, as the
  /// spec's `D = Σ max(L_i, 0) + (n - 1)s` writes it.
  var proportionalLength: Double {
    let visible = visibleIndices
    let lengths = visible.map {
      max(arrangedSubviews[$0].intrinsicSize.length(along: axis) ?? 0, 0)
    }
    return lengths.reduce(0, +) + Double(max(visible.count - 1, 0)) * spacing
  }

  /// The spacing UIKit uses after the visible view at `index`: its custom spacing,
  /// or the stack's.
  func spacing(after index: Int) -> Double {
    arrangedSubviews[index].customSpacingAfter ?? spacing
  }

  /// `pinned-size` (required) for an axis the stack is pinned on, `fitting-size`
  /// (`stack.length == 0` at the fitting-size level 50) for one it is not.
  func stackSizeConstraint(on dimension: Axis) -> RankedConstraint {
    let length = LayoutAnchor(.stack, AnchorKind.length.attribute(on: dimension))
    let constraint =
      if let pinned = size.length(along: dimension) {
        LayoutConstraint(.pinnedSize, length, .equal, constant: pinned)
      } else {
        LayoutConstraint(.fittingSize, length, .equal, priority: Priority.fittingSizeLevel)
      }
    return RankedConstraint(constraint: constraint, rank: Int.max)
  }

  /// A view's intrinsic length on `dimension` as UIKit states it: `content-hugging`
  /// (`length <= intrinsic`) and `compression-resistance` (`length >= intrinsic`),
  /// at the view's priorities, given to `add`; none when it has no intrinsic length there.
  func addIntrinsicConstraints(
    of index: Int, on dimension: Axis, _ add: (LayoutConstraint, Int) -> Void
  ) {
    let view = arrangedSubviews[index]
    guard let intrinsic = view.intrinsicSize.length(along: dimension) else { return }
    let anchor = LayoutAnchor(.view(index), AnchorKind.length.attribute(on: dimension))
    add(
      LayoutConstraint(
        .contentHugging, anchor, .lessThanOrEqual, constant: intrinsic,
        priority: view.hugging[dimension]), index)
    add(
      LayoutConstraint(
        .compressionResistance, anchor, .greaterThanOrEqual, constant: intrinsic,
        priority: view.compressionResistance[dimension]), index)
  }

  /// The canvas connections along the axis: the leading one (the canvas's start to
  /// the first visible view's) and the trailing one (the last visible view's end
  /// to the canvas's).
  func canvasConnections(first: Int, last: Int) -> (
    leading: LayoutConstraint, trailing: LayoutConstraint
  ) {
    let start = AnchorKind.start.attribute(on: axis)
    let end = AnchorKind.end.attribute(on: axis)
    return (
      LayoutConstraint(
        .canvasConnection, LayoutAnchor(canvas, start), .equal, LayoutAnchor(.view(first), start)),
      LayoutConstraint(
        .canvasConnection, LayoutAnchor(.view(last), end), .equal, LayoutAnchor(canvas, end))
    )
  }

  /// The `UISV-fill-proportionally` constraint of the visible view at `index`:
  /// its share of the stack's full length, `intrinsic / total` (`total` is
  /// ``proportionalLength``), or a length of 0 when it has no intrinsic length.
  ///
  /// The share is of the stack itself even when the arrangement is
  /// margins-relative (`view.width == m × stack.width`, as UIKit's constraint dump
  /// shows): margins do not change it.
  func proportionConstraint(of index: Int, total: Double) -> LayoutConstraint {
    let length = AnchorKind.length.attribute(on: axis)
    let intrinsic = arrangedSubviews[index].intrinsicSize.length(along: axis) ?? 0
    let anchor = LayoutAnchor(.view(index), length)
    guard intrinsic > 0 else { return LayoutConstraint(.fillProportionally, anchor, .equal) }
    let multiplier = intrinsic / total
    return LayoutConstraint(
      .fillProportionally, anchor, .equal, LayoutAnchor(.stack, length),
      multiplier: multiplier, priority: proportionPriority(multiplier: multiplier, index: index))
  }

  /// Every constraint along the stack's axis, with its rank.
  func alongAxisConstraints() -> [RankedConstraint] {
    var result: [RankedConstraint] = []
    compileAlongAxis(visible: visibleIndices) {
      result.append(RankedConstraint(constraint: $0, rank: $1))
    }
    return result
  }

  /// Every constraint across the stack's axis, with its rank.
  func crossAxisConstraints() -> [RankedConstraint] {
    var result: [RankedConstraint] = []
    compileCrossAxis(visible: visibleIndices) {
      result.append(RankedConstraint(constraint: $0, rank: $1))
    }
    return result
  }

  /// Gives `emit` every constraint along the stack's axis with its rank, in the
  /// order UIKit's list has them. `visible` is ``visibleIndices``. O(n).
  func compileAlongAxis(visible: [Int], _ emit: (LayoutConstraint, Int) -> Void) {
    let kind = { (role: AnchorKind) in role.attribute(on: axis) }
    let start = kind(.start)
    let end = kind(.end)
    let length = kind(.length)
    let center = kind(.center)
    let distribution = effectiveDistribution
    func add(_ constraint: LayoutConstraint, rank: Int) { emit(constraint, rank) }

    let size = stackSizeConstraint(on: axis)
    add(size.constraint, rank: size.rank)

    // Hidden views collapse.
    for index in arrangedSubviews.indices where arrangedSubviews[index].isHidden {
      add(LayoutConstraint(.hiding, LayoutAnchor(.view(index), length), .equal), rank: index)
    }

    guard let first = visible.first, let last = visible.last else { return }

    // The ends of the arrangement are pinned to the canvas. The trailing connection
    // has the lowest rank: if the required constraints cannot all hold, content
    // overflows past the trailing edge.
    let connections = canvasConnections(first: first, last: last)
    add(connections.leading, rank: Int.max)
    add(connections.trailing, rank: -1)

    // Spacing between consecutive visible views.
    let spacingRelation: LayoutRelation =
      distribution == .equalSpacing || distribution == .equalCentering
      ? .greaterThanOrEqual : .equal
    let baselineRelative = isBaselineRelativeArrangement && axis == .vertical
    for (previous, next) in zip(visible, visible.dropFirst()) {
      let from = LayoutAnchor(.view(previous), baselineRelative ? .lastBaseline : end)
      let to = LayoutAnchor(.view(next), baselineRelative ? .firstBaseline : start)
      add(
        LayoutConstraint(
          .spacing, to, spacingRelation, from, constant: spacing(after: previous)),
        rank: previous)
    }

    // Each visible view's intrinsic length.
    for index in visible { addIntrinsicConstraints(of: index, on: axis, emit) }

    switch distribution {
    case .fill:
      break
    case .fillEqually:
      for index in visible.dropFirst() {
        add(
          LayoutConstraint(
            .fillEqually, LayoutAnchor(.view(index), length), .equal,
            LayoutAnchor(.view(first), length)),
          rank: index)
      }
    case .fillProportionally:
      let total = proportionalLength
      for index in visible {
        add(proportionConstraint(of: index, total: total), rank: index)
      }
    case .equalSpacing, .equalCentering:
      let centering = distribution == .equalCentering
      let pairs = zip(visible, visible.dropFirst())
      for (previous, next) in pairs {
        let guide = LayoutItem.gapGuide(after: previous)
        add(
          LayoutConstraint(
            .distributing, LayoutAnchor(guide, start), .equal,
            LayoutAnchor(.view(previous), centering ? center : end)),
          rank: previous)
        add(
          LayoutConstraint(
            .distributing, LayoutAnchor(guide, end), .equal,
            LayoutAnchor(.view(next), centering ? center : start)),
          rank: previous)
      }
      if visible.count > 1 {
        let firstGuide = LayoutItem.gapGuide(after: first)
        for previous in visible.dropFirst().dropLast() {
          let priority = centering ? Priority.equalCentering(after: previous) : Priority.required
          add(
            LayoutConstraint(
              .distributing, LayoutAnchor(.gapGuide(after: previous), length), .equal,
              LayoutAnchor(firstGuide, length), priority: priority),
            rank: previous)
        }
      }
      add(
        LayoutConstraint(.canvasFit, LayoutAnchor(.stack, length), .equal, priority: 49),
        rank: Int.max)
    }
  }

  /// Gives `emit` every constraint across the stack's axis with its rank, in the
  /// order UIKit's list has them. `visible` is ``visibleIndices``. O(n).
  func compileCrossAxis(visible: [Int], _ emit: (LayoutConstraint, Int) -> Void) {
    let crossAxis = axis.cross
    let kind = { (role: AnchorKind) in role.attribute(on: crossAxis) }
    let start = kind(.start)
    let end = kind(.end)
    let length = kind(.length)
    let center = kind(.center)
    func add(_ constraint: LayoutConstraint, rank: Int) { emit(constraint, rank) }

    let size = stackSizeConstraint(on: crossAxis)
    add(size.constraint, rank: size.rank)

    // Intrinsic lengths across, for every visible view. A hidden view keeps only its
    // alignment: it is placed after the solve and never sizes the stack.
    for index in visible { addIntrinsicConstraints(of: index, on: crossAxis, emit) }

    guard let first = visible.first else { return }
    let firstItem = LayoutItem.view(first)
    let guide = LayoutItem.spanningGuide

    func alignEach(_ attribute: LayoutAttribute) {
      for index in arrangedSubviews.indices where index != first {
        add(
          LayoutConstraint(
            .alignment, LayoutAnchor(.view(index), attribute), .equal,
            LayoutAnchor(firstItem, attribute)),
          rank: index)
      }
    }
    func spanningBoundary(start startRelation: LayoutRelation?, end endRelation: LayoutRelation?) {
      for index in visible {
        if let startRelation {
          add(
            LayoutConstraint(
              .spanningBoundary, LayoutAnchor(guide, start), startRelation,
              LayoutAnchor(.view(index), start),
              priority: startRelation == .equal ? 999.5 : Priority.required),
            rank: index)
        }
        if let endRelation {
          add(
            LayoutConstraint(
              .spanningBoundary, LayoutAnchor(guide, end), endRelation,
              LayoutAnchor(.view(index), end),
              priority: endRelation == .equal ? 999.5 : Priority.required),
            rank: index)
        }
      }
    }
    func connect(_ lhs: LayoutAnchor, _ rhs: LayoutAnchor) {
      add(LayoutConstraint(.canvasConnection, lhs, .equal, rhs), rank: Int.max)
    }

    switch alignment {
    case .fill:
      alignEach(start)
      alignEach(end)
      connect(LayoutAnchor(canvas, start), LayoutAnchor(firstItem, start))
      connect(LayoutAnchor(firstItem, end), LayoutAnchor(canvas, end))
    case .leading:
      alignEach(start)
      spanningBoundary(start: .equal, end: .greaterThanOrEqual)
      connect(LayoutAnchor(canvas, start), LayoutAnchor(firstItem, start))
      connect(LayoutAnchor(guide, end), LayoutAnchor(canvas, end))
    case .center:
      alignEach(center)
      spanningBoundary(start: .lessThanOrEqual, end: .greaterThanOrEqual)
      connect(LayoutAnchor(canvas, start), LayoutAnchor(guide, start))
      connect(LayoutAnchor(guide, end), LayoutAnchor(canvas, end))
      connect(LayoutAnchor(canvas, center), LayoutAnchor(firstItem, center))
    case .trailing:
      alignEach(end)
      spanningBoundary(start: .lessThanOrEqual, end: .equal)
      connect(LayoutAnchor(canvas, start), LayoutAnchor(guide, start))
      connect(LayoutAnchor(firstItem, end), LayoutAnchor(canvas, end))
    case .firstBaseline, .lastBaseline:
      let role: AnchorKind = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
      alignEach(role.attribute(on: crossAxis))
      spanningBoundary(start: .lessThanOrEqual, end: .greaterThanOrEqual)
      connect(LayoutAnchor(canvas, start), LayoutAnchor(guide, start))
      connect(LayoutAnchor(guide, end), LayoutAnchor(canvas, end))
      add(
        LayoutConstraint(.canvasFit, LayoutAnchor(.stack, length), .equal, priority: 49),
        rank: Int.max)
    }

    if alignment != .fill {
      for index in visible {
        add(
          LayoutConstraint(
            .ambiguitySuppression, LayoutAnchor(.view(index), length), .equal, priority: 25),
          rank: index)
      }
      add(
        LayoutConstraint(.spanningFit, LayoutAnchor(guide, length), .equal, priority: 51),
        rank: Int.max)
    }
  }
}

/// The priority of `UISV-fill-proportionally` for the view at arrangement `index`
/// whose share of the canvas is `multiplier`: required when it is the only share
/// (multiplier 1), otherwise `max(999 - index, 751)`.
func proportionPriority(multiplier: Double, index: Int) -> Double {
  multiplier == 1 ? Priority.required : max(999 - Double(index), 751)
}
