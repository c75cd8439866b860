/// What a terminal can do with its output, as the bytes that do it.
///
/// A pure value, so that ``FrameEncoder`` can be tested without a terminal: the
/// real table comes from the terminal's terminfo entry through ncurses (see
/// `TerminalCapabilities.fromTerminfo(lineFeedReturns:)`), with every string
/// already formatted by `tiparm` and stripped of padding. A capability the
/// terminal lacks is `nil` and is never used.
///
/// The names in the comments are the terminfo capability names.
struct TerminalCapabilities {
  /// A capability that takes one number (a column, a count, a colour).
  typealias OneParameter = (Int) -> [UInt8]

  /// `clear`: clears the screen and puts the cursor in the top-left corner.
  var clearScreen: [UInt8]
  /// `cup`: moves the cursor to a row and column (both from 0).
  var cursorAddress: (_ row: Int, _ column: Int) -> [UInt8]
  /// `hpa`: moves the cursor to a column of its row.
  var columnAddress: OneParameter?
  /// `vpa`: moves the cursor to a row, keeping its column.
  var rowAddress: OneParameter?
  /// `cuf1`, `cub1`, `cuu1`, `cud1`: one cell right, left, up, down.
  var cursorRight1: [UInt8]?
  var cursorLeft1: [UInt8]?
  var cursorUp1: [UInt8]?
  var cursorDown1: [UInt8]?
  /// `cuf`, `cub`, `cuu`, `cud`: n cells right, left, up, down.
  var cursorRight: OneParameter?
  var cursorLeft: OneParameter?
  var cursorUp: OneParameter?
  var cursorDown: OneParameter?
  /// `cr`: to the first column of the row.
  var carriageReturn: [UInt8]?

  /// `sgr0`: all attributes off.
  var exitAttributes: [UInt8]?
  /// `sgr`: sets exactly the given attributes (the others off).
  var setAttributes: ((TextAttributes) -> [UInt8])?
  /// `bold`, `dim`, `rev`, `smul`: turn one attribute on.
  var enterBold: [UInt8]?
  var enterDim: [UInt8]?
  var enterReverse: [UInt8]?
  var enterUnderline: [UInt8]?
  /// `rmul`: underline off (the only attribute with its own "off").
  var exitUnderline: [UInt8]?
  /// `op`: default foreground and background.
  var originalColors: [UInt8]?
  /// `setaf`, `setab`: a foreground or background colour by number.
  var setForeground: OneParameter?
  var setBackground: OneParameter?

  /// `el`: erases from the cursor to the end of the line.
  var clearToEndOfLine: [UInt8]?
  /// `ech`: erases n characters from the cursor, which stays where it is.
  var eraseCharacters: OneParameter?
  /// `bce`: erasing fills with the current background colour (otherwise only
  /// erasing to the default background is relied on).
  var backColorErase = false
  /// `am`: writing the last column wraps to the next line.
  var autoMargins = false
  /// `xenl`: after the last column the wrap waits for the next character, so the
  /// bottom-right cell can be written without scrolling.
  var eatNewlineGlitch = false
  /// `msgr`: the cursor may move while attributes are on.
  var moveInStandoutMode = false
  /// The tty turns a line feed into carriage return plus line feed (`OPOST` and
  /// `ONLCR`), so a `cud1` of `\n` also goes to the first column.
  var lineFeedReturns = false
}

/// The text attributes a cell can have, as terminfo names them.
struct TextAttributes: OptionSet, Hashable {
  let rawValue: UInt8
  static let bold = TextAttributes(rawValue: 1)
  static let dim = TextAttributes(rawValue: 2)
  static let reverse = TextAttributes(rawValue: 4)
  static let underline = TextAttributes(rawValue: 8)
  /// Every attribute, in the order they are turned on.
  static let all: [TextAttributes] = [.bold, .dim, .reverse, .underline]
}

/// The graphic rendition the terminal writes characters with: attributes and
/// two colour numbers, -1 being the terminal's default colour.
struct Pen: Hashable {
  var attributes: TextAttributes
  var foreground: Int
  var background: Int

  /// No attributes, default colours.
  static let plain = Pen(attributes: [], foreground: -1, background: -1)
}
