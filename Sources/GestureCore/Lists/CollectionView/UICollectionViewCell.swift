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

  /// The view the content configuration made, in ``contentView``.
  let contentConfigurationSlot = ContentConfigurationSlot()
  /// Whether the configuration update must run at the next layout.
  final var needsConfigurationUpdate = true

  /// What runs when the cell's state changes (`UICollectionViewCell.ConfigurationUpdateHandler`).
  public typealias ConfigurationUpdateHandler =
    @MainActor (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

  /// The cell's content as a configuration (`contentConfiguration`, iOS 14): its view is added
  /// to ``contentView``, filling it; a new configuration the view supports is given to it,
  /// another replaces it; `nil` removes it.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      contentConfigurationSlot.install(contentConfiguration, in: contentView)
      setNeedsLayout()
    }
  }

  /// Whether the cell replaces its ``contentConfiguration`` with
  /// ``UIContentConfiguration/updated(for:)`` when its state changes
  /// (`automaticallyUpdatesContentConfiguration`, default true).
  open var automaticallyUpdatesContentConfiguration = true

  /// Runs after ``updateConfiguration(using:)`` at each state change
  /// (`configurationUpdateHandler`, iOS 15).
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// The cell's state: selected, highlighted, and its traits (`configurationState`).
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }

  /// Asks for ``updateConfiguration(using:)`` before the next layout
  /// (`setNeedsUpdateConfiguration()`).
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// Updates the cell's configurations for `state` (`updateConfiguration(using:)`): the
  /// default does nothing. Called before the cell is first laid out and after each state
  /// change.
  open func updateConfiguration(using state: UICellConfigurationState) {}

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
    if needsConfigurationUpdate {
      needsConfigurationUpdate = false
      let state = configurationState
      if automaticallyUpdatesContentConfiguration, let contentConfiguration {
        self.contentConfiguration = contentConfiguration.updated(for: state)
      }
      updateConfiguration(using: state)
      configurationUpdateHandler?(self, state)
    }
    for view in [backgroundView, selectedBackgroundView] {
      if let view, view.frame != bounds { view.frame = bounds }
    }
    let contentFrame = contentViewFrame()
    if contentView.frame != contentFrame { contentView.frame = contentFrame }
    super.layoutSubviews()
    contentConfigurationSlot.layout(in: contentView)
  }

  /// Where `contentView` goes: the bounds (a list cell leaves room for its accessories and
  /// separator, and follows a swipe).
  func contentViewFrame() -> CGRect { bounds }

  /// Resets highlight and selection state before reuse, as UIKit's does, then `super`.
  open override func prepareForReuse() {
    super.prepareForReuse()
    if isHighlighted { isHighlighted = false }
  }

  private func updateSelectedBackground() {
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    setNeedsUpdateConfiguration()
  }
}
