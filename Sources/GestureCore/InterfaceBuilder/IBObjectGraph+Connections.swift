import Foundation

extension IBObjectGraph {
  /// The gesture recognizer of a `<tapGestureRecognizer>`, `<panGestureRecognizer>`,
  /// `<pongPressGestureRecognizer>` (Xcode's name for a long press), `<swipeGestureRecognizer>`,
  /// `<pinchGestureRecognizer>`, `<rotationGestureRecognizer>` or
  /// `<screenEdgePanGestureRecognizer>`; `nil` for another element.
  func makeRecognizer(_ element: IBElement) -> UIGestureRecognizer? {
    let recognizer: UIGestureRecognizer
    var reader = AttributeReader(graph: self, element: element)
    switch element.name {
    case "tapGestureRecognizer":
      let tap = UITapGestureRecognizer(target: nil, action: nil)
      reader.number("numberOfTapsRequired") { tap.numberOfTapsRequired = Int($0) }
      reader.number("numberOfTouchesRequired") { tap.numberOfTouchesRequired = Int($0) }
      recognizer = tap
    case "panGestureRecognizer":
      let pan = UIPanGestureRecognizer(target: nil, action: nil)
      reader.number("minimumNumberOfTouches") { pan.minimumNumberOfTouches = Int($0) }
      recognizer = pan
    case "pongPressGestureRecognizer":
      let press = UILongPressGestureRecognizer(target: nil, action: nil)
      reader.number("minimumPressDuration") { press.minimumPressDuration = Double($0) }
      reader.number("allowableMovement") { press.allowableMovement = $0 }
      recognizer = press
    case "swipeGestureRecognizer":
      let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
      reader.value(
        "direction",
        {
          ["right": .right, "left": .left, "up": .up, "down": .down][$0]
        }
      ) { (direction: UISwipeGestureRecognizer.Direction) in swipe.direction = direction }
      recognizer = swipe
    case "pinchGestureRecognizer": recognizer = UIPinchGestureRecognizer(target: nil, action: nil)
    case "rotationGestureRecognizer":
      recognizer = UIRotationGestureRecognizer(target: nil, action: nil)
    case "screenEdgePanGestureRecognizer":
      let edge = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
      reader.value(
        "edges",
        {
          ["left": .left, "right": .right, "top": .top, "bottom": .bottom][$0]
        }
      ) { (edges: UIRectEdge) in edge.edges = edges }
      recognizer = edge
    default: return nil
    }
    reader.flag("cancelsTouchesInView") { recognizer.cancelsTouchesInView = $0 }
    reader.flag("delaysTouchesBegan") { recognizer.delaysTouchesBegan = $0 }
    reader.flag("enabled") { recognizer.isEnabled = $0 }
    if element["customClass"] != nil {
      warn(element, "a custom gesture recognizer class is not modelled; UIKit's class is made")
    }
    let read = reader.read.union(Self.designTimeAttributes)
    for name in element.attributes.keys.sorted() where !read.contains(name) {
      warn(element, "attribute '\(name)' of <\(element.name)> is not read; skipped")
    }
    if let id = element.id { objects[id] = recognizer }
    return recognizer
  }

  /// Connects every `<outlet>`, `<outletCollection>` and `<action>` in the subtrees of
  /// `elements`, in document order; an outlet collection's destinations are set together, in
  /// order, once all are known.
  func connect(_ elements: [IBElement]) {
    var collections: [(source: AnyObject, property: String, values: [AnyObject], IBElement)] = []
    for root in elements {
      for element in root.descendants() {
        let connections = element.children(of: "connections")
        guard !connections.isEmpty else { continue }
        guard let id = element.id, let found = object(id), let source = found else { continue }
        for connection in connections {
          switch connection.name {
          case "outlet":
            connectOutlet(connection, from: source)
          case "outletCollection":
            guard let property = connection["property"], let destination = destination(connection)
            else { continue }
            if property == "gestureRecognizers", let view = source as? UIView,
              let recognizer = destination as? UIGestureRecognizer
            {
              view.addGestureRecognizer(recognizer)
              continue
            }
            if let index = collections.firstIndex(where: {
              $0.source === source && $0.property == property
            }) {
              collections[index].values.append(destination)
            } else {
              collections.append((source, property, [destination], connection))
            }
          case "action":
            connectAction(connection, from: source)
          case "segue":
            connectSegue(connection, from: source)
          default:
            warn(connection, "<\(connection.name)> in <connections> is not read; skipped")
          }
        }
      }
    }
    for collection in collections {
      setValue(
        collection.values, forKey: collection.property, of: collection.source,
        at: collection.3)
    }
  }

