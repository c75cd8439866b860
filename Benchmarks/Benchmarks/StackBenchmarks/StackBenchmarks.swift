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
/// - `key-to-buffer`: one key handled and the 80x24 screen redrawn, default scene.
/// - `swiftui/<scene>/<N>`: the SwiftUI engine (SwiftUIBenchmarks.swift).
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
