// Plain timings of the direct solver and the playground, printed as JSON for the
// scripts in ../scripts (compare-kiwi.py, plot-solve-time.py).
//
//   stack-timing [N ...] [--scenes a,b] [--no-key-to-buffer]
//   stack-timing --layout [N ...]                  # layout() with reasons
//   stack-timing --render STACKPLAY [N ...]        # render --format json, as a process
//   stack-timing --render-stages [N ...]           # decode, layout(), JSON, in-process
//   stack-timing --layout-matrix [N ...]           # every distribution and alignment
//   stack-timing --swiftui [N ...] [--scenes hstack-texts,nested-tree]
//   stack-timing --huge-screens [scene ...]
//   stack-timing --key-to-screen [N ...] [--rounds R] [--models uikit,swiftui,uikit-tree,uikit-list]
//   stack-timing --prepared-copy [N ...] [--rounds R]  # the scene kept for a crash
//   stack-timing --nested [N ...] [--rounds R]     # layout() of a nested tree
//   stack-timing --tree-worst N K [--covered]      # K random trees of N views
//   stack-timing --swiftui [N ...] --scenes text-tree,bare-text-tree
//   stack-timing [N ...] --worst K [--seed S] [--show M]   (see worst.swift)
//   stack-timing [--seed S] [--show M] [--only K] --swiftui-worst N K   # SwiftUIWorst.swift
import BenchmarkScenes
import Playground
import StackLayout
import StackRender
import StackScene

#if canImport(Glibc)
  import Glibc
#endif

/// Nanoseconds on a monotonic clock.
func now() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// Prints `message` on standard error and exits with status 2.
func fail(_ message: String) -> Never {
  let line = "stack-timing: \(message)\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
  exit(2)
}

@inline(never)
func consume<T>(_ value: T) {
  withUnsafePointer(to: value) { _ in }
}

func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
  guard !sorted.isEmpty else { return .nan }
  let position = min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)
  return sorted[max(0, position)]
}

/// 64 MiB, written over to push everything else out of the caches; made on first
/// use, so that runs without `--flush-caches` do not pay for it.
nonisolated(unsafe) var evictionBuffer: [UInt8] = []
nonisolated(unsafe) var evictionRound: UInt8 = 0

func evictCaches() {
  if evictionBuffer.isEmpty { evictionBuffer = [UInt8](repeating: 0, count: 64 << 20) }
  evictionRound &+= 1
  let round = evictionRound
  evictionBuffer.withUnsafeMutableBufferPointer { bytes in
    var offset = 0
    while offset < bytes.count {
      bytes[offset] = round
      offset += 64
    }
  }
}

