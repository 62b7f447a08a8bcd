import UIKit

/// A tile of the reorder grid: a coloured square with its number.
final class NumberTileCell: UICollectionViewCell {
  static let reuseIdentifier = "tile"
  let numberLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.cornerRadius = 12
    numberLabel.textAlignment = .center
    numberLabel.textColor = .white
    numberLabel.font = .boldSystemFont(ofSize: 28)
    contentView.addSubview(numberLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    numberLabel.frame = contentView.bounds
  }
}

/// The long-press reorder grid of the article, written the way UIKit suggests: eight tiles in a
/// two-column UICollectionView whose long-press recognizer drives the collection view's
/// interactive movement; the data source keeps the order.
final class ReorderCollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  private var numbers = Array(1...8)
  private var collectionView: UICollectionView!
  private let colors: [UIColor] = [
    .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue,
    .systemIndigo, .systemPurple,
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 90)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    collectionView = UICollectionView(
      frame: CGRect(x: 50, y: 64, width: 190, height: 390), collectionViewLayout: layout)
    collectionView.accessibilityIdentifier = "grid"
    collectionView.backgroundColor = .clear
    collectionView.register(
      NumberTileCell.self, forCellWithReuseIdentifier: NumberTileCell.reuseIdentifier)
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)

    let press = UILongPressGestureRecognizer(
      target: self, action: #selector(handleLongPress(_:)))
    collectionView.addGestureRecognizer(press)
  }

  @objc private func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
    switch gesture.state {
    case .began:
      guard
        let indexPath = collectionView.indexPathForItem(
          at: gesture.location(in: collectionView))
      else { return }
      collectionView.beginInteractiveMovementForItem(at: indexPath)
    case .changed:
      collectionView.updateInteractiveMovementTargetPosition(
        gesture.location(in: gesture.view!))
    case .ended:
      collectionView.endInteractiveMovement()
    default:
      collectionView.cancelInteractiveMovement()
    }
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    numbers.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: NumberTileCell.reuseIdentifier, for: indexPath) as! NumberTileCell
    let number = numbers[indexPath.item]
    cell.numberLabel.text = "\(number)"
    cell.contentView.backgroundColor = colors[number - 1]
    cell.accessibilityIdentifier = "tile-\(number)"
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    true
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let number = numbers.remove(at: sourceIndexPath.item)
    numbers.insert(number, at: destinationIndexPath.item)
    print("order: \(numbers.map(String.init).joined(separator: " "))")
  }
}
