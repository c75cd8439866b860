import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `stackplay serve` of the built binary on loopback, on a port the system
/// picks (`--port 0`), with its host key in a throwaway folder; standard
/// error goes to a file the tests read (the log).
///
/// ``stop()`` sends SIGTERM and waits; releasing it kills the server (and
/// any session child left) with SIGKILL, so a failing test leaves nothing.
final class ServeProcess {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  let folder: TemporaryDirectory
  let process = Process()
  let logPath: String
  private(set) var port = 0

  /// Starts the server with `arguments` after `serve --host 127.0.0.1 --port 0
  /// --host-key FOLDER/host_key`, and waits (up to 15 s) for its
  /// `listening on` line.
  init(_ arguments: [String] = [], folder: TemporaryDirectory? = nil) throws {
    self.folder = try folder ?? TemporaryDirectory()
    logPath =
      self.folder.url.appendingPathComponent("serve-\(UUID().uuidString.prefix(6)).log").path
    _ = FileManager.default.createFile(atPath: logPath, contents: nil)
    process.executableURL = try StackplayBinary.executable()
    // A session's idle limit of 2 hours unless a test sets its own: on a
    // machine of two processors, the test runner's other suites can starve
    // an async test for longer than the default 15 minutes between typing
    // the ssh command and reading the screen, and the server then closes the
    // session (seen twice in CI). The test's own waits read the screen once
    // more before they give up.
    let idle = arguments.contains("--idle-timeout") ? [] : ["--idle-timeout", "2h"]
    process.arguments =
      [
        "serve", "--host", "127.0.0.1", "--port", "0", "--host-key", hostKeyPath,
      ] + idle + arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
    try process.run()
    let deadline = Date().addingTimeInterval(15)
    while Date() < deadline {
      if let line = log.split(separator: "\n").first(where: { $0.contains(" listening on ") }),
        let range = line.range(of: " port ")
      {
        port = Int(line[range.upperBound...].prefix { $0.isNumber }) ?? 0
        return
      }
      guard process.isRunning else { break }
      usleep(20_000)
    }
    let text = log
    kill9()
    throw Failure(description: "stackplay serve did not start listening; its log:\n\(text)")
  }

  deinit {
    kill9()
  }

  var hostKeyPath: String { folder.url.appendingPathComponent("host_key").path }
  var knownHostsPath: String { folder.url.appendingPathComponent("known_hosts").path }

  /// Everything the server has logged so far.
  var log: String {
    (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
  }

  var pid: Int32 { process.processIdentifier }

  /// The `ssh` arguments that reach this server as `user`, with a known-hosts
  /// file of its own (the host key is taken on first use, then checked: the
  /// alias keeps one entry whatever the port).
  func sshArguments(
    user: String = "kid", strict: Bool = false, extra: [String] = [],
    login: [String] = ["BatchMode=yes", "IdentitiesOnly=yes", "IdentityFile=/dev/null"]
  ) -> [String] {
    [
      "-F", "/dev/null", "-p", String(port), "-o",
      "StrictHostKeyChecking=\(strict ? "yes" : "accept-new")", "-o",
      "UserKnownHostsFile=\(knownHostsPath)", "-o", "HostKeyAlias=stackplay-serve-test", "-o",
      "LogLevel=ERROR", "-o", "ConnectTimeout=5",
    ] + login.flatMap { ["-o", $0] } + extra + ["\(user)@127.0.0.1"]
  }

  /// The ssh command line for a tmux shell.
  func sshCommandLine(_ extra: [String] = ["-t"], command: [String] = []) -> String {
    (["ssh"] + sshArguments(extra: extra) + command).joined(separator: " ")
  }

  /// The processes whose parent is the server: its session children, zombies too.
  func children() -> [Int32] {
    childProcesses(of: pid)
  }

  /// Waits up to `timeout` seconds for the server to have no child at all.
  func waitForNoChildren(timeout: Double = 5) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if children().isEmpty { return true }
      usleep(20_000)
    }
    return children().isEmpty
  }

  /// Waits up to `timeout` seconds for the log to hold `text`.
  func waitForLog(_ text: String, timeout: Double = 8) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if log.contains(text) { return true }
      usleep(20_000)
    }
    return log.contains(text)
  }

  /// SIGTERM, then waits up to `timeout` seconds; returns the seconds it took,
  /// or nil when the server was still running (it is then killed).
  @discardableResult
  func stop(timeout: Double = 8) -> Double? {
    guard process.isRunning else { return 0 }
    let start = Date()
    kill(pid, SIGTERM)
    while process.isRunning, Date().timeIntervalSince(start) < timeout {
      usleep(10_000)
    }
    guard !process.isRunning else {
      kill9()
      return nil
    }
    return Date().timeIntervalSince(start)
  }

  private func kill9() {
    let leftovers = childProcesses(of: process.processIdentifier)
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    for child in leftovers { kill(child, SIGKILL) }
  }
}

/// The processes whose parent is `parent`, from /proc.
func childProcesses(of parent: Int32) -> [Int32] {
  guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else {
    return []
  }
  var children: [Int32] = []
  for entry in entries {
    guard let pid = Int32(entry),
      let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { continue }
    // After "pid (name)": the state, then the parent's id.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    if fields.count > 1, Int32(fields[1]) == parent { children.append(pid) }
  }
  return children
}

/// What a command run to its end did.
struct CommandResult {
  var status: Int32
  var output: String
  var error: String
}

/// Runs `executable` with `arguments`, standard input from /dev/null, and
/// kills it if it has not ended after `timeout` seconds.
func runCommand(
  _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
  timeout: Double = 20
) throws -> CommandResult {
  let scratch = try TemporaryDirectory()
  let outputURL = scratch.url.appendingPathComponent("out")
  let errorURL = scratch.url.appendingPathComponent("err")
  _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
  _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
  let output = try FileHandle(forWritingTo: outputURL)
  let error = try FileHandle(forWritingTo: errorURL)
  defer {
    try? output.close()
    try? error.close()
  }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  if let environment { process.environment = environment }
  process.standardInput = FileHandle.nullDevice
  process.standardOutput = output
  process.standardError = error
  try process.run()
  let deadline = Date().addingTimeInterval(timeout)
  while process.isRunning, Date() < deadline { usleep(10_000) }
  if process.isRunning {
    kill(process.processIdentifier, SIGKILL)
  }
  process.waitUntilExit()
  return CommandResult(
    status: process.terminationStatus,
    output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
    error: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
}

/// The system's `ssh`, or a failure saying how to get it.
func sshPath() throws -> String {
  for path in ["/usr/bin/ssh", "/bin/ssh", "/usr/local/bin/ssh"]
  where FileManager.default.isExecutableFile(atPath: path) {
    return path
  }
  throw ServeProcess.Failure(
    description: "ssh is not installed: run scripts/install-deps (it installs openssh-client)")
}
