import Foundation

/// A run of many fuzz cases through `stackplay`, grouped by the way each broke
/// the contract (the *class* of a finding: its kind and the subcommand).
public struct FuzzCampaign: Sendable {
  public var mutator: SceneMutator
  public var runner: StackplayRunner
  public var seed: UInt64
  /// How many cases run at once.
  public var jobs: Int

  public init(mutator: SceneMutator, runner: StackplayRunner, seed: UInt64, jobs: Int) {
    self.mutator = mutator
    self.runner = runner
    self.seed = seed
    self.jobs = max(1, jobs)
  }

  /// One class of findings: every case that broke the contract the same way
  /// under the same subcommand, with the smallest of them.
  public struct Finding: Sendable {
    public var key: String
    public var violation: Contract.Violation
    public var command: Invocation.Command
    /// How many cases fell in the class.
    public var count: Int
    /// The smallest case of the class (fewest bytes, then lowest index).
    public var example: FuzzCase
    public var result: RunResult
  }

  public struct Report: Sendable {
    public var seed: UInt64
    public var cases: Range<Int>
    public var seconds: Double
    /// The classes found, by key.
    public var findings: [Finding]
    /// How many cases gave exit status 0 (the scene was read and laid out) and 1.
    public var succeeded: Int
    public var refused: Int
    /// The slowest case that did not hang: its index and seconds.
    public var slowest: (index: Int, seconds: Double)?
    /// The processor seconds all runs used.
    public var processorSeconds: Double
  }

  /// The key of a class: `hang · render --format text · uikit`.
  ///
  /// A hang, a crash, running out of memory and `nan` in the output come from
  /// the solver or the drawing, so their key also says which model the scene
  /// is (`uikit`, `swiftui`, or `other` when it has neither key), or the device
  /// it was read from (`/dev/zero`): those are different bugs.
  public static func key(
    _ violation: Contract.Violation, _ command: Invocation.Command, _ origin: String = ""
  ) -> String {
    violation.kind.rawValue + (violation.detail.isEmpty ? "" : " (\(violation.detail))") + " · "
      + command.rawValue + (origin.isEmpty ? "" : " · " + origin)
  }

  /// The keys of the classes `result` of `fuzzCase` falls in.
  public static func keys(_ fuzzCase: FuzzCase, _ result: RunResult) -> [String] {
    Contract.check(result, input: fuzzCase.quotableInput).map {
      key($0, fuzzCase)
    }
  }

  /// The key of `violation` in `fuzzCase`.
  public static func key(_ violation: Contract.Violation, _ fuzzCase: FuzzCase) -> String {
    switch violation.kind {
    case .hang, .crash, .outOfMemory, .nonFinite:
      return key(violation, fuzzCase.invocation.command, origin(fuzzCase))
    default:
      return key(violation, fuzzCase.invocation.command)
    }
  }

  /// Which model the case's scene is, or the path it is read from.
  static func origin(_ fuzzCase: FuzzCase) -> String {
    switch fuzzCase.source {
    case .path(let path), .standardInputFrom(let path): return path
    case .standardInput, .file:
      let swiftUI = fuzzCase.input.firstRange(of: Array(#""swiftui""#.utf8)) != nil
      let uikit = fuzzCase.input.firstRange(of: Array(#""uikit""#.utf8)) != nil
      return swiftUI == uikit ? "other" : swiftUI ? "swiftui" : "uikit"
    }
  }

  /// Runs the cases `cases` of the seed, `jobs` at a time, each child in a
  /// directory of its own under `scratch`.
  ///
  /// - Parameter progress: called after each case with how many are done, the
  ///   case and its result (from several threads, one call at a time).
  public func run(
    cases: Range<Int>, scratch: URL,
    progress: (@Sendable (Int, FuzzCase, RunResult) -> Void)? = nil
  ) throws -> Report {
    let state = Locked(State(next: cases.lowerBound))
    let started = Date()
    let failure = Locked<(any Error)?>(nil)
    DispatchQueue.concurrentPerform(iterations: jobs) { job in
      let directory = scratch.appendingPathComponent("job-\(job)")
      do {
        try FileManager.default.createDirectory(
          at: directory, withIntermediateDirectories: true)
        while true {
          let next = state.withLock { state -> Int? in
            guard state.next < cases.upperBound, failure.withLock({ $0 == nil }) else {
              return nil
            }
            defer { state.next += 1 }
            return state.next
          }
          guard let index = next else { return }
          let fuzzCase = mutator.makeCase(seed: seed, index: index)
          let result = try runner.run(fuzzCase, scratch: directory)
          let violations = Contract.check(result, input: fuzzCase.quotableInput)
          state.withLock { state in
            state.record(fuzzCase, result, violations)
            progress?(state.done, fuzzCase, result)
          }
        }
      } catch {
        failure.withLock { $0 = error }
      }
    }
    if let error = failure.withLock({ $0 }) { throw error }
    let final = state.withLock { $0 }
    return Report(
      seed: seed, cases: cases, seconds: Date().timeIntervalSince(started),
      findings: final.findings.values.sorted { $0.key < $1.key }, succeeded: final.succeeded,
      refused: final.refused, slowest: final.slowest, processorSeconds: final.processorSeconds)
  }

  private struct State: Sendable {
    var next: Int
    var done = 0
    var succeeded = 0
    var refused = 0
    var slowest: (index: Int, seconds: Double)?
    var processorSeconds = 0.0
    var findings: [String: Finding] = [:]

    init(next: Int) { self.next = next }

    mutating func record(
      _ fuzzCase: FuzzCase, _ result: RunResult, _ violations: [Contract.Violation]
    ) {
      done += 1
      processorSeconds += result.processorSeconds
      switch result.termination {
      case .exited(0): succeeded += 1
      case .exited(1): refused += 1
      default: break
      }
      if result.termination != .timedOut, result.seconds > slowest?.seconds ?? 0 {
        slowest = (fuzzCase.index, result.seconds)
      }
      for violation in violations {
        let key = FuzzCampaign.key(violation, fuzzCase)
        if var finding = findings[key] {
          finding.count += 1
          let size = (fuzzCase.input.count, fuzzCase.index)
          if size < (finding.example.input.count, finding.example.index) {
            finding.example = fuzzCase
            finding.result = result
          }
          findings[key] = finding
        } else {
          findings[key] = Finding(
            key: key, violation: violation, command: fuzzCase.invocation.command, count: 1,
            example: fuzzCase, result: result)
        }
      }
    }
  }
}

extension FuzzCampaign {
  /// `run`, starting the case numbers at 0 by default.
  public func run(
    cases count: Int, scratch: URL,
    progress: (@Sendable (Int, FuzzCase, RunResult) -> Void)? = nil
  ) throws -> Report {
    try run(cases: 0..<count, scratch: scratch, progress: progress)
  }
}

/// A value behind a lock, for the workers of a run.
public final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()

  public init(_ value: Value) { self.value = value }

  public func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
