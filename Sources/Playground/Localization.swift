import StackRender

/// The language of the playground's help, key hints and guided tour.
///
/// Only the words a learner reads to find their way are translated: the `?`
/// overlay, the hint line and the tour's captions. UIKit's and SwiftUI's own
/// names (`distribution`, `hugging`, `layoutPriority`, ...) stay in English in
/// both languages, as Korean iOS material keeps them, and so do the status line,
/// the inspector and the messages, which quote those names.
public enum Language: String, CaseIterable, Hashable, Sendable {
  /// English.
  case en
  /// Korean (한국어).
  case ko

  /// The language the locale asks for: the first of `LC_ALL`, `LC_MESSAGES` and
  /// `LANG` that is set and not empty decides; Korean when it starts with `ko`
  /// (`ko_KR.UTF-8`, `ko`), English otherwise or when none is set.
  public static func fromEnvironment(_ environment: [String: String]) -> Language {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      return value.lowercased().hasPrefix("ko") ? .ko : .en
    }
    return .en
  }
}

/// The language a started terminal shows, and the one line that tells the user
/// why it is not the one asked for.
public struct StartupLanguage: Equatable, Sendable {
  /// The language to show.
  public let language: Language
  /// The first message on screen, or `nil` when there is nothing to say.
  public let notice: String?

  /// Decides the language once the terminal's locale is set.
  ///
  /// Korean needs a UTF-8 locale: in any other the terminal would show each
  /// Hangul character as `?`, so the playground runs in English then (with
  /// ASCII drawing, which the terminal already chose). The locale's own notice
  /// (a locale that is not installed) comes first; otherwise, when Korean was
  /// asked for in a locale that is not UTF-8 (`LANG=C stackplay --lang ko`), the
  /// notice says why the screen is in English.
  ///
  /// - Parameters:
  ///   - asked: The language of `--lang`, or the locale's.
  ///   - localeIsUTF8: Whether the locale in force is UTF-8.
  ///   - localeNotice: What the terminal says about the locale it set, if anything.
  public init(asked: Language, localeIsUTF8: Bool, localeNotice: String?) {
    language = localeIsUTF8 ? asked : .en
    if let localeNotice {
      notice = localeNotice
    } else if language != asked {
      notice = "Korean needs a UTF-8 locale (such as C.UTF-8): showing English."
    } else {
      notice = nil
    }
  }
}

/// Every user-facing string of the help overlay, the hint lines and the guided
/// tour, in English and Korean.
///
/// The English key tables themselves are ``keyBindings`` and
/// ``swiftUIKeyBindings`` (the README's tables are checked against them); this
/// holds their Korean actions, looked up by the English text, so a binding added
/// without a translation shows in English rather than not at all (a test asks
/// for a translation of every binding).
public enum Localization {
  // MARK: Help and hints

  /// The key bindings of a mode in `language`: the same keys, the actions
  /// (full and short) translated.
  public static func keyBindings(swiftUI: Bool, _ language: Language) -> [KeyBinding] {
    let bindings = swiftUI ? swiftUIKeyBindings : Playground.keyBindings
    guard language == .ko else { return bindings }
    return bindings.map {
      var binding = $0
      binding.action = koreanActions[$0.action] ?? $0.action
      binding.shortAction = koreanShortActions[$0.shortAction] ?? $0.shortAction
      return binding
    }
  }

  /// The question `q` asks on the message row when there are unsaved changes.
  public static func quitQuestion(_ language: Language) -> String {
    switch language {
    case .en: "Unsaved changes: s save  d discard  Esc cancel"
    case .ko: "저장하지 않은 변경 사항: s 저장  d 버리기  Esc 취소"
    }
  }

