import Foundation

/// An image, UIKit's `UIImage`: a PNG file or a bitmap made by code (`UIGraphicsImageRenderer`,
/// `init(cgImage:)`), with its size in points and its scale. Immutable, shareable across
/// threads and not main-actor isolated, as in the iOS SDK. Two images are equal when they are
/// the same object (`==` is `===`; the core's classes do not inherit `NSObject`).
///
/// The simulation needs only the size of a file (layout, `sizeToFit`, content modes); it reads
/// the pixel size from the file's header and leaves decoding to the renderer, which draws the
/// file, unless code asks for the pixels (``cgImage``, `draw(in:)`). Files and data may be PNG
/// or JPEG; other formats give `nil` (iOS decodes HEIC, GIF and others too).
open class UIImage: Hashable, @unchecked Sendable {
  /// The image's size in points: its pixel size divided by ``scale``, width and height swapped
  /// for a quarter-turn ``imageOrientation`` (`size`).
  open var size: CGSize {
    imageOrientation.isQuarterTurn
      ? CGSize(width: pointSize.height, height: pointSize.width) : pointSize
  }
  /// Pixels per point (`scale`): 2 for a file named `name@2x.png`, 3 for `name@3x.png`, else 1;
  /// for a bitmap, the scale it was made with.
  open var scale: CGFloat { pixelsPerPoint }
  /// How the pixels are turned to be shown upright (`imageOrientation`, `.up` for files).
  public let imageOrientation: Orientation
  /// A string that identifies the image to UI tests and assistive code
  /// (`accessibilityIdentifier`, `UIAccessibilityIdentification`), `nil` until set. Set and
  /// read on the main thread, as UIKit's.
  open var accessibilityIdentifier: String?
  /// The pixels: a PNG file (an absolute, standardized path) or a bitmap.
  let content: ImageContent
  private let pointSize: CGSize
  private let pixelsPerPoint: CGFloat
  /// A file's pixels, decoded the first time code asks for them.
  private let decoded: DecodedPixels
  /// How views draw the image (`renderingMode`, default ``RenderingMode-swift.enum/automatic``):
  /// ``withRenderingMode(_:)`` makes a copy with another.
  public let renderingMode: RenderingMode
  /// The colour a symbol image always draws in (``withTintColor(_:)`` on a symbol), else `nil`.
  package let symbolTintColor: UIColor?
  /// What the image is if it is a symbol (``init(systemName:file:line:)``), else `nil`.
  package let symbol: SymbolDescription?

