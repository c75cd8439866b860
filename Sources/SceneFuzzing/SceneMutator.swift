import Foundation

/// Makes fuzz cases from example scenes: each case is one of the scenes with a
/// few changes to its JSON tree (wrong types, deleted, duplicated or renamed
/// keys, huge and tiny numbers, deep nesting, many children, Hangul, emoji and
/// control characters), sometimes followed by changes to its bytes (flipped
/// bits, truncation, invalid UTF-8, a byte order mark, trailing garbage).
///
/// A case depends only on the seed, its index and the scenes, so a run can be
/// repeated exactly, and any case found by a long run can be made again alone.
public struct SceneMutator: Sendable {
  /// A scene the cases start from.
  public struct Seed: Sendable {
    public var name: String
    public var document: JSONText.Document

    public init(name: String, document: JSONText.Document) {
      self.name = name
      self.document = document
    }
  }

  public struct NoSeeds: Error, CustomStringConvertible {
    public var description: String
  }

  /// How large a case may grow.
  public struct Bounds: Sendable {
    /// The most copies one change makes of a view or node (100,001 is one past
    /// the limit on views).
    public var maximumCopies: Int
    /// The most bytes a scene may grow to through copies, nesting and long strings.
    public var maximumBytes: Int

    public init(maximumCopies: Int = 100_001, maximumBytes: Int = 8 << 20) {
      self.maximumCopies = maximumCopies
      self.maximumBytes = maximumBytes
    }
  }

  public let seeds: [Seed]
  public var bounds: Bounds

  public init(seeds: [Seed], bounds: Bounds = Bounds()) throws {
    guard !seeds.isEmpty else { throw NoSeeds(description: "no scene files to start from") }
    self.seeds = seeds
    self.bounds = bounds
  }

  /// The `.json` files of `directories`, sorted by name, as seeds.
  public static func load(directories: [URL], bounds: Bounds = Bounds()) throws -> SceneMutator {
    var seeds: [Seed] = []
    for directory in directories {
      let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.hasSuffix(".json") }.sorted()
      for name in names {
        let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
        guard let document = JSONText.parse(bytes) else {
          throw NoSeeds(description: "\(directory.path)/\(name) is not JSON")
        }
        seeds.append(Seed(name: directory.lastPathComponent + "/" + name, document: document))
      }
    }
    return try SceneMutator(seeds: seeds, bounds: bounds)
  }

  /// Case `index` of the run with `seed`.
  public func makeCase(seed: UInt64, index: Int) -> FuzzCase {
    var random = FuzzRandom(seed: seed, index: index)
    let start = random.pick(seeds)
    var mutation = Mutation(value: start.document.value, random: random, bounds: bounds)
    // Gentle cases keep the scene readable (valid values, lengths mostly within
    // the limits), so they reach the solver and the drawing; hostile ones break
    // the format; byte cases break the bytes.
    let style = mutation.random.weighted([(50, 0), (35, 1), (15, 2)])
    var bytes: [UInt8]
    switch style {
    case 0:
      for _ in 0..<mutation.random.weighted([(6, 1), (5, 2), (3, 3), (1, 5)]) {
        mutation.mutateGently()
      }
      bytes = mutation.value.bytes(pretty: mutation.random.chance(0.5))
      if bytes.count > 64 << 10 { bytes = mutation.value.bytes() }
    case 1:
      for _ in 0..<mutation.random.weighted([(10, 1), (6, 2), (3, 3), (1, 5)]) {
        mutation.mutateTree()
      }
      bytes = mutation.value.bytes(pretty: mutation.random.chance(0.5))
      if bytes.count > 64 << 10 { bytes = mutation.value.bytes() }
      if mutation.random.chance(0.15) { mutation.mutateBytes(&bytes) }
    default:
      bytes = start.document.bytes(pretty: true)
      for _ in 0..<mutation.random.weighted([(6, 1), (3, 2), (1, 4)]) {
        mutation.mutateBytes(&bytes)
      }
    }
    random = mutation.random
    let invocation = Self.invocation(&random)
    let source = Self.source(&random)
    var notes = mutation.notes
    if case .path(let path) = source { notes = ["the scene is \(path)"] }
    if case .standardInputFrom(let path) = source { notes = ["standard input is \(path)"] }
    return FuzzCase(
      index: index, seedName: start.name, mutations: notes, input: bytes,
      invocation: invocation, source: source)
  }

  static func invocation(_ random: inout FuzzRandom) -> Invocation {
    let command = random.weighted([
      (3, Invocation.Command.renderJSON), (3, .renderText), (2, .exportUIKit),
      (2, .exportSwiftUI),
    ])
    guard command == .renderText, random.chance(0.2) else { return Invocation(command) }
    return Invocation(
      command, columns: random.pick([4, 5, 13, 80, 1000]), rows: random.pick([4, 7, 24, 1000]))
  }

  static func source(_ random: inout FuzzRandom) -> FuzzCase.Source {
    random.weighted([
      (600, .standardInput),
      (300, .file("scene.json")),
      (20, .file("씬 한글.json")),
      (20, .file("emoji-🧪.json")),
      (20, .file("title-\u{1B}]2;PWNED\u{07}.json")),
      (10, .file("new\nline.json")),
      (10, .file("c1-\u{9B}31m.json")),
      (2, .standardInputFrom("/dev/zero")),
      (2, .standardInputFrom("/dev/urandom")),
      (2, .path("/dev/zero")),
      (3, .path("/dev/null")),
      (3, .path("/")),
      (3, .path("/nonexistent/\u{1B}[31mred.json")),
    ])
  }
}

