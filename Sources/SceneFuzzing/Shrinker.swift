import Foundation

/// Makes a failing case as small as it can while it still falls in the same
/// class: first a plainer file name and no `--columns`/`--rows`, then the JSON
/// tree (whole halves of long arrays, then single members and elements, then a
/// stack replaced by a nested one, then strings halved), then the bytes
/// (delta debugging: chunks of half the size, then a quarter, … then single bytes).
///
/// Every attempt runs `stackplay`, so the work is bounded by a number of runs
/// and a time; a hang costs the whole time limit each time it reproduces.
public struct Shrinker: Sendable {
  public var runner: StackplayRunner
  public var maximumAttempts: Int
  public var maximumSeconds: Double

  public init(runner: StackplayRunner, maximumAttempts: Int = 3000, maximumSeconds: Double = 60) {
    self.runner = runner
    self.maximumAttempts = maximumAttempts
    self.maximumSeconds = maximumSeconds
  }

  public struct Outcome: Sendable {
    public var fuzzCase: FuzzCase
    public var result: RunResult
    /// How many runs the shrinking took.
    public var attempts: Int
    /// Whether it stopped at the bound rather than at a case it could not shrink further.
    public var ranOut: Bool

    public init(fuzzCase: FuzzCase, result: RunResult, attempts: Int, ranOut: Bool) {
      self.fuzzCase = fuzzCase
      self.result = result
      self.attempts = attempts
      self.ranOut = ranOut
    }
  }

  /// The smallest case found that still gives `key`, starting from `fuzzCase` (which gave `result`).
  public func shrink(_ fuzzCase: FuzzCase, result: RunResult, keeping key: String, scratch: URL)
    -> Outcome
  {
    var search = Search(
      shrinker: self, key: key, scratch: scratch, best: fuzzCase, bestResult: result,
      started: Date())
    search.simplifyInvocation()
    if fuzzCase.source.usesInput {
      search.shrinkTree()
      search.shrinkBytes()
      search.shrinkTree()
    }
    return Outcome(
      fuzzCase: search.best, result: search.bestResult, attempts: search.attempts,
      ranOut: search.isOutOfBudget)
  }

  private struct Search {
    let shrinker: Shrinker
    let key: String
    let scratch: URL
    var best: FuzzCase
    var bestResult: RunResult
    let started: Date
    var attempts = 0

    init(
      shrinker: Shrinker, key: String, scratch: URL, best: FuzzCase, bestResult: RunResult,
      started: Date
    ) {
      self.shrinker = shrinker
      self.key = key
      self.scratch = scratch
      self.best = best
      self.bestResult = bestResult
      self.started = started
    }

    var isOutOfBudget: Bool {
      attempts >= shrinker.maximumAttempts
        || Date().timeIntervalSince(started) >= shrinker.maximumSeconds
    }

    /// Runs `candidate`; keeps it and answers true when it gives the class still.
    mutating func attempt(_ candidate: FuzzCase) -> Bool {
      guard !isOutOfBudget, candidate != best else { return false }
      attempts += 1
      guard let result = try? shrinker.runner.run(candidate, scratch: scratch),
        FuzzCampaign.keys(candidate, result).contains(key)
      else { return false }
      best = candidate
      bestResult = result
      return true
    }

    mutating func attempt(input: [UInt8]) -> Bool {
      guard input.count <= best.input.count else { return false }
      var candidate = best
      candidate.input = input
      return attempt(candidate)
    }

    mutating func simplifyInvocation() {
      if case .file(let name) = best.source, name != "scene.json" {
        var candidate = best
        candidate.source = .file("scene.json")
        _ = attempt(candidate)
      }
      if case .file = best.source {
        var candidate = best
        candidate.source = .standardInput
        _ = attempt(candidate)
      }
      if best.invocation.columns != nil || best.invocation.rows != nil {
        var candidate = best
        candidate.invocation = Invocation(best.invocation.command)
        _ = attempt(candidate)
      }
    }

    // MARK: The tree

