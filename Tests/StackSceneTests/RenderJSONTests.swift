import StackLayout
import Testing

@testable import StackScene

@Suite("Render JSON")
struct RenderJSONTests {
  @Test func writesTheSpecShape() {
    let text = renderJSON(
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

  @Test func writesNoFramesAsAnEmptyArray() {
    #expect(
      renderJSON(size: Size(width: 0, height: 0), frames: []) == """
        {
          "size": { "width": 0, "height": 0 },
          "frames": []
        }

        """)
  }

  @Test func escapesNames() {
    let text = renderJSON(
      size: Size(width: 1, height: 1),
      frames: [("a \"b\" \\ c\nd\u{1F}é", Rect(x: 0, y: 0, width: 1, height: 1))])
    #expect(text.contains(#"{ "name": "a \"b\" \\ c\nd\u001fé", "x": 0,"#))
  }

  static let numbers: [(Double, String)] = [
    (0.0, "0"), (-0.0, "0"), (428, "428"), (-8, "-8"), (0.5, "0.5"), (-12.25, "-12.25"),
    (100.0 / 3, "33.333333333333336"), (0.1 + 0.2, "0.30000000000000004"), (1e-5, "1e-05"),
    (123_456_789_012, "123456789012"), (9_007_199_254_740_991, "9007199254740991"),
    (1e20, "1e+20"), (Double.infinity, "\"inf\""), (-Double.infinity, "\"-inf\""),
    (Double.nan, "\"nan\""),
  ]

  @Test(arguments: numbers)
  func formatsNumbers(value: Double, expected: String) {
    #expect(JSONText.number(value) == expected)
    let text = renderJSON(
      size: Size(width: value, height: 1),
      frames: [("v", Rect(x: value, y: 0, width: 1, height: 1))])
    #expect(text.contains("\"size\": { \"width\": \(expected), \"height\": 1 }"))
    #expect(text.contains("\"x\": \(expected), \"y\": 0,"))
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
