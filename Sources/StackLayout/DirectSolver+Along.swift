/// Along the stack's axis: gathering the views' inputs, the solve per distribution,
/// and the positions that follow from the lengths.

extension DirectSolverWorkspace {
  /// Fills the per-visible-view inputs for `dimension`.
  mutating func gather(_ stack: StackView) {
    let total = stack.arrangedSubviews.count
    if items.count < total {
      items.append(contentsOf: repeatElement(Item.empty, count: total - items.count))
    } else if items.count > total {
      items.removeLast(items.count - total)
    }
    if crossItems.count < total {
      crossItems.append(contentsOf: repeatElement(Item.empty, count: total - crossItems.count))
    } else if crossItems.count > total {
      crossItems.removeLast(crossItems.count - total)
    }
    let spacing = stack.spacing
    let along = stack.axis
    let across = along.cross
    var visibleCount = 0
    items.withUnsafeMutableBufferPointer { out in
      crossItems.withUnsafeMutableBufferPointer { crossOut in
        stack.arrangedSubviews.withUnsafeBufferPointer { views in
          for index in 0..<views.count where !views[index].isHidden {
            // Field by field through the pointer: no copy of the view (and its names).
            let view = views.baseAddress! + index
            let size = view.pointee.intrinsicSize
            let hugging = view.pointee.hugging
            let resistance = view.pointee.compressionResistance
            out[visibleCount] = Item(
              index: index, intrinsic: size.length(along: along) ?? .nan,
              hugging: hugging[along], resistance: resistance[along],
              spacingAfter: view.pointee.customSpacingAfter ?? spacing, length: 0, position: 0,
              chained: true)
            crossOut[visibleCount] = Item(
              index: index, intrinsic: size.length(along: across) ?? .nan,
              hugging: hugging[across], resistance: resistance[across],
              spacingAfter: 0, length: 0, position: 0, chained: true)
            visibleCount += 1
          }
        }
      }
    }
    if visibleCount < total {
      items.removeLast(total - visibleCount)
      crossItems.removeLast(total - visibleCount)
    }
  }

