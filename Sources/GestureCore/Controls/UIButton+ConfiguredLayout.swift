import Foundation

/// Where a configured button puts its image, title and subtitle: the geometry of
/// ``UIButton/Configuration``'s `imagePlacement`, `imagePadding`, `titlePadding`,
/// `titleAlignment` and `contentInsets`, in a left-to-right layout (the button mirrors it for
/// right-to-left).
///
/// - The title and subtitle stack vertically, `titlePadding` apart when both are present, as
///   wide as the wider; each sits at the title alignment in that width (automatic: leading
///   beside a leading or trailing image, centred above or below one or without an image).
/// - The image and the title stack sit side by side (`.leading`: image first; `.trailing`:
///   titles first) centred on each other vertically, or one above the other (`.top`,
///   `.bottom`) centred horizontally, `imagePadding` apart when both are present.
/// - The group is centred in the bounds inset by the content insets (``UIControl``'s content
///   alignments other than centre move it to that edge) and its size plus the insets is the
///   button's fitting size.
struct ConfiguredButtonLayout {
  /// The size of the image slot taken by an activity indicator, points (the medium style).
  static let indicatorSize = CGSize(width: 20, height: 20)

  var imageSize: CGSize?
  var titleSize: CGSize?
  var subtitleSize: CGSize?
  var placement: NSDirectionalRectEdge
  var imagePadding: CGFloat
  var titlePadding: CGFloat
  var titleAlignment: UIButton.Configuration.TitleAlignment
  var insets: NSDirectionalEdgeInsets

  /// The title stack's size.
  var titlesSize: CGSize? {
    switch (titleSize, subtitleSize) {
    case (nil, nil): return nil
    case let (title?, nil): return title
    case let (nil, subtitle?): return subtitle
    case let (title?, subtitle?):
      return CGSize(
        width: max(title.width, subtitle.width),
        height: title.height + titlePadding + subtitle.height)
    }
  }

  /// Whether the image goes above or below the titles.
  var isVertical: Bool { placement == .top || placement == .bottom }

  /// The content group's size, without insets.
  var contentSize: CGSize {
    switch (imageSize, titlesSize) {
    case (nil, nil): return .zero
    case let (image?, nil): return image
    case let (nil, titles?): return titles
    case let (image?, titles?):
      if isVertical {
        return CGSize(
          width: max(image.width, titles.width), height: image.height + imagePadding + titles.height
        )
      }
      return CGSize(
        width: image.width + imagePadding + titles.width, height: max(image.height, titles.height))
    }
  }

  /// The fitting size: content plus insets, points.
  var fittingSize: CGSize {
    let content = contentSize
    return CGSize(
      width: content.width + insets.leading + insets.trailing,
      height: content.height + insets.top + insets.bottom)
  }

  /// The frames of image, title and subtitle when the group's origin is `origin`
  /// (left-to-right).
  func frames(at origin: CGPoint) -> (image: CGRect?, title: CGRect?, subtitle: CGRect?) {
    let content = contentSize
    var imageFrame: CGRect?
    var titlesOrigin = origin
    let titles = titlesSize ?? .zero
    if let image = imageSize {
      let gap = titlesSize == nil ? 0 : imagePadding
      switch placement {
      case .top:
        imageFrame = CGRect(
          x: origin.x + (content.width - image.width) / 2, y: origin.y, width: image.width,
          height: image.height)
        titlesOrigin = CGPoint(
          x: origin.x + (content.width - titles.width) / 2, y: origin.y + image.height + gap)
      case .bottom:
        titlesOrigin = CGPoint(x: origin.x + (content.width - titles.width) / 2, y: origin.y)
        imageFrame = CGRect(
          x: origin.x + (content.width - image.width) / 2, y: origin.y + titles.height + gap,
          width: image.width, height: image.height)
      case .trailing:
        titlesOrigin = CGPoint(x: origin.x, y: origin.y + (content.height - titles.height) / 2)
        imageFrame = CGRect(
          x: origin.x + titles.width + gap, y: origin.y + (content.height - image.height) / 2,
          width: image.width, height: image.height)
      default:
        imageFrame = CGRect(
          x: origin.x, y: origin.y + (content.height - image.height) / 2, width: image.width,
          height: image.height)
        titlesOrigin = CGPoint(
          x: origin.x + image.width + gap, y: origin.y + (content.height - titles.height) / 2)
      }
    } else {
      titlesOrigin = CGPoint(
        x: origin.x + (content.width - titles.width) / 2,
        y: origin.y + (content.height - titles.height) / 2)
    }
    func placed(_ size: CGSize?, y: CGFloat) -> CGRect? {
      guard let size else { return nil }
      let free = titles.width - size.width
      let x: CGFloat
      switch resolvedTitleAlignment {
      case .leading: x = 0
      case .trailing: x = free
      default: x = free / 2
      }
      return CGRect(
        x: titlesOrigin.x + x, y: titlesOrigin.y + y, width: size.width, height: size.height)
    }
    let title = placed(titleSize, y: 0)
    let subtitleY = titleSize.map { $0.height + titlePadding } ?? 0
    return (imageFrame, title, placed(subtitleSize, y: subtitleY))
  }

