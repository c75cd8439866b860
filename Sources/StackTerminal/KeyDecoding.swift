import CNcurses
import StackRender

/// One result of reading the keyboard through ncurses, before it becomes a `Key`.
enum RawInput: Hashable {
  /// `get_wch` returned `OK`: a character code (a Unicode scalar value in a UTF-8
  /// locale, a byte otherwise).
  case character(UInt32)
  /// `get_wch` returned `KEY_CODE_YES` with this `KEY_*` code (other than `KEY_MOUSE`).
  case keyCode(Int32)
  /// A `KEY_MOUSE` event as `getmouse` reported it: the cell and the `bstate` mask.
  case mouse(column: Int, row: Int, buttons: UInt32)
}

/// Turns what ncurses reads into the app's `Key`.
///
/// A pure function of its input, so the whole table is tested without a terminal.
enum KeyDecoding {
  /// The key for one read, or `nil` for input the app has no use for (a mouse
  /// release, an unknown key code, a lone control byte such as Ctrl-@).
  ///
  /// Characters:
  ///
  /// - Tab (9) is `Key.tab`; Line Feed (10) and Carriage Return (13) are
  ///   `Key.enter`; Escape (27) alone is `Key.escape` (ncurses reports it once
  ///   the escape delay has passed with no sequence following). An Esc with
  ///   more input right behind it never gets here: `Terminal` skips it and
  ///   the rest as one `EscapeSequence`.
  /// - Backspace (8, which is also Ctrl-H) and Delete (127) are `Key.backspace`:
  ///   terminals send one or the other for the Backspace key.
  /// - Other bytes 1–26 are Ctrl-A to Ctrl-Z, as `.control("a")` to `.control("z")`.
  ///   Ctrl-C and Ctrl-Z normally never arrive: in cbreak mode they stay signals.
  /// - Other control characters (0, 28–31 and 128–159) are dropped; every other
  ///   Unicode scalar is `Key.character(_:)`.
  ///
  /// Key codes: the arrows, Shift with an arrow (`KEY_SR`, `KEY_SF`,
  /// `KEY_SLEFT`, `KEY_SRIGHT`), `KEY_BTAB` (Shift-Tab), `KEY_ENTER` (keypad Enter),
  /// `KEY_BACKSPACE`, `KEY_DC` (Delete), `KEY_HOME`, `KEY_END`, `KEY_PPAGE`,
  /// `KEY_NPAGE`, `KEY_F(1)` to `KEY_F(63)` and `KEY_RESIZE`.
  ///
  /// Mouse: a press or a click of button 1 is `Key.click(column:row:)` at the
  /// event's cell, its release `Key.release(column:row:)`, a move with the
  /// button held (`REPORT_MOUSE_POSITION`) `Key.drag(column:row:)`; buttons 4
  /// and 5 are the wheel, `Key.wheel(up:)`; anything else is dropped.
  static func key(for input: RawInput) -> Key? {
    switch input {
    case .character(let code):
      return key(forCharacter: code)
    case .keyCode(let code):
      return key(forKeyCode: code)
    case .mouse(let column, let row, let buttons):
      let clickMask = shim_button1_pressed() | shim_button1_clicked()
      if buttons & clickMask != 0 { return .click(column: column, row: row) }
      if buttons & shim_button1_released() != 0 { return .release(column: column, row: row) }
      if buttons & shim_button4_pressed() != 0 { return .wheel(up: true) }
      if buttons & shim_button5_pressed() != 0 { return .wheel(up: false) }
      if buttons & shim_report_mouse_position() != 0 { return .drag(column: column, row: row) }
      return nil
    }
  }

  private static func key(forCharacter code: UInt32) -> Key? {
    switch code {
    case 9: return .tab
    case 10, 13: return .enter
    case 27: return .escape
    case 8, 127: return .backspace
    case 1...26:
      let letter = Unicode.Scalar(UInt8(ascii: "a") + UInt8(code - 1))
      return .control(Character(letter))
    case 0...31, 128...159: return nil
    default:
      guard let scalar = Unicode.Scalar(code) else { return nil }
      return .character(Character(scalar))
    }
  }

