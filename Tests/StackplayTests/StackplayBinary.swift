import Foundation
import Testing

/// Runs the real `stackplay` executable built next to the test bundle.
enum StackplayBinary {
  /// What one run of the executable did.
  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// The lines of standard error, without the final line break.
    var errorLines: [Substring] {
      standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }
  }

  struct NotFound: Error, CustomStringConvertible {
    var searched: [String]
    var description: String {
      "the stackplay executable was not found next to the tests (looked in "
        + searched.joined(separator: ", ") + "); build it with `swift build` or run `swift test`"
    }
  }

  /// The directories a built `stackplay` may sit in: the one holding the test
  /// binary (Linux: `.build/debug/StackPlaygroundPackageTests.xctest`) and, for a
  /// macOS `.xctest` bundle (`.../Contents/MacOS/...`), the bundle's own directory.
  static func candidateDirectories() -> [URL] {
    var directories: [URL] = []
    var url = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
      .resolvingSymlinksInPath()
    for _ in 0..<4 {
      url = url.deletingLastPathComponent()
      directories.append(url)
    }
    directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      directories.append(bundle.bundleURL.deletingLastPathComponent())
    }
    return directories
  }

  /// The path of the built executable.
  static func executable() throws -> URL {
    let directories = candidateDirectories()
    for directory in directories {
      let candidate = directory.appendingPathComponent("stackplay")
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
        !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
    }
    throw NotFound(searched: directories.map(\.path))
  }

  /// Runs `stackplay arguments...` with `input` on standard input (empty when nil)
  /// and waits for it. Output goes through temporary files, so a large output
  /// can never block the child.
  /// - Parameter environment: changes to the inherited environment: a value sets a
  ///   variable, `nil` removes it.
  static func run(
    _ arguments: [String], input: String? = nil, environment: [String: String?] = [:]
  ) throws -> Result {
    let executable = try executable()
    let scratch = try TemporaryDirectory()
    let inputURL = scratch.url.appendingPathComponent("stdin")
    let outputURL = scratch.url.appendingPathComponent("stdout")
    let errorURL = scratch.url.appendingPathComponent("stderr")
    try Data((input ?? "").utf8).write(to: inputURL)
    try Data().write(to: outputURL)
    try Data().write(to: errorURL)

    let inputHandle = try FileHandle(forReadingFrom: inputURL)
    let outputHandle = try FileHandle(forWritingTo: outputURL)
    let errorHandle = try FileHandle(forWritingTo: errorURL)
    defer {
      try? inputHandle.close()
      try? outputHandle.close()
      try? errorHandle.close()
    }

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    for (name, value) in environment { variables[name] = value }
    process.environment = variables
    process.standardInput = inputHandle
    process.standardOutput = outputHandle
    process.standardError = errorHandle
    try process.run()
    process.waitUntilExit()

    return Result(
      status: process.terminationStatus,
      standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
  }
}

/// A fresh directory under the system's temporary directory, removed when released.
final class TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("stackplay-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes `text` to a file called `name` in the directory and returns its path.
  func write(_ text: String, to name: String) throws -> String {
    let file = url.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return file.path
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}

/// The repository's Examples/ directory.
let examplesDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Examples")
