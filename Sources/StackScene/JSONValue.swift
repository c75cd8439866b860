/// A parsed JSON value, kept exactly as the file spelled it.
///
/// Objects keep their members in document order and keep duplicate keys, so the
/// scene decoder can report a duplicate (or the first unknown key) with its key
/// path. Numbers and booleans are distinct cases: `true` is never a number and
/// `1` is never a boolean.
enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([JSONMember])

  /// What the value is, for error messages: `a string ("8")`, `true`, `an array`.
  var summary: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let value): "the number \(JSONText.number(value))"
    case .string(let value): "the string \(JSONText.quoted(value))"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// One `"key": value` pair of a JSON object.
struct JSONMember: Hashable, Sendable {
  var key: String
  var value: JSONValue

  init(_ key: String, _ value: JSONValue) {
    self.key = key
    self.value = value
  }
}
