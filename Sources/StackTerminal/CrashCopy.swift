import CNcurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The app's unsaved work, ready for the signal handlers to write to a new
/// file when the process ends without the app's help: a crash, SIGQUIT
/// (Ctrl-\), a second terminating signal while the first waits for the app,
/// or an app too busy to end within its grace (see
/// ``EmergencyRestore/defersTermination``).
///
/// A handler may not allocate, take a lock or call into the Swift runtime, so
/// everything it needs is prepared beforehand by ``set(_:)``, on the thread
/// that runs the terminal: for each copy (the app may have more than one
/// document to keep), the bytes to write and, for each name the copy may
/// take, in order, a temporary name in the same directory. The handler
/// (``keep(after:messageTo:taken:)``) then only calls async-signal-safe
/// functions: for each copy, it writes the bytes to the temporary file
/// (created exclusively), flushes it (`fsync`), and links it at the first
/// name that is free (`link` fails when a name is taken, so nothing is ever
/// replaced, not even the copy before), then removes the temporary name: the
/// copy appears whole or not at all. It then says on standard error where
/// the copy went, in the words of the app's own message: `stackplay: SIGQUIT
/// (Ctrl-\) with unsaved changes: kept them in card.unsaved.json (stackplay
/// open card.unsaved.json)`, or that none could be written.
///
/// Two slots hold the prepared work: ``set(_:)`` fills the one the handlers
/// do not read and then makes it the one they read, with a single
/// release store, so a handler sees either the old work or the new, whole. (A
/// handler still reading a slot on another thread two updates later could
/// see it change; a crash ends the process, so that needs a handler that
/// outlives two edits.)
enum CrashCopy {
  /// `state[0]`: the slot the handlers read, plus one (0: nothing to keep).
  /// `state[1]`, `state[2]`: the byte capacity of each slot's blob.
  /// `state[3]`, `state[4]`: the `Int` capacity of each slot's table.
  nonisolated(unsafe) private static let state: UnsafeMutablePointer<Int> = {
    let pointer = UnsafeMutablePointer<Int>.allocate(capacity: 5)
    pointer.initialize(repeating: 0, count: 5)
    return pointer
  }()
  /// Per slot: each work's bytes, then every temporary and final name as a
  /// C string.
  nonisolated(unsafe) private static let blobs: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?> =
    {
      let pointer = UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>.allocate(capacity: 2)
      pointer.initialize(repeating: nil, count: 2)
      return pointer
    }()
  /// Per slot: the number of works, then for each work the offset in the blob
  /// of its bytes, their number and the number of its names, then for each
  /// name the offsets in the blob of its temporary name and of itself, and
  /// its length in bytes.
  nonisolated(unsafe) private static let tables: UnsafeMutablePointer<UnsafeMutablePointer<Int>?> =
    {
      let pointer = UnsafeMutablePointer<UnsafeMutablePointer<Int>?>.allocate(capacity: 2)
      pointer.initialize(repeating: nil, count: 2)
      return pointer
    }()

  /// Makes sure the storage exists, so that a handler's first use of it does
  /// not run its lazy initialisation (which may allocate).
  static func prepareStorage() {
    _ = (state, blobs, tables)
  }

  /// Whether work is ready to be kept.
  static var isSet: Bool { shim_load_acquire(state) != 0 }

  /// Prepares each work's `bytes` to be written to the first free name of its
  /// `paths`, in order, each its own copy; an empty list drops the work
  /// prepared before.
  ///
  /// Each name's temporary file is in the name's directory:
  /// `.stackplay-crash-<pid>` there. Call from the thread that runs the
  /// terminal. O(bytes + the names' lengths).
  static func set(_ works: [(bytes: [UInt8], paths: [String])]) {
    prepareStorage()
    let works = works.filter { !$0.paths.isEmpty }
    guard !works.isEmpty else {
      shim_store_release(state, 0)
      return
    }
    let slot = shim_load_acquire(state) == 1 ? 1 : 0
    var blob: [UInt8] = []
    blob.reserveCapacity(works.reduce(0) { $0 + $1.bytes.count })
    var table = [works.count]
    var temporaries: [String: Int] = [:]
    let suffix = ".stackplay-crash-\(getpid())"
    for work in works {
      table += [blob.count, work.bytes.count, work.paths.count]
      blob += work.bytes
      for path in work.paths {
        let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        let temporary: Int
        if let known = temporaries[directory] {
          temporary = known
        } else {
          temporary = blob.count
          blob += Array((directory + suffix).utf8) + [0]
          temporaries[directory] = temporary
        }
        let name = Array(path.utf8)
        table += [temporary, blob.count, name.count]
        blob += name + [0]
      }
    }
    let blobPointer = reserve(blobs, slot: slot, capacityIndex: 1 + slot, count: blob.count)
    blob.withUnsafeBufferPointer { blobPointer.update(from: $0.baseAddress!, count: blob.count) }
    let tablePointer = reserve(tables, slot: slot, capacityIndex: 3 + slot, count: table.count)
    table.withUnsafeBufferPointer {
      tablePointer.update(from: $0.baseAddress!, count: table.count)
    }
    shim_store_release(state, slot + 1)
  }

  /// The storage of `slot` in `pointers`, at least `count` long: grown (the
  /// old storage freed) when it is shorter. The slot is not the one the
  /// handlers read.
  private static func reserve<Element>(
    _ pointers: UnsafeMutablePointer<UnsafeMutablePointer<Element>?>, slot: Int,
    capacityIndex: Int, count: Int
  ) -> UnsafeMutablePointer<Element> {
    if let existing = pointers[slot], state[capacityIndex] >= count { return existing }
    pointers[slot]?.deallocate()
    let fresh = UnsafeMutablePointer<Element>.allocate(capacity: max(count, 1))
    pointers[slot] = fresh
    state[capacityIndex] = max(count, 1)
    return fresh
  }

