/// The direct method for one axis of a tree of nested stacks: the frames the
/// constraint solver finds, in time that grows with the tree's size and its
/// break points instead of like n³.
///
/// Along one axis, a nested stack meets the rest of the tree only through its
/// own length: its views' constraints are its own, and they do not move when
/// it moves. So the whole program is the stacks' programs put together, and the
/// least cost of a nested stack's content, as a function of its length, stands
/// in for the content in the program of the stack that holds it. That cost is
/// convex and piecewise linear (``ConvexCost``), and each arrangement composes
/// its views' costs in one way:
///
/// - along the axis, `fill`: the views share a total length, so the stack's
///   cost is their infimal convolution (the cheapest pieces first);
///   `equalSpacing` shares it with the gaps, which cost nothing but cannot be
///   less than the spacing, and adds `UISV-canvas-fit`; `fillEqually` gives
///   every view the same length, so it is the sum of the costs at `total / n`;
///   `fillProportionally` gives every view but one its share of the stack's
///   length `L` and the one whose proportion ranks lowest what is left, so it
///   is the sum of the costs at those affine functions of `L`, plus that
///   proportion's error (``proportionalShares(_:costs:fixed:)``);
///   `equalCentering` whose views keep their lengths above its centring
///   shares the room left by the views among the centre distances, the
///   centring equalities giving way in turn, and when there is none the views
///   give way (``RigidCentering``), plus `UISV-canvas-fit`;
/// - across the axis, `fill`: every view has the canvas's length, so it is the
///   sum; `leading`, `center` and `trailing`: each view takes the length it
///   likes best (with `UISV-ambiguity-suppression` pulling it to 0) up to the
///   canvas's, and the spanning guide (`UISV-spanning-fit`) is the canvas.
///
/// Costs are built from the leaves up; then lengths go down from the root (its
/// pinned length, or the least cost with the fitting-size constraint), each
/// stack sharing its own among its views as its cost was built.
///
/// It covers the distributions `fill`, `fillEqually`, `equalSpacing`,
/// `fillProportionally` (when only its lowest proportion gives way) and
/// `equalCentering` whose views each keep a length unless the room runs out
/// (``keptLength(_:above:)``: a plain view that resists compression above
/// every centring equality, or a nested stack whose content gives way only
/// above them): up to 32 views in a nested stack, whose equalities are
/// distinct, and any number at the root (past index 99, where they tie, laid
/// out as a flat stack of views of those lengths, ``flatCentering(_:length:)``); the
/// alignments `fill`, `leading`, `center` and `trailing`; and `firstBaseline`
/// and `lastBaseline` where each view's baseline is a fixed distance below its
/// top (``baselineOffsets(_:)``: every top is then the shared baseline less
/// the view's offset, the baseline as high as the views let it be), or, for a
/// view with no last baseline, its bottom (``Standing``: the baseline and the
/// room below it share the canvas), or, for a vertical `fill` stack whose last
/// view has a last baseline, that view's, and for a horizontal stack aligned by
/// last baselines, its own (``Split``: the room above the row's baseline
/// bounds one side of the nested stack, the room below it the other). It hands
/// over the rest of `fillProportionally` and `equalCentering`, baseline-relative arrangement,
/// programs whose required constraints cannot all hold (except at a pinned
/// root: along its axis its trailing connection gives way when no stack
/// shares a length in fixed ratios, ``mayOverflow(_:dimension:)``, or when
/// the only such stacks are nested `fillEqually` stacks of plain views and
/// `equalSpacing` stacks with gaps after different spacing, squeezed first
/// while that costs less, ``equalOverflow(_:_:)``, and, at a `fillEqually`
/// root, its plain views' own required lengths or a nested column's aligned
/// fill across, where its one length is the only least,
/// ``equalRootHolds(_:_:)``; across it,
/// aligned fill, its first view's leading connection or its plain views'
/// required constraints, ``pinnedRootAcross(_:)``, and aligned leading, center
/// or trailing, its spanning guide's connection and its longest plain view,
/// ``overfullRoot(_:start:plan:level:)``; and in a stack aligned fill across,
/// or `fillEqually` along, whose views' required lengths cannot all be one,
/// where the views' own required constraints, or a nested view's alignment
/// or equality, give way, ``yielding(_:extras:equalities:)``), and a nested stack
/// whose cost would hold more terms than ``termBudget`` (the root's own cost is
/// never built: ``ConvexCost/leastOfSum(_:adding:budget:)`` finds where it is
/// least): ``init(tree:dimension:keys:)`` then throws why, and the constraint
/// solver takes the axis.
struct TreeAxisSolver {
  /// Every variable of the axis's program the frames and the constraint
  /// statuses need, not yet snapped.
  private(set) var values: TreeValues

  private let tree: StackTree
  private let dimension: Axis
  private let keys: TreeCostKeys
  /// Per level: how its views' lengths are decided, once its cost is built.
  private var plans: [Plan?]
  /// The `fillEqually` columns a row aligned by last baselines hangs from as
  /// if they were plain views (``rigidColumn(_:)``), by level: the length
  /// each is laid out at, and the least priority at which a change of that
  /// length costs. Their holder checks the program's other errors against it
  /// (``rigidFloor``).
  private(set) var rigidColumns: [Int: (length: Double, floor: Double)] = [:]

  /// The least priority at which a change of a rigid column's length costs,
  /// `nil` without one: the layout is the program's when no constraint
  /// outside those columns errs at it or above (uikit-stack.md, "Nested
  /// stacks": a column's last baseline is its last view's).
  var rigidFloor: Double? { rigidColumns.values.lazy.map(\.floor).min() }

  /// The `fillEqually` stacks an overflowing root squeezes or stretches past
  /// their views' required lengths (``equalOverflow(_:_:)``): their plain
  /// views' required hugging and compression resistance are costs, not bounds.
  private var softLevels: Set<Int> = []
  /// The `equalSpacing` stacks with gaps after different spacing an
  /// overflowing root squeezes or stretches past their spacing
  /// (``equalOverflow(_:_:)``): their gaps' required spacing are costs.
  private var softGapLevels: Set<Int> = []

  /// How one stack shares its length among its visible views.
  private struct Plan {
    /// The stack's cost as a function of its own length on the axis.
    var cost: ConvexCost?
    /// The visible views' lower bounds, in order.
    var lowers: [Double] = []
    /// The visible views' upper bounds, in order.
    var uppers: [Double] = []
    /// Along `fill` and `equalSpacing`: the cheapest pieces of the views' costs
    /// (and, for equalSpacing, of the gaps, owner `visible.count`).
    var pieces: [ConvexCost.Piece] = []
    /// Across, not `fill`: the length each view likes best.
    var preferred: [Double] = []
    /// What the stack's own length leaves to the views: margins and spacing.
    var fixed: Double = 0
    /// Across, aligned by baselines: how far below the canvas's start each
    /// view's top is.
    var drops: [Double] = []
    /// The root's length on an axis it is not pinned on, when its cost is a
    /// sum: found without building the sum (``rootLength(_:scale:adding:fixed:level:)``).
    var rootLength: Double?
    /// Along `fillProportionally`: how its views share the stack's length.
    var proportional: ProportionalShares?
    /// Along `equalCentering` (two views or more): the centre distances.
    var centering: RigidCentering?
    /// Along a root's `equalCentering` past index 99, whose centring
    /// equalities tie at 50: its views' places with the room to keep them are
    /// the flat direct solver's (``flatCentering(_:length:)``).
    var tiedCentering = false
    /// With ``tiedCentering`` on a free root: the flat direct solver's
    /// fitting length and each visible view's start there, kept so that the
    /// views are not placed twice at that length.
    var tiedPlaces: (length: Double, starts: [Double])?
    /// Across, aligned by last baselines with views that have none, or with
    /// nested stacks whose last baselines move with their content.
    var standing: Standing?
    /// Across, aligned fill, where the views' required lengths cannot all be
    /// the canvas's, or along `fillEqually` where they cannot all be one
    /// (``yielding(_:extras:equalities:)``): the lengths each view may take,
    /// the one nearest that length (a plain view's are any).
    var yields: [(lower: Double, upper: Double)]?
    /// With ``yields``, the stack's cost at every length (``cost`` keeps the
    /// lengths where its required errors are least): a stack around it that
    /// may give up its alignment instead reads it.
    var unsettled: ConvexCost?
    /// Along `fillEqually` with ``yields``, when the required errors are
    /// least at one length only: that length (each view takes the nearest it
    /// may).
    var equalLength: Double?
    /// With ``unsettled``, the lengths the first view may take (the others
    /// align with it): the one nearest the canvas's, past which its leading
    /// connection gives way.
    var content: (lower: Double, upper: Double)?
    /// A nested stack in a row aligned by last baselines, split by its own
    /// last baseline (a `fill` column's, or a row's aligned by last
    /// baselines): the two sides of it.
    var split: Split?
  }

  /// The two sides of a nested stack's last baseline, in a row aligned by last
  /// baselines, which bounds each side on its own (by the room above its
  /// baseline and the room below it), so each side's cost is its own views'.
  ///
  /// - A vertical `fill` stack whose last visible view's last baseline is a
  ///   fixed distance below that view's top (``fixedLastBaselineOffset(_:)``)
  ///   has that baseline, which moves with the stack's content: above it are
  ///   the top margin, every visible view but the last, the spacing and the
  ///   last view's offset (the views above share their side as along any
  ///   `fill` stack); below it, the rest of the last view and the bottom
  ///   margin. So does a vertical `equalSpacing` stack of two views or more,
  ///   its gaps above the last view (a part at least the spacing, as along
  ///   any `equalSpacing` stack), its canvas fit on both sides.
  /// - A horizontal stack aligned by last baselines whose tallest view hangs
  ///   from its baseline has that baseline (``splitsRow(_:)``): its two sides
  ///   are its own ``Standing`` sides, with its margins.
  private struct Split {
    var above: ConvexCost
    var below: ConvexCost
    /// A column's: the cheapest pieces of the views above the last, and
    /// their lower bounds (none for a row).
    var pieces: [ConvexCost.Piece]
    var lowers: [Double]
    /// The last view's length less the length below the baseline: its
    /// baseline offset less the bottom margin.
    var lastShift: Double
  }

  /// A stack aligned by last baselines where some views have none and stand
  /// on the baseline by their bottoms: the baseline `B` below the canvas's top
  /// bounds those views' lengths, and what is left below it, `R`, bounds each
  /// other view's to `R` plus its offset. The canvas is `B + R`, shared between
  /// the two sides as the cheapest pieces of their costs go (`sides`: below,
  /// then above, so that with room to spare the baseline is as high as the
  /// views let it be).
  ///
  /// A nested stack split by its last baseline (``Split``) takes part on both
  /// sides: the room above its baseline bounds its views above, and the room
  /// below it its last view.
  private struct Standing {
    /// Each visible view's baseline offset, `nil` for one standing on it (and
    /// 0 for a split nested stack).
    var offsets: [Double?]
    /// The least baseline: the largest offset of a hanging view, never below
    /// 0 (`nil` when no view hangs).
    var floor: Double?
    /// Per visible view, whether it is a nested stack split by its baseline.
    var splits: [Bool]
    /// Whether some view stands on the baseline (which is then above the
    /// canvas's end).
    var stands: Bool
    var sides: [ConvexCost] = []
    var pieces: [ConvexCost.Piece] = []
    /// The lengths a split nested stack likes best above and below its
    /// baseline, and their least values, by visible view.
    var splitPreferred: [Int: (above: Double, below: Double)] = [:]
    var splitLowers: [Int: (above: Double, below: Double)] = [:]
  }

