import ArgumentParser
import Playground
import StackPresets
import StackRender
import StackScene
import StackTerminal

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
    try runPlayground(
      scene: try loadScene(scene), display: display, language: language.resolved,
      session: session, filePath: scene == "-" ? nil : scene)
  }
}

/// Runs the interactive loop until the user quits: one screen update per key,
/// nothing written while waiting for one.
///
/// `presetIndex` is the index in `Preset.all` of the preset opened, so that
/// `,` and `.` go on from it. With `--replay` the recorded keys come first, at
/// their times; with `--record` every key is written to the recording as it is
/// handled. `s` saves to `filePath`, the file the scene was opened from.
func runPlayground(
  scene: Scene, display: DisplayOptions, language: Language, presetIndex: Int? = nil,
  session: SessionOptions = SessionOptions(), filePath: String? = nil
) throws {
  var replay = KeyReplay(keys: try session.loadReplay(), speed: session.replaySpeed)
  let recorder = try session.makeRecorder()
  let terminal = try startTerminal(display)
  defer { terminal.stop() }
  let (colorMode, glyphs) = drawingModes(terminal)
  var state = PlaygroundState(scene: scene, filePath: filePath)
  state.language = language
  state.presetIndex = presetIndex

  func drawn() -> DrawnScreen {
    let size = terminal.size
    return PlaygroundScreen.draw(
      state, columns: size.columns, rows: size.rows, colorMode: colorMode, glyphs: glyphs)
  }

  var screen = drawn()
  terminal.draw(screen.buffer)
  while !state.shouldQuit {
    let key: Key
    if let replayed = replay.next() {
      key = replayed
    } else {
      do {
        key = try terminal.readKey()
      } catch {
        // The input is gone (the terminal closed): leave quietly.
        break
      }
    }
    if key != .resize { recorder?.record(key) }
    let previous = screen
    state.handle(key) { column, row in previous.viewIndex(atColumn: column, row: row) }
    performPendingSave(&state)
    if state.shouldQuit { break }
    screen = drawn()
    terminal.draw(screen.buffer)
  }
}

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
