/// Building blocks of the direct solver: constraint keys in the order the constraint
/// solver settles them, and a one-variable lexicographic minimiser.

/// Where a constraint stands in the constraint solver's order of importance.
///
/// Priorities are settled from the highest down; within a priority, after its
/// total error, constraints are settled one at a time by descending rank and then
/// by descending position in the compiled list (``kind`` mirrors that position for
/// constraints of one rank). A larger key is more important.
///
/// Stored in 16 bytes (rank and kind as 32-bit integers, `Int.max` as `Int32.max`):
/// a solve of 10,000 views keeps two keys per view, and halving them keeps the
/// working set closer to the caches.
struct ConstraintKey: Comparable, Hashable {
  var priority: Double
  private var storedRank: Int32
  private var storedKind: Int32

  init(priority: Double, rank: Int, kind: Int) {
    self.priority = priority
    storedRank = Int32(clamping: rank)
    storedKind = Int32(clamping: kind)
  }

  /// The arrangement index, or a special rank below (negative) or above
  /// (`Int.max`) every view's.
  var rank: Int {
    get { storedRank == .max ? .max : Int(storedRank) }
    set { storedRank = Int32(clamping: newValue) }
  }

  var kind: Int {
    get { Int(storedKind) }
    set { storedKind = Int32(clamping: newValue) }
  }

  static func < (lhs: ConstraintKey, rhs: ConstraintKey) -> Bool {
    if lhs.priority != rhs.priority { return lhs.priority < rhs.priority }
    if lhs.storedRank != rhs.storedRank { return lhs.storedRank < rhs.storedRank }
    return lhs.storedKind < rhs.storedKind
  }

  /// The order of the along-axis constraints of one rank in `alongAxisConstraints()`.
  enum Along {
    static let fitting = 0
    static let leading = 2
    static let trailing = 3
    static let spacing = 4
    static let hugging = 5
    static let compression = 6
    static let distribution = 7
    static let canvasFit = 10
  }

  /// The order of the cross-axis constraints of one rank in `crossAxisConstraints()`.
  enum Cross {
    static let fitting = 0
    static let hugging = 1
    static let compression = 2
    static let leadingConnection = 7
    static let ambiguity = 9
    static let spanningFit = 10
  }

  /// The trailing canvas connection: required, and the least important of all
  /// required constraints, so it absorbs what the others cannot hold.
  static let trailingConnection = ConstraintKey(
    priority: Priority.required, rank: -1, kind: Along.trailing)
  /// `stack.length == 0 @50` of an unpinned axis.
  static let alongFitting = ConstraintKey(
    priority: Priority.fittingSizeLevel, rank: Int.max, kind: Along.fitting)
  static let crossFitting = ConstraintKey(
    priority: Priority.fittingSizeLevel, rank: Int.max, kind: Cross.fitting)
  /// The leading canvas connection across the axis with alignment fill: it comes
  /// before the trailing one in the compiled list, so it gives way first.
  static let crossLeadingConnection = ConstraintKey(
    priority: Priority.required, rank: Int.max, kind: Cross.leadingConnection)
  /// `spanningGuide.length == 0 @51`.
  static let spanningFit = ConstraintKey(priority: 51, rank: Int.max, kind: Cross.spanningFit)

  /// Shrinking equalSpacing's equal gaps below the widest spacing: it breaks
  /// required spacings, but fewer than the gaps it shortens.
  static let equalGapsGive = ConstraintKey(priority: Priority.required, rank: -2, kind: 0)

  /// `UISV-fill-proportionally` of the view at arrangement `index` with share
  /// `multiplier`.
  static func proportion(multiplier: Double, index: Int) -> ConstraintKey {
    ConstraintKey(
      priority: proportionPriority(multiplier: multiplier, index: index), rank: index,
      kind: Along.distribution)
  }

  /// The cost order of a move no constraint cares about (a gap that may grow).
  static let zero = ConstraintKey(priority: -1, rank: 0, kind: 0)

  /// The cost order of growing a view with no intrinsic length: free, and, since
  /// lengths are maximised in arrangement order once every priority has had its
  /// say, cheaper the earlier the view.
  static func free(_ visiblePosition: Int) -> ConstraintKey {
    ConstraintKey(priority: -2, rank: visiblePosition, kind: 0)
  }
}

