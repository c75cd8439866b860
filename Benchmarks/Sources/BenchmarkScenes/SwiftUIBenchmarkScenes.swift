import StackLayout

/// The SwiftUI trees the engine benchmarks lay out, built the same way on every run.
public enum SwiftUIBenchmarkScene: String, CaseIterable, Sendable {
  /// One HStack of N Texts (`Item 1`, `Item 2`…), proposed 100 points per Text
  /// and 600 high: every Text is measured for the stack's sizing order, then
  /// offered its share.
  case hstackTexts = "hstack-texts"
  /// N leaves (a power of two) in a balanced tree of HStacks and VStacks, taking
  /// turns level by level, two children each; every stack and leaf has a
  /// flexible frame (`minWidth 1, maxWidth 1,000,000`, the same for heights,
  /// leaves `maxWidth 40, maxHeight 40`); the leaves are Colors, with a Text in
  /// every 64th. Proposed 1,000 x 800.
  case nestedTree = "nested-tree"
  /// The same balanced tree with a Text in every leaf (`leaf 1`…): every
  /// node holds a Text, so nothing is measured one axis at a time.
  case textTree = "text-tree"
  /// The balanced tree of Texts with no modifiers at all: plain HStacks and
  /// VStacks of Texts.
  case bareTextTree = "bare-text-tree"

  /// The sizes the benchmarks use: children for `hstack-texts`, leaves for
  /// `nested-tree`.
  public var counts: [Int] {
    switch self {
    case .hstackTexts: [1_000, 10_000]
    // 4,096 leaves is issue 13's tree; 500 and 5,000 leaves (999 and 9,999
    // nodes) show the growth from 1,000 to 10,000 nodes.
    case .nestedTree: [500, 4_096, 5_000]
    case .textTree, .bareTextTree: [500, 4_096, 5_000]
    }
  }

  /// The proposal the root is offered.
  public func proposal(_ count: Int) -> ProposedSize {
    switch self {
    case .hstackTexts: ProposedSize(width: 100 * Double(count), height: 600)
    case .nestedTree, .textTree, .bareTextTree: ProposedSize(width: 1_000, height: 800)
    }
  }

  /// The tree with `count` children (or leaves).
  public func root(_ count: Int) -> SwiftUINode {
    switch self {
    case .hstackTexts:
      let texts = (0..<count).map { SwiftUINode(.text("Item \($0 + 1)"), name: "t\($0)") }
      return SwiftUINode(.hstack(spacing: nil, alignment: .center, children: texts))
    case .nestedTree, .textTree, .bareTextTree:
      var next = 0
      return Self.tree(
        leaves: max(1, count), depth: 0, textEvery: self == .nestedTree ? 64 : 1,
        framed: self != .bareTextTree, next: &next)
    }
  }

  private static func tree(
    leaves: Int, depth: Int, textEvery: Int, framed: Bool, next: inout Int
  )
    -> SwiftUINode
  {
    let roomy = SwiftUIModifier.flexibleFrame(
      FlexibleFrame(minWidth: 1, maxWidth: 1_000_000, minHeight: 1, maxHeight: 1_000_000))
    guard leaves > 1 else {
      let index = next
      next += 1
      let kind: SwiftUINode.Kind =
        index % textEvery == textEvery - 1 ? .text("leaf \(index)") : .color("red")
      let leafFrame = SwiftUIModifier.flexibleFrame(
        FlexibleFrame(minWidth: 1, maxWidth: 40, minHeight: 1, maxHeight: 40))
      return SwiftUINode(kind, name: "leaf\(index)", modifiers: framed ? [leafFrame] : [])
    }
    let first = tree(
      leaves: leaves / 2, depth: depth + 1, textEvery: textEvery, framed: framed, next: &next)
    let second = tree(
      leaves: leaves - leaves / 2, depth: depth + 1, textEvery: textEvery, framed: framed,
      next: &next)
    let kind: SwiftUINode.Kind =
      depth % 2 == 0
      ? .hstack(spacing: nil, alignment: .center, children: [first, second])
      : .vstack(spacing: nil, alignment: .center, children: [first, second])
    return SwiftUINode(kind, modifiers: framed ? [roomy] : [])
  }
}
