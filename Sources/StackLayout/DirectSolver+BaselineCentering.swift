/// Baseline-relative arrangement (a vertical stack whose spacing runs from a view's
/// last baseline to the next view's first baseline) with equalCentering.
///
/// With `L` the views' lengths, `f` the lower view's first baseline (0 without one),
/// `b` the upper view's last baseline and `s` the spacing, the spacing constraint of
/// the pair `k`, `k + 1` bounds the distance between their centres from below:
///
///     need[k] = L[k] / 2 + L[k+1] / 2 + s - f            (view k has no last baseline)
///     need[k] = b - L[k] / 2 + L[k+1] / 2 + s - f        (view k has one)
///
/// The rest of equalCentering's system (centres evenly spaced at `150 - index`, the
/// stack's wish to be short when no length is given) does not change.
extension DirectSolverWorkspace {
  /// When no view but the last has a last baseline, every need is plain
  /// equalCentering's with the spacing lowered by the next view's first baseline:
  /// lowers the spacings so and returns true. Otherwise changes nothing and returns
  /// false (a view hangs the next one from its last baseline).
  mutating func foldFirstBaselinesIntoSpacings(_ stack: StackView) -> Bool {
    let count = items.count
    let views = stack.arrangedSubviews
    for k in 0..<(count - 1) where views[items[k].index].lastBaseline != nil { return false }
    for k in 0..<(count - 1) {
      items[k].spacingAfter -= views[items[k + 1].index].firstBaseline ?? 0
    }
    return true
  }

  /// What ``foldRigidHangingViews(_:soft:keepingAbove:)`` made of the hanging views.
  enum HangingFold: Equatable {
    /// Every hanging view is rigid: the items are plain equalCentering's.
    case rigid
    /// Every hanging view but the one at this position keeps its length; the
    /// items are not solvable as they are (fold again with that view's length).
    case oneSoft(Int)
    /// More than one hanging view whose length trades with a centring equality
    /// (``solveCertifyingHangingViews(_:pinned:margins:start:)`` may still show
    /// that all of them but one keep their lengths).
    case severalSoft
    /// A hanging view without an intrinsic length, or with a negative one.
    case refused
  }

  /// Baseline-relative equalCentering as plain equalCentering with the hanging
  /// views rigid: puts each pair's constant in its spacing (as
  /// ``foldFirstBaselinesIntoSpacings(_:)`` does, plus `b - I` after a hanging view
  /// of length `I`: the view's bottom is then `I - b` below its last baseline) and
  /// makes the hanging views' hugging and compression resistance required.
  ///
  /// A hanging view's length is not in the chain from the first top to the last
  /// bottom: it only moves its own centre, widening the gap above it by half of
  /// each unit and narrowing the one below by as much. The two gaps' needs change
  /// the same way, so any length keeps every required constraint; only the
  /// centring equalities of those two gaps (all of them when one is pair 0, the
  /// gap every other is equal to) can make it give. When its hugging and, with a
  /// positive intrinsic length, its compression resistance rank above those
  /// equalities, both hold: the view keeps its intrinsic length. Below pair 1,
  /// they also hold at the priority of the pair above when the pair below ranks
  /// lower: there a unit of length would pay a unit to move one equality by half
  /// a unit (the view's part in any better solution could be left out).
  ///
  /// - Parameters:
  ///   - soft: a hanging view to fold at a given length whatever its priorities
  ///     (a search over that length); any other view whose length trades makes
  ///     the fold ``HangingFold/severalSoft``.
  ///   - keepingAbove: a view whose length trades keeps it all the same when its
  ///     hugging and (with a positive intrinsic length) its compression
  ///     resistance rank above this priority (shown so by
  ///     ``solveCertifyingHangingViews(_:pinned:margins:start:)``); `-infinity`
  ///     keeps every hanging view's length.
  /// - Returns: ``HangingFold``; the items are changed in every case (gather them
  ///   again before another fold).
  /// - Complexity: O(n).
  mutating func foldRigidHangingViews(
    _ stack: StackView, soft: (position: Int, length: Double)? = nil,
    keepingAbove: Double = .infinity
  ) -> HangingFold {
    let count = items.count
    let views = stack.arrangedSubviews
    // The priority of pair `j`'s centring equality (`j >= 1`).
    func pairPriority(_ j: Int) -> Double { Priority.equalCentering(after: items[j].index) }
    var trading: Int?
    var several = false
    tradingHangingViews.removeAll(keepingCapacity: true)
    for k in 0..<(count - 1) {
      items[k].spacingAfter -= views[items[k + 1].index].firstBaseline ?? 0
      guard let last = views[items[k].index].lastBaseline else { continue }
      if let soft, soft.position == k {
        items[k].intrinsic = soft.length
      } else {
        let intrinsic = items[k].intrinsic
        guard intrinsic >= 0 else { return .refused }
        // The highest equality the view's length trades with: none with two views.
        let reach =
          count == 2 ? -Double.infinity : k <= 1 ? pairPriority(1) : pairPriority(k - 1)
        // Below pair 1, a tie with the pair above alone cannot pay: a unit of
        // length moves that pair by half a unit. With the pair below tied too
        // (both at 50), or pair 0 beside it, it can.
        let tieHolds = k >= 2 && count > 2 && pairPriority(k - 1) > pairPriority(k)
        let hugs = tieHolds ? items[k].hugging < reach : items[k].hugging <= reach
        let resists = tieHolds ? items[k].resistance < reach : items[k].resistance <= reach
        let kept = keepsLength(
          hugging: items[k].hugging, resistance: items[k].resistance, intrinsic: intrinsic,
          above: keepingAbove)
        if (hugs || intrinsic > 0 && resists) && !kept {
          if soft != nil || trading != nil { several = true }
          trading = k
          tradingHangingViews.append(k)
        }
      }
      items[k].spacingAfter += last - items[k].intrinsic
      items[k].hugging = Priority.required
      items[k].resistance = Priority.required
    }
    if several { return .severalSoft }
    return trading.map { .oneSoft($0) } ?? .rigid
  }

