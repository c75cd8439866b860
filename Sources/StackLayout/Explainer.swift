/// Puts into words why each view of a solved stack has its size.
///
/// What the reasons share (the visible views, the lowest priorities and the views
/// tied at them, the overflow) is worked out once (O(n)), so each view's reason
/// takes O(1).
final class Explainer: Sendable {
  let stack: StackView
  let frames: [Rect]
  let size: Size
  /// How far the content runs past the trailing edge, if the required constraints
  /// conflict: what the first broken canvas connection along the axis misses by.
  let overflow: Double?
  /// Each view's `UISV-fill-proportionally` constraint with its status, by view
  /// index (empty unless the distribution is fillProportionally).
  let proportions: [SolvedConstraint?]

  private static let tolerance = 1e-6

  private let visible: [Int]
  private let distribution: Distribution
  private let isPinned: Bool
  /// The lowest hugging and compression resistance along the axis among the
  /// visible views with an intrinsic length, and how many views have it.
  private let lowestHugging: Double
  private let lowestResistance: Double
  private let huggingTies: Int
  private let resistanceTies: Int
  /// For each view, how many views before it are tied at the lowest hugging and
  /// at the lowest compression resistance (fill, equalSpacing, equalCentering).
  private let tiesBefore: [(hugging: Int32, resistance: Int32)]
  /// The text of an equal share up to its length, when the stack is pinned.
  private let equalSharePrefix: String
  /// fillEqually, pinned: the equal share, and whether the visible views' required
  /// hugging and compression resistance contradict each other (then lengths may
  /// differ from the share).
  private let equalShare: Double
  private let requiredLengthsConflict: Bool
  /// The longest intrinsic length along the axis among the visible views.
  private let longest: Double?
  /// fillProportionally's `D`, the sum the shares are taken of, as text.
  private let proportionalLengthText: String
  /// fillProportionally: what a view's share is of, the stack's full length, as
  /// text (`width 200`); what a proportion that gives way absorbs (`the spacing`,
  /// `the margins`, or both); and `; margins do not change the share` when the
  /// arrangement is margins-relative with margins along the axis, else empty.
  private let proportionBaseText: String
  private let absorbedText: String
  private let marginsShareText: String
  /// The alignment as UIKit spells it for the axis, and where a view that keeps
  /// its intrinsic cross length sits, in words.
  private let alignmentName: String
  private let placementText: String
  /// What every visible view's reason along the axis ends with when content overflows.
  private let overflowText: String
  /// fillProportionally: the view whose share is the whole stack (multiplier 1, a
  /// required proportion) when what the chain adds to it broke a canvas connection,
  /// and what its reason ends with: which connection gave way, and by how much.
  private let wholeShareOwner: Int?
  private let wholeShareText: String

