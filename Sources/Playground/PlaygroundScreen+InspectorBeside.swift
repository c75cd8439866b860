import StackExport
import StackLayout
import StackRender

/// The inspector in a column beside the canvas (a tall, narrow stack): the
/// same fields as below the canvas, each line wrapped to the column instead of
/// cut, over the rows the column has (see ``InspectorFlow``).
///
/// ```
/// ─ ▶ small (1 of 3) ────────────────
///  intrinsic 50x50  frame 200x50 at
///  0,0
///  hugging h 250 v 250
///  compression h 750 v 750  hidden no
///  spacing after -
///  height: keeps its intrinsic height
///  50
///  width: alignment fill with no
///  width constraint: stretched to the
///  stack's width 200
/// ```
extension PlaygroundScreen {
  /// The title's pieces: ` ▶ name (1 of 3) ` in bold, wrapped at spaces.
  static func titlePieces(_ text: String) -> [InspectorFlow.Piece] {
    let bold = CellStyle(bold: true)
    var pieces = InspectorFlow.words(text, bold)
    guard !pieces.isEmpty else { return [] }
    pieces[0].runs.insert((" ", bold), at: 0)
    pieces[pieces.count - 1].runs.append((" ", bold))
    return pieces
  }

  /// Draws a flow into the column: a dim rule on row `top` under the title,
  /// the lines from column 1.
  static func drawFlow(
    _ flow: InspectorFlow, into buffer: inout CellBuffer, top: Int, rows: Int, glyphs: GlyphSet
  ) {
    buffer.fill(
      CellRect(x: 0, y: top, columns: buffer.columns, rows: 1),
      with: Cell(glyphs == .unicode ? "─" : "-", style: CellStyle(dim: true)))
    flow.draw(into: &buffer, x: 1, top: top, rows: rows, ellipsis: glyphs.ellipsis)
  }

  /// The UIKit inspector beside the canvas.
  static func drawInspectorBeside(
    _ state: PlaygroundState, _ layout: StackViewLayout, _ view: ArrangedView,
    into buffer: inout CellBuffer, top: Int, rows: Int, glyphs: GlyphSet
  ) {
    let index = state.selectedRank
    let frame = layout.views[index].frame
    let count = state.stack.arrangedSubviews.count
    let marker = glyphs == .unicode ? "▶" : ">"
    var flow = InspectorFlow(width: buffer.columns - 1)
    flow.add(
      titlePieces(
        "\(marker) \(inspectorName(state, view, glyphs)) (\(state.selection + 1) of \(count))"))

    // intrinsic 50x50  frame 200x50 at 0,0  baselines first 30 last -
    let bold = CellStyle(bold: true)
    let intrinsic = sizeText(view.intrinsicSize)
    var intrinsicRuns: [(text: String, style: CellStyle)] = [
      ("intrinsic ", bold), (intrinsic, bold),
    ]
    if state.focus == .intrinsicAlong || state.focus == .intrinsicAcross {
      let axis = state.focus == .intrinsicAlong ? state.stack.axis : state.stack.axis.cross
      let part = sizePart(view.intrinsicSize, axis)
      intrinsicRuns = [("intrinsic ", bold)] + highlighted(intrinsic, part, base: bold)
    }
    var sizes = [
      InspectorFlow.Piece(runs: intrinsicRuns, gap: "  "),
      InspectorFlow.Piece(
        "frame \(formatNumber(frame.width))x\(formatNumber(frame.height))"
          + " at \(formatNumber(frame.x)),\(formatNumber(frame.y))", bold, gap: "  "),
    ]
    let padded = baselineText(view, room: .max)
    if !padded.isEmpty {
      let baselines = String(padded.dropFirst().dropLast())
      var runs: [(text: String, style: CellStyle)] = [(baselines, bold)]
      if state.focus == .firstBaseline || state.focus == .lastBaseline {
        var part = baselinePart(view, in: padded, first: state.focus == .firstBaseline)
        part.offset -= 1
        runs = highlighted(baselines, part, base: bold)
      }
      sizes.append(InspectorFlow.Piece(runs: runs, gap: "  "))
    }
    flow.add(sizes)

    // The priorities, a field a piece: the axis the priority keys act on is
    // underlined, the focused one in the focus style.
    let fields = PriorityFields(state, view)
    let style = fields.style
    let (hugging, compression) = (fields.hugging, fields.compression)
    flow.add([
      InspectorFlow.Piece(
        runs: [
          ("hugging ", .plain), ("h \(hugging.0)", style(.hugging, .horizontal)), (" ", .plain),
          ("v \(hugging.1)", style(.hugging, .vertical)),
        ], gap: "  "),
      InspectorFlow.Piece(
        runs: [
          ("compression ", .plain),
          ("h \(compression.0)", style(.compressionResistance, .horizontal)), (" ", .plain),
          ("v \(compression.1)", style(.compressionResistance, .vertical)),
        ], gap: "  "),
      InspectorFlow.Piece("hidden \(fields.hidden)", gap: "  "),
      InspectorFlow.Piece(
        runs: [
          ("spacing after ", fields.spacingAfterStyle),
          (fields.spacingAfter, fields.spacingAfterStyle),
        ], gap: "  ", gapStyle: .plain),
    ])

    // Why: each reason wrapped at words.
    let reasons = reasonLines(state, layout, index)
    flow.add(InspectorFlow.words(reasons.along))
    flow.add(InspectorFlow.words(reasons.across))
    drawFlow(flow, into: &buffer, top: top, rows: rows, glyphs: glyphs)
  }

