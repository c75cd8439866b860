import CNcurses
import StackRender
import StackScene

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts cell buffers on a real terminal and reads its keys, with ncurses.
///
/// ncurses sets the terminal up (`newterm`, cbreak, no echo, keypad, mouse),
/// decodes the keys, follows resizes and Ctrl-Z, restores the terminal at the
/// end, and supplies the terminal's terminfo strings. The cells themselves are
/// written by a `FrameEncoder` from those strings, in one `write` per frame:
/// only the changed cells, one pen (attributes and colours) at a time, with the
/// cheapest cursor moves and attribute changes (see `FrameEncoder`). ncurses's
/// own picture (stdscr) stays blank and untouched after one initial refresh,
/// so it never paints over a frame; after a resize or a resume, once ncurses
/// has repainted its (blank) picture, the whole frame is written again.
///
/// The life of a session:
///
/// ```
/// let terminal = Terminal(options: .fromCommandLine(noColorFlag: false, asciiFlag: false))
/// try terminal.start()          // full-screen mode
/// defer { terminal.stop() }     // back to the shell's screen and modes
/// terminal.draw(buffer)         // writes only the cells that changed
/// let key = try terminal.readKey()  // blocks; nothing is written while waiting
/// let soon = try terminal.readKey(until: .now + .seconds(1))  // nil after a second
/// ```
///
/// Input is in cbreak mode: keys arrive one at a time without echo, while Ctrl-C
/// (SIGINT) and Ctrl-Z (SIGTSTP) stay signals. Escape sequences are given 25 ms
/// to complete, so a lone Esc is reported quickly and arrow keys still work over
/// a slow link. XON/XOFF flow control is turned off so that Ctrl-S and Ctrl-Q
/// reach the app instead of freezing the screen.
///
/// The terminal is restored by ``stop()``, on a normal exit (an `atexit` hook),
/// and on SIGINT, SIGTERM, SIGHUP, SIGQUIT and crash signals, before anything
/// else reaches the screen (see `EmergencyRestore`): what is written to
/// standard error during the session is held back and shown after the
/// restore, and the Swift runtime's crash report follows it (see
/// ``CrashReports`` for keeping that report from waiting for a key). With
/// ``defersTermination`` on, SIGINT, SIGTERM and SIGHUP let the app end by
/// itself instead, after it has kept its work.
/// On Ctrl-Z, ncurses's own handler restores the terminal and, when the job is
/// resumed, puts it back in full-screen mode; ``readKey()`` then turns keypad
/// mode back on and repaints the last buffer.
/// A window resize is reported as `Key.resize`. Arrows, Home and End are
/// recognised in both cursor-key modes even when `TERM` names a different
/// terminal from the one in use. Escape sequences of keys the terminfo entry
/// does not name (Shift-Up under `TERM=screen`) and Alt chords are skipped
/// whole, never read as Esc and separate keys.
///
/// ncurses drives one screen per process, so only one `Terminal` runs at a time.
/// Use it from one thread.
public final class Terminal {
  /// What the user asked for (no colour, ASCII box drawing).
  public let options: TerminalOptions
  /// The colours ``draw(_:)`` uses; `.monochrome` until ``start()``.
  public private(set) var colorSupport: TerminalColorSupport = .monochrome
  /// Whether box edges may be drawn with Unicode box-drawing characters.
  ///
  /// `true` only when the locale's character set is UTF-8 and ``options`` do not
  /// ask for ASCII. Known after ``start()``.
  public private(set) var supportsUnicode = false
  /// The locale set by ``start()`` (a stand-in when the environment's is not
  /// installed), with the notice to show about it; `nil` until then.
  public private(set) var locale: LocaleSetup?
  /// Whether the terminal is in full-screen mode (between ``start()`` and ``stop()``).
  public private(set) var isRunning = false

