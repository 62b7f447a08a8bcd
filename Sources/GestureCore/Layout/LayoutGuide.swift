import Foundation

/// An invisible rectangle that takes part in Auto Layout, UIKit's `UILayoutGuide`: it has
/// anchors like a view but draws nothing and receives no touches.
///
/// A guide belongs to the view it was added to (``View/addLayoutGuide(_:)``), and its frame is
/// in that view's coordinate space. Every view has a ``View/safeAreaLayoutGuide``, which the
/// engine keeps inset from the view's edges by ``View/safeAreaInsets``.
///
/// Apple: https://developer.apple.com/documentation/uikit/uilayoutguide
open class LayoutGuide {
  /// The view the guide belongs to (weak, as in UIKit), or `nil` before it is added.
  public internal(set) weak var owningView: View?
  /// A name for the guide in reports (`UIViewSafeAreaLayoutGuide` for safe areas).
  open var identifier = ""
  /// The guide's rectangle in its owning view's coordinates, points, as of the last layout pass
  /// (zero before one).
  public internal(set) var layoutFrame: CGRect = .zero
  /// Whether this is a view's safe area guide, which the engine constrains itself.
  let isSafeArea: Bool

  /// A guide not yet added to a view.
  public init() {
    isSafeArea = false
  }

  init(safeAreaOf view: View) {
    isSafeArea = true
    identifier = "UIViewSafeAreaLayoutGuide"
    owningView = view
  }

  /// The left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
  /// The right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
  /// The leading edge (left: text is laid out left to right).
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
  /// The trailing edge (right).
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
  /// The horizontal center.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
  /// The vertical center.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
  /// The width.
  public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
  /// The height.
  public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}
