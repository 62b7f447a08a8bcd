import Foundation

/// A context menu on screen (docs/presentation.md, "Context menus"): over the window, the rest
/// of the screen blurred, the preview lifted where the pressed view was, and the menu's panel
/// (``MenuPanelView``, as a button's menu draws it) beside it.
///
/// Look and motion (iOS 16 and 17 on a compact iPhone, from screenshots; working values, Apple
/// publishes none): the screen behind under a `systemUltraThinMaterial` blur; the preview
/// with 13 pt corners, either a snapshot of the pressed view at its place or the
/// configuration's controller (its `preferredContentSize`, or the screen's width less 16 pt
/// each side and as tall as the space left, at most as tall as wide) centred on the pressed
/// view; the panel 8 pt below the preview, its leading edge on the preview's when the preview
/// is in the left half of the screen, else its trailing edge on the preview's; above the
/// preview when it does not fit below; when neither fits, the preview moves up so that the
/// panel fits below it, both 8 pt inside the safe area. Everything eases out into place over
/// 0.25 s (the panel growing from 90 %) and back over 0.2 s when the menu closes.
@preconcurrency @MainActor
final class ContextMenuPresentation {
  static let presentDuration = 0.25
  static let dismissDuration = 0.2
  /// The preview's corner radius, points.
  static let cornerRadius: CGFloat = 13
  /// A controller preview's distance from the screen's sides, points.
  static let previewSideInset: CGFloat = 16

  let overlay: ContextMenuOverlayView
  private let target: ContextMenuTarget
  private weak var window: UIWindow?
  /// The lifted view's frame in the window when the press began.
  private let sourceFrame: CGRect
  private let previewController: UIViewController?
  private var closing = false
  private let ended: () -> Void

  init(target: ContextMenuTarget, window: UIWindow, ended: @escaping () -> Void) {
    self.target = target
    self.window = window
    self.ended = ended
    let source = target.liftedView
    sourceFrame = source.convert(source.bounds, to: nil)
    previewController = target.configuration.previewProvider?()
    let menu = target.configuration.actionProvider?([])
    overlay = ContextMenuOverlayView(frame: window.bounds)
    overlay.menuPresentation = self
    // The preview: the controller's view, or a snapshot of the pressed view.
    let content: UIView?
    if let previewController {
      content = previewController.view
    } else {
      content = source.snapshotView(afterScreenUpdates: false)
    }
    if let content {
      content.frame = overlay.preview.bounds
      content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      overlay.preview.addSubview(content)
    }
    if let menu {
      overlay.panel.build(menu) { [weak self] row in self?.chose(row) }
    } else {
      overlay.panel.isHidden = true
    }
    let safe = window.safeAreaInsets
    let layout = Self.layout(
      source: sourceFrame,
      previewSize: previewSize(
        menuHeight: menu == nil ? nil : overlay.panel.bounds.height, in: window.bounds, safe: safe),
      panelSize: menu == nil ? nil : overlay.panel.bounds.size, bounds: window.bounds, safe: safe)
    window.addSubview(overlay)
    let rows = menu.map { MenuLayout.rows(of: $0).count }
    window.eventLog.record(
      "contextMenu.present", view: source,
      detail: "\(target.name): "
        + (rows.map { "\($0) \($0 == 1 ? "row" : "rows")" } ?? "preview without a menu"))
    let animator = ContextMenuAnimator(previewViewController: previewController)
    target.willDisplay?(animator)
    // From the pressed view's place into the layout's.
    let preview = overlay.preview
    let panel = overlay.panel
    preview.frame = previewController == nil ? sourceFrame : layout.preview
    preview.alpha = previewController == nil ? 1 : 0
    preview.layoutIfNeeded()
    if let place = layout.panel { panel.frame = place }
    panel.alpha = 0
    panel.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
    overlay.backdrop.alpha = 0
    UIView.animate(withDuration: Self.presentDuration, delay: 0, options: [.curveEaseOut]) {
      [overlay] in
      overlay.backdrop.alpha = 1
      preview.frame = layout.preview
      preview.alpha = 1
      preview.layoutIfNeeded()
      panel.alpha = 1
      panel.transform = .identity
      for animation in animator.animations { animation() }
    } completion: { _ in
      for completion in animator.completions { completion() }
    }
  }

  /// The preview's size: the pressed view's, or the controller's preferred size (or the
  /// default described on the type).
  private func previewSize(menuHeight: CGFloat?, in bounds: CGRect, safe: UIEdgeInsets) -> CGSize {
    guard let previewController else { return sourceFrame.size }
    let width = bounds.width - 2 * Self.previewSideInset
    let preferred = previewController.preferredContentSize
    if preferred.width > 0, preferred.height > 0 {
      return CGSize(width: min(width, preferred.width), height: preferred.height)
    }
    let margin = MenuPresentation.margin
    let room =
      bounds.height - safe.top - safe.bottom - 2 * margin - (menuHeight.map { $0 + margin } ?? 0)
    return CGSize(width: width, height: max(0, min(width, room)))
  }

