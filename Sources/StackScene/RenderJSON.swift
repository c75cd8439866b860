import StackLayout

/// The answer of `stackplay render --format json`: a laid-out stack's size and
/// the frame of each arranged view.
///
/// The shape is the contract of `scene-format.md`, pretty-printed with two-space
/// indentation, keys in this order, one frame per line, in arrangement order
/// (hidden views included with their collapsed frame), and a final line break:
///
/// ```json
/// {
///   "size": { "width": 375, "height": 728 },
///   "frames": [
///     { "name": "red", "x": 0, "y": 0, "width": 375, "height": 428 },
///     { "name": "green", "x": 0, "y": 428, "width": 375, "height": 100 }
///   ]
/// }
/// ```
///
/// Numbers are unrounded, in the scene's unit: integral values without a decimal
/// point (`428`, and `0` for negative zero), others in Swift's shortest spelling
/// that reads back as the same `Double` (`33.333333333333336`). Names are
/// JSON-escaped.
///
/// - Throws: a ``NonFiniteLayoutError`` when the layout holds NaN or an
///   infinity, which a solved layout of a scene within the limits never does:
///   the output never holds one.
public func renderJSON(_ layout: StackViewLayout) throws(NonFiniteLayoutError) -> String {
  try renderJSON(size: layout.size, frames: layout.views.map { ($0.name, $0.frame) })
}

/// A laid-out size or frame that is not finite: a solver's bug, never written out.
///
/// The description is one line naming the value as the render answer would
/// (`frames[2].x`, with the view's name) and the value:
/// `frames[2] ("w").x is nan: the layout is not finite (an internal error)`.
public struct NonFiniteLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the value would be in the answer: `size.width`, `frames[2].x`.
  public var keyPath: String
  /// The name of the view or node, for a frame.
  public var name: String?
  /// The value: NaN or an infinity.
  public var value: Double

  public init(keyPath: String, name: String?, value: Double) {
    self.keyPath = keyPath
    self.name = name
    self.value = value
  }

  public var description: String {
    var place = keyPath
    if let name, let dot = place.firstIndex(of: ".") {
      place.insert(contentsOf: " (\(JSONText.quoted(name)))", at: dot)
    }
    return "\(place) is \(value): the layout is not finite (an internal error)"
      .escapingControlCharacters()
  }
}

/// Checks that a size and frames, as the render answer writes them, are finite.
public func checkFinite(size: Size, frames: [(name: String, frame: Rect)])
  throws(NonFiniteLayoutError)
{
  for (key, value) in [("width", size.width), ("height", size.height)] where !value.isFinite {
    throw NonFiniteLayoutError(keyPath: "size.\(key)", name: nil, value: value)
  }
  for (index, (name, frame)) in frames.enumerated() {
    let values = [
      ("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height),
    ]
    for (key, value) in values where !value.isFinite {
      throw NonFiniteLayoutError(keyPath: "frames[\(index)].\(key)", name: name, value: value)
    }
  }
}

/// The render answer for a stack of `size` whose views have these names and frames.
func renderJSON(size: Size, frames: [(name: String, frame: Rect)]) throws(NonFiniteLayoutError)
  -> String
{
  try checkFinite(size: size, frames: frames)
  var json = JSONWriter(capacity: 64 + 80 * frames.count)
  json.raw("{\n  ")
  json.key("size")
  json.inlineObject([("width", size.width), ("height", size.height)])
  json.raw(",\n  ")
  json.key("frames")
  if frames.isEmpty {
    json.raw("[]")
  } else {
    json.raw("[")
    for (index, (name, frame)) in frames.enumerated() {
      json.raw(index == 0 ? "\n    " : ",\n    ")
      // The name first: `{ "name": "red", "x": 0, ... }`.
      json.raw("{ ")
      json.key("name")
      json.quoted(name)
      let numbers: [(key: StaticString, value: Double)] = [
        ("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height),
      ]
      for (key, value) in numbers {
        json.raw(", ")
        json.key(key)
        json.number(value)
      }
      json.raw(" }")
    }
    json.raw("\n  ]")
  }
  json.raw("\n}\n")
  return String(decoding: json.bytes, as: UTF8.self)
}

/// The answer of `stackplay render --format json` for a SwiftUI scene: the
/// root's chosen size and the frame of every *named* node, depth-first (a node
/// before its children, children in source order), in the shape and spelling
/// of ``renderJSON(_:)-(StackViewLayout)``.
///
/// A node's frame is its outer frame, with all its modifiers (what its parent
/// placed), relative to the root's top-left corner, unrounded, in the scene's unit.
///
/// - Throws: a ``NonFiniteLayoutError`` when the layout holds NaN or an infinity.
public func renderJSON(_ layout: SwiftUILayout) throws(NonFiniteLayoutError) -> String {
  try renderJSON(
    size: layout.size,
    frames: layout.nodes.compactMap { node in node.name.map { ($0, node.frame) } })
}
