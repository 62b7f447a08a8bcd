import Foundation

/// The lifted look of a dragged list cell, as UIKit draws a drag preview (docs/tables.md,
/// "Drag and drop"): a snapshot of the cell on a platter with rounded corners, over the
/// window, a little larger than the cell and casting a shadow.
///
/// Apple publishes no numbers for the lift. These are estimates: the platter's corners 10 pt
/// and the scale 1.05 (the drag preview of a table row on iOS 13 and later is a rounded card a
/// few points larger than the row); the shadow is the reorder grip's (black, radius 8 pt,
/// opacity 0.25), reached over 0.2 s, as the grip's lift is.
@preconcurrency @MainActor
final class DragPreviewPlatter: UIView {
  /// The platter's corner radius, points.
  static let cornerRadius: CGFloat = 10
  /// The lifted preview's scale.
  static let liftScale: CGFloat = 1.05
  /// The shadow's blur radius, points.
  static let shadowRadius: CGFloat = 8
  /// The shadow's opacity when lifted.
  static let shadowOpacity: Float = 0.25
  /// How long the lift takes, seconds.
  static let liftDuration: TimeInterval = 0.2

  /// The clipped card holding the snapshot.
  let card = UIView()

  /// A platter over `frame` (window coordinates) showing `view` as it looks now, on
  /// `background` (the list's background, as a row's transparent parts show it).
  init(showing view: UIView, frame: CGRect, background: UIColor?) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    card.frame = bounds
    card.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    card.layer.cornerRadius = Self.cornerRadius
    card.clipsToBounds = true
    card.backgroundColor = background ?? .systemBackground
    if let snapshot = view.snapshotView(afterScreenUpdates: false) {
      snapshot.frame = card.bounds
      card.addSubview(snapshot)
    }
    addSubview(card)
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOffset = .zero
    layer.shadowRadius = Self.shadowRadius
    layer.shadowOpacity = 0
    layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius).cgPath
  }

  required init?(coder: NSCoder) { fatalError("not archived") }

  /// Lifts the platter: scale and shadow over ``liftDuration``.
  func lift() {
    UIView.animate(withDuration: Self.liftDuration) {
      self.transform = CGAffineTransform(scaleX: Self.liftScale, y: Self.liftScale)
      self.layer.shadowOpacity = Self.shadowOpacity
    }
  }
}
