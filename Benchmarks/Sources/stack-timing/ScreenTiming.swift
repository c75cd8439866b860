import Playground
import StackLayout
import StackRender
import StackScene

#if canImport(Glibc)
  import Glibc
#endif

/// The scenes at scene-format.md's limits that the playground must still draw
/// quickly: what the screen costs should grow with the window's cells.
enum HugeScreenScene: String, CaseIterable {
  /// Three views 1,000,000 points wide in a horizontal fill stack, unpinned.
  case millionPoints = "million-points"
  /// 10,000 views of 10 x 10 in a horizontal fill stack, unpinned.
  case tenThousandViews = "views-10000"
  /// 100,000 views of 10 x 10 in a horizontal fill stack, unpinned.
  case hundredThousandViews = "views-100000"
  /// SwiftUI: an HStack of 100,000 Colors, each `frame(minWidth: 1, maxWidth: 20)`,
  /// proposed 1,000,000 x 100.
  case swiftUIColors = "swiftui-colors-100000"
  /// SwiftUI: an HStack of one Spacer proposed 1,000,000 points.
  case swiftUISpacer = "swiftui-spacer"
  /// SwiftUI: an HStack of 10,000 Texts.
  case swiftUITexts = "swiftui-texts"
  /// SwiftUI: a ZStack of 10,000 Colors 200 x 100, each under the next: all
  /// but the last covered, so listed below the picture (`covered:`).
  case swiftUIZStack = "swiftui-zstack-10000"
  /// Three views in a horizontal fillProportionally stack 480 wide, the first
  /// named by 300,000 Hangul syllables (a fuzzing find: 4 s a picture).
  case longName = "long-name"
  /// 20,000 views of 100 x 30 in a horizontal fill stack pinned 320 wide: all
  /// but three past its trailing edge (a fuzzing find: 4 s a picture).
  case overflowingViews = "overflow-20000"
  /// A vertical stack of 18 horizontal rows of 10 views (20 to 29 x 20): 198
  /// boxes, the most the comparison grid names below its cells, and at 80 x
  /// 24 every name is cut there, so the grid is drawn twice and read once
  /// a box.
  case gridNamedRows = "rows-18x10"

