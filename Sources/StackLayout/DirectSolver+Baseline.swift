/// Baseline alignment across a horizontal stack, when the views do not all hang
/// from the shared line the same way.
///
/// With lastBaseline alignment a view that has a last baseline hangs from the
/// shared line by that offset (its top at `B - lastBaseline`, its length reaching
/// down from there), while a view without one stands on the line (its bottom at
/// `B`, its length reaching up). Measured from the top of the arrangement area, let
/// `U = B` (room above the line) and `V = A - B` (room below it, `A` the
/// arrangement's cross length). A hanging view with offset `c` fits when `U >= c`
/// and its length is at most `V + c`; a standing view fits when `V >= 0` and its
/// length is at most `U`. So every view's room depends on `U` alone or on `V`
/// alone, and the stack's wish to be short (`A == 0 @51`, `stack == 0 @50` and
/// `@49`, all linear since `A >= 0` there) is `U + V`, which splits too.
///
/// - Pinned, `U + V` is fixed: one unknown `U` in `[max c, A + min c]`; the
///   hanging views' compression resistances push it up, the standing views' push
///   it down, each at its own priority; what no priority decides sits as high as
///   it can (the first view's top is minimised last).
/// - Unpinned: `U` and `V` are two one-unknown problems, each the stack's wish to
///   be small against the resistances of the views whose room it is.
///
/// Either is ``minimizeLexicographically(_:lower:upper:points:)`` over the views'
/// terms: O(n log n).
extension DirectSolverWorkspace {
  /// Solves the views across a horizontal stack with baseline alignment. On entry
  /// `items` holds the cross-axis inputs; on return each item's `length` and
  /// `position` are set. Returns the arrangement's cross length (the pinned one,
  /// less margins, or the one found), or nil when the required constraints cannot
  /// all hold (a case left to the constraint solver).
  mutating func solveBaselineCross(
    _ stack: StackView, start: Double, pinnedAvailable: Double?
  ) -> Double? {
    let count = items.count
    let views = stack.arrangedSubviews
    let first = stack.alignment == .firstBaseline
    // Per view: `spacingAfter` holds its offset c (line minus top when hanging,
    // 0 when standing) and `chained` whether it stands on the line.
    var highest = -Double.infinity
    var lowest = Double.infinity
    items.withUnsafeMutableBufferPointer { items in
      for k in 0..<count {
        let view = views[items[k].index]
        let offset = first ? view.firstBaseline ?? 0 : view.lastBaseline
        items[k].spacingAfter = offset ?? 0
        items[k].chained = offset == nil
        highest = max(highest, items[k].spacingAfter)
        lowest = min(lowest, items[k].spacingAfter)
        // The length each view wants: its intrinsic one unless it resists at 25 or
        // less (the ambiguity suppression @25 then keeps it at 0).
        let intrinsicLength = items[k].intrinsic
        items[k].length =
          !intrinsicLength.isNaN && intrinsicLength > 0 && items[k].resistance > 25
          ? intrinsicLength : 0
      }
    }
    let upperRoom: Double
    let available: Double
    if let pinnedAvailable {
      let lower = highest
      let upper = pinnedAvailable + lowest
      guard lower <= upper else { return nil }
      terms.removeAll(keepingCapacity: true)
      for k in 0..<count where items[k].length > 0 {
        let key = ConstraintKey(
          priority: items[k].resistance, rank: items[k].index,
          kind: ConstraintKey.Cross.compression)
        if items[k].chained {
          terms.append(
            LineTerm(
              key: key, point: items[k].spacingAfter + items[k].length, weight: 1,
              shape: .falling))
        } else {
          terms.append(
            LineTerm(
              key: key, point: pinnedAvailable + items[k].spacingAfter - items[k].length,
              weight: 1, shape: .rising))
        }
      }
      guard
        let solved = minimizeLexicographically(
          &terms, lower: lower, upper: upper, points: &points)
      else { return nil }
      upperRoom = solved.lower
      available = pinnedAvailable
    } else {
      // Room above the line, then room below it.
      guard let above = minimizeRoom(floor: highest, standing: true),
        let below = minimizeRoom(floor: -lowest, standing: false)
      else { return nil }
      upperRoom = above
      available = above + below
    }
    // Lengths within their room, then positions from the line.
    var overridden = false
    items.withUnsafeMutableBufferPointer { items in
      for k in 0..<count {
        let offset = items[k].spacingAfter
        let room = items[k].chained ? upperRoom - offset : available - upperRoom + offset
        var length = items[k].length
        if length > room {
          if items[k].resistance >= Priority.required
            && length - room > 1e-9 * max(1, abs(length))
          {
            overridden = true
          }
          length = max(0, room)
        }
        items[k].length = length
        items[k].position = start + upperRoom - offset - (items[k].chained ? length : 0)
      }
    }
    // A required compression resistance that cannot hold: the constraint solver
    // weighs it against the other views' required boundaries.
    if overridden { return nil }
    return available
  }

  /// The least room on one side of the shared line that the views on that side
  /// accept: standing views need room above, hanging ones below (less their offset).
  private mutating func minimizeRoom(floor: Double, standing: Bool) -> Double? {
    terms.removeAll(keepingCapacity: true)
    for k in 0..<items.count where items[k].length > 0 && items[k].chained == standing {
      let offset = items[k].spacingAfter
      terms.append(
        LineTerm(
          key: ConstraintKey(
            priority: items[k].resistance, rank: items[k].index,
            kind: ConstraintKey.Cross.compression),
          point: standing ? items[k].length + offset : items[k].length - offset, weight: 1,
          shape: .falling))
    }
    terms.append(LineTerm(key: .spanningFit, point: floor, weight: 1, shape: .rising))
    terms.append(LineTerm(key: .crossFitting, point: floor, weight: 1, shape: .rising))
    guard
      let solved = minimizeLexicographically(
        &terms, lower: floor, upper: .infinity, points: &points),
      solved.lower.isFinite
    else { return nil }
    return solved.lower
  }
}

extension DirectSolverWorkspace {
  /// Whether some visible views have a last baseline and others do not.
  func hasMixedLastBaselines(_ stack: StackView) -> Bool {
    var with = false
    var without = false
    stack.arrangedSubviews.withUnsafeBufferPointer { views in
      for k in items.indices {
        if views[items[k].index].lastBaseline == nil { without = true } else { with = true }
      }
    }
    return with && without
  }
}
