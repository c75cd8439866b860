import CNcurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalCapabilities {
  /// The capabilities of the terminal ncurses has set up (after `newterm` or
  /// `setupterm`), from its terminfo entry; `nil` without `cup` or `clear`.
  ///
  /// Parameterised strings are formatted by ncurses's `tiparm` when used, and
  /// padding (`$<5>`) is removed: the terminals this draws on do not need it.
  ///
  /// - Parameter lineFeedReturns: Whether the tty turns `\n` into `\r\n`.
  static func fromTerminfo(lineFeedReturns: Bool) -> TerminalCapabilities? {
    func template(_ name: String) -> String? { EmergencyRestore.terminfoString(name) }
    func plain(_ name: String) -> [UInt8]? { template(name).map(Self.bytes) }
    func flag(_ name: String) -> Bool { tigetflag(name) > 0 }
    func oneParameter(_ name: String) -> OneParameter? {
      guard let template = template(name) else { return nil }
      let memo = Memo()
      return { value in
        memo.bytes(for: value) {
          Self.bytes(template.withCString { shim_tiparm1($0, Int32(clamping: value)) })
        }
      }
    }
    guard let cup = template("cup"), let clear = plain("clear") else { return nil }

    let cupMemo = Memo()
    var table = TerminalCapabilities(
      clearScreen: clear,
      cursorAddress: { row, column in
        cupMemo.bytes(for: row &* 65_536 &+ column) {
          Self.bytes(
            cup.withCString { shim_tiparm2($0, Int32(clamping: row), Int32(clamping: column)) })
        }
      })
    table.columnAddress = oneParameter("hpa")
    table.rowAddress = oneParameter("vpa")
    table.cursorRight1 = plain("cuf1")
    table.cursorLeft1 = plain("cub1")
    table.cursorUp1 = plain("cuu1")
    table.cursorDown1 = plain("cud1")
    table.cursorRight = oneParameter("cuf")
    table.cursorLeft = oneParameter("cub")
    table.cursorUp = oneParameter("cuu")
    table.cursorDown = oneParameter("cud")
    table.carriageReturn = plain("cr")
    table.exitAttributes = plain("sgr0")
    if let sgr = template("sgr") {
      table.setAttributes = { attributes in
        func on(_ attribute: TextAttributes) -> Int32 { attributes.contains(attribute) ? 1 : 0 }
        // Standout, underline, reverse, blink, dim, bold, invisible, protect, ACS.
        return Self.bytes(
          sgr.withCString {
            shim_tiparm9(
              $0, 0, on(.underline), on(.reverse), 0, on(.dim), on(.bold), 0, 0, 0)
          })
      }
    }
    table.enterBold = plain("bold")
    table.enterDim = plain("dim")
    table.enterReverse = plain("rev")
    table.enterUnderline = plain("smul")
    table.exitUnderline = plain("rmul")
    table.originalColors = plain("op")
    table.setForeground = oneParameter("setaf")
    table.setBackground = oneParameter("setab")
    table.clearToEndOfLine = plain("el")
    table.eraseCharacters = oneParameter("ech")
    table.backColorErase = flag("bce")
    table.autoMargins = flag("am")
    table.eatNewlineGlitch = flag("xenl")
    table.moveInStandoutMode = flag("msgr")
    table.lineFeedReturns = lineFeedReturns
    return table
  }

  /// The capabilities of a terminal type by name, read with `setupterm`, for
  /// tests; `nil` when the terminfo database does not know it.
  ///
  /// Replaces ncurses's current terminal, so it must not be used while a
  /// ``Terminal`` runs, and not from two threads at once.
  static func named(_ name: String, lineFeedReturns: Bool = false) -> TerminalCapabilities? {
    var error: Int32 = 0
    guard shim_setupterm(name, STDOUT_FILENO, &error) == OK else { return nil }
    return fromTerminfo(lineFeedReturns: lineFeedReturns)
  }

  /// Whether the tty's output processing turns `\n` into `\r\n`.
  static func ttyLineFeedReturns(_ descriptor: Int32) -> Bool {
    var modes = termios()
    guard tcgetattr(descriptor, &modes) == 0 else { return true }
    return modes.c_oflag & tcflag_t(OPOST) != 0 && modes.c_oflag & tcflag_t(ONLCR) != 0
  }

  /// A formatted string's bytes without terminfo padding; empty for NULL.
  private static func bytes(_ value: UnsafeMutablePointer<CChar>?) -> [UInt8] {
    guard let value else { return [] }
    return bytes(String(cString: value))
  }

  private static func bytes(_ value: String) -> [UInt8] {
    Array(EmergencyRestore.withoutPadding(value).utf8)
  }
}

/// Formatted capability strings by parameter, so that the encoder's many
/// trial moves do not format the same string again. Used from one thread.
private final class Memo {
  private var table: [Int: [UInt8]] = [:]

  func bytes(for key: Int, _ make: () -> [UInt8]) -> [UInt8] {
    if let known = table[key] { return known }
    let made = make()
    table[key] = made
    return made
  }
}
