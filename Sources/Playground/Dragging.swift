import StackExport
import StackLayout
import StackRender
import StackScene

/// What a mouse press on an edge starts dragging.
public enum DragTarget: Hashable, Sendable {
  /// UIKit: the trailing edge (along the stack's axis) of arranged view
  /// `index`: its intrinsic length along the axis.
  case viewEdge(Int)
  /// UIKit: the stack's trailing (`width`) and or bottom (`height`) edge:
  /// its pinned size.
  case stackEdge(width: Bool, height: Bool)
  /// SwiftUI: the trailing edge (along the edited stack's axis) of child
  /// `index`: its fixed frame along the axis.
  case childEdge(Int)
  /// SwiftUI: the root's trailing and or bottom edge: the proposal.
  case proposalEdge(width: Bool, height: Bool)
}

/// A drag under way: where it started, the value it started from, and the
/// document before it, so that the whole drag is one undoable change.
struct Drag: Hashable, Sendable {
  var target: DragTarget
  var column: Int
  var row: Int
  /// The length (or the stack's width and height) when the drag started.
  var start: Size
  /// How many points (or cells, in a cell scene) one column and one row are.
  var unitsPerColumn: Double
  var unitsPerRow: Double
  var before: History.Document
}

extension DrawnScreen {
  /// The edge a press at a cell would drag, if any: the trailing edge of a
  /// view (its last column in a horizontal stack, its last row in a vertical
  /// one), or the stack's outline on its trailing side or bottom; only on the
  /// canvas (a panned picture's edges may lie past it, under other rows).
  public func dragTarget(atColumn column: Int, row: Int, axis: Axis) -> DragTarget? {
    if let canvas, !canvas.contains(x: column, y: row) { return nil }
    guard let hitMap else { return swiftUIDragTarget(atColumn: column, row: row, axis: axis) }
    if let index = hitMap.viewIndex(atColumn: column, row: row),
      let rect = hitMap.viewRects[index]
    {
      let onEdge =
        axis == .horizontal ? column == rect.x + rect.columns - 1 : row == rect.y + rect.rows - 1
      if onEdge { return .viewEdge(index) }
      return nil
    }
    let stack = hitMap.stackRect
    let right = stack.x + stack.columns
    let bottom = stack.y + stack.rows
    let width = column == right && (stack.y - 1...bottom).contains(row)
    let height = row == bottom && (stack.x - 1...right).contains(column)
    return width || height ? .stackEdge(width: width, height: height) : nil
  }

  /// SwiftUI mode: a child's trailing edge, or the root's outline on its
  /// trailing side or bottom.
  private func swiftUIDragTarget(atColumn column: Int, row: Int, axis: Axis) -> DragTarget? {
    if let index = viewIndex(atColumn: column, row: row), let rect = childRects[index] {
      let onEdge =
        axis == .horizontal ? column == rect.x + rect.columns - 1 : row == rect.y + rect.rows - 1
      return onEdge ? .childEdge(index) : nil
    }
    guard let root = rootRect else { return nil }
    let right = root.x + root.columns
    let bottom = root.y + root.rows
    let width = column == right && (root.y - 1...bottom).contains(row)
    let height = row == bottom && (root.x - 1...right).contains(column)
    return width || height ? .proposalEdge(width: width, height: height) : nil
  }
}