  /// Solves along the axis into `alongPosition` and `alongLength`; returns the
  /// stack's length, or nil to hand the stack to the constraint solver.
  mutating func solveAlong(_ stack: StackView) -> Double? {
    let axis = stack.axis
    gather(stack)
    let count = items.count
    let insets =
      stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins.insets(along: axis) : (0, 0)
    let start = insets.0
    let margins = insets.0 + insets.1
    let pinned = stack.size.length(along: axis)
    guard count > 0 else {
      placeAlong(stack, start: start)
      return pinned ?? 0
    }

    // fillProportionally falls back to fillEqually with (almost) no lengths to share.
    var distribution = stack.distribution
    var proportionalTotal = 0.0
    if distribution == .fillProportionally {
      for k in 0..<count where items[k].intrinsic > 0 { proportionalTotal += items[k].intrinsic }
      proportionalTotal += Double(count - 1) * stack.spacing
      if proportionalTotal <= max(stack.spacing * Double(count - 1), 1) {
        distribution = .fillEqually
      }
    }
    let baselineRelative = stack.isBaselineRelativeArrangement && axis == .vertical && count > 1
    // Baseline-relative equalCentering where no view hangs the next from a last
    // baseline is plain equalCentering with the first baselines off the spacings.
    var folded =
      baselineRelative && distribution == .equalCentering && foldFirstBaselinesIntoSpacings(stack)
    if baselineRelative && !folded && distribution != .fill && distribution != .fillEqually {
      if let solved = solveBaselineRelative(
        stack, distribution: distribution, pinned: pinned, margins: margins, start: start,
        proportionalTotal: proportionalTotal)
      {
        placeAlong(stack, start: start)
        return snapped(solved)
      }
      // equalCentering whose hanging views keep their intrinsic lengths is plain
      // equalCentering with those views rigid; where it hands over, it says where.
      // With one view whose length trades with the centring, a search over it.
      guard distribution == .equalCentering else { return fail(#line) }
      gather(stack)
      switch foldRigidHangingViews(stack) {
      case .refused:
        return fail(#line)
      case .rigid:
        fallbackLine = 0
        usedRigidHangingViews = true
        folded = true
      case .oneSoft, .severalSoft:
        // Those that can be shown to keep their lengths are kept; one left is
        // searched for.
        fallbackLine = 0
        guard
          let solved = solveCertifyingHangingViews(
            stack, pinned: pinned, margins: margins, start: start)
        else { return nil }
        placeAlong(stack, start: start)
        return solved
      }
    }

    // The chain from the first leading edge to the last trailing edge:
    // Σ (chained lengths) + fixed == available.
    var fixed = 0.0
    var spacingTotal = 0.0
    var widestSpacing = -Double.infinity
    var narrowestSpacing = Double.infinity
    for k in 0..<(count - 1) {
      let spacing = items[k].spacingAfter
      spacingTotal += spacing
      widestSpacing = max(widestSpacing, spacing)
      narrowestSpacing = min(narrowestSpacing, spacing)
    }
    fixed = spacingTotal
    if baselineRelative && !folded {
      let views = stack.arrangedSubviews
      for k in 0..<(count - 1) {
        if let last = views[items[k].index].lastBaseline {
          fixed += last
          items[k].chained = false
        }
        fixed -= views[items[k + 1].index].firstBaseline ?? 0
      }
    }

    var stackLength: Double
    switch distribution {
    case .fill:
      guard let solved = allocateLengths(pinned: pinned, margins: margins, fixed: fixed) else {
        return fail(#line)
      }
      stackLength = solved
    case .fillEqually:
      guard let solved = solveEqualLengths(pinned: pinned, margins: margins, fixed: fixed) else {
        return fail(#line)
      }
      stackLength = solved
    case .fillProportionally:
      if !(lengthSearch == .always && pinned == nil),
        let solved = solveProportional(
          stack, pinned: pinned, margins: margins, spacingTotal: spacingTotal,
          total: proportionalTotal)
      {
        stackLength = solved
      } else if pinned == nil, lengthSearch != .never,
        let solved = solveProportionalBySearch(
          stack, margins: margins, spacingTotal: spacingTotal, total: proportionalTotal)
      {
        // What the closed forms leave: the search over the stack's length.
        fallbackLine = 0
        stackLength = solved
      } else {
        return fail(#line)
      }
    case .equalSpacing:
      guard
        let solved = allocateLengths(
          pinned: pinned, margins: margins, fixed: 0,
          gap: count > 1 ? Double(count - 1) * widestSpacing : nil,
          gapGive: count > 1 ? Double(count - 1) * (widestSpacing - narrowestSpacing) : 0)
      else { return fail(#line) }
      stackLength = solved
    case .equalCentering:
      guard
        let solved = solveEqualCentering(
          stack, pinned: pinned, margins: margins, spacingTotal: spacingTotal)
      else { return fail(#line) }
      stackLength = solved
      placeAlong(stack, start: start)
      return stackLength
    }

    // Positions follow the chain from the leading edge.
    var edge = start
    let gap = distribution == .equalSpacing && count > 1 ? equalGap : 0
    if baselineRelative {
      let views = stack.arrangedSubviews
      for k in 0..<count {
        items[k].position = edge
        if k < count - 1 {
          edge +=
            (views[items[k].index].lastBaseline ?? items[k].length) + items[k].spacingAfter
            - (views[items[k + 1].index].firstBaseline ?? 0)
        }
      }
    } else {
      let equalSpacing = distribution == .equalSpacing
      items.withUnsafeMutableBufferPointer { items in
        for k in 0..<count {
          items[k].position = edge
          edge += items[k].length + (equalSpacing ? gap : items[k].spacingAfter)
        }
      }
    }
    stackLength = snapped(stackLength)
    placeAlong(stack, start: start)
    return stackLength
  }

  /// Copies the visible views' solution into the frames, snapped as the constraint
  /// solver snaps its values, then collapses the hidden views: each at the
  /// trailing edge of the previous visible view, or at the leading edge of the
  /// arrangement.
  private mutating func placeAlong(_ stack: StackView, start: Double) {
    let along: Axis = isHorizontal ? .horizontal : .vertical
    items.withUnsafeBufferPointer { items in
      frames.withUnsafeMutableBufferPointer { frames in
        for item in items {
          let position = snapped(item.position)
          let length = snapped(item.length)
          frames[item.index].setSpan(position, length, along: along)
        }
        guard items.count < frames.count else { return }
        var edge = start
        stack.arrangedSubviews.withUnsafeBufferPointer { views in
          for index in views.indices {
            if views[index].isHidden {
              frames[index].setSpan(edge, 0, along: along)
            } else {
              edge = frames[index].origin(along: along) + frames[index].length(along: along)
            }
          }
        }
      }
    }
  }
}
