import StackLayout
import StackScene

/// The boxes a picture leaves without their names, and the rows that name them.
///
/// A canvas names each box inside it, on its outline, or beside it with a
/// leader; a cramped picture (a small window, a row of narrow views, views of
/// no size on one spot) can leave some box with its name cut (`ba…`) or
/// nowhere. After drawing, the picture's text is searched for every box's
/// whole name; those not found are named on rows below the picture:
/// `unnamed above:`, each view after a swatch of its box's colour (its fill
/// character in monochrome), each stack dim (beside the picture, where the
/// playground has no row below it: `unnamed to the right:`).
public enum UnnamedBoxes {
  /// A box a picture must name: a view or a nested stack (a SwiftUI Color or
  /// stack with a name; a Text shows its string and a Spacer is a gap).
  public struct Box: Equatable, Sendable {
    /// The name the picture must show whole.
    public var name: String
    /// The colour of a view's box; `nil` for a stack (an outline).
    public var color: PaletteColor?

    /// A box named `name`, of `color` (`nil` for a stack).
    public init(name: String, color: PaletteColor?) {
      self.name = name
      self.color = color
    }
  }

  /// The most boxes a picture has for its unnamed ones to be searched for
  /// (the search costs a little per box: the grid searches every cell). A
  /// larger tree is drawn with letters, and its canvas places no names
  /// outside its boxes.
  public static let boxLimit = 200

  /// The most rows the names take below a picture (the comparison grid takes
  /// up to a third of its rows when more names need them); a name past them
  /// is cut, with an ellipsis.
  public static let rowLimit = 3

  /// The boxes of a UIKit tree, in pre-order: every view whose stack is drawn
  /// (a hidden view is listed by name below the picture, and the views of a
  /// hidden stack are not drawn). Empty for a tree of more than ``boxLimit``
  /// (whose pictures are not searched): the walk stops there.
  public static func boxes(of stack: StackView) -> [Box] {
    var boxes: [Box] = []
    func visit(_ stack: StackView) -> Bool {
      for (index, view) in stack.arrangedSubviews.enumerated() {
        guard boxes.count < boxLimit else { return false }
        guard let nested = view.stack else {
          boxes.append(
            Box(name: view.name, color: PaletteColor.forView(named: view.color, at: index)))
          continue
        }
        boxes.append(Box(name: view.name, color: nil))
        if !view.isHidden, !visit(nested) { return false }
      }
      return true
    }
    return visit(stack) ? boxes : []
  }

  /// The boxes of a SwiftUI tree, in pre-order: the named Colors and stacks
  /// under the root. Empty for a tree of more than ``boxLimit``.
  public static func boxes(of layout: SwiftUILayout) -> [Box] {
    var boxes: [Box] = []
    for node in layout.nodes.dropFirst() {
      guard let name = node.name else { continue }
      let box: Box
      switch node.kind {
      case .color(let color): box = Box(name: name, color: PaletteColor(rawValue: color) ?? .gray)
      case .hstack, .vstack, .zstack: box = Box(name: name, color: nil)
      case .text, .spacer: continue
      }
      guard boxes.count < boxLimit else { return [] }
      boxes.append(box)
    }
    return boxes
  }

