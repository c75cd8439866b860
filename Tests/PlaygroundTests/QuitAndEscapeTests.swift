import StackRender
import StackScene
import Testing

@testable import Playground

/// Nothing is lost by a key: `q` asks before it drops unsaved changes, Esc
/// closes what is on top and never quits, `r` can be undone.
@Suite("Quitting, Esc and reset")
struct QuitAndEscapeTests {
  /// The default scene converted to SwiftUI: an HStack of three Colors.
  static let swiftUIScene = Scene.playgroundDefault.convertedToSwiftUI().scene

  func keys(_ text: String) -> [Key] { text.map { Key.character($0) } }

  func state(
    _ keys: [Key], scene: Scene = .playgroundDefault, filePath: String? = nil
  ) -> PlaygroundState {
    var state = PlaygroundState(scene: scene, filePath: filePath)
    for key in keys { state.handle(key) }
    return state
  }

  /// The row of the screen the message and the prompts use (80x24: row 22).
  func messageRow(_ state: PlaygroundState) -> String {
    let text = PlaygroundScreen.draw(
      state, columns: 80, rows: 24, colorMode: .colors256, glyphs: .unicode
    ).buffer.plainText()
    return String(text.split(separator: "\n", omittingEmptySubsequences: false)[22])
  }

  // MARK: q

  @Test(arguments: [Scene.playgroundDefault, Self.swiftUIScene])
  func qWithNothingUnsavedQuitsAtOnce(scene: Scene) {
    let quit = state(keys("q"), scene: scene)
    #expect(quit.shouldQuit && !quit.isAskingToQuit)
  }

  @Test(arguments: [Scene.playgroundDefault, Self.swiftUIScene])
  func qAfterAnEditAsks(scene: Scene) {
    let asking = state(keys("+q"), scene: scene)
    #expect(asking.hasUnsavedChanges)
    #expect(asking.isAskingToQuit && !asking.shouldQuit)
    #expect(messageRow(asking).hasPrefix("Unsaved changes: s save  d discard  Esc cancel"))
  }

  /// In a window too small to draw the playground, the question still shows.
  @Test func theQuestionShowsInATooSmallWindow() {
    let asking = state(keys("+q"))
    let text = PlaygroundScreen.draw(
      asking, columns: 50, rows: 12, colorMode: .colors256, glyphs: .unicode
    ).buffer.plainText()
    #expect(text.contains("Unsaved changes: s save  d discard  Esc cancel"))
    let plain = PlaygroundScreen.draw(
      state(keys("+")), columns: 50, rows: 12, colorMode: .colors256, glyphs: .unicode
    ).buffer.plainText()
    #expect(!plain.contains("Unsaved changes"))
  }

  @Test func theQuestionIsInKorean() {
    var asking = state(keys("+q"))
    asking.language = .ko
    #expect(messageRow(asking).hasPrefix("저장하지 않은 변경 사항: s 저장  d 버리기  Esc 취소"))
  }

  /// While it asks, every key but s, d and Esc does nothing: the scene, the
  /// history and the question stay, and q does not quit.
  @Test func otherKeysLeaveTheQuestion() {
    let asking = state(keys("+q"))
    for key: Key in [
      .character("q"), .character("a"), .character("u"), .control("r"), .up, .enter, .tab,
      .character("r"), .character("S"), .resize, .click(column: 30, row: 8),
    ] {
      var after = asking
      after.handle(key)
      #expect(after == asking, "key \(key)")
    }
  }

  @Test func dDiscardsAndQuits() {
    let quit = state(keys("+qd"))
    #expect(quit.shouldQuit && !quit.isAskingToQuit)
    #expect(quit.pendingSave == nil)
  }

  @Test func escapeCancelsTheQuestion() {
    let cancelled = state(keys("+q") + [.escape])
    #expect(!cancelled.shouldQuit && !cancelled.isAskingToQuit)
    #expect(cancelled.stack.spacing == 12)
    #expect(cancelled.history.undoCount == 1)
    #expect(cancelled.message == "quit cancelled: the changes are still here (s saves them)")
    // The keys edit again, and q asks again.
    #expect(state(keys("+q") + [.escape] + keys("+")).stack.spacing == 16)
    #expect(state(keys("+q") + [.escape] + keys("q")).isAskingToQuit)
  }