  /// Whether the locale can show characters beyond ASCII at all. When it
  /// cannot, ``draw(_:)`` shows them as `?`, so the app draws only ASCII then.
  public private(set) var localeIsUTF8 = false
  private var screen: OpaquePointer?
  private var defaultColors = false
  /// Turns buffers into bytes and remembers what the screen shows.
  private var encoder: FrameEncoder?
  /// The buffer last put on screen, to repaint it after a resume.
  private var lastDrawn: CellBuffer?
  private var needsFullRepaint = true
  /// Inputs read ahead, for the next reads, oldest first: one read past the
  /// end of an escape sequence, or the later mouse events of a burst.
  private var pendingInputs: [RawInput] = []
  /// ncurses's SIGTSTP action as it installed it, to put back on ``stop()``.
  private var suspendAction: sigaction?
  /// How long ncurses waits for the rest of an escape sequence, in milliseconds.
  private static let escapeDelay: Int32 = 25

  /// Creates a backend; nothing happens to the terminal until ``start()``.
  public init(options: TerminalOptions = TerminalOptions()) {
    self.options = options
  }

  deinit {
    stop()
  }

  /// The size of the screen in cells; (0, 0) when the terminal is not running.
  ///
  /// After a `Key.resize` this is already the new size.
  public var size: (columns: Int, rows: Int) {
    guard isRunning else { return (0, 0) }
    return (Int(shim_screen_columns()), Int(shim_screen_rows()))
  }

  // MARK: Starting and stopping

  /// Switches the terminal to full-screen mode.
  ///
  /// Sets the locale (the environment's, or `C.UTF-8` when that is not
  /// installed: see ``LocaleSetup``) to decide on Unicode, sets up
  /// ncurses (cbreak, no echo, keypad, a 25 ms escape delay, hidden cursor,
  /// mouse clicks) and colour (256, then 8, then none; none when
  /// ``TerminalOptions/noColor`` is set), and installs the signal handlers that
  /// restore the terminal. Calling it while running does nothing.
  ///
  /// - Throws: ``TerminalError/notATerminal`` when standard input or output is
  ///   redirected, ``TerminalError/unknownTerminal(_:)`` when ncurses cannot
  ///   drive `TERM`, ``TerminalError/alreadyRunning`` when another `Terminal`
  ///   is running.
  public func start() throws(TerminalError) {
    if isRunning { return }
    if EmergencyRestore.sessionActive { throw .alreadyRunning }
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }

    locale = LocaleSetup.setUp()
    localeIsUTF8 = locale?.isUTF8 ?? false
    supportsUnicode = localeIsUTF8 && !options.ascii

    // The handlers go in before ncurses starts, so that ncurses, which only
    // claims SIGINT and SIGTERM when they have the default action, leaves them
    // to us. Until the reset bytes exist they only restore the saved modes.
    EmergencyRestore.saveTerminalModes()
    EmergencyRestore.setResetSequence([])
    EmergencyRestore.installHandlers()
    guard let screen = shim_newterm_stdio() else {
      EmergencyRestore.removeHandlers()
      throw .unknownTerminal(getenv("TERM").map { String(cString: $0) })
    }
    self.screen = screen
    guard
      let capabilities = TerminalCapabilities.fromTerminfo(
        lineFeedReturns: TerminalCapabilities.ttyLineFeedReturns(STDOUT_FILENO))
    else {
      endwin()
      delscreen(screen)
      self.screen = nil
      EmergencyRestore.removeHandlers()
      throw .unknownTerminal(getenv("TERM").map { String(cString: $0) })
    }
    EmergencyRestore.setResetSequence(
      EmergencyRestore.resetSequence(capability: EmergencyRestore.terminfoString))

