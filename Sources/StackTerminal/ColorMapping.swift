import StackRender

/// Folding the 256 xterm colours onto the 8 ANSI colours, for 8-colour terminals.
///
/// The rule, applied to the colour as xterm draws it:
///
/// - 0–7 are the ANSI colours themselves.
/// - 8–15 (the bright variants) become their base colour, `n - 8`, except 8,
///   bright black, a mid grey: it becomes 7, which 8-colour terminals draw as
///   light grey, so grey stays visible on a black background.
/// - 16–255 (the 6×6×6 cube and the grey ramp) are converted to red, green and
///   blue. A colour whose saturation (max − min) / max is at most 30% counts as
///   grey: black (0) when its lightness (max + min) / 2 is below 128, else white
///   (7). Any other colour keeps the channels that are at least halfway between
///   its smallest and largest channel (red 1, green 2, blue 4, added up), which
///   picks the ANSI colour of the nearest hue; a tie at exactly halfway keeps the
///   channel.
///
/// Some results, worked out by hand:
///
/// ```
/// index  red green blue  ANSI
///    16    0    0    0   0 black     (grey, lightness 0)
///    52   95    0    0   1 red       (hue 0°)
///   202  255   95    0   1 red       (hue 22°: nearer 0° than 60°)
///   208  255  135    0   3 yellow    (hue 32°: nearer 60° than 0°)
///    34    0  175    0   2 green
///    37    0  175  175   6 cyan
///    33    0  135  255   6 cyan      (hue 208°: nearer 180° than 240°)
///    98  135   95  215   4 blue      (hue 260°: nearer 240° than 300°)
///   211  255  135  175   1 red       (hue 340°)
///   201  255    0  255   5 magenta
///   103  135  135  175   7 white     (saturation 22.9%: grey, lightness 155)
///    60   95   95  135   0 black     (saturation 29.6%: grey, lightness 115)
///   243  118  118  118   0 black     (grey, lightness 118)
///   244  128  128  128   7 white     (grey, lightness 128)
/// ```
enum ANSIColorFolding {
  /// The 16 system colours folded onto the first 8, indexed by colour number.
  private static let systemColors: [Int] = [0, 1, 2, 3, 4, 5, 6, 7, 7, 1, 2, 3, 4, 5, 6, 7]

  /// The channel values of the six steps of xterm's colour cube.
  private static let cubeSteps: [Int] = [0, 95, 135, 175, 215, 255]

  /// The ANSI colour (0–7) an xterm colour index is drawn as on an 8-colour terminal.
  static func ansiColor(forIndexed index: UInt8) -> Int {
    if index < 16 { return systemColors[Int(index)] }
    let (red, green, blue) = rgb(ofIndexed: index)
    let largest = max(red, green, blue)
    let smallest = min(red, green, blue)
    let chroma = largest - smallest
    if chroma * 10 <= largest * 3 {
      return largest + smallest < 256 ? 0 : 7
    }
    // A channel is kept when channel - smallest >= chroma / 2, compared in
    // doubled units so that odd chromas need no rounding.
    func kept(_ channel: Int) -> Bool { (channel - smallest) * 2 >= chroma }
    return (kept(red) ? 1 : 0) + (kept(green) ? 2 : 0) + (kept(blue) ? 4 : 0)
  }

  /// Red, green and blue (0–255) of an xterm colour index from 16 to 255.
  ///
  /// 16–231 are the cube `16 + 36 r + 6 g + b` with steps 0, 95, 135, 175, 215,
  /// 255; 232–255 are greys from 8 to 238 in steps of 10.
  static func rgb(ofIndexed index: UInt8) -> (red: Int, green: Int, blue: Int) {
    let value = Int(index)
    precondition(value >= 16, "the system colours 0-15 have no fixed RGB value")
    if value >= 232 {
      let level = 8 + 10 * (value - 232)
      return (level, level, level)
    }
    let cube = value - 16
    return (cubeSteps[cube / 36], cubeSteps[cube / 6 % 6], cubeSteps[cube % 6])
  }
}

/// The ncurses colour number for a `TerminalColor`.
///
/// - Parameters:
///   - color: The colour the renderer asked for.
///   - support: The colour support in use; `.monochrome` never asks.
///   - defaultColors: Whether `use_default_colors` succeeded, so that -1 means
///     the terminal's own default colour. Without it, the default foreground is
///     white (7) and the default background black (0).
///   - isForeground: Whether the colour is a foreground.
func cursesColorNumber(
  for color: TerminalColor, support: TerminalColorSupport, defaultColors: Bool,
  isForeground: Bool
) -> Int {
  switch color {
  case .default:
    if defaultColors { return -1 }
    return isForeground ? 7 : 0
  case .indexed(let index):
    return support == .colors256 ? Int(index) : ANSIColorFolding.ansiColor(forIndexed: index)
  }
}
