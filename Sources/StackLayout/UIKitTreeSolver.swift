/// Laying out a tree of nested stacks as one constraint system per axis.
extension StackView {
  /// The layout of a stack with nested stacks: one lexicographic program per axis
  /// over every view of the tree (uikit-stack.md, "Nested stacks"). With
  /// `.direct`, each axis is solved by the direct method for trees
  /// (``TreeAxisSolver``) when it covers the tree, and by the constraint solver
  /// otherwise, for at most ``constraintSolverViewLimit`` views of the tree (not
  /// laid out beyond that); with `.constraintSolver`, by the constraint solver.
  func treeLayout(using solver: UIKitSolverKind = .direct) -> StackViewLayout {
    let count = treeViewCount
    let fitsConstraintSolver = count <= Self.constraintSolverViewLimit
    guard solver == .direct || fitsConstraintSolver else { return treeNotLaidOutLayout(count) }
    let tree = StackTree(self)
    var solution = TreeSolution(tree: tree)
    for dimension in Axis.allCases {
      if let uncovered = solution.solve(
        dimension, direct: solver == .direct, constraintSolverAllowed: fitsConstraintSolver)
      {
        return treeNotLaidOutLayout(count, uncovered: uncovered)
      }
    }
    solution.placeHiddenViews()
    return solution.layout()
  }

  /// The layout of a tree too large for the constraint solver: every frame empty
  /// at the origin, the size pinned or 0, and the same reason for every view.
  /// `uncovered` says why the direct method does not lay it out.
  private func treeNotLaidOutLayout(_ count: Int, uncovered: String? = nil) -> StackViewLayout {
    let direct =
      uncovered.map { "the direct method for nested stacks does not cover it (\($0)), and " } ?? ""
    let why =
      "not laid out: \(direct)the constraint solver takes at most "
      + "\(Self.constraintSolverViewLimit) views (this tree has \(count))"
    var views: [ViewLayout] = []
    var pending = Array(arrangedSubviews.reversed())
    while let view = pending.popLast() {
      views.append(
        ViewLayout(
          name: view.name, frame: Rect(x: 0, y: 0, width: 0, height: 0), isHidden: view.isHidden,
          reason: SizeReason(along: why, across: why)))
      if let nested = view.stack { pending.append(contentsOf: nested.arrangedSubviews.reversed()) }
    }
    var layout = StackViewLayout(
      size: Size(width: size.width ?? 0, height: size.height ?? 0), views: views)
    layout.notLaidOut = why
    return layout
  }
}

/// The programs of a tree, their solutions, and the frames made of them.
struct TreeSolution {
  let tree: StackTree
  /// Every variable's value, per axis.
  var values: [Axis: TreeValues] = [:]
  /// Every constraint of each axis's program, with the level of its stack.
  var programs: [Axis: [(constraint: LayoutConstraint, level: Int)]] = [:]

  init(tree: StackTree) { self.tree = tree }

  // MARK: Compiling

