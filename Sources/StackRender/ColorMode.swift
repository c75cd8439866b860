/// How many colours the renderer may use.
///
/// The playground picks the richest mode the terminal supports: 256 colours,
/// then the 8 ANSI colours, then none. In monochrome, views are told apart by
/// their fill characters and letters (see ``PaletteColor/fillCharacter(_:)``).
public enum ColorMode: Hashable, Sendable, CaseIterable {
  /// The 256 xterm colours.
  case colors256
  /// The 8 ANSI colours (black, red, green, yellow, blue, magenta, cyan, white).
  case colors8
  /// No colour: only bold, dim, reverse and underline.
  case monochrome

  /// The richest mode a terminal reporting `count` colours can show.
  public init(colorCount count: Int) {
    if count >= 256 {
      self = .colors256
    } else if count >= 8 {
      self = .colors8
    } else {
      self = .monochrome
    }
  }
}
