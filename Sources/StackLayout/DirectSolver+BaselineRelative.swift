/// Baseline-relative arrangement (a vertical stack whose spacing runs from a view's
/// last baseline to the next view's first baseline) with equalSpacing and
/// fillProportionally (equalCentering: DirectSolver+BaselineCentering.swift).
///
/// With `f` the lower view's first baseline (0 without one) and `s` the spacing, the
/// spacing constraint between two views says: the gap from the upper view's bottom
/// to the lower view's top is at least `s - f`, plus, when the upper view has a last
/// baseline `b`, `b - length` (a taller upper view needs less gap below it).
extension DirectSolverWorkspace {
  /// Solves along the axis into the items' lengths and positions; returns the
  /// stack's length, or nil for the configurations left to the constraint solver.
  mutating func solveBaselineRelative(
    _ stack: StackView, distribution: Distribution, pinned: Double?, margins: Double,
    start: Double, proportionalTotal: Double
  ) -> Double? {
    switch distribution {
    case .equalSpacing:
      return solveBaselineRelativeSpacing(stack, pinned: pinned, margins: margins, start: start)
    case .equalCentering:
      return solveBaselineRelativeCentering(stack, pinned: pinned, margins: margins, start: start)
    case .fillProportionally:
      guard let pinned else {
        return solveBaselineRelativeProportionsUnpinned(
          stack, margins: margins, start: start, total: proportionalTotal)
      }
      return solveBaselineRelativeProportions(
        stack, pinned: pinned, margins: margins, start: start, total: proportionalTotal)
    default:
      return nil
    }
  }

  /// equalSpacing: every gap (bottom to top) is one length `γ`, at least each pair's
  /// need.
  ///
  /// - When no upper view has a last baseline, each need is a constant `s - f`: the
  ///   problem is plain equalSpacing with those spacings.
  /// - Otherwise a need falls as the upper view grows, and views would trade their
  ///   lengths against the gap. Handled here: a pinned length with room to spare
  ///   (every view keeps its intrinsic length, the first view without one takes the
  ///   spare room, or else the gaps do) and no length given when no view would trade
  ///   with the stack's wish (@50) to be short: every view resists compression above
  ///   50, and with three views or more, every view with a last baseline hugs above
  ///   50 (growing it would shorten every gap).
  private mutating func solveBaselineRelativeSpacing(
    _ stack: StackView, pinned: Double?, margins: Double, start: Double
  ) -> Double? {
    let count = items.count
    let views = stack.arrangedSubviews
    var widest = -Double.infinity
    var narrowest = Double.infinity
    var hanging = false
    var lengthTotal = 0.0
    var firstFree = -1
    var freeHanging = false
    for k in 0..<count {
      let intrinsicLength = items[k].intrinsic
      if intrinsicLength.isNaN && firstFree < 0 { firstFree = k }
      items[k].length = intrinsicLength.isNaN ? 0 : max(intrinsicLength, 0)
      lengthTotal += items[k].length
    }
    for k in 0..<(count - 1) {
      let upper = views[items[k].index]
      var need = items[k].spacingAfter - (views[items[k + 1].index].firstBaseline ?? 0)
      if let last = upper.lastBaseline {
        // A view without an intrinsic length that hangs the chain from a baseline
        // would trade its length with the gaps.
        if items[k].intrinsic.isNaN { freeHanging = true }
        need += last - items[k].length
        hanging = true
      }
      widest = max(widest, need)
      narrowest = min(narrowest, need)
    }
    if freeHanging {
      return solveBaselineSpacingBySearch(stack, pinned: pinned, margins: margins, start: start)
    }
    let gaps = Double(count - 1)
    var gap: Double
    var stackLength: Double
    if !hanging {
      guard
        let solved = allocateLengths(
          pinned: pinned, margins: margins, fixed: 0, gap: gaps * widest,
          gapGive: gaps * (widest - narrowest))
      else { return nil }
      gap = equalGap
      stackLength = solved
    } else if let pinned {
      let spare = pinned - margins - lengthTotal - gaps * widest
      guard spare >= -1e-9 * max(1, abs(pinned)) else {
        return solveBaselineSpacingBySearch(stack, pinned: pinned, margins: margins, start: start)
      }
      if firstFree >= 0 {
        items[firstFree].length += max(spare, 0)
        gap = widest
      } else {
        gap = widest + max(spare, 0) / gaps
      }
      stackLength = pinned
    } else {
      for k in 0..<count {
        // A view resisting at 50 or less would give way to the stack's wish; a
        // hanging view (even 0 long) hugging at 50 or less would grow to shorten
        // every gap.
        if items[k].length > 0 && items[k].resistance <= Priority.fittingSizeLevel
          || count > 2 && k < count - 1 && views[items[k].index].lastBaseline != nil
            && items[k].hugging <= Priority.fittingSizeLevel
        {
          return solveBaselineSpacingBySearch(
            stack, pinned: pinned, margins: margins, start: start)
        }
      }
      gap = widest
      stackLength = lengthTotal + gaps * widest + margins
      guard stackLength >= 0, stackLength - margins >= 0 else { return nil }
    }
    var edge = start
    for k in 0..<count {
      items[k].position = edge
      edge += items[k].length + gap
    }
    return stackLength
  }

