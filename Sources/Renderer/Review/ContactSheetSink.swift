import CCairo
import Foundation
import GestureCore

/// One picture of the moments that matter: a grid of key frames, each with its number, time and
/// what happened, written as PNG and SVG (`drag-sheet.png`, `drag-sheet.svg`).
///
/// The tiles are the first and the last frame given, every frame with a key event
/// (``KeyFrames``), and, with ``everyNth``, every N-th frame (by index). Each tile is the
/// frame drawn at ``tileWidth`` points wide (as vectors, so the SVG stays sharp), with what
/// happens there (``KeyFrameLabel``: "lift b1") and "#48 · 0.800 s" beside it, and up to
/// ``maximumCaptionLines`` event captions under it. The title and the subtitle (the settings and
/// the scenario's description) are wrapped to the sheet's width, never cut: the header grows
/// by their lines (``headerHeight(forWidth:)``). The sheet is drawn at the renderer's scale.
/// Only the selected frames' display lists are kept until ``finish()``, not their pixels.
public final class ContactSheetSink: FrameSink {
  /// The tile width, points.
  public static let tileWidth: Double = 180
  /// Space around and between tiles, points.
  public static let gap: Double = 16
  /// How many event captions a tile shows (more are summarised as "+N more").
  public static let maximumCaptionLines = 3

  /// The renderer frames are drawn with.
  public let renderer: FrameRenderer
  /// The PNG file written.
  public let pngURL: URL
  /// The SVG file written, or `nil` for PNG only.
  public let svgURL: URL?
  /// The sheet's title, e.g. "drag".
  public let title: String
  /// The line under the title, e.g. "iphone-se · 169 frames at 60 fps · 2.8 s".
  public let subtitle: String
  /// Also take every N-th frame (by index), or `nil`.
  public let everyNth: Int?
  /// Columns of tiles; `nil` picks up to 5.
  public let columns: Int?
  private var tiles: [Frame] = []
  /// Header heights already measured, by sheet width in points.
  private var headerHeights: [Double: Double] = [:]
  private var lastFrame: Frame?
  private var isFinished = false

  /// A sink writing `pngURL` (and `svgURL`); the directory is created when missing.
  ///
  /// - Throws: ``RenderError/directoryUnavailable(path:reason:)``.
  public init(
    pngURL: URL, svgURL: URL?, renderer: FrameRenderer, title: String, subtitle: String,
    everyNth: Int? = nil, columns: Int? = nil
  ) throws {
    self.pngURL = pngURL
    self.svgURL = svgURL
    self.renderer = renderer
    self.title = title
    self.subtitle = subtitle
    self.everyNth = everyNth.flatMap { $0 > 0 ? $0 : nil }
    self.columns = columns.flatMap { $0 > 0 ? $0 : nil }
    try FrameFileWriter.prepare(pngURL.deletingLastPathComponent())
  }

  /// Keeps `frame` when it is a tile (first, key, N-th); remembers it as the last frame.
  ///
  /// - Throws: ``RenderError/sinkFinished(directory:)``,
  ///   ``RenderError/unbalancedDisplayList(frameIndex:itemIndex:reason:)``.
  public func consume(_ frame: Frame) throws {
    guard !isFinished else { throw RenderError.sinkFinished(directory: pngURL.path) }
    try FrameRenderer.validate(frame)
    let isKey = frame.events.contains(where: KeyFrames.isKey)
    let isNth = everyNth.map { frame.index % $0 == 0 } ?? false
    if tiles.isEmpty || isKey || isNth {
      // Past the size limit the sheet cannot be drawn: stop now, not after the whole run.
      if let problem = Self.sizeProblem(
        tiles: tiles.count + 1, canvas: frame.canvasSize, columns: columns,
        scale: renderer.options.scale,
        headerHeight: headerHeight(tiles: tiles.count + 1, canvas: frame.canvasSize))
      {
        throw RenderError.encodingFailed(format: "png", path: pngURL.path, reason: problem)
      }
      tiles.append(frame)
      lastFrame = nil
    } else {
      lastFrame = frame
    }
  }

