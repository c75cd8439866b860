import ArgumentParser

@main
struct Stackplay: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stackplay",
    abstract: "A terminal playground for UIKit and SwiftUI stack layout.",
    discussion: """
      With no subcommand, opens the playground on the default scene: three views of \
      different sizes in a pinned horizontal stack (--preset NAME opens a preset instead; \
      stackplay presets lists them). Press ? in the playground for the keys; stackplay \
      tour walks through the presets step by step.
      """,
    subcommands: [Play.self, Open.self, Render.self, Export.self, Presets.self, Tour.self],
    defaultSubcommand: Play.self
  )
}

/// Flags that change how the screen is drawn.
struct DisplayOptions: ParsableArguments {
  @Flag(name: .customLong("no-color"), help: "Draw without colour (also when NO_COLOR is set).")
  var noColor = false

  @Flag(help: "Draw boxes with ASCII characters instead of Unicode box drawing.")
  var ascii = false
}
