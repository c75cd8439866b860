import StackScene

/// A scene shipped with the program for teaching: a name, what it teaches, and
/// the scene file itself.
///
/// The files live in the repository's `Presets/` directory, so users can open
/// and copy them, and are embedded in the binary by `scripts/generate-presets`
/// (a test checks the two agree). List them with `stackplay presets`; open one
/// with `stackplay --preset NAME`.
public struct Preset: Hashable, Sendable {
  /// The name to pass to `--preset`, which is also the file's name without `.json`.
  public var name: String
  /// One line saying what the preset teaches.
  public var summary: String

  /// The text of `Presets/NAME.json`.
  public var fileText: String {
    (Self.fileTexts[name] ?? "") + "\n"
  }

  /// The scene of the preset.
  ///
  /// - Throws: A ``SceneError`` naming `preset NAME` if the embedded file cannot
  ///   be read, which the tests rule out for every shipped preset.
  public func scene() throws(SceneError) -> Scene {
    try Scene.decode(fileText, source: "preset \(name)")
  }

  /// Every preset, in teaching order.
  public static let all: [Preset] = [
    Preset(
      name: "squares-pinned",
      summary:
        "Three squares (50, 100, 200) in a vertical fill stack pinned to 375x728: the first one stretches to 428."
    ),
    Preset(
      name: "squares-unpinned",
      summary:
        "The same squares with no size: the stack hugs its content, 200x350, and nobody stretches."
    ),
    Preset(
      name: "buttons-fill",
      summary:
        "Three buttons in a horizontal fill stack 320 wide: with equal hugging (250) the first one takes the 88 to spare."
    ),
    Preset(
      name: "buttons-hugging-249",
      summary:
        "The same buttons with Cancel's horizontal hugging lowered to 249: now Cancel stretches instead."
    ),
    Preset(
      name: "fill-proportionally-spacing",
      summary:
        "fillProportionally (50, 100, 150) with spacing 10 in 480: 75 and 150 hold, the last view absorbs the error (235, not 225)."
    ),
    Preset(
      name: "equal-spacing",
      summary:
        "equalSpacing: the views keep their widths and the two gaps are equal (50 and 50)."
    ),
    Preset(
      name: "equal-centering",
      summary:
        "equalCentering: the same views with equally spaced centres, so the gaps differ (65 and 35)."
    ),
    Preset(
      name: "compression-overflow",
      summary:
        "Too little room (300 in 240): the view with the lowest compression resistance (749) gives up the 60 points."
    ),
    Preset(
      name: "card-row",
      summary:
        "Nested stacks: an image beside a column of title and subtitle, 300 wide: the 132 to spare goes to the image, since stretching the column would break two hugging constraints against one."
    ),
    Preset(
      name: "form-rows",
      summary:
        "Nested stacks: three label and field rows 320 wide; the labels hug at 251, so in every row the field stretches (262, 232, 252) and the fields do not line up."
    ),
    Preset(
      name: "swiftui-long-texts",
      summary:
        "SwiftUI: two long Texts in an HStack are each offered about half the row, so both wrap."
    ),
    Preset(
      name: "swiftui-long-texts-priority",
      summary:
        "The same Texts with layoutPriority(1) on the title: it is offered the row first and stays on one line."
    ),
    Preset(
      name: "swiftui-spacer-min-length",
      summary:
        "SwiftUI: Spacer() keeps its minLength (8) and squeezes the label; Spacer(minLength: 0) gives it way."
    ),
  ]

  /// The preset called `name`, or `nil`.
  public static func named(_ name: String) -> Preset? {
    all.first { $0.name == name }
  }

  /// The line to show when `name` is not a preset: it lists the names.
  public static func unknownNameMessage(_ name: String) -> String {
    "unknown preset '\(name)'; the presets are: " + all.map(\.name).joined(separator: ", ")
  }
}
