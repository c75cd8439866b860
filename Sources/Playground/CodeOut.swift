import StackRender
import StackScene

/// A write of the code panel's Swift code that the app should perform.
public struct CodeWrite: Hashable, Sendable {
  /// Where to write it.
  public var path: String
  /// Whether replacing a file that is there was agreed to (`y`); without it
  /// the app asks through ``PlaygroundState/codeFileExists(at:)``.
  public var replacing: Bool
}

/// The code panel's own keys: `c` copies the code to the clipboard (OSC 52),
/// `j` the scene JSON, `w` writes the code to a file (not in a served session).
///
/// The state only asks: the app sends ``PlaygroundState/pendingClipboard``
/// to the terminal, and performs ``PlaygroundState/pendingCodeWrite`` (asking
/// back through ``PlaygroundState/codeFileExists(at:)`` before replacing a
/// file, reporting with ``PlaygroundState/didWriteCode(to:error:)``).
extension PlaygroundState {
  /// The most bytes of code `c` copies; the terminal backend's
  /// `Clipboard.maximumBytes`.
  public static let clipboardLimit = 100_000

  /// How many bytes the OSC 52 sequence for `count` bytes of text takes:
  /// `ESC ] 52 ; c ;`, the Base64, BEL.
  static func osc52Length(ofBytes count: Int) -> Int {
    7 + (count + 2) / 3 * 4 + 1
  }

  /// The code on show, as one text ending in a line break.
  public var codeText: String { codeLines.joined(separator: "\n") + "\n" }

  /// The file name `w` offers: `StackView.swift` or `ContentView.swift`.
  var defaultCodeFileName: String { isSwiftUI ? "ContentView.swift" : "StackView.swift" }

  /// A key while the code panel is on show and its path prompt or overwrite
  /// question is up; returns whether it took the key.
  mutating func handleCodeOutKey(_ key: Key) -> Bool {
    if let path = codeOverwritePath {
      codeOverwritePath = nil
      if key == .character("y") {
        pendingCodeWrite = CodeWrite(path: path, replacing: true)
        message = "writing \(path)"
      } else {
        message = "not written: \(path) is left as it was"
      }
      return true
    }
    guard var text = codePathPrompt else {
      switch key {
      case .character("c"): copyCode()
      case .character("j"): copySceneJSON()
      case .character("w") where isServed:
        refuseServedWrite()
      case .character("w"):
        codePathPrompt = defaultCodeFileName
        message = nil
      default: return false
      }
      return true
    }
    switch key {
    case .escape:
      codePathPrompt = nil
      message = "not written"
      return true
    case .enter:
      codePathPrompt = nil
      if text.isEmpty {
        message = "not written: no path typed"
      } else {
        pendingCodeWrite = CodeWrite(path: text, replacing: false)
        message = "writing \(text)"
      }
      return true
    default:
      Self.editPath(&text, key)
    }
    codePathPrompt = text
    return true
  }

  /// `c` in the code panel: asks the app to send the code to the clipboard,
  /// or says why not (more than ``clipboardLimit`` bytes).
  mutating func copyCode() {
    let text = codeText
    let count = text.utf8.count
    guard count <= Self.clipboardLimit else {
      message =
        "not copied: the code is \(count) bytes, the clipboard takes at most \(Self.clipboardLimit); w writes it to a file"
      return
    }
    pendingClipboard = text
    let flavor = isSwiftUI ? "SwiftUI" : "UIKit"
    message =
      "copied \(codeLines.count) lines of \(flavor) code (\(count) bytes): sent OSC 52, \(Self.osc52Length(ofBytes: count)) bytes, to the terminal (tmux: set-clipboard on)"
  }

  /// `j` in the code panel: asks the app to send the scene's JSON (the scene
  /// file `s` would save) to the clipboard, or says why not.
  mutating func copySceneJSON() {
    let text = scene.jsonText()
    let count = text.utf8.count
    guard count <= Self.clipboardLimit else {
      message =
        "not copied: the scene JSON is \(count) bytes, the clipboard takes at most \(Self.clipboardLimit)"
      return
    }
    pendingClipboard = text
    message =
      "copied the scene JSON (\(count) bytes): sent OSC 52, \(Self.osc52Length(ofBytes: count)) bytes, to the terminal"
  }

  /// The app found a file at the path `w` asked to write: asks before replacing it.
  public mutating func codeFileExists(at path: String) {
    pendingCodeWrite = nil
    codeOverwritePath = path
    message = nil
  }

  /// Reports the write that ``pendingCodeWrite`` asked for.
  ///
  /// - Parameters:
  ///   - path: where the app wrote the code.
  ///   - error: why the write failed (any old file is then unchanged), or
  ///     `nil` when it succeeded.
  public mutating func didWriteCode(to path: String, error: String?) {
    pendingCodeWrite = nil
    if let error {
      message = "code not written: \(error) (any old file is unchanged)"
    } else {
      message = "wrote \(codeLines.count) lines of code to \(path)"
    }
  }

  /// What the code panel's last row shows: the path prompt, the overwrite
  /// question, the message, or the panel's keys.
  var codeFooter: String {
    if let path = codeOverwritePath {
      return SaveOverwrite.replaceQuestion(path)
    }
    if let text = codePathPrompt {
      let shown = text.count > Self.shownPathLength ? "…" + text.suffix(Self.shownPathLength) : text
      return "write the code to: \(shown)_   (Enter writes, Esc cancels)"
    }
    if let message { return message }
    if isServed {
      return "c copy code  j copy scene JSON  Up/Down/PgUp/PgDn scroll  other keys close"
    }
    return "c copy (OSC 52)  w write to a file  Up/Down/PgUp/PgDn scroll  other keys close"
  }
}
