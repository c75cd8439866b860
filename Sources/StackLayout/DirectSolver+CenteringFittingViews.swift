/// Pinned equalCentering: the pairs from arrangement index 100 on, tied at 50
/// with views that resist compression at 50, sharing the room that is left.

extension DirectSolverWorkspace {
  /// Settles the tier at 50 of a pinned equalCentering stack when the pairs
  /// from arrangement index 100 on (every pair from `first` on, their equalities
  /// at 50) share it with views resisting compression at 50 (`views`, each at
  /// length 0 when called), and room is left (`slack > 0` with those views at 0
  /// and every undecided pair at its need).
  ///
  /// The tier, for a common centre distance `g` (pair 0's), is one sum: the
  /// pairs' errors `|x[k]|` (`x[k]`, pair `k`'s distance less `g`, at least its
  /// need less `g`) and the views' compression errors `I - L`, under the
  /// stack's length: `Σ x[k] + the end views' halves = A - ends - offsets -
  /// (n - 1) g`. The decided pairs bound the views beside them (`need <= g +
  /// offset`). Its least value `F(g)` is convex in `g`; it is computed by
  /// duality, as the largest of the Lagrangian bounds at the prices where the
  /// views' trades change (0, 1/2, 1, 3/2, 2, 3, more for runs of neighbours
  /// at 50) and 1: each pair and each view then stand alone, a run of
  /// neighbours at 50 is a small program. A golden-section search over `g`
  /// finds where `F` is least, read at the crossing of the lines on either side.
  ///
  /// At that `g` every least tier also minimises the Lagrangian at a price
  /// where the bound is `F(g)`, so what that leaves no choice in is settled:
  /// a view at 50 alone whose part has one least length keeps it, and unless
  /// the price is 1 or -1 each pair away from the undecided views keeps its
  /// offset. When every view left open is alone and the price is not 1 or -1,
  /// they are joined by the stack's length only and settled by rank without a
  /// program (``settleOpenViews(_:at:price:least:noise:first:available:ends:offsets:tolerance:)``).
  /// Otherwise the rest is solved as a lexicographic program: each undecided view
  /// with the pairs beside it and, at prices 1 and -1, the other pairs gathered
  /// in blocks between them (a block's pairs only differ in how much room below
  /// `g` each can give, so one total per block stands for them). Its least total
  /// plus what was settled must be the search's `F(g)`; then each constraint by
  /// rank, as the constraint solver settles ties (the later first). Inside a
  /// block, the room given back fills the later pairs first, and room to spare
  /// goes to its first pair.
  ///
  /// - Returns: the sum of the undecided pairs' offsets (their distances less
  ///   `g`, set in `position`), with the views at 50 at their lengths; nil
  ///   (handed over) when `F` is flat at its least (a tie in `g` the ranks would
  ///   settle), the program disagrees with the search, a run of neighbours at 50
  ///   is longer than 6 views, or the program would hold more than 128 views.
  /// - Complexity: O(n) per evaluation of `F` (about 100, each at a handful of
  ///   prices), then one program of about `4v` rows for the `v` views left open.
  mutating func settleFittingPairsBesideViews(
    from first: Int, views: [Int], widest: Double, slack: Double, ends: Double,
    offsets: Double, available: Double
  ) -> Double? {
    usedFittingPairsBesideViews = true
    let count = items.count
    guard first >= 1, !views.isEmpty else { return fail(#line) }
    var atFitting = [Bool](repeating: false, count: count)
    for v in views { atFitting[v] = true }
    let sortedViews = views.sorted()
    var runs: [(first: Int, last: Int)] = []
    for v in sortedViews {
      if let last = runs.last, last.last == v - 1 {
        runs[runs.count - 1].last = v
      } else {
        runs.append((v, v))
      }
    }
    var longest = 1
    for run in runs { longest = max(longest, run.last - run.first + 1) }
    guard longest <= 6 else { return fail(#line) }
    func isPlain(_ k: Int) -> Bool { !atFitting[k] && !atFitting[k + 1] }
    var plainNeeds: [Double] = []
    var scale = max(1, abs(available))
    for k in first..<(count - 1) {
      let value = need(k)
      scale = max(scale, abs(value))
      if isPlain(k) { plainNeeds.append(value) }
    }
    let tolerance = 1e-9 * scale
    let decidedPairs = Double(first)
    let low = widest
    let high = widest + slack / decidedPairs
    let pairCount = Double(count - 1)
    let fixed = available - ends - offsets

    // The prices at which a view's trade can change: (views - A/2 + B/2) /
    // ((A + B + E) / 2) for a connected set of views with A pairs beside them
    // above `g`, B at their need below it and E ends.
    var prices: [Double] = [1]
    for size in 1...longest {
      for above in 0...(size + 1) {
        for below in 0...(size + 1 - above) {
          for end in 0...min(2, size + 1 - above - below) {
            let denominator = Double(above + below + end) / 2
            guard denominator > 0 else { continue }
            let slope = (Double(size) - Double(above) / 2 + Double(below) / 2) / denominator
            if slope >= 0 { prices.append(-slope) }
          }
        }
      }
    }
    prices.sort()
    var unique: [Double] = []
    for price in prices where unique.last.map({ abs($0 - price) > 1e-12 }) ?? true {
      unique.append(price)
    }
    prices = unique

    /// A view at 50 with no neighbour at 50: the least of its part of the
    /// Lagrangian at price `mu` over its length (convex, piecewise linear: read at
    /// its ends and kinks), and the range of lengths where it is least.
    func alone(_ v: Int, _ g: Double, _ mu: Double)
      -> (least: Double, low: Double, high: Double)?
    {
      let intrinsic = items[v].intrinsic
      var cap = intrinsic
      var excess: (Double?, Double?) = (nil, nil)
      for j in [v - 1, v] where j >= 0 && j < count - 1 {
        let e = need(j) - g
        if j < first {
          cap = min(cap, 2 * (items[j].position - e))
        } else if excess.0 == nil {
          excess.0 = e
        } else {
          excess.1 = e
        }
      }
      guard cap >= -tolerance else { return nil }
      cap = max(0, cap)
      let endShare = endShare(v)
      func value(_ length: Double) -> Double {
        var total = intrinsic - length - mu * endShare * length
        if let e = excess.0 { total += pairTerm(e + length / 2, mu) }
        if let e = excess.1 { total += pairTerm(e + length / 2, mu) }
        return total
      }
      var lengths = [0, cap]
      for e in [excess.0, excess.1] {
        if let e, -2 * e > 0, -2 * e < cap { lengths.append(-2 * e) }
      }
      // The least and the range of lengths where it is (convex: an interval).
      var best = (least: value(0), low: 0.0, high: 0.0)
      for length in lengths.dropFirst() {
        let here = value(length)
        if here < best.least - 1e-12 * scale {
          best = (here, length, length)
        } else if here <= best.least + 1e-12 * scale {
          best.least = min(best.least, here)
          best.low = min(best.low, length)
          best.high = max(best.high, length)
        }
      }
      return best
    }
    /// The least of a run's part of the Lagrangian at price `mu`: its views'
    /// errors, their ends' halves priced, the undecided pairs beside them.
    func runTerm(_ run: (first: Int, last: Int), _ g: Double, _ mu: Double) -> Double? {
      if run.first == run.last { return alone(run.first, g, mu)?.least }
      return runProgram(run, g: g, mu: mu, first: first, tolerance: tolerance)
    }
    func lagrangian(_ g: Double, _ mu: Double) -> Double? {
      var total = mu * (fixed - pairCount * g)
      for value in plainNeeds { total += pairTerm(value - g, mu) }
      for run in runs {
        guard let value = runTerm(run, g, mu) else { return nil }
        total += value
      }
      return total
    }
    /// F(g): the largest bound, the Lagrangian being concave in the price.
    func least(_ g: Double) -> Double? {
      guard g >= low - tolerance, g <= high + tolerance else { return nil }
      var lower = 0
      var upper = prices.count - 1
      while upper - lower > 2 {
        let middle = (lower + upper) / 2
        guard let here = lagrangian(g, prices[middle]),
          let next = lagrangian(g, prices[middle + 1])
        else { return nil }
        if here < next { lower = middle + 1 } else { upper = middle }
      }
      var best = -Double.infinity
      for index in lower...upper {
        guard let value = lagrangian(g, prices[index]) else { return nil }
        best = max(best, value)
      }
      return best
    }
    let noise = 1e-13 * scale * Double(count)
    func compare(_ a: Double, _ b: Double) -> Int {
      abs(a - b) <= noise ? 0 : (a < b ? -1 : 1)
    }
    var candidates = [low, high]
    if high > low + tolerance {
      guard
        let found = KinkSearch.bracket(
          low, high, until: { $1 - $0 <= 1e-11 * scale }, cost: least, compare: compare)
      else { return fail(#line) }
      let crossings = KinkSearch.crossings(
        around: found, scale: scale, minimum: low,
        cost: { g in g <= high ? least(g).map { [$0] } : nil },
        firstChange: { sides in
          for side in sides.dropFirst() where compare(side[0], sides[0][0]) != 0 { return 0 }
          return nil
        })
      var exact: [Double] = []
      for (crossing, reach) in crossings where abs(crossing - found) <= 4 * reach {
        exact.append(min(high, max(low, crossing)))
      }
      candidates = exact + candidates + [found]
    }
    guard let (g, value) = KinkSearch.best(of: candidates, cost: least, compare: compare)
    else { return fail(#line) }
    // The certificate: both sides worse (a flat least is a tie the ranks settle).
    let step = 1e-7 * scale
    if g + step <= high, let above = least(g + step), compare(above, value) <= 0 {
      return fail(#line)
    }
    if g - step >= low, let below = least(g - step), compare(below, value) <= 0 {
      return fail(#line)
    }
    // A price at which the Lagrangian bound is F(g): every least tier minimises
    // the Lagrangian there. Unless it is 1 or -1 (where the other pairs' offsets
    // are free), a pair away from the views keeps the offset it has there, and so
    // does a view at 50 alone whose length is the only least one: only the other
    // views, and the pairs beside them, go into the program.
    var price = prices[0]
    var bound = -Double.infinity
    for mu in prices {
      guard let value = lagrangian(g, mu) else { return fail(#line) }
      if value > bound {
        bound = value
        price = mu
      }
    }
    var program: [(first: Int, last: Int)] = []
    var open: [(view: Int, low: Double, high: Double)] = []
    var settled = 0.0
    var programViews = 0
    for run in runs {
      if run.first == run.last, let best = alone(run.first, g, price) {
        if best.high - best.low <= tolerance {
          items[run.first].length = best.low
          settled += items[run.first].intrinsic - best.low
          continue
        }
        open.append((run.first, best.low, best.high))
      }
      program.append(run)
      programViews += run.last - run.first + 1
    }
    // At prices 1 and -1 the pairs away from the views are free (blocks).
    let pairsFree = abs(abs(price) - 1) < 1e-12
    if !pairsFree && !open.isEmpty && open.count == program.count {
      // Views alone, each free over a range where its part is least, joined by
      // the stack's length only: settled by rank without a program.
      return settleOpenViews(
        open, at: g, price: price, least: value, noise: noise, first: first,
        available: available, ends: ends, offsets: offsets, tolerance: tolerance)
    }
    guard programViews <= 128 else { return fail(#line) }
    return settleFittingTier(
      at: g, least: value, noise: noise, first: first, runs: program,
      price: pairsFree ? nil : price, settled: settled, offsets: offsets,
      available: available,
      tolerance: tolerance)
  }

  /// Views at 50 alone (no neighbour at 50), each with a range of lengths
  /// `low...high` over which its part of the Lagrangian at `price` (not 1 or -1)
  /// is least, every other length and pair's offset settled by the price: a pair
  /// keeps `z`, its need less `g`, when that is positive (or below -1, when
  /// negative), 0 otherwise. Inside its range each view's constraints change
  /// linearly with its length: its own error falls by one per point, a pair
  /// beside it at `z >= 0` rises by a half (and so does the stack's length), at
  /// `z < 0` below price -1 falls by a half (the length rises by a half), and an
  /// end view's half is in the length. The lengths must use exactly the room
  /// left. By rank (the constraint solver's order, the later first; at one rank
  /// the pair after a view before it), each view's highest constraint that
  /// changes takes it to the end of its range it prefers, as far as the room
  /// and the views still to come allow.
  ///
  /// - Returns: the sum of the undecided pairs' offsets, or nil (handed over)
  ///   when a pair's `z` changes sign inside a range, the room cannot be met, or
  ///   the tier's total is not `least`.
  /// - Complexity: O(n + v log v).
  private mutating func settleOpenViews(
    _ open: [(view: Int, low: Double, high: Double)], at g: Double, price: Double,
    least: Double, noise: Double, first: Int, available: Double, ends: Double,
    offsets: Double, tolerance: Double
  ) -> Double? {
    let count = items.count
    func offset(_ k: Int) -> Double { pricedOffset(need(k) - g, price) }
    // Each view's slopes per point of length, from its low end.
    var entries: [(view: Int, low: Double, high: Double, room: Double, rank: Int, small: Bool)] =
      []
    for (v, low, high) in open {
      items[v].length = low
      var room = endShare(v)
      // The constraints that change, with their rank keys and slopes.
      var changes: [(rank: Int, isPair: Bool, slope: Double)] = [(items[v].index, false, -1)]
      for k in [v - 1, v] where k >= first && k < count - 1 {
        let atLow = need(k) - g
        let atHigh = atLow + (high - low) / 2
        if atLow < -tolerance && atHigh > tolerance { return fail(#line) }
        if atLow >= -tolerance {
          room += 0.5
          changes.append((items[k].index, true, 0.5))
        } else if price < -1 {
          room += 0.5
          changes.append((items[k].index, true, -0.5))
        }
      }
      let top = changes.max { ($0.rank, $0.isPair ? 1 : 0) < ($1.rank, $1.isPair ? 1 : 0) }!
      entries.append((v, low, high, room, top.rank * 2 + (top.isPair ? 1 : 0), top.slope > 0))
    }
    // The room the lengths must use beyond their low ends.
    var used = (items[0].length + items[count - 1].length) / 2 + offsets + Double(first) * g
    for k in first..<(count - 1) { used += g + offset(k) }
    var missing = available - used
    guard missing >= -tolerance else { return fail(#line) }
    var capacity = 0.0
    for entry in entries { capacity += entry.room * (entry.high - entry.low) }
    guard missing <= capacity + tolerance else { return fail(#line) }
    entries.sort { $0.rank > $1.rank }
    for entry in entries {
      let span = entry.room * (entry.high - entry.low)
      capacity -= span
      var take: Double
      if entry.room <= 0 {
        take = 0
        items[entry.view].length = entry.small ? entry.low : entry.high
      } else {
        take = entry.small ? max(0, missing - capacity) : min(span, max(0, missing))
        items[entry.view].length = entry.low + take / entry.room
      }
      missing -= take
    }
    guard abs(missing) <= tolerance else { return fail(#line) }
    // The tier's total must be the search's least.
    var total = 0.0
    var sum = 0.0
    for k in first..<(count - 1) {
      let value = offset(k)
      items[k].position = value
      total += abs(value)
      sum += value
    }
    for k in 0..<count
    where items[k].resistance == Priority.fittingSizeLevel && items[k].intrinsic > 0 {
      total += items[k].intrinsic - items[k].length
    }
    guard abs(total - least) <= 100 * noise else { return fail(#line) }
    return sum
  }

  /// A run of neighbours at 50's part of the Lagrangian at price `mu`, as a small
  /// program: lengths `L + s = I`, each undecided pair beside them `L/2 + L'/2 -
  /// z⁺ + z⁻ = g - need` (need with the run at 0), each decided one `L/2 + L'/2
  /// + σ = g + offset - need`.
  private func runProgram(
    _ run: (first: Int, last: Int), g: Double, mu: Double, first: Int, tolerance: Double
  ) -> Double? {
    let count = items.count
    let views = run.last - run.first + 1
    let firstPair = max(run.first - 1, 0)
    let lastPair = min(run.last, count - 2)
    let pairs = lastPair - firstPair + 1
    var columns = 2 * views
    var pairColumns: [Int] = []
    for p in firstPair...lastPair {
      pairColumns.append(columns)
      columns += p < first ? 1 : 2
    }
    var (matrix, rightHandSides, basis) = runProgramStart(
      first: run.first, views: views, rows: views + pairs, columns: columns)
    let above = 1 - mu
    let below = mu < -1 ? -(1 + mu) : 0
    var cost: [(column: Int, coefficient: Double)] = []
    var excesses: [Double] = []
    for (offset, p) in (firstPair...lastPair).enumerated() {
      let row = views + offset
      let e = need(p) - g
      excesses.append(e)
      for v in [p, p + 1] where v >= run.first && v <= run.last {
        matrix[row * columns + v - run.first] = 0.5
      }
      let own = pairColumns[offset]
      if p < first {
        matrix[row * columns + own] = 1
        let value = items[p].position - e
        guard value >= -tolerance else { return nil }
        rightHandSides[row] = max(0, value)
        basis[row] = own
      } else {
        // z = e + halves = z⁺ - z⁻.
        matrix[row * columns + own] = -1
        matrix[row * columns + own + 1] = 1
        cost.append((own, above))
        cost.append((own + 1, -below))
        if -e >= 0 {
          rightHandSides[row] = -e
          basis[row] = own + 1
        } else {
          for column in 0..<columns { matrix[row * columns + column] *= -1 }
          rightHandSides[row] = e
          basis[row] = own
        }
      }
    }
    for j in 0..<views {
      let v = run.first + j
      cost.append((j, -1 - mu * endShare(v)))
    }
    var simplex = LexicographicSimplex(
      matrix: matrix, rightHandSides: rightHandSides, columns: columns, basis: basis)
    guard simplex.minimize(cost) == .optimal else { return nil }
    let solution = simplex.solution
    var total = 0.0
    for j in 0..<views {
      let v = run.first + j
      let length = max(0, min(items[v].intrinsic, solution[j]))
      total += items[v].intrinsic - length - mu * endShare(v) * length
    }
    for (offset, p) in (firstPair...lastPair).enumerated() where p >= first {
      var z = excesses[offset]
      for v in [p, p + 1] where v >= run.first && v <= run.last {
        z += max(0, min(items[v].intrinsic, solution[v - run.first])) / 2
      }
      total += pairTerm(z, mu)
    }
    return total
  }

  /// The tier at 50 at common distance `g`, by rank (see
  /// ``settleFittingPairsBesideViews(from:views:widest:slack:ends:offsets:available:)``).
  /// `room`: the stack's length left over with every view at 50 at 0 and every
  /// undecided pair at its need.
  private mutating func settleFittingTier(
    at g: Double, least: Double, noise: Double, first: Int, runs: [(first: Int, last: Int)],
    price: Double?, settled: Double, offsets: Double, available: Double,
    tolerance: Double
  ) -> Double? {
    let count = items.count
    var inProgram = [Bool](repeating: false, count: count)
    for run in runs { for v in run.first...run.last { inProgram[v] = true } }
    // The stack's length left over with the program's views at 0, its pairs at
    // their needs, and every other pair at its offset (at the price) or at its
    // need (in blocks).
    var room =
      available - offsets - (items[0].length + items[count - 1].length) / 2
      - Double(first) * g
    var fixedErrors = settled
    for k in first..<(count - 1) {
      let excess = need(k) - g
      room -= g + excess
      guard let price, !inProgram[k], !inProgram[k + 1] else { continue }
      let offset = pricedOffset(excess, price)
      items[k].position = offset
      fixedErrors += abs(offset)
      room -= offset - excess
    }
    guard room >= -tolerance else { return fail(#line) }
    // Columns: per view at 50 L, u; per undecided pair beside one y, p, m; per
    // decided pair beside one σ; per block of other pairs M, s, P.
    var viewColumn = [Int](repeating: -1, count: count)
    var pairColumn = [Int](repeating: -1, count: count)
    var columns = 0
    var fittingViews: [Int] = []
    for run in runs {
      for v in run.first...run.last {
        viewColumn[v] = columns
        columns += 2
        fittingViews.append(v)
      }
    }
    var besidePairs: [Int] = []
    for k in 0..<(count - 1) where inProgram[k] || inProgram[k + 1] {
      pairColumn[k] = columns
      columns += k < first ? 1 : 3
      besidePairs.append(k)
    }
    var blocks: [(first: Int, last: Int, column: Int, forced: Double, below: Double)] = []
    var k = price == nil ? first : count - 1
    while k < count - 1 {
      guard pairColumn[k] < 0 else {
        k += 1
        continue
      }
      var last = k
      while last + 1 < count - 1 && pairColumn[last + 1] < 0 { last += 1 }
      var forced = 0.0
      var below = 0.0
      for j in k...last {
        let value = need(j)
        forced += max(0, value - g)
        below += max(0, g - value)
      }
      blocks.append((k, last, columns, forced, below))
      columns += 3
      k = last + 1
    }
    // The stack's length starts on an artificial column, driven to 0 first.
    let artificial = columns
    columns += 1
    let rows = fittingViews.count + besidePairs.count + blocks.count + 1
    var matrix = [Double](repeating: 0, count: rows * columns)
    var rightHandSides = [Double](repeating: 0, count: rows)
    var basis = [Int](repeating: 0, count: rows)
    func set(_ row: Int, _ column: Int, _ value: Double) { matrix[row * columns + column] += value }
    var row = 0
    for v in fittingViews {
      set(row, viewColumn[v], 1)
      set(row, viewColumn[v] + 1, 1)
      rightHandSides[row] = items[v].intrinsic
      basis[row] = viewColumn[v] + 1
      row += 1
    }
    let budgetRow = rows - 1
    for p in besidePairs {
      for v in [p, p + 1] where inProgram[v] { set(row, viewColumn[v], 0.5) }
      let own = pairColumn[p]
      if p < first {
        set(row, own, 1)
        let value = g + items[p].position - need(p)
        guard value >= -tolerance else { return fail(#line) }
        rightHandSides[row] = max(0, value)
        basis[row] = own
      } else {
        // need + L/2 + y - g = x = p - m.
        set(row, own, 1)
        set(row, own + 1, -1)
        set(row, own + 2, 1)
        let value = g - need(p)
        if value >= 0 {
          rightHandSides[row] = value
          basis[row] = own + 2
        } else {
          for column in 0..<columns { matrix[row * columns + column] *= -1 }
          rightHandSides[row] = -value
          basis[row] = own + 1
        }
        set(budgetRow, own, 1)
        for v in [p, p + 1] where inProgram[v] { set(budgetRow, viewColumn[v], 0.5) }
      }
      row += 1
    }
    for block in blocks {
      set(row, block.column, 1)
      set(row, block.column + 1, 1)
      rightHandSides[row] = block.below
      basis[row] = block.column + 1
      set(budgetRow, block.column, 1)
      set(budgetRow, block.column + 2, 1)
      row += 1
    }
    for v in [0, count - 1] where inProgram[v] { set(budgetRow, viewColumn[v], 0.5) }
    rightHandSides[budgetRow] = max(0, room)
    set(budgetRow, artificial, 1)
    basis[budgetRow] = artificial
    var simplex = LexicographicSimplex(
      matrix: matrix, rightHandSides: rightHandSides, columns: columns, basis: basis,
      sparsePivots: true)
    var tier: [(column: Int, coefficient: Double)] = []
    var ranked: [(rank: Int, isPair: Bool, columns: [Int])] = []
    for v in fittingViews {
      tier.append((viewColumn[v] + 1, 1))
      ranked.append((items[v].index, false, [viewColumn[v] + 1]))
    }
    for p in besidePairs where p >= first {
      tier.append((pairColumn[p] + 1, 1))
      tier.append((pairColumn[p] + 2, 1))
      ranked.append((items[p].index, true, [pairColumn[p] + 1, pairColumn[p] + 2]))
    }
    var forced = fixedErrors
    for block in blocks {
      tier.append((block.column + 1, 1))
      tier.append((block.column + 2, 1))
      ranked.append((items[block.first].index, true, [block.column + 1, block.column + 2]))
      forced += block.forced
    }
    simplex.minimize([(artificial, 1)])
    guard simplex.solution[artificial] <= tolerance,
      simplex.minimize(tier) == .optimal
    else { return fail(#line) }
    var solution = simplex.solution
    var total = forced
    for (column, _) in tier { total += solution[column] }
    guard abs(total - least) <= 100 * noise else { return fail(#line) }
    simplex.minimizeByRank(ranked)
    solution = simplex.solution
    guard solution[artificial] <= tolerance else { return fail(#line) }
    for v in fittingViews {
      items[v].length = max(0, min(items[v].intrinsic, solution[viewColumn[v]]))
    }
    var sum = 0.0
    if price != nil {
      for k in first..<(count - 1) where !inProgram[k] && !inProgram[k + 1] {
        sum += items[k].position
      }
    }
    for p in besidePairs where p >= first {
      let offset = solution[pairColumn[p] + 1] - solution[pairColumn[p] + 2]
      items[p].position = offset
      sum += offset
    }
    for block in blocks {
      // Room given back fills the later pairs first; room to spare goes to the first.
      var fill = solution[block.column]
      for j in stride(from: block.last, through: block.first, by: -1) {
        let value = need(j)
        var offset = value - g
        if offset < 0 && fill > 0 {
          let give = min(fill, -offset)
          offset += give
          fill -= give
        }
        items[j].position = offset
      }
      items[block.first].position += solution[block.column + 2]
      for j in block.first...block.last { sum += items[j].position }
    }
    return sum
  }
}

extension DirectSolverWorkspace {
  /// The half of view `v`'s length that is in the stack's length at an end
  /// (the end views' halves), 0 for a middle view.
  fileprivate func endShare(_ v: Int) -> Double { v == 0 || v == items.count - 1 ? 0.5 : 0 }
}

/// A pair's part of the Lagrangian at price `mu`: the least of `|x| - mu x` over
/// offsets `x` at least `excess` (its need less the common distance).
private func pairTerm(_ excess: Double, _ mu: Double) -> Double {
  if excess >= 0 { return (1 - mu) * excess }
  return mu < -1 ? -(1 + mu) * excess : 0
}

/// Where ``pairTerm(_:_:)`` is least, at a price other than 1 and -1 (only
/// there): the excess itself when positive or below price -1, otherwise 0.
private func pricedOffset(_ excess: Double, _ price: Double) -> Double {
  excess >= 0 || price < -1 ? excess : 0
}
