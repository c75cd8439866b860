/// The axis a stack lays its arranged views out along (`NSLayoutConstraint.Axis`).
public enum Axis: String, CaseIterable, Hashable, Sendable {
  case horizontal
  case vertical

  /// The other axis.
  public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// How a stack sizes its arranged views along its axis (`UIStackView.Distribution`).
public enum Distribution: String, CaseIterable, Hashable, Sendable {
  /// Views keep their intrinsic lengths; the one with the lowest hugging priority
  /// takes any room to spare, the one with the lowest compression resistance gives
  /// when there is too little.
  case fill
  /// Every view gets the same length.
  case fillEqually
  /// Views get lengths in proportion to their intrinsic lengths.
  case fillProportionally
  /// Views keep their intrinsic lengths and the gaps between them are equal.
  case equalSpacing
  /// Views keep their intrinsic lengths and their centres are equally spaced.
  case equalCentering
}

/// How a stack places its arranged views across its axis (`UIStackView.Alignment`).
///
/// UIKit spells `leading` as `top` and `trailing` as `bottom` for a horizontal
/// stack; both spellings mean the same alignment, see ``name(for:)``.
public enum Alignment: String, CaseIterable, Hashable, Sendable {
  /// Views are stretched to the stack's cross length.
  case fill
  /// Views sit at the top (horizontal stack) or leading edge (vertical stack).
  case leading
  /// Views are centred across the axis.
  case center
  /// Views sit at the bottom (horizontal stack) or trailing edge (vertical stack).
  case trailing
  /// Views share their first baselines (horizontal stacks).
  case firstBaseline
  /// Views share their last baselines (horizontal stacks).
  case lastBaseline

  /// UIKit's `top`: the same alignment as ``leading``.
  public static let top = Alignment.leading
  /// UIKit's `bottom`: the same alignment as ``trailing``.
  public static let bottom = Alignment.trailing

  /// UIKit's name for this alignment in a stack of the given axis:
  /// `top` and `bottom` for a horizontal stack, `leading` and `trailing` for a
  /// vertical one.
  public func name(for axis: Axis) -> String {
    switch (self, axis) {
    case (.leading, .horizontal): "top"
    case (.trailing, .horizontal): "bottom"
    default: rawValue
    }
  }
}

/// A layout priority, 1...1000 (`UILayoutPriority`).
public enum Priority {
  /// A required constraint: it always holds.
  public static let required: Double = 1000
  /// The default compression resistance of a view.
  public static let defaultHigh: Double = 750
  /// The default content hugging of a view.
  public static let defaultLow: Double = 250
  /// The priority the engine uses to make a view as small as possible when it is
  /// asked for its fitting size.
  public static let fittingSizeLevel: Double = 50
  /// Every valid priority.
  public static let range: ClosedRange<Double> = 1...1000

  /// equalCentering's priority for the gap after the arranged view at `index`
  /// (hidden views counted) to equal the first gap: `max(150 - index, 50)`.
  static func equalCentering(after index: Int) -> Double {
    max(150 - Double(index), fittingSizeLevel)
  }
}

/// A value per axis, such as a view's hugging or compression-resistance priorities.
public struct PerAxis<Value: Hashable & Sendable>: Hashable, Sendable {
  public var horizontal: Value
  public var vertical: Value

  public init(horizontal: Value, vertical: Value) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The value for `axis`.
  public subscript(axis: Axis) -> Value {
    get { axis == .horizontal ? horizontal : vertical }
    set {
      if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
    }
  }
}

/// One arranged subview of a stack: what the stack knows of it.
public struct ArrangedView: Hashable, Sendable {
  /// A name unique in the stack; used in explanations and constraint listings.
  public var name: String
  /// A colour name from the playground's palette, if any.
  public var color: String?
  /// The intrinsic content size; an absent dimension means no intrinsic length.
  public var intrinsicSize: PartialSize
  /// Content hugging priority per axis (default 250): how much the view resists
  /// growing beyond its intrinsic length.
  public var hugging: PerAxis<Double>
  /// Compression resistance priority per axis (default 750): how much the view
  /// resists shrinking below its intrinsic length.
  public var compressionResistance: PerAxis<Double>
  /// A hidden view takes no room and leaves no spacing behind.
  public var isHidden: Bool {
    get {
      switch storedKind {
      case .shown, .shownStack: false
      case .hidden, .hiddenStack: true
      }
    }
    set { storedKind = Self.kind(hidden: newValue, stack: stack) }
  }
  /// Spacing after this view instead of the stack's spacing (`setCustomSpacing(_:after:)`).
  public var customSpacingAfter: Double? {
    get { storedCustomSpacingAfter.isNaN ? nil : storedCustomSpacingAfter }
    set { storedCustomSpacingAfter = newValue ?? .nan }
  }
  /// Distance of the first baseline below the view's top edge, if the view has one.
  public var firstBaseline: Double? {
    get { storedFirstBaseline.isNaN ? nil : storedFirstBaseline }
    set { storedFirstBaseline = newValue ?? .nan }
  }
  /// Distance of the last baseline below the view's top edge, if the view has one.
  public var lastBaseline: Double? {
    get { storedLastBaseline.isNaN ? nil : storedLastBaseline }
    set { storedLastBaseline = newValue ?? .nan }
  }

