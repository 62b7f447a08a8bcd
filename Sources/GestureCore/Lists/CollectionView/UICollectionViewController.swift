import Foundation

/// A view controller whose view is a collection view it is the data source and delegate of,
/// UIKit's `UICollectionViewController`. Its collection view is made by ``loadView()`` with the
/// layout given to ``init(collectionViewLayout:)``; every data source, delegate and scroll view
/// delegate method is declared here with UIKit's default, so a subclass writes
/// `override func collectionView(_:numberOfItemsInSection:)` or
/// `override func scrollViewDidScroll(_:)` as in UIKit (the defaults: no items; an item asked
/// for a cell stops the run, as UIKit's does). `UICollectionViewDelegateFlowLayout` is not
/// adopted, as in UIKit: a subclass that sizes items adopts it itself.
///
/// ``clearsSelectionOnViewWillAppear`` (default true) deselects the selected items when the
/// view is about to appear. ``installsStandardGestureForInteractiveMovement`` (default true)
/// puts a long press on the collection view that moves an item when the data source implements
/// `collectionView(_:moveItemAt:to:)` (docs/collection-view.md, "Interactive movement").
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  /// The layout ``loadView()`` makes the collection view with.
  private let initialLayout: UICollectionViewLayout
  /// The standard reordering press, once installed.
  private var reorderGesture: StandardReorderGesture?

  /// Whether the selection is cleared in ``viewWillAppear(_:)`` (default true).
  open var clearsSelectionOnViewWillAppear = true

  /// Whether the controller puts its standard long press on the collection view to move items
  /// (`installsStandardGestureForInteractiveMovement`, default true). Setting it false removes
  /// the press.
  open var installsStandardGestureForInteractiveMovement = true {
    didSet { updateReorderGesture() }
  }

  /// A controller whose collection view `layout` places (`init(collectionViewLayout:)`).
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller whose collection view has a flow layout (`init(nibName:bundle:)`).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A controller from an archive (`init?(coder:)`): a storyboard's
  /// `<collectionViewController>` loads its scene's collection view, with the layout the file
  /// gives it; any other coder gives a flow layout.
  public required init?(coder: NSCoder) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The collection view: the controller's view (`collectionView`). Setting it replaces the
  /// view.
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set {
      view = newValue
      updateReorderGesture()
    }
  }

  /// The collection view's layout (`collectionViewLayout`): the one given at initialization
  /// until the view is loaded.
  open var collectionViewLayout: UICollectionViewLayout {
    (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
  }

  /// Makes the collection view, filling the screen, with the controller as its data source and
  /// delegate; a storyboard's controller loads its scene's collection view instead (its data
  /// source and delegate as the file connects them).
  open override func loadView() {
    if interfaceBuilderViewLoader != nil {
      super.loadView()
    } else {
      let collectionView = UICollectionView(
        frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
      collectionView.dataSource = self
      collectionView.delegate = self
      view = collectionView
    }
    updateReorderGesture()
  }

  /// Clears the selection when ``clearsSelectionOnViewWillAppear`` is set.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let collectionView = viewIfLoaded as? UICollectionView
    else { return }
    for path in collectionView.indexPathsForSelectedItems ?? [] {
      collectionView.deselectItem(at: path, animated: animated)
    }
  }

  /// Puts the standard press on the collection view, or takes it off.
  private func updateReorderGesture() {
    let collectionView = viewIfLoaded as? UICollectionView
    if let gesture = reorderGesture,
      gesture.press.view !== collectionView
        || !installsStandardGestureForInteractiveMovement
    {
      gesture.press.view?.removeGestureRecognizer(gesture.press)
      reorderGesture = nil
    }
    guard installsStandardGestureForInteractiveMovement, reorderGesture == nil,
      let collectionView
    else { return }
    let gesture = StandardReorderGesture(collectionView: collectionView)
    collectionView.addGestureRecognizer(gesture.press)
    reorderGesture = gesture
  }

  // MARK: UICollectionViewDataSource

  /// No items.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }
  /// Stops the run: a subclass with items overrides it.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    fatalError(
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
        + "reason: 'the collection view's data source did not return a valid cell from "
        + "-collectionView:cellForItemAtIndexPath: for index path \(indexPath)'")
  }
  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// An empty reusable view: a subclass whose layout shows supplementary views overrides it.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
  /// True.
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  // MARK: UICollectionViewDelegate

  /// True.
  open func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  /// True.
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// True.
  open func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// None (`nil`).
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// None (`nil`).
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// The proposed index path.
  open func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }

  // MARK: UIScrollViewDelegate

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
  /// No zooming.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Does nothing.
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// Does nothing.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
}

/// The long press a ``UICollectionViewController`` puts on its collection view to move items
/// (`installsStandardGestureForInteractiveMovement`): it begins only on an item, when the
/// collection view's data source implements `collectionView(_:moveItemAt:to:)` (read from its
/// class's methods, as `respondsToSelector:` does on iOS); it then drives
/// ``UICollectionView/beginInteractiveMovementForItem(at:)``, the target position and the end
/// or cancellation. The press is UIKit's default long press (0.5 s, 10 pt); the item keeps the
/// offset between the finger and its centre, so it lifts where it is. UIKit does not publish
/// its gesture's settings: these are working values.
@preconcurrency @MainActor
final class StandardReorderGesture: UIGestureRecognizerDelegate {
  let press = UILongPressGestureRecognizer(target: nil, action: nil)
  private weak var collectionView: UICollectionView?
  /// The item's centre less the finger's point at the start, points.
  private var grab = CGPoint.zero

  static let moveSelector: Selector = "collectionView:moveItemAt:to:"

  init(collectionView: UICollectionView) {
    self.collectionView = collectionView
    press.delegate = self
    press.addTarget(self, action: StandardReorderGesture.handle)
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let collectionView, let dataSource = collectionView.dataSource,
      ObjectiveCRuntime.lookUp(Self.moveSelector, of: dataSource) != nil
    else { return false }
    return collectionView.indexPathForItem(at: press.location(in: collectionView)) != nil
  }

  private func handle(_ press: UILongPressGestureRecognizer) {
    guard let collectionView else { return }
    let finger = press.location(in: collectionView)
    switch press.state {
    case .began:
      guard let path = collectionView.indexPathForItem(at: finger),
        collectionView.beginInteractiveMovementForItem(at: path)
      else { return }
      let center = collectionView.cellForItem(at: path)?.center ?? finger
      grab = CGPoint(x: center.x - finger.x, y: center.y - finger.y)
    case .changed:
      collectionView.updateInteractiveMovementTargetPosition(
        CGPoint(x: finger.x + grab.x, y: finger.y + grab.y))
    case .ended:
      collectionView.endInteractiveMovement()
    case .cancelled, .failed:
      collectionView.cancelInteractiveMovement()
    default:
      break
    }
  }
}
