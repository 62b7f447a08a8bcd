import Foundation

extension IBObjectGraph {
  /// The attributes and child elements of tables and cells: a table's row and section
  /// heights, separators, selection and prototype cells; a cell's accessory, selection style
  /// and standard labels.
  func applyListProperties(
    _ element: IBElement, to view: UIView, read: inout Set<String>,
    readChildren: inout Set<String>
  ) {
    var reader = AttributeReader(graph: self, element: element)
    defer { read.formUnion(reader.read) }
    switch view {
    case let table as UITableView:
      // `style` is read by `init?(coder:)`; `dataMode` (prototypes or static cells) by the
      // prototypes below.
      read.formUnion(["style", "dataMode"])
      reader.value("separatorStyle", IBValues.separatorStyle) { table.separatorStyle = $0 }
      reader.number("rowHeight") { table.rowHeight = $0 }
      reader.number("estimatedRowHeight") { table.estimatedRowHeight = $0 }
      reader.number("sectionHeaderHeight") { table.sectionHeaderHeight = $0 }
      reader.number("estimatedSectionHeaderHeight") { table.estimatedSectionHeaderHeight = $0 }
      reader.number("sectionFooterHeight") { table.sectionFooterHeight = $0 }
      reader.number("estimatedSectionFooterHeight") { table.estimatedSectionFooterHeight = $0 }
      reader.flag("allowsSelection") { table.allowsSelection = $0 }
      reader.flag("allowsMultipleSelection") { table.allowsMultipleSelection = $0 }
      if let prototypes = element.child("prototypes") {
        readChildren.insert("prototypes")
        for cell in prototypes.children { registerPrototype(cell, in: table) }
      }
      if element["dataMode"] == "static" {
        warn(element, "static table cells are not modelled; the table asks its data source")
      }
    case let cell as UITableViewCell:
      // Read by `init?(coder:)`.
      read.formUnion(["style", "reuseIdentifier"])
      reader.value("accessoryType", IBValues.accessoryType) { cell.accessoryType = $0 }
      reader.value("editingAccessoryType", IBValues.accessoryType) {
        cell.editingAccessoryType = $0
      }
      reader.value("selectionStyle", IBValues.selectionStyle) { cell.selectionStyle = $0 }
      reader.number("indentationLevel") { cell.indentationLevel = Int($0) }
      reader.defaultOnly("indentationWidth", "10")
      reader.value("textLabel", { self.objects[$0] as? UILabel }) { cell.storedTextLabel = $0 }
      reader.value("detailTextLabel", { self.objects[$0] as? UILabel }) {
        cell.storedDetailTextLabel = $0
      }
      reader.value("imageView", { self.objects[$0] as? UIImageView }) {
        cell.storedImageView = $0
      }
    case let collection as UICollectionView:
      applyCollectionProperties(
        element, to: collection, reader: &reader, readChildren: &readChildren)
    case is UICollectionViewCell:
      // The cell's size on the canvas: the layout sizes cells at run time.
      if element.child("size", key: "customSize") != nil { readChildren.insert("size") }
    default:
      break
    }
  }

  /// Registers the prototype cell `element` with `table` under its reuse identifier: each
  /// dequeue that finds no cell to reuse makes a new one from the element, as a nib of its
  /// own, with the scene's controller as the destination of its actions and the source of its
  /// segue (held weakly).
  private func registerPrototype(_ element: IBElement, in table: UITableView) {
    guard element.name == "tableViewCell" else {
      warn(element, "<\(element.name)> as a prototype cell is not modelled; skipped")
      return
    }
    guard let identifier = element["reuseIdentifier"] else {
      warn(element, "a prototype cell without a reuse identifier cannot be dequeued; skipped")
      return
    }
    table.prototypeCells[identifier] = prototypeMaker(element, as: UITableViewCell.self)
  }

  /// What makes a new view from the prototype `element` (a table or collection view cell, a
  /// collection view's header or footer) each time it is called, as a nib of its own, with
  /// the scene's controller as the destination of its actions and outlets and the source of
  /// its segues (held weakly), connected and woken. A view whose class is not a `T` stops the
  /// run, located at the element.
  func prototypeMaker<T: UIView>(_ element: IBElement, as type: T.Type) -> @MainActor () -> T {
    let document = self.document
    let scene = SceneOwner(controller: sceneController, id: sceneControllerID)
    let responders = placeholders.filter { $0.value == nil }.map(\.key)
    return {
      let graph = IBObjectGraph(document: document)
      if let id = scene.id, let controller = scene.controller {
        graph.sceneController = controller
        graph.sceneControllerID = id
        graph.placeholders[id] = .some(controller)
      }
      for id in responders { graph.placeholders[id] = .some(nil) }
      guard let view = graph.makeView(element) as? T else {
        graph.fail(element, "the prototype's class is not a \(T.self)")
      }
      graph.finish(connecting: [element])
      return view
    }
  }
}

/// The controller of a storyboard scene, held weakly by what the scene's file makes later
/// (prototype cells).
@MainActor
final class SceneOwner {
  weak var controller: UIViewController?
  let id: String?

  init(controller: UIViewController?, id: String?) {
    self.controller = controller
    self.id = id
  }
}
