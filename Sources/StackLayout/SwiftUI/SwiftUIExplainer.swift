/// Puts into words why each node of a laid-out SwiftUI tree has its size.
///
/// A reason is one line: the parent's sizing order when there is one, then
/// `proposed …, chose …: why`, the why coming from the outermost modifier that
/// decides the size (or the view itself):
///
/// ```
/// proposed first: flexibility 100, the least; proposed 75 wide (150 left / 2), chose 75: frame min(max(proposed 75, content 75), maxWidth 100) = 75
/// sized last: Spacer; proposed 30 wide (30 left), chose 30: Spacer max(proposed 30, minLength 8) = 30, 0 tall across the HStack
/// proposed 30 wide (30 left / 3), chose 24: Text wraps to 3 lines
/// ```
///
/// A child of an HStack or VStack is described along the stack's axis; every
/// other node with its whole proposal and size.
struct SwiftUIExplainer {
  let engine: SwiftUIReasonSource

  private var metrics: SwiftUIMetrics { engine.metrics }

  private func layer(_ node: Int, _ level: Int) -> LayerRecord {
    engine.layers[engine.modifierStart[node] + node + level]!
  }

  /// How many modifiers the node has: the level of its outermost layer.
  private func modifierCount(_ node: Int) -> Int {
    engine.modifierStart[node + 1] - engine.modifierStart[node]
  }

  func reason(for node: Int) -> String {
    let record = engine.records[node]
    let outer = layer(node, modifierCount(node))
    var parts: [String] = []
    if let order = record.order { parts.append(order.text) }
    let proposed: String
    let chose: String
    if let axis = record.parentAxis {
      proposed =
        "proposed \(lengthPhrase(outer.proposal.length(along: axis), axis))"
        + (record.proposalNote.map { " (\($0.text))" } ?? "")
      chose = "chose \(formatNumber(outer.measured.length(along: axis)))"
    } else {
      proposed = "proposed \(proposalPhrase(outer.proposal))"
      chose = "chose \(sizePhrase(outer.measured.size))"
    }
    parts.append("\(proposed), \(chose): \(why(node, modifierCount(node)))")
    return parts.joined(separator: "; ")
  }

  // MARK: - Words for numbers

  /// `75 wide`, `an unspecified width`, `an infinite height`.
  private func lengthPhrase(_ length: Double?, _ axis: Axis) -> String {
    let word = axis == .horizontal ? "width" : "height"
    guard let length else { return "an unspecified \(word)" }
    if length.isInfinite { return "an infinite \(word)" }
    return "\(formatNumber(length)) \(axis == .horizontal ? "wide" : "tall")"
  }

  /// `300x100`, or `width 300, height unspecified`.
  private func proposalPhrase(_ proposal: ProposedSize) -> String {
    func value(_ length: Double?) -> String {
      guard let length else { return "unspecified" }
      return length.isInfinite ? "infinity" : formatNumber(length)
    }
    if let width = proposal.width, let height = proposal.height, width.isFinite, height.isFinite {
      return "\(formatNumber(width))x\(formatNumber(height))"
    }
    return "width \(value(proposal.width)), height \(value(proposal.height))"
  }

  private func sizePhrase(_ size: Size) -> String {
    "\(formatNumber(size.width))x\(formatNumber(size.height))"
  }

  private func value(_ length: Double?) -> String {
    guard let length else { return "unspecified" }
    return length.isInfinite ? "infinity" : formatNumber(length)
  }

  // MARK: - Why, layer by layer

