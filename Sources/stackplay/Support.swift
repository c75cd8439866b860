import ArgumentParser
import StackScene

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a scene from a file, or from standard input for `-`; on failure writes
/// one line naming the file and key path to standard error and exits with status 1.
func loadScene(_ path: String) throws -> Scene {
  do {
    return path == "-" ? try Scene.loadStandardInput() : try Scene.load(contentsOfFile: path)
  } catch {
    writeToStandardError("stackplay: \(error)\n")
    throw ExitCode.failure
  }
}

/// Whether the `NO_COLOR` environment variable asks for no colour (any non-empty value).
func environmentRequestsNoColor() -> Bool {
  guard let value = getenv("NO_COLOR") else { return false }
  return value.pointee != 0
}

/// Writes `text` to standard error, unbuffered.
func writeToStandardError(_ text: String) {
  writeAll(Array(text.utf8), to: STDERR_FILENO)
}
