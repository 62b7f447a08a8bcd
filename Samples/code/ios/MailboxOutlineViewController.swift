import UIKit

/// A mail app's mailboxes as an outline: one inset grouped list whose parents (Inbox, Archive
/// and its years) expand to their children with the outline disclosure. The tree is a section
/// snapshot; the data source indents each child a level and turns the chevron down.
final class MailboxOutlineViewController: UIViewController {
  struct Mailbox: Hashable {
    let name: String
    let symbol: String
    var children: [Mailbox] = []
  }

  private let mailboxes = [
    Mailbox(
      name: "Inbox", symbol: "tray",
      children: [
        Mailbox(name: "iCloud", symbol: "icloud"),
        Mailbox(name: "Gmail", symbol: "envelope"),
      ]),
    Mailbox(name: "Drafts", symbol: "doc"),
    Mailbox(name: "Sent", symbol: "paperplane"),
    Mailbox(
      name: "Archive", symbol: "archivebox",
      children: [
        Mailbox(
          name: "2024", symbol: "folder",
          children: [
            Mailbox(name: "Receipts", symbol: "folder"),
            Mailbox(name: "Travel", symbol: "folder"),
          ]),
        Mailbox(name: "2025", symbol: "folder"),
      ]),
  ]

  private var collectionView: UICollectionView!
  private var dataSource: UICollectionViewDiffableDataSource<Int, Mailbox>!

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Mailboxes"
    let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)

    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Mailbox> {
      cell, _, mailbox in
      var content = cell.defaultContentConfiguration()
      content.text = mailbox.name
      content.image = UIImage(systemName: mailbox.symbol)
      cell.contentConfiguration = content
      cell.accessories = mailbox.children.isEmpty ? [] : [.outlineDisclosure()]
      cell.accessibilityIdentifier = "row-\(mailbox.name)"
    }
    dataSource = UICollectionViewDiffableDataSource<Int, Mailbox>(
      collectionView: collectionView
    ) { collectionView, indexPath, mailbox in
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: mailbox)
    }
    dataSource.sectionSnapshotHandlers.willExpandItem = { mailbox in
      print("expanding \(mailbox.name)")
    }

    var tree = NSDiffableDataSourceSectionSnapshot<Mailbox>()
    add(mailboxes, to: nil, in: &tree)
    dataSource.apply(tree, to: 0, animatingDifferences: false)
  }

  /// Appends `boxes` under `parent`, then each one's children under it.
  private func add(
    _ boxes: [Mailbox], to parent: Mailbox?, in tree: inout NSDiffableDataSourceSectionSnapshot<Mailbox>
  ) {
    tree.append(boxes, to: parent)
    for box in boxes where !box.children.isEmpty {
      add(box.children, to: box, in: &tree)
    }
  }
}
