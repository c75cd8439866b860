/// Where a value sits in a scene file: `uikit.views[1].hugging.horizontal`.
struct ScenePath: Hashable, Sendable, CustomStringConvertible {
  /// One step down the tree: an object key or an array index.
  enum Component: Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  /// A step and the steps before it, shared by every path that starts with them.
  private final class Node: Sendable {
    let parent: Node?
    let component: Component

    init(parent: Node?, component: Component) {
      self.parent = parent
      self.component = component
    }
  }

  /// Every step but ``tail``; nil when there is none.
  private var node: Node?
  /// The last step, when it is not in ``node`` (a path to a leaf usually ends so:
  /// appending a step to a path whose steps are all in `node` allocates nothing).
  private var tail: Component?

  /// The top-level value.
  static let root = ScenePath()

  private init(node: Node? = nil, tail: Component? = nil) {
    self.node = node
    self.tail = tail
  }

  /// The steps from the top-level value; empty for the top-level value itself.
  var components: [Component] {
    var result: [Component] = []
    if let tail { result.append(tail) }
    var step = node
    while let current = step {
      result.append(current.component)
      step = current.parent
    }
    return result.reversed()
  }

  /// The path of the member `key` of the object at this path.
  func appending(_ key: String) -> ScenePath {
    appending(.key(key))
  }

  /// The path of the element `index` of the array at this path.
  func appending(index: Int) -> ScenePath {
    appending(.index(index))
  }

  private func appending(_ component: Component) -> ScenePath {
    guard let tail else { return ScenePath(node: node, tail: component) }
    return ScenePath(node: Node(parent: node, component: tail), tail: component)
  }

  /// The same path, with every step in one shared node: for a path that many
  /// others are appended to (an object's members, an array's elements).
  func shared() -> ScenePath {
    guard let tail else { return self }
    return ScenePath(node: Node(parent: node, component: tail))
  }

  static func == (lhs: ScenePath, rhs: ScenePath) -> Bool {
    lhs.components == rhs.components
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(components)
  }

  /// Keys joined by dots, indices in brackets; a key that is not a plain
  /// identifier is written quoted in brackets (`uikit["odd key"]`).
  var description: String {
    var text = ""
    for component in components {
      switch component {
      case .key(let key) where Self.isIdentifier(key):
        if !text.isEmpty { text += "." }
        text += key
      case .key(let key):
        text += "[\(JSONText.quoted(key))]"
      case .index(let index):
        text += "[\(index)]"
      }
    }
    return text
  }

  /// Whether `key` is ASCII letters, digits and underscores, not starting with a digit.
  private static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    else { return false }
    return key.utf8.allSatisfy { byte in
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
  }
}
