import StackRender
import StackScene

extension PlaygroundState {
  /// The longest save path the path prompt takes, in characters.
  static let pathLimit = 1024

  /// Creates the state for a scene opened from the file at `path`; `s` saves back there.
  public init(scene: Scene, filePath: String?) {
    self.init(scene: scene)
    self.filePath = filePath
  }

  /// `s`: asks the app to save to ``filePath``, or prompts for a path when the
  /// scene has no file (the default scene, a preset).
  mutating func save() {
    guard !isServed else {
      refuseServedWrite()
      return
    }
    guard let filePath else {
      startPathPrompt("")
      return
    }
    pendingSave = filePath
    message = "saving to \(filePath)"
  }

  /// `S`: prompts for a path to save to, starting from ``filePath``.
  mutating func saveAs() {
    guard !isServed else {
      refuseServedWrite()
      return
    }
    startPathPrompt(filePath ?? "")
  }

  /// The message of `s`, `S` and `w` in a served session.
  static let servedWriteMessage =
    "saving is off over SSH: Ctrl-E then c copies the code, j the scene JSON, to your clipboard"

  /// `s`, `S` or `w` in a served session: nothing is written; a quit that
  /// was waiting for the save stays undone.
  mutating func refuseServedWrite() {
    message = Self.servedWriteMessage
    quitStep = nil
  }

  private mutating func startPathPrompt(_ text: String) {
    pathPrompt = text
    showPathPrompt()
  }

  /// The prompt as the message line shows it; a long path shows its end,
  /// where the typing is.
  private mutating func showPathPrompt() {
    let path = pathPrompt ?? ""
    let shown = path.count > Self.shownPathLength ? "…" + path.suffix(Self.shownPathLength) : path
    message =
      quitsAfterSave
      ? "save to: \(shown)_   (Enter saves and quits, Esc cancels)"
      : "save to: \(shown)_   (Enter saves, Esc cancels)"
  }

  /// How many characters of a typed path the prompt shows: the prompt fits 80 columns.
  static let shownPathLength = 40

  /// Takes a key while the save path is being typed: characters, Backspace,
  /// Enter (asks the app to save there) and Esc (cancels).
  /// A path prompt's editing keys: Backspace or Delete removes the last
  /// character; a printable character is added, up to ``pathLimit``.
  static func editPath(_ text: inout String, _ key: Key) {
    switch key {
    case .backspace, .delete:
      if !text.isEmpty { text.removeLast() }
    case .character(let character) where !isControl(character):
      if text.count < pathLimit { text.append(character) }
    default:
      break
    }
  }

  mutating func handlePathPrompt(_ key: Key) {
    guard var text = pathPrompt else { return }
    switch key {
    case .escape:
      pathPrompt = nil
      message = quitsAfterSave ? "save cancelled, not quitting" : "save cancelled"
      quitStep = nil
      return
    case .enter:
      pathPrompt = nil
      if text.isEmpty {
        message =
          quitsAfterSave
          ? "save cancelled: no path typed; not quitting" : "save cancelled: no path typed"
        quitStep = nil
      } else {
        pendingSave = text
        message = "saving to \(text)"
      }
      return
    default:
      Self.editPath(&text, key)
    }
    pathPrompt = text
    showPathPrompt()
  }

  /// Reports the save that ``pendingSave`` asked for, as the app performed it.
  ///
  /// - Parameters:
  ///   - path: where the app wrote the scene.
  ///   - error: why the save failed (the old file is then unchanged), or `nil`
  ///     when it succeeded; `s` then saves to `path` from now on, and the
  ///     scene saved is what ``hasUnsavedChanges`` compares with. When the save
  ///     was `s` at the quit question, success quits and failure does not.
  public mutating func didSave(to path: String, error: String?) {
    pendingSave = nil
    if let error {
      message =
        "not saved: \(error) (any old file is unchanged)"
        + (quitsAfterSave ? "; not quitting" : "")
      quitStep = nil
    } else {
      filePath = path
      savedScene = scene
      message = "saved to \(path)"
      if quitsAfterSave { shouldQuit = true }
      quitStep = nil
    }
  }
}
