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
      guard lower <= upper else {
        return placeOverfullBaselines(start: start, available: pinnedAvailable)
      }
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
    // A required compression resistance that cannot hold: it is weighed against the
    // other views' required boundaries and the canvas connections.
    if let pinnedAvailable {
      for k in 0..<count where items[k].resistance >= Priority.required {
        let offset = items[k].spacingAfter
        let room = items[k].chained ? upperRoom - offset : available - upperRoom + offset
        if items[k].length - room > 1e-9 * max(1, abs(items[k].length)) {
          return placeOverfullBaselines(start: start, available: pinnedAvailable)
        }
      }
    }
    // Lengths within their room, then positions from the line.
    items.withUnsafeMutableBufferPointer { items in
      for k in 0..<count {
        let offset = items[k].spacingAfter
        let room = items[k].chained ? upperRoom - offset : available - upperRoom + offset
        let length = max(0, min(items[k].length, room))
        items[k].length = length
        items[k].position = start + upperRoom - offset - (items[k].chained ? length : 0)
      }
    }
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
    return shortestCrossLength(from: floor)
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

/// How an alignment other than fill ties the views to the arrangement area across
/// the axis, for ``DirectSolverWorkspace/placeOverfullCross(_:start:available:)``.
enum CrossAnchoring {
  /// The first view's top is tied to the canvas (leading).
  case top
  /// The first view's centre is tied to the canvas (center).
  case center
  /// The first view's bottom is tied to the canvas (trailing).
  case bottom
  /// Top edges aligned, the spanning guide tied to the canvas (firstBaseline in a
  /// vertical stack).
  case guideTop
  /// Bottom edges aligned, the spanning guide tied to the canvas (lastBaseline in
  /// a vertical stack, or in a horizontal one where no view has a last baseline).
  case guideBottom
}

/// Views overfull across a pinned canvas (``DirectSolverWorkspace/placeOverfullCross(_:start:available:)``,
/// and the root of a tree, ``TreeAxisSolver``): where the spanning guide and each
/// view go once the required tier is settled.
struct OverfullCross {
  let anchoring: CrossAnchoring
  let start: Double
  let available: Double
  /// By how much the canvas connection that gives passes the canvas: the
  /// second-largest deficit (0 with one).
  let second: Double

  /// `deficits`: how far each view resisting compression with required
  /// priority is short of the canvas; those of 0 or less do not count.
  init(
    _ anchoring: CrossAnchoring, start: Double, available: Double,
    deficits: some Sequence<Double>
  ) {
    var largest = 0.0
    var second = 0.0
    for deficit in deficits {
      if deficit > largest {
        second = largest
        largest = deficit
      } else if deficit > second {
        second = deficit
      }
    }
    self.anchoring = anchoring
    self.start = start
    self.available = available
    self.second = second
  }

  /// The most any view may be: the canvas widened by the connection that gives.
  var room: Double { available + second }

  /// The spanning guide: both of its connections give by half with center.
  var guide: (start: Double, length: Double) {
    anchoring == .center ? (start - second / 2, room) : (start - second, room)
  }

  /// Where a view `length` long starts (`widest`: the longest view's length).
  func position(of length: Double, widest: Double) -> Double {
    if room < 0 {
      return switch anchoring {
      case .top: start
      case .center: start + available / 2
      case .bottom, .guideTop, .guideBottom: start + available
      }
    }
    return switch anchoring {
    case .top, .guideTop: start - second
    case .center: start + (available - length) / 2
    case .bottom: start + available - length
    case .guideBottom: start - second + widest - length
    }
  }
}

extension DirectSolverWorkspace {
  /// Places views that do not all fit a pinned cross length `available`, without
  /// baseline offsets.
  ///
  /// Each view has a deficit in the required tier: what its required compression
  /// resistance holds out for beyond the room (`length - available`), or, with
  /// negative room, the room it lacks even at length 0 (`-available`). Breaking one
  /// of the canvas connections by `x` widens every view's room by `x`; each view
  /// still short costs one unit per unit. So the required errors are least when
  /// `x` is the second-largest deficit (the largest alone would tie, and the
  /// connections, ranked above every view, then hold). The canvas connection
  /// that gives is the one listed first: the top one (the views, or the spanning
  /// guide, extend upwards); with center both connections of the guide give by
  /// `x / 2`. Every view then gets at most `available + x`; with one view and
  /// negative room it collapses to 0 where its own boundaries put it (the bottom
  /// boundary, listed after the top one, holds).
  mutating func placeOverfullCross(_ anchoring: CrossAnchoring, start: Double, available: Double) {
    let count = items.count
    let overfull = OverfullCross(
      anchoring, start: start, available: available,
      deficits: items.lazy.map {
        ($0.resistance >= Priority.required ? $0.length : 0) - available
      })
    let room = overfull.room
    overfullGuide = overfull.guide
    var widest = 0.0
    for k in 0..<count {
      items[k].length = room < 0 ? 0 : min(items[k].length, room)
      widest = max(widest, items[k].length)
    }
    for k in 0..<count {
      items[k].position = overfull.position(of: items[k].length, widest: widest)
    }
  }
}

