import Foundation
import GestureCore

/// The content pixels of the last frame drawn through it (background, display list and device
/// chrome: everything but the overlays), kept so that the next frame is redrawn only where its
/// display list differs (``FrameDamage``) and the rest is copied. The pixels are the same as
/// drawing each frame afresh (`IncrementalDrawingTests` compares the two on every sample).
///
/// One canvas serves one sequence of frames on one thread (a ``PNGSequenceSink``).
public final class ContentCanvas {
  /// The last frame's content, or `nil` before the first.
  var pixels: PixelBuffer?
  /// What `pixels` shows: the last frame's items, background and size in points.
  var items: [DisplayItem] = []
  var backgroundColor: CGColor?
  var canvasSize: CGSize?
  /// How many frames were drawn whole, in part, or not at all (their content equal to the
  /// frame before).
  public private(set) var wholeFrames = 0
  public private(set) var partialFrames = 0
  public private(set) var unchangedFrames = 0
  /// How many device pixels the frames drawn in part redrew, summed over those frames.
  public private(set) var redrawnPixels = 0

  /// An empty canvas: the first frame is drawn whole.
  public init() {}

  /// The kept pixels, no longer kept (so that the caller holds the only reference).
  func takePixels() -> PixelBuffer? {
    defer { pixels = nil }
    return pixels
  }

  /// Counts `count` device pixels redrawn in a frame drawn in part.
  func countRedrawn(_ count: Int) {
    redrawnPixels += count
  }

  /// Counts a frame drawn as `damage` says.
  func count(_ damage: FrameDamage) {
    switch damage {
    case .nothing: unchangedFrames += 1
    case .region: partialFrames += 1
    case .everything: wholeFrames += 1
    }
  }
}
