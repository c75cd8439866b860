import Testing

@testable import StackLayout

/// Stacks of more than 64 views whose configuration the direct solver does not
/// cover are not laid out (issue 12: the dense constraint solver grows like n³,
/// so such a stack took minutes, or aborted asking for tens of gigabytes).
@Suite("Stacks beyond the constraint solver's limit")
struct NotLaidOutTests {
  /// A vertical baseline-relative equalCentering stack 5 points tall per view,
  /// its views 10 and 20 points tall in turn, each hanging the next from a last
  /// baseline 5 points down and resisting vertical compression at 100, below the
  /// first centring pair's priority (`150 - 1`): the views overflow, and their
  /// lengths trade with the centring equalities, which the direct solver hands
  /// over.
  static func contradictory(_ count: Int) -> StackView {
    StackView(
      axis: .vertical, distribution: .equalCentering, alignment: .center,
      size: PartialSize(width: 50, height: 5 * Double(count)),
      isBaselineRelativeArrangement: true,
      arrangedSubviews: (0..<count).map { index in
        var view = ArrangedView(
          name: "v\(index)",
          intrinsicSize: PartialSize(width: 10, height: 10 + 10 * Double(index % 2)),
          compressionResistance: PerAxis(horizontal: Priority.defaultHigh, vertical: 100))
        view.lastBaseline = 5
        return view
      })
  }

  @Test("the configuration is handed over at 64 and 65 views alike")
  func handedOver() {
    for count in [64, 65] {
      var workspace = DirectSolverWorkspace(capacity: count)
      let solved = workspace.solveWithoutHandover(Self.contradictory(count))
      #expect(!solved, "\(count) views")
    }
  }

  @Test("65 views: not laid out, with the reason on every view and no constraints")
  func sixtyFiveViews() throws {
    let layout = Self.contradictory(65).layout()
    let why = try #require(layout.notLaidOut)
    #expect(why.contains("at most 64 views (this stack has 65)"))
    #expect(layout.size == Size(width: 50, height: 325))
    #expect(layout.views.count == 65)
    #expect(layout.frames.allSatisfy { $0 == Rect(x: 0, y: 0, width: 0, height: 0) })
    let reasons = layout.views.map(\.reason)
    #expect(reasons.allSatisfy { reason in reason.along == why && reason.across == why })
    #expect(layout.constraints.isEmpty)
  }

  @Test("64 views: laid out by the constraint solver, every frame finite and in the stack")
  func sixtyFourViews() {
    let layout = Self.contradictory(64).layout()
    #expect(layout.notLaidOut == nil)
    #expect(layout.views.count == 64)
    #expect(!layout.constraints.isEmpty)
    // Whatever gives along the axis, the views are centred in the 50-point width.
    #expect(layout.frames.allSatisfy { $0.x == 20 && $0.width == 10 })
  }
}
