/// The number of terminal columns a character takes.
///
/// - East Asian Wide and Fullwidth characters (Hangul syllables and jamo
///   initials, CJK ideographs, kana, fullwidth forms) and emoji shown as emoji
///   take 2 columns.
/// - Combining marks take no column of their own: a `Character` is a whole
///   grapheme cluster, so `"e\u{301}"` (e with a combining acute accent) is one
///   `Character` of width 1.
/// - Control and format characters (such as a newline or a zero-width joiner
///   on its own) take 0 columns.
/// - Everything else takes 1 column, including the East Asian *Ambiguous*
///   characters (box drawing, `·`, `░`), as terminals do outside CJK locales.
public func displayWidth(of character: Character) -> Int {
  let scalars = character.unicodeScalars
  guard let first = scalars.first else { return 0 }
  // A pair of regional indicators is a flag, which terminals draw as an emoji.
  if scalars.count >= 2, (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }
  // An emoji presentation selector turns a text symbol into a (wide) emoji.
  if scalars.contains("\u{FE0F}"), first.properties.isEmoji { return 2 }
  var width = 0
  for scalar in scalars {
    width = max(width, scalarWidth(scalar))
  }
  return width
}

/// The number of terminal columns a string takes: the sum of the widths of its
/// characters (each as `displayWidth(of: Character)` counts it).
public func displayWidth(of text: String) -> Int {
  // ASCII, byte by byte: a printable character is one column, a control
  // character (and CR LF, one character of two controls) none.
  var ascii = 0
  var isASCII = true
  for byte in text.utf8 {
    if byte >= 0x80 {
      isASCII = false
      break
    }
    if byte >= 0x20 && byte < 0x7F { ascii += 1 }
  }
  if isASCII { return ascii }
  // Scalars that never join a neighbour into one character (printable ASCII,
  // Latin-1 and Latin Extended letters and signs, Hangul syllables, CJK
  // ideographs): each is a character of its own, summed without breaking the
  // text into characters (several times faster on a long Korean name).
  var simple = 0
  var isSimple = true
  for scalar in text.unicodeScalars {
    let value = scalar.value
    if (0x20..<0x7F).contains(value) || ((0xA0...0x24F).contains(value) && value != 0xAD) {
      simple += 1
    } else if isCommonWide(value) {
      simple += 2
    } else {
      isSimple = false
      break
    }
  }
  if isSimple { return simple }
  var width = 0
  for character in text {
    width += displayWidth(of: character)
  }
  return width
}

/// The width of one scalar on its own: 0, 1 or 2.
func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
  let value = scalar.value
  if value < 0x7F { return value < 0x20 ? 0 : 1 }
  if isCommonWide(value) { return 2 }
  switch scalar.properties.generalCategory {
  case .control, .format, .nonspacingMark, .enclosingMark, .lineSeparator,
    .paragraphSeparator:
    return 0
  default:
    break
  }
  // Hangul jamo vowels and final consonants join the preceding initial.
  if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
  // Emoji drawn as emoji by default (most of the pictograph blocks) are wide.
  if scalar.properties.isEmojiPresentation { return 2 }
  return isWide(value) ? 2 : 1
}

/// Whether a code point is in the largest wide blocks (Hangul syllables, CJK
/// ideographs): letters, never marks or emoji, wide with no property lookup
/// (a name of a million of them is measured in a few milliseconds).
private func isCommonWide(_ value: UInt32) -> Bool {
  (0xAC00...0xD7A3).contains(value) || (0x4E00...0x9FFF).contains(value)
}

/// Whether a code point is East Asian Wide or Fullwidth (by Unicode block).
private func isWide(_ value: UInt32) -> Bool {
  // Sorted, non-overlapping ranges, searched in order (most text is below the first).
  for range in wideRanges {
    if value < range.lowerBound { return false }
    if value <= range.upperBound { return true }
  }
  return false
}

/// The Unicode blocks whose characters are East Asian Wide or Fullwidth.
private let wideRanges: [ClosedRange<UInt32>] = [
  0x1100...0x115F,  // Hangul Jamo, initial consonants
  0x2329...0x232A,  // angle brackets
  0x2E80...0x303E,  // CJK radicals, Kangxi radicals, CJK symbols and punctuation
  0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility jamo, enclosed CJK
  0x3400...0x4DBF,  // CJK unified ideographs extension A
  0x4E00...0x9FFF,  // CJK unified ideographs
  0xA000...0xA4CF,  // Yi
  0xA960...0xA97F,  // Hangul Jamo extended A
  0xAC00...0xD7A3,  // Hangul syllables
  0xF900...0xFAFF,  // CJK compatibility ideographs
  0xFE10...0xFE19,  // vertical forms
  0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
  0xFF00...0xFF60,  // fullwidth forms
  0xFFE0...0xFFE6,  // fullwidth signs
  0x16FE0...0x16FE4,  // ideographic symbols
  0x17000...0x18CFF,  // Tangut, Khitan
  0x1B000...0x1B2FF,  // kana supplement and extensions, Nushu
  0x1F200...0x1F2FF,  // enclosed ideographic supplement
  0x20000...0x2FFFD,  // CJK ideographs, supplementary plane
  0x30000...0x3FFFD,  // CJK ideographs, tertiary plane
]
