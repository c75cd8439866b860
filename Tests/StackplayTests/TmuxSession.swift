import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A private tmux server with one window running a POSIX shell, for driving the
/// real `stackplay` the way a user does: keys typed into a terminal, the screen
/// read back as text.
///
/// Every session has its own server (`tmux -L stackplay-test-…`, no config file),
/// so tests never see each other's windows or the user's tmux. The shell runs
/// with a known environment (`env -i`): `TERM` as the test asks, `LANG` and
/// `LC_ALL` set to `C.UTF-8`, no `NO_COLOR`, and the prompt `$ `. Call ``kill()``
/// when done (in a `defer`); releasing the session kills the server too.
///
/// Synchronisation is by polling the screen (``waitFor(_:timeout:_:)``), never
/// by fixed sleeps.
final class TmuxSession {
  /// A failure to drive tmux, or a screen that never showed what was awaited.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The modes tmux tracks for the pane, as the program in it left them.
  struct PaneModes: Equatable, CustomStringConvertible {
    /// `#{cursor_flag}`: the cursor is visible.
    var cursorVisible: Bool
    /// `#{alternate_on}`: the alternate screen is in use.
    var alternateScreen: Bool
    /// `#{mouse_standard_flag}`, `#{mouse_button_flag}`, `#{mouse_all_flag}`:
    /// some mouse reporting is on.
    var mouseReporting: Bool
    /// `#{mouse_sgr_flag}`: mouse reports use the SGR (1006) encoding.
    var sgrMouse: Bool
    /// `#{keypad_cursor_flag}`: cursor keys are in application mode.
    var applicationCursorKeys: Bool
    /// `#{keypad_flag}`: the keypad is in application mode.
    var applicationKeypad: Bool

    static let format =
      "#{cursor_flag} #{alternate_on} #{mouse_standard_flag} #{mouse_button_flag}"
      + " #{mouse_all_flag} #{mouse_sgr_flag} #{keypad_cursor_flag} #{keypad_flag}"

    init(
      cursorVisible: Bool, alternateScreen: Bool, mouseReporting: Bool = false,
      sgrMouse: Bool = false, applicationCursorKeys: Bool = false, applicationKeypad: Bool = false
    ) {
      self.cursorVisible = cursorVisible
      self.alternateScreen = alternateScreen
      self.mouseReporting = mouseReporting
      self.sgrMouse = sgrMouse
      self.applicationCursorKeys = applicationCursorKeys
      self.applicationKeypad = applicationKeypad
    }

    init?(_ text: String) {
      let flags = text.split(separator: " ").map { $0 == "1" }
      guard flags.count == 8 else { return nil }
      self.init(
        cursorVisible: flags[0], alternateScreen: flags[1],
        mouseReporting: flags[2] || flags[3] || flags[4], sgrMouse: flags[5],
        applicationCursorKeys: flags[6], applicationKeypad: flags[7])
    }

    var description: String {
      "cursor \(cursorVisible ? "visible" : "hidden"), alternate screen \(alternateScreen ? "on" : "off"), "
        + "mouse reporting \(mouseReporting ? "on" : "off")\(sgrMouse ? " (SGR)" : ""), "
        + "cursor keys \(applicationCursorKeys ? "application" : "normal"), "
        + "keypad \(applicationKeypad ? "application" : "normal")"
    }
  }

  /// The value of `TERM` in the shell.
  let term: String
  /// The shell's working directory, removed with the session.
  let directory: TemporaryDirectory
  /// The tmux socket name (`-L`).
  let socket: String
  /// The socket's path, removed by ``kill()`` (tmux 3.3 leaves it behind).
  private var socketPath: String?
  /// The path of the tmux executable.
  private let tmux: String
  /// The target of every pane command: the only pane of the only window.
  private let target = "play"
  private var isRunning = false

