import Foundation

extension IBObjectGraph {
  /// A `<segue>` connection of `source`: a control's runs on `touchUpInside`, a prototype
  /// cell's when its row is selected, a bar button item's when tapped, a recognizer's when it
  /// recognizes; a controller's own (manual) segue waits for
  /// ``UIViewController/performSegue(withIdentifier:sender:)``. `relationship` segues are read
  /// by their container, `embed` segues are performed once the scene's view is loaded.
  func connectSegue(_ segue: IBElement, from source: AnyObject) {
    let kind = segue["kind"] ?? ""
    if kind == "relationship" { return }
    if kind == "embed" {
      guard let container = source as? UIView else {
        warn(segue, "an embed segue from a \(type(of: source)) is not modelled; skipped")
        return
      }
      pendingEmbeds.append((container, segue))
      return
    }
    if source is UIViewController { return }
    guard let controller = sceneController else {
      warn(segue, "a segue outside a storyboard scene is not modelled; skipped")
      return
    }
    if let trigger = segue["trigger"] {
      warn(segue, "the segue trigger '\(trigger)' is not modelled; skipped")
      return
    }
    let owner = SceneOwner(controller: controller, id: sceneControllerID)
    let perform: @MainActor (Any?) -> Void = { sender in
      owner.controller?.triggerStoryboardSegue(segue, sender: sender)
    }
    switch source {
    case let cell as UITableViewCell:
      cell.storyboardSegueTrigger = { perform($0) }
    case let control as UIControl:
      control.addAction(for: .touchUpInside) { perform($0) }
    case let item as UIBarButtonItem:
      item.storyboardSegueTrigger = { perform($0) }
    case let recognizer as UIGestureRecognizer:
      recognizer.addAction { recognizer in
        // Once per gesture: when a discrete recognizer recognizes, when a long press begins.
        let fires =
          recognizer is UILongPressGestureRecognizer
          ? recognizer.state == .began : recognizer.state == .ended
        guard fires else { return }
        perform(recognizer)
      }
    default:
      warn(segue, "a segue from a \(type(of: source)) is not modelled; skipped")
    }
  }

  /// Performs the scene's `embed` segues into `controller` once its view's objects are loaded
  /// and woken, before `viewDidLoad()`: each destination is made, the controller's `prepare(for:sender:)` called (sender
  /// `nil`), then the destination is added as a child, its view filling the container view.
  func performEmbeds(into controller: UIViewController) {
    let embeds = pendingEmbeds
    pendingEmbeds = []
    warnings = []
    for (container, segue) in embeds {
      guard let storyboard = controller.storyboard, let id = segue["destination"],
        let child = storyboard.instantiateScene(id: id)
      else {
        warn(segue, "the embed segue's destination is no scene of the storyboard; skipped")
        continue
      }
      let made = UIStoryboardSegue(
        identifier: segue["identifier"], source: controller, destination: child)
      controller.prepare(for: made, sender: nil)
      controller.addChild(child)
      let view: UIView = child.view
      view.frame = container.bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.addSubview(view)
      child.didMove(toParent: controller)
    }
    recordWarnings()
  }
}
