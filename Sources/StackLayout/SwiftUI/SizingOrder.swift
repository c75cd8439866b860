/// The order in which an HStack or VStack sizes its children, and its words
/// for it, over the children's facts kept in scratch space by the caller (by
/// child index).
struct SizingOrder {
  let priorities: UnsafeBufferPointer<Double>
  let minimums: UnsafeBufferPointer<Double>
  let flexibilities: UnsafeBufferPointer<Double>
  let isSpacer: UnsafeBufferPointer<Bool>
  /// Child indices, first sized first. Runs of equal priority are the groups.
  let order: UnsafeMutableBufferPointer<Int>

  /// Sorts `order` (child indices) as ``sort(_:priorities:minimums:flexibilities:)`` does.
  init(
    priorities: UnsafeBufferPointer<Double>, minimums: UnsafeBufferPointer<Double>,
    flexibilities: UnsafeBufferPointer<Double>, isSpacer: UnsafeBufferPointer<Bool>,
    sorting order: UnsafeMutableBufferPointer<Int>
  ) {
    self.priorities = priorities
    self.minimums = minimums
    self.flexibilities = flexibilities
    self.isSpacer = isSpacer
    self.order = order
    Self.sort(order, priorities: priorities, minimums: minimums, flexibilities: flexibilities)
  }

  /// Whether the child at `rank` in the order is in the first group.
  func isFirstGroup(_ rank: Int) -> Bool { priorities[order[rank]] == priorities[order[0]] }

  /// The rank after the last of the group that starts at rank `start`.
  func groupEnd(from start: Int) -> Int {
    var end = start + 1
    while end < order.count && priorities[order[end]] == priorities[order[start]] { end += 1 }
    return end
  }

  /// A child's flexibility: `max - min`, infinite when its maximum is.
  static func flexibility(minimum: Double, maximum: Double) -> Double {
    maximum.isInfinite ? Double.infinity : max(0, maximum - minimum)
  }

  /// Sorts child indices, first sized first: priority (highest first), then
  /// flexibility (smallest first; between two infinitely flexible children
  /// the larger minimum first), then source order.
  static func sort(
    _ indices: UnsafeMutableBufferPointer<Int>, priorities: UnsafeBufferPointer<Double>,
    minimums: UnsafeBufferPointer<Double>, flexibilities: UnsafeBufferPointer<Double>
  ) {
    var indices = indices
    indices.sort { a, b in
      if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
      let (first, second) = (flexibilities[a], flexibilities[b])
      if first.isInfinite && second.isInfinite {
        if minimums[a] != minimums[b] { return minimums[a] > minimums[b] }
      } else if first != second {
        return first < second
      }
      return a < b
    }
  }

  /// What the words for every child say, given to `facts` by child index:
  /// where it comes in the order and why, such as `proposed first:
  /// layoutPriority 1`, `proposed 2nd of 3: flexibility 100, the least`,
  /// `sized last: Spacer` (see ``StackOrderFacts/text``).
  ///
  /// - Complexity: O(n log n) for n children (what each child's words need
  ///   from the others is counted once).
  func phrases(_ facts: (Int, StackOrderFacts) -> Void) {
    let count = order.count
    // Bare Spacers are named as such; other views' priorities are worth saying
    // only when they differ among those views.
    let isBareSpacer = { (child: Int) in isSpacer[child] && priorities[child] == -.infinity }
    let prioritiesDiffer = priorities.contains { $0 != priorities[0] }
    var firstViewPriority: Double? = nil
    var viewPrioritiesDiffer = false
    var highestViewPriority = -Double.infinity
    for child in priorities.indices where !isBareSpacer(child) {
      let priority = priorities[child]
      if let first = firstViewPriority, first != priority { viewPrioritiesDiffer = true }
      if firstViewPriority == nil { firstViewPriority = priority }
      highestViewPriority = max(highestViewPriority, priority)
    }
    var start = 0
    while start < count {
      let end = groupEnd(from: start)
      let group = UnsafeBufferPointer(rebasing: order[start..<end])
      let words =
        group.count > 1
        ? GroupWords(group: group, minimums: minimums, flexibilities: flexibilities) : nil
      for rank in start..<end {
        let index = order[rank]
        var child = StackOrderFacts(rank: rank, count: count)
        if isBareSpacer(index) {
          child.namesSpacer = prioritiesDiffer
        } else if viewPrioritiesDiffer {
          child.priority = priorities[index]
          child.isHighest = priorities[index] == highestViewPriority
        }
        if let words {
          child.flexibility = words.flexibilityWords(for: index)
        }
        facts(index, child)
      }
      start = end
    }
  }