  /// Starts a server with a `columns` × `rows` window running `sh`, and waits
  /// for the shell's first prompt.
  ///
  /// - Throws: ``Failure`` when tmux is not installed (run `scripts/install-deps`),
  ///   does not start, or gives the window another size.
  init(term: String, columns: Int = 80, rows: Int = 24) async throws {
    self.term = term
    tmux = try Self.findTmux()
    directory = try TemporaryDirectory()
    socket = "stackplay-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    isRunning = true
    do {
      let environment = [
        "PATH=/usr/bin:/bin", "HOME=\(directory.url.path)", "TERM=\(term)", "LANG=C.UTF-8",
        "LC_ALL=C.UTF-8", "PS1=$ ", "PS2=> ",
      ]
      try command(
        [
          "new-session", "-d", "-s", target, "-x", String(columns), "-y", String(rows), "-c",
          directory.url.path, "--", "/usr/bin/env", "-i",
        ] + environment + ["sh"])
      socketPath = try command(["display-message", "-p", "#{socket_path}"])
      let size = try command([
        "display-message", "-p", "-t", target, "#{pane_width}x#{pane_height}",
      ])
      guard size == "\(columns)x\(rows)" else {
        throw Failure(description: "tmux made a \(size) pane, not \(columns)x\(rows)")
      }
      try await waitFor("the shell's first prompt") { $0.lastNonEmpty == "$" }
    } catch {
      kill()
      throw error
    }
  }

  deinit {
    kill()
  }

  /// Kills the server and everything running in it. Safe to call more than once.
  func kill() {
    guard isRunning else { return }
    isRunning = false
    _ = try? Self.run(tmux, ["-L", socket, "kill-server"], scratch: directory.url)
    if let socketPath, socketPath.contains(socket) { unlink(socketPath) }
  }

  // MARK: Keys

  /// Types `text` as it is (`send-keys -l`): each character is one key.
  func type(_ text: String) throws {
    try command(["send-keys", "-t", target, "-l", "--", text])
  }

  /// Presses keys by their tmux names: `Enter`, `Tab`, `C-c`, `Up`.
  func press(_ keys: String...) throws {
    try command(["send-keys", "-t", target] + keys)
  }

  /// Types a shell command line and presses Enter.
  func typeLine(_ text: String) throws {
    try type(text)
    try press("Enter")
  }

  /// Runs any tmux command on this session's server (`set-option -s
  /// set-clipboard on`, `show-buffer`) and returns what it printed.
  @discardableResult
  func serverCommand(_ arguments: [String]) throws -> String {
    try command(arguments, trimming: false)
  }

  /// Changes the window's size, as a user resizing their terminal would.
  func resize(columns: Int, rows: Int) throws {
    try command(["resize-window", "-t", target, "-x", String(columns), "-y", String(rows)])
  }

  // MARK: Reading the screen

  /// The visible screen, one string per row, trailing spaces removed; with
  /// `includingHistory`, the lines scrolled off the top come first, and lines
  /// the terminal wrapped are joined again.
  func capture(includingHistory: Bool = false) throws -> [String] {
    let history = includingHistory ? ["-J", "-S", "-"] : []
    let text = try command(["capture-pane", "-p"] + history + ["-t", target], trimming: false)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The modes tmux tracks for the pane.
  func modes() throws -> PaneModes {
    let text = try command(["display-message", "-p", "-t", target, PaneModes.format])
    guard let modes = PaneModes(text) else {
      throw Failure(description: "unexpected answer from tmux display-message: '\(text)'")
    }
    return modes
  }

  /// Polls the screen every 50 ms until `predicate` holds, and returns that screen.
  ///
  /// - Throws: ``Failure`` naming `what` and showing the last screen captured when
  ///   `timeout` passes first.
  @discardableResult
  func waitFor(
    _ what: String, timeout: Duration = .seconds(8), _ predicate: ([String]) throws -> Bool
  ) async throws -> [String] {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
      let screen = try capture()
      if try predicate(screen) { return screen }
      if clock.now >= deadline {
        throw Failure(
          description: "timed out after \(timeout) waiting for \(what) (TERM=\(term)); "
            + "the screen was:\n" + Self.framed(screen))
      }
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  /// Waits until the screen equals `expected` line by line (trailing spaces
  /// aside), and returns it.
  ///
  /// - Throws: ``Failure`` with a line-by-line comparison when it never does.
  @discardableResult
  func waitForScreen(
    _ expected: [String], _ what: String, timeout: Duration = .seconds(8)
  ) async throws -> [String] {
    do {
      return try await waitFor(what, timeout: timeout) { $0 == expected }
    } catch is Failure {
      let screen = try capture()
      throw Failure(
        description: "timed out waiting for \(what) (TERM=\(term)); the screen differs from "
          + "the model:\n" + Self.comparison(expected: expected, captured: screen))
    }
  }

  // MARK: The app

  /// Starts `stackplay arguments…` from the shell and returns its process id.
  ///
  /// The shell runs a small script (`sh run`) that writes its own pid to a file
  /// and then `exec`s the app, so the pid is the app's own, and the app is an ordinary
  /// foreground job of the shell (Ctrl-C reaches it through the terminal).
  ///
  /// - Parameter environment: variables exported to the app only, on top of the
  ///   shell's own.
  func startApp(
    _ executable: URL, arguments: [String] = [], environment: [String: String] = [:]
  ) async throws -> pid_t {
    let quoted = ([executable.path] + arguments).map(Self.shellQuoted).joined(separator: " ")
    let exports = environment.sorted { $0.key < $1.key }.map {
      "export \($0.key)=\(Self.shellQuoted($0.value))\n"
    }.joined()
    let script = """
      echo $$ > app.pid.tmp && mv app.pid.tmp app.pid
      \(exports)exec \(quoted)

      """
    // Run by `sh`, not executed itself: a process this test runner forks while
    // the file is open for writing would make exec fail with "Text file busy".
    _ = try directory.write(script, to: "run")
    // The pid of an app started before in this session must not be read as
    // this one's: it is gone before the line is typed.
    let pidFile = directory.url.appendingPathComponent("app.pid")
    if unlink(pidFile.path) != 0 && errno != ENOENT {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: pidFile.path])
    }
    try typeLine("sh run")
    var pid: pid_t?
    try await waitFor("the app's pid in \(pidFile.path)") { _ in
      let text = (try? String(contentsOf: pidFile, encoding: .utf8)) ?? ""
      pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
      return pid != nil
    }
    return pid!
  }

