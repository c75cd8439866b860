extension SwiftUINode {
  /// Lays the tree out: this node is proposed `proposal`, chooses its size, and
  /// places every node inside it, as SwiftUI does (see `swiftui-stack.md`).
  ///
  /// All arithmetic is in floating point; nothing is rounded (round for drawing
  /// with ``SwiftUILayout/roundedFrame(of:columnsPerUnit:rowsPerUnit:originX:originY:)``).
  /// The same tree and proposal always give the same layout.
  ///
  /// - Parameters:
  ///   - proposal: What the root is offered; each axis a length (infinity
  ///     allowed) or unspecified. A negative or NaN length counts as 0.
  ///   - metrics: The unit's character size, default spacing and padding, and
  ///     Color's ideal size.
  public func layout(proposal: ProposedSize, metrics: SwiftUIMetrics = .point) -> SwiftUILayout {
    let engine = SwiftUIEngine(root: self, metrics: metrics)
    return engine.run(proposal: proposal.sanitized)
  }

  /// The layout worked out without any cache or per-axis shortcut: every
  /// element asked is evaluated in full, again each time (exponential in the
  /// depth; for tests that check the caches change nothing).
  func layoutWithoutCaches(proposal: ProposedSize, metrics: SwiftUIMetrics = .point)
    -> SwiftUILayout
  {
    let engine = SwiftUIEngine(root: self, metrics: metrics, caching: false)
    return engine.run(proposal: proposal.sanitized)
  }
}

/// A measured view: its size and its text baselines (distances below its top).
struct Measured: Hashable {
  var size: Size
  var firstBaseline: Double? = nil
  var lastBaseline: Double? = nil

  func length(along axis: Axis) -> Double { size.length(along: axis) }

  /// The baselines moved down by `offset` (when the view is placed inside another).
  func baselines(offsetBy offset: Double) -> (Double?, Double?) {
    (firstBaseline.map { $0 + offset }, lastBaseline.map { $0 + offset })
  }
}

/// The SwiftUI layout engine: propose, choose, place.
///
/// Every view of the tree is addressed as an *element* `(node, level)`: level
/// 0 is the view itself, level `i` the view wrapped in its first `i`
/// modifiers. ``measure(_:_:_:)`` answers a proposal (cached, since stacks ask
/// their children several times); ``place(_:_:_:at:)`` answers it again and
/// records frames, for the one final proposal of each element.
///
/// Answers are cached, so that the time grows with the number of distinct
/// proposals each element gets rather than with the number of times it is
/// asked. An element with no Text inside is cached per axis (see
/// ``FlatNode/isSeparable``): the number of distinct lengths an element is
/// proposed on one axis grows at most by two per stack above it, whereas
/// pairs of lengths would multiply from level to level. A Text is cached by
/// what its layout depends on: the whole columns and lines it is offered, up
/// to what it could use.
final class SwiftUIEngine {
  let metrics: SwiftUIMetrics
  let nodes: [FlatNode]
  // The mutable tables below are read and written millions of times per
  // layout, each time by one short read or write that no other access to the
  // same table overlaps (the engine runs on one thread and never holds an
  // access across a call): they skip the run-time exclusivity checks, which
  // cost a tenth of a layout's instructions.
  @exclusivity(unchecked) private var cache = ProposalTable<Measured>()
  /// The widths and heights of separable elements, by the length proposed on
  /// that axis alone (the other is `nil` in the key).
  @exclusivity(unchecked) var widthCache = ProposalTable<Double>()
  @exclusivity(unchecked) var heightCache = ProposalTable<Double>()
  /// Each node's view as ``separableLength(_:_:_:_:)`` needs it.
  let shapes: [ViewShape]
  /// Every node's modifiers (sanitized), node after node: node `i`'s start at
  /// `modifierStart[i]` and end at `modifierStart[i + 1]`.
  let modifierList: [SwiftUIModifier]
  let modifierStart: [Int]
  /// Every node's children, node after node: node `i`'s start at
  /// `childStart[i]` and end at `childStart[i + 1]`.
  let childList: [Int]
  let childStart: [Int]
  /// By element (``elementIndex(_:_:)``): whether a measured answer's
  /// baselines can change a size or a position (a baseline alignment reads
  /// them, here or in an element that passes them up). Where they cannot,
  /// ``measure(_:_:_:)`` may leave them out; placing works them out again.
  let needsBaselines: [Bool]
  /// For each Text node, its width in columns without wrapping and its length
  /// in characters, once asked.
  @exclusivity(unchecked) private var textBounds: [(columns: Int, characters: Int)?] = []
  /// For each Text node, its characters taken apart, once laid out.
  @exclusivity(unchecked) private var textSources: [TextSource?] = []
  @exclusivity(unchecked) private(set) var records: [NodeRecord] = []
  /// By element (``elementIndex(_:_:)``): the layer as the recording pass
  /// saw it (level 0 is the view itself, `i` is after modifier `i - 1`).
  @exclusivity(unchecked) private(set) var layers: [LayerRecord?] = []

