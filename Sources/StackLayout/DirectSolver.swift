/// Which solver lays out a UIKit stack.
public enum UIKitSolverKind: String, CaseIterable, Hashable, Sendable {
  /// The direct solver: an algorithm per distribution and alignment that gives the
  /// constraint solver's frames in O(n log n) time (O(n) for the common cases).
  /// It hands the rare configurations it does not cover (see
  /// ``DirectSolverWorkspace``) to the constraint solver.
  case direct
  /// The reference: UIKit's constraints solved as a lexicographic linear program
  /// (a dense simplex). Exact, and slow beyond a few dozen views.
  case constraintSolver
}

/// Reusable storage for the direct solver: solves a ``StackView`` into frames
/// without allocating once its buffers have grown to the stack's size.
///
/// ```
/// var workspace = DirectSolverWorkspace(capacity: 3)
/// workspace.solve(stack)
/// let frames = workspace.frames  // one per arranged view
/// ```
///
/// The direct solver reproduces the constraint solver's lexicographic decisions
/// (priorities from the highest down, ties to the lowest index, free room to the
/// first view without an intrinsic length) with a greedy allocation along the axis
/// and a per-view placement across it. A few configurations are handed to the
/// constraint solver instead, and ``usedConstraintSolver`` tells when that happened:
/// pinned fillEqually whose required hugging and compression resistance contradict
/// each other; baseline-relative arrangement with fillProportionally when no length
/// is given and the proportions must give way while a view hanging the next from
/// its last baseline has a share (or the canvas could be negative beside such a
/// view), with equalSpacing when a view with a last baseline would trade its length
/// with the gaps (too little room, or a priority at or below the stack's wish to be
/// short), or with equalCentering when a view hangs the next from its last baseline
/// and lengths would trade with the gaps or the centring equalities (no length
/// given: views giving way or growing at 50 or less beside every widest need;
/// pinned: views resisting, or hanging views hugging, at or below a centring
/// priority that decides, when the needs overflow or the centres cannot be evenly
/// spaced); fillProportionally with no
/// size given where only one view has an intrinsic length but spacings contradict
/// its proportion, a proportion trades with views' own constraints of its priority,
/// or a view's own constraint above the last proportion cannot hold; equalCentering
/// with no size given where two neighbours resist compression at exactly 50, or
/// pinned with centres that cannot be evenly spaced where a centring equality
/// shares its priority with more than one view, or views resisting at one priority
/// beside a decided gap would need the common gap widened; and baseline alignment
/// across a horizontal stack whose views overflow a pinned height where the
/// required tier's sum leaves the height of the shared line open. Large stacks
/// add three: equalCentering's priorities `max(150 - index, 50)` tie at 50 from
/// index 100 on, so with no size given two neighbouring views resisting at
/// exactly 50 beside those pairs, and pinned, centres that cannot be evenly spaced where the
/// decisions reach index 100 (or views resisting below 150 or without an
/// intrinsic length, beside pairs past index 99); fillProportionally's
/// `max(999 - index, 751)` tie at 751 from index 248 on, so with no size given
/// and proportions that cannot all hold, a tied view's own constraint at 751 or
/// more, or the first tied view falling to 0. BENCHMARKS.md counts how often each
/// happens in random scenes, at up to 8 views and at 1,000 and 10,000.
public struct DirectSolverWorkspace {
  /// The frame of every arranged view after ``solve(_:)``, in arrangement order.
  public private(set) var frames: [Rect] = []
  /// The stack's size after ``solve(_:)``.
  public private(set) var size = Size(width: 0, height: 0)
  /// Whether the last ``solve(_:)`` handed the stack to the constraint solver.
  public private(set) var usedConstraintSolver = false
  /// Where the spanning guide lies across the axis (start, length) when it does not
  /// cover just the arrangement area: when views that do not fit a pinned cross
  /// length break a canvas connection. Nil otherwise.
  var overfullGuide: (start: Double, length: Double)?

  /// Per visible view, in arrangement order: its inputs on the axis being solved
  /// and its solution there.
  ///
  /// 56 bytes: the index is stored in 32 bits, which keeps the buffers of a
  /// 10,000-view solve smaller than the caches it would otherwise spill out of.
  struct Item {
    var intrinsic: Double
    var hugging: Double
    var resistance: Double
    var spacingAfter: Double
    var length: Double
    var position: Double
    // After the doubles, so that the two pack into one 8-byte word.
    private var storedIndex: Int32
    var chained: Bool

    init(
      index: Int, intrinsic: Double, hugging: Double, resistance: Double, spacingAfter: Double,
      length: Double, position: Double, chained: Bool
    ) {
      storedIndex = Int32(index)
      self.intrinsic = intrinsic
      self.hugging = hugging
      self.resistance = resistance
      self.spacingAfter = spacingAfter
      self.length = length
      self.position = position
      self.chained = chained
    }

    /// The view's index among the stack's arranged subviews.
    var index: Int {
      get { Int(storedIndex) }
      set { storedIndex = Int32(newValue) }
    }

    static let empty = Item(
      index: 0, intrinsic: 0, hugging: 0, resistance: 0, spacingAfter: 0, length: 0, position: 0,
      chained: true)
  }
  var items: [Item] = []
  /// The visible views' inputs across the axis, until ``solveCross`` swaps them in.
  var crossItems: [Item] = []
  /// One participant of an allocation: its value, how far it may move up or down,
  /// and the cost order of each move.
  struct Participant {
    var value: Double
    var upCapacity: Double
    var upKey: ConstraintKey
    var downCapacity: Double
    var downKey: ConstraintKey

    /// A participant that cannot move.
    static let fixed = Participant(
      value: 0, upCapacity: 0, upKey: .zero, downCapacity: 0, downKey: .zero)
  }
  var parts: [Participant] = []
  var heap: [HeapEntry] = []
  /// The participants ranked below or above every view, during ``allocate``.
  var specials: [Int] = []
  var isHorizontal = true
  // One-variable problems.
  var terms: [LineTerm] = []
  var points: [(Double, Double)] = []
  /// Sort keys for the equalCentering and fillProportionally extensions.
  var ordered: [OrderedEntry] = []
  /// The buffers of ``allocateProportions``.
  var proportionBuffers = ProportionBuffers()
  struct ProportionBuffers {
    var segments: [Segment] = []
    var heads: [Int] = []
    var values: [Double] = []
    var kinks: [(Double, Double, Double)] = []
    var heap: [Int] = []
  }

  /// Creates a workspace with room for `capacity` arranged views.
  public init(capacity: Int = 16) {
    reserve(capacity)
  }

  private mutating func reserve(_ count: Int) {
    items.reserveCapacity(count)
    crossItems.reserveCapacity(count)
    frames.reserveCapacity(count)
    parts.reserveCapacity(count + 3)
    heap.reserveCapacity(count + 3)
    specials.reserveCapacity(8)
    terms.reserveCapacity(2 * count + 4)
    points.reserveCapacity(2 * count + 4)
    ordered.reserveCapacity(3 * count)
  }

  /// Lays `stack` out into ``frames`` and ``size``.
  ///
  /// - Complexity: O(n) for fill with room to spare, fillProportionally,
  ///   equalSpacing and equalCentering with their usual priorities; O(n log n) when
  ///   several views must give way one after another, or for one-length problems
  ///   (fillEqually, alignment fill with no size given).
  public mutating func solve(_ stack: StackView) {
    if solveDirectly(stack) {
      usedConstraintSolver = false
      return
    }
    let layout = stack.layout(using: .constraintSolver)
    frames.removeAll(keepingCapacity: true)
    for view in layout.views { frames.append(view.frame) }
    size = layout.size
    usedConstraintSolver = true
  }

  /// Lays `stack` out like ``solve(_:)``, but never hands it to the constraint
  /// solver: returns false (``frames`` and ``size`` then mean nothing) when the
  /// configuration is one the direct solver leaves to it. For benchmarks that
  /// must not run the dense simplex on a large stack.
  /// - Complexity: as ``solve(_:)`` when it returns true.
  public mutating func solveWithoutHandover(_ stack: StackView) -> Bool {
    let solved = solveDirectly(stack)
    usedConstraintSolver = false
    return solved
  }

