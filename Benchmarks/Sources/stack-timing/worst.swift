// The worst configurations: `stack-timing N ... --worst K [--seed S] [--show M]`
// lays out K random configurations (BenchmarkScenes.RandomStacks, the
// differential test's generator) of N views each with the direct solver, timing
// every one (the fastest of three solves in one workspace), and counts those the
// direct solver hands to the constraint solver by where it hands them over; each
// of those is laid out once with `StackView.layout()` (the dense constraint
// solver up to 64 views, not laid out beyond), and the records say how many were
// laid out and how long that took. The M slowest of the direct ones are then laid
// out with the full `StackView.layout()` (frames, every constraint's status, the
// reasons), the median of three (one at N >= 10,000). Prints JSON records; scripts and BENCHMARKS.md read them.
import BenchmarkScenes
import StackLayout

func jsonString(_ text: String) -> String {
  var result = "\""
  for character in text {
    if character == "\"" || character == "\\" { result.append("\\") }
    result.append(character)
  }
  return result + "\""
}

/// A number for JSON: null when it is not finite (not measured).
func jsonNumber(_ value: Double) -> String { value.isFinite ? "\(value)" : "null" }

/// The fastest of three direct solves of `stack` in `workspace` (one when the
/// first hands over), and whether it was solved directly.
func fastestSolve(_ stack: StackView, in workspace: inout DirectSolverWorkspace)
  -> (direct: Bool, best: Double)
{
  var best = Double.infinity
  var direct = true
  for _ in 0..<3 {
    let start = now()
    direct = workspace.solveWithoutHandover(stack)
    best = min(best, Double(now() - start))
    if !direct { break }
  }
  return (direct, best)
}

/// One scene of a benchmark's own: whether the direct solver lays it out, the
/// fastest of three direct solves in one workspace, and (when it does) the times
/// of the full `layout()`, sorted (three of them, one at 10,000 views or more).
func timeScene(_ stack: StackView) -> (direct: Bool, best: Double, layoutTimes: [Double]) {
  var workspace = DirectSolverWorkspace(capacity: stack.arrangedSubviews.count)
  let (direct, best) = fastestSolve(stack, in: &workspace)
  var layoutTimes: [Double] = []
  if direct {
    for _ in 0..<(stack.arrangedSubviews.count >= 10_000 ? 1 : 3) {
      let start = now()
      let layout = stack.layout()
      layoutTimes.append(Double(now() - start))
      consume(layout.size)
    }
  }
  return (direct, best, layoutTimes.sorted())
}

