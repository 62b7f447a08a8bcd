import Foundation

/// A control that shows one line of editable text, UIKit's `UITextField`.
///
/// - Defaults (Apple, `UITextField`): empty ``text`` (never `nil` when read), the system font
///   at 17 pt, ``UIColor/label`` text, natural alignment, no border, no clear button; a
///   placeholder drawn in ``UIColor/placeholderText``.
/// - Focus: a tap that lifts inside the field, or ``becomeFirstResponder()``, makes it the
///   window's first responder after asking the delegate; the software keyboard then slides up
///   and a caret blinks at the end of the text (``caretBlinkInterval``). Typing reaches it
///   through the keyboard (the scenario's `typeText` step), one key at a time, with the
///   delegate's and the control's calls of UIKit in UIKit's order
///   (``UITextFieldDelegate``; docs/text-input.md).
/// - Drawing: the border (``borderStyle``), then the text (or the placeholder while the text
///   is empty) in ``textRect(forBounds:)`` (``editingRect(forBounds:)`` while editing), the
///   overlay views and the clear button, then the caret. While editing, text wider than its
///   rectangle scrolls so that its end and the caret show; otherwise it is cut with "…". With
///   ``isSecureTextEntry`` every character is drawn as a bullet (U+2022).
/// - The parts are private subviews, as UIKit's are, which take no touches.
open class UITextField: UIControl, UIKeyInput, UIContentSizeCategoryAdjusting {
  /// The text (`text`): "" when empty, never `nil` when read; setting `nil` empties it.
  /// Setting it from code sends no event and no notification, as in UIKit.
  open var text: String? {
    get { storedText }
    set {
      let new = newValue ?? ""
      guard new != storedText else { return }
      let old = storedText
      storedText = new
      textDidChangeDisplay()
      didChangeValue(forKey: "text", from: old, to: new)
    }
  }
  /// The text with attributes (`attributedText`): setting it sets ``text`` to its string and
  /// ``font`` and ``textColor`` to its first run's `.font` and `.foregroundColor` (those it
  /// has), as ``attributedPlaceholder`` is drawn; attributes that change along the string are
  /// not drawn. Read back, the text in the field's font and colour.
  open var attributedText: NSAttributedString? {
    get {
      NSAttributedString(
        string: storedText, attributes: [.font: storedFont, .foregroundColor: storedTextColor])
    }
    set {
      let string = newValue ?? NSAttributedString(string: "")
      if string.length > 0 {
        let first = string.attributes(at: 0, effectiveRange: nil)
        if let font = first[.font] as? UIFont { self.font = font }
        if let color = first[.foregroundColor] as? UIColor { textColor = color }
      }
      text = string.string
    }
  }
  /// Whether the font follows the text size (`adjustsFontForContentSizeCategory`, default
  /// false): when the screen's content size category changes, a font from
  /// ``UIFont/preferredFont(forTextStyle:)`` or ``UIFontMetrics/scaledFont(for:)`` is replaced
  /// by the same style's font at the new size, as a label's is
  /// (``UIContentSizeCategoryAdjusting``).
  open var adjustsFontForContentSizeCategory = false
  /// The text shown in ``placeholderColor`` while the field is empty (`placeholder`, default
  /// `nil`).
  open var placeholder: String? {
    get { storedAttributedPlaceholder?.string ?? storedPlaceholder }
    set {
      storedPlaceholder = newValue
      storedAttributedPlaceholder = nil
      textDidChangeDisplay()
    }
  }
  /// The placeholder with attributes (`attributedPlaceholder`): the first run's
  /// `.foregroundColor` and `.font` are drawn (attributes that change along the string are
  /// not); read back without one set, the placeholder in ``UIColor/placeholderText``.
  open var attributedPlaceholder: NSAttributedString? {
    get {
      if let storedAttributedPlaceholder { return storedAttributedPlaceholder }
      return storedPlaceholder.map {
        NSAttributedString(string: $0, attributes: [.foregroundColor: UIColor.placeholderText])
      }
    }
    set {
      storedAttributedPlaceholder = newValue
      storedPlaceholder = newValue?.string
      textDidChangeDisplay()
    }
  }
  /// The font (`font`, default the system font at 17 pt); `nil` restores the default.
  open var font: UIFont? {
    get { storedFont }
    set {
      if noteAppearance(
        .property("font"), newValue, { (target: UITextField, value) in target.font = value })
      {
        return
      }
      storedFont = newValue ?? UITextField.defaultFont
      textDidChangeDisplay()
    }
  }
  /// The text's colour (`textColor`, default ``UIColor/label``); `nil` restores the default.
  open var textColor: UIColor? {
    get { storedTextColor }
    set {
      if noteAppearance(
        .property("textColor"), newValue,
        { (target: UITextField, value) in target.textColor = value })
      {
        return
      }
      storedTextColor = newValue ?? .label
      setNeedsLayout()
    }
  }
  /// The horizontal alignment of the text and placeholder (`textAlignment`, default natural:
  /// left, or right when the field lays out right to left).
  open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsLayout() } }
  /// How the border is drawn (`borderStyle`, default `.none`).
  open var borderStyle: BorderStyle = .none { didSet { textDidChangeDisplay() } }
  /// When the clear button shows (`clearButtonMode`, default `.never`); it shows only while
  /// there is text. A tap on it asks ``UITextFieldDelegate/textFieldShouldClear(_:)`` and
  /// empties the field, with `editingChanged` and `textDidChangeNotification`.
  open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
  /// A view at the left end, inside the border (`leftView`), shown by ``leftViewMode``, at
  /// ``leftViewRect(forBounds:)``.
  open var leftView: UIView? {
    didSet {
      if oldValue !== leftView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
      textDidChangeDisplay()
    }
  }
  /// When ``leftView`` shows (`leftViewMode`, default `.never`).
  open var leftViewMode: ViewMode = .never { didSet { textDidChangeDisplay() } }
  /// A view at the right end (`rightView`), shown by ``rightViewMode``.
  open var rightView: UIView? {
    didSet {
      if oldValue !== rightView, oldValue?.superview === self {
        oldValue?.removeFromSuperview()
      }
      textDidChangeDisplay()
    }
  }
  /// When ``rightView`` shows (`rightViewMode`, default `.never`).
  open var rightViewMode: ViewMode = .never { didSet { textDidChangeDisplay() } }
  /// Whether the text is drawn as bullets, one per character (`isSecureTextEntry`, default
  /// false). iOS shows the last typed character for a moment; here every character is a
  /// bullet at once.
  open var isSecureTextEntry = false { didSet { textDidChangeDisplay() } }
  /// Whether beginning editing empties the field (`clearsOnBeginEditing`, default false).
  open var clearsOnBeginEditing = false
  /// The keyboard asked for (`keyboardType`, default `.default`). Stored: the letter layout is
  /// drawn for every type.
  open var keyboardType: UIKeyboardType = .default
  /// The return key's title (`returnKeyType`, default `.default`, "return"), drawn on the
  /// keyboard.
  open var returnKeyType: UIReturnKeyType = .default { didSet { keyboardTraitsDidChange() } }
  /// Whether the return key is disabled while the field is empty
  /// (`enablesReturnKeyAutomatically`, default false); the keyboard draws it grey then, and
  /// the return key does nothing.
  open var enablesReturnKeyAutomatically = false { didSet { keyboardTraitsDidChange() } }
  /// When shift turns on by itself (`autocapitalizationType`, default `.sentences`); the
  /// keyboard shows capitals by it.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences {
    didSet { keyboardTraitsDidChange() }
  }
  /// Autocorrection (`autocorrectionType`, default `.default`). Stored only: nothing is
  /// corrected.
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// Spell checking (`spellCheckingType`, default `.default`). Stored only.
  open var spellCheckingType: UITextSpellCheckingType = .default
  /// The keyboard's appearance (`keyboardAppearance`). Stored only: the keyboard follows the
  /// screen's appearance.
  open var keyboardAppearance: UIKeyboardAppearance = .default
  /// What the field holds, for AutoFill (`textContentType`, default `nil`). Stored only: no
  /// AutoFill bar is drawn.
  open var textContentType: UITextContentType!
  /// The field's delegate (`delegate`), held weakly.
  open weak var delegate: (any UITextFieldDelegate)?
  /// Whether the field is being edited: it is the first responder (`isEditing`).
  public internal(set) var isEditing = false

  /// The text, never `nil`.
  var storedText = ""
  private var storedPlaceholder: String?
  private var storedAttributedPlaceholder: NSAttributedString?
  private var storedFont: UIFont = UITextField.defaultFont
  private var storedTextColor: UIColor = .label
  /// The drawn parts (UITextField+Parts.swift).
  final let parts = TextFieldParts()
  /// The caret's blink.
  final let caretBlink = CaretBlink()

  /// The default font: the system font at 17 pt.
  static let defaultFont = UIFont.systemFont(ofSize: 17)
  /// How long the caret stays on, then off, while the field is idle, seconds: a blink every
  /// second (working value from recordings of iOS 17; Apple gives none). Typing keeps it on
  /// and restarts the count.
  package static let caretBlinkInterval = CaretBlink.interval

  /// A text field with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    parts.install(in: self)
  }

  /// A text field with a zero frame (`init?(coder:)`; nothing is decoded, see
  /// ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    parts.install(in: self)
  }

  /// Marks the parts and the intrinsic size as changed.
  func textDidChangeDisplay() {
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// Whether there is any text (`hasText`).
  open var hasText: Bool { !storedText.isEmpty }

  /// A text field takes focus while enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// A lift inside the field makes it the first responder, or, on the clear button, empties
  /// the field.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard isTouchInside, let touch else { return }
    let point = touch.location(in: self)
    if clearButtonIsVisible,
      clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6)
        .contains(point)
    {
      clearFromButton()
      return
    }
    if !isFirstResponder { becomeFirstResponder() }
  }

  /// The size of the text (or the placeholder) with the border's padding and the overlay
  /// views, points (`intrinsicContentSize`): with `.roundedRect` the height is the font's
  /// line height + 14 pt rounded up to whole points, 34 pt at 17 pt, Interface Builder's
  /// height for a rounded-rect field; other styles take the line height rounded up to device
  /// pixels, + 4 pt for `.line` and `.bezel`.
  open override var intrinsicContentSize: CGSize {
    let font = storedFont
    let scale = window?.screenScale ?? SimulationContext.screen?.scale ?? 2
    let height: CGFloat
    switch borderStyle {
    case .roundedRect: height = (font.lineHeight + 14).rounded(.up)
    case .line, .bezel: height = (font.lineHeight * scale).rounded(.up) / scale + 4
    case .none: height = (font.lineHeight * scale).rounded(.up) / scale
    }
    var width = TextFieldParts.measuredWidth(
      of: storedText.isEmpty ? (placeholder ?? "") : displayText, font: font, in: self)
    width += 2 * horizontalPadding
    if leftViewMode != .never, let leftView { width += overlaySize(of: leftView).width }
    if rightViewMode != .never, let rightView { width += overlaySize(of: rightView).width }
    return CGSize(width: width, height: height)
  }

  /// The text as drawn: bullets with ``isSecureTextEntry``.
  var displayText: String {
    isSecureTextEntry ? String(repeating: "\u{2022}", count: storedText.count) : storedText
  }

  // MARK: Rectangles (overridable; helpers in UITextField+Layout.swift)

  /// The rectangle the border is drawn in (`borderRect(forBounds:)`): the bounds.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// The rectangle the text is drawn in while the field is not being edited
  /// (`textRect(forBounds:)`): the bounds less ``horizontalPadding`` on each side and less the
  /// overlay views and clear button that show when not editing; the full height (the text is
  /// centred vertically in it). A 200 × 34 pt `.roundedRect` field gives (7, 0, 186, 34).
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    contentRect(forBounds: bounds, editing: false)
  }

  /// The rectangle the text is drawn in while editing (`editingRect(forBounds:)`): as
  /// ``textRect(forBounds:)``, with the overlays that show while editing.
  open func editingRect(forBounds bounds: CGRect) -> CGRect {
    contentRect(forBounds: bounds, editing: true)
  }

  /// The rectangle the placeholder is drawn in (`placeholderRect(forBounds:)`):
  /// ``editingRect(forBounds:)`` while editing, else ``textRect(forBounds:)``, so a subclass
  /// that insets those insets the placeholder too.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
    isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
  }

  /// The clear button's rectangle (`clearButtonRect(forBounds:)`): a 19 pt square centred
  /// vertically, ``horizontalPadding`` from the right end, left of a right view that shows.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    var right = bounds.maxX - horizontalPadding
    if rightView != nil, shows(rightViewMode, editing: isEditing) {
      right = min(right, rightViewRect(forBounds: bounds).minX)
    }
    let side = UITextField.clearButtonSide
    return CGRect(x: right - side, y: bounds.midY - side / 2, width: side, height: side)
  }

  /// The left view's rectangle (`leftViewRect(forBounds:)`): its size at the left edge,
  /// centred vertically; zero without a left view.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    guard let leftView else { return .zero }
    let size = overlaySize(of: leftView)
    return CGRect(
      x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// The right view's rectangle (`rightViewRect(forBounds:)`): its size at the right edge,
  /// centred vertically; zero without a right view.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    guard let rightView else { return .zero }
    let size = overlaySize(of: rightView)
    return CGRect(
      x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  /// Places the parts for the current text, state and rectangles.
  open override func layoutSubviews() {
    super.layoutSubviews()
    parts.update(for: self)
  }

  // MARK: Editing (helpers in UITextField+Editing.swift)

  /// Begins editing (`becomeFirstResponder()`): asks the delegate's
  /// `textFieldShouldBeginEditing(_:)` (false refuses), takes the first responder from the
  /// current one, empties the text with ``clearsOnBeginEditing``, then sends
  /// `textFieldDidBeginEditing(_:)`, `editingDidBegin` and `textDidBeginEditingNotification`;
  /// the keyboard comes up after them. False in no window, disabled, or refused.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard let window, canBecomeFirstResponder else { return false }
    return window.changingFirstResponder {
      guard delegate?.textFieldShouldBeginEditing(self) ?? true,
        window.makeFirstResponder(self)
      else { return false }
      isEditing = true
      if clearsOnBeginEditing, hasText { text = "" }
      restartCaretBlink()
      setNeedsLayout()
      delegate?.textFieldDidBeginEditing(self)
      sendActions(for: .editingDidBegin, event: nil)
      window.scheduler.postNotification(UITextField.textDidBeginEditingNotification, object: self)
      return true
    }
  }

  /// Ends editing (`resignFirstResponder()`): asks the delegate's
  /// `textFieldShouldEndEditing(_:)` (false keeps the field editing and returns false), then
  /// sends `textFieldDidEndEditing(_:reason:)`, `editingDidEnd` and
  /// `textDidEndEditingNotification`; the keyboard goes down after them unless another field
  /// took over. True when the field was not the first responder.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
    return endEditingForced()
  }

  /// A field that leaves its window while editing ends editing, forced, as UIKit's does.
  open override func willMove(toWindow newWindow: UIWindow?) {
    super.willMove(toWindow: newWindow)
    if newWindow !== window, isEditing, let window, window.firstResponder === self {
      _ = endEditingForced()
    }
  }

  /// Inserts `text` at the end, the insertion point (`insertText(_:)`), and sends
  /// `editingChanged` and `textDidChangeNotification`, as typing does; code that calls it is
  /// not asked about by the delegate, as on iOS.
  open func insertText(_ text: String) {
    replaceEnd(deleting: 0, with: text)
  }

  /// Deletes the character before the insertion point (`deleteBackward()`), as the delete key
  /// does but without asking the delegate; nothing when empty.
  open func deleteBackward() {
    guard let last = storedText.last else { return }
    replaceEnd(deleting: String(last).utf16.count, with: "")
  }
}
