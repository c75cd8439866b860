import Testing

@testable import StackLayout

/// The compact storage that keeps a 10,000-view solve small in memory, and the
/// direct solver's one-pass allocation, checked on cases worked out by hand.
@Suite("Compact storage and one-pass allocation")
struct CompactStorageTests {
  @Test("an absent length is nil, and NaN reads back as absent")
  func absentLengths() {
    var size = PartialSize(width: 10)
    #expect(size.width == 10)
    #expect(size.height == nil)
    size.height = .nan
    #expect(size.height == nil)
    #expect(size == PartialSize(width: 10))
    size.width = nil
    #expect(size == PartialSize())
    #expect(size.length(along: .horizontal) == nil)

    var view = ArrangedView(name: "a", customSpacingAfter: 4, lastBaseline: 12)
    #expect(view.customSpacingAfter == 4)
    #expect(view.firstBaseline == nil)
    #expect(view.lastBaseline == 12)
    view.customSpacingAfter = nil
    view.firstBaseline = .nan
    #expect(view.customSpacingAfter == nil)
    #expect(view.firstBaseline == nil)
    #expect(view == ArrangedView(name: "a", lastBaseline: 12))
    #expect(view != ArrangedView(name: "a", lastBaseline: 13))
  }

  @Test("equal values hash alike, absent lengths included")
  func hashing() {
    let views: Set = [
      ArrangedView(name: "a", intrinsicSize: PartialSize(width: 1)),
      ArrangedView(name: "a", intrinsicSize: PartialSize(width: 1, height: .nan)),
      ArrangedView(name: "a", intrinsicSize: PartialSize(width: 1, height: 2)),
    ]
    #expect(views.count == 2)
  }

  @Test("the smaller layouts the solver's speed at 10,000 views depends on")
  func sizes() {
    #expect(MemoryLayout<PartialSize>.size == 16)
    #expect(MemoryLayout<ArrangedView>.stride <= 112)
    #expect(MemoryLayout<ConstraintKey>.size == 16)
    #expect(MemoryLayout<DirectSolverWorkspace.Item>.stride == 56)
  }

  @Test("constraint keys keep their order with ranks stored in 32 bits")
  func keyOrder() {
    let view = ConstraintKey(priority: 50, rank: 3, kind: 0)
    #expect(ConstraintKey.alongFitting.rank == Int.max)
    #expect(view < ConstraintKey.alongFitting)
    #expect(ConstraintKey.trailingConnection.rank == -1)
    #expect(ConstraintKey.equalGapsGive < ConstraintKey.trailingConnection)
    #expect(ConstraintKey(priority: 50, rank: 2, kind: 9) < view)
  }

  @Test("equalSpacing with no height: the stack shrinks, not the required equal gaps")
  func equalGapsHoldAgainstTheFittingSize() {
    // Worked by hand: three views without a height (0 each) and a hidden fourth;
    // spacing 14 after v0 and -26 after v1, both required. The equal gaps must be
    // at least the widest spacing, 14; the stack's wish to be 0 tall (@50) only
    // shrinks the stack, so the gaps stay 14: y = 0, 14, 28, the hidden view
    // collapsed at 28, the stack 28 tall. Alignment fill: every view 202 wide.
    // (Once, the one-pass allocation let the gaps shrink to 0 here.)
    let stack = StackView(
      axis: .vertical, distribution: .equalSpacing, alignment: .fill, spacing: -26,
      size: PartialSize(width: 202),
      arrangedSubviews: [
        ArrangedView(
          name: "v0", intrinsicSize: PartialSize(width: 157.5),
          compressionResistance: PerAxis(horizontal: 1000, vertical: 142.1),
          customSpacingAfter: 14),
        ArrangedView(
          name: "v1", intrinsicSize: PartialSize(width: 113.5),
          hugging: PerAxis(horizontal: 751, vertical: 50)),
        ArrangedView(name: "v2", intrinsicSize: PartialSize(width: 200)),
        ArrangedView(
          name: "v3", intrinsicSize: PartialSize(width: 181, height: 97.5), isHidden: true),
      ])
    var workspace = DirectSolverWorkspace()
    workspace.solve(stack)
    #expect(!workspace.usedConstraintSolver)
    #expect(workspace.frames.map(\.y) == [0, 14, 28, 28])
    #expect(workspace.frames.map(\.height) == [0, 0, 0, 0])
    #expect(workspace.frames.map(\.width) == [202, 202, 202, 202])
    #expect(workspace.size == Size(width: 202, height: 28))
  }

