import StackLayout
import StackPresets
import StackRender
import StackScene
import TestSupport
import Testing

@testable import Playground

/// The guided tour: navigation, the captions' numbers against the layouts, and
/// whole screens in English and Korean.
@Suite("Guided tour")
struct TourTests {
  func tour(_ language: Language = .en) throws -> TourState {
    try TourState(language: language)
  }

  func lines(_ buffer: CellBuffer) -> [String] {
    buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  // MARK: Captions against the layouts

  @Test("every caption's numbers are what the layout gives", arguments: TourStep.all.map(\.id))
  func captionNumbers(_ id: TourStep.ID) throws {
    let tour = try tour()
    let index = try #require(tour.steps.firstIndex { $0.id == id })
    let step = tour.steps[index]
    let measured = step.measure(tour.states[index])
    #expect(measured.count == step.numbers.count, "\(id)")
    for (expected, actual) in zip(step.numbers, measured) {
      #expect(
        abs(expected - actual) < 1e-6, "\(id): the caption says \(expected), the layout \(actual)")
      #expect(formatNumber(expected) == formatNumber(actual))
    }
  }

  @Test("each caption quotes all of its numbers, in both languages")
  func captionsQuoteTheirNumbers() throws {
    for step in TourStep.all {
      for language in Language.allCases {
        let caption = step.caption(language)
        #expect(!caption.contains("<missing>"), "\(step.id) \(language)")
        for number in step.numbers {
          #expect(caption.contains(formatNumber(number)), "\(step.id) \(language): \(number)")
        }
      }
    }
  }

  /// The hand-worked numbers behind the UIKit captions, from uikit-stack.md's rules.
  @Test func uikitNumbersWorkedByHand() {
    func numbers(_ id: TourStep.ID) -> [Double] {
      TourStep.all.first { $0.id == id }?.numbers ?? []
    }
    // Squares pinned to 728 tall: 728 - (50 + 100 + 200) = 378 to spare, all to small.
    #expect(numbers(.squaresPinned) == [378, 50 + 378])
    // Centred across 375: (375 - 50) / 2; trailing: 375 - 50.
    #expect(numbers(.alignCenter) == [162.5])
    #expect(numbers(.alignTrailing) == [325])
    // Buttons: 320 - (44 + 72 + 100) - 2 * 8 = 88 to spare.
    #expect(numbers(.buttonsFill) == [88, 44 + 88])
    #expect(numbers(.hugging249) == [72 + 88, 44])
    // fillProportionally: D = 300 + 2 * 10 = 320; 50/320 * 480 = 75, 100/320 * 480 = 150,
    // the last takes 480 - 20 - 75 - 150 = 235.
    #expect(numbers(.fillProportionally) == [75, 150, 235])
    // equalCentering in 300: centres 20 and 250 fixed, the middle at 135 (x 105).
    #expect(numbers(.equalCentering) == [20, 135, 250, 105 - 40, 200 - 165])
    // 300 in 240: 60 too many; subtitle (749) gives all of it, then title (first of the ties).
    #expect(numbers(.compression) == [60, 40])
    #expect(numbers(.compressionTie) == [150 - 60])
  }

  @Test("the tour steps through every preset")
  func coversEveryPreset() throws {
    let tour = try tour()
    #expect((12...25).contains(tour.steps.count))
    for preset in Preset.all {
      let scene = try preset.scene()
      let shown = tour.states.contains { state in
        if let tree = scene.swiftUI {
          return state.isSwiftUI
            && state.swiftUILayout.nodes.map(\.frame)
              == tree.layout(unit: scene.unit).nodes.map(\.frame)
        }
        return !state.isSwiftUI && state.stack == scene.stack
      }
      #expect(shown, "the tour never shows \(preset.name)")
    }
  }

