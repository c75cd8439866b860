import StackLayout
import Testing

/// The canvas tests draw hand-made layouts. This suite checks those hand-worked
/// frames against the solver, so the pictures show what the playground will show.
@Suite("Fixtures agree with the solver")
struct FixtureSolverTests {
  static let fixtures: [(String, Fixture)] = [
    ("threeHorizontal", Fixtures.threeHorizontal),
    ("threeVertical", Fixtures.threeVertical),
    ("overflow", Fixtures.overflow),
    ("hidden", Fixtures.hidden),
    ("equalCenteringVertical", Fixtures.equalCenteringVertical),
    ("equalCenteringHorizontal", Fixtures.equalCenteringHorizontal),
    ("tiny", Fixtures.tiny),
    ("overlap", Fixtures.overlap),
    ("margins", Fixtures.margins),
    ("korean", Fixtures.korean),
  ]

  @Test("Hand-worked frames match the solver", arguments: fixtures)
  func agree(name: String, fixture: Fixture) {
    let solved = fixture.stack.layout()
    #expect(abs(solved.size.width - fixture.layout.size.width) < 1e-6, "\(name) width")
    #expect(abs(solved.size.height - fixture.layout.size.height) < 1e-6, "\(name) height")
    #expect(solved.views.count == fixture.layout.views.count)
    for (mine, theirs) in zip(fixture.layout.views, solved.views) {
      let a = mine.frame
      let b = theirs.frame
      let close =
        abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && abs(a.width - b.width) < 1e-6
        && abs(a.height - b.height) < 1e-6
      #expect(close, "\(name).\(mine.name): hand \(a), solver \(b)")
      #expect(mine.isHidden == theirs.isHidden)
    }
  }
}
