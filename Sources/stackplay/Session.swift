import ArgumentParser
import Playground
import StackRender
import StackScene
import StackTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Options to record the keys of a session, or to play a recording back.
struct SessionOptions: ParsableArguments {
  @Option(
    name: .customLong("record"),
    help: ArgumentHelp(
      "Write every key and its time to this file (new, empty or a recording) as it is pressed.",
      valueName: "file"))
  var recordPath: String?

  @Option(
    name: .customLong("replay"),
    help: ArgumentHelp(
      "Play the keys of a recording with their timing, then hand over the keyboard.",
      valueName: "file"))
  var replayPath: String?

  @Option(
    name: .customLong("replay-speed"),
    help: ArgumentHelp(
      "How much faster than recorded to replay, from 0.01 to 1000 (2 is twice as fast).",
      valueName: "factor"))
  var replaySpeed: Double = 1

  /// The speeds `--replay-speed` takes: with recorded times up to 24 hours,
  /// every replay time stays a small whole number of milliseconds.
  static let replaySpeeds = 0.01...1000.0

  /// A speed outside ``replaySpeeds`` is one line on standard error and exit
  /// status 1 (before the terminal starts).
  func validate() throws {
    guard Self.replaySpeeds.contains(replaySpeed) else {
      writeToStandardError(
        "stackplay: --replay-speed must be between 0.01 and 1000, not \(replaySpeed)\n")
      throw ExitCode.failure
    }
  }

  /// The keys of `--replay`, read before the terminal starts; a file that
  /// cannot be read or parsed is one line on standard error and exit status 1.
  func loadReplay() throws -> [RecordedKey] {
    guard let replayPath else { return [] }
    do {
      let text = try readTextFile(replayPath)
      return try KeyRecording.parse(text, source: replayPath)
    } catch let error as KeyRecordingError {
      writeToStandardError("stackplay: \(error)\n")
      throw ExitCode.failure
    } catch {
      writeToStandardError("stackplay: \(replayPath): \(error)\n")
      throw ExitCode.failure
    }
  }

  /// The recorder of `--record`, its file opened before the terminal starts
  /// (so that a path that cannot be written is an error before the screen
  /// changes) and written from ``KeyRecorder/begin()`` on, once it has started:
  /// a run that ends before that (no terminal, say) leaves an existing file as
  /// it was and removes one it created.
  ///
  /// An existing file is replaced only when it is empty or a key recording
  /// (its first line is ``KeyRecording/header``): any other file (a scene, a
  /// note, typed by mistake) is one line on standard error and exit status 1,
  /// and stays as it was. Files that are not regular (`/dev/null`, a pipe)
  /// are written to as they are.
  func makeRecorder() throws -> KeyRecorder? {
    guard let recordPath else { return nil }
    if let problem = Self.replacementProblem(recordPath) {
      writeToStandardError("stackplay: \(recordPath): not recorded over: \(problem)\n")
      throw ExitCode.failure
    }
    var created = true
    var descriptor = open(recordPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    if descriptor < 0 && errno == EEXIST {
      created = false
      descriptor = open(recordPath, O_WRONLY | O_CLOEXEC)
    }
    guard descriptor >= 0 else {
      writeToStandardError("stackplay: \(recordPath): cannot record: \(systemErrorReason(errno))\n")
      throw ExitCode.failure
    }
    return KeyRecorder(descriptor: descriptor, path: recordPath, created: created)
  }

  /// Why the file at `path` may not be replaced by a recording, or `nil` when
  /// it may: it does not exist, is not a regular file, is empty, or begins
  /// with the recording header.
  static func replacementProblem(_ path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 else {
      return nil
    }
    let header = Array(KeyRecording.header.utf8)
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      return "it exists and cannot be read to see whether it is a key recording"
        + " (\(systemErrorReason(errno)))"
    }
    defer { close(descriptor) }
    var start = [UInt8](repeating: 0, count: header.count)
    var count = 0
    while count < start.count {
      let got = start.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { break }
      count += got
    }
    guard count == header.count, start == header else {
      return
        "it exists and is not a key recording (its first line is not '\(KeyRecording.header)');"
        + " record to a new file"
    }
    return nil
  }
}

/// Writes recorded keys to a file, one `write` a line, so a crash keeps every
/// key recorded before it.
final class KeyRecorder {
  private let descriptor: Int32
  private var start = ContinuousClock.now
  /// The file's path, and whether this recorder created it.
  private let path: String
  private let created: Bool
  /// Whether ``begin()`` has emptied the file and written the header.
  private var begun = false

  init(descriptor: Int32, path: String, created: Bool) {
    self.descriptor = descriptor
    self.path = path
    self.created = created
  }

  deinit {
    close(descriptor)
    if !begun && created { unlink(path) }
  }

  /// Starts the recording, once the terminal is up: empties the file (an
  /// earlier recording) and writes the header; times count from now.
  func begin() {
    guard !begun else { return }
    begun = true
    start = .now
    _ = ftruncate(descriptor, 0)
    append(KeyRecording.header + "\n")
  }

