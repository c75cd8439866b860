import Foundation
import StackScene
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `stackplay serve` driven by the system's `ssh` client, in tmux, on
/// loopback only, with a throwaway host key and known-hosts file per test.
/// Every wait has a time limit; every server is stopped (or killed) at the end.
@Suite("stackplay serve over ssh", .serialized)
struct ServeTests {
  static let refusal =
    "stackplay serve: not a playground command: ls / (only tour, --preset NAME, --lang ko|en, challenge NAME)"

  /// A tmux window running `ssh -t` to `server`, the playground drawn.
  func connect(
    _ server: ServeProcess, columns: Int = 80, rows: Int = 24, command: [String] = []
  ) async throws -> TmuxSession {
    let session = try await TmuxSession(term: "xterm-256color", columns: columns, rows: rows)
    try session.typeLine(server.sshCommandLine(command: command))
    try await session.waitFor("the playground over ssh", timeout: .seconds(15)) {
      $0.first?.hasPrefix("axis: ") == true
    }
    return session
  }

  @Test("a client connects, sees the playground, a key changes it, q ends the session")
  func connectDrawKeyQuit() async throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let session = try await connect(server)
    defer { session.kill() }
    let first = try session.capture()
    #expect(first[0] == "axis: horizontal  distribution: fill  alignment: center  spacing: 8")
    #expect(first.count == 24)
    #expect(server.children().count == 1)

