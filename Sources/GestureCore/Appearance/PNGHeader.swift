import Foundation

/// Reads a PNG file's pixel size from its signature and `IHDR` chunk (the first 24 bytes), the
/// only part of the file the simulation needs; the renderer decodes the pixels.
enum PNGHeader {
  /// Width and height in pixels, or `nil` when `bytes` do not start a PNG file with a
  /// non-empty image.
  static func pixelSize<Bytes: Collection<UInt8>>(of bytes: Bytes) -> (width: Int, height: Int)? {
    let head = Array(bytes.prefix(24))
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard head.count == 24, Array(head[0..<8]) == signature,
      head[12...15].elementsEqual("IHDR".utf8)
    else { return nil }
    func be32(_ offset: Int) -> Int {
      Int(head[offset...offset + 3].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
    }
    let width = be32(16)
    let height = be32(20)
    return width > 0 && height > 0 ? (width, height) : nil
  }

  /// The pixel size of the PNG file at `path`, reading only its first 24 bytes, or `nil` when
  /// it cannot be read or is not a PNG.
  static func pixelSize(ofFileAtPath path: String) -> (width: Int, height: Int)? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: 24) else { return nil }
    return pixelSize(of: data)
  }
}
