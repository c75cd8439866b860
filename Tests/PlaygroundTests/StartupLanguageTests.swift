import Testing

@testable import Playground

/// The language a started terminal shows: Korean only in a UTF-8 locale, so no
/// Hangul is ever drawn as `?`.
@Suite("The language and first message at start")
struct StartupLanguageTests {
  @Test(arguments: Language.allCases)
  func aUTF8LocaleShowsTheLanguageAskedFor(language: Language) {
    let startup = StartupLanguage(asked: language, localeIsUTF8: true, localeNotice: nil)
    #expect(startup.language == language)
    #expect(startup.notice == nil)
  }

  /// `LANG=ko_KR.UTF-8` on a machine with only C.UTF-8: the terminal stood
  /// C.UTF-8 in, Korean still shows, and the first message says so.
  @Test func aStandInUTF8LocaleKeepsKoreanAndShowsItsNotice() {
    let notice = "Locale ko_KR.UTF-8 is not installed: using C.UTF-8 instead."
    let startup = StartupLanguage(asked: .ko, localeIsUTF8: true, localeNotice: notice)
    #expect(startup.language == .ko)
    #expect(startup.notice == notice)
  }

  @Test func noUTF8LocaleMeansEnglishWithTheLocaleNotice() {
    let notice = "Locale ko_KR.UTF-8 and C.UTF-8 are not installed: English, ASCII drawing."
    let startup = StartupLanguage(asked: .ko, localeIsUTF8: false, localeNotice: notice)
    #expect(startup.language == .en)
    #expect(startup.notice == notice)
  }

  /// `LANG=C stackplay --lang ko`: the C locale is installed, so the terminal has
  /// nothing to say, but Korean cannot be drawn.
  @Test func koreanInANonUTF8LocaleFallsBackToEnglishAndSaysWhy() {
    let startup = StartupLanguage(asked: .ko, localeIsUTF8: false, localeNotice: nil)
    #expect(startup.language == .en)
    #expect(startup.notice == "Korean needs a UTF-8 locale (such as C.UTF-8): showing English.")
  }

  @Test func englishInANonUTF8LocaleNeedsNoMessage() {
    let startup = StartupLanguage(asked: .en, localeIsUTF8: false, localeNotice: nil)
    #expect(startup.language == .en)
    #expect(startup.notice == nil)
  }
}
