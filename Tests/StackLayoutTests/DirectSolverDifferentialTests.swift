import Foundation
import Testing

@testable import StackLayout

/// Random UIKit scenes for comparing the direct solver with the constraint solver.
///
/// Broader than ``RandomScenes``: every distribution and alignment, pinned or free on
/// each axis, hidden views, custom spacing (negative too), margins, baselines, and
/// baseline-relative arrangement with every distribution.
enum DifferentialScenes {
  /// `count` hidden views 10x10 named `h0`, `h1`, ...: put in front of a
  /// stack's views, they move the visible ones' arrangement indices to `count`
  /// and on, where the priorities that fall with the index reach their floors
  /// (equalCentering's at 100, fillProportionally's at 248).
  static func hiddenViews(_ count: Int) -> [ArrangedView] {
    (0..<count).map { index in
      ArrangedView(
        name: "h\(index)", intrinsicSize: PartialSize(width: 10, height: 10), isHidden: true)
    }
  }

  static let generator = RandomSceneGenerator(
    landmarks: [1, 25, 49, 50, 51, 149, 150, 249, 250, 251, 749, 750, 751, 999, 1000],
    baselineRelativePercent: { _ in 15 })

  static func scene(_ random: inout SplitMix64) -> StackView { generator.scene(&random) }

  /// How many scenes to compare: 2,000 unless `STACKPLAY_DIFFERENTIAL_SCENES` says.
  static var count: Int {
    guard let text = ProcessInfo.processInfo.environment["STACKPLAY_DIFFERENTIAL_SCENES"],
      let value = Int(text), value > 0
    else { return 2_000 }
    return value
  }

  static let seed: UInt64 = 0x4449_5245_4354_2121

  /// The first number by which two layouts differ by more than `tolerance`, as text.
  static func difference(
    _ stack: StackView, direct: (frames: [Rect], size: Size), reference: StackViewLayout,
    tolerance: Double = 1e-6
  ) -> String? {
    func far(_ a: Double, _ b: Double) -> Bool {
      !(abs(a - b) <= tolerance * max(1, abs(b)))
    }
    if far(direct.size.width, reference.size.width)
      || far(direct.size.height, reference.size.height)
    {
      return "size \(direct.size) vs \(reference.size)"
    }
    for (index, (a, b)) in zip(direct.frames, reference.frames).enumerated() {
      if far(a.x, b.x) || far(a.y, b.y) || far(a.width, b.width) || far(a.height, b.height) {
        return "view \(index): direct \(describe(a)), constraint solver \(describe(b))"
      }
    }
    return nil
  }

  /// The scene as Swift source, to paste as a regression fixture.
  static func source(_ stack: StackView) -> String {
    func number(_ value: Double?) -> String { value.map { "\($0)" } ?? "nil" }
    var text =
      "StackView(axis: .\(stack.axis), distribution: .\(stack.distribution), "
      + "alignment: .\(stack.alignment), spacing: \(stack.spacing), "
      + "size: PartialSize(width: \(number(stack.size.width)), height: \(number(stack.size.height))), "
      + "layoutMargins: EdgeInsets(top: \(stack.layoutMargins.top), leading: \(stack.layoutMargins.leading), "
      + "bottom: \(stack.layoutMargins.bottom), trailing: \(stack.layoutMargins.trailing)), "
      + "isLayoutMarginsRelativeArrangement: \(stack.isLayoutMarginsRelativeArrangement), "
      + "isBaselineRelativeArrangement: \(stack.isBaselineRelativeArrangement), arrangedSubviews: ["
    for view in stack.arrangedSubviews {
      text +=
        "\n  ArrangedView(name: \"\(view.name)\", intrinsicSize: PartialSize(width: "
        + "\(number(view.intrinsicSize.width)), height: \(number(view.intrinsicSize.height))), "
        + "hugging: PerAxis(horizontal: \(view.hugging.horizontal), vertical: \(view.hugging.vertical)), "
        + "compressionResistance: PerAxis(horizontal: \(view.compressionResistance.horizontal), "
        + "vertical: \(view.compressionResistance.vertical)), isHidden: \(view.isHidden), "
        + "customSpacingAfter: \(number(view.customSpacingAfter)), "
        + "firstBaseline: \(number(view.firstBaseline)), lastBaseline: \(number(view.lastBaseline))),"
    }
    return text + "])"
  }
}

