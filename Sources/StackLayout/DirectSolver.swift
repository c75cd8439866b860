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
/// required constraints that contradict each other (other than content overflowing
/// the trailing edge), baseline-relative arrangement with a distribution other than
/// fill and fillEqually, fillProportionally whose proportions a hugging or
/// compression-resistance priority outranks, equalCentering whose centres cannot be
/// equally spaced while a view would rather shrink than let them be uneven, and
/// lastBaseline alignment of views of which only some have a last baseline.
public struct DirectSolverWorkspace {
  /// The frame of every arranged view after ``solve(_:)``, in arrangement order.
  public private(set) var frames: [Rect] = []
  /// The stack's size after ``solve(_:)``.
  public private(set) var size = Size(width: 0, height: 0)
  /// Whether the last ``solve(_:)`` handed the stack to the constraint solver.
  public private(set) var usedConstraintSolver = false

  // Per visible view, in arrangement order.
  var visible: [Int] = []
  var intrinsic: [Double] = []
  var hugging: [Double] = []
  var resistance: [Double] = []
  var spacingAfter: [Double] = []
  var length: [Double] = []
  var position: [Double] = []
  var chained: [Bool] = []
  // Per arranged view.
  var alongPosition: [Double] = []
  var alongLength: [Double] = []
  var crossPosition: [Double] = []
  var crossLength: [Double] = []
  // The allocation's participants.
  var value: [Double] = []
  var upCapacity: [Double] = []
  var upKey: [ConstraintKey] = []
  var downCapacity: [Double] = []
  var downKey: [ConstraintKey] = []
  var heap: [Int] = []
  // One-variable problems.
  var terms: [LineTerm] = []
  var points: [(Double, Double)] = []

  /// Creates a workspace with room for `capacity` arranged views.
  public init(capacity: Int = 16) {
    reserve(capacity)
  }

