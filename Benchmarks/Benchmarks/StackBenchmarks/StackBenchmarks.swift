import Benchmark
import BenchmarkScenes
import Playground
import StackLayout
import StackRender
import StackScene

/// The benchmarks of the direct solver and the playground's key-to-screen path.
///
/// - `solve/<scene>/<N>`: a steady-state re-solve with a reused
///   ``DirectSolverWorkspace``: time and heap allocations per solve.
/// - `layout/<scene>/<N>`: the full `StackView.layout()` (frames, constraints
///   with statuses, reasons), for N up to 1,000.
/// - `constraint-solver/<scene>/<N>`: the reference simplex, for N up to 100.
/// - `worst/<configuration>/<N>`: the slowest random configurations found by
///   `stack-timing --worst`, and issue 12's equalCentering stack, re-solved.
/// - `key-to-buffer`: one key handled and the 80x24 screen redrawn, default scene.
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
      if count <= 1_000 {
        Benchmark(
          "layout/\(scene.rawValue)/\(count)",
          configuration: .init(maxDuration: .seconds(2), maxIterations: 1_000)
        ) { benchmark in
          for _ in benchmark.scaledIterations { blackHole(stack.layout()) }
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
