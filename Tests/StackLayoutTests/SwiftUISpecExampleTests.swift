import Testing

@testable import StackLayout

/// The worked examples of swiftui-stack.md ("Worked examples to check against").
@Suite("swiftui-stack.md worked examples")
struct SwiftUISpecExampleTests {
  @Test("HStack(spacing: 0) of three Rectangles proposed 300 wide: 100 each")
  func threeShapesShareEqually() {
    let layout = hstack(spacing: 0, color("a"), color("b"), color("c"))
      .layout(proposal: propose(300, 100))
    // All three are infinitely flexible with minimum 0: source order. 300 / 3 = 100,
    // then 200 / 2 = 100, then 100 / 1 = 100.
    expectFrames(
      layout, size: Size(width: 300, height: 100),
      [
        "a": frame(0, 0, 100, 100), "b": frame(100, 0, 100, 100), "c": frame(200, 0, 100, 100),
      ])
  }

  @Test("red.frame(maxWidth: 100), green.frame(minWidth: 100) proposed 150: 75 + 100 = 175")
  func lessFlexibleFirstThenOverflow() {
    let layout = hstack(
      spacing: 0, color("red").frame(maxWidth: 100), color("green").frame(minWidth: 100)
    )
    .layout(proposal: propose(150, 100))
    // red: min 0 (content proposed 0), max 100 (content proposed min(inf, 100) = 100):
    // flexibility 100. green: min 100 (content proposed max(0, 100)), max infinity.
    // red first: 150 / 2 = 75 -> min(max(75, 75), 100) = 75. 150 - 75 = 75 left:
    // green is proposed 75, its content max(75, 100) = 100, and it takes
    // max(min(75, 100), 100) = 100. The stack is 75 + 100 = 175: it overflows.
    expectFrames(
      layout, size: Size(width: 175, height: 100),
      ["red": frame(0, 0, 75, 100), "green": frame(75, 0, 100, 100)])
  }

  @Test("two unsized shapes, one with layoutPriority(1): it takes the whole width")
  func higherPriorityTakesAll() {
    let layout = hstack(color("a").layoutPriority(1), color("b"))
      .layout(proposal: propose(300, 100))
    // Default spacing 8 between two views. b's minimum (0) is kept back: 300 - 8 - 0
    // = 292 for a. Then b gets its minimum back: 0 left, so b is 0 wide at 292 + 8.
    expectFrames(
      layout, size: Size(width: 300, height: 100),
      ["a": frame(0, 0, 292, 100), "b": frame(300, 0, 0, 100)])
    #expect(layout.node(named: "a")?.order == "proposed first: layoutPriority 1, the highest")
  }

  @Test("two unsized shapes with equal priorities split the width equally")
  func equalPrioritiesSplit() {
    let layout = hstack(color("a"), color("b")).layout(proposal: propose(300, 100))
    // (300 - 8) / 2 = 146 each; b starts at 146 + 8 = 154.
    expectFrames(
      layout, size: Size(width: 300, height: 100),
      ["a": frame(0, 0, 146, 100), "b": frame(154, 0, 146, 100)])
  }
}

/// Every rule of swiftui-stack.md, one test (or a few) per rule.
@Suite("swiftui-stack.md rules")
struct SwiftUIRuleTests {
  // MARK: Leaves

