import Dispatch
import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import NIOSSH

/// What `stackplay serve` was asked for.
public struct ServeConfiguration: Sendable {
  public var host: String
  public var port: Int
  public var hostKey: HostKey
  public var authentication: Authentication
  public var maxSessions: Int
  public var idleTimeout: TimeAmount
  /// The program each session runs (this `stackplay`).
  public var executable: String
  var limits: ChildProcess.Limits

  public init(
    host: String, port: Int, hostKey: HostKey, authentication: Authentication, maxSessions: Int,
    idleTimeoutSeconds: Int, memoryMegabytes: Int, cpuSeconds: Int, executable: String
  ) {
    self.host = host
    self.port = port
    self.hostKey = hostKey
    self.authentication = authentication
    self.maxSessions = maxSessions
    self.idleTimeout = .seconds(Int64(idleTimeoutSeconds))
    self.executable = executable
    self.limits = ChildProcess.Limits(
      memoryBytes: UInt64(memoryMegabytes) << 20, cpuSeconds: UInt64(cpuSeconds))
  }
}

/// The server's shared state: the configuration and the sessions running.
final class ServerContext: Sendable {
  let configuration: ServeConfiguration

  private struct State {
    var sessions: [Int: (EventLoop, @Sendable (String) -> Void)] = [:]
    var reserved: Set<Int> = []
    var nextNumber = 1
    var connections: [ObjectIdentifier: Channel] = [:]
    var stopping = false
  }
  private let state = NIOLockedValueBox(State())

  init(configuration: ServeConfiguration) {
    self.configuration = configuration
  }

  /// The environment of a child: its terminal type, a UTF-8 locale, and
  /// STACKPLAY_SERVED=1, which turns saving to this machine's disk off.
  func childEnvironment(term: String) -> [String: String] {
    [
      "TERM": TerminalType.usable(term), "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
      "STACKPLAY_SERVED": "1",
    ]
  }

  /// A session number, or nil when ``ServeConfiguration/maxSessions`` are running.
  func reserveSession() -> Int? {
    state.withLockedValue { state in
      guard !state.stopping, state.reserved.count < configuration.maxSessions else { return nil }
      let number = state.nextNumber
      state.nextNumber += 1
      state.reserved.insert(number)
      return number
    }
  }

  func registerSession(
    _ number: Int, on loop: EventLoop, hangUp: @escaping @Sendable (String) -> Void
  ) {
    state.withLockedValue { $0.sessions[number] = (loop, hangUp) }
  }

  func releaseSession(_ number: Int) {
    state.withLockedValue {
      $0.reserved.remove(number)
      $0.sessions[number] = nil
    }
  }

  var sessionCount: Int { state.withLockedValue { $0.reserved.count } }

  /// Counts a new connection in; false when there are too many (more than
  /// twice the sessions, plus a few for log-ins under way) or the server is stopping.
  func connectionOpened(_ channel: Channel) -> Bool {
    state.withLockedValue { state in
      guard !state.stopping, state.connections.count < 2 * configuration.maxSessions + 8 else {
        return false
      }
      state.connections[ObjectIdentifier(channel)] = channel
      return true
    }
  }

  func connectionClosed(_ channel: Channel) {
    state.withLockedValue { _ = $0.connections.removeValue(forKey: ObjectIdentifier(channel)) }
  }

  /// Stops taking sessions and tells each running one to end with `line`.
  func stopAll(line: String) -> [Channel] {
    let (sessions, connections) = state.withLockedValue { state in
      state.stopping = true
      return (Array(state.sessions.values), Array(state.connections.values))
    }
    for (loop, hangUp) in sessions {
      loop.execute { hangUp(line) }
    }
    return connections
  }
}

/// One TCP connection, for its log lines.
final class ConnectionRecord: Sendable {
  let address: String
  let start = NIODeadline.now()
  private let state = NIOLockedValueBox<(user: String?, sessions: Int)>((nil, 0))

  init(address: String) {
    self.address = address
  }

  func setUser(_ name: String) { state.withLockedValue { $0.user = name } }
  func sessionStarted() { state.withLockedValue { $0.sessions += 1 } }
  var user: String? { state.withLockedValue { $0.user } }
  var sessions: Int { state.withLockedValue { $0.sessions } }
}

/// The terminal types a child gets.
enum TerminalType {
  /// `term` when it is a plain name this machine's terminfo knows, else `xterm`.
  static func usable(_ term: String) -> String {
    let plain =
      !term.isEmpty && term.utf8.count <= 64
      && term.unicodeScalars.allSatisfy {
        switch $0 {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "+": true
        default: false
        }
      } && !term.hasPrefix(".")
    guard plain else { return "xterm" }
    let first = term.unicodeScalars.first!
    let hex = String(first.value, radix: 16)
    for folder in ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo"] {
      for sub in [String(first), hex] where access("\(folder)/\(sub)/\(term)", R_OK) == 0 {
        return term
      }
    }
    return "xterm"
  }
}