  /// The expression of `anchor` of a constraint of the stack at `level`, in the
  /// root's coordinates, built as `Form` with `variable` for each variable
  /// (``LinearExpression`` to compile, ``AnchorValue`` to evaluate). Views are
  /// named by rank; a nested stack's own edges are those of its view.
  func expression<Form: AnchorForm>(
    _ anchor: LayoutAnchor, level: Int, dimension: Axis, _ variable: (Variable) -> Form
  ) -> Form {
    let kind = AnchorKind(anchor.attribute)
    // Read through `tree.levels` without copying the level's stack: this runs
    // for every anchor of every constraint, twice (to compile and to evaluate).
    let margins =
      tree.levels[level].stack.isLayoutMarginsRelativeArrangement
      ? tree.levels[level].stack.layoutMargins.insets(along: dimension) : (0, 0)
    let stackStart: Form
    let stackLength: Form
    if let rank = tree.levels[level].rank {
      stackStart = variable(.position(.view(rank)))
      stackLength = variable(.length(.view(rank)))
    } else {
      stackStart = Form(constant: 0)
      stackLength =
        tree.levels[level].stack.size.length(along: dimension).map { Form(constant: $0) }
        ?? variable(.stackLength)
    }
    func edges(_ position: Form, _ length: Form) -> Form {
      switch kind {
      case .start, .firstBaseline: position
      case .end, .lastBaseline: position + length
      case .length: length
      case .center: position + 0.5 * length
      }
    }
    switch anchor.item {
    case .stack:
      return edges(stackStart, stackLength)
    case .margins:
      return edges(
        stackStart + Form(constant: margins.0),
        stackLength - Form(constant: margins.0 + margins.1))
    case .view(let index):
      let rank = tree.levels[level].ranks[index]
      let position = variable(.position(.view(rank)))
      let length = variable(.length(.view(rank)))
      switch kind {
      case .firstBaseline:
        return baseline(of: rank, first: true, dimension: dimension, variable) ?? position
      case .lastBaseline:
        return baseline(of: rank, first: false, dimension: dimension, variable) ?? position + length
      default:
        return edges(position, length)
      }
    case .gapGuide(let index):
      let rank = tree.levels[level].ranks[index]
      return edges(
        variable(.position(.gapGuide(after: rank))), variable(.length(.gapGuide(after: rank))))
    case .spanningGuide:
      if let rank = tree.levels[level].rank {
        return edges(
          variable(.nestedSpanningPosition(rank)), variable(.nestedSpanningLength(rank)))
      }
      return edges(variable(.position(.spanningGuide)), variable(.length(.spanningGuide)))
    }
  }

  /// `first - multiplier × second - constant` of a constraint of the stack at
  /// `level`, built as `Form` (see ``expression(_:level:dimension:_:)``).
  func expression<Form: AnchorForm>(
    of constraint: LayoutConstraint, level: Int, dimension: Axis, _ variable: (Variable) -> Form
  ) -> Form {
    var result = expression(constraint.first, level: level, dimension: dimension, variable)
    if let second = constraint.second {
      result =
        result
        - constraint.multiplier * expression(second, level: level, dimension: dimension, variable)
    }
    return result - Form(constant: constraint.constant)
  }

  /// The first or last baseline of the view of `rank` on the vertical axis, or
  /// `nil` when it has none. A nested stack's is that of one of its views
  /// (uikit-stack.md, chosen rule): a vertical stack's first visible view (first
  /// baseline) or last visible view (last baseline); a horizontal stack's first
  /// visible view of the greatest intrinsic height (views without one, nested
  /// stacks among them, are not candidates).
  func baseline<Form: AnchorForm>(
    of rank: Int, first: Bool, dimension: Axis, _ variable: (Variable) -> Form
  ) -> Form? {
    guard dimension == .vertical else { return nil }
    let node = tree.nodes[rank]
    guard let nested = node.nested else {
      let offset = first ? node.view.firstBaseline : node.view.lastBaseline
      return offset.map { variable(.position(.view(rank))) + Form(constant: $0) }
    }
    guard let chosen = tree.baselineView(ofLevel: nested, first: first) else { return nil }
    return baseline(of: chosen, first: first, dimension: dimension, variable)
  }

