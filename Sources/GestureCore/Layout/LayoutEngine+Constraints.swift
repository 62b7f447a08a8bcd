import Foundation
import LayoutSolver

/// A layout constraint the engine holds: in the solver, or broken (unsatisfiable and left out).
@preconcurrency @MainActor
final class InstalledConstraint {
  /// The layout constraint (kept alive while installed).
  let constraint: NSLayoutConstraint
  /// The solver's constraint, or `nil` while broken.
  var solverConstraint: Constraint?
  /// The expression as last given to the solver: `first − m·second − constant`, reduced.
  var expression: LinearExpression
  /// Whether the expression crosses views between an item and the container (its constant
  /// follows their bounds origins).
  let isChained: Bool
  /// The items the expression uses, for purging.
  let itemKeys: [ObjectIdentifier]
  /// The scroll views whose content size the expression uses, with the axis.
  let contentUses: [(item: EngineItem, axis: NSLayoutConstraint.Axis)]
  /// Whether the constraint relates a leading or trailing edge, so its expression depends on
  /// the layout direction of its container.
  let isDirectional: Bool

  init(constraint: NSLayoutConstraint, built: BuiltExpression) {
    self.constraint = constraint
    isDirectional = constraint.isDirectional
    self.expression = built.expression
    self.isChained = built.isChained
    self.itemKeys = built.itemKeys
    self.contentUses = built.contentUses
  }
}

/// A constraint's solver expression with what it depends on.
struct BuiltExpression {
  var expression: LinearExpression
  var isChained: Bool
  var itemKeys: [ObjectIdentifier]
  var contentUses: [(item: EngineItem, axis: NSLayoutConstraint.Axis)] = []

  /// Whether both have the same variables with the same coefficients (constants aside).
  func hasSameTerms(as other: LinearExpression) -> Bool {
    let a = expression.terms
    let b = other.terms
    return a.count == b.count
      && zip(a, b).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient }
  }
}

extension LayoutEngine {
  /// Adds `constraint` to the solver (or records it broken); does nothing when it is already
  /// installed or its items are not in this window.
  func install(_ constraint: NSLayoutConstraint) {
    let key = ObjectIdentifier(constraint)
    guard records[key] == nil, let built = build(constraint) else { return }
    let record = InstalledConstraint(constraint: constraint, built: built)
    for use in record.contentUses { use.item.contentUses[use.axis.rawValue] += 1 }
    records[key] = record
    recordOrder.append(record)
    if record.isChained { chainedRecords.append(record) }
    structureChanged = true
    addToSolver(record)
  }

  /// Removes `constraint` from the solver (or from the broken ones).
  func uninstall(_ constraint: NSLayoutConstraint) {
    guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
    if let solved = record.solverConstraint {
      owners[ObjectIdentifier(solved)] = nil
      do { try solver.remove(solved) } catch { reportSolverError(error, for: constraint) }
    }
    for use in record.contentUses { use.item.contentUses[use.axis.rawValue] -= 1 }
    recordOrder.removeAll { $0 === record }
    if record.isChained { chainedRecords.removeAll { $0 === record } }
    structureChanged = true
  }

  /// Gives the solver the constraint's current constant (and bounds-origin offsets) in place;
  /// a broken constraint is tried again. A required constraint whose new constant conflicts is
  /// broken.
  func updateConstant(of constraint: NSLayoutConstraint) {
    guard let record = records[ObjectIdentifier(constraint)] else { return }
    guard let built = build(constraint) else {
      uninstall(constraint)
      return
    }
    guard built.hasSameTerms(as: record.expression) else {
      uninstall(constraint)
      install(constraint)
      return
    }
    let constant = built.expression.constant
    guard let solved = record.solverConstraint else {
      record.expression = built.expression
      addToSolver(record)
      return
    }
    guard constant != record.expression.constant else { return }
    do {
      try solver.setConstant(constant, for: solved)
      record.expression = built.expression
    } catch SolverError.unsatisfiable(_, let conflicts) {
      record.expression = built.expression
      breakConstraint(record, conflicts: conflicts)
    } catch {
      reportSolverError(error, for: constraint)
    }
  }

