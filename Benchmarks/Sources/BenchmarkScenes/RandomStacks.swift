import StackLayout

/// SplitMix64: a tiny, seeded, deterministic pseudo-random generator (the same as
/// the test suite's), so a configuration is named by its seed and number.
public struct SplitMix64: Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  public mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  public mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

  public mutating func element<T>(of items: [T]) -> T { items[int(0...items.count - 1)] }
}

/// The random configurations of the differential test
/// (Tests/StackLayoutTests/UIKitInvariantTests.swift, `RandomSceneGenerator` with
/// `DifferentialScenes`' landmarks), at a given number of views: every
/// distribution and alignment, pinned or free on each axis, hidden views, custom
/// and negative spacing, margins, baselines, baseline-relative arrangement, and
/// priorities drawn 70 % of the time from the levels where UIKit's own
/// constraints sit. A copy: the benchmarks cannot depend on the test target.
public enum RandomStacks {
  public static let landmarks: [Double] = [
    1, 25, 49, 50, 51, 149, 150, 249, 250, 251, 749, 750, 751, 999, 1000,
  ]

  static func priority(_ random: inout SplitMix64) -> Double {
    random.chance(70) ? random.element(of: landmarks) : Double(random.int(10...10000)) / 10
  }

  static func intrinsic(_ random: inout SplitMix64) -> Double? {
    if random.chance(15) { return nil }
    if random.chance(8) { return 0 }
    return Double(random.int(1...300)) + (random.chance(20) ? 0.5 : 0)
  }

  static func spacing(_ random: inout SplitMix64) -> Double {
    if random.chance(12) { return -Double(random.int(1...30)) }
    return random.chance(10) ? 0 : Double(random.int(1...30))
  }

  static func view(_ index: Int, _ random: inout SplitMix64) -> ArrangedView {
    let width = intrinsic(&random)
    let height = intrinsic(&random)
    var view = ArrangedView(
      name: "v\(index)", intrinsicSize: PartialSize(width: width, height: height),
      hugging: PerAxis(horizontal: priority(&random), vertical: priority(&random)),
      compressionResistance: PerAxis(horizontal: priority(&random), vertical: priority(&random)),
      isHidden: random.chance(15))
    if random.chance(15) { view.customSpacingAfter = spacing(&random) }
    if let height, random.chance(40) {
      let whole = Int(height)
      if random.chance(80) { view.firstBaseline = Double(random.int(0...whole)) }
      if random.chance(80) {
        view.lastBaseline = Double(random.int(Int(view.firstBaseline ?? 0)...whole))
      }
    }
    return view
  }

  /// One random configuration with `count` arranged views. Pinned lengths are
  /// drawn as in the tests (up to 800) scaled by `count / 4`, so that a pinned
  /// stack is sometimes roomy and sometimes overflowing.
  public static func stack(_ count: Int, _ random: inout SplitMix64) -> StackView {
    var stack = StackView(
      axis: random.element(of: Axis.allCases),
      distribution: random.element(of: Distribution.allCases),
      alignment: random.element(of: Alignment.allCases),
      spacing: spacing(&random))
    for axis in Axis.allCases where random.chance(50) {
      let length = random.chance(20) ? random.int(0...60) : random.int(0...800)
      let scale = axis == stack.axis ? max(1, Double(count) / 4) : 1
      stack.size.setLength(Double(length) * scale, along: axis)
    }
    if random.chance(40) {
      stack.layoutMargins = EdgeInsets(
        top: Double(random.int(0...40)), leading: Double(random.int(0...40)),
        bottom: Double(random.int(0...40)), trailing: Double(random.int(0...40)))
      stack.isLayoutMarginsRelativeArrangement = random.chance(60)
    } else {
      stack.isLayoutMarginsRelativeArrangement = random.chance(10)
    }
    stack.isBaselineRelativeArrangement = random.chance(15)
    stack.arrangedSubviews = (0..<count).map { view($0, &random) }
    return stack
  }

  /// Configuration `number` of the sequence seeded with `seed` (each has its own
  /// generator, so one can be rebuilt alone).
  public static func stack(_ count: Int, seed: UInt64, number: Int) -> StackView {
    var random = SplitMix64(seed: seed &+ UInt64(number) &* 0x9E37_79B9)
    return stack(count, &random)
  }

