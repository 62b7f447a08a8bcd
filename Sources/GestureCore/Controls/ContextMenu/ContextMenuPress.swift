import Foundation

/// What a context menu's long press opens, and who hears the menu show and close.
@preconcurrency @MainActor
struct ContextMenuTarget {
  /// The configuration the delegate returned.
  let configuration: UIContextMenuConfiguration
  /// The view lifted out of the screen as the preview (when the configuration makes no
  /// controller): the interaction's view, or the pressed cell.
  let liftedView: UIView
  /// The chosen actions' `sender`.
  let sender: Any
  /// The source's name in timeline messages.
  let name: String
  var willDisplay: ((ContextMenuAnimator) -> Void)?
  var willEnd: ((ContextMenuAnimator) -> Void)?
  var previewAction: ((ContextMenuAnimator) -> Void)?
}

/// The long press that opens a context menu: a `UILongPressGestureRecognizer` with UIKit's
/// defaults (0.5 s, 10 pt) that begins only where `resolve` finds a configuration, so a press
/// with no menu stays an ordinary touch (a row's selection, a button's tap).
///
/// The duration: the long press's 0.5 s (Apple, `minimumPressDuration`), the time Apple's
/// Human Interface Guidelines give a long press; Apple publishes no duration of its own for
/// context menus (developers report the lift starting earlier, about 0.25 s, with the menu
/// at about 0.5 s; the lift's start is not drawn here).
@preconcurrency @MainActor
final class ContextMenuPress: NSObject, UIGestureRecognizerDelegate {
  let press = UILongPressGestureRecognizer()
  private weak var view: UIView?
  private let resolve: (CGPoint) -> ContextMenuTarget?
  private var pending: ContextMenuTarget?
  /// The menu on screen, while it shows.
  private(set) var presentation: ContextMenuPresentation?

  init(on view: UIView, resolve: @escaping (CGPoint) -> ContextMenuTarget?) {
    self.view = view
    self.resolve = resolve
    super.init()
    press.name = "contextMenu"
    press.delegate = self
    press.addAction { [weak self] recognizer in self?.handle(recognizer) }
    view.addGestureRecognizer(press)
  }

  /// Takes the press off the view.
  func detach() {
    view?.removeGestureRecognizer(press)
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard presentation == nil, let view else { return false }
    pending = resolve(press.location(in: view))
    return pending != nil
  }

  private func handle(_ recognizer: UIGestureRecognizer) {
    guard recognizer.state == .began, let target = pending, let window = view?.window else {
      return
    }
    pending = nil
    presentation = ContextMenuPresentation(target: target, window: window) { [weak self] in
      self?.presentation = nil
    }
  }

  /// Closes the menu on screen, if any, without an action.
  func dismiss() {
    presentation?.dismiss(reason: "dismissMenu()", then: nil)
  }
}
