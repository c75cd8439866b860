/// A small dense simplex solver for the lexicographic programs the stack compiles to.
///
/// The program is in standard form: every column is non-negative and every row is
/// an equality `Σ a_ij x_j = b_i`. The caller supplies an initial basis that is
/// feasible at `x = 0` for the non-basic columns (every row of ours has an error
/// or slack column that can start in the basis), so no phase one is needed.
///
/// Objectives are minimised one after another. After each one, every non-basic
/// column with a strictly positive reduced cost is *fixed* at zero: those are
/// exactly the columns that would make the objective worse, so fixing them keeps
/// later objectives inside the optimal face of earlier ones. That is what makes a
/// higher priority absolutely more important than any number of lower ones.
struct LexicographicSimplex {
  /// The tableau: `rows` rows of `columns + 1` entries, the last being the value
  /// of the row's basic column.
  private var tableau: [Double]
  private let rows: Int
  private let columns: Int
  private var basis: [Int]
  /// Whether each column is in ``basis`` (kept with it, for an O(1) test).
  private var isInBasis: [Bool]
  private var isFixed: [Bool]
  /// Whether a pivot updates only the columns where the pivot row is not zero
  /// (see ``init(matrix:rightHandSides:columns:basis:sparsePivots:)``).
  private let sparsePivots: Bool
  /// The pivot row's non-zero columns, reused from pivot to pivot.
  private var pivotColumns: [Int] = []

  /// The tolerance under which a number counts as zero.
  static let epsilon = 1e-9

  /// - Parameters:
  ///   - matrix: `rows × columns` coefficients, row-major.
  ///   - rightHandSides: one value per row, each non-negative.
  ///   - basis: for each row, a column whose coefficient is 1 in that row and 0 in
  ///     every other row.
  ///   - sparsePivots: a pivot then updates each row only in the columns where
  ///     the pivot row is not zero, in O(rows × those columns) instead of
  ///     O(rows × columns), with the same arithmetic for every entry it changes.
  ///     Every number under 1e-12 in magnitude counts as zero from the start
  ///     (the dense pivot flushes them as it meets them). The trees of nested
  ///     stacks use it; a flat stack keeps the dense pivot.
  init(
    matrix: [Double], rightHandSides: [Double], columns: Int, basis: [Int],
    sparsePivots: Bool = false
  ) {
    rows = rightHandSides.count
    self.columns = columns
    self.basis = basis
    self.sparsePivots = sparsePivots
    isInBasis = Array(repeating: false, count: columns)
    for column in basis { isInBasis[column] = true }
    isFixed = Array(repeating: false, count: columns)
    tableau = Array(repeating: 0, count: rows * (columns + 1))
    for row in 0..<rows {
      for column in 0..<columns {
        let value = matrix[row * columns + column]
        tableau[row * (columns + 1) + column] = sparsePivots && abs(value) < 1e-12 ? 0 : value
      }
      tableau[row * (columns + 1) + columns] = rightHandSides[row]
    }
  }

  /// The outcome of one objective.
  enum Outcome {
    case optimal
    /// The objective can decrease without bound; the solution is left as it was.
    case unbounded
  }

  /// Minimises each of a priority tier's constraints' errors in turn (`columns`,
  /// each counted once), after the tier's total, as ``AxisProgram`` settles them:
  /// the highest rank first; of equal ranks, a centring pair's equality before a
  /// view's own constraint (it comes later in UIKit's list).
  mutating func minimizeByRank(_ errors: [(rank: Int, isPair: Bool, columns: [Int])]) {
    let order = errors.sorted {
      ($0.rank, $0.isPair ? 1 : 0) > ($1.rank, $1.isPair ? 1 : 0)
    }
    for error in order { minimize(error.columns.map { ($0, 1.0) }) }
  }

  /// Minimises `Σ cost[j] x_j` over the columns not fixed so far, then fixes every
  /// column that would make it worse.
  ///
  /// - Complexity: each pivot is O(rows × columns); the number of pivots is small
  ///   in practice and finite (Bland's rule takes over after a run of degenerate pivots).
  @discardableResult
  mutating func minimize(_ cost: [(column: Int, coefficient: Double)]) -> Outcome {
    var costs = Array(repeating: 0.0, count: columns)
    for (column, coefficient) in cost { costs[column] += coefficient }
    if costs.allSatisfy({ $0 == 0 }) { return .optimal }

    // Reduced costs d_j = c_j - Σ_i c_basis(i) T_ij, kept up to date by pivoting.
    var reduced = costs
    for row in 0..<rows where costs[basis[row]] != 0 {
      let weight = costs[basis[row]]
      let offset = row * (columns + 1)
      for column in 0..<columns { reduced[column] -= weight * tableau[offset + column] }
    }

    var degenerateRun = 0
    var iterations = 0
    let iterationLimit = 50 * (rows + columns) + 1000
    while iterations < iterationLimit {
      iterations += 1
      guard let entering = chooseEntering(reduced, bland: degenerateRun > rows) else { break }
      guard let leaving = chooseLeaving(entering) else { return .unbounded }
      let step = tableau[leaving * (columns + 1) + columns]
      degenerateRun = step <= Self.epsilon ? degenerateRun + 1 : 0
      pivot(row: leaving, column: entering, reduced: &reduced)
    }

    for column in 0..<columns where reduced[column] > Self.epsilon && !isBasic(column) {
      isFixed[column] = true
    }
    return .optimal
  }

