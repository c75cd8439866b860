#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Scene {
  /// Reads and decodes the scene file at `path`.
  ///
  /// Errors name the file as `path` was given. A file that cannot be read gets
  /// the system's reason: `scene.json: cannot read the file: No such file or directory`.
  public static func load(contentsOfFile path: String) throws(SceneError) -> Scene {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw readError(source: path, errno: errno) }
    defer { close(descriptor) }
    return try decode(try readAll(descriptor, source: path), source: path)
  }

  /// Reads and decodes a scene from standard input, naming it `source` in errors.
  public static func loadStandardInput(source: String = "<stdin>") throws(SceneError) -> Scene {
    try decode(try readAll(STDIN_FILENO, source: source), source: source)
  }

  /// Every byte left in `descriptor`.
  private static func readAll(_ descriptor: Int32, source: String) throws(SceneError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress, buffer.count)
      }
      if count > 0 {
        bytes.append(contentsOf: chunk[..<count])
      } else if count == 0 {
        return bytes
      } else if errno != EINTR {
        throw readError(source: source, errno: errno)
      }
    }
  }

  private static func readError(source: String, errno code: Int32) -> SceneError {
    let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
    return SceneError(source: source, keyPath: "", message: "cannot read the file: \(reason)")
  }
}
