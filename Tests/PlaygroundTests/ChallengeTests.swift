import StackLayout
import StackPresets
import StackRender
import StackScene
import TestSupport
import Testing

@testable import Playground

/// The challenge levels: every shipped solution solves its level, a level is
/// never solved at its start nor said to be solved when it is not, and the
/// keys, hints and limits behave as the level says.
@Suite("Challenges")
struct ChallengeTests {
  /// A screen with nothing drawn: the keys of the solutions need no clicks.
  let noScreen = DrawnScreen(buffer: CellBuffer(columns: 0, rows: 0), hitMap: nil)

  func open(_ name: String, _ language: Language = .en) throws -> ChallengeState {
    try ChallengeState(#require(Challenge.named(name)), language: language)
  }

  func text(_ challenge: ChallengeState, columns: Int = 80, rows: Int = 24) -> String {
    ChallengeScreen.draw(
      challenge, columns: columns, rows: rows, colorMode: .monochrome, glyphs: .unicode
    ).buffer.plainText()
  }

  /// The frames of `state` match `target` within half a point, worked out here
  /// apart from ``ChallengeState/matches(_:_:)`` (UIKit: every view of the tree).
  func reached(_ state: PlaygroundState, _ target: [TargetFrame]) -> Bool {
    let frames: [(String, Rect)] =
      state.isSwiftUI
      ? state.swiftUILayout.nodes.compactMap { node in node.name.map { ($0, node.frame) } }
      : state.rootStack.layout().views.map { ($0.name, $0.frame) }
    guard frames.count == target.count else { return false }
    for wanted in target {
      guard let frame = frames.first(where: { $0.0 == wanted.name })?.1 else { return false }
      if abs(frame.x - wanted.frame.x) > 0.5 || abs(frame.y - wanted.frame.y) > 0.5
        || abs(frame.width - wanted.frame.width) > 0.5
        || abs(frame.height - wanted.frame.height) > 0.5
      {
        return false
      }
    }
    return true
  }

  @Test("there are at least 24 levels, each named once")
  func levelCount() {
    #expect(Challenge.all.count >= 24)
    // The tour's last step counts them: 22 UIKit (3 of them nested), 5 SwiftUI.
    #expect(Challenge.all.count == 27)
    #expect(Localization.caption(.end, [], .en).contains("lists 27 levels"))
    #expect(Localization.caption(.end, [], .ko).contains("레벨 27개"))
    #expect(Set(Challenge.names).count == Challenge.names.count)
  }

  @Test("every level reads, and is not solved at its start", arguments: Challenge.names)
  func notSolvedAtStart(_ name: String) throws {
    let challenge = try open(name)
    #expect(!challenge.isSolved)
    #expect(!reached(challenge.play, challenge.level.target))
    #expect(!text(challenge).contains("solved"))
    #expect(challenge.level.hints.count == 2)
  }

  @Test("every solution replayed solves its level", arguments: Challenge.names)
  func solutionSolves(_ name: String) throws {
    var challenge = try open(name)
    let keys = try KeyRecording.parse(challenge.challenge.solutionText, source: name)
    #expect(!keys.isEmpty)
    for recorded in keys {
      #expect(!challenge.isSolved, "\(name): solved before the last key of its solution")
      challenge.handle(recorded.key, screen: noScreen)
    }
    #expect(challenge.isSolved, "\(name): \(ChallengeState.frames(of: challenge.play))")
    #expect(reached(challenge.play, challenge.level.target))
    #expect(challenge.progress.isSolved(name))
    #expect(challenge.needsProgressSave)
    // The screen says so, explains why in the solver's words, and offers the next level.
    let screen = text(challenge)
    #expect(screen.contains("solved"))
    #expect(screen.contains(challenge.next.map { _ in "Enter next level" } ?? "q quit"))
    #expect(!challenge.explanation.isEmpty)
    if let limit = challenge.level.maxChanges { #expect(challenge.changes <= limit) }
  }

  @Test("random allowed keys never make an unsolved level say solved", arguments: Challenge.names)
  func neverFalselySolved(_ name: String) throws {
    var challenge = try open(name)
    var random = SeededGenerator(
      seed: name.unicodeScalars.reduce(7) { $0 &* 31 &+ UInt64($1.value) })
    let pool: [Key] =
      (challenge.level.keys ?? ["a", "d", "g", "+", "-", "h", "H"]).compactMap { name in
        switch name {
        case "up": .up
        case "down": .down
        case "tab": .tab
        default: name.count == 1 ? .character(Character(name)) : nil
        }
      } + [.tab, .character("u"), .character("r")]
      // With nested stacks, entering and leaving them too.
      + (challenge.play.isTree ? [.character(">"), .character("<")] : [])
    for _ in 0..<60 {
      let key = pool[Int(random.next() % UInt64(pool.count))]
      challenge.handle(key, screen: noScreen)
      let reached = reached(challenge.play, challenge.level.target)
      #expect(challenge.isSolved == reached, "\(name) after \(key)")
      let screen = text(challenge)
      #expect(screen.split(separator: "\n").first?.hasSuffix("solved") == reached, "\(name)")
      if challenge.isSolved { break }
    }
  }

  @Test(
    "no sequence of the level's keys shorter than its solution solves it",
    arguments: Challenge.names)
  func noShorterSolution(_ name: String) throws {
    let start = try open(name)
    let solution = try KeyRecording.parse(start.challenge.solutionText, source: name)
    let keys: [Key] =
      (start.level.keys ?? []).compactMap { name -> Key? in
        switch name {
        case "up": .up
        case "down": .down
        case "tab": nil
        default: name.count == 1 ? .character(Character(name)) : nil
        }
      } + [.tab, .backTab]
      // With nested stacks, entering and leaving them too (always allowed).
      + (start.play.isTree ? [.character(">"), .character("<")] : [])
    var frontier = [start]
    var seen: Set<String> = []
    for _ in 0..<(solution.count - 1) {
      var next: [ChallengeState] = []
      for state in frontier {
        for key in keys {
          var child = state
          child.handle(key, screen: noScreen)
          #expect(!child.isSolved, "\(name) is solved in fewer keys than its solution")
          let id =
            "\(child.play.scene.jsonText())|\(child.play.swiftUIPath)|\(child.play.selection)"
          if seen.insert(id).inserted { next.append(child) }
        }
      }
      frontier = next
    }
  }

  @Test("a key the level does not list gets a message and changes nothing")
  func refusedKey() throws {
    var challenge = try open("hugging-249")
    let before = challenge.play.scene
    challenge.handle(.character("d"), screen: noScreen)
    #expect(challenge.play.scene == before)
    #expect(challenge.play.message?.hasPrefix("d is not used in this level; its keys: H") == true)
    challenge.handle(.up, screen: noScreen)
    #expect(challenge.play.scene == before)
    #expect(challenge.play.message?.contains("Up is not used") == true)
    // m and , are off in every level.
    challenge.handle(.character("m"), screen: noScreen)
    #expect(!challenge.play.isSwiftUI)
    #expect(challenge.play.message?.contains("off in a challenge") == true)
    var korean = try open("hugging-249", .ko)
    korean.handle(.character("d"), screen: noScreen)
    #expect(korean.play.message?.hasPrefix("이 레벨에서는 d 키를 쓰지 않습니다") == true)
  }

  @Test("a change past the level's most is refused; r starts the count over")
  func maxChanges() throws {
    var challenge = try open("vertical-tie")
    #expect(challenge.level.maxChanges == 2)
    challenge.handle(.character("h"), screen: noScreen)
    challenge.handle(.character("h"), screen: noScreen)
    #expect(challenge.changes == 2)
    let scene = challenge.play.scene
    challenge.handle(.character("h"), screen: noScreen)
    #expect(challenge.play.scene == scene)
    #expect(challenge.changes == 2)
    #expect(challenge.play.message == "this level allows 2 changes: u undoes one, r starts over")
    challenge.handle(.character("r"), screen: noScreen)
    #expect(challenge.changes == 0)
    #expect(challenge.play.scene == challenge.level.scene)
    #expect(text(challenge).split(separator: "\n")[0].hasSuffix("changes 0/2"))
  }

  @Test("? gives the first hint, then the second, then the help")
  func hints() throws {
    var challenge = try open("fill-tie")
    #expect(text(challenge).contains("? hint 1  q quit"))
    challenge.handle(.character("?"), screen: noScreen)
    #expect(challenge.play.message?.hasPrefix("hint 1/2: When several views tie") == true)
    #expect(text(challenge).contains("? hint 2  q quit"))
    challenge.handle(.character("?"), screen: noScreen)
    #expect(challenge.play.message?.hasPrefix("hint 2/2: Raise ok's hugging") == true)
    #expect(text(challenge).contains("? keys  q quit"))
    challenge.handle(.character("?"), screen: noScreen)
    #expect(challenge.play.isShowingHelp)
    challenge.handle(.escape, screen: noScreen)
    #expect(!challenge.play.isShowingHelp)
    // q from the help, after a change, leaves without the unsaved-changes question.
    challenge.handle(.character("h"), screen: noScreen)
    challenge.handle(.character("?"), screen: noScreen)
    #expect(challenge.play.isShowingHelp)
    challenge.handle(.character("q"), screen: noScreen)
    #expect(challenge.shouldQuit)
  }

  @Test("Enter on a solved level opens the next one; q leaves")
  func nextLevel() throws {
    var challenge = try open("spacing")
    challenge.handle(.enter, screen: noScreen)
    // Not solved: Enter is the playground's (a prompt), refused here since
    // the level lists + and - only.
    #expect(challenge.challenge.name == "spacing")
    challenge.handle(.character("+"), screen: noScreen)
    challenge.handle(.character("+"), screen: noScreen)
    #expect(challenge.isSolved)
    #expect(
      challenge.play.message?.hasPrefix(
        "solved! Enter: next level, hugging-249. Why: red width: stretched by 68") == true)
    challenge.handle(.enter, screen: noScreen)
    #expect(challenge.challenge.name == "hugging-249")
    #expect(!challenge.isSolved)
    #expect(challenge.progress.isSolved("spacing"))
    challenge.handle(.character("q"), screen: noScreen)
    #expect(challenge.shouldQuit)
  }

  @Test("any window size draws, the small ones saying how large they must be")
  func smallWindows() throws {
    let challenge = try open("swiftui-layout-priority")
    for (columns, rows) in [(1, 1), (10, 3), (59, 17), (60, 16), (60, 18), (200, 60)] {
      let screen = ChallengeScreen.draw(
        challenge, columns: columns, rows: rows, colorMode: .colors256, glyphs: .unicode)
      #expect(screen.buffer.columns == columns && screen.buffer.rows == rows)
      let text = screen.buffer.plainText()
      if columns >= 60 && rows >= 18 {
        #expect(!text.contains("stackplay needs a window"))
      } else if rows > 3 {
        // The goal takes one row under the title here: 60x18 at the least.
        #expect(text.contains("stackplay needs a window of at least 60x18;"))
      }
    }
  }

  @Test("the ghost outlines are drawn on blank cells only, never over a name")
  func ghostOutlines() throws {
    let challenge = try open("hugging-249")
    let plain = PlaygroundScreen.draw(
      challenge.play, columns: 80, rows: 22, colorMode: .monochrome, glyphs: .unicode
    ).buffer
    let drawn = ChallengeScreen.draw(
      challenge, columns: 80, rows: 24, colorMode: .monochrome, glyphs: .unicode
    ).buffer
    var ghosts = 0
    for y in 0..<plain.rows - 1 {
      for x in 0..<80 {
        let before = plain[x, y].character
        let after = drawn[x, y + 2].character
        if before != after {
          #expect(before == " ", "a ghost over \(before) at \(x),\(y)")
          if "┉┋".contains(after) { ghosts += 1 }
        }
      }
    }
    #expect(ghosts > 10)
    let lines = drawn.plainText().split(separator: "\n", omittingEmptySubsequences: false)
    // The stack is 3 rows tall: the targets of ok (44 of 320) and cancel (160)
    // are named on the row above its outline.
    #expect(lines.contains { $0.contains("┋┉ ok ┉┉┋ ┋┉") && $0.contains(" cancel ") })
    #expect(lines[0].hasPrefix("challenge 2/27 hugging-249: Hug less"))
    #expect(lines[0].hasSuffix("changes 0/1"))
    #expect(lines[1].hasPrefix("goal: make cancel stretch instead of ok    "))
    #expect(lines[1].hasSuffix("┉ target"))
  }

  // MARK: Nested stacks

  @Test("a level of nested stacks compares every view of the tree, whatever stack is edited")
  func treeFrames() throws {
    var challenge = try open("nested-rows")
    // The tree depth-first: the two rows, each followed by its label and field.
    #expect(
      ChallengeState.frames(of: challenge.play).map(\.name) == [
        "nameRow", "nameLabel", "nameField", "emailRow", "emailLabel", "emailField",
      ])
    // Inside nameRow the frames are still the whole tree's, relative to the root:
    // the labels stretch (tie at 250, first wins): 320 - 8 - 100 = 212.
    challenge.handle(.character(">"), screen: noScreen)
    #expect(challenge.play.validUIKitPath == [0])
    let frames = ChallengeState.frames(of: challenge.play)
    #expect(frames.count == 6)
    #expect(frames[4].name == "emailLabel")
    #expect(frames[4].frame == Rect(x: 0, y: 43, width: 212, height: 20))
    #expect(!challenge.isSolved)
    // The hint line names > and <, always allowed, which a nested level needs.
    let hints = try #require(text(challenge).split(separator: "\n").last)
    #expect(hints.hasPrefix("keys: h H  Tab select  > < enter/leave  u undo  r start over"))
    // One row done is not the level: nameField 320 - 50 - 8 = 262 at 58.
    challenge.handle(.character("h"), screen: noScreen)
    #expect(
      ChallengeState.frames(of: challenge.play)[2].frame
        == Rect(x: 58, y: 0, width: 262, height: 30))
    #expect(!challenge.isSolved)
    #expect(!text(challenge).split(separator: "\n")[0].hasSuffix("solved"))
  }

  @Test("the why of a nested level names each view's length along its own stack")
  func treeExplanation() throws {
    var challenge = try open("nested-alignment")
    for key in [Key.tab, .character(">"), .character("g"), .character("g"), .character("g")] {
      challenge.handle(key, screen: noScreen)
    }
    #expect(challenge.isSolved)
    // Back at the root (a horizontal stack): title and subtitle moved across
    // their vertical column, so their widths are named, 100 and 80, trailing.
    challenge.handle(.character("<"), screen: noScreen)
    #expect(challenge.play.validUIKitPath.isEmpty)
    let why = challenge.explanation.split(separator: ";").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(why.count == 4)
    #expect(why[0].hasPrefix("title width: keeps its intrinsic width 100"))
    #expect(why[1] == "aligned trailing")
    #expect(why[2].hasPrefix("subtitle width: keeps its intrinsic width 80"))
    #expect(why[3] == "aligned trailing")
  }

  @Test(
    "the ghosts of a tree: on blank cells only, never beside a name, a ruler for the columns",
    arguments: [(80, 24), (120, 40)])
  func treeGhosts(_ size: (columns: Int, rows: Int)) throws {
    let challenge = try open("nested-hugging")
    let (columns, rows) = size
    let header = 2
    let plain = PlaygroundScreen.draw(
      challenge.play, columns: columns, rows: rows - header, colorMode: .monochrome,
      glyphs: .unicode)
    let drawn = ChallengeScreen.draw(
      challenge, columns: columns, rows: rows, colorMode: .monochrome, glyphs: .unicode)
    let boxes = try #require(plain.hitMap).viewRects
    var ghosts = 0
    for y in 0..<plain.buffer.rows - 1 {
      for x in 0..<columns {
        let before = plain.buffer[x, y]
        let after = drawn.buffer[x, y + header]
        guard before.character != after.character else { continue }
        #expect(before.character == " ", "a ghost over \(before.character) at \(x),\(y)")
        guard after.character == "┉" else { continue }
        ghosts += 1
        // Not beside text, and a dotted run never inside the box of image
        // (rank 0), whose target is its own: only title's and subtitle's would be.
        for dx in [-1, 1] where x + dx >= 0 && x + dx < columns {
          let next = plain.buffer[x + dx, y].character
          #expect(next == " " || "─│┌┐└┘━┃┏┓┗┛╭╮╰╯╌╎".contains(next), "beside text at \(x),\(y)")
        }
        #expect(boxes[0]?.contains(x: x, y: y) != true, "a run inside image at \(x),\(y)")
      }
    }
    #expect(ghosts > 10)
    // Above the root: image's target (60 of 300) and title's (232 from 68) named.
    let lines = drawn.buffer.plainText().split(separator: "\n").map(String.init)
    let ruler = try #require(lines.first { $0.contains(" image ") && $0.contains(" title ") })
    // The title's run: from 68 to 300 points at the picture's scale, from the root's left.
    let root = try #require(drawn.hitMap).stackRect.x
    let perPoint = 1 / drawn.unitsPerColumn
    let start = root + Int((68 * perPoint).rounded())
    let end = root + Int((300 * perPoint).rounded()) - 1
    let cells = Array(ruler)
    #expect(cells[start] == "┋" && cells[end] == "┋" && cells[start + 1] == "┉")
    #expect(cells[root] == "┋" && cells[root + Int((60 * perPoint).rounded()) - 1] == "┋")
    #expect(lines[0].hasPrefix("challenge 20/27 nested-hugging: Two hug harder than one"))
  }
}
