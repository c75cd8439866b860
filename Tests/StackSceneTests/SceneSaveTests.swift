import Foundation
import StackLayout
import Testing

@testable import StackScene

/// `Scene.save(toFile:)`: a temporary file renamed over the target, so a failed
/// save never harms the old file.
@Suite("Saving scene files")
struct SceneSaveTests {
  /// Example scenes of the repository: a UIKit stack and a SwiftUI tree.
  static let examples = [
    "horizontal-spacing-low-hugging.json", "swiftui-scene-format-example.json",
  ]

  static func example(_ name: String) throws -> Scene {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples").appendingPathComponent(name)
    return try Scene.load(contentsOfFile: url.path)
  }

  /// A fresh, empty directory for one test.
  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("stackplay-save-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  func contents(_ url: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  @Test(arguments: examples)
  func savedFileDecodesToTheSameScene(name: String) throws {
    let scene = try Self.example(name)
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("scene.json").path
    try scene.save(toFile: path)
    #expect(try Scene.load(contentsOfFile: path) == scene)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == scene.jsonText())
    // Only the target is left: the temporary file was renamed.
    #expect(try contents(directory) == ["scene.json"])
  }

  @Test func replacingAFileKeepsItsPermissions() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("scene.json").path
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    chmod(path, 0o600)
    let scene = try Self.example(Self.examples[0])
    try scene.save(toFile: path)
    #expect(try Scene.load(contentsOfFile: path) == scene)
    var status = stat()
    #expect(stat(path, &status) == 0)
    #expect(status.st_mode & 0o777 == 0o600)
    #expect(try contents(directory) == ["scene.json"])
  }

  @Test func aMissingDirectoryIsAnError() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("missing/scene.json").path
    let scene = try Self.example(Self.examples[0])
    #expect(throws: SceneError.self) { try scene.save(toFile: path) }
    do {
      try scene.save(toFile: path)
    } catch {
      #expect(error.description == "\(path): cannot save the file: No such file or directory")
    }
    #expect(try contents(directory) == [])
  }

  /// A path that names a directory fails, and the directory and what it holds
  /// are left alone, with no temporary file beside them.
  @Test func aDirectoryIsNotReplaced() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("scene.json")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
    try "keep".write(
      to: target.appendingPathComponent("inside"), atomically: false, encoding: .utf8)
    let scene = try Self.example(Self.examples[0])
    do {
      try scene.save(toFile: target.path)
      Issue.record("saving over a directory succeeded")
    } catch {
      #expect(error.description == "\(target.path): cannot save the file: Is a directory")
    }
    #expect(try contents(directory) == ["scene.json"])
    #expect(try contents(target) == ["inside"])
    #expect(
      try String(contentsOf: target.appendingPathComponent("inside"), encoding: .utf8) == "keep")
  }

  /// A file in a directory that cannot be written is left as it was (only
  /// checked when not running as root, which may write anywhere).
  @Test(.enabled(if: geteuid() != 0))
  func aReadOnlyDirectoryLeavesTheOldFile() throws {
    let directory = try temporaryDirectory()
    defer {
      chmod(directory.path, 0o755)
      try? FileManager.default.removeItem(at: directory)
    }
    let path = directory.appendingPathComponent("scene.json").path
    try "old text".write(toFile: path, atomically: false, encoding: .utf8)
    chmod(directory.path, 0o555)
    let scene = try Self.example(Self.examples[0])
    do {
      try scene.save(toFile: path)
      Issue.record("saving into a read-only directory succeeded")
    } catch {
      #expect(error.description == "\(path): cannot save the file: Permission denied")
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old text")
    #expect(try contents(directory) == ["scene.json"])
  }

  @Test func directoryOfAPath() {
    #expect(Scene.directory(of: "scene.json") == ".")
    #expect(Scene.directory(of: "a/b/scene.json") == "a/b")
    #expect(Scene.directory(of: "/scene.json") == "/")
  }
}
