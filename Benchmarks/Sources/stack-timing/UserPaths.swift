// Timings of the paths users take: `StackView.layout()` with its constraints and
// reasons, and `stackplay render --format json` as a whole process.
import BenchmarkScenes
import StackLayout
import StackScene

#if canImport(Glibc)
  import Glibc
#endif

/// What a `layout()` sample reads of the layout it gets.
enum LayoutUse: String, CaseIterable {
  /// The frames only (the reasons and the constraint list are built when read).
  case frames
  /// The frames and every view's reason (along and across).
  case reasons
  /// The frames, every reason, and the constraint list with its statuses.
  case all
}

/// `layout()` of every benchmark scene at each count, as each ``LayoutUse`` reads
/// it: median, p99 and minimum of single calls. With `fixedCalls`, exactly that
/// many calls per scene, count and use (for counting instructions with callgrind:
/// compare two counts).
func layoutRecords(
  scenes: [BenchmarkScene], counts: [Int], uses: [LayoutUse] = LayoutUse.allCases,
  fixedCalls: Int? = nil
) -> [String] {
  var records: [String] = []
  for scene in scenes {
    for count in counts {
      let stack = scene.stack(count)
      for use in uses {
        var samples: [Double] = []
        let deadline = now() + 700_000_000
        while fixedCalls.map({ samples.count < $0 })
          ?? (samples.count < 5 || (now() < deadline && samples.count < 2_000))
        {
          let start = now()
          let layout = stack.layout()
          var bytes = 0
          if use != .frames {
            for view in layout.views {
              let reason = view.reason
              bytes &+= reason.along.utf8.count &+ reason.across.utf8.count
            }
          }
          if use == .all { bytes &+= layout.constraints.count }
          samples.append(Double(now() - start))
          precondition(layout.views.count == count && (use == .frames || bytes > 0))
          consume(layout)
        }
        guard !samples.isEmpty else { continue }
        samples.sort()
        records.append(
          "{\"kind\": \"layout\", \"scene\": \"\(scene.rawValue)\", \"n\": \(count), "
            + "\"reads\": \"\(use.rawValue)\", \"samples\": \(samples.count), "
            + "\"median_ns\": \(percentile(samples, 0.5)), "
            + "\"p99_ns\": \(percentile(samples, 0.99)), \"min_ns\": \(samples[0])}")
      }
    }
  }
  return records
}

/// One matrix scene in this process: the direct solve (and whether it handed the
/// stack to the constraint solver), then `layout()`, medians of a few runs.
func matrixOneRecord(name: String, count: Int) -> String {
  guard let scene = MatrixScene(name: name) else { fail("unknown matrix scene \(name)") }
  let stack = scene.stack(count)
  var workspace = DirectSolverWorkspace(capacity: count)
  var solves: [Double] = []
  var layouts: [Double] = []
  for _ in 0..<5 {
    let start = now()
    workspace.solve(stack)
    solves.append(Double(now() - start))
    if workspace.usedConstraintSolver { break }
  }
  for _ in 0..<5 {
    let start = now()
    consume(stack.layout())
    layouts.append(Double(now() - start))
  }
  solves.sort()
  layouts.sort()
  return "{\"kind\": \"layout-matrix\", \"scene\": \"\(name)\", \"n\": \(count), "
    + "\"used_constraint_solver\": \(workspace.usedConstraintSolver), "
    + "\"solve_median_ns\": \(percentile(solves, 0.5)), "
    + "\"layout_median_ns\": \(percentile(layouts, 0.5))}"
}

/// Every matrix scene at each count, each in a child process that is killed after
/// `timeout` seconds (a configuration handed to the dense constraint solver can take
/// hours at 10,000 views).
func matrixRecords(counts: [Int], timeout: Double) -> [String] {
  var records: [String] = []
  for count in counts {
    for scene in MatrixScene.all {
      let run = runProcess(
        [CommandLine.arguments[0], "--matrix-one", scene.name, String(count)], timeout: timeout)
      if run.timedOut {
        records.append(
          "{\"kind\": \"layout-matrix\", \"scene\": \"\(scene.name)\", \"n\": \(count), "
            + "\"timed_out_after_s\": \(timeout)}")
      } else {
        records.append(String(decoding: run.output, as: UTF8.self))
      }
    }
  }
  return records
}

