/// A hash table from an element and a proposal to an answer: the SwiftUI
/// engine's cache.
///
/// Open addressing with linear probing over flat arrays, so that a lookup
/// costs a multiplication and a few comparisons (a `Dictionary` would hash
/// four fields with SipHash on every probe). Lengths are compared as
/// ``ProposedSize`` compares them: `-0` equals `0`; `nil` (unspecified) is a
/// value of its own.
struct ProposalTable<Value> {
  private struct Key: Equatable {
    var node: UInt64
    var level: UInt64
    var width: UInt64
    var height: UInt64
  }

  private var keys: [Key?]
  private var values: [Value?]
  private var mask: Int
  private(set) var count = 0

  /// An empty table with room for about `capacity` answers before it grows.
  init(capacity: Int = 48) {
    var size = 64
    while size * 3 < capacity * 4 { size *= 2 }
    keys = Array(repeating: nil, count: size)
    values = Array(repeating: nil, count: size)
    mask = size - 1
  }

  /// The bits a length is compared by: 0 for both zeros, a NaN pattern no
  /// arithmetic makes for `nil`.
  private static func bits(_ length: Double?) -> UInt64 {
    guard let length else { return 0x7FF8_DEAD_BEEF_0001 }
    return length == 0 ? 0 : length.bitPattern
  }

  private static func key(_ node: Int, _ level: Int, _ width: Double?, _ height: Double?) -> Key {
    Key(
      node: UInt64(truncatingIfNeeded: node), level: UInt64(truncatingIfNeeded: level),
      width: bits(width), height: bits(height))
  }

  private func slot(of key: Key) -> Int {
    // SplitMix64's finaliser after each part: every bit of every part reaches
    // the low bits the mask keeps (lengths such as 20.0 have none of their own there).
    func mix(_ value: UInt64) -> UInt64 {
      var value = value
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
    var hash = mix(key.node &* 0x9E37_79B9_7F4A_7C15 &+ key.level)
    hash = mix(hash ^ key.width)
    hash = mix(hash ^ key.height)
    return Int(truncatingIfNeeded: hash) & mask
  }

  /// The answer stored for the element `(node, level)` and the proposal, if any.
  func value(_ node: Int, _ level: Int, _ width: Double?, _ height: Double?) -> Value? {
    let key = Self.key(node, level, width, height)
    var index = slot(of: key)
    while let stored = keys[index] {
      if stored == key { return values[index] }
      index = (index + 1) & mask
    }
    return nil
  }

  /// Stores an answer (replacing one stored for the same key).
  mutating func set(
    _ value: Value, _ node: Int, _ level: Int, _ width: Double?, _ height: Double?
  ) {
    if (count + 1) * 4 > keys.count * 3 { grow() }
    insert(Self.key(node, level, width, height), value)
  }

  private mutating func insert(_ key: Key, _ value: Value) {
    var index = slot(of: key)
    while let stored = keys[index] {
      if stored == key {
        values[index] = value
        return
      }
      index = (index + 1) & mask
    }
    keys[index] = key
    values[index] = value
    count += 1
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    keys = Array(repeating: nil, count: oldKeys.count * 2)
    values = Array(repeating: nil, count: oldKeys.count * 2)
    mask = keys.count - 1
    count = 0
    for (key, value) in zip(oldKeys, oldValues) {
      if let key, let value { insert(key, value) }
    }
  }
}