extension PlaygroundState {
  /// Handles a key or mouse event against the screen last drawn: a click on
  /// a view's trailing edge or on the stack's trailing or bottom outline
  /// starts a drag (in SwiftUI mode a child's trailing edge, its fixed frame,
  /// or the root's outline, the proposal), each `.drag` then changes the length by the
  /// cells moved, and the release ends it; the whole drag is one step of the
  /// history. Any other event goes to ``handle(_:viewAt:)`` (a drag that
  /// never saw its release ends first).
  public mutating func handle(_ key: Key, screen: DrawnScreen) {
    switch key {
    case .drag(let column, let row) where drag != nil:
      moveDrag(toColumn: column, row: row)
      return
    case .release(let column, let row) where drag != nil:
      moveDrag(toColumn: column, row: row)
      endDrag()
      return
    default:
      break
    }
    if drag != nil { endDrag() }
    if case .click(let column, let row) = key, startDrag(atColumn: column, row: row, screen: screen)
    {
      return
    }
    let wasSwiftUI = isSwiftUI
    let wasAnchored = fitAnchor != nil
    let wasFitted = zoom == 0
    handle(key) { screen.viewIndex(atColumn: $0, row: $1) }
    // A zoom steps from the scale on show, names' steps included.
    if wasFitted, zoom != 0 { zoomNamingSteps = screen.namingSteps }
    // A switch of model (`m`) keeps the steps below the size's fit that the
    // picture on show took; a screen with no picture (a panel) has none to
    // give, and a scale anchored before keeps its own.
    if isSwiftUI != wasSwiftUI {
      if screen.canvas != nil {
        // The names' steps included: the zoom steps from the anchor's.
        fitAnchorSteps = screen.fitSteps
        zoomNamingSteps = 0
      } else if !wasAnchored {
        fitAnchorSteps = 0
      }
    }
  }

  /// Starts a drag when the press is on an edge; returns whether it did.
  private mutating func startDrag(atColumn column: Int, row: Int, screen: DrawnScreen) -> Bool {
    let axis = isSwiftUI ? editedKind.editAxis : stack.axis
    guard prompt == nil, pathPrompt == nil, quitStep == nil, saveOverwrite == nil, !isShowingHelp,
      panel == nil, screen.unitsPerColumn > 0, screen.unitsPerRow > 0,
      let target = screen.dragTarget(atColumn: column, row: row, axis: axis)
    else { return false }
    if isSwiftUI {
      return startSwiftUIDrag(target, column: column, row: row, screen: screen)
    }
    let layout = rootStack.layout()
    let start: Size
    switch target {
    case .childEdge, .proposalEdge:
      return false
    case .viewEdge(let index):
      guard layout.views.indices.contains(index) else { return false }
      if isTree {
        // The canvas names a tree's views by rank: the drag edits the view in
        // its own stack, on that stack's axis; a nested stack has no intrinsic
        // length to drag (a click selects it).
        guard let (path, local) = Self.location(ofRank: index, in: rootStack) else { return false }
        let owner = Self.stack(in: rootStack, at: path[...])
        guard owner.arrangedSubviews[local].stack == nil else { return false }
        let rect = screen.hitMap?.viewRects[index]
        let onEdge =
          rect.map {
            owner.axis == .horizontal ? column == $0.x + $0.columns - 1 : row == $0.y + $0.rows - 1
          } ?? false
        guard onEdge else { return false }
        swiftUIPath = path
        selection = local
        let frame = layout.views[index].frame
        let along =
          owner.arrangedSubviews[local].intrinsicSize.length(along: owner.axis)
          ?? (owner.axis == .horizontal ? frame.width : frame.height)
        drag = Drag(
          target: .viewEdge(local), column: column, row: row,
          start: Size(width: along, height: along),
          unitsPerColumn: screen.unitsPerColumn, unitsPerRow: screen.unitsPerRow, before: document)
        message = "dragging the trailing edge of \(owner.arrangedSubviews[local].name)"
        return true
      }
      selection = index
      let along =
        stack.arrangedSubviews[index].intrinsicSize.length(along: stack.axis)
        ?? (stack.axis == .horizontal
          ? layout.views[index].frame.width : layout.views[index].frame.height)
      start = Size(width: along, height: along)
    case .stackEdge:
      start = Size(
        width: rootStack.size.width ?? layout.size.width,
        height: rootStack.size.height ?? layout.size.height)
    }
    message = nil
    drag = Drag(
      target: target, column: column, row: row, start: start,
      unitsPerColumn: screen.unitsPerColumn, unitsPerRow: screen.unitsPerRow, before: document)
    switch target {
    case .viewEdge(let index):
      message = "dragging the trailing edge of \(stack.arrangedSubviews[index].name)"
    default:
      message = "dragging the stack's edge"
    }
    return true
  }