  /// Whether answers are cached (and separable elements measured per axis);
  /// without, every element asked is evaluated in full.
  let caching: Bool

  init(root: SwiftUINode, metrics: SwiftUIMetrics, caching: Bool = true) {
    self.metrics = metrics
    self.caching = caching
    // Built in locals and stored once: the engine's tables are constants, so
    // reading them needs no exclusivity check.
    var nodes: [FlatNode] = []
    Self.flatten(root, into: &nodes, parent: nil, depth: 0, stackAxis: nil, lineLimit: nil)
    // Children come after their parent: one pass from the end settles every subtree.
    for index in nodes.indices.reversed() {
      if case .text = nodes[index].node.kind { nodes[index].isSeparable = false }
      if !nodes[index].isSeparable, let parent = nodes[index].parent {
        nodes[parent].isSeparable = false
      }
    }
    records = Array(repeating: NodeRecord(), count: nodes.count)
    textBounds = Array(repeating: nil, count: nodes.count)
    textSources = Array(repeating: nil, count: nodes.count)
    var shapes: [ViewShape] = []
    var modifierStart: [Int] = []
    var modifierList: [SwiftUIModifier] = []
    shapes.reserveCapacity(nodes.count)
    modifierStart.reserveCapacity(nodes.count + 1)
    // Each node's children, counted from their parents and then listed: in
    // the flattened (depth-first) order, a node's children come in source order.
    var childStart = [Int](repeating: 0, count: nodes.count + 1)
    for index in nodes.indices {
      shapes.append(ViewShape(nodes[index].node.kind))
      modifierStart.append(modifierList.count)
      for modifier in nodes[index].node.modifiers { modifierList.append(modifier.sanitized) }
      if let parent = nodes[index].parent { childStart[parent + 1] += 1 }
    }
    modifierStart.append(modifierList.count)
    for index in nodes.indices { childStart[index + 1] += childStart[index] }
    var childList = [Int](repeating: 0, count: childStart[nodes.count])
    var nextChild = childStart
    for index in nodes.indices {
      guard let parent = nodes[index].parent else { continue }
      childList[nextChild[parent]] = index
      nextChild[parent] += 1
    }
    layers = Array(repeating: nil, count: modifierList.count + nodes.count)
    self.nodes = nodes
    self.shapes = shapes
    self.modifierList = modifierList
    self.modifierStart = modifierStart
    self.childList = childList
    self.childStart = childStart
    // Room for a few lengths per element on each axis, so that the tables
    // seldom grow (each growth inserts every answer again); but not for the
    // frames that answer without their content (never cached), nor for what
    // such a frame wraps (asked only when the frame is proposed nothing).
    if caching {
      var elements = 0
      for index in nodes.indices where nodes[index].isSeparable {
        let start = modifierStart[index]
        let count = modifierStart[index + 1] - start
        for level in 0...count {
          if level < count, Self.answersWithoutContent(modifierList[start + level]) { continue }
          if level > 0, Self.answersWithoutContent(modifierList[start + level - 1]) { continue }
          elements += 1
        }
      }
      widthCache = ProposalTable(capacity: 2 * elements)
      heightCache = ProposalTable(capacity: 2 * elements)
    }
    needsBaselines = Self.baselineNeeds(
      nodes: nodes, shapes: shapes, modifierList: modifierList, modifierStart: modifierStart)
  }

