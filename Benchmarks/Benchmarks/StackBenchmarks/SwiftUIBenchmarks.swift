import Benchmark
import BenchmarkScenes
import Playground
import StackLayout

/// The SwiftUI engine: `swiftui/<scene>/<N>` lays out one tree of
/// ``SwiftUIBenchmarkScene`` (a fresh engine each time: every frame; the
/// reasons are written when read), and `key-to-screen/<model>/<N>` times one
/// key of ``KeyToScreenModel`` handled and the 80x24 screen drawn, cycling
/// through the model's keys.
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
  for model in KeyToScreenModel.allCases {
    for count in KeyToScreenModel.counts {
      let scene = model.scene(count)
      let keys = model.keys.map(\.key)
      Benchmark(
        "key-to-screen/\(model.rawValue)/\(count)",
        configuration: .init(maxDuration: .seconds(2), maxIterations: 2_000)
      ) { benchmark in
        var state = PlaygroundState(scene: scene)
        var index = 0
        for _ in benchmark.scaledIterations {
          state.handle(keys[index % keys.count])
          index += 1
          blackHole(
            PlaygroundScreen.draw(
              state, columns: 80, rows: 24, colorMode: .colors256, glyphs: .unicode))
        }
      }
    }
  }
}
