import Foundation

/// How text that does not fit its width is broken into lines and cut, `NSLineBreakMode`, with
/// UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable, Hashable {
  /// Lines break between words; a word longer than a line breaks between characters
  /// (`byWordWrapping`). What does not fit is cut off without a mark.
  case byWordWrapping = 0
  /// Lines break between any two characters (`byCharWrapping`).
  case byCharWrapping = 1
  /// Lines break between words; what does not fit is cut off (`byClipping`).
  case byClipping = 2
  /// The last line shown starts with "…" in place of the text that does not fit
  /// (`byTruncatingHead`).
  case byTruncatingHead = 3
  /// The last line shown ends with "…" (`byTruncatingTail`, `UILabel`'s default).
  case byTruncatingTail = 4
  /// "…" replaces the middle of the last line shown (`byTruncatingMiddle`).
  case byTruncatingMiddle = 5
}

extension NSLineBreakMode {
  /// Where the display list's text marks a cut with "…".
  var truncation: DisplayText.Truncation {
    switch self {
    case .byTruncatingHead: return .head
    case .byTruncatingMiddle: return .middle
    case .byTruncatingTail: return .tail
    case .byWordWrapping, .byCharWrapping, .byClipping: return .none
    }
  }
}
