/// Something a constraint can refer to: the stack, an arranged view, or one of the
/// layout guides the stack creates.
public enum LayoutItem: Hashable, Sendable {
  /// The stack view itself; its edges are its bounds (origin 0).
  case stack
  /// The stack's layout margins guide (the bounds inset by `layoutMargins`).
  case margins
  /// The arranged view at this index of `arrangedSubviews`.
  case view(Int)
  /// The gap guide between a visible view and the next one (`UISV-distributing`),
  /// named by the index of the view before it.
  case gapGuide(after: Int)
  /// The guide that spans every view across the axis (`UISV-spanning-fit`).
  case spanningGuide
}

/// The attribute of an item a constraint refers to (`NSLayoutConstraint.Attribute`).
public enum LayoutAttribute: String, Hashable, Sendable {
  case leading, trailing, width, centerX
  case top, bottom, height, centerY
  case firstBaseline, lastBaseline

  /// The axis whose coordinates this attribute is measured in.
  public var axis: Axis {
    switch self {
    case .leading, .trailing, .width, .centerX: .horizontal
    case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: .vertical
    }
  }

  /// Whether the attribute is a length rather than a position.
  public var isLength: Bool { self == .width || self == .height }
}

/// One side of a constraint: an item's attribute.
public struct LayoutAnchor: Hashable, Sendable {
  public var item: LayoutItem
  public var attribute: LayoutAttribute

  public init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }
}

/// The relation of a constraint.
public enum LayoutRelation: String, Hashable, Sendable {
  case lessThanOrEqual = "<="
  case equal = "=="
  case greaterThanOrEqual = ">="
}

/// Which of the stack's constraints a ``LayoutConstraint`` is: UIKit's identifier
/// as a value. Its raw value is the identifier as UIKit prints it (`UISV-spacing`).
public enum ConstraintIdentifier: String, CaseIterable, Hashable, Sendable {
  /// `pinned-size`: the stack's length on an axis it is pinned on (required).
  case pinnedSize = "pinned-size"
  /// `fitting-size`: `stack.length == 0` at ``Priority/fittingSizeLevel`` on an
  /// axis the stack is not pinned on.
  case fittingSize = "fitting-size"
  /// `content-hugging`: `length <= intrinsic` at the view's hugging priority.
  case contentHugging = "content-hugging"
  /// `compression-resistance`: `length >= intrinsic` at the view's compression resistance.
  case compressionResistance = "compression-resistance"
  case hiding = "UISV-hiding"
  case canvasConnection = "UISV-canvas-connection"
  case spacing = "UISV-spacing"
  case fillEqually = "UISV-fill-equally"
  case fillProportionally = "UISV-fill-proportionally"
  case distributing = "UISV-distributing"
  case canvasFit = "UISV-canvas-fit"
  case alignment = "UISV-alignment"
  case spanningBoundary = "UISV-spanning-boundary"
  case ambiguitySuppression = "UISV-ambiguity-suppression"
  case spanningFit = "UISV-spanning-fit"
}

/// A linear constraint as UIKit states it:
/// `first relation multiplier × second + constant`, at a priority.
///
/// The stack compiles its configuration into these (see ``StackViewLayout/constraints``),
/// with the identifiers UIKit itself gives them (`UISV-spacing`, `UISV-canvas-connection`, ...).
public struct LayoutConstraint: Hashable, Sendable {
  /// Which constraint this is, such as ``ConstraintIdentifier/spacing``.
  public var kind: ConstraintIdentifier
  /// UIKit's identifier, such as `UISV-spacing`; `content-hugging` and
  /// `compression-resistance` for a view's intrinsic-size constraints; `pinned-size`
  /// for a size the stack is pinned to, and `fitting-size` (at
  /// ``Priority/fittingSizeLevel``) for an axis it is not pinned on.
  public var identifier: String { kind.rawValue }
  public var first: LayoutAnchor
  public var relation: LayoutRelation
  /// The second side; `nil` for a constant (such as `width <= 50`).
  public var second: LayoutAnchor?
  public var multiplier: Double
  public var constant: Double
  /// 1...1000; 1000 is required.
  public var priority: Double

  public init(
    _ kind: ConstraintIdentifier, _ first: LayoutAnchor, _ relation: LayoutRelation,
    _ second: LayoutAnchor? = nil, multiplier: Double = 1, constant: Double = 0,
    priority: Double = Priority.required
  ) {
    self.kind = kind
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }

  /// Whether either side of the constraint refers to `item`.
  public func mentions(_ item: LayoutItem) -> Bool {
    first.item == item || second?.item == item
  }

  /// Whether the constraint must hold.
  public var isRequired: Bool { priority >= Priority.required }

  /// The axis the constraint acts on.
  public var axis: Axis { first.attribute.axis }

  /// The constraint in words, with the views named as in `names`:
  /// `green.leading == red.trailing + 8 @1000`.
  public func formatted(names: [String]) -> String {
    var text = "\(Self.name(of: first, names: names)) \(relation.rawValue) "
    if let second {
      if multiplier != 1 { text += "\(formatNumber(multiplier)) × " }
      text += Self.name(of: second, names: names)
      if constant > 0 {
        text += " + \(formatNumber(constant))"
      } else if constant < 0 {
        text += " - \(formatNumber(-constant))"
      }
    } else {
      text += formatNumber(constant)
    }
    return text + " @\(formatNumber(priority))"
  }

  static func name(of anchor: LayoutAnchor, names: [String]) -> String {
    let item: String
    switch anchor.item {
    case .stack: item = "stack"
    case .margins: item = "margins"
    case .view(let index): item = index < names.count ? names[index] : "view\(index)"
    case .gapGuide(let index):
      item = "gap(\(index < names.count ? names[index] : "view\(index)"))"
    case .spanningGuide: item = "spanningGuide"
    }
    return "\(item).\(anchor.attribute.rawValue)"
  }
}

/// Formats a number the way the playground prints numbers: integers without a
/// decimal point, others with up to three decimals.
public func formatNumber(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value > 0 ? "inf" : "-inf" }
  let thousandths = (value * 1000).rounded()
  let rounded = thousandths / 1000
  if rounded == rounded.rounded(), abs(rounded) < 1e15 {
    return String(Int(rounded))
  }
  // Below 1e12 the shortest spelling of `rounded` is the whole thousandths:
  // written from the integer, without formatting a Double.
  if abs(rounded) < 1e12 {
    let whole = Int(thousandths)
    let magnitude = whole.magnitude
    var fraction = Int(magnitude % 1000)
    var digits = 3
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let padding = String(repeating: "0", count: digits - String(fraction).utf8.count)
    return (whole < 0 ? "-" : "") + String(magnitude / 1000) + "." + padding + String(fraction)
  }
  var text = String(rounded)
  if let dot = text.firstIndex(of: "."), !text.contains("e") {
    let decimals = text[text.index(after: dot)...]
    if decimals.count > 3 { text = String(text[...text.index(dot, offsetBy: 3)]) }
  }
  return text
}
