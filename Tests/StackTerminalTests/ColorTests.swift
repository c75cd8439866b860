import StackRender
import Testing

@testable import StackTerminal

@Suite("Colour selection and mapping")
struct ColorTests {
  // (COLORS, has_colors, no colour asked, expected)
  static let selections: [(Int, Bool, Bool, TerminalColorSupport)] = [
    (256, true, false, .colors256),
    (32767, true, false, .colors256),  // direct-colour terminals
    (88, true, false, .colors8),
    (16, true, false, .colors8),
    (8, true, false, .colors8),
    (256, true, true, .monochrome),  // --no-color or NO_COLOR
    (8, true, true, .monochrome),
    (0, false, false, .monochrome),  // monochrome terminal
    (-1, false, false, .monochrome),  // COLORS before start_color on a vt100
    (4, true, false, .monochrome),
  ]

  @Test("colour support", arguments: selections)
  func select(colors: Int, hasColors: Bool, noColor: Bool, expected: TerminalColorSupport) {
    #expect(
      TerminalColorSupport.select(colors: colors, hasColors: hasColors, noColor: noColor)
        == expected)
  }

  @Test("NO_COLOR: set and non-empty turns colour off")
  func noColorVariable() {
    #expect(!TerminalOptions.environmentRequestsNoColor(nil))
    #expect(!TerminalOptions.environmentRequestsNoColor(""))
    #expect(TerminalOptions.environmentRequestsNoColor("1"))
    #expect(TerminalOptions.environmentRequestsNoColor("0"))
    #expect(TerminalOptions.environmentRequestsNoColor("yes"))
  }

  @Test("the system colours 0-15 fold onto 0-7")
  func systemColors() {
    let folded = (0...15).map { ANSIColorFolding.ansiColor(forIndexed: UInt8($0)) }
    #expect(folded == [0, 1, 2, 3, 4, 5, 6, 7, 7, 1, 2, 3, 4, 5, 6, 7])
  }

  // The worked examples of the ANSIColorFolding documentation.
  static let folded: [(UInt8, Int)] = [
    (16, 0), (52, 1), (202, 1), (208, 3), (34, 2), (37, 6), (33, 6), (98, 4),
    (211, 1), (201, 5), (103, 7), (60, 0), (243, 0), (244, 7), (231, 7), (232, 0),
    (255, 7), (21, 4), (46, 2), (51, 6), (226, 3),
  ]

  @Test("256 to 8 colours", arguments: folded)
  func fold(index: UInt8, expected: Int) {
    #expect(ANSIColorFolding.ansiColor(forIndexed: index) == expected)
  }

  @Test("every index folds to an ANSI colour")
  func everyIndexInRange() {
    for index in 0...255 {
      #expect((0...7).contains(ANSIColorFolding.ansiColor(forIndexed: UInt8(index))))
    }
  }

  @Test("RGB of the colour cube and the grey ramp")
  func rgb() {
    #expect(ANSIColorFolding.rgb(ofIndexed: 16) == (0, 0, 0))
    #expect(ANSIColorFolding.rgb(ofIndexed: 208) == (255, 135, 0))
    #expect(ANSIColorFolding.rgb(ofIndexed: 98) == (135, 95, 215))
    #expect(ANSIColorFolding.rgb(ofIndexed: 231) == (255, 255, 255))
    #expect(ANSIColorFolding.rgb(ofIndexed: 232) == (8, 8, 8))
    #expect(ANSIColorFolding.rgb(ofIndexed: 255) == (238, 238, 238))
  }

  @Test("ncurses colour numbers")
  func cursesNumbers() {
    #expect(
      cursesColorNumber(
        for: .default, support: .colors256, defaultColors: true, isForeground: true) == -1)
    #expect(
      cursesColorNumber(
        for: .default, support: .colors8, defaultColors: false, isForeground: true) == 7)
    #expect(
      cursesColorNumber(
        for: .default, support: .colors8, defaultColors: false, isForeground: false) == 0)
    #expect(
      cursesColorNumber(
        for: .indexed(208), support: .colors256, defaultColors: true, isForeground: false)
        == 208)
    #expect(
      cursesColorNumber(
        for: .indexed(208), support: .colors8, defaultColors: true, isForeground: false) == 3)
  }
}
