import CCairo
import Foundation
import GestureCore

/// A chart as files: `NAME-plot.png` and `NAME-plot.svg` (``fileStem(scenario:plot:)``), drawn
/// by ``PlotDrawing`` at the renderer's scale with its pinned fonts, so the bytes repeat run to
/// run. The PNG is ``PlotLayout/width`` × ``PlotLayout/height`` points times the scale in
/// pixels (1440×960 at scale 2); the SVG has the same pixel size and draws text as glyph
/// outlines.
public enum PlotImage {
  /// The file name stem of plot `plot` (from 0) of the scenario whose files start with
  /// `scenario`: `drag-plot` for the first, `drag-plot-2` for the second, and so on.
  public static func fileStem(scenario: String, plot: Int) -> String {
    plot == 0 ? "\(scenario)-plot" : "\(scenario)-plot-\(plot + 1)"
  }

  /// The pixel size of a chart at `scale`.
  public static func pixelSize(scale: Double) -> (width: Int, height: Int) {
    (
      Int((PlotLayout.width * scale).rounded(.up)),
      Int((PlotLayout.height * scale).rounded(.up))
    )
  }

  /// The PNG bytes of `data`, drawn with `renderer`'s fonts at its scale in the colours of
  /// `appearance` (``PlotPalette``).
  ///
  /// - Throws: ``RenderError/cairo(operation:status:)``.
  public static func png(
    _ data: PlotData, renderer: FrameRenderer, appearance: UIUserInterfaceStyle = .light
  ) throws -> Data {
    let scale = renderer.options.scale
    let (width, height) = pixelSize(scale: scale)
    guard
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { throw RenderError.cairo(operation: "creating the plot surface", status: "NULL") }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else {
      throw RenderError.cairo(operation: "creating the plot context", status: "NULL")
    }
    PlotDrawing(layout: PlotLayout(data, appearance: appearance), text: renderer.text).draw(
      on: CairoContext(cr: cr, scale: scale))
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    return try PNGEncoding.encode(surface)
  }

  /// The SVG bytes of `data` (the same drawing as ``png(_:renderer:appearance:)``).
  ///
  /// - Throws: ``RenderError/cairo(operation:status:)``.
  public static func svg(
    _ data: PlotData, renderer: FrameRenderer, appearance: UIUserInterfaceStyle = .light
  ) throws -> Data {
    let scale = renderer.options.scale
    let (width, height) = pixelSize(scale: scale)
    return try SVGEncoding.document(width: width, height: height) { cr in
      PlotDrawing(layout: PlotLayout(data, appearance: appearance), text: renderer.text).draw(
        on: CairoContext(cr: cr, scale: scale))
    }
  }

  /// Writes plot `plot` of `data` as `STEM.png` and `STEM.svg` into `directory` (each through
  /// an atomic file), in the colours of `appearance`, and returns the two URLs.
  ///
  /// - Throws: ``RenderError/cairo(operation:status:)``,
  ///   ``RenderError/writeFailed(path:reason:)``.
  public static func write(
    _ data: PlotData, plot: Int, scenario: String, into directory: URL, renderer: FrameRenderer,
    appearance: UIUserInterfaceStyle = .light
  ) throws -> [URL] {
    let stem = fileStem(scenario: scenario, plot: plot)
    let pngURL = directory.appendingPathComponent(stem + ".png")
    let svgURL = directory.appendingPathComponent(stem + ".svg")
    try AtomicFile.write(try png(data, renderer: renderer, appearance: appearance), to: pngURL)
    try AtomicFile.write(try svg(data, renderer: renderer, appearance: appearance), to: svgURL)
    return [pngURL, svgURL]
  }
}
