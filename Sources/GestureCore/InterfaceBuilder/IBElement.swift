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
}
