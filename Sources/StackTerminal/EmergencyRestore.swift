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
/// `tcsetattr` the saved modes, put standard error back (see below), reset the
/// signal's disposition and `raise` it again, so the process still ends the way
/// the signal says (a shell shows 128 + the signal number, a crash is still
/// reported).
///
/// Terminating signals (SIGINT, SIGTERM, SIGHUP) are re-raised with the default
/// action. Crash signals (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE,
/// SIGSYS) and SIGQUIT (Ctrl-\) first run the action they had before, which
/// may be the Swift runtime's backtracer, with the signal's own `siginfo_t` and
/// context, so its crash report appears on a usable terminal; then the process
/// dies of the signal with the default action. Before that, once the terminal
/// is restored, they write the app's unsaved work when it prepared some
/// (``CrashCopy``); so do a second terminating signal and the end of a
/// waiting one's grace. A signal that was ignored when
/// the session started (`nohup`, a background job) stays ignored. SIGTSTP and
/// SIGWINCH are left to ncurses.
///
/// While the session runs, standard error, when it is the terminal, goes to an
/// unlinked temporary file instead (see ``captureStandardError()``): whatever is
/// written there during the session (the Swift runtime's `Fatal error: …` line
/// just before a trap, say) would land on the full-screen picture and vanish
/// with it. Every way out puts the terminal's standard error back and copies
/// the captured text to it, after the terminal is restored.
enum EmergencyRestore {
  /// Signals that end the process, re-raised with the default action.
  static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
  /// Signals of a crash (and SIGQUIT, which asks for a core dump), passed on
  /// to the action they had before, then re-raised with the default action.
  static let crashSignals: [Int32] = [
    SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS, SIGQUIT,
  ]

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
  /// are; slot 2: whether a curses session is running (for the exit hook);
  /// slot 3: the descriptor of the file that captures standard error, or -1;
  /// slot 4: a copy of the real standard error while it is captured, or -1;
  /// slot 5: whether a terminating signal waits for the app (see
  /// ``defersTermination``); slot 6: the number of the signal that waits, or 0.
  nonisolated(unsafe) private static let flags: UnsafeMutablePointer<Int> = {
    let pointer = UnsafeMutablePointer<Int>.allocate(capacity: 7)
    pointer.initialize(repeating: 0, count: 7)
    pointer[3] = -1
    pointer[4] = -1
    return pointer
  }()
  /// Room to copy captured standard error through, without allocating.
  private static let copyCapacity = 4096
  nonisolated(unsafe) private static let copyBuffer = UnsafeMutablePointer<UInt8>.allocate(
    capacity: copyCapacity)
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

  /// Whether a terminating signal (SIGINT, SIGTERM, SIGHUP) waits for the app
  /// instead of ending the process at once: the app has work to keep.
  ///
  /// The handler then only notes the signal (``pendingSignal``) and returns, so
  /// the read in progress ends; the app stops the terminal as usual, keeps its
  /// work, and ends with ``endWithPendingSignal()``. Should the app not get
  /// there within ``terminationGrace`` seconds (busy, or stuck), an alarm ends
  /// the process the way the signal would have, terminal restored. A second
  /// terminating signal while one waits ends the process at once.
  static var defersTermination: Bool {
    get { flags[5] != 0 }
    set { flags[5] = newValue ? 1 : 0 }
  }

  /// The terminating signal that waits for the app, if any.
  static var pendingSignal: Int32? { flags[6] == 0 ? nil : Int32(flags[6]) }

  /// How long a waiting signal gives the app, in seconds.
  static let terminationGrace: UInt32 = 5

  /// Ends the process with the signal that waits (its default action), or
  /// does nothing when none does.
  static func endWithPendingSignal() {
    guard let number = pendingSignal else { return }
    alarm(0)
    signal(number, SIG_DFL)
    raise(number)
  }

