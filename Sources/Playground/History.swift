import StackRender
import StackScene

/// The undo and redo stacks of the playground's document.
///
/// The document is the scene, the scene `r` resets to, the selection that
/// belongs with them and the preset `,` / `.` go on from; view state (zoom, the help overlay, messages, which axis
/// the priority keys act on) is not part of it, so `u` never undoes a zoom.
/// Every key that changes the document records one step, holding the document
/// before and after the key: a value typed after `=` is one step, recorded when
/// Enter commits it. A new change clears the redo stack. The message of an undo
/// or redo says what changed back (`undid: spacing 12 -> 8`), or else repeats
/// what the key said when it made the change. At most
/// ``History/limit`` steps are kept; the oldest are forgotten first.
public struct History: Hashable, Sendable {
  /// The most steps kept for undo; older ones are dropped.
  public static let limit = 500

  /// What undo and redo restore: the document without view state.
  struct Document: Hashable, Sendable {
    var scene: Scene
    var original: Scene
    var selection: Int
    /// SwiftUI mode: the stack being edited (``PlaygroundState/swiftUIPath``).
    var swiftUIPath: [Int] = []
    /// The preset `,` and `.` go on from.
    var presetIndex: Int?
  }

  /// One change: the document before and after it, and what the change said.
  struct Step: Hashable, Sendable {
    var before: Document
    var after: Document
    var summary: String
  }

  /// Steps `u` undoes, the newest last.
  var undoSteps: [Step] = []
  /// Steps Ctrl-R redoes, the most recently undone last.
  var redoSteps: [Step] = []
  /// Counts undos and redos, so the key that made one does not record it as a change.
  var revision = 0

  /// An empty history.
  public init() {}

  /// How many changes `u` can undo.
  public var undoCount: Int { undoSteps.count }
  /// How many undone changes Ctrl-R can redo.
  public var redoCount: Int { redoSteps.count }

  /// Records a change, clearing the redo stack and forgetting the oldest step
  /// past ``limit``.
  mutating func record(_ step: Step) {
    undoSteps.append(step)
    if undoSteps.count > Self.limit { undoSteps.removeFirst(undoSteps.count - Self.limit) }
    redoSteps.removeAll()
  }
}

extension PlaygroundState {
  /// Applies one key, recording it in ``history`` when it changes the document.
  ///
  /// This is the whole behaviour of the playground's keys, a pure function of
  /// the state and the key. In UIKit mode the keys of ``keyBindings`` edit the
  /// stack; in SwiftUI mode (``isSwiftUI``, after `m` or on a SwiftUI scene)
  /// those of ``swiftUIKeyBindings`` edit the tree's root stack, its children
  /// and its proposal. A prompt (after `=`, `e`, or a save path after `s` / `S`)
  /// takes every key until Enter or Esc, and so does the quit question that `q`
  /// asks when there are unsaved changes (see ``requestQuit()``); otherwise Esc
  /// closes what is on top and never quits. `u` and Ctrl-R walk the ``history``;
  /// `s` and `S` only ask the app to save, through ``pendingSave``.
  ///
  /// - Parameters:
  ///   - key: the key or event.
  ///   - viewAt: for a mouse click, the index of the view drawn at a cell, as the
  ///     last screen was drawn.
  public mutating func handle(_ key: Key, viewAt: (Int, Int) -> Int? = { _, _ in nil }) {
    // The screen drawn next and the next key read this layout.
    defer { keepSwiftUILayout() }
    if saveOverwrite != nil {
      handleSaveOverwrite(key)
      return
    }
    if isAskingToQuit {
      handleQuitQuestion(key)
      return
    }
    if pathPrompt != nil {
      handlePathPrompt(key)
      return
    }
    let before = document
    let revision = history.revision
    handleKey(key, viewAt: viewAt)
    normalizeUIKitPath()
    // After `m` the picture keeps the scale of the other model; any other
    // change to the scene fits it again.
    if key != .character("m"), scene != before.scene { fitAnchor = nil }
    guard history.revision == revision else { return }
    // Selecting alone is not a change; the selection only rides along with one.
    if scene != before.scene || original != before.original {
      history.record(
        History.Step(before: before, after: document, summary: message ?? "a change"))
    }
  }

  /// The part of the state that undo and redo restore.
  var document: History.Document {
    get {
      History.Document(
        scene: scene, original: original, selection: selection, swiftUIPath: swiftUIPath,
        presetIndex: presetIndex)
    }
    set {
      scene = newValue.scene
      original = newValue.original
      selection = newValue.selection
      swiftUIPath = newValue.swiftUIPath
      presetIndex = newValue.presetIndex
    }
  }

  /// `u`: restores the document as it was before the last change.
  mutating func undo() {
    guard let step = history.undoSteps.popLast() else {
      message = "nothing to undo"
      return
    }
    cross(to: step.before)
    history.redoSteps.append(step)
    history.revision += 1
    let change = History.describe(from: step.after.scene, to: step.before.scene) ?? step.summary
    message = "undid: \(change)\(Self.remaining(history.undoCount, "to undo"))"
  }

  /// Ctrl-R: makes the last undone change again.
  mutating func redo() {
    guard let step = history.redoSteps.popLast() else {
      message = "nothing to redo"
      return
    }
    cross(to: step.after)
    history.undoSteps.append(step)
    history.revision += 1
    let change = History.describe(from: step.before.scene, to: step.after.scene) ?? step.summary
    message = "redid: \(change)\(Self.remaining(history.redoCount, "to redo"))"
  }

  /// Puts `target` in place of the document: for `u` and Ctrl-R, and for a
  /// preset opened with `,` or `.`. Across a preset (``original`` changes):
  /// the document left is remembered (``leaveDocument()``); the file is
  /// forgotten, so `s` never saves a preset over it; and a preset reached
  /// with nothing unsaved is what `q` compares with (browsing presets is not
  /// work to lose; edits left unsaved stay so, an undo away). Back in the
  /// document left, its file and saved scene come back.
  mutating func cross(to target: History.Document) {
    guard target.original != original else {
      document = target
      return
    }
    let wasUnsaved = hasUnsavedChanges
    leaveDocument()
    document = target
    filePath = nil
    if !wasUnsaved { savedScene = target.scene }
    returnToLeftDocument()
  }

  /// Before a preset takes the document's place: remembers the document
  /// (``leftDocument``), unless one is remembered already (presets after
  /// presets leave the first document).
  private mutating func leaveDocument() {
    guard leftDocument == nil else { return }
    leftDocument = LeftDocument(
      original: original, filePath: filePath, savedScene: savedScene,
      unsaved: hasUnsavedChanges ? scene : nil)
  }

  /// Once ``original`` is again the document left's: its file and the scene
  /// saved there come back, and nothing is left any more.
  private mutating func returnToLeftDocument() {
    guard let left = leftDocument, original == left.original else { return }
    filePath = left.filePath
    savedScene = left.savedScene
    leftDocument = nil
  }

  private static func remaining(_ count: Int, _ what: String) -> String {
    count == 0 ? " (nothing more \(what))" : " (\(count) more \(what))"
  }

  /// Keeps the history, the file, the scene last saved and the document left
  /// for a preset of `old` across a reset, which starts the state afresh
  /// from ``original``.
  mutating func keepDocumentInfo(from old: PlaygroundState) {
    history = old.history
    filePath = old.filePath
    savedScene = old.savedScene
    leftDocument = old.leftDocument
  }
}
