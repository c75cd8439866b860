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
/// and a per-view placement across it; on an axis with no size given, what the
/// greedy forms leave is found by a search over the stack's length through the
/// pinned solutions (DirectSolver+ProportionalSearch.swift,
/// DirectSolver+UnpinnedSearch.swift), and a few configurations search one
/// common length of their own (DirectSolver+BaselineSpacingSearch.swift,
/// DirectSolver+CenteringNeighbours.swift) or settle one priority tier as a small
/// lexicographic program (DirectSolver+CenteringUneven.swift). The rare
/// configurations it does not cover
/// are handed to the constraint solver, and ``usedConstraintSolver`` tells when
/// that happened; BENCHMARKS.md lists them, with how often each occurs, in "What
/// the direct solver leaves to the constraint solver".
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
  /// The positions of the hanging views whose lengths trade with a centring
  /// equality, as ``foldRigidHangingViews(_:soft:keepingAbove:)`` last found them.
  var tradingHangingViews: [Int] = []
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
  /// A configuration the direct solver does not cover goes to the constraint
  /// solver, as in ``StackView/layout()``: for at most
  /// ``StackView/constraintSolverViewLimit`` views; a larger stack of that kind
  /// is not laid out (every frame empty; ``StackViewLayout/notLaidOut``).
  ///
  /// - Complexity: O(n) for fill with room to spare, fillProportionally,
  ///   equalSpacing and equalCentering with their usual priorities; O(n log n) when
  ///   several views must give way one after another, or for one-length problems
  ///   (fillEqually, alignment fill with no size given); O(n log n) per probe of
  ///   a search (a few dozen to a couple of hundred probes) for what those leave.
  public mutating func solve(_ stack: StackView) {
    if solveDirectly(stack) {
      usedConstraintSolver = false
      return
    }
    let layout = stack.handedOverLayout(tradingViews: handoverTradingViews)
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

  /// When the last solve handed over a baseline-relative equalCentering stack
  /// because several of its hanging views may trade their lengths with the
  /// centring, those views' indices in `arrangedSubviews`; empty otherwise. The
  /// message of a stack that is then not laid out names them.
  public internal(set) var handoverTradingViews: [Int] = []

  /// Solves directly; false when the configuration is one the direct solver leaves
  /// to the constraint solver.
  mutating func solveDirectly(_ stack: StackView) -> Bool {
    let count = stack.arrangedSubviews.count
    fallbackLine = 0
    handoverTradingViews.removeAll(keepingCapacity: true)
    usedTiedTail = false
    usedNeighboursAtFitting = false
    usedGapSearch = false
    usedFittingPairsBesideViews = false
    usedLineHeightTie = false
    usedRigidHangingViews = false
    usedSoftHangingSearch = false
    usedCertifiedHangingViews = false
    usedTradingRuns = false
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
    if let solved = solveAlong(stack) {
      alongSize = solved
    } else if lengthSearch != .never, let solved = solveAlongBySearch(stack) {
      // Covered pinned: the search over the stack's length.
      fallbackLine = 0
      alongSize = solved
    } else {
      return false
    }
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

  /// When an unpinned axis is solved by a search over the stack's length
  /// (``solveProportionalBySearch`` for fillProportionally,
  /// ``solveAlongBySearch`` for the rest): for what the closed forms leave (the
  /// default); `always` solves every unpinned fillProportionally stack by its
  /// search, and `never` uses neither (tests compare the searches with the
  /// constraint solver on all such stacks, and count what the closed forms alone
  /// would hand over).
  enum LengthSearchUse { case fallback, always, never }
  var lengthSearch = LengthSearchUse.fallback

  /// Whether the last solve went through ``solveCenteringTiedTail`` (for tests,
  /// which count the scenes that reach it).
  var usedTiedTail = false
  /// Whether the last solve settled neighbouring views at 50 by
  /// ``settleNeighboursAtFitting(fittingPairs:)`` (tests).
  var usedNeighboursAtFitting = false
  /// Whether the last solve went through
  /// ``solveBaselineSpacingBySearch(_:pinned:margins:start:)`` (tests).
  var usedGapSearch = false
  /// Whether the last solve went through
  /// ``settleFittingPairsBesideViews(from:views:widest:slack:ends:offsets:available:)`` (tests).
  var usedFittingPairsBesideViews = false
  /// Whether the last solve settled a baseline line's height that the required
  /// tier's sum left open (``placeOverfullBaselines(start:available:)``; tests).
  var usedLineHeightTie = false
  /// Whether the last solve laid baseline-relative equalCentering out as plain
  /// equalCentering with its hanging views rigid
  /// (``foldRigidHangingViews(_:soft:keepingAbove:)``; tests).
  var usedRigidHangingViews = false
  /// Whether the last solve searched for the length of the one hanging view of
  /// baseline-relative equalCentering whose length trades with the centring
  /// (``solveWithSoftHangingView(_:position:pinned:margins:start:keepingAbove:)``; tests).
  var usedSoftHangingSearch = false
  /// Whether the last solve showed that all but one at most of several hanging
  /// views whose lengths trade with the centring keep their lengths
  /// (``solveCertifyingHangingViews(_:pinned:margins:start:)``; tests).
  var usedCertifiedHangingViews = false
  /// Whether the last solve laid out baseline-relative equalCentering by runs of
  /// views that may trade their lengths (for tests).
  var usedTradingRuns = false
  /// Lay out unpinned baseline-relative equalCentering with views that may trade
  /// their lengths by runs whenever it can, before the other ways (for tests).
  var preferTradingRuns = false

  /// The gap of equalSpacing, set by ``allocateLengths``.
  var equalGap = 0.0
  /// Whether ``solveAlongBySearch(_:)`` is probing pinned lengths (searches of
  /// their own then hand over rather than nest).
  var searchingLength = false
  /// Least lengths per view for ``allocateLengths`` (required), when not empty.
  var minimumLengths: [Double] = []
}