/// Numbers at and around the edges of what a scene may hold.
enum Numbers {
  /// Any number at all: valid, past the limits, not JSON.
  static let extreme = [
    "0", "-0", "-0.0", "0e0", "1", "-1", "0.5", "1e-7", "-1e-9", "5e-324", "4.9e-324",
    "2.2250738585072014e-308", "1e-300", "1000", "1001", "999.5", "1e4", "100000", "999999.999",
    "1000000", "1e6", "1000000.0001", "1000001", "-1000000", "-1000001", "1e7", "1e10", "1e15",
    "4294967296", "2147483648", "9223372036854775807", "9223372036854775808",
    "-9223372036854775809", "18446744073709551616", "1e19", "123456789012345678901234567890",
    "1e308", "-1e308", "1.7976931348623157e308", "1e309", "-1e309", "1E400", "NaN", "Infinity",
    "-Infinity", "0x10", "+1", ".5", "01", "1.", "-", "1e", "\"infinity\"", "\"1\"",
  ]
  /// Lengths a valid scene may hold, big and small, and a few past the limit.
  static let lengths = [
    "0", "0.5", "1", "3", "10", "44", "100", "375", "1000", "9999.5", "100000", "999999",
    "1000000", "5e-324", "1e-300", "0.000001", "1000001", "1e7", "1e10", "1e15", "1e308",
  ]
  static let spacings = lengths + ["-1", "-100", "-1000000", "-1e308"]
  static let priorities = [
    "1", "50", "249", "250", "251", "749", "750", "751", "999", "1000", "0", "1001", "999.5",
    "-1", "1e308",
  ]
}

/// One case being made: the tree, the generator, and notes on each change.
struct Mutation {
  var value: JSONText
  var random: FuzzRandom
  let bounds: SceneMutator.Bounds
  var notes: [String] = []

  init(value: JSONText, random: FuzzRandom, bounds: SceneMutator.Bounds) {
    self.value = value
    self.random = random
    self.bounds = bounds
  }

  /// How many more bytes the scene may grow by.
  var room: Int { bounds.maximumBytes - value.byteCount }

  // MARK: Gentle changes

  /// A change that keeps the scene valid, or nearly: a length or priority set
  /// where the format has one, an enumeration swapped for another valid value,
  /// a key the format allows deleted, many children, nesting about as deep as
  /// the limit, Hangul and emoji in names and texts, the other unit.
  mutating func mutateGently() {
    let operations: [(weight: Int, value: (inout Mutation) -> Bool)] = [
      (30, { $0.setInContext() }),
      (12, { $0.swapEnumeration(valid: true) }),
      (8, { $0.deleteOptional() }),
      (10, { $0.manyChildren() }),
      (5, { $0.deepNesting(maximum: 33) }),
      (5, { $0.unicodeName() }),
      (3, { $0.changeUnit(valid: true) }),
    ]
    for _ in 0..<8 {
      let operation = random.weighted(operations)
      if operation(&self) { return }
    }
  }

  /// What a path's object is in a scene, from the keys around it.
  enum Role {
    case uikitRoot, uikitStack, uikitView, swiftUIScene, swiftUINode, swiftUIStack, spacer
  }

  static func role(key: String?, containerKey: String?, value: JSONText) -> Role? {
    guard case .object = value else { return nil }
    guard let key else {
      switch containerKey {
      case "views": return .uikitView
      case "children": return .swiftUINode
      default: return nil
      }
    }
    switch key {
    case "uikit": return .uikitRoot
    case "stack": return .uikitStack
    case "swiftui": return .swiftUIScene
    case "root": return .swiftUINode
    case "hstack", "vstack", "zstack": return .swiftUIStack
    case "spacer": return .spacer
    default: return nil
    }
  }

