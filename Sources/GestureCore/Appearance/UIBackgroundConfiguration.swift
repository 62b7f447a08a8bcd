import Foundation

/// The look of a view's background, UIKit's `UIBackgroundConfiguration` (iOS 14): a fill
/// colour, a corner radius, a stroke and an optional custom view. A configured ``UIButton``
/// draws its ``UIButton/Configuration/background`` with it.
///
/// Colours resolve as UIKit documents: a `nil` ``backgroundColor`` or ``strokeColor`` means the
/// view's tint colour, then the matching transformer, if any, is applied.
/// ``visualEffect``-style blurs and the list-cell presets are not part of this model.
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
