import StackLayout

/// A tree of nested stacks three levels deep, for the benchmarks of issue 14
/// (a 100-view tree three levels deep, a 1,000-view tree).
///
/// The root is a vertical fill stack pinned 1,000 points wide; it holds rows,
/// each a horizontal fill stack of three columns, each a vertical fill stack of
/// a title and a subtitle (lengths in a fixed pattern). A row is 10 views (the
/// row, 3 columns, 6 leaves); a count that is not a multiple of 10 ends with
/// plain views in the root.
public enum NestedTreeScene {
  /// The view counts the benchmarks use: within the constraint solver's limit
  /// (``StackView/constraintSolverViewLimit``, 64), the 100 and 1,000,
  /// and 10,000 (the direct method for trees lays every one of them out).
  public static let counts = [10, 30, 60, 100, 1_000, 10_000]

  /// The tree with `count` views (nested stacks counted).
  public static func stack(_ count: Int) -> StackView {
    var views: [ArrangedView] = []
    var leaf = 0
    func nextLeaf() -> ArrangedView {
      defer { leaf += 1 }
      return ArrangedView(
        name: "l\(leaf)",
        intrinsicSize: PartialSize(
          width: BenchmarkScene.width(leaf), height: BenchmarkScene.height(leaf)))
    }
    for row in 0..<(count / 10) {
      let columns = (0..<3).map { column in
        ArrangedView(
          name: "c\(row)-\(column)",
          stack: StackView(axis: .vertical, spacing: 2, arrangedSubviews: [nextLeaf(), nextLeaf()]))
      }
      views.append(
        ArrangedView(
          name: "r\(row)",
          stack: StackView(
            axis: .horizontal, alignment: .center, spacing: 8, arrangedSubviews: columns)))
    }
    for _ in 0..<(count % 10) { views.append(nextLeaf()) }
    return StackView(
      axis: .vertical, spacing: 4, size: PartialSize(width: 1_000), arrangedSubviews: views)
  }
}
