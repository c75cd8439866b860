/// Which solver lays out a UIKit stack.
public enum UIKitSolverKind: String, CaseIterable, Hashable, Sendable {
  /// The direct solver: an algorithm per distribution and alignment that gives the
  /// constraint solver's frames in O(n log n) time (O(n) for the common cases).
  /// It hands the rare configurations it does not cover to the constraint solver
  /// (see ``DirectSolverWorkspace``).
  case direct
  /// The reference: UIKit's constraints solved as a lexicographic linear program
  /// (a dense simplex). Exact, and slow beyond a few dozen views.
  case constraintSolver
}
