import Foundation

/// An item lifted by a drag: its session, the preview over the window, and the last proposal.
@preconcurrency @MainActor
struct CollectionDrag {
  let session: LocalDragSession
  let source: IndexPath
  let cell: UICollectionViewCell
  let platter: DragPreviewPlatter
  /// The preview's centre less the finger, window coordinates.
  let offset: CGPoint
  var proposal = UICollectionViewDropProposal(operation: .cancel)
  var destination: IndexPath?
  var entered = false
  var visited = false
  /// The item the preview lands on, hidden until it has landed.
  var landingPath: IndexPath?
}

/// The long press that lifts an item into a drag: UIKit's long press, 0.5 s without moving
/// 10 pt, that begins only where the drag delegate gives items.
@preconcurrency @MainActor
final class CollectionDragPress: NSObject, UIGestureRecognizerDelegate {
  let press = UILongPressGestureRecognizer()
  private weak var collectionView: UICollectionView?
  private var pending: (path: IndexPath, session: LocalDragSession)?

  init(on collectionView: UICollectionView) {
    self.collectionView = collectionView
    super.init()
    press.name = "drag"
    press.delegate = self
    press.addAction { [weak self] recognizer in self?.handle(recognizer) }
    collectionView.addGestureRecognizer(press)
  }

  /// Takes the press off the collection view.
  func detach() {
    collectionView?.removeGestureRecognizer(press)
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let collectionView else { return false }
    pending = collectionView.dragSession(at: press.location(in: collectionView))
    return pending != nil
  }

  private func handle(_ recognizer: UIGestureRecognizer) {
    guard let collectionView else { return }
    let point = press.location(in: nil)
    switch recognizer.state {
    case .began:
      guard let pending else { return }
      self.pending = nil
      collectionView.liftItem(at: pending.path, session: pending.session, finger: point)
    case .changed:
      collectionView.dragMoved(to: point)
    case .ended:
      collectionView.dragEnded(dropping: true)
    case .cancelled, .failed:
      collectionView.dragEnded(dropping: false)
    default:
      break
    }
  }
}

/// Drag and drop of a collection view's own items (docs/collection-view.md, "Drag and drop"),
/// as tables do it (docs/tables.md): a long press asks `collectionView(_:itemsForBeginning:at:)`,
/// the item's cell hides and its preview (``DragPreviewPlatter``) follows the finger; each move
/// asks `collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)` with the item under
/// the finger (the layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)`), and a
/// `.move` with `.insertAtDestinationIndexPath` moves the gap there, the other items reflowing
/// over 0.3 s as an interactive movement does (every `reorderingCadence` reflows at once); on
/// lift a `.move` or `.copy` calls `collectionView(_:performDropWith:)` and the preview lands
/// where `drop(_:toItemAt:)` says, else it goes back.
extension UICollectionView {
  /// Whether a long press at `point` would ask for drag items.
  func canBeginDrag(at point: CGPoint) -> Bool {
    dragInteractionEnabled && dragDelegate != nil && collectionDrag == nil
      && interactiveMovement == nil && indexPathForItem(at: point) != nil
  }

  /// A session with the drag delegate's items for the item at `point`, or `nil`.
  func dragSession(at point: CGPoint) -> (path: IndexPath, session: LocalDragSession)? {
    guard canBeginDrag(at: point), let delegate = dragDelegate,
      let path = indexPathForItem(at: point), cellForItem(at: path) != nil
    else { return nil }
    let session = LocalDragSession(items: [], at: convert(point, to: nil))
    session.items = delegate.collectionView(self, itemsForBeginning: session, at: path)
    return session.items.isEmpty ? nil : (path, session)
  }

  /// Lifts the item at `path`.
  func liftItem(at path: IndexPath, session: LocalDragSession, finger: CGPoint) {
    guard let cell = cellForItem(at: path), let window else { return }
    session.allowsMoveOperation =
      dragDelegate?.collectionView(self, dragSessionAllowsMoveOperation: session) ?? true
    if reorderingCadence != .immediate {
      window.eventLog.record(
        "collectionView.unsupported", view: self,
        detail: "reorderingCadence \(reorderingCadence == .fast ? ".fast" : ".slow") reflows "
          + "at once, as .immediate does")
    }
    record(
      "collectionView.dragBegan", path,
      ": \(session.items.count) item"
        + (session.items.count == 1 ? "" : "s"))
    dragDelegate?.collectionView(self, dragSessionWillBegin: session)
    let platter = DragPreviewPlatter(
      showing: cell, frame: convert(cell.frame, to: nil), background: cell.backgroundColor)
    window.addSubview(platter)
    platter.lift()
    cell.isHidden = true
    interactiveMovement = InteractiveMovement(
      originalIndexPath: path, indexPath: path, position: cell.center,
      order: itemCounts.enumerated().map { section, count in
        (0..<count).map { IndexPath(item: $0, section: section) }
      }, originalCounts: itemCounts)
    collectionDrag = CollectionDrag(
      session: session, source: path, cell: cell, platter: platter,
      offset: CGPoint(x: platter.center.x - finger.x, y: platter.center.y - finger.y))
    dragMoved(to: finger)
  }

