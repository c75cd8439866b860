import StackLayout

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why ``readAll(from:limit:)`` gave up.
public enum ReadAllError: Error, Hashable, Sendable {
  /// The input holds more than `limit` bytes (or never ends, as `/dev/zero`).
  case tooLarge(limit: Int)
  /// A `read` failed with this `errno`.
  case system(Int32)
}

/// Every byte left in `descriptor`, up to `limit`.
///
/// Reads in chunks, going on after a read interrupted by a signal (`EINTR`),
/// and never holds more than `limit` + 1 bytes: an input longer than `limit`
/// (a huge file, `/dev/zero`, an endless pipe) stops the reading there.
///
/// Scene files, standard input and key recordings are all read through it,
/// with ``StackLayout/SceneLimits/maximumInputBytes`` as the limit.
///
/// - Throws: ``ReadAllError/tooLarge(limit:)`` for an input longer than
///   `limit`, ``ReadAllError/system(_:)`` when a read fails.
public func readAll(from descriptor: Int32, limit: Int = SceneLimits.maximumInputBytes)
  throws(ReadAllError) -> [UInt8]
{
  var bytes: [UInt8] = []
  // A regular file says how large it is: room for it at once, rather than
  // growing (and copying) the bytes as they come.
  var status = stat()
  if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
    bytes.reserveCapacity(min(Int(status.st_size), limit) + 1)
  }
  var chunk = [UInt8](repeating: 0, count: 65_536)
  while true {
    // One byte past the limit is enough to know the input is too large.
    let wanted = min(chunk.count, limit + 1 - bytes.count)
    let count = chunk.withUnsafeMutableBytes { buffer in
      read(descriptor, buffer.baseAddress, wanted)
    }
    if count > 0 {
      bytes.append(contentsOf: chunk[..<count])
      if bytes.count > limit { throw .tooLarge(limit: limit) }
    } else if count == 0 {
      return bytes
    } else if errno != EINTR {
      throw .system(errno)
    }
  }
}

extension ReadAllError: CustomStringConvertible {
  /// What went wrong, to follow a file name: `cannot read the file: Is a
  /// directory`, `more than 67108864 bytes (64 MiB), too large to read`.
  public var description: String {
    switch self {
    case .tooLarge(let limit):
      let mebibytes = limit / (1024 * 1024)
      let size = mebibytes > 0 && limit % (1024 * 1024) == 0 ? " (\(mebibytes) MiB)" : ""
      return "the input is larger than \(limit) bytes\(size), the most stackplay reads"
    case .system(let code):
      return "cannot read the file: \(systemErrorReason(code))"
    }
  }
}

/// The system's description of an `errno`: `No such file or directory`.
public func systemErrorReason(_ code: Int32) -> String {
  strerror(code).map { String(cString: $0) } ?? "error \(code)"
}