  /// The length below its baseline given to each split nested stack (by
  /// level) by the row around it, read when its own views are assigned.
  private var splitBelow: [Int: Double] = [:]

  /// How a fillProportionally stack's visible views share its length `L`
  /// (``proportionalShares(_:costs:fixed:)``): every view with a positive intrinsic
  /// length but one is `multipliers[k] × L`; the one whose proportion ranks
  /// lowest (`absorber`) takes what is left; a view with none is 0 long.
  private struct ProportionalShares {
    var multipliers: [Double]
    var absorber: Int
    /// How fast the absorber's length grows with `L` (`1 - Σ` the others'
    /// multipliers), and its proportion's error (`1 - Σ` every multiplier).
    var alpha: Double
    var rest: Double
    /// The lengths `L` at which every share is within its view's bounds. At
    /// either end the absorber or another view is at a bound the program would
    /// meet by breaking the next proportion instead, which these shares do not
    /// cover: a stack laid out there is handed over.
    var lower: Double
    var upper: Double
  }

  /// The baseline offset of each visible view of a level whose stack aligns
  /// baselines across the axis (`nil` for another alignment): how far below
  /// its top the view's baseline is. Covered: a first baseline of a plain view
  /// (its top when it has none), of a vertical nested stack (its first view's,
  /// below its top margin) or of a horizontal one whose tallest view's top is
  /// a fixed distance below its own (``fixedDrop(ofLevel:view:)``: aligned
  /// fill or top, or by baselines all its views hang from); a last baseline
  /// of a plain view that has one, and a plain view or a nested stack without
  /// one, which aligns its bottom instead (`nil`: its offset is its length),
  /// such a horizontal nested stack (``fixedLastBaselineOffset(_:)``), and a
  /// nested stack split by its
  /// last baseline (0, ``Split``): a vertical `fill` stack whose last view's
  /// is a fixed distance below that view's top, or a horizontal stack aligned
  /// by last baselines whose tallest view hangs from it. Another nested stack
  /// with a last baseline moves it with its height or content: not covered.
  private mutating func baselineOffsets(_ levelIndex: Int) throws(Unsupported) -> [Double?]? {
    let level = tree.levels[levelIndex]
    let stack = level.stack
    guard stack.alignment == .firstBaseline || stack.alignment == .lastBaseline else {
      return nil
    }
    // A vertical stack's views have no baselines across it: their leading
    // (first baseline) or trailing (last baseline) edges align, wherever the
    // canvas lets them (``assign(level:length:position:)``).
    guard dimension == .vertical else { return stack.visibleIndices.map { _ in 0 } }
    return try stack.visibleIndices.map { index throws(Unsupported) in
      let rank = level.ranks[index]
      if stack.alignment == .firstBaseline { return try firstBaselineOffset(rank) ?? 0 }
      if let nested = tree.nodes[rank].nested {
        // A nested stack whose chosen view has no last baseline has none and
        // stands on the baseline; one that has one moves it with its content.
        guard let chosen = tree.baselineView(ofLevel: nested, first: false),
          tree.nodes[chosen].nested != nil || tree.nodes[chosen].view.lastBaseline != nil
        else { return nil }
        // A fill column whose last baseline is its last view's, or a row
        // aligned by last baselines, is split by it (``Split``).
        if plans[nested]?.split != nil { return 0 }
        if let offset = fixedLastBaselineOffset(rank) { return offset }
        if let column = rigidColumn(nested) {
          rigidColumns[nested] = (column.length, column.floor)
          return column.offset
        }
        throw .movingBaseline(tree.nodes[rank].view.name)
      }
      guard let offset = tree.nodes[rank].view.lastBaseline else { return nil }
      return offset
    }
  }

  /// How far below the top of the view of `rank` its first baseline is, `nil`
  /// when it has none (uikit-stack.md, "Nested stacks": a vertical stack's is
  /// its first visible view's, a horizontal stack's its tallest plain view's).
  private func firstBaselineOffset(_ rank: Int) throws(Unsupported) -> Double? {
    let node = tree.nodes[rank]
    guard let nested = node.nested else { return node.view.firstBaseline }
    let stack = tree.levels[nested].stack
    let top = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins.top : 0
    if stack.axis == .vertical {
      guard let first = stack.visibleIndices.first,
        let inner = try firstBaselineOffset(tree.levels[nested].ranks[first])
      else { return nil }
      return top + inner
    }
    // A horizontal stack's baseline is its tallest view's, a fixed distance
    // below its top when that view's top is (``fixedDrop(ofLevel:view:)``);
    // elsewhere it moves with the stack's height.
    guard let chosen = tree.baselineView(ofLevel: nested, first: true),
      let offset = tree.nodes[chosen].view.firstBaseline
    else { return nil }
    guard let drop = fixedDrop(ofLevel: nested, view: chosen) else {
      throw Unsupported(reason: "the baseline of \(node.view.name) moves with its alignment")
    }
    return top + drop + offset
  }

  /// How far below the top of the canvas of the horizontal stack of `nested`
  /// (on the vertical axis) its view of rank `chosen` is, when that is fixed:
  /// 0 when the stack aligns fill or top; when it aligns baselines and every
  /// view hangs from the baseline a fixed distance below its top, the view's
  /// drop (the baseline is as high as the views let it be, whatever the
  /// stack's height). `nil` when it moves with the stack's height.
  private func fixedDrop(ofLevel nested: Int, view chosen: Int) -> Double? {
    let level = tree.levels[nested]
    switch level.stack.alignment {
    case .fill, .leading: return 0
    case .firstBaseline, .lastBaseline:
      guard let plan = plans[nested], plan.standing == nil, !plan.drops.isEmpty,
        let offset = level.stack.visibleIndices.firstIndex(where: { level.ranks[$0] == chosen })
      else { return nil }
      return plan.drops[offset]
    default: return nil
    }
  }

  /// Why the method does not cover a tree, for the layout's reason.
  struct Unsupported: Error {
    var reason: String
    /// Whether the method found required constraints that cannot all hold
    /// (``conflict(_:)``).
    var isConflict = false

    /// The required constraints of the stack named `level` cannot all hold.
    static func conflict(_ level: String) -> Unsupported {
      Unsupported(reason: "required constraints of \(level) conflict", isConflict: true)
    }

    /// The last baseline of the stack named `level` moves with its content
    /// in a way the method does not follow.
    static func movingBaseline(_ level: String) -> Unsupported {
      Unsupported(reason: "the last baseline of \(level) moves with its content")
    }

    /// A sum of the stack named `level` would pass ``TreeAxisSolver/termBudget``.
    static func tooManyPieces(_ level: String) -> Unsupported {
      Unsupported(reason: "the costs of \(level) have too many pieces for the direct method")
    }
  }

  /// `key`, a constraint of the stack named `level` the compiled program always
  /// has for this arrangement (`what` names it if it is missing).
  private func needed(_ key: ConstraintKey?, _ what: String, of level: String)
    throws(Unsupported) -> ConstraintKey
  {
    guard let key else { throw Unsupported(reason: "\(level) has no \(what)") }
    return key
  }

  /// Solves the axis, or throws why it cannot.
  init(tree: StackTree, dimension: Axis, keys: TreeCostKeys) throws(Unsupported) {
    self.tree = tree
    self.dimension = dimension
    self.keys = keys
    values = TreeValues(count: tree.nodes.count)
    plans = Array(repeating: nil, count: tree.levels.count)
    do {
      try solve()
    } catch  where error.isConflict {
      // A rigid column's length is the method's assumption, not a required
      // constraint: where the room cannot keep it (a list of cards pinned too
      // short), the column would give way, moving its last baseline.
      guard let column = rigidColumns.keys.min() else { throw error }
      throw .movingBaseline(tree.levels[column].name)
    }
  }

  /// Plans every stack and lays the tree out from the root's length.
  private mutating func solve() throws(Unsupported) {
    // Nested levels come after the level that holds them: build from the last.
    for level in tree.levels.indices.reversed() where tree.levels[level].isShown {
      plans[level] = try plan(level)
    }
    let root = tree.levels[0].stack
    let length: Double
    if let pinned = root.size.length(along: dimension) {
      length = pinned
    } else if let found = plans[0]?.rootLength {
      length = found
      values[.stackLength] = length
    } else {
      guard let cost = plans[0]?.cost, let fitting = keys.fitting,
        let least = cost.adding(CostSlope(fitting, 1)).leastAt
      else { throw Unsupported(reason: "the root's fitting size is unbounded") }
      length = least
      values[.stackLength] = length
    }
    try assign(level: 0, length: length, position: 0)
  }

  // MARK: Costs, from the leaves up

