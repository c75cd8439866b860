/// An unknown of one axis's program: a position or a length of some item.
enum Variable: Hashable {
  /// The stack's own length on this axis (absent when the stack is pinned).
  case stackLength
  /// The leading (or top) edge of an item.
  case position(LayoutItem)
  /// The length of an item on this axis.
  case length(LayoutItem)
  /// The leading (or top) edge of the spanning guide of a nested stack, named by
  /// the nested stack's view rank in its tree (a tree's root uses
  /// `.position(.spanningGuide)`).
  case nestedSpanningPosition(Int)
  /// The length of the spanning guide of a nested stack.
  case nestedSpanningLength(Int)
}

/// `Σ coefficient × variable + constant`.
///
/// The terms are a short array in ``Variable/precedes(_:_:)`` order (a
/// constraint names at most a few variables), one per variable; a term whose
/// coefficient cancels to 0 stays.
struct LinearExpression {
  private(set) var terms: [(variable: Variable, coefficient: Double)] = []
  var constant: Double = 0

  init(constant: Double = 0) { self.constant = constant }

  init(_ variable: Variable, _ coefficient: Double = 1) {
    terms = [(variable, coefficient)]
  }

  static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var result = LinearExpression(constant: lhs.constant + rhs.constant)
    result.terms = mergeSorted(
      lhs.terms, rhs.terms, precedes: { Variable.precedes($0.variable, $1.variable) },
      combine: { ($0.variable, $0.coefficient + $1.coefficient) })
    return result
  }

  static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + (-1) * rhs
  }

  /// The coefficient of `variable` (0 when the expression does not name it).
  func coefficient(of variable: Variable) -> Double {
    terms.first { $0.variable == variable }?.coefficient ?? 0
  }

  /// The expression's value; terms are added in a fixed order, so the same input
  /// always gives the same bits.
  func value(_ values: [Variable: Double]) -> Double {
    terms.reduce(constant) { sum, term in
      sum + term.coefficient * (values[term.variable] ?? 0)
    }
  }
}

/// What the expression of an anchor can be built as: a ``LinearExpression``
/// for the constraint solver, or an ``AnchorValue`` at a solution.
protocol AnchorForm {
  init(constant: Double)
  static func + (lhs: Self, rhs: Self) -> Self
  static func - (lhs: Self, rhs: Self) -> Self
  static func * (factor: Double, form: Self) -> Self
}

extension LinearExpression: AnchorForm {
  static func * (factor: Double, form: LinearExpression) -> LinearExpression {
    var result = form
    for index in result.terms.indices { result.terms[index].coefficient *= factor }
    result.constant *= factor
    return result
  }
}

/// An expression's value at a solution, with the part of it that is constant
/// (the tolerance of a constraint's status is relative to that).
struct AnchorValue: AnchorForm {
  var value: Double
  var constant: Double

  init(constant: Double) {
    value = constant
    self.constant = constant
  }

  /// A variable at `value`.
  init(variable value: Double) {
    self.value = value
    constant = 0
  }

  static func + (lhs: AnchorValue, rhs: AnchorValue) -> AnchorValue {
    var result = lhs
    result.value += rhs.value
    result.constant += rhs.constant
    return result
  }

  static func - (lhs: AnchorValue, rhs: AnchorValue) -> AnchorValue { lhs + (-1) * rhs }

  static func * (factor: Double, form: AnchorValue) -> AnchorValue {
    var result = form
    result.value *= factor
    result.constant *= factor
    return result
  }
}

/// Two arrays sorted by `precedes`, each holding a key at most once, merged in
/// that order; two elements with the same key become `combine` of them, or
/// nothing when it returns `nil`. O(l + r).
func mergeSorted<Element>(
  _ lhs: [Element], _ rhs: [Element], precedes: (Element, Element) -> Bool,
  combine: (Element, Element) -> Element?
) -> [Element] {
  if lhs.isEmpty { return rhs }
  if rhs.isEmpty { return lhs }
  var result: [Element] = []
  result.reserveCapacity(lhs.count + rhs.count)
  var left = 0
  var right = 0
  while left < lhs.count || right < rhs.count {
    if right == rhs.count || (left < lhs.count && precedes(lhs[left], rhs[right])) {
      result.append(lhs[left])
      left += 1
    } else if left == lhs.count || precedes(rhs[right], lhs[left]) {
      result.append(rhs[right])
      right += 1
    } else {
      if let combined = combine(lhs[left], rhs[right]) { result.append(combined) }
      left += 1
      right += 1
    }
  }
  return result
}

