import Foundation

extension CGImage {
  /// The smallest rectangle of pixels (origin top left, whole pixels) outside which this image
  /// and `other` are equal, byte for byte; `.null` when they are equal everywhere, and `nil`
  /// when they cannot be compared (their width, height or row length differ).
  ///
  /// The renderer uses it to redraw only what a view's new drawing changed: rows are compared
  /// with `memcmp`, and only the rows that differ are searched for their first and last
  /// differing pixel, so two 1125 × 2001 bitmaps that differ in a stroke's few rows cost one
  /// pass of `memcmp` over 9 MB.
  public func differingRegion(from other: CGImage) -> CGRect? {
    guard width == other.width, height == other.height, bytesPerRow == other.bytesPerRow else {
      return nil
    }
    if self === other || storage === other.storage { return .null }
    guard let mine = storage.bytes, let theirs = other.storage.bytes else { return .null }
    // Two drawings that recorded what they painted are transparent outside their boxes: only
    // the union of the boxes is read.
    let box = comparedBox(with: other) ?? .all(width: width, height: height)
    guard !box.isEmpty else { return .null }
    let rowBytes = 4 * (box.x1 - box.x0)
    var minX = box.x1
    var maxX = box.x0 - 1
    var minY = height
    var maxY = -1
    for row in box.y0..<box.y1 {
      let a = mine + row * bytesPerRow
      let b = theirs + row * bytesPerRow
      guard memcmp(a + 4 * box.x0, b + 4 * box.x0, rowBytes) != 0 else { continue }
      minY = min(minY, row)
      maxY = row
      // The first and last differing pixel of the row; only the part outside the columns
      // known to differ already needs a look.
      var first = box.x0
      while first < minX,
        a.load(fromByteOffset: 4 * first, as: UInt32.self)
          == b.load(fromByteOffset: 4 * first, as: UInt32.self)
      {
        first += 1
      }
      minX = min(minX, first)
      var last = box.x1 - 1
      while last > maxX,
        a.load(fromByteOffset: 4 * last, as: UInt32.self)
          == b.load(fromByteOffset: 4 * last, as: UInt32.self)
      {
        last -= 1
      }
      maxX = max(maxX, last)
    }
    guard maxY >= 0 else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }
}
