import Foundation

/// A rectangle of whole pixels: origin at the top left, y down.
public struct PixelRect: Sendable, Equatable, CustomStringConvertible {
  /// The left column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// The width in pixels, at least 1 for a non-empty rectangle.
  public var width: Int
  /// The height in pixels.
  public var height: Int

  /// Creates a rectangle; see the properties.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// How many pixels it covers.
  public var area: Int { width * height }

  /// "120×40 at (10, 300)".
  public var description: String { "\(width)×\(height) at (\(x), \(y))" }

  /// The smallest rectangle holding every pixel whose RGBA value differs between `old` and
  /// `new` (images of the same size), or `nil` when they are identical.
  public static func changed(from old: RenderedImage, to new: RenderedImage) -> PixelRect? {
    precondition(old.width == new.width && old.height == new.height)
    let width = old.width
    let height = old.height
    return old.rgba.withUnsafeBytes { a in
      new.rgba.withUnsafeBytes { b in
        let rowBytes = width * 4
        func rowDiffers(_ y: Int) -> Bool {
          memcmp(a.baseAddress! + y * rowBytes, b.baseAddress! + y * rowBytes, rowBytes) != 0
        }
        guard let top = (0..<height).first(where: rowDiffers) else { return nil }
        let bottom = (top..<height).last(where: rowDiffers)!
        var left = width
        var right = -1
        func wa(_ i: Int) -> UInt32 { a.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self) }
        func wb(_ i: Int) -> UInt32 { b.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self) }
        for y in top...bottom {
          let base = y * width
          var x = 0
          while x < left {
            if wa(base + x) != wb(base + x) {
              left = x
              break
            }
            x += 1
          }
          x = width - 1
          while x > right {
            if wa(base + x) != wb(base + x) {
              right = x
              break
            }
            x -= 1
          }
        }
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
      }
    }
  }
}

extension RenderedImage {
  /// Whether every pixel of both images is the same (same size and bytes).
  func hasSamePixels(as other: RenderedImage) -> Bool {
    guard width == other.width, height == other.height else { return false }
    return rgba.withUnsafeBytes { a in
      other.rgba.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
    }
  }

  /// Whether every pixel is fully opaque.
  var isOpaque: Bool {
    rgba.withUnsafeBufferPointer { p in
      var i = 3
      while i < p.count {
        if p[i] != 255 { return false }
        i += 4
      }
      return true
    }
  }
}
