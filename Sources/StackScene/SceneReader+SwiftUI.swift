import StackLayout

extension SceneReader {
  // MARK: The SwiftUI tree

  /// The `swiftui` object: an optional `proposal` and the `root` node.
  func swiftUIScene(_ value: JSONValue, at path: ScenePath) throws(SceneError) -> SwiftUIScene {
    let fields = try object(value, at: path, allowed: ["proposal", "root"])
    var proposal = ProposedSize.unspecified
    if case (let value, let path)? = fields.member("proposal") {
      let size = try partialSize(value, at: path, allowsNull: true)
      proposal = ProposedSize(width: size.width, height: size.height)
    }
    let root = try fields.required("root")
    var tree = TreeReading()
    return SwiftUIScene(
      proposal: proposal, root: try node(root.value, at: root.path, depth: 1, tree: &tree))
  }

  /// What reading a tree keeps track of across its nodes.
  struct TreeReading {
    /// The path of every name seen so far, depth-first, to report duplicates.
    var names: [String: ScenePath] = [:]
    /// The nodes read so far, to hold the tree to ``SceneLimits/maximumViews``.
    var nodeCount = 0
  }

  static let nodeKinds = ["hstack", "vstack", "zstack", "text", "color", "spacer"]
  static let nodeKeys = ["name"] + nodeKinds + ["modifiers"]

  /// One node: `name`, exactly one kind key, `modifiers`, at `depth` (the
  /// root is at depth 1).
  func node(_ value: JSONValue, at path: ScenePath, depth: Int, tree: inout TreeReading)
    throws(SceneError) -> SwiftUINode
  {
    tree.nodeCount += 1
    guard tree.nodeCount <= SceneLimits.maximumViews else {
      throw fail(
        path,
        "the tree holds more than \(SceneLimits.maximumViews) nodes (scene-format.md, Limits)")
    }
    guard depth <= SceneLimits.maximumDepth else {
      throw fail(
        path,
        "this node is nested \(depth) deep; a tree nests at most \(SceneLimits.maximumDepth) deep (scene-format.md, Limits)"
      )
    }
    let fields = try object(value, at: path, allowed: Self.nodeKeys)
    let kinds = Self.nodeKinds.filter { fields.member($0) != nil }
    guard let kindKey = kinds.first else {
      throw fail(
        path,
        "a node needs exactly one of \(Self.nodeKinds.joined(separator: ", ")); found none")
    }
    if kinds.count > 1 {
      throw fail(
        path.appending(kinds[1]),
        "a node holds exactly one of \(Self.nodeKinds.joined(separator: ", ")); this one also has \(kindKey)"
      )
    }
    var name: String? = nil
    if case (let value, let namePath)? = fields.member("name") {
      let given = try string(value, at: namePath)
      if given.isEmpty { throw fail(namePath, "a name must not be empty") }
      if let earlier = tree.names[given] {
        throw fail(
          namePath,
          "\(JSONText.quoted(given)) is already the name of \(earlier); names must be unique")
      }
      tree.names[given] = path
      name = given
    }
    let (kindValue, kindPath) = fields.member(kindKey)!
    let kind = try nodeKind(kindKey, kindValue, at: kindPath, depth: depth, tree: &tree)
    var modifiers: [SwiftUIModifier] = []
    if case (let value, let modifiersPath)? = fields.member("modifiers") {
      guard case .array(let elements) = value else {
        throw fail(modifiersPath, "expected an array of modifiers, found \(value.summary)")
      }
      let modifiersPath = modifiersPath.shared()
      for (index, element) in elements.enumerated() {
        modifiers.append(try modifier(element, at: modifiersPath.appending(index: index)))
      }
    }
    return SwiftUINode(kind, name: name, modifiers: modifiers)
  }

  static let verticalAlignmentNames = VerticalAlignment.allCases.map { ($0.rawValue, $0) }
  static let horizontalAlignmentNames = HorizontalAlignment.allCases.map { ($0.rawValue, $0) }
  static let alignment2DNames = Alignment2D.allNamed.map { ($0.name, $0.alignment) }

