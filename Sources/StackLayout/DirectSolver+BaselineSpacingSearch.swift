/// Baseline-relative equalSpacing where views hang the next one from their last
/// baselines and trade their lengths with the gaps: a search over the gap.

extension DirectSolverWorkspace {
  /// Baseline-relative equalSpacing (pinned or not) where some view hangs the
  /// next one from its last baseline, when the closed forms of
  /// `solveBaselineRelativeSpacing` do not apply: the stack overflows, a view
  /// without an intrinsic length hangs the chain, or views trade with the stack's
  /// wish to be short.
  ///
  /// Every gap (bottom to top) is one length `γ` (the equalities are required).
  /// Pair `k` needs `γ >= c[k] - L[k]` when view `k` has a last baseline `b`
  /// (`c = spacing - f + b`, `f` the lower view's first baseline) and `γ >= c[k]`
  /// otherwise. With `γ` fixed, that is a least length per hanging view,
  /// `max(0, c[k] - γ)` (but no more than its intrinsic length when it hugs at
  /// 1000: the spacing breaks then, and below the need of a pair that does not
  /// hang, the spacing breaks too, as the errors count), and the rest is the allocation of fill (``allocateLengths``
  /// with ``minimumLengths``), which the direct solver solves exactly. The least
  /// cost over `γ` (every constraint's error along the axis, read in the order
  /// the constraint solver settles them) is convex and piecewise linear, so the
  /// search of ``solveAlongBySearch(_:)`` applies, over `γ` instead of the
  /// stack's length: a golden-section bracket, the crossing of the lines of the
  /// first changing coordinate on either side, and a check that neither
  /// neighbour `1e-7` of the scale away is as good. Of equal errors, the lengths
  /// as large as possible in arrangement order decide, as they do for the
  /// constraint solver.
  ///
  /// - Returns: the stack's length, with the views' lengths and positions in
  ///   ``items``; nil (handed over) when the least is not a single `γ`, lies at an
  ///   end of the range searched, or an allocation on the way is not covered.
  ///   Nil too inside ``solveAlongBySearch(_:)``, whose probes would each run a
  ///   search of their own.
  /// - Complexity: O(n log n) per allocation, about 200 of them.
  mutating func solveBaselineSpacingBySearch(
    _ stack: StackView, pinned: Double?, margins: Double, start: Double
  ) -> Double? {
    let count = items.count
    guard count >= 2, !searchingLength else { return nil }
    usedGapSearch = true
    let views = stack.arrangedSubviews
    var constants: [Double] = []
    var hangs: [Bool] = []
    constants.reserveCapacity(count - 1)
    hangs.reserveCapacity(count - 1)
    var scale = 1.0 + abs(margins) + abs(pinned ?? 0)
    var narrowest = Double.infinity
    var widest = -Double.infinity
    var intrinsicTotal = 0.0
    for k in 0..<count {
      let intrinsic = items[k].intrinsic.isNaN ? 0 : max(items[k].intrinsic, 0)
      intrinsicTotal += intrinsic
      scale += intrinsic
      guard k < count - 1 else { continue }
      var constant = items[k].spacingAfter - (views[items[k + 1].index].firstBaseline ?? 0)
      let last = views[items[k].index].lastBaseline
      if let last { constant += last }
      narrowest = min(narrowest, last != nil ? constant - intrinsic : constant)
      constants.append(constant)
      hangs.append(last != nil)
      widest = max(widest, constant)
      scale += abs(constant)
    }
    // The range of γ: from well below the narrowest need (with the views at their
    // intrinsic lengths) to well above the widest constant and the gap the views'
    // intrinsic lengths leave. Below a pair's need its spacing breaks, which the
    // required tier weighs against the trailing connection: the least may be
    // there, but not at either end.
    let low = narrowest - scale
    var high = widest
    if let pinned { high = max(high, (pinned - margins - intrinsicTotal) / Double(count - 1)) }
    high = max(low, high) + scale
    let errors = AxisErrors(stack)
    // The rounding of one error: the positions are sums along the chain, so it
    // grows with the number of views, and with the positions themselves: far
    // from the least, gaps of a million points put 10,000 views 1e10 apart,
    // rounding errors by 1e-4, and a noise fixed by the views' lengths let
    // that rounding steer the search away from the least. Two layouts are
    // compared at the rounding of the longer.
    let rounding = max(1e-14, 1e-15 * Double(count))
    func compare(
      _ lhs: (errors: [Double], length: Double), _ rhs: (errors: [Double], length: Double)
    )
      -> Int
    {
      let magnitude = max(scale, abs(lhs.length), abs(rhs.length))
      return errors.compare(lhs.errors, rhs.errors, noise: rounding * magnitude)
    }
    var scratch: [Double] = []
    var buffer: [Rect] = []

    /// Lays the views out with every gap `gamma`; the stack's length.
    func solve(_ gamma: Double) -> Double? {
      minimumLengths.removeAll(keepingCapacity: true)
      for k in 0..<count {
        var least = k < count - 1 && hangs[k] ? max(0, constants[k] - gamma) : 0
        if items[k].hugging >= Priority.required && items[k].intrinsic.isFinite {
          // A required hugging outranks the spacing (its row comes later in
          // UIKit's list, at the same rank): the spacing breaks instead.
          least = min(least, max(items[k].intrinsic, 0))
        }
        minimumLengths.append(least)
      }
      let length = allocateLengths(
        pinned: pinned, margins: margins, fixed: Double(count - 1) * gamma)
      minimumLengths.removeAll(keepingCapacity: true)
      guard let length else { return nil }
      var edge = start
      for k in 0..<count {
        items[k].position = edge
        edge += items[k].length + gamma
      }
      return length
    }
    /// The errors at `gamma`, then the views' lengths, and the stack's length.
    func cost(_ gamma: Double) -> (errors: [Double], length: Double)? {
      guard let length = solve(gamma) else { return nil }
      errors.errors(at: alongValues(stack, length: length, buffer: &buffer), into: &scratch)
      // Of equal errors, the constraint solver makes the lengths as large as
      // possible in arrangement order (a view without an intrinsic length that
      // hangs the chain trades its length with the gap for free).
      for k in 0..<count { scratch.append(-items[k].length) }
      return (scratch, length)
    }

    guard
      let found = KinkSearch.bracket(
        low, high, until: { $1 - $0 <= 1e-13 * scale }, cost: cost, compare: compare)
    else { return nil }
    let margin = 1e-3 * (high - low)
    guard found < high - margin, found > low + margin else { return fail(#line) }
    // The exact candidates first (of equal costs the first is kept): the
    // crossings; the search's own value last.
    var candidates: [Double] = []
    let noiseHere = rounding * max(scale, abs(solve(found) ?? 0))
    for (crossing, reach) in KinkSearch.crossings(
      around: found, scale: scale, minimum: low,
      cost: { cost($0).map { errors.settled($0.errors) } },
      firstChange: { errors.firstChange($0, noise: noiseHere) })
    where abs(crossing - found) <= 2 * reach {
      candidates.append(max(low, crossing))
    }
    candidates.append(found)
    guard
      let (gamma, best) = KinkSearch.best(of: candidates, cost: cost, compare: compare)
    else { return nil }
    // The check: both neighbours are worse.
    let step = 1e-7 * scale
    for neighbour in [gamma - step, gamma + step] {
      guard let near = cost(neighbour), compare(near, best) > 0 else {
        return fail(#line)
      }
    }
    return solve(gamma)
  }
}
