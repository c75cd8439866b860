import StackExport
import StackLayout
import StackScene
import Testing

/// UIKit export of nested stacks: each nested stack is a `UIStackView` made
/// before it is added to the stack that holds it.
@Suite("UIKit export of nested stacks")
struct NestedExportTests {
  @Test("The spec's card row: the column is a UIStackView added after its views")
  func cardRow() {
    let stack = StackView(
      axis: .horizontal, alignment: .center, spacing: 8, size: PartialSize(width: 300),
      arrangedSubviews: [
        ArrangedView(
          name: "image", color: "blue", intrinsicSize: PartialSize(width: 60, height: 60)),
        ArrangedView(
          name: "text", color: "gray",
          stack: StackView(
            axis: .vertical, spacing: 4,
            arrangedSubviews: [
              ArrangedView(
                name: "title", color: "red", intrinsicSize: PartialSize(width: 100, height: 20)),
              ArrangedView(
                name: "subtitle", color: "green", intrinsicSize: PartialSize(width: 80, height: 16)),
            ])),
      ])
    let lines = trimmedLines(uikitCode(stack))
    let start = lines.firstIndex(of: "let stack = UIStackView()") ?? 0
    #expect(
      Array(lines[start...])
        == [
          "let stack = UIStackView()", "stack.axis = .horizontal", "stack.distribution = .fill",
          "stack.alignment = .center", "stack.spacing = 8",
          "let image = IntrinsicView(width: 60, height: 60)", "image.backgroundColor = .systemBlue",
          "stack.addArrangedSubview(image)",
          "let text = UIStackView()", "text.axis = .vertical", "text.distribution = .fill",
          "text.alignment = .fill", "text.spacing = 4",
          "let title = IntrinsicView(width: 100, height: 20)", "title.backgroundColor = .systemRed",
          "text.addArrangedSubview(title)",
          "let subtitle = IntrinsicView(width: 80, height: 16)",
          "subtitle.backgroundColor = .systemGreen", "text.addArrangedSubview(subtitle)",
          "stack.addArrangedSubview(text)",
          "stack.translatesAutoresizingMaskIntoConstraints = false",
          "stack.widthAnchor.constraint(equalToConstant: 300).isActive = true",
          "return stack", "}",
        ])
  }

  @Test("A hidden nested stack with custom spacing, names made distinct across the tree")
  func hiddenAndNames() {
    let stack = StackView(
      arrangedSubviews: [
        ArrangedView(
          name: "row", isHidden: true, customSpacingAfter: 6,
          stack: StackView(
            arrangedSubviews: [
              ArrangedView(name: "stack", firstBaseline: 3),
              ArrangedView(name: "row 2", stack: StackView()),
            ])),
        ArrangedView(name: "b"),
      ])
    let code = uikitCode(stack)
    let lines = trimmedLines(code)
    // "stack" is the root's variable, and "row 2" would be row2: both renamed.
    #expect(
      lines.contains(
        "let stack2 = IntrinsicView(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric, firstBaseline: 3)"
      ))
    #expect(lines.contains("row.addArrangedSubview(stack2)"))
    #expect(lines.contains("let row2 = UIStackView()"))
    #expect(lines.contains("row.addArrangedSubview(row2)"))
    #expect(lines.contains("row.isHidden = true"))
    #expect(lines.contains("stack.setCustomSpacing(6, after: row)"))
    // The baseline view class is declared: a nested view has a baseline.
    #expect(code.contains("forFirstBaselineLayout"))
    // The nested stacks are made before they are added.
    let made = lines.firstIndex(of: "let row2 = UIStackView()") ?? .max
    let added = lines.firstIndex(of: "row.addArrangedSubview(row2)") ?? -1
    #expect(made < added)
  }
}
