import Foundation
import Testing

@Suite("stackplay render")
struct RenderCommandTests {
  /// An example scene and the answer worked out by hand from uikit-stack.md.
  struct Example: Sendable, CustomTestStringConvertible {
    var file: String
    var expected: String
    var testDescription: String { file }
  }

  static let examples: [Example] = [
    // Vertical, spacing 0, pinned 375x728, fill/fill: the first view (lowest index
    // among equal hugging 250) takes the 728 - 350 = 378 to spare: 50 + 378 = 428.
    // Alignment fill stretches every view to the pinned width 375.
    Example(
      file: "three-squares-pinned-fill.json",
      expected: """
        {
          "size": { "width": 375, "height": 728 },
          "frames": [
            { "name": "small", "x": 0, "y": 0, "width": 375, "height": 428 },
            { "name": "medium", "x": 0, "y": 428, "width": 375, "height": 100 },
            { "name": "large", "x": 0, "y": 528, "width": 375, "height": 200 }
          ]
        }

        """),
    // Unpinned fillEqually: every view is max(L) = 200 tall (compression
    // resistance 750 beats hugging 250), stack 3 * 200 = 600. Unpinned width:
    // the widest view, 200; alignment fill stretches all to it.
    Example(
      file: "three-squares-fill-equally.json",
      expected: """
        {
          "size": { "width": 200, "height": 600 },
          "frames": [
            { "name": "small", "x": 0, "y": 0, "width": 200, "height": 200 },
            { "name": "medium", "x": 0, "y": 200, "width": 200, "height": 200 },
            { "name": "large", "x": 0, "y": 400, "width": 200, "height": 200 }
          ]
        }

        """),
    // Unpinned equalCentering: views keep 50, 100, 200; centres equally spaced
    // with gaps >= 0: centres 25, 175, 325 (150 apart), so y = 0, 125, 225, gaps
    // 75 and 0, stack 425 tall. Width as above: 200.
    Example(
      file: "three-squares-equal-centering.json",
      expected: """
        {
          "size": { "width": 200, "height": 425 },
          "frames": [
            { "name": "small", "x": 0, "y": 0, "width": 200, "height": 50 },
            { "name": "medium", "x": 0, "y": 125, "width": 200, "height": 100 },
            { "name": "large", "x": 0, "y": 225, "width": 200, "height": 200 }
          ]
        }

        """),
    // Horizontal, pinned width 300, spacing 8, fill: 300 - (40 + 60 + 50) - 2 * 8
    // = 134 to spare goes to "title", whose horizontal hugging 249 is the lowest:
    // 60 + 134 = 194. x = 0, 48, 250. Height unpinned: the tallest view, 40;
    // alignment center puts each view at (40 - h) / 2: y = 5, 10, 0.
    Example(
      file: "horizontal-spacing-low-hugging.json",
      expected: """
        {
          "size": { "width": 300, "height": 40 },
          "frames": [
            { "name": "icon", "x": 0, "y": 5, "width": 40, "height": 30 },
            { "name": "title", "x": 48, "y": 10, "width": 194, "height": 20 },
            { "name": "button", "x": 250, "y": 0, "width": 50, "height": 40 }
          ]
        }

        """),
    // Vertical, baseline-relative equalCentering, spacing 10, pinned 120x96. title
    // (40 tall, last baseline 30, vertical compression resistance 100) hangs
    // subtitle (30, first baseline 6) from its baseline; footer is 20. The chain
    // (title's top to its baseline 30, 10 - 6, subtitle 30, 10, footer 20) is 94:
    // it fits. Centre distances: title-subtitle needs 30 - L/2 + 15 + 4 =
    // 49 - L/2, subtitle-footer 15 + 10 + 10 = 35; the centres run from L/2 to 86,
    // so 2 d = 86 - L/2. At L = 40, d = 33 < 35: the centring equality (149)
    // ranks above title's resistance (100), so title gives until d = 35: L = 32.
    // Centres 16, 51, 86: y = 0, 36, 76.
    Example(
      file: "baseline-relative-equal-centering.json",
      expected: """
        {
          "size": { "width": 120, "height": 96 },
          "frames": [
            { "name": "title", "x": 0, "y": 0, "width": 120, "height": 32 },
            { "name": "subtitle", "x": 0, "y": 36, "width": 120, "height": 30 },
            { "name": "footer", "x": 0, "y": 76, "width": 120, "height": 20 }
          ]
        }

        """),
    // SwiftUI (swiftui-stack.md), worked by hand. Frames are those of named nodes,
    // depth-first, relative to the root.
    // HStack(spacing: 0) of three Colors proposed 300 x 100: all infinitely
    // flexible with minimum 0, source order: 300 / 3, 200 / 2, 100 / 1 = 100 each.
    Example(
      file: "swiftui-three-colors.json",
      expected: """
        {
          "size": { "width": 300, "height": 100 },
          "frames": [
            { "name": "red", "x": 0, "y": 0, "width": 100, "height": 100 },
            { "name": "green", "x": 100, "y": 0, "width": 100, "height": 100 },
            { "name": "blue", "x": 200, "y": 0, "width": 100, "height": 100 }
          ]
        }

        """),
    // red.frame(maxWidth: 100) has flexibility 100, green.frame(minWidth: 100)
    // infinity: red first, 150 / 2 = 75; green proposed 75 takes max(min(75, 100),
    // 100) = 100. 175 wide: it overflows the 150 proposed.
    Example(
      file: "swiftui-max-width-min-width.json",
      expected: """
        {
          "size": { "width": 175, "height": 100 },
          "frames": [
            { "name": "red", "x": 0, "y": 0, "width": 75, "height": 100 },
            { "name": "green", "x": 75, "y": 0, "width": 100, "height": 100 }
          ]
        }

        """),
    // Default spacing 8. "first" has layoutPriority 1: 300 - 8 - 0 (second's minimum
    // kept back) = 292. "second" then gets 0, at 292 + 8 = 300.
    Example(
      file: "swiftui-layout-priority.json",
      expected: """
        {
          "size": { "width": 300, "height": 100 },
          "frames": [
            { "name": "first", "x": 0, "y": 0, "width": 292, "height": 100 },
            { "name": "second", "x": 300, "y": 0, "width": 0, "height": 100 }
          ]
        }

        """),
    // Equal priorities: (300 - 8) / 2 = 146 each; the second at 146 + 8 = 154.
    Example(
      file: "swiftui-equal-priorities.json",
      expected: """
        {
          "size": { "width": 300, "height": 100 },
          "frames": [
            { "name": "first", "x": 0, "y": 0, "width": 146, "height": 100 },
            { "name": "second", "x": 154, "y": 0, "width": 146, "height": 100 }
          ]
        }

        """),
    // scene-format.md's example. t (priority 1) first: "Hello, world" is 12
    // characters of 8 points, 96 x 16; 204 left. a (priority 0): proposed 204, its
    // Color min(204, 100) = 100, and min(max(204, 100), 100) = 100; 104 left. The
    // Spacer (minus infinity) takes max(104, 0) = 104, 0 tall. Centred in 100: y =
    // 0, 50, 42.
    Example(
      file: "swiftui-scene-format-example.json",
      expected: """
        {
          "size": { "width": 300, "height": 100 },
          "frames": [
            { "name": "a", "x": 0, "y": 0, "width": 100, "height": 100 },
            { "name": "gap", "x": 100, "y": 50, "width": 104, "height": 0 },
            { "name": "t", "x": 204, "y": 42, "width": 96, "height": 16 }
          ]
        }

        """),
    // Cells, VStack(spacing: 0, alignment: .leading) proposed 12 x 4. The title
    // (lineLimit 2) is 1 line at least ("Hello, wond…") and 2 at most: flexibility
    // 1. The row is 1 row whatever it is offered: flexibility 0, so it goes first:
    // 4 / 2 = 2 -> 1; 3 left for the title: "Hello," and "wonderful w…" (2 lines,
    // 12 wide). Title at y 0, row at 2; 3 tall.
    // The row (12 wide, default spacing, 0 next to the Spacer): dot (fixed 2) first,
    // 11 / 2 -> 2; hangul (6 columns) 9 -> 6; the Spacer gets its minimum 1 back:
    // 3 + 1 = 4, 0 tall, centred in the row's 1 row: y = 2.5.
    Example(
      file: "swiftui-text-in-cells.json",
      expected: """
        {
          "size": { "width": 12, "height": 3 },
          "frames": [
            { "name": "column", "x": 0, "y": 0, "width": 12, "height": 3 },
            { "name": "title", "x": 0, "y": 0, "width": 12, "height": 2 },
            { "name": "row", "x": 0, "y": 2, "width": 12, "height": 1 },
            { "name": "hangul", "x": 0, "y": 2, "width": 6, "height": 1 },
            { "name": "gap", "x": 6, "y": 2.5, "width": 4, "height": 0 },
            { "name": "dot", "x": 10, "y": 2, "width": 2, "height": 1 }
          ]
        }

        """),
    // ZStack(alignment: .topTrailing), nothing proposed: the card is 40 x 24, the
    // badge "9+" 16 x 16 plus 4 on every edge, 24 x 24. The ZStack is the largest
    // of both, 40 x 24; the badge's trailing edge on 40: x = 16.
    Example(
      file: "swiftui-zstack-badge.json",
      expected: """
        {
          "size": { "width": 40, "height": 24 },
          "frames": [
            { "name": "card", "x": 0, "y": 0, "width": 40, "height": 24 },
            { "name": "badge", "x": 16, "y": 0, "width": 24, "height": 24 }
          ]
        }

        """),
  ]

