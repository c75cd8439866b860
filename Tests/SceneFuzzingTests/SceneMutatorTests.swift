import Foundation
import SceneFuzzing
import Testing

@Suite("The scene mutator")
struct SceneMutatorTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The mutator of the examples and presets, bounded as in the in-repo sample
  /// (the debug build is slow to make thousands of copies).
  static func mutator() throws -> SceneMutator {
    try SceneMutator.load(
      directories: [
        repository.appendingPathComponent("Examples"),
        repository.appendingPathComponent("Presets"),
      ],
      bounds: SceneMutator.Bounds(maximumCopies: 400, maximumBytes: 256 << 10))
  }

  @Test("the same seed and index make the same case; cases do not depend on each other")
  func deterministic() throws {
    let mutator = try Self.mutator()
    let first = (0..<50).map { mutator.makeCase(seed: 7, index: $0) }
    let again = (0..<50).reversed().map { mutator.makeCase(seed: 7, index: $0) }.reversed()
    #expect(first == Array(again))
    let otherSeed = (0..<50).map { mutator.makeCase(seed: 8, index: $0) }
    #expect(first != otherSeed)
    #expect(Set(first.map(\.input)).count > 40, "cases differ from one another")
  }

  @Test("cases stay within the bounds on size")
  func bounded() throws {
    let mutator = try Self.mutator()
    for index in 0..<500 {
      let fuzzCase = mutator.makeCase(seed: 5, index: index)
      // Byte changes may copy a chunk or the whole scene once more on top of the bound.
      #expect(fuzzCase.input.count <= 3 * (256 << 10), "#\(index): \(fuzzCase.mutations)")
    }
  }

  @Test("every seed scene is read as JSON and makes cases")
  func seeds() throws {
    let mutator = try Self.mutator()
    #expect(mutator.seeds.count >= 20)
    let names = Set((0..<400).map { mutator.makeCase(seed: 1, index: $0).seedName })
    #expect(names.count == mutator.seeds.count)
  }

  @Test("the cases cover what the fuzzer promises")
  func coverage() throws {
    let mutator = try Self.mutator()
    let cases = (0..<1500).map { mutator.makeCase(seed: 3, index: $0) }
    let notes = cases.flatMap(\.mutations).joined(separator: "\n")
    for expected in [
      "flipped bit", "truncated to", "invalid UTF-8", "byte order mark", "trailing garbage",
      "deleted ", "duplicated ", "nested ", "copies", "1e308", "5e-324", "raw control",
    ] {
      #expect(notes.contains(expected), "no case did \(expected)")
    }
    #expect(cases.contains { $0.input.contains(0x1B) || notes.contains("\\u001b") })
    #expect(cases.contains { String(decoding: $0.input, as: UTF8.self).contains("한") })
    #expect(cases.contains { String(decoding: $0.input, as: UTF8.self).contains("👍") })
    for command in Invocation.Command.allCases {
      #expect(cases.contains { $0.invocation.command == command })
    }
    #expect(cases.contains { $0.source == .standardInput })
    #expect(cases.contains { if case .file = $0.source { true } else { false } })
  }
}
