/// One line of the key table: the keys and what they do.
///
/// The README's key table lists ``keys`` and ``action`` of every line (a test
/// checks it); the `?` overlay shows the lines by ``group``, with the short
/// form (``shortKeys``, ``shortAction``) when the full one does not fit its
/// column (at 80x24 it never does).
public struct KeyBinding: Hashable, Sendable {
  public var keys: String
  public var action: String
  /// The heading the `?` overlay lists the line under.
  public var group: KeyGroup
  /// The keys in at most ``shortKeysLimit`` columns: `Tab/S-Tab`.
  public var shortKeys: String
  /// The action in a few words (at most ``shortActionLimit`` columns):
  /// `distribution` for `d / D`.
  public var shortAction: String

  /// The longest ``shortKeys``, in columns.
  public static let shortKeysLimit = 9
  /// The longest ``shortAction``, in columns, in every language: with the
  /// keys' limit, three columns of the help fit 80 (3 x 25 and two gaps of 2).
  public static let shortActionLimit = 14

  public init(
    _ group: KeyGroup, keys: String, action: String, short shortAction: String,
    shortKeys: String? = nil
  ) {
    self.keys = keys
    self.action = action
    self.group = group
    self.shortKeys = shortKeys ?? keys.split(separator: " / ").joined(separator: "/")
    self.shortAction = shortAction
  }
}

/// The headings of the `?` overlay, in the order it shows them.
public enum KeyGroup: String, CaseIterable, Hashable, Sendable {
  /// The stack (UIKit) or the root stack and its proposal (SwiftUI).
  case stack
  /// The selected view (UIKit) or child (SwiftUI).
  case selection
  /// Typing values, undo, reset.
  case edit
  /// Zoom, presets, files, the model, help and quitting.
  case screenAndFiles
  /// The teaching panels.
  case panels
}

/// The lines of the key table that are the same in both models.
enum SharedKeyBinding {
  static let quit = KeyBinding(
    .screenAndFiles, keys: "q", action: "quit (asks first if there are unsaved changes)",
    short: "quit")
  static let escape = KeyBinding(
    .screenAndFiles, keys: "Esc", action: "close the help, a panel or a prompt (never quits)",
    short: "close / cancel")
  static let help = KeyBinding(
    .screenAndFiles, keys: "?", action: "show or hide this help", short: "this help")
  static let focus = KeyBinding(
    .edit, keys: "i / I", action: "focus the next / previous field of the inspector",
    short: "focus a field")
  static let edit = KeyBinding(
    .edit, keys: "=, Enter", action: "type a new value for the focused (highlighted) field",
    short: "edit the focus", shortKeys: "= Enter")
  static let zoom = KeyBinding(
    .screenAndFiles, keys: "z / Z / 0", action: "zoom in / out / fit to the window",
    short: "zoom, fit", shortKeys: "z/Z/0")
  static let pan = KeyBinding(
    .screenAndFiles, keys: "S-arrows", action: "pan the zoomed picture", short: "pan",
    shortKeys: "S-arrows")
  static let reset = KeyBinding(
    .edit, keys: "r", action: "reset to the scene as opened (u undoes it)", short: "reset")
  static let presets = KeyBinding(
    .screenAndFiles, keys: ", / .", action: "open the previous / next preset", short: "presets")
  static let undo = KeyBinding(
    .edit, keys: "u / Ctrl-R", action: "undo / redo a change to the scene", short: "undo / redo",
    shortKeys: "u/Ctrl-R")
  static let save = KeyBinding(
    .screenAndFiles, keys: "s / S", action: "save to the opened file / to a path typed in",
    short: "save / save as")
  static let codeOut = KeyBinding(
    .panels, keys: "Ctrl-E, c / j / w",
    action: "in the code: copy it / the scene JSON (OSC 52) / write it to a file",
    short: "copy / write", shortKeys: "^E c/j/w")
}