extension DirectSolverWorkspace {
  /// Baseline-aligned views (hanging or standing, as in ``solveBaselineCross``) whose
  /// required constraints cannot all hold in the pinned cross length `available`.
  ///
  /// With `p` the room above the line (from the spanning guide's top) and `q` the
  /// room below it, every view needs some of each: a hanging view with offset `c`
  /// needs `c` above and `L - c` below, a standing one `L` above and none below,
  /// where `L` is its intrinsic length when its compression resistance is required
  /// and 0 otherwise (a view that may shrink needs no room for its length). In the
  /// required tier each unit short costs one unit of error, and stretching the
  /// guide beyond the canvas costs one unit per unit: so `p` is best anywhere
  /// between the second-largest and the largest need above (beyond the second,
  /// only one view is still short and the stretch costs what it saves), and `q`
  /// alike. The guide's bottom connection (settled first) holds; its top one gives
  /// as little as it can: by `α₂ + β₂ - available` when the second-largest needs
  /// alone overflow, else not at all, with `p + q == available`.
  ///
  /// The views then break their own constraints: a required view short of room is
  /// compressed (its boundaries are settled before its compression resistance); a
  /// view that lacks room on one side even at length 0 while the other side has
  /// room to spare leaves the shared line (its boundaries are settled before its
  /// alignment); otherwise it breaks a boundary. A single view sits at the top of
  /// the area (or at its bottom edge when that is above the top), cut to the room.
  /// Where the required tier's sum does not decide the line's height, the later of
  /// the two views short of room decides it
  /// (``settleLineHeight(lower:upper:available:_:)``).
  ///
  /// Returns `available`, or nil (handed to the constraint solver) when no
  /// required error settles the line's height.
  mutating func placeOverfullBaselines(start: Double, available: Double) -> Double? {
    let count = items.count
    if count == 1 {
      // One view, no alignment to keep: the guide stays the canvas, the line moves
      // to spare the view's bottom boundary (settled first), then its top one; what
      // is left is its compression, or, with negative room, its top boundary.
      items[0].length = max(0, min(items[0].length, available))
      items[0].position = start + min(0, available)
      overfullGuide = (start, available)
      return available
    }
    var above = (first: -Double.infinity, second: -Double.infinity, view: 0)
    var below = (first: -Double.infinity, second: -Double.infinity, view: 0)
    func note(
      _ value: Double, _ k: Int, _ pair: inout (first: Double, second: Double, view: Int)
    ) {
      if value > pair.first {
        pair.second = pair.first
        pair.first = value
        pair.view = k
      } else if value > pair.second {
        pair.second = value
      }
    }
    for k in 0..<count {
      let needs = baselineNeeds(k)
      note(needs.above, k, &above)
      note(needs.below, k, &below)
    }
    let roomAbove: Double
    let roomBelow: Double
    let stretch: Double
    if above.second + below.second >= available {
      roomAbove = above.second
      roomBelow = below.second
      stretch = roomAbove + roomBelow - available
    } else {
      let lower = max(above.second, available - below.first)
      let upper = min(above.first, available - below.second)
      // Between them only two views are short: the one needing the most above
      // (short by `α₁ - p`) and the one needing the most below (by `β₁ - q`),
      // and the sum is flat. The required constraints, one at a time, settle it.
      let order =
        items[above.view].index >= items[below.view].index
        ? [above.view, below.view] : [below.view, above.view]
      usedLineHeightTie = upper - lower > 1e-9 * max(1, abs(available))
      guard let room = settleLineHeight(lower: lower, upper: upper, available: available, order)
      else { return nil }
      roomAbove = room
      roomBelow = available - room
      stretch = 0
    }
    let line = available - roomBelow
    for k in 0..<count {
      let needs = baselineNeeds(k)
      let offset = items[k].spacingAfter
      // How far the view leaves the line (down positive). Every view but the first
      // (whose baseline is the line) may: its boundaries are settled before its
      // alignment, so where room on one side lacks and the other side has room to
      // spare, it moves over, as far as it needs or the spare room allows (the move
      // costs the required tier's sum nothing).
      var shift = 0.0
      if items[k].chained {
        // Standing: its length reaches up from the line.
        if k > 0 && roomBelow < 0 {
          shift = -max(0, min(-roomBelow, roomAbove - needs.above))
        } else if k > 0 && roomAbove < 0 && roomBelow > 0 {
          shift = min(-roomAbove, roomBelow)
        }
        let length = max(0, min(items[k].length, roomAbove + shift))
        items[k].length = length
        items[k].position = start + line + shift - length
      } else {
        // Hanging from the line by `offset`.
        if k > 0 && offset > roomAbove && needs.below < roomBelow {
          shift = min(offset - roomAbove, roomBelow - needs.below)
        } else if k > 0 && roomBelow + offset < 0 {
          shift = -max(0, min(-(roomBelow + offset), roomAbove - offset))
        }
        items[k].length = max(0, min(items[k].length, roomBelow + offset - shift))
        items[k].position = start + line - offset + shift
      }
    }
    overfullGuide = (start - stretch, available + stretch)
    return available
  }

