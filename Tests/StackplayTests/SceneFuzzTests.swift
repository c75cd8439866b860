import Foundation
import SceneFuzzing
import Testing

/// The scene fuzzer's contract checked on the real `stackplay`: a fixed-seed
/// sample of mutated scenes, and every reproducer the fuzzer (or issue 12) found.
///
/// A scene that can be read gives exit status 0, output and nothing on standard
/// error; one that cannot gives exit status 1, exactly one line on standard
/// error (control characters escaped) and nothing on standard output. Never a
/// signal, a hang, or `nan`/`inf` in the output.
///
/// The sample is 2,000 cases of seed 12, two at a time, with the debug build:
/// 113 s alone on the shared 2-core machine (load about 7) on a branch where 8
/// of its cases hang for the whole 10 s limit, so about 70 s once they do not.
/// Its cases are bounded to 400 copies of a view and 256 KiB, as the debug build
/// takes seconds to draw thousands of views. The long run has no such bound,
/// uses the release build, and is `scripts/fuzz-scenes`:
///
///     scripts/fuzz-scenes --seed 1 --cases 100000 --out fuzz-findings
///
/// 8,000 cases took 6 minutes on two shared cores (200 processor seconds, the
/// rest mostly hangs waiting out the 5 s limit), so 100,000 take about 25 minutes
/// once nothing hangs (6,000 cases of seed 2 took 197 processor seconds), plus up
/// to a minute of shrinking per class found. It writes
/// fuzz-findings/summary.md and a shrunk reproducer of each class; a reproducer
/// worth keeping goes into Fixtures/fuzz/, where ``regression(fixture:)`` runs it.
@Suite("Fuzzing render and export")
struct SceneFuzzTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/fuzz")

  /// Per run: the debug build is slow, but nothing within the limits takes seconds.
  static let limits = RunLimits(timeout: 10, memoryMiB: 1024, outputMiB: 64)

  static func runner() throws -> StackplayRunner {
    StackplayRunner(executable: try StackplayBinary.executable().path, limits: limits)
  }

  /// What one case did, for a failure message.
  static func describe(_ fuzzCase: FuzzCase, _ result: RunResult, scene: String) -> String {
    let changes = fuzzCase.mutations.joined(separator: "; ")
    let outcome = FindingsReport.describe(result).split(separator: "\n").map { "  \($0)" }
    return "#\(fuzzCase.index) from \(fuzzCase.seedName) (\(changes)):\n"
      + "    \(fuzzCase.commandLine(scene: scene))\n"
      + "  scene (\(fuzzCase.input.count) bytes): \(printable(fuzzCase.input, limit: 400))\n"
      + outcome.joined(separator: "\n")
  }

  @Test("2,000 mutated examples and presets keep the contract (seed 12)")
  func sample() throws {
    let mutator = try SceneMutator.load(
      directories: [
        Self.repository.appendingPathComponent("Examples"),
        Self.repository.appendingPathComponent("Presets"),
      ],
      bounds: SceneMutator.Bounds(maximumCopies: 400, maximumBytes: 256 << 10))
    let campaign = FuzzCampaign(mutator: mutator, runner: try Self.runner(), seed: 12, jobs: 2)
    let scratch = try TemporaryDirectory()
    let report = try campaign.run(cases: 2000, scratch: scratch.url)
    for finding in report.findings {
      let example = Self.describe(finding.example, finding.result, scene: "scene.json")
      Issue.record("\(finding.key): \(finding.count) of 2,000 cases; the smallest is \(example)")
    }
    // The sample reaches the solver and the drawing, not only the decoder.
    #expect(report.succeeded >= 600, "only \(report.succeeded) of 2,000 scenes were read")
    #expect(report.refused >= 600, "only \(report.refused) of 2,000 scenes were refused")
  }

  /// The files in Fixtures/fuzz: scenes (`.json`, or `.bin` when not UTF-8), and
  /// `.path` files naming a path to read instead (`/dev/zero`).
  static let fixtureNames: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
    return names.filter { name in
      [".json", ".bin", ".path"].contains { name.hasSuffix($0) }
    }.sorted()
  }()

  @Test("the fixture folder holds the reproducers")
  func fixturesExist() {
    #expect(Self.fixtureNames.count >= 10, "Fixtures/fuzz: \(Self.fixtureNames)")
  }

  @Test(
    "a reproducer keeps the contract under render (json, text) and export (uikit, swiftui)",
    arguments: fixtureNames)
  func regression(fixture: String) throws {
    let url = Self.fixtures.appendingPathComponent(fixture)
    let bytes = try [UInt8](Data(contentsOf: url))
    var sources: [FuzzCase.Source] = [.standardInput, .file(fixture)]
    if fixture.hasSuffix(".path") {
      let path = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .newlines)
      sources = [.path(path), .standardInputFrom(path)]
    }
    let runner = try Self.runner()
    let scratch = try TemporaryDirectory()
    for command in Invocation.Command.allCases {
      for source in sources {
        let fuzzCase = FuzzCase(
          index: 0, seedName: fixture, mutations: [], input: bytes, invocation: Invocation(command),
          source: source)
        let result = try runner.run(fuzzCase, scratch: scratch.url)
        let broken = Contract.check(result, input: fuzzCase.quotableInput).map {
          FuzzCampaign.key($0, fuzzCase)
        }
        let what = Self.describe(fuzzCase, result, scene: fixture)
        #expect(broken == [], "\(what)")
      }
    }
  }
}
