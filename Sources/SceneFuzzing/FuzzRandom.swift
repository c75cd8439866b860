/// The fuzzer's random numbers: SplitMix64 with its own bounded draws, so a
/// seed gives the same cases on every platform and every Swift version (the
/// standard library's `random(in:using:)` does not promise its algorithm).
public struct FuzzRandom: Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  /// The generator of case `index` of a run with `seed`: each case has its own
  /// stream, so a case does not depend on the cases before it, on how many run
  /// at once, or on the order they finish in.
  public init(seed: UInt64, index: Int) {
    var mixer = FuzzRandom(seed: seed ^ 0x5DEE_CE66_D1CE_4E5B)
    for _ in 0..<2 { _ = mixer.next() }
    self.init(seed: mixer.next() &+ UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03)
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A whole number in `0..<bound` (multiply-high; `bound` must be positive).
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0)
    return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// A whole number in `range`.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.upperBound - range.lowerBound + 1)
  }

  /// True with probability `probability`.
  public mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) / Double(1 << 53) < probability
  }

  /// One element of a non-empty collection.
  public mutating func pick<C: Collection>(_ elements: C) -> C.Element {
    elements[elements.index(elements.startIndex, offsetBy: below(elements.count))]
  }

  /// One element, each with its weight.
  public mutating func weighted<T>(_ choices: [(weight: Int, value: T)]) -> T {
    var roll = below(choices.reduce(0) { $0 + $1.weight })
    for choice in choices {
      if roll < choice.weight { return choice.value }
      roll -= choice.weight
    }
    return choices[choices.count - 1].value
  }
}
