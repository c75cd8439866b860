/// A Text laid out in terminal columns: its lines and why they are what they are.
///
/// Columns are counted with ``displayWidth(of:)-(Character)``: one per
/// character, two for East Asian wide characters and emoji, none of its own for
/// a combining mark (it belongs to its base character).
struct TextLayout: Hashable, Sendable {
  /// The lines shown, the last one ending with an ellipsis when text was cut.
  var lines: [String]
  /// The width of each line in columns.
  var widths: [Int]
  /// Whether text was cut (the last line ends with `…`, or is empty when not
  /// even the ellipsis fits).
  var isTruncated: Bool
  /// Whether a word longer than the width was broken inside.
  var brokeInsideWord: Bool
  /// Whether at least one paragraph took more than one line.
  var wrapped: Bool

  /// The widest line, in columns.
  var columns: Int { widths.max() ?? 0 }

  /// The ellipsis that ends a truncated line (one column).
  static let ellipsis: Character = "\u{2026}"
}

/// Lays out `text` in at most `columns` columns (`nil`: no wrapping) and at
/// most `maxLines` lines (`nil`: no limit; below 1 counts as 1).
///
/// The rules, in order:
/// 1. Every line break of the string (`\n`, `\r\n`, `\r`, U+2028…) starts a
///    new paragraph; an empty paragraph is an empty line; an empty string has
///    no lines at all.
/// 2. A paragraph wraps greedily at spaces: a word goes on the current line if
///    it fits there with the spaces before it, else it starts the next line
///    (dropping those spaces). A word wider than `columns` starts a new line
///    and is broken inside, filling each line with as many characters as fit.
///    Spaces at the start of a paragraph are kept; spaces at the end of a line
///    take no room.
/// 3. When a character cannot fit even on an empty line (`columns` is 0, or 1
///    for a wide character), nothing more is laid out: the line there becomes
///    the last and is truncated as in rule 4.
/// 4. When there are more lines than `maxLines`, only the first `maxLines` are
///    kept and the last of them is redone from its first character to the end
///    of its paragraph, cut to fit with room for `…`, and ended with `…`
///    (spaces before the ellipsis are dropped). When not even the ellipsis fits
///    (`columns` is 0) the line is empty.
func layoutText(_ text: String, columns: Int?, maxLines: Int?) -> TextLayout {
  layoutText(TextSource(text), columns: columns, maxLines: maxLines)
}

/// ``layoutText(_:columns:maxLines:)`` for a text already taken apart.
func layoutText(_ source: TextSource, columns: Int?, maxLines: Int?) -> TextLayout {
  guard source.count > 0 else {
    return TextLayout(
      lines: [], widths: [], isTruncated: false, brokeInsideWord: false, wrapped: false)
  }
  var wrapper = TextWrapper(source: source, columns: columns.map { max(0, $0) })
  wrapper.wrapAll()

  var lines = wrapper.lines
  let limit = max(1, maxLines ?? Int.max)
  var cutFrom: Int? = nil
  if lines.count > limit {
    lines.removeLast(lines.count - limit)
    cutFrom = lines[limit - 1].start
  } else if let failure = wrapper.failure {
    lines.append(TextWrapper.Line(start: failure, end: failure, width: 0))
    if lines.count > limit {
      lines.removeLast()
      cutFrom = lines[limit - 1].start
    } else {
      cutFrom = failure
    }
  }

  var strings = lines.map { source.string($0.start..<$0.end) }
  var widths = lines.map(\.width)
  if let cutFrom {
    var paragraphEnd = cutFrom
    while paragraphEnd < source.count && !source.isNewline(paragraphEnd) { paragraphEnd += 1 }
    let truncated = ellipsized(source, cutFrom..<paragraphEnd, columns: wrapper.columns)
    strings[strings.count - 1] = truncated
    widths[widths.count - 1] = displayWidth(of: truncated)
  }
  return TextLayout(
    lines: strings, widths: widths, isTruncated: cutFrom != nil,
    brokeInsideWord: wrapper.brokeInsideWord, wrapped: wrapper.wrapped)
}

/// A text taken apart into characters once: each one's width, whether it is
/// a space or a line break, and the text of a run of them.
///
/// A text of printable ASCII and line feeds only (one byte per character, one
/// column per byte but the line feed) is kept as its bytes; any other as its
/// characters.
struct TextSource {
  /// The bytes of an ASCII text; empty otherwise.
  private let bytes: [UInt8]
  /// The characters of any other text; empty for an ASCII one.
  private let characters: [Character]
  /// Each character's width (``displayWidth(of:)-(Character)``).
  private let widths: [Int]
  let count: Int

  init(_ text: String, allowingASCII: Bool = true) {
    let utf8 = text.utf8
    if allowingASCII && utf8.allSatisfy({ (0x20...0x7E).contains($0) || $0 == 0x0A }) {
      bytes = Array(utf8)
      characters = []
      widths = bytes.map { $0 == 0x0A ? 0 : 1 }
      count = bytes.count
    } else {
      bytes = []
      characters = Array(text)
      widths = characters.map { displayWidth(of: $0) }
      count = characters.count
    }
  }

  func width(_ index: Int) -> Int { widths[index] }

  /// The columns of characters `range`.
  func width(_ range: Range<Int>) -> Int {
    var total = 0
    for index in range { total += widths[index] }
    return total
  }

