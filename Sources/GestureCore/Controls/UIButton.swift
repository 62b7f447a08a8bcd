import Foundation

/// A control that shows a title and an image and sends `touchUpInside` when tapped, UIKit's
/// `UIButton`.
///
/// `UIButton()` and `UIButton(frame:)` make a `.custom` button; `UIButton(type: .system)` a
/// system one (``ButtonType``). Titles, title colours and images are set per state
/// (``setTitle(_:for:)``, ``setTitleColor(_:for:)``, ``setImage(_:for:)``) and fall back to the
/// normal state's. The title is drawn by ``titleLabel`` in the 15 pt system font.
///
/// ## Title colour
/// - `.custom`: white unless set. While highlighted (a finger down on it) the title is drawn
///   with the highlighted title colour when one is set, else with the normal colour at
///   ``highlightedTitleOpacity`` (UIKit does not document the dimming of a custom button's
///   title; 0.5 is a working assumption).
/// - `.system` and the other types: the view's ``UIView/tintColor`` unless a colour is set.
///   While highlighted the colour of the state is drawn at 0.2 of its opacity, also when a
///   highlighted colour is set (the system style applies its own highlight, "a lighter version
///   of your tint color", as developers report; Apple documents no value: 0.2, the title
///   opacity commonly reproduced for system buttons, is a working assumption). Disabled, a
///   system button without a title colour of its own is drawn in `tertiaryLabel`, the gray a
///   configured button uses when disabled (docs/buttons.md; a working value).
///
/// ## Layout
/// Without an image the title label fills the bounds and centres the title. With an image, the
/// image (at its size, at most the bounds) and the title (at its measured width) sit side by
/// side, image first, centred as a group, as UIKit's default content alignment places them.
open class UIButton: UIControl {
  /// The button's style, fixed at creation (`buttonType`).
  open var buttonType: ButtonType { style }

  /// The label that draws the title (`titleLabel`): always present, so
  /// `button.titleLabel?.font = …` works; not interactive, so touches reach the button.
  open var titleLabel: UILabel? { label }

  /// The view that draws the image (`imageView`), created and added below the title the first
  /// time it is asked for or an image is set.
  open var imageView: UIImageView? {
    if let existing = createdImageView { return existing }
    let view = UIImageView()
    // A system button draws an image of the automatic rendering mode as a template.
    view.templatesAutomaticImages = style != .custom
    insertSubview(view, at: subviews.firstIndex { $0 === label } ?? 0)
    createdImageView = view
    return view
  }

  /// The opacity the normal title colour of a `.custom` button is drawn with while
  /// highlighted when no highlighted colour is set (working assumption 0.5).
  package var highlightedTitleOpacity = 0.5 { didSet { updateContent() } }

  /// The opacity factor of a system-style title while highlighted (working assumption 0.2; see
  /// the type's documentation).
  static let systemHighlightedTitleOpacity = 0.2

  private var style = ButtonType.custom
  private let label = UIButtonLabel()
  final var createdImageView: UIImageView?
  private var titles: [State: String] = [:]
  private var attributedTitles: [State: NSAttributedString] = [:]
  private var titleColors: [State: UIColor] = [:]
  private var images: [State: UIImage] = [:]

  // MARK: Configuration state (Controls/UIButton+ConfiguredContent.swift)

  /// The configuration set by ``configuration``.
  final var storedConfiguration: Configuration?
  /// The background, subtitle and activity indicator views of a configured button.
  final var configuredViews: ConfiguredButtonViews?
  /// Whether ``updateConfiguration()`` runs before the next layout.
  final var needsConfigurationUpdate = false
  /// Whether ``updateConfiguration()`` is running (a configuration set by it is drawn at once).
  final var isUpdatingConfiguration = false
  /// The state the last ``updateConfiguration()`` ran for: setting a state property to the
  /// value it has (as an update handler that sets `isEnabled` does) asks for no new update.
  final var stateAtConfigurationUpdate: State?

