import Foundation

/// How the paragraphs of drawn text are set (`NSParagraphStyle`): here, their alignment.
/// Immutable; ``NSMutableParagraphStyle`` can be changed.
open class NSParagraphStyle: @unchecked Sendable {
  /// The horizontal alignment of the lines within the drawing's width (`alignment`, default
  /// `.natural`: left for left-to-right text).
  open var alignment: NSTextAlignment { storedAlignment }
  fileprivate var storedAlignment = NSTextAlignment.natural

  /// A style with the default values (`init()`).
  public init() {}

  /// The default style (`default`): natural alignment.
  public class var `default`: NSParagraphStyle { NSParagraphStyle() }
}

/// A paragraph style whose values can be set (`NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// The horizontal alignment of the lines (`alignment`).
  open override var alignment: NSTextAlignment {
    get { storedAlignment }
    set { storedAlignment = newValue }
  }
}

extension NSAttributedString.Key {
  /// The text's font, a `UIFont` (`font`); 12-point system font when absent, as UIKit's
  /// string drawing uses (Helvetica 12 on iOS).
  public static let font = NSAttributedString.Key("NSFont")
  /// The text's colour, a `UIColor` (`foregroundColor`); black when absent.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The text's paragraph style, an ``NSParagraphStyle`` (`paragraphStyle`).
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
