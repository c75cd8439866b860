import StackLayout
import StackScene

extension History {
  /// What changed from `old` to `new`, as one line with the values before and
  /// after (`spacing 8 -> 12`, `hugging (horizontal) of red 250 -> 251`), or
  /// `nil` when more than one thing changed or the change is not one this
  /// describes (SwiftUI trees, added or deleted views). A change inside a
  /// nested stack is named by it: `text: spacing 4 -> 8`.
  static func describe(from old: Scene, to new: Scene) -> String? {
    if (old.swiftUI == nil) != (new.swiftUI == nil) {
      return old.swiftUI == nil ? "UIKit mode -> SwiftUI mode" : "SwiftUI mode -> UIKit mode"
    }
    guard old.unit == new.unit, case .uikit(let before) = old.content,
      case .uikit(let after) = new.content
    else { return nil }
    var changes: [String] = []
    func compare<T: Equatable>(_ name: String, _ a: T, _ b: T, _ text: (T) -> String) {
      if a != b { changes.append("\(name) \(text(a)) -> \(text(b))") }
    }
    func number(_ value: Double?) -> String { value.map(formatNumber) ?? "none" }
    compare("axis", before.axis, after.axis) { $0.rawValue }
    compare("distribution", before.distribution, after.distribution) { $0.rawValue }
    compare("alignment", before.alignment, after.alignment) { $0.name(for: after.axis) }
    compare("spacing", before.spacing, after.spacing) { formatNumber($0) }
    compare("stack width", before.size.width, after.size.width, number)
    compare("stack height", before.size.height, after.size.height, number)
    compare("layout margins", before.layoutMargins, after.layoutMargins) {
      PlaygroundState.marginsText($0)
    }
    compare(
      "isLayoutMarginsRelativeArrangement", before.isLayoutMarginsRelativeArrangement,
      after.isLayoutMarginsRelativeArrangement
    ) { "\($0)" }
    compare(
      "isBaselineRelativeArrangement", before.isBaselineRelativeArrangement,
      after.isBaselineRelativeArrangement
    ) { "\($0)" }
    let views = (before.arrangedSubviews, after.arrangedSubviews)
    guard views.0.count == views.1.count else { return nil }
    for (a, b) in zip(views.0, views.1) where a != b {
      guard a.name == b.name else { return nil }
      let of = " of \(a.name)"
      compare("intrinsic width" + of, a.intrinsicSize.width, b.intrinsicSize.width, number)
      compare("intrinsic height" + of, a.intrinsicSize.height, b.intrinsicSize.height, number)
      for axis in Axis.allCases {
        compare("hugging (\(axis.rawValue))" + of, a.hugging[axis], b.hugging[axis]) {
          formatNumber($0)
        }
        compare(
          "compression resistance (\(axis.rawValue))" + of, a.compressionResistance[axis],
          b.compressionResistance[axis]
        ) { formatNumber($0) }
      }
      compare("custom spacing after \(a.name)", a.customSpacingAfter, b.customSpacingAfter, number)
      compare(a.name, a.isHidden, b.isHidden) { $0 ? "hidden" : "shown" }
      compare("colour" + of, a.color, b.color) { $0 ?? "none" }
      compare("first baseline" + of, a.firstBaseline, b.firstBaseline, number)
      compare("last baseline" + of, a.lastBaseline, b.lastBaseline, number)
      // A change inside a nested stack, named by the stack: `text: spacing 4 -> 8`.
      if let inner = a.stack, let changed = b.stack, inner != changed {
        guard
          let text = describe(
            from: Scene(unit: old.unit, stack: inner), to: Scene(unit: new.unit, stack: changed))
        else { return nil }
        changes.append("\(a.name): \(text)")
      }
    }
    return changes.count == 1 ? changes[0] : nil
  }
}
