import Foundation
import StackPresets
import StackScene
import Testing

/// The repository's Challenges/ directory.
let challengesDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Challenges")

@Suite("Challenge files")
struct ChallengeFilesTests {
  @Test("Challenges/ holds a level and a solution per challenge, embedded as they are")
  func filesMatchTheEmbeddedTexts() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: challengesDirectory.path)
    let levels = files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
    let solutions = files.filter { $0.hasSuffix(".solution.keys") }
      .map { String($0.dropLast(".solution.keys".count)) }
    #expect(Set(levels) == Set(Challenge.names), "run scripts/generate-challenges")
    #expect(Set(solutions) == Set(Challenge.names), "run scripts/generate-challenges")
    for challenge in Challenge.all {
      let level = try String(
        contentsOf: challengesDirectory.appendingPathComponent(challenge.name + ".json"),
        encoding: .utf8)
      #expect(
        challenge.fileText == level, "\(challenge.name).json; run scripts/generate-challenges")
      let solution = try String(
        contentsOf: challengesDirectory.appendingPathComponent(challenge.name + ".solution.keys"),
        encoding: .utf8)
      #expect(challenge.solutionText == solution, "run scripts/generate-challenges")
    }
  }

  @Test("every level reads, with a goal and two hints in both languages", arguments: Challenge.all)
  func levelsRead(_ challenge: Challenge) throws {
    let level = try challenge.level()
    #expect(level.hints.count == 2)
    // The goal fits one row of an 80-column screen after `goal: ` (Hangul two columns each).
    #expect(level.goal.en.count <= 72)
  }

  @Test func numbersAndNames() {
    #expect(Challenge.named("1")?.name == "spacing")
    #expect(Challenge.named("fill-tie")?.name == "fill-tie")
    #expect(Challenge.named("0") == nil)
    #expect(Challenge.named("\(Challenge.all.count + 1)") == nil)
    #expect(
      Challenge.unknownNameMessage("x").hasPrefix(
        "unknown challenge 'x'; the challenges are 1 to 27: spacing, hugging-249,"))
  }
}
