import Foundation
import StackLayout
import Testing

@testable import StackScene

@Suite("Encoding scenes")
struct SceneEncodingTests {
  static let everything = Scene(
    unit: .cell,
    stack: StackView(
      axis: .horizontal, distribution: .fillProportionally, alignment: .trailing, spacing: -2.5,
      size: PartialSize(width: 80),
      layoutMargins: EdgeInsets(top: 1, leading: 0.5, bottom: 0, trailing: 3),
      isLayoutMarginsRelativeArrangement: true, isBaselineRelativeArrangement: true,
      arrangedSubviews: [
        ArrangedView(
          name: "title \"quoted\"", color: "teal", intrinsicSize: PartialSize(height: 1.0 / 3),
          hugging: PerAxis(horizontal: 251, vertical: 250),
          compressionResistance: PerAxis(horizontal: 750, vertical: 999.5), isHidden: true,
          customSpacingAfter: -12, firstBaseline: 0, lastBaseline: 14.25),
        ArrangedView(name: "plain"),
      ]))

  @Test func writesTheCanonicalText() {
    let expected = """
      {
        "unit": "cell",
        "uikit": {
          "axis": "horizontal",
          "distribution": "fillProportionally",
          "alignment": "bottom",
          "spacing": -2.5,
          "size": { "width": 80 },
          "layoutMargins": { "top": 1, "leading": 0.5, "bottom": 0, "trailing": 3 },
          "layoutMarginsRelative": true,
          "baselineRelative": true,
          "views": [
            {
              "name": "title \\"quoted\\"",
              "color": "teal",
              "intrinsicSize": { "height": 0.3333333333333333 },
              "hugging": { "horizontal": 251, "vertical": 250 },
              "compressionResistance": { "horizontal": 750, "vertical": 999.5 },
              "hidden": true,
              "customSpacingAfter": -12,
              "firstBaseline": 0,
              "lastBaseline": 14.25
            },
            {
              "name": "plain",
              "color": "orange"
            }
          ]
        }
      }

      """
    #expect(Self.everything.jsonText() == expected)
  }