  func role(_ path: JSONText.Path) -> Role? {
    guard let node = value[path] else { return nil }
    var containerKey: String?
    if case .element = path.last { containerKey = key(Array(path.dropLast())) }
    return Self.role(
      key: key(path), containerKey: containerKey, value: node)
  }

  /// Sets a key the object's role has to a length, a priority or a modifier.
  mutating func setInContext() -> Bool {
    guard
      let path = pickPath({
        Self.role(key: $0.key, containerKey: $0.containerKey, value: $0.value) != nil
      })
    else { return false }
    func length() -> JSONText { .number(random.pick(Numbers.lengths)) }
    func spacing() -> JSONText { .number(random.pick(Numbers.spacings)) }
    let choice: (key: String, value: JSONText)
    switch role(path)! {
    case .uikitRoot, .uikitStack:
      var keys = [
        "spacing", "spacing", "layoutMargins", "baselineRelative", "layoutMarginsRelative",
      ]
      if role(path) == .uikitRoot { keys += ["size", "size", "size"] }
      switch random.pick(keys) {
      case "spacing": choice = ("spacing", spacing())
      case "size": choice = ("size", sizeObject(random.pick(Numbers.lengths)))
      case "layoutMargins":
        choice = (
          "layoutMargins",
          .object(["top", "leading", "bottom", "trailing"].map { .init($0, length()) })
        )
      case let flag: choice = (flag, .bool(random.chance(0.8)))
      }
    case .uikitView:
      switch random.below(7) {
      case 0, 1: choice = ("intrinsicSize", sizeObject(random.pick(Numbers.lengths)))
      case 2: choice = ("hugging", priorityObject())
      case 3: choice = ("compressionResistance", priorityObject())
      case 4: choice = ("customSpacingAfter", spacing())
      case 5: choice = (random.pick(["firstBaseline", "lastBaseline"]), length())
      default: choice = ("hidden", .bool(random.chance(0.7)))
      }
    case .swiftUIScene:
      choice = ("proposal", sizeObject(random.pick(Numbers.lengths)))
    case .swiftUINode:
      var modifiers: [JSONText] = []
      if case .object(let members) = value[path]!,
        let index = members.firstIndex(where: { JSONText.plainKey($0.key) == "modifiers" }),
        case .array(let existing) = members[index].value
      {
        modifiers = existing
      }
      modifiers.insert(modifier(), at: random.below(modifiers.count + 1))
      choice = ("modifiers", .array(modifiers))
    case .swiftUIStack:
      choice =
        random.chance(0.7)
        ? ("spacing", spacing())
        : ("alignment", .string(random.pick(["leading", "center", "trailing", "top", "bottom"])))
    case .spacer:
      choice = ("minLength", length())
    }
    set(choice.key, to: choice.value, at: path)
    return true
  }

  /// Sets the member `key` of the object at `path` (adding it when missing).
  mutating func set(_ key: String, to newValue: JSONText, at path: JSONText.Path) {
    notes.append(
      "\(path.isEmpty ? "" : describe(path) + ".")\(key) = \(printable(newValue.bytes(), limit: 80))"
    )
    value = value.updating(path) { object in
      guard case .object(var members) = object else { return }
      if let index = members.firstIndex(where: { JSONText.plainKey($0.key) == key }) {
        members[index].value = newValue
      } else {
        members.append(.init(key, newValue))
      }
      object = .object(members)
    }
  }

  /// Deletes a key the format allows to be missing: a size or one of its
  /// lengths (unpinning the stack), a proposal, a spacing, priorities.
  mutating func deleteOptional() -> Bool {
    let optional: Set<String> = [
      "size", "width", "height", "proposal", "spacing", "hugging", "compressionResistance",
      "intrinsicSize", "modifiers", "unit", "layoutMargins", "alignment",
    ]
    guard let path = pickPath({ optional.contains($0.key ?? "") }) else { return false }
    notes.append("deleted \(describe(path))")
    value = value.removing(path)
    return true
  }

