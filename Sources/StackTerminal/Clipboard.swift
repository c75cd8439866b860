/// The OSC 52 escape sequence that puts text on the terminal's clipboard.
///
/// `ESC ] 52 ; c ; BASE64 BEL`: `c` names the clipboard selection, and the
/// text goes as standard Base64 (RFC 4648, with `=` padding). xterm, kitty,
/// iTerm2, WezTerm and others take it, over SSH too; tmux takes it with
/// `set-clipboard on` (it keeps the text as a paste buffer and passes it on to
/// the terminal outside).
public enum Clipboard {
  /// The most bytes of text ``Terminal/copyToClipboard(_:)`` sends: terminals
  /// cap OSC 52 (xterm at about 100 KB of Base64 by default), and more would
  /// only be dropped.
  public static let maximumBytes = 100_000

  /// The whole sequence for `bytes`.
  public static func osc52(_ bytes: [UInt8]) -> [UInt8] {
    Array("\u{1B}]52;c;".utf8) + base64(bytes) + [0x07]
  }

  /// How many bytes ``osc52(_:)`` makes of `count` bytes of text.
  public static func osc52Length(ofBytes count: Int) -> Int {
    7 + (count + 2) / 3 * 4 + 1
  }

  /// Standard Base64 with padding.
  public static func base64(_ bytes: [UInt8]) -> [UInt8] {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let remaining = bytes.count - index
      let first = UInt32(bytes[index])
      let second = remaining > 1 ? UInt32(bytes[index + 1]) : 0
      let third = remaining > 2 ? UInt32(bytes[index + 2]) : 0
      let group = first << 16 | second << 8 | third
      output.append(alphabet[Int(group >> 18 & 63)])
      output.append(alphabet[Int(group >> 12 & 63)])
      output.append(remaining > 1 ? alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
      output.append(remaining > 2 ? alphabet[Int(group & 63)] : UInt8(ascii: "="))
      index += 3
    }
    return output
  }
}
