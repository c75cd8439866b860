import ArgumentParser
import StackServe

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `stackplay serve`: the playground over SSH, one child `stackplay` per
/// session under its own pseudo-terminal.
struct Serve: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Serve the playground over SSH, a session for each client (a classroom).",
    discussion: """
      Each client that logs in with a terminal (ssh -p 2222 NAME@HOST) gets its own \
      playground, in its own process. An ssh command may name only tour, --preset NAME, \
      --lang ko|en or challenge NAME; nothing else runs (no shell, no files, no port or \
      agent forwarding), and saving to this machine's disk is off (Ctrl-E then c copies \
      the code, j the scene JSON, to the client's clipboard). With neither \
      --password-file nor --authorized-keys anyone may log in with any user name \
      (classroom mode). SIGTERM or Ctrl-C tells every session and stops.
      """)

  @Option(help: "The address to listen on (0.0.0.0 for every network).")
  var host = "127.0.0.1"

  @Option(help: "The TCP port to listen on (0 picks a free one and logs it).")
  var port = 2222

  @Option(
    name: .customLong("host-key"),
    help: ArgumentHelp(
      "The server's Ed25519 key in OpenSSH's format, created (mode 0600) when missing (default: ~/.config/stackplay/ssh_host_ed25519_key).",
      valueName: "path"))
  var hostKey: String?

  @Option(
    name: .customLong("max-sessions"),
    help: ArgumentHelp(
      "The most sessions at once; the next client gets one line and is closed.",
      valueName: "count"))
  var maxSessions = 32

  @Option(
    name: .customLong("idle-timeout"),
    help: ArgumentHelp(
      "Close a session after this long without a key: 15m, 90s, 1h (a bare number is minutes).",
      valueName: "time"))
  var idleTimeout = "15m"

  @Option(
    name: .customLong("password-file"),
    help: ArgumentHelp(
      "Log in by password: lines name:password, mode 0600.", valueName: "path"))
  var passwordFile: String?

  @Option(
    name: .customLong("authorized-keys"),
    help: ArgumentHelp(
      "Log in by key: public keys in OpenSSH's authorized_keys format.", valueName: "path"))
  var authorizedKeys: String?

  @Option(
    name: .customLong("session-memory"),
    help: ArgumentHelp(
      "The address space of each session's process, in MiB (setrlimit).", valueName: "MiB"))
  var sessionMemory = 1024

  @Option(
    name: .customLong("session-cpu"),
    help: ArgumentHelp(
      "The CPU time of each session's process, in seconds (setrlimit).", valueName: "seconds"))
  var sessionCPU = 600

  /// The idle timeout in seconds, or nil when `text` is not a time.
  static func seconds(_ text: String) -> Int? {
    let units: [Character: Int] = ["s": 1, "m": 60, "h": 3600]
    var digits = Substring(text)
    var unit = 60
    if let last = text.last, let factor = units[last] {
      unit = factor
      digits = text.dropLast()
    }
    guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy(\.isASCII),
      let value = Int(digits), value > 0
    else { return nil }
    return value * unit
  }

  func validate() throws {
    func fail(_ text: String) throws -> Never {
      writeToStandardError("stackplay: serve: \(text)\n")
      throw ExitCode.failure
    }
    guard (0...65535).contains(port) else {
      try fail("--port must be from 0 to 65535, not \(port)")
    }
    guard (1...1000).contains(maxSessions) else {
      try fail("--max-sessions must be from 1 to 1000, not \(maxSessions)")
    }
    guard let seconds = Self.seconds(idleTimeout), seconds <= 7 * 24 * 3600 else {
      try fail("--idle-timeout must be a time such as 15m, 90s or 1h, not \(idleTimeout)")
    }
    _ = seconds
    guard (64...65536).contains(sessionMemory) else {
      try fail("--session-memory must be from 64 to 65536 MiB, not \(sessionMemory)")
    }
    guard (1...86400).contains(sessionCPU) else {
      try fail("--session-cpu must be from 1 to 86400 seconds, not \(sessionCPU)")
    }
  }

  func run() throws {
    do {
      try Server.run(makeConfiguration())
    } catch {
      writeToStandardError("stackplay: serve: \(error)\n")
      throw ExitCode.failure
    }
  }

  /// The server's configuration: the host key read or created, the log-in
  /// files read.
  private func makeConfiguration() throws(ServeError) -> ServeConfiguration {
    var environment: [String: String] = [:]
    for name in ["HOME", "XDG_CONFIG_HOME"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    // The log-in files first: a fault in them creates no host key.
    let authentication = try Authentication(
      passwordFile: passwordFile, authorizedKeys: authorizedKeys)
    let keyPath = hostKey ?? HostKey.defaultPath(environment: environment)
    let key = try HostKey.loadOrCreate(path: keyPath)
    return ServeConfiguration(
      host: host, port: port, hostKey: key, authentication: authentication,
      maxSessions: maxSessions, idleTimeoutSeconds: Self.seconds(idleTimeout) ?? 900,
      memoryMegabytes: sessionMemory, cpuSeconds: sessionCPU, executable: try executablePath())
  }

  /// This program's own path, for the sessions' children.
  private func executablePath() throws(ServeError) -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else {
      throw ServeError("cannot find this program's own path: \(String(cString: strerror(errno)))")
    }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