  init(
    stack: StackView, frames: [Rect], size: Size, overflow: Double?,
    proportions: [SolvedConstraint?]
  ) {
    self.stack = stack
    self.frames = frames
    self.size = size
    self.overflow = overflow
    self.proportions = proportions
    alignmentName = stack.alignment.name(for: stack.axis)
    placementText = Self.placement(stack, alignmentName)
    let axis = stack.axis
    let views = stack.arrangedSubviews
    let visible = stack.visibleIndices
    self.visible = visible
    distribution = stack.effectiveDistribution
    isPinned = stack.size.length(along: axis) != nil
    proportionalLengthText = formatNumber(
      distribution == .fillProportionally ? stack.proportionalLength : 0)
    let lengthWord = axis == .horizontal ? "width" : "height"
    proportionBaseText = Self.joined(lengthWord, " ", formatNumber(size.length(along: axis)))
    let hasMargins = distribution == .fillProportionally && Self.hasMargins(stack)
    absorbedText = Self.absorbedByProportions(stack)
    marginsShareText = hasMargins ? "; margins do not change the share" : ""
    // A share of the whole stack (multiplier 1) is required: what the chain adds
    // to it (margins, custom spacings) breaks the trailing connection instead.
    let whole =
      overflow == nil
      ? nil
      : proportions.lazy.compactMap { $0 }.first {
        $0.constraint.second != nil && $0.constraint.multiplier == 1
      }
    if let overflow, let whole, case .view(let owner) = whole.constraint.first.item,
      let last = visible.last
    {
      let edge = axis == .horizontal ? "trailing" : "bottom"
      let end = frames[last].origin(along: axis) + frames[last].length(along: axis)
      let past = end - size.length(along: axis)
      var text = Self.joined(
        "; the connection to the ",
        stack.isLayoutMarginsRelativeArrangement ? "\(edge) margin" : "stack's \(edge) edge",
        " gives way by ", formatNumber(overflow))
      if stack.isLayoutMarginsRelativeArrangement && past > Self.tolerance {
        text += Self.joined(" (runs ", formatNumber(past), " past the edge)")
      }
      wholeShareOwner = owner
      wholeShareText = text
      overflowText = Self.joined(
        "; ", views[owner].name, "'s required share breaks the ", edge, " connection by ",
        formatNumber(overflow))
    } else {
      wholeShareOwner = nil
      wholeShareText = ""
      overflowText =
        overflow.map {
          "; the stack is too short for its spacing: content overflows by \(formatNumber($0))"
        } ?? ""
    }

    var lowestHugging = Double.infinity
    var lowestResistance = Double.infinity
    var huggingTies = 0
    var resistanceTies = 0
    var longest: Double?
    for index in visible {
      let view = views[index]
      guard let intrinsic = view.intrinsicSize.length(along: axis) else { continue }
      longest = longest.map { Swift.max($0, intrinsic) } ?? intrinsic
      let hugging = view.hugging[axis]
      if hugging < lowestHugging {
        (lowestHugging, huggingTies) = (hugging, 1)
      } else if hugging == lowestHugging {
        huggingTies += 1
      }
      let resistance = view.compressionResistance[axis]
      if resistance < lowestResistance {
        (lowestResistance, resistanceTies) = (resistance, 1)
      } else if resistance == lowestResistance {
        resistanceTies += 1
      }
    }
    self.lowestHugging = lowestHugging
    self.lowestResistance = lowestResistance
    self.huggingTies = huggingTies
    self.resistanceTies = resistanceTies
    self.longest = longest

    var tiesBefore: [(hugging: Int32, resistance: Int32)] = []
    if distribution == .fill || distribution == .equalSpacing || distribution == .equalCentering {
      tiesBefore.reserveCapacity(views.count)
      var ties: (hugging: Int32, resistance: Int32) = (0, 0)
      for view in views {
        tiesBefore.append(ties)
        if !view.isHidden, view.intrinsicSize.length(along: axis) != nil {
          if view.hugging[axis] == lowestHugging { ties.hugging += 1 }
          if view.compressionResistance[axis] == lowestResistance { ties.resistance += 1 }
        }
      }
    }
    self.tiesBefore = tiesBefore

    if isPinned && distribution == .fillEqually {
      let spacing = zip(visible, visible.dropFirst()).reduce(0) { $0 + stack.spacing(after: $1.0) }
      let margins =
        stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins.insets(along: axis) : (0, 0)
      let area = size.length(along: axis) - margins.0 - margins.1
      equalSharePrefix =
        "equal share (fillEqually): (\(formatNumber(area)) - \(formatNumber(spacing)) spacing) / "
        + "\(visible.count) = "
      equalShare = (area - spacing) / Double(max(visible.count, 1))
      var lower = 0.0
      var upper = Double.infinity
      for index in visible {
        guard let intrinsic = views[index].intrinsicSize.length(along: axis) else { continue }
        if views[index].compressionResistance[axis] >= Priority.required {
          lower = max(lower, intrinsic)
        }
        if views[index].hugging[axis] >= Priority.required { upper = min(upper, intrinsic) }
      }
      requiredLengthsConflict = lower > upper
    } else {
      equalSharePrefix = ""
      equalShare = 0
      requiredLengthsConflict = false
    }
  }

  /// The reason for the size of the view at `index`. O(1).
  func reason(for index: Int) -> SizeReason {
    let ties =
      index < tiesBefore.count
      ? (hugging: Int(tiesBefore[index].hugging), resistance: Int(tiesBefore[index].resistance))
      : (hugging: 0, resistance: 0)
    return SizeReason(along: alongReason(index, tiesBefore: ties), across: acrossReason(index))
  }

  /// Whether the stack is margins-relative with margins along its axis.
  private static func hasMargins(_ stack: StackView) -> Bool {
    guard stack.isLayoutMarginsRelativeArrangement else { return false }
    let margins = stack.layoutMargins.insets(along: stack.axis)
    return margins.start != 0 || margins.end != 0
  }