  /// The nested stack this view is, when it is a `UIStackView` arranged in its
  /// stack (a stack inside a stack), or `nil` for a plain view.
  ///
  /// A nested stack has no intrinsic size (`noIntrinsicMetric`): its
  /// ``intrinsicSize``, ``hugging``, ``compressionResistance`` and baselines
  /// change nothing, and its own ``StackView/size`` is ignored (a nested stack is
  /// sized by its arrangement). See ``StackView/layout(using:)``.
  public var stack: StackView? {
    get {
      switch storedKind {
      case .shown, .hidden: nil
      case .shownStack(let box), .hiddenStack(let box): box.stack
      }
    }
    set { storedKind = Self.kind(hidden: isHidden, stack: newValue) }
  }

  // Whether the view is hidden and the stack it is, in one word: a stack is a
  // value that holds views, so a view holds one through a reference (a box), and
  // the flag shares the reference's spare bits (8 bytes for both).
  private var storedKind: Kind

  private enum Kind: Hashable, Sendable {
    case shown
    case hidden
    case shownStack(StackBox)
    case hiddenStack(StackBox)
  }

  private static func kind(hidden: Bool, stack: StackView?) -> Kind {
    switch (hidden, stack) {
    case (false, nil): .shown
    case (true, nil): .hidden
    case (false, let stack?): .shownStack(StackBox(stack))
    case (true, let stack?): .hiddenStack(StackBox(stack))
    }
  }

  // The optional lengths are stored as NaN for none (8 bytes each instead of
  // 16): a solve of 10,000 views reads every view, and a smaller view is less
  // memory to stream. Setting one of them to NaN makes it absent.
  private var storedCustomSpacingAfter: Double
  private var storedFirstBaseline: Double
  private var storedLastBaseline: Double

  public init(
    name: String,
    color: String? = nil,
    intrinsicSize: PartialSize = PartialSize(),
    hugging: PerAxis<Double> = PerAxis(
      horizontal: Priority.defaultLow, vertical: Priority.defaultLow),
    compressionResistance: PerAxis<Double> = PerAxis(
      horizontal: Priority.defaultHigh, vertical: Priority.defaultHigh),
    isHidden: Bool = false,
    customSpacingAfter: Double? = nil,
    firstBaseline: Double? = nil,
    lastBaseline: Double? = nil,
    stack: StackView? = nil
  ) {
    self.name = name
    self.color = color
    self.intrinsicSize = intrinsicSize
    self.hugging = hugging
    self.compressionResistance = compressionResistance
    storedKind = Self.kind(hidden: isHidden, stack: stack)
    storedCustomSpacingAfter = customSpacingAfter ?? .nan
    storedFirstBaseline = firstBaseline ?? .nan
    storedLastBaseline = lastBaseline ?? .nan
  }

  public static func == (lhs: ArrangedView, rhs: ArrangedView) -> Bool {
    lhs.name == rhs.name && lhs.color == rhs.color && lhs.intrinsicSize == rhs.intrinsicSize
      && lhs.hugging == rhs.hugging && lhs.compressionResistance == rhs.compressionResistance
      && lhs.isHidden == rhs.isHidden && lhs.customSpacingAfter == rhs.customSpacingAfter
      && lhs.firstBaseline == rhs.firstBaseline && lhs.lastBaseline == rhs.lastBaseline
      && lhs.stack == rhs.stack
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(color)
    hasher.combine(intrinsicSize)
    hasher.combine(hugging)
    hasher.combine(compressionResistance)
    hasher.combine(isHidden)
    hasher.combine(customSpacingAfter)
    hasher.combine(firstBaseline)
    hasher.combine(lastBaseline)
    hasher.combine(stack)
  }
}

/// A nested stack held by reference, so a view can hold a stack of views.
private final class StackBox: Hashable, Sendable {
  let stack: StackView

  init(_ stack: StackView) { self.stack = stack }

  static func == (lhs: StackBox, rhs: StackBox) -> Bool { lhs.stack == rhs.stack }

  func hash(into hasher: inout Hasher) { hasher.combine(stack) }
}

/// A `UIStackView` configuration: the input of the UIKit solver.
///
/// ```
/// let stack = StackView(
///   axis: .vertical, size: PartialSize(width: 375, height: 728),
///   arrangedSubviews: [
///     ArrangedView(name: "a", intrinsicSize: PartialSize(width: 50, height: 50)),
///     ArrangedView(name: "b", intrinsicSize: PartialSize(width: 100, height: 100)),
///   ])
/// let layout = stack.layout()
/// ```
public struct StackView: Hashable, Sendable {
  public var axis: Axis
  public var distribution: Distribution
  public var alignment: Alignment
  /// Spacing between consecutive visible views; negative values overlap them.
  public var spacing: Double
  /// The size the stack is pinned to; an absent dimension sizes itself to its content.
  public var size: PartialSize
  public var layoutMargins: EdgeInsets
  /// When true, views are arranged within the layout margins instead of the bounds.
  public var isLayoutMarginsRelativeArrangement: Bool
  /// When true (vertical stacks), spacing runs from one view's last baseline to
  /// the next view's first baseline.
  public var isBaselineRelativeArrangement: Bool
  public var arrangedSubviews: [ArrangedView]

  public init(
    axis: Axis = .horizontal,
    distribution: Distribution = .fill,
    alignment: Alignment = .fill,
    spacing: Double = 0,
    size: PartialSize = PartialSize(),
    layoutMargins: EdgeInsets = .zero,
    isLayoutMarginsRelativeArrangement: Bool = false,
    isBaselineRelativeArrangement: Bool = false,
    arrangedSubviews: [ArrangedView] = []
  ) {
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.spacing = spacing
    self.size = size
    self.layoutMargins = layoutMargins
    self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
    self.arrangedSubviews = arrangedSubviews
  }
}
