/// fillEqually: one length for every view.

extension DirectSolverWorkspace {
  /// One length for every view: a one-variable problem.
  mutating func solveEqualLengths(pinned: Double?, margins: Double, fixed: Double)
    -> Double?
  {
    let count = items.count
    var chainCount = 0.0
    for k in 0..<count where items[k].chained { chainCount += 1 }
    // The required hugging and compression-resistance intervals.
    var requiredLower = 0.0
    var requiredUpper = Double.infinity
    terms.removeAll(keepingCapacity: true)
    for k in 0..<count where !items[k].intrinsic.isNaN {
      let intrinsicLength = items[k].intrinsic
      if items[k].resistance >= Priority.required {
        requiredLower = max(requiredLower, intrinsicLength)
      }
      if items[k].hugging >= Priority.required {
        requiredUpper = min(requiredUpper, intrinsicLength)
      }
      terms.append(
        LineTerm(
          key: ConstraintKey(
            priority: items[k].hugging, rank: items[k].index, kind: ConstraintKey.Along.hugging),
          point: intrinsicLength, weight: 1, shape: .rising))
      terms.append(
        LineTerm(
          key: ConstraintKey(
            priority: items[k].resistance, rank: items[k].index,
            kind: ConstraintKey.Along.compression),
          point: intrinsicLength, weight: 1, shape: .falling))
    }
    // Required intervals that do not meet: some view breaks a required hugging or
    // compression resistance, or its fill-equally constraint. With no length given
    // (and a chain that cannot go negative) nothing else holds the views together:
    // leaving one's fill-equally constraint costs as much as its own constraint, the
    // tie goes to the fill-equally constraint, listed later, and the common length is
    // the one-variable optimum. Pinned, or with a chain that would be negative, a
    // view leaving the common length also changes the chain:
    // ``solveConflictingEqualLengths(pinned:margins:fixed:)``.
    if requiredLower > requiredUpper && (pinned != nil || fixed + margins < 0) {
      return solveConflictingEqualLengths(pinned: pinned, margins: margins, fixed: fixed)
    }
    if let pinned {
      terms.append(
        LineTerm(
          key: .trailingConnection, point: (pinned - margins - fixed) / chainCount,
          weight: chainCount, shape: .vee))
    } else {
      let point = -(fixed + margins) / chainCount
      terms.append(
        LineTerm(key: .alongFitting, point: point, weight: chainCount, shape: .rising))
      terms.append(
        LineTerm(key: .trailingConnection, point: point, weight: chainCount, shape: .falling))
    }
    guard
      let solved = minimizeLexicographically(
        &terms, lower: 0, upper: .infinity, points: &points),
      solved.upper.isFinite
    else { return fail(#line) }
    let each = solved.upper
    for k in 0..<count { items[k].length = each }
    if let pinned { return pinned }
    return max(0, chainCount * each + fixed + margins)
  }
}
