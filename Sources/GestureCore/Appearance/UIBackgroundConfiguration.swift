import Foundation

/// The look of a view's background, UIKit's `UIBackgroundConfiguration` (iOS 14): a fill
/// colour, a corner radius, a stroke and an optional custom view. A configured ``UIButton``
/// draws its ``UIButton/Configuration/background`` with it.
///
/// Colours resolve as UIKit documents: a `nil` ``backgroundColor`` or ``strokeColor`` means the
/// view's tint colour, then the matching transformer, if any, is applied.
/// The list-cell presets (``listPlainCell()``, ``listGroupedCell()``) and a table cell's
/// drawing of a configuration are in `UIBackgroundConfiguration+Lists.swift`
/// (docs/tables.md, "Background configurations").
public struct UIBackgroundConfiguration {
  /// The fill colour (`backgroundColor`); `nil` fills with the tint colour.
  public var backgroundColor: UIColor?
  /// Applied to the resolved fill colour (`backgroundColorTransformer`).
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  /// The radius of the corners, points (`cornerRadius`, default 0). A configured button uses it
  /// only with ``UIButton/Configuration/CornerStyle/fixed``; the other corner styles replace it.
  public var cornerRadius: CGFloat = 0
  /// The distance the background is inset from the view's edges, points (`backgroundInsets`).
  public var backgroundInsets: NSDirectionalEdgeInsets = .zero
  /// The colour of the outline (`strokeColor`); `nil` strokes in the tint colour. Nothing is
  /// stroked while ``strokeWidth`` is 0.
  public var strokeColor: UIColor?
  /// Applied to the resolved stroke colour (`strokeColorTransformer`).
  public var strokeColorTransformer: UIConfigurationColorTransformer?
  /// The width of the outline, points (`strokeWidth`, default 0), drawn inside the
  /// background's edge as a layer border is.
  public var strokeWidth: CGFloat = 0
  /// A view shown as the background under the fill's corner radius (`customView`), sized to
  /// the background's rectangle.
  public var customView: UIView?
  /// How far the outline's outer edge lies outside the background's, points (`strokeOutset`,
  /// default 0). Drawn by table cells; a configured button strokes at the edge.
  public var strokeOutset: CGFloat = 0
  /// A blur drawn over the fill (`visualEffect`, default `nil`), as a `UIVisualEffectView` of
  /// that effect filling the background. Drawn by table cells.
  public var visualEffect: UIVisualEffect?
  /// The list preset the configuration came from and its colour, for ``updated(for:)``.
  var listPreset: (kind: ListPreset, color: UIColor)?

  /// A background with nothing set: tint-coloured fill, no corners, no stroke.
  init() {}

  /// A clear background (`clear()`): a transparent fill.
  public static func clear() -> UIBackgroundConfiguration {
    var background = UIBackgroundConfiguration()
    background.backgroundColor = .clear
    return background
  }

  /// The fill colour drawn when the tint colour is `tintColor`
  /// (`resolvedBackgroundColor(for:)`): ``backgroundColor`` or the tint, through
  /// ``backgroundColorTransformer``.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let color = backgroundColor ?? tintColor
    return backgroundColorTransformer?(color) ?? color
  }

  /// The outline colour drawn when the tint colour is `tintColor`
  /// (`resolvedStrokeColor(for:)`): ``strokeColor`` or the tint, through
  /// ``strokeColorTransformer``.
  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
    let color = strokeColor ?? tintColor
    return strokeColorTransformer?(color) ?? color
  }
}
