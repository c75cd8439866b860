import StackRender
import StackScene

/// A save the app held back until the user agrees (`y`), and why.
public struct SaveOverwrite: Hashable, Sendable {
  public enum Reason: Hashable, Sendable {
    /// `S` (or `s` with a typed path) names a file that is there, not the
    /// one the scene was opened from or last saved to.
    case exists
    /// The file the scene was opened from or last saved to was changed or
    /// replaced on disk since (by an editor, say).
    case changedOnDisk
  }

  /// Where the save would write.
  public var path: String
  public var reason: Reason

  public init(path: String, reason: Reason) {
    self.path = path
    self.reason = reason
  }

  /// The question when a write would replace the file at `path`: a save's,
  /// and the code panel's `w`.
  static func replaceQuestion(_ path: String) -> String {
    "\(path) exists: y replaces it, any other key keeps it"
  }

  /// The question, on the message row.
  public var question: String {
    switch reason {
    case .exists: Self.replaceQuestion(path)
    case .changedOnDisk:
      "\(path) changed on disk since it was opened or saved: y saves over it, any other key keeps it"
    }
  }
}

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

  /// The app found that the save ``pendingSave`` asked for would replace a
  /// file it should not replace unasked: asks (``saveOverwrite``).
  public mutating func askBeforeSaving(over path: String, because reason: SaveOverwrite.Reason) {
    pendingSave = nil
    pendingSaveReplaces = false
    saveOverwrite = SaveOverwrite(path: path, reason: reason)
    message = nil
  }

  /// Takes the key that answers ``saveOverwrite``: `y` asks the app to save
  /// over the file; any other key keeps it (and a quit waiting for the save
  /// is called off).
  mutating func handleSaveOverwrite(_ key: Key) {
    guard let overwrite = saveOverwrite else { return }
    saveOverwrite = nil
    if key == .character("y") {
      pendingSave = overwrite.path
      pendingSaveReplaces = true
      message = "saving to \(overwrite.path)"
    } else {
      message =
        "not saved: \(overwrite.path) is left as it was" + (quitsAfterSave ? "; not quitting" : "")
      quitStep = nil
    }
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
    pendingSaveReplaces = false
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
