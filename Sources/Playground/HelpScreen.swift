import StackLayout
import StackRender

/// The `?` overlay: every key binding of the mode, grouped under headings,
/// in columns.
///
/// ```
/// stackplay keys (UIKit)  x/X: next/previous, more/less  Esc closes
/// Stack                      Edit                      Panels
///  a         axis             i/I      focus a field    l         constraints
///  d/D       distribution     = Enter  edit the focus   PgUp/PgDn scroll
///  ...
/// ```
///
/// The layout is the first that fits the window, in this order: the full
/// actions, then the short ones (``KeyBinding/shortAction``); with a blank row
/// between groups, then without; in 1, 2, 3, then 4 columns. Columns are as
/// wide as their longest line. At 80x24 the short actions fit in 3 columns;
/// in a window too small for any layout, the overlay scrolls (Up/Down,
/// PgUp/PgDn, Home/End) and its title says so.
extension PlaygroundScreen {
  /// Text at a column of a help row.
  struct HelpSpan: Hashable {
    var x: Int
    var text: String
    var style: CellStyle
  }

  /// One thing a help column lists.
  enum HelpItem: Hashable {
    case heading(String)
    case binding(keys: String, action: String)
    case blank
  }

  /// The most columns the help is laid out in.
  static let maxHelpColumns = 4
  /// The columns between two columns of the help.
  static let helpGap = 2
  /// The columns between a key and its action: 2 for the full forms, 1 for
  /// the short ones (whose keys are bold and at most 9 columns).
  static func keyGap(short: Bool) -> Int { short ? 1 : 2 }

  /// The help's rows for a window `width` columns wide with `height` rows
  /// under the title (the rows may be more than `height`: the help then scrolls).
  static func helpRows(
    _ bindings: [KeyBinding], swiftUI: Bool, language: Language, width: Int, height: Int
  ) -> [[HelpSpan]] {
    var fallback: (columns: [[HelpItem]], gap: Int)?
    for short in [false, true] {
      let groups = KeyGroup.allCases.compactMap { group -> [HelpItem]? in
        let members = bindings.filter { $0.group == group }
        guard !members.isEmpty else { return nil }
        return [.heading(Localization.groupTitle(group, swiftUI: swiftUI, language))]
          + members.map {
            short
              ? .binding(keys: $0.shortKeys, action: $0.shortAction)
              : .binding(keys: $0.keys, action: $0.action)
          }
      }
      for blanks in [true, false] {
        for count in 1...maxHelpColumns {
          guard let columns = packHelp(groups, columns: count, blanks: blanks),
            helpWidth(columns, gap: keyGap(short: short)) <= width
          else { continue }
          if columns.map(\.count).max() ?? 0 <= height {
            return helpSpans(columns, gap: keyGap(short: short))
          }
          // Too tall: the shortest layout that is narrow enough scrolls.
          if let best = fallback,
            best.columns.map(\.count).max() ?? 0 <= columns.map(\.count).max() ?? 0
          {
            continue
          }
          fallback = (columns, keyGap(short: short))
        }
      }
    }
    return helpSpans(fallback?.columns ?? [], gap: fallback?.gap ?? 1)
  }

  /// The groups in `count` columns of equal height (as low as they go): a
  /// group starts a new column when the rest of one cannot hold it, and is
  /// split only when it is taller than a column. `nil` when they do not fit.
  static func packHelp(_ groups: [[HelpItem]], columns count: Int, blanks: Bool)
    -> [[HelpItem]]?
  {
    let total = groups.reduce(0) { $0 + $1.count } + (blanks ? groups.count - 1 : 0)
    guard total > 0 else { return [] }
    for height in ((total + count - 1) / count)...total {
      var columns: [[HelpItem]] = [[]]
      for group in groups {
        var column = columns[columns.count - 1]
        let gap = blanks && !column.isEmpty ? 1 : 0
        if !column.isEmpty && column.count + gap + group.count > height {
          columns.append([])
          column = []
        } else if gap == 1 {
          column.append(.blank)
        }
        for item in group {
          if column.count == height || (column.count == height - 1 && item == group.first) {
            columns[columns.count - 1] = column
            columns.append([])
            column = []
          }
          column.append(item)
        }
        columns[columns.count - 1] = column
      }
      if columns.count <= count { return columns }
    }
    return nil
  }