  private func why(_ node: Int, _ level: Int) -> String {
    if level == 0 { return viewWhy(node) }
    let current = layer(node, level)
    let inner = layer(node, level - 1)
    switch engine.nodes[node].node.modifiers[level - 1] {
    case .layoutPriority, .lineLimit:
      return why(node, level - 1)

    case .fixedSize(let horizontal, let vertical):
      let what =
        horizontal && vertical
        ? "its ideal size" : horizontal ? "its ideal width" : vertical ? "its ideal height" : nil
      guard let what else { return why(node, level - 1) }
      return "fixedSize asks for \(what): \(why(node, level - 1))"

    case .padding(let given):
      let insets = SwiftUIEngine.paddingInsets(given, metrics: metrics)
      let edges = [insets.top, insets.leading, insets.bottom, insets.trailing]
      let amount =
        Set(edges).count == 1
        ? "\(formatNumber(insets.top)) on every edge"
        : "\(edges.map(formatNumber).joined(separator: ", ")) (top, leading, bottom, trailing)"
      return "padding adds \(amount) to its content's \(sizePhrase(inner.measured.size))"

    case .frame(let frame):
      var parts: [String] = []
      if let width = frame.width { parts.append("width \(formatNumber(width))") }
      if let height = frame.height { parts.append("height \(formatNumber(height))") }
      var text = "frame " + (parts.isEmpty ? "with no size" : parts.joined(separator: " and "))
      if frame.width == nil || frame.height == nil {
        let missing =
          frame.width == nil && frame.height == nil
          ? "its size" : frame.width == nil ? "its width" : "its height"
        text += "; \(missing) from its content"
      }
      return text

    case .flexibleFrame(let frame):
      var parts: [String] = []
      for axis in [Axis.horizontal, .vertical] {
        let bounds = frame.bounds(along: axis)
        guard bounds.min != nil || bounds.ideal != nil || bounds.max != nil else { continue }
        parts.append(
          flexiblePhrase(
            axis, bounds, proposal: current.proposal.length(along: axis),
            content: inner.measured.length(along: axis),
            result: current.measured.length(along: axis)))
      }
      return "frame "
        + (parts.isEmpty ? "with no bounds: its content's size" : parts.joined(separator: ", "))
    }
  }

  /// `min(max(proposed 75, content 75), maxWidth 100) = 75`.
  private func flexiblePhrase(
    _ axis: Axis, _ bounds: (min: Double?, ideal: Double?, max: Double?), proposal: Double?,
    content: Double, result: Double
  ) -> String {
    let word = axis == .horizontal ? "Width" : "Height"
    let low = bounds.min.map { "min\(word) \(value($0))" }
    let high = bounds.max.map { "max\(word) \(value($0))" }
    let equals = " = \(formatNumber(result))"
    guard let proposal else {
      if let ideal = bounds.ideal {
        return "ideal\(word) \(formatNumber(ideal)) (unspecified proposal)"
      }
      let clamps = [low, high].compactMap { $0 }
      let base = "content's ideal \(formatNumber(content))"
      if clamps.isEmpty { return base }
      return "clamp(\(base), \(clamps.joined(separator: ", ")))" + equals
    }
    let proposed = "proposed \(value(proposal))"
    let contentText = "content \(formatNumber(content))"
    switch (low, high) {
    case (let low?, let high?): return "clamp(\(proposed), \(low), \(high))" + equals
    case (let low?, nil): return "max(min(\(proposed), \(contentText)), \(low))" + equals
    case (nil, let high?): return "min(max(\(proposed), \(contentText)), \(high))" + equals
    case (nil, nil): return "its \(contentText)"
    }
  }

  // MARK: - Views