  /// Those of `boxes` whose whole name appears nowhere in the text of `rect`
  /// as a word of its own (not inside the box, on its outline, beside it
  /// with a leader nor in the list of hidden and outside views), in order,
  /// each once; none when there are more than ``boxLimit`` boxes. A wide
  /// character is read once (its second cell adds nothing), so a name in
  /// Hangul or CJK is found.
  ///
  /// - Complexity: the rectangle's text is read once and indexed by byte;
  ///   each name is then compared only where its first byte is, so a
  ///   picture of 1,000 x 1,000 cells costs about what reading it costs,
  ///   not that times the number of boxes.
  public static func unnamed(_ boxes: [Box], in buffer: CellBuffer, rect: CellRect) -> [Box] {
    guard !boxes.isEmpty, boxes.count <= boxLimit else { return [] }
    // Each name as the canvases write it.
    let drawn = boxes.map { Array(drawnName($0.name).utf8) }
    var firsts = [Bool](repeating: false, count: 256)
    for name in drawn { if let first = name.first { firsts[Int(first)] = true } }
    let text = Text(buffer.rowTexts(in: rect), indexing: firsts)
    var seen = Set<String>()
    var unnamed: [Box] = []
    for (box, name) in zip(boxes, drawn) where seen.insert(box.name).inserted {
      if !text.holds(name) { unnamed.append(box) }
    }
    return unnamed
  }

  /// `name` as a canvas writes it whole: ``shownName(_:)`` (a name of
  /// megabytes cut to a little past any picture's width), without the
  /// characters no cell shows (control characters, which
  /// ``CellBuffer/put(_:x:y:style:maxWidth:ellipsis:)`` skips). A name of
  /// those alone has nothing to show, and counts as named.
  static func drawnName(_ name: String) -> String {
    let shown = shownName(name)
    return shown.contains(where: { displayWidth(of: $0) == 0 })
      ? String(shown.filter { displayWidth(of: $0) > 0 }) : shown
  }

  /// Rows of text as UTF-8, a line break between rows (a name never spans
  /// rows), with where each byte value a name starts with occurs.
  struct Text {
    var bytes: [UInt8] = []
    /// For each byte value `indexing` marks, its offsets in `bytes`, in
    /// order (the others are empty).
    var offsets: [[Int]] = Array(repeating: [], count: 256)

    init(_ rows: [String], indexing: [Bool]) {
      for row in rows {
        if !bytes.isEmpty { bytes.append(0x0A) }
        bytes.append(contentsOf: row.utf8)
      }
      for (offset, byte) in bytes.enumerated() where indexing[Int(byte)] {
        offsets[Int(byte)].append(offset)
      }
    }

    /// Whether the text holds `part` (whose first byte is indexed) as a
    /// word of its own: no ASCII letter or digit right before or after it,
    /// so `row1` is not found in `row12`, nor `image6` in `image6header`.
    func holds(_ part: [UInt8]) -> Bool {
      guard let first = part.first, let last = part.last else { return true }
      for start in offsets[Int(first)] {
        let end = start + part.count
        guard end <= bytes.count else { return false }
        guard bytes[start..<end].elementsEqual(part) else { continue }
        if start > 0, isWordByte(bytes[start - 1]), isWordByte(first) { continue }
        if end < bytes.count, isWordByte(bytes[end]), isWordByte(last) { continue }
        return true
      }
      return false
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
      (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x61 && byte <= 0x7A)
    }
  }

  /// What the names below a picture start with.
  public static let abovePrefix = "unnamed above:"
  /// What the names in a band left of a picture start with.
  public static let rightPrefix = "unnamed to the right:"
  /// What the names in a band right of a picture start with.
  public static let leftPrefix = "unnamed to the left:"

  /// The rows naming `boxes`: `prefix` (`unnamed above:`), then each box's name after a
  /// swatch of its colour (a view) or dim (a stack), a space apart, wrapped
  /// at `width` without breaking a name (a name wider than `width` has a
  /// row of its own, and is cut where it is written). The prefix wraps
  /// between its words too, so a narrow band beside a picture can hold it
  /// (``narrowestWidth(_:prefix:)``).
  public static func lines(
    _ boxes: [Box], width: Int, colorMode: ColorMode, glyphs: GlyphSet,
    prefix: String = abovePrefix
  ) -> [[(text: String, style: CellStyle)]] {
    typealias Segment = (text: String, style: CellStyle)
    var lines: [[Segment]] = []
    var line: [Segment] = []
    var used = 0
    func add(_ entry: [Segment]) {
      let entryWidth = entry.reduce(0) { $0 + displayWidth(of: $1.text) }
      if used > 0, used + 1 + entryWidth > width {
        lines.append(line)
        line = entry
        used = entryWidth
      } else {
        if used > 0 { line.append((" ", .plain)) }
        line += entry
        used += (used > 0 ? 1 : 0) + entryWidth
      }
    }
    for word in prefix.split(separator: " ") { add([(String(word), CellStyle(dim: true))]) }
    for box in boxes {
      if let color = box.color {
        let swatch = colorMode == .monochrome ? color.fillCharacter(glyphs) : " "
        add([(String(swatch), color.boxStyle(colorMode)), (box.name, color.accentStyle(colorMode))])
      } else {
        add([(box.name, CellStyle(dim: true))])
      }
    }
    lines.append(line)
    return lines
  }

