#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The locale the terminal runs in, and what the user is told about it.
///
/// ``Terminal/start()`` sets the locale the environment names
/// (`setlocale(LC_ALL, "")`). When that name is not installed (`LANG=ko_KR.UTF-8`
/// on a machine whose `locale -a` lacks it), `setlocale` fails and the process
/// would stay in the C locale, where ncurses cannot draw wide characters and
/// every Hangul character became `?`. Instead:
///
/// 1. The environment's locale is set. When it is a UTF-8 locale, that is all.
/// 2. When it is installed but not UTF-8 (`LANG=C`, `POSIX`, `ko_KR.EUC-KR`),
///    the user asked for it: ASCII drawing, no notice.
/// 3. When it is not installed and its name says UTF-8, `C.UTF-8` (then
///    `C.utf8`) is tried: a UTF-8 locale that every Debian has. Characters draw
///    as usual, and the language still follows `--lang` or the locale's name;
///    ``notice`` says which locale stood in.
/// 4. Otherwise (no UTF-8 locale at all, or a missing locale that is not
///    UTF-8, whose terminal would not show UTF-8 bytes) the C locale: ASCII
///    drawing, and ``notice`` says so.
///
/// The app shows ``notice`` as its first message on screen, where the user reads
/// it (a line on standard error before the terminal starts would be hidden by
/// the full screen at once). Whenever ``isUTF8`` is `false`, the app runs in
/// English, so no translated text is ever replaced by `?`.
public struct LocaleSetup: Equatable, Sendable {
  /// The locale the environment names (the first of `LC_ALL`, `LC_CTYPE` and
  /// `LANG` that is set and not empty), or `nil` when none is.
  public let requested: String?
  /// The locale set in its place, when the requested one is not installed.
  public let substitute: String?
  /// Whether the locale in force has the UTF-8 character set.
  public let isUTF8: Bool

  /// The locales tried, in order, when the requested UTF-8 locale is missing.
  public static let fallbacks = ["C.UTF-8", "C.utf8"]

  /// One line for the user when the requested locale could not be set; `nil`
  /// when it was. ASCII only, so it reads the same in any locale.
  public var notice: String? {
    guard let requested, !requested.isEmpty else { return nil }
    if let substitute {
      return "Locale \(requested) is not installed: using \(substitute) instead."
    }
    guard !requestedWasSet else { return nil }
    let missing = Self.namesUTF8(requested) ? "\(requested) and C.UTF-8 are" : "\(requested) is"
    return "Locale \(missing) not installed: English, ASCII drawing."
  }

  /// Whether the environment's locale was set (`false` when it is not installed).
  public let requestedWasSet: Bool

  /// Decides the locale.
  ///
  /// - Parameters:
  ///   - environment: The locale variables (`LC_ALL`, `LC_CTYPE`, `LANG`).
  ///   - setLocale: Sets the locale of that name (`""` for the environment's) and
  ///     returns its character set (what `nl_langinfo(CODESET)` says), or `nil`
  ///     when the locale is not installed and nothing changed.
  public static func choose(
    environment: [String: String], setLocale: (String) -> String?
  ) -> LocaleSetup {
    let requested = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first {
      !$0.isEmpty
    }
    if let codeset = setLocale("") {
      return LocaleSetup(
        requested: requested, substitute: nil, isUTF8: codesetIsUTF8(codeset),
        requestedWasSet: true)
    }
    if let requested, namesUTF8(requested) {
      for fallback in fallbacks {
        if let codeset = setLocale(fallback), codesetIsUTF8(codeset) {
          return LocaleSetup(
            requested: requested, substitute: fallback, isUTF8: true, requestedWasSet: false)
        }
      }
    }
    let codeset = setLocale("C")
    return LocaleSetup(
      requested: requested, substitute: nil, isUTF8: codeset.map(codesetIsUTF8) ?? false,
      requestedWasSet: false)
  }

  /// Whether a locale name says its character set is UTF-8
  /// (`ko_KR.UTF-8`, `en_US.utf8@euro`); a name without one (`ko_KR`) does not.
  public static func namesUTF8(_ name: String) -> Bool {
    guard let dot = name.firstIndex(of: ".") else { return false }
    let codeset = name[name.index(after: dot)...].prefix { $0 != "@" }
    return codesetIsUTF8(String(codeset))
  }

  /// Sets the process's locale as ``choose(environment:setLocale:)`` decides,
  /// from the process's environment.
  static func setUp() -> LocaleSetup {
    var environment: [String: String] = [:]
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return choose(environment: environment) { name in
      guard setlocale(LC_ALL, name) != nil else { return nil }
      return nl_langinfo(nl_item(CODESET)).map { String(cString: $0) } ?? ""
    }
  }
}
