import Foundation

/// How the paragraphs of drawn text are set (`NSParagraphStyle`): alignment, line spacing and
/// heights, indents, and how lines break. Immutable; ``NSMutableParagraphStyle`` can be
/// changed. Lengths are points. Label and text-view drawing takes the style of the text's first
/// character for the whole text (docs/text.md).
open class NSParagraphStyle: Hashable, @unchecked Sendable {
  fileprivate var values = Values()

  /// The stored values, shared by the immutable and mutable classes.
  struct Values: Hashable {
    var alignment = NSTextAlignment.natural
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var lineBreakMode = NSLineBreakMode.byWordWrapping
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
  }

  /// The horizontal alignment of the lines within the drawing's width (`alignment`, default
  /// `.natural`: left for left-to-right text).
  open var alignment: NSTextAlignment { values.alignment }
  /// Space added between one line's bottom and the next line's top, points (`lineSpacing`,
  /// default 0); not after the last line.
  open var lineSpacing: CGFloat { values.lineSpacing }
  /// Space added after each paragraph, points (`paragraphSpacing`, default 0); drawn between
  /// paragraphs (after a line break), not after the text's last paragraph.
  open var paragraphSpacing: CGFloat { values.paragraphSpacing }
  /// Space added before each paragraph but the first, points (`paragraphSpacingBefore`,
  /// default 0).
  open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
  /// The indent of each paragraph's first line from the leading edge, points
  /// (`firstLineHeadIndent`, default 0).
  open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
  /// The indent of the lines after the first from the leading edge, points (`headIndent`).
  open var headIndent: CGFloat { values.headIndent }
  /// Where lines end (`tailIndent`, default 0): greater than 0, the line width from the
  /// leading edge; 0 or less, the distance back from the trailing edge.
  open var tailIndent: CGFloat { values.tailIndent }
  /// How lines break (`lineBreakMode`, default `.byWordWrapping`).
  open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
  /// The least height of a line, points (`minimumLineHeight`, default 0: none).
  open var minimumLineHeight: CGFloat { values.minimumLineHeight }
  /// The greatest height of a line, points (`maximumLineHeight`, default 0: none).
  open var maximumLineHeight: CGFloat { values.maximumLineHeight }
  /// The font's natural line height is multiplied by it (`lineHeightMultiple`, default 0:
  /// unchanged), before ``minimumLineHeight`` and ``maximumLineHeight`` clamp it.
  open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }

  /// A style with the default values (`init()`).
  public init() {}

  /// The default style (`default`).
  public class var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// An immutable copy (`copy()`).
  open func copy() -> Any {
    let copy = NSParagraphStyle()
    copy.values = values
    return copy
  }

  /// A mutable copy (`mutableCopy()`).
  open func mutableCopy() -> Any {
    let copy = NSMutableParagraphStyle()
    copy.values = values
    return copy
  }

  /// Styles are equal when every value is (`==`, UIKit's `isEqual(_:)`; the core's classes
  /// do not inherit `NSObject`).
  public static func == (lhs: NSParagraphStyle, rhs: NSParagraphStyle) -> Bool {
    lhs.values == rhs.values
  }

  /// Hashes the values, consistent with `==` (`hash`).
  public func hash(into hasher: inout Hasher) { hasher.combine(values) }

  /// The values, for drawing.
  var storedValues: Values { values }
}

/// A paragraph style whose values can be set (`NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  open override var alignment: NSTextAlignment {
    get { values.alignment }
    set { values.alignment = newValue }
  }
  open override var lineSpacing: CGFloat {
    get { values.lineSpacing }
    set { values.lineSpacing = newValue }
  }
  open override var paragraphSpacing: CGFloat {
    get { values.paragraphSpacing }
    set { values.paragraphSpacing = newValue }
  }
  open override var paragraphSpacingBefore: CGFloat {
    get { values.paragraphSpacingBefore }
    set { values.paragraphSpacingBefore = newValue }
  }
  open override var firstLineHeadIndent: CGFloat {
    get { values.firstLineHeadIndent }
    set { values.firstLineHeadIndent = newValue }
  }
  open override var headIndent: CGFloat {
    get { values.headIndent }
    set { values.headIndent = newValue }
  }
  open override var tailIndent: CGFloat {
    get { values.tailIndent }
    set { values.tailIndent = newValue }
  }
  open override var lineBreakMode: NSLineBreakMode {
    get { values.lineBreakMode }
    set { values.lineBreakMode = newValue }
  }
  open override var minimumLineHeight: CGFloat {
    get { values.minimumLineHeight }
    set { values.minimumLineHeight = newValue }
  }
  open override var maximumLineHeight: CGFloat {
    get { values.maximumLineHeight }
    set { values.maximumLineHeight = newValue }
  }
  open override var lineHeightMultiple: CGFloat {
    get { values.lineHeightMultiple }
    set { values.lineHeightMultiple = newValue }
  }

  /// Takes every value of `other` (`setParagraphStyle(_:)`).
  open func setParagraphStyle(_ other: NSParagraphStyle) { values = other.storedValues }
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