  @Test func writesAnEmptyStackCompactly() {
    let scene = Scene(stack: StackView(axis: .vertical, alignment: .leading))
    #expect(
      scene.jsonText() == """
        {
          "unit": "point",
          "uikit": {
            "axis": "vertical",
            "distribution": "fill",
            "alignment": "leading",
            "spacing": 0,
            "views": []
          }
        }

        """)
  }

  @Test(arguments: [
    (Axis.horizontal, Alignment.leading, "top"), (.horizontal, .trailing, "bottom"),
    (.vertical, .leading, "leading"), (.vertical, .trailing, "trailing"),
    (.horizontal, .center, "center"), (.vertical, .firstBaseline, "firstBaseline"),
  ])
  func spellsTheAlignmentAsUIKitDoesForTheAxis(axis: Axis, alignment: Alignment, name: String)
    throws
  {
    let scene = Scene(stack: StackView(axis: axis, alignment: alignment))
    #expect(scene.jsonText().contains("\"alignment\": \"\(name)\","))
    #expect(try Scene.decode(scene.jsonText(), source: "s.json") == scene)
  }

  @Test func fillsInMissingColoursOnCreation() {
    let scene = Scene(
      stack: StackView(arrangedSubviews: [
        ArrangedView(name: "a"), ArrangedView(name: "b", color: "brown"), ArrangedView(name: "c"),
      ]))
    #expect(scene.stack.arrangedSubviews.map(\.color) == ["red", "brown", "yellow"])
  }

  @Test func roundTripsEveryKey() throws {
    #expect(try Scene.decode(Self.everything.jsonText(), source: "s.json") == Self.everything)
  }

  @Test(arguments: 0..<200)
  func roundTripsRandomScenes(seed: Int) throws {
    var random = SplitMix64(seed: UInt64(seed))
    let scene = Self.randomScene(using: &random)
    let text = scene.jsonText()
    let decoded = try Scene.decode(text, source: "random-\(seed).json")
    #expect(decoded == scene, "\(text)")
    // Writing is stable: the decoded scene writes the same text.
    #expect(decoded.jsonText() == text)
  }

  @Test func decodingThenEncodingTheSpecExampleKeepsItsValues() throws {
    let specExample = """
      {
        "unit": "point",
        "uikit": {
          "axis": "vertical",
          "distribution": "fill",
          "alignment": "fill",
          "spacing": 0,
          "size": { "width": 375, "height": 728 },
          "layoutMargins": { "top": 0, "leading": 0, "bottom": 0, "trailing": 0 },
          "layoutMarginsRelative": false,
          "baselineRelative": false,
          "views": [
            {
              "name": "red",
              "color": "red",
              "intrinsicSize": { "width": 50, "height": 50 },
              "hugging": { "horizontal": 250, "vertical": 250 },
              "compressionResistance": { "horizontal": 750, "vertical": 750 },
              "hidden": false,
              "customSpacingAfter": 12,
              "firstBaseline": 40,
              "lastBaseline": 40
            }
          ]
        }
      }
      """
    let scene = try Scene.decode(specExample, source: "spec.json")
    #expect(
      scene.jsonText() == """
        {
          "unit": "point",
          "uikit": {
            "axis": "vertical",
            "distribution": "fill",
            "alignment": "fill",
            "spacing": 0,
            "size": { "width": 375, "height": 728 },
            "views": [
              {
                "name": "red",
                "color": "red",
                "intrinsicSize": { "width": 50, "height": 50 },
                "customSpacingAfter": 12,
                "firstBaseline": 40,
                "lastBaseline": 40
              }
            ]
          }
        }

        """)
    #expect(try Scene.decode(scene.jsonText(), source: "s.json") == scene)
  }

  /// The scene files of Examples/, which must be valid and written canonically.
  static let exampleFiles: [String] = {
    let directory = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map {
      directory.appendingPathComponent($0).path
    }
  }()

  @Test func thereAreExamples() {
    #expect(Self.exampleFiles.count >= 4)
  }

  @Test(arguments: exampleFiles)
  func examplesAreCanonical(path: String) throws {
    let scene = try Scene.load(contentsOfFile: path)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(scene.jsonText() == text)
  }

  /// The byte writer the encoders use spells numbers and strings exactly as
  /// ``JSONText`` does (the error messages' spelling): whole numbers written
  /// digit by digit, the rest through it.
  @Test func theByteWriterSpellsNumbersAndStringsAsJSONText() {
    var values: [Double] = [
      0, -0.0, 1, -1, 7, 10, 99, 100, -100, 1_000_000, 123_456_789_012, 1e15, -1e15,
      9_007_199_254_740_991, -9_007_199_254_740_991, 9_007_199_254_740_992, 1e16, 1e300,
      0.5, -2.5, 1.0 / 3, 1e-7, .leastNonzeroMagnitude, .infinity, -.infinity, .nan,
    ]
    var random = SplitMix64(seed: 12)
    for _ in 0..<2_000 {
      let whole = Double(random.next(below: 1 << 53)) * (random.next(below: 2) == 0 ? 1 : -1)
      values += [
        whole, whole / Double(random.next(below: 999) + 2), Double(bitPattern: random.next()),
      ]
    }
    for value in values {
      var json = JSONWriter(capacity: 0)
      json.number(value)
      #expect(String(decoding: json.bytes, as: UTF8.self) == JSONText.number(value))
    }
    for text in [
      "", "plain", "with \"quote\"", "back\\slash", "tab\there", "é", "한국어", "😀",
      "\u{0}\u{1F}\u{7F}\u{85}\u{9F}", "line\u{2028}sep\u{2029}", "\r\n\u{08}\u{0C}",
    ] {
      var json = JSONWriter(capacity: 0)
      json.quoted(text)
      #expect(String(decoding: json.bytes, as: UTF8.self) == JSONText.quoted(text))
    }
  }

  // MARK: Random scenes

  static func randomScene(using random: inout SplitMix64) -> Scene {
    func number(_ random: inout SplitMix64, negative: Bool = false) -> Double {
      let magnitude: Double =
        switch random.next(below: 5) {
        case 0: 0
        case 1: Double(random.next(below: 1000))
        case 2: Double(random.next(below: 100_000)) / 100
        // Full-precision values up to the limit of scene-format.md, 1,000,000.
        case 3:
          Double(random.next(below: 1 << 53)) / Double(1 << 53)
            * SceneLimits.maximumLength / Double(random.next(below: 1000) + 1)
        default: Double(bitPattern: random.next() & 0x3FEF_FFFF_FFFF_FFFF)  // below 2
        }
      return negative && random.next(below: 2) == 0 ? -magnitude : magnitude
    }
    func maybe(_ random: inout SplitMix64, _ value: Double) -> Double? {
      random.next(below: 2) == 0 ? nil : value
    }
    func priority(_ random: inout SplitMix64) -> Double {
      random.next(below: 3) == 0
        ? 1 + Double(random.next(below: 1999)) / 2 : [250, 750, 1000][Int(random.next(below: 3))]
    }
    var stack = StackView(
      axis: Axis.allCases[Int(random.next(below: 2))],
      distribution: Distribution.allCases[Int(random.next(below: 5))],
      alignment: Alignment.allCases[Int(random.next(below: 6))],
      spacing: number(&random, negative: true),
      size: PartialSize(
        width: maybe(&random, number(&random)), height: maybe(&random, number(&random))),
      layoutMargins: random.next(below: 2) == 0
        ? .zero
        : EdgeInsets(
          top: number(&random), leading: number(&random), bottom: number(&random),
          trailing: number(&random)),
      isLayoutMarginsRelativeArrangement: random.next(below: 2) == 0,
      isBaselineRelativeArrangement: random.next(below: 2) == 0)
    for index in 0..<Int(random.next(below: 5)) {
      stack.arrangedSubviews.append(
        ArrangedView(
          name: ["v\(index)", "ünï \(index)", "q\"\\\n\(index)", "\u{01}\(index)"][
            Int(random.next(below: 4))],
          color: random.next(below: 3) == 0
            ? nil : PaletteColor.allCases[Int(random.next(below: 10))].rawValue,
          intrinsicSize: PartialSize(
            width: maybe(&random, number(&random)), height: maybe(&random, number(&random))),
          hugging: PerAxis(horizontal: priority(&random), vertical: priority(&random)),
          compressionResistance: PerAxis(
            horizontal: priority(&random), vertical: priority(&random)),
          isHidden: random.next(below: 4) == 0,
          customSpacingAfter: maybe(&random, number(&random, negative: true)),
          firstBaseline: maybe(&random, number(&random)),
          lastBaseline: maybe(&random, number(&random))))
    }
    return Scene(unit: random.next(below: 2) == 0 ? .point : .cell, stack: stack)
  }
}

/// A small seeded random number generator, so the random tests repeat exactly.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  mutating func next(below bound: UInt64) -> UInt64 { next() % bound }
}
