import StackRender
import StackScene

/// The words of the challenge screen, in English and Korean. The solver's
/// reasons stay in English in both, as in the inspector.
extension Localization {
  /// A level's text in `language`.
  public static func text(_ text: LocalizedText, _ language: Language) -> String {
    language == .ko ? text.ko : text.en
  }

  /// `hint 1/2: … (? again: the second hint)`.
  static func challengeHint(_ hint: LocalizedText, number: Int, _ language: Language) -> String {
    switch (language, number) {
    case (.en, 1): "hint 1/2: \(hint.en)  (? again: the second hint)"
    case (.en, _): "hint 2/2: \(hint.en)  (? again: all the keys)"
    case (.ko, 1): "힌트 1/2: \(hint.ko)  (? 한 번 더: 두 번째 힌트)"
    case (.ko, _): "힌트 2/2: \(hint.ko)  (? 한 번 더: 모든 키)"
    }
  }

  /// The name of a key as a level's `keys` spells it.
  static func challengeKeyName(_ key: Key) -> String {
    switch key {
    case .character(let character): String(character)
    case .control(let character): "Ctrl-\(character.uppercased())"
    case .up: "Up"
    case .down: "Down"
    case .enter: "Enter"
    default: KeyRecording.name(of: key)
    }
  }

  /// A key the level does not take: the message names the keys it does.
  static func challengeKeyRefused(_ key: Key, keys: [String], _ language: Language) -> String {
    let names = keys.map { name in
      switch name {
      case "tab": "Tab"
      case "backtab": "S-Tab"
      case "up": "Up"
      case "down": "Down"
      case "left": "Left"
      case "right": "Right"
      case "enter": "Enter"
      default: name
      }
    }.joined(separator: " ")
    let shown = challengeKeyName(key).escapingControlCharacters()
    return switch language {
    case .en:
      "\(shown) is not used in this level; its keys: \(names) (Tab selects, u undoes, r starts over)"
    case .ko:
      "이 레벨에서는 \(shown) 키를 쓰지 않습니다. 쓸 수 있는 키: \(names) (Tab 선택, u 되돌리기, r 처음부터)"
    }
  }

  /// `m`, `,`, `.`, `s`, `S` in a challenge.
  static func challengeKeyOff(_ key: Key, _ language: Language) -> String {
    let shown = challengeKeyName(key)
    return switch language {
    case .en:
      "\(shown) is off in a challenge (the level keeps its scene and its model); q leaves"
    case .ko: "도전 과제에서는 \(shown) 키를 쓸 수 없습니다(레벨의 장면과 모델이 그대로 유지됩니다). q로 나갑니다"
    }
  }

  /// A change past the level's most.
  static func challengeTooManyChanges(_ most: Int, _ language: Language) -> String {
    switch language {
    case .en:
      "this level allows \(most) change\(most == 1 ? "" : "s"): u undoes one, r starts over"
    case .ko: "이 레벨은 변경을 \(most)번까지만 허용합니다. u로 되돌리거나 r로 처음부터 하세요"
    }
  }

  /// `r` in a challenge.
  static func challengeStartedOver(_ language: Language) -> String {
    language == .ko ? "처음부터 다시 시작합니다" : "started over: the level's scene as it opened"
  }

  /// The message when the level is solved: why, in the solver's words, and
  /// what Enter does.
  static func challengeSolved(_ explanation: String, next: String?, _ language: Language) -> String
  {
    switch language {
    case .en:
      let offer = next.map { "Enter: next level, \($0)." } ?? "That was the last level."
      return "solved! \(offer) Why: \(explanation)"
    case .ko:
      let offer = next.map { "Enter: 다음 레벨 \($0)." } ?? "마지막 레벨이었습니다."
      return "solved! 해결했습니다. \(offer) 이유: \(explanation)"
    }
  }

  /// Enter on the last level, solved.
  static func challengeLastLevel(_ language: Language) -> String {
    language == .ko
      ? "마지막 레벨입니다. stackplay challenges로 레벨 목록을 봅니다"
      : "this is the last level; stackplay challenges lists them all"
  }

  /// The first row of the challenge screen: `challenge 3/27 fill-tie: title`.
  static func challengeTitle(
    number: Int, of count: Int, name: String, title: String, _ language: Language
  )
    -> String
  {
    let word = language == .ko ? "도전" : "challenge"
    return "\(word) \(number)/\(count) \(name): \(title)"
  }

  /// The right end of the first row: `solved`, or the changes made.
  static func challengeStatus(solved: Bool, changes: Int, most: Int?, _ language: Language)
    -> String
  {
    if solved { return "solved" }
    let word = language == .ko ? "변경" : "changes"
    return most.map { "\(word) \(changes)/\($0)" } ?? "\(word) \(changes)"
  }

  /// `goal: …`.
  static func challengeGoal(_ goal: String, _ language: Language) -> String {
    (language == .ko ? "목표: " : "goal: ") + goal
  }

  /// The right end of the hint line: what `?` gives next, or Enter once solved.
  static func challengePinnedHints(
    solved: Bool, hintsShown: Int, hasNext: Bool, _ language: Language
  ) -> [String] {
    let ko = language == .ko
    if solved {
      return [hasNext ? (ko ? "Enter 다음 레벨" : "Enter next level") : "", ko ? "q 나가기" : "q quit"]
        .filter { !$0.isEmpty }
    }
    let question =
      hintsShown < 2
      ? (ko ? "? 힌트 \(hintsShown + 1)" : "? hint \(hintsShown + 1)") : (ko ? "? 키 목록" : "? keys")
    return [question, ko ? "q 나가기" : "q quit"]
  }

  /// The left of the hint line in a level that lists its keys; with nested
  /// stacks, `>` and `<` too (always allowed, and needed to edit a nested stack).
  static func challengeKeyHints(_ keys: [String], nested: Bool = false, _ language: Language)
    -> [String]
  {
    let ko = language == .ko
    let names = keys.map { $0 == "tab" ? "Tab" : $0 == "up" ? "Up" : $0 == "down" ? "Down" : $0 }
    return [(ko ? "키: " : "keys: ") + names.joined(separator: " "), ko ? "Tab 선택" : "Tab select"]
      + (nested ? [ko ? "> < 들어가기/나오기" : "> < enter/leave"] : [])
      + [ko ? "u 되돌리기" : "u undo", ko ? "r 처음부터" : "r start over"]
  }
}
