import ArgumentParser
import Playground
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

/// `stackplay tour`: the guided tour through the presets.
struct Tour: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Walk through the presets step by step, each step changing one thing.",
    discussion: """
      Each step shows a scene and a caption saying what changed and why, with the \
      numbers the solver gives. Space or Right goes to the next step, Left to the \
      previous one, q leaves; other keys (Esc too) are ignored during the tour.
      """)

  @OptionGroup var display: DisplayOptions

  @OptionGroup var language: LanguageOption

  func run() throws {
    CrashReports.disableInteractiveReports()
    let tour: TourState
    do {
      tour = try TourState(language: language.resolved)
    } catch {
      writeToStandardError("stackplay: \(error)\n")
      throw ExitCode.failure
    }
    try runTour(tour, display: display)
  }
}

/// `--lang en|ko`: the language of the help, the hints and the tour's captions.
struct LanguageOption: ParsableArguments {
  @Option(
    name: .customLong("lang"),
    help: """
      The language of the help, key hints, tour captions and challenges: en or ko (default: from \
      LC_ALL, LC_MESSAGES or LANG; ko when the first one set starts with ko).
      """)
  var language: Language?

  /// The language asked for, or the locale's.
  var resolved: Language {
    language ?? .fromEnvironment(processEnvironment())
  }
}

extension Language: ExpressibleByArgument {}

/// The locale variables of the process's environment.
func processEnvironment() -> [String: String] {
  var environment: [String: String] = [:]
  for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
    if let value = getenv(name) { environment[name] = String(cString: value) }
  }
  return environment
}

/// Runs the tour until the user leaves: one screen update per key.
func runTour(_ tour: TourState, display: DisplayOptions) throws {
  let terminal = try startTerminal(display)
  defer { terminal.stop() }
  let (colorMode, glyphs) = drawingModes(terminal)
  var tour = tour
  // Korean captions need a UTF-8 locale; without one the tour is in English.
  let language = startupLanguage(tour.language, terminal).language
  if language != tour.language { tour = try TourState(language: language) }

  func drawn() -> CellBuffer {
    let size = terminal.size
    return TourScreen.draw(
      tour, columns: size.columns, rows: size.rows, colorMode: colorMode, glyphs: glyphs)
  }

  terminal.draw(drawn())
  while !tour.shouldQuit {
    let key: Key
    do {
      key = try terminal.readKey()
    } catch {
      break
    }
    tour.handle(key)
    if tour.shouldQuit { break }
    terminal.draw(drawn())
  }
}
