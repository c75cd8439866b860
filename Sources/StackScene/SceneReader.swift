import StackLayout

/// Walks a parsed scene file and builds a ``Scene``, checking every value.
///
/// Each check that fails throws a ``SceneError`` naming the source and the key
/// path of the value. Keys are read in the order of the format's description, so
/// when a file has several problems, the first one in that order is reported.
struct SceneReader {
  /// The file name to put in errors.
  let source: String

  // MARK: The scene

  /// The top-level object: `unit` and exactly one of `uikit` or `swiftui`;
  /// `path` is where the scene sits (the root of a scene file, `scene` in a
  /// challenge's file).
  func scene(from value: JSONValue, at path: ScenePath = .root) throws(SceneError) -> Scene {
    let root = try object(value, at: path, allowed: ["unit", "uikit", "swiftui"])
    var unit = SceneUnit.point
    if case (let value, let path)? = root.member("unit") {
      unit = try choice(value, at: path, what: "unit", SceneUnit.allCases.map { ($0.rawValue, $0) })
    }
    switch (root.member("uikit"), root.member("swiftui")) {
    case (let uikit?, nil):
      var tree = TreeReading()
      return Scene(
        unit: unit, stack: try stack(uikit.value, at: uikit.path, depth: 1, tree: &tree))
    case (nil, let swiftui?):
      return Scene(unit: unit, swiftUI: try swiftUIScene(swiftui.value, at: swiftui.path))
    case (_?, let swiftui?):
      throw fail(swiftui.path, "a scene holds exactly one of uikit or swiftui, not both")
    case (nil, nil):
      throw fail(path, "missing the key uikit (or swiftui): a scene holds one stack")
    }
  }

  // MARK: The UIKit stack

  static let stackKeys = [
    "axis", "distribution", "alignment", "spacing", "size", "layoutMargins",
    "layoutMarginsRelative", "baselineRelative", "views",
  ]

  static let alignmentNames: [(String, Alignment)] = [
    ("fill", .fill), ("leading", .leading), ("top", .leading), ("center", .center),
    ("trailing", .trailing), ("bottom", .trailing), ("firstBaseline", .firstBaseline),
    ("lastBaseline", .lastBaseline),
  ]

  /// The `uikit` object (`depth` 1), or a view's nested `stack` (`depth` 2 and
  /// more, without `size`); `tree` keeps the names and the view count of the
  /// whole tree.
  func stack(_ value: JSONValue, at path: ScenePath, depth: Int, tree: inout TreeReading)
    throws(SceneError) -> StackView
  {
    guard depth <= SceneLimits.maximumDepth else {
      throw fail(
        path,
        "this stack is nested \(depth) deep; a tree nests at most \(SceneLimits.maximumDepth) deep (scene-format.md, Limits)"
      )
    }
    let fields = try object(value, at: path, allowed: Self.stackKeys)
    if depth > 1, let size = fields.member("size") {
      throw fail(
        size.path, "a nested stack has no size: it is sized by its arrangement (scene-format.md)")
    }
    var stack = StackView()
    let axis = try fields.required("axis")
    stack.axis = try choice(
      axis.value, at: axis.path, what: "axis", Axis.allCases.map { ($0.rawValue, $0) })
    let distribution = try fields.required("distribution")
    stack.distribution = try choice(
      distribution.value, at: distribution.path, what: "distribution",
      Distribution.allCases.map { ($0.rawValue, $0) })
    let alignment = try fields.required("alignment")
    stack.alignment = try choice(
      alignment.value, at: alignment.path, what: "alignment", Self.alignmentNames)
    if case (let value, let path)? = fields.member("spacing") {
      stack.spacing = try length(value, at: path, what: "a spacing", allowsNegative: true)
    }
    if case (let value, let path)? = fields.member("size") {
      stack.size = try partialSize(value, at: path, allowsNull: false)
    }
    if case (let value, let path)? = fields.member("layoutMargins") {
      stack.layoutMargins = try insets(value, at: path)
    }
    if case (let value, let path)? = fields.member("layoutMarginsRelative") {
      stack.isLayoutMarginsRelativeArrangement = try bool(value, at: path)
    }
    if case (let value, let path)? = fields.member("baselineRelative") {
      stack.isBaselineRelativeArrangement = try bool(value, at: path)
    }
    let views = try fields.required("views")
    stack.arrangedSubviews = try arrangedViews(
      views.value, at: views.path, depth: depth, tree: &tree)
    return stack
  }

  /// The `views` array of a stack at `depth`, with names unique across the
  /// tree and automatic colours filled in.
  func arrangedViews(
    _ value: JSONValue, at path: ScenePath, depth: Int, tree: inout TreeReading
  ) throws(SceneError) -> [ArrangedView] {
    guard case .array(let elements) = value else {
      throw fail(path, "expected an array of views, found \(value.summary)")
    }
    tree.nodeCount += elements.count
    guard tree.nodeCount <= SceneLimits.maximumViews else {
      let what =
        depth == 1
        ? "\(elements.count) views" : "the tree holds more than \(SceneLimits.maximumViews) views"
      throw fail(
        path,
        "\(what); a scene holds at most \(SceneLimits.maximumViews) (scene-format.md, Limits)"
      )
    }
    var views: [ArrangedView] = []
    views.reserveCapacity(elements.count)
    if depth == 1 { tree.names.reserveCapacity(elements.count) }
    let path = path.shared()
    for (index, element) in elements.enumerated() {
      let viewPath = path.appending(index: index)
      let view = try arrangedView(element, at: viewPath, index: index, depth: depth, tree: &tree)
      views.append(view)
    }
    return views
  }

