import Foundation
import StackPresets
import Testing

/// `stackplay challenges` and the errors of `stackplay challenge`, without a
/// terminal.
@Suite("stackplay challenges")
struct ChallengeCommandTests {
  @Test("the list: every level in order, solved ones marked; --reset-progress clears them")
  func list() throws {
    let state = try TemporaryDirectory()
    let directory = state.url.appendingPathComponent("stackplay")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("progress.json")
    try Data("{ \"solved\": [\"fill-tie\", \"no-such-level\"] }\n".utf8).write(to: file)
    let environment: [String: String?] = ["XDG_STATE_HOME": state.url.path]
    let listed = try StackplayBinary.run(["challenges", "--lang", "en"], environment: environment)
    #expect(listed.status == 0)
    #expect(listed.standardError == "")
    let lines = listed.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == Challenge.all.count)
    #expect(lines[0] == "   1  spacing                    Mind the gap")
    #expect(lines[2] == "✓  3  fill-tie                   The first of a tie")
    // The nested-stack levels after the UIKit ones, before the SwiftUI ones.
    #expect(lines[19] == "  20  nested-hugging             Two hug harder than one")
    #expect(lines[21] == "  22  nested-alignment           Line up inside the column")
    #expect(lines[22] == "  23  swiftui-max-width          Take the rest")
    #expect(lines[26] == "  27  swiftui-fixed-size         It will not wrap")
    let ascii = try StackplayBinary.run(["challenges", "--ascii"], environment: environment)
    #expect(ascii.standardOutput.contains("*  3  fill-tie "))

    let reset = try StackplayBinary.run(
      ["challenges", "--reset-progress", "--lang", "ko"], environment: environment)
    #expect(reset.status == 0)
    #expect(
      reset.standardOutput.split(separator: "\n")[2] == "   3  fill-tie                   동점이면 첫 번째"
    )
    #expect(try String(contentsOf: file, encoding: .utf8) == "{ \"solved\": [] }\n")
  }

  @Test("a corrupt progress file: one line on standard error, the list as if nothing was solved")
  func corruptProgress() throws {
    let state = try TemporaryDirectory()
    let directory = state.url.appendingPathComponent("stackplay")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("progress.json")
    try Data("{ \"solved\": ".utf8).write(to: file)
    let listed = try StackplayBinary.run(
      ["challenges"], environment: ["XDG_STATE_HOME": state.url.path])
    #expect(listed.status == 0)
    #expect(
      listed.standardError
        == "stackplay: \(file.path): invalid JSON at line 1, column 13: unexpected end of the file, expected a value; not a progress file, starting afresh\n"
    )
    #expect(!listed.standardOutput.contains("✓"))
  }

  @Test("an unknown level: one line listing the levels, status 1, nothing on standard output")
  func unknownLevel() throws {
    for name in ["nope", "0", "28"] {
      let result = try StackplayBinary.run(["challenge", name])
      #expect(result.status == 1)
      #expect(result.standardOutput == "")
      #expect(
        result.standardError.hasPrefix(
          "stackplay: unknown challenge '\(name)'; the challenges are 1 to 27: spacing, hugging-249, "
        ))
      #expect(result.standardError.filter { $0 == "\n" }.count == 1)
    }
  }
}
