/// The values of one axis's variables in a solved layout, which a constraint's
/// status is checked against: the views' from their frames, the guides' as given.
/// A guide without a value reads as 0.
struct AxisValues {
  var dimension: Axis
  var stackLength: Double
  var frames: [Rect]
  /// The gap guides' positions and lengths by the index of the view before them
  /// (equalSpacing and equalCentering); empty otherwise.
  var gapPositions: [Double] = []
  var gapLengths: [Double] = []
  var spanningPosition = 0.0
  var spanningLength = 0.0

  /// The value of the variable with ``StatusExpression`` key `key`.
  @inline(__always)
  func value(ofKey key: Int) -> Double {
    let index = key & StatusExpression.indexMask
    switch key >> StatusExpression.itemShift {
    case 0: return stackLength
    case StatusExpression.viewPosition: return frames[index].origin(along: dimension)
    case StatusExpression.viewLength: return frames[index].length(along: dimension)
    case StatusExpression.gapPosition: return index < gapPositions.count ? gapPositions[index] : 0
    case StatusExpression.gapLength: return index < gapLengths.count ? gapLengths[index] : 0
    case StatusExpression.spanningPosition: return spanningPosition
    default: return spanningLength
    }
  }
}

/// `Σ coefficient × variable + constant` with at most four variables: the
/// arithmetic of `LinearExpression` (the same operations in the same order, so
/// the same bits) without a dictionary.
///
/// A variable is an integer key ordered as `Variable.precedes` orders variables:
/// the stack's length, then positions, then lengths, each by item (view, gap
/// guide, spanning guide) and index.
struct StatusExpression {
  static let itemShift = 40
  static let indexMask = (1 << 40) - 1
  static let stackLengthKey = 0
  static let viewPosition = 1
  static let gapPosition = 2
  static let spanningPosition = 3
  static let viewLength = 4
  static let gapLength = 5
  static let spanningLength = 6

  var keys = SIMD4<Int>(repeating: 0)
  var coefficients = SIMD4<Double>(repeating: 0)
  var count = 0
  var constant = 0.0

  init(constant: Double = 0) { self.constant = constant }

  init(key: Int) {
    keys[0] = key
    coefficients[0] = 1
    count = 1
  }

  /// The key of an item's position or length; `nil` for the stack and the margins,
  /// which are not variables.
  static func key(_ item: LayoutItem, length: Bool) -> Int {
    switch item {
    case .view(let index): ((length ? viewLength : viewPosition) << itemShift) | index
    case .gapGuide(let index): ((length ? gapLength : gapPosition) << itemShift) | index
    case .spanningGuide, .stack, .margins: (length ? spanningLength : spanningPosition) << itemShift
    }
  }

  static func + (lhs: StatusExpression, rhs: StatusExpression) -> StatusExpression {
    var result = lhs
    for term in 0..<rhs.count {
      let key = rhs.keys[term]
      if let found = (0..<result.count).first(where: { result.keys[$0] == key }) {
        result.coefficients[found] += rhs.coefficients[term]
      } else {
        // Kept in key order, the order `value(_:)` adds the terms in.
        var place = result.count
        while place > 0 && result.keys[place - 1] > key {
          result.keys[place] = result.keys[place - 1]
          result.coefficients[place] = result.coefficients[place - 1]
          place -= 1
        }
        result.keys[place] = key
        result.coefficients[place] = 0 + rhs.coefficients[term]
        result.count += 1
      }
    }
    result.constant += rhs.constant
    return result
  }

  static func * (factor: Double, expression: StatusExpression) -> StatusExpression {
    var result = expression
    for term in 0..<result.count { result.coefficients[term] *= factor }
    result.constant *= factor
    return result
  }

  static func - (lhs: StatusExpression, rhs: StatusExpression) -> StatusExpression {
    lhs + (-1) * rhs
  }

  /// The value at `values`, terms added in key order (the order they are kept
  /// in) from the constant.
  func value(_ values: AxisValues) -> Double {
    var sum = constant
    for term in 0..<count {
      sum = sum + coefficients[term] * values.value(ofKey: keys[term])
    }
    return sum
  }
}

/// Turns constraints of one axis into expressions and checks them against values:
/// `AxisContext`'s arithmetic without dictionaries, O(1) per constraint.
struct StatusEvaluator {
  var dimension: Axis
  var pinnedLength: Double?
  var margins: (start: Double, end: Double)
  var views: [ArrangedView]

  init(stack: StackView, dimension: Axis) {
    self.dimension = dimension
    pinnedLength = stack.size.length(along: dimension)
    margins =
      stack.isLayoutMarginsRelativeArrangement
      ? stack.layoutMargins.insets(along: dimension) : (0, 0)
    views = stack.arrangedSubviews
  }

  private var stackLength: StatusExpression {
    pinnedLength.map { StatusExpression(constant: $0) }
      ?? StatusExpression(key: StatusExpression.stackLengthKey)
  }

  /// The expression of an anchor on this axis (as `AxisContext.expression(_:)`).
  func expression(_ anchor: LayoutAnchor) -> StatusExpression {
    let kind = AnchorKind(anchor.attribute)
    switch anchor.item {
    case .stack:
      switch kind {
      case .start, .firstBaseline: return StatusExpression()
      case .end, .length, .lastBaseline: return stackLength
      case .center: return 0.5 * stackLength
      }
    case .margins:
      let start = StatusExpression(constant: margins.start)
      let end = stackLength - StatusExpression(constant: margins.end)
      switch kind {
      case .start, .firstBaseline: return start
      case .end, .lastBaseline: return end
      case .length: return end - start
      case .center: return 0.5 * (start + end)
      }
    case .view, .gapGuide, .spanningGuide:
      let position = StatusExpression(key: StatusExpression.key(anchor.item, length: false))
      let length = StatusExpression(key: StatusExpression.key(anchor.item, length: true))
      switch kind {
      case .start: return position
      case .end: return position + length
      case .length: return length
      case .center: return position + 0.5 * length
      case .firstBaseline:
        if case .view(let index) = anchor.item, let offset = views[index].firstBaseline {
          return position + StatusExpression(constant: offset)
        }
        return position
      case .lastBaseline:
        if case .view(let index) = anchor.item, let offset = views[index].lastBaseline {
          return position + StatusExpression(constant: offset)
        }
        return position + length
      }
    }
  }

  /// `first - multiplier × second - constant`.
  func expression(_ constraint: LayoutConstraint) -> StatusExpression {
    var result = expression(constraint.first)
    if let second = constraint.second {
      result = result - constraint.multiplier * expression(second)
    }
    return result - StatusExpression(constant: constraint.constant)
  }

  /// Whether `constraint` holds at `values`, or by how much it is broken (snapped).
  func status(of constraint: LayoutConstraint, at values: AxisValues) -> ConstraintStatus {
    let expression = expression(constraint)
    return ConstraintStatus(
      constraint.relation, value: expression.value(values), constant: expression.constant)
  }
}

extension ConstraintStatus {
  /// The status of a constraint `Σ a x + constant (relation) 0` whose left side
  /// has `value`: holds within a tolerance relative to the constant, else broken
  /// by the violation (snapped to a whole number when it is one).
  init(_ relation: LayoutRelation, value: Double, constant: Double) {
    let violation: Double
    switch relation {
    case .equal: violation = abs(value)
    case .lessThanOrEqual: violation = max(0, value)
    case .greaterThanOrEqual: violation = max(0, -value)
    }
    let tolerance = 1e-7 * max(1, abs(constant))
    self = violation <= tolerance ? .holds : .broken(by: snapped(violation))
  }
}
