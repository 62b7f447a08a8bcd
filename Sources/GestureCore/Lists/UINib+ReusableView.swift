import Foundation

extension UINib {
  /// Makes the nib's objects and returns its one top-level object, which must be a `T` (the
  /// cell a list registered the nib for). Any other content stops the run with UIKit's
  /// exception, as iOS raises it.
  func instantiateReusableView<T: UIView>(_ type: T.Type, identifier: String) -> T {
    let objects = instantiate(withOwner: nil)
    guard objects.count == 1, let view = objects[0] as? T else {
      fatalError(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
          + "reason: 'invalid nib registered for identifier (\(identifier)) - nib must contain "
          + "exactly one top level object which must be a \(T.self) instance'")
    }
    return view
  }
}