  var scene: Scene {
    switch self {
    case .millionPoints:
      let views = ["a", "b", "c"].map {
        ArrangedView(name: $0, intrinsicSize: PartialSize(width: 1_000_000, height: 1_000_000))
      }
      return Scene(
        stack: StackView(
          axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 1_000_000,
          arrangedSubviews: views))
    case .longName:
      let views = [
        ArrangedView(
          name: String(repeating: "한", count: 300_000),
          intrinsicSize: PartialSize(width: 50, height: 40)),
        ArrangedView(name: "two", intrinsicSize: PartialSize(width: 100, height: 40)),
        ArrangedView(name: "three", intrinsicSize: PartialSize(width: 150, height: 40)),
      ]
      return Scene(
        stack: StackView(
          axis: .horizontal, distribution: .fillProportionally, alignment: .fill, spacing: 10,
          size: PartialSize(width: 480, height: nil), arrangedSubviews: views))
    case .overflowingViews:
      let views = (0..<20_000).map {
        ArrangedView(name: "v\($0)", intrinsicSize: PartialSize(width: 100, height: 30))
      }
      return Scene(
        stack: StackView(
          axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 8,
          size: PartialSize(width: 320, height: nil), arrangedSubviews: views))
    case .gridNamedRows:
      let rows = (0..<18).map { row in
        ArrangedView(
          name: "row\(row)",
          stack: StackView(
            axis: .horizontal, distribution: .fill, alignment: .center, spacing: 4,
            arrangedSubviews: (0..<10).map {
              ArrangedView(
                name: "v\(row)_\($0)",
                intrinsicSize: PartialSize(width: 20 + Double($0), height: 20))
            }))
      }
      return Scene(
        stack: StackView(
          axis: .vertical, distribution: .fill, alignment: .fill, spacing: 4,
          arrangedSubviews: rows))
    case .tenThousandViews, .hundredThousandViews:
      let count = self == .tenThousandViews ? 10_000 : 100_000
      let views = (0..<count).map {
        ArrangedView(name: "v\($0)", intrinsicSize: PartialSize(width: 10, height: 10))
      }
      return Scene(
        stack: StackView(
          axis: .horizontal, distribution: .fill, alignment: .center, spacing: 0,
          arrangedSubviews: views))
    case .swiftUISpacer:
      return Scene(
        swiftUI: SwiftUIScene(
          proposal: ProposedSize(width: 1_000_000),
          root: SwiftUINode(
            .hstack(
              spacing: nil, alignment: .center, children: [SwiftUINode(.spacer(minLength: nil))]))))
    case .swiftUIColors:
      let colors = (0..<100_000).map {
        SwiftUINode(
          .color("red"), name: "c\($0)",
          modifiers: [.flexibleFrame(FlexibleFrame(minWidth: 1, maxWidth: 20))])
      }
      return Scene(
        swiftUI: SwiftUIScene(
          proposal: ProposedSize(width: 1_000_000, height: 100),
          root: SwiftUINode(.hstack(spacing: nil, alignment: .center, children: colors))))
    case .swiftUIZStack:
      let colors = (0..<10_000).map {
        SwiftUINode(
          .color("blue"), name: "c\($0)",
          modifiers: [.frame(FixedFrame(width: 200, height: 100))])
      }
      return Scene(
        swiftUI: SwiftUIScene(root: SwiftUINode(.zstack(alignment: .center, children: colors))))
    case .swiftUITexts:
      let texts = (0..<10_000).map { SwiftUINode(.text("Item \($0)"), name: "t\($0)") }
      return Scene(
        swiftUI: SwiftUIScene(
          proposal: ProposedSize(width: 1_000_000, height: 1_000),
          root: SwiftUINode(.hstack(spacing: nil, alignment: .center, children: texts))))
    }
  }
}

/// Times `PlaygroundScreen.draw` of each huge scene at 80 x 24 and 200 x 60, on
/// the normal screen and the comparison grid (`o`).
/// Progress on standard output as it goes (`STACK_TIMING_VERBOSE=1`).
let verbose = getenv("STACK_TIMING_VERBOSE") != nil

func timeHugeScreens(_ names: [String]) {
  var records: [String] = []
  let scenes = names.isEmpty ? HugeScreenScene.allCases : names.compactMap(HugeScreenScene.init)
  for scene in scenes {
    for (columns, rows) in [(80, 24), (200, 60)] {
      for grid in [false, true] {
        var start = now()
        var state = PlaygroundState(scene: scene.scene)
        if verbose { print(scene, "state", Double(now() - start) / 1e6, "ms") }
        start = now()
        if grid { state.handle(.character("o")) }
        if verbose { print(scene, "key", Double(now() - start) / 1e6, "ms") }
        var samples: [Double] = []
        let deadline = now() + 1_000_000_000
        while samples.count < 3 || (now() < deadline && samples.count < 50) {
          let start = now()
          let screen = PlaygroundScreen.draw(
            state, columns: columns, rows: rows, colorMode: .colors256, glyphs: .unicode)
          samples.append(Double(now() - start))
          consume(screen)
        }
        samples.sort()
        if verbose { print(scene, columns, rows, grid, percentile(samples, 0.5) / 1e6, "ms") }
        records.append(
          "{\"kind\": \"screen\", \"scene\": \"\(scene.rawValue)\", \"columns\": \(columns), "
            + "\"rows\": \(rows), \"grid\": \(grid), \"samples\": \(samples.count), "
            + "\"median_ns\": \(percentile(samples, 0.5))}")
      }
    }
  }
  print("[\n" + records.joined(separator: ",\n") + "\n]")
}