  /// `text` in runs: the `part` (columns) in the focus style, the rest in `base`.
  static func highlighted(
    _ text: String, _ part: (offset: Int, width: Int), base: CellStyle
  ) -> [(text: String, style: CellStyle)] {
    var runs: [(text: String, style: CellStyle)] = []
    var column = 0
    for character in text {
      let inPart = column >= part.offset && column < part.offset + part.width
      let style = inPart ? focusStyle : base
      if let last = runs.last, last.style == style {
        runs[runs.count - 1].text.append(character)
      } else {
        runs.append((String(character), style))
      }
      column += displayWidth(of: String(character))
    }
    return runs
  }

  /// The SwiftUI inspector beside the canvas, for the selected child
  /// `nodeLayout` of `node` (its name or path given as `name`).
  static func drawSwiftUIInspectorBeside(
    _ state: PlaygroundState, node: SwiftUINode, nodeLayout: SwiftUINodeLayout, name: String,
    count: Int, into buffer: inout CellBuffer, top: Int, rows: Int, glyphs: GlyphSet
  ) {
    let marker = glyphs == .unicode ? "▶" : ">"
    var flow = InspectorFlow(width: buffer.columns - 1)
    flow.add(titlePieces("\(marker) \(name) (\(state.selection + 1) of \(count))"))

    // The code, wrapped at spaces; the string of `Text("Hello")` (its quotes
    // included) in the focus style when focused.
    let bold = CellStyle(bold: true)
    let code = swiftUIInlineCode(for: node)
    var codeRuns: [(text: String, style: CellStyle)] = [(code, bold)]
    if state.focus == .text, let start = code.firstRange(of: "Text(\"")?.upperBound,
      let end = code[start...].firstRange(of: "\")")?.lowerBound
    {
      codeRuns = highlighted(
        code,
        (
          displayWidth(of: String(code[..<start])) - 1,
          displayWidth(of: String(code[start..<end])) + 2
        ), base: bold)
    }
    flow.add(InspectorFlow.words(codeRuns))

    // The fields `=` edits, then what the child was proposed and chose.
    let frame = nodeLayout.frame
    let proposal = nodeLayout.proposal
    let alongIsWidth = state.tree.root.kind.editAxis == .horizontal
    let widthField: Field = alongIsWidth ? .frameAlong : .frameAcross
    let heightField: Field = alongIsWidth ? .frameAcross : .frameAlong
    func style(_ field: Field) -> CellStyle { state.focus == field ? focusStyle : .plain }
    flow.add([
      InspectorFlow.Piece(
        runs: [
          ("frame ", .plain),
          ("w \(node.fixedLength(along: .horizontal).map(formatNumber) ?? "-")", style(widthField)),
          (" ", .plain),
          ("h \(node.fixedLength(along: .vertical).map(formatNumber) ?? "-")", style(heightField)),
        ], gap: "  "),
      InspectorFlow.Piece(
        priorityText(nodeLayout.layoutPriority), style(.layoutPriority), gap: "  "),
      InspectorFlow.Piece(
        "proposed \(proposal.width.map(formatNumber) ?? "nil")x\(proposal.height.map(formatNumber) ?? "nil")",
        gap: "  "),
      InspectorFlow.Piece(
        "chose \(formatNumber(nodeLayout.size.width))x\(formatNumber(nodeLayout.size.height))",
        gap: "  "),
      InspectorFlow.Piece("at \(formatNumber(frame.x)),\(formatNumber(frame.y))", gap: "  "),
    ])
    flow.add(InspectorFlow.words(nodeLayout.reason))
    drawFlow(flow, into: &buffer, top: top, rows: rows, glyphs: glyphs)
  }
}
