import StackLayout

/// A plain view's intrinsic size against its frame, drawn inside its box:
/// what the flat ``StackCanvas`` and the tree canvas (``UIKitTreeCanvas``)
/// both show under "Why".
///
/// On each axis where they differ by a cell or more:
///
/// - stretched (larger than its intrinsic size): a dotted line (`┊` `┈`,
///   `:` `.` in ASCII) where its intrinsic box ends, with the amount
///   (`+84`) beside it, on the box's bottom border or on the line;
/// - compressed (smaller): the border on the cut side is broken (`╏` `╍`,
///   `!` `_` in ASCII), with the amount (`−56`) on the bottom border.
///
/// Everything is drawn on the box's own cells, never outside it.
struct IntrinsicGhost {
  let intrinsic: PartialSize
  /// The view's frame, in scene units.
  let frame: Rect
  /// The view's box, in buffer cells.
  let rect: CellRect
  let viewport: Viewport
  let glyphs: GlyphSet

  var unicode: Bool { glyphs == .unicode }

  /// The row of the dotted line (`┈`) where the intrinsic height ends, when it
  /// is drawn (the view is taller than its intrinsic height by a cell or
  /// more); `nil` otherwise.
  var heightRow: Int? {
    guard let height = intrinsic.height else { return nil }
    let cells = Viewport.edge(height * viewport.cellsPerUnitY)
    guard height < frame.height - 1e-9, cells < rect.rows - 1, rect.columns >= 3 else {
      return nil
    }
    return rect.y + max(cells, 1)
  }

  /// The ways to write the intrinsic size, longest first, when it differs
  /// from the frame: `intrinsic 60x40` / `i 60x40`, or for a view with an
  /// intrinsic length on one axis only, `intrinsic height 40` /
  /// `intrinsic h 40` / `i h40`. Empty when there is nothing to say.
  var labels: [String] {
    func differs(_ intrinsic: Double?, _ actual: Double) -> Bool {
      guard let intrinsic else { return false }
      return abs(intrinsic - actual) > 1e-9
    }
    guard differs(intrinsic.width, frame.width) || differs(intrinsic.height, frame.height) else {
      return []
    }
    switch (intrinsic.width, intrinsic.height) {
    case (let width?, let height?):
      let size = "\(formatNumber(width))x\(formatNumber(height))"
      return ["intrinsic " + size, "i " + size]
    case (let width?, nil):
      let value = formatNumber(width)
      return ["intrinsic width \(value)", "intrinsic w \(value)", "i w\(value)"]
    case (nil, let height?):
      let value = formatNumber(height)
      return ["intrinsic height \(value)", "intrinsic h \(value)", "i h\(value)"]
    case (nil, nil):
      return []
    }
  }

  /// The difference between a frame and an intrinsic size as the canvas
  /// writes it: `+84`, `−56` (`-56` in ASCII).
  static func amountText(_ amount: Double, glyphs: GlyphSet) -> String {
    let minus = glyphs == .unicode ? "\u{2212}" : "-"
    return (amount > 0 ? "+" : minus) + formatNumber(abs(amount))
  }

  /// The top row of `count` label lines in `area` (the box's inside):
  /// centred, else moved the fewest rows that keeps them off the dotted line
  /// of the intrinsic height; on it only when no row of the box is free of it.
  func labelTop(count: Int, area: CellRect) -> Int {
    let centred = area.y + (area.rows - count) / 2
    let ghostRow = heightRow
    return OutsideLabel.rowsOutward(from: centred, count: 2 * area.rows + 1).first { top in
      top >= area.y && top + count <= area.maxY
        && !(ghostRow.map { $0 >= top && $0 < top + count } ?? false)
    } ?? centred
  }

  /// Draws the ghost in `style` (its dotted lines dim, except in monochrome),
  /// clipped to `clip`, in two passes: the lines before the labels
  /// (`labelRows` nil), the amounts after them (`labelRows`: the rows the
  /// labels took), so that an amount is never hidden by a label and never
  /// hides one: a height amount moves to the row below or above its line
  /// when a label is on it. Amounts are written whole or not at all.
  func draw(
    style: CellStyle, mode: ColorMode, labelRows: Set<Int>?, clip: CellRect,
    into buffer: inout CellBuffer
  ) {
    var dimStyle = style
    dimStyle.dim = mode == .monochrome ? false : true
    let bottom = rect.maxY - 1
    let right = rect.maxX - 1
    let linesPass = labelRows == nil
    func put(_ text: String, _ x: Int, _ y: Int, within: CellRect) {
      // Written whole or not at all: a cut number would mislead.
      guard !linesPass, displayWidth(of: text) <= within.maxX - x, x >= within.x else { return }
      buffer.put(
        text, x: x, y: y, style: style, maxWidth: within.maxX - x, ellipsis: nil,
        clip: within.intersection(clip))
    }
    // The bottom border's inner cells: where the width amounts go.
    let bottomInner = CellRect(x: rect.x + 1, y: bottom, columns: max(0, rect.columns - 2), rows: 1)
    var bottomLeftFree = rect.x + 1
    if let width = intrinsic.width, abs(width - frame.width) > 1e-9 {
      let cells = Viewport.edge(width * viewport.cellsPerUnitX)
      let text = Self.amountText(frame.width - width, glyphs: glyphs)
      if width < frame.width, cells < rect.columns - 1, rect.rows >= 3 {
        let x = rect.x + max(cells, 1)
        if linesPass {
          for y in clampedRange(max(rect.y + 1, clip.y), min(bottom, clip.maxY)) {
            buffer.put(
              unicode ? "┊" : ":", x: x, y: y, style: dimStyle, maxWidth: 1, ellipsis: nil,
              clip: clip)
          }
        }
        put(text, x + 1, bottom, within: bottomInner)
        bottomLeftFree = x + 2 + displayWidth(of: text)
      } else if width > frame.width, rect.columns >= 3 {
        if linesPass {
          for y in clampedRange(max(rect.y + 1, clip.y), min(bottom, clip.maxY)) {
            buffer.put(
              unicode ? "╏" : "!", x: right, y: y, style: style, maxWidth: 1, ellipsis: nil,
              clip: clip)
          }
        }
        let x = right - displayWidth(of: text)
        if x >= bottomLeftFree { put(text, x, bottom, within: bottomInner) }
      }
    }
    if let height = intrinsic.height, abs(height - frame.height) > 1e-9 {
      let text = Self.amountText(frame.height - height, glyphs: glyphs)
      if let line = heightRow {
        if linesPass {
          let inner = CellRect(x: rect.x + 1, y: line, columns: max(0, rect.columns - 2), rows: 1)
          buffer.fill(inner, with: Cell(unicode ? "┈" : ".", style: dimStyle), clip: clip)
        } else if let labelRows,
          let y = [line, line + 1, line - 1].first(where: {
            $0 > rect.y && $0 < bottom && !labelRows.contains($0)
          })
        {
          let inner = CellRect(x: rect.x + 1, y: y, columns: max(0, rect.columns - 2), rows: 1)
          let x = inner.maxX - displayWidth(of: text)
          if x >= inner.x { put(text, x, y, within: inner) }
        }
      } else if height > frame.height, rect.rows >= 2 {
        if linesPass {
          buffer.fill(bottomInner, with: Cell(unicode ? "╍" : "_", style: style), clip: clip)
        }
        let room = CellRect(
          x: bottomLeftFree, y: bottom, columns: max(0, bottomInner.maxX - bottomLeftFree), rows: 1)
        if displayWidth(of: text) <= room.columns { put(text, room.x, bottom, within: room) }
      }
    }
  }
}
