// Running a program as the benchmarks of whole processes do.
#if canImport(Glibc)
  import Glibc
#endif

/// Nanoseconds on a monotonic clock.
public func monotonicNanoseconds() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// Runs `arguments` (the first is the program's path) with standard output into a
/// pipe read to the end; kills it after `timeout` seconds. Status -1 when it could
/// not be started or did not exit normally.
public func runProcess(_ arguments: [String], timeout: Double) -> (
  status: Int32, output: [UInt8], timedOut: Bool
) {
  var pipeEnds: [Int32] = [0, 0]
  guard pipe(&pipeEnds) == 0 else { return (-1, [], false) }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
  posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
  posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
  var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
  var pid: pid_t = 0
  let spawned = posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ)
  for pointer in argv { free(pointer) }
  posix_spawn_file_actions_destroy(&actions)
  close(pipeEnds[1])
  guard spawned == 0 else {
    close(pipeEnds[0])
    return (-1, [], false)
  }
  let flags = fcntl(pipeEnds[0], F_GETFL)
  _ = fcntl(pipeEnds[0], F_SETFL, flags | O_NONBLOCK)
  var output: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 1 << 16)
  let deadline = monotonicNanoseconds() + UInt64(timeout * 1e9)
  var timedOut = false
  while true {
    let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
    if count > 0 {
      output.append(contentsOf: buffer[0..<count])
      continue
    }
    if count == 0 { break }
    if monotonicNanoseconds() > deadline {
      kill(pid, SIGKILL)
      timedOut = true
      break
    }
    var descriptor = pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0)
    _ = poll(&descriptor, 1, 100)
  }
  close(pipeEnds[0])
  var status: Int32 = 0
  waitpid(pid, &status, 0)
  let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
  return (exitStatus, output, timedOut)
}
