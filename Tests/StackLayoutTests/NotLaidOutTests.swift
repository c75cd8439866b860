import Testing

@testable import StackLayout

/// Stacks of more than 64 views whose configuration the direct solver does not
/// cover are not laid out (issue 12: the dense constraint solver grows like n³,
/// so such a stack took minutes, or aborted asking for tens of gigabytes).
@Suite("Stacks beyond the constraint solver's limit")
struct NotLaidOutTests {
  /// An equalCentering stack 10 points wide per view, its views 10 and 20
  /// points wide in turn, all resisting horizontal compression at 149: the
  /// priority of the first centring pair's equality (`150 - 1`). The centres
  /// cannot be evenly spaced, and that pair and every view are decided together,
  /// a tie the direct solver hands over.
  static func contradictory(_ count: Int) -> StackView {
    StackView(
      axis: .horizontal, distribution: .equalCentering, alignment: .center,
      size: PartialSize(width: 10 * Double(count), height: 50),
      arrangedSubviews: (0..<count).map { index in
        ArrangedView(
          name: "v\(index)",
          intrinsicSize: PartialSize(width: 10 + 10 * Double(index % 2), height: 10),
          compressionResistance: PerAxis(horizontal: 149, vertical: Priority.defaultHigh))
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
    #expect(layout.size == Size(width: 650, height: 50))
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
    // Whatever gives along the axis, the views are centred in the 50-point height.
    #expect(layout.frames.allSatisfy { $0.y == 20 && $0.height == 10 })
  }
}