  /// `s` at the question saves to the opened file; the app quits once the save
  /// succeeded.
  @Test func sSavesTheOpenedFileThenQuits() {
    var saving = state(keys("+qs"), filePath: "a.json")
    #expect(saving.pendingSave == "a.json" && saving.quitsAfterSave)
    #expect(!saving.shouldQuit && !saving.isAskingToQuit)
    saving.didSave(to: "a.json", error: nil)
    #expect(saving.shouldQuit)
    #expect(!saving.hasUnsavedChanges)
  }

  /// A failed save does not quit, and says why; `q` then asks again.
  @Test func aFailedSaveDoesNotQuit() {
    var failed = state(keys("+qs"), filePath: "a.json")
    failed.didSave(to: "a.json", error: "Permission denied")
    #expect(!failed.shouldQuit && !failed.quitsAfterSave)
    #expect(
      failed.message == "not saved: Permission denied (any old file is unchanged); not quitting")
    #expect(failed.hasUnsavedChanges)
    failed.handle(.character("q"))
    #expect(failed.isAskingToQuit)
  }

  /// With no file (the default scene, a preset), `s` asks for a path as `S`
  /// does, and quits once the scene is saved there.
  @Test func sWithoutAFileAsksForAPathThenQuits() {
    let prompting = state(keys("+qs"))
    #expect(prompting.pathPrompt == "")
    #expect(prompting.message == "save to: _   (Enter saves and quits, Esc cancels)")
    var saving = state(keys("+qsb.json") + [.enter])
    #expect(saving.pendingSave == "b.json" && !saving.shouldQuit)
    saving.didSave(to: "b.json", error: nil)
    #expect(saving.shouldQuit)
    #expect(saving.filePath == "b.json")
  }

  /// Cancelling the path cancels the quit too, and a later plain save does
  /// not quit.
  @Test func cancellingThePathDoesNotQuit() {
    var cancelled = state(keys("+qsb") + [.escape])
    #expect(cancelled.pathPrompt == nil && !cancelled.shouldQuit && !cancelled.quitsAfterSave)
    #expect(cancelled.message == "save cancelled, not quitting")
    cancelled.handle(.character("S"))
    for key in keys("c.json") + [.enter] { cancelled.handle(key) }
    cancelled.didSave(to: "c.json", error: nil)
    #expect(!cancelled.shouldQuit)
    #expect(cancelled.message == "saved to c.json")
    let empty = state(keys("+qs") + [.enter])
    #expect(!empty.shouldQuit && !empty.quitsAfterSave && empty.pendingSave == nil)
    #expect(empty.message == "save cancelled: no path typed; not quitting")
  }

  // MARK: What is unsaved

  /// Unsaved means the scene differs by value from the one opened or last
  /// saved: undoing back to it, or changing a thing and changing it back, is
  /// not unsaved.
  @Test func unsavedComparesValues() {
    #expect(!state(keys("au")).hasUnsavedChanges)
    #expect(state(keys("au")).history.redoCount == 1)
    #expect(!state(keys("aa")).hasUnsavedChanges)
    #expect(state(keys("aaq")).shouldQuit)
    #expect(!state(keys("+-q")).isAskingToQuit)
    #expect(!state(keys("ar")).hasUnsavedChanges)
    // Selecting, zooming, panels and help change no scene.
    #expect(state([.tab] + keys("zlo?") + [.escape, .escape] + keys("q")).shouldQuit)
  }

  /// After a save, the saved scene is what counts: a later edit is unsaved,
  /// and undoing past the save makes the scene differ from it again.
  @Test func aSaveMovesTheMark() {
    var saved = state(keys("+s"), filePath: "a.json")
    saved.didSave(to: "a.json", error: nil)
    #expect(!saved.hasUnsavedChanges)
    #expect(!saved.shouldQuit)
    var quit = saved
    quit.handle(.character("q"))
    #expect(quit.shouldQuit)
    var undone = saved
    undone.handle(.character("u"))
    #expect(undone.hasUnsavedChanges)
  }

  /// Browsing presets from a scene with nothing unsaved is not work to lose;
  /// edits made before opening a preset are still unsaved (an undo away):
  /// the first q says where they are, and the next asks.
  @Test func presetsAndUnsavedChanges() {
    #expect(state(keys(".q")).shouldQuit)
    #expect(state(keys(".,.q")).shouldQuit)
    let told = state(keys("+.q"))
    #expect(!told.isAskingToQuit && !told.shouldQuit)
    #expect(
      told.message
        == "unsaved edits are behind the preset: u brings them back (s then saves them);"
        + " q again asks to quit without them")
    #expect(state(keys("+.qq")).isAskingToQuit)
    // u brings them back: q then asks about them, at once.
    let back = state(keys("+.qu") + keys("q"))
    #expect(back.isAskingToQuit && back.leftDocument == nil)
    // Edits made to the preset alone are the scene on show: q asks at once.
    #expect(state(keys(".+q")).isAskingToQuit)
  }

  // MARK: Help and code panel

  @Test func qFromTheHelpOrTheCodeAsksWhenUnsaved() {
    let fromHelp = state(keys("+?q"))
    #expect(!fromHelp.isShowingHelp && fromHelp.isAskingToQuit && !fromHelp.shouldQuit)
    let fromCode = state(keys("+") + [.control("e"), .character("q")])
    #expect(fromCode.panel == nil && fromCode.isAskingToQuit && !fromCode.shouldQuit)
    #expect(state(keys("?q")).shouldQuit)
    #expect(state([.control("e"), .character("q")]).shouldQuit)
  }

  // MARK: Esc

  /// Esc closes whatever is on top, and nothing else: the scene, the history
  /// and what lies below stay.
  @Test(arguments: [Scene.playgroundDefault, Self.swiftUIScene])
  func escapeClosesWhatIsOnTop(scene: Scene) {
    let help = state(keys("+?") + [.escape], scene: scene)
    #expect(!help.isShowingHelp && !help.shouldQuit && help.history.undoCount == 1)

    let constraints = state(keys("l") + [.escape], scene: scene)
    #expect(constraints.panel == nil && !constraints.shouldQuit)
    #expect(constraints.message == "panel closed")

    let grid = state(keys("oo") + [.escape], scene: scene)
    #expect(grid.panel == nil && !grid.shouldQuit)

    let code = state([.control("e"), .pageDown, .escape], scene: scene)
    #expect(code.panel == nil && !code.shouldQuit)

    let prompt = state(keys("+=5") + [.escape], scene: scene)
    #expect(prompt.prompt == nil && prompt.history.undoCount == 1 && !prompt.shouldQuit)
    #expect(prompt.message == "cancelled")

    let path = state(keys("Sa") + [.escape], scene: scene)
    #expect(path.pathPrompt == nil && path.pendingSave == nil && !path.shouldQuit)

    // The help over the constraint panel: Esc closes the help only, a second
    // Esc the panel.
    let stacked = state(keys("l?") + [.escape], scene: scene)
    #expect(!stacked.isShowingHelp && stacked.panel == .constraints)
    #expect(state(keys("l?") + [.escape, .escape], scene: scene).panel == nil)
  }

  /// With nothing on top, Esc does nothing (it says how to quit), however
  /// often it comes, edits or not.
  @Test(arguments: [Scene.playgroundDefault, Self.swiftUIScene])
  func escapeAloneDoesNothing(scene: Scene) {
    let edited = state(keys("+"), scene: scene)
    var escaped = edited
    for _ in 0..<3 { escaped.handle(.escape) }
    #expect(!escaped.shouldQuit && !escaped.isAskingToQuit)
    #expect(escaped.scene == edited.scene && escaped.selection == edited.selection)
    #expect(escaped.history == edited.history)
    #expect(escaped.message == "Esc closes the help, a panel or a prompt; q quits")
  }

  // MARK: r

  /// `r` is one undoable step in both modes: `u` brings the edits back, Ctrl-R
  /// resets again, and the message says so.
  @Test(arguments: [Scene.playgroundDefault, Self.swiftUIScene])
  func resetIsUndoableAndRedoable(scene: Scene) {
    let edited = state(keys("a+]"), scene: scene)
    let reset = state(keys("a+]r"), scene: scene)
    #expect(reset.scene == scene)
    #expect(reset.message == "reset to the scene as opened (u undoes it)")
    #expect(reset.history.undoCount == edited.history.undoCount + 1)
    let undone = state(keys("a+]ru"), scene: scene)
    #expect(undone.scene == edited.scene)
    #expect(undone.selection == edited.selection)
    let redone = state(keys("a+]ru") + [.control("r")], scene: scene)
    #expect(redone.scene == scene)
  }

  /// A reset keeps the file and the scene last saved: `s` still saves to the
  /// file, and a reset back to the saved scene leaves nothing unsaved.
  @Test func resetKeepsTheFileAndTheSavedScene() {
    var saved = state(keys("+s"), filePath: "a.json")
    saved.didSave(to: "a.json", error: nil)
    saved.handle(.character("r"))
    #expect(saved.filePath == "a.json")
    #expect(saved.hasUnsavedChanges)  // the file now holds spacing 12, the reset 8
    saved.handle(.character("u"))
    #expect(!saved.hasUnsavedChanges)
  }
}
