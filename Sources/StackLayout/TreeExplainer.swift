/// Puts into words why each view of a tree of nested stacks has its size, across
/// the levels of the tree: a view that was not stretched says where the room went
/// and what stretching it would have broken, counted over the whole tree.
///
/// ```
/// image   stretched by 132: the lowest hugging priority (250); stretching text
///         instead would break two hugging constraints at 250 (title, subtitle)
/// text    not stretched: the 132 to spare went to image; stretching text would
///         break two hugging constraints at 250 (title, subtitle) against one
/// ```
final class TreeExplainer: Sendable {
  let tree: StackTree
  let frames: [Rect]
  let size: Size
  /// Each view's intrinsic constraints (hugging, compression resistance) with
  /// their statuses, by rank and axis.
  private let hugging: [Axis: [Int: SolvedConstraint]]
  private let resistance: [Axis: [Int: SolvedConstraint]]

  private static let tolerance = 1e-6

  /// Whether `length` differs from `reference` by more than the tolerance
  /// relative to it.
  private static func differs(_ length: Double, from reference: Double) -> Bool {
    abs(length - reference) > tolerance * max(1, abs(reference))
  }

  init(tree: StackTree, frames: [Rect], size: Size, statuses: [TreeConstraint]) {
    self.tree = tree
    self.frames = frames
    self.size = size
    var hugging: [Axis: [Int: SolvedConstraint]] = [.horizontal: [:], .vertical: [:]]
    var resistance: [Axis: [Int: SolvedConstraint]] = [.horizontal: [:], .vertical: [:]]
    for entry in statuses {
      guard case .view(let rank) = entry.solved.constraint.first.item else { continue }
      let axis = entry.solved.constraint.axis
      switch entry.solved.constraint.kind {
      case .contentHugging: hugging[axis]![rank] = entry.solved
      case .compressionResistance: resistance[axis]![rank] = entry.solved
      default: break
      }
    }
    self.hugging = hugging
    self.resistance = resistance
  }

  /// The reason of the view of `rank`, along its own stack's axis and across it.
  func reason(for rank: Int) -> SizeReason {
    let node = tree.nodes[rank]
    let level = tree.levels[node.level]
    if !level.isShown {
      let why = "inside a hidden stack: laid out as that stack would be on its own"
      return SizeReason(along: why, across: why)
    }
    if node.view.isHidden {
      return SizeReason(
        along: "hidden: takes no room and leaves no spacing behind",
        across: "hidden: aligned with the first visible view, but never sizes its stack")
    }
    let axis = level.stack.axis
    return SizeReason(along: along(rank, axis), across: across(rank, axis.cross))
  }

  // MARK: Words

  private static func word(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }

  private static func count(_ value: Int) -> String {
    let words = [
      "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ]
    return value < words.count ? words[value] : String(value)
  }

  private static func constraints(_ value: Int) -> String {
    "\(count(value)) hugging constraint\(value == 1 ? "" : "s")"
  }

  // MARK: What growing would break

  /// The hugging constraints (priority and view name) that would break if the
  /// view of `rank` grew on `axis`: its own, or for a nested stack those of the
  /// views that would grow with it (every view of a fillEqually or
  /// fillProportionally stack along its axis, or of an alignment-fill stack across
  /// it; the cheapest view of a fill stack along its axis; none when gaps or the
  /// spanning guide take the room).
  func growth(of rank: Int, on axis: Axis) -> [(priority: Double, name: String)] {
    let node = tree.nodes[rank]
    guard let nested = node.nested else {
      guard node.view.intrinsicSize.length(along: axis) != nil else { return [] }
      return [(node.view.hugging[axis], node.view.name)]
    }
    let level = tree.levels[nested]
    let children = level.stack.visibleIndices.map { level.ranks[$0] }
    if level.stack.axis == axis {
      switch level.stack.effectiveDistribution {
      case .fill:
        var best: [(priority: Double, name: String)]?
        for child in children {
          let cost = growth(of: child, on: axis)
          if best.map({ Self.isCheaper(cost, than: $0) }) ?? true { best = cost }
        }
        return best ?? []
      case .fillEqually, .fillProportionally:
        return children.flatMap { growth(of: $0, on: axis) }
      case .equalSpacing, .equalCentering:
        return []
      }
    }
    guard level.stack.alignment == .fill else { return [] }
    return children.flatMap { growth(of: $0, on: axis) }
  }

  /// Whether breaking `lhs` costs less than breaking `rhs`: fewer constraints at
  /// the highest priority where they differ.
  static func isCheaper(
    _ lhs: [(priority: Double, name: String)], than rhs: [(priority: Double, name: String)]
  ) -> Bool {
    let priorities = Set(lhs.map(\.priority) + rhs.map(\.priority)).sorted(by: >)
    for priority in priorities {
      let left = lhs.count { $0.priority == priority }
      let right = rhs.count { $0.priority == priority }
      if left != right { return left < right }
    }
    return false
  }

  // MARK: Along the stack's axis

  private func along(_ rank: Int, _ axis: Axis) -> String {
    let node = tree.nodes[rank]
    let level = tree.levels[node.level]
    let length = frames[rank].length(along: axis)
    let word = Self.word(axis)
    // The sibling that took the room to spare, if a sibling's hugging gave way.
    let siblings = level.stack.visibleIndices.map { level.ranks[$0] }
    let stretched = siblings.first { sibling in
      sibling != rank && tree.nodes[sibling].nested == nil && !holds(hugging, sibling, axis)
    }
    switch level.stack.effectiveDistribution {
    case .fillEqually:
      // Where the views' required lengths conflict, a nested view may keep
      // its content's length and give up its equality with the first view.
      let first = siblings[0]
      let share = frames[first].length(along: axis)
      if Self.differs(length, from: share) {
        return "its content makes it \(formatNumber(length)): its equality with "
          + "\(tree.nodes[first].view.name) gives way by \(formatNumber(abs(length - share))) "
          + "(the required constraints inside rank above it); the equal share is "
          + formatNumber(share)
      }
      let every = siblings.allSatisfy {
        !Self.differs(frames[$0].length(along: axis), from: share)
      }
      let text =
        every
        ? "equal share (fillEqually): every view of \(levelName(level)) is \(formatNumber(length))"
        : "equal share (fillEqually): \(formatNumber(length)), as \(tree.nodes[first].view.name) "
          + "(a nested view whose equality gives way keeps its own)"
      guard let given = requiredGivenUp(rank, axis) else { return text }
      return text + "; " + given + " (the tree's required constraints cannot all hold)"
    case .fillProportionally:
      return proportionalReason(rank, axis, length: length)
    case .fill, .equalSpacing, .equalCentering:
      break
    }
    if node.nested != nil {
      var base =
        "a nested stack has no intrinsic \(word): its content makes it \(formatNumber(length))"
      if let inside = requiredGivenUpInside(rank, axis) {
        base +=
          ", giving up a required length inside (\(inside)): the tree's required constraints "
          + "cannot all hold, and this gives up the least"
      }
      if level.stack.effectiveDistribution == .fill, let stretched,
        let text = notStretched(rank, by: stretched, axis)
      {
        return text
      }
      return base
    }
    guard let intrinsic = node.view.intrinsicSize.length(along: axis) else {
      return length <= Self.tolerance
        ? "no intrinsic \(word): 0"
        : "no intrinsic \(word): takes the \(formatNumber(length)) left over (nothing resists its growing)"
    }
    let delta = length - intrinsic
    if delta > Self.tolerance {
      var text =
        "stretched by \(formatNumber(delta)): the lowest hugging priority "
        + "(\(formatNumber(node.view.hugging[axis])))"
      // A nested sibling that would have cost more to stretch.
      let own = growth(of: rank, on: axis)
      for sibling in siblings where sibling != rank && tree.nodes[sibling].nested != nil {
        let cost = growth(of: sibling, on: axis)
        guard Self.isCheaper(own, than: cost) else { continue }
        text +=
          "; stretching \(tree.nodes[sibling].view.name) instead would break " + describe(cost)
        break
      }
      return text
    }
    if delta < -Self.tolerance {
      return
        "compressed by \(formatNumber(-delta)): its compression resistance "
        + "(\(formatNumber(node.view.compressionResistance[axis]))) gives way"
    }
    let keeps = "keeps its intrinsic \(word) \(formatNumber(intrinsic))"
    if level.stack.effectiveDistribution == .fill, let stretched,
      let text = notStretched(rank, by: stretched, axis)
    {
      return keeps + "; " + text
    }
    return keeps
  }

  /// What the plain view of `rank` gives up of a required intrinsic length
  /// along `axis`, in words, or `nil` when it keeps it: a view squeezed or
  /// stretched with its stack by a root too short (or too long) for every
  /// required length, or whose stack's views' required lengths conflict.
  private func requiredGivenUp(_ rank: Int, _ axis: Axis) -> String? {
    let view = tree.nodes[rank].view
    guard tree.nodes[rank].nested == nil, let intrinsic = view.intrinsicSize.length(along: axis)
    else { return nil }
    let length = frames[rank].length(along: axis)
    if length < intrinsic - Self.tolerance && view.compressionResistance[axis] >= Priority.required
    {
      return "its required compression resistance gives way by \(formatNumber(intrinsic - length))"
    }
    if length > intrinsic + Self.tolerance && view.hugging[axis] >= Priority.required {
      return "its required hugging gives way by \(formatNumber(length - intrinsic))"
    }
    return nil
  }

  /// The first view inside the nested stack of `rank` (in pre-order) that
  /// gives up a required intrinsic length along `axis`, and by how much, as
  /// `header2 gives up 44 of a required height`; `nil` when none does.
  private func requiredGivenUpInside(_ rank: Int, _ axis: Axis) -> String? {
    let end = rank + tree.nodes[rank].descendants
    guard end > rank else { return nil }
    for inner in (rank + 1)...end where tree.levels[tree.nodes[inner].level].isShown {
      let view = tree.nodes[inner].view
      guard !view.isHidden, requiredGivenUp(inner, axis) != nil,
        let intrinsic = view.intrinsicSize.length(along: axis)
      else { continue }
      let amount = abs(frames[inner].length(along: axis) - intrinsic)
      return "\(view.name) gives up \(formatNumber(amount)) of a required \(Self.word(axis))"
    }
    return nil
  }

  /// `the stack` for the root, a nested stack's name otherwise.
  private func levelName(_ level: StackTree.Level) -> String {
    level.rank == nil ? "the stack" : level.name
  }

  /// Along a fillProportionally stack: the view's share of the stack's length
  /// (`I / D` of it), or, for the proportion that gives way, what it absorbs.
  private func proportionalReason(_ rank: Int, _ axis: Axis, length: Double) -> String {
    let node = tree.nodes[rank]
    let level = tree.levels[node.level]
    let stack = level.stack
    let word = Self.word(axis)
    guard node.nested == nil, let intrinsic = node.view.intrinsicSize.length(along: axis),
      intrinsic > 0
    else {
      let what = node.nested == nil ? "" : "a nested stack has "
      return "\(what)no intrinsic \(word): its share under fillProportionally is 0"
    }
    let total = stack.proportionalLength
    let stackLength =
      level.rank.map { frames[$0].length(along: axis) } ?? size.length(along: axis)
    let share = intrinsic / total * stackLength
    let of =
      "\(formatNumber(intrinsic)) / \(formatNumber(total)) of \(levelName(level))'s "
      + "\(word) \(formatNumber(stackLength)) = "
    let index = level.ranks.firstIndex(of: rank) ?? 0
    if Self.differs(length, from: share) {
      let priority = proportionPriority(multiplier: intrinsic / total, index: index)
      let absorbed = Explainer.absorbedByProportions(stack)
      return "absorbs \(absorbed) by \(formatNumber(abs(length - share))): its share, " + of
        + "\(formatNumber(share)), has the lowest priority (\(formatNumber(priority)))"
    }
    return "proportional (fillProportionally): " + of + formatNumber(length)
  }

  /// `two hugging constraints at 250 (title, subtitle)`, priorities highest first.
  private func describe(_ cost: [(priority: Double, name: String)]) -> String {
    let priorities = Set(cost.map(\.priority)).sorted(by: >)
    return priorities.map { priority in
      let names = cost.filter { $0.priority == priority }.map(\.name)
      return "\(Self.constraints(names.count)) at \(formatNumber(priority)) "
        + "(\(names.joined(separator: ", ")))"
    }.joined(separator: " and ")
  }

  /// Why the view of `rank` did not take the room that `stretched`, its sibling,
  /// took; `nil` when the rule does not say (no room to spare).
  private func notStretched(_ rank: Int, by stretched: Int, _ axis: Axis) -> String? {
    guard let constraint = hugging[axis]?[stretched],
      case .broken(let amount) = constraint.status
    else { return nil }
    let name = tree.nodes[rank].view.name
    let other = tree.nodes[stretched].view.name
    let priority = constraint.constraint.priority
    let spare = "the \(formatNumber(amount)) to spare went to \(other)"
    let cost = growth(of: rank, on: axis)
    let atPriority = cost.filter { $0.priority == priority }
    if cost.contains(where: { $0.priority > priority }) {
      let higher = cost.filter { $0.priority > priority }
      return "not stretched: \(spare); stretching \(name) would break "
        + describe(higher) + ", above \(other)'s \(formatNumber(priority))"
    }
    if atPriority.count > 1 {
      return "not stretched: \(spare); stretching \(name) would break "
        + describe(atPriority) + " against one"
    }
    if atPriority.count == 1 {
      return stretched < rank
        ? "not stretched: \(spare), first in order (tied at hugging \(formatNumber(priority)))"
        : nil
    }
    return nil
  }

  private func holds(_ table: [Axis: [Int: SolvedConstraint]], _ rank: Int, _ axis: Axis) -> Bool {
    table[axis]?[rank]?.status.holds ?? true
  }

  // MARK: Across the stack's axis

  private func across(_ rank: Int, _ axis: Axis) -> String {
    let node = tree.nodes[rank]
    let level = tree.levels[node.level]
    let stack = level.stack
    let length = frames[rank].length(along: axis)
    let word = Self.word(axis)
    let alignment = stack.alignment.name(for: stack.axis)
    let stackLength =
      level.rank.map { frames[$0].length(along: axis) } ?? size.length(along: axis)
    let stackName = level.rank == nil ? "the stack's" : "\(level.name)'s"
    if stack.alignment == .fill {
      if node.nested != nil {
        // Where the views' required lengths conflict, a nested view after the
        // first may keep its content's length and give up its alignment.
        let first = stack.visibleIndices.first.map { level.ranks[$0] } ?? rank
        let aligned = frames[first].length(along: axis)
        if first != rank && Self.differs(length, from: aligned) {
          return "its content makes it \(formatNumber(length)): its alignment with "
            + "\(tree.nodes[first].view.name) gives way by "
            + "\(formatNumber(abs(length - aligned))) (the required constraints inside rank "
            + "above it); \(stackName) \(word) is \(formatNumber(stackLength))"
        }
        return "stretched to \(stackName) \(word) \(formatNumber(length)): alignment fill "
          + "(a nested stack has no intrinsic \(word))"
      }
      guard let intrinsic = node.view.intrinsicSize.length(along: axis) else {
        return "stretched to \(stackName) \(word) \(formatNumber(length)): alignment fill"
      }
      if length - intrinsic > Self.tolerance {
        return "stretched to \(stackName) \(word) \(formatNumber(stackLength)): alignment fill "
          + "(its hugging, \(formatNumber(node.view.hugging[axis])), gives way by "
          + "\(formatNumber(length - intrinsic)))"
      }
      if intrinsic - length > Self.tolerance {
        return "compressed to \(stackName) \(word) \(formatNumber(stackLength)): alignment fill "
          + "(its compression resistance, \(formatNumber(node.view.compressionResistance[axis])), "
          + "gives way by \(formatNumber(intrinsic - length)))"
      }
      return "keeps its intrinsic \(word) \(formatNumber(intrinsic)), which is \(stackName) "
        + "\(word) (alignment fill)"
    }
    if node.nested != nil {
      return "a nested stack has no intrinsic \(word): its content makes it "
        + "\(formatNumber(length)) (its ambiguity suppression at 25 gives way); aligned \(alignment)"
    }
    guard let intrinsic = node.view.intrinsicSize.length(along: axis) else {
      return "no intrinsic \(word): 0 (ambiguity suppression at 25); aligned \(alignment)"
    }
    if intrinsic - length > Self.tolerance {
      return "compressed by \(formatNumber(intrinsic - length)): \(stackName) \(word) "
        + "\(formatNumber(stackLength)) is too small; aligned \(alignment)"
    }
    return "keeps its intrinsic \(word) \(formatNumber(intrinsic)); aligned \(alignment)"
  }
}
