import ArgumentParser
import StackLayout
import StackRender
import StackScene

/// `stackplay render SCENE --format json|text|ansi`: lays a scene out without a terminal.
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Lay a scene out and print the frames (json) or the picture (text, ansi).",
    discussion: """
      json: the stack's size and every view's frame, relative to the stack's origin, \
      in the scene's unit, unrounded. text: the boxes drawn in characters, with no \
      escape codes. ansi: the same picture in colour (256 colours; none with \
      --no-color or NO_COLOR). The picture is drawn at --columns/--rows, or at the \
      scene's natural size (one column per point, one row per two points; for a \
      SwiftUI scene, one cell per character of text) when they are not given, scaled \
      down to fit 1000x1000 cells when it would be larger. For a \
      SwiftUI scene, json lists the frame of every named node, depth-first, relative \
      to the root. A scene that cannot be read gets one line on standard error \
      naming the file and the key path, nothing on standard output, and exit status 1.
      """
  )

  /// The output formats `render` knows.
  enum Format: String, CaseIterable, ExpressibleByArgument {
    /// `{"size": {...}, "frames": [...]}`, as in scene-format.md.
    case json
    /// The boxes drawn in characters.
    case text
    /// The boxes drawn in characters and colour (ANSI escape sequences).
    case ansi
  }

  @Argument(help: "The scene file to lay out, or '-' to read it from standard input.")
  var scene: String

  @Option(help: "The output format.")
  var format: Format = .json

  @Option(help: "The width of the picture in columns (text and ansi).")
  var columns: Int?

  @Option(help: "The height of the picture in rows (text and ansi).")
  var rows: Int?

  @OptionGroup var display: DisplayOptions

  func validate() throws {
    for (name, value) in [("--columns", columns), ("--rows", rows)] {
      // scene-format.md "Limits": a picture is at most 1,000 x 1,000 cells.
      let cells = 1...SceneLimits.maximumPictureCells
      if let value, !cells.contains(value) {
        writeToStandardError(
          "stackplay: \(name) must be between \(cells.lowerBound) and \(cells.upperBound), not \(value)\n"
        )
        throw ExitCode.failure
      }
    }
  }

  func run() throws {
    let loaded = try loadScene(scene)
    if case .swiftUI(let tree) = loaded.content {
      try renderSwiftUI(scene: loaded, tree: tree)
      return
    }
    let layout = loaded.stack.layout()
    if let why = layout.notLaidOut {
      // Refused as a scene that cannot be read is: the file, the key path, why.
      let refusal = SceneError(
        source: scene == "-" ? "<stdin>" : scene, keyPath: "uikit.views", message: why)
      writeToStandardError("stackplay: \(refusal)\n")
      throw ExitCode.failure
    }
    switch format {
    case .json:
      try writeToStandardOutput(
        try reportingInternalError { () throws(NonFiniteLayoutError) in
          try renderJSON(layout)
        })
    case .text, .ansi:
      try reportingInternalError { () throws(NonFiniteLayoutError) in
        try checkFinite(size: layout.size, frames: layout.views.map { ($0.name, $0.frame) })
      }
      try printPicture { colorMode, glyphs in
        renderStackText(
          scene: loaded, layout: layout, columns: columns, rows: rows, colorMode: colorMode,
          glyphs: glyphs)
      }
    }
  }

  /// Prints the picture `draw` makes: plain text in monochrome for `text`; for
  /// `ansi`, 256 colours unless `--no-color` or `NO_COLOR` says none.
  private func printPicture(_ draw: (ColorMode, GlyphSet) -> CellBuffer) throws {
    let noColor = display.noColor || environmentRequestsNoColor()
    let colorMode: ColorMode = format == .text || noColor ? .monochrome : .colors256
    let buffer = draw(colorMode, display.ascii ? .ascii : .unicode)
    try writeToStandardOutput(
      (format == .text ? buffer.plainText() : buffer.ansiText(colorMode: colorMode)) + "\n")
  }

  /// `render` for a SwiftUI scene.
  private func renderSwiftUI(scene: Scene, tree: SwiftUIScene) throws {
    let layout = tree.layout(unit: scene.unit)
    switch format {
    case .json:
      try writeToStandardOutput(
        try reportingInternalError { () throws(NonFiniteLayoutError) in
          try renderJSON(layout)
        })
    case .text, .ansi:
      try reportingInternalError { () throws(NonFiniteLayoutError) in
        try checkFinite(
          size: layout.size,
          frames: layout.nodes.enumerated().map { ($1.name ?? "node \($0)", $1.frame) })
      }
      try printPicture { colorMode, glyphs in
        renderSwiftUIText(
          scene: scene, layout: layout, columns: columns, rows: rows, colorMode: colorMode,
          glyphs: glyphs)
      }
    }
  }
}