  /// The button's configuration (`configuration`, iOS 15), or `nil` for the per-state titles
  /// and images of a classic button. Setting one makes the button draw it: its background,
  /// title, subtitle, image or activity indicator, laid out by its insets and paddings, and
  /// size itself by it (``sizeThatFits(_:)``). While ``automaticallyUpdatesConfiguration`` is
  /// true the button draws ``Configuration/updated(for:)`` of it for the current state. Reading
  /// it returns the configuration as set (or as ``configurationUpdateHandler`` last set it).
  open var configuration: Configuration? {
    get { storedConfiguration }
    set {
      storedConfiguration = newValue
      configurationDidChange()
    }
  }

  /// Called with the button when its configuration should be updated for a new state
  /// (`configurationUpdateHandler`, iOS 15): after a change of highlight, selection or
  /// enabling, at the next layout pass, by ``updateConfiguration()``. Setting it asks for an
  /// update (``setNeedsUpdateConfiguration()``).
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Whether the button draws its configuration updated for its state
  /// (`automaticallyUpdatesConfiguration`, default true): false draws the configuration as
  /// set, without the highlighted and disabled looks.
  open var automaticallyUpdatesConfiguration = true {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Asks for ``updateConfiguration()`` before the next layout pass
  /// (`setNeedsUpdateConfiguration()`); the button calls it itself when its highlight,
  /// selection or enabling changes.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// Updates the configuration for the current state (`updateConfiguration()`): calls
  /// ``configurationUpdateHandler`` with the button, then draws the configuration (updated
  /// for the state when ``automaticallyUpdatesConfiguration``). A subclass overrides it to
  /// change ``configuration`` for the state; call `super` to keep the handler. Ask for it with
  /// ``setNeedsUpdateConfiguration()`` rather than calling it.
  open func updateConfiguration() {
    isUpdatingConfiguration = true
    defer { isUpdatingConfiguration = false }
    configurationUpdateHandler?(self)
  }

  /// A custom-type button with the given frame, points.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// A custom-type button with a zero frame (`init?(coder:)`; nothing is decoded, see
  /// ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  /// A button of `buttonType` with a zero frame (`init(type:)`, UIKit's `buttonWithType:`).
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    style = buttonType
    createdImageView?.templatesAutomaticImages = buttonType != .custom
    updateContent()
  }

  /// The defaults every initializer sets.
  private func setUp() {
    label.textAlignment = .center
    label.font = .systemFont(ofSize: 15)
    label.frame = bounds
    addSubview(label)
    updateContent()
  }

  /// Sets the title shown in `state` (`setTitle(_:for:)`).
  open func setTitle(_ title: String?, for state: State) {
    titles[state] = title
    updateContent()
  }

  /// The title for `state`, falling back to normal (`title(for:)`).
  open func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

