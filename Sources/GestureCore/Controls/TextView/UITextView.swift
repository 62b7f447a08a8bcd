import Foundation

/// A scrollable, editable view of styled text, UIKit's `UITextView` (a ``UIScrollView``).
///
/// The text is laid out in the ``textContainer``: the bounds' width less
/// ``textContainerInset`` (default 8 pt top and bottom, 0 at the sides), lines kept
/// ``NSTextContainer/lineFragmentPadding`` (5 pt) from both ends; it is drawn by the renderer's
/// text layout (the same as `UILabel`'s), from the top. The content size is the text's height
/// plus the insets, so a long text scrolls. With ``isScrollEnabled`` false the view sizes
/// itself for Auto Layout (``intrinsicContentSize``: the growing text view).
///
/// Editing as ``UITextField``'s (the same keyboard, caret blink and `typeText` step;
/// docs/text-input.md, docs/text.md): a tap makes an editable view the first responder, keys
/// replace the ``selectedRange`` (the insertion point, at the end after typing), return types
/// a line break, and the view scrolls to keep the caret in sight. Defaults: no font (drawn in
/// the 12-point system font, as UIKit's), ``UIColor/label`` text, editable and selectable.
open class UITextView: UIScrollView, UIContentSizeCategoryAdjusting {
  /// The text (`text`); setting it replaces the whole text, in the view's font, colour and
  /// alignment, puts the insertion point at the end and sends nothing to the delegate.
  open var text: String! {
    get { storage.string }
    set { replaceStorage(NSAttributedString(string: newValue ?? "", attributes: typingAttributes)) }
  }
  /// The styled text (`attributedText`); setting it replaces the whole text and the insertion
  /// point goes to the end. Attributes as ``UILabel/attributedText`` draws them.
  open var attributedText: NSAttributedString! {
    get { storage.runByRunCopy() }
    set { replaceStorage(newValue ?? NSAttributedString(string: "")) }
  }
  /// The font (`font`, default `nil`: the text is drawn in the 12-point system font). Setting
  /// it applies it to the whole text and to ``typingAttributes``.
  open var font: UIFont? {
    didSet { restyle(.font, font ?? UITextView.defaultFont) }
  }
  /// The text colour (`textColor`, default `nil`: ``UIColor/label``). Setting it applies it to
  /// the whole text and to ``typingAttributes``.
  open var textColor: UIColor? {
    didSet { restyle(.foregroundColor, textColor ?? UIColor.label) }
  }
  /// The alignment of every paragraph (`textAlignment`, default natural).
  open var textAlignment: NSTextAlignment = .natural {
    didSet {
      let style = NSMutableParagraphStyle()
      style.alignment = textAlignment
      restyle(.paragraphStyle, style)
    }
  }
  /// Whether the user can edit the text (`isEditable`, default true); a view that is not does
  /// not become the first responder. Setting it false ends editing.
  open var isEditable = true {
    didSet { if !isEditable, isFirstResponder { _ = endEditingForced() } }
  }
  /// Whether the user can select the text (`isSelectable`, default true). Stored: selection by
  /// touch is not modelled.
  open var isSelectable = true
  /// The space between the bounds and the text container, points (`textContainerInset`,
  /// default 8 top and bottom, 0 left and right, TextKit's).
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { textLayoutDidChange() }
  }
  /// The region the text is laid out in (`textContainer`).
  public let textContainer: NSTextContainer
  /// The attributes typed text takes (`typingAttributes`): the view's font (or the 12-point
  /// system font), colour and a paragraph style of its alignment, unless set.
  open var typingAttributes: [NSAttributedString.Key: Any] {
    get {
      var attributes = storedTypingAttributes
      if attributes[.font] == nil { attributes[.font] = font ?? UITextView.defaultFont }
      if attributes[.foregroundColor] == nil {
        attributes[.foregroundColor] = textColor ?? UIColor.label
      }
      if attributes[.paragraphStyle] == nil {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        attributes[.paragraphStyle] = style
      }
      return attributes
    }
    set { storedTypingAttributes = newValue }
  }
  /// The kinds of data turned into links (`dataDetectorTypes`, default none). Stored: nothing
  /// is detected.
  open var dataDetectorTypes: UIDataDetectorTypes = []
  /// Whether the user may style the text (`allowsEditingTextAttributes`). Stored.
  open var allowsEditingTextAttributes = false
  /// The selected range, UTF-16 offsets (`selectedRange`); empty, it is the insertion point,
  /// where the caret is drawn and typing goes. Clamped to the text.
  open var selectedRange: NSRange {
    get { storedSelection }
    set {
      let length = storage.length
      let location = max(0, min(newValue.location, length))
      storedSelection = NSRange(
        location: location, length: max(0, min(newValue.length, length - location)))
      setNeedsLayout()
    }
  }
  /// Whether the font follows the text size (`adjustsFontForContentSizeCategory`).
  open var adjustsFontForContentSizeCategory = false
  /// Whether the text view is the first responder, editing.
  public internal(set) var isEditing = false

  // Text input traits, as ``UITextField``'s.
  /// The keyboard asked for (`keyboardType`). Stored.
  open var keyboardType: UIKeyboardType = .default
  /// The return key's title (`returnKeyType`, default `.default`: "return").
  open var returnKeyType: UIReturnKeyType = .default {
    didSet { if isFirstResponder { window?.keyboard.refreshKeys() } }
  }
  /// Whether the return key is disabled while the view is empty
  /// (`enablesReturnKeyAutomatically`).
  open var enablesReturnKeyAutomatically = false
  /// When shift turns on by itself (`autocapitalizationType`, default `.sentences`).
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Autocorrection (`autocorrectionType`). Stored.
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// Spell checking (`spellCheckingType`). Stored.
  open var spellCheckingType: UITextSpellCheckingType = .default
  /// The keyboard's appearance (`keyboardAppearance`). Stored.
  open var keyboardAppearance: UIKeyboardAppearance = .default
  /// The kind of content (`textContentType`). Stored.
  open var textContentType: UITextContentType!

  /// The text and its attributes (TextKit's text storage).
  final var storage = NSMutableAttributedString(string: "")
  final var storedSelection = NSRange(location: 0, length: 0)
  final var storedTypingAttributes: [NSAttributedString.Key: Any] = [:]
  /// The drawn parts: the text and the caret.
  final let parts = TextViewParts()
  /// The caret's blink.
  final let caretBlink = CaretBlink()
  /// The width the intrinsic size was last measured for, points.
  final var measuredWidth: CGFloat?

  /// The font drawn where the text has none: the 12-point system font.
  static let defaultFont = UIFont.systemFont(ofSize: 12)

  /// A text view laying its text out in `textContainer` (a new one when `nil`)
  /// (`init(frame:textContainer:)`).
  public init(frame: CGRect, textContainer: NSTextContainer?) {
    self.textContainer = textContainer ?? NSTextContainer()
    super.init(frame: frame)
    setUp()
  }

  /// A text view with the given frame (`init(frame:)`).
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, textContainer: nil)
  }

  /// A text view with a zero frame (`init?(coder:)`; nothing is decoded, see
  /// ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    textContainer = NSTextContainer()
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    textContainer.owner = self
    parts.install(in: self)
  }

  /// Whether there is any text (`hasText`).
  open var hasText: Bool { storage.length > 0 }

  /// An editable text view takes focus.
  open override var canBecomeFirstResponder: Bool { isEditable }

  /// The text or its layout changed: lay the parts out again and measure anew.
  func textLayoutDidChange() {
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  private func replaceStorage(_ string: NSAttributedString) {
    storage = string.runByRunCopy()
    storedSelection = NSRange(location: storage.length, length: 0)
    textLayoutDidChange()
  }

  /// Sets `key` to `value` over the whole text and in the typing attributes.
  private func restyle(_ key: NSAttributedString.Key, _ value: Any) {
    storedTypingAttributes[key] = value
    if storage.length > 0 {
      storage.addAttribute(key, value: value, range: NSRange(location: 0, length: storage.length))
    }
    textLayoutDidChange()
  }

  /// A lift on an editable text view makes it the first responder (UIKit puts the insertion
  /// point where the finger lifted; here it stays where it was: at the end after setting the
  /// text).
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if isEditable, !isFirstResponder { becomeFirstResponder() }
  }

  /// Begins editing (`becomeFirstResponder()`): asks the delegate's
  /// `textViewShouldBeginEditing(_:)` (false refuses), takes the first responder, then sends
  /// `textViewDidBeginEditing(_:)` and `textDidBeginEditingNotification`; the keyboard comes
  /// up after them. False in no window, not editable, or refused.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard let window, canBecomeFirstResponder else { return false }
    return window.changingFirstResponder {
      guard textViewDelegate?.textViewShouldBeginEditing(self) ?? true,
        window.makeFirstResponder(self)
      else { return false }
      isEditing = true
      restartCaretBlink()
      setNeedsLayout()
      textViewDelegate?.textViewDidBeginEditing(self)
      window.scheduler.postNotification(UITextView.textDidBeginEditingNotification, object: self)
      return true
    }
  }

  /// Ends editing (`resignFirstResponder()`): asks `textViewShouldEndEditing(_:)` (false keeps
  /// editing and returns false), then sends `textViewDidEndEditing(_:)` and
  /// `textDidEndEditingNotification`. True when it was not the first responder.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
    return endEditingForced()
  }

  /// A text view leaving its window while editing ends editing, forced.
  open override func willMove(toWindow newWindow: UIWindow?) {
    super.willMove(toWindow: newWindow)
    if newWindow !== window, isEditing, let window, window.firstResponder === self {
      _ = endEditingForced()
    }
  }

  /// Inserts `text` at the insertion point, replacing the selection (`insertText(_:)`), and
  /// sends `textViewDidChangeSelection(_:)`, `textViewDidChange(_:)` and
  /// `textDidChangeNotification`, as typing does, without asking the delegate.
  open func insertText(_ text: String) {
    replace(selectedRange, with: text)
  }

  /// Deletes the selection, or the character before the insertion point
  /// (`deleteBackward()`), without asking the delegate; nothing at the start.
  open func deleteBackward() {
    guard let range = rangeDeletedBackward else { return }
    replace(range, with: "")
  }

  /// Scrolling is on (`isScrollEnabled`, default true); off, the text view has an intrinsic
  /// size for Auto Layout (the growing text view).
  open override var isScrollEnabled: Bool {
    didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// With scrolling off, the size the text needs (`intrinsicContentSize`): the width it is laid
  /// out at (the width layout last gave it, else its bounds', else the text's natural width
  /// plus padding and insets) by the text's height (an empty text: one line) plus the top and
  /// bottom ``textContainerInset``, rounded up to device pixels. So a 17 pt text of n lines is
  /// n line heights + 16 pt high. With scrolling on, none (`noIntrinsicMetric`), as a scroll
  /// view.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled, TextViewParts.measuring(for: self) != nil else {
      return super.intrinsicContentSize
    }
    let width = measuredWidth ?? (bounds.width > 0 ? bounds.width : nil)
    return TextViewParts.fittingSize(of: self, width: width)
  }

  /// The size the text needs within `size` (`sizeThatFits(_:)`): `size.width` (the text's
  /// natural width with padding and insets when it is 0 or unbounded) by the text's height at
  /// that width plus the top and bottom insets; the height is not limited.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let bounded = size.width > 0 && size.width < .greatestFiniteMagnitude && size.width.isFinite
    return TextViewParts.fittingSize(of: self, width: bounded ? size.width : nil)
  }

  /// Takes the width layout solved for the view, as a label does
  /// (``UILabel/followLaidOutWidth(_:)``); returns whether the intrinsic size changed.
  package func followLaidOutWidth(_ width: CGFloat) -> Bool {
    guard !isScrollEnabled, width > 0, measuredWidth != width else { return false }
    let before = intrinsicContentSize
    measuredWidth = width
    guard intrinsicContentSize != before else { return false }
    invalidateIntrinsicContentSize()
    return true
  }

  /// ``intrinsicContentSize`` as it would be measured at `width`, the view left as it is (see
  /// ``UILabel/intrinsicContentSize(wrappingAt:)``).
  package func intrinsicContentSize(wrappingAt width: CGFloat) -> CGSize {
    guard !isScrollEnabled else { return intrinsicContentSize }
    let kept = measuredWidth
    measuredWidth = width
    defer { measuredWidth = kept }
    return intrinsicContentSize
  }

  /// Lays the text and caret out and updates the content size and scroll position.
  open override func layoutSubviews() {
    super.layoutSubviews()
    parts.update(for: self)
  }
}
