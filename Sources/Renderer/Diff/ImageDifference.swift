import Foundation

/// How two images differ, pixel by pixel.
///
/// A pixel *changed* when some channel (red, green, blue or alpha, 0…255) differs by more than
/// the tolerance. Images of different sizes are compared on the larger size; pixels outside one
/// of them count as changed with difference 255.
public struct ImageDifference: Sendable, Equatable {
  /// The width compared, pixels (the larger of the two images').
  public var width: Int
  /// The height compared, pixels (the larger of the two images').
  public var height: Int
  /// How many pixels changed.
  public var changedPixels: Int
  /// The largest difference of any channel of any pixel, 0…255 (also for pixels within the
  /// tolerance).
  public var largestChannelDifference: Int
  /// The smallest rectangle holding every changed pixel, or `nil`.
  public var changedRect: PixelRect?
  /// Whether the sizes differ.
  public var sizesDiffer: Bool

  /// The share of the compared pixels that changed, 0…1.
  public var changedShare: Double {
    width * height == 0 ? 0 : Double(changedPixels) / Double(width * height)
  }

  /// Compares `old` and `new`; a pixel changed when a channel differs by more than
  /// `tolerance`. Also returns the delta picture when `makesDelta` is true. This is the plain
  /// per-pixel definition; ``DirectoryDiff`` uses the faster ``DeltaKernel``, which is tested
  /// to give the same counts, largest difference and box.
  public static func compare(
    _ old: RenderedImage, _ new: RenderedImage, tolerance: Int = 0, makesDelta: Bool = false
  ) -> (difference: ImageDifference, delta: RenderedImage?) {
    let width = max(old.width, new.width)
    let height = max(old.height, new.height)
    // Equal pixels (the usual case when two runs encoded the same frames differently): one
    // comparison, and the delta is the new image faded, which nobody looks at, so none is made.
    if tolerance >= 0 && old.width == new.width && old.height == new.height
      && old.rgba == new.rgba
    {
      let same = ImageDifference(
        width: width, height: height, changedPixels: 0, largestChannelDifference: 0,
        changedRect: nil, sizesDiffer: false)
      return (same, makesDelta ? fadedCopy(of: new) : nil)
    }
    var changed = 0
    var largest = 0
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    var delta = makesDelta ? [UInt8](repeating: 0, count: width * height * 4) : []
    // A pixel only one image has: white, faded.
    let outside = Self.faded(255, 255, 255, 255)
    old.rgba.withUnsafeBufferPointer { a in
      new.rgba.withUnsafeBufferPointer { b in
        delta.withUnsafeMutableBufferPointer { d in
          for y in 0..<height {
            for x in 0..<width {
              let inOld = x < old.width && y < old.height
              let inNew = x < new.width && y < new.height
              var difference = 255
              var faded = outside
              if inOld && inNew {
                let i = (y * old.width + x) * 4
                let j = (y * new.width + x) * 4
                difference = max(
                  max(abs(Int(a[i]) - Int(b[j])), abs(Int(a[i + 1]) - Int(b[j + 1]))),
                  max(abs(Int(a[i + 2]) - Int(b[j + 2])), abs(Int(a[i + 3]) - Int(b[j + 3]))))
                if makesDelta { faded = Self.faded(b[j], b[j + 1], b[j + 2], b[j + 3]) }
              }
              largest = max(largest, difference)
              let isChanged = difference > tolerance
              if isChanged {
                changed += 1
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
              }
              if makesDelta {
                let o = (y * width + x) * 4
                if isChanged {
                  // Magenta, stronger for larger differences, never fainter than half.
                  let strength = 0.5 + 0.5 * Double(difference) / 255
                  d[o] = 255
                  d[o + 1] = Self.rounded(255 * (1 - strength))
                  d[o + 2] = Self.rounded(255 * (1 - strength * 0.2))
                } else {
                  d[o] = faded
                  d[o + 1] = faded
                  d[o + 2] = faded
                }
                d[o + 3] = 255
              }
            }
          }
        }
      }
    }
    let rect =
      changed > 0
      ? PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
    let difference = ImageDifference(
      width: width, height: height, changedPixels: changed, largestChannelDifference: largest,
      changedRect: rect, sizesDiffer: old.width != new.width || old.height != new.height)
    return (difference, makesDelta ? RenderedImage(width: width, height: height, rgba: delta) : nil)
  }

  /// The delta picture of two equal images: `image` faded to light grey, opaque.
  private static func fadedCopy(of image: RenderedImage) -> RenderedImage {
    var delta = [UInt8](repeating: 255, count: image.rgba.count)
    image.rgba.withUnsafeBufferPointer { b in
      delta.withUnsafeMutableBufferPointer { d in
        for o in stride(from: 0, to: b.count, by: 4) {
          let faded = Self.faded(b[o], b[o + 1], b[o + 2], b[o + 3])
          d[o] = faded
          d[o + 1] = faded
          d[o + 2] = faded
        }
      }
    }
    return RenderedImage(width: image.width, height: image.height, rgba: delta)
  }

  /// `value` (0…255) rounded half away from zero, as `rounded()` does, without a libm call:
  /// for a non-negative value that is the integer part of value + 0.5.
  @inline(__always)
  private static func rounded(_ value: Double) -> UInt8 { UInt8(value + 0.5) }

  /// An unchanged pixel of the delta picture: the new image's straight RGBA pixel as light grey
  /// (its luma, over white by its alpha, mapped to 185…250), for context.
  @inline(__always)
  private static func faded(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt8 {
    let alpha = Double(a) / 255
    let luma = 0.299 * Double(r) + 0.587 * Double(g) + 0.114 * Double(b)
    let gray = 255 - (255 - luma) * alpha
    return rounded(185 + gray * 65 / 255)
  }
}
