import StackLayout

/// Random trees of nested UIKit stacks for the worst-case benchmark of the
/// direct method for trees (`stack-timing --tree-worst`): every level a
/// configuration of ``RandomStacks`` (every distribution and alignment,
/// priorities at UIKit's own levels, hidden views, baselines), three levels
/// deep, with `covered` limiting each level to what the direct method for trees
/// covers (fill, fillEqually, equalSpacing; no baseline-relative arrangement).
public enum RandomTrees {
  /// Tree `number` of the sequence seeded with `seed`, of about `count` views.
  public static func tree(_ count: Int, seed: UInt64, number: Int, covered: Bool) -> StackView {
    var random = SplitMix64(seed: seed &+ UInt64(number) &* 0x9E37_79B9)
    var next = 0
    return level(max(1, count), depth: 0, covered: covered, &random, &next)
  }

  private static func level(
    _ budget: Int, depth: Int, covered: Bool, _ random: inout SplitMix64, _ next: inout Int
  ) -> StackView {
    // About the cube root of the budget per stack above the leaves, so that
    // three levels reach it; the leaves' stacks take what is left.
    var branching = 2
    while branching * branching * branching < budget { branching += 1 }
    let children = depth == 2 ? budget : max(1, min(budget, branching))
    var stack = RandomStacks.stack(0, &random)
    if covered {
      stack.isBaselineRelativeArrangement = false
      if stack.distribution == .fillProportionally || stack.distribution == .equalCentering {
        stack.distribution = random.element(of: [.fill, .fillEqually, .equalSpacing])
      }
    }
    if depth > 0 { stack.size = PartialSize() }
    var left = budget
    for child in 0..<children {
      let share = max(1, left / (children - child))
      left -= share
      if depth < 2 && share > 1 {
        let nested = level(share - 1, depth: depth + 1, covered: covered, &random, &next)
        next += 1
        stack.arrangedSubviews.append(
          ArrangedView(name: "s\(next)", isHidden: random.chance(3), stack: nested))
      } else {
        next += 1
        stack.arrangedSubviews.append(RandomStacks.view(next, &random))
      }
    }
    return stack
  }
}
