import Crypto
import Foundation
import NIOSSH

/// The server's Ed25519 host key, kept in an OpenSSH private key file
/// (`openssh-key-v1`, unencrypted, as `ssh-keygen -t ed25519 -N ''` writes it).
///
/// The file is created with mode 0600 on first start and read on every later
/// start, so the fingerprint clients remember stays the same. A file that
/// cannot be read, that others may read (a mode other than 0600 or 0400), or
/// that holds another kind of key is a ``ServeError`` of one line.
public struct HostKey: Sendable {
  /// The key, for NIOSSH.
  public var privateKey: NIOSSHPrivateKey
  /// The key's SHA-256 fingerprint as OpenSSH shows it: `SHA256:` and the
  /// unpadded Base64 of the public key blob's digest.
  public var fingerprint: String
  /// Whether this start created the file.
  public var created: Bool

  /// The default path: `$XDG_CONFIG_HOME/stackplay/ssh_host_ed25519_key`, or
  /// under `~/.config` when XDG_CONFIG_HOME is not set.
  public static func defaultPath(environment: [String: String]) -> String {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return config + "/stackplay/ssh_host_ed25519_key"
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "."
    return home + "/.config/stackplay/ssh_host_ed25519_key"
  }

  /// Reads the key at `path`, or creates it there (and its folder, mode 0700)
  /// when there is no file.
  public static func loadOrCreate(path: String) throws(ServeError) -> HostKey {
    var status = stat()
    if lstat(path, &status) != 0 {
      guard errno == ENOENT else {
        throw ServeError("cannot read host key \(path): \(systemReason(errno))")
      }
      return try create(path: path)
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw ServeError("host key \(path) is not a regular file")
    }
    let mode = status.st_mode & 0o777
    guard mode & 0o077 == 0 else {
      throw ServeError(
        "host key \(path) has mode \(String(mode, radix: 8)); it must be readable by its owner only (chmod 600 \(path))"
      )
    }
    guard status.st_uid == geteuid() else {
      throw ServeError("host key \(path) belongs to another user (uid \(status.st_uid))")
    }
    let text: String
    do {
      text = try readFile(path)
    } catch {
      throw ServeError("cannot read host key \(path): \(systemReason(error.code))")
    }
    let seed: [UInt8]
    do {
      seed = try OpenSSHKeyFile.ed25519Seed(fromPrivateKeyFile: text)
    } catch {
      throw ServeError("host key \(path) \(error.reason)")
    }
    let key: Curve25519.Signing.PrivateKey
    do {
      key = try Curve25519.Signing.PrivateKey(rawRepresentation: seed)
    } catch {
      throw ServeError("host key \(path) holds an Ed25519 key that cannot be used")
    }
    return HostKey(
      privateKey: NIOSSHPrivateKey(ed25519Key: key), fingerprint: fingerprint(of: key),
      created: false)
  }

  private static func create(path: String) throws(ServeError) -> HostKey {
    let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
    if !folder.isEmpty {
      try makeFolders(folder)
    }
    let key = Curve25519.Signing.PrivateKey()
    let text = OpenSSHKeyFile.privateKeyFile(
      seed: Array(key.rawRepresentation), publicKey: Array(key.publicKey.rawRepresentation),
      comment: "stackplay serve host key")
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else {
      throw ServeError("cannot create host key \(path): \(systemReason(errno))")
    }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeBytes {
        write(descriptor, $0.baseAddress, $0.count)
      }
      if result < 0 {
        if errno == EINTR { continue }
        let reason = systemReason(errno)
        unlink(path)
        throw ServeError("cannot write host key \(path): \(reason)")
      }
      written += result
    }
    guard fsync(descriptor) == 0 else {
      let reason = systemReason(errno)
      unlink(path)
      throw ServeError("cannot write host key \(path): \(reason)")
    }
    return HostKey(
      privateKey: NIOSSHPrivateKey(ed25519Key: key), fingerprint: fingerprint(of: key),
      created: true)
  }

  /// Creates `folder` and the folders above it that are missing, mode 0700.
  private static func makeFolders(_ folder: String) throws(ServeError) {
    var status = stat()
    if stat(folder, &status) == 0 { return }
    let parent = folder.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
    if !parent.isEmpty { try makeFolders(parent) }
    if mkdir(folder, 0o700) != 0, errno != EEXIST {
      throw ServeError("cannot create folder \(folder) for the host key: \(systemReason(errno))")
    }
  }

  /// OpenSSH's SHA256 fingerprint of an Ed25519 public key.
  static func fingerprint(of key: Curve25519.Signing.PrivateKey) -> String {
    let blob = OpenSSHKeyFile.publicKeyBlob(Array(key.publicKey.rawRepresentation))
    let digest = Data(SHA256.hash(data: blob)).base64EncodedString()
    return "SHA256:" + digest.replacingOccurrences(of: "=", with: "")
  }
}

/// The `openssh-key-v1` format, for unencrypted Ed25519 keys only.
enum OpenSSHKeyFile {
  static let begin = "-----BEGIN OPENSSH PRIVATE KEY-----"
  static let end = "-----END OPENSSH PRIVATE KEY-----"
  static let magic = Array("openssh-key-v1".utf8) + [0]

