import StackLayout
import StackRender
import StackScene

/// UIKit nested stacks in the playground: the stack being edited, entering and
/// leaving nested stacks, embedding a view in a new stack and unembedding it.
///
/// The path to the stack being edited is ``PlaygroundState/swiftUIPath`` in
/// both modes (in UIKit mode, the index of each nested stack on the way from
/// the root); ``PlaygroundState/stack`` is that stack, and every key that edits
/// "the stack" or "the selected view" acts there. The stack's size (`p`, `w`,
/// `t`, `P`, dragging its edge) is always the root's: a nested stack is sized
/// by its arrangement.
extension PlaygroundState {
  /// The root stack of a UIKit scene (``stack`` is the stack being edited).
  public var rootStack: StackView {
    get { scene.stack }
    set { scene.stack = newValue }
  }

  /// The longest prefix of ``swiftUIPath`` that leads, in UIKit mode, from the
  /// root through nested stacks.
  var validUIKitPath: [Int] {
    var current = scene.stack
    var valid: [Int] = []
    for index in swiftUIPath {
      guard current.arrangedSubviews.indices.contains(index),
        let nested = current.arrangedSubviews[index].stack
      else { break }
      valid.append(index)
      current = nested
    }
    return valid
  }

  /// The stack at `path` (a valid path) in `root`.
  static func stack(in root: StackView, at path: ArraySlice<Int>) -> StackView {
    guard let first = path.first, let nested = root.arrangedSubviews[first].stack else {
      return root
    }
    return stack(in: nested, at: path.dropFirst())
  }

  /// `root` with the stack at `path` (a valid path) replaced by `stack`.
  static func replacing(_ root: StackView, at path: ArraySlice<Int>, with stack: StackView)
    -> StackView
  {
    guard let first = path.first, let nested = root.arrangedSubviews[first].stack else {
      return stack
    }
    var result = root
    result.arrangedSubviews[first].stack = replacing(nested, at: path.dropFirst(), with: stack)
    return result
  }

  /// Whether the UIKit scene holds nested stacks.
  var isTree: Bool { !isSwiftUI && scene.stack.hasNestedStacks }

  /// The rank in the tree (the index in the root layout's views) of the view at
  /// `index` of the stack at `path`.
  static func rank(of index: Int, at path: [Int], in root: StackView) -> Int {
    var rank = 0
    var current = root
    for (depth, position) in (path + [index]).enumerated() {
      for earlier in 0..<min(position, current.arrangedSubviews.count) {
        rank += 1 + (current.arrangedSubviews[earlier].stack?.treeViewCount ?? 0)
      }
      guard depth < path.count, let nested = current.arrangedSubviews[position].stack else {
        break
      }
      rank += 1
      current = nested
    }
    return rank
  }

  /// The rank of the selected view in the tree (its index in the root
  /// layout's ``StackViewLayout/views``): past every view of the nested
  /// stacks before it, at the root as in a nested stack; ``selection`` for a
  /// flat stack.
  public var selectedRank: Int {
    Self.rank(of: selection, at: validUIKitPath, in: scene.stack)
  }

  /// The stack and index of the view of `rank` in the tree of `root`.
  static func location(ofRank rank: Int, in root: StackView) -> (path: [Int], index: Int)? {
    var remaining = rank
    var path: [Int] = []
    var current = root
    while true {
      var found = false
      for (index, view) in current.arrangedSubviews.enumerated() {
        if remaining == 0 { return (path, index) }
        remaining -= 1
        let inside = view.stack?.treeViewCount ?? 0
        if remaining < inside, let nested = view.stack {
          path.append(index)
          current = nested
          found = true
          break
        }
        remaining -= inside
      }
      if !found { return nil }
    }
  }

  /// The names of the stacks on `path`, from the root: `root › text`.
  func stackPathText(_ path: [Int], glyphs: GlyphSet = .unicode) -> String {
    var names = ["root"]
    var current = scene.stack
    for index in path {
      guard current.arrangedSubviews.indices.contains(index),
        let nested = current.arrangedSubviews[index].stack
      else { break }
      names.append(current.arrangedSubviews[index].name)
      current = nested
    }
    return names.joined(separator: glyphs == .unicode ? " › " : " > ")
  }

  /// The selected view's path from the root: `root › text › title`.
  func selectedPathText(glyphs: GlyphSet = .unicode) -> String {
    let path = validUIKitPath
    let name = selectedView?.name ?? ""
    return stackPathText(path, glyphs: glyphs) + (glyphs == .unicode ? " › " : " > ") + name
  }

