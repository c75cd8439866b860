import StackLayout

@testable import StackRender

/// Hand-made layouts for the canvas tests. The frames are worked out by hand
/// from the UIKit rules (uikit-stack.md), so the tests do not need the solver.
enum Fixtures {
  /// Horizontal, fill/fill, spacing 10, pinned 320 × 80; intrinsic widths 60,
  /// 80, 60 (height 40). 60 + 80 + 60 + 2 × 10 = 220: the 100 left over goes to
  /// the first view (all hug at 250, lowest index stretches). Heights stretch
  /// to 80 (alignment fill).
  static let threeHorizontal = Fixture(
    StackView(
      axis: .horizontal, spacing: 10, size: PartialSize(width: 320, height: 80),
      arrangedSubviews: [
        view("red", "red", width: 60, height: 40),
        view("green", "green", width: 80, height: 40),
        view("blue", "blue", width: 60, height: 40),
      ]),
    size: Size(width: 320, height: 80),
    frames: [(0, 0, 160, 80), (170, 0, 80, 80), (260, 0, 60, 80)])

  /// The worked example of solver-rules.md: vertical, spacing 0, views 50, 100
  /// and 200 square, pinned 375 × 728, fill/fill: the first view takes the
  /// 378 points to spare.
  static let threeVertical = Fixture(
    StackView(
      axis: .vertical, size: PartialSize(width: 375, height: 728),
      arrangedSubviews: [
        view("red", "red", width: 50, height: 50),
        view("green", "green", width: 100, height: 100),
        view("blue", "blue", width: 200, height: 200),
      ]),
    size: Size(width: 375, height: 728),
    frames: [(0, 0, 375, 428), (0, 428, 375, 100), (0, 528, 375, 200)])

  /// Horizontal, fill, pinned 200 × 60, every compression resistance required:
  /// 100 + 80 + 60 = 240 cannot shrink, so the trailing canvas connection
  /// breaks and blue runs 40 points past the stack's trailing edge.
  static let overflow = Fixture(
    StackView(
      axis: .horizontal, size: PartialSize(width: 200, height: 60),
      arrangedSubviews: [
        ArrangedView(
          name: "red", color: "red", intrinsicSize: PartialSize(width: 100, height: 60),
          compressionResistance: PerAxis(horizontal: 1000, vertical: 750)),
        ArrangedView(
          name: "green", color: "green", intrinsicSize: PartialSize(width: 80, height: 60),
          compressionResistance: PerAxis(horizontal: 1000, vertical: 750)),
        ArrangedView(
          name: "blue", color: "blue", intrinsicSize: PartialSize(width: 60, height: 60),
          compressionResistance: PerAxis(horizontal: 1000, vertical: 750)),
      ]),
    size: Size(width: 200, height: 60),
    frames: [(0, 0, 100, 60), (100, 0, 80, 60), (180, 0, 60, 60)])

  /// Horizontal, fill, spacing 8, unpinned; views 100 × 50 each, the second and
  /// fourth hidden. Stack: 3 × 100 + 2 × 8 = 316 wide, 50 tall. A hidden view's
  /// collapsed frame sits at the trailing edge of the view before it.
  static let hidden = Fixture(
    StackView(
      axis: .horizontal, spacing: 8,
      arrangedSubviews: [
        view("red", "red", width: 100, height: 50),
        view("yellow", "yellow", width: 100, height: 50, hidden: true),
        view("green", "green", width: 100, height: 50),
        view("pink", "pink", width: 100, height: 50, hidden: true),
        view("blue", "blue", width: 100, height: 50),
      ]),
    size: Size(width: 316, height: 50),
    frames: [
      (0, 0, 100, 50), (100, 0, 0, 50), (108, 0, 100, 50), (208, 0, 0, 50), (216, 0, 100, 50),
    ]
  )

  /// The worked example of solver-rules.md: vertical, unpinned, equalCentering,
  /// alignment fill; views 50, 100 and 200 square. The stack is 425 tall, the
  /// gaps 75 and 0 (y = 0, 125, 225; centres 25, 175, 325, 150 apart), every
  /// view 200 wide.
  static let equalCenteringVertical = Fixture(
    StackView(
      axis: .vertical, distribution: .equalCentering,
      arrangedSubviews: [
        view("red", "red", width: 50, height: 50),
        view("green", "green", width: 100, height: 100),
        view("blue", "blue", width: 200, height: 200),
      ]),
    size: Size(width: 200, height: 425),
    frames: [(0, 0, 200, 50), (0, 125, 200, 100), (0, 225, 200, 200)])

