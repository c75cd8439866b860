import Testing

@testable import StackLayout

/// Trees at the edge of scene-format.md's limits (issue 12): many children, deep
/// nesting, long Text. The engine must give the layout the rules give (worked
/// out by hand below); how fast it does so is measured in Benchmarks/
/// (`stack-timing --swiftui`), not here.
@Suite("SwiftUI engine at the limits")
struct SwiftUIHugeInputTests {
  @Test("an HStack of 10,000 Texts: each at its ideal 16 wide, 24 apart")
  func tenThousandTexts() {
    let count = 10_000
    let texts = (0..<count).map { text("t\($0)", "ab") }
    let root = SwiftUINode(.hstack(spacing: nil, alignment: .center, children: texts))
    let layout = root.layout(proposal: propose(300_000, 100))
    // "ab" is 2 columns of 8 points: 16 wide, one line of 16. Proposed 0 wide it
    // has no room for its first character: 0 wide. So every Text has flexibility
    // 16 - 0, all tied: source order. Room: 300,000 - 9,999 x 8 = 220,008; the first
    // share is 22.0008 (2 columns, 16), and each next share is larger, so every
    // Text takes 16. The stack: 10,000 x 16 + 9,999 x 8 = 239,992 wide, 16 tall.
    #expect(layout.size == Size(width: 239_992, height: 16))
    #expect(layout.nodes.count == count + 1)
    var misplaced = 0
    for index in 0..<count {
      let node = layout.nodes[index + 1]
      if node.frame != Rect(x: 24 * Double(index), y: 0, width: 16, height: 16) { misplaced += 1 }
    }
    #expect(misplaced == 0)
    #expect(layout.nodes[1].order == "proposed first: flexibility 16, tied: source order")
    #expect(
      layout.nodes[2].order == "proposed 2nd of 10000: flexibility 16, tied: source order")
    #expect(layout.nodes[count].order == "sized last: flexibility 16, tied: source order")
  }

  /// 31 stacks, HStack and VStack in turn from the innermost (so 16 HStacks and
  /// 15 VStacks), each holding the one inside and a 1 x 1 Color; the Text `x`
  /// innermost: 32 levels, the deepest a scene may nest.
  static func deepChain() -> SwiftUINode {
    var inner = text("leaf", "x")
    for level in 0..<31 {
      let dot = color("dot\(level)").frame(width: 1, height: 1)
      inner =
        level % 2 == 0
        ? hstack(name: "s\(level)", spacing: 0, inner, dot)
        : vstack(name: "s\(level)", spacing: 0, inner, dot)
    }
    return inner
  }

  @Test("stacks nested 32 deep", arguments: [propose(nil, nil), propose(1_000, 1_000)])
  func nestedThirtyTwoDeep(proposal: ProposedSize) {
    let layout = Self.deepChain().layout(proposal: proposal)
    #expect(layout.nodes.count == 63)
    #expect(layout.nodes.map(\.depth).max() == 31)
    // The Text takes its ideal 8 x 16 (offered 999 or more, or nothing). Each
    // HStack adds its dot's 1 to the width and is as tall as the stack inside
    // (at least 16, more than the dot's 1); each VStack adds 1 to the height and is
    // as wide as the stack inside. Proposed 1,000 x 1,000, each dot (flexibility
    // 0) is sized first and the stack inside is offered the rest, at least 969,
    // more than it takes. 8 + 16 = 24 wide, 16 + 15 = 31 tall; the stack inside
    // is always at the top-left corner, so the leaf is at 0, 0.
    #expect(layout.size == Size(width: 24, height: 31))
    #expect(layout.node(named: "leaf")?.frame == Rect(x: 0, y: 0, width: 8, height: 16))
    // The outermost dot: in the root HStack (31 tall), centred: y = (31 - 1) / 2.
    #expect(layout.node(named: "dot30")?.frame == Rect(x: 23, y: 15, width: 1, height: 1))
  }

  @Test("a Text's ideal width, counted in one pass, is that of its unwrapped lines")
  func idealColumnsMatchTheLayout() {
    let strings =
      SwiftUIInvariantTests.strings + [
        "ab  \ncd", "  \n", "\r\nx", "한 ", "x\u{2028}yy", "tail   ", "\u{200B} a",
      ]
    for string in strings {
      let layout = layoutText(string, columns: nil, maxLines: nil)
      let ideal = idealColumns(of: string)
      #expect(ideal.columns == layout.columns, "\(string.debugDescription)")
      #expect(ideal.characters == string.count)
    }
    // By hand: "ab  " and "cd" are 2 wide (the spaces at the end take no room);
    // "한 " is 2; "tail   " is 4.
    #expect(idealColumns(of: "ab  \ncd").columns == 2)
    #expect(idealColumns(of: "한 ").columns == 2)
    #expect(idealColumns(of: "tail   ").columns == 4)
  }

  @Test("a Text of 100,000 wide characters, wrapped and cut")
  func longWideText() {
    let string = String(repeating: "한", count: 100_000)
    // 80 points is 10 columns: 5 wide characters a line, broken inside the one
    // word, so 20,000 lines of 16: 80 x 320,000.
    let wrapped = SwiftUINode(.text(string), name: "t").layout(proposal: propose(80, nil))
    #expect(wrapped.size == Size(width: 80, height: 320_000))
    let lines = wrapped.nodes[0].textLines
    #expect(lines.count == 20_000)
    #expect(lines.allSatisfy { $0 == "한한한한한" })
    // 160 points is 10 lines: the tenth is cut to 9 columns, 4 characters and
    // the ellipsis; the widest line is still 10 columns.
    let cut = SwiftUINode(.text(string), name: "t").layout(proposal: propose(80, 160))
    #expect(cut.size == Size(width: 80, height: 160))
    #expect(cut.nodes[0].textLines.count == 10)
    #expect(cut.nodes[0].textLines.last == "한한한한…")
  }
}
