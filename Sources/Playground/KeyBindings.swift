/// One line of the key table: the keys and what they do.
///
/// The `?` overlay and the README's key table are both this list; a test checks
/// that the README lists every line.
public struct KeyBinding: Hashable, Sendable {
  public var keys: String
  public var action: String
}

/// Every key binding of the playground in UIKit mode, in the order the help shows them.
public let keyBindings: [KeyBinding] = [
  KeyBinding(keys: "q", action: "quit (asks first if there are unsaved changes)"),
  KeyBinding(keys: "Esc", action: "close the help, a panel or a prompt (never quits)"),
  KeyBinding(keys: "?", action: "show or hide this help"),
  KeyBinding(keys: "m", action: "switch to the SwiftUI model, carrying the views over"),
  KeyBinding(keys: "a", action: "toggle the axis (horizontal, vertical)"),
  KeyBinding(keys: "d / D", action: "next / previous distribution"),
  KeyBinding(keys: "g / G", action: "next / previous alignment"),
  KeyBinding(keys: "+ / -", action: "more / less spacing"),
  KeyBinding(keys: "Tab, Right / S-Tab, Left", action: "select the next / previous view"),
  KeyBinding(keys: "click", action: "select the view under the mouse"),
  KeyBinding(keys: "Up / Down", action: "grow / shrink the intrinsic length along the axis"),
  KeyBinding(keys: "] / [", action: "grow / shrink the intrinsic length across the axis"),
  KeyBinding(keys: "h / H", action: "step the view's content hugging priority up / down"),
  KeyBinding(keys: "c / C", action: "step the view's compression resistance up / down"),
  KeyBinding(keys: "y", action: "make h/H and c/C act along / across the axis"),
  KeyBinding(keys: "e / E", action: "more / less custom spacing after the view"),
  KeyBinding(keys: "=", action: "type an exact value for what the last key changed"),
  KeyBinding(keys: "n", action: "add a view after the selected one"),
  KeyBinding(keys: "x", action: "delete the selected view"),
  KeyBinding(keys: "v", action: "hide / show the selected view"),
  KeyBinding(keys: "p", action: "pin the stack's size / size it to its content"),
  KeyBinding(keys: "w / W, t / T", action: "wider / narrower, taller / shorter pinned stack"),
  KeyBinding(keys: "z / Z / 0", action: "zoom in / out / fit to the window"),
  KeyBinding(keys: "S-arrows", action: "pan the zoomed picture"),
  KeyBinding(keys: "r", action: "reset to the scene as opened (u undoes it)"),
  KeyBinding(keys: "l", action: "show / hide the constraints the solver used"),
  KeyBinding(
    keys: "PgUp / PgDn, Home / End", action: "scroll the constraints, the code or this help"),
  KeyBinding(keys: "o", action: "compare every distribution, then every alignment"),
  KeyBinding(keys: "Ctrl-E", action: "show the Swift code for this screen"),
  KeyBinding(keys: ", / .", action: "open the previous / next preset"),
  KeyBinding(keys: "u / Ctrl-R", action: "undo / redo a change to the scene"),
  KeyBinding(keys: "s / S", action: "save to the opened file / to a path typed in"),
]

/// Every key binding of the playground in SwiftUI mode, in the order the help
/// shows them; the README's "SwiftUI mode" key table is this list.
public let swiftUIKeyBindings: [KeyBinding] = [
  KeyBinding(keys: "q", action: "quit (asks first if there are unsaved changes)"),
  KeyBinding(keys: "Esc", action: "close the help, a panel or a prompt (never quits)"),
  KeyBinding(keys: "?", action: "show or hide this help"),
  KeyBinding(keys: "m", action: "switch to the UIKit model, carrying the children over"),
  KeyBinding(keys: "a", action: "next root stack kind (HStack, VStack, ZStack)"),
  KeyBinding(keys: "g / G", action: "next / previous alignment of the root stack"),
  KeyBinding(keys: "+ / -", action: "more / less spacing (below 0 is nil, the default)"),
  KeyBinding(keys: "Tab, Right / S-Tab, Left", action: "select the next / previous child"),
  KeyBinding(keys: "click", action: "select the child under the mouse"),
  KeyBinding(keys: "Up / Down", action: "longer / shorter fixed frame along the axis"),
  KeyBinding(keys: "] / [", action: "longer / shorter fixed frame across the axis"),
  KeyBinding(keys: "f", action: "toggle frame(maxWidth: .infinity) along the axis"),
  KeyBinding(keys: "h / H", action: "step the child's layoutPriority up / down (-1 to 2)"),
  KeyBinding(keys: "k / K", action: "next / previous kind of child (Color, Text, Spacer)"),
  KeyBinding(keys: "e", action: "type the child's text (it becomes a Text)"),
  KeyBinding(keys: "=", action: "type an exact value for what the last key changed"),
  KeyBinding(keys: "n", action: "add a Color after the selected child"),
  KeyBinding(keys: "x", action: "delete the selected child"),
  KeyBinding(keys: "p", action: "propose a size / propose .unspecified"),
  KeyBinding(keys: "w / W, t / T", action: "wider / narrower, taller / shorter proposal"),
  KeyBinding(keys: "z / Z / 0", action: "zoom in / out / fit to the window"),
  KeyBinding(keys: "S-arrows", action: "pan the zoomed picture"),
  KeyBinding(keys: "r", action: "reset to the scene as opened (u undoes it)"),
  KeyBinding(keys: "l", action: "show / hide each node's proposal and choice"),
  KeyBinding(
    keys: "PgUp / PgDn, Home / End", action: "scroll the proposals, the code or this help"),
  KeyBinding(keys: "o", action: "compare every stack kind, then every alignment"),
  KeyBinding(keys: "Ctrl-E", action: "show the SwiftUI code for this screen"),
  KeyBinding(keys: ", / .", action: "open the previous / next preset"),
  KeyBinding(keys: "u / Ctrl-R", action: "undo / redo a change to the scene"),
  KeyBinding(keys: "s / S", action: "save to the opened file / to a path typed in"),
]