  private mutating func plan(_ levelIndex: Int) throws(Unsupported) -> Plan {
    let level = tree.levels[levelIndex]
    let stack = level.stack
    let visible = stack.visibleIndices
    // With no visible view, nothing but the stack's holder decides its length.
    guard !visible.isEmpty else { return Plan(cost: .flat()) }
    let along = stack.axis == dimension
    if along {
      if stack.isBaselineRelativeArrangement && dimension == .vertical {
        throw Unsupported(reason: "\(level.name) is baseline-relative")
      }
      switch stack.effectiveDistribution {
      case .fill, .fillEqually, .equalSpacing, .fillProportionally, .equalCentering: break
      case let other: throw Unsupported(reason: "\(level.name) uses \(other.rawValue)")
      }
    }

    var costs: [ConvexCost] = []
    costs.reserveCapacity(visible.count)
    var extras: [CostSlope] = []
    for index in visible {
      // The tie rule wants every view long; ambiguity suppression wants it short.
      var extra = CostSlope(.length(level.ranks[index]), -1)
      if !along && stack.alignment != .fill {
        let key = try needed(
          keys.ambiguity[levelIndex][index], "ambiguity suppression", of: level.name)
        extra = CostSlope(key, 1) + extra
      }
      costs.append(try viewCost(level: levelIndex, index: index, adding: extra))
      extras.append(extra)
    }

    var plan = Plan()
    if !along, let offsets = try baselineOffsets(levelIndex) {
      // Every view's top is the shared baseline less its own offset; the
      // baseline is as high as the view with the lowest one lets it be.
      let baseline = offsets.compactMap { $0 }.max() ?? 0
      plan.drops = offsets.map { baseline - ($0 ?? 0) }
      let splits = visible.map { index in
        tree.nodes[level.ranks[index]].nested.map { plans[$0]?.split != nil } ?? false
      }
      if offsets.contains(nil) || splits.contains(true) || splitsRow(levelIndex) {
        // The largest offset of a view hanging from the baseline.
        let hanging = zip(offsets, splits).compactMap { $1 ? nil : $0 }.max()
        plan.standing = Standing(
          offsets: offsets, floor: hanging.map { max(0, $0) }, splits: splits,
          stands: offsets.contains(nil))
      }
    }
    plan.lowers = costs.map(\.lower)
    plan.uppers = costs.map(\.upper)
    let margins =
      stack.isLayoutMarginsRelativeArrangement
      ? stack.layoutMargins.insets(along: dimension) : (start: 0, end: 0)
    plan.fixed = margins.start + margins.end
    let needsCost = level.rank != nil || stack.size.length(along: dimension) == nil
    // Worded only when thrown (this runs for every stack of every layout).
    var failure: Unsupported { .conflict(level.name) }

    if along {
      let gaps = zip(visible, visible.dropFirst()).map { stack.spacing(after: $0.0) }
      switch stack.effectiveDistribution {
      case .fillEqually where visible.count > 1:
        plan.fixed += gaps.reduce(0, +)
        let yielding =
          needsCost && plan.lowers.max()! > plan.uppers.min()!
          ? try self.yielding(levelIndex, extras: extras, equalities: keys.equality[levelIndex])
          : nil
        plan.yields = yielding?.yields
        let parts = yielding?.costs ?? costs
        let count = Double(costs.count)
        if level.rank == nil && needsCost {
          // The root's length is `count` times the one length only while
          // every view has it.
          guard
            yielding.map({ $0.domains.isEmpty && $0.yields.allSatisfy(\.lower.isInfinite) })
              ?? true
          else { throw failure }
          plan.rootLength = try rootLength(
            parts, scale: count, adding: .zero, fixed: plan.fixed, level: level.name)
        } else if needsCost {
          guard var sum = try sum(parts, of: level.name) else { throw failure }
          if let yielding {
            guard let least = sum.leastErrors(at: Priority.required),
              yielding.keeps(least.lower, least.upper)
            else { throw failure }
            sum = least
            if least.lower == least.upper {
              // One length: each view's nearest, the stack their sum.
              let each = least.lower
              plan.equalLength = each
              let total = yielding.yields.reduce(plan.fixed) {
                $0 + min(max(each, $1.lower), $1.upper)
              }
              plan.cost = ConvexCost(lower: total, upper: total, breaks: [], slopes: [.zero])
            } else {
              // Where the required errors are least in every coordinate, every
              // view has the one length (a nested view's equality would err).
              guard
                yielding.yields.allSatisfy({ $0.lower <= least.lower && least.upper <= $0.upper })
              else { throw failure }
            }
          }
          if plan.cost == nil { plan.cost = sum.stretched(by: count).shifted(by: plan.fixed) }
        }
      case .fillProportionally:
        plan.fixed += gaps.reduce(0, +)
        let shares = try proportionalShares(levelIndex, costs: costs, fixed: plan.fixed)
        plan.proportional = shares
        if needsCost {
          let parts = proportionalParts(levelIndex, costs: costs, shares: shares, fixed: plan.fixed)
          if level.rank == nil {
            plan.rootLength = try rootLength(
              parts, scale: 1, adding: .zero, fixed: 0, level: level.name)
          } else {
            guard let sum = try sum(parts, of: level.name) else { throw failure }
            plan.cost = sum
          }
        }
      case .equalCentering where visible.count > 1:
        let centering = try rigidCentering(levelIndex, costs: costs)
        plan.centering = centering
        let fitting = Priority.fittingSizeLevel
        plan.tiedCentering = centering.keys.contains { ($0?.priority ?? .infinity) <= fitting }
        if level.rank == nil && needsCost
          && centering.giving.allSatisfy({ Self.leadingPriority($0.slope) > fitting })
        {
          if plan.tiedCentering {
            // The equalities past index 99 tie with the fitting size.
            let places = try flatCentering(centering, length: nil)
            plan.tiedPlaces = places
            plan.rootLength = places.length
          } else {
            // Every equality ranks above the fitting size, and so does every
            // view's giving way: they all hold from the least room at which
            // they can, the widest need between every pair.
            let count = Double(centering.needs.count)
            let ends = centering.lengths.first! / 2 + centering.lengths.last! / 2
            plan.rootLength = max(0, plan.fixed + ends + count * (centering.needs.max() ?? 0))
          }
        } else if needsCost {
          guard !plan.tiedCentering else {
            throw Unsupported(reason: "the centring equalities of \(level.name) tie")
          }
          // The cost has up to about `n²` pieces of `n` terms.
          guard visible.count <= Self.longestCentering else {
            throw Unsupported(
              reason: "\(level.name) centres more views than the direct method does")
          }
          let canvasFit = try needed(keys.canvasFit[levelIndex], "canvas fit", of: level.name)
          plan.cost = centering.cost().shifted(by: plan.fixed).adding(CostSlope(canvasFit, 1))
        }
      case .equalSpacing where visible.count > 1:
        var parts = costs
        let gap =
          softGapLevels.contains(levelIndex)
          ? try squeezableGaps(levelIndex, gaps) : .flat(from: gaps.max()! * Double(gaps.count))
        parts.append(gap)
        plan.lowers.append(gap.lower)
        plan.pieces = ConvexCost.cheapestPieces(parts)
        let canvasFit = try needed(keys.canvasFit[levelIndex], "canvas fit", of: level.name)
        if let offset = splitOffset(levelIndex) {
          // Every gap lies above the last view; the canvas fit, on the
          // column's length, is on both sides' (their sum).
          let others = Array(costs.dropLast()) + [gap]
          let pieces = ConvexCost.cheapestPieces(others)
          plan.split = Split(
            above: ConvexCost.sharing(others, pieces: pieces).shifted(by: margins.start + offset)
              .adding(CostSlope(canvasFit, 1)),
            below: costs.last!.shifted(by: margins.end - offset).adding(CostSlope(canvasFit, 1)),
            pieces: pieces, lowers: others.map(\.lower), lastShift: offset - margins.end)
        }
        if needsCost {
          plan.cost = ConvexCost.sharing(parts, pieces: plan.pieces).shifted(by: plan.fixed)
            .adding(CostSlope(canvasFit, 1))
        }
      default:
        plan.fixed += gaps.reduce(0, +)
        plan.pieces = ConvexCost.cheapestPieces(costs)
        if let offset = splitOffset(levelIndex) {
          let others = Array(costs.dropLast())
          let pieces = ConvexCost.cheapestPieces(others)
          plan.split = Split(
            above: ConvexCost.sharing(others, pieces: pieces).shifted(
              by: margins.start + gaps.reduce(0, +) + offset),
            below: costs.last!.shifted(by: margins.end - offset), pieces: pieces,
            lowers: others.map(\.lower), lastShift: offset - margins.end)
        }
        if needsCost {
          var cost = ConvexCost.sharing(costs, pieces: plan.pieces).shifted(by: plan.fixed)
          if stack.effectiveDistribution == .equalSpacing
            || stack.effectiveDistribution == .equalCentering
          {
            let canvasFit = try needed(keys.canvasFit[levelIndex], "canvas fit", of: level.name)
            cost = cost.adding(CostSlope(canvasFit, 1))
          }
          plan.cost = cost
        }
      }
    } else if stack.alignment == .fill {
      let yielding =
        needsCost && plan.lowers.max()! > plan.uppers.min()!
        ? try self.yielding(
          levelIndex, extras: extras, equalities: keys.leadingAlignment[levelIndex])
        : nil
      plan.yields = yielding?.yields
      let parts = yielding?.costs ?? costs
      if level.rank == nil && needsCost {
        let length = try rootLength(
          parts, scale: 1, adding: .zero, fixed: plan.fixed, level: level.name)
        // Nested views taken as they are: the length chosen must be inside
        // their domains (``Yielding/domains``).
        let content = length - plan.fixed
        guard yielding?.keeps(content, content) ?? true else { throw failure }
        plan.rootLength = length
      } else if needsCost {
        guard var sum = try sum(parts, of: level.name) else { throw failure }
        if let yielding {
          // The length is the stack holder's to decide where the required
          // errors inside are least: beyond, the holder's required
          // constraints would trade with them, which is not covered.
          guard let least = sum.leastTotal(at: Priority.required),
            yielding.keeps(least.lower, least.upper)
          else { throw failure }
          // A stack around may give up this one's alignment instead of its
          // required errors only when it knows them beyond: not when its
          // first view is a nested stack whose content's are not known there.
          // Beyond, the first view's leading connection gives way where the
          // views' costs grow faster (the views keep their trailing edges on
          // the canvas's), as a nested view's alignment does.
          if yielding.domains.isEmpty, let key = keys.leadingConnection[levelIndex],
            let (cut, range) = sum.yielding(CostSlope(key, 1))
          {
            plan.unsettled = cut.shifted(by: plan.fixed)
            plan.content = range
          }
          sum = least
        }
        plan.cost = sum.shifted(by: plan.fixed)
      }
    } else {
      var least: [ConvexCost] = []
      // With views standing on the baseline: their costs as functions of the
      // baseline, the others' of the room below it.
      // Hanging views keep the baseline below their offsets, and views
      // standing on it keep it above the canvas's end.
      var above: [ConvexCost] = plan.standing?.floor.map { [.flat(from: $0)] } ?? []
      var below: [ConvexCost] = plan.standing?.stands == true ? [.flat()] : []
      for (offset, cost) in costs.enumerated() {
        guard let (upTo, at) = cost.leastUpTo() else {
          throw Unsupported(reason: "a view of \(level.name) has no least length")
        }
        // A view below the baseline's top has that much less of the canvas.
        least.append(plan.drops.isEmpty ? upTo : upTo.shifted(by: plan.drops[offset]))
        plan.preferred.append(at)
        if let standing = plan.standing {
          if standing.splits[offset] {
            // Its views above the baseline, then its last view below it.
            let split = plans[tree.nodes[level.ranks[visible[offset]]].nested!]!.split!
            guard let (upper, atAbove) = split.above.adding(extras[offset]).leastUpTo(),
              let (lower, atBelow) = split.below.adding(extras[offset]).leastUpTo()
            else { throw Unsupported(reason: "a view of \(level.name) has no least length") }
            above.append(upper)
            below.append(lower)
            plan.standing!.splitPreferred[offset] = (atAbove, atBelow)
            plan.standing!.splitLowers[offset] = (split.above.lower, split.below.lower)
          } else if let hanging = standing.offsets[offset] {
            below.append(upTo.shifted(by: -hanging))
          } else {
            above.append(upTo)
          }
        }
      }
      if plan.standing != nil {
        guard let upper = try sum(above, of: level.name), let lower = try sum(below, of: level.name)
        else { throw failure }
        plan.standing!.sides = [lower, upper]
        plan.standing!.pieces = ConvexCost.cheapestPieces([lower, upper])
      }
      if needsCost {
        let spanningFit = try needed(
          keys.spanningFit[levelIndex], "spanning fit", of: level.name)
        var extra = CostSlope(spanningFit, 1)
        if !plan.drops.isEmpty {
          // Baseline alignment fits the stack to its content (UISV-canvas-fit).
          let canvasFit = try needed(keys.canvasFit[levelIndex], "canvas fit", of: level.name)
          extra = extra + CostSlope(canvasFit, 1)
        }
        // The canvas is at least 0 long and at least every view's lower bound.
        if let standing = plan.standing {
          plan.cost = ConvexCost.sharing(standing.sides, pieces: standing.pieces).adding(extra)
            .shifted(by: plan.fixed)
          if splitsRow(levelIndex) {
            // The row around bounds this row's two sides on their own.
            plan.split = Split(
              above: standing.sides[1].adding(extra).shifted(by: margins.start),
              below: standing.sides[0].adding(extra).shifted(by: margins.end), pieces: [],
              lowers: [], lastShift: 0)
          }
        } else if level.rank == nil {
          plan.rootLength = try rootLength(
            least + [.flat()], scale: 1, adding: extra, fixed: plan.fixed, level: level.name)
        } else {
          guard let sum = try sum(least + [.flat()], of: level.name) else { throw failure }
          plan.cost = sum.adding(extra).shifted(by: plan.fixed)
        }
      }
    }
    // A stack's length is never negative (negative spacing can ask for one).
    if let cost = plan.cost, cost.lower < 0 {
      guard let clamped = try sum([cost, .flat()], of: level.name) else { throw failure }
      plan.cost = clamped
    }
    return plan
  }

