/// Puts into words why each view of a solved stack has its size.
struct Explainer {
  let stack: StackView
  let layout: StackViewLayout

  private static let tolerance = 1e-6

  func reason(for index: Int) -> SizeReason {
    SizeReason(along: alongReason(index), across: acrossReason(index))
  }

  // MARK: Along the axis

  private func alongReason(_ index: Int) -> String {
    let view = stack.arrangedSubviews[index]
    if view.isHidden { return "hidden: takes no room and leaves no spacing behind" }
    let axis = stack.axis
    let length = layout.views[index].frame.length(along: axis)
    var text: String
    switch stack.effectiveDistribution {
    case .fillEqually:
      text = equalShareReason(index, length: length)
      if stack.distribution == .fillProportionally {
        text =
          "no intrinsic lengths to share out, so fillProportionally acts as fillEqually: " + text
      }
    case .fillProportionally:
      text = proportionalReason(index, length: length)
    case .fill, .equalSpacing, .equalCentering:
      text = intrinsicReason(index, length: length)
    }
    if let overflow = overflow {
      text +=
        "; the stack is too short for its spacing: content overflows by \(formatNumber(overflow))"
    }
    return text
  }

  /// How far the content runs past the trailing edge, if the required constraints conflict.
  private var overflow: Double? {
    for solved in layout.constraints
    where solved.constraint.identifier == "UISV-canvas-connection"
      && solved.constraint.axis == stack.axis
    {
      if case .broken(let amount) = solved.status { return amount }
    }
    return nil
  }

  private var word: String { stack.axis == .horizontal ? "width" : "height" }
  private var crossWord: String { stack.axis == .horizontal ? "height" : "width" }
  private var isPinned: Bool { stack.size.length(along: stack.axis) != nil }

  private func equalShareReason(_ index: Int, length: Double) -> String {
    let visible = stack.visibleIndices
    if isPinned {
      let spacing = zip(visible, visible.dropFirst()).reduce(0) { $0 + stack.spacing(after: $1.0) }
      let margins =
        stack.isLayoutMarginsRelativeArrangement
        ? stack.layoutMargins.insets(along: stack.axis) : (0, 0)
      let area = layout.size.length(along: stack.axis) - margins.0 - margins.1
      return
        "equal share (fillEqually): (\(formatNumber(area)) - \(formatNumber(spacing)) spacing) / "
        + "\(visible.count) = \(formatNumber(length))"
    }
    let longest = visible.compactMap {
      stack.arrangedSubviews[$0].intrinsicSize.length(along: stack.axis)
    }
    .max()
    guard let longest, abs(longest - length) <= Self.tolerance else {
      return "equal share (fillEqually): \(formatNumber(length))"
    }
    return
      "fillEqually with no size given: every view is as long as the longest (\(formatNumber(longest))), "
      + "since compression resistance beats hugging"
  }

  private func proportionalReason(_ index: Int, length: Double) -> String {
    let intrinsic = stack.arrangedSubviews[index].intrinsicSize.length(along: stack.axis) ?? 0
    guard intrinsic > 0 else {
      return "no intrinsic \(word): its share under fillProportionally is 0"
    }
    let total = stack.proportionalLength
    let proportion = layout.constraints.first {
      $0.constraint.identifier == "UISV-fill-proportionally"
        && $0.constraint.first.item == .view(index)
    }
    let share = "\(formatNumber(intrinsic)) / \(formatNumber(total))"
    if let proportion, case .broken(let amount) = proportion.status {
      return
        "absorbs the spacing by \(formatNumber(amount)): its proportion (\(share)) has the lowest "
        + "priority (\(formatNumber(proportion.constraint.priority))) and gives way"
    }
    return
      "proportional (fillProportionally): \(share) of the stack's \(word) = \(formatNumber(length))"
  }

