/// Baseline-relative equalCentering with no length given, whose views may trade
/// their lengths with the centring, laid out exactly by runs of those views.
///
/// With the common centre distance `g` fixed, each pair's distance follows from
/// its need: a pair whose equality ranks at 50 (`150 - index` falls to 50 past
/// index 99) is exactly its need, since every unit over it costs the stack's wish
/// to be short (`stack.length == 0`, rank above every view's at 50) and the
/// pair's error falls by no more than that unit; a pair ranked above 50 is `g`,
/// or its need when that is wider. Pair 0 is `g`, and its need may not be wider.
///
/// A view whose length may move (it hugs or resists at or below `P`, the highest
/// priority at which the layout with every hanging view kept leaves an error)
/// is only in its own constraints and the needs of the pairs beside it (and the
/// stack's length, for the first and the last view). So, for a fixed `g`, the
/// views that may move fall into runs of neighbours that share no pair with
/// another run: each run is laid out on its own, as the least of its own
/// constraints' errors, compared in the constraint solver's order (each
/// priority's total, then its constraints by rank, then lengths as large as
/// possible). A run is a chain: view by view, the least cost of the views up to
/// one, as a function of its length, is convex and piecewise linear; it is kept
/// at its bends (0, the view's intrinsic length, and where the pair above's need
/// is `g` for each bend of the view before) as vectors with one coordinate per
/// constraint, and the best lengths follow back from the last view.
///
/// The errors of the whole stack, as a function of `g`, are then the least for
/// that `g` of a convex program: convex and piecewise linear, as
/// ``KinkSearch/least(scale:cost:settled:compare:firstChange:)`` assumes. Its
/// least over `g` is the answer.
extension DirectSolverWorkspace {
  /// The most views a run may hold (its chain keeps about `r²` bends of
  /// `5 r + 3` coordinates each for `r` views).
  static let longestTradingRun = 32