var counts: [Int] = []
var worstConfigurations: Int?
var worstSeed: UInt64 = 0x574F_5253_5421
var worstShown = 5
var worstOnly: Int?
var sceneNames = BenchmarkScene.allCases.map(\.rawValue)
var keyToBuffer = true
var fixedSolves: Int?
var printFrames = false
var flushCaches = false
var layoutOnly = false
var renderProgram: String?
var renderRuns = 10
var matrix = false
var renderStages = false
var layoutUses = LayoutUse.allCases
var matrixTimeout = 30.0
var swiftUI = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  if argument == "--scenes", let list = arguments.popFirst() {
    sceneNames = list.split(separator: ",").map(String.init)
  } else if argument == "--solves", let text = arguments.popFirst(), let value = Int(text) {
    // Only solve each scene this many times in one workspace (for counting
    // allocations with valgrind: compare two counts).
    fixedSolves = value
  } else if argument == "--frames" {
    // Print the frames of each scene instead of timings.
    printFrames = true
  } else if argument == "--flush-caches" {
    // Before each one-at-a-time solve, write over 64 MiB so that the solve starts
    // with none of its data in the caches.
    flushCaches = true
  } else if argument == "--layout" {
    // Only time layout() (frames, constraints with statuses, reasons).
    layoutOnly = true
  } else if argument == "--render", let program = arguments.popFirst() {
    // Only time `PROGRAM render FILE --format json` as a whole process.
    renderProgram = program
  } else if argument == "--runs", let text = arguments.popFirst(), let value = Int(text) {
    renderRuns = max(1, value)
  } else if argument == "--reads", let list = arguments.popFirst() {
    // With --layout: what each sample reads (frames, reasons, all).
    layoutUses = list.split(separator: ",").map {
      guard let use = LayoutUse(rawValue: String($0)) else { fail("unknown use \($0)") }
      return use
    }
  } else if argument == "--render-stages" {
    // Only time decoding, layout() and the JSON answer in this process.
    renderStages = true
  } else if argument == "--layout-matrix" {
    // Only time every matrix scene, each in a child process.
    matrix = true
  } else if argument == "--timeout", let text = arguments.popFirst(), let value = Double(text) {
    matrixTimeout = value
  } else if argument == "--matrix-one", let name = arguments.popFirst(),
    let text = arguments.popFirst(), let count = Int(text)
  {
    // One matrix scene (the child process of --layout-matrix).
    print(matrixOneRecord(name: name, count: count))
    exit(0)
  } else if argument == "--huge-screens" {
    // Time the playground's screen on scenes at the limits (HugeScreenScene).
    timeHugeScreens(Array(arguments))
    exit(0)
  } else if argument == "--nested" {
    // Time layout() of NestedTreeScene (frames read) for the counts given.
    var nestedCounts: [Int] = []
    var rounds = 50
    while let next = arguments.popFirst() {
      if next == "--rounds", let text = arguments.popFirst(), let value = Int(text) {
        rounds = max(1, value)
      } else if let count = Int(next) {
        nestedCounts.append(count)
      } else {
        fail("unknown argument \(next)")
      }
    }
    timeNestedLayouts(
      counts: nestedCounts.isEmpty ? NestedTreeScene.counts : nestedCounts, rounds: rounds)
    exit(0)
  } else if argument == "--tree-worst" {
    // Random trees of N views (RandomTrees), worst of K: --tree-worst N K [--covered]
    guard let count = arguments.popFirst().flatMap({ Int($0) }),
      let configurations = arguments.popFirst().flatMap({ Int($0) })
    else { fail("--tree-worst N K [--covered]") }
    let covered = arguments.popFirst() == "--covered"
    timeTreeWorst(count: count, configurations: configurations, covered: covered)
    exit(0)
  } else if argument == "--prepared-copy" {
    // Time the preparation of the copy a crash keeps, after an edit.
    var copyCounts: [Int] = []
    var rounds = 100
    while let next = arguments.popFirst() {
      if next == "--rounds", let text = arguments.popFirst(), let value = Int(text) {
        rounds = max(1, value)
      } else if let count = Int(next) {
        copyCounts.append(count)
      } else {
        fail("--prepared-copy [N ...] [--rounds R]")
      }
    }
    timePreparedCopy(counts: copyCounts, rounds: rounds, models: KeyToScreenModel.allCases)
    exit(0)
  } else if argument == "--key-to-screen" {
    // Time key to screen in both models (KeyToScreenModel) for the counts given.
    var keyCounts: [Int] = []
    var rounds = 300
    var models = KeyToScreenModel.allCases
    while let next = arguments.popFirst() {
      if next == "--rounds", let text = arguments.popFirst(), let value = Int(text) {
        rounds = max(1, value)
      } else if next == "--models", let list = arguments.popFirst() {
        models = list.split(separator: ",").map {
          guard let model = KeyToScreenModel(rawValue: String($0)) else {
            fail("unknown model \($0)")
          }
          return model
        }
      } else if let count = Int(next) {
        keyCounts.append(count)
      } else {
        fail("unknown argument \(next)")
      }
    }
    timeKeyToScreen(counts: keyCounts, rounds: rounds, models: models)
    exit(0)
  } else if argument == "--swiftui-worst",
    let text = arguments.popFirst(), let count = Int(text),
    let configurationsText = arguments.popFirst(), let configurations = Int(configurationsText)
  {
    // Random SwiftUI scenes of `count` children: the slowest (SwiftUIWorst.swift).
    timeSwiftUIWorst(
      count: count, configurations: configurations, seed: worstSeed, shown: worstShown,
      onlyConfiguration: worstOnly)
    exit(0)
  } else if argument == "--swiftui" {
    // Time the SwiftUI engine's layouts (SwiftUIBenchmarkScene) instead.
    swiftUI = true
  } else if argument == "--worst", let text = arguments.popFirst(), let value = Int(text) {
    // Search this many random configurations per N for the slowest (see worst.swift).
    worstConfigurations = value
  } else if argument == "--seed", let text = arguments.popFirst(), let value = UInt64(text) {
    worstSeed = value
  } else if argument == "--only", let text = arguments.popFirst(), let value = Int(text) {
    // Only this configuration of the --worst sequence (to profile it).
    worstOnly = value
  } else if argument == "--show", let text = arguments.popFirst(), let value = Int(text) {
    worstShown = value
  } else if argument == "--no-key-to-buffer" {
    keyToBuffer = false
  } else if let count = Int(argument) {
    counts.append(count)
  } else {
    fail("unknown argument \(argument)")
  }
}
if swiftUI {
  timeSwiftUI(
    scenes: sceneNames == BenchmarkScene.allCases.map(\.rawValue)
      ? SwiftUIBenchmarkScene.allCases.map(\.rawValue) : sceneNames, counts: counts,
    fixedLayouts: fixedSolves)
  exit(0)
}
let selectedScenes = sceneNames.map { name in
  guard let scene = BenchmarkScene(rawValue: name) else { fail("unknown scene \(name)") }
  return scene
}
if layoutOnly || renderProgram != nil || matrix || renderStages {
  var records: [String] = []
  if layoutOnly {
    records += layoutRecords(
      scenes: selectedScenes, counts: counts.isEmpty ? [1_000, 10_000] : counts,
      uses: layoutUses, fixedCalls: fixedSolves)
  }
  if let renderProgram {
    records += renderRecords(
      stackplay: renderProgram, scenes: selectedScenes,
      counts: counts.isEmpty ? [1_000, 10_000, 100_000] : counts, runs: renderRuns)
  }
  if renderStages {
    records += renderStageRecords(
      scenes: selectedScenes, counts: counts.isEmpty ? [1_000, 10_000, 100_000] : counts)
  }
  if matrix {
    records += matrixRecords(
      counts: counts.isEmpty ? [1_000, 10_000, 100_000] : counts, timeout: matrixTimeout)
  }
  print("[\n" + records.joined(separator: ",\n") + "\n]")
  exit(0)
}
if counts.isEmpty { counts = BenchmarkScene.counts }

