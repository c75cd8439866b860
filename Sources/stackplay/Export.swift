import ArgumentParser
import StackExport
import StackPresets
import StackScene

/// `stackplay export SCENE --swift uikit|swiftui` (or `export --preset NAME
/// --swift ...`): prints Swift code that builds a scene.
struct Export: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print Swift code (UIKit or SwiftUI) that builds a scene.",
    discussion: """
      uikit: a UIStackView with its axis, distribution and alignment, and only the \
      properties that differ from UIKit's defaults; each view an IntrinsicView with \
      its intrinsic size and colour. swiftui: a ContentView with the view tree and its \
      modifiers. A UIKit scene asked for as SwiftUI (or the other way) is converted, \
      and a comment at the top says so. A scene that cannot be read gets one line on \
      standard error naming the file and the key path, and exit status 1.
      """
  )

  @Argument(help: "The scene file, or '-' to read it from standard input.")
  var scene: String?

  @Option(help: "Export a preset scene instead of a file (stackplay presets lists them).")
  var preset: String?

  @Option(help: "The kind of code.")
  var swift: ExportFlavor

  /// Exactly one of a scene file and `--preset`: otherwise one line on
  /// standard error and exit status 1.
  func validate() throws {
    switch (scene, preset) {
    case (nil, nil):
      writeToStandardError(
        "stackplay: export needs a scene file (or '-' for standard input) or --preset NAME\n")
      throw ExitCode.failure
    case (.some(let file), .some(let name)):
      writeToStandardError(
        "stackplay: export takes a scene file or --preset, not both ('\(file)' and --preset \(name))\n"
      )
      throw ExitCode.failure
    default:
      break
    }
  }

  func run() throws {
    let loaded = try preset.map(loadPreset) ?? loadScene(scene ?? "-")
    try writeToStandardOutput(swiftCode(for: loaded, flavor: swift))
  }
}

extension ExportFlavor: ExpressibleByArgument {}

/// `stackplay presets`: lists the preset scenes.
struct Presets: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the preset scenes, each with what it teaches.",
    discussion: "Open one with stackplay --preset NAME; the files are in Presets/.")

  func run() throws {
    let width = Preset.all.map(\.name.count).max() ?? 0
    var text = ""
    for preset in Preset.all {
      let padding = String(repeating: " ", count: width - preset.name.count)
      text += "\(preset.name)\(padding)  \(preset.summary)\n"
    }
    try writeToStandardOutput(text)
  }
}

/// The scene of the preset called `name`; for an unknown name writes one line
/// listing the names to standard error and exits with status 1.
func loadPreset(_ name: String) throws -> Scene {
  guard let preset = Preset.named(name) else {
    writeToStandardError("stackplay: \(Preset.unknownNameMessage(name))\n")
    throw ExitCode.failure
  }
  do {
    return try preset.scene()
  } catch {
    writeToStandardError("stackplay: \(error)\n")
    throw ExitCode.failure
  }
}
