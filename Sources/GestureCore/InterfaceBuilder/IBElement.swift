/// One XML element of an Interface Builder file (`.storyboard`, `.xib`, document format 3.0):
/// its name, attributes, children and where it starts, for located messages.
public struct IBElement: Sendable {
  /// The element's name (`view`, `label`, `constraint`, `outlet`).
  public var name: String
  /// Its attributes by name, as written (entities and character references decoded).
  public var attributes: [String: String]
  /// Its child elements, in document order.
  public var children: [IBElement]
  /// The text directly inside it (a `<string>`'s value), whitespace kept.
  public var text: String
  /// The 1-based line and column of its start tag.
  public var line: Int
  public var column: Int

  /// An element `name` with `attributes` at `line`:`column`.
  public init(
    name: String, attributes: [String: String] = [:], children: [IBElement] = [],
    text: String = "", line: Int = 0, column: Int = 0
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.text = text
    self.line = line
    self.column = column
  }

  /// The attribute `name`, or `nil`.
  public subscript(_ name: String) -> String? { attributes[name] }

  /// The element's `id` attribute (Interface Builder's object identifier), or `nil`.
  public var id: String? { attributes["id"] }

  /// The first child named `name` whose `key` attribute is `key` (any key when `nil`).
  public func child(_ name: String, key: String? = nil) -> IBElement? {
    children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
  }

  /// The children of the first child named `container` (`subviews`, `constraints`,
  /// `connections`), or none.
  public func children(of container: String) -> [IBElement] {
    children.first { $0.name == container }?.children ?? []
  }

  /// Every element of the subtree, the element first, in document order.
  public func descendants() -> [IBElement] {
    var result: [IBElement] = []
    var stack: [IBElement] = [self]
    while let element = stack.popLast() {
      result.append(element)
      stack.append(contentsOf: element.children.reversed())
    }
    return result
  }
}

/// A parsed Interface Builder file: its root `<document>` element and what a loader looks up
/// in it.
public struct IBDocument: Sendable {
  /// How messages name the file (`Main.storyboard`).
  public var fileName: String
  /// The `<document>` element.
  public var root: IBElement

  /// A document named `fileName` whose root element is `root`.
  public init(fileName: String, root: IBElement) {
    self.fileName = fileName
    self.root = root
  }

  /// Whether the file is a storyboard (its `type` names the storyboard format).
  public var isStoryboard: Bool {
    root["type"]?.hasSuffix(".Storyboard.XIB") ?? fileName.hasSuffix(".storyboard")
  }

  /// The storyboard's scenes: each `<scene>`'s `<objects>` children (the scene's view
  /// controller, placeholders, gesture recognizers and other top-level objects).
  public var scenes: [[IBElement]] {
    root.children(of: "scenes").filter { $0.name == "scene" }.map { $0.children(of: "objects") }
  }

  /// The identifier of the storyboard's initial view controller (`initialViewController`), or
  /// `nil`.
  public var initialViewControllerID: String? { root["initialViewController"] }

  /// A xib's top-level objects (placeholders first, as written), in document order.
  public var objects: [IBElement] { root.children(of: "objects") }

  /// Warnings for identifiers the file gives twice, each at the later element, in document
  /// order: a Storyboard ID of two scenes' view controllers
  /// (`instantiateViewController(withIdentifier:)` makes the first scene's), and a reuse
  /// identifier of two prototype cells of one table or collection view (dequeuing makes the
  /// later one, as registering an identifier again replaces the earlier registration). Xcode's
  /// storyboard compiler warns of both and still builds the file; so does the simulation,
  /// recording each as an `interfaceBuilder.duplicate` event.
  public var duplicateIdentifierWarnings: [InterfaceBuilderWarning] {
    var warnings: [InterfaceBuilderWarning] = []
    func warn(_ element: IBElement, _ message: String) {
      warnings.append(
        InterfaceBuilderWarning(
          file: fileName, line: element.line, column: element.column, message: message))
    }
    func place(_ element: IBElement) -> String {
      "<\(element.name)> at line \(element.line), column \(element.column)"
    }
    var controllers: [String: IBElement] = [:]
    for scene in scenes {
      for element in scene {
        guard let identifier = element["storyboardIdentifier"] else { continue }
        if let first = controllers[identifier] {
          warn(
            element,
            "the Storyboard ID '\(identifier)' is also that of the \(place(first)); "
              + "instantiateViewController(withIdentifier:) makes the first")
        } else {
          controllers[identifier] = element
        }
      }
    }
    for list in root.descendants()
    where list.name == "tableView" || list.name == "collectionView" {
      var cells: [String: IBElement] = [:]
      for cell in list.children(of: list.name == "tableView" ? "prototypes" : "cells") {
        guard let identifier = cell["reuseIdentifier"] else { continue }
        if let first = cells[identifier] {
          warn(
            cell,
            "the reuse identifier '\(identifier)' is also that of the prototype "
              + "\(place(first)) in the same <\(list.name)>; dequeuing it makes this later cell")
        }
        cells[identifier] = cell
      }
    }
    return warnings
  }
}
