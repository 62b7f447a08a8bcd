import Foundation

/// A rule the dynamic animator applies to items every step, UIKit's `UIDynamicBehavior`: the
/// superclass of gravity, collision, snap, attachment, push and item behaviours, and of a
/// composite behaviour made of children (`addChildBehavior(_:)`).
///
/// A behaviour does nothing until it (or an ancestor) is added to a ``UIDynamicAnimator``. The
/// animator calls ``action`` of every behaviour in its tree once per animation step (one frame
/// of the display, docs/dynamics.md), after the step has moved the items.
@preconcurrency @MainActor
open class UIDynamicBehavior: _ObjCProtocol {
  private var children: [UIDynamicBehavior] = []
  private weak var parent: UIDynamicBehavior?
  private weak var animator: UIDynamicAnimator?

  /// A behaviour with no children and no action.
  public init() {}

  /// The behaviours added with ``addChildBehavior(_:)``, in order.
  open var childBehaviors: [UIDynamicBehavior] { children }

  /// Adds `behavior` as a child (`addChildBehavior(_:)`): it acts whenever this behaviour is
  /// in an animator. A behaviour has one parent: adding it here takes it from another.
  open func addChildBehavior(_ behavior: UIDynamicBehavior) {
    guard behavior !== self, !children.contains(where: { $0 === behavior }) else { return }
    behavior.parent?.removeChildBehavior(behavior)
    children.append(behavior)
    behavior.parent = self
    if let animator {
      behavior.move(to: animator)
      animator.behaviorsDidChange()
    }
  }

  /// Removes a child (`removeChildBehavior(_:)`); does nothing for a behaviour that is not one.
  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = children.firstIndex(where: { $0 === behavior }) else { return }
    children.remove(at: index)
    behavior.parent = nil
    if let animator {
      behavior.move(to: nil)
      animator.behaviorsDidChange()
    }
  }

  /// Called once per animation step, after the items moved (`action`); `nil` by default.
  open var action: (() -> Void)?

  /// The animator the behaviour (or its top ancestor) is added to (`dynamicAnimator`), or
  /// `nil`.
  open var dynamicAnimator: UIDynamicAnimator? { animator }

  /// Called just before the behaviour is added to an animator or removed from one (`nil`)
  /// (`willMove(to:)`); does nothing. Subclasses override it to prepare or tidy up.
  open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

  // MARK: Internal

  /// Tells the behaviour and its descendants that they now belong to `animator`.
  final func move(to animator: UIDynamicAnimator?) {
    willMove(to: animator)
    self.animator = animator
    for child in children { child.move(to: animator) }
  }

  /// Whether the behaviour is some animator's top-level behaviour or someone's child.
  final var hasOwner: Bool { parent != nil || animator != nil }

  /// The behaviour and its descendants, depth first, parents before children.
  final var tree: [UIDynamicBehavior] {
    var all: [UIDynamicBehavior] = [self]
    for child in children { all.append(contentsOf: child.tree) }
    return all
  }

  /// The items the behaviour acts on (its own, not its children's).
  var dynamicItems: [any UIDynamicItem] { [] }

  /// Adds this behaviour's forces to the bodies for one sub-step of `dt` seconds.
  func applyForces(_ engine: DynamicsEngine, dt: Double) {}

  /// Wakes the animator after a change that may move items.
  final func behaviorDidChange() {
    animator?.behaviorsDidChange()
  }

  /// Records a `dynamics.unsupported` warning in the running scene's timeline.
  final func warnUnsupported(_ detail: String) {
    let log = (animator?.referenceView?.window?.eventLog) ?? SimulationContext.eventLog
    log?.record("dynamics.unsupported", view: animator?.referenceView, detail: detail)
  }
}

/// The items of a behaviour, in the order added, each once.
@MainActor
struct DynamicItemList {
  private(set) var items: [any UIDynamicItem] = []

  init(_ items: [any UIDynamicItem]) {
    for item in items { add(item) }
  }

  mutating func add(_ item: any UIDynamicItem) {
    guard !contains(item) else { return }
    items.append(item)
  }

  mutating func remove(_ item: any UIDynamicItem) {
    items.removeAll { $0 === item }
  }

  func contains(_ item: any UIDynamicItem) -> Bool { items.contains { $0 === item } }
}
