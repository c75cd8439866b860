import Testing

@testable import StackScene

@Suite("Scene errors")
struct SceneErrorTests {
  /// A scene file that must be rejected, with the key path and message expected.
  struct BadScene: Sendable, CustomTestStringConvertible {
    var json: String
    var keyPath: String
    var message: String

    init(_ json: String, _ keyPath: String, _ message: String) {
      self.json = json
      self.keyPath = keyPath
      self.message = message
    }

    var testDescription: String { "\(keyPath.isEmpty ? "(file)" : keyPath): \(message)" }
  }

  static let allowedStackKeys =
    "axis, distribution, alignment, spacing, size, layoutMargins, layoutMarginsRelative, baselineRelative, views"
  static let allowedViewKeys =
    "name, color, intrinsicSize, stack, hugging, compressionResistance, hidden, customSpacingAfter, firstBaseline, lastBaseline"
  static let palette = "red, orange, yellow, green, teal, blue, purple, pink, brown, gray"
  /// The end of every message about a limit.
  static let limits = " (scene-format.md, Limits)"

  static let fileAndTopLevel: [BadScene] = [
    BadScene("", "", "the file is empty; expected a JSON scene"),
    BadScene(" \n\t\r\n", "", "the file holds only whitespace; expected a JSON scene"),
    BadScene(
      "[]", "", "the scene must be an object with keys unit, uikit, swiftui; found an array"),
    BadScene("{}", "", "missing the key uikit (or swiftui): a scene holds one stack"),
    BadScene(
      #"{"unit": "cell"}"#, "", "missing the key uikit (or swiftui): a scene holds one stack"),
    BadScene(
      #"{"uikit": {}, "swiftui": {}}"#, "swiftui",
      "a scene holds exactly one of uikit or swiftui, not both"),
    BadScene(
      #"{"swiftui": {"proposal": {"width": 10}}}"#, "swiftui.root", "missing required key"),
    BadScene(
      #"{"units": "point", "uikit": {}}"#, "units",
      "unknown key; allowed keys: unit, uikit, swiftui"),
    BadScene(#"{"unit": "point", "unit": "cell", "uikit": {}}"#, "unit", "duplicate key"),
    BadScene(
      #"{"unit": "pixel", "uikit": {}}"#, "unit",
      #""pixel" is not a valid unit; allowed: point, cell"#),
    BadScene(
      #"{"unit": 1, "uikit": {}}"#, "unit", "expected a string (point, cell), found the number 1"),
    BadScene(
      #"{"unit": "Point", "uikit": {}}"#, "unit",
      #""Point" is not a valid unit; allowed: point, cell"#),
  ]

  static let stackErrors: [BadScene] = [
    BadScene(
      #"{"uikit": []}"#, "uikit",
      "this value must be an object with keys \(allowedStackKeys); found an array"),
    BadScene(
      #"{"uikit": {"distribution": "fill", "alignment": "fill", "views": []}}"#, "uikit.axis",
      "missing required key"),
    BadScene(
      #"{"uikit": {"axis": "vertical", "alignment": "fill", "views": []}}"#, "uikit.distribution",
      "missing required key"),
    BadScene(
      #"{"uikit": {"axis": "vertical", "distribution": "fill", "views": []}}"#, "uikit.alignment",
      "missing required key"),
    BadScene(
      #"{"uikit": {"axis": "vertical", "distribution": "fill", "alignment": "fill"}}"#,
      "uikit.views", "missing required key"),
    BadScene(
      #"{"uikit": {"axis": "diagonal", "distribution": "fill", "alignment": "fill", "views": []}}"#,
      "uikit.axis", #""diagonal" is not a valid axis; allowed: horizontal, vertical"#),
    BadScene(
      #"{"uikit": {"axis": true, "distribution": "fill", "alignment": "fill", "views": []}}"#,
      "uikit.axis", "expected a string (horizontal, vertical), found true"),
    BadScene(
      #"{"uikit": {"axis": "vertical", "distribution": "fillEqual", "alignment": "fill", "views": []}}"#,
      "uikit.distribution",
      #""fillEqual" is not a valid distribution; allowed: fill, fillEqually, fillProportionally, equalSpacing, equalCentering"#
    ),
    BadScene(
      #"{"uikit": {"axis": "vertical", "distribution": "fill", "alignment": "middle", "views": []}}"#,
      "uikit.alignment",
      #""middle" is not a valid alignment; allowed: fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline"#
    ),
    BadScene(
      SceneFixtures.uikit(#""spacing": "8","#), "uikit.spacing",
      #"expected a number, found the string "8""#),
    BadScene(
      SceneFixtures.uikit(#""spacing": true,"#), "uikit.spacing", "expected a number, found true"),
    BadScene(
      SceneFixtures.uikit(#""spacing": null,"#), "uikit.spacing", "expected a number, found null"),
    BadScene(
      SceneFixtures.uikit(#""spacing": [8],"#), "uikit.spacing", "expected a number, found an array"
    ),
    BadScene(
      SceneFixtures.uikit(#""spacing": 1000001,"#), "uikit.spacing",
      "1000001 is out of range; a spacing must be between -1000000 and 1000000\(limits)"),
    BadScene(
      SceneFixtures.uikit(#""spacing": -1000000.5,"#), "uikit.spacing",
      "-1000000.5 is out of range; a spacing must be between -1000000 and 1000000\(limits)"),
    BadScene(
      SceneFixtures.uikit(#""size": 5,"#), "uikit.size",
      "this value must be an object with keys width, height; found the number 5"),
    BadScene(
      SceneFixtures.uikit(#""size": {"width": -1},"#), "uikit.size.width",
      "-1 is negative; a size must be 0 or more"),
    BadScene(
      SceneFixtures.uikit(#""size": {"height": -0.5},"#), "uikit.size.height",
      "-0.5 is negative; a size must be 0 or more"),
    BadScene(
      SceneFixtures.uikit(#""size": {"height": 1e15},"#), "uikit.size.height",
      "1000000000000000 is too large; a size must be at most 1000000\(limits)"),
    BadScene(
      SceneFixtures.uikit(#""size": {"width": null},"#), "uikit.size.width",
      "expected a number, found null"),
    BadScene(
      SceneFixtures.uikit(#""size": {"depth": 3},"#), "uikit.size.depth",
      "unknown key; allowed keys: width, height"),
    BadScene(
      SceneFixtures.uikit(#""size": {"width": 1, "width": 2},"#), "uikit.size.width",
      "duplicate key"),
    BadScene(
      SceneFixtures.uikit(#""layoutMargins": {"top": -2},"#), "uikit.layoutMargins.top",
      "-2 is negative; a margin must be 0 or more"),
    BadScene(
      SceneFixtures.uikit(#""layoutMargins": {"trailing": 1e308},"#),
      "uikit.layoutMargins.trailing",
      "1e+308 is too large; a margin must be at most 1000000\(limits)"),
    BadScene(
      SceneFixtures.uikit(#""layoutMargins": {"left": 2},"#), "uikit.layoutMargins.left",
      "unknown key; allowed keys: top, leading, bottom, trailing"),
    BadScene(
      SceneFixtures.uikit(#""layoutMarginsRelative": 1,"#), "uikit.layoutMarginsRelative",
      "expected true or false, found the number 1"),
    BadScene(
      SceneFixtures.uikit(#""baselineRelative": "yes","#), "uikit.baselineRelative",
      #"expected true or false, found the string "yes""#),
    BadScene(
      SceneFixtures.uikit(views: "{}"), "uikit.views", "expected an array of views, found an object"
    ),
    BadScene(
      SceneFixtures.uikit(#""distributon": "fill","#), "uikit.distributon",
      "unknown key; allowed keys: \(allowedStackKeys)"),
    BadScene(SceneFixtures.uikit(#""axis": "horizontal","#), "uikit.axis", "duplicate key"),
    BadScene(
      SceneFixtures.uikit(#""odd key": 1,"#), #"uikit["odd key"]"#,
      "unknown key; allowed keys: \(allowedStackKeys)"),
    BadScene(
      SceneFixtures.uikit(#""zzz": 1, "aaa": 2,"#), "uikit.zzz",
      "unknown key; allowed keys: \(allowedStackKeys)"),
  ]

  static let viewErrors: [BadScene] = [
    BadScene(
      SceneFixtures.uikit(views: "[1]"), "uikit.views[0]",
      "this value must be an object with keys \(allowedViewKeys); found the number 1"),
    BadScene(
      SceneFixtures.uikit(views: #"[{"color": "red"}]"#), "uikit.views[0].name",
      "missing required key"),
    BadScene(
      SceneFixtures.uikit(views: #"[{"name": ""}]"#), "uikit.views[0].name",
      "a name must not be empty"),
    BadScene(
      SceneFixtures.uikit(views: #"[{"name": 3}]"#), "uikit.views[0].name",
      "expected a string, found the number 3"),
    BadScene(
      SceneFixtures.uikit(views: #"[{"name": null}]"#), "uikit.views[0].name",
      "expected a string, found null"),
    BadScene(
      SceneFixtures.uikit(views: #"[{"name": "a"}, {"name": "b"}, {"name": "a"}]"#),
      "uikit.views[2].name",
      #""a" is already the name of uikit.views[0]; names must be unique"#),
    BadScene(
      SceneFixtures.secondView(#""color": "magenta""#), "uikit.views[1].color",
      #""magenta" is not a valid palette color; allowed: \#(palette)"#),
    BadScene(
      SceneFixtures.secondView(#""color": null"#), "uikit.views[1].color",
      "expected a string (\(palette)), found null"),
    BadScene(
      SceneFixtures.secondView(#""intrinsicSize": null"#), "uikit.views[1].intrinsicSize",
      "this value must be an object with keys width, height; found null"),
    BadScene(
      SceneFixtures.secondView(#""intrinsicSize": {"width": -5}"#),
      "uikit.views[1].intrinsicSize.width",
      "-5 is negative; a size must be 0 or more"),
    BadScene(
      SceneFixtures.secondView(#""intrinsicSize": {"height": "50"}"#),
      "uikit.views[1].intrinsicSize.height",
      #"expected a number, found the string "50""#),
    BadScene(
      SceneFixtures.secondView(#""intrinsicSize": {"height": false}"#),
      "uikit.views[1].intrinsicSize.height",
      "expected a number, found false"),
    BadScene(
      SceneFixtures.secondView(#""intrinsicSize": {"width": 1000000.001}"#),
      "uikit.views[1].intrinsicSize.width",
      "1000000.001 is too large; a size must be at most 1000000\(limits)"),
    BadScene(
      SceneFixtures.secondView(#""intrinsicSize": {"w": 1}"#), "uikit.views[1].intrinsicSize.w",
      "unknown key; allowed keys: width, height"),
    BadScene(
      SceneFixtures.secondView(#""hugging": {"horizontal": 1200}"#),
      "uikit.views[1].hugging.horizontal",
      "1200 is outside 1...1000"),
    BadScene(
      SceneFixtures.secondView(#""hugging": {"vertical": 0}"#), "uikit.views[1].hugging.vertical",
      "0 is outside 1...1000"),
    BadScene(
      SceneFixtures.secondView(#""hugging": {"vertical": 0.5}"#), "uikit.views[1].hugging.vertical",
      "0.5 is outside 1...1000"),
    BadScene(
      SceneFixtures.secondView(#""hugging": {"horizontal": true}"#),
      "uikit.views[1].hugging.horizontal",
      "expected a number, found true"),
    BadScene(
      SceneFixtures.secondView(#""hugging": 250"#), "uikit.views[1].hugging",
      "this value must be an object with keys horizontal, vertical; found the number 250"),
    BadScene(
      SceneFixtures.secondView(#""hugging": {"diagonal": 250}"#), "uikit.views[1].hugging.diagonal",
      "unknown key; allowed keys: horizontal, vertical"),
    BadScene(
      SceneFixtures.secondView(#""compressionResistance": {"vertical": 1000.5}"#),
      "uikit.views[1].compressionResistance.vertical", "1000.5 is outside 1...1000"),
    BadScene(
      SceneFixtures.secondView(#""compressionResistance": {"horizontal": -750}"#),
      "uikit.views[1].compressionResistance.horizontal", "-750 is outside 1...1000"),
    BadScene(
      SceneFixtures.secondView(#""hidden": 0"#), "uikit.views[1].hidden",
      "expected true or false, found the number 0"),
    BadScene(
      SceneFixtures.secondView(#""hidden": null"#), "uikit.views[1].hidden",
      "expected true or false, found null"),
    BadScene(
      SceneFixtures.secondView(#""customSpacingAfter": null"#), "uikit.views[1].customSpacingAfter",
      "expected a number, found null"),
    BadScene(
      SceneFixtures.secondView(#""customSpacingAfter": -1e308"#),
      "uikit.views[1].customSpacingAfter",
      "-1e+308 is out of range; a custom spacing must be between -1000000 and 1000000\(limits)"),
    BadScene(
      SceneFixtures.secondView(#""firstBaseline": -1"#), "uikit.views[1].firstBaseline",
      "-1 is negative; a baseline must be 0 or more"),
    BadScene(
      SceneFixtures.secondView(#""lastBaseline": 2e6"#), "uikit.views[1].lastBaseline",
      "2000000 is too large; a baseline must be at most 1000000\(limits)"),
    BadScene(
      SceneFixtures.secondView(#""colour": "red""#), "uikit.views[1].colour",
      "unknown key; allowed keys: \(allowedViewKeys)"),
    BadScene(SceneFixtures.secondView(#""name": "c""#), "uikit.views[1].name", "duplicate key"),
  ]

  @Test(arguments: fileAndTopLevel + stackErrors + viewErrors)
  func rejectsWithTheKeyPath(_ bad: BadScene) {
    #expect(throws: SceneError(source: "scene.json", keyPath: bad.keyPath, message: bad.message)) {
      try Scene.decode(bad.json, source: "scene.json")
    }
  }

  @Test func describesTheErrorOnOneLineWithFileAndKeyPath() {
    let json = SceneFixtures.secondView(#""hugging": {"horizontal": 1200}"#)
    do {
      _ = try Scene.decode(json, source: "scene.json")
      Issue.record("the scene was accepted")
    } catch {
      #expect(
        error.description
          == "scene.json: uikit.views[1].hugging.horizontal: 1200 is outside 1...1000")
    }
  }

  @Test func reportsTheLineAndColumnOfInvalidJSON() {
    let json = "{\n  \"uikit\": {\n    \"axis\": \"vertical\",\n  }\n}"
    let expected = SceneError(
      source: "bad.json", keyPath: "",
      message:
        "invalid JSON at line 4, column 3: unexpected '}' after ',': trailing commas are not allowed",
      line: 4, column: 3)
    #expect(throws: expected) { try Scene.decode(json, source: "bad.json") }
    #expect(
      expected.description
        == "bad.json: invalid JSON at line 4, column 3: unexpected '}' after ',': trailing commas are not allowed"
    )
  }

  @Test func rejectsAFileThatIsOnlyAByteOrderMark() {
    #expect(
      throws: SceneError(
        source: "bom.json", keyPath: "", message: "the file is empty; expected a JSON scene")
    ) {
      try Scene.decode([0xEF, 0xBB, 0xBF], source: "bom.json")
    }
  }

  @Test func keepsTheDescriptionOnOneLine() {
    let error = SceneError(source: "odd\nname.json", keyPath: "a", message: "bad\rthing\u{2028}")
    #expect(error.description == #"odd\nname.json: a: bad\rthing\u{2028}"#)
  }

  @Test func quotesControlCharactersOfValuesInMessages() {
    let json = SceneFixtures.uikit(views: #"[{"name": "x\ny", "color": "re\nd"}]"#)
    #expect(
      throws: SceneError(
        source: "s.json", keyPath: "uikit.views[0].color",
        message: #""re\nd" is not a valid palette color; allowed: \#(Self.palette)"#)
    ) {
      try Scene.decode(json, source: "s.json")
    }
  }
}
