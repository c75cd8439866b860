// serve-load: a bounded load test of `stackplay serve` on loopback.
//
// Starts `stackplay serve` (the binary given) on a free loopback port with a
// throwaway host key, opens N scripted SSH sessions at once (NIOSSH clients,
// each with an 80x24 pty), and in each presses `a` (toggle the axis: the
// whole picture is redrawn) K times at random gaps of 0-100 ms. For every key
// it measures the time from sending the key to the first byte of the new
// screen and to the last byte of that redraw (the last byte before 50 ms
// without output; the quiet time is not counted). Prints the latencies per
// session and over all sessions, then stops the server with SIGTERM.
//
//   swift run -c release serve-load ../.build/release/stackplay 32 20
//
// Everything is bounded: each key waits at most 5 s, the whole run 180 s.
import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import NIOSSH

#if canImport(Glibc)
  import Glibc
#endif

/// When each chunk of screen output arrived, in nanoseconds of the uptime clock.
final class Arrivals: Sendable {
  private let times = NIOLockedValueBox<[UInt64]>([])
  private let sizes = NIOLockedValueBox<[Int]>([])
  private let closed = NIOLockedValueBox(false)

  func append(_ time: UInt64, bytes: Int) {
    times.withLockedValue { times in
      times.append(time)
      sizes.withLockedValue { $0.append(bytes) }
    }
  }
  /// The bytes that arrived at or after `time`.
  func bytes(after time: UInt64) -> Int {
    times.withLockedValue { times in
      sizes.withLockedValue { sizes in
        zip(times, sizes).filter { $0.0 >= time }.reduce(0) { $0 + $1.1 }
      }
    }
  }
  func close() { closed.withLockedValue { $0 = true } }
  var isClosed: Bool { closed.withLockedValue { $0 } }
  var last: UInt64? { times.withLockedValue { $0.last } }
  func after(_ time: UInt64) -> [UInt64] { times.withLockedValue { $0.filter { $0 >= time } } }
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// The session channel's handler: asks for a pty and a shell, then records output.
final class SessionRecorder: ChannelInboundHandler {
  typealias InboundIn = SSHChannelData
  let arrivals: Arrivals

  init(arrivals: Arrivals) { self.arrivals = arrivals }

  func channelActive(context: ChannelHandlerContext) {
    let channel = context.channel
    let terminal = SSHChannelRequestEvent.PseudoTerminalRequest(
      wantReply: true, term: "xterm-256color", terminalCharacterWidth: 80, terminalRowHeight: 24,
      terminalPixelWidth: 0, terminalPixelHeight: 0, terminalModes: SSHTerminalModes([:]))
    channel.triggerUserOutboundEvent(terminal).flatMap {
      channel.triggerUserOutboundEvent(SSHChannelRequestEvent.ShellRequest(wantReply: true))
    }.whenFailure { error in
      FileHandle.standardError.write(
        Data("serve-load: pty or shell request failed: \(error)\n".utf8))
      channel.close(promise: nil)
    }
    context.fireChannelActive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let message = unwrapInboundIn(data)
    if case .byteBuffer(let buffer) = message.data {
      arrivals.append(now(), bytes: buffer.readableBytes)
    }
  }

  func channelInactive(context: ChannelHandlerContext) {
    arrivals.close()
    context.fireChannelInactive()
  }

