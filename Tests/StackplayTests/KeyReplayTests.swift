import Playground
import StackRender
import Testing

@testable import stackplay

/// The schedule of `--replay`: when each recorded key is due.
@Suite("Key replay schedule")
struct KeyReplayTests {
  /// Recorded milliseconds, speed, and the offset worked out by hand: the
  /// time divided by the speed, rounded to a millisecond, never negative, and
  /// a year at most (times beyond are as good as never, and once trapped when
  /// converted to Int).
  static let offsets: [(Int, Double, Duration)] = [
    (0, 1, .zero),
    (1500, 1, .milliseconds(1500)),
    (1500, 2, .milliseconds(750)),
    (750, 0.5, .milliseconds(1500)),
    (1, 3, .zero),  // 0.333 rounds to 0
    (2, 3, .milliseconds(1)),  // 0.667 rounds to 1
    (-5, 1, .zero),
    (Int.max, 1, .seconds(31_536_000)),
    (1, 1e-300, .seconds(31_536_000)),
    (31_536_000_000, 1, .seconds(31_536_000)),
    (31_535_999_999, 1, .milliseconds(31_535_999_999)),
  ]

  @Test("offsets", arguments: offsets)
  func offset(milliseconds: Int, speed: Double, expected: Duration) {
    #expect(KeyReplay.offset(milliseconds: milliseconds, speed: speed) == expected)
  }

  @Test("keys come in order at their times; stop drops the rest")
  func schedule() throws {
    let start = ContinuousClock.now
    let keys = [
      RecordedKey(milliseconds: 0, key: .character("a")),
      RecordedKey(milliseconds: 400, key: .up),
      RecordedKey(milliseconds: 1000, key: .character("q")),
    ]
    var replay = KeyReplay(keys: keys, speed: 2, start: start)
    var first = try #require(replay.upcoming)
    #expect(first.key == .character("a") && first.due == start)
    // Nothing moves on until advance().
    first = try #require(replay.upcoming)
    #expect(first.key == .character("a"))
    replay.advance()
    let second = try #require(replay.upcoming)
    #expect(second.key == .up && second.due == start + .milliseconds(200))
    replay.stop()
    #expect(replay.upcoming == nil)
    replay.advance()
    #expect(replay.upcoming == nil)

    var whole = KeyReplay(keys: keys, speed: 1, start: start)
    for _ in keys { whole.advance() }
    #expect(whole.upcoming == nil)
  }
}
