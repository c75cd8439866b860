import StackRender

/// The help overlay's headings and title, the hint line and the message
/// area's mark, in English and Korean.
extension Localization {
  // MARK: The help overlay

  /// The heading of a group of keys in the `?` overlay.
  public static func groupTitle(_ group: KeyGroup, swiftUI: Bool, _ language: Language) -> String {
    switch (group, language) {
    case (.stack, .en): swiftUI ? "Root stack" : "Stack"
    case (.stack, .ko): swiftUI ? "루트 스택" : "스택"
    case (.selection, .en): swiftUI ? "Selected child" : "Selected view"
    case (.selection, .ko): swiftUI ? "선택한 자식 뷰" : "선택한 뷰"
    case (.edit, .en): "Edit"
    case (.edit, .ko): "편집"
    case (.screenAndFiles, .en): "Screen and files"
    case (.screenAndFiles, .ko): "화면과 파일"
    case (.panels, .en): "Panels"
    case (.panels, .ko): "패널"
    }
  }

  /// The title row of the `?` overlay; `scrolled` is the rows on show and
  /// their count when the keys do not all fit the window.
  public static func helpTitle(
    swiftUI: Bool, scrolled: (first: Int, last: Int, count: Int)?, _ language: Language
  ) -> String {
    let mode = swiftUI ? "SwiftUI" : "UIKit"
    guard let scrolled else {
      switch language {
      case .en: return "stackplay keys (\(mode))  x/X: next/previous, more/less  Esc closes"
      case .ko: return "stackplay 키 (\(mode))  x/X: 다음/이전, 늘리기/줄이기  Esc로 닫기"
      }
    }
    // Shorter, so that how to scroll fits 60 columns.
    let (first, last, count) = scrolled
    switch language {
    case .en: return "keys (\(mode))  rows \(first)-\(last) of \(count), Up/Down scroll, Esc closes"
    case .ko: return "키 (\(mode))  \(first)-\(last)/\(count)행, 위/아래 키로 스크롤, Esc로 닫기"
    }
  }

  /// The heading of the last message, under the keys, when the message area
  /// could not show all of it.
  public static func lastMessageTitle(_ language: Language) -> String {
    language == .en ? "Last message" : "마지막 메시지"
  }

  /// What ends a message cut to the message area: `? shows all`.
  public static func messageCutMark(_ language: Language) -> String {
    language == .en ? "? shows all" : "?로 전체 보기"
  }

  /// The Korean short action of every key binding of both modes, by its
  /// English short action.
  static let koreanShortActions: [String: String] = [
    "quit": "종료",
    "close / cancel": "닫기 / 취소",
    "this help": "이 도움말",
    "SwiftUI model": "SwiftUI 모델",
    "UIKit model": "UIKit 모델",
    "axis": "축",
    "distribution": "distribution",
    "alignment": "alignment",
    "spacing": "spacing",
    "select a view": "뷰 선택",
    "select a child": "자식 뷰 선택",
    "select it": "눌러서 선택",
    "length along": "축 방향 길이",
    "length across": "교차 축 길이",
    "hugging": "hugging",
    "compression": "compression",
    "h/c other axis": "h, c 방향 전환",
    "spacing after": "뒤 spacing",
    "focus a field": "필드 포커스",
    "edit the focus": "포커스 값 입력",
    "add": "추가",
    "delete": "삭제",
    "hide / show": "숨기기/보이기",
    "pin / unpin": "고정 / 해제",
    "width, height": "너비, 높이",
    "zoom, fit": "확대/축소/맞춤",
    "reset": "처음으로",
    "constraints": "제약 조건",
    "scroll": "스크롤",
    "compare": "비교",
    "Swift code": "Swift 코드",
    "presets": "프리셋",
    "pan": "화면 이동",
    "rename": "이름 바꾸기",
    "colour": "색",
    "layout margins": "layout margins",
    "within margins": "margins 안쪽",
    "on baselines": "baseline 기준",
    "first baseline": "first baseline",
    "last baseline": "last baseline",
    "device sizes": "기기 크기",
    "copy / write": "코드 복사/저장",
    "resize": "크기 바꾸기",
    "nested child": "중첩 자식 뷰",
    "nested stacks": "중첩 스택",
    "undo / redo": "실행 취소/다시",
    "save / save as": "저장 / 새 경로",
    "stack kind": "스택 종류",
    "frame along": "축 방향 frame",
    "frame across": "교차 축 frame",
    "flexible frame": "늘어나는 frame",
    "layoutPriority": "layoutPriority",
    "kind of child": "자식 뷰 종류",
    "text": "텍스트",
    "(un)specified": "제안 / 미지정",
    "proposal": "제안 크기",
    "proposals": "제안 목록",
    "SwiftUI code": "SwiftUI 코드",
  ]

  // MARK: The hint line