  private func viewWhy(_ node: Int) -> String {
    let flat = engine.nodes[node]
    let view = layer(node, 0)
    switch flat.node.kind {
    case .color:
      let proposal = view.proposal
      if proposal.width == nil || proposal.height == nil {
        return
          "Color takes what it is proposed, and its ideal \(sizePhrase(metrics.colorIdealSize)) where it is unspecified"
      }
      if proposal.width!.isInfinite || proposal.height!.isInfinite {
        return "Color takes what it is proposed, even infinity"
      }
      return "Color takes what it is proposed"

    case .spacer(let minLength):
      if let axis = flat.stackAxis {
        let minimum = max(0, minLength ?? metrics.spacing[axis])
        let stack = axis == .horizontal ? "HStack" : "VStack"
        let across = axis == .horizontal ? "tall" : "wide"
        let proposed = view.proposal.length(along: axis)
        let rule =
          proposed == nil
          ? "its minLength \(formatNumber(minimum)) (unspecified proposal)"
          : "max(proposed \(value(proposed)), minLength \(formatNumber(minimum))) = \(formatNumber(view.measured.length(along: axis)))"
        return "Spacer \(rule), 0 \(across) across the \(stack)"
      }
      return "Spacer outside a stack: max(proposed, minLength) on both axes"

    case .text:
      return textWhy(node)

    case .hstack, .vstack:
      let axis: Axis = if case .hstack = flat.node.kind { .horizontal } else { .vertical }
      let name = axis == .horizontal ? "HStack" : "VStack"
      let count = engine.childCount(node)
      if count == 0 { return "an empty \(name) is 0x0" }
      let length = view.measured.length(along: axis)
      let word = axis == .horizontal ? "widths" : "heights"
      let across = axis == .horizontal ? "as tall" : "as wide"
      var text =
        "\(name) of \(count): its children's \(word) and the spacing add up to \(formatNumber(length))"
      if let proposed = view.proposal.length(along: axis), proposed.isFinite,
        length > proposed + 1e-9
      {
        text +=
          ", overflowing the proposed \(formatNumber(proposed)) by \(formatNumber(length - proposed))"
      }
      return text + "; \(across) as its aligned children"

    case .zstack:
      if engine.childCount(node) == 0 { return "an empty ZStack is 0x0" }
      return "ZStack as large as its highest-priority children"
    }
  }

  private func textWhy(_ node: Int) -> String {
    let flat = engine.nodes[node]
    guard let text = engine.records[node].text else { return "Text" }
    let view = layer(node, 0)
    let count = text.lines.count
    if count == 0 { return "an empty Text has no lines: 0x0" }
    let lines = count == 1 ? "1 line" : "\(count) lines"
    if text.isTruncated {
      var because: [String] = []
      if let limit = flat.lineLimit, count == limit { because.append("lineLimit \(limit)") }
      if let height = view.proposal.height,
        Double(count + 1) * metrics.rowHeight > height + 1e-9
      {
        because.append("the height fits \(lines)")
      }
      if because.isEmpty { because.append("too narrow for the next character") }
      return "Text truncated to \(lines) with an ellipsis (\(because.joined(separator: ", ")))"
    }
    guard view.proposal.width != nil, view.proposal.width!.isFinite else {
      return count == 1
        ? "Text's ideal: 1 line, no wrapping" : "Text's ideal: \(lines), one per line of the string"
    }
    if !text.wrapped { return count == 1 ? "Text fits on 1 line" : "Text fits its \(lines)" }
    return "Text wraps to \(lines)" + (text.brokeInsideWord ? ", breaking inside a word" : "")
  }
}

/// What the reasons are worded from, kept by a finished layout so that each
/// node's reason is written when it is read (see ``SwiftUINodeLayout/reason``).
final class SwiftUIReasonSource: Sendable {
  let metrics: SwiftUIMetrics
  let nodes: [FlatNode]
  let records: [NodeRecord]
  /// The engine's tables of the same names (see ``SwiftUIEngine``).
  let layers: [LayerRecord?]
  let modifierStart: [Int]
  let childStart: [Int]

  init(
    metrics: SwiftUIMetrics, nodes: [FlatNode], records: [NodeRecord], layers: [LayerRecord?],
    modifierStart: [Int], childStart: [Int]
  ) {
    self.metrics = metrics
    self.nodes = nodes
    self.records = records
    self.layers = layers
    self.modifierStart = modifierStart
    self.childStart = childStart
  }

  /// How many children the node has.
  func childCount(_ node: Int) -> Int { childStart[node + 1] - childStart[node] }

  func reason(for node: Int) -> String { SwiftUIExplainer(engine: self).reason(for: node) }

  /// The parent's words on the node's place in its sizing order, if any.
  func order(for node: Int) -> String? { records[node].order?.text }
}