  /// Sets the styled title shown in `state` (`setAttributedTitle(_:for:)`): drawn with its own
  /// attributes (font, colour, kerning, underline… as a label draws them) instead of
  /// ``title(for:)`` and the title colour; a range without a colour is drawn black, the
  /// attributed string's default. `nil` removes it.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    attributedTitles[state] = title
    updateContent()
  }

  /// The styled title for `state`, falling back to normal (`attributedTitle(for:)`).
  open func attributedTitle(for state: State) -> NSAttributedString? {
    attributedTitles[state] ?? attributedTitles[.normal]
  }

  /// The styled title shown now (`currentAttributedTitle`), or `nil`.
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

  /// Sets the title colour used in `state` (`setTitleColor(_:for:)`); `nil` removes it.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    if noteAppearance(
      .perState("setTitleColor(_:for:)", state.rawValue), color,
      {
        (button: UIButton, value) in button.setTitleColor(value, for: state)
      })
    {
      return
    }
    titleColors[state] = color
    updateContent()
  }

  /// The title colour for `state`, falling back to normal, then to the type's default: white
  /// for `.custom`, the tint colour for the system types (`titleColor(for:)`). The dimming of a
  /// highlighted title is not part of it; ``currentTitleColor`` includes it.
  open func titleColor(for state: State) -> UIColor? {
    titleColors[state] ?? titleColors[.normal] ?? (style == .custom ? .white : tintColor)
  }

  /// Sets the image shown in `state` (`setImage(_:for:)`).
  open func setImage(_ image: UIImage?, for state: State) {
    images[state] = image
    updateContent()
  }

  /// The image for `state`, falling back to normal (`image(for:)`).
  open func image(for state: State) -> UIImage? { images[state] ?? images[.normal] }

  /// The values the classic per-state setters gave `state` (each falling back to the normal
  /// state's), which a configured button draws instead of its configuration's title, image and
  /// title colour; `exactTitleColor` says whether the colour was set for `state` itself.
  final func classicContent(
    for state: State
  ) -> (title: String?, image: UIImage?, titleColor: UIColor?, exactTitleColor: Bool) {
    (
      titles[state] ?? titles[.normal], images[state] ?? images[.normal],
      titleColors[state] ?? titleColors[.normal], titleColors[state] != nil
    )
  }

  /// The title shown now (`currentTitle`).
  open var currentTitle: String? { label.text }

  /// The title colour drawn now, highlight dimming included (`currentTitleColor`).
  open var currentTitleColor: UIColor { label.textColor }

  /// The image shown now (`currentImage`).
  open var currentImage: UIImage? { createdImageView?.image }

  /// The size that fits the content, points (`sizeThatFits(_:)`): the title's size (one line,
  /// measured by the window's text measurer) with 6 pt above and below it; with an image, the
  /// image's width plus the title's by the taller of the two; the image's size without a
  /// title; 30 × 34 with neither. Without a measurer (``UILabel/sizeThatFits(_:)``) a titled
  /// button keeps its bounds size. ``contentEdgeInsets`` are added around all of it.
  /// Source: flowkey's UIKit-cross-platform `Button.sizeThatFits` (the 6 pt padding and the
  /// empty size), which matches the 30 pt height a 15 pt title gets on iOS.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    if storedConfiguration != nil { return configuredSizeThatFits(size) }
    let image = currentImage?.size
    var title: CGSize?
    if let text = currentTitle, !text.isEmpty {
      guard label.canMeasureText else { return super.sizeThatFits(size) }
      title = label.sizeThatFits(.zero)
    }
    let insets = contentEdgeInsets
    let content: CGSize
    switch (title, image) {
    case let (title?, image?):
      content = CGSize(width: image.width + title.width, height: max(image.height, title.height))
    case let (title?, nil):
      let padding = insets == .zero ? 2 * UIButton.titlePadding : 0
      content = CGSize(width: title.width, height: title.height + padding)
    case let (nil, image?):
      content = image
    case (nil, nil):
      content = CGSize(width: 30, height: 34)
    }
    return CGSize(
      width: content.width + insets.left + insets.right,
      height: content.height + insets.top + insets.bottom)
  }

  /// The size the content needs, points (`intrinsicContentSize`): ``sizeThatFits(_:)`` of no
  /// particular size, so a button placed by constraints is as big as its title and image, as
  /// on iOS (a 15 pt title is 30 pt high). None in either dimension when the title cannot be
  /// measured (no text measurer, see ``UILabel/intrinsicContentSize``). Setting a title, an
  /// image or the title label's font invalidates it.
  open override var intrinsicContentSize: CGSize {
    if storedConfiguration != nil { return configuredIntrinsicContentSize }
    if let text = currentTitle, !text.isEmpty, !label.canMeasureText {
      return super.intrinsicContentSize
    }
    return sizeThatFits(.zero)
  }

  /// The space above and below a title-only button's title after `sizeToFit()`, points.
  static let titlePadding: CGFloat = 6

  /// Keeps the title (and image) placed in the bounds.
  package override func viewGeometryDidChange() {
    super.viewGeometryDidChange()
    layoutContent()
  }

  /// Places the title and image after the engine's frames (`layoutSubviews()`).
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateConfigurationIfNeeded()
    layoutContent()
  }

  /// A button's primary action follows `touchUpInside`.
  package override var controlEventsForActionTriggered: UIControl.Event { .touchUpInside }

  /// The menu the button shows (`menu`, iOS 14): on a tap when ``showsMenuAsPrimaryAction``,
  /// else on a long press (UIButton+Menu.swift).
  open var menu: UIMenu? { didSet { updateMenuPress() } }
  /// Whether a tap shows ``menu`` instead of sending the primary action
  /// (`showsMenuAsPrimaryAction`, iOS 14, default false).
  open var showsMenuAsPrimaryAction = false { didSet { updateMenuPress() } }
  /// The long press that shows the menu when it is not the primary action.
  final var menuPress: UILongPressGestureRecognizer?

  /// Sends the user's events, or shows the menu on a tap when it is the primary action.
  package override func sendTriggeringActions(for events: UIControl.Event, event: UIEvent?) {
    if events.contains(.touchUpInside), showsMenuAsPrimaryAction, let menu {
      sendActions(for: events.subtracting(.touchUpInside), event: event)
      MenuPresentation.show(menu, from: self, sender: self)
      return
    }
    super.sendTriggeringActions(for: events, event: event)
  }

  /// Updates the title, colour and image for the new state.
  package override func controlStateDidChange() {
    super.controlStateDidChange()
    if storedConfiguration != nil || configurationUpdateHandler != nil,
      state != stateAtConfigurationUpdate
    {
      setNeedsUpdateConfiguration()
    }
    updateContent()
  }

  /// Recolours a system-style title in the new tint.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateContent()
  }

  /// Puts the title, colour and image of the current state (or the configuration) into the
  /// views.
  final func updateContent() {
    if storedConfiguration != nil {
      applyConfiguration()
      return
    }
    let current = state
    let shownText = label.text
    let shownImage = createdImageView?.image
    label.text = titles[current] ?? titles[.normal]
    label.textColor = drawnTitleColor(in: current)
    if let attributed = attributedTitle(for: current) {
      label.textColor = .black
      label.attributedText = attributed
    }
    let image = images[current] ?? images[.normal]
    if image != nil || createdImageView != nil { imageView?.image = image }
    if label.text != shownText || createdImageView?.image !== shownImage {
      invalidateIntrinsicContentSize()
    }
    layoutContent()
  }

  /// The title colour drawn in `state`, dimming included.
  private func drawnTitleColor(in state: State) -> UIColor {
    let highlighted = state.contains(.highlighted)
    if style == .custom {
      if let exact = titleColors[state] { return exact }
      let normal = titleColors[.normal] ?? .white
      guard highlighted else { return normal }
      return normal.withAlphaComponent(
        CGFloat(normal.cgColor.alpha * highlightedTitleOpacity))
    }
    let unset: UIColor = state.contains(.disabled) ? .tertiaryLabel : tintColor!
    let color = titleColors[state] ?? titleColors[.normal] ?? unset
    guard highlighted else { return color }
    return color.withAlphaComponent(
      CGFloat(color.cgColor.alpha * UIButton.systemHighlightedTitleOpacity))
  }

  /// Places the background, the image and the title through the overridable geometry methods,
  /// as UIKit's layout asks a button subclass: ``contentRect(forBounds:)``, then
  /// ``imageRect(forContentRect:)`` and ``titleRect(forContentRect:)`` of that rectangle.
  private func layoutContent() {
    if storedConfiguration != nil {
      layoutConfiguredContent()
      return
    }
    let content = contentRect(forBounds: bounds)
    let titleFrame = titleRect(forContentRect: content)
    if label.frame != titleFrame { label.frame = titleFrame }
    guard let imageView = createdImageView else { return }
    let imageFrame = imageView.image == nil ? .zero : imageRect(forContentRect: content)
    if imageView.frame != imageFrame { imageView.frame = imageFrame }
  }

  /// The image and title frames in `rect`: without an image the title fills it (centred
  /// content) or takes its measured size placed by the content alignments; with one, image
  /// (at its size, at most the rectangle) and title (at its measured width) sit side by side,
  /// image first, placed as a group by the content alignments.
  private func contentFrames(in rect: CGRect) -> (image: CGRect, title: CGRect) {
    let area = CGRect(x: 0, y: 0, width: max(0, rect.width), height: max(0, rect.height))
    let origin = CGAffineTransform(translationX: rect.minX, y: rect.minY)
    guard let image = createdImageView?.image else {
      return (.zero, alignedTitleFrame(in: area).applying(origin))
    }
    let imageSize = CGSize(
      width: min(image.size.width, area.width), height: min(image.size.height, area.height))
    var titleWidth: CGFloat = 0
    if let text = label.text, !text.isEmpty {
      let room = max(0, area.width - imageSize.width)
      let measured = label.intrinsicContentSize.width
      titleWidth = measured >= 0 ? min(measured, room) : room
    }
    if effectiveContentHorizontalAlignment == .fill { titleWidth = area.width - imageSize.width }
    let left = contentOffset(
      free: area.width - imageSize.width - titleWidth,
      alignment: effectiveContentHorizontalAlignment)
    let imageFrame = CGRect(
      x: left, y: verticalOffset(free: area.height - imageSize.height),
      width: imageSize.width, height: imageSize.height)
    let titleHeight = titleHeightForVerticalAlignment(in: area)
    let titleFrame = CGRect(
      x: left + imageSize.width, y: verticalOffset(free: area.height - titleHeight),
      width: titleWidth, height: titleHeight)
    return (imageFrame.applying(origin), titleFrame.applying(origin))
  }

  // MARK: Content geometry (UIKit's `UIButton` layout methods, deprecated in iOS 15 and still
  // what most button subclasses override)

  /// The margins around the image and title together, points (`contentEdgeInsets`, default
  /// zero): they shrink ``contentRect(forBounds:)`` and add to ``sizeThatFits(_:)``. With all
  /// four zero, a title-only button's fitting size has 6 pt above and below the title; any
  /// other value replaces that padding (UIKit's known behaviour: developers set a top inset of
  /// 0.01 to remove it).
  open var contentEdgeInsets: UIEdgeInsets = .zero {
    didSet {
      invalidateIntrinsicContentSize()
      layoutContent()
    }
  }

  /// The margins of the title's rectangle, points (`titleEdgeInsets`, default zero): the title
  /// is placed as without them inside the content rectangle inset by them (so a left inset of
  /// 10 with a right inset of −10 moves a centred title 10 pt right). Only placement: the
  /// fitting size ignores them, as Apple documents.
  open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { layoutContent() } }

  /// The margins of the image's rectangle, points (`imageEdgeInsets`, default zero), placing
  /// the image as ``titleEdgeInsets`` places the title.
  open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { layoutContent() } }

  /// The rectangle the background image is drawn in, in `bounds`' coordinates, points
  /// (`backgroundRect(forBounds:)`): all of it.
  open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// The rectangle image and title are laid out in, points (`contentRect(forBounds:)`):
  /// `bounds` inset by ``contentEdgeInsets``. A subclass may return another; the layout asks
  /// for it each time it places the content.
  open func contentRect(forBounds bounds: CGRect) -> CGRect {
    bounds.inset(by: contentEdgeInsets)
  }

  /// The title label's frame for `contentRect`, points (`titleRect(forContentRect:)`): see
  /// ``titleEdgeInsets``.
  open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    contentFrames(in: contentRect.inset(by: titleEdgeInsets)).title
  }

  /// The image view's frame for `contentRect`, points (`imageRect(forContentRect:)`): see
  /// ``imageEdgeInsets``; zero without an image.
  open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    contentFrames(in: contentRect.inset(by: imageEdgeInsets)).image
  }
}
