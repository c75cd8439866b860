import StackLayout
import StackScene

/// The kind of Swift code ``swiftCode(for:flavor:)`` writes.
public enum ExportFlavor: String, CaseIterable, Hashable, Sendable {
  /// A `UIStackView` and its arranged views, built in a `makeStackView()` function.
  case uikit
  /// A SwiftUI view tree in a `ContentView`.
  case swiftui
}

/// Swift source code that builds what the playground shows for `scene`.
///
/// **UIKit** gives `import UIKit`, a small `IntrinsicView` class (a `UIView`
/// with a fixed `intrinsicContentSize`, and baselines when a view has them)
/// declared once, and a `@MainActor func makeStackView() -> UIStackView` that
/// sets the stack's axis, distribution and alignment, then only what differs
/// from UIKit's defaults: spacing, layout margins, the two arrangement flags,
/// each view's hugging and compression-resistance priorities per axis,
/// `isHidden`, custom spacing, and the pinned size as anchor constraints. Every
/// view gets its palette colour (`.systemRed`).
///
/// **SwiftUI** gives `import SwiftUI` and `struct ContentView: View` whose body
/// is the tree with its modifiers; the root's proposal becomes a `frame` (and
/// `fixedSize` for an unspecified axis) around the root.
///
/// A scene of the other kind is converted, and a leading comment says so and
/// what could not be carried over: a UIKit stack becomes an `HStack` or
/// `VStack` of Colors framed to their intrinsic sizes; a SwiftUI tree becomes a
/// stack of `IntrinsicView`s sized to each child's ideal size. A scene in cells
/// keeps its numbers, with a comment saying they are cells.
///
/// The code is plain text; it is checked for syntax with `swiftc -parse` by
/// the tests (UIKit and SwiftUI themselves are not available there).
public func swiftCode(for scene: Scene, flavor: ExportFlavor) -> String {
  var notes: [String] = []
  if scene.unit == .cell {
    notes.append(
      "The scene counts in terminal cells: every length below is in cells, not points.")
  }
  switch (scene.content, flavor) {
  case (.uikit(let stack), .uikit):
    return UIKitWriter(stack: stack, notes: notes).code()
  case (.swiftUI(let tree), .swiftui):
    return SwiftUIWriter(tree: tree, notes: notes).code()
  case (.uikit, .swiftui):
    // The same conversion as the playground's `m` key.
    let converted = scene.convertedToSwiftUI()
    return SwiftUIWriter(
      tree: converted.scene.swiftUI!,
      notes: notes
        + conversionNotes(
          "UIKit", "each arranged view is a Color framed to its intrinsic size", converted)
    ).code()
  case (.swiftUI, .uikit):
    let converted = scene.convertedToUIKit()
    return UIKitWriter(
      stack: converted.scene.stack,
      notes: notes
        + conversionNotes(
          "SwiftUI", "each child of the root is a view of its ideal size", converted)
    ).code()
  }
}

/// The leading comment of converted code: where it came from and what was lost.
private func conversionNotes(_ source: String, _ rule: String, _ conversion: ModelConversion)
  -> [String]
{
  var notes = ["Converted from a \(source) scene: \(rule)."]
  if !conversion.approximations.isEmpty {
    notes.append(
      "Approximated or not carried over: " + conversion.approximations.joined(separator: ", ") + "."
    )
  }
  return notes
}