  /// Whether a view (hanging the next or not) keeps its length in the best
  /// layout of all when that layout leaves no error above `priority`: it hugs
  /// above it and, with a positive intrinsic length, resists compression above
  /// it.
  func keepsLength(
    hugging: Double, resistance: Double, intrinsic: Double, above priority: Double
  ) -> Bool {
    hugging > priority && (intrinsic == 0 || resistance > priority)
  }

  /// Baseline-relative equalCentering whose hanging views all keep their lengths
  /// but one, which trades with a centring equality: a search over that view's
  /// length (``KinkSearch/least(scale:cost:settled:compare:firstChange:)``), each
  /// length laid out as plain equalCentering with every hanging view rigid, and
  /// compared by the errors of every constraint along the axis in the order the
  /// constraint solver settles them. The least of those, as a function of one
  /// length, is convex and piecewise linear, as the search over an unpinned
  /// stack's length assumes (``solveAlongBySearch(_:)``).
  /// - Returns: the stack's length with the items as laid out at the answer, or
  ///   nil (a length the plain solve hands over, or a search that does not settle).
  /// - Complexity: about a hundred plain solves, O(n log n) each.
  mutating func solveWithSoftHangingView(
    _ stack: StackView, position: Int, pinned: Double?, margins: Double, start: Double,
    keepingAbove: Double = .infinity
  ) -> Double? {
    guard !searchingLength else { return fail(#line) }
    searchingLength = true
    defer { searchingLength = false }
    let errors = AxisErrors(stack)
    let (scale, noise) = searchScale(stack)
    var scratch: [Double] = []
    var buffer: [Rect] = []
    var solvedLength = 0.0
    func cost(_ length: Double) -> [Double]? {
      gather(stack)
      guard
        foldRigidHangingViews(stack, soft: (position, length), keepingAbove: keepingAbove)
          == .rigid,
        let solved = solveFoldedCentering(stack, pinned: pinned, margins: margins)
      else { return nil }
      solvedLength = solved
      // Unpinned, the length before it is snapped, so that the errors are
      // continuous in the view's length.
      let last = items[items.count - 1]
      let length = pinned ?? last.position + last.length + margins - start
      errors.errors(at: alongValues(stack, length: length, buffer: &buffer), into: &scratch)
      return scratch
    }
    guard
      KinkSearch.least(
        scale: scale, cost: cost, settled: errors.settled,
        compare: { errors.compare($0, $1, noise: noise) },
        firstChange: { errors.firstChange($0, noise: noise) }) != nil
    else { return fail(#line) }
    return solvedLength
  }

  /// Baseline-relative equalCentering with hanging views whose lengths trade with
  /// a centring equality (as ``foldRigidHangingViews(_:soft:keepingAbove:)`` last
  /// found them), when all of them but one at most can be shown to keep their
  /// lengths.
  ///
  /// Laid out with every hanging view at its intrinsic length (the best layout
  /// among those), the stack leaves errors at some priorities; let `P` be the
  /// highest of them. The best layout of all is at least as good, so it leaves no
  /// error above `P` either: a hanging view that hugs above `P`, and resists
  /// compression above `P` (or has no length to give), keeps its length in it.
  /// When the moves of the views left could only narrow needs that no better
  /// layout can use
  /// (``hangingMovesCannotHelp(_:left:highest:lengths:slacks:tolerance:)``), the
  /// layout with every view kept is the answer. Otherwise the stack is laid out
  /// with the views shown kept: plain equalCentering when none is left, the
  /// search over the length of the one left
  /// (``solveWithSoftHangingView(_:position:pinned:margins:start:keepingAbove:)``).
  /// With two or three left, each of the first two is searched for in turn, the
  /// others kept: when the best layout so found leaves no error at the others'
  /// priorities, the best layout of all keeps them too (the same argument), and
  /// that layout is it. When none of that settles it and no length is given,
  /// the runs lay it out exactly
  /// (``solveTradingRuns(_:margins:start:highest:errors:kept:)``).
  /// - Returns: the stack's length with the items as laid out, or nil (handed
  ///   over).
  /// - Complexity: two plain solves and the errors of every constraint along the
  ///   axis, O(n log n); with views left, one or two searches, or the runs'
  ///   search.
  mutating func solveCertifyingHangingViews(
    _ stack: StackView, pinned: Double?, margins: Double, start: Double
  ) -> Double? {
    let trading = tradingHangingViews.count
    gather(stack)
    guard foldRigidHangingViews(stack, keepingAbove: -.infinity) == .rigid,
      solveFoldedCentering(stack, pinned: pinned, margins: margins) != nil
    else { return fail(#line) }
    let errors = AxisErrors(stack)
    // An error is one when it is above the rounding of a thousand errors.
    let tolerance = 1e3 * searchScale(stack).noise
    var values: [Double] = []
    var buffer: [Rect] = []
    // The highest priority at which the stack as solved leaves an error.
    func highestError() -> Double {
      let last = items[items.count - 1]
      let length = pinned ?? last.position + last.length + margins - start
      errors.errors(at: alongValues(stack, length: length, buffer: &buffer), into: &values)
      var highest = -Double.infinity
      for index in values.indices
      where values[index] > tolerance && errors.priorities[index] < Priority.required {
        highest = max(highest, errors.priorities[index])
      }
      return highest
    }
    let highest = highestError()
    let keptErrors = values
    // With no length given, the runs of views that may move, laid out exactly.
    func solveByRuns() -> Double? {
      guard pinned == nil,
        let solved = solveTradingRuns(
          stack, margins: margins, start: start, highest: highest, errors: errors,
          kept: keptErrors)
      else { return nil }
      usedTradingRuns = true
      return solved
    }
    if preferTradingRuns {
      if let solved = solveByRuns() { return solved }
      fallbackLine = 0
      gather(stack)
      _ = foldRigidHangingViews(stack, keepingAbove: -.infinity)
      _ = solveFoldedCentering(stack, pinned: pinned, margins: margins)
    }
    // The layout with every view kept: each view's length, each pair's distance
    // less its need (the fold put every pair's constant in its spacing).
    let count = items.count
    var lengths = [Double](repeating: 0, count: count)
    var slacks = [Double](repeating: 0, count: count - 1)
    for k in 0..<count {
      lengths[k] = items[k].length
      if k < count - 1 {
        slacks[k] =
          items[k + 1].position - items[k].position - items[k].length - items[k].spacingAfter
      }
    }
    gather(stack)
    let fold = foldRigidHangingViews(stack, keepingAbove: highest)
    // The fold leaves every hanging view rigid whatever it answers: when every
    // view left keeps its length, by its priorities or because no move of its
    // can help, the items are those of the layout with every view kept.
    if fold == .rigid
      || fold != .refused
        && hangingMovesCannotHelp(
          stack, left: tradingHangingViews, highest: highest, lengths: lengths, slacks: slacks,
          tolerance: tolerance)
    {
      guard let solved = solveFoldedCentering(stack, pinned: pinned, margins: margins) else {
        return fail(#line)
      }
      usedCertifiedHangingViews = true
      return solved
    }
    switch fold {
    case .oneSoft(let position):
      guard
        let solved = solveWithSoftHangingView(
          stack, position: position, pinned: pinned, margins: margins, start: start,
          keepingAbove: highest)
      else { return nil }
      usedSoftHangingSearch = true
      usedCertifiedHangingViews = trading > 1
      return solved
    case .rigid, .refused:
      return fail(#line)
    case .severalSoft:
      break
    }
    // Several left: with one of them searched for and the others kept, the
    // stack may leave no error at the others' priorities.
    let left = tradingHangingViews
    // Handed over: the message of a stack not laid out names them.
    func handOver(_ line: Int) -> Double? {
      if let solved = solveByRuns() {
        fallbackLine = 0
        return solved
      }
      handoverTradingViews = left.map { items[$0].index }
      return fail(line)
    }
    guard left.count <= 3 else { return handOver(#line) }
    let views = stack.arrangedSubviews
    // Whether view `k` keeps its length in the best layout of all when the best
    // found leaves no error above `reached`. (The fold made the kept views'
    // priorities required: read the views'.)
    func kept(_ k: Int, above reached: Double) -> Bool {
      let view = views[items[k].index]
      return keepsLength(
        hugging: view.hugging[stack.axis], resistance: view.compressionResistance[stack.axis],
        intrinsic: view.intrinsicSize.length(along: stack.axis) ?? 0, above: reached)
    }
    // With no size given, the stack's own length is an error at 50 in every
    // layout: a view at 50 or less is never shown to keep its length.
    let floor = pinned == nil ? Priority.fittingSizeLevel : -Double.infinity
    for candidate in left.prefix(2)
    where left.allSatisfy({ $0 == candidate || kept($0, above: floor) }) {
      guard
        let solved = solveWithSoftHangingView(
          stack, position: candidate, pinned: pinned, margins: margins, start: start,
          keepingAbove: -.infinity)
      else { return nil }
      let reached = highestError()
      if left.allSatisfy({ $0 == candidate || kept($0, above: reached) }) {
        usedSoftHangingSearch = true
        usedCertifiedHangingViews = true
        return solved
      }
    }
    return handOver(#line)
  }

  /// Whether the layout with every hanging view kept (`lengths`; `slacks`, each
  /// pair's distance less its need) is the best layout of all, though the
  /// hanging views at `left` hug or resist at or below `highest`, the highest
  /// priority at which that layout leaves an error.
  ///
  /// The best layout leaves no error above `highest`, so a view left may only
  /// grow when it hugs at or below it, and shrink when it resists at or below
  /// it. Growing a hanging view widens the need above it and narrows the one
  /// below it by half of each unit (shrinking, the reverse); its length is in
  /// nothing else (it is not an end view). Take a better layout, and a small
  /// step towards it (as good as a step towards a better layout goes, all
  /// constraints being convex): without the views' moves, the rest of the step
  /// keeps every need it met, widened or not, unless a need that a move narrows
  /// was met only thanks to it. That cannot be when every need a move narrows
  /// has room, or belongs to a pair whose equality ranks above `highest`, whose
  /// other views (those kept) cannot widen it again, while some pair whose
  /// equality does (or pair 0) is at its need and cannot narrow (its upper view
  /// cannot grow when it hangs, or shrink otherwise, and its lower view cannot
  /// shrink, each by its priorities above `highest`): the common distance, those
  /// pairs' distance, cannot then fall. The rest of the
  /// step alone is then a step with the views left kept, no better than the
  /// kept layout, and the moves cost their views' own constraints: no layout is
  /// better.
  /// - Complexity: O(n).
  private func hangingMovesCannotHelp(
    _ stack: StackView, left: [Int], highest: Double, lengths: [Double], slacks: [Double],
    tolerance: Double
  ) -> Bool {
    let views = stack.arrangedSubviews
    let axis = stack.axis
    let count = items.count
    func view(_ k: Int) -> ArrangedView { views[items[k].index] }
    // A length that cannot fall, or rise, in the best layout.
    func cannotShrink(_ k: Int) -> Bool {
      if lengths[k] <= tolerance { return true }
      guard let intrinsic = view(k).intrinsicSize.length(along: axis) else { return false }
      return intrinsic > 0 && view(k).compressionResistance[axis] > highest
        && lengths[k] <= intrinsic + tolerance
    }
    func cannotGrow(_ k: Int) -> Bool {
      guard let intrinsic = view(k).intrinsicSize.length(along: axis) else { return false }
      return view(k).hugging[axis] > highest && lengths[k] >= intrinsic - tolerance
    }
    func hangs(_ k: Int) -> Bool { k < count - 1 && view(k).lastBaseline != nil }
    // Pair j's distance is pair 0's in the best layout too.
    func holds(_ j: Int) -> Bool {
      j == 0 || Priority.equalCentering(after: items[j].index) > highest
    }
    let anchored = (0..<(count - 1)).contains { i in
      holds(i) && slacks[i] <= tolerance && (hangs(i) ? cannotGrow(i) : cannotShrink(i))
        && cannotShrink(i + 1)
    }
    let isLeft = Set(left)
    // A need a move narrows that no layout better than the kept one can use:
    // with room, or the pair's distance cannot fall and its other views (those
    // kept) cannot widen it again.
    func narrowable(_ j: Int) -> Bool {
      if slacks[j] > tolerance { return true }
      guard holds(j) && anchored else { return false }
      let upper = isLeft.contains(j) || (hangs(j) ? cannotShrink(j) : cannotGrow(j))
      return upper && (isLeft.contains(j + 1) || cannotGrow(j + 1))
    }
    for k in left {
      // The first view's length is in the stack's own length too.
      guard k >= 1 else { return false }
      let intrinsic = view(k).intrinsicSize.length(along: axis) ?? 0
      // Growing narrows the need below it; shrinking, the need above it.
      if view(k).hugging[axis] <= highest && !narrowable(k) { return false }
      if intrinsic > 0 && view(k).compressionResistance[axis] <= highest && !narrowable(k - 1) {
        return false
      }
    }
    return true
  }

  /// Plain equalCentering of the items as ``foldRigidHangingViews(_:soft:keepingAbove:)``
  /// left them (every hanging view rigid): the stack's length, or nil.
  private mutating func solveFoldedCentering(_ stack: StackView, pinned: Double?, margins: Double)
    -> Double?
  {
    var spacingTotal = 0.0
    for k in 0..<(items.count - 1) { spacingTotal += items[k].spacingAfter }
    return solveEqualCentering(
      stack, pinned: pinned, margins: margins, spacingTotal: spacingTotal)
  }

  /// equalCentering where some view (other than the last) hangs the next one from
  /// its last baseline: growing such a view shortens the need below it, so views
  /// could trade their lengths with the gaps and the centring equalities. Solves
  /// the cases where no length trades with a deciding priority: pinned with evenly
  /// spaced centres, overflowing needs (``solveHangingOverflow(start:pinned:margins:)``)
  /// or uneven centres (``solveHangingUneven(start:available:pinned:)``); unpinned
  /// when a pair with the widest need is stiff at the stack's wish to be short
  /// (@50), after the views resisting below 50 have given way. Views without an
  /// intrinsic length then grow in arrangement order.
  ///
  /// - Returns: the stack's length, or nil for the rest: the stack is then laid
  ///   out as plain equalCentering with its hanging views rigid
  ///   (``foldRigidHangingViews(_:soft:keepingAbove:)``), those whose lengths
  ///   trade but can be shown to keep them kept and at most one searched for
  ///   (``solveCertifyingHangingViews(_:pinned:margins:start:)``), or handed to
  ///   the constraint solver (the cases are in BENCHMARKS.md's table of them).
  /// - Complexity: O(n), O(n log n) with views taking back room or overflowing.
  mutating func solveBaselineRelativeCentering(
    _ stack: StackView, pinned: Double?, margins: Double, start: Double
  ) -> Double? {
    let count = items.count
    let views = stack.arrangedSubviews
    let fitting = Priority.fittingSizeLevel
    for k in 0..<count {
      let intrinsic = items[k].intrinsic
      // A negative intrinsic length is left to the constraint solver.
      if intrinsic < 0 { return fail(#line) }
      items[k].length = intrinsic.isNaN ? 0 : intrinsic
    }
    // Each pair's constant, in its spacing; `chained == false` marks a hanging view.
    for k in 0..<(count - 1) {
      items[k].spacingAfter -= views[items[k + 1].index].firstBaseline ?? 0
      if let last = views[items[k].index].lastBaseline {
        // A view without an intrinsic length hanging the next one: its length is
        // maximised against the gap below it (unbounded at an end).
        if items[k].intrinsic.isNaN { return fail(#line) }
        items[k].spacingAfter += last
        items[k].chained = false
      }
    }
    let pairs = Double(count - 1)
    var step: Double
    var available: Double
    if let pinned {
      available = pinned - margins
      step = (available - (items[0].length + items[count - 1].length) / 2) / pairs
      let tolerance = 1e-9 * max(1, abs(step))
      var needs = 0.0
      var widest = -Double.infinity
      for k in 0..<(count - 1) {
        let need = hangingNeed(k)
        needs += need
        widest = max(widest, need)
      }
      if needs > pairs * step + tolerance {
        return solveHangingOverflow(start: start, pinned: pinned, margins: margins)
      }
      if widest > step + tolerance {
        return solveHangingUneven(start: start, available: available, pinned: pinned)
      }
    } else {
      // A centring equality at the fitting level would trade with the stack's length.
      for k in 1..<(count - 1) where items[k].index >= 100 { return fail(#line) }
      // A view with no intrinsic length grows while the needs beside it leave
      // room, which may be worth what the views giving way below 50 save: left
      // to the fold (plain equalCentering, or the runs).
      for k in 0..<count where items[k].intrinsic.isNaN { return fail(#line) }
      // An end view resisting below 50 that does not hang shortens the stack by half
      // of each unit it gives, and narrows the need beside it: it gives all, and
      // takes none back (below, the stiff pair keeps the common distance). A first
      // view that hangs widens the need below it by as much as it gives: it gives
      // only while that need is not the widest (below).
      let firstHangs = !items[0].chained && items[0].intrinsic > 0 && items[0].resistance < fitting
      if items[0].chained && items[0].intrinsic > 0 && items[0].resistance < fitting {
        items[0].length = 0
      }
      if items[count - 1].intrinsic > 0 && items[count - 1].resistance < fitting {
        items[count - 1].length = 0
      }
      // Middle views resisting below 50 that do not hang give all of their lengths
      // at 50 (it never widens the stack) and take back what they can below it.
      var takingBack = false
      for k in 1..<(count - 1)
      where items[k].chained && items[k].intrinsic > 0 && items[k].resistance < fitting {
        items[k].length = 0
        takingBack = true
      }
      step = -Double.infinity
      for k in 1..<(count - 1) { step = max(step, hangingNeed(k)) }
      if firstHangs && count > 2 && hangingNeed(0) < step {
        // The stack's length falls by a half per unit the first view gives while the
        // need below it is not the widest, and rises by (n - 2) / 2 after.
        items[0].length = max(0, items[0].length - 2 * (step - hangingNeed(0)))
      }
      step = max(step, hangingNeed(0))
      let tolerance = 1e-9 * max(1, abs(step))
      if takingBack {
        // A hanging view beside one of them that could make room for it below 50:
        // above it, by growing (narrowing the need between them); below it, by
        // giving way.
        for m in 1..<(count - 1)
        where items[m].chained && items[m].intrinsic > 0 && items[m].resistance < fitting {
          let above = m - 1
          if !items[above].chained
            && (items[above].hugging <= fitting || items[above].length < items[above].intrinsic)
          {
            return fail(#line)
          }
          let below = m + 1
          if below < count - 1 && !items[below].chained && items[below].intrinsic > 0
            && items[below].resistance < fitting
          {
            return fail(#line)
          }
        }
      }
      // Views may give way (resisting at 50 or less) or hanging views grow (hugging
      // at 50 or less) to shorten the common distance; none can when a pair setting
      // it is stiff: its need cannot fall by any such move.
      var stiff = false
      if count == 2 {
        // Two views: the stack is the chain, the first view's length (or its last
        // baseline, when it hangs) + the pair's constant + the last view's length.
        // A view in it resisting at exactly 50 saves as much as it pays: the tie
        // goes to the shorter stack (its constraint ranks highest), so it gives all.
        for k in 0..<2 where gives(k) && (k == 1 || items[0].chained) { items[k].length = 0 }
        step = hangingNeed(0)
        stiff = true
      }
      for j in 0..<(count - 1) where !stiff && hangingNeed(j) >= step - tolerance {
        if gives(j + 1) { continue }
        if items[j].chained
          ? gives(j) : items[j].hugging <= fitting || items[j].length < items[j].intrinsic
        {
          continue
        }
        stiff = true
        break
      }
      if !stiff { return fail(#line) }
      available = (items[0].length + items[count - 1].length) / 2 + pairs * step
      // A stack that would need a negative length.
      guard available >= 0, available + margins >= 0 else { return fail(#line) }
      if takingBack {
        // The stiff pair keeps the common distance: each takes back, the most
        // resistant first (ties: the later view first), what the needs beside it
        // leave, with the views after it in that order at 0.
        ordered.removeAll(keepingCapacity: true)
        for k in 1..<(count - 1)
        where items[k].chained && items[k].intrinsic > 0 && items[k].resistance < fitting {
          ordered.append(OrderedEntry(value: items[k].resistance, position: k))
        }
        sortOrdered()
        for entry in ordered {
          let k = entry.position
          items[k].length = max(
            0,
            min(
              items[k].intrinsic, 2 * (step - hangingNeed(k - 1)), 2 * (step - hangingNeed(k))))
        }
      }
    }
    guard growFreeHangingViews(available: available) else { return fail(#line) }
    step = (available - (items[0].length + items[count - 1].length) / 2) / pairs
    var centre = start + items[0].length / 2
    for k in 0..<count {
      items[k].position = centre - items[k].length / 2
      centre += step
    }
    return pinned ?? snapped(available + margins)
  }

  /// Whether visible view `k` can still give way to the stack's wish to be short
  /// (@50): it has some length and resists at 50 or less.
  private func gives(_ k: Int) -> Bool {
    items[k].length > 0 && items[k].resistance <= Priority.fittingSizeLevel
  }

  /// Pinned, when the needs at the intrinsic lengths overflow the arrangement, and
  /// every view that could give way ranks above every centring equality: views in
  /// the chain (without a last baseline, or the last view) resisting compression,
  /// and hanging views hugging and resisting, above `150 - index` of pair 1. The
  /// chain then gives way as fill's does (the hanging views' lengths are not in
  /// it: the chain is `Σ chained lengths + Σ pair constants`), every gap is its
  /// need, and the equalities take what is left.
  /// - Returns: the stack's length, or nil (handed to the constraint solver).
  /// - Complexity: O(n log n) (the fill allocation).
  private mutating func solveHangingOverflow(start: Double, pinned: Double, margins: Double)
    -> Double?
  {
    let count = items.count
    // Every view that could give way ranks above every centring equality (those
    // of the pairs from index 100 on, at 50, too): once the chain has given way,
    // every gap is its need, and no equality has room to move.
    var highest = -Double.infinity
    if count > 2 { highest = Priority.equalCentering(after: items[1].index) }
    var fixed = 0.0
    for k in 0..<count {
      if k < count - 1 { fixed += items[k].spacingAfter }
      // A length that could trade with a centring equality.
      if items[k].intrinsic > 0 && items[k].resistance <= highest { return fail(#line) }
      if !items[k].chained && items[k].hugging <= highest { return fail(#line) }
    }
    guard allocateLengths(pinned: pinned, margins: margins, fixed: fixed) != nil else {
      return fail(#line)
    }
    var centre = start + items[0].length / 2
    for k in 0..<count {
      items[k].position = centre - items[k].length / 2
      if k < count - 1 { centre += hangingNeed(k) }
    }
    return pinned
  }

  /// Pinned, with centres that cannot all be evenly spaced, when no view's length
  /// trades with a centring equality.
  ///
  /// With every view at its intrinsic length (views without one at 0), the
  /// equalities are decided one pair at a time, pair 1 first (`150 - index` falls
  /// along the stack), with `C` the room between the end views' centres: pairs
  /// `0...j` share a common distance while `(j + 1) × max(need[0...j]) +
  /// Σ need[j+1...]` fits in `C`. At the first `j` where it does not (the broken
  /// pair), either pair `j`'s need is the widest (it takes its need, the earlier
  /// pairs share what the others leave) or it is not (the earlier pairs keep the
  /// widest need, pair `j` takes what is left); the later pairs take their needs.
  ///
  /// That holds when every view with a length resists compression above the
  /// broken pair's priority and every hanging view hugs above it: above that
  /// priority every constraint holds with the intrinsic lengths, so they stay;
  /// growing a view that does not hang only widens needs or narrows `C`, which
  /// never helps an equality. Views without an intrinsic length (never hanging)
  /// stay at 0 through the equalities, then grow in arrangement order into the
  /// slack of the pairs beside them (an end view would move `C`: it stays at 0).
  ///
  /// When every pair before arrangement index 100 holds, the pairs from there on
  /// tie at 50 (`max(150 - index, 50)`): with every view resisting above 50 (and
  /// hugging above 50 when it hangs) the views keep their lengths, and those
  /// pairs share what is left as plain equalCentering's do
  /// (``solveCenteringTiedTail(first:widest:centres:start:hanging:)``).
  /// - Returns: the stack's length, or nil (handed to the constraint solver).
  /// - Complexity: O(n).
  private mutating func solveHangingUneven(start: Double, available: Double, pinned: Double)
    -> Double?
  {
    let count = items.count
    guard count >= 3 else { return fail(#line) }
    let centres = available - (items[0].length + items[count - 1].length) / 2
    let tolerance = 1e-9 * max(1, abs(centres))
    var rest = 0.0
    for k in 1..<(count - 1) { rest += hangingNeed(k) }
    // Not every need fits: the trailing connection breaks.
    if hangingNeed(0) + rest > centres + tolerance { return fail(#line) }
    var widest = hangingNeed(0)
    var each = 0.0
    var broken = -1
    var brokenGap = 0.0
    for j in 1...(count - 2) {
      if items[j].index >= 100 {
        // Every pair before this one holds; the pairs from here on tie at 50
        // (``solveCenteringTiedTail``), which needs every view to keep its
        // length: resisting above 50, hugging above 50 when it hangs. Views
        // without an intrinsic length (never hanging) are at 0 until then.
        for k in 0..<count {
          if items[k].intrinsic > 0 && items[k].resistance <= Priority.fittingSizeLevel
            || k < count - 1 && !items[k].chained && items[k].hugging <= Priority.fittingSizeLevel
          {
            return fail(#line)
          }
        }
        guard
          solveCenteringTiedTail(
            first: j, widest: widest, centres: centres, start: start, hanging: true)
        else { return fail(#line) }
        // Then those in the middle grow, in arrangement order, into the slack of
        // the pairs beside them (an end view would move the centres: it stays at
        // 0), each keeping its centre.
        for k in 1..<(count - 1) where items[k].intrinsic.isNaN {
          let centre = items[k].position + items[k].length / 2
          let above = centre - (items[k - 1].position + items[k - 1].length / 2)
          let below = items[k + 1].position + items[k + 1].length / 2 - centre
          items[k].length = max(
            0, min(2 * (above - hangingNeed(k - 1)), 2 * (below - hangingNeed(k))))
          items[k].position = centre - items[k].length / 2
        }
        return pinned
      }
      let own = hangingNeed(j)
      rest -= own
      let candidate = max(widest, own)
      if Double(j + 1) * candidate + rest <= centres + tolerance {
        widest = candidate
        continue
      }
      broken = j
      if own > widest {
        each = (centres - rest - own) / Double(j)
        brokenGap = own
      } else {
        each = widest
        brokenGap = centres - rest - Double(j) * widest
      }
      break
    }
    // Every pair fitting means the centres were evenly spaced after all.
    guard broken > 0 else { return fail(#line) }
    let priority = Priority.equalCentering(after: items[broken].index)
    for k in 0..<count {
      // A length that trades with the broken pair's equality or a later one.
      if items[k].intrinsic > 0 && items[k].resistance <= priority { return fail(#line) }
      if k < count - 1 && !items[k].chained && items[k].hugging <= priority {
        return fail(#line)
      }
    }
    // Views without an intrinsic length in the middle take the slack beside them.
    for k in 1..<(count - 1) where items[k].intrinsic.isNaN {
      let above = k - 1 < broken ? each : (k - 1 == broken ? brokenGap : hangingNeed(k - 1))
      let below = k < broken ? each : (k == broken ? brokenGap : hangingNeed(k))
      items[k].length = max(
        0, min(2 * (above - hangingNeed(k - 1)), 2 * (below - hangingNeed(k))))
    }
    var centre = start + items[0].length / 2
    for k in 0..<count {
      items[k].position = centre - items[k].length / 2
      if k < count - 1 {
        centre += k < broken ? each : (k == broken ? brokenGap : hangingNeed(k))
      }
    }
    return pinned
  }

  /// The least distance between the centres of visible views `k` and `k + 1`, once
  /// ``solveBaselineRelativeCentering(_:pinned:margins:start:)`` has put each
  /// pair's constant in `spacingAfter` and marked hanging views as not chained.
  func hangingNeed(_ k: Int) -> Double {
    let upper = items[k].chained ? items[k].length / 2 : -items[k].length / 2
    return upper + items[k + 1].length / 2 + items[k].spacingAfter
  }

  /// Views without an intrinsic length grow in arrangement order, each as far as
  /// the centres evenly spaced over `available` allow with the views after it at
  /// their current lengths. A middle view is bounded by the pairs beside it (it
  /// never hangs); an end view also moves the common distance: `1 / (2(n - 1))` less
  /// per unit of its length.
  /// - Returns: false when a view could grow without bound.
  private mutating func growFreeHangingViews(available: Double) -> Bool {
    let count = items.count
    let pairs = Double(count - 1)
    for j in 0..<count where items[j].intrinsic.isNaN {
      let step = (available - (items[0].length + items[count - 1].length) / 2) / pairs
      var bound = Double.infinity
      if j > 0 && j < count - 1 {
        bound = min(2 * (step - hangingNeed(j - 1)), 2 * (step - hangingNeed(j)))
      } else {
        // need[pair] rises by a half per unit (the free view never hangs), the
        // common distance falls by 1 / (2(n - 1)): the sum is n / (2(n - 1)).
        let pair = j == 0 ? 0 : count - 2
        bound = (step - hangingNeed(pair)) / (Double(count) / (2 * pairs))
        for k in 0..<(count - 1) where k != pair {
          bound = min(bound, 2 * pairs * (step - hangingNeed(k)))
        }
      }
      guard bound.isFinite else { return false }
      items[j].length = max(0, bound)
    }
    return true
  }
}