  /// The Korean action of every key binding of both modes, by its English action.
  static let koreanActions: [String: String] = [
    "quit (asks first if there are unsaved changes)": "종료 (저장하지 않은 변경 사항이 있으면 먼저 물어봄)",
    "close the help, a panel or a prompt (never quits)": "도움말, 패널, 입력 줄 닫기 (종료하지 않음)",
    "show or hide this help": "이 도움말 보이기 / 숨기기",
    "switch to the SwiftUI model, carrying the views over": "SwiftUI 모델로 전환 (뷰를 그대로 옮김)",
    "toggle the axis (horizontal, vertical)": "축 바꾸기 (horizontal, vertical)",
    "next / previous distribution": "다음 / 이전 distribution",
    "next / previous alignment": "다음 / 이전 alignment",
    "more / less spacing": "spacing 늘리기 / 줄이기",
    "select the next / previous view": "다음 / 이전 뷰 선택",
    "select the view under the mouse": "마우스로 누른 뷰 선택",
    "grow / shrink the intrinsic length along the axis": "축 방향 intrinsic 길이 늘리기 / 줄이기",
    "grow / shrink the intrinsic length across the axis": "교차 축 방향 intrinsic 길이 늘리기 / 줄이기",
    "step the view's content hugging priority up / down": "뷰의 hugging priority 한 단계 올리기 / 내리기",
    "step the view's compression resistance up / down":
      "뷰의 compression resistance 한 단계 올리기 / 내리기",
    "make h/H and c/C act along / across the axis": "h/H, c/C가 바꿀 방향 전환 (축 / 교차 축)",
    "more / less custom spacing after the view": "뷰 뒤의 custom spacing 늘리기 / 줄이기",
    "focus the next / previous field of the inspector": "인스펙터의 다음 / 이전 필드로 포커스 이동",
    "type a new value for the focused (highlighted) field": "포커스된(강조 표시된) 필드에 새 값 입력",
    "add a view after the selected one": "선택한 뷰 뒤에 새 뷰 추가",
    "delete the selected view": "선택한 뷰 삭제",
    "hide / show the selected view": "선택한 뷰 숨기기 / 보이기",
    "pin the stack's size / size it to its content": "스택 크기 고정 / 내용에 맞추기",
    "wider / narrower, taller / shorter pinned stack": "고정한 스택 넓게 / 좁게, 높게 / 낮게",
    "zoom in / out / fit to the window": "확대 / 축소 / 창에 맞추기",
    "pan the zoomed picture": "확대한 그림 옮기기",
    "reset to the scene as opened (u undoes it)": "처음 연 장면으로 되돌리기 (u로 실행 취소)",
    "undo / redo a change to the scene": "장면의 변경 실행 취소 / 다시 실행",
    "save to the opened file / to a path typed in": "연 파일에 저장 / 입력한 경로에 저장",
    "switch to the UIKit model, carrying the children over": "UIKit 모델로 전환 (자식 뷰를 그대로 옮김)",
    "next root stack kind (HStack, VStack, ZStack)": "루트 스택 종류 바꾸기 (HStack, VStack, ZStack)",
    "next / previous alignment of the root stack": "루트 스택의 다음 / 이전 alignment",
    "more / less spacing (below 0 is nil, the default)": "spacing 늘리기 / 줄이기 (0 아래는 기본값 nil)",
    "select the next / previous child": "다음 / 이전 자식 뷰 선택",
    "select the child under the mouse": "마우스로 누른 자식 뷰 선택",
    "longer / shorter fixed frame along the axis": "축 방향 고정 frame 늘리기 / 줄이기",
    "longer / shorter fixed frame across the axis": "교차 축 방향 고정 frame 늘리기 / 줄이기",
    "toggle frame(maxWidth: .infinity) along the axis": "축 방향 frame(maxWidth: .infinity) 켜기 / 끄기",
    "step the child's layoutPriority up / down (-1 to 2)":
      "자식 뷰의 layoutPriority 올리기 / 내리기 (-1~2)",
    "next / previous kind of child (Color, Text, Spacer)": "자식 뷰 종류 바꾸기 (Color, Text, Spacer)",
    "type the child's text (it becomes a Text)": "자식 뷰의 글자 입력 (Text로 바뀜)",
    "add a Color after the selected child": "선택한 자식 뷰 뒤에 Color 추가",
    "delete the selected child": "선택한 자식 뷰 삭제",
    "propose a size / propose .unspecified": "크기 제안 / .unspecified 제안",
    "wider / narrower, taller / shorter proposal": "제안 크기 넓게 / 좁게, 높게 / 낮게",
    // Teaching panels
    "show / hide the constraints the solver used": "솔버가 쓴 제약 조건 보이기 / 숨기기",
    "scroll the constraints, the code or this help": "제약 조건, 코드, 이 도움말 스크롤",
    "compare every distribution, then every alignment": "모든 distribution, 이어서 모든 alignment 비교",
    "show the Swift code for this screen": "이 화면의 Swift 코드 보기",
    "open the previous / next preset": "이전 / 다음 프리셋 열기",
    "show / hide each node's proposal and choice": "각 노드가 받은 제안과 고른 크기 보이기 / 숨기기",
    "scroll the proposals, the code or this help": "제안 목록, 코드, 이 도움말 스크롤",
    "compare every stack kind, then every alignment": "모든 스택 종류, 이어서 모든 alignment 비교",
    "show the SwiftUI code for this screen": "이 화면의 SwiftUI 코드 보기",
    // Every scene property from the keyboard, code out, the mouse
    "rename the selected view (names stay unique)": "선택한 뷰 이름 바꾸기 (이름은 겹치지 않음)",
    "next / previous palette colour of the selected view": "선택한 뷰의 다음 / 이전 팔레트 색",
    "more / less layout margins (0, 4, 8, 16, 20, 32)":
      "layout margins 늘리기 / 줄이기 (0, 4, 8, 16, 20, 32)",
    "toggle isLayoutMarginsRelativeArrangement": "isLayoutMarginsRelativeArrangement 켜기 / 끄기",
    "toggle isBaselineRelativeArrangement": "isBaselineRelativeArrangement 켜기 / 끄기",
    "move the view's first baseline up / down": "뷰의 first baseline 올리기 / 내리기",
    "move the view's last baseline up / down": "뷰의 last baseline 올리기 / 내리기",
    "pin the stack to iPhone SE / iPhone 15 / iPad size": "스택을 iPhone SE / iPhone 15 / iPad 크기로 고정",
    "in the code: copy it / the scene JSON (OSC 52) / write it to a file":
      "코드 화면: 코드·JSON 복사 (OSC 52) / 파일로 저장",
    "resize a view (its trailing edge) or the stack": "뷰(끝 가장자리)나 스택의 크기를 끌어서 바꾸기",
    "enter the selected child stack / back to its parent": "선택한 자식 스택으로 들어가기 / 부모로 돌아가기",
    "enter / leave a nested stack; embed the view in a stack / unembed":
      "중첩 스택 들어가기/나오기; 뷰를 새 스택에 넣기/풀기",
    "rename the selected child (names stay unique)": "선택한 자식 뷰 이름 바꾸기 (이름은 겹치지 않음)",
    "next / previous colour of the selected Color": "선택한 Color의 다음 / 이전 색",
    "resize a child (its trailing edge) or the proposal": "자식 뷰(끝 가장자리)나 제안 크기를 끌어서 바꾸기",
  ]

