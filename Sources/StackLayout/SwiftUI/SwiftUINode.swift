/// One view of a SwiftUI tree: a stack, a Text, a Color or a Spacer, with an
/// optional name and its modifiers.
///
/// The input of the SwiftUI engine, as ``StackView`` is the input of the UIKit
/// solver. A node describes `Kind` then `modifiers`, innermost first, so
///
/// ```swift
/// Color.red.frame(maxWidth: 100).layoutPriority(1)
/// ```
///
/// is
///
/// ```swift
/// SwiftUINode(
///   .color("red"), name: "a",
///   modifiers: [.flexibleFrame(FlexibleFrame(maxWidth: 100)), .layoutPriority(1)])
/// ```
///
/// Lay a tree out with ``layout(proposal:metrics:)``.
public struct SwiftUINode: Hashable, Sendable {
  /// What the view is, before its modifiers.
  public var kind: Kind
  /// A name for explanations and the render answer; names should be unique in a
  /// tree (scene files enforce it), but the engine does not rely on it.
  public var name: String?
  /// The modifiers, innermost first: the first one wraps the view itself, each
  /// next one wraps the result of the ones before it.
  public var modifiers: [SwiftUIModifier]

  public init(_ kind: Kind, name: String? = nil, modifiers: [SwiftUIModifier] = []) {
    self.kind = kind
    self.name = name
    self.modifiers = modifiers
  }

  /// The kinds of view the engine knows.
  public enum Kind: Hashable, Sendable {
    /// `HStack(alignment:spacing:)`: children side by side. A `nil` spacing is
    /// the default distance: the unit's spacing between two views, 0 next to a
    /// Spacer.
    case hstack(spacing: Double?, alignment: VerticalAlignment, children: [SwiftUINode])
    /// `VStack(alignment:spacing:)`: children one above the other.
    case vstack(spacing: Double?, alignment: HorizontalAlignment, children: [SwiftUINode])
    /// `ZStack(alignment:)`: children on top of each other, later ones in front.
    case zstack(alignment: Alignment2D, children: [SwiftUINode])
    /// `Text(verbatim:)`: one column per character (two for wide characters),
    /// one row per line. Line breaks in the string start new lines.
    case text(String)
    /// `Color`: takes whatever it is proposed. The string is a colour name (a
    /// scene's palette name); the engine only passes it on.
    case color(String)
    /// `Spacer(minLength:)`: `nil` is the unit's default spacing.
    case spacer(minLength: Double?)

    /// The children of a stack; empty for a leaf.
    public var children: [SwiftUINode] {
      switch self {
      case .hstack(_, _, let children), .vstack(_, _, let children), .zstack(_, let children):
        children
      case .text, .color, .spacer:
        []
      }
    }

    /// `HStack`, `VStack`, `ZStack`, `Text`, `Color` or `Spacer`.
    public var typeName: String {
      switch self {
      case .hstack: "HStack"
      case .vstack: "VStack"
      case .zstack: "ZStack"
      case .text: "Text"
      case .color: "Color"
      case .spacer: "Spacer"
      }
    }
  }
}

/// A modifier of a ``SwiftUINode``.
public enum SwiftUIModifier: Hashable, Sendable {
  /// `frame(width:height:alignment:)`: a given dimension is the result as is;
  /// the content is proposed it and aligned inside.
  case frame(FixedFrame)
  /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
  case flexibleFrame(FlexibleFrame)
  /// `padding(_:)`: insets around the content; `nil` is the unit's default
  /// padding on every edge (`.padding()`). Negative insets are taken as 0.
  case padding(EdgeInsets?)
  /// `fixedSize(horizontal:vertical:)`: the content is proposed an unspecified
  /// length (its ideal) on the fixed axes.
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// `layoutPriority(_:)`: counts only as the outermost modifier (``fixedSize``
  /// and ``lineLimit`` let it through; ``frame``, ``flexibleFrame`` and
  /// ``padding`` hide it).
  case layoutPriority(Double)
  /// `lineLimit(_:)`: the most lines every Text inside may take (`nil` for no
  /// limit). It is an environment value: it applies to the whole subtree, a
  /// limit set closer to a Text wins, and where it sits among the other
  /// modifiers does not matter. Limits below 1 are taken as 1.
  case lineLimit(Int?)
}

/// The dimensions of `frame(width:height:alignment:)`; a `nil` dimension is
/// the content's own. A negative or NaN dimension is taken as 0.
public struct FixedFrame: Hashable, Sendable {
  public var width: Double?
  public var height: Double?
  /// Where the content sits in the frame (centred by default).
  public var alignment: Alignment2D

  public init(width: Double? = nil, height: Double? = nil, alignment: Alignment2D = .center) {
    self.width = width
    self.height = height
    self.alignment = alignment
  }
}