  /// The finger moved to `point` (window coordinates).
  func dragMoved(to point: CGPoint) {
    guard var drag = collectionDrag, let movement = interactiveMovement else { return }
    drag.session.windowLocation = point
    drag.platter.center = CGPoint(x: point.x + drag.offset.x, y: point.y + drag.offset.y)
    let local = convert(point, from: nil)
    let handles = dropDelegate.map { $0.collectionView(self, canHandle: drag.session) } ?? false
    var slot = movement.originalIndexPath
    if bounds.contains(local) && handles, let delegate = dropDelegate {
      if !drag.entered {
        drag.entered = true
        drag.visited = true
        delegate.collectionView(self, dropSessionDidEnter: drag.session)
      }
      let destination = collectionViewLayout.targetIndexPath(
        forInteractivelyMovingItem: movement.indexPath, withPosition: local)
      var proposal = delegate.collectionView(
        self, dropSessionDidUpdate: drag.session, withDestinationIndexPath: destination)
      if proposal.operation == .move && !drag.session.allowsMoveOperation {
        proposal = UICollectionViewDropProposal(operation: .copy, intent: proposal.intent)
      }
      drag.proposal = proposal
      drag.destination = destination
      if proposal.opensGap { slot = destination }
    } else {
      if drag.entered {
        drag.entered = false
        dropDelegate?.collectionView(self, dropSessionDidExit: drag.session)
      }
      drag.proposal = UICollectionViewDropProposal(operation: .cancel)
      drag.destination = nil
    }
    collectionDrag = drag
    moveGap(to: slot)
  }

  /// Moves the dragged item's slot to `slot`, the others reflowing over 0.3 s.
  private func moveGap(to slot: IndexPath) {
    guard let movement = interactiveMovement, slot != movement.indexPath,
      itemCounts.indices.contains(slot.section), slot.item >= 0,
      slot.item < itemCounts[slot.section] + (slot.section == movement.indexPath.section ? 0 : 1)
    else { return }
    moveSlot(from: movement.indexPath, to: slot)
    if var moved = interactiveMovement,
      let attributes = collectionViewLayout.layoutAttributesForItem(at: slot)
    {
      moved.position = attributes.center
      interactiveMovement = moved
    }
    UIView.animate(withDuration: Self.updateAnimationDuration) { self.layoutElements() }
  }

  /// The finger lifted (`dropping`) or the press was cancelled.
  func dragEnded(dropping: Bool) {
    guard let drag = collectionDrag, let movement = interactiveMovement else { return }
    let drops =
      dropping && drag.entered && drag.destination != nil
      && (drag.proposal.operation == .move || drag.proposal.operation == .copy)
    let destination = drag.proposal.opensGap ? movement.indexPath : drag.destination
    // The data source's order again, the cells staying where they are on screen.
    if movement.indexPath != movement.originalIndexPath {
      moveSlot(from: movement.indexPath, to: movement.originalIndexPath)
    }
    interactiveMovement = nil
    collectionViewLayout.invalidateLayout()
    prepareLayoutIfNeeded()
    var landing: (path: IndexPath, animator: DropAnimator)? = (drag.source, DropAnimator())
    if drops, let destination {
      let coordinator = CollectionDropCoordinator(
        items: drag.session.items.map {
          CollectionDropItem(
            dragItem: $0, sourceIndexPath: drag.source, previewSize: drag.cell.bounds.size)
        }, destinationIndexPath: destination, proposal: drag.proposal, session: drag.session)
      record(
        "collectionView.performDrop", drag.source,
        " to \(Self.name(of: destination)): \(drag.session.items.count) item"
          + (drag.session.items.count == 1 ? "" : "s"))
      dropDelegate?.collectionView(self, performDropWith: coordinator)
      landing = coordinator.landing
    } else {
      record("collectionView.dragCancelled", drag.source)
    }
    settleItems()
    land(drag, on: landing)
  }

  /// Items not where the layout puts them slide there over 0.3 s; items already moving keep
  /// moving.
  private func settleItems() {
    UIView.animate(withDuration: Self.updateAnimationDuration) {
      for (path, cell) in self.visibleCellsByIndexPath {
        guard let frame = self.collectionViewLayout.layoutAttributesForItem(at: path)?.frame,
          cell.frame != frame
        else { continue }
        cell.frame = frame
      }
    }
  }

  /// The preview lands on the item of `landing` (hidden until then) over 0.3 s, or fades where
  /// it is; then the sessions end.
  private func land(
    _ drag: CollectionDrag, on landing: (path: IndexPath, animator: DropAnimator)?
  ) {
    let platter = drag.platter
    let target = landing.flatMap { cellForItem(at: $0.path) }
    let place = landing.flatMap { collectionViewLayout.layoutAttributesForItem(at: $0.path) }
      .map { convert($0.frame, to: nil) }
    if target == nil { drag.cell.isHidden = false }
    target?.isHidden = true
    collectionDrag?.landingPath = landing?.path
    let animator = landing?.animator ?? DropAnimator()
    UIView.animate(withDuration: Self.updateAnimationDuration) {
      platter.layer.shadowOpacity = 0
      if let place {
        platter.transform = .identity
        platter.center = CGPoint(x: place.midX, y: place.midY)
      } else {
        platter.alpha = 0
      }
      for animation in animator.animations { animation() }
    } completion: { [weak self] _ in
      platter.removeFromSuperview()
      drag.cell.isHidden = false
      target?.isHidden = false
      for completion in animator.completions { completion(.end) }
      guard let self else { return }
      self.collectionDrag = nil
      if drag.visited {
        self.dropDelegate?.collectionView(self, dropSessionDidEnd: drag.session)
      }
      self.dragDelegate?.collectionView(self, dragSessionDidEnd: drag.session)
    }
  }
}