if let worstConfigurations {
  let records = worstCase(
    counts: counts, configurations: worstConfigurations, seed: worstSeed, shown: worstShown,
    onlyConfiguration: worstOnly)
  print("[\n" + records.joined(separator: ",\n") + "\n]")
  exit(0)
}

if let fixedSolves {
  for name in sceneNames {
    guard let scene = BenchmarkScene(rawValue: name) else { fail("unknown scene \(name)") }
    for count in counts.isEmpty ? BenchmarkScene.counts : counts {
      let stack = scene.stack(count)
      var workspace = DirectSolverWorkspace(capacity: count)
      for _ in 0..<fixedSolves {
        workspace.solve(stack)
        consume(workspace.size)
      }
    }
  }
  exit(0)
}

if printFrames {
  var lines: [String] = []
  for name in sceneNames {
    guard let scene = BenchmarkScene(rawValue: name) else { fail("unknown scene \(name)") }
    for count in counts.isEmpty ? BenchmarkScene.counts : counts {
      var workspace = DirectSolverWorkspace(capacity: count)
      workspace.solve(scene.stack(count))
      let frames = workspace.frames.map { "[\($0.x), \($0.y), \($0.width), \($0.height)]" }
      lines.append(
        "{\"scene\": \"\(name)\", \"n\": \(count), \"frames\": [\(frames.joined(separator: ", "))]}"
      )
    }
  }
  print("[\n" + lines.joined(separator: ",\n") + "\n]")
  exit(0)
}