  @Test("a step that arrives at a preset lays out as that preset does")
  func arrivesAtItsPreset() throws {
    let tour = try tour()
    var count = 0
    for (index, step) in tour.steps.enumerated() {
      guard let name = step.arrivesAt else { continue }
      count += 1
      let scene = try #require(Preset.named(name)).scene()
      let state = tour.states[index]
      #expect(tour.presetNames[index] == name)
      if let tree = scene.swiftUI {
        #expect(
          state.swiftUILayout.nodes.map(\.frame) == tree.layout(unit: scene.unit).nodes.map(\.frame)
        )
      } else {
        #expect(state.stack == scene.stack, "\(step.id)")
      }
    }
    #expect(count == 3)
  }

  @Test("a step that continues the previous scene changes it")
  func everyStepChangesSomething() throws {
    let tour = try tour()
    for index in 1..<(tour.steps.count - 1) where tour.steps[index].start == .previous {
      #expect(tour.states[index].scene != tour.states[index - 1].scene, "\(tour.steps[index].id)")
    }
    #expect(tour.steps.last?.id == .end)
  }

  // MARK: Navigation

  @Test func navigation() throws {
    var tour = try tour()
    #expect(tour.index == 0 && tour.counter == "1/\(tour.steps.count)")
    tour.handle(.left)
    #expect(tour.index == 0)
    tour.handle(.character(" "))
    #expect(tour.index == 1)
    tour.handle(.right)
    #expect(tour.counter == "3/\(tour.steps.count)")
    tour.handle(.left)
    #expect(tour.index == 1)
    // Other keys do nothing.
    for key: Key in [.character("d"), .tab, .up, .character("?"), .enter, .resize] {
      tour.handle(key)
    }
    #expect(tour.index == 1 && !tour.shouldQuit)
    for _ in 0..<40 { tour.handle(.character(" ")) }
    #expect(tour.isAtEnd && tour.counter == "\(tour.steps.count)/\(tour.steps.count)")
    #expect(tour.caption.hasPrefix("That is the tour."))
    // The last step points at the challenges, in both languages, and fits its rows.
    for language in Language.allCases {
      let caption = tour.steps[tour.steps.count - 1].caption(language)
      #expect(caption.contains("stackplay challenges"))
      #expect(caption.contains("stackplay challenge 1"))
      #expect(PlaygroundScreen.wrap(caption, width: 80).count <= PlaygroundScreen.bottomRows - 2)
    }
    tour.handle(.character("q"))
    #expect(tour.shouldQuit)
    // Esc never quits, in the tour either; q leaves at once, even after
    // steps that changed the scene: the tour's scenes are not the user's work.
    var escaped = try self.tour()
    escaped.handle(.character(" "))
    escaped.handle(.escape)
    #expect(!escaped.shouldQuit && escaped.index == 1)
    escaped.handle(.character("q"))
    #expect(escaped.shouldQuit)
  }

  // MARK: Screens

  @Test("every caption fits four rows at 80 columns, in both languages")
  func captionsFit() {
    for step in TourStep.all {
      for language in Language.allCases {
        let lines = PlaygroundScreen.wrap(step.caption(language), width: 80)
        #expect(lines.count <= 4, "\(step.id) \(language): \(lines.count) lines")
        #expect(lines.allSatisfy { displayWidth(of: $0) <= 80 })
      }
    }
  }

  @Test(
    "screens of some steps",
    arguments: [(0, Language.en), (5, .en), (5, .ko), (13, .en), (14, .ko), (16, .ko), (19, .ko)])
  func screens(_ index: Int, _ language: Language) throws {
    var tour = try tour(language)
    for _ in 0..<index { tour.handle(.character(" ")) }
    let buffer = TourScreen.draw(
      tour, columns: 80, rows: 24, colorMode: .colors256, glyphs: .unicode)
    expectSnapshot(buffer.plainText(), named: "tour-\(index + 1)-\(language)")
    let lines = lines(buffer)
    #expect(lines.count == 24)
    #expect(lines.allSatisfy { displayWidth(of: $0) <= 80 })
    #expect(lines[17].contains("\(index + 1)/\(tour.steps.count)"))
    #expect(
      lines[23].hasPrefix(language == .en ? "Space/→ next" : "Space/→ 다음")
        || index == tour.steps.count - 1)
    // The caption, wrapped by display width, in the rows under the title.
    let caption = PlaygroundScreen.wrap(tour.caption, width: 80)
    #expect(Array(lines[18..<(18 + caption.count)]) == caption)
  }

  @Test func asciiHints() throws {
    var tour = try tour()
    let buffer = TourScreen.draw(
      tour, columns: 80, rows: 24, colorMode: .monochrome, glyphs: .ascii)
    #expect(lines(buffer)[23] == "Space/Right next  Left back  q quit")
    for _ in 0..<(tour.steps.count - 1) { tour.handle(.right) }
    let last = TourScreen.draw(tour, columns: 80, rows: 24, colorMode: .monochrome, glyphs: .ascii)
    #expect(lines(last)[23] == "Left back  q quit")
  }

  // MARK: Language

  @Test func languageFromTheLocale() {
    #expect(Language.fromEnvironment([:]) == .en)
    #expect(Language.fromEnvironment(["LANG": "ko_KR.UTF-8"]) == .ko)
    #expect(Language.fromEnvironment(["LANG": "en_US.UTF-8"]) == .en)
    #expect(Language.fromEnvironment(["LC_ALL": "C.UTF-8", "LANG": "ko_KR.UTF-8"]) == .en)
    #expect(Language.fromEnvironment(["LC_MESSAGES": "ko_KR", "LANG": "en_US"]) == .ko)
    #expect(Language.fromEnvironment(["LC_ALL": "", "LC_MESSAGES": "", "LANG": "ko"]) == .ko)
    #expect(Language.fromEnvironment(["LC_ALL": "ko_KR.UTF-8", "LANG": "C"]) == .ko)
  }

  @Test func koreanParticlesFollowTheReading() {
    #expect(Localization.korean("428", .ro) == "428로")
    #expect(Localization.korean("40", .ro) == "40으로")
    #expect(Localization.korean("90", .ro) == "90으로")
    #expect(Localization.korean("35", .ro) == "35로")
    #expect(Localization.korean("160", .i) == "160이")
    #expect(Localization.korean("44", .i) == "44가")
    #expect(Localization.korean("101.333", .i) == "101.333이")
    #expect(Localization.korean("236", .eul) == "236을")
    #expect(Localization.korean("8", .eul) == "8을")
    #expect(Localization.korean("184", .eul) == "184를")
    #expect(Localization.korean("65", .gwa) == "65와")
  }

  @Test("every key binding has a Korean action that fits the help at 80 columns")
  func koreanKeyBindings() {
    for swiftUI in [false, true] {
      let english = Localization.keyBindings(swiftUI: swiftUI, .en)
      let korean = Localization.keyBindings(swiftUI: swiftUI, .ko)
      #expect(english == (swiftUI ? swiftUIKeyBindings : keyBindings))
      #expect(korean.map(\.keys) == english.map(\.keys))
      let keyWidth = (korean.map { displayWidth(of: $0.keys) }.max() ?? 0) + 2
      for (en, ko) in zip(english, korean) {
        #expect(ko.action != en.action, "no Korean for '\(en.action)'")
        #expect(displayWidth(of: ko.action) <= 80 - 1 - keyWidth, "\(ko.action)")
        #expect(
          Localization.koreanShortActions[en.shortAction] != nil,
          "no Korean for '\(en.shortAction)'")
      }
    }
  }

  @Test("the help and hints in Korean", arguments: [false, true])
  func koreanHelpAndHints(_ swiftUI: Bool) {
    var state = PlaygroundState(scene: .playgroundDefault)
    state.language = .ko
    if swiftUI { state.handle(.character("m")) }
    let screen = PlaygroundScreen.draw(
      state, columns: 80, rows: 24, colorMode: .colors256, glyphs: .unicode)
    let hintRow = lines(screen.buffer)[23]
    // The focus first, q and ? at the right end.
    #expect(
      hintRow.hasPrefix(swiftUI ? "= frame width 입력  i/I 필드" : "= intrinsic width 입력  i/I 필드"))
    #expect(hintRow.hasSuffix("q 종료  ? 도움말"))
    #expect(displayWidth(of: hintRow) <= 80)
    state.handle(.character("?"))
    let help = PlaygroundScreen.draw(
      state, columns: 80, rows: 24, colorMode: .colors256, glyphs: .unicode)
    expectSnapshot(help.buffer.plainText(), named: swiftUI ? "help-ko-swiftui" : "help-ko")
    #expect(lines(help.buffer)[0].hasPrefix("stackplay 키"))
  }

  /// Hangul view names take two columns per character and never push a box's
  /// right border out of line.
  @Test func hangulLabelsKeepBoxesWhole() {
    var scene = Scene.playgroundDefault
    scene.stack.arrangedSubviews[0].name = "확인"
    scene.stack.arrangedSubviews[1].name = "취소 버튼"
    scene.stack.arrangedSubviews[2].name = "더보기"
    var state = PlaygroundState(scene: scene)
    state.language = .ko
    let screen = PlaygroundScreen.draw(
      state, columns: 80, rows: 24, colorMode: .colors256, glyphs: .unicode)
    expectSnapshot(screen.buffer.plainText(), named: "hangul-labels")
    let lines = lines(screen.buffer)
    #expect(lines.joined().contains("확인") && lines.joined().contains("취소 버튼"))
    // Every box's border sits in the same column on every row it spans: the
    // canvas rows are as wide as the frame's top row.
    let frameTop = lines.firstIndex { $0.contains("╭") }!
    let frameBottom = lines.firstIndex { $0.contains("╰") }!
    let width = displayWidth(of: lines[frameTop])
    for row in frameTop...frameBottom {
      #expect(displayWidth(of: lines[row]) == width, "row \(row): \(lines[row])")
      #expect(lines[row].hasSuffix("╮") || lines[row].hasSuffix("╎") || lines[row].hasSuffix("╯"))
    }
  }
}