  /// The object a connection's `destination` names; `nil` (after a warning) when the file has
  /// no such object, or when it is a placeholder constraint (removed at build time).
  private func destination(_ connection: IBElement) -> AnyObject? {
    guard let id = connection["destination"] else {
      warn(connection, "the connection has no destination; skipped")
      return nil
    }
    guard let found = object(id) else {
      warn(connection, "the connection's destination '\(id)' is no object made; skipped")
      return nil
    }
    return found
  }

  private func connectOutlet(_ connection: IBElement, from source: AnyObject) {
    guard let property = connection["property"], let destination = destination(connection)
    else { return }
    setValue(destination, forKey: property, of: source, at: connection)
  }

  /// Sets an outlet as key-value coding does on iOS (`setValue:forKey:`): UIKit's own outlet
  /// keys (`view` of a controller, `delegate` of a scroll view or recognizer), else the
  /// setter the code's `@IBOutlet` declares; a key the class lacks stops the run with iOS's
  /// `NSUnknownKeyException`, located at the connection's line.
  func setValue(_ value: Any, forKey key: String, of source: AnyObject, at element: IBElement) {
    switch (source, key) {
    case (let controller as UIViewController, "view"):
      controller.view = value as? UIView
      return
    case (let scroll as UIScrollView, "delegate") where value is UIScrollViewDelegate:
      scroll.delegate = value as? UIScrollViewDelegate
      return
    case (let table as UITableView, "dataSource") where value is UITableViewDataSource:
      table.dataSource = value as? UITableViewDataSource
      return
    case (let collection as UICollectionView, "dataSource")
    where value is UICollectionViewDataSource:
      collection.dataSource = value as? UICollectionViewDataSource
      return
    case (let collection as UICollectionView, "prefetchDataSource")
    where value is UICollectionViewDataSourcePrefetching:
      collection.prefetchDataSource = value as? UICollectionViewDataSourcePrefetching
      return
    case (let picker as UIPickerView, "dataSource") where value is UIPickerViewDataSource:
      picker.dataSource = value as? UIPickerViewDataSource
      return
    case (let picker as UIPickerView, "delegate") where value is UIPickerViewDelegate:
      picker.delegate = value as? UIPickerViewDelegate
      return
    case (let recognizer as UIGestureRecognizer, "delegate")
    where value is UIGestureRecognizerDelegate:
      recognizer.delegate = value as? UIGestureRecognizerDelegate
      return
    default: break
    }
    let selector = Selector("set" + key.prefix(1).uppercased() + key.dropFirst() + ":")
    guard ObjectiveCRuntime.lookUp(selector, of: source) != nil else {
      fail(
        element,
        "*** Terminating app due to uncaught exception 'NSUnknownKeyException', reason: "
          + "'[<\(type(of: source))> setValue:forUndefinedKey:]: this class is not key value "
          + "coding-compliant for the key \(key).'")
    }
    _ = ObjectiveCRuntime.send(source, selector, [value])
  }

  /// A control's or recognizer's `<action>`: the target is the destination (the first
  /// responder placeholder is `nil`: the responder chain), the event `eventType`.
  private func connectAction(_ connection: IBElement, from source: AnyObject) {
    guard let name = connection["selector"] else {
      warn(connection, "the action has no selector; skipped")
      return
    }
    let target: AnyObject?
    if connection["destination"] == "-2" {
      target = nil
    } else {
      guard let found = destination(connection) else { return }
      target = found
    }
    let selector = Selector(name)
    switch source {
    case let control as UIControl:
      let eventName = connection["eventType"] ?? "touchUpInside"
      guard let event = UIControl.Event.namedEvents.first(where: { $0.name == eventName })?.event
      else {
        warn(connection, "the control event '\(eventName)' is not modelled; skipped")
        return
      }
      control.addTarget(target, action: selector, for: event)
    case let item as UIBarButtonItem:
      item.target = target
      item.action = selector
    case let recognizer as UIGestureRecognizer:
      guard let target else {
        warn(connection, "a recognizer's action to the first responder is not modelled; skipped")
        return
      }
      recognizer.addTarget(target, action: selector)
    default:
      warn(connection, "an action from a \(type(of: source)) is not modelled; skipped")
    }
  }
}