  /// ``lines(_:width:colorMode:glyphs:prefix:)`` in at most `rows` rows:
  /// all of them when they fit, else as many boxes as fit in order with
  /// `+N more` after them (dim, as a stack's name) for the `N` left out,
  /// or `+N` where `+N more` is wider than `width` (a narrow band beside a
  /// picture, whose names would otherwise end `+35 mo…`); `nil` when not
  /// even the prefix and that fit.
  public static func lines(
    _ boxes: [Box], width: Int, rows: Int, colorMode: ColorMode, glyphs: GlyphSet,
    prefix: String = abovePrefix
  ) -> [[(text: String, style: CellStyle)]]? {
    let all = lines(boxes, width: width, colorMode: colorMode, glyphs: glyphs, prefix: prefix)
    if all.count <= rows { return all }
    func shortened(_ kept: Int) -> [[(text: String, style: CellStyle)]] {
      let count = "+\(boxes.count - kept)"
      let full = count + " more"
      let more = Box(name: displayWidth(of: full) <= width ? full : count, color: nil)
      return lines(
        Array(boxes.prefix(kept)) + [more], width: width, colorMode: colorMode, glyphs: glyphs,
        prefix: prefix)
    }
    // The rows grow with the boxes kept: the most that fit, by halving.
    var low = 0
    var high = boxes.count - 1
    guard shortened(0).count <= rows else { return nil }
    while low < high {
      let middle = (low + high + 1) / 2
      if shortened(middle).count <= rows { low = middle } else { high = middle - 1 }
    }
    return shortened(low)
  }

  /// The fewest columns in which ``lines(_:width:colorMode:glyphs:prefix:)``
  /// cuts nothing: the widest word of `prefix`, or of the boxes' entries (a
  /// view's name after its one-cell swatch).
  public static func narrowestWidth(_ boxes: [Box], prefix: String) -> Int {
    let words = prefix.split(separator: " ").map { displayWidth(of: String($0)) }
    let entries = boxes.map { displayWidth(of: $0.name) + ($0.color == nil ? 0 : 1) }
    return (words + entries).max() ?? 0
  }

  /// Writes `lines` at the top of `room`, and returns the rows they take; a
  /// line past its rows is left out, and the last row then ends with an
  /// ellipsis.
  @discardableResult
  public static func write(
    _ lines: [[(text: String, style: CellStyle)]], in room: CellRect,
    into buffer: inout CellBuffer, glyphs: GlyphSet
  ) -> CellRect {
    let used = CellRect(
      x: room.x, y: room.y, columns: room.columns, rows: min(lines.count, room.rows))
    for (offset, line) in lines.prefix(used.rows).enumerated() {
      buffer.putList(line, x: room.x, y: room.y + offset, ellipsis: glyphs.ellipsis, clip: used)
    }
    if lines.count > used.rows, used.rows > 0, used.columns > 0 {
      buffer.put(
        String(glyphs.ellipsis), x: used.maxX - 1, y: used.maxY - 1, style: CellStyle(dim: true))
    }
    return used
  }
}