  /// Where the last solve handed the stack over, as `file:line`; empty when it
  /// did not (for benchmarks and tests).
  public var handoverSite: String { fallbackSite }

  /// Solves directly; false when the configuration is one the direct solver leaves
  /// to the constraint solver.
  mutating func solveDirectly(_ stack: StackView) -> Bool {
    let count = stack.arrangedSubviews.count
    fallbackLine = 0
    overfullGuide = nil
    if items.capacity < count { reserve(count) }
    if frames.count != count {
      frames.removeAll(keepingCapacity: true)
      for _ in 0..<count { frames.append(Rect(x: 0, y: 0, width: 0, height: 0)) }
    }
    let axis = stack.axis
    isHorizontal = axis == .horizontal
    let alongSize: Double
    let crossSize: Double
    if let solved = solveAlong(stack) { alongSize = solved } else { return false }
    if let solved = solveCross(stack) { crossSize = solved } else { return false }
    size =
      axis == .horizontal
      ? Size(width: alongSize, height: crossSize) : Size(width: crossSize, height: alongSize)
    return true
  }

  /// Sets view `index`'s position and length across the stack's axis.
  @inline(__always)
  private mutating func setCross(_ index: Int, _ position: Double, _ length: Double) {
    frames[index].setSpan(position, length, along: isHorizontal ? .vertical : .horizontal)
  }

  // MARK: - Along the axis

  /// Fills the per-visible-view inputs for `dimension`.
  private mutating func gather(_ stack: StackView) {
    let total = stack.arrangedSubviews.count
    if items.count < total {
      items.append(contentsOf: repeatElement(Item.empty, count: total - items.count))
    } else if items.count > total {
      items.removeLast(items.count - total)
    }
    if crossItems.count < total {
      crossItems.append(contentsOf: repeatElement(Item.empty, count: total - crossItems.count))
    } else if crossItems.count > total {
      crossItems.removeLast(crossItems.count - total)
    }
    let spacing = stack.spacing
    let along = stack.axis
    let across = along.cross
    var visibleCount = 0
    items.withUnsafeMutableBufferPointer { out in
      crossItems.withUnsafeMutableBufferPointer { crossOut in
        stack.arrangedSubviews.withUnsafeBufferPointer { views in
          for index in 0..<views.count where !views[index].isHidden {
            // Field by field through the pointer: no copy of the view (and its names).
            let view = views.baseAddress! + index
            let size = view.pointee.intrinsicSize
            let hugging = view.pointee.hugging
            let resistance = view.pointee.compressionResistance
            out[visibleCount] = Item(
              index: index, intrinsic: size.length(along: along) ?? .nan,
              hugging: hugging[along], resistance: resistance[along],
              spacingAfter: view.pointee.customSpacingAfter ?? spacing, length: 0, position: 0,
              chained: true)
            crossOut[visibleCount] = Item(
              index: index, intrinsic: size.length(along: across) ?? .nan,
              hugging: hugging[across], resistance: resistance[across],
              spacingAfter: 0, length: 0, position: 0, chained: true)
            visibleCount += 1
          }
        }
      }
    }
    if visibleCount < total {
      items.removeLast(total - visibleCount)
      crossItems.removeLast(total - visibleCount)
    }
  }