  /// How the visible views of the fillProportionally stack of `levelIndex`
  /// share its length `L`, given their costs and what the stack's margins and
  /// spacing take (`fixed`); throws when the shares below do not hold.
  ///
  /// Each view with a positive intrinsic length `I` has `length == (I / D) × L`
  /// at `max(999 - index, 751)` (required when `I / D` is 1), and one with
  /// none `length == 0`, required (uikit-stack.md, "fillProportionally"). The
  /// views' lengths and the spacing add up to `L` less the margins, so the
  /// proportions cannot all hold unless the spacing and margins cancel out: the
  /// one that ranks lowest (the absorber) gives way, and every other holds.
  /// Covered when that is all the program can do: the absorber's priority is
  /// below every other's (no tie), and every view's hugging and compression
  /// resistance rank below every other proportion, so that when one is settled
  /// only the absorber's length is still open, and it follows from the others.
  /// (Required ones bound `L` instead; see ``ProportionalShares``.)
  private func proportionalShares(_ levelIndex: Int, costs: [ConvexCost], fixed: Double)
    throws(Unsupported) -> ProportionalShares
  {
    let level = tree.levels[levelIndex]
    let stack = level.stack
    let visible = stack.visibleIndices
    let total = stack.proportionalLength
    var multipliers: [Double] = []
    var priorities: [Double] = []
    for index in visible {
      // A nested stack has no intrinsic length: it is held at 0.
      let intrinsic = stack.arrangedSubviews[index].intrinsicSize.length(along: dimension) ?? 0
      guard intrinsic > 0 else {
        multipliers.append(0)
        priorities.append(.infinity)
        continue
      }
      let key = try needed(keys.proportion[levelIndex][index], "proportion", of: level.name)
      multipliers.append(intrinsic / total)
      priorities.append(key.priority)
    }
    guard let lowest = priorities.min(), lowest.isFinite,
      let absorber = priorities.firstIndex(of: lowest),
      priorities.filter({ $0 == lowest }).count == 1
    else {
      throw Unsupported(reason: "the proportions of \(level.name) tie at the lowest priority")
    }
    // The absorber's length is `alpha × L - fixed`; its proportion's error
    // `(1 - Σ multipliers) × L - fixed`.
    let others = multipliers.indices.filter { $0 != absorber }.map { multipliers[$0] }
    let alpha = 1 - others.reduce(0, +)
    let rest = 1 - multipliers.reduce(0, +)
    guard alpha > 0 else {
      throw Unsupported(reason: "the proportions of \(level.name) leave the last view no room")
    }
    if lowest >= Priority.required && (rest != 0 || fixed != 0) {
      throw .conflict(level.name)
    }
    // Below every proportion but the absorber's: every view's own constraints
    // (required ones bound the shares).
    let floor =
      priorities.indices.filter { $0 != absorber && priorities[$0] < Priority.required }
      .map { priorities[$0] }.min() ?? .infinity
    for (offset, index) in visible.enumerated() where multipliers[offset] > 0 {
      for key in [keys.hugging[levelIndex][index], keys.compression[levelIndex][index]] {
        guard let key, key.priority < Priority.required else { continue }
        if key.priority >= floor {
          throw Unsupported(
            reason: "a view of \(level.name) ranks its length above a proportion")
        }
      }
    }
    var lower = -Double.infinity
    var upper = Double.infinity
    for (offset, cost) in costs.enumerated() {
      let multiplier = multipliers[offset]
      if offset == absorber {
        lower = max(lower, (cost.lower + fixed) / alpha)
        upper = min(upper, (cost.upper + fixed) / alpha)
      } else if multiplier > 0 {
        lower = max(lower, cost.lower / multiplier)
        upper = min(upper, cost.upper / multiplier)
      } else if cost.lower > 0 || cost.upper < 0 {
        throw .conflict(level.name)
      }
    }
    guard lower < upper else { throw .conflict(level.name) }
    return ProportionalShares(
      multipliers: multipliers, absorber: absorber, alpha: alpha, rest: rest, lower: lower,
      upper: upper)
  }

  /// The most views an equalCentering stack covered by ``RigidCentering`` may
  /// hold when its cost is built: it has up to about `n²` pieces of `n` terms.
  /// A pinned root's is not built, nor a free root's whose views all give way
  /// above the fitting size: they have no such bound.
  static let longestCentering = 32

  /// equalCentering along the axis of the stack of `levelIndex` whose views
  /// never trade their lengths with its centring (``RigidCentering``), given
  /// the visible views' costs. Throws when a view has no length it keeps
  /// (``keptLength(_:above:)``), or when two equalities of a nested stack tie
  /// (50, past index 99).
  private func rigidCentering(_ levelIndex: Int, costs: [ConvexCost]) throws(Unsupported)
    -> RigidCentering
  {
    let level = tree.levels[levelIndex]
    let stack = level.stack
    let visible = stack.visibleIndices
    var lengths: [Double] = []
    var keyed: [ConstraintKey?] = [nil]
    var highest = -Double.infinity
    for index in visible.dropFirst().dropLast() {
      let key = try needed(keys.centering[levelIndex][index], "centring equality", of: level.name)
      // Tied equalities are not pieces of a cost: only the root's are covered.
      guard key.priority > Priority.fittingSizeLevel || level.rank == nil else {
        throw Unsupported(reason: "the centring equalities of \(level.name) tie")
      }
      keyed.append(key)
      highest = max(highest, key.priority)
    }
    var giving: [RigidCentering.Giving] = []
    for (offset, index) in visible.enumerated() {
      guard let kept = Self.keptLength(costs[offset], above: highest) else {
        throw Unsupported(
          reason: "\(stack.arrangedSubviews[index].name) in \(level.name) has no length it keeps "
            + "above the centring")
      }
      lengths.append(kept.length)
      giving += kept.giving.map { RigidCentering.Giving(view: offset, amount: $0, slope: $1) }
    }
    let spacings = visible.dropLast().map { stack.spacing(after: $0) }
    // Below the views' own length they give way, the stretch that costs least
    // first (a view's own stretches come nearest first: its cost is convex).
    giving.sort { CostSlope.compare($0.slope, $1.slope) > 0 }
    return RigidCentering(lengths: lengths, spacings: spacings, keys: keyed, giving: giving)
  }

  /// The root's equalCentering stack whose equalities past index 99 tie at
  /// 50, laid out by the flat direct solver with each visible view held at
  /// the length it keeps (``RigidCentering/lengths``, required): its length
  /// (`length`, or the fitting size when `nil`) and each visible view's start.
  /// Those are the tree's when the room keeps every view: no view grows, and
  /// none gives way (``keptLength(_:above:)``), so the root's program along
  /// its axis is a flat stack's of views of those lengths. Throws when the
  /// flat solver leaves the stack to the constraint solver.
  private func flatCentering(_ centering: RigidCentering, length: Double?) throws(Unsupported)
    -> (length: Double, starts: [Double])
  {
    var flat = tree.levels[0].stack
    flat.size = PartialSize()
    if let length {
      if dimension == .horizontal { flat.size.width = length } else { flat.size.height = length }
    }
    flat.alignment = .fill
    flat.isBaselineRelativeArrangement = false
    var kept = centering.lengths.makeIterator()
    for index in flat.arrangedSubviews.indices {
      let view = flat.arrangedSubviews[index]
      let along = view.isHidden ? 0 : kept.next()!
      var size = PartialSize()
      if dimension == .horizontal { size.width = along } else { size.height = along }
      flat.arrangedSubviews[index] = ArrangedView(
        name: view.name, intrinsicSize: size,
        hugging: PerAxis(horizontal: Priority.required, vertical: Priority.required),
        compressionResistance: PerAxis(horizontal: Priority.required, vertical: Priority.required),
        isHidden: view.isHidden, customSpacingAfter: view.customSpacingAfter)
    }
    var workspace = DirectSolverWorkspace(capacity: flat.arrangedSubviews.count)
    guard workspace.solveWithoutHandover(flat) else {
      throw Unsupported(
        reason: "the tied centring equalities of \(tree.levels[0].name) are not covered")
    }
    let starts = flat.visibleIndices.map {
      dimension == .horizontal ? workspace.frames[$0].x : workspace.frames[$0].y
    }
    return (workspace.size.length(along: dimension), starts)
  }

  /// The priority of the first coordinate a slope moves (-∞ when none).
  static func leadingPriority(_ slope: CostSlope) -> Double {
    slope.terms.first { abs($0.rate) > CostSlope.epsilon }?.key.priority ?? -.infinity
  }

  /// The length a view of an equalCentering stack keeps, given its cost: the
  /// least length from which every piece of the cost makes the objective
  /// worse (growing a view only widens the needs beside it, so it never helps
  /// the centring: the view grows for nothing), when every piece below it
  /// first errs at a priority above `highest`, the stack's highest centring
  /// equality (so the view gives way only when the room runs out). Below it,
  /// the stretches it gives way by, the nearest first: each one's length and
  /// slope. `nil` when there is no such length: a view that is free to grow
  /// (no intrinsic length), or that trades its length with the centring.
  static func keptLength(_ cost: ConvexCost, above highest: Double)
    -> (length: Double, giving: [(Double, CostSlope)])?
  {
    let rising = cost.slopes.firstIndex { $0.sign >= 0 }
    if let rising {
      guard cost.slopes[rising...].allSatisfy({ $0.sign > 0 }) else { return nil }
    }
    let kept = rising.map { cost.start(of: $0) } ?? cost.upper
    guard kept.isFinite else { return nil }
    var giving: [(Double, CostSlope)] = []
    for piece in (0..<(rising ?? cost.slopes.count)).reversed() {
      let slope = cost.slopes[piece]
      guard leadingPriority(slope) > highest else { return nil }
      let amount = cost.end(of: piece) - cost.start(of: piece)
      guard amount.isFinite else { return nil }
      if amount > 0 { giving.append((amount, slope)) }
    }
    return (kept, giving)
  }

  /// The last baseline offset of the last visible view of the stack of
  /// `levelIndex` when that stack is split by it (``Split``): a vertical
  /// `fill` stack (or `fillEqually` of one visible view, or `equalSpacing` of
  /// two or more), on the vertical
  /// axis, in a horizontal stack aligned by last baselines, whose last visible
  /// view's last baseline is a fixed distance below its top
  /// (``fixedLastBaselineOffset(_:)``).
  private func splitOffset(_ levelIndex: Int) -> Double? {
    let level = tree.levels[levelIndex]
    let visible = level.stack.visibleIndices
    // fillEqually with one view is fill; equalSpacing's gaps are a part
    // above the last view (with one view it would need its canvas fit apart).
    let distribution = level.stack.effectiveDistribution
    guard dimension == .vertical, let rank = level.rank, level.stack.axis == .vertical,
      distribution == .fill || (distribution == .fillEqually && visible.count == 1)
        || (distribution == .equalSpacing && visible.count > 1),
      let last = visible.last
    else { return nil }
    let holder = tree.levels[tree.nodes[rank].level].stack
    guard holder.axis == .horizontal, holder.alignment == .lastBaseline else { return nil }
    return fixedLastBaselineOffset(level.ranks[last])
  }

  /// Whether the stack of `levelIndex` is a horizontal nested stack aligned by
  /// last baselines, on the vertical axis, in a horizontal stack aligned by
  /// last baselines, whose tallest view hangs from its baseline: that
  /// baseline is then the stack's own, and splits it (``Split``) into the room
  /// above it and the room below it, which are its two sides (``Standing``).
  private func splitsRow(_ levelIndex: Int) -> Bool {
    let level = tree.levels[levelIndex]
    guard dimension == .vertical, let rank = level.rank, level.stack.axis == .horizontal,
      level.stack.alignment == .lastBaseline
    else { return false }
    let holder = tree.levels[tree.nodes[rank].level].stack
    guard holder.axis == .horizontal, holder.alignment == .lastBaseline,
      let chosen = tree.baselineView(ofLevel: levelIndex, first: false)
    else { return false }
    return tree.nodes[chosen].view.lastBaseline != nil
  }

