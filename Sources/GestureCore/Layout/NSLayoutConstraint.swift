import Foundation

/// A relation between two layout attributes that the Auto Layout engine must (or should)
/// satisfy, UIKit's `NSLayoutConstraint`:
///
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`
///
/// Items are views and layout guides; positions are compared in the coordinate space of their
/// closest common ancestor, sizes in points. A constraint does nothing until it is active
/// (``isActive``, ``activate(_:)``); active constraints are installed on the closest common
/// ancestor of their items (``UIView/constraints``), which owns them, and reach the window's
/// engine at the next layout pass, in the order they were changed.
///
/// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint
@preconcurrency @MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible, AssociatedObjectHost {
  /// Values attached with ``objc_setAssociatedObject(_:_:_:_:)`` (owned by the constraint).
  nonisolated let associatedObjectStore = AssociatedObjectStore()

  /// The item on the left of the relation: a ``UIView`` or a ``UILayoutGuide`` (weak, as in UIKit).
  public private(set) weak var firstItem: AnyObject?
  /// The attribute of the first item.
  public let firstAttribute: Attribute
  /// How the two sides compare.
  public let relation: Relation
  /// The item on the right of the relation, or `nil` for a size compared with a constant
  /// (weak).
  public private(set) weak var secondItem: AnyObject?
  /// The attribute of the second item; ``Attribute/notAnAttribute`` without a second item.
  public let secondAttribute: Attribute
  /// The factor applied to the second attribute (unitless).
  public let multiplier: CGFloat

  /// The points added to the second side. Changing it on an active constraint updates the
  /// installed constraint in place at the next layout pass (the solver's `setConstant`, no
  /// remove and add), which is the cheap way to move things (Apple, WWDC 2018 session 220).
  public var constant: CGFloat {
    didSet {
      guard constant != oldValue, storedIsActive else { return }
      engine?.enqueue(.constant(self))
    }
  }

  /// The priority, 1…1000 (default ``UILayoutPriority/required``); values outside the range are
  /// clamped.
  ///
  /// On an active constraint a change between optional priorities takes effect in place. A
  /// change between required and optional on an active constraint is refused, as UIKit refuses
  /// it with an exception: the priority keeps its old value and the window's timeline gets a
  /// `layout.exception` event with UIKit's message ("Mutating a priority from required to not on
  /// an installed constraint (or vice-versa) is not supported…"). Deactivate, change, activate
  /// instead.
  public var priority: UILayoutPriority {
    get { storedPriority }
    set { setPriority(newValue.clamped) }
  }

  /// A name for the constraint, shown in its description and in unsatisfiable-constraint
  /// reports; scenarios use it to find the constraint.
  public var identifier: String?

  /// Whether the constraint takes part in layout. Setting it to true installs the constraint on
  /// the closest common ancestor of its items (UIKit's `addConstraint(_:)` there); false removes
  /// it. The engine sees the change at the next layout pass, changes replayed in order.
  ///
  /// Activating a constraint whose items have no common ancestor, or whose item was
  /// deallocated, is refused (UIKit throws): it stays inactive and the window of either item
  /// records a `layout.exception` event. Removing an item from its superview deactivates the
  /// active constraints between its subtree and views outside it (Apple, `removeFromSuperview()`).
  public var isActive: Bool {
    get { storedIsActive }
    set { newValue ? activateNow() : deactivateNow() }
  }

  var storedPriority: UILayoutPriority = .required
  var storedIsActive = false
  /// The view the constraint is installed on while active (its items' closest common
  /// ancestor), which owns it.
  weak var container: UIView?
  /// What made the constraint: the app, or the engine for views, guides and content sizes.
  let origin: Origin
  /// The first side when it is a distance between two anchors (`anchorWithOffset(to:)`).
  let firstSpan: AnchorSpan?
  /// The second side when it is a distance between two anchors.
  let secondSpan: AnchorSpan?

  /// Whether the constraint has a second side (an item's attribute or a span), rather than a
  /// constant alone.
  var hasSecondSide: Bool { secondAttribute != .notAnAttribute || secondSpan != nil }

  /// Whether the constraint relates a leading or trailing edge (an end of a span included), so
  /// its expression depends on the layout direction of its container.
  var isDirectional: Bool {
    func spans(_ span: AnchorSpan?) -> Bool {
      span.map { $0.fromAttribute.isDirectional || $0.toAttribute.isDirectional } ?? false
    }
    return firstAttribute.isDirectional || secondAttribute.isDirectional || spans(firstSpan)
      || spans(secondSpan)
  }

  /// Every view or guide the constraint relates, in order (both ends of a span); `nil` where
  /// an item is gone.
  var relatedItems: [AnyObject?] {
    var items: [AnyObject?] = firstSpan?.items ?? [firstItem]
    if let secondSpan {
      items += secondSpan.items
    } else if secondAttribute != .notAnAttribute {
      items.append(secondItem)
    }
    return items
  }

  /// Who made a constraint.
  enum Origin: Equatable {
    /// The app, through anchors or the initializer.
    case app
    /// The engine, from a view's frame (`translatesAutoresizingMaskIntoConstraints`).
    case autoresizingMask
    /// The engine, from a view's intrinsic content size: hugging (`<=`) or compression
    /// resistance (`>=`).
    case contentSize
    /// The engine, pinning a safe area, layout margins or scroll view frame guide to its view.
    case safeArea
    /// The engine, pinning a scroll view's content layout guide to its content area (the
    /// scroll view's edges as an app's constraints between it and its content see them).
    case scrollContentGuide
  }

  /// Creates an inactive constraint `view1.attr1 relation multiplier × view2.attr2 + c`
  /// (`init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`).
  ///
  /// - Parameters:
  ///   - view1: a ``UIView`` or ``UILayoutGuide``.
  ///   - view2: a ``UIView`` or ``UILayoutGuide``, or `nil` (then `attr1` must be `width` or
  ///     `height` and `attr2` ``Attribute/notAnAttribute``).
  ///   - multiplier: unitless.
  ///   - c: points.
  /// - Precondition: the pairing is one UIKit accepts (it throws `NSInvalidArgumentException`
  ///   otherwise): items are views or layout guides; positions pair with positions of the same
  ///   axis, sizes with sizes; `leading`/`trailing` do not pair with `left`/`right`; a position
  ///   needs a second item and a non-zero multiplier.
  public convenience init(
    item view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: AnyObject?, attribute attr2: Attribute, multiplier: CGFloat = 1,
    constant c: CGFloat = 0
  ) {
    if let problem = NSLayoutConstraint.pairingProblem(
      item: view1, attr1, toItem: view2, attr2, multiplier: multiplier)
    {
      preconditionFailure(problem)
    }
    let first = Self.marginResolved(view1, attr1)
    let second = view2.map { Self.marginResolved($0, attr2) }
    self.init(
      item: first.item, attribute: first.attribute, relatedBy: relation, toItem: second?.item,
      attribute: second?.attribute ?? attr2, multiplier: multiplier, constant: c, origin: .app)
  }

  /// A margin attribute of a view (`leftMargin`, `centerYWithinMargins`…) as what it relates:
  /// the same edge of the view's `layoutMarginsGuide`, which follows the margins as they change.
  /// The constraint's ``firstItem``/``secondItem`` then read back the guide and its plain
  /// attribute. Other attributes, and margins of a layout guide, are returned as they are.
  static func marginResolved(_ item: AnyObject, _ attribute: Attribute) -> (
    item: AnyObject, attribute: Attribute
  ) {
    guard let base = attribute.marginBase, let view = item as? UIView else {
      return (item, attribute)
    }
    return (view.layoutMarginsGuide, base)
  }

  /// The designated initializer, without checks (anchors and the engine check their own
  /// pairings).
  ///
  /// A side given as a span (`anchorWithOffset(to:)`) has no item and
  /// ``Attribute/notAnAttribute`` as its attribute.
  init(
    item view1: AnyObject?, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: AnyObject?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat,
    priority: UILayoutPriority = .required, origin: Origin, firstSpan: AnchorSpan? = nil,
    secondSpan: AnchorSpan? = nil
  ) {
    firstItem = firstSpan == nil ? view1 : nil
    firstAttribute = firstSpan == nil ? attr1 : .notAnAttribute
    self.firstSpan = firstSpan
    self.secondSpan = secondSpan
    self.relation = relation
    secondItem = secondSpan == nil ? view2 : nil
    secondAttribute = view2 == nil || secondSpan != nil ? .notAnAttribute : attr2
    self.multiplier = multiplier
    constant = c
    storedPriority = priority.clamped
    self.origin = origin
  }

  /// Why UIKit would refuse to create this constraint, in its words, or `nil`.
  static func pairingProblem(
    item view1: AnyObject, _ attr1: Attribute, toItem view2: AnyObject?, _ attr2: Attribute,
    multiplier: CGFloat
  ) -> String? {
    guard LayoutItemRef(view1) != nil else {
      return "The first item of a constraint must be a UIView or a UILayoutGuide"
    }
    guard attr1 != .notAnAttribute else {
      return "A constraint's first attribute cannot be notAnAttribute"
    }
    guard let view2 else {
      if !attr1.isDimension || attr2 != .notAnAttribute {
        return "A multiplier of 0 or a nil second item together with a location for the first "
          + "attribute creates an illegal constraint of a location equal to a constant. "
          + "Location attributes must be specified in pairs."
      }
      return nil
    }
    guard LayoutItemRef(view2) != nil else {
      return "The second item of a constraint must be a UIView or a UILayoutGuide"
    }
    guard attr2 != .notAnAttribute, attr1.isDimension == attr2.isDimension,
      attr1.isDimension || attr1.axis == attr2.axis
    else { return "Invalid pairing of layout attributes" }
    if (attr1.isDirectional && attr2.isAbsoluteHorizontal)
      || (attr1.isAbsoluteHorizontal && attr2.isDirectional)
    {
      return "A constraint cannot be made between a leading/trailing attribute and a right/left "
        + "attribute. Use leading/trailing for both or neither."
    }
    if !attr1.isDimension && multiplier == 0 {
      return "A multiplier of 0 or a nil second item together with a location for the first "
        + "attribute creates an illegal constraint of a location equal to a constant. "
        + "Location attributes must be specified in pairs."
    }
    return nil
  }

  /// The engine of the window the constraint is installed in, if any.
  var engine: LayoutEngine? { container?.window?.layoutEngine }

  private func setPriority(_ newValue: UILayoutPriority) {
    let old = storedPriority
    guard newValue != old else { return }
    if storedIsActive && newValue.isRequired != old.isRequired {
      container?.window?.eventLog.record(
        "layout.exception", view: firstItemView,
        detail: "Mutating a priority from required to not on an installed constraint (or "
          + "vice-versa) is not supported.  You passed priority \(newValue) and the existing "
          + "priority was \(old). (\(self))")
      return
    }
    storedPriority = newValue
    if storedIsActive { engine?.enqueue(.priority(self)) }
  }

  /// The view of the first item (the guide's owning view for a guide).
  var firstItemView: UIView? { LayoutItemRef(firstItem ?? firstSpan?.fromItem)?.hostView }
}

/// Constraints are equal only to themselves: UIKit's `NSLayoutConstraint` inherits `NSObject`,
/// whose `==` is `isEqual(_:)`, identity unless a class overrides it. So
/// `constraints.firstIndex(of: c)` and `Set<NSLayoutConstraint>` work as on iOS.
extension NSLayoutConstraint: Hashable {
  /// Whether `lhs` and `rhs` are the same object.
  nonisolated public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool {
    lhs === rhs
  }

  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
