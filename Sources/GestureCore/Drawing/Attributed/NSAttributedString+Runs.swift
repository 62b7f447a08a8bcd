import Foundation

extension NSAttributedString {
  /// A mutable copy built run by run, each attribute value taken out of the box Foundation
  /// keeps it in. The views keep their text in such copies: a copy whose values are still
  /// boxed (Foundation's copy initializer, or values read back and set again) traps in
  /// Foundation on Linux when an edit merges its runs with fresh values.
  func runByRunCopy() -> NSMutableAttributedString {
    let copy = NSMutableAttributedString(string: string)
    var location = 0
    while location < length {
      var range = NSRange(location: 0, length: 0)
      let attributes = self.attributes(at: location, effectiveRange: &range)
        .mapValues(Self.unboxed)
      if !attributes.isEmpty { copy.setAttributes(attributes, range: range) }
      location = max(range.location + range.length, location + 1)
    }
    return copy
  }

  /// An attribute value as the Swift value it boxes (the values the views draw), so that the
  /// copy holds fresh values.
  private static func unboxed(_ value: Any) -> Any {
    switch value {
    case let font as UIFont: return font
    case let color as UIColor: return color
    case let style as NSParagraphStyle: return style
    case let shadow as NSShadow: return shadow
    case let url as URL: return url
    case let string as String: return string
    case let number as NSNumber: return number
    default: return value
    }
  }
}
