import Foundation

/// A view that draws one or more lines of text, UIKit's `UILabel`.
///
/// Defaults follow UIKit: `isUserInteractionEnabled` false, `clipsToBounds` true, 17 pt system
/// font, black text, natural alignment, one line; the text is vertically centered in the
/// bounds.
open class Label: View {
  /// The text drawn, or `nil` for none.
  open var text: String?
  /// The font (default: system, 17 pt).
  open var font = FontDescriptor(size: 17)
  /// The text colour (default black).
  open var textColor: Color = .black
  /// The horizontal alignment (default natural).
  open var textAlignment: TextAlignment = .natural
  /// The maximum number of lines, 0 for as many as fit (default 1).
  open var numberOfLines = 1

  /// A label with the given frame.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    clipsToBounds = true
  }
}
