import Foundation

/// An invisible rectangle that takes part in Auto Layout, UIKit's `UILayoutGuide`: it has
/// anchors like a view but draws nothing and receives no touches.
///
/// A guide belongs to the view it was added to (``UIView/addLayoutGuide(_:)``), and its frame is
/// in that view's coordinate space. Every view has a ``UIView/safeAreaLayoutGuide``, which the
/// engine keeps inset from the view's edges by ``UIView/safeAreaInsets``.
///
/// Apple: https://developer.apple.com/documentation/uikit/uilayoutguide
@preconcurrency @MainActor
open class UILayoutGuide: AssociatedObjectHost {
  /// Values attached with ``objc_setAssociatedObject(_:_:_:_:)`` (owned by the guide).
  nonisolated let associatedObjectStore = AssociatedObjectStore()

  /// The view the guide belongs to (weak, as in UIKit), or `nil` before it is added.
  public internal(set) weak var owningView: UIView?
  /// A name for the guide in reports (`UIViewSafeAreaLayoutGuide` for safe areas).
  open var identifier = ""
  /// The guide's rectangle in its owning view's coordinates, points, as of the last layout pass
  /// (zero before one).
  public internal(set) var layoutFrame: CGRect = .zero
  /// The guides the engine constrains itself, and to what.
  enum SystemRole {
    /// A guide the app added and constrains.
    case none
    /// A view's safe area (``UIView/safeAreaLayoutGuide``).
    case safeArea
    /// A view's layout margins (``UIView/layoutMarginsGuide``).
    case layoutMargins
    /// A view's readable content area (``UIView/readableContentGuide``).
    case readableContent
    /// A scroll view's content area (``UIScrollView/contentLayoutGuide``).
    case scrollContent
    /// A scroll view's frame (``UIScrollView/frameLayoutGuide``).
    case scrollFrame
  }
  /// Which system guide this is, if any.
  let role: SystemRole
  /// Whether this is a view's safe area guide, which the engine constrains itself.
  var isSafeArea: Bool { role == .safeArea }
  /// Whether this is a view's layout margins guide, which the engine constrains itself.
  var isLayoutMargins: Bool { role == .layoutMargins }
  /// Whether the engine makes the guide's constraints (a safe area, layout margins or scroll
  /// view guide): it cannot be added to or removed from a view.
  var isSystem: Bool { role != .none }

  /// A guide not yet added to a view.
  public init() {
    role = .none
  }

  init(safeAreaOf view: UIView) {
    role = .safeArea
    identifier = "UIViewSafeAreaLayoutGuide"
    owningView = view
  }

  init(layoutMarginsOf view: UIView) {
    role = .layoutMargins
    identifier = "UIViewLayoutMarginsGuide"
    owningView = view
  }

  init(readableContentOf view: UIView) {
    role = .readableContent
    identifier = "UIViewReadableContentGuide"
    owningView = view
  }

  /// A scroll view's content or frame guide.
  init(scrollView: UIScrollView, role: SystemRole) {
    self.role = role
    identifier =
      role == .scrollContent
      ? "UIScrollViewContentLayoutGuide" : "UIScrollViewFrameLayoutGuide"
    owningView = scrollView
  }

  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  /// The leading edge (left: text is laid out left to right).
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  /// The trailing edge (right).
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  /// The horizontal center.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  /// The vertical center.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  /// The width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

/// Layout guides are equal only to themselves: UIKit's `UILayoutGuide` inherits `NSObject`,
/// whose `==` is `isEqual(_:)`, identity unless a class overrides it. So
/// `layoutGuides.contains(guide)` works as on iOS.
extension UILayoutGuide: Hashable {
  /// Whether `lhs` and `rhs` are the same object.
  nonisolated public static func == (lhs: UILayoutGuide, rhs: UILayoutGuide) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
