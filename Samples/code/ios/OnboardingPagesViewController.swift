import UIKit

/// An onboarding screen that pages sideways: one compositional layout scrolling
/// horizontally, a section per page with its title above a 2 × 2 grid of tiles, and a
/// layout footer pinned to the bottom of the screen while the pages move under it.
final class OnboardingPagesViewController: UIViewController {
  static let footerKind = "onboarding-footer"

  /// A coloured tile with a caption.
  final class TileCell: UICollectionViewCell {
    let captionLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.layer.cornerRadius = 16
      contentView.clipsToBounds = true
      captionLabel.font = .systemFont(ofSize: 17, weight: .semibold)
      captionLabel.textColor = .white
      captionLabel.frame = CGRect(x: 12, y: 12, width: 140, height: 22)
      contentView.addSubview(captionLabel)
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }
  }

  /// A page title, or the footer's hint.
  final class TextView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(label)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      label.frame = CGRect(x: 20, y: 0, width: max(0, bounds.width - 40), height: bounds.height)
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }
  }

  private var collectionView: UICollectionView!
  private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
  private let titles = ["Plan your trips", "Share with friends", "Travel offline"]
  private let colors: [UIColor] = [.systemBlue, .systemTeal, .systemIndigo, .systemPink]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.isPagingEnabled = true
    collectionView.showsHorizontalScrollIndicator = false
    collectionView.accessibilityIdentifier = "pages"
    view.addSubview(collectionView)
    configureDataSource()
  }

  private func makeLayout() -> UICollectionViewLayout {
    let tile = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
    tile.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)),
      subitems: [tile])
    let page = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)),
      subitems: [row])
    // No leading or trailing insets: a section is exactly a screen wide, a page.
    let section = NSCollectionLayoutSection(group: page)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(80)),
      elementKind: Self.footerKind, alignment: .bottom)
    footer.pinToVisibleBounds = true
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.boundarySupplementaryItems = [footer]
    return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
  }

  private func configureDataSource() {
    let tileRegistration = UICollectionView.CellRegistration<TileCell, Int> {
      [weak self] cell, _, item in
      guard let self else { return }
      cell.captionLabel.text = "Step \(item + 1)"
      cell.contentView.backgroundColor = self.colors[item % 4]
      cell.accessibilityIdentifier = "tile-\(item)"
    }
    let titleRegistration = UICollectionView.SupplementaryRegistration<TextView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [weak self] view, _, indexPath in
      guard let self else { return }
      view.label.text = self.titles[indexPath.section]
      view.label.font = .systemFont(ofSize: 28, weight: .bold)
      view.accessibilityIdentifier = "title-\(indexPath.section)"
    }
    let footerRegistration = UICollectionView.SupplementaryRegistration<TextView>(
      elementKind: Self.footerKind
    ) { view, _, _ in
      view.label.text = "Swipe to continue"
      view.label.textAlignment = .center
      view.label.textColor = .secondaryLabel
      view.backgroundColor = .secondarySystemBackground
      view.accessibilityIdentifier = "hint"
    }
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(
        using: tileRegistration, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      kind == Self.footerKind
        ? collectionView.dequeueConfiguredReusableSupplementary(
          using: footerRegistration, for: indexPath)
        : collectionView.dequeueConfiguredReusableSupplementary(
          using: titleRegistration, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    for page in 0..<3 {
      snapshot.appendSections([page])
      snapshot.appendItems(Array(page * 4..<page * 4 + 4), toSection: page)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