  @Test(arguments: examples)
  func rendersEachExampleAsTheSpecSays(_ example: Example) throws {
    let path = examplesDirectory.appendingPathComponent(example.file).path
    let result = try StackplayBinary.run(["render", path, "--format", "json"])
    #expect(result.status == 0)
    #expect(result.standardError == "")
    #expect(result.standardOutput == example.expected)
  }

  @Test func everyExampleHasAnExpectedAnswer() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)
      .filter { $0.hasSuffix(".json") }
    #expect(Set(files) == Set(Self.examples.map(\.file)))
  }

  @Test func formatDefaultsToJSON() throws {
    let path = examplesDirectory.appendingPathComponent(Self.examples[0].file).path
    let result = try StackplayBinary.run(["render", path])
    #expect(result.status == 0)
    #expect(result.standardOutput == Self.examples[0].expected)
  }

  @Test func readsTheSceneFromStandardInputForADash() throws {
    let path = examplesDirectory.appendingPathComponent(Self.examples[1].file)
    let scene = try String(contentsOf: path, encoding: .utf8)
    let result = try StackplayBinary.run(["render", "-", "--format", "json"], input: scene)
    #expect(result.status == 0)
    #expect(result.standardError == "")
    #expect(result.standardOutput == Self.examples[1].expected)
  }

  @Test func rendersHiddenViewsAndAnEmptyStack() throws {
    // Horizontal, unpinned, spacing 10: "b" is hidden, so "a" and "c" are one
    // spacing apart (a: 0...20, c: 30...60) and "b" collapses to width 0 at the
    // trailing edge of "a" (x = 20). Height: alignment leading, tallest visible 5.
    let scene = """
      {"uikit": {"axis": "horizontal", "distribution": "fill", "alignment": "top", "spacing": 10,
        "views": [
          {"name": "a", "intrinsicSize": {"width": 20, "height": 5}},
          {"name": "b", "intrinsicSize": {"width": 7, "height": 3}, "hidden": true},
          {"name": "c", "intrinsicSize": {"width": 30, "height": 5}}
        ]}}
      """
    let result = try StackplayBinary.run(["render", "-"], input: scene)
    #expect(result.status == 0)
    #expect(
      result.standardOutput == """
        {
          "size": { "width": 60, "height": 5 },
          "frames": [
            { "name": "a", "x": 0, "y": 0, "width": 20, "height": 5 },
            { "name": "b", "x": 20, "y": 0, "width": 0, "height": 3 },
            { "name": "c", "x": 30, "y": 0, "width": 30, "height": 5 }
          ]
        }

        """)

    let empty = try StackplayBinary.run(
      ["render", "-"],
      input:
        #"{"uikit": {"axis": "vertical", "distribution": "fill", "alignment": "fill", "views": []}}"#
    )
    #expect(empty.status == 0)
    #expect(
      empty.standardOutput == """
        {
          "size": { "width": 0, "height": 0 },
          "frames": []
        }

        """)
  }

  @Test func answersInTheScenesUnitUnrounded() throws {
    // Cells, pinned height 10, fillEqually, spacing 0: three views of 10 / 3 each.
    let scene = """
      {"unit": "cell", "uikit": {"axis": "vertical", "distribution": "fillEqually", "alignment": "fill",
        "size": {"width": 4, "height": 10},
        "views": [{"name": "a"}, {"name": "b"}, {"name": "c"}]}}
      """
    let result = try StackplayBinary.run(["render", "-"], input: scene)
    #expect(result.status == 0)
    let third = 10.0 / 3
    #expect(
      result.standardOutput.contains(
        #"{ "name": "a", "x": 0, "y": 0, "width": 4, "height": \#(third) },"#))
    #expect(result.standardOutput.contains(#""y": \#(third), "width": 4"#))
  }
}