/// A constraint with the rank that breaks ties: among constraints of one priority,
/// the one with the highest rank is satisfied first, so slack ends on the lowest.
struct RankedConstraint {
  var constraint: LayoutConstraint
  var rank: Int
}

/// What the program needs to know to turn anchors into expressions on one axis.
struct AxisContext {
  /// The axis (dimension) this program solves.
  var dimension: Axis
  /// The stack's pinned length on this axis, if any.
  var pinnedLength: Double?
  /// The layout margins at the start and end of this axis.
  var margins: (start: Double, end: Double)
  /// First and last baseline offsets per view (vertical dimension only).
  var baselines: [(first: Double?, last: Double?)]

  var stackLength: LinearExpression {
    pinnedLength.map { LinearExpression(constant: $0) } ?? LinearExpression(.stackLength)
  }

  /// The expression of an anchor on this axis.
  func expression(_ anchor: LayoutAnchor) -> LinearExpression {
    let kind = AnchorKind(anchor.attribute)
    switch anchor.item {
    case .stack:
      switch kind {
      case .start: return LinearExpression()
      case .end, .length: return stackLength
      case .center: return 0.5 * stackLength
      case .firstBaseline: return LinearExpression()
      case .lastBaseline: return stackLength
      }
    case .margins:
      let start = LinearExpression(constant: margins.start)
      let end = stackLength - LinearExpression(constant: margins.end)
      switch kind {
      case .start, .firstBaseline: return start
      case .end, .lastBaseline: return end
      case .length: return end - start
      case .center: return 0.5 * (start + end)
      }
    case .view, .gapGuide, .spanningGuide:
      let position = LinearExpression(.position(anchor.item))
      let length = LinearExpression(.length(anchor.item))
      switch kind {
      case .start: return position
      case .end: return position + length
      case .length: return length
      case .center: return position + 0.5 * length
      case .firstBaseline:
        if case .view(let index) = anchor.item, let offset = baselines[index].first {
          return position + LinearExpression(constant: offset)
        }
        return position
      case .lastBaseline:
        if case .view(let index) = anchor.item, let offset = baselines[index].last {
          return position + LinearExpression(constant: offset)
        }
        return position + length
      }
    }
  }

  /// `first - multiplier × second - constant`: zero, negative or positive as the
  /// constraint holds with `==`, `<=` or `>=`.
  func expression(_ constraint: LayoutConstraint) -> LinearExpression {
    var result = expression(constraint.first)
    if let second = constraint.second {
      result = result - constraint.multiplier * expression(second)
    }
    return result - LinearExpression(constant: constraint.constant)
  }

  /// How far a constraint is from holding at `values` (0 when it holds).
  func violation(of constraint: LayoutConstraint, at values: [Variable: Double]) -> Double {
    let value = expression(constraint).value(values)
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
  }
}

/// The role of an attribute, whatever its axis.
enum AnchorKind {
  case start, end, length, center, firstBaseline, lastBaseline

  init(_ attribute: LayoutAttribute) {
    switch attribute {
    case .leading, .top: self = .start
    case .trailing, .bottom: self = .end
    case .width, .height: self = .length
    case .centerX, .centerY: self = .center
    case .firstBaseline: self = .firstBaseline
    case .lastBaseline: self = .lastBaseline
    }
  }