  func isSpace(_ index: Int) -> Bool {
    bytes.isEmpty ? characters[index] == " " : bytes[index] == 0x20
  }

  func isNewline(_ index: Int) -> Bool {
    bytes.isEmpty ? characters[index].isNewline : bytes[index] == 0x0A
  }

  /// The widest line without wrapping, in columns (spaces at the end of a
  /// line take no room), and the number of characters.
  func idealColumns() -> (columns: Int, characters: Int) {
    var widest = 0
    var width = 0
    var widthToLastWord = 0
    for index in 0..<count {
      if isNewline(index) {
        widest = max(widest, widthToLastWord)
        width = 0
        widthToLastWord = 0
        continue
      }
      width += widths[index]
      if !isSpace(index) { widthToLastWord = width }
    }
    return (max(widest, widthToLastWord), count)
  }

  /// The text of characters `range`.
  func string(_ range: Range<Int>) -> String {
    bytes.isEmpty
      ? String(characters[range]) : String(decoding: bytes[range], as: UTF8.self)
  }
}

/// The width in columns of `text` laid out with no wrapping and no line limit
/// (`layoutText(text, columns: nil, maxLines: nil).columns`: its widest
/// paragraph, spaces at the end of a paragraph taking no room), and its length
/// in characters, in one pass without making the lines.
func idealColumns(of text: String) -> (columns: Int, characters: Int) {
  TextSource(text).idealColumns()
}

/// `rest` cut to `columns` with room for an ellipsis, then the ellipsis; text
/// always follows `rest` (that is why it is being cut), so the ellipsis is
/// always added when it fits.
private func ellipsized(_ source: TextSource, _ rest: Range<Int>, columns: Int?) -> String {
  let room = columns.map { $0 - 1 } ?? Int.max
  guard room >= 0 else { return "" }
  var end = rest.lowerBound
  var used = 0
  while end < rest.upperBound {
    let width = source.width(end)
    if used + width > room { break }
    used += width
    end += 1
  }
  while end > rest.lowerBound && source.isSpace(end - 1) { end -= 1 }
  return source.string(rest.lowerBound..<end) + String(TextLayout.ellipsis)
}

/// The greedy line breaker of ``layoutText(_:columns:maxLines:)``.
private struct TextWrapper {
  /// A line: the characters `start..<end` of the text, `width` columns.
  struct Line {
    var start: Int
    var end: Int
    var width: Int
  }

  let source: TextSource
  let columns: Int?
  private(set) var lines: [Line] = []
  /// Where laying out stopped because a character could not fit on an empty line.
  private(set) var failure: Int?
  private(set) var brokeInsideWord = false
  private(set) var wrapped = false

  init(source: TextSource, columns: Int?) {
    self.source = source
    self.columns = columns
  }

  /// Wraps every paragraph, stopping at the first failure.
  mutating func wrapAll() {
    var start = 0
    for index in 0..<source.count where source.isNewline(index) {
      wrap(paragraph: start..<index)
      if failure != nil { return }
      start = index + 1
    }
    wrap(paragraph: start..<source.count)
  }

  private func width(_ range: Range<Int>) -> Int { source.width(range) }

  private mutating func wrap(paragraph: Range<Int>) {
    let firstLine = lines.count
    defer { if lines.count - firstLine > 1 { wrapped = true } }
    guard let columns else {
      var end = paragraph.upperBound
      while end > paragraph.lowerBound, source.isSpace(end - 1) { end -= 1 }
      lines.append(
        Line(start: paragraph.lowerBound, end: end, width: width(paragraph.lowerBound..<end)))
      return
    }
    // The line being filled: characters start..<end, `used` columns; empty
    // when `end == nil`.
    var start = paragraph.lowerBound
    var end: Int? = nil
    var used = 0
    var index = paragraph.lowerBound
    while index < paragraph.upperBound {
      let spacesStart = index
      while index < paragraph.upperBound, source.isSpace(index) { index += 1 }
      if index == paragraph.upperBound { break }
      let wordStart = index
      while index < paragraph.upperBound, !source.isSpace(index) { index += 1 }
      let spaces = width(spacesStart..<wordStart)
      let word = width(wordStart..<index)

      if end != nil {
        if used + spaces + word <= columns {
          end = index
          used += spaces + word
          continue
        }
        lines.append(Line(start: start, end: end!, width: used))
        end = nil
      } else if spacesStart == paragraph.lowerBound, spaces > 0, spaces + word <= columns {
        // Spaces at the start of a paragraph stay.
        start = spacesStart
        end = index
        used = spaces + word
        continue
      }
      start = wordStart
      if word <= columns {
        end = index
        used = word
        continue
      }
      // Too long for any line: break inside the word.
      brokeInsideWord = true
      used = 0
      for position in wordStart..<index {
        let characterWidth = source.width(position)
        if used + characterWidth > columns {
          if position > start {
            lines.append(Line(start: start, end: position, width: used))
            start = position
            used = 0
          }
          // Not even on an empty line.
          if characterWidth > columns {
            failure = position
            return
          }
        }
        used += characterWidth
      }
      end = index
    }
    if let end {
      lines.append(Line(start: start, end: end, width: used))
    } else if lines.count == firstLine {
      lines.append(Line(start: paragraph.lowerBound, end: paragraph.lowerBound, width: 0))
    }
  }
}
