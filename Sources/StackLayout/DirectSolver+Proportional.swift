/// fillProportionally with no size given, when its proportions cannot all hold.

extension DirectSolverWorkspace {
  /// Unpinned fillProportionally whose proportions cannot all hold: a negative
  /// canvas length would be needed, custom spacings add up to something else than
  /// the stack's spacing allows, or a required hugging or compression resistance
  /// stands against them.
  ///
  /// With `A` the canvas length, `D` the proportional total and `T` the sum of the
  /// spacings actually used, the chain is `Σ L + T == A` (required) and each view
  /// with an intrinsic length `I > 0` has `L == (I / D) × A` at `max(999 - index,
  /// 751)`, the later the view, the lower. All but the last such view, `z`, can
  /// hold their proportions whatever `A` is, `z` taking what is left:
  /// `L[z] = a × A - T` with `a = 1 - Σ (I / D)` over the others. `z`'s proportion
  /// is then off by `|c × A - T|` with `c = (n - 1) × spacing / D`. Everything is a
  /// function of `A` alone: required constraints bound it, then `z`'s proportion,
  /// the views' own priorities and `stack.length == 0 @50` settle it as a
  /// one-variable lexicographic problem; of what is left the largest `A` (the first
  /// view's length is maximised).
  ///
  /// A view's own constraint more important than `z`'s proportion must then hold
  /// exactly: it bounds `A`.
  ///
  /// - Returns: the stack's length, or nil (handed to the constraint solver) when
  ///   the constraints above `z`'s proportion leave no canvas length at which they
  ///   and the other proportions hold (a proportion gives way instead), or a
  ///   length is negative.
  /// - Complexity: O(n log n).
  mutating func solveProportionalGiving(
    spacing: Double, margins: Double, spacingTotal: Double, total: Double
  ) -> Double? {
    let count = items.count
    // z: the last view with a share; the lowest proportion priority is its.
    var last = -1
    var others = 0.0
    for k in 0..<count {
      let intrinsic = items[k].intrinsic
      if intrinsic < 0 { return fail(#line) }
      guard intrinsic > 0 else { continue }
      // Distinct proportion priorities (the floor of 751 is reached at index 248).
      if items[k].index >= 248 { return fail(#line) }
      if last >= 0 { others += items[last].intrinsic / total }
      last = k
    }
    guard last >= 0 else { return fail(#line) }
    let lowest = 999 - Double(items[last].index)
    let share = 1 - others
    let slack = Double(count - 1) * spacing / total
    // A share of the whole is a required proportion; with no share left the last
    // view's length does not depend on the canvas (left to the constraint solver).
    guard share != 0, items[last].intrinsic / total < 1 else { return fail(#line) }

    // Bounds: lengths are never negative, nor is the stack. A view's own constraint
    // above z's proportion must hold where the other proportions hold: it bounds
    // the canvas (if the bounds leave nothing, proportions give way instead).
    var lower = -margins
    var upper = Double.infinity
    if others > 0 { lower = max(lower, 0) }
    // z's length, share × A - T, falls as the canvas grows when the others' shares
    // add up to more than the canvas (a negative spacing).
    if share > 0 {
      lower = max(lower, spacingTotal / share)
    } else {
      upper = min(upper, spacingTotal / share)
    }
    terms.removeAll(keepingCapacity: true)
    for k in 0..<count where items[k].intrinsic > 0 {
      let intrinsic = items[k].intrinsic
      let hugging = items[k].hugging
      let resistance = items[k].resistance
      // The canvas length at which the view has its intrinsic length, and how fast
      // its length grows with the canvas.
      let point: Double
      let weight: Double
      let grows = k != last || share > 0
      if k == last {
        point = (intrinsic + spacingTotal) / share
        weight = abs(share)
      } else {
        point = total
        weight = intrinsic / total
      }
      // Hugging: the length at most I, so the canvas at most (or, for a falling
      // length, at least) `point`; compression resistance the other way.
      if hugging > lowest {
        if grows { upper = min(upper, point) } else { lower = max(lower, point) }
      } else {
        terms.append(
          LineTerm(
            key: ConstraintKey(
              priority: hugging, rank: items[k].index, kind: ConstraintKey.Along.hugging),
            point: point, weight: weight, shape: grows ? .rising : .falling))
      }
      if resistance > lowest {
        if grows { lower = max(lower, point) } else { upper = min(upper, point) }
      } else {
        terms.append(
          LineTerm(
            key: ConstraintKey(
              priority: resistance, rank: items[k].index, kind: ConstraintKey.Along.compression),
            point: point, weight: weight, shape: grows ? .falling : .rising))
      }
    }
    guard lower <= upper else { return fail(#line) }
    if slack != 0 {
      terms.append(
        LineTerm(
          key: ConstraintKey(
            priority: lowest, rank: items[last].index, kind: ConstraintKey.Along.distribution),
          point: spacingTotal / slack, weight: abs(slack), shape: .vee))
    }
    terms.append(LineTerm(key: .alongFitting, point: -margins, weight: 1, shape: .rising))
    guard
      let solved = minimizeLexicographically(&terms, lower: lower, upper: upper, points: &points),
      solved.upper.isFinite
    else { return fail(#line) }
    let available = solved.upper
    for k in 0..<count {
      let intrinsic = items[k].intrinsic
      if !(intrinsic > 0) {
        items[k].length = 0
      } else if k == last {
        items[k].length = max(0, share * available - spacingTotal)
      } else {
        items[k].length = intrinsic / total * available
      }
    }
    return available + margins
  }
}
