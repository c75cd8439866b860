import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bounds every run of `stackplay` gets.
public struct RunLimits: Sendable {
  /// Wall-clock seconds before the run is killed (SIGKILL) and called a hang.
  public var timeout: Double
  /// The address space the run may use (`ulimit -v`), in MiB.
  public var memoryMiB: Int
  /// The largest file the run may write (`ulimit -f`), in MiB; standard output
  /// goes to a file, so this bounds it.
  public var outputMiB: Int

  public init(timeout: Double = 5, memoryMiB: Int = 1024, outputMiB: Int = 64) {
    self.timeout = timeout
    self.memoryMiB = memoryMiB
    self.outputMiB = outputMiB
  }
}

/// What one run of `stackplay` did.
public struct RunResult: Sendable {
  public enum Termination: Sendable, Equatable {
    case exited(Int32)
    case signaled(Int32)
    /// Killed by the runner when the time limit passed.
    case timedOut
  }

  public var termination: Termination
  public var standardOutput: [UInt8]
  public var standardError: [UInt8]
  /// Wall-clock seconds from start to exit.
  public var seconds: Double
  /// Processor seconds (user and system) the run used.
  public var processorSeconds: Double

  public init(
    termination: Termination, standardOutput: [UInt8], standardError: [UInt8], seconds: Double,
    processorSeconds: Double = 0
  ) {
    self.termination = termination
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.seconds = seconds
    self.processorSeconds = processorSeconds
  }
}

/// Runs `stackplay` on fuzz cases, each in a child process with a time limit,
/// a memory limit (`ulimit -v`), an output limit (`ulimit -f`), no core file and
/// no Swift backtracer (it would take seconds per crash, and wait on a terminal).
public struct StackplayRunner: Sendable {
  public var executable: String
  public var limits: RunLimits

  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  public init(executable: String, limits: RunLimits) {
    self.executable = executable
    self.limits = limits
  }

  /// The most of each output kept for checking.
  static let outputCap = 32 << 20

  /// Runs one case in `scratch` (a directory of its own, reused case after case).
  public func run(_ fuzzCase: FuzzCase, scratch: URL) throws -> RunResult {
    let inputPath = scratch.appendingPathComponent("stdin").path
    let outputPath = scratch.appendingPathComponent("stdout").path
    let errorPath = scratch.appendingPathComponent("stderr").path
    var standardInput = "/dev/null"
    let sceneArgument: String
    switch fuzzCase.source {
    case .standardInput:
      try Data(fuzzCase.input).write(to: URL(fileURLWithPath: inputPath))
      standardInput = inputPath
      sceneArgument = "-"
    case .file(let name):
      let sceneDirectory = scratch.appendingPathComponent("scene")
      try? FileManager.default.removeItem(at: sceneDirectory)
      try FileManager.default.createDirectory(
        at: sceneDirectory, withIntermediateDirectories: true)
      let path = sceneDirectory.appendingPathComponent(name).path
      try Data(fuzzCase.input).write(to: URL(fileURLWithPath: path))
      sceneArgument = path
    case .path(let path):
      sceneArgument = path
    case .standardInputFrom(let path):
      standardInput = path
      sceneArgument = "-"
    }

    // `sh` sets the limits and then becomes stackplay (exec), so the pid is stackplay's.
    let script =
      "ulimit -c 0; ulimit -v \(limits.memoryMiB * 1024) 2>/dev/null; "
      + "ulimit -f \(limits.outputMiB * 2048) 2>/dev/null; exec \"$0\" \"$@\""
    let arguments =
      ["/bin/sh", "-c", script, executable] + fuzzCase.invocation.arguments(scene: sceneArgument)
    let environment = [
      "PATH=/usr/bin:/bin", "HOME=\(scratch.path)", "LANG=C.UTF-8", "LC_ALL=C.UTF-8",
      "SWIFT_BACKTRACE=enable=no",
    ]

    let start = DispatchTime.now().uptimeNanoseconds
    let pid = try Self.spawn(
      arguments, environment: environment, standardInput: standardInput,
      standardOutput: outputPath, standardError: errorPath)
    let deadline = start + UInt64(limits.timeout * 1e9)
    var status: Int32 = 0
    var usage = rusage()
    var termination: RunResult.Termination?
    var pause: UInt32 = 200
    while termination == nil {
      let waited = wait4(pid, &status, WNOHANG, &usage)
      if waited == pid {
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import.
        termination =
          status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
      } else if waited == -1 && errno != EINTR {
        throw Failure(description: "waitpid failed: errno \(errno)")
      } else if DispatchTime.now().uptimeNanoseconds >= deadline {
        kill(pid, SIGKILL)
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        termination = .timedOut
      } else {
        usleep(pause)
        pause = min(pause * 2, 5000)
      }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return RunResult(
      termination: termination!, standardOutput: Self.read(outputPath),
      standardError: Self.read(errorPath), seconds: seconds,
      processorSeconds: Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6)
  }

  /// Up to ``outputCap`` bytes of a file.
  static func read(_ path: String) -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
    defer { try? handle.close() }
    return [UInt8]((try? handle.read(upToCount: outputCap)) ?? Data())
  }

  /// Starts `arguments` with `posix_spawn`, its three standard files opened on
  /// paths, every signal at its default action and none blocked.
  static func spawn(
    _ arguments: [String], environment: [String], standardInput: String,
    standardOutput: String, standardError: String
  ) throws -> pid_t {
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
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
    posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, standardOutput, truncate, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, standardError, truncate, 0o600)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var defaults = sigset_t()
    sigfillset(&defaults)
    sigdelset(&defaults, SIGKILL)
    sigdelset(&defaults, SIGSTOP)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
    guard spawned == 0 else {
      throw Failure(
        description: "cannot start \(arguments[0]): \(String(cString: strerror(spawned)))")
    }
    return pid
  }
}