  /// Horizontal, equalCentering, alignment center, pinned 400 × 100; views 40,
  /// 120 and 40 wide (40, 80, 40 tall). Centres equally spaced across 400:
  /// first centre 20, last 380, middle 200; so x = 0, 140, 360. Heights keep
  /// their intrinsic values, centred: y = 30, 10, 30.
  static let equalCenteringHorizontal = Fixture(
    StackView(
      axis: .horizontal, distribution: .equalCentering, alignment: .center,
      size: PartialSize(width: 400, height: 100),
      arrangedSubviews: [
        view("red", "red", width: 40, height: 40),
        view("teal", "teal", width: 120, height: 80),
        view("purple", "purple", width: 40, height: 40),
      ]),
    size: Size(width: 400, height: 100),
    frames: [(0, 30, 40, 40), (140, 10, 120, 80), (360, 30, 40, 40)])

  /// Horizontal, fill, pinned 300 × 60 with views 150, 60, 40, 20, 12, 6, 3
  /// and 9 wide (no intrinsic height, alignment fill). At 0.2 columns per point
  /// the edges are 0, 30, 42, 50, 54, 56.4 → 56, 57.6 → 58, 58.2 → 58, 60: the
  /// boxes are 30, 12, 8, 4, 2, 2, 0 and 2 columns. The 3-point view rounds to
  /// no column, so it shows as a one-column marker (at column 58, over pink's first).
  static let tiny = Fixture(
    StackView(
      axis: .horizontal, size: PartialSize(width: 300, height: 60),
      arrangedSubviews: [
        view("red", "red", width: 150),
        view("orange", "orange", width: 60),
        view("yellow", "yellow", width: 40),
        view("green", "green", width: 20),
        view("teal", "teal", width: 12),
        view("blue", "blue", width: 6),
        view("purple", "purple", width: 3),
        view("pink", "pink", width: 9),
      ]),
    size: Size(width: 300, height: 60),
    frames: [
      (0, 0, 150, 60), (150, 0, 60, 60), (210, 0, 40, 60), (250, 0, 20, 60), (270, 0, 12, 60),
      (282, 0, 6, 60), (288, 0, 3, 60), (291, 0, 9, 60),
    ])

  /// Horizontal, fill, spacing -20 (overlap), unpinned; views 100 × 60.
  /// Stack 3 × 100 - 2 × 20 = 260 wide: x = 0, 80, 160.
  static let overlap = Fixture(
    StackView(
      axis: .horizontal, spacing: -20,
      arrangedSubviews: [
        view("red", "red", width: 100, height: 60),
        view("green", "green", width: 100, height: 60),
        view("blue", "blue", width: 100, height: 60),
      ]),
    size: Size(width: 260, height: 60),
    frames: [(0, 0, 100, 60), (80, 0, 100, 60), (160, 0, 100, 60)])

  /// Vertical, fill, margins-relative with margins 20 on every side, pinned
  /// 200 × 200; two views 40 tall (no intrinsic width): the arrangement area is
  /// 160 × 160 from (20, 20); the first view takes the 80 to spare (120 tall).
  static let margins = Fixture(
    StackView(
      axis: .vertical, size: PartialSize(width: 200, height: 200),
      layoutMargins: EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20),
      isLayoutMarginsRelativeArrangement: true,
      arrangedSubviews: [
        view("header", "orange", height: 40),
        view("body", "gray", height: 40),
      ]),
    size: Size(width: 200, height: 200),
    frames: [(20, 20, 160, 120), (20, 140, 160, 40)])

  /// Horizontal, fillEqually, spacing 8, pinned 300 × 60, Korean names.
  /// Each view (300 - 16) / 3 = 94.667 wide.
  static let korean = Fixture(
    StackView(
      axis: .horizontal, distribution: .fillEqually, spacing: 8,
      size: PartialSize(width: 300, height: 60),
      arrangedSubviews: [
        view("한국어", "blue", width: 60, height: 30),
        view("제목", "yellow"),
        view("아주긴이름입니다", "pink"),
      ]),
    size: Size(width: 300, height: 60),
    frames: [
      (0, 0, 284.0 / 3, 60), (284.0 / 3 + 8, 0, 284.0 / 3, 60),
      (2 * 284.0 / 3 + 16, 0, 284.0 / 3, 60),
    ])
}
