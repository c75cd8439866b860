import Foundation
import StackLayout
import StackPresets
import StackScene
import Testing

/// The repository's Presets/ directory.
let presetsDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Presets")

@Suite("Presets")
struct PresetTests {
  @Test("Presets/ holds exactly one file per preset, and the binary embeds each as it is")
  func filesMatchTheEmbeddedTexts() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: presetsDirectory.path)
      .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
    #expect(Set(files) == Set(Preset.all.map(\.name)), "run scripts/generate-presets")
    #expect(Preset.all.count == Set(Preset.all.map(\.name)).count)
    for preset in Preset.all {
      let file = try String(
        contentsOf: presetsDirectory.appendingPathComponent(preset.name + ".json"), encoding: .utf8)
      #expect(
        preset.fileText == file,
        "Presets/\(preset.name).json differs from the embedded text; run scripts/generate-presets")
    }
  }

  @Test("Every preset is written in the canonical form", arguments: Preset.all)
  func canonical(_ preset: Preset) throws {
    #expect(try preset.scene().jsonText() == preset.fileText)
  }

  @Test("The README's preset table lists every preset, in order")
  func readmeTable() throws {
    let readme = try String(
      contentsOf: presetsDirectory.deletingLastPathComponent().appendingPathComponent("README.md"),
      encoding: .utf8)
    let names = Set(Preset.all.map(\.name))
    let rows = readme.split(separator: "\n").compactMap { line -> String? in
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      return cells.first.flatMap { names.contains($0) ? $0 : nil }
    }
    #expect(rows == Preset.all.map(\.name))
  }

  @Test("Every preset has a one-line summary")
  func summaries() {
    for preset in Preset.all {
      #expect(!preset.summary.isEmpty && !preset.summary.contains("\n"), "\(preset.name)")
    }
  }

  @Test("An unknown name gets a message listing every preset")
  func unknownName() {
    #expect(Preset.named("nope") == nil)
    let message = Preset.unknownNameMessage("nope")
    #expect(message.hasPrefix("unknown preset 'nope'; the presets are: squares-pinned, "))
    for preset in Preset.all { #expect(message.contains(preset.name)) }
    #expect(!message.contains("\n"))
  }

  /// The frames of a UIKit preset, laid out.
  func uikitFrames(_ name: String) throws -> (size: Size, frames: [Rect]) {
    let scene = try #require(Preset.named(name)).scene()
    #expect(scene.swiftUI == nil)
    let layout = scene.stack.layout()
    return (layout.size, layout.frames)
  }

  /// The frames of the named nodes of a SwiftUI preset, laid out.
  func swiftUIFrames(_ name: String) throws -> (size: Size, frames: [String: Rect]) {
    let scene = try #require(Preset.named(name)).scene()
    let tree = try #require(scene.swiftUI)
    let layout = tree.layout(unit: scene.unit)
    var frames: [String: Rect] = [:]
    for node in layout.nodes { if let name = node.name { frames[name] = node.frame } }
    return (layout.size, frames)
  }

  @Test("squares-pinned: the first square stretches")
  func squaresPinned() throws {
    // uikit-stack.md's worked example: 728 - (50 + 100 + 200) = 378 to spare goes
    // to the first of three views tied at hugging 250: 50 + 378 = 428. Alignment
    // fill stretches every view to the pinned width 375.
    let (size, frames) = try uikitFrames("squares-pinned")
    #expect(size == Size(width: 375, height: 728))
    #expect(
      frames == [
        Rect(x: 0, y: 0, width: 375, height: 428), Rect(x: 0, y: 428, width: 375, height: 100),
        Rect(x: 0, y: 528, width: 375, height: 200),
      ])
  }

  @Test("squares-unpinned: the stack hugs its content")
  func squaresUnpinned() throws {
    // No size: height 50 + 100 + 200 = 350, width the widest view, 200; fill
    // alignment stretches all to 200 wide.
    let (size, frames) = try uikitFrames("squares-unpinned")
    #expect(size == Size(width: 200, height: 350))
    #expect(frames.map(\.y) == [0, 50, 150])
    #expect(frames.map(\.height) == [50, 100, 200])
    #expect(frames.allSatisfy { $0.width == 200 })
  }

  @Test("buttons-fill: the first button stretches")
  func buttonsFill() throws {
    // 320 - (44 + 72 + 100) - 2 * 8 = 88 to spare, all hugging 250: the first
    // takes it, 44 + 88 = 132. x = 0, 132 + 8 = 140, 140 + 72 + 8 = 220.
    let (size, frames) = try uikitFrames("buttons-fill")
    #expect(size == Size(width: 320, height: 30))
    #expect(frames.map(\.width) == [132, 72, 100])
    #expect(frames.map(\.x) == [0, 140, 220])
  }

  @Test("buttons-hugging-249: the button with the lowest hugging stretches")
  func buttonsHugging() throws {
    // The same 88 to spare goes to Cancel (hugging 249 < 250): 72 + 88 = 160.
    // x = 0, 44 + 8 = 52, 52 + 160 + 8 = 220.
    let (_, frames) = try uikitFrames("buttons-hugging-249")
    #expect(frames.map(\.width) == [44, 160, 100])
    #expect(frames.map(\.x) == [0, 52, 220])
  }

  @Test("fill-proportionally-spacing: the last view absorbs the error")
  func fillProportionally() throws {
    // D = 50 + 100 + 150 + 2 * 10 = 320; width_i == L_i / 320 * 480 = 1.5 L_i at
    // 999, 998, 997: 75 and 150 hold; the last gets what is left,
    // 480 - 20 - 75 - 150 = 235 (its proportion would be 225). x = 0, 85, 245.
    let (size, frames) = try uikitFrames("fill-proportionally-spacing")
    #expect(size == Size(width: 480, height: 40))
    #expect(frames.map(\.width) == [75, 150, 235])
    #expect(frames.map(\.x) == [0, 85, 245])
  }

  @Test("equal-spacing: equal gaps")
  func equalSpacing() throws {
    // Gaps (300 - (40 + 60 + 100)) / 2 = 50: x = 0, 40 + 50 = 90, 90 + 60 + 50 = 200.
    let (_, frames) = try uikitFrames("equal-spacing")
    #expect(frames.map(\.width) == [40, 60, 100])
    #expect(frames.map(\.x) == [0, 90, 200])
  }

  @Test("equal-centering: equally spaced centres, unequal gaps")
  func equalCentering() throws {
    // First centre 20, last 300 - 50 = 250, middle centre halfway: 135, so
    // x = 135 - 30 = 105. Gaps 105 - 40 = 65 and 200 - 165 = 35.
    let (_, frames) = try uikitFrames("equal-centering")
    #expect(frames.map(\.width) == [40, 60, 100])
    #expect(frames.map(\.x) == [0, 105, 200])
  }

  @Test("compression-overflow: the lowest compression resistance gives")
  func compressionOverflow() throws {
    // 150 + 100 + 50 = 300 in 240: 60 too many. subtitle (749 < 750) shrinks by
    // all of it: 100 - 60 = 40. x = 0, 150, 190.
    let (size, frames) = try uikitFrames("compression-overflow")
    #expect(size == Size(width: 240, height: 30))
    #expect(frames.map(\.width) == [150, 40, 50])
    #expect(frames.map(\.x) == [0, 150, 190])
  }

  @Test("swiftui-long-texts: both texts wrap")
  func longTexts() throws {
    // Points: a character is 8 wide, a line 16 tall; default spacing 8.
    // title: 36 characters (ideal 288), detail: 52 (ideal 416); both minimums 0.
    // 480 - 8 = 472 to share; title (less flexible) first: 472 / 2 = 236, 29
    // columns: "A title that should stay on" (27) / "one line": 216 wide, 2 lines.
    // detail: 472 - 216 = 256, 32 columns: "and a long detail text that can"
    // (31) / "wrap onto more lines": 248 wide, 2 lines. Stack 216 + 8 + 248 = 472 x 32.
    let (size, frames) = try swiftUIFrames("swiftui-long-texts")
    #expect(size == Size(width: 472, height: 32))
    #expect(frames["title"] == Rect(x: 0, y: 0, width: 216, height: 32))
    #expect(frames["detail"] == Rect(x: 224, y: 0, width: 248, height: 32))
  }

  @Test("swiftui-long-texts-priority: the title stays on one line")
  func longTextsPriority() throws {
    // title (priority 1) is proposed first: 480 - 8 - detail's minimum 0 = 472,
    // so it fits on one line: 288 x 16. detail gets 472 - 288 = 184, 23 columns:
    // "and a long detail text" (22) / "that can wrap onto more" (23) / "lines":
    // 184 x 48. Stack 288 + 8 + 184 = 480 x 48; title centred: y = (48 - 16) / 2 = 16.
    let (size, frames) = try swiftUIFrames("swiftui-long-texts-priority")
    #expect(size == Size(width: 480, height: 48))
    #expect(frames["title"] == Rect(x: 0, y: 16, width: 288, height: 16))
    #expect(frames["detail"] == Rect(x: 296, y: 0, width: 184, height: 48))
  }

  @Test("swiftui-spacer-min-length: Spacer() keeps 8, Spacer(minLength: 0) gives way")
  func spacers() throws {
    // Each row is proposed 104 wide. "Subtotal" is 64, "12.50" 40: 104 exactly.
    // Row 1: the Spacer (priority -infinity) is sized last but its minimum 8 is
    // reserved: 104 - 8 = 96 for the texts; "12.50" (less flexible) gets 48 and
    // takes 40; "Subtotal" gets 56, 7 columns: broken inside, 2 lines, 56 x 32;
    // the Spacer gets 8. Row 2: the Spacer's minimum is 0: "Subtotal" gets 64 and
    // fits, the Spacer 0. VStack spacing 8: row 2 at y = 32 + 8 = 40, size 104 x 56.
    let (size, frames) = try swiftUIFrames("swiftui-spacer-min-length")
    #expect(size == Size(width: 104, height: 56))
    #expect(frames["label1"]?.width == 56)
    #expect(frames["label1"]?.height == 32)
    #expect(frames["spacer1"]?.width == 8)
    #expect(frames["value1"]?.x == 64)
    #expect(frames["zeroRow"]?.y == 40)
    #expect(frames["label2"] == Rect(x: 0, y: 40, width: 64, height: 16))
    #expect(frames["spacer2"]?.width == 0)
    #expect(frames["value2"] == Rect(x: 64, y: 40, width: 40, height: 16))
  }
}

extension Preset: CustomTestStringConvertible {
  public var testDescription: String { name }
}