  /// A one-line description of a configuration.
  public static func describe(_ stack: StackView) -> String {
    let pinned = stack.size.length(along: stack.axis).map { "pinned \($0)" } ?? "free"
    let hidden = stack.arrangedSubviews.filter(\.isHidden).count
    return
      "\(stack.axis) \(stack.distribution) \(stack.alignment.name(for: stack.axis)) \(pinned)"
      + (stack.isBaselineRelativeArrangement && stack.axis == .vertical ? " baseline-relative" : "")
      + " spacing \(stack.spacing), \(hidden) hidden"
  }
}

/// Issue 12's scene: an unpinned horizontal equalCentering stack of `count` views
/// 10x10, alignment center, spacing 0, default priorities.
public func issueEqualCenteringStack(_ count: Int) -> StackView {
  StackView(
    axis: .horizontal, distribution: .equalCentering, alignment: .center, spacing: 0,
    arrangedSubviews: (0..<count).map {
      ArrangedView(name: "v\($0)", intrinsicSize: PartialSize(width: 10, height: 10))
    })
}

/// `fuzz-scenes --seed 30`'s hang: `count` views 60x40 in a horizontal
/// equalCentering stack pinned 300 wide, alignment center, spacing 0, default
/// priorities. All but the last five are compressed to 0, and from index 100
/// on the centring pairs tie at 50, thousands of them with the same need.
public func squeezedEqualCenteringStack(_ count: Int) -> StackView {
  StackView(
    axis: .horizontal, distribution: .equalCentering, alignment: .center, spacing: 0,
    size: PartialSize(width: 300, height: nil),
    arrangedSubviews: (0..<count).map {
      ArrangedView(name: "v\($0)", intrinsicSize: PartialSize(width: 60, height: 40))
    })
}

/// A column of `count` labels 120 wide, 20, 30 and 44 tall in turn, with first and
/// last baselines 6 above their bottoms: vertical baseline-relative
/// equalCentering, spacing 8, default priorities except `lowered`'s. Every label
/// hangs the next from its last baseline. Pinned at `height`, or free.
public func labelColumnStack(
  _ count: Int, height: Double?, lowered: LabelColumnLowering = .oneResisting
) -> StackView {
  let heights: [Double] = [20, 30, 44]
  var views = (0..<count).map { index in
    let height = heights[index % 3]
    return ArrangedView(
      name: "l\(index)", intrinsicSize: PartialSize(width: 120, height: height),
      firstBaseline: height - 6, lastBaseline: height - 6)
  }
  switch lowered {
  case .oneResisting:
    if count > 5 { views[5].compressionResistance.vertical = 100 }
  case .oneHugging:
    if count > 151 { views[150].hugging.vertical = 1 }
  case .threeResisting:
    for index in [5, 8, 11] where index < count {
      views[index].compressionResistance.vertical = 100
    }
  case .fourHugging:
    for index in [150, 160, 170, 180] where index + 1 < count {
      views[index].hugging.vertical = 1
    }
  }
  return StackView(
    axis: .vertical, distribution: .equalCentering, alignment: .fill, spacing: 8,
    size: PartialSize(width: nil, height: height), isBaselineRelativeArrangement: true,
    arrangedSubviews: views)
}

/// Which labels of ``labelColumnStack(_:height:lowered:)`` have a priority lowered
/// below the centring equalities beside them (149 down), so that their lengths
/// could trade with the centring.
public enum LabelColumnLowering: Sendable {
  /// Label 5's compression resistance at 100. Free, the direct solver shows that
  /// it keeps its length (its resistance ranks above every error of the layout
  /// with it kept); pinned too short, the chain gives way.
  case oneResisting
  /// Label 150's hugging at 1 (from 152 labels on). Free, the direct solver
  /// searches over its length: past index 99 the pairs centre at 50, tied with
  /// the stack's wish to be short, so no check shows that it keeps it (it does).
  case oneHugging
  /// Labels 5, 8 and 11 resisting at 100: several, all kept.
  case threeResisting
  /// Labels 150, 160, 170 and 180 hugging at 1 (from 182 labels on). Free,
  /// the direct solver lays them out by runs (a search over the common centre
  /// distance, each label on its own at each distance); before, it handed the
  /// stack over (not laid out).
  case fourHugging
}
