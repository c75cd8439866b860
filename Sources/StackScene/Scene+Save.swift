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
  /// - Throws: a ``SceneError`` naming `path`, with the system's reason:
  ///   `out/scene.json: cannot save the file: No such file or directory`.
  public func save(toFile path: String) throws(SceneError) {
    let bytes = Array(jsonText().utf8)
    let directory = Self.directory(of: path)
    var template = Array("\(directory)/.stackplay-save-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw Self.saveError(path, errno) }
    let temporary = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var succeeded = false
    defer {
      if !succeeded { unlink(temporary) }
    }
    do {
      defer { close(descriptor) }
      var status = stat()
      let mode: mode_t
      if stat(path, &status) == 0 {
        guard status.st_mode & S_IFMT != S_IFDIR else { throw Self.saveError(path, EISDIR) }
        mode = status.st_mode & 0o7777
      } else {
        let mask = umask(0o022)
        umask(mask)
        mode = 0o644 & ~mask
      }
      guard fchmod(descriptor, mode) == 0 else { throw Self.saveError(path, errno) }
      if let failure = writeAll(bytes, to: descriptor) { throw Self.saveError(path, failure) }
      guard fsync(descriptor) == 0 else { throw Self.saveError(path, errno) }
    }
    guard rename(temporary, path) == 0 else { throw Self.saveError(path, errno) }
    succeeded = true
    // Make the rename itself durable; a failure here does not undo the save.
    let directoryDescriptor = open(directory, O_RDONLY)
    if directoryDescriptor >= 0 {
      fsync(directoryDescriptor)
      close(directoryDescriptor)
    }
  }

  private static func saveError(_ path: String, _ code: Int32) -> SceneError {
    let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
    return SceneError(source: path, keyPath: "", message: "cannot save the file: \(reason)")
  }

  /// The directory part of `path`: `.` for a bare file name, `/` for a file in the root.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let directory = String(path[..<slash])
    return directory.isEmpty ? "/" : directory
  }
}
