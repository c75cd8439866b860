import StackLayout
import StackPresets
import StackRender
import StackScene

/// One step of the guided tour: a scene (a preset, or the previous step's scene
/// with one change) and a caption saying what changed and why.
///
/// The numbers a caption quotes are stored in ``numbers`` and formatted into it;
/// ``measure`` reads the same numbers off the laid-out scene, and a test checks
/// the two agree, so a caption can never claim what the solver does not do.
public struct TourStep: Sendable {
  /// Which step this is; it names the step's caption in ``Localization``.
  public enum ID: String, CaseIterable, Hashable, Sendable {
    case squaresUnpinned, squaresPinned, alignLeading, alignCenter, alignTrailing
    case buttonsFill, hugging249, fillEqually, fillProportionally, equalSpacing, equalCentering
    case compression, compressionTie, cardRow, formRows
    case longTexts, layoutPriority, spacerMinLength, spacerWider
    case end
  }

  /// Where a step's scene comes from.
  public enum Start: Hashable, Sendable {
    /// A preset, opened fresh.
    case preset(String)
    /// The previous step's scene.
    case previous
  }

  /// Which step this is.
  public var id: ID
  /// Where the step's scene comes from.
  public var start: Start
  /// The one change: keys applied with ``PlaygroundState/handle(_:viewAt:)``.
  public var keys: [Key]
  /// The one change, when no key makes it directly: an edit of the stack.
  public var edit: (@Sendable (inout StackView) -> Void)?
  /// The numbers the caption quotes, as the layout must give them.
  public var numbers: [Double]
  /// Reads the caption's numbers from the step's state, as the solver or the
  /// SwiftUI engine lays it out.
  public var measure: @Sendable (PlaygroundState) -> [Double]
  /// The preset the change arrives at, when it is one (the tests check that the
  /// layouts agree); the step's title names it.
  public var arrivesAt: String?

  /// Creates a step: its scene is `start` with `keys` applied, then `edit`.
  public init(
    _ id: ID, _ start: Start, arrivesAt: String? = nil, keys: [Key] = [],
    edit: (@Sendable (inout StackView) -> Void)? = nil, numbers: [Double] = [],
    measure: @escaping @Sendable (PlaygroundState) -> [Double] = { _ in [] }
  ) {
    self.id = id
    self.start = start
    self.arrivesAt = arrivesAt
    self.keys = keys
    self.edit = edit
    self.numbers = numbers
    self.measure = measure
  }

  /// The caption in `language`, with the step's numbers.
  public func caption(_ language: Language) -> String {
    Localization.caption(id, numbers.map(formatNumber), language)
  }

  /// Applies the step's change to `state`.
  func apply(to state: inout PlaygroundState) {
    for key in keys { state.handle(key) }
    if let edit { edit(&state.stack) }
    state.message = nil
  }
}

// MARK: Measuring layouts

/// UIKit frames of the state's stack.
private func frames(_ state: PlaygroundState) -> [Rect] {
  state.stack.layout().frames
}

/// A SwiftUI node's layout by name (a zero layout if it is missing, which the
/// tests would report as a wrong number).
private func node(_ state: PlaygroundState, _ name: String) -> SwiftUINodeLayout? {
  state.swiftUILayout.node(named: name)
}

private func width(_ state: PlaygroundState, _ name: String) -> Double {
  node(state, name)?.size.width ?? .nan
}

private func lineCount(_ state: PlaygroundState, _ name: String) -> Double {
  Double(node(state, name)?.textLines.count ?? 0)
}

