import StackLayout
import StackRender
import StackScene
import Testing

@testable import Playground

/// The `?` overlay fits 80x24 in both models and languages; the hint line
/// puts the context's keys first; the message area wraps and never cuts
/// without a mark.
@Suite("Help, hints and messages")
struct HelpHintsMessageTests {
  func state(_ text: String, language: Language = .en) -> PlaygroundState {
    var state = PlaygroundState(scene: .playgroundDefault)
    state.language = language
    for character in text {
      state.handle(character == "\t" ? .tab : character == "\n" ? .enter : .character(character))
    }
    return state
  }

  func lines(_ state: PlaygroundState, columns: Int = 80, rows: Int = 24) -> [String] {
    PlaygroundScreen.draw(
      state, columns: columns, rows: rows, colorMode: .colors256, glyphs: .unicode
    ).buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  // MARK: The help

  static let modesAndLanguages: [(Bool, Language)] = [
    (false, .en), (true, .en), (false, .ko), (true, .ko),
  ]

  /// At 80x24 every binding shows whole (its short keys and action), nothing
  /// scrolls, and the title says Esc closes it, not any key.
  @Test("the help fits 80x24", arguments: modesAndLanguages)
  func helpFits(swiftUI: Bool, language: Language) {
    let help = state(swiftUI ? "m?" : "?", language: language)
    let lines = lines(help)
    #expect(lines.count == 24)
    for line in lines { #expect(displayWidth(of: line) <= 80) }
    #expect(!lines[0].contains("scroll") && !lines[0].contains("스크롤"))
    #expect(!lines[0].contains("any key") && !lines[0].contains("아무 키"))
    #expect(lines[0].contains(language == .en ? "Esc closes" : "Esc로 닫기"))
    for binding in Localization.keyBindings(swiftUI: swiftUI, language) {
      // The keys, then two spaces or more, then the action, on one row.
      #expect(
        lines.contains { line in
          guard let keys = line.firstRange(of: " \(binding.shortKeys) ") else { return false }
          return line[keys.upperBound...].drop { $0 == " " }.hasPrefix(binding.shortAction)
        }, "\(binding.shortKeys) \(binding.shortAction)")
    }
    for group in KeyGroup.allCases {
      let title = Localization.groupTitle(group, swiftUI: swiftUI, language)
      #expect(lines.contains { $0.hasPrefix(title) || $0.contains("  \(title)") }, "\(title)")
    }
    // End and Down change nothing when all of it shows.
    var scrolled = help
    scrolled.handle(.end)
    #expect(self.lines(scrolled) == lines)
  }

  /// Every short form is within the limits that make three columns fit 80.
  @Test("short forms are short", arguments: modesAndLanguages)
  func shortForms(swiftUI: Bool, language: Language) {
    for binding in Localization.keyBindings(swiftUI: swiftUI, language) {
      #expect(
        displayWidth(of: binding.shortKeys) <= KeyBinding.shortKeysLimit, "\(binding.shortKeys)")
      #expect(
        displayWidth(of: binding.shortAction) <= KeyBinding.shortActionLimit,
        "\(binding.shortAction)")
    }
  }

  /// The layout leaves room for the keys other work adds: with 45 bindings
  /// per model (short texts as long as today's longest), it still fits 80x24.
  @Test("45 bindings still fit 80x24", arguments: modesAndLanguages)
  func roomForMoreBindings(swiftUI: Bool, language: Language) {
    var bindings = Localization.keyBindings(swiftUI: swiftUI, language)
    let more: [(KeyGroup, String, String, String)] = [
      (.selection, "N", "rename", "이름 바꾸기"), (.selection, "j/J", "colour", "색"),
      (.stack, "b/B", "layout margins", "layout margins"),
      (.stack, "M", "within margins", "margins 안쪽"),
      (.stack, "L", "on baselines", "baseline 기준"),
      (.selection, "f/F", "first baseline", "first baseline"),
      (.selection, "l/L", "last baseline", "last baseline"),
      (.stack, "P", "device sizes", "기기 크기"), (.selection, ">/<", "nested child", "중첩 자식 뷰"),
      (.screenAndFiles, "S-arrows", "pan", "화면 이동"), (.panels, "c", "copy the code", "코드 복사"),
      (.panels, "w", "write the code", "코드 저장"), (.selection, "drag", "resize", "크기 조절"),
      (.screenAndFiles, "wheel", "scroll a panel", "패널 스크롤"),
      (.edit, "X", "one more key", "키 하나 더"),
    ]
    for (group, keys, english, korean) in more where bindings.count < 45 {
      bindings.append(
        KeyBinding(
          group, keys: keys, action: english, short: language == .en ? english : korean))
    }
    #expect(bindings.count == 45)
    let rows = PlaygroundScreen.helpRows(
      bindings, swiftUI: swiftUI, language: language, width: 80, height: 23)
    #expect(rows.count <= 23)
    for row in rows {
      for span in row { #expect(span.x + displayWidth(of: span.text) <= 80, "\(span.text)") }
    }
    let texts = Set(rows.flatMap { $0.map(\.text) })
    for binding in bindings {
      #expect(texts.contains(binding.shortKeys) && texts.contains(binding.shortAction))
    }
  }

  /// In a window too small for all of it, the help scrolls and its title says
  /// so; the arrows scroll and any other key still closes it.
  @Test("the help scrolls at 60x16 and says so", arguments: [Language.en, .ko])
  func helpScrollsWhenSmall(language: Language) {
    let help = state("?", language: language)
    let first = lines(help, columns: 60, rows: 16)
    #expect(first[0].hasPrefix(language == .en ? "keys (UIKit)" : "키 (UIKit)"))
    #expect(first[0].contains(language == .en ? "Up/Down scroll" : "위/아래 키로 스크롤"))
    #expect(first[0].contains(language == .en ? "rows 1-15 of " : "1-15/"))
    #expect(first[0].contains(language == .en ? "Esc closes" : "Esc로 닫기"))
    var down = help
    down.handle(.down)
    let scrolled = lines(down, columns: 60, rows: 16)
    #expect(Array(scrolled[1..<15]) == Array(first[2..<16]))
    down.handle(.character("x"))
    #expect(!down.isShowingHelp)
  }

  @Test func theHelpOfTheLargerWindowShowsTheFullActions() {
    // At 200x60 there is room for the whole action of every binding.
    let lines = lines(state("?"), columns: 200, rows: 60)
    for binding in keyBindings {
      #expect(lines.contains { $0.contains(binding.action) }, "\(binding.action)")
    }
  }

  // MARK: The hint line

  /// The first hints and the pinned ones of each context; at 80 and 60
  /// columns, the hint line is never wider than the window.
  @Test(
    "the hint line puts the context's keys first",
    arguments: [
      ("", "= edit intrinsic width  i/I field  Tab select", "q quit  ? help"),
      ("xxx", "= edit spacing  n add  a axis", "q quit  ? help"),
      ("+", "= edit spacing  i/I field  Tab select", "q quit  ? help"),
      ("=", "Enter set  Esc cancel  Backspace erase", "? help"),
      ("+q", "s save  d discard  Esc cancel", "Esc cancel"),
      ("S", "Enter save  Esc cancel  Backspace erase", "erase"),
      ("l", "l close  PgUp/PgDn scroll  Home/End  = edit", "q quit  ? help"),
      ("o", "o alignments  Esc close  = edit", "q quit  ? help"),
      ("oo", "o close  = edit", "q quit  ? help"),
      ("z", "0 fit  z/Z zoom  = edit intrinsic width", "q quit  ? help"),
      ("m", "= edit frame width  i/I field  Tab select  Up/Down frame", "q quit  ? help"),
      ("me", "Enter set  Esc cancel  Backspace erase", "erase"),
    ])
  func hintLine(keys: String, first: String, last: String) {
    let state = state(keys)
    for columns in [80, 60] {
      let row = lines(state, columns: columns, rows: 24)[23]
      #expect(displayWidth(of: row) <= columns)
      #expect(row.hasSuffix(last), "\(row)")
      if columns == 80 { #expect(row.hasPrefix(first), "\(row)") }
    }
  }

  @Test func theKoreanHintLine() {
    let row = lines(state("", language: .ko))[23]
    #expect(row.hasPrefix("= intrinsic width 입력  i/I 필드  Tab 선택"))
    #expect(row.hasSuffix("q 종료  ? 도움말"))
    #expect(displayWidth(of: row) <= 80)
    let prompt = lines(state("=", language: .ko))[23]
    #expect(prompt.hasPrefix("Enter 적용  Esc 취소"))
    #expect(prompt.hasSuffix("? 도움말"))
  }

  // MARK: Messages

  @Test func wrapsAtSpaces() {
    let wrapped = PlaygroundScreen.wrapMessage(
      "one two three", width: 7, maxLines: 3, ellipsis: "…", more: "more")
    #expect(wrapped.lines == ["one two", "three"])
    #expect(!wrapped.isCut)
    // Hangul takes two columns a character: 안녕 하세요 is 4 + 1 + 6.
    #expect(
      PlaygroundScreen.wrapMessage("안녕 하세요", width: 10, maxLines: 3, ellipsis: "…", more: "")
        .lines == ["안녕", "하세요"])
  }

  /// A word wider than the line is broken with a mark on each piece.
  @Test func aLongWordIsBrokenWithAMark() {
    let wrapped = PlaygroundScreen.wrapMessage(
      "at /a/very/long/path", width: 8, maxLines: 9, ellipsis: "…", more: "more")
    #expect(wrapped.lines == ["at", "/a/very…", "/long/p…", "ath"])
  }

  /// Past the last row, the text ends at a space with the mark and what
  /// shows the rest.
  @Test func aMessageLongerThanTheAreaEndsWithAMark() {
    let wrapped = PlaygroundScreen.wrapMessage(
      "aa bb cc dd ee ff gg hh ii jj kk", width: 14, maxLines: 2, ellipsis: "…", more: "? all")
    // Wrapped: "aa bb cc dd ee", "ff gg hh ii jj", "kk": the second row keeps
    // what leaves room for " … ? all" (8 columns): "ff gg".
    #expect(wrapped.lines == ["aa bb cc dd ee", "ff gg … ? all"])
    #expect(wrapped.isCut)
  }

  /// A two-row message takes two rows: the canvas gives one up, and nothing
  /// is cut (the issue's `(235, not 2…`).
  @Test func aTwoRowMessageIsNotCut() {
    var state = PlaygroundState(scene: .playgroundDefault)
    state.message =
      "stack width must be between 0 and 1000000 (the stack's views need 235, not 2 more points than the window's 80 columns can show)"
    let lines = lines(state)
    // The inspector goes up with it, never under it: its title on row 24 - 1
    // hint - 2 message - 5 inspector = 16, red's reasons on the three rows
    // from 18 (the width's takes two), the message right below them.
    let title = lines.firstIndex { $0.hasPrefix("─ ▶ red (1 of 3)") }
    #expect(title == 16)
    #expect(lines[18].hasPrefix("width: stretched by 84"))
    #expect(lines[20] == "height: keeps its intrinsic height 40, centred (alignment center)")
    #expect(
      lines[21]
        == "stack width must be between 0 and 1000000 (the stack's views need 235, not 2")
    #expect(lines[22] == "more points than the window's 80 columns can show)")
    #expect(lines[23].hasSuffix("? help"))
  }

  /// A message of three rows over a picture that needs the rows it would
  /// take (the SwiftUI example of Texts in cells, after `m` at 80x24, with
  /// `m`'s message of what it approximated): the picture stays whole, not
  /// panned, at the same scale, and the message covers the inspector's last
  /// row instead, until the next key.
  @Test func aMessageCoversTheInspectorWhereThePictureNeedsTheRows() throws {
    let json = """
      {"unit":"cell","swiftui":{"proposal":{"width":12,"height":4},"root":{"name":"column","vstack":{
      "spacing":0,"alignment":"leading","children":[
      {"name":"title","text":"Hello, wonderful world","modifiers":[{"lineLimit":2}]},
      {"name":"row","hstack":{"alignment":"center","children":[{"name":"hangul","text":"한국어"},
      {"name":"gap","spacer":{}},{"name":"dot","color":"orange","modifiers":[{"frame":{"width":2,"height":1}}]}]}}]}}}}
      """
    var state = PlaygroundState(scene: try Scene.decode(json, source: "cells.json"))
    state.handle(.character("m"))
    #expect(!state.isSwiftUI)
    func draw() -> DrawnScreen {
      PlaygroundScreen.draw(state, columns: 80, rows: 24, colorMode: .monochrome, glyphs: .unicode)
    }
    let told = draw()
    let lines = told.buffer.rowTexts(in: CellRect(x: 0, y: 0, columns: 80, rows: 24))
    let context = lines.joined(separator: "\n")
    #expect(told.panLimit == PanOffset(columns: 0, rows: 0), "\(context)")
    // Three rows of message above the hint line, the inspector's title and
    // fields above them.
    #expect(lines[20].hasPrefix("UIKit mode; approximated: title"), "\(context)")
    #expect(lines[22].hasPrefix("view with no intrinsic width"), "\(context)")
    let title = try #require(lines.firstIndex { $0.hasPrefix("─ ▶ root › title (1 of 2)") })
    #expect(lines[title + 1].hasPrefix("hugging h 250"), "\(context)")
    // The picture is the one drawn once the message goes, at the same scale.
    state.message = nil
    let quiet = draw()
    #expect(told.unitsPerColumn == quiet.unitsPerColumn)
    func picture(_ drawn: DrawnScreen) throws -> [String] {
      try drawn.buffer.rowTexts(in: #require(drawn.canvas)).filter { $0.contains { $0 != " " } }
    }
    #expect(try picture(told) == picture(quiet), "\(context)")
    #expect(try picture(told).last?.contains("╰") == true, "\(context)")
  }

  /// Beside the canvas, the same: a tall picture after `m` at 80x24 (a
  /// column holding one row of one view), whose inspector goes in a column
  /// beside the canvas. `m`'s message of two rows across the screen would
  /// cut the picture's foot; it goes on the screen's last rows right of the
  /// picture instead, over the inspector's column, and the picture keeps
  /// its rows. A message cut across the screen too goes there in eight
  /// rows, cut with the mark.
  @Test func besideTheCanvasAMessageGoesRightOfThePicturesFoot() throws {
    let json = """
      {"unit":"point","uikit":{"axis":"vertical","distribution":"fillEqually","alignment":"center",
      "spacing":8,"views":[{"name":"group1","stack":{"axis":"horizontal","distribution":"equalSpacing",
      "alignment":"trailing","spacing":0,"views":[{"name":"field2","intrinsicSize":{"width":20,"height":44}}]}}]}}
      """
    var state = PlaygroundState(scene: try Scene.decode(json, source: "tall.json"))
    state.handle(.character("m"))
    #expect(state.isSwiftUI)
    func draw() -> (DrawnScreen, [String], String) {
      let drawn = PlaygroundScreen.draw(
        state, columns: 80, rows: 24, colorMode: .monochrome, glyphs: .unicode)
      let lines = drawn.buffer.rowTexts(in: CellRect(x: 0, y: 0, columns: 80, rows: 24)).map {
        String($0.reversed().drop { $0 == " " }.reversed())
      }
      return (drawn, lines, lines.joined(separator: "\n"))
    }
    var (drawn, lines, context) = draw()
    let title = try #require(lines.first { $0.contains("│─ ▶") })
    #expect(drawn.panLimit == PanOffset(columns: 0, rows: 0), "\(context)")
    // The picture's outline closes on row 21, where the message's two rows
    // across the screen would begin; the message is right of it.
    #expect(try #require(drawn.canvas).maxY == 22, "\(context)")
    #expect(
      lines[21].hasSuffix("╌╯ SwiftUI mode; approximated: distribution of group1"), "\(context)")
    #expect(lines[22].hasSuffix("  equalSpacing, distribution fillEqually"), "\(context)")
    #expect(lines[23].hasSuffix("? help"))
    // The inspector's column goes on down to the message's first row.
    let edge = try #require(title.firstIndex(of: "│")).utf16Offset(in: title)
    #expect(Array(lines[20])[edge] == "│", "\(context)")

    // Cut across the screen too (past three rows there): right of the
    // picture in eight rows, which hold more of it than three across, cut
    // with the mark; the picture whole.
    state.message = (1...60).map { "word\($0)" }.joined(separator: " ")
    (drawn, lines, context) = draw()
    #expect(drawn.panLimit == PanOffset(columns: 0, rows: 0), "\(context)")
    #expect(lines[14].hasSuffix("│░░░░░░░░░░░░░░│╎               │"), "\(context)")
    #expect(
      lines[15].hasSuffix("│╎ word1 word2 word3 word4 word5 word6 word7 word8"), "\(context)")
    #expect(
      lines[21].hasSuffix("╌╌╯ word44 word45 word46 word47 word48 word49 word50"), "\(context)")
    #expect(lines[22].hasSuffix(" word55 … ? shows all"), "\(context)")
  }

  /// The message right of the picture takes the fewest rows that show it
  /// whole, from the right of what the picture drew on them; rows below the
  /// canvas (a message of three rows gave the picture one back) hold none of
  /// it, and a blank canvas leaves the whole width.
  @Test func aMessageRightOfThePictureTakesTheFewestRows() {
    var state = PlaygroundState(scene: .playgroundDefault)
    func beside(_ message: String, _ buffer: CellBuffer, _ canvas: CellRect) -> CellRect? {
      state.message = message
      return PlaygroundScreen.messageBesideThePicture(
        state, in: buffer, canvas: canvas, screenRows: 24, glyphs: .unicode)
    }
    func words(_ count: Int) -> String { (1...count).map { "word\($0)" }.joined(separator: " ") }
    func isCutAcross(_ message: String) -> Bool {
      state.message = message
      return PlaygroundScreen.messageLines(state, width: 80, glyphs: .unicode).isCut
    }
    let short = "a short message"
    var buffer = CellBuffer(columns: 80, rows: 24)
    let canvas = CellRect(x: 0, y: 2, columns: 43, rows: 17)
    #expect(beside(short, buffer, canvas) == CellRect(x: 0, y: 22, columns: 80, rows: 1))
    // A canvas down to the hint line, drawn on to column 30 on row 22 and
    // to 60 on row 21: one row from column 32.
    let low = CellRect(x: 0, y: 2, columns: 43, rows: 21)
    buffer.put("x", x: 30, y: 22)
    buffer.put("x", x: 40, y: 21)
    #expect(beside(short, buffer, low) == CellRect(x: 32, y: 22, columns: 48, rows: 1))
    // Too long for one row there: two rows, right of both.
    #expect(beside(words(10), buffer, low) == CellRect(x: 42, y: 21, columns: 38, rows: 2))

    // Drawn on to the canvas's last column (42; the rule beside it is on
    // 43): from column 45, a space after the rule as the inspector leaves.
    var full = CellBuffer(columns: 80, rows: 24)
    full.put("x", x: 42, y: 22)
    #expect(beside(short, full, low) == CellRect(x: 45, y: 22, columns: 35, rows: 1))

    // A canvas 70 wide drawn on to column 60 on row 22: 18 columns there. A
    // message whole across the screen (three rows) but not in eight rows
    // there goes across; so does one cut across too, as eight rows of 18
    // hold fewer cells than three of 80.
    let broad = CellRect(x: 0, y: 2, columns: 70, rows: 21)
    var narrow = CellBuffer(columns: 80, rows: 24)
    narrow.put("x", x: 60, y: 22)
    #expect(!isCutAcross(words(25)) && isCutAcross(words(60)))
    #expect(beside(words(25), narrow, broad) == nil)
    #expect(beside(words(60), narrow, broad) == nil)
    // Drawn on to column 40: 38 columns. The message of 25 words is whole
    // there in five rows (more than the three across: they are the
    // inspector's rows, not the picture's). The message cut across goes
    // there in eight rows, which hold more than three of 80.
    var wide = CellBuffer(columns: 80, rows: 24)
    wide.put("x", x: 40, y: 22)
    #expect(beside(words(25), wide, broad) == CellRect(x: 42, y: 18, columns: 38, rows: 5))
    #expect(beside(words(60), wide, broad) == CellRect(x: 42, y: 15, columns: 38, rows: 8))
  }

  /// A message longer than three rows: three rows, the last ending with the
  /// mark, and `?` shows it whole under the keys.
  @Test func aVeryLongMessageIsWholeInTheHelp() {
    var state = PlaygroundState(scene: .playgroundDefault)
    let words = (1...60).map { "word\($0)" }
    state.message = words.joined(separator: " ")
    let lines = lines(state)
    // Three message rows: the inspector's title on row 24 - 1 - 3 - 5 = 15,
    // its last reason on 19, whole, the message from 20.
    let title = lines.firstIndex { $0.hasPrefix("─ ▶ red (1 of 3)") }
    #expect(title == 15)
    #expect(lines[19] == "height: keeps its intrinsic height 40, centred (alignment center)")
    #expect(lines[20].hasPrefix("word1 word2"))
    #expect(lines[22].hasSuffix("… ? shows all"))
    state.handle(.character("?"))
    #expect(state.isShowingHelp)
    let help = self.lines(state, columns: 80, rows: 80)
    let start = help.firstIndex(of: "Last message")
    #expect(start != nil)
    if let start {
      #expect(help[(start + 1)...].joined(separator: " ").contains(state.message ?? "-"))
    }
  }
}
