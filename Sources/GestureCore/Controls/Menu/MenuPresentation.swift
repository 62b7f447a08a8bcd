import Foundation

/// A ``UIMenu`` on screen, shown from a bar button item or a button: a panel of rows over the
/// window, above everything, that a tap on a row chooses from and a tap anywhere else closes
/// (the tap is taken: nothing under it is touched, as on iOS).
///
/// Look and motion (iOS 16 and 17 on a compact iPhone, measured from screenshots; working
/// values, Apple publishes none): a panel 250 pt wide with 13 pt corners on
/// `secondarySystemGroupedBackground` with a soft shadow; rows 44 pt tall (60 pt with a
/// subtitle), the title 17 pt regular 16 pt from the left, the image at the right 16 pt in;
/// an action that is on shows a check mark at the left and its title moves 24 pt right;
/// `.destructive` rows in `systemRed`, `.disabled` rows in `tertiaryLabel` (not tappable),
/// `.hidden` ones left out; hairline separators between rows and an 8 pt band between an
/// inline group and its neighbours; a menu title as a 13 pt `secondaryLabel` header. The panel
/// hangs 8 pt below its source, its leading edge on the source's when the source is in the
/// left half of the screen, else its trailing edge on the source's, kept 8 pt inside the
/// screen; above the source when it does not fit below. It fades in while growing from 90 %
/// over 0.25 s and fades out over 0.2 s. A chosen action's handler runs once the menu has
/// gone, with the source (the button, or the bar button item) as the action's `sender`; a row
/// that opens a child menu shows that menu in its place (iOS 14 and 15; iOS 16 expands it in
/// place). Timeline: `menu.show`, `menu.action`, `menu.dismiss`.
@preconcurrency @MainActor
final class MenuPresentation {
  /// The panel's width, points.
  static let width: CGFloat = 250
  /// A row's height, points; with a subtitle ``subtitledRowHeight``.
  static let rowHeight: CGFloat = 44
  static let subtitledRowHeight: CGFloat = 60
  /// The header's height when the menu has a title, points.
  static let headerHeight: CGFloat = 36
  /// The band between an inline group and its neighbours, points.
  static let groupGap: CGFloat = 8
  /// The distance between the source and the panel, and between the panel and the screen's
  /// edges, points.
  static let margin: CGFloat = 8

  private let overlay: MenuOverlayView
  private weak var window: UIWindow?
  private let sender: Any
  private let sourceFrame: CGRect
  private var closing = false

  /// Shows `menu` from `source` (its frame in the window is the anchor); `sender` is what the
  /// chosen action's `sender` is.
  @discardableResult
  static func show(_ menu: UIMenu, from source: UIView, sender: Any) -> MenuPresentation? {
    guard let window = source.window else { return nil }
    return MenuPresentation(
      menu: menu, window: window, anchor: source.convert(source.bounds, to: nil), sender: sender)
  }

  private init(menu: UIMenu, window: UIWindow, anchor: CGRect, sender: Any) {
    self.window = window
    self.sender = sender
    sourceFrame = anchor
    overlay = MenuOverlayView(frame: window.bounds)
    overlay.menuPresentation = self
    window.addSubview(overlay)
    show(menu, animated: true)
    let count = MenuLayout.rows(of: menu).count
    window.eventLog.record(
      "menu.show", view: overlay.panel,
      detail: "\(Self.describe(menu)): \(count) \(count == 1 ? "row" : "rows")")
  }

  /// Puts `menu`'s rows in the panel and places it.
  private func show(_ menu: UIMenu, animated: Bool) {
    let panel = overlay.panel
    panel.build(menu) { [weak self] row in self?.chose(row) }
    let size = panel.bounds.size
    guard let window else { return }
    let bounds = window.bounds
    let safe = window.safeAreaInsets
    var x =
      sourceFrame.midX < bounds.midX ? sourceFrame.minX : sourceFrame.maxX - size.width
    x = min(max(x, Self.margin), bounds.width - Self.margin - size.width)
    var y = sourceFrame.maxY + Self.margin
    if y + size.height > bounds.height - safe.bottom - Self.margin {
      y = max(safe.top + Self.margin, sourceFrame.minY - Self.margin - size.height)
    }
    panel.frame = CGRect(origin: CGPoint(x: x, y: y), size: size)
    guard animated else { return }
    panel.alpha = 0
    panel.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
    UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut]) {
      panel.alpha = 1
      panel.transform = .identity
    }
  }

  /// A row was tapped: a child menu replaces the rows; an enabled action closes the menu and
  /// runs once it has gone.
  private func chose(_ row: MenuLayout.Row) {
    guard !closing else { return }
    switch row.element {
    case let child as UIMenu:
      show(child, animated: false)
    case let action as UIAction:
      guard !action.attributes.contains(.disabled) else { return }
      window?.eventLog.record("menu.action", view: overlay.panel, detail: "\"\(action.title)\"")
      close { [sender] in action.perform(sender: sender) }
    default:
      break
    }
  }

  /// A tap outside the panel.
  func tappedOutside() {
    guard !closing else { return }
    window?.eventLog.record("menu.dismiss", view: overlay.panel, detail: "tap outside")
    close(then: nil)
  }

  private func close(then: (() -> Void)?) {
    closing = true
    let overlay = self.overlay
    UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseIn]) {
      overlay.panel.alpha = 0
    } completion: { _ in
      overlay.menuPresentation = nil
      overlay.removeFromSuperview()
      then?()
    }
  }

  /// The menu's name in timeline messages: its title, or "menu".
  static func describe(_ menu: UIMenu) -> String {
    menu.title.isEmpty ? "menu" : "\"\(menu.title)\""
  }
}

/// The view over the window while a menu shows: transparent, taking every touch outside the
/// panel (a tap there closes the menu).
@preconcurrency @MainActor
final class MenuOverlayView: UIView {
  let panel = MenuPanelView(frame: .zero)
  /// The menu this shows; it lives until the overlay leaves the window.
  var menuPresentation: MenuPresentation?

  override init(frame: CGRect) {
    super.init(frame: frame)
    // VoiceOver reads the menu alone while it shows.
    accessibilityViewIsModal = true
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(panel)
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    tap.addTarget(self, action: MenuOverlayView.tapped)
    addGestureRecognizer(tap)
  }

  required init?(coder: NSCoder) { fatalError("not archived") }

  private func tapped(_ tap: UITapGestureRecognizer) {
    guard tap.state == .ended, !panel.frame.contains(tap.location(in: self)) else { return }
    menuPresentation?.tappedOutside()
  }
}
