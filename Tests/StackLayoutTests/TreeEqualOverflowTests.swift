import Testing

@testable import StackLayout

/// A root pinned along its axis whose required lengths cannot all hold, with
/// `fillEqually` stacks in the tree (uikit-stack.md, "Nested stacks" and
/// "fillEqually"): squeezing such a stack of `n` views by `n` points costs a
/// point of required error for each view whose required length binds, less
/// than the point the root's trailing connection costs while some view does
/// not bind, so the stack gives way before the root overflows. So do the gaps
/// of an `equalSpacing` stack whose gaps follow different spacing.
@Suite("Nested stacks: fillEqually stacks of an overflowing root")
struct TreeEqualOverflowTests {
  /// A row pinned `width` wide, aligned fill, spacing 0: a fillEqually row of
  /// `equal` (spacing 0), then `c`, 30 wide with required compression
  /// resistance. Every view is 10 tall.
  static func row(width: Double, equal: [ArrangedView]) -> StackView {
    StackView(
      axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 0,
      size: PartialSize(width: width),
      arrangedSubviews: [
        nested(
          "equal",
          StackView(
            axis: .horizontal, distribution: .fillEqually, alignment: .fill, spacing: 0,
            arrangedSubviews: equal)),
        required("c", width: 30),
      ])
  }

  /// A view `width` wide and 10 tall whose horizontal compression resistance
  /// is required.
  static func required(_ name: String, width: Double) -> ArrangedView {
    arranged(
      name, width: width, height: 10,
      compressionResistance: PerAxis(horizontal: 1000, vertical: 750))
  }

