import BenchmarkScenes
import StackLayout

/// Times `layout()` of `configurations` random trees of `count` views
/// (``RandomTrees``; `covered` keeps to what the direct method for trees
/// covers), best of three each: one JSON record with how many were laid out,
/// the median and the slowest, and the slowest five with their numbers.
func timeTreeWorst(count: Int, configurations: Int, covered: Bool) {
  var timings: [(time: Double, number: Int, views: Int, laidOut: Bool)] = []
  var reasons: [String: Int] = [:]
  for number in 0..<configurations {
    let stack = RandomTrees.tree(count, seed: 0x7472_6565, number: number, covered: covered)
    var best = Double.infinity
    var laidOut = false
    var reason: String?
    for _ in 0..<3 {
      let start = now()
      let layout = stack.layout()
      consume(layout.frames)
      best = min(best, Double(now() - start))
      laidOut = layout.notLaidOut == nil
      reason = layout.notLaidOut
    }
    if let reason { reasons[kind(of: reason), default: 0] += 1 }
    timings.append((best, number, stack.treeViewCount, laidOut))
  }
  let sorted = timings.map(\.time).sorted()
  let counted = reasons.sorted { $0.value > $1.value }.map { "\"\($0.key)\": \($0.value)" }
  let slowest = timings.sorted { $0.time > $1.time }.prefix(5).map {
    "{\"number\": \($0.number), \"views\": \($0.views), \"laid_out\": \($0.laidOut), "
      + "\"ns\": \($0.time)}"
  }
  print(
    "{\"kind\": \"tree-worst\", \"n\": \(count), \"covered\": \(covered), "
      + "\"configurations\": \(configurations), "
      + "\"laid_out\": \(timings.filter(\.laidOut).count), "
      + "\"p50_ns\": \(percentile(sorted, 0.5)), \"max_ns\": \(sorted.last ?? .nan), "
      + "\"slowest\": [\(slowest.joined(separator: ", "))], "
      + "\"reasons\": {\(counted.joined(separator: ", "))}}")
}

/// `reason` with the names of views and stacks (letters and digits) left out,
/// so that trees handed over for the same reason count together.
private func kind(of reason: String) -> String {
  reason.split(separator: " ").map { word in
    word.contains(where: \.isNumber) ? "_" : String(word)
  }.joined(separator: " ").filter { $0 != "\"" && $0 != "\\" }
}
