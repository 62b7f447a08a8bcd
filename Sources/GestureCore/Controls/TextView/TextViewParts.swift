import Foundation

/// The private subviews a ``UITextView`` draws itself with: a label holding the styled text,
/// laid out at the text container's width, and the caret. Neither takes touches. Also the
/// text view's measuring: its text's size and the caret's place, through the renderer's text
/// layout.
@MainActor
final class TextViewParts {
  /// The text.
  let textLabel = UILabel(frame: .zero)
  /// The caret, 2 pt wide, in the view's tint colour, as tall as its line.
  let caret = ControlPartView("caret", color: nil, cornerRadius: 1)

  /// Adds the parts to `view`, the text below the caret.
  func install(in view: UITextView) {
    textLabel.numberOfLines = 0
    caret.isHidden = true
    view.addSubview(textLabel)
    view.addSubview(caret)
  }

  /// The measurer and screen scale `view` measures with: its window's, else the scene's being
  /// built or run.
  static func measuring(for view: UIView) -> (measurer: any TextMeasuring, scale: CGFloat)? {
    if let window = view.window {
      return window.textMeasurer.map { ($0, window.screenScale > 0 ? window.screenScale : 1) }
    }
    return SimulationContext.textMeasurer.map {
      ($0.measurer, $0.screenScale > 0 ? $0.screenScale : 1)
    }
  }

  /// The width lines wrap at for a text view `width` points wide: less the insets' sides and
  /// the line fragment padding at both ends, points.
  static func lineWidth(of view: UITextView, width: CGFloat) -> CGFloat {
    let inset = view.textContainerInset
    return max(
      0, width - inset.left - inset.right - 2 * view.textContainer.lineFragmentPadding)
  }

  /// The text as drawn, for measuring (colours resolved for the view's traits).
  static func rich(of view: UITextView) -> DisplayRichText {
    DisplayRichText(
      view.storage,
      defaults: TextDefaults(
        font: view.font ?? UITextView.defaultFont, color: view.textColor ?? .label,
        paragraphStyle: nil), traits: view.traitCollection)
  }

  /// The height of one empty line in the typing font, points: the caret's and an empty text
  /// view's.
  static func emptyLineHeight(of view: UITextView) -> CGFloat {
    let font = (view.typingAttributes[.font] as? UIFont) ?? UITextView.defaultFont
    guard let (measurer, _) = measuring(for: view) else { return font.lineHeight }
    return measurer.size(of: "X", font: font.displayFont, numberOfLines: 1, maxWidth: nil)
      .height
  }

  /// The size of the text wrapped at `lineWidth` (or only at newlines when `nil`), limited to
  /// the container's maximum number of lines, rounded up to device pixels: an empty text is
  /// one empty line high (and zero wide). Zero height without a measurer.
  static func textSize(of view: UITextView, lineWidth: CGFloat?) -> CGSize {
    guard let (measurer, scale) = measuring(for: view) else { return .zero }
    let size: CGSize
    if view.storage.length == 0 {
      size = CGSize(width: 0, height: emptyLineHeight(of: view))
    } else {
      let rich = rich(of: view)
      size = measurer.measure(
        view.storage.string, rich: rich, font: rich.runs.first?.font ?? UITextView.defaultFont
          .displayFont,
        numberOfLines: view.textContainer.maximumNumberOfLines, maxWidth: lineWidth)
    }
    return CGSize(
      width: (size.width * scale).rounded(.up) / scale,
      height: (size.height * scale).rounded(.up) / scale)
  }

  /// The size the text view needs for a width of `width` points (or the text's natural
  /// width when `nil`): that width (or the text's plus padding and insets) by the text's
  /// height plus the top and bottom insets.
  static func fittingSize(of view: UITextView, width: CGFloat?) -> CGSize {
    let inset = view.textContainerInset
    let padding = 2 * view.textContainer.lineFragmentPadding
    let text = textSize(of: view, lineWidth: width.map { lineWidth(of: view, width: $0) })
    return CGSize(
      width: width ?? (text.width + padding + inset.left + inset.right),
      height: text.height + inset.top + inset.bottom)
  }

  /// The caret's rectangle before UTF-16 offset `location`, in the view's content
  /// coordinates (insets and padding included); 2 pt wide.
  func caretRect(for view: UITextView, at location: Int) -> CGRect {
    let inset = view.textContainerInset
    let padding = view.textContainer.lineFragmentPadding
    let width = TextViewParts.lineWidth(of: view, width: view.bounds.width)
    var rect = CGRect(
      x: 0, y: 0, width: 0, height: TextViewParts.emptyLineHeight(of: view))
    if view.storage.length > 0, let (measurer, _) = TextViewParts.measuring(for: view),
      let locator = measurer as? any TextCaretLocating
    {
      let string = view.storage.string
      let prefix = String(decoding: Array(string.utf16.prefix(location)), as: UTF16.self)
      rect = locator.caretRect(
        in: string, rich: TextViewParts.rich(of: view), maxWidth: width,
        byteIndex: prefix.utf8.count)
    } else if view.textAlignment == .center {
      rect.origin.x = width / 2
    } else if view.textAlignment == .right {
      rect.origin.x = width
    }
    return CGRect(
      x: inset.left + padding + min(rect.minX, max(0, width - 1)), y: inset.top + rect.minY,
      width: 2, height: rect.height)
  }

  /// Scrolls `view` the least that shows `rect` (content coordinates) with the insets around
  /// it, vertically; nothing when scrolling is off.
  func scroll(_ view: UITextView, toShow rect: CGRect) {
    guard view.isScrollEnabled else { return }
    let inset = view.textContainerInset
    var offset = view.contentOffset
    let height = view.bounds.height - view.adjustedContentInset.bottom
    if rect.maxY + inset.bottom > offset.y + height {
      offset.y = rect.maxY + inset.bottom - height
    } else if rect.minY - inset.top < offset.y {
      offset.y = max(-view.adjustedContentInset.top, rect.minY - inset.top)
    }
    if offset != view.contentOffset { view.setContentOffset(offset, animated: false) }
  }

  /// Places the text and the caret for `view`'s text, bounds and state, and sets its content
  /// size.
  func update(for view: UITextView) {
    let inset = view.textContainerInset
    let padding = view.textContainer.lineFragmentPadding
    let width = TextViewParts.lineWidth(of: view, width: view.bounds.width)
    if view.textContainer.widthTracksTextView {
      view.textContainer.size.width = width + 2 * padding
    }
    let size = TextViewParts.textSize(of: view, lineWidth: width)
    textLabel.attributedText = view.storage
    textLabel.numberOfLines = view.textContainer.maximumNumberOfLines
    textLabel.lineBreakMode = view.textContainer.lineBreakMode
    textLabel.isHidden = view.storage.length == 0
    textLabel.frame = CGRect(x: inset.left + padding, y: inset.top, width: width, height: size.height)
    let contentSize = CGSize(
      width: view.bounds.width, height: size.height + inset.top + inset.bottom)
    if view.contentSize != contentSize { view.contentSize = contentSize }

    caret.backgroundColor = view.tintColor
    caret.frame = caretRect(for: view, at: view.selectedRange.location)
    caret.isHidden = !(view.isEditing && view.caretBlink.isOn)
  }
}