  private static func key(forKeyCode code: Int32) -> Key? {
    switch code {
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_SR: return .shiftUp
    case KEY_SF: return .shiftDown
    case KEY_SLEFT: return .shiftLeft
    case KEY_SRIGHT: return .shiftRight
    case KEY_BTAB: return .backTab
    case KEY_ENTER: return .enter
    case KEY_BACKSPACE: return .backspace
    case KEY_DC: return .delete
    case KEY_HOME: return .home
    case KEY_END: return .end
    case KEY_PPAGE: return .pageUp
    case KEY_NPAGE: return .pageDown
    case KEY_RESIZE: return .resize
    case shim_key_f(1)...shim_key_f(63): return .function(Int(code - KEY_F0))
    default: return nil
    }
  }
}

/// The rest of an escape sequence after its Esc, recognised input by input so
/// that it can be skipped whole.
///
/// Terminals send many keys that the terminfo entry of `TERM` does not name:
/// under `TERM=screen`, Shift-Up arrives as `ESC [ 1 ; 2 A`, Ctrl-Left as
/// `ESC [ 1 ; 5 D`; Alt-x arrives as `ESC x`. ncurses then hands over the Esc
/// and the rest as separate characters. Read that way they would be the Esc key
/// (which quits) and keys such as `A`; recognised here, they are dropped.
///
/// The shapes, after the Esc (ECMA-48):
///
/// - `[` starts a control sequence: parameter and intermediate bytes
///   (0x20–0x3F), then one final byte (0x40–0x7E);
/// - `O` (SS3) takes one more character (`ESC O P` is F1 on many terminals);
/// - `]`, `P`, `X`, `^` and `_` start a string (OSC, DCS, SOS, PM, APC),
///   which ends with BEL or `ESC \`;
/// - another Esc is Alt with a key that itself starts with Esc: the sequence
///   starts again;
/// - any other character, or a key code ncurses did recognise, is an Alt chord
///   and ends it.
///
/// A resize, a mouse event or a character that cannot be part of the sequence
/// (a control character inside a control sequence) ends it without belonging
/// to it. A sequence ends after 64 inputs whatever they are, so that a stream
/// of garbage can never swallow every key.
struct EscapeSequence {
  private enum Part {
    case start
    case controlSequence
    case singleShift
    case string(afterEscape: Bool)
    case complete
  }

  private var part = Part.start
  private var length = 0
  /// The most inputs one sequence takes.
  static let maximumLength = 64

  /// Whether the sequence has ended: no further input belongs to it.
  var isComplete: Bool {
    if case .complete = part { return true }
    return false
  }

  /// Takes the next input after the Esc (or after the inputs taken so far).
  ///
  /// - Returns: whether the input belongs to the sequence. When it does not,
  ///   the sequence is complete and the input is an input of its own.
  mutating func consume(_ input: RawInput) -> Bool {
    guard !isComplete else { return false }
    length += 1
    let belongs = take(input)
    if length >= Self.maximumLength { part = .complete }
    return belongs
  }

  private mutating func take(_ input: RawInput) -> Bool {
    guard case .character(let code) = input else {
      // A key code after the Esc is Alt with a key ncurses knows; a resize or
      // a click (and any key code inside a longer sequence) is an input of
      // its own.
      let isAltKey: Bool
      if case .keyCode(let keyCode) = input, case .start = part {
        isAltKey = keyCode != KEY_RESIZE
      } else {
        isAltKey = false
      }
      part = .complete
      return isAltKey
    }
    switch part {
    case .start:
      switch code {
      case 0x5B: part = .controlSequence
      case 0x4F: part = .singleShift
      case 0x5D, 0x50, 0x58, 0x5E, 0x5F: part = .string(afterEscape: false)
      case 27: part = .start
      default: part = .complete
      }
      return true
    case .controlSequence:
      switch code {
      case 0x20...0x3F: return true
      case 0x40...0x7E:
        part = .complete
        return true
      default:
        part = .complete
        return false
      }
    case .singleShift:
      part = .complete
      return (0x20...0x7E).contains(code)
    case .string(let afterEscape):
      if code == 7 || (afterEscape && code == 0x5C) {
        part = .complete
      } else {
        part = .string(afterEscape: code == 27)
      }
      return true
    case .complete:
      return false
    }
  }
}
