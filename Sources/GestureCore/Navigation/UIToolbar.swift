import Foundation

/// A bar of buttons, usually along the bottom of a screen (`UIToolbar`): its ``items`` from the
/// leading edge (left to right, or right to left when the bar lays out right to left), drawn as the navigation bar draws its buttons (titles 17 pt regular, `.done`
/// semibold, glyph items as their symbols, in the tint colour).
///
/// Layout (UIKit's on a compact-width iPhone, measured from screenshots; working values): 44 pt
/// tall; the items 16 pt from the edges and 8 pt apart, each as wide as it fits and at least
/// 22 pt; a fixed space (`.fixedSpace`, `fixedSpace(_:)`) takes its ``UIBarButtonItem/width``
/// and the flexible spaces share what is left equally, so one flexible space between two items
/// puts them at the two ends.
///
/// The background follows iOS 15's bar appearances (`UIToolbar+Appearance.swift`): a
/// navigation controller's toolbar draws ``scrollEdgeAppearance`` (by default nothing) while
/// the shown content's bottom edge is at or above the bar's top, and ``standardAppearance``
/// (by default the `systemChromeMaterial` background and a hairline along its top) while
/// content lies under it; a toolbar of its own always draws the standard appearance.
/// ``barTintColor`` fills the standard appearance unless that was assigned.
@preconcurrency @MainActor
open class UIToolbar: UIView {
  /// The bar's height, points (UIKit's toolbar on the iPhone).
  public static let standardHeight: CGFloat = 44
  /// The items' distance from the bar's edges, points.
  static let sideMargin: CGFloat = 16
  /// The space between two adjacent items, points.
  static let itemSpacing: CGFloat = 8

  /// The items, left to right (`items`).
  open var items: [UIBarButtonItem]? {
    get { storedItems }
    set { setItems(newValue, animated: false) }
  }
  /// The bar's background colour (`barTintColor`, default `nil`). As on iOS 15, it fills
  /// the standard appearance's background (opaque) unless ``standardAppearance`` was assigned;
  /// at the scroll edge the transparent appearance still shows.
  open var barTintColor: UIColor? {
    didSet {
      if noteAppearance(
        .property("barTintColor"), barTintColor,
        { (target: UIToolbar, value) in target.barTintColor = value })
      {
        return
      }
      appearanceDidChange()
    }
  }
  /// Whether the bar is translucent (`isTranslucent`, default true). Stored; the appearances
  /// decide the background.
  open var isTranslucent = true

  /// The appearances set (see `UIToolbar+Appearance.swift`).
  let appearances = BarAppearances<UIToolbarAppearance>()
  /// Whether a navigation controller manages the bar (then it follows the scroll edge).
  var managedByNavigationController = false { didSet { appearanceDidChange() } }
  /// Whether the shown content's bottom edge is at or above the bar's top (set by the
  /// navigation controller).
  var atScrollEdge = true { didSet { if atScrollEdge != oldValue { setNeedsLayout() } } }
  /// Whether the bar draws its background: false for the items a navigation controller
  /// cross-fades over its toolbar during a push or pop.
  var drawsBackground = true { didSet { appearanceDidChange() } }

  private var storedItems: [UIBarButtonItem]?
  /// The view shown for each item (`nil` for the spaces), in order.
  private var itemViews: [UIView?] = []
  /// The background and hairline of the appearance drawn.
  let background = BarBackground(hairlineAtTop: true)

  /// A toolbar of `frame` (`init(frame:)`).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    background.isUserInteractionEnabled = false
    addSubview(background)
  }

  /// A toolbar from an archive (`init?(coder:)`): as `init(frame: .zero)`.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    background.isUserInteractionEnabled = false
    addSubview(background)
  }

  /// How far the background reaches below the bar, points: a navigation controller's toolbar
  /// sits above the home indicator and its background covers the band down to the screen's
  /// edge.
  final var backgroundExtension: CGFloat = 0 { didSet { setNeedsLayout() } }
  /// The opacity of the items' views, 0…1 (the bar's background keeps its own): what a
  /// navigation controller's push or pop cross-fades.
  final var itemsAlpha: CGFloat = 1 {
    didSet { for case let view? in itemViews { view.alpha = itemsAlpha } }
  }

  /// Replaces the items (`setItems(_:animated:)`): at once, or, `animated`, the old items fade
  /// out while the new ones fade in over `UINavigationController.hideShowBarDuration` (0.2 s;
  /// UIKit's duration is not documented, so the bars' own is used).
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    let previousViews = itemViews.compactMap { $0 }
    storedItems = items
    itemViews = (items ?? []).map { item in
      switch item.systemItem {
      case .flexibleSpace?, .fixedSpace?: return nil
      default:
        item.applyAppearance(shownIn: self)
        return NavigationBarContent.view(for: item)
      }
    }
    // An item's custom view that stays (the same items set again) is not an old view: it must
    // not fade out or leave the bar.
    let kept = Set(itemViews.compactMap { $0.map(ObjectIdentifier.init) })
    let oldViews = previousViews.filter { !kept.contains(ObjectIdentifier($0)) }
    for case let view? in itemViews {
      view.alpha = animated ? 0 : itemsAlpha
      addSubview(view)
    }
    setNeedsLayout()
    guard animated else {
      for view in oldViews { view.removeFromSuperview() }
      return
    }
    layoutIfNeeded()
    let alpha = itemsAlpha
    let newViews = itemViews.compactMap { $0 }
    UIView.animate(
      withDuration: Double(UINavigationController.hideShowBarDuration),
      animations: {
        for view in oldViews { view.alpha = 0 }
        for view in newViews { view.alpha = alpha }
      },
      completion: { _ in for view in oldViews { view.removeFromSuperview() } })
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    applyAppearance()
    background.frame = CGRect(
      x: 0, y: 0, width: bounds.width, height: bounds.height + backgroundExtension)
    let items = storedItems ?? []
    var widths: [CGFloat] = []
    var flexible = 0
    for (item, view) in zip(items, itemViews) {
      if let view {
        view.sizeToFit()
        widths.append(max(view.bounds.width, 22))
      } else if item.systemItem == .fixedSpace {
        widths.append(max(0, item.width))
      } else {
        widths.append(0)
        flexible += 1
      }
    }
    // Gaps between adjacent items that are not spaces.
    var gaps: CGFloat = 0
    for index in items.indices.dropFirst()
    where itemViews[index] != nil && itemViews[index - 1] != nil {
      gaps += Self.itemSpacing
    }
    let used = widths.reduce(0, +) + gaps + 2 * Self.sideMargin
    let share = flexible > 0 ? max(0, bounds.width - used) / CGFloat(flexible) : 0
    var x = Self.sideMargin
    for (index, item) in items.enumerated() {
      if index > 0, itemViews[index] != nil, itemViews[index - 1] != nil { x += Self.itemSpacing }
      let width =
        itemViews[index] == nil && item.systemItem == .flexibleSpace ? share : widths[index]
      itemViews[index]?.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
      x += width
    }
    // The items run from the leading edge: the first at the right in right to left.
    if isRightToLeft {
      for view in itemViews.compactMap({ $0 }) {
        view.frame.origin.x = bounds.width - view.frame.maxX
      }
    }
  }

  /// The bar's size: its width, 44 pt tall (`sizeThatFits(_:)`).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: UIToolbar.standardHeight)
  }
}
