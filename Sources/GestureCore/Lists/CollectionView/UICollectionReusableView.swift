import Foundation

/// A view a collection view shows for one of its elements and reuses for others, UIKit's
/// `UICollectionReusableView`: the base of cells and of supplementary views (headers,
/// footers).
///
/// The collection view makes one with `init(frame:)` when its reuse queue for the identifier
/// is empty (``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``), and calls
/// ``prepareForReuse()`` when it hands out one that showed another element. A subclass that
/// declares its own `init(frame:)` must also implement `init?(coder:)`, as Xcode requires, and
/// then inherits ``init(reusableViewFrame:)``, through which the collection view makes
/// instances of the registered class.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the view was dequeued with (`reuseIdentifier`); `nil` for a view not made
  /// by a collection view.
  open internal(set) var reuseIdentifier: String?
  /// The attributes last applied, for ``preferredLayoutAttributesFitting(_:)`` and tests.
  package var appliedAttributes: UICollectionViewLayoutAttributes?

  /// A view with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A view with a zero frame (`init?(coder:)`; nothing is decoded, see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Makes a view of the dynamic class with `init(frame:)`: how a collection view instantiates
  /// a registered class (Objective-C's `[[cls alloc] initWithFrame:]`). Not UIKit API; a
  /// subclass inherits it as long as it overrides both designated initializers or neither.
  public required convenience init(reusableViewFrame frame: CGRect) {
    self.init(frame: frame)
  }

  /// Resets the view before the collection view hands it out for another element
  /// (`prepareForReuse()`). The default does nothing here (UIKit's resets private state);
  /// overrides call `super`.
  open func prepareForReuse() {}

  /// Applies subclass-specific layout attributes (`apply(_:)`), after the collection view set
  /// the view's centre, bounds, transform, alpha, z position and hidden state from them. The
  /// default does nothing.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes the view would like, given the layout's (`preferredLayoutAttributesFitting(_:)`),
  /// asked by a flow layout with an `estimatedItemSize`. The default returns the given
  /// attributes: the simulated UIKit does not fit a cell's Auto Layout content (UIKit's
  /// default does), so a self-sizing cell keeps its estimated size unless it overrides this
  /// (docs/collection-view.md).
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    layoutAttributes
  }

  /// Called before the layout changes (`willTransition(from:to:)`); does nothing.
  open func willTransition(
    from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout
  ) {}
  /// Called after the layout changed (`didTransition(from:to:)`); does nothing.
  open func didTransition(
    from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout
  ) {}
}
