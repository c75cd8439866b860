import Foundation
import StackExport
import StackLayout
import StackPresets
import StackScene
import Testing

/// The repository's root directory.
let repositoryDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A scene to export, with where it came from.
struct ExportCase: Sendable, CustomTestStringConvertible {
  var label: String
  var scene: Scene
  var flavor: ExportFlavor
  var testDescription: String { "\(label) as \(flavor.rawValue)" }
}

/// Every Examples/*.json scene, every preset, and the scenes that use every
/// property, each in both flavors.
func allExportCases() -> [ExportCase] {
  var scenes: [(String, Scene)] = []
  let examples = repositoryDirectory.appendingPathComponent("Examples")
  let files =
    ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? [])
    .filter { $0.hasSuffix(".json") }.sorted()
  for file in files {
    let path = examples.appendingPathComponent(file).path
    do {
      scenes.append(("Examples/\(file)", try Scene.load(contentsOfFile: path)))
    } catch {
      Issue.record("cannot read \(path): \(error)")
    }
  }
  for preset in Preset.all {
    do {
      scenes.append(("preset \(preset.name)", try preset.scene()))
    } catch {
      Issue.record("cannot read preset \(preset.name): \(error)")
    }
  }
  scenes.append(("every UIKit property", everyUIKitProperty))
  scenes.append(("nested stacks with every property", nestedStacks))
  scenes.append(("every SwiftUI node and modifier", everySwiftUINode))
  return scenes.flatMap { label, scene in
    ExportFlavor.allCases.map { ExportCase(label: label, scene: scene, flavor: $0) }
  }
}

/// A UIKit scene in cells with every property away from its default and
/// awkward view names.
let everyUIKitProperty = Scene(
  unit: .cell,
  stack: StackView(
    axis: .vertical, distribution: .equalCentering, alignment: .lastBaseline, spacing: -2.5,
    size: PartialSize(width: 40, height: 20),
    layoutMargins: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
    isLayoutMarginsRelativeArrangement: true, isBaselineRelativeArrangement: true,
    arrangedSubviews: [
      ArrangedView(
        name: "class", color: "teal", intrinsicSize: PartialSize(width: 5),
        hugging: PerAxis(horizontal: 1, vertical: 999),
        compressionResistance: PerAxis(horizontal: 1000, vertical: 749.5),
        isHidden: true, customSpacingAfter: 3, firstBaseline: 2, lastBaseline: 4),
      ArrangedView(name: "learn \"more\"\n\\ 한글", intrinsicSize: PartialSize(height: 3)),
      ArrangedView(name: "1st", lastBaseline: 1),
      ArrangedView(name: "stack"),
    ]))

/// Three levels of stacks, each with every property away from its default,
/// views of the same awkward names at each level.
let nestedStacks: Scene = {
  var inner = everyUIKitProperty.stack
  inner.size = PartialSize()
  inner.axis = .horizontal
  inner.arrangedSubviews = inner.arrangedSubviews.map { view in
    var renamed = view
    renamed.name = "inner " + view.name
    return renamed
  }
  var middle = everyUIKitProperty.stack
  middle.size = PartialSize()
  middle.arrangedSubviews.append(
    ArrangedView(name: "stack 2", isHidden: true, customSpacingAfter: -1, stack: inner))
  var root = everyUIKitProperty.stack
  root.arrangedSubviews = root.arrangedSubviews.map { view in
    var renamed = view
    renamed.name = "outer " + view.name
    return renamed
  }
  root.arrangedSubviews.insert(ArrangedView(name: "class", stack: middle), at: 0)
  return Scene(unit: .cell, stack: root)
}()

/// A SwiftUI tree with every kind of node and modifier and awkward text.
let everySwiftUINode = Scene(
  unit: .point,
  swiftUI: SwiftUIScene(
    proposal: ProposedSize(height: 200),
    root: SwiftUINode(
      .vstack(
        spacing: 4, alignment: .trailing,
        children: [
          SwiftUINode(
            .hstack(
              spacing: nil, alignment: .firstTextBaseline,
              children: [
                SwiftUINode(
                  .text("He said \"hi\" \\ 한글 😀\nsecond line"), name: "quote\nname",
                  modifiers: [.lineLimit(2), .layoutPriority(1)]),
                SwiftUINode(.spacer(minLength: nil)),
                SwiftUINode(.spacer(minLength: 0)),
                SwiftUINode(.text("*not bold* 100%")),
              ])),
          SwiftUINode(
            .zstack(
              alignment: .bottomTrailing,
              children: [
                SwiftUINode(
                  .color("red"), name: "red",
                  modifiers: [
                    .frame(FixedFrame(width: 60, height: 40)),
                    .flexibleFrame(
                      FlexibleFrame(
                        minWidth: 10, idealWidth: 20, maxWidth: .infinity, minHeight: 1,
                        idealHeight: 2, maxHeight: 3, alignment: .topLeading)),
                    .padding(nil), .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
                    .padding(EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)),
                    .fixedSize(horizontal: true, vertical: false),
                    .fixedSize(horizontal: true, vertical: true),
                    .lineLimit(nil), .frame(FixedFrame()),
                    .frame(
                      FixedFrame(
                        height: 7.25,
                        alignment: Alignment2D(horizontal: .leading, vertical: .lastTextBaseline))),
                    .flexibleFrame(FlexibleFrame()),
                  ]),
                SwiftUINode(.color("blue")),
                SwiftUINode(.zstack(alignment: .center, children: [])),
              ])),
        ]))))

/// Runs `swiftc -parse` on `code` and returns its diagnostics, or `nil` when
/// the code parses.
func swiftParseDiagnostics(_ code: String) throws -> String? {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("stackexport-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let file = directory.appendingPathComponent("Exported.swift")
  try Data(code.utf8).write(to: file)
  let output = directory.appendingPathComponent("output")
  try Data().write(to: output)
  let handle = try FileHandle(forWritingTo: output)
  defer { try? handle.close() }

  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["swiftc", "-parse", file.path]
  process.standardOutput = handle
  process.standardError = handle
  try process.run()
  process.waitUntilExit()
  let text = String(decoding: try Data(contentsOf: output), as: UTF8.self)
  if process.terminationStatus == 127 {
    Issue.record("swiftc was not found on PATH; the exported code cannot be checked: \(text)")
    return nil
  }
  if process.terminationStatus != 0 || text.contains("error:") || text.contains("warning:") {
    return text.isEmpty ? "swiftc -parse exited with \(process.terminationStatus)" : text
  }
  return nil
}

@Suite("Exported code is valid Swift")
struct SwiftParseTests {
  @Test(
    "Every example, preset and property-laden scene, in both flavors, passes swiftc -parse",
    arguments: allExportCases())
  func parses(_ exportCase: ExportCase) throws {
    let code = swiftCode(for: exportCase.scene, flavor: exportCase.flavor)
    if let diagnostics = try swiftParseDiagnostics(code) {
      Issue.record("swiftc -parse rejected the code:\n\(diagnostics)\n--- code ---\n\(code)")
    }
  }

  @Test("Examples and presets are all there")
  func coverage() {
    let labels = Set(allExportCases().map(\.label))
    #expect(labels.contains("Examples/three-squares-pinned-fill.json"))
    #expect(labels.contains("Examples/swiftui-text-in-cells.json"))
    for preset in Preset.all { #expect(labels.contains("preset \(preset.name)")) }
  }

  @Test("The parse check itself catches broken code")
  func catchesErrors() throws {
    #expect(try swiftParseDiagnostics("let x = (\n") != nil)
    #expect(try swiftParseDiagnostics("let x = 1\n") == nil)
  }
}
