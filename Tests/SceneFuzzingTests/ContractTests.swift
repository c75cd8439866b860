import SceneFuzzing
import Testing

@Suite("The contract of render and export")
struct ContractTests {
  static func result(
    _ termination: RunResult.Termination, stdout: String = "", stderr: String = ""
  ) -> RunResult {
    RunResult(
      termination: termination, standardOutput: Array(stdout.utf8),
      standardError: Array(stderr.utf8), seconds: 0.01)
  }

  static func kinds(_ result: RunResult, input: String = "{}") -> [Contract.Violation.Kind] {
    Contract.check(result, input: Array(input.utf8)).map(\.kind)
  }

  @Test("a scene read: exit 0, output, no stderr; a scene refused: exit 1, one line, no stdout")
  func kept() {
    #expect(Self.kinds(Self.result(.exited(0), stdout: #"{"size":{"width":1}}"#)).isEmpty)
    #expect(
      Self.kinds(Self.result(.exited(1), stderr: "stackplay: -: uikit.axis: 'x' is not one\n"))
        .isEmpty)
  }

  @Test("each way of breaking it")
  func broken() {
    #expect(Self.kinds(Self.result(.timedOut)) == [.hang])
    #expect(Self.kinds(Self.result(.signaled(4))) == [.crash])
    #expect(
      Contract.check(
        Self.result(
          .signaled(6), stderr: "Fatal error: failed to allocate 91196080072 bytes of memory\n"),
        input: []) == [
          .init(.outOfMemory, "SIGABRT: Fatal error: failed to allocate N bytes of memory")
        ])
    #expect(Self.kinds(Self.result(.exited(0))) == [.noOutputOnSuccess])
    #expect(
      Self.kinds(Self.result(.exited(0), stdout: "x", stderr: "warning\n")) == [
        .standardErrorOnSuccess
      ])
    #expect(
      Self.kinds(Self.result(.exited(1), stdout: "{", stderr: "bad\n")) == [.standardOutputOnError])
    #expect(Self.kinds(Self.result(.exited(1))) == [.noErrorLine])
    #expect(Self.kinds(Self.result(.exited(1), stderr: "one\ntwo\n")) == [.severalErrorLines])
    #expect(Self.kinds(Self.result(.exited(1), stderr: "unfinished")) == [.severalErrorLines])
    #expect(Self.kinds(Self.result(.exited(64), stderr: "usage\n")) == [.exitStatus])
    #expect(
      Self.kinds(Self.result(.exited(1), stderr: "a \u{1B}]2;x\u{07} b\n")) == [
        .controlOnStandardError
      ])
    #expect(
      Self.kinds(Self.result(.exited(1), stderr: "c1 \u{9B}31m\n")) == [.controlOnStandardError])
    #expect(
      Contract.check(
        RunResult(
          termination: .exited(1), standardOutput: [], standardError: [0x62, 0xFF, 0x0A],
          seconds: 0), input: []
      ).map(\.kind) == [.invalidUTF8OnStandardError])
  }

  @Test("nan and inf count as words of their own, and not when the input has them")
  func nonFinite() {
    #expect(Self.kinds(Self.result(.exited(0), stdout: #"{"x": "inf"}"#)) == [.nonFinite])
    #expect(Self.kinds(Self.result(.exited(0), stdout: #"{"width": -nan}"#)) == [.nonFinite])
    #expect(Self.kinds(Self.result(.exited(0), stdout: "frame 3xnan")).isEmpty, "part of a word")
    #expect(Self.kinds(Self.result(.exited(0), stdout: ".frame(maxWidth: .infinity)")).isEmpty)
    #expect(Self.kinds(Self.result(.exited(0), stdout: "inflate banana")).isEmpty)
    #expect(
      Self.kinds(Self.result(.exited(0), stdout: #"{"name": "inf"}"#), input: #"{"name":"inf"}"#)
        .isEmpty)
    #expect(
      Self.kinds(Self.result(.exited(1), stderr: "spacing: inf is not finite\n")) == [.nonFinite])
  }
}
