import Foundation

/// Where the nine parts of a resizable image go: the source rectangle of each in the image's
/// points (origin top left), and the rectangle it fills in the destination.
///
/// Columns are the left cap, the middle and the right cap; rows the top cap, the middle and the
/// bottom cap. A destination narrower (or shorter) than the two caps together shrinks both caps
/// by the same factor and leaves no middle: Apple does not document that case, and scaling the
/// caps keeps the image's ends whole rather than overlapping them.
struct NinePartLayout {
  /// One part: the source (image points), the destination, and whether it repeats along x
  /// and y (the middle column and row in `.tile` mode).
  struct Part: Equatable {
    var source: CGRect
    var destination: CGRect
    var tilesX: Bool
    var tilesY: Bool
  }

  /// `caps` with negatives at 0 and each pair cut to `size`, keeping the pair's ratio.
  static func clamped(_ caps: UIEdgeInsets, to size: CGSize) -> UIEdgeInsets {
    let (left, right) = pair(max(0, caps.left), max(0, caps.right), within: size.width)
    let (top, bottom) = pair(max(0, caps.top), max(0, caps.bottom), within: size.height)
    return UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }

  /// The parts with a non-empty source and destination, row by row from the top left.
  static func parts(
    imageSize: CGSize, caps: UIEdgeInsets, mode: UIImage.ResizingMode, in rect: CGRect
  ) -> [Part] {
    let r = rect.standardized
    let c = clamped(caps, to: imageSize)
    let sourceX = edges(0, c.left, imageSize.width - c.right, imageSize.width)
    let sourceY = edges(0, c.top, imageSize.height - c.bottom, imageSize.height)
    let (left, right) = pair(c.left, c.right, within: r.width)
    let (top, bottom) = pair(c.top, c.bottom, within: r.height)
    let destinationX = edges(r.minX, r.minX + left, r.maxX - right, r.maxX)
    let destinationY = edges(r.minY, r.minY + top, r.maxY - bottom, r.maxY)
    var parts: [Part] = []
    for row in 0..<3 {
      for column in 0..<3 {
        let source = CGRect(
          x: sourceX[column], y: sourceY[row], width: sourceX[column + 1] - sourceX[column],
          height: sourceY[row + 1] - sourceY[row])
        let destination = CGRect(
          x: destinationX[column], y: destinationY[row],
          width: destinationX[column + 1] - destinationX[column],
          height: destinationY[row + 1] - destinationY[row])
        guard source.width > 0, source.height > 0, destination.width > 0,
          destination.height > 0
        else { continue }
        parts.append(
          Part(
            source: source, destination: destination, tilesX: mode == .tile && column == 1,
            tilesY: mode == .tile && row == 1))
      }
    }
    return parts
  }

  /// Two caps fitted within `length`: unchanged when they fit, else scaled by one factor.
  private static func pair(_ a: CGFloat, _ b: CGFloat, within length: CGFloat) -> (
    CGFloat, CGFloat
  ) {
    guard a + b > length, a + b > 0 else { return (a, b) }
    let factor = max(0, length) / (a + b)
    return (a * factor, b * factor)
  }

  private static func edges(_ values: CGFloat...) -> [CGFloat] { values }
}

extension NinePartLayout {
  /// Draws `image` (`scale` pixels per point, so `image.width / scale` points wide) in nine
  /// parts into `rect` of `context` (UIKit's space, upright): each part cropped from the
  /// pixels, scaled into its destination or, for tiled parts, repeated at its own size from
  /// the part's top left and cut at its far edges.
  static func draw(
    _ image: CGImage, scale: CGFloat, caps: UIEdgeInsets, mode: UIImage.ResizingMode,
    in rect: CGRect, of context: CGContext
  ) {
    let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
    for part in parts(imageSize: size, caps: caps, mode: mode, in: rect) {
      let pixels = CGRect(
        x: part.source.minX * scale, y: part.source.minY * scale,
        width: part.source.width * scale, height: part.source.height * scale)
      guard let piece = image.cropping(to: pixels) else { continue }
      let tileWidth = part.tilesX ? part.source.width : part.destination.width
      let tileHeight = part.tilesY ? part.source.height : part.destination.height
      context.saveGState()
      context.clip(to: part.destination)
      var y = part.destination.minY
      while y < part.destination.maxY {
        var x = part.destination.minX
        while x < part.destination.maxX {
          context.draw(
            piece, in: CGRect(x: x, y: y, width: tileWidth, height: tileHeight), flipped: false)
          x += tileWidth
        }
        y += tileHeight
      }
      context.restoreGState()
    }
  }
}

extension UIImage {
  /// Draws a resizable image's nine parts into `rect` of `context` (UIKit's space, upright)
  /// at the image's scale (``NinePartLayout/draw(_:scale:caps:mode:in:of:)``).
  func drawNineParts(in rect: CGRect, of context: CGContext, image: CGImage) {
    NinePartLayout.draw(
      image, scale: scale, caps: capInsets, mode: resizingMode, in: rect, of: context)
  }
}
