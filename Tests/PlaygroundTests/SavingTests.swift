import StackRender
import StackScene
import Testing

@testable import Playground

/// `s` and `S` in the pure state: they only ask the app to save (``PlaygroundState/pendingSave``)
/// and take its report (``PlaygroundState/didSave(to:error:)``).
@Suite("Save keys")
struct SavingTests {
  func keys(_ text: String) -> [Key] { text.map { Key.character($0) } }

  func state(_ keys: [Key], filePath: String? = nil) -> PlaygroundState {
    var state = PlaygroundState(scene: .playgroundDefault, filePath: filePath)
    for key in keys { state.handle(key) }
    return state
  }

  @Test func saveWritesToTheOpenedFile() {
    let saving = state(keys("+s"), filePath: "scenes/a.json")
    #expect(saving.pendingSave == "scenes/a.json")
    #expect(saving.pathPrompt == nil)
    #expect(saving.message == "saving to scenes/a.json")
    // Saving is not a change: nothing to undo for it.
    #expect(saving.history.undoCount == 1)
  }

  @Test func saveWithoutAFilePromptsForAPath() {
    let prompting = state(keys("s"))
    #expect(prompting.pendingSave == nil)
    #expect(prompting.pathPrompt == "")
    #expect(prompting.message == "save to: _   (Enter saves, Esc cancels)")
    // Every key is typed into the path, u and q too; Backspace deletes one.
    let typed = state(keys("sout/quxx") + [.backspace, .enter])
    #expect(typed.pathPrompt == nil)
    #expect(typed.pendingSave == "out/qux")
    #expect(!typed.shouldQuit)
    #expect(typed.history.undoCount == 0)
  }

