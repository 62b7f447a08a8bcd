import Foundation

extension NSLayoutConstraint {
  /// Activates each constraint, in order (`activate(_:)`). All changes reach the engine
  /// together at the next layout pass; as in UIKit, deactivate what conflicts before
  /// activating its replacement.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint, in order (`deactivate(_:)`).
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// Installs the constraint on its items' closest common ancestor, or refuses (see
  /// ``isActive``).
  func activateNow() {
    guard !storedIsActive, origin == .app else { return }
    let refs = relatedItems.map { LayoutItemRef($0) }
    let hosts = refs.compactMap { $0?.hostView }
    guard hosts.count == refs.count, let host1 = hosts.first else {
      refuse(
        "Unable to activate constraint \(self): an item was deallocated, or is a layout guide "
          + "not added to a view.", window: hosts.first?.window)
      return
    }
    var common: UIView? = host1
    for host in hosts.dropFirst() {
      common = common.flatMap { UIView.closestCommonAncestor($0, host) }
    }
    guard let container = common else {
      let names = anchorNames
      let listed = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "nil")
      refuse(
        "Unable to activate constraint with anchors \(listed) because they have no common "
          + "ancestor.  "
          + "Does the constraint or its anchors reference items in different view "
          + "hierarchies?  That's illegal.", window: hosts.lazy.compactMap(\.window).first)
      return
    }
    storedIsActive = true
    self.container = container
    container.layoutState.constraints.append(self)
    container.window?.layoutEngine.enqueue(.constraint(self, active: true))
  }

  /// `UIView:a.top`, … : the anchors the constraint relates, both ends of a span.
  private var anchorNames: [String] {
    func name(_ item: AnyObject?, _ attribute: Attribute) -> String {
      "\(LayoutItemRef(item)?.reportName ?? "nil").\(attribute)"
    }
    func names(_ item: AnyObject?, _ attribute: Attribute, _ span: AnchorSpan?) -> [String] {
      guard let span else { return [name(item, attribute)] }
      return [name(span.fromItem, span.fromAttribute), name(span.toItem, span.toAttribute)]
    }
    var result = names(firstItem, firstAttribute, firstSpan)
    if hasSecondSide { result += names(secondItem, secondAttribute, secondSpan) }
    return result
  }

  /// Removes the constraint from the view it is installed on.
  func deactivateNow() {
    guard storedIsActive, origin == .app else { return }
    storedIsActive = false
    guard let container else { return }
    container.layoutState.constraints.removeAll { $0 === self }
    self.container = nil
    container.window?.layoutEngine.enqueue(.constraint(self, active: false))
  }

  /// Whether one item of the constraint is in the subtree of `view` (itself included) and
  /// another item, or the view it is installed on, is outside it.
  func refers(into view: UIView) -> Bool {
    let hosts = relatedItems.compactMap { LayoutItemRef($0)?.hostView }
    let inside = hosts.filter { $0.isDescendant(of: view) }
    guard !inside.isEmpty else { return false }
    return inside.count < hosts.count || !(container?.isDescendant(of: view) ?? true)
  }

  private func refuse(_ message: String, window: UIWindow?) {
    window?.eventLog.record("layout.exception", view: firstItemView, detail: message)
  }
}

extension UIView {
  /// The closest view that is `a` or an ancestor of `a` and also `b` or an ancestor of `b`; `a`
  /// itself when `b` is `nil`; `nil` when they are in different trees.
  static func closestCommonAncestor(_ a: UIView, _ b: UIView?) -> UIView? {
    guard let b else { return a }
    var ancestors: Set<ObjectIdentifier> = []
    var view: UIView? = a
    while let current = view {
      ancestors.insert(ObjectIdentifier(current))
      view = current.superview
    }
    view = b
    while let current = view {
      if ancestors.contains(ObjectIdentifier(current)) { return current }
      view = current.superview
    }
    return nil
  }
}
