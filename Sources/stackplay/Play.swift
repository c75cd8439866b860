import ArgumentParser
import Playground
import StackPresets
import StackRender
import StackScene
import StackTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `stackplay` and `stackplay play`: the playground on the default scene.
struct Play: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Open the playground on the default scene (the default command).")

  @Option(help: "Open a preset scene instead (stackplay presets lists them).")
  var preset: String?

  @OptionGroup var display: DisplayOptions

  @OptionGroup var language: LanguageOption

  @OptionGroup var session: SessionOptions

  func run() throws {
    CrashReports.disableInteractiveReports()
    guard let preset else {
      try runPlayground(
        scene: .playgroundDefault, display: display, language: language.resolved, session: session)
      return
    }
    try runPlayground(
      scene: loadPreset(preset), display: display, language: language.resolved,
      presetIndex: Preset.all.firstIndex { $0.name == preset }, session: session)
  }
}

/// `stackplay open SCENE`: the playground on a scene file, UIKit or SwiftUI.
struct Open: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Open the playground on a scene file.")

  @Argument(help: "The scene file (JSON, see scene-format.md).")
  var scene: String

  @OptionGroup var display: DisplayOptions

  @OptionGroup var language: LanguageOption

  @OptionGroup var session: SessionOptions

  func run() throws {
    CrashReports.disableInteractiveReports()
    try runPlayground(
      scene: try loadScene(scene), display: display, language: language.resolved,
      session: session, filePath: scene == "-" ? nil : scene)
  }
}

/// Runs the interactive loop until the user quits: one screen update per key
/// (or per burst of keys already typed), nothing written while waiting for one.
///
/// `presetIndex` is the index in `Preset.all` of the preset opened, so that
/// `,` and `.` go on from it. With `--replay` the recorded keys come first, at
/// their times, while the keyboard stays live: a key the user types (not a
/// resize) stops the replay and is handled as usual, so `q` quits (asking
/// first when the scene has unsaved changes) and any other key takes over from
/// the scene the replay has reached (see `nextKey(_:_:)`). A replayed `q` is the
/// same key as a typed one: a recording holds the answer to the quit question
/// after it (`d`, or `s`), so it quits as it did when recorded; an older
/// recording that ends with `q` after an edit stops at the question, for the
/// user to answer. With `--record` every key is written to the recording as it
/// is handled. `s` saves to `filePath`, the file the scene was opened from.
func runPlayground(
  scene: Scene, display: DisplayOptions, language: Language, presetIndex: Int? = nil,
  session: SessionOptions = SessionOptions(), filePath: String? = nil
) throws {
  var replay = KeyReplay(keys: try session.loadReplay(), speed: session.replaySpeed)
  let recorder = try session.makeRecorder()
  let terminal = try startTerminal(display)
  recorder?.begin()
  defer { terminal.stop() }
  let (colorMode, glyphs) = drawingModes(terminal)
  var state = PlaygroundState(scene: scene, filePath: filePath)
  state.savedFileStamp = filePath.flatMap(FileStamp.init(ofFile:))
  let startup = startupLanguage(language, terminal)
  state.language = startup.language
  state.presetIndex = presetIndex
  // A session of `stackplay serve` writes nothing to the server's disk.
  state.isServed = isServedSession
  // Changes an earlier session was ended with, kept beside the file.
  let earlier = state.isServed ? nil : UnsavedCopy.notice(existing: earlierUnsavedCopies(filePath))
  let notices = [startup.notice, earlier].compactMap { $0 }
  state.message = notices.isEmpty ? nil : notices.joined(separator: "; ")

  func drawn() -> DrawnScreen {
    let size = terminal.size
    return PlaygroundScreen.draw(
      state, columns: size.columns, rows: size.rows, colorMode: colorMode, glyphs: glyphs)
  }

  #if DEBUG
    let testCrash = getenv("STACKPLAY_TEST_CRASH").map { String(cString: $0) }
  #endif
  // The changes a crash or SIGQUIT would lose, prepared for the terminal's
  // handlers to write (see `prepareCopy()`).
  var preparedCopy: [KeptWork] = []
  // The work a signal would keep, as the last key handled left it.
  var works: [KeptWork] = []
  let home = homeDirectory()
  var screen = drawn()
  terminal.draw(screen.buffer)
  state.clampPan(to: screen.panLimit)
  func handle(_ key: Key) {
    #if DEBUG
      // Test-only, and only in debug builds (see `crashForTesting(_:unsaved:)`).
      if let testCrash, testCrash != "drawing" {
        crashForTesting(testCrash, unsaved: state.hasUnsavedChanges)
      }
    #endif
    if key != .resize { recorder?.record(key) }
    let previous = screen
    state.handle(key, screen: previous)
    performPendingSave(&state)
    performPendingClipboard(&state, terminal)
    performPendingCodeWrite(&state)
    // With changes to lose, Ctrl-C, SIGTERM and SIGHUP wait for the loop to
    // end, and the changes are kept (below).
    works = state.isServed ? [] : state.workToKeep
    terminal.defersTermination = !works.isEmpty
    if !terminal.defersTermination, !preparedCopy.isEmpty {
      preparedCopy = []
      terminal.keepOnAbruptEnd([])
    }
  }
  /// Once per burst of keys, before it is drawn: a crash keeps every key
  /// handled before it, even one in drawing the burst's screen (a crash in a
  /// key's own handling loses that burst). The scenes are encoded only when
  /// they changed; the work is the one the burst's last key worked out.
  func prepareCopy() {
    guard terminal.defersTermination, works != preparedCopy else { return }
    preparedCopy = works
    terminal.keepOnAbruptEnd(
      works.map { work in
        (
          work.scene.jsonBytes(),
          UnsavedCopy.paths(forFile: work.filePath, homeDirectory: home)
        )
      })
  }
  runKeyLoop(terminal, replay: &replay, shouldQuit: { state.shouldQuit }, handle: handle) {
    prepareCopy()
    #if DEBUG
      if testCrash == "drawing" { crashForTesting("1e400", unsaved: state.hasUnsavedChanges) }
    #endif
    screen = drawn()
    terminal.draw(screen.buffer)
    state.clampPan(to: screen.panLimit)
  }
  // The loop ended without `q`: a signal, or the terminal is gone.
  guard !state.shouldQuit else { return }
  let signal = terminal.pendingTermination
  terminal.stop()
  if !state.isServed {
    let cause = signal.map(Terminal.signalName) ?? "the terminal closed"
    for work in state.workToKeep {
      keepUnsavedScene(work.scene, filePath: work.filePath, cause: cause)
    }
  }
  terminal.endWithPendingSignal()
}

