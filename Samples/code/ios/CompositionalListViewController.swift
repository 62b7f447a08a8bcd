import UIKit

/// A settings screen on one compositional layout: a row of cards that pages sideways a card
/// at a time (centred), above an inset grouped list of settings rows with accessories; a full
/// left swipe on a row deletes it by applying a snapshot without it.
final class CompositionalListViewController: UIViewController {
  enum Section: Int, CaseIterable {
    case featured
    case settings
  }

  struct Item: Hashable {
    let id: Int
    let title: String
    var value: String? = nil
    var symbol: String = "gearshape.fill"
    var isChecked = false
  }

  /// A coloured card with a title.
  final class CardCell: UICollectionViewCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.layer.cornerRadius = 12
      contentView.clipsToBounds = true
      titleLabel.font = .systemFont(ofSize: 20, weight: .bold)
      titleLabel.textColor = .white
      titleLabel.frame = CGRect(x: 16, y: 16, width: 240, height: 24)
      titleLabel.autoresizingMask = [.flexibleWidth]
      contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }
  }

  private var collectionView: UICollectionView!
  private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
  private let cards = [
    Item(id: 1, title: "Storage"), Item(id: 2, title: "Battery"), Item(id: 3, title: "Privacy"),
    Item(id: 4, title: "Screen Time"),
  ]
  private let settings = [
    Item(id: 10, title: "Wi-Fi", value: "Home", symbol: "wifi"),
    Item(id: 11, title: "Bluetooth", value: "On", symbol: "antenna.radiowaves.left.and.right"),
    Item(id: 12, title: "Notifications", symbol: "bell.fill"),
    Item(id: 13, title: "Dark Mode", symbol: "moon.fill", isChecked: true),
    Item(id: 14, title: "Sounds", symbol: "speaker.wave.2.fill"),
    Item(id: 15, title: "Focus", symbol: "moon.fill"),
  ]
  private let cardColors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPurple]

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.accessibilityIdentifier = "settings"
    view.addSubview(collectionView)
    configureDataSource()
  }

  private func makeLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
      switch Section(rawValue: sectionIndex)! {
      case .featured:
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(280), heightDimension: .absolute(120)),
          subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 0, trailing: 16)
        return section
      case .settings:
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
          self?.deleteAction(at: indexPath)
        }
        return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
      }
    }
  }

  private func configureDataSource() {
    let cardRegistration = UICollectionView.CellRegistration<CardCell, Item> {
      [weak self] cell, indexPath, item in
      cell.titleLabel.text = item.title
      cell.contentView.backgroundColor = self?.cardColors[indexPath.item % 4]
      cell.accessibilityIdentifier = "card-\(item.id)"
    }
    let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item.title
      content.image = UIImage(systemName: item.symbol)
      cell.contentConfiguration = content
      if item.isChecked {
        cell.accessories = [.checkmark()]
      } else if let value = item.value {
        cell.accessories = [.label(text: value), .disclosureIndicator()]
      } else {
        cell.accessories = [.disclosureIndicator()]
      }
      cell.accessibilityIdentifier = "row-\(item.id)"
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { header, _, _ in
      var content = UIListContentConfiguration.groupedHeader()
      content.text = "Settings"
      header.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Item>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      switch Section(rawValue: indexPath.section)! {
      case .featured:
        return collectionView.dequeueConfiguredReusableCell(
          using: cardRegistration, for: indexPath, item: item)
      case .settings:
        return collectionView.dequeueConfiguredReusableCell(
          using: rowRegistration, for: indexPath, item: item)
      }
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: headerRegistration, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections([.featured, .settings])
    snapshot.appendItems(cards, toSection: .featured)
    snapshot.appendItems(settings, toSection: .settings)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  private func deleteAction(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    guard let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completion in
      guard let self else { return }
      var snapshot = self.dataSource.snapshot()
      snapshot.deleteItems([item])
      self.dataSource.apply(snapshot)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }
}
