import StackLayout
import StackRender
import StackScene

/// The constraint panel (`l`): every constraint the UIKit solver used, grouped
/// by axis and by UIKit's identifier, each with its priority and whether it
/// holds or is broken and by how much.
///
/// ```
///  constraints: 33, 6 broken; ▶ decides red's size       PgUp/PgDn 1-14 of 48
/// width: along the axis
///  content-hugging  keeps a view from growing past its intrinsic length
///  ▶ red.width <= 60                                @250  broken by 84
///    green.width <= 90                              @250  holds
/// ```
///
/// **Which constraints decide the selected view's size.** For each of the
/// view's two lengths, look at the constraints on that length itself (its
/// hugging, compression resistance, `UISV-hiding`, `UISV-fill-equally`,
/// `UISV-fill-proportionally`, `UISV-ambiguity-suppression`):
/// - those that hold *tightly* (an equality, or a bound the length sits
///   exactly at) decide it, and are marked;
/// - when none does, the length was pushed from outside (by the stack's size,
///   spacing, alignment): the strongest of them that is broken is marked (the
///   one that gave way), and with it, for hugging or compression resistance,
///   the same constraint of the other views at the same priority that held
///   (the rivals it lost the tie to).
///
/// In SwiftUI mode, which has no constraints, the panel lists each node of the
/// tree with what it was proposed, what it chose and why.
public enum ConstraintPanel {
  /// One constraint as the panel lists it.
  public struct Entry: Hashable, Sendable {
    /// The constraint and its status, as the solver returned them.
    public var solved: SolvedConstraint
    /// Whether it decides the selected view's size (see ``ConstraintPanel``).
    public var decides: Bool
  }

  /// What a row of the panel is, for its style.
  enum RowKind: Hashable, Sendable {
    /// An axis or a node heading: bold and underlined.
    case section
    /// An identifier with what UIKit uses it for.
    case group(gloss: String)
    /// A constraint row; the marked ones are reversed with a marker.
    case entry(marked: Bool, broken: Bool)
    /// Plain text (a SwiftUI reason).
    case note
  }

  /// One row of the panel.
  struct Row: Hashable, Sendable {
    var text: String
    var kind: RowKind
  }

  /// The constraints of the layout, in the solver's order, with the ones that
  /// decide the size of the view at `selection` flagged.
  public static func entries(layout: StackViewLayout, selection: Int?) -> [Entry] {
    let deciding = selection.map { decidingIndices(layout: layout, selection: $0) } ?? []
    return layout.constraints.enumerated().map { index, solved in
      Entry(solved: solved, decides: deciding.contains(index))
    }
  }

  /// The indices in `layout.constraints` of the constraints that decide the
  /// size of the view at `selection` (the rule in ``ConstraintPanel``).
  public static func decidingIndices(layout: StackViewLayout, selection: Int) -> Set<Int> {
    guard layout.views.indices.contains(selection) else { return [] }
    let frame = layout.views[selection].frame
    let constraints = layout.constraints
    var result = Set<Int>()
    for axis in [Axis.horizontal, .vertical] {
      let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
      let anchor = LayoutAnchor(.view(selection), attribute)
      let length = axis == .horizontal ? frame.width : frame.height
      let own = constraints.indices.filter {
        constraints[$0].constraint.first == anchor || constraints[$0].constraint.second == anchor
      }
      let tight = own.filter { index in
        let solved = constraints[index]
        guard solved.status.holds else { return false }
        let constraint = solved.constraint
        return constraint.relation == .equal
          || (constraint.second == nil && abs(length - constraint.constant) < 1e-6)
      }
      if !tight.isEmpty {
        result.formUnion(tight)
        continue
      }
      let broken = own.filter { !constraints[$0].status.holds }
      guard
        let strongest = broken.max(by: {
          constraints[$0].constraint.priority < constraints[$1].constraint.priority
        })
      else { continue }
      result.insert(strongest)
      let lost = constraints[strongest].constraint
      guard lost.identifier == "content-hugging" || lost.identifier == "compression-resistance"
      else { continue }
      for index in constraints.indices where index != strongest {
        let other = constraints[index]
        if other.constraint.identifier == lost.identifier,
          other.constraint.first.attribute == attribute, other.constraint.priority == lost.priority,
          other.status.holds
        {
          result.insert(index)
        }
      }
    }
    return result
  }

