/// The contract every run of `stackplay render` and `export` must keep, and
/// the ways a run can break it.
///
/// A scene that can be read gives exit status 0, something on standard output
/// and nothing on standard error; one that cannot gives exit status 1, exactly
/// one line on standard error (no raw control characters, valid UTF-8) and
/// nothing on standard output. Never a signal, never past the time limit, and
/// never `nan` or `inf` in the output.
public enum Contract {
  /// One way a run broke the contract.
  public struct Violation: Hashable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
      /// Killed by a signal (an abort, a trap, a segmentation fault).
      case crash
      /// Killed by a signal after failing to allocate under the memory limit.
      case outOfMemory = "out-of-memory"
      /// Still running at the time limit.
      case hang
      /// `nan` or `inf` in the output (and not in the input).
      case nonFinite = "nan-or-inf"
      /// An exit status other than 0 or 1.
      case exitStatus = "exit-status"
      /// Standard output not empty on an error.
      case standardOutputOnError = "stdout-on-error"
      /// No line on standard error on an error.
      case noErrorLine = "no-stderr-line"
      /// More than one line (or an unfinished line) on standard error.
      case severalErrorLines = "several-stderr-lines"
      /// Standard error not empty on success.
      case standardErrorOnSuccess = "stderr-on-success"
      /// Nothing on standard output on success.
      case noOutputOnSuccess = "no-output-on-success"
      /// A control character (C0, DEL or C1) on standard error, other than a line break.
      case controlOnStandardError = "control-on-stderr"
      /// Bytes on standard error that are not UTF-8.
      case invalidUTF8OnStandardError = "invalid-utf8-on-stderr"
      /// Bytes on standard output that are not UTF-8.
      case invalidUTF8OnStandardOutput = "invalid-utf8-on-stdout"
    }

    public var kind: Kind
    /// What tells this violation from others of its kind: the signal and the
    /// runtime's message for a crash (digits replaced by `N`), the status.
    public var detail: String

    public init(_ kind: Kind, _ detail: String = "") {
      self.kind = kind
      self.detail = detail
    }
  }

  /// The violations in `result` of a run whose scene was `input`.
  public static func check(_ result: RunResult, input: [UInt8]) -> [Violation] {
    var violations: [Violation] = []
    let output = result.standardOutput
    let error = result.standardError
    switch result.termination {
    case .timedOut:
      return [Violation(.hang)]
    case .signaled(let signal):
      let message = fatalMessage(error)
      let allocation = message.lowercased().contains("alloc")
      return [Violation(allocation ? .outOfMemory : .crash, signalName(signal) + message)]
    case .exited(0):
      if !error.isEmpty { violations.append(Violation(.standardErrorOnSuccess)) }
      if output.isEmpty { violations.append(Violation(.noOutputOnSuccess)) }
    case .exited(let status):
      if status != 1 { violations.append(Violation(.exitStatus, "status \(status)")) }
      if !output.isEmpty { violations.append(Violation(.standardOutputOnError)) }
      let lineBreaks = error.filter { $0 == 0x0A }.count
      if error.isEmpty {
        violations.append(Violation(.noErrorLine))
      } else if lineBreaks != 1 || error.last != 0x0A {
        violations.append(Violation(.severalErrorLines))
      }
    }
    // Line breaks are counted above; any other control is raw.
    if containsControl(error.filter { $0 != 0x0A }) {
      violations.append(Violation(.controlOnStandardError))
    }
    if String(validating: error, as: UTF8.self) == nil {
      violations.append(Violation(.invalidUTF8OnStandardError))
    }
    if String(validating: output, as: UTF8.self) == nil {
      violations.append(Violation(.invalidUTF8OnStandardOutput))
    }
    let inputWords = nonFiniteWords(in: input)
    if !nonFiniteWords(in: output).subtracting(inputWords).isEmpty {
      violations.append(Violation(.nonFinite, "stdout"))
    }
    if !nonFiniteWords(in: error).subtracting(inputWords).isEmpty {
      violations.append(Violation(.nonFinite, "stderr"))
    }
    return violations
  }

  /// Whether `bytes` hold a C0 control, DEL, or a C1 control (U+0080 to U+009F, in UTF-8).
  public static func containsControl(_ bytes: [UInt8]) -> Bool {
    for (index, byte) in bytes.enumerated() {
      if byte < 0x20 || byte == 0x7F { return true }
      if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
        return true
      }
    }
    return false
  }

  /// The words `nan` and `inf` (as Swift prints a non-finite Double: `nan`,
  /// `-nan`, `inf`, `-inf`) standing alone in `bytes`: not inside a longer word,
  /// so `.infinity` and a view called `inflate` do not count.
  public static func nonFiniteWords(in bytes: [UInt8]) -> Set<String> {
    func isWordByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...0xFF:
        true
      default: false
      }
    }
    var words: Set<String> = []
    var index = 0
    while index < bytes.count {
      guard isWordByte(bytes[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
      if index - start == 3 {
        let word = String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
        if word == "nan" || word == "inf" { words.insert(word) }
      }
    }
    return words
  }

  /// The Swift runtime's message in standard error (`Fatal error: …`), digits
  /// replaced by `N` and cut to 90 characters, or an empty string.
  static func fatalMessage(_ error: [UInt8]) -> String {
    let text = String(decoding: error, as: UTF8.self)
    let line = text.split(separator: "\n").first { line in
      line.contains("Fatal error") || line.contains("fatal error")
        || line.contains("allocate") || line.contains("Could not")
        || line.contains("Precondition failed") || line.contains("Assertion failed")
    }
    guard let line else { return "" }
    var message = ""
    for character in line.drop(while: { $0 == " " }) {
      if character.isNumber {
        if message.last != "N" { message.append("N") }
      } else {
        message.append(character)
      }
    }
    return ": " + String(message.prefix(90))
  }

  static func signalName(_ signal: Int32) -> String {
    let names: [Int32: String] = [
      1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT",
      7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE", 15: "SIGTERM",
      24: "SIGXCPU", 25: "SIGXFSZ",
    ]
    return names[signal] ?? "signal \(signal)"
  }
}