  /// Waits for the shell's prompt after the app left: the alternate screen is
  /// off and the last line showing is a bare `$`.
  func waitForPrompt(timeout: Duration = .seconds(8)) async throws {
    try await waitFor("the shell's prompt after the app exits", timeout: timeout) { screen in
      screen.lastNonEmpty == "$" && (try? self.modes().alternateScreen) == false
    }
  }

  /// Asks the shell for the exit status of the last command (`echo … "$?"`).
  ///
  /// It is a command line of its own, not `app; echo …`: when a foreground job
  /// dies of SIGINT, dash interrupts itself too and drops the rest of the line
  /// (its status is then 130, as the job's).
  ///
  /// - Parameter lineEnd: the key that ends the command line: `Enter`, or `C-j`
  ///   for a terminal left without carriage-return translation.
  func lastExitStatus(lineEnd: String = "Enter") async throws -> Int {
    let words = try await answer("\"$?\"", named: "exit-status", lineEnd)
    guard words.count == 1, let status = Int(words[0]) else {
      throw Failure(description: "unexpected exit status from the shell: \(words)")
    }
    return status
  }

  /// Runs `stty -a` in the shell and returns the words of its answer that say
  /// whether canonical input and echo are on: `icanon` or `-icanon`, `echo` or
  /// `-echo`, in the order `stty` prints them.
  ///
  /// - Parameter lineEnd: the key that ends the command line (see ``lastExitStatus(lineEnd:)``).
  func inputModes(lineEnd: String = "Enter") async throws -> [String] {
    try await answer(
      "\"$(stty -a | tr ' ;' '\\n\\n' | grep -x -E '[-]?(icanon|echo)')\"", named: "stty-modes",
      lineEnd)
  }

  /// How many answers the shell has been asked for, to tell each one's marker apart.
  private var answerCount = 0

