import StackLayout
import StackScene

extension Scene {
  /// The scene `stackplay` opens with no arguments: three views of different sizes
  /// in a pinned horizontal fill stack, where the first view stretches (the surprise
  /// every learner meets first).
  public static let playgroundDefault = Scene(
    unit: .point,
    stack: StackView(
      axis: .horizontal, distribution: .fill, alignment: .center, spacing: 8,
      size: PartialSize(width: 300, height: 120),
      arrangedSubviews: [
        ArrangedView(name: "red", color: "red", intrinsicSize: PartialSize(width: 60, height: 40)),
        ArrangedView(
          name: "green", color: "green", intrinsicSize: PartialSize(width: 90, height: 80)),
        ArrangedView(
          name: "blue", color: "blue", intrinsicSize: PartialSize(width: 50, height: 60)),
      ]))
}
