import Foundation
import GestureCore

/// Where everything of a chart goes, in points (origin top left, y down): the one geometry the
/// PNG, the SVG file and the review page's inline SVG are drawn from.
///
/// The chart is ``width`` × ``height`` points: the title at the top, the legend under it (up
/// to ``legendColumns`` series per row, ``legendRowHeight`` each), a band of
/// ``keyFrameBand`` points for the key frames' labels, then the plot area from x =
/// ``plotLeft`` to ``plotRight`` and from ``plotTop`` to ``plotBottom``, with the value ticks
/// left of it and the time ticks under it. Time maps linearly from 0…duration onto
/// plotLeft…plotRight; values from the value axis' lower…upper onto plotBottom…plotTop. The
/// colours are ``palette``'s.
public struct PlotLayout: Sendable, Equatable {
  /// The chart's width, points.
  public static let width = 720.0
  /// The chart's height, points.
  public static let height = 480.0
  /// The left edge of the plot area, points (the value labels are left of it).
  public static let plotLeft = 64.0
  /// The right edge of the plot area, points.
  public static let plotRight = 700.0
  /// The bottom edge of the plot area, points (time labels and the axis title are under it).
  public static let plotBottom = 436.0
  /// Where the legend's first row starts, points.
  public static let legendTop = 34.0
  /// The height of one legend row, points.
  public static let legendRowHeight = 16.0
  /// Series per legend row.
  public static let legendColumns = 3
  /// The height of the band above the plot area that holds the key frames' labels, points.
  public static let keyFrameBand = 130.0

  /// The chart drawn.
  public let data: PlotData
  /// The time axis, seconds.
  public let time: PlotTicks
  /// The value axis, in the chart's unit.
  public let value: PlotTicks
  /// The top edge of the plot area: ``legendTop`` + rows × ``legendRowHeight`` + 8 +
  /// ``keyFrameBand``.
  public let plotTop: Double
  /// The colours, those of the run's appearance.
  public let palette: PlotPalette

  /// Lays out `data`, coloured for `appearance` (``PlotPalette/of(_:)``).
  public init(_ data: PlotData, appearance: UIUserInterfaceStyle = .light) {
    self.data = data
    palette = .of(appearance)
    let values = data.series.flatMap { $0.values.compactMap { $0 } }.filter(\.isFinite)
    value = PlotTicks.value(minimum: values.min() ?? 0, maximum: values.max() ?? 1)
    time = PlotTicks.time(duration: data.times.last ?? 0)
    let rows = (max(1, data.series.count) + Self.legendColumns - 1) / Self.legendColumns
    plotTop = Self.legendTop + Double(rows) * Self.legendRowHeight + 8 + Self.keyFrameBand
  }

  /// The x of time `t`, seconds.
  public func x(_ t: Double) -> Double {
    Self.plotLeft + (t - time.lower) / (time.upper - time.lower) * (Self.plotRight - Self.plotLeft)
  }

  /// The y of value `v`.
  public func y(_ v: Double) -> Double {
    Self.plotBottom - (v - value.lower) / (value.upper - value.lower) * (Self.plotBottom - plotTop)
  }

