import Foundation

extension IBObjectGraph {
  /// Makes one top-level object of a nib: a view (and its subtree) or a gesture recognizer;
  /// `nil` after a warning for anything else.
  func makeTopLevel(_ element: IBElement) -> AnyObject? {
    if Self.viewClasses[element.name] != nil { return makeView(element) }
    if let recognizer = makeRecognizer(element) {
      made.append(recognizer)
      return recognizer
    }
    warn(element, "the top-level object <\(element.name)> is not modelled; skipped")
    return nil
  }

  /// A xib's objects made with `owner` as File's Owner: the top-level objects (not the
  /// placeholders), in document order, connected and woken.
  func instantiateNib(owner: AnyObject?) -> [AnyObject] {
    var topLevel: [AnyObject] = []
    for element in document.objects {
      if element.name == "placeholder" {
        guard let id = element.id else { continue }
        switch element["placeholderIdentifier"] {
        case "IBFilesOwner": placeholders[id] = .some(owner)
        case "IBFirstResponder": placeholders[id] = .some(nil)
        default:
          warn(element, "the external object placeholder is not modelled; skipped")
        }
        continue
      }
      if let object = makeTopLevel(element) { topLevel.append(object) }
    }
    finish(connecting: document.objects)
    return topLevel
  }

  /// Loads the view of the storyboard scene whose controller element is `sceneController`
  /// into `controller`: the `<view key="view">` subtree and the scene's other top-level
  /// objects, connected with the controller as owner, then woken (the controller is not).
  func loadSceneView(
    _ sceneController: IBElement, scene: [IBElement], into controller: UIViewController
  ) {
    if let id = sceneController.id { placeholders[id] = .some(controller) }
    self.sceneController = controller
    sceneControllerID = sceneController.id
    for element in scene where element !== sceneController {
      if element.name == "placeholder", let id = element.id {
        placeholders[id] = .some(
          element["placeholderIdentifier"] == "IBFirstResponder" ? nil : controller)
        continue
      }
      if element.name == "exit" { continue }
      _ = makeTopLevel(element)
    }
    if let viewElement = sceneController.child("view", key: "view")
      ?? sceneController.children.first(where: {
        $0["key"] == "view" && Self.viewClasses[$0.name] != nil
      })
    {
      let root = makeView(viewElement)
      controller.view = root
    } else {
      controller.view = UIView(frame: SimulationContext.screen?.bounds ?? .zero)
    }
    finish(connecting: scene)
    performEmbeds(into: controller)
  }
}

extension IBElement {
  /// Whether two elements are the same element of one file (its identifier and position).
  static func !== (lhs: IBElement, rhs: IBElement) -> Bool {
    !(lhs.id == rhs.id && lhs.line == rhs.line && lhs.column == rhs.column)
  }
}
