/// Why the terminal backend could not start or go on reading keys.
public struct TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable {
    case notATerminal
    case unknownTerminal(String?)
    case alreadyRunning
    case inputClosed
    case terminated(Int32)
  }

  let kind: Kind

  /// Standard input or standard output is not a terminal (a pipe, a file).
  public static let notATerminal = TerminalError(kind: .notATerminal)
  /// Another ``Terminal`` is already running: ncurses drives one screen at a time.
  public static let alreadyRunning = TerminalError(kind: .alreadyRunning)
  /// The keyboard is gone (the terminal hung up or closed standard input).
  public static let inputClosed = TerminalError(kind: .inputClosed)

  /// A terminating signal (its number: SIGINT, SIGTERM or SIGHUP) asks the app
  /// to end; see ``Terminal/defersTermination``.
  public static func terminated(_ signal: Int32) -> TerminalError {
    TerminalError(kind: .terminated(signal))
  }

  /// ncurses could not set up the terminal named by `TERM`.
  ///
  /// - Parameter name: The value of `TERM`, or `nil` when it is not set.
  public static func unknownTerminal(_ name: String?) -> TerminalError {
    TerminalError(kind: .unknownTerminal(name))
  }

  public var description: String {
    switch kind {
    case .notATerminal:
      return "the interactive playground needs a terminal: standard input and output"
        + " must not be redirected"
    case .unknownTerminal(let name?):
      return "cannot drive the terminal type '\(name)' (TERM): no terminfo entry for it;"
        + " try TERM=xterm-256color"
    case .unknownTerminal(nil):
      return "the TERM environment variable is not set; try TERM=xterm-256color"
    case .alreadyRunning:
      return "the terminal is already in use by another session"
    case .inputClosed:
      return "the terminal's input was closed"
    case .terminated(let signal):
      return "ended by signal \(signal)"
    }
  }
}
