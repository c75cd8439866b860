/// A stack and the stacks nested in it, flattened in depth-first pre-order: the
/// shape the tree's constraint solver and explainer work on.
///
/// Every view of the tree has a *rank*: its place in depth-first pre-order (an
/// outer view, then, if it is a stack, its own views in order, then the next
/// outer view). The root stack itself has no rank. Every stack of the tree is a
/// *level*: level 0 is the root, and a nested stack's level comes right after
/// the level of the stack that holds it.
struct StackTree {
  /// One view of the tree.
  struct Node {
    var view: ArrangedView
    /// The level of the stack the view is arranged in.
    var level: Int
    /// The view's index in that stack's `arrangedSubviews`.
    var index: Int
    /// The level of the stack this view is, when it is a nested stack.
    var nested: Int?
    /// How many views of the tree are inside this one (0 for a plain view).
    var descendants: Int
  }

  /// One stack of the tree.
  struct Level {
    /// The stack as its level is compiled: a nested stack's own size cleared, and
    /// its nested views with no intrinsic size or baselines (a stack has none).
    var stack: StackView
    /// The rank of the view this stack is, or `nil` for the root.
    var rank: Int?
    /// The rank of each of the stack's arranged views.
    var ranks: [Int]
    /// Whether the stack takes part in the layout: neither it nor any stack
    /// around it is hidden.
    var isShown: Bool
    /// The stack's name: its view's, or `root`.
    var name: String
    /// How deep the stack is: 0 for the root.
    var depth: Int
  }

  var nodes: [Node] = []
  var levels: [Level] = []

  /// How many views `stack` holds, nested stacks and their views included.
  static func viewCount(of stack: StackView) -> Int {
    var count = 0
    var pending = [stack]
    while let next = pending.popLast() {
      count += next.arrangedSubviews.count
      for view in next.arrangedSubviews { if let nested = view.stack { pending.append(nested) } }
    }
    return count
  }

  /// The tree of `root`, flattened. O(n) in the views of the tree.
  init(_ root: StackView) {
    // Pre-order without recursion: a stack of (level, next index to visit).
    levels.append(Self.level(root, rank: nil, isShown: true, name: "root", depth: 0))
    var path: [(level: Int, next: Int)] = [(0, 0)]
    var open: [Int] = []  // ranks of nested stacks whose descendants are being counted
    while let (level, next) = path.last {
      let stack = levels[level].stack
      guard next < stack.arrangedSubviews.count else {
        path.removeLast()
        if let rank = levels[level].rank {
          nodes[rank].descendants = nodes.count - rank - 1
          open.removeLast()
        }
        continue
      }
      path[path.count - 1].next += 1
      let rank = nodes.count
      levels[level].ranks.append(rank)
      let original = originalView(level: level, index: next, root: root)
      nodes.append(Node(view: original, level: level, index: next, nested: nil, descendants: 0))
      if let nested = original.stack {
        let nestedLevel = levels.count
        levels.append(
          Self.level(
            nested, rank: rank, isShown: levels[level].isShown && !original.isHidden,
            name: original.name, depth: levels[level].depth + 1))
        nodes[rank].nested = nestedLevel
        open.append(rank)
        path.append((nestedLevel, 0))
      }
    }
  }

  /// The view at `index` of the stack of `level`, as the caller gave it (with its
  /// nested stack).
  private func originalView(level: Int, index: Int, root: StackView) -> ArrangedView {
    if let rank = levels[level].rank, let stack = nodes[rank].view.stack {
      return stack.arrangedSubviews[index]
    }
    return root.arrangedSubviews[index]
  }

  private static func level(
    _ stack: StackView, rank: Int?, isShown: Bool, name: String, depth: Int
  ) -> Level {
    var compiled = stack
    if rank != nil { compiled.size = PartialSize() }
    for index in compiled.arrangedSubviews.indices
    where compiled.arrangedSubviews[index].stack != nil {
      compiled.arrangedSubviews[index].intrinsicSize = PartialSize()
      compiled.arrangedSubviews[index].firstBaseline = nil
      compiled.arrangedSubviews[index].lastBaseline = nil
    }
    return Level(
      stack: compiled, rank: rank, ranks: [], isShown: isShown, name: name, depth: depth)
  }

  /// The levels of the stack of `level` and of the stacks nested in it, at
  /// any depth (levels are in pre-order: they follow it while deeper).
  func levels(within level: Int) -> Range<Int> {
    let depth = levels[level].depth
    var end = level + 1
    while end < levels.count && levels[end].depth > depth { end += 1 }
    return level..<end
  }

  /// The rank of the view whose baseline the nested stack of `level` has
  /// (uikit-stack.md, "Nested stacks", chosen rule): a vertical stack's first
  /// (or last) visible view, a horizontal stack's first visible plain view of
  /// the greatest intrinsic height; `nil` when there is none.
  func baselineView(ofLevel level: Int, first: Bool) -> Int? {
    let stack = levels[level].stack
    let ranks = levels[level].ranks
    let visible = stack.visibleIndices
    if stack.axis == .vertical {
      return (first ? visible.first : visible.last).map { ranks[$0] }
    }
    var chosen: Int?
    var tallest = -Double.infinity
    for index in visible {
      guard nodes[ranks[index]].nested == nil,
        let height = stack.arrangedSubviews[index].intrinsicSize.height, height > tallest
      else { continue }
      tallest = height
      chosen = ranks[index]
    }
    return chosen
  }

  /// The path of the view of `rank` from the root: `root › text › title`.
  func path(of rank: Int) -> [String] {
    var names: [String] = [nodes[rank].view.name]
    var level = nodes[rank].level
    while let parent = levels[level].rank {
      names.append(nodes[parent].view.name)
      level = nodes[parent].level
    }
    names.append("root")
    return names.reversed()
  }
}

extension StackView {
  /// Whether an arranged view of the stack is itself a stack.
  public var hasNestedStacks: Bool { arrangedSubviews.contains { $0.stack != nil } }

  /// How many views the stack holds, counting the views of nested stacks (and the
  /// nested stacks themselves).
  public var treeViewCount: Int { StackTree.viewCount(of: self) }

  /// How deep the stack nests: 1 for a stack with no nested stack, 2 when one of
  /// its views is a stack of plain views, and so on.
  public var treeDepth: Int {
    var deepest = 1
    var pending = [(self, 1)]
    while let (stack, depth) = pending.popLast() {
      deepest = Swift.max(deepest, depth)
      for view in stack.arrangedSubviews {
        if let nested = view.stack { pending.append((nested, depth + 1)) }
      }
    }
    return deepest
  }
}
