/// The result of laying out a SwiftUI tree: the root's size and every node's
/// place, with what it was proposed, what it chose and why.
///
/// ```swift
/// let root = SwiftUINode(
///   .hstack(spacing: 0, alignment: .center, children: [
///     SwiftUINode(.color("red"), name: "a"),
///     SwiftUINode(.color("green"), name: "b"),
///   ]))
/// let layout = root.layout(proposal: ProposedSize(width: 300, height: 100))
/// layout.size                 // 300 x 100
/// layout.node(named: "b")?.frame  // x 150, y 0, 150 x 100
/// ```
///
/// Frames are relative to the root's top-left corner and unrounded, in the
/// unit of the metrics the tree was laid out with. Round them for drawing with
/// ``roundedFrame(of:columnsPerUnit:rowsPerUnit:originX:originY:)``.
public struct SwiftUILayout: Hashable, Sendable {
  /// The root's chosen size (its frame, with all its modifiers).
  public var size: Size
  /// Every node of the tree, depth-first (a node before its children, children
  /// in source order), the root first.
  public var nodes: [SwiftUINodeLayout]
  /// The values the tree was laid out with.
  public var metrics: SwiftUIMetrics

  public init(size: Size, nodes: [SwiftUINodeLayout], metrics: SwiftUIMetrics = .point) {
    self.size = size
    self.nodes = nodes
    self.metrics = metrics
  }

  /// The first node with this name, depth-first.
  public func node(named name: String) -> SwiftUINodeLayout? {
    nodes.first { $0.name == name }
  }

  /// The indices in ``nodes`` of the children of the node at `index`, in source order.
  public func children(of index: Int) -> [Int] {
    nodes.indices.filter { nodes[$0].parent == index }
  }

  /// A frame of this layout rounded to whole cells for drawing.
  ///
  /// The frame is scaled (`columnsPerUnit` columns and `rowsPerUnit` rows per
  /// unit), moved by `originX`/`originY` (where the root's top-left corner is,
  /// in cells, so that rounding happens in global coordinates), and then each
  /// edge is rounded once, separately, to the nearest whole cell with halves
  /// up (towards +infinity): the size is the rounded far edge minus the rounded
  /// near edge. Neighbours that share an edge therefore share it in cells too,
  /// and nested frames stay nested. Values are first snapped to a millionth of
  /// a cell, so that 2.4999999999 rounds like the 2.5 it stands for.
  public static func roundedFrame(
    of frame: Rect, columnsPerUnit: Double = 1, rowsPerUnit: Double = 1, originX: Double = 0,
    originY: Double = 0
  ) -> CellFrame {
    let left = roundEdge(originX + frame.x * columnsPerUnit)
    let right = roundEdge(originX + frame.maxX * columnsPerUnit)
    let top = roundEdge(originY + frame.y * rowsPerUnit)
    let bottom = roundEdge(originY + frame.maxY * rowsPerUnit)
    return CellFrame(column: left, row: top, columns: right - left, rows: bottom - top)
  }

  /// Every node's ``SwiftUINodeLayout/frame`` rounded as
  /// ``roundedFrame(of:columnsPerUnit:rowsPerUnit:originX:originY:)`` does, in
  /// the order of ``nodes``.
  public func roundedFrames(
    columnsPerUnit: Double = 1, rowsPerUnit: Double = 1, originX: Double = 0, originY: Double = 0
  ) -> [CellFrame] {
    nodes.map {
      Self.roundedFrame(
        of: $0.frame, columnsPerUnit: columnsPerUnit, rowsPerUnit: rowsPerUnit, originX: originX,
        originY: originY)
    }
  }

  /// A position in cells rounded to the nearest edge, halves up.
  static func roundEdge(_ value: Double) -> Int {
    guard value.isFinite else { return value > 0 ? Int(1e9) : Int(-1e9) }
    let snapped = abs(value) < 1e9 ? (value * 1e6).rounded() / 1e6 : value
    let rounded = (snapped + 0.5).rounded(.down)
    return Int(min(max(rounded, -1e9), 1e9))
  }
}

/// A rectangle of whole cells: `columns` wide and `rows` tall from `column`, `row`.
public struct CellFrame: Hashable, Sendable {
  public var column: Int
  public var row: Int
  /// The width in columns; 0 for a frame narrower than half a cell at both edges.
  public var columns: Int
  /// The height in rows.
  public var rows: Int

  public init(column: Int, row: Int, columns: Int, rows: Int) {
    self.column = column
    self.row = row
    self.columns = columns
    self.rows = rows
  }
}