  /// The attribute of this role on `axis` (baselines exist on the vertical axis only;
  /// on the horizontal one they fall back to the leading and trailing edges).
  func attribute(on axis: Axis) -> LayoutAttribute {
    switch (self, axis) {
    case (.start, .horizontal), (.firstBaseline, .horizontal): .leading
    case (.end, .horizontal), (.lastBaseline, .horizontal): .trailing
    case (.length, .horizontal): .width
    case (.center, .horizontal): .centerX
    case (.start, .vertical): .top
    case (.end, .vertical): .bottom
    case (.length, .vertical): .height
    case (.center, .vertical): .centerY
    case (.firstBaseline, .vertical): .firstBaseline
    case (.lastBaseline, .vertical): .lastBaseline
    }
  }
}

/// One axis's constraints compiled into a lexicographic program, and its solution.
struct AxisProgram {
  var context: AxisContext
  var constraints: [RankedConstraint]
  /// Views whose lengths are maximised, then positions minimised, in this order,
  /// once every priority has had its say.
  var tieBreakViews: [Int]

  /// Solves the program: priorities from the highest down, then the tie rules.
  func solve() -> [Variable: Double] {
    solve(expressions: constraints.map { context.expression($0.constraint) })
  }

  /// Solves the program whose constraints are `expressions` (one per constraint,
  /// `first - multiplier × second - constant`, as ``AxisContext`` makes them): a
  /// tree of stacks states its anchors with its own context, and solves with
  /// `sparsePivots` (see ``LexicographicSimplex``).
  func solve(expressions: [LinearExpression], sparsePivots: Bool = false) -> [Variable: Double] {
    // Collect the variables in a fixed order, so the solution is deterministic.
    var variables: [Variable] = []
    var seen: Set<Variable> = []
    for expression in expressions {
      for (variable, _) in expression.terms where !seen.contains(variable) {
        seen.insert(variable)
        variables.append(variable)
      }
    }
    variables.sort(by: Self.order)

    // Columns: a free variable is split into plus and minus parts; lengths of views
    // and the stack's length are non-negative.
    var columnsOf: [Variable: (plus: Int, minus: Int?)] = [:]
    var columnCount = 0
    for variable in variables {
      if Self.isNonNegative(variable) {
        columnsOf[variable] = (columnCount, nil)
        columnCount += 1
      } else {
        columnsOf[variable] = (columnCount, columnCount + 1)
        columnCount += 2
      }
    }
    // Every row gets error columns (and a slack for an inequality).
    var errorColumns: [[Int]] = []
    var slackColumns: [Int?] = []
    for ranked in constraints {
      if ranked.constraint.relation == .equal {
        errorColumns.append([columnCount, columnCount + 1])
        slackColumns.append(nil)
        columnCount += 2
      } else {
        errorColumns.append([columnCount])
        slackColumns.append(columnCount + 1)
        columnCount += 2
      }
    }

    let rowCount = constraints.count
    var matrix = Array(repeating: 0.0, count: rowCount * columnCount)
    var rightHandSides = Array(repeating: 0.0, count: rowCount)
    var basis = Array(repeating: 0, count: rowCount)
    for (row, ranked) in constraints.enumerated() {
      let expression = expressions[row]
      var coefficients: [(Int, Double)] = []
      for (variable, coefficient) in expression.terms where coefficient != 0 {
        let columns = columnsOf[variable]!
        coefficients.append((columns.plus, coefficient))
        if let minus = columns.minus { coefficients.append((minus, -coefficient)) }
      }
      // Σ a x + constant (relation) 0, written as Σ a x + slack/error terms = -constant.
      var rhs = -expression.constant
      var basic: Int
      switch ranked.constraint.relation {
      case .equal:
        // Σ a x + e⁺ - e⁻ = rhs
        coefficients.append((errorColumns[row][0], 1))
        coefficients.append((errorColumns[row][1], -1))
        basic = errorColumns[row][0]
      case .lessThanOrEqual:
        // Σ a x + s - e = rhs
        coefficients.append((slackColumns[row]!, 1))
        coefficients.append((errorColumns[row][0], -1))
        basic = slackColumns[row]!
      case .greaterThanOrEqual:
        // Σ a x - s + e = rhs
        coefficients.append((slackColumns[row]!, -1))
        coefficients.append((errorColumns[row][0], 1))
        basic = errorColumns[row][0]
      }
      var sign = 1.0
      if rhs < 0 {
        // Flip the row so its right-hand side is non-negative; the other column of
        // the pair then has coefficient +1 and starts in the basis.
        sign = -1
        rhs = -rhs
        switch ranked.constraint.relation {
        case .equal: basic = errorColumns[row][1]
        case .lessThanOrEqual: basic = errorColumns[row][0]
        case .greaterThanOrEqual: basic = slackColumns[row]!
        }
      }
      for (column, coefficient) in coefficients {
        matrix[row * columnCount + column] += sign * coefficient
      }
      rightHandSides[row] = rhs
      basis[row] = basic
    }

    var simplex = LexicographicSimplex(
      matrix: matrix, rightHandSides: rightHandSides, columns: columnCount, basis: basis,
      sparsePivots: sparsePivots)

    // 1. Priorities, from required down. Each tier is settled completely before
    //    the next: first the sum of its errors, then how that sum is shared among
    //    its constraints (the highest rank is satisfied first, so what is left lands
    //    on the lowest rank: the first view by arrangement index).
    let priorities = Set(constraints.map(\.constraint.priority)).sorted(by: >)
    for priority in priorities {
      let rows = constraints.indices.filter { constraints[$0].constraint.priority == priority }
      simplex.minimize(rows.flatMap { row in errorColumns[row].map { ($0, 1.0) } })
      guard rows.count > 1 else { continue }
      let ranked = rows.sorted { (constraints[$0].rank, $0) > (constraints[$1].rank, $1) }
      for row in ranked {
        simplex.minimize(errorColumns[row].map { ($0, 1.0) })
      }
    }
    // 2. What no constraint decides: lengths as large as possible in order, then
    //    positions as small as possible in order.
    for index in tieBreakViews {
      if let columns = columnsOf[.length(.view(index))] {
        simplex.minimize([(columns.plus, -1)])
      }
    }
    for index in tieBreakViews {
      if let columns = columnsOf[.position(.view(index))] {
        simplex.minimize([(columns.plus, 1), (columns.minus!, -1)])
      }
    }

    let solution = simplex.solution
    var values: [Variable: Double] = [:]
    for variable in variables {
      let columns = columnsOf[variable]!
      values[variable] = solution[columns.plus] - (columns.minus.map { solution[$0] } ?? 0)
    }
    if let pinned = context.pinnedLength { values[.stackLength] = pinned }
    return values
  }

