/// fillProportionally with no size given, when its proportions cannot all hold.

extension DirectSolverWorkspace {
  /// Unpinned fillProportionally whose proportions cannot all hold: a negative
  /// stack length would be needed, custom spacings or margins add up to something
  /// else than the stack's spacing allows, or a required hugging or compression
  /// resistance stands against them.
  ///
  /// With `A` the stack's length (the shares are of the stack's full length, not
  /// of the margins guide), `D` the proportional total and `T` the chain's fixed
  /// part (`fixed`: the spacings actually used plus the margins along the axis when
  /// the arrangement is margins-relative), the chain is `Σ L + T == A` (required)
  /// and each view with an intrinsic length `I > 0` has `L == (I / D) × A` at
  /// `max(999 - index, 751)`, the later the view, the lower. All but the last such view, `z`, can
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
  /// When the constraints above `z`'s proportion leave no stack length at which
  /// they and the other proportions hold, proportions give way:
  /// ``solveProportionalBreaking(fixed:total:last:lowest:)``.
  ///
  /// - Returns: the stack's length, or nil (handed to the constraint solver) when
  ///   `z`'s multiplier is 1 (a required proportion) or more, or the others leave
  ///   it no share, or a length is negative.
  /// - Complexity: O(n log n).
  mutating func solveProportionalGiving(
    spacing: Double, fixed: Double, total: Double
  ) -> Double? {
    let count = items.count
    // z: the last view with a share; the lowest proportion priority is its.
    // The priorities reach their floor of 751 at index 248: from there on the
    // proportions tie, and after their total the later ones hold first, so the
    // first of them gives way.
    var last = -1
    var others = 0.0
    var tied = 0
    var stiffTied = false
    for k in 0..<count {
      let intrinsic = items[k].intrinsic
      if intrinsic < 0 { return fail(#line) }
      guard intrinsic > 0 else { continue }
      if items[k].index >= 248 {
        tied += 1
        // A tied view's own constraint at or above 751 fixes or trades with its
        // length before or beside the proportions' total: left to the constraint
        // solver.
        if items[k].hugging >= 751 || items[k].resistance >= 751 { stiffTied = true }
        if tied > 1 {
          others += intrinsic / total
          continue
        }
      }
      if last >= 0 { others += items[last].intrinsic / total }
      last = k
    }
    guard last >= 0, !(tied > 1 && stiffTied) else { return fail(#line) }
    let lowest = max(999 - Double(items[last].index), 751)
    let share = 1 - others
    let slack = Double(count - 1) * spacing / total
    // A share of the whole is a required proportion; with no share left the last
    // view's length does not depend on the stack's (left to the constraint solver).
    guard share != 0, items[last].intrinsic / total < 1 else { return fail(#line) }

    // Bounds: lengths are never negative, nor is the stack. A view's own constraint
    // above z's proportion must hold where the other proportions hold: it bounds
    // the stack (if the bounds leave nothing, proportions give way instead).
    var lower = 0.0
    var upper = Double.infinity
    if others > 0 { lower = max(lower, 0) }
    // z's length, share × A - T, falls as the stack grows when the others' shares
    // add up to more than the stack (a negative spacing).
    if share > 0 {
      lower = max(lower, fixed / share)
    } else {
      upper = min(upper, fixed / share)
    }
    terms.removeAll(keepingCapacity: true)
    for k in 0..<count where items[k].intrinsic > 0 {
      let intrinsic = items[k].intrinsic
      let hugging = items[k].hugging
      let resistance = items[k].resistance
      // The stack length at which the view has its intrinsic length, and how fast
      // its length grows with the stack.
      let point: Double
      let weight: Double
      let grows = k != last || share > 0
      if k == last {
        point = (intrinsic + fixed) / share
        weight = abs(share)
      } else {
        point = total
        weight = intrinsic / total
      }
      // Hugging: the length at most I, so the stack at most (or, for a falling
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
    guard lower <= upper else {
      // Tied proportions giving way one after another: left to the constraint solver.
      if tied > 1 { return fail(#line) }
      return solveProportionalBreaking(fixed: fixed, total: total, last: last, lowest: lowest)
    }
    if slack != 0 {
      terms.append(
        LineTerm(
          key: ConstraintKey(
            priority: lowest, rank: items[last].index, kind: ConstraintKey.Along.distribution),
          point: fixed / slack, weight: abs(slack), shape: .vee))
    }
    terms.append(LineTerm(key: .alongFitting, point: 0, weight: 1, shape: .rising))
    guard
      let solved = minimizeLexicographically(&terms, lower: lower, upper: upper, points: &points),
      solved.upper.isFinite
    else { return fail(#line) }
    let length = solved.upper
    // z at 0 with tied proportions after it: the next one would give way too.
    if tied > 1 && share * length - fixed <= 1e-9 * max(1, abs(length)) {
      return fail(#line)
    }
    for k in 0..<count {
      let intrinsic = items[k].intrinsic
      if !(intrinsic > 0) {
        items[k].length = 0
      } else if k == last {
        items[k].length = max(0, share * length - fixed)
      } else {
        items[k].length = intrinsic / total * length
      }
    }
    return length
  }
}

/// `a × A + b × offset <= bound`: one side of a view's decision in
/// ``DirectSolverWorkspace/solveProportionalBreaking(fixed:total:last:lowest:)``.
struct HalfPlane {
  var a: Double
  var b: Double
  var bound: Double
}

extension DirectSolverWorkspace {
  /// Unpinned fillProportionally where required huggings and compression
  /// resistances leave no stack length at which every proportion but the last
  /// holds: the proportions give way one at a time, the most important first.
  ///
  /// View `i`'s proportion, when its tier comes, is `L[i] = m[i] × A + offset[i]`
  /// with the least `|offset|` that the required constraints allow, given the
  /// offsets already chosen and any lengths for the views still to come (each
  /// between its required bounds): a linear program in `A` and the offset, whose
  /// feasible region is a polygon of at most six sides. If 0 is not feasible, the
  /// offset nearest 0 is at one of its corners. The stack lengths that remain
  /// feasible form an interval. The last view takes what is left,
  /// `A - T - Σ L[i]`, and the rest is the one-variable problem of
  /// ``solveProportionalGiving(spacing:fixed:total:)``. `A` and `T` (`fixed`) are as
  /// there: the stack's length and the chain's fixed part.
  ///
  /// The views' own constraints above the last proportion are decided in the same
  /// order, each holding exactly (a bound on a view not yet decided, or on `A`).
  ///
  /// - Returns: the stack's length, or nil (handed to the constraint solver) when
  ///   such a constraint cannot hold, a proportion shares its tier with views' own
  ///   constraints and cannot hold with them (a trade), or the required
  ///   constraints contradict each other.
  /// - Complexity: O(n log n).
  mutating func solveProportionalBreaking(
    fixed: Double, total: Double, last: Int, lowest: Double
  ) -> Double? {
    let count = items.count
    let required = Priority.required
    let tolerance = 1e-9 * max(1, total, abs(fixed))
    // Required bounds, summed over the views not yet decided.
    var lowSum = 0.0
    var highSum = 0.0
    var unbounded = 0
    ordered.removeAll(keepingCapacity: true)
    for k in 0..<count where items[k].intrinsic > 0 {
      let hugging = items[k].hugging
      let resistance = items[k].resistance
      if resistance >= required { lowSum += items[k].intrinsic }
      if hugging >= required { highSum += items[k].intrinsic } else { unbounded += 1 }
      items[k].position = 0  // the view's offset
      // The decisions to come, by priority: proportions (all but the last), and
      // the views' own constraints above the last proportion.
      if k != last {
        ordered.append(OrderedEntry(value: 999 - Double(items[k].index), position: k))
      }
      if hugging < required && hugging > lowest {
        ordered.append(OrderedEntry(value: hugging, position: count + k))
      }
      if resistance < required && resistance > lowest {
        ordered.append(OrderedEntry(value: resistance, position: 2 * count + k))
      }
    }
    // Of a tier with a proportion and views' constraints (they come first), all
    // must hold; otherwise the tier is a trade left to the constraint solver.
    sortOrdered()
    var lowerA = max(0, fixed + lowSum)
    var upperA = unbounded == 0 ? fixed + highSum : Double.infinity
    guard lowerA <= upperA + tolerance else { return fail(#line) }
    var decidedShare = 0.0
    var decidedOffset = 0.0
    for place in ordered.indices {
      let entry = ordered[place]
      let level = entry.value
      if entry.position >= count {
        // A view's own constraint: it must hold where everything above holds.
        let k = entry.position % count
        let isHugging = entry.position < 2 * count
        let intrinsic = items[k].intrinsic
        let decided = k != last && 999 - Double(items[k].index) > level
        if decided {
          let share = intrinsic / total
          let point = (intrinsic - items[k].position) / share
          if isHugging { upperA = min(upperA, point) } else { lowerA = max(lowerA, point) }
        } else {
          if isHugging {
            highSum += intrinsic
            unbounded -= 1
          } else {
            lowSum += intrinsic
          }
          // The views still to come: (1 - Σ decided shares) × A - T - Σ offsets
          // between their bounds' sums.
          let rest = 1 - decidedShare
          let shift = fixed + decidedOffset
          let low = shift + lowSum
          let high = unbounded == 0 ? shift + highSum : Double.infinity
          if rest > 0 {
            lowerA = max(lowerA, low / rest)
            upperA = min(upperA, high / rest)
          } else if rest < 0 {
            lowerA = max(lowerA, high / rest)
            upperA = min(upperA, low / rest)
          } else if low > tolerance || high < -tolerance {
            return fail(#line)
          }
        }
        guard lowerA <= upperA + tolerance else { return fail(#line) }
        continue
      }
      let k = entry.position
      let intrinsic = items[k].intrinsic
      let share = intrinsic / total
      // The view's bounds so far: required ones and its own constraints above.
      let resistance = items[k].resistance
      let hugging = items[k].hugging
      let low = resistance >= required || resistance >= level && resistance > lowest ? intrinsic : 0
      let high =
        hugging >= required || hugging >= level && hugging > lowest ? intrinsic : Double.infinity
      lowSum -= low
      if high.isFinite { highSum -= high } else { unbounded -= 1 }
      let rest = 1 - decidedShare - share
      let shift = fixed + decidedOffset
      let offset: Double? = withUnsafeTemporaryAllocation(of: HalfPlane.self, capacity: 6) {
        rows in
        rows[0] = HalfPlane(a: -1, b: 0, bound: -lowerA)
        rows[1] = HalfPlane(a: 1, b: 0, bound: upperA)
        rows[2] = HalfPlane(a: -share, b: -1, bound: -low)
        rows[3] = HalfPlane(a: share, b: 1, bound: high)
        // The views to come: A - T - Σ decided - L[k] between their bounds' sums.
        rows[4] = HalfPlane(a: -rest, b: 1, bound: -shift - lowSum)
        rows[5] = HalfPlane(
          a: rest, b: -1, bound: unbounded == 0 ? shift + highSum : Double.infinity)
        if Self.interval(rows, offset: 0, tolerance: tolerance) != nil { return 0 }
        // The feasible offsets nearest 0 on either side, from the polygon's corners.
        var below = -Double.infinity
        var above = Double.infinity
        for first in 0..<6 where rows[first].bound.isFinite {
          for second in (first + 1)..<6 where rows[second].bound.isFinite {
            let p = rows[first]
            let q = rows[second]
            let determinant = p.a * q.b - q.a * p.b
            guard determinant != 0 else { continue }
            let stackLength = (p.bound * q.b - q.bound * p.b) / determinant
            let offset = (p.a * q.bound - q.a * p.bound) / determinant
            var feasible = true
            for index in 0..<6 where rows[index].bound.isFinite {
              let row = rows[index]
              if row.a * stackLength + row.b * offset > row.bound + tolerance {
                feasible = false
              }
            }
            guard feasible else { continue }
            if offset > 0 { above = min(above, offset) } else { below = max(below, offset) }
          }
        }
        if above.isFinite && (!below.isFinite || above <= -below) { return above }
        if below.isFinite { return below }
        return nil
      }
      guard let offset, offset == 0 || place == 0 || ordered[place - 1].value != level else {
        return fail(#line)
      }
      let bounds: (Double, Double)? = withUnsafeTemporaryAllocation(
        of: HalfPlane.self, capacity: 6
      ) { rows in
        rows[0] = HalfPlane(a: -1, b: 0, bound: -lowerA)
        rows[1] = HalfPlane(a: 1, b: 0, bound: upperA)
        rows[2] = HalfPlane(a: -share, b: -1, bound: -low)
        rows[3] = HalfPlane(a: share, b: 1, bound: high)
        rows[4] = HalfPlane(a: -rest, b: 1, bound: -shift - lowSum)
        rows[5] = HalfPlane(
          a: rest, b: -1, bound: unbounded == 0 ? shift + highSum : Double.infinity)
        return Self.interval(rows, offset: offset, tolerance: tolerance)
      }
      guard let bounds else { return fail(#line) }
      lowerA = bounds.0
      upperA = bounds.1
      items[k].position = offset
      decidedShare += share
      decidedOffset += offset
    }
    // The last view: what is left.
    let lastShare = 1 - decidedShare
    let lastShift = fixed + decidedOffset
    guard lastShare != 0 else { return fail(#line) }
    terms.removeAll(keepingCapacity: true)
    for k in 0..<count where items[k].intrinsic > 0 {
      let intrinsic = items[k].intrinsic
      let slope = k == last ? lastShare : intrinsic / total
      let point =
        k == last ? (intrinsic + lastShift) / lastShare : (intrinsic - items[k].position) / slope
      let grows = slope > 0
      if items[k].hugging <= lowest {
        terms.append(
          LineTerm(
            key: ConstraintKey(
              priority: items[k].hugging, rank: items[k].index, kind: ConstraintKey.Along.hugging),
            point: point, weight: abs(slope), shape: grows ? .rising : .falling))
      }
      if items[k].resistance <= lowest {
        terms.append(
          LineTerm(
            key: ConstraintKey(
              priority: items[k].resistance, rank: items[k].index,
              kind: ConstraintKey.Along.compression),
            point: point, weight: abs(slope), shape: grows ? .falling : .rising))
      }
    }
    // The last proportion is off by |(lastShare - m) × A - lastShift|.
    let lastSlope = lastShare - items[last].intrinsic / total
    if lastSlope != 0 {
      terms.append(
        LineTerm(
          key: ConstraintKey(
            priority: lowest, rank: items[last].index, kind: ConstraintKey.Along.distribution),
          point: lastShift / lastSlope, weight: abs(lastSlope), shape: .vee))
    }
    terms.append(LineTerm(key: .alongFitting, point: 0, weight: 1, shape: .rising))
    guard
      let solved = minimizeLexicographically(
        &terms, lower: lowerA, upper: max(lowerA, upperA), points: &points),
      solved.upper.isFinite
    else { return fail(#line) }
    let length = solved.upper
    for k in 0..<count {
      let intrinsic = items[k].intrinsic
      if !(intrinsic > 0) {
        items[k].length = 0
      } else if k == last {
        items[k].length = max(0, lastShare * length - lastShift)
      } else {
        items[k].length = max(0, intrinsic / total * length + items[k].position)
      }
    }
    return length
  }

  /// The stack lengths that satisfy every row with the offset fixed, or nil if none.
  private static func interval(
    _ rows: UnsafeMutableBufferPointer<HalfPlane>, offset: Double, tolerance: Double
  ) -> (Double, Double)? {
    var lower = -Double.infinity
    var upper = Double.infinity
    for row in rows where row.bound.isFinite {
      let bound = row.bound - row.b * offset
      if row.a > 0 {
        upper = min(upper, bound / row.a)
      } else if row.a < 0 {
        lower = max(lower, bound / row.a)
      } else if bound < -tolerance {
        return nil
      }
    }
    guard lower <= upper + tolerance else { return nil }
    return (lower, max(lower, upper))
  }
}
