/// Baseline-relative arrangement with fillProportionally and no size given along the
/// axis.
///
/// With baseline-relative arrangement the chain from the canvas's top to its bottom
/// runs through a view's length only when the view has no last baseline (or is the
/// last view): a view with a last baseline `b` hands the next view on from `b`,
/// whatever its length. With `A` the stack's length (the shares are of the stack's
/// full length, margins-relative or not), the chain is `Σ L[chained] + fixed == A`
/// (required), `fixed` being the spacings, less the lower views' first baselines,
/// plus the upper views' last baselines, plus the margins along the axis.
extension DirectSolverWorkspace {
  /// Unpinned baseline-relative fillProportionally, as a one-variable problem in
  /// the stack's length `A`.
  ///
  /// Each view with an intrinsic length `I > 0` has its proportion
  /// `L == (I / D) × A` at `max(999 - index, 751)`.
  ///
  /// - A chained view other than `z`, the last chained view with a share, holds its
  ///   proportion: `L = m × A`. `z` takes what is left of the chain:
  ///   `L[z] = a × A - fixed`, `a = 1 - Σ m` over the other chained views, and its
  ///   proportion is off by `|(a - m[z]) × A - fixed|`.
  /// - A view hanging the next from its last baseline has a length of its own: with
  ///   `A` given, its proportion and its own constraints decide it alone. Its own
  ///   constraints above its proportion hold (`L` between `lo` and `hi`), its
  ///   proportion is off by the distance from `m × A` to that range, and the
  ///   constraints below it see `L = clamp(m × A, lo, hi)`.
  ///
  /// Every error is then a convex function of `A`, settled by
  /// `minimizeLexicographically` with `stack.length == 0 @50`.
  ///
  /// When a constraint above `z`'s proportion cannot hold where the other chained
  /// proportions do, the proportions give way one at a time
  /// (``breakBaselineProportions(_:start:fixed:total:last:hanging:)``).
  ///
  /// - Returns: the stack's length, or nil (handed to the constraint solver; the
  ///   cases are in BENCHMARKS.md's table of them) where a view hanging the next
  ///   from its last baseline would trade with the stack's length, or the
  ///   proportions tie.
  /// - Complexity: O(n log n).
  mutating func solveBaselineRelativeProportionsUnpinned(
    _ stack: StackView, margins: Double, start: Double, total: Double
  ) -> Double? {
    let count = items.count
    let views = stack.arrangedSubviews
    // The chain's constant part, and which views hang the next from a baseline.
    var fixed = margins
    for k in 0..<(count - 1) {
      fixed += items[k].spacingAfter - (views[items[k + 1].index].firstBaseline ?? 0)
      if let last = views[items[k].index].lastBaseline {
        fixed += last
        items[k].chained = false
      }
    }
    // z: the last chained view with a share; the other chained views with a share
    // have intrinsic lengths adding up to `others`.
    var last = -1
    var others = 0.0
    var hangingShares = false
    for k in 0..<count {
      let intrinsic = items[k].intrinsic
      guard intrinsic > 0 else { continue }
      if items[k].index >= 248 { return fail(#line) }
      // A required proportion (the only share, no spacing) of a chained view holds
      // only if the chain (spacings, baselines, margins) adds nothing to it; else
      // the trailing connection gives way (left to the constraint solver).
      if items[k].chained && intrinsic / total == 1 && fixed != 0 { return fail(#line) }
      if !items[k].chained {
        hangingShares = true
        continue
      }
      if last >= 0 { others += items[last].intrinsic }
      last = k
    }
    // Shares as (D - Σ I) / D: exactly 0 when the chained lengths make up D.
    let share = (total - others) / total
    // Required: the stack's length is never negative, nor is a view's.
    var lower = 0.0
    var upper = Double.infinity
    if others > 0 { lower = max(lower, 0) }
    if last < 0 {
      // No chained view has a share: every chained length is 0.
      lower = max(lower, fixed)
      upper = fixed
    } else if share > 0 {
      lower = max(lower, fixed / share)
    } else if share < 0 {
      upper = min(upper, fixed / share)
    } else if fixed > 0 {
      return fail(#line)
    }
    guard lower <= upper else {
      return breakBaselineProportions(
        stack, start: start, fixed: fixed, total: total, last: last,
        hanging: hangingShares)
    }
    // A hanging view's errors are convex in A only where m × A >= 0.
    if hangingShares && lower < 0 { return fail(#line) }
    // Everything above z's proportion must hold.
    let lowest = last >= 0 ? 999 - Double(items[last].index) : Double.infinity

    // Every error is weighed D times over: a tier's slopes are then sums of
    // intrinsic lengths, which add up and cancel exactly where shares (I / D) may
    // not, and the minimiser relies on a tier's slope coming back to exactly 0.
    terms.removeAll(keepingCapacity: true)
    for k in 0..<count {
      let intrinsic = items[k].intrinsic
      guard intrinsic > 0 else { continue }
      let multiplier = intrinsic / total
      let hugging = ConstraintKey(
        priority: items[k].hugging, rank: items[k].index, kind: ConstraintKey.Along.hugging)
      let resistance = ConstraintKey(
        priority: items[k].resistance, rank: items[k].index,
        kind: ConstraintKey.Along.compression)
      let proportion = ConstraintKey.proportion(multiplier: multiplier, index: items[k].index)
      if !items[k].chained {
        // Own constraints above the proportion hold; the proportion keeps m × A
        // within [lo, hi] if it can.
        let holdsAbove = items[k].resistance > proportion.priority
        let hugsAbove = items[k].hugging > proportion.priority
        if holdsAbove {
          terms.append(
            LineTerm(key: proportion, point: total, weight: intrinsic, shape: .falling))
        } else {
          terms.append(
            LineTerm(
              key: resistance, point: total, weight: intrinsic, shape: .falling))
        }
        if hugsAbove {
          terms.append(
            LineTerm(key: proportion, point: total, weight: intrinsic, shape: .rising))
        } else {
          terms.append(
            LineTerm(key: hugging, point: total, weight: intrinsic, shape: .rising))
        }
        continue
      }
      if k != last {
        // A held proportion: L = m × A, its intrinsic length at A = D.
        terms.append(LineTerm(key: hugging, point: total, weight: intrinsic, shape: .rising))
        terms.append(
          LineTerm(key: resistance, point: total, weight: intrinsic, shape: .falling))
        continue
      }
      // z: L = share × A - fixed.
      if share != 0 {
        let point = (intrinsic + fixed) / share
        let grows = share > 0
        terms.append(
          LineTerm(
            key: hugging, point: point, weight: abs(total - others),
            shape: grows ? .rising : .falling))
        terms.append(
          LineTerm(
            key: resistance, point: point, weight: abs(total - others),
            shape: grows ? .falling : .rising))
      }
      let slope = total - others - intrinsic
      if slope != 0 {
        terms.append(
          LineTerm(key: proportion, point: fixed * total / slope, weight: abs(slope), shape: .vee))
      }
    }
    terms.append(LineTerm(key: .alongFitting, point: 0, weight: total, shape: .rising))
    guard
      let solved = minimizeLexicographically(&terms, lower: lower, upper: upper, points: &points),
      solved.upper.isFinite
    else { return fail(#line) }
    let stackLength = solved.upper
    // The other chained proportions hold only if nothing above z's proportion has
    // to give.
    let tolerance = 1e-9 * max(1, abs(stackLength), total)
    // Required constraints must hold too: the chain would otherwise trade with them.
    for term in terms where term.key.priority > lowest || term.key.priority >= Priority.required {
      let error: Double
      switch term.shape {
      case .rising: error = max(0, stackLength - term.point)
      case .falling: error = max(0, term.point - stackLength)
      case .vee: error = abs(stackLength - term.point)
      }
      if error * term.weight > tolerance * total {
        return breakBaselineProportions(
          stack, start: start, fixed: fixed, total: total, last: last,
          hanging: hangingShares)
      }
    }

    for k in 0..<count {
      let intrinsic = items[k].intrinsic
      guard intrinsic > 0 else {
        items[k].length = 0
        continue
      }
      let multiplier = intrinsic / total
      if !items[k].chained {
        let priority = proportionPriority(multiplier: multiplier, index: items[k].index)
        var length = max(0, multiplier * stackLength)
        if items[k].resistance > priority { length = max(length, intrinsic) }
        if items[k].hugging > priority { length = min(length, intrinsic) }
        items[k].length = length
      } else if k == last {
        items[k].length = max(0, share * stackLength - fixed)
      } else {
        items[k].length = multiplier * stackLength
      }
    }
    placeBaselineChain(stack, start: start)
    return stackLength
  }

  /// When the chained proportions cannot all hold and no view hanging the next
  /// from its baseline has a share, the chain is plain unpinned fillProportionally
  /// whose spacings add up to `fixed`: the proportions give way one at a time as in
  /// ``solveProportionalBreaking(fixed:total:last:lowest:)`` (the
  /// views hanging from a baseline have length 0).
  private mutating func breakBaselineProportions(
    _ stack: StackView, start: Double, fixed: Double, total: Double,
    last: Int, hanging: Bool
  ) -> Double? {
    // A hanging view with a share would trade its proportion with the stack too.
    guard !hanging, last >= 0 else { return fail(#line) }
    guard
      let solved = solveProportionalBreaking(
        fixed: fixed, total: total, last: last,
        lowest: 999 - Double(items[last].index))
    else { return nil }
    placeBaselineChain(stack, start: start)
    return solved
  }

  /// Positions along a baseline-relative chain: each view from the previous one's
  /// last baseline (or bottom), the spacing after it, less its own first baseline.
  private mutating func placeBaselineChain(_ stack: StackView, start: Double) {
    let count = items.count
    let views = stack.arrangedSubviews
    var edge = start
    for k in 0..<count {
      items[k].position = edge
      if k < count - 1 {
        edge +=
          (views[items[k].index].lastBaseline ?? items[k].length) + items[k].spacingAfter
          - (views[items[k + 1].index].firstBaseline ?? 0)
      }
    }
  }
}