/// The shape of a term of a one-variable problem.
enum LineShape {
  /// `weight × max(0, x - point)`.
  case rising
  /// `weight × max(0, point - x)`.
  case falling
  /// `weight × |x - point|`.
  case vee
}

/// One constraint's error as a function of the single unknown `x`.
struct LineTerm {
  var key: ConstraintKey
  var point: Double
  var weight: Double
  var shape: LineShape
}

/// Minimises a sum of constraint errors, each a convex function of one unknown,
/// lexicographically: priorities from the highest down, each one's total error
/// first, then its constraints one at a time in descending key order.
///
/// Returns the interval of optimal values (`lower...upper`), or nil if it is empty.
/// - Complexity: O(t log t) for t terms.
func minimizeLexicographically(
  _ terms: inout [LineTerm], lower: Double, upper: Double, points: inout [(Double, Double)]
) -> (lower: Double, upper: Double)? {
  var lo = lower
  var hi = upper
  guard lo <= hi else { return nil }
  terms.withUnsafeMutableBufferPointer { $0.heapSort { $0.key > $1.key } }
  var start = 0
  while start < terms.count {
    let priority = terms[start].key.priority
    var end = start
    while end < terms.count && terms[end].key.priority == priority { end += 1 }
    // The tier's total: the right-hand slope at lo, then every kink inside (lo, hi).
    var slope = 0.0
    var magnitude = 0.0  // the sum of the weights, for the tolerance below
    points.removeAll(keepingCapacity: true)
    for index in start..<end {
      let term = terms[index]
      magnitude += 2 * term.weight
      switch term.shape {
      case .rising:
        if term.point <= lo {
          slope += term.weight
        } else if term.point < hi {
          points.append((term.point, term.weight))
        }
      case .falling:
        if term.point > lo {
          slope -= term.weight
          if term.point < hi { points.append((term.point, term.weight)) }
        }
      case .vee:
        if term.point <= lo {
          slope += term.weight
        } else {
          slope -= term.weight
          if term.point < hi { points.append((term.point, 2 * term.weight)) }
        }
      }
    }
    points.withUnsafeMutableBufferPointer { $0.heapSort { $0.0 < $1.0 } }
    // A slope that should come back to exactly 0 can miss it by a rounding error
    // (weights such as I / D, subtracted and added back in another order): within
    // this tolerance it counts as 0. Left slightly negative it would push the
    // minimum past every kink, slightly positive it would end the interval early.
    let tolerance = 1e-12 * magnitude
    var foundLower: Double? = slope >= -tolerance ? lo : nil
    var newUpper: Double? = slope > tolerance ? lo : nil
    var index = 0
    while newUpper == nil && index < points.count {
      let point = points[index].0
      while index < points.count && points[index].0 == point {
        slope += points[index].1
        index += 1
      }
      if foundLower == nil && slope >= -tolerance { foundLower = point }
      if slope > tolerance { newUpper = point }
    }
    let newLower = foundLower ?? hi
    lo = newLower
    hi = max(newLower, min(newUpper ?? hi, hi))
    // Within the tier, each constraint on its own, the most important first.
    for index in start..<end {
      let term = terms[index]
      switch term.shape {
      case .rising:
        hi = max(lo, min(hi, term.point))
      case .falling:
        lo = min(hi, max(lo, term.point))
      case .vee:
        let clamped = min(hi, max(lo, term.point))
        lo = clamped
        hi = clamped
      }
    }
    start = end
  }
  return (lo, hi)
}

/// The change in the lexicographic objective per unit of a move: a sum of at most
/// three constraints' errors, each growing (+1) or shrinking (-1).
struct LexSlope {
  var keys: (ConstraintKey, ConstraintKey, ConstraintKey)
  var signs: (Double, Double, Double)
  var count: Int

  init() {
    keys = (.zero, .zero, .zero)
    signs = (0, 0, 0)
    count = 0
  }

  mutating func add(_ key: ConstraintKey, _ sign: Double) {
    switch count {
    case 0: keys.0 = key; signs.0 = sign
    case 1: keys.1 = key; signs.1 = sign
    default: keys.2 = key; signs.2 = sign
    }
    count += 1
  }

