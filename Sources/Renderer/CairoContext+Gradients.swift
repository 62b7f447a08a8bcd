import CCairo
import Foundation
import GestureCore

/// Drawing `CAGradientLayer` gradients: axial with a Cairo linear pattern, radial with a radial
/// pattern stretched into the ellipse by the pattern matrix, conic with an image of the device
/// pixels computed per pixel (``ConicGradientImage``).
extension CairoContext {
  /// Fills the gradient's rounded shape (shape points) as its ``DisplayGradient/kind`` says:
  /// one colour stop per layer stop (locations clamped to 0…1 and made non-decreasing, as Core
  /// Animation requires them increasing), the end colours padded beyond. A gradient whose
  /// geometry is degenerate (start and end coincide; a radial ellipse of zero width or height;
  /// anything not finite) fills with its last colour.
  func fill(_ gradient: DisplayGradient) {
    guard let last = gradient.stops.last, setTransform(gradient.shape.transform) else { return }
    cairo_new_path(cr)
    addOutline(of: gradient.shape, rect: gradient.shape.rect, radius: gradient.shape.cornerRadius)
    let stops = CairoContext.orderedStops(gradient.stops)
    let pattern: OpaquePointer?
    switch gradient.kind {
    case .axial: pattern = CairoContext.axialPattern(gradient, stops: stops)
    case .radial: pattern = CairoContext.radialPattern(gradient, stops: stops)
    case .conic:
      pattern = ConicGradientImage.pattern(
        on: cr, center: gradient.start, toward: gradient.end, stops: stops)
    }
    guard let pattern else {
      setSource(last.color)
      cairo_fill(cr)
      return
    }
    defer { cairo_pattern_destroy(pattern) }
    cairo_set_source(cr, pattern)
    cairo_fill(cr)
  }

  /// The stops with locations clamped to 0…1 (NaN as 0) and never below the one before.
  static func orderedStops(_ stops: [DisplayGradient.Stop]) -> [DisplayGradient.Stop] {
    var previous = 0.0
    return stops.map { stop in
      let location = max(previous, min(1, max(0, stop.location.isNaN ? 0 : stop.location)))
      previous = location
      return DisplayGradient.Stop(location: location, color: stop.color)
    }
  }

  /// Adds `stops` to a Cairo gradient pattern and pads it.
  private static func addStops(_ stops: [DisplayGradient.Stop], to pattern: OpaquePointer) {
    for stop in stops {
      let c = stop.color
      cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha)
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
  }

  /// A linear pattern from `start` to `end`, or `nil` when they coincide or are not finite.
  private static func axialPattern(_ gradient: DisplayGradient, stops: [DisplayGradient.Stop])
    -> OpaquePointer?
  {
    let start = gradient.start
    let end = gradient.end
    guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite), start != end,
      let pattern = cairo_pattern_create_linear(
        Double(start.x), Double(start.y), Double(end.x), Double(end.y))
    else { return nil }
    addStops(stops, to: pattern)
    return pattern
  }

  /// A radial pattern from the unit circle's centre (location 0) to the unit circle
  /// (location 1), with a pattern matrix taking shape points (x, y) to
  /// ((x − start.x) / rx, (y − start.y) / ry), rx = |end.x − start.x|, ry = |end.y − start.y|:
  /// the unit circle becomes Core Animation's ellipse. `nil` when a radius is 0 or a value is
  /// not finite.
  private static func radialPattern(_ gradient: DisplayGradient, stops: [DisplayGradient.Stop])
    -> OpaquePointer?
  {
    let cx = Double(gradient.start.x)
    let cy = Double(gradient.start.y)
    let rx = abs(Double(gradient.end.x) - cx)
    let ry = abs(Double(gradient.end.y) - cy)
    guard [cx, cy, rx, ry].allSatisfy(\.isFinite), rx > 0, ry > 0,
      let pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
    else { return nil }
    var matrix = cairo_matrix_t(
      xx: 1 / rx, yx: 0, xy: 0, yy: 1 / ry, x0: -cx / rx, y0: -cy / ry)
    cairo_pattern_set_matrix(pattern, &matrix)
    addStops(stops, to: pattern)
    return pattern
  }
}