  /// What UIKit uses each identifier for, in a learner's words.
  static let glosses: [String: String] = [
    "pinned-size": "the size the stack is pinned to",
    "fitting-size": "no size pinned: the stack shrinks to fit (priority 50)",
    "UISV-hiding": "a hidden view collapses to 0",
    "UISV-canvas-connection": "ties the arrangement to the stack's edges",
    "UISV-spacing": "the gap between neighbours",
    "content-hugging": "keeps a view from growing past its intrinsic length",
    "compression-resistance": "keeps a view from shrinking below its intrinsic length",
    "UISV-fill-equally": "every view as long as the first",
    "UISV-fill-proportionally": "lengths in proportion to the intrinsic lengths",
    "UISV-distributing": "guides in the gaps, kept equal",
    "UISV-canvas-fit": "a weak pull to make the stack as small as its content",
    "UISV-alignment": "each view aligned with the first",
    "UISV-spanning-boundary": "a guide that spans every view across the axis",
    "UISV-spanning-fit": "a weak pull to make the spanning guide small",
    "UISV-ambiguity-suppression": "a very weak pull to 0, so no length is ambiguous",
  ]

  /// The status in words: `holds` or `broken by 84`.
  public static func statusText(_ status: ConstraintStatus) -> String {
    switch status {
    case .holds: "holds"
    case .broken(let amount): "broken by \(formatNumber(amount))"
    }
  }

  /// The constraint without its priority: `green.leading == red.trailing + 8`.
  ///
  /// A constraint of a nested stack (`stack`, its name) names that stack where
  /// UIKit's list says `stack`, and its guides after it: `text.leading ==
  /// title.leading`, `text.spanningGuide.width == 0`.
  public static func expressionText(
    _ constraint: LayoutConstraint, names: [String], stack: String? = nil
  ) -> String {
    var text = constraint.formatted(names: names)
    if let at = text.lastIndex(of: "@") { text = String(text[..<at]).trimmingTrailingSpaces() }
    guard let stack else { return text }
    // Only the item names at the start of a side: after the start or a space.
    var result = ""
    var atStart = true
    var rest = Substring(text)
    while let first = rest.first {
      if atStart {
        for (item, renamed) in [
          ("stack.", "\(stack)."), ("margins.", "\(stack).margins."),
          ("spanningGuide.", "\(stack).spanningGuide."),
        ] where rest.hasPrefix(item) {
          result += renamed
          rest = rest.dropFirst(item.count)
          break
        }
        guard let next = rest.first else { break }
        result.append(next)
        atStart = next == " "
        rest = rest.dropFirst()
        continue
      }
      result.append(first)
      atStart = first == " "
      rest = rest.dropFirst()
    }
    return result
  }

  /// The panel's rows (without its title) for a window `width` columns wide.
  static func lines(for state: PlaygroundState, width: Int) -> [Row] {
    if state.isSwiftUI { return swiftUILines(for: state, width: width) }
    // The whole tree: views by rank, each nested stack's constraints named by it.
    let stack = state.rootStack
    let layout = stack.layout()
    let names = layout.views.map(\.name)
    let entries = entries(
      layout: layout, selection: state.stack.arrangedSubviews.isEmpty ? nil : state.selectedRank)
    let expressions = entries.map {
      expressionText($0.solved.constraint, names: names, stack: $0.solved.stack)
    }
    let expressionWidth = expressions.map { displayWidth(of: $0) }.max() ?? 0
    let priorities = entries.map { "@" + formatNumber($0.solved.constraint.priority) }
    let priorityWidth = priorities.map { displayWidth(of: $0) }.max() ?? 0

    var rows: [Row] = []
    for axis in [stack.axis, stack.axis.cross] {
      let indices = entries.indices.filter { entries[$0].solved.constraint.axis == axis }
      guard !indices.isEmpty else { continue }
      let length = axis == .horizontal ? "width" : "height"
      let side =
        state.isTree
        ? (axis == stack.axis ? "along the root's axis" : "across the root's axis")
        : (axis == stack.axis ? "along the axis" : "across the axis")
      rows.append(Row(text: "\(length) (\(axis.rawValue)): \(side)", kind: .section))
      var identifiers: [String] = []
      for index in indices where !identifiers.contains(entries[index].solved.constraint.identifier)
      {
        identifiers.append(entries[index].solved.constraint.identifier)
      }
      for identifier in identifiers {
        rows.append(Row(text: identifier, kind: .group(gloss: glosses[identifier] ?? "")))
        for index in indices where entries[index].solved.constraint.identifier == identifier {
          let entry = entries[index]
          let expression = pad(expressions[index], to: expressionWidth)
          let priority = padLeft(priorities[index], to: priorityWidth)
          rows.append(
            Row(
              text: "\(expression)  \(priority)  \(statusText(entry.solved.status))",
              kind: .entry(marked: entry.decides, broken: !entry.solved.status.holds)))
        }
      }
    }
    return rows
  }