  private func intrinsicReason(_ index: Int, length: Double) -> String {
    let view = stack.arrangedSubviews[index]
    let axis = stack.axis
    let visible = stack.visibleIndices
    guard let intrinsic = view.intrinsicSize.length(along: axis) else {
      if length <= Self.tolerance {
        return isPinned
          ? "no intrinsic \(word), and no room is left for it: 0"
          : "no intrinsic \(word): 0, since a stack with no size is as small as it can be"
      }
      return
        "no intrinsic \(word): takes the \(formatNumber(length)) left over (nothing resists its growing)"
    }
    let delta = length - intrinsic
    if abs(delta) <= Self.tolerance {
      var text = "keeps its intrinsic \(word) \(formatNumber(intrinsic))"
      if isPinned && visible.count > 1 {
        switch stack.distribution {
        case .equalSpacing: text += "; the equal gaps take the room"
        case .equalCentering: text += "; the gaps keep the centres evenly spaced"
        default: break
        }
      }
      return text
    }
    let sized = visible.filter {
      stack.arrangedSubviews[$0].intrinsicSize.length(along: axis) != nil
    }
    if visible.count == 1 {
      let change =
        delta > 0 ? "stretched by \(formatNumber(delta))" : "compressed by \(formatNumber(-delta))"
      return "\(change): the only visible view is pinned to both ends of the stack"
    }
    if delta > 0 {
      let priority = view.hugging[axis]
      let lowest = sized.map { stack.arrangedSubviews[$0].hugging[axis] }.min() ?? priority
      let tied = sized.filter { stack.arrangedSubviews[$0].hugging[axis] == lowest }
      let change = "stretched by \(formatNumber(delta))"
      guard priority == lowest else {
        return
          "\(change): required constraints leave it no choice (hugging \(formatNumber(priority)))"
      }
      return "\(change): lowest hugging priority (\(formatNumber(priority)))" + tieText(index, tied)
    }
    let shrink = -delta
    let priority = view.compressionResistance[axis]
    let change =
      length <= Self.tolerance
      ? "compressed to 0 (by \(formatNumber(shrink)))" : "compressed by \(formatNumber(shrink))"
    if !isPinned && priority < Priority.fittingSizeLevel {
      return "\(change): its compression resistance (\(formatNumber(priority))) is below the "
        + "fitting-size level (50) of a stack with no size"
    }
    let lowest =
      sized.map { stack.arrangedSubviews[$0].compressionResistance[axis] }.min() ?? priority
    let tied = sized.filter { stack.arrangedSubviews[$0].compressionResistance[axis] == lowest }
    guard priority == lowest else {
      return "\(change): the views with lower compression resistance are already at 0 "
        + "(its own is \(formatNumber(priority)))"
    }
    return "\(change): lowest compression resistance (\(formatNumber(priority)))"
      + tieText(index, tied)
  }

  private func tieText(_ index: Int, _ tied: [Int]) -> String {
    guard tied.count > 1 else { return "" }
    let others = tied.count - 1
    let position = tied.firstIndex(of: index) ?? 0
    let order =
      position == 0
      ? "first in order"
      : "the \(position) before it in order \(position == 1 ? "has" : "have") given all they can"
    return ", tied with \(others) other\(others == 1 ? "" : "s"), \(order)"
  }

  // MARK: Across the axis

  private func acrossReason(_ index: Int) -> String {
    let view = stack.arrangedSubviews[index]
    let crossAxis = stack.axis.cross
    let length = layout.views[index].frame.length(along: crossAxis)
    let alignmentName = stack.alignment.name(for: stack.axis)
    if stack.visibleIndices.isEmpty {
      return "hidden, and no view is visible: collapsed"
    }
    let prefix = view.isHidden ? "hidden, still aligned: " : ""
    let intrinsic = view.intrinsicSize.length(along: crossAxis)
    let pinned = stack.size.length(along: crossAxis) != nil

    if stack.alignment == .fill {
      if pinned {
        if let intrinsic, abs(intrinsic - length) <= Self.tolerance {
          return prefix + "fills the stack's \(crossWord) \(formatNumber(length)) (alignment fill)"
        }
        if let intrinsic, intrinsic > length {
          return prefix
            + "compressed by \(formatNumber(intrinsic - length)) to the stack's \(crossWord) "
            + "\(formatNumber(length)) (alignment fill)"
        }
        return prefix
          + "stretched to the stack's \(crossWord) \(formatNumber(length)) (alignment fill)"
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
      return prefix
        + "keeps its intrinsic \(crossWord) \(formatNumber(intrinsic)), \(placement(alignmentName))"
    }
    if length < intrinsic {
      return prefix
        + "compressed by \(formatNumber(intrinsic - length)) to fit the stack's \(crossWord) "
        + "(alignment \(alignmentName))"
    }
    return prefix + "stretched by \(formatNumber(length - intrinsic)) (alignment \(alignmentName))"
  }

  private func placement(_ alignmentName: String) -> String {
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
