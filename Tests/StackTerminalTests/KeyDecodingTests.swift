import StackRender
import Testing

@testable import StackTerminal

/// The key codes below are the values in ncurses's curses.h (octal there),
/// written out by hand so the table is checked against the header, not itself.
@Suite("Key decoding")
struct KeyDecodingTests {
  static let characters: [(UInt32, Key?)] = [
    (9, .tab),
    (10, .enter),
    (13, .enter),
    (27, .escape),
    (8, .backspace),
    (127, .backspace),
    (1, .control("a")),
    (18, .control("r")),
    (19, .control("s")),
    (26, .control("z")),
    (0, nil),
    (28, nil),
    (31, nil),
    (0x85, nil),
    (0x9F, nil),
    (32, .character(" ")),
    (65, .character("A")),
    (113, .character("q")),
    (126, .character("~")),
    (0xE9, .character("é")),
    (0x4E16, .character("世")),
    (0x1F600, .character("😀")),
    (0xD800, nil),
  ]

  @Test("characters", arguments: characters)
  func character(code: UInt32, expected: Key?) {
    #expect(KeyDecoding.key(for: .character(code)) == expected)
  }

  static let keyCodes: [(Int32, Key?)] = [
    (0o403, .up),  // KEY_UP
    (0o402, .down),  // KEY_DOWN
    (0o404, .left),  // KEY_LEFT
    (0o405, .right),  // KEY_RIGHT
    (0o541, .backTab),  // KEY_BTAB
    (0o527, .enter),  // KEY_ENTER
    (0o407, .backspace),  // KEY_BACKSPACE
    (0o512, .delete),  // KEY_DC
    (0o406, .home),  // KEY_HOME
    (0o550, .end),  // KEY_END
    (0o523, .pageUp),  // KEY_PPAGE
    (0o522, .pageDown),  // KEY_NPAGE
    (0o632, .resize),  // KEY_RESIZE
    (0o410 + 1, .function(1)),  // KEY_F(1)
    (0o410 + 12, .function(12)),  // KEY_F(12)
    (0o410 + 63, .function(63)),  // KEY_F(63)
    (0o410, nil),  // KEY_F0: no such key on a keyboard
    (0o410 + 64, nil),  // past KEY_F(63): KEY_DL
    (0o513, nil),  // KEY_IC (Insert): not used
    (0o520, .shiftDown),  // KEY_SF: Shift-Down pans the zoomed picture
    (0o521, .shiftUp),  // KEY_SR: Shift-Up
    (0o611, .shiftLeft),  // KEY_SLEFT
    (0o622, .shiftRight),  // KEY_SRIGHT
  ]

  @Test("key codes", arguments: keyCodes)
  func keyCode(code: Int32, expected: Key?) {
    #expect(KeyDecoding.key(for: .keyCode(code)) == expected)
  }

  // bstate bits with mouse version 2 (five bits a button, NCURSES_MOUSE_MASK):
  // button 1 released 0o1, pressed 0o2, clicked 0o4; button 3 pressed is
  // 0o2 << 10, button 4 (wheel up) 0o2 << 15, button 5 (wheel down) 0o2 << 20;
  // REPORT_MOUSE_POSITION is 0o10 << 25 (a move, with the button held in
  // mode 1002).
  static let mouseEvents: [(UInt32, Key?)] = [
    (0o2, .click(column: 7, row: 3)),
    (0o4, .click(column: 7, row: 3)),
    (0o1, .release(column: 7, row: 3)),
    (0o2 << 10, nil),
    (0o2 << 15, .wheel(up: true)),
    (0o2 << 20, .wheel(up: false)),
    (0o10 << 25, .drag(column: 7, row: 3)),
    (0, nil),
  ]

  @Test("mouse events at column 7, row 3", arguments: mouseEvents)
  func mouse(buttons: UInt32, expected: Key?) {
    #expect(KeyDecoding.key(for: .mouse(column: 7, row: 3, buttons: buttons)) == expected)
  }
}
