import Foundation

/// How far a scroll view shows content dragged past an edge: UIScrollView's rubber band.
///
/// `b(x, d) = (1 − 1 / (x·c / d + 1)) · d` with `c = 0.55`, where `x` is how far the finger has
/// pulled past the edge and `d` the scroll view's size on that axis, both in points. The
/// displayed distance grows ever more slowly and never reaches `d`. Formula and constant as
/// published by Grant Paul (2013) and used by ScrollMechanics' `RubberBand.swift`; Apple does not
/// document it. Pulling 100 pt on an 852 pt-high scroll view shows 51.7 pt; on 667 pt, 50.8 pt.
public enum RubberBand {
  /// UIScrollView's coefficient.
  public static let coefficient = 0.55

  /// The displayed distance past the edge for a pull of `distance` points past it on an axis
  /// `dimension` points long. Symmetric: a negative pull gives a negative distance.
  public static func offset(forPull distance: Double, dimension: Double) -> Double {
    guard dimension > 0 else { return 0 }
    let magnitude = abs(distance)
    let banded = (1 - 1 / (magnitude * coefficient / dimension + 1)) * dimension
    return distance < 0 ? -banded : banded
  }

  /// The pull that displays `offset` points past the edge (the inverse of
  /// `offset(forPull:dimension:)`), for a drag that starts while already stretched.
  public static func pull(forOffset offset: Double, dimension: Double) -> Double {
    guard dimension > 0 else { return 0 }
    let magnitude = min(abs(offset), dimension * (1 - 1e-12))
    let pull = dimension * magnitude / (coefficient * (dimension - magnitude))
    return offset < 0 ? -pull : pull
  }

  /// Rubber-bands `value` against `range`: inside it the value is returned unchanged; past an
  /// end, the excess is banded with `dimension`.
  public static func clamp(_ value: Double, to range: ClosedRange<Double>, dimension: Double)
    -> Double
  {
    if value < range.lowerBound {
      return range.lowerBound + offset(forPull: value - range.lowerBound, dimension: dimension)
    }
    if value > range.upperBound {
      return range.upperBound + offset(forPull: value - range.upperBound, dimension: dimension)
    }
    return value
  }
}