extension TourStep {
  /// The tour, in teaching order: UIKit's fill and its priorities, alignment,
  /// the other distributions, compression, nested stacks; then SwiftUI's offers to Texts,
  /// layoutPriority and Spacer's minLength; then a closing caption.
  public static let all: [TourStep] = [
    TourStep(
      .squaresUnpinned, .preset("squares-unpinned"), numbers: [200, 350, 200],
      measure: { state in
        let layout = state.stack.layout()
        return [layout.size.width, layout.size.height, layout.frames[0].width]
      }),
    TourStep(
      .squaresPinned, .preset("squares-pinned"), numbers: [378, 428],
      measure: { [frames($0)[0].height - 50, frames($0)[0].height] }),
    TourStep(
      .alignLeading, .previous, edit: { $0.alignment = .leading }, numbers: [50, 100, 200],
      measure: { frames($0).map(\.width) }),
    TourStep(
      .alignCenter, .previous, edit: { $0.alignment = .center }, numbers: [162.5],
      measure: { [frames($0)[0].x] }),
    TourStep(
      .alignTrailing, .previous, edit: { $0.alignment = .trailing }, numbers: [325],
      measure: { [frames($0)[0].x] }),
    TourStep(
      .buttonsFill, .preset("buttons-fill"), numbers: [88, 132],
      measure: { [frames($0)[0].width - 44, frames($0)[0].width] }),
    // Tab selects cancel; H steps its hugging along the axis from 250 to 249.
    TourStep(
      .hugging249, .previous, arrivesAt: "buttons-hugging-249", keys: [.tab, .character("H")],
      numbers: [160, 44],
      measure: { [frames($0)[1].width, frames($0)[0].width] }),
    TourStep(
      .fillEqually, .previous, keys: [.character("d")], numbers: [304.0 / 3],
      measure: { frames($0).map(\.width).allEqual ? [frames($0)[0].width] : [.nan] }),
    TourStep(
      .fillProportionally, .preset("fill-proportionally-spacing"), numbers: [75, 150, 235],
      measure: { frames($0).map(\.width) }),
    TourStep(
      .equalSpacing, .preset("equal-spacing"), numbers: [50, 50],
      measure: { frames($0).gaps }),
    TourStep(
      .equalCentering, .previous, arrivesAt: "equal-centering", keys: [.character("d")],
      numbers: [20, 135, 250, 65, 35],
      measure: { frames($0).map(\.midX) + frames($0).gaps }),
    TourStep(
      .compression, .preset("compression-overflow"), numbers: [60, 40],
      measure: { [100 - frames($0)[1].width, frames($0)[1].width] }),
    // Tab selects subtitle; c steps its compression resistance from 749 to 750.
    TourStep(
      .compressionTie, .previous, keys: [.tab, .character("c")], numbers: [90],
      measure: { [frames($0)[0].width] }),
    // Nested stacks: frames are the whole tree's, in depth-first pre-order.
    TourStep(
      .cardRow, .preset("card-row"), numbers: [192, 100],
      measure: { [frames($0)[0].width, frames($0)[1].width] }),
    TourStep(
      .formRows, .preset("form-rows"), numbers: [262, 232, 252],
      measure: { [frames($0)[2].width, frames($0)[5].width, frames($0)[8].width] }),
    TourStep(
      .longTexts, .preset("swiftui-long-texts"), numbers: [236, 2, 2],
      measure: { state in
        [
          node(state, "title")?.proposal.width ?? .nan, lineCount(state, "title"),
          lineCount(state, "detail"),
        ]
      }),
    // The title is selected; h steps its layoutPriority from 0 to 1.
    TourStep(
      .layoutPriority, .previous, arrivesAt: "swiftui-long-texts-priority", keys: [.character("h")],
      numbers: [288, 1, 184, 3],
      measure: { state in
        [
          width(state, "title"), lineCount(state, "title"), width(state, "detail"),
          lineCount(state, "detail"),
        ]
      }),
    TourStep(
      .spacerMinLength, .preset("swiftui-spacer-min-length"), numbers: [8, 56, 2, 0, 64],
      measure: { state in
        [
          width(state, "spacer1"), width(state, "label1"), lineCount(state, "label1"),
          width(state, "spacer2"), width(state, "label2"),
        ]
      }),
    TourStep(
      .spacerWider, .previous, keys: [.character("w")], numbers: [10, 10],
      measure: { [width($0, "spacer1"), width($0, "spacer2")] }),
    TourStep(.end, .previous),
  ]
}

extension [Rect] {
  /// The gaps between consecutive frames along x.
  fileprivate var gaps: [Double] {
    zip(self, dropFirst()).map { $1.x - ($0.x + $0.width) }
  }
}

extension [Double] {
  fileprivate var allEqual: Bool { allSatisfy { $0 == first } }
}

extension Rect {
  fileprivate var midX: Double { x + width / 2 }
}

// MARK: The tour's state

/// The guided tour as a plain value: the steps' states, which one is showing,
/// and the language; changed only by ``handle(_:)``.
///
/// Space and Right go to the next step (the last one stays), Left to the previous
/// one (the first one stays), `q` leaves at once: the tour's scenes are presets,
/// not the user's work, so there is nothing to save. Esc does nothing here, as
/// it never quits the playground either. Every other key is ignored, so a
/// stray key never leaves the tour's path; to explore a step's scene, open its
/// preset with `stackplay --preset NAME`.
public struct TourState: Sendable {
  /// The steps, in order.
  public let steps: [TourStep]
  /// The playground state of each step: its scene after its change.
  public let states: [PlaygroundState]
  /// The preset each step's scene came from, or arrived at.
  public let presetNames: [String]
  /// The index of the step showing.
  public private(set) var index: Int
  /// The language of the captions and hints.
  public var language: Language
  /// Set by `q`: the app should exit.
  public private(set) var shouldQuit: Bool