  /// The value of every column in the current solution.
  var solution: [Double] {
    var values = Array(repeating: 0.0, count: columns)
    for row in 0..<rows {
      values[basis[row]] = tableau[row * (columns + 1) + columns]
    }
    return values
  }

  private func isBasic(_ column: Int) -> Bool { isInBasis[column] }

  /// Dantzig's rule (most negative reduced cost), or Bland's (first negative) to
  /// escape a run of degenerate pivots.
  private func chooseEntering(_ reduced: [Double], bland: Bool) -> Int? {
    var best: Int?
    var bestValue = -Self.epsilon
    for column in 0..<columns where !isFixed[column] && reduced[column] < bestValue {
      if bland { return column }
      best = column
      bestValue = reduced[column]
    }
    return best
  }

  /// The ratio test; ties go to the row whose basic column has the lowest index.
  private func chooseLeaving(_ entering: Int) -> Int? {
    var best: Int?
    var bestRatio = Double.infinity
    for row in 0..<rows {
      let coefficient = tableau[row * (columns + 1) + entering]
      guard coefficient > Self.epsilon else { continue }
      let ratio = max(0, tableau[row * (columns + 1) + columns]) / coefficient
      if ratio < bestRatio - Self.epsilon
        || (abs(ratio - bestRatio) <= Self.epsilon && basis[row] < basis[best!])
      {
        best = row
        bestRatio = ratio
      }
    }
    return best
  }

  private mutating func pivot(row pivotRow: Int, column pivotColumn: Int, reduced: inout [Double]) {
    let width = columns + 1
    let pivotOffset = pivotRow * width
    let pivotValue = tableau[pivotOffset + pivotColumn]
    for column in 0..<width { tableau[pivotOffset + column] /= pivotValue }
    tableau[pivotOffset + pivotColumn] = 1
    if sparsePivots {
      sparsePivot(row: pivotRow, column: pivotColumn, reduced: &reduced)
      return
    }
    for row in 0..<rows where row != pivotRow {
      let offset = row * width
      let factor = tableau[offset + pivotColumn]
      guard factor != 0 else { continue }
      for column in 0..<width {
        let value = tableau[offset + column] - factor * tableau[pivotOffset + column]
        tableau[offset + column] = abs(value) < 1e-12 ? 0 : value
      }
      tableau[offset + pivotColumn] = 0
    }
    let factor = reduced[pivotColumn]
    if factor != 0 {
      for column in 0..<columns {
        reduced[column] -= factor * tableau[pivotOffset + column]
      }
      reduced[pivotColumn] = 0
    }
    isInBasis[basis[pivotRow]] = false
    isInBasis[pivotColumn] = true
    basis[pivotRow] = pivotColumn
  }

  /// The rest of ``pivot(row:column:reduced:)`` with sparse pivots: the same
  /// updates, on the pivot row's non-zero columns only (elsewhere the dense
  /// update subtracts `factor × 0`, which changes nothing).
  private mutating func sparsePivot(
    row pivotRow: Int, column pivotColumn: Int, reduced: inout [Double]
  ) {
    let width = columns + 1
    let pivotOffset = pivotRow * width
    pivotColumns.removeAll(keepingCapacity: true)
    for column in 0..<width where tableau[pivotOffset + column] != 0 {
      pivotColumns.append(column)
    }
    tableau.withUnsafeMutableBufferPointer { table in
      pivotColumns.withUnsafeBufferPointer { nonZero in
        for row in 0..<rows where row != pivotRow {
          let offset = row * width
          let factor = table[offset + pivotColumn]
          guard factor != 0 else { continue }
          for column in nonZero {
            let value = table[offset + column] - factor * table[pivotOffset + column]
            table[offset + column] = abs(value) < 1e-12 ? 0 : value
          }
          table[offset + pivotColumn] = 0
        }
      }
    }
    let factor = reduced[pivotColumn]
    if factor != 0 {
      for column in pivotColumns where column < columns {
        reduced[column] -= factor * tableau[pivotOffset + column]
      }
      reduced[pivotColumn] = 0
    }
    isInBasis[basis[pivotRow]] = false
    isInBasis[pivotColumn] = true
    basis[pivotRow] = pivotColumn
  }
}