  private mutating func startSwiftUIDrag(
    _ target: DragTarget, column: Int, row: Int, screen: DrawnScreen
  ) -> Bool {
    let layout = swiftUILayout
    let axis = editedKind.editAxis
    let start: Size
    switch target {
    case .childEdge(let index):
      guard let parent = editedLayoutIndex(in: layout) else { return false }
      let children = layout.children(of: parent)
      guard children.indices.contains(index), swiftUIChildren.indices.contains(index) else {
        return false
      }
      selection = index
      let laidOut = layout.nodes[children[index]].size.length(along: axis)
      let along =
        swiftUIChildren[index].fixedLength(along: axis)
        ?? (laidOut.isFinite ? laidOut.rounded() : 0)
      start = Size(width: along, height: along)
      message = "dragging the trailing edge of \(swiftUIChildren[index].name ?? "the child")"
    case .proposalEdge:
      let size = layout.size
      start = Size(
        width: tree.proposal.width ?? (size.width.isFinite ? size.width : 0),
        height: tree.proposal.height ?? (size.height.isFinite ? size.height : 0))
      message = "dragging the proposal's edge"
    default:
      return false
    }
    drag = Drag(
      target: target, column: column, row: row, start: start,
      unitsPerColumn: screen.unitsPerColumn, unitsPerRow: screen.unitsPerRow, before: document)
    return true
  }

  /// Sets the dragged length from how far the mouse moved since the press,
  /// in whole points (cells), within the limits.
  private mutating func moveDrag(toColumn column: Int, row: Int) {
    guard let drag else { return }
    let dx = Double(column - drag.column) * drag.unitsPerColumn
    let dy = Double(row - drag.row) * drag.unitsPerRow
    func length(_ start: Double, _ delta: Double) -> Double {
      Self.limitedLength((start + delta).rounded())
    }
    switch drag.target {
    case .viewEdge(let index):
      guard stack.arrangedSubviews.indices.contains(index) else { return }
      let axis = stack.axis
      let value = length(drag.start.width, axis == .horizontal ? dx : dy)
      stack.arrangedSubviews[index].intrinsicSize.setLength(value, along: axis)
      let word = axis == .horizontal ? "width" : "height"
      message =
        "intrinsic \(word) of \(stack.arrangedSubviews[index].name): \(formatNumber(value)) (drag)"
    case .stackEdge(let width, let height):
      if width { rootStack.size.width = length(drag.start.width, dx) }
      if height { rootStack.size.height = length(drag.start.height, dy) }
      let layout = rootStack.layout()
      message = "stack: \(Self.sizeText(rootStack.size, layout.size)) pinned (drag)"
    case .childEdge(let index):
      guard swiftUIChildren.indices.contains(index) else { return }
      let axis = editedKind.editAxis
      let value = length(drag.start.width, axis == .horizontal ? dx : dy)
      var children = swiftUIChildren
      children[index].setFixedLength(value, along: axis)
      swiftUIChildren = children
      let word = axis == .horizontal ? "width" : "height"
      message =
        "frame \(word) of \(children[index].name ?? "child \(index + 1)"): \(formatNumber(value)) (drag): \(swiftUIInlineCode(for: children[index]))"
    case .proposalEdge(let width, let height):
      if width { tree.proposal.width = length(drag.start.width, dx) }
      if height { tree.proposal.height = length(drag.start.height, dy) }
      message = "proposal: \(proposalText(tree.proposal)) (drag)"
    }
  }

  /// Ends the drag: records it as one change when it changed the scene.
  private mutating func endDrag() {
    guard let drag else { return }
    self.drag = nil
    guard scene != drag.before.scene else { return }
    history.record(
      History.Step(before: drag.before, after: document, summary: message ?? "a drag"))
  }

  /// The wheel: scrolls the help, the constraint panel or the code by three
  /// rows a notch.
  mutating func scrollByWheel(up: Bool) {
    let key: Key = up ? .up : .down
    if isShowingHelp {
      for _ in 0..<Self.wheelRows { _ = scrollHelp(key) }
    } else if panel == .constraints || panel == .code {
      for _ in 0..<Self.wheelRows { scrollPanel(key) }
    } else {
      message = "the wheel scrolls the constraints (l), the code (Ctrl-E) and the help (?)"
    }
  }

  /// How many rows one notch of the wheel scrolls.
  static let wheelRows = 3
}
