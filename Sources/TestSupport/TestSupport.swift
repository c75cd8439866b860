import Foundation
import Testing

// Helpers shared by the test targets: snapshot files and a seeded random generator.
// A normal target (not a test target), so every test target can depend on it.

/// Compares `text` with the snapshot file `Snapshots/<name>.txt` in the folder of
/// the test file that calls it.
///
/// With `STACKPLAY_RECORD_SNAPSHOTS=1` in the environment, or when the file does
/// not exist yet, the file is (re)written instead; a missing file is also
/// reported as a failure, so a new snapshot is always looked at once.
public func expectSnapshot(
  _ text: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots").appendingPathComponent(name + ".txt")
  let contents = text + "\n"
  let recording = ProcessInfo.processInfo.environment["STACKPLAY_RECORD_SNAPSHOTS"] == "1"
  guard !recording, let stored = try? String(contentsOf: url, encoding: .utf8) else {
    do {
      try contents.write(to: url, atomically: true, encoding: .utf8)
    } catch {
      Issue.record("cannot write snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
    }
    if !recording {
      Issue.record(
        "snapshot \(name).txt did not exist; recorded it, check it and run again",
        sourceLocation: sourceLocation)
    }
    return
  }
  #expect(
    stored == contents,
    "snapshot \(name).txt differs (STACKPLAY_RECORD_SNAPSHOTS=1 re-records):\n\(text)",
    sourceLocation: sourceLocation)
}

/// A small deterministic random number generator (SplitMix64), so property tests
/// see the same cases on every run.
public struct SeededGenerator: RandomNumberGenerator {
  public var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Whether `text` shows `name` as a word of its own: no ASCII letter or digit
/// right before or after it (`title` is not shown by `subtitle`, nor `row1`
/// by `row12`). The tests' own reading of a picture, written apart from the
/// renderer's search for unnamed boxes.
public func shows(_ text: some StringProtocol, _ name: String) -> Bool {
  func isWord(_ character: Character?) -> Bool {
    guard let character, character.isASCII else { return false }
    return character.isLetter || character.isNumber
  }
  let text = String(text)
  return text.ranges(of: name).contains { range in
    let before =
      range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil
    let after = range.upperBound < text.endIndex ? text[range.upperBound] : nil
    return !(isWord(before) && isWord(name.first)) && !(isWord(after) && isWord(name.last))
  }
}
