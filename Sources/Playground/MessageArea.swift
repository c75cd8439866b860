import StackLayout
import StackRender

/// The rows under the inspector: the message area and the hint line.
///
/// ```
/// distribution: fillEqually                        the message area, 1 to 3 rows
/// = edit intrinsic width  i/I field  Tab select ...        q quit  ? help
/// ```
///
/// The message area shows the quit question, the value being typed, or the
/// message of the last key, wrapped at spaces; it takes as many rows as that
/// needs, up to ``PlaygroundScreen/maxMessageRows`` (the canvas gives them
/// up). A word wider than the window is broken with a mark (`…`) at the end
/// of each piece, and a message longer than the area ends with a mark that
/// says `?` shows it whole (the help does, under the keys).
extension PlaygroundScreen {
  /// The most rows the message area takes.
  public static let maxMessageRows = 3

  /// The most rows a message takes right of the picture, in the inspector's
  /// column (``messageBesideThePicture(_:in:canvas:screenRows:glyphs:)``):
  /// there it is narrow, and its rows are the inspector's, not the picture's.
  static let maxMessageRowsBeside = 8

  /// The rows under the canvas for `state`: the inspector (5), the message
  /// area and the hint line.
  static func bottomRows(_ state: PlaygroundState, columns: Int, glyphs: GlyphSet) -> Int {
    inspectorRows + messageLines(state, width: columns, glyphs: glyphs).lines.count + 1
  }

  /// The inspector's rows: its title and fields (2) and the reasons (3).
  static let inspectorRows = 5

  /// The message area's lines (at least one, empty when there is nothing to
  /// say), their style, and whether the text was longer than the area.
  static func messageLines(
    _ state: PlaygroundState, width: Int, glyphs: GlyphSet, maxLines: Int = maxMessageRows
  ) -> (lines: [String], style: CellStyle, isCut: Bool) {
    let text: String
    var style = CellStyle.plain
    if let overwrite = state.saveOverwrite {
      text = overwrite.question
      style = CellStyle(bold: true, reverse: true)
    } else if state.isAskingToQuit {
      text = Localization.quitQuestion(state.language)
      style = CellStyle(bold: true, reverse: true)
    } else if let prompt = state.prompt {
      // A refused value keeps the prompt open with the reason instead.
      let after =
        prompt.note.map { "\($0) (Esc cancels)" }
        ?? "(now \(state.focusValueText(prompt.field)))"
      text = "\(prompt.field.label(state)) = \(prompt.text)_   \(after)"
      style = CellStyle(bold: true)
    } else if let message = state.message {
      text = message
    } else {
      return ([""], style, false)
    }
    let (lines, isCut) = wrapMessage(
      text, width: width, maxLines: maxLines, ellipsis: glyphs.ellipsis,
      more: Localization.messageCutMark(state.language))
    return (lines, style, isCut)
  }

  /// Splits `text` into lines of at most `width` columns at spaces.
  ///
  /// A word wider than `width` is broken into pieces that end in `ellipsis`
  /// (the next line goes on with the word). With more than `maxLines` lines,
  /// the last one kept ends, at a space, with `ellipsis` and `more` (`…
  /// ? shows all`); `isCut` is then true. Nothing is ever cut without a mark.
  static func wrapMessage(
    _ text: String, width: Int, maxLines: Int, ellipsis: Character, more: String
  ) -> (lines: [String], isCut: Bool) {
    guard width > 1 else { return ([""], !text.isEmpty) }
    var lines: [String] = []
    var line = ""
    func flush() {
      lines.append(line)
      line = ""
    }
    for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
      let candidate = line.isEmpty ? word : line + " " + word
      if displayWidth(of: candidate) <= width {
        line = candidate
        continue
      }
      if !line.isEmpty { flush() }
      var rest = word
      while displayWidth(of: rest) > width {
        // A piece of width - 1 columns and the mark.
        var piece = ""
        var used = 0
        var index = rest.startIndex
        while index < rest.endIndex {
          let next = displayWidth(of: rest[index])
          if used + next > width - 1 { break }
          piece.append(rest[index])
          used += next
          index = rest.index(after: index)
        }
        if piece.isEmpty { break }
        lines.append(piece + String(ellipsis))
        rest = String(rest[index...])
      }
      line = rest
    }
    if !line.isEmpty || lines.isEmpty { flush() }
    guard lines.count > maxLines else { return (lines, false) }
    // The last row kept: as many of its words as leave room for the mark.
    let mark = " \(ellipsis) \(more)"
    let room = width - displayWidth(of: mark)
    var last = ""
    for word in lines[maxLines - 1].split(separator: " ") {
      let candidate = last.isEmpty ? String(word) : last + " " + word
      if displayWidth(of: candidate) > room { break }
      last = candidate
    }
    let kept =
      Array(lines.prefix(maxLines - 1)) + [
        truncate(last + mark, toWidth: width, ellipsis: ellipsis)
      ]
    return (kept, true)
  }

  /// The message area, across the screen above the hint line or in `area`
  /// (at the screen's foot right of the picture beside the inspector), and
  /// the hint line on the last row.
  static func drawMessageAndHints(
    _ state: PlaygroundState, into buffer: inout CellBuffer, glyphs: GlyphSet,
    area: CellRect? = nil
  ) {
    let rows = buffer.rows
    let area = area ?? CellRect(x: 0, y: rows - 1, columns: buffer.columns, rows: 0)
    // An area right of the picture may hold more rows than one across.
    let message = messageLines(
      state, width: area.columns, glyphs: glyphs, maxLines: max(maxMessageRows, area.rows))
    let top = rows - 1 - message.lines.count
    // Its rows may lie over the inspector's last ones (the picture needed
    // the rows it took from the canvas).
    buffer.fill(
      CellRect(x: area.x, y: top, columns: area.columns, rows: rows - 1 - top), with: .blank)
    for (offset, line) in message.lines.enumerated() {
      buffer.put(line, x: area.x, y: top + offset, style: message.style, maxWidth: area.columns)
    }
    let hints = Localization.hints(for: state)
    drawHints(hints.keys, pinned: hints.pinned, into: &buffer, row: rows - 1)
  }

  /// The hint line: as many of `hints` as fit, in order, and `pinned` (`q
  /// quit  ? help`) always, at the right end.
  static func drawHints(
    _ hints: [String], pinned: [String], into buffer: inout CellBuffer, row: Int
  ) {
    let style = CellStyle(dim: true)
    let right = pinned.joined(separator: "  ")
    let rightWidth = displayWidth(of: right)
    let room = buffer.columns - (rightWidth > 0 ? rightWidth + 2 : 0)
    var text = ""
    for hint in hints {
      let candidate = text.isEmpty ? hint : text + "  " + hint
      if displayWidth(of: candidate) > room { break }
      text = candidate
    }
    buffer.put(text, x: 0, y: row, style: style, maxWidth: max(0, room))
    if rightWidth > 0 {
      buffer.put(
        right, x: max(0, buffer.columns - rightWidth), y: row, style: style,
        maxWidth: buffer.columns)
    }
  }
}
