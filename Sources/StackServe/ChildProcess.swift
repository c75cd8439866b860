import CPseudoTerminal
import Foundation
import NIOConcurrencyHelpers
import NIOCore

/// A child `stackplay` under its own pseudo-terminal.
struct ChildProcess: Sendable {
  var pid: pid_t
  /// The master side (non-blocking); the pipe channel takes it over.
  var master: Int32

  /// The resource limits of a child.
  struct Limits: Sendable {
    /// RLIMIT_AS in bytes (0: none).
    var memoryBytes: UInt64
    /// RLIMIT_CPU in seconds (0: none).
    var cpuSeconds: UInt64
  }

  /// Starts `executable` with `arguments` (after the program name) and
  /// `environment` under a new pseudo-terminal of the size given.
  static func spawn(
    executable: String, arguments: [String], environment: [String: String], columns: Int,
    rows: Int, limits: Limits
  ) throws(ServeError) -> ChildProcess {
    let argv = ["stackplay"] + arguments
    let envp = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    var master: Int32 = -1
    var pid: pid_t = 0
    let code = withCStrings(argv) { argvPointer in
      withCStrings(envp) { envpPointer in
        stackplay_spawn_pty(
          executable, argvPointer, envpPointer, clampSize(columns), clampSize(rows),
          limits.memoryBytes, limits.cpuSeconds, &master, &pid)
      }
    }
    guard code == 0 else {
      throw ServeError("cannot start a session: \(systemReason(code))")
    }
    return ChildProcess(pid: pid, master: master)
  }

  /// Sets the terminal's size; the child gets SIGWINCH.
  static func resize(master: Int32, columns: Int, rows: Int) {
    _ = stackplay_resize_pty(master, clampSize(columns), clampSize(rows))
  }

  /// A size the kernel takes: 1 to 1000 cells (a client may send anything).
  static func clampSize(_ value: Int) -> UInt16 {
    UInt16(min(max(value, 1), 1000))
  }
}

/// Calls `body` with a NULL-terminated C array of the strings.
private func withCStrings<Result>(
  _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
) -> Result {
  let pointers = strings.map { strdup($0) } + [nil]
  defer { for pointer in pointers { free(pointer) } }
  return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}

/// Waits for children without blocking the event loop: polls `waitpid` and,
/// once a deadline has passed, sends SIGKILL.
enum Reaper {
  /// How often a child that was told to end is looked at.
  static let interval = TimeAmount.milliseconds(20)

  /// Completes with the child's exit status (128 + the signal number when a
  /// signal ended it) once it has been reaped; sends SIGKILL after `grace`.
  static func reap(_ pid: pid_t, on eventLoop: EventLoop, grace: TimeAmount) -> EventLoopFuture<
    Int32
  > {
    let promise = eventLoop.makePromise(of: Int32.self)
    let killAt = NIODeadline.now() + grace
    @Sendable func poll() {
      var status: Int32 = 0
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid {
        let exitStatus =
          status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        Children.shared.remove(pid)
        promise.succeed(exitStatus)
        return
      }
      if result < 0, errno != EINTR {
        Children.shared.remove(pid)
        promise.succeed(255)
        return
      }
      if NIODeadline.now() >= killAt { kill(pid, SIGKILL) }
      eventLoop.scheduleTask(in: interval) { poll() }
    }
    poll()
    return promise.futureResult
  }
}

/// The children alive, for the last look on shutdown.
final class Children: Sendable {
  static let shared = Children()
  private let pids = NIOLockedValueBox<Set<pid_t>>([])

  func insert(_ pid: pid_t) { pids.withLockedValue { _ = $0.insert(pid) } }
  func remove(_ pid: pid_t) { pids.withLockedValue { _ = $0.remove(pid) } }
  var all: Set<pid_t> { pids.withLockedValue { $0 } }
}