  /// Draws and writes the sheet. Returns the files written (PNG, then SVG).
  ///
  /// - Throws: ``RenderError/encodingFailed(format:path:reason:)`` when no frame was given,
  ///   ``RenderError/cairo(operation:status:)``, ``RenderError/writeFailed(path:reason:)``.
  public func finish() throws -> [URL] {
    guard !isFinished else { return [] }
    isFinished = true
    if let lastFrame { tiles.append(lastFrame) }
    lastFrame = nil
    guard let first = tiles.first else {
      throw RenderError.encodingFailed(format: "png", path: pngURL.path, reason: "no frame to show")
    }
    let header = headerHeight(tiles: tiles.count, canvas: first.canvasSize)
    let layout = Layout(
      tiles: tiles.count, canvas: first.canvasSize, columns: columns, headerHeight: header)
    let scale = renderer.options.scale
    let pixelWidth = Int((layout.width * scale).rounded(.up))
    let pixelHeight = Int((layout.height * scale).rounded(.up))
    if let problem = Self.sizeProblem(
      tiles: tiles.count, canvas: first.canvasSize, columns: columns, scale: scale,
      headerHeight: header)
    {
      throw RenderError.encodingFailed(format: "png", path: pngURL.path, reason: problem)
    }
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    else { throw RenderError.cairo(operation: "creating the sheet surface", status: "NULL") }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else {
      throw RenderError.cairo(operation: "creating the sheet context", status: "NULL")
    }
    try draw(on: cr, layout: layout)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    try AtomicFile.write(try PNGEncoding.encode(surface), to: pngURL)
    var written = [pngURL]
    if let svgURL {
      let svg = try SVGEncoding.document(width: pixelWidth, height: pixelHeight) { cr in
        try draw(on: cr, layout: layout)
      }
      try AtomicFile.write(svg, to: svgURL)
      written.append(svgURL)
    }
    return written
  }

  /// The most pixels a sheet may have on a side: 32767, Cairo's limit for an image surface.
  public static let maximumPixels = 32767

  /// The header's height with one line of title and one of subtitle, points.
  public static let minimumHeaderHeight: Double = 52

  /// Why a sheet of `tiles` tiles of a `canvas`-sized screen in `columns` columns (`nil`: up
  /// to 5) at `scale` pixels per point, under a header `headerHeight` points high, cannot be
  /// drawn, or nil when it can: it would pass ``maximumPixels`` on a side.
  public static func sizeProblem(
    tiles: Int, canvas: CGSize, columns: Int?, scale: Double,
    headerHeight: Double = minimumHeaderHeight
  ) -> String? {
    let layout = Layout(
      tiles: max(1, tiles), canvas: canvas, columns: columns, headerHeight: headerHeight)
    let width = Int((layout.width * scale).rounded(.up))
    let height = Int((layout.height * scale).rounded(.up))
    guard width > maximumPixels || height > maximumPixels else { return nil }
    return "the sheet would be \(width)×\(height) pixels with \(tiles) tiles; the limit is "
      + "\(maximumPixels) on each side (select fewer frames, or a larger --sheet-every)"
  }

  /// The fewest tiles a sheet of the frames `selected` (indices, in order) has before any key
  /// frame is known: the first, every `everyNth`-th, and the last.
  public static func minimumTiles(selected: [Int], everyNth: Int?) -> Int {
    guard let first = selected.first, let last = selected.last else { return 0 }
    var count = 1
    if let every = everyNth, every > 0 {
      count = selected.dropFirst().filter { $0 % every == 0 }.count + 1
    }
    let lastIsTile = last == first || (everyNth.map { $0 > 0 && last % $0 == 0 } ?? false)
    return count + (lastIsTile ? 0 : 1)
  }

  /// The frame indices on the sheet, in order (after ``finish()``: all of them).
  public var tileIndices: [Int] { tiles.map(\.index) + (lastFrame.map { [$0.index] } ?? []) }

  /// The geometry of the sheet, points.
  struct Layout {
    let columns: Int
    let rows: Int
    let tileWidth: Double
    let tileHeight: Double
    let captionHeight: Double = 16 + Double(ContactSheetSink.maximumCaptionLines + 1) * 13
    let headerHeight: Double
    let gap = ContactSheetSink.gap