/// Every key binding of the playground in UIKit mode, in the order of the
/// README's table.
public let keyBindings: [KeyBinding] = [
  SharedKeyBinding.quit,
  SharedKeyBinding.escape,
  SharedKeyBinding.help,
  KeyBinding(
    .screenAndFiles, keys: "m", action: "switch to the SwiftUI model, carrying the views over",
    short: "SwiftUI model"),
  KeyBinding(.stack, keys: "a", action: "toggle the axis (horizontal, vertical)", short: "axis"),
  KeyBinding(.stack, keys: "d / D", action: "next / previous distribution", short: "distribution"),
  KeyBinding(.stack, keys: "g / G", action: "next / previous alignment", short: "alignment"),
  KeyBinding(.stack, keys: "+ / -", action: "more / less spacing", short: "spacing"),
  KeyBinding(
    .selection, keys: "Tab, Right / S-Tab, Left", action: "select the next / previous view",
    short: "select a view", shortKeys: "Tab/S-Tab"),
  KeyBinding(
    .selection, keys: "click", action: "select the view under the mouse", short: "select it"),
  KeyBinding(
    .selection, keys: "Up / Down", action: "grow / shrink the intrinsic length along the axis",
    short: "length along", shortKeys: "Up/Down"),
  KeyBinding(
    .selection, keys: "] / [", action: "grow / shrink the intrinsic length across the axis",
    short: "length across"),
  KeyBinding(
    .selection, keys: "h / H", action: "step the view's content hugging priority up / down",
    short: "hugging"),
  KeyBinding(
    .selection, keys: "c / C", action: "step the view's compression resistance up / down",
    short: "compression"),
  KeyBinding(
    .selection, keys: "y", action: "make h/H and c/C act along / across the axis",
    short: "h/c other axis"),
  KeyBinding(
    .selection, keys: "e / E", action: "more / less custom spacing after the view",
    short: "spacing after"),
  SharedKeyBinding.focus,
  SharedKeyBinding.edit,
  KeyBinding(.selection, keys: "n", action: "add a view after the selected one", short: "add"),
  KeyBinding(.selection, keys: "x", action: "delete the selected view", short: "delete"),
  KeyBinding(.selection, keys: "v", action: "hide / show the selected view", short: "hide / show"),
  KeyBinding(
    .selection, keys: "> / <, { / }",
    action: "enter / leave a nested stack; embed the view in a stack / unembed",
    short: "nested stacks"),
  KeyBinding(
    .stack, keys: "p", action: "pin the stack's size / size it to its content",
    short: "pin / unpin"),
  KeyBinding(
    .stack, keys: "w / W, t / T", action: "wider / narrower, taller / shorter pinned stack",
    short: "width, height", shortKeys: "w/W t/T"),
  SharedKeyBinding.zoom,
  SharedKeyBinding.pan,
  SharedKeyBinding.reset,
  KeyBinding(
    .panels, keys: "l", action: "show / hide the constraints the solver used",
    short: "constraints"),
  KeyBinding(
    .panels, keys: "PgUp / PgDn, Home / End",
    action: "scroll the constraints, the code or this help", short: "scroll",
    shortKeys: "PgUp/PgDn"),
  KeyBinding(
    .panels, keys: "o", action: "compare every distribution, then every alignment",
    short: "compare"),
  KeyBinding(
    .panels, keys: "Ctrl-E", action: "show the Swift code for this screen", short: "Swift code"),
  SharedKeyBinding.presets,
  SharedKeyBinding.undo,
  SharedKeyBinding.save,
  // Every scene property from the keyboard, code out, the mouse.
  KeyBinding(
    .selection, keys: "N", action: "rename the selected view (names stay unique)",
    short: "rename"),
  KeyBinding(
    .selection, keys: "j / J", action: "next / previous palette colour of the selected view",
    short: "colour"),
  KeyBinding(
    .stack, keys: "b / B", action: "more / less layout margins (0, 4, 8, 16, 20, 32)",
    short: "layout margins"),
  KeyBinding(
    .stack, keys: "M", action: "toggle isLayoutMarginsRelativeArrangement",
    short: "within margins"),
  KeyBinding(
    .stack, keys: "L", action: "toggle isBaselineRelativeArrangement", short: "on baselines"),
  KeyBinding(
    .selection, keys: "f / F", action: "move the view's first baseline up / down",
    short: "first baseline"),
  KeyBinding(
    .selection, keys: "k / K", action: "move the view's last baseline up / down",
    short: "last baseline"),
  KeyBinding(
    .stack, keys: "P", action: "pin the stack to iPhone SE / iPhone 15 / iPad size",
    short: "device sizes"),
  SharedKeyBinding.codeOut,
  KeyBinding(
    .selection, keys: "drag", action: "resize a view (its trailing edge) or the stack",
    short: "resize"),
  KeyBinding(
    .panels, keys: "wheel", action: "scroll the constraints, the code or this help",
    short: "scroll"),
]

