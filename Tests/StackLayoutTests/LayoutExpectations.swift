import Testing

@testable import StackLayout

/// How far a laid-out number may be from the hand-worked one.
let layoutTolerance = 1e-9

/// A column of 200 labels 100 wide and 20 tall, both baselines at 16, named
/// `prefix` and their index: vertical baseline-relative equalCentering, spacing 8,
/// no size, default priorities but those `lower` changes (the labels' views).
func labelColumn(prefix: String = "label", lower: (inout [ArrangedView]) -> Void) -> StackView {
  var views = (0..<200).map { k in
    arranged("\(prefix)\(k)", width: 100, height: 20, firstBaseline: 16, lastBaseline: 16)
  }
  lower(&views)
  return StackView(
    axis: .vertical, distribution: .equalCentering, spacing: 8,
    isBaselineRelativeArrangement: true, arrangedSubviews: views)
}

/// An arranged view with an intrinsic size and default priorities unless given.
func arranged(
  _ name: String, width: Double?, height: Double?,
  hugging: PerAxis<Double> = PerAxis(horizontal: 250, vertical: 250),
  compressionResistance: PerAxis<Double> = PerAxis(horizontal: 750, vertical: 750),
  isHidden: Bool = false, customSpacingAfter: Double? = nil,
  firstBaseline: Double? = nil, lastBaseline: Double? = nil
) -> ArrangedView {
  ArrangedView(
    name: name, intrinsicSize: PartialSize(width: width, height: height), hugging: hugging,
    compressionResistance: compressionResistance, isHidden: isHidden,
    customSpacingAfter: customSpacingAfter, firstBaseline: firstBaseline,
    lastBaseline: lastBaseline)
}

/// A rectangle in a compact form for expectations: `frame(x, y, width, height)`.
func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

/// Text for a rectangle in failure messages.
func describe(_ rect: Rect) -> String {
  "(x \(rect.x), y \(rect.y), w \(rect.width), h \(rect.height))"
}

/// Whether two numbers agree within ``layoutTolerance``.
func close(_ a: Double, _ b: Double) -> Bool {
  abs(a - b) <= layoutTolerance
}

/// Expects the stack's size and every arranged view's frame to match, each number
/// within ``layoutTolerance``.
func expectLayout(
  _ layout: StackViewLayout, size: Size, frames: [Rect],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    close(layout.size.width, size.width) && close(layout.size.height, size.height),
    "stack size is \(layout.size.width) x \(layout.size.height), expected \(size.width) x \(size.height)",
    sourceLocation: sourceLocation)
  #expect(
    layout.frames.count == frames.count,
    "\(layout.frames.count) frames, expected \(frames.count)", sourceLocation: sourceLocation)
  for (index, (actual, expected)) in zip(layout.frames, frames).enumerated() {
    let matches =
      close(actual.x, expected.x) && close(actual.y, expected.y)
      && close(actual.width, expected.width) && close(actual.height, expected.height)
    #expect(
      matches,
      "view \(index) (\(layout.views[index].name)) is \(describe(actual)), expected \(describe(expected))",
      sourceLocation: sourceLocation)
  }
}

/// Expects the direct solver to lay `stack` out itself (not hand it to the
/// constraint solver), and both `layout()` and the constraint solver to give the
/// hand-worked `size` and `frames`.
func expectDirectAndReference(
  _ stack: StackView, size: Size, frames: [Rect],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var workspace = DirectSolverWorkspace()
  let direct = workspace.solveDirectly(stack)
  #expect(direct, "handed over at \(workspace.fallbackSite)", sourceLocation: sourceLocation)
  expectLayout(stack.layout(), size: size, frames: frames, sourceLocation: sourceLocation)
  expectLayout(
    stack.layout(using: .constraintSolver), size: size, frames: frames,
    sourceLocation: sourceLocation)
}

/// Expects every required constraint the stack generated to hold.
func expectRequiredConstraintsHold(
  _ layout: StackViewLayout, sourceLocation: SourceLocation = #_sourceLocation
) {
  let names = layout.views.map(\.name)
  for solved in layout.constraints where solved.constraint.isRequired {
    #expect(
      solved.status == .holds,
      "required \(solved.constraint.formatted(names: names)) is \(solved.status)",
      sourceLocation: sourceLocation)
  }
}

/// The identifiers of every constraint in the layout.
func identifiers(_ layout: StackViewLayout) -> Set<String> {
  Set(layout.constraints.map(\.constraint.identifier))
}

/// Lays the stack out and expects its required constraints to hold, as they must
/// whenever they do not conflict.
func laidOut(_ stack: StackView, sourceLocation: SourceLocation = #_sourceLocation)
  -> StackViewLayout
{
  let layout = stack.layout()
  expectRequiredConstraintsHold(layout, sourceLocation: sourceLocation)
  return layout
}