  /// How far below the top of the view of `rank` its last baseline is, when
  /// that is a fixed distance: a plain view's own, or a horizontal nested
  /// stack's whose tallest plain view's top is a fixed distance below its top
  /// margin (``fixedDrop(ofLevel:view:)``). `nil` when the view has none, or
  /// when it moves with the view's content or alignment.
  private func fixedLastBaselineOffset(_ rank: Int) -> Double? {
    let node = tree.nodes[rank]
    guard let nested = node.nested else { return node.view.lastBaseline }
    let stack = tree.levels[nested].stack
    guard stack.axis == .horizontal, let chosen = tree.baselineView(ofLevel: nested, first: false),
      let offset = tree.nodes[chosen].view.lastBaseline,
      let drop = fixedDrop(ofLevel: nested, view: chosen)
    else { return nil }
    return (stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins.top : 0) + drop + offset
  }

  /// A vertical `fillEqually` column of two views or more in a row aligned
  /// by last baselines, whose last baseline (its last view's: a plain view
  /// with one, or a row aligned fill or top, whose baseline is then a fixed
  /// distance below its top, ``fixedLastBaselineOffset(_:)``) moves with its
  /// length: laid out as a plain view hanging from the baseline when its
  /// cost is least at one length only, the `length` it keeps, its last
  /// baseline `offset` below its top there. `floor` is the least of the
  /// priorities leading its cost's slopes on either side of it (required
  /// past the cost's bounds).
  ///
  /// Within the row, such a view's offset stays put as its length changes,
  /// which the column's does not: the layout is the program's only when the
  /// column ends at `length` (``assign(level:length:position:)`` checks) and
  /// no constraint outside the columns errs at `floor` or above (the tree's
  /// holder checks, ``rigidFloor``). Then any layout that changes the
  /// column's length is worse at `floor` or above, where this one errs only
  /// in the column, at its least; and any that keeps it is one of the
  /// layouts compared here. `nil` for another stack.
  private func rigidColumn(_ nested: Int) -> (length: Double, floor: Double, offset: Double)? {
    let level = tree.levels[nested]
    let stack = level.stack
    let visible = stack.visibleIndices
    guard dimension == .vertical, stack.axis == .vertical,
      stack.effectiveDistribution == .fillEqually, visible.count > 1,
      !stack.isBaselineRelativeArrangement, let plan = plans[nested], plan.yields == nil,
      let cost = plan.cost, let last = visible.last,
      // A row stretched to the share keeps its baseline view's top at its
      // own only when it aligns fill or top: aligned by baselines, where
      // that view sits in the room is left to the program's ties.
      tree.nodes[level.ranks[last]].nested.map({
        [.fill, .leading].contains(tree.levels[$0].stack.alignment)
      }) ?? true,
      let baseline = fixedLastBaselineOffset(level.ranks[last]),
      let (length, floor) = Self.leastAtOneLength(cost)
    else { return nil }
    let each = (length - plan.fixed) / Double(visible.count)
    var offset = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins.top : 0
    for index in visible.dropLast() { offset += each + stack.spacing(after: index) }
    return (length, floor, offset + baseline)
  }

  /// The one length at which `cost` is least, with the least of the
  /// priorities leading its slopes on either side (required past its
  /// bounds); `nil` when it is least over a range, or nowhere finite.
  static func leastAtOneLength(_ cost: ConvexCost) -> (length: Double, floor: Double)? {
    let index = cost.slopes.firstIndex { $0.sign >= 0 } ?? cost.slopes.count
    if index < cost.slopes.count, cost.slopes[index].sign == 0 { return nil }
    let length = index < cost.slopes.count ? cost.start(of: index) : cost.upper
    guard length.isFinite else { return nil }
    let below = index > 0 ? leadingPriority(cost.slopes[index - 1]) : Priority.required
    let above = index < cost.slopes.count ? leadingPriority(cost.slopes[index]) : Priority.required
    return (length, min(below, above))
  }

  /// The cost of a fillProportionally stack's length `L`, as parts to add up:
  /// each view's cost at its share, and the absorber's proportion's error.
  private func proportionalParts(
    _ levelIndex: Int, costs: [ConvexCost], shares: ProportionalShares, fixed: Double
  ) -> [ConvexCost] {
    var parts: [ConvexCost] = []
    let multipliers = shares.multipliers
    let alpha = shares.alpha
    for (offset, cost) in costs.enumerated() {
      if offset == shares.absorber {
        parts.append(cost.shifted(by: fixed).stretched(by: 1 / alpha))
      } else if multipliers[offset] > 0 {
        parts.append(cost.stretched(by: 1 / multipliers[offset]))
      }
    }
    let rest = shares.rest
    let index = tree.levels[levelIndex].stack.visibleIndices[shares.absorber]
    if rest != 0, let key = keys.proportion[levelIndex][index] {
      // `|rest × L - fixed|`, least where it is 0.
      let rate = abs(rest)
      parts.append(
        ConvexCost(
          lower: -.infinity, upper: .infinity, breaks: [fixed / rest],
          slopes: [CostSlope(key, -rate), CostSlope(key, rate)]))
    }
    return parts
  }

  /// Who gives way in a stack whose views' required lengths cannot all be
  /// one (``yielding(_:extras:equalities:)``).
  private struct Yielding {
    /// Each visible view's cost as a function of that one length.
    var costs: [ConvexCost]
    /// The lengths each view may take: the one nearest that length.
    var yields: [(lower: Double, upper: Double)]
    /// The domains of the nested views whose content's costs are known only
    /// where their required constraints hold (a first view's, or one that may
    /// give up less than a point per point inside, taken as it is): the
    /// length chosen must be strictly inside each, where those costs are
    /// their content's and a stack of convex costs least there is least
    /// whatever they are beyond (``keeps(_:_:)``).
    var domains: [(lower: Double, upper: Double)] = []

    /// Whether the lengths from `lower` to `upper` are strictly inside every
    /// one of ``domains`` (or a domain starts at 0, where every length does).
    func keeps(_ lower: Double, _ upper: Double) -> Bool {
      let tolerance = 1e-9 * max(1, abs(lower), abs(upper))
      return domains.allSatisfy { domain in
        (domain.lower <= 0 || domain.lower < lower - tolerance)
          && upper < domain.upper - tolerance
      }
    }
  }

  /// Who gives way in the stack of `levelIndex` whose visible views should all
  /// have one length and whose required lengths cannot: across it, aligned
  /// fill (the canvas's length; `equalities` are the views' leading
  /// alignments with the first view), or along it, `fillEqually` (the first
  /// view's; `equalities` are the views' equalities with it). Each view's
  /// cost as a function of that length, and the lengths it may take.
  ///
  /// Every view after the first is tied to the first by required equalities
  /// of its own rank, compiled after its own constraints (across, leading
  /// then trailing). So a plain view's required hugging or compression
  /// resistance gives way before its equality does (at equal required error,
  /// the lower rank first): its cost is its own with the required ones as
  /// costs too, and it keeps that length. A nested stack's constraints come
  /// after it in pre-order and rank above its equality, which (a point of
  /// error per point) gives way where its content's cost would grow faster:
  /// its cost is its content's cut to that equality's slope
  /// (``ConvexCost/yielding(_:)``), and it takes the length nearest that
  /// length where its content's does not (across, its trailing edge on the
  /// first view's). Its content's cost is known beyond its domain when its
  /// own required errors are settled inside (``Plan/unsettled``); otherwise
  /// giving up a point of its length gives up at least a point of its
  /// required constraints, at ranks above its equality, when every stack in
  /// it moves by at most a point per point (``givesWayByThePoint(_:)``);
  /// when not, its cost is taken as it is on its domain, and the length
  /// chosen must be strictly inside that (``Yielding/domains``). The first
  /// view has that length (across, its connections to the canvas rank above
  /// everything inside it), and a nested stack first gives way inside: its
  /// content's cost beyond its domain when known, or its cost on its domain,
  /// taken as it is.
  ///
  /// Along `fillEqually`, this holds with the stack's length free: keeping a
  /// plain view's equality and giving up its own constraints instead is
  /// never worse (that moves its error to its own constraints, which rank
  /// lower), nor is keeping the spacing; the stack's cost is then kept where
  /// its required errors are least in every coordinate
  /// (``ConvexCost/leastErrors(at:)``), and a stack around that cuts that
  /// range hands the tree over (it would trade those errors with the
  /// equalities and the spacing).
  private func yielding(
    _ levelIndex: Int, extras: [CostSlope], equalities: [ConstraintKey?]
  ) throws(Unsupported) -> Yielding {
    let level = tree.levels[levelIndex]
    var result = Yielding(costs: [], yields: [])
    for (offset, index) in level.stack.visibleIndices.enumerated() {
      guard let nested = tree.nodes[level.ranks[index]].nested else {
        result.costs.append(
          try viewCost(level: levelIndex, index: index, adding: extras[offset], softRequired: true))
        result.yields.append((-.infinity, .infinity))
        continue
      }
      let unsettled = plans[nested]?.unsettled?.adding(extras[offset])
      if offset == 0 {
        if let unsettled {
          result.costs.append(unsettled)
        } else {
          let own = try viewCost(level: levelIndex, index: index, adding: extras[offset])
          result.costs.append(own)
          result.domains.append((own.lower, own.upper))
        }
        result.yields.append((-.infinity, .infinity))
        continue
      }
      guard let key = equalities[index] else { throw .conflict(level.name) }
      let own: ConvexCost
      if let unsettled {
        own = unsettled
      } else {
        own = try viewCost(level: levelIndex, index: index, adding: extras[offset])
        if !givesWayByThePoint(nested) { result.domains.append((own.lower, own.upper)) }
      }
      guard let (cost, range) = own.yielding(CostSlope(key, 1)) else {
        throw .conflict(level.name)
      }
      result.costs.append(cost)
      result.yields.append(range)
    }
    return result
  }

  /// The cost of the length of the view at `index` of a level, plus `extra`
  /// per point: a nested stack's content, or a plain view's hugging and
  /// compression resistance (required ones bound the length instead, unless
  /// `softRequired`).
  private func viewCost(
    level: Int, index: Int, adding extra: CostSlope, softRequired: Bool = false
  ) throws(Unsupported) -> ConvexCost {
    let softRequired = softRequired || softLevels.contains(level)
    let rank = tree.levels[level].ranks[index]
    if let nested = tree.nodes[rank].nested {
      guard let cost = plans[nested]?.cost else {
        throw Unsupported(reason: "\(tree.nodes[rank].view.name) has no cost")
      }
      return cost.adding(extra)
    }
    let view = tree.levels[level].stack.arrangedSubviews[index]
    guard let intrinsic = view.intrinsicSize.length(along: dimension) else {
      return ConvexCost(lower: 0, upper: .infinity, breaks: [], slopes: [extra])
    }
    guard let hugging = keys.hugging[level][index],
      let compression = keys.compression[level][index]
    else { throw Unsupported(reason: "\(view.name) has no intrinsic constraints") }
    // With `softRequired`, required ones are costs too (the required tier's
    // errors, settled as any other tier's).
    let hard = !softRequired
    let above =
      hard && hugging.priority >= Priority.required ? nil : CostSlope(hugging, 1) + extra
    let below =
      hard && compression.priority >= Priority.required
      ? nil : CostSlope(compression, -1) + extra
    guard let cost = ConvexCost.around(intrinsic, below: below, above: above) else {
      throw Unsupported(reason: "the required intrinsic length of \(view.name) is negative")
    }
    return cost
  }

