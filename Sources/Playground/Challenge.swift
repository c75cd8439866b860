import StackLayout
import StackPresets
import StackRender
import StackScene

/// A challenge level being played, as a plain value changed only by
/// ``handle(_:screen:)``: the playground state of its scene, the level, how
/// many hints were shown, and whether its frames match the target.
///
/// Keys go to the playground as usual, with these differences:
///
/// - `?` shows the level's first hint, then its second, then the help (the
///   hint line says which comes next); once solved it shows the help.
/// - A level that lists its keys refuses the others that would change the
///   scene, with a message naming the keys it takes (selecting, undo, `r`,
///   zoom, the panels and the help always work), and mouse drags do not
///   resize there. `m`, `,`, `.`, `s` and `S` are off in every level.
/// - A level with a most number of changes refuses a change past it (the
///   count is the number of steps `u` can undo; `r` starts over from 0).
/// - `q` leaves at once: the progress is saved as each level is solved.
/// - When every frame is within half a point of the target, the level is
///   solved: the message explains why in the solver's words and Enter opens
///   the next level.
public struct ChallengeState: Sendable {
  /// The level's place in ``Challenge/all``.
  public let index: Int
  public let challenge: Challenge
  public let level: ChallengeFile
  /// The playground on the level's scene.
  public var play: PlaygroundState
  public var language: Language {
    get { play.language }
    set { play.language = newValue }
  }
  /// How many of the level's hints `?` has shown (0, 1 or 2).
  public private(set) var hintsShown = 0
  /// Whether the frames match the target now.
  public private(set) var isSolved = false
  /// Set by `q`: the app should exit.
  public private(set) var shouldQuit = false
  /// The levels solved so far, this one included once it is.
  public var progress: ChallengeProgress
  /// Set when a level is solved for the first time: the app saves
  /// ``progress`` and clears it.
  public var needsProgressSave = false
  /// The frames at the start, to tell which views the solution moved.
  let startFrames: [TargetFrame]

  /// Opens `challenge`.
  ///
  /// - Throws: A ``SceneError`` when the level cannot be read, which the tests
  ///   rule out for every shipped level.
  public init(
    _ challenge: Challenge, language: Language, progress: ChallengeProgress = ChallengeProgress()
  ) throws(SceneError) {
    try self.init(challenge, level: challenge.level(), language: language, progress: progress)
  }

  /// Opens `level` as `challenge` (tests give a level of their own).
  public init(
    _ challenge: Challenge, level: ChallengeFile, language: Language,
    progress: ChallengeProgress = ChallengeProgress()
  ) {
    self.challenge = challenge
    self.index = Challenge.all.firstIndex(of: challenge) ?? 0
    self.level = level
    var play = PlaygroundState(scene: level.scene)
    play.language = language
    self.play = play
    self.progress = progress
    self.startFrames = Self.frames(of: play)
    isSolved = Self.matches(startFrames, level.target)
    fitTarget()
  }

  /// Makes the picture's scale fit the target too, not only the stack as it
  /// is, so that a ghost larger than the stack is on screen.
  mutating func fitTarget() {
    let size = play.isSwiftUI ? play.swiftUILayout.size : play.rootStack.layout().size
    var width = size.width
    var height = size.height
    for wanted in level.target {
      width = max(width, wanted.frame.x + wanted.frame.width)
      height = max(height, wanted.frame.y + wanted.frame.height)
    }
    play.fitAnchor =
      width > size.width || height > size.height ? Size(width: width, height: height) : nil
  }

  /// The level after this one, if there is one.
  public var next: Challenge? {
    Challenge.all.indices.contains(index + 1) ? Challenge.all[index + 1] : nil
  }

  /// The frames the level compares with its target: every view's frame
  /// (UIKit; with nested stacks every view of the tree, depth-first, whatever
  /// stack is being edited), every named node's (SwiftUI), relative to the
  /// root stack.
  public static func frames(of state: PlaygroundState) -> [TargetFrame] {
    if state.isSwiftUI {
      return state.swiftUILayout.nodes.compactMap { node in
        node.name.map { TargetFrame(name: $0, frame: node.frame) }
      }
    }
    return state.rootStack.layout().views.map { TargetFrame(name: $0.name, frame: $0.frame) }
  }

