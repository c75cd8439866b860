import Testing

/// `stackplay render --format json` on fillProportionally with margins-relative
/// arrangement (issue 17): the shares are of the stack's full length, as UIKit
/// measures on a device (uikit-stack.md, fillProportionally).
@Suite("render: fillProportionally with layout margins")
struct ProportionalMarginsRenderTests {
  /// A pinned fillProportionally scene along `axis`: 200 long and 40 across,
  /// alignment fill, margins 10 and 10 along the axis, margins-relative, with
  /// views of intrinsic lengths `lengths` along the axis (20 across).
  static func scene(axis: String, lengths: [Int]) -> String {
    let horizontal = axis == "horizontal"
    let names = ["a", "b"]
    let views = lengths.enumerated().map { index, length in
      let size =
        horizontal
        ? #""width": \#(length), "height": 20"# : #""width": 20, "height": \#(length)"#
      return #"{"name": "\#(names[index])", "intrinsicSize": {\#(size)}}"#
    }
    let size = horizontal ? #""width": 200, "height": 40"# : #""width": 40, "height": 200"#
    let margins =
      horizontal
      ? #""top": 0, "leading": 10, "bottom": 0, "trailing": 10"#
      : #""top": 10, "leading": 0, "bottom": 10, "trailing": 0"#
    return #"""
      {"uikit": {"axis": "\#(axis)", "distribution": "fillProportionally", "alignment": "fill",
        "size": {\#(size)}, "layoutMargins": {\#(margins)}, "layoutMarginsRelative": true,
        "views": [\#(views.joined(separator: ", "))]}}
      """#
  }

  static func render(_ scene: String) throws -> StackplayBinary.Result {
    try StackplayBinary.run(["render", "-", "--format", "json"], input: scene)
  }

  @Test func twoViewsHorizontal() throws {
    // D = 100: a = 25 / 100 × 200 = 50 at the leading margin, 10; b's share, 150,
    // gives way to 200 - 10 - 10 - 50 = 130, at 10 + 50 = 60.
    let result = try Self.render(Self.scene(axis: "horizontal", lengths: [25, 75]))
    #expect(result.status == 0)
    #expect(result.standardError == "")
    #expect(
      result.standardOutput == """
        {
          "size": { "width": 200, "height": 40 },
          "frames": [
            { "name": "a", "x": 10, "y": 0, "width": 50, "height": 40 },
            { "name": "b", "x": 60, "y": 0, "width": 130, "height": 40 }
          ]
        }

        """)
  }

  @Test func singleViewHorizontal() throws {
    // a's share is the whole stack (multiplier 1, required): 200 wide at 10, running
    // 10 past the trailing edge (the trailing connection gives way).
    let result = try Self.render(Self.scene(axis: "horizontal", lengths: [25]))
    #expect(result.status == 0)
    #expect(result.standardError == "")
    #expect(
      result.standardOutput == """
        {
          "size": { "width": 200, "height": 40 },
          "frames": [
            { "name": "a", "x": 10, "y": 0, "width": 200, "height": 40 }
          ]
        }

        """)
  }

  @Test func twoViewsVertical() throws {
    // The same along the height: a 50 tall at y 10, b 130 tall at y 60.
    let result = try Self.render(Self.scene(axis: "vertical", lengths: [25, 75]))
    #expect(result.status == 0)
    #expect(result.standardError == "")
    #expect(
      result.standardOutput == """
        {
          "size": { "width": 40, "height": 200 },
          "frames": [
            { "name": "a", "x": 0, "y": 10, "width": 40, "height": 50 },
            { "name": "b", "x": 0, "y": 60, "width": 40, "height": 130 }
          ]
        }

        """)
  }

  @Test func singleViewVertical() throws {
    // 200 tall at y 10, running 10 past the bottom edge.
    let result = try Self.render(Self.scene(axis: "vertical", lengths: [25]))
    #expect(result.status == 0)
    #expect(result.standardError == "")
    #expect(
      result.standardOutput == """
        {
          "size": { "width": 40, "height": 200 },
          "frames": [
            { "name": "a", "x": 0, "y": 10, "width": 40, "height": 200 }
          ]
        }

        """)
  }
}
