import Foundation

/// What a search bar tells its delegate (`UISearchBarDelegate`); every method is optional.
///
/// Order when the field is tapped: ``searchBarShouldBeginEditing(_:)``, then (in a search
/// controller) `willPresentSearchController(_:)`, ``searchBarTextDidBeginEditing(_:)``,
/// `updateSearchResults(for:)` and `didPresentSearchController(_:)`. Each typed character:
/// ``searchBar(_:shouldChangeTextIn:replacementText:)``, then ``searchBar(_:textDidChange:)``,
/// then `updateSearchResults(for:)`. Setting ``UISearchBar/text`` from code calls neither, as
/// on iOS (docs/search.md).
@preconcurrency @MainActor
public protocol UISearchBarDelegate: _ObjCProtocol {
  /// Whether the field may begin editing (default true).
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// The field began editing: it is the first responder.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Whether the field may end editing (default true).
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  /// The field ended editing.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The user changed the text (typing, the delete key, the clear button).
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Whether the characters in `range` (UTF-16 offsets) may be replaced by `text` (default
  /// true).
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The keyboard's search key was tapped; the keyboard stays up.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The cancel button was tapped.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// The selected scope button changed.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  /// True.
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Does nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  /// True.
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Does nothing.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// True.
  public func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBar(
    _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {}
}

/// The search field's delegate inside a search bar: it turns the field's calls into the
/// search bar delegate's and the search controller's.
@preconcurrency @MainActor
final class SearchFieldRelay: UITextFieldDelegate {
  weak var bar: UISearchBar?

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    guard let bar else { return true }
    return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    guard let bar else { return }
    bar.controller?.fieldWillBeginEditing()
    bar.delegate?.searchBarTextDidBeginEditing(bar)
    bar.controller?.fieldDidBeginEditing()
  }

  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    guard let bar else { return true }
    return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    guard let bar else { return }
    bar.delegate?.searchBarTextDidEndEditing(bar)
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    guard let bar else { return true }
    return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    guard let bar else { return true }
    bar.delegate?.searchBarSearchButtonClicked(bar)
    return true
  }
}