    mutating func shrinkTree() {
      guard var document = JSONText.parse(best.input) else { return }
      func bytes(_ document: JSONText.Document) -> [UInt8] { document.bytes() }
      // The compact form first: the same tree in fewer bytes.
      if bytes(document) != best.input, !attempt(input: bytes(document)) {
        // Some findings depend on the layout of the bytes; keep to byte shrinking.
        if document.value.count > 1 { return }
      }
      var changed = true
      while changed && !isOutOfBudget {
        changed = false
        for part in [\JSONText.Document.prefix, \.suffix] where !document[keyPath: part].isEmpty {
          var candidate = document
          candidate[keyPath: part] = []
          if attempt(input: bytes(candidate)) {
            document = candidate
            changed = true
          }
        }
        // Long arrays: drop halves, quarters, … of their elements.
        for path in document.value.paths() {
          guard case .array(let elements) = document.value[path], elements.count >= 8 else {
            continue
          }
          var count = elements.count
          var chunk = count / 2
          while chunk >= max(1, count / 64), !isOutOfBudget {
            var start = 0
            while start < count, !isOutOfBudget {
              let end = min(start + chunk, count)
              let candidate = withValue(document) {
                $0.updating(path) { array in
                  guard case .array(var elements) = array else { return }
                  elements.removeSubrange(start..<end)
                  array = .array(elements)
                }
              }
              if attempt(input: bytes(candidate)) {
                document = candidate
                count -= end - start
                changed = true
              } else {
                start += chunk
              }
            }
            chunk /= 2
          }
        }
        // Single members and elements, from the root down.
        var paths = document.value.paths()
        var index = 1
        while index < paths.count, !isOutOfBudget {
          let candidate = withValue(document) { $0.removing(paths[index]) }
          if attempt(input: bytes(candidate)) {
            document = candidate
            paths = document.value.paths()
            changed = true
          } else {
            index += 1
          }
        }
        // A value replaced by one of its own objects or arrays a few levels down
        // (a nested stack by the stack inside it).
        paths = document.value.paths()
        index = 0
        while index < paths.count, !isOutOfBudget {
          let path = paths[index]
          var replaced = false
          for relative in Self.nearContainers(in: document.value[path], depth: 3) {
            guard let inner = document.value[path + relative] else { continue }
            let candidate = withValue(document) { $0.updating(path) { $0 = inner } }
            if attempt(input: bytes(candidate)) {
              document = candidate
              paths = document.value.paths()
              changed = true
              replaced = true
              break
            }
          }
          if !replaced { index += 1 }
        }
        // Strings: keep the first half.
        paths = document.value.paths()
        for path in paths where !isOutOfBudget {
          guard case .string(let text) = document.value[path], text.count > 2 else { continue }
          let candidate = withValue(document) {
            $0.updating(path) { $0 = .string(Array(text.prefix(text.count / 2))) }
          }
          if attempt(input: bytes(candidate)) {
            document = candidate
            changed = true
          }
        }
      }
    }

    /// The paths, relative to `value`, of the objects and arrays 1 to `depth` levels inside it.
    static func nearContainers(in value: JSONText?, depth: Int) -> [JSONText.Path] {
      guard depth > 0, let value else { return [] }
      var result: [JSONText.Path] = []
      let children: [(JSONText.Step, JSONText)]
      switch value {
      case .object(let members): children = members.enumerated().map { (.member($0), $1.value) }
      case .array(let elements): children = elements.enumerated().map { (.element($0), $1) }
      default: return []
      }
      for (step, child) in children.prefix(64) {
        switch child {
        case .object, .array:
          result.append([step])
          result += nearContainers(in: child, depth: depth - 1).map { [step] + $0 }
        default: break
        }
      }
      return result
    }

    func withValue(_ document: JSONText.Document, _ change: (JSONText) -> JSONText)
      -> JSONText.Document
    {
      var copy = document
      copy.value = change(document.value)
      return copy
    }

    // MARK: The bytes

    mutating func shrinkBytes() {
      var chunk = best.input.count / 2
      while chunk >= 1, !isOutOfBudget {
        var start = 0
        while start < best.input.count, !isOutOfBudget {
          var candidate = best.input
          candidate.removeSubrange(start..<min(start + chunk, candidate.count))
          if !attempt(input: candidate) { start += chunk }
        }
        chunk /= 2
      }
    }
  }
}
