import Foundation

/// A bar's background: the appearance's effect (drawn as its tint colour), colour and image
/// in layers, and the hairline (or shadow image) just outside the edge facing the content: a
/// navigation bar's bottom (its background reaching up under the status bar), a tab bar's top.
@preconcurrency @MainActor
final class BarBackground: UIView {
  /// Whether the hairline lies above the top edge (a tab bar) rather than below the bottom.
  let hairlineAtTop: Bool
  private let effect = UIView()
  private let color = UIView()
  private let image = UIImageView(frame: .zero)
  private let shadow = UIView()
  private let shadowImage = UIImageView(frame: .zero)

  init(hairlineAtTop: Bool = false) {
    self.hairlineAtTop = hairlineAtTop
    super.init(frame: .zero)
    for view in [effect, color, image, shadow, shadowImage] as [UIView] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
  }

  required init?(coder: NSCoder) { fatalError("made by its bar") }

  /// Draws `appearance`.
  func show(_ appearance: UIBarAppearance) {
    // The effect's tint, light or dark as the bar's appearance resolves it.
    effect.backgroundColor = appearance.backgroundEffect.map { effect in
      let style = effect.style
      return UIColor { traits in UIColor(cgColor: style.tint(in: traits.userInterfaceStyle)) }
    }
    color.backgroundColor = appearance.backgroundColor
    image.image = appearance.backgroundImage
    image.contentMode = appearance.backgroundImageContentMode
    image.isHidden = appearance.backgroundImage == nil
    shadowImage.image = appearance.shadowImage
    shadowImage.isHidden = appearance.shadowImage == nil
    shadow.backgroundColor = appearance.shadowColor
    shadow.isHidden = appearance.shadowImage != nil || appearance.shadowColor == nil
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    for view in [effect, color, image] as [UIView] { view.frame = bounds }
    let pixel = 1 / max(1, window?.screenScale ?? 2)
    let height = shadowImage.image?.size.height ?? 0
    shadow.frame = CGRect(
      x: 0, y: hairlineAtTop ? -pixel : bounds.maxY, width: bounds.width, height: pixel)
    shadowImage.frame = CGRect(
      x: 0, y: hairlineAtTop ? -height : bounds.maxY, width: bounds.width, height: height)
  }
}