  /// Gives the solver the constraint's current priority in place (an optional one stays
  /// optional; the engine's own constraints may change between required and optional, which
  /// reinstalls them); a broken constraint is tried again.
  func updatePriority(of constraint: NSLayoutConstraint) {
    guard let record = records[ObjectIdentifier(constraint)] else { return }
    let strength = LayoutEngine.strength(of: constraint.priority)
    structureChanged = true
    guard let solved = record.solverConstraint else {
      addToSolver(record)
      return
    }
    guard solver.strength(of: solved) != strength else { return }
    if solved.strength.isRequired != strength.isRequired {
      uninstall(constraint)
      install(constraint)
      return
    }
    do {
      try solver.setStrength(strength, for: solved)
    } catch {
      reportSolverError(error, for: constraint)
    }
  }

  /// The solver strength of a UIKit priority: levels 1…999 ordered lexicographically, 1000
  /// required.
  static func strength(of priority: UILayoutPriority) -> Strength {
    Strength(priority: Double(priority.rawValue))
  }

  private func addToSolver(_ record: InstalledConstraint) {
    let layout = record.constraint
    let relation: Relation
    switch layout.relation {
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .equal: relation = .equal
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    let solved = Constraint(
      record.expression, relation, strength: LayoutEngine.strength(of: layout.priority))
    do {
      try solver.add(solved)
      record.solverConstraint = solved
      owners[ObjectIdentifier(solved)] = layout
    } catch SolverError.unsatisfiable(_, let conflicts) {
      record.solverConstraint = nil
      reportUnsatisfiable(breaking: layout, conflicts: conflicts)
    } catch {
      record.solverConstraint = nil
      reportSolverError(error, for: layout)
    }
  }

  /// Takes a constraint whose change failed out of the solver and reports it broken.
  private func breakConstraint(_ record: InstalledConstraint, conflicts: [Constraint]) {
    guard let solved = record.solverConstraint else { return }
    owners[ObjectIdentifier(solved)] = nil
    record.solverConstraint = nil
    do { try solver.remove(solved) } catch { reportSolverError(error, for: record.constraint) }
    reportUnsatisfiable(breaking: record.constraint, conflicts: conflicts)
  }

  // MARK: Expressions

  /// `first − m·second − constant` in the container's coordinates, registering the items and
  /// the views between them and the container; `nil` when an item is gone or outside this
  /// engine (``contains(_:)``). A side that is a span (`anchorWithOffset(to:)`) is its `to`
  /// position minus its `from` position.
  ///
  /// A constraint on a leading or trailing edge whose container (the closest common ancestor
  /// of its items, the view it is installed on) lays its content out right to left
  /// (``UIView/effectiveUserInterfaceLayoutDirection``, "the direction appropriate for
  /// arranging the immediate content of the view") is mirrored: `leading` is the right edge,
  /// `trailing` the left one, and the horizontal positions of both sides are negated, so
  /// `a.leading == b.leading + 16` holds as `a.right == b.right − 16`. Only the axis is
  /// negated, not measured from the container's right edge: a multiplier scales raw x
  /// coordinates, as UIKit's does (a trailing edge at 0.8 × the superview's trailing is at
  /// 0.8 × its left edge, 0, in right to left).
  func build(_ constraint: NSLayoutConstraint) -> BuiltExpression? {
    let refs = constraint.relatedItems.map { LayoutItemRef($0) }
    var hosts: [UIView] = []
    for ref in refs {
      guard let host = ref?.hostView, contains(host) else { return nil }
      hosts.append(host)
    }
    guard var container = hosts.first else { return nil }
    for host in hosts.dropFirst() {
      guard let common = UIView.closestCommonAncestor(container, host) else { return nil }
      container = common
    }
    let origin = constraint.origin
    let mirrored = constraint.isDirectional && container.isRightToLeft
    guard
      var built = side(
        constraint.firstItem, constraint.firstAttribute, constraint.firstSpan, in: container,
        origin: origin, mirrored: mirrored)
    else { return nil }
    if constraint.hasSecondSide {
      guard
        let right = side(
          constraint.secondItem, constraint.secondAttribute, constraint.secondSpan,
          in: container, origin: origin, mirrored: mirrored)
      else { return nil }
      built.expression = built.expression - right.expression * Double(constraint.multiplier)
      built.isChained = built.isChained || right.isChained
      built.itemKeys += right.itemKeys
      built.contentUses += right.contentUses
    }
    built.expression = (built.expression - Double(constraint.constant)).reduced
    return built
  }

  /// One side of a constraint: an item's attribute, or a span's `to − from`.
  private func side(
    _ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, _ span: AnchorSpan?,
    in container: UIView, origin: NSLayoutConstraint.Origin, mirrored: Bool
  ) -> BuiltExpression? {
    guard let span else {
      guard let ref = LayoutItemRef(item) else { return nil }
      return attributeExpression(ref, attribute, in: container, origin: origin, mirrored: mirrored)
    }
    guard let from = LayoutItemRef(span.fromItem), let to = LayoutItemRef(span.toItem),
      let start = attributeExpression(
        from, span.fromAttribute, in: container, origin: origin, mirrored: mirrored),
      var end = attributeExpression(
        to, span.toAttribute, in: container, origin: origin, mirrored: mirrored)
    else { return nil }
    end.expression = end.expression - start.expression
    end.isChained = end.isChained || start.isChained
    end.itemKeys += start.itemKeys
    end.contentUses += start.contentUses
    return end
  }

  /// The attribute of `item` in the bounds coordinates of `container` (an ancestor of the item's
  /// host view, or the view itself). In an app's constraint between a scroll view and its
  /// content, the scroll view's edges are those of its content: `right` and `bottom` are its
  /// content size (UIKit's scroll view constraints before `contentLayoutGuide`); its `width` and
  /// `height` stay its frame's. With `mirrored`, a horizontal position is negated and `leading`
  /// and `trailing` are the right and left edges (``build(_:)``).
  private func attributeExpression(
    _ item: LayoutItemRef, _ attribute: NSLayoutConstraint.Attribute, in container: UIView,
    origin: NSLayoutConstraint.Origin, mirrored: Bool = false
  ) -> BuiltExpression? {
    let entry = register(item)
    var keys = [entry.key]
    switch attribute {
    case .width:
      return BuiltExpression(expression: entry.width + 0, isChained: false, itemKeys: keys)
    case .height:
      return BuiltExpression(expression: entry.height + 0, isChained: false, itemKeys: keys)
    case .notAnAttribute: return nil
    default: break
    }
    let horizontal = attribute.axis == .horizontal
    let size = horizontal ? entry.width : entry.height
    let flips = mirrored && horizontal
    var positionFraction = attribute.positionFraction
    if flips, attribute.isDirectional, let fraction = positionFraction {
      positionFraction = 1 - fraction
    }
    let sign: Double = flips ? -1 : 1
    var expression = LinearExpression(constant: 0)
    var isChained = false
    var contentUses: [(item: EngineItem, axis: NSLayoutConstraint.Axis)] = []
    if case .view(let view) = item, view === container {
      // The container's own edges: its content area, from 0 to its size (a scroll view's
      // content size).
      if view is UIScrollView, origin == .app || origin == .scrollContentGuide,
        let fraction = positionFraction,
        fraction != 0
      {
        let axis: NSLayoutConstraint.Axis = horizontal ? .horizontal : .vertical
        expression =
          expression + (horizontal ? entry.contentWidth : entry.contentHeight) * (fraction * sign)
        contentUses.append((entry, axis))
        return BuiltExpression(
          expression: expression, isChained: false, itemKeys: keys, contentUses: contentUses)
      }
    } else {
      expression = expression + (horizontal ? entry.minX : entry.minY)
      var parent = item.parent
      while let view = parent, view !== container {
        let between = register(.view(view))
        keys.append(between.key)
        let origin = Double(horizontal ? view.bounds.origin.x : view.bounds.origin.y)
        expression = expression + (horizontal ? between.minX : between.minY) - origin
        isChained = true
        parent = view.superview
      }
      guard parent != nil else { return nil }
    }
    if let fraction = positionFraction, fraction != 0 {
      expression = expression + size * fraction
    }
    if flips { expression = expression * -1 }
    return BuiltExpression(expression: expression, isChained: isChained, itemKeys: keys)
  }
}
