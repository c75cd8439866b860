/// The values of one axis's variables in a tree of nested stacks: those of
/// views, gap guides and nested spanning guides in an array by rank (a tree of
/// a thousand views reads and writes them thousands of times per layout), the
/// few others in a dictionary.
struct TreeValues {
  /// Six per rank: the view's position and length, its gap guide's, and (for a
  /// nested stack) its spanning guide's; NaN where there is no value.
  private var slots: [Double]
  private var others: [Variable: Double] = [:]

  /// No values, for a tree of `count` views.
  init(count: Int) {
    slots = Array(repeating: .nan, count: 6 * count)
  }

  /// The values of `values`, for a tree of `count` views.
  init(_ values: [Variable: Double], count: Int) {
    self.init(count: count)
    for (variable, value) in values { self[variable] = value }
  }

  private func slot(_ variable: Variable) -> Int? {
    let base: Int
    let offset: Int
    switch variable {
    case .position(.view(let rank)): (base, offset) = (rank, 0)
    case .length(.view(let rank)): (base, offset) = (rank, 1)
    case .position(.gapGuide(let rank)): (base, offset) = (rank, 2)
    case .length(.gapGuide(let rank)): (base, offset) = (rank, 3)
    case .nestedSpanningPosition(let rank): (base, offset) = (rank, 4)
    case .nestedSpanningLength(let rank): (base, offset) = (rank, 5)
    default: return nil
    }
    let index = 6 * base + offset
    return base >= 0 && index < slots.count ? index : nil
  }

  subscript(variable: Variable) -> Double? {
    get {
      guard let index = slot(variable) else { return others[variable] }
      let value = slots[index]
      return value.isNaN ? nil : value
    }
    set {
      guard let index = slot(variable) else {
        others[variable] = newValue
        return
      }
      slots[index] = newValue ?? .nan
    }
  }

  subscript(variable: Variable, default value: Double) -> Double {
    self[variable] ?? value
  }

  /// Every value snapped (``snapped(_:)``).
  func snapped() -> TreeValues {
    var result = self
    for index in result.slots.indices where !result.slots[index].isNaN {
      result.slots[index] = StackLayout.snapped(result.slots[index])
    }
    result.others = others.mapValues(StackLayout.snapped)
    return result
  }
}
