/// Along an axis the stack is not pinned on, for configurations the direct
/// solver covers only when pinned: a search for the stack's length.
///
/// With the stack's length `W` fixed, the program along the axis is the pinned
/// one, which the direct solver solves; the unpinned program adds only the
/// fitting-size constraint `W == 0 @50`. The least cost as a function of `W` is
/// convex and piecewise linear, with a value that is a vector compared
/// lexicographically (each priority's total error, then its constraints one by
/// one in descending rank and row, as the constraint solver settles them). So:
///
/// - a golden-section search over `W`, comparing the errors of every constraint
///   along the axis at the pinned solutions (differences within the rounding of
///   the errors count as none), brackets the least cost;
/// - the least is at a kink: on either side of the bracket, the lines of the
///   first coordinate that changes cross there (drawn at three widths, since
///   kinks can lie close together), and the best of those crossings and the
///   search's own value is the answer;
/// - the answer is checked: no length a little way off on either side may be
///   better (by convexity, that makes it the least, up to that distance);
///   otherwise the stack is handed over.
///
/// The answer is not exact like the closed forms', but agrees with the
/// constraint solver to 1e-9 in the tests.
extension DirectSolverWorkspace {
  /// The errors of every constraint along the axis of one stack, as functions of
  /// its pinned solution at a given length, in the order they are settled.
  struct AxisErrors {
    /// Per constraint, in the order the constraint solver settles them
    /// (priority, then rank, then row, all descending): its expression
    /// (`first - multiplier × second - constant`), relation and priority.
    var expressions: [StatusExpression] = []
    var relations: [LayoutRelation] = []
    var priorities: [Double] = []

    init(_ stack: StackView) {
      let evaluator = StatusEvaluator(stack: stack, dimension: stack.axis)
      var compiled: [(constraint: LayoutConstraint, rank: Int, row: Int)] = []
      var row = 0
      stack.compileAlongAxis(visible: stack.visibleIndices) { constraint, rank in
        compiled.append((constraint, rank, row))
        row += 1
      }
      compiled.sort {
        ($0.constraint.priority, $0.rank, $0.row) > ($1.constraint.priority, $1.rank, $1.row)
      }
      expressions.reserveCapacity(compiled.count)
      for entry in compiled {
        expressions.append(evaluator.expression(entry.constraint))
        relations.append(entry.constraint.relation)
        priorities.append(entry.constraint.priority)
      }
    }

    /// Every constraint's error at `values`, in ``expressions`` order.
    func errors(at values: AxisValues, into result: inout [Double]) {
      result.removeAll(keepingCapacity: true)
      for index in expressions.indices {
        let value = expressions[index].value(values)
        switch relations[index] {
        case .equal: result.append(abs(value))
        case .lessThanOrEqual: result.append(max(0, value))
        case .greaterThanOrEqual: result.append(max(0, -value))
        }
      }
    }

    /// The coordinates in the order they are settled: each priority's total,
    /// then its constraints' errors one by one (then any coordinates after the
    /// errors, which ``compare(_:_:noise:)`` and ``firstChange(_:noise:)`` read
    /// one by one after them).
    func settled(_ errors: [Double]) -> [Double] {
      var result: [Double] = []
      result.reserveCapacity(errors.count + 8)
      var start = 0
      while start < priorities.count {
        var end = start
        var total = 0.0
        while end < priorities.count && priorities[end] == priorities[start] {
          total += errors[end]
          end += 1
        }
        result.append(total)
        result.append(contentsOf: errors[start..<end])
        start = end
      }
      // A caller's own tie-break after the errors, as it is.
      result.append(contentsOf: errors[priorities.count...])
      return result
    }

    /// The first settled coordinate whose value is not the same at every point.
    /// `noise` is the rounding of one error; a priority's total may carry that
    /// of every error it adds up.
    func firstChange(_ points: [[Double]], noise: Double) -> Int? {
      guard let first = points.first else { return nil }
      var index = 0
      var start = 0
      while start < priorities.count {
        var end = start
        while end < priorities.count && priorities[end] == priorities[start] { end += 1 }
        let tolerances = [noise * Double(end - start)] + Array(repeating: noise, count: end - start)
        for tolerance in tolerances {
          if points.contains(where: { abs($0[index] - first[index]) > tolerance }) { return index }
          index += 1
        }
        start = end
      }
      // Coordinates after the settled ones (a caller's own tie-break).
      while index < first.count {
        if points.contains(where: { abs($0[index] - first[index]) > noise }) { return index }
        index += 1
      }
      return nil
    }