  @Test("fill with room to spare: the first view with the lowest hugging takes it")
  func oneViewTakesTheRoom() {
    // Worked by hand: 40 + 30 + 20 and two gaps of 5 need 100 of 160. Hugging 250,
    // 200, 200: the cheapest to grow is (200, rank 1), v1, which takes all 60.
    let stack = StackView(
      axis: .horizontal, spacing: 5, size: PartialSize(width: 160, height: 10),
      arrangedSubviews: [
        ArrangedView(name: "v0", intrinsicSize: PartialSize(width: 40, height: 10)),
        ArrangedView(
          name: "v1", intrinsicSize: PartialSize(width: 30, height: 10),
          hugging: PerAxis(horizontal: 200, vertical: 250)),
        ArrangedView(
          name: "v2", intrinsicSize: PartialSize(width: 20, height: 10),
          hugging: PerAxis(horizontal: 200, vertical: 250)),
      ])
    var workspace = DirectSolverWorkspace()
    workspace.solve(stack)
    #expect(!workspace.usedConstraintSolver)
    #expect(workspace.frames.map(\.x) == [0, 45, 140])
    #expect(workspace.frames.map(\.width) == [40, 90, 20])
  }

  @Test(
    "fill overflowing: views give way level by level, in arrangement order within a level",
    arguments: [(100.0, [0.0, 60, 40], [0.0, 0, 60]), (40.0, [0.0, 40, 0], [0.0, 0, 40])])
  func givesByLevels(width: Double, widths: [Double], xs: [Double]) {
    // Worked by hand: three views 60 wide, no spacing, compression resistance
    // 300, 500, 300. Pinned 100: 80 must go; the 300s give first, v0 all its 60,
    // then v2 20: widths 0, 60, 40. Pinned 40: 140 must go; v0 and v2 give 60
    // each, then v1 (500) gives 20: widths 0, 40, 0.
    let resistances: [Double] = [300, 500, 300]
    let stack = StackView(
      axis: .horizontal, size: PartialSize(width: width, height: 10),
      arrangedSubviews: resistances.indices.map { index in
        ArrangedView(
          name: "v\(index)", intrinsicSize: PartialSize(width: 60, height: 10),
          compressionResistance: PerAxis(horizontal: resistances[index], vertical: 750))
      })
    var workspace = DirectSolverWorkspace()
    workspace.solve(stack)
    #expect(!workspace.usedConstraintSolver)
    #expect(workspace.frames.map(\.width) == widths)
    #expect(workspace.frames.map(\.x) == xs)
  }
}

/// The one-variable minimiser when a tier's slope must come back to exactly 0.
@Suite("One-variable minimiser")
struct OneVariableMinimiserTests {
  @Test("a slope that cancels up to a rounding error counts as flat")
  func roundingErrorIsFlat() {
    // Worked by hand: four errors at one priority, with a = 0.21127633209417596 and
    // b = 0.08426270136307311 (weights of the I / D kind): a·x and b·x rising from 0,
    // a·(10 - x) and b·(20 - x) falling. Their sum is a·10 + b·20, the same for every
    // x in [0, 10], and grows by a per unit from 10 to 20: the tier holds x to
    // [0, 10]. In floating point a + b - a - b is -1.39e-17 in some orders, which
    // without a tolerance would push the answer to 10 alone.
    let a = 0.21127633209417596
    let b = 0.08426270136307311
    // In the order [3, 0, 1, 2] below the tier's slope at 0 is summed as
    // a - b - a + b, which is not 0.
    #expect(a - b - a + b < 0)
    func key(_ rank: Int) -> ConstraintKey { ConstraintKey(priority: 500, rank: rank, kind: 0) }
    for order in [[3, 0, 1, 2], [3, 2, 1, 0], [0, 1, 2, 3], [2, 3, 0, 1]] {
      let all = [
        LineTerm(key: key(order[0]), point: 0, weight: a, shape: .rising),
        LineTerm(key: key(order[1]), point: 0, weight: b, shape: .rising),
        LineTerm(key: key(order[2]), point: 10, weight: a, shape: .falling),
        LineTerm(key: key(order[3]), point: 20, weight: b, shape: .falling),
      ]
      var terms = all
      var points: [(Double, Double)] = []
      let solved = minimizeLexicographically(&terms, lower: 0, upper: 100, points: &points)
      // After the tier's total, each error on its own, the most important (highest
      // rank) first: rank 3 and 2 decide within [0, 10].
      #expect(solved != nil)
      guard let solved else { continue }
      var lower = 0.0
      var upper = 10.0
      for term in all.sorted(by: { $0.key > $1.key }) {
        switch term.shape {
        case .rising: upper = max(lower, min(upper, term.point))
        case .falling: lower = min(upper, max(lower, term.point))
        case .vee: break
        }
      }
      #expect(solved.lower == lower && solved.upper == upper, "order \(order)")
    }
  }
}