  /// What the words on flexibility need to know about one group of equal
  /// priority, counted once for the group.
  private struct GroupWords {
    let minimums: UnsafeBufferPointer<Double>
    let flexibilities: UnsafeBufferPointer<Double>
    let first: Int
    let last: Int
    /// The infinitely flexible children of the group.
    let infiniteCount: Int
    /// How many infinitely flexible children have each minimum.
    let infiniteMinimums: [Double: Int]
    /// How many children have each finite flexibility.
    let finiteFlexibilities: [Double: Int]

    /// The group itself when it is small enough to count by scanning.
    let smallGroup: UnsafeBufferPointer<Int>?

    init(
      group: UnsafeBufferPointer<Int>, minimums: UnsafeBufferPointer<Double>,
      flexibilities: UnsafeBufferPointer<Double>
    ) {
      self.minimums = minimums
      self.flexibilities = flexibilities
      first = group.first!
      last = group.last!
      var infiniteCount = 0
      var infiniteMinimums: [Double: Int] = [:]
      var finiteFlexibilities: [Double: Int] = [:]
      if group.count <= 8 {
        // Counting by scanning costs no hashing and no tables.
        smallGroup = group
        for child in group where flexibilities[child].isInfinite { infiniteCount += 1 }
        self.infiniteCount = infiniteCount
        self.infiniteMinimums = infiniteMinimums
        self.finiteFlexibilities = finiteFlexibilities
        return
      }
      smallGroup = nil
      for child in group {
        if flexibilities[child].isInfinite {
          infiniteCount += 1
          infiniteMinimums[minimums[child], default: 0] += 1
        } else {
          finiteFlexibilities[flexibilities[child], default: 0] += 1
        }
      }
      self.infiniteCount = infiniteCount
      self.infiniteMinimums = infiniteMinimums
      self.finiteFlexibilities = finiteFlexibilities
    }

    /// How many infinitely flexible children of the group have `minimum`.
    private func infiniteCount(withMinimum minimum: Double) -> Int? {
      guard let smallGroup else { return infiniteMinimums[minimum] }
      var found = 0
      for child in smallGroup where flexibilities[child].isInfinite && minimums[child] == minimum {
        found += 1
      }
      return found == 0 ? nil : found
    }

    /// How many finitely flexible children of the group have `flexibility`.
    private func finiteCount(withFlexibility flexibility: Double) -> Int? {
      guard let smallGroup else { return finiteFlexibilities[flexibility] }
      var found = 0
      for child in smallGroup
      where !flexibilities[child].isInfinite && flexibilities[child] == flexibility {
        found += 1
      }
      return found == 0 ? nil : found
    }

    func flexibilityWords(for index: Int) -> FlexibilityWords {
      let flexibility = flexibilities[index]
      if flexibility.isInfinite {
        // Other infinitely flexible children, and those of them with another minimum.
        let others = infiniteCount - 1
        // (A NaN minimum equals nothing, not even itself.)
        let same = minimums[index].isNaN ? 1 : infiniteCount(withMinimum: minimums[index]) ?? 1
        let minimumMatters = infiniteCount - same > 0
        if minimumMatters { return .infiniteWithMinimum(minimums[index]) }
        return others == 0 ? .infiniteMost : .infiniteTied
      }
      let tied = !flexibility.isNaN && finiteCount(withFlexibility: flexibility) ?? 0 > 1
      if tied { return .finite(flexibility, .tied) }
      if first == index { return .finite(flexibility, .least) }
      if last == index { return .finite(flexibility, .most) }
      return .finite(flexibility, .none)
    }
  }
}

/// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`…
func ordinal(_ number: Int) -> String {
  let suffix: String
  switch (number % 10, number % 100) {
  case (_, 11...13): suffix = "th"
  case (1, _): suffix = "st"
  case (2, _): suffix = "nd"
  case (3, _): suffix = "rd"
  default: suffix = "th"
  }
  return "\(number)\(suffix)"
}
