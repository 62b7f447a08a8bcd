import Foundation

/// The view of a ``UIListContentConfiguration``, UIKit's `UIListContentView`: an image view and
/// two labels, placed by the configuration in ``layoutSubviews()``:
///
/// - the image at the leading margin, drawn at its size scaled down to
///   `imageProperties.maximumSize` (centred in `reservedLayoutSize` when that is larger),
///   centred vertically;
/// - the texts from the leading margin, or `imageToTextPadding` after the image (or its
///   reserved width), to the trailing margin; stacked, the text over the secondary text
///   `textToSecondaryTextVerticalPadding` below it, the pair centred vertically between the top
///   and bottom margins (headers: at the bottom margin; footers: at the top margin); side by
///   side (`prefersSideBySideTextAndSecondaryText`), the text at its width from the leading
///   side and the secondary text right-aligned at the trailing margin, both centred;
/// - a text's height: its lines at the label's width (`sizeThatFits(_:)`), at least one line of
///   its font (`lineHeight`), rounded up to whole points.
///
/// In a table cell the separator starts where the text does (unless a separator inset other
/// than the default 16 pt was set), as UIKit aligns it with the text.
///
/// A cell's row is `max(44, top + max(texts, image) + bottom + separator)` tall when its
/// height is automatic (``fittingHeight(forWidth:)``): 44 pt is the least height of the whole
/// row, separator included, as UIKit's default row height is.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  private var listConfiguration: UIListContentConfiguration
  private let imageView = UIImageView(frame: .zero)
  private let textLabel = UILabel(frame: .zero)
  private let secondaryTextLabel = UILabel(frame: .zero)

  /// A view showing `configuration` (`init(configuration:)`).
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
    apply(configuration)
  }

  /// A view of an empty ``UIListContentConfiguration/cell()`` (`init?(coder:)`; nothing is
  /// decoded).
  public required init?(coder: NSCoder) {
    listConfiguration = .cell()
    super.init(coder: coder)
    for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
    apply(listConfiguration)
  }

  /// The configuration shown (`configuration`); a configuration that is not a
  /// ``UIListContentConfiguration`` stops the run, as UIKit raises.
  public var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration else {
        SnapshotException.raise(
          "Invalid configuration type for UIListContentView: \(type(of: newValue))")
      }
      listConfiguration = list
      apply(list)
    }
  }

  /// True for a ``UIListContentConfiguration`` (`supports(_:)`).
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  private func apply(_ configuration: UIListContentConfiguration) {
    style(textLabel, configuration.text, configuration.textProperties)
    style(secondaryTextLabel, configuration.secondaryText, configuration.secondaryTextProperties)
    if configuration.prefersSideBySideTextAndSecondaryText {
      secondaryTextLabel.textAlignment = .right
    }
    imageView.image = configuration.image.map(configuration.imageProperties.shown)
    imageView.isHidden = configuration.image == nil
    let image = configuration.imageProperties
    imageView.tintColor =
      image.tintColorTransformer.map { $0(image.tintColor ?? tintColor) } ?? image.tintColor
    imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
    imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
    setNeedsLayout()
  }

  private func style(
    _ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties
  ) {
    label.text = text.map(properties.transformed)
    label.isHidden = text?.isEmpty ?? true
    label.font = properties.font
    label.textColor = properties.resolvedColor()
    label.numberOfLines = properties.numberOfLines
    label.lineBreakMode = properties.lineBreakMode
    label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
    label.minimumScaleFactor = properties.minimumScaleFactor
    label.textAlignment = properties.alignment == .center ? .center : .natural
  }

  // MARK: Layout

  /// The frames of the image and the texts in a view of `size`.
  private struct Frames {
    var image: CGRect = .zero
    var text: CGRect = .zero
    var secondary: CGRect = .zero
    var height: CGFloat = 0
  }

  /// Places the image and the labels (see the type's notes), from the leading edge: mirrored
  /// across the width when the view lays out right to left (the image at the right, the
  /// directional margins' leading inset on the right, a side-by-side secondary text at the
  /// left and aligned to it).
  open override func layoutSubviews() {
    super.layoutSubviews()
    let frames = self.frames(width: bounds.width, height: bounds.height)
    let rightToLeft = isRightToLeft
    let width = bounds.width
    func placed(_ rect: CGRect) -> CGRect {
      rightToLeft
        ? CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
    }
    imageView.frame = placed(frames.image)
    textLabel.frame = placed(frames.text)
    secondaryTextLabel.frame = placed(frames.secondary)
    if listConfiguration.prefersSideBySideTextAndSecondaryText {
      secondaryTextLabel.textAlignment = rightToLeft ? .left : .right
    }
  }

  /// The height the content needs at `width`, points: the margins around the taller of the
  /// texts and the image.
  func fittingHeight(forWidth width: CGFloat) -> CGFloat {
    frames(width: width, height: 0).height
  }

  /// Where the text begins, points from the view's leading edge, or `nil` without text: where
  /// a cell's separator starts.
  var textLeading: CGFloat? {
    guard
      !(listConfiguration.text ?? "").isEmpty || !(listConfiguration.secondaryText ?? "").isEmpty
    else { return nil }
    return frames(width: bounds.width, height: bounds.height).text.minX
  }

  /// The least height of a row showing this view, points: 44 for cells, 0 otherwise.
  var minimumRowHeight: CGFloat { listConfiguration.minimumHeight }

  private func frames(width: CGFloat, height: CGFloat) -> Frames {
    let configuration = listConfiguration
    let margins = configuration.directionalLayoutMargins
    var result = Frames()
    var textX = margins.leading
    var imageSize = CGSize.zero
    if let image = configuration.image {
      imageSize = configuration.imageProperties.drawnSize(of: image)
      let reserved = configuration.imageProperties.reservedLayoutSize
      let slot = max(imageSize.width, reserved.width)
      result.image = CGRect(
        x: margins.leading + ((slot - imageSize.width) / 2).rounded(), y: 0,
        width: imageSize.width, height: imageSize.height)
      textX = margins.leading + slot + configuration.imageToTextPadding
    }
    let available = max(0, width - textX - margins.trailing)
    let hasText = !(configuration.text ?? "").isEmpty
    let hasSecondary = !(configuration.secondaryText ?? "").isEmpty
    var block: CGFloat = 0
    if configuration.prefersSideBySideTextAndSecondaryText, hasText, hasSecondary {
      let textWidth = min(singleLineWidth(textLabel, fallback: available / 2), available)
      let secondaryWidth = min(
        singleLineWidth(secondaryTextLabel, fallback: available / 2),
        max(0, available - textWidth - configuration.textToSecondaryTextHorizontalPadding))
      let textHeight = lineHeight(textLabel, width: textWidth)
      let secondaryHeight = lineHeight(secondaryTextLabel, width: secondaryWidth)
      block = max(textHeight, secondaryHeight)
      result.text = CGRect(x: textX, y: 0, width: textWidth, height: textHeight)
      result.secondary = CGRect(
        x: width - margins.trailing - secondaryWidth, y: 0, width: secondaryWidth,
        height: secondaryHeight)
    } else {
      let textHeight = hasText ? lineHeight(textLabel, width: available) : 0
      let secondaryHeight = hasSecondary ? lineHeight(secondaryTextLabel, width: available) : 0
      let gap = hasText && hasSecondary ? configuration.textToSecondaryTextVerticalPadding : 0
      block = textHeight + gap + secondaryHeight
      result.text = CGRect(x: textX, y: 0, width: available, height: textHeight)
      result.secondary = CGRect(
        x: textX, y: textHeight + gap, width: available, height: secondaryHeight)
    }
    let content = max(block, imageSize.height)
    result.height = margins.top + content + margins.bottom
    let inner = max(0, height - margins.top - margins.bottom)
    let blockTop: CGFloat
    switch configuration.verticalPlacement {
    case .center: blockTop = margins.top + ((inner - block) / 2).rounded()
    case .top: blockTop = margins.top
    case .bottom: blockTop = height - margins.bottom - block
    }
    if configuration.prefersSideBySideTextAndSecondaryText, hasText, hasSecondary {
      result.text.origin.y = margins.top + ((inner - result.text.height) / 2).rounded()
      result.secondary.origin.y = margins.top + ((inner - result.secondary.height) / 2).rounded()
    } else {
      result.text.origin.y += blockTop
      result.secondary.origin.y += blockTop
    }
    result.image.origin.y = margins.top + ((inner - imageSize.height) / 2).rounded()
    return result
  }

  /// The height of `label`'s text at `width`: its lines, at least one line of its font,
  /// rounded up to whole points.
  private func lineHeight(_ label: UILabel, width: CGFloat) -> CGFloat {
    let line = (label.font?.lineHeight ?? 17).rounded(.up)
    guard label.numberOfLines != 1, width > 0 else { return line }
    let measured = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    return max(line, measured.height.rounded(.up))
  }

  /// The width of `label`'s text on one line, or `fallback` when it cannot be measured.
  private func singleLineWidth(_ label: UILabel, fallback: CGFloat) -> CGFloat {
    let unbounded = CGRect(
      x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    let measured = label.textRect(forBounds: unbounded, limitedToNumberOfLines: 1).width
    return measured > 0 ? measured.rounded(.up) : fallback
  }
}
