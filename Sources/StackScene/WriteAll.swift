#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes every byte to a file descriptor, going on after a partial write, after
/// a write interrupted by a signal (`EINTR`), and, on a non-blocking descriptor
/// that is full (`EAGAIN`), once it has drained.
///
/// Saving a scene, recording keys, writing to standard error and the terminal's
/// frames all use it.
///
/// - Returns: `nil` once every byte is written; otherwise the `errno` of the
///   write that failed (`EIO` when a write wrote nothing without saying why).
@discardableResult
public func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
  var written = 0
  while written < bytes.count {
    let count = bytes.withUnsafeBytes { buffer in
      write(descriptor, buffer.baseAddress! + written, buffer.count - written)
    }
    if count > 0 {
      written += count
    } else if count < 0 && errno == EINTR {
      continue
    } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
      var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
      _ = poll(&waiting, 1, -1)
    } else {
      return count < 0 ? errno : EIO
    }
  }
  return nil
}