    init(tiles: Int, canvas: CGSize, columns: Int?, headerHeight: Double) {
      self.headerHeight = max(ContactSheetSink.minimumHeaderHeight, headerHeight)
      self.columns = max(1, min(tiles, columns ?? 5))
      rows = (tiles + self.columns - 1) / self.columns
      tileWidth = ContactSheetSink.tileWidth
      let aspect = Double(canvas.height) / max(1, Double(canvas.width))
      tileHeight = (tileWidth * aspect).rounded()
    }

    var width: Double { gap + Double(columns) * (tileWidth + gap) }
    var height: Double {
      headerHeight + Double(rows) * (tileHeight + captionHeight + gap) + gap / 2
    }

    /// The top left corner of tile `index`.
    func origin(of index: Int) -> CGPoint {
      let column = index % columns
      let row = index / columns
      return CGPoint(
        x: gap + Double(column) * (tileWidth + gap),
        y: headerHeight + Double(row) * (tileHeight + captionHeight + gap))
    }
  }

  /// The title (17 pt bold) and the subtitle (11 pt) of a sheet `width` points wide, wrapped
  /// to the width less the gaps, with as many lines as they need: the title's top 10 pt down,
  /// the subtitle 2 pt under the title's last line.
  func headerTexts(forWidth width: Double) -> [DisplayText] {
    let inner = max(1, width - 2 * Self.gap)
    let titleFont = DisplayFont(size: 17, isBold: true)
    let subtitleFont = DisplayFont(size: 11)
    let titleHeight = max(
      22,
      Double(renderer.text.fittingSize(of: title, font: titleFont, width: inner).height).rounded(
        .up))
    let subtitleHeight = max(
      16,
      Double(renderer.text.fittingSize(of: subtitle, font: subtitleFont, width: inner).height)
        .rounded(.up))
    return [
      DisplayText(
        id: "sheet-title", transform: .identity,
        rect: CGRect(x: Self.gap, y: 10, width: inner, height: titleHeight), string: title,
        font: titleFont, color: .black, alignment: .left, numberOfLines: 0),
      DisplayText(
        id: "sheet-subtitle", transform: .identity,
        rect: CGRect(x: Self.gap, y: 8 + titleHeight, width: inner, height: subtitleHeight),
        string: subtitle, font: subtitleFont, color: CGColor(red: 0.35, green: 0.35, blue: 0.4),
        alignment: .left, numberOfLines: 0),
    ]
  }

  /// The header's height for a sheet `width` points wide: down to the subtitle's last line and
  /// 6 pt more, at least ``minimumHeaderHeight``.
  public func headerHeight(forWidth width: Double) -> Double {
    if let known = headerHeights[width] { return known }
    let subtitle = headerTexts(forWidth: width)[1].rect
    let height = max(Self.minimumHeaderHeight, Double(subtitle.maxY) + 6)
    headerHeights[width] = height
    return height
  }

  /// The header's height for a sheet of `tiles` tiles of a `canvas`-sized screen.
  private func headerHeight(tiles: Int, canvas: CGSize) -> Double {
    let width = Layout(tiles: max(1, tiles), canvas: canvas, columns: columns, headerHeight: 0)
      .width
    return headerHeight(forWidth: width)
  }

  private func draw(on cr: OpaquePointer, layout: Layout) throws {
    let scale = renderer.options.scale
    let cairo = CairoContext(cr: cr, scale: scale)
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
    cairo.paintBackground(CGColor(red8: 0xF2, green8: 0xF2, blue8: 0xF7))
    for item in headerTexts(forWidth: layout.width) { renderer.text.draw(item, on: cairo) }
    for (position, frame) in tiles.enumerated() {
      let origin = layout.origin(of: position)
      try drawTile(frame, at: origin, layout: layout, on: cairo)
    }
  }

