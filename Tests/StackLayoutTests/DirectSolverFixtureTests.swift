import Testing

@testable import StackLayout

/// Scenes on which the direct solver and the constraint solver once disagreed, found
/// by the differential test; each was a bug in the direct solver, now fixed.
enum DirectSolverFixtures {
  static let scenes: [(number: Int, note: String, stack: StackView)] = [
    (
      121,
      "equalSpacing overflowing its pinned width: the equal gaps shrink to the narrowest spacing (-6) before the trailing edge breaks, since that breaks fewer spacings than it shortens gaps.",
      StackView(
        axis: .horizontal, distribution: .equalSpacing, alignment: .fill, spacing: 0.0,
        size: PartialSize(width: 146.0, height: nil),
        layoutMargins: EdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, trailing: 0.0),
        isLayoutMarginsRelativeArrangement: false, isBaselineRelativeArrangement: false,
        arrangedSubviews: [
          ArrangedView(
            name: "v0", intrinsicSize: PartialSize(width: 261.0, height: 248.0),
            hugging: PerAxis(horizontal: 115.0, vertical: 799.1),
            compressionResistance: PerAxis(horizontal: 1000.0, vertical: 51.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v1", intrinsicSize: PartialSize(width: 57.0, height: 1.0),
            hugging: PerAxis(horizontal: 250.0, vertical: 250.0),
            compressionResistance: PerAxis(horizontal: 669.0, vertical: 638.6), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v2", intrinsicSize: PartialSize(width: 106.0, height: 207.0),
            hugging: PerAxis(horizontal: 999.0, vertical: 250.0),
            compressionResistance: PerAxis(horizontal: 465.1, vertical: 657.9), isHidden: false,
            customSpacingAfter: nil, firstBaseline: 36.0, lastBaseline: 171.0),
          ArrangedView(
            name: "v3", intrinsicSize: PartialSize(width: 297.0, height: 16.0),
            hugging: PerAxis(horizontal: 150.0, vertical: 25.0),
            compressionResistance: PerAxis(horizontal: 150.0, vertical: 149.0), isHidden: false,
            customSpacingAfter: -6.0, firstBaseline: 5.0, lastBaseline: 8.0),
          ArrangedView(
            name: "v4", intrinsicSize: PartialSize(width: nil, height: 148.0),
            hugging: PerAxis(horizontal: 321.7, vertical: 150.0),
            compressionResistance: PerAxis(horizontal: 589.2, vertical: 280.4), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v5", intrinsicSize: PartialSize(width: nil, height: 4.0),
            hugging: PerAxis(horizontal: 749.0, vertical: 249.0),
            compressionResistance: PerAxis(horizontal: 751.0, vertical: 749.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v6", intrinsicSize: PartialSize(width: 126.0, height: 236.0),
            hugging: PerAxis(horizontal: 1000.0, vertical: 751.0),
            compressionResistance: PerAxis(horizontal: 751.0, vertical: 750.0), isHidden: false,
            customSpacingAfter: 13.0, firstBaseline: nil, lastBaseline: nil),
        ])
    ),
    (
      1132,
      "lastBaseline across a vertical stack with no width given: two compression resistances at 51 together outweigh the spanning guide's wish (@51) to be narrow.",
      StackView(
        axis: .vertical, distribution: .fill, alignment: .lastBaseline, spacing: 14.0,
        size: PartialSize(width: nil, height: nil),
        layoutMargins: EdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, trailing: 0.0),
        isLayoutMarginsRelativeArrangement: false, isBaselineRelativeArrangement: false,
        arrangedSubviews: [
          ArrangedView(
            name: "v0", intrinsicSize: PartialSize(width: 0.0, height: 130.0),
            hugging: PerAxis(horizontal: 883.8, vertical: 49.0),
            compressionResistance: PerAxis(horizontal: 922.1, vertical: 749.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: 69.0, lastBaseline: nil),
          ArrangedView(
            name: "v1", intrinsicSize: PartialSize(width: nil, height: nil),
            hugging: PerAxis(horizontal: 25.0, vertical: 150.0),
            compressionResistance: PerAxis(horizontal: 250.0, vertical: 786.5), isHidden: true,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v2", intrinsicSize: PartialSize(width: 281.0, height: 221.0),
            hugging: PerAxis(horizontal: 780.3, vertical: 23.3),
            compressionResistance: PerAxis(horizontal: 51.0, vertical: 1000.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v3", intrinsicSize: PartialSize(width: nil, height: 198.0),
            hugging: PerAxis(horizontal: 25.0, vertical: 421.2),
            compressionResistance: PerAxis(horizontal: 1000.0, vertical: 150.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: 129.0, lastBaseline: nil),
          ArrangedView(
            name: "v4", intrinsicSize: PartialSize(width: 223.0, height: 224.5),
            hugging: PerAxis(horizontal: 960.1, vertical: 999.0),
            compressionResistance: PerAxis(horizontal: 51.0, vertical: 686.6), isHidden: false,
            customSpacingAfter: nil, firstBaseline: 206.0, lastBaseline: nil),
          ArrangedView(
            name: "v5", intrinsicSize: PartialSize(width: 192.5, height: 270.0),
            hugging: PerAxis(horizontal: 1000.0, vertical: 51.0),
            compressionResistance: PerAxis(horizontal: 714.7, vertical: 251.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
        ])
    ),
    (
      3593,
      "fillEqually whose required hugging and compression resistance contradict each other: once left to the constraint solver, now solved directly.",
      StackView(
        axis: .vertical, distribution: .fillEqually, alignment: .center, spacing: 10.0,
        size: PartialSize(width: nil, height: 550.0),
        layoutMargins: EdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, trailing: 0.0),
        isLayoutMarginsRelativeArrangement: false, isBaselineRelativeArrangement: false,
        arrangedSubviews: [
          ArrangedView(
            name: "v0", intrinsicSize: PartialSize(width: 17.0, height: 283.0),
            hugging: PerAxis(horizontal: 802.5, vertical: 644.8),
            compressionResistance: PerAxis(horizontal: 1.0, vertical: 1000.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v1", intrinsicSize: PartialSize(width: nil, height: 5.0),
            hugging: PerAxis(horizontal: 51.0, vertical: 1000.0),
            compressionResistance: PerAxis(horizontal: 177.6, vertical: 999.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: 2.0, lastBaseline: 3.0),
          ArrangedView(
            name: "v2", intrinsicSize: PartialSize(width: 153.0, height: 253.5),
            hugging: PerAxis(horizontal: 1.0, vertical: 781.9),
            compressionResistance: PerAxis(horizontal: 750.0, vertical: 150.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v3", intrinsicSize: PartialSize(width: 190.0, height: 145.5),
            hugging: PerAxis(horizontal: 699.9, vertical: 1000.0),
            compressionResistance: PerAxis(horizontal: 51.0, vertical: 1000.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v4", intrinsicSize: PartialSize(width: 192.0, height: nil),
            hugging: PerAxis(horizontal: 25.0, vertical: 51.0),
            compressionResistance: PerAxis(horizontal: 260.6, vertical: 749.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v5", intrinsicSize: PartialSize(width: 229.0, height: 169.0),
            hugging: PerAxis(horizontal: 25.0, vertical: 25.0),
            compressionResistance: PerAxis(horizontal: 813.0, vertical: 701.6), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v6", intrinsicSize: PartialSize(width: 80.0, height: 248.0),
            hugging: PerAxis(horizontal: 49.0, vertical: 150.0),
            compressionResistance: PerAxis(horizontal: 1000.0, vertical: 49.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: 95.0, lastBaseline: 155.0),
        ])
    ),
    (
      4459,
      "alignment fill with a pinned cross length and two required hugging priorities below it: the leading connection gives way once instead of two huggings.",
      StackView(
        axis: .vertical, distribution: .equalSpacing, alignment: .fill, spacing: -1.0,
        size: PartialSize(width: 539.0, height: 574.0),
        layoutMargins: EdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, trailing: 0.0),
        isLayoutMarginsRelativeArrangement: false, isBaselineRelativeArrangement: false,
        arrangedSubviews: [
          ArrangedView(
            name: "v0", intrinsicSize: PartialSize(width: 172.0, height: nil),
            hugging: PerAxis(horizontal: 1000.0, vertical: 908.5),
            compressionResistance: PerAxis(horizontal: 50.0, vertical: 49.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v1", intrinsicSize: PartialSize(width: 75.0, height: 278.0),
            hugging: PerAxis(horizontal: 749.0, vertical: 899.2),
            compressionResistance: PerAxis(horizontal: 751.0, vertical: 698.9), isHidden: true,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v2", intrinsicSize: PartialSize(width: 98.5, height: 291.5),
            hugging: PerAxis(horizontal: 982.4, vertical: 51.0),
            compressionResistance: PerAxis(horizontal: 1.0, vertical: 693.5), isHidden: false,
            customSpacingAfter: -30.0, firstBaseline: 38.0, lastBaseline: nil),
          ArrangedView(
            name: "v3", intrinsicSize: PartialSize(width: 244.0, height: 180.0),
            hugging: PerAxis(horizontal: 1000.0, vertical: 149.0),
            compressionResistance: PerAxis(horizontal: 50.0, vertical: 750.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v4", intrinsicSize: PartialSize(width: 264.0, height: 119.0),
            hugging: PerAxis(horizontal: 756.0, vertical: 696.7),
            compressionResistance: PerAxis(horizontal: 72.0, vertical: 749.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
        ])
    ),
    (
      7360,
      "alignment fill with a pinned cross length and required compression resistances above it: the views keep their length and start above the stack.",
      StackView(
        axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 25.0,
        size: PartialSize(width: nil, height: 72.0),
        layoutMargins: EdgeInsets(top: 8.0, leading: 11.0, bottom: 3.0, trailing: 38.0),
        isLayoutMarginsRelativeArrangement: true, isBaselineRelativeArrangement: true,
        arrangedSubviews: [
          ArrangedView(
            name: "v0", intrinsicSize: PartialSize(width: 42.0, height: 228.0),
            hugging: PerAxis(horizontal: 249.0, vertical: 250.0),
            compressionResistance: PerAxis(horizontal: 251.0, vertical: 7.1), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v1", intrinsicSize: PartialSize(width: 237.0, height: 222.0),
            hugging: PerAxis(horizontal: 749.0, vertical: 149.0),
            compressionResistance: PerAxis(horizontal: 49.0, vertical: 149.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: 97.0),
          ArrangedView(
            name: "v2", intrinsicSize: PartialSize(width: 195.5, height: 169.0),
            hugging: PerAxis(horizontal: 32.1, vertical: 750.0),
            compressionResistance: PerAxis(horizontal: 711.3, vertical: 1000.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: 35.0, lastBaseline: nil),
          ArrangedView(
            name: "v3", intrinsicSize: PartialSize(width: 86.0, height: 56.5),
            hugging: PerAxis(horizontal: 50.0, vertical: 1.0),
            compressionResistance: PerAxis(horizontal: 1.0, vertical: 25.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v4", intrinsicSize: PartialSize(width: 128.0, height: 261.0),
            hugging: PerAxis(horizontal: 1000.0, vertical: 250.0),
            compressionResistance: PerAxis(horizontal: 1.0, vertical: 1000.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: 74.0, lastBaseline: 127.0),
          ArrangedView(
            name: "v5", intrinsicSize: PartialSize(width: 261.5, height: 145.0),
            hugging: PerAxis(horizontal: 50.0, vertical: 751.0),
            compressionResistance: PerAxis(horizontal: 999.0, vertical: 249.0), isHidden: false,
            customSpacingAfter: 2.0, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v6", intrinsicSize: PartialSize(width: 195.0, height: 83.0),
            hugging: PerAxis(horizontal: 540.1, vertical: 750.0),
            compressionResistance: PerAxis(horizontal: 250.0, vertical: 250.0), isHidden: true,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v7", intrinsicSize: PartialSize(width: 216.5, height: 0.0),
            hugging: PerAxis(horizontal: 962.4, vertical: 150.0),
            compressionResistance: PerAxis(horizontal: 150.0, vertical: 249.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
        ])
    ),
    (
      14674,
      "alignment fill, pinned height below required compression resistances, the first view without a width.",
      StackView(
        axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 16.0,
        size: PartialSize(width: nil, height: 104.0),
        layoutMargins: EdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, trailing: 0.0),
        isLayoutMarginsRelativeArrangement: false, isBaselineRelativeArrangement: false,
        arrangedSubviews: [
          ArrangedView(
            name: "v0", intrinsicSize: PartialSize(width: 0.0, height: 9.0),
            hugging: PerAxis(horizontal: 249.0, vertical: 249.0),
            compressionResistance: PerAxis(horizontal: 25.0, vertical: 251.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v1", intrinsicSize: PartialSize(width: 121.0, height: 76.5),
            hugging: PerAxis(horizontal: 250.0, vertical: 135.1),
            compressionResistance: PerAxis(horizontal: 25.0, vertical: 1000.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: 35.0, lastBaseline: 46.0),
          ArrangedView(
            name: "v2", intrinsicSize: PartialSize(width: nil, height: 206.0),
            hugging: PerAxis(horizontal: 49.0, vertical: 150.0),
            compressionResistance: PerAxis(horizontal: 1000.0, vertical: 1000.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v3", intrinsicSize: PartialSize(width: 68.0, height: 0.0),
            hugging: PerAxis(horizontal: 749.0, vertical: 249.0),
            compressionResistance: PerAxis(horizontal: 999.0, vertical: 50.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v4", intrinsicSize: PartialSize(width: 51.0, height: 69.0),
            hugging: PerAxis(horizontal: 857.0, vertical: 150.0),
            compressionResistance: PerAxis(horizontal: 751.0, vertical: 605.3), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v5", intrinsicSize: PartialSize(width: 113.0, height: nil),
            hugging: PerAxis(horizontal: 399.3, vertical: 684.1),
            compressionResistance: PerAxis(horizontal: 51.0, vertical: 415.3), isHidden: true,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v6", intrinsicSize: PartialSize(width: 0.0, height: 237.0),
            hugging: PerAxis(horizontal: 51.0, vertical: 251.0),
            compressionResistance: PerAxis(horizontal: 815.0, vertical: 49.0), isHidden: false,
            customSpacingAfter: 27.0, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v7", intrinsicSize: PartialSize(width: 127.0, height: 286.5),
            hugging: PerAxis(horizontal: 374.5, vertical: 733.9),
            compressionResistance: PerAxis(horizontal: 25.0, vertical: 1000.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
        ])
    ),
    (
      5298,
      "fillProportionally with no width given where view 0's hugging (@999) ties with its own proportion (@999): the tier's constraints all hold, and the hugging already bounds the view when its proportion is decided (once counted twice in the bounds of the views still to come).",
      StackView(
        axis: .horizontal, distribution: .fillProportionally, alignment: .leading, spacing: 28.0,
        size: PartialSize(width: nil, height: nil),
        layoutMargins: EdgeInsets(top: 37.0, leading: 35.0, bottom: 21.0, trailing: 8.0),
        isLayoutMarginsRelativeArrangement: false, isBaselineRelativeArrangement: false,
        arrangedSubviews: [
          ArrangedView(
            name: "v0", intrinsicSize: PartialSize(width: 109.0, height: 218.0),
            hugging: PerAxis(horizontal: 999.0, vertical: 249.0),
            compressionResistance: PerAxis(horizontal: 25.0, vertical: 182.6), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v1", intrinsicSize: PartialSize(width: 44.0, height: 195.5),
            hugging: PerAxis(horizontal: 51.0, vertical: 749.0),
            compressionResistance: PerAxis(horizontal: 750.0, vertical: 51.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: 140.0, lastBaseline: 152.0),
          ArrangedView(
            name: "v2", intrinsicSize: PartialSize(width: 71.0, height: nil),
            hugging: PerAxis(horizontal: 50.0, vertical: 983.4),
            compressionResistance: PerAxis(horizontal: 751.0, vertical: 35.5), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v3", intrinsicSize: PartialSize(width: 160.0, height: nil),
            hugging: PerAxis(horizontal: 259.5, vertical: 999.0),
            compressionResistance: PerAxis(horizontal: 299.5, vertical: 251.0), isHidden: false,
            customSpacingAfter: -12.0, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v4", intrinsicSize: PartialSize(width: 128.0, height: 145.0),
            hugging: PerAxis(horizontal: 50.0, vertical: 1000.0),
            compressionResistance: PerAxis(horizontal: 750.0, vertical: 749.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: 6.0, lastBaseline: 67.0),
          ArrangedView(
            name: "v5", intrinsicSize: PartialSize(width: 94.0, height: 207.0),
            hugging: PerAxis(horizontal: 150.0, vertical: 750.0),
            compressionResistance: PerAxis(horizontal: 994.1, vertical: 25.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v6", intrinsicSize: PartialSize(width: 231.0, height: 203.0),
            hugging: PerAxis(horizontal: 1000.0, vertical: 841.9),
            compressionResistance: PerAxis(horizontal: 582.5, vertical: 150.0), isHidden: false,
            customSpacingAfter: 8.0, firstBaseline: nil, lastBaseline: nil),
        ])
    ),
    (
      12178,
      "fillProportionally with no height given where views' own constraints at 999 tie with the first proportion and cannot all hold with it: the tier is a trade, now left to the constraint solver (it was once solved directly, with a view's bound counted twice).",
      StackView(
        axis: .vertical, distribution: .fillProportionally, alignment: .firstBaseline,
        spacing: 19.0, size: PartialSize(width: nil, height: nil),
        layoutMargins: EdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, trailing: 0.0),
        isLayoutMarginsRelativeArrangement: false, isBaselineRelativeArrangement: false,
        arrangedSubviews: [
          ArrangedView(
            name: "v0", intrinsicSize: PartialSize(width: nil, height: 131.5),
            hugging: PerAxis(horizontal: 25.0, vertical: 999.0),
            compressionResistance: PerAxis(horizontal: 149.0, vertical: 750.0), isHidden: false,
            customSpacingAfter: 27.0, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v1", intrinsicSize: PartialSize(width: 180.0, height: 93.0),
            hugging: PerAxis(horizontal: 337.4, vertical: 751.0),
            compressionResistance: PerAxis(horizontal: 750.0, vertical: 999.0), isHidden: false,
            customSpacingAfter: -29.0, firstBaseline: nil, lastBaseline: nil),
        ])
    ),
    (
      208,
      "top alignment across a horizontal stack pinned 155 tall, two views with required compression resistance taller than that (deficits 43 and 98): raising the views helps both, so the top canvas connection gives by the smaller deficit and the room is 198.",
      StackView(
        axis: .horizontal, distribution: .fillProportionally, alignment: .leading, spacing: 26.0,
        size: PartialSize(width: nil, height: 155.0),
        layoutMargins: EdgeInsets(top: 31.0, leading: 12.0, bottom: 25.0, trailing: 24.0),
        isLayoutMarginsRelativeArrangement: false, isBaselineRelativeArrangement: true,
        arrangedSubviews: [
          ArrangedView(
            name: "v0", intrinsicSize: PartialSize(width: 246.0, height: 198.0),
            hugging: PerAxis(horizontal: 441.8, vertical: 419.9),
            compressionResistance: PerAxis(horizontal: 150.0, vertical: 1000.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: 78.0, lastBaseline: 189.0),
          ArrangedView(
            name: "v1", intrinsicSize: PartialSize(width: 7.5, height: 253.0),
            hugging: PerAxis(horizontal: 1.0, vertical: 249.0),
            compressionResistance: PerAxis(horizontal: 13.6, vertical: 1000.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v2", intrinsicSize: PartialSize(width: 198.5, height: 0.0),
            hugging: PerAxis(horizontal: 751.0, vertical: 971.0),
            compressionResistance: PerAxis(horizontal: 751.0, vertical: 50.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v3", intrinsicSize: PartialSize(width: 69.0, height: 261.5),
            hugging: PerAxis(horizontal: 661.4, vertical: 140.9),
            compressionResistance: PerAxis(horizontal: 825.0, vertical: 250.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: 44.0, lastBaseline: nil),
          ArrangedView(
            name: "v4", intrinsicSize: PartialSize(width: 197.0, height: 265.0),
            hugging: PerAxis(horizontal: 51.0, vertical: 999.0),
            compressionResistance: PerAxis(horizontal: 1.0, vertical: 53.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v5", intrinsicSize: PartialSize(width: 0.0, height: 140.0),
            hugging: PerAxis(horizontal: 388.0, vertical: 1.0),
            compressionResistance: PerAxis(horizontal: 749.0, vertical: 50.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v6", intrinsicSize: PartialSize(width: 281.0, height: 264.0),
            hugging: PerAxis(horizontal: 881.2, vertical: 49.0),
            compressionResistance: PerAxis(horizontal: 432.4, vertical: 25.0), isHidden: true,
            customSpacingAfter: 14.0, firstBaseline: 245.0, lastBaseline: 260.0),
          ArrangedView(
            name: "v7", intrinsicSize: PartialSize(width: 75.0, height: 218.0),
            hugging: PerAxis(horizontal: 1000.0, vertical: 866.5),
            compressionResistance: PerAxis(horizontal: 749.0, vertical: 660.8), isHidden: false,
            customSpacingAfter: nil, firstBaseline: 21.0, lastBaseline: 54.0),
        ])
    ),
    (
      798,
      "firstBaseline across a pinned height of 137 that two required views overflow: the second-largest needs (0 above the line, 190 below) exceed the height, so the guide stretches upwards by 53 and the line sits at -53; v0, whose baseline is the line, breaks its top boundary.",
      StackView(
        axis: .horizontal, distribution: .fill, alignment: .firstBaseline, spacing: 0.0,
        size: PartialSize(width: nil, height: 137.0),
        layoutMargins: EdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, trailing: 0.0),
        isLayoutMarginsRelativeArrangement: false, isBaselineRelativeArrangement: false,
        arrangedSubviews: [
          ArrangedView(
            name: "v0", intrinsicSize: PartialSize(width: nil, height: 244.5),
            hugging: PerAxis(horizontal: 735.1, vertical: 617.2),
            compressionResistance: PerAxis(horizontal: 638.6, vertical: 750.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: 27.0, lastBaseline: 170.0),
          ArrangedView(
            name: "v1", intrinsicSize: PartialSize(width: 0.0, height: 27.0),
            hugging: PerAxis(horizontal: 879.7, vertical: 751.0),
            compressionResistance: PerAxis(horizontal: 49.0, vertical: 149.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v2", intrinsicSize: PartialSize(width: 187.0, height: 190.0),
            hugging: PerAxis(horizontal: 999.0, vertical: 750.0),
            compressionResistance: PerAxis(horizontal: 249.0, vertical: 1000.0), isHidden: false,
            customSpacingAfter: 2.0, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v3", intrinsicSize: PartialSize(width: 63.0, height: 138.0),
            hugging: PerAxis(horizontal: 51.0, vertical: 149.0),
            compressionResistance: PerAxis(horizontal: 1000.0, vertical: 249.0), isHidden: true,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v4", intrinsicSize: PartialSize(width: 237.0, height: 170.0),
            hugging: PerAxis(horizontal: 51.0, vertical: 50.0),
            compressionResistance: PerAxis(horizontal: 1000.0, vertical: 750.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v5", intrinsicSize: PartialSize(width: 69.5, height: 198.0),
            hugging: PerAxis(horizontal: 49.0, vertical: 251.0),
            compressionResistance: PerAxis(horizontal: 749.0, vertical: 1000.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
        ])
    ),
    (
      7225,
      "lastBaseline with margins longer than the pinned height: a view standing on the line, short of room below it, leaves the line upwards (its boundaries are settled before its alignment) and collapses to height 0.",
      StackView(
        axis: .horizontal, distribution: .fill, alignment: .lastBaseline, spacing: 18.0,
        size: PartialSize(width: 49.0, height: 14.0),
        layoutMargins: EdgeInsets(top: 14.0, leading: 7.0, bottom: 7.0, trailing: 7.0),
        isLayoutMarginsRelativeArrangement: true, isBaselineRelativeArrangement: false,
        arrangedSubviews: [
          ArrangedView(
            name: "v0", intrinsicSize: PartialSize(width: 83.0, height: 121.0),
            hugging: PerAxis(horizontal: 249.0, vertical: 251.0),
            compressionResistance: PerAxis(horizontal: 250.0, vertical: 885.9), isHidden: false,
            customSpacingAfter: nil, firstBaseline: 8.0, lastBaseline: 11.0),
          ArrangedView(
            name: "v1", intrinsicSize: PartialSize(width: nil, height: 59.0),
            hugging: PerAxis(horizontal: 249.0, vertical: 25.0),
            compressionResistance: PerAxis(horizontal: 560.3, vertical: 51.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v2", intrinsicSize: PartialSize(width: nil, height: 210.5),
            hugging: PerAxis(horizontal: 751.0, vertical: 1.0),
            compressionResistance: PerAxis(horizontal: 51.0, vertical: 1.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: 186.0, lastBaseline: 196.0),
        ])
    ),
    (
      8237,
      "unpinned baseline-relative fillProportionally: the chained shares make up D exactly, so the last one's proportion is off by the custom spacing whatever the height; once a slope of 1e-17 left from I / D sums put the height at 2.6e17.",
      StackView(
        axis: .vertical, distribution: .fillProportionally, alignment: .fill, spacing: 0.0,
        size: PartialSize(width: 278.0, height: nil),
        layoutMargins: EdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, trailing: 0.0),
        isLayoutMarginsRelativeArrangement: false, isBaselineRelativeArrangement: true,
        arrangedSubviews: [
          ArrangedView(
            name: "v0", intrinsicSize: PartialSize(width: 4.5, height: nil),
            hugging: PerAxis(horizontal: 999.0, vertical: 751.0),
            compressionResistance: PerAxis(horizontal: 331.2, vertical: 249.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v1", intrinsicSize: PartialSize(width: nil, height: 59.5),
            hugging: PerAxis(horizontal: 50.0, vertical: 130.0),
            compressionResistance: PerAxis(horizontal: 51.0, vertical: 25.0), isHidden: false,
            customSpacingAfter: 29.0, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v2", intrinsicSize: PartialSize(width: 192.0, height: 100.0),
            hugging: PerAxis(horizontal: 149.0, vertical: 429.7),
            compressionResistance: PerAxis(horizontal: 150.0, vertical: 25.0), isHidden: true,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v3", intrinsicSize: PartialSize(width: 212.0, height: 233.0),
            hugging: PerAxis(horizontal: 749.0, vertical: 791.8),
            compressionResistance: PerAxis(horizontal: 675.2, vertical: 49.0), isHidden: false,
            customSpacingAfter: nil, firstBaseline: nil, lastBaseline: nil),
          ArrangedView(
            name: "v4", intrinsicSize: PartialSize(width: 189.0, height: 22.0),
            hugging: PerAxis(horizontal: 50.0, vertical: 35.6),
            compressionResistance: PerAxis(horizontal: 260.1, vertical: 751.0), isHidden: true,
            customSpacingAfter: 23.0, firstBaseline: 21.0, lastBaseline: nil),
        ])
    ),
  ]
}

@Suite("Direct solver regression fixtures")
struct DirectSolverFixtureTests {
  @Test(
    "both solvers agree on scenes that once disagreed",
    arguments: DirectSolverFixtures.scenes.indices)
  func agrees(_ index: Int) {
    let fixture = DirectSolverFixtures.scenes[index]
    var workspace = DirectSolverWorkspace()
    let direct = workspace.solveDirectly(fixture.stack)
    // Scene 12178 (a tier where a proportion trades with views' own constraints)
    // is solved by the search over the stack's length.
    #expect(
      direct, "scene \(fixture.number): \(fixture.note), handed over at \(workspace.fallbackSite)")
    let reference = fixture.stack.layout(using: .constraintSolver)
    let layout = fixture.stack.layout()
    let difference = DifferentialScenes.difference(
      fixture.stack, direct: (layout.frames, layout.size), reference: reference)
    #expect(difference == nil, "scene \(fixture.number): \(difference ?? "")")
  }

  @Test(
    "equalSpacing overflow: gaps shrink to the narrowest spacing, then the trailing edge breaks")
  func equalGapsGiveBeforeTheTrailingEdge() {
    // Worked by hand: 146 points for views that need 261 + 57 + 106 + 297 + 126 with
    // six gaps of at least 0 (one custom -6). Views give by compression resistance
    // (150, 465.1, 669, 751) down to 0; v0 (1000) keeps 261. Shrinking all six equal
    // gaps by 1 breaks five spacings (cost 5 < 6 of the trailing edge), so the gaps
    // fall to -6; the trailing connection takes the rest.
    let stack = DirectSolverFixtures.scenes[0].stack
    let layout = stack.layout()
    let expectedX: [Double] = [0, 255, 249, 243, 237, 231, 225]
    let expectedWidth: [Double] = [261, 0, 0, 0, 0, 0, 0]
    #expect(layout.frames.map(\.x) == expectedX)
    #expect(layout.frames.map(\.width) == expectedWidth)
  }

  @Test("fillProportionally: a required hugging outranks the view's proportion")
  func hugOutranksProportion() {
    // Worked by hand: two views 100 wide, spacing 0, pinned 300, so D = 200 and each
    // proportion asks for 150 (@999 for the first, @998 for the second). The first
    // view's hugging is required: it stays 100, and the second takes the other 200,
    // breaking both proportions by 50.
    let stack = StackView(
      distribution: .fillProportionally, size: PartialSize(width: 300, height: 50),
      arrangedSubviews: [
        arranged("a", width: 100, height: 50, hugging: PerAxis(horizontal: 1000, vertical: 250)),
        arranged("b", width: 100, height: 50),
      ])
    var workspace = DirectSolverWorkspace()
    let direct = workspace.solveDirectly(stack)
    #expect(direct)
    expectLayout(
      stack.layout(), size: Size(width: 300, height: 50),
      frames: [frame(0, 0, 100, 50), frame(100, 0, 200, 50)])
  }
}
