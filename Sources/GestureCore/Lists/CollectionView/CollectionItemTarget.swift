import Foundation

/// A script step's `item:SECTION/ITEM` target (docs/scenario.md, "Reaching a cell"): the cell
/// the first collection view of the window shows for that index path when the step begins.
package struct CollectionItemTarget: Equatable, Sendable {
  /// The prefix that marks a collection view item target.
  package static let prefix = "item:"

  /// The index path named.
  package let indexPath: IndexPath

  /// The target `identifier` names, or `nil` when it does not start with `item:`.
  /// - Throws: ``CollectionItemTarget/Malformed`` when it does but is not `item:S/I` with two
  ///   non-negative integers.
  package init?(_ identifier: String) throws(Malformed) {
    guard identifier.hasPrefix(Self.prefix) else { return nil }
    let parts = identifier.dropFirst(Self.prefix.count).split(
      separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let section = Int(parts[0]), let item = Int(parts[1]),
      section >= 0, item >= 0, parts.allSatisfy({ $0.allSatisfy(\.isASCII) })
    else { throw Malformed(identifier: identifier) }
    indexPath = IndexPath(item: item, section: section)
  }

  /// A target that starts with `item:` but is not `item:S/I`.
  package struct Malformed: Error, Equatable {
    /// The identifier as written.
    package let identifier: String
    /// What is wrong, as a sentence for messages.
    package var message: String {
      "'\(identifier)' is not an item target: write item:SECTION/ITEM, e.g. item:0/3"
    }
  }

  /// The cell shown for the index path in the first collection view of `window` (its own
  /// subviews first, depth first), laid out first; or why there is none.
  @MainActor
  package func cell(in window: UIWindow) -> Result<UIView, Unresolved> {
    guard let collectionView = Self.firstCollectionView(in: window) else {
      return .failure(Unresolved(message: "the window has no collection view"))
    }
    collectionView.layoutIfNeeded()
    if let cell = collectionView.cellForItem(at: indexPath) { return .success(cell) }
    let visible = collectionView.indexPathsForVisibleItems
    let name =
      collectionView.accessibilityIdentifier.map { "collection view '\($0)'" }
      ?? "the collection view"
    var message = "\(name) shows no cell for item \(UICollectionView.name(of: indexPath))"
    if let first = visible.first, let last = visible.last {
      message +=
        "; visible items: \(UICollectionView.name(of: first))…\(UICollectionView.name(of: last))"
    } else {
      message += "; it shows no items"
    }
    return .failure(Unresolved(message: message))
  }

  /// Why a target has no cell.
  package struct Unresolved: Error, Equatable {
    /// The reason, as a sentence.
    package let message: String
  }

  /// The first collection view in `view`'s subtree, depth first.
  @MainActor
  static func firstCollectionView(in view: UIView) -> UICollectionView? {
    if let collectionView = view as? UICollectionView { return collectionView }
    for subview in view.subviews {
      if let found = firstCollectionView(in: subview) { return found }
    }
    return nil
  }
}
