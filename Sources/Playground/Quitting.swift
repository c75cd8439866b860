import StackRender
import StackScene

/// Quitting without losing edits, and Esc.
///
/// `q` quits at once when nothing is unsaved. Otherwise it asks, on the
/// message row: `Unsaved changes: s save  d discard  Esc cancel`. `s` saves as
/// `s` always does (to the opened file, or to a path typed in when the scene
/// has no file) and quits once the save succeeded; a failed or cancelled save
/// does not quit and says why. `d` quits without saving; Esc goes back to
/// editing; any other key (a second `q` too) leaves the question on show. Ctrl-C, SIGTERM,
/// SIGHUP and SIGQUIT are signals, not keys: they end the app at once, whatever
/// it shows, and unsaved changes are kept in a new file (see ``UnsavedCopy``),
/// as they are on a crash.
///
/// Esc never quits. It closes what is on top (see ``closeTopmost()`` and
/// ``handle(_:viewAt:)``), in this order: the quit question, the save path
/// prompt, the value prompt, the help, the code panel, the constraint panel or
/// the comparison grid; with none of them on show it does nothing but say so.
/// Where quitting with unsaved changes stands (``PlaygroundState/quitStep``).
public enum QuitStep: Hashable, Sendable {
  /// `q` is asking what to do with the unsaved changes: `s` save, `d`
  /// discard, Esc cancel. It takes every key.
  case asking
  /// `s` answered: the app quits once the save succeeds (after the path is
  /// typed, when the scene has no file); a failed or cancelled save ends it.
  case savingThenQuitting
}

extension PlaygroundState {
  /// Whether `q` is asking what to do with unsaved changes.
  public var isAskingToQuit: Bool { quitStep == .asking }

  /// Whether the app quits once the save it was asked for succeeds.
  public var quitsAfterSave: Bool { quitStep == .savingThenQuitting }

  /// Whether the scene differs from the one last opened or saved
  /// (``savedScene``): quitting would lose it.
  public var hasUnsavedChanges: Bool { scene != savedScene }

  /// What copies of unsaved changes hold when a signal or a crash ends the
  /// session (see ``UnsavedCopy``), a copy each, in order: the unsaved
  /// changes a preset opened with `,` or `.` put out of sight (only an undo
  /// away), with the file they were opened from, then the scene on show when
  /// it has unsaved changes of its own (a preset edited, with no file);
  /// empty when nothing is unsaved.
  public var workToKeep: [KeptWork] {
    guard let left = leftDocument, let unsaved = left.unsaved else {
      return hasUnsavedChanges ? [KeptWork(scene: scene, filePath: filePath)] : []
    }
    var works = [KeptWork(scene: unsaved, filePath: left.filePath)]
    // With edits left behind, the preset on show reads as unsaved until it is
    // saved (``History/cross(to:)``): its own edits are those that took it
    // from the preset, or from what `s` saved of it.
    if hasUnsavedChanges && (filePath != nil || scene != original) {
      works.append(KeptWork(scene: scene, filePath: filePath))
    }
    return works
  }

  /// `q`: quits, or asks first when there are unsaved changes.
  ///
  /// With unsaved edits left behind a preset (``leftDocument``), the first
  /// `q` says so instead: the question is about the scene on show, and its
  /// `s` would save the preset, not them. `u` brings them back; a second `q`
  /// asks as usual.
  mutating func requestQuit() {
    if let left = leftDocument, left.unsaved != nil, !left.quitWarned {
      leftDocument?.quitWarned = true
      let file = left.filePath.map { " of \($0)" } ?? ""
      message =
        "unsaved edits\(file) are behind the preset: u brings them back (s then saves them);"
        + " q again asks to quit without them"
      return
    }
    guard hasUnsavedChanges else {
      shouldQuit = true
      return
    }
    quitStep = .asking
    message = nil
  }

  /// Takes a key while the quit question is on show: `s` saves and then quits,
  /// `d` quits without saving, Esc cancels; any other key leaves the question
  /// on show and does nothing else.
  mutating func handleQuitQuestion(_ key: Key) {
    switch key {
    case .character("s"):
      quitStep = .savingThenQuitting
      save()
    case .character("d"):
      quitStep = nil
      shouldQuit = true
    case .escape:
      quitStep = nil
      message = "quit cancelled: the changes are still here (s saves them)"
    default:
      break
    }
  }

  /// Esc with no prompt, help or code panel on show: closes the constraint
  /// panel or the comparison grid, or else does nothing (it never quits) and
  /// says how to quit.
  mutating func closeTopmost() {
    switch panel {
    case .constraints?, .grid?:
      panel = nil
      panelScroll = 0
      message = "panel closed"
    case .code?, nil:
      panel = nil
      message = "Esc closes the help, a panel or a prompt; q quits"
    }
  }
}

/// Unsaved changes to keep in a copy when a signal or a crash ends the
/// session (``PlaygroundState/workToKeep``): the scene, and the file it was
/// opened from or last saved to (`nil`: none), beside which the copy goes.
public struct KeptWork: Hashable, Sendable {
  public var scene: Scene
  public var filePath: String?

  public init(scene: Scene, filePath: String?) {
    self.scene = scene
    self.filePath = filePath
  }
}

/// The document `,` or `.` left for a preset, kept while presets are on show
/// so that nothing of it is lost: the file it was opened from, and its
/// unsaved changes, which only the undo history holds meanwhile.
///
/// `u` back to it (its ``original``) gives the file back, so `s` saves there
/// again, and what was last saved there, so the unsaved changes are what they
/// were; a copy kept on a signal or a crash holds ``unsaved``
/// (``PlaygroundState/workToKeep``).
public struct LeftDocument: Hashable, Sendable {
  /// The scene `r` reset to in the document left: it marks that document.
  public var original: Scene
  /// The file the document was opened from or last saved to.
  public var filePath: String?
  /// What was last saved to (or opened from) that file.
  public var savedScene: Scene
  /// The scene left, when it had unsaved changes.
  public var unsaved: Scene?
  /// Whether `q` said that ``unsaved`` is behind the preset
  /// (``PlaygroundState/requestQuit()``): the next `q` asks to quit.
  public var quitWarned = false
}