  // MARK: The tour's frame

  /// The tour's hint line: `Space/→ next  ← back  q quit` (arrows spelled out
  /// with ASCII glyphs); at the last step there is no next.
  public static func tourHints(atEnd: Bool, glyphs: GlyphSet, _ language: Language) -> String {
    let right = glyphs == .unicode ? "→" : "Right"
    let left = glyphs == .unicode ? "←" : "Left"
    switch language {
    case .en:
      return (atEnd ? "" : "Space/\(right) next  ") + "\(left) back  q quit"
    case .ko:
      return (atEnd ? "" : "Space/\(right) 다음  ") + "\(left) 이전  q 나가기"
    }
  }

  /// The title on the tour's separator row: `tour 3/18: buttons-fill`.
  public static func tourTitle(step: Int, of count: Int, preset: String, _ language: Language)
    -> String
  {
    let word = language == .en ? "tour" : "둘러보기"
    return "\(word) \(step)/\(count): \(preset)"
  }

  // MARK: The tour's captions

  /// A Korean particle that depends on whether the word before it ends in a
  /// consonant: 으로/로, 이/가, 을/를, 과/와.
  enum Particle {
    case ro, i, eul, gwa
  }

  /// `number` followed by `particle` in the form its Korean reading asks for:
  /// `428로`, `40으로`, `160이`, `44가`, `236을`, `65와`.
  ///
  /// The reading ends with the last digit's (영, 일, 이, 삼, 사, 오, 육, 칠, 팔,
  /// 구), or with 십, 백, 천, 만 for trailing zeros: all of those end in a
  /// consonant. 로 also follows ㄹ (일, 칠, 팔).
  static func korean(_ number: String, _ particle: Particle) -> String {
    let digits = Array(number.filter { $0.isNumber || $0 == "." })
    var ending: Character = "0"
    if let last = digits.last { ending = last }
    let isWholeTen = ending == "0" && digits.count > 1 && !digits.contains(".")
    let vowel = !isWholeTen && "2459".contains(ending)
    let rieul = !isWholeTen && "178".contains(ending)
    let suffix: String
    switch particle {
    case .ro: suffix = vowel || rieul ? "로" : "으로"
    case .i: suffix = vowel ? "가" : "이"
    case .eul: suffix = vowel ? "를" : "을"
    case .gwa: suffix = vowel ? "와" : "과"
    }
    return number + suffix
  }

