import Foundation

/// The region a text view lays its text out in, UIKit's `NSTextContainer` (TextKit): the
/// text view's width less its ``UITextView/textContainerInset``, with
/// ``lineFragmentPadding`` kept free at both ends of every line.
@preconcurrency @MainActor
open class NSTextContainer {
  /// The container's size, points (`size`): while ``widthTracksTextView`` (the default) the
  /// text view sets the width to its own less the insets; the height is unbounded.
  open var size: CGSize
  /// Space kept free at each end of every line, points (`lineFragmentPadding`, default 5, as
  /// TextKit's).
  open var lineFragmentPadding: CGFloat = 5 {
    didSet { owner?.textLayoutDidChange() }
  }
  /// The most lines laid out, 0 for no limit (`maximumNumberOfLines`, default 0).
  open var maximumNumberOfLines = 0 {
    didSet { owner?.textLayoutDidChange() }
  }
  /// How the last line allowed is cut when the text needs more
  /// (`lineBreakMode`, default `.byWordWrapping`: cut without a mark).
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
    didSet { owner?.textLayoutDidChange() }
  }
  /// Whether the width follows the text view's (`widthTracksTextView`, default true).
  open var widthTracksTextView = true
  /// Whether the height follows the text view's (`heightTracksTextView`, default false).
  open var heightTracksTextView = false

  /// The text view laying its text out in the container.
  weak var owner: UITextView?

  /// A container of the given size, points (`init(size:)`).
  public init(size: CGSize) {
    self.size = size
  }

  /// A container of unbounded size (`init()`).
  public convenience init() {
    self.init(size: CGSize(width: 10_000_000, height: 10_000_000))
  }
}

/// The kinds of data a text view turns into links (`UIDataDetectorTypes`). Stored: nothing is
/// detected (docs/text.md).
public struct UIDataDetectorTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
  public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
  public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
  public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

/// The messages a text view sends about editing, UIKit's `UITextViewDelegate` (a
/// ``UIScrollViewDelegate``: set it as the text view's `delegate`). Every method has a
/// default (the `should…` ones allow).
///
/// Order (Apple, `UITextViewDelegate`; docs/text.md): becoming first responder asks
/// ``textViewShouldBeginEditing(_:)``, then sends ``textViewDidBeginEditing(_:)`` and
/// `textDidBeginEditingNotification`; each typed key asks
/// ``textView(_:shouldChangeTextIn:replacementText:)`` with the selected range (UTF-16) and the
/// character ("" for delete, "\n" for return; false blocks it), then sends
/// ``textViewDidChangeSelection(_:)``, ``textViewDidChange(_:)`` and
/// `textDidChangeNotification`; resigning asks ``textViewShouldEndEditing(_:)``, then sends
/// ``textViewDidEndEditing(_:)`` and `textDidEndEditingNotification`. Changes made by code
/// (setting `text`) send nothing.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether the text view may begin editing (default true).
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// The text view began editing: it is the first responder.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Whether the text view may end editing (default true); not asked when editing is forced
  /// to end.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// The text view ended editing.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether the text in `range` (UTF-16 offsets) may be replaced by `text` (default true).
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The user changed the text.
  func textViewDidChange(_ textView: UITextView)
  /// The selection (the insertion point) moved.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// True.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// True.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// True.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  public func textViewDidChange(_ textView: UITextView) {}
  /// Does nothing.
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}
