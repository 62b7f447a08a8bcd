import Foundation

extension IBObjectGraph {
  /// The system items by their storyboard names.
  private static let tabBarSystemItems: [String: UITabBarItem.SystemItem] = [
    "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated,
    "recents": .recents, "contacts": .contacts, "history": .history, "bookmarks": .bookmarks,
    "search": .search, "downloads": .downloads, "mostRecent": .mostRecent,
    "mostViewed": .mostViewed,
  ]

  /// A scene controller's `<tabBarItem key="tabBarItem">`: `systemItem`, `title`, `image` and
  /// `selectedImage` (`catalog="system"`: an SF Symbol, else an image of the scenario's
  /// folder), `badgeValue`, `tag`, `enabled`; it becomes the controller's
  /// ``UIViewController/tabBarItem``.
  func applyTabBarItem(_ element: IBElement, to controller: UIViewController) {
    let item =
      element["systemItem"].flatMap { Self.tabBarSystemItems[$0] }.map {
        UITabBarItem(tabBarSystemItem: $0, tag: 0)
      } ?? UITabBarItem()
    if let id = element.id { objects[id] = item }
    let symbols = element["catalog"] == "system"
    func image(_ name: String) -> UIImage? {
      symbols ? UIImage(systemName: name) : UIImage(named: name)
    }
    var reader = AttributeReader(graph: self, element: element)
    reader.value("systemItem", { Self.tabBarSystemItems[$0] }) { _ in }
    reader.string("catalog") { _ in }
    reader.string("title") { item.title = $0 }
    reader.string("image") { item.image = image($0) }
    reader.string("selectedImage") { item.selectedImage = image($0) }
    reader.string("badgeValue") { item.badgeValue = $0 }
    reader.number("tag") { item.tag = Int($0) }
    reader.flag("enabled") { item.isEnabled = $0 }
    for name in element.attributes.keys.sorted()
    where !reader.read.contains(name) && !Self.designTimeAttributes.contains(name) {
      warn(element, "attribute '\(name)' of <tabBarItem> is not read; skipped")
    }
    for child in element.children {
      if child.name == "accessibility" {
        item.accessibilityIdentifier = child["identifier"]
      } else {
        warn(child, "<\(child.name)> in <tabBarItem> is not read; skipped")
      }
    }
    controller.tabBarItem = item
  }

  /// A tab bar controller's `<tabBar key="tabBar">`: `<color>`s `tintColor`, `barTintColor`,
  /// `unselectedItemTintColor`, and `translucent`; its frame is the controller's to lay out,
  /// so it is not read.
  func readTabBar(_ element: IBElement, of tabs: UITabBarController) {
    let bar = tabs.tabBar
    var reader = AttributeReader(graph: self, element: element)
    reader.flag("translucent") { bar.isTranslucent = $0 }
    reader.string("contentMode") { _ in }
    reader.flag("insetsLayoutMarginsFromSafeArea") { _ in }
    for name in element.attributes.keys.sorted()
    where !reader.read.contains(name) && !Self.designTimeAttributes.contains(name) {
      warn(element, "attribute '\(name)' of <tabBar> is not read; skipped")
    }
    for child in element.children {
      switch (child.name, child["key"]) {
      case ("rect", _), ("autoresizingMask", _), ("color", "backgroundColor"): continue
      case ("color", "tintColor"): bar.tintColor = color(child)
      case ("color", "barTintColor"): bar.barTintColor = color(child)
      case ("color", "unselectedItemTintColor"): bar.unselectedItemTintColor = color(child)
      default: warn(child, "<\(child.name)> in <tabBar> is not read; skipped")
      }
    }
  }
}
