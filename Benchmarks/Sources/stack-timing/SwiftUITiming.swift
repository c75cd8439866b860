import BenchmarkScenes
import StackLayout

/// Times whole SwiftUI layouts (`SwiftUINode.layout(proposal:)`: a fresh engine,
/// every node's frame; the reasons are written when read), then the same with
/// every node's reason read, and prints one JSON record per scene and size.
///
/// With `fixedLayouts`, only lays each tree out that many times, untimed (for
/// counting instructions with callgrind: compare two counts).
func timeSwiftUI(scenes: [String], counts: [Int], fixedLayouts: Int? = nil) {
  var records: [String] = []
  for name in scenes {
    guard let scene = SwiftUIBenchmarkScene(rawValue: name) else {
      fail("unknown SwiftUI scene \(name)")
    }
    for count in counts.isEmpty ? scene.counts : counts {
      let root = scene.root(count)
      let proposal = scene.proposal(count)
      if let fixedLayouts {
        for _ in 0..<fixedLayouts { consume(root.layout(proposal: proposal)) }
        continue
      }
      var samples: [Double] = []
      var nodes = 0
      let deadline = now() + 2_000_000_000
      while samples.count < 3 || (now() < deadline && samples.count < 200) {
        let start = now()
        let layout = root.layout(proposal: proposal)
        samples.append(Double(now() - start))
        nodes = layout.nodes.count
        consume(layout)
      }
      samples.sort()
      // The same, every node's reason read as well.
      var withReasons: [Double] = []
      let reasonsDeadline = now() + 2_000_000_000
      while withReasons.count < 3 || (now() < reasonsDeadline && withReasons.count < 100) {
        let start = now()
        let layout = root.layout(proposal: proposal)
        var characters = 0
        for node in layout.nodes { characters += node.reason.utf8.count }
        withReasons.append(Double(now() - start))
        consume(characters)
      }
      withReasons.sort()
      records.append(
        "{\"kind\": \"swiftui\", \"scene\": \"\(name)\", \"n\": \(count), \"nodes\": \(nodes), "
          + "\"samples\": \(samples.count), \"median_ns\": \(percentile(samples, 0.5)), "
          + "\"min_ns\": \(samples[0]), \"max_ns\": \(samples[samples.count - 1]), "
          + "\"reasons_median_ns\": \(percentile(withReasons, 0.5)), "
          + "\"reasons_min_ns\": \(withReasons[0])}")
    }
  }
  print("[\n" + records.joined(separator: ",\n") + "\n]")
}
