/// One string written part after part into scratch space on the stack, so
/// that a text of many parts (words, numbers) costs one allocation: the
/// reasons' texts.
struct ReasonText {
  private var bytes: UnsafeMutableBufferPointer<UInt8>
  private var count = 0
  /// The text so far, once it no longer fits the scratch space.
  private var spilled: String?

  private init(_ bytes: UnsafeMutableBufferPointer<UInt8>) { self.bytes = bytes }

  /// The string `write` writes.
  static func make(_ write: (inout ReasonText) -> Void) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { scratch in
      var text = ReasonText(scratch)
      write(&text)
      if let spilled = text.spilled { return spilled }
      return String(decoding: UnsafeBufferPointer(rebasing: scratch[0..<text.count]), as: UTF8.self)
    }
  }

  /// Appends `part`.
  mutating func write(_ part: String) {
    guard spilled == nil else {
      spilled! += part
      return
    }
    var part = part
    let fits = part.withUTF8 { utf8 -> Bool in
      guard count + utf8.count <= bytes.count else { return false }
      if let source = utf8.baseAddress, let target = bytes.baseAddress {
        (target + count).update(from: source, count: utf8.count)
      }
      count += utf8.count
      return true
    }
    if !fits {
      spilled =
        String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<count]), as: UTF8.self) + part
    }
  }

  /// Appends a whole number in decimal digits.
  mutating func write(_ value: Int) {
    // Up to 20 digits and a sign.
    guard spilled == nil, count + 21 <= bytes.count else {
      write(String(value))
      return
    }
    if value < 0 {
      bytes[count] = UInt8(ascii: "-")
      count += 1
    }
    var magnitude = value.magnitude
    let start = count
    repeat {
      bytes[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
      count += 1
      magnitude /= 10
    } while magnitude > 0
    // The digits were written last first.
    var (low, high) = (start, count - 1)
    while low < high {
      bytes.swapAt(low, high)
      low += 1
      high -= 1
    }
  }

  /// Appends a number as ``formatNumber(_:)`` writes it, without making a
  /// string of it first where it has at most three decimals below 1e12.
  mutating func write(number value: Double) {
    guard value.isFinite else {
      write(formatNumber(value))
      return
    }
    let thousandths = (value * 1000).rounded()
    let rounded = thousandths / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      write(Int(rounded))
      return
    }
    guard abs(rounded) < 1e12 else {
      write(formatNumber(value))
      return
    }
    let whole = Int(thousandths)
    let magnitude = whole.magnitude
    var fraction = Int(magnitude % 1000)
    var digits = 3
    while fraction != 0 && fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    if whole < 0 { write("-") }
    write(Int(magnitude / 1000))
    write(".")
    // Zeros before the fraction's digits: 0.05 is 5 with two digits.
    var shown = 1
    var rest = fraction / 10
    while rest > 0 {
      shown += 1
      rest /= 10
    }
    for _ in shown..<max(shown, digits) { write("0") }
    write(fraction)
  }
}
