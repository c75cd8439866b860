import Foundation
import SceneFuzzing
import Testing

/// The runner and the shrinker, on a stand-in for `stackplay`: a shell script
/// that reads the scene from standard input and behaves as each test needs.
@Suite("Running and shrinking")
struct RunnerTests {
  /// A directory with an executable script `stackplay` running `body`.
  final class FakeStackplay {
    let directory: URL
    var path: String { directory.appendingPathComponent("stackplay").path }

    init(_ body: String) throws {
      directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("scene-fuzzing-tests-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Runs the script on `input`. A script just written can fail to start with
    /// "Text file busy" while another test's child, forked in that moment, still
    /// holds it open for writing; that run is tried again.
    func run(_ input: String, timeout: Double = 5) throws -> RunResult {
      let runner = StackplayRunner(executable: path, limits: RunLimits(timeout: timeout))
      let scratch = directory.appendingPathComponent("scratch")
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      var result = try runner.run(Self.fuzzCase(input), scratch: scratch)
      for _ in 0..<20 where Self.isBusy(result) {
        usleep(50_000)
        result = try runner.run(Self.fuzzCase(input), scratch: scratch)
      }
      return result
    }

    static func isBusy(_ result: RunResult) -> Bool {
      String(decoding: result.standardError, as: UTF8.self).contains("Text file busy")
    }

    static func fuzzCase(_ input: String) -> FuzzCase {
      FuzzCase(
        index: 0, seedName: "test", mutations: [], input: Array(input.utf8),
        invocation: Invocation(.renderJSON), source: .standardInput)
    }
  }

  @Test(
    "standard input, output, error and the exit status come through; the arguments are render's")
  func outputs() throws {
    let fake = try FakeStackplay(#"cat; echo "$*" >&2; exit 3"#)
    let result = try fake.run("{\"a\":1}")
    #expect(result.termination == .exited(3))
    #expect(result.standardOutput == Array("{\"a\":1}".utf8))
    #expect(String(decoding: result.standardError, as: UTF8.self) == "render - --format json\n")
  }

  @Test("a run past the time limit is killed and called a hang")
  func timeout() throws {
    let fake = try FakeStackplay("exec sleep 30")
    let result = try fake.run("{}", timeout: 0.3)
    #expect(result.termination == .timedOut)
    #expect(result.seconds < 5)
  }

  @Test("a signal is reported as such")
  func signal() throws {
    let fake = try FakeStackplay("kill -SEGV $$")
    #expect(try fake.run("{}").termination == .signaled(11))
  }

  @Test("the address space is limited (ulimit -v)")
  func memory() throws {
    let fake = try FakeStackplay("ulimit -v")
    let result = try fake.run("{}")
    #expect(String(decoding: result.standardOutput, as: UTF8.self) == "\(1024 * 1024)\n")
  }

  @Test("the shrinker keeps the class and finds the two bytes that cause it")
  func shrink() throws {
    // Two lines on stderr when the scene holds XY; one line otherwise.
    let fake = try FakeStackplay(
      #"if grep -q XY; then echo one >&2; echo two >&2; else echo one >&2; fi; exit 1"#)
    let start = FakeStackplay.fuzzCase(
      #"{"a": [1, 2, "--XY--", 4], "b": {"c": "d", "e": [true, null]}}"#)
    let result = try fake.run(String(decoding: start.input, as: UTF8.self))
    // Shrinking runs the script many times; once it has started, it is no longer being written.
    let key = try #require(FuzzCampaign.keys(start, result).first)
    #expect(key == "several-stderr-lines · render --format json")
    let runner = StackplayRunner(executable: fake.path, limits: RunLimits(timeout: 5))
    let outcome = Shrinker(runner: runner, maximumSeconds: 60).shrink(
      start, result: result, keeping: key, scratch: fake.directory)
    #expect(outcome.fuzzCase.input == Array("XY".utf8))
    #expect(!outcome.ranOut)
    #expect(FuzzCampaign.keys(outcome.fuzzCase, outcome.result) == [key])
  }

  @Test("report folders are named by kind, signal, command and origin")
  func slugs() {
    #expect(
      FindingsReport.slug(
        "out-of-memory (SIGABRT: Fatal error: failed to allocate N bytes) · render --format text"
          + " · /dev/zero") == "out-of-memory-sigabrt-render-format-text-dev-zero")
    #expect(
      FindingsReport.slug("hang · export --swift uikit · swiftui")
        == "hang-export-swift-uikit-swiftui")
  }
}
