import StackRender
import StackScene
import Testing

@testable import Playground

/// A session of `stackplay serve` (``PlaygroundState/isServed``): nothing is
/// written to the server's disk, and the code panel copies the code (`c`) or
/// the scene JSON (`j`) to the client's clipboard instead.
@Suite("Served sessions")
struct ServedSessionTests {
  func keys(_ text: String) -> [Key] { text.map { Key.character($0) } }

  func state(_ keys: [Key], served: Bool = true, filePath: String? = nil) -> PlaygroundState {
    var state = PlaygroundState(scene: .playgroundDefault, filePath: filePath)
    state.isServed = served
    for key in keys { state.handle(key) }
    return state
  }

  func lines(_ state: PlaygroundState) -> [String] {
    PlaygroundScreen.draw(state, columns: 80, rows: 24, colorMode: .monochrome, glyphs: .unicode)
      .buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  static let refusal =
    "saving is off over SSH: Ctrl-E then c copies the code, j the scene JSON, to your clipboard"

  /// `s` and `S` ask for no save and no path: the message says how to take
  /// the work away instead; the edit stays.
  @Test func saveKeysWriteNothing() {
    for key in ["s", "S"] {
      let saving = state(keys("+" + key), filePath: "scene.json")
      #expect(saving.pendingSave == nil)
      #expect(saving.pathPrompt == nil)
      #expect(saving.message == Self.refusal)
      #expect(saving.hasUnsavedChanges)
    }
  }

  /// The quit question's `s` saves nothing and does not quit: the question
  /// closes with the same message, and `q` then `d` still quits.
  @Test func theQuitQuestionCannotSave() {
    let answered = state(keys("+qs"))
    #expect(answered.pendingSave == nil)
    #expect(!answered.shouldQuit)
    #expect(!answered.isAskingToQuit)
    #expect(answered.message == Self.refusal)
    #expect(state(keys("+qsqd")).shouldQuit)
  }

  /// `w` in the code panel writes no file; `c` still copies the code.
  @Test func theCodePanelWritesNoFile() {
    let writing = state([.control("e"), .character("w")])
    #expect(writing.codePathPrompt == nil)
    #expect(writing.pendingCodeWrite == nil)
    #expect(writing.message == Self.refusal)
    let copying = state([.control("e"), .character("c")])
    #expect(copying.pendingClipboard == copying.codeText)
  }

  /// `j` hands the scene file's JSON over for the clipboard, the bytes `s`
  /// would save, and says what went out: 7 + 4 per 3 bytes (rounded up) + 1.
  @Test func jCopiesTheSceneJSON() {
    let copied = state([.character("+"), .control("e"), .character("j")])
    let json = copied.scene.jsonText()
    #expect(copied.pendingClipboard == json)
    #expect(json.hasPrefix("{"))
    let count = json.utf8.count
    #expect(
      copied.message
        == "copied the scene JSON (\(count) bytes): sent OSC 52, \(7 + (count + 2) / 3 * 4 + 1) bytes, to the terminal"
    )
  }

  /// The code panel names the keys that work here: no `w`, but `j`.
  @Test func theCodePanelNamesItsServedKeys() {
    let screen = lines(state([.control("e")]))
    #expect(screen[0].hasSuffix("c copy  j JSON  Up/Down scroll  any other key closes"))
    #expect(!screen[0].contains("w write"))
    #expect(
      screen[23] == "c copy code  j copy scene JSON  Up/Down/PgUp/PgDn scroll  other keys close")
  }

  /// Outside a served session nothing changes: `s` on a file saves to it.
  @Test func aLocalSessionStillSaves() {
    let saving = state(keys("+s"), served: false, filePath: "scene.json")
    #expect(saving.pendingSave == "scene.json")
  }
}
