import Testing

@testable import StackServe

/// The `exec` allowlist: what an `ssh host COMMAND` may start, and the
/// arguments the child `stackplay` gets (never a shell: separate arguments).
@Suite("The exec allowlist")
struct PlaygroundCommandTests {
  @Test(
    "playground commands become the child's arguments",
    arguments: [
      ("tour", ["tour"]),
      ("tour --lang ko", ["tour", "--lang", "ko"]),
      ("--preset buttons-fill", ["play", "--preset", "buttons-fill"]),
      ("preset buttons-fill lang en", ["play", "--preset", "buttons-fill", "--lang", "en"]),
      (
        "--lang ko   --preset equal-spacing", ["play", "--preset", "equal-spacing", "--lang", "ko"]
      ),
      ("--lang en", ["play", "--lang", "en"]),
      ("challenge first-steps", ["challenge", "first-steps"]),
      ("challenge first-steps --lang ko", ["challenge", "first-steps", "--lang", "ko"]),
    ])
  func allowed(command: String, arguments: [String]) {
    #expect(PlaygroundCommand(exec: command)?.arguments == arguments)
  }

  @Test(
    "anything else is refused",
    arguments: [
      "ls /", "sh", "/bin/sh -c id", "bash", "tour; id", "tour && id", "tour | cat",
      "--preset $(id)", "--preset `id`", "--preset ../../etc/passwd", "--preset /etc/passwd",
      "--preset .hidden", "--preset -x", "--preset", "--lang fr", "--lang", "--lang ko --lang en",
      "--preset a --preset b", "tour --preset a", "challenge", "challenge --lang ko",
      "challenge a b", "play", "render x.json", "open scene.json", "--record /tmp/keys",
      "serve", "tour\nid", "tour\u{0}", "--preset 버튼", String(repeating: "a", count: 300),
      "--preset " + String(repeating: "a", count: 65),
    ])
  func refused(command: String) {
    #expect(PlaygroundCommand(exec: command) == nil)
  }

  @Test("a refused command is quoted as printable ASCII, at most 60 characters")
  func quoting() {
    #expect(PlaygroundCommand.quoted("ls /") == "ls /")
    #expect(PlaygroundCommand.quoted("a\u{1B}[2Jb\n") == "a?[2Jb?")
    #expect(PlaygroundCommand.quoted("가") == "?")
    let long = String(repeating: "x", count: 70)
    #expect(PlaygroundCommand.quoted(long) == String(repeating: "x", count: 60) + "...")
  }
}
