import StackScene

/// How each palette colour is drawn in each colour mode.
///
/// | colour | 256 | 8 | letter | fill | ASCII fill |
/// |--------|-----|---|--------|------|------------|
/// | red    | 160 | 1 | R | `░` | `%` |
/// | orange | 208 | 3 | O | `▒` | `*` |
/// | yellow | 220 | 3 | Y | `▓` | `~` |
/// | green  |  71 | 2 | G | `·` | `;` |
/// | teal   |  37 | 6 | T | `≈` | `=` |
/// | blue   |  26 | 4 | B | `▚` | `@` |
/// | purple |  97 | 5 | P | `╳` | `&` |
/// | pink   | 211 | 5 | K | `∷` | `"` |
/// | brown  | 130 | 3 | N | `▞` | `$` |
/// | gray   | 246 | 7 | A | `◦` | `,` |
///
/// With 8 colours some colours share one (orange, yellow and brown; purple and
/// pink); their names and, in monochrome, their fills and letters tell them apart.
extension PaletteColor {
  /// The xterm 256-colour index the colour's boxes are filled with.
  public var xterm256Index: UInt8 { entry.xterm256 }

  /// The ANSI colour (0-7) the colour's boxes are filled with when only 8 are available.
  public var ansi8Index: UInt8 { entry.ansi8 }

  /// The letter that stands for the colour: on every box in monochrome, and on
  /// boxes too small for their name.
  public var letter: Character { entry.letter }

  /// The character a box of this colour is filled with in monochrome; distinct
  /// for every colour, and distinct from the border and mark glyphs of the set.
  public func fillCharacter(_ glyphs: GlyphSet) -> Character {
    return glyphs == .unicode ? entry.unicodeFill : entry.asciiFill
  }

  /// The style of a box of this colour, and of the text on it: the colour as
  /// background with black or white text, whichever reads better on it (plain in
  /// monochrome).
  public func boxStyle(_ mode: ColorMode) -> CellStyle {
    switch mode {
    case .colors256:
      return CellStyle(
        foreground: .indexed(entry.darkText256 ? 16 : 231), background: .indexed(entry.xterm256))
    case .colors8:
      return CellStyle(
        foreground: .indexed(entry.darkText8 ? 0 : 7), background: .indexed(entry.ansi8))
    case .monochrome:
      return .plain
    }
  }

  /// The style of a mark drawn in this colour on the terminal's own background
  /// (such as an overflow arrow or a hidden view's name).
  public func accentStyle(_ mode: ColorMode) -> CellStyle {
    switch mode {
    case .colors256: CellStyle(foreground: .indexed(xterm256Index), bold: true)
    case .colors8: CellStyle(foreground: .indexed(ansi8Index), bold: true)
    case .monochrome: CellStyle(bold: true)
    }
  }

  /// The colour a view is drawn in: the palette colour it names, or, when it
  /// names none (or a name not in the palette), the one handed out for its index.
  public static func forView(named colorName: String?, at index: Int) -> PaletteColor {
    colorName.flatMap(PaletteColor.init(rawValue:)) ?? .automatic(forIndex: index)
  }

  private struct Entry {
    var xterm256: UInt8
    var darkText256: Bool
    var ansi8: UInt8
    var darkText8: Bool
    var letter: Character
    var unicodeFill: Character
    var asciiFill: Character
  }

  /// How this colour is drawn.
  private var entry: Entry {
    switch self {
    case .red:
      Entry(
        xterm256: 160, darkText256: false, ansi8: 1, darkText8: false, letter: "R",
        unicodeFill: "░", asciiFill: "%")
    case .orange:
      Entry(
        xterm256: 208, darkText256: true, ansi8: 3, darkText8: true, letter: "O",
        unicodeFill: "▒", asciiFill: "*")
    case .yellow:
      Entry(
        xterm256: 220, darkText256: true, ansi8: 3, darkText8: true, letter: "Y",
        unicodeFill: "▓", asciiFill: "~")
    case .green:
      Entry(
        xterm256: 71, darkText256: true, ansi8: 2, darkText8: true, letter: "G",
        unicodeFill: "·", asciiFill: ";")
    case .teal:
      Entry(
        xterm256: 37, darkText256: true, ansi8: 6, darkText8: true, letter: "T",
        unicodeFill: "≈", asciiFill: "=")
    case .blue:
      Entry(
        xterm256: 26, darkText256: false, ansi8: 4, darkText8: false, letter: "B",
        unicodeFill: "▚", asciiFill: "@")
    case .purple:
      Entry(
        xterm256: 97, darkText256: false, ansi8: 5, darkText8: false, letter: "P",
        unicodeFill: "╳", asciiFill: "&")
    case .pink:
      Entry(
        xterm256: 211, darkText256: true, ansi8: 5, darkText8: false, letter: "K",
        unicodeFill: "∷", asciiFill: "\"")
    case .brown:
      Entry(
        xterm256: 130, darkText256: false, ansi8: 3, darkText8: true, letter: "N",
        unicodeFill: "▞", asciiFill: "$")
    case .gray:
      Entry(
        xterm256: 246, darkText256: true, ansi8: 7, darkText8: true, letter: "A",
        unicodeFill: "◦", asciiFill: ",")
    }
  }
}
