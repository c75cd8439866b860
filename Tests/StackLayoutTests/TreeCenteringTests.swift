import Testing

@testable import StackLayout

/// equalCentering stacks holding nested stacks, and roots past 32 views, laid
/// out by the direct method for trees (``RigidCentering``).
@Suite("Nested stacks: equalCentering with nested stacks and long roots")
struct TreeCenteringTests {
  /// A plain view of random lengths, with the usual priorities or, now and
  /// then, others: hugging at any, compression resistance mostly above the
  /// centring's (a view that trades its length with the centring is not
  /// covered).
  static func plain(_ random: inout SplitMix64, _ name: String) -> ArrangedView {
    func length() -> Double { Double(random.element(of: [0, 10, 16, 20, 30, 45, 60])) }
    func hugging() -> Double {
      random.chance(85) ? 250 : random.element(of: [1, 50, 51, 149, 151, 251, 749, 1000])
    }
    func resistance() -> Double {
      random.chance(85) ? 750 : random.element(of: [151, 250, 749, 751, 999, 1000, 50])
    }
    return ArrangedView(
      name: name, intrinsicSize: PartialSize(width: length(), height: length()),
      hugging: PerAxis(horizontal: hugging(), vertical: hugging()),
      compressionResistance: PerAxis(horizontal: resistance(), vertical: resistance()))
  }

  /// A nested row or column of two or three plain views: any distribution
  /// but equalCentering, any alignment but by baselines.
  static func nested(_ random: inout SplitMix64, _ name: String) -> ArrangedView {
    var stack = StackView(
      axis: random.chance(50) ? .horizontal : .vertical,
      distribution: random.element(of: [.fill, .fill, .fillEqually, .equalSpacing]),
      alignment: random.element(of: [.fill, .leading, .center, .trailing]),
      spacing: random.element(of: [0, 4, 8]))
    for index in 0..<random.int(2...3) {
      stack.arrangedSubviews.append(plain(&random, "\(name).\(index)"))
    }
    return ArrangedView(name: name, stack: stack)
  }

  /// An equalCentering root of `count` views, about one in five a nested
  /// stack (at most 64 views in all), some hidden; pinned along its axis with
  /// room to spare, too little room or none at all, or free.
  static func root(_ random: inout SplitMix64, count: Int) -> StackView {
    let axis: Axis = random.chance(50) ? .horizontal : .vertical
    var stack = StackView(
      axis: axis, distribution: .equalCentering, alignment: .fill,
      spacing: random.element(of: [0, 2, 8, -4]))
    var views = 0
    for index in 0..<count {
      var view =
        views + 4 <= StackView.constraintSolverViewLimit - (count - index) && random.chance(20)
        ? nested(&random, "v\(index)") : plain(&random, "v\(index)")
      if random.chance(5) { view.isHidden = true }
      if random.chance(5) { view.customSpacingAfter = Double(random.int(0...12)) }
      views += 1 + (view.stack?.arrangedSubviews.count ?? 0)
      stack.arrangedSubviews.append(view)
    }
    if random.chance(15) {
      stack.isLayoutMarginsRelativeArrangement = true
      stack.layoutMargins = EdgeInsets(top: 3, leading: 2, bottom: 5, trailing: 4)
    }
    if random.chance(75) {
      // Around the views' own lengths: from well under to well over.
      let length = Double(count) * random.element(of: [5.0, 20, 28, 40, 60])
      if axis == .horizontal { stack.size.width = length } else { stack.size.height = length }
    }
    return stack
  }

  /// Roots of 33 to 44 views, past the 32 a nested stack's built cost allows,
  /// compared with the constraint solver: about half are laid out directly
  /// (57 of 120), each with the constraint solver's frames; most of the rest
  /// hold a view resisting compression at 50, below the centring, which is
  /// handed over. Before, none was laid out directly: the method covered
  /// equalCentering only for plain views, 32 at most.
  @Test("long equalCentering roots holding nested stacks: the same frames", arguments: 0..<2)
  func longRoots(batch: Int) {
    let (trees, direct) = TreeDirectMethodTests.compare(
      seeds: (batch * 60)..<((batch + 1) * 60), base: 0xCE27_0000
    ) { random in
      let stack = Self.root(&random, count: random.int(33...44))
      return stack.hasNestedStacks ? stack : nil
    }
    #expect(trees >= 50 && direct * 100 >= trees * 40, "\(direct) of \(trees) laid out directly")
  }

