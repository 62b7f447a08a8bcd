import Foundation

/// A bitmap image (Core Graphics' `CGImage`): immutable pixels, 8 bits per component, 32 bits
/// per pixel, premultiplied alpha first in the machine's native word order (Cairo's `ARGB32`,
/// what ``CGContext`` draws into), rows from the top.
///
/// Images are made by a context (``CGContext/makeImage()``), decoded from PNG data, or
/// cropped. Two images are equal when their size and pixels are.
public final class CGImage: @unchecked Sendable, Equatable, Hashable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The bytes of one row, at least `4 · width` (Cairo's stride).
  public let bytesPerRow: Int
  /// The pixels, `bytesPerRow · height` bytes; each pixel one native-endian `UInt32`
  /// `0xAARRGGBB` with the colour premultiplied by alpha. Never written after the image is
  /// made.
  let storage: PixelStorage
  /// The box outside which every pixel is transparent (zero bytes), as the context that drew
  /// the image recorded it (``PixelBox``); `nil` when not known (an image decoded or copied).
  /// Comparisons of two images read only their boxes.
  package let inkedBox: PixelBox?

  /// 8 (`bitsPerComponent`).
  public var bitsPerComponent: Int { 8 }
  /// 32 (`bitsPerPixel`).
  public var bitsPerPixel: Int { 32 }
  /// `.premultipliedFirst` (`alphaInfo`).
  public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
  /// Device RGB (`colorSpace`).
  public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

  /// An image of `pixels` as described on the type. `pixels.count` must be
  /// `bytesPerRow · height`.
  package convenience init(width: Int, height: Int, bytesPerRow: Int, pixels: [UInt8]) {
    let storage = pixels.withUnsafeBytes { PixelStorage(copying: $0) }
    self.init(width: width, height: height, bytesPerRow: bytesPerRow, storage: storage!)
  }

  /// An image over `storage`, which it owns from now on; every pixel outside `inkedBox`, when
  /// given, must be transparent.
  init(
    width: Int, height: Int, bytesPerRow: Int, storage: PixelStorage, inkedBox: PixelBox? = nil
  ) {
    precondition(storage.count == bytesPerRow * height && bytesPerRow >= 4 * width)
    self.width = width
    self.height = height
    self.bytesPerRow = bytesPerRow
    self.storage = storage
    self.inkedBox = inkedBox
  }

  /// The part of the image inside `rect` (pixels, origin top left), or `nil` when they do not
  /// meet (`cropping(to:)`); `rect` is rounded outward to whole pixels.
  public func cropping(to rect: CGRect) -> CGImage? {
    let bounds = CGRect(x: 0, y: 0, width: width, height: height)
    let area = rect.standardized.integral.intersection(bounds)
    guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
    let x = Int(area.minX)
    let y = Int(area.minY)
    let w = Int(area.width)
    let h = Int(area.height)
    guard let cropped = PixelStorage(zeroed: 4 * w * h), let target = cropped.bytes,
      let source = storage.bytes
    else { return nil }
    for row in 0..<h {
      (target + 4 * w * row).copyMemory(
        from: source + (y + row) * bytesPerRow + 4 * x, byteCount: 4 * w)
    }
    return CGImage(width: w, height: h, bytesPerRow: 4 * w, storage: cropped)
  }

  /// The colour of pixel (`x`, `y`) (origin top left), not premultiplied, components 0…255;
  /// `nil` outside the image. What tests and `UIColor(patternImage:)`-like readers use.
  public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
    guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
    let offset = y * bytesPerRow + 4 * x
    let word = storage.buffer.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
    let a = UInt8(word >> 24)
    func component(_ shift: UInt32) -> UInt8 {
      let value = UInt32((word >> shift) & 0xFF)
      guard a > 0 else { return 0 }
      return UInt8(min(255, (value * 255 + UInt32(a) / 2) / UInt32(a)))
    }
    return (component(16), component(8), component(0), a)
  }

  public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
    guard lhs !== rhs else { return true }
    guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.bytesPerRow == rhs.bytesPerRow
    else { return false }
    guard let box = lhs.comparedBox(with: rhs) else {
      return lhs.storage.hasSameBytes(as: rhs.storage)
    }
    // Both are transparent outside their boxes: only the rows and columns of the two boxes
    // can differ.
    guard !box.isEmpty, let a = lhs.storage.bytes, let b = rhs.storage.bytes else { return true }
    for row in box.y0..<box.y1 {
      let offset = row * lhs.bytesPerRow + 4 * box.x0
      if memcmp(a + offset, b + offset, 4 * (box.x1 - box.x0)) != 0 { return false }
    }
    return true
  }

  /// The union of this image's and `other`'s inked boxes, outside which both are transparent;
  /// `nil` when either box is unknown.
  func comparedBox(with other: CGImage) -> PixelBox? {
    guard let mine = inkedBox, let theirs = other.inkedBox else { return nil }
    return mine.union(theirs)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
  }
}

/// Where an image's alpha is and whether colours are premultiplied (`CGImageAlphaInfo`).
public enum CGImageAlphaInfo: UInt32, Sendable {
  case none = 0
  case premultipliedLast = 1
  case premultipliedFirst = 2
  case last = 3
  case first = 4
  case noneSkipLast = 5
  case noneSkipFirst = 6
  case alphaOnly = 7
}

/// A colour space (`CGColorSpace`): every colour here is sRGB, so a space records its name
/// only, for code that creates one to pass along.
public final class CGColorSpace: Sendable {
  /// The space's name (`name`).
  public let name: String?
  /// The space named `name` (`init(name:)`); every name gives an sRGB space here.
  public init?(name: String) { self.name = name }
  /// The standard RGB space's name (`CGColorSpace.sRGB`).
  public static let sRGB = "kCGColorSpaceSRGB"
  /// Display P3's name; drawn as sRGB here.
  public static let displayP3 = "kCGColorSpaceDisplayP3"
  /// The generic grey space's name.
  public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
}

/// The device's RGB space (`CGColorSpaceCreateDeviceRGB()`): sRGB.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.sRGB)! }

/// The device's grey space (`CGColorSpaceCreateDeviceGray()`): colours are sRGB here.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
  CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)!
}

/// An array of Core Foundation objects as Core Graphics' functions take it (`CFArray`): Swift
/// code writes `[a, b] as CFArray`, which is a plain array here.
public typealias CFArray = [Any]
