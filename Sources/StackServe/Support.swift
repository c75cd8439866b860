import Foundation

/// A fault that stops `stackplay serve` from starting, as one line (without
/// the `stackplay:` prefix and the line break).
public struct ServeError: Error, CustomStringConvertible, Sendable {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}

/// The system's words for an errno value.
func systemReason(_ code: Int32) -> String {
  String(cString: strerror(code))
}

struct ReadError: Error {
  var code: Int32
}

/// The whole file at `path` as UTF-8 text (up to 1 MiB: key and password
/// files are small).
func readFile(_ path: String) throws(ReadError) -> String {
  let descriptor = open(path, O_RDONLY | O_CLOEXEC)
  guard descriptor >= 0 else { throw ReadError(code: errno) }
  defer { close(descriptor) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65536)
  while bytes.count < 1 << 20 {
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 {
      if errno == EINTR { continue }
      throw ReadError(code: errno)
    }
    if count == 0 { break }
    bytes += chunk[..<count]
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// Checks that a file holding secrets is a regular file that only its owner
/// may read or write.
func checkPrivateFile(_ path: String, what: String) throws(ServeError) {
  var status = stat()
  guard stat(path, &status) == 0 else {
    throw ServeError("cannot read \(what) \(path): \(systemReason(errno))")
  }
  guard status.st_mode & S_IFMT == S_IFREG else {
    throw ServeError("\(what) \(path) is not a regular file")
  }
  let mode = status.st_mode & 0o777
  guard mode & 0o077 == 0 else {
    throw ServeError(
      "\(what) \(path) has mode \(String(mode, radix: 8)); it must be readable by its owner only (chmod 600 \(path))"
    )
  }
}