  /// Records `key` at the time since the recorder was made; after 24 hours,
  /// at 24 hours (``KeyRecording/maximumMilliseconds``), so that the recording
  /// can always be replayed.
  func record(_ key: Key) {
    let elapsed = ContinuousClock.now - start
    let milliseconds = min(
      Int(elapsed.components.seconds) * 1000
        + Int(elapsed.components.attoseconds / 1_000_000_000_000_000),
      KeyRecording.maximumMilliseconds)
    append(KeyRecording.line(RecordedKey(milliseconds: milliseconds, key: key)) + "\n")
  }

  /// Writes `text` whole; a failing disk stops the recording, not the app.
  func append(_ text: String) {
    writeAll(Array(text.utf8), to: descriptor)
  }
}

/// Recorded keys and the times they are due: their recorded times divided by
/// the speed, from when the replay was made.
///
/// The replay itself does not wait: the loop asks for ``upcoming``, waits for
/// its time while still reading the keyboard, and calls ``advance()`` once it
/// has played the key, or ``stop()`` when the user takes over.
struct KeyReplay {
  private let keys: [RecordedKey]
  private var index = 0
  private let speed: Double
  private let start: ContinuousClock.Instant

  /// The longest a key is ever scheduled after the start: a year. Later times
  /// (a recorded time near `Int.max`, a tiny speed) are as good as never, and
  /// could not be a `Duration` in milliseconds.
  static let latestDue: Duration = .seconds(365 * 24 * 3600)

  init(keys: [RecordedKey], speed: Double, start: ContinuousClock.Instant = .now) {
    self.keys = keys
    self.speed = speed
    self.start = start
  }

  /// The next recorded key and when it is due; `nil` when all were played or
  /// the replay was stopped.
  var upcoming: (key: Key, due: ContinuousClock.Instant)? {
    guard index < keys.count else { return nil }
    let recorded = keys[index]
    return (recorded.key, start + Self.offset(milliseconds: recorded.milliseconds, speed: speed))
  }

  /// Goes on to the key after ``upcoming``.
  mutating func advance() {
    index = min(index + 1, keys.count)
  }

  /// Drops the keys not played yet.
  mutating func stop() {
    index = keys.count
  }

  /// How long after the start a key recorded at `milliseconds` is due at
  /// `speed`: never negative, at most ``latestDue``.
  static func offset(milliseconds: Int, speed: Double) -> Duration {
    let scaled = Double(milliseconds) / speed
    let latest = Double(latestDue.components.seconds) * 1000
    guard scaled.isFinite, scaled < latest else { return latestDue }
    return .milliseconds(Int(max(0, scaled).rounded()))
  }
}

/// Performs the save that the state asks for, if any, and reports back to it.
func performPendingSave(_ state: inout PlaygroundState) {
  guard let path = state.pendingSave else { return }
  if !state.pendingSaveReplaces, let reason = saveConflict(path, state) {
    state.askBeforeSaving(over: path, because: reason)
    return
  }
  do {
    try state.scene.save(toFile: path)
    state.didSave(to: path, error: nil)
    state.savedFileStamp = FileStamp(ofFile: path)
  } catch {
    state.didSave(to: path, error: "\(error)")
  }
}

/// Why a save to `path` should ask before it writes, or `nil` when it need
/// not: the scene's own file (``PlaygroundState/filePath``) is asked about
/// only when it is no longer what was opened or last saved (another program
/// wrote or replaced it); any other path only when it holds a file already.
/// (A directory is not asked about: the save itself refuses it.)
func saveConflict(_ path: String, _ state: PlaygroundState) -> SaveOverwrite.Reason? {
  if path == state.filePath {
    guard let saved = state.savedFileStamp, let now = FileStamp(ofFile: path) else { return nil }
    return now == saved ? nil : .changedOnDisk
  }
  return FileStamp.isRegularFile(path) ? .exists : nil
}

/// Sends the code the state asks to copy (`c` in the code panel) to the
/// terminal's clipboard with OSC 52.
func performPendingClipboard(_ state: inout PlaygroundState, _ terminal: Terminal) {
  guard let text = state.pendingClipboard else { return }
  state.pendingClipboard = nil
  if terminal.copyToClipboard(text) == 0 {
    state.message = "not copied: the terminal did not take the OSC 52 sequence"
  }
}

/// Performs the write of the code the state asks for (`w` in the code
/// panel): atomically, as a save, and only over an existing file once the
/// user said `y`.
func performPendingCodeWrite(_ state: inout PlaygroundState) {
  guard let write = state.pendingCodeWrite else { return }
  var status = stat()
  if !write.replacing, lstat(write.path, &status) == 0 {
    state.codeFileExists(at: write.path)
    return
  }
  do {
    try Scene.writeAtomically(Array(state.codeText.utf8), toFile: write.path)
    state.didWriteCode(to: write.path, error: nil)
  } catch {
    state.didWriteCode(to: write.path, error: "\(error)")
  }
}

/// The whole text of a file, up to ``SceneLimits/maximumInputBytes``; bytes
/// that are not UTF-8 become U+FFFD.
private func readTextFile(_ path: String) throws(ReadAllError) -> String {
  let descriptor = open(path, O_RDONLY | O_CLOEXEC)
  guard descriptor >= 0 else { throw .system(errno) }
  defer { close(descriptor) }
  return String(decoding: try readAll(from: descriptor), as: UTF8.self)
}
