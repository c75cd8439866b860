import Testing

@testable import StackLayout

/// Properties every layout must have, checked over seeded random trees: no NaN,
/// no negative size, determinism, children one distance apart, frames that agree
/// with sizes.
@Suite("SwiftUI invariants over generated trees")
struct SwiftUIInvariantTests {
  /// A small deterministic generator (SplitMix64).
  struct Generator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    mutating func length(upTo maximum: Int) -> Double {
      // Halves and thirds as well as whole numbers.
      Double(below(maximum * 6)) / [1.0, 2, 3][below(3)]
    }

    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
  }

  static let strings = [
    "", "Hi", "Hello world", "a wonderful day", "한국어 텍스트", "e\u{301}te\u{301}", "x\ny\nz",
    "supercalifragilistic", "  spaced  out  ", "😀 emoji", "한a국b",
  ]

  static func tree(_ random: inout Generator, depth: Int, count: inout Int) -> SwiftUINode {
    count += 1
    let name = "n\(count)"
    let kind: SwiftUINode.Kind
    let leaf = depth >= 3 || random.chance(45)
    if leaf {
      switch random.below(3) {
      case 0: kind = .color("red")
      case 1: kind = .text(random.pick(strings))
      default: kind = .spacer(minLength: random.chance(50) ? nil : random.length(upTo: 10))
      }
    } else {
      var children: [SwiftUINode] = []
      for _ in 0..<random.below(5) {
        children.append(tree(&random, depth: depth + 1, count: &count))
      }
      let spacing: Double? = random.chance(50) ? nil : random.length(upTo: 10) - 3
      switch random.below(3) {
      case 0:
        kind = .hstack(
          spacing: spacing, alignment: random.pick(VerticalAlignment.allCases),
          children: children)
      case 1:
        kind = .vstack(
          spacing: spacing, alignment: random.pick(HorizontalAlignment.allCases),
          children: children)
      default:
        kind = .zstack(alignment: random.pick(Alignment2D.allNamed).alignment, children: children)
      }
    }
    var modifiers: [SwiftUIModifier] = []
    for _ in 0..<random.below(4) {
      modifiers.append(modifier(&random))
    }
    return SwiftUINode(kind, name: random.chance(80) ? name : nil, modifiers: modifiers)
  }

  static func modifier(_ random: inout Generator) -> SwiftUIModifier {
    func maybe(_ percent: Int, _ value: Double) -> Double? {
      random.chance(percent) ? value : nil
    }
    switch random.below(6) {
    case 0:
      return .frame(
        FixedFrame(
          width: maybe(60, random.length(upTo: 60)), height: maybe(60, random.length(upTo: 60)),
          alignment: random.pick(Alignment2D.allNamed).alignment))
    case 1:
      var frame = FlexibleFrame(alignment: random.pick(Alignment2D.allNamed).alignment)
      let low = random.length(upTo: 30)
      let ideal = low + random.length(upTo: 30)
      let high = random.chance(30) ? Double.infinity : ideal + random.length(upTo: 30)
      if random.chance(50) { frame.minWidth = low }
      if random.chance(30) { frame.idealWidth = ideal }
      if random.chance(50) { frame.maxWidth = high }
      if random.chance(50) { frame.minHeight = low }
      if random.chance(30) { frame.idealHeight = ideal }
      if random.chance(50) { frame.maxHeight = high }
      return .flexibleFrame(frame)
    case 2:
      if random.chance(30) { return .padding(nil) }
      return .padding(
        EdgeInsets(
          top: random.length(upTo: 5), leading: random.length(upTo: 5),
          bottom: random.length(upTo: 5), trailing: random.length(upTo: 5)))
    case 3:
      return .fixedSize(horizontal: random.chance(50), vertical: random.chance(50))
    case 4:
      return .layoutPriority(random.pick([-1.0, 0, 1, 2]))
    default:
      return .lineLimit(random.pick([nil, 1, 2, 3]))
    }
  }

  /// The nodes of a tree depth-first, as the layout lists them.
  static func flatten(_ node: SwiftUINode) -> [SwiftUINode] {
    [node] + node.kind.children.flatMap(flatten)
  }

  struct Sample: Sendable, CustomTestStringConvertible {
    var seed: UInt64
    var testDescription: String { "seed \(seed)" }
  }

  static let samples = (1...40).map { Sample(seed: UInt64($0)) }

  @Test(arguments: samples)
  func invariants(_ sample: Sample) {
    var random = Generator(state: sample.seed)
    // Several trees per seed, each with several proposals.
    for _ in 0..<8 {
      var count = 0
      let root = Self.tree(&random, depth: 0, count: &count)
      let flat = Self.flatten(root)
      for _ in 0..<3 {
        let proposal = ProposedSize(
          width: random.chance(25) ? nil : random.length(upTo: 300),
          height: random.chance(25) ? nil : random.length(upTo: 300))
        let metrics: SwiftUIMetrics = random.chance(50) ? .point : .cell
        let layout = root.layout(proposal: proposal, metrics: metrics)
        check(layout, flat: flat, proposal: proposal, metrics: metrics)
        // Determinism: the same input gives the same output.
        #expect(layout == root.layout(proposal: proposal, metrics: metrics))
      }
    }
  }

  func check(
    _ layout: SwiftUILayout, flat: [SwiftUINode], proposal: ProposedSize,
    metrics: SwiftUIMetrics
  ) {
    #expect(layout.nodes.count == flat.count)
    #expect(layout.nodes.first?.frame == frame(0, 0, layout.size.width, layout.size.height))
    for (index, node) in layout.nodes.enumerated() {
      let label = "node \(index) (\(node.name ?? "unnamed"))"
      var numbers = [node.size.width, node.size.height]
      for rect in [node.frame, node.contentFrame] + node.modifierFrames {
        numbers += [rect.x, rect.y, rect.width, rect.height]
        #expect(rect.width >= 0 && rect.height >= 0, "\(label): negative size \(describe(rect))")
      }
      numbers += [node.firstBaseline, node.lastBaseline].compactMap { $0 }
      // Finite proposals give finite layouts (and never NaN).
      let finite = numbers.allSatisfy { $0.isFinite }
      #expect(finite, "\(label): \(numbers)")
      #expect(node.frame.width == node.size.width && node.frame.height == node.size.height)
      #expect(node.modifierFrames.count == flat[index].modifiers.count)
      #expect(node.modifierFrames.last ?? node.contentFrame == node.frame)
      #expect(!node.reason.isEmpty && !node.reason.contains("\n"), "\(label)")
      if let parent = node.parent {
        #expect(parent < index && layout.nodes[parent].depth + 1 == node.depth)
      } else {
        #expect(index == 0 && node.depth == 0)
      }
      if case .text = node.kind {
        // The Text's own frame is its lines in the unit.
        let columns = node.textLines.map { displayWidth(of: $0) }.max() ?? 0
        #expect(node.contentFrame.width == Double(columns) * metrics.columnWidth, "\(label)")
        #expect(
          node.contentFrame.height == Double(node.textLines.count) * metrics.rowHeight, "\(label)")
      }
      checkStack(layout, index: index, node: flat[index], metrics: metrics)
    }
  }

  /// Children of an HStack or VStack follow each other at their distances, and the
  /// stack's length is theirs and the distances added up.
  func checkStack(_ layout: SwiftUILayout, index: Int, node: SwiftUINode, metrics: SwiftUIMetrics) {
    let axis: Axis
    let spacing: Double?
    switch node.kind {
    case .hstack(let given, _, _):
      (axis, spacing) = (.horizontal, given)
    case .vstack(let given, _, _):
      (axis, spacing) = (.vertical, given)
    default:
      return
    }
    let children = layout.children(of: index)
    let sources = node.kind.children
    let stack = layout.nodes[index].contentFrame
    var total = 0.0
    for (position, child) in children.enumerated() {
      let rect = layout.nodes[child].frame
      total += rect.length(along: axis)
      if position == 0 {
        #expect(close(rect.origin(along: axis), stack.origin(along: axis)))
        continue
      }
      let previous = layout.nodes[children[position - 1]].frame
      let isSpacer = { (node: SwiftUINode) -> Bool in
        if case .spacer = node.kind { return true }
        return false
      }
      let distance =
        spacing
        ?? (isSpacer(sources[position - 1]) || isSpacer(sources[position])
          ? 0 : metrics.spacing[axis])
      total += distance
      #expect(
        close(
          rect.origin(along: axis),
          previous.origin(along: axis) + previous.length(along: axis) + distance))
    }
    #expect(close(stack.length(along: axis), max(0, total)))
  }

  @Test("bad numbers through the API still give no negative size and no NaN")
  func badNumbers() {
    let root = hstack(
      spacing: -50, color("a").frame(width: -5, height: .nan),
      text("t", "abc").frame(minWidth: -3, maxWidth: .nan).padding(-4),
      spacer("s", minLength: -2)
    )
    for proposal in [propose(-10, .nan), propose(nil, -1), propose(20, 10)] {
      let layout = root.layout(proposal: proposal)
      for node in layout.nodes {
        let numbers = [node.frame.x, node.frame.y, node.frame.width, node.frame.height]
        let finite = numbers.allSatisfy { $0.isFinite }
        #expect(finite, "\(numbers)")
        #expect(node.frame.width >= 0 && node.frame.height >= 0)
      }
    }
  }

  @Test("siblings in a stack with spacing 0 share their rounded edges")
  func roundedSiblingsTile() {
    var random = Generator(state: 99)
    for _ in 0..<50 {
      let count = 1 + random.below(6)
      let children = (0..<count).map { color("c\($0)").frame(minWidth: random.length(upTo: 5)) }
      let root = SwiftUINode(.hstack(spacing: 0, alignment: .center, children: children))
      let layout = root.layout(proposal: propose(random.length(upTo: 50), 3))
      let origin = random.length(upTo: 3)
      let cells = layout.roundedFrames(originX: origin)
      for index in 1..<count {
        let left = cells[index]
        let right = cells[index + 1]
        #expect(left.column + left.columns == right.column)
      }
    }
  }
}
