import StackLayout
import StackRender

/// The inspector's lines when it sits in a column beside the canvas: every
/// paragraph (the title, the sizes, the priorities, each reason) is wrapped
/// to the column's width instead of being cut, at the boundaries between its
/// pieces (a field, a word); a piece wider than the column is broken between
/// characters. Each character keeps its style, so a focused field stays
/// highlighted on the cells it lands on.
///
/// Only when the lines outnumber the rows does the last row shown end with
/// `…`.
struct InspectorFlow {
  /// A part of a paragraph kept on one line when it fits: its text in runs of
  /// one style each, and the gap written before it when it follows another
  /// piece on the same line.
  struct Piece {
    var runs: [(text: String, style: CellStyle)]
    var gap = " "
    var gapStyle = CellStyle.plain

    init(_ text: String, _ style: CellStyle = .plain, gap: String = " ") {
      runs = [(text, style)]
      self.gap = gap
    }

    init(runs: [(text: String, style: CellStyle)], gap: String = " ", gapStyle: CellStyle = .plain)
    {
      self.runs = runs
      self.gap = gap
      self.gapStyle = gapStyle
    }

    var width: Int { runs.reduce(0) { $0 + displayWidth(of: $1.text) } }
  }

  typealias Line = [(character: Character, style: CellStyle)]

  /// The columns of a line.
  let width: Int
  private(set) var lines: [Line] = []

  init(width: Int) { self.width = max(1, width) }

  /// The words of `runs` (split at spaces) as pieces, each character keeping
  /// its run's style; the gap before a word has the style of the space it
  /// replaces.
  static func words(_ runs: [(text: String, style: CellStyle)]) -> [Piece] {
    var pieces: [Piece] = []
    var current: [(text: String, style: CellStyle)] = []
    var gapStyle = CellStyle.plain
    var nextGapStyle = CellStyle.plain
    func finish() {
      if !current.isEmpty { pieces.append(Piece(runs: current, gapStyle: gapStyle)) }
      current = []
    }
    for run in runs {
      for character in run.text {
        if character == " " {
          finish()
          nextGapStyle = run.style
          continue
        }
        if current.isEmpty { gapStyle = nextGapStyle }
        if let last = current.last, last.style == run.style {
          current[current.count - 1].text.append(character)
        } else {
          current.append((String(character), run.style))
        }
      }
    }
    finish()
    return pieces
  }

  /// The words of `text`, in one style.
  static func words(_ text: String, _ style: CellStyle = .plain) -> [Piece] {
    words([(text, style)])
  }

  /// Adds a paragraph: its pieces from a new line, wrapped.
  mutating func add(_ pieces: [Piece]) {
    var line: Line = []
    var used = 0
    func append(_ text: String, _ style: CellStyle) {
      for character in text { line.append((character, style)) }
      used += displayWidth(of: text)
    }
    for piece in pieces {
      let pieceWidth = piece.width
      let gapWidth = line.isEmpty ? 0 : displayWidth(of: piece.gap)
      if used + gapWidth + pieceWidth <= width {
        if gapWidth > 0 { append(piece.gap, piece.gapStyle) }
        for run in piece.runs { append(run.text, run.style) }
        continue
      }
      if !line.isEmpty {
        lines.append(line)
        line = []
        used = 0
      }
      // On a line of its own; broken between characters when wider than it.
      for run in piece.runs {
        for character in run.text {
          let characterWidth = displayWidth(of: String(character))
          if used + characterWidth > width, !line.isEmpty {
            lines.append(line)
            line = []
            used = 0
          }
          line.append((character, run.style))
          used += characterWidth
        }
      }
    }
    if !line.isEmpty { lines.append(line) }
  }

  /// The lines shown in `rows` rows: all of them when they fit, else the first
  /// `rows`, the last ending with `ellipsis` (characters dropped to make room).
  func shown(rows: Int, ellipsis: Character) -> [Line] {
    guard rows > 0 else { return [] }
    guard lines.count > rows else { return lines }
    var result = Array(lines.prefix(rows))
    var last = result[rows - 1]
    let ellipsisWidth = displayWidth(of: String(ellipsis))
    var used = last.reduce(0) { $0 + displayWidth(of: String($1.character)) }
    while !last.isEmpty, used + ellipsisWidth > width {
      used -= displayWidth(of: String(last.removeLast().character))
    }
    last.append((ellipsis, last.last?.style ?? .plain))
    result[rows - 1] = last
    return result
  }

  /// Draws the lines shown in `rows` rows from row `top`, from column `x`.
  func draw(into buffer: inout CellBuffer, x: Int, top: Int, rows: Int, ellipsis: Character) {
    for (offset, line) in shown(rows: rows, ellipsis: ellipsis).enumerated() {
      var column = x
      for (character, style) in line {
        column += buffer.put(String(character), x: column, y: top + offset, style: style)
      }
    }
  }
}
