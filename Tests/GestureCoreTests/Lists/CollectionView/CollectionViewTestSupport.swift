import Foundation

@testable import GestureCore

/// A cell that counts how many were made and how often they were prepared for reuse.
@MainActor
final class CountingItemCell: UICollectionViewCell {
  static var made = 0
  var reuses = 0
  var item = -1

  override init(frame: CGRect) {
    super.init(frame: frame)
    CountingItemCell.made += 1
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A data source of `counts[section]` items per section whose cells are `CountingItemCell`s
/// remembering their item, and which records moves and selections.
@MainActor
final class NumbersDataSource: UICollectionViewDataSource, UICollectionViewDelegate {
  var sections: [[Int]]
  var calls: [String] = []
  var cellRequests = 0

  init(_ counts: [Int]) {
    sections = counts.map { Array(0..<$0) }
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sections[section].count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    cellRequests += 1
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
      as! CountingItemCell
    cell.item = sections[indexPath.section][indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "h", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    calls.append("move \(sourceIndexPath.item) to \(destinationIndexPath.item)")
    let value = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
    sections[destinationIndexPath.section].insert(value, at: destinationIndexPath.item)
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    calls.append("highlight \(indexPath.item)")
  }
  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) { calls.append("unhighlight \(indexPath.item)") }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    calls.append("select \(indexPath.item)")
  }
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    calls.append("deselect \(indexPath.item)")
  }
}

/// A collection view in a harness's root, with `layout`, `dataSource` as data source and
/// delegate, and `CountingItemCell` registered as "n".
@MainActor
func makeCollectionView(
  _ harness: GestureHarness, frame: CGRect, layout: UICollectionViewLayout,
  dataSource: NumbersDataSource
) -> UICollectionView {
  let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
  collectionView.accessibilityIdentifier = "grid"
  collectionView.register(CountingItemCell.self, forCellWithReuseIdentifier: "n")
  collectionView.dataSource = dataSource
  collectionView.delegate = dataSource
  harness.root.addSubview(collectionView)
  return collectionView
}
