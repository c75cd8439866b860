/// How many colours the backend draws with.
///
/// It matches StackRender's `ColorMode` case for case (`.monochrome` there too).
public enum TerminalColorSupport: Hashable, Sendable {
  /// The 256 xterm colours: `TerminalColor.indexed(_:)` is used as is.
  case colors256
  /// The 8 ANSI colours: each indexed colour is drawn as the ANSI colour of the
  /// nearest hue, or as black or white when it is nearly grey.
  case colors8
  /// No colour at all: only bold, dim, reverse and underline are drawn.
  case monochrome

  /// Chooses the colour support from what the terminal reports and what the user asked.
  ///
  /// In order: no colour when the user asked for none (`--no-color`, `NO_COLOR`)
  /// or the terminal has none; 256 colours when the terminal has at least 256;
  /// otherwise 8 colours (a 16-colour terminal is driven as an 8-colour one).
  ///
  /// - Parameters:
  ///   - colors: ncurses's `COLORS` after `start_color`.
  ///   - hasColors: ncurses's `has_colors()`.
  ///   - noColor: Whether the user turned colour off.
  static func select(colors: Int, hasColors: Bool, noColor: Bool) -> TerminalColorSupport {
    if noColor || !hasColors || colors < 8 { return .monochrome }
    return colors >= 256 ? .colors256 : .colors8
  }
}

/// Whether the character set of the current locale is UTF-8.
///
/// - Parameter codeset: What `nl_langinfo(CODESET)` returns after
///   `setlocale(LC_ALL, "")`, such as `"UTF-8"` (glibc), `"utf8"` (some other C
///   libraries) or `"ANSI_X3.4-1968"` (the C locale).
/// - Returns: `true` for any spelling of UTF-8, ignoring case and the hyphen.
func codesetIsUTF8(_ codeset: String) -> Bool {
  let letters = codeset.lowercased().filter { $0 != "-" && $0 != "_" }
  return letters == "utf8"
}
