import StackLayout
import StackScene

/// Everything the interactive playground shows, as a plain value.
///
/// The app changes it only through ``PlaygroundState/handle(_:)``, a pure function
/// of the state and a key, so every key binding is testable without a terminal.
public struct PlaygroundState: Hashable, Sendable {
  /// The scene being edited: a UIKit stack, or a SwiftUI tree in SwiftUI mode.
  public var scene: Scene
  /// The scene as it was opened, for `r` (reset).
  public var original: Scene
  /// The index of the selected arranged view, or in SwiftUI mode of the
  /// selected child of the root (0 when there are none).
  public var selection: Int
  /// The path from the root to the stack being edited, as the index of each
  /// child on the way (empty: the root), in either mode: in SwiftUI mode a
  /// path of child stacks, in UIKit mode of nested stacks. ``selection`` is an
  /// index among that stack's children (views); `>` enters a child stack, `<`
  /// leaves.
  public var swiftUIPath: [Int]
  /// Zoom, in steps of the zoom ladder relative to the scale that fits the stack to
  /// the window: 0 fits, 1 is one step closer, -1 one step further.
  public var zoom: Int
  /// How far the picture is panned when it is larger than the canvas (zoomed
  /// in): the first column and row of the picture on show, 0 at its top-left
  /// corner. The screen stops it at the picture's far edge (see
  /// ``clampPan(to:)``); `0` sets it back to 0.
  public var pan: PanOffset
  /// The size the scale is fitted to, when it is not the scene's own: `m`
  /// sets it to the size of the picture before the switch, so that both
  /// models show the same points per cell; `0` clears it.
  public var fitAnchor: Size?
  /// With ``fitAnchor``: how many steps of the zoom ladder below the anchor's
  /// fit the picture before the switch was drawn at, because its labels
  /// needed the room (``DrawnScreen/fitSteps``, which `m` copies); the
  /// other model starts from there.
  public var fitAnchorSteps = 0
  /// The steps the picture on show had taken below the scale that fits it
  /// whole to name every box (``DrawnScreen/namingSteps``) when `z` or `Z`
  /// left the fit: the zoom steps from there, so that `Z` always shows a
  /// smaller picture and `z` a larger one. At zoom 0 the screen finds them
  /// again each time.
  public var zoomNamingSteps = 0
  /// Which axis `h`/`H`/`c`/`C` change priorities on: along the stack's axis or across it.
  public var priorityAxis: PriorityAxis
  /// Whether the `?` overlay is showing.
  public var isShowingHelp: Bool
  /// A value being typed (after `=`), if any.
  public var prompt: Prompt?
  /// The property the last key changed or `i` / `I` focused; ``focus`` is this
  /// field when it is on screen, and `=` types a value for that.
  public var lastField: Field
  /// A one-line message for the user (what a key did, or why it did nothing).
  ///
  /// It often quotes names, paths and values that came from a file or a
  /// recording, so every control character in it is escaped as it is set
  /// (`\u{1B}` for an escape): it can never drive the terminal.
  public var message: String? {
    didSet {
      if let escaped = message?.escapingControlCharacters(), escaped != message {
        message = escaped
      }
    }
  }
  /// Set by `q` (at once when nothing is unsaved, else once the quit question
  /// is answered with `d`, or with `s` and a save that succeeded): the app
  /// should exit. Esc never sets it.
  public var shouldQuit: Bool
  /// The stack's size when it was last pinned, restored by `p`.
  public var lastPinnedSize: PartialSize?
  /// In SwiftUI mode, the proposal before `p` made it unspecified, restored by `p`.
  public var lastProposal: ProposedSize?

  // MARK: Tour and language

  /// The language of the help overlay and the hint line (``Localization``).
  public var language: Language

  // MARK: Teaching panels
  /// The teaching panel on show, if any: the constraint list, the comparison
  /// grid or the Swift code (see ``Panel``).
  public var panel: Panel?
  /// The first row the scrollable panel (constraint list, code) shows.
  public var panelScroll: Int
  /// The first key binding row the `?` overlay shows (it scrolls when the
  /// bindings do not fit the window).
  public var helpScroll: Int
  /// The index in `Preset.all` of the preset last opened with `,` / `.` (or
  /// `--preset`), if any.
  public var presetIndex: Int?
  /// The document `,` or `.` left for a preset, while a preset is on show:
  /// see ``LeftDocument``.
  public var leftDocument: LeftDocument?

