import Foundation

extension IBObjectGraph {
  /// The attributes and child elements of a `<collectionView>`: its layout
  /// (`<collectionViewFlowLayout key="collectionViewLayout">`, or a
  /// `<collectionViewLayout key="collectionViewLayout" customClass="…">` of the code's), its
  /// prototype cells (`<cells>`) and its section header and footer
  /// (`<collectionReusableView key="sectionHeaderView">`, `key="sectionFooterView"`),
  /// registered under their reuse identifiers so the data source dequeues them.
  func applyCollectionProperties(
    _ element: IBElement, to collection: UICollectionView, reader: inout AttributeReader,
    readChildren: inout Set<String>
  ) {
    // Prototypes or nothing; a collection view has no static cells.
    reader.defaultOnly("dataMode", "prototypes")
    reader.flag("prefetchingEnabled") { collection.isPrefetchingEnabled = $0 }
    reader.flag("allowsSelection") { collection.allowsSelection = $0 }
    reader.flag("allowsMultipleSelection") { collection.allowsMultipleSelection = $0 }
    for child in element.children {
      switch (child.name, child["key"]) {
      case ("collectionViewFlowLayout", "collectionViewLayout"),
        ("collectionViewLayout", "collectionViewLayout"):
        readChildren.insert(child.name)
        if let layout = makeCollectionLayout(child) { collection.collectionViewLayout = layout }
      case ("cells", _):
        readChildren.insert(child.name)
        for cell in child.children { registerPrototype(cell, in: collection) }
      case ("collectionReusableView", "sectionHeaderView"),
        ("collectionReusableView", "sectionFooterView"):
        readChildren.insert(child.name)
        let kind =
          child["key"] == "sectionHeaderView"
          ? UICollectionView.elementKindSectionHeader : UICollectionView.elementKindSectionFooter
        guard let identifier = child["reuseIdentifier"] else {
          warn(
            child,
            "a section header or footer without a reuse identifier cannot be dequeued; skipped")
          continue
        }
        collection.prototypeSupplementaries[
          ReuseQueue.Key(kind: kind, identifier: identifier)] =
          prototypeMaker(child, as: UICollectionReusableView.self)
      default: continue
      }
    }
  }

  /// Registers the prototype `<collectionViewCell>` `element` with `collection` under its reuse
  /// identifier: each dequeue that finds no cell to reuse makes a new one from the element.
  private func registerPrototype(_ element: IBElement, in collection: UICollectionView) {
    guard element.name == "collectionViewCell" else {
      warn(element, "<\(element.name)> as a prototype cell is not modelled; skipped")
      return
    }
    guard let identifier = element["reuseIdentifier"] else {
      warn(element, "a prototype cell without a reuse identifier cannot be dequeued; skipped")
      return
    }
    collection.prototypeCells[identifier] = prototypeMaker(
      element, as: UICollectionViewCell.self)
  }

  /// The layout of a `key="collectionViewLayout"` element: a flow layout (or the code's
  /// subclass of one) with the file's item size, estimated item size, spacings, scroll
  /// direction, header and footer sizes and section inset; or the code's layout class named by
  /// `customClass`, made with `init?(coder:)`. `nil` after a warning when the class is
  /// unknown (the collection view keeps its flow layout, as UIKit would fail to decode none).
  private func makeCollectionLayout(_ element: IBElement) -> UICollectionViewLayout? {
    let layout: UICollectionViewLayout
    if let custom = customClass(element, base: UICollectionViewLayout.self) {
      guard let made = custom.init(coder: IBCoder(element: element)) else {
        fail(element, Self.nilFromCoder(custom, element))
      }
      layout = made
    } else if element.name == "collectionViewLayout" {
      warn(
        element,
        "the layout class '\(element["customClass"] ?? "")' is not in the code; the "
          + "collection view keeps a flow layout")
      return nil
    } else {
      layout = UICollectionViewFlowLayout()
    }
    if let id = element.id { objects[id] = layout }
    var read: Set<String> = ["id", "key", "customClass", "customModule", "customModuleProvider"]
    var readChildren: Set<String> = []
    if let flow = layout as? UICollectionViewFlowLayout {
      readFlowLayout(element, into: flow, read: &read, readChildren: &readChildren)
    }
    for name in element.attributes.keys.sorted() where !read.contains(name) {
      warn(element, "attribute '\(name)' of <\(element.name)> is not read; skipped")
    }
    for child in element.children where !readChildren.contains(child.name) {
      warn(child, "<\(child.name)> in <\(element.name)> is not read; skipped")
    }
    return layout
  }

  /// A `<collectionViewFlowLayout>`'s attributes and its `<size>` and `<inset>` children.
  private func readFlowLayout(
    _ element: IBElement, into flow: UICollectionViewFlowLayout, read: inout Set<String>,
    readChildren: inout Set<String>
  ) {
    var reader = AttributeReader(graph: self, element: element)
    defer { read.formUnion(reader.read) }
    reader.number("minimumLineSpacing") { flow.minimumLineSpacing = $0 }
    reader.number("minimumInteritemSpacing") { flow.minimumInteritemSpacing = $0 }
    let directions: [String: UICollectionView.ScrollDirection] = [
      "vertical": .vertical, "horizontal": .horizontal,
    ]
    reader.value("scrollDirection", { directions[$0] }) { flow.scrollDirection = $0 }
    reader.flag("automaticEstimatedItemSize") {
      if $0 { flow.estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
    }
    reader.flag("sectionHeadersPinToVisibleBounds") { flow.sectionHeadersPinToVisibleBounds = $0 }
    reader.flag("sectionFootersPinToVisibleBounds") { flow.sectionFootersPinToVisibleBounds = $0 }
    for child in element.children {
      switch (child.name, child["key"]) {
      case ("size", let key):
        readChildren.insert(child.name)
        guard let width = IBValues.number(child["width"]),
          let height = IBValues.number(child["height"])
        else {
          warn(child, "the size is not two numbers; skipped")
          continue
        }
        let size = CGSize(width: width, height: height)
        switch key {
        case "itemSize": flow.itemSize = size
        case "estimatedItemSize": flow.estimatedItemSize = size
        case "headerReferenceSize": flow.headerReferenceSize = size
        case "footerReferenceSize": flow.footerReferenceSize = size
        default: warn(child, "the size '\(key ?? "")' of a flow layout is not read; skipped")
        }
      case ("inset", "sectionInset"):
        readChildren.insert(child.name)
        // Interface Builder writes the inset as a rectangle's edges: minX left, minY top,
        // maxX right, maxY bottom.
        flow.sectionInset = UIEdgeInsets(
          top: IBValues.number(child["minY"]) ?? 0, left: IBValues.number(child["minX"]) ?? 0,
          bottom: IBValues.number(child["maxY"]) ?? 0,
          right: IBValues.number(child["maxX"]) ?? 0)
      default: continue
      }
    }
  }
}