  /// Compiles and solves the program of `dimension`: every shown stack's
  /// constraints on that axis (along it for stacks of that axis, across it for the
  /// others), one program for the whole tree. With `direct`, the direct method
  /// for trees solves it when it covers the tree; otherwise the constraint
  /// solver does when `constraintSolverAllowed`.
  ///
  /// - Returns: `nil` when the axis is solved, otherwise why the direct method
  ///   does not cover it.
  mutating func solve(_ dimension: Axis, direct: Bool = false, constraintSolverAllowed: Bool = true)
    -> String?
  {
    var keys = TreeCostKeys(tree: tree)
    var ranked: [RankedConstraint] = []
    var compiled: [(constraint: LayoutConstraint, level: Int)] = []
    for (levelIndex, level) in tree.levels.enumerated() where level.isShown {
      let stack = level.stack
      let isNested = level.rank != nil
      let along = stack.axis == dimension
      // Looked up by index: a search of the hidden views for each constraint
      // made a stack of 64,000 hidden views take 6 s.
      let hidden = stack.arrangedSubviews.map(\.isHidden)
      func isHidden(_ item: LayoutItem?) -> Bool {
        guard case .view(let index) = item, hidden.indices.contains(index) else { return false }
        return hidden[index]
      }
      func add(_ constraint: LayoutConstraint, _ rank: Int) {
        // Only the root is asked for its fitting size.
        if isNested && constraint.kind == .fittingSize { return }
        // Hidden views are placed across the axis after the solve (as in a flat stack).
        if !along && (isHidden(constraint.first.item) || isHidden(constraint.second?.item)) {
          return
        }
        var treeRank = rank >= 0 && rank < level.ranks.count ? level.ranks[rank] : rank
        // When required constraints conflict, the root's trailing connection
        // gives way (content overflows past the root's edge, as in a flat
        // stack); a nested stack's connections hold, keeping its views on it.
        if isNested && constraint.kind == .canvasConnection { treeRank = Int.max }
        keys.record(
          constraint, level: levelIndex, index: rank, rank: treeRank, row: ranked.count)
        ranked.append(RankedConstraint(constraint: constraint, rank: treeRank))
        compiled.append((constraint, levelIndex))
      }
      let visible = stack.visibleIndices
      if along {
        stack.compileAlongAxis(visible: visible, add)
      } else {
        stack.compileCrossAxis(visible: visible, add)
      }
    }
    programs[dimension] = compiled
    var uncovered: String?
    if direct {
      do {
        let direct = try TreeAxisSolver(tree: tree, dimension: dimension, keys: keys)
        values[dimension] = direct.values.snapped()
        if let pinned = tree.levels[0].stack.size.length(along: dimension) {
          values[dimension]![.stackLength] = pinned
        }
        guard let floor = direct.rigidFloor,
          let column = errsAtOrAbove(floor, dimension, outside: Set(direct.rigidColumns.keys))
        else { return nil }
        uncovered = TreeAxisSolver.Unsupported.movingBaseline(tree.levels[column].name).reason
      } catch {
        uncovered = error.reason
      }
    }
    guard constraintSolverAllowed else { return uncovered ?? "" }
    // What no constraint decides goes to the views in pre-order.
    let tieBreak = tree.nodes.indices.filter { rank in
      let node = tree.nodes[rank]
      return tree.levels[node.level].isShown && !node.view.isHidden
    }
    let root = tree.levels[0].stack
    var solved = AxisProgram(
      context: root.context(for: dimension), constraints: ranked, tieBreakViews: tieBreak
    )
    .solve(
      expressions: compiled.map { constraint, level in
        expression(of: constraint, level: level, dimension: dimension) { LinearExpression($0) }
      }, sparsePivots: true
    )
    .mapValues(snapped)
    if let pinned = root.size.length(along: dimension) { solved[.stackLength] = pinned }
    values[dimension] = TreeValues(solved, count: tree.nodes.count)
    return nil
  }

  // MARK: Hidden views

