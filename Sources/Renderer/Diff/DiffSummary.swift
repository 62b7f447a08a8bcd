import Foundation

/// The result of comparing two output directories, written as `summary.json` by
/// ``DirectoryDiff``.
public struct DiffSummary: Sendable, Equatable, Codable {
  /// One frame that differs.
  public struct FrameChange: Sendable, Equatable, Codable {
    /// `changed` (both have it, pixels differ), `resized` (sizes differ), `added` (only in
    /// the new directory) or `removed` (only in the old one).
    public var status: String
    /// The frame's index.
    public var frame: Int
    /// The frame file's name, e.g. `frame-0048.png`.
    public var file: String
    /// How many pixels changed (all of the frame for added and removed frames).
    public var pixelsChanged: Int
    /// The share of the frame's pixels that changed, 0…1.
    public var share: Double
    /// The largest channel difference, 0…255.
    public var largestChannelDifference: Int
    /// The rectangle holding the changes `[x, y, width, height]`, pixels.
    public var box: [Int]?
    /// The difference picture written for it (old | delta | new), relative to the diff
    /// directory.
    public var image: String?
  }

  /// The earlier run's directory, as given.
  public var old: String
  /// The later run's directory, as given.
  public var new: String
  /// The per-channel difference (0…255) up to which a pixel counts as unchanged.
  public var tolerance: Int
  /// How many changed pixels a frame may have and still pass.
  public var maxChangedPixels: Int
  /// Frames present in both directories.
  public var framesCompared: Int
  /// Frames in both whose pixels differ beyond the tolerance (any number of pixels).
  public var framesChanged: Int
  /// Frames only in the new directory.
  public var framesAdded: Int
  /// Frames only in the old directory.
  public var framesRemoved: Int
  /// Changed pixels over all frames.
  public var pixelsChanged: Int
  /// The largest channel difference over all frames, 0…255.
  public var largestChannelDifference: Int
  /// Whether the difference exceeds the tolerance: a frame was added or removed, or some
  /// frame has more than `maxChangedPixels` changed pixels.
  public var exceedsTolerance: Bool
  /// The side-by-side animation, when one was written.
  public var animation: String?
  /// Every frame that differs, in frame order.
  public var changes: [FrameChange]

  /// "3 of 169 frames changed (1,234 pixels, largest channel difference 255)".
  public var headline: String {
    if framesChanged == 0 && framesAdded == 0 && framesRemoved == 0 {
      return "no changes in \(framesCompared) frames"
        + (largestChannelDifference > 0 ? " (within the tolerance of \(tolerance))" : "")
    }
    var parts = ["\(framesChanged) of \(framesCompared) frames changed"]
    if framesAdded > 0 { parts.append("\(framesAdded) added") }
    if framesRemoved > 0 { parts.append("\(framesRemoved) removed") }
    return parts.joined(separator: ", ")
      + " (\(pixelsChanged) pixels, largest channel difference \(largestChannelDifference))"
  }
}
