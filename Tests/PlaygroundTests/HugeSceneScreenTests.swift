import StackLayout
import StackRender
import StackScene
import Testing

@testable import Playground

/// The playground's screen with lengths at scene-format.md's limits (issue 12):
/// it is drawn at the smallest zoom step and clipped, and what it draws is
/// worked out from the cells on show. (How fast: `stack-timing --huge-screens`
/// in Benchmarks/.)
@Suite("Playground screen with huge scenes")
struct HugeSceneScreenTests {
  func lines(_ state: PlaygroundState, columns: Int = 80, rows: Int = 24) -> [String] {
    PlaygroundScreen.draw(
      state, columns: columns, rows: rows, colorMode: .monochrome, glyphs: .unicode
    ).buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
  }

  /// Two views 1,000,000 x 10 side by side, unpinned: the stack is 2,000,000 x 10.
  static let wide = Scene(
    stack: StackView(
      axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 0,
      arrangedSubviews: ["a", "b"].map {
        ArrangedView(name: $0, intrinsicSize: PartialSize(width: 1_000_000, height: 10))
      }))

  @Test("a stack 2,000,000 points wide: the outline, clipped, in the middle of the canvas")
  func millionPointViews() {
    let lines = lines(PlaygroundState(scene: Self.wide))
    #expect(lines.count == 24)
    // The status fields take two rows at 80 columns.
    #expect(lines[1] == "stack: 2000000x10 fits content")
    // The canvas is rows 2 ..< 17 (two status rows, seven rows below). At the
    // smallest step, 0.02 column a point, the stack is 40,000 columns and
    // 0.1 row, so none: the outline is 2 rows, and the views' names go on a
    // row each below it (a view of no rows has no box to hold its name): 4
    // rows, put at row 2 + (15 - 4) / 2 = 7, from column 0 (it is wider than
    // the screen). The canvas's right edge cuts it, and is marked (▸) at a
    // quarter, half and three quarters of the canvas's 15 rows: rows 2 + 3,
    // 2 + 7 and 2 + 11.
    #expect(lines[7] == "╭" + String(repeating: "╌", count: 79))
    #expect(lines[8] == "╰" + String(repeating: "╌", count: 79))
    // b's name is on row 9, far to the right; a's on row 10, joined to its line.
    #expect(lines[9].hasPrefix(" │ "))
    #expect(lines[10].hasPrefix(" a 1000000x10"))
    for row in [5, 9, 13] { #expect(lines[row].hasSuffix("▸")) }
    #expect(!lines[10].hasSuffix("▸"))
    #expect(lines[17].contains("▶ a (1 of 2)  intrinsic 1000000x10  frame 1000000x10 at 0,0"))
  }

  @Test("every distribution of the 2,000,000-point stack side by side")
  func millionPointGrid() {
    var state = PlaygroundState(scene: Self.wide)
    state.handle(.character("o"))
    let lines = lines(state)
    #expect(lines[0].hasPrefix(" every distribution of these views, at one scale"))
    // The current distribution's cell is labelled; each cell holds the clipped outline.
    #expect(lines.contains { $0.contains("▶ fill (now)") })
    #expect(lines.contains { $0.hasPrefix("╭╌") })
  }

  @Test("SwiftUI: a Spacer proposed 1,000,000 points")
  func swiftUIMillionPointSpacer() {
    let scene = Scene(
      swiftUI: SwiftUIScene(
        proposal: ProposedSize(width: 1_000_000),
        root: SwiftUINode(
          .hstack(
            spacing: nil, alignment: .center,
            children: [SwiftUINode(.spacer(minLength: nil), name: "gap")]))))
    let lines = lines(PlaygroundState(scene: scene))
    // The Spacer takes the 1,000,000 points and is 0 high across the HStack.
    #expect(lines[0] == "HStack(alignment: .center, spacing: nil (8))  proposal: 1000000xnil")
    #expect(lines[1].hasPrefix("size: 1000000x0"))
    #expect(lines.contains { $0.hasPrefix("╭HStack╌") })
  }
  /// A list of 200 cards (1,000 views): each a row of an icon beside a
  /// column of a title and a subtitle. At the smallest step the list is 3
  /// columns wide and its rows and columns are mostly less than a cell tall,
  /// so they are listed below the picture as outside: hundreds of names.
  static let cards: Scene = {
    func view(_ name: String, _ width: Double, _ height: Double) -> ArrangedView {
      ArrangedView(name: name, intrinsicSize: PartialSize(width: width, height: height))
    }
    let rows = (0..<200).map { index in
      ArrangedView(
        name: "row\(index)",
        stack: StackView(
          axis: .horizontal, alignment: .center, spacing: 8,
          arrangedSubviews: [
            view("icon\(index)", 40, 40),
            ArrangedView(
              name: "text\(index)",
              stack: StackView(
                axis: .vertical, spacing: 4,
                arrangedSubviews: [
                  view("title\(index)", 100, 20), view("subtitle\(index)", 80, 16),
                ])),
          ]))
    }
    return Scene(stack: StackView(axis: .vertical, spacing: 8, arrangedSubviews: rows))
  }()

  @Test("a list below the picture wider than the canvas is shortened to it, not panned across")
  func longListIsShortened() throws {
    var state = PlaygroundState(scene: Self.cards)
    let top = lines(state)
    // The picture is centred across (it fits), and no right edge is marked
    // as cut: the list is 1,000 columns wide, but only its row counts.
    #expect(top.contains { $0.contains("╭ro…╮") && !$0.hasPrefix("╭") })
    #expect(!top.contains { $0.hasSuffix("▸") })
    // Panned to the bottom, the list's row is shortened to the canvas.
    state.pan = PanOffset(columns: 0, rows: 1_000_000)
    let list = try #require(lines(state).first { $0.contains("outside: row0, text0") })
    #expect(list.hasSuffix("…"))
    #expect(list.count <= 80)
  }
}

/// A stack the constraint solver would need, with more than 64 views, in the
/// playground: the canvas says why it is not drawn, and nothing hangs.
@Suite("Playground screen with a stack beyond the constraint solver's limit")
struct NotLaidOutScreenTests {
  @Test("the canvas holds the reason, wrapped; the inspector too")
  func reasonOnTheCanvas() {
    // 200 views in 1,000 points, hanging from their last baselines and
    // resisting compression at 100 (the configuration of
    // NotLaidOutTests.contradictory, which the direct solver hands over).
    let stack = NotLaidOutScreenTests.handedOver(200)
    let screen = PlaygroundScreen.draw(
      PlaygroundState(scene: Scene(stack: stack)), columns: 80, rows: 24,
      colorMode: .monochrome, glyphs: .unicode
    ).buffer.plainText()
    let text = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
    #expect(text.contains("not laid out: the direct solver does not cover"))
    #expect(text.contains("(this stack has 200)"))
  }
}

extension NotLaidOutScreenTests {
  /// `NotLaidOutTests.contradictory` (another test target).
  static func handedOver(_ count: Int) -> StackView {
    StackView(
      axis: .vertical, distribution: .equalCentering, alignment: .center,
      size: PartialSize(width: 50, height: 5 * Double(count)),
      isBaselineRelativeArrangement: true,
      arrangedSubviews: (0..<count).map { index in
        var view = ArrangedView(
          name: "v\(index)",
          intrinsicSize: PartialSize(width: 10, height: 10 + 10 * Double(index % 2)),
          compressionResistance: PerAxis(horizontal: Priority.defaultHigh, vertical: 100))
        view.lastBaseline = 5
        return view
      })
  }
}
