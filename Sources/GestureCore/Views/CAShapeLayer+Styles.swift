import Foundation

/// A line cap, spelled as Core Animation's constants (`CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  /// The constant's value ("butt", "round", "square").
  public let rawValue: String
  /// A cap named `rawValue`; unknown names draw as ``butt``.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The stroke stops square at the end (`butt`, the default).
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// A half circle beyond the end (`round`).
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// Half the line width beyond the end, square (`square`).
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// A line join, spelled as Core Animation's constants (`CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  /// The constant's value ("miter", "round", "bevel").
  public let rawValue: String
  /// A join named `rawValue`; unknown names draw as ``miter``.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Outer edges extended to a point, up to `CAShapeLayer.miterLimit` (`miter`, the
  /// default).
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// A circular arc (`round`).
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// A straight cut (`bevel`).
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A fill rule, spelled as Core Animation's constants (`CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  /// The constant's value ("non-zero", "even-odd").
  public let rawValue: String
  /// A rule named `rawValue`; unknown names fill as ``nonZero``.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The non-zero winding rule (`nonZero`, the default).
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// The even-odd rule (`evenOdd`).
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