  /// A view `height` tall (20 wide) with the usual priorities but its
  /// vertical compression resistance.
  static func bar(_ name: String, _ height: Double, resisting resistance: Double = 750)
    -> ArrangedView
  {
    ArrangedView(
      name: name, intrinsicSize: PartialSize(width: 20, height: height),
      compressionResistance: PerAxis(horizontal: 750, vertical: resistance))
  }

  /// A column of three views, equalCentering, spacing 0: a row `a` of views 20
  /// and 30 tall (aligned center), a plain view `b` 10 tall (resisting
  /// compression at 700), and a row `c` of views 50 tall (resisting at 740)
  /// and 40 tall (aligned center). Each row is as tall as its tallest view:
  /// above that only its spanning fit (51) grows, and below it a view's
  /// compression resistance (740 or 750) gives way, both beyond the centring
  /// (149): a, b and c keep 30, 10 and 50 while the room lets them.
  static func rowsColumn(height: Double?) -> StackView {
    func row(_ name: String, _ views: [ArrangedView]) -> ArrangedView {
      ArrangedView(
        name: name,
        stack: StackView(
          axis: .horizontal, distribution: .fill, alignment: .center, spacing: 0,
          arrangedSubviews: views))
    }
    return StackView(
      axis: .vertical, distribution: .equalCentering, alignment: .leading, spacing: 0,
      size: PartialSize(width: 40, height: height),
      arrangedSubviews: [
        row("a", [bar("a1", 20), bar("a2", 30)]),
        bar("b", 10, resisting: 700),
        row("c", [bar("c1", 50, resisting: 740), bar("c2", 40)]),
      ])
  }

  /// uikit-stack.md, "equalCentering" and "Nested stacks", by hand. The
  /// needs (half of each view and the spacing) are 15 + 5 = 20 between a and
  /// b, 5 + 25 = 30 between b and c.
  @Test("a column of rows centred: roomy, free and squeezed, by hand")
  func rowsCentredByHand() {
    // 200 tall: the centres have 200 - 15 - 25 = 160 between them, 80 per
    // pair, more than either need, so the equality holds: centres at 15, 95,
    // 175. a1 (20 tall) is centred in a's 30: 5 down.
    let roomy = Self.rowsColumn(height: 200)
    #expect(NestedStackTests.coveredDirectly(roomy))
    expectLayout(
      roomy.layout(), size: Size(width: 40, height: 200),
      frames: [
        Rect(x: 0, y: 0, width: 40, height: 30), Rect(x: 0, y: 5, width: 20, height: 20),
        Rect(x: 20, y: 0, width: 20, height: 30), Rect(x: 0, y: 90, width: 20, height: 10),
        Rect(x: 0, y: 150, width: 40, height: 50), Rect(x: 0, y: 150, width: 20, height: 50),
        Rect(x: 20, y: 155, width: 20, height: 40),
      ])
    // Free: the fitting size (50) gives way to the equality (149), which
    // holds from 2 × 30 between the centres (the wider need): 15 + 60 + 25 =
    // 100 tall, centres at 15, 45, 75.
    let free = Self.rowsColumn(height: nil)
    #expect(NestedStackTests.coveredDirectly(free))
    expectLayout(
      free.layout(), size: Size(width: 40, height: 100),
      frames: [
        Rect(x: 0, y: 0, width: 40, height: 30), Rect(x: 0, y: 5, width: 20, height: 20),
        Rect(x: 20, y: 0, width: 20, height: 30), Rect(x: 0, y: 40, width: 20, height: 10),
        Rect(x: 0, y: 50, width: 40, height: 50), Rect(x: 0, y: 50, width: 20, height: 50),
        Rect(x: 20, y: 55, width: 20, height: 40),
      ])
    // 70 tall, 20 less than the views' 90: every gap is its spacing, 0, and
    // the views give way, the cheapest first: b (700) all its 10, then c1
    // (740) 10, down to c2's 40, where c would cost 740 and 750 a point.
    let squeezed = Self.rowsColumn(height: 70)
    #expect(NestedStackTests.coveredDirectly(squeezed))
    expectLayout(
      squeezed.layout(), size: Size(width: 40, height: 70),
      frames: [
        Rect(x: 0, y: 0, width: 40, height: 30), Rect(x: 0, y: 5, width: 20, height: 20),
        Rect(x: 20, y: 0, width: 20, height: 30), Rect(x: 0, y: 30, width: 20, height: 0),
        Rect(x: 0, y: 30, width: 40, height: 40), Rect(x: 0, y: 30, width: 20, height: 40),
        Rect(x: 20, y: 30, width: 20, height: 40),
      ])
  }

