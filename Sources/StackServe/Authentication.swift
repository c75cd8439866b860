import Crypto
import Foundation
import NIOCore
import NIOSSH

/// Who may log in: anyone (classroom mode), or the users of a password file
/// and the holders of the keys of an authorized_keys file.
public struct Authentication: Sendable {
  /// `name` to the SHA-256 digest of its password.
  var passwords: [String: [UInt8]] = [:]
  var keys: Set<NIOSSHPublicKey> = []
  var usesPasswords = false
  var usesKeys = false

  /// Classroom mode: any user name, no password, no key.
  public static let anyone = Authentication()

  /// Whether anyone may log in.
  public var isClassroomMode: Bool { !usesPasswords && !usesKeys }

  /// A short description for the start-up line.
  public var summary: String {
    if isClassroomMode { return "classroom mode: any user name, no password" }
    var parts: [String] = []
    if usesPasswords {
      parts.append("\(passwords.count) password\(passwords.count == 1 ? "" : "s")")
    }
    if usesKeys { parts.append("\(keys.count) key\(keys.count == 1 ? "" : "s")") }
    return "log-in by " + parts.joined(separator: " or ")
  }

  public init() {}

  /// Reads `--password-file` (lines `name:password`; `#` starts a comment
  /// line) and `--authorized-keys` (OpenSSH's format: `type base64 [comment]`
  /// a line, without options). Either may be nil.
  public init(passwordFile: String?, authorizedKeys: String?) throws(ServeError) {
    if let passwordFile {
      try checkPrivateFile(passwordFile, what: "password file")
      let text: String
      do { text = try readFile(passwordFile) } catch {
        throw ServeError("cannot read password file \(passwordFile): \(systemReason(error.code))")
      }
      usesPasswords = true
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let line = line.hasSuffix("\r") ? line.dropLast() : line
        if line.allSatisfy(\.isWhitespace) || line.hasPrefix("#") { continue }
        guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
          line.index(after: colon) != line.endIndex
        else {
          throw ServeError(
            "password file \(passwordFile) line \(index + 1): not name:password")
        }
        let name = String(line[..<colon])
        let password = String(line[line.index(after: colon)...])
        passwords[name] = Array(SHA256.hash(data: Array(password.utf8)))
      }
      if passwords.isEmpty {
        throw ServeError("password file \(passwordFile) has no name:password line")
      }
    }
    if let authorizedKeys {
      let text: String
      do { text = try readFile(authorizedKeys) } catch {
        throw ServeError(
          "cannot read authorized keys \(authorizedKeys): \(systemReason(error.code))")
      }
      usesKeys = true
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let fields = line.split(whereSeparator: \.isWhitespace)
        if fields.isEmpty || fields[0].hasPrefix("#") { continue }
        guard fields.count >= 2,
          let key = try? NIOSSHPublicKey(openSSHPublicKey: "\(fields[0]) \(fields[1])")
        else {
          throw ServeError(
            "authorized keys \(authorizedKeys) line \(index + 1): not a public key this server takes (ssh-ed25519 or ecdsa-sha2-nistp256/384/521, no options)"
          )
        }
        keys.insert(key)
      }
      if keys.isEmpty {
        throw ServeError("authorized keys \(authorizedKeys) has no key")
      }
    }
  }

  /// Whether `request` logs in.
  func accepts(_ request: NIOSSHUserAuthenticationRequest) -> Bool {
    if isClassroomMode { return true }
    switch request.request {
    case .password(let password):
      guard usesPasswords, let stored = passwords[request.username] else { return false }
      let given = Array(SHA256.hash(data: Array(password.password.utf8)))
      // Compare every byte, whatever the first difference.
      return zip(stored, given).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    case .publicKey(let offer):
      return usesKeys && keys.contains(offer.publicKey)
    case .hostBased, .none:
      return false
    }
  }

  var methods: NIOSSHAvailableUserAuthenticationMethods {
    if isClassroomMode { return [.password, .publicKey] }
    var methods: NIOSSHAvailableUserAuthenticationMethods = []
    if usesPasswords { methods.insert(.password) }
    if usesKeys { methods.insert(.publicKey) }
    return methods
  }
}

/// The user-authentication delegate of one connection: asks ``Authentication``
/// and remembers the user name that logged in, for the log.
final class AuthenticationDelegate: NIOSSHServerUserAuthenticationDelegate, Sendable {
  let authentication: Authentication
  let connection: ConnectionRecord

  init(authentication: Authentication, connection: ConnectionRecord) {
    self.authentication = authentication
    self.connection = connection
  }

  var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods {
    authentication.methods
  }

  func requestReceived(
    request: NIOSSHUserAuthenticationRequest,
    responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>
  ) {
    if authentication.accepts(request) {
      connection.setUser(request.username)
      responsePromise.succeed(.success)
    } else {
      responsePromise.succeed(.failure)
    }
  }
}
