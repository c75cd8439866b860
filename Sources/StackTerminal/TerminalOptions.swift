#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the user asked of the terminal on the command line and in the environment.
///
/// The terminal backend still decides what the terminal can do; these options only
/// take things away (colour, Unicode box drawing), never add them.
public struct TerminalOptions: Hashable, Sendable {
  /// Draw without colour even when the terminal has it (`--no-color`, `NO_COLOR`).
  public var noColor: Bool
  /// Draw box edges with ASCII characters even in a UTF-8 locale (`--ascii`).
  public var ascii: Bool

  /// Creates options from already-resolved switches.
  public init(noColor: Bool = false, ascii: Bool = false) {
    self.noColor = noColor
    self.ascii = ascii
  }

  /// Options from the command-line flags and the process environment.
  ///
  /// Colour is off when `--no-color` was given or when the `NO_COLOR`
  /// environment variable is set to a non-empty value (see
  /// ``environmentRequestsNoColor(_:)``).
  public static func fromCommandLine(noColorFlag: Bool, asciiFlag: Bool) -> TerminalOptions {
    let variable = getenv("NO_COLOR").map { String(cString: $0) }
    return TerminalOptions(
      noColor: noColorFlag || environmentRequestsNoColor(variable), ascii: asciiFlag)
  }

  /// Whether a value of the `NO_COLOR` environment variable asks for no colour.
  ///
  /// Following the convention at no-color.org, any non-empty value turns colour
  /// off, whatever it says (`NO_COLOR=0` included); an unset or empty variable
  /// leaves colour on.
  ///
  /// - Parameter value: The variable's value, or `nil` when it is not set.
  public static func environmentRequestsNoColor(_ value: String?) -> Bool {
    guard let value else { return false }
    return !value.isEmpty
  }
}
