/// An object of the core that can carry associated objects: it owns an
/// ``AssociatedObjectStore``, so the values live exactly as long as it does.
///
/// The core's UIKit objects conform: responders (views, windows, controls, view controllers),
/// gesture recognizers, constraints, layout guides, layers, touches, events and `UIAction`.
/// On Apple platforms every `NSObject` can; without the Objective-C runtime the storage has to
/// be a property of the object, and only the core's classes have one.
protocol AssociatedObjectHost: _ObjCProtocol {
  /// The object's associated values (owned by the object).
  nonisolated var associatedObjectStore: AssociatedObjectStore { get }
}
