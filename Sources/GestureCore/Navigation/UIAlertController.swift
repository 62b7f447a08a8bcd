import Foundation

/// An alert or action sheet (`UIAlertController`), presented with
/// ``UIViewController/present(_:animated:completion:)`` (docs/presentation.md).
///
/// An `.alert` is a 270 pt panel centred on the dimmed screen: the title (17 pt semibold) and
/// the message (13 pt), then the buttons (17 pt), two side by side, otherwise stacked. An
/// `.actionSheet` is a panel at the bottom of the screen with the title and message (13 pt,
/// grey) and the buttons (20 pt, 57 pt rows), the cancel button apart below it
/// (``AlertLayout`` has the numbers). A tap on a button dismisses the alert and then calls the
/// action's handler, as UIKit does; the timeline records `alert.action` with the title.
/// An `.alert` can hold text fields (``addTextField(configurationHandler:)``): rounded boxes
/// below the message, the first of which takes the keyboard as the alert appears; the alert
/// then sits centred above the keyboard (docs/presentation.md).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// The kind of alert (`UIAlertController.Style`, UIKit's raw values).
  public enum Style: Int, Sendable {
    /// A panel at the bottom of the screen (`actionSheet`).
    case actionSheet = 0
    /// A panel in the middle of the screen (`alert`).
    case alert = 1
  }

  /// The message below the title (`message`).
  open var message: String? { didSet { alertView?.rebuild() } }
  /// The kind of alert, fixed at creation (`preferredStyle`).
  public private(set) var preferredStyle = Style.alert
  /// The actions, in the order added (`actions`).
  public private(set) var actions: [UIAlertAction] = []
  /// The action drawn semibold as the one to take (`preferredAction`, `.alert` only; default
  /// `nil`, when the cancel action is the semibold one). UIKit ignores an action not added.
  open var preferredAction: UIAlertAction? { didSet { alertView?.rebuild() } }
  /// The action whose button was tapped, until its handler has run.
  private var tappedAction: UIAlertAction?
  /// The text fields added, in order.
  final var addedTextFields: [UITextField] = []

  /// An alert with a title, a message and a style
  /// (`init(title:message:preferredStyle:)`); its presentation style is UIKit's `.custom`.
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
    modalPresentationStyle = .custom
  }

  /// Adds a button (`addAction(_:)`). UIKit raises for a second cancel action ("UIAlertController
  /// can only have one action with a style of UIAlertActionStyleCancel"), and so does this.
  open func addAction(_ action: UIAlertAction) {
    precondition(
      action.style != .cancel || !actions.contains { $0.style == .cancel },
      "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
    actions.append(action)
    action.onChange = { [weak self] in self?.alertView?.rebuild() }
    alertView?.rebuild()
  }

  /// The title shown in bold (`title`).
  open override var title: String? { didSet { alertView?.rebuild() } }

  /// Makes the alert's view: transparent, the size of the screen, holding the panel.
  open override func loadView() {
    let view = AlertView(frame: SimulationContext.screen?.bounds ?? .zero)
    view.controller = self
    self.view = view
    installOutsideTap(on: view)
  }

  var alertView: AlertView? { viewIfLoaded as? AlertView }

  /// A tap on the button of `action`: the alert is dismissed, then the handler runs. Taps
  /// after the first, or while the alert comes or goes, do nothing.
  func tapped(_ action: UIAlertAction) {
    guard action.isEnabled, tappedAction == nil, screenState.presentation?.phase == .presented
    else { return }
    tappedAction = action
    // The keyboard goes down with the alert: the editing field resigns (its text stays).
    for field in addedTextFields where field.isFirstResponder { _ = field.resignFirstResponder() }
    recordPresentation(
      "alert.action", "\"\(action.title ?? "")\" in \(describedForPresentation)",
      window: view.window)
    dismiss(animated: true) { [self] in
      tappedAction = nil
      action.handler?(action)
    }
  }
}
