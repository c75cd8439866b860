import Benchmark
import BenchmarkScenes
import Foundation
import Playground
import StackLayout
import StackRender
import StackScene

/// The benchmarks of the direct solver and the playground's key-to-screen path.
///
/// - `solve/<scene>/<N>`: a steady-state re-solve with a reused
///   ``DirectSolverWorkspace``: time and heap allocations per solve.
/// - `layout/<scene>/<N>`: `StackView.layout()`, whose reasons and constraint
///   list are written when read, reading the frames only.
/// - `layout-reasons/<scene>/<N>`: `layout()` and every view's reason read, for N
///   = 1,000 and 10,000.
/// - `render-json/<N>`: `stackplay render FILE --format json` as a whole process
///   (start-up, decoding, layout, the JSON answer read from a pipe), fill-room at
///   N = 1,000, 10,000 and 100,000. The program is `$STACKPLAY`, or
///   `../.build/release/stackplay` (build it first: `swift build -c release`).
/// - `constraint-solver/<scene>/<N>`: the reference simplex, for N up to 100.
/// - `nested-tree/layout/<N>`: `layout()` of a tree three levels deep
///   (``NestedTreeScene``), frames read; `key-to-screen/uikit-tree/<N>` is in
///   SwiftUIBenchmarks.swift with the other models.
/// - `worst/<configuration>/<N>`: the slowest random configurations found by
///   `stack-timing --worst`, and issue 12's equalCentering stack, re-solved.
/// - `key-to-buffer`: one key handled and the 80x24 screen redrawn, default scene.
/// - `swiftui/<scene>/<N>`: the SwiftUI engine, and `key-to-screen/<model>/<N>`:
///   a key and the screen with 100 and 1,000 views or nodes (SwiftUIBenchmarks.swift).
/// - `harness/empty`: nothing; its allocation count is the harness's own.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
    timeUnits: .microseconds,
    maxDuration: .seconds(2),
    maxIterations: 100_000)

  // The harness's own allocations per sample, to subtract from the others.
  Benchmark("harness/empty") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(benchmark) }
  }

  for scene in BenchmarkScene.allCases {
    for count in BenchmarkScene.counts {
      let stack = scene.stack(count)
      Benchmark("solve/\(scene.rawValue)/\(count)") { benchmark in
        var workspace = DirectSolverWorkspace(capacity: count)
        workspace.solve(stack)
        precondition(!workspace.usedConstraintSolver, "\(scene) fell back")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          workspace.solve(stack)
          blackHole(workspace.size)
        }
      }
      Benchmark(
        "layout/\(scene.rawValue)/\(count)",
        configuration: .init(maxDuration: .seconds(2), maxIterations: 1_000)
      ) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(stack.layout()) }
      }
      if count >= 1_000 {
        Benchmark(
          "layout-reasons/\(scene.rawValue)/\(count)",
          configuration: .init(maxDuration: .seconds(2), maxIterations: 1_000)
        ) { benchmark in
          for _ in benchmark.scaledIterations {
            let layout = stack.layout()
            for view in layout.views { blackHole(view.reason) }
          }
        }
      }
      if count <= 100 {
        Benchmark(
          "constraint-solver/\(scene.rawValue)/\(count)",
          configuration: .init(maxDuration: .seconds(2), maxIterations: 200)
        ) { benchmark in
          for _ in benchmark.scaledIterations {
            blackHole(stack.layout(using: .constraintSolver))
          }
        }
      }
    }
  }

  // Trees of nested stacks (issue 14): one program per axis over the whole
  // tree, solved by the direct method for trees (TreeAxisSolver).
  for count in NestedTreeScene.counts {
    let stack = NestedTreeScene.stack(count)
    Benchmark(
      "nested-tree/layout/\(count)",
      configuration: .init(maxDuration: .seconds(2), maxIterations: 200)
    ) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(stack.layout().frames) }
    }
  }

  // `render --format json` as a whole process.
  let stackplay =
    ProcessInfo.processInfo.environment["STACKPLAY"] ?? "../.build/release/stackplay"
  for count in [1_000, 10_000, 100_000] {
    Benchmark(
      "render-json/\(count)",
      configuration: .init(
        metrics: [.wallClock], maxDuration: .seconds(5), maxIterations: count >= 100_000 ? 5 : 20)
    ) { benchmark in
      let path = NSTemporaryDirectory() + "stack-benchmarks-render-\(count).json"
      let text = Scene(stack: BenchmarkScene.fillRoom.stackWithinLimits(count)).jsonText()
      guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
        fatalError("cannot write \(path)")
      }
      defer { try? FileManager.default.removeItem(atPath: path) }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        let run = runProcess([stackplay, "render", path, "--format", "json"], timeout: 60)
        precondition(run.status == 0 && run.output.first == UInt8(ascii: "{"), "render failed")
        blackHole(run.output.count)
      }
    }
  }

  // The slowest random configurations `stack-timing N --worst K` found (seed
  // 0x574F52535421; BENCHMARKS.md, "Worst configurations"), and issue 12's
  // unpinned equalCentering stack of 10x10 views, re-solved in one workspace.
  let worst: [(name: String, count: Int, stack: StackView)] = [
    ("random-519", 1_000, RandomStacks.stack(1_000, seed: 0x574F_5253_5421, number: 519)),
    ("random-167", 10_000, RandomStacks.stack(10_000, seed: 0x574F_5253_5421, number: 167)),
    ("issue-equal-centering", 1_000, issueEqualCenteringStack(1_000)),
    ("issue-equal-centering", 10_000, issueEqualCenteringStack(10_000)),
  ]
  for (name, count, stack) in worst {
    Benchmark(
      "worst/\(name)/\(count)",
      configuration: .init(maxDuration: .seconds(2), maxIterations: 10_000)
    ) { benchmark in
      var workspace = DirectSolverWorkspace(capacity: count)
      precondition(workspace.solveWithoutHandover(stack), "\(name) is handed over")
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        _ = workspace.solveWithoutHandover(stack)
        blackHole(workspace.size)
      }
    }
  }

  swiftUIBenchmarks()

  // The playground: a key, then the whole 80x24 screen drawn anew.
  let keys: [Key] = [
    .tab, .up, .character("d"), .character("g"), .character("+"), .character("h"),
    .character("a"), .down, .character("-"), .character("D"), .character("G"), .character("a"),
  ]
  Benchmark("key-to-buffer", configuration: .init(maxDuration: .seconds(2))) { benchmark in
    var state = PlaygroundState(scene: .playgroundDefault)
    var index = 0
    for _ in benchmark.scaledIterations {
      state.handle(keys[index % keys.count])
      index += 1
      let screen = PlaygroundScreen.draw(
        state, columns: 80, rows: 24, colorMode: .colors256, glyphs: .unicode)
      blackHole(screen)
    }
  }
}