  /// A view's or node's name, or a text, in Hangul, emoji or other wide or
  /// combining characters (a name stays unique: the old name is kept after it).
  mutating func unicodeName() -> Bool {
    guard
      let path = pickPath({ visit in
        guard case .string = visit.value else { return false }
        return ["name", "text"].contains(visit.key ?? "")
      })
    else { return false }
    guard case .string(let old) = value[path]! else { return false }
    var text = random.pick(Self.unicodeStrings)
    if key(path) == "text", random.chance(0.2) {
      text = String(
        repeating: random.pick(["한글 ", "👍", "word "]), count: random.pick([100, 2000]))
    }
    let bytes = JSONText.escaped(text) + (key(path) == "name" ? old : [])
    notes.append("\(describe(path)) = \"\(printable(bytes, limit: 60))\"")
    value = value.updating(path) { $0 = .string(bytes) }
    return true
  }

  // MARK: The tree

  mutating func mutateTree() {
    let operations: [(weight: Int, value: (inout Mutation) -> Bool)] = [
      (20, { $0.extremeNumber() }),
      (14, { $0.setAnywhere() }),
      (10, { $0.swapEnumeration(valid: false) }),
      (6, { $0.wrongType() }),
      (8, { $0.deleteMember() }),
      (5, { $0.duplicateMember() }),
      (3, { $0.unknownKey() }),
      (4, { $0.renameKey() }),
      (5, { $0.deepNesting(maximum: 1000) }),
      (2, { $0.deepRawNesting() }),
      (7, { $0.manyChildren() }),
      (6, { $0.unicodeString() }),
      (5, { $0.controlString() }),
      (2, { $0.changeUnit(valid: false) }),
    ]
    for _ in 0..<8 {
      let operation = random.weighted(operations)
      if operation(&self) { return }
    }
  }

  /// One of the paths whose value passes `test`, each as likely (reservoir
  /// sampling, so a large tree is walked once and no list of paths is built);
  /// `nil` when none does. With `includingRoot`, the root (`[]`) is one of them.
  mutating func pickPath(
    includingRoot: Bool = false, _ test: (JSONText.Visit) -> Bool
  ) -> JSONText.Path? {
    var chosen: JSONText.Path? = includingRoot ? [] : nil
    var count = includingRoot ? 1 : 0
    var random = self.random
    value.forEachValue { visit in
      guard test(visit) else { return }
      count += 1
      if random.below(count) == 0 { chosen = visit.path }
    }
    self.random = random
    return chosen
  }

  func key(_ path: JSONText.Path) -> String? {
    value.key(at: path).flatMap(JSONText.plainKey)
  }

  /// `uikit.views[1].intrinsicSize`, for the notes.
  func describe(_ path: JSONText.Path) -> String {
    var text = ""
    var current = value
    for step in path {
      switch (step, current) {
      case (.member(let index), .object(let members)):
        let name = printable(members[index].key, limit: 40)
        text += text.isEmpty ? name : "." + name
        current = members[index].value
      case (.element(let index), .array(let elements)):
        text += "[\(index)]"
        current = elements[index]
      default: return text
      }
    }
    return text.isEmpty ? "(root)" : text
  }

  static let lengthKeys: Set<String> = [
    "spacing", "width", "height", "top", "leading", "bottom", "trailing", "customSpacingAfter",
    "firstBaseline", "lastBaseline", "minLength", "minWidth", "idealWidth", "maxWidth",
    "minHeight", "idealHeight", "maxHeight", "padding",
  ]

  mutating func extremeNumber() -> Bool {
    guard
      let path = pickPath({ visit in
        if case .number = visit.value { return true }
        return Self.lengthKeys.contains(visit.key ?? "")
      })
    else { return false }
    let number = random.pick(Numbers.extreme)
    notes.append("\(describe(path)) = \(number)")
    value = value.updating(path) { $0 = .number(number) }
    return true
  }

  /// Sets a length, a priority, a modifier or a flag in any object, whether the
  /// format has that key there or not.
  mutating func setAnywhere() -> Bool {
    guard
      let path = pickPath(
        includingRoot: true,
        { visit in
          if case .object = visit.value { return true }
          return false
        })
    else { return false }
    let choices: [(key: String, make: (inout Mutation) -> JSONText)] = [
      ("spacing", { m in .number(m.random.pick(Numbers.spacings)) }),
      ("size", { m in m.sizeObject(m.random.pick(Numbers.lengths)) }),
      ("intrinsicSize", { m in m.sizeObject(m.random.pick(Numbers.lengths)) }),
      ("proposal", { m in m.sizeObject(m.random.pick(Numbers.lengths)) }),
      ("customSpacingAfter", { m in .number(m.random.pick(Numbers.spacings)) }),
      ("firstBaseline", { m in .number(m.random.pick(Numbers.lengths)) }),
      ("lastBaseline", { m in .number(m.random.pick(Numbers.lengths)) }),
      (
        "layoutMargins",
        { m in
          .object(
            ["top", "leading", "bottom", "trailing"].map {
              .init($0, .number(m.random.pick(Numbers.lengths)))
            })
        }
      ),
      ("hugging", { m in m.priorityObject() }),
      ("compressionResistance", { m in m.priorityObject() }),
      ("spacer", { m in .object([.init("minLength", .number(m.random.pick(Numbers.lengths)))]) }),
      ("modifiers", { m in .array((0..<m.random.int(in: 1...3)).map { _ in m.modifier() }) }),
      ("baselineRelative", { _ in .bool(true) }),
      ("layoutMarginsRelative", { _ in .bool(true) }),
      ("hidden", { m in .bool(m.random.chance(0.7)) }),
    ]
    let choice = random.pick(choices)
    set(choice.key, to: choice.make(&self), at: path)
    return true
  }

