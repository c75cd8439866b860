import StackExport
import StackLayout
import StackRender
import StackScene

/// The layout margins `b` / `B` step all four edges through, in points.
public let marginSteps: [Double] = [0, 4, 8, 16, 20, 32]
/// The layout margins `b` / `B` step through in a `"unit": "cell"` scene.
public let cellMarginSteps: [Double] = [0, 1, 2, 3, 4]

/// A device whose screen size `P` pins the stack to.
public struct DeviceSize: Hashable, Sendable {
  public var name: String
  public var width: Double
  public var height: Double
}

/// The sizes `P` cycles the pinned stack through, in points.
public let deviceSizes: [DeviceSize] = [
  DeviceSize(name: "iPhone SE", width: 375, height: 667),
  DeviceSize(name: "iPhone 15", width: 393, height: 852),
  DeviceSize(name: "iPad", width: 820, height: 1180),
]

/// The keys that edit the scene properties that once could be set only in
/// JSON: names, colours, layout margins, the margins- and baseline-relative
/// arrangements, baselines and device sizes.
extension PlaygroundState {
  /// The longest name the rename prompt takes, in characters.
  static let nameLimit = 60

  /// The keys of this file in UIKit mode; returns whether `key` was one of them.
  mutating func handlePropertyKey(_ key: Key) -> Bool {
    switch key {
    case .character("N"): startRename()
    case .character("j"): cycleColor(by: 1)
    case .character("J"): cycleColor(by: -1)
    case .character("b"): stepMargins(up: true)
    case .character("B"): stepMargins(up: false)
    case .character("M"): toggleMarginsRelative()
    case .character("L"): toggleBaselineRelative()
    case .character("f"): stepBaseline(.firstBaseline, by: -lengthStep)
    case .character("F"): stepBaseline(.firstBaseline, by: lengthStep)
    case .character("k"): stepBaseline(.lastBaseline, by: -lengthStep)
    case .character("K"): stepBaseline(.lastBaseline, by: lengthStep)
    case .character("P"): cycleDeviceSize()
    default: return false
    }
    return true
  }

  // MARK: Names

  /// `N`: a prompt holding the selected view's (or child's) name.
  mutating func startRename() {
    if isSwiftUI {
      guard let node = selectedNode else {
        message = tree.root.kind.isStack ? "no children: n adds one" : "the root has no children"
        return
      }
      prompt = Prompt(field: .name, text: node.name ?? "")
    } else {
      guard let view = selectedView else {
        message = "no views: n adds one"
        return
      }
      prompt = Prompt(field: .name, text: view.name)
    }
  }

  /// Enter in the rename prompt: renames the selected view or child. An empty
  /// name or one already taken leaves the prompt on show with why; the name
  /// stays unique in the stack (UIKit) or the whole tree (SwiftUI).
  mutating func commitName(_ prompt: Prompt) {
    let name = prompt.text
    var kept = prompt
    let old: String?
    let taken: Set<String>
    if isSwiftUI {
      old = selectedNode?.name
      taken = Set(tree.root.allNames)
    } else {
      old = selectedView?.name
      taken = treeNames
    }
    if name.isEmpty {
      kept.note = "a name must not be empty"
      self.prompt = kept
      return
    }
    if name != old, taken.contains(name) {
      kept.note = "\(name) is already taken: names are unique"
      self.prompt = kept
      return
    }
    if name == old {
      message = "name unchanged: \(name)"
      return
    }
    if isSwiftUI {
      withSelectedChildNode { node in
        node.name = name
        return "renamed \(old ?? "the child") to \(name): \(swiftUIInlineCode(for: node))"
      }
    } else {
      stack.arrangedSubviews[selection].name = name
      message = "renamed \(old ?? "") to \(name)"
    }
  }

  // MARK: Colours

  /// `j` / `J`: the selected view's (or Color child's) next / previous palette colour.
  mutating func cycleColor(by step: Int) {
    let all = PaletteColor.allCases
    if isSwiftUI {
      withSelectedChildNode { node in
        let name = node.name ?? node.kind.typeName
        guard case .color(let color) = node.kind else {
          return "\(name) is a \(node.kind.typeName): only a Color has a colour (k makes it one)"
        }
        let current = PaletteColor(rawValue: color) ?? all[0]
        let next = Self.cycle(all, from: current, by: step)
        node.kind = .color(next.rawValue)
        return "colour of \(name): \(color) -> \(next.rawValue)"
      }
      return
    }
    let index = selection
    withSelectedView { view in
      let current =
        view.color.flatMap { PaletteColor(rawValue: $0) }
        ?? PaletteColor.automatic(forIndex: index)
      let next = Self.cycle(all, from: current, by: step)
      view.color = next.rawValue
      return "colour of \(view.name): \(current.rawValue) -> \(next.rawValue)"
    }
  }