  private func drawTile(_ frame: Frame, at origin: CGPoint, layout: Layout, on cairo: CairoContext)
    throws
  {
    let cr = cairo.cr
    let scale = cairo.scale
    let tileRect = CGRect(
      x: origin.x, y: origin.y, width: layout.tileWidth, height: layout.tileHeight)
    // The tile's shadow-less card and border.
    cairo.fill(
      DisplayShape(id: "tile", transform: .identity, rect: tileRect.insetBy(dx: -1, dy: -1)),
      color: CGColor(red: 0.78, green: 0.78, blue: 0.8))
    // The frame, recorded as vectors at the renderer's scale and replayed scaled into the tile.
    let frameWidth = Double(frame.canvasSize.width) * scale
    let frameHeight = Double(frame.canvasSize.height) * scale
    var extents = cairo_rectangle_t(x: 0, y: 0, width: frameWidth, height: frameHeight)
    guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents) else {
      throw RenderError.cairo(operation: "creating a recording surface", status: "NULL")
    }
    defer { cairo_surface_destroy(recording) }
    guard let recorder = cairo_create(recording) else {
      throw RenderError.cairo(operation: "creating the recording context", status: "NULL")
    }
    do {
      defer { cairo_destroy(recorder) }
      try renderer.draw(frame, on: recorder)
    }
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_translate(cr, Double(origin.x) * scale, Double(origin.y) * scale)
    let factor = layout.tileWidth * scale / frameWidth
    cairo_scale(cr, factor, factor)
    cairo_rectangle(cr, 0, 0, frameWidth, frameHeight)
    cairo_clip(cr)
    cairo_set_source_surface(cr, recording, 0, 0)
    cairo_paint(cr)
    cairo_restore(cr)

    // Number, time and events under the tile.
    let keyEvents = frame.events.filter { KeyFrames.isKey($0) || KeyFrames.isCodeOutput($0) }
    let maximum = ContactSheetSink.maximumCaptionLines
    var lines = keyEvents.prefix(maximum).map(KeyFrames.caption)
    if keyEvents.count > maximum {
      lines[maximum - 1] = "+\(keyEvents.count - maximum + 1) more events"
    }
    let captionTop = Double(origin.y) + layout.tileHeight + 4
    let number = "#\(frame.index) · " + String(format: "%.3f s", frame.time)
    let tileWidth = layout.tileWidth
    if let label = KeyFrameLabel.label(for: frame.events) {
      let numberFont = DisplayFont(size: 9.5)
      let numberWidth = min(
        tileWidth / 2,
        Double(renderer.text.fittingSize(of: number, font: numberFont, width: tileWidth).width)
          .rounded(.up))
      renderer.text.draw(
        DisplayText(
          id: "tile-label", transform: .identity,
          rect: CGRect(
            x: Double(origin.x), y: captionTop, width: tileWidth - numberWidth - 6, height: 15),
          string: label, font: DisplayFont(size: 11, isBold: true), color: .black,
          alignment: .left, numberOfLines: 1),
        on: cairo)
      renderer.text.draw(
        DisplayText(
          id: "tile-time", transform: .identity,
          rect: CGRect(
            x: Double(origin.x) + tileWidth - numberWidth, y: captionTop, width: numberWidth,
            height: 15),
          string: number, font: numberFont, color: CGColor(red: 0.35, green: 0.35, blue: 0.4),
          alignment: .right, numberOfLines: 1),
        on: cairo)
    } else {
      renderer.text.draw(
        DisplayText(
          id: "tile-time", transform: .identity,
          rect: CGRect(x: Double(origin.x), y: captionTop, width: tileWidth, height: 15),
          string: number, font: DisplayFont(size: 11, isBold: true), color: .black,
          alignment: .left, numberOfLines: 1),
        on: cairo)
    }
    for (line, caption) in lines.enumerated() {
      renderer.text.draw(
        DisplayText(
          id: "tile-event", transform: .identity,
          rect: CGRect(
            x: Double(origin.x), y: captionTop + 16 + Double(line) * 13, width: layout.tileWidth,
            height: 13),
          string: caption, font: DisplayFont(size: 9.5),
          color: CGColor(red: 0.25, green: 0.25, blue: 0.3), alignment: .left, numberOfLines: 1),
        on: cairo)
    }
  }
}
