import Foundation

@_implementationOnly import CCairo

// Gradients and images, painted through the clip with the state's alpha and blend mode.
extension CGContext {
  /// Paints `gradient` along the line from `start` to `end` (user space) through the clip
  /// (`drawLinearGradient(_:start:end:options:)`): lines across the axis have one colour;
  /// beyond the ends nothing is painted unless `options` extend the end colours.
  public func drawLinearGradient(
    _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
  ) {
    let range = Self.parameterRange(options)
    func point(_ t: Double) -> (Double, Double) {
      (
        Double(start.x) + t * Double(end.x - start.x),
        Double(start.y) + t * Double(end.y - start.y)
      )
    }
    let (p0, p1) = (point(range.lowerBound), point(range.upperBound))
    guard let pattern = cairo_pattern_create_linear(p0.0, p0.1, p1.0, p1.1) else { return }
    paint(gradient, pattern: pattern, range: range)
  }

  /// Paints `gradient` between the circle of `startRadius` about `startCenter` and the circle
  /// of `endRadius` about `endCenter` (user space) through the clip
  /// (`drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`): each
  /// circle between them has one colour; inside the start circle and outside the end circle
  /// nothing is painted unless `options` extend the end colours.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
    endRadius: CGFloat, options: CGGradientDrawingOptions
  ) {
    let (r0, r1) = (Double(max(0, startRadius)), Double(max(0, endRadius)))
    var range = Self.parameterRange(options)
    // A circle before the start would have a negative radius: there is nothing to leave out.
    if r0 + range.lowerBound * (r1 - r0) < 0 { range = 0...range.upperBound }
    func circle(_ t: Double) -> (Double, Double, Double) {
      (
        Double(startCenter.x) + t * Double(endCenter.x - startCenter.x),
        Double(startCenter.y) + t * Double(endCenter.y - startCenter.y), r0 + t * (r1 - r0)
      )
    }
    let (c0, c1) = (circle(range.lowerBound), circle(range.upperBound))
    guard let pattern = cairo_pattern_create_radial(c0.0, c0.1, c0.2, c1.0, c1.1, c1.2) else {
      return
    }
    paint(gradient, pattern: pattern, range: range)
  }

  /// The gradient parameter range the pattern spans: 0…1 with a sliver beyond each end that
  /// must not extend, where a transparent stop ends the colours (Cairo's pad extends both ends;
  /// Core Graphics paints nothing beyond an end unless asked). The sliver is 0.1 % of the
  /// gradient, so a pixel exactly at an end still has that end's colour.
  private static func parameterRange(_ options: CGGradientDrawingOptions) -> ClosedRange<Double> {
    let sliver = 1e-3
    return
      (options.contains(.drawsBeforeStartLocation) ? 0 : -sliver)...(options.contains(
        .drawsAfterEndLocation) ? 1 : 1 + sliver)
  }

  /// Paints a gradient pattern (defined in user space over the parameter `range`) through the
  /// clip.
  private func paint(
    _ gradient: CGGradient, pattern: OpaquePointer, range: ClosedRange<Double>
  ) {
    defer { cairo_pattern_destroy(pattern) }
    let span = range.upperBound - range.lowerBound
    func place(_ t: Double) -> Double { (t - range.lowerBound) / span }
    if range.lowerBound < 0 { cairo_pattern_add_color_stop_rgba(pattern, 0, 0, 0, 0, 0) }
    for stop in gradient.stops {
      let c = stop.color
      cairo_pattern_add_color_stop_rgba(
        pattern, place(min(1, max(0, stop.location))), c.red, c.green, c.blue, c.alpha)
    }
    if range.upperBound > 1 { cairo_pattern_add_color_stop_rgba(pattern, 1, 0, 0, 0, 0) }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    markAllInked()
    shadowed {
      cairo_save(cr)
      guard setCairoMatrix(state.ctm) else {
        cairo_restore(cr)
        return
      }
      applyCompositing()
      cairo_set_source(cr, pattern)
      cairo_paint_with_alpha(cr, state.alpha)
      cairo_restore(cr)
    }
  }

  /// Draws `image` scaled into `rect` (user space) through the clip (`draw(_:in:)`), with
  /// Core Graphics' orientation: the image's top row goes to the rect's edge at the larger y,
  /// so in a y-up space the image is upright and in UIKit's y-down contexts it is upside down,
  /// as on iOS (UIKit's `UIImage.draw(in:)` draws it upright).
  public func draw(_ image: CGImage, in rect: CGRect) {
    draw(image, in: rect, flipped: true)
  }

  /// Draws `image` into `rect`; `flipped` puts its top row at the rect's larger y (Core
  /// Graphics), else at its smaller y (UIKit).
  package func draw(_ image: CGImage, in rect: CGRect, flipped: Bool) {
    let r = rect.standardized
    guard r.width > 0, r.height > 0, image.width > 0, image.height > 0 else { return }
    var placement = CGAffineTransform(translationX: r.minX, y: flipped ? r.maxY : r.minY)
      .scaledBy(
        x: r.width / CGFloat(image.width),
        y: (flipped ? -r.height : r.height) / CGFloat(image.height))
    placement = placement.concatenating(state.ctm)
    markInked(
      CGRect(x: 0, y: 0, width: image.width, height: image.height).applying(placement), margin: 2)
    image.withCairoSurface { source in
      shadowed {
        cairo_save(cr)
        guard setCairoMatrix(placement) else {
          cairo_restore(cr)
          return
        }
        applyCompositing()
        cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
        cairo_clip(cr)
        cairo_set_source_surface(cr, source, 0, 0)
        cairo_pattern_set_filter(
          cairo_get_source(cr),
          state.interpolationQuality == .none ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint_with_alpha(cr, state.alpha)
        cairo_restore(cr)
      }
    }
  }
}

extension CGImage {
  /// A Cairo ARGB32 image surface that reads the pixels in place, owned by the caller (who
  /// destroys it before the image is released), or `nil` for an empty image or when Cairo
  /// cannot make it. Cairo only reads a source surface, so the image stays unchanged.
  package func makeCairoSurface() -> OpaquePointer? {
    guard let bytes = storage.bytes, width > 0, height > 0,
      let surface = cairo_image_surface_create_for_data(
        bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
        Int32(height), Int32(bytesPerRow))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    return surface
  }

  /// Calls `body` with a Cairo image surface reading the pixels in place.
  package func withCairoSurface(_ body: (OpaquePointer) -> Void) {
    guard let surface = makeCairoSurface() else { return }
    defer {
      cairo_surface_finish(surface)
      cairo_surface_destroy(surface)
    }
    withExtendedLifetime(self) { body(surface) }
  }
}