  /// How many slope terms the sums of one axis may make (32 bytes each):
  /// enough for the benchmark trees of 10,000 views, and a bound on time and
  /// memory for the trees whose sums grow like n² (``ConvexCost/sum(_:budget:)``).
  static let termBudget = 1_000_000

  private var budget = Self.termBudget

  /// ``ConvexCost/sum(_:budget:)`` within the axis's budget.
  private mutating func sum(_ parts: [ConvexCost], of level: String) throws(Unsupported)
    -> ConvexCost?
  {
    let result = ConvexCost.sum(parts, budget: &budget)
    guard budget >= 0 else {
      throw .tooManyPieces(level)
    }
    return result
  }

  /// The length of the root, on an axis it is not pinned on, whose cost is
  /// the sum of `parts` of `x` plus `extra` per point of `x`, where the root
  /// is `scale × x + fixed` long: where that cost and the fitting-size
  /// constraint together are least, and never negative.
  private mutating func rootLength(
    _ parts: [ConvexCost], scale: Double, adding extra: CostSlope, fixed: Double, level: String
  ) throws(Unsupported) -> Double {
    guard let fitting = keys.fitting else {
      throw Unsupported(reason: "the root has no fitting-size constraint")
    }
    let least = ConvexCost.leastOfSum(
      parts, adding: extra + CostSlope(fitting, scale), budget: &budget)
    guard budget >= 0 else {
      throw .tooManyPieces(level)
    }
    switch least {
    case .at(let x):
      // Below 0, the root is 0 long: its cost only grows towards 0 from there.
      let length = max(scale * x + fixed, 0)
      let upper = scale * (parts.map(\.upper).min() ?? .infinity) + fixed
      guard length <= upper + 1e-9 * max(1, abs(length)) else {
        throw .conflict(level)
      }
      return length
    case .unbounded:
      throw Unsupported(reason: "the root's fitting size is unbounded")
    case .none:
      throw .conflict(level)
    }
  }

  // MARK: Lengths, from the root down

  /// The length the views of the stack of `levelIndex` (and its spacing or
  /// gaps) take along its axis when it has `available`: that, except for a
  /// root pinned on the axis whose content cannot take it when its required
  /// constraints all hold (``mayOverflow(_:dimension:)``), which takes the
  /// nearest length it can, its trailing connection giving way (content
  /// overflows past the trailing edge, or ends before it).
  private func reach(_ available: Double, level levelIndex: Int, _ plan: Plan) -> Double {
    guard levelIndex == 0 else { return available }
    let least = plan.lowers.reduce(0, +)
    let most = least + plan.pieces.reduce(0) { $0 + $1.length }
    let nearest = min(max(available, least), most)
    // Read the tree only when the root overflows (a pass over every stack).
    // A nested stack whose required errors are settled inside
    // (``Plan/yields``) would trade them with the connection: not covered.
    guard nearest != available, !plans.contains(where: { $0?.yields != nil }),
      Self.mayOverflow(tree, dimension: dimension)
    else {
      return available
    }
    return nearest
  }

  /// The length of every view of the root, pinned on this axis, arranged
  /// across it and aligned fill, when its required constraints cannot all
  /// hold at the canvas's length `available`: the length where the first
  /// view's leading connection's error and the views' costs are least
  /// together, each plain view's required hugging and compression resistance
  /// costs among them (the required tier's errors' sum is settled first, then
  /// each error by rank: one view given up a point costs as much as the
  /// connection, which ranks above every view and holds; two or more cost
  /// more, and the connection gives way). A nested stack's content is not
  /// given up: when the length is at either end of a nested stack's range,
  /// the tree is handed over (the program might give up that stack's
  /// alignment, or something inside it, instead).
  private mutating func pinnedRootAcross(_ available: Double) throws(Unsupported) -> Double {
    let level = tree.levels[0]
    let stack = level.stack
    var failure: Unsupported { .conflict(level.name) }
    guard let connection = keys.rootConnections.first else { throw failure }
    var parts: [ConvexCost] = [
      ConvexCost(
        lower: 0, upper: .infinity, breaks: available > 0 ? [available] : [],
        slopes: available > 0
          ? [CostSlope(connection, -1), CostSlope(connection, 1)] : [CostSlope(connection, 1)])
    ]
    var nested: [ConvexCost] = []
    for index in stack.visibleIndices {
      let rank = level.ranks[index]
      let cost = try viewCost(
        level: 0, index: index, adding: CostSlope(.length(rank), -1), softRequired: true)
      if tree.nodes[rank].nested != nil { nested.append(cost) }
      parts.append(cost)
    }
    guard case .at(let each) = ConvexCost.leastOfSum(parts, adding: .zero, budget: &budget),
      budget >= 0
    else { throw failure }
    let tolerance = 1e-9 * max(1, abs(each))
    guard nested.allSatisfy({ each > $0.lower + tolerance && each < $0.upper - tolerance })
    else { throw failure }
    return each
  }

  /// The views of the root, pinned on this axis, arranged across it and
  /// aligned leading, center or trailing, when plain views resist compression
  /// with required priority beyond the canvas's length `available` (or the
  /// margins pass the stack's length): `nil` when neither happens. As for a
  /// flat stack (``DirectSolverWorkspace/placeOverfullCross(_:start:available:)``):
  /// in the required tier each point a view is short costs a point, and so
  /// does each point the spanning guide passes the canvas, so the guide
  /// passes it by the second-largest shortfall and the longest view alone is
  /// squeezed to the guide's length. A nested stack that would be short is
  /// handed over (the program may give up something inside it instead).
  private func overfullRoot(
    _ available: Double, start: Double, plan: Plan, level: StackTree.Level
  ) throws(Unsupported) -> (
    lengths: [Double], starts: [Double], guide: (start: Double, length: Double)
  )? {
    let alignment = level.stack.alignment
    guard [.leading, .center, .trailing].contains(alignment), plan.standing == nil,
      plan.drops.isEmpty
    else { return nil }
    let tolerance = 1e-9 * max(1, abs(available))
    guard available < plan.lowers.max()! - tolerance || available < -tolerance else { return nil }
    var deficits: [Double] = []
    for (offset, index) in level.stack.visibleIndices.enumerated() {
      let deficit = plan.lowers[offset] - available
      guard deficit > tolerance else { continue }
      guard tree.nodes[level.ranks[index]].nested == nil else { throw .conflict(level.name) }
      deficits.append(deficit)
    }
    let anchoring: CrossAnchoring =
      switch alignment {
      case .leading: .top
      case .center: .center
      default: .bottom
      }
    let overfull = OverfullCross(
      anchoring, start: start, available: available, deficits: deficits)
    let room = overfull.room
    let lengths = plan.preferred.indices.map { offset in
      room < 0 ? 0 : min(max(plan.preferred[offset], plan.lowers[offset]), room)
    }
    let widest = lengths.max() ?? 0
    let starts = lengths.map { overfull.position(of: $0, widest: widest) }
    return (lengths, starts, overfull.guide)
  }

  /// Whether the root, pinned on the axis and arranged along it (`fill`, or
  /// `equalSpacing` whose gaps all bind together), may overflow when its
  /// required constraints cannot all hold, its trailing connection alone
  /// giving way. The program settles the required tier's errors' sum first:
  /// the trailing connection takes the excess at one point of error a point,
  /// and nothing else in such a tree shortens or lengthens the content for
  /// less (a view, a spacing or a gap given up by a point moves its stack's
  /// length by at most a point; its length across a stack is the longest of
  /// its views'). Then the connection, ranked below every view, is the one
  /// that gives way. A stack along the axis that shares its length among
  /// several views or gaps in fixed ratios (`fillEqually`,
  /// `fillProportionally`, `equalCentering`, `equalSpacing` with gaps after
  /// different spacing) could give up one point for several: the tree is
  /// handed over.
  private static func mayOverflow(_ tree: StackTree, dimension: Axis) -> Bool {
    let root = tree.levels[0].stack
    guard root.axis == dimension, root.size.length(along: dimension) != nil else { return false }
    return tree.levels.indices.allSatisfy {
      movesByThePoint(tree.levels[$0], dimension: dimension)
    }
  }

  /// How the views of the root, pinned on this axis and arranged along it,
  /// share its content's length when its required constraints cannot all
  /// hold and stacks that share a length in fixed ratios keep the root from
  /// simply overflowing (``mayOverflow(_:dimension:)``): `nil` when the tree
  /// is not of the kind covered here.
  ///
  /// Squeezing a nested `fillEqually` stack of `n` plain views by `n` points
  /// takes a point from each view, and costs a point of required error for
  /// each view whose required compression resistance binds (stretching it,
  /// for each whose required hugging binds): `k / n` per point of the stack's
  /// length, less than the point the root's trailing connection costs while
  /// `k < n`. Its equalities hold (a view given up alone costs a point of
  /// equality for each point, and its own required error too), and so do its
  /// canvas connections (a nested stack's rank above every view). Likewise,
  /// shortening the `m` gaps of an `equalSpacing` stack whose gaps follow
  /// different spacing by a point each gives up a point of each spacing that
  /// binds (``squeezableGaps(_:_:)``; its guides' equal lengths hold, as
  /// shortening one gap alone costs a point of its equality a point). Every
  /// other stack of the tree moves by the point (giving up one of its
  /// required constraints costs a point for each point of its length, which
  /// the connection, ranked below every other constraint, never loses to),
  /// and none settles required errors inside (``Plan/yields``).
  ///
  /// So each such stack, and every stack that holds it up to the root, is
  /// planned again with the required constraints that may give way as costs
  /// (``softLevels``, ``softGapLevels``), and the content's length is where
  /// its cost and the trailing connection's error are least together: the
  /// stacks are squeezed while that is cheaper, the cheapest first, and the
  /// connection takes the rest. Not covered: a `fillEqually` root (a nested
  /// view's equality, ranked below its content, may give way instead of the
  /// content; only its views giving way inside, where that is the only
  /// least, is, ``equalRootHolds(_:_:)``), a `fillEqually` stack holding a
  /// nested stack, and a stack around one aligned by baselines.
  private mutating func equalOverflow(_ available: Double, _ plan: Plan)
    throws(Unsupported) -> [Double]?
  {
    let root = tree.levels[0]
    guard root.stack.axis == dimension, root.stack.size.length(along: dimension) != nil,
      let trailing = keys.rootConnections.last, rigidColumns.isEmpty,
      !plans.contains(where: { $0?.yields != nil })
    else { return nil }
    var squeezed: Set<Int> = []
    var spaced: Set<Int> = []
    var planned: Set<Int> = []
    for index in tree.levels.indices
    where !Self.movesByThePoint(tree.levels[index], dimension: dimension) {
      let level = tree.levels[index]
      switch level.stack.effectiveDistribution {
      case .fillEqually
      where level.rank != nil
        && level.stack.visibleIndices.allSatisfy({ tree.nodes[level.ranks[$0]].nested == nil }):
        squeezed.insert(index)
      case .equalSpacing: spaced.insert(index)
      default: return nil
      }
      // Every stack up to the root shares the squeezed length out.
      var holder: Int? = index
      while let next = holder, planned.insert(next).inserted {
        let stack = tree.levels[next].stack
        let baselines = stack.alignment == .firstBaseline || stack.alignment == .lastBaseline
        guard let held = plans[next], held.standing == nil, held.split == nil,
          held.drops.isEmpty, stack.axis == dimension || !baselines
        else { return nil }
        holder = tree.levels[next].rank.map { tree.nodes[$0].level }
      }
    }
    guard !squeezed.isEmpty || !spaced.isEmpty else { return nil }
    softLevels = squeezed
    softGapLevels = spaced
    for index in planned.sorted(by: >) { plans[index] = try self.plan(index) }
    let soft = plans[0]!
    let content = ConvexCost.sharing(soft.lowers.map { .flat(from: $0) }, pieces: soft.pieces)
    let connection = ConvexCost(
      lower: -.infinity, upper: .infinity, breaks: [available],
      slopes: [CostSlope(trailing, -1), CostSlope(trailing, 1)])
    guard
      case .at(let length) = ConvexCost.leastOfSum(
        [content, connection], adding: .zero, budget: &budget),
      budget >= 0
    else { return nil }
    return ConvexCost.share(length, lowers: soft.lowers, pieces: soft.pieces)
  }

