import Foundation

// Images from encoded data, and JPEG encoding.
extension UIImage {
  /// The image encoded in `data` at scale 1 (`init(data:)`): PNG (Cairo, libpng) or JPEG
  /// (libjpeg-turbo); `nil` for other formats or data that does not decode. A JPEG's EXIF
  /// orientation is not read: the image is `.up` as stored.
  public convenience init?(data: Data) { self.init(data: data, scale: 1) }

  /// The image encoded in `data` at `scale` pixels per point (`init(data:scale:)`); see
  /// ``init(data:)``.
  public convenience init?(data: Data, scale: CGFloat) {
    guard let image = CGImage.decodingPNG(data) ?? CGImage.decodingJPEG(data) else { return nil }
    self.init(cgImage: image, scale: scale, orientation: .up)
  }

  /// The image as JPEG data (`jpegData(compressionQuality:)`), `compressionQuality` 0 (smallest)
  /// … 1 (best), or `nil` when there are no pixels. Apple does not document how the quality
  /// maps to the encoder's; here it is libjpeg's quality ⌈q · 100⌉ (at least 1), with the
  /// standard tables and 4:2:0 chroma subsampling. JPEG has no alpha: transparent pixels come
  /// out black (the colours are premultiplied), as on iOS. The stored pixels are written,
  /// without the orientation, like ``pngData()``.
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    cgImage?.jpegData(quality: Double(compressionQuality))
  }
}