  /// The title alignment with automatic resolved.
  var resolvedTitleAlignment: UIButton.Configuration.TitleAlignment {
    guard titleAlignment == .automatic else { return titleAlignment }
    return imageSize != nil && !isVertical ? .leading : .center
  }
}

extension UIButton {
  /// The layout of the drawn configuration with the views' measured sizes, or `nil` when the
  /// titles cannot be measured (no text measurer).
  func configuredLayout() -> ConfiguredButtonLayout? {
    guard let configuration = drawnConfiguration, let label = titleLabel else { return nil }
    let subtitleLabel = configuredViews?.subtitle
    func measured(_ label: UILabel?) -> CGSize?? {
      guard let label, let text = label.text, !text.isEmpty else { return .some(nil) }
      guard label.canMeasureText else { return nil }
      return .some(label.sizeThatFits(.zero))
    }
    guard let title = measured(label), let subtitle = measured(subtitleLabel) else { return nil }
    var image: CGSize?
    if configuredViews?.indicator != nil {
      image = ConfiguredButtonLayout.indicatorSize
    } else {
      image = createdImageView?.image?.size
    }
    return ConfiguredButtonLayout(
      imageSize: image, titleSize: title, subtitleSize: subtitle,
      placement: configuration.imagePlacement, imagePadding: configuration.imagePadding,
      titlePadding: configuration.titlePadding, titleAlignment: configuration.titleAlignment,
      insets: configuration.contentInsets)
  }

  /// ``sizeThatFits(_:)`` of a configured button: the content group plus the content insets;
  /// the bounds size when the titles cannot be measured.
  func configuredSizeThatFits(_ size: CGSize) -> CGSize {
    updateConfigurationIfNeeded()
    return configuredLayout()?.fittingSize ?? bounds.size
  }

  /// ``intrinsicContentSize`` of a configured button: its fitting size, or none in either
  /// dimension when the titles cannot be measured.
  var configuredIntrinsicContentSize: CGSize {
    updateConfigurationIfNeeded()
    return configuredLayout()?.fittingSize
      ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Places the background, image (or indicator), title and subtitle of a configured button.
  func layoutConfiguredContent() {
    guard let configuration = drawnConfiguration, let views = configuredViews else { return }
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    func mirrored(_ rect: CGRect) -> CGRect {
      guard rightToLeft else { return rect }
      return CGRect(
        x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
    let backgroundInsets = configuration.background.backgroundInsets
    let backgroundFrame = mirrored(
      CGRect(
        x: backgroundInsets.leading, y: backgroundInsets.top,
        width: max(0, bounds.width - backgroundInsets.leading - backgroundInsets.trailing),
        height: max(0, bounds.height - backgroundInsets.top - backgroundInsets.bottom)))
    setFrame(views.background, backgroundFrame)
    views.background.layer.cornerRadius = configuration.cornerStyle.radius(
      for: backgroundFrame.size, buttonSize: configuration.buttonSize,
      fixedRadius: configuration.background.cornerRadius)
    if let custom = views.customView {
      setFrame(custom, CGRect(origin: .zero, size: backgroundFrame.size))
    }
    guard let layout = configuredLayout() else { return }
    let insets = configuration.contentInsets
    let area = CGRect(
      x: insets.leading, y: insets.top,
      width: bounds.width - insets.leading - insets.trailing,
      height: bounds.height - insets.top - insets.bottom)
    let content = layout.contentSize
    let horizontal: CGFloat
    switch contentHorizontalAlignment {
    case .left, .leading, .fill: horizontal = 0
    case .right, .trailing: horizontal = area.width - content.width
    default: horizontal = (area.width - content.width) / 2
    }
    let vertical = verticalOffset(free: area.height - content.height)
    let frames = layout.frames(
      at: CGPoint(x: area.minX + horizontal, y: area.minY + vertical))
    if let label = titleLabel { setFrame(label, mirrored(frames.title ?? .zero)) }
    setFrame(views.subtitle, mirrored(frames.subtitle ?? .zero))
    let imageFrame = mirrored(frames.image ?? .zero)
    if let indicator = views.indicator {
      setFrame(indicator, imageFrame)
    } else if let imageView = createdImageView {
      setFrame(imageView, imageFrame)
    }
  }

  /// Sets `view`'s frame when it differs.
  private func setFrame(_ view: UIView, _ frame: CGRect) {
    if view.frame != frame { view.frame = frame }
  }
}
