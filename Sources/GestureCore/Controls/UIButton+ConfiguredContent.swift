import Foundation

/// The views a configured button draws with besides its title label and image view: the
/// background (under everything), the subtitle label and, while the configuration shows one,
/// the activity indicator. None takes touches, so they reach the button.
@MainActor
final class ConfiguredButtonViews {
  let background = UIView()
  let subtitle = UILabel()
  var indicator: UIActivityIndicatorView?
  /// The custom view of the background, kept to remove it when it changes.
  weak var customView: UIView?

  init() {
    background.isUserInteractionEnabled = false
    background.clipsToBounds = true
    subtitle.textAlignment = .center
  }
}

extension UIButton {
  /// The handler type of ``UIButton/configurationUpdateHandler``
  /// (`UIButton.ConfigurationUpdateHandler`).
  public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

  /// A button drawing `configuration` whose primary action is `primaryAction`
  /// (`init(configuration:primaryAction:)`, iOS 15): the action is registered for
  /// ``UIControl/Event/primaryActionTriggered``, and its title and image, when the
  /// configuration has none, become the configuration's (Apple: the button "uses the action's
  /// title and image"). A system-type button, so its images are templates.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    var configuration = configuration
    if let primaryAction {
      if configuration.title == nil, !primaryAction.title.isEmpty {
        configuration.title = primaryAction.title
      }
      if configuration.image == nil { configuration.image = primaryAction.image }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
    self.configuration = configuration
  }

  /// Runs a pending ``updateConfiguration()``.
  func updateConfigurationIfNeeded() {
    guard needsConfigurationUpdate else { return }
    needsConfigurationUpdate = false
    stateAtConfigurationUpdate = state
    updateConfiguration()
    if storedConfiguration != nil { applyConfiguration() }
  }

  /// A new configuration: draw it now, and ask for an update unless the update set it.
  func configurationDidChange() {
    if !isUpdatingConfiguration, configurationUpdateHandler != nil {
      needsConfigurationUpdate = true
    }
    if storedConfiguration == nil {
      // Back to the per-state titles and images, in the classic 15 pt title font.
      guard configuredViews != nil else { return }
      removeConfiguredViews()
      titleLabel?.font = .systemFont(ofSize: 15)
      updateContent()
      invalidateIntrinsicContentSize()
      setNeedsLayout()
      return
    }
    applyConfiguration()
  }

  /// The configuration drawn now: the stored one, updated for the state when the button
  /// updates it automatically, with the title and image the classic setters gave the drawn
  /// state (``setTitle(_:for:)``, ``setImage(_:for:)``) in place of its own.
  var drawnConfiguration: Configuration? {
    guard let configuration = storedConfiguration else { return nil }
    var drawn =
      automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration
    let classic = classicContent(for: drawnState)
    if let title = classic.title { drawn.title = title }
    if let image = classic.image { drawn.image = image }
    return drawn
  }

  /// The state whose look is drawn: the button's, or normal when the configuration is drawn
  /// as set.
  private var drawnState: State { automaticallyUpdatesConfiguration ? state : .normal }

  /// Puts the drawn configuration's content and look into the views.
  func applyConfiguration() {
    guard let configuration = drawnConfiguration, let label = titleLabel else { return }
    let views = configuredViews ?? makeConfiguredViews()
    let traits = traitCollection
    let classic = classicContent(for: drawnState)
    let look = configuration.look(
      tint: tintColor ?? .systemBlue, traits: traits,
      titleColor: classic.titleColor.map { ($0, classic.exactTitleColor) })
    if look.hasMixedAttributes {
      SimulationContext.eventLog?.record(
        "graphics.unsupported", view: self,
        detail: "UIButton.Configuration: an attributed title or subtitle is drawn in the font "
          + "and colour of its first run; its other runs' attributes are not drawn")
    }
    let before = (label.text, label.font, views.subtitle.text, views.subtitle.font, imageSizeKey)

    // Background.
    let background = configuration.background
    views.background.backgroundColor = look.background
    views.background.layer.borderWidth = look.strokeWidth
    views.background.layer.borderColor = look.stroke?.resolvedColor(with: traits).cgColor
    // Continuous corners, except a capsule's ends, which are half circles: a continuous
    // corner of half the height cannot fit (it reaches 1.53 radii along each edge) and would
    // be drawn at 1/1.53 of the radius, where iOS draws a pill.
    views.background.layer.cornerCurve =
      configuration.cornerStyle == .capsule ? .circular : .continuous
    if views.customView !== background.customView {
      views.customView?.removeFromSuperview()
      if let custom = background.customView {
        custom.isUserInteractionEnabled = false
        views.background.addSubview(custom)
      }
      views.customView = background.customView
    }

    // Title and subtitle.
    label.text = configuration.title
    label.font = look.titleFont
    label.textColor = look.titleColor
    views.subtitle.text = configuration.subtitle
    views.subtitle.font = look.subtitleFont
    views.subtitle.textColor = look.subtitleColor

    // Image or activity indicator.
    if configuration.showsActivityIndicator {
      let indicator = views.indicator ?? makeIndicator(in: views)
      indicator.color = look.foreground
      if !indicator.isAnimating { indicator.startAnimating() }
      if createdImageView != nil { imageView?.image = nil }
    } else {
      if let indicator = views.indicator {
        indicator.stopAnimating()
        indicator.removeFromSuperview()
        views.indicator = nil
      }
      let image = configuration.image.map {
        Self.symbolSized($0, configuration: configuration, font: look.titleFont)
      }
      if image != nil || createdImageView != nil {
        imageView?.templatesAutomaticImages = true
        imageView?.image = image
        imageView?.tintColor = look.foreground
      }
    }
    if before != (label.text, label.font, views.subtitle.text, views.subtitle.font, imageSizeKey) {
      invalidateIntrinsicContentSize()
    }
    setNeedsLayout()
    layoutConfiguredContent()
  }

  /// The size of the image or indicator slot, to notice content size changes.
  private var imageSizeKey: CGSize? {
    if configuredViews?.indicator != nil { return ConfiguredButtonLayout.indicatorSize }
    return createdImageView?.image?.size
  }

  /// A symbol image sized for the button: the preferred symbol configuration when set, else
  /// the title font's point size unless the symbol has its own; other images unchanged.
  static func symbolSized(
    _ image: UIImage, configuration: Configuration, font: UIFont
  ) -> UIImage {
    guard let symbol = image.symbolConfiguration else { return image }
    if let preferred = configuration.preferredSymbolConfigurationForImage {
      return image.applyingSymbolConfiguration(preferred) ?? image
    }
    guard symbol.pointSize == 0 else { return image }
    return image.applyingSymbolConfiguration(
      UIImage.SymbolConfiguration(pointSize: font.pointSize)) ?? image
  }

  private func makeConfiguredViews() -> ConfiguredButtonViews {
    let views = ConfiguredButtonViews()
    insertSubview(views.background, at: 0)
    if let label = titleLabel {
      insertSubview(views.subtitle, aboveSubview: label)
    } else {
      addSubview(views.subtitle)
    }
    configuredViews = views
    return views
  }

  private func makeIndicator(in views: ConfiguredButtonViews) -> UIActivityIndicatorView {
    let indicator = UIActivityIndicatorView(style: .medium)
    indicator.isUserInteractionEnabled = false
    addSubview(indicator)
    views.indicator = indicator
    return indicator
  }

  private func removeConfiguredViews() {
    guard let views = configuredViews else { return }
    views.background.removeFromSuperview()
    views.subtitle.removeFromSuperview()
    views.indicator?.removeFromSuperview()
    configuredViews = nil
  }
}
