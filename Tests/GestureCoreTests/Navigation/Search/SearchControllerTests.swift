import Foundation
import Testing

@testable import GestureCore

/// A scrolling screen with a search controller in its navigation item; it logs the
/// controller's and the updater's calls.
@MainActor
private final class SearchScreen: UIViewController, UISearchResultsUpdating,
  UISearchControllerDelegate
{
  let search = UISearchController(searchResultsController: nil)
  var entries: [String] = []

  override func loadView() {
    let scrollView = UIScrollView()
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    view = scrollView
  }
  var scrollView: UIScrollView { view as! UIScrollView }

  func updateSearchResults(for searchController: UISearchController) {
    entries.append("update '\(searchController.searchBar.text ?? "")'")
  }
  func willPresentSearchController(_ searchController: UISearchController) {
    entries.append("willPresent")
  }
  func didPresentSearchController(_ searchController: UISearchController) {
    entries.append("didPresent")
  }
  func willDismissSearchController(_ searchController: UISearchController) {
    entries.append("willDismiss")
  }
  func didDismissSearchController(_ searchController: UISearchController) {
    entries.append("didDismiss")
  }
}

/// A 375 × 667 window with a 20 pt status bar showing a navigation controller rooted at a
/// searchable "Fruit".
@MainActor
private final class SearchHarness {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let navigation: UINavigationController
  let root = SearchScreen()

  init(large: Bool = true, hides: Bool = true) {
    root.title = "Fruit"
    root.search.searchResultsUpdater = root
    root.search.delegate = root
    root.navigationItem.searchController = root.search
    root.navigationItem.hidesSearchBarWhenScrolling = hides
    navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = large
    window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.finishAppearanceTransitions()
    window.layoutIfNeeded()
  }

  var bar: UINavigationBar { navigation.navigationBar }
  var searchBar: UISearchBar { root.search.searchBar }

  /// Scrolls the content `distance` points from its top.
  func scroll(to distance: CGFloat) {
    root.scrollView.contentOffset = CGPoint(
      x: 0, y: distance - root.scrollView.adjustedContentInset.top)
    window.layoutIfNeeded()
  }
}

