import Foundation
import Testing

@testable import GestureCore

/// A delegate giving each item the width in `widths`, 50 pt high.
@MainActor
private final class WidthsDelegate: UICollectionViewDelegateFlowLayout {
  var widths: [CGFloat] = []
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: widths[indexPath.item], height: 50)
  }
}

@Suite("UICollectionViewFlowLayout in right-to-left layout")
@MainActor
struct FlowLayoutDirectionTests {
  @Test("The declared defaults: a layout does not flip, a flow layout does")
  func defaults() {
    #expect(!UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
    #expect(UICollectionViewLayout().developmentLayoutDirection == .leftToRight)
    #expect(UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
  }

  @Test("Rows run from the right: a frame at x shows at 375 − maxX; queries answer mirrored")
  func mirrored() {
    let harness = GestureHarness()
    harness.window.screenLayoutDirection = .rightToLeft
    let layout = UICollectionViewFlowLayout()
    let dataSource = NumbersDataSource([2])
    let collectionView = makeCollectionView(
      harness, frame: CGRect(x: 0, y: 0, width: 375, height: 600), layout: layout,
      dataSource: dataSource)
    let sizes = WidthsDelegate()
    // One last line, left-aligned by the layout at the minimum spacing: x = 0 and 110.
    sizes.widths = [100, 100]
    collectionView.delegate = sizes
    harness.run(for: 0.05)
    defer { withExtendedLifetime(dataSource) {} }
    let first = IndexPath(item: 0, section: 0)
    let second = IndexPath(item: 1, section: 0)
    #expect(layout.layoutAttributesForItem(at: first)?.frame.minX == 0)
    #expect(collectionView.layoutAttributesForItem(at: first)?.frame.minX == 275)
    #expect(collectionView.layoutAttributesForItem(at: second)?.frame.minX == 165)
    #expect(
      collectionView.cellForItem(at: first)?.frame == CGRect(x: 275, y: 0, width: 100, height: 50))
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 300, y: 20)) == first)
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 20, y: 20)) == nil)
  }
}
