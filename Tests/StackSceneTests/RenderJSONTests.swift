import StackLayout
import Testing

@testable import StackScene

@Suite("Render JSON")
struct RenderJSONTests {
  @Test func writesTheSpecShape() throws {
    let text = try renderJSON(
      size: Size(width: 375, height: 728),
      frames: [
        ("red", Rect(x: 0, y: 0, width: 375, height: 428)),
        ("green", Rect(x: 0, y: 428, width: 375, height: 100)),
      ])
    #expect(
      text == """
        {
          "size": { "width": 375, "height": 728 },
          "frames": [
            { "name": "red", "x": 0, "y": 0, "width": 375, "height": 428 },
            { "name": "green", "x": 0, "y": 428, "width": 375, "height": 100 }
          ]
        }

        """)
  }

  @Test func writesNoFramesAsAnEmptyArray() throws {
    #expect(
      try renderJSON(size: Size(width: 0, height: 0), frames: []) == """
        {
          "size": { "width": 0, "height": 0 },
          "frames": []
        }

        """)
  }

  @Test func escapesNames() throws {
    let text = try renderJSON(
      size: Size(width: 1, height: 1),
      frames: [
        ("a \"b\" \\ c\nd\u{1F}é\u{7F}\u{9B}\u{2028}", Rect(x: 0, y: 0, width: 1, height: 1))
      ])
    #expect(text.contains(#"{ "name": "a \"b\" \\ c\nd\u001fé\u007f\u009b\u2028", "x": 0,"#))
  }

  static let numbers: [(Double, String)] = [
    (0.0, "0"), (-0.0, "0"), (428, "428"), (-8, "-8"), (0.5, "0.5"), (-12.25, "-12.25"),
    (100.0 / 3, "33.333333333333336"), (0.1 + 0.2, "0.30000000000000004"), (1e-5, "1e-05"),
    (123_456_789_012, "123456789012"), (9_007_199_254_740_991, "9007199254740991"),
    (1e20, "1e+20"),
  ]

  @Test(arguments: numbers)
  func formatsNumbers(value: Double, expected: String) throws {
    #expect(JSONText.number(value) == expected)
    let text = try renderJSON(
      size: Size(width: value, height: 1),
      frames: [("v", Rect(x: value, y: 0, width: 1, height: 1))])
    #expect(text.contains("\"size\": { \"width\": \(expected), \"height\": 1 }"))
    #expect(text.contains("\"x\": \(expected), \"y\": 0,"))
  }

  /// NaN and the infinities are never written: the render answer is refused
  /// with the place of the first one, as the JSON would have it.
  @Test(arguments: [
    (Size(width: .nan, height: 1), Rect(x: 0, y: 0, width: 1, height: 1), "size.width is nan"),
    (
      Size(width: 1, height: -.infinity), Rect(x: 0, y: 0, width: 1, height: 1),
      "size.height is -inf"
    ),
    (
      Size(width: 1, height: 1), Rect(x: .infinity, y: 0, width: 1, height: 1),
      #"frames[1] ("w\u001b").x is inf"#
    ),
    (
      Size(width: 1, height: 1), Rect(x: 0, y: 0, width: 1, height: .nan),
      #"frames[1] ("w\u001b").height is nan"#
    ),
  ])
  func refusesNonFiniteValues(size: Size, frame: Rect, place: String) {
    let frames = [("v", Rect(x: 0, y: 0, width: 1, height: 1)), ("w\u{1B}", frame)]
    do {
      let text = try renderJSON(size: size, frames: frames)
      Issue.record("wrote \(text)")
    } catch {
      #expect(error.description == "\(place): the layout is not finite (an internal error)")
    }
  }

  @Test(arguments: [
    0.1, 1.0 / 3, 1e-7, 2.5e-300, 123.456, 1e22, Double.leastNonzeroMagnitude,
    Double.greatestFiniteMagnitude,
  ])
  func writesNumbersThatReadBackExactly(_ value: Double) throws {
    let parsed = try JSONParser.parse(Array(JSONText.number(value).utf8))
    #expect(parsed == .number(value))
  }
}
