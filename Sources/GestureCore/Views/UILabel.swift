import Foundation

/// A view that draws one or more lines of text, UIKit's `UILabel`.
///
/// Defaults follow UIKit: `isUserInteractionEnabled` false, `clipsToBounds` true, 17 pt system
/// font, black text, natural alignment, one line; the text is vertically centered in the
/// bounds.
open class UILabel: UIView {
  /// The text drawn, or `nil` for none.
  open var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
  /// The font (default: system, 17 pt).
  open var font = DisplayFont(size: 17) {
    didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The text colour (default black).
  open var textColor: CGColor = .black
  /// The horizontal alignment (default natural).
  open var textAlignment: NSTextAlignment = .natural
  /// The maximum number of lines, 0 for as many as fit (default 1).
  open var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The width at which a multi-line label wraps when it computes its intrinsic size, points
  /// (`preferredMaxLayoutWidth`, default 0: lines break only at newlines).
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// A label with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// A label with a zero frame (`init?(coder:)`; nothing is decoded, see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  /// The defaults both initializers set.
  private func setUp() {
    isUserInteractionEnabled = false
    clipsToBounds = true
  }

  /// The size of the text, points, measured by the window's ``UIWindow/textMeasurer``
  /// (`UILabel.intrinsicContentSize`): the widest line by the lines shown, rounded up to device
  /// pixels; zero without text. Lines wrap at ``preferredMaxLayoutWidth`` when it is set and
  /// the label has more than one line. No intrinsic size without a measurer.
  open override var intrinsicContentSize: CGSize {
    guard let window, let measurer = window.textMeasurer else { return super.intrinsicContentSize }
    guard let text, !text.isEmpty else { return .zero }
    let wraps = numberOfLines != 1 && preferredMaxLayoutWidth > 0
    let size = measurer.size(
      of: text, font: font, numberOfLines: numberOfLines,
      maxWidth: wraps ? preferredMaxLayoutWidth : nil)
    let scale = window.screenScale > 0 ? window.screenScale : 1
    return CGSize(
      width: (size.width * scale).rounded(.up) / scale,
      height: (size.height * scale).rounded(.up) / scale)
  }
}