  /// Expects the direct method for trees to lay `stack` out on its own,
  /// with the size and frames worked out by hand, and the constraint solver
  /// to agree (`label` names the case); returns the layout.
  @discardableResult
  static func expectDirect(
    _ stack: StackView, size: Size, frames: [Rect], _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> StackViewLayout {
    #expect(NestedStackTests.coveredDirectly(stack), sourceLocation: sourceLocation)
    let layout = stack.layout()
    expectLayout(layout, size: size, frames: frames, sourceLocation: sourceLocation)
    #expect(TreeDirectMethodTests.agrees(stack, label), sourceLocation: sourceLocation)
    return layout
  }

  @Test("a fillEqually row squeezed past its views' required widths, not the root overflowing")
  func squeezedBeforeOverflowing() {
    // a (60) and b (20) resist compression with required priority, d (5) does
    // not. The views want 3 × 60 + 30 = 210 of the 75. Squeezing the equal row
    // by 3 points costs a point of a's error while each view is over 20 (1/3
    // a point per point), then a's and b's (2/3): both less than the point
    // the trailing connection costs, and c's own point ranks above it. So the
    // row takes 75 - 30 = 45, 15 each: required errors 45 + 5 = 50, against
    // 210 - 75 = 135 for overflowing.
    let stack = Self.row(
      width: 75,
      equal: [
        Self.required("a", width: 60), Self.required("b", width: 20),
        arranged("d", width: 5, height: 10),
      ])
    let layout = Self.expectDirect(
      stack, size: Size(width: 75, height: 10),
      frames: [
        frame(0, 0, 45, 10), frame(0, 0, 15, 10), frame(15, 0, 15, 10), frame(30, 0, 15, 10),
        frame(45, 0, 30, 10),
      ], "squeezed")
    // The reasons say which required width gives way, and why.
    let reasons = layout.views.map(\.reason.along)
    #expect(
      reasons[0]
        == "a nested stack has no intrinsic width: its content makes it 45, giving up a "
        + "required length inside (a gives up 45 of a required width): the tree's required "
        + "constraints cannot all hold, and this gives up the least")
    #expect(
      reasons[1]
        == "equal share (fillEqually): every view of equal is 15; its required compression "
        + "resistance gives way by 45 (the tree's required constraints cannot all hold)")
    #expect(reasons[3] == "equal share (fillEqually): every view of equal is 15")
  }

  @Test("every view of the fillEqually row binding: the root's trailing connection gives way")
  func everyViewBinding() {
    // a and b both resist compression at 60 with required priority: squeezing
    // the row costs a point per point, as much as the trailing connection,
    // which ranks below every view and gives way. The content is 120 + 30 =
    // 150 long and runs 50 past the root's trailing edge.
    let stack = Self.row(
      width: 100, equal: [Self.required("a", width: 60), Self.required("b", width: 60)])
    Self.expectDirect(
      stack, size: Size(width: 100, height: 10),
      frames: [
        frame(0, 0, 120, 10), frame(0, 0, 60, 10), frame(60, 0, 60, 10), frame(120, 0, 30, 10),
      ], "binding")
  }

  @Test("an equalSpacing row whose gaps follow different spacing gives up its widest spacing")
  func unevenGapsSqueezed() {
    // p, q and r must be 20 wide, 30 after p and 0 after q: the gaps (equal,
    // required) are at least 30, the row at least 60 + 60 = 120, and c at
    // least 30, in 100. Shortening both gaps by a point gives up a point of
    // the spacing after p only: half a point for each point of the row, less
    // than the trailing connection's point. So the gaps give the 50: 5 each,
    // the row 70 wide, and the spacing after p gives up 25.
    var row = StackView(
      axis: .horizontal, distribution: .equalSpacing, alignment: .fill, spacing: 0,
      arrangedSubviews: [
        Self.required("p", width: 20), Self.required("q", width: 20),
        Self.required("r", width: 20),
      ])
    row.arrangedSubviews[0].customSpacingAfter = 30
    let stack = StackView(
      axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 0,
      size: PartialSize(width: 100),
      arrangedSubviews: [nested("row", row), Self.required("c", width: 30)])
    Self.expectDirect(
      stack, size: Size(width: 100, height: 10),
      frames: [
        frame(0, 0, 70, 10), frame(0, 0, 20, 10), frame(25, 0, 20, 10), frame(50, 0, 20, 10),
        frame(70, 0, 30, 10),
      ], "uneven gaps")
  }

  /// A column pinned 100 tall holding an equalSpacing column of `count`
  /// views 1 tall, each followed by a spacing of its own (`index / 4`): too
  /// long, so the gaps would be squeezed.
  static func manySpacings(_ count: Int) -> StackView {
    let views = (0..<count).map { index in
      var view = arranged("v\(index)", width: 10, height: 1)
      view.customSpacingAfter = Double(index) / 4
      return view
    }
    return StackView(
      axis: .vertical, distribution: .fill, alignment: .fill, spacing: 0,
      size: PartialSize(width: 100, height: 100),
      arrangedSubviews: [
        nested(
          "column",
          StackView(
            axis: .vertical, distribution: .equalSpacing, alignment: .fill, spacing: 0,
            arrangedSubviews: views))
      ])
  }

  @Test("gaps after many different spacings: within the budget laid out, past it handed over")
  func gapsWithinTheBudget() {
    // 600 views: 599 gaps, 598 pieces of up to 599 terms (about 180,000),
    // within the million. The gaps' required spacing (up to 149.75 each)
    // cannot hold in 100, so the views, resisting at 750 only, go to 0
    // first, and the 599 equal gaps share the whole 100.
    let within = Self.manySpacings(600).layout()
    #expect(within.notLaidOut == nil)
    #expect(within.views[0].frame.height == 100)
    #expect(within.views[1].frame.height == 0 && within.views[600].frame.height == 0)
    #expect(abs(within.views[600].frame.y - 100) < 1e-9)
    // 3,000 views: about 4.5 million terms. Building them took seconds and
    // gigabytes; the budget stops them and the tree is not laid out.
    let past = Self.manySpacings(3_000).layout()
    #expect(past.notLaidOut?.contains("too many pieces for the direct method") == true)
  }

  /// A root row or column pinned along its axis (often too short or too long
  /// for its views' required lengths), fill or equalSpacing, of one to four
  /// views: fillEqually stacks along the same axis of two to four plain views
  /// (spacing 0, 4 or -6, margins now and then); stacks holding one to three
  /// such fillEqually stacks or plain views, along the axis (fill or
  /// equalSpacing) or across it (aligned fill, leading, center or trailing);
  /// and plain views. An equalSpacing stack's gaps often follow different
  /// spacing (custom spacing after a view: 0, 6, 12, 30 or -4). Plain
  /// views' hugging and compression resistance along the axis are often
  /// required; their lengths 0 to 60.
  static func squeezedRoot(_ random: inout SplitMix64) -> StackView {
    let levels: [Double] = [1, 250, 750, 999, 1000, 1000, 1000]
    let axis: Axis = random.chance(50) ? .horizontal : .vertical
    let across: Axis = axis == .horizontal ? .vertical : .horizontal
    func plain(_ name: String) -> ArrangedView {
      var view = arranged(name, width: nil, height: nil)
      view.intrinsicSize.setLength(
        Double(random.element(of: [0, 10, 20, 30, 45, 60])), along: axis)
      view.intrinsicSize.setLength(Double(random.element(of: [10, 20])), along: across)
      view.hugging[axis] = random.element(of: levels)
      view.compressionResistance[axis] = random.element(of: levels)
      return view
    }
    func equal(_ name: String) -> ArrangedView {
      var stack = StackView(
        axis: axis, distribution: .fillEqually,
        alignment: random.element(of: [.fill, .leading, .center]),
        spacing: random.element(of: [0, 4, -6]),
        arrangedSubviews: (0..<random.int(2...4)).map { plain("\(name).\($0)") })
      if random.chance(15) {
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 2, leading: 3, bottom: 4, trailing: 5)
      }
      return nested(name, stack)
    }
    func holder(_ name: String) -> ArrangedView {
      let along = random.chance(50)
      var stack = StackView(
        axis: along ? axis : across, distribution: .fill,
        alignment: random.element(of: [.fill, .leading, .center, .trailing]),
        spacing: random.element(of: [0, 4]),
        arrangedSubviews: (0..<random.int(1...3)).map { index in
          random.chance(60) ? equal("\(name).\(index)") : plain("\(name).\(index)")
        })
      if along && random.chance(40) { spaceUnevenly(&stack) }
      return nested(name, stack)
    }
    // equalSpacing, with gaps after different spacing now and then.
    func spaceUnevenly(_ stack: inout StackView) {
      stack.distribution = .equalSpacing
      for index in stack.arrangedSubviews.indices where random.chance(40) {
        stack.arrangedSubviews[index].customSpacingAfter = random.element(of: [0, 6, 12, 30, -4])
      }
    }
    var root = StackView(
      axis: axis,
      distribution: random.chance(75) ? .fill : .equalSpacing,
      alignment: random.element(of: [.fill, .leading, .center]),
      spacing: random.element(of: [0, 8]),
      arrangedSubviews: (0..<random.int(1...4)).map { index in
        switch random.int(0...9) {
        case 0...3: equal("s\(index)")
        case 4...6: holder("s\(index)")
        default: plain("v\(index)")
        }
      })
    if root.distribution == .equalSpacing { spaceUnevenly(&root) }
    root.size.setLength(Double(random.int(0...30) * 10), along: axis)
    if random.chance(30) { root.size.setLength(Double(random.int(0...6) * 10), along: across) }
    return root
  }

  /// Whether a view of a fillEqually stack along `stack`'s axis whose views'
  /// required lengths along it can all be one passes its own in `layout`
  /// (the root squeezed or stretched the stack).
  static func squeezed(_ stack: StackView, _ layout: StackViewLayout) -> Bool {
    let axis = stack.axis
    func consistent(_ equal: StackView) -> Bool {
      let bounds = equal.arrangedSubviews.filter { !$0.isHidden }.map { view -> (Double, Double) in
        let length = view.intrinsicSize.length(along: axis) ?? 0
        return (
          view.compressionResistance[axis] >= 1000 ? length : 0,
          view.hugging[axis] >= 1000 ? length : .infinity
        )
      }
      return (bounds.map(\.0).max() ?? 0) <= (bounds.map(\.1).min() ?? .infinity)
    }
    // The views in depth-first pre-order, with the stack each belongs to.
    var pending = stack.arrangedSubviews.reversed().map { ($0, stack) }
    var frames = layout.views.makeIterator()
    while let (view, holder) = pending.popLast(), let laid = frames.next() {
      if let nested = view.stack {
        pending.append(contentsOf: nested.arrangedSubviews.reversed().map { ($0, nested) })
        continue
      }
      guard holder.distribution == .fillEqually, holder.axis == axis, !view.isHidden,
        let intrinsic = view.intrinsicSize.length(along: axis), consistent(holder)
      else { continue }
      let length = axis == .horizontal ? laid.frame.width : laid.frame.height
      if view.compressionResistance[axis] >= 1000 && length < intrinsic - 1e-6 { return true }
      if view.hugging[axis] >= 1000 && length > intrinsic + 1e-6 { return true }
    }
    return false
  }

  /// Whether a gap of an equalSpacing stack along `stack`'s axis is shorter
  /// than its spacing in `layout` (the root squeezed the stack's gaps).
  static func squeezedGap(_ stack: StackView, _ layout: StackViewLayout) -> Bool {
    let axis = stack.axis
    var frames = layout.views.makeIterator()
    func walk(_ holder: StackView) -> Bool {
      var found = false
      var laid: [(index: Int, frame: Rect)] = []
      for (index, view) in holder.arrangedSubviews.enumerated() {
        guard let frame = frames.next()?.frame else { return found }
        if !view.isHidden { laid.append((index, frame)) }
        if let nested = view.stack, walk(nested) { found = true }
      }
      guard holder.distribution == .equalSpacing, holder.axis == axis else { return found }
      for (previous, next) in zip(laid, laid.dropFirst()) {
        let end =
          axis == .horizontal
          ? previous.frame.x + previous.frame.width : previous.frame.y + previous.frame.height
        let start = axis == .horizontal ? next.frame.x : next.frame.y
        if start - end < holder.spacing(after: previous.index) - 1e-6 { found = true }
      }
      return found
    }
    return walk(stack)
  }

  @Test(
    "random roots squeezing fillEqually stacks: the constraint solver's frames", arguments: 0..<4)
  func randomSqueezedRoots(batch: Int) {
    var trees = 0
    var direct = 0
    var squeezedTrees = 0
    var spacedTrees = 0
    for seed in (batch * 2_500)..<((batch + 1) * 2_500) {
      var random = SplitMix64(seed: 0xE0F1_0000 &+ UInt64(seed))
      let stack = Self.squeezedRoot(&random)
      guard stack.hasNestedStacks else { continue }
      trees += 1
      guard NestedStackTests.coveredDirectly(stack) else { continue }
      direct += 1
      if TreeDirectMethodTests.agrees(stack, "seed \(seed)") {
        let layout = stack.layout(using: .direct)
        if Self.squeezed(stack, layout) { squeezedTrees += 1 }
        if Self.squeezedGap(stack, layout) { spacedTrees += 1 }
      }
    }
    print(
      "squeezed roots: \(direct) of \(trees) laid out directly, \(squeezedTrees) squeezed, "
        + "\(spacedTrees) with gaps squeezed")
    // Over the four batches, 4,899 of 8,990 such trees laid out directly, 0
    // differing: 1,654 with a fillEqually stack squeezed or stretched by the
    // root, 125 with an equalSpacing stack's gaps squeezed (before, 3,127
    // laid out directly, none of them squeezed). Most of the others have a
    // fillEqually stack whose own views' required lengths cannot all be one,
    // or one holding views the root squeezes. Gaps kept at their widest
    // spacing (their required spacing not a cost) made 1,045 checks fail;
    // the leading connection (ranked above every view) giving way instead of
    // the trailing one, 626 (before equalSpacing stacks were generated).
    #expect(trees >= 2_000 && direct * 100 >= trees * 50, "\(direct) of \(trees)")
    #expect(squeezedTrees >= 300, "\(squeezedTrees) squeezed")
    #expect(spacedTrees >= 10, "\(spacedTrees) with gaps squeezed")
  }
}
