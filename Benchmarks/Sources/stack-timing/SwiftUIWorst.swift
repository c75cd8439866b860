import BenchmarkScenes
import StackLayout

/// Lays out `configurations` random SwiftUI scenes of `count` children
/// (``RandomSwiftUITrees``), in points for even numbers and in cells for odd
/// ones, and prints JSON records: a summary (median and slowest, how many left a
/// frame that is not finite) and the `shown` slowest with what they hold. Each
/// is laid out three times below 10,000 children (the fastest counts), once
/// from there. `onlyConfiguration` lays out that configuration alone (to
/// profile it).
func timeSwiftUIWorst(
  count: Int, configurations: Int, seed: UInt64, shown: Int, onlyConfiguration: Int? = nil
) {
  var timed: [(number: Int, nanoseconds: Double)] = []
  var notFinite: [Int] = []
  var nodes = 0
  for number in onlyConfiguration.map({ $0...$0 }) ?? 0...(configurations - 1) {
    let (root, proposal) = RandomSwiftUITrees.scene(count, seed: seed, number: number)
    let metrics: SwiftUIMetrics = number % 2 == 0 ? .point : .cell
    var best = Double.infinity
    for _ in 0..<(count >= 10_000 ? 1 : 3) {
      let start = now()
      let layout = root.layout(proposal: proposal, metrics: metrics)
      best = min(best, Double(now() - start))
      nodes = max(nodes, layout.nodes.count)
      let finite =
        layout.size.width.isFinite && layout.size.height.isFinite
        && layout.nodes.allSatisfy {
          $0.frame.x.isFinite && $0.frame.y.isFinite && $0.frame.width.isFinite
            && $0.frame.height.isFinite
        }
      if !finite && notFinite.last != number { notFinite.append(number) }
      consume(layout)
    }
    timed.append((number, best))
  }
  let sorted = timed.map(\.nanoseconds).sorted()
  var records = [
    "{\"kind\": \"swiftui-worst-summary\", \"n\": \(count), "
      + "\"configurations\": \(configurations), \"seed\": \(seed), "
      + "\"most_nodes\": \(nodes), \"median_ns\": \(percentile(sorted, 0.5)), "
      + "\"max_ns\": \(sorted.last ?? .nan), \"not_finite\": \(notFinite)}"
  ]
  for (number, nanoseconds) in timed.sorted(by: { $0.nanoseconds > $1.nanoseconds }).prefix(shown) {
    let (root, proposal) = RandomSwiftUITrees.scene(count, seed: seed, number: number)
    records.append(
      "{\"kind\": \"swiftui-worst\", \"n\": \(count), \"number\": \(number), "
        + "\"unit\": \"\(number % 2 == 0 ? "point" : "cell")\", "
        + "\"description\": \(jsonString(RandomSwiftUITrees.describe(root, proposal))), "
        + "\"ns\": \(nanoseconds)}")
  }
  print("[\n" + records.joined(separator: ",\n") + "\n]")
}