@Suite("stackplay render with a bad scene")
struct RenderErrorTests {
  /// A scene that must be refused, and the end of the one line on standard error.
  struct BadScene: Sendable, CustomTestStringConvertible {
    var json: String
    var error: String
    var testDescription: String { error }
  }

  static let badScenes: [BadScene] = [
    BadScene(
      json: """
        {"uikit": {"axis": "vertical", "distribution": "fill", "alignment": "fill",
          "views": [{"name": "a"}, {"name": "b", "hugging": {"horizontal": 1200}}]}}
        """,
      error: "uikit.views[1].hugging.horizontal: 1200 is outside 1...1000"),
    BadScene(
      json: """
        {"uikit": {"axis": "vertical", "distribution": "fill", "alignment": "fill",
          "views": [{"name": "a"}, {"name": "a"}]}}
        """,
      error:
        #"uikit.views[1].name: "a" is already the name of uikit.views[0]; names must be unique"#),
    BadScene(
      json: """
        {"uikit": {"axis": "vertical", "distribution": "fill", "alignment": "fill",
          "size": {"width": -1}, "views": []}}
        """,
      error: "uikit.size.width: -1 is negative; a size must be 0 or more"),
    BadScene(
      json: """
        {"uikit": {"axis": "sideways", "distribution": "fill", "alignment": "fill", "views": []}}
        """,
      error: #"uikit.axis: "sideways" is not a valid axis; allowed: horizontal, vertical"#),
    BadScene(
      json: #"{"uikit": {"axis": "vertical", "views": [], "extra": 1}}"#,
      error:
        "uikit.extra: unknown key; allowed keys: axis, distribution, alignment, spacing, size, layoutMargins, layoutMarginsRelative, baselineRelative, views"
    ),
    BadScene(
      json: "{\n  \"uikit\": {\n    \"axis\": \"vertical\",\n  }\n}\n",
      error:
        "invalid JSON at line 4, column 3: unexpected '}' after ',': trailing commas are not allowed"
    ),
    BadScene(
      json: #"{"swiftui": {"root": {"hstack": {"children": [{"text": "Hi", "color": "red"}]}}}}"#,
      error:
        "swiftui.root.hstack.children[0].color: a node holds exactly one of hstack, vstack, zstack, text, color, spacer; this one also has text"
    ),
    BadScene(json: "", error: "the file is empty; expected a JSON scene"),
  ]

  @Test(arguments: badScenes)
  func refusesAFileWithOneLineOnStandardError(_ bad: BadScene) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(bad.json, to: "scene.json")
    let result = try StackplayBinary.run(["render", path, "--format", "json"])
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(result.errorLines == ["stackplay: \(path): \(bad.error)"])
  }

  @Test(arguments: badScenes)
  func refusesStandardInputWithOneLineOnStandardError(_ bad: BadScene) throws {
    let result = try StackplayBinary.run(["render", "-"], input: bad.json)
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(result.errorLines == ["stackplay: <stdin>: \(bad.error)"])
  }

  @Test func refusesAMissingFile() throws {
    let directory = try TemporaryDirectory()
    let path = directory.url.appendingPathComponent("missing.json").path
    let result = try StackplayBinary.run(["render", path])
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(
      result.errorLines == ["stackplay: \(path): cannot read the file: No such file or directory"])
  }

  @Test func refusesADirectory() throws {
    let directory = try TemporaryDirectory()
    let result = try StackplayBinary.run(["render", directory.url.path])
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(result.errorLines.count == 1)
    #expect(
      result.errorLines.first?.hasPrefix("stackplay: \(directory.url.path): cannot read the file: ")
        == true)
  }

