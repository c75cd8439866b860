// What the SwiftUI engine derives from the tree once per layout: the flattened
// nodes, what placing records for each, and the tables built from them.

extension ProposedSize {
  /// The proposal with negative and NaN lengths replaced by 0.
  var sanitized: ProposedSize {
    func clean(_ value: Double?) -> Double? {
      guard let value else { return nil }
      return value.isNaN || value < 0 ? 0 : value
    }
    return ProposedSize(width: clean(width), height: clean(height))
  }
}

extension SwiftUIModifier {
  /// The modifier with negative and NaN frame lengths taken as 0 (a NaN max as
  /// no max), so that no size comes out negative.
  var sanitized: SwiftUIModifier {
    func clean(_ value: Double?) -> Double? {
      guard let value else { return nil }
      return value.isNaN || value < 0 ? 0 : value
    }
    switch self {
    case .frame(var frame):
      frame.width = clean(frame.width)
      frame.height = clean(frame.height)
      return .frame(frame)
    case .flexibleFrame(var frame):
      frame.minWidth = clean(frame.minWidth)
      frame.idealWidth = clean(frame.idealWidth)
      frame.maxWidth = frame.maxWidth?.isNaN == true ? nil : clean(frame.maxWidth)
      frame.minHeight = clean(frame.minHeight)
      frame.idealHeight = clean(frame.idealHeight)
      frame.maxHeight = frame.maxHeight?.isNaN == true ? nil : clean(frame.maxHeight)
      return .flexibleFrame(frame)
    case .padding, .fixedSize, .layoutPriority, .lineLimit:
      return self
    }
  }
}

/// A node of the tree, flattened, with what the engine derives from its place.
struct FlatNode {
  var node: SwiftUINode
  var parent: Int?
  var depth: Int
  /// The axis of the HStack or VStack this node is a direct child of.
  var stackAxis: Axis?
  /// The effective `lineLimit` for Text in this node.
  var lineLimit: Int?
  /// The priority its parent sorts it by.
  var priority: Double
  /// Whether no Text is inside (the node itself included). Such a node's width
  /// depends only on the width proposed, and its height only on the height
  /// proposed (and it has no baselines), so the engine caches its answers
  /// per axis.
  var isSeparable = true

  /// Whether the view is a Spacer.
  var isSpacer = false
}

/// One layer of a node as the recording pass saw it: the proposal, the answer,
/// and the frame relative to the root.
struct LayerRecord {
  var proposal: ProposedSize
  var measured: Measured
  var frame: Rect
}

/// What the recording pass saves for one node (its layers are in
/// ``SwiftUIEngine/layers``).
struct NodeRecord {
  var text: TextLayout?
  /// What the parent's words on the sizing order say.
  var order: OrderWords?
  /// What the parent's words on the proposal say, when it is worth more than
  /// the number (`75 wide (150 left / 2)`).
  var proposalNote: ShareNote?
  /// The axis the parent stack lays children along, to word the proposal.
  var parentAxis: Axis?
}

extension SwiftUIEngine {
  // MARK: - The tree's tables

  /// Whether a modifier is a frame that, proposed a length on each axis,
  /// answers without asking its content: fixed on both axes, or flexible
  /// with a minimum and a maximum on both.
  static func answersWithoutContent(_ modifier: SwiftUIModifier) -> Bool {
    switch modifier {
    case .frame(let frame):
      return frame.width != nil && frame.height != nil
    case .flexibleFrame(let frame):
      return frame.minWidth != nil && frame.maxWidth != nil && frame.minHeight != nil
        && frame.maxHeight != nil
    case .padding, .fixedSize, .layoutPriority, .lineLimit:
      return false
    }
  }

  /// ``needsBaselines``, worked out parents before children.
  static func baselineNeeds(
    nodes: [FlatNode], shapes: [ViewShape], modifierList: [SwiftUIModifier], modifierStart: [Int]
  ) -> [Bool] {
    func elementIndex(_ node: Int, _ level: Int) -> Int { modifierStart[node] + node + level }
    var needsBaselines = Array(repeating: false, count: modifierList.count + nodes.count)
    for node in nodes.indices {
      let outer = modifierStart[node + 1] - modifierStart[node]
      var needs = false
      if let parent = nodes[node].parent {
        switch shapes[parent] {
        case .stack(.horizontal, _, _):
          if case .hstack(_, let alignment, _) = nodes[parent].node.kind,
            alignment == .firstTextBaseline || alignment == .lastTextBaseline
          {
            needs = true
          }
        case .zstack:
          if case .zstack(let alignment, _) = nodes[parent].node.kind,
            alignment.vertical == .firstTextBaseline || alignment.vertical == .lastTextBaseline
          {
            needs = true
          }
        default:
          break
        }
        needs = needs || needsBaselines[elementIndex(parent, 0)]
      }
      needsBaselines[elementIndex(node, outer)] = needs
      for level in stride(from: outer - 1, through: 0, by: -1) {
        switch modifierList[modifierStart[node] + level] {
        case .frame(let frame):
          needs =
            needs || frame.alignment.vertical == .firstTextBaseline
            || frame.alignment.vertical == .lastTextBaseline
        case .flexibleFrame(let frame):
          needs =
            needs || frame.alignment.vertical == .firstTextBaseline
            || frame.alignment.vertical == .lastTextBaseline
        case .padding, .fixedSize, .layoutPriority, .lineLimit:
          break
        }
        needsBaselines[elementIndex(node, level)] = needs
      }
    }
    return needsBaselines
  }

  static func flatten(
    _ node: SwiftUINode, into nodes: inout [FlatNode], parent: Int?, depth: Int, stackAxis: Axis?,
    lineLimit: Int?
  ) {
    let index = nodes.count
    var limit = lineLimit
    // The innermost lineLimit is the one closest to the Text.
    for modifier in node.modifiers.reversed() {
      if case .lineLimit(let value) = modifier { limit = value.map { max(1, $0) } }
    }
    nodes.append(
      FlatNode(
        node: node, parent: parent, depth: depth, stackAxis: stackAxis,
        lineLimit: limit, priority: Self.priority(of: node)))
    if case .spacer = node.kind { nodes[index].isSpacer = true }
    let childAxis: Axis? =
      switch node.kind {
      case .hstack: .horizontal
      case .vstack: .vertical
      default: nil
      }
    for child in node.kind.children {
      flatten(
        child, into: &nodes, parent: index, depth: depth + 1, stackAxis: childAxis,
        lineLimit: limit)
    }
  }

  /// The layout priority a parent sees: the outermost `layoutPriority`, looking
  /// through `fixedSize` and `lineLimit`; 0 behind a frame or padding; minus
  /// infinity for a Spacer, 0 for any other view.
  static func priority(of node: SwiftUINode) -> Double {
    for modifier in node.modifiers.reversed() {
      switch modifier {
      case .layoutPriority(let value): return value.isNaN ? 0 : value
      case .fixedSize, .lineLimit: continue
      case .frame, .flexibleFrame, .padding: return 0
      }
    }
    if case .spacer = node.kind { return -.infinity }
    return 0
  }
}