  // MARK: History and saving

  /// The changes `u` undoes and Ctrl-R redoes.
  public var history: History
  /// The file the scene was opened from or last saved to: `s` saves there.
  public var filePath: String?
  /// A save path being typed after `s` (when there is no file) or `S`.
  public var pathPrompt: String?
  /// A save the app should perform, to this path: set by `s` and `S`, cleared by
  /// ``didSave(to:error:)``.
  public var pendingSave: String?
  /// The scene as it was last opened or saved: when ``scene`` differs from it
  /// (by value, so undoing back to it leaves nothing unsaved),
  /// ``hasUnsavedChanges`` is true and `q` asks before quitting.
  public var savedScene: Scene
  /// Where quitting with unsaved changes stands, if `q` started it: asking,
  /// or saving before quitting (see ``requestQuit()``).
  public var quitStep: QuitStep?
  /// Whether replacing what is at ``pendingSave`` was agreed to (`y` at
  /// ``saveOverwrite``); without it the app asks first, through
  /// ``askBeforeSaving(over:because:)``.
  public var pendingSaveReplaces: Bool
  /// A save that waits for `y`: it would replace another file, or the opened
  /// file that changed on disk.
  public var saveOverwrite: SaveOverwrite?
  /// The file at ``filePath`` as it was opened or last saved (the app sets
  /// it): a save there asks first when the file is no longer so.
  public var savedFileStamp: FileStamp?

  // MARK: Code out

  /// Code the app should put on the terminal's clipboard (`c` in the code panel).
  public var pendingClipboard: String?
  /// A path being typed after `w` in the code panel.
  public var codePathPrompt: String?
  /// A file `w` would replace: the panel asks before it does.
  public var codeOverwritePath: String?
  /// A write of the code the app should perform (see ``CodeWrite``).
  public var pendingCodeWrite: CodeWrite?
  /// Whether this is a session of `stackplay serve`, on someone else's
  /// machine: nothing is written to its disk (`s`, `S` and `w` in the code
  /// panel say so), and the code panel's `c` and `j` copy the code and the
  /// scene JSON to the client's clipboard instead.
  public var isServed = false
  /// A mouse drag under way (see ``handle(_:screen:)``).
  var drag: Drag?
  /// SwiftUI mode: the tree's layout as the last key left it (see
  /// ``swiftUILayout``).
  var swiftUILayoutCache = SwiftUILayoutCache()

  /// Creates the state for a scene just opened.
  public init(scene: Scene) {
    self.scene = scene
    self.original = scene
    self.selection = 0
    self.swiftUIPath = []
    self.zoom = 0
    self.pan = PanOffset()
    self.fitAnchor = nil
    self.priorityAxis = .along
    self.isShowingHelp = false
    self.prompt = nil
    self.lastField = .intrinsicAlong
    self.message = nil
    self.shouldQuit = false
    self.lastPinnedSize = nil
    self.lastProposal = nil
    self.language = .en
    // Teaching panels
    self.panel = nil
    self.panelScroll = 0
    self.helpScroll = 0
    self.presetIndex = nil
    self.leftDocument = nil
    // History and saving
    self.history = History()
    self.filePath = nil
    self.pathPrompt = nil
    self.pendingSave = nil
    self.savedScene = scene
    self.quitStep = nil
    self.pendingSaveReplaces = false
    self.saveOverwrite = nil
    self.savedFileStamp = nil
    self.pendingClipboard = nil
    self.codePathPrompt = nil
    self.codeOverwritePath = nil
    self.pendingCodeWrite = nil
    self.drag = nil
  }

  /// Whether the scene is a SwiftUI tree (SwiftUI mode) rather than a UIKit stack.
  public var isSwiftUI: Bool { scene.swiftUI != nil }

  /// The stack being edited: the root stack, or the nested stack
  /// ``swiftUIPath`` leads to (``rootStack`` is always the root).
  public var stack: StackView {
    get {
      let path = validUIKitPath
      return path.isEmpty ? scene.stack : Self.stack(in: scene.stack, at: path[...])
    }
    set {
      let path = validUIKitPath
      scene.stack =
        path.isEmpty ? newValue : Self.replacing(scene.stack, at: path[...], with: newValue)
    }
  }