  /// Where element `(node, level)` is in per-element arrays.
  func elementIndex(_ node: Int, _ level: Int) -> Int { modifierStart[node] + node + level }

  /// The size of a frame element that does not ask its content: a fixed
  /// frame with both lengths, or a flexible frame proposed both lengths with
  /// a minimum and a maximum on both axes. `nil` for any other element.
  private func frameSizeWithoutContent(_ node: Int, _ level: Int, _ proposal: ProposedSize)
    -> Size?
  {
    guard level > 0 else { return nil }
    switch modifierList[modifierStart[node] + level - 1] {
    case .frame(let frame):
      guard let width = frame.width, let height = frame.height else { return nil }
      return Size(width: width, height: height)
    case .flexibleFrame(let frame):
      let across = frame.bounds(along: .horizontal)
      let down = frame.bounds(along: .vertical)
      guard let width = proposal.width, let height = proposal.height,
        across.min != nil, across.max != nil, down.min != nil, down.max != nil
      else { return nil }
      return Size(
        width: Self.flexibleLength(width, child: 0, across),
        height: Self.flexibleLength(height, child: 0, down))
    case .padding, .fixedSize, .layoutPriority, .lineLimit:
      return nil
    }
  }

  /// The positions in ``childList`` of the node's children.
  func childRange(_ node: Int) -> Range<Int> { childStart[node]..<childStart[node + 1] }

  /// The node's `index`th child.
  func child(of node: Int, _ index: Int) -> Int { childList[childStart[node] + index] }

  /// How many modifiers the node has: the level of its outermost element.
  func modifierCount(_ node: Int) -> Int { modifierStart[node + 1] - modifierStart[node] }

  // MARK: - The run

  func run(proposal: ProposedSize) -> SwiftUILayout {
    let root = 0
    let measured = place(root, modifierCount(root), proposal, at: (0, 0))
    // Every frame relative to the root: parents come before their children,
    // and each element's origin was recorded relative to the one around it.
    for node in nodes.indices {
      var origin = (0.0, 0.0)
      if let parent = nodes[node].parent {
        let frame = layers[elementIndex(parent, 0)]!.frame
        origin = (frame.x, frame.y)
      }
      for level in stride(from: modifierCount(node), through: 0, by: -1) {
        let index = elementIndex(node, level)
        layers[index]!.frame.x = origin.0 + layers[index]!.frame.x
        layers[index]!.frame.y = origin.1 + layers[index]!.frame.y
        origin = (layers[index]!.frame.x, layers[index]!.frame.y)
      }
    }
    let reasons = SwiftUIReasonSource(
      metrics: metrics, nodes: nodes, records: records, layers: layers,
      modifierStart: modifierStart, childStart: childStart)
    var layouts: [SwiftUINodeLayout] = []
    layouts.reserveCapacity(nodes.count)
    for index in nodes.indices {
      let base = elementIndex(index, 0)
      let count = modifierCount(index)
      let outer = layers[base + count]!
      let modifierFrames = count == 0 ? [] : (1...count).map { layers[base + $0]!.frame }
      let kind: SwiftUINodeLayout.Kind =
        switch nodes[index].node.kind {
        case .hstack: .hstack
        case .vstack: .vstack
        case .zstack: .zstack
        case .text(let string): .text(string)
        case .color(let name): .color(name)
        case .spacer: .spacer
        }
      layouts.append(
        SwiftUINodeLayout(
          name: nodes[index].node.name, kind: kind, depth: nodes[index].depth,
          parent: nodes[index].parent,
          frame: outer.frame, contentFrame: layers[base]!.frame,
          modifierFrames: modifierFrames, proposal: outer.proposal,
          size: outer.measured.size, layoutPriority: nodes[index].priority,
          textLines: records[index].text?.lines ?? [], firstBaseline: outer.measured.firstBaseline,
          lastBaseline: outer.measured.lastBaseline, index: index, reasonSource: reasons))
    }
    return SwiftUILayout(size: measured.size, nodes: layouts, metrics: metrics)
  }