  /// Why a file is not a key this server can use, worded to follow "host key PATH".
  struct FormatError: Error {
    var reason: String
  }

  static func publicKeyBlob(_ publicKey: [UInt8]) -> [UInt8] {
    var blob: [UInt8] = []
    appendString(Array("ssh-ed25519".utf8), to: &blob)
    appendString(publicKey, to: &blob)
    return blob
  }

  static func privateKeyFile(seed: [UInt8], publicKey: [UInt8], comment: String) -> String {
    var check: UInt32 = 0
    withUnsafeMutableBytes(of: &check) { buffer in
      for index in buffer.indices { buffer[index] = UInt8.random(in: 0...255) }
    }
    var section: [UInt8] = []
    appendUInt32(check, to: &section)
    appendUInt32(check, to: &section)
    appendString(Array("ssh-ed25519".utf8), to: &section)
    appendString(publicKey, to: &section)
    appendString(seed + publicKey, to: &section)
    appendString(Array(comment.utf8), to: &section)
    var padding: UInt8 = 1
    while section.count % 8 != 0 {
      section.append(padding)
      padding += 1
    }
    var body = magic
    appendString(Array("none".utf8), to: &body)
    appendString(Array("none".utf8), to: &body)
    appendString([], to: &body)
    appendUInt32(1, to: &body)
    appendString(publicKeyBlob(publicKey), to: &body)
    appendString(section, to: &body)
    let base64 = Array(Data(body).base64EncodedString())
    var lines = [begin]
    var start = 0
    while start < base64.count {
      let stop = min(start + 70, base64.count)
      lines.append(String(base64[start..<stop]))
      start = stop
    }
    lines.append(end)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The 32-byte seed of the unencrypted Ed25519 key in an OpenSSH private key file.
  static func ed25519Seed(fromPrivateKeyFile text: String) throws(FormatError) -> [UInt8] {
    let lines = text.split(whereSeparator: \.isNewline).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard let first = lines.firstIndex(of: begin), let last = lines.lastIndex(of: end),
      first < last
    else {
      if lines.contains(where: { $0.hasPrefix("-----BEGIN") && $0.contains("PRIVATE KEY") }) {
        throw FormatError(
          reason:
            "is not in OpenSSH's format (ssh-keygen -t ed25519 writes it; or remove the file to create one)"
        )
      }
      throw FormatError(reason: "is not an OpenSSH private key file")
    }
    guard let data = Data(base64Encoded: lines[(first + 1)..<last].joined()) else {
      throw FormatError(reason: "is not an OpenSSH private key file (bad Base64)")
    }
    var reader = Reader(bytes: Array(data))
    guard reader.take(magic.count) == magic else {
      throw FormatError(reason: "is not an OpenSSH private key file")
    }
    let malformed = FormatError(reason: "is a damaged OpenSSH private key file")
    guard let cipher = reader.string(), let kdf = reader.string(), reader.string() != nil,
      let count = reader.uint32()
    else { throw malformed }
    guard cipher == Array("none".utf8), kdf == Array("none".utf8) else {
      throw FormatError(
        reason: "is encrypted with a passphrase; stackplay serve needs a key without one")
    }
    guard count == 1 else { throw FormatError(reason: "holds \(count) keys, not one") }
    guard let publicBlob = reader.string() else { throw malformed }
    var publicReader = Reader(bytes: publicBlob)
    guard let type = publicReader.string() else { throw malformed }
    guard type == Array("ssh-ed25519".utf8) else {
      let name = String(decoding: type.prefix(40), as: UTF8.self).filter {
        $0.isASCII && !$0.isWhitespace && $0.asciiValue! >= 0x20 && $0.asciiValue! < 0x7F
      }
      throw FormatError(reason: "holds a key of type \(name); stackplay serve needs ssh-ed25519")
    }
    guard let section = reader.string() else { throw malformed }
    var secret = Reader(bytes: section)
    guard let check1 = secret.uint32(), let check2 = secret.uint32(), check1 == check2,
      secret.string() == Array("ssh-ed25519".utf8), let publicKey = secret.string(),
      publicKey.count == 32, let pair = secret.string(), pair.count == 64,
      Array(pair[32...]) == publicKey
    else { throw malformed }
    return Array(pair[..<32])
  }

  private static func appendUInt32(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes += [
      UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
    ]
  }

  private static func appendString(_ string: [UInt8], to bytes: inout [UInt8]) {
    appendUInt32(UInt32(string.count), to: &bytes)
    bytes += string
  }

  private struct Reader {
    var bytes: [UInt8]
    var index = 0

    mutating func take(_ count: Int) -> [UInt8]? {
      guard count >= 0, bytes.count - index >= count else { return nil }
      defer { index += count }
      return Array(bytes[index..<(index + count)])
    }

    mutating func uint32() -> UInt32? {
      guard let four = take(4) else { return nil }
      return four.reduce(0) { $0 << 8 | UInt32($1) }
    }

    mutating func string() -> [UInt8]? {
      guard let length = uint32() else { return nil }
      return take(Int(length))
    }
  }
}
