import Foundation

/// A storyboard file (`.storyboard`), UIKit's `UIStoryboard`: its scenes' view controllers are
/// made on request, each with `init?(coder:)` (its `customClass` from the code), sent
/// `awakeFromNib()`, and given its scene's view to load when its `view` is first read (outlets
/// set before `viewDidLoad()`).
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
  /// The parsed file.
  public let document: IBDocument

  /// The storyboard `name` (`Main` for `Main.storyboard`) from the scenario's folder
  /// (`init(name:bundle:)`; the simulation's bundle is that folder, whatever
  /// `storyboardBundleOrNil` says). A missing file stops the run with UIKit's message, an
  /// unreadable one with its located error.
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    guard let url = InterfaceBuilderFiles.url(named: name, extension: "storyboard") else {
      fatalError(
        "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
          + "'Could not find a storyboard named '\(name)' in bundle NSBundle (loaded)' (no "
          + "\(name).storyboard in the scenario's folder)")
    }
    document = InterfaceBuilderFiles.document(at: url)
    super.init()
    recordDuplicateIdentifiers()
  }

  /// A storyboard of an already parsed document.
  public init(document: IBDocument) {
    self.document = document
    super.init()
    recordDuplicateIdentifiers()
  }

  /// The initial view controller (`instantiateInitialViewController()`), or `nil` when the
  /// storyboard names none.
  open func instantiateInitialViewController() -> UIViewController? {
    guard let id = document.initialViewControllerID, let found = scene(id: id) else {
      return nil
    }
    return instantiate(found.controller, scene: found.scene, creator: nil)
  }

  /// The initial view controller made by `block` (`instantiateInitialViewController(creator:)`):
  /// the block gets the coder and returns the controller, or `nil` for the storyboard's class.
  open func instantiateInitialViewController<ViewController: UIViewController>(
    creator block: ((NSCoder) -> ViewController?)?
  ) -> ViewController? {
    guard let id = document.initialViewControllerID, let found = scene(id: id) else {
      return nil
    }
    return instantiate(found.controller, scene: found.scene, creator: block) as? ViewController
  }

  /// The controller whose Storyboard ID is `identifier`
  /// (`instantiateViewController(withIdentifier:)`); an unknown identifier stops the run with
  /// UIKit's message.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    let found = sceneOrStop(storyboardIdentifier: identifier)
    return instantiate(found.controller, scene: found.scene, creator: nil)
  }

  /// The controller of Storyboard ID `identifier` made by `block`
  /// (`instantiateViewController(identifier:creator:)`, iOS 13): the block calls the
  /// controller's own `init?(coder:)` with its own arguments; `nil` from it makes the
  /// storyboard's class.
  open func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    let found = sceneOrStop(storyboardIdentifier: identifier)
    let made = instantiate(found.controller, scene: found.scene, creator: block)
    guard let typed = made as? ViewController else {
      fatalError(
        "the view controller '\(identifier)' of \(document.fileName) is a \(type(of: made)), "
          + "not a \(ViewController.self)")
    }
    return typed
  }

  /// The scene whose controller has identifier `id`.
  private func scene(id: String) -> (controller: IBElement, scene: [IBElement])? {
    for scene in document.scenes {
      if let controller = scene.first(where: { $0.id == id }) { return (controller, scene) }
    }
    return nil
  }

  /// Records the document's identifiers given twice (``IBDocument/duplicateIdentifierWarnings``)
  /// as `interfaceBuilder.duplicate` events of the running simulation.
  private func recordDuplicateIdentifiers() {
    for warning in document.duplicateIdentifierWarnings {
      SimulationContext.eventLog?.record(
        "interfaceBuilder.duplicate", view: nil, detail: warning.description)
    }
  }

  private func sceneOrStop(storyboardIdentifier identifier: String)
    -> (controller: IBElement, scene: [IBElement])
  {
    for scene in document.scenes {
      if let controller = scene.first(where: { $0["storyboardIdentifier"] == identifier }) {
        return (controller, scene)
      }
    }
    fatalError(
      "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
        + "'Storyboard (<UIStoryboard>) doesn't contain a view controller with identifier "
        + "'\(identifier)'' (\(document.fileName))")
  }

  private static let controllerAttributes: Set<String> = IBObjectGraph.designTimeAttributes
    .union(["storyboardIdentifier", "title", "modalPresentationStyle", "modalTransitionStyle"])

  /// The controller classes of the scene elements the storyboard makes.
  private static let controllerClasses: [String: UIViewController.Type] = [
    "viewController": UIViewController.self,
    "tableViewController": UITableViewController.self,
    "collectionViewController": UICollectionViewController.self,
    "navigationController": UINavigationController.self,
    "tabBarController": UITabBarController.self,
  ]

  /// The controller of the scene whose controller element has identifier `id` (a segue's
  /// destination), or `nil` when the file has none.
  func instantiateScene(id: String) -> UIViewController? {
    guard let found = scene(id: id) else { return nil }
    return instantiate(found.controller, scene: found.scene, creator: nil)
  }

  /// Makes the controller of `element` (with `creator` when given), reads its navigation item,
  /// wakes it and gives it the scene's view to load; a navigation controller is given its
  /// root view controller (its `rootViewController` relationship segue) instead.
  private func instantiate(
    _ element: IBElement, scene: [IBElement],
    creator: ((NSCoder) -> UIViewController?)?
  ) -> UIViewController {
    let graph = IBObjectGraph(document: document)
    let base = Self.controllerClasses[element.name]
    if base == nil {
      graph.warn(
        element,
        "<\(element.name)> is not modelled: a UIViewController with its view stands in")
    }
    let coder = IBCoder(element: element)
    var controller: UIViewController?
    if let creator { controller = creator(coder) }
    var made: AnyClass?
    if controller == nil {
      let type =
        graph.customClass(element, base: base ?? UIViewController.self) ?? base
        ?? UIViewController.self
      made = type
      controller = type.init(coder: coder)
    }
    guard let controller else {
      guard let made else {
        graph.fail(element, "the creator block returned nil for the scene's view controller")
      }
      graph.fail(element, IBObjectGraph.nilFromCoder(made, element))
    }
    var reader = AttributeReader(graph: graph, element: element)
    reader.string("title") { controller.title = $0 }
    reader.value("modalPresentationStyle", IBValues.presentationStyle) {
      controller.modalPresentationStyle = $0
    }
    reader.value("modalTransitionStyle", IBValues.transitionStyle) {
      controller.modalTransitionStyle = $0
    }
    if let table = controller as? UITableViewController {
      reader.flag("clearsSelectionOnViewWillAppear") {
        table.clearsSelectionOnViewWillAppear = $0
      }
    }
    if let collection = controller as? UICollectionViewController {
      reader.flag("clearsSelectionOnViewWillAppear") {
        collection.clearsSelectionOnViewWillAppear = $0
      }
    }
    if let navigation = controller as? UINavigationController {
      reader.flag("navigationBarHidden") { navigation.isNavigationBarHidden = $0 }
      reader.flag("toolbarHidden") { navigation.isToolbarHidden = $0 }
    }
    for name in element.attributes.keys.sorted()
    where !Self.controllerAttributes.contains(name) && !reader.read.contains(name) {
      graph.warn(element, "attribute '\(name)' of <\(element.name)> is not read; skipped")
    }
    var readChildren: Set<String> = [
      "view", "connections", "layoutGuides", "extendedEdge", "simulatedMetricsContainer",
      "freeformSimulatedSizeMetrics", "size", "navigationItem", "tableView", "collectionView",
    ]
    controller.storyboard = self
    controller.screenState.storyboardSceneID = element.id
    if let id = element.id {
      graph.placeholders[id] = .some(controller)
      graph.sceneController = controller
      graph.sceneControllerID = id
    }
    for object in scene where object.name == "placeholder" {
      if let id = object.id, object["placeholderIdentifier"] == "IBFirstResponder" {
        graph.placeholders[id] = .some(nil)
      }
    }
    if let item = element.child("navigationItem", key: "navigationItem") {
      graph.applyNavigationItem(item, to: controller)
      graph.connect([item])
    }
    readChildren.insert("toolbarItems")
    if let items = element.child("toolbarItems") {
      controller.toolbarItems = items.children.map(graph.makeBarButtonItem)
      graph.connect([items])
    }
    readChildren.insert("tabBarItem")
    if let item = element.child("tabBarItem", key: "tabBarItem") {
      graph.applyTabBarItem(item, to: controller)
    }
    if let navigation = controller as? UINavigationController {
      readChildren.insert("navigationBar")
      if let bar = element.child("navigationBar", key: "navigationBar") {
        graph.readNavigationBar(bar, of: navigation)
      }
      readChildren.insert("toolbar")
      if let bar = element.child("toolbar", key: "toolbar") {
        graph.readToolbar(bar, of: navigation)
      }
      for segue in element.children(of: "connections") where segue.name == "segue" {
        guard segue["kind"] == "relationship", segue["relationship"] == "rootViewController"
        else {
          graph.warn(segue, "this segue of a navigation controller is not modelled; skipped")
          continue
        }
        guard let id = segue["destination"], let root = instantiateScene(id: id) else {
          graph.warn(segue, "the root view controller is no scene of the storyboard; skipped")
          continue
        }
        navigation.setViewControllers([root], animated: false)
      }
    } else if let tabs = controller as? UITabBarController {
      readChildren.insert("tabBar")
      if let bar = element.child("tabBar", key: "tabBar") { graph.readTabBar(bar, of: tabs) }
      var children: [UIViewController] = []
      for segue in element.children(of: "connections") where segue.name == "segue" {
        guard segue["kind"] == "relationship", segue["relationship"] == "viewControllers"
        else {
          graph.warn(segue, "this segue of a tab bar controller is not modelled; skipped")
          continue
        }
        guard let id = segue["destination"], let child = instantiateScene(id: id) else {
          graph.warn(segue, "the tab's view controller is no scene of the storyboard; skipped")
          continue
        }
        children.append(child)
      }
      tabs.setViewControllers(children, animated: false)
    } else {
      let document = self.document
      controller.interfaceBuilderViewLoader = { loaded in
        loaded.interfaceBuilderViewLoader = nil
        IBObjectGraph(document: document).loadSceneView(element, scene: scene, into: loaded)
      }
    }
    for child in element.children where !readChildren.contains(child.name) {
      graph.warn(child, "<\(child.name)> in <\(element.name)> is not read; skipped")
    }
    graph.recordWarnings()
    controller.awakeFromNib()
    return controller
  }
}
