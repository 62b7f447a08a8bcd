import Foundation

/// Makes the objects of one nib (a xib, or one scene's view of a storyboard) from their
/// elements, connects them and wakes them, as UIKit's nib loading does
/// (`-[UINib instantiateWithOwner:options:]`): every object is made with `init?(coder:)` (a
/// `customClass` from the code's classes, by name), its properties set, subviews and
/// constraints added, then outlets and actions connected, then `awakeFromNib()` sent to every
/// object made (not to the owner). The graph holds its objects only while it loads: what
/// nothing else holds afterwards (an outlet that is `weak` to an inactive constraint) is
/// released, as on iOS.
@MainActor
final class IBObjectGraph {
  let document: IBDocument
  /// Objects by Interface Builder identifier, while loading.
  var objects: [String: AnyObject] = [:]
  /// Identifiers whose object is the owner or first responder (`-1`, `-2`, a storyboard
  /// scene's view controller).
  var placeholders: [String: AnyObject?] = [:]
  /// Objects to wake, in the order they were made.
  var made: [AnyObject] = []
  /// Constraint lists to add once every view exists: the view holding them and the elements.
  var pendingConstraints: [(UIView, [IBElement])] = []
  /// Constraints Interface Builder marks not installed (`<exclude reference>` in the default
  /// variation's constraints mask): made, connected, not activated.
  var uninstalled: Set<String> = []
  /// What was skipped.
  var warnings: [InterfaceBuilderWarning] = []
  let runtime = ObjectiveCRuntime.current
  /// The storyboard scene's controller while its view or a prototype cell loads (the source
  /// of the segues the file connects), and its identifier.
  weak var sceneController: UIViewController?
  var sceneControllerID: String?
  /// Container views and their `embed` segues, performed once the scene's view is loaded.
  var pendingEmbeds: [(UIView, IBElement)] = []

  init(document: IBDocument) {
    self.document = document
  }

  func warn(_ element: IBElement, _ message: String) {
    warnings.append(
      InterfaceBuilderWarning(
        file: document.fileName, line: element.line, column: element.column,
        message: message))
  }

  /// Stops the run with `message` located at `element`, as UIKit raises an exception.
  func fail(_ element: IBElement, _ message: String) -> Never {
    fatalError("\(document.fileName):\(element.line):\(element.column): \(message)")
  }

  /// Records every warning as a timeline event.
  func recordWarnings() {
    for warning in warnings {
      SimulationContext.eventLog?.record(
        "interfaceBuilder.skipped", view: nil, detail: warning.description)
    }
  }

  // MARK: Classes

  /// The code's class `name` when it is `base` or a subclass of it; else `nil` after UIKit's
  /// console message, recorded as an `interfaceBuilder.unknownClass` event.
  func customClass<Base: AnyObject>(_ element: IBElement, base: Base.Type) -> Base.Type? {
    guard let name = element["customClass"] else { return nil }
    if let found = runtime?.class(named: name), let typed = found as? Base.Type {
      return typed
    }
    let message = "Unknown class \(name) in Interface Builder file."
    SimulationContext.eventLog?.record(
      "interfaceBuilder.unknownClass", view: nil,
      detail: "\(document.fileName):\(element.line):\(element.column): \(message)")
    return nil
  }

  // MARK: Finishing

  /// Adds the pending constraints, connects every `<connections>` in `elements`' subtrees and
  /// wakes the objects made.
  func finish(connecting elements: [IBElement]) {
    addPendingConstraints()
    connect(elements)
    for object in made {
      (object as? UIResponder)?.awakeFromNib()
    }
    recordWarnings()
  }

  /// The object of identifier `id`: a placeholder's, or one made.
  func object(_ id: String) -> AnyObject?? {
    if let placeholder = placeholders[id] { return .some(placeholder) }
    if let object = objects[id] { return .some(object) }
    return nil
  }
}
