import Foundation

/// What places a collection view's elements, UIKit's abstract `UICollectionViewLayout`: a
/// subclass overrides the override points below, as on iOS, and the collection view asks them.
///
/// When the collection view lays out (at its first layout, after ``invalidateLayout()``, after
/// a bounds change the layout asks to be told of, and at every scroll frame) it:
/// 1. calls ``prepare()`` if the layout was invalidated since it last did (and at first);
/// 2. sets its `contentSize` to ``collectionViewContentSize``;
/// 3. asks ``layoutAttributesForElements(in:)`` for its visible rect (its bounds) and shows a
///    cell for each item returned, dequeuing and configuring new ones through its data source
///    and putting away those no longer returned (only those cells exist);
/// 4. applies each element's attributes to its view.
///
/// A bounds change (every scroll frame) asks ``shouldInvalidateLayout(forBoundsChange:)``;
/// `true` invalidates the layout (``invalidateLayout(with:)`` with
/// ``invalidationContext(forBoundsChange:)``), so the next layout calls ``prepare()`` again:
/// the pattern of layouts that scale cells by their distance from the centre.
///
/// A drag released by the finger asks
/// ``targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`` with the resting
/// offset the scroll view proposes and the release velocity in points per millisecond; the
/// content decelerates to the offset returned (the scroll view delegate's
/// `scrollViewWillEndDragging` then sees it as the target and may still change it).
@preconcurrency @MainActor
open class UICollectionViewLayout: _ObjCProtocol, AssociatedObjectHost {
  /// The layout's associated objects.
  nonisolated let associatedObjectStore = AssociatedObjectStore()
  /// The collection view using the layout (`collectionView`, weak; `nil` until one does).
  open internal(set) weak var collectionView: UICollectionView?
  /// The classes and nibs registered for decoration views, by kind (a kind has one or the
  /// other).
  final private(set) var decorationClasses: [String: AnyClass] = [:]
  final private(set) var decorationNibs: [String: UINib] = [:]
  /// Whether ``prepare()`` must run before the next use.
  package var needsPrepare = true

  /// A layout (`init()`).
  public init() {}

  /// A layout (`init?(coder:)`; nothing is decoded, as for views).
  public required init?(coder: NSCoder) {}

  /// The class of attributes the layout makes (`layoutAttributesClass`, default
  /// `UICollectionViewLayoutAttributes`): a subclass returns its own attributes class.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// The class of invalidation contexts (`invalidationContextClass`).
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  /// Computes what the layout needs before it is asked for attributes (`prepare()`), after
  /// each invalidation. The default does nothing.
  open func prepare() {}

