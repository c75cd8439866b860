import Testing

@testable import StackLayout

/// The search over the stack's length for unpinned fillProportionally
/// (DirectSolver+ProportionalSearch.swift), against the constraint solver.
@Suite("fillProportionally with no size: the search over the stack's length")
struct ProportionalSearchTests {
  /// Random unpinned fillProportionally stacks (not baseline-relative), every
  /// one solved by the search even where a closed form would.
  static func scene(_ random: inout SplitMix64) -> StackView {
    var stack = DifferentialScenes.scene(&random)
    stack.distribution = .fillProportionally
    stack.isBaselineRelativeArrangement = false
    stack.size.setLength(nil, along: stack.axis)
    return stack
  }

  /// A workspace that solves every unpinned fillProportionally stack by the search.
  static var searching: DirectSolverWorkspace {
    var workspace = DirectSolverWorkspace()
    workspace.lengthSearch = .always
    return workspace
  }

  @Test("random stacks: the search gives the constraint solver's frames and size")
  func searchAgreesWithConstraintSolver() {
    let (solved, failures) = DifferentialScenes.compare(
      "proportional search", count: 3_000, seed: 0x5052_4F50_5345_4152, recording: 5,
      workspace: Self.searching, tolerance: 1e-9, Self.scene)
    #expect(failures == 0)
    #expect(solved >= 2_900)
  }
}

extension ProportionalSearchTests {
  /// Unpinned fillProportionally of 3 to 24 visible views after 240 to 260 hidden
  /// ones, so that the proportions' priorities `max(999 - index, 751)` tie at 751
  /// from index 248 on, with hugging and compression resistance often at or above
  /// 751 (the configurations the closed forms hand over).
  static func tiedProportions(_ random: inout SplitMix64) -> StackView {
    var generator = DifferentialScenes.generator
    generator.viewCounts = 3...24
    var stack = generator.scene(&random)
    stack.distribution = .fillProportionally
    stack.isBaselineRelativeArrangement = false
    let axis = stack.axis
    stack.size.setLength(nil, along: axis)
    let hidden = random.int(240...260)
    stack.arrangedSubviews =
      DifferentialScenes.hiddenViews(hidden) + stack.arrangedSubviews.filter { !$0.isHidden }
    let stiff: [Double] = [750, 751, 752, 999, 1000]
    for index in stack.arrangedSubviews.indices where index >= hidden {
      stack.arrangedSubviews[index].name = "v\(index)"
      if random.chance(40) {
        stack.arrangedSubviews[index].hugging[axis] = random.element(of: stiff)
      }
      if random.chance(40) {
        stack.arrangedSubviews[index].compressionResistance[axis] = random.element(of: stiff)
      }
    }
    return stack
  }

  @Test("proportions tied at 751 beside stiff views: the search agrees with the constraint solver")
  func tiedProportionsAgree() {
    let count = 300
    let seed: UInt64 = 0x5449_4544_3735_3121
    let (solved, failures) = DifferentialScenes.compare(
      "tied proportions", count: count, seed: seed, recording: 3, workspace: Self.searching,
      tolerance: 1e-9, Self.tiedProportions)
    // The scenes reach what the closed forms do not cover.
    var closedForms = DirectSolverWorkspace()
    closedForms.lengthSearch = .never
    var random = SplitMix64(seed: seed)
    var closedFormsHandOver = 0
    for _ in 0..<count {
      let stack = Self.tiedProportions(&random)
      if !closedForms.solveDirectly(stack) && closedForms.fallbackSite.contains("Proportional") {
        closedFormsHandOver += 1
      }
    }
    print("tied proportions: the closed forms alone hand over \(closedFormsHandOver)")
    #expect(failures == 0)
    #expect(solved >= count * 9 / 10)
    #expect(closedFormsHandOver >= count / 10)
  }

  @Test("layout() of such stacks: the reference's constraint statuses and reasons")
  func tiedProportionsReasons() {
    var random = SplitMix64(seed: 0x5449_4544_5245_4153)
    var compared = 0
    var mismatches = 0
    for number in 0..<120 {
      let stack = Self.tiedProportions(&random)
      let direct = stack.layout()
      guard direct.notLaidOut == nil else { continue }
      let reference = stack.layout(using: .constraintSolver)
      compared += 1
      mismatches += DifferentialScenes.recordStatusAndReasonMismatches(
        direct, reference, scene: number)
      if mismatches > 5 { break }
    }
    #expect(compared >= 100, "only \(compared) scenes compared")
    #expect(mismatches == 0)
  }
}
