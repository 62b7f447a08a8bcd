import Foundation
import Renderer

/// The `--timings FILE` report: per scenario, frames per second end to end and milliseconds
/// per frame by stage. Written only when asked for; it is the only output that reads the clock.
struct TimingReport: Encodable {
  /// One scenario's run.
  struct Run: Encodable {
    /// The scenario's name.
    var scenario: String
    /// Output size in pixels.
    var width: Int
    var height: Int
    /// Frames simulated, and frames drawn (the selection).
    var simulatedFrames: Int
    var drawnFrames: Int
    /// Frames whose PNG bytes were reused from the identical previous frame.
    var reusedFrames: Int
    /// Bands of 16 rows of PNG frames deflated anew, and taken from the previous frame because
    /// their rows did not change (`--png-writer fast` only).
    var deflatedBands: Int
    var reusedBands: Int
    /// `--jobs`.
    var jobs: Int
    /// `--png-writer`.
    var pngWriter: String
    /// Wall time from the first simulated frame to the last file finished, in seconds.
    var wallSeconds: Double
    /// `drawnFrames / wallSeconds`.
    var framesPerSecond: Double
    /// Milliseconds per drawn frame in each stage (simulate: per simulated frame), summed over
    /// threads: encode and write run on `jobs` threads at once.
    var millisecondsPerFrame: [String: Double]
    /// Seconds each output spent consuming frames and finishing (APNG, GIF, WebP encoding
    /// included), by output kind; the PNG sequence's encoding runs on worker threads and is
    /// counted in `millisecondsPerFrame`.
    var outputSeconds: [String: Double]
  }

  /// `nproc` at run time.
  var cores = ProcessInfo.processInfo.activeProcessorCount
  /// The runs, in command-line order.
  var runs: [Run] = []

  /// The report as pretty-printed JSON with sorted keys.
  ///
  /// - Throws: `EncodingError` (never for finite values).
  func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return try encoder.encode(self)
  }

  /// The run of one scenario from its collected timings.
  static func run(
    scenario: String, width: Int, height: Int, simulatedFrames: Int, drawnFrames: Int, jobs: Int,
    pngWriter: PNGWriterKind, wallSeconds: Double, timings: PipelineTimings,
    outputSeconds: [String: Double]
  ) -> Run {
    var perFrame: [String: Double] = [:]
    for stage in PipelineTimings.Stage.allCases {
      let frames = stage == .simulate || stage == .timeline ? simulatedFrames : drawnFrames
      perFrame[stage.rawValue] = 1000 * timings.seconds(in: stage) / Double(max(1, frames))
    }
    return Run(
      scenario: scenario, width: width, height: height, simulatedFrames: simulatedFrames,
      drawnFrames: drawnFrames, reusedFrames: timings.reusedFrames,
      deflatedBands: timings.bands.deflated, reusedBands: timings.bands.reused, jobs: jobs,
      pngWriter: pngWriter.rawValue, wallSeconds: wallSeconds,
      framesPerSecond: Double(drawnFrames) / max(wallSeconds, 1e-9),
      millisecondsPerFrame: perFrame, outputSeconds: outputSeconds)
  }
}
