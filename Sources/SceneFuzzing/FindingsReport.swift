import Foundation

/// Writes what a run found into a directory: `summary.md`, and for each class
/// a folder with the reproducer, the unshrunk case, the command and the result.
public enum FindingsReport {
  /// A finding with its shrunk reproducer.
  public struct Entry: Sendable {
    public var finding: FuzzCampaign.Finding
    public var reproducer: Shrinker.Outcome

    public init(finding: FuzzCampaign.Finding, reproducer: Shrinker.Outcome) {
      self.finding = finding
      self.reproducer = reproducer
    }
  }

  /// A folder name for a class key, without the crash message:
  /// `hang-render-format-text-uikit`, `crash-sigill-render-format-json-uikit`.
  public static func slug(_ key: String) -> String {
    var text = key
    if let open = text.range(of: " ("), let close = text.range(of: ") · ") {
      let detail = text[open.upperBound..<close.lowerBound]
      text.replaceSubrange(
        open.lowerBound..<close.lowerBound,
        with: " " + (detail.split(separator: ":").first.map(String.init) ?? ""))
    }
    var slug = ""
    for character in text.lowercased().unicodeScalars {
      if ("a"..."z").contains(character) || ("0"..."9").contains(character) {
        slug.unicodeScalars.append(character)
      } else if !slug.isEmpty, slug.last != "-" {
        slug += "-"
      }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    return String(slug.prefix(80))
  }

  /// The reproducer's file name: `.json` when its bytes are UTF-8, `.bin` otherwise.
  public static func fileName(_ base: String, _ bytes: [UInt8]) -> String {
    base + (String(validating: bytes, as: UTF8.self) == nil ? ".bin" : ".json")
  }

  /// One paragraph on a run's result: the termination, the time, and both outputs.
  public static func describe(_ result: RunResult) -> String {
    let termination: String
    switch result.termination {
    case .exited(let status): termination = "exit status \(status)"
    case .signaled(let signal): termination = "killed by \(Contract.signalName(signal))"
    case .timedOut: termination = "still running at the time limit; killed"
    }
    return """
      \(termination) after \(String(format: "%.2f", result.seconds)) s
      stdout (\(result.standardOutput.count) bytes): \(printable(result.standardOutput, limit: 300))
      stderr (\(result.standardError.count) bytes): \(printable(result.standardError, limit: 600))
      """
  }

  public static func write(
    _ entries: [Entry], report: FuzzCampaign.Report, executable: String, limits: RunLimits,
    to directory: URL
  ) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var summary = """
      # stackplay fuzz run

      Seed \(report.seed), cases \(report.cases.lowerBound)..<\(report.cases.upperBound), \
      \(String(format: "%.1f", report.seconds)) s; \(report.succeeded) read (exit 0), \
      \(report.refused) refused (exit 1).
      Executable: \(executable). Limits: \(limits.timeout) s, \(limits.memoryMiB) MiB of \
      address space, \(limits.outputMiB) MiB of output.

      """
    if let slowest = report.slowest {
      summary +=
        "Slowest case that finished: #\(slowest.index), "
        + String(format: "%.2f s.\n", slowest.seconds)
    }
    summary +=
      entries.isEmpty ? "\nNo case broke the contract.\n" : "\n\(entries.count) classes:\n\n"
    var used: Set<String> = []
    for entry in entries {
      var slug = slug(entry.finding.key)
      var number = 2
      while used.contains(slug) {
        slug = Self.slug(entry.finding.key) + "-\(number)"
        number += 1
      }
      used.insert(slug)
      let folder = directory.appendingPathComponent(slug)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let shrunk = entry.reproducer.fuzzCase
      let original = entry.finding.example
      let reproducerName = fileName("reproducer", shrunk.input)
      if shrunk.source.usesInput {
        try Data(shrunk.input).write(to: folder.appendingPathComponent(reproducerName))
        try Data(original.input).write(
          to: folder.appendingPathComponent(fileName("original", original.input)))
      }
      var sceneName = reproducerName
      if case .file(let name) = shrunk.source { sceneName = name }
      let command = shrunk.commandLine(scene: sceneName)
      let details = """
        class: \(entry.finding.key)
        cases in the class: \(entry.finding.count)
        smallest case: #\(original.index) from \(original.seedName), \(original.input.count) bytes
        its changes: \(original.mutations.joined(separator: "; "))
        shrunk in \(entry.reproducer.attempts) runs\(entry.reproducer.ranOut ? " (stopped at the bound)" : "") to \(shrunk.input.count) bytes
        command: \(command)\(sceneName != reproducerName ? "   (the file holds \(reproducerName))" : "")
        reproducer: \(shrunk.source.usesInput ? printable(shrunk.input, limit: 2000) : "(none: the command says it)")
        result:
        \(describe(entry.reproducer.result))

        """
      try Data(details.utf8).write(to: folder.appendingPathComponent("details.txt"))
      summary += """
        ## \(entry.finding.key)

        \(entry.finding.count) cases. Reproducer `\(slug)/\(reproducerName)` \
        (\(shrunk.input.count) bytes, from \(original.input.count)):

            \(command)

        ```
        \(shrunk.source.usesInput ? printable(shrunk.input, limit: 1200) : "(no file)")
        ```

        ```
        \(describe(entry.reproducer.result))
        ```


        """
    }
    try Data(summary.utf8).write(to: directory.appendingPathComponent("summary.md"))
  }
}
