import StackLayout

/// The unit a scene's numbers are in.
public enum SceneUnit: String, CaseIterable, Hashable, Sendable {
  /// Points, as in UIKit and SwiftUI code; the playground maps them to cells with
  /// a scale it can change.
  case point
  /// Terminal cells: one unit is one column wide and one row tall.
  case cell
}

/// A UIKit scene: one `UIStackView` and its arranged views, as saved in a scene file.
///
/// Read one with ``decode(_:source:)`` and write one with ``jsonText()``; the format
/// is the contract of `scene-format.md`. Every arranged view of a scene has a
/// colour: ``ArrangedView/color`` holds a ``PaletteColor`` name, the one the file
/// gave or else ``PaletteColor/automatic(forIndex:)`` for the view's index.
public struct Scene: Hashable, Sendable {
  /// The unit of every number in the scene.
  public var unit: SceneUnit
  /// The stack and its arranged views.
  public var stack: StackView

  /// Creates a scene, giving every arranged view that has no colour its
  /// automatic palette colour.
  public init(unit: SceneUnit = .point, stack: StackView) {
    self.unit = unit
    self.stack = stack
    for index in self.stack.arrangedSubviews.indices
    where self.stack.arrangedSubviews[index].color == nil {
      self.stack.arrangedSubviews[index].color = PaletteColor.automatic(forIndex: index).rawValue
    }
  }
}