  /// Where the required tier's sum leaves the room above the line `p` anywhere in
  /// `lower...upper`: the two views short of room (`views`, the later first, as
  /// the constraint solver takes them by rank) each minimise their constraints'
  /// errors in turn (``requiredErrors(_:roomAbove:available:)``), each piecewise
  /// linear in `p`. The first error that changes with `p` settles it at the end
  /// where it is least, when it rises from that end (or falls to it).
  ///
  /// - Returns: `p`, or nil when no error changes with `p` (lower priorities would
  ///   settle it) or the least one is inside the interval.
  private func settleLineHeight(
    lower: Double, upper: Double, available: Double, _ views: [Int]
  ) -> Double? {
    let scale = max(1, abs(available), abs(lower), abs(upper))
    let tolerance = 1e-9 * scale
    guard upper - lower > tolerance else { return lower }
    let step = min(1e-7 * scale, (upper - lower) / 4)
    for k in views {
      let samples = [lower, lower + step, upper - step, upper].map {
        requiredErrors(k, roomAbove: $0, available: available)
      }
      for error in 0..<4 {
        let values = samples.map { $0[error] }
        if values.allSatisfy({ abs($0 - values[0]) <= tolerance }) { continue }
        if values[0] < values[1] - tolerance && values[0] <= values[3] + tolerance {
          return lower
        }
        if values[3] < values[2] - tolerance && values[3] <= values[0] + tolerance {
          return upper
        }
        return nil
      }
    }
    return nil
  }

  /// View `k`'s required errors with room `p` above the line and `available - p`
  /// below, each as small as the ones before it allow, in the order the
  /// constraint solver settles them at its rank: its bottom boundary, its top
  /// boundary, its alignment (how far it leaves the line; the first view sets the
  /// line and cannot), its compression resistance (when required).
  private func requiredErrors(_ k: Int, roomAbove p: Double, available: Double) -> [Double] {
    let q = available - p
    let held = items[k].resistance >= Priority.required ? items[k].length : 0
    let c = items[k].spacingAfter
    // The shift `s` (down positive) lies in `low...high`: the least error is the
    // distance from 0 to that range.
    func nearest(_ low: Double, _ high: Double) -> Double { low > 0 ? low : min(0, high) }
    if items[k].chained {
      // Standing: bottom `s <= q + b`, top `held - u - s - p <= t`.
      if k == 0 {
        let t = max(0, -p)
        return [max(0, -q), t, 0, max(0, held - p - t)]
      }
      let t = max(0, -available)
      let s = nearest(-p - t, q)
      return [0, t, abs(s), max(0, held - s - p - t)]
    }
    // Hanging by `c`: top `c - s - p <= t`, bottom `held - u - c + s - q <= b`.
    if k == 0 {
      let b = max(0, -c - q)
      return [b, max(0, c - p), 0, max(0, held - c - q - b)]
    }
    let t = max(0, -available)
    let s = nearest(c - p - t, q + c)
    return [0, t, abs(s), max(0, held - c + s - q)]
  }

  /// What visible view `k` needs above and below the shared line in the required
  /// tier (see ``placeOverfullBaselines(start:available:)``).
  private func baselineNeeds(_ k: Int) -> (above: Double, below: Double) {
    let held = items[k].resistance >= Priority.required ? items[k].length : 0
    if items[k].chained { return (held, 0) }
    return (items[k].spacingAfter, held - items[k].spacingAfter)
  }
}

extension DirectSolverWorkspace {
  /// Whether a view with required compression resistance does not fit below its
  /// baseline offset (`items[k].position`) in `available`.
  func isOverfullWithOffsets(available: Double) -> Bool {
    for k in items.indices
    where items[k].resistance >= Priority.required
      && items[k].length > available - items[k].position
    {
      return true
    }
    return false
  }
}
