import Foundation

/// The view of one item of a collection view, UIKit's `UICollectionViewCell`.
///
/// Its subviews, back to front: ``backgroundView``, ``selectedBackgroundView`` (shown only
/// while the cell ``isSelected`` or ``isHighlighted``) and ``contentView``, where the cell's
/// own views go; all three fill the cell's bounds (they resize with it, and every layout of the
/// cell puts them back at its bounds). The collection view sets
/// ``isHighlighted`` while a finger is down on the cell and ``isSelected`` when a tap selects
/// it (UICollectionView+Selection.swift).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view the cell's content goes in (`contentView`).
  public let contentView = UIView()

  /// The view behind the content (`backgroundView`, default `nil`), sized to the cell.
  open var backgroundView: UIView? {
    didSet {
      guard oldValue !== backgroundView else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView {
        insertSubview(backgroundView, at: 0)
        backgroundView.frame = bounds
        backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      }
    }
  }

  /// The view shown behind the content while the cell is selected or highlighted
  /// (`selectedBackgroundView`, default `nil`), above ``backgroundView``.
  open var selectedBackgroundView: UIView? {
    didSet {
      guard oldValue !== selectedBackgroundView else { return }
      oldValue?.removeFromSuperview()
      if let selectedBackgroundView {
        insertSubview(selectedBackgroundView, belowSubview: contentView)
        selectedBackgroundView.frame = bounds
        selectedBackgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        selectedBackgroundView.isHidden = !(isSelected || isHighlighted)
      }
    }
  }

  /// Whether the cell is selected (`isSelected`, default false); shows or hides the
  /// ``selectedBackgroundView``.
  open var isSelected = false {
    didSet { updateSelectedBackground() }
  }

  /// Whether a finger is down on the cell (`isHighlighted`, default false); shows or hides the
  /// ``selectedBackgroundView``.
  open var isHighlighted = false {
    didSet { updateSelectedBackground() }
  }

  /// A cell with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpCell()
  }

  /// A cell with a zero frame (`init?(coder:)`; nothing is decoded, see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpCell()
  }

  private func setUpCell() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Keeps the background views and the content view filling the bounds, then lays out the
  /// rest as `UIView` does.
  open override func layoutSubviews() {
    for view in [backgroundView, selectedBackgroundView, contentView] {
      if let view, view.frame != bounds { view.frame = bounds }
    }
    super.layoutSubviews()
  }

  /// Resets highlight and selection state before reuse, as UIKit's does, then `super`.
  open override func prepareForReuse() {
    super.prepareForReuse()
    if isHighlighted { isHighlighted = false }
  }

  private func updateSelectedBackground() {
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
  }
}
