import Foundation
import Playground
import StackExport
import StackPresets
import StackRender
import StackScene
import Testing

/// The repository's Presets/ directory.
let presetsDirectory = examplesDirectory.deletingLastPathComponent()
  .appendingPathComponent("Presets")

@Suite("stackplay export")
struct ExportCommandTests {
  @Test(arguments: Preset.all.map(\.name), ExportFlavor.allCases)
  func printsTheCodeOfAScene(_ name: String, _ flavor: ExportFlavor) throws {
    let path = presetsDirectory.appendingPathComponent(name + ".json").path
    let result = try StackplayBinary.run(["export", path, "--swift", flavor.rawValue])
    #expect(result.status == 0)
    #expect(result.standardError == "")
    let scene = try Scene.load(contentsOfFile: path)
    #expect(result.standardOutput == swiftCode(for: scene, flavor: flavor))
  }

  @Test func readsStandardInputForADash() throws {
    let path = presetsDirectory.appendingPathComponent("buttons-hugging-249.json").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let result = try StackplayBinary.run(["export", "-", "--swift", "uikit"], input: text)
    #expect(result.status == 0)
    #expect(
      result.standardOutput.contains(
        "cancel.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)"))
  }

  @Test func refusesABadSceneWithOneLine() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(#"{ "uikit": { "axis": "diagonal" } }"#, to: "bad.json")
    let result = try StackplayBinary.run(["export", path, "--swift", "swiftui"])
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.hasPrefix("stackplay: \(path): uikit.axis: ") == true)
  }

  @Test func refusesAMissingFile() throws {
    let result = try StackplayBinary.run(["export", "/nonexistent/scene.json", "--swift", "uikit"])
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(
      result.errorLines == [
        "stackplay: /nonexistent/scene.json: cannot read the file: No such file or directory"
      ])
  }

  /// `--preset NAME` exports the preset the playground opens with `--preset`.
  @Test(arguments: Preset.all.map(\.name))
  func exportsAPreset(_ name: String) throws {
    let result = try StackplayBinary.run(["export", "--preset", name, "--swift", "uikit"])
    #expect(result.status == 0)
    #expect(result.standardError == "")
    let scene = try #require(Preset.named(name)).scene()
    #expect(result.standardOutput == swiftCode(for: scene, flavor: .uikit))
  }

  @Test func anUnknownPresetListsTheNames() throws {
    let result = try StackplayBinary.run(["export", "--preset", "nope", "--swift", "swiftui"])
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(
      result.errorLines.map(String.init) == [
        "stackplay: unknown preset 'nope'; the presets are: "
          + Preset.all.map(\.name).joined(separator: ", ")
      ])
  }

  @Test func exportNeedsAFileOrAPreset() throws {
    let result = try StackplayBinary.run(["export", "--swift", "uikit"])
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(
      result.errorLines == [
        "stackplay: export needs a scene file (or '-' for standard input) or --preset NAME"
      ])
  }

  @Test func exportTakesAFileOrAPresetNotBoth() throws {
    let path = presetsDirectory.appendingPathComponent("buttons-fill.json").path
    let result = try StackplayBinary.run(
      ["export", path, "--preset", "buttons-fill", "--swift", "uikit"])
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(
      result.errorLines.map(String.init) == [
        "stackplay: export takes a scene file or --preset, not both ('\(path)' and --preset buttons-fill)"
      ])
  }

  @Test func refusesAnUnknownFlavor() throws {
    let path = presetsDirectory.appendingPathComponent("squares-pinned.json").path
    let result = try StackplayBinary.run(["export", path, "--swift", "kotlin"])
    #expect(result.status != 0)
    #expect(result.standardOutput == "")
    #expect(result.standardError.contains("kotlin"))
  }

  @Test func requiresAFlavor() throws {
    let path = presetsDirectory.appendingPathComponent("squares-pinned.json").path
    let result = try StackplayBinary.run(["export", path])
    #expect(result.status != 0)
    #expect(result.standardError.contains("--swift"))
  }
}

@Suite("stackplay presets and --preset")
struct PresetCommandTests {
  @Test func helpNamesTheNewCommandsAndTheOption() throws {
    let root = try StackplayBinary.run(["--help"])
    #expect(root.status == 0)
    for word in ["export", "presets", "--preset"] {
      #expect(root.standardOutput.contains(word), "\(word)")
    }
    let play = try StackplayBinary.run(["play", "--help"])
    #expect(play.standardOutput.contains("--preset <preset>"))
    let export = try StackplayBinary.run(["export", "--help"])
    #expect(export.standardOutput.contains("--swift <swift>"))
    #expect(export.standardOutput.contains("values: uikit, swiftui"))
  }

  @Test func listsEveryPresetWithItsSummary() throws {
    let result = try StackplayBinary.run(["presets"])
    #expect(result.status == 0)
    #expect(result.standardError == "")
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.count == Preset.all.count)
    for (line, preset) in zip(lines, Preset.all) {
      #expect(line.hasPrefix(preset.name + " "))
      #expect(line.hasSuffix("  " + preset.summary))
    }
  }

  @Test(arguments: [["--preset", "nope"], ["play", "--preset", "nope"]])
  func refusesAnUnknownNameListingTheNames(_ arguments: [String]) throws {
    let result = try StackplayBinary.run(arguments)
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(
      result.errorLines.map(String.init) == ["stackplay: " + Preset.unknownNameMessage("nope")])
  }

  @Test(arguments: ["squares-pinned", "swiftui-long-texts"])
  func aKnownPresetGetsAsFarAsTheTerminal(_ name: String) throws {
    // With pipes instead of a terminal the playground cannot start: the one line
    // on standard error is about the terminal, not the preset.
    let result = try StackplayBinary.run(["--preset", name])
    #expect(result.status == 1)
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.contains("preset") == false)
  }

  @Test(arguments: Preset.all.map(\.name))
  func eachPresetOpensInThePlayground(_ name: String) throws {
    let scene = try #require(Preset.named(name)).scene()
    let screen = PlaygroundScreen.draw(
      PlaygroundState(scene: scene), columns: 80, rows: 24, colorMode: .monochrome,
      glyphs: .unicode)
    let text = screen.buffer.plainText()
    if let tree = scene.swiftUI {
      // SwiftUI mode: every child of the root is drawn somewhere.
      #expect(screen.childRects.count == tree.root.kind.children.count, "\(text)")
      #expect(screen.childRects.allSatisfy { $0 != nil }, "\(text)")
    } else {
      #expect(screen.hitMap != nil, "no canvas drawn for \(name):\n\(text)")
      #expect(text.contains(scene.stack.arrangedSubviews[0].name), "\(text)")
    }
  }
}
