import CoreGraphics
import Foundation

/// Reads the files of an asset catalog without trusting them: a FIFO, a device or a folder
/// where a file should be is refused before it is read (opened without blocking, its type
/// checked on the open descriptor), a file larger than a catalog file can sensibly be is not
/// read, and an image file is decoded once, with the limits scenario images have, before
/// `UIImage(named:)` returns it.
enum AssetFile {
  /// The largest file read: 256 MB (a 16,384-pixel-square PNG compresses to far less).
  static let maximumBytes = 256 << 20
  /// The most pixels an image may have on a side, as for a scenario's images: 16,384.
  static let maximumPixels = 16_384

  /// The bytes of the regular file at `path`, or why they cannot be read (a clause: "is not a
  /// regular file (a FIFO)").
  static func contents(atPath path: String) -> Result<Data, Problem> {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return .failure(errno == ENOENT ? .missing : .unreadable) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(.unreadable) }
    let type = info.st_mode & S_IFMT
    guard type == S_IFREG else { return .failure(.notRegular(kind(type))) }
    guard Int(info.st_size) <= maximumBytes else { return .failure(.tooLarge(Int(info.st_size))) }
    var data = Data(count: Int(info.st_size))
    var total = 0
    let complete = data.withUnsafeMutableBytes { buffer -> Bool in
      while total < buffer.count {
        let count = read(fd, buffer.baseAddress! + total, buffer.count - total)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return false }
        total += count
      }
      return true
    }
    guard complete || total == Int(info.st_size) else { return .failure(.unreadable) }
    return .success(data)
  }

  /// Why the image `data` cannot be shown, or `nil` when it decodes: a PNG must have a valid
  /// header of at most ``maximumPixels`` a side and decode whole (libpng: a truncated or
  /// damaged file fails); a JPEG must decode (libjpeg-turbo; CMYK, over 16,384 pixels a side
  /// or damaged beyond decoding fail). Anything else is neither.
  static func imageProblem(_ data: Data) -> String? {
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      guard let size = PNGHeader.pixelSize(of: data) else {
        return "is not a valid PNG file (its header is damaged)"
      }
      guard size.width <= maximumPixels, size.height <= maximumPixels else {
        return "is \(size.width)×\(size.height) pixels; the limit is \(maximumPixels) on each side"
      }
      guard CGImage.decodingPNG(data) != nil else {
        return "cannot be decoded as a PNG file (it is truncated or damaged)"
      }
      return nil
    }
    if data.starts(with: [0xFF, 0xD8, 0xFF]) {
      guard CGImage.decodingJPEG(data) != nil else {
        return "cannot be decoded as a JPEG file (damaged, CMYK, or over \(maximumPixels) "
          + "pixels on a side)"
      }
      return nil
    }
    return "cannot be decoded (PNG and JPEG files are read)"
  }

  /// Why a file could not be read.
  enum Problem: Error, Equatable, CustomStringConvertible {
    case missing
    case unreadable
    case notRegular(String)
    case tooLarge(Int)

    /// A clause after the file's name: "is missing".
    var description: String {
      switch self {
      case .missing: "is missing"
      case .unreadable: "cannot be read"
      case .notRegular(let kind): "is not a regular file (\(kind)); it is not read"
      case .tooLarge(let bytes):
        "is \(bytes) bytes, over the \(AssetFile.maximumBytes >> 20) MB a catalog file may have"
      }
    }
  }

  private static func kind(_ type: mode_t) -> String {
    switch type {
    case S_IFIFO: "a FIFO"
    case S_IFDIR: "a folder"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "not a file"
    }
  }
}
