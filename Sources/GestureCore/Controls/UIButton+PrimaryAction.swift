import Foundation

extension UIButton {
  /// A button whose primary action is `primaryAction` (`init(primaryAction:)`, iOS 14); see
  /// ``init(frame:primaryAction:)``.
  public convenience init(primaryAction: UIAction?) {
    self.init(frame: .zero, primaryAction: primaryAction)
  }

  /// A button with the given frame (points) whose primary action is `primaryAction`
  /// (`init(frame:primaryAction:)`, iOS 14): the button keeps a copy of the action for
  /// ``UIControl/Event/primaryActionTriggered``, which it sends after every `touchUpInside`, and
  /// takes the action's title as its normal title when the action has one (Apple: the button
  /// "uses the action's title and image"; the core's buttons draw no image yet).
  ///
  /// UIKit makes a `.system` button here; until the core has button types this is the
  /// custom-type button `UIButton(frame:)` makes.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    adopt(primaryAction)
  }

  /// A button of `buttonType` with a zero frame whose primary action is `primaryAction`
  /// (`init(type:primaryAction:)`, iOS 14: `convenience init(type buttonType:
  /// UIButton.ButtonType = .system, primaryAction: UIAction?)`): as ``init(type:)``, then the
  /// action is registered for ``UIControl/Event/primaryActionTriggered`` and its title becomes
  /// the normal title, as ``init(frame:primaryAction:)`` does. Without a `type` argument the
  /// shorter ``init(primaryAction:)`` is the one Swift picks, as on iOS.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    adopt(primaryAction)
  }

  /// Registers `primaryAction` for `primaryActionTriggered` and takes its title, if any.
  private func adopt(_ primaryAction: UIAction?) {
    guard let primaryAction else { return }
    if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
    addAction(primaryAction, for: .primaryActionTriggered)
  }
}