  /// Pinned fillProportionally. A view with a last baseline (other than the last
  /// view) hangs the next one from that baseline, so its length is its own affair:
  /// its proportion against its hugging and compression resistance, a one-unknown
  /// problem (the longest optimum, as lengths are maximised last). The other views
  /// share the rest of the chain as plain fillProportionally does.
  private mutating func solveBaselineRelativeProportions(
    _ stack: StackView, pinned: Double, margins: Double, start: Double, total: Double
  ) -> Double? {
    let count = items.count
    let views = stack.arrangedSubviews
    let available = pinned - margins
    // The chain: Σ chained lengths + fixed == available. The shares are of the
    // stack's full length, `pinned`, margins or not.
    var fixed = 0.0
    for k in 0..<(count - 1) {
      fixed += items[k].spacingAfter - (views[items[k + 1].index].firstBaseline ?? 0)
      if let last = views[items[k].index].lastBaseline {
        fixed += last
        items[k].chained = false
      }
    }
    if parts.count < count {
      parts.append(contentsOf: repeatElement(Participant.fixed, count: count - parts.count))
    } else if parts.count > count {
      parts.removeLast(parts.count - count)
    }
    var outranked = false
    for k in 0..<count {
      let intrinsicLength = items[k].intrinsic
      parts[k] = .fixed
      guard intrinsicLength > 0 else {
        // No share: required to be 0.
        items[k].length = 0
        continue
      }
      let multiplier = intrinsicLength / total
      let proportion = ConstraintKey.proportion(multiplier: multiplier, index: items[k].index)
      let priority = proportion.priority
      if !items[k].chained {
        terms.removeAll(keepingCapacity: true)
        terms.append(
          LineTerm(key: proportion, point: multiplier * pinned, weight: 1, shape: .vee))
        terms.append(
          LineTerm(
            key: ConstraintKey(
              priority: items[k].hugging, rank: items[k].index,
              kind: ConstraintKey.Along.hugging),
            point: intrinsicLength, weight: 1, shape: .rising))
        terms.append(
          LineTerm(
            key: ConstraintKey(
              priority: items[k].resistance, rank: items[k].index,
              kind: ConstraintKey.Along.compression),
            point: intrinsicLength, weight: 1, shape: .falling))
        guard
          let solved = minimizeLexicographically(
            &terms, lower: 0, upper: .infinity, points: &points),
          solved.upper.isFinite
        else { return nil }
        items[k].length = solved.upper
        continue
      }
      // One key must describe every move of the view, or else the moves are ordered
      // by their full slopes (``allocateProportions``).
      if items[k].hugging >= priority || items[k].resistance >= priority { outranked = true }
      let value = max(multiplier * pinned, 0)
      parts[k] = Participant(
        value: value, upCapacity: .infinity, upKey: proportion, downCapacity: value,
        downKey: proportion)
    }
    if outranked {
      // The views hanging from a baseline keep the lengths found above.
      allocateProportions(length: pinned, total: total, target: available - fixed)
    } else {
      parts.append(
        Participant(
          value: 0, upCapacity: .infinity, upKey: .trailingConnection,
          downCapacity: .infinity, downKey: .trailingConnection))
      allocate(target: available - fixed)
      for k in 0..<count where items[k].chained && items[k].intrinsic > 0 {
        items[k].length = parts[k].value
      }
    }
    var edge = start
    for k in 0..<count {
      items[k].position = edge
      if k < count - 1 {
        edge +=
          (views[items[k].index].lastBaseline ?? items[k].length) + items[k].spacingAfter
          - (views[items[k + 1].index].firstBaseline ?? 0)
      }
    }
    return pinned
  }
}
