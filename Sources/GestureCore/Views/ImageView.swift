import Foundation

/// A view that shows an image, UIKit's `UIImageView`.
///
/// As in UIKit, `isUserInteractionEnabled` is false by default (Apple,
/// `UIImageView.isUserInteractionEnabled`): touches pass through to the view behind unless a
/// subclass or the scenario turns it on.
open class ImageView: View {
  /// The image shown, stretched to the bounds (`contentMode` `.scaleToFill`), or `nil`.
  open var image: Image?

  /// An image view with the given frame, not taking touches.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// An image view sized to the image, at the origin (`init(image:)`).
  public convenience init(image: Image?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }
}

/// An image an `ImageView` shows: a name the renderer resolves (a PNG file) and its size in
/// points, UIKit's `UIImage` as far as layout and drawing need it.
public struct Image: Sendable, Equatable, Hashable {
  /// Where the renderer finds the pixels: a file path, absolute or relative to the scenario.
  public var source: String
  /// The image's size in points.
  public var size: CGSize

  /// An image from `source` with a size in points.
  public init(source: String, size: CGSize) {
    self.source = source
    self.size = size
  }
}