  /// The value of a node's kind key, for a node at `depth`.
  func nodeKind(
    _ key: String, _ value: JSONValue, at path: ScenePath, depth: Int, tree: inout TreeReading
  ) throws(SceneError) -> SwiftUINode.Kind {
    switch key {
    case "hstack", "vstack", "zstack":
      if key == "zstack", case .object(let members) = value,
        members.contains(where: { $0.key == "spacing" })
      {
        throw fail(
          path.appending("spacing"),
          "a ZStack has no spacing (its children lie on top of each other); allowed keys: alignment, children"
        )
      }
      let allowed =
        key == "zstack" ? ["alignment", "children"] : ["spacing", "alignment", "children"]
      let fields = try object(value, at: path, allowed: allowed)
      var spacing: Double? = nil
      if case (let value, let path)? = fields.member("spacing"), value != .null {
        spacing = try length(value, at: path, what: "a spacing", allowsNegative: true)
      }
      var children: [SwiftUINode] = []
      func alignment<Value>(_ choices: [(String, Value)], default fallback: Value)
        throws(SceneError) -> Value
      {
        guard case (let value, let path)? = fields.member("alignment") else { return fallback }
        return try choice(value, at: path, what: "\(key) alignment", choices)
      }
      let kind: SwiftUINode.Kind
      switch key {
      case "hstack":
        let vertical = try alignment(Self.verticalAlignmentNames, default: .center)
        children = try nodes(fields, depth: depth, tree: &tree)
        kind = .hstack(spacing: spacing, alignment: vertical, children: children)
      case "vstack":
        let horizontal = try alignment(Self.horizontalAlignmentNames, default: .center)
        children = try nodes(fields, depth: depth, tree: &tree)
        kind = .vstack(spacing: spacing, alignment: horizontal, children: children)
      default:
        let both = try alignment(Self.alignment2DNames, default: .center)
        children = try nodes(fields, depth: depth, tree: &tree)
        kind = .zstack(alignment: both, children: children)
      }
      return kind

    case "text":
      let text = try string(value, at: path)
      guard text.count <= SceneLimits.maximumTextLength else {
        throw fail(
          path,
          "the Text is \(text.count) characters long; a Text holds at most \(SceneLimits.maximumTextLength) (scene-format.md, Limits)"
        )
      }
      return .text(text)

    case "color":
      let color = try choice(value, at: path, what: "palette color", Self.paletteNames)
      return .color(color.rawValue)

    default:  // spacer
      let fields = try object(value, at: path, allowed: ["minLength"])
      var minLength: Double? = nil
      if case (let value, let path)? = fields.member("minLength") {
        minLength = try length(value, at: path, what: "a minLength")
      }
      return .spacer(minLength: minLength)
    }
  }

  /// The `children` array of a stack (empty when left out).
  private func nodes(_ fields: Fields, depth: Int, tree: inout TreeReading) throws(SceneError)
    -> [SwiftUINode]
  {
    guard case (let value, let path)? = fields.member("children") else { return [] }
    guard case .array(let elements) = value else {
      throw fail(path, "expected an array of nodes, found \(value.summary)")
    }
    var children: [SwiftUINode] = []
    let childrenPath = path.shared()
    for (index, element) in elements.enumerated() {
      children.append(
        try node(element, at: childrenPath.appending(index: index), depth: depth + 1, tree: &tree))
    }
    return children
  }

  // MARK: Modifiers

  static let modifierKeys = ["frame", "padding", "layoutPriority", "fixedSize", "lineLimit"]
  static let fixedFrameKeys = ["width", "height"]
  static let flexibleFrameKeys = [
    "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
  ]