  mutating func sizeObject(_ first: String) -> JSONText {
    var members: [JSONText.Member] = []
    let shape = random.below(4)
    if shape != 1 { members.append(.init("width", .number(first))) }
    if shape != 2 { members.append(.init("height", .number(random.pick(Numbers.lengths)))) }
    if shape == 3, random.chance(0.3) { members.append(.init("width", .null)) }
    return .object(members)
  }

  mutating func priorityObject() -> JSONText {
    .object([
      .init("horizontal", .number(random.pick(Numbers.priorities))),
      .init("vertical", .number(random.pick(Numbers.priorities))),
    ])
  }

  mutating func modifier() -> JSONText {
    func length() -> JSONText { .number(random.pick(Numbers.lengths)) }
    switch random.below(6) {
    case 0:
      let keys = [
        "width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight",
        "maxHeight",
      ]
      var members: [JSONText.Member] = []
      for key in keys where random.chance(0.3) {
        members.append(
          .init(key, key.hasPrefix("max") && random.chance(0.3) ? .string("infinity") : length()))
      }
      return .object([.init("frame", .object(members))])
    case 1:
      return .object([.init("padding", length())])
    case 2:
      return .object([.init("layoutPriority", .number(random.pick(Numbers.extreme)))])
    case 3:
      return .object([.init("fixedSize", .bool(true))])
    case 4:
      return .object([
        .init("lineLimit", .number(random.pick(["1", "2", "0", "1000000", "1e308"])))
      ])
    default:
      return .object([
        .init(
          "padding",
          .object(["top", "leading", "bottom", "trailing"].map { .init($0, length()) }))
      ])
    }
  }

  static let enumerations = [
    "horizontal", "vertical", "fill", "fillEqually", "fillProportionally", "equalSpacing",
    "equalCentering", "leading", "top", "center", "trailing", "bottom", "firstBaseline",
    "lastBaseline", "point", "cell", "red", "green", "blue", "gray", "infinity", "Fill",
    "", "fill ",
  ]

  mutating func swapEnumeration(valid: Bool) -> Bool {
    guard
      let path = pickPath({ visit in
        guard case .string = visit.value else { return false }
        return ["axis", "distribution", "alignment", "unit", "color", "maxWidth", "maxHeight"]
          .contains(visit.key ?? "")
      })
    else { return false }
    let word: String
    switch (valid, key(path)) {
    case (true, "axis"): word = random.pick(["horizontal", "vertical"])
    case (true, "distribution"):
      word = random.pick([
        "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering",
      ])
    case (true, "alignment"):
      word = random.pick([
        "fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline",
      ])
    case (true, "unit"): word = random.pick(["point", "cell"])
    case (true, "color"): word = random.pick(["red", "green", "blue", "gray"])
    default: word = random.pick(Self.enumerations)
    }
    notes.append("\(describe(path)) = \"\(word)\"")
    value = value.updating(path) { $0 = .string(word) }
    return true
  }

  mutating func wrongType() -> Bool {
    guard let path = pickPath({ _ in true }) else { return false }
    let replacement = random.pick([
      JSONText.string("x"), .string(""), .number("1"), .bool(true), .bool(false), .null,
      .array([]), .array([.number("1")]), .object([]), .object([.init("a", .number("1"))]),
    ])
    notes.append("\(describe(path)) = \(printable(replacement.bytes()))")
    value = value.updating(path) { $0 = replacement }
    return true
  }

  mutating func deleteMember() -> Bool {
    guard
      let path = pickPath({
        if case .member = $0.path.last { return true }
        return false
      })
    else { return false }
    notes.append("deleted \(describe(path))")
    value = value.removing(path)
    return true
  }