/// Writes a scene the session is leaving unsaved to a new file beside its own
/// (see `UnsavedCopy`), and says where on standard error (which a dropped
/// connection no longer shows; the next `open` of the file names it).
func keepUnsavedScene(_ scene: Scene, filePath: String?, cause: String) {
  let home = homeDirectory()
  var kept: String?
  for path in UnsavedCopy.paths(forFile: filePath, homeDirectory: home) {
    var status = stat()
    if lstat(path, &status) == 0 { continue }
    do {
      // Never over anything: a name taken meanwhile (even by a link) fails.
      try scene.saveAsNewFile(path)
      kept = path
      break
    } catch {
      // The name was just taken, or the directory cannot be written: go on.
      continue
    }
  }
  writeToStandardError("stackplay: \(UnsavedCopy.keptMessage(signal: cause, path: kept))\n")
}

/// `HOME`, where a copy goes when the file's own directory cannot take it.
func homeDirectory() -> String? {
  getenv("HOME").map { String(cString: $0) }
}

/// The copies earlier sessions kept of the scene at `filePath` (`nil`: the
/// default scene) that are still there, beside it or in the home directory,
/// each file once (the starting directory may be the home directory).
func earlierUnsavedCopies(_ filePath: String?) -> [String] {
  let home = homeDirectory()
  var seen = Set<[UInt64]>()
  return UnsavedCopy.paths(forFile: filePath, homeDirectory: home).filter { path in
    var status = stat()
    guard lstat(path, &status) == 0 else { return false }
    return seen.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted
  }
}

