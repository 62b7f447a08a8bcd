import Foundation

/// A token naming one registration; the collection view registers the registration's class
/// or nib under an identifier of its own the first time the registration is used.
final class RegistrationToken: Sendable {}

extension UICollectionView {
  /// How to make and configure the cells of one kind, UIKit's
  /// `UICollectionView.CellRegistration`: the cell class (or a nib) and a handler that
  /// configures a cell for an item. Make it once (outside the cell provider) and pass it to
  /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
  @preconcurrency @MainActor
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures `cell` for `item` at `indexPath` (`CellRegistration.Handler`).
    public typealias Handler =
      @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

    let token = RegistrationToken()
    let nib: UINib?
    let handler: Handler

    /// A registration of `Cell`, made with `init(frame:)` (`init(handler:)`).
    public init(handler: @escaping Handler) {
      self.nib = nil
      self.handler = handler
    }

    /// A registration whose cells come from `cellNib`, whose one top-level object is a `Cell`
    /// (`init(cellNib:handler:)`).
    public init(cellNib: UINib, handler: @escaping Handler) {
      self.nib = cellNib
      self.handler = handler
    }
  }

  /// How to make and configure the supplementary views of one kind, UIKit's
  /// `UICollectionView.SupplementaryRegistration`.
  @preconcurrency @MainActor
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures `supplementaryView` of `elementKind` at `indexPath`
    /// (`SupplementaryRegistration.Handler`).
    public typealias Handler =
      @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath)
      -> Void

    let token = RegistrationToken()
    /// The kind of supplementary view this registration makes (`elementKind`).
    public let elementKind: String
    let handler: Handler

    /// A registration of `Supplementary` views of `elementKind`
    /// (`init(elementKind:handler:)`).
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }
  }

  /// A cell of the registration's class for `item` at `indexPath`, dequeued (reused or made)
  /// and configured by the registration's handler
  /// (`dequeueConfiguredReusableCell(using:for:item:)`). The first use registers the class or
  /// nib under an identifier of the registration's own.
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let identifier = registrationIdentifier(registration.token, Cell.self)
    if let nib = registration.nib {
      register(nib, forCellWithReuseIdentifier: identifier)
    } else {
      register(Cell.self, forCellWithReuseIdentifier: identifier)
    }
    guard let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? Cell
    else {
      fatalError(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
          + "reason: 'the cell dequeued for a registration of \(Cell.self) is not a \(Cell.self)'")
    }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view of the registration's class and kind at `indexPath`, dequeued and
  /// configured by its handler (`dequeueConfiguredReusableSupplementary(using:for:)`).
  public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let identifier = registrationIdentifier(registration.token, Supplementary.self)
    register(
      Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
      withReuseIdentifier: identifier)
    let view = dequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: identifier, for: indexPath)
    guard let typed = view as? Supplementary else {
      fatalError("the supplementary view dequeued is not a \(Supplementary.self)")
    }
    if let listCell = typed as? UICollectionViewListCell {
      let list = (collectionViewLayout as? UICollectionViewCompositionalLayout)?
        .listConfiguration(ofSection: indexPath.section)
      listCell.supplementaryLook = (registration.elementKind, list?.appearance.isGrouped ?? false)
    }
    registration.handler(typed, registration.elementKind, indexPath)
    return typed
  }

  /// The reuse identifier of a registration: the class name and the order of first use, so
  /// the same run names it the same way.
  private func registrationIdentifier(_ token: RegistrationToken, _ type: Any.Type) -> String {
    let key = ObjectIdentifier(token)
    if let known = registrationIdentifiers[key] { return known.identifier }
    let identifier = "\(type)-registration-\(registrationIdentifiers.count)"
    registrationIdentifiers[key] = (token, identifier)
    return identifier
  }
}
