import StackLayout

/// The stacks the benchmarks solve: N views in a horizontal stack, with lengths
/// that vary in a fixed pattern, so every run solves the same scenes.
public enum BenchmarkScene: String, CaseIterable, Sendable {
  /// fill, pinned 1,000 points wider than the views need: the first view with the
  /// lowest hugging priority takes the room.
  case fillRoom = "fill-room"
  /// fill, pinned to 30 % of what the views need, compression resistance cycling
  /// through 300, 500 and 750: whole priority levels give way one after another.
  case fillOverflow = "fill-overflow"
  /// fillProportionally, pinned 30 % wider than the views need: the least important
  /// proportion absorbs the spacing.
  case fillProportionally = "fill-proportionally"
  /// equalCentering, pinned twice as wide as the views need: centres evenly spaced.
  case equalCentering = "equal-centering"

  /// The view counts the benchmarks use.
  public static let counts = [10, 100, 1_000, 10_000]

  /// The spacing of every scene.
  public static let spacing = 8.0

  /// The intrinsic width of view `index`: 20 to 99 points.
  public static func width(_ index: Int) -> Double { Double(20 + (index * 37) % 80) }

  /// The intrinsic height of view `index`: 10 to 59 points.
  public static func height(_ index: Int) -> Double { Double(10 + (index * 13) % 50) }

  /// The compression resistance of view `index` in this scene.
  public func compressionResistance(_ index: Int) -> Double {
    self == .fillOverflow ? [300.0, 500, 750][index % 3] : Priority.defaultHigh
  }

  /// The stack's pinned width for `count` views.
  public func pinnedWidth(_ count: Int) -> Double {
    var natural = Double(max(count - 1, 0)) * Self.spacing
    for index in 0..<count { natural += Self.width(index) }
    switch self {
    case .fillRoom: return natural + 1_000
    case .fillOverflow: return (natural * 0.3).rounded()
    case .fillProportionally: return (natural * 1.3).rounded()
    case .equalCentering: return natural * 2
    }
  }

  /// The scene with `count` views.
  public func stack(_ count: Int) -> StackView {
    let views = (0..<count).map { index in
      ArrangedView(
        name: "v\(index)",
        intrinsicSize: PartialSize(width: Self.width(index), height: Self.height(index)),
        compressionResistance: PerAxis(
          horizontal: compressionResistance(index), vertical: Priority.defaultHigh))
    }
    let distribution: Distribution =
      switch self {
      case .fillRoom, .fillOverflow: .fill
      case .fillProportionally: .fillProportionally
      case .equalCentering: .equalCentering
      }
    return StackView(
      axis: .horizontal, distribution: distribution, alignment: .center, spacing: Self.spacing,
      size: PartialSize(width: pinnedWidth(count), height: 100), arrangedSubviews: views)
  }
}

extension BenchmarkScene {
  /// The scene with `count` views as a file may hold it: every length scaled
  /// down by the same factor, when needed, so that the pinned width stays within
  /// `SceneLimits.maximumLength` (scene-format.md, Limits). The distribution,
  /// the priorities and the proportions are those of ``stack(_:)``; at 10,000
  /// views only equal-centering is scaled (by 0.74), at 100,000 every scene is
  /// (by about 0.15).
  public func stackWithinLimits(_ count: Int) -> StackView {
    var stack = stack(count)
    let factor = min(1, SceneLimits.maximumLength / pinnedWidth(count))
    guard factor < 1 else { return stack }
    stack.spacing *= factor
    stack.size = PartialSize(width: (pinnedWidth(count) * factor).rounded(.down), height: 100)
    for index in stack.arrangedSubviews.indices {
      stack.arrangedSubviews[index].intrinsicSize = PartialSize(
        width: Self.width(index) * factor, height: Self.height(index))
    }
    return stack
  }
}

/// The stacks of the layout matrix: every distribution and alignment, pinned or
/// not, with N views of varied intrinsic sizes and baselines, to look for any
/// configuration whose `layout()` grows faster than N log N.
public struct MatrixScene: Hashable, Sendable {
  public var axis: Axis
  public var distribution: Distribution
  public var alignment: Alignment
  /// Pinned on both axes (30 % more room along the axis than the views need,
  /// 100 points across), or not pinned at all.
  public var isPinned: Bool

  public init(axis: Axis, distribution: Distribution, alignment: Alignment, isPinned: Bool) {
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.isPinned = isPinned
  }

  /// Every combination: two axes, five distributions, six alignments, pinned or not.
  public static let all: [MatrixScene] = Axis.allCases.flatMap { axis in
    Distribution.allCases.flatMap { distribution in
      Alignment.allCases.flatMap { alignment in
        [true, false].map {
          MatrixScene(axis: axis, distribution: distribution, alignment: alignment, isPinned: $0)
        }
      }
    }
  }

  /// A name such as `horizontal-fill-center-pinned`.
  public var name: String {
    "\(axis.rawValue)-\(distribution.rawValue)-\(alignment.rawValue)-"
      + (isPinned ? "pinned" : "unpinned")
  }

  /// The scene named `name`, if there is one.
  public init?(name: String) {
    guard let scene = Self.all.first(where: { $0.name == name }) else { return nil }
    self = scene
  }

  /// The stack with `count` views: sizes as in ``BenchmarkScene``, first
  /// baselines at 70 % of the height and last baselines at 80 %.
  public func stack(_ count: Int) -> StackView {
    var natural = Double(max(count - 1, 0)) * BenchmarkScene.spacing
    let views = (0..<count).map { index in
      let width = BenchmarkScene.width(index)
      let height = BenchmarkScene.height(index)
      natural += axis == .horizontal ? width : height
      return ArrangedView(
        name: "v\(index)", intrinsicSize: PartialSize(width: width, height: height),
        firstBaseline: (height * 0.7).rounded(), lastBaseline: (height * 0.8).rounded())
    }
    let along = (natural * 1.3).rounded()
    let size =
      !isPinned
      ? PartialSize()
      : axis == .horizontal
        ? PartialSize(width: along, height: 100) : PartialSize(width: 100, height: along)
    return StackView(
      axis: axis, distribution: distribution, alignment: alignment,
      spacing: BenchmarkScene.spacing, size: size, arrangedSubviews: views)
  }
}
