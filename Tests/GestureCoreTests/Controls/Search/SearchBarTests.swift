import Foundation
import Testing

@testable import GestureCore

/// A search bar delegate writing each call into a list.
@MainActor
final class LoggingSearchBarDelegate: UISearchBarDelegate {
  var entries: [String] = []
  var allowsBegin = true
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
    entries.append("shouldBegin")
    return allowsBegin
  }
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { entries.append("didBegin") }
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
    entries.append("shouldEnd")
    return true
  }
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { entries.append("didEnd") }
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    entries.append("textDidChange '\(searchText)'")
  }
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    entries.append("shouldChange \(range.location),\(range.length) '\(text)'")
    return true
  }
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { entries.append("search") }
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { entries.append("cancel") }
}

@Suite("UISearchBar: the standalone bar's metrics, its field and its delegate")
@MainActor
struct SearchBarTests {
  /// A 375 pt wide bar at the top of a window's root view.
  private func makeBar() -> (UIWindow, UISearchBar) {
    let log = TextInputLog()
    let (window, root) = makeTextInputWindow(log: log)
    let bar = UISearchBar(frame: CGRect(x: 0, y: 20, width: 375, height: 56))
    root.view.addSubview(bar)
    window.layoutIfNeeded()
    return (window, bar)
  }

  @Test("56 pt tall; the field 36 pt tall, 8 pt from the ends, centred; 10 pt corners")
  func metrics() {
    let (_, bar) = makeBar()
    #expect(bar.sizeThatFits(CGSize(width: 320, height: 1000)) == CGSize(width: 320, height: 56))
    #expect(bar.intrinsicContentSize.height == 56)
    #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 359, height: 36))
    #expect(bar.searchTextField.layer.cornerRadius == 10)
    #expect(bar.searchTextField.backgroundColor == .tertiarySystemFill)
    #expect(bar.searchTextField.returnKeyType == .search)
    // The text starts after the magnifying glass's 30 pt slot and stops 7 pt from the end.
    #expect(
      bar.searchTextField.textRect(forBounds: bar.searchTextField.bounds)
        == CGRect(x: 30, y: 0, width: 322, height: 36))
  }

  @Test("The Cancel button takes its width and an 8 pt gap from the field")
  func cancelButton() {
    let (window, bar) = makeBar()
    // Every character 8.5 pt wide at 17 pt: "Cancel" is 51 pt.
    window.textMeasurer = FixedAdvanceMeasurer()
    bar.setShowsCancelButton(true, animated: false)
    bar.layoutIfNeeded()
    let width = bar.cancelButton.bounds.width
    #expect(abs(width - 51) < 1e-9)
    #expect(!bar.cancelButton.isHidden)
    #expect(abs(bar.searchTextField.frame.width - (375 - 16 - width - 8)) < 1e-9)
    #expect(abs(bar.cancelButton.frame.maxX - 367) < 1e-9)
  }

  @Test("Delegate order: begin editing, typing, the search key, cancel, end editing")
  func delegateOrder() {
    let (window, bar) = makeBar()
    let delegate = LoggingSearchBarDelegate()
    bar.delegate = delegate
    bar.placeholder = "Search Fruit"
    #expect(bar.becomeFirstResponder())
    #expect(bar.isFirstResponder)
    #expect(delegate.entries == ["shouldBegin", "didBegin"])
    delegate.entries.removeAll()
    window.keyboard.type(.character("k"))
    window.keyboard.type(.character("i"))
    #expect(bar.text == "ki")
    #expect(
      delegate.entries == [
        "shouldChange 0,0 'k'", "textDidChange 'k'", "shouldChange 1,0 'i'", "textDidChange 'ki'",
      ])
    delegate.entries.removeAll()
    window.keyboard.type(.return)
    // The search key tells the delegate; the keyboard stays up.
    #expect(delegate.entries == ["search"])
    #expect(bar.isFirstResponder)
    delegate.entries.removeAll()
    // A standalone bar's Cancel only tells the delegate, as on iOS.
    bar.showsCancelButton = true
    bar.cancelButton.sendActions(for: .touchUpInside)
    #expect(delegate.entries == ["cancel"])
    #expect(bar.text == "ki")
    delegate.entries.removeAll()
    #expect(bar.resignFirstResponder())
    #expect(delegate.entries == ["shouldEnd", "didEnd"])
    // Text set from code calls no delegate method.
    delegate.entries.removeAll()
    bar.text = "fig"
    #expect(delegate.entries.isEmpty)
  }

  @Test("A delegate refusing to begin keeps the field from editing")
  func refusedBegin() {
    let (_, bar) = makeBar()
    let delegate = LoggingSearchBarDelegate()
    delegate.allowsBegin = false
    bar.delegate = delegate
    #expect(!bar.becomeFirstResponder())
    #expect(!bar.searchTextField.isEditing)
  }

  @Test("The placeholder is drawn in secondaryLabel")
  func placeholder() {
    let (_, bar) = makeBar()
    bar.placeholder = "Search Fruit"
    #expect(bar.placeholder == "Search Fruit")
    let color =
      bar.searchTextField.attributedPlaceholder?.attribute(
        .foregroundColor, at: 0, effectiveRange: nil) as? UIColor
    #expect(color == .secondaryLabel)
  }

  @Test("prompt and a shown scope bar are not drawn: one searchBar.unsupported warning each")
  func unmodelledWarnings() {
    let (window, bar) = makeBar()
    bar.accessibilityIdentifier = "search"
    bar.prompt = "Find a fruit"
    bar.scopeButtonTitles = ["All", "Berries"]
    bar.showsScopeBar = true
    bar.prompt = "Again"
    let warnings = window.eventLog.pending.filter { $0.kind == "searchBar.unsupported" }
    #expect(warnings.map(\.detail) == ["prompt is not drawn", "the scope bar is not drawn"])
    #expect(warnings.allSatisfy { $0.view == "search" })
  }
}
