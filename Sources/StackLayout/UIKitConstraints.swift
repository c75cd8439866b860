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
  /// (negative or absent counted as 0) plus `(n - 1) × spacing`.
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
        LayoutConstraint("pinned-size", length, .equal, constant: pinned)
      } else {
        LayoutConstraint("fitting-size", length, .equal, priority: Priority.fittingSizeLevel)
      }
    return RankedConstraint(constraint: constraint, rank: Int.max)
  }

  /// A view's intrinsic length on `dimension` as UIKit states it: `content-hugging`
  /// (`length <= intrinsic`) and `compression-resistance` (`length >= intrinsic`),
  /// at the view's priorities; none when it has no intrinsic length there.
  func intrinsicConstraints(of index: Int, on dimension: Axis) -> [RankedConstraint] {
    let view = arrangedSubviews[index]
    guard let intrinsic = view.intrinsicSize.length(along: dimension) else { return [] }
    let anchor = LayoutAnchor(.view(index), AnchorKind.length.attribute(on: dimension))
    return [
      LayoutConstraint(
        "content-hugging", anchor, .lessThanOrEqual, constant: intrinsic,
        priority: view.hugging[dimension]),
      LayoutConstraint(
        "compression-resistance", anchor, .greaterThanOrEqual, constant: intrinsic,
        priority: view.compressionResistance[dimension]),
    ].map { RankedConstraint(constraint: $0, rank: index) }
  }

  /// Every constraint along the stack's axis.
  func alongAxisConstraints() -> [RankedConstraint] {
    let kind = { (role: AnchorKind) in role.attribute(on: axis) }
    let start = kind(.start)
    let end = kind(.end)
    let length = kind(.length)
    let center = kind(.center)
    let visible = visibleIndices
    let distribution = effectiveDistribution
    var result: [RankedConstraint] = []
    func add(_ constraint: LayoutConstraint, rank: Int) {
      result.append(RankedConstraint(constraint: constraint, rank: rank))
    }

    result.append(stackSizeConstraint(on: axis))

    // Hidden views collapse.
    for index in arrangedSubviews.indices where arrangedSubviews[index].isHidden {
      add(LayoutConstraint("UISV-hiding", LayoutAnchor(.view(index), length), .equal), rank: index)
    }

    guard let first = visible.first, let last = visible.last else { return result }

    // The ends of the arrangement are pinned to the canvas.
    add(
      LayoutConstraint(
        "UISV-canvas-connection", LayoutAnchor(canvas, start), .equal,
        LayoutAnchor(.view(first), start)),
      rank: Int.max)
    // The trailing connection has the lowest rank: if the required constraints
    // cannot all hold, content overflows past the trailing edge.
    add(
      LayoutConstraint(
        "UISV-canvas-connection", LayoutAnchor(.view(last), end), .equal, LayoutAnchor(canvas, end)),
      rank: -1)

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
          "UISV-spacing", to, spacingRelation, from, constant: spacing(after: previous)),
        rank: previous)
    }

    // Each visible view's intrinsic length.
    result += visible.flatMap { intrinsicConstraints(of: $0, on: axis) }

    switch distribution {
    case .fill:
      break
    case .fillEqually:
      for index in visible.dropFirst() {
        add(
          LayoutConstraint(
            "UISV-fill-equally", LayoutAnchor(.view(index), length), .equal,
            LayoutAnchor(.view(first), length)),
          rank: index)
      }
    case .fillProportionally:
      let total = proportionalLength
      for index in visible {
        let intrinsic = arrangedSubviews[index].intrinsicSize.length(along: axis) ?? 0
        let anchor = LayoutAnchor(.view(index), length)
        if intrinsic <= 0 {
          add(LayoutConstraint("UISV-fill-proportionally", anchor, .equal), rank: index)
        } else {
          let multiplier = intrinsic / total
          let priority = proportionPriority(multiplier: multiplier, index: index)
          add(
            LayoutConstraint(
              "UISV-fill-proportionally", anchor, .equal, LayoutAnchor(canvas, length),
              multiplier: multiplier, priority: priority),
            rank: index)
        }
      }
    case .equalSpacing, .equalCentering:
      let centering = distribution == .equalCentering
      let pairs = Array(zip(visible, visible.dropFirst()))
      for (previous, next) in pairs {
        let guide = LayoutItem.gapGuide(after: previous)
        add(
          LayoutConstraint(
            "UISV-distributing", LayoutAnchor(guide, start), .equal,
            LayoutAnchor(.view(previous), centering ? center : end)),
          rank: previous)
        add(
          LayoutConstraint(
            "UISV-distributing", LayoutAnchor(guide, end), .equal,
            LayoutAnchor(.view(next), centering ? center : start)),
          rank: previous)
      }
      if let firstGuide = pairs.first.map({ LayoutItem.gapGuide(after: $0.0) }) {
        for (previous, _) in pairs.dropFirst() {
          let priority = centering ? max(150 - Double(previous), 50) : Priority.required
          add(
            LayoutConstraint(
              "UISV-distributing", LayoutAnchor(.gapGuide(after: previous), length), .equal,
              LayoutAnchor(firstGuide, length), priority: priority),
            rank: previous)
        }
      }
      add(
        LayoutConstraint("UISV-canvas-fit", LayoutAnchor(.stack, length), .equal, priority: 49),
        rank: Int.max)
    }
    return result
  }

  /// Every constraint across the stack's axis.
  func crossAxisConstraints() -> [RankedConstraint] {
    let crossAxis = axis.cross
    let kind = { (role: AnchorKind) in role.attribute(on: crossAxis) }
    let start = kind(.start)
    let end = kind(.end)
    let length = kind(.length)
    let center = kind(.center)
    let visible = visibleIndices
    var result: [RankedConstraint] = []
    func add(_ constraint: LayoutConstraint, rank: Int) {
      result.append(RankedConstraint(constraint: constraint, rank: rank))
    }

    result.append(stackSizeConstraint(on: crossAxis))

    // Intrinsic lengths across, for every visible view. A hidden view keeps only its
    // alignment: it is placed after the solve and never sizes the stack.
    result += visible.flatMap { intrinsicConstraints(of: $0, on: crossAxis) }

    guard let first = visible.first else { return result }
    let others = arrangedSubviews.indices.filter { $0 != first }
    let firstItem = LayoutItem.view(first)
    let guide = LayoutItem.spanningGuide

    func alignEach(_ attribute: LayoutAttribute) {
      for index in others {
        add(
          LayoutConstraint(
            "UISV-alignment", LayoutAnchor(.view(index), attribute), .equal,
            LayoutAnchor(firstItem, attribute)),
          rank: index)
      }
    }
    func spanningBoundary(start startRelation: LayoutRelation?, end endRelation: LayoutRelation?) {
      for index in visible {
        if let startRelation {
          add(
            LayoutConstraint(
              "UISV-spanning-boundary", LayoutAnchor(guide, start), startRelation,
              LayoutAnchor(.view(index), start),
              priority: startRelation == .equal ? 999.5 : Priority.required),
            rank: index)
        }
        if let endRelation {
          add(
            LayoutConstraint(
              "UISV-spanning-boundary", LayoutAnchor(guide, end), endRelation,
              LayoutAnchor(.view(index), end),
              priority: endRelation == .equal ? 999.5 : Priority.required),
            rank: index)
        }
      }
    }
    func connect(_ lhs: LayoutAnchor, _ rhs: LayoutAnchor) {
      add(LayoutConstraint("UISV-canvas-connection", lhs, .equal, rhs), rank: Int.max)
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
        LayoutConstraint("UISV-canvas-fit", LayoutAnchor(.stack, length), .equal, priority: 49),
        rank: Int.max)
    }

    if alignment != .fill {
      for index in visible {
        add(
          LayoutConstraint(
            "UISV-ambiguity-suppression", LayoutAnchor(.view(index), length), .equal, priority: 25),
          rank: index)
      }
      add(
        LayoutConstraint("UISV-spanning-fit", LayoutAnchor(guide, length), .equal, priority: 51),
        rank: Int.max)
    }
    return result
  }
}

/// The priority of `UISV-fill-proportionally` for the view at arrangement `index`
/// whose share of the canvas is `multiplier`: required when it is the only share
/// (multiplier 1), otherwise `max(999 - index, 751)`.
func proportionPriority(multiplier: Double, index: Int) -> Double {
  multiplier == 1 ? Priority.required : max(999 - Double(index), 751)
}