  /// SwiftUI mode: each node with its proposal, its choice and its reason.
  static func swiftUILines(for state: PlaygroundState, width: Int) -> [Row] {
    let layout = state.swiftUILayout
    let children = layout.nodes.isEmpty ? [] : layout.children(of: 0)
    let selected = children.indices.contains(state.selection) ? children[state.selection] : nil
    var rows: [Row] = []
    for (index, node) in layout.nodes.enumerated() {
      let indent = String(repeating: "  ", count: node.depth)
      let name = node.name.map { " \($0)" } ?? ""
      let proposal =
        "\(node.proposal.width.map(formatNumber) ?? "nil")x\(node.proposal.height.map(formatNumber) ?? "nil")"
      let size = "\(formatNumber(node.size.width))x\(formatNumber(node.size.height))"
      rows.append(
        Row(
          text:
            "\(indent)\(node.kind.typeName)\(name)  proposed \(proposal)  chose \(size)",
          kind: .entry(marked: index == selected, broken: false)))
      for line in PlaygroundScreen.wrap(node.reason, width: max(10, width - 4 - indent.count)) {
        rows.append(Row(text: "\(indent)  \(line)", kind: .note))
      }
    }
    return rows
  }

  static func pad(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - displayWidth(of: text)))
  }

  static func padLeft(_ text: String, to width: Int) -> String {
    String(repeating: " ", count: max(0, width - displayWidth(of: text))) + text
  }

  /// The title: how many constraints, how many broken, what the marker means,
  /// how to scroll and which rows are on show.
  static func title(for state: PlaygroundState, rows: Range<Int>, total: Int, glyphs: GlyphSet)
    -> String
  {
    let marker = glyphs == .unicode ? "▶" : ">"
    let position = total == 0 ? "" : "  \(rows.lowerBound + 1)-\(rows.upperBound) of \(total)"
    if state.isSwiftUI {
      return " proposals and choices (SwiftUI has no constraints)  l closes\(position) "
    }
    let layout = state.rootStack.layout()
    let broken = layout.constraints.filter { !$0.status.holds }.count
    let name =
      state.selectedView.map { "\(marker) decides \($0.name)'s size" } ?? "no view selected"
    return
      " constraints: \(layout.constraints.count), \(broken) broken  \(name)  PgUp/PgDn\(position) "
  }

  /// Draws the panel over `area`: a title row, then as many rows as fit from
  /// the state's scroll position (clamped so the last page is full).
  static func draw(
    _ state: PlaygroundState, into buffer: inout CellBuffer, area: CellRect, glyphs: GlyphSet
  ) {
    guard area.rows > 1, area.columns > 0 else { return }
    buffer.fill(area, with: .blank)
    let rows = lines(for: state, width: area.columns)
    let visible = area.rows - 1
    let first = max(0, min(state.panelScroll, rows.count - visible))
    let range = first..<min(rows.count, first + visible)
    let ellipsis = glyphs.ellipsis
    buffer.fill(
      CellRect(x: area.x, y: area.y, columns: area.columns, rows: 1),
      with: Cell(" ", style: CellStyle(bold: true, reverse: true)))
    buffer.put(
      title(for: state, rows: range, total: rows.count, glyphs: glyphs), x: area.x, y: area.y,
      style: CellStyle(bold: true, reverse: true), maxWidth: area.columns, ellipsis: ellipsis)
    let marker = glyphs == .unicode ? "▶" : ">"
    for (offset, row) in rows[range].enumerated() {
      let y = area.y + 1 + offset
      switch row.kind {
      case .section:
        buffer.put(
          row.text, x: area.x, y: y, style: CellStyle(bold: true, underline: true),
          maxWidth: area.columns, ellipsis: ellipsis)
      case .group(let gloss):
        let used = buffer.put(
          row.text, x: area.x + 1, y: y, style: CellStyle(bold: true),
          maxWidth: area.columns - 1, ellipsis: ellipsis)
        if !gloss.isEmpty {
          buffer.put(
            gloss, x: area.x + 3 + used, y: y, style: CellStyle(dim: true),
            maxWidth: max(0, area.columns - 3 - used), ellipsis: ellipsis)
        }
      case .entry(let marked, let broken):
        let style =
          marked ? CellStyle(bold: true, reverse: true) : CellStyle(bold: broken)
        var text = (marked ? "\(marker) " : "  ") + row.text + " "
        if glyphs == .ascii { text = String(text.map { $0 == "×" ? "*" : $0 }) }
        buffer.put(
          text, x: area.x + 1, y: y, style: style, maxWidth: area.columns - 1, ellipsis: ellipsis)
      case .note:
        buffer.put(
          row.text, x: area.x, y: y, style: CellStyle(dim: true), maxWidth: area.columns,
          ellipsis: ellipsis)
      }
    }
  }
}

extension String {
  /// The string without the spaces at its end.
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
