import ArgumentParser
import StackLayout
import StackScene

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
    subcommands: [Render.self]
  )
}

/// `stackplay render SCENE --format json`: lays a scene out without a terminal.
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Lay a scene out and print the stack's size and every view's frame.",
    discussion: """
      The frames are relative to the stack's origin, in the scene's unit, unrounded. \
      A scene that cannot be read gets one line on standard error naming the file \
      and the key path, nothing on standard output, and exit status 1.
      """
  )

  /// The output formats `render` knows.
  enum Format: String, CaseIterable, ExpressibleByArgument {
    /// `{"size": {...}, "frames": [...]}`, as in scene-format.md.
    case json
  }

  @Argument(help: "The scene file to lay out, or '-' to read it from standard input.")
  var scene: String

  @Option(help: "The output format.")
  var format: Format = .json

  func run() throws {
    let loaded: Scene
    do {
      loaded = scene == "-" ? try Scene.loadStandardInput() : try Scene.load(contentsOfFile: scene)
    } catch {
      writeToStandardError("stackplay: \(error)\n")
      throw ExitCode.failure
    }
    switch format {
    case .json:
      print(renderJSON(loaded.stack.layout()), terminator: "")
    }
  }

  /// Writes `text` to standard error, unbuffered.
  private func writeToStandardError(_ text: String) {
    var bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer in
        write(STDERR_FILENO, buffer.baseAddress! + written, buffer.count - written)
      }
      if count > 0 {
        written += count
      } else if count < 0, errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}