  /// The cost of the gaps' part of the `equalSpacing` stack of `levelIndex`
  /// with gaps after different spacing `gaps` (``equalOverflow(_:_:)``), as a
  /// function of the gaps' total `G`: every gap is `G / m` long (the guides'
  /// required equal lengths hold), and each gap whose spacing passes that
  /// gives up `1 / m` of a point of its required spacing for each point of
  /// `G`. Below `m` times the least spacing every spacing gives way, a point
  /// for each point, which the root's trailing connection never loses to.
  /// Each piece holds a term per binding gap, so `m` different spacings make
  /// about `m² / 2` terms: they are taken from the axis's ``termBudget``.
  private mutating func squeezableGaps(_ levelIndex: Int, _ gaps: [Double]) throws(Unsupported)
    -> ConvexCost
  {
    let level = tree.levels[levelIndex]
    let visible = level.stack.visibleIndices
    let count = Double(gaps.count)
    var spacings: [(spacing: Double, key: ConstraintKey)] = []
    for (offset, spacing) in gaps.enumerated() {
      let key = try needed(keys.spacing[levelIndex][visible[offset]], "spacing", of: level.name)
      spacings.append((spacing, key))
    }
    // From the widest spacing down, each piece's gaps bind in the pieces
    // below it too.
    spacings.sort { $0.spacing > $1.spacing }
    let values = Set(gaps).sorted()
    var binding: [CostSlope] = []
    var taken = 0
    var breaks: [Double] = []
    var slopes: [CostSlope] = []
    for next in values.dropFirst().reversed() {
      // Up to `next`, the gaps whose spacing is `next` or more bind.
      while taken < spacings.count && spacings[taken].spacing >= next {
        binding.append(CostSlope(spacings[taken].key, -1 / count))
        taken += 1
      }
      budget -= binding.count
      guard budget >= 0 else { throw .tooManyPieces(level.name) }
      slopes.append(CostSlope.total(binding))
      breaks.append(count * next)
    }
    slopes.reverse()
    breaks.reverse()
    slopes.append(.zero)
    return ConvexCost(lower: count * values[0], upper: .infinity, breaks: breaks, slopes: slopes)
  }

  /// Whether giving up one of the required constraints of the stack of
  /// `level` by a point moves its length on `dimension` by at most a point: not
  /// when it shares its length along the axis among several views or gaps in
  /// fixed ratios (``mayOverflow(_:dimension:)``).
  private static func movesByThePoint(_ level: StackTree.Level, dimension: Axis) -> Bool {
    let stack = level.stack
    let visible = stack.visibleIndices
    guard level.isShown, stack.axis == dimension, visible.count > 1 else { return true }
    switch stack.effectiveDistribution {
    case .fill: return true
    case .equalSpacing:
      let gaps = zip(visible, visible.dropFirst()).map { stack.spacing(after: $0.0) }
      return gaps.allSatisfy { $0 == gaps[0] }
    default: return false
    }
  }

  /// Whether the content of the nested stack of `nested` gives way inside
  /// by at least a point of required error for each point its length passes
  /// its domain on this axis (every stack in it moves by at most a point per
  /// point, ``movesByThePoint(_:dimension:)``, and none aligns baselines
  /// across it).
  private func givesWayByThePoint(_ nested: Int) -> Bool {
    tree.levels(within: nested).allSatisfy { index in
      let level = tree.levels[index]
      let alignsBaselines =
        level.stack.alignment == .firstBaseline || level.stack.alignment == .lastBaseline
      return Self.movesByThePoint(level, dimension: dimension) && plans[index]?.yields == nil
        && !(level.stack.axis != dimension && alignsBaselines)
    }
  }

  /// How the visible views of `level` share `available` along its axis, in
  /// order, followed along `equalSpacing` (`gaps`) by its gaps' part. For a
  /// stack split by its last baseline (``Split``) whose row has decided the
  /// room below that baseline (``splitBelow``): its last view's length from
  /// that room, and the views above it (and the gaps) share what is left.
  /// Otherwise the stack's cheapest pieces share it out.
  private mutating func sharedLengths(
    _ levelIndex: Int, available: Double, _ plan: Plan, gaps: Bool
  ) throws(Unsupported) -> [Double] {
    if let below = splitBelow[levelIndex], let split = plan.split {
      let last = below + split.lastShift
      guard
        var above = ConvexCost.share(available - last, lowers: split.lowers, pieces: split.pieces)
      else { throw .conflict(tree.levels[levelIndex].name) }
      // The gaps' part comes last among the views above.
      above.insert(last, at: gaps ? above.count - 1 : above.count)
      return above
    }
    guard
      let shared = ConvexCost.share(
        reach(available, level: levelIndex, plan), lowers: plan.lowers, pieces: plan.pieces)
    else {
      if levelIndex == 0, let shared = try equalOverflow(available, plan) { return shared }
      throw .conflict(tree.levels[levelIndex].name)
    }
    return shared
  }

  /// Whether the views of the root, pinned on this axis and `fillEqually`
  /// along it, all keep the one length `each` (its length less its margins and
  /// spacing, shared out) when some view's required constraints cannot hold
  /// at it: a plain view's required hugging or compression resistance, or
  /// the content of a nested view. Each such view gives way inside itself,
  /// and nothing else moves.
  ///
  /// The required tier's errors, as functions of the views' lengths, are each
  /// view's own: a plain view's required hugging and compression resistance
  /// (a point of error per point past its intrinsic length), a nested view's
  /// content's (none where `each` is strictly inside the domain where they
  /// all hold; beyond it, known only for a stack of plain views arranged
  /// across this axis and aligned fill, ``requiredSlopeInside(_:at:)``);
  /// each later view's equality with the first (a point per point of
  /// difference); and the root's canvas connections and spacing (a point per
  /// point the lengths' sum misses the room; one absorbs it all). With `g_i`
  /// the rate at which view `i`'s own required errors grow with its length at
  /// `each`, all views at `each` are where the required errors are least, and
  /// the only such lengths, when a dual point lies strictly inside every
  /// error's range: the connection's `c = -(Σ g_i) / n` in (-1, 1)
  /// (otherwise moving every view at once, the connection giving way, costs
  /// as little), and each later view's equality's `g_i + c` in (-1, 1)
  /// (otherwise giving up that view's equality, the others taking up its
  /// length, costs as little). So with plain views alone (`g` is 1 for one
  /// pushed shorter by its hugging, -1 for one pushed longer), `p` pushed
  /// shorter and `q` longer among `n`: `p < n`, `q < n`, and a later view
  /// pushed shorter needs `q < p`, one pushed longer `q > p`. Where a
  /// required error could move at no cost the ranks would decide, and the
  /// tree is handed over; so it is where `each` is at a plain view's bound or
  /// at a break of a nested view's cost. Being the only least lengths of the
  /// highest tier, no lower priority moves them.
  private mutating func equalRootHolds(_ each: Double, _ plan: Plan) throws(Unsupported) -> Bool {
    let level = tree.levels[0]
    let stack = level.stack
    let tolerance = 1e-9 * max(1, abs(each))
    // At 0 a view's length meets its domain's end, which is not an error.
    guard stack.axis == dimension, stack.size.length(along: dimension) != nil, each > tolerance
    else { return false }
    // How fast each view's own required errors grow with its length at `each`.
    var rates: [Double] = []
    for (offset, index) in stack.visibleIndices.enumerated() {
      let (lower, upper) = (plan.lowers[offset], plan.uppers[offset])
      if let nested = tree.nodes[level.ranks[index]].nested {
        if lower < each - tolerance && each < upper - tolerance {
          rates.append(0)
        } else if let rate = try requiredSlopeInside(nested, at: each) {
          rates.append(rate)
        } else {
          return false
        }
      } else if each > upper + tolerance {
        rates.append(1)
      } else if each < lower - tolerance {
        rates.append(-1)
      } else if abs(each - lower) <= tolerance || abs(each - upper) <= tolerance {
        return false
      } else {
        rates.append(0)
      }
    }
    let connection = -rates.reduce(0, +) / Double(rates.count)
    let strict = 1 - 1e-9
    return abs(connection) < strict
      && rates.dropFirst().allSatisfy { abs($0 + connection) < strict }
  }

  /// How fast the required errors of the content of the nested stack of
  /// `levelIndex` grow with its length at `length`, outside the domain where
  /// they all hold (``equalRootHolds(_:_:)``). Covered for a stack of plain
  /// views arranged across this axis and aligned fill, planned again with
  /// their required hugging and compression resistance as costs
  /// (``softLevels``): every view has one length, each giving up its own
  /// constraints before its alignment, and where their errors grow faster
  /// than a point per point, the first view's leading connection gives way
  /// instead, the views keeping their trailing edges on the canvas's (as in
  /// ``yielding(_:extras:equalities:)``; ``Plan/yields`` and
  /// ``Plan/content`` then place them). The sum of the rates of the required
  /// errors at `length`; `nil` for another kind of stack, or at a break of
  /// its cost or outside it. (Along the axis, a `fill` stack's spacing may
  /// give way instead of a view, which its sharing does not follow: planned
  /// so, 13 of 5,234 random roots differed from the constraint solver; and a
  /// column's views' costs not cut at the leading connection made one random
  /// tree of the tests differ.)
  private mutating func requiredSlopeInside(_ levelIndex: Int, at length: Double)
    throws(Unsupported) -> Double?
  {
    let level = tree.levels[levelIndex]
    let stack = level.stack
    guard level.isShown, tree.levels(within: levelIndex).count == 1, stack.axis != dimension,
      stack.alignment == .fill, let key = keys.leadingConnection[levelIndex]
    else { return nil }
    softLevels.insert(levelIndex)
    var plan = try self.plan(levelIndex)
    guard let cost = plan.cost,
      let (cut, range) = cost.shifted(by: -plan.fixed).yielding(CostSlope(key, 1))
    else { return nil }
    let beyond = cut.shifted(by: plan.fixed)
    plan.yields = Array(repeating: (-.infinity, .infinity), count: stack.visibleIndices.count)
    plan.content = range
    plans[levelIndex] = plan
    let tolerance = 1e-9 * max(1, abs(length))
    guard length > beyond.lower + tolerance, length < beyond.upper - tolerance,
      !beyond.breaks.contains(where: { abs($0 - length) <= tolerance }),
      let piece = beyond.slopes.indices.first(where: { length < beyond.end(of: $0) })
    else { return nil }
    return beyond.slopes[piece].rate(at: Priority.required)
  }