  @Test func refusesAnUnknownFormat() throws {
    let path = examplesDirectory.appendingPathComponent("three-squares-pinned-fill.json").path
    let result = try StackplayBinary.run(["render", path, "--format", "svg"])
    #expect(result.status != 0)
    #expect(result.standardOutput == "")
    #expect(result.standardError.contains("svg"))
  }
}

@Suite("stackplay without a subcommand")
struct RootCommandTests {
  @Test func helpListsTheCommands() throws {
    let result = try StackplayBinary.run(["--help"])
    #expect(result.status == 0)
    for command in ["play", "open", "render"] {
      #expect(result.standardOutput.contains(command))
    }
  }

  @Test func withoutATerminalItSaysSoAndExits() throws {
    // The tests run the binary with pipes, not a terminal: the playground cannot start.
    let result = try StackplayBinary.run([])
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.hasPrefix("stackplay: ") == true)
  }

  @Test func renderHelpListsTheFormats() throws {
    let result = try StackplayBinary.run(["render", "--help"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("values: json, text, ansi"))
  }
}

@Suite("stackplay render --format text|ansi")
struct RenderPictureTests {
  let path = examplesDirectory.appendingPathComponent("horizontal-spacing-low-hugging.json").path

  @Test func textIsThePictureWithoutEscapes() throws {
    let result = try StackplayBinary.run([
      "render", path, "--format", "text", "--columns", "64", "--rows", "14",
    ])
    #expect(result.status == 0)
    #expect(result.standardError == "")
    #expect(!result.standardOutput.contains("\u{1B}"))
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    // The picture fits what was asked (plus the final newline).
    #expect(lines.count <= 15)
    #expect(lines.allSatisfy { $0.count <= 64 })
    // Every view is drawn with its name; the wide middle one also shows its size.
    for name in ["icon", "title", "button"] { #expect(result.standardOutput.contains(name)) }
    #expect(result.standardOutput.contains("194x20"))
  }

  @Test func asciiUsesNoBoxDrawing() throws {
    let result = try StackplayBinary.run(["render", path, "--format", "text", "--ascii"])
    #expect(result.status == 0)
    #expect(result.standardOutput.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(result.standardOutput.contains("title"))
  }

  @Test func ansiIsThePictureInColour() throws {
    let result = try StackplayBinary.run(
      ["render", path, "--format", "ansi", "--columns", "64"], environment: ["NO_COLOR": nil])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("\u{1B}[") && result.standardOutput.contains("48;5;"))
    let noColor = try StackplayBinary.run(["render", path, "--format", "ansi", "--no-color"])
    #expect(!noColor.standardOutput.contains("48;5;"))
    let environment = try StackplayBinary.run(
      ["render", path, "--format", "ansi"], environment: ["NO_COLOR": "1"])
    #expect(!environment.standardOutput.contains("48;5;"))
  }

