#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether a constraint holds in a solved layout, or by how much it is broken.
public enum ConstraintStatus: Hashable, Sendable {
  case holds
  /// The constraint is missed by this amount (always positive).
  case broken(by: Double)

  public var holds: Bool { self == .holds }
}

/// A constraint together with what became of it in the solution.
public struct SolvedConstraint: Hashable, Sendable {
  public var constraint: LayoutConstraint
  public var status: ConstraintStatus
  /// The name of the nested stack whose constraint this is, or `nil` for the root
  /// stack's (and every constraint of a stack without nested stacks). In a tree's
  /// constraint list, `stack`, `margins` and `spanningGuide` in the constraint
  /// mean this stack's, and views are named by their rank in the tree (the index
  /// of ``StackViewLayout/views``).
  public var stack: String?

  public init(constraint: LayoutConstraint, status: ConstraintStatus) {
    self.constraint = constraint
    self.status = status
  }
}

/// Why a view has its size, in a learner's words, on each axis.
public struct SizeReason: Hashable, Sendable {
  /// The reason for the length along the stack's axis, such as
  /// `stretched by 378: lowest hugging priority (250), tied with 2 others, first in order`.
  public var along: String
  /// The reason for the length across the stack's axis, such as
  /// `stretched to the stack's width 375: alignment fill`.
  public var across: String

  public init(along: String, across: String) {
    self.along = along
    self.across = across
  }
}

/// One arranged view's place in a solved layout.
public struct ViewLayout: Hashable, Sendable {
  public var name: String
  /// The frame relative to the stack's origin. A hidden view has a collapsed frame:
  /// length 0 along the axis, where it would have started.
  public var frame: Rect
  public var isHidden: Bool
  /// Why the view has its size. In a layout from ``StackView/layout()`` the text
  /// is written when it is read (O(1) per view), so callers that never read it
  /// never pay for it.
  public var reason: SizeReason {
    get {
      switch reasonSource {
      case .text(let reason): reason
      case .explained(let explanation, let index): explanation.reason(for: index)
      }
    }
    set { reasonSource = .text(newValue) }
  }

  private var reasonSource: ReasonSource

  public init(
    name: String, frame: Rect, isHidden: Bool = false,
    reason: SizeReason = SizeReason(along: "", across: "")
  ) {
    self.name = name
    self.frame = frame
    self.isHidden = isHidden
    reasonSource = .text(reason)
  }

  /// A view whose reason `explanation` writes when it is read.
  init(name: String, frame: Rect, isHidden: Bool, explanation: Explanation, index: Int) {
    self.name = name
    self.frame = frame
    self.isHidden = isHidden
    reasonSource = .explained(explanation, index)
  }

  public static func == (lhs: ViewLayout, rhs: ViewLayout) -> Bool {
    lhs.name == rhs.name && lhs.frame == rhs.frame && lhs.isHidden == rhs.isHidden
      && lhs.reason == rhs.reason
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(frame)
    hasher.combine(isHidden)
    hasher.combine(reason)
  }
}

/// Where a view's reason comes from: a text, or the explainer of its layout.
private enum ReasonSource: Sendable {
  case text(SizeReason)
  case explained(Explanation, Int)
}

/// The explainer of one solved layout, shared by its views.
final class Explanation: Sendable {
  private let explainer: Explainer?
  private let treeExplainer: TreeExplainer?

  init(_ explainer: Explainer) {
    self.explainer = explainer
    treeExplainer = nil
  }

  init(tree: TreeExplainer) {
    explainer = nil
    treeExplainer = tree
  }

  /// The reason of the view at `index` (a tree's: of the view of that rank).
  func reason(for index: Int) -> SizeReason {
    if let explainer { return explainer.reason(for: index) }
    return treeExplainer?.reason(for: index) ?? SizeReason(along: "", across: "")
  }
}

/// The result of laying out a ``StackView``.
public struct StackViewLayout: Hashable, Sendable {
  /// The stack's own size: pinned, or chosen to fit its content.
  public var size: Size
  /// One entry per arranged view, in arrangement order, hidden views included.
  ///
  /// For a stack with nested stacks: one entry per view of the whole tree, in
  /// depth-first pre-order (a view, then, if it is a stack, its own views, then
  /// the next view), nested stacks included, every frame relative to the root
  /// stack's origin.
  public var views: [ViewLayout]
  /// Every constraint the stack generated, on both axes, with its status.
  ///
  /// ``StackView/layout()`` compiles the list when it is first read (O(n)), so a
  /// caller that only needs the frames never pays for it.
  public var constraints: [SolvedConstraint] {
    get { constraintList.value }
    set { constraintList = ConstraintList(newValue) }
  }

  private var constraintList: ConstraintList

  /// Why the stack was not laid out, or `nil` when it was.
  ///
  /// ``StackView/layout()`` does not lay out a stack of more than
  /// ``StackView/constraintSolverViewLimit`` views whose configuration the
  /// direct solver does not cover: the constraint solver it would need grows
  /// like n³ in time and n² in memory. Such a layout has every frame empty at
  /// the origin, no constraints, and this sentence as every view's reason.
  public var notLaidOut: String?

  /// Creates a layout from its parts, for code that draws or tests layouts made by hand.
  public init(size: Size, views: [ViewLayout], constraints: [SolvedConstraint] = []) {
    self.size = size
    self.views = views
    constraintList = ConstraintList(constraints)
  }

  /// A layout whose constraint list `make` builds when it is first read.
  init(
    size: Size, views: [ViewLayout], constraints make: @escaping @Sendable () -> [SolvedConstraint]
  ) {
    self.size = size
    self.views = views
    constraintList = ConstraintList(make)
  }

  /// The frames of the arranged views, in arrangement order.
  public var frames: [Rect] { views.map(\.frame) }

  /// The constraints that are broken, most important first.
  public var brokenConstraints: [SolvedConstraint] {
    constraints.filter { !$0.status.holds }.sorted {
      $0.constraint.priority > $1.constraint.priority
    }
  }

  public static func == (lhs: StackViewLayout, rhs: StackViewLayout) -> Bool {
    lhs.size == rhs.size && lhs.views == rhs.views && lhs.constraints == rhs.constraints
      && lhs.notLaidOut == rhs.notLaidOut
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(notLaidOut)
    hasher.combine(size)
    hasher.combine(views)
    hasher.combine(constraints)
  }
}

/// A constraint list built at most once, when it is first read, by whichever
/// thread reads it first (the others wait for it).
private final class ConstraintList: @unchecked Sendable {
  // Guarded by `mutex`.
  private var list: [SolvedConstraint]?
  private var make: (@Sendable () -> [SolvedConstraint])?
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init(_ list: [SolvedConstraint]) {
    self.list = list
    mutex = .allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
  }

  init(_ make: @escaping @Sendable () -> [SolvedConstraint]) {
    self.make = make
    mutex = .allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  var value: [SolvedConstraint] {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    if let list { return list }
    let made = make?() ?? []
    list = made
    make = nil
    return made
  }
}