  /// Sets the frames on this axis of the views of `level`, whose stack is
  /// `length` long and starts at `position`, and of every stack inside it.
  private mutating func assign(level levelIndex: Int, length: Double, position: Double)
    throws(Unsupported)
  {
    let level = tree.levels[levelIndex]
    let stack = level.stack
    let plan = plans[levelIndex]!
    let visible = stack.visibleIndices
    for index in stack.arrangedSubviews.indices
    where stack.axis == dimension && stack.arrangedSubviews[index].isHidden {
      values[.length(.view(level.ranks[index]))] = 0
    }
    guard !visible.isEmpty else { return }
    // Worded only when thrown (this runs for every stack of every layout).
    var failure: Unsupported { .conflict(level.name) }
    if let rigid = rigidColumns[levelIndex],
      abs(length - rigid.length) > 1e-9 * max(1, abs(rigid.length))
    {
      throw .movingBaseline(level.name)
    }
    let start =
      position
      + (stack.isLayoutMarginsRelativeArrangement
        ? stack.layoutMargins.insets(along: dimension).start : 0)
    let available = length - plan.fixed
    let tolerance = 1e-9 * max(1, abs(length))
    var lengths: [Double]
    var starts: [Double] = []

    if stack.axis == dimension {
      var gap: Double?
      switch stack.effectiveDistribution {
      case .fillEqually where visible.count > 1:
        let each = plan.equalLength ?? available / Double(visible.count)
        if let yields = plan.yields {
          lengths = yields.map { min(max(each, $0.lower), $0.upper) }
        } else {
          let fits =
            plan.lowers.allSatisfy({ each >= $0 - tolerance })
            && plan.uppers.allSatisfy({ each <= $0 + tolerance })
          guard fits || levelIndex == 0 else { throw failure }
          if !fits {
            guard try equalRootHolds(each, plan) else { throw failure }
          }
          lengths = Array(repeating: each, count: visible.count)
        }
      case .fillProportionally:
        // At either end of the shares' range the program would break another
        // proportion: handed over.
        let shares = plan.proportional!
        guard length > shares.lower + tolerance, length < shares.upper - tolerance else {
          throw Unsupported(
            reason: "more than one proportion of \(level.name) gives way")
        }
        lengths = shares.multipliers.map { $0 * length }
        lengths[shares.absorber] = 0
        lengths[shares.absorber] = available - lengths.reduce(0, +)
      case .equalCentering where visible.count > 1:
        // Below the shortest, every view that may give way is 0 long.
        let centering = plan.centering!
        guard available >= centering.shortest - tolerance else { throw failure }
        let distances: [Double]
        if plan.tiedCentering && available >= centering.natural {
          lengths = centering.lengths
          let placed =
            if let places = plan.tiedPlaces, places.length == length {
              places.starts
            } else {
              try flatCentering(centering, length: length).starts
            }
          let centres = zip(placed, lengths).map { (start, length) -> Double in start + length / 2 }
          distances = zip(centres, centres.dropFirst()).map { (a, b) -> Double in b - a }
        } else {
          let laid = centering.layout(available)
          lengths = laid.lengths
          distances = laid.distances
        }
        var centre = start + lengths[0] / 2
        starts = [start]
        for (offset, distance) in distances.enumerated() {
          let guide = LayoutItem.gapGuide(after: level.ranks[visible[offset]])
          values[.position(guide)] = centre
          values[.length(guide)] = distance
          centre += distance
          starts.append(centre - lengths[offset + 1] / 2)
        }
      case .equalSpacing where visible.count > 1:
        var shared = try sharedLengths(levelIndex, available: available, plan, gaps: true)
        gap = shared.removeLast() / Double(visible.count - 1)
        lengths = shared
      default:
        lengths = try sharedLengths(levelIndex, available: available, plan, gaps: false)
      }
      var edge = start
      // equalCentering placed its views by their centres already.
      for (offset, index) in visible.enumerated() where starts.count < visible.count {
        starts.append(edge)
        edge += lengths[offset]
        if offset + 1 < visible.count {
          let space = gap ?? stack.spacing(after: index)
          if let gap {
            values[.position(.gapGuide(after: level.ranks[index]))] = edge
            values[.length(.gapGuide(after: level.ranks[index]))] = gap
          }
          edge += space
        }
      }
    } else if stack.alignment == .fill, let yields = plan.yields {
      // Each view as near the canvas's length as it may be, its trailing
      // edge on the first view's (its leading alignment gave way).
      let first = plan.content.map { min(max(available, $0.lower), $0.upper) } ?? available
      lengths = yields.map { min(max(first, $0.lower), $0.upper) }
      starts = lengths.map { start + available - $0 }
    } else if stack.alignment == .fill {
      var each = available
      if available < plan.lowers.max()! - tolerance
        || !plan.uppers.allSatisfy({ available <= $0 + tolerance })
      {
        guard levelIndex == 0 else { throw failure }
        each = try pinnedRootAcross(available)
      }
      lengths = Array(repeating: each, count: visible.count)
      // The first view's leading connection is the one that gives way.
      starts = Array(repeating: start + available - each, count: visible.count)
    } else if levelIndex == 0,
      let overfull = try overfullRoot(available, start: start, plan: plan, level: level)
    {
      (lengths, starts) = (overfull.lengths, overfull.starts)
      values[.position(.spanningGuide)] = overfull.guide.start
      values[.length(.spanningGuide)] = overfull.guide.length
    } else {
      guard available >= plan.lowers.max()! - tolerance else { throw failure }
      // Each view takes the length it likes best, up to the room it has:
      // below the baseline's drop, or, with views standing on a last
      // baseline, the baseline (for those) or the room below it plus the
      // view's offset (for the others).
      var baseline: Double?
      let bounds: [Double]
      if let standing = plan.standing {
        let split: [Double]
        if let below = splitBelow[levelIndex], plan.split != nil {
          // The row around decided the room below the baseline.
          let room =
            below
            - (stack.isLayoutMarginsRelativeArrangement
              ? stack.layoutMargins.insets(along: dimension).end : 0)
          split = [room, available - room]
        } else {
          guard
            let shared = ConvexCost.share(
              available, lowers: standing.sides.map(\.lower), pieces: standing.pieces)
          else { throw failure }
          split = shared
        }
        baseline = split[1]
        bounds = standing.offsets.map { $0.map { split[0] + $0 } ?? split[1] }
      } else {
        guard available >= -tolerance else { throw failure }
        bounds = plan.preferred.indices.map {
          available - (plan.drops.isEmpty ? 0 : plan.drops[$0])
        }
      }
      lengths = plan.preferred.indices.map { offset in
        min(max(plan.preferred[offset], plan.lowers[offset]), bounds[offset])
      }
      // A split nested stack: each side as long as it likes best, up to the
      // room on that side (the baseline above, the room below it below).
      var aboveLengths: [Int: Double] = [:]
      if let standing = plan.standing, let baseline {
        for (offset, preferred) in standing.splitPreferred {
          let least = standing.splitLowers[offset]!
          let above = min(max(preferred.above, least.above), baseline)
          let below = min(max(preferred.below, least.below), available - baseline)
          guard above >= least.above - tolerance, below >= least.below - tolerance else {
            throw failure
          }
          aboveLengths[offset] = above
          lengths[offset] = above + below
          splitBelow[tree.nodes[level.ranks[visible[offset]]].nested!] = below
        }
      }
      guard zip(lengths, plan.lowers).allSatisfy({ $0 >= $1 - tolerance }) else { throw failure }
      // Trailing edges aligned where the canvas does not pin them: as far up
      // as the longest view lets them be.
      let end = lengths.max() ?? 0
      starts = lengths.indices.map { offset in
        if let baseline, let standing = plan.standing {
          return start + baseline
            - (aboveLengths[offset] ?? standing.offsets[offset] ?? lengths[offset])
        }
        return switch stack.alignment {
        case .trailing: start + available - lengths[offset]
        case .center: start + (available - lengths[offset]) / 2
        case .lastBaseline where dimension == .horizontal: start + end - lengths[offset]
        case .firstBaseline, .lastBaseline: start + plan.drops[offset]
        default: start
        }
      }
      if let rank = level.rank {
        values[.nestedSpanningPosition(rank)] = start
        values[.nestedSpanningLength(rank)] = available
      } else {
        values[.position(.spanningGuide)] = start
        values[.length(.spanningGuide)] = available
      }
    }

    for (offset, index) in visible.enumerated() {
      let rank = level.ranks[index]
      values[.position(.view(rank))] = starts[offset]
      values[.length(.view(rank))] = lengths[offset]
      if let nested = tree.nodes[rank].nested {
        try assign(level: nested, length: lengths[offset], position: starts[offset])
      }
    }
  }
}

/// The constraints a tree's costs are made of, by level and view index, with
/// their priorities, ranks and rows in the compiled program (``ConstraintKey``),
/// gathered while the program is compiled.
struct TreeCostKeys {
  var hugging: [[ConstraintKey?]]
  var compression: [[ConstraintKey?]]
  var ambiguity: [[ConstraintKey?]]
  /// Across a stack aligned fill, each view's leading alignment with the
  /// first view (`UISV-alignment`, compiled before its trailing one).
  var leadingAlignment: [[ConstraintKey?]]
  /// Along a fillEqually stack, each view's equality with the first view.
  var equality: [[ConstraintKey?]]
  /// Each view's `UISV-fill-proportionally`, in a fillProportionally stack.
  var proportion: [[ConstraintKey?]]
  /// In an equalCentering stack, the centring equality of the gap after each
  /// view (`gap.length == first gap.length`, below required).
  var centering: [[ConstraintKey?]]
  /// Along a stack, the spacing after each view (`UISV-spacing`).
  var spacing: [[ConstraintKey?]]
  var spanningFit: [ConstraintKey?]
  var canvasFit: [ConstraintKey?]
  var fitting: ConstraintKey?
  /// The root's canvas connections, in the order compiled.
  var rootConnections: [ConstraintKey] = []
  /// Each stack's first canvas connection compiled (across a stack aligned
  /// fill, its first view's leading edge's).
  var leadingConnection: [ConstraintKey?]

  init(tree: StackTree) {
    let empty = tree.levels.map {
      [ConstraintKey?](repeating: nil, count: $0.stack.arrangedSubviews.count)
    }
    hugging = empty
    compression = empty
    ambiguity = empty
    leadingAlignment = empty
    equality = empty
    proportion = empty
    centering = empty
    spacing = empty
    spanningFit = Array(repeating: nil, count: tree.levels.count)
    canvasFit = spanningFit
    leadingConnection = spanningFit
  }

  /// Notes the constraint of row `row` of the stack of `level`, given with its
  /// stack's `index` (a view's index for a view's constraint) and its tree rank.
  mutating func record(_ constraint: LayoutConstraint, level: Int, index: Int, rank: Int, row: Int)
  {
    let key = ConstraintKey(priority: constraint.priority, rank: rank, kind: row)
    switch constraint.kind {
    case .contentHugging: hugging[level][index] = key
    case .compressionResistance: compression[level][index] = key
    case .ambiguitySuppression: ambiguity[level][index] = key
    case .alignment where leadingAlignment[level][index] == nil:
      leadingAlignment[level][index] = key
    case .fillProportionally: proportion[level][index] = key
    case .fillEqually: equality[level][index] = key
    case .distributing where constraint.priority < Priority.required:
      centering[level][index] = key
    case .spanningFit: spanningFit[level] = key
    case .canvasFit: canvasFit[level] = key
    case .spacing: spacing[level][index] = key
    case .fittingSize where level == 0: fitting = key
    case .canvasConnection:
      if level == 0 { rootConnections.append(key) }
      if leadingConnection[level] == nil { leadingConnection[level] = key }
    default: break
    }
  }
}
