import CGLib
import Foundation

/// A SHA-256 over a sequence of byte strings, by GLib's `GChecksum`: the key of a compiled-code
/// cache entry.
struct ContentHash {
  private let checksum: OpaquePointer

  init() { checksum = g_checksum_new(G_CHECKSUM_SHA256) }

  /// Adds `bytes`, preceded by their length, so that ("ab", "c") and ("a", "bc") differ.
  mutating func add(_ bytes: [UInt8]) {
    var length = UInt64(bytes.count).littleEndian
    withUnsafeBytes(of: &length) { raw in
      g_checksum_update(checksum, raw.bindMemory(to: guchar.self).baseAddress, raw.count)
    }
    bytes.withUnsafeBufferPointer { buffer in
      g_checksum_update(checksum, buffer.baseAddress, buffer.count)
    }
  }

  /// Adds the UTF-8 bytes of `text`.
  mutating func add(_ text: String) { add(Array(text.utf8)) }

  /// The digest as 64 lowercase hex digits; the hash cannot be used afterwards.
  func finish() -> String {
    defer { g_checksum_free(checksum) }
    return String(cString: g_checksum_get_string(checksum))
  }
}
