/// A width and a height, in the scene's unit (points or cells).
public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The length along `axis`: the width of a horizontal stack, the height of a vertical one.
  public func length(along axis: Axis) -> Double {
    axis == .horizontal ? width : height
  }
}

/// A width and a height, either of which may be absent.
///
/// Used for a view's intrinsic content size (an absent dimension means the view
/// has no intrinsic length on that axis, like `UIView.noIntrinsicMetric`) and for
/// the size a stack is pinned to (an absent dimension means the stack is free on
/// that axis and sizes itself to its content).
///
/// An absent dimension is stored as NaN, so a `PartialSize` takes 16 bytes
/// instead of 32; setting a dimension to NaN makes it absent.
public struct PartialSize: Hashable, Sendable {
  private var storedWidth: Double
  private var storedHeight: Double

  public init(width: Double? = nil, height: Double? = nil) {
    storedWidth = width ?? .nan
    storedHeight = height ?? .nan
  }

  /// The width, or nil for none.
  public var width: Double? {
    get { storedWidth.isNaN ? nil : storedWidth }
    set { storedWidth = newValue ?? .nan }
  }

  /// The height, or nil for none.
  public var height: Double? {
    get { storedHeight.isNaN ? nil : storedHeight }
    set { storedHeight = newValue ?? .nan }
  }

  public static func == (lhs: PartialSize, rhs: PartialSize) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
  }

  /// The dimension along `axis`.
  @inline(__always)
  public func length(along axis: Axis) -> Double? {
    axis == .horizontal ? width : height
  }

  /// Sets the dimension along `axis`.
  public mutating func setLength(_ value: Double?, along axis: Axis) {
    if axis == .horizontal { width = value } else { height = value }
  }
}

/// A rectangle relative to the stack's own origin (top-left corner).
public struct Rect: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var maxX: Double { x + width }
  public var maxY: Double { y + height }

  /// The position of the leading (or top) edge along `axis`.
  public func origin(along axis: Axis) -> Double { axis == .horizontal ? x : y }

  /// The length along `axis`.
  public func length(along axis: Axis) -> Double { axis == .horizontal ? width : height }

  /// Sets the position and the length along one axis: `x` and `width` for the
  /// horizontal axis, `y` and `height` for the vertical one.
  @inline(__always)
  mutating func setSpan(_ position: Double, _ length: Double, along axis: Axis) {
    if axis == .horizontal {
      x = position
      width = length
    } else {
      y = position
      height = length
    }
  }
}

/// Insets for the four edges, as in `UIStackView.layoutMargins` (`NSDirectionalEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public static let zero = EdgeInsets()

  /// The insets at the start and the end of `axis`: leading and trailing for
  /// the horizontal axis, top and bottom for the vertical one.
  public func insets(along axis: Axis) -> (start: Double, end: Double) {
    axis == .horizontal ? (leading, trailing) : (top, bottom)
  }
}