  /// Whether `frames` name the same views as `target`, each within half a
  /// point (or cell) of its target on every edge and length.
  public static func matches(_ frames: [TargetFrame], _ target: [TargetFrame]) -> Bool {
    guard frames.count == target.count else { return false }
    return target.allSatisfy { wanted in
      guard let frame = frames.first(where: { $0.name == wanted.name })?.frame else { return false }
      let a = frame
      let b = wanted.frame
      return [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy {
        abs($0) <= 0.5
      }
    }
  }

  /// Whether the playground has something on top that takes every key (the
  /// help, a prompt, the quit question, the code).
  var isModal: Bool {
    play.isShowingHelp || play.prompt != nil || play.pathPrompt != nil || play.isAskingToQuit
      || play.saveOverwrite != nil || play.panel == .code
  }

  /// Applies one key; `screen` is the screen the key was pressed on (for clicks).
  public mutating func handle(_ key: Key, screen: DrawnScreen) {
    if !isModal {
      switch key {
      case .character("q"):
        shouldQuit = true
        return
      case .character("?") where !isSolved && hintsShown < 2:
        hintsShown += 1
        play.message = Localization.challengeHint(
          level.hints[hintsShown - 1], number: hintsShown, language)
        return
      case .enter where isSolved:
        openNext()
        return
      case .character("m"), .character(","), .character("."), .character("s"),
        .character("S"):
        play.message = Localization.challengeKeyOff(key, language)
        return
      default:
        if !isAllowed(key) {
          play.message = Localization.challengeKeyRefused(key, keys: level.keys ?? [], language)
          return
        }
      }
    }
    let before = play
    let wasModal = isModal
    if level.keys != nil, case .click = key {
      play.handle(key) { screen.viewIndex(atColumn: $0, row: $1) }
    } else {
      play.handle(key, screen: screen)
    }
    if !wasModal, key == .character("r") {
      // Starting over: the changes count from 0 again.
      play.history = History()
      play.message = Localization.challengeStartedOver(language)
    }
    if let most = level.maxChanges, play.history.undoCount > most {
      play = before
      play.message = Localization.challengeTooManyChanges(most, language)
    }
    if play.scene != before.scene { fitTarget() }
    // q from the help or the code panel: a challenge has nothing to save (the
    // progress is saved as levels are solved), so it leaves without asking.
    if play.shouldQuit || play.isAskingToQuit {
      shouldQuit = true
      return
    }
    updateSolved()
  }

  /// The number of changes made (steps `u` can undo).
  public var changes: Int { play.history.undoCount }

  /// Keys that never change the scene, or only undo: always allowed.
  static let alwaysAllowed: Set<Key> = [
    .tab, .backTab, .left, .right, .escape, .resize, .shiftUp, .shiftDown, .shiftLeft,
    .shiftRight, .pageUp, .pageDown, .home, .end, .wheel(up: true), .wheel(up: false),
    .character("?"), .character("u"), .control("r"), .character("r"), .character("y"),
    .character("i"), .character("I"), .character("z"), .character("Z"), .character("0"),
    .character("l"), .character("o"), .control("e"), .character("<"), .character(">"),
  ]

  /// Whether the level lets `key` through (a level without `keys` takes every key).
  func isAllowed(_ key: Key) -> Bool {
    guard let keys = level.keys else { return true }
    if Self.alwaysAllowed.contains(key) { return true }
    switch key {
    case .click, .release: return true
    case .character(let character): return keys.contains(String(character))
    case .up: return keys.contains("up")
    case .down: return keys.contains("down")
    case .enter: return keys.contains("enter") || keys.contains("=")
    default: return false
    }
  }

  private mutating func updateSolved() {
    let solvedNow = Self.matches(Self.frames(of: play), level.target)
    defer { isSolved = solvedNow }
    guard solvedNow, !isSolved else { return }
    play.message = Localization.challengeSolved(
      explanation, next: next?.name, language)
    if progress.markSolved(challenge.name) { needsProgressSave = true }
  }

  /// Why the solution works, in the solver's words: the reasons of the views
  /// whose frames the solution changed (at most two), for the axis that changed.
  public var explanation: String {
    let now = Self.frames(of: play)
    var parts: [String] = []
    if play.isSwiftUI {
      let layout = play.swiftUILayout
      for frame in now where !isSame(frame) {
        guard let node = layout.node(named: frame.name) else { continue }
        parts.append("\(frame.name): \(node.reason)")
      }
    } else {
      let layout = play.rootStack.layout()
      // Each view's own stack's axis (in a tree, a nested view's stack's).
      let axes = Self.stackAxes(of: play.rootStack)
      for (index, frame) in now.enumerated() where !isSame(frame) {
        guard let start = startFrames.first(where: { $0.name == frame.name })?.frame,
          layout.views.indices.contains(index), axes.indices.contains(index)
        else { continue }
        let a = frame.frame
        let horizontal = axes[index] == .horizontal
        let alongChanged =
          horizontal
          ? abs(a.x - start.x) > 0.5 || abs(a.width - start.width) > 0.5
          : abs(a.y - start.y) > 0.5 || abs(a.height - start.height) > 0.5
        let reason = layout.views[index].reason
        let words = horizontal ? ("width", "height") : ("height", "width")
        parts.append(
          alongChanged
            ? "\(frame.name) \(words.0): \(reason.along)"
            : "\(frame.name) \(words.1): \(reason.across)")
      }
    }
    return parts.prefix(2).joined(separator: "; ")
  }

  /// The axis of the stack holding each view of the tree of `root`, in the
  /// order of its layout's views (depth-first pre-order).
  static func stackAxes(of root: StackView) -> [Axis] {
    var axes: [Axis] = []
    func visit(_ stack: StackView) {
      for view in stack.arrangedSubviews {
        axes.append(stack.axis)
        if let nested = view.stack { visit(nested) }
      }
    }
    visit(root)
    return axes
  }

  /// Whether the view of `rank` in the tree of `root` is a nested stack.
  static func isStack(rank: Int, in root: StackView) -> Bool {
    var isStack: [Bool] = []
    func visit(_ stack: StackView) {
      for view in stack.arrangedSubviews {
        isStack.append(view.stack != nil)
        if let nested = view.stack { visit(nested) }
      }
    }
    visit(root)
    return isStack.indices.contains(rank) && isStack[rank]
  }

  private func isSame(_ frame: TargetFrame) -> Bool {
    guard let start = startFrames.first(where: { $0.name == frame.name }) else { return false }
    return Self.matches([frame], [TargetFrame(name: frame.name, frame: start.frame)])
  }

  /// Enter on a solved level: the next level, keeping the language and the
  /// progress; on the last one, a message.
  mutating func openNext() {
    guard let next else {
      play.message = Localization.challengeLastLevel(language)
      return
    }
    do {
      self = try ChallengeState(next, language: language, progress: progress)
    } catch {
      play.message = "\(error)"
    }
  }
}
