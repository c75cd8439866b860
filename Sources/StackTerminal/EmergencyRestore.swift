import CNcurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal back the way the shell had it when the process dies on a
/// signal, without help from ncurses.
///
/// A signal can arrive while ncurses is half-way through an update, and ncurses
/// itself is not async-signal-safe, so the handlers never call into it. Instead,
/// everything they need is prepared before they can run:
///
/// - the terminal modes (termios) from before ncurses changed them;
/// - the bytes that undo what ncurses sent, built from the terminal's own
///   terminfo strings (see ``resetSequence(capability:)``).
///
/// A handler then only calls async-signal-safe functions: `write` the bytes,
/// `tcsetattr` the saved modes, reset the signal's disposition and `raise` it
/// again, so the process still ends the way the signal says (a shell shows
/// 128 + the signal number, a crash is still reported).
///
/// Terminating signals (SIGINT, SIGTERM, SIGHUP) are re-raised with the default
/// action. Crash signals (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE) are
/// re-raised with the action they had before, which may be the Swift runtime's
/// backtracer, so its crash report appears on a usable terminal. A signal that
/// was ignored when the session started (`nohup`, a background job) stays
/// ignored. SIGTSTP and SIGWINCH are left to ncurses.
enum EmergencyRestore {
  /// Signals that end the process, re-raised with the default action.
  static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
  /// Signals of a crash, re-raised with the action they had before.
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

  /// Room for the reset bytes; real terminfo strings need well under 200.
  private static let resetCapacity = 1024
  /// One slot per signal number, enough for every signal the handlers take.
  private static let signalSlots = 65

  // The storage below is raw memory allocated once and never freed. Handlers run
  // on whatever thread the signal lands on and may not take locks or allocate,
  // so nothing here can be an actor or a Mutex: each value is written only on
  // the thread that starts and stops the terminal, before the handlers are
  // installed or after they are removed (or, for the byte count, last of all),
  // and the handlers only read it. That discipline is what `nonisolated(unsafe)`
  // stands for here. `let` pointers also keep Swift's exclusivity checks (and
  // any allocation) out of the handlers.

