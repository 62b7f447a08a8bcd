import Foundation

extension CGImage {
  /// The pixels of `width` × `height` starting at pixel (`x`, `y`) (origin top left), where a
  /// pixel outside the image repeats the nearest edge pixel: what Core Animation shows for a
  /// `contentsRect` reaching outside the unit rectangle ("the edge pixels of the contents
  /// image will be extended outwards", CALayer.h). `nil` for an empty size or image.
  package func croppingExtendingEdges(x: Int, y: Int, width w: Int, height h: Int) -> CGImage? {
    guard w > 0, h > 0, width > 0, height > 0 else { return nil }
    if x == 0, y == 0, w == width, h == height { return self }
    guard let result = PixelStorage(zeroed: 4 * w * h), let target = result.bytes,
      let source = storage.bytes
    else { return nil }
    for row in 0..<h {
      let sourceRow = min(height - 1, max(0, y + row))
      for column in 0..<w {
        let sourceColumn = min(width - 1, max(0, x + column))
        (target + 4 * (w * row + column)).copyMemory(
          from: source + sourceRow * bytesPerRow + 4 * sourceColumn, byteCount: 4)
      }
    }
    return CGImage(width: w, height: h, bytesPerRow: 4 * w, storage: result)
  }
}