  /// fillProportionally: what the proportion that gives way absorbs, as text:
  /// `the spacing`, or with margins along the axis (the shares are of the full
  /// length) `the margins` or `the spacing and the margins`. The tree
  /// explainer words a nested stack's the same way.
  static func absorbedByProportions(_ stack: StackView) -> String {
    // Only with margins does a giving proportion need to say what it absorbs
    // besides the spacing (a scan of the custom spacings).
    guard hasMargins(stack) else { return "the spacing" }
    let visible = stack.visibleIndices
    let hasSpacing =
      visible.count > 1
      && (stack.spacing != 0
        || zip(visible, visible.dropFirst()).contains { stack.spacing(after: $0.0) != 0 })
    return hasSpacing ? "the spacing and the margins" : "the margins"
  }

  // MARK: Along the axis

  private func alongReason(_ index: Int, tiesBefore: (hugging: Int, resistance: Int)) -> String {
    if stack.arrangedSubviews[index].isHidden {
      return "hidden: takes no room and leaves no spacing behind"
    }
    let axis = stack.axis
    let length = frames[index].length(along: axis)
    var text: String
    switch distribution {
    case .fillEqually:
      text = equalShareReason(index, length: length)
      if stack.distribution == .fillProportionally {
        text =
          "no intrinsic lengths to share out, so fillProportionally acts as fillEqually: " + text
      }
    case .fillProportionally:
      return ReasonText.make { text in
        writeProportionalReason(&text, index, length: length)
        if index != wholeShareOwner { text.write(overflowText) }
      }
    case .fill, .equalSpacing, .equalCentering:
      return ReasonText.make { text in
        writeIntrinsicReason(&text, index, length: length, tiesBefore: tiesBefore)
        text.write(overflowText)
      }
    }
    return overflowText.isEmpty ? text : text + overflowText
  }

  private var word: String { stack.axis == .horizontal ? "width" : "height" }
  private var crossWord: String { stack.axis == .horizontal ? "height" : "width" }

  /// `parts` joined into one string: one allocation and a copy of the bytes.
  private static func joined(_ parts: String...) -> String {
    var total = 0
    for part in parts { total += part.utf8.count }
    return String(unsafeUninitializedCapacity: total) { buffer in
      var offset = 0
      for var part in parts {
        part.withUTF8 { bytes in
          guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
          (target + offset).update(from: source, count: bytes.count)
          offset += bytes.count
        }
      }
      return offset
    }
  }

  private func equalShareReason(_ index: Int, length: Double) -> String {
    if isPinned {
      if requiredLengthsConflict
        && abs(length - equalShare) > Self.tolerance * max(1, abs(equalShare))
      {
        return "fillEqually with required hugging and compression resistance that contradict "
          + "each other: \(formatNumber(length)), where the required constraints break the least "
          + "(an equal share would be \(formatNumber(equalShare)))"
      }
      return equalSharePrefix + formatNumber(length)
    }
    guard let longest, abs(longest - length) <= Self.tolerance else {
      return "equal share (fillEqually): \(formatNumber(length))"
    }
    return
      "fillEqually with no size given: every view is as long as the longest (\(formatNumber(longest))), "
      + "since compression resistance beats hugging"
  }

  private func writeProportionalReason(_ text: inout ReasonText, _ index: Int, length: Double) {
    let intrinsic = stack.arrangedSubviews[index].intrinsicSize.length(along: stack.axis) ?? 0
    guard intrinsic > 0 else {
      text.write("no intrinsic \(word): its share under fillProportionally is 0")
      return
    }
    let proportion = index < proportions.count ? proportions[index] : nil
    func writeShare() {
      text.write(number: intrinsic)
      text.write(" / ")
      text.write(proportionalLengthText)
      text.write(" of the stack's ")
      text.write(proportionBaseText)
      text.write(" = ")
    }
    if let proportion, case .broken(let amount) = proportion.status {
      let target = proportion.constraint.multiplier * size.length(along: stack.axis)
      text.write("absorbs ")
      text.write(absorbedText)
      text.write(" by ")
      text.write(number: amount)
      text.write(": its share, ")
      writeShare()
      text.write(number: target)
      text.write(", has the lowest priority (")
      text.write(number: proportion.constraint.priority)
      text.write(")")
      return
    }
    if index == wholeShareOwner {
      text.write("required share: ")
      writeShare()
      text.write(number: length)
      text.write(wholeShareText)
      return
    }
    text.write("proportional (fillProportionally): ")
    writeShare()
    text.write(number: length)
    text.write(marginsShareText)
  }