/// One node of a laid-out SwiftUI tree.
public struct SwiftUINodeLayout: Hashable, Sendable {
  /// The node's name, if it has one.
  public var name: String?
  /// What the node is.
  public var kind: Kind
  /// 0 for the root, 1 for its children, and so on.
  public var depth: Int
  /// The index in ``SwiftUILayout/nodes`` of the parent stack; `nil` for the root.
  public var parent: Int?
  /// The node with all its modifiers, relative to the root's top-left corner:
  /// what the parent proposed to and placed. Its size is ``size``.
  public var frame: Rect
  /// The view itself inside its modifiers (the Color's area, the Text's lines,
  /// the stack's bounds); equal to ``frame`` when there are no modifiers.
  public var contentFrame: Rect
  /// The frame after each modifier, innermost first (one per modifier; the
  /// last is ``frame``). A `layoutPriority`, `lineLimit` or `fixedSize` layer
  /// has the frame of what it wraps.
  public var modifierFrames: [Rect]
  /// What the parent proposed (for the root, the proposal of the layout).
  public var proposal: ProposedSize
  /// What the node chose: the size of ``frame``.
  public var size: Size
  /// The layout priority the parent sorted it by: the outermost
  /// `layoutPriority`, 0 when a frame or padding hides it, minus infinity for
  /// a bare Spacer.
  public var layoutPriority: Double
  /// For a Text, the lines shown, truncated ones ending with `…`; empty otherwise.
  /// Line `i` sits at `contentFrame.y + i × rowHeight` of the metrics.
  public var textLines: [String]
  /// The distance from the top of ``frame`` to the first text baseline inside
  /// it (the bottom of the first line of the topmost Text), if it holds text.
  public var firstBaseline: Double?
  /// The distance from the top of ``frame`` to the last text baseline inside it.
  public var lastBaseline: Double?
  /// Where the parent put the node in its sizing order and why, such as
  /// `proposed first: layoutPriority 1` or `sized last: Spacer`; `nil` for the
  /// root and for children of a stack whose proposal along its axis is unspecified.
  ///
  /// Like ``reason``, written when it is read in a layout worked out by the engine.
  public var order: String? {
    get {
      switch orderStorage {
      case .given(let text): text
      case .deferred(let source, let index): source.order(for: index)
      }
    }
    set { orderStorage = .given(newValue) }
  }
  private var orderStorage: OrderStorage

  /// An order given, or one to be worded from the engine's records.
  private enum OrderStorage: Hashable, Sendable {
    case given(String?)
    case deferred(SwiftUIReasonSource, Int)

    var text: String? {
      switch self {
      case .given(let text): text
      case .deferred(let source, let index): source.order(for: index)
      }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.text == rhs.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }
  }
  /// Why the node has its size, in one line: the order (if any), then what it
  /// was proposed, what it chose, and why, such as
  /// `proposed 2nd of 3: flexibility 100, the least; proposed 75 wide (150 left / 2), chose 75: frame maxWidth 100 caps it at 100`.
  ///
  /// A layout worked out by the engine writes it when it is read (each read
  /// writes it again), so that a caller that reads none pays for none.
  public var reason: String {
    get {
      switch reasonStorage {
      case .given(let text): text
      case .deferred(let source, let index): source.reason(for: index)
      }
    }
    set { reasonStorage = .given(newValue) }
  }
  private var reasonStorage: ReasonStorage

  /// A reason given, or one to be worded from the engine's records.
  private enum ReasonStorage: Hashable, Sendable {
    case given(String)
    case deferred(SwiftUIReasonSource, Int)

    var text: String {
      switch self {
      case .given(let text): text
      case .deferred(let source, let index): source.reason(for: index)
      }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.text == rhs.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }
  }

  public init(
    name: String?, kind: Kind, depth: Int, parent: Int?, frame: Rect, contentFrame: Rect,
    modifierFrames: [Rect] = [], proposal: ProposedSize, size: Size, layoutPriority: Double = 0,
    textLines: [String] = [], firstBaseline: Double? = nil, lastBaseline: Double? = nil,
    order: String? = nil, reason: String = ""
  ) {
    self.name = name
    self.kind = kind
    self.depth = depth
    self.parent = parent
    self.frame = frame
    self.contentFrame = contentFrame
    self.modifierFrames = modifierFrames
    self.proposal = proposal
    self.size = size
    self.layoutPriority = layoutPriority
    self.textLines = textLines
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.orderStorage = .given(order)
    self.reasonStorage = .given(reason)
  }

  /// A node whose reason is worded from `reasonSource` when read.
  init(
    name: String?, kind: Kind, depth: Int, parent: Int?, frame: Rect, contentFrame: Rect,
    modifierFrames: [Rect], proposal: ProposedSize, size: Size, layoutPriority: Double,
    textLines: [String], firstBaseline: Double?, lastBaseline: Double?,
    index: Int, reasonSource: SwiftUIReasonSource
  ) {
    self.name = name
    self.kind = kind
    self.depth = depth
    self.parent = parent
    self.frame = frame
    self.contentFrame = contentFrame
    self.modifierFrames = modifierFrames
    self.proposal = proposal
    self.size = size
    self.layoutPriority = layoutPriority
    self.textLines = textLines
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.orderStorage = .deferred(reasonSource, index)
    self.reasonStorage = .deferred(reasonSource, index)
  }

  /// What a laid-out node is, without its children.
  public enum Kind: Hashable, Sendable {
    case hstack, vstack, zstack
    /// A Text and its whole string (the lines shown are ``SwiftUINodeLayout/textLines``).
    case text(String)
    /// A Color and its colour name.
    case color(String)
    case spacer

    /// What the node is: `HStack`, `VStack`, `ZStack`, `Text`, `Color` or
    /// `Spacer` (as ``SwiftUINode/Kind/typeName`` says of the node laid out).
    public var typeName: String {
      switch self {
      case .hstack: "HStack"
      case .vstack: "VStack"
      case .zstack: "ZStack"
      case .text: "Text"
      case .color: "Color"
      case .spacer: "Spacer"
      }
    }
  }
}