  /// Places the hidden views of every shown stack as a flat stack does (collapsed
  /// along the axis where they would start, aligned across it), and the views of
  /// a hidden nested stack where they would be if it were shown on its own, at its
  /// fitting size, relative to its collapsed frame.
  mutating func placeHiddenViews() {
    for level in tree.levels where level.isShown {
      let stack = level.stack
      guard stack.arrangedSubviews.contains(where: \.isHidden) else { continue }
      let along = stack.axis
      let startOf = { (values: TreeValues, dimension: Axis) -> Double in
        let base = level.rank.map { values[.position(.view($0)), default: 0] } ?? 0
        let margins =
          stack.isLayoutMarginsRelativeArrangement
          ? stack.layoutMargins.insets(along: dimension).0 : 0
        return base + margins
      }
      // Along: collapsed at the end of the visible view before.
      var alongValues = values[along] ?? TreeValues(count: tree.nodes.count)
      var edge = startOf(alongValues, along)
      for (index, view) in stack.arrangedSubviews.enumerated() {
        let rank = level.ranks[index]
        if view.isHidden {
          alongValues[.position(.view(rank))] = edge
          alongValues[.length(.view(rank))] = 0
        } else {
          edge =
            alongValues[.position(.view(rank)), default: 0]
            + alongValues[.length(.view(rank)), default: 0]
        }
      }
      values[along] = alongValues
      // Across: aligned with the first visible view.
      var crossValues = values[along.cross] ?? TreeValues(count: tree.nodes.count)
      let visible = stack.visibleIndices
      var local: [Variable: Double] = [:]
      if let first = visible.first {
        local[.position(.view(first))] =
          crossValues[.position(.view(level.ranks[first])), default: 0]
        local[.length(.view(first))] = crossValues[.length(.view(level.ranks[first])), default: 0]
      }
      var context = stack.context(for: along.cross)
      context.margins.start = startOf(crossValues, along.cross)
      for index in stack.arrangedSubviews.indices where stack.arrangedSubviews[index].isHidden {
        let (position, length) = stack.hiddenCrossFrame(
          index, firstVisible: visible.first, local, context)
        crossValues[.position(.view(level.ranks[index]))] = snapped(position)
        crossValues[.length(.view(level.ranks[index]))] = snapped(length)
      }
      values[along.cross] = crossValues
    }
  }

  // MARK: The layout

  /// The frame of the view of `rank` in the root's coordinates.
  func frame(of rank: Int) -> Rect {
    let horizontal = values[.horizontal] ?? TreeValues(count: tree.nodes.count)
    let vertical = values[.vertical] ?? TreeValues(count: tree.nodes.count)
    return Rect(
      x: horizontal[.position(.view(rank)), default: 0],
      y: vertical[.position(.view(rank)), default: 0],
      width: horizontal[.length(.view(rank)), default: 0],
      height: vertical[.length(.view(rank)), default: 0])
  }

  /// Every view of the tree in pre-order, with its frame relative to the root and
  /// its reason, and every constraint with its status and its stack.
  func layout() -> StackViewLayout {
    var frames = tree.nodes.indices.map(frame(of:))
    // The views of a hidden nested stack (inside a shown stack): laid out as the
    // stack alone, at its fitting size, from its collapsed frame's origin.
    for (rank, node) in tree.nodes.enumerated() {
      guard let nested = node.nested, node.view.isHidden, tree.levels[node.level].isShown,
        var alone = node.view.stack
      else { continue }
      _ = nested
      alone.size = PartialSize()
      let inner = alone.layout()
      let origin = frames[rank]
      for (offset, view) in inner.views.enumerated() where rank + 1 + offset < frames.count {
        frames[rank + 1 + offset] = Rect(
          x: origin.x + view.frame.x, y: origin.y + view.frame.y, width: view.frame.width,
          height: view.frame.height)
      }
    }
    let horizontal = values[.horizontal] ?? TreeValues(count: tree.nodes.count)
    let vertical = values[.vertical] ?? TreeValues(count: tree.nodes.count)
    let size = Size(
      width: horizontal[.stackLength, default: 0], height: vertical[.stackLength, default: 0])
    // The reasons need the views' intrinsic constraints; the whole list is
    // made when it is read (the playground reads it when it is shown).
    let intrinsic = constraintStatuses { $0 == .contentHugging || $0 == .compressionResistance }
    let explanation = Explanation(
      tree: (TreeExplainer(tree: tree, frames: frames, size: size, statuses: intrinsic)))
    var views: [ViewLayout] = []
    views.reserveCapacity(tree.nodes.count)
    for (rank, node) in tree.nodes.enumerated() {
      views.append(
        ViewLayout(
          name: node.view.name, frame: frames[rank], isHidden: node.view.isHidden,
          explanation: explanation, index: rank))
    }
    let solution = self
    return StackViewLayout(
      size: size, views: views, constraints: { solution.constraintStatuses().map(\.solved) })
  }

