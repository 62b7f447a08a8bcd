import Foundation

/// When each frame of an animated image is shown, for a stream of frames at `framesPerSecond`.
///
/// Animated formats cannot show arbitrarily short frames: GIF delays are whole hundredths of a
/// second and browsers show any GIF, APNG or WebP frame of 10 ms or less for 100 ms. So each
/// format has a ``maximumRate``: a stream at or below it keeps every frame at its own time; a
/// faster stream is resampled to ``effectiveRate`` = the maximum, keeping the first frame of
/// each 1/rate slot, shown at the slot's start (60 fps into 50 fps GIF drops one frame in
/// six). A frame's display duration is the time to the next kept frame, so frames skipped by a
/// frame selection (`--frames 0-9,30`) keep real time; the last frame is shown for one
/// interval of the effective rate.
public struct AnimationTiming: Sendable, Equatable {
  /// The rate of the incoming frames, frames per second.
  public let framesPerSecond: Double
  /// The highest rate the format shows, frames per second.
  public let maximumRate: Double
  private var lastSlot: Int?

  /// Timing for frames at `framesPerSecond` shown at most `maximumRate` times a second (both
  /// > 0).
  public init(framesPerSecond: Double, maximumRate: Double) {
    precondition(framesPerSecond > 0 && maximumRate > 0)
    self.framesPerSecond = framesPerSecond
    self.maximumRate = maximumRate
  }

  /// The rate frames are shown at: `min(framesPerSecond, maximumRate)`.
  public var effectiveRate: Double { min(framesPerSecond, maximumRate) }

  /// Whether the stream is resampled (faster than the format shows).
  public var isClamped: Bool { framesPerSecond > maximumRate }

  /// How long the last frame is shown, seconds: one interval of ``effectiveRate``.
  public var lastFrameDuration: Double { 1 / effectiveRate }

  /// When the frame at `time` (seconds, increasing from call to call) is shown, or `nil` when
  /// it is dropped because an earlier frame already holds its slot.
  public mutating func displayTime(forFrameAt time: Double) -> Double? {
    guard isClamped else { return time }
    let slot = Int((time * maximumRate + 1e-6).rounded(.down))
    if let lastSlot, slot <= lastSlot { return nil }
    lastSlot = slot
    return Double(slot) / maximumRate
  }

  /// A duration in seconds as APNG's delay fraction (numerator, denominator): exact in
  /// frames of `rate` when that is a whole number (1/60 s is 1/60), else in milliseconds, else
  /// in hundredths for very long delays.
  public static func fraction(seconds: Double, rate: Double) -> (
    numerator: UInt16, denominator: UInt16
  ) {
    let frames = seconds * rate
    if rate == rate.rounded(), rate <= 65535, abs(frames - frames.rounded()) < 1e-6,
      frames.rounded() <= 65535
    {
      return (UInt16(max(0, frames.rounded())), UInt16(rate))
    }
    let milliseconds = (seconds * 1000).rounded()
    if milliseconds <= 65535 { return (UInt16(max(0, milliseconds)), 1000) }
    return (UInt16(min(65535, (seconds * 100).rounded())), 100)
  }

  /// The whole number of `unit`-second ticks between two display times, rounding each time to
  /// the tick grid first so rounding errors do not add up over a long animation (a 30 fps
  /// stream becomes GIF delays of 3, 3, 4, … hundredths).
  public static func ticks(from start: Double, to end: Double, unit: Double) -> Int {
    Int((end / unit).rounded()) - Int((start / unit).rounded())
  }
}
