import Foundation
import Synchronization

/// Where the time of a run goes, added up over frames (and over threads: encode and write run
/// on several). Measured only when a run asks for it (`--timings`); nothing reads the clock
/// otherwise.
public final class PipelineTimings: Sendable {
  /// A stage of the pipeline.
  public enum Stage: String, Sendable, CaseIterable {
    /// Advancing the simulation by one frame (gestures, animations, layout).
    case simulate
    /// Drawing the frame with Cairo and Pango.
    case draw
    /// Encoding the drawn pixels (PNG).
    case encode
    /// Writing the encoded file.
    case write
    /// Spelling the frame into `timeline.json` and writing it (once per simulated frame).
    case timeline
  }

  private struct State {
    var seconds: [Stage: Double] = [:]
    var reusedFrames = 0
    var deflatedBands = 0
    var reusedBands = 0
  }

  private let state = Mutex(State())

  /// Empty timings.
  public init() {}

  /// Adds `seconds` to `stage`.
  public func add(_ seconds: Double, to stage: Stage) {
    state.withLock { $0.seconds[stage, default: 0] += seconds }
  }

  /// Counts a frame whose encoded bytes were reused from the previous identical frame.
  public func countReusedFrame() {
    state.withLock { $0.reusedFrames += 1 }
  }

  /// Counts the bands of rows of one PNG frame (``FramePNGWriter``): `deflated` encoded anew,
  /// `reused` taken from the previous frame.
  public func countBands(deflated: Int, reused: Int) {
    state.withLock {
      $0.deflatedBands += deflated
      $0.reusedBands += reused
    }
  }

  /// Runs `body` and adds its wall time to `stage`.
  ///
  /// - Throws: what `body` throws (the time is added anyway).
  public func measure<T>(_ stage: Stage, _ body: () throws -> T) rethrows -> T {
    let clock = ContinuousClock()
    let start = clock.now
    defer {
      let elapsed = start.duration(to: clock.now).components
      add(Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18, to: stage)
    }
    return try body()
  }

  /// The total seconds spent in `stage`.
  public func seconds(in stage: Stage) -> Double {
    state.withLock { $0.seconds[stage] ?? 0 }
  }

  /// How many frames reused the previous frame's bytes.
  public var reusedFrames: Int { state.withLock { $0.reusedFrames } }

  /// How many bands of rows were deflated, and how many were taken from the previous frame.
  public var bands: (deflated: Int, reused: Int) {
    state.withLock { ($0.deflatedBands, $0.reusedBands) }
  }
}

extension Optional where Wrapped == PipelineTimings {
  /// Runs `body`, timing it into `stage` when there are timings to fill.
  ///
  /// - Throws: what `body` throws.
  public func measure<T>(_ stage: PipelineTimings.Stage, _ body: () throws -> T) rethrows -> T {
    guard let timings = self else { return try body() }
    return try timings.measure(stage, body)
  }
}
