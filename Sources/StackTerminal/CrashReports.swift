#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps the Swift runtime's crash reports from waiting for a key.
///
/// On Linux the Swift runtime catches crashes itself (and SIGQUIT) and starts
/// its backtracer, which prints a report and then, when standard input and
/// output are terminals, asks "Press space to interact, D to debug, or any
/// other key to quit" and waits up to 30 seconds with the terminal in
/// non-canonical mode. Over a full-screen session that prompt is a trap:
/// the user sees a frozen screen, or a half-restored terminal waiting for a key.
///
/// The runtime reads its settings from the `SWIFT_BACKTRACE` environment
/// variable (comma-separated `key=value` pairs, the last of a key wins) once,
/// when the process starts, and offers no way to change them afterwards. So
/// ``disableInteractiveReports()`` adds `interactive=no` to the variable and
/// executes the program again, in the same process (same pid, same
/// descriptors, same arguments). The runtime then prints its usual
/// non-interactive report to standard error and the process ends with the
/// signal. The terminal is restored before that report is printed (see
/// `EmergencyRestore`).
public enum CrashReports {
  /// Makes the runtime's crash reports non-interactive, executing the program
  /// again with `SWIFT_BACKTRACE` changed when that is needed.
  ///
  /// Call it first thing in a command that takes over the terminal, before
  /// anything is read or written: when it returns, the program runs on
  /// unchanged. It returns at once when the runtime would not prompt anyway
  /// (standard input or output is not a terminal, `SWIFT_BACKTRACE` already
  /// says `interactive=…` or turns backtraces off), when the program's own
  /// file cannot be found (only Linux's `/proc/self/exe` is used; elsewhere
  /// nothing changes), or when executing it fails.
  public static func disableInteractiveReports() {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return }
    let current = getenv(variable).map { String(cString: $0) }
    guard let setting = nonInteractiveSetting(current) else { return }
    #if os(Linux)
      // The file's own path, not /proc/self/exe itself: the process's name
      // (in ps, and in the crash report's thread names) comes from it.
      var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink("/proc/self/exe", &path, Int(PATH_MAX))
      guard length > 0, length < Int(PATH_MAX) else { return }
      guard setenv(variable, setting, 1) == 0 else { return }
      execv(path, CommandLine.unsafeArgv)
      // Still here: the program could not be executed again. Put the variable
      // back and go on; a crash report may then prompt, after the terminal
      // was restored.
      if let current { setenv(variable, current, 1) } else { unsetenv(variable) }
    #endif
  }

  /// The environment variable the Swift runtime reads its backtrace settings from.
  static let variable = "SWIFT_BACKTRACE"

  /// The value of `SWIFT_BACKTRACE` that turns the interactive prompt off while
  /// keeping every other setting, or `nil` when `current` needs no change.
  ///
  /// No change is needed when the settings already name `interactive` (the
  /// user chose, unless the choice is the default, `tty` or `auto`) or turn
  /// backtraces off (`enable=no` or any value the runtime does not read as
  /// on, `tty` or `auto`), or when the report goes to a file (`output-to=` a
  /// path, which makes the runtime's default non-interactive). Keys and values
  /// are read without regard to case, as the runtime reads them.
  static func nonInteractiveSetting(_ current: String?) -> String? {
    var interactive: Substring?
    var enable: Substring?
    var outputTo: Substring?
    for pair in (current ?? "").split(separator: ",") {
      guard let equals = pair.firstIndex(of: "=") else { continue }
      let key = pair[..<equals].lowercased()
      let value = pair[pair.index(after: equals)...]
      switch key {
      case "interactive": interactive = value
      case "enable": enable = value
      case "output-to": outputTo = value
      default: break
      }
    }
    let automatic: Set<String> = ["tty", "auto"]
    let on: Set<String> = ["on", "true", "yes", "y", "t", "1"]
    if let interactive, !automatic.contains(interactive.lowercased()) { return nil }
    if let enable, !(on.union(automatic)).contains(enable.lowercased()) { return nil }
    if let outputTo, !["auto", "stdout", "stderr"].contains(outputTo.lowercased()) { return nil }
    guard let current, !current.isEmpty else { return "interactive=no" }
    return current + ",interactive=no"
  }
}
