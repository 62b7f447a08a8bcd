import Foundation
import Renderer
import Scenario

/// Why a recording was not written, or not completely. Every case but
/// ``renderingFailed(_:)`` and ``reviewUnavailable(_:)`` is found before any file is written;
/// whatever the case, no file is left half-written (every output is written to a hidden
/// temporary name and renamed into place), and `timeline.json` is written only by a run that
/// finishes.
///
/// The command line turns these into its messages and exit codes: ``viewNotFound(_:)`` 65,
/// ``outputDirectoryUnavailable(path:reason:)`` and ``timelineUnavailable(_:)`` 73, ffmpeg
/// missing 69, the rest 1 (README, "exit code").
public enum RecordingError: Error, CustomStringConvertible {
  /// A value of the recording is out of range: its name, frame rate, duration, device and
  /// scale, or a step's durations, finger or view identifier. The error is located at the
  /// Swift line that made the recording or the step (`file:line:column: error: script[2]: …`).
  case invalidRecording(ScenarioError)
  /// An output option is out of range, or the frame selection names a frame past the end.
  case invalidOptions(String)
  /// The output directory cannot be created, is not a directory, or is not writable.
  case outputDirectoryUnavailable(path: String, reason: String)
  /// An output could not be set up before the first frame: the pinned fonts are missing, an
  /// encoder refused its settings, or `mp4`/`webm` was asked for and no ffmpeg was found
  /// (``RenderError/toolUnavailable(tool:format:hint:)``; `GESTURERENDER_FFMPEG` names one).
  case outputSetupFailed(any Error)
  /// `timeline.json` cannot be started in the output directory.
  case timelineUnavailable(any Error)
  /// A step names a view that no view's `accessibilityIdentifier` matches when the step
  /// begins; the error names the step (located where it was written) and the identifiers
  /// there are. Files finished before are complete; `timeline.json` is not written.
  case viewNotFound(ScenarioError)
  /// Drawing, encoding or writing failed part-way (a ``RenderError`` or a file-system error).
  /// Files finished before are complete; `timeline.json` is not written.
  case renderingFailed(any Error)
  /// The frames and timeline were written, but `index.html` or `review.md` could not be.
  case reviewUnavailable(any Error)

  /// One line for people, e.g. `/out: cannot use the output directory (it exists and is not
  /// a directory)`.
  public var description: String {
    switch self {
    case .invalidRecording(let error), .viewNotFound(let error): return error.description
    case .invalidOptions(let message): return "error: options: \(message)"
    case .outputDirectoryUnavailable(let path, let reason):
      return "\(path): error: cannot use the output directory (\(reason))"
    case .outputSetupFailed(let error), .timelineUnavailable(let error),
      .renderingFailed(let error), .reviewUnavailable(let error):
      return "error: \(error)"
    }
  }
}
