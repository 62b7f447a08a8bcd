import Foundation

/// How a layer's ``CALayer/contents`` is placed in its bounds (`CALayerContentsGravity`,
/// Core Animation's string constants).
///
/// The vertical names follow Core Animation's y-up naming: Apple's documentation says that
/// where contents are flipped "top aligns contents to the bottom of the layer and bottom aligns
/// content to the top", and a layer's contents are drawn that way on iOS, whose layers have a
/// y-down geometry. So `.top` puts the image against the bottom edge of a layer of its own,
/// as developers report on iOS. A view's layer is placed by the view's `contentMode` instead,
/// whose `.top` is the top edge.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let center = CALayerContentsGravity(rawValue: "center")
  public static let top = CALayerContentsGravity(rawValue: "top")
  public static let bottom = CALayerContentsGravity(rawValue: "bottom")
  public static let left = CALayerContentsGravity(rawValue: "left")
  public static let right = CALayerContentsGravity(rawValue: "right")
  public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
  public static let topRight = CALayerContentsGravity(rawValue: "topRight")
  public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
  public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
  /// Stretched to the bounds (the default).
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  /// Scaled to fit, aspect ratio kept.
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  /// Scaled to cover, aspect ratio kept.
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

  /// The view content mode that places contents where this gravity does on iOS (vertical
  /// names swapped, see the type); an unknown name stretches, as Core Animation's default.
  var placement: UIView.ContentMode {
    switch self {
    case .center: .center
    case .top: .bottom
    case .bottom: .top
    case .left: .left
    case .right: .right
    case .topLeft: .bottomLeft
    case .topRight: .bottomRight
    case .bottomLeft: .topLeft
    case .bottomRight: .topRight
    case .resizeAspect: .scaleAspectFit
    case .resizeAspectFill: .scaleAspectFill
    default: .scaleToFill
    }
  }
}
