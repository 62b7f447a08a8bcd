import Foundation

/// The view of one ``UICellAccessory`` in a list cell, as UIKit draws its system accessories
/// with SF Symbols: `chevron.right` (14 pt semibold, `tertiaryLabel`) for the disclosure
/// indicator, `checkmark` (17 pt semibold, tint), `minus.circle.fill` (22 pt, `systemRed`)
/// for delete, `line.3.horizontal` (17 pt, `tertiaryLabel`) for reorder, `chevron.right`
/// (14 pt semibold, tint) for the outline disclosure, `info.circle` (22 pt, tint) for detail,
/// `circle` (22 pt, `tertiaryLabel`) or `checkmark.circle.fill` (22 pt, tint) for multiselect;
/// a label in body 17 pt `secondaryLabel`; or the user's view. Symbol sizes are this model's
/// reading of iOS's look; UIKit documents none.
final class CellAccessoryView: UIView {
  let accessory: UICellAccessory
  /// What a tap does, or `nil` when the touch goes on to the cell (selecting it).
  private let onTap: (() -> Void)?
  /// The accessory's drawn content.
  private let content: UIView

  init(_ accessory: UICellAccessory, selected: Bool, tint: UIColor, onTap: (() -> Void)?) {
    self.accessory = accessory
    self.onTap = onTap
    func symbol(_ name: String, _ size: CGFloat, _ weight: UIImage.SymbolWeight, _ color: UIColor)
      -> UIView
    {
      let image = UIImage(
        systemName: name,
        withConfiguration: UIImage.SymbolConfiguration(pointSize: size, weight: weight))
      let view = UIImageView(image: image)
      view.tintColor = accessory.tintColor ?? color
      view.frame.size = image?.size ?? .zero
      return view
    }
    switch accessory.kind {
    case .disclosureIndicator: content = symbol("chevron.right", 14, .semibold, .tertiaryLabel)
    case .checkmark: content = symbol("checkmark", 17, .semibold, tint)
    case .delete: content = symbol("minus.circle.fill", 22, .regular, .systemRed)
    case .reorder: content = symbol("line.3.horizontal", 17, .regular, .tertiaryLabel)
    case .outlineDisclosure: content = symbol("chevron.right", 14, .semibold, tint)
    case .detail: content = symbol("info.circle", 22, .regular, tint)
    case .multiselect:
      content =
        selected
        ? symbol("checkmark.circle.fill", 22, .regular, tint)
        : symbol("circle", 22, .regular, .tertiaryLabel)
    case .label(let text, let font):
      let label = UILabel(frame: .zero)
      label.text = text
      label.font = font ?? .systemFont(ofSize: 17)
      label.textColor = accessory.tintColor ?? .secondaryLabel
      label.sizeToFit()
      content = label
    case .customView(let view, let fixed):
      if !fixed { view.frame.size = view.sizeThatFits(.zero) }
      if let tint = accessory.tintColor { view.tintColor = tint }
      content = view
    }
    super.init(frame: .zero)
    isUserInteractionEnabled = onTap != nil
    content.removeFromSuperview()
    addSubview(content)
    isHidden = accessory.isHidden
  }

  /// Made in code only.
  required init?(coder: NSCoder) { nil }

  /// The width the accessory takes, points.
  var width: CGFloat {
    if case .custom(let width) = accessory.reservedLayoutWidth { return width }
    return content.bounds.width
  }

  /// Whether an outline disclosure shows its item expanded: the chevron turned a quarter turn
  /// clockwise to point down, as iOS turns it (animated when set inside an animation block).
  var isExpanded = false {
    didSet {
      guard isExpanded != oldValue else { return }
      content.transform = glyphTransform
    }
  }

  /// How the glyph is turned: an expanded outline disclosure's chevron points down; in a
  /// right-to-left layout a collapsed one, and a disclosure indicator, are mirrored to point
  /// left, as UIKit mirrors its chevrons.
  private var glyphTransform: CGAffineTransform {
    switch accessory.kind {
    case .outlineDisclosure where isExpanded: CGAffineTransform(rotationAngle: .pi / 2)
    case .outlineDisclosure, .disclosureIndicator:
      isRightToLeft ? CGAffineTransform(scaleX: -1, y: 1) : .identity
    default: content.transform
    }
  }

  /// Centres the content in the accessory's space (on whole device pixels), its glyph turned
  /// for the layout direction.
  override func layoutSubviews() {
    super.layoutSubviews()
    let transform = glyphTransform
    if content.transform != transform { content.transform = transform }
    let scale = window?.screenScale ?? 2
    let size = content.bounds.size
    content.center = CGPoint(
      x: ((bounds.width - size.width) / 2 * scale).rounded() / scale + size.width / 2,
      y: ((bounds.height - size.height) / 2 * scale).rounded() / scale + size.height / 2)
  }

  /// Keeps the touch: it does not select the cell.
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Runs the accessory's action.
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    onTap?()
  }
}