extension DifferentialScenes {
  /// Solves `count` scenes made by `make` (from `seed`) directly and, where the
  /// direct solver covers them, with the constraint solver too; records the first
  /// `recording` disagreements as issues (with each scene's source) and prints how
  /// many scenes were solved directly, handed over (by source file and line) and
  /// disagreed.
  /// `workspace` sets how the direct solver searches (``DirectSolverWorkspace/lengthSearch``),
  /// `tolerance` how close the frames must be.
  static func compare(
    _ label: String, count: Int, seed: UInt64, recording: Int,
    workspace: DirectSolverWorkspace = DirectSolverWorkspace(), tolerance: Double = 1e-6,
    _ make: (inout SplitMix64) -> StackView
  ) -> (handled: Int, failures: Int) {
    var random = SplitMix64(seed: seed)
    var workspace = workspace
    var handled = 0
    var failures = 0
    var reasons: [String: Int] = [:]
    for number in 0..<count {
      let stack = make(&random)
      guard workspace.solveDirectly(stack) else {
        reasons[workspace.fallbackSite, default: 0] += 1
        continue
      }
      handled += 1
      let reference = stack.layout(using: .constraintSolver)
      if let difference = Self.difference(
        stack, direct: (workspace.frames, workspace.size), reference: reference,
        tolerance: tolerance)
      {
        failures += 1
        if failures <= recording {
          Issue.record("\(label) scene \(number): \(difference)\n\(Self.source(stack))")
        }
      }
    }
    print(
      "\(label): \(count) scenes, \(handled) solved directly, "
        + "\(count - handled) handed to the constraint solver (by source file and line: "
        + "\(reasons.sorted { $0.key < $1.key })), \(failures) disagreements")
    return (handled, failures)
  }
}

extension DifferentialScenes {
  /// Records as issues each constraint whose status (holds or not) and each view
  /// whose reason differ between `direct` and `reference`, for scene `number`;
  /// returns how many.
  static func recordStatusAndReasonMismatches(
    _ direct: StackViewLayout, _ reference: StackViewLayout, scene number: Int
  ) -> Int {
    var mismatches = 0
    for (a, b) in zip(direct.constraints, reference.constraints)
    where a.status.holds != b.status.holds {
      mismatches += 1
      Issue.record("scene \(number): status of \(a.constraint) \(a.status) vs \(b.status)")
    }
    for (a, b) in zip(direct.views, reference.views) where a.reason != b.reason {
      mismatches += 1
      Issue.record("scene \(number): reason \(a.reason) vs \(b.reason)")
    }
    return mismatches
  }
}

@Suite("Direct solver against the constraint solver")
struct DirectSolverDifferentialTests {
  @Test("random scenes: both solvers give the same frames and size")
  func randomScenes() {
    let count = DifferentialScenes.count
    let (handled, failures) = DifferentialScenes.compare(
      "differential", count: count, seed: DifferentialScenes.seed, recording: 5,
      DifferentialScenes.scene)
    #expect(failures == 0, "\(failures) of \(handled) directly solved scenes disagree")
    // The direct solver must cover the great majority of the scenes itself.
    #expect(Double(handled) >= 0.8 * Double(count), "only \(handled) of \(count) solved directly")
  }
}

extension DirectSolverDifferentialTests {
  @Test("random scenes: layout() gives the reference's constraint statuses and reasons")
  func statusesAndReasons() {
    var random = SplitMix64(seed: DifferentialScenes.seed ^ 0x5354_4154_5553)
    var statusMismatches = 0
    var reasonMismatches = 0
    var shown = 0
    for number in 0..<500 {
      let stack = DifferentialScenes.scene(&random)
      let direct = stack.layout()
      let reference = stack.layout(using: .constraintSolver)
      guard
        DifferentialScenes.difference(
          stack, direct: (direct.frames, direct.size), reference: reference) == nil
      else { continue }
      for (a, b) in zip(direct.constraints, reference.constraints)
      where a.status.holds != b.status.holds {
        statusMismatches += 1
        if shown < 8 {
          shown += 1
          print(
            "STATUS scene \(number): \(a.constraint.formatted(names: direct.views.map(\.name))) direct \(a.status) reference \(b.status)"
          )
        }
      }
      for (a, b) in zip(direct.views, reference.views) where a.reason != b.reason {
        reasonMismatches += 1
        if shown < 16 {
          shown += 1
          print("REASON scene \(number): \(a.reason) vs \(b.reason)")
        }
      }
    }
    #expect(statusMismatches == 0)
    #expect(reasonMismatches == 0)
  }
}