/// The bounds of a flexible `frame(minWidth:idealWidth:maxWidth:...)`.
///
/// Max values may be `.infinity`. Per axis, with `P` the proposal and `C` the
/// content's answer:
/// - `P` unspecified: `ideal` if given, else `C` clamped to `min...max`;
/// - `min` and `max` given: `clamp(P, min, max)`;
/// - only `min`: `max(min(P, C), min)`; only `max`: `min(max(P, C), max)`;
/// - neither: `C`.
///
/// The content is proposed `clamp(P ?? ideal, min, max)` (unspecified when
/// both are). A clamp whose `min` exceeds its `max` gives `min`. Negative or
/// NaN values are taken as 0 (a NaN max as no max).
public struct FlexibleFrame: Hashable, Sendable {
  public var minWidth: Double?
  public var idealWidth: Double?
  public var maxWidth: Double?
  public var minHeight: Double?
  public var idealHeight: Double?
  public var maxHeight: Double?
  /// Where the content sits in the frame (centred by default).
  public var alignment: Alignment2D

  public init(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment2D = .center
  ) {
    self.minWidth = minWidth
    self.idealWidth = idealWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.idealHeight = idealHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
  }

  /// The bounds along `axis`.
  public func bounds(along axis: Axis) -> (min: Double?, ideal: Double?, max: Double?) {
    axis == .horizontal
      ? (minWidth, idealWidth, maxWidth) : (minHeight, idealHeight, maxHeight)
  }
}

/// How an HStack lines its children up vertically (SwiftUI's `VerticalAlignment`).
///
/// Each child's guide is a distance below its top edge: `top` 0, `center` half
/// its height, `bottom` its height, `firstTextBaseline` and `lastTextBaseline`
/// the baseline of its first or last line of text (the bottom of that row; see
/// ``SwiftUINodeLayout/firstBaseline``), or its height when it has no text.
public enum VerticalAlignment: String, CaseIterable, Hashable, Sendable {
  case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// How a VStack lines its children up horizontally (SwiftUI's `HorizontalAlignment`).
public enum HorizontalAlignment: String, CaseIterable, Hashable, Sendable {
  case leading, center, trailing
}

/// An alignment on both axes, for a ZStack or a frame (SwiftUI's `Alignment`).
public struct Alignment2D: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment2D(horizontal: .center, vertical: .center)
  public static let topLeading = Alignment2D(horizontal: .leading, vertical: .top)
  public static let top = Alignment2D(horizontal: .center, vertical: .top)
  public static let topTrailing = Alignment2D(horizontal: .trailing, vertical: .top)
  public static let leading = Alignment2D(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment2D(horizontal: .trailing, vertical: .center)
  public static let bottomLeading = Alignment2D(horizontal: .leading, vertical: .bottom)
  public static let bottom = Alignment2D(horizontal: .center, vertical: .bottom)
  public static let bottomTrailing = Alignment2D(horizontal: .trailing, vertical: .bottom)

  /// SwiftUI's name: `center`, `topLeading`, `bottom`, `leadingFirstTextBaseline`…
  public var name: String {
    switch (horizontal, vertical) {
    case (.center, .center): return "center"
    case (_, .firstTextBaseline), (_, .lastTextBaseline):
      return horizontal.rawValue + vertical.rawValue.prefix(1).uppercased()
        + vertical.rawValue.dropFirst()
    case (.center, _): return vertical.rawValue
    case (_, .center): return horizontal.rawValue
    default:
      return vertical.rawValue + horizontal.rawValue.prefix(1).uppercased()
        + horizontal.rawValue.dropFirst()
    }
  }

  /// Every alignment with its SwiftUI name, the nine of a square first, then the
  /// six text-baseline ones.
  public static let allNamed: [(name: String, alignment: Alignment2D)] = {
    var result: [(String, Alignment2D)] = []
    for vertical in [VerticalAlignment.top, .center, .bottom] {
      for horizontal in HorizontalAlignment.allCases {
        let alignment = Alignment2D(horizontal: horizontal, vertical: vertical)
        result.append((alignment.name, alignment))
      }
    }
    for vertical in [VerticalAlignment.firstTextBaseline, .lastTextBaseline] {
      for horizontal in HorizontalAlignment.allCases {
        let alignment = Alignment2D(horizontal: horizontal, vertical: vertical)
        result.append((alignment.name, alignment))
      }
    }
    return result
  }()
}

/// What a parent proposes to a child: a length per axis, or unspecified (`nil`).
///
/// Unspecified asks for the child's ideal length, 0 for its minimum, infinity
/// for its maximum.
public struct ProposedSize: Hashable, Sendable {
  public var width: Double?
  public var height: Double?

  public init(width: Double? = nil, height: Double? = nil) {
    self.width = width
    self.height = height
  }

  /// Both axes unspecified: the ideal size.
  public static let unspecified = ProposedSize()
  /// Both axes 0: the minimum size.
  public static let zero = ProposedSize(width: 0, height: 0)
  /// Both axes infinite: the maximum size.
  public static let infinity = ProposedSize(width: .infinity, height: .infinity)

  /// The proposal along `axis`.
  public func length(along axis: Axis) -> Double? {
    axis == .horizontal ? width : height
  }

  /// A proposal with `along` on `axis` and `across` on the other axis.
  public init(along axis: Axis, _ along: Double?, across: Double?) {
    self =
      axis == .horizontal
      ? ProposedSize(width: along, height: across) : ProposedSize(width: across, height: along)
  }
}
