/// Where a value sits in a scene file: `uikit.views[1].hugging.horizontal`.
struct ScenePath: Hashable, Sendable, CustomStringConvertible {
  /// One step down the tree: an object key or an array index.
  enum Component: Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  /// The steps from the top-level value; empty for the top-level value itself.
  var components: [Component] = []

  /// The top-level value.
  static let root = ScenePath()

  /// The path of the member `key` of the object at this path.
  func appending(_ key: String) -> ScenePath {
    ScenePath(components: components + [.key(key)])
  }

  /// The path of the element `index` of the array at this path.
  func appending(index: Int) -> ScenePath {
    ScenePath(components: components + [.index(index)])
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
