import Foundation
import GestureCore

/// Finds the PNG files image views name, relative to the scenario file, and reads their size.
///
/// The size in points is the pixel size divided by the scale in an `@2x`/`@3x` suffix of the
/// file name (UIKit's `UIImage(named:)` convention), else by 1. A missing file, or one that is
/// not a PNG, is a scenario error located at the view's `image` key.
enum ImageResolver {
  static func resolve(
    _ document: ScenarioDocument, baseDirectory: URL, file: String, map: JSONSourceMap
  ) throws(ScenarioError) -> [String: UIImage] {
    var images: [String: UIImage] = [:]
    for (index, root) in document.views.enumerated() {
      for (spec, path) in root.flattened(path: [.key("views"), .index(index)]) {
        guard let image = spec.image else { continue }
        let url =
          image.path.hasPrefix("/")
          ? URL(fileURLWithPath: image.path)
          : baseDirectory.appendingPathComponent(image.path)
        func fail(_ message: String) -> ScenarioError {
          ScenarioLoader.error(file: file, map: map, path: path + [.key("image")], message: message)
        }
        guard let data = try? Data(contentsOf: url) else {
          throw fail(
            "cannot read image '\(image.path)' (looked for \(url.standardizedFileURL.path))")
        }
        guard let pixels = pngSize(data) else {
          throw fail("'\(image.path)' is not a PNG file")
        }
        guard pixels.width <= maximumPixels, pixels.height <= maximumPixels else {
          throw fail(
            "'\(image.path)' is \(Int(pixels.width))×\(Int(pixels.height)) pixels; the limit is "
              + "\(Int(maximumPixels)) on each side")
        }
        let scale = scaleSuffix(of: url.deletingPathExtension().lastPathComponent)
        images[spec.id] = UIImage(
          source: url.standardizedFileURL.path,
          size: CGSize(width: pixels.width / scale, height: pixels.height / scale))
      }
    }
    return images
  }

  /// The most pixels an image may have on a side: 16384 (a 1 GB decoded image at most).
  static let maximumPixels = 16384.0

  /// Width and height in pixels from the IHDR chunk, or `nil` when `data` is not a PNG.
  static func pngSize(_ data: Data) -> (width: Double, height: Double)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, Array(bytes[0..<8]) == signature,
      bytes[12...15].elementsEqual("IHDR".utf8)
    else { return nil }
    func be32(_ offset: Int) -> Double {
      Double(bytes[offset...offset + 3].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
    }
    let width = be32(16)
    let height = be32(20)
    return width > 0 && height > 0 ? (width, height) : nil
  }

  /// 2 for `header@2x`, 3 for `icon@3x`, else 1.
  static func scaleSuffix(of name: String) -> Double {
    for scale in [2, 3] where name.hasSuffix("@\(scale)x") { return Double(scale) }
    return 1
  }
}
