import StackLayout
import Testing

// A small vocabulary for building SwiftUI trees in tests, close to SwiftUI code:
// `hstack(spacing: 0, color("a"), text("t", "Hello").layoutPriority(1))`.

func hstack(
  name: String? = nil, spacing: Double? = nil, alignment: VerticalAlignment = .center,
  _ children: SwiftUINode...
) -> SwiftUINode {
  SwiftUINode(.hstack(spacing: spacing, alignment: alignment, children: children), name: name)
}

func vstack(
  name: String? = nil, spacing: Double? = nil, alignment: HorizontalAlignment = .center,
  _ children: SwiftUINode...
) -> SwiftUINode {
  SwiftUINode(.vstack(spacing: spacing, alignment: alignment, children: children), name: name)
}

func zstack(name: String? = nil, alignment: Alignment2D = .center, _ children: SwiftUINode...)
  -> SwiftUINode
{
  SwiftUINode(.zstack(alignment: alignment, children: children), name: name)
}

/// A Color named `name` (its colour is red: the engine does not look at it).
func color(_ name: String) -> SwiftUINode { SwiftUINode(.color("red"), name: name) }

func text(_ name: String, _ string: String) -> SwiftUINode {
  SwiftUINode(.text(string), name: name)
}

func spacer(_ name: String, minLength: Double? = nil) -> SwiftUINode {
  SwiftUINode(.spacer(minLength: minLength), name: name)
}

extension SwiftUINode {
  private func adding(_ modifier: SwiftUIModifier) -> SwiftUINode {
    var node = self
    node.modifiers.append(modifier)
    return node
  }

  func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment2D = .center)
    -> SwiftUINode
  {
    adding(.frame(FixedFrame(width: width, height: height, alignment: alignment)))
  }

  func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment2D = .center
  ) -> SwiftUINode {
    adding(
      .flexibleFrame(
        FlexibleFrame(
          minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
          idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
  }

  func padding(_ length: Double? = nil) -> SwiftUINode {
    adding(
      .padding(
        length.map { EdgeInsets(top: $0, leading: $0, bottom: $0, trailing: $0) }))
  }

  func padding(_ insets: EdgeInsets) -> SwiftUINode { adding(.padding(insets)) }

  func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> SwiftUINode {
    adding(.fixedSize(horizontal: horizontal, vertical: vertical))
  }

  func layoutPriority(_ priority: Double) -> SwiftUINode { adding(.layoutPriority(priority)) }

  func lineLimit(_ limit: Int?) -> SwiftUINode { adding(.lineLimit(limit)) }
}

/// A proposal in a compact form: `propose(300, 100)`, `propose(300, nil)`.
func propose(_ width: Double?, _ height: Double?) -> ProposedSize {
  ProposedSize(width: width, height: height)
}

/// Expects the root's size and the frame of each named node, each number within
/// ``layoutTolerance``; every named node of the layout must be listed.
func expectFrames(
  _ layout: SwiftUILayout, size: Size, _ frames: KeyValuePairs<String, Rect>,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    close(layout.size.width, size.width) && close(layout.size.height, size.height),
    "root size is \(layout.size.width) x \(layout.size.height), expected \(size.width) x \(size.height)",
    sourceLocation: sourceLocation)
  let named = layout.nodes.compactMap(\.name)
  #expect(
    named == frames.map(\.key), "named nodes \(named), expected \(frames.map(\.key))",
    sourceLocation: sourceLocation)
  for (name, expected) in frames {
    guard let node = layout.node(named: name) else { continue }
    let actual = node.frame
    let matches =
      close(actual.x, expected.x) && close(actual.y, expected.y)
      && close(actual.width, expected.width) && close(actual.height, expected.height)
    #expect(
      matches, "\(name) is \(describe(actual)), expected \(describe(expected))",
      sourceLocation: sourceLocation)
  }
}

/// The frame of the named node (a failed expectation and a zero rect when missing).
func frameOf(
  _ layout: SwiftUILayout, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
) -> Rect {
  guard let node = layout.node(named: name) else {
    Issue.record("no node named \(name)", sourceLocation: sourceLocation)
    return Rect(x: 0, y: 0, width: 0, height: 0)
  }
  return node.frame
}