  // MARK: - Measuring and placing

  /// The answer of element `(node, level)` to `proposal`, without recording.
  func measure(_ node: Int, _ level: Int, _ proposal: ProposedSize) -> Measured {
    guard caching else { return evaluate(node, level, proposal, origin: nil) }
    if nodes[node].isSeparable {
      return Measured(
        size: Size(
          width: separableLength(node, level, .horizontal, proposal.width),
          height: separableLength(node, level, .vertical, proposal.height)))
    }
    if !needsBaselines[elementIndex(node, level)],
      let size = frameSizeWithoutContent(node, level, proposal)
    {
      // Nothing reads this answer's baselines: the content need not be asked.
      return Measured(size: size)
    }
    var key = proposal
    if level == 0, case .text = shapes[node] { key = textKey(node, proposal) }
    if let cached = cache.value(node, level, key.width, key.height) { return cached }
    let result = evaluate(node, level, proposal, origin: nil)
    cache.set(result, node, level, key.width, key.height)
    return result
  }

  /// What a Text's layout depends on, as a proposal: the whole columns and
  /// lines it is offered (``textInputs(_:lineLimit:)``), unspecified where
  /// the offer is more than it could use (more columns than its widest line
  /// without wrapping, more lines than it could ever have).
  private func textKey(_ node: Int, _ proposal: ProposedSize) -> ProposedSize {
    let bounds: (columns: Int, characters: Int)
    if let known = textBounds[node] {
      bounds = known
    } else {
      bounds = textSource(node).idealColumns()
      textBounds[node] = bounds
    }
    var (columns, maxLines) = textInputs(proposal, lineLimit: nodes[node].lineLimit)
    // With more columns than the widest line, nothing wraps and even a cut
    // line keeps all its characters before the ellipsis: as if unspecified.
    if let value = columns, value > bounds.columns { columns = nil }
    // A text has at most one line per character plus one, and one more where
    // a character does not fit.
    if let value = maxLines, value >= bounds.characters + 2 { maxLines = nil }
    return ProposedSize(width: columns.map(Double.init), height: maxLines.map(Double.init))
  }

  /// The answer of element `(node, level)` to `proposal`, recording its frame at
  /// `origin` and placing everything inside it.
  ///
  /// While placing, an origin is relative to the element that places this one
  /// (the modifier around it, or the stack whose child it is), so that a frame
  /// can place its content before it knows where it goes (see
  /// ``aligned(_:_:_:in:_:placing:)``); ``run(proposal:)`` then makes every
  /// recorded frame relative to the root.
  @discardableResult
  func place(_ node: Int, _ level: Int, _ proposal: ProposedSize, at origin: (Double, Double))
    -> Measured
  {
    let result = evaluate(node, level, proposal, origin: origin)
    layers[elementIndex(node, level)] = LayerRecord(
      proposal: proposal, measured: result,
      frame: Rect(x: origin.0, y: origin.1, width: result.size.width, height: result.size.height))
    return result
  }

