import Foundation

/// A bar with a search field (`UISearchBar`): the rounded ``searchTextField``, a Cancel button
/// at its right while ``showsCancelButton``, and a background by ``searchBarStyle``.
///
/// Metrics on a compact-width iPhone (docs/search.md): a standalone bar is 56 pt tall
/// (``standardHeight``, the iOS 13+ height Interface Builder gives a search bar), its field
/// 36 pt tall centred in it, 8 pt from the bar's ends. In a navigation bar the bar fills the
/// search band (52 pt, `SearchBand`), its field 16 pt from the ends (the layout margins), its
/// bottom 10 pt above the band's bottom, shrinking with the band as it collapses: the field's
/// alpha is its height over 36 pt, and its contents fade out while it shrinks from 36 to 18 pt
/// (estimates from screen recordings). The Cancel
/// button is the system font at 17 pt in the tint colour, 8 pt after the field.
///
/// Typing goes through the field and the keyboard (docs/text-input.md); the search bar's
/// ``delegate`` hears it as ``UISearchBarDelegate`` says. The field's own `delegate` belongs
/// to the bar, as in UIKit: do not replace it.
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// The bar's looks (`UISearchBar.Style`).
  public enum Style: UInt, Sendable {
    /// The default: as `.prominent` (`default`).
    case `default` = 0
    /// A background behind an opaque field (`prominent`).
    case prominent = 1
    /// No background (`minimal`).
    case minimal = 2
  }

  /// A standalone bar's height, points.
  public static let standardHeight: CGFloat = 56
  /// A standalone bar's field inset from the ends, points.
  static let standaloneInset: CGFloat = 8
  /// The field's inset from the ends in a navigation bar, points.
  static let navigationInset: CGFloat = 16
  /// The gap between the field and the Cancel button, points.
  static let cancelGap: CGFloat = 8

  /// The rounded search field (`searchTextField`).
  public let searchTextField = UISearchTextField(frame: .zero)
  /// The delegate (`delegate`), held weakly.
  open weak var delegate: (any UISearchBarDelegate)?
  /// The search text (`text`): the field's text. Setting it from code calls no delegate
  /// method, as on iOS.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }
  /// The text shown while the field is empty (`placeholder`, default `nil`; a search
  /// controller's bar shows "Search"), drawn in ``UIColor/secondaryLabel``.
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set {
      searchTextField.attributedPlaceholder = newValue.map {
        NSAttributedString(string: $0, attributes: [.foregroundColor: UIColor.secondaryLabel])
      }
    }
  }
  /// A line of text above the field (`prompt`). Stored, not drawn: setting it records a
  /// `searchBar.unsupported` warning.
  open var prompt: String? {
    didSet { if prompt != nil { warnUnsupported("prompt is not drawn") } }
  }
  /// Whether the Cancel button shows (`showsCancelButton`, default false).
  open var showsCancelButton = false { didSet { setNeedsLayout() } }
  /// The background's style (`searchBarStyle`, default `.default`).
  open var searchBarStyle: Style = .default { didSet { updateBackground() } }
  /// The background colour (`barTintColor`, default `nil`: the system background); not drawn
  /// with `.minimal`.
  open var barTintColor: UIColor? { didSet { updateBackground() } }
  /// Whether the background is translucent (`isTranslucent`, default true). Stored only.
  open var isTranslucent = true
  /// The titles of the scope buttons (`scopeButtonTitles`). Stored; the scope bar is not
  /// drawn (a `searchBar.unsupported` warning when ``showsScopeBar`` is on with titles).
  open var scopeButtonTitles: [String]? { didSet { warnAboutScopeBar() } }
  /// The selected scope button (`selectedScopeButtonIndex`, default 0). Stored.
  open var selectedScopeButtonIndex = 0
  /// Whether the scope bar shows (`showsScopeBar`, default false). Not drawn.
  open var showsScopeBar = false { didSet { warnAboutScopeBar() } }
  /// The keyboard's capitalisation (`autocapitalizationType`): the field's.
  open var autocapitalizationType: UITextAutocapitalizationType {
    get { searchTextField.autocapitalizationType }
    set { searchTextField.autocapitalizationType = newValue }
  }
  /// Autocorrection (`autocorrectionType`): the field's. Stored only.
  open var autocorrectionType: UITextAutocorrectionType {
    get { searchTextField.autocorrectionType }
    set { searchTextField.autocorrectionType = newValue }
  }
  /// The keyboard (`keyboardType`): the field's.
  open var keyboardType: UIKeyboardType {
    get { searchTextField.keyboardType }
    set { searchTextField.keyboardType = newValue }
  }
  /// The return key (`returnKeyType`, default `.search`): the field's.
  open var returnKeyType: UIReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }

  /// The Cancel button.
  let cancelButton = UIButton(type: .system)
  /// The search controller owning the bar, if any.
  weak var controller: UISearchController?
  /// Whether the bar sits in a navigation bar's search band (its field at the layout margins,
  /// no background of its own).
  var inNavigationBar = false {
    didSet {
      updateBackground()
      setNeedsLayout()
    }
  }
  private let relay = SearchFieldRelay()

  /// A bar of `frame` (`init(frame:)`).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  /// A bar from an archive (`init?(coder:)`): as `init(frame: .zero)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    relay.bar = self
    searchTextField.delegate = relay
    searchTextField.addAction(
      UIAction { [weak self] _ in self?.fieldTextDidChange() }, for: .editingChanged)
    addSubview(searchTextField)
    cancelButton.setTitle("Cancel", for: .normal)
    cancelButton.titleLabel?.font = UIFont.systemFont(ofSize: 17)
    cancelButton.addAction(
      UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
    cancelButton.isHidden = true
    addSubview(cancelButton)
    updateBackground()
  }

  /// Shows or hides the Cancel button (`setShowsCancelButton(_:animated:)`); at once.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// Makes the field the first responder (`becomeFirstResponder()`), asking the delegate.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    searchTextField.becomeFirstResponder()
  }

  /// Ends the field's editing (`resignFirstResponder()`), asking the delegate.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    searchTextField.resignFirstResponder()
  }

  /// Whether the field is the first responder (`isFirstResponder`).
  open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

  /// The bar's size (`sizeThatFits(_:)`): the width given, 56 pt tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: UISearchBar.standardHeight)
  }

  /// No intrinsic width; 56 pt tall (`intrinsicContentSize`).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UISearchBar.standardHeight)
  }

  /// The field's frame in a bar of `size`: centred in a standalone bar; in a navigation bar,
  /// its bottom 10 pt above the bar's and as tall as the band leaves room for (0…36 pt).
  func fieldFrame(in size: CGSize, cancelWidth: CGFloat) -> CGRect {
    let inset = inNavigationBar ? UISearchBar.navigationInset : UISearchBar.standaloneInset
    let right = cancelWidth > 0 ? cancelWidth + UISearchBar.cancelGap : 0
    let width = max(0, size.width - 2 * inset - right)
    let full = UISearchTextField.standardHeight
    if inNavigationBar {
      let height = min(full, max(0, size.height - 16))
      return CGRect(x: inset, y: size.height - 10 - height, width: width, height: height)
    }
    return CGRect(x: inset, y: (size.height - full) / 2, width: width, height: full)
  }

  /// Lays out the field and the Cancel button.
  open override func layoutSubviews() {
    super.layoutSubviews()
    cancelButton.isHidden = !showsCancelButton
    var cancelWidth: CGFloat = 0
    if showsCancelButton {
      cancelButton.sizeToFit()
      cancelWidth = cancelButton.bounds.width
    }
    let field = fieldFrame(in: bounds.size, cancelWidth: cancelWidth)
    searchTextField.frame = field
    // A collapsing band squeezes the field: it fades with its height, and its contents (the
    // magnifying glass, the text) fade out over the first half of the squeeze, 36 to 18 pt.
    let full = UISearchTextField.standardHeight
    searchTextField.alpha = field.height / full
    let contentAlpha = min(1, max(0, (field.height - full / 2) / (full / 2)))
    for part in searchTextField.subviews { part.alpha = contentAlpha }
    let inset = inNavigationBar ? UISearchBar.navigationInset : UISearchBar.standaloneInset
    cancelButton.frame = CGRect(
      x: bounds.width - inset - cancelWidth, y: field.minY, width: cancelWidth,
      height: UISearchTextField.standardHeight)
    cancelButton.alpha = searchTextField.alpha
  }

  private func updateBackground() {
    if inNavigationBar || searchBarStyle == .minimal {
      backgroundColor = nil
    } else {
      backgroundColor = barTintColor ?? .systemBackground
    }
  }

  /// The field's text changed by the user: the delegate, then the search controller.
  private func fieldTextDidChange() {
    delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
    controller?.searchTextDidChange()
  }

  /// The Cancel button: the delegate hears of it; a search controller's bar then clears the
  /// text, ends editing and dismisses the search.
  private func cancelTapped() {
    delegate?.searchBarCancelButtonClicked(self)
    controller?.cancelFromSearchBar()
  }

  private func warnAboutScopeBar() {
    guard showsScopeBar, let titles = scopeButtonTitles, !titles.isEmpty else { return }
    warnUnsupported("the scope bar is not drawn")
  }

  /// Records a `searchBar.unsupported` warning naming `detail`.
  private func warnUnsupported(_ detail: String) {
    let log = window?.eventLog ?? SimulationContext.eventLog
    log?.recordOnce("searchBar.unsupported", view: self, detail: detail)
  }
}
