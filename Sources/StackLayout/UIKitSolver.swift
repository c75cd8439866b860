extension StackView {
  /// Lays the stack out as UIKit's `UIStackView` would.
  public func layout() -> StackViewLayout {
    fatalError("not yet")
  }
}
