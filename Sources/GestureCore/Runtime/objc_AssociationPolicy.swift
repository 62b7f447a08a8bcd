/// How ``objc_setAssociatedObject(_:_:_:_:)`` holds a value, with the Objective-C runtime's case
/// names and raw values (`objc_AssociationPolicy`, `<objc/runtime.h>`).
///
/// Atomic and non-atomic policies behave the same here: every store takes a lock.
public enum objc_AssociationPolicy: UInt, Sendable {
  /// A reference that does not keep the value alive (`OBJC_ASSOCIATION_ASSIGN`, 0). An object
  /// is held weakly, so reading it after it is gone gives `nil` (the Objective-C runtime keeps
  /// a dangling pointer instead); a value that is not an object (a closure, a struct) is kept
  /// as it is, since it has no lifetime of its own.
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// A strong reference, set without a lock in Objective-C (`OBJC_ASSOCIATION_RETAIN_NONATOMIC`,
  /// 1).
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// A strong reference to a copy (`OBJC_ASSOCIATION_COPY_NONATOMIC`, 3): an `NSCopying` object
  /// is copied with `copy(with: nil)`; other values are kept as they are (a Swift closure or
  /// struct already has value semantics for this purpose).
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// A strong reference (`OBJC_ASSOCIATION_RETAIN`, 0o1401).
  case OBJC_ASSOCIATION_RETAIN = 0o1401
  /// A strong reference to a copy (`OBJC_ASSOCIATION_COPY`, 0o1403); see
  /// ``OBJC_ASSOCIATION_COPY_NONATOMIC``.
  case OBJC_ASSOCIATION_COPY = 0o1403
}
