import StackExport
import StackLayout
import StackPresets
import StackRender
import StackScene

/// A teaching panel: what covers the canvas (or the whole screen) instead of
/// the stack.
public enum Panel: Hashable, Sendable {
  /// `l`: the constraints the solver used (UIKit), or what each node was
  /// proposed and chose (SwiftUI), over the canvas; the keys still edit.
  case constraints
  /// `o`: the current children under every distribution (UIKit) or stack kind
  /// (SwiftUI), or under every alignment, side by side; the keys still edit.
  case grid(GridPage)
  /// Ctrl-E: the Swift code for what is on screen, on the whole screen; any
  /// key but the scrolling ones closes it.
  case code
}

/// Which comparison the grid shows.
public enum GridPage: Hashable, Sendable {
  /// Every distribution (UIKit) or every stack kind (SwiftUI).
  case arrangements
  /// Every alignment of the stack.
  case alignments
}

extension PlaygroundState {
  /// How many rows PgUp and PgDn scroll a panel by.
  static let panelPageStep = 10

  // MARK: The constraint panel

  /// `l`: shows or hides the constraint panel (in SwiftUI mode, the list of
  /// proposals and choices, since SwiftUI has no constraints).
  mutating func toggleConstraintPanel() {
    if panel == .constraints {
      panel = nil
      message = "constraint panel closed"
      return
    }
    panel = .constraints
    panelScroll = 0
    message =
      isSwiftUI
      ? "SwiftUI has no constraints: each node's proposal and choice instead (l closes)"
      : "constraints: the marked ones decide the selected view's size; l closes"
  }

  /// PgUp / PgDn / Home / End while a scrollable panel is on show.
  mutating func scrollPanel(_ key: Key) {
    guard panel == .constraints || panel == .code else {
      message = "nothing to scroll: l shows the constraints, Ctrl-E the code"
      return
    }
    let last = max(0, panelLineCount - 1)
    switch key {
    case .pageUp: panelScroll = max(0, min(panelScroll, last) - Self.panelPageStep)
    case .pageDown: panelScroll = min(last, panelScroll + Self.panelPageStep)
    case .up: panelScroll = max(0, min(panelScroll, last) - 1)
    case .down: panelScroll = min(last, panelScroll + 1)
    case .home: panelScroll = 0
    case .end: panelScroll = last
    default: break
    }
  }

  /// The number of rows of the scrollable panel on show.
  var panelLineCount: Int {
    switch panel {
    case .constraints: ConstraintPanel.lines(for: self, width: 80).count
    case .code: codeLines.count
    default: 0
    }
  }

  // MARK: The comparison grid

  /// `o`: off → every distribution (stack kind) → every alignment → off.
  mutating func cycleGrid() {
    if isSwiftUI, !tree.root.kind.isStack {
      message = "the root is a \(tree.root.kind.typeName), not a stack: nothing to compare"
      return
    }
    let arrangements = isSwiftUI ? "every stack kind" : "every distribution"
    switch panel {
    case .grid(.arrangements):
      panel = .grid(.alignments)
      message = "comparison: every alignment (o closes)"
    case .grid(.alignments):
      panel = nil
      message = "comparison closed"
    default:
      panel = .grid(.arrangements)
      message = "comparison: \(arrangements) (o: every alignment)"
    }
  }

  // MARK: The code

  /// The exported Swift code for what is on screen, line by line.
  var codeLines: [String] {
    let code = swiftCode(for: scene, flavor: isSwiftUI ? .swiftui : .uikit)
    var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// Ctrl-E: shows the Swift code.
  mutating func showCode() {
    panel = .code
    panelScroll = 0
  }

  /// A key while the code is on show: `c` copies it, `w` writes it (see
  /// ``handleCodeOutKey(_:)``); the arrows, PgUp, PgDn, Home and End
  /// scroll; `q` closes it and quits (asking first if anything is unsaved);
  /// any other key (Esc too) closes it.
  mutating func handleCodeKey(_ key: Key) {
    if handleCodeOutKey(key) { return }
    switch key {
    case .wheel(let up):
      scrollByWheel(up: up)
    case .up, .down, .pageUp, .pageDown, .home, .end:
      scrollPanel(key)
    case .character("q"):
      panel = nil
      requestQuit()
    default:
      panel = nil
    }
  }

  // MARK: The help overlay

  /// A key while the help is on show: the arrows, PgUp, PgDn, Home and End
  /// scroll it; returns `false` for any other key (which closes it).
  mutating func scrollHelp(_ key: Key) -> Bool {
    let count = (isSwiftUI ? swiftUIKeyBindings : keyBindings).count
    let last = max(0, count - 1)
    switch key {
    case .up: helpScroll = max(0, min(helpScroll, last) - 1)
    case .down: helpScroll = min(last, helpScroll + 1)
    case .pageUp: helpScroll = max(0, min(helpScroll, last) - Self.panelPageStep)
    case .pageDown: helpScroll = min(last, helpScroll + Self.panelPageStep)
    case .home: helpScroll = 0
    case .end: helpScroll = last
    default: return false
    }
    return true
  }

  // MARK: Presets

  /// `,` / `.`: opens the previous / next preset (from the first or the last
  /// when none is open) and names it with its one-line summary.
  mutating func openPreset(by step: Int) {
    let all = Preset.all
    guard !all.isEmpty else { return }
    let count = all.count
    let index =
      presetIndex.map { (($0 + step) % count + count) % count } ?? (step > 0 ? 0 : count - 1)
    let preset = all[index]
    let opened: Scene
    do {
      opened = try preset.scene()
    } catch {
      message = "preset \(preset.name) cannot be read: \(error)"
      return
    }
    // The preset takes the document's place as `u` and Ctrl-R cross it: the
    // document left is remembered, the file forgotten.
    cross(
      to: History.Document(
        scene: opened, original: opened, selection: 0, swiftUIPath: [], presetIndex: index))
    prompt = nil
    resetFocus()
    lastPinnedSize = nil
    lastProposal = nil
    panelScroll = 0
    if case .grid = panel, isSwiftUI, !tree.root.kind.isStack { panel = nil }
    message = "preset \(index + 1)/\(count) \(preset.name): \(preset.summary)"
  }
}