  /// In a handler: notes a terminating signal for the app and arms the alarm
  /// that ends the process should the app not. Returns false (nothing noted)
  /// when the app keeps no work or a signal already waits. Async-signal-safe.
  fileprivate static func deferTermination(_ number: Int32) -> Bool {
    guard flags[5] != 0, flags[6] == 0 else { return false }
    flags[6] = Int(number)
    var action = sigaction()
    action.__sigaction_handler.sa_handler = graceOverHandler
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGALRM, &action, nil)
    alarm(terminationGrace)
    return true
  }

  /// Installs the handlers for the terminating and crash signals.
  static func installHandlers() {
    // Global storage is initialised lazily on first use, which may allocate;
    // this first use must not be in a handler.
    _ = (savedModes, resetBytes, flags, previousActions, installed, copyBuffer)
    CrashCopy.prepareStorage()
    for number in terminatingSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = terminatingSignalHandler
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      install(action, for: number)
    }
    ensureAlternateStack()
    // The crash handler is installed the way the Swift runtime installs its own,
    // which it passes crashes on to: on the alternate signal stack (the only
    // place a stack overflow can be handled), with
    // the signal's information, and with every signal blocked but the crash
    // signals, which stay deliverable (SA_NODEFER) so that a second fault in a
    // handler ends the process instead of hanging it, and so that the threads
    // the runtime's backtracer starts from the handler inherit a mask that lets
    // them catch their own faults.
    var action = sigaction()
    action.__sigaction_handler.sa_sigaction = crashSignalHandler
    sigfillset(&action.sa_mask)
    for number in crashSignals { sigdelset(&action.sa_mask, number) }
    action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER
    for number in crashSignals { install(action, for: number) }
  }

  /// Gives this thread an alternate signal stack when it has none, so that a
  /// stack overflow can still restore the terminal.
  ///
  /// The Swift runtime sets one up when its backtracer is on; with
  /// `SWIFT_BACKTRACE=enable=no` there is none. The stack is never freed: a
  /// handler may need it until the process ends.
  private static func ensureAlternateStack() {
    var current = stack_t()
    guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
    let size = 64 * 1024
    guard let memory = malloc(size) else { return }
    var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: size)
    if sigaltstack(&stack, nil) != 0 { free(memory) }
  }

  /// Puts back the actions the handlers replaced.
  static func removeHandlers() {
    for number in terminatingSignals + crashSignals where installed[Int(number)] != 0 {
      sigaction(number, previousActions + Int(number), nil)
      installed[Int(number)] = 0
    }
  }

  private static func install(_ action: sigaction, for number: Int32) {
    let slot = Int(number)
    guard installed[slot] == 0 else { return }
    var current = sigaction()
    guard sigaction(number, nil, &current) == 0 else { return }
    if handlerValue(current) == 1 { return }
    previousActions[slot] = current
    var action = action
    if sigaction(number, &action, nil) == 0 { installed[slot] = 1 }
  }

  /// The handler of an action as a number: 0 for SIG_DFL, 1 for SIG_IGN,
  /// otherwise a function's address (function pointers are not Equatable).
  private static func handlerValue(_ action: sigaction) -> Int {
    unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
  }

  // MARK: Capturing standard error

  /// Sends standard error to an unlinked temporary file until
  /// ``releaseStandardError()``, when standard error is the terminal.
  ///
  /// Does nothing when standard error goes elsewhere (a file, a pipe), when it
  /// is already captured, or when no temporary file can be made (`TMPDIR`, then
  /// `/tmp`): then messages written during the session still reach the screen.
  static func captureStandardError() {
    guard flags[4] < 0, isatty(STDERR_FILENO) == 1 else { return }
    let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array((directory + "/stackplay-stderr-XXXXXX").utf8CString)
    let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard file >= 0 else { return }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    let saved = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3)
    guard saved >= 0, dup2(file, STDERR_FILENO) == STDERR_FILENO else {
      if saved >= 0 { close(saved) }
      close(file)
      return
    }
    _ = fcntl(file, F_SETFD, FD_CLOEXEC)
    flags[3] = Int(file)
    flags[4] = Int(saved)
  }

  /// Puts the real standard error back and writes to it what was captured.
  /// Async-signal-safe; does nothing when standard error is not captured.
  static func releaseStandardError() {
    let saved = Int32(flags[4])
    let file = Int32(flags[3])
    guard saved >= 0, file >= 0 else { return }
    flags[4] = -1
    flags[3] = -1
    dup2(saved, STDERR_FILENO)
    close(saved)
    var offset = 0
    while true {
      let count = pread(file, copyBuffer, copyCapacity, off_t(offset))
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      writeBytes(copyBuffer, count: count, to: STDERR_FILENO)
      offset += count
    }
    close(file)
  }

  // MARK: Restoring

  /// Writes bytes whole, going on after a partial or interrupted write;
  /// returns whether every byte was written. Async-signal-safe.
  @discardableResult
  static func writeBytes(
    _ bytes: UnsafePointer<UInt8>, count: Int, to descriptor: Int32
  ) -> Bool {
    var written = 0
    while written < count {
      let result = write(descriptor, bytes + written, count - written)
      if result > 0 {
        written += result
      } else if result < 0 && errno == EINTR {
        continue
      } else {
        return false
      }
    }
    return true
  }

  /// Writes the reset bytes and restores the saved modes. Async-signal-safe.
  static func restoreTerminal() {
    writeBytes(resetBytes, count: flags[1], to: STDOUT_FILENO)
    if flags[0] != 0 { tcsetattr(STDIN_FILENO, TCSANOW, savedModes) }
  }

  /// Runs the action a crash signal had before the handler (the Swift
  /// runtime's backtracer, say) with the signal's information and context,
  /// then ends the process with the signal's default action.
  ///
  /// The previous action goes back in place first, as the runtime expects of
  /// a crash it handles (it resets its handlers itself).
  fileprivate static func passOn(
    _ number: Int32, _ information: UnsafeMutablePointer<siginfo_t>?,
    _ context: UnsafeMutableRawPointer?
  ) {
    let previous = previousActions + Int(number)
    sigaction(number, previous, nil)
    let handler = handlerValue(previous.pointee)
    if handler != 0 && handler != 1 {
      if previous.pointee.sa_flags & SA_SIGINFO != 0 {
        previous.pointee.__sigaction_handler.sa_sigaction(number, information, context)
      } else {
        previous.pointee.__sigaction_handler.sa_handler(number)
      }
    }
    // The signal is not blocked here (SA_NODEFER), so with the default action
    // it ends the process at once, as it would have without any handler.
    signal(number, SIG_DFL)
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

/// Handler for SIGINT, SIGTERM and SIGHUP: restore, then die of the same signal,
/// unless the app asked to end by itself (``EmergencyRestore/defersTermination``).
private let terminatingSignalHandler: @convention(c) (Int32) -> Void = { number in
  if EmergencyRestore.deferTermination(number) { return }
  EmergencyRestore.restoreTerminal()
  EmergencyRestore.releaseStandardError()
  // Work is prepared only while the app defers termination, so this is a
  // second signal while the first waits: the app may not get to keep it.
  CrashCopy.keep(after: number)
  signal(number, SIG_DFL)
  // The signal is blocked while its handler runs, so it is delivered, with the
  // default action, as soon as the handler returns.
  raise(number)
}

/// Handler for SIGALRM once a terminating signal has waited its grace: the app
/// did not end by itself, so the signal ends it, the terminal restored when the
/// app had not stopped it yet.
private let graceOverHandler: @convention(c) (Int32) -> Void = { _ in
  guard let number = EmergencyRestore.pendingSignal else { return }
  if EmergencyRestore.sessionActive { EmergencyRestore.restoreTerminal() }
  EmergencyRestore.releaseStandardError()
  // The app is stuck with its work: keep it from here.
  CrashCopy.keep(after: number)
  signal(number, SIG_DFL)
  raise(number)
}

/// Handler for crash signals and SIGQUIT: restore the terminal, then show what
/// was written to standard error, then hand the crash to the previous action.
private let crashSignalHandler:
  @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
    number, information, context in
    EmergencyRestore.restoreTerminal()
    EmergencyRestore.releaseStandardError()
    // Before the crash report, which may take seconds (or fault itself).
    CrashCopy.keep(after: number)
    EmergencyRestore.passOn(number, information, context)
  }
