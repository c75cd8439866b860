import Foundation
import Playground
import StackLayout
import StackRender
import StackScene
import Testing

/// The scale model in a real terminal (issue 10): `m` keeps the points per
/// cell, `z` zooms, Shift-Right pans the zoomed picture. The real `stackplay`
/// in tmux at 80x24, every screen compared with the model.
@Suite("Canvas scale, zoom and pan in a terminal (tmux)")
struct CanvasScaleTmuxTests {
  /// A terminal whose terminfo has Shift-arrows (kRIT, kLFT, kri, kind), as
  /// tmux sends them (`\e[1;2C` for S-Right).
  static let term = "xterm-256color"

  /// The width in columns of the box whose label `name` is: from the side
  /// border left of the name to the side border right of it, on its row.
  static func boxWidth(containing name: String, in screen: [String]) -> Int? {
    guard let row = screen.firstIndex(where: { $0.contains(name) }) else { return nil }
    let line = [Character](screen[row])
    let nameColumn = line.firstIndex(of: Character(String(name.first!)))!
    // Walk left and right from the name to the box's side borders.
    let sides: Set<Character> = ["│", "┃"]
    guard let left = line[..<nameColumn].lastIndex(where: { sides.contains($0) }),
      let right = line[nameColumn...].firstIndex(where: { sides.contains($0) })
    else { return nil }
    return right - left + 1
  }

  @Test("m keeps the scale; z then S-Right moves the picture")
  func scaleZoomAndPan() async throws {
    let (session, _) = try await TerminalSessionTests.startPlayground(term: Self.term)
    defer { session.kill() }
    var state = PlaygroundState(scene: .playgroundDefault)
    func press(_ key: Key, _ tmuxKey: String, _ what: String) async throws -> [String] {
      if case .character(let character) = key {
        try session.type(String(character))
      } else {
        try session.press(tmuxKey)
      }
      state.handle(key)
      let drawn = TerminalSessionTests.model(state, term: Self.term)
      // The app stops the pan at the picture's edge after drawing; so does the model.
      state.clampPan(to: drawn.panLimit)
      return try await session.waitForScreen(TerminalSessionTests.lines(drawn), what)
    }

    // The default scene: green is 90 points wide.
    let first = try session.capture()
    let uikitWidth = try #require(Self.boxWidth(containing: "green", in: first))
    let screen = try await press(.character("m"), "m", "the SwiftUI mode")
    #expect(screen[0].hasPrefix("HStack"))
    let swiftUIWidth = try #require(Self.boxWidth(containing: "green", in: screen))
    #expect(abs(uikitWidth - swiftUIWidth) <= 1, "\(uikitWidth) → \(swiftUIWidth)")
    let back = try await press(.character("m"), "m", "back in the UIKit mode")
    #expect(Self.boxWidth(containing: "green", in: back) == uikitWidth)

    // Zoomed in four steps the picture is wider than the canvas: the right
    // edge of the canvas is marked as cut, the left is not (the marks are at a
    // quarter, half and three quarters of the canvas's rows 2 ..< 17: row 9 is
    // the middle one).
    var zoomed: [String] = []
    for step in 1...4 { zoomed = try await press(.character("z"), "z", "zoom step \(step)") }
    let canvasRow = 9
    #expect(zoomed[canvasRow].hasSuffix("▸"))
    #expect(!zoomed[canvasRow].hasPrefix("◂"))
    // S-Right pans 8 columns: everything moves 8 columns left, and the left
    // edge is now marked too.
    let panned = try await press(.shiftRight, "S-Right", "panned right")
    #expect(panned[canvasRow].hasPrefix("◂"))
    #expect(panned != zoomed)
    let outlineBefore = try #require(zoomed.first { $0.contains("╭") })
    let outlineAfter = panned.first { $0.contains("╭") }
    // The outline's left corner (at column 0 before) has scrolled off.
    #expect(outlineBefore.hasPrefix("╭"))
    #expect(outlineAfter == nil || !outlineAfter!.hasPrefix("╭"))
    // S-Left pans back: the canvas (rows 2 ..< 17) is the zoomed one again.
    let again = try await press(.shiftLeft, "S-Left", "panned back")
    #expect(again[2..<17] == zoomed[2..<17])
    #expect(again[22].hasPrefix("pan: 0,0"))
    // 0 fits again.
    _ = try await press(.character("0"), "0", "fitted")
    #expect(state.zoom == 0 && state.pan == PanOffset())
  }
}