  /// The palette's colours by name, for ``choice(_:at:what:_:)``.
  static let paletteNames = PaletteColor.allCases.map { ($0.rawValue, $0) }

  static let viewKeys = [
    "name", "color", "intrinsicSize", "stack", "hugging", "compressionResistance", "hidden",
    "customSpacingAfter", "firstBaseline", "lastBaseline",
  ]

  /// One element of `views` of a stack at `depth`: a view, or (with `stack`) a
  /// nested stack one level deeper. Its name must be new in the tree.
  func arrangedView(
    _ value: JSONValue, at path: ScenePath, index: Int, depth: Int, tree: inout TreeReading
  ) throws(SceneError) -> ArrangedView {
    let fields = try object(value, at: path, allowed: Self.viewKeys)
    let name = try fields.required("name")
    var view = ArrangedView(name: try string(name.value, at: name.path))
    if view.name.isEmpty { throw fail(name.path, "a name must not be empty") }
    if let earlier = tree.names[view.name] {
      throw fail(
        name.path,
        "\(JSONText.quoted(view.name)) is already the name of \(earlier); names must be unique"
      )
    }
    tree.names[view.name] = path
    if fields.member("stack") != nil, let intrinsic = fields.member("intrinsicSize") {
      throw fail(
        intrinsic.path,
        "a view holds either a stack or an intrinsicSize, not both (a stack has no intrinsic size)")
    }
    if case (let value, let path)? = fields.member("color") {
      view.color =
        try choice(value, at: path, what: "palette color", Self.paletteNames).rawValue
    } else {
      view.color = PaletteColor.automatic(forIndex: index).rawValue
    }
    if case (let value, let path)? = fields.member("intrinsicSize") {
      view.intrinsicSize = try partialSize(value, at: path, allowsNull: true)
    }
    if case (let value, let path)? = fields.member("hugging") {
      view.hugging = try priorities(value, at: path, default: Priority.defaultLow)
    }
    if case (let value, let path)? = fields.member("compressionResistance") {
      view.compressionResistance = try priorities(value, at: path, default: Priority.defaultHigh)
    }
    if case (let value, let path)? = fields.member("hidden") {
      view.isHidden = try bool(value, at: path)
    }
    if case (let value, let path)? = fields.member("customSpacingAfter") {
      view.customSpacingAfter = try length(
        value, at: path, what: "a custom spacing", allowsNegative: true)
    }
    if case (let value, let path)? = fields.member("firstBaseline") {
      view.firstBaseline = try length(value, at: path, what: "a baseline")
    }
    if case (let value, let path)? = fields.member("lastBaseline") {
      view.lastBaseline = try length(value, at: path, what: "a baseline")
    }
    if case (let value, let path)? = fields.member("stack") {
      view.stack = try stack(value, at: path, depth: depth + 1, tree: &tree)
    }
    return view
  }

  // MARK: Small objects

  static let sizeKeyNames = ["width", "height"]
  static let sizeKeys = [("width", Axis.horizontal), ("height", Axis.vertical)]

  /// `{ "width": w, "height": h }`, either key optional; with `allowsNull`, a
  /// `null` dimension counts as absent.
  func partialSize(_ value: JSONValue, at path: ScenePath, allowsNull: Bool) throws(SceneError)
    -> PartialSize
  {
    let fields = try object(value, at: path, allowed: Self.sizeKeyNames)
    var size = PartialSize()
    for (key, axis) in Self.sizeKeys {
      guard case (let value, let path)? = fields.member(key) else { continue }
      if allowsNull, value == .null { continue }
      size.setLength(try length(value, at: path, what: "a size"), along: axis)
    }
    return size
  }

  /// `{ "top", "leading", "bottom", "trailing" }`, each optional (default 0);
  /// `what` names an edge's value in errors (`a margin`).
  func insets(_ value: JSONValue, at path: ScenePath, what: String = "a margin") throws(SceneError)
    -> EdgeInsets
  {
    let fields = try object(value, at: path, allowed: ["top", "leading", "bottom", "trailing"])
    var insets = EdgeInsets.zero
    let edges: [(String, WritableKeyPath<EdgeInsets, Double>)] = [
      ("top", \.top), ("leading", \.leading), ("bottom", \.bottom), ("trailing", \.trailing),
    ]
    for (key, edge) in edges {
      guard case (let value, let path)? = fields.member(key) else { continue }
      insets[keyPath: edge] = try length(value, at: path, what: what)
    }
    return insets
  }

