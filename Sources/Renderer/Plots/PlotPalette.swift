import Foundation
import GestureCore

/// The colours of a chart, `#RRGGBB`, in the run's appearance: the PNG, the SVG file and the
/// review page's inline chart use the same.
///
/// The series are UIKit's system blue, orange, green, red, purple, teal, pink and brown in that
/// appearance (Apple's Human Interface Guidelines, "Color", iOS 15–18: systemBlue `#007AFF`
/// light, `#0A84FF` dark, the values of ``GestureCore/UIColor/systemBlue``). The key frames
/// are system orange at increased contrast (`#C93400` light, `#FFB340` dark), apart from the
/// orange series. The dark card is `secondarySystemBackground` (`#1C1C1E`), its grid
/// `opaqueSeparator` (`#38383A`), its tick labels `secondaryLabel` (235, 235, 245 at 0.6)
/// composited over the card (`#98989F`), its text the light card's background family
/// (`#F2F2F7`, as the light card's text is `#1C1C1E`).
public struct PlotPalette: Sendable, Equatable {
  /// The card behind everything.
  public var background: String
  /// The grid lines at the value ticks.
  public var grid: String
  /// The axes, the tick marks and the tick labels.
  public var axis: String
  /// Titles, the legend's names, the marker names and the review page's cursor.
  public var text: String
  /// The key frames' dashed lines and labels.
  public var key: String
  /// The series' colours, used in turn.
  public var series: [String]

  /// The colour of series `index` (the palette repeats after eight series).
  public func color(of index: Int) -> String {
    series[index % series.count]
  }

  /// The palette of charts of the light appearance (and of an unspecified one).
  public static let light = PlotPalette(
    background: "#FFFFFF", grid: "#E5E5EA", axis: "#6E6E73", text: "#1C1C1E", key: "#C93400",
    series: [
      "#007AFF", "#FF9500", "#34C759", "#FF3B30", "#AF52DE", "#30B0C7", "#FF2D55", "#A2845E",
    ])

  /// The palette of charts of the dark appearance.
  public static let dark = PlotPalette(
    background: "#1C1C1E", grid: "#38383A", axis: "#98989F", text: "#F2F2F7", key: "#FFB340",
    series: [
      "#0A84FF", "#FF9F0A", "#30D158", "#FF453A", "#BF5AF2", "#40C8E0", "#FF375F", "#AC8E68",
    ])

  /// The palette of `appearance`: ``dark`` for dark, ``light`` otherwise.
  public static func of(_ appearance: UIUserInterfaceStyle) -> PlotPalette {
    appearance == .dark ? dark : light
  }
}