  /// Has the shell echo `words` (shell syntax) after a marker of its own, such as
  /// `answer-2-exit-status:`, waits for it and for the prompt after it, and returns
  /// the words in between.
  ///
  /// The command line is typed as `echo "answer""-2-exit-status:" …`, so the
  /// marker only ever shows in the answer, never in the command as typed.
  private func answer(_ words: String, named name: String, _ lineEnd: String) async throws
    -> [String]
  {
    answerCount += 1
    let suffix = "-\(answerCount)-\(name):"
    let marker = "answer" + suffix
    let command = "echo \"answer\"\"\(suffix)\" \(words)"
    try type(command)
    try press(lineEnd)
    var answer: [String] = []
    try await waitFor("the shell's answer to \(command)") { screen in
      let text = screen.joined(separator: "\n")
      guard let found = text.range(of: marker, options: .backwards) else { return false }
      // The answer is complete when the next prompt follows it.
      let rest = text[found.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\n" })
      guard let prompt = rest.firstIndex(of: "$") else { return false }
      answer = rest[..<prompt].map(String.init)
      return true
    }
    return answer
  }

  // MARK: Running tmux

  /// Runs one tmux command on this session's server and returns its output.
  @discardableResult
  private func command(_ arguments: [String], trimming: Bool = true) throws -> String {
    let result = try Self.run(
      tmux, ["-u", "-L", socket, "-f", "/dev/null"] + arguments, scratch: directory.url)
    guard result.status == 0 else {
      throw Failure(
        description: "tmux \(arguments.joined(separator: " ")) failed (status \(result.status)): "
          + result.error)
    }
    return trimming ? result.output.trimmingCharacters(in: .newlines) : result.output
  }

  /// Runs a program to completion with tmux's environment: the test's own, with
  /// a UTF-8 locale and without any outer tmux's variables.
  ///
  /// The program is started with `posix_spawn` and waited for with `waitpid`:
  /// Foundation's `Process` can miss the exit of a tmux client whose server
  /// forked off it, and hang. Its output goes through files in `scratch`, so a
  /// large output can never block it; signals start with their default actions
  /// and none blocked, whatever the test runner had, since the server (and the
  /// shell and app under it) inherit them.
  private static func run(_ executable: String, _ arguments: [String], scratch: URL) throws
    -> (status: Int32, output: String, error: String)
  {
    var environment = ProcessInfo.processInfo.environment
    environment["LANG"] = "C.UTF-8"
    environment["LC_ALL"] = "C.UTF-8"
    environment["TMUX"] = nil
    environment["TMUX_PANE"] = nil
    let outputPath = scratch.appendingPathComponent("tmux-stdout").path
    let errorPath = scratch.appendingPathComponent("tmux-stderr").path

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }

    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    let truncate = O_WRONLY | O_CREAT | O_TRUNC
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, truncate, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, truncate, 0o600)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGCHLD, SIGTSTP, SIGTTIN, SIGTTOU] {
      sigaddset(&defaults, number)
    }
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard spawned == 0 else {
      throw Failure(
        description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else {
        throw Failure(description: "waitpid for \(executable) failed: errno \(errno)")
      }
    }
    // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
    let exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    let output = (try? Data(contentsOf: URL(fileURLWithPath: outputPath))) ?? Data()
    let error = (try? Data(contentsOf: URL(fileURLWithPath: errorPath))) ?? Data()
    return (
      exitStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self)
    )
  }

  /// The tmux executable on `PATH` (or in the usual places).
  private static func findTmux() throws -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let directories =
      path.split(separator: ":").map(String.init) + [
        "/usr/bin", "/usr/local/bin", "/opt/homebrew/bin",
      ]
    for directory in directories {
      let candidate = directory + "/tmux"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw Failure(
      description: "tmux is not installed, and the terminal session tests drive the real "
        + "stackplay in tmux: run scripts/install-deps (CI installs it)")
  }

  // MARK: Messages

  /// `text` in single quotes for the shell.
  static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// A screen with row numbers and its right edge marked.
  static func framed(_ screen: [String]) -> String {
    screen.enumerated().map { row, line in
      (row < 10 ? " " : "") + "\(row) |\(line)"
    }.joined(separator: "\n")
  }

  /// The model's screen and the captured one, row by row; rows that differ are
  /// marked and shown twice.
  static func comparison(expected: [String], captured: [String]) -> String {
    var lines: [String] = []
    if expected.count != captured.count {
      lines.append("expected \(expected.count) rows, captured \(captured.count)")
    }
    for row in 0..<max(expected.count, captured.count) {
      let want = row < expected.count ? expected[row] : "(no row)"
      let got = row < captured.count ? captured[row] : "(no row)"
      let number = (row < 10 ? " " : "") + "\(row)"
      if want == got {
        lines.append("  \(number) |\(got)")
      } else {
        lines.append("- \(number) |\(want)")
        lines.append("+ \(number) |\(got)")
      }
    }
    return "(- the model, + captured)\n" + lines.joined(separator: "\n")
  }
}

extension [String] {
  /// The last line that is not empty, or `nil` when all are.
  var lastNonEmpty: String? {
    last { !$0.isEmpty }
  }

  /// The character at a column of a row (each character one column wide), or a
  /// space past the end of the line.
  func character(atColumn column: Int, row: Int) -> Character {
    guard indices.contains(row) else { return " " }
    let line = [Character](self[row])
    return line.indices.contains(column) ? line[column] : " "
  }
}