  /// With the axis's program compiled and its values set by the direct
  /// method, which held the `columns` (levels) at the lengths they keep
  /// (``TreeAxisSolver/rigidColumns``): the first of those columns when a
  /// constraint outside them (and the stacks inside them, whose errors are
  /// part of a column's cost) errs at `floor` or above, or a required one
  /// does (the layout may then not be the program's); else `nil`.
  private func errsAtOrAbove(_ floor: Double, _ dimension: Axis, outside columns: Set<Int>)
    -> Int?
  {
    guard let first = columns.min(), let solved = values[dimension] else { return nil }
    let inside = Set(columns.flatMap { tree.levels(within: $0) })
    let scale = max(1, abs(solved[.stackLength] ?? 0))
    for (constraint, level) in programs[dimension] ?? [] where !inside.contains(level) {
      guard constraint.priority >= floor || constraint.priority >= Priority.required else {
        continue
      }
      let form = expression(of: constraint, level: level, dimension: dimension) {
        AnchorValue(variable: solved[$0] ?? 0)
      }
      if case .broken(let amount) = ConstraintStatus(
        constraint.relation, value: form.value, constant: form.constant),
        amount > 1e-6 * scale
      {
        return first
      }
    }
    return nil
  }

  /// Every constraint of both programs (the root's axis first) whose kind
  /// `includes` takes, with its status, its views renamed by rank, and the name
  /// of the nested stack it belongs to.
  func constraintStatuses(_ includes: (ConstraintIdentifier) -> Bool = { _ in true })
    -> [TreeConstraint]
  {
    var result: [TreeConstraint] = []
    result.reserveCapacity(programs.values.reduce(0) { $0 + $1.count })
    let root = tree.levels[0].stack
    for dimension in [root.axis, root.axis.cross] {
      let solved = values[dimension] ?? TreeValues(count: tree.nodes.count)
      for (constraint, level) in programs[dimension] ?? [] where includes(constraint.kind) {
        let form = expression(of: constraint, level: level, dimension: dimension) {
          AnchorValue(variable: solved[$0] ?? 0)
        }
        let status = ConstraintStatus(
          constraint.relation, value: form.value, constant: form.constant)
        var renamed = constraint
        renamed.first = rename(constraint.first, level: level)
        renamed.second = constraint.second.map { rename($0, level: level) }
        var solvedConstraint = SolvedConstraint(constraint: renamed, status: status)
        solvedConstraint.stack = tree.levels[level].rank == nil ? nil : tree.levels[level].name
        result.append(TreeConstraint(solved: solvedConstraint, level: level, original: constraint))
      }
    }
    return result
  }

  /// `anchor` with its view (or gap guide) named by its rank in the tree.
  private func rename(_ anchor: LayoutAnchor, level: Int) -> LayoutAnchor {
    let ranks = tree.levels[level].ranks
    switch anchor.item {
    case .view(let index): return LayoutAnchor(.view(ranks[index]), anchor.attribute)
    case .gapGuide(let index): return LayoutAnchor(.gapGuide(after: ranks[index]), anchor.attribute)
    default: return anchor
    }
  }
}

/// A constraint of a tree's program with its status, the level (stack) it belongs
/// to, and the constraint as its stack states it (views by index in that stack).
struct TreeConstraint: Sendable {
  var solved: SolvedConstraint
  var level: Int
  var original: LayoutConstraint
}