  /// One element of `modifiers`: an object with exactly one key.
  func modifier(_ value: JSONValue, at path: ScenePath) throws(SceneError) -> SwiftUIModifier {
    let fields = try object(value, at: path, allowed: Self.modifierKeys)
    let present = Self.modifierKeys.filter { fields.member($0) != nil }
    guard present.count == 1 else {
      let list = Self.modifierKeys.joined(separator: ", ")
      if present.isEmpty {
        throw fail(path, "a modifier is an object with exactly one of \(list); found none")
      }
      throw fail(
        path.appending(present[1]),
        "a modifier is an object with exactly one key (\(list)); put \(present[0]) and \(present[1]) in separate modifiers, innermost first"
      )
    }
    let (value, keyPath) = fields.member(present[0])!
    switch present[0] {
    case "frame":
      return try frame(value, at: keyPath)
    case "padding":
      switch value {
      case .bool(true):
        return .padding(nil)
      case .number:
        let edge = try length(value, at: keyPath, what: "a padding")
        return .padding(EdgeInsets(top: edge, leading: edge, bottom: edge, trailing: edge))
      case .object:
        return .padding(try insets(value, at: keyPath, what: "a padding"))
      default:
        throw fail(
          keyPath,
          "expected a number, true (the default padding) or an object with top, leading, bottom, trailing; found \(value.summary)"
        )
      }
    case "layoutPriority":
      return .layoutPriority(try number(value, at: keyPath))
    case "fixedSize":
      switch value {
      case .bool(true):
        return .fixedSize(horizontal: true, vertical: true)
      case .object:
        let axes = try object(value, at: keyPath, allowed: ["horizontal", "vertical"])
        var horizontal = false
        var vertical = false
        if case (let value, let path)? = axes.member("horizontal") {
          horizontal = try bool(value, at: path)
        }
        if case (let value, let path)? = axes.member("vertical") {
          vertical = try bool(value, at: path)
        }
        return .fixedSize(horizontal: horizontal, vertical: vertical)
      default:
        throw fail(
          keyPath, "expected true or an object with horizontal, vertical; found \(value.summary)")
      }
    default:  // lineLimit
      if value == .null { return .lineLimit(nil) }
      let limit = try number(value, at: keyPath)
      guard limit >= 1, limit == limit.rounded(), limit <= 1_000_000 else {
        throw fail(
          keyPath,
          "\(JSONText.number(limit)) is not a line count; a lineLimit is a whole number from 1 (or null for no limit)"
        )
      }
      return .lineLimit(Int(limit))
    }
  }

  /// A `frame` modifier: `width`/`height` (fixed) or the min/ideal/max values
  /// (flexible), not both, and `alignment`.
  func frame(_ value: JSONValue, at path: ScenePath) throws(SceneError) -> SwiftUIModifier {
    let fields = try object(
      value, at: path, allowed: Self.fixedFrameKeys + Self.flexibleFrameKeys + ["alignment"])
    let fixed = Self.fixedFrameKeys.filter { fields.member($0) != nil }
    let flexible = Self.flexibleFrameKeys.filter { fields.member($0) != nil }
    if let fixedKey = fixed.first, let flexibleKey = flexible.first {
      throw fail(
        path.appending(flexibleKey),
        "a frame has either width/height or min/ideal/max values, not both (they are two SwiftUI modifiers); this one also has \(fixedKey)"
      )
    }
    var alignment = Alignment2D.center
    if case (let value, let path)? = fields.member("alignment") {
      alignment = try choice(value, at: path, what: "frame alignment", Self.alignment2DNames)
    }
    func length(_ key: String) throws(SceneError) -> Double? {
      guard case (let value, let path)? = fields.member(key) else { return nil }
      if key.hasPrefix("max"), value == .string("infinity") { return .infinity }
      if key.hasPrefix("max"), case .string = value {
        throw fail(path, "expected a number or \"infinity\", found \(value.summary)")
      }
      return try self.length(value, at: path, what: "a frame length")
    }
    if flexible.isEmpty {
      return .frame(
        FixedFrame(width: try length("width"), height: try length("height"), alignment: alignment))
    }
    var frame = FlexibleFrame(alignment: alignment)
    for axis in ["Width", "Height"] {
      let low = try length("min" + axis)
      let ideal = try length("ideal" + axis)
      let high = try length("max" + axis)
      // Each bound must not exceed the next, as SwiftUI requires.
      let bounds = [("min" + axis, low), ("ideal" + axis, ideal), ("max" + axis, high)]
      for (index, (key, bound)) in bounds.enumerated() {
        guard let bound else { continue }
        for (laterKey, later) in bounds[(index + 1)...] {
          if let later, bound > later {
            throw fail(
              path.appending(laterKey),
              "\(laterKey) \(JSONText.number(later)) is less than \(key) \(JSONText.number(bound)); a frame's min, ideal and max must not decrease"
            )
          }
        }
      }
      if axis == "Width" {
        (frame.minWidth, frame.idealWidth, frame.maxWidth) = (low, ideal, high)
      } else {
        (frame.minHeight, frame.idealHeight, frame.maxHeight) = (low, ideal, high)
      }
    }
    return .flexibleFrame(frame)
  }
}