  /// Solves along the axis into `alongPosition` and `alongLength`; returns the
  /// stack's length, or nil to hand the stack to the constraint solver.
  private mutating func solveAlong(_ stack: StackView) -> Double? {
    let axis = stack.axis
    gather(stack)
    let count = items.count
    let insets =
      stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins.insets(along: axis) : (0, 0)
    let start = insets.0
    let margins = insets.0 + insets.1
    let pinned = stack.size.length(along: axis)
    guard count > 0 else {
      placeAlong(stack, start: start)
      return pinned ?? 0
    }

    // fillProportionally falls back to fillEqually with (almost) no lengths to share.
    var distribution = stack.distribution
    var proportionalTotal = 0.0
    if distribution == .fillProportionally {
      for k in 0..<count where items[k].intrinsic > 0 { proportionalTotal += items[k].intrinsic }
      proportionalTotal += Double(count - 1) * stack.spacing
      if proportionalTotal <= max(stack.spacing * Double(count - 1), 1) {
        distribution = .fillEqually
      }
    }
    let baselineRelative = stack.isBaselineRelativeArrangement && axis == .vertical && count > 1
    // Baseline-relative equalCentering where no view hangs the next from a last
    // baseline is plain equalCentering with the first baselines off the spacings.
    let folded =
      baselineRelative && distribution == .equalCentering && foldFirstBaselinesIntoSpacings(stack)
    if baselineRelative && !folded && distribution != .fill && distribution != .fillEqually {
      guard
        let solved = solveBaselineRelative(
          stack, distribution: distribution, pinned: pinned, margins: margins, start: start,
          proportionalTotal: proportionalTotal)
      else { return fail(#line) }
      placeAlong(stack, start: start)
      return snapped(solved)
    }

    // The chain from the first leading edge to the last trailing edge:
    // Σ (chained lengths) + fixed == available.
    var fixed = 0.0
    var spacingTotal = 0.0
    var widestSpacing = -Double.infinity
    var narrowestSpacing = Double.infinity
    for k in 0..<(count - 1) {
      let spacing = items[k].spacingAfter
      spacingTotal += spacing
      widestSpacing = max(widestSpacing, spacing)
      narrowestSpacing = min(narrowestSpacing, spacing)
    }
    fixed = spacingTotal
    if baselineRelative {
      let views = stack.arrangedSubviews
      for k in 0..<(count - 1) {
        if let last = views[items[k].index].lastBaseline {
          fixed += last
          items[k].chained = false
        }
        fixed -= views[items[k + 1].index].firstBaseline ?? 0
      }
    }

    var stackLength: Double
    switch distribution {
    case .fill:
      guard let solved = allocateLengths(pinned: pinned, margins: margins, fixed: fixed) else {
        return fail(#line)
      }
      stackLength = solved
    case .fillEqually:
      guard let solved = solveEqualLengths(pinned: pinned, margins: margins, fixed: fixed) else {
        return fail(#line)
      }
      stackLength = solved
    case .fillProportionally:
      guard
        let solved = solveProportional(
          stack, pinned: pinned, margins: margins, spacingTotal: spacingTotal,
          total: proportionalTotal)
      else { return fail(#line) }
      stackLength = solved
    case .equalSpacing:
      guard
        let solved = allocateLengths(
          pinned: pinned, margins: margins, fixed: 0,
          gap: count > 1 ? Double(count - 1) * widestSpacing : nil,
          gapGive: count > 1 ? Double(count - 1) * (widestSpacing - narrowestSpacing) : 0)
      else { return fail(#line) }
      stackLength = solved
    case .equalCentering:
      guard
        let solved = solveEqualCentering(
          stack, pinned: pinned, margins: margins, spacingTotal: spacingTotal)
      else { return fail(#line) }
      stackLength = solved
      placeAlong(stack, start: start)
      return stackLength
    }

    // Positions follow the chain from the leading edge.
    var edge = start
    let gap = distribution == .equalSpacing && count > 1 ? equalGap : 0
    if baselineRelative {
      let views = stack.arrangedSubviews
      for k in 0..<count {
        items[k].position = edge
        if k < count - 1 {
          edge +=
            (views[items[k].index].lastBaseline ?? items[k].length) + items[k].spacingAfter
            - (views[items[k + 1].index].firstBaseline ?? 0)
        }
      }
    } else {
      let equalSpacing = distribution == .equalSpacing
      items.withUnsafeMutableBufferPointer { items in
        for k in 0..<count {
          items[k].position = edge
          edge += items[k].length + (equalSpacing ? gap : items[k].spacingAfter)
        }
      }
    }
    stackLength = snapped(stackLength)
    placeAlong(stack, start: start)
    return stackLength
  }

  /// The source line that last handed a stack to the constraint solver (for tests).
  var fallbackLine = 0

  /// The file of ``fallbackLine`` (for tests).
  var fallbackFile: StaticString = ""

  mutating func fail(_ line: Int, file: StaticString = #fileID) -> Double? {
    if fallbackLine == 0 {
      fallbackLine = line
      fallbackFile = file
    }
    return nil
  }

  /// Where the last solve handed the stack to the constraint solver, as
  /// `file:line` (for tests); empty when it did not.
  var fallbackSite: String {
    fallbackLine == 0 ? "" : "\(fallbackFile):\(fallbackLine)"
  }

  /// The gap of equalSpacing, set by ``allocateLengths``.
  var equalGap = 0.0

  /// Copies the visible views' solution into the frames, snapped as the constraint
  /// solver snaps its values, then collapses the hidden views: each at the
  /// trailing edge of the previous visible view, or at the leading edge of the
  /// arrangement.
  private mutating func placeAlong(_ stack: StackView, start: Double) {
    let along: Axis = isHorizontal ? .horizontal : .vertical
    items.withUnsafeBufferPointer { items in
      frames.withUnsafeMutableBufferPointer { frames in
        for item in items {
          let position = snapped(item.position)
          let length = snapped(item.length)
          frames[item.index].setSpan(position, length, along: along)
        }
        guard items.count < frames.count else { return }
        var edge = start
        stack.arrangedSubviews.withUnsafeBufferPointer { views in
          for index in views.indices {
            if views[index].isHidden {
              frames[index].setSpan(edge, 0, along: along)
            } else {
              edge = frames[index].origin(along: along) + frames[index].length(along: along)
            }
          }
        }
      }
    }
  }

  // MARK: Allocation

  /// Shares out the room along the axis among the chained views: fill, and the
  /// lengths of equalSpacing (with `gap` the least total of its gaps) and
  /// equalCentering.
  ///
  /// Each participant (a view, the trailing connection's error, the stack's
  /// length when unpinned, the gaps) starts where its own constraints are happiest;
  /// the difference to the required total is then taken from, or given to, the
  /// cheapest participant first, cheapest meaning the least important constraint
  /// it breaks (``ConstraintKey``). That is the order the constraint solver's
  /// lexicographic tiers settle it in.
  ///
  /// Returns the stack's length.
  mutating func allocateLengths(
    pinned: Double?, margins: Double, fixed: Double, gap: Double? = nil, gapGive: Double = 0,
    freeViewsGrow: Bool = true
  ) -> Double? {
    if let length = allocateToOne(
      pinned: pinned, margins: margins, fixed: fixed, gap: gap, gapGive: gapGive,
      freeViewsGrow: freeViewsGrow)
    {
      return length
    }
    let count = items.count
    // Exactly `count` participants for the views (kept from the last solve when it
    // had as many or more), every one written below.
    if parts.count < count {
      parts.append(contentsOf: repeatElement(Participant.fixed, count: count - parts.count))
    } else if parts.count > count {
      parts.removeLast(parts.count - count)
    }
    var freeWithoutLength = false
    items.withUnsafeMutableBufferPointer { items in
      parts.withUnsafeMutableBufferPointer { parts in
        for k in 0..<count {
          let intrinsicLength = items[k].intrinsic
          if !items[k].chained {
            // A view whose last baseline carries the chain: only its own constraints.
            if intrinsicLength.isNaN { freeWithoutLength = true }
            items[k].length = max(intrinsicLength, 0)
            parts[k] = .fixed
          } else if intrinsicLength.isNaN {
            parts[k] = Participant(
              value: 0, upCapacity: freeViewsGrow ? .infinity : 0, upKey: .free(k),
              downCapacity: 0, downKey: .zero)
          } else {
            let start = max(intrinsicLength, 0)
            parts[k] = Participant(
              value: start, upCapacity: .infinity,
              upKey: ConstraintKey(
                priority: items[k].hugging, rank: items[k].index, kind: ConstraintKey.Along.hugging),
              downCapacity: start,
              downKey: ConstraintKey(
                priority: items[k].resistance, rank: items[k].index,
                kind: ConstraintKey.Along.compression))
          }
        }
      }
    }
    if freeWithoutLength { return fail(#line) }
    // The trailing connection's error.
    parts.append(
      Participant(
        value: 0, upCapacity: .infinity, upKey: .trailingConnection,
        downCapacity: .infinity, downKey: .trailingConnection))
    // The stack's length, negated, when the axis is not pinned.
    var negatedLength = -1
    if pinned == nil {
      negatedLength = parts.count
      parts.append(
        Participant(
          value: 0, upCapacity: 0, upKey: .zero,
          downCapacity: .infinity, downKey: .alongFitting))
    }
    // All the gaps together, which may grow for free. equalSpacing's equal gaps may
    // also shrink below the widest spacing, down to the narrowest: that breaks only
    // the spacings of some pairs while it shortens every gap, so it costs less of
    // the required tier than the trailing connection, which gives way after it.
    var gapIndex = -1
    if let gap {
      gapIndex = parts.count
      parts.append(
        Participant(
          value: gap, upCapacity: .infinity, upKey: .zero,
          downCapacity: gapGive, downKey: .equalGapsGive))
    }
    let target = pinned.map { $0 - margins - fixed } ?? -(fixed + margins)
    allocate(target: target)
    items.withUnsafeMutableBufferPointer { items in
      parts.withUnsafeBufferPointer { parts in
        for k in 0..<count where items[k].chained { items[k].length = parts[k].value }
      }
    }
    if gapIndex >= 0 { equalGap = parts[gapIndex].value / Double(count - 1) }
    if let pinned { return pinned }
    return -parts[negatedLength].value
  }

  /// ``allocateLengths`` in the usual case, where one participant takes the whole
  /// difference: the same result from one pass over the views, without writing
  /// their participants. Nil when the cheapest participant cannot take it all, or
  /// when a view's last baseline carries the chain; ``allocateLengths`` then does
  /// the general allocation.
  ///
  /// The participants are those of ``allocateLengths``, in the same order (the
  /// views, the trailing connection, the negated stack length when unpinned, the
  /// gaps), and the cheapest is chosen as ``allocate`` chooses it: the smallest key
  /// among those that can move, the first of equal keys.
  private mutating func allocateToOne(
    pinned: Double?, margins: Double, fixed: Double, gap: Double?, gapGive: Double,
    freeViewsGrow: Bool
  ) -> Double? {
    let count = items.count
    let target = pinned.map { $0 - margins - fixed } ?? -(fixed + margins)
    var sum = 0.0
    var scale = abs(target)
    var growBest = -1
    var growKey = ConstraintKey.zero
    var shrinkBest = -1
    var shrinkKey = ConstraintKey.zero
    var shrinkCapacity = 0.0
    let allChained = items.withUnsafeMutableBufferPointer { items in
      for k in 0..<count {
        guard items[k].chained else { return false }
        let intrinsicLength = items[k].intrinsic
        if intrinsicLength.isNaN {
          items[k].length = 0
          let key = ConstraintKey.free(k)
          if freeViewsGrow && (growBest < 0 || key < growKey) {
            growBest = k
            growKey = key
          }
          continue
        }
        let start = max(intrinsicLength, 0)
        items[k].length = start
        sum += start
        scale = max(scale, start)
        let up = ConstraintKey(
          priority: items[k].hugging, rank: items[k].index, kind: ConstraintKey.Along.hugging)
        if growBest < 0 || up < growKey {
          growBest = k
          growKey = up
        }
        if start > 0 {
          let down = ConstraintKey(
            priority: items[k].resistance, rank: items[k].index,
            kind: ConstraintKey.Along.compression)
          if shrinkBest < 0 || down < shrinkKey {
            shrinkBest = k
            shrinkKey = down
            shrinkCapacity = start
          }
        }
      }
      return true
    }
    guard allChained else { return nil }
    var gapValue = gap ?? 0
    sum += gapValue
    scale = max(scale, abs(gapValue))
    var negatedLength = 0.0
    var remaining = target - sum
    if abs(remaining) > 1e-12 * max(1, scale) {
      let growing = remaining > 0
      remaining = abs(remaining)
      // The cheapest: a view (-1 for none), the trailing connection (-2), the
      // stack's length (-3), or the gaps (-4).
      var best = growing ? growBest : shrinkBest
      var bestKey = growing ? growKey : shrinkKey
      var capacity = growing ? Double.infinity : shrinkCapacity
      func consider(_ candidate: Int, _ key: ConstraintKey, _ candidateCapacity: Double) {
        guard candidateCapacity > 0, best == -1 || key < bestKey else { return }
        best = candidate
        bestKey = key
        capacity = candidateCapacity
      }
      consider(-2, .trailingConnection, .infinity)
      if pinned == nil && !growing { consider(-3, .alongFitting, .infinity) }
      if gap != nil {
        if growing { consider(-4, .zero, .infinity) } else { consider(-4, .equalGapsGive, gapGive) }
      }
      if capacity >= remaining {
        let move = growing ? remaining : -remaining
        switch best {
        case -2: break  // the trailing connection's error: no length to set
        case -3: negatedLength += move
        case -4: gapValue += move
        default: items[best].length += move
        }
      } else {
        guard
          allocateByLevels(
            from: bestKey.priority, growing: growing, remaining: remaining,
            unpinned: pinned == nil, gapGive: gap == nil ? nil : gapGive,
            freeViewsGrow: freeViewsGrow, negatedLength: &negatedLength, gapValue: &gapValue)
        else { return nil }
      }
    }
    if gap != nil { equalGap = gapValue / Double(count - 1) }
    return pinned ?? -negatedLength
  }

  /// The pinned fillProportionally allocation of ``solveProportional`` in the usual
  /// case, where one proportion (or the trailing connection) takes the whole
  /// difference: one pass over the views, without writing their participants.
  /// False, with nothing decided, when a view's own constraints outrank its
  /// proportion or the cheapest cannot take it all.
  private mutating func allocateProportionsToOne(
    available: Double, total: Double, spacingTotal: Double
  ) -> Bool {
    let count = items.count
    let target = available - spacingTotal
    var sum = 0.0
    var scale = abs(target)
    // The cheapest proportion to grow (any) and to shrink (one with a share).
    var growBest = -1
    var shrinkBest = -1
    var growKey = ConstraintKey.zero
    var shrinkKey = ConstraintKey.zero
    let simple = items.withUnsafeMutableBufferPointer { items in
      for k in 0..<count {
        let intrinsicLength = items[k].intrinsic
        guard intrinsicLength > 0 else {
          // No share: required to be 0.
          items[k].length = 0
          continue
        }
        let multiplier = intrinsicLength / total
        let key = ConstraintKey.proportion(multiplier: multiplier, index: items[k].index)
        if items[k].hugging >= key.priority || items[k].resistance >= key.priority { return false }
        let start = max(multiplier * available, 0)
        items[k].length = start
        sum += start
        scale = max(scale, start)
        if growBest < 0 || key < growKey {
          growBest = k
          growKey = key
        }
        if start > 0 && (shrinkBest < 0 || key < shrinkKey) {
          shrinkBest = k
          shrinkKey = key
        }
      }
      return true
    }
    guard simple else { return false }
    let difference = target - sum
    if abs(difference) <= 1e-12 * max(1, scale) { return true }
    let growing = difference > 0
    let best = growing ? growBest : shrinkBest
    let key = growing ? growKey : shrinkKey
    // The trailing connection (-1 here) when no proportion is cheaper.
    if best < 0 || !(key < .trailingConnection) { return true }
    if growing {
      items[best].length += difference
      return true
    }
    guard items[best].length >= -difference else { return false }
    items[best].length += difference
    return true
  }

  /// The rest of ``allocateToOne`` when several participants must move: priority
  /// level by priority level from `level`, each level in the order of its keys
  /// (the equal gaps giving, the trailing connection, the views in arrangement
  /// order, the gaps growing, the stack's length), one pass over the views per
  /// level, which also finds the next level. The views' lengths are their values:
  /// a view can grow without bound and shrink down to 0.
  ///
  /// `gapGive` is nil without equal gaps. False after eight levels with something
  /// left to move; ``allocateLengths`` then starts again with its heap.
  private mutating func allocateByLevels(
    from level: Double, growing: Bool, remaining: Double, unpinned: Bool, gapGive: Double?,
    freeViewsGrow: Bool, negatedLength: inout Double, gapValue: inout Double
  ) -> Bool {
    var level = level
    var remaining = remaining
    let hasGap = gapGive != nil
    var gapCapacity = growing ? Double.infinity : gapGive ?? 0
    let required = ConstraintKey.trailingConnection.priority
    let freePriority = ConstraintKey.free(0).priority
    var rounds = 0
    while remaining > 0 {
      guard rounds < 8, level < .infinity else { return false }
      rounds += 1
      // Ranked below every view: the equal gaps giving (-2), then the trailing
      // connection (-1), which takes everything.
      if hasGap && !growing && level == ConstraintKey.equalGapsGive.priority && gapCapacity > 0 {
        let taken = min(gapCapacity, remaining)
        gapValue -= taken
        gapCapacity -= taken
        remaining -= taken
      }
      if remaining > 0 && level == required { remaining = 0 }
      var nextLevel = Double.infinity
      items.withUnsafeMutableBufferPointer { items in
        for k in items.indices {
          if remaining <= 0 { break }
          let intrinsicLength = items[k].intrinsic
          if growing {
            let priority: Double
            if intrinsicLength.isNaN {
              guard freeViewsGrow else { continue }
              priority = freePriority
            } else {
              priority = items[k].hugging
            }
            if priority == level {
              items[k].length += remaining
              remaining = 0
            } else if priority < nextLevel {
              nextLevel = priority
            }
          } else {
            guard !intrinsicLength.isNaN, items[k].length > 0 else { continue }
            let priority = items[k].resistance
            if priority == level {
              let taken = min(items[k].length, remaining)
              items[k].length = taken == items[k].length ? 0 : items[k].length - taken
              remaining -= taken
            } else if priority < nextLevel {
              nextLevel = priority
            }
          }
        }
      }
      // Ranked after the views: the gaps growing, then the stack's length.
      if remaining > 0 && hasGap && growing && level == ConstraintKey.zero.priority {
        gapValue += remaining
        remaining = 0
      }
      if remaining > 0 && unpinned && !growing && level == ConstraintKey.alongFitting.priority {
        negatedLength -= remaining
        remaining = 0
      }
      // The next level among the participants that are not views.
      func next(_ priority: Double) {
        if priority > level && priority < nextLevel { nextLevel = priority }
      }
      next(required)
      if hasGap && growing { next(ConstraintKey.zero.priority) }
      if hasGap && !growing && gapCapacity > 0 { next(ConstraintKey.equalGapsGive.priority) }
      if unpinned && !growing { next(ConstraintKey.alongFitting.priority) }
      level = nextLevel
    }
    return true
  }

  /// Moves the participants' values until they add up to `target`, cheapest first.
  mutating func allocate(target: Double) {
    var sum = 0.0
    var scale = abs(target)
    parts.withUnsafeBufferPointer { parts in
      for part in parts {
        sum += part.value
        scale = max(scale, abs(part.value))
      }
    }
    var remaining = target - sum
    if abs(remaining) <= 1e-12 * max(1, scale) { return }
    let growing = remaining > 0
    remaining = abs(remaining)

    // Usually one participant takes everything: find the cheapest in one pass.
    var best = -1
    var bestKey = ConstraintKey.zero
    parts.withUnsafeBufferPointer { parts in
      for j in parts.indices {
        let capacity = growing ? parts[j].upCapacity : parts[j].downCapacity
        guard capacity > 0 else { continue }
        let key = growing ? parts[j].upKey : parts[j].downKey
        if best < 0 || key < bestKey {
          best = j
          bestKey = key
        }
      }
    }
    guard best >= 0 else { return }
    remaining = take(best, remaining, growing: growing)
    guard remaining > 0 else { return }

    // Several give way in turn, priority level by priority level: within a level,
    // special participants ranked below every view first, then the views in
    // arrangement order (their rank), then those ranked above every view. One
    // pass over the participants per level: the pass that takes from a level also
    // finds the next one. The special participants (ranked below or above every
    // view) are few; their indices are kept aside.
    var level = Double.infinity
    specials.removeAll(keepingCapacity: true)
    parts.withUnsafeBufferPointer { parts in
      for j in parts.indices {
        let key = growing ? parts[j].upKey : parts[j].downKey
        let capacity = growing ? parts[j].upCapacity : parts[j].downCapacity
        if capacity > 0 && key.priority < level { level = key.priority }
        if key.rank < 0 || key.rank == Int.max { specials.append(j) }
      }
    }
    var rounds = 0
    while remaining > 0 && rounds < 8 && level < .infinity {
      rounds += 1
      // Ranks below 0 first, lowest first (the first of equal ranks).
      while remaining > 0 {
        var next = -1
        var nextRank = 0
        for j in specials {
          let key = growing ? parts[j].upKey : parts[j].downKey
          let capacity = growing ? parts[j].upCapacity : parts[j].downCapacity
          if capacity > 0 && key.priority == level && key.rank < 0
            && (next < 0 || key.rank < nextRank || (key.rank == nextRank && j < next))
          {
            next = j
            nextRank = key.rank
          }
        }
        guard next >= 0 else { break }
        remaining = take(next, remaining, growing: growing)
      }
      var nextLevel = Double.infinity
      parts.withUnsafeMutableBufferPointer { parts in
        for j in parts.indices {
          // Once all is taken the next level does not matter.
          if remaining <= 0 { break }
          let key = growing ? parts[j].upKey : parts[j].downKey
          let capacity = growing ? parts[j].upCapacity : parts[j].downCapacity
          guard capacity > 0 else { continue }
          if key.priority != level {
            if key.priority < nextLevel { nextLevel = key.priority }
          } else if key.rank >= 0 && key.rank != Int.max {
            remaining = Self.take(&parts[j], remaining, growing: growing)
          }
        }
      }
      for j in specials where remaining > 0 {
        let key = growing ? parts[j].upKey : parts[j].downKey
        let capacity = growing ? parts[j].upCapacity : parts[j].downCapacity
        if capacity > 0 && key.priority == level && key.rank == Int.max {
          remaining = take(j, remaining, growing: growing)
        }
      }
      level = nextLevel
    }
    guard remaining > 0 else { return }

    // Many levels: a heap of the rest, cheapest on top.
    heap.removeAll(keepingCapacity: true)
    parts.withUnsafeBufferPointer { parts in
      for j in parts.indices {
        if growing {
          if parts[j].upCapacity > 0 { heap.append(HeapEntry(key: parts[j].upKey, participant: j)) }
        } else if parts[j].downCapacity > 0 {
          heap.append(HeapEntry(key: parts[j].downKey, participant: j))
        }
      }
    }
    heap.withUnsafeMutableBufferPointer { heap in
      var index = heap.count / 2
      while index > 0 {
        index -= 1
        Self.siftDown(heap, from: index, count: heap.count)
      }
    }
    var count = heap.count
    while remaining > 0 && count > 0 {
      let next = heap[0].participant
      remaining = take(next, remaining, growing: growing)
      count -= 1
      heap.withUnsafeMutableBufferPointer { heap in
        heap[0] = heap[count]
        Self.siftDown(heap, from: 0, count: count)
      }
    }
  }

  /// Takes up to `remaining` from participant `j`; returns what is left.
  private mutating func take(_ j: Int, _ remaining: Double, growing: Bool) -> Double {
    Self.take(&parts[j], remaining, growing: growing)
  }

  @inline(__always)
  private static func take(_ part: inout Participant, _ remaining: Double, growing: Bool)
    -> Double
  {
    let capacity = growing ? part.upCapacity : part.downCapacity
    if capacity >= remaining {
      part.value += growing ? remaining : -remaining
      if growing { part.upCapacity -= remaining } else { part.downCapacity -= remaining }
      return 0
    }
    // Exhausted: land exactly on its bound.
    part.value = growing ? part.value + capacity : part.value - capacity
    if growing { part.upCapacity = 0 } else { part.downCapacity = 0 }
    return remaining - capacity
  }

  /// A participant in the heap, with the cost order of its move.
  struct HeapEntry {
    var key: ConstraintKey
    var participant: Int
  }

  private static func siftDown(
    _ heap: UnsafeMutableBufferPointer<HeapEntry>, from start: Int, count: Int
  ) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      if left >= count { return }
      var child = left
      let right = left + 1
      if right < count && heap[right].key < heap[left].key { child = right }
      if !(heap[child].key < heap[parent].key) { return }
      heap.swapAt(parent, child)
      parent = child
    }
  }

  // MARK: fillEqually

  /// One length for every view: a one-variable problem.
  private mutating func solveEqualLengths(pinned: Double?, margins: Double, fixed: Double)
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
    // the one-variable optimum. Pinned, a view leaving the common length also frees
    // room for the others, which the constraint solver weighs; that is left to it.
    if requiredLower > requiredUpper && (pinned != nil || fixed + margins < 0) {
      return fail(#line)
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

  // MARK: fillProportionally

  private mutating func solveProportional(
    _ stack: StackView, pinned: Double?, margins: Double, spacingTotal: Double, total: Double
  ) -> Double? {
    let count = items.count
    // The least important proportion: the one that gives way.
    if let pinned {
      let available = pinned - margins
      if allocateProportionsToOne(available: available, total: total, spacingTotal: spacingTotal) {
        return pinned
      }
      if parts.count < count {
        parts.append(contentsOf: repeatElement(Participant.fixed, count: count - parts.count))
      } else if parts.count > count {
        parts.removeLast(parts.count - count)
      }
      var outranked = false
      items.withUnsafeBufferPointer { items in
        parts.withUnsafeMutableBufferPointer { parts in
          for k in 0..<count {
            let intrinsicLength = items[k].intrinsic
            guard intrinsicLength > 0 else {
              // No share: required to be 0.
              parts[k] = .fixed
              continue
            }
            let multiplier = intrinsicLength / total
            let key = ConstraintKey.proportion(multiplier: multiplier, index: items[k].index)
            // The proportion must outrank the view's own constraints for one key to
            // describe every move of the view.
            if items[k].hugging >= key.priority || items[k].resistance >= key.priority {
              outranked = true
            }
            let start = max(multiplier * available, 0)
            parts[k] = Participant(
              value: start, upCapacity: .infinity, upKey: key, downCapacity: start, downKey: key)
          }
        }
      }
      if outranked {
        allocateProportions(available: available, total: total, target: available - spacingTotal)
        return pinned
      }
      parts.append(
        Participant(
          value: 0, upCapacity: .infinity, upKey: .trailingConnection,
          downCapacity: .infinity, downKey: .trailingConnection))
      allocate(target: available - spacingTotal)
      items.withUnsafeMutableBufferPointer { items in
        parts.withUnsafeBufferPointer { parts in
          for k in 0..<count { items[k].length = parts[k].value }
        }
      }
      return pinned
    }

    // Unpinned. With spacing, the proportions all hold at one canvas length only.
    let spacing = stack.spacing
    if count > 1 && spacing != 0 {
      let available = spacingTotal * total / (Double(count - 1) * spacing)
      guard available >= 0, available + margins >= 0 else {
        return solveProportionalGiving(
          spacing: spacing, margins: margins, spacingTotal: spacingTotal, total: total)
      }
      var lowest = Priority.required
      for k in 0..<count where items[k].intrinsic > 0 {
        let multiplier = items[k].intrinsic / total
        lowest = min(lowest, proportionPriority(multiplier: multiplier, index: items[k].index))
      }
      for k in 0..<count {
        let intrinsicLength = items[k].intrinsic
        guard intrinsicLength > 0 else {
          items[k].length = 0
          continue
        }
        let each = intrinsicLength / total * available
        let tolerance = 1e-9 * max(1, abs(intrinsicLength))
        if items[k].hugging >= lowest && each > intrinsicLength + tolerance
          || items[k].resistance >= lowest && each < intrinsicLength - tolerance
        {
          return solveProportionalGiving(
            spacing: spacing, margins: margins, spacingTotal: spacingTotal, total: total)
        }
        items[k].length = each
      }
      return available + margins
    }
    // No spacing (or one view): every canvas length keeps the proportions, as long
    // as custom spacings add up to nothing; the views' own priorities choose it.
    guard count == 1 || spacingTotal == 0 else {
      return solveProportionalGiving(
        spacing: spacing, margins: margins, spacingTotal: spacingTotal, total: total)
    }
    terms.removeAll(keepingCapacity: true)
    for k in 0..<count where items[k].intrinsic > 0 {
      let weight = items[k].intrinsic / total
      terms.append(
        LineTerm(
          key: ConstraintKey(
            priority: items[k].hugging, rank: items[k].index, kind: ConstraintKey.Along.hugging),
          point: total, weight: weight, shape: .rising))
      terms.append(
        LineTerm(
          key: ConstraintKey(
            priority: items[k].resistance, rank: items[k].index,
            kind: ConstraintKey.Along.compression),
          point: total, weight: weight, shape: .falling))
    }
    terms.append(LineTerm(key: .alongFitting, point: -margins, weight: 1, shape: .rising))
    guard
      let solved = minimizeLexicographically(
        &terms, lower: max(0, -margins), upper: .infinity, points: &points),
      solved.upper.isFinite
    else { return fail(#line) }
    let available = solved.upper
    for k in 0..<count {
      items[k].length = items[k].intrinsic > 0 ? items[k].intrinsic / total * available : 0
    }
    return available + margins
  }

  /// One segment of a view's cost in the general proportional allocation.
  struct Segment {
    var slope: LexSlope
    var length: Double
    var view: Int
    var next: Int
  }

  /// Pinned fillProportionally when some view's hugging or compression resistance
  /// outranks its proportion: each view's cost has two kinks (its proportional
  /// length and its intrinsic length) and moves that break two constraints at once,
  /// so the moves are ordered by their full lexicographic slope. The segments of
  /// every view and of the trailing connection are consumed cheapest first; a view's
  /// next segment becomes available when the one before is used up.
  /// - Complexity: O(n log n).
  mutating func allocateProportions(available: Double, total: Double, target: Double) {
    let count = items.count
    // The workspace's buffers, moved in (and back out at the end) so that a
    // re-solve reuses their storage.
    var segments: [Segment] = []
    var heads: [Int] = []  // per participant: the first segment in the needed direction
    var values: [Double] = []
    var pointsOf: [(Double, Double, Double)] = []  // per view: 0, first kink, second kink
    var heap: [Int] = []
    swap(&segments, &proportionBuffers.segments)
    swap(&heads, &proportionBuffers.heads)
    swap(&values, &proportionBuffers.values)
    swap(&pointsOf, &proportionBuffers.kinks)
    swap(&heap, &proportionBuffers.heap)
    segments.removeAll(keepingCapacity: true)
    heads.removeAll(keepingCapacity: true)
    values.removeAll(keepingCapacity: true)
    pointsOf.removeAll(keepingCapacity: true)
    heap.removeAll(keepingCapacity: true)
    defer {
      swap(&segments, &proportionBuffers.segments)
      swap(&heads, &proportionBuffers.heads)
      swap(&values, &proportionBuffers.values)
      swap(&pointsOf, &proportionBuffers.kinks)
      swap(&heap, &proportionBuffers.heap)
    }
    // Right-hand slope of view k on the interval starting at x.
    func slope(_ k: Int, at middle: Double) -> LexSlope {
      var result = LexSlope()
      let item = items[k]
      let multiplier = item.intrinsic / total
      let target = multiplier * available
      result.add(
        ConstraintKey.proportion(multiplier: multiplier, index: item.index),
        middle > target ? 1 : -1)
      if middle > item.intrinsic {
        result.add(
          ConstraintKey(
            priority: item.hugging, rank: item.index, kind: ConstraintKey.Along.hugging), 1)
      } else {
        result.add(
          ConstraintKey(
            priority: item.resistance, rank: item.index, kind: ConstraintKey.Along.compression),
          -1)
      }
      return result
    }
    var sum = 0.0
    for k in 0..<count {
      guard items[k].intrinsic > 0 && items[k].chained else {
        values.append(0)
        pointsOf.append((0, 0, 0))
        continue
      }
      let target = max(items[k].intrinsic / total * available, 0)
      let low = min(target, items[k].intrinsic)
      let high = max(target, items[k].intrinsic)
      pointsOf.append((0, low, high))
      // The minimiser: the first point whose right-hand slope is not negative.
      var start = high
      for candidate in 0..<2 {
        let point = candidate == 0 ? 0 : low
        guard point < high else { continue }
        let next = point == 0 && low > 0 ? low : high
        if slope(k, at: (point + next) / 2).sign >= 0 {
          start = point
          break
        }
      }
      values.append(start)
      sum += start
    }
    var remaining = target - sum
    let growing = remaining > 0
    remaining = abs(remaining)
    if remaining <= 1e-12 * max(1, abs(target)) {
      for k in 0..<count where items[k].chained { items[k].length = values[k] }
      return
    }
    // Segments in the needed direction, chained per view.
    for k in 0..<count {
      heads.append(-1)
      guard items[k].intrinsic > 0 && items[k].chained else { continue }
      let (first, second, third) = pointsOf[k]
      func kink(_ index: Int) -> Double {
        switch index {
        case 0: first
        case 1: second
        case 2: third
        default: .infinity
        }
      }
      var last = -1
      if growing {
        for index in 0..<3 where kink(index) >= values[k] && kink(index + 1) > kink(index) {
          let from = kink(index)
          let to = kink(index + 1)
          let middle = to.isFinite ? (from + to) / 2 : from + 1
          let segment = Segment(
            slope: slope(k, at: middle), length: to - from, view: k, next: -1)
          segments.append(segment)
          if last >= 0 {
            segments[last].next = segments.count - 1
          } else {
            heads[k] = segments.count - 1
          }
          last = segments.count - 1
        }
      } else {
        for index in stride(from: 2, through: 0, by: -1)
        where kink(index + 1) <= values[k] && kink(index + 1) > kink(index) {
          let from = kink(index)
          let to = kink(index + 1)
          let segment = Segment(
            slope: slope(k, at: (from + to) / 2).negated, length: to - from, view: k, next: -1)
          segments.append(segment)
          if last >= 0 {
            segments[last].next = segments.count - 1
          } else {
            heads[k] = segments.count - 1
          }
          last = segments.count - 1
        }
      }
    }
    // The trailing connection's error: unbounded either way.
    var error = LexSlope()
    error.add(.trailingConnection, 1)
    segments.append(Segment(slope: error, length: .infinity, view: -1, next: -1))
    for head in heads where head >= 0 { heap.append(head) }
    heap.append(segments.count - 1)
    func less(_ a: Int, _ b: Int) -> Bool {
      LexSlope.compare(segments[a].slope, segments[b].slope) < 0
    }
    func siftDown(_ start: Int) {
      var parent = start
      while true {
        let left = 2 * parent + 1
        if left >= heap.count { return }
        var child = left
        if left + 1 < heap.count && less(heap[left + 1], heap[left]) { child = left + 1 }
        if !less(heap[child], heap[parent]) { return }
        heap.swapAt(parent, child)
        parent = child
      }
    }
    for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
    while remaining > 0 && !heap.isEmpty {
      let top = heap[0]
      let segment = segments[top]
      let taken = min(segment.length, remaining)
      remaining -= taken
      if segment.view >= 0 {
        values[segment.view] += growing ? taken : -taken
      }
      if taken == segment.length && segment.next >= 0 {
        heap[0] = segment.next
      } else {
        heap[0] = heap[heap.count - 1]
        heap.removeLast()
      }
      if !heap.isEmpty { siftDown(0) }
    }
    for k in 0..<count where items[k].chained { items[k].length = max(0, values[k]) }
  }

  // MARK: equalCentering

  /// equalCentering: lengths as with fill (the gaps may grow for free), then the
  /// centres as evenly spaced as the equal-centring priorities (150 - index) allow.
  private mutating func solveEqualCentering(
    _ stack: StackView, pinned: Double?, margins: Double, spacingTotal: Double
  ) -> Double? {
    let count = items.count
    let insets =
      stack.isLayoutMarginsRelativeArrangement
      ? stack.layoutMargins.insets(along: stack.axis) : (0, 0)
    let start = insets.0
    if count == 1 {
      guard let solved = allocateLengths(pinned: pinned, margins: margins, fixed: 0) else {
        return fail(#line)
      }
      items[0].position = start
      return solved
    }
    if pinned == nil {
      // Pairs after arrangement index 99 centre at the fitting level, where they
      // trade with the stack's length.
      var fittingPairs = false
      for k in 1..<(count - 1) where items[k].index >= 100 {
        fittingPairs = true
        break
      }
      // Every centring equality above the fitting level outranks the stack's wish
      // to be small: views keep their lengths unless they resist less than that wish.
      for k in 0..<count {
        if items[k].intrinsic.isNaN {
          items[k].length = 0
        } else {
          if items[k].resistance <= Priority.fittingSizeLevel {
            guard fittingPairs else { return solveCenteringGiving(start: start, margins: margins) }
            // Views resisting at 50 or less: 0 until the fitting level is settled.
            items[k].length = 0
            continue
          }
          items[k].length = max(items[k].intrinsic, 0)
        }
      }
      if fittingPairs { return solveCenteringFittingPairs(start: start, margins: margins) }
      var step = -Double.infinity
      for k in 0..<(count - 1) {
        step = max(step, (items[k].length + items[k + 1].length) / 2 + items[k].spacingAfter)
      }
      let available = (items[0].length + items[count - 1].length) / 2 + Double(count - 1) * step
      guard available + margins >= 0, available >= 0 else { return fail(#line) }
      placeCentres(start: start, available: available, step: step)
      maximizeFreeViews(start: start, available: available)
      return snapped(available + margins)
    }

    guard
      allocateLengths(
        pinned: pinned, margins: margins, fixed: 0, gap: spacingTotal, freeViewsGrow: false)
        != nil
    else { return fail(#line) }
    let available = pinned! - margins
    var lengthTotal = 0.0
    for k in 0..<count { lengthTotal += items[k].length }
    let slack = available - spacingTotal - lengthTotal
    if slack < -1e-9 * max(1, abs(available)) {
      // Overflow: every gap is its spacing; the trailing edge breaks.
      var edge = start
      for k in 0..<count {
        items[k].position = edge
        if k < count - 1 { edge += items[k].length + items[k].spacingAfter }
      }
      return pinned
    }
    let centres = available - (items[0].length + items[count - 1].length) / 2
    var widest = -Double.infinity
    for k in 0..<(count - 1) {
      widest = max(widest, (items[k].length + items[k + 1].length) / 2 + items[k].spacingAfter)
    }
    let step = centres / Double(count - 1)
    if count == 2 || widest <= step + 1e-9 * max(1, abs(step)) {
      placeCentres(start: start, available: available, step: step)
      maximizeFreeViews(start: start, available: available)
      return pinned
    }
    // The centres cannot all be evenly spaced. The equalities give way from the
    // last pair; views must hold their lengths against them.
    for k in 0..<count where items[k].intrinsic.isNaN || items[k].resistance <= 150 {
      return solveCenteringUneven(start: start, available: available, pinned: pinned!)
    }
    // Pair j's equality is settled before pair j + 1's. The needs are the least
    // centre-to-centre distances; suffix sums give the least room the rest needs.
    // Once a pair breaks, every later pair is at its need (no room is left), so
    // the later pairs' priorities matter only if no pair before index 100 breaks:
    // from there the equalities tie at 50 (left to the constraint solver).
    var suffix = 0.0
    for k in stride(from: count - 2, through: 1, by: -1) {
      suffix += need(k)
    }
    var widestSoFar = need(0)
    var rest = suffix
    var gaps = (each: 0.0, broken: 0, brokenGap: 0.0)
    var found = false
    for j in 1...(count - 2) {
      if items[j].index >= 100 { return fail(#line) }
      rest -= need(j)
      let candidate = max(widestSoFar, need(j))
      if Double(j + 1) * candidate + rest <= centres + 1e-9 * max(1, abs(centres)) {
        widestSoFar = candidate
        continue
      }
      if need(j) > widestSoFar {
        gaps = (each: (centres - rest - need(j)) / Double(j), broken: j, brokenGap: need(j))
      } else {
        gaps = (
          each: widestSoFar, broken: j, brokenGap: centres - rest - Double(j) * widestSoFar
        )
      }
      found = true
      break
    }
    guard found else { return fail(#line) }
    var centre = start + items[0].length / 2
    for k in 0..<count {
      items[k].position = centre - items[k].length / 2
      if k < count - 1 {
        centre += k < gaps.broken ? gaps.each : (k == gaps.broken ? gaps.brokenGap : need(k))
      }
    }
    return pinned
  }

  /// The least distance between the centres of visible views `k` and `k + 1`.
  func need(_ k: Int) -> Double {
    (items[k].length + items[k + 1].length) / 2 + items[k].spacingAfter
  }

  mutating func placeCentres(start: Double, available: Double, step: Double) {
    var centre = start + items[0].length / 2
    for k in 0..<items.count {
      items[k].position = centre - items[k].length / 2
      centre += step
    }
  }

  /// Once every priority has had its say, views without an intrinsic length grow
  /// in arrangement order as far as evenly spaced centres allow.
  mutating func maximizeFreeViews(start: Double, available: Double) {
    let count = items.count
    var grew = false
    for j in 0..<count where items[j].intrinsic.isNaN {
      var bound = Double.infinity
      if count == 2 {
        bound = available - items[0].spacingAfter - items[1 - j].length
      } else if j > 0 && j < count - 1 {
        let step = (available - (items[0].length + items[count - 1].length) / 2) / Double(count - 1)
        bound = min(
          2 * (step - items[j - 1].spacingAfter) - items[j - 1].length,
          2 * (step - items[j].spacingAfter) - items[j + 1].length)
      } else {
        // An end view: growing it narrows every centre distance.
        let other = j == 0 ? count - 1 : 0
        let base = available - items[other].length / 2
        let pair = j == 0 ? 0 : count - 2
        let neighbour = j == 0 ? 1 : count - 2
        let n = Double(count - 1)
        bound =
          (base / n - items[neighbour].length / 2 - items[pair].spacingAfter)
          / (Double(count) / (2 * n))
        for k in 0..<(count - 1) where k != pair {
          bound = min(bound, 2 * (base - n * need(k)))
        }
      }
      items[j].length = max(0, bound)
      grew = true
    }
    if grew {
      let step = (available - (items[0].length + items[count - 1].length) / 2) / Double(count - 1)
      placeCentres(start: start, available: available, step: step)
    }
  }

  // MARK: - Across the axis

  /// Solves across the axis into `crossPosition` and `crossLength`; returns the
  /// stack's cross length, or nil to hand the stack to the constraint solver.
  private mutating func solveCross(_ stack: StackView) -> Double? {
    let crossAxis = stack.axis.cross
    // The cross-axis inputs were gathered with the along-axis ones.
    swap(&items, &crossItems)
    let count = items.count
    let insets =
      stack.isLayoutMarginsRelativeArrangement
      ? stack.layoutMargins.insets(along: crossAxis) : (0, 0)
    let start = insets.0
    let margins = insets.0 + insets.1
    let pinned = stack.size.length(along: crossAxis)
    guard count > 0 else {
      for index in 0..<stack.arrangedSubviews.count {
        setCross(index, snapped(start), 0)
      }
      return pinned ?? 0
    }
    let views = stack.arrangedSubviews
    var available: Double

    if stack.alignment == .fill {
      // Every view is one length w. Pinned, the trailing connection holds and the
      // leading one may give way (to spare several required hugging or
      // compression-resistance constraints); unpinned, the stack follows w.
      terms.removeAll(keepingCapacity: true)
      for k in 0..<count where !items[k].intrinsic.isNaN {
        let intrinsicLength = items[k].intrinsic
        terms.append(
          LineTerm(
            key: ConstraintKey(
              priority: items[k].hugging, rank: items[k].index, kind: ConstraintKey.Cross.hugging),
            point: intrinsicLength, weight: 1, shape: .rising))
        terms.append(
          LineTerm(
            key: ConstraintKey(
              priority: items[k].resistance, rank: items[k].index,
              kind: ConstraintKey.Cross.compression),
            point: intrinsicLength, weight: 1, shape: .falling))
      }
      let floor: Double
      if let pinned {
        floor = 0
        terms.append(
          LineTerm(key: .crossLeadingConnection, point: pinned - margins, weight: 1, shape: .vee))
      } else {
        floor = max(0, -margins)
        terms.append(LineTerm(key: .crossFitting, point: -margins, weight: 1, shape: .rising))
      }
      guard
        let solved = minimizeLexicographically(
          &terms, lower: floor, upper: .infinity, points: &points),
        solved.upper.isFinite
      else { return fail(#line) }
      let each = solved.upper
      available = pinned.map { $0 - margins } ?? each
      for k in 0..<count {
        items[k].length = each
        items[k].position = start + available - each
      }
    } else if crossAxis == .vertical && stack.alignment == .lastBaseline
      && hasMixedLastBaselines(stack)
    {
      // Some views hang from the shared line, others stand on it.
      guard
        let solved = solveBaselineCross(
          stack, start: start, pinnedAvailable: pinned.map { $0 - margins })
      else { return fail(#line) }
      available = solved
    } else {
      // Each view within the arrangement area, offset by its baseline when the
      // alignment is a baseline of a horizontal stack.
      let baselines = crossAxis == .vertical
      var offsetTop = 0.0  // the largest baseline offset
      var usesOffsets = false
      var lastBottoms = false  // lastBaseline views without last baselines
      if baselines && stack.alignment == .firstBaseline {
        usesOffsets = true
        for k in 0..<count { offsetTop = max(offsetTop, views[items[k].index].firstBaseline ?? 0) }
      } else if baselines && stack.alignment == .lastBaseline {
        var with = 0
        for k in 0..<count where views[items[k].index].lastBaseline != nil { with += 1 }
        if with == count {
          usesOffsets = true
          for k in 0..<count { offsetTop = max(offsetTop, views[items[k].index].lastBaseline!) }
        } else {
          // None has one (some but not all: ``solveBaselineCross``).
          lastBottoms = true
        }
      }
      func offset(_ k: Int) -> Double {
        guard usesOffsets else { return 0 }
        let line =
          stack.alignment == .firstBaseline
          ? views[items[k].index].firstBaseline ?? 0 : views[items[k].index].lastBaseline!
        return offsetTop - line
      }
      // What each view would be with all the room it wants; `position` holds the
      // view's baseline offset until the positions are known.
      var lowest = 0.0
      var longestRequired = 0.0  // the longest view resisting with required priority
      if usesOffsets {
        for k in 0..<count { items[k].position = offset(k) }
      }
      items.withUnsafeMutableBufferPointer { items in
        for k in 0..<count {
          let intrinsicLength = items[k].intrinsic
          items[k].length =
            !intrinsicLength.isNaN && intrinsicLength > 0 && items[k].resistance > 25
            ? intrinsicLength : 0
          if items[k].resistance >= Priority.required {
            longestRequired = max(longestRequired, items[k].length)
          }
          if !usesOffsets { items[k].position = 0 }
          lowest = max(lowest, items[k].position)
        }
      }
      if let pinned {
        available = pinned - margins
      } else {
        // The spanning guide (@51) and the stack (@50, and @49 with baselines) want
        // to be short; the views' compression resistances, together, push back.
        terms.removeAll(keepingCapacity: true)
        let floor = max(lowest, -margins)
        for k in 0..<count where items[k].length > 0 {
          terms.append(
            LineTerm(
              key: ConstraintKey(
                priority: items[k].resistance, rank: items[k].index,
                kind: ConstraintKey.Cross.compression),
              point: items[k].length + items[k].position, weight: 1, shape: .falling))
        }
        guard let shortest = shortestCrossLength(from: floor) else { return fail(#line) }
        available = shortest
      }
      let alignment = stack.alignment
      if pinned != nil && !usesOffsets && (available < 0 || longestRequired > available) {
        // Margins longer than the stack, or a required resistance that cannot hold.
        let anchoring: CrossAnchoring
        switch alignment {
        case .fill, .leading: anchoring = .top
        case .center: anchoring = .center
        case .trailing: anchoring = .bottom
        case .firstBaseline: anchoring = .guideTop
        case .lastBaseline: anchoring = .guideBottom
        }
        placeOverfullCross(anchoring, start: start, available: available)
        return finishCross(stack, start: start, size: pinned!)
      }
      if baselines && usesOffsets && pinned != nil
        && (available < lowest || isOverfullWithOffsets(available: available))
      {
        // The baseline offsets, or a required compression resistance, do not fit.
        guard
          let solved = solveBaselineCross(stack, start: start, pinnedAvailable: available)
        else { return fail(#line) }
        return finishCross(stack, start: start, size: solved + margins)
      }
      guard available >= lowest else { return fail(#line) }
      var widest = 0.0
      var compressedRequired = false
      let bottomsAligned = alignment == .lastBaseline && (!baselines || lastBottoms)
      items.withUnsafeMutableBufferPointer { items in
        for k in 0..<count {
          let offset = items[k].position
          let room = available - offset
          if items[k].length > room {
            // A required compression resistance might make the constraint solver
            // break another view's boundary instead.
            if items[k].resistance >= Priority.required { compressedRequired = true }
            items[k].length = room
          }
          widest = max(widest, items[k].length)
        }
        for k in 0..<count {
          let offset = items[k].position
          let length = items[k].length
          switch alignment {
          case .fill, .leading:
            items[k].position = start
          case .center:
            items[k].position = start + (available - length) / 2
          case .trailing:
            items[k].position = start + available - length
          case .firstBaseline, .lastBaseline:
            items[k].position = bottomsAligned ? start + widest - length : start + offset
          }
        }
      }
      if compressedRequired { return fail(#line) }
    }
    return finishCross(stack, start: start, size: pinned ?? available + margins)
  }

  /// Copies the visible views' cross solution into the frames and places the hidden
  /// ones; returns the stack's cross length.
  private mutating func finishCross(_ stack: StackView, start: Double, size: Double) -> Double {
    let across: Axis = isHorizontal ? .vertical : .horizontal
    items.withUnsafeBufferPointer { items in
      frames.withUnsafeMutableBufferPointer { frames in
        for item in items {
          let position = snapped(item.position)
          let length = snapped(item.length)
          frames[item.index].setSpan(position, length, along: across)
        }
      }
    }
    if items.count < frames.count { placeHiddenAcross(stack, start: start) }
    return snapped(size)
  }

  /// The cross length an unpinned stack settles on, with the views' terms already in
  /// ``terms``: the spanning guide (@51) and the stack (@50) want it short, from
  /// `floor` up, and the views' compression resistances push back. Nil when
  /// nothing bounds it.
  mutating func shortestCrossLength(from floor: Double) -> Double? {
    terms.append(LineTerm(key: .spanningFit, point: floor, weight: 1, shape: .rising))
    terms.append(LineTerm(key: .crossFitting, point: floor, weight: 1, shape: .rising))
    guard
      let solved = minimizeLexicographically(
        &terms, lower: floor, upper: .infinity, points: &points),
      solved.lower.isFinite
    else { return nil }
    return solved.lower
  }

  /// Hidden views across the axis: aligned with the first visible view, at their
  /// intrinsic cross length (0 without one), stretched like it with alignment fill.
  private mutating func placeHiddenAcross(_ stack: StackView, start: Double) {
    let crossAxis = stack.axis.cross
    let views = stack.arrangedSubviews
    let first = items[0].index
    let firstPosition = isHorizontal ? frames[first].y : frames[first].x
    let firstLength = isHorizontal ? frames[first].height : frames[first].width
    let baselines = crossAxis == .vertical
    for index in views.indices where views[index].isHidden {
      let view = views[index]
      let length =
        stack.alignment == .fill ? firstLength : view.intrinsicSize.length(along: crossAxis) ?? 0
      var position: Double
      switch stack.alignment {
      case .fill, .leading:
        position = firstPosition
      case .center:
        position = firstPosition + (firstLength - length) / 2
      case .trailing:
        position = firstPosition + firstLength - length
      case .firstBaseline:
        if baselines {
          position = firstPosition + (views[first].firstBaseline ?? 0) - (view.firstBaseline ?? 0)
        } else {
          position = firstPosition
        }
      case .lastBaseline:
        if baselines {
          position =
            firstPosition + (views[first].lastBaseline ?? firstLength)
            - (view.lastBaseline ?? length)
        } else {
          position = firstPosition + firstLength - length
        }
      }
      setCross(index, snapped(position), snapped(length))
    }
  }
}
