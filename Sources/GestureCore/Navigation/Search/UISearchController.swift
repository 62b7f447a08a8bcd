import Foundation

/// A controller that runs a search from its ``searchBar`` (`UISearchController`): shown in a
/// navigation item (``UINavigationItem/searchController``) or with its bar placed by the app.
///
/// Becoming active (the field tapped, or ``isActive`` set): the delegate's
/// `willPresentSearchController(_:)`, the Cancel button shown (``automaticallyShowsCancelButton``),
/// in a navigation bar the title rows hidden and the field moved to the top
/// (``hidesNavigationBarDuringPresentation``), the content dimmed while the text is empty
/// (``obscuresBackgroundDuringPresentation``), ``searchResultsUpdater`` asked to
/// `updateSearchResults(for:)`, then `didPresentSearchController(_:)`. Every change of the text
/// by the user asks the updater again. Cancel (or a tap on the dimmed content) clears the text,
/// ends editing and makes the search inactive: `willDismissSearchController(_:)`, the updater,
/// `didDismissSearchController(_:)`. iOS animates these changes over about 0.3 s; here they
/// happen at once (docs/search.md).
///
/// The results controller's view (``searchResultsController``) is shown over the content while
/// the search is active and its text is not empty (``showsSearchResultsController``), filling
/// the navigation controller's view under the bar, or the view of the controller that shows
/// the bar.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  /// The search bar (`searchBar`): its placeholder is "Search".
  public let searchBar = UISearchBar(
    frame: CGRect(x: 0, y: 0, width: 0, height: UISearchBar.standardHeight))
  /// The controller showing the results, if any (`searchResultsController`).
  public let searchResultsController: UIViewController?
  /// Told to update the results as the search changes (`searchResultsUpdater`), held weakly.
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  /// The delegate (`delegate`), held weakly.
  open weak var delegate: (any UISearchControllerDelegate)? {
    didSet { warnAboutPresentSearchController() }
  }
  /// Whether the search is active (`isActive`). Setting it presents or dismisses the search
  /// (without making the field the first responder, as on iOS).
  open var isActive: Bool {
    get { active }
    set {
      if newValue { activate() } else { deactivate(clearing: false) }
    }
  }
  /// Whether the content under the search is dimmed while the search is active and its text
  /// is empty (`obscuresBackgroundDuringPresentation`, default true). A tap on the dimmed
  /// content cancels the search.
  open var obscuresBackgroundDuringPresentation = true { didSet { updateOverlay() } }
  /// The older name of ``obscuresBackgroundDuringPresentation``
  /// (`dimsBackgroundDuringPresentation`).
  open var dimsBackgroundDuringPresentation: Bool {
    get { obscuresBackgroundDuringPresentation }
    set { obscuresBackgroundDuringPresentation = newValue }
  }
  /// Whether the navigation bar's title rows hide while the search is active, the field moving
  /// to the top (`hidesNavigationBarDuringPresentation`, default true).
  open var hidesNavigationBarDuringPresentation = true {
    didSet { searchLayoutDidChange(wasSearchOnly: active && oldValue) }
  }
  /// Whether the Cancel button shows while active (`automaticallyShowsCancelButton`, default
  /// true).
  open var automaticallyShowsCancelButton = true
  /// Whether the results controller shows by itself once the text is not empty
  /// (`automaticallyShowsSearchResultsController`, default true).
  open var automaticallyShowsSearchResultsController = true { didSet { updateOverlay() } }
  /// Whether the results controller's view shows (`showsSearchResultsController`): by default
  /// while active with text. Setting it shows or hides it now.
  open var showsSearchResultsController: Bool {
    get { forcedResults ?? (active && automaticallyShowsSearchResultsController && hasText) }
    set {
      forcedResults = newValue
      updateOverlay()
    }
  }

  /// The dimming colour over the content, black at 20 % (estimate from screenshots).
  static let dimmingColor = UIColor(white: 0, alpha: 0.2)

  private var active = false
  private var forcedResults: Bool?
  /// The navigation item showing the bar, if any.
  weak var item: UINavigationItem?
  /// The dimming view over the content.
  let dimmingView = UIView()

  /// A search controller showing results in `searchResultsController`, or in the searched
  /// controller itself when `nil` (`init(searchResultsController:)`).
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    searchBar.controller = self
    searchBar.placeholder = "Search"
  }

  /// A search controller without a results controller (`init(nibName:bundle:)`).
  public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.init(searchResultsController: nil)
  }

  /// A search controller from an archive (`init?(coder:)`): without a results controller.
  public required init?(coder: NSCoder) {
    searchResultsController = nil
    super.init(coder: coder)
    searchBar.controller = self
    searchBar.placeholder = "Search"
  }

  private var hasText: Bool { !(searchBar.text ?? "").isEmpty }

  /// The overlay: dimming and results, taking no touches where it shows nothing.
  open override func loadView() {
    let overlay = SearchOverlayView()
    overlay.controller = self
    dimmingView.backgroundColor = UISearchController.dimmingColor
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    tap.addTarget(self, action: UISearchController.dimmingTapped)
    dimmingView.addGestureRecognizer(tap)
    overlay.addSubview(dimmingView)
    view = overlay
  }

  // MARK: Presenting and dismissing

  /// Presents the search when it is not yet active.
  private func activate() {
    guard !active else { return }
    delegate?.willPresentSearchController(self)
    active = true
    showChrome()
    updater()
    delegate?.didPresentSearchController(self)
  }

  private func showChrome() {
    record("search.present")
    if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
    installOverlay()
    searchLayoutDidChange(wasSearchOnly: false)
  }

  /// Dismisses the search when active: optionally clearing the text, ending editing.
  func deactivate(clearing: Bool) {
    if clearing { searchBar.text = "" }
    if searchBar.searchTextField.isFirstResponder {
      searchBar.searchTextField.resignFirstResponder()
    }
    guard active else { return }
    delegate?.willDismissSearchController(self)
    active = false
    record("search.dismiss")
    forcedResults = nil
    if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
    removeOverlay()
    searchLayoutDidChange(wasSearchOnly: hidesNavigationBarDuringPresentation)
    updater()
    delegate?.didDismissSearchController(self)
  }

  /// The field is beginning editing: the search becomes active (the first half).
  func fieldWillBeginEditing() {
    guard !active else { return }
    delegate?.willPresentSearchController(self)
    active = true
    presentingFromField = true
    showChrome()
  }

  /// The field began editing: the updater, then `didPresentSearchController(_:)`.
  func fieldDidBeginEditing() {
    guard presentingFromField else { return }
    presentingFromField = false
    updater()
    delegate?.didPresentSearchController(self)
  }
  private var presentingFromField = false

  /// The user changed the text: the overlay follows, the updater is asked.
  func searchTextDidChange() {
    updateOverlay()
    updater()
  }

  /// The Cancel button: clear, end editing, dismiss.
  func cancelFromSearchBar() { deactivate(clearing: true) }

  /// A tap on the dimmed content cancels the search.
  private func dimmingTapped(_ tap: UITapGestureRecognizer) {
    guard tap.state == .ended else { return }
    deactivate(clearing: true)
  }

  private func updater() {
    searchResultsUpdater?.updateSearchResults(for: self)
    updateOverlay()
  }

  // MARK: The overlay

  /// The view the overlay covers: the navigation controller's view (under its bar) for a
  /// navigation item's search, else the view of the controller showing the bar.
  private var overlayHost: UIView? {
    if let bar = item?.bar, let root = bar.superview as? NavigationRootView { return root }
    var responder: UIResponder? = searchBar.next
    while let current = responder {
      if let controller = current as? UIViewController, let view = controller.viewIfLoaded {
        return view
      }
      responder = current.next
    }
    return nil
  }

  private func installOverlay() {
    guard let host = overlayHost else { return }
    let overlay = view!
    if let root = host as? NavigationRootView, let bar = item?.bar {
      root.insertSubview(overlay, belowSubview: bar)
    } else {
      host.addSubview(overlay)
    }
    if let results = searchResultsController, results.parent == nil {
      addChild(results)
      overlay.addSubview(results.view)
      results.didMove(toParent: self)
    }
    updateOverlay()
  }

  private func removeOverlay() {
    viewIfLoaded?.removeFromSuperview()
  }

  /// Shows the dimming and the results as the state says.
  func updateOverlay() {
    guard let overlay = viewIfLoaded as? SearchOverlayView else { return }
    dimmingView.isHidden = !(active && obscuresBackgroundDuringPresentation && !hasText)
    searchResultsController?.viewIfLoaded?.isHidden = !showsSearchResultsController
    overlay.setNeedsLayout()
  }

  /// The navigation bar (or the search bar alone) lays out again for the search's new state;
  /// `wasSearchOnly` says whether the bar showed only the search band before.
  func searchLayoutDidChange(wasSearchOnly: Bool? = nil) {
    searchBar.setNeedsLayout()
    guard let bar = item?.bar else { return }
    bar.setNeedsLayout()
    bar.superview?.setNeedsLayout()
    bar.navigation?.searchPresentationDidChange(
      wasSearchOnly: wasSearchOnly ?? collapsesNavigationBar)
  }

  /// Whether the navigation bar shows only the search band now.
  var collapsesNavigationBar: Bool { active && hidesNavigationBarDuringPresentation }

  /// Records `kind` on the timeline for the search bar, with the search text.
  private func record(_ kind: String) {
    let log = searchBar.window?.eventLog ?? SimulationContext.eventLog
    log?.record(kind, view: searchBar, detail: "text \"\(searchBar.text ?? "")\"")
  }

  private func warnAboutPresentSearchController() {
    guard let delegate, delegate.responds(to: "presentSearchController:") else { return }
    let log = searchBar.window?.eventLog ?? SimulationContext.eventLog
    log?.recordOnce(
      "searchController.unsupported", view: searchBar,
      detail: "presentSearchController(_:) is not called: the search presents itself")
  }
}

/// The search controller's view: it fills the host's bounds (the visible part of a scroll
/// view's content), the dimming view and the results view filling it; it takes touches only
/// on what it shows.
@preconcurrency @MainActor
final class SearchOverlayView: UIView {
  weak var controller: UISearchController?

  override func layoutSubviews() {
    super.layoutSubviews()
    for view in subviews { view.frame = bounds }
  }

  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    fitToHost()
  }

  /// Fills the host's visible bounds.
  func fitToHost() {
    guard let host = superview else { return }
    frame = host.bounds
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}