  private mutating func reserve(_ count: Int) {
    let participants = count + 3
    visible.reserveCapacity(count)
    intrinsic.reserveCapacity(count)
    hugging.reserveCapacity(count)
    resistance.reserveCapacity(count)
    spacingAfter.reserveCapacity(count)
    length.reserveCapacity(count)
    position.reserveCapacity(count)
    chained.reserveCapacity(count)
    alongPosition.reserveCapacity(count)
    alongLength.reserveCapacity(count)
    crossPosition.reserveCapacity(count)
    crossLength.reserveCapacity(count)
    frames.reserveCapacity(count)
    value.reserveCapacity(participants)
    upCapacity.reserveCapacity(participants)
    upKey.reserveCapacity(participants)
    downCapacity.reserveCapacity(participants)
    downKey.reserveCapacity(participants)
    heap.reserveCapacity(participants)
    terms.reserveCapacity(2 * count + 4)
    points.reserveCapacity(2 * count + 4)
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

  /// Solves directly; false when the configuration is one the direct solver leaves
  /// to the constraint solver.
  mutating func solveDirectly(_ stack: StackView) -> Bool {
    let count = stack.arrangedSubviews.count
    fallbackLine = 0
    if visible.capacity < count { reserve(count) }
    alongPosition.removeAll(keepingCapacity: true)
    alongLength.removeAll(keepingCapacity: true)
    crossPosition.removeAll(keepingCapacity: true)
    crossLength.removeAll(keepingCapacity: true)
    for _ in 0..<count {
      alongPosition.append(0)
      alongLength.append(0)
      crossPosition.append(0)
      crossLength.append(0)
    }
    let axis = stack.axis
    let alongSize: Double
    let crossSize: Double
    if let solved = solveAlong(stack) { alongSize = solved } else { return false }
    if let solved = solveCross(stack) { crossSize = solved } else { return false }
    size =
      axis == .horizontal
      ? Size(width: alongSize, height: crossSize) : Size(width: crossSize, height: alongSize)
    frames.removeAll(keepingCapacity: true)
    for index in 0..<count {
      let frame =
        axis == .horizontal
        ? Rect(
          x: alongPosition[index], y: crossPosition[index], width: alongLength[index],
          height: crossLength[index])
        : Rect(
          x: crossPosition[index], y: alongPosition[index], width: crossLength[index],
          height: alongLength[index])
      frames.append(frame)
    }
    return true
  }

  // MARK: - Along the axis

  /// Fills the per-visible-view inputs for `dimension`.
  private mutating func gather(_ stack: StackView, along dimension: Axis) {
    visible.removeAll(keepingCapacity: true)
    intrinsic.removeAll(keepingCapacity: true)
    hugging.removeAll(keepingCapacity: true)
    resistance.removeAll(keepingCapacity: true)
    spacingAfter.removeAll(keepingCapacity: true)
    length.removeAll(keepingCapacity: true)
    position.removeAll(keepingCapacity: true)
    stack.arrangedSubviews.withUnsafeBufferPointer { views in
      for index in views.indices where !views[index].isHidden {
        visible.append(index)
        intrinsic.append(views[index].intrinsicSize.length(along: dimension) ?? .nan)
        hugging.append(views[index].hugging[dimension])
        resistance.append(views[index].compressionResistance[dimension])
        spacingAfter.append(views[index].customSpacingAfter ?? stack.spacing)
        length.append(0)
        position.append(0)
      }
    }
  }

  /// Solves along the axis into `alongPosition` and `alongLength`; returns the
  /// stack's length, or nil to hand the stack to the constraint solver.
  private mutating func solveAlong(_ stack: StackView) -> Double? {
    let axis = stack.axis
    gather(stack, along: axis)
    let count = visible.count
    let insets =
      stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins.insets(along: axis) : (0, 0)
    let start = insets.0
    let margins = insets.0 + insets.1
    let pinned = stack.size.length(along: axis)
    guard count > 0 else {
      placeHiddenAlong(stack, start: start)
      return pinned ?? 0
    }

    // fillProportionally falls back to fillEqually with (almost) no lengths to share.
    var distribution = stack.distribution
    var proportionalTotal = 0.0
    if distribution == .fillProportionally {
      for k in 0..<count where intrinsic[k] > 0 { proportionalTotal += intrinsic[k] }
      proportionalTotal += Double(count - 1) * stack.spacing
      if proportionalTotal <= max(stack.spacing * Double(count - 1), 1) {
        distribution = .fillEqually
      }
    }
    let baselineRelative = stack.isBaselineRelativeArrangement && axis == .vertical && count > 1
    if baselineRelative && distribution != .fill && distribution != .fillEqually {
      return fail(#line)
    }

    // The chain from the first leading edge to the last trailing edge:
    // Σ (chained lengths) + fixed == available.
    chained.removeAll(keepingCapacity: true)
    var fixed = 0.0
    var spacingTotal = 0.0
    var widestSpacing = -Double.infinity
    var narrowestSpacing = Double.infinity
    for k in 0..<count {
      var inChain = true
      if k < count - 1 {
        fixed += spacingAfter[k]
        spacingTotal += spacingAfter[k]
        widestSpacing = max(widestSpacing, spacingAfter[k])
        narrowestSpacing = min(narrowestSpacing, spacingAfter[k])
        if baselineRelative {
          let views = stack.arrangedSubviews
          if let last = views[visible[k]].lastBaseline {
            fixed += last
            inChain = false
          }
          fixed -= views[visible[k + 1]].firstBaseline ?? 0
        }
      }
      chained.append(inChain)
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
      placeVisibleAlong()
      placeHiddenAlong(stack, start: start)
      return stackLength
    }

    // Positions follow the chain from the leading edge.
    var edge = start
    let gap = distribution == .equalSpacing && count > 1 ? equalGap : 0
    for k in 0..<count {
      position[k] = edge
      if k < count - 1 {
        if distribution == .equalSpacing {
          edge += length[k] + gap
        } else if baselineRelative {
          let views = stack.arrangedSubviews
          edge +=
            (views[visible[k]].lastBaseline ?? length[k]) + spacingAfter[k]
            - (views[visible[k + 1]].firstBaseline ?? 0)
        } else {
          edge += length[k] + spacingAfter[k]
        }
      }
    }
    stackLength = snapped(stackLength)
    placeVisibleAlong()
    placeHiddenAlong(stack, start: start)
    return stackLength
  }

  /// The source line that last handed a stack to the constraint solver (for tests).
  var fallbackLine = 0

  private mutating func fail(_ line: Int) -> Double? {
    if fallbackLine == 0 { fallbackLine = line }
    return nil
  }

  /// The gap of equalSpacing, set by ``allocateLengths``.
  private var equalGap = 0.0

  /// Copies the visible views' solution into the per-arranged-view storage, snapped
  /// as the constraint solver snaps its values.
  private mutating func placeVisibleAlong() {
    for k in 0..<visible.count {
      alongPosition[visible[k]] = snapped(position[k])
      alongLength[visible[k]] = snapped(length[k])
    }
  }

  /// Hidden views: collapsed at the trailing edge of the previous visible view, or
  /// at the leading edge of the arrangement.
  private mutating func placeHiddenAlong(_ stack: StackView, start: Double) {
    var edge = start
    stack.arrangedSubviews.withUnsafeBufferPointer { views in
      for index in views.indices {
        if views[index].isHidden {
          alongPosition[index] = edge
          alongLength[index] = 0
        } else {
          edge = alongPosition[index] + alongLength[index]
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
  private mutating func allocateLengths(
    pinned: Double?, margins: Double, fixed: Double, gap: Double? = nil, gapGive: Double = 0,
    freeViewsGrow: Bool = true
  ) -> Double? {
    let count = visible.count
    value.removeAll(keepingCapacity: true)
    upCapacity.removeAll(keepingCapacity: true)
    upKey.removeAll(keepingCapacity: true)
    downCapacity.removeAll(keepingCapacity: true)
    downKey.removeAll(keepingCapacity: true)
    var offChain = 0.0
    for k in 0..<count {
      let intrinsicLength = intrinsic[k]
      if !chained[k] {
        // A view whose last baseline carries the chain: only its own constraints.
        guard !intrinsicLength.isNaN else { return fail(#line) }
        length[k] = max(intrinsicLength, 0)
        offChain += 1
        value.append(0)
        upCapacity.append(0)
        upKey.append(.zero)
        downCapacity.append(0)
        downKey.append(.zero)
        continue
      }
      if intrinsicLength.isNaN {
        value.append(0)
        upCapacity.append(freeViewsGrow ? .infinity : 0)
        upKey.append(.free(k))
        downCapacity.append(0)
        downKey.append(.zero)
      } else {
        let start = max(intrinsicLength, 0)
        value.append(start)
        upCapacity.append(.infinity)
        upKey.append(
          ConstraintKey(
            priority: hugging[k], rank: visible[k], kind: ConstraintKey.Along.hugging))
        downCapacity.append(start)
        downKey.append(
          ConstraintKey(
            priority: resistance[k], rank: visible[k], kind: ConstraintKey.Along.compression))
      }
    }
    // The trailing connection's error.
    let error = value.count
    value.append(0)
    upCapacity.append(.infinity)
    upKey.append(.trailingConnection)
    downCapacity.append(.infinity)
    downKey.append(.trailingConnection)
    // The stack's length, negated, when the axis is not pinned.
    var negatedLength = -1
    if pinned == nil {
      negatedLength = value.count
      value.append(0)
      upCapacity.append(0)
      upKey.append(.zero)
      downCapacity.append(.infinity)
      downKey.append(.alongFitting)
    }
    // All the gaps together, which may grow for free. equalSpacing's equal gaps may
    // also shrink below the widest spacing, down to the narrowest: that breaks only
    // the spacings of some pairs while it shortens every gap, so it costs less of
    // the required tier than the trailing connection, which gives way after it.
    var gapIndex = -1
    if let gap {
      gapIndex = value.count
      value.append(gap)
      upCapacity.append(.infinity)
      upKey.append(.zero)
      downCapacity.append(gapGive)
      downKey.append(.equalGapsGive)
    }
    let target = pinned.map { $0 - margins - fixed } ?? -(fixed + margins)
    allocate(target: target)
    for k in 0..<count where chained[k] { length[k] = value[k] }
    _ = offChain
    _ = error
    if gapIndex >= 0 { equalGap = value[gapIndex] / Double(count - 1) }
    if let pinned { return pinned }
    return -value[negatedLength]
  }

  /// Moves the participants' values until they add up to `target`, cheapest first.
  private mutating func allocate(target: Double) {
    let count = value.count
    var sum = 0.0
    var scale = abs(target)
    for j in 0..<count {
      sum += value[j]
      scale = max(scale, abs(value[j]))
    }
    var remaining = target - sum
    if abs(remaining) <= 1e-12 * max(1, scale) { return }
    let growing = remaining > 0
    remaining = abs(remaining)

    // Usually one participant takes everything: find the cheapest in one pass.
    var best = -1
    for j in 0..<count {
      let capacity = growing ? upCapacity[j] : downCapacity[j]
      guard capacity > 0 else { continue }
      if best < 0 || (growing ? upKey[j] < upKey[best] : downKey[j] < downKey[best]) {
        best = j
      }
    }
    guard best >= 0 else { return }
    remaining = take(best, remaining, growing: growing)
    guard remaining > 0 else { return }

    // Several give way in turn: a heap of the rest, cheapest on top.
    heap.removeAll(keepingCapacity: true)
    for j in 0..<count where j != best {
      if (growing ? upCapacity[j] : downCapacity[j]) > 0 { heap.append(j) }
    }
    var index = heap.count / 2
    while index > 0 {
      index -= 1
      siftDown(index, growing: growing)
    }
    while remaining > 0 && !heap.isEmpty {
      let next = heap[0]
      remaining = take(next, remaining, growing: growing)
      heap[0] = heap[heap.count - 1]
      heap.removeLast()
      if !heap.isEmpty { siftDown(0, growing: growing) }
    }
  }

  /// Takes up to `remaining` from participant `j`; returns what is left.
  private mutating func take(_ j: Int, _ remaining: Double, growing: Bool) -> Double {
    let capacity = growing ? upCapacity[j] : downCapacity[j]
    if capacity >= remaining {
      value[j] += growing ? remaining : -remaining
      if growing { upCapacity[j] -= remaining } else { downCapacity[j] -= remaining }
      return 0
    }
    // Exhausted: land exactly on its bound.
    value[j] = growing ? value[j] + capacity : value[j] - capacity
    if growing { upCapacity[j] = 0 } else { downCapacity[j] = 0 }
    return remaining - capacity
  }

  private mutating func siftDown(_ start: Int, growing: Bool) {
    var parent = start
    let count = heap.count
    while true {
      let left = 2 * parent + 1
      if left >= count { return }
      var child = left
      let right = left + 1
      if right < count && cheaper(heap[right], heap[left], growing) { child = right }
      if !cheaper(heap[child], heap[parent], growing) { return }
      heap.swapAt(parent, child)
      parent = child
    }
  }

  private func cheaper(_ a: Int, _ b: Int, _ growing: Bool) -> Bool {
    growing ? upKey[a] < upKey[b] : downKey[a] < downKey[b]
  }

  // MARK: fillEqually

  /// One length for every view: a one-variable problem.
  private mutating func solveEqualLengths(pinned: Double?, margins: Double, fixed: Double)
    -> Double?
  {
    let count = visible.count
    var chainCount = 0.0
    for k in 0..<count where chained[k] { chainCount += 1 }
    // Required intervals must agree; otherwise the fill-equally constraints break,
    // which the constraint solver decides.
    var requiredLower = 0.0
    var requiredUpper = Double.infinity
    terms.removeAll(keepingCapacity: true)
    for k in 0..<count where !intrinsic[k].isNaN {
      let intrinsicLength = intrinsic[k]
      if resistance[k] >= Priority.required { requiredLower = max(requiredLower, intrinsicLength) }
      if hugging[k] >= Priority.required { requiredUpper = min(requiredUpper, intrinsicLength) }
      terms.append(
        LineTerm(
          key: ConstraintKey(
            priority: hugging[k], rank: visible[k], kind: ConstraintKey.Along.hugging),
          point: intrinsicLength, weight: 1, shape: .rising))
      terms.append(
        LineTerm(
          key: ConstraintKey(
            priority: resistance[k], rank: visible[k], kind: ConstraintKey.Along.compression),
          point: intrinsicLength, weight: 1, shape: .falling))
    }
    if requiredLower > requiredUpper { return fail(#line) }
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
    for k in 0..<count { length[k] = each }
    if let pinned { return pinned }
    return max(0, chainCount * each + fixed + margins)
  }

  // MARK: fillProportionally

  private mutating func solveProportional(
    _ stack: StackView, pinned: Double?, margins: Double, spacingTotal: Double, total: Double
  ) -> Double? {
    let count = visible.count
    // The least important proportion: the one that gives way.
    if let pinned {
      let available = pinned - margins
      value.removeAll(keepingCapacity: true)
      upCapacity.removeAll(keepingCapacity: true)
      upKey.removeAll(keepingCapacity: true)
      downCapacity.removeAll(keepingCapacity: true)
      downKey.removeAll(keepingCapacity: true)
      for k in 0..<count {
        let intrinsicLength = intrinsic[k]
        guard intrinsicLength > 0 else {
          // No share: required to be 0.
          value.append(0)
          upCapacity.append(0)
          upKey.append(.zero)
          downCapacity.append(0)
          downKey.append(.zero)
          continue
        }
        let multiplier = intrinsicLength / total
        let priority = multiplier == 1 ? Priority.required : max(999 - Double(visible[k]), 751)
        // The proportion must outrank the view's own constraints for one key to
        // describe every move of the view.
        if hugging[k] >= priority || resistance[k] >= priority { return fail(#line) }
        let key = ConstraintKey(
          priority: priority, rank: visible[k], kind: ConstraintKey.Along.distribution)
        let start = max(multiplier * available, 0)
        value.append(start)
        upCapacity.append(.infinity)
        upKey.append(key)
        downCapacity.append(start)
        downKey.append(key)
      }
      value.append(0)
      upCapacity.append(.infinity)
      upKey.append(.trailingConnection)
      downCapacity.append(.infinity)
      downKey.append(.trailingConnection)
      allocate(target: available - spacingTotal)
      for k in 0..<count { length[k] = value[k] }
      return pinned
    }

    // Unpinned. With spacing, the proportions all hold at one canvas length only.
    let spacing = stack.spacing
    if count > 1 && spacing != 0 {
      let available = spacingTotal * total / (Double(count - 1) * spacing)
      guard available >= 0, available + margins >= 0 else { return fail(#line) }
      var lowest = Priority.required
      for k in 0..<count where intrinsic[k] > 0 {
        let multiplier = intrinsic[k] / total
        let priority = multiplier == 1 ? Priority.required : max(999 - Double(visible[k]), 751)
        lowest = min(lowest, priority)
      }
      for k in 0..<count {
        let intrinsicLength = intrinsic[k]
        guard intrinsicLength > 0 else {
          length[k] = 0
          continue
        }
        let each = intrinsicLength / total * available
        let tolerance = 1e-9 * max(1, abs(intrinsicLength))
        if hugging[k] >= lowest && each > intrinsicLength + tolerance { return fail(#line) }
        if resistance[k] >= lowest && each < intrinsicLength - tolerance { return fail(#line) }
        length[k] = each
      }
      return available + margins
    }
    // No spacing (or one view): every canvas length keeps the proportions, as long
    // as custom spacings add up to nothing; the views' own priorities choose it.
    guard count == 1 || spacingTotal == 0 else { return fail(#line) }
    terms.removeAll(keepingCapacity: true)
    for k in 0..<count where intrinsic[k] > 0 {
      let weight = intrinsic[k] / total
      terms.append(
        LineTerm(
          key: ConstraintKey(
            priority: hugging[k], rank: visible[k], kind: ConstraintKey.Along.hugging),
          point: total, weight: weight, shape: .rising))
      terms.append(
        LineTerm(
          key: ConstraintKey(
            priority: resistance[k], rank: visible[k], kind: ConstraintKey.Along.compression),
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
      length[k] = intrinsic[k] > 0 ? intrinsic[k] / total * available : 0
    }
    return available + margins
  }

  // MARK: equalCentering

  /// equalCentering: lengths as with fill (the gaps may grow for free), then the
  /// centres as evenly spaced as the equal-centring priorities (150 - index) allow.
  private mutating func solveEqualCentering(
    _ stack: StackView, pinned: Double?, margins: Double, spacingTotal: Double
  ) -> Double? {
    let count = visible.count
    let insets =
      stack.isLayoutMarginsRelativeArrangement
      ? stack.layoutMargins.insets(along: stack.axis) : (0, 0)
    let start = insets.0
    if count == 1 {
      guard let solved = allocateLengths(pinned: pinned, margins: margins, fixed: 0) else {
        return fail(#line)
      }
      position[0] = start
      return solved
    }
    if pinned == nil {
      // No equal-centring priority may fall to the fitting level, where it would
      // trade with the stack's length.
      for k in 1..<(count - 1) where visible[k] >= 100 { return fail(#line) }
      // Every centring equality outranks the stack's wish to be small: views keep
      // their lengths unless they resist less than that wish.
      for k in 0..<count {
        if intrinsic[k].isNaN {
          length[k] = 0
        } else {
          if resistance[k] <= Priority.fittingSizeLevel { return fail(#line) }
          length[k] = max(intrinsic[k], 0)
        }
      }
      var step = -Double.infinity
      for k in 0..<(count - 1) {
        step = max(step, (length[k] + length[k + 1]) / 2 + spacingAfter[k])
      }
      let available = (length[0] + length[count - 1]) / 2 + Double(count - 1) * step
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
    for k in 0..<count { lengthTotal += length[k] }
    let slack = available - spacingTotal - lengthTotal
    if slack < -1e-9 * max(1, abs(available)) {
      // Overflow: every gap is its spacing; the trailing edge breaks.
      var edge = start
      for k in 0..<count {
        position[k] = edge
        if k < count - 1 { edge += length[k] + spacingAfter[k] }
      }
      return pinned
    }
    let centres = available - (length[0] + length[count - 1]) / 2
    var widest = -Double.infinity
    for k in 0..<(count - 1) {
      widest = max(widest, (length[k] + length[k + 1]) / 2 + spacingAfter[k])
    }
    let step = centres / Double(count - 1)
    if widest <= step + 1e-9 * max(1, abs(step)) {
      placeCentres(start: start, available: available, step: step)
      maximizeFreeViews(start: start, available: available)
      return pinned
    }
    // The centres cannot all be evenly spaced. The equalities give way from the
    // last pair; views must hold their lengths against them.
    for k in 0..<count {
      if intrinsic[k].isNaN { return fail(#line) }
      if resistance[k] <= 150 { return fail(#line) }
    }
    for k in 1..<(count - 1) where visible[k] >= 100 { return fail(#line) }
    // Pair j's equality is settled before pair j + 1's. The needs are the least
    // centre-to-centre distances; suffix sums give the least room the rest needs.
    var suffix = 0.0
    for k in stride(from: count - 2, through: 1, by: -1) {
      suffix += need(k)
    }
    var widestSoFar = need(0)
    var rest = suffix
    var gaps = (each: 0.0, broken: 0, brokenGap: 0.0)
    var found = false
    for j in 1...(count - 2) {
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
    var centre = start + length[0] / 2
    for k in 0..<count {
      position[k] = centre - length[k] / 2
      if k < count - 1 {
        centre += k < gaps.broken ? gaps.each : (k == gaps.broken ? gaps.brokenGap : need(k))
      }
    }
    return pinned
  }

  /// The least distance between the centres of visible views `k` and `k + 1`.
  private func need(_ k: Int) -> Double {
    (length[k] + length[k + 1]) / 2 + spacingAfter[k]
  }

  private mutating func placeCentres(start: Double, available: Double, step: Double) {
    var centre = start + length[0] / 2
    for k in 0..<visible.count {
      position[k] = centre - length[k] / 2
      centre += step
    }
  }

  /// Once every priority has had its say, views without an intrinsic length grow
  /// in arrangement order as far as evenly spaced centres allow.
  private mutating func maximizeFreeViews(start: Double, available: Double) {
    let count = visible.count
    var grew = false
    for j in 0..<count where intrinsic[j].isNaN {
      var bound = Double.infinity
      if count == 2 {
        bound = available - spacingAfter[0] - length[1 - j]
      } else if j > 0 && j < count - 1 {
        let step = (available - (length[0] + length[count - 1]) / 2) / Double(count - 1)
        bound = min(
          2 * (step - spacingAfter[j - 1]) - length[j - 1],
          2 * (step - spacingAfter[j]) - length[j + 1])
      } else {
        // An end view: growing it narrows every centre distance.
        let other = j == 0 ? count - 1 : 0
        let base = available - length[other] / 2
        let pair = j == 0 ? 0 : count - 2
        let neighbour = j == 0 ? 1 : count - 2
        let n = Double(count - 1)
        bound =
          (base / n - length[neighbour] / 2 - spacingAfter[pair]) / (Double(count) / (2 * n))
        for k in 0..<(count - 1) where k != pair {
          bound = min(bound, 2 * (base - n * need(k)))
        }
      }
      length[j] = max(0, bound)
      grew = true
    }
    if grew {
      let step = (available - (length[0] + length[count - 1]) / 2) / Double(count - 1)
      placeCentres(start: start, available: available, step: step)
    }
  }

  // MARK: - Across the axis

  /// Solves across the axis into `crossPosition` and `crossLength`; returns the
  /// stack's cross length, or nil to hand the stack to the constraint solver.
  private mutating func solveCross(_ stack: StackView) -> Double? {
    let crossAxis = stack.axis.cross
    gather(stack, along: crossAxis)
    let count = visible.count
    let insets =
      stack.isLayoutMarginsRelativeArrangement
      ? stack.layoutMargins.insets(along: crossAxis) : (0, 0)
    let start = insets.0
    let margins = insets.0 + insets.1
    let pinned = stack.size.length(along: crossAxis)
    guard count > 0 else {
      for index in 0..<stack.arrangedSubviews.count {
        crossPosition[index] = snapped(start)
        crossLength[index] = 0
      }
      return pinned ?? 0
    }
    let views = stack.arrangedSubviews
    var available: Double

    if stack.alignment == .fill {
      if let pinned {
        available = pinned - margins
        guard available >= 0 else { return fail(#line) }
      } else {
        var requiredLower = 0.0
        var requiredUpper = Double.infinity
        terms.removeAll(keepingCapacity: true)
        for k in 0..<count where !intrinsic[k].isNaN {
          let intrinsicLength = intrinsic[k]
          if resistance[k] >= Priority.required {
            requiredLower = max(requiredLower, intrinsicLength)
          }
          if hugging[k] >= Priority.required {
            requiredUpper = min(requiredUpper, intrinsicLength)
          }
          terms.append(
            LineTerm(
              key: ConstraintKey(
                priority: hugging[k], rank: visible[k], kind: ConstraintKey.Cross.hugging),
              point: intrinsicLength, weight: 1, shape: .rising))
          terms.append(
            LineTerm(
              key: ConstraintKey(
                priority: resistance[k], rank: visible[k], kind: ConstraintKey.Cross.compression),
              point: intrinsicLength, weight: 1, shape: .falling))
        }
        if requiredLower > requiredUpper { return fail(#line) }
        terms.append(LineTerm(key: .crossFitting, point: -margins, weight: 1, shape: .rising))
        guard
          let solved = minimizeLexicographically(
            &terms, lower: max(0, -margins), upper: .infinity, points: &points),
          solved.upper.isFinite
        else { return fail(#line) }
        available = solved.upper
      }
      for k in 0..<count {
        length[k] = available
        position[k] = start
      }
    } else {
      // Each view within the arrangement area, offset by its baseline when the
      // alignment is a baseline of a horizontal stack.
      let baselines = crossAxis == .vertical
      var offsetTop = 0.0  // the largest baseline offset
      var usesOffsets = false
      var lastBottoms = false  // lastBaseline views without last baselines
      if baselines && stack.alignment == .firstBaseline {
        usesOffsets = true
        for k in 0..<count { offsetTop = max(offsetTop, views[visible[k]].firstBaseline ?? 0) }
      } else if baselines && stack.alignment == .lastBaseline {
        var with = 0
        for k in 0..<count where views[visible[k]].lastBaseline != nil { with += 1 }
        if with == count {
          usesOffsets = true
          for k in 0..<count { offsetTop = max(offsetTop, views[visible[k]].lastBaseline!) }
        } else if with == 0 {
          lastBottoms = true
        } else {
          return fail(#line)
        }
      }
      func offset(_ k: Int) -> Double {
        guard usesOffsets else { return 0 }
        let line =
          stack.alignment == .firstBaseline
          ? views[visible[k]].firstBaseline ?? 0 : views[visible[k]].lastBaseline!
        return offsetTop - line
      }
      // What each view would be with all the room it wants.
      var lowest = 0.0
      for k in 0..<count {
        let intrinsicLength = intrinsic[k]
        let wanted =
          !intrinsicLength.isNaN && intrinsicLength > 0 && resistance[k] > 25
          ? intrinsicLength : 0
        length[k] = wanted
        lowest = max(lowest, offset(k))
      }
      if let pinned {
        available = pinned - margins
      } else {
        // The spanning guide (@51) and the stack (@50, and @49 with baselines) want
        // to be short; the views' compression resistances, together, push back.
        terms.removeAll(keepingCapacity: true)
        let floor = max(lowest, -margins)
        for k in 0..<count where length[k] > 0 {
          terms.append(
            LineTerm(
              key: ConstraintKey(
                priority: resistance[k], rank: visible[k], kind: ConstraintKey.Cross.compression),
              point: length[k] + offset(k), weight: 1, shape: .falling))
        }
        terms.append(LineTerm(key: .spanningFit, point: floor, weight: 1, shape: .rising))
        terms.append(LineTerm(key: .crossFitting, point: floor, weight: 1, shape: .rising))
        guard
          let solved = minimizeLexicographically(
            &terms, lower: floor, upper: .infinity, points: &points),
          solved.lower.isFinite
        else { return fail(#line) }
        available = solved.lower
      }
      guard available >= lowest else { return fail(#line) }
      var widest = 0.0
      for k in 0..<count {
        let room = available - offset(k)
        if length[k] > room {
          // A required compression resistance might make the constraint solver
          // break another view's boundary instead.
          if resistance[k] >= Priority.required { return fail(#line) }
          length[k] = room
        }
        widest = max(widest, length[k])
      }
      for k in 0..<count {
        switch stack.alignment {
        case .fill, .leading:
          position[k] = start
        case .center:
          position[k] = start + (available - length[k]) / 2
        case .trailing:
          position[k] = start + available - length[k]
        case .firstBaseline:
          position[k] = start + offset(k)
        case .lastBaseline:
          if !baselines || lastBottoms {
            position[k] = start + widest - length[k]
          } else {
            position[k] = start + offset(k)
          }
        }
      }
    }
    for k in 0..<count {
      crossPosition[visible[k]] = snapped(position[k])
      crossLength[visible[k]] = snapped(length[k])
    }
    placeHiddenAcross(stack, start: start)
    return snapped(pinned ?? available + margins)
  }

  /// Hidden views across the axis: aligned with the first visible view, at their
  /// intrinsic cross length (0 without one), stretched like it with alignment fill.
  private mutating func placeHiddenAcross(_ stack: StackView, start: Double) {
    let crossAxis = stack.axis.cross
    let views = stack.arrangedSubviews
    let first = visible[0]
    let firstPosition = crossPosition[first]
    let firstLength = crossLength[first]
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
      crossPosition[index] = snapped(position)
      crossLength[index] = snapped(length)
    }
  }
}
