import Foundation

/// Showing controllers and performing storyboard segues (docs/interface-builder.md,
/// "Segues"); the overridable entry points are declared in `UIViewController`.
extension UIViewController {
  /// ``show(_:sender:)``'s default: a navigation controller (this one, or the nearest
  /// ancestor) pushes `controller` animated; without one, this controller presents it.
  func showAsUIKitDoes(_ controller: UIViewController, sender: Any?) {
    if let navigation = self as? UINavigationController ?? navigationController {
      navigation.pushViewController(controller, animated: true)
    } else {
      present(controller, animated: true)
    }
  }

  /// ``performSegue(withIdentifier:sender:)``: the segue of this controller's scene named
  /// `identifier`, performed without asking ``shouldPerformSegue(withIdentifier:sender:)``.
  func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
    guard let storyboard, let sceneID = screenState.storyboardSceneID,
      let segue = storyboard.segueElement(identifier: identifier, scene: sceneID)
    else {
      fatalError(
        "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
          + "'Receiver (<\(type(of: self))>) has no segue with identifier '\(identifier)''")
    }
    storyboard.perform(segue, from: self, sender: sender)
  }

  /// A segue the user triggered from this controller's scene: performed when
  /// ``shouldPerformSegue(withIdentifier:sender:)`` allows it (asked only for a segue with an
  /// identifier, the method's identifier being non-optional); a refusal is recorded as a
  /// `storyboard.segueRefused` timeline event.
  func triggerStoryboardSegue(_ segue: IBElement, sender: Any?) {
    guard let storyboard else { return }
    if let identifier = segue["identifier"],
      !shouldPerformSegue(withIdentifier: identifier, sender: sender)
    {
      let log = SimulationContext.eventLog ?? viewIfLoaded?.window?.eventLog
      log?.record("storyboard.segueRefused", view: nil, detail: identifier)
      return
    }
    storyboard.perform(segue, from: self, sender: sender)
  }
}
