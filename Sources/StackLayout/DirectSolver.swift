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
  public internal(set) var frames: [Rect] = []
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
}
