import StackLayout

/// Where the root's proposal is drawn: a sparse dashed line (`─ ─ ─`, `│`
/// every other row) around the root's outline, on each axis where the
/// proposal is larger than the root's chosen size, and a label saying what was
/// proposed.
///
/// ```
/// ╭HStack╌╌╌╌╌╌╌╌╌╮─ ─ ─ ─┐    proposal 300x120, root 216x80: both axes dashed
/// ╎ …             ╎       │
/// ╰╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╯
/// │                       │
/// └─ proposal: 300x120 ─ ┘
///
/// ╭HStack╌╌╌╌╌╌╌╌╌╮─ ─ ─ ─┐    proposal 300xnil: only the width is dashed,
/// ╎ …             ╎       │    its line open at the bottom
/// ╰╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╯       │
/// proposal: 300xnil
/// ```
///
/// The proposed area starts at the root's top-left corner (the root is placed
/// there). An axis whose proposal is unspecified, infinite, or not larger
/// than the root (in cells) has no dashed line; where the proposal is smaller
/// than the root, a mark on the root's outline shows where it ends:
///
/// ```
/// ╭HStack╌╌╌╌╌╌╌╌╌┬╌╌╌╮    proposal 240xnil, root 300 wide: the root
/// ╎ …                 ╎    overflows its proposal from the marks on
/// ╰╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┴╌╌╌╯
/// proposal: 240xnil
/// ```
///
/// Nothing is drawn when the proposal is exactly the root's size.
struct ProposalDrawing {
  /// The proposed width in cells, when the root is wider: a mark on the
  /// root's outline shows where the proposal ends.
  var innerRightEdge: Int?
  /// The proposed height in cells, when the root is taller.
  var innerBottomEdge: Int?
  /// The proposed area's width in cells, when a line is drawn for it.
  var rightEdge: Int?
  /// The proposed area's height in cells, when a line is drawn for it.
  var bottomEdge: Int?
  /// The cells the root and the proposed area cover together.
  var columns: Int
  var rows: Int
  /// The root's cells.
  var rootColumns: Int
  var rootRows: Int
  /// `proposal: 300x120`, `proposal: 300xnil` (height unspecified),
  /// `proposal: .unspecified`.
  var label: String

  init?(proposal: ProposedSize, size: Size, viewport: Viewport) {
    func same(_ proposed: Double?, _ chosen: Double) -> Bool {
      guard let proposed else { return false }
      return abs(proposed - chosen) <= 1e-9 * max(1, abs(chosen))
    }
    guard !(same(proposal.width, size.width) && same(proposal.height, size.height)) else {
      return nil
    }
    rootColumns = max(0, viewport.column(size.width))
    rootRows = max(0, viewport.row(size.height))
    if let width = proposal.width, width.isFinite {
      let edge = viewport.column(width)
      if edge > rootColumns { rightEdge = edge }
      if edge < rootColumns { innerRightEdge = edge }
    }
    if let height = proposal.height, height.isFinite {
      let edge = viewport.row(height)
      if edge > rootRows { bottomEdge = edge }
      if edge < rootRows { innerBottomEdge = edge }
    }
    columns = max(rootColumns, rightEdge ?? 0)
    rows = max(rootRows, bottomEdge ?? 0)
    // As the status line and SwiftUI's `ProposedViewSize` say it: nil is unspecified.
    switch (proposal.width, proposal.height) {
    case (nil, nil):
      label = "proposal: .unspecified"
    case (let width, let height):
      label = "proposal: \(width.map(formatNumber) ?? "nil")x\(height.map(formatNumber) ?? "nil")"
    }
  }

  /// Whether the label goes on the row below the picture: there is no bottom
  /// line, or the label does not fit on it.
  var labelBelow: Bool {
    guard bottomEdge != nil else { return true }
    // The bottom line runs between the corners, `columns` cells plus the
    // outline's far column; the label keeps one cell of line on each side.
    return displayWidth(of: label) + 4 > columns + 1
  }

