import Testing

@testable import StackLayout

/// HStack and VStack with each alignment over a fixed Color, a wrapping Text, a
/// Spacer and a flexible Color. The sizes along the axis do not depend on the
/// alignment; the positions across do. Every number is worked out by hand in
/// the comments.
@Suite("SwiftUI stack matrix")
struct SwiftUIMatrixTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var root: SwiftUINode
    var proposal: ProposedSize
    var metrics: SwiftUIMetrics
    var size: Size
    /// Frames of a, t, s, b in that order.
    var frames: [Rect]
    var testDescription: String { name }
  }

  // MARK: HStack in cells, proposed 14 x 6
  //
  // Children: a = Color.frame(width: 4, height: 2), t = Text("abc de"), s = Spacer(),
  // b = Color.frame(height: 4). Default distances: a-t 1 column, t-s 0, s-b 0: 1.
  // Minimums and maximums along (height proposed 6): a 4/4 (flexibility 0);
  // t 0 (no character fits in 0 columns) / 6 ("abc de" unwrapped), flexibility 6;
  // s 1 (its minLength, the default spacing) / infinity, priority minus infinity;
  // b 0 / infinity.
  // Order: a, t, b, then s. Kept back for s: 1. Left: 14 - 1 - 1 = 12.
  // a: 12 / 3 = 4 -> 4; 8 left. t: 8 / 2 = 4 -> "abc", "de" (3 + 1 + 2 > 4): 3 wide,
  // 2 lines; 5 left. b: 5 -> 5; 0 left. s gets its 1 back: 1 -> 1.
  // Widths 4, 3, 1, 5; x = 0, 4 + 1 = 5, 8, 9; the stack is 4 + 3 + 1 + 5 + 1 = 14.
  // Heights (proposed 6 across, so no second measuring): 2, 2, 0, 4.
  static func hstackCase(_ alignment: VerticalAlignment, ys: [Double], height: Double) -> Case {
    Case(
      name: "HStack \(alignment) in cells",
      root: hstack(
        alignment: alignment, color("a").frame(width: 4, height: 2), text("t", "abc de"),
        spacer("s"), color("b").frame(height: 4)),
      proposal: propose(14, 6), metrics: .cell, size: Size(width: 14, height: height),
      frames: [
        frame(0, ys[0], 4, 2), frame(5, ys[1], 3, 2), frame(8, ys[2], 1, 0),
        frame(9, ys[3], 5, 4),
      ])
  }

  static let hstackCases: [Case] = [
    // Guides all 0: everything at the top; the stack is as tall as b, 4.
    hstackCase(.top, ys: [0, 0, 0, 0], height: 4),
    // Guides h / 2 = 1, 1, 0, 2: tops -1, -1, 0, -2; the union is -2...2 (4 tall),
    // shifted by 2: y = 1, 1, 2, 0.
    hstackCase(.center, ys: [1, 1, 2, 0], height: 4),
    // Guides h = 2, 2, 0, 4: tops -2, -2, 0, -4; union -4...0: y = 2, 2, 4, 0.
    hstackCase(.bottom, ys: [2, 2, 4, 0], height: 4),
    // Guides: a has no text, its bottom 2; t's first line ends at 1; s 0; b 4.
    // Tops -2, -1, 0, -4; union -4...max(0, 1, 0, 0) = 1: 5 tall (t hangs below
    // b's bottom); y = 2, 3, 4, 0.
    hstackCase(.firstTextBaseline, ys: [2, 3, 4, 0], height: 5),
    // Guides: 2, t's last line ends at 2, 0, 4: the same as bottom.
    hstackCase(.lastTextBaseline, ys: [2, 2, 4, 0], height: 4),
  ]

  // MARK: VStack in cells, proposed 5 x 12
  //
  // Children: a = Color.frame(width: 2, height: 3), t = Text("abc de"), s = Spacer(),
  // b = Color.frame(width: 4). Default distances: a-t 1 row, t-s 0, s-b 0: 1.
  // Minimums and maximums along (width proposed 5): a 3/3; t: 5 columns wrap to
  // "abc", "de", but a height of 0 keeps one line ("abc…"): 1, and unlimited 2:
  // flexibility 1; s 1 / infinity (minus infinity); b 0 / infinity.
  // Order: a, t, b, then s. Kept back 1; left 12 - 1 - 1 = 10.
  // a: 10 / 3 = 3.33 -> 3; 7 left. t: 7 / 2 = 3.5 -> 3 whole lines fit, it needs 2;
  // 5 left. b: 5; 0 left. s: 1.
  // Heights 3, 2, 1, 5; y = 0, 3 + 1 = 4, 6, 7; the stack is 3 + 2 + 1 + 5 + 1 = 12.
  // Widths (proposed 5 across): 2, 3, 0, 4.
  static func vstackCase(_ alignment: HorizontalAlignment, xs: [Double]) -> Case {
    Case(
      name: "VStack \(alignment) in cells",
      root: vstack(
        alignment: alignment, color("a").frame(width: 2, height: 3), text("t", "abc de"),
        spacer("s"), color("b").frame(width: 4)),
      proposal: propose(5, 12), metrics: .cell, size: Size(width: 4, height: 12),
      frames: [
        frame(xs[0], 0, 2, 3), frame(xs[1], 4, 3, 2), frame(xs[2], 6, 0, 1),
        frame(xs[3], 7, 4, 5),
      ])
  }

  static let vstackCases: [Case] = [
    vstackCase(.leading, xs: [0, 0, 0, 0]),
    // Guides 1, 1.5, 0, 2: lefts -1, -1.5, 0, -2; union -2...2: x = 1, 0.5, 2, 0.
    vstackCase(.center, xs: [1, 0.5, 2, 0]),
    // Guides 2, 3, 0, 4: lefts -2, -3, 0, -4; union -4...0: x = 2, 1, 4, 0.
    vstackCase(.trailing, xs: [2, 1, 4, 0]),
  ]

  // MARK: HStack in points, proposed 200 wide, height unspecified
  //
  // Children: a = Color, t = Text("Hi there") (8 characters: 64 x 16), s =
  // Spacer(minLength: 0), b = Color.frame(width: 30, height: 40). Distances: a-t 8,
  // then 0 and 0: 8.
  // Minimums/maximums: a 0/inf; t 0/64; s 0/inf (minus infinity); b 30/30.
  // Order: b (0), t (64), a (inf), then s. Left 200 - 8 = 192.
  // b: 192 / 3 = 64 -> 30; 162 left. t: 81 -> 10 columns, fits: 64; 98 left.
  // a: 98; 0 left. s: max(0, 0) = 0.
  // Widths 98, 64, 0, 30: x = 0, 106, 170, 170; 200 wide.
  // Heights at first (unspecified across): 10, 16, 0, 40. The union is 40 tall for
  // every alignment below; measured again at 40 tall, a takes 40, the others keep
  // their heights.
  static func remeasureCase(_ alignment: VerticalAlignment, ys: [Double]) -> Case {
    Case(
      name: "HStack \(alignment) in points, height unspecified",
      root: hstack(
        alignment: alignment, color("a"), text("t", "Hi there"), spacer("s", minLength: 0),
        color("b").frame(width: 30, height: 40)),
      proposal: propose(200, nil), metrics: .point, size: Size(width: 200, height: 40),
      frames: [
        frame(0, ys[0], 98, 40), frame(106, ys[1], 64, 16), frame(170, ys[2], 0, 0),
        frame(170, ys[3], 30, 40),
      ])
  }

  static let remeasureCases: [Case] = [
    remeasureCase(.top, ys: [0, 0, 0, 0]),
    // Tops -20, -8, 0, -20 after the second measuring: y = 0, 12, 20, 0.
    remeasureCase(.center, ys: [0, 12, 20, 0]),
    remeasureCase(.bottom, ys: [0, 24, 40, 0]),
    // First pass guides 10 (a's bottom), 16, 0, 40: the union is -40...0, 40 tall.
    // Second pass a is 40 tall: guides 40, 16, 0, 40: y = 0, 24, 40, 0.
    remeasureCase(.firstTextBaseline, ys: [0, 24, 40, 0]),
    remeasureCase(.lastTextBaseline, ys: [0, 24, 40, 0]),
  ]

  @Test(arguments: hstackCases + vstackCases + remeasureCases)
  func matrix(_ test: Case) {
    let layout = test.root.layout(proposal: test.proposal, metrics: test.metrics)
    expectFrames(
      layout, size: test.size,
      ["a": test.frames[0], "t": test.frames[1], "s": test.frames[2], "b": test.frames[3]])
  }

  @Test(arguments: hstackCases + vstackCases + remeasureCases)
  func sizingOrderIsSaid(_ test: Case) {
    let layout = test.root.layout(proposal: test.proposal, metrics: test.metrics)
    let orders = layout.nodes.dropFirst().map { $0.order ?? "" }
    // In cells a (flexibility 0), t, b (infinite), then the Spacer; in points b
    // (flexibility 0), t (64), a (infinite), then the Spacer.
    let expected =
      test.metrics == .cell
      ? [
        "proposed first: flexibility 0, the least", "proposed 2nd of 4: flexibility",
        "sized last: Spacer", "proposed 3rd of 4: infinitely flexible, the most",
      ]
      : [
        "proposed 3rd of 4: infinitely flexible, the most", "proposed 2nd of 4: flexibility 64",
        "sized last: Spacer", "proposed first: flexibility 0, the least",
      ]
    for (order, prefix) in zip(orders, expected) {
      #expect(order.hasPrefix(prefix), "\(order)")
    }
  }
}
