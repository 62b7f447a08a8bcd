import Foundation

/// What one chart of values over time shows, as plain numbers (no views, no Cairo): one value
/// per simulated frame for each series, the key frames, and the moments a value is stopped or
/// a gesture changes state. The recording pipeline fills it from the frames it simulates (the
/// values `timeline.json` has); ``PlotImage`` draws it as PNG and SVG and ``PlotMarkup`` as the
/// review page's inline SVG, both from one ``PlotLayout``.
public struct PlotData: Sendable, Equatable {
  /// One line of the chart.
  public struct Series: Sendable, Equatable {
    /// The legend's name, e.g. `card.center.x`.
    public var name: String
    /// The value at each of ``PlotData/times`` in the y axis' unit, `nil` where the view was
    /// not in the window (the line breaks there).
    public var values: [Double?]

    /// Creates a series; see the properties.
    public init(name: String, values: [Double?]) {
      self.name = name
      self.values = values
    }
  }

  /// A frame with a key event (``KeyFrames``): a dashed line labelled with its number and what
  /// happened.
  public struct KeyFrame: Sendable, Equatable {
    /// The frame's index in the run.
    public var index: Int
    /// Its time, seconds.
    public var time: Double
    /// What happens there, e.g. `clamped card` (``KeyFrameLabel``).
    public var label: String

    /// Creates a key frame; see the properties.
    public init(index: Int, time: Double, label: String) {
      self.index = index
      self.time = time
      self.label = label
    }
  }

  /// A moment a value is clamped or pinned, or a gesture changes state: a dot with the state's
  /// name.
  public struct Marker: Sendable, Equatable {
    /// The time of the frame the event belongs to, seconds (the dot sits on the line there).
    public var time: Double
    /// The series it sits on (an index into ``PlotData/series``), or `nil` for a view that has
    /// no series: then it sits on the time axis.
    public var series: Int?
    /// The name shown: `clamped`, `pinned`, `pan began`, `tap recognized (button)`.
    public var label: String

    /// Creates a marker; see the properties.
    public init(time: Double, series: Int?, label: String) {
      self.time = time
      self.series = series
      self.label = label
    }
  }

  /// The chart's title, e.g. `drag · card.center.x`.
  public var title: String
  /// The y axis' unit as written after values: `pt`, `°`, or empty.
  public var unit: String
  /// The y axis' title: `points`, `degrees`, or empty.
  public var axisTitle: String
  /// The time of each frame, seconds, increasing.
  public var times: [Double]
  /// The lines, in legend order (each as long as ``times``).
  public var series: [Series]
  /// The key frames, in time order.
  public var keyFrames: [KeyFrame]
  /// The annotations, in time order.
  public var markers: [Marker]

  /// Creates a chart; see the properties.
  public init(
    title: String, unit: String, axisTitle: String, times: [Double], series: [Series],
    keyFrames: [KeyFrame] = [], markers: [Marker] = []
  ) {
    self.title = title
    self.unit = unit
    self.axisTitle = axisTitle
    self.times = times
    self.series = series
    self.keyFrames = keyFrames
    self.markers = markers
  }

  /// The value of series `series` at frame time `time` (the nearest frame's), if any.
  func value(of series: Int, at time: Double) -> Double? {
    guard series < self.series.count, !times.isEmpty else { return nil }
    var best = 0
    for (index, frameTime) in times.enumerated()
    where abs(frameTime - time) < abs(times[best] - time) {
      best = index
    }
    let values = self.series[series].values
    return best < values.count ? values[best] : nil
  }
}
