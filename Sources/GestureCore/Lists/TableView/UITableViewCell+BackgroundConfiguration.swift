import Foundation

/// The view a cell's ``UITableViewCell/backgroundConfiguration`` draws with, behind every
/// other view of the cell: the background rectangle (the cell's bounds less the
/// configuration's `backgroundInsets`) filled with the resolved colour and rounded by its
/// `cornerRadius`, the visual effect and custom view filling it, and the stroke, `strokeWidth`
/// wide inside the rectangle grown by `strokeOutset` on every side (its corners rounded by
/// `cornerRadius + strokeOutset` when the background is rounded).
@preconcurrency @MainActor
final class ConfiguredBackgroundView: UIView {
  /// The filled, rounded background.
  let fill = UIView()
  /// The outline around it.
  let stroke = UIView()
  private var effectView: UIVisualEffectView?
  private weak var custom: UIView?

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    fill.isUserInteractionEnabled = false
    stroke.isUserInteractionEnabled = false
    stroke.backgroundColor = nil
    addSubview(fill)
    addSubview(stroke)
  }

  required init?(coder: NSCoder) { fatalError("not archived") }

  /// Draws `configuration` in `bounds` of the cell, the colours resolved with `tintColor`.
  func apply(_ configuration: UIBackgroundConfiguration, in cellBounds: CGRect, tint: UIColor) {
    frame = cellBounds
    let insets = configuration.backgroundInsets
    let rect = CGRect(
      x: insets.leading, y: insets.top,
      width: max(0, cellBounds.width - insets.leading - insets.trailing),
      height: max(0, cellBounds.height - insets.top - insets.bottom))
    fill.frame = rect
    fill.backgroundColor = configuration.resolvedBackgroundColor(for: tint)
    fill.layer.cornerRadius = configuration.cornerRadius
    fill.clipsToBounds = configuration.cornerRadius > 0
    if let effect = configuration.visualEffect {
      let view = effectView ?? UIVisualEffectView(effect: effect)
      view.effect = effect
      view.isUserInteractionEnabled = false
      if view.superview !== fill { fill.addSubview(view) }
      view.frame = fill.bounds
      effectView = view
    } else {
      effectView?.removeFromSuperview()
      effectView = nil
    }
    if custom !== configuration.customView { custom?.removeFromSuperview() }
    if let view = configuration.customView {
      if view.superview !== fill { fill.addSubview(view) }
      view.frame = fill.bounds
      custom = view
    }
    let outset = configuration.strokeOutset
    let width = configuration.strokeWidth
    stroke.isHidden = width <= 0
    stroke.frame = rect.insetBy(dx: -outset, dy: -outset)
    stroke.layer.borderWidth = width
    stroke.layer.borderColor = configuration.resolvedStrokeColor(for: tint).cgColor
    stroke.layer.cornerRadius =
      configuration.cornerRadius > 0 ? configuration.cornerRadius + outset : 0
  }
}

extension ConfiguredBackgroundView {
  /// Draws `configuration` at the back of `cell` in `rect` (the cell's bounds, moved with a
  /// swipe), making the view on first use in `view`; removes it for `nil`.
  static func layout(
    _ configuration: UIBackgroundConfiguration?, in cell: UIView, rect: CGRect,
    view: inout ConfiguredBackgroundView?
  ) {
    guard let configuration else {
      view?.removeFromSuperview()
      view = nil
      return
    }
    let shown = view ?? ConfiguredBackgroundView(frame: .zero)
    view = shown
    if shown.superview !== cell { cell.insertSubview(shown, at: 0) }
    shown.apply(configuration, in: rect, tint: cell.tintColor)
  }
}

extension UITableViewCell {
  /// Places the view drawing ``backgroundConfiguration`` behind everything (moved `offset`
  /// points with the row's swipe), or removes it when there is none.
  func layoutConfiguredBackground(offset: CGFloat) {
    ConfiguredBackgroundView.layout(
      backgroundConfiguration, in: self, rect: bounds.offsetBy(dx: offset, dy: 0),
      view: &configuredBackground)
  }
}
