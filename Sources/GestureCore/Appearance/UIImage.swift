import Foundation

/// An image, UIKit's `UIImage`: a PNG file with its size in points and its scale. Immutable,
/// shareable across threads and not main-actor isolated, as in the iOS SDK. Two images are
/// equal when they are the same object (`==` is `===`; the core's classes do not inherit
/// `NSObject`).
///
/// The simulation needs only the size (layout, `sizeToFit`, content modes); it reads a file's
/// pixel size from its header and leaves decoding to the renderer, which draws the file. PNG is
/// the only format: other files give `nil` (iOS decodes JPEG, HEIC and others too).
open class UIImage: Hashable, @unchecked Sendable {
  /// The image's size in points: its pixel size divided by ``scale`` (`size`).
  open var size: CGSize { pointSize }
  /// Pixels per point (`scale`): 2 for a file named `name@2x.png`, 3 for `name@3x.png`, else 1.
  open var scale: CGFloat { pixelsPerPoint }
  /// The PNG file, an absolute, standardized path: what the renderer draws.
  let path: String
  private let pointSize: CGSize
  private let pixelsPerPoint: CGFloat

  /// The PNG file at `path` (`init(contentsOfFile:)`), or `nil` when it cannot be read or is
  /// not a PNG. A relative path is taken from the current directory (iOS expects a full
  /// path). The scale comes from an `@2x` or `@3x` suffix before the extension, as
  /// `UIImage(named:)` reads it; only the file's first 24 bytes are read.
  public init?(contentsOfFile path: String) {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL
    guard let pixels = PNGHeader.pixelSize(ofFileAtPath: absolute.path) else { return nil }
    let scale = UIImage.scaleSuffix(of: absolute.deletingPathExtension().lastPathComponent)
    self.path = absolute.path
    pixelsPerPoint = scale
    pointSize = CGSize(
      width: CGFloat(Double(pixels.width)) / scale, height: CGFloat(Double(pixels.height)) / scale)
  }

  /// The image named `name` among the app's images (`init(named:)`), or `nil` when there is
  /// none. iOS looks in the app's main bundle; here the app's images are the directories of
  /// ``NamedImageLookup/current`` (the scenario runner binds the scenario file's directory),
  /// searched as ``NamedImageLookup/path(forImageNamed:)`` describes: `name`, `name.png`,
  /// `name@2x.png`, `name@3x.png`, preferring the screen's scale. Images are not cached:
  /// each call gives a new object.
  public convenience init?(named name: String) {
    guard let path = NamedImageLookup.current.path(forImageNamed: name) else { return nil }
    self.init(contentsOfFile: path)
  }

  /// An SF Symbol (`init(systemName:)`): always `nil`, as the symbols are not available off
  /// Apple platforms. The initializer exists so code that uses symbols compiles and runs,
  /// showing no image.
  public convenience init?(systemName name: String) {
    return nil
  }

  /// Whether `lhs` and `rhs` are the same image object.
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }

  /// Hashes the object's identity, consistent with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// 2 for `header@2x`, 3 for `icon@3x`, else 1.
  static func scaleSuffix(of name: String) -> CGFloat {
    for scale in [2, 3] where name.hasSuffix("@\(scale)x") { return CGFloat(scale) }
    return 1
  }
}
