import Testing

@testable import StackLayout

/// The engine's caches and its per-axis measurement of trees without Text
/// change no result: on seeded random trees, the layout equals the one worked
/// out with every element evaluated in full each time it is asked.
@Suite("SwiftUI caches change nothing")
struct SwiftUICacheTests {
  typealias Generator = SwiftUIInvariantTests.Generator

  /// A random tree of at most four levels; Texts only when `texts`. Stacks of
  /// every kind, every modifier (flexible frames with and without bounds,
  /// infinite maximums, padding, fixedSize, priorities, line limits), Spacers
  /// and negative spacing.
  static func tree(_ random: inout Generator, depth: Int, texts: Bool, count: inout Int)
    -> SwiftUINode
  {
    count += 1
    let kind: SwiftUINode.Kind
    if depth >= 3 || random.chance(35) {
      switch random.below(texts ? 3 : 2) {
      case 0: kind = .color("red")
      case 1: kind = .spacer(minLength: random.chance(50) ? nil : random.length(upTo: 10))
      default: kind = .text(random.pick(SwiftUIInvariantTests.strings))
      }
    } else {
      var children: [SwiftUINode] = []
      for _ in 0..<random.below(5) {
        children.append(tree(&random, depth: depth + 1, texts: texts, count: &count))
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
      if random.chance(30) {
        // Bounded on both axes: measuring it need not ask the content.
        let low = random.length(upTo: 20)
        let high = random.chance(20) ? Double.infinity : low + random.length(upTo: 40)
        modifiers.append(
          .flexibleFrame(
            FlexibleFrame(
              minWidth: low, maxWidth: high, minHeight: random.length(upTo: 20), maxHeight: high,
              alignment: random.pick(Alignment2D.allNamed).alignment)))
      } else {
        modifiers.append(SwiftUIInvariantTests.modifier(&random))
      }
    }
    return SwiftUINode(kind, name: "n\(count)", modifiers: modifiers)
  }

  static func length(_ random: inout Generator) -> Double? {
    switch random.below(10) {
    case 0: nil
    case 1: 0
    case 2: .infinity
    default: random.length(upTo: 300)
    }
  }

  struct Sample: Sendable, CustomTestStringConvertible {
    var seed: UInt64
    var texts: Bool
    var testDescription: String { "seed \(seed)" + (texts ? ", with Text" : ", no Text") }
  }

  static let samples = (1...40).flatMap { seed in
    [Sample(seed: UInt64(seed), texts: false), Sample(seed: UInt64(seed), texts: true)]
  }

  @Test(arguments: samples)
  func cachedEqualsUncached(_ sample: Sample) {
    var random = Generator(state: sample.seed &* 7_919)
    for _ in 0..<10 {
      var count = 0
      let root = Self.tree(&random, depth: 0, texts: sample.texts, count: &count)
      let proposal = ProposedSize(width: Self.length(&random), height: Self.length(&random))
      let metrics: SwiftUIMetrics = random.chance(50) ? .point : .cell
      let cached = root.layout(proposal: proposal, metrics: metrics)
      let reference = root.layoutWithoutCaches(proposal: proposal, metrics: metrics)
      #expect(cached.size == reference.size)
      #expect(cached.nodes.count == reference.nodes.count)
      for (mine, theirs) in zip(cached.nodes, reference.nodes) where mine != theirs {
        let difference =
          "\(mine.name ?? "?"): frame \(mine.frame) against \(theirs.frame), "
          + "proposal \(mine.proposal) against \(theirs.proposal), "
          + "reason \"\(mine.reason)\" against \"\(theirs.reason)\""
        Issue.record("\(difference)")
      }
    }
  }

  /// The benchmarks' shape, small: a balanced tree of HStacks and VStacks taking
  /// turns, every node in a flexible frame with a minimum and a maximum (so
  /// the per-axis measurement skips the content), Colors and a Text.
  @Test(arguments: [false, true])
  func balancedTreeOfFlexibleFrames(withText: Bool) {
    var next = 0
    func build(_ leaves: Int, _ depth: Int) -> SwiftUINode {
      let roomy = SwiftUIModifier.flexibleFrame(
        FlexibleFrame(minWidth: 1, maxWidth: 1_000, minHeight: 1, maxHeight: 1_000))
      guard leaves > 1 else {
        next += 1
        let kind: SwiftUINode.Kind =
          withText && next % 5 == 0 ? .text("leaf \(next)") : .color("red")
        return SwiftUINode(
          kind, name: "leaf\(next)",
          modifiers: [
            .flexibleFrame(FlexibleFrame(minWidth: 1, maxWidth: 40, minHeight: 1, maxHeight: 40))
          ])
      }
      let children = [build(leaves / 2, depth + 1), build(leaves - leaves / 2, depth + 1)]
      let kind: SwiftUINode.Kind =
        depth % 2 == 0
        ? .hstack(spacing: nil, alignment: .center, children: children)
        : .vstack(spacing: nil, alignment: .center, children: children)
      return SwiftUINode(kind, name: "s\(depth).\(next)", modifiers: [roomy])
    }
    let root = build(16, 0)
    for proposal in [
      propose(300, 200), propose(nil, nil), propose(.infinity, 40), propose(0, 0),
    ] {
      #expect(root.layout(proposal: proposal) == root.layoutWithoutCaches(proposal: proposal))
    }
  }
}

/// A Text of printable ASCII and line feeds is laid out from its bytes; the
/// lines must be those of the same text taken apart into characters.
@Suite("Text laid out from bytes")
struct TextSourceTests {
  @Test func asciiBytesLayOutAsCharacters() {
    var random = SwiftUIInvariantTests.Generator(state: 2_024)
    let alphabet = Array("ab cd  efghij\n-.!~ ")
    for _ in 0..<3_000 {
      let length = random.below(30)
      let text = String((0..<length).map { _ in random.pick(alphabet) })
      let columns: Int? = random.chance(20) ? nil : random.below(12)
      let maxLines: Int? = random.chance(40) ? nil : random.below(5)
      let fast = layoutText(TextSource(text), columns: columns, maxLines: maxLines)
      let general = layoutText(
        TextSource(text, allowingASCII: false), columns: columns, maxLines: maxLines)
      #expect(fast == general, "\(text.debugDescription), \(String(describing: columns)) columns")
      let ideal = TextSource(text).idealColumns()
      #expect(ideal == TextSource(text, allowingASCII: false).idealColumns())
      #expect(ideal.columns == layoutText(text, columns: nil, maxLines: nil).columns)
    }
  }

  @Test func onlyPrintableASCIIAndLineFeedsAreBytes() {
    // A carriage return and line feed is one character; a tab has no column.
    for text in ["a\r\nb", "a\tb", "é", "a\u{0B}b"] {
      #expect(
        layoutText(TextSource(text), columns: 1, maxLines: nil)
          == layoutText(TextSource(text, allowingASCII: false), columns: 1, maxLines: nil))
    }
  }
}
