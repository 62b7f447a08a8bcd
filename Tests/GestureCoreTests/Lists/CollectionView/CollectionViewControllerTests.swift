import Foundation
import Testing

@testable import GestureCore

/// A grid controller as an app writes one: eight items of a flow layout, the data source and
/// delegate methods overridden, moves applied to its values.
@MainActor
private final class GridController: UICollectionViewController {
  var values = Array(0..<8)
  var calls: [String] = []
  var scrolls = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(CountingItemCell.self, forCellWithReuseIdentifier: "n")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { values.count }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
      as! CountingItemCell
    cell.item = values[indexPath.item]
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) { calls.append("select \(indexPath.item)") }

  override func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    calls.append("move \(sourceIndexPath.item) to \(destinationIndexPath.item)")
    values.insert(values.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

@Suite("UICollectionViewController: its collection view, overrides, selection, standard reordering")
@MainActor
struct CollectionViewControllerTests {
  /// The controller's collection view at window (50, 64), 190 × 390, 90 × 90 items in two
  /// columns: item i's centre is (95 + (i % 2)·100, 109 + (i / 2)·100) in the window.
  private func grid() -> (GestureHarness, GridController, UICollectionViewFlowLayout) {
    let harness = GestureHarness()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 90)
    let controller = GridController(collectionViewLayout: layout)
    controller.collectionView.frame = CGRect(x: 50, y: 64, width: 190, height: 390)
    harness.root.addSubview(controller.collectionView)
    return (harness, controller, layout)
  }

  /// The generated method table of `GridController`: it implements `moveItemAt`.
  private let movesRuntime = ObjectiveCRuntime([
    ObjCClassMethods(
      GridController.self,
      [ObjCMethod("collectionView:moveItemAt:to:", arity: 3) { _, _ in () as Any }])
  ])

  /// Item 0 pressed for 0.6 s, dragged right 100 pt into slot 1 and down 100 pt into slot 3.
  private func pressAndMove(_ harness: GestureHarness) {
    harness.down(95, 109, at: 0)
    for step in 1...10 {
      harness.move(95 + 10 * CGFloat(step), 109, at: 0.6 + Double(step) / 60)
    }
    for step in 1...10 {
      harness.move(195, 109 + 10 * CGFloat(step), at: 0.8 + Double(step) / 60)
    }
    harness.up(195, 209, at: 1.2)
  }

  @Test("loadView makes the collection view with the given layout, the controller its source")
  func collectionViewIsTheView() {
    let (_, controller, layout) = grid()
    let collectionView = controller.collectionView!
    #expect(controller.view === collectionView)
    #expect(collectionView.collectionViewLayout === layout)
    #expect(controller.collectionViewLayout === layout)
    #expect(collectionView.dataSource === controller)
    #expect(collectionView.delegate === controller)
    collectionView.layoutIfNeeded()
    // Rows of two 90 pt items with the flow layout's 10 pt line spacing in 390 pt: four rows.
    #expect(collectionView.visibleCells.count == 8)
    #expect(controller.installsStandardGestureForInteractiveMovement)
    #expect(
      collectionView.gestureRecognizers?.contains { $0 is UILongPressGestureRecognizer } == true)
  }

  @Test("A subclass's overrides are called: selection by a tap, scrolling")
  func overridesAreCalled() {
    let (harness, controller, _) = grid()
    harness.down(195, 209, at: 0.1)
    harness.up(195, 209, at: 0.2)
    harness.run(for: 0.5)
    #expect(controller.calls == ["select 3"])
    let before = controller.scrolls
    controller.collectionView.contentOffset = CGPoint(x: 0, y: 20)
    #expect(controller.scrolls == before + 1)
  }

  @Test("The standard press moves item 0 to slot 3 when the class implements moveItemAt")
  func standardReordering() {
    ObjectiveCRuntime.$current.withValue(movesRuntime) {
      let (harness, controller, _) = grid()
      pressAndMove(harness)
      harness.run(for: 2)
      #expect(controller.calls == ["move 0 to 3"])
      #expect(controller.values == [1, 2, 3, 0, 4, 5, 6, 7])
    }
  }

  @Test("Without moveItemAt, or with the property off, the press moves nothing")
  func noReorderingWithoutMove() {
    let (harness, controller, _) = grid()
    pressAndMove(harness)
    harness.run(for: 2)
    #expect(controller.calls.isEmpty)
    ObjectiveCRuntime.$current.withValue(movesRuntime) {
      let (harness, controller, _) = grid()
      controller.installsStandardGestureForInteractiveMovement = false
      // The collection view's own context-menu press stays; no reordering press is added.
      let contextMenuPress = controller.collectionView.contextMenuPress?.press
      #expect(
        controller.collectionView.gestureRecognizers?.contains {
          $0 is UILongPressGestureRecognizer && $0 !== contextMenuPress
        } != true)
      pressAndMove(harness)
      harness.run(for: 2)
      #expect(controller.calls.isEmpty)
    }
  }

  @Test("clearsSelectionOnViewWillAppear deselects the selected items; false keeps them")
  func clearsSelection() {
    let (_, controller, _) = grid()
    let path = IndexPath(item: 1, section: 0)
    controller.collectionView.selectItem(at: path, animated: false, scrollPosition: [])
    controller.viewWillAppear(false)
    #expect(controller.collectionView.indexPathsForSelectedItems == [])
    controller.clearsSelectionOnViewWillAppear = false
    controller.collectionView.selectItem(at: path, animated: false, scrollPosition: [])
    controller.viewWillAppear(false)
    #expect(controller.collectionView.indexPathsForSelectedItems == [path])
  }
}