  mutating func duplicateMember() -> Bool {
    guard
      let path = pickPath({
        if case .member = $0.path.last { return true }
        return false
      })
    else { return false }
    guard case .member(let index) = path.last else { return false }
    let otherValue: JSONText? = random.chance(0.5) ? .number(random.pick(Numbers.extreme)) : nil
    notes.append("duplicated \(describe(path))")
    value = value.updating(Array(path.dropLast())) { parent in
      guard case .object(var members) = parent else { return }
      var copy = members[index]
      if let otherValue { copy.value = otherValue }
      members.insert(copy, at: random.chance(0.5) ? index + 1 : members.count)
      parent = .object(members)
    }
    return true
  }

  mutating func unknownKey() -> Bool {
    guard
      let path = pickPath(
        includingRoot: true,
        { visit in
          if case .object = visit.value { return true }
          return false
        })
    else { return false }
    let key: [UInt8] = random.pick([
      Array("colour".utf8), [], Array("views ".utf8), JSONText.escaped("\u{1B}[31mred"),
      [0x1B, 0x5B, 0x33, 0x31, 0x6D], JSONText.escaped("한글"), JSONText.escaped("👍🏽"),
      Array("axis\\u0000".utf8), [0xFF, 0xFE], Array("__proto__".utf8),
    ])
    notes.append("\(describe(path)) gets key \"\(printable(key))\"")
    value = value.updating(path) { object in
      guard case .object(var members) = object else { return }
      members.insert(.init(key: key, value: .number("1")), at: random.below(members.count + 1))
      object = .object(members)
    }
    return true
  }

  static let knownKeys = [
    "unit", "uikit", "swiftui", "axis", "distribution", "alignment", "spacing", "size", "views",
    "name", "color", "intrinsicSize", "hugging", "compressionResistance", "hidden",
    "customSpacingAfter", "firstBaseline", "lastBaseline", "stack", "layoutMargins",
    "proposal", "root", "hstack", "vstack", "zstack", "text", "spacer", "children", "modifiers",
    "frame", "padding", "layoutPriority", "fixedSize", "lineLimit", "width", "height",
  ]

  mutating func renameKey() -> Bool {
    guard
      let path = pickPath({
        if case .member = $0.path.last { return true }
        return false
      })
    else { return false }
    guard case .member(let index) = path.last else { return false }
    let newKey = random.pick(Self.knownKeys)
    notes.append("renamed \(describe(path)) to \(newKey)")
    value = value.updating(Array(path.dropLast())) { parent in
      guard case .object(var members) = parent else { return }
      members[index].key = Array(newKey.utf8)
      parent = .object(members)
    }
    return true
  }

  /// One of the arrays of views (UIKit) or children (SwiftUI).
  mutating func childArray() -> JSONText.Path? {
    pickPath { visit in
      guard case .array(let elements) = visit.value, !elements.isEmpty else { return false }
      return ["views", "children"].contains(visit.key ?? "")
    }
  }

  mutating func deepNesting(maximum: Int) -> Bool {
    guard let arrayPath = childArray() else { return false }
    guard case .array(let elements) = value[arrayPath]!, !elements.isEmpty else { return false }
    let isUIKit = key(arrayPath) == "views"
    let elementIndex = random.below(elements.count)
    let depth = min(
      maximum,
      random.weighted([
        (3, 2), (3, 8), (4, 30), (4, 31), (4, 32), (3, 33), (2, 40), (2, 100), (1, 1000),
      ]))
    var inner = elements[elementIndex]
    for level in 0..<depth {
      if isUIKit {
        inner = .object([
          .init("name", .string("nest\(level)")),
          .init(
            "stack",
            .object([
              .init("axis", .string(random.pick(["horizontal", "vertical"]))),
              .init(
                "distribution",
                .string(
                  random.pick([
                    "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering",
                  ]))),
              .init("alignment", .string(random.pick(["fill", "leading", "center", "trailing"]))),
              .init("views", .array([inner])),
            ])),
        ])
      } else {
        inner = .object([
          .init(
            random.pick(["hstack", "vstack", "zstack"]),
            .object([.init("children", .array([inner]))])
          )
        ])
      }
    }
    notes.append("\(describe(arrayPath + [.element(elementIndex)])) nested \(depth) deep")
    value = value.updating(arrayPath + [.element(elementIndex)]) { $0 = inner }
    return true
  }