  /// A long path shows its last 40 characters, so what is typed stays in sight.
  @Test func aLongPathShowsItsEnd() {
    let path = String(repeating: "d/", count: 30) + "scene.json"
    let typing = state(keys("S"), filePath: path)
    #expect(typing.pathPrompt == path)
    #expect(
      typing.message == "save to: …\(path.suffix(40))_   (Enter saves, Esc cancels)")
    #expect(typing.message!.count <= 80)
  }

  @Test func saveAsStartsFromTheFile() {
    let prompting = state(keys("S"), filePath: "a.json")
    #expect(prompting.pathPrompt == "a.json")
    let typed = state(
      keys("S") + [.backspace, .backspace, .backspace, .backspace] + keys("txt"), filePath: "a.json"
    )
    #expect(typed.pathPrompt == "a.txt")
    let entered = state(keys("S") + [.backspace] + [.enter], filePath: "a.json")
    #expect(entered.pendingSave == "a.jso")
  }

  @Test func escapeAndAnEmptyPathCancel() {
    let escaped = state(keys("Sb") + [.escape], filePath: "a.json")
    #expect(escaped.pathPrompt == nil && escaped.pendingSave == nil)
    #expect(escaped.message == "save cancelled")
    #expect(!escaped.shouldQuit)
    let empty = state(keys("s") + [.enter])
    #expect(empty.pendingSave == nil)
    #expect(empty.message == "save cancelled: no path typed")
  }

  @Test func theAppReportsBack() {
    var saved = state(keys("s") + keys("b.json") + [.enter])
    saved.didSave(to: "b.json", error: nil)
    #expect(saved.pendingSave == nil)
    #expect(saved.filePath == "b.json")
    #expect(saved.message == "saved to b.json")
    // From now on s saves there without asking.
    saved.handle(.character("s"))
    #expect(saved.pendingSave == "b.json")

    var failed = state(keys("s"), filePath: "a.json")
    failed.didSave(to: "a.json", error: "a.json: Permission denied")
    #expect(failed.pendingSave == nil)
    #expect(failed.filePath == "a.json")
    #expect(failed.message == "not saved: a.json: Permission denied (any old file is unchanged)")
  }

  /// A save the app holds back (another file is at the path, or the opened
  /// file changed on disk) asks; `y` asks the app to save over it, and the
  /// question takes every key: any other one keeps the file.
  @Test func aSaveOverAFileAsksFirst() {
    var asked = state(
      keys("+S") + Array(repeating: Key.backspace, count: 6)
        + keys("b.json") + [.enter], filePath: "a.json")
    #expect(asked.pendingSave == "b.json" && !asked.pendingSaveReplaces)
    asked.askBeforeSaving(over: "b.json", because: .exists)
    #expect(asked.pendingSave == nil)
    #expect(asked.saveOverwrite == SaveOverwrite(path: "b.json", reason: .exists))
    let lines = PlaygroundScreen.messageLines(asked, width: 80, glyphs: .unicode)
    #expect(lines.lines == ["b.json exists: y replaces it, any other key keeps it"])
    #expect(lines.style == CellStyle(bold: true, reverse: true))
    #expect(Localization.hints(for: asked).keys == ["y replace", "other keys keep"])
    #expect(Localization.hints(for: asked).pinned.isEmpty)

    var kept = asked
    kept.handle(.character("q"))
    #expect(kept.saveOverwrite == nil && kept.pendingSave == nil)
    #expect(!kept.shouldQuit && !kept.isAskingToQuit)
    #expect(kept.message == "not saved: b.json is left as it was")
    #expect(kept.filePath == "a.json")

    var agreed = asked
    agreed.handle(.character("y"))
    #expect(agreed.saveOverwrite == nil)
    #expect(agreed.pendingSave == "b.json" && agreed.pendingSaveReplaces)
    #expect(agreed.message == "saving to b.json")
    agreed.didSave(to: "b.json", error: nil)
    #expect(!agreed.pendingSaveReplaces && agreed.filePath == "b.json")
    // The scene did not change by answering: + is still the only step.
    #expect(agreed.history.undoCount == 1)

    var changed = state(keys("+s"), filePath: "a.json")
    changed.askBeforeSaving(over: "a.json", because: .changedOnDisk)
    #expect(
      PlaygroundScreen.messageLines(changed, width: 100, glyphs: .unicode).lines == [
        "a.json changed on disk since it was opened or saved: y saves over it, any other key"
          + " keeps it"
      ])
  }

  /// `q`, then `s` to save and quit, then a held-back save: `y` saves and
  /// the app quits once the save is done; any other key keeps the file and
  /// calls the quit off, with the changes still there.
  @Test func aHeldBackSaveAtTheQuitQuestion() {
    var asked = state(keys("+qs"), filePath: "a.json")
    #expect(asked.quitsAfterSave && asked.pendingSave == "a.json")
    asked.askBeforeSaving(over: "a.json", because: .changedOnDisk)
    var kept = asked
    kept.handle(.escape)
    #expect(kept.message == "not saved: a.json is left as it was; not quitting")
    #expect(kept.quitStep == nil && !kept.shouldQuit && kept.hasUnsavedChanges)
    var agreed = asked
    agreed.handle(.character("y"))
    #expect(agreed.quitsAfterSave && agreed.pendingSaveReplaces)
    agreed.didSave(to: "a.json", error: nil)
    #expect(agreed.shouldQuit)
  }

  @Test func resetKeepsTheFileTheHistoryAndTheLanguage() {
    let reset = state(keys("+r"), filePath: "a.json")
    #expect(reset.filePath == "a.json")
    #expect(reset.history.undoCount == 2)
    var korean = PlaygroundState(scene: .playgroundDefault)
    korean.language = .ko
    for key in keys("+r") { korean.handle(key) }
    #expect(korean.language == .ko)
  }

  @Test func saveWorksInSwiftUIMode() {
    let saving = state(keys("ms"), filePath: "a.json")
    #expect(saving.isSwiftUI)
    #expect(saving.pendingSave == "a.json")
  }
}
