import StackExport
import StackLayout
import StackRender
import StackScene
import Testing

@testable import Playground

/// The inspector's focus: `i` / `I` step through the fields, `=` and Enter
/// edit the focused one, a key that changes a field focuses it, and the focus
/// is always a field on screen, drawn highlighted.
@Suite("Focus")
struct FocusTests {
  /// The default scene (red 60x40, green 90x80, blue 50x60 in a horizontal
  /// fill stack, spacing 8, pinned 300x120) after `keys`.
  func state(_ keys: [Key], scene: Scene = .playgroundDefault) -> PlaygroundState {
    var state = PlaygroundState(scene: scene)
    for key in keys { state.handle(key) }
    return state
  }

  func keys(_ text: String) -> [Key] {
    text.map { $0 == "\t" ? .tab : $0 == "\n" ? .enter : .character($0) }
  }

  // MARK: UIKit

  @Test func aFreshStartFocusesTheSelectedViewsLengthAlongTheAxis() {
    let fresh = state([])
    #expect(fresh.focus == .intrinsicAlong)
    #expect(state(keys("=")).prompt == Prompt(field: .intrinsicAlong, text: ""))
    #expect(state([.enter]).prompt == Prompt(field: .intrinsicAlong, text: ""))
  }

  /// The case: Tab Tab = 200 Enter was meant for blue's width and set
  /// the spacing. Now it sets the focused field, blue's intrinsic width.
  @Test func tabTabEqualsEditsTheSelectedViewNotTheSpacing() {
    let typed = state(keys("\t\t=200\n"))
    #expect(typed.selection == 2)
    #expect(typed.stack.arrangedSubviews[2].intrinsicSize == PartialSize(width: 200, height: 60))
    #expect(typed.stack.spacing == 8)
    #expect(typed.message == "intrinsic width: 200")
    // Enter in place of =, the same.
    let entered = state(keys("\t\t") + [.enter] + keys("200\n"))
    #expect(entered.stack == typed.stack)
    // One step, undone like any other edit.
    var undone = typed
    undone.handle(.character("u"))
    #expect(undone.stack == Scene.playgroundDefault.stack)
    #expect(undone.message == "undid: intrinsic width of blue 200 -> 50 (nothing more to undo)")
  }

  @Test func aKeyThatChangesAFieldFocusesIt() {
    // + then = edits the spacing, as before.
    #expect(state(keys("+=")).prompt?.field == .spacing)
    #expect(state(keys("+=4\n")).stack.spacing == 4)
    #expect(state(keys("h")).focus == .hugging)
    #expect(state(keys("C")).focus == .compressionResistance)
    #expect(state(keys("]")).focus == .intrinsicAcross)
    #expect(state(keys("e")).focus == .customSpacing)
    #expect(state(keys("w")).focus == .stackWidth)
    #expect(state(keys("T")).focus == .stackHeight)
  }

  /// Selecting a view moves a focus on a stack field to the view's first
  /// field, and keeps a focus on a view field on the same field.
  @Test func selectingAViewFocusesIt() {
    #expect(state(keys("+\t")).focus == .intrinsicAlong)
    #expect(state(keys("+") + [.right]).focus == .intrinsicAlong)
    #expect(state(keys("h\t")).focus == .hugging)
    #expect(state(keys("h\t=1000\n")).stack.arrangedSubviews[1].hugging.horizontal == 1000)
    #expect(state(keys("+n")).focus == .intrinsicAlong)
  }

  @Test func iAndCapitalIStepThroughTheFieldsAndWrap() {
    let order: [Field] = [
      .intrinsicAlong, .intrinsicAcross, .hugging, .compressionResistance, .customSpacing,
      .spacing, .stackWidth, .stackHeight,
    ]
    #expect(state([]).focusableFields == order)
    for (steps, field) in order.enumerated() {
      #expect(state(Array(repeating: .character("i"), count: steps)).focus == field)
    }
    #expect(state(keys("iiiiiiii")).focus == .intrinsicAlong)
    #expect(state(keys("I")).focus == .stackHeight)
    #expect(state(keys("iI")).focus == .intrinsicAlong)
    // Stepping changes nothing in the scene and is not a step of the history.
    let stepped = state(keys("iii"))
    #expect(stepped.scene == Scene.playgroundDefault && stepped.history.undoCount == 0)
    #expect(stepped.message == "focus: compression resistance (horizontal) (= edits it)")
  }