/// `stackplay render FILE --format json` as a whole process (start-up, reading and
/// decoding the file, the layout, writing the JSON into a pipe that is read to the
/// end), for every benchmark scene at each count: the median of `runs` runs.
func renderRecords(stackplay: String, scenes: [BenchmarkScene], counts: [Int], runs: Int)
  -> [String]
{
  var template = Array("/tmp/stack-timing-XXXXXX".utf8CString)
  guard let directory = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) })
  else { fail("cannot make a temporary directory") }
  let folder = String(cString: directory)
  var records: [String] = []
  for scene in scenes {
    for count in counts {
      let path = "\(folder)/\(scene.rawValue)-\(count).json"
      let text = Scene(stack: scene.stackWithinLimits(count)).jsonText()
      guard let file = fopen(path, "w") else { fail("cannot write \(path)") }
      _ = text.withCString { fputs($0, file) }
      fclose(file)
      var samples: [Double] = []
      var outputBytes = 0
      // One run first, not counted: the binary and the file in the page cache.
      for round in 0...runs {
        let start = now()
        let run = runProcess([stackplay, "render", path, "--format", "json"], timeout: 60)
        let elapsed = Double(now() - start)
        guard !run.timedOut, run.status == 0, run.output.first == UInt8(ascii: "{") else {
          fail("render of \(path) failed (status \(run.status), timed out: \(run.timedOut))")
        }
        outputBytes = run.output.count
        if round > 0 { samples.append(elapsed) }
      }
      samples.sort()
      records.append(
        "{\"kind\": \"render-json\", \"scene\": \"\(scene.rawValue)\", \"n\": \(count), "
          + "\"input_bytes\": \(text.utf8.count), \"output_bytes\": \(outputBytes), "
          + "\"runs\": \(samples.count), \"median_ns\": \(percentile(samples, 0.5)), "
          + "\"min_ns\": \(samples[0]), \"max_ns\": \(samples[samples.count - 1])}")
      unlink(path)
    }
  }
  rmdir(folder)
  return records
}

/// The stages of `render --format json` in this process, for every benchmark
/// scene at each count: decoding the scene file's bytes, `layout()`, and writing
/// the JSON answer. Medians.
func renderStageRecords(scenes: [BenchmarkScene], counts: [Int]) -> [String] {
  var records: [String] = []
  for scene in scenes {
    for count in counts {
      let bytes = Array(Scene(stack: scene.stackWithinLimits(count)).jsonText().utf8)
      var decodes: [Double] = []
      var layouts: [Double] = []
      var writes: [Double] = []
      let deadline = now() + 1_000_000_000
      while decodes.count < 3 || (now() < deadline && decodes.count < 200) {
        var start = now()
        guard let decoded = try? Scene.decode(bytes, source: "bench") else {
          fail("the \(scene.rawValue) scene does not decode")
        }
        decodes.append(Double(now() - start))
        start = now()
        let layout = decoded.stack.layout()
        layouts.append(Double(now() - start))
        start = now()
        guard let text = try? renderJSON(layout) else {
          fail("the \(scene.rawValue) layout is not finite")
        }
        writes.append(Double(now() - start))
        consume(text)
      }
      decodes.sort()
      layouts.sort()
      writes.sort()
      records.append(
        "{\"kind\": \"render-stages\", \"scene\": \"\(scene.rawValue)\", \"n\": \(count), "
          + "\"decode_median_ns\": \(percentile(decodes, 0.5)), "
          + "\"layout_median_ns\": \(percentile(layouts, 0.5)), "
          + "\"render_json_median_ns\": \(percentile(writes, 0.5))}")
    }
  }
  return records
}