  private func writeIntrinsicReason(
    _ text: inout ReasonText, _ index: Int, length: Double,
    tiesBefore: (hugging: Int, resistance: Int)
  ) {
    let views = stack.arrangedSubviews
    let axis = stack.axis
    guard let intrinsic = views[index].intrinsicSize.length(along: axis) else {
      if length <= Self.tolerance {
        text.write(
          isPinned
            ? "no intrinsic \(word), and no room is left for it: 0"
            : "no intrinsic \(word): 0, since a stack with no size is as small as it can be")
        return
      }
      text.write(
        "no intrinsic \(word): takes the \(formatNumber(length)) left over (nothing resists its growing)"
      )
      return
    }
    let delta = length - intrinsic
    if abs(delta) <= Self.tolerance {
      text.write("keeps its intrinsic ")
      text.write(word)
      text.write(" ")
      text.write(number: intrinsic)
      if isPinned && visible.count > 1 {
        switch stack.distribution {
        case .equalSpacing: text.write("; the equal gaps take the room")
        case .equalCentering: text.write("; the gaps keep the centres evenly spaced")
        default: break
        }
      }
      return
    }
    if visible.count == 1 {
      text.write(delta > 0 ? "stretched by " : "compressed by ")
      text.write(number: abs(delta))
      text.write(": the only visible view is pinned to both ends of the stack")
      return
    }
    if delta > 0 {
      let priority = views[index].hugging[axis]
      text.write("stretched by ")
      text.write(number: delta)
      if let centring = hangingCentringPriority(index), centring >= priority {
        writeHangingReason(&text, own: priority, centring: centring, constraint: "hugging")
        return
      }
      guard priority == lowestHugging else {
        text.write(": required constraints leave it no choice (hugging ")
        text.write(number: priority)
        text.write(")")
        return
      }
      text.write(": lowest hugging priority (")
      text.write(number: priority)
      text.write(")")
      writeTie(&text, position: tiesBefore.hugging, tied: huggingTies)
      return
    }
    let shrink = -delta
    let priority = views[index].compressionResistance[axis]
    if length <= Self.tolerance {
      text.write("compressed to 0 (by ")
      text.write(number: shrink)
      text.write(")")
    } else {
      text.write("compressed by ")
      text.write(number: shrink)
    }
    if !isPinned && priority < Priority.fittingSizeLevel {
      text.write(": its compression resistance (")
      text.write(number: priority)
      text.write(") is below the fitting-size level (50) of a stack with no size")
      return
    }
    if let centring = hangingCentringPriority(index), centring >= priority {
      writeHangingReason(
        &text, own: priority, centring: centring, constraint: "compression resistance")
      return
    }
    guard priority == lowestResistance else {
      text.write(": the views with lower compression resistance are already at 0 (its own is ")
      text.write(number: priority)
      text.write(")")
      return
    }
    text.write(": lowest compression resistance (")
    text.write(number: priority)
    text.write(")")
    writeTie(&text, position: tiesBefore.resistance, tied: resistanceTies)
  }

  /// For a view of baseline-relative equalCentering that hangs the next one from
  /// its last baseline (its length is not in the chain: it moves only its own
  /// centre), the priority of the highest centring equality it trades with: pair
  /// 1's beside the first two visible views (one of its gaps is pair 0's, which
  /// every equality compares with), else the one of the pair above it. Nil for
  /// any other view, and with two views (no equality).
  private func hangingCentringPriority(_ index: Int) -> Double? {
    guard distribution == .equalCentering, stack.isBaselineRelativeArrangement,
      stack.axis == .vertical, visible.count > 2, index != visible.last,
      stack.arrangedSubviews[index].lastBaseline != nil
    else { return nil }
    // Its position among the visible views (sorted).
    var low = 0
    var high = visible.count - 1
    while low < high {
      let middle = (low + high) / 2
      if visible[middle] < index { low = middle + 1 } else { high = middle }
    }
    let before = low <= 1 ? visible[1] : visible[low - 1]
    return Priority.equalCentering(after: before)
  }

  /// The reason of a hanging view (``hangingCentringPriority(_:)``) whose length
  /// left its intrinsic one: the centring equality at `centring` outranks (or ties
  /// with) its own `constraint` at `own`.
  private func writeHangingReason(
    _ text: inout ReasonText, own: Double, centring: Double, constraint: String
  ) {
    text.write(
      ": its length moves only its centre (the next view hangs from its last baseline), "
        + "and the centring equality beside it (")
    text.write(number: centring)
    text.write(centring > own ? ") ranks above its " : ") ties with its ")
    text.write(constraint)
    text.write(" (")
    text.write(number: own)
    text.write(")")
  }

