import Playground
import Testing

/// Where unsaved changes go when a signal ends the playground, and what the
/// messages say (the writing itself is in the tmux tests of `stackplay`).
@Suite("UnsavedCopy: where a session ended by a signal keeps its changes")
struct UnsavedCopyTests {
  /// The next session looks for earlier copies at the same paths, in order.
  @Test("a file's copy goes beside it, numbered from -2, then in the home directory")
  func besideTheFile() {
    let paths = UnsavedCopy.paths(forFile: "scenes/card.json", homeDirectory: "/home/ana")
    #expect(paths.count == 2 * UnsavedCopy.limit)
    #expect(
      Array(paths.prefix(3)) == [
        "scenes/card.unsaved.json", "scenes/card.unsaved-2.json", "scenes/card.unsaved-3.json",
      ])
    #expect(paths.prefix(UnsavedCopy.limit).allSatisfy { $0.hasPrefix("scenes/card.unsaved") })
    #expect(paths[UnsavedCopy.limit - 1] == "scenes/card.unsaved-99.json")
    #expect(paths[UnsavedCopy.limit] == "/home/ana/card.unsaved.json")
    #expect(paths.last == "/home/ana/card.unsaved-99.json")
  }

  @Test("a bare file name stays relative; a file in / and a name without .json")
  func pathForms() {
    #expect(
      UnsavedCopy.paths(forFile: "card.json", homeDirectory: nil).first == "card.unsaved.json")
    #expect(
      UnsavedCopy.paths(forFile: "/card.json", homeDirectory: nil).first == "/card.unsaved.json")
    #expect(
      UnsavedCopy.paths(forFile: "/tmp/my scene", homeDirectory: nil).first
        == "/tmp/my scene.unsaved.json")
    // Opening a copy again makes a copy of the copy, never the copy itself.
    #expect(
      UnsavedCopy.paths(forFile: "card.unsaved.json", homeDirectory: nil).first
        == "card.unsaved.unsaved.json")
    #expect(UnsavedCopy.paths(forFile: "card.json", homeDirectory: nil).count == UnsavedCopy.limit)
  }

  @Test("a scene with no file goes to stackplay-unsaved.json where stackplay started")
  func withoutAFile() {
    let paths = UnsavedCopy.paths(forFile: nil, homeDirectory: "/home/ana/")
    #expect(paths[0] == "stackplay-unsaved.json")
    #expect(paths[1] == "stackplay-unsaved-2.json")
    #expect(paths[UnsavedCopy.limit] == "/home/ana/stackplay-unsaved.json")
    #expect(
      UnsavedCopy.paths(forFile: "dir/.json", homeDirectory: nil)[0] == "dir/stackplay-unsaved.json"
    )
  }

  @Test("the home directory is not tried twice when it is the file's directory")
  func homeIsTheDirectory() {
    let paths = UnsavedCopy.paths(forFile: "/home/ana/card.json", homeDirectory: "/home/ana")
    #expect(paths.count == UnsavedCopy.limit)
    #expect(Set(paths).count == paths.count)
  }

  @Test("the messages name the copy and how to open it")
  func messages() {
    #expect(
      UnsavedCopy.keptMessage(signal: "SIGTERM", path: "card.unsaved.json")
        == "SIGTERM with unsaved changes: kept them in card.unsaved.json"
        + " (stackplay open card.unsaved.json)")
    #expect(
      UnsavedCopy.keptMessage(signal: "SIGTERM", path: nil)
        == "SIGTERM with unsaved changes: no copy could be written, they are lost")
    #expect(UnsavedCopy.notice(existing: []) == nil)
    #expect(
      UnsavedCopy.notice(existing: ["card.unsaved.json"])
        == "unsaved changes kept: stackplay open card.unsaved.json")
    #expect(
      UnsavedCopy.notice(existing: ["a.unsaved.json", "a.unsaved-2.json"])
        == "unsaved changes kept: stackplay open a.unsaved-2.json (and 1 older)")
    #expect(
      UnsavedCopy.notice(existing: ["a.unsaved.json", "a.unsaved-2.json", "a.unsaved-5.json"])
        == "unsaved changes kept: stackplay open a.unsaved-5.json (and 2 older)")
    // One row of 80 columns for the default scene's copy, the longest name
    // of a copy in the starting directory up to the 99th.
    #expect(
      UnsavedCopy.notice(existing: UnsavedCopy.paths(forFile: nil, homeDirectory: nil))!
        .count <= 80)
  }
}