  /// The hint line for the state: the keys of the context first (the quit
  /// question's answers; a prompt's Enter and Esc; an open panel's keys; `0`
  /// after a zoom; then the focus and the selected view's keys, then the
  /// stack's), as many as fit, and `pinned` at the right end, always: `q
  /// quit` and `? help` (not where `q` and `?` are typed as text, or at the
  /// quit question, which takes every key).
  public static func hints(for state: PlaygroundState) -> (keys: [String], pinned: [String]) {
    let ko = state.language == .ko
    func t(_ english: String) -> String { ko ? koreanHints[english] ?? english : english }
    if state.saveOverwrite != nil {
      return (["y replace", "other keys keep"].map(t), [])
    }
    if state.isAskingToQuit {
      return (["s save", "d discard", "Esc cancel"].map(t), [])
    }
    if state.pathPrompt != nil {
      return (["Enter save", "Esc cancel", "Backspace erase"].map(t), [])
    }
    if let prompt = state.prompt {
      let keys = ["Enter set", "Esc cancel", "Backspace erase"].map(t)
      return (keys, prompt.field == .text ? [] : [t("? help")])
    }
    var keys: [String] = []
    switch state.panel {
    case .constraints?: keys += ["l close", "PgUp/PgDn scroll", "Home/End"]
    case .grid(.arrangements)?: keys += ["o alignments", "Esc close"]
    case .grid(.alignments)?: keys += ["o close"]
    case .code?, nil: break
    }
    if state.zoom != 0 { keys += ["0 fit", "z/Z zoom"] }
    keys = keys.map(t)
    let focus = state.focus.label(state)
    keys.append(ko ? "= \(focus) 입력" : "= edit \(focus)")
    if state.isSwiftUI {
      keys += (state.selectedNode == nil ? ["n add"] : swiftUIChildHints).map(t)
      keys += swiftUIStackHints.map(t)
    } else {
      let viewKeys =
        switch state.selectedView {
        case nil: ["n add"]
        case .some(let view) where view.stack != nil: nestedStackHints
        case .some: viewHints
        }
      keys += viewKeys.map(t)
      keys += stackHints.map(t)
    }
    return (keys, ["q quit", "? help"].map(t))
  }

  static let viewHints = [
    "i/I field", "Tab select", "Up/Down length", "h/H hugging", "c/C compression",
    "e/E spacing after", "v hide", "n add", "x delete",
  ]
  /// A nested stack selected: no intrinsic size or priorities to change.
  static let nestedStackHints = [
    "i/I field", "Tab select", "> enter", "} unembed", "e/E spacing after", "v hide", "n add",
    "x delete",
  ]
  static let stackHints = [
    "a axis", "d distribution", "g alignment", "+- spacing", "p pin", "m SwiftUI",
    "l constraints", "o compare", "u undo",
  ]
  static let swiftUIChildHints = [
    "i/I field", "Tab select", "Up/Down frame", "f flexible", "h/H priority", "k/K kind",
    "e text", "n add", "x delete",
  ]
  static let swiftUIStackHints = [
    "a stack", "g align", "+- spacing", "p proposal", "m UIKit", "l proposals", "o compare",
    "u undo",
  ]

  /// The Korean of every hint, by its English.
  static let koreanHints: [String: String] = [
    "q quit": "q 종료", "? help": "? 도움말",
    "> enter": "> 들어가기", "} unembed": "} 스택 풀기",
    "s save": "s 저장", "d discard": "d 버리기", "Esc cancel": "Esc 취소",
    "y replace": "y 덮어쓰기", "other keys keep": "다른 키 그대로 두기",
    "Enter save": "Enter 저장", "Enter set": "Enter 적용", "Backspace erase": "Backspace 지우기",
    "l close": "l 닫기", "PgUp/PgDn scroll": "PgUp/PgDn 스크롤", "Home/End": "Home/End 처음/끝",
    "o alignments": "o alignment 비교", "Esc close": "Esc 닫기", "o close": "o 닫기",
    "0 fit": "0 창에 맞춤", "z/Z zoom": "z/Z 확대/축소",
    "i/I field": "i/I 필드", "Tab select": "Tab 선택", "Up/Down length": "Up/Down 길이",
    "h/H hugging": "h/H hugging", "c/C compression": "c/C compression",
    "e/E spacing after": "e/E 뒤 spacing", "v hide": "v 숨기기", "n add": "n 추가",
    "x delete": "x 삭제",
    "a axis": "a 축", "d distribution": "d distribution", "g alignment": "g alignment",
    "+- spacing": "+- spacing", "p pin": "p 고정", "m SwiftUI": "m SwiftUI",
    "l constraints": "l 제약 조건", "o compare": "o 비교", "u undo": "u 실행 취소",
    "Up/Down frame": "Up/Down frame", "f flexible": "f 늘리기", "h/H priority": "h/H 우선순위",
    "k/K kind": "k/K 종류", "e text": "e 텍스트",
    "a stack": "a 스택 종류", "g align": "g 정렬", "p proposal": "p 제안 크기",
    "m UIKit": "m UIKit", "l proposals": "l 제안 목록",
  ]
}
