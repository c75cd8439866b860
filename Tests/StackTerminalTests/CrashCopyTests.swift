import Foundation
import Testing

@testable import StackTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the signal handlers write when the process ends without the app's
/// help: the prepared bytes at the first free name, never over a file, and one
/// line that says where. The handlers' own step (`CrashCopy.keep`) is called
/// here directly; the tmux tests send the real signals.
@Suite("work kept by the signal handlers", .serialized)
struct CrashCopyTests {
  /// A new empty directory, removed by `body`'s caller when done.
  private static func withDirectory(_ body: (String) throws -> Void) throws {
    var template = Array("/tmp/stackplay-crash-copy-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    let directory = try #require(made.map { String(cString: $0) })
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try body(directory)
  }

  /// Runs the handlers' step for `signal` and returns, for each work
  /// prepared, the index of the name taken (`nil`: none), and the messages it
  /// wrote.
  private static func keep(after signal: Int32) throws -> ([Int?], String) {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    var taken = [Int](repeating: -2, count: 4)
    let count = taken.withUnsafeMutableBufferPointer {
      CrashCopy.keep(after: signal, messageTo: ends[1], taken: $0)
    }
    let kept = taken.prefix(count).map { $0 < 0 ? nil : $0 }
    close(ends[1])
    let reading = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
    let message = String(decoding: reading.readDataToEndOfFile(), as: UTF8.self)
    return (kept, message)
  }

  private static func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test("the bytes go to the first free name, whole, and the message names it")
  func firstFreeName() throws {
    try Self.withDirectory { directory in
      let first = directory + "/card.unsaved.json"
      let second = directory + "/card.unsaved-2.json"
      // The first name is taken: it is left as it is.
      #expect(FileManager.default.createFile(atPath: first, contents: Data("older".utf8)))
      CrashCopy.set([(bytes: Array("{\"a\":1}".utf8), paths: [first, second])])
      defer { CrashCopy.set([]) }
      let (kept, message) = try Self.keep(after: SIGQUIT)
      #expect(kept == [1])
      #expect(Self.contents(first) == "older")
      #expect(Self.contents(second) == "{\"a\":1}")
      #expect(
        message
          == "stackplay: SIGQUIT (Ctrl-\\) with unsaved changes: kept them in \(second)"
          + " (stackplay open \(second))\n")
      // No temporary file is left beside the copy.
      let left = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
      #expect(left == ["card.unsaved-2.json", "card.unsaved.json"])
    }
  }

  @Test("a directory that cannot take the copy gives way to the next one")
  func nextDirectory() throws {
    try Self.withDirectory { directory in
      let home = directory + "/home"
      #expect(mkdir(home, 0o755) == 0)
      let paths = [
        directory + "/gone/card.unsaved.json", directory + "/gone/card.unsaved-2.json",
        home + "/card.unsaved.json",
      ]
      CrashCopy.set([(bytes: Array("x".utf8), paths: paths)])
      defer { CrashCopy.set([]) }
      let (kept, message) = try Self.keep(after: SIGSEGV)
      #expect(kept == [2])
      #expect(Self.contents(home + "/card.unsaved.json") == "x")
      #expect(message.hasPrefix("stackplay: a crash (SIGSEGV) with unsaved changes: kept them in "))
      #expect(try FileManager.default.contentsOfDirectory(atPath: home) == ["card.unsaved.json"])
    }
  }

  @Test("with no name free, nothing is written and the message says the changes are lost")
  func noNameFree() throws {
    try Self.withDirectory { directory in
      let only = directory + "/stackplay-unsaved.json"
      #expect(FileManager.default.createFile(atPath: only, contents: Data("mine".utf8)))
      CrashCopy.set([
        (bytes: Array("x".utf8), paths: [only, "/nonexistent-dir/stackplay-unsaved.json"])
      ])
      defer { CrashCopy.set([]) }
      let (kept, message) = try Self.keep(after: SIGTERM)
      #expect(kept == [nil])
      #expect(Self.contents(only) == "mine")
      #expect(
        message
          == "stackplay: SIGTERM with unsaved changes: no copy could be written, they are lost\n")
      let left = try FileManager.default.contentsOfDirectory(atPath: directory)
      #expect(left == ["stackplay-unsaved.json"])
    }
  }

  @Test("two works are two copies, each at the first free name of its own, a line each")
  func twoWorks() throws {
    try Self.withDirectory { directory in
      let file = directory + "/card.unsaved.json"
      let taken = directory + "/stackplay-unsaved.json"
      let next = directory + "/stackplay-unsaved-2.json"
      #expect(FileManager.default.createFile(atPath: taken, contents: Data("older".utf8)))
      CrashCopy.set([
        (bytes: Array("left".utf8), paths: [file]),
        (bytes: Array("preset".utf8), paths: [taken, next]),
      ])
      defer { CrashCopy.set([]) }
      let (kept, message) = try Self.keep(after: SIGQUIT)
      #expect(kept == [0, 1])
      #expect(Self.contents(file) == "left")
      #expect(Self.contents(taken) == "older")
      #expect(Self.contents(next) == "preset")
      #expect(
        message
          == "stackplay: SIGQUIT (Ctrl-\\) with unsaved changes: kept them in \(file)"
          + " (stackplay open \(file))\n"
          + "stackplay: SIGQUIT (Ctrl-\\) with unsaved changes: kept them in \(next)"
          + " (stackplay open \(next))\n")
      let left = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
      #expect(left == ["card.unsaved.json", "stackplay-unsaved-2.json", "stackplay-unsaved.json"])
    }
  }

  // A relative name (the default scene's) is taken in the working directory:
  // the tmux tests check it (a test here may not change the process's
  // directory under the suites running beside it).

  @Test("the last work prepared is the one kept; after nil, nothing is")
  func lastWorkKept() throws {
    try Self.withDirectory { directory in
      let path = directory + "/card.unsaved.json"
      // Short, then long (the slot grows), then short again: each replaces the last.
      CrashCopy.set([(bytes: Array("one".utf8), paths: [path])])
      CrashCopy.set([(bytes: Array(String(repeating: "two", count: 5_000).utf8), paths: [path])])
      CrashCopy.set([(bytes: Array("three".utf8), paths: [directory + "/other.json", path])])
      #expect(CrashCopy.isSet)
      let (kept, _) = try Self.keep(after: SIGQUIT)
      #expect(kept == [0])
      #expect(Self.contents(directory + "/other.json") == "three")
      #expect(Self.contents(path) == nil)

      CrashCopy.set([])
      #expect(!CrashCopy.isSet)
      let (none, message) = try Self.keep(after: SIGQUIT)
      #expect(none.isEmpty)
      #expect(message.isEmpty)
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["other.json"])
    }
  }

  /// The app's own message after a signal it waited out names the signal in
  /// the handlers' words.
  @Test func signalNames() {
    #expect(Terminal.signalName(SIGINT) == "Ctrl-C (SIGINT)")
    #expect(Terminal.signalName(SIGTERM) == "SIGTERM")
    #expect(Terminal.signalName(SIGHUP) == "SIGHUP (the terminal hung up)")
    #expect(Terminal.signalName(SIGQUIT) == "SIGQUIT (Ctrl-\\)")
    #expect(Terminal.signalName(SIGABRT) == "a crash (SIGABRT)")
  }
}
