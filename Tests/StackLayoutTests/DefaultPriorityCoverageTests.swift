import Testing

@testable import StackLayout

/// What a learner builds in the playground: default priorities (hugging 250,
/// compression resistance 750). Without baselines, no flat stack of any size may
/// be handed to the constraint solver (which takes at most 64 views, so a larger
/// stack would not be laid out at all).
@Suite("Default priorities: flat stacks are solved directly")
struct DefaultPriorityCoverageTests {
  @Test("3,000 random stacks, a third of them of 100 to 300 views")
  func everyStackSolvedDirectly() {
    var random = SplitMix64(seed: 0x4445_4641_554C_5421)
    var generator = DifferentialScenes.generator
    var workspace = DirectSolverWorkspace()
    var sites: [String: Int] = [:]
    for number in 0..<3_000 {
      generator.viewCounts = number % 3 == 0 ? 100...300 : 2...12
      var stack = generator.scene(&random)
      stack.isBaselineRelativeArrangement = false
      for index in stack.arrangedSubviews.indices {
        stack.arrangedSubviews[index].hugging = PerAxis(horizontal: 250, vertical: 250)
        stack.arrangedSubviews[index].compressionResistance = PerAxis(
          horizontal: 750, vertical: 750)
        stack.arrangedSubviews[index].firstBaseline = nil
        stack.arrangedSubviews[index].lastBaseline = nil
      }
      if !workspace.solveDirectly(stack) { sites[workspace.fallbackSite, default: 0] += 1 }
    }
    #expect(sites.isEmpty, "handed over: \(sites)")
  }

  /// With baselines (and baseline-relative arrangement 15 % of the time), nothing
  /// is handed over either, along the axis or across it (baseline alignment in a
  /// horizontal stack too short for its views was, until the line's height left
  /// open by the required tier was settled by rank).
  @Test("with baselines, 3,000 random stacks: nothing handed over")
  func baselinesAlongTheAxis() {
    var random = SplitMix64(seed: 0x4241_5345_4C49_4E45)
    var generator = DifferentialScenes.generator
    var workspace = DirectSolverWorkspace()
    var along: [String: Int] = [:]
    var baselineRelative = 0
    var lineHeightTies = 0
    for number in 0..<3_000 {
      generator.viewCounts = number % 3 == 0 ? 100...300 : 2...12
      var stack = generator.scene(&random)
      if stack.isBaselineRelativeArrangement && stack.axis == .vertical { baselineRelative += 1 }
      for index in stack.arrangedSubviews.indices {
        stack.arrangedSubviews[index].hugging = PerAxis(horizontal: 250, vertical: 250)
        stack.arrangedSubviews[index].compressionResistance = PerAxis(
          horizontal: 750, vertical: 750)
      }
      if !workspace.solveDirectly(stack) {
        along[workspace.fallbackSite, default: 0] += 1
      } else if workspace.usedLineHeightTie {
        lineHeightTies += 1
      }
    }
    #expect(along.isEmpty, "handed over: \(along)")
    // The stacks too short for their views whose line's height the required
    // tier left open: handed over before.
    #expect(lineHeightTies >= 1, "no stack reaches the open line height")
    print("default priorities with baselines: \(lineHeightTies) open line heights")
    #expect(baselineRelative >= 150, "only \(baselineRelative) baseline-relative stacks")
  }

  /// Pinned equalCentering of 101 to 300 views of random lengths in 30 % to
  /// 120 % of their total length: the centres cannot be evenly spaced, and the
  /// pairs from index 100 on tie at 50 (`solveCenteringTiedTail`).
  @Test("crowded pinned equalCentering stacks of 101 to 300 views")
  func crowdedCentring() {
    var random = SplitMix64(seed: 0x4345_4E54_5249_4E47)
    var workspace = DirectSolverWorkspace()
    var sites: [String: Int] = [:]
    var tiedTail = 0
    for _ in 0..<300 {
      let axis = random.element(of: Axis.allCases)
      var total = 0.0
      let views = (0..<random.int(101...300)).map { index in
        let length = Double(random.int(0...80))
        total += length
        var size = PartialSize(width: 30, height: 30)
        size.setLength(length, along: axis)
        return ArrangedView(name: "v\(index)", intrinsicSize: size)
      }
      var stack = StackView(
        axis: axis, distribution: .equalCentering, alignment: .center,
        spacing: Double(random.int(0...8)), arrangedSubviews: views)
      stack.size.setLength(
        (total * Double(random.int(30...120)) / 100).rounded(), along: axis)
      if workspace.solveDirectly(stack) {
        if workspace.usedTiedTail { tiedTail += 1 }
      } else {
        sites[workspace.fallbackSite, default: 0] += 1
      }
    }
    #expect(sites.isEmpty, "handed over: \(sites)")
    #expect(tiedTail >= 30, "only \(tiedTail) stacks reach the pairs tied at 50")
  }
}