  @Test("Color takes the proposal; an unspecified axis is its ideal 10")
  func colorIdeal() {
    #expect(color("c").layout(proposal: propose(30, 40)).size == Size(width: 30, height: 40))
    #expect(color("c").layout(proposal: .unspecified).size == Size(width: 10, height: 10))
    #expect(color("c").layout(proposal: propose(nil, 40)).size == Size(width: 10, height: 40))
    // Its maximum: proposed infinity, it answers infinity.
    #expect(color("c").layout(proposal: .infinity).size.width == .infinity)
    // In cells its ideal is one cell.
    #expect(
      color("c").layout(proposal: .unspecified, metrics: .cell).size
        == Size(width: 1, height: 1))
  }

  @Test("Text with an unspecified width does not wrap: longest line by line count")
  func textIdeal() {
    // In points a character is 8 x 16: "Hello world" is 11 x 8 = 88 wide, one line 16.
    #expect(
      text("t", "Hello world").layout(proposal: .unspecified).size
        == Size(width: 88, height: 16))
    // Two lines of the string: the longer is 5 characters.
    #expect(
      text("t", "Hi\nthere").layout(proposal: .unspecified, metrics: .cell).size
        == Size(width: 5, height: 2))
  }

  @Test("Text wraps at word boundaries to the proposed width, reporting its widest line")
  func textWraps() {
    // 9 columns: "Hello" then "world" (5 + 1 + 5 = 11 > 9); widest line 5 <= 9.
    let layout = text("t", "Hello world").layout(proposal: propose(9, nil), metrics: .cell)
    #expect(layout.size == Size(width: 5, height: 2))
    #expect(layout.nodes[0].textLines == ["Hello", "world"])
    // In points 72 wide is 9 columns: 40 x 32.
    #expect(
      text("t", "Hello world").layout(proposal: propose(72, nil)).size
        == Size(width: 40, height: 32))
    // 75 points is 9.375 columns: still 9 whole columns.
    #expect(
      text("t", "Hello world").layout(proposal: propose(75, nil)).size
        == Size(width: 40, height: 32))
  }

  @Test("a word longer than the width breaks inside")
  func textBreaksLongWord() {
    let layout = text("t", "abcdefgh").layout(proposal: propose(3, nil), metrics: .cell)
    #expect(layout.nodes[0].textLines == ["abc", "def", "gh"])
    #expect(layout.size == Size(width: 3, height: 3))
  }

  @Test("a height too small keeps the lines that fit and ends the last with an ellipsis")
  func textTruncates() {
    // 9 columns would give "Hello", "wonderful", "world"; 2 rows keep two, the
    // second redone from "wonderful world" cut to 8 columns plus "…".
    let layout = text("t", "Hello wonderful world").layout(
      proposal: propose(9, 2), metrics: .cell)
    #expect(layout.nodes[0].textLines == ["Hello", "wonderfu…"])
    #expect(layout.size == Size(width: 9, height: 2))
  }

  @Test("proposed width 0, a Text is 0 wide: its flexibility is its ideal width")
  func textMinimumWidth() {
    let layout = text("t", "Hello").layout(proposal: propose(0, nil), metrics: .cell)
    // Not even one character fits: one empty line (no room for the ellipsis either).
    #expect(layout.size == Size(width: 0, height: 1))
    #expect(layout.nodes[0].textLines == [""])
  }

  @Test("wide characters take two columns, combining marks none of their own")
  func textColumns() {
    #expect(
      text("t", "한국어").layout(proposal: .unspecified, metrics: .cell).size
        == Size(width: 6, height: 1))
    // e + combining acute, t, e + combining acute: 3 columns.
    #expect(
      text("t", "e\u{301}te\u{301}").layout(proposal: .unspecified, metrics: .cell).size
        == Size(width: 3, height: 1))
  }

  @Test("Spacer along a stack: max(proposed, minLength), unspecified is minLength; 0 across")
  func spacerInStack() {
    let layout = hstack(
      spacing: 0, spacer("s", minLength: 20), color("c").frame(width: 50)
    )
    .layout(proposal: propose(100, 40))
    // The Spacer is sized last: 100 - 50 = 50 left, max(50, 20) = 50; 0 tall.
    // Centred across 40: y = 20.
    expectFrames(
      layout, size: Size(width: 100, height: 40),
      ["s": frame(0, 20, 50, 0), "c": frame(50, 0, 50, 40)])

    let squeezed = hstack(spacing: 0, spacer("s", minLength: 20), color("c").frame(width: 50))
      .layout(proposal: propose(60, 40))
    // 60 - 50 = 10 left, but max(10, 20) = 20: the stack overflows to 70.
    #expect(frameOf(squeezed, "s").width == 20)
    #expect(squeezed.size.width == 70)

    let ideal = hstack(spacing: 0, spacer("s"), color("c").frame(width: 50))
      .layout(proposal: propose(nil, 40))
    // Unspecified width: the Spacer is its default minLength, the spacing 8.
    #expect(frameOf(ideal, "s").width == 8)
    #expect(ideal.size.width == 58)
  }

  @Test("Spacer in a VStack is 0 wide; outside a stack or in a ZStack both axes grow")
  func spacerAxes() {
    let layout = vstack(spacing: 0, spacer("s"), color("c").frame(height: 10))
      .layout(proposal: propose(40, 100))
    // 100 - 10 = 90 tall, 0 wide, centred: x = 20.
    #expect(frameOf(layout, "s") == frame(20, 0, 0, 90))
    #expect(spacer("s").layout(proposal: propose(30, 40)).size == Size(width: 30, height: 40))
    #expect(spacer("s").layout(proposal: .unspecified).size == Size(width: 8, height: 8))
    #expect(
      spacer("s", minLength: 2).layout(proposal: .unspecified, metrics: .cell).size
        == Size(width: 2, height: 2))
    let zLayout = zstack(spacer("s", minLength: 5)).layout(proposal: propose(30, nil))
    #expect(frameOf(zLayout, "s") == frame(0, 0, 30, 5))
  }

  @Test("Spacer's priority is minus infinity: sized last, sharing what is left")
  func spacersSizedLast() {
    // Cells. Spacers first in source order; the Texts are sized before them.
    let layout = hstack(
      spacing: 0, spacer("s1", minLength: 0), text("t", "abc"), spacer("s2", minLength: 0)
    )
    .layout(proposal: propose(11, 1), metrics: .cell)
    // t: 11 left (spacers' minimums 0 kept back) -> "abc" is 3. Spacers: 8 left,
    // both infinitely flexible with minimum 0 -> source order: s1 8 / 2 = 4, s2 4.
    expectFrames(
      layout, size: Size(width: 11, height: 1),
      ["s1": frame(0, 0.5, 4, 0), "t": frame(4, 0, 3, 1), "s2": frame(7, 0.5, 4, 0)])
    #expect(
      layout.node(named: "s2")?.order
        == "sized last: Spacer, infinitely flexible, tied: source order")
    #expect(layout.node(named: "s1")?.layoutPriority == -.infinity)
  }

  // MARK: The stack algorithm

  @Test("an unspecified proposal along the axis gives every child its ideal")
  func unspecifiedAlong() {
    let layout = hstack(color("a"), text("t", "Hi"), color("b").frame(width: 30))
      .layout(proposal: .unspecified)
    // Widths 10 (Color's ideal), 16 ("Hi"), 30; spacing 8 + 8: 72. Heights 10, 16,
    // 10: the stack is 16 tall; measured again at height 16, the Colors take 16.
    expectFrames(
      layout, size: Size(width: 72, height: 16),
      ["a": frame(0, 0, 10, 16), "t": frame(18, 0, 16, 16), "b": frame(42, 0, 30, 16)])
  }

  @Test("children are proposed in order of flexibility, least flexible first")
  func flexibilityOrder() {
    // Cells, spacing 0, 12 wide: a Text of 8 columns (flexibility 8), a Color with
    // maxWidth 3 (flexibility 3), a plain Color (infinite).
    let layout = hstack(
      spacing: 0, text("t", "abcd efg"), color("c").frame(maxWidth: 3), color("d")
    )
    .layout(proposal: propose(12, 2), metrics: .cell)
    // Order c (3), t (8), d (inf). c: 12 / 3 = 4 -> min(max(4, 4), 3) = 3; 9 left.
    // t: 9 / 2 = 4.5 -> 4 columns: "abcd", "efg", 4 wide; 5 left. d: 5.
    expectFrames(
      layout, size: Size(width: 12, height: 2),
      ["t": frame(0, 0, 4, 2), "c": frame(4, 0, 3, 2), "d": frame(7, 0, 5, 2)])
    #expect(layout.node(named: "c")?.order == "proposed first: flexibility 3, the least")
    #expect(layout.node(named: "t")?.order == "proposed 2nd of 3: flexibility 8")
    #expect(layout.node(named: "d")?.order == "sized last: infinitely flexible, the most")
  }

  @Test("ties in flexibility keep source order")
  func flexibilityTies() {
    let layout = hstack(spacing: 0, text("a", "aaaa"), text("b", "bbbb"))
      .layout(proposal: propose(6, 1), metrics: .cell)
    // Both flexibility 4. a: 6 / 2 = 3 -> "aaa…"? No: a height of 1 row and a
    // 3-column width break "aaaa" into "aaa", "a"; one row keeps "aaa" redone as
    // "aa…" (3 wide). 3 left: b is "bb…" too.
    expectFrames(
      layout, size: Size(width: 6, height: 1),
      ["a": frame(0, 0, 3, 1), "b": frame(3, 0, 3, 1)])
    #expect(layout.node(named: "a")?.textLines == ["aa…"])
    #expect(layout.node(named: "a")?.order == "proposed first: flexibility 4, tied: source order")
  }

  @Test("of two infinitely flexible children, the larger minimum goes first")
  func largerMinimumFirst() {
    let layout = hstack(spacing: 0, color("a"), color("b").frame(minWidth: 80))
      .layout(proposal: propose(120, 10))
    // b first (minimum 80 > 0): 120 / 2 = 60 -> content max(60, 80) = 80, and
    // max(min(60, 80), 80) = 80; 40 left for a. (Source order would give a 60 and
    // b 80: 140, overflowing.)
    expectFrames(
      layout, size: Size(width: 120, height: 10),
      ["a": frame(0, 0, 40, 10), "b": frame(40, 0, 80, 10)])
  }

  @Test("the minimums of lower priority groups are kept back, then given back")
  func reservedMinimums() {
    // Cells, spacing 0, 10 x 3. Priorities: b 1, a 0, c -1 (outermost modifier).
    let layout = hstack(
      spacing: 0, text("a", "aaaa bbbb"), text("b", "cc dd").layoutPriority(1),
      color("c").frame(minWidth: 3).layoutPriority(-1)
    )
    .layout(proposal: propose(10, 3), metrics: .cell)
    // Minimums: a 0, b 0, c 3 (its content is proposed max(0, 3)). Kept back for
    // the groups after b: 0 + 3. b: 10 - 3 = 7 -> "cc dd" is 5; 2 left.
    // a gets its 0 back: 2 -> 2 columns: "aa", "aa", "bb", "bb", but 3 rows keep 3,
    // the third redone as "b…"; 2 wide. 0 left. c gets its 3 back: 3 -> 3.
    // Heights 3, 1, 3 (Color takes the 3 proposed); centred: b at y = 1.
    expectFrames(
      layout, size: Size(width: 10, height: 3),
      ["a": frame(0, 0, 2, 3), "b": frame(2, 1, 5, 1), "c": frame(7, 0, 3, 3)])
    #expect(layout.node(named: "a")?.textLines == ["aa", "aa", "b…"])
    #expect(
      layout.node(named: "b")?.reason
        == "proposed first: layoutPriority 1, the highest; proposed 7 wide (7 left, 3 kept for lower priorities), chose 5: Text fits on 1 line"
    )
  }

  @Test("children that cannot shrink overflow the proposal")
  func overflow() {
    let layout = hstack(
      color("a").frame(width: 100), text("t", "abc").fixedSize(), color("b").frame(width: 50)
    )
    .layout(proposal: propose(120, 20))
    // 100 + 8 + 24 + 8 + 50 = 190 > 120; placed from the leading edge anyway.
    expectFrames(
      layout, size: Size(width: 190, height: 20),
      ["a": frame(0, 0, 100, 20), "t": frame(108, 2, 24, 16), "b": frame(140, 0, 50, 20)])
    #expect(layout.nodes[0].reason.contains("overflowing the proposed 120 by 70"))
  }

  @Test("with the cross proposal unspecified, children are measured again at the stack's height")
  func remeasureAcross() {
    let layout = hstack(color("c"), text("t", "ab")).layout(proposal: propose(100, nil))
    // Widths: t (flexibility 16) first: 92 / 2 = 46 -> 16; c: 76. Heights at first
    // 10 and 16: the stack is 16 tall, and proposed 16 the Color takes 16.
    expectFrames(
      layout, size: Size(width: 100, height: 16),
      ["c": frame(0, 0, 76, 16), "t": frame(84, 0, 16, 16)])
    #expect(layout.node(named: "c")?.proposal == propose(76, 16))
  }

  @Test("an empty stack is 0 x 0")
  func emptyStacks() {
    #expect(hstack().layout(proposal: propose(100, 100)).size == Size(width: 0, height: 0))
    #expect(vstack().layout(proposal: .unspecified).size == Size(width: 0, height: 0))
    #expect(zstack().layout(proposal: propose(5, 5)).size == Size(width: 0, height: 0))
  }

  // MARK: Spacing

  @Test("explicit spacing applies to every pair, Spacers included")
  func explicitSpacing() {
    let layout = hstack(
      spacing: 5, color("a").frame(width: 10), spacer("s", minLength: 0),
      color("b").frame(width: 10)
    )
    .layout(proposal: propose(100, 10))
    // 100 - 10 - 10 - 2 x 5 = 70 for the Spacer.
    expectFrames(
      layout, size: Size(width: 100, height: 10),
      ["a": frame(0, 0, 10, 10), "s": frame(15, 5, 70, 0), "b": frame(90, 0, 10, 10)])
  }

  @Test("default spacing: 8 between two views, 0 next to a Spacer")
  func defaultSpacing() {
    let layout = hstack(
      color("a").frame(width: 10), color("b").frame(width: 10), spacer("s"),
      color("c").frame(width: 10)
    )
    .layout(proposal: propose(100, 10))
    // Distances 8 (a-b), 0 (b-s), 0 (s-c): 100 - 30 - 8 = 62 for the Spacer.
    expectFrames(
      layout, size: Size(width: 100, height: 10),
      [
        "a": frame(0, 0, 10, 10), "b": frame(18, 0, 10, 10), "s": frame(28, 5, 62, 0),
        "c": frame(90, 0, 10, 10),
      ])
    #expect(layout.node(named: "s")?.order == "sized last: Spacer")
    // In cells the default is 1 column, and 1 row in a VStack.
    let cells = vstack(color("a").frame(height: 2), color("b").frame(height: 2))
      .layout(proposal: propose(3, nil), metrics: .cell)
    #expect(frameOf(cells, "b") == frame(0, 3, 3, 2))
  }

  // MARK: Modifiers

  @Test("frame(width:height:) returns its dimensions and centres the content")
  func fixedFrame() {
    let centred = text("t", "Hello").frame(width: 9, height: 3).layout(
      proposal: propose(100, 100), metrics: .cell)
    #expect(centred.size == Size(width: 9, height: 3))
    // The Text is proposed 9 x 3 and is 5 x 1: (9 - 5) / 2 = 2, (3 - 1) / 2 = 1.
    #expect(centred.nodes[0].contentFrame == frame(2, 1, 5, 1))
    let corner = text("t", "Hello").frame(width: 9, height: 3, alignment: .bottomTrailing)
      .layout(proposal: propose(100, 100), metrics: .cell)
    #expect(corner.nodes[0].contentFrame == frame(4, 2, 5, 1))
    // A missing dimension is the content's: the height of one line.
    let widthOnly = text("t", "Hello").frame(width: 9).layout(
      proposal: propose(100, 100), metrics: .cell)
    #expect(widthOnly.size == Size(width: 9, height: 1))
    // Content wider than the frame sticks out on both sides.
    let wide = text("t", "Hello").fixedSize().frame(width: 3).layout(
      proposal: propose(100, 100), metrics: .cell)
    #expect(wide.nodes[0].contentFrame == frame(-1, 0, 5, 1))
  }

  @Test("flexible frame, unspecified proposal: idealWidth, else the content's ideal clamped")
  func flexibleFrameUnspecified() {
    #expect(
      color("c").frame(idealWidth: 40).layout(proposal: propose(nil, 5)).size
        == Size(width: 40, height: 5))
    // Content ideal 10 clamped to minWidth 20.
    #expect(
      color("c").frame(minWidth: 20).layout(proposal: propose(nil, 5)).size
        == Size(width: 20, height: 5))
    // maxWidth infinity: the content's ideal 10.
    #expect(
      color("c").frame(maxWidth: .infinity).layout(proposal: propose(nil, 5)).size.width == 10)
  }

  @Test("flexible frame with min and max: clamp(P, min, max)")
  func flexibleFrameMinMax() {
    for (proposed, expected) in [(100.0, 50.0), (10, 20), (30, 30)] {
      let layout = color("c").frame(minWidth: 20, maxWidth: 50).layout(
        proposal: propose(proposed, 5))
      #expect(layout.size.width == expected, "proposed \(proposed)")
    }
  }

  @Test("flexible frame with only min: max(min(P, content), min)")
  func flexibleFrameMinOnly() {
    // "Hello" is 5 columns. P = 20: content proposed 20 is 5: max(min(20, 5), 8) = 8.
    let wide = text("t", "Hello").frame(minWidth: 8).layout(
      proposal: propose(20, 1), metrics: .cell)
    #expect(wide.size.width == 8)
    #expect(wide.nodes[0].contentFrame.x == 1.5)
    // P = 3: content proposed max(3, 8) = 8 is 5: max(min(3, 5), 8) = 8.
    let narrow = text("t", "Hello").frame(minWidth: 8).layout(
      proposal: propose(3, 1), metrics: .cell)
    #expect(narrow.size.width == 8)
  }

  @Test(
    "flexible frame with only max: min(max(P, content), max); maxWidth infinity gives max(P, content)"
  )
  func flexibleFrameMaxOnly() {
    let infinite = text("t", "Hello").frame(maxWidth: .infinity).layout(
      proposal: propose(20, 1), metrics: .cell)
    #expect(infinite.size.width == 20)
    #expect(infinite.nodes[0].contentFrame == frame(7.5, 0, 5, 1))
    let capped = color("c").frame(maxWidth: 100).layout(proposal: propose(150, 1))
    #expect(capped.size.width == 100)
    // A content wider than P: "Hello" fixed at 5 in a proposal of 3: max(3, 5) = 5.
    let fixed = text("t", "Hello").fixedSize().frame(maxWidth: 10).layout(
      proposal: propose(3, 1), metrics: .cell)
    #expect(fixed.size.width == 5)
  }

  @Test("padding proposes P minus the insets and adds them to the content")
  func padding() {
    // .padding() is 16 points: content proposed 100 - 32 = 68 by 50 - 32 = 18.
    let layout = color("c").padding().layout(proposal: propose(100, 50))
    #expect(layout.size == Size(width: 100, height: 50))
    #expect(layout.nodes[0].contentFrame == frame(16, 16, 68, 18))
    // Unspecified: "Hi" is 16 x 16, plus 32 on each axis.
    let ideal = text("t", "Hi").padding().layout(proposal: .unspecified)
    #expect(ideal.size == Size(width: 48, height: 48))
    // More padding than proposal: the content is proposed 0, the result overflows.
    let tight = color("c").padding(30).layout(proposal: propose(40, 40))
    #expect(tight.size == Size(width: 60, height: 60))
    // In cells .padding() is 2 columns and 1 row.
    let cells = text("t", "Hi").padding().layout(proposal: .unspecified, metrics: .cell)
    #expect(cells.size == Size(width: 6, height: 3))
    #expect(cells.nodes[0].contentFrame == frame(2, 1, 2, 1))
    // Separate edges.
    let edges = color("c").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
      .layout(proposal: propose(20, 10))
    #expect(edges.nodes[0].contentFrame == frame(2, 1, 14, 6))
  }

  @Test("fixedSize proposes unspecified on the fixed axes")
  func fixedSize() {
    let both = text("t", "Hello world").fixedSize().layout(
      proposal: propose(3, 1), metrics: .cell)
    #expect(both.size == Size(width: 11, height: 1))
    // Only vertical: the width is still proposed, so the Text wraps to 3 columns
    // ("Hel", "lo", "wor", "ld") and takes all 4 lines.
    let vertical = text("t", "Hello world").fixedSize(horizontal: false, vertical: true)
      .layout(proposal: propose(3, 1), metrics: .cell)
    #expect(vertical.size == Size(width: 3, height: 4))
  }

  @Test("layoutPriority counts only outermost: frame and padding hide it, fixedSize passes it on")
  func priorityOutermostOnly() {
    let hidden = hstack(spacing: 0, color("a").layoutPriority(1).padding(0), color("b"))
      .layout(proposal: propose(100, 10))
    // Hidden by the padding: both priority 0, 50 each.
    #expect(frameOf(hidden, "a").width == 50)
    #expect(hidden.node(named: "a")?.layoutPriority == 0)
    let outer = hstack(spacing: 0, color("a").padding(0).layoutPriority(1), color("b"))
      .layout(proposal: propose(100, 10))
    #expect(frameOf(outer, "a").width == 100)
    let framed = hstack(spacing: 0, color("a").layoutPriority(1).frame(maxWidth: .infinity))
      .layout(proposal: propose(100, 10))
    #expect(framed.node(named: "a")?.layoutPriority == 0)
    let fixed = hstack(text("t", "ab").layoutPriority(2).fixedSize(), color("c"))
      .layout(proposal: propose(100, 10))
    #expect(fixed.node(named: "t")?.layoutPriority == 2)
    // A Spacer with a frame is no longer minus infinity; with a priority it is that.
    #expect(
      hstack(spacer("s").frame(width: 3)).layout(proposal: .unspecified).node(named: "s")?
        .layoutPriority == 0)
    #expect(
      hstack(spacer("s").layoutPriority(1)).layout(proposal: .unspecified).node(named: "s")?
        .layoutPriority == 1)
  }

  @Test("lineLimit applies to every Text below it, the closest one winning")
  func lineLimitEnvironment() {
    let layout = vstack(
      text("a", "one two three"), text("b", "four five six").lineLimit(nil)
    )
    .lineLimit(1)
    .layout(proposal: propose(5, nil), metrics: .cell)
    // a: "one", "two", "three" limited to 1: "one two three" cut to 4 + "…".
    #expect(layout.node(named: "a")?.textLines == ["one…"])
    #expect(layout.node(named: "b")?.textLines == ["four", "five", "six"])
    // The limit does not hide a layoutPriority.
    let priority = hstack(text("t", "x").layoutPriority(1).lineLimit(2))
      .layout(proposal: .unspecified)
    #expect(priority.node(named: "t")?.layoutPriority == 1)
  }

  // MARK: Alignment

  @Test("HStack alignment: top, center, bottom put children at 0, (H - h) / 2, H - h")
  func verticalAlignments() {
    for (alignment, ys) in [
      (VerticalAlignment.top, [0.0, 0]), (.center, [15, 0]), (.bottom, [30, 0]),
    ] {
      let layout = hstack(
        spacing: 0, alignment: alignment, color("a").frame(width: 10, height: 10),
        color("b").frame(width: 10, height: 40)
      )
      .layout(proposal: propose(20, 100))
      #expect(layout.size.height == 40)
      #expect([frameOf(layout, "a").y, frameOf(layout, "b").y] == ys, "\(alignment)")
    }
  }

  @Test(
    "first and last text baselines: the bottom of the first or last line; other views their bottom")
  func baselines() {
    // Cells. Text "a\nb\nc": first baseline 1, last 3. The Color (2 tall) has none:
    // its bottom, 2. "x": 1 and 1.
    func layout(_ alignment: VerticalAlignment) -> SwiftUILayout {
      hstack(
        spacing: 0, alignment: alignment, text("t", "a\nb\nc"),
        color("c").frame(width: 2, height: 2), text("x", "x")
      )
      .layout(proposal: propose(10, 10), metrics: .cell)
    }
    // First: tops at -1, -2, -1; the union runs from -2 to max(2, 0, 0) = 2.
    let first = layout(.firstTextBaseline)
    #expect(first.size.height == 4)
    #expect(first.nodes.dropFirst().map(\.frame.y) == [1, 0, 1])
    #expect(first.nodes[0].firstBaseline == 2)
    // Last: tops at -3, -2, -1; the union runs from -3 to 0.
    let last = layout(.lastTextBaseline)
    #expect(last.size.height == 3)
    #expect(last.nodes.dropFirst().map(\.frame.y) == [0, 1, 2])
    #expect(last.nodes[0].lastBaseline == 3)
  }

  @Test("baselines pass through padding and stacks")
  func nestedBaselines() {
    // The padded Text's baseline is 1 + 1 = 2 below its top; the VStack's first
    // baseline is its first Text's (1), its last the second Text's (1 + 1 + 1 = 3).
    let layout = hstack(
      spacing: 0, alignment: .firstTextBaseline, text("p", "p").padding(1),
      vstack(name: "v", spacing: 1, text("a", "a"), text("b", "b"))
    )
    .layout(proposal: .unspecified, metrics: .cell)
    // Guides 2 and 1: tops -2 and -1; the union runs from -2 to max(1, 2) = 2.
    #expect(frameOf(layout, "p").y == 0)
    #expect(frameOf(layout, "v").y == 1)
    #expect(layout.size.height == 4)
    #expect(layout.node(named: "v")?.lastBaseline == 3)
  }

  @Test("VStack alignment: leading, center, trailing")
  func horizontalAlignments() {
    for (alignment, xs) in [
      (HorizontalAlignment.leading, [0.0, 0]), (.center, [15, 0]), (.trailing, [30, 0]),
    ] {
      let layout = vstack(
        spacing: 0, alignment: alignment, color("a").frame(width: 10, height: 10),
        color("b").frame(width: 40, height: 10)
      )
      .layout(proposal: propose(100, 20))
      #expect(layout.size.width == 40)
      #expect([frameOf(layout, "a").x, frameOf(layout, "b").x] == xs, "\(alignment)")
    }
  }

  // MARK: ZStack

  @Test("a ZStack is as large as its highest-priority children, then proposes that to all")
  func zstackSizing() {
    let layout = zstack(color("c"), text("t", "Hello").layoutPriority(1))
      .layout(proposal: propose(20, 10), metrics: .cell)
    // Only t is measured with 20 x 10: 5 x 1. The Color is proposed 5 x 1.
    expectFrames(
      layout, size: Size(width: 5, height: 1),
      ["c": frame(0, 0, 5, 1), "t": frame(0, 0, 5, 1)])
    #expect(layout.node(named: "c")?.order?.hasPrefix("proposed the ZStack's size") == true)
    // Equal priorities: the largest width and height of all.
    let equal = zstack(color("c").frame(width: 3, height: 4), text("t", "Hello"))
      .layout(proposal: propose(20, 10), metrics: .cell)
    #expect(equal.size == Size(width: 5, height: 4))
  }

  @Test("ZStack alignment on both axes")
  func zstackAlignment() {
    let layout = zstack(
      alignment: .bottomTrailing, color("c").frame(width: 6, height: 4), text("t", "ab")
    )
    .layout(proposal: .unspecified, metrics: .cell)
    // 6 x 4; "ab" is 2 x 1 at (6 - 2, 4 - 1).
    expectFrames(
      layout, size: Size(width: 6, height: 4),
      ["c": frame(0, 0, 6, 4), "t": frame(4, 3, 2, 1)])
    let topLeading = zstack(
      alignment: .topLeading, color("c").frame(width: 6, height: 4), text("t", "ab")
    )
    .layout(proposal: .unspecified, metrics: .cell)
    #expect(frameOf(topLeading, "t") == frame(0, 0, 2, 1))
  }

  @Test("ZStack z order is source order whatever the priorities")
  func zstackOrder() {
    let layout = zstack(color("back"), color("front").layoutPriority(5))
      .layout(proposal: propose(10, 10))
    #expect(layout.nodes.compactMap(\.name) == ["back", "front"])
  }

  // MARK: Rounding

  @Test("edges are rounded once at the end, halves up; neighbours tile exactly")
  func rounding() {
    let layout = hstack(spacing: 0, color("a"), color("b"), color("c"))
      .layout(proposal: propose(10, 1))
    // Edges 0, 3.333, 6.667, 10 -> 0, 3, 7, 10: widths 3, 4, 3.
    let cells = layout.roundedFrames()
    #expect(cells.dropFirst().map(\.column) == [0, 3, 7])
    #expect(cells.dropFirst().map(\.columns) == [3, 4, 3])
    // Halves go up, in global coordinates: 0.5...1.5 is 1..<2; moved by 0.25
    // (0.75...1.75) it is still 1..<2.
    let half = Rect(x: 0.5, y: 0, width: 1, height: 1)
    #expect(SwiftUILayout.roundedFrame(of: half).column == 1)
    #expect(SwiftUILayout.roundedFrame(of: half).columns == 1)
    #expect(
      SwiftUILayout.roundedFrame(of: half, originX: 0.25)
        == CellFrame(column: 1, row: 0, columns: 1, rows: 1))
    // -0.5 goes up to 0.
    #expect(SwiftUILayout.roundedFrame(of: Rect(x: -0.5, y: 0, width: 1, height: 1)).column == 0)
    // Points to cells: 16 points at one column per point and half a row per point.
    let scaled = SwiftUILayout.roundedFrame(
      of: Rect(x: 8, y: 16, width: 24, height: 16), columnsPerUnit: 1, rowsPerUnit: 0.5)
    #expect(scaled == CellFrame(column: 8, row: 8, columns: 24, rows: 8))
  }
}
