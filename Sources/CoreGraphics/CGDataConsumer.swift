import Foundation

/// Where a Core Graphics PDF context writes its bytes (`CGDataConsumer`): a growable buffer
/// the bytes are appended to, in the order the document is written.
public final class CGDataConsumer {
  /// The buffer the bytes go to.
  let data: NSMutableData

  /// A consumer that appends to `data` (`init(data:)`); the caller keeps the buffer and reads
  /// the document from it once the context is closed (``CGContext/closePDF()``) or released.
  public init?(data: CFMutableData) { self.data = data }

  /// Appends `count` bytes at `bytes`.
  func write(_ bytes: UnsafeRawPointer, count: Int) { data.append(bytes, length: count) }
}