  /// Roots of 150 views, past index 99 where the centring equalities tie at
  /// 50 (with the fitting size, when free), some of them columns holding one
  /// view: such a column's cost is its view's, so the tree's frames are those
  /// of the flat stack with the view in its place (laid out by the flat
  /// direct solver, which settles the tied pairs on its own). Pinned with room
  /// to spare for some pairs, too little, or free; the lengths vary so that
  /// the pairs' needs differ.
  @Test("equalCentering roots of 150 views with tied equalities: the flat stack's frames")
  func tiedRoots() {
    var random = SplitMix64(seed: 0x7_1ED)
    for trial in 0..<16 {
      // Every other one a row, and every third with margins and a hidden view.
      let axis: Axis = trial % 2 == 0 ? .vertical : .horizontal
      var flat = StackView(
        axis: axis, distribution: .equalCentering, alignment: .leading,
        spacing: random.element(of: [0, 4]))
      if trial % 3 == 0 {
        flat.isLayoutMarginsRelativeArrangement = true
        flat.layoutMargins = EdgeInsets(top: 5, leading: 7, bottom: 3, trailing: 2)
      }
      var tree = flat
      for index in 0..<150 {
        let length = Double(random.element(of: [10, 16, 20, 30, 60]))
        var view = ArrangedView(
          name: "v\(index)",
          intrinsicSize: axis == .vertical
            ? PartialSize(width: 20, height: length) : PartialSize(width: length, height: 20))
        view.isHidden = trial % 3 == 0 && index == 40
        flat.arrangedSubviews.append(view)
        var holder = ArrangedView(
          name: view.name,
          stack: StackView(
            axis: axis, distribution: .fill, alignment: .fill, spacing: 0,
            arrangedSubviews: [
              ArrangedView(name: "\(view.name).inner", intrinsicSize: view.intrinsicSize)
            ]))
        holder.isHidden = view.isHidden
        tree.arrangedSubviews.append(random.chance(30) ? holder : view)
      }
      let length: Double? = [nil, 3_000, 4_000, 5_000, 9_000][trial % 5]
      flat.size.setLength(length, along: axis)
      tree.size.setLength(length, along: axis)
      #expect(NestedStackTests.coveredDirectly(tree), "trial \(trial)")
      let expected = flat.layout()
      #expect(expected.notLaidOut == nil, "trial \(trial): the flat stack")
      let laid = tree.layout()
      #expect(laid.notLaidOut == nil, "trial \(trial): \(laid.notLaidOut ?? "")")
      #expect(
        !TreeDirectMethodTests.far(
          laid.size.length(along: axis), expected.size.length(along: axis)),
        "trial \(trial)")
      let outer = laid.views.filter { !$0.name.hasSuffix(".inner") }
      for (a, b) in zip(outer, expected.views) {
        let (x, y) = (a.frame, b.frame)
        let same =
          axis == .vertical
          ? !TreeDirectMethodTests.far(x.y, y.y) && !TreeDirectMethodTests.far(x.height, y.height)
          : !TreeDirectMethodTests.far(x.x, y.x) && !TreeDirectMethodTests.far(x.width, y.width)
        #expect(same, "trial \(trial), \(a.name): \(x), flat \(y)")
      }
    }
  }
}
