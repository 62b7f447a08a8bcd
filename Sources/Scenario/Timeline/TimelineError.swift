import Foundation

/// Why a frame could not go into `timeline.json`.
public enum TimelineError: Error, Equatable, CustomStringConvertible {
  /// A number of the frame is NaN or infinite (JSON has no spelling for it), e.g. a view's
  /// frame computed as 0/0 by the scenario's code: `what` names the value (`view 'card'
  /// center`), `values` are the numbers it has.
  case nonFiniteValue(what: String, values: [Double], frame: Int, time: Double)
  /// The timeline would pass `limit` bytes at frame `frame`.
  case tooLarge(limit: Int, frame: Int, time: Double)

  /// One sentence for people.
  public var description: String {
    switch self {
    case .nonFiniteValue(let what, let values, let frame, let time):
      let shown = values.map { $0.isNaN ? "nan" : $0.description }.joined(separator: ", ")
      return
        "timeline.json: \(what) is not a finite number at \(seconds(time)) s (frame \(frame)): "
        + "[\(shown)]; the code or constraint that sets it divides by zero or overflows"
    case .tooLarge(let limit, let frame, let time):
      return "timeline.json would be larger than \(limit >> 20) MB at \(seconds(time)) s "
        + "(frame \(frame)); the limit keeps a run from filling the disk (record fewer frames or "
        + "views, or shorter texts)"
    }
  }

  private func seconds(_ time: Double) -> String { String(format: "%.3f", time) }
}
