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

  /// `saveAsNewFile` makes a file whole, with the mode of a new save, and
  /// leaves no temporary file behind.
  @Test func aNewFileIsWritten() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("card.unsaved.json").path
    let scene = try Self.example(Self.examples[1])
    try scene.saveAsNewFile(path)
    #expect(try Scene.load(contentsOfFile: path) == scene)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == scene.jsonText())
    var status = stat()
    #expect(stat(path, &status) == 0)
    let mask = umask(0o022)
    umask(mask)
    #expect(status.st_mode & 0o777 == 0o644 & ~mask)
    #expect(try contents(directory) == ["card.unsaved.json"])
  }

  /// Whatever has the name already, a file, a symbolic link to a file or a
  /// dangling one, is neither replaced nor followed: the save fails.
  @Test(arguments: ["file", "link", "dangling link"])
  func aNewFileNeverReplacesOrFollows(kind: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("card.unsaved.json").path
    let elsewhere = directory.appendingPathComponent("elsewhere.json").path
    switch kind {
    case "file":
      try "keep".write(toFile: path, atomically: false, encoding: .utf8)
    case "link":
      try "keep".write(toFile: elsewhere, atomically: false, encoding: .utf8)
      #expect(symlink(elsewhere, path) == 0)
    default:
      #expect(symlink(elsewhere, path) == 0)
    }
    let before = try contents(directory)
    let scene = try Self.example(Self.examples[0])
    do {
      try scene.saveAsNewFile(path)
      Issue.record("saving as a new file over a \(kind) succeeded")
    } catch {
      #expect(error.description == "\(path): cannot save the file: File exists")
    }
    #expect(try contents(directory) == before)
    if kind == "file" {
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep")
    } else if kind == "link" {
      #expect(try String(contentsOfFile: elsewhere, encoding: .utf8) == "keep")
    } else {
      #expect(access(elsewhere, F_OK) != 0)
    }
  }

  /// A file's stamp stays while nothing writes it and changes when something
  /// does, even to the same length, or replaces it (a new inode).
  @Test func fileStamps() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("scene.json").path
    #expect(FileStamp(ofFile: path) == nil)
    try "first".write(toFile: path, atomically: false, encoding: .utf8)
    let first = try #require(FileStamp(ofFile: path))
    #expect(FileStamp(ofFile: path) == first)
    #expect(first.size == 5)
    // Same length, written again: only the time differs (set a second on, as
    // a file system may keep whole seconds).
    try "other".write(toFile: path, atomically: false, encoding: .utf8)
    var times = [
      timespec(tv_sec: Int(first.modified / 1_000_000_000) + 1, tv_nsec: 0),
      timespec(tv_sec: Int(first.modified / 1_000_000_000) + 1, tv_nsec: 0),
    ]
    #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    let rewritten = try #require(FileStamp(ofFile: path))
    #expect(rewritten != first && rewritten.inode == first.inode && rewritten.size == 5)
    // Replaced by a rename, as an editor saves: another inode.
    let scene = try Self.example(Self.examples[0])
    try scene.save(toFile: path)
    let replaced = try #require(FileStamp(ofFile: path))
    #expect(replaced.inode != rewritten.inode)
    #expect(FileStamp.isRegularFile(path))
    #expect(!FileStamp.isRegularFile(directory.path))
    #expect(!FileStamp.isRegularFile(directory.appendingPathComponent("missing").path))
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

  /// A file without write permission for its owner is refused with a message
  /// naming it, even for root (who could write it), and left as it was.
  @Test(arguments: [0o444, 0o555, 0o077])
  func aReadOnlyFileIsRefused(mode: Int) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("scene.json").path
    try "old text".write(toFile: path, atomically: false, encoding: .utf8)
    chmod(path, mode_t(mode))
    let scene = try Self.example(Self.examples[0])
    do {
      try scene.save(toFile: path)
      Issue.record("saving over a read-only file succeeded")
    } catch {
      #expect(
        error.description
          == "\(path): cannot save the file: it is read-only (mode \(String(mode, radix: 8)))")
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old text")
    var status = stat()
    #expect(stat(path, &status) == 0)
    #expect(Int(status.st_mode & 0o7777) == mode)
    #expect(try contents(directory) == ["scene.json"])
  }

  /// The link's target, in another directory, is replaced and keeps its
  /// mode; the link stays a link pointing where it did, and no temporary
  /// file is left in either directory.
  @Test(arguments: [true, false])
  func aSymbolicLinkIsFollowed(relative: Bool) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let targets = directory.appendingPathComponent("targets")
    let links = directory.appendingPathComponent("links")
    try FileManager.default.createDirectory(at: targets, withIntermediateDirectories: false)
    try FileManager.default.createDirectory(at: links, withIntermediateDirectories: false)
    let target = targets.appendingPathComponent("real.json").path
    try "old text".write(toFile: target, atomically: false, encoding: .utf8)
    chmod(target, 0o640)
    let link = links.appendingPathComponent("scene.json").path
    let destination = relative ? "../targets/real.json" : target
    #expect(symlink(destination, link) == 0)

    let scene = try Self.example(Self.examples[1])
    try scene.save(toFile: link)

    #expect(try String(contentsOfFile: target, encoding: .utf8) == scene.jsonText())
    var status = stat()
    #expect(stat(target, &status) == 0)
    #expect(status.st_mode & 0o7777 == 0o640)
    #expect(lstat(link, &status) == 0)
    #expect(status.st_mode & S_IFMT == S_IFLNK)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == destination)
    #expect(try Scene.load(contentsOfFile: link) == scene)
    #expect(try contents(targets) == ["real.json"])
    #expect(try contents(links) == ["scene.json"])
  }

  /// A chain of links is followed to its end; a link to a missing file
  /// creates that file; a loop of links is an error that changes nothing.
  @Test func chainsDanglingLinksAndLoops() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
    #expect(symlink("second", path("first")) == 0)
    #expect(symlink("missing.json", path("second")) == 0)
    let scene = try Self.example(Self.examples[0])
    try scene.save(toFile: path("first"))
    #expect(try String(contentsOfFile: path("missing.json"), encoding: .utf8) == scene.jsonText())
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("first")) == "second")

    #expect(symlink("loop-b", path("loop-a")) == 0)
    #expect(symlink("loop-a", path("loop-b")) == 0)
    do {
      try scene.save(toFile: path("loop-a"))
      Issue.record("saving through a loop of links succeeded")
    } catch {
      #expect(
        error.description
          == "\(path("loop-a")): cannot save the file: Too many levels of symbolic links")
    }
    #expect(try contents(directory) == ["first", "loop-a", "loop-b", "missing.json", "second"])
  }

  @Test func directoryOfAPath() {
    #expect(Scene.directory(of: "scene.json") == ".")
    #expect(Scene.directory(of: "a/b/scene.json") == "a/b")
    #expect(Scene.directory(of: "/scene.json") == "/")
  }
}