  /// Whether the collection view mirrors the layout's frames horizontally when it lays out in
  /// the direction opposite to ``developmentLayoutDirection``
  /// (`flipsHorizontallyInOppositeLayoutDirection`, default false; true for
  /// ``UICollectionViewFlowLayout``). The layout then computes left to right and the
  /// collection view shows each frame at `contentWidth − maxX`, asks for the mirrored rect and
  /// answers its queries (`indexPathForItem(at:)`, `layoutAttributesForItem(at:)`) mirrored;
  /// the content offset is not flipped (docs/layout-direction.md).
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// The direction the layout's frames are computed for (`developmentLayoutDirection`, default
  /// left to right).
  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// The size of all the content, points (`collectionViewContentSize`); the collection view's
  /// `contentSize`. The default is zero.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element whose frame meets `rect` (content coordinates)
  /// (`layoutAttributesForElements(in:)`). The default returns `nil`: nothing shows.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of the item at `indexPath` (`layoutAttributesForItem(at:)`); default `nil`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`
  /// (`layoutAttributesForSupplementaryView(ofKind:at:)`); default `nil`.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of the decoration view of `elementKind` at `indexPath`
  /// (`layoutAttributesForDecorationView(ofKind:at:)`); default `nil`.
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Registers `viewClass` (a `UICollectionReusableView` subclass) for the decoration views of
  /// `elementKind` the layout places (`register(_:forDecorationViewOfKind:)`); `nil` removes
  /// the registration. The collection view makes these views itself
  /// (UICollectionView+Decorations.swift); one of a kind with no registration stops the run
  /// with UIKit's exception.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationClasses[elementKind] = viewClass
    decorationNibs[elementKind] = nil
  }

  /// Registers `nib` for the decoration views of `elementKind` (`register(_:forDecorationViewOfKind:)`
  /// with a `UINib`): its first top-level view, a `UICollectionReusableView`, is made for each.
  open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
    decorationNibs[elementKind] = nib
    decorationClasses[elementKind] = nil
  }

  /// Whether a bounds change to `newBounds` needs a new layout
  /// (`shouldInvalidateLayout(forBoundsChange:)`). The default is true when the size
  /// changes, false when only the origin (the content offset) does.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    return newBounds.size != collectionView.bounds.size
  }

  /// The context of the invalidation a bounds change causes
  /// (`invalidationContext(forBoundsChange:)`).
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    let context = makeInvalidationContext()
    context.invalidatedForBoundsChange = true
    return context
  }

  /// Marks the layout as needing ``prepare()`` before its next use, and the collection view as
  /// needing layout (`invalidateLayout()`).
  open func invalidateLayout() {
    invalidateLayout(with: makeInvalidationContext())
  }

  /// Invalidates the layout (`invalidateLayout(with:)`): ``prepare()`` runs again before the
  /// next use. Every context invalidates everything here (UIKit's contexts can limit it to
  /// some elements; the result is the same, only slower).
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    needsPrepare = true
    collectionView?.setNeedsLayout()
  }

  /// The offset at which a released drag comes to rest
  /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`): `proposedContentOffset`
  /// is where the deceleration would stop, `velocity` the release velocity in points per
  /// millisecond (positive as the offset grows). The default returns `proposedContentOffset`.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  /// The offset to keep after an update or a layout change
  /// (`targetContentOffset(forProposedContentOffset:)`); the default returns it.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
  {
    proposedContentOffset
  }

  /// The attributes an item appearing by an update starts from
  /// (`initialLayoutAttributesForAppearingItem(at:)`): the default is its final attributes with
  /// alpha 0, so an inserted item fades in where it lands, as in UIKit.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard
      let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy()
        as? UICollectionViewLayoutAttributes
    else { return nil }
    attributes.alpha = 0
    return attributes
  }

  /// The attributes an item disappearing by an update ends at
  /// (`finalLayoutAttributesForDisappearingItem(at:)`): the default is its attributes before
  /// the update with alpha 0, so a deleted item fades out where it was, as in UIKit.
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard
      let attributes = collectionView?.attributesBeforeUpdate(at: itemIndexPath)?.copy()
        as? UICollectionViewLayoutAttributes
    else { return nil }
    attributes.alpha = 0
    return attributes
  }

  /// The attributes a supplementary view appearing by an update starts from
  /// (`initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)`): a header or
  /// footer of an inserted or reloaded section. The default is its final attributes with
  /// alpha 0: it fades in where it lands, as items do.
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard
      let attributes = layoutAttributesForSupplementaryView(
        ofKind: elementKind, at: elementIndexPath)?
        .copy() as? UICollectionViewLayoutAttributes
    else { return nil }
    attributes.alpha = 0
    return attributes
  }

  /// The attributes a supplementary view disappearing by an update ends at
  /// (`finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)`): a header or
  /// footer of a deleted or reloaded section. The default is its attributes before the update
  /// with alpha 0: it fades out where it was.
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard
      let attributes = collectionView?.attributesBeforeUpdate(
        ofKind: elementKind, at: elementIndexPath)?.copy() as? UICollectionViewLayoutAttributes
    else { return nil }
    attributes.alpha = 0
    return attributes
  }

  /// Called before an update's changes are applied, with the changes
  /// (`prepare(forCollectionViewUpdates:)`: sections have `NSNotFound` as their item); does
  /// nothing.
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

  /// Called after an update's animations were set up (`finalizeCollectionViewUpdates()`);
  /// does nothing.
  open func finalizeCollectionViewUpdates() {}

  // MARK: Interactive movement

  /// The attributes of the item being moved at `position` (content coordinates)
  /// (`layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`): the default is
  /// its attributes centred on the position, in front of the others.
  open func layoutAttributesForInteractivelyMovingItem(
    at indexPath: IndexPath, withTargetPosition position: CGPoint
  ) -> UICollectionViewLayoutAttributes {
    let attributes =
      (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
      ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.center = position
    attributes.zIndex = Int.max / 2
    return attributes
  }

  /// The index path the moving item would take at `position`
  /// (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`): the item whose frame
  /// contains the position, else the item's own.
  open func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath {
    let rect = CGRect(x: position.x, y: position.y, width: 1, height: 1)
    let hit = layoutAttributesForElements(in: rect)?.first {
      $0.representedElementCategory == .cell && $0.frame.contains(position)
    }
    return hit?.indexPath ?? previousIndexPath
  }

  private func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
    (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)?
      .init() ?? UICollectionViewLayoutInvalidationContext()
  }
}

/// What an invalidation of a layout covers, UIKit's `UICollectionViewLayoutInvalidationContext`.
/// Here every invalidation recomputes the whole layout; the flags are kept for layouts that
/// read them in `invalidateLayout(with:)`.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: _ObjCProtocol {
  /// Whether the data source's counts changed (`invalidateDataSourceCounts`).
  open internal(set) var invalidateDataSourceCounts = false
  /// Whether everything is invalidated (`invalidateEverything`).
  open internal(set) var invalidateEverything = false
  /// Whether a bounds change caused the invalidation (not UIKit API; UIKit's contexts know it
  /// privately).
  package var invalidatedForBoundsChange = false
  /// An empty context (`init()`).
  public required init() {}
}

/// One change of a batch update, UIKit's `UICollectionViewUpdateItem`, given to
/// ``UICollectionViewLayout/prepare(forCollectionViewUpdates:)``.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: _ObjCProtocol {
  /// What a change does (`UICollectionViewUpdateItem.Action`).
  public enum Action: Int, Sendable {
    /// An insertion.
    case insert
    /// A deletion.
    case delete
    /// A reload.
    case reload
    /// A move.
    case move
    /// Nothing.
    case none
  }
  /// The index path before the update (`nil` for an insertion) (`indexPathBeforeUpdate`).
  open private(set) var indexPathBeforeUpdate: IndexPath?
  /// The index path after the update (`nil` for a deletion) (`indexPathAfterUpdate`).
  open private(set) var indexPathAfterUpdate: IndexPath?
  /// The change (`updateAction`).
  open private(set) var updateAction: Action

  init(action: Action, before: IndexPath?, after: IndexPath?) {
    updateAction = action
    indexPathBeforeUpdate = before
    indexPathAfterUpdate = after
  }
}