  /// Every name in the UIKit tree.
  var treeNames: Set<String> {
    var names: Set<String> = []
    var pending = [scene.stack]
    while let stack = pending.popLast() {
      for view in stack.arrangedSubviews {
        names.insert(view.name)
        if let nested = view.stack { pending.append(nested) }
      }
    }
    return names
  }

  /// A name not yet in the tree: `base`, or `base2`, `base3`, ….
  func unusedName(_ base: String) -> String {
    let names = treeNames
    var name = base
    var suffix = 2
    while names.contains(name) {
      name = "\(base)\(suffix)"
      suffix += 1
    }
    return name
  }

  /// After a key: the path back to a stack that exists and the selection within
  /// its views.
  mutating func normalizeUIKitPath() {
    guard !isSwiftUI else { return }
    let valid = validUIKitPath
    if valid != swiftUIPath { swiftUIPath = valid }
    let count = stack.arrangedSubviews.count
    if selection >= count { selection = max(0, count - 1) }
  }

  // MARK: Keys

  /// `>`: edits the selected nested stack.
  mutating func enterNestedStack() {
    guard let view = selectedView else {
      message = "no views: n adds one"
      return
    }
    guard view.stack != nil else {
      message = "\(view.name) is not a stack ({ embeds it in one)"
      return
    }
    swiftUIPath = validUIKitPath + [selection]
    selection = 0
    focusSelectedView()
    message = "editing \(stackPathText(swiftUIPath)) (< goes back)"
  }

  /// `<`: back to the stack that holds the one being edited.
  mutating func leaveNestedStack() {
    var path = validUIKitPath
    guard let last = path.popLast() else {
      message = "already at the root stack"
      return
    }
    swiftUIPath = path
    selection = last
    focusSelectedView()
    message = "editing \(stackPathText(path))"
  }

  /// `{`: puts the selected view in a new stack in its place (Interface
  /// Builder's Embed in Stack View): fill, alignment fill, spacing 0, across the
  /// axis of the stack being edited.
  mutating func embedSelectedView() {
    guard let view = selectedView else {
      message = "no views: n adds one"
      return
    }
    guard validUIKitPath.count + 2 <= SceneLimits.maximumDepth else {
      message = "a tree nests at most \(SceneLimits.maximumDepth) deep"
      return
    }
    let name = unusedName("stack")
    let axis = stack.axis.cross
    var wrapped = view
    wrapped.isHidden = false
    wrapped.customSpacingAfter = nil
    let nested = StackView(axis: axis, arrangedSubviews: [wrapped])
    var holder = ArrangedView(name: name, color: "gray", stack: nested)
    holder.isHidden = view.isHidden
    holder.customSpacingAfter = view.customSpacingAfter
    stack.arrangedSubviews[selection] = holder
    focusSelectedView()
    message = "embedded \(view.name) in a new \(axis.rawValue) stack named \(name) (> enters it)"
  }

  /// `}`: replaces the selected nested stack by its views.
  mutating func unembedSelectedView() {
    guard let view = selectedView else {
      message = "no views: n adds one"
      return
    }
    guard let nested = view.stack else {
      message = "\(view.name) is not a stack: only a stack can be unembedded"
      return
    }
    stack.arrangedSubviews.replaceSubrange(selection...selection, with: nested.arrangedSubviews)
    if stack.arrangedSubviews.isEmpty { selection = 0 }
    selection = min(selection, max(0, stack.arrangedSubviews.count - 1))
    focusSelectedView()
    message =
      "unembedded \(view.name): its \(nested.arrangedSubviews.count) views are in \(stackPathText(validUIKitPath))"
  }

  /// Says why an intrinsic size, a priority or a baseline of the selected view
  /// cannot be edited when it is a nested stack (a stack has none of its own);
  /// `true` when it is a plain view (or there is none: the caller says so).
  mutating func refuseIntrinsicEditOfAStack() -> Bool {
    guard let view = selectedView, view.stack != nil else { return true }
    message =
      "\(view.name) is a stack: it has no intrinsic size, so its own priorities and baselines "
      + "change nothing (> edits its views)"
    return false
  }

  /// A click on the view of `rank` in the tree: edits its stack and selects it.
  mutating func selectRank(_ rank: Int) {
    guard let (path, index) = Self.location(ofRank: rank, in: scene.stack) else { return }
    swiftUIPath = path
    selection = index
    focusSelectedView()
  }
}
