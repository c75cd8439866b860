import Playground
import StackLayout
import StackRender
import StackScene

/// The playground's path from a key to a new screen: the reducer
/// (`PlaygroundState.handle`), the layout and `PlaygroundScreen.draw` of the
/// whole window into a cell buffer (the terminal write is not included).
public enum KeyToScreenModel: String, CaseIterable, Sendable {
  /// A UIKit stack of N views: the benchmarks' fill-room stack.
  case uikit
  /// A SwiftUI tree of N nodes: a root HStack of N - 1 children, Texts
  /// (`Item 1`…) and Colors in `frame(minWidth: 1, maxWidth: 40)` taking
  /// turns, proposed 20 points per child and 200 high.
  case swiftui
  /// A UIKit tree of N views, nested three levels deep (``NestedTreeScene``).
  case uikitTree = "uikit-tree"
  /// A UIKit list of N views: rows 375 x 44 with hairline separators
  /// (375 x 1) between them, a vertical fill stack fitting its content. At
  /// the scale its size fits, its rows are letters and its separators lines,
  /// and its legend does not fit the canvas: the playground steps the scale
  /// down until the whole picture fits (`fitWholePicture`), planning the
  /// picture once per step it tries.
  case uikitList = "uikit-list"
  /// A UIKit column pinned to 375 x 812 of N / 4 fillEqually sections (a
  /// header at least 44 tall, required, and three rows 20 tall): too short
  /// for the headers, so the direct method for trees squeezes the sections
  /// (`TreeAxisSolver.equalOverflow`) on every key that keeps the root fill.
  case uikitSqueezed = "uikit-squeezed"

  /// The sizes the benchmarks use (views or nodes).
  public static let counts = [100, 1_000]

  /// The scene opened in the playground.
  public func scene(_ count: Int) -> Scene {
    switch self {
    case .uikit:
      return Scene(stack: BenchmarkScene.fillRoom.stack(count))
    case .uikitTree:
      return Scene(stack: NestedTreeScene.stack(count))
    case .uikitList:
      let views = (0..<count).map { index in
        index % 2 == 0
          ? ArrangedView(
            name: "row\(index / 2)", intrinsicSize: PartialSize(width: 375, height: 44))
          : ArrangedView(
            name: "separator\(index / 2)", intrinsicSize: PartialSize(width: 375, height: 1))
      }
      return Scene(stack: StackView(axis: .vertical, arrangedSubviews: views))
    case .uikitSqueezed:
      let sections = (0..<max(1, count / 4)).map { section in
        ArrangedView(
          name: "section\(section)",
          stack: StackView(
            axis: .vertical, distribution: .fillEqually,
            arrangedSubviews: [
              ArrangedView(
                name: "header\(section)", intrinsicSize: PartialSize(width: 375, height: 44),
                compressionResistance: PerAxis(horizontal: 750, vertical: 1000))
            ]
              + ["a", "b", "c"].map {
                ArrangedView(
                  name: "r\(section)\($0)", intrinsicSize: PartialSize(width: 375, height: 20))
              }))
      }
      return Scene(
        stack: StackView(
          axis: .vertical, size: PartialSize(width: 375, height: 812), arrangedSubviews: sections))
    case .swiftui:
      let children = (0..<max(0, count - 1)).map { index in
        index % 2 == 0
          ? SwiftUINode(.text("Item \(index + 1)"), name: "t\(index)")
          : SwiftUINode(
            .color("red"), name: "c\(index)",
            modifiers: [.flexibleFrame(FlexibleFrame(minWidth: 1, maxWidth: 40))])
      }
      return Scene(
        swiftUI: SwiftUIScene(
          proposal: ProposedSize(width: 20 * Double(count), height: 200),
          root: SwiftUINode(.hstack(spacing: nil, alignment: .center, children: children))))
    }
  }

  /// The keys timed, each followed by the key that undoes it (also timed), so
  /// that the scene stays the same size: more spacing, a longer selected
  /// view, the next view, the next distribution (UIKit) or alignment (SwiftUI).
  public var keys: [(name: String, key: Key)] {
    switch self {
    case .uikit, .uikitTree, .uikitList, .uikitSqueezed:
      [
        ("+", .character("+")), ("-", .character("-")), ("Up", .up), ("Down", .down),
        ("Tab", .tab), ("d", .character("d")), ("D", .character("D")),
      ]
    case .swiftui:
      [
        ("+", .character("+")), ("-", .character("-")), ("Up", .up), ("Down", .down),
        ("Tab", .tab), ("g", .character("g")), ("G", .character("G")),
      ]
    }
  }
}
