import Foundation
import StackLayout
import Testing

@testable import StackRender

/// A stack and a hand-made layout of it: what the canvas tests draw, without the solver.
struct Fixture {
  var stack: StackView
  var layout: StackViewLayout

  /// A fixture from views given as (name, colour, intrinsic size, frame, hidden).
  init(
    _ stack: StackView, size: Size,
    frames: [(x: Double, y: Double, width: Double, height: Double)]
  ) {
    precondition(frames.count == stack.arrangedSubviews.count, "one frame per view")
    self.stack = stack
    let views = zip(stack.arrangedSubviews, frames).map { view, frame in
      ViewLayout(
        name: view.name,
        frame: Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height),
        isHidden: view.isHidden, reason: SizeReason(along: "", across: ""))
    }
    layout = StackViewLayout(size: size, views: views, constraints: [])
  }
}

/// A view with a colour and an intrinsic size.
func view(
  _ name: String, _ color: String? = nil, width: Double? = nil, height: Double? = nil,
  hidden: Bool = false
) -> ArrangedView {
  ArrangedView(
    name: name, color: color, intrinsicSize: PartialSize(width: width, height: height),
    isHidden: hidden)
}

/// Compares `text` with the snapshot file `Snapshots/<name>.txt` next to this file.
///
/// With `STACKPLAY_RECORD_SNAPSHOTS=1` in the environment, or when the file does
/// not exist yet, the file is (re)written instead; a missing file is also
/// reported as a failure, so a new snapshot is always looked at once.
func expectSnapshot(
  _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
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
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
