import Foundation

/// A view that shows an image, UIKit's `UIImageView`.
///
/// As in UIKit, `isUserInteractionEnabled` is false by default (Apple,
/// `UIImageView.isUserInteractionEnabled`): touches pass through to the view behind unless a
/// subclass or the scenario turns it on. The image is fitted into the bounds by the view's
/// ``UIView/contentMode``. A template image (``UIImage/RenderingMode-swift.enum``) is drawn
/// as its alpha filled with the view's ``UIView/tintColor``.
open class UIImageView: UIView {
  /// The image shown, or `nil` (`image`). A symbol image the icon set has no glyph for records
  /// its `symbol.unsupported` warning when it is set.
  open var image: UIImage? {
    didSet {
      displayDidChange()
      guard image !== oldValue else { return }
      invalidateIntrinsicContentSize()
      // A symbol drawn as a placeholder says so, naming this view and where it was asked for.
      if let warning = image?.symbol?.warning {
        SimulationContext.eventLog?.recordOnce("symbol.unsupported", view: self, detail: warning)
      }
    }
  }

  /// The configuration a symbol image is shown with, applied over the image's own
  /// (`preferredSymbolConfiguration`, default `nil`): its size, weight, scale and colours; other
  /// images are shown as they are. ``image`` stays the image set.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    didSet {
      displayDidChange()
      invalidateIntrinsicContentSize()
    }
  }

  /// The image shown instead of ``image`` while ``isHighlighted`` (`highlightedImage`, default
  /// `nil`: the image stays).
  open var highlightedImage: UIImage? {
    didSet {
      guard isHighlighted, highlightedImage !== oldValue else { return }
      displayDidChange()
      invalidateIntrinsicContentSize()
    }
  }

  /// Whether the view shows ``highlightedImage`` (`isHighlighted`, default false): a cell or
  /// control the view is in sets it while highlighted, code may set it too.
  open var isHighlighted = false {
    didSet {
      guard isHighlighted != oldValue, highlightedImage != nil else { return }
      displayDidChange()
      invalidateIntrinsicContentSize()
    }
  }

  /// The images shown in turn while animating (`animationImages`, default `nil`), each for
  /// ``animationDuration`` divided by their number (``startAnimating()``).
  open var animationImages: [UIImage]? {
    didSet { if isAnimating { displayDidChange() } }
  }

  /// The time one round of ``animationImages`` takes, seconds (`animationDuration`); 0, the
  /// default, is 1/30 s an image, as UIKit's documentation says.
  open var animationDuration: TimeInterval = 0

  /// How many rounds the animation runs (`animationRepeatCount`); 0, the default, repeats
  /// without end.
  open var animationRepeatCount = 0

  /// The image ``startAnimating()`` shows now, and the running animation's timer.
  var animationFrame: (index: Int, timer: (scheduler: Scheduler, token: Int)?)?

  /// The image drawn before the symbol configuration: the running animation's image, else the
  /// highlighted image while highlighted, else ``image``.
  private var baseImage: UIImage? {
    if let index = animationFrame?.index, let images = animationImages, !images.isEmpty {
      return images[index % images.count]
    }
    if isHighlighted, let highlightedImage { return highlightedImage }
    return image
  }

  /// The image drawn and measured: the current image (``image``, or the highlighted or
  /// animating one) with ``preferredSymbolConfiguration`` applied (drawn once per image and
  /// configuration).
  package var shownImage: UIImage? {
    let image = baseImage
    guard let image, let preferredSymbolConfiguration, image.isSymbolImage else { return image }
    if let configured, configured.source === image,
      configured.configuration === preferredSymbolConfiguration
    {
      return configured.shown
    }
    let shown = image.withConfiguration(preferredSymbolConfiguration)
    configured = (image, preferredSymbolConfiguration, shown)
    return shown
  }

  /// The last symbol drawn with the preferred configuration.
  private var configured:
    (source: UIImage, configuration: UIImage.SymbolConfiguration, shown: UIImage)?

  /// Whether an image of rendering mode `.automatic` is drawn as a template in the view's tint:
  /// true in a `.system` button, as UIKit's system buttons draw their images (the context's
  /// default rendering mode); a symbol image is a template anyway.
  package var templatesAutomaticImages = false {
    didSet { if templatesAutomaticImages != oldValue { displayDidChange() } }
  }

  /// Where the image is drawn in the bounds space for the current content mode, points, or
  /// `nil` without an image. The scaling modes scale the image; the positional ones draw it at
  /// its size in points against the named edge or corner; `redraw` stretches like
  /// `scaleToFill`.
  package func imageRect(in bounds: CGRect) -> CGRect? {
    guard let size = shownImage?.size else { return nil }
    return contentMode.rect(forContentOfSize: size, in: bounds)
  }

  /// The image's size, points, or no intrinsic size without an image
  /// (`UIImageView.intrinsicContentSize`).
  open override var intrinsicContentSize: CGSize {
    shownImage?.size ?? super.intrinsicContentSize
  }

  /// The image's size, points (`sizeThatFits(_:)`); without an image, the current bounds size
  /// (UIView's default; working assumption).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    shownImage?.size ?? super.sizeThatFits(size)
  }

  /// An image view with the given frame, not taking touches.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// An image view with a zero frame (`init?(coder:)`; nothing is decoded, see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  /// The defaults both initializers set.
  private func setUp() {
    isUserInteractionEnabled = false
  }

  /// An image view sized to the image, at the origin (`init(image:)`).
  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// An image view sized to `image`, showing `highlightedImage` while highlighted
  /// (`init(image:highlightedImage:)`).
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  /// An animation moves on to the new window's clock; out of a window it waits.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if animationFrame != nil { restartAnimationTimer() }
  }
}
