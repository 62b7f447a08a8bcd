import Foundation

/// The object that updates the results as the search changes (`UISearchResultsUpdating`).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: _ObjCProtocol {
  /// The search bar's text changed, or the search became active or inactive: read
  /// `searchController.searchBar.text` and show what matches.
  func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells its delegate as it becomes active and inactive
/// (`UISearchControllerDelegate`); every method is optional. Here presenting and dismissing
/// happen at once, so each `will…` is followed by its `did…` in the same turn.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: _ObjCProtocol {
  /// The search is about to become active.
  func willPresentSearchController(_ searchController: UISearchController)
  /// The search became active.
  func didPresentSearchController(_ searchController: UISearchController)
  /// The search is about to become inactive.
  func willDismissSearchController(_ searchController: UISearchController)
  /// The search became inactive.
  func didDismissSearchController(_ searchController: UISearchController)
  /// Asked to present the search yourself (`presentSearchController(_:)`). Not called: the
  /// controller presents itself.
  func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  /// Does nothing.
  public func willPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func didPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func willDismissSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func didDismissSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func presentSearchController(_ searchController: UISearchController) {}
}