  /// The tie of the view that is `position`th of the `tied` views at the lowest priority.
  private func writeTie(_ text: inout ReasonText, position: Int, tied: Int) {
    guard tied > 1 else { return }
    let others = tied - 1
    text.write(", tied with ")
    text.write(others)
    text.write(others == 1 ? " other, " : " others, ")
    if position == 0 {
      text.write("first in order")
      return
    }
    text.write("the ")
    text.write(position)
    text.write(position == 1 ? " before it in order has" : " before it in order have")
    text.write(" given all they can")
  }

  // MARK: Across the axis

  private func acrossReason(_ index: Int) -> String {
    let views = stack.arrangedSubviews
    let crossAxis = stack.axis.cross
    let length = frames[index].length(along: crossAxis)
    let alignmentName = self.alignmentName
    if visible.isEmpty {
      return "hidden, and no view is visible: collapsed"
    }
    let prefix = views[index].isHidden ? "hidden, still aligned: " : ""
    let intrinsic = views[index].intrinsicSize.length(along: crossAxis)
    let pinned = stack.size.length(along: crossAxis) != nil

    if stack.alignment == .fill {
      if pinned {
        if let intrinsic, abs(intrinsic - length) <= Self.tolerance {
          return ReasonText.make { text in
            text.write(prefix)
            text.write("fills the stack's ")
            text.write(crossWord)
            text.write(" ")
            text.write(number: length)
            text.write(" (alignment fill)")
          }
        }
        if let intrinsic, intrinsic > length {
          return prefix
            + "compressed by \(formatNumber(intrinsic - length)) to the stack's \(crossWord) "
            + "\(formatNumber(length)) (alignment fill)"
        }
        return ReasonText.make { text in
          text.write(prefix)
          text.write("stretched to the stack's ")
          text.write(crossWord)
          text.write(" ")
          text.write(number: length)
          text.write(" (alignment fill)")
        }
      }
      let extreme = stack.axis == .horizontal ? "tallest" : "widest"
      return prefix
        + "alignment fill with no \(crossWord) given: as large as the \(extreme) view, \(formatNumber(length))"
    }

    guard let intrinsic else {
      if length <= Self.tolerance {
        return prefix + "no intrinsic \(crossWord): collapses to 0 (UISV-ambiguity-suppression @25)"
      }
      return prefix + "no intrinsic \(crossWord): \(formatNumber(length))"
    }
    if abs(intrinsic - length) <= Self.tolerance {
      return ReasonText.make { text in
        text.write(prefix)
        text.write("keeps its intrinsic ")
        text.write(crossWord)
        text.write(" ")
        text.write(number: intrinsic)
        text.write(", ")
        text.write(placementText)
      }
    }
    if length < intrinsic {
      // A view that still reaches past the stack: its required constraints
      // (boundaries, alignment, compression) could not all hold.
      let start = crossAxis == .vertical ? frames[index].y : frames[index].x
      let bound = size.length(along: crossAxis)
      let past = max(start + length - bound, -start)
      if past > Self.tolerance {
        let side =
          start < -Self.tolerance
          ? (crossAxis == .vertical ? "top" : "leading edge")
          : (crossAxis == .vertical ? "bottom" : "trailing edge")
        return prefix
          + "compressed by \(formatNumber(intrinsic - length)), still \(formatNumber(past)) "
          + "past the stack's \(side): its required constraints cannot all hold "
          + "(alignment \(alignmentName))"
      }
      return prefix
        + "compressed by \(formatNumber(intrinsic - length)) to fit the stack's \(crossWord) "
        + "(alignment \(alignmentName))"
    }
    return prefix + "stretched by \(formatNumber(length - intrinsic)) (alignment \(alignmentName))"
  }

  private static func placement(_ stack: StackView, _ alignmentName: String) -> String {
    switch stack.alignment {
    case .fill: return "alignment fill"
    case .center: return "centred (alignment center)"
    case .leading, .trailing: return "aligned \(alignmentName)"
    case .firstBaseline, .lastBaseline:
      if stack.axis == .vertical {
        let edge = stack.alignment == .firstBaseline ? "leading" : "trailing"
        return "\(edge) edges aligned (\(alignmentName): views have no horizontal baseline)"
      }
      return "aligned on the \(stack.alignment == .firstBaseline ? "first" : "last") baseline"
    }
  }
}
