import Foundation

/// Paths compare as `NSObject`s do on iOS: `==` is `isEqual(_:)`, which `UIBezierPath` does not
/// override, so two paths are equal only when they are the same object (`path != oldPath`
/// asks whether a new path object was set, not whether the shapes differ).
extension UIBezierPath: Equatable, Hashable {
  public static func == (lhs: UIBezierPath, rhs: UIBezierPath) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