/// The terminal loop of the playground and of a challenge: reads a key (the
/// replay's while one runs), handles it, then handles the keys already typed
/// before drawing once, so a burst of keys (a paste, a held key, keys typed
/// while a large window was drawn) costs one drawing, not one each. Not while a
/// replay runs (its keys keep their times). A click read in a burst waits for
/// the next drawing, whose hit map it needs. Ends when `shouldQuit` says so or
/// the input is gone (the terminal closed).
func runKeyLoop(
  _ terminal: Terminal, replay: inout KeyReplay, shouldQuit: () -> Bool,
  handle: (Key) -> Void, redraw: () -> Void
) {
  var heldClick: Key?
  while !shouldQuit() {
    let key: Key
    if let click = heldClick {
      key = click
      heldClick = nil
    } else {
      do {
        key = try nextKey(terminal, &replay)
      } catch {
        break
      }
    }
    handle(key)
    if shouldQuit() { break }
    while replay.upcoming == nil, !shouldQuit(), let more = try? terminal.readKey(until: .now) {
      if case .click = more {
        heldClick = more
        break
      }
      handle(more)
    }
    if shouldQuit() { break }
    redraw()
  }
}

/// The next key: the user's, as soon as there is one, otherwise the next
/// recorded key of the replay at its time.
///
/// A key the user types (anything but a resize) stops the replay: the user has
/// taken the keyboard over, and the recorded keys not played yet are dropped.
/// A resize is handled and the replay goes on.
///
/// - Throws: `TerminalError.inputClosed` when the terminal hangs up.
func nextKey(_ terminal: Terminal, _ replay: inout KeyReplay) throws(TerminalError) -> Key {
  guard let (recorded, due) = replay.upcoming else { return try terminal.readKey() }
  if let typed = try terminal.readKey(until: due) {
    if typed != .resize { replay.stop() }
    return typed
  }
  replay.advance()
  return recorded
}

#if DEBUG
  /// Crashes the playground on purpose, for the tmux tests that check that a
  /// crash restores the terminal and reports without a prompt
  /// (Tests/StackplayTests/TerminalSessionTests.swift).
  ///
  /// Test-only, and only in debug builds: with STACKPLAY_TEST_CRASH set, every
  /// key calls it with the variable's value, and it acts only on a key pressed
  /// while the scene has unsaved changes (`unsaved`), so that the tests can
  /// check that the crash keeps them. With `drawing`, the keys do not call it:
  /// the drawing of a screen with unsaved changes crashes as `1e400` does, so
  /// the first edit's screen is never shown. `overflow` recurses without end (a
  /// stack overflow: SIGSEGV, handled on the alternate signal stack); a number
  /// is converted to Int, so one out of Int's range (`1e400`) is the runtime's
  /// own trap, as an overflowing replay time once was. `hang` never returns,
  /// as a layout stuck for good would not (it first creates
  /// `stackplay-hanging` in the working directory, for the test to wait on): a
  /// signal that waits for the loop to end must end the app all the same.
  /// Anything else does nothing.
  func crashForTesting(_ how: String, unsaved: Bool) {
    guard unsaved else { return }
    if how == "overflow" {
      _ = recurse(1)
    } else if how == "hang" {
      // A file in the working directory tells the test the app is stuck.
      close(open("stackplay-hanging", O_WRONLY | O_CREAT | O_CLOEXEC, 0o644))
      while true { usleep(100_000) }
    } else if let number = Double(how) {
      _ = Int(number)
    }
  }

  /// Calls itself until the stack runs out (the depth never reaches 0).
  private func recurse(_ depth: Int) -> Int {
    depth == 0 ? 0 : recurse(depth + 1) + 1
  }
#endif

/// Starts the full-screen terminal; on failure writes why to standard error and
/// exits with status 1.
func startTerminal(_ display: DisplayOptions) throws -> Terminal {
  let terminal = Terminal(
    options: .fromCommandLine(noColorFlag: display.noColor, asciiFlag: display.ascii))
  do {
    try terminal.start()
  } catch {
    writeToStandardError("stackplay: \(error)\n")
    throw ExitCode.failure
  }
  return terminal
}

/// The language a started terminal can show (English unless its locale is
/// UTF-8), and the first message: why the locale or language is not the one
/// asked for.
func startupLanguage(_ asked: Language, _ terminal: Terminal) -> StartupLanguage {
  StartupLanguage(
    asked: asked, localeIsUTF8: terminal.localeIsUTF8, localeNotice: terminal.locale?.notice)
}

/// The colours and glyphs a started terminal can show.
func drawingModes(_ terminal: Terminal) -> (ColorMode, GlyphSet) {
  let colorMode: ColorMode =
    switch terminal.colorSupport {
    case .colors256: .colors256
    case .colors8: .colors8
    case .monochrome: .monochrome
    }
  return (colorMode, terminal.supportsUnicode ? .unicode : .ascii)
}