/// Larger random scenes, for the configurations that only large stacks reach:
/// 20 to 64 visible views, and, in half of them, 95 to 105 or 243 to 253 hidden
/// views first, so that arrangement indices pass 100 (equalCentering's priorities
/// `150 - index` stop at 50 there) or 248 (fillProportionally's `999 - index` stop
/// at 751) while the reference stays affordable.
enum LargeDifferentialScenes {
  static let generator: RandomSceneGenerator = {
    var generator = DifferentialScenes.generator
    generator.viewCounts = 20...64
    return generator
  }()

  /// Milder priorities (none at or below the fitting level): at 20 views and
  /// more, the adversarial ones almost always put some view at 50 or below.
  static let mildGenerator: RandomSceneGenerator = {
    var generator = RandomSceneGenerator(
      landmarks: [150, 249, 250, 251, 749, 750, 751, 999, 1000],
      baselineRelativePercent: { _ in 15 })
    generator.viewCounts = 20...64
    return generator
  }()

  static func scene(_ random: inout SplitMix64) -> StackView {
    let mild = random.chance(50)
    var stack = (mild ? mildGenerator : generator).scene(&random)
    if mild {
      // Priorities drawn at random may still fall to 50 or below: lift them.
      for index in stack.arrangedSubviews.indices {
        for axis in Axis.allCases {
          stack.arrangedSubviews[index].hugging[axis] = max(
            stack.arrangedSubviews[index].hugging[axis], 51)
          stack.arrangedSubviews[index].compressionResistance[axis] = max(
            stack.arrangedSubviews[index].compressionResistance[axis], 51)
        }
      }
    }
    if random.chance(50) {
      // equalCentering's priorities reach their floor at index 100,
      // fillProportionally's at 248.
      let hidden = random.chance(50) ? random.int(95...105) : random.int(243...253)
      stack.arrangedSubviews =
        DifferentialScenes.hiddenViews(hidden) + stack.arrangedSubviews.filter { !$0.isHidden }
      for index in stack.arrangedSubviews.indices {
        stack.arrangedSubviews[index].name = "v\(index)"
      }
    }
    return stack
  }

  /// How many scenes to compare: 40 unless `STACKPLAY_LARGE_DIFFERENTIAL_SCENES` says.
  static var count: Int {
    guard let text = ProcessInfo.processInfo.environment["STACKPLAY_LARGE_DIFFERENTIAL_SCENES"],
      let value = Int(text), value > 0
    else { return 40 }
    return value
  }

  static let seed: UInt64 = 0x4249_4753_5441_434B
}

extension DirectSolverDifferentialTests {
  @Test("large random scenes (20 to 64 views, indices past 100): both solvers agree")
  func largeRandomScenes() {
    let (handled, failures) = DifferentialScenes.compare(
      "large differential", count: LargeDifferentialScenes.count,
      seed: LargeDifferentialScenes.seed, recording: 3, LargeDifferentialScenes.scene)
    #expect(failures == 0, "\(failures) of \(handled) directly solved large scenes disagree")
  }
}

/// Random fillProportionally scenes with margins-relative arrangement and margins
/// along the axis (issue 17: the shares are of the stack's full length), a quarter
/// of them with a single visible view (a required share against the margins).
enum ProportionalMarginsScenes {
  static func scene(_ random: inout SplitMix64) -> StackView {
    var stack = DifferentialScenes.generator.scene(&random)
    stack.distribution = .fillProportionally
    stack.isLayoutMarginsRelativeArrangement = true
    func margin() -> Double { random.chance(15) ? 0 : Double(random.int(1...40)) }
    stack.layoutMargins = EdgeInsets(
      top: margin(), leading: margin(), bottom: margin(), trailing: margin())
    if random.chance(25), let first = stack.arrangedSubviews.first {
      var view = first
      view.isHidden = false
      stack.arrangedSubviews = [view]
    }
    return stack
  }

