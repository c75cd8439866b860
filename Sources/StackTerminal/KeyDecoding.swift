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
  ///   the escape delay has passed with no sequence following).
  /// - Backspace (8, which is also Ctrl-H) and Delete (127) are `Key.backspace`:
  ///   terminals send one or the other for the Backspace key.
  /// - Other bytes 1–26 are Ctrl-A to Ctrl-Z, as `.control("a")` to `.control("z")`.
  ///   Ctrl-C and Ctrl-Z normally never arrive: in cbreak mode they stay signals.
  /// - Other control characters (0, 28–31 and 128–159) are dropped; every other
  ///   Unicode scalar is `Key.character(_:)`.
  ///
  /// Key codes: the arrows, `KEY_BTAB` (Shift-Tab), `KEY_ENTER` (keypad Enter),
  /// `KEY_BACKSPACE`, `KEY_DC` (Delete), `KEY_HOME`, `KEY_END`, `KEY_PPAGE`,
  /// `KEY_NPAGE`, `KEY_F(1)` to `KEY_F(63)` and `KEY_RESIZE`.
  ///
  /// Mouse: a press or a click of button 1 is `Key.click(column:row:)` at the
  /// event's cell; anything else (releases, other buttons) is dropped.
  static func key(for input: RawInput) -> Key? {
    switch input {
    case .character(let code):
      return key(forCharacter: code)
    case .keyCode(let code):
      return key(forKeyCode: code)
    case .mouse(let column, let row, let buttons):
      let clickMask = shim_button1_pressed() | shim_button1_clicked()
      return buttons & clickMask != 0 ? .click(column: column, row: row) : nil
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
