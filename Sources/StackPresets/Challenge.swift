import StackScene

/// A challenge level shipped with the program: a start scene, the frames to
/// reach, a goal and two hints (``ChallengeFile``), and a key recording that
/// solves it.
///
/// The files live in the repository's `Challenges/` directory
/// (`NAME.json` and `NAME.solution.keys`, the `--record` format) and are
/// embedded in the binary by `scripts/generate-challenges` (a test checks the
/// two agree, and that every solution solves its level). List them with
/// `stackplay challenges`; open one with `stackplay challenge NAME` (or its
/// number).
public struct Challenge: Hashable, Sendable {
  /// The name to pass to `stackplay challenge`, which is also the file's name.
  public var name: String

  /// The text of `Challenges/NAME.json`.
  public var fileText: String {
    (Self.fileTexts[name] ?? "") + "\n"
  }

  /// The text of `Challenges/NAME.solution.keys`.
  public var solutionText: String {
    (Self.fileTexts[name + ".solution"] ?? "") + "\n"
  }

  /// The level.
  ///
  /// - Throws: A ``SceneError`` naming `challenge NAME` if the embedded file
  ///   cannot be read, which the tests rule out for every shipped level.
  public func level() throws(SceneError) -> ChallengeFile {
    try ChallengeFile.decode(fileText, source: "challenge \(name)")
  }

  /// The names of the levels, from easy to hard. UIKit levels come first (those
  /// with nested stacks last), then SwiftUI ones.
  public static let names = [
    "spacing", "hugging-249", "fill-tie", "align-top", "align-trailing", "fill-equally",
    "equal-spacing", "equal-centering", "fill-proportionally", "proportional-exact", "hidden",
    "custom-spacing", "compression", "compression-tie", "margins", "first-baseline",
    "last-baseline", "fill-equally-unpinned", "vertical-tie", "nested-hugging", "nested-rows",
    "nested-alignment", "swiftui-max-width", "swiftui-zstack-alignment",
    "swiftui-layout-priority", "swiftui-spacer-min-length", "swiftui-fixed-size",
  ]

  /// Every level, in order.
  public static let all: [Challenge] = names.map { Challenge(name: $0) }

  /// The level called `name`, or numbered `name` (from 1), or `nil`.
  public static func named(_ name: String) -> Challenge? {
    if let number = Int(name), all.indices.contains(number - 1) { return all[number - 1] }
    return all.first { $0.name == name }
  }

  /// The line to show when `name` is not a level: it lists the names.
  public static func unknownNameMessage(_ name: String) -> String {
    "unknown challenge '\(name)'; the challenges are 1 to \(all.count): "
      + all.map(\.name).joined(separator: ", ")
  }
}
