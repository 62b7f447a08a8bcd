import Foundation
import GestureCore

extension SceneBuilder {
  /// Makes the views' constraints (after the whole tree exists, so every item is in it),
  /// activates those marked active, in file order, and installs the `switch-constraints`
  /// behaviours over them. The views listing constraints were made with
  /// `translatesAutoresizingMaskIntoConstraints` off.
  /// Returns the constraints that have an id, by id.
  @discardableResult
  func installConstraints(in rootView: UIView, window: UIWindow) -> [String: NSLayoutConstraint] {
    var byID: [String: NSLayoutConstraint] = [:]
    for root in document.views {
      for (spec, _) in root.flattened(path: []) {
        for entry in spec.constraints ?? [] {
          guard let constraint = makeConstraint(entry.expression, rootView: rootView) else {
            continue
          }
          constraint.identifier = entry.id
          if let id = entry.id { byID[id] = constraint }
          if entry.isActive { constraint.isActive = true }
        }
      }
    }
    for behavior in document.behaviors {
      guard let settings = behavior.constraintSwitch else { continue }
      ConstraintSwitch.install(
        settings, on: behavior.view.flatMap { rootView.descendant(withIdentifier: $0) },
        root: rootView, window: window, constraints: byID)
    }
    return byID
  }

  private func makeConstraint(_ e: ConstraintExpression, rootView: UIView) -> NSLayoutConstraint? {
    guard let first = item(e.first.item, rootView: rootView) else { return nil }
    var second: AnyObject?
    if let operand = e.second {
      guard let found = item(operand.item, rootView: rootView) else { return nil }
      second = found
    }
    let constraint = NSLayoutConstraint(
      item: first, attribute: e.first.attribute, relatedBy: e.relation, toItem: second,
      attribute: e.second?.attribute ?? .notAnAttribute, multiplier: CGFloat(e.multiplier),
      constant: CGFloat(e.constant))
    constraint.priority = UILayoutPriority(e.priority)
    return constraint
  }

  /// `root`, `safeArea` (the root view's guide) or a view id.
  private func item(_ name: String, rootView: UIView) -> AnyObject? {
    switch name {
    case ScenarioValidator.rootItem: return rootView
    case ScenarioValidator.safeAreaItem: return rootView.safeAreaLayoutGuide
    default: return rootView.descendant(withIdentifier: name)
    }
  }
}
