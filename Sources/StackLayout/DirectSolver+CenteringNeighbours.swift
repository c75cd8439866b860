/// equalCentering with no size given, when views that resist compression at
/// exactly the fitting level (50) are neighbours: the tier at 50 as a search over
/// the common centre distance, with each run of such neighbours a small linear
/// program of its own.

extension DirectSolverWorkspace {
  /// Unpinned equalCentering where two or more neighbouring views resist
  /// compression at exactly 50 (the views "at 50"): settles the tier at 50 and
  /// returns the common centre distance `g` (pair 0's, and every pair's whose
  /// equality is above 50), with the views at 50 at their lengths. Every other
  /// view is at the length the caller gave it: its intrinsic length when it
  /// resists above 50, 0 otherwise.
  ///
  /// At 50 the constraint solver minimises one sum: the stack's length `S`, the
  /// views at 50's compression errors `I - L` and, with `fittingPairs`, the
  /// errors `|d[k] - g|` of the pairs whose equality is at 50 (the view before
  /// them at arrangement index 100 or later). With `S` as small as that sum
  /// allows, every such pair is at its need, so for a given `g` a pair at 50 costs
  /// `max(g, 2 need - g)` and any other pair `g`, with `need <= g` required of it.
  /// The sum is then a convex, piecewise linear function of `g`:
  ///
  /// - a view at 50 with no neighbour at 50 takes the longest length up to its
  ///   intrinsic one that keeps its pairs within `g` (longer costs at least as
  ///   much as it saves, and a longer view only makes `S` longer);
  /// - a run of neighbours at 50 is a linear program of its own (a few views, the
  ///   pairs touching it): its tier at 50, then `S`, then each of its constraints
  ///   by rank (the pair after a view before the view, the later views first),
  ///   solved by the lexicographic simplex.
  ///
  /// A golden-section search between the least `g` the holding pairs allow and
  /// the `g` at which every view at 50 keeps all of its length brackets the least
  /// sum; the answer is the smallest `g` where the sum is least (the stack's
  /// length has the highest rank at 50, and it grows with `g`), read where the
  /// lines on either side cross, and certified by its neighbours `1e-7` of the
  /// scale away.
  ///
  /// - Returns: `g`, or nil (handed to the constraint solver) when no candidate
  ///   passes the certificate, or when the runs are too long: their programs'
  ///   cost, `Σ r³` over runs of `r` views, is kept within 5,000 (one run of 17
  ///   views, or hundreds of two or three).
  /// - Complexity: O(n) per evaluation of the sum, about 200 evaluations; a run
  ///   of `r` neighbours costs a simplex of about `2r` rows.
  mutating func settleNeighboursAtFitting(fittingPairs: Bool) -> Double? {
    usedNeighboursAtFitting = true
    let count = items.count
    let fitting = Priority.fittingSizeLevel
    func atFitting(_ k: Int) -> Bool {
      items[k].resistance == fitting && items[k].intrinsic > 0
    }
    func isFittingPair(_ k: Int) -> Bool { fittingPairs && centresAtFitting(k) }
    // Runs of two or more neighbours at 50 (first, last), and the views at 50 alone.
    var runs: [(first: Int, last: Int)] = []
    var alone: [Int] = []
    var k = 0
    while k < count {
      guard atFitting(k) else {
        k += 1
        continue
      }
      var last = k
      while last + 1 < count && atFitting(last + 1) { last += 1 }
      if last > k { runs.append((k, last)) } else { alone.append(k) }
      k = last + 1
    }
    // Each run's program costs about r³ per evaluation (a dense simplex of about
    // 2r rows): long runs are handed over rather than left to take seconds.
    var work = 0
    for run in runs {
      let length = run.last - run.first + 1
      work += length * length * length
    }
    guard work <= 5_000 else { return fail(#line) }
    // Bounds of the search: the holding pairs' widest need with the views at 50 at
    // 0, and every pair's widest need with them at their intrinsic lengths.
    var low = -Double.infinity
    for k in 0..<(count - 1) where !isFittingPair(k) { low = max(low, need(k)) }
    for k in 0..<count where atFitting(k) { items[k].length = items[k].intrinsic }
    var high = low
    var scale = 1.0
    for k in 0..<(count - 1) {
      high = max(high, need(k))
      scale = max(scale, abs(need(k)))
    }
    for k in 0..<count where atFitting(k) { items[k].length = 0 }
    let tolerance = 1e-9 * scale

    /// The sum at 50 at common distance `g`, the views at 50 at their lengths
    /// there (the runs by their tier alone, or completely when `settle`); nil
    /// when `g` is below what the holding pairs need.
    func sum(_ g: Double, settle: Bool) -> Double? {
      guard g >= low - tolerance else { return nil }
      for k in alone { items[k].length = keep(k, step: g) }
      for run in runs {
        guard
          settleRun(
            run.first, run.last, common: g, fittingPairs: fittingPairs, settle: settle)
        else { return nil }
      }
      var total = (items[0].length + items[count - 1].length) / 2
      for k in 0..<(count - 1) {
        let value = need(k)
        if isFittingPair(k) {
          total += max(g, 2 * value - g)
        } else {
          guard value <= g + tolerance else { return nil }
          total += g
        }
      }
      for k in 0..<count where atFitting(k) { total += items[k].intrinsic - items[k].length }
      return total
    }
    // The sums' rounding: each of n terms up to the scale.
    let noise = 1e-13 * scale * Double(count)
    func compare(_ a: Double, _ b: Double) -> Int {
      abs(a - b) <= noise ? 0 : (a < b ? -1 : 1)
    }
    var candidates = [low]
    if high > low + tolerance {
      // Of equal sums the search keeps the lower side: it ends on the smallest `g`.
      guard
        let found = KinkSearch.bracket(
          low, high, until: { $1 - $0 <= 1e-11 * scale },
          cost: { sum($0, settle: false) }, compare: compare)
      else { return fail(#line) }
      let crossings = KinkSearch.crossings(
        around: found, scale: scale, minimum: low,
        cost: { g in sum(g, settle: false).map { [$0] } },
        firstChange: { sides in
          for side in sides.dropFirst() where compare(side[0], sides[0][0]) != 0 { return 0 }
          return nil
        })
      for (crossing, reach) in crossings where abs(crossing - found) <= 4 * reach {
        candidates.append(max(low, crossing))
      }
      // The search's own value is only within its rounding of the kink: the last resort.
      if candidates.count == 1 { candidates.append(found) }
    }
    var best: (g: Double, sum: Double)?
    for g in candidates {
      guard let value = sum(g, settle: false) else { continue }
      if let current = best {
        let order = compare(value, current.sum)
        if order < 0 || order == 0 && g < current.g { best = (g, value) }
      } else {
        best = (g, value)
      }
    }
    guard let (g, least) = best else { return fail(#line) }
    // The certificate: nothing 1e-7 of the scale away is better, and a smaller `g`
    // is worse.
    let step = 1e-7 * scale
    if let above = sum(g + step, settle: false), compare(above, least) < 0 { return fail(#line) }
    if g - step >= low, let below = sum(g - step, settle: false), compare(below, least) <= 0 {
      return fail(#line)
    }
    guard sum(g, settle: true) != nil else { return fail(#line) }
    return g
  }

  /// Sets the lengths of views `first...last`, neighbours that each resist
  /// compression at exactly 50, at common centre distance `g`: by the tier at 50
  /// alone, and when `settle` then by the stack's length and each of the tier's
  /// constraints by rank. Their other neighbours keep their lengths.
  ///
  /// The program's columns: each view's length `L` and compression error `u`
  /// (`L + u = I`); for each pair touching the run, its slack `σ` below its
  /// common distance and, for a pair at 50, the parts `p` and `m` of its error
  /// (`d = g + p - m`): `L/2 + L'/2 + σ (+ m - p) = g - spacing`, the neighbours'
  /// halves moved to the right.
  ///
  /// - Returns: false when `g` is below what a holding pair touching the run needs.
  mutating func settleRun(
    _ first: Int, _ last: Int, common g: Double, fittingPairs: Bool, settle: Bool
  ) -> Bool {
    let count = items.count
    func fittingPair(_ k: Int) -> Bool { fittingPairs && centresAtFitting(k) }
    let views = last - first + 1
    let firstPair = max(first - 1, 0)
    let lastPair = min(last, count - 2)
    let pairs = lastPair - firstPair + 1
    // Columns: L (views), u (views), then per pair σ and, at 50, p and m.
    var pairColumns: [(slack: Int, plus: Int?, minus: Int?)] = []
    var columns = 2 * views
    for p in firstPair...lastPair {
      if fittingPair(p) {
        pairColumns.append((columns, columns + 1, columns + 2))
        columns += 3
      } else {
        pairColumns.append((columns, nil, nil))
        columns += 1
      }
    }
    var (matrix, rightHandSides, basis) = runProgramStart(
      first: first, views: views, rows: views + pairs, columns: columns)
    for (offset, p) in (firstPair...lastPair).enumerated() {
      let row = views + offset
      var value = g - items[p].spacingAfter
      for v in [p, p + 1] {
        if v >= first && v <= last {
          matrix[row * columns + v - first] = 0.5
        } else {
          value -= items[v].length / 2
        }
      }
      let own = pairColumns[offset]
      matrix[row * columns + own.slack] = 1
      basis[row] = own.slack
      if let plus = own.plus, let minus = own.minus {
        matrix[row * columns + minus] = 1
        matrix[row * columns + plus] = -1
        if value < 0 {
          for column in 0..<columns { matrix[row * columns + column] *= -1 }
          value = -value
          basis[row] = plus
        }
      } else if value < 0 {
        guard value >= -1e-9 * max(1, abs(g)) else { return false }
        value = 0
      }
      rightHandSides[row] = value
    }
    var simplex = LexicographicSimplex(
      matrix: matrix, rightHandSides: rightHandSides, columns: columns, basis: basis)
    func isEnd(_ j: Int) -> Bool { first + j == 0 || first + j == count - 1 }
    // The tier at 50: compression errors, the pairs' errors and distances (2p),
    // the end views' halves in the stack's length.
    var tier: [(column: Int, coefficient: Double)] = []
    for j in 0..<views {
      tier.append((views + j, 1))
      if isEnd(j) { tier.append((j, 0.5)) }
    }
    for own in pairColumns { if let plus = own.plus { tier.append((plus, 2)) } }
    simplex.minimize(tier)
    if settle {
      var length: [(column: Int, coefficient: Double)] = []
      for j in 0..<views where isEnd(j) { length.append((j, 0.5)) }
      for own in pairColumns {
        if let plus = own.plus, let minus = own.minus {
          length.append((plus, 1))
          length.append((minus, -1))
        }
      }
      simplex.minimize(length)
      // By rank: a view's arrangement index; of equal ranks, the pair after the
      // view first (its equality comes later in UIKit's list).
      var ranked: [(rank: Int, isPair: Bool, columns: [Int])] = []
      for j in 0..<views { ranked.append((items[first + j].index, false, [views + j])) }
      for (offset, own) in pairColumns.enumerated() {
        if let plus = own.plus, let minus = own.minus {
          ranked.append((items[firstPair + offset].index, true, [plus, minus]))
        }
      }
      simplex.minimizeByRank(ranked)
    }
    let solution = simplex.solution
    for j in 0..<views {
      items[first + j].length = max(0, min(solution[j], items[first + j].intrinsic))
    }
    return true
  }

  /// The start of a program over the run of `views` views from `first`, in
  /// `rows` rows and `columns` columns: each view's row `L + u = I` (its length
  /// `L` in column `j`, its compression error `u` in column `views + j`, in the
  /// basis), the other rows empty.
  func runProgramStart(first: Int, views: Int, rows: Int, columns: Int)
    -> (matrix: [Double], rightHandSides: [Double], basis: [Int])
  {
    var matrix = [Double](repeating: 0, count: rows * columns)
    var rightHandSides = [Double](repeating: 0, count: rows)
    var basis = [Int](repeating: 0, count: rows)
    for j in 0..<views {
      matrix[j * columns + j] = 1
      matrix[j * columns + views + j] = 1
      rightHandSides[j] = items[first + j].intrinsic
      basis[j] = views + j
    }
    return (matrix, rightHandSides, basis)
  }

  /// Whether pair `k` (visible views `k` and `k + 1`) centres at the fitting
  /// level: its equality's priority, `max(150 - index, 50)` with the index of
  /// view `k`, is 50 from index 100 on. Pair 0 has no equality of its own.
  func centresAtFitting(_ k: Int) -> Bool { k >= 1 && items[k].index >= 100 }
}
