import Foundation
import GestureCore
import Renderer

extension Recording {
  /// What ``Recording/write(to:options:)`` wrote, and what the run ended with.
  public struct Result: Sendable {
    /// The output directory.
    public var directory: URL
    /// Frames simulated, one at time 0 and one per 1/fps up to the duration; every one is in
    /// `timeline.json`.
    public var frameCount: Int
    /// Frames drawn (the frame selection; `frameCount` by default).
    public var drawnFrameCount: Int
    /// Every file written, in the order written: frame files and animated images, the
    /// contact sheet, `timeline.json`, `index.html`, `review.md`.
    public var files: [URL]
    /// `timeline.json`: the settings, then each frame's views, touches and events
    /// (docs/scenario.md, "timeline.json").
    public var timeline: URL
    /// What each animated image and video holds (frames, rate, size, resampling notes).
    public var animations: [AnimationReport]
    /// The last frame simulated: its views' presentation geometry (``Frame/views``, by
    /// `accessibilityIdentifier`), touches and events.
    public var lastFrame: Frame
    /// Every event of the run in order, as in `timeline.json`: responder calls, gesture
    /// states, control events, the code's prints.
    public var events: [TimelineEvent]
    /// Whether nothing was still moving at the end (no animation, no decelerating scroll
    /// view).
    public var isSettled: Bool
    /// Sentences worth reading that are not errors: Auto Layout's reports, a run that ends
    /// while something still moves, a stale frame that could not be removed.
    public var notes: [String]

    /// The result of a finished pipeline run.
    init(_ outcome: RecordingPipeline.Outcome, directory: URL, notes: [String]) {
      self.directory = directory
      frameCount = outcome.frameCount
      drawnFrameCount = outcome.drawnFrameCount
      files = outcome.files
      timeline = directory.appendingPathComponent("timeline.json")
      animations = outcome.entries.compactMap { OutputPlan.report(of: $0.sink) }
      guard let last = outcome.lastFrame else {
        preconditionFailure("a finished run has simulated its frame at time 0")
      }
      lastFrame = last
      events = outcome.events
      isSettled = outcome.isSettled
      self.notes = notes
    }
  }
}