  private static func isNonNegative(_ variable: Variable) -> Bool {
    switch variable {
    case .stackLength, .length(.view): true
    default: false
    }
  }

  private static func order(_ lhs: Variable, _ rhs: Variable) -> Bool {
    Variable.precedes(lhs, rhs)
  }
}

extension Variable {
  /// A fixed total order on variables: the stack's length, then positions, then
  /// lengths, each by item.
  static func precedes(_ lhs: Variable, _ rhs: Variable) -> Bool {
    key(lhs) < key(rhs)
  }

  /// One number per variable, hashed once (the synthesized hash combines the
  /// cases' tags and payloads one by one, and the programs hash variables a lot).
  func hash(into hasher: inout Hasher) {
    let (group, item, index) = Self.key(self)
    hasher.combine(group << 56 | item << 48 | index)
  }

  private static func key(_ variable: Variable) -> (Int, Int, Int) {
    func item(_ item: LayoutItem) -> (Int, Int) {
      switch item {
      case .stack: (0, 0)
      case .margins: (1, 0)
      case .view(let index): (2, index)
      case .gapGuide(let index): (3, index)
      case .spanningGuide: (4, 0)
      }
    }
    switch variable {
    case .stackLength: return (0, 0, 0)
    case .position(let value):
      let (kind, index) = item(value)
      return (1, kind, index)
    case .length(let value):
      let (kind, index) = item(value)
      return (2, kind, index)
    case .nestedSpanningPosition(let rank): return (1, 5, rank)
    case .nestedSpanningLength(let rank): return (2, 5, rank)
    }
  }
}