  /// Where the preview and the panel go (see the type's notes), window coordinates.
  static func layout(
    source: CGRect, previewSize: CGSize, panelSize: CGSize?, bounds: CGRect, safe: UIEdgeInsets
  ) -> (preview: CGRect, panel: CGRect?) {
    let margin = MenuPresentation.margin
    let top = safe.top + margin
    let bottom = bounds.height - safe.bottom - margin
    var preview = CGRect(
      x: source.midX - previewSize.width / 2, y: source.minY, width: previewSize.width,
      height: previewSize.height)
    preview.origin.x = min(
      max(preview.minX, previewSideInset), bounds.width - previewSideInset - preview.width)
    if previewSize == source.size { preview.origin.x = source.minX }
    guard let panelSize else {
      preview.origin.y = min(max(preview.minY, top), max(top, bottom - preview.height))
      return (preview, nil)
    }
    var y: CGFloat
    if preview.maxY + margin + panelSize.height <= bottom {
      y = preview.maxY + margin
    } else if preview.minY - margin - panelSize.height >= top {
      y = preview.minY - margin - panelSize.height
    } else {
      preview.origin.y = max(top, bottom - panelSize.height - margin - preview.height)
      y = preview.maxY + margin
    }
    var x = preview.midX < bounds.midX ? preview.minX : preview.maxX - panelSize.width
    x = min(max(x, margin), bounds.width - margin - panelSize.width)
    return (preview, CGRect(origin: CGPoint(x: x, y: y), size: panelSize))
  }

  /// A row was tapped: a child menu replaces the rows; an enabled action closes the menu and
  /// runs once it has gone.
  private func chose(_ row: MenuLayout.Row) {
    guard !closing else { return }
    switch row.element {
    case let child as UIMenu:
      let frame = overlay.panel.frame
      overlay.panel.build(child) { [weak self] row in self?.chose(row) }
      overlay.panel.frame.origin = frame.origin
    case let action as UIAction:
      guard !action.attributes.contains(.disabled) else { return }
      window?.eventLog.record("menu.action", view: overlay.panel, detail: "\"\(action.title)\"")
      dismiss(reason: "action \"\(action.title)\"") { [sender = target.sender] in
        action.perform(sender: sender)
      }
    default:
      break
    }
  }

  /// A tap outside the preview and the panel.
  func tappedOutside() {
    dismiss(reason: "tap outside", then: nil)
  }

  /// A tap on the preview: the delegate's preview action, then the menu closes; its animator's
  /// completions run once it has gone.
  func tappedPreview() {
    guard !closing else { return }
    let animator = ContextMenuAnimator(previewViewController: previewController)
    target.previewAction?(animator)
    dismiss(reason: "preview tapped", commit: animator, then: nil)
  }

  /// Closes the menu: the delegate's `willEnd`, the preview back into place, the blur and the
  /// panel fading; then `then`.
  func dismiss(
    reason: String, commit: ContextMenuAnimator? = nil, then: (() -> Void)?
  ) {
    guard !closing else { return }
    closing = true
    window?.eventLog.record("contextMenu.dismiss", view: target.liftedView, detail: reason)
    let animator = ContextMenuAnimator(previewViewController: previewController)
    target.willEnd?(animator)
    let overlay = self.overlay
    let back = sourceFrame
    let controllerPreview = previewController != nil
    let ended = self.ended
    UIView.animate(withDuration: Self.dismissDuration, delay: 0, options: [.curveEaseIn]) {
      overlay.backdrop.alpha = 0
      overlay.panel.alpha = 0
      if controllerPreview || commit != nil {
        overlay.preview.alpha = 0
      } else {
        overlay.preview.frame = back
        overlay.preview.layoutIfNeeded()
      }
      for animation in animator.animations { animation() }
      for animation in commit?.animations ?? [] { animation() }
    } completion: { _ in
      overlay.menuPresentation = nil
      overlay.removeFromSuperview()
      for completion in animator.completions { completion() }
      for completion in commit?.completions ?? [] { completion() }
      ended()
      then?()
    }
  }
}

/// The view over the window while a context menu shows: the blur, the preview and the panel;
/// it takes every touch (a tap outside the panel closes the menu, one on the preview commits
/// it).
@preconcurrency @MainActor
final class ContextMenuOverlayView: UIView {
  let backdrop = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
  let preview = UIView()
  let panel = MenuPanelView(frame: .zero)
  /// The menu this shows; it lives until the overlay leaves the window.
  var menuPresentation: ContextMenuPresentation?

  override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityViewIsModal = true
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    backdrop.frame = bounds
    backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    backdrop.isUserInteractionEnabled = false
    addSubview(backdrop)
    preview.layer.cornerRadius = ContextMenuPresentation.cornerRadius
    preview.clipsToBounds = true
    preview.isUserInteractionEnabled = false
    addSubview(preview)
    addSubview(panel)
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    tap.addTarget(self, action: ContextMenuOverlayView.tapped)
    addGestureRecognizer(tap)
  }

  required init?(coder: NSCoder) { fatalError("not archived") }

  private func tapped(_ tap: UITapGestureRecognizer) {
    let point = tap.location(in: self)
    guard tap.state == .ended, panel.isHidden || !panel.frame.contains(point) else { return }
    if preview.frame.contains(point) {
      menuPresentation?.tappedPreview()
    } else {
      menuPresentation?.tappedOutside()
    }
  }
}
