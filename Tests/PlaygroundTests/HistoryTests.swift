import StackExport
import StackLayout
import StackRender
import StackScene
import TestSupport
import Testing

@testable import Playground

/// Undo (`u`) and redo (Ctrl-R) through the pure update function.
@Suite("Undo and redo")
struct HistoryTests {
  static let undoKey = Key.character("u")
  static let redoKey = Key.control("r")

  /// The default scene converted to SwiftUI: an HStack of three Colors.
  static let swiftUIScene = Scene.playgroundDefault.convertedToSwiftUI().scene

  func state(_ keys: [Key], scene: Scene = .playgroundDefault) -> PlaygroundState {
    var state = PlaygroundState(scene: scene)
    for key in keys { state.handle(key) }
    return state
  }

  func keys(_ text: String) -> [Key] { text.map { Key.character($0) } }

  // MARK: Each binding

  /// Every UIKit key that changes the scene is one step: undo gives the scene
  /// before it, redo the scene after it.
  @Test(arguments: [
    "a", "d", "D", "g", "G", "+", "-", "]", "[", "h", "H", "c", "C", "e", "E", "n", "x", "v", "p",
    "w", "W", "t", "T", "m",
  ])
  func eachUIKitChangeIsOneStep(key: String) {
    let before = PlaygroundState(scene: .playgroundDefault)
    let changed = state(keys(key))
    #expect(changed.scene != before.scene)
    #expect(changed.history.undoCount == 1)
    var undone = changed
    undone.handle(Self.undoKey)
    #expect(undone.scene == before.scene)
    #expect(undone.selection == before.selection)
    #expect(undone.message?.hasPrefix("undid: ") == true)
    #expect(undone.history.undoCount == 0 && undone.history.redoCount == 1)
    var redone = undone
    redone.handle(Self.redoKey)
    #expect(redone.scene == changed.scene)
    #expect(redone.selection == changed.selection)
    #expect(redone.message?.hasPrefix("redid: ") == true)
  }

  @Test(arguments: [Key.up, .down])
  func arrowsAreOneStep(key: Key) {
    let changed = state([key])
    #expect(changed.history.undoCount == 1)
    #expect(state([key, Self.undoKey]).scene == Scene.playgroundDefault)
  }

