import Foundation

extension IBObjectGraph {
  /// A scene's `<navigationItem key="navigationItem">` given to `controller`'s
  /// ``UIViewController/navigationItem``: `title`, `prompt` (not drawn: a warning),
  /// `largeTitleDisplayMode`, `leftItemsSupplementBackButton`, `hidesBackButton`,
  /// `backButtonTitle`, the bar button items (`leftBarButtonItem`, `rightBarButtonItem`,
  /// `backBarButtonItem`, and the `leftBarButtonItems`/`rightBarButtonItems` lists) and a
  /// `titleView`; the items' actions and segues are connected with the controller as owner.
  func applyNavigationItem(_ element: IBElement, to controller: UIViewController) {
    let item = controller.navigationItem
    if let id = element.id { objects[id] = item }
    var reader = AttributeReader(graph: self, element: element)
    reader.string("title") { item.title = $0 }
    reader.value("largeTitleDisplayMode", IBValues.largeTitleDisplayMode) {
      item.largeTitleDisplayMode = $0
    }
    reader.flag("leftItemsSupplementBackButton") { item.leftItemsSupplementBackButton = $0 }
    reader.flag("hidesBackButton") { item.hidesBackButton = $0 }
    reader.string("backButtonTitle") { item.backButtonTitle = $0 }
    for name in element.attributes.keys.sorted()
    where !reader.read.contains(name) && !Self.designTimeAttributes.contains(name) {
      warn(element, "attribute '\(name)' of <navigationItem> is not read; skipped")
    }
    for child in element.children {
      switch (child.name, child["key"]) {
      case ("barButtonItem", "leftBarButtonItem"):
        item.leftBarButtonItem = makeBarButtonItem(child)
      case ("barButtonItem", "rightBarButtonItem"):
        item.rightBarButtonItem = makeBarButtonItem(child)
      case ("barButtonItem", "backBarButtonItem"):
        item.backBarButtonItem = makeBarButtonItem(child)
      case ("leftBarButtonItems", _):
        item.leftBarButtonItems = child.children.map(makeBarButtonItem)
      case ("rightBarButtonItems", _):
        item.rightBarButtonItems = child.children.map(makeBarButtonItem)
      case (_, "titleView") where Self.viewClasses[child.name] != nil:
        item.titleView = makeView(child)
      default:
        warn(child, "<\(child.name)> in <navigationItem> is not read; skipped")
      }
    }
  }

  /// A `<barButtonItem>`: `title`, `style`, `systemItem`, `image`, `width`, `enabled`, a
  /// `<color key="tintColor">`; its `<connections>` are connected with the scene's.
  func makeBarButtonItem(_ element: IBElement) -> UIBarButtonItem {
    let item = UIBarButtonItem()
    if let id = element.id { objects[id] = item }
    var reader = AttributeReader(graph: self, element: element)
    reader.string("title") { item.title = $0 }
    reader.value("style", IBValues.barButtonStyle) { item.style = $0 }
    reader.value("systemItem", IBValues.systemItem) { systemItem in
      item.systemItem = systemItem
      if systemItem == .done { item.style = .done }
    }
    reader.string("image") { item.image = UIImage(named: $0) }
    reader.number("width") { item.width = $0 }
    reader.flag("enabled") { item.isEnabled = $0 }
    for name in element.attributes.keys.sorted()
    where !reader.read.contains(name) && !Self.designTimeAttributes.contains(name) {
      warn(element, "attribute '\(name)' of <barButtonItem> is not read; skipped")
    }
    for child in element.children where child.name != "connections" {
      if child.name == "color", child["key"] == "tintColor" {
        item.tintColor = color(child)
      } else if child.name == "accessibility" {
        item.accessibilityIdentifier = child["identifier"]
      } else {
        warn(child, "<\(child.name)> in <barButtonItem> is not read; skipped")
      }
    }
    return item
  }
}

extension IBObjectGraph {
  /// A navigation controller's `<navigationBar key="navigationBar">`: `largeTitles`
  /// (``UINavigationBar/prefersLargeTitles``, stored), `<color key="tintColor">` and
  /// `barTintColor`; its frame is the controller's to lay out, so it is not read.
  func readNavigationBar(_ element: IBElement, of navigation: UINavigationController) {
    let bar = navigation.navigationBar
    readBar(element, bar, barTint: { bar.barTintColor = $0 }) { reader in
      reader.flag("largeTitles") { bar.prefersLargeTitles = $0 }
    }
  }

  /// A navigation controller's `<toolbar key="toolbar">` (present when its `toolbarHidden` is
  /// `NO`): `opaque`, `clearsContextBeforeDrawing`, `<color key="tintColor">` and
  /// `barTintColor`; its frame and items are the controller's (the items come from each
  /// scene's `<toolbarItems>`), so they are not read.
  func readToolbar(_ element: IBElement, of navigation: UINavigationController) {
    let bar: UIToolbar = navigation.toolbar
    readBar(element, bar, barTint: { bar.barTintColor = $0 }) { reader in
      reader.flag("opaque") { bar.isOpaque = $0 }
      reader.flag("clearsContextBeforeDrawing") { bar.clearsContextBeforeDrawing = $0 }
    }
  }

  /// What the bars of a navigation controller share: the attributes `read` takes (and
  /// `contentMode`, which the bar's own drawing decides), the tint colours; the frame is the
  /// controller's. Anything else is a located warning.
  private func readBar(
    _ element: IBElement, _ bar: UIView, barTint: (UIColor?) -> Void,
    read: (inout AttributeReader) -> Void
  ) {
    var reader = AttributeReader(graph: self, element: element)
    reader.string("contentMode") { _ in }
    read(&reader)
    for name in element.attributes.keys.sorted()
    where !reader.read.contains(name) && !Self.designTimeAttributes.contains(name) {
      warn(element, "attribute '\(name)' of <\(element.name)> is not read; skipped")
    }
    for child in element.children {
      switch (child.name, child["key"]) {
      case ("rect", _), ("autoresizingMask", _): continue
      case ("color", "tintColor"): bar.tintColor = color(child)
      case ("color", "barTintColor"): barTint(color(child))
      default: warn(child, "<\(child.name)> in <\(element.name)> is not read; skipped")
      }
    }
  }
}
