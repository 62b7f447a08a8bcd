import Foundation

/// Which frames of a run are drawn: `--frames 0-9,30,100-`, `--at 0.5,1.2s`, `--last-frame`,
/// or (no item) every frame. Items add up; the simulation still runs every frame, only the
/// drawing is selective.
public struct FrameSelection: Sendable, Equatable {
  /// One part of a selection.
  public enum Item: Sendable, Equatable {
    /// Frames `first` through `last` (inclusive); `last == nil` means to the end.
    case range(first: Int, last: Int?)
    /// The frame on screen at `seconds`: index ⌊seconds × fps⌋.
    case time(seconds: Double)
    /// The last frame.
    case lastFrame
  }

  /// The parts; empty selects every frame.
  public var items: [Item]

  /// A selection of `items` (none: every frame).
  public init(_ items: [Item] = []) {
    self.items = items
  }

  /// Whether every frame is selected.
  public var isEverything: Bool { items.isEmpty }

  /// Parses a `--frames` value: comma-separated `N`, `N-M` or `N-` (0-based, inclusive).
  ///
  /// - Throws: ``FrameSelectionError`` naming the bad part.
  public static func parseFrames(_ text: String) throws(FrameSelectionError) -> [Item] {
    var items: [Item] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let part = part.trimmingCharacters(in: .whitespaces)
      let bad = FrameSelectionError(
        message: "'\(part)' is not a frame number or range (use N, N-M or N-, e.g. 0-9,30,100-)")
      if let dash = part.firstIndex(of: "-"), dash != part.startIndex {
        guard let first = Int(part[..<dash]), first >= 0 else { throw bad }
        let rest = part[part.index(after: dash)...]
        if rest.isEmpty {
          items.append(.range(first: first, last: nil))
        } else {
          guard let last = Int(rest), last >= first else {
            if let last = Int(rest), last < first {
              throw FrameSelectionError(message: "'\(part)': the range ends before it starts")
            }
            throw bad
          }
          items.append(.range(first: first, last: last))
        }
      } else {
        guard let frame = Int(part), frame >= 0 else { throw bad }
        items.append(.range(first: frame, last: frame))
      }
    }
    return items
  }

  /// Parses an `--at` value: comma-separated times in seconds, `0.5`, `0.5s` or `500ms`.
  ///
  /// - Throws: ``FrameSelectionError`` naming the bad part.
  public static func parseTimes(_ text: String) throws(FrameSelectionError) -> [Item] {
    var items: [Item] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      var value = part.trimmingCharacters(in: .whitespaces).lowercased()
      var factor = 1.0
      if value.hasSuffix("ms") {
        value.removeLast(2)
        factor = 0.001
      } else if value.hasSuffix("s") {
        value.removeLast()
      }
      guard let seconds = Double(value), seconds.isFinite, seconds >= 0 else {
        throw FrameSelectionError(
          message: "'\(part)' is not a time (use seconds, e.g. 0.5, 0.5s or 500ms)")
      }
      items.append(.time(seconds: seconds * factor))
    }
    return items
  }

  /// The frame indices selected in a run of `frameCount` frames at `framesPerSecond`, ascending,
  /// without duplicates. A range running past the end stops at the last frame.
  ///
  /// - Throws: ``FrameSelectionError`` when a frame number or time lies past the end of the
  ///   run (so a typo does not silently select nothing).
  public func resolve(frameCount: Int, framesPerSecond: Double) throws(FrameSelectionError)
    -> [Int]
  {
    guard frameCount > 0 else { return [] }
    guard !items.isEmpty else { return Array(0..<frameCount) }
    let last = frameCount - 1
    let duration = Double(last) / framesPerSecond
    var selected = Set<Int>()
    for item in items {
      switch item {
      case .range(let first, let end):
        guard first <= last else {
          throw FrameSelectionError(
            message: "frame \(first) is past the last frame (\(last); the run has \(frameCount) "
              + "frames)")
        }
        selected.formUnion(first...min(end ?? last, last))
      case .time(let seconds):
        let index = Int((seconds * framesPerSecond + 1e-6).rounded(.down))
        guard index <= last else {
          throw FrameSelectionError(
            message: "time \(AnimationReport.number(seconds)) s is past the end of the run "
              + "(\(String(format: "%.3f", duration)) s, frame \(last))")
        }
        selected.insert(index)
      case .lastFrame:
        selected.insert(last)
      }
    }
    return selected.sorted()
  }
}

/// A frame selection that cannot be parsed or does not fit the run; `message` says why.
public struct FrameSelectionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One line for people.
  public var message: String

  /// Creates an error with `message`.
  public init(message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
