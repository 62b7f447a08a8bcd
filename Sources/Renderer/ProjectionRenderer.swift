import CCairo
import Foundation
import GestureCore

/// Draws a ``GestureCore/DisplayProjection``: its items flat into an offscreen surface of the
/// plane's size at the device scale, then that surface into the target through the exact
/// homography, one device pixel at a time: the pixel's centre mapped back into the plane by the
/// inverse homography and the plane sampled bilinearly (premultiplied, transparent outside the
/// plane), pixels whose point in the plane lies behind the eye (`W ≤ 0`) left out. The result is
/// painted with the target's clip, groups and masks in force.
enum ProjectionRenderer {
  /// The largest side of the offscreen plane, pixels; a larger plane is drawn at a lower scale.
  static let maximumSide = 8192.0

  /// Draws `projection` on `cairo`, its items by `painter`.
  ///
  /// - Throws: the errors of ``DisplayItemPainter/draw(_:on:within:)``.
  static func draw(
    _ projection: DisplayProjection, on cairo: CairoContext, painter: DisplayItemPainter
  ) throws {
    let size = projection.size
    let longest = max(Double(size.width), Double(size.height))
    guard longest > 0, longest.isFinite else { return }
    let planeScale = min(painter.scale, maximumSide / longest)
    let width = Int((Double(size.width) * planeScale).rounded(.up))
    let height = Int((Double(size.height) * planeScale).rounded(.up))
    guard width > 0, height > 0,
      let plane = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return }
    defer { cairo_surface_destroy(plane) }
    guard let planeContext = cairo_create(plane) else { return }
    cairo_set_antialias(planeContext, CAIRO_ANTIALIAS_GRAY)
    var flat = painter
    flat.scale = planeScale
    flat.shadows = nil
    try flat.draw(
      projection.items, on: CairoContext(cr: planeContext, scale: planeScale), within: nil)
    cairo_destroy(planeContext)
    cairo_surface_flush(plane)

    // Plane pixels → device pixels: unscale, project, scale.
    let toDevice = ProjectiveTransform(
      CGAffineTransform(scaleX: 1 / planeScale, y: 1 / planeScale)
    )
    .concatenating(projection.transform)
    .concatenating(ProjectiveTransform(CGAffineTransform(scaleX: cairo.scale, y: cairo.scale)))
    guard let toPlane = toDevice.inverted() else { return }
    let cr = cairo.cr
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
    cairo_clip_extents(cr, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
    var box = (minX: clip.x1, minY: clip.y1, maxX: clip.x2, maxY: clip.y2)
    let corners = [
      (0.0, 0.0), (Double(width), 0), (0, Double(height)), (Double(width), Double(height)),
    ]
    .map { toDevice.apply(CGPoint(x: $0.0, y: $0.1)) }
    if corners.allSatisfy({ $0 != nil }) {
      let points = corners.compactMap { $0 }
      box.minX = max(box.minX, points.map { Double($0.x) }.min()!.rounded(.down))
      box.minY = max(box.minY, points.map { Double($0.y) }.min()!.rounded(.down))
      box.maxX = min(box.maxX, points.map { Double($0.x) }.max()!.rounded(.up))
      box.maxY = min(box.maxY, points.map { Double($0.y) }.max()!.rounded(.up))
    }
    let x0 = Int(box.minX.rounded(.down))
    let y0 = Int(box.minY.rounded(.down))
    let outWidth = Int(box.maxX.rounded(.up)) - x0
    let outHeight = Int(box.maxY.rounded(.up)) - y0
    guard outWidth > 0, outHeight > 0,
      let output = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(outWidth), Int32(outHeight))
    else { return }
    defer { cairo_surface_destroy(output) }
    resample(
      plane, width: width, height: height, into: output, origin: (x0, y0),
      size: (outWidth, outHeight), toPlane: toPlane, toDevice: toDevice)
    cairo_surface_mark_dirty(output)
    cairo_set_source_surface(cr, output, Double(x0), Double(y0))
    cairo_paint(cr)
    cairo_set_source_rgba(cr, 0, 0, 0, 0)
  }

  /// Fills `output` (device pixels from `origin`) with the plane sampled at each pixel centre
  /// mapped by `toPlane`; pixels whose plane point has `W ≤ 0` under `toDevice` stay clear.
  private static func resample(
    _ plane: OpaquePointer, width: Int, height: Int, into output: OpaquePointer,
    origin: (Int, Int), size: (Int, Int), toPlane h: ProjectiveTransform,
    toDevice forward: ProjectiveTransform
  ) {
    guard let source = cairo_image_surface_get_data(plane),
      let target = cairo_image_surface_get_data(output)
    else { return }
    let sourceStride = Int(cairo_image_surface_get_stride(plane)) / 4
    let targetStride = Int(cairo_image_surface_get_stride(output)) / 4
    let src = UnsafeMutableRawPointer(source).assumingMemoryBound(to: UInt32.self)
    let dst = UnsafeMutableRawPointer(target).assumingMemoryBound(to: UInt32.self)
    let (planeWidth, planeHeight) = (Double(width), Double(height))
    for row in 0..<size.1 {
      let dy = Double(origin.1 + row) + 0.5
      let rowStart = row * targetStride
      for column in 0..<size.0 {
        let dx = Double(origin.0 + column) + 0.5
        dst[rowStart + column] = 0
        let w = dx * h.h13 + dy * h.h23 + h.h33
        guard w != 0 else { continue }
        let px = (dx * h.h11 + dy * h.h21 + h.h31) / w
        let py = (dx * h.h12 + dy * h.h22 + h.h32) / w
        guard px > -1, py > -1, px < planeWidth + 1, py < planeHeight + 1,
          forward.weight(px, py) > 0
        else { continue }
        dst[rowStart + column] = bilinear(
          px - 0.5, py - 0.5, src, stride: sourceStride, width: width, height: height)
      }
    }
  }

  /// The premultiplied ARGB value at `(x, y)` (pixel centres at whole numbers) interpolated
  /// from its four neighbours in `src` (transparent outside `width` × `height`), each channel
  /// rounded to the nearest byte.
  @inline(__always)
  private static func bilinear(
    _ x: Double, _ y: Double, _ src: UnsafeMutablePointer<UInt32>, stride: Int, width: Int,
    height: Int
  ) -> UInt32 {
    let fx = x.rounded(.down)
    let fy = y.rounded(.down)
    let ix = Int(fx)
    let iy = Int(fy)
    let tx = x - fx
    let ty = y - fy
    @inline(__always) func at(_ px: Int, _ py: Int) -> UInt32 {
      px >= 0 && py >= 0 && px < width && py < height ? src[py * stride + px] : 0
    }
    let p00 = at(ix, iy)
    let p10 = at(ix + 1, iy)
    let p01 = at(ix, iy + 1)
    let p11 = at(ix + 1, iy + 1)
    if p00 | p10 | p01 | p11 == 0 { return 0 }
    if p00 == p10 && p00 == p01 && p00 == p11 { return p00 }
    let w00 = (1 - tx) * (1 - ty)
    let w10 = tx * (1 - ty)
    let w01 = (1 - tx) * ty
    let w11 = tx * ty
    var result: UInt32 = 0
    var shift: UInt32 = 0
    while shift < 32 {
      let value =
        Double((p00 >> shift) & 0xFF) * w00 + Double((p10 >> shift) & 0xFF) * w10
        + Double((p01 >> shift) & 0xFF) * w01 + Double((p11 >> shift) & 0xFF) * w11
      result |= UInt32(min(255, max(0, value.rounded()))) << shift
      shift += 8
    }
    return result
  }
}
