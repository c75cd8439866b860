import Testing

@testable import StackTerminal

/// The locale decision of ``LocaleSetup``, against a machine whose installed
/// locales are given (as `locale -a` would list them) instead of the real one.
@Suite("Choosing the locale when the environment's is not installed")
struct LocaleSetupTests {
  /// A stand-in for `setlocale` + `nl_langinfo(CODESET)` on a machine with
  /// `installed` locales, recording every name it was asked to set.
  final class FakeMachine {
    let installed: [String: String]
    var calls: [String] = []
    /// The locale in force, as `setlocale` leaves it.
    var current = "C"

    init(_ installed: [String: String]) { self.installed = installed }

    func set(_ name: String, environment: [String: String]) -> String? {
      calls.append(name)
      let wanted =
        name.isEmpty
        ? (["LC_ALL", "LC_CTYPE", "LANG"].compactMap { environment[$0] }.first { !$0.isEmpty }
          ?? "C")
        : name
      guard let codeset = installed[wanted] else { return nil }
      current = wanted
      return codeset
    }
  }

  /// A fresh Debian (and CI): only C, C.UTF-8 and POSIX.
  static let debian = ["C": "ANSI_X3.4-1968", "POSIX": "ANSI_X3.4-1968", "C.UTF-8": "UTF-8"]
  /// A machine with no UTF-8 locale at all.
  static let asciiOnly = ["C": "ANSI_X3.4-1968", "POSIX": "ANSI_X3.4-1968"]

  func choose(_ environment: [String: String], on machine: FakeMachine) -> LocaleSetup {
    LocaleSetup.choose(environment: environment) { machine.set($0, environment: environment) }
  }

  @Test func installedUTF8LocaleIsUsedWithoutANotice() {
    let machine = FakeMachine(Self.debian)
    let setup = choose(["LANG": "C.UTF-8"], on: machine)
    #expect(setup.isUTF8)
    #expect(setup.substitute == nil)
    #expect(setup.notice == nil)
    #expect(machine.calls == [""])
  }

  @Test func missingUTF8LocaleFallsBackToCUTF8WithANotice() {
    let machine = FakeMachine(Self.debian)
    let setup = choose(["LANG": "ko_KR.UTF-8"], on: machine)
    #expect(setup.isUTF8)
    #expect(setup.requested == "ko_KR.UTF-8")
    #expect(setup.substitute == "C.UTF-8")
    #expect(machine.current == "C.UTF-8")
    #expect(setup.notice == "Locale ko_KR.UTF-8 is not installed: using C.UTF-8 instead.")
  }

  @Test func theSpellingC_utf8IsTriedNext() {
    let machine = FakeMachine(["C": "ANSI_X3.4-1968", "C.utf8": "utf8"])
    let setup = choose(["LANG": "ko_KR.utf8"], on: machine)
    #expect(setup.isUTF8)
    #expect(setup.substitute == "C.utf8")
    #expect(machine.calls == ["", "C.UTF-8", "C.utf8"])
  }

  @Test func lcAllNamesTheLocaleBeforeLang() {
    let machine = FakeMachine(Self.debian)
    let setup = choose(["LC_ALL": "ko_KR.UTF-8", "LANG": "C.UTF-8"], on: machine)
    #expect(setup.requested == "ko_KR.UTF-8")
    #expect(setup.substitute == "C.UTF-8")
  }

  @Test func noUTF8LocaleAtAllMeansTheCLocaleAndSaysSo() {
    let machine = FakeMachine(Self.asciiOnly)
    let setup = choose(["LANG": "ko_KR.UTF-8"], on: machine)
    #expect(!setup.isUTF8)
    #expect(setup.substitute == nil)
    #expect(machine.current == "C")
    #expect(
      setup.notice
        == "Locale ko_KR.UTF-8 and C.UTF-8 are not installed: English, ASCII drawing.")
  }

  /// A missing locale that is not UTF-8 is not replaced by a UTF-8 one: its
  /// terminal would show UTF-8 bytes as garbage.
  @Test func missingNonUTF8LocaleIsNotReplacedByAUTF8One() {
    let machine = FakeMachine(Self.debian)
    let setup = choose(["LANG": "ko_KR.EUC-KR"], on: machine)
    #expect(!setup.isUTF8)
    #expect(!machine.calls.contains("C.UTF-8"))
    #expect(setup.notice == "Locale ko_KR.EUC-KR is not installed: English, ASCII drawing.")
  }

  /// `LANG=C` is installed and asked for: ASCII drawing, nothing to say.
  @Test func installedNonUTF8LocaleIsKeptQuietly() {
    let machine = FakeMachine(Self.debian)
    let setup = choose(["LANG": "C"], on: machine)
    #expect(!setup.isUTF8)
    #expect(setup.notice == nil)
    #expect(machine.calls == [""])
  }

  @Test func noLocaleVariablesMeansTheCLocaleQuietly() {
    let machine = FakeMachine(Self.debian)
    let setup = choose([:], on: machine)
    #expect(setup.requested == nil)
    #expect(!setup.isUTF8)
    #expect(setup.notice == nil)
  }

  @Test(
    "whether a locale name says UTF-8",
    arguments: [
      ("ko_KR.UTF-8", true), ("en_US.utf8", true), ("de_DE.UTF-8@euro", true),
      ("ko_KR", false), ("ko_KR.EUC-KR", false), ("C", false), ("", false),
    ])
  func namesUTF8(name: String, isUTF8: Bool) {
    #expect(LocaleSetup.namesUTF8(name) == isUTF8)
  }
}