  // MARK: Layout margins

  /// The rungs `b` / `B` step the margins through.
  var marginLadder: [Double] { scene.unit == .cell ? cellMarginSteps : marginSteps }

  /// `b` / `B`: all four layout margins to the next / previous rung of
  /// ``marginSteps`` from the largest edge.
  mutating func stepMargins(up: Bool) {
    let margins = stack.layoutMargins
    let current = max(margins.top, margins.leading, margins.bottom, margins.trailing)
    let ladder = marginLadder
    let next = up ? ladder.first { $0 > current } : ladder.last { $0 < current }
    guard let next else {
      let end = formatNumber(up ? ladder.last ?? 0 : 0)
      message =
        up
        ? "layout margins: \(end) is the largest step; = types any value"
        : "layout margins: already 0"
      if up { lastField = .margins }
      return
    }
    stack.layoutMargins = EdgeInsets(top: next, leading: next, bottom: next, trailing: next)
    lastField = .margins
    message =
      "layout margins: \(formatNumber(next)) on every edge"
      + (stack.isLayoutMarginsRelativeArrangement
        ? "" : " (M arranges the views inside them)")
  }

  /// `M`: toggles isLayoutMarginsRelativeArrangement.
  mutating func toggleMarginsRelative() {
    stack.isLayoutMarginsRelativeArrangement.toggle()
    let on = stack.isLayoutMarginsRelativeArrangement
    message =
      "isLayoutMarginsRelativeArrangement: \(on)"
      + (on
        ? " (views inside margins of \(Self.marginsText(stack.layoutMargins)); b/B change them)"
        : " (views fill the stack's bounds)")
  }

  /// `L`: toggles isBaselineRelativeArrangement.
  mutating func toggleBaselineRelative() {
    stack.isBaselineRelativeArrangement.toggle()
    let on = stack.isBaselineRelativeArrangement
    let note =
      stack.axis == .vertical
      ? (on ? " (spacing runs from last baseline to first baseline)" : "")
      : " (it acts on vertical stacks only)"
    message = "isBaselineRelativeArrangement: \(on)\(note)"
  }

  /// The margins in a few words: `8` when every edge is the same, else
  /// `top 1 leading 2 bottom 3 trailing 4`.
  static func marginsText(_ margins: EdgeInsets) -> String {
    let edges = [margins.top, margins.leading, margins.bottom, margins.trailing]
    if edges.allSatisfy({ $0 == margins.top }) { return formatNumber(margins.top) }
    return "top \(formatNumber(margins.top)) leading \(formatNumber(margins.leading))"
      + " bottom \(formatNumber(margins.bottom)) trailing \(formatNumber(margins.trailing))"
  }

  // MARK: Baselines

  /// `f` / `F`, `k` / `K`: moves the selected view's first or last baseline
  /// up (`step` < 0) or down by a length step. Baselines are distances below
  /// the view's top; a view without one starts from its bottom (its laid-out
  /// height), where the solver puts a missing last baseline. Never above the
  /// top (0).
  mutating func stepBaseline(_ field: Field, by step: Double) {
    guard refuseIntrinsicEditOfAStack() else { return }
    lastField = field
    let views = rootStack.layout().views
    let height = views.indices.contains(selectedRank) ? views[selectedRank].frame.height : 0
    let first = field == .firstBaseline
    withSelectedView { view in
      let word = first ? "first baseline" : "last baseline"
      let old = first ? view.firstBaseline : view.lastBaseline
      let start = old ?? Self.limitedLength(height.rounded())
      let wanted = max(0, start + step)
      let new = Self.limitedLength(wanted)
      if first { view.firstBaseline = new } else { view.lastBaseline = new }
      let origin =
        old == nil ? " (it had none: started from its bottom, \(formatNumber(start)))" : ""
      return
        "\(word) of \(view.name): \(formatNumber(new)) below its top\(origin)\(Self.limitNote(wanted: wanted, got: new))"
    }
  }

  // MARK: Device sizes

  /// `P`: pins the stack to the next device size (iPhone SE, iPhone 15, iPad),
  /// the first when it is pinned to none of them.
  mutating func cycleDeviceSize() {
    guard scene.unit == .point else {
      message = "device sizes are in points; this scene counts in cells (w/t size it)"
      return
    }
    let current = deviceSizes.firstIndex {
      rootStack.size.width == $0.width && rootStack.size.height == $0.height
    }
    let device = deviceSizes[current.map { ($0 + 1) % deviceSizes.count } ?? 0]
    rootStack.size = PartialSize(width: device.width, height: device.height)
    message =
      "stack: pinned to \(device.name), \(formatNumber(device.width))x\(formatNumber(device.height))"
  }
}