  func errorCaught(context: ChannelHandlerContext, error: Error) {
    context.close(promise: nil)
  }
}

final class AnyHostKey: NIOSSHClientServerAuthenticationDelegate, Sendable {
  func validateHostKey(hostKey: NIOSSHPublicKey, validationCompletePromise: EventLoopPromise<Void>)
  {
    // Loopback, a throwaway key made for this run.
    validationCompletePromise.succeed(())
  }
}

final class ClassroomLogin: NIOSSHClientUserAuthenticationDelegate, Sendable {
  private let offered = NIOLockedValueBox(false)
  func nextAuthenticationType(
    availableMethods: NIOSSHAvailableUserAuthenticationMethods,
    nextChallengePromise: EventLoopPromise<NIOSSHUserAuthenticationOffer?>
  ) {
    let first = offered.withLockedValue { was in
      defer { was = true }
      return !was
    }
    nextChallengePromise.succeed(
      first
        ? NIOSSHUserAuthenticationOffer(
          username: "load", serviceName: "", offer: .password(.init(password: "any"))) : nil)
  }
}

struct Failure: Error, CustomStringConvertible {
  var description: String
}

/// Opens one session; returns its channel and its arrivals.
func openSession(group: EventLoopGroup, port: Int) throws -> (Channel, Arrivals) {
  let connection = try ClientBootstrap(group: group)
    .channelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
    .connectTimeout(.seconds(10))
    .channelInitializer { channel in
      channel.eventLoop.makeCompletedFuture {
        try channel.pipeline.syncOperations.addHandler(
          NIOSSHHandler(
            role: .client(
              .init(userAuthDelegate: ClassroomLogin(), serverAuthDelegate: AnyHostKey())),
            allocator: channel.allocator, inboundChildChannelInitializer: nil))
      }
    }
    .connect(host: "127.0.0.1", port: port).wait()
  let arrivals = Arrivals()
  let session = try connection.pipeline.handler(type: NIOSSHHandler.self).flatMap { ssh in
    let promise = connection.eventLoop.makePromise(of: Channel.self)
    ssh.createChannel(promise) { child, _ in
      child.eventLoop.makeCompletedFuture {
        try child.pipeline.syncOperations.addHandler(SessionRecorder(arrivals: arrivals))
      }
    }
    return promise.futureResult
  }.wait()
  return (session, arrivals)
}

/// Waits until output has been quiet for `quiet` ns after at least one chunk
/// at or after `since`; returns (first, last) arrival, or nil after `limit` ns.
func waitForRedraw(_ arrivals: Arrivals, since: UInt64, quiet: UInt64, limit: UInt64) -> (
  UInt64, UInt64
)? {
  let deadline = now() + limit
  while now() < deadline {
    let seen = arrivals.after(since)
    if let first = seen.first, let last = seen.last, now() - last >= quiet {
      return (first, last)
    }
    if arrivals.isClosed { return nil }
    usleep(2_000)
  }
  return nil
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
  guard !values.isEmpty else { return .nan }
  let sorted = values.sorted()
  let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))
  return sorted[index]
}

func format(_ value: Double) -> String { String(format: "%.1f", value) }

// MARK: Main

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
  FileHandle.standardError.write(
    Data("usage: serve-load PATH-TO-STACKPLAY [SESSIONS] [KEYS]\n".utf8))
  exit(2)
}
let stackplay = arguments[1]
let sessionCount = arguments.count > 2 ? Int(arguments[2]) ?? 32 : 32
let keyCount = arguments.count > 3 ? Int(arguments[3]) ?? 20 : 20
let runLimit = Date().addingTimeInterval(180)

// The server, on a free loopback port, with a throwaway key.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
  "serve-load-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let logURL = folder.appendingPathComponent("serve.log")
_ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
let server = Process()
server.executableURL = URL(fileURLWithPath: stackplay)
server.arguments = [
  "serve", "--host", "127.0.0.1", "--port", "0", "--max-sessions", String(sessionCount),
  "--host-key", folder.appendingPathComponent("host_key").path,
]
server.standardError = try FileHandle(forWritingTo: logURL)
server.standardOutput = FileHandle.nullDevice
try server.run()
var port = 0
while port == 0, Date() < runLimit, server.isRunning {
  let log = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
  if let line = log.split(separator: "\n").first(where: { $0.contains(" listening on ") }),
    let range = line.range(of: " port ")
  {
    port = Int(line[range.upperBound...].prefix { $0.isNumber }) ?? 0
  }
  usleep(20_000)
}
guard port != 0 else {
  server.terminate()
  throw Failure(description: "stackplay serve did not start")
}

