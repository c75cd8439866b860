import Foundation
import Testing

/// `render --format text` of scenes with lengths at the limits (issue 12): the
/// picture is scaled down until it fits (scene-format.md "Limits"), and drawing
/// it costs what its cells cost, not what its points would.
@Suite("stackplay render of huge scenes")
struct HugeSceneRenderTests {
  /// The lines of a picture, without the final line break.
  static func lines(_ output: String) -> [Substring] {
    output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  }

  @Test("a vertical fill stack 1,000,000 points wide and 10 high")
  func uikitMillionPointsWide() throws {
    // The issue's reproducer (width 1e15 there, now refused when read; 1e6 is
    // within the limits).
    let scene = """
      {"uikit":{"axis":"vertical","distribution":"fill","alignment":"fill","spacing":1e4,\
      "size":{"width":1e6,"height":10},"views":[{"name":"a"},{"name":"b"}]}}
      """
    let result = try StackplayBinary.run(["render", "-", "--format", "text"], input: scene)
    #expect(result.status == 0)
    #expect(result.standardError == "")
    // 1,000,000 columns at one column a point is more than the 1,000 of the
    // limits, so the largest scale at which 1,000,000 points take at most 998
    // columns (the outline takes two): 0.001 gives 1,000, 0.0008 gives 800. 10
    // points are 10 x 0.0004 = 0.004 rows: none. The picture is the outline
    // alone: 802 columns, 2 rows. b is at y 10,000, below the stack's 10 points:
    // every column of the bottom edge marks it (▼). a is 0 points tall, a view
    // with no box to hold its name: the name and size go to the right of the
    // outline, on a's row (the stack has none, so the outline's bottom). b's
    // name is nowhere in those two rows, so a blank row and a row naming it
    // follow, after its swatch (the second automatic colour, orange: ▒).
    let lines = Self.lines(result.standardOutput).map(String.init)
    #expect(lines.count == 4)
    #expect(lines.first == "╭" + String(repeating: "╌", count: 800) + "╮")
    #expect(lines.dropFirst().first == "╰" + String(repeating: "▼", count: 800) + "╯ a 1000000x0")
    #expect(lines.dropFirst(2).first == "")
    #expect(lines.last == "unnamed above: ▒b")
  }

  @Test("the same stack 1,000,000 points high shows both views, named, at --columns 80")
  func uikitMillionPointsBothWays() throws {
    let scene = """
      {"uikit":{"axis":"vertical","distribution":"fill","alignment":"fill","spacing":1e4,\
      "size":{"width":1e6,"height":1e6},"views":[{"name":"alpha"},{"name":"beta"}]}}
      """
    let result = try StackplayBinary.run(
      ["render", "-", "--format", "text", "--columns", "80", "--rows", "40"], input: scene)
    #expect(result.status == 0)
    // Inside 78 x 38 cells: 0.00008 gives 80 columns, too many; 0.00006 gives 60
    // columns and 30 rows. However the 990,000 points are shared, each view is
    // a box or a one-row marker inside the stack, with its name.
    let lines = Self.lines(result.standardOutput)
    #expect(lines.count == 40)
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(lines.first.map(String.init) == "╭" + String(repeating: "╌", count: 60) + "╮")
    #expect(lines[31] == "╰" + String(repeating: "╌", count: 60) + "╯")
    for name in ["alpha", "beta"] {
      #expect(result.standardOutput.contains(name), "\(name) is not drawn")
    }
  }

