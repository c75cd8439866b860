/// The colours a scene may name for a view (`"color": "red"`), in the order the
/// playground hands them out to new views.
public enum PaletteColor: String, CaseIterable, Hashable, Sendable {
  case red, orange, yellow, green, teal, blue, purple, pink, brown, gray

  /// The colour given to the view at `index` when a scene names none.
  public static func automatic(forIndex index: Int) -> PaletteColor {
    allCases[index % allCases.count]
  }
}
