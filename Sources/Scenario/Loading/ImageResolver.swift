import Foundation
import GestureCore

/// Finds the PNG files image views name, relative to the scenario file, and loads them as
/// `UIImage(contentsOfFile:)` does.
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
        guard let written = spec.image?.path else { continue }
        let url =
          written.hasPrefix("/")
          ? URL(fileURLWithPath: written)
          : baseDirectory.appendingPathComponent(written)
        func fail(_ message: String) -> ScenarioError {
          ScenarioLoader.error(file: file, map: map, path: path + [.key("image")], message: message)
        }
        guard (try? Data(contentsOf: url)) != nil else {
          throw fail("cannot read image '\(written)' (looked for \(url.standardizedFileURL.path))")
        }
        guard let image = UIImage(contentsOfFile: url.standardizedFileURL.path) else {
          throw fail("'\(written)' is not a PNG file")
        }
        let width = Double(image.size.width * image.scale)
        let height = Double(image.size.height * image.scale)
        guard width <= maximumPixels, height <= maximumPixels else {
          throw fail(
            "'\(written)' is \(Int(width))×\(Int(height)) pixels; the limit is "
              + "\(Int(maximumPixels)) on each side")
        }
        images[spec.id] = image
      }
    }
    return images
  }

  /// The most pixels an image may have on a side: 16384 (a 1 GB decoded image at most).
  static let maximumPixels = 16384.0
}
