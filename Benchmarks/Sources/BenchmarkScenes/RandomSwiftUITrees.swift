import StackLayout

/// Random SwiftUI scenes for the engine's worst-configuration search: a root
/// HStack, VStack or ZStack of N children, each a Text, Color or Spacer, or
/// (one in ten) a small stack of its own, with up to three modifiers. Each
/// configuration draws its own mix, so that one run covers many shapes:
///
/// - the root's kind, spacing (none, 0, positive or negative) and alignment;
/// - the proposal on each axis: unspecified, 0, small, about 10 points per
///   child, or the limit (1,000,000);
/// - the share of Texts, Colors and Spacers, and how long the Texts are (short
///   words, several lines, Hangul and emoji, up to 400 characters);
/// - how often a child carries modifiers, and which: fixed and flexible frames
///   (with `infinity` for the maxima), padding, `fixedSize`, `lineLimit` and
///   `layoutPriority`, drawn either from a few values (-1, 0, 1) or from
///   thousands of distinct ones (one priority group per child, the stacks'
///   worst case for grouping).
///
/// The same seed and number give the same scene on every run.
public enum RandomSwiftUITrees {
  static let words = [
    "Hi", "Hello", "world", "layout", "stack", "한국어", "텍스트", "😀", "e\u{301}te\u{301}",
    "supercalifragilistic", "a",
  ]

  /// One configuration's choices, drawn once and shared by its children.
  struct Mix {
    var textPercent: Int
    var colorPercent: Int
    var modifierPercent: Int
    var longTexts: Bool
    var distinctPriorities: Bool
  }

  static func length(_ random: inout SplitMix64, upTo maximum: Int) -> Double {
    Double(random.int(0...maximum)) + (random.chance(20) ? 0.5 : 0)
  }

  static func text(_ random: inout SplitMix64, long: Bool) -> String {
    let count = long ? random.int(0...60) : random.int(0...4)
    var text = ""
    for index in 0..<count {
      if index > 0 { text += random.chance(10) ? "\n" : " " }
      text += random.element(of: words)
    }
    return text
  }

  static func modifier(_ random: inout SplitMix64, mix: Mix) -> SwiftUIModifier {
    func maybe(_ percent: Int, _ value: Double) -> Double? {
      random.chance(percent) ? value : nil
    }
    switch random.int(0...5) {
    case 0:
      return .frame(
        FixedFrame(
          width: maybe(60, length(&random, upTo: 80)),
          height: maybe(60, length(&random, upTo: 80)),
          alignment: random.element(of: Alignment2D.allNamed).alignment))
    case 1:
      var frame = FlexibleFrame(alignment: random.element(of: Alignment2D.allNamed).alignment)
      let low = length(&random, upTo: 40)
      let ideal = low + length(&random, upTo: 40)
      let high = random.chance(40) ? Double.infinity : ideal + length(&random, upTo: 40)
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
          top: length(&random, upTo: 8), leading: length(&random, upTo: 8),
          bottom: length(&random, upTo: 8), trailing: length(&random, upTo: 8)))
    case 3:
      return .fixedSize(horizontal: random.chance(50), vertical: random.chance(50))
    case 4:
      if mix.distinctPriorities { return .layoutPriority(Double(random.int(-5_000...5_000)) / 10) }
      return .layoutPriority(random.element(of: [-1.0, 0, 1]))
    default:
      return .lineLimit(random.element(of: [nil, 1, 2, 3]))
    }
  }

  static func child(_ random: inout SplitMix64, mix: Mix, name: String, depth: Int) -> SwiftUINode {
    let kind: SwiftUINode.Kind
    if depth < 2 && random.chance(10) {
      let children = (0..<random.int(0...4)).map {
        child(&random, mix: mix, name: "\(name).\($0)", depth: depth + 1)
      }
      kind = stack(&random, children: children)
    } else {
      let draw = random.int(1...100)
      if draw <= mix.textPercent {
        kind = .text(text(&random, long: mix.longTexts && random.chance(30)))
      } else if draw <= mix.textPercent + mix.colorPercent {
        kind = .color(random.element(of: ["red", "green", "blue", "yellow"]))
      } else {
        kind = .spacer(minLength: random.chance(50) ? nil : length(&random, upTo: 20))
      }
    }
    var modifiers: [SwiftUIModifier] = []
    if random.chance(mix.modifierPercent) {
      for _ in 0..<random.int(1...3) { modifiers.append(modifier(&random, mix: mix)) }
    }
    return SwiftUINode(kind, name: name, modifiers: modifiers)
  }

  static func stack(_ random: inout SplitMix64, children: [SwiftUINode]) -> SwiftUINode.Kind {
    let spacing: Double? =
      random.chance(40) ? nil : random.chance(20) ? 0 : Double(random.int(-10...20))
    switch random.int(0...2) {
    case 0:
      return .hstack(
        spacing: spacing, alignment: random.element(of: VerticalAlignment.allCases),
        children: children)
    case 1:
      return .vstack(
        spacing: spacing, alignment: random.element(of: HorizontalAlignment.allCases),
        children: children)
    default:
      return .zstack(
        alignment: random.element(of: Alignment2D.allNamed).alignment, children: children)
    }
  }

  static func proposed(_ random: inout SplitMix64, count: Int) -> Double? {
    switch random.int(0...4) {
    case 0: nil
    case 1: 0
    case 2: length(&random, upTo: 400)
    case 3: Double(10 * count)
    default: 1_000_000
    }
  }

  /// Configuration `number` of `seed`: a root stack of `count` children, and
  /// the proposal it is offered.
  public static func scene(_ count: Int, seed: UInt64, number: Int)
    -> (root: SwiftUINode, proposal: ProposedSize)
  {
    var random = SplitMix64(seed: seed &+ UInt64(number) &* 0x9E37_79B9)
    let textPercent = random.int(0...100)
    let mix = Mix(
      textPercent: textPercent, colorPercent: random.int(0...(100 - textPercent)),
      modifierPercent: random.element(of: [0, 30, 70, 100]), longTexts: random.chance(40),
      distinctPriorities: random.chance(50))
    let children = (0..<count).map { child(&random, mix: mix, name: "c\($0)", depth: 0) }
    let root = SwiftUINode(stack(&random, children: children), name: "root")
    let proposal = ProposedSize(
      width: proposed(&random, count: count), height: proposed(&random, count: count))
    return (root, proposal)
  }

  /// One line naming a configuration's root and proposal, for a report.
  public static func describe(_ root: SwiftUINode, _ proposal: ProposedSize) -> String {
    func axis(_ value: Double?) -> String { value.map { "\($0)" } ?? "nil" }
    var kinds: [String: Int] = [:]
    var modified = 0
    for child in root.kind.children {
      kinds[child.kind.typeName, default: 0] += 1
      if !child.modifiers.isEmpty { modified += 1 }
    }
    let counts = kinds.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
    return "\(root.kind.typeName) of \(counts.joined(separator: ", ")); \(modified) modified; "
      + "proposed \(axis(proposal.width)) x \(axis(proposal.height))"
  }
}