  /// Lays out unpinned baseline-relative equalCentering (items gathered afresh)
  /// when `highest` is the highest priority
  /// at which the layout with every hanging view kept leaves an error, and
  /// `kept` that layout's errors (in `errors`' order).
  /// - Returns: the stack's length with the items as laid out, or nil (a run
  ///   longer than ``longestTradingRun``, a search that does not settle, or an
  ///   answer that is not at least as good as the layout with every view kept).
  /// - Complexity: about a hundred layouts of O(n) each, plus, per layout, each
  ///   run's chain, about `r³` for `r` views.
  mutating func solveTradingRuns(
    _ stack: StackView, margins: Double, start: Double, highest: Double,
    errors: AxisErrors, kept: [Double]
  ) -> Double? {
    gather(stack)
    let count = items.count
    guard count >= 2 else { return fail(#line) }
    let views = stack.arrangedSubviews
    var problem = TradingRunsProblem(count: count)
    for k in 0..<count {
      let item = items[k]
      // A view with no intrinsic length has no constraint of its own: its
      // length may move.
      let hasIntrinsic = !item.intrinsic.isNaN
      guard !hasIntrinsic || item.intrinsic.isFinite && item.intrinsic >= 0 else {
        return fail(#line)
      }
      problem.intrinsic[k] = item.intrinsic
      problem.rank[k] = item.index
      problem.hugging[k] = item.hugging
      problem.resistance[k] = item.resistance
      problem.soft[k] =
        !hasIntrinsic
        || !keepsLength(
          hugging: item.hugging, resistance: item.resistance, intrinsic: item.intrinsic,
          above: highest)
      if k < count - 1 {
        let below = views[items[k + 1].index].firstBaseline ?? 0
        if let last = views[item.index].lastBaseline {
          problem.constant[k] = item.spacingAfter - below + last
          problem.coefficient[k] = -0.5
        } else {
          problem.constant[k] = item.spacingAfter - below
          problem.coefficient[k] = 0.5
        }
        problem.pairPriority[k] =
          k == 0 ? Priority.required : Priority.equalCentering(after: item.index)
      }
    }
    guard problem.findRuns(longest: Self.longestTradingRun) else { return fail(#line) }
    let (scale, noise) = searchScale(stack)
    problem.noise = noise
    // The least `g` can be: pair 0's need with its views as short as they may be
    // (a first view that hangs the second grows without bound to narrow it:
    // then only a guess, checked below).
    var low = problem.constant[0]
    var lowIsExact = true
    if problem.soft[0] {
      if problem.coefficient[0] < 0 {
        low += problem.coefficient[0] * (problem.intrinsic[0] + 4 * scale)
        lowIsExact = false
      }
    } else {
      low += problem.coefficient[0] * problem.intrinsic[0]
    }
    low += 0.5 * (problem.soft[1] ? 0 : problem.intrinsic[1])

    var scratch: [Double] = []
    var buffer: [Rect] = []
    var lengths = [Double](repeating: 0, count: count)
    var runScratch = TradingRunsProblem.RunScratch(longest: problem.longestRun)
    defer { runScratch.deallocate() }
    let end = margins - start
    var solvedLength = 0.0
    func cost(_ offset: Double) -> [Double]? {
      let g = low + offset
      guard problem.lay(g: g, into: &lengths, scratch: &runScratch) else { return nil }
      // Centres from the first view's; each pair's distance from its need.
      var centre = start + lengths[0] / 2
      for k in 0..<count {
        items[k].length = lengths[k]
        items[k].position = centre - lengths[k] / 2
        if k < count - 1 { centre += problem.distance(k, g: g, lengths: lengths) }
      }
      let last = items[count - 1]
      solvedLength = last.position + last.length + end
      errors.errors(
        at: alongValues(stack, length: solvedLength, buffer: &buffer), into: &scratch)
      return scratch
    }
    guard
      let offset = KinkSearch.least(
        scale: scale, cost: cost, settled: errors.settled,
        compare: { errors.compare($0, $1, noise: noise) },
        firstChange: { errors.firstChange($0, noise: noise) })
    else { return fail(#line) }
    // The search's last cost is at its answer: the items are laid out so.
    if !lowIsExact && offset <= 1e-6 * scale { return fail(#line) }
    let tolerance = 1e3 * noise
    for index in scratch.indices
    where errors.priorities[index] >= Priority.required && scratch[index] > tolerance {
      return fail(#line)
    }
    guard solvedLength >= 0, errors.compare(scratch, kept, noise: noise) <= 0 else {
      return fail(#line)
    }
    return solvedLength
  }
}

/// The views of an unpinned baseline-relative equalCentering stack, and which of
/// them may trade their lengths, for
/// ``DirectSolverWorkspace/solveTradingRuns(_:margins:start:highest:errors:kept:)``.
struct TradingRunsProblem {
  // Per visible view, in arrangement order.
  var intrinsic: [Double]
  var hugging: [Double]
  var resistance: [Double]
  /// The view's index among the arranged subviews: the rank of its constraints
  /// and of the pair below it.
  var rank: [Int]
  /// Whether the view's length may move.
  var soft: [Bool]
  // Per pair `k` (views `k` and `k + 1`): its need is
  // `constant[k] + coefficient[k] L[k] + L[k + 1] / 2`.
  var constant: [Double]
  /// `-1/2` when view `k` hangs view `k + 1` from its last baseline, `1/2`
  /// otherwise.
  var coefficient: [Double]
  /// Pair 0's is required: it is `g`.
  var pairPriority: [Double]
  /// The runs of neighbours that may move, as ranges of positions.
  var runs: [ClosedRange<Int>] = []
  /// Per run, where each of its constraints' errors goes in its cost vectors.
  private var keysOfRuns: [RunKeys] = []
  /// One error's rounding.
  var noise = 0.0

  init(count: Int) {
    intrinsic = Array(repeating: 0, count: count)
    hugging = intrinsic
    resistance = intrinsic
    rank = Array(repeating: 0, count: count)
    soft = Array(repeating: false, count: count)
    constant = Array(repeating: 0, count: max(0, count - 1))
    coefficient = constant
    pairPriority = constant
  }

  var count: Int { intrinsic.count }

  /// The most views in a run.
  var longestRun: Int { runs.map(\.count).max() ?? 0 }

  /// Groups the views that may move into runs of neighbours; false when a run
  /// is longer than `longest`.
  mutating func findRuns(longest: Int) -> Bool {
    runs.removeAll()
    var k = 0
    while k < count {
      guard soft[k] else {
        k += 1
        continue
      }
      var end = k
      while end + 1 < count && soft[end + 1] { end += 1 }
      guard end - k + 1 <= longest else { return false }
      runs.append(k...end)
      k = end + 1
    }
    keysOfRuns = runs.map(runKeys)
    return true
  }

  func need(_ k: Int, lengths: [Double]) -> Double {
    constant[k] + coefficient[k] * lengths[k] + 0.5 * lengths[k + 1]
  }

  /// Pair `k`'s distance at the common distance `g`: `g` for pair 0; its need
  /// at 50; the wider of its need and `g` above 50.
  func distance(_ k: Int, g: Double, lengths: [Double]) -> Double {
    pairCost(k, need: need(k, lengths: lengths), g: g).distance
  }

  /// Every view's length at the common distance `g`: its intrinsic length, or,
  /// in a run, the run's best (a view with no intrinsic length is always in a
  /// run). False when a run's cost falls without end.
  func lay(g: Double, into lengths: inout [Double], scratch: inout RunScratch) -> Bool {
    for k in 0..<count { lengths[k] = intrinsic[k] }
    for index in runs.indices
    where !layRun(index, g: g, lengths: &lengths, scratch: &scratch) {
      return false
    }
    return true
  }

  /// The constraints a run's layout changes, in a fixed order: where each one's
  /// error goes in a run's cost vector.
  private struct RunKeys {
    var keys: [ConstraintKey] = []
    /// Per stage (view of the run), the positions of the keys whose errors its
    /// costs may hold, most important first, from `stageStarts[stage]` in
    /// `flatOrder`; each priority's keys end at one of `groupEnds`, those of
    /// the stage from `groupStarts[stage]` up to `groupStarts[stage + 1]`.
    var flatOrder: [Int] = []
    var stageStarts: [Int] = []
    var groupEnds: [Int] = []
    var groupStarts: [Int] = []
    /// Per pair the run touches (from `firstPair`), its error's position.
    var pairs: [Int] = []
    var firstPair = 0
    /// Per view of the run, its hugging's and compression resistance's
    /// positions (-1 with no intrinsic length), and its length's (as large as
    /// possible, after every constraint, as the constraint solver leaves it).
    var hugging: [Int] = []
    var resistance: [Int] = []
    var length: [Int] = []
    /// The stack's wish to be short (50) and its canvas fit (49): the run's part
    /// of the stack's length, which is linear (the whole is never negative).
    var fitting = 0
    var canvasFit = 0
  }

  private func runKeys(_ run: ClosedRange<Int>) -> RunKeys {
    var result = RunKeys()
    // The stage from which each key's error may not be zero: pairs from the
    // stage of the view above them, views from their own.
    var stages: [Int] = []
    var stage = 0
    func add(_ key: ConstraintKey) -> Int {
      result.keys.append(key)
      stages.append(stage)
      return result.keys.count - 1
    }
    result.firstPair = max(run.lowerBound - 1, 0)
    for k in result.firstPair...min(run.upperBound, count - 2) {
      stage = max(0, k - run.lowerBound)
      result.pairs.append(
        k == 0
          ? add(
            ConstraintKey(
              priority: Priority.required, rank: rank[0], kind: ConstraintKey.Along.spacing))
          : add(
            ConstraintKey(
              priority: pairPriority[k], rank: rank[k], kind: ConstraintKey.Along.distribution)))
    }
    for k in run {
      stage = k - run.lowerBound
      let hasIntrinsic = !intrinsic[k].isNaN
      result.hugging.append(
        hasIntrinsic
          ? add(
            ConstraintKey(priority: hugging[k], rank: rank[k], kind: ConstraintKey.Along.hugging))
          : -1)
      result.resistance.append(
        hasIntrinsic
          ? add(
            ConstraintKey(
              priority: resistance[k], rank: rank[k], kind: ConstraintKey.Along.compression))
          : -1)
      result.length.append(add(ConstraintKey(priority: -1 - Double(rank[k]), rank: 0, kind: 0)))
    }
    stage = 0
    result.fitting = add(
      ConstraintKey(
        priority: Priority.fittingSizeLevel, rank: .max, kind: ConstraintKey.Along.fitting))
    result.canvasFit = add(
      ConstraintKey(priority: 49, rank: .max, kind: ConstraintKey.Along.canvasFit))
    let keys = result.keys
    let order = Array(keys.indices).sorted { keys[$0] > keys[$1] }
    // Per stage, its keys in order, one after another, and where each
    // priority's keys end.
    for s in 0..<run.count {
      result.stageStarts.append(result.flatOrder.count)
      result.groupStarts.append(result.groupEnds.count)
      for key in order where stages[key] <= s {
        if result.flatOrder.count > result.stageStarts[s]
          && keys[result.flatOrder[result.flatOrder.count - 1]].priority != keys[key].priority
        {
          result.groupEnds.append(result.flatOrder.count)
        }
        result.flatOrder.append(key)
      }
      result.groupEnds.append(result.flatOrder.count)
    }
    result.groupStarts.append(result.groupEnds.count)
    return result
  }

  /// Pair `k`'s error and distance at need `need` (``distance(_:g:lengths:)``;
  /// pair 0's error is its need's excess over `g`, which breaks the required
  /// spacing).
  private func pairCost(_ k: Int, need: Double, g: Double) -> (error: Double, distance: Double) {
    if k == 0 { return (max(0, need - g), g) }
    let distance = pairPriority[k] <= Priority.fittingSizeLevel ? need : max(need, g)
    return (abs(distance - g), distance)
  }

  /// Adds pair `k`'s cost at need `need` (its error, its distance to the stack's
  /// length) to the cost at `offset` in `cost`.
  private func addPairCost(
    _ k: Int, need: Double, g: Double, keys: RunKeys, to cost: FlatBuffer<Double>, at offset: Int
  ) {
    let (error, distance) = pairCost(k, need: need, g: g)
    cost[offset + keys.pairs[k - keys.firstPair]] += error
    cost[offset + keys.fitting] += distance
    cost[offset + keys.canvasFit] += distance
  }

  /// Adds view `k`'s own cost at length `length` (its intrinsic constraints, its
  /// part of the stack's length when it is the first or the last) to the cost
  /// at `offset` in `cost`.
  private func addViewCost(
    _ k: Int, length: Double, run: ClosedRange<Int>, keys: RunKeys, to cost: FlatBuffer<Double>,
    at offset: Int
  ) {
    let j = k - run.lowerBound
    if keys.hugging[j] >= 0 {
      cost[offset + keys.hugging[j]] += max(0, length - intrinsic[k])
      cost[offset + keys.resistance[j]] += max(0, intrinsic[k] - length)
    }
    cost[offset + keys.length[j]] -= length
    if k == 0 || k == count - 1 {
      cost[offset + keys.fitting] += length / 2
      cost[offset + keys.canvasFit] += length / 2
    }
  }

  /// The sign of `lhs - rhs`, two costs of one run (at offsets in their
  /// buffers): each priority's total, then its constraints one by one, the most
  /// important first; differences within the rounding count as none.
  private func compare(
    _ lhs: FlatBuffer<Double>, _ left: Int, _ rhs: FlatBuffer<Double>, _ right: Int,
    keys: RunKeys, stage: Int
  ) -> Int {
    compare(
      lhs, left, rhs, right, keys: keys, stage: stage, pair: -1, error: 0, distance: 0)
  }

  /// ``compare(_:_:_:_:keys:stage:)`` of `lhs` and `rhs` with a pair's cost
  /// added to each: `error`, the difference of its errors (at key `pair`), and
  /// `distance`, of its distances (in the stack's length).
  private func compare(
    _ lhs: FlatBuffer<Double>, _ left: Int, _ rhs: FlatBuffer<Double>, _ right: Int,
    keys: RunKeys, stage: Int, pair: Int, error: Double, distance: Double
  ) -> Int {
    func delta(_ key: Int) -> Double {
      key == pair ? error : key == keys.fitting || key == keys.canvasFit ? distance : 0
    }
    let order = keys.flatOrder
    let pairPriority = pair >= 0 ? keys.keys[pair].priority : .nan
    let fittingPriority = keys.keys[keys.fitting].priority
    let canvasPriority = keys.keys[keys.canvasFit].priority
    var start = keys.stageStarts[stage]
    for groupEnd in keys.groupEnds[keys.groupStarts[stage]..<keys.groupStarts[stage + 1]] {
      var difference = 0.0
      for index in start..<groupEnd {
        let key = order[index]
        difference += lhs[left + key] - rhs[right + key]
      }
      // The pair's and the stack's length's changes, in their priorities' totals.
      let priority = keys.keys[order[start]].priority
      if priority == pairPriority { difference += error }
      if priority == fittingPriority { difference += distance }
      if priority == canvasPriority { difference += distance }
      if abs(difference) > noise * Double(groupEnd - start) { return difference > 0 ? 1 : -1 }
      for index in start..<groupEnd {
        let key = order[index]
        let difference = lhs[left + key] - rhs[right + key] + delta(key)
        if abs(difference) > noise { return difference > 0 ? 1 : -1 }
      }
      start = groupEnd
    }
    return 0
  }

  /// The sign of `lhs`'s cost less `rhs`'s (stage values at offsets in their
  /// buffers, at lengths `x` and `y` of the view above pair `k`), with the
  /// pair's cost added to each at its need `constant + coefficient x` (and
  /// `y`): compared without writing either out.
  private func compare(
    _ lhs: FlatBuffer<Double>, _ left: Int, at x: Double, _ rhs: FlatBuffer<Double>,
    _ right: Int, at y: Double, pair k: Int, constant: Double, coefficient: Double, g: Double,
    keys: RunKeys, stage: Int
  ) -> Int {
    let (errorX, distanceX) = pairCost(k, need: constant + coefficient * x, g: g)
    let (errorY, distanceY) = pairCost(k, need: constant + coefficient * y, g: g)
    return compare(
      lhs, left, rhs, right, keys: keys, stage: stage, pair: keys.pairs[k - keys.firstPair],
      error: errorX - errorY, distance: distanceX - distanceY)
  }

  /// The stages of a run's chain, kept flat and reused from run to run and from
  /// one common distance to the next: stage `s` is the least cost of the run's
  /// views up to view `first + s`, as a function of that view's length
  /// `x >= 0`, convex and piecewise linear: its values at its bends (ascending,
  /// from 0) and its change per unit past the last.
  struct RunScratch {
    var points: FlatBuffer<Double>
    /// Per bend, a cost vector (the run's keys).
    var values: FlatBuffer<Double>
    /// Per stage, a cost vector.
    var tails: FlatBuffer<Double>
    /// Per stage, its first bend; one more at the end.
    var starts: FlatBuffer<Int>
    // Cost vectors being compared.
    var candidate: FlatBuffer<Double>
    var best: FlatBuffer<Double>
    var here: FlatBuffer<Double>
    var next: FlatBuffer<Double>
    var bends: FlatBuffer<Double>

    /// Room for every run of at most `longest` views: stage `s` has at most
    /// `2 s + 3` bends (0, the intrinsic length and the images of the stage
    /// before's), and a cost vector at most `5 longest + 3` keys.
    init(longest: Int) {
      let width = 5 * longest + 3
      let points = longest * longest + 2 * longest + 8
      self.points = FlatBuffer(capacity: points, filling: 0)
      values = FlatBuffer(capacity: points * width, filling: 0)
      tails = FlatBuffer(capacity: (longest + 1) * width, filling: 0)
      starts = FlatBuffer(capacity: longest + 2, filling: 0)
      candidate = FlatBuffer(capacity: width, filling: 0)
      best = FlatBuffer(capacity: width, filling: 0)
      here = FlatBuffer(capacity: width, filling: 0)
      next = FlatBuffer(capacity: width, filling: 0)
      bends = FlatBuffer(capacity: 2 * longest + 8, filling: 0)
    }

    func deallocate() {
      for buffer in [points, values, tails, candidate, best, here, next, bends] {
        buffer.deallocate()
      }
      starts.deallocate()
    }
  }

  /// Writes stage `s`'s value at `x` into `buffer` (a cost vector at 0).
  private func stageValue(
    _ s: Int, at x: Double, width: Int, points: FlatBuffer<Double>, values: FlatBuffer<Double>,
    tails: FlatBuffer<Double>, starts: FlatBuffer<Int>, into buffer: FlatBuffer<Double>
  ) {
    let first = starts[s]
    let end = starts[s + 1]
    var index = first
    while index + 1 < end && points[index + 1] <= x { index += 1 }
    if index + 1 < end {
      let (x0, x1) = (points[index], points[index + 1])
      let t = x1 > x0 ? (x - x0) / (x1 - x0) : 0
      for j in 0..<width {
        let a = values[index * width + j]
        buffer[j] = a + t * (values[(index + 1) * width + j] - a)
      }
    } else {
      let beyond = x - points[index]
      for j in 0..<width {
        buffer[j] = values[index * width + j] + beyond * tails[s * width + j]
      }
    }
  }

  /// Where `x ↦ stage s (x) + pair k's cost at need(x)` is least over `x >= 0`,
  /// with `need(x) = constant + coefficient x`: at a bend of the stage or where
  /// the need is `g`. The cost is convex along those points: a binary search for
  /// the first that the next one costs more than, then back to the first that
  /// costs as little (costs compared without being written out; the stage's
  /// value where the need is `g` in `scratch.candidate`). Nil when it falls
  /// without end.
  private func least(
    _ s: Int, pair k: Int, constant: Double, coefficient: Double, g: Double, keys: RunKeys,
    scratch: inout RunScratch
  ) -> Double? {
    let width = keys.keys.count
    let kink = (g - constant) / coefficient
    let first = scratch.starts[s]
    let bends = scratch.starts[s + 1] - first
    // The kink goes after the bends below it.
    var kinkAt = -1
    if kink > 0 {
      kinkAt = 0
      while kinkAt < bends && scratch.points[first + kinkAt] <= kink { kinkAt += 1 }
      stageValue(
        s, at: kink, width: width, points: scratch.points, values: scratch.values,
        tails: scratch.tails, starts: scratch.starts, into: scratch.candidate)
    }
    let candidates = bends + (kinkAt >= 0 ? 1 : 0)
    func point(_ i: Int) -> Double {
      if kinkAt < 0 || i < kinkAt { return scratch.points[first + i] }
      return i == kinkAt ? kink : scratch.points[first + i - 1]
    }
    // Candidate `i`'s stage value: its buffer and offset.
    func value(_ i: Int) -> (FlatBuffer<Double>, Int) {
      if kinkAt >= 0 && i == kinkAt { return (scratch.candidate, 0) }
      return (scratch.values, (first + (kinkAt >= 0 && i > kinkAt ? i - 1 : i)) * width)
    }
    // The sign of `lhs`'s cost at `x` less candidate `j`'s, with the pair.
    func compare(_ lhs: (FlatBuffer<Double>, Int), at x: Double, with j: Int) -> Int {
      let (rhs, right) = value(j)
      return self.compare(
        lhs.0, lhs.1, at: x, rhs, right, at: point(j), pair: k, constant: constant,
        coefficient: coefficient, g: g, keys: keys, stage: s)
    }
    // The first point the next one costs more than (up to the rounding).
    var low = 0
    var high = candidates - 1
    while low < high {
      let middle = (low + high) / 2
      if compare(value(middle + 1), at: point(middle + 1), with: middle) > 0 {
        high = middle
      } else {
        low = middle + 1
      }
    }
    // The first of those that cost as little, up to the rounding.
    while low > 0 && compare(value(low - 1), at: point(low - 1), with: low) <= 0 { low -= 1 }
    guard low == candidates - 1 else { return point(low) }
    // Past the last point the cost is linear: it may not fall there.
    let last = point(low)
    stageValue(
      s, at: last + 1, width: width, points: scratch.points, values: scratch.values,
      tails: scratch.tails, starts: scratch.starts, into: scratch.next)
    guard compare((scratch.next, 0), at: last + 1, with: low) >= 0 else { return nil }
    return last
  }

  /// Drops the bends of stage `s` (its bends from `start`, the last stage)
  /// where it does not bend: the cost there is that of the line through its
  /// neighbours (the last: that of the line past it), up to the rounding.
  /// The stage is the same function with fewer bends, and so is each later
  /// stage (a bend of each is the image of one of this one's).
  private func pruneBends(stage s: Int, start: Int, width: Int, scratch: inout RunScratch) {
    var kept = start + 1
    var index = start + 1
    let end = scratch.points.count
    while index < end {
      let x = scratch.points[index]
      let before = kept - 1
      let x0 = scratch.points[before]
      var straight = true
      if index + 1 < end {
        let x1 = scratch.points[index + 1]
        let t = (x - x0) / (x1 - x0)
        for j in 0..<width {
          let a = scratch.values[before * width + j]
          let line = a + t * (scratch.values[(index + 1) * width + j] - a)
          if abs(scratch.values[index * width + j] - line) > noise {
            straight = false
            break
          }
        }
      } else {
        // The last bend: the change per unit before it is the change past it.
        for j in 0..<width {
          let slope =
            (scratch.values[index * width + j] - scratch.values[before * width + j]) / (x - x0)
          if abs(slope - scratch.tails[s * width + j]) * max(1, x - x0) > noise {
            straight = false
            break
          }
        }
      }
      if !straight {
        if kept != index {
          scratch.points[kept] = x
          for j in 0..<width {
            scratch.values[kept * width + j] = scratch.values[index * width + j]
          }
        }
        kept += 1
      }
      index += 1
    }
    scratch.points.removeLast(end - kept)
    scratch.values.removeLast((end - kept) * width)
    scratch.starts[s + 1] = kept
  }

  /// The values of view `k`'s stage (`k` after the run's first view) at its
  /// bends (from `start`, the last stage's): at each bend `y`, the least over
  /// view `k - 1`'s length `x` of stage `s` and pair `k - 1`'s cost, plus view
  /// `k`'s own. The pair's need is `constant + coefficient x + y / 2`, so the
  /// best `x` rises with `y` when the coefficient is negative and falls
  /// otherwise (the cost is submodular, or supermodular, in `x` and `y`): the
  /// bends are swept in that order with one pointer into stage `s`'s, which
  /// only moves on while the next costs less; then back to the first that
  /// costs as little, and the point where the need is `g` beside it. False
  /// when the cost falls without end.
  private func sweep(
    stage s: Int, view k: Int, run: ClosedRange<Int>, start: Int, g: Double, keys: RunKeys,
    scratch: inout RunScratch
  ) -> Bool {
    let width = keys.keys.count
    let pair = k - 1
    let coefficient = coefficient[pair]
    let end = scratch.points.count
    scratch.values.appendZeros((end - start) * width)
    let first = scratch.starts[s]
    let last = scratch.starts[s + 1] - 1
    let rising = coefficient < 0
    var pointer = first
    // The bends, and one and two units past the last (into `here` and `next`,
    // for the change per unit past it): the largest, so last when rising.
    let steps = end - start + 2
    let lastBend = scratch.points[end - 1]
    for step in 0..<steps {
      let position = rising ? step : steps - 1 - step
      let bend = start + position
      let y =
        position < end - start
        ? scratch.points[bend] : lastBend + Double(position - (end - start) + 1)
      let constant = constant[pair] + 0.5 * y
      // Stage s's bend `i` with the pair, into `buffer`.
      func cost(_ i: Int, into buffer: FlatBuffer<Double>) {
        for j in 0..<width { buffer[j] = scratch.values[i * width + j] }
        addPairCost(
          pair, need: constant + coefficient * scratch.points[i], g: g, keys: keys, to: buffer,
          at: 0)
      }
      // The sign of bend `i`'s cost less bend `j`'s, with the pair, without
      // writing either out.
      func compareBends(_ i: Int, _ j: Int) -> Int {
        compare(
          scratch.values, i * width, at: scratch.points[i], scratch.values, j * width,
          at: scratch.points[j], pair: pair, constant: constant, coefficient: coefficient, g: g,
          keys: keys, stage: s)
      }
      while pointer < last && compareBends(pointer + 1, pointer) < 0 { pointer += 1 }
      var chosen = pointer
      while chosen > first && compareBends(chosen - 1, chosen) <= 0 { chosen -= 1 }
      cost(chosen, into: scratch.best)
      var x = scratch.points[chosen]
      // Where the need is `g`: the least may be there, between two bends.
      let kink = (g - constant) / coefficient
      if kink > 0 {
        stageValue(
          s, at: kink, width: width, points: scratch.points, values: scratch.values,
          tails: scratch.tails, starts: scratch.starts, into: scratch.candidate)
        addPairCost(pair, need: g, g: g, keys: keys, to: scratch.candidate, at: 0)
        let order = compare(scratch.candidate, 0, scratch.best, 0, keys: keys, stage: s)
        if order < 0 || order == 0 && kink < x {
          swap(&scratch.candidate, &scratch.best)
          x = kink
        }
      }
      // Past the last point the cost is linear: it may not fall there.
      let lastPoint = kink > 0 ? max(scratch.points[last], kink) : scratch.points[last]
      if x == lastPoint {
        stageValue(
          s, at: x + 1, width: width, points: scratch.points, values: scratch.values,
          tails: scratch.tails, starts: scratch.starts, into: scratch.candidate)
        addPairCost(
          pair, need: constant + coefficient * (x + 1), g: g, keys: keys, to: scratch.candidate,
          at: 0)
        guard compare(scratch.candidate, 0, scratch.best, 0, keys: keys, stage: s) >= 0 else {
          return false
        }
      }
      if position < end - start {
        for j in 0..<width { scratch.values[bend * width + j] = scratch.best[j] }
        addViewCost(k, length: y, run: run, keys: keys, to: scratch.values, at: bend * width)
      } else {
        let past = position == end - start ? scratch.here : scratch.next
        for j in 0..<width { past[j] = scratch.best[j] }
        addViewCost(k, length: y, run: run, keys: keys, to: past, at: 0)
      }
    }
    return true
  }

  /// Lays out one run at `g` by its chain: stage by stage, each view's least
  /// cost with those before it (a view is only in the pairs beside it), then back
  /// from the last view's best length. False when a cost falls without end, or
  /// a stage is not linear past its last bend (a bend missed).
  private func layRun(
    _ index: Int, g: Double, lengths: inout [Double], scratch: inout RunScratch
  ) -> Bool {
    let run = runs[index]
    let keys = keysOfRuns[index]
    let width = keys.keys.count
    scratch.points.removeAll()
    scratch.values.removeAll()
    scratch.tails.removeAll()
    scratch.starts.removeAll()
    scratch.starts.append(0)
    let first = run.lowerBound
    // The bends of view `k`'s stage: 0, its intrinsic length, and `extra`
    // (those past 0), ascending, one of each.
    func setBends(_ k: Int) {
      scratch.bends.append(0)
      if !intrinsic[k].isNaN && intrinsic[k] > 0 { scratch.bends.append(intrinsic[k]) }
      scratch.bends.sort()
      let stageStart = scratch.starts[scratch.starts.count - 1]
      for index in 0..<scratch.bends.count {
        let x = scratch.bends[index]
        guard x >= 0 else { continue }
        if scratch.points.count == stageStart
          || x - scratch.points[scratch.points.count - 1] > noise
        {
          scratch.points.append(x)
        }
      }
      scratch.bends.removeAll()
    }
    // The first view's stage at `x` (its own cost and the pair above's, with
    // the view before the run at its intrinsic length) into `scratch.here`.
    func firstCost(_ x: Double) {
      for j in 0..<width { scratch.here[j] = 0 }
      if first > 0 {
        let need = constant[first - 1] + coefficient[first - 1] * lengths[first - 1] + 0.5 * x
        addPairCost(first - 1, need: need, g: g, keys: keys, to: scratch.here, at: 0)
      }
      addViewCost(first, length: x, run: run, keys: keys, to: scratch.here, at: 0)
    }
    for k in run {
      if k == first {
        if first > 0 {
          scratch.bends.append(
            2 * (g - constant[first - 1] - coefficient[first - 1] * lengths[first - 1]))
        }
      } else {
        // Pair k - 1's need is `constant + coefficient x + y / 2` for view k - 1
        // at `x` and view k at `y`: its bend at need `g` moves each bend of the
        // stage before to `y = 2 (g - constant - coefficient x)`.
        let pair = k - 1
        let s = k - 1 - first
        for bend in scratch.starts[s]..<scratch.starts[s + 1] {
          scratch.bends.append(2 * (g - constant[pair] - coefficient[pair] * scratch.points[bend]))
        }
      }
      let stageStart = scratch.points.count
      setBends(k)
      scratch.starts.append(scratch.points.count)
      let s = k - first
      // Values at the bends, then past the last: linear there, or a bend was missed.
      if k == first {
        for bend in stageStart..<scratch.points.count {
          firstCost(scratch.points[bend])
          scratch.values.append(scratch.here, count: width)
        }
      } else {
        guard
          sweep(
            stage: s - 1, view: k, run: run, start: stageStart, g: g, keys: keys,
            scratch: &scratch)
        else { return false }
      }
      let last = scratch.points[scratch.points.count - 1]
      // One and two units past the last bend (the sweep left them in `here` and
      // `next`).
      if k == first {
        firstCost(last + 2)
        swap(&scratch.here, &scratch.next)
        firstCost(last + 1)
      }
      let lastValue = (scratch.points.count - 1) * width
      for j in 0..<width { scratch.tails.append(scratch.here[j] - scratch.values[lastValue + j]) }
      // Two units past the last bend, twice the change of one.
      swap(&scratch.here, &scratch.next)
      for j in 0..<width {
        scratch.here[j] -= scratch.values[lastValue + j] + scratch.tails[s * width + j]
      }
      guard compare(scratch.here, 0, scratch.tails, s * width, keys: keys, stage: s) == 0 else {
        return false
      }
      pruneBends(stage: s, start: stageStart, width: width, scratch: &scratch)
    }
    // The last view with the pair below it (the view after the run rigid), or
    // alone at the end of the stack.
    let last = run.upperBound
    let stages = run.count
    if last < count - 1 {
      guard
        let found = least(
          stages - 1, pair: last, constant: constant[last] + 0.5 * lengths[last + 1],
          coefficient: coefficient[last], g: g, keys: keys, scratch: &scratch)
      else { return false }
      lengths[last] = found
    } else {
      let s = stages - 1
      var best = scratch.starts[s]
      for bend in (best + 1)..<scratch.starts[s + 1]
      where compare(
        scratch.values, bend * width, scratch.values, best * width, keys: keys, stage: s) < 0
      {
        best = bend
      }
      for j in 0..<width { scratch.here[j] = 0 }
      guard compare(scratch.tails, s * width, scratch.here, 0, keys: keys, stage: s) >= 0 else {
        return false
      }
      lengths[last] = scratch.points[best]
    }
    // Back along the chain: each view's best length with the next one's known.
    var k = last - 1
    while k >= first {
      guard
        let found = least(
          k - first, pair: k, constant: constant[k] + 0.5 * lengths[k + 1],
          coefficient: coefficient[k], g: g, keys: keys, scratch: &scratch)
      else { return false }
      lengths[k] = found
      k -= 1
    }
    return true
  }
}

/// A buffer of fixed capacity that the runs reuse without an array's checks (a
/// bounds check and a uniqueness check on every write): their sizes are bounded
/// by the longest run (``TradingRunsProblem/RunScratch/init(longest:)``), which
/// the buffers are allocated for. Only for trivial elements; freed by
/// ``deallocate()``.
struct FlatBuffer<Element> {
  private let base: UnsafeMutablePointer<Element>
  let capacity: Int
  private(set) var count = 0

  init(capacity: Int, filling value: Element) {
    self.capacity = max(1, capacity)
    base = .allocate(capacity: self.capacity)
    base.initialize(repeating: value, count: self.capacity)
  }

  func deallocate() { base.deallocate() }

  subscript(index: Int) -> Element {
    get {
      assert(index >= 0 && index < capacity)
      return base[index]
    }
    nonmutating set {
      assert(index >= 0 && index < capacity)
      base[index] = newValue
    }
  }

  mutating func append(_ value: Element) {
    precondition(count < capacity, "a run's buffer is too small")
    base[count] = value
    count += 1
  }

  /// Appends the first `count` elements of `other`.
  mutating func append(_ other: FlatBuffer<Element>, count: Int) {
    precondition(self.count + count <= capacity, "a run's buffer is too small")
    (base + self.count).update(from: other.base, count: count)
    self.count += count
  }

  mutating func removeAll() { count = 0 }

  mutating func removeLast(_ k: Int) { count -= k }
}

extension FlatBuffer where Element == Double {
  mutating func appendZeros(_ k: Int) {
    precondition(count + k <= capacity, "a run's buffer is too small")
    (base + count).update(repeating: 0, count: k)
    count += k
  }

  /// Sorts the elements in place (ascending).
  func sort() {
    var elements = UnsafeMutableBufferPointer(start: base, count: count)
    elements.sort()
  }
}
