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

/// Writes a message to standard error, unbuffered, with every control
/// character escaped but the line breaks between its lines, so that no file
/// name, key or value it quotes can drive the terminal.
func writeToStandardError(_ text: String) {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  let escaped = lines.map { String($0).escapingControlCharacters() }.joined(separator: "\n")
  writeAll(Array(escaped.utf8), to: STDERR_FILENO)
}

/// Writes `text` to standard output, all of it, unbuffered.
///
/// A write that fails (a full disk, `/dev/full`, a closed descriptor) is one
/// line on standard error and exit status 1: the output is not complete.
func writeToStandardOutput(_ text: String) throws {
  if let failure = writeAll(Array(text.utf8), to: STDOUT_FILENO) {
    writeToStandardError(
      "stackplay: cannot write to standard output: \(systemErrorReason(failure))\n")
    throw ExitCode.failure
  }
}

/// The exit status of an internal error: a bug of stackplay, not of the input
/// (`EX_SOFTWARE` of sysexits.h).
let internalErrorStatus: Int32 = 70

/// Runs `body`; an error it throws is an internal error (the layout is not
/// finite): one line on standard error, `stackplay: internal error: ...`, and
/// exit status ``internalErrorStatus``, with nothing on standard output.
func reportingInternalError<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws
  -> Value
{
  do {
    return try body()
  } catch {
    writeToStandardError("stackplay: internal error: \(error)\n")
    throw ExitCode(internalErrorStatus)
  }
}
