import Foundation
import StackLayout
import StackScene
import Testing

/// `render` of a stack the constraint solver would need, with more than 64
/// views (issue 12: such a pinned equalCentering stack of 200 views took 10 s
/// and 86 MB; of 760 views it aborted asking for half a gigabyte).
@Suite("stackplay render of a stack beyond the constraint solver's limit")
struct NotLaidOutCommandTests {
  /// A pinned equalCentering stack of `count` views 40 x 40 in 300 points: its
  /// centres cannot be evenly spaced, and the pairs from index 100 on tie at 50.
  /// Once handed over (and not laid out); now solved directly.
  static func crowdedScene(_ count: Int) -> String {
    let views = (0..<count).map {
      "{\"name\":\"v\($0)\",\"intrinsicSize\":{\"width\":40,\"height\":40}}"
    }
    return """
      {"uikit":{"axis":"horizontal","distribution":"equalCentering","alignment":"center",\
      "size":{"width":300},"views":[\(views.joined(separator: ","))]}}
      """
  }

  /// A vertical baseline-relative equalCentering stack of `count` views, 5
  /// points tall per view, the views 10 and 20 points tall in turn, each hanging
  /// the next from a last baseline 5 points down and resisting vertical
  /// compression at 100 (`NotLaidOutTests.contradictory`): the direct solver
  /// hands it over.
  static func handedOverScene(_ count: Int) -> String {
    let views = (0..<count).map {
      "{\"name\":\"v\($0)\",\"intrinsicSize\":{\"width\":10,\"height\":\(10 + 10 * ($0 % 2))},"
        + "\"lastBaseline\":5,\"compressionResistance\":{\"vertical\":100}}"
    }
    return """
      {"uikit":{"axis":"vertical","distribution":"equalCentering","alignment":"center",\
      "baselineRelative":true,"size":{"width":50,"height":\(5 * count)},\
      "views":[\(views.joined(separator: ","))]}}
      """
  }

  @Test(
    "200 views handed over: one line naming the key path and the limit, nothing on stdout, exit 1")
  func refused() throws {
    for format in ["json", "text"] {
      let result = try StackplayBinary.run(
        ["render", "-", "--format", format], input: Self.handedOverScene(200))
      #expect(result.status == 1)
      #expect(result.standardOutput == "")
      #expect(result.errorLines.count == 1)
      #expect(
        result.errorLines.first?.hasPrefix("stackplay: <stdin>: uikit.views: not laid out: ")
          == true)
      #expect(result.standardError.contains("at most 64 views (this stack has 200)"))
      // Views 0 to 50 resist at or below the centring beside them (NotLaidOutTests).
      #expect(result.standardError.contains("here, 51 views that hang the next"))
      #expect(result.standardError.contains("(v0, v1, v2, v3 and 47 more)"))
    }
  }

  /// Worked by hand (uikit-stack.md): the 200 views want 8,000 points of 300.
  /// Compression resistance (750) outranks every centring equality, so the
  /// views shrink first, tied, the first giving first: views 0 to 191 fall to 0
  /// (7,680 points), view 192 gives the last 20 and is 20 wide, and views 193 to
  /// 199 keep 40. Nothing is left for the gaps: every view starts where the one
  /// before ends (x = 0 up to view 192, then 20, 60, ..., 260).
  @Test("200 views 40 wide in 300 points, default priorities: laid out, worked by hand")
  func crowdedCentringLaidOut() throws {
    let result = try StackplayBinary.run(
      ["render", "-", "--format", "json"], input: Self.crowdedScene(200))
    #expect(result.status == 0)
    #expect(result.standardError == "")
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    let frames = try #require((object as? [String: Any])?["frames"] as? [[String: Any]])
    try #require(frames.count == 200)
    func span(_ index: Int) -> [Double] {
      [frames[index]["x"], frames[index]["width"]].map { ($0 as? NSNumber)?.doubleValue ?? -1 }
    }
    for index in [0, 100, 191] {
      #expect(span(index) == [0, 0], "view \(index)")
    }
    #expect(span(192) == [0, 20])
    for index in 193...199 {
      #expect(span(index) == [20 + 40 * Double(index - 193), 40], "view \(index)")
    }
  }
}
