import Foundation
import GestureCore

/// What the review page and the pull-request snippet show for one scenario: its description,
/// the frames drawn (with the events since the frame before), and the files written.
public struct ReviewRecord: Sendable, Equatable {
  /// One drawn frame.
  public struct FrameEntry: Sendable, Equatable {
    /// The frame's index in the run.
    public var index: Int
    /// Its simulated time, seconds.
    public var time: Double
    /// The events since the previous drawn frame (those of skipped frames included).
    public var events: [TimelineEvent]

    /// Whether one of its events is a key event (``KeyFrames``).
    public var isKey: Bool { events.contains(where: KeyFrames.isKey) }

    /// Creates an entry; see the properties.
    public init(index: Int, time: Double, events: [TimelineEvent]) {
      self.index = index
      self.time = time
      self.events = events
    }
  }

  /// A file written next to the page, named relative to it.
  public struct Output: Sendable, Equatable {
    /// What it is: `apng`, `gif`, `webp`, `mp4`, `webm`, `sheet`, `sheet-svg`, `timeline`.
    public var kind: String
    /// The file name (relative to the scenario's directory).
    public var file: String
    /// Its size in bytes, when known.
    public var byteCount: UInt64?

    /// Creates an output entry; see the properties.
    public init(kind: String, file: String, byteCount: UInt64? = nil) {
      self.kind = kind
      self.file = file
      self.byteCount = byteCount
    }
  }

  /// The scenario's name.
  public var name: String
  /// What the scenario shows, if it says.
  public var summary: String?
  /// The device preset or "custom".
  public var device: String
  /// The canvas size in points.
  public var canvasSize: CGSize
  /// The frame rate of the run.
  public var framesPerSecond: Double
  /// How many frames the run has (drawn or not).
  public var frameCount: Int
  /// The frames drawn, in order.
  public var frames: [FrameEntry] = []
  /// The extension of the per-frame images the page scrubs through (`png` or `svg`), or `nil`
  /// when no frame images were written.
  public var frameImageExtension: String?
  /// The other files, in the order they should be listed.
  public var outputs: [Output] = []
  /// The charts of values over time (`--plot`, `plots`), shown in the page's plots panel
  /// (``ReviewPlotsPanel``).
  public var plots: [PlotData] = []
  /// The PNG file of each chart, relative to the page, in the order of ``plots``.
  public var plotFiles: [String] = []
  /// The appearance of the run (the scenario's `appearance` or `--appearance`): a dark run's
  /// page is dark whatever the viewer's preference, and its charts use the dark palette
  /// (``PlotPalette/dark``).
  public var appearance: UIUserInterfaceStyle = .light

  /// Creates a record without frames; see the properties.
  public init(
    name: String, summary: String?, device: String, canvasSize: CGSize, framesPerSecond: Double,
    frameCount: Int, frameImageExtension: String?
  ) {
    self.name = name
    self.summary = summary
    self.device = device
    self.canvasSize = canvasSize
    self.framesPerSecond = framesPerSecond
    self.frameCount = frameCount
    self.frameImageExtension = frameImageExtension
  }

  /// Adds a drawn frame.
  public mutating func record(_ frame: Frame) {
    frames.append(FrameEntry(index: frame.index, time: frame.time, events: frame.events))
  }

  /// The run's length, seconds.
  public var duration: Double { Double(max(0, frameCount - 1)) / framesPerSecond }

  /// "iphone-se · 375×667 pt · 169 frames at 60 fps · 2.80 s".
  public var settingsLine: String {
    "\(device) · \(Int(canvasSize.width))×\(Int(canvasSize.height)) pt · \(frameCount) frames at "
      + "\(AnimationReport.number(framesPerSecond)) fps · " + String(format: "%.2f s", duration)
  }

  /// The name of a drawn frame's image, e.g. `frame-0042.png`, or `nil` without frame images.
  public func imageFile(of entry: FrameEntry) -> String? {
    frameImageExtension.map { FrameFileName.make(index: entry.index, pathExtension: $0) }
  }
}

/// Carries the events of frames that are not drawn to the next drawn frame, so outputs that see
/// only the selected frames still see everything that happened between two of them (a frame's
/// ``Frame/events`` are "since the previous frame": here the previous *drawn* frame). Events
/// before the first drawn frame are not carried: they happened before the selection starts, and
/// showing them on its first frame would put them at the wrong time.
public struct SelectedFrames: Sendable {
  private let selected: Set<Int>
  private let everything: Bool
  private var carried: [TimelineEvent] = []
  private var hasPassedAFrame = false

  /// Passes the frames whose indices are in `indices` (sorted or not).
  public init(indices: [Int], everything: Bool = false) {
    selected = Set(indices)
    self.everything = everything
  }

  /// `frame` with the carried events prepended when it is selected, else `nil` (its events are
  /// carried on).
  public mutating func pass(_ frame: Frame) -> Frame? {
    guard everything || selected.contains(frame.index) else {
      if hasPassedAFrame { carried += frame.events }
      return nil
    }
    hasPassedAFrame = true
    guard !carried.isEmpty else { return frame }
    var frame = frame
    frame.events = carried + frame.events
    carried = []
    return frame
  }
}
