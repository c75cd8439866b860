import Foundation
import StackLayout
import StackScene
import Testing

/// `render` of a stack the constraint solver would need, with more than 64
/// views (issue 12: such a pinned equalCentering stack of 200 views took 10 s
/// and 86 MB; of 760 views it aborted asking for half a gigabyte).
@Suite("stackplay render of a stack beyond the constraint solver's limit")
struct NotLaidOutCommandTests {
  /// A pinned equalCentering stack of `count` views 40 x 40 in 300 points:
  /// its centres cannot be evenly spaced, and pairs past index 99 need the
  /// constraint solver.
  static func scene(_ count: Int) -> String {
    let views = (0..<count).map {
      "{\"name\":\"v\($0)\",\"intrinsicSize\":{\"width\":40,\"height\":40}}"
    }
    return """
      {"uikit":{"axis":"horizontal","distribution":"equalCentering","alignment":"center",\
      "size":{"width":300},"views":[\(views.joined(separator: ","))]}}
      """
  }

  @Test("200 views: one line naming the key path and the limit, nothing on stdout, exit 1")
  func refused() throws {
    for format in ["json", "text"] {
      let result = try StackplayBinary.run(
        ["render", "-", "--format", format], input: Self.scene(200))
      #expect(result.status == 1)
      #expect(result.standardOutput == "")
      #expect(result.errorLines.count == 1)
      #expect(
        result.errorLines.first?.hasPrefix("stackplay: <stdin>: uikit.views: not laid out: ")
          == true)
      #expect(result.standardError.contains("at most 64 views (this stack has 200)"))
    }
  }
}