    try session.type("d")
    try await session.waitFor("fillEqually after d") {
      $0.first == "axis: horizontal  distribution: fillEqually  alignment: center  spacing: 8"
    }
    // window-change: the child's terminal takes the new size (the hint line
    // moves to the new last row).
    try session.resize(columns: 100, rows: 30)
    try await session.waitFor("the playground redrawn at 100x30") { screen in
      screen.count == 30 && screen[29].hasSuffix("q quit  ? help")
    }
    // Saving is off: s says so, and writes nothing.
    try session.type("s")
    try await session.waitFor("the saving-is-off message") {
      $0.contains { $0.contains("saving is off over SSH") }
    }
    try session.type("q")
    try await session.waitFor("the quit question") {
      $0.contains { $0.hasPrefix("Unsaved changes: s save  d discard") }
    }
    try session.type("d")
    try await session.waitForPrompt(timeout: .seconds(10))
    #expect(try await session.lastExitStatus() == 0)
    #expect(server.waitForNoChildren())
    #expect(server.waitForLog("disconnect 127.0.0.1:"))
    let log = server.log.split(separator: "\n")
    #expect(log.contains { $0.contains(" connect 127.0.0.1:") })
    #expect(
      log.contains {
        $0.contains(" disconnect 127.0.0.1:") && $0.contains(" user kid after ")
          && $0.hasSuffix(" s, 1 session")
      })
  }

  @Test("Ctrl-E then j puts the scene JSON on the client's clipboard (OSC 52)")
  func copySceneJSON() async throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let session = try await connect(server)
    defer { session.kill() }
    try session.serverCommand(["set-option", "-s", "set-clipboard", "on"])
    try session.press("C-e")
    try session.type("j")
    var buffer = ""
    try await session.waitFor("tmux's paste buffer") { _ in
      buffer = (try? session.serverCommand(["show-buffer"])) ?? ""
      return !buffer.isEmpty
    }
    #expect(buffer == Scene.playgroundDefault.jsonText())
    try session.type("q")
    try await session.waitForPrompt(timeout: .seconds(10))
  }

  @Test("an ssh command that is not a playground command runs nothing: one line, exit 1")
  func execIsRefused() throws {
    let ssh = try sshPath()
    let server = try ServeProcess()
    defer { server.stop() }
    let listing = try runCommand(ssh, server.sshArguments() + ["ls", "/"])
    #expect(listing.status == 1)
    #expect(listing.output == "")
    #expect(listing.error == Self.refusal + "\n")
    for command in [["sh", "-c", "id"], ["tour;", "id"], ["--preset", "$(id)"], ["/bin/sh"]] {
      let result = try runCommand(ssh, server.sshArguments() + ["--"] + command)
      #expect(result.status == 1, "\(command)")
      #expect(result.output == "", "\(command)")
      #expect(result.error.hasPrefix("stackplay serve: not a playground command: "), "\(command)")
      #expect(result.error.split(separator: "\n").count == 1, "\(command)")
    }
    // A playground command without a terminal: one line, exit 1.
    let noTerminal = try runCommand(ssh, server.sshArguments() + ["tour"])
    #expect(noTerminal.status == 1)
    #expect(
      noTerminal.error
        == "stackplay serve: the playground needs a terminal: ssh -t (or leave out the command)\n")
    // A subsystem (sftp) and a port forward (-W: a direct-tcpip channel) are refused.
    let subsystem = try runCommand(ssh, server.sshArguments(extra: ["-s"]) + ["sftp"])
    #expect(subsystem.status != 0)
    #expect(subsystem.output == "")
    let forward = try runCommand(
      ssh, server.sshArguments(extra: ["-W", "127.0.0.1:\(server.port)"]))
    #expect(forward.status != 0)
    #expect(!forward.output.contains("SSH-2.0"))
    #expect(server.children().isEmpty)
  }

  @Test("the host key is created 0600 once and the same key is served after a restart")
  func hostKeyIsStable() throws {
    let ssh = try sshPath()
    let folder = try TemporaryDirectory()
    let first = try ServeProcess(folder: folder)
    let firstRun = try runCommand(ssh, first.sshArguments() + ["ls", "/"])
    #expect(firstRun.error == Self.refusal + "\n")
    var status = stat()
    #expect(stat(first.hostKeyPath, &status) == 0)
    #expect(status.st_mode & 0o777 == 0o600)
    let key = try Data(contentsOf: URL(fileURLWithPath: first.hostKeyPath))
    let known = try String(contentsOfFile: first.knownHostsPath, encoding: .utf8)
    #expect(known.split(separator: "\n").count == 1)
    #expect(first.log.contains("created host key SHA256:"))
    #expect(first.stop() != nil)

    let second = try ServeProcess(folder: folder)
    defer { second.stop() }
    #expect(second.port != 0)
    // Strict checking: a changed key would be exit 255 and no refusal line.
    let secondRun = try runCommand(ssh, second.sshArguments(strict: true) + ["ls", "/"])
    #expect(secondRun.status == 1)
    #expect(secondRun.error == Self.refusal + "\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: second.hostKeyPath)) == key)
    #expect(!second.log.contains("created host key"))
    // The fingerprint logged is OpenSSH's own for the file.
    let fingerprint = try runCommand("/usr/bin/ssh-keygen", ["-l", "-f", second.hostKeyPath])
    let logged = loggedFingerprint(second.log)
    #expect(logged != nil && fingerprint.output.contains(logged!))
  }

  @Test("a host key file that cannot be used is one line and exit 1, before listening")
  func hostKeyFaults() throws {
    let folder = try TemporaryDirectory()
    func serve(_ path: String) throws -> StackplayBinary.Result {
      try StackplayBinary.run(["serve", "--port", "0", "--host-key", path])
    }
    func keygen(_ arguments: [String]) throws {
      let made = try runCommand("/usr/bin/ssh-keygen", ["-q"] + arguments)
      #expect(made.status == 0, "ssh-keygen \(arguments): \(made.error)")
    }
    let open = folder.url.appendingPathComponent("open").path
    try keygen(["-t", "ed25519", "-N", "", "-f", open])
    chmod(open, 0o644)
    let ecdsa = folder.url.appendingPathComponent("ecdsa").path
    try keygen(["-t", "ecdsa", "-N", "", "-f", ecdsa])
    let locked = folder.url.appendingPathComponent("locked").path
    try keygen(["-t", "ed25519", "-N", "a passphrase", "-f", locked])
    let text = try folder.write("not a key\n", to: "text")
    chmod(text, 0o600)
    let expectations: [(String, String)] = [
      (
        open,
        "host key \(open) has mode 644; it must be readable by its owner only (chmod 600 \(open))"
      ),
      (
        ecdsa,
        "host key \(ecdsa) holds a key of type ecdsa-sha2-nistp256; stackplay serve needs ssh-ed25519"
      ),
      (
        locked,
        "host key \(locked) is encrypted with a passphrase; stackplay serve needs a key without one"
      ),
      (text, "host key \(text) is not an OpenSSH private key file"),
      (text + "/key", "cannot read host key \(text)/key: Not a directory"),
      (folder.url.path, "host key \(folder.url.path) is not a regular file"),
    ]
    for (path, message) in expectations {
      let result = try serve(path)
      #expect(result.status == 1, "\(path)")
      #expect(result.standardOutput == "", "\(path)")
      #expect(result.standardError == "stackplay: serve: \(message)\n")
    }
    // A key ssh-keygen made, mode 0600, is taken as it is.
    let good = folder.url.appendingPathComponent("good").path
    try keygen(["-t", "ed25519", "-N", "", "-f", good])
    let before = try Data(contentsOf: URL(fileURLWithPath: good))
    let server = try ServeProcess(["--host-key", good])
    defer { server.stop() }
    let fingerprint = try runCommand("/usr/bin/ssh-keygen", ["-l", "-f", good])
    let logged = loggedFingerprint(server.log)
    #expect(logged != nil && fingerprint.output.contains(logged!))
    #expect(try Data(contentsOf: URL(fileURLWithPath: good)) == before)
  }

  @Test("--authorized-keys lets in the holder of a listed key, and no one else")
  func authorizedKeys() throws {
    let ssh = try sshPath()
    let folder = try TemporaryDirectory()
    for name in ["listed", "other"] {
      let made = try runCommand(
        "/usr/bin/ssh-keygen",
        ["-q", "-t", "ed25519", "-N", "", "-f", folder.url.appendingPathComponent(name).path])
      #expect(made.status == 0)
    }
    let listed = folder.url.appendingPathComponent("listed").path
    let other = folder.url.appendingPathComponent("other").path
    let server = try ServeProcess(["--authorized-keys", listed + ".pub"], folder: folder)
    defer { server.stop() }
    #expect(server.log.contains("log-in by 1 key"))
    func login(_ key: String) -> [String] {
      ["BatchMode=yes", "IdentitiesOnly=yes", "IdentityFile=\(key)", "PasswordAuthentication=no"]
    }
    let inside = try runCommand(ssh, server.sshArguments(login: login(listed)) + ["ls", "/"])
    #expect(inside.status == 1)
    #expect(inside.error == Self.refusal + "\n")
    let outside = try runCommand(ssh, server.sshArguments(login: login(other)) + ["ls", "/"])
    #expect(outside.status == 255)
    #expect(outside.error.contains("Permission denied"))
  }

  @Test("--password-file lets in a listed name with its password, and no one else")
  func passwordFile() throws {
    let ssh = try sshPath()
    let folder = try TemporaryDirectory()
    let passwords = try folder.write("# the class\nada:lovelace\n", to: "passwords")
    chmod(passwords, 0o600)
    let server = try ServeProcess(["--password-file", passwords], folder: folder)
    defer { server.stop() }
    // ssh reads the password from SSH_ASKPASS, a script that prints it.
    func attempt(user: String, password: String) throws -> CommandResult {
      let askpass = try folder.write("#!/bin/sh\necho '\(password)'\n", to: "askpass-\(password)")
      chmod(askpass, 0o700)
      return try runCommand(
        ssh,
        server.sshArguments(
          user: user,
          login: [
            "PubkeyAuthentication=no", "IdentitiesOnly=yes", "IdentityFile=/dev/null",
            "NumberOfPasswordPrompts=1", "PreferredAuthentications=password",
          ]) + ["ls", "/"],
        environment: [
          "PATH": "/usr/bin:/bin", "SSH_ASKPASS": askpass, "SSH_ASKPASS_REQUIRE": "force",
          "DISPLAY": "none",
        ])
    }
    let right = try attempt(user: "ada", password: "lovelace")
    #expect(right.status == 1)
    #expect(right.error == Self.refusal + "\n")
    let wrong = try attempt(user: "ada", password: "babbage")
    #expect(wrong.status == 255)
    let stranger = try attempt(user: "bob", password: "lovelace")
    #expect(stranger.status == 255)
    // A password file others may read is refused at start: one line.
    chmod(passwords, 0o644)
    let open = try StackplayBinary.run([
      "serve", "--port", "0", "--host-key", server.hostKeyPath, "--password-file", passwords,
    ])
    #expect(open.status == 1)
    #expect(
      open.standardError
        == "stackplay: serve: password file \(passwords) has mode 644; it must be readable by its owner only (chmod 600 \(passwords))\n"
    )
  }

  @Test("past --max-sessions the next client gets one line and is closed")
  func sessionLimit() async throws {
    let ssh = try sshPath()
    let server = try ServeProcess(["--max-sessions", "1"])
    defer { server.stop() }
    let session = try await connect(server)
    defer { session.kill() }
    let second = try runCommand(ssh, server.sshArguments(extra: ["-tt"]))
    #expect(second.status == 1)
    #expect(
      second.output
        == "stackplay serve: every session is taken (the limit is 1); try again later\r\n")
    #expect(server.children().count == 1)
    try session.type("q")
    try await session.waitForPrompt(timeout: .seconds(10))
    #expect(server.waitForNoChildren())
  }

  @Test("a session without a key for --idle-timeout is closed with a line, its child gone")
  func idleTimeout() async throws {
    let server = try ServeProcess(["--idle-timeout", "2s"])
    defer { server.stop() }
    // Not `connect`, which waits to see the playground: on a loaded machine the
    // first drawing can take most of the 2 seconds, and the playground is gone
    // again (its terminal restored) before a poll sees it.
    let session = try await TmuxSession(term: "xterm-256color", columns: 80, rows: 24)
    defer { session.kill() }
    let started = ContinuousClock.now
    try session.typeLine(server.sshCommandLine(command: []))
    try await session.waitFor("the idle line", timeout: .seconds(20)) {
      $0.contains("stackplay serve: closed after 2 seconds without a key")
    }
    #expect(ContinuousClock.now - started >= .seconds(2))
    try await session.waitForPrompt(timeout: .seconds(10))
    #expect(server.waitForNoChildren())
  }

  @Test("a client killed with SIGKILL leaves no child and no zombie within 5 s")
  func killedClient() async throws {
    let server = try ServeProcess()
    defer { server.stop() }
    let session = try await connect(server)
    defer { session.kill() }
    #expect(server.children().count == 1)
    let clients = sshClients(using: server.knownHostsPath)
    #expect(clients.count == 1)
    for client in clients { kill(client, SIGKILL) }
    #expect(server.waitForNoChildren(timeout: 5))
    #expect(server.waitForLog("disconnect 127.0.0.1:"))
  }

  @Test("SIGTERM tells each session, closes it, and the server exits within 5 s")
  func stopOnSIGTERM() async throws {
    let server = try ServeProcess()
    let session = try await connect(server, command: ["--", "--preset", "buttons-fill"])
    defer { session.kill() }
    let children = server.children()
    #expect(children.count == 1)
    let seconds = server.stop()
    #expect(seconds != nil && seconds! < 5)
    try await session.waitFor("the stopping line") {
      $0.contains("stackplay serve: the server is stopping; goodbye")
    }
    for child in children {
      #expect(!FileManager.default.fileExists(atPath: "/proc/\(child)"))
    }
  }

  /// Malformed and truncated handshakes: random bytes, a banner and then
  /// garbage, absurd packet lengths, endless banner lines, a connection closed
  /// in the middle. The server stays up and serves a real client afterwards.
  @Test("a few hundred malformed handshakes leave the server serving")
  func malformedHandshakes() throws {
    let ssh = try sshPath()
    let server = try ServeProcess()
    defer { server.stop() }
    var random = SeededGenerator(seed: 15)
    let banner = Array("SSH-2.0-OpenSSH_9.2p1 Debian-2\r\n".utf8)
    func bytes(_ count: Int) -> [UInt8] {
      (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
    }
    func packet(length: UInt32, body: [UInt8]) -> [UInt8] {
      [
        UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF),
        UInt8(length & 0xFF),
      ] + body
    }
    var cases: [[UInt8]] = []
    for index in 0..<300 {
      switch index % 6 {
      case 0: cases.append(bytes(Int.random(in: 0...600, using: &random)))
      case 1: cases.append(banner + bytes(Int.random(in: 1...600, using: &random)))
      case 2:
        cases.append(
          banner
            + packet(length: UInt32.random(in: 0...UInt32.max, using: &random), body: bytes(16)))
      case 3:
        let cut = Int.random(in: 0..<banner.count, using: &random)
        cases.append(Array(banner[..<cut]))
      case 4: cases.append(Array(repeating: UInt8(ascii: "A"), count: 1000) + [13, 10])
      default:
        // A KEXINIT packet (type 20) with its name-lists cut short.
        cases.append(banner + packet(length: 300, body: [4, 20] + bytes(40)))
      }
    }
    for payload in cases {
      try sendAndClose(payload, port: server.port)
    }
    #expect(getpgid(server.pid) >= 0)
    let after = try runCommand(ssh, server.sshArguments() + ["ls", "/"])
    #expect(after.status == 1)
    #expect(after.error == Self.refusal + "\n")
  }
}