  /// The caption of a tour step, with the numbers it quotes (already formatted,
  /// in the order of the step's ``TourStep/numbers``).
  public static func caption(_ id: TourStep.ID, _ n: [String], _ language: Language) -> String {
    func v(_ index: Int) -> String { n.indices.contains(index) ? n[index] : "<missing>" }
    func k(_ index: Int, _ particle: Particle) -> String { korean(v(index), particle) }
    switch (id, language) {
    case (.squaresUnpinned, .en):
      return
        "Three squares (50, 100, 200) in a vertical stack with no size: the stack hugs its content, \(v(0)) wide and \(v(1)) tall, and alignment fill stretches every square across to \(v(2))."
    case (.squaresUnpinned, .ko):
      return
        "크기를 정하지 않은 세로 스택에 정사각형 세 개(50, 100, 200)가 있습니다. 스택은 내용에 맞춰 너비 \(v(0)), 높이 \(k(1, .i)) 되고, alignment fill이 모든 정사각형의 너비를 \(k(2, .ro)) 늘립니다."
    case (.squaresPinned, .en):
      return
        "Pin the stack to 375x728: \(v(0)) points are left over. All three hug at 250, so the first in order, small, takes them all and grows from 50 to \(v(1)) tall."
    case (.squaresPinned, .ko):
      return
        "스택 크기를 375x728로 고정하면 \(v(0))포인트가 남습니다. 세 뷰의 hugging이 모두 250으로 같으므로, 순서상 첫 번째인 small이 남는 공간을 모두 가져가 높이가 50에서 \(k(1, .ro)) 늘어납니다."
    case (.alignLeading, .en):
      return
        "Alignment leading: across the axis the squares keep their own widths, \(v(0)), \(v(1)) and \(v(2)), against the leading edge."
    case (.alignLeading, .ko):
      return
        "alignment를 leading으로 바꾸면, 교차 축 방향으로 각 정사각형이 자기 너비(\(v(0)), \(v(1)), \(v(2)))를 유지한 채 leading 가장자리에 붙습니다."
    case (.alignCenter, .en):
      return
        "Alignment center: each square is centred across the axis, so small sits at x = (375 - 50) / 2 = \(v(0))."
    case (.alignCenter, .ko):
      return
        "alignment를 center로 바꾸면 각 정사각형이 교차 축의 가운데에 놓입니다. small의 x는 (375 - 50) / 2 = \(v(0))입니다."
    case (.alignTrailing, .en):
      return
        "Alignment trailing: the squares line up on the trailing edge, so small sits at x = 375 - 50 = \(v(0))."
    case (.alignTrailing, .ko):
      return
        "alignment를 trailing으로 바꾸면 정사각형들이 trailing 가장자리에 맞춰집니다. small의 x는 375 - 50 = \(v(0))입니다."
    case (.buttonsFill, .en):
      return
        "Three buttons (44, 72, 100) in a horizontal fill stack 320 wide, spacing 8: \(v(0)) points to spare. All hug at 250, so the first, ok, stretches to \(v(1)): the classic surprise."
    case (.buttonsFill, .ko):
      return
        "너비 320, spacing 8인 가로 fill 스택에 버튼 세 개(44, 72, 100)가 있고 \(v(0))포인트가 남습니다. hugging이 모두 250이라 첫 번째 버튼인 ok가 \(k(1, .ro)) 늘어납니다. 많은 사람이 의외라고 느끼는 부분입니다."
    case (.hugging249, .en):
      return
        "Lower cancel's horizontal hugging to 249: the view with the lowest hugging stretches, so cancel takes the room, 72 + 88 = \(v(0)), and ok is back to \(v(1))."
    case (.hugging249, .ko):
      return
        "cancel의 가로 hugging을 249로 낮춥니다. hugging이 가장 낮은 뷰가 늘어나므로 이제 cancel이 남는 공간을 가져가 72 + 88 = \(k(0, .i)) 되고, ok는 다시 \(k(1, .i)) 됩니다."
    case (.fillEqually, .en):
      return
        "Distribution fillEqually: every button gets (320 - 2 x 8) / 3 = \(v(0)), whatever its content; hugging no longer matters."
    case (.fillEqually, .ko):
      return
        "distribution을 fillEqually로 바꾸면 내용과 상관없이 모든 버튼이 (320 - 2 x 8) / 3 = \(k(0, .i)) 됩니다. 이제 hugging은 영향을 주지 않습니다."
    case (.fillProportionally, .en):
      return
        "fillProportionally, spacing 10, 480 wide: each view gets its length / 320 of the 480 (300 of content + 20 of spacing), so \(v(0)) and \(v(1)). The last one's share, 225, cannot hold with the spacing: it absorbs the error, \(v(2))."
    case (.fillProportionally, .ko):
      return
        "너비 480, spacing 10인 fillProportionally입니다. 각 뷰는 480 중 (자기 길이 / 320)만큼을 받아(320 = 내용 300 + spacing 20) \(v(0)), \(k(1, .i)) 됩니다. 마지막 뷰는 spacing 때문에 자기 몫 225를 지킬 수 없어 오차를 떠안고 \(k(2, .i)) 됩니다."
    case (.equalSpacing, .en):
      return
        "equalSpacing: the views keep 40, 60 and 100, and the 100 points left over become two equal gaps, \(v(0)) and \(v(1))."
    case (.equalSpacing, .ko):
      return
        "equalSpacing에서는 뷰가 40, 60, 100을 그대로 유지하고, 남은 100포인트가 같은 크기의 간격 두 개(\(v(0)), \(v(1)))로 나뉩니다."
    case (.equalCentering, .en):
      return
        "equalCentering: now the centres are equally spaced, at \(v(0)), \(v(1)) and \(v(2)), so the gaps between the edges differ: \(v(3)) and \(v(4))."
    case (.equalCentering, .ko):
      return
        "equalCentering으로 바꾸면 중심이 같은 간격으로 놓입니다(\(v(0)), \(v(1)), \(v(2))). 그래서 가장자리 사이의 간격은 \(k(3, .gwa)) \(k(4, .ro)) 서로 다릅니다."
    case (.compression, .en):
      return
        "Too little room: 300 points of content in 240. subtitle's compression resistance, 749, is the lowest, so it gives up all \(v(0)) and shrinks from 100 to \(v(1))."
    case (.compression, .ko):
      return
        "공간이 모자랍니다. 내용은 300포인트인데 스택은 240입니다. subtitle의 compression resistance가 749로 가장 낮아서 \(v(0))포인트를 모두 양보하고 100에서 \(k(1, .ro)) 줄어듭니다."
    case (.compressionTie, .en):
      return
        "Raise subtitle's compression resistance to 750: all three tie, and the first in order, title, gives up the room instead, shrinking from 150 to \(v(0))."
    case (.compressionTie, .ko):
      return
        "subtitle의 compression resistance를 750으로 올리면 세 뷰가 같아집니다. 이번에는 순서상 첫 번째인 title이 양보해 150에서 \(k(0, .ro)) 줄어듭니다."
    case (.cardRow, .en):
      return
        "Nested stacks: an image beside a column of title and subtitle, in 300. The 132 to spare could stretch the image (hugging broken by 132 + 20 = 152 in all) or the column (title and subtitle both: 132 + 152 = 284). One tier is settled over the whole tree, so the image takes it: \(v(0)) wide, the column \(v(1))."
    case (.cardRow, .ko):
      return
        "중첩 스택입니다. 300 안에 image와 title·subtitle 열이 나란히 있습니다. 남는 132를 image가 받으면 hugging을 모두 132 + 20 = 152만큼 어기고, 열이 받으면 title과 subtitle이 함께 늘어나 132 + 152 = 284만큼 어깁니다. 우선순위 단계는 트리 전체에서 한꺼번에 정해지므로 image가 \(k(0, .ro)) 늘어나고 열은 \(v(1))에 머뭅니다."
    case (.formRows, .en):
      return
        "A form is rows of nested stacks. Each label hugs at 251, one above its field, so in every row the field takes the room: \(v(0)), \(v(1)) and \(v(2)) wide. Each row is its own stack, so the fields do not line up. > enters a row, < leaves it, { embeds a view in a new stack."
    case (.formRows, .ko):
      return
        "폼은 중첩 스택으로 된 행들입니다. label의 hugging이 251로 field보다 1 높아서 행마다 field가 남는 공간을 받아 너비가 \(v(0)), \(v(1)), \(v(2))가 됩니다. 행마다 스택이 따로라 field들이 세로로 줄을 맞추지 않습니다. >로 행에 들어가고 <로 나오며, {로 뷰를 새 스택에 넣습니다."
    case (.longTexts, .en):
      return
        "SwiftUI: the HStack shares 480 - 8 = 472 between two long Texts. It offers the less flexible one, the title, half: \(v(0)). The title wraps onto \(v(1)) lines, and the detail, offered the rest, onto \(v(2))."
    case (.longTexts, .ko):
      return
        "SwiftUI입니다. HStack은 긴 Text 두 개에 480 - 8 = 472를 나눠 줍니다. 덜 유연한 title에 먼저 절반인 \(k(0, .eul)) 제안하므로 title은 \(v(1))줄로, 나머지를 받은 detail은 \(v(2))줄로 줄바꿈됩니다."
    case (.layoutPriority, .en):
      return
        "layoutPriority(1) on the title: the HStack offers it the row first, less the detail's minimum. The title takes \(v(0)) and stays on \(v(1)) line; the detail gets \(v(2)) and wraps onto \(v(3))."
    case (.layoutPriority, .ko):
      return
        "title에 layoutPriority(1)을 주면 HStack이 detail의 최소 너비만 남기고 나머지를 title에 먼저 제안합니다. title은 \(k(0, .eul)) 차지해 \(v(1))줄에 들어가고, detail은 \(k(2, .eul)) 받아 \(v(3))줄로 줄바꿈됩니다."
    case (.spacerMinLength, .en):
      return
        "Spacers in a proposal of 104: Spacer() keeps its minLength, \(v(0)), so Subtotal is squeezed to \(v(1)) and breaks onto \(v(2)) lines. Spacer(minLength: 0) gives way, to \(v(3)), and Subtotal keeps its \(v(4))."
    case (.spacerMinLength, .ko):
      return
        "제안 너비 104 안에 Spacer가 있습니다. Spacer()는 minLength \(k(0, .eul)) 지키므로 Subtotal이 \(k(1, .ro)) 줄어 \(v(2))줄로 나뉩니다. Spacer(minLength: 0)은 \(v(3))까지 양보하므로 Subtotal이 \(k(4, .eul)) 온전히 씁니다."
    case (.spacerWider, .en):
      return
        "Propose 10 more, 114: now 64 + 8 + 40 = 112 fits, Subtotal is whole in both rows, and the Spacers take what is left: \(v(0)) above, \(v(1)) below."
    case (.spacerWider, .ko):
      return
        "제안 너비를 10 늘려 114로 하면 64 + 8 + 40 = 112가 들어갑니다. 두 줄 모두 Subtotal이 온전히 보이고, Spacer가 남는 공간을 차지합니다(위 \(v(0)), 아래 \(v(1)))."
    case (.end, .en):
      return
        "That is the tour. Open any preset with stackplay --preset NAME (stackplay presets lists them) and try the keys yourself: ? shows them. Then test yourself: stackplay challenges lists 27 levels, each a layout to reach; stackplay challenge 1 opens the first. Left goes back, q leaves."
    case (.end, .ko):
      return
        "둘러보기가 끝났습니다. stackplay --preset NAME으로 프리셋을 열어 직접 키를 눌러 보세요(프리셋 목록은 stackplay presets, 키 목록은 ?). 그다음 stackplay challenges로 목표 레이아웃을 만드는 레벨 27개를 보고, stackplay challenge 1로 첫 레벨을 여세요. ←는 이전 단계, q는 나가기입니다."
    }
  }
}
