/// A key press or terminal event, as the terminal backend reports it and the
/// app's pure update function consumes it.
public enum Key: Hashable, Sendable {
  /// A printable character, including space and upper-case letters.
  case character(Character)
  /// A control chord, such as Ctrl-R as `.control("r")` (always lower case).
  case control(Character)
  case up, down, left, right
  /// Shift with an arrow key (ncurses `KEY_SR`, `KEY_SF`, `KEY_SLEFT`, `KEY_SRIGHT`).
  case shiftUp, shiftDown, shiftLeft, shiftRight
  case tab, backTab, enter, escape, backspace, delete
  case home, end, pageUp, pageDown
  /// A function key, F1 as `.function(1)`.
  case function(Int)
  /// The terminal changed size.
  case resize
  /// A mouse click (button 1) at this cell.
  case click(column: Int, row: Int)
  /// The mouse moved to this cell with button 1 held: a drag goes on.
  case drag(column: Int, row: Int)
  /// Button 1 went up at this cell: a drag ends.
  case release(column: Int, row: Int)
  /// The mouse wheel turned one notch, up (away from the user) or down.
  case wheel(up: Bool)
}
