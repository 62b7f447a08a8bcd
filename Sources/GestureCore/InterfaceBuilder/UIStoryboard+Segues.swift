import Foundation

/// Performing a storyboard's `<segue>` elements (docs/interface-builder.md, "Segues").
extension UIStoryboard {
  /// The segue with `identifier` anywhere in the scene whose controller element is `scene`
  /// (the controller's own manual segues, its controls', cells' and bar button items'), or
  /// `nil`.
  func segueElement(identifier: String, scene sceneID: String) -> IBElement? {
    guard
      let objects = document.scenes.first(where: { scene in
        scene.contains { $0.id == sceneID }
      })
    else { return nil }
    for object in objects {
      for element in object.descendants()
      where element.name == "segue" && element["identifier"] == identifier
        && element["kind"] != "relationship"
      {
        return element
      }
    }
    return nil
  }

  /// Performs `element` from `source`, UIKit's order: the destination is made from its scene
  /// (not loaded), a ``UIStoryboardSegue`` made, `source.prepare(for:sender:)` called, then the
  /// segue performs its kind: `show`/`push` and `showDetail`/`replace` as
  /// ``UIViewController/show(_:sender:)`` and
  /// ``UIViewController/showDetailViewController(_:sender:)``; `presentation`, `modal` and
  /// `popoverPresentation` present the destination (with the segue's `modalPresentationStyle`
  /// and `modalTransitionStyle` when it gives them, animated unless `animates="NO"`); `unwind`
  /// goes back to the controller that takes its action. The timeline records
  /// `storyboard.segue` ("showDetail (show): A → B"). Another kind is an
  /// `interfaceBuilder.skipped` event, located, and nothing happens; a destination the file
  /// lacks stops the run, located.
  func perform(_ element: IBElement, from source: UIViewController, sender: Any?) {
    let kind = element["kind"] ?? ""
    if kind == "unwind" {
      performUnwind(element, from: source, sender: sender)
      return
    }
    let place = "\(document.fileName):\(element.line):\(element.column)"
    guard let id = element["destination"], let destination = instantiateScene(id: id) else {
      fatalError("\(place): the segue's destination is no scene of the storyboard")
    }
    let handler: @MainActor () -> Void
    switch kind {
    case "show", "push":
      handler = { source.show(destination, sender: sender) }
    case "showDetail", "replace":
      handler = { source.showDetailViewController(destination, sender: sender) }
    case "presentation", "modal", "popoverPresentation":
      if let style = element["modalPresentationStyle"].flatMap(IBValues.presentationStyle) {
        destination.modalPresentationStyle = style
      } else if kind == "popoverPresentation" {
        destination.modalPresentationStyle = .popover
      }
      if let style = element["modalTransitionStyle"].flatMap(IBValues.transitionStyle) {
        destination.modalTransitionStyle = style
      }
      let animated = IBValues.bool(element["animates"]) ?? true
      handler = { source.present(destination, animated: animated) }
    default:
      record(
        "interfaceBuilder.skipped",
        "\(place): the segue kind '\(kind)' is not modelled; the segue is not performed",
        source)
      return
    }
    let identifier = element["identifier"]
    record(
      "storyboard.segue",
      "\(identifier ?? "(no identifier)") (\(kind)): \(type(of: source)) → "
        + "\(type(of: destination))", source)
    let segue = UIStoryboardSegue.storyboardSegue(
      identifier: identifier, source: source, destination: destination, handler: handler)
    source.prepare(for: segue, sender: sender)
    segue.perform()
  }

  /// An unwind segue (`kind="unwind"`, `unwindAction`): the first controller behind `source`
  /// whose ``UIViewController/canPerformUnwindSegueAction(_:from:sender:)`` is true (the
  /// controllers below it on its navigation stack, nearest first, then each presenting
  /// controller, a navigation controller's stack from the top) is the destination; `source`
  /// prepares, the destination's action runs with the segue, then the screens between go:
  /// presentations dismissed, the navigation stack popped to the destination, animated. No
  /// such controller: a `storyboard.unwindNotFound` event, nothing else (UIKit logs and does
  /// nothing).
  private func performUnwind(_ element: IBElement, from source: UIViewController, sender: Any?) {
    guard let name = element["unwindAction"] else {
      record(
        "interfaceBuilder.skipped",
        "\(document.fileName):\(element.line):\(element.column): the unwind segue has no "
          + "unwindAction; skipped", source)
      return
    }
    let action = Selector(name)
    let candidates = Self.unwindCandidates(from: source)
    guard
      let destination = candidates.first(where: {
        $0.canPerformUnwindSegueAction(action, from: source, sender: sender)
      })
    else {
      record("storyboard.unwindNotFound", "\(name) from \(type(of: source))", source)
      return
    }
    let identifier = element["identifier"]
    record(
      "storyboard.segue",
      "\(identifier ?? "(no identifier)") (unwind \(name)): \(type(of: source)) → "
        + "\(type(of: destination))", source)
    let segue = UIStoryboardSegue.storyboardSegue(
      identifier: identifier, source: source, destination: destination
    ) {
      let host = destination.navigationController ?? destination
      let dismisses = host.presentedViewController != nil
      if dismisses { host.dismiss(animated: true) }
      if let navigation = destination.navigationController,
        navigation.topViewController !== destination
      {
        navigation.popToViewController(destination, animated: !dismisses)
      }
    }
    source.prepare(for: segue, sender: sender)
    _ = ObjectiveCRuntime.send(destination, action, [segue])
    segue.perform()
  }

  /// The controllers an unwind from `source` may reach, nearest first.
  private static func unwindCandidates(from source: UIViewController) -> [UIViewController] {
    var result: [UIViewController] = []
    var current: UIViewController? = source
    while let controller = current {
      if let navigation = controller.navigationController,
        let index = navigation.viewControllers.firstIndex(where: { $0 === controller })
      {
        result += navigation.viewControllers[..<index].reversed()
      }
      guard let presenting = controller.outermostAncestor.presentingViewController else { break }
      if let navigation = presenting as? UINavigationController,
        let top = navigation.topViewController
      {
        current = top
        result.append(top)
      } else {
        current = presenting
        result.append(presenting)
      }
    }
    return result
  }

  private func record(_ kind: String, _ detail: String, _ source: UIViewController) {
    let log = SimulationContext.eventLog ?? source.viewIfLoaded?.window?.eventLog
    log?.record(kind, view: nil, detail: detail)
  }
}