  /// The terminal modes before ncurses changed them.
  nonisolated(unsafe) private static let savedModes = UnsafeMutablePointer<termios>.allocate(
    capacity: 1)
  /// The bytes that undo ncurses's output.
  nonisolated(unsafe) private static let resetBytes = UnsafeMutablePointer<UInt8>.allocate(
    capacity: resetCapacity)
  /// Slot 0: whether `savedModes` holds modes; slot 1: how many reset bytes there
  /// are; slot 2: whether a curses session is running (for the exit hook).
  nonisolated(unsafe) private static let flags: UnsafeMutablePointer<Int> = {
    let pointer = UnsafeMutablePointer<Int>.allocate(capacity: 3)
    pointer.initialize(repeating: 0, count: 3)
    return pointer
  }()
  /// The actions the handlers replaced, by signal number.
  nonisolated(unsafe) private static let previousActions = UnsafeMutablePointer<sigaction>
    .allocate(capacity: signalSlots)
  /// Whether the handler for a signal number is installed (1) or not (0).
  nonisolated(unsafe) private static let installed: UnsafeMutablePointer<UInt8> = {
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: signalSlots)
    pointer.initialize(repeating: 0, count: signalSlots)
    return pointer
  }()

  // MARK: Preparing

  /// Saves the terminal modes of standard input; call before ncurses starts.
  static func saveTerminalModes() {
    flags[0] = tcgetattr(STDIN_FILENO, savedModes) == 0 ? 1 : 0
  }

  /// Stores the bytes the handlers write, cut to the buffer's size.
  static func setResetSequence(_ bytes: [UInt8]) {
    flags[1] = 0
    let count = min(bytes.count, resetCapacity)
    for index in 0..<count { resetBytes[index] = bytes[index] }
    flags[1] = count
  }

  /// Whether a curses session is running, for the exit hook.
  static var sessionActive: Bool {
    get { flags[2] != 0 }
    set { flags[2] = newValue ? 1 : 0 }
  }

  /// Installs the handlers for the terminating and crash signals.
  static func installHandlers() {
    for number in terminatingSignals {
      install(terminatingSignalHandler, for: number, flags: 0)
    }
    for number in crashSignals {
      // SA_ONSTACK: a stack overflow can only be handled on the alternate
      // signal stack, if the runtime set one up.
      install(crashSignalHandler, for: number, flags: SA_ONSTACK)
    }
  }

  /// Puts back the actions the handlers replaced.
  static func removeHandlers() {
    for number in terminatingSignals + crashSignals where installed[Int(number)] != 0 {
      sigaction(number, previousActions + Int(number), nil)
      installed[Int(number)] = 0
    }
  }

  private static func install(
    _ handler: @convention(c) (Int32) -> Void, for number: Int32, flags: Int32
  ) {
    let slot = Int(number)
    guard installed[slot] == 0 else { return }
    var current = sigaction()
    guard sigaction(number, nil, &current) == 0 else { return }
    if isIgnored(current) { return }
    previousActions[slot] = current
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    if sigaction(number, &action, nil) == 0 { installed[slot] = 1 }
  }

  private static func isIgnored(_ action: sigaction) -> Bool {
    // SIG_IGN is the handler value 1; function pointers are not Equatable.
    unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == 1
  }

  // MARK: Restoring

  /// Writes the reset bytes and restores the saved modes. Async-signal-safe.
  static func restoreTerminal() {
    var written = 0
    let count = flags[1]
    while written < count {
      let result = write(STDOUT_FILENO, resetBytes + written, count - written)
      if result > 0 {
        written += result
      } else if result < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    if flags[0] != 0 { tcsetattr(STDIN_FILENO, TCSANOW, savedModes) }
  }

  /// Re-raises a crash signal under the action it had before the handler.
  fileprivate static func reraiseWithPreviousAction(_ number: Int32) {
    sigaction(number, previousActions + Int(number), nil)
    raise(number)
  }

  // MARK: The reset sequence

  /// The bytes that undo what a curses session sent, for the current terminal.
  ///
  /// In order: CAN (0x18), which makes the terminal abandon an escape sequence
  /// that a signal may have cut short; `sgr0` and `op` (plain text, default
  /// colours); mouse reporting off in every mode ncurses may have turned on
  /// (1000, 1002, 1003, 1006); `rmkx` (cursor keys back to normal mode);
  /// `cnorm` (cursor visible); `rmcup` (leave the alternate screen).
  ///
  /// - Parameter capability: Looks up a terminfo string capability by name,
  ///   `nil` when the terminal lacks it (`tigetstr` in the real terminal).
  static func resetSequence(capability: (String) -> String?) -> [UInt8] {
    var bytes: [UInt8] = [0x18]
    func append(_ name: String) {
      if let value = capability(name) { bytes += Array(withoutPadding(value).utf8) }
    }
    append("sgr0")
    append("op")
    bytes += Array("\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l".utf8)
    append("rmkx")
    append("cnorm")
    append("rmcup")
    return bytes
  }

  /// A terminfo string without its padding specifications (`$<5>`, `$<2*/>`),
  /// which `tputs` would turn into delays and which must not reach the terminal.
  static func withoutPadding(_ value: String) -> String {
    var result = ""
    var rest = Substring(value)
    while let start = rest.firstRange(of: "$<") {
      guard let end = rest[start.upperBound...].firstIndex(of: ">") else { break }
      result += rest[..<start.lowerBound]
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  /// The terminfo string capability `name` of the current terminal.
  ///
  /// Valid once ncurses has set the terminal up (after `newterm`).
  static func terminfoString(_ name: String) -> String? {
    guard let value = tigetstr(name) else { return nil }
    // tigetstr returns (char *)-1 for a name that is not a string capability.
    if Int(bitPattern: value) == -1 { return nil }
    return String(cString: value)
  }
}

/// Handler for SIGINT, SIGTERM and SIGHUP: restore, then die of the same signal.
private let terminatingSignalHandler: @convention(c) (Int32) -> Void = { number in
  EmergencyRestore.restoreTerminal()
  signal(number, SIG_DFL)
  // The signal is blocked while its handler runs, so it is delivered, with the
  // default action, as soon as the handler returns.
  raise(number)
}

/// Handler for crash signals: restore, then hand the crash to the previous action.
private let crashSignalHandler: @convention(c) (Int32) -> Void = { number in
  EmergencyRestore.restoreTerminal()
  EmergencyRestore.reraiseWithPreviousAction(number)
}
