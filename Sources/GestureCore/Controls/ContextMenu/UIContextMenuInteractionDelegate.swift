import Foundation

/// What supplies a ``UIContextMenuInteraction``'s menu and hears it show and close
/// (`UIContextMenuInteractionDelegate`, iOS 13). Only the configuration is required; the other
/// methods are optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
  /// The menu for a press at `location` (the interaction's view's coordinates, points), or
  /// `nil` for none: the press then stays an ordinary touch
  /// (`contextMenuInteraction(_:configurationForMenuAtLocation:)`).
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?
  /// The menu is about to show; `animator` runs animations along its appearance
  /// (`contextMenuInteraction(_:willDisplayMenuFor:animator:)`).
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// The menu is about to close (`contextMenuInteraction(_:willEndFor:animator:)`).
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// The preview was tapped: the menu closes; `animator`'s completions run once it has gone,
  /// where code usually shows the previewed controller
  /// (`contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)`).
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
  /// Does nothing.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing (the menu closes).
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
}

/// The animations of a context menu showing or closing (`UIContextMenuInteractionAnimating`).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
  /// The preview's controller, when the configuration made one (`previewViewController`).
  var previewViewController: UIViewController? { get }
  /// Adds animations run along the menu's (`addAnimations(_:)`).
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a block run when the menu's animation ends (`addCompletion(_:)`).
  func addCompletion(_ completion: @escaping () -> Void)
}

/// How tapping a context menu's preview ends (`UIContextMenuInteractionCommitStyle`).
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
  /// The preview fades away (`dismiss`).
  case dismiss = 0
  /// The preview grows into the controller shown next (`pop`). Drawn as `dismiss`.
  case pop = 1
}

/// The animation of a tapped preview (`UIContextMenuInteractionCommitAnimating`).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
  /// How the preview leaves (`preferredCommitStyle`, default `.pop`).
  var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The animator handed to the delegate: animations run along the menu's own, completions once
/// it has finished.
@preconcurrency @MainActor
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
  let previewViewController: UIViewController?
  var preferredCommitStyle = UIContextMenuInteractionCommitStyle.pop
  private(set) var animations: [() -> Void] = []
  private(set) var completions: [() -> Void] = []

  init(previewViewController: UIViewController?) {
    self.previewViewController = previewViewController
  }

  func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }

  func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }
}
