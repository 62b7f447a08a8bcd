import Foundation

extension IBObjectGraph {
  /// Makes the constraints of every view, once every view and guide exists: a constraint
  /// without `firstItem` is about the view holding it; `placeholder="YES"` constraints are
  /// removed at build time (not made); a constraint the default variation excludes is made but
  /// not installed; the others are activated, in document order.
  func addPendingConstraints() {
    let pending = pendingConstraints
    pendingConstraints = []
    var toActivate: [NSLayoutConstraint] = []
    for (holder, elements) in pending {
      for element in elements {
        guard element.name == "constraint" else {
          warn(element, "<\(element.name)> in <constraints> is not read; skipped")
          continue
        }
        if IBValues.bool(element["placeholder"]) == true { continue }
        guard let constraint = makeConstraint(element, holder: holder) else { continue }
        if let id = element.id { objects[id] = constraint }
        let active = IBValues.bool(element["active"]) ?? true
        if active, !(element.id.map(uninstalled.contains) ?? false) {
          toActivate.append(constraint)
        }
      }
    }
    NSLayoutConstraint.activate(toActivate)
  }

  private static let constraintAttributes: Set<String> = [
    "id", "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation",
    "multiplier", "constant", "priority", "identifier", "placeholder", "active", "symbolic",
    "userLabel",
  ]

  /// One `<constraint>`, or `nil` after a warning.
  private func makeConstraint(_ element: IBElement, holder: UIView) -> NSLayoutConstraint? {
    for name in element.attributes.keys.sorted() where !Self.constraintAttributes.contains(name) {
      warn(element, "attribute '\(name)' of <constraint> is not read; skipped")
    }
    func item(_ key: String) -> AnyObject?? {
      guard let id = element[key] else { return .some(nil) }
      guard let found = objects[id] else {
        warn(element, "the constraint's \(key) '\(id)' is no object of the file; skipped")
        return nil
      }
      return .some(found)
    }
    guard let firstName = element["firstAttribute"],
      let (firstAttribute, firstIsMargin) = IBValues.layoutAttribute(firstName)
    else {
      warn(element, "the constraint's firstAttribute is not modelled; skipped")
      return nil
    }
    guard let first = item("firstItem"), let second = item("secondItem") else { return nil }
    var firstItem: AnyObject = first ?? holder
    var secondItem = second
    var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
    if let secondName = element["secondAttribute"] {
      guard let (attribute, isMargin) = IBValues.layoutAttribute(secondName) else {
        warn(element, "the constraint's secondAttribute '\(secondName)' is not modelled; skipped")
        return nil
      }
      secondAttribute = attribute
      if isMargin {
        guard let view = secondItem as? UIView else {
          warn(element, "a margin attribute of a layout guide is not modelled; skipped")
          return nil
        }
        secondItem = view.layoutMarginsGuide
      }
    }
    if firstIsMargin {
      guard let view = firstItem as? UIView else {
        warn(element, "a margin attribute of a layout guide is not modelled; skipped")
        return nil
      }
      firstItem = view.layoutMarginsGuide
    }
    let relation: NSLayoutConstraint.Relation
    switch element["relation"] {
    case nil: relation = .equal
    case "lessThanOrEqual": relation = .lessThanOrEqual
    case "greaterThanOrEqual": relation = .greaterThanOrEqual
    case let other?:
      warn(element, "the relation '\(other)' is not understood; skipped")
      return nil
    }
    let multiplier = element["multiplier"].flatMap(IBValues.multiplier) ?? 1
    let constant = IBValues.number(element["constant"]) ?? 0
    if let problem = NSLayoutConstraint.pairingProblem(
      item: firstItem, firstAttribute, toItem: secondItem, secondAttribute,
      multiplier: multiplier)
    {
      warn(element, "UIKit refuses this constraint (\(problem)); skipped")
      return nil
    }
    let constraint = NSLayoutConstraint(
      item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
      attribute: secondAttribute, multiplier: multiplier, constant: constant)
    if let priority = IBValues.number(element["priority"]) {
      constraint.priority = UILayoutPriority(rawValue: Float(priority))
    }
    constraint.identifier = element["identifier"]
    return constraint
  }
}
