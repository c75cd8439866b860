/// The bounds every scene, picture and typed value stays within, as
/// scene-format.md ("Limits") sets them.
///
/// They keep every sum finite and every picture small enough to draw: a scene
/// outside them is refused when it is read, a value typed in the playground
/// stops at them, and the solvers may assume them.
public enum SceneLimits {
  /// The largest magnitude of any length (a size, intrinsic size, spacing,
  /// margin, baseline, proposal, frame value, padding or `minLength`).
  public static let maximumLength: Double = 1_000_000
  /// The most views (UIKit) or nodes (SwiftUI) in one scene.
  public static let maximumViews = 100_000
  /// The deepest nesting of stacks (or SwiftUI nodes) in one scene.
  public static let maximumDepth = 32
  /// The most characters in one Text.
  public static let maximumTextLength = 100_000
  /// The most columns, and the most rows, of a drawn picture.
  public static let maximumPictureCells = 1_000
  /// The most bytes read from a scene file, a recording or standard input.
  public static let maximumInputBytes = 64 * 1024 * 1024

  /// Whether `value` is a length within the limits: finite, at most
  /// ``maximumLength`` in magnitude, and not negative unless `allowsNegative`.
  public static func isValidLength(_ value: Double, allowsNegative: Bool = false) -> Bool {
    value.isFinite && abs(value) <= maximumLength && (allowsNegative || value >= 0)
  }
}
