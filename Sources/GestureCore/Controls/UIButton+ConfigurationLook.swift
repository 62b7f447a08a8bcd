import Foundation

/// The colours and fonts a configuration draws with in one state, resolved against the
/// button's tint and traits (see ``UIButton/Configuration`` and
/// ``UIButton/Configuration/updated(for:)`` for the model and its sources).
struct ButtonConfigurationLook {
  /// The background fill.
  var background: UIColor
  /// The outline colour, or `nil` for none.
  var stroke: UIColor?
  /// The outline width, points.
  var strokeWidth: CGFloat
  /// The colour of the title, subtitle, template image and activity indicator.
  var foreground: UIColor
  /// The title's font and colour.
  var titleFont: UIFont
  var titleColor: UIColor
  /// The subtitle's font and colour.
  var subtitleFont: UIFont
  var subtitleColor: UIColor
  /// Whether the title's or subtitle's attributes have runs a label cannot draw.
  var hasMixedAttributes: Bool
}

extension UIButton.Configuration {
  /// The opacity the tinted styles draw the base background colour with.
  static let tintedBackgroundOpacity: CGFloat = 0.15
  /// The share of the way to black (light) or white (dark) a solid background moves while
  /// highlighted.
  static let highlightedBackgroundShift: CGFloat = 0.15
  /// The opacity factor of a plain button's foreground while highlighted.
  static let highlightedPlainForegroundOpacity: CGFloat = 0.5

  /// Whether the style draws a solid background.
  var hasSolidBackground: Bool {
    switch style {
    case .plain, .borderless: return false
    default: return true
    }
  }

  /// The look in the resolved state (``resolvedState``, normal when not updated) for a button
  /// whose tint is `tint` and whose traits are `traits`.
  /// `titleColor` is the colour the button's classic ``UIButton/setTitleColor(_:for:)`` gave
  /// the drawn state (`exact`) or the normal state, if any.
  func look(
    tint: UIColor, traits: UITraitCollection, titleColor: (UIColor, exact: Bool)? = nil
  ) -> ButtonConfigurationLook {
    let state = resolvedState ?? .normal
    var foreground: UIColor
    switch style {
    case .filled, .borderedProminent: foreground = baseForegroundColor ?? .white
    default: foreground = baseForegroundColor ?? tint
    }
    var fill: UIColor
    if let explicit = background.backgroundColor {
      fill = explicit
    } else {
      switch style {
      case .plain, .borderless: fill = .clear
      case .gray, .bordered: fill = baseBackgroundColor ?? .tertiarySystemFill
      case .tinted, .borderedTinted:
        let base = baseBackgroundColor ?? tint
        fill = UIColor { traits in
          let resolved = base.resolvedColor(with: traits)
          return resolved.withAlphaComponent(
            CGFloat(resolved.cgColor.alpha) * UIButton.Configuration.tintedBackgroundOpacity)
        }
      case .filled, .borderedProminent: fill = baseBackgroundColor ?? tint
      }
    }
    if let transformer = background.backgroundColorTransformer { fill = transformer(fill) }
    let visibleFill = fill.resolvedColor(with: traits).cgColor.alpha > 0
    let dimsForeground = !(hasSolidBackground && visibleFill)
    if state.contains(.disabled) {
      if visibleFill { fill = .tertiarySystemFill }
    } else if state.contains(.highlighted), !dimsForeground {
      fill = Self.highlighted(fill)
    }
    foreground = Self.foreground(foreground, in: state, dims: dimsForeground)
    // A title colour set with `setTitleColor(_:for:)` replaces the foreground for the title:
    // as set when it was set for this state, else (the normal state's) with the state's look.
    var titleForeground = foreground
    if case let (color, exact)? = titleColor {
      titleForeground = exact ? color : Self.foreground(color, in: state, dims: dimsForeground)
    }
    let stroke = background.strokeWidth > 0 ? background.resolvedStrokeColor(for: tint) : nil
    let title = Self.attributes(
      attributedTitle, style: buttonSize.titleStyle, foreground: titleForeground,
      transformer: titleTextAttributesTransformer, traits: traits)
    let subtitle = Self.attributes(
      attributedSubtitle, style: buttonSize.subtitleStyle, foreground: foreground,
      transformer: subtitleTextAttributesTransformer, traits: traits)
    return ButtonConfigurationLook(
      background: fill, stroke: stroke, strokeWidth: max(0, background.strokeWidth),
      foreground: foreground, titleFont: title.font, titleColor: title.color,
      subtitleFont: subtitle.font, subtitleColor: subtitle.color,
      hasMixedAttributes: title.mixed || subtitle.mixed)
  }

  /// `color` as drawn for the title, subtitle and image in `state`: `tertiaryLabel` when
  /// disabled; at half its opacity when highlighted and `dims` (no solid background).
  private static func foreground(_ color: UIColor, in state: UIControl.State, dims: Bool)
    -> UIColor
  {
    if state.contains(.disabled) { return .tertiaryLabel }
    guard state.contains(.highlighted), dims else { return color }
    return UIColor { traits in
      let resolved = color.resolvedColor(with: traits)
      return resolved.withAlphaComponent(
        CGFloat(resolved.cgColor.alpha)
          * UIButton.Configuration.highlightedPlainForegroundOpacity)
    }
  }

  /// `color` moved 15 % of the way to black, or to white in dark appearance.
  private static func highlighted(_ color: UIColor) -> UIColor {
    UIColor { traits in
      var red: CGFloat = 0
      var green: CGFloat = 0
      var blue: CGFloat = 0
      var alpha: CGFloat = 0
      color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
      let shift = UIButton.Configuration.highlightedBackgroundShift
      let target: CGFloat = traits.userInterfaceStyle == .dark ? 1 : 0
      func move(_ value: CGFloat) -> CGFloat { value + (target - value) * shift }
      return UIColor(red: move(red), green: move(green), blue: move(blue), alpha: alpha)
    }
  }

  /// The font and colour a text is drawn with: the size's text style and the foreground, then
  /// the first run's UIKit attributes, then the transformer.
  private static func attributes(
    _ attributed: AttributedString?, style: UIFont.TextStyle, foreground: UIColor,
    transformer: UIConfigurationTextAttributesTransformer?, traits: UITraitCollection
  ) -> (font: UIFont, color: UIColor, mixed: Bool) {
    var container = AttributeContainer()
    container.font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
    container.foregroundColor = foreground
    var mixed = false
    if let attributed, let first = attributed.runs.first {
      if let font = first.font { container.font = font }
      if let color = first.foregroundColor { container.foregroundColor = color }
      mixed = attributed.runs.contains {
        $0.font != first.font || $0.foregroundColor != first.foregroundColor
      }
    }
    if let transformer { container = transformer(container) }
    return (
      container.font ?? UIFont.preferredFont(forTextStyle: style, compatibleWith: traits),
      container.foregroundColor ?? foreground, mixed
    )
  }
}
