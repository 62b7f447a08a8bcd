import Foundation

/// The rule that decides which points a path encloses when it is filled or hit-tested
/// (Core Graphics' `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable, Equatable, Hashable {
  /// A point is inside when the path winds around it a non-zero number of times: crossings
  /// of a ray from the point count +1 or −1 by the edge's direction (`winding`, the default;
  /// Core Animation's `nonZero`).
  case winding = 0
  /// A point is inside when a ray from it crosses the path an odd number of times
  /// (`evenOdd`).
  case evenOdd = 1
}

/// How the ends of a stroked open subpath are drawn (Core Graphics' `CGLineCap`).
public enum CGLineCap: Int32, Sendable, Equatable, Hashable {
  /// The stroke stops square at the end point (`butt`, the default).
  case butt = 0
  /// A half circle of diameter the line width is drawn beyond the end point (`round`).
  case round = 1
  /// The stroke goes on half the line width beyond the end point, square (`square`).
  case square = 2
}

/// How two stroked segments meet at a corner (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable, Equatable, Hashable {
  /// The outer edges are extended to meet at a point, up to the miter limit (`miter`, the
  /// default).
  case miter = 0
  /// A circular arc of diameter the line width joins the outer edges (`round`).
  case round = 1
  /// The outer corners are joined by a straight line (`bevel`).
  case bevel = 2
}