  /// The selected view, if the stack has any.
  public var selectedView: ArrangedView? {
    stack.arrangedSubviews.indices.contains(selection) ? stack.arrangedSubviews[selection] : nil
  }

  /// The axis that priority keys act on, resolved against the stack's axis.
  public var resolvedPriorityAxis: Axis {
    priorityAxis == .along ? stack.axis : stack.axis.cross
  }
}

/// How far a zoomed picture is panned, in cells from its top-left corner.
public struct PanOffset: Hashable, Sendable {
  public var columns: Int
  public var rows: Int

  public init(columns: Int = 0, rows: Int = 0) {
    self.columns = columns
    self.rows = rows
  }
}

/// Whether priority keys act along the stack's axis or across it.
public enum PriorityAxis: String, Hashable, Sendable {
  case along, across
}

/// A property that `=` can set to a typed value.
public enum Field: Hashable, Sendable {
  case spacing
  case hugging
  case compressionResistance
  case intrinsicAlong
  case intrinsicAcross
  case stackWidth
  case stackHeight
  case customSpacing
  /// SwiftUI mode: the selected child's fixed frame along the root's axis.
  case frameAlong
  /// SwiftUI mode: the selected child's fixed frame across the root's axis.
  case frameAcross
  /// SwiftUI mode: the selected child's layoutPriority.
  case layoutPriority
  /// SwiftUI mode: the selected child's Text string (any characters).
  case text
  /// SwiftUI mode: the root's proposed width.
  case proposalWidth
  /// SwiftUI mode: the root's proposed height.
  case proposalHeight
  /// The selected view's (child's) name (`N`).
  case name
  /// UIKit: the selected view's first baseline (`f` / `F`).
  case firstBaseline
  /// UIKit: the selected view's last baseline (`k` / `K`).
  case lastBaseline
  /// UIKit: the stack's layout margins, all four edges (`b` / `B`).
  case margins

  /// How the prompt names the field.
  func label(_ state: PlaygroundState) -> String {
    if state.scene.swiftUI != nil {
      let axis = state.editedKind.editAxis
      let along = axis == .horizontal ? "width" : "height"
      let across = axis == .horizontal ? "height" : "width"
      switch self {
      case .frameAlong, .intrinsicAlong: return "frame \(along)"
      case .frameAcross, .intrinsicAcross: return "frame \(across)"
      case .layoutPriority, .hugging, .compressionResistance: return "layoutPriority"
      case .text: return "Text"
      case .proposalWidth, .stackWidth: return "proposal width"
      case .proposalHeight, .stackHeight: return "proposal height"
      case .spacing, .customSpacing, .margins: return "spacing"
      case .name: return "name"
      case .firstBaseline: return "first baseline"
      case .lastBaseline: return "last baseline"
      }
    }
    let priorityAxis = state.resolvedPriorityAxis.rawValue
    let along = state.stack.axis == .horizontal ? "width" : "height"
    let across = state.stack.axis == .horizontal ? "height" : "width"
    switch self {
    case .spacing: return "spacing"
    case .hugging: return "hugging (\(priorityAxis))"
    case .compressionResistance: return "compression resistance (\(priorityAxis))"
    case .intrinsicAlong: return "intrinsic \(along)"
    case .intrinsicAcross: return "intrinsic \(across)"
    case .stackWidth: return "stack width"
    case .stackHeight: return "stack height"
    case .customSpacing: return "custom spacing after"
    case .frameAlong: return "frame \(along)"
    case .frameAcross: return "frame \(across)"
    case .layoutPriority: return "layoutPriority"
    case .text: return "Text"
    case .proposalWidth: return "proposal width"
    case .proposalHeight: return "proposal height"
    case .name: return "name"
    case .firstBaseline: return "first baseline"
    case .lastBaseline: return "last baseline"
    case .margins: return "layout margins"
    }
  }
}

/// A value being typed for a field.
public struct Prompt: Hashable, Sendable {
  public var field: Field
  public var text: String
  /// Why Enter did not take the text (a name already taken, an empty name):
  /// the prompt stays on show with it.
  public var note: String? = nil
}
