import Foundation
import GestureCore

/// Finds the PNG files image views name, relative to the scenario file, checks that they
/// decode, and loads them as `UIImage(contentsOfFile:)` does.
///
/// The size in points is the pixel size divided by the scale in an `@2x`/`@3x` suffix of the
/// file name (UIKit's `UIImage(named:)` convention), else by 1.
///
/// Unless ``Scenario/ImageAccess/anywhere`` allows more, an image must be inside the scenario
/// file's folder tree: an absolute path or one whose `..` leaves the folder is refused without
/// looking at the file system, and a file that cannot be read, or that a symbolic link puts
/// outside the folder, gets one message whether or not it exists (the errors say nothing
/// about files outside the folder). A file that is read must decode (``PNGDataCheck``), be at
/// most ``maximumPixels`` on a side, and all of a scenario's images decoded together must fit
/// in ``maximumDecodedBytes``. Every failure is a scenario error located at the view's
/// `image` key.
enum ImageResolver {
  static func resolve(
    _ document: ScenarioDocument, baseDirectory: URL, file: String, map: JSONSourceMap,
    access: Scenario.ImageAccess = .scenarioFolder
  ) throws(ScenarioError) -> [String: UIImage] {
    var images: [String: UIImage] = [:]
    var decodedBytes: [String: Int] = [:]
    // Each path once, with the first view naming it (errors point there), then every view's.
    var pending: [(key: String, data: Data, written: String, place: ScenarioError, url: URL)] = []
    var users: [String: [String]] = [:]
    let folder = baseDirectory.standardizedFileURL
    let resolvedRoot = realPath(folder.path) ?? folder.path
    for (index, root) in document.views.enumerated() {
      for (spec, path) in root.flattened(path: [.key("views"), .index(index)]) {
        guard let written = spec.image?.path else { continue }
        func fail(_ message: String) -> ScenarioError {
          ScenarioLoader.error(file: file, map: map, path: path + [.key("image")], message: message)
        }
        let url: URL
        if access == .anywhere {
          url =
            (written.hasPrefix("/")
            ? URL(fileURLWithPath: written)
            : baseDirectory.appendingPathComponent(written)).standardizedFileURL
        } else {
          guard let inside = lexicallyInside(written, base: baseDirectory) else {
            throw fail(
              "image paths are relative to the scenario's folder and stay inside it "
                + "('\(written)' leaves it); --allow-outside-images allows images elsewhere")
          }
          url = inside
        }
        let unreadable =
          access == .anywhere
          ? "cannot read image '\(written)' (looked for \(url.path))"
          : "cannot read image '\(written)': no readable file at that path inside the "
            + "scenario's folder (symbolic links out of it count as outside; "
            + "--allow-outside-images allows images elsewhere)"
        let resolved = realPath(url.path)
        if access != .anywhere {
          guard let resolved, resolved == resolvedRoot || resolved.hasPrefix(resolvedRoot + "/")
          else { throw fail(unreadable) }
        }
        guard let data = try? Data(contentsOf: url, options: .mappedIfSafe) else {
          throw fail(unreadable)
        }
        guard let size = PNGHeaderSize(data) else {
          throw fail("'\(written)' is not a PNG file")
        }
        guard Double(size.width) <= maximumPixels, Double(size.height) <= maximumPixels else {
          throw fail(
            "'\(written)' is \(size.width)×\(size.height) pixels; the limit is "
              + "\(Int(maximumPixels)) on each side")
        }
        // Sizes are checked for every image before any is decoded, so the budget stops a run
        // before the big work. The renderer decodes each path once (hard links and symbolic
        // links to one file are several paths).
        let key = url.path
        if decodedBytes[key] == nil {
          let bytes = size.width * size.height * 4
          let total = decodedBytes.values.reduce(0, +) + bytes
          if total > maximumDecodedBytes {
            throw fail(
              "'\(written)' (\(size.width)×\(size.height) pixels, \(megabytes(bytes)) MB decoded) "
                + "brings the scenario's images to \(megabytes(total)) MB decoded; the limit for "
                + "all of them is \(megabytes(maximumDecodedBytes)) MB")
          }
          decodedBytes[key] = bytes
          pending.append((key, data, written, fail(""), url))
        }
        users[key, default: []].append(spec.id)
      }
    }
    for (key, data, written, place, url) in pending {
      func fail(_ message: String) -> ScenarioError {
        var error = place
        error.message = message
        return error
      }
      if let problem = PNGDataCheck.problem(data) {
        throw fail("'\(written)' cannot be decoded as a PNG file: \(problem)")
      }
      for id in users[key] ?? [] {
        guard let image = UIImage(contentsOfFile: url.path) else {
          throw fail("'\(written)' is not a PNG file")
        }
        images[id] = image
      }
    }
    return images
  }

  /// The most pixels an image may have on a side: 16384 (a 1 GB decoded image at most).
  static let maximumPixels = 16384.0
  /// The most bytes all of a scenario's images may take decoded (4 bytes a pixel, each file
  /// once): 1 GiB, one image of ``maximumPixels`` on both sides.
  static let maximumDecodedBytes = 1 << 30

  /// `written` as a path inside `base` with `.` and `..` resolved by name, or nil when it is
  /// absolute, empty, or leaves `base`.
  private static func lexicallyInside(_ written: String, base: URL) -> URL? {
    guard !written.isEmpty, !written.hasPrefix("/") else { return nil }
    var parts: [Substring] = []
    for part in written.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..":
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      default: parts.append(part)
      }
    }
    guard !parts.isEmpty else { return nil }
    return base.standardizedFileURL.appendingPathComponent(parts.joined(separator: "/"))
  }

  /// The path with every symbolic link resolved, or nil when it does not exist.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func megabytes(_ bytes: Int) -> String { String(bytes >> 20) }

  /// Width and height from a PNG's signature and IHDR, or nil.
  private static func PNGHeaderSize(_ data: Data) -> (width: Int, height: Int)? {
    let head = Array(data.prefix(24))
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard head.count == 24, Array(head[0..<8]) == signature,
      head[12...15].elementsEqual("IHDR".utf8)
    else { return nil }
    func be32(_ offset: Int) -> Int { head[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    let size = (width: be32(16), height: be32(20))
    return size.width > 0 && size.height > 0 ? size : nil
  }
}