  /// Measures, or with an `origin` places, one element.
  private func evaluate(
    _ node: Int, _ level: Int, _ proposal: ProposedSize, origin: (Double, Double)?
  ) -> Measured {
    if level == 0 { return evaluateView(node, proposal, origin: origin) }
    let inner = level - 1
    switch modifierList[modifierStart[node] + level - 1] {
    case .frame(let frame):
      let childProposal = ProposedSize(
        width: frame.width ?? proposal.width, height: frame.height ?? proposal.height)
      let child = content(node, inner, childProposal, placing: origin != nil)
      let size = Size(
        width: frame.width ?? child.size.width, height: frame.height ?? child.size.height)
      return aligned(node, inner, child, in: size, frame.alignment, placing: origin != nil)

    case .flexibleFrame(let frame):
      let childProposal = ProposedSize(
        width: Self.flexibleProposal(proposal.width, frame.bounds(along: .horizontal)),
        height: Self.flexibleProposal(proposal.height, frame.bounds(along: .vertical)))
      let child = content(node, inner, childProposal, placing: origin != nil)
      let size = Size(
        width: Self.flexibleLength(
          proposal.width, child: child.size.width, frame.bounds(along: .horizontal)),
        height: Self.flexibleLength(
          proposal.height, child: child.size.height, frame.bounds(along: .vertical)))
      return aligned(node, inner, child, in: size, frame.alignment, placing: origin != nil)

    case .padding(let given):
      let insets = Self.paddingInsets(given, metrics: metrics)
      func shrink(_ length: Double?, _ amount: Double) -> Double? {
        length.map { max(0, $0 - amount) }
      }
      let childProposal = ProposedSize(
        width: shrink(proposal.width, insets.leading + insets.trailing),
        height: shrink(proposal.height, insets.top + insets.bottom))
      let child: Measured
      if origin != nil {
        child = place(node, inner, childProposal, at: (insets.leading, insets.top))
      } else {
        child = measure(node, inner, childProposal)
      }
      let (first, last) = child.baselines(offsetBy: insets.top)
      return Measured(
        size: Size(
          width: child.size.width + insets.leading + insets.trailing,
          height: child.size.height + insets.top + insets.bottom),
        firstBaseline: first, lastBaseline: last)

    case .fixedSize(let horizontal, let vertical):
      let childProposal = ProposedSize(
        width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
      return passThrough(node, inner, childProposal, origin: origin)

    case .layoutPriority, .lineLimit:
      return passThrough(node, inner, proposal, origin: origin)
    }
  }

  /// The insets of a padding modifier, negative ones taken as 0.
  static func paddingInsets(_ given: EdgeInsets?, metrics: SwiftUIMetrics) -> EdgeInsets {
    let insets = given ?? metrics.defaultPadding
    func clean(_ value: Double) -> Double { value.isNaN || value < 0 ? 0 : value }
    return EdgeInsets(
      top: clean(insets.top), leading: clean(insets.leading), bottom: clean(insets.bottom),
      trailing: clean(insets.trailing))
  }

  /// The element's answer is its content's, placed at the same origin.
  private func passThrough(
    _ node: Int, _ inner: Int, _ proposal: ProposedSize, origin: (Double, Double)?
  ) -> Measured {
    if origin != nil { return place(node, inner, proposal, at: (0, 0)) }
    return measure(node, inner, proposal)
  }

  /// A frame's content's answer: measured, or when `placing`, placed at the
  /// frame's origin (``aligned(_:_:_:in:_:placing:)`` then moves it).
  private func content(_ node: Int, _ inner: Int, _ proposal: ProposedSize, placing: Bool)
    -> Measured
  {
    placing ? place(node, inner, proposal, at: (0, 0)) : measure(node, inner, proposal)
  }

  /// A frame of `size` with its content aligned inside: the content's guide is
  /// put on the frame's own guide (top 0, centre half, bottom and text baselines
  /// the full height, as for a view without text). When `placing`, the content
  /// was placed at the frame's origin and is moved to its place.
  private func aligned(
    _ node: Int, _ inner: Int, _ child: Measured, in size: Size, _ alignment: Alignment2D,
    placing: Bool
  ) -> Measured {
    let frameGuides = Measured(size: size)
    let x = Self.finiteOrZero(
      Self.guide(frameGuides, alignment.horizontal) - Self.guide(child, alignment.horizontal))
    let y = Self.finiteOrZero(
      Self.guide(frameGuides, alignment.vertical) - Self.guide(child, alignment.vertical))
    if placing {
      layers[elementIndex(node, inner)]!.frame.x = x
      layers[elementIndex(node, inner)]!.frame.y = y
    }
    let (first, last) = child.baselines(offsetBy: y)
    return Measured(size: size, firstBaseline: first, lastBaseline: last)
  }

  static func finiteOrZero(_ value: Double) -> Double { value.isFinite ? value : 0 }

  // MARK: - Flexible frames

  /// What a flexible frame proposes its content on one axis:
  /// `clamp(P ?? ideal, min, max)`, unspecified when both are.
  static func flexibleProposal(
    _ proposal: Double?, _ bounds: (min: Double?, ideal: Double?, max: Double?)
  ) -> Double? {
    guard let value = proposal ?? bounds.ideal else { return nil }
    return clamp(value, bounds.min, bounds.max)
  }

  /// The length a flexible frame chooses on one axis (see ``FlexibleFrame``).
  static func flexibleLength(
    _ proposal: Double?, child: Double, _ bounds: (min: Double?, ideal: Double?, max: Double?)
  ) -> Double {
    guard let proposal else {
      return bounds.ideal ?? clamp(child, bounds.min, bounds.max)
    }
    switch (bounds.min, bounds.max) {
    case (let low?, let high?): return clamp(proposal, low, high)
    case (let low?, nil): return max(min(proposal, child), low)
    case (nil, let high?): return min(max(proposal, child), high)
    case (nil, nil): return child
    }
  }

  /// `value` within `low...high` (each optional); `low` wins when `low > high`.
  static func clamp(_ value: Double, _ low: Double?, _ high: Double?) -> Double {
    var result = value
    if let high { result = min(result, high) }
    if let low { result = max(result, low) }
    return result
  }

  // MARK: - Views

  private func evaluateView(_ node: Int, _ proposal: ProposedSize, origin: (Double, Double)?)
    -> Measured
  {
    switch shapes[node] {
    case .color:
      return Measured(
        size: Size(
          width: proposal.width ?? metrics.colorIdealSize.width,
          height: proposal.height ?? metrics.colorIdealSize.height))

    case .spacer(let minLength):
      func length(_ proposed: Double?, _ axis: Axis) -> Double {
        let minimum = max(0, minLength ?? metrics.spacing[axis])
        return max(proposed ?? minimum, minimum)
      }
      var size = Size(
        width: length(proposal.width, .horizontal), height: length(proposal.height, .vertical))
      if let axis = nodes[node].stackAxis {
        if axis == .horizontal { size.height = 0 } else { size.width = 0 }
      }
      return Measured(size: size)

    case .text:
      let text = textLayout(node, proposal, lineLimit: nodes[node].lineLimit)
      if origin != nil { records[node].text = text }
      let lines = Double(text.lines.count)
      return Measured(
        size: Size(
          width: Double(text.columns) * metrics.columnWidth, height: lines * metrics.rowHeight),
        firstBaseline: text.lines.isEmpty ? nil : metrics.rowHeight,
        lastBaseline: text.lines.isEmpty ? nil : lines * metrics.rowHeight)

    case .stack, .zstack:
      return evaluateStack(node, proposal, origin: origin)
    }
  }

  private func evaluateStack(_ node: Int, _ proposal: ProposedSize, origin: (Double, Double)?)
    -> Measured
  {
    switch nodes[node].node.kind {
    case .hstack(let spacing, let alignment, _):
      return finish(
        node,
        planStack(
          node, axis: .horizontal, spacing: spacing, proposal: proposal,
          guide: { Self.guide($0, alignment) }, explaining: origin != nil),
        origin: origin)

    case .vstack(let spacing, let alignment, _):
      return finish(
        node,
        planStack(
          node, axis: .vertical, spacing: spacing, proposal: proposal,
          guide: { Self.guide($0, alignment) }, explaining: origin != nil),
        origin: origin)

    case .zstack(let alignment, _):
      return finish(
        node,
        planZStack(node, alignment: alignment, proposal: proposal, explaining: origin != nil),
        origin: origin)

    case .text, .color, .spacer:
      preconditionFailure("not a stack")
    }
  }

  /// The Text laid out for a proposal: the width in whole columns, the height
  /// in whole lines (at least one), both rounded down.
  func textLayout(_ node: Int, _ proposal: ProposedSize, lineLimit: Int?) -> TextLayout {
    let (columns, maxLines) = textInputs(proposal, lineLimit: lineLimit)
    return layoutText(textSource(node), columns: columns, maxLines: maxLines)
  }

  /// A Text node's characters taken apart, once.
  private func textSource(_ node: Int) -> TextSource {
    if let known = textSources[node] { return known }
    guard case .text(let string) = nodes[node].node.kind else { preconditionFailure("not a Text") }
    let source = TextSource(string)
    textSources[node] = source
    return source
  }

  /// The columns and lines a Text is offered: whole ones, rounded down, at
  /// least one line; `nil` where unspecified (or beyond a billion).
  func textInputs(_ proposal: ProposedSize, lineLimit: Int?) -> (columns: Int?, maxLines: Int?) {
    func whole(_ length: Double?, per unit: Double) -> Int? {
      guard let length, unit > 0 else { return nil }
      let count = (length / unit + 1e-9).rounded(.down)
      guard count.isFinite, count < 1e9 else { return nil }
      return max(0, Int(count))
    }
    let columns = whole(proposal.width, per: metrics.columnWidth)
    var maxLines = whole(proposal.height, per: metrics.rowHeight)
    if let lineLimit { maxLines = min(maxLines ?? lineLimit, lineLimit) }
    return (columns, maxLines.map { max(1, $0) })
  }

  /// Records the children of a planned stack when placing, and gives the stack's answer.
  private func finish(_ node: Int, _ plan: consuming StackPlan, origin: (Double, Double)?)
    -> Measured
  {
    if origin != nil {
      for (index, child) in childList[childRange(node)].enumerated() {
        let item = plan.items[index]
        records[child].order = item.order
        records[child].proposalNote = item.proposalNote
        records[child].parentAxis = plan.axis
        // The placed answer has the baselines even where the measured one left them out.
        plan.items[index].measured = place(
          child, modifierCount(child), item.proposal,
          at: (item.x, item.y))
      }
      plan.firstBaseline = nil
      plan.lastBaseline = nil
      plan.combineBaselines()
    }
    return Measured(
      size: plan.size, firstBaseline: plan.firstBaseline, lastBaseline: plan.lastBaseline)
  }

  // MARK: - Alignment guides

  /// A vertical guide: a distance below the top edge.
  static func guide(_ view: Measured, _ alignment: VerticalAlignment) -> Double {
    let height = view.size.height
    switch alignment {
    case .top: return 0
    case .center: return height / 2
    case .bottom: return height
    case .firstTextBaseline: return view.firstBaseline ?? height
    case .lastTextBaseline: return view.lastBaseline ?? height
    }
  }

  /// A horizontal guide: a distance right of the leading edge.
  static func guide(_ view: Measured, _ alignment: HorizontalAlignment) -> Double {
    switch alignment {
    case .leading: 0
    case .center: view.size.width / 2
    case .trailing: view.size.width
    }
  }
}