let group = MultiThreadedEventLoopGroup(numberOfThreads: 2)
var sessions: [(Channel, Arrivals)] = []
for _ in 0..<sessionCount {
  do {
    sessions.append(try openSession(group: group, port: port))
  } catch {
    // Never leave the server running.
    server.terminate()
    throw error
  }
}
// Every first screen drawn (output quiet for 300 ms).
for (_, arrivals) in sessions {
  guard waitForRedraw(arrivals, since: 0, quiet: 300_000_000, limit: 20_000_000_000) != nil
  else {
    let log = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
    server.terminate()
    throw Failure(description: "a session never drew its first screen; the server's log:\n\(log)")
  }
}

/// Bytes of each redraw, over all sessions.
let redrawBytes = NIOLockedValueBox<[Int]>([])
/// Per session: (key-to-first-byte, key-to-last-byte) in milliseconds.
let results = NIOLockedValueBox<[[(Double, Double)]]>(Array(repeating: [], count: sessionCount))
let misses = NIOLockedValueBox(0)
let done = DispatchGroup()
for (index, session) in sessions.enumerated() {
  let (channel, arrivals) = session
  done.enter()
  let thread = Thread {
    var random = SystemRandomNumberGenerator()
    for _ in 0..<keyCount where Date() < runLimit {
      usleep(UInt32.random(in: 0...100_000, using: &random))
      var buffer = channel.allocator.buffer(capacity: 1)
      buffer.writeString("a")
      let sent = now()
      channel.writeAndFlush(SSHChannelData(type: .channel, data: .byteBuffer(buffer)), promise: nil)
      guard
        let (first, last) = waitForRedraw(
          arrivals, since: sent, quiet: 50_000_000, limit: 5_000_000_000)
      else {
        misses.withLockedValue { $0 += 1 }
        continue
      }
      let bytes = arrivals.bytes(after: sent)
      redrawBytes.withLockedValue { $0.append(bytes) }
      let sample = (Double(first - sent) / 1e6, Double(last - sent) / 1e6)
      results.withLockedValue { $0[index].append(sample) }
    }
    done.leave()
  }
  thread.start()
}
done.wait()

for (channel, _) in sessions { channel.close(promise: nil) }
usleep(200_000)
server.terminate()
server.waitUntilExit()
try? group.syncShutdownGracefully()

let all = results.withLockedValue { $0 }
print(
  "serve-load: \(sessionCount) sessions, \(keyCount) keys each (a: the whole screen redrawn), loopback"
)
print("| session | keys | first byte p50 ms | redraw p50 ms | redraw p95 ms | redraw max ms |")
print("|--:|--:|--:|--:|--:|--:|")
for (index, samples) in all.enumerated() {
  let firsts = samples.map(\.0)
  let lasts = samples.map(\.1)
  print(
    "| \(index + 1) | \(samples.count) | \(format(percentile(firsts, 0.5))) | \(format(percentile(lasts, 0.5))) | \(format(percentile(lasts, 0.95))) | \(format(lasts.max() ?? .nan)) |"
  )
}
let firsts = all.flatMap { $0.map(\.0) }
let lasts = all.flatMap { $0.map(\.1) }
print(
  "| all | \(lasts.count) | \(format(percentile(firsts, 0.5))) | \(format(percentile(lasts, 0.5))) | \(format(percentile(lasts, 0.95))) | \(format(lasts.max() ?? .nan)) |"
)
let sizes = redrawBytes.withLockedValue { $0 }
print(
  "keys without a redraw within 5 s: \(misses.withLockedValue { $0 }); bytes per redraw: min \(sizes.min() ?? 0), median \(Int(percentile(sizes.map(Double.init), 0.5)))"
)
