import Foundation

extension OptionValue {
  /// The largest size `--max-size` takes: 1 TB, far above any animated image.
  static let largestSize: Double = 1e12

  /// `text` as a size in bytes: a whole number of bytes (`2000000`), or a number with `B`,
  /// `KB`, `MB` (1000 and 1,000,000 bytes, as the tool's reports count them), `KiB` or `MiB`
  /// (1024 and 1,048,576), in any case, with or without a space: `10MB`, `9.5 MB`, `500kb`,
  /// `4KiB`. A fraction of a byte is dropped (`1.5KiB` is 1536 bytes, `0.0015KB` 1 byte).
  ///
  /// - Throws: `CommandError` (`.usage`): "'--max-size' takes a size from 1 byte to 1000 GB,
  ///   such as 10MB, 500KB or 2000000 (bytes) (got '10 apples')".
  static func size(_ text: String, for name: String) throws -> UInt64 {
    let units: [(suffix: String, bytes: Double)] = [
      ("kib", 1024), ("mib", 1_048_576), ("kb", 1000), ("mb", 1_000_000), ("b", 1),
    ]
    let lowered = text.lowercased()
    var number = Substring(lowered)
    var multiplier: Double = 1
    var hasUnit = false
    for unit in units where lowered.hasSuffix(unit.suffix) {
      number = lowered.dropLast(unit.suffix.count)
      multiplier = unit.bytes
      hasUnit = true
      break
    }
    let digits = number.trimmingCharacters(in: .whitespaces)
    // Digits and at most one point: no sign, exponent, hex, `inf` or `nan`.
    let isDecimal =
      !digits.isEmpty && digits.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
      && digits.filter { $0 == "." }.count <= 1 && digits != "."
    if isDecimal, let value = Double(digits), hasUnit || !digits.contains(".") {
      let bytes = (value * multiplier).rounded(.down)
      if bytes >= 1 && bytes <= largestSize { return UInt64(bytes) }
    }
    throw CommandError(
      message: "'\(name)' takes a size from 1 byte to 1000 GB, such as 10MB, 500KB or 2000000 "
        + "(bytes) (got '\(text)')", code: .usage)
  }
}
