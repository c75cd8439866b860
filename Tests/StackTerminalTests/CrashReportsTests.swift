import Testing

@testable import StackTerminal

/// The `SWIFT_BACKTRACE` value that keeps the runtime's crash report from
/// waiting for a key.
@Suite("Non-interactive crash reports")
struct CrashReportsTests {
  /// The user's value, and the value to run with (`nil`: no change needed).
  static let settings: [(String?, String?)] = [
    (nil, "interactive=no"),
    ("", "interactive=no"),
    ("color=no", "color=no,interactive=no"),
    ("enable=yes,preset=full", "enable=yes,preset=full,interactive=no"),
    ("enable=tty", "enable=tty,interactive=no"),
    ("output-to=stderr", "output-to=stderr,interactive=no"),
    // The runtime's default, named: still a prompt at a terminal.
    ("interactive=tty", "interactive=tty,interactive=no"),
    ("Interactive=AUTO", "Interactive=AUTO,interactive=no"),
    // The user chose: either way is respected.
    ("interactive=no", nil),
    ("interactive=yes", nil),
    ("interactive=no,color=yes", nil),
    // No backtraces at all, so no prompt.
    ("enable=no", nil),
    ("ENABLE=off", nil),
    ("enable=yes,enable=no", nil),
    // The last of a key wins, as in the runtime.
    ("enable=no,enable=yes", "enable=no,enable=yes,interactive=no"),
    // A report written to a file is non-interactive by default.
    ("output-to=/tmp/crash.log", nil),
  ]

  @Test("settings", arguments: settings)
  func setting(current: String?, expected: String?) {
    #expect(CrashReports.nonInteractiveSetting(current) == expected)
  }
}
