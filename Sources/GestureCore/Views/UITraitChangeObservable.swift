import Foundation

/// An opaque token of a trait-change registration (`UITraitChangeRegistration`, iOS 17), for
/// ``UITraitChangeObservable/unregisterForTraitChanges(_:)``.
public protocol UITraitChangeRegistration {}

/// What calls code when traits change (`UITraitChangeObservable`, iOS 17): views and view
/// controllers.
///
/// A registration names traits (`[UITraitUserInterfaceStyle.self]`) and a closure or a selector;
/// when the object's trait collection changes (where ``UITraitEnvironment/traitCollectionDidChange(_:)``
/// is called: an appearance change flowing down the hierarchy, a text size changed during the
/// run) and one of the named traits has a different value, it is called with the object and the
/// previous trait collection, after `traitCollectionDidChange(_:)`, in the order registered.
/// Apple documents neither the order among registrations nor against the deprecated method;
/// this is the model's. Registrations live as long as the object (Apple: "UIKit cleans up
/// registrations at the end of the object lifecycle").
@preconcurrency @MainActor
public protocol UITraitChangeObservable {}

extension UITraitChangeObservable {
  /// The closure a registration calls: the object whose traits changed and its previous traits
  /// (`TraitChangeHandler`).
  public typealias TraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection)
    -> Void where TraitEnvironment: UITraitEnvironment

  /// Calls `handler` with the object and its previous traits when one of `traits` changes
  /// (`registerForTraitChanges(_:handler:)`). The handler's first parameter's type is
  /// the object's (write `(self: Self, previousTraitCollection: UITraitCollection)` as Apple's
  /// example does).
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration {
    register(traits) { object, previous in
      guard let environment = object as? TraitEnvironment else { return }
      handler(environment, previous)
    }
  }

  /// Sends `action` to `target` when one of `traits` changes
  /// (`registerForTraitChanges(_:target:action:)`), with as many of the object and its
  /// previous traits as the method takes; a method the target does not implement stops the run
  /// ("unrecognized selector"), as on iOS.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
    -> any UITraitChangeRegistration
  {
    let target = target as AnyObject
    return register(traits) { [weak target] object, previous in
      guard let target else { return }
      TraitChangeRegistry.send(action, to: target, object: object, previous: previous)
    }
  }

  /// Sends `action` to the object itself when one of `traits` changes
  /// (`registerForTraitChanges(_:action:)`).
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], action: Selector)
    -> any UITraitChangeRegistration
  {
    register(traits) { object, previous in
      TraitChangeRegistry.send(action, to: object, object: object, previous: previous)
    }
  }

  /// Ends `registration` (`unregisterForTraitChanges(_:)`); nothing for a registration of
  /// another object.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    guard let registration = registration as? TraitChangeRegistration else { return }
    (self as? UIResponder)?.traitChangeRegistrations.removeAll { $0 === registration }
  }

  private func register(
    _ traits: [UITrait], _ call: @escaping @MainActor (AnyObject, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration(traits: traits, call: call)
    (self as? UIResponder)?.traitChangeRegistrations.append(registration)
    return registration
  }
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}

/// One registration: the traits it watches and what it calls.
@preconcurrency @MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
  let traits: [UITrait]
  let call: @MainActor (AnyObject, UITraitCollection) -> Void

  init(traits: [UITrait], call: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
    self.traits = traits
    self.call = call
  }
}

/// Delivery of trait changes to registrations.
@MainActor
enum TraitChangeRegistry {
  /// Sends `action` to `target` with as many of `object` and `previous` as its method takes.
  static func send(
    _ action: Selector, to target: AnyObject, object: AnyObject, previous: UITraitCollection
  ) {
    if ObjectiveCRuntime.sendIfImplemented(target, action, [object, previous]) == nil {
      fatalError(ObjectiveCRuntime.unrecognized(action, target))
    }
  }
}

extension UIResponder {
  /// Calls ``UITraitEnvironment/traitCollectionDidChange(_:)`` with `previous`, then the
  /// registrations (``UITraitChangeObservable``) watching a trait that differs between
  /// `previous` and `current`.
  func deliverTraitChange(
    previous: UITraitCollection, current: UITraitCollection,
    didChange: (UITraitCollection) -> Void
  ) {
    didChange(previous)
    guard !traitChangeRegistrations.isEmpty else { return }
    for registration in traitChangeRegistrations
    where registration.traits.contains(where: { current.differs(in: $0, from: previous) }) {
      registration.call(self, previous)
    }
  }
}
