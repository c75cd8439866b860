import Benchmark
import BenchmarkScenes
import StackLayout

/// The SwiftUI engine: `swiftui/<scene>/<N>` lays out one tree of
/// ``SwiftUIBenchmarkScene`` (a fresh engine each time: every frame and reason).
func swiftUIBenchmarks() {
  for scene in SwiftUIBenchmarkScene.allCases {
    for count in scene.counts {
      let root = scene.root(count)
      let proposal = scene.proposal(count)
      Benchmark(
        "swiftui/\(scene.rawValue)/\(count)",
        configuration: .init(maxDuration: .seconds(2), maxIterations: 200)
      ) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(root.layout(proposal: proposal)) }
      }
    }
  }
}
