import Foundation
import GestureCore

/// One chart of values over time: `--plot card.center.x,scroll.contentOffset.y` or an entry of
/// a scenario's `plots` (docs/scenario.md, "Plots"). Each comma-separated item is a series, a
/// view's identifier and a property (``PlotProperty``) joined by a dot; the view id is what is
/// left when the property name is taken off the end, so ids with dots work too.
///
/// Every series of one chart shares its unit (the y axis has one): points, degrees, or none.
public struct PlotSpec: Sendable, Equatable {
  /// One line of the chart: a property of one view.
  public struct Series: Sendable, Equatable {
    /// The view's identifier (`accessibilityIdentifier` for a view of the code).
    public var view: String
    /// The value plotted.
    public var property: PlotProperty
    /// Where the series starts in the spec's text, characters from 0 (for the column of an
    /// error about it).
    public var offset: Int

    /// Creates a series; see the properties.
    public init(view: String, property: PlotProperty, offset: Int = 0) {
      self.view = view
      self.property = property
      self.offset = offset
    }

    /// `card.center.x`: how the spec and the legend name it.
    public var name: String { "\(view).\(property.rawValue)" }
  }

  /// The series, in the order given, 1…``maximumSeries``.
  public var series: [Series]

  /// The most series one chart may have: 8, one per colour of its palette.
  public static let maximumSeries = 8
  /// The most charts one run may write: 16.
  public static let maximumPlots = 16

  /// Creates a chart of `series`; see the properties.
  public init(series: [Series]) {
    self.series = series
  }

  /// The unit of the y axis: the unit of every series.
  public var unit: PlotProperty.Unit { series.first?.property.unit ?? .points }

  /// The spec as written back: `card.center.x,scroll.contentOffset.y`.
  public var text: String { series.map(\.name).joined(separator: ",") }

  /// Why a spec cannot be read, and where in its text (for the column of a located error).
  public struct Problem: Error, Equatable, Sendable {
    /// What is wrong, one sentence without a period.
    public var message: String
    /// The 0-based character offset of the offending item in the spec's text.
    public var offset: Int
  }

  /// Reads `text` (see the type's description).
  ///
  /// - Throws: ``Problem`` for an empty spec or item, an item without a known property (naming
  ///   the properties, with the closest one when it looks like a typo), more than
  ///   ``maximumSeries`` series, or series of different units.
  public static func parse(_ text: String) throws(Problem) -> PlotSpec {
    var series: [Series] = []
    var offset = 0
    let names = PlotProperty.allCases.map(\.rawValue)
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      defer { offset += item.count + 1 }
      let trimmed = item.trimmingCharacters(in: .whitespaces)
      let start = offset + (item.count - item.drop(while: { $0 == " " }).count)
      guard !trimmed.isEmpty else {
        throw Problem(
          message: "a plot lists series as VIEW.PROPERTY separated by commas "
            + "('card.center.x,scroll.contentOffset.y'); this one is empty", offset: start)
      }
      let match = PlotProperty.allCases
        .filter { trimmed.hasSuffix("." + $0.rawValue) && trimmed.count > $0.rawValue.count + 1 }
        .max { $0.rawValue.count < $1.rawValue.count }
      guard let property = match else {
        var message = "'\(trimmed)' names no property"
        if let dot = trimmed.firstIndex(of: "."),
          let suggestion = Suggestion.closest(
            to: String(trimmed[trimmed.index(after: dot)...]), in: names)
        {
          message += "; did you mean '\(trimmed[..<dot]).\(suggestion)'?"
        } else {
          message += " (VIEW.PROPERTY)"
        }
        message += "; properties: " + names.joined(separator: ", ")
        throw Problem(message: message, offset: start)
      }
      let view = String(trimmed.dropLast(property.rawValue.count + 1))
      let next = Series(view: view, property: property, offset: start)
      if let first = series.first, first.property.unit != property.unit {
        throw Problem(
          message: "a plot has one y axis, so its series share a unit: '\(first.name)' is in "
            + "\(first.property.unit.name), '\(next.name)' in \(property.unit.name); "
            + "give them as two plots", offset: start)
      }
      guard series.count < maximumSeries else {
        throw Problem(
          message: "a plot has at most \(maximumSeries) series (one per colour); "
            + "give the rest as another plot", offset: start)
      }
      series.append(next)
    }
    return PlotSpec(series: series)
  }
}

/// A value of a view that a plot can follow: what `timeline.json` records of it
/// (``GestureCore/ViewSnapshot``), frame by frame.
public enum PlotProperty: String, CaseIterable, Sendable {
  /// `center.x`, points in the superview.
  case centerX = "center.x"
  /// `center.y`, points in the superview.
  case centerY = "center.y"
  /// `contentOffset.x` of a scroll view, points: the bounds origin's x (Apple, UIScrollView:
  /// the content offset is the bounds origin).
  case contentOffsetX = "contentOffset.x"
  /// `contentOffset.y` of a scroll view, points: the bounds origin's y.
  case contentOffsetY = "contentOffset.y"
  /// `bounds.width`, points.
  case boundsWidth = "bounds.width"
  /// `bounds.height`, points.
  case boundsHeight = "bounds.height"
  /// The transform's rotation, degrees: `atan2(b, a)` of the affine transform, as
  /// `CGAffineTransform(rotationAngle:)` writes it (positive is clockwise on screen).
  case rotation = "transform.rotation"
  /// The transform's scale, unitless: the length of its first column, `√(a² + b²)` (the x
  /// scale; equal to the y scale for `scaledBy(x: s, y: s)`, with or without rotation).
  case scale = "transform.scale"
  /// `alpha`, 0…1.
  case alpha

  /// The unit of a y axis.
  public enum Unit: String, Sendable {
    /// Points.
    case points = "pt"
    /// Degrees.
    case degrees = "°"
    /// No unit (a scale, an opacity).
    case none = ""

    /// "points", "degrees", "no unit": for messages and the axis title.
    public var name: String {
      switch self {
      case .points: return "points"
      case .degrees: return "degrees"
      case .none: return "no unit"
      }
    }
  }

  /// The property's unit.
  public var unit: Unit {
    switch self {
    case .rotation: return .degrees
    case .scale, .alpha: return .none
    default: return .points
    }
  }

  /// The value in `snapshot` (see each case).
  public func value(in snapshot: ViewSnapshot) -> Double {
    let t = snapshot.transform
    switch self {
    case .centerX: return Double(snapshot.center.x)
    case .centerY: return Double(snapshot.center.y)
    case .contentOffsetX: return Double(snapshot.bounds.minX)
    case .contentOffsetY: return Double(snapshot.bounds.minY)
    case .boundsWidth: return Double(snapshot.bounds.width)
    case .boundsHeight: return Double(snapshot.bounds.height)
    case .rotation: return atan2(Double(t.b), Double(t.a)) * 180 / .pi
    case .scale: return (Double(t.a) * Double(t.a) + Double(t.b) * Double(t.b)).squareRoot()
    case .alpha: return snapshot.alpha
    }
  }
}