  // MARK: In a handler

  /// Writes each prepared work to the first free name of its own and says
  /// where on standard error, a line each, naming the signal `number` that
  /// ends the process (or says that one could not be written). Does nothing
  /// when no work is prepared. Async-signal-safe (it allocates nothing); call
  /// it after the terminal is restored and standard error released.
  ///
  /// Returns the number of works prepared. `taken`, when given, gets for each
  /// of them (as far as it is long) the index in its names of the one taken,
  /// or -1 when none was. `descriptor` is where the messages go (tests read
  /// them from a pipe).
  @discardableResult
  static func keep(
    after number: Int32, messageTo descriptor: Int32 = STDERR_FILENO,
    taken: UnsafeMutableBufferPointer<Int>? = nil
  ) -> Int {
    let active = shim_load_acquire(state)
    guard active > 0, let blob = blobs[active - 1], let table = tables[active - 1] else {
      return 0
    }
    var entry = table + 1
    for work in 0..<table[0] {
      let names = entry + 3
      let kept = place(
        bytes: blob + entry[0], count: entry[1], blob: blob, names: names, nameCount: entry[2])
      say(
        number, kept: kept.map { (UnsafePointer(blob + names[1 + 3 * $0]), names[2 + 3 * $0]) },
        to: descriptor)
      if let taken, work < taken.count { taken[work] = kept ?? -1 }
      entry = names + 3 * entry[2]
    }
    return table[0]
  }

  /// The link step of ``keep(after:messageTo:taken:)`` for one work: `count` bytes
  /// at `bytes`, and `nameCount` names of three entries each at `names`.
  /// Returns the index of the name the copy took.
  private static func place(
    bytes: UnsafeMutablePointer<UInt8>, count: Int, blob: UnsafeMutablePointer<UInt8>,
    names: UnsafeMutablePointer<Int>, nameCount: Int
  ) -> Int? {
    var written = -1  // the temporary name whose file is written
    var failed = -1  // the temporary name of a directory that cannot take a copy
    var kept: Int?
    for entry in 0..<nameCount {
      let temporary = names[3 * entry]
      guard temporary != failed else { continue }
      if temporary != written {
        if written >= 0 { unlink(cString(blob + written)) }
        written = -1
        guard writeFile(cString(blob + temporary), bytes, count: count) else {
          failed = temporary
          continue
        }
        written = temporary
      }
      if link(cString(blob + temporary), cString(blob + names[1 + 3 * entry])) == 0 {
        kept = entry
        break
      }
      // A name taken goes on to the next; any other failure (a file system
      // without links, say) gives up the directory.
      if errno != EEXIST {
        unlink(cString(blob + temporary))
        written = -1
        failed = temporary
      }
    }
    if written >= 0 { unlink(cString(blob + written)) }
    return kept
  }

  /// Writes `count` bytes to a new file at `path` (a stale one of the same
  /// name, from an earlier process of the same number, is replaced) and
  /// flushes it; on any failure removes it and returns false.
  private static func writeFile(
    _ path: UnsafePointer<CChar>, _ bytes: UnsafePointer<UInt8>, count: Int
  ) -> Bool {
    let flags = O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC
    var descriptor = open(path, flags, 0o644)
    if descriptor < 0 && errno == EEXIST {
      unlink(path)
      descriptor = open(path, flags, 0o644)
    }
    guard descriptor >= 0 else { return false }
    var succeeded = EmergencyRestore.writeBytes(bytes, count: count, to: descriptor)
    if succeeded && fsync(descriptor) != 0 { succeeded = false }
    close(descriptor)
    if !succeeded { unlink(path) }
    return succeeded
  }

  /// Writes one message of ``keep(after:messageTo:taken:)``, piece by piece.
  private static func say(
    _ number: Int32, kept: (UnsafePointer<UInt8>, Int)?, to descriptor: Int32
  ) {
    func put(_ text: StaticString) { putBytes(text.utf8Start, text.utf8CodeUnitCount) }
    func putBytes(_ bytes: UnsafePointer<UInt8>, _ count: Int) {
      EmergencyRestore.writeBytes(bytes, count: count, to: descriptor)
    }
    put("stackplay: ")
    put(signalName(number))
    if let (path, length) = kept {
      put(" with unsaved changes: kept them in ")
      putBytes(path, length)
      put(" (stackplay open ")
      putBytes(path, length)
      put(")\n")
    } else {
      put(" with unsaved changes: no copy could be written, they are lost\n")
    }
  }

  /// The signal as a shell user knows it; the terminating signals in the
  /// same words as the app's own message.
  static func signalName(_ number: Int32) -> StaticString {
    switch number {
    case SIGINT: "Ctrl-C (SIGINT)"
    case SIGTERM: "SIGTERM"
    case SIGHUP: "SIGHUP (the terminal hung up)"
    case SIGQUIT: "SIGQUIT (Ctrl-\\)"
    case SIGSEGV: "a crash (SIGSEGV)"
    case SIGBUS: "a crash (SIGBUS)"
    case SIGILL: "a crash (SIGILL)"
    case SIGTRAP: "a crash (SIGTRAP)"
    case SIGABRT: "a crash (SIGABRT)"
    case SIGFPE: "a crash (SIGFPE)"
    case SIGSYS: "a crash (SIGSYS)"
    default: "a signal"
    }
  }

  private static func cString(_ pointer: UnsafeMutablePointer<UInt8>) -> UnsafePointer<CChar> {
    UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self)
  }
}