  /// Every SwiftUI key that changes the tree is one step too.
  @Test(arguments: [
    "a", "g", "G", "+", "-", "]", "[", "f", "h", "H", "k", "K", "n", "x", "p", "w", "W", "t", "T",
    "m",
  ])
  func eachSwiftUIChangeIsOneStep(key: String) {
    let changed = state(keys(key), scene: Self.swiftUIScene)
    #expect(changed.scene != Self.swiftUIScene)
    #expect(changed.history.undoCount == 1)
    #expect(state(keys(key) + [Self.undoKey], scene: Self.swiftUIScene).scene == Self.swiftUIScene)
    #expect(
      state(keys(key) + [Self.undoKey, Self.redoKey], scene: Self.swiftUIScene).scene
        == changed.scene)
  }

  /// Keys that change only the view (zoom, help, selection, the priority axis)
  /// record nothing, so `u` never undoes them.
  @Test func viewKeysAreNotSteps() {
    let viewed = state(keys("zzZ0?ay") + [.tab, .right, .left])
    // "?" opened the help and "a" only closed it.
    #expect(viewed.scene == Scene.playgroundDefault)
    #expect(viewed.history.undoCount == 0)
    let undone = state(keys("zz") + [Self.undoKey])
    #expect(undone.zoom == 2)
    #expect(undone.message == "nothing to undo")
    #expect(state([Self.redoKey]).message == "nothing to redo")
  }

  /// A value typed after `=` is one step, recorded when Enter commits it;
  /// a cancelled prompt records nothing.
  @Test func typedValueIsOneStep() {
    // III: the focus steps back from red's intrinsic width to the spacing.
    let typed = state(keys("III=12") + [.enter])
    #expect(typed.stack.spacing == 12)
    #expect(typed.history.undoCount == 1)
    var undone = typed
    undone.handle(Self.undoKey)
    #expect(undone.stack.spacing == 8)
    #expect(undone.message == "undid: spacing 12 -> 8 (nothing more to undo)")
    #expect(state(keys("=12") + [.escape]).history.undoCount == 0)
    // In a prompt, u is not undo: the number prompt refuses it.
    #expect(state(keys("+=") + [Self.undoKey]).prompt != nil)
  }

  /// The SwiftUI Text prompt takes `u` as a letter.
  @Test func textPromptTypesU() {
    let typed = state(keys("eux") + [.enter], scene: Self.swiftUIScene)
    #expect(typed.swiftUIChildren.first.map { swiftUIInlineCode(for: $0) }?.contains("ux") == true)
    #expect(typed.history.undoCount == 1)
    #expect(
      state(keys("eux") + [.enter, Self.undoKey], scene: Self.swiftUIScene).scene
        == Self.swiftUIScene)
  }

  /// `r` is a step of its own: undo brings back what it reset.
  @Test func resetIsUndoable() {
    let edited = state(keys("ad+"))
    let reset = state(keys("ad+r"))
    #expect(reset.scene == Scene.playgroundDefault)
    #expect(reset.history.undoCount == 4)
    #expect(state(keys("ad+r") + [Self.undoKey]).scene == edited.scene)
    #expect(
      state(keys("ad+r") + Array(repeating: Self.undoKey, count: 4)).scene == .playgroundDefault)
  }

  /// Undo brings back the selection that went with the scene: undoing `x`
  /// restores the deleted view and selects it again.
  @Test func undoRestoresTheSelection() {
    let deleted = state([.tab, .character("x")])
    #expect(deleted.stack.arrangedSubviews.map(\.name) == ["red", "blue"])
    let undone = state([.tab, .character("x"), Self.undoKey])
    #expect(undone.stack.arrangedSubviews.map(\.name) == ["red", "green", "blue"])
    #expect(undone.selection == 1)
  }

  /// `m` is undoable: undo returns to the UIKit scene exactly, redo to the SwiftUI one.
  @Test func modeSwitchIsUndoable() {
    let switched = state(keys("m"))
    #expect(switched.isSwiftUI)
    let undone = state(keys("m") + [Self.undoKey])
    #expect(!undone.isSwiftUI)
    #expect(undone.scene == Scene.playgroundDefault)
    #expect(state(keys("m") + [Self.undoKey, Self.redoKey]).scene == switched.scene)
  }

  /// The message says what went back, with both values, when one thing changed
  /// (in a horizontal stack `trailing` is named `bottom`); otherwise it repeats
  /// what the key said (`p` changed both the width and the height, `n` added a view).
  @Test(arguments: [
    ([Key.character("+")], "undid: spacing 12 -> 8", "redid: spacing 8 -> 12"),
    ([.character("a")], "undid: axis vertical -> horizontal", "redid: axis horizontal -> vertical"),
    (
      [.character("d")], "undid: distribution fillEqually -> fill",
      "redid: distribution fill -> fillEqually"
    ),
    (
      [.character("g")], "undid: alignment bottom -> center",
      "redid: alignment center -> bottom"
    ),
    (
      [.character("h")], "undid: hugging (horizontal) of red 251 -> 250",
      "redid: hugging (horizontal) of red 250 -> 251"
    ),
    (
      [.character("C")], "undid: compression resistance (horizontal) of red 749 -> 750",
      "redid: compression resistance (horizontal) of red 750 -> 749"
    ),
    ([.up], "undid: intrinsic width of red 70 -> 60", "redid: intrinsic width of red 60 -> 70"),
    (
      [.character("[")], "undid: intrinsic height of red 30 -> 40",
      "redid: intrinsic height of red 40 -> 30"
    ),
    (
      [.character("e")], "undid: custom spacing after red 12 -> none",
      "redid: custom spacing after red none -> 12"
    ),
    ([.character("v")], "undid: red hidden -> shown", "redid: red shown -> hidden"),
    ([.character("w")], "undid: stack width 310 -> 300", "redid: stack width 300 -> 310"),
    ([.character("p")], "undid: stack: sized to its content", "redid: stack: sized to its content"),
    ([.character("m")], "undid: SwiftUI mode -> UIKit mode", "redid: UIKit mode -> SwiftUI mode"),
    ([.character("n")], "undid: added orange", "redid: added orange"),
  ])
  func messagesSayWhatChanged(keys: [Key], undid: String, redid: String) {
    var state = state(keys)
    state.handle(Self.undoKey)
    #expect(state.message == undid + " (nothing more to undo)")
    state.handle(Self.redoKey)
    #expect(state.message == redid + " (nothing more to redo)")
  }

  /// `.` opens a preset in place of the scene: undo brings back the scene, the
  /// scene `r` resets to and the preset `.` goes on from. The opened file is
  /// forgotten while a preset is on show, so `s` never writes a preset over
  /// it; back in the scene opened, `s` saves there again.
  @Test func openingAPresetIsUndoable() {
    var state = PlaygroundState(scene: .playgroundDefault, filePath: "mine.json")
    state.handle(.character("+"))
    let edited = state.scene
    state.handle(.character("."))
    #expect(state.presetIndex == 0)
    #expect(state.scene != edited)
    #expect(state.original == state.scene)
    #expect(state.filePath == nil)
    state.handle(.character("."))
    #expect(state.presetIndex == 1)
    state.handle(Self.undoKey)
    #expect(state.presetIndex == 0)
    state.handle(Self.undoKey)
    #expect(state.scene == edited)
    #expect(state.original == .playgroundDefault)
    #expect(state.presetIndex == nil)
    #expect(state.filePath == "mine.json")
    #expect(state.hasUnsavedChanges)
    state.handle(.character("s"))
    #expect(state.pathPrompt == nil)
    #expect(state.pendingSave == "mine.json")
  }

  /// Unsaved changes a preset puts out of sight are what a copy kept on a
  /// signal or a crash holds, with the file they belong to, until `u` brings
  /// them back; Ctrl-R across the preset leaves them again. Edits to the
  /// preset itself are a second copy, with no file. Browsing with nothing
  /// unsaved leaves nothing to keep, and `u` back finds the scene as saved.
  @Test func unsavedChangesLeftForAPresetAreKept() {
    var state = PlaygroundState(scene: .playgroundDefault, filePath: "mine.json")
    #expect(state.workToKeep.isEmpty)
    state.handle(.character("+"))
    let edited = state.scene
    let left = KeptWork(scene: edited, filePath: "mine.json")
    state.handle(.character("."))
    state.handle(.character("."))
    #expect(state.workToKeep == [left])
    // Edits to a preset are kept too, after the scene opened.
    state.handle(.character("+"))
    #expect(state.filePath == nil)
    let presetEdited = state.scene
    #expect(presetEdited != edited)
    #expect(state.workToKeep == [left, KeptWork(scene: presetEdited, filePath: nil)])
    // `r` resets the preset, not what was left for it.
    state.handle(.character("r"))
    #expect(state.workToKeep == [left])
    state.handle(Self.undoKey)
    #expect(state.workToKeep == [left, KeptWork(scene: presetEdited, filePath: nil)])
    for _ in 0..<3 { state.handle(Self.undoKey) }
    #expect(state.scene == edited && state.leftDocument == nil)
    #expect(state.workToKeep == [left])
    state.handle(Self.redoKey)
    #expect(state.presetIndex == 0 && state.filePath == nil)
    #expect(state.workToKeep == [left])
    // q first says where they are, naming their file.
    state.handle(.character("q"))
    #expect(!state.isAskingToQuit)
    #expect(state.message?.hasPrefix("unsaved edits of mine.json are behind the preset") == true)

    var browsing = PlaygroundState(scene: .playgroundDefault, filePath: "mine.json")
    browsing.handle(.character("."))
    #expect(browsing.workToKeep.isEmpty && !browsing.hasUnsavedChanges)
    browsing.handle(.character("+"))
    // Only the preset's own edits are unsaved: they are what is kept, with no file.
    #expect(browsing.workToKeep == [KeptWork(scene: browsing.scene, filePath: nil)])
    browsing.handle(Self.undoKey)
    browsing.handle(Self.undoKey)
    #expect(browsing.scene == .playgroundDefault && browsing.filePath == "mine.json")
    #expect(!browsing.hasUnsavedChanges && browsing.workToKeep.isEmpty)
  }

  /// A new change clears the redo stack.
  @Test func newChangeClearsRedo() {
    let state = state(keys("+") + [Self.undoKey] + keys("a"))
    #expect(state.history.redoCount == 0)
    var redone = state
    redone.handle(Self.redoKey)
    #expect(redone.message == "nothing to redo")
    #expect(redone.scene == state.scene)
  }

  /// The history keeps the last ``History/limit`` steps.
  @Test func historyIsBounded() {
    let changes = History.limit + 100
    var state = state(Array(repeating: .character("+"), count: changes))
    #expect(state.stack.spacing == 8 + 4 * Double(changes))
    #expect(state.history.undoCount == History.limit)
    for _ in 0..<changes { state.handle(Self.undoKey) }
    #expect(state.stack.spacing == 8 + 4 * 100)
    #expect(state.message == "nothing to undo")
  }

  // MARK: Generated key sequences

  /// Every key of both modes (the panels' and the presets' `,` / `.` too),
  /// digits and prompt keys, but not `u` or Ctrl-R.
  static let alphabet: [Key] =
    "qaAdDgGhHcCeEfkKnxvpwWtTyzZ0r=[]+-?mSs1234567890.,lo".map { Key.character($0) } + [
      .tab, .backTab, .up, .down, .left, .right, .enter, .escape, .backspace,
      .click(column: 30, row: 8), .resize, .control("e"), .pageUp, .pageDown, .home, .end,
    ]

  static func randomKeys(seed: UInt64, count: Int) -> [Key] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
  }

  /// After any sequence of keys, `u` once per change returns to the scene as
  /// opened, and Ctrl-R once per change returns to the final scene, exactly,
  /// with the selection the last change left.
  @Test(arguments: Array(UInt64(1)...40))
  func undoingEveryChangeReturnsToTheStart(seed: UInt64) {
    let start: Scene = seed % 2 == 0 ? .playgroundDefault : Self.swiftUIScene
    var state = PlaygroundState(scene: start)
    var changes = 0
    var selectionAfterLastChange = 0
    for key in Self.randomKeys(seed: seed, count: 150) {
      let before = (state.scene, state.original)
      state.handle(key) { column, row in (column + row) % 4 }
      if state.scene != before.0 || state.original != before.1 {
        changes += 1
        selectionAfterLastChange = state.selection
      }
    }
    let final = state
    #expect(state.history.undoCount == changes)
    state.pathPrompt = nil
    state.prompt = nil
    state.isShowingHelp = false
    state.quitStep = nil
    for _ in 0..<changes { state.handle(Self.undoKey) }
    #expect(state.scene == start)
    #expect(state.original == start)
    #expect(state.history.undoCount == 0)
    for _ in 0..<changes { state.handle(Self.redoKey) }
    #expect(state.scene == final.scene)
    #expect(state.selection == selectionAfterLastChange)
  }

  /// With `u` and Ctrl-R mixed into the keys, the scene always matches a
  /// model of the history: a list of (scene, scene `r` resets to) pairs and a
  /// position in it. `u` and Ctrl-R are keys like any other while a prompt,
  /// the help, the code overlay or the quit question takes the keys.
  @Test(arguments: Array(UInt64(100)...120))
  func undoAndRedoFollowTheModel(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let keys =
      Self.alphabet + Array(repeating: Self.undoKey, count: 8)
      + Array(repeating: Self.redoKey, count: 5)
    let start: Scene = seed % 2 == 0 ? .playgroundDefault : Self.swiftUIScene
    var state = PlaygroundState(scene: start)
    var documents = [[start, start]]
    var position = 0
    for _ in 0..<300 {
      let key = keys.randomElement(using: &generator)!
      let takenByAnOverlay =
        state.prompt != nil || state.pathPrompt != nil || state.isShowingHelp
        || state.panel == .code || state.isAskingToQuit
      let before = [state.scene, state.original]
      state.handle(key) { column, row in (column + row) % 4 }
      if !takenByAnOverlay && key == Self.undoKey {
        position = max(0, position - 1)
      } else if !takenByAnOverlay && key == Self.redoKey {
        position = min(documents.count - 1, position + 1)
      } else if [state.scene, state.original] != before {
        documents.removeSubrange((position + 1)...)
        documents.append([state.scene, state.original])
        position += 1
      }
      #expect([state.scene, state.original] == documents[position])
      #expect(state.history.undoCount == position)
      #expect(state.history.redoCount == documents.count - 1 - position)
    }
  }
}