  func term(_ index: Int) -> (ConstraintKey, Double) {
    switch index {
    case 0: (keys.0, signs.0)
    case 1: (keys.1, signs.1)
    default: (keys.2, signs.2)
    }
  }

  /// This slope, reversed: the slope of the opposite move.
  var negated: LexSlope {
    var result = self
    result.signs = (-signs.0, -signs.1, -signs.2)
    return result
  }

  /// The sign of `lhs - rhs` in the constraint solver's order: each priority's total
  /// first, then its constraints one by one, the most important first.
  static func compare(_ lhs: LexSlope, _ rhs: LexSlope) -> Double {
    // At most six terms, on the stack: the solver allocates nothing while it solves.
    withUnsafeTemporaryAllocation(of: (ConstraintKey, Double).self, capacity: 6) { storage in
      var count = 0
      for index in 0..<lhs.count {
        storage.initializeElement(at: count, to: lhs.term(index))
        count += 1
      }
      for index in 0..<rhs.count {
        let (key, sign) = rhs.term(index)
        storage.initializeElement(at: count, to: (key, -sign))
        count += 1
      }
      let terms = UnsafeMutableBufferPointer(rebasing: storage[0..<count])
      terms.heapSort { $0.0 > $1.0 }
      return compareSorted(terms)
    }
  }

  /// ``compare(_:_:)`` on the terms of both sides, sorted by descending key.
  private static func compareSorted(_ terms: UnsafeMutableBufferPointer<(ConstraintKey, Double)>)
    -> Double
  {
    var start = 0
    while start < terms.count {
      var end = start
      var total = 0.0
      while end < terms.count && terms[end].0.priority == terms[start].0.priority {
        total += terms[end].1
        end += 1
      }
      if total != 0 { return total > 0 ? 1 : -1 }
      var index = start
      while index < end {
        var sum = 0.0
        let key = terms[index].0
        while index < end && terms[index].0 == key {
          sum += terms[index].1
          index += 1
        }
        if sum != 0 { return sum > 0 ? 1 : -1 }
      }
      start = end
    }
    return 0
  }

  /// The sign of the slope itself.
  var sign: Double { LexSlope.compare(self, LexSlope()) }
}

extension UnsafeMutableBufferPointer {
  /// Sorts the elements in place so that `areInIncreasingOrder` holds between
  /// neighbours, without allocating (a heapsort: O(n log n), not stable). The
  /// direct solver sorts with it so that a re-solve never allocates; it only sorts
  /// elements whose order among equals does not matter.
  func heapSort(by areInIncreasingOrder: (Element, Element) -> Bool) {
    let count = self.count
    guard count > 1 else { return }
    // A heap with the element that goes last on top; then swap it to the end.
    func siftDown(_ start: Int, _ end: Int) {
      var parent = start
      while true {
        let left = 2 * parent + 1
        if left >= end { return }
        var child = left
        if left + 1 < end && areInIncreasingOrder(self[left], self[left + 1]) { child = left + 1 }
        if !areInIncreasingOrder(self[parent], self[child]) { return }
        swapAt(parent, child)
        parent = child
      }
    }
    var index = count / 2
    while index > 0 {
      index -= 1
      siftDown(index, count)
    }
    var end = count
    while end > 1 {
      end -= 1
      swapAt(0, end)
      siftDown(0, end)
    }
  }
}

/// A sort entry of the direct solver's extensions: a value and a visible position,
/// ordered by descending value, then descending position.
struct OrderedEntry {
  var value: Double
  var position: Int

  /// Whether `self` comes before `other`: the larger value first, and of equal
  /// values the later position first.
  @inline(__always)
  func precedes(_ other: OrderedEntry) -> Bool {
    value != other.value ? value > other.value : position > other.position
  }
}

extension DirectSolverWorkspace {
  /// Sorts ``ordered`` (larger values first, ties by the later position first)
  /// in place, without allocating: a heapsort.
  /// - Complexity: O(k log k) for k entries.
  mutating func sortOrdered() {
    ordered.withUnsafeMutableBufferPointer { $0.heapSort { $0.precedes($1) } }
  }
}
