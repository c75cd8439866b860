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
  /// the system's reason: `scene.json: cannot read the file: No such file or
  /// directory`; one larger than ``StackLayout/SceneLimits/maximumInputBytes``
  /// (64 MiB) is refused once that much is read.
  public static func load(contentsOfFile path: String) throws(SceneError) -> Scene {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw SceneError(source: path, keyPath: "", message: ReadAllError.system(errno).description)
    }
    defer { close(descriptor) }
    return try decode(try read(descriptor, source: path), source: path)
  }

  /// Reads and decodes a scene from standard input, naming it `source` in
  /// errors; more than ``StackLayout/SceneLimits/maximumInputBytes`` is refused.
  public static func loadStandardInput(source: String = "<stdin>") throws(SceneError) -> Scene {
    try decode(try read(STDIN_FILENO, source: source), source: source)
  }

  /// Every byte left in `descriptor`, up to the input limit.
  private static func read(_ descriptor: Int32, source: String) throws(SceneError) -> [UInt8] {
    do {
      return try readAll(from: descriptor)
    } catch {
      throw SceneError(source: source, keyPath: "", message: error.description)
    }
  }
}