  /// The width of a column: its widest heading, or its widest key, the gap
  /// and its widest action.
  static func helpColumnWidths(_ columns: [[HelpItem]], gap: Int) -> [(keys: Int, total: Int)] {
    columns.map { column in
      var keys = 0
      var actions = 0
      var headings = 0
      for item in column {
        switch item {
        case .heading(let text): headings = max(headings, displayWidth(of: text))
        case .binding(let key, let action):
          keys = max(keys, displayWidth(of: key))
          actions = max(actions, displayWidth(of: action))
        case .blank: break
        }
      }
      return (keys, max(headings, 1 + keys + gap + actions))
    }
  }

  static func helpWidth(_ columns: [[HelpItem]], gap: Int) -> Int {
    let widths = helpColumnWidths(columns, gap: gap).map(\.total)
    return widths.reduce(0, +) + helpGap * max(0, widths.count - 1)
  }

  /// The columns side by side, row by row.
  static func helpSpans(_ columns: [[HelpItem]], gap: Int) -> [[HelpSpan]] {
    let widths = helpColumnWidths(columns, gap: gap)
    var rows = Array(repeating: [HelpSpan](), count: columns.map(\.count).max() ?? 0)
    var x = 0
    for (index, column) in columns.enumerated() {
      for (row, item) in column.enumerated() {
        switch item {
        case .heading(let text):
          rows[row].append(
            HelpSpan(x: x, text: text, style: CellStyle(bold: true, underline: true)))
        case .binding(let keys, let action):
          rows[row].append(HelpSpan(x: x + 1, text: keys, style: CellStyle(bold: true)))
          rows[row].append(
            HelpSpan(x: x + 1 + widths[index].keys + gap, text: action, style: .plain))
        case .blank: break
        }
      }
      x += widths[index].total + helpGap
    }
    return rows
  }

  /// Draws the `?` overlay for `state` on the whole screen: the title, the
  /// keys, and, when the message area had to cut the last message, that
  /// message whole under them.
  static func drawHelp(_ state: PlaygroundState, into buffer: inout CellBuffer, glyphs: GlyphSet) {
    let width = buffer.columns
    let height = buffer.rows - 1
    let bindings = Localization.keyBindings(swiftUI: state.isSwiftUI, state.language)
    var rows = helpRows(
      bindings, swiftUI: state.isSwiftUI, language: state.language, width: width, height: height)
    // The last message, whole, when the message area cut it.
    let message = messageLines(state, width: width, glyphs: glyphs)
    if message.isCut, state.prompt == nil, !state.isAskingToQuit, let text = state.message {
      rows.append([])
      rows.append([
        HelpSpan(
          x: 0, text: Localization.lastMessageTitle(state.language),
          style: CellStyle(bold: true, underline: true))
      ])
      let lines = wrapMessage(
        text, width: width, maxLines: Int.max, ellipsis: glyphs.ellipsis, more: ""
      ).lines
      rows += lines.map { [HelpSpan(x: 0, text: $0, style: .plain)] }
    }
    let first = max(0, min(state.helpScroll, rows.count - height))
    let last = min(rows.count, first + height)
    let title = Localization.helpTitle(
      swiftUI: state.isSwiftUI,
      scrolled: rows.count > height ? (first + 1, last, rows.count) : nil, state.language)
    let style = CellStyle(bold: true, reverse: true)
    buffer.fill(CellRect(x: 0, y: 0, columns: width, rows: 1), with: Cell(" ", style: style))
    buffer.put(title, x: 0, y: 0, style: style, maxWidth: width, ellipsis: glyphs.ellipsis)
    for (offset, spans) in rows[first..<last].enumerated() {
      for span in spans {
        buffer.put(
          span.text, x: span.x, y: 1 + offset, style: span.style, maxWidth: max(0, width - span.x),
          ellipsis: glyphs.ellipsis)
      }
    }
  }
}
