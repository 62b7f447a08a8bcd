import Foundation

/// A view that shows an image, UIKit's `UIImageView`.
///
/// As in UIKit, `isUserInteractionEnabled` is false by default (Apple,
/// `UIImageView.isUserInteractionEnabled`): touches pass through to the view behind unless a
/// subclass or the scenario turns it on.
open class UIImageView: UIView {
  /// The image shown, or `nil`.
  open var image: UIImage? { didSet { if image != oldValue { invalidateIntrinsicContentSize() } } }
  /// How the image is fitted into the bounds (`UIView.contentMode`, default `.scaleToFill`).
  open var contentMode: ContentMode = .scaleToFill

  /// How an image view fits its image into its bounds, UIKit's `UIView.ContentMode` (the modes
  /// that scale or center).
  public enum ContentMode: String, Sendable, CaseIterable {
    /// Stretched to the bounds, aspect ratio ignored (UIKit's default).
    case scaleToFill
    /// Scaled to fit inside the bounds, aspect ratio kept, centered.
    case scaleAspectFit
    /// Scaled to cover the bounds, aspect ratio kept, centered; overflows unless the view clips.
    case scaleAspectFill
    /// Unscaled, centered.
    case center
  }

  /// Where the image is drawn in the bounds space for the current content mode, points, or
  /// `nil` without an image.
  public func imageRect(in bounds: CGRect) -> CGRect? {
    guard let size = image?.size, size.width > 0, size.height > 0 else { return nil }
    let drawn: CGSize
    switch contentMode {
    case .scaleToFill:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      let sx = bounds.width / size.width
      let sy = bounds.height / size.height
      let s = contentMode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
      drawn = CGSize(width: size.width * s, height: size.height * s)
    case .center:
      drawn = size
    }
    return CGRect(
      x: bounds.midX - drawn.width / 2, y: bounds.midY - drawn.height / 2, width: drawn.width,
      height: drawn.height)
  }

  /// The image's size, points, or no intrinsic size without an image
  /// (`UIImageView.intrinsicContentSize`).
  open override var intrinsicContentSize: CGSize {
    image?.size ?? super.intrinsicContentSize
  }

  /// An image view with the given frame, not taking touches.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// An image view with a zero frame (`init?(coder:)`; nothing is decoded, see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  /// The defaults both initializers set.
  private func setUp() {
    isUserInteractionEnabled = false
  }

  /// An image view sized to the image, at the origin (`init(image:)`).
  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }
}

/// An image an `UIImageView` shows: a name the renderer resolves (a PNG file) and its size in
/// points, UIKit's `UIImage` as far as layout and drawing need it.
public struct UIImage: Sendable, Equatable, Hashable {
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