  @Test("a SwiftUI Spacer proposed 1,000,000 points")
  func swiftUISpacerMillionPoints() throws {
    // The issue's reproducer had 1e10 (now refused when read).
    let scene = """
      {"swiftui":{"proposal":{"width":1000000},"root":{"hstack":{"children":[{"spacer":{}}]}}}}
      """
    let json = try StackplayBinary.run(["render", "-"], input: scene)
    #expect(json.standardOutput.contains("\"width\": 1000000, \"height\": 0"))
    let result = try StackplayBinary.run(["render", "-", "--format", "text"], input: scene)
    #expect(result.status == 0)
    // The root is 1,000,000 x 0: at 1/8 column a point, 125,000 columns, more
    // than the 1,000 of the limits; 0.0008 column a point gives 800 (0.001
    // gives 1,000 > 998). No rows, so the picture is the outline, named by the
    // root, and the proposal's label (its height is unspecified).
    let lines = Self.lines(result.standardOutput)
    #expect(lines.count == 3)
    #expect(lines.first.map(String.init) == "╭HStack" + String(repeating: "╌", count: 794) + "╮")
    #expect(lines[1] == "╰" + String(repeating: "╌", count: 800) + "╯")
    #expect(lines.last.map(String.init) == "proposal: 1000000xnil")
    // Asked for 1,000 columns: 0.001 gives 1,000 > 998, 0.0008 gives 800.
    let wide = try StackplayBinary.run(
      ["render", "-", "--format", "text", "--columns", "1000"], input: scene)
    // The buffer is 1,000 columns; the blanks right of the outline are trimmed.
    let wideLines = Self.lines(wide.standardOutput)
    #expect(wideLines.count == 3)
    #expect(
      wideLines.first.map(String.init) == "╭HStack" + String(repeating: "╌", count: 794) + "╮")
  }

  @Test("a view named by 300,000 Hangul syllables draws as one named by 1,001")
  func hugeName() throws {
    // A fuzzing find: the canvas measured the name again at every zoom step
    // it tried (4 s for this picture). Names are now cut once, just past the
    // 2,000 columns no picture reaches: 1,001 syllables are 2,002 columns,
    // past that too, so both pictures are the same, the name cut with … in
    // the legend. (How long it takes is measured in BENCHMARKS.md, not here.)
    func scene(_ count: Int) -> String {
      """
      {"uikit":{"axis":"horizontal","distribution":"fillProportionally","alignment":"fill",\
      "spacing":10,\
      "size":{"width":480},"views":[{"name":"\(String(repeating: "한", count: count))",\
      "intrinsicSize":{"width":50,"height":40}},{"name":"two","intrinsicSize":{"width":100,\
      "height":40}},{"name":"three","intrinsicSize":{"width":150,"height":40}}]}}
      """
    }
    let arguments = ["render", "-", "--format", "text", "--columns", "80", "--rows", "24"]
    let huge = try StackplayBinary.run(arguments, input: scene(300_000))
    let cut = try StackplayBinary.run(arguments, input: scene(1_001))
    #expect(huge.status == 0)
    #expect(huge.standardError == "")
    #expect(huge.standardOutput == cut.standardOutput)
    #expect(huge.standardOutput.contains("R 한한한"))
    #expect(huge.standardOutput.contains("…"))
    // The JSON output keeps the whole name.
    let json = try StackplayBinary.run(["render", "-"], input: scene(300_000))
    #expect(json.standardOutput.contains(String(repeating: "한", count: 300_000)))
  }

  @Test(
    "--columns and --rows outside 1...1000 are refused with one line",
    arguments: [["--columns", "0"], ["--rows", "1001"], ["--columns=-3"]])
  func sizeOutsideTheLimits(option: [String]) throws {
    let path = examplesDirectory.appendingPathComponent("three-squares-fill-equally.json").path
    let result = try StackplayBinary.run(["render", path, "--format", "text"] + option)
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(result.errorLines.count == 1)
    #expect(result.standardError.contains("between 1 and 1000"))
  }

  @Test(
    "every picture size down to 1 x 1 draws, both models",
    arguments: [
      "three-squares-fill-equally.json", "swiftui-three-colors.json",
      "swiftui-text-in-cells.json",
    ])
  func tinyPictures(file: String) throws {
    let path = examplesDirectory.appendingPathComponent(file).path
    for (columns, rows) in [(1, 1), (1, 3), (3, 1), (2, 2), (3, 3), (5, 4), (1_000, 1)] {
      let result = try StackplayBinary.run([
        "render", path, "--format", "text", "--columns", "\(columns)", "--rows", "\(rows)",
      ])
      #expect(result.status == 0, "\(columns)x\(rows): \(result.standardError)")
      // The rows asked for, none wider than asked (blanks at the end are trimmed),
      // and something drawn: the outline's corner at least.
      let lines = Self.lines(result.standardOutput)
      #expect(lines.count == rows, "\(columns)x\(rows)")
      #expect(lines.allSatisfy { $0.count <= columns }, "\(columns)x\(rows)")
      #expect(lines.first?.first == "╭", "\(columns)x\(rows)")
    }
  }
}
