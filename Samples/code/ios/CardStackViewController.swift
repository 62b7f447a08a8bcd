import UIKit

/// A deck of cards on a custom collection view layout: the front card fills the middle, the
/// next three wait behind it, each smaller and peeking out above the one before, and a swipe
/// sends the front card off to the left, tilting, while the deck moves up. The layout snaps a
/// flick to the next card and a slow drag back to the nearest one.
final class CardStackLayout: UICollectionViewLayout {
  var cardSize = CGSize(width: 280, height: 380)
  /// How far each waiting card peeks out above the one in front of it, and how much smaller it is.
  var peek: CGFloat = 28
  var shrink: CGFloat = 0.06
  private var count = 0

  override func prepare() {
    super.prepare()
    count = collectionView?.numberOfItems(inSection: 0) ?? 0
  }

  override var collectionViewContentSize: CGSize {
    guard let collectionView else { return .zero }
    return CGSize(
      width: collectionView.bounds.width * CGFloat(count), height: collectionView.bounds.height)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let collectionView else { return nil }
    let width = collectionView.bounds.width
    let front = collectionView.contentOffset.x / width
    // 0 for the card in front, 1, 2, 3 for those waiting, negative for those swiped away.
    let distance = CGFloat(indexPath.item) - front
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.size = cardSize
    let middle = CGPoint(x: collectionView.contentOffset.x + width / 2, y: collectionView.bounds.midY)
    if distance >= 0 {
      let depth = min(distance, 3)
      attributes.center = CGPoint(x: middle.x, y: middle.y - depth * peek)
      attributes.transform = CGAffineTransform(scaleX: 1 - depth * shrink, y: 1 - depth * shrink)
      attributes.alpha = distance > 3 ? 0 : 1
    } else {
      attributes.center = CGPoint(x: middle.x + distance * width, y: middle.y)
      attributes.transform = CGAffineTransform(rotationAngle: distance * 0.15)
    }
    attributes.zIndex = count - indexPath.item
    return attributes
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let collectionView else { return proposedContentOffset }
    let width = collectionView.bounds.width
    let page = collectionView.contentOffset.x / width
    var target = page.rounded()
    if velocity.x > 0.3 { target = page.rounded(.up) }
    if velocity.x < -0.3 { target = page.rounded(.down) }
    target = min(max(target, 0), CGFloat(max(count - 1, 0)))
    return CGPoint(x: target * width, y: proposedContentOffset.y)
  }
}

final class CardStackViewController: UIViewController, UICollectionViewDataSource {
  private let colors: [UIColor] = [
    .systemIndigo, .systemTeal, .systemOrange, .systemPink, .systemGreen, .systemPurple,
  ]
  private let titles = ["Lisbon", "Kyoto", "Oaxaca", "Reykjavík", "Cape Town", "Hanoi"]
  private lazy var collectionView = UICollectionView(
    frame: view.bounds, collectionViewLayout: CardStackLayout())

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    collectionView.backgroundColor = .clear
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.showsHorizontalScrollIndicator = false
    collectionView.decelerationRate = .fast
    collectionView.accessibilityIdentifier = "deck"
    collectionView.register(CardCell.self, forCellWithReuseIdentifier: "card")
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    titles.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    cell.accessibilityIdentifier = "card-\(indexPath.item)"
    (cell as? CardCell)?.show(title: titles[indexPath.item], color: colors[indexPath.item])
    return cell
  }
}

final class CardCell: UICollectionViewCell {
  private let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.cornerRadius = 20
    contentView.layer.masksToBounds = true
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.2
    layer.shadowRadius = 12
    layer.shadowOffset = CGSize(width: 0, height: 6)
    titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
    titleLabel.textColor = .white
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 24),
      titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -24),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func show(title: String, color: UIColor) {
    titleLabel.text = title
    contentView.backgroundColor = color
  }
}