/// Every key binding of the playground in SwiftUI mode, in the order of the
/// README's "SwiftUI mode" key table.
public let swiftUIKeyBindings: [KeyBinding] = [
  SharedKeyBinding.quit,
  SharedKeyBinding.escape,
  SharedKeyBinding.help,
  KeyBinding(
    .screenAndFiles, keys: "m", action: "switch to the UIKit model, carrying the children over",
    short: "UIKit model"),
  KeyBinding(
    .stack, keys: "a", action: "next root stack kind (HStack, VStack, ZStack)",
    short: "stack kind"),
  KeyBinding(
    .stack, keys: "g / G", action: "next / previous alignment of the root stack",
    short: "alignment"),
  KeyBinding(
    .stack, keys: "+ / -", action: "more / less spacing (below 0 is nil, the default)",
    short: "spacing"),
  KeyBinding(
    .selection, keys: "Tab, Right / S-Tab, Left", action: "select the next / previous child",
    short: "select a child", shortKeys: "Tab/S-Tab"),
  KeyBinding(
    .selection, keys: "click", action: "select the child under the mouse", short: "select it"),
  KeyBinding(
    .selection, keys: "Up / Down", action: "longer / shorter fixed frame along the axis",
    short: "frame along", shortKeys: "Up/Down"),
  KeyBinding(
    .selection, keys: "] / [", action: "longer / shorter fixed frame across the axis",
    short: "frame across"),
  KeyBinding(
    .selection, keys: "f", action: "toggle frame(maxWidth: .infinity) along the axis",
    short: "flexible frame"),
  KeyBinding(
    .selection, keys: "h / H", action: "step the child's layoutPriority up / down (-1 to 2)",
    short: "layoutPriority"),
  KeyBinding(
    .selection, keys: "k / K", action: "next / previous kind of child (Color, Text, Spacer)",
    short: "kind of child"),
  KeyBinding(
    .selection, keys: "e", action: "type the child's text (it becomes a Text)", short: "text"),
  SharedKeyBinding.focus,
  SharedKeyBinding.edit,
  KeyBinding(.selection, keys: "n", action: "add a Color after the selected child", short: "add"),
  KeyBinding(.selection, keys: "x", action: "delete the selected child", short: "delete"),
  KeyBinding(
    .stack, keys: "p", action: "propose a size / propose .unspecified",
    short: "(un)specified"),
  KeyBinding(
    .stack, keys: "w / W, t / T", action: "wider / narrower, taller / shorter proposal",
    short: "proposal", shortKeys: "w/W t/T"),
  SharedKeyBinding.zoom,
  SharedKeyBinding.pan,
  SharedKeyBinding.reset,
  KeyBinding(
    .panels, keys: "l", action: "show / hide each node's proposal and choice",
    short: "proposals"),
  KeyBinding(
    .panels, keys: "PgUp / PgDn, Home / End",
    action: "scroll the proposals, the code or this help", short: "scroll",
    shortKeys: "PgUp/PgDn"),
  KeyBinding(
    .panels, keys: "o", action: "compare every stack kind, then every alignment",
    short: "compare"),
  KeyBinding(
    .panels, keys: "Ctrl-E", action: "show the SwiftUI code for this screen",
    short: "SwiftUI code"),
  SharedKeyBinding.presets,
  SharedKeyBinding.undo,
  SharedKeyBinding.save,
  // Nested children, names, colours, code out, the mouse.
  KeyBinding(
    .selection, keys: "> / <", action: "enter the selected child stack / back to its parent",
    short: "nested child"),
  KeyBinding(
    .selection, keys: "N", action: "rename the selected child (names stay unique)",
    short: "rename"),
  KeyBinding(
    .selection, keys: "j / J", action: "next / previous colour of the selected Color",
    short: "colour"),
  SharedKeyBinding.codeOut,
  KeyBinding(
    .selection, keys: "drag", action: "resize a child (its trailing edge) or the proposal",
    short: "resize"),
  KeyBinding(
    .panels, keys: "wheel", action: "scroll the proposals, the code or this help",
    short: "scroll"),
]
