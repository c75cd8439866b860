import ArgumentParser
import Foundation
import SceneFuzzing

/// `stackplay-fuzz`: runs mutated example scenes through `stackplay render` and
/// `export`, and keeps a shrunk reproducer of every way they break the contract.
@main
struct StackplayFuzz: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stackplay-fuzz",
    abstract: "Fuzz stackplay render and export with mutated example scenes.",
    discussion: """
      Each case is one of the scenes in --corpus (Examples/ and Presets/) with a few \
      changes, run through one of render --format json, render --format text, \
      export --swift uikit and export --swift swiftui, with a time limit and a memory \
      limit. The contract: a scene that can be read gives exit 0, output and nothing \
      on stderr; one that cannot gives exit 1, one line on stderr and nothing on \
      stdout; never a signal, a hang, or nan/inf in the output. Cases that break it \
      are grouped by how; the smallest of each group is shrunk and written to --out \
      with summary.md. The same seed makes the same cases. Exit status 1 when \
      something was found.
      """)

  @Option(help: "The seed of the cases.")
  var seed: UInt64 = 1

  @Option(help: "How many cases to run.")
  var cases: Int = 5000

  @Option(help: "The number of the first case (to run a slice of a long run, or one case).")
  var first: Int = 0

  @Option(help: "The directory for summary.md and the reproducers.")
  var out: String = "fuzz-findings"

  @Option(help: "Seconds before a run is called a hang.")
  var timeout: Double = 5

  @Option(help: "The address space each run may use, in MiB.")
  var memory: Int = 1024

  @Option(help: "How many runs at once (default: the number of processors).")
  var jobs: Int?

  @Option(help: "The stackplay executable (default: the one next to stackplay-fuzz).")
  var stackplay: String?

  @Option(
    help: "A directory of scene files to start from (repeat it; default Examples and Presets).")
  var corpus: [String] = []

  @Option(help: "The most copies of a view or node one change makes.")
  var maxCopies: Int = 100_001

  @Option(help: "The most bytes a case grows to through copies, nesting and long strings.")
  var maxBytes: Int = 8 << 20

  @Option(help: "Seconds spent shrinking each class (0: do not shrink).")
  var shrinkSeconds: Double = 60

  @Flag(help: "Print each case as it finishes: its time, result, command and changes.")
  var verbose = false

  func validate() throws {
    guard cases >= 0, first >= 0 else { throw ValidationError("--cases and --first must be >= 0") }
    guard timeout > 0, memory > 0 else {
      throw ValidationError("--timeout and --memory must be > 0")
    }
  }

  func run() throws {
    let executable = stackplay ?? Self.siblingStackplay()
    guard FileManager.default.isExecutableFile(atPath: executable) else {
      throw ValidationError(
        "no stackplay executable at \(executable); build it or pass --stackplay")
    }
    let directories = (corpus.isEmpty ? ["Examples", "Presets"] : corpus).map {
      URL(fileURLWithPath: $0)
    }
    let mutator = try SceneMutator.load(
      directories: directories,
      bounds: SceneMutator.Bounds(maximumCopies: maxCopies, maximumBytes: maxBytes))
    let limits = RunLimits(timeout: timeout, memoryMiB: memory)
    let runner = StackplayRunner(executable: executable, limits: limits)
    let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
    let campaign = FuzzCampaign(mutator: mutator, runner: runner, seed: seed, jobs: jobs)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackplay-fuzz-\(getpid())")
    defer { try? FileManager.default.removeItem(at: scratch) }

    log(
      "stackplay-fuzz: seed \(seed), cases \(first)..<\(first + cases), \(jobs) at a time, "
        + "\(mutator.seeds.count) scenes, \(executable)")
    let total = cases
    let verbose = verbose
    let report = try campaign.run(cases: first..<(first + cases), scratch: scratch) {
      done, fuzzCase, result in
      if verbose {
        log(
          "#\(fuzzCase.index) \(String(format: "%.2f s %.2f cpu", result.seconds, result.processorSeconds)) \(result.termination) "
            + "\(fuzzCase.invocation.name) \(fuzzCase.seedName) \(fuzzCase.input.count) bytes: "
            + fuzzCase.mutations.joined(separator: "; "))
      }
      if done % 250 == 0 || done == total { log("  \(done)/\(total) cases") }
    }
    log(
      String(
        format: "ran %d cases in %.1f s (%.1f processor seconds): %d read, %d refused, "
          + "%d classes of findings", cases, report.seconds, report.processorSeconds,
        report.succeeded, report.refused, report.findings.count))

    let shrinker = Shrinker(runner: runner, maximumSeconds: shrinkSeconds)
    let entries = Locked<[Int: FindingsReport.Entry]>([:])
    let findings = report.findings
    DispatchQueue.concurrentPerform(iterations: findings.count) { index in
      let finding = findings[index]
      let directory = scratch.appendingPathComponent("shrink-\(index)")
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let outcome =
        shrinkSeconds > 0
        ? shrinker.shrink(
          finding.example, result: finding.result, keeping: finding.key, scratch: directory)
        : Shrinker.Outcome(
          fuzzCase: finding.example, result: finding.result, attempts: 0, ranOut: false)
      log(
        "  \(finding.key): \(finding.count) cases; reproducer \(outcome.fuzzCase.input.count) bytes"
          + " (from \(finding.example.input.count), \(outcome.attempts) runs)")
      entries.withLock { $0[index] = FindingsReport.Entry(finding: finding, reproducer: outcome) }
    }
    let ordered = entries.withLock { entries in
      entries.keys.sorted().map { entries[$0]! }
    }
    let output = URL(fileURLWithPath: out)
    try FindingsReport.write(
      ordered, report: report, executable: executable, limits: limits, to: output)
    log("wrote \(output.appendingPathComponent("summary.md").path)")
    if !ordered.isEmpty { throw ExitCode.failure }
  }

  /// `stackplay` in the directory of this executable.
  static func siblingStackplay() -> String {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("stackplay").path
  }
}

func log(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}