  /// `{ "horizontal": p, "vertical": p }`, each optional (default `defaultValue`).
  func priorities(_ value: JSONValue, at path: ScenePath, default defaultValue: Double)
    throws(SceneError) -> PerAxis<Double>
  {
    let fields = try object(value, at: path, allowed: ["horizontal", "vertical"])
    var result = PerAxis(horizontal: defaultValue, vertical: defaultValue)
    for axis in Axis.allCases {
      guard case (let value, let path)? = fields.member(axis.rawValue) else { continue }
      result[axis] = try priority(value, at: path)
    }
    return result
  }

  // MARK: Leaves

  /// A finite number.
  func number(_ value: JSONValue, at path: ScenePath) throws(SceneError) -> Double {
    guard case .number(let number) = value else {
      throw fail(path, "expected a number, found \(value.summary)")
    }
    guard number.isFinite else {
      throw fail(path, "the number is too large (it must be finite)")
    }
    return number
  }

  /// A length within the limits of scene-format.md: finite, 0 or more (or,
  /// with `allowsNegative`, at least -``SceneLimits/maximumLength``) and at
  /// most ``SceneLimits/maximumLength``; `what` names it in the error (`a size`).
  func length(
    _ value: JSONValue, at path: ScenePath, what: String, allowsNegative: Bool = false
  ) throws(SceneError) -> Double {
    let number = try number(value, at: path)
    guard allowsNegative || number >= 0 else {
      throw fail(path, "\(JSONText.number(number)) is negative; \(what) must be 0 or more")
    }
    guard SceneLimits.isValidLength(number, allowsNegative: allowsNegative) else {
      let limit = JSONText.number(SceneLimits.maximumLength)
      let problem =
        allowsNegative
        ? "is out of range; \(what) must be between -\(limit) and \(limit)"
        : "is too large; \(what) must be at most \(limit)"
      throw fail(path, "\(JSONText.number(number)) \(problem) (scene-format.md, Limits)")
    }
    return number
  }

  /// A layout priority in 1...1000.
  func priority(_ value: JSONValue, at path: ScenePath) throws(SceneError) -> Double {
    let number = try number(value, at: path)
    guard Priority.range.contains(number) else {
      throw fail(path, "\(JSONText.number(number)) is outside 1...1000")
    }
    return number
  }

  func bool(_ value: JSONValue, at path: ScenePath) throws(SceneError) -> Bool {
    guard case .bool(let bool) = value else {
      throw fail(path, "expected true or false, found \(value.summary)")
    }
    return bool
  }

  func string(_ value: JSONValue, at path: ScenePath) throws(SceneError) -> String {
    guard case .string(let string) = value else {
      throw fail(path, "expected a string, found \(value.summary)")
    }
    return string
  }

  /// A string naming one of `choices`; `what` names the kind in the error (`axis`).
  func choice<Value>(
    _ value: JSONValue, at path: ScenePath, what: String, _ choices: [(String, Value)]
  ) throws(SceneError) -> Value {
    // The names are joined for an error only.
    func allowed() -> String { choices.map(\.0).joined(separator: ", ") }
    guard case .string(let name) = value else {
      throw fail(path, "expected a string (\(allowed())), found \(value.summary)")
    }
    guard let match = choices.first(where: { $0.0 == name }) else {
      throw fail(path, "\(JSONText.quoted(name)) is not a valid \(what); allowed: \(allowed())")
    }
    return match.1
  }

  // MARK: Objects

  /// The members of an object, checked for unknown and duplicate keys.
  struct Fields {
    let path: ScenePath
    let reader: SceneReader
    /// The object's members in document order, each key allowed and present once.
    let members: [JSONMember]

    /// The value and path of `key`, if present.
    func member(_ key: String) -> (value: JSONValue, path: ScenePath)? {
      // A linear search: an object holds at most a dozen allowed keys.
      for member in members where member.key == key { return (member.value, path.appending(key)) }
      return nil
    }

    /// The value and path of `key`, or an error if it is missing.
    func required(_ key: String) throws(SceneError) -> (value: JSONValue, path: ScenePath) {
      guard let member = member(key) else {
        throw reader.fail(path.appending(key), "missing required key")
      }
      return member
    }
  }

  /// Checks that `value` is an object whose keys are all in `allowed`, each once.
  func object(_ value: JSONValue, at path: ScenePath, allowed: [String]) throws(SceneError)
    -> Fields
  {
    guard case .object(let members) = value else {
      let what = path.components.isEmpty ? "the scene" : "this value"
      throw fail(
        path,
        "\(what) must be an object with keys \(allowed.joined(separator: ", ")); found \(value.summary)"
      )
    }
    for index in members.indices {
      let key = members[index].key
      guard allowed.contains(key) else {
        throw fail(
          path.appending(key), "unknown key; allowed keys: \(allowed.joined(separator: ", "))")
      }
      // Every earlier key is allowed and unique, so there are at most a dozen.
      for earlier in 0..<index where members[earlier].key == key {
        throw fail(path.appending(key), "duplicate key")
      }
    }
    return Fields(path: path.shared(), reader: self, members: members)
  }

  /// An error at `path`.
  func fail(_ path: ScenePath, _ message: String) -> SceneError {
    SceneError(source: source, keyPath: path.description, message: message)
  }
}