  /// Marks, on the root's outline, where a proposal smaller than the root
  /// ends: `┬` and `┴` in the first column past a proposed width, `├` and `┤`
  /// in the first row past a proposed height (`+` in ASCII). Drawn after the
  /// outline and before the root's name, which covers a mark it meets.
  func drawInnerEdges(
    on outline: CellRect, into buffer: inout CellBuffer, glyphs: GlyphSet, visible: CellRect
  ) {
    let style = CellStyle(dim: true)
    let unicode = glyphs == .unicode
    func put(_ character: Character, _ x: Int, _ y: Int) {
      buffer.put(
        String(character), x: x, y: y, style: style, maxWidth: 1, ellipsis: nil, clip: visible)
    }
    if let edge = innerRightEdge {
      put(unicode ? "┬" : "+", outline.x + 1 + edge, outline.y)
      put(unicode ? "┴" : "+", outline.x + 1 + edge, outline.maxY - 1)
    }
    if let edge = innerBottomEdge {
      put(unicode ? "├" : "+", outline.x, outline.y + 1 + edge)
      put(unicode ? "┤" : "+", outline.maxX - 1, outline.y + 1 + edge)
    }
  }

  /// Draws the dashed lines and the label around the root's outline `outline`
  /// (the root's cells are inside it), within `visible`.
  func draw(
    around outline: CellRect, into buffer: inout CellBuffer, glyphs: GlyphSet, visible: CellRect
  ) {
    let style = CellStyle(dim: true)
    let unicode = glyphs == .unicode
    let horizontal: Character = unicode ? "─" : "-"
    let vertical: Character = unicode ? "│" : "|"
    // The lines are one cell outside the proposed area, as the outline is
    // one cell outside the root.
    let right = rightEdge.map { outline.x + 1 + $0 } ?? (outline.maxX - 1)
    let bottom = bottomEdge.map { outline.y + 1 + $0 } ?? (outline.maxY - 1)
    func put(_ character: Character, _ x: Int, _ y: Int) {
      guard visible.contains(x: x, y: y) else { return }
      buffer.put(
        String(character), x: x, y: y, style: style, maxWidth: 1, ellipsis: nil, clip: visible)
    }
    if rightEdge != nil {
      // The top line goes on from the outline's corner; the right line down
      // to the bottom line, or open below the root when the height is not drawn.
      for x in clampedRange(max(outline.maxX, visible.x), min(right, visible.maxX))
      where (x - outline.maxX) % 2 == 0 {
        put(horizontal, x, outline.y)
      }
      put(unicode ? "┐" : "+", right, outline.y)
      let end = bottomEdge == nil ? outline.maxY : bottom
      for y in clampedRange(max(outline.y + 1, visible.y), min(end, visible.maxY))
      where (y - outline.y) % 2 == 1 {
        put(vertical, right, y)
      }
    }
    if bottomEdge != nil {
      for y in clampedRange(max(outline.maxY, visible.y), min(bottom, visible.maxY))
      where (y - outline.maxY) % 2 == 0 {
        put(vertical, outline.x, y)
      }
      put(unicode ? "└" : "+", outline.x, bottom)
      for x in clampedRange(max(outline.x + 1, visible.x), min(right, visible.maxX))
      where (x - outline.x) % 2 == 1 {
        put(horizontal, x, bottom)
      }
      if rightEdge != nil {
        put(unicode ? "┘" : "+", right, bottom)
      } else {
        // The root's right outline goes on down to the proposal's bottom line.
        for y in clampedRange(max(outline.maxY, visible.y), min(bottom, visible.maxY))
        where (y - outline.maxY) % 2 == 0 {
          put(vertical, outline.maxX - 1, y)
        }
        put(unicode ? "┘" : "+", outline.maxX - 1, bottom)
      }
    }
    // The label: on the bottom line after its corner, between spaces, when it
    // fits there; else on the row below.
    let text = " \(label) "
    let width = displayWidth(of: text)
    if !labelBelow {
      buffer.put(
        text, x: outline.x + 2, y: bottom, style: style, maxWidth: width, ellipsis: nil,
        clip: visible)
    } else {
      let y = bottomEdge == nil ? max(outline.maxY, bottom + 1) : bottom + 1
      buffer.put(
        label, x: outline.x, y: y, style: style, maxWidth: visible.maxX - outline.x,
        ellipsis: glyphs.ellipsis, clip: visible)
    }
  }
}
