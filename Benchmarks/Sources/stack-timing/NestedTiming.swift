import BenchmarkScenes
import StackLayout

/// Times `layout()` of a tree of nested stacks (``NestedTreeScene``), reading
/// the frames: one JSON record per count with p50, p99 and the largest sample,
/// and whether the tree was laid out (a tree of more than
/// `StackView.constraintSolverViewLimit` views is not).
func timeNestedLayouts(counts: [Int], rounds: Int) {
  var records: [String] = []
  for count in counts {
    let stack = NestedTreeScene.stack(count)
    var samples: [Double] = []
    var laidOut = true
    for round in 0..<(rounds + 2) {
      let start = now()
      let layout = stack.layout()
      consume(layout.frames)
      let elapsed = Double(now() - start)
      laidOut = layout.notLaidOut == nil
      if round >= 2 { samples.append(elapsed) }
    }
    samples.sort()
    records.append(
      "{\"kind\": \"nested-layout\", \"n\": \(count), \"laid_out\": \(laidOut), "
        + "\"samples\": \(samples.count), \"p50_ns\": \(percentile(samples, 0.5)), "
        + "\"p99_ns\": \(percentile(samples, 0.99)), \"max_ns\": \(samples.last ?? .nan)}")
  }
  print("[\n" + records.joined(separator: ",\n") + "\n]")
}
