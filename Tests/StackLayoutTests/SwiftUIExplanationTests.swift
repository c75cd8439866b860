import Testing

@testable import StackLayout

/// The one-line reasons: what each node was proposed, what it chose, and why.
@Suite("SwiftUI explanations")
struct SwiftUIExplanationTests {
  @Test("a wrapping Text: proposed 5 wide, chose 3")
  func wrappingText() {
    // "abc", "def", "gh" in 5 columns; the only child has no order to tell.
    let layout = hstack(text("t", "abc def gh")).layout(proposal: propose(5, 3), metrics: .cell)
    #expect(
      layout.node(named: "t")?.reason == "proposed 5 wide, chose 3: Text wraps to 3 lines")
  }

  @Test("a Spacer is sized last")
  func spacerSizedLast() {
    let layout = hstack(
      color("a").frame(width: 10), color("b").frame(width: 10), spacer("s"),
      color("c").frame(width: 10)
    )
    .layout(proposal: propose(100, 10))
    // a, b, c first (flexibility 0), with the Spacer's minimum 8 kept back:
    // 100 - 8 - 8 = 84, minus 30: 54; the Spacer gets its 8 back: 62.
    #expect(
      layout.node(named: "s")?.reason
        == "sized last: Spacer; proposed 62 wide (62 left), chose 62: Spacer max(proposed 62, minLength 8) = 62, 0 tall across the HStack"
    )
    #expect(
      layout.node(named: "b")?.reason
        == "proposed 2nd of 4: flexibility 0, tied: source order; proposed 37 wide (74 left / 2, 8 kept for lower priorities), chose 10: frame width 10; its height from its content"
    )
  }

  @Test("flexible frames say their formula")
  func flexibleFrames() {
    let layout = hstack(
      spacing: 0, color("red").frame(maxWidth: 100), color("green").frame(minWidth: 100)
    )
    .layout(proposal: propose(150, 100))
    #expect(
      layout.node(named: "red")?.reason
        == "proposed first: flexibility 100, the least; proposed 75 wide (150 left / 2), chose 75: frame min(max(proposed 75, content 75), maxWidth 100) = 75"
    )
    #expect(
      layout.node(named: "green")?.reason
        == "sized last: infinitely flexible, the most; proposed 75 wide (75 left), chose 100: frame max(min(proposed 75, content 100), minWidth 100) = 100"
    )
    let ideal = color("c").frame(idealWidth: 40).layout(proposal: propose(nil, 5))
    #expect(
      ideal.nodes[0].reason
        == "proposed width unspecified, height 5, chose 40x5: frame idealWidth 40 (unspecified proposal)"
    )
  }

  @Test("the root and stacks say how they add up")
  func stacks() {
    let layout = hstack(spacing: 0, color("a"), color("b"), color("c"))
      .layout(proposal: propose(300, 100))
    #expect(
      layout.nodes[0].reason
        == "proposed 300x100, chose 300x100: HStack of 3: its children's widths and the spacing add up to 300; as tall as its aligned children"
    )
    #expect(layout.nodes[0].order == nil)
    let vertical = vstack(
      color("a").frame(width: 2, height: 3), text("t", "abc de"), spacer("s"),
      color("b").frame(width: 4)
    )
    .layout(proposal: propose(5, 12), metrics: .cell)
    #expect(
      vertical.node(named: "t")?.reason
        == "proposed 2nd of 4: flexibility 1; proposed 3.5 tall (7 left / 2, 1 kept for lower priorities), chose 2: Text wraps to 2 lines"
    )
  }

  @Test("modifiers: padding, frame, fixedSize")
  func modifiers() {
    #expect(
      text("t", "Hi").padding().layout(proposal: .unspecified).nodes[0].reason
        == "proposed width unspecified, height unspecified, chose 48x48: padding adds 16 on every edge to its content's 16x16"
    )
    #expect(
      color("c").frame(width: 50).layout(proposal: propose(100, 40)).nodes[0].reason
        == "proposed 100x40, chose 50x40: frame width 50; its height from its content")
    #expect(
      text("t", "Hello world").fixedSize().layout(proposal: propose(3, 1), metrics: .cell)
        .nodes[0].reason
        == "proposed 3x1, chose 11x1: fixedSize asks for its ideal size: Text's ideal: 1 line, no wrapping"
    )
  }

  @Test("truncated Text says why")
  func truncation() {
    #expect(
      text("t", "one two three").lineLimit(2).layout(proposal: propose(5, nil), metrics: .cell)
        .nodes[0].reason
        == "proposed width 5, height unspecified, chose 4x2: Text truncated to 2 lines with an ellipsis (lineLimit 2)"
    )
    #expect(
      text("t", "Hello wonderful world").layout(proposal: propose(9, 2), metrics: .cell)
        .nodes[0].reason
        == "proposed 9x2, chose 9x2: Text truncated to 2 lines with an ellipsis (the height fits 2 lines)"
    )
  }

  @Test("Color with an unspecified axis")
  func colorWithUnspecifiedAxis() {
    #expect(
      color("c").layout(proposal: propose(nil, 5)).nodes[0].reason
        == "proposed width unspecified, height 5, chose 10x5: Color takes what it is proposed, and its ideal 10x10 where it is unspecified"
    )
  }

  @Test("ZStack children: who sizes it and who is proposed its size")
  func zstackChildren() {
    let layout = zstack(color("c"), text("t", "Hello").layoutPriority(1))
      .layout(proposal: propose(20, 10), metrics: .cell)
    #expect(
      layout.node(named: "c")?.reason
        == "proposed the ZStack's size: layoutPriority 0 is below 1; proposed 5x1, chose 5x1: Color takes what it is proposed"
    )
    #expect(
      layout.node(named: "t")?.reason
        == "sizes the ZStack: layoutPriority 1, the highest; proposed 5x1, chose 5x1: Text fits on 1 line"
    )
  }
}
