/// Across the stack's axis: one length for alignment fill, otherwise each view
/// placed on its own in the arrangement area (baselines: DirectSolver+Baseline.swift).

extension DirectSolverWorkspace {
  /// Solves across the axis into `crossPosition` and `crossLength`; returns the
  /// stack's cross length, or nil to hand the stack to the constraint solver.
  mutating func solveCross(_ stack: StackView) -> Double? {
    let crossAxis = stack.axis.cross
    // The cross-axis inputs were gathered with the along-axis ones.
    swap(&items, &crossItems)
    let count = items.count
    let insets =
      stack.isLayoutMarginsRelativeArrangement
      ? stack.layoutMargins.insets(along: crossAxis) : (0, 0)
    let start = insets.0
    let margins = insets.0 + insets.1
    let pinned = stack.size.length(along: crossAxis)
    guard count > 0 else {
      for index in 0..<stack.arrangedSubviews.count {
        setCross(index, snapped(start), 0)
      }
      return pinned ?? 0
    }
    let views = stack.arrangedSubviews
    var available: Double

    if stack.alignment == .fill {
      // Every view is one length w. Pinned, the trailing connection holds and the
      // leading one may give way (to spare several required hugging or
      // compression-resistance constraints); unpinned, the stack follows w.
      terms.removeAll(keepingCapacity: true)
      for k in 0..<count where !items[k].intrinsic.isNaN {
        let intrinsicLength = items[k].intrinsic
        terms.append(
          LineTerm(
            key: ConstraintKey(
              priority: items[k].hugging, rank: items[k].index, kind: ConstraintKey.Cross.hugging),
            point: intrinsicLength, weight: 1, shape: .rising))
        terms.append(
          LineTerm(
            key: ConstraintKey(
              priority: items[k].resistance, rank: items[k].index,
              kind: ConstraintKey.Cross.compression),
            point: intrinsicLength, weight: 1, shape: .falling))
      }
      let floor: Double
      if let pinned {
        floor = 0
        terms.append(
          LineTerm(key: .crossLeadingConnection, point: pinned - margins, weight: 1, shape: .vee))
      } else {
        floor = max(0, -margins)
        terms.append(LineTerm(key: .crossFitting, point: -margins, weight: 1, shape: .rising))
      }
      guard
        let solved = minimizeLexicographically(
          &terms, lower: floor, upper: .infinity, points: &points),
        solved.upper.isFinite
      else { return fail(#line) }
      let each = solved.upper
      available = pinned.map { $0 - margins } ?? each
      for k in 0..<count {
        items[k].length = each
        items[k].position = start + available - each
      }
    } else if crossAxis == .vertical && stack.alignment == .lastBaseline
      && hasMixedLastBaselines(stack)
    {
      // Some views hang from the shared line, others stand on it.
      guard
        let solved = solveBaselineCross(
          stack, start: start, pinnedAvailable: pinned.map { $0 - margins })
      else { return fail(#line) }
      available = solved
    } else {
      // Each view within the arrangement area, offset by its baseline when the
      // alignment is a baseline of a horizontal stack.
      let baselines = crossAxis == .vertical
      var offsetTop = 0.0  // the largest baseline offset
      var usesOffsets = false
      var lastBottoms = false  // lastBaseline views without last baselines
      if baselines && stack.alignment == .firstBaseline {
        usesOffsets = true
        for k in 0..<count { offsetTop = max(offsetTop, views[items[k].index].firstBaseline ?? 0) }
      } else if baselines && stack.alignment == .lastBaseline {
        var with = 0
        for k in 0..<count where views[items[k].index].lastBaseline != nil { with += 1 }
        if with == count {
          usesOffsets = true
          for k in 0..<count { offsetTop = max(offsetTop, views[items[k].index].lastBaseline!) }
        } else {
          // None has one (some but not all: ``solveBaselineCross``).
          lastBottoms = true
        }
      }
      func offset(_ k: Int) -> Double {
        guard usesOffsets else { return 0 }
        let line =
          stack.alignment == .firstBaseline
          ? views[items[k].index].firstBaseline ?? 0 : views[items[k].index].lastBaseline!
        return offsetTop - line
      }
      // What each view would be with all the room it wants; `position` holds the
      // view's baseline offset until the positions are known.
      var lowest = 0.0
      var longestRequired = 0.0  // the longest view resisting with required priority
      if usesOffsets {
        for k in 0..<count { items[k].position = offset(k) }
      }
      items.withUnsafeMutableBufferPointer { items in
        for k in 0..<count {
          let intrinsicLength = items[k].intrinsic
          items[k].length =
            !intrinsicLength.isNaN && intrinsicLength > 0 && items[k].resistance > 25
            ? intrinsicLength : 0
          if items[k].resistance >= Priority.required {
            longestRequired = max(longestRequired, items[k].length)
          }
          if !usesOffsets { items[k].position = 0 }
          lowest = max(lowest, items[k].position)
        }
      }
      if let pinned {
        available = pinned - margins
      } else {
        // The spanning guide (@51) and the stack (@50, and @49 with baselines) want
        // to be short; the views' compression resistances, together, push back.
        terms.removeAll(keepingCapacity: true)
        let floor = max(lowest, -margins)
        for k in 0..<count where items[k].length > 0 {
          terms.append(
            LineTerm(
              key: ConstraintKey(
                priority: items[k].resistance, rank: items[k].index,
                kind: ConstraintKey.Cross.compression),
              point: items[k].length + items[k].position, weight: 1, shape: .falling))
        }
        guard let shortest = shortestCrossLength(from: floor) else { return fail(#line) }
        available = shortest
      }
      let alignment = stack.alignment
      if pinned != nil && !usesOffsets && (available < 0 || longestRequired > available) {
        // Margins longer than the stack, or a required resistance that cannot hold.
        let anchoring: CrossAnchoring
        switch alignment {
        case .fill, .leading: anchoring = .top
        case .center: anchoring = .center
        case .trailing: anchoring = .bottom
        case .firstBaseline: anchoring = .guideTop
        case .lastBaseline: anchoring = .guideBottom
        }
        placeOverfullCross(anchoring, start: start, available: available)
        return finishCross(stack, start: start, size: pinned!)
      }
      if baselines && usesOffsets && pinned != nil
        && (available < lowest || isOverfullWithOffsets(available: available))
      {
        // The baseline offsets, or a required compression resistance, do not fit.
        guard
          let solved = solveBaselineCross(stack, start: start, pinnedAvailable: available)
        else { return fail(#line) }
        return finishCross(stack, start: start, size: solved + margins)
      }
      guard available >= lowest else { return fail(#line) }
      var widest = 0.0
      var compressedRequired = false
      let bottomsAligned = alignment == .lastBaseline && (!baselines || lastBottoms)
      items.withUnsafeMutableBufferPointer { items in
        for k in 0..<count {
          let offset = items[k].position
          let room = available - offset
          if items[k].length > room {
            // A required compression resistance might make the constraint solver
            // break another view's boundary instead.
            if items[k].resistance >= Priority.required { compressedRequired = true }
            items[k].length = room
          }
          widest = max(widest, items[k].length)
        }
        for k in 0..<count {
          let offset = items[k].position
          let length = items[k].length
          switch alignment {
          case .fill, .leading:
            items[k].position = start
          case .center:
            items[k].position = start + (available - length) / 2
          case .trailing:
            items[k].position = start + available - length
          case .firstBaseline, .lastBaseline:
            items[k].position = bottomsAligned ? start + widest - length : start + offset
          }
        }
      }
      if compressedRequired { return fail(#line) }
    }
    return finishCross(stack, start: start, size: pinned ?? available + margins)
  }

  /// Copies the visible views' cross solution into the frames and places the hidden
  /// ones; returns the stack's cross length.
  private mutating func finishCross(_ stack: StackView, start: Double, size: Double) -> Double {
    let across: Axis = isHorizontal ? .vertical : .horizontal
    items.withUnsafeBufferPointer { items in
      frames.withUnsafeMutableBufferPointer { frames in
        for item in items {
          let position = snapped(item.position)
          let length = snapped(item.length)
          frames[item.index].setSpan(position, length, along: across)
        }
      }
    }
    if items.count < frames.count { placeHiddenAcross(stack, start: start) }
    return snapped(size)
  }

  /// The cross length an unpinned stack settles on, with the views' terms already in
  /// ``terms``: the spanning guide (@51) and the stack (@50) want it short, from
  /// `floor` up, and the views' compression resistances push back. Nil when
  /// nothing bounds it.
  mutating func shortestCrossLength(from floor: Double) -> Double? {
    terms.append(LineTerm(key: .spanningFit, point: floor, weight: 1, shape: .rising))
    terms.append(LineTerm(key: .crossFitting, point: floor, weight: 1, shape: .rising))
    guard
      let solved = minimizeLexicographically(
        &terms, lower: floor, upper: .infinity, points: &points),
      solved.lower.isFinite
    else { return nil }
    return solved.lower
  }

  /// Hidden views across the axis: aligned with the first visible view, at their
  /// intrinsic cross length (0 without one), stretched like it with alignment fill.
  private mutating func placeHiddenAcross(_ stack: StackView, start: Double) {
    let crossAxis = stack.axis.cross
    let views = stack.arrangedSubviews
    let first = items[0].index
    let firstPosition = isHorizontal ? frames[first].y : frames[first].x
    let firstLength = isHorizontal ? frames[first].height : frames[first].width
    let baselines = crossAxis == .vertical
    for index in views.indices where views[index].isHidden {
      let view = views[index]
      let length =
        stack.alignment == .fill ? firstLength : view.intrinsicSize.length(along: crossAxis) ?? 0
      var position: Double
      switch stack.alignment {
      case .fill, .leading:
        position = firstPosition
      case .center:
        position = firstPosition + (firstLength - length) / 2
      case .trailing:
        position = firstPosition + firstLength - length
      case .firstBaseline:
        if baselines {
          position = firstPosition + (views[first].firstBaseline ?? 0) - (view.firstBaseline ?? 0)
        } else {
          position = firstPosition
        }
      case .lastBaseline:
        if baselines {
          position =
            firstPosition + (views[first].lastBaseline ?? firstLength)
            - (view.lastBaseline ?? length)
        } else {
          position = firstPosition + firstLength - length
        }
      }
      setCross(index, snapped(position), snapped(length))
    }
  }

  /// Sets view `index`'s position and length across the stack's axis.
  @inline(__always)
  private mutating func setCross(_ index: Int, _ position: Double, _ length: Double) {
    frames[index].setSpan(position, length, along: isHorizontal ? .vertical : .horizontal)
  }
}
