import ArgumentParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@main
struct Stackplay: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stackplay",
    abstract: "A terminal playground for UIKit and SwiftUI stack layout.",
    discussion: """
      With no subcommand, opens the playground on the default scene: three views of \
      different sizes in a pinned horizontal stack (--preset NAME opens a preset instead; \
      stackplay presets lists them). Press ? in the playground for the keys; stackplay \
      tour walks through the presets step by step; stackplay challenges lists levels to solve.
      """,
    subcommands: [
      Play.self, Open.self, Render.self, Export.self, Presets.self, Tour.self, Challenges.self,
      ChallengeCommand.self, Serve.self,
    ],
    defaultSubcommand: Play.self
  )

  /// Runs the command the arguments name, as swift-argument-parser's `main`
  /// does, but writes what it prints through checked, escaped writes: help
  /// that cannot be written to standard output is an error (one line, exit
  /// status 1), and an error message quoting an argument cannot hold a raw
  /// control character.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let text = fullMessage(for: error)
      let code = exitCode(for: error)
      if !text.isEmpty {
        if code == .success {
          do {
            try writeToStandardOutput(text + "\n")
          } catch {
            terminate(ExitCode.failure.rawValue)
          }
        } else {
          writeToStandardError(text + "\n")
        }
      }
      terminate(code.rawValue)
    }
  }
}

/// Ends the process with `status`.
private func terminate(_ status: Int32) -> Never {
  exit(status)
}

/// Flags that change how the screen is drawn.
struct DisplayOptions: ParsableArguments {
  @Flag(name: .customLong("no-color"), help: "Draw without colour (also when NO_COLOR is set).")
  var noColor = false

  @Flag(help: "Draw boxes with ASCII characters instead of Unicode box drawing.")
  var ascii = false
}
