import Foundation
import Synchronization

/// Pixel memory of frames no thread uses any more, kept for drawing later frames into, so that
/// a run does not map (and fault in) fresh memory for every frame. Filled by ``SharedPixels``
/// when the last job reading a frame lets go of it; holds at most `capacity` buffers.
final class PixelMemoryPool: Sendable {
  private let free = Mutex<[[UInt8]]>([])
  /// The most buffers kept.
  let capacity: Int

  /// An empty pool keeping at most `capacity` buffers.
  init(capacity: Int) {
    self.capacity = capacity
  }

  /// A free buffer (no other reference to its memory), or an empty array when none is left.
  func take() -> [UInt8] {
    free.withLock { $0.popLast() ?? [] }
  }

  /// Keeps `bytes` for ``take()`` unless the pool is full.
  func give(_ bytes: [UInt8]) {
    free.withLock { buffers in
      if buffers.count < capacity { buffers.append(bytes) }
    }
  }
}

/// A drawn frame's pixels, shared by the main thread and the jobs that encode the frame or
/// compare the next frame with it. When the last of them lets go, the memory goes back to the
/// ``PixelMemoryPool``, by then referenced by nothing else (so drawing into it copies nothing).
final class SharedPixels: Sendable {
  /// The pixels.
  let buffer: PixelBuffer
  private let pool: PixelMemoryPool

  /// Shares `buffer`, whose memory returns to `pool` at the end.
  init(_ buffer: PixelBuffer, returningTo pool: PixelMemoryPool) {
    self.buffer = buffer
    self.pool = pool
  }

  deinit { pool.give(buffer.bytes) }
}
