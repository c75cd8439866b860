import Foundation
import Testing

@testable import StackServe

/// The host key file: OpenSSH's `openssh-key-v1` format, Ed25519 only.
@Suite("The host key file")
struct HostKeyTests {
  /// RFC 8032's first test vector: the seed and its public key.
  static let seed: [UInt8] = hex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
  static let publicKey: [UInt8] = hex(
    "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a")

  static func hex(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(index, offsetBy: 2)
      bytes.append(UInt8(text[index..<next], radix: 16)!)
      index = next
    }
    return bytes
  }

  @Test("a written key file reads back to the same seed")
  func roundTrip() throws {
    let text = OpenSSHKeyFile.privateKeyFile(
      seed: Self.seed, publicKey: Self.publicKey, comment: "test")
    #expect(text.hasPrefix("-----BEGIN OPENSSH PRIVATE KEY-----\n"))
    #expect(text.hasSuffix("-----END OPENSSH PRIVATE KEY-----\n"))
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 70 })
    #expect(try OpenSSHKeyFile.ed25519Seed(fromPrivateKeyFile: text) == Self.seed)
  }

  /// The public key blob is `string "ssh-ed25519", string key` (RFC 8709):
  /// 4 + 11 + 4 + 32 bytes.
  @Test("the public key blob is RFC 8709's")
  func publicBlob() {
    let blob = OpenSSHKeyFile.publicKeyBlob(Self.publicKey)
    #expect(blob.count == 51)
    #expect(Array(blob[0..<4]) == [0, 0, 0, 11])
    #expect(String(decoding: blob[4..<15], as: UTF8.self) == "ssh-ed25519")
    #expect(Array(blob[15..<19]) == [0, 0, 0, 32])
    #expect(Array(blob[19...]) == Self.publicKey)
  }

  @Test("damaged, foreign or encrypted files say what is wrong")
  func faults() throws {
    let good = OpenSSHKeyFile.privateKeyFile(
      seed: Self.seed, publicKey: Self.publicKey, comment: "")
    func reason(_ text: String) -> String? {
      do {
        _ = try OpenSSHKeyFile.ed25519Seed(fromPrivateKeyFile: text)
        return nil
      } catch {
        return error.reason
      }
    }
    #expect(reason("hello\n") == "is not an OpenSSH private key file")
    #expect(
      reason("-----BEGIN RSA PRIVATE KEY-----\nAAAA\n-----END RSA PRIVATE KEY-----\n")
        == "is not in OpenSSH's format (ssh-keygen -t ed25519 writes it; or remove the file to create one)"
    )
    let lines = good.split(separator: "\n").map(String.init)
    // Cut in the middle: the base64 ends early.
    let cut = ([lines[0], String(lines[1].prefix(40)), lines.last!]).joined(separator: "\n")
    #expect(reason(cut) != nil)
    // Not base64 at all.
    #expect(
      reason(lines[0] + "\n!!!!\n" + lines.last!)
        == "is not an OpenSSH private key file (bad Base64)")
  }

  @Test("a key file is created 0600 in a new folder, then read back unchanged")
  func createThenReuse() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stackserve-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("keys/host_key").path
    let created = try HostKey.loadOrCreate(path: path)
    #expect(created.created)
    var status = stat()
    #expect(stat(path, &status) == 0)
    #expect(status.st_mode & 0o777 == 0o600)
    #expect(stat(folder.appendingPathComponent("keys").path, &status) == 0)
    #expect(status.st_mode & 0o777 == 0o700)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let again = try HostKey.loadOrCreate(path: path)
    #expect(!again.created)
    #expect(again.fingerprint == created.fingerprint)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    #expect(created.fingerprint.hasPrefix("SHA256:"))
    // 32 bytes of digest: 43 characters of unpadded Base64.
    #expect(created.fingerprint.count == 7 + 43)
  }

  @Test("TERM: a known plain name is kept, anything else becomes xterm")
  func terminalTypes() {
    #expect(TerminalType.usable("xterm-256color") == "xterm-256color")
    #expect(TerminalType.usable("vt100") == "vt100")
    #expect(TerminalType.usable("no-such-terminal-type") == "xterm")
    #expect(TerminalType.usable("../../etc/passwd") == "xterm")
    #expect(TerminalType.usable("xterm;rm") == "xterm")
    #expect(TerminalType.usable("") == "xterm")
  }
}