@Suite("UISearchController in a navigation item: the search band, activation, delegate order")
@MainActor
struct SearchControllerTests {
  @Test("At rest with a large title: 44 + 52 + 52 = 148 pt; the field 16 pt from the ends")
  func restingLarge() throws {
    let harness = SearchHarness()
    #expect(harness.bar.frame == CGRect(x: 0, y: 20, width: 375, height: 148))
    #expect(harness.root.scrollView.adjustedContentInset.top == 168)
    #expect(harness.root.scrollView.contentOffset.y == -168)
    let content = try #require(harness.bar.content)
    #expect(content.largeRow.frame == CGRect(x: 0, y: 44, width: 375, height: 52))
    #expect(harness.searchBar.superview != nil)
    #expect(
      harness.searchBar.convert(harness.searchBar.bounds, to: harness.bar)
        == CGRect(x: 0, y: 96, width: 375, height: 52))
    // The field's bottom 10 pt above the band's: y 52 − 10 − 36 = 6.
    #expect(harness.searchBar.searchTextField.frame == CGRect(x: 16, y: 6, width: 343, height: 36))
    #expect(harness.searchBar.placeholder == "Search")
  }

  @Test("Scrolling collapses the search band first, then the large title")
  func collapse() throws {
    let harness = SearchHarness()
    harness.scroll(to: 30)
    // 148 − 30 = 118: the band 22 pt, the large title's row whole.
    #expect(harness.bar.frame.height == 118)
    let content = try #require(harness.bar.content)
    #expect(content.largeRow.frame == CGRect(x: 0, y: 44, width: 375, height: 52))
    #expect(content.searchBand.frame == CGRect(x: 0, y: 96, width: 375, height: 22))
    #expect(harness.searchBar.frame == CGRect(x: 0, y: 0, width: 375, height: 22))
    // The field squeezed to 22 − 16 = 6 pt, its bottom 10 pt above the band's, faded.
    #expect(harness.searchBar.searchTextField.frame == CGRect(x: 16, y: 6, width: 343, height: 6))
    #expect(abs(harness.searchBar.searchTextField.alpha - 6.0 / 36) < 1e-9)
    // Its contents are gone once it is 18 pt or less.
    #expect(harness.searchBar.searchTextField.subviews.allSatisfy { $0.alpha == 0 })
    harness.scroll(to: 10)
    // Band 42 pt, field 26 pt: contents at (26 − 18) / 18.
    #expect(harness.searchBar.searchTextField.frame.height == 26)
    #expect(
      harness.searchBar.searchTextField.subviews.allSatisfy { abs($0.alpha - 8.0 / 18) < 1e-9 })
    harness.scroll(to: 30)
    // At the scroll edge until every collapsible row has collapsed (104 pt).
    #expect(harness.bar.atScrollEdge)
    harness.scroll(to: 80)
    // 148 − 80 = 68: no band, the large title's row 24 pt.
    #expect(harness.bar.frame.height == 68)
    #expect(content.largeRow.frame == CGRect(x: 0, y: 44, width: 375, height: 24))
    #expect(harness.searchBar.frame.height == 0)
    harness.scroll(to: 300)
    #expect(harness.bar.frame.height == 44)
    #expect(!harness.bar.atScrollEdge)
    // The inset keeps the resting bar.
    #expect(harness.root.scrollView.adjustedContentInset.top == 168)
  }

  @Test("Without a large title: 96 pt at rest, 44 pt once scrolled 52 pt")
  func standardTitle() throws {
    let harness = SearchHarness(large: false)
    #expect(harness.bar.frame.height == 96)
    let content = try #require(harness.bar.content)
    #expect(content.searchBand.frame == CGRect(x: 0, y: 44, width: 375, height: 52))
    harness.scroll(to: 20)
    #expect(harness.bar.frame.height == 76)
    harness.scroll(to: 60)
    #expect(harness.bar.frame.height == 44)
  }

  @Test("hidesSearchBarWhenScrolling false: the band stays, only the large title collapses")
  func bandStays() throws {
    let harness = SearchHarness(hides: false)
    #expect(harness.bar.frame.height == 148)
    harness.scroll(to: 30)
    #expect(harness.bar.frame.height == 118)
    let content = try #require(harness.bar.content)
    #expect(content.searchBand.frame == CGRect(x: 0, y: 66, width: 375, height: 52))
    harness.scroll(to: 200)
    #expect(harness.bar.frame.height == 96)
  }

  @Test("Tapping in, typing, Cancel: the calls in UIKit's order; the bar shrinks to the band")
  func activation() {
    let harness = SearchHarness()
    let delegate = LoggingSearchBarDelegate()
    harness.searchBar.delegate = delegate
    #expect(harness.searchBar.becomeFirstResponder())
    #expect(harness.root.search.isActive)
    #expect(delegate.entries == ["shouldBegin", "didBegin"])
    #expect(harness.root.entries == ["willPresent", "update ''", "didPresent"])
    // The title rows hide: the bar is the 52 pt band, the content right under it.
    #expect(harness.bar.frame == CGRect(x: 0, y: 20, width: 375, height: 52))
    #expect(harness.root.scrollView.adjustedContentInset.top == 72)
    #expect(harness.root.scrollView.contentOffset.y == -72)
    #expect(!harness.searchBar.cancelButton.isHidden)
    // Dimmed while empty.
    #expect(harness.root.search.viewIfLoaded?.superview === harness.navigation.view)
    #expect(!harness.root.search.dimmingView.isHidden)
    harness.root.entries.removeAll()
    delegate.entries.removeAll()
    harness.window.keyboard.type(.character("f"))
    #expect(delegate.entries == ["shouldChange 0,0 'f'", "textDidChange 'f'"])
    #expect(harness.root.entries == ["update 'f'"])
    #expect(harness.root.search.dimmingView.isHidden)
    harness.root.entries.removeAll()
    delegate.entries.removeAll()
    harness.searchBar.cancelButton.sendActions(for: .touchUpInside)
    #expect(delegate.entries == ["cancel", "shouldEnd", "didEnd"])
    #expect(harness.root.entries == ["willDismiss", "update ''", "didDismiss"])
    #expect(!harness.root.search.isActive)
    #expect(harness.searchBar.text == "")
    #expect(harness.searchBar.cancelButton.isHidden)
    harness.window.layoutIfNeeded()
    #expect(harness.bar.frame.height == 148)
    #expect(harness.root.scrollView.contentOffset.y == -168)
  }

  @Test("isActive from code presents without the keyboard; updateSearchResults once each way")
  func activeFromCode() {
    let harness = SearchHarness()
    harness.root.search.isActive = true
    #expect(harness.root.entries == ["willPresent", "update ''", "didPresent"])
    #expect(!harness.searchBar.isFirstResponder)
    harness.root.search.isActive = false
    #expect(
      harness.root.entries == [
        "willPresent", "update ''", "didPresent", "willDismiss", "update ''", "didDismiss",
      ])
    let events = harness.window.eventLog.pending.filter { $0.kind.hasPrefix("search.") }
    #expect(events.map(\.kind) == ["search.present", "search.dismiss"])
    #expect(events.map(\.detail) == ["text \"\"", "text \"\""])
  }

  @Test("A results controller shows over the content while active with text; dimming while empty")
  func resultsController() throws {
    let results = UIViewController()
    let search = UISearchController(searchResultsController: results)
    let screen = SearchScreen()
    screen.navigationItem.searchController = search
    let navigation = UINavigationController(rootViewController: screen)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.finishAppearanceTransitions()
    window.layoutIfNeeded()
    #expect(search.searchBar.becomeFirstResponder())
    let overlay = try #require(search.viewIfLoaded)
    #expect(overlay.superview === navigation.view)
    #expect(overlay.frame == navigation.view.bounds)
    #expect(results.parent === search)
    #expect(results.view.isHidden)
    #expect(!search.dimmingView.isHidden)
    window.keyboard.type(.character("p"))
    #expect(search.showsSearchResultsController)
    #expect(!results.view.isHidden)
    #expect(search.dimmingView.isHidden)
    search.searchBar.cancelButton.sendActions(for: .touchUpInside)
    #expect(overlay.superview == nil)
    #expect(!search.showsSearchResultsController)
  }
}