/// The host key fingerprint of the server's `listening on` line.
func loggedFingerprint(_ log: String) -> String? {
  guard let line = log.split(separator: "\n").first(where: { $0.contains(" listening on ") }),
    let range = line.range(of: "SHA256:")
  else { return nil }
  return String(line[range.lowerBound...].prefix { !$0.isWhitespace })
}

/// The ids of the running `ssh` clients whose command line names `path`.
func sshClients(using path: String) -> [Int32] {
  guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else {
    return []
  }
  return entries.compactMap { entry -> Int32? in
    guard let pid = Int32(entry),
      let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
    else { return nil }
    let words = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    guard words.first.map({ $0 == "ssh" || $0.hasSuffix("/ssh") }) == true,
      words.contains(where: { $0.contains(path) })
    else { return nil }
    return pid
  }
}

/// Connects to 127.0.0.1:`port`, writes `payload`, reads what comes for up
/// to 50 ms, and closes.
func sendAndClose(_ payload: [UInt8], port: Int) throws {
  let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  guard descriptor >= 0 else { throw ServeProcess.Failure(description: "socket: \(errno)") }
  defer { close(descriptor) }
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_port = in_port_t(UInt16(port).bigEndian)
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  let connected = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
    }
  }
  guard connected == 0 else {
    throw ServeProcess.Failure(description: "the server refused a connection: errno \(errno)")
  }
  var timeout = timeval(tv_sec: 0, tv_usec: 50_000)
  setsockopt(
    descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  _ = payload.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
  var buffer = [UInt8](repeating: 0, count: 4096)
  _ = recv(descriptor, &buffer, buffer.count, 0)
}