    /// The sign of `lhs - rhs` in the constraint solver's order: each priority's
    /// total first, then its constraints one by one; differences within
    /// `noise` (one error's rounding; a priority's total, that of all its errors)
    /// count as none.
    func compare(_ lhs: [Double], _ rhs: [Double], noise: Double) -> Int {
      var start = 0
      while start < priorities.count {
        var end = start
        var difference = 0.0
        while end < priorities.count && priorities[end] == priorities[start] {
          difference += lhs[end] - rhs[end]
          end += 1
        }
        if abs(difference) > noise * Double(end - start) { return difference > 0 ? 1 : -1 }
        for index in start..<end where abs(lhs[index] - rhs[index]) > noise {
          return lhs[index] > rhs[index] ? 1 : -1
        }
        start = end
      }
      // Coordinates after the errors (a caller's own tie-break), one by one.
      for index in priorities.count..<lhs.count where abs(lhs[index] - rhs[index]) > noise {
        return lhs[index] > rhs[index] ? 1 : -1
      }
      return 0
    }
  }

  /// The stack's length along its axis, unpinned there, found by a search over
  /// the pinned solutions; the views' lengths and positions in ``items`` and the
  /// frames along the axis as at that length. Nil when a pinned solution on the
  /// way is not one the direct solver covers, or the search does not settle.
  /// - Complexity: O(n log n) per pinned solution, about a hundred of them.
  mutating func solveAlongBySearch(_ stack: StackView) -> Double? {
    let axis = stack.axis
    guard stack.size.length(along: axis) == nil, !searchingLength else { return nil }
    searchingLength = true
    defer { searchingLength = false }
    let errors = AxisErrors(stack)
    var pinned = stack
    var scratch: [Double] = []
    var buffer: [Rect] = []
    let (scale, noise) = searchScale(stack)

    /// The errors at length `length`, or nil when that pinned stack is not covered.
    func cost(_ length: Double) -> [Double]? {
      pinned.size.setLength(length, along: axis)
      guard solveAlong(pinned) != nil else { return nil }
      errors.errors(at: alongValues(pinned, length: length, buffer: &buffer), into: &scratch)
      return scratch
    }

    return KinkSearch.least(
      scale: scale, cost: cost, settled: errors.settled,
      compare: { errors.compare($0, $1, noise: noise) },
      firstChange: { errors.firstChange($0, noise: noise) })
  }

  /// The scale of a stack's lengths along its axis, for a search's upper end and
  /// tolerance (1 + the views' intrinsic lengths, spacings and margins), and the
  /// rounding of one error at that scale: a few operations on positions up to
  /// `scale`, which are sums along the chain (it grows with the number of views:
  /// at 2,000 views, a required error of a few 1e-9 would otherwise outweigh a
  /// stack thousands of points too long).
  func searchScale(_ stack: StackView) -> (scale: Double, noise: Double) {
    let axis = stack.axis
    var scale = 1.0
    for view in stack.arrangedSubviews where !view.isHidden {
      scale += abs(view.intrinsicSize.length(along: axis) ?? 0) + abs(view.customSpacingAfter ?? 0)
    }
    scale += abs(stack.spacing) * Double(stack.arrangedSubviews.count)
    let margins = stack.layoutMargins.insets(along: axis)
    scale += abs(margins.0) + abs(margins.1)
    return (scale, max(1e-14, 1e-15 * Double(stack.arrangedSubviews.count)) * scale)
  }

  /// The values along the axis of a stack just solved there, `length` long: the
  /// visible views' positions and lengths as solved (not snapped, so that the
  /// errors are continuous in the length), hidden views at 0 length, and the
  /// gap guides between the visible views. `buffer` is reused for the frames.
  func alongValues(_ stack: StackView, length: Double, buffer: inout [Rect])
    -> AxisValues
  {
    let axis = stack.axis
    let count = stack.arrangedSubviews.count
    if buffer.count != count {
      buffer = Array(repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: count)
    }
    for index in 0..<count { buffer[index].setSpan(0, 0, along: axis) }
    for item in items { buffer[item.index].setSpan(item.position, item.length, along: axis) }
    var values = AxisValues(dimension: axis, stackLength: length, frames: buffer)
    let distribution = stack.effectiveDistribution
    guard distribution == .equalSpacing || distribution == .equalCentering else { return values }
    values.gapPositions = Array(repeating: 0, count: count)
    values.gapLengths = Array(repeating: 0, count: count)
    for (from, to) in zip(items, items.dropFirst()) {
      let start =
        distribution == .equalSpacing
        ? from.position + from.length : from.position + from.length / 2
      let end = distribution == .equalSpacing ? to.position : to.position + to.length / 2
      values.gapPositions[from.index] = start
      values.gapLengths[from.index] = end - start
    }
    return values
  }
}