  /// The PNG or JPEG file at `path` (`init(contentsOfFile:)`), or `nil` when it cannot be read
  /// or is neither (a JPEG is decoded at once; a PNG's pixels when first needed). A relative path is taken from the current directory (iOS expects a full
  /// path). The scale comes from an `@2x` or `@3x` suffix before the extension, as
  /// `UIImage(named:)` reads it; only a PNG's first 24 bytes are read.
  public init?(contentsOfFile path: String) {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL
    let scale = UIImage.scaleSuffix(of: absolute.deletingPathExtension().lastPathComponent)
    guard let pixels = PNGHeader.pixelSize(ofFileAtPath: absolute.path) else {
      // A JPEG file is decoded now (libjpeg-turbo), and kept as a bitmap.
      guard let data = FileManager.default.contents(atPath: absolute.path),
        let image = CGImage.decodingJPEG(data)
      else { return nil }
      content = .bitmap(image)
      imageOrientation = .up
      pixelsPerPoint = scale
      pointSize = CGSize(
        width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
      (decoded, renderingMode, symbolTintColor, symbol) = (DecodedPixels(), .automatic, nil, nil)
      return
    }
    self.content = .file(absolute.path)
    (decoded, renderingMode, symbolTintColor, symbol) = (DecodedPixels(), .automatic, nil, nil)
    imageOrientation = .up
    pixelsPerPoint = scale
    pointSize = CGSize(
      width: CGFloat(Double(pixels.width)) / scale, height: CGFloat(Double(pixels.height)) / scale)
  }

  /// The image named `name` among the app's images (`init(named:)`), or `nil` when there is
  /// none. iOS looks in the app's main bundle, its compiled asset catalog first; here:
  /// 1. the image set `name` of the asset catalogs beside the scenario and its code
  ///    (``NamedImageLookup/catalogs``; `Folder/Name` inside a folder that provides a
  ///    namespace), its variant for ``UITraitCollection/current`` and the screen's scale, at
  ///    the set's scale and rendering intent (`template` draws in the tint), as
  ///    ``AssetCatalogs`` and `AssetImageSet` describe;
  /// 2. else a loose file in the directories of ``NamedImageLookup/current`` (the scenario
  ///    file's directory), searched as ``NamedImageLookup/path(forImageNamed:)`` describes:
  ///    `name`, `name.png`, `name@2x.png`, `name@3x.png`, preferring the screen's scale.
  ///
  /// A name found nowhere records an `asset.missing` timeline warning naming it and where the
  /// code asked for it (`file` and `line` default to the caller's: leave them out), as a `nil`
  /// image shows nothing and is easily missed. Images are not cached: each call gives a new
  /// object.
  public convenience init?(named name: String, file: StaticString = #fileID, line: UInt = #line)
  {
    self.init(named: name, traits: .current, call: "UIImage(named:", file: file, line: line)
  }

  /// The image named `name` for `traitCollection` (`init(named:in:compatibleWith:)`): as
  /// ``init(named:file:line:)``, the catalog variant chosen for `traitCollection`'s appearance
  /// (``UITraitCollection/current`` when `nil`). The app's images are one set here, so
  /// `bundle` does not change which is found.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?,
    file: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(
      named: name, traits: traitCollection ?? .current, call: "UIImage(named:in:compatibleWith:",
      file: file, line: line)
  }

  /// The image named `name` with `configuration` (`init(named:in:with:)`): as
  /// ``init(named:file:line:)``, the catalog variant chosen for ``UITraitCollection/current``
  /// (a configuration carries no trait collection in this model). A symbol configuration does
  /// not change a catalog or file image, as on iOS for bitmap images.
  public convenience init?(
    named name: String, in bundle: Bundle?, with configuration: Configuration?,
    file: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(
      named: name, traits: .current, call: "UIImage(named:in:with:", file: file, line: line)
  }

  /// The catalog image or loose file `name` for `traits`, else `nil` after an `asset.missing`
  /// warning naming `call` at `file`:`line`.
  private convenience init?(
    named name: String, traits: UITraitCollection, call: String, file: StaticString, line: UInt
  ) {
    let lookup = NamedImageLookup.current
    if let image = lookup.catalogs.image(
      named: name, traits: traits, displayScale: lookup.displayScale)
    {
      self.init(image, renderingMode: image.renderingMode, symbolTintColor: nil)
      return
    }
    if !lookup.catalogs.hasSet(named: name, color: false),
      let path = lookup.path(forImageNamed: name), let image = UIImage(contentsOfFile: path)
    {
      // A copy, so that a JPEG file is decoded once.
      self.init(image, renderingMode: .automatic, symbolTintColor: nil)
      return
    }
    if !lookup.catalogs.hasSet(named: name, color: false) {
      lookup.catalogs.report(
        [
          AssetCatalogs.missingMessage(
            call: call, name: name, kind: "image set or image file", lookup: lookup,
            file: "\(file)", line: line)
        ], kind: "asset.missing")
    }
    return nil
  }

  /// The image of an image literal, `#imageLiteral(resourceName:)` as Xcode writes it
  /// (`init(imageLiteralResourceName:)`): the image ``init(named:file:line:)`` finds (an
  /// asset catalog's first). UIKit's overlay makes it through an implicitly unwrapped
  /// `init(named:)`, so a name no image has stops the app; here it stops the run with the name.
  public required convenience init(imageLiteralResourceName name: String) {
    guard
      let image = UIImage(
        named: name, traits: .current, call: "#imageLiteral(resourceName:", file: "", line: 0)
    else {
      fatalError("#imageLiteral(resourceName: \"\(name)\"): no image has this name")
    }
    self.init(image, renderingMode: image.renderingMode, symbolTintColor: nil)
  }

  /// An image of `cgImage`'s pixels at scale 1 (`init(cgImage:)`).
  public convenience init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: 1, orientation: .up)
  }

  /// An image of `cgImage`'s pixels at `scale` pixels per point, shown turned by `orientation`
  /// (`init(cgImage:scale:orientation:)`); a scale of 0 or less counts as 1.
  public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    let s = scale > 0 ? scale : 1
    content = .bitmap(cgImage)
    pixelsPerPoint = s
    imageOrientation = orientation
    pointSize = CGSize(width: CGFloat(cgImage.width) / s, height: CGFloat(cgImage.height) / s)
    (decoded, renderingMode, symbolTintColor, symbol) = (DecodedPixels(), .automatic, nil, nil)
  }

  /// A copy of `image` (its pixels, size, scale and orientation) drawn with `renderingMode`,
  /// symbol tint `symbolTintColor` and symbol `symbol` (`image`'s when `nil`).
  package init(
    _ image: UIImage, renderingMode: RenderingMode, symbolTintColor: UIColor?,
    symbol: SymbolDescription? = nil
  ) {
    content = image.content
    pixelsPerPoint = image.pixelsPerPoint
    imageOrientation = image.imageOrientation
    pointSize = image.pointSize
    decoded = image.decoded
    self.renderingMode = renderingMode
    self.symbolTintColor = symbolTintColor
    self.symbol = symbol ?? image.symbol
  }

  /// A copy of `image` (a file read at the scale of its name) whose pixels are `scale` pixels
  /// per point, drawn with `renderingMode`: an asset catalog's image, whose scale is the set's.
  package init(_ image: UIImage, scale: CGFloat, renderingMode: RenderingMode) {
    content = image.content
    pixelsPerPoint = scale
    imageOrientation = image.imageOrientation
    let ratio = image.pixelsPerPoint / scale
    pointSize = CGSize(
      width: image.pointSize.width * ratio, height: image.pointSize.height * ratio)
    decoded = image.decoded
    self.renderingMode = renderingMode
    symbolTintColor = nil
    symbol = nil
  }

  /// The pixels as a Core Graphics image (`cgImage`): a bitmap's own, a file's decoded (once);
  /// `nil` when the file can no longer be read.
  open var cgImage: CGImage? {
    switch content {
    case .bitmap(let image): return image
    case .file(let path): return decoded.image(ofFileAtPath: path)
    }
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

/// The pixels of a file image, decoded on first use and kept; a lock guards them, as images are
/// shared across threads.
private final class DecodedPixels: @unchecked Sendable {
  private let lock = NSLock()
  private var image: CGImage??

  func image(ofFileAtPath path: String) -> CGImage? {
    lock.withLock {
      if let image { return image }
      let decoded = CGImage.decodingPNG(atPath: path)
      image = .some(decoded)
      return decoded
    }
  }
}
