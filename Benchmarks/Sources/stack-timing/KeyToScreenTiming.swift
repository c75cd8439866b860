import BenchmarkScenes
import Playground
import StackLayout
import StackRender
import StackScene

#if canImport(Glibc)
  import Glibc
#endif

/// Times key to screen (``KeyToScreenModel``): each key handled by the
/// playground's reducer and the whole window drawn into a cell buffer, cycling
/// through the model's keys. Prints one JSON record per model, size, window and
/// key (and one for all keys), with p50, p99 and the largest sample, in wall
/// time and in the thread's CPU time (which leaves out the time other
/// processes had the core: the machine is shared).
func timeKeyToScreen(counts: [Int], rounds: Int, models: [KeyToScreenModel]) {
  var records: [String] = []
  for model in models {
    for count in counts.isEmpty ? KeyToScreenModel.counts : counts {
      for (columns, rows) in [(80, 24), (200, 60)] {
        var state = PlaygroundState(scene: model.scene(count))
        let keys = model.keys
        var byKey = [[Double]](repeating: [], count: keys.count)
        var cpuByKey = [[Double]](repeating: [], count: keys.count)
        // Two rounds to warm up, then `rounds` timed.
        for round in 0..<(rounds + 2) {
          for (index, entry) in keys.enumerated() {
            let cpuStart = threadCPUTime()
            let start = now()
            state.handle(entry.key)
            let screen = PlaygroundScreen.draw(
              state, columns: columns, rows: rows, colorMode: .colors256, glyphs: .unicode)
            let elapsed = Double(now() - start)
            let cpu = Double(threadCPUTime() - cpuStart)
            consume(screen)
            if round >= 2 {
              byKey[index].append(elapsed)
              cpuByKey[index].append(cpu)
            }
          }
        }
        var all: [Double] = []
        var allCPU: [Double] = []
        for (index, entry) in keys.enumerated() {
          all += byKey[index]
          allCPU += cpuByKey[index]
          records.append(
            record(
              model, count, columns, rows, entry.name, byKey[index].sorted(),
              cpuByKey[index].sorted()))
        }
        records.append(record(model, count, columns, rows, "all", all.sorted(), allCPU.sorted()))
      }
    }
  }
  print("[\n" + records.joined(separator: ",\n") + "\n]")
}

private func record(
  _ model: KeyToScreenModel, _ count: Int, _ columns: Int, _ rows: Int, _ key: String,
  _ sorted: [Double], _ cpu: [Double]
) -> String {
  "{\"kind\": \"key-to-screen\", \"model\": \"\(model.rawValue)\", \"n\": \(count), "
    + "\"columns\": \(columns), \"rows\": \(rows), \"key\": \"\(key)\", "
    + "\"samples\": \(sorted.count), \"p50_ns\": \(percentile(sorted, 0.5)), "
    + "\"p99_ns\": \(percentile(sorted, 0.99)), \"max_ns\": \(sorted.last ?? .nan), "
    + "\"cpu_p50_ns\": \(percentile(cpu, 0.5)), \"cpu_p99_ns\": \(percentile(cpu, 0.99))}"
}

/// Nanoseconds of CPU time this thread has used.
func threadCPUTime() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// Times what the playground does after a burst of keys that changed the
/// scene, before drawing it, so that a crash or SIGQUIT keeps the changes (`prepareCopy` in
/// Sources/stackplay/Play.swift): the comparison of the work to keep
/// (`PlaygroundState.workToKeep`, which the app works out as it handles the
/// burst's last key, and which is timed here too) with what was prepared
/// before, each
/// scene's bytes (`jsonBytes()`), and the names a copy may take
/// (`UnsavedCopy.paths`). The copy into the handlers' buffer (a `memcpy` of
/// those bytes, in StackTerminal) is left out. Each round edits
/// the scene with the model's first key, then undoes it with the second,
/// after one edit made first.
func timePreparedCopy(counts: [Int], rounds: Int, models: [KeyToScreenModel]) {
  var records: [String] = []
  for model in models {
    for count in counts.isEmpty ? KeyToScreenModel.counts : counts {
      var state = PlaygroundState(scene: model.scene(count), filePath: "scenes/card.json")
      // One edit first, so that the rounds' edit and undo never take the
      // scene back to the one saved, where there is nothing to prepare.
      state.handle(model.keys[0].key)
      var prepared: [KeptWork] = []
      var samples: [Double] = []
      var bytes = 0
      for round in 0..<(rounds + 2) {
        state.handle(model.keys[round % 2].key)
        let start = now()
        let works = state.workToKeep
        if works != prepared {
          prepared = works
          bytes = 0
          for work in works {
            let text = work.scene.jsonBytes()
            let paths = UnsavedCopy.paths(forFile: work.filePath, homeDirectory: "/home/user")
            bytes += text.count + paths.count
          }
        }
        let elapsed = Double(now() - start)
        if round >= 2 { samples.append(elapsed) }
      }
      samples.sort()
      records.append(
        "{\"kind\": \"prepared-copy\", \"model\": \"\(model.rawValue)\", \"n\": \(count), "
          + "\"bytes\": \(bytes), \"samples\": \(samples.count), "
          + "\"p50_ns\": \(percentile(samples, 0.5)), \"p99_ns\": \(percentile(samples, 0.99))}")
    }
  }
  print("[\n" + records.joined(separator: ",\n") + "\n]")
}