  mutating func deepRawNesting() -> Bool {
    guard let path = pickPath(includingRoot: true, { _ in true }) else { return false }
    let depth = random.pick([100, 513, 1000, 10_000, 100_000])
    guard depth * 6 <= room else { return false }
    let (open, close): ([UInt8], [UInt8]) =
      random.chance(0.5)
      ? (Array("[".utf8), Array("]".utf8)) : (Array("{\"a\":".utf8), Array("}".utf8))
    let raw =
      Array([[UInt8]](repeating: open, count: depth).joined()) + Array("1".utf8)
      + Array([[UInt8]](repeating: close, count: depth).joined())
    notes.append("\(describe(path)) = \(printable(open))… \(depth) deep")
    value = value.updating(path) { $0 = .raw(raw) }
    return true
  }

  mutating func manyChildren() -> Bool {
    guard let arrayPath = childArray() else { return false }
    guard case .array(let elements) = value[arrayPath]!, !elements.isEmpty else { return false }
    let template = random.pick(elements)
    let wanted = random.weighted([
      (12, 10), (6, 64), (6, 65), (8, 100), (4, 400), (4, 1000), (2, 5000), (2, 10_000),
      (1, 100_001),
    ])
    let rename = random.chance(0.9)
    // Within the bounds: a template that is itself large gets fewer copies.
    let count = min(wanted, bounds.maximumCopies, room / max(1, template.byteCount + 8) + 1)
    guard count >= 2 else { return false }
    var copies: [JSONText] = []
    copies.reserveCapacity(count)
    for number in 0..<count {
      guard rename, case .object(var members) = template else {
        copies.append(template)
        continue
      }
      if let nameIndex = members.firstIndex(where: { JSONText.plainKey($0.key) == "name" }) {
        members[nameIndex].value = .string("v\(number)")
      } else {
        members.insert(.init("name", .string("v\(number)")), at: 0)
      }
      copies.append(.object(members))
    }
    notes.append("\(describe(arrayPath)) holds \(count) copies\(rename ? "" : " (same names)")")
    value = value.updating(arrayPath) { $0 = .array(copies) }
    return true
  }

  static let unicodeStrings = [
    "한글", "가나다라마바사아자차카타파하", "👩‍👩‍👧‍👦", "🏳️‍🌈🇰🇷", "e\u{301}\u{301}\u{301}\u{301}",
    "\u{202E}txet\u{202C}", "\u{200B}\u{200D}\u{FEFF}", "漢字かなカナ", "\u{FFFD}\u{FFFF}",
    "\u{10FFFF}", "ｆｕｌｌｗｉｄｔｈ", "\u{1F600}\u{1F3FD}", "a\u{0308}\u{0308}\u{0308}",
    String(repeating: "한", count: 500), String(repeating: "👍", count: 300),
  ]

  mutating func unicodeString() -> Bool {
    guard
      let path = pickPath({ visit in
        if case .string = visit.value { return true }
        return ["name", "text"].contains(visit.key ?? "")
      })
    else { return false }
    let text: String
    if random.chance(0.15) {
      let unit = random.pick(["a", "한", "👍", "a "])
      let count = random.pick([1000, 99_999, 100_000, 100_001, 300_000])
      guard count * unit.utf8.count <= room else { return false }
      text = String(repeating: unit, count: count)
    } else {
      text = random.pick(Self.unicodeStrings)
    }
    notes.append("\(describe(path)) = \"\(printable(Array(text.utf8), limit: 60))\"")
    value = value.updating(path) { $0 = .string(text) }
    return true
  }

  mutating func controlString() -> Bool {
    guard
      let path = pickPath({ visit in
        if case .string = visit.value { return true }
        return ["name", "text", "color", "axis"].contains(visit.key ?? "")
      })
    else { return false }
    let bytes: [UInt8]
    if random.chance(0.3) {
      // Raw bytes inside the quotes: not valid JSON, so an error that quotes them.
      bytes = random.pick([
        [0x1B, 0x5D, 0x32, 0x3B, 0x50, 0x57, 0x4E, 0x45, 0x44, 0x07], [0x0A], [0x00],
        [0x1B, 0x5B, 0x32, 0x4A], [0x7F], [0xC2, 0x9B, 0x33, 0x31, 0x6D], [0x08, 0x08, 0x08],
        [0x0D],
      ])
    } else {
      bytes = JSONText.escaped(
        random.pick([
          "\u{1B}]2;PWNED\u{07}", "a\nb", "\u{0}", "\r", "\u{7F}", "\u{85}", "\u{9B}31m",
          "\u{1B}[2J\u{1B}[H", "\t", "\u{8}\u{8}x", "\u{1B}[?1049l", "x\u{1B}",
        ]))
    }
    notes.append("\(describe(path)) = \"\(printable(bytes))\"")
    value = value.updating(path) { $0 = .string(bytes) }
    return true
  }