func worstCase(
  counts: [Int], configurations: Int, seed: UInt64, shown: Int, onlyConfiguration: Int? = nil
) -> [String] {
  var records: [String] = []
  for count in counts {
    if onlyConfiguration == nil {
      let stack = issueEqualCenteringStack(count)
      let (direct, best, layoutTimes) = timeScene(stack)
      // The dense constraint solver on the same scene, where it is affordable: what
      // a configuration handed over costs.
      var referenceNanoseconds = Double.nan
      if count <= 400 {
        let start = now()
        consume(stack.layout(using: .constraintSolver).size)
        referenceNanoseconds = Double(now() - start)
      }
      records.append(
        "{\"kind\": \"issue-equal-centering\", \"n\": \(count), \"direct\": \(direct), "
          + "\"solve_ns\": \(best), \"layout_ns\": \(jsonNumber(percentile(layoutTimes, 0.5))), "
          + "\"constraint_solver_ns\": \(jsonNumber(referenceNanoseconds))}")
    }
    if onlyConfiguration == nil {
      // Thousands of tied centring pairs sharing one need (a hang of 4 s at
      // 20,000 views before stop 29).
      let (direct, best, layoutTimes) = timeScene(squeezedEqualCenteringStack(count))
      records.append(
        "{\"kind\": \"squeezed-equal-centering\", \"n\": \(count), \"direct\": \(direct), "
          + "\"solve_ns\": \(best), \"layout_ns\": \(jsonNumber(percentile(layoutTimes, 0.5)))}")
    }
    if onlyConfiguration == nil {
      // The label column with one label's resistance lowered: free (shown to
      // keep its length), and pinned too short (overflowing) or roomy; free with
      // label 150's hugging lowered (its length searched for), three labels'
      // resistance (all shown to keep their lengths), or four labels' hugging
      // (laid out by runs).
      let columns: [(kind: String, lowered: LabelColumnLowering, heights: [Double?])] = [
        ("label-column-one-soft", .oneResisting, [nil, 20 * Double(count), 40 * Double(count)]),
        ("label-column-one-hugging", .oneHugging, [nil]),
        ("label-column-three-soft", .threeResisting, [nil]),
        ("label-column-four-hugging", .fourHugging, [nil]),
      ]
      for column in columns {
        for height in column.heights {
          let (direct, best, layoutTimes) = timeScene(
            labelColumnStack(count, height: height, lowered: column.lowered))
          records.append(
            "{\"kind\": \"\(column.kind)\", \"n\": \(count), "
              + "\"height\": \(height.map { "\($0)" } ?? "null"), \"direct\": \(direct), "
              + "\"solve_ns\": \(best), "
              + "\"layout_ns\": \(jsonNumber(percentile(layoutTimes, 0.5)))}")
        }
      }
    }
    var workspace = DirectSolverWorkspace(capacity: count)
    var timed: [(number: Int, nanoseconds: Double)] = []
    var handedOver: [String: (count: Int, first: Int, description: String)] = [:]
    // Handed-over configurations, laid out once with the full layout() (the dense
    // constraint solver up to 64 views, not laid out beyond): per site, the times
    // and how many were laid out.
    var handedOverTimes: [String: [Double]] = [:]
    var handedOverLaidOut: [String: Int] = [:]
    var slowestHandedOver: (number: Int, nanoseconds: Double) = (-1, 0)
    let numbers = onlyConfiguration.map { $0...$0 } ?? 0...(configurations - 1)
    for number in numbers {
      let stack = RandomStacks.stack(count, seed: seed, number: number)
      let (direct, best) = fastestSolve(stack, in: &workspace)
      if direct {
        timed.append((number, best))
      } else {
        let site = workspace.handoverSite
        let previous = handedOver[site]
        handedOver[site] = (
          (previous?.count ?? 0) + 1, previous?.first ?? number,
          previous?.description ?? RandomStacks.describe(stack)
        )
        let start = now()
        let layout = stack.layout()
        let elapsed = Double(now() - start)
        handedOverTimes[site, default: []].append(elapsed)
        if layout.notLaidOut == nil { handedOverLaidOut[site, default: 0] += 1 }
        if elapsed > slowestHandedOver.nanoseconds { slowestHandedOver = (number, elapsed) }
      }
    }
    timed.sort { $0.nanoseconds > $1.nanoseconds }
    let sorted = timed.map(\.nanoseconds).sorted()
    records.append(
      "{\"kind\": \"worst-summary\", \"n\": \(count), \"configurations\": \(configurations), "
        + "\"seed\": \(seed), \"direct\": \(timed.count), "
        + "\"direct_median_ns\": \(percentile(sorted, 0.5)), "
        + "\"direct_max_ns\": \(sorted.last ?? .nan), "
        + "\"handed_over\": \(configurations - timed.count)}")
    for (site, entry) in handedOver.sorted(by: { $0.value.count > $1.value.count }) {
      let times = handedOverTimes[site, default: []].sorted()
      records.append(
        "{\"kind\": \"worst-handed-over\", \"n\": \(count), \"site\": \(jsonString(site)), "
          + "\"configurations\": \(entry.count), \"example\": \(entry.first), "
          + "\"description\": \(jsonString(entry.description)), "
          + "\"laid_out\": \(handedOverLaidOut[site, default: 0]), "
          + "\"layout_median_ns\": \(jsonNumber(percentile(times, 0.5))), "
          + "\"layout_max_ns\": \(jsonNumber(times.last ?? .nan))}")
    }
    if slowestHandedOver.number >= 0 {
      records.append(
        "{\"kind\": \"worst-handed-over-slowest\", \"n\": \(count), "
          + "\"number\": \(slowestHandedOver.number), "
          + "\"layout_ns\": \(slowestHandedOver.nanoseconds)}")
    }
    for (number, nanoseconds) in timed.prefix(shown) {
      let stack = RandomStacks.stack(count, seed: seed, number: number)
      var layoutTimes: [Double] = []
      for _ in 0..<(count >= 10_000 ? 1 : 3) {
        let start = now()
        let layout = stack.layout()
        layoutTimes.append(Double(now() - start))
        consume(layout.size)
      }
      layoutTimes.sort()
      records.append(
        "{\"kind\": \"worst\", \"n\": \(count), \"number\": \(number), "
          + "\"description\": \(jsonString(RandomStacks.describe(stack))), "
          + "\"solve_ns\": \(nanoseconds), \"layout_ns\": \(percentile(layoutTimes, 0.5))}")
    }
  }
  return records
}