    cbreak()
    noecho()
    keypad(shim_stdscr(), true)
    defineFallbackKeys()
    set_escdelay(Self.escapeDelay)
    curs_set(0)
    turnOffFlowControl()
    setUpColors()
    // Report presses at once: with a click interval ncurses would hold a press
    // back until it knows whether a release follows.
    mouseinterval(0)
    mousemask(
      shim_button1_pressed() | shim_button1_clicked() | shim_button1_released()
        | shim_button4_pressed() | shim_button5_pressed() | shim_report_mouse_position(), nil)
    makeResumeInterruptReads()
    // ncurses clears the screen once here, and its own picture (stdscr) stays
    // blank and untouched from then on, so it has nothing to paint over ours.
    leaveok(shim_stdscr(), true)
    refresh()
    enableDragReports()
    encoder = FrameEncoder(
      capabilities: capabilities, colorSupport: colorSupport, defaultColors: defaultColors,
      localeIsUTF8: localeIsUTF8)

    isRunning = true
    needsFullRepaint = true
    lastDrawn = nil
    pendingInputs = []
    EmergencyRestore.sessionActive = true
    Self.registerExitHook()
    // Last: until here, a failure is reported on standard error as it is.
    EmergencyRestore.captureStandardError()
  }

  /// Leaves full-screen mode: mouse reporting off, cursor visible, the shell's
  /// screen and terminal modes back, signal handlers removed.
  ///
  /// Safe to call more than once and when the terminal never started.
  public func stop() {
    guard isRunning else { return }
    isRunning = false
    shim_flush_stdout()
    writeAll(Self.dragReportsOff, to: STDOUT_FILENO)
    mousemask(0, nil)
    curs_set(1)
    endwin()
    if let screen { delscreen(screen) }
    screen = nil
    if var suspendAction {
      sigaction(SIGTSTP, &suspendAction, nil)
      self.suspendAction = nil
    }
    lastDrawn = nil
    encoder = nil
    EmergencyRestore.sessionActive = false
    EmergencyRestore.defersTermination = false
    CrashCopy.set([])
    EmergencyRestore.removeHandlers()
    EmergencyRestore.releaseStandardError()
  }

  /// xterm's button-event mouse mode (1002), which reports moves while a
  /// button is held: the drags. ncurses turns on only the normal mode (1000),
  /// which reports presses and releases; terminals keep one mouse mode, the
  /// last set, so this goes out after ncurses has written its own.
  static let dragReportsOn = Array("\u{1B}[?1002h".utf8)
  /// Turns the button-event mode off again (``EmergencyRestore`` does too).
  static let dragReportsOff = Array("\u{1B}[?1002l".utf8)

  private func enableDragReports() {
    shim_flush_stdout()
    writeAll(Self.dragReportsOn, to: STDOUT_FILENO)
  }

  private func turnOffFlowControl() {
    var modes = termios()
    guard tcgetattr(STDIN_FILENO, &modes) == 0 else { return }
    modes.c_iflag &= ~tcflag_t(IXON)
    guard tcsetattr(STDIN_FILENO, TCSANOW, &modes) == 0 else { return }
    // Make this ncurses's "program mode", which it re-applies after Ctrl-Z.
    def_prog_mode()
  }

  /// Sequences for the arrows, Home and End in both cursor-key modes, as xterm,
  /// the Linux console, rxvt, screen and tmux send them.
  private static let fallbackKeys: [(sequence: String, code: Int32)] = [
    ("\u{1B}[A", KEY_UP), ("\u{1B}OA", KEY_UP),
    ("\u{1B}[B", KEY_DOWN), ("\u{1B}OB", KEY_DOWN),
    ("\u{1B}[C", KEY_RIGHT), ("\u{1B}OC", KEY_RIGHT),
    ("\u{1B}[D", KEY_LEFT), ("\u{1B}OD", KEY_LEFT),
    ("\u{1B}[H", KEY_HOME), ("\u{1B}OH", KEY_HOME), ("\u{1B}[1~", KEY_HOME),
    ("\u{1B}[7~", KEY_HOME),
    ("\u{1B}[F", KEY_END), ("\u{1B}OF", KEY_END), ("\u{1B}[4~", KEY_END), ("\u{1B}[8~", KEY_END),
  ]

  /// Teaches ncurses the ``fallbackKeys`` its terminfo entry lacks.
  ///
  /// The terminfo entry names one sequence per key, for one cursor-key mode, and
  /// `TERM` often names a different terminal from the one in use (xterm-256color
  /// inside tmux sends Home as `ESC [ 1 ~`, not xterm's `ESC O H`). A sequence
  /// already bound, or a prefix of a bound one, is left alone.
  private func defineFallbackKeys() {
    for (sequence, code) in Self.fallbackKeys where key_defined(sequence) == 0 {
      define_key(sequence, code)
    }
  }

  /// Lets a read that Ctrl-Z interrupted end with EINTR instead of restarting.
  ///
  /// ncurses's SIGTSTP handler restores the terminal, stops the process and, on
  /// resume, repaints the screen, but it does not send `smkx` again (keypad
  /// mode); if the blocked read simply restarted, the first arrow key after `fg`
  /// would arrive in the wrong encoding and be read as Esc, `[`, `A`. Without
  /// SA_RESTART the read fails with EINTR, and ``readKey()`` turns keypad mode
  /// back on before it reads again.
  private func makeResumeInterruptReads() {
    var action = sigaction()
    guard sigaction(SIGTSTP, nil, &action) == 0 else { return }
    // Only when ncurses installed a handler (it leaves SIG_DFL and SIG_IGN alone).
    let handler = unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    guard handler != 0, handler != 1 else { return }
    suspendAction = action
    action.sa_flags &= ~SA_RESTART
    sigaction(SIGTSTP, &action, nil)
  }

  private func setUpColors() {
    defaultColors = false
    if !options.noColor && has_colors() {
      start_color()
      defaultColors = use_default_colors() == OK
    }
    colorSupport = TerminalColorSupport.select(
      colors: Int(shim_colors()), hasColors: has_colors(), noColor: options.noColor)
  }

  /// Ends curses mode when the process exits without calling ``stop()``.
  private static func registerExitHook() {
    guard !exitHookRegistered else { return }
    exitHookRegistered = true
    atexit {
      guard EmergencyRestore.sessionActive else { return }
      EmergencyRestore.sessionActive = false
      mousemask(0, nil)
      curs_set(1)
      endwin()
      EmergencyRestore.releaseStandardError()
    }
  }

  // Written only by `start()`, on the thread that runs the terminal.
  nonisolated(unsafe) private static var exitHookRegistered = false

  // MARK: Drawing

  /// Makes the next ``draw(_:)`` repaint the whole screen, for when the screen
  /// may not show what was drawn (a Ctrl-L binding, say).
  public func invalidate() {
    needsFullRepaint = true
  }

  /// Puts a buffer on screen, writing only the cells that changed since the
  /// last draw, in one `write`.
  ///
  /// The bytes are built by a ``FrameEncoder`` from the terminal's own terminfo
  /// capabilities (read through ncurses): the cheapest cursor moves, each pen
  /// set once with one merged attribute change, `el` and `ech` for blanks.
  /// ncurses sets the terminal up and reads the keys, but does not draw the
  /// cells.
  ///
  /// The whole screen is repainted (cleared, then every cell that is not a
  /// blank) on the first draw, after a resize, after a resume from Ctrl-Z, after
  /// ``invalidate()`` and when the screen's size changes. Nothing at all is
  /// written when the buffer looks the same as the last one. Cells outside the
  /// screen are clipped; continuation cells of wide characters are covered by
  /// their first cell, and a wide character cut by the right edge is a blank.
  /// When the locale is not UTF-8, characters beyond ASCII are shown as `?`
  /// (and the second cell of a wide one as a blank). Control characters are
  /// shown as blanks. Colours follow ``colorSupport``; bold, dim, reverse and
  /// underline are always drawn.
  public func draw(_ buffer: CellBuffer) {
    guard isRunning, var encoder else { return }
    if needsFullRepaint { encoder.invalidate() }
    let (columns, rows) = size
    let bytes = encoder.encode(buffer, columns: columns, rows: rows)
    self.encoder = encoder
    lastDrawn = buffer
    needsFullRepaint = false
    guard !bytes.isEmpty else { return }
    // Anything ncurses still holds goes out first, so the order is kept.
    shim_flush_stdout()
    // A terminal that is gone is found by the next read.
    writeAll(bytes, to: STDOUT_FILENO)
  }

  /// Puts `text` on the terminal's clipboard with OSC 52 (see ``Clipboard``),
  /// written straight after anything drawn; nothing is written when the
  /// terminal is not running or the text is longer than
  /// ``Clipboard/maximumBytes``.
  ///
  /// - Returns: the bytes written, 0 when nothing was.
  @discardableResult
  public func copyToClipboard(_ text: String) -> Int {
    let bytes = Array(text.utf8)
    guard isRunning, bytes.count <= Clipboard.maximumBytes else { return 0 }
    let sequence = Clipboard.osc52(bytes)
    shim_flush_stdout()
    return writeAll(sequence, to: STDOUT_FILENO) == nil ? sequence.count : 0
  }

  // MARK: Ending on a signal

  /// Whether SIGINT (Ctrl-C), SIGTERM and SIGHUP (a dropped connection) let the
  /// app end by itself, for when it has work to keep (unsaved changes), rather
  /// than ending the process at once. Off by default.
  ///
  /// When on, such a signal ends the read in progress, or the next one, with
  /// ``TerminalError/terminated(_:)``. The app then calls ``stop()``, keeps its
  /// work, and calls ``endWithPendingSignal()``: the process ends of the signal
  /// as it would have (a shell shows 128 + its number). An app that has not
  /// ended 5 seconds after the signal is ended by it all the same, terminal
  /// restored; so is one that gets a second terminating signal meanwhile.
  public var defersTermination: Bool {
    get { EmergencyRestore.defersTermination }
    set { EmergencyRestore.defersTermination = newValue }
  }

  /// Prepares the app's unsaved work for a way out the app cannot handle
  /// itself: the handlers write each work's `bytes` to a new file at the
  /// first free name of its `paths` (tried in order; a name taken is never
  /// replaced) when the process ends on a crash, on SIGQUIT (Ctrl-\), on a
  /// second terminating signal while one waits for the app, or when the app
  /// has not ended within the grace of a waiting one (see
  /// ``defersTermination``). Standard error then says, a line each, after
  /// the terminal is restored and before any crash report: `stackplay:
  /// SIGQUIT (Ctrl-\) with unsaved changes: kept them in P (stackplay open
  /// P)`, or that no copy could be written.
  ///
  /// An empty list drops the work prepared before; so does ``stop()``, after
  /// which the app keeps its work itself. Each file is written under a
  /// temporary name in its directory, flushed, and linked at the name: it
  /// appears whole or not at all. O(bytes); call it when the work changes,
  /// not on every key.
  public func keepOnAbruptEnd(_ works: [(bytes: [UInt8], paths: [String])]) {
    CrashCopy.set(isRunning ? works : [])
  }

  /// How the messages about kept work name a signal, as a shell user knows
  /// it: `Ctrl-C (SIGINT)`, `SIGTERM`, `SIGHUP (the terminal hung up)`,
  /// `SIGQUIT (Ctrl-\)`, `a crash (SIGSEGV)`. The handlers of
  /// ``keepOnAbruptEnd(_:)`` use the same words.
  public static func signalName(_ number: Int32) -> String {
    CrashCopy.signalName(number).description
  }

  /// The terminating signal the app was asked to end by, while it waits for
  /// the app (see ``defersTermination``).
  public var pendingTermination: Int32? { EmergencyRestore.pendingSignal }

  /// Ends the process with the signal that waits (``pendingTermination``), as
  /// its default action does; returns at once when no signal waits. Call it
  /// after ``stop()``.
  public func endWithPendingSignal() {
    EmergencyRestore.endWithPendingSignal()
  }

  // MARK: Reading keys

  /// Waits for the next key, click or resize.
  ///
  /// Blocks without a timeout, so an idle app neither wakes up nor writes.
  /// Input the app has no use for (mouse releases, unknown key codes, escape
  /// sequences of keys ncurses does not know, Alt chords) is skipped.
  /// After `Key.resize` the next ``draw(_:)`` repaints everything at the new
  /// ``size``.
  ///
  /// - Throws: ``TerminalError/inputClosed`` when the terminal hangs up,
  ///   ``TerminalError/terminated(_:)`` when a signal waits for the app to end
  ///   (see ``defersTermination``).
  public func readKey() throws(TerminalError) -> Key {
    while true {
      if let key = try nextKey(deadline: nil) { return key }
    }
  }

  /// Waits for the next key, click or resize until `deadline`, as
  /// ``readKey()`` does; `nil` when the deadline passes first.
  ///
  /// A deadline in the past still returns a key that is already waiting.
  /// Nothing is written while waiting.
  ///
  /// - Throws: ``TerminalError/inputClosed`` when the terminal hangs up,
  ///   ``TerminalError/terminated(_:)`` when a signal waits for the app to end.
  public func readKey(until deadline: ContinuousClock.Instant) throws(TerminalError) -> Key? {
    try nextKey(deadline: deadline)
  }

  /// The next key before `deadline` (none: no limit), or `nil` at the deadline.
  ///
  /// An Esc is the Esc key only when it comes alone: ncurses hands it over once
  /// the escape delay has passed with nothing after it, or at once when what
  /// follows is no key it knows, such as Shift-Up (`ESC [ 1 ; 2 A`) under a
  /// `TERM` whose terminfo entry lacks it, or Alt-x (`ESC x`). What follows is
  /// then skipped as one escape sequence (see `EscapeSequence`), never read as
  /// Esc and separate keys.
  private func nextKey(deadline: ContinuousClock.Instant?) throws(TerminalError) -> Key? {
    while true {
      guard let input = try nextInput(deadline: deadline) else { return nil }
      if input == .character(27) {
        guard let following = try nextInput(deadline: .now) else { return .escape }
        try skipEscapeSequence(startingWith: following)
        continue
      }
      guard let key = KeyDecoding.key(for: input) else { continue }
      if key == .resize {
        // ncurses repaints its own (blank) picture at the new size first, so
        // that it has nothing left to paint over the next draw.
        refresh()
        needsFullRepaint = true
      }
      return key
    }
  }

  /// Reads and drops the rest of an escape sequence, from its first input
  /// after the Esc. Each further input is awaited for the escape delay at most;
  /// an input that cannot belong to the sequence (a resize) is kept for the
  /// next read.
  private func skipEscapeSequence(startingWith first: RawInput) throws(TerminalError) {
    var sequence = EscapeSequence()
    var input = first
    while true {
      if !sequence.consume(input) {
        pendingInputs.insert(input, at: 0)
        return
      }
      if sequence.isComplete { return }
      let deadline = ContinuousClock.now + .milliseconds(Int(Self.escapeDelay))
      guard let next = try nextInput(deadline: deadline) else { return }
      input = next
    }
  }

  /// One input from ncurses: those kept back (by ``skipEscapeSequence(startingWith:)``,
  /// or a burst of mouse events) first, else a read that waits until
  /// `deadline` (none: no limit); `nil` when the deadline passes first.
  ///
  /// Mouse reports that come together (a quick drag: press, moves and release
  /// in one read) are one `KEY_MOUSE` for ncurses, which queues the events
  /// and hands them out through `getmouse` last first: all of them are taken,
  /// and returned oldest first. (Taking only one lost the press of a quick
  /// drag, and with it the whole drag.)
  ///
  /// A read that Ctrl-Z interrupted (EINTR) turns keypad mode back on, repaints
  /// and reads again.
  private func nextInput(deadline: ContinuousClock.Instant?) throws(TerminalError) -> RawInput? {
    if let number = EmergencyRestore.pendingSignal { throw .terminated(number) }
    if !pendingInputs.isEmpty { return pendingInputs.removeFirst() }
    while true {
      reportUnseenResize()
      wtimeout(shim_stdscr(), deadline.map(Self.timeoutMilliseconds(until:)) ?? -1)
      var value: wint_t = 0
      errno = 0
      let result = shim_get_wch(&value)
      switch result {
      case OK:
        return .character(UInt32(value))
      case KEY_CODE_YES where Int32(value) == KEY_MOUSE:
        var events: [RawInput] = []
        var event = MEVENT()
        while getmouse(&event) == OK {
          events.append(
            .mouse(column: Int(event.x), row: Int(event.y), buttons: UInt32(event.bstate)))
        }
        guard let first = events.last else { continue }
        pendingInputs.append(contentsOf: events.dropLast().reversed())
        return first
      case KEY_CODE_YES:
        return .keyCode(Int32(value))
      default:
        // ERR: the deadline passed, a signal interrupted the read, or the
        // input is gone.
        if let number = EmergencyRestore.pendingSignal {
          throw .terminated(number)
        } else if errno == EINTR {
          // Most likely a resume after Ctrl-Z: keypad mode was turned off, and
          // ncurses has repainted its own (blank) picture; put ours back.
          keypad(shim_stdscr(), true)
          enableDragReports()
          repaintAfterResume()
        } else if Self.inputIsClosed() {
          throw .inputClosed
        } else if let deadline, ContinuousClock.now >= deadline {
          return nil
        }
      }
    }
  }

  /// Hands a resize ncurses has not reported over to the next read.
  ///
  /// ncurses reports a resize as `KEY_RESIZE` when SIGWINCH interrupts its
  /// read. A SIGWINCH that comes while the app is drawing or laying out, or
  /// one that interrupts a timed wait, can leave the screen at the old size
  /// until some later key: the app then sat idle showing a picture of the
  /// wrong size. Before every read the kernel's window size is compared with
  /// the screen's; when they differ, `resizeterm` takes the new size and
  /// queues `KEY_RESIZE`, which the read then returns. (A second report of
  /// the same resize only draws once more.)
  private func reportUnseenResize() {
    var rows: Int32 = 0
    var columns: Int32 = 0
    guard shim_window_size(STDOUT_FILENO, &rows, &columns) == 0 else { return }
    guard rows != shim_screen_rows() || columns != shim_screen_columns() else { return }
    resizeterm(rows, columns)
  }

  /// The ncurses read timeout that ends at `deadline`: 0 when it has passed,
  /// whole milliseconds rounded up, and at most a minute (a longer wait is
  /// several reads).
  static func timeoutMilliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
    let remaining = deadline - ContinuousClock.now
    guard remaining > .zero else { return 0 }
    let (seconds, attoseconds) = remaining.components
    guard seconds < 60 else { return 60_000 }
    let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(min(milliseconds, 60_000))
  }

  /// Puts the last buffer back on a screen that ncurses repainted.
  private func repaintAfterResume() {
    guard let lastDrawn else { return }
    if let capabilities = encoder?.capabilities {
      var updated = capabilities
      updated.lineFeedReturns = TerminalCapabilities.ttyLineFeedReturns(STDOUT_FILENO)
      encoder = FrameEncoder(
        capabilities: updated, colorSupport: colorSupport, defaultColors: defaultColors,
        localeIsUTF8: localeIsUTF8)
    }
    needsFullRepaint = true
    draw(lastDrawn)
  }

  /// Whether standard input has hung up or is no longer readable.
  private static func inputIsClosed() -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, 0) >= 0 else { return true }
    let closed = Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL)
    return descriptor.revents & closed != 0
  }
}
