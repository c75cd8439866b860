/// The platform values of the SwiftUI engine in one unit: how big a character
/// is, the default spacing and padding, and a Color's ideal size.
///
/// SwiftUI measures in points; the playground draws in terminal cells, which
/// are about twice as tall as they are wide. The engine takes **one character
/// cell to be 8 points wide and 16 points tall**, so that the viewport's 2:1
/// cell shape holds (at zoom 1 one point is one column and half a row) and a
/// line of text is a little taller than SwiftUI's 8-point spacing.
///
/// | value | ``point`` | ``cell`` (columns × rows) |
/// | --- | --- | --- |
/// | a character (``columnWidth`` × ``rowHeight``) | 8 × 16 | 1 × 1 (2 × 1 for a wide character) |
/// | default spacing (``spacing``), horizontal / vertical | 8 / 8 | 1 / 1 |
/// | default padding (``padding``), leading and trailing / top and bottom | 16 / 16 | 2 / 1 |
/// | Color's ideal size (``colorIdealSize``) | 10 × 10 | 1 × 1 |
///
/// The cell values are the point values divided by 8 (horizontally) or 16
/// (vertically), rounded to the nearest whole cell with halves up, and never
/// below one cell, so that a scene in cells stays on the grid: 8 points of
/// vertical spacing are half a row, which becomes one row.
///
/// The values are variables so that a playground can let the user change them.
public struct SwiftUIMetrics: Hashable, Sendable {
  /// The width of one text column (one character; a wide character takes two).
  public var columnWidth: Double
  /// The height of one line of text.
  public var rowHeight: Double
  /// The default distance between two neighbours that are not Spacers, and a
  /// Spacer's default `minLength`: `horizontal` in an HStack, `vertical` in a VStack.
  public var spacing: PerAxis<Double>
  /// The default padding of `.padding()`: `horizontal` on the leading and
  /// trailing edges, `vertical` on the top and bottom ones.
  public var padding: PerAxis<Double>
  /// The size a Color chooses on an axis whose proposal is unspecified.
  public var colorIdealSize: Size

  public init(
    columnWidth: Double, rowHeight: Double, spacing: PerAxis<Double>, padding: PerAxis<Double>,
    colorIdealSize: Size
  ) {
    self.columnWidth = columnWidth
    self.rowHeight = rowHeight
    self.spacing = spacing
    self.padding = padding
    self.colorIdealSize = colorIdealSize
  }

  /// Points: a character is 8 × 16, spacing 8, padding 16, Color's ideal 10 × 10.
  public static let point = SwiftUIMetrics(
    columnWidth: 8, rowHeight: 16, spacing: PerAxis(horizontal: 8, vertical: 8),
    padding: PerAxis(horizontal: 16, vertical: 16), colorIdealSize: Size(width: 10, height: 10))

  /// Terminal cells: a character is 1 × 1, spacing 1 column or 1 row, padding
  /// 2 columns and 1 row, Color's ideal 1 × 1.
  public static let cell = SwiftUIMetrics(
    columnWidth: 1, rowHeight: 1, spacing: PerAxis(horizontal: 1, vertical: 1),
    padding: PerAxis(horizontal: 2, vertical: 1), colorIdealSize: Size(width: 1, height: 1))

  /// The insets of `.padding()`.
  public var defaultPadding: EdgeInsets {
    EdgeInsets(
      top: padding.vertical, leading: padding.horizontal, bottom: padding.vertical,
      trailing: padding.horizontal)
  }
}