/// Writes one line to standard error in one `write`.
func logLine(_ text: String) {
  var time = time_t(0)
  _ = Foundation.time(&time)
  var parts = tm()
  gmtime_r(&time, &parts)
  let stamp = String(
    format: "%04d-%02d-%02dT%02d:%02d:%02dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
    Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
  let line = Array("stackplay serve: \(stamp) \(text)\n".utf8)
  line.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
}

/// `stackplay serve`: listens, serves sessions until SIGTERM or SIGINT, then
/// tells each session, closes it, and returns (within 5 seconds).
public enum Server {
  /// How long sessions get to end on SIGTERM before their children are killed.
  static let stopGrace = TimeAmount.seconds(3)

  public static func run(_ configuration: ServeConfiguration) throws(ServeError) {
    signal(SIGPIPE, SIG_IGN)
    let context = ServerContext(configuration: configuration)
    let group = MultiThreadedEventLoopGroup(numberOfThreads: max(2, System.coreCount))
    let hostKey = configuration.hostKey.privateKey
    let authentication = configuration.authentication

    let bootstrap = ServerBootstrap(group: group)
      .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
      .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
      .childChannelInitializer { channel in
        let address = describe(channel.remoteAddress)
        guard context.connectionOpened(channel) else {
          logLine("refused \(address): too many connections")
          return channel.close()
        }
        let record = ConnectionRecord(address: address)
        logLine("connect \(address)")
        channel.closeFuture.whenComplete { _ in
          context.connectionClosed(channel)
          let seconds = Double((NIODeadline.now() - record.start).nanoseconds) / 1e9
          let user = record.user.map { " user \(PlaygroundCommand.quoted($0))" } ?? ""
          logLine(
            "disconnect \(address)\(user) after \(String(format: "%.1f", seconds)) s, \(record.sessions) session\(record.sessions == 1 ? "" : "s")"
          )
        }
        // A connection that has not started a session within 30 seconds
        // (a stalled handshake, a log-in that never comes) is closed.
        channel.eventLoop.scheduleTask(in: .seconds(30)) {
          if record.sessions == 0 { channel.close(promise: nil) }
        }
        return channel.eventLoop.makeCompletedFuture {
          var server = SSHServerConfiguration(
            hostKeys: [hostKey],
            userAuthDelegate: AuthenticationDelegate(
              authentication: authentication, connection: record))
          server.maxAuthAttempts = 6
          try channel.pipeline.syncOperations.addHandlers([
            NIOSSHHandler(
              role: .server(server), allocator: channel.allocator,
              inboundChildChannelInitializer: { child, type in
                guard case .session = type else {
                  // Port forwarding (direct-tcpip) and anything but a session.
                  return child.eventLoop.makeFailedFuture(ServeError("refused channel"))
                }
                return child.eventLoop.makeCompletedFuture {
                  try child.pipeline.syncOperations.addHandler(
                    SessionHandler(server: context, connection: record))
                }
              }),
            CloseOnError(),
          ])
        }
      }

    let listener: Channel
    do {
      listener = try bootstrap.bind(host: configuration.host, port: configuration.port).wait()
    } catch {
      try? group.syncShutdownGracefully()
      throw ServeError(
        "cannot listen on \(configuration.host):\(configuration.port): \(reason(error))")
    }
    let port = listener.localAddress?.port ?? configuration.port
    let key =
      configuration.hostKey.created ? "created host key" : "host key"
    logLine(
      "listening on \(configuration.host) port \(port), \(configuration.authentication.summary), up to \(configuration.maxSessions) sessions; \(key) \(configuration.hostKey.fingerprint)"
    )

    let loopback = ["127.0.0.1", "::1", "localhost"].contains(configuration.host)
    if configuration.authentication.isClassroomMode, !loopback {
      logLine(
        "classroom mode on \(configuration.host): anyone who reaches port \(port) gets a playground (--authorized-keys or --password-file restrict it)"
      )
    }

    let stopped = DispatchSemaphore(value: 0)
    let queue = DispatchQueue(label: "stackplay-serve-signals")
    var sources: [DispatchSourceSignal] = []
    for number in [SIGTERM, SIGINT] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler { stopped.signal() }
      source.resume()
      sources.append(source)
    }
    stopped.wait()

    logLine("stopping: \(context.sessionCount) session\(context.sessionCount == 1 ? "" : "s")")
    listener.close(promise: nil)
    let connections = context.stopAll(line: "stackplay serve: the server is stopping; goodbye")
    let deadline = NIODeadline.now() + stopGrace
    while context.sessionCount > 0, NIODeadline.now() < deadline {
      usleep(20_000)
    }
    for pid in Children.shared.all {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    for connection in connections { connection.close(promise: nil) }
    usleep(100_000)
    for source in sources { source.cancel() }
    try? group.syncShutdownGracefully()
    logLine("stopped")
  }
}

/// Closes a connection on any error in it (bad packets, failed key exchange):
/// one client's fault never reaches another.
final class CloseOnError: ChannelInboundHandler, Sendable {
  typealias InboundIn = Any

  func errorCaught(context: ChannelHandlerContext, error: Error) {
    context.close(promise: nil)
  }
}

private func describe(_ address: SocketAddress?) -> String {
  guard let address else { return "unknown" }
  switch address {
  case .v4, .v6: return "\(address.ipAddress ?? "?"):\(address.port ?? 0)"
  case .unixDomainSocket: return "unix"
  }
}

private func reason(_ error: Error) -> String {
  if let error = error as? IOError { return systemReason(error.errnoCode) }
  return "\(error)"
}
