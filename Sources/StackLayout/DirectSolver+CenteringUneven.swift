/// equalCentering, pinned, when the centres cannot all be evenly spaced and some
/// view resists compression below 150 or has no intrinsic length.

extension DirectSolverWorkspace {
  /// Pinned equalCentering whose centres cannot all be evenly spaced, when some
  /// view resists compression at less than 150 or has no intrinsic length.
  ///
  /// Views resisting at 150 or more keep the lengths the fill allocation gives
  /// them (every centring priority, `150 - index`, is below theirs). The rest is a
  /// sequence of decisions by priority, the highest first: pair `k`'s equality
  /// (`gap[k] == gap[0]` at `150 - index`, in pair order) and each remaining
  /// view's compression resistance. When a decision is made, views not yet decided
  /// are at 0 (they give way for free), so what is possible is one condition: with
  /// `K` pairs decided at offsets `d[j] = gap[j] - gap[0]`,
  ///
  ///     ends / 2 + K × max(need[j] - d[j], j < K) + Σ d[j] + Σ need[j], j >= K  <=  A
  ///
  /// (`need` the least centre distance of a pair, `A` the arrangement's length):
  /// the common gap must clear every decided pair's need, undecided gaps may grow.
  /// A pair holds (`d = 0`) if that allows; otherwise it takes the smallest offset
  /// that does, wider than the others when its own need is the widest, narrower
  /// when it is not. A view takes the longest length up to its intrinsic one that
  /// keeps the condition (it is piecewise linear in that length). At the end the
  /// common gap is what the sum leaves, and views without an intrinsic length grow
  /// in arrangement order as far as the gaps allow.
  ///
  /// The pairs from arrangement index 100 on share priority 50 (`max(150 - index,
  /// 50)`): they all hold if the condition allows it; otherwise, when no room is
  /// left (a pair before them broke), each is at its need, which is forced; with
  /// room left they share it (``settleFittingPairs``), and with views resisting at
  /// 50 too (``settleFittingPairsBesideViews(from:views:widest:slack:ends:offsets:available:)``).
  ///
  /// - Returns: the stack's length, or nil (handed to the constraint solver) when
  ///   two decisions share a priority (but the pairs at 50 above, a pair with one
  ///   view, and a pair with several views: see
  ///   ``decideHoldingTie(group:decided:widest:ends:rest:offsets:available:tolerance:)``
  ///   and ``decideTieByProgram(group:decided:widest:ends:rest:offsets:available:tolerance:)``),
  ///   one of those cannot settle, or a length is negative.
  /// - Complexity: O(n log n).
  mutating func solveCenteringUneven(start: Double, available: Double, pinned: Double)
    -> Double?
  {
    let count = items.count
    guard count >= 3 else { return fail(#line) }
    ordered.removeAll(keepingCapacity: true)
    for k in 0..<count {
      let intrinsic = items[k].intrinsic
      if intrinsic < 0 { return fail(#line) }
      items[k].position = 0  // pair k's offset while deciding
      if !(intrinsic > 0) {
        items[k].length = 0
      } else if items[k].resistance < 150 {
        items[k].length = 0
        ordered.append(OrderedEntry(value: items[k].resistance, position: k))
      }
    }
    for k in 1..<(count - 1) {
      ordered.append(
        OrderedEntry(
          value: Priority.equalCentering(after: items[k].index),
          position: count + k))
    }
    sortOrdered()
    var decided = 1
    var widest = need(0)  // max(need[j] - d[j]) over decided pairs
    var offsets = 0.0
    var ends = (items[0].length + items[count - 1].length) / 2
    var rest = 0.0  // Σ need over undecided pairs
    for k in 1..<(count - 1) { rest += need(k) }
    let tolerance = 1e-9 * max(1, abs(available))
    var group = 0
    while group < ordered.count {
      let entry = ordered[group]
      var groupEnd = group + 1
      while groupEnd < ordered.count && ordered[groupEnd].value == entry.value { groupEnd += 1 }
      defer { group = groupEnd }
      if groupEnd > group + 1 && entry.value == Priority.fittingSizeLevel
        && entry.position >= count
      {
        // The pairs from arrangement index 100 on, tied at 50: every pair still
        // undecided, and views resisting at 50.
        var pairsInGroup = 0
        for index in group..<groupEnd where ordered[index].position >= count { pairsInGroup += 1 }
        let viewsInGroup = groupEnd - group - pairsInGroup
        guard pairsInGroup == count - 1 - decided else { return fail(#line) }
        let firstTied = decided
        var widestAll = widest
        for k in decided..<(count - 1) { widestAll = max(widestAll, need(k)) }
        let slack = available - (ends + offsets + rest + Double(decided) * widest)
        let allHold = Double(count - 1) * widestAll + ends + offsets <= available + tolerance
        if viewsInGroup > 0 && (slack > tolerance || allHold) {
          // Views resisting at 50 share the room: ``settleFittingPairsBesideViews``
          // sets their lengths, every one of them.
          var views: [Int] = []
          for index in group..<groupEnd where ordered[index].position < count {
            views.append(ordered[index].position)
          }
          guard
            let offsetSum = settleFittingPairsBesideViews(
              from: decided, views: views, widest: widest, slack: max(0, slack), ends: ends,
              offsets: offsets, available: available)
          else { return nil }
          offsets += offsetSum
          ends = (items[0].length + items[count - 1].length) / 2
          for k in 0..<(count - 1) { widest = max(widest, need(k) - items[k].position) }
          rest = 0
          decided = count - 1
          continue
        }
        if allHold {
          // Room for every one of them to hold.
          widest = widestAll
        } else {
          // When a pair before them broke, no room is left: each is at its need
          // (wider than the common distance, or narrower). With room left, the
          // common distance and the pairs share it: ``settleFittingPairs``.
          if slack <= tolerance {
            for k in decided..<(count - 1) {
              let offset = need(k) - widest
              items[k].position = offset
              offsets += offset
            }
          } else {
            guard
              let offsetSum = settleFittingPairs(
                from: decided, widest: widest, slack: slack, tolerance: tolerance)
            else { return fail(#line) }
            offsets += offsetSum
            for k in decided..<(count - 1) { widest = max(widest, need(k) - items[k].position) }
          }
          // A view resisting at 50 grows only where both its pairs were decided
          // before, into what their distances leave it (later views first); beside a
          // pair at 50 or at an end it would need room there is not.
          for index in group..<groupEnd where ordered[index].position < count {
            let k = ordered[index].position
            guard k > 0, k < firstTied else { continue }
            let length = min(
              items[k].intrinsic,
              2 * (widest + items[k - 1].position - items[k - 1].spacingAfter)
                - items[k - 1].length,
              2 * (widest + items[k].position - items[k].spacingAfter) - items[k + 1].length)
            items[k].length = max(0, length)
          }
        }
        rest = 0
        decided = count - 1
        continue
      }
      if groupEnd == group + 2 && entry.position >= count {
        // A pair's equality and a view's resistance share the priority.
        let k = entry.position - count
        let view = ordered[group + 1].position
        guard k == decided, view < count else { return fail(#line) }
        let ownBefore = need(k)
        let fixed = ends + offsets + (rest - ownBefore)
        guard
          let (offset, length) = decideTie(
            pair: k, view: view, decided: decided, widest: widest, fixed: fixed,
            available: available)
        else { return fail(#line) }
        let isEnd: Double = view == 0 || view == count - 1 ? 1 : 0
        items[view].length = length
        ends += isEnd * length / 2
        rest -= ownBefore
        if view > 0 && view - 1 != k {
          if view - 1 < decided {
            widest = max(widest, need(view - 1) - items[view - 1].position)
          } else {
            rest += length / 2
          }
        }
        if view < count - 1 && view != k {
          if view < decided {
            widest = max(widest, need(view) - items[view].position)
          } else {
            rest += length / 2
          }
        }
        items[k].position = offset
        widest = max(widest, need(k) - offset)
        offsets += offset
        decided += 1
        continue
      }
      if groupEnd > group + 1 {
        var pairsInGroup = 0
        for index in group..<groupEnd where ordered[index].position >= count { pairsInGroup += 1 }
        if pairsInGroup > 0 {
          // A pair's equality tied with two or more views' resistances: decided
          // here only when every one of them holds (the tier's total is 0).
          guard pairsInGroup == 1 else { return fail(#line) }
          if decideHoldingTie(
            group: group..<groupEnd, decided: &decided, widest: &widest, ends: &ends,
            rest: &rest, offsets: offsets, available: available, tolerance: tolerance)
          {
            continue
          }
          // Otherwise the tier is a trade: a linear program of its own.
          guard
            decideTieByProgram(
              group: group..<groupEnd, decided: &decided, widest: &widest, ends: &ends,
              rest: &rest, offsets: &offsets, available: available, tolerance: tolerance)
          else { return fail(#line) }
          continue
        }
        // Tied views: all at their intrinsic lengths, if the condition still holds.
        var newEnds = ends
        var newRest = rest
        var newWidest = widest
        for index in group..<groupEnd {
          let k = ordered[index].position
          let length = items[k].intrinsic
          items[k].length = length
          if k == 0 || k == count - 1 { newEnds += length / 2 }
          if k > 0 {
            if k - 1 < decided {
              newWidest = max(newWidest, need(k - 1) - items[k - 1].position)
            } else {
              newRest += length / 2
            }
          }
          if k < count - 1 {
            if k < decided {
              newWidest = max(newWidest, need(k) - items[k].position)
            } else {
              newRest += length / 2
            }
          }
        }
        let total = newEnds + Double(decided) * newWidest + offsets + newRest
        if total > available + tolerance {
          // They do not all fit. With no decided pair beside any, each costs the
          // condition a fixed amount per unit of length (half per undecided pair
          // beside it, half for an end view): the tier's total is largest when
          // the cheapest take the room first; of equally cheap ones, the later view
          // first.
          var besideDecided = false
          for index in group..<groupEnd {
            let k = ordered[index].position
            items[k].length = 0
            if k > 0 && k - 1 < decided || k < count - 1 && k < decided { besideDecided = true }
          }
          if besideDecided {
            // A middle view between two decided gaps grows for free while both
            // stay within the common gap's bound (later views first: the tier's
            // total is the same, the later view is settled first). Anything more
            // costs room: if there is none left, that is all; otherwise the tier
            // is a small program of its own (``decideTieByProgram`` without a pair).
            for index in group..<groupEnd {
              let k = ordered[index].position
              guard k > 0, k < count - 1, k < decided else { continue }
              let length = min(
                items[k].intrinsic,
                2 * (widest + items[k - 1].position - items[k - 1].spacingAfter)
                  - items[k - 1].length,
                2 * (widest + items[k].position - items[k].spacingAfter) - items[k + 1].length)
              items[k].length = max(0, length)
            }
            let slack = available - (ends + Double(decided) * widest + offsets + rest)
            if slack > tolerance {
              // Room is left and a view is short: the tier is a trade of its own.
              var short = false
              for index in group..<groupEnd {
                let k = ordered[index].position
                if items[k].length < items[k].intrinsic - tolerance { short = true }
              }
              if short {
                guard
                  decideTieByProgram(
                    group: group..<groupEnd, decided: &decided, widest: &widest, ends: &ends,
                    rest: &rest, offsets: &offsets, available: available, tolerance: tolerance)
                else { return fail(#line) }
              }
            }
            continue
          }
          var budget = available - (ends + Double(decided) * widest + offsets + rest)
          for cost in stride(from: 0.0, through: 1.0, by: 0.5) {
            for index in group..<groupEnd {
              let k = ordered[index].position
              var own = k == 0 || k == count - 1 ? 0.5 : 0
              if k > 0 { own += 0.5 }
              if k < count - 1 { own += 0.5 }
              guard own == cost else { continue }
              let length =
                own == 0 ? items[k].intrinsic : max(0, min(items[k].intrinsic, budget / own))
              items[k].length = length
              budget -= own * length
              if k == 0 || k == count - 1 { ends += length / 2 }
              if k > 0 { rest += length / 2 }
              if k < count - 1 { rest += length / 2 }
            }
          }
          continue
        }
        ends = newEnds
        rest = newRest
        widest = newWidest
        continue
      }
      if entry.position >= count {
        // Pair `decided`'s equality.
        let k = entry.position - count
        guard k == decided else { return fail(#line) }
        let own = need(k)
        let budget = available - ends - offsets - (rest - own)
        let pairs = Double(decided + 1)
        var offset = 0.0
        if pairs * max(widest, own) <= budget + tolerance {
          widest = max(widest, own)
        } else if own > widest {
          offset = (pairs * own - budget) / Double(decided)
          widest = own - offset
        } else {
          offset = budget - pairs * widest
        }
        items[k].position = offset
        offsets += offset
        rest -= own
        decided += 1
      } else {
        // A view takes back what it can.
        let k = entry.position
        let isEnd: Double = k == 0 || k == count - 1 ? 1 : 0
        var undecidedPairs = 0.0
        var own = -Double.infinity
        if k > 0 {
          if k - 1 < decided {
            own = max(own, need(k - 1) - items[k - 1].position)
          } else {
            undecidedPairs += 1
          }
        }
        if k < count - 1 {
          if k < decided {
            own = max(own, need(k) - items[k].position)
          } else {
            undecidedPairs += 1
          }
        }
        let fixed = ends + offsets + rest
        let linear = isEnd + undecidedPairs
        let scale = Double(decided)
        var length =
          linear > 0 ? 2 * (available - fixed - scale * widest) / linear : Double.infinity
        if own > -Double.infinity && length > 2 * (widest - own) {
          length = 2 * (available - fixed - scale * own) / (linear + scale)
        }
        length = max(0, min(items[k].intrinsic, length))
        items[k].length = length
        ends += isEnd * length / 2
        rest += undecidedPairs * length / 2
        if own > -Double.infinity { widest = max(widest, own + length / 2) }
      }
    }
    guard decided == count - 1 else { return fail(#line) }
    let pairs = Double(count - 1)
    // Views without an intrinsic length grow in arrangement order.
    for k in 0..<count where items[k].intrinsic.isNaN {
      let common = (available - (items[0].length + items[count - 1].length) / 2 - offsets) / pairs
      var length: Double
      if k > 0 && k < count - 1 {
        length = min(
          2 * (common + items[k - 1].position - items[k - 1].spacingAfter) - items[k - 1].length,
          2 * (common + items[k].position - items[k].spacingAfter) - items[k + 1].length)
      } else {
        // An end view: growing it narrows every gap through the common one.
        let other = k == 0 ? count - 1 : 0
        let pair = k == 0 ? 0 : count - 2
        let neighbour = k == 0 ? 1 : count - 2
        let room = available - items[other].length / 2 - offsets
        length =
          (room / pairs + items[pair].position - items[neighbour].length / 2
            - items[pair].spacingAfter) / (Double(count) / (2 * pairs))
        for j in 0..<(count - 1) where j != pair {
          length = min(length, 2 * (room - pairs * (need(j) - items[j].position)))
        }
      }
      items[k].length = max(0, length)
    }
    let common = (available - (items[0].length + items[count - 1].length) / 2 - offsets) / pairs
    var centre = start + items[0].length / 2
    for k in 0..<count {
      let offset = items[k].position
      items[k].position = centre - items[k].length / 2
      if k < count - 1 { centre += common + offset }
    }
    return pinned
  }

  /// One pair's equality and the compression resistances of two or more views at
  /// one priority (`group`, positions in ``ordered``): when every view at its
  /// intrinsic length and the pair at the common distance (offset 0) meet the
  /// condition of ``solveCenteringUneven(start:available:pinned:)``, every
  /// constraint of the tier holds, which no other choice betters; that is
  /// decided, and the state updated.
  ///
  /// - Returns: whether the tier was decided; false (the pair is not the next one
  ///   to decide, or the tier is a trade, the views' lengths then changed) hands
  ///   the stack over.
  private mutating func decideHoldingTie(
    group: Range<Int>, decided: inout Int, widest: inout Double, ends: inout Double,
    rest: inout Double, offsets: Double, available: Double, tolerance: Double
  ) -> Bool {
    let count = items.count
    var pair = -1
    for index in group where ordered[index].position >= count {
      pair = ordered[index].position - count
    }
    guard pair == decided else { return false }
    var newEnds = ends
    var newRest = rest
    var newWidest = widest
    for index in group where ordered[index].position < count {
      let k = ordered[index].position
      let length = items[k].intrinsic
      items[k].length = length
      if k == 0 || k == count - 1 { newEnds += length / 2 }
      // Pairs before `decided` are decided; the pair of this tier is not yet.
      if k > 0 {
        if k - 1 < decided {
          newWidest = max(newWidest, need(k - 1) - items[k - 1].position)
        } else {
          newRest += length / 2
        }
      }
      if k < count - 1 {
        if k < decided {
          newWidest = max(newWidest, need(k) - items[k].position)
        } else {
          newRest += length / 2
        }
      }
    }
    let own = need(pair)
    newWidest = max(newWidest, own)
    newRest -= own
    guard newEnds + offsets + newRest + Double(decided + 1) * newWidest <= available + tolerance
    else { return false }
    items[pair].position = 0
    ends = newEnds
    rest = newRest
    widest = newWidest
    decided += 1
    return true
  }

  /// One pair's equality and the compression resistances of two or more views at
  /// one priority (`group`, positions in ``ordered``), or two or more views'
  /// alone, when they cannot all hold: the least `|offset| + Σ (intrinsic -
  /// length)` under the condition of ``solveCenteringUneven(start:available:pinned:)``,
  /// then each constraint by rank (the later view first; at one rank, the pair's
  /// equality, which comes later in UIKit's list), as a small lexicographic
  /// program.
  ///
  /// Its columns: each view's length `L` and compression error `u` (`L + u = I`);
  /// with a pair, its offset from where it is at its need, `p - m`, and the
  /// offset's parts `e⁺ - e⁻` (the pair's error); how far the common distance
  /// rises above `widest`, `w`; the room left, `r`; a slack per bound on the
  /// common distance. Its rows: `L + u = I`; `e⁺ - e⁻ - p + m = need - widest`
  /// (the pair starts at its need); the condition, `Σ c L + K' w + p - m + r =
  /// room` (`c`, the share of a view's length in it: a half per undecided pair
  /// beside it, a half at an end; `K'` the pairs decided with this one); the
  /// pair's own bound, `Σ L / 2 - p + m - w + σ = 0`; and each decided pair beside
  /// a view, `Σ L / 2 - w + σ = widest - (need - offset)`. At the start (every
  /// view at 0, the pair at its need, `w = 0`) each row has a column that starts
  /// in the basis.
  ///
  /// - Returns: whether the tier was decided (the state then updated); false
  ///   (handed over) when the pair is not the next to decide, or the group has
  ///   more than 512 views (the tableau is dense: about 4 MB at 512).
  /// - Complexity: a simplex of about `v` rows and `2v` columns for `v` views,
  ///   whose pivots update only the columns where the pivot row is not zero.
  private mutating func decideTieByProgram(
    group: Range<Int>, decided: inout Int, widest: inout Double, ends: inout Double,
    rest: inout Double, offsets: inout Double, available: Double, tolerance: Double
  ) -> Bool {
    let count = items.count
    var pair = -1
    var views: [Int] = []
    for index in group {
      let position = ordered[index].position
      if position >= count { pair = position - count } else { views.append(position) }
    }
    let hasPair = pair >= 0
    guard !hasPair || pair == decided, !views.isEmpty, views.count <= 512 else { return false }
    views.sort()
    for v in views { items[v].length = 0 }
    let m = views.count
    // The first pair still undecided after this tier.
    let undecided = hasPair ? decided + 1 : decided
    let ownBefore = hasPair ? need(pair) : 0
    let start = ownBefore - widest  // the pair's offset at its need
    let room = max(0, available - (ends + Double(decided) * widest + offsets + rest))
    // Decided pairs beside a view (each once).
    var bounded: [Int] = []
    for v in views {
      for j in [v - 1, v] where j >= 0 && j < decided && !bounded.contains(j) { bounded.append(j) }
    }
    let (plus, minus, errorPlus, errorMinus, rise, slack) = (
      2 * m, 2 * m + 1, 2 * m + 2, 2 * m + 3, 2 * m + 4, 2 * m + 5
    )
    let pairSlack = 2 * m + 6
    let columns = pairSlack + 1 + bounded.count
    // Without a pair, its two rows stay empty but for their slack columns (in the
    // basis at 0: the pair's columns are then never priced).
    let rows = m + 3 + bounded.count
    var matrix = [Double](repeating: 0, count: rows * columns)
    var rightHandSides = [Double](repeating: 0, count: rows)
    var basis = [Int](repeating: 0, count: rows)
    func set(_ row: Int, _ column: Int, _ value: Double) { matrix[row * columns + column] += value }
    for (j, v) in views.enumerated() {
      set(j, j, 1)
      set(j, m + j, 1)
      rightHandSides[j] = items[v].intrinsic
      basis[j] = m + j
    }
    // The pair's error.
    let errorRow = m
    set(errorRow, errorPlus, 1)
    if !hasPair {
      basis[errorRow] = errorPlus
    } else {
      set(errorRow, errorMinus, -1)
      set(errorRow, plus, -1)
      set(errorRow, minus, 1)
      if start >= 0 {
        rightHandSides[errorRow] = start
        basis[errorRow] = errorPlus
      } else {
        for column in 0..<columns { matrix[errorRow * columns + column] *= -1 }
        rightHandSides[errorRow] = -start
        basis[errorRow] = errorMinus
      }
    }
    // The condition.
    let roomRow = m + 1
    for (j, v) in views.enumerated() {
      var share = v == 0 || v == count - 1 ? 0.5 : 0
      if v > 0 && v - 1 >= undecided { share += 0.5 }
      if v < count - 1 && v >= undecided { share += 0.5 }
      set(roomRow, j, share)
    }
    set(roomRow, rise, Double(undecided))
    if hasPair {
      set(roomRow, plus, 1)
      set(roomRow, minus, -1)
    }
    set(roomRow, slack, 1)
    rightHandSides[roomRow] = room
    basis[roomRow] = slack
    // The pair's own bound on the common distance.
    let pairRow = m + 2
    if hasPair {
      for (j, v) in views.enumerated() where v == pair || v == pair + 1 { set(pairRow, j, 0.5) }
      set(pairRow, plus, -1)
      set(pairRow, minus, 1)
      set(pairRow, rise, -1)
    }
    set(pairRow, pairSlack, 1)
    basis[pairRow] = pairSlack
    // The decided pairs' bounds.
    for (offset, p) in bounded.enumerated() {
      let row = m + 3 + offset
      for (j, v) in views.enumerated() where v == p || v == p + 1 { set(row, j, 0.5) }
      set(row, rise, -1)
      set(row, pairSlack + 1 + offset, 1)
      rightHandSides[row] = max(0, widest - (need(p) - items[p].position))
      basis[row] = pairSlack + 1 + offset
    }
    var simplex = LexicographicSimplex(
      matrix: matrix, rightHandSides: rightHandSides, columns: columns, basis: basis,
      sparsePivots: true)
    var tier: [(column: Int, coefficient: Double)] = []
    var ranked: [(rank: Int, isPair: Bool, columns: [Int])] = []
    if hasPair {
      tier = [(errorPlus, 1), (errorMinus, 1)]
      ranked.append((items[pair].index, true, [errorPlus, errorMinus]))
    }
    for j in 0..<m { tier.append((m + j, 1)) }
    simplex.minimize(tier)
    for (j, v) in views.enumerated() { ranked.append((items[v].index, false, [m + j])) }
    simplex.minimizeByRank(ranked)
    let solution = simplex.solution
    // The state, as for one view: lengths, ends, the undecided pairs' needs, the
    // decided pairs' bounds, then the pair itself.
    for (j, v) in views.enumerated() {
      let length = max(0, min(items[v].intrinsic, solution[j]))
      items[v].length = length
      if v == 0 || v == count - 1 { ends += length / 2 }
      if v > 0 && v - 1 >= undecided { rest += length / 2 }
      if v < count - 1 && v >= undecided { rest += length / 2 }
    }
    for p in bounded { widest = max(widest, need(p) - items[p].position) }
    if hasPair {
      let offset = start + solution[plus] - solution[minus]
      rest -= ownBefore
      items[pair].position = offset
      widest = max(widest, need(pair) - offset)
      offsets += offset
      decided += 1
    }
    return ends + offsets + rest + Double(decided) * widest <= available + tolerance
  }

  /// Pair `pair`'s equality and view `view`'s compression resistance at one
  /// priority: the least `|offset| + (intrinsic - length)` under the condition of
  /// ``solveCenteringUneven(start:available:pinned:)``, a linear program in two
  /// unknowns, solved at its corners (at most 15 per sign of the offset). Of equally
  /// good corners, the constraint with the higher rank (the later view; the pair's
  /// when the ranks are equal, it comes later in the list) is minimised first.
  /// - Returns: the offset and the length, or nil if no corner is feasible.
  private func decideTie(
    pair k: Int, view i: Int, decided: Int, widest: Double, fixed: Double, available: Double
  ) -> (Double, Double)? {
    let count = items.count
    let intrinsic = items[i].intrinsic
    let scale = Double(decided + 1)
    // Φ = fixed + d + a·x + (K+1)·max(widest, v + x/2, w + b·x - d) <= available.
    var a = i == 0 || i == count - 1 ? 0.5 : 0
    var v = -Double.infinity
    if i > 0 && i - 1 != k {
      if i - 1 < decided { v = max(v, need(i - 1) - items[i - 1].position) } else { a += 0.5 }
    }
    if i < count - 1 && i != k {
      if i < decided { v = max(v, need(i) - items[i].position) } else { a += 0.5 }
    }
    let w = need(k)  // the view is at 0 while undecided
    let b = i == k || i == k + 1 ? 0.5 : 0
    let room = available - fixed
    // Rows: (dCoefficient, xCoefficient, bound) meaning dC·d + xC·x <= bound.
    var rows:
      (
        (Double, Double, Double), (Double, Double, Double), (Double, Double, Double),
        (Double, Double, Double), (Double, Double, Double), (Double, Double, Double)
      ) = (
        (1, a, room - scale * widest),
        v > -Double.infinity ? (1, a + scale / 2, room - scale * v) : (0, 0, 0),
        (1 - scale, a + scale * b, room - scale * w),
        (0, 1, intrinsic),
        (0, -1, 0),
        (0, 0, 0)
      )
    func row(_ index: Int) -> (Double, Double, Double) {
      switch index {
      case 0: rows.0
      case 1: rows.1
      case 2: rows.2
      case 3: rows.3
      case 4: rows.4
      default: rows.5
      }
    }
    let tolerance = 1e-9 * max(1, abs(available), intrinsic)
    let pairFirst = items[k].index >= items[i].index
    var best: (d: Double, x: Double, cost: Double)? = nil
    for sign in stride(from: 1.0, through: -1.0, by: -2.0) {
      rows.5 = (-sign, 0, 0)  // sign·d >= 0
      for first in 0..<6 {
        for second in (first + 1)..<6 {
          let (a1, b1, c1) = row(first)
          let (a2, b2, c2) = row(second)
          let determinant = a1 * b2 - a2 * b1
          guard determinant != 0 else { continue }
          let d = (c1 * b2 - c2 * b1) / determinant
          let x = (a1 * c2 - a2 * c1) / determinant
          var feasible = true
          for index in 0..<6 {
            let (p, q, r) = row(index)
            if p * d + q * x > r + tolerance { feasible = false }
          }
          guard feasible else { continue }
          let cost = abs(d) + (intrinsic - x)
          if let current = best {
            if cost < current.cost - tolerance {
              best = (d, x, cost)
            } else if cost <= current.cost + tolerance {
              let better =
                pairFirst
                ? (abs(d) < abs(current.d) - tolerance
                  || abs(d) <= abs(current.d) + tolerance && x > current.x)
                : (x > current.x + tolerance
                  || x >= current.x - tolerance && abs(d) < abs(current.d))
              if better { best = (d, x, cost) }
            }
          } else {
            best = (d, x, cost)
          }
        }
      }
    }
    guard let best else { return nil }
    return (best.d, max(0, min(intrinsic, best.x)))
  }

  /// The pairs from `first` on, tied at 50, when the condition leaves `slack` of
  /// room but not enough for all of them to hold. With `g` the common distance (at
  /// least `widest`, at most `widest + slack / K` for the `K` pairs decided before,
  /// which move with it), each pair starts at `max(need, g)` and the sum must match
  /// the room: what is missing (`h < 0`) comes from pairs narrower than `g`
  /// shrinking toward their needs, what is left over (`h > 0`) widens a pair. The
  /// tier's total, `Σ max(0, need - g) + |h(g)|`, is convex in `g`: it falls while
  /// `h > 0`, then changes by `K + #(need < g) - #(need > g)`. Of the pairs that
  /// shrink, the later ones hold first (the tie rule by rank): the earliest give
  /// all they can.
  ///
  /// Sets each pair's offset from `g` in its position field.
  /// - Returns: the offsets' sum, or nil (handed to the constraint solver) when the
  ///   total is least on a whole interval of `g`.
  /// - Complexity: O(n log n).
  private mutating func settleFittingPairs(
    from first: Int, widest: Double, slack: Double, tolerance: Double
  ) -> Double? {
    let count = items.count
    let decidedPairs = Double(first)
    points.removeAll(keepingCapacity: true)
    for k in first..<(count - 1) { points.append((need(k), Double(k))) }
    points.withUnsafeMutableBufferPointer { $0.heapSort { $0.0 < $1.0 } }
    let total = Double(points.count)
    let upper = widest + slack / decidedPairs
    var g = widest
    var h = slack
    var below = 0.0  // needs at or below g
    var index = 0
    while index < points.count && points[index].0 <= g {
      h -= g - points[index].0
      below += 1
      index += 1
    }
    // While room is left over, g grows: every pair but those at their need
    // exactly loses error.
    while h > tolerance && g < upper {
      let next = index < points.count ? min(points[index].0, upper) : upper
      let slope = decidedPairs + below
      if h - slope * (next - g) <= 0 {
        g += h / slope
        h = 0
        break
      }
      h -= slope * (next - g)
      g = next
      while index < points.count && points[index].0 <= g {
        below += 1
        index += 1
      }
    }
    guard h <= tolerance else { return nil }
    // Then g grows while more pairs are wider than it than the decided and the
    // narrower pairs together.
    while g < upper {
      let slope = decidedPairs + below - (total - below)
      if slope > 0 { break }
      // A flat total: a tie over an interval of g.
      if slope == 0 { return nil }
      let next = index < points.count ? min(points[index].0, upper) : upper
      g = next
      while index < points.count && points[index].0 <= g {
        below += 1
        index += 1
      }
    }
    // What the narrower pairs give up: the earliest first.
    var missing = -(slack - decidedPairs * (g - widest))
    for k in first..<(count - 1) { missing += max(g, need(k)) - need(k) }
    missing = max(0, missing)
    var sum = 0.0
    for k in first..<(count - 1) {
      var gap = max(g, need(k))
      if missing > 0 && need(k) < g {
        let give = min(missing, g - need(k))
        gap -= give
        missing -= give
      }
      items[k].position = gap - g
      sum += gap - g
    }
    return sum
  }
}