  /// The pieces of series `index`'s line: runs of consecutive frames that have a value.
  public func polylines(of index: Int) -> [[CGPoint]] {
    var lines: [[CGPoint]] = []
    var current: [CGPoint] = []
    for (frame, value) in data.series[index].values.enumerated() {
      guard frame < data.times.count, let value, value.isFinite else {
        if !current.isEmpty { lines.append(current) }
        current = []
        continue
      }
      current.append(CGPoint(x: x(data.times[frame]), y: y(value)))
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// Where marker `marker` is drawn: on its series' line, or on the time axis.
  public func point(of marker: PlotData.Marker) -> CGPoint {
    let value = marker.series.flatMap { data.value(of: $0, at: marker.time) }
    return CGPoint(x: x(marker.time), y: value.map(y) ?? Self.plotBottom)
  }

  /// Where each marker's name goes, in marker order: 6 pt right of its dot and 11 pt above it,
  /// moved up 12 pt at a time (at most 4 times) while it would overlap a name placed before
  /// it. Widths are estimated at 0.62 em a character of the 9 pt bold face (about DejaVu Sans
  /// Bold's mean advance), as the layout measures no text.
  public var markerLabelRects: [CGRect] {
    var placed: [CGRect] = []
    for marker in data.markers {
      let point = point(of: marker)
      let width = Double(marker.label.count) * 9 * 0.62 + 4
      var rect = CGRect(x: Double(point.x) + 6, y: Double(point.y) - 17, width: width, height: 12)
      var moves = 0
      while moves < 4, placed.contains(where: { $0.intersects(rect) }) {
        rect.origin.y -= 12
        moves += 1
      }
      placed.append(rect)
    }
    return placed
  }

  /// The horizontal room one key-frame label takes, points: the 12 pt box of its 9 pt text set
  /// on end, and 1 pt between two labels.
  public static let keyFrameLabelPitch = 13.0

  /// How far a label moved off its dashed line stands above the band's floor, points, to leave
  /// room for the leader from the line's top to it.
  public static let keyFrameLeaderRise = 6.0

  /// The farthest a label moves right of its dashed line, points: three labels' room.
  public static let keyFrameLabelMaxShift = 39.0

  /// Where each key frame's label goes, in key-frame order, as its box in the chart (the text
  /// runs upwards from the box's bottom edge), or `nil` for a label there is no room for.
  ///
  /// A label stands on its dashed line (box 12 pt wide centred on it, bottom 4 pt above the
  /// plot area) unless that would overlap the label before it: then it moves right to 13 pt
  /// (``keyFrameLabelPitch``) past that one, raised ``keyFrameLeaderRise`` for a leader line
  /// from the line's top. A label that would have to move more than
  /// ``keyFrameLabelMaxShift`` or past the chart's right edge less 8 pt is left out (its
  /// dashed line stays, and the review page's key-frame buttons still name it). A box is as
  /// long as the room in the band: its height less 6 pt (less the rise for a moved label);
  /// longer text is cut there.
  public var keyFrameLabelRects: [CGRect?] {
    var rects: [CGRect?] = []
    var last = -Double.infinity
    for keyFrame in data.keyFrames {
      let line = x(keyFrame.time)
      let centre = max(line, last + Self.keyFrameLabelPitch)
      guard centre - line <= Self.keyFrameLabelMaxShift, centre + 6 <= Self.width - 8 else {
        rects.append(nil)
        continue
      }
      last = centre
      let rise = centre > line ? Self.keyFrameLeaderRise : 0
      let length = Self.keyFrameBand - 6 - rise
      rects.append(CGRect(x: centre - 6, y: plotTop - 4 - rise - length, width: 12, height: length))
    }
    return rects
  }

  /// The top left corner of legend entry `index`.
  public func legendOrigin(of index: Int) -> CGPoint {
    let column = index % Self.legendColumns
    let row = index / Self.legendColumns
    let columnWidth = (Self.plotRight - Self.plotLeft) / Double(Self.legendColumns)
    return CGPoint(
      x: Self.plotLeft + Double(column) * columnWidth,
      y: Self.legendTop + Double(row) * Self.legendRowHeight)
  }

  /// A key frame's label: `#37 clamped card`.
  static func label(of keyFrame: PlotData.KeyFrame) -> String {
    "#\(keyFrame.index) \(keyFrame.label)"
  }

  /// A value with the chart's unit: `150 pt`, `45°`, `1.2`.
  func valueLabel(_ v: Double) -> String {
    let text = value.label(v)
    return data.unit.isEmpty ? text : data.unit == "°" ? text + "°" : text
  }
}
