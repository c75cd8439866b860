import Foundation
import StackLayout
import TestSupport
import Testing

@testable import StackRender

/// A stack and a hand-made layout of it: what the canvas tests draw, without the solver.
struct Fixture {
  var stack: StackView
  var layout: StackViewLayout

  /// A fixture from views given as (name, colour, intrinsic size, frame, hidden).
  init(
    _ stack: StackView, size: Size,
    frames: [(x: Double, y: Double, width: Double, height: Double)]
  ) {
    precondition(frames.count == stack.arrangedSubviews.count, "one frame per view")
    self.stack = stack
    let views = zip(stack.arrangedSubviews, frames).map { view, frame in
      ViewLayout(
        name: view.name,
        frame: Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height),
        isHidden: view.isHidden, reason: SizeReason(along: "", across: ""))
    }
    layout = StackViewLayout(size: size, views: views, constraints: [])
  }
}

/// A view with a colour and an intrinsic size.
func view(
  _ name: String, _ color: String? = nil, width: Double? = nil, height: Double? = nil,
  hidden: Bool = false
) -> ArrangedView {
  ArrangedView(
    name: name, color: color, intrinsicSize: PartialSize(width: width, height: height),
    isHidden: hidden)
}
