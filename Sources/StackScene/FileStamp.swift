#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a file on disk is at one moment: which file (device and inode), how
/// long, and when it was last written. Two stamps of the same path differ
/// when another program wrote or replaced the file in between.
public struct FileStamp: Hashable, Sendable {
  /// The file system the file is on, and the file in it.
  public let device: UInt64
  public let inode: UInt64
  /// The file's length in bytes.
  public let size: Int64
  /// The last modification time, in nanoseconds since 1970.
  public let modified: Int64

  /// The stamp of the file `path` names (through symbolic links), or `nil`
  /// when there is none.
  public init?(ofFile path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    #if canImport(Darwin)
      let time = status.st_mtimespec
    #else
      let time = status.st_mtim
    #endif
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    modified = Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }

  /// Whether `path` names a regular file (through symbolic links).
  public static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }
}
