import CCairo
import Foundation
import GestureCore

/// A conic gradient (`kCAGradientLayerConic`) as an image of device pixels, each the colour of
/// the angle of its centre: the source a ``CairoContext`` fills the layer's rounded shape with.
///
/// Location t is at the angle 360° · t from the direction toward the end point, the angle
/// growing from +x toward +y (QuartzCore, `CAGradientLayer.h`: "in the direction of rotation
/// of positive x-axis towards positive y-axis"; clockwise on the screen, y down). Between two
/// stops the straight (not premultiplied) components are interpolated, then premultiplied, as
/// pixman does for Cairo's linear and radial gradients; before the first stop and after the
/// last the end colours extend. Each channel is rounded to 8 bits once, so a pixel is within
/// half a step of the formula at its centre (the axial and radial patterns are sampled at
/// pixel centres the same way).
///
/// Why not a Cairo mesh pattern (a fan of Coons patches): Cairo 1.16 rasterises a mesh by
/// writing each sample into the pixel that contains it, anywhere in that pixel, and a fan of
/// 32 or of 128 wedges measured the same 1.93 steps off the formula 30 px from the centre (a
/// red → green → blue turn), however many wedges. The SVG file gets the same pixels as an
/// embedded image, as SVG has no conic gradient.
enum ConicGradientImage {
  /// An image pattern covering the device pixels of the current path that the clip lets
  /// through, for a conic gradient centred at `center` whose location 0 points toward `toward`
  /// (both in the user space of `cr`'s current matrix, shape points); `stops` ordered
  /// (``CairoContext/orderedStops(_:)``). The pattern's matrix puts the image on the device
  /// pixels it was computed for. `nil` when the points coincide, a value is not finite, the
  /// matrix is not invertible or nothing is visible (then the caller fills with the last
  /// colour, or draws nothing).
  static func pattern(
    on cr: OpaquePointer, center: CGPoint, toward: CGPoint, stops: [DisplayGradient.Stop]
  ) -> OpaquePointer? {
    let cx = Double(center.x)
    let cy = Double(center.y)
    let zero = atan2(Double(toward.y) - cy, Double(toward.x) - cx)
    guard [cx, cy, zero].allSatisfy(\.isFinite), toward != center, !stops.isEmpty,
      let area = deviceArea(of: cr)
    else { return nil }
    var toUser = cairo_matrix_t()
    cairo_get_matrix(cr, &toUser)
    var toDevice = toUser
    guard cairo_matrix_invert(&toUser) == CAIRO_STATUS_SUCCESS,
      let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, area.width, area.height)
    else { return nil }
    defer { cairo_surface_destroy(image) }
    cairo_surface_flush(image)
    guard let data = cairo_image_surface_get_data(image) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(image))
    let palette = stops.map { Straight($0.color) }
    for row in 0..<Int(area.height) {
      let pixels = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(
        to: UInt32.self)
      let dy = Double(area.y) + Double(row) + 0.5
      for column in 0..<Int(area.width) {
        let dx = Double(area.x) + Double(column) + 0.5
        let ux = toUser.xx * dx + toUser.xy * dy + toUser.x0
        let uy = toUser.yx * dx + toUser.yy * dy + toUser.y0
        var angle = atan2(uy - cy, ux - cx) - zero
        angle -= 2 * Double.pi * (angle / (2 * Double.pi)).rounded(.down)
        let t = min(1, max(0, angle / (2 * Double.pi)))
        pixels[column] = packed(color(at: t, stops: stops, palette: palette))
      }
    }
    cairo_surface_mark_dirty(image)
    guard let pattern = cairo_pattern_create_for_surface(image) else { return nil }
    toDevice.x0 -= Double(area.x)
    toDevice.y0 -= Double(area.y)
    cairo_pattern_set_matrix(pattern, &toDevice)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    return pattern
  }

  /// The whole device pixels covering the current path's extents within the clip's extents,
  /// or `nil` when that is empty.
  private static func deviceArea(of cr: OpaquePointer) -> (
    x: Int32, y: Int32, width: Int32, height: Int32
  )? {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
    let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)].map { corner in
      var (x, y) = corner
      cairo_user_to_device(cr, &x, &y)
      return (x, y)
    }
    cairo_save(cr)
    cairo_identity_matrix(cr)
    var cx1 = 0.0
    var cy1 = 0.0
    var cx2 = 0.0
    var cy2 = 0.0
    cairo_clip_extents(cr, &cx1, &cy1, &cx2, &cy2)
    cairo_restore(cr)
    let left = max(corners.map(\.0).min() ?? 0, cx1).rounded(.down)
    let top = max(corners.map(\.1).min() ?? 0, cy1).rounded(.down)
    let right = min(corners.map(\.0).max() ?? 0, cx2).rounded(.up)
    let bottom = min(corners.map(\.1).max() ?? 0, cy2).rounded(.up)
    guard [left, top, right, bottom].allSatisfy(\.isFinite), right > left, bottom > top,
      right - left <= 32768, bottom - top <= 32768
    else { return nil }
    return (Int32(left), Int32(top), Int32(right - left), Int32(bottom - top))
  }

  /// A stop's colour, straight, channels 0…1.
  private struct Straight {
    var red, green, blue, alpha: Double
    init(_ color: CGColor) {
      (red, green, blue, alpha) = (color.red, color.green, color.blue, color.alpha)
    }
    init(red: Double, green: Double, blue: Double, alpha: Double) {
      (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
  }

  /// The straight colour at location `t`: the first colour up to the first stop, the last
  /// from the last stop, else the interpolation of the two stops around `t` (at a location
  /// held by several stops, the last of them).
  private static func color(
    at t: Double, stops: [DisplayGradient.Stop], palette: [Straight]
  ) -> Straight {
    guard let first = stops.first, let last = stops.last else { return palette[0] }
    if t <= first.location { return palette[0] }
    if t >= last.location { return palette[palette.count - 1] }
    var upper = 1
    while upper < stops.count - 1 && stops[upper].location < t { upper += 1 }
    let a = palette[upper - 1]
    let b = palette[upper]
    let span = stops[upper].location - stops[upper - 1].location
    let f = span > 0 ? (t - stops[upper - 1].location) / span : 1
    return Straight(
      red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
      blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
  }

  /// `color` premultiplied and rounded to Cairo's `ARGB32` word (alpha in the top byte).
  private static func packed(_ color: Straight) -> UInt32 {
    func byte(_ value: Double) -> UInt32 { UInt32(min(255, max(0, (value * 255).rounded()))) }
    let a = min(1, max(0, color.alpha))
    return byte(a) << 24 | byte(color.red * a) << 16 | byte(color.green * a) << 8
      | byte(color.blue * a)
  }
}
