/// The characters the renderer draws lines and marks with.
///
/// Unicode box drawing where the terminal speaks UTF-8; plain ASCII otherwise
/// (or when the user asks for `--ascii`).
public enum GlyphSet: Hashable, Sendable, CaseIterable {
  /// Light box drawing (`┌─┐│└┘`), heavy lines for the selection, `…` to shorten text.
  case unicode
  /// `+-|` boxes, `#` for the selection, `.` to shorten text.
  case ascii

  /// The glyph set for a locale name such as the value of `LC_ALL`, `LC_CTYPE` or
  /// `LANG`: Unicode when it names UTF-8 (`en_US.UTF-8`, `C.utf8`), ASCII
  /// otherwise or when there is none.
  public static func forLocale(_ name: String?) -> GlyphSet {
    guard let name else { return .ascii }
    let lowered = name.lowercased()
    return lowered.contains("utf-8") || lowered.contains("utf8") ? .unicode : .ascii
  }

  /// The character that ends a shortened text: `…`, or `.` in ASCII.
  public var ellipsis: Character { self == .unicode ? "…" : "." }

  /// The glyphs of a border of the given weight.
  func border(_ weight: BorderWeight) -> BorderGlyphs {
    switch (self, weight) {
    case (.unicode, .light): BorderGlyphs("┌─┐│└┘")
    case (.unicode, .heavy): BorderGlyphs("┏━┓┃┗┛")
    case (.unicode, .dashed): BorderGlyphs("╭╌╮╎╰╯")
    case (.ascii, .light): BorderGlyphs("+-+|++")
    case (.ascii, .heavy): BorderGlyphs("######")
    case (.ascii, .dashed): BorderGlyphs("...:::")
    }
  }

  /// The mark for a view's centre on the stack's outline (equalCentering).
  var centerMark: Character { self == .unicode ? "┼" : "+" }
  /// The hatching of the layout-margins band.
  var marginHatch: Character { self == .unicode ? "╱" : "/" }

  /// The mark on the stack's outline where a view is cut off at that edge.
  func overflowMark(_ edge: Edge) -> Character {
    switch (self, edge) {
    case (.unicode, .leading): "«"
    case (.unicode, .trailing): "»"
    case (.unicode, .top): "▲"
    case (.unicode, .bottom): "▼"
    case (.ascii, .leading): "<"
    case (.ascii, .trailing): ">"
    case (.ascii, .top): "^"
    case (.ascii, .bottom): "v"
    }
  }

  /// An edge of the stack.
  enum Edge: CaseIterable {
    case leading, trailing, top, bottom
  }
}

/// How heavy a border is.
public enum BorderWeight: Hashable, Sendable, CaseIterable {
  /// Thin lines: an ordinary box.
  case light
  /// Thick lines (`#` in ASCII): the selected box.
  case heavy
  /// Dashed lines (dots in ASCII): the stack's own bounds.
  case dashed
}

/// The six characters of a border: corners, horizontal and vertical lines.
struct BorderGlyphs {
  var topLeft: Character
  var horizontal: Character
  var topRight: Character
  var vertical: Character
  var bottomLeft: Character
  var bottomRight: Character

  /// The glyphs from a string of six characters, in the order of the properties.
  init(_ six: String) {
    let characters = Array(six)
    precondition(characters.count == 6, "a border needs six glyphs")
    topLeft = characters[0]
    horizontal = characters[1]
    topRight = characters[2]
    vertical = characters[3]
    bottomLeft = characters[4]
    bottomRight = characters[5]
  }
}