  @Test func eachFocusedFieldIsTheOneEqualsSets() {
    #expect(state(keys("i=30\n")).stack.arrangedSubviews[0].intrinsicSize.height == 30)
    #expect(state(keys("ii=300\n")).stack.arrangedSubviews[0].hugging.horizontal == 300)
    #expect(
      state(keys("iii=700\n")).stack.arrangedSubviews[0].compressionResistance.horizontal == 700)
    #expect(state(keys("iiii=20\n")).stack.arrangedSubviews[0].customSpacingAfter == 20)
    #expect(state(keys("iiiiii=400\n")).stack.size.width == 400)
    #expect(state(keys("iiiiiii=90\n")).stack.size.height == 90)
    // y: the priority field acts across the axis, on the vertical hugging.
    let across = state(keys("yii=300\n"))
    #expect(across.stack.arrangedSubviews[0].hugging.horizontal == 250)
    #expect(across.stack.arrangedSubviews[0].hugging.vertical == 300)
  }

  /// With no view left, the focus is on the stack, which is on screen.
  @Test func withNoViewsTheFocusIsTheSpacing() {
    let empty = state(keys("xxx"))
    #expect(empty.stack.arrangedSubviews.isEmpty)
    #expect(empty.focusableFields == [.spacing, .stackWidth, .stackHeight])
    #expect(empty.focus == .spacing)
    #expect(state(keys("xxx=20\n")).stack.spacing == 20)
  }

  /// A new screen focuses the first field of the view it selects.
  @Test func aNewScreenStartsFromTheSelectedViewsFirstField() {
    #expect(state(keys("+m")).focus == .frameAlong)
    #expect(state(keys("+mm")).focus == .intrinsicAlong)
    #expect(state(keys("+.")).focus == .intrinsicAlong)
  }

  /// `?` over a number prompt shows the help; any key closes it, back to the
  /// prompt, which Enter then sets.
  @Test func theHelpOverAPrompt() {
    let help = state(keys("=?"))
    #expect(help.isShowingHelp && help.prompt != nil)
    let back = state(keys("=?") + [.escape])
    #expect(!back.isShowingHelp && back.prompt == Prompt(field: .intrinsicAlong, text: ""))
    #expect(state(keys("=?q") + keys("70\n")).stack.arrangedSubviews[0].intrinsicSize.width == 70)
    #expect(!state(keys("=?q")).shouldQuit)
    // A resize closes nothing and keeps the message.
    var resized = state(keys("=?"))
    resized.handle(.resize)
    #expect(resized.isShowingHelp && resized.prompt != nil)
    var message = state(keys("+"))
    message.handle(.resize)
    #expect(message.message == "spacing: 12")
  }

  // MARK: SwiftUI

  @Test func swiftUIFieldsAndTheirOrder() {
    let swiftUI = state(keys("m"))
    #expect(
      swiftUI.focusableFields == [
        .frameAlong, .frameAcross, .layoutPriority, .spacing, .proposalWidth, .proposalHeight,
      ])
    #expect(swiftUI.focus == .frameAlong)
    // A Text's string is a field too, after its layoutPriority.
    let text = state(keys("mk"))
    #expect(text.focusableFields.prefix(4) == [.frameAlong, .frameAcross, .layoutPriority, .text])
    // A ZStack has no spacing (a: HStack -> VStack -> ZStack).
    #expect(!state(keys("maa")).focusableFields.contains(.spacing))
    #expect(state(keys("mI")).focus == .proposalHeight)
  }

  @Test func swiftUITabTabEqualsEditsTheSelectedChild() {
    let typed = state(keys("m\t\t=200\n"))
    #expect(typed.selection == 2)
    #expect(
      typed.selectedNode.map { swiftUIInlineCode(for: $0) }
        == "Color.blue.frame(width: 200, height: 60)")
    #expect(typed.rootStackText == "HStack(alignment: .center, spacing: 8)")
    var undone = typed
    undone.handle(.character("u"))
    #expect(
      undone.selectedNode.map { swiftUIInlineCode(for: $0) }
        == "Color.blue.frame(width: 50, height: 60)")
  }

  @Test func swiftUIEachFocusedFieldIsTheOneEqualsSets() {
    #expect(
      state(keys("mi=10\n")).selectedNode.map { swiftUIInlineCode(for: $0) }
        == "Color.red.frame(width: 60, height: 10)")
    #expect(state(keys("mii=2\n")).swiftUIChildren[0].outerLayoutPriority == 2)
    #expect(
      state(keys("miii=0\n")).rootStackText == "HStack(alignment: .center, spacing: 0)")
    #expect(state(keys("miiii=200\n")).tree.proposal == ProposedSize(width: 200, height: 120))
    #expect(state(keys("mI=50\n")).tree.proposal == ProposedSize(width: 300, height: 50))
    // w focuses the proposal's width, Tab the child again.
    #expect(state(keys("mw")).focus == .proposalWidth)
    #expect(state(keys("mw\t")).focus == .frameAlong)
    // The Text field: = types the string, the prompt starting from it.
    let text = state(keys("mk") + Array(repeating: .character("i"), count: 3) + keys("="))
    #expect(text.prompt == Prompt(field: .text, text: "red"))
  }

  // MARK: On screen

  func draw(_ state: PlaygroundState, columns: Int = 80, rows: Int = 24) -> CellBuffer {
    PlaygroundScreen.draw(
      state, columns: columns, rows: rows, colorMode: .colors256, glyphs: .unicode
    ).buffer
  }

  /// The text of the cells drawn in `style`, row by row (rows without any left out).
  func cells(in buffer: CellBuffer, _ style: CellStyle) -> [String] {
    (0..<buffer.rows).compactMap { row in
      let text = String(
        (0..<buffer.columns).compactMap { column -> Character? in
          let cell = buffer[column, row]
          return cell.style == style && !cell.isContinuation ? cell.character : nil
        })
      return text.isEmpty ? nil : text
    }
  }

  /// Exactly one field is highlighted, and it is the focus.
  @Test(
    "the focused field is highlighted, and only it",
    arguments: [
      ("", ["60"], []), ("i", ["40"], []), ("h", ["h 251"], []), ("c", ["h 751"], []),
      ("e", ["spacing after 12"], []), ("+", [], ["spacing: 12"]), ("w", [], ["310"]),
      ("t", [], ["130"]), ("yh", ["v 251"], []),
    ])
  func highlight(keys text: String, inspector: [String], status: [String]) {
    let buffer = draw(state(keys(text)))
    #expect(cells(in: buffer, PlaygroundScreen.focusStyle) == inspector)
    let statusCells = (0..<2).compactMap { row -> String? in
      let text = String(
        (0..<80).compactMap { column -> Character? in
          buffer[column, row].style == PlaygroundScreen.statusFocusStyle
            ? buffer[column, row].character : nil
        })
      return text.isEmpty ? nil : text
    }
    #expect(statusCells == status)
  }

  @Test(
    "the SwiftUI focus is highlighted, and only it",
    arguments: [
      ("m", ["w 60"], []), ("mi", ["h 40"], []), ("mii", ["layoutPriority 0"], []),
      ("miii", [], ["spacing: 8"]), ("miiii", [], ["300"]), ("mI", [], ["120"]),
      ("mkiii", ["\"red\""], []),
    ])
  func swiftUIHighlight(keys text: String, inspector: [String], status: [String]) {
    let buffer = draw(state(keys(text)))
    #expect(cells(in: buffer, PlaygroundScreen.focusStyle) == inspector)
    let statusCells = (0..<2).compactMap { row -> String? in
      let text = String(
        (0..<80).compactMap { column -> Character? in
          buffer[column, row].style == PlaygroundScreen.statusFocusStyle
            ? buffer[column, row].character : nil
        })
      return text.isEmpty ? nil : text
    }
    #expect(statusCells == status)
  }

  /// No key edits a field the user cannot see: in the smallest window
  /// (60x16) and at 80x24, in both models, every field the focus can reach
  /// is drawn highlighted.
  @Test("every focusable field is highlighted on screen", arguments: ["", "m", "mk"])
  func everyFieldIsVisible(prefix: String) {
    for (columns, rows) in [(60, 16), (80, 24)] {
      var state = state(keys(prefix))
      for _ in state.focusableFields {
        let buffer = draw(state, columns: columns, rows: rows)
        let inspector = cells(in: buffer, PlaygroundScreen.focusStyle)
        let status = (0..<2).flatMap { row in
          (0..<columns).filter { buffer[$0, row].style == PlaygroundScreen.statusFocusStyle }
        }
        #expect(
          inspector.count + (status.isEmpty ? 0 : 1) == 1,
          "\(state.focus) at \(columns)x\(rows): \(inspector) \(status)")
        state.handle(.character("i"))
      }
    }
  }

  /// The prompt names the field and shows its value now.
  @Test func thePromptNamesTheFieldAndItsValue() {
    let lines = draw(state(keys("\t=12"))).plainText().split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[22] == "intrinsic width = 12_   (now 90)")
    // Enter and Esc first; ? help at the right end (columns 74-79).
    #expect(lines[23].hasPrefix("Enter set  Esc cancel  Backspace erase   "))
    #expect(lines[23].hasSuffix("   ? help") && lines[23].count == 80)
    let spacing = draw(state(keys("m+-=")))
    #expect(
      spacing.plainText().split(separator: "\n", omittingEmptySubsequences: false)[22]
        == "spacing = _   (now 8)")
  }
}
