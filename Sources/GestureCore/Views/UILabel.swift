import Foundation

/// A view that draws one or more lines of text, UIKit's `UILabel`.
///
/// Defaults follow UIKit: `isUserInteractionEnabled` false, `clipsToBounds` true, 17 pt system
/// font, ``UIColor/label`` text (black in the light appearance), natural alignment, one line;
/// the text is vertically centered in the bounds.
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
  /// The text drawn, or `nil` for none.
  /// Setting it drops the attributes of ``attributedText``: the new string is drawn in the
  /// label's ``font``, ``textColor`` and other style properties (Apple, `text`).
  open var text: String? {
    didSet {
      if !isSyncingAttributedText { storedAttributedText = nil }
      displayDidChange()
      if text != oldValue { textDidChange() }
      didChangeValue(forKey: "text", from: oldValue, to: text)
    }
  }
  /// The styled text drawn (`attributedText`), or `nil` for none. Setting it sets ``text`` to
  /// its string and the style properties to the attributes of its first character; the label
  /// keeps a copy. Reading it without one set gives ``text`` with the label's font, colour,
  /// paragraph style (alignment, line break mode) and shadow, as UIKit builds it.
  ///
  /// Drawn attributes: font, foregroundColor, backgroundColor, paragraphStyle (see
  /// ``NSParagraphStyle``; the first character's style applies to all the text), kern,
  /// underlineStyle/underlineColor, strikethroughStyle/strikethroughColor, baselineOffset,
  /// shadow (one, the first shadowed run's, for the whole text, blurred by its
  /// `shadowBlurRadius`), link (the link colour, underlined, not interactive) and attachment
  /// (``NSTextAttachment``: an inline image). Others are kept but not drawn.
  open var attributedText: NSAttributedString? {
    get { attributedTextValue }
    set { setAttributedTextValue(newValue) }
  }
  /// The font (`font`, default: the system font at 17 points). Setting `nil` restores the
  /// default, as in UIKit.
  open var font: UIFont! {
    get { storedFont }
    set {
      if noteAppearance(
        .property("font"), newValue, { (target: UILabel, value) in target.font = value })
      {
        return
      }
      let font = newValue ?? UILabel.defaultFont
      restyleAttributedText { $0.addAttribute(.font, value: font, range: $1) }
      if font != storedFont {
        let old = storedFont
        storedFont = font
        displayDidChange()
        textDidChange()
        didChangeValue(forKey: "font", from: old, to: font)
      }
    }
  }
  /// The text colour (`textColor`, default ``UIColor/label``). Setting `nil` restores the
  /// default.
  open var textColor: UIColor! {
    get { storedTextColor }
    set {
      if noteAppearance(
        .property("textColor"), newValue, { (target: UILabel, value) in target.textColor = value })
      {
        return
      }
      storedTextColor = newValue ?? .label
      let color = storedTextColor
      restyleAttributedText { $0.addAttribute(.foregroundColor, value: color, range: $1) }
      displayDidChange()
    }
  }
  /// The horizontal alignment (default natural: left, or right when the label lays out right to
  /// left, ``UIView/effectiveUserInterfaceLayoutDirection``; rich text's paragraph alignments
  /// are drawn as given).
  open var textAlignment: NSTextAlignment = .natural {
    didSet {
      let alignment = textAlignment
      restyleParagraphs { $0.alignment = alignment }
      displayDidChange()
    }
  }
  /// The maximum number of lines, 0 for as many as fit (default 1).
  open var numberOfLines = 1 {
    didSet {
      displayDidChange()
      if numberOfLines != oldValue { invalidateIntrinsicContentSize() }
    }
  }
  /// How lines break and where text that does not fit is cut (`lineBreakMode`, default
  /// ``NSLineBreakMode/byTruncatingTail``). Drawn by the renderer's text layout (Pango): the
  /// truncating modes put "…" at the start, middle or end of the last line shown; word wrapping
  /// and clipping cut without a mark; character wrapping breaks lines between any two
  /// characters. The label's measured size (``intrinsicContentSize``, ``sizeThatFits(_:)``)
  /// wraps at words in every mode (working assumption for character wrapping, whose lines can
  /// be fuller).
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
    didSet {
      let mode = lineBreakMode
      restyleParagraphs { $0.lineBreakMode = mode }
      if lineBreakMode != oldValue { displayDidChange() }
    }
  }
  /// Whether a one-line label draws its text smaller when it is wider than the bounds
  /// (`adjustsFontSizeToFitWidth`, default false), down to ``minimumScaleFactor`` of the font's
  /// size (``fittingFont(width:)``); what still does not fit is cut by ``lineBreakMode``. The
  /// measured size (``intrinsicContentSize``) stays the full font's. Labels of more lines are
  /// not shrunk (not modelled).
  open var adjustsFontSizeToFitWidth = false {
    didSet { if adjustsFontSizeToFitWidth != oldValue { displayDidChange() } }
  }
  /// The smallest fraction of the font's size ``adjustsFontSizeToFitWidth`` may shrink to
  /// (`minimumScaleFactor`, default 0: Apple, "If you specify 0 for this property, the current
  /// font size is used as the smallest font size", so nothing shrinks).
  open var minimumScaleFactor: CGFloat = 0 {
    didSet { if minimumScaleFactor != oldValue { displayDidChange() } }
  }
  /// The colour of the text's shadow (`shadowColor`, default `nil`: none): the text drawn once
  /// more, offset by ``shadowOffset``, under itself, without blur.
  open var shadowColor: UIColor? {
    didSet {
      restyleShadow()
      displayDidChange()
    }
  }
  /// How far the text's shadow is offset, points (`shadowOffset`, default (0, −1), a shadow
  /// one point above the text, as UIKit's default).
  open var shadowOffset = CGSize(width: 0, height: -1) {
    didSet {
      restyleShadow()
      if shadowOffset != oldValue { displayDidChange() }
    }
  }
  /// The width at which a multi-line label wraps when it computes its intrinsic size, points
  /// (`preferredMaxLayoutWidth`). The default, 0, is Interface Builder's "Automatic" (iOS 8
  /// and later): a multi-line label placed by constraints wraps at the width layout gave it
  /// (see ``automaticWrapWidth``); a label that translates its frame breaks lines only at
  /// newlines.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// Whether the font follows the text size (`adjustsFontForContentSizeCategory`, default
  /// false): when the screen's content size category changes, a font from
  /// ``UIFont/preferredFont(forTextStyle:)`` or ``UIFontMetrics/scaledFont(for:)`` is replaced by
  /// the same style's font at the new size (``UIContentSizeCategoryAdjusting``).
  open var adjustsFontForContentSizeCategory = false

  /// The width the last layout pass solved for the label, points, which a multi-line label
  /// placed by constraints with ``preferredMaxLayoutWidth`` 0 wraps at; `nil` before its first
  /// pass. Set by the window's layout engine (``followLaidOutWidth(_:)``).
  package private(set) var automaticWrapWidth: CGFloat?

  /// The attributed string set through ``attributedText``, `nil` when the label draws plain
  /// ``text``.
  final var storedAttributedText: NSAttributedString?
  /// Whether ``attributedText`` is setting the plain properties from its string, which must
  /// then not restyle it.
  final var isSyncingAttributedText = false
  var storedFont: UIFont = UILabel.defaultFont
  /// The font size a `graphics.unsupported` warning was last recorded for (too large to draw,
  /// or not finite: ``DisplayListBuilder/drawable(_:of:in:)``), so that it is said once.
  final var warnedFontSize: Double?
  var storedTextColor: UIColor = .label
  private static let defaultFont = UIFont.systemFont(ofSize: 17)

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
  /// pixels; zero without text. A label of more than one line wraps at
  /// ``preferredMaxLayoutWidth`` when it is set, else (placed by constraints) at
  /// ``automaticWrapWidth``, the width layout gave it. A label in no window measures with the
  /// measurer of the scene being built or run (``SimulationContext/textMeasurer``). No
  /// intrinsic size without a measurer.
  open override var intrinsicContentSize: CGSize {
    guard canMeasureText else { return super.intrinsicContentSize }
    return textRect(
      forBounds: Self.unbounded(width: wrapWidth), limitedToNumberOfLines: numberOfLines
    )
    .size
  }

  /// A rectangle at the origin `width` points wide (unbounded when `nil`) and of unbounded
  /// height, for ``textRect(forBounds:limitedToNumberOfLines:)``.
  private static func unbounded(width: CGFloat?) -> CGRect {
    CGRect(
      x: 0, y: 0, width: width ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
  }

  /// The width ``intrinsicContentSize`` wraps at, points, or `nil` for newlines only.
  private var wrapWidth: CGFloat? {
    guard numberOfLines != 1 else { return nil }
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    return usesAutomaticWrapWidth ? automaticWrapWidth : nil
  }

  /// Whether the label's wrapping width follows its laid-out width: more than one line,
  /// ``preferredMaxLayoutWidth`` 0 ("Automatic"), placed by constraints.
  private var usesAutomaticWrapWidth: Bool {
    numberOfLines != 1 && preferredMaxLayoutWidth == 0
      && !translatesAutoresizingMaskIntoConstraints
  }

  /// Invalidates the intrinsic size for new text or a new font, and forgets the automatic
  /// wrapping width: the next pass measures the text unwrapped first, then at the width it
  /// solves, as for a new label. Kept, the width of the old text would bound the new one (a
  /// reused cell's label that showed "OK" would wrap a long message at that short width, a
  /// word a line).
  final func textDidChange() {
    automaticWrapWidth = nil
    invalidateIntrinsicContentSize()
  }

  /// Takes `width`, the width the engine just solved for the label (points, greater than 0),
  /// as its ``automaticWrapWidth``, as UIKit does for a label whose preferred width is
  /// automatic, and invalidates the intrinsic size when that changes it. Returns whether it
  /// did, so the engine solves again.
  package func followLaidOutWidth(_ width: CGFloat) -> Bool {
    guard usesAutomaticWrapWidth, width > 0, automaticWrapWidth != width else { return false }
    let before = intrinsicContentSize
    automaticWrapWidth = width
    guard intrinsicContentSize != before else { return false }
    invalidateIntrinsicContentSize()
    return true
  }

  /// ``intrinsicContentSize`` as it would be with `width` as ``automaticWrapWidth``, the label
  /// left as it is: what a measuring engine (`systemLayoutSizeFitting`) uses, so the label's
  /// own wrapping width, which its window's engine follows, does not change. A subclass's
  /// override of `intrinsicContentSize` is honoured.
  package func intrinsicContentSize(wrappingAt width: CGFloat) -> CGSize {
    let kept = automaticWrapWidth
    automaticWrapWidth = width
    defer { automaticWrapWidth = kept }
    return intrinsicContentSize
  }

  /// The size of the text laid out within `size`, points (`sizeThatFits(_:)`): as
  /// ``intrinsicContentSize``, but a label of more than one line wraps at `size.width` when it
  /// is greater than 0 (a zero width means no limit); the height is not limited (the lines are,
  /// by ``numberOfLines``). Zero without text. So `sizeToFit()` in `viewDidLoad`, before the
  /// label is added anywhere, gives the text's size, as on iOS. With no measurer at all (a
  /// label outside any window and any scene) the current bounds size: iOS measures with its
  /// global fonts, here the fonts belong to the renderer.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard canMeasureText else { return super.sizeThatFits(size) }
    let wraps = numberOfLines != 1 && size.width > 0
    return textRect(
      forBounds: Self.unbounded(width: wraps ? size.width : nil),
      limitedToNumberOfLines: numberOfLines
    ).size
  }

  /// The rectangle the text takes in `bounds` (`textRect(forBounds:limitedToNumberOfLines:)`):
  /// at `bounds`' origin, the size of the text in at most `numberOfLines` lines (0: no limit),
  /// wrapped at `bounds`' width unless it is one line, rounded up to device pixels and no
  /// larger than `bounds`; zero-sized without text or without a measurer. The label's
  /// ``intrinsicContentSize`` and ``sizeThatFits(_:)`` ask it with unbounded heights, so a
  /// subclass that overrides it (a padded label) changes the measured size, as on iOS; the
  /// text is still drawn in the whole bounds (`drawText(in:)` is not modelled).
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    let unbounded = !bounds.width.isFinite || bounds.width >= .greatestFiniteMagnitude
    let maxWidth = numberOfLines == 1 || unbounded ? nil : bounds.width
    guard let (_, screenScale) = measuring,
      let size = measuredTextSize(maxWidth: maxWidth, numberOfLines: numberOfLines)
    else { return CGRect(origin: bounds.origin, size: .zero) }
    // The limits are rounded up to device pixels as the text's size is.
    let scale = screenScale > 0 ? screenScale : 1
    func limit(_ value: CGFloat) -> CGFloat {
      value >= .greatestFiniteMagnitude || !value.isFinite
        ? .greatestFiniteMagnitude : (Swift.max(0, value) * scale).rounded(.up) / scale
    }
    return CGRect(
      origin: bounds.origin,
      size: CGSize(
        width: Swift.min(size.width, limit(bounds.width)),
        height: Swift.min(size.height, limit(bounds.height))))
  }

  /// The font the label draws its text with in `width` points: ``font``, or with
  /// ``adjustsFontSizeToFitWidth`` on a one-line label whose text is wider, the font scaled by
  /// width ÷ text width (text widths scale linearly with the size: the renderer's metrics are
  /// unhinted), but not below ``minimumScaleFactor``.
  func fittingFont(width: CGFloat) -> UIFont {
    guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, width > 0,
      let text, !text.isEmpty, let (measurer, _) = measuring
    else { return font }
    let full = measurer.measure(
      text, rich: richText(traits: traitCollection), font: font.displayFont, numberOfLines: 1,
      maxWidth: nil
    ).width
    guard full > width else { return font }
    let scale = Swift.max(Swift.min(1, minimumScaleFactor), width / full)
    return font.withSize(font.pointSize * scale)
  }

  /// Whether the label can measure its text: its window has a measurer, or it is in no window
  /// and the scene being built or run has one.
  var canMeasureText: Bool { measuring != nil }

  /// The measurer and screen scale the label measures with, if any.
  private var measuring: (measurer: any TextMeasuring, scale: CGFloat)? {
    if let window {
      return window.textMeasurer.map { ($0, window.screenScale) }
    }
    return SimulationContext.textMeasurer.map { ($0.measurer, $0.screenScale) }
  }

  /// The text's size through the measurer, rounded up to device pixels, zero without text;
  /// `nil` without a measurer.
  private func measuredTextSize(maxWidth: CGFloat?, numberOfLines: Int) -> CGSize? {
    guard let (measurer, screenScale) = measuring else { return nil }
    guard let text, !text.isEmpty else { return .zero }
    let size = measurer.measure(
      text, rich: richText(traits: traitCollection), font: font.displayFont,
      numberOfLines: numberOfLines, maxWidth: maxWidth)
    let scale = screenScale > 0 ? screenScale : 1
    return CGSize(
      width: (size.width * scale).rounded(.up) / scale,
      height: (size.height * scale).rounded(.up) / scale)
  }
}
