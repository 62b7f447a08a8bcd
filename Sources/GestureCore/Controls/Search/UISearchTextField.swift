import Foundation

/// The rounded field of a search bar (`UISearchTextField`, a ``UITextField``): a filled
/// rounded rectangle with a magnifying glass at its left and a clear button at its right
/// while editing with text.
///
/// Look (docs/search.md): 36 pt tall in a search bar, corners of 10 pt, filled with
/// ``UIColor/tertiarySystemFill``; the magnifying glass (the `magnifyingglass` symbol) in
/// ``UIColor/secondaryLabel`` centred in a 22 pt wide slot 6 pt from the left, the text 30 pt
/// from the left edge, the placeholder in ``UIColor/secondaryLabel``, the system font at 17 pt,
/// the clear button 7 pt from the right end. The 36 pt height and 10 pt radius are the
/// commonly measured iOS 13+ values; the insets are estimates from screenshots (±1 pt).
/// Tokens (`tokens`, `insertToken(_:at:)`) are not modelled.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
  /// The field's height in a search bar, points.
  public static let standardHeight: CGFloat = 36
  /// The corner radius, points.
  public static let cornerRadius: CGFloat = 10
  /// The space kept at the right end, points.
  static let rightPadding: CGFloat = 7
  /// The width of the magnifying glass's slot, text starting after it, points.
  static let glassSlotWidth: CGFloat = 30

  /// The magnifying glass.
  let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))

  /// A search field of `frame` (`init(frame:)`).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configureSearchLook()
  }

  /// A search field from an archive (`init?(coder:)`): as `init(frame: .zero)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configureSearchLook()
  }

  private func configureSearchLook() {
    borderStyle = .none
    backgroundColor = .tertiarySystemFill
    layer.cornerRadius = UISearchTextField.cornerRadius
    // The text and the glass stay inside the rounded field as a collapsing band squeezes it.
    clipsToBounds = true
    clearButtonMode = .whileEditing
    returnKeyType = .search
    enablesReturnKeyAutomatically = true
    glass.tintColor = .secondaryLabel
    glass.isUserInteractionEnabled = false
    let slot = UIView(
      frame: CGRect(
        x: 0, y: 0, width: UISearchTextField.glassSlotWidth,
        height: UISearchTextField.standardHeight
      ))
    slot.isUserInteractionEnabled = false
    slot.addSubview(glass)
    leftView = slot
    leftViewMode = .always
  }

  /// Centres the magnifying glass in its slot.
  open override func layoutSubviews() {
    super.layoutSubviews()
    glass.sizeToFit()
    let size = glass.bounds.size
    let slotHeight = glass.superview?.bounds.height ?? bounds.height
    glass.frame = CGRect(
      x: 6 + (22 - size.width) / 2, y: (slotHeight - size.height) / 2,
      width: size.width, height: size.height)
  }

  /// The text's rectangle (`textRect(forBounds:)`): after the magnifying glass, 7 pt short of
  /// the right end (or the clear button).
  open override func textRect(forBounds bounds: CGRect) -> CGRect {
    trimmedRight(super.textRect(forBounds: bounds), in: bounds)
  }

  /// The text's rectangle while editing (`editingRect(forBounds:)`): as
  /// ``textRect(forBounds:)``.
  open override func editingRect(forBounds bounds: CGRect) -> CGRect {
    trimmedRight(super.editingRect(forBounds: bounds), in: bounds)
  }

  /// The clear button (`clearButtonRect(forBounds:)`): 7 pt from the right end.
  open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    super.clearButtonRect(forBounds: bounds).offsetBy(dx: -UISearchTextField.rightPadding, dy: 0)
  }

  /// The magnifying glass's slot (`leftViewRect(forBounds:)`): 30 pt wide, the full height.
  open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    guard leftView != nil else { return .zero }
    return CGRect(
      x: bounds.minX, y: bounds.minY, width: UISearchTextField.glassSlotWidth,
      height: bounds.height)
  }

  private func trimmedRight(_ rect: CGRect, in bounds: CGRect) -> CGRect {
    let maxX = min(rect.maxX, bounds.maxX - UISearchTextField.rightPadding)
    return CGRect(x: rect.minX, y: rect.minY, width: max(0, maxX - rect.minX), height: rect.height)
  }
}
