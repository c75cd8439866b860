import Testing

@testable import StackLayout

/// The search over an unpinned stack's length through its pinned solutions
/// (DirectSolver+UnpinnedSearch.swift), against the constraint solver, on the
/// configurations the closed forms hand over.
@Suite("Unpinned axes: the search over the stack's length")
struct UnpinnedSearchTests {
  /// Random stacks free along their axis, mostly equalCentering (a third of them
  /// after 95 to 105 hidden views, so that the centring priorities reach 50),
  /// with compression resistances and huggings often at 49 to 51.
  static func scene(_ random: inout SplitMix64) -> StackView {
    var generator = DifferentialScenes.generator
    generator.viewCounts = 2...10
    var stack = generator.scene(&random)
    let axis = stack.axis
    stack.size.setLength(nil, along: axis)
    stack.distribution = random.element(of: [
      .equalCentering, .equalCentering, .equalCentering, .equalSpacing, .fillProportionally,
    ])
    let low: [Double] = [49, 50, 51]
    for index in stack.arrangedSubviews.indices {
      if random.chance(30) {
        stack.arrangedSubviews[index].compressionResistance[axis] = random.element(of: low)
      }
      if random.chance(20) { stack.arrangedSubviews[index].hugging[axis] = random.element(of: low) }
    }
    if random.chance(33) {
      let hidden = random.int(95...105)
      stack.arrangedSubviews = DifferentialScenes.hiddenViews(hidden) + stack.arrangedSubviews
      for index in stack.arrangedSubviews.indices {
        stack.arrangedSubviews[index].name = "v\(index)"
      }
    }
    return stack
  }

  @Test(
    "what the closed forms hand over along a free axis: the search agrees with the constraint solver"
  )
  func searchAgreesWithConstraintSolver() {
    // Only the scenes the closed forms alone hand over.
    var closedForms = DirectSolverWorkspace()
    closedForms.lengthSearch = .never
    let (searched, failures) = DifferentialScenes.compare(
      "unpinned search", count: 150, seed: 0x554E_5049_4E4E_4544, recording: 3,
      tolerance: 1e-9
    ) { random in
      while true {
        let stack = Self.scene(&random)
        if !closedForms.solveDirectly(stack) { return stack }
      }
    }
    #expect(failures == 0)
    #expect(searched >= 10, "only \(searched) scenes reached the search")
  }
}