  /// Builds every step's state from the presets.
  ///
  /// - Throws: A ``SceneError`` when a step names a preset that does not exist or
  ///   cannot be read, which the tests rule out for the shipped tour.
  public init(language: Language, steps: [TourStep] = TourStep.all) throws(SceneError) {
    var states: [PlaygroundState] = []
    var names: [String] = []
    for step in steps {
      var state: PlaygroundState
      let name: String
      switch step.start {
      case .preset(let presetName):
        guard let preset = Preset.named(presetName) else {
          throw SceneError(
            source: "tour", keyPath: "steps", message: Preset.unknownNameMessage(presetName))
        }
        state = PlaygroundState(scene: try preset.scene())
        name = presetName
      case .previous:
        state = states.last ?? PlaygroundState(scene: .playgroundDefault)
        name = step.arrivesAt ?? names.last ?? ""
      }
      state.language = language
      step.apply(to: &state)
      states.append(state)
      names.append(name)
    }
    self.steps = steps
    self.states = states
    self.presetNames = names
    self.index = 0
    self.language = language
    self.shouldQuit = false
  }

  /// The state of the step showing.
  public var current: PlaygroundState { states[index] }

  /// Whether the last step (the closing caption) is showing.
  public var isAtEnd: Bool { index == steps.count - 1 }

  /// The caption of the step showing.
  public var caption: String { steps[index].caption(language) }

  /// The step counter: `3/18`.
  public var counter: String { "\(index + 1)/\(steps.count)" }

  /// Applies one key: Space or Right next, Left back, `q` leaves; every other
  /// key (Esc too) does nothing.
  public mutating func handle(_ key: Key) {
    switch key {
    case .character(" "), .right: index = min(index + 1, steps.count - 1)
    case .left: index = max(index - 1, 0)
    case .character("q"): shouldQuit = true
    default: break
    }
  }
}

// MARK: The tour's screen

/// Draws the tour: the playground screen of the step's scene (UIKit or SwiftUI),
/// with the inspector, message and hint rows replaced by the step's title and
/// counter, its caption (wrapped by display width, so Hangul takes two columns)
/// and the tour's keys.
///
/// ```
/// (status line and canvas as in the playground)
/// ─ tour 6/18: buttons-fill ───────────────────────────────────────────
/// Three buttons (44, 72, 100) in a horizontal fill stack 320 wide, spacing 8:
/// 88 points to spare. All hug at 250, so the first, ok, stretches to 132: the
/// classic surprise.
///
/// Space/→ next  ← back  q quit
/// ```
public enum TourScreen {
  /// Draws `tour` into a `columns` × `rows` screen.
  public static func draw(
    _ tour: TourState, columns: Int, rows: Int, colorMode: ColorMode, glyphs: GlyphSet
  ) -> CellBuffer {
    // The caption takes the inspector's rows, so the inspector stays below.
    var buffer = PlaygroundScreen.draw(
      tour.current, columns: columns, rows: rows, colorMode: colorMode, glyphs: glyphs,
      allowsBeside: false
    ).buffer
    guard columns >= PlaygroundScreen.minimumSize.columns,
      rows >= PlaygroundScreen.minimumSize.rows
    else { return buffer }

    let top = rows - PlaygroundScreen.bottomRows
    buffer.fill(
      CellRect(x: 0, y: top, columns: columns, rows: PlaygroundScreen.bottomRows), with: Cell(" "))
    buffer.fill(
      CellRect(x: 0, y: top, columns: columns, rows: 1),
      with: Cell(glyphs == .unicode ? "─" : "-", style: CellStyle(dim: true)))
    let title = Localization.tourTitle(
      step: tour.index + 1, of: tour.steps.count, preset: tour.presetNames[tour.index],
      tour.language)
    buffer.put(
      " \(title) ", x: 1, y: top, style: CellStyle(bold: true), maxWidth: columns - 2,
      ellipsis: glyphs.ellipsis)

    let captionRows = PlaygroundScreen.bottomRows - 2
    let lines = PlaygroundScreen.wrap(tour.caption, width: columns)
    for (offset, line) in lines.prefix(captionRows).enumerated() {
      buffer.put(line, x: 0, y: top + 1 + offset, maxWidth: columns, ellipsis: glyphs.ellipsis)
    }
    let hints = Localization.tourHints(atEnd: tour.isAtEnd, glyphs: glyphs, tour.language)
    buffer.put(hints, x: 0, y: rows - 1, style: CellStyle(dim: true), maxWidth: columns)
    return buffer
  }
}
