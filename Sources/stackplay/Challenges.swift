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

/// `--reset-progress` and where the progress file is.
struct ProgressOptions: ParsableArguments {
  @Flag(
    name: .customLong("reset-progress"),
    help: "Forget which challenges are solved (the progress file is written empty) first.")
  var resetProgress = false

  /// The progress file's path, from `XDG_STATE_HOME` or `HOME`; none in a session
  /// served over SSH (`stackplay serve`), which never writes to the server's disk.
  var path: String? {
    if isServedSession { return nil }
    var environment: [String: String] = [:]
    for name in ["XDG_STATE_HOME", "HOME"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return ChallengeProgress.path(environment: environment)
  }

  /// The progress, cleared first with `--reset-progress`, and a line to show
  /// when the file could not be used.
  func load() -> (ChallengeProgress, String?) {
    guard let path else {
      if isServedSession {
        return (ChallengeProgress(), "over SSH, progress is kept for this session only")
      }
      return (ChallengeProgress(), "progress is not saved: neither XDG_STATE_HOME nor HOME is set")
    }
    if resetProgress {
      do {
        try ChallengeProgress().save(path: path)
      } catch {
        return (ChallengeProgress(), "progress not reset: \(error)")
      }
      return (ChallengeProgress(), nil)
    }
    let loaded = ChallengeProgress.load(path: path)
    return (loaded.progress, loaded.problem)
  }
}

/// `stackplay challenges`: the levels in order, each with its title.
struct Challenges: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the challenge levels in order, marking the solved ones.",
    discussion: """
      One level a line: its number, its name and its title (✓ marks a solved one; * with \
      --ascii). stackplay challenge NAME (or NUMBER) opens one. Progress is kept in \
      $XDG_STATE_HOME/stackplay/progress.json (else ~/.local/state/stackplay/).
      """)

  @OptionGroup var language: LanguageOption

  @OptionGroup var progressOptions: ProgressOptions

  @Flag(help: "Mark solved levels with * instead of ✓.")
  var ascii = false

  func run() throws {
    let (progress, problem) = progressOptions.load()
    if let problem { writeToStandardError("stackplay: \(problem)\n") }
    let lang = language.resolved
    let width = Challenge.all.map(\.name.count).max() ?? 0
    var text = ""
    for (index, challenge) in Challenge.all.enumerated() {
      let title: String
      do {
        title = Localization.text(try challenge.level().title, lang)
      } catch {
        writeToStandardError("stackplay: \(error)\n")
        throw ExitCode(70)
      }
      let mark = progress.isSolved(challenge.name) ? (ascii ? "*" : "✓") : " "
      let number = index + 1 < 10 ? " \(index + 1)" : "\(index + 1)"
      let name = challenge.name + String(repeating: " ", count: width - challenge.name.count)
      text += "\(mark) \(number)  \(name)  \(title)\n"
    }
    do {
      try writeToStandardOutput(text)
    } catch {
      throw ExitCode.failure
    }
  }
}

/// `stackplay challenge NAME|NUMBER`: one level in the playground.
struct ChallengeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "challenge",
    abstract: "Open a challenge: reach the target layout drawn as ghost outlines.",
    discussion: """
      The level's goal is on top and its target frames are dotted outlines over the \
      canvas. ? gives a first hint, then a second, then the keys; r starts over; q \
      leaves. When every frame is within half a point of the target the level is solved \
      and Enter opens the next one.
      """)

  @Argument(help: "The level's name or number (stackplay challenges lists them).")
  var level: String

  @OptionGroup var display: DisplayOptions

  @OptionGroup var language: LanguageOption

  @OptionGroup var session: SessionOptions

  @OptionGroup var progressOptions: ProgressOptions

  func run() throws {
    CrashReports.disableInteractiveReports()
    guard let challenge = Challenge.named(level) else {
      writeToStandardError(
        "stackplay: " + Challenge.unknownNameMessage(level).escapingControlCharacters() + "\n")
      throw ExitCode.failure
    }
    let (progress, problem) = progressOptions.load()
    let state: ChallengeState
    do {
      state = try ChallengeState(challenge, language: language.resolved, progress: progress)
    } catch {
      writeToStandardError("stackplay: \(error)\n")
      throw ExitCode(70)
    }
    try runChallenge(
      state, notice: problem, progressPath: progressOptions.path, display: display, session: session
    )
  }
}

/// Whether this process is a session of `stackplay serve` (saving to disk is off).
var isServedSession: Bool { getenv("STACKPLAY_SERVED") != nil }

/// Runs a challenge until the user leaves, as ``runPlayground`` runs the
/// playground (replay, recording, one drawing per burst of keys), saving the
/// progress each time a level is solved for the first time.
func runChallenge(
  _ start: ChallengeState, notice: String?, progressPath: String?, display: DisplayOptions,
  session: SessionOptions
) throws {
  var replay = KeyReplay(keys: try session.loadReplay(), speed: session.replaySpeed)
  let recorder = try session.makeRecorder()
  let terminal = try startTerminal(display)
  recorder?.begin()
  defer { terminal.stop() }
  let (colorMode, glyphs) = drawingModes(terminal)
  var challenge = start
  let startup = startupLanguage(challenge.language, terminal)
  if startup.language != challenge.language {
    challenge = try ChallengeState(
      challenge.challenge, language: startup.language, progress: challenge.progress)
  }
  challenge.play.message = [startup.notice, notice].compactMap { $0 }.joined(separator: "; ")
  if challenge.play.message == "" { challenge.play.message = nil }

  func drawn() -> DrawnScreen {
    let size = terminal.size
    return ChallengeScreen.draw(
      challenge, columns: size.columns, rows: size.rows, colorMode: colorMode, glyphs: glyphs)
  }

  var screen = drawn()
  terminal.draw(screen.buffer)
  challenge.play.clampPan(to: screen.panLimit)
  let served = isServedSession
  func handle(_ key: Key) {
    if key != .resize { recorder?.record(key) }
    // A new level builds a new playground state: the served flag goes with every key.
    challenge.play.isServed = served
    challenge.handle(key, screen: screen)
    performPendingClipboard(&challenge.play, terminal)
    performPendingCodeWrite(&challenge.play)
    if challenge.needsProgressSave {
      challenge.needsProgressSave = false
      if let progressPath {
        do {
          try challenge.progress.save(path: progressPath)
        } catch {
          challenge.play.message = "progress not saved: \(error)"
        }
      }
    }
  }
  runKeyLoop(
    terminal, replay: &replay, shouldQuit: { challenge.shouldQuit }, handle: handle
  ) {
    screen = drawn()
    terminal.draw(screen.buffer)
    challenge.play.clampPan(to: screen.panLimit)
  }
}