  @Test func drawsSwiftUIScenes() throws {
    // The picture of Examples/swiftui-text-in-cells.json, worked out by hand in
    // StackRenderTests (SwiftUICanvasTests), with the proposal (12 x 4, a row
    // taller than the root) below, the orange dot's name outside and the
    // row's (one cell tall) left of the root, in the room the render keeps.
    let swiftUI = examplesDirectory.appendingPathComponent("swiftui-text-in-cells.json").path
    let result = try StackplayBinary.run(["render", swiftUI, "--format", "text"])
    #expect(result.status == 0)
    #expect(result.standardError == "")
    #expect(
      result.standardOutput == """
            ╭column╌╌╌╌╌╌╮
            ╎Hello,      ╎
            ╎wonderful w…╎
        row─╎한국어····O▒╎─dot
            ╰╌╌╌╌╌╌╌╌╌╌╌╌╯
            └─ ─ ─ ─ ─ ─ ┘
            proposal: 12x4

        """)
    let ansi = try StackplayBinary.run(
      ["render", swiftUI, "--format", "ansi"], environment: ["NO_COLOR": nil])
    #expect(ansi.status == 0)
    #expect(ansi.standardOutput.contains("48;5;208"))  // orange
  }

  @Test func openTakesSwiftUIScenes() throws {
    // Without a terminal the playground cannot start, but the scene is taken:
    // the only complaint is about the terminal (SwiftUIModeTmuxTests opens one for real).
    let swiftUI = examplesDirectory.appendingPathComponent("swiftui-three-colors.json").path
    let result = try StackplayBinary.run(["open", swiftUI])
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(
      result.errorLines == [
        "stackplay: the interactive playground needs a terminal: standard input and output must not be redirected"
      ])
  }

  @Test func refusesAnAbsurdSize() throws {
    let result = try StackplayBinary.run(["render", path, "--format", "text", "--columns", "0"])
    #expect(result.status != 0)
    #expect(result.standardOutput == "")
    #expect(result.standardError.contains("--columns"))
  }
}