var records: [String] = []
for name in sceneNames {
  guard let scene = BenchmarkScene(rawValue: name) else {
    fail("unknown scene \(name)")
  }
  for count in counts {
    let stack = scene.stack(count)
    // Steady state: one workspace, solved again and again.
    var workspace = DirectSolverWorkspace(capacity: count)
    workspace.solve(stack)
    let fellBack = workspace.usedConstraintSolver
    let batch = max(1, 200_000 / max(count, 1))
    var perSolve: [Double] = []
    let deadline = now() + 300_000_000
    while perSolve.count < 7 || (now() < deadline && perSolve.count < 200) {
      let start = now()
      for _ in 0..<batch {
        workspace.solve(stack)
        consume(workspace.size)
      }
      perSolve.append(Double(now() - start) / Double(batch))
    }
    perSolve.sort()
    // One solve per sample, as package-benchmark measures.
    var single: [Double] = []
    let singleDeadline = now() + 200_000_000
    while single.count < 50 || (now() < singleDeadline && single.count < 100_000) {
      if flushCaches { evictCaches() }
      let start = now()
      workspace.solve(stack)
      consume(workspace.size)
      single.append(Double(now() - start))
    }
    single.sort()
    // Cold: the stack built from its sizes, a new workspace, one solve, as a peer
    // that builds its constraint system and solves it once.
    var cold: [Double] = []
    let coldDeadline = now() + 300_000_000
    while cold.count < 5 || (now() < coldDeadline && cold.count < 200) {
      let start = now()
      let built = scene.stack(count)
      var fresh = DirectSolverWorkspace(capacity: count)
      fresh.solve(built)
      consume(fresh.size)
      cold.append(Double(now() - start))
    }
    cold.sort()
    records.append(
      "{\"kind\": \"solve\", \"scene\": \"\(name)\", \"n\": \(count), "
        + "\"median_ns\": \(percentile(perSolve, 0.5)), \"min_ns\": \(perSolve[0]), "
        + "\"single_median_ns\": \(percentile(single, 0.5)), "
        + "\"single_p99_ns\": \(percentile(single, 0.99)), "
        + "\"cold_median_ns\": \(percentile(cold, 0.5)), "
        + "\"used_constraint_solver\": \(fellBack)}")
  }
}

if keyToBuffer {
  let keys: [Key] = [
    .tab, .up, .character("d"), .character("g"), .character("+"), .character("h"),
    .character("a"), .down, .character("-"), .character("D"), .character("G"), .character("a"),
  ]
  var state = PlaygroundState(scene: .playgroundDefault)
  var samples: [Double] = []
  for index in 0..<5_000 {
    let start = now()
    state.handle(keys[index % keys.count])
    let screen = PlaygroundScreen.draw(
      state, columns: 80, rows: 24, colorMode: .colors256, glyphs: .unicode)
    consume(screen)
    if index >= 100 { samples.append(Double(now() - start)) }
  }
  samples.sort()
  records.append(
    "{\"kind\": \"key-to-buffer\", \"samples\": \(samples.count), "
      + "\"p50_ns\": \(percentile(samples, 0.5)), \"p99_ns\": \(percentile(samples, 0.99)), "
      + "\"max_ns\": \(samples.last ?? .nan)}")
}
print("[\n" + records.joined(separator: ",\n") + "\n]")
