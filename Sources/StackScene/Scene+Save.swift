#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Scene {
  /// Writes the scene's ``jsonText()`` to the file at `path`, replacing it
  /// all at once.
  ///
  /// The text goes to a new temporary file in the same directory, which is
  /// flushed to the disk (`fsync`) and then renamed over `path`. A failure at
  /// any point (a directory that does not exist or cannot be written, a full
  /// disk, `path` naming a directory) removes the temporary file and leaves
  /// any old file at `path` exactly as it was. A file that is replaced keeps
  /// its permissions; a new one gets `0644` less the process's umask.
  ///
  /// A file its owner may not write (no `u+w` in its mode, whoever runs the
  /// program, root included) is not replaced: saving over it is an error. When
  /// `path` is a symbolic link, the file it points to (through any chain of
  /// links) is the one replaced, atomically in its own directory and keeping
  /// its mode, and the link stays a link.
  ///
  /// - Throws: a ``SceneError`` naming `path`, with the system's reason:
  ///   `out/scene.json: cannot save the file: No such file or directory`.
  public func save(toFile path: String) throws(SceneError) {
    try Self.writeAtomically(jsonBytes(), toFile: path)
  }

  /// Writes `bytes` to the file at `path` all at once, as ``save(toFile:)``
  /// writes a scene: a temporary file in the same directory, flushed and
  /// renamed over `path`, the old file untouched on any failure, a replaced
  /// file's mode kept, a read-only file refused, symbolic links followed.
  /// The playground writes the Swift code of its Ctrl-E panel this way.
  ///
  /// - Throws: a ``SceneError`` naming `path`, with the system's reason.
  public static func writeAtomically(_ bytes: [UInt8], toFile path: String) throws(SceneError) {
    let target = try Self.resolvingSymbolicLinks(path)
    var status = stat()
    let mode: mode_t
    if stat(target, &status) == 0 {
      guard status.st_mode & S_IFMT != S_IFDIR else { throw Self.saveError(path, EISDIR) }
      guard status.st_mode & S_IWUSR != 0 else {
        throw SceneError(
          source: path, keyPath: "",
          message:
            "cannot save the file: it is read-only (mode \(String(status.st_mode & 0o7777, radix: 8)))"
        )
      }
      mode = status.st_mode & 0o7777
    } else {
      mode = newFileMode()
    }
    try writeThroughTemporaryFile(bytes, mode: mode, path: path, target: target) {
      temporary, target in rename(temporary, target) == 0 ? nil : errno
    }
  }

  /// Writes the scene's ``jsonText()`` to a new file at `path`, which must not
  /// exist: nothing that is there (a file, a directory, a symbolic link, even
  /// one that points nowhere) is ever replaced or followed.
  ///
  /// The text goes to a temporary file in the same directory, flushed to the
  /// disk, which is then linked at `path` (`link` fails when the name is
  /// taken, so two writers cannot both get it) and removed: the file appears
  /// whole or not at all. It gets `0644` less the process's umask.
  ///
  /// - Throws: a ``SceneError`` naming `path`, with the system's reason (`File
  ///   exists` when the name is taken).
  public func saveAsNewFile(_ path: String) throws(SceneError) {
    try Self.writeThroughTemporaryFile(
      jsonBytes(), mode: Self.newFileMode(), path: path, target: path
    ) { temporary, target in
      link(temporary, target) == 0 ? nil : errno
    }
  }

  /// `0644` less the process's umask: the mode of a file saving creates.
  private static func newFileMode() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return 0o644 & ~mask
  }

  /// Writes `bytes` to a new temporary file in `target`'s directory, with
  /// `mode`, flushed to the disk, then calls `place` (which puts it at
  /// `target` and returns `nil`, or the `errno` of its failure). The temporary
  /// file is removed in the end whatever happens, unless `place` moved it;
  /// once it is placed, the directory is flushed too.
  ///
  /// - Throws: a ``SceneError`` naming `path` with the reason of the first
  ///   step that failed.
  private static func writeThroughTemporaryFile(
    _ bytes: [UInt8], mode: mode_t, path: String, target: String,
    place: (_ temporary: String, _ target: String) -> Int32?
  ) throws(SceneError) {
    let directory = Self.directory(of: target)
    var template = Array("\(directory)/.stackplay-save-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw Self.saveError(path, errno) }
    let temporary = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // Removed on a failure, and after a link (the file stays at `target`);
    // after a rename the name is gone already.
    var temporaryGone = false
    defer {
      if !temporaryGone { unlink(temporary) }
    }
    do {
      defer { close(descriptor) }
      guard fchmod(descriptor, mode) == 0 else { throw Self.saveError(path, errno) }
      if let failure = writeAll(bytes, to: descriptor) { throw Self.saveError(path, failure) }
      guard fsync(descriptor) == 0 else { throw Self.saveError(path, errno) }
    }
    if let failure = place(temporary, target) { throw Self.saveError(path, failure) }
    var status = stat()
    temporaryGone = lstat(temporary, &status) != 0
    // Make the new name itself durable; a failure here does not undo the save.
    let directoryDescriptor = open(directory, O_RDONLY)
    if directoryDescriptor >= 0 {
      fsync(directoryDescriptor)
      close(directoryDescriptor)
    }
  }

  private static func saveError(_ path: String, _ code: Int32) -> SceneError {
    SceneError(
      source: path, keyPath: "", message: "cannot save the file: \(systemErrorReason(code))")
  }

  /// The file `path` names once every symbolic link of its last component is
  /// followed (a relative link from the link's own directory); `path` itself
  /// when it is not a link. A link to a missing file resolves to that file.
  ///
  /// - Throws: a ``SceneError`` naming `path` for a link that cannot be read,
  ///   or a chain of more than 40 links (a loop).
  static func resolvingSymbolicLinks(_ path: String) throws(SceneError) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
        return current
      }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBufferPointer { pointer in
        pointer.withMemoryRebound(to: CChar.self) { readlink(current, $0.baseAddress!, $0.count) }
      }
      guard count >= 0 else { throw saveError(path, errno) }
      guard count < buffer.count else { throw saveError(path, ENAMETOOLONG) }
      let link = String(decoding: buffer[..<count], as: UTF8.self)
      current = link.hasPrefix("/") ? link : "\(directory(of: current))/\(link)"
    }
    throw saveError(path, ELOOP)
  }

  /// The directory part of `path`: `.` for a bare file name, `/` for a file in the root.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let directory = String(path[..<slash])
    return directory.isEmpty ? "/" : directory
  }
}