  /// Whether `stack` is one this generator is about: fillProportionally in effect,
  /// margins-relative, with margins along the axis, and a visible view with a share.
  static func isCovered(_ stack: StackView) -> Bool {
    let margins = stack.layoutMargins.insets(along: stack.axis)
    return stack.effectiveDistribution == .fillProportionally
      && stack.isLayoutMarginsRelativeArrangement && (margins.start != 0 || margins.end != 0)
  }

  /// How many scenes to compare: 1,000 unless
  /// `STACKPLAY_PROPORTIONAL_MARGINS_SCENES` says.
  static var count: Int {
    guard
      let text = ProcessInfo.processInfo.environment["STACKPLAY_PROPORTIONAL_MARGINS_SCENES"],
      let value = Int(text), value > 0
    else { return 1_000 }
    return value
  }

  static let seed: UInt64 = 0x4D41_5247_494E_5331
}

extension DirectSolverDifferentialTests {
  @Test("the random scenes include margins-relative fillProportionally, pinned and free")
  func randomScenesCoverProportionalMargins() {
    var random = SplitMix64(seed: DifferentialScenes.seed)
    var pinned = 0
    var free = 0
    var single = 0
    for _ in 0..<DifferentialScenes.count {
      let stack = DifferentialScenes.scene(&random)
      guard ProportionalMarginsScenes.isCovered(stack) else { continue }
      if stack.size.length(along: stack.axis) != nil { pinned += 1 } else { free += 1 }
      if stack.visibleIndices.count == 1 { single += 1 }
    }
    #expect(pinned >= 20, "\(pinned) pinned")
    #expect(free >= 20, "\(free) free")
    #expect(single >= 3, "\(single) with one visible view")
  }

  @Test("random margins-relative fillProportionally scenes: both solvers agree")
  func proportionalMarginsScenes() {
    var random = SplitMix64(seed: ProportionalMarginsScenes.seed)
    var covered = 0
    for _ in 0..<ProportionalMarginsScenes.count {
      if ProportionalMarginsScenes.isCovered(ProportionalMarginsScenes.scene(&random)) {
        covered += 1
      }
    }
    #expect(covered >= ProportionalMarginsScenes.count / 2, "only \(covered) covered")
    let (handled, failures) = DifferentialScenes.compare(
      "proportional margins", count: ProportionalMarginsScenes.count,
      seed: ProportionalMarginsScenes.seed, recording: 5, ProportionalMarginsScenes.scene)
    #expect(failures == 0, "\(failures) of \(handled) directly solved scenes disagree")
    #expect(
      Double(handled) >= 0.8 * Double(ProportionalMarginsScenes.count),
      "only \(handled) of \(ProportionalMarginsScenes.count) solved directly")
  }
}

/// Random pinned equalCentering scenes whose views often resist compression at
/// 149, the priority of the second pair's centring equality (`150 - 1`): a tie of
/// one pair with several views, which the direct solver decides when every one
/// of them holds.
enum CenteringTieScenes {
  static let generator: RandomSceneGenerator = {
    var generator = RandomSceneGenerator(
      landmarks: [149, 149, 149, 150, 250, 750, 1000, 51, 49],
      baselineRelativePercent: { _ in nil })
    generator.viewCounts = 3...12
    return generator
  }()

  static func scene(_ random: inout SplitMix64) -> StackView {
    var stack = generator.scene(&random)
    stack.distribution = .equalCentering
    stack.size.setLength(Double(random.int(0...1200)), along: stack.axis)
    return stack
  }
}

extension DirectSolverDifferentialTests {
  @Test("equalCentering with a pair tied with views at 149: both solvers agree")
  func centeringTieScenes() {
    let (handled, failures) = DifferentialScenes.compare(
      "centering ties", count: 3_000, seed: 0x4345_4E54_4945, recording: 3,
      CenteringTieScenes.scene)
    #expect(failures == 0, "\(failures) of \(handled) directly solved scenes disagree")
    // 2,338 before the direct solver decided such ties (108 of them now).
    #expect(handled >= 2_400, "only \(handled) of 3,000 solved directly")
  }
}
