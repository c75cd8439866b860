import Testing

@testable import StackLayout

/// `formatNumber` against its definition: the value rounded to thousandths,
/// spelt as Swift spells that `Double`, cut to three decimals.
@Suite("formatNumber")
struct FormatNumberTests {
  /// The spelling by definition (what `formatNumber` computed before it wrote
  /// thousandths from an integer).
  static func reference(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return String(Int(rounded))
    }
    var text = String(rounded)
    if let dot = text.firstIndex(of: "."), !text.contains("e") {
      let decimals = text[text.index(after: dot)...]
      if decimals.count > 3 { text = String(text[...text.index(dot, offsetBy: 3)]) }
    }
    return text
  }

  @Test("worked examples")
  func examples() {
    #expect(formatNumber(33.333333333333336) == "33.333")
    #expect(formatNumber(-0.25) == "-0.25")
    #expect(formatNumber(0.0004) == "0")
    #expect(formatNumber(-0.0004) == "0")
    #expect(formatNumber(1.0005) == "1.001")
    #expect(formatNumber(12.5) == "12.5")
    #expect(formatNumber(0.05) == "0.05")
    #expect(formatNumber(-1234.0601) == "-1234.06")
    #expect(formatNumber(999_999_999_999.5) == "999999999999.5")
  }

  @Test("random values of every magnitude spell as by definition")
  func randomValues() {
    var random = SplitMix64(seed: 0x464f_524d_4154)
    var mismatches: [String] = []
    for _ in 0..<200_000 {
      let exponent = Double(random.next() % 30) - 8
      let mantissa = Double(random.next() % 1_000_000_007) / 1_000_000_007
      let sign: Double = random.next() % 2 == 0 ? 1 : -1
      var value = sign * mantissa * pow10(exponent)
      // Also values at and near a half-thousandth.
      switch random.next() % 4 {
      case 0: value = (value * 1000).rounded() / 1000 + 0.0005
      case 1: value = (value * 1000).rounded() / 1000
      default: break
      }
      if formatNumber(value) != Self.reference(value), mismatches.count < 5 {
        mismatches.append("\(value): \(formatNumber(value)) != \(Self.reference(value))")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }

  @Test("a reason's text writes numbers as formatNumber spells them")
  func reasonTextNumbers() {
    let text = ReasonText.make { text in
      for value in [33.333333333333336, -0.25, 0.0004, -0.0004, 1.0005, 12.5, 0.05, -1234.0601] {
        text.write(number: value)
        text.write(" ")
      }
      text.write(number: 999_999_999_999.5)
      text.write(" ")
      text.write(number: 1e13 + 0.25)
      text.write(" ")
      text.write(-907)
    }
    #expect(
      text == "33.333 -0.25 0 0 1.001 12.5 0.05 -1234.06 999999999999.5 10000000000000.25 -907")
    var random = SplitMix64(seed: 0x5245_4153_4f4e)
    var mismatches: [String] = []
    for _ in 0..<20_000 {
      let exponent = Double(random.next() % 30) - 8
      let mantissa = Double(random.next() % 1_000_000_007) / 1_000_000_007
      let sign: Double = random.next() % 2 == 0 ? 1 : -1
      let value = sign * mantissa * pow10(exponent)
      let written = ReasonText.make { $0.write(number: value) }
      if written != Self.reference(value), mismatches.count < 5 {
        mismatches.append("\(value): \(written) != \(Self.reference(value))")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }

  @Test("a reason's text longer than its scratch space is whole")
  func reasonTextSpills() {
    let word = String(repeating: "abcdefghij", count: 20)
    let text = ReasonText.make { text in
      text.write(word)
      text.write(" and ")
      text.write(word)
      text.write(" ")
      text.write(number: 2.5)
    }
    #expect(text == word + " and " + word + " 2.5")
  }

  private func pow10(_ exponent: Double) -> Double {
    var result = 1.0
    for _ in 0..<Int(abs(exponent)) { result *= 10 }
    return exponent < 0 ? 1 / result : result
  }
}
