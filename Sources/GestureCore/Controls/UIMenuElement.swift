import Foundation

/// What menus, actions and commands have in common, UIKit's `UIMenuElement` (iOS 13): a title,
/// a subtitle and an image. You create its subclass ``UIAction``, not this class.
///
/// The simulation draws no menus; actions matter here as the handlers controls run
/// (``UIControl/addAction(_:for:)``).
@preconcurrency @MainActor
open class UIMenuElement: AssociatedObjectHost {
  /// The title (`title`).
  open var title: String { storedTitle }
  /// The subtitle shown under the title, or `nil` (`subtitle`, iOS 15).
  open var subtitle: String? {
    get { storedSubtitle }
    set { storedSubtitle = newValue }
  }
  /// The image shown beside the title, or `nil` (`image`).
  open var image: UIImage? { storedImage }

  var storedTitle: String
  var storedSubtitle: String?
  var storedImage: UIImage?
  /// Values attached with ``objc_setAssociatedObject(_:_:_:_:)`` (owned by the element).
  nonisolated let associatedObjectStore = AssociatedObjectStore()

  init(title: String, subtitle: String?, image: UIImage?) {
    storedTitle = title
    storedSubtitle = subtitle
    storedImage = image
  }
}

/// Menu elements and actions are equal only to themselves: UIKit's `UIMenuElement` inherits
/// `NSObject`, whose `==` is `isEqual(_:)`, identity unless a class overrides it. So
/// `actions.firstIndex(of: action)` works as on iOS.
extension UIMenuElement: Hashable {
  /// Whether `lhs` and `rhs` are the same object.
  nonisolated public static func == (lhs: UIMenuElement, rhs: UIMenuElement) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
