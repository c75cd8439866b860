import StackLayout

/// The unit a scene's numbers are in.
public enum SceneUnit: String, CaseIterable, Hashable, Sendable {
  /// Points, as in UIKit and SwiftUI code; the playground maps them to cells with
  /// a scale it can change.
  case point
  /// Terminal cells: one unit is one column wide and one row tall.
  case cell

  /// The SwiftUI engine's values in this unit: ``SwiftUIMetrics/point`` (a
  /// character 8 points wide and 16 tall, spacing 8, padding 16, Color's ideal
  /// 10 × 10) or ``SwiftUIMetrics/cell`` (a character one cell, spacing one
  /// column or row, padding 2 columns and 1 row, Color's ideal 1 × 1).
  public var swiftUIMetrics: SwiftUIMetrics {
    switch self {
    case .point: .point
    case .cell: .cell
    }
  }
}

/// A scene: one `UIStackView` and its arranged views, or one SwiftUI view tree,
/// as saved in a scene file.
///
/// Read one with ``decode(_:source:)`` and write one with ``jsonText()``; the format
/// is the contract of `scene-format.md`. Every arranged view of a UIKit scene has a
/// colour: ``ArrangedView/color`` holds a ``PaletteColor`` name, the one the file
/// gave or else ``PaletteColor/automatic(forIndex:)`` for the view's index.
public struct Scene: Hashable, Sendable {
  /// The unit of every number in the scene.
  public var unit: SceneUnit
  /// The UIKit stack or the SwiftUI tree.
  public var content: SceneContent

  /// The UIKit stack and its arranged views.
  ///
  /// For a SwiftUI scene this is an empty `StackView()`; setting it makes the
  /// scene a UIKit scene. Check ``content`` (or ``swiftUI``) first where both
  /// kinds of scene can turn up.
  public var stack: StackView {
    get {
      if case .uikit(let stack) = content { return stack }
      return StackView()
    }
    set { content = .uikit(newValue) }
  }

  /// The SwiftUI tree, or `nil` for a UIKit scene.
  public var swiftUI: SwiftUIScene? {
    if case .swiftUI(let tree) = content { return tree }
    return nil
  }

  /// Creates a UIKit scene, giving every arranged view that has no colour its
  /// automatic palette colour.
  public init(unit: SceneUnit = .point, stack: StackView) {
    var stack = stack
    for index in stack.arrangedSubviews.indices where stack.arrangedSubviews[index].color == nil {
      stack.arrangedSubviews[index].color = PaletteColor.automatic(forIndex: index).rawValue
    }
    self.unit = unit
    self.content = .uikit(stack)
  }

  /// Creates a SwiftUI scene.
  public init(unit: SceneUnit = .point, swiftUI: SwiftUIScene) {
    self.unit = unit
    self.content = .swiftUI(swiftUI)
  }
}

/// What a scene holds: a UIKit stack or a SwiftUI tree.
public enum SceneContent: Hashable, Sendable {
  /// A `UIStackView` and its arranged views (the `uikit` key).
  case uikit(StackView)
  /// A SwiftUI view tree and the proposal of its root (the `swiftui` key).
  case swiftUI(SwiftUIScene)
}

/// The `swiftui` part of a scene: a view tree and what its root is proposed.
public struct SwiftUIScene: Hashable, Sendable {
  /// What the root is proposed; an axis left out is unspecified.
  public var proposal: ProposedSize
  /// The root view.
  public var root: SwiftUINode

  public init(proposal: ProposedSize = .unspecified, root: SwiftUINode) {
    self.proposal = proposal
    self.root = root
  }

  /// Lays the tree out with the SwiftUI engine, in `unit`.
  public func layout(unit: SceneUnit) -> SwiftUILayout {
    root.layout(proposal: proposal, metrics: unit.swiftUIMetrics)
  }
}
