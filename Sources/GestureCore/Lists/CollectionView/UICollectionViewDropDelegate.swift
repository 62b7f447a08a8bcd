import Foundation

/// What a collection view asks when its own item is dragged over it and dropped, UIKit's
/// `UICollectionViewDropDelegate` (docs/collection-view.md, "Drag and drop").
/// ``collectionView(_:performDropWith:)`` is required; the other methods have UIKit's defaults
/// (without a proposal the drop is `.cancel`).
@preconcurrency @MainActor
public protocol UICollectionViewDropDelegate: _ObjCProtocol {
  /// Takes the drop (required): the code updates its data and the collection view, and may
  /// land the preview with ``UICollectionViewDropCoordinator/drop(_:toItemAt:)``.
  func collectionView(
    _ collectionView: UICollectionView,
    performDropWith coordinator: any UICollectionViewDropCoordinator)
  /// Whether the collection view takes drops of `session` (default true).
  func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession)
    -> Bool
  /// The drag came over the collection view (default: nothing).
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
  /// The proposal for a drop at `destinationIndexPath` (the item under the finger), asked each
  /// time the finger moves (default `.cancel`).
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal
  /// The drag left the collection view (default: nothing).
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
  /// The drag ended after being over the collection view (default: nothing).
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
}

extension UICollectionViewDropDelegate {
  /// Every session.
  public func collectionView(
    _ collectionView: UICollectionView, canHandle session: any UIDropSession
  ) -> Bool { true }
  /// Nothing.
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession
  ) {}
  /// `.cancel`: no drop.
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal { UICollectionViewDropProposal(operation: .cancel) }
  /// Nothing.
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession
  ) {}
  /// Nothing.
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession
  ) {}
}

/// How a collection view would take a drop, UIKit's `UICollectionViewDropProposal`.
@preconcurrency @MainActor
open class UICollectionViewDropProposal: UIDropProposal {
  /// Where a drop puts the items (`UICollectionViewDropProposal.Intent`).
  public enum Intent: Int, Sendable {
    /// The collection view shows nothing.
    case unspecified = 0
    /// The items make room at the destination (the layout reflows around the gap).
    case insertAtDestinationIndexPath = 1
    /// The items go into the item under the finger (no highlight is drawn here).
    case insertIntoDestinationIndexPath = 2
  }

  /// Where the items go.
  public let intent: Intent

  /// A proposal of `operation` with `intent` (`init(operation:intent:)`, default
  /// `.unspecified`).
  public init(operation: UIDropOperation, intent: Intent = .unspecified) {
    self.intent = intent
    super.init(operation: operation)
  }

  /// Whether the proposal opens a gap: a move inserted at the destination.
  var opensGap: Bool { operation == .move && intent == .insertAtDestinationIndexPath }
}

/// One item of a drop on a collection view, UIKit's `UICollectionViewDropItem`.
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: AnyObject {
  /// The dragged item.
  var dragItem: UIDragItem { get }
  /// Where the item was when it came from this collection view, else `nil`.
  var sourceIndexPath: IndexPath? { get }
  /// The size of the item's preview, points.
  var previewSize: CGSize { get }
}

/// What a collection view's drop delegate is given to take a drop, UIKit's
/// `UICollectionViewDropCoordinator`. Dropping to a placeholder and into an item are not
/// declared, so code calling them does not compile.
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
  /// The dropped items.
  var items: [any UICollectionViewDropItem] { get }
  /// Where the drop goes, or `nil`.
  var destinationIndexPath: IndexPath? { get }
  /// The last proposal.
  var proposal: UICollectionViewDropProposal { get }
  /// The drop session.
  var session: any UIDropSession { get }
  /// Lands `dragItem`'s preview on the item at `indexPath` (its place after the code's
  /// updates).
  @discardableResult
  func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
}

/// A dropped item of the collection view's own items.
@preconcurrency @MainActor
final class CollectionDropItem: NSObject, UICollectionViewDropItem {
  let dragItem: UIDragItem
  let sourceIndexPath: IndexPath?
  let previewSize: CGSize

  init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
    self.dragItem = dragItem
    self.sourceIndexPath = sourceIndexPath
    self.previewSize = previewSize
    super.init()
  }
}

/// The coordinator a collection view's drop gives its delegate.
@preconcurrency @MainActor
final class CollectionDropCoordinator: NSObject, UICollectionViewDropCoordinator {
  let items: [any UICollectionViewDropItem]
  let destinationIndexPath: IndexPath?
  let proposal: UICollectionViewDropProposal
  let session: any UIDropSession
  /// The item the preview lands on, and the animator of that landing.
  private(set) var landing: (path: IndexPath, animator: DropAnimator)?

  init(
    items: [any UICollectionViewDropItem], destinationIndexPath: IndexPath?,
    proposal: UICollectionViewDropProposal, session: any UIDropSession
  ) {
    self.items = items
    self.destinationIndexPath = destinationIndexPath
    self.proposal = proposal
    self.session = session
    super.init()
  }

  @discardableResult
  func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
    let animator = landing?.animator ?? DropAnimator()
    landing = (indexPath, animator)
    return animator
  }
}
