import Foundation
import Renderer
import Scenario

extension Recording {
  /// What a recording writes besides `timeline.json`, and how frames are drawn: the command
  /// line's output options (README, "Command line"), with the same defaults.
  public struct Options: Sendable, Equatable {
    /// The outputs for the frames, in order; default `[.png]`. Empty writes only
    /// `timeline.json` (and `review.md`, and the sheet if asked for).
    public var formats: [OutputFormat]
    /// The frames drawn (`--frames`, `--at`, `--last-frame`); default every frame.
    /// `timeline.json` always holds every frame.
    public var frames: FrameSelection
    /// Pixels per point, 1…4; `nil` for the device's scale (2 on `iPhoneSE`).
    public var scale: Double?
    /// Draw the touch indicator, a 44 pt disc that fades over 0.2 s after lift (`--no-touches`
    /// turns it off).
    public var showsTouches: Bool
    /// Draw each touch's last 0.3 s as a line that thins and fades (`--trails`).
    public var showsTrails: Bool
    /// Outline every view's presentation bounds, tagged with its identifier (`--outlines`).
    public var showsOutlines: Bool
    /// Number the elements VoiceOver would visit in reading order, mark targets under 44 × 44
    /// pt, and list what VoiceOver speaks in a legend beside the screen (`--accessibility`).
    public var showsAccessibility: Bool = false
    /// Caption gesture states at the bottom of each frame (`--captions`).
    public var showsCaptions: Bool
    /// Show the frame number and time at the top right (`--frame-info`).
    public var showsFrameInfo: Bool
    /// Write the contact sheet `NAME-sheet.png` and `.svg`: the first and last frame and every
    /// frame where a touch or a gesture changes state (`--sheet`).
    public var writesSheet: Bool
    /// Also put every N-th frame on the sheet, N ≥ 1 (`--sheet-every`); writes the sheet even
    /// when ``writesSheet`` is false.
    public var sheetEvery: Int?
    /// Tiles per row of the sheet, 1…20; `nil` for up to 5.
    public var sheetColumns: Int?
    /// Write `index.html`, the review page, when PNG or SVG frames are written.
    public var writesPage: Bool
    /// Write `review.md`, the pull-request snippet.
    public var writesMarkdown: Bool
    /// The GIF's highest frame rate, 1…50; `nil` for 50.
    public var gifFramesPerSecond: Double?
    /// Lossy WebP at this quality, 0…100; `nil` for lossless.
    public var webpQuality: Double?
    /// The largest each animated image (APNG, GIF, WebP) may be, bytes ≥ 1 (`--max-size`);
    /// `nil` for no limit. One that is larger is made again at a lower scale, then a lower
    /// frame rate, until it fits (``Renderer/SizeBudget``); the PNG and SVG frames keep
    /// ``scale``. Videos are not limited.
    public var maximumAnimationBytes: UInt64?
    /// Threads that encode PNG frames, 1…64 (default: the number of cores); the files do not
    /// depend on it.
    public var jobs: Int
    /// Which PNG writer encodes frames (``PNGWriterKind/fast`` unless benchmarking).
    public var pngWriter: PNGWriterKind
    /// Charts of values over time to write besides the scenario's own `plots` (`--plot`), at
    /// most ``Scenario/PlotSpec/maximumPlots``: `NAME-plot.png` and `.svg`, then
    /// `NAME-plot-2.png` …, numbered after the scenario's (``Renderer/PlotImage``).
    public var plots: [PlotSpec]

    /// Options; every default is the command line's (PNG frames, touches drawn, the review page
    /// and review.md written, no sheet, no other overlays).
    public init(
      formats: [OutputFormat] = [.png], frames: FrameSelection = FrameSelection(),
      scale: Double? = nil, showsTouches: Bool = true, showsTrails: Bool = false,
      showsOutlines: Bool = false, showsCaptions: Bool = false, showsFrameInfo: Bool = false,
      writesSheet: Bool = false, sheetEvery: Int? = nil, sheetColumns: Int? = nil,
      writesPage: Bool = true, writesMarkdown: Bool = true, gifFramesPerSecond: Double? = nil,
      webpQuality: Double? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
      pngWriter: PNGWriterKind = .fast, plots: [PlotSpec] = [],
      maximumAnimationBytes: UInt64? = nil, showsAccessibility: Bool = false
    ) {
      self.showsAccessibility = showsAccessibility
      self.formats = formats
      self.frames = frames
      self.scale = scale
      self.showsTouches = showsTouches
      self.showsTrails = showsTrails
      self.showsOutlines = showsOutlines
      self.showsCaptions = showsCaptions
      self.showsFrameInfo = showsFrameInfo
      self.writesSheet = writesSheet
      self.sheetEvery = sheetEvery
      self.sheetColumns = sheetColumns
      self.writesPage = writesPage
      self.writesMarkdown = writesMarkdown
      self.gifFramesPerSecond = gifFramesPerSecond
      self.webpQuality = webpQuality
      self.jobs = jobs
      self.pngWriter = pngWriter
      self.plots = plots
      self.maximumAnimationBytes = maximumAnimationBytes
    }

    /// What is out of range, as a sentence, or `nil` when every value is allowed (the command
    /// line's limits).
    var problem: String? {
      func outside(_ value: Double?, _ range: ClosedRange<Double>) -> Bool {
        value.map { !$0.isFinite || !range.contains($0) } ?? false
      }
      if outside(scale, 1...4) { return "scale must be from 1 to 4 (got \(scale!))" }
      if !(1...64).contains(jobs) { return "jobs must be from 1 to 64 (got \(jobs))" }
      if let every = sheetEvery, every < 1 { return "sheetEvery must be 1 or more (got \(every))" }
      if let columns = sheetColumns, !(1...20).contains(columns) {
        return "sheetColumns must be from 1 to 20 (got \(columns))"
      }
      if outside(gifFramesPerSecond, 1...50) {
        return "gifFramesPerSecond must be from 1 to 50 (got \(gifFramesPerSecond!))"
      }
      if plots.count > PlotSpec.maximumPlots {
        return "plots lists at most \(PlotSpec.maximumPlots) charts (got \(plots.count))"
      }
      if maximumAnimationBytes == 0 { return "maximumAnimationBytes must be 1 or more (got 0)" }
      if outside(webpQuality, 0...100) {
        return "webpQuality must be from 0 to 100 (got \(webpQuality!))"
      }
      return nil
    }
  }
}