  mutating func changeUnit(valid: Bool) -> Bool {
    let unit =
      valid ? random.pick(["cell", "point"]) : random.pick(["cell", "point", "pixel", ""])
    notes.append("unit = \"\(unit)\"")
    value = value.updating([]) { object in
      guard case .object(var members) = object else { return }
      if let index = members.firstIndex(where: { JSONText.plainKey($0.key) == "unit" }) {
        members[index].value = .string(unit)
      } else {
        members.insert(.init("unit", .string(unit)), at: 0)
      }
      object = .object(members)
    }
    return true
  }

  // MARK: The bytes

  static let invalidUTF8: [[UInt8]] = [
    [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xE2, 0x82],
    [0xF0, 0x9F, 0x98], [0xFE, 0xFF], [0xC3],
  ]

  static let garbage: [[UInt8]] = [
    Array("x".utf8), Array("}".utf8), [0], Array("\n{}".utf8), Array("\n\n   ".utf8),
    Array("// comment".utf8), [0x1B, 0x5B, 0x32, 0x4A], Array(",".utf8), Array("]".utf8),
    Array("\u{FEFF}".utf8),
  ]

  mutating func mutateBytes(_ bytes: inout [UInt8]) {
    let position = bytes.isEmpty ? 0 : random.below(bytes.count + 1)
    // Just after one of the quotes (inside a string, or a key), or anywhere.
    var inString = position
    var quotes = 0
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\"") {
      quotes += 1
      if random.below(quotes) == 0 { inString = index + 1 }
    }
    switch random.weighted([
      (5, 0), (4, 1), (3, 2), (3, 3), (5, 4), (5, 5), (4, 6), (4, 7), (2, 8), (1, 9), (2, 10),
    ]) {
    case 0 where !bytes.isEmpty:
      let index = min(position, bytes.count - 1)
      let bit = random.below(8)
      bytes[index] ^= 1 << bit
      notes.append("flipped bit \(bit) of byte \(index)")
    case 1 where !bytes.isEmpty:
      let index = min(position, bytes.count - 1)
      let byte = UInt8(random.below(256))
      bytes[index] = byte
      notes.append("byte \(index) = 0x\(String(byte, radix: 16))")
    case 2:
      let byte = random.pick(
        [
          0x00, 0x1B, 0x7F, 0x80, 0xFF, 0x22, 0x7B, 0x5B, 0x2C, 0x3A, 0x5C, 0x0A,
        ] as [UInt8])
      bytes.insert(byte, at: position)
      notes.append("inserted 0x\(String(byte, radix: 16)) at \(position)")
    case 3 where !bytes.isEmpty:
      let length = min(random.int(in: 1...16), bytes.count - min(position, bytes.count - 1))
      let start = min(position, bytes.count - 1)
      bytes.removeSubrange(start..<(start + length))
      notes.append("deleted \(length) bytes at \(start)")
    case 4:
      let length = random.chance(0.2) ? 0 : position
      bytes.removeSubrange(length...)
      notes.append("truncated to \(length) bytes")
    case 5:
      let sequence = random.pick(Self.invalidUTF8)
      bytes.insert(contentsOf: sequence, at: inString)
      notes.append("inserted invalid UTF-8 \(printable(sequence)) at \(inString)")
    case 6:
      let mark: [UInt8] = random.pick([
        [0xEF, 0xBB, 0xBF], [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE, 0xFF],
      ])
      bytes.insert(contentsOf: mark, at: 0)
      notes.append("byte order mark \(printable(mark)) in front")
    case 7:
      let tail =
        random.chance(0.2) ? bytes : random.pick(Self.garbage)
      bytes += tail
      notes.append("trailing garbage \(printable(tail, limit: 30))")
    case 8:
      let control = random.pick(
        [[0x1B], [0x07], [0x00], [0x0D], [0x08], [0xC2, 0x85]] as [[UInt8]])
      bytes.insert(contentsOf: control, at: inString)
      notes.append("raw control \(printable(control)) at \(inString)")
    case 9:
      bytes = random.chance(0.5) ? [] : Array("   \n".utf8)
      notes.append("emptied")
    default:
      guard !bytes.isEmpty else { return }
      let start = min(position, bytes.count - 1)
      let end = min(bytes.count, start + random.int(in: 1...64))
      let chunk = bytes[start..<end]
      bytes.insert(contentsOf: chunk, at: random.below(bytes.count + 1))
      notes.append("copied \(chunk.count) bytes from \(start)")
    }
  }
}
